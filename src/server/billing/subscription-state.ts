/**
 * Applies the full state of a Lemon Squeezy subscription to the student's subscription row
 * (docs/decisions/014-payments-with-lemon-squeezy.md). State-based, keyed by the provider's
 * subscription id, so a replayed delivery changes nothing and deliveries in any order end in
 * the provider's latest state:
 * - older than the state already applied (attributes.updated_at): nothing changes;
 * - renews_at moved past the stored period end: a new period, the count starts again at 0 and a
 *   plan changed during the period takes effect;
 * - otherwise the status and period end follow the provider, and a different plan waits for the
 *   next renewal.
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  findPlan,
  type PaidPlanName,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from "../../contracts/plans";
import type { Database } from "../db/client";
import { subscriptions, user } from "../db/schema";
import { type BillingConfig, planOfVariant } from "./billing-config";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface SubscriptionState {
  lemonsqueezySubscriptionId: string;
  status: SubscriptionStatus;
  planName: PaidPlanName;
  variantId: string;
  customerId: string | null;
  renewsAt: Date | null;
  endsAt: Date | null;
  updatedAt: Date;
  email: string | null;
}

const idText = z.union([z.string(), z.number()]).transform(String);
const dateText = z.iso
  .datetime({ offset: true })
  .or(z.iso.datetime({ local: true }))
  .transform((text) => new Date(text));

const subscriptionAttributes = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  variant_id: idText,
  customer_id: idText.nullish(),
  renews_at: dateText.nullish(),
  ends_at: dateText.nullish(),
  updated_at: dateText,
  user_email: z.string().nullish(),
});

/** Reads a subscription's attributes; an error names what is missing or unknown. */
export function readSubscriptionState(
  config: BillingConfig,
  subscriptionId: string,
  attributes: unknown,
): SubscriptionState | { error: string } {
  const parsed = subscriptionAttributes.safeParse(attributes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `data.attributes.${issue.path.join(".")}: ${issue.message}` };
  }
  const values = parsed.data;
  const planName = planOfVariant(config, values.variant_id);
  if (!planName) return { error: `variant ${values.variant_id} is not one of this server's plans` };
  return {
    lemonsqueezySubscriptionId: subscriptionId,
    status: values.status,
    planName,
    variantId: values.variant_id,
    customerId: values.customer_id ?? null,
    renewsAt: values.renews_at ?? null,
    endsAt: values.ends_at ?? null,
    updatedAt: values.updated_at,
    email: values.user_email?.trim().toLowerCase() || null,
  };
}

export type ApplyOutcome =
  | { outcome: "applied"; userId: string }
  | { outcome: "stale"; userId: string }
  | { outcome: "unmatched"; userId: null }
  | { outcome: "conflict"; userId: string };

/**
 * How far renews_at must move past the stored period end to count as a new period: periods are
 * months, and a renewal date re-sent with a slightly different time is the same period.
 */
const RENEWAL_MIN_ADVANCE_MS = 24 * 60 * 60 * 1000;

const RENEWING_STATUSES: SubscriptionStatus[] = ["active", "on_trial", "past_due"];
const USABLE_STATUSES: SubscriptionStatus[] = ["active", "on_trial", "past_due"];

/** The end of the paid period the state describes: ends_at once cancelled or expired. */
export function periodEndOf(state: SubscriptionState): Date | null {
  if (state.status === "cancelled" || state.status === "expired") return state.endsAt ?? state.renewsAt;
  return state.renewsAt ?? state.endsAt;
}

/**
 * Applies a subscription's state inside the caller's transaction. The student is the holder of the
 * provider's subscription id, else the user named by custom data, else the account that confirmed
 * the buyer's email address.
 */
