/**
 * The sign-in library's calls the account pages make: reset a forgotten password, read and
 * change the account (name, email, password), send the confirmation link again, and end every
 * session. Their replies are described in src/contracts/auth.ts. The server builds every link
 * an email carries, so these calls pass none. Deleting the account is the app's own call
 * (src/contracts/account.ts).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeleteAccountRequest, DeleteAccountResponse } from "../../../contracts/account";
import type { AccountSession, LinkedAccounts } from "../../../contracts/auth";
import { ApiError, apiRequest, getQueryFn, requestJson } from "../../lib/request";
import { recordSignOut } from "../../lib/signed-out-pages";
import { AUTH_USER_KEY } from "../../lib/use-auth";

export const ACCOUNT_SESSION_KEY = "/api/auth/get-session";
export const LINKED_ACCOUNTS_KEY = "/api/auth/list-accounts";

/** The sign-in library's messages that say too little, by its code. */
const CLEARER_MESSAGES: Record<string, string> = {
  INVALID_PASSWORD: "Your current password is not right",
  INVALID_TOKEN: "This link has expired or was already used",
};

/** The message of a failed call, for a person. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const code = error.body?.code;
    return (code && CLEARER_MESSAGES[code]) ?? error.body?.message ?? error.message;
  }
  return "Could not reach Vector; check your connection and try again";
}

/** Asks for a reset link; answers alike whether or not the address has an account. */
export async function requestPasswordReset(email: string) {
  await apiRequest("POST", "/api/auth/request-password-reset", { email });
}

/** Sets a new password with the token of a reset link. */
export async function resetPassword(token: string, newPassword: string) {
  await apiRequest("POST", "/api/auth/reset-password", { token, newPassword });
}

/** The signed-in account as the sign-in library knows it (with whether its email is confirmed). */
export function useAccountSession() {
  return useQuery<AccountSession>({
    queryKey: [ACCOUNT_SESSION_KEY],
    queryFn: async (context) => (await getQueryFn<AccountSession>({ on401: "returnNull" })(context)) ?? null,
  });
}

/** How the account signs in: with a password, a provider, or both. */
export function useLinkedAccounts() {
  return useQuery<LinkedAccounts | null>({
    queryKey: [LINKED_ACCOUNTS_KEY],
    queryFn: getQueryFn<LinkedAccounts>({ on401: "returnNull" }),
  });
}

/** Refreshes everything that shows the account after a change. */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ACCOUNT_SESSION_KEY] }),
      queryClient.invalidateQueries({ queryKey: [AUTH_USER_KEY] }),
    ]);
}

export async function updateName(name: string) {
  await apiRequest("POST", "/api/auth/update-user", { name });
}

/** Asks to move the account to a new address (see decision 030 for when it takes effect). */
export async function changeEmail(newEmail: string) {
  await apiRequest("POST", "/api/auth/change-email", { newEmail });
}

export async function changePassword(currentPassword: string, newPassword: string, signOutOthers: boolean) {
  await apiRequest("POST", "/api/auth/change-password", {
    currentPassword,
    newPassword,
    revokeOtherSessions: signOutOthers,
  });
}

export async function sendConfirmationAgain(email: string) {
  await apiRequest("POST", "/api/auth/send-verification-email", { email });
}

/** Ends every session of the account, this one too, and goes to the home page. */
export async function signOutEverywhere() {
  await apiRequest("POST", "/api/auth/revoke-sessions");
  recordSignOut();
  window.location.assign("/");
}

/**
 * Deletes the account and everything in it, which ends every session; then the home page loads
 * signed out.
 */
export async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  await requestJson<DeleteAccountResponse>("POST", "/api/account/delete-account", request);
  recordSignOut();
  window.location.assign("/");
}
