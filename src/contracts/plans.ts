/**
 * The one list of plans, their allowances and prices, and what each plan includes
 * (accounts-and-business.md section 3). Pure data: read by the server, the client and the
 * migrations test. Prices exclude taxes.
 */

export const FREE_TRIAL_PLAN = "Free Trial";
export const PAID_PLAN_NAMES = ["Base Plan", "Premium Plan", "Premium Plus"] as const;
export type PaidPlanName = (typeof PAID_PLAN_NAMES)[number];
export const PLAN_NAMES = [FREE_TRIAL_PLAN, ...PAID_PLAN_NAMES] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface PlanOption {
  name: PlanName;
  /** Sessions in total (the trial) or per monthly billing period (paid plans). */
  sessions: number;
  allowancePeriod: "total" | "month";
  priceUsd: number;
  /** Badged "Popular" on the plan chooser. */
  popular: boolean;
}

export const PLANS: readonly PlanOption[] = [
  { name: "Free Trial", sessions: 6, allowancePeriod: "total", priceUsd: 0, popular: false },
  { name: "Base Plan", sessions: 100, allowancePeriod: "month", priceUsd: 20, popular: false },
  { name: "Premium Plan", sessions: 200, allowancePeriod: "month", priceUsd: 40, popular: true },
  { name: "Premium Plus", sessions: 600, allowancePeriod: "month", priceUsd: 60, popular: false },
];

export const FREE_TRIAL_SESSIONS = 6;
/** Free sessions of a test user, in total, until their access expires. */
export const TEST_USER_SESSIONS = 100;
/** The plan name the status shows while a student runs on test-user access. */
export const TEST_USER_PLAN = "Test User";

/** The longest length support can give a plan linked by hand (docs/decisions/036). */
export const HAND_LINKED_MAX_MONTHS = 36;
/** The lengths the linking tool offers, in months. */
export const HAND_LINKED_LENGTHS = [1, 3, 6, 12] as const;

/** Finds a plan by its exact name. */
export function findPlan(name: string): PlanOption | undefined {
  return PLANS.find((plan) => plan.name === name);
}

/** Whether a plan name is one of the three paid plans. */
export function isPaidPlanName(name: string | null | undefined): name is PaidPlanName {
  return (PAID_PLAN_NAMES as readonly string[]).includes(name ?? "");
}

/**
 * Features that depend on the plan (docs/decisions/015-paid-plan-features.md says what each
 * means here). Everything else (the four modes, photos, Math Helper, templates, textbooks) is
 * in every plan, the trial included.
 */
export const PLAN_FEATURES = [
  {
    id: "session-history",
    name: "Session History",
    description: "Every past conversation kept on your account and reopenable on any device",
    plans: PAID_PLAN_NAMES,
  },
  {
    id: "usage-analytics",
    name: "Usage Analytics",
    description: "Your sessions by mode and by week, and how much of your allowance is left",
    plans: PAID_PLAN_NAMES,
  },
  {
    id: "priority-support",
    name: "Priority Support",
    description: "A support mailbox answered within 12 hours on business days",
    plans: PAID_PLAN_NAMES,
  },
  {
    id: "extended-problem-library",
    name: "Extended Problem Library",
    description: "Up to 10 practice problems a set in every subtopic, harder course levels included",
    plans: ["Premium Plan", "Premium Plus"] as readonly PaidPlanName[],
  },
] as const;
export type PlanFeatureId = (typeof PLAN_FEATURES)[number]["id"];

/** The plan-dependent features a plan includes (none for the trial, test access or no plan). */
export function featuresOfPlan(planName: string | null | undefined): PlanFeatureId[] {
  return PLAN_FEATURES.filter((feature) => (feature.plans as readonly string[]).includes(planName ?? "")).map(
    (feature) => feature.id,
  );
}

/** The status of a subscription as the student sees it. */
export const SUBSCRIPTION_STATUSES = [
  "active",
  "on_trial",
  "past_due",
  "unpaid",
  "paused",
  "cancelled",
  "expired",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
