/**
 * POST /api/subscription/free-trial with its toasts, shared by the subscription card, My
 * Subscription and the tutor's "Start your free trial first" toast; the status is refreshed after.
 */
import type { QueryClient } from "@tanstack/react-query";
import { FREE_TRIAL_SESSIONS } from "../../contracts/plans";
import type { SubscriptionStatusResponse } from "../../contracts/subscription";
import { SUBSCRIPTION_STATUS_KEY } from "./query-keys";
import { ApiError, errorCodeOf, requestJson } from "./request";
import { toast } from "./toast-store";

/** Starts the free trial; resolves true when it started (each outcome is told in a toast). */
export async function startFreeTrial(queryClient: QueryClient): Promise<boolean> {
  try {
    await requestJson<SubscriptionStatusResponse>("POST", "/api/subscription/free-trial");
    toast({
      title: "Free trial started",
      description: `You have ${FREE_TRIAL_SESSIONS} free sessions. Enjoy!`,
    });
    return true;
  } catch (error) {
    if (errorCodeOf(error) === "EMAIL_NOT_VERIFIED") {
      toast({
        title: "Confirm your email address first",
        description: (error as ApiError).body?.message,
        action: { label: "Open my account", onClick: () => window.location.assign("/account") },
      });
    } else {
      toast({
        title: "Could not start the free trial",
        description: error instanceof ApiError ? (error.body?.message ?? error.message) : String(error),
        variant: "destructive",
      });
    }
    return false;
  } finally {
    await queryClient.invalidateQueries({ queryKey: [SUBSCRIPTION_STATUS_KEY] });
  }
}
