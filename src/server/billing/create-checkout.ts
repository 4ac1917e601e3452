/**
 * The hosted checkout address of a paid plan. With an API key, a checkout is created through the
 * API (custom data, prefilled email, back to My Subscription after paying, or to /checkout?paid=1
 * for a signed-out buyer, which says where the payment waits); otherwise the plan's buy link gets
 * the same custom data in its query. plan_name always travels as custom data, and a signed-in
 * student's id too, so the payment links to the account without guessing.
 */
import { CHECKOUT_RETURN_QUERY } from "../../contracts/checkout-return";
import type { PaidPlanName } from "../../contracts/plans";
import type { CurrentUser } from "../auth/current-user";
import { AppError } from "../http/errors";
import type { BillingConfig } from "./billing-config";
import { createHostedCheckout } from "./lemonsqueezy-api";

export const paymentsNotConfigured = () =>
  new AppError(
    404,
    "PAYMENTS_NOT_CONFIGURED",
    "Payments are not set up on this server yet, so plans cannot be bought here. Contact support to get a plan.",
  );

/** Whether this server can sell a plan. */
export function canSellPlans(config: BillingConfig | undefined): boolean {
  return Boolean(config && (config.api || config.buyUrls));
}

/** The checkout URL to send the browser to. */
export async function createCheckout(
  config: BillingConfig | undefined,
  request: { planName: PaidPlanName; student: CurrentUser | null; publicUrl: string },
): Promise<string> {
  if (!config || !canSellPlans(config)) throw paymentsNotConfigured();
  const custom: Record<string, string> = { plan_name: request.planName };
  if (request.student) custom.user_id = request.student.id;
  if (config.api) {
    return createHostedCheckout(config.api, {
      variantId: config.variantIds[request.planName],
      custom,
      email: request.student?.email,
      redirectUrl: request.student
        ? `${request.publicUrl}/subscription`
        : `${request.publicUrl}/checkout?${CHECKOUT_RETURN_QUERY.name}=${CHECKOUT_RETURN_QUERY.value}`,
    });
  }
  const buyUrl = new URL((config.buyUrls as Record<PaidPlanName, string>)[request.planName]);
  // Lemon Squeezy reads checkout[custom][key] and checkout[email] from the buy link's query.
  const fields: [string, string][] = Object.entries(custom).map(([key, value]) => [
    `checkout[custom][${key}]`,
    value,
  ]);
  if (request.student) fields.push(["checkout[email]", request.student.email]);
  const query = fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
  return `${buyUrl.origin}${buyUrl.pathname}?${buyUrl.search ? `${buyUrl.search.slice(1)}&` : ""}${query}`;
}
