/**
 * Request schemas of the billing and linking calls (server-side validation; the client uses the
 * types of plans.ts and these inferred types only).
 */
import { z } from "zod";
import { PAID_PLAN_NAMES } from "./plans";

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
});
export type LinkSubscriptionRequest = z.infer<typeof linkSubscriptionRequest>;
