/**
 * GET /api/subscription/status and POST /api/subscription/free-trial, shared by the tutor
 * screen's status card and My Subscription (both refresh from the same cache entry).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubscriptionStatusResponse } from "../../../contracts/subscription";
import { SUBSCRIPTION_STATUS_KEY } from "../../lib/query-keys";
import { getQueryFn } from "../../lib/request";
import { startFreeTrial } from "../../lib/start-free-trial";

/** The signed-in student's subscription status (cached 5 minutes, one retry, as the spec sets). */
export function useSubscriptionStatus() {
  return useQuery<SubscriptionStatusResponse | null>({
    queryKey: [SUBSCRIPTION_STATUS_KEY],
    queryFn: getQueryFn<SubscriptionStatusResponse>({ on401: "throw" }),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
}

/** Starts the free trial and refreshes the status (its toasts say how it went). */
export function useStartFreeTrial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => startFreeTrial(queryClient) });
}
