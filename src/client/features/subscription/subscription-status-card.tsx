/**
 * The subscription status card of the tutor screen (tutor-experience.md section 4).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import type { SubscriptionStatusResponse } from "../../../contracts/plans";
import { SUBSCRIPTION_STATUS_KEY } from "../../lib/query-keys";
import { ApiError, apiRequest, getQueryFn } from "../../lib/request";
import { toast } from "../../lib/toast-store";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";

/** The colour of the usage bar: yellow from 70 %, red from 90 %. */
export function usageBarColor(percentUsed: number): "green" | "yellow" | "red" {
  if (percentUsed >= 90) return "red";
  if (percentUsed >= 70) return "yellow";
  return "green";
}

const BAR_CLASSES = { green: "bg-emerald-600", yellow: "bg-yellow-400", red: "bg-red-600" };

/** The card: loading, error, no subscription, or the plan with its sessions. */
export function SubscriptionStatusCard(props: { linkToSubscription?: boolean } = {}) {
  const linkToSubscription = props.linkToSubscription ?? true;
  const queryClient = useQueryClient();
  const status = useQuery<SubscriptionStatusResponse | null>({
    queryKey: [SUBSCRIPTION_STATUS_KEY],
    queryFn: getQueryFn<SubscriptionStatusResponse>({ on401: "throw" }),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
  const startTrial = useMutation({
    mutationFn: () => apiRequest("POST", "/api/subscription/free-trial"),
    onSuccess: () => {
      toast({ title: "Free trial started", description: "You have 6 free sessions. Enjoy!" });
      return queryClient.invalidateQueries({ queryKey: [SUBSCRIPTION_STATUS_KEY] });
    },
    onError: (error) =>
      toast({
        title: "Could not start the free trial",
        description: error instanceof ApiError ? (error.body?.message ?? error.message) : String(error),
        variant: "destructive",
      }),
  });

  const frame = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm";
  if (status.isLoading) {
    return (
      <section aria-label="Subscription status" aria-busy className={frame}>
        <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
        <div className="mt-3 h-2 w-full animate-pulse rounded bg-slate-200" />
      </section>
    );
  }
  if (status.isError || !status.data) {
    return (
      <section aria-label="Subscription status" className={frame}>
        <p className="text-sm text-red-800">Unable to load subscription status</p>
      </section>
    );
  }
  const { sessionInfo, subscription } = status.data;
  if (!subscription) {
    return (
      <section aria-label="Subscription status" className={cn(frame, "border-brand-600 bg-brand-50")}>
        <h2 className="font-semibold">Start Your Free Trial</h2>
        <p className="mt-1 text-sm text-slate-700">6 tutoring sessions in every mode. No credit card.</p>
        <Button className="mt-3" onClick={() => startTrial.mutate()} disabled={startTrial.isPending}>
          Get 6 Free Sessions
        </Button>
      </section>
    );
  }
  const { currentSessions, sessionLimit, hasAvailableSessions, planName } = sessionInfo;
  const remaining = Math.max(0, sessionLimit - currentSessions);
  const percent = sessionLimit > 0 ? Math.min(100, (currentSessions / sessionLimit) * 100) : 100;
  return (
    <section aria-label="Subscription status" className={frame}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{planName}</h2>
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            hasAvailableSessions ? "bg-emerald-100 text-emerald-800" : "bg-red-100 text-red-800",
          )}
        >
          {hasAvailableSessions ? "Active" : "Limit Reached"}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {remaining} of {sessionLimit} sessions remaining
      </p>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Sessions used"
        aria-valuemin={0}
        aria-valuemax={sessionLimit}
        aria-valuenow={currentSessions}
        data-color={usageBarColor(percent)}
      >
        <div className={cn("h-full", BAR_CLASSES[usageBarColor(percent)])} style={{ width: `${percent}%` }} />
      </div>
      {!hasAvailableSessions && (
        <p className="mt-2 text-sm font-medium text-red-800">Session limit reached for this month</p>
      )}
      {linkToSubscription && (
        <Link
          href="/subscription"
          className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          My Subscription
        </Link>
      )}
    </section>
  );
}
