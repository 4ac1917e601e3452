/**
 * Response of the subscription calls: GET /api/subscription/status and
 * POST /api/subscription/free-trial (which answers the status after the trial starts).
 */
import { z } from "zod";
import { PLAN_FEATURES, SUBSCRIPTION_STATUSES } from "./plans";
import { timestampSchema } from "./timestamp";

/** The ids of the plan-dependent features, as a zod enum's values. */
export const PLAN_FEATURE_IDS = PLAN_FEATURES.map((feature) => feature.id) as [
  (typeof PLAN_FEATURES)[number]["id"],
  ...(typeof PLAN_FEATURES)[number]["id"][],
];
export const planFeatureIdSchema = z.enum(PLAN_FEATURE_IDS);

/** GET /api/subscription/status */
export const subscriptionStatusResponseSchema = z.object({
  /** What the next tutor call is charged to: test access while it lasts, else the subscription. */
  sessionInfo: z.object({
    currentSessions: z.number().int(),
    sessionLimit: z.number().int(),
    planName: z.string().nullable(),
    hasAvailableSessions: z.boolean(),
  }),
  subscription: z
    .object({
      planName: z.string(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      currentMonthSessions: z.number().int(),
      monthlySessionLimit: z.number().int(),
      currentPeriodStart: timestampSchema,
      currentPeriodEnd: timestampSchema.nullable(),
      /**
       * The next renewal the payment provider bills, always a date still ahead; null for the trial,
       * hand-linked, cancelled, expired or unpaid plans, and a past-due plan whose date has passed.
       */
      nextBillingDate: timestampSchema.nullable(),
      /** Linked by support with a length of its own: never billed, renewed monthly by Vector until endsAt. */
      handLinked: z.boolean(),
      /** When the plan ends unless something changes: a cancelled plan's period end, a hand-linked plan's end. */
      endsAt: timestampSchema.nullable(),
      /** When the allowance next starts again (a date ahead), or null when the plan ends first or never renews. */
      allowanceResetsOn: timestampSchema.nullable(),
      lemonsqueezySubscriptionId: z.string().nullable(),
      /** A plan change that takes effect at the next renewal. */
      pendingPlanName: z.string().nullable(),
      isTrial: z.boolean(),
      /** Whether sessions can be used now (the status allows it and the period has not ended). */
      usable: z.boolean(),
    })
    .nullable(),
  testAccess: z
    .object({
      sessionsUsed: z.number().int(),
      sessionLimit: z.number().int(),
      expiresAt: timestampSchema.nullable(),
    })
    .nullable(),
  features: z.array(planFeatureIdSchema),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;
