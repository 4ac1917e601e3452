/**
 * A Lemon Squeezy webhook delivery is a signal: its signature is checked on the raw body, the
 * event is allow-listed, and the full state it carries is applied (subscription-state.ts) in the
 * same transaction that records the delivery, so the answer 200 means both are committed and a
 * failure makes Lemon Squeezy send it again. Every delivery with a good signature is kept;
 * those that match no student, or need a person, are listed for support, and so are test-mode
 * deliveries, which change no plan unless LEMONSQUEEZY_TEST_MODE=accept.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { WebhookResponse } from "../../contracts/billing";
import type { Database } from "../db/client";
import { billingEvents } from "../db/schema";
import { AppError } from "../http/errors";
import type { BillingConfig } from "./billing-config";
import { fetchSubscription } from "./lemonsqueezy-api";
import { applySubscriptionState, findStudent, readSubscriptionState } from "./subscription-state";

/** The events the product acts on or keeps; any other event is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  "subscription_created",
  "subscription_updated",
  "subscription_cancelled",
  "subscription_resumed",
  "subscription_expired",
  "subscription_paused",
  "subscription_unpaused",
  "subscription_payment_success",
  "subscription_payment_failed",
  "subscription_payment_recovered",
  "order_created",
  "order_refunded",
] as const;

/** Whether the X-Signature header is the hex HMAC-SHA256 of the raw body, compared in constant time. */
export function hasValidSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(rawBody).digest("hex"), "utf8");
  const given = Buffer.from(signature, "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const delivery = z.object({
  meta: z.object({
    event_name: z.string().min(1).max(100),
    webhook_id: z.string().min(1).max(200).optional(),
    test_mode: z.boolean().optional(),
    custom_data: z.record(z.string(), z.unknown()).nullish(),
  }),
  data: z.object({
    type: z.string().min(1).max(100),
    id: z.union([z.string().min(1).max(40), z.number()]).transform(String),
    attributes: z.record(z.string(), z.unknown()),
  }),
});

export type WebhookResult = WebhookResponse;

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.join(".") || "body"}: ${issue.message}`;
}

const customText = (custom: Record<string, unknown> | null | undefined, key: string) => {
  const value = custom?.[key];
  return typeof value === "string" && value.trim() !== ""
    ? value.trim()
    : typeof value === "number"
      ? String(value)
      : null;
};

/** Verifies, records and applies one delivery; throws AppError 401/400 for bad ones. */
export async function receiveWebhook(
  db: Database,
  config: BillingConfig,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookResult> {
  if (!hasValidSignature(rawBody, signature, config.webhookSecret)) {
    throw new AppError(401, "INVALID_SIGNATURE", "X-Signature: the signature does not match this body");
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw new AppError(400, "INVALID_JSON", "body: the request body is not valid JSON");
  }
  const parsed = delivery.safeParse(json);
  if (!parsed.success) throw new AppError(400, "VALIDATION_ERROR", describeIssue(parsed.error));
  const { meta, data } = parsed.data;
  const eventName = meta.event_name;
  if (!(HANDLED_EVENTS as readonly string[]).includes(eventName)) return { outcome: "ignored" };

  // A test-mode payment (a test card) pointed at this server changes no live plan unless the
  // operator accepts them; it is kept for support like a delivery that needs a person.
  const refusedTestMode = meta.test_mode === true && !config.acceptTestMode;
  const customUserId = customText(meta.custom_data, "user_id");
  const customPlanName = customText(meta.custom_data, "plan_name");
  const attributes = data.attributes;

  // The state to apply: a subscription event carries it; a payment event names its subscription,
  // whose state the API gives when a key is configured.
  let stateSource: { id: string; attributes: unknown } | undefined;
  let subscriptionId: string | null = null;
  if (data.type === "subscriptions") {
    stateSource = { id: data.id, attributes };
    subscriptionId = data.id;
  } else if (data.type === "subscription-invoices") {
    subscriptionId = attributes.subscription_id === undefined ? null : String(attributes.subscription_id);
    if (subscriptionId && config.api && !refusedTestMode) {
      stateSource = await fetchSubscription(config.api, subscriptionId);
    }
  }
  const state = stateSource
    ? readSubscriptionState(config, stateSource.id, stateSource.attributes)
    : undefined;
  const email =
    typeof attributes.user_email === "string" ? attributes.user_email.trim().toLowerCase() || null : null;

  return db.transaction(async (transaction) => {
    const [recorded] = await transaction
      .insert(billingEvents)
      .values({
        webhookId: meta.webhook_id ?? null,
        eventName,
        lemonsqueezySubscriptionId: subscriptionId,
        customerEmail: email,
        planName: state && !("error" in state) ? state.planName : customPlanName,
        outcome: "received",
        payload: json as object,
      })
      .onConflictDoNothing({ target: billingEvents.webhookId })
      .returning({ id: billingEvents.id });
    if (!recorded) return { outcome: "duplicate" };

    let outcome: WebhookResult["outcome"];
    let userId: string | null;
    if (refusedTestMode) {
      userId = await findStudent(transaction, customUserId, email);
      outcome = "test-mode";
    } else if (state && !("error" in state)) {
      const applied = await applySubscriptionState(transaction, state, customUserId);
      outcome = applied.outcome;
      userId = applied.userId;
    } else {
      userId = await findStudent(transaction, customUserId, email);
      // A refund, or a signed subscription whose state cannot be read (a variant that is not one of
      // our plans), needs a person: it is kept for support, never dropped and never guessed from.
      const unreadable = state !== undefined && "error" in state && data.type === "subscriptions";
      if (eventName === "order_refunded" || unreadable) outcome = "review";
      else outcome = userId || subscriptionId ? "recorded" : "unmatched";
    }
    await transaction.update(billingEvents).set({ outcome, userId }).where(eq(billingEvents.id, recorded.id));
    return { outcome };
  });
}
