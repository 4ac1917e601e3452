/**
 * The subscription status card of the tutor screen (tutor-experience.md section 4). It speaks of
 * the student's real plan: a trial's sessions do not renew, a paid plan's renew on a date, and a
 * plan that has ended says so and points to the plan chooser.
 */
import { Link } from "wouter";
import { TEST_USER_PLAN } from "../../../contracts/plans";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { useStartFreeTrial, useSubscriptionStatus } from "./subscription-api";
import { planStage, statusCardNote, statusLabel, USAGE_MESSAGES, usageLevel } from "./subscription-display";

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
  const status = useSubscriptionStatus();
  const startTrial = useStartFreeTrial();

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
  const { sessionInfo, subscription, testAccess } = status.data;
  if (!subscription && sessionInfo.planName !== TEST_USER_PLAN) {
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
  const onTestAccess = sessionInfo.planName === TEST_USER_PLAN;
  const stage = onTestAccess ? "test" : planStage(subscription);
  const { currentSessions, sessionLimit, hasAvailableSessions } = sessionInfo;
  const planName = sessionInfo.planName ?? subscription?.planName ?? "";
  const remaining = Math.max(0, sessionLimit - currentSessions);
  const percent = sessionLimit > 0 ? Math.min(100, (currentSessions / sessionLimit) * 100) : 100;
  const usable = onTestAccess || Boolean(subscription?.usable);
  const badge =
    stage === "ended"
      ? { text: "Ended", tone: "bg-slate-200 text-slate-800" }
      : !usable && subscription
        ? { text: statusLabel(subscription.status), tone: "bg-amber-100 text-amber-900" }
        : hasAvailableSessions
          ? { text: "Active", tone: "bg-emerald-100 text-emerald-800" }
          : { text: "Limit Reached", tone: "bg-red-100 text-red-800" };
  const note = statusCardNote(stage, subscription, testAccess, hasAvailableSessions);
  const choosePlan = stage === "ended" || (stage === "trial" && !hasAvailableSessions);
  // The notice the pricing page and FAQ promise as the limit comes near (above 75 % and 90 % used).
  const level = usageLevel(percent);
  const usageNotice =
    hasAvailableSessions && stage !== "ended" && level !== "plenty"
      ? { level, text: USAGE_MESSAGES[level] }
      : null;

  return (
    <section aria-label="Subscription status" className={frame}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{planName}</h2>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", badge.tone)}>
          {badge.text}
        </span>
      </div>
      {stage !== "ended" && (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {remaining} of {sessionLimit} sessions remaining
          </p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label="Sessions used"
            aria-valuemin={0}
            aria-valuemax={sessionLimit}
            aria-valuenow={Math.min(currentSessions, sessionLimit)}
            data-color={usageBarColor(percent)}
          >
            <div
              className={cn("h-full", BAR_CLASSES[usageBarColor(percent)])}
              style={{ width: `${percent}%` }}
            />
          </div>
        </>
      )}
      {usageNotice && (
        <p
          className={cn(
            "mt-2 text-sm font-medium",
            usageNotice.level === "low" ? "text-red-800" : "text-amber-900",
          )}
        >
          {usageNotice.text}
        </p>
      )}
      {note && (
        <p
          className={cn(
            "mt-2 text-sm",
            hasAvailableSessions || stage === "ended" ? "text-slate-700" : "font-medium text-red-800",
          )}
        >
          {note}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {choosePlan && (
          <Link href="/checkout" className="text-sm font-semibold text-brand-700 hover:underline">
            Choose a plan
          </Link>
        )}
        {linkToSubscription && (
          <Link href="/subscription" className="text-sm font-medium text-brand-700 hover:underline">
            My Subscription
          </Link>
        )}
      </div>
    </section>
  );
}
