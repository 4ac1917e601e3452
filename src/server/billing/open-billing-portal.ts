/**
 * Manage Billing: a fresh customer-portal address from the API each time (the signed address
 * expires after 24 hours, so it is never stored), or the store's billing page, where the
 * customer signs in by email, when there is no API key.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import type { BillingConfig } from "./billing-config";
import { paymentsNotConfigured } from "./create-checkout";
import { fetchSubscription } from "./lemonsqueezy-api";

const noBillingAccount = () =>
  new AppError(
    404,
    "NO_BILLING_ACCOUNT",
    "You have no paid plan yet, so there is no billing account to manage. Choose a plan to start one.",
  );

/** The address of the store's own billing page (on the store's domain, from a buy link). */
export function storeBillingPage(config: BillingConfig): string | undefined {
  const anyBuyUrl = config.buyUrls ? Object.values(config.buyUrls)[0] : undefined;
  return anyBuyUrl ? `${new URL(anyBuyUrl).origin}/billing` : undefined;
}

/** Whether Manage Billing can open anything on this server. */
export function canOpenBillingPortal(config: BillingConfig | undefined): boolean {
  return Boolean(config && (config.api || storeBillingPage(config)));
}

/** The billing portal address for a student. */
export async function openBillingPortal(
  db: Database,
  config: BillingConfig | undefined,
  userId: string,
): Promise<string> {
  if (!config || !canOpenBillingPortal(config)) throw paymentsNotConfigured();
  const [row] = await db
    .select({ lemonsqueezySubscriptionId: subscriptions.lemonsqueezySubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (config.api) {
    if (!row?.lemonsqueezySubscriptionId) throw noBillingAccount();
    const subscription = await fetchSubscription(config.api, row.lemonsqueezySubscriptionId);
    const urls = subscription?.attributes.urls as { customer_portal?: unknown } | undefined;
    if (typeof urls?.customer_portal === "string") return urls.customer_portal;
    const fallback = storeBillingPage(config);
    if (fallback) return fallback;
    throw noBillingAccount();
  }
  return storeBillingPage(config) as string;
}
