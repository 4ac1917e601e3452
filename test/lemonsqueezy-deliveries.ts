/**
 * Lemon Squeezy webhook deliveries built from the documented fields (subscription, subscription
 * invoice and order objects), signed as Lemon Squeezy signs them: X-Signature is the hex
 * HMAC-SHA256 of the raw body with the webhook's signing secret. They are live-mode deliveries;
 * a test-mode one sets meta.test_mode.
 */
import { createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

export const WEBHOOK_SECRET = "whsec-test-123";
export const VARIANTS = { "Base Plan": "101", "Premium Plan": "202", "Premium Plus": "303" } as const;

/** The environment that turns payments on with buy links (no API key). */
export const BUY_LINK_ENVIRONMENT = (storeUrl: string) => ({
  LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  LEMONSQUEEZY_BASE_PLAN_VARIANT_ID: VARIANTS["Base Plan"],
  LEMONSQUEEZY_PREMIUM_PLAN_VARIANT_ID: VARIANTS["Premium Plan"],
  LEMONSQUEEZY_PREMIUM_PLUS_VARIANT_ID: VARIANTS["Premium Plus"],
  LEMONSQUEEZY_BASE_PLAN_BUY_URL: `${storeUrl}/checkout/buy/base-0001`,
  LEMONSQUEEZY_PREMIUM_PLAN_BUY_URL: `${storeUrl}/checkout/buy/premium-0002`,
  LEMONSQUEEZY_PREMIUM_PLUS_BUY_URL: `${storeUrl}/checkout/buy/premium-plus-0003`,
});

export type Delivery = { meta: Record<string, unknown>; data: Record<string, unknown> };

export interface SubscriptionFields {
  id: string;
  plan: keyof typeof VARIANTS;
  status?: string;
  renewsAt: string;
  endsAt?: string | null;
  updatedAt: string;
  email: string;
  userId?: string;
  customerId?: number;
}

/** A subscription_* delivery carrying the subscription's full state. */
export function subscriptionDelivery(eventName: string, fields: SubscriptionFields): Delivery {
  const status = fields.status ?? "active";
  return {
    meta: {
      event_name: eventName,
      test_mode: false,
      webhook_id: randomUUID(),
      custom_data: fields.userId
        ? { user_id: fields.userId, plan_name: fields.plan }
        : { plan_name: fields.plan },
    },
    data: {
      type: "subscriptions",
      id: fields.id,
      attributes: {
        store_id: 1,
        customer_id: fields.customerId ?? 7001,
        order_id: 9001,
        order_item_id: 9101,
        product_id: 501,
        variant_id: Number(VARIANTS[fields.plan]),
        product_name: "Vector",
        variant_name: fields.plan,
        user_name: "Student",
        user_email: fields.email,
        status,
        status_formatted: status,
        card_brand: "visa",
        card_last_four: "4242",
        pause: null,
        cancelled: status === "cancelled",
        trial_ends_at: null,
        billing_anchor: 1,
        first_subscription_item: { id: 1, price_id: 1, quantity: 1, is_usage_based: false },
        urls: {
          update_payment_method: "https://store.example/update",
          customer_portal: `https://store.example/billing/portal-${fields.id}?signature=abc`,
          customer_portal_update_subscription: "https://store.example/billing/update",
        },
        renews_at: fields.renewsAt,
        ends_at: fields.endsAt ?? null,
        created_at: "2026-01-01T00:00:00.000000Z",
        updated_at: fields.updatedAt,
        test_mode: false,
      },
      relationships: {},
      links: { self: `https://api.lemonsqueezy.com/v1/subscriptions/${fields.id}` },
    },
  };
}

/** A subscription_payment_* delivery (its data is a subscription invoice). */
export function paymentDelivery(
  eventName: string,
  fields: { subscriptionId: string; email: string; userId?: string; billingReason?: string },
): Delivery {
  return {
    meta: {
      event_name: eventName,
      test_mode: false,
      webhook_id: randomUUID(),
      custom_data: fields.userId ? { user_id: fields.userId } : null,
    },
    data: {
      type: "subscription-invoices",
      id: String(Math.floor(Math.random() * 1e9)),
      attributes: {
        store_id: 1,
        subscription_id: Number(fields.subscriptionId),
        customer_id: 7001,
        user_email: fields.email,
        billing_reason: fields.billingReason ?? "renewal",
        status: eventName.endsWith("failed") ? "pending" : "paid",
        total: 2000,
        subtotal: 2000,
        tax: 0,
        currency: "USD",
        refunded: false,
        created_at: "2026-01-01T00:00:00.000000Z",
        updated_at: "2026-01-01T00:00:00.000000Z",
      },
    },
  };
}

/** The documented order_created example, addressed to a customer email and custom data. */
export function orderDelivery(eventName: string, fields: { email: string; userId?: string }): Delivery {
  const example = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, "fixtures/lemonsqueezy/order_created.example.json"),
      "utf8",
    ),
  ) as Delivery;
  const attributes = { ...(example.data.attributes as Record<string, unknown>), user_email: fields.email };
  return {
    meta: {
      event_name: eventName,
      webhook_id: randomUUID(),
      custom_data: fields.userId ? { user_id: fields.userId } : (example.meta.custom_data as object),
    },
    data: { ...example.data, attributes },
  };
}

/** The raw body and headers of a signed delivery. */
export function signDelivery(delivery: Delivery, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(delivery);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-event-name": String(delivery.meta.event_name),
      "x-signature": createHmac("sha256", secret).update(body).digest("hex"),
    },
  };
}
