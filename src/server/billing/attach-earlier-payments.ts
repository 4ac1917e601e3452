/**
 * Someone who pays at /checkout before having an account, or before confirming its address, is
 * matched to no student: the deliveries wait, listed for support. When an account then confirms the same email address
 * (decision 030: a confirmed address is what payment matching trusts), the latest state of each
 * subscription paid from that address is applied to it as a webhook would have, its deliveries
 * leave the support list, and an audit-log row says so; all in one transaction per subscription.
 * A student who already pays through another subscription is left to support ("conflict").
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import { type AdminActor, recordAdminAction } from "../admin/record-admin-action";
import type { Database } from "../db/client";
import { billingEvents } from "../db/schema";
import type { BillingConfig } from "./billing-config";
import { applySubscriptionState, readSubscriptionState, type SubscriptionState } from "./subscription-state";

/** The actor of the audit-log row: no admin, the confirmation of an address. */
export const EMAIL_CONFIRMATION_ACTOR: AdminActor = { id: null, email: "email confirmation" };

export interface AttachedPayments {
  /** Provider subscription ids now on the student's account. */
  attached: string[];
  /** Provider subscription ids left to support because the student already pays through another. */
  conflicts: string[];
}

/** Attaches the unmatched payments made from a just-confirmed address to its account. */
export async function attachEarlierPayments(
  db: Database,
  config: BillingConfig | undefined,
  student: { id: string; email: string },
): Promise<AttachedPayments> {
  const result: AttachedPayments = { attached: [], conflicts: [] };
  if (!config) return result;
  const fromThisAddress = and(
    eq(billingEvents.outcome, "unmatched"),
    isNull(billingEvents.userId),
    eq(sql`lower(${billingEvents.customerEmail})`, student.email.toLowerCase()),
  );
  const waiting = await db
    .select({
      id: billingEvents.id,
      subscriptionId: billingEvents.lemonsqueezySubscriptionId,
      payload: billingEvents.payload,
    })
    .from(billingEvents)
    .where(fromThisAddress);
  if (waiting.length === 0) return result;

  const latestBySubscription = new Map<string, SubscriptionState>();
  for (const event of waiting) {
    const data = (event.payload as { data?: { type?: string; attributes?: unknown } }).data;
    if (!event.subscriptionId || data?.type !== "subscriptions") continue;
    const state = readSubscriptionState(config, event.subscriptionId, data.attributes);
    if ("error" in state) continue;
    const known = latestBySubscription.get(event.subscriptionId);
    if (!known || state.updatedAt > known.updatedAt) latestBySubscription.set(event.subscriptionId, state);
  }

  for (const [subscriptionId, state] of latestBySubscription) {
    await db.transaction(async (transaction) => {
      const applied = await applySubscriptionState(transaction, state, student.id);
      const outcome = applied.outcome === "conflict" ? "conflict" : "linked";
      await transaction
        .update(billingEvents)
        .set({ outcome, userId: student.id })
        .where(and(fromThisAddress, eq(billingEvents.lemonsqueezySubscriptionId, subscriptionId)));
      if (applied.outcome === "conflict") {
        result.conflicts.push(subscriptionId);
        return;
      }
      await recordAdminAction(transaction, {
        actor: EMAIL_CONFIRMATION_ACTOR,
        action: ADMIN_ACTION_NAMES.attachEarlierPayment,
        details: `Attached ${state.planName} (Lemon Squeezy subscription ${subscriptionId}), paid from ${student.email} before any account had confirmed that address, when this account confirmed it`,
        targetUserId: student.id,
      });
      result.attached.push(subscriptionId);
    });
  }
  // What remains (orders, payment notices) now has its student, as it would have on arrival.
  await db.update(billingEvents).set({ outcome: "recorded", userId: student.id }).where(fromThisAddress);
  return result;
}
