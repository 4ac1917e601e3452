/**
 * The calls behind My Subscription's paid-feature sections and its Cancel Plan and Resume Plan:
 * GET /api/subscription/usage (Usage Analytics), GET and POST /api/support/priority-requests
 * (Priority Support), and POST /api/billing/cancel or /resume. Each refreshes what it changes.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlanChangeResponse } from "../../../contracts/billing";
import type {
  PriorityRequest,
  SentPriorityRequest,
  SentPriorityRequestList,
  UsageAnalytics,
} from "../../../contracts/plan-features";
import { SUBSCRIPTION_STATUS_KEY } from "../../lib/query-keys";
import { getQueryFn, requestJson } from "../../lib/request";

export const USAGE_ANALYTICS_KEY = "/api/subscription/usage";
export const PRIORITY_REQUESTS_KEY = "/api/support/priority-requests";

/** The student's usage this period and over the last 8 weeks (only asked for when the plan includes it). */
export function useUsageAnalytics(enabled: boolean) {
  return useQuery<UsageAnalytics | null>({
    queryKey: [USAGE_ANALYTICS_KEY],
    queryFn: getQueryFn<UsageAnalytics>({ on401: "throw" }),
    enabled,
  });
}

/** The requests the student sent to priority support, newest first. */
export function usePriorityRequests() {
  return useQuery<SentPriorityRequestList | null>({
    queryKey: [PRIORITY_REQUESTS_KEY],
    queryFn: getQueryFn<SentPriorityRequestList>({ on401: "throw" }),
  });
}

/** Sends a request to priority support and refreshes the list. */
export function useSendPriorityRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PriorityRequest) =>
      requestJson<SentPriorityRequest>("POST", "/api/support/priority-requests", request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRIORITY_REQUESTS_KEY] }),
  });
}

/**
 * Cancels or resumes the plan. Done on the server, the status is refreshed; a plan changed on the
 * store's billing page gets that page in a new tab, opened on the click itself (browsers block
 * tabs opened after an await) and given its address when the server answers.
 */
export function usePlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { change: "cancel" | "resume"; opensStorePage: boolean }) => {
      const tab = input.opensStorePage ? window.open("", "_blank") : null;
      try {
        const answer = await requestJson<PlanChangeResponse>("POST", `/api/billing/${input.change}`);
        if (answer.url && tab) {
          tab.opener = null;
          tab.location.href = answer.url;
        } else if (answer.url) {
          window.open(answer.url, "_blank", "noopener");
        } else {
          tab?.close();
        }
        return answer;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [SUBSCRIPTION_STATUS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [USAGE_ANALYTICS_KEY] }),
      ]),
  });
}
