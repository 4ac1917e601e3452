/**
 * Request and response schemas of the billing and linking calls. The server validates requests
 * and types its replies with them; the client takes their types only (`import type`).
 */
import { z } from "zod";
import { HAND_LINKED_MAX_MONTHS, PAID_PLAN_NAMES, PLAN_NAMES } from "./plans";
import { timestampSchema } from "./timestamp";

/** POST /api/billing/checkout */
export const checkoutRequest = z.strictObject({
  planName: z.enum(PAID_PLAN_NAMES, { error: "must be Base Plan, Premium Plan or Premium Plus" }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/** POST /api/admin/link-subscription */
export const linkSubscriptionRequest = z.strictObject({
  userEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "must be an email address" })),
  planName: z.enum(PAID_PLAN_NAMES, { error: "must be Base Plan, Premium Plan or Premium Plus" }),
  lemonSqueezySubscriptionId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, "must be the number Lemon Squeezy shows for the subscription")
    .optional(),
  /**
   * A plan without a Lemon Squeezy subscription runs for this many months from today
   * (1 when neither this nor endsOn is given), its allowance starting again each month.
   */
  months: z
    .number({ error: `must be a whole number of months, 1 to ${HAND_LINKED_MAX_MONTHS}` })
    .int({ error: `must be a whole number of months, 1 to ${HAND_LINKED_MAX_MONTHS}` })
    .min(1, { error: `must be a whole number of months, 1 to ${HAND_LINKED_MAX_MONTHS}` })
    .max(HAND_LINKED_MAX_MONTHS, {
      error: `must be a whole number of months, 1 to ${HAND_LINKED_MAX_MONTHS}`,
    })
    .optional(),
  /** Or: the last day of the plan (YYYY-MM-DD, UTC); it ends when that day ends. */
  endsOn: z.iso.date({ error: "must be a date, YYYY-MM-DD" }).optional(),
});
export type LinkSubscriptionRequest = z.infer<typeof linkSubscriptionRequest>;

// ---- Responses ----

/** One plan of the plan chooser (the list of ./plans). */
export const planOptionSchema = z.object({
  name: z.enum(PLAN_NAMES),
  /** Sessions in total (the trial) or per monthly billing period (paid plans). */
  sessions: z.number().int(),
  allowancePeriod: z.enum(["total", "month"]),
  priceUsd: z.number(),
  /** Badged "Popular" on the plan chooser. */
  popular: z.boolean(),
});

/** GET /api/billing/options: what the plan buttons can do on this server. */
export const billingOptionsResponseSchema = z.object({
  plans: z.array(planOptionSchema),
  /** Whether a paid plan can be bought here (an API key, or each plan's buy link, is configured). */
  checkoutAvailable: z.boolean(),
  /** Whether Manage Billing can open the customer portal or the store's billing page. */
  billingPortalAvailable: z.boolean(),
  /**
   * Whether Cancel Plan and Resume Plan act on a store-billed plan here (through the API); when
   * not, they open the store's billing page. A plan support linked is always changed here.
   */
  plansChangeInPlace: z.boolean(),
  /**
   * Whether this server emails the links that confirm an address (SMTP is configured). A payment
   * from a signed-out buyer joins the account that confirms its address; without mail, support
   * attaches it.
   */
  addressesConfirmedByEmail: z.boolean(),
});
export type BillingOptionsResponse = z.infer<typeof billingOptionsResponseSchema>;

/** POST /api/billing/checkout: the hosted checkout to leave for. */
export const checkoutResponseSchema = z.object({ url: z.url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /api/billing/portal: a fresh customer-portal address. */
export const billingPortalResponseSchema = z.object({ url: z.url() });
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;

/**
 * POST /api/billing/cancel and /api/billing/resume: done here (through the Lemon Squeezy API, or
 * for a plan support linked by hand), or, without an API key, the store's billing page to open,
 * where the student does it.
 */
export const planChangeResponseSchema = z.object({
  done: z.boolean(),
  /** The page to open in a new tab when the change is made there; null when it is done. */
  url: z.url().nullable(),
  message: z.string(),
});
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;

/** POST /api/admin/link-subscription */
export const linkSubscriptionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type LinkSubscriptionResponse = z.infer<typeof linkSubscriptionResponseSchema>;

/**
 * What became of a webhook delivery (the provider only needs the 200): applied to a student's
 * subscription, stale (older than the state kept), recorded (a payment kept with its student),
 * ignored (an event not handled), duplicate (a repeat), or kept for support: unmatched (no
 * student found), conflict (the student already pays another subscription), review (a refund,
 * or a state that cannot be read) or test-mode (a test-mode delivery, not applied to live plans
 * unless LEMONSQUEEZY_TEST_MODE=accept).
 */
export const WEBHOOK_OUTCOMES = [
  "applied",
  "stale",
  "recorded",
  "ignored",
  "duplicate",
  "unmatched",
  "conflict",
  "review",
  "test-mode",
] as const;
/** The outcomes support has to look at, listed by GET /api/admin/billing-events. */
export const OUTCOMES_FOR_SUPPORT = ["unmatched", "conflict", "review", "test-mode"] as const;

/** POST /api/webhooks/lemonsqueezy */
export const webhookResponseSchema = z.object({ outcome: z.enum(WEBHOOK_OUTCOMES) });
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;

/** A webhook delivery that matched no student, listed for support until it is linked. */
export const unmatchedBillingEventSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  outcome: z.enum(OUTCOMES_FOR_SUPPORT),
  lemonsqueezySubscriptionId: z.string().nullable(),
  customerEmail: z.string().nullable(),
  planName: z.string().nullable(),
  receivedAt: timestampSchema,
});
export type UnmatchedBillingEvent = z.infer<typeof unmatchedBillingEventSchema>;

/** GET /api/admin/billing-events */
export const unmatchedBillingEventListSchema = z.array(unmatchedBillingEventSchema);
