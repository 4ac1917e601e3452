/**
 * The signed-in user from GET /api/auth/user (null when signed out), and sign-out. A page the
 * server marked as served to a signed-out visitor (contracts/served-page.ts) starts signed out
 * and does not ask: the call would answer 401.
 */
import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { AuthUser } from "../../contracts/auth";
import { SIGNED_OUT_META_NAME } from "../../contracts/served-page";
import { apiRequest, getQueryFn } from "./request";
import { recordSignOut } from "./signed-out-pages";

export type { AuthUser, UserRole } from "../../contracts/auth";

export const AUTH_USER_KEY = "/api/auth/user";

/** Whether the server wrote into this page that the request for it carried no valid session. */
export function isServedSignedOut(page: Pick<Document, "querySelector"> = document): boolean {
  return page.querySelector(`meta[name="${SIGNED_OUT_META_NAME}"]`)?.getAttribute("content") === "true";
}

/** Starts the auth state signed out, known rather than loading, so nothing asks the server. */
export function startSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData<AuthUser | null>([AUTH_USER_KEY], null);
}

/** Auth state: loading, then signed in (user) or signed out (null). */
export function useAuth() {
  const query = useQuery<AuthUser | null>({
    queryKey: [AUTH_USER_KEY],
    queryFn: getQueryFn<AuthUser>({ on401: "returnNull" }),
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/** Ends the session and reloads the page, as the spec's logout does. */
export async function signOut() {
  recordSignOut();
  try {
    await apiRequest("POST", "/api/auth/logout");
  } finally {
    window.location.assign("/");
  }
}
