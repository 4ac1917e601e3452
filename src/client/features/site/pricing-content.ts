/**
 * What the pricing page says, derived from the one list of plans (src/contracts/plans.ts) so no
 * price, allowance or feature is typed twice.
 */
import {
  PAID_PLAN_NAMES,
  PLAN_FEATURES,
  PLANS,
  type PlanName,
  type PlanOption,
} from "../../../contracts/plans";

/** Features every plan includes, the trial too (accounts-and-business.md section 3). */
export const FEATURES_IN_EVERY_PLAN = [
  "All four tutoring modes",
  "Photo upload of problems and work",
  "Math Helper equation editor",
  "Template problems",
  "Open textbook integration",
] as const;

/** What an hour with a private tutor usually costs, the comparison the spec makes. */
export const PRIVATE_TUTORING_HOURLY_USD = 60;

/** "6 sessions in total" or "100 sessions per month". */
export function allowanceText(plan: PlanOption): string {
  return plan.allowancePeriod === "total"
    ? `${plan.sessions} sessions in total`
    : `${plan.sessions} sessions per month`;
}

/** "Free" or "$20" with "/month". */
export function priceText(plan: PlanOption): { amount: string; period: string } {
  return plan.priceUsd === 0
    ? { amount: "Free", period: "" }
    : { amount: `$${plan.priceUsd}`, period: "/month" };
}

/** The paid plans' monthly price range, "$20-60". */
export function paidPriceRange(plans: readonly PlanOption[] = PLANS): string {
  const prices = plans.filter((plan) => plan.priceUsd > 0).map((plan) => plan.priceUsd);
  return `$${Math.min(...prices)}-${Math.max(...prices)}`;
}

/** Features a plan card lists: every plan's, then the plan-dependent ones it includes. */
export function planCardFeatures(planName: PlanName): string[] {
  const extra = PLAN_FEATURES.filter((feature) =>
    (feature.plans as readonly string[]).includes(planName),
  ).map((feature) => feature.name);
  return [...FEATURES_IN_EVERY_PLAN, ...extra];
}

export interface ComparisonRow {
  feature: string;
  description?: string;
  /** Whether each plan, in the order of PLANS, includes it. */
  included: boolean[];
}

/** The feature comparison table: every-plan features, then each plan-dependent feature by plan. */
export function featureComparison(plans: readonly PlanOption[] = PLANS): ComparisonRow[] {
  return [
    ...FEATURES_IN_EVERY_PLAN.map((feature) => ({ feature, included: plans.map(() => true) })),
    ...PLAN_FEATURES.map((feature) => ({
      feature: feature.name,
      description: feature.description,
      included: plans.map((plan) => (feature.plans as readonly string[]).includes(plan.name)),
    })),
  ];
}

export const PAID_PLANS = PLANS.filter((plan) =>
  (PAID_PLAN_NAMES as readonly string[]).includes(plan.name),
) as readonly PlanOption[];
