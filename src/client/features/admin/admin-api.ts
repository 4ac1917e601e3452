/**
 * The support portal's calls: query hooks for the reads and one mutation helper that shows the
 * section 8 toasts ("Success" with the fixed text, or the server's message, else the fixed failure
 * text) and refreshes every admin read afterwards.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminActionsPage,
  AdminSubscriptionsResponse,
  AdminUser,
  TestUserModeResponse,
  UserAnalytics,
  UserSubscriptionResponse,
  WhitelistEntry,
} from "../../../contracts/admin";
import { USER_SEARCH_MIN_CHARACTERS } from "../../../contracts/admin-limits";
import { ApiError, getQueryFn, requestJson } from "../../lib/request";
import { toast } from "../../lib/toast-store";

const ADMIN_PREFIX = "/api/admin";

/** The user the portal is working on, as chosen in a search or a subscription row. */
export type UserReference = Pick<AdminUser, "id" | "email" | "displayName">;

function adminQuery<T>(url: string, enabled = true) {
  return {
    queryKey: [url],
    queryFn: getQueryFn<T>({ on401: "throw" }),
    enabled,
    retry: false,
  };
}

/** Every user (the newest first), for the grant list. */
export function useAdminUsers() {
  return useQuery<AdminUser[] | null>(adminQuery(`${ADMIN_PREFIX}/users`));
}

/** Users matching the search text, once it has enough characters. */
export function useUserSearch(text: string) {
  const query = text.trim();
  return useQuery<AdminUser[] | null>(
    adminQuery(
      `${ADMIN_PREFIX}/users/search?query=${encodeURIComponent(query)}`,
      query.length >= USER_SEARCH_MIN_CHARACTERS,
    ),
  );
}

export function useUserSubscription(userId: string | undefined) {
  return useQuery<UserSubscriptionResponse | null>(
    adminQuery(
      `${ADMIN_PREFIX}/user-subscription?userId=${encodeURIComponent(userId ?? "")}`,
      Boolean(userId),
    ),
  );
}

export function useUserAnalytics(userId: string | undefined) {
  return useQuery<UserAnalytics | null>(
    adminQuery(`${ADMIN_PREFIX}/user-analytics?userId=${encodeURIComponent(userId ?? "")}`, Boolean(userId)),
  );
}

export function useAdminSubscriptions() {
  return useQuery<AdminSubscriptionsResponse | null>(adminQuery(`${ADMIN_PREFIX}/subscriptions`));
}

export function useTestUserMode() {
  return useQuery<TestUserModeResponse | null>(adminQuery(`${ADMIN_PREFIX}/test-user-mode`));
}

export function useWhitelist() {
  return useQuery<WhitelistEntry[] | null>(adminQuery(`${ADMIN_PREFIX}/test-user-whitelist`));
}

export function useAdminActions(page: number) {
  return useQuery<AdminActionsPage | null>(adminQuery(`${ADMIN_PREFIX}/actions?page=${page}`));
}

/** Marks every admin read stale, so each tab shows the state after a change. */
export function refreshAdminReads(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_PREFIX),
  });
}

/** The server's message of a failed call, when it gave one. */
function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message : undefined;
}

/** Shows a section 5 validation message. */
export function showValidationMessage(message: string) {
  toast({ title: "Error", description: message, variant: "destructive" });
}

/** A portal change: method and path per call, its success and failure texts, and what to do with the answer. */
export function useAdminMutation<Variables, Answer>(options: {
  request: (variables: Variables) => { method: "POST" | "DELETE"; url: string; body?: unknown };
  successMessage: string;
  failureMessage: string;
  onSuccess?: (answer: Answer) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation<Answer, unknown, Variables>({
    mutationFn: async (variables) => {
      const { method, url, body } = options.request(variables);
      return requestJson<Answer>(method, url, body);
    },
    onSuccess: (answer) => {
      toast({ title: "Success", description: options.successMessage });
      options.onSuccess?.(answer);
      return refreshAdminReads(queryClient);
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: serverMessage(error) ?? options.failureMessage,
        variant: "destructive",
      }),
  });
}