export async function applySubscriptionState(
  transaction: Transaction,
  state: SubscriptionState,
  customUserId: string | null,
): Promise<ApplyOutcome> {
  const [held] = await transaction
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.lemonsqueezySubscriptionId, state.lemonsqueezySubscriptionId))
    .for("update");
  if (held) return updateHeldSubscription(transaction, held, state);

  const studentId = await findStudent(transaction, customUserId, state.email);
  if (!studentId) return { outcome: "unmatched", userId: null };

  const [current] = await transaction
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, studentId))
    .for("update");
  const plan = findPlan(state.planName);
  const sessions = plan?.sessions ?? 0;
  const provider = {
    status: state.status,
    lemonsqueezySubscriptionId: state.lemonsqueezySubscriptionId,
    lemonsqueezyCustomerId: state.customerId,
    lemonsqueezyVariantId: state.variantId,
    providerUpdatedAt: state.updatedAt,
    // From now on the provider renews and ends the plan; a length support gave it no longer applies.
    handLinkedSince: null,
    handLinkedUntil: null,
    updatedAt: new Date(),
  };
  if (!current) {
    await transaction.insert(subscriptions).values({
      userId: studentId,
      planName: state.planName,
      monthlySessionLimit: sessions,
      currentMonthSessions: 0,
      currentPeriodEnd: periodEndOf(state),
      ...provider,
    });
    return { outcome: "applied", userId: studentId };
  }
  if (current.lemonsqueezySubscriptionId === state.lemonsqueezySubscriptionId) {
    return updateHeldSubscription(transaction, current, state);
  }
  const currentUsable =
    USABLE_STATUSES.includes(current.status as SubscriptionStatus) ||
    (current.status === "cancelled" && (current.currentPeriodEnd?.getTime() ?? 0) > Date.now());
  if (current.lemonsqueezySubscriptionId && currentUsable) {
    // The student already pays through another subscription: support decides, nothing is guessed.
    return { outcome: "conflict", userId: studentId };
  }
  if (!current.lemonsqueezySubscriptionId && current.planName === state.planName && currentUsable) {
    // Support linked this plan by hand before the payment arrived: attach it, keep the period's count.
    await transaction
      .update(subscriptions)
      .set({ ...provider, currentPeriodEnd: periodEndOf(state) })
      .where(eq(subscriptions.id, current.id));
    return { outcome: "applied", userId: studentId };
  }
  // A trial, or a plan that has ended, gives way to the new subscription with a fresh count.
  await transaction
    .update(subscriptions)
    .set({
      ...provider,
      planName: state.planName,
      monthlySessionLimit: sessions,
      currentMonthSessions: 0,
      currentPeriodStart: sql`now()`,
      currentPeriodEnd: periodEndOf(state),
      pendingPlanName: null,
    })
    .where(eq(subscriptions.id, current.id));
  return { outcome: "applied", userId: studentId };
}

async function updateHeldSubscription(
  transaction: Transaction,
  held: typeof subscriptions.$inferSelect,
  state: SubscriptionState,
): Promise<ApplyOutcome> {
  if (held.providerUpdatedAt && state.updatedAt < held.providerUpdatedAt) {
    return { outcome: "stale", userId: held.userId };
  }
  const provider = {
    status: state.status,
    lemonsqueezyCustomerId: state.customerId,
    lemonsqueezyVariantId: state.variantId,
    providerUpdatedAt: state.updatedAt,
    updatedAt: new Date(),
  };
  const renewed =
    RENEWING_STATUSES.includes(state.status) &&
    state.renewsAt !== null &&
    held.currentPeriodEnd !== null &&
    state.renewsAt.getTime() - held.currentPeriodEnd.getTime() > RENEWAL_MIN_ADVANCE_MS;
  if (renewed) {
    await transaction
      .update(subscriptions)
      .set({
        ...provider,
        planName: state.planName,
        monthlySessionLimit: findPlan(state.planName)?.sessions ?? held.monthlySessionLimit,
        currentMonthSessions: 0,
        currentPeriodStart: held.currentPeriodEnd ?? sql`now()`,
        currentPeriodEnd: state.renewsAt,
        pendingPlanName: null,
      })
      .where(eq(subscriptions.id, held.id));
    return { outcome: "applied", userId: held.userId };
  }
  await transaction
    .update(subscriptions)
    .set({
      ...provider,
      currentPeriodEnd: periodEndOf(state) ?? held.currentPeriodEnd,
      pendingPlanName: state.planName === held.planName ? null : state.planName,
    })
    .where(eq(subscriptions.id, held.id));
  return { outcome: "applied", userId: held.userId };
}

/**
 * The student a payment belongs to: custom data's user id when it names a user (our checkout puts
 * a signed-in student's id there), else the account whose confirmed address is the buyer's email.
 * An address nobody has confirmed proves nothing (decision 030): anyone can sign up with a
 * buyer's address first, so such a payment waits unmatched until an account confirms it
 * (attach-earlier-payments.ts) or support links it.
 */
export async function findStudent(
  transaction: Pick<Database, "select">,
  customUserId: string | null,
  email: string | null,
): Promise<string | null> {
  if (customUserId) {
    const [byId] = await transaction.select({ id: user.id }).from(user).where(eq(user.id, customUserId));
    if (byId) return byId.id;
  }
  if (email) {
    const [byEmail] = await transaction
      .select({ id: user.id })
      .from(user)
      .where(and(eq(sql`lower(${user.email})`, email.toLowerCase()), eq(user.emailVerified, true)));
    if (byEmail) return byEmail.id;
  }
  return null;
}
