/**
 * What the subscription screens say about a plan, as pure functions: the status badge from the
 * real status, the usage level and its sentence (accounts-and-business.md section 4: warning
 * above 75 %, low above 90 %, otherwise plenty remaining), dates and prices.
 */
import {
  PAID_PLAN_NAMES,
  PLAN_FEATURES,
  type PlanFeatureId,
  type PlanOption,
  type SubscriptionStatus,
} from "../../../contracts/plans";
import type { SubscriptionStatusResponse } from "../../../contracts/subscription";

type Subscription = NonNullable<SubscriptionStatusResponse["subscription"]>;

export const USAGE_WARNING_PERCENT = 75;
export const USAGE_LOW_PERCENT = 90;

export type UsageLevel = "plenty" | "warning" | "low";

/** The sentence under the usage bar at each level. */
export const USAGE_MESSAGES: Record<UsageLevel, string> = {
  plenty: "You have plenty remaining.",
  warning: "You have used more than 75% of your sessions.",
  low: "You are running low on sessions: fewer than 10% remain.",
};

/** The share of the allowance used, 0 to 100 (an allowance of zero counts as all used). */
export function percentUsed(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, (used / limit) * 100));
}

/** The usage level of a share used: low above 90 %, warning above 75 %, else plenty. */
export function usageLevel(percent: number): UsageLevel {
  if (percent > USAGE_LOW_PERCENT) return "low";
  if (percent > USAGE_WARNING_PERCENT) return "warning";
  return "plenty";
}

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "Active",
  on_trial: "Free Trial",
  past_due: "Past Due",
  unpaid: "Unpaid",
  paused: "Paused",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** The badge text of a subscription status (never derived from the session count). */
export function statusLabel(status: SubscriptionStatus): string {
  return STATUS_LABELS[status];
}

/** The badge colour of a status: green while it runs, amber when it needs attention, grey when over. */
export function statusTone(status: SubscriptionStatus): "good" | "attention" | "over" {
  if (status === "active" || status === "on_trial") return "good";
  if (status === "cancelled" || status === "expired") return "over";
  return "attention";
}

/**
 * Where a student stands: no plan yet, on the free trial, on a paid plan that still has a
 * billing relationship (active, cancelled to the period's end, past due, paused, unpaid), or a
 * plan that has ended.
 */
export type PlanStage = "none" | "trial" | "paid" | "ended";

/** The stage of a subscription as read from the status call. */
export function planStage(subscription: Subscription | null): PlanStage {
  if (!subscription) return "none";
  if (subscription.status === "expired") return "ended";
  if (subscription.isTrial) return "trial";
  return "paid";
}

/** A date as students read it, for example "March 5, 2027". */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/** The price of a plan, for example "$40" with "/month", or "Free". */
export function priceText(plan: PlanOption): { amount: string; period: string } {
  if (plan.priceUsd === 0) return { amount: "Free", period: "" };
  return { amount: `$${plan.priceUsd}`, period: "/month" };
}

/** The allowance of a plan, for example "200 sessions per month" or "6 sessions in total". */
export function allowanceText(plan: PlanOption): string {
  return plan.allowancePeriod === "month"
    ? `${plan.sessions} sessions per month`
    : `${plan.sessions} sessions in total`;
}

/** What every plan includes, the free trial too (accounts-and-business.md section 3). */
export const IN_EVERY_PLAN =
  "All four tutoring modes, photo upload, the Math Helper, template problems and textbook problems";

/** The plan-dependent features that every paid plan includes, in words. */
export function featuresOfEveryPaidPlan(): string {
  const names = PLAN_FEATURES.filter((feature) => feature.plans.length === PAID_PLAN_NAMES.length).map(
    (feature) => feature.name,
  );
  return joinWithAnd(names);
}

function joinWithAnd(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** The plans that include a feature, in words: "Premium Plan and Premium Plus". */
export function plansIncluding(featureId: PlanFeatureId): string {
  const feature = PLAN_FEATURES.find((candidate) => candidate.id === featureId);
  return joinWithAnd(feature?.plans ?? []);
}

/**
 * The line under the tutor screen's status card: when sessions come back, or why they do not.
 * A trial's sessions never renew; a paid plan's renew on its billing date; an ended plan says so.
 */
export function statusCardNote(
  stage: PlanStage | "test",
  subscription: Subscription | null,
  testAccess: SubscriptionStatusResponse["testAccess"],
  hasAvailableSessions: boolean,
): string | null {
  if (stage === "test") {
    return testAccess?.expiresAt ? `Test access until ${formatDate(testAccess.expiresAt)}.` : "Test access.";
  }
  if (!subscription) return null;
  if (stage === "ended") {
    return subscription.isTrial ? "Your free trial has ended." : `Your ${subscription.planName} has ended.`;
  }
  if (stage === "trial") {
    return hasAvailableSessions
      ? "Trial sessions do not renew."
      : "Session limit reached for your free trial. Trial sessions do not renew.";
  }
  if (!subscription.usable) {
    if (subscription.status === "paused") return "Your plan is paused. Resume it from My Subscription.";
    if (subscription.status === "unpaid") {
      return "A payment did not go through, so your plan is on hold. See My Subscription.";
    }
    return "Your plan cannot be used right now. See My Subscription.";
  }
  const renewal = subscription.allowanceResetsOn
    ? `Sessions renew on ${formatDate(subscription.allowanceResetsOn)}.`
    : null;
  const endDate =
    subscription.endsAt ?? (subscription.status === "cancelled" ? subscription.currentPeriodEnd : null);
  const ending = endDate ? `Your plan ends on ${formatDate(endDate)}.` : null;
  // A plan support linked both renews monthly and ends on a date: both are said.
  const dates = subscription.handLinked
    ? [renewal, ending].filter(Boolean).join(" ") || null
    : (renewal ?? ending);
  if (!hasAvailableSessions) {
    return ["Session limit reached for this month.", dates].filter(Boolean).join(" ");
  }
  return dates;
}

/**
 * The dates My Subscription states for a plan, each true of that kind of plan: a store-billed plan
 * "Renews on" its next billing date (only ever a date ahead); a cancelled plan "Ends on" its
 * period's end; a plan support linked tells when its sessions start again and when it ends; a past
 * due plan when its payment fell due; an ended plan when it ended. The trial states none.
 */
export function planDates(subscription: Subscription, stage: PlanStage): { term: string; value: string }[] {
  if (stage === "ended") {
    return subscription.currentPeriodEnd && !subscription.isTrial
      ? [{ term: "Ended on", value: formatDate(subscription.currentPeriodEnd) }]
      : [];
  }
  if (stage !== "paid") return [];
  if (subscription.status === "cancelled") {
    const end = subscription.endsAt ?? subscription.currentPeriodEnd;
    return end ? [{ term: "Ends on", value: formatDate(end) }] : [];
  }
  if (subscription.handLinked) {
    return [
      ...(subscription.allowanceResetsOn
        ? [{ term: "Sessions start again on", value: formatDate(subscription.allowanceResetsOn) }]
        : []),
      ...(subscription.endsAt ? [{ term: "Ends on", value: formatDate(subscription.endsAt) }] : []),
    ];
  }
  if (subscription.nextBillingDate)
    return [{ term: "Renews on", value: formatDate(subscription.nextBillingDate) }];
  if (subscription.status === "past_due" && subscription.currentPeriodEnd) {
    return [{ term: "Payment due since", value: formatDate(subscription.currentPeriodEnd) }];
  }
  return [];
}
