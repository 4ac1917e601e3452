/**
 * GET /api/subscription/status and POST /api/subscription/free-trial, shared by the tutor
 * screen's status card and My Subscription (both refresh from the same cache entry).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FREE_TRIAL_SESSIONS } from "../../../contracts/plans";
import type { SubscriptionStatusResponse } from "../../../contracts/subscription";
import { SUBSCRIPTION_STATUS_KEY } from "../../lib/query-keys";
import { ApiError, errorCodeOf, getQueryFn, requestJson } from "../../lib/request";
import { toast } from "../../lib/toast-store";

/** The signed-in student's subscription status (cached 5 minutes, one retry, as the spec sets). */
export function useSubscriptionStatus() {
  return useQuery<SubscriptionStatusResponse | null>({
    queryKey: [SUBSCRIPTION_STATUS_KEY],
    queryFn: getQueryFn<SubscriptionStatusResponse>({ on401: "throw" }),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
}

/** Starts the free trial and refreshes the status. */
export function useStartFreeTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer is the new status; the cache entry is refreshed from the server all the same.
    mutationFn: () => requestJson<SubscriptionStatusResponse>("POST", "/api/subscription/free-trial"),
    onSuccess: () => {
      toast({
        title: "Free trial started",
        description: `You have ${FREE_TRIAL_SESSIONS} free sessions. Enjoy!`,
      });
      return queryClient.invalidateQueries({ queryKey: [SUBSCRIPTION_STATUS_KEY] });
    },
    onError: (error) =>
      errorCodeOf(error) === "EMAIL_NOT_VERIFIED"
        ? toast({
            title: "Confirm your email address first",
            description: (error as ApiError).body?.message,
            action: { label: "Open my account", onClick: () => window.location.assign("/account") },
          })
        : toast({
            title: "Could not start the free trial",
            description: error instanceof ApiError ? (error.body?.message ?? error.message) : String(error),
            variant: "destructive",
          }),
  });
}
