/**
 * The linking tool (/subscription-debug): support gives a student a paid plan by hand, for a
 * payment that matched no account or a plan granted outside the store. With a Lemon Squeezy
 * subscription id, the stored deliveries of that subscription (or the API) give its real status
 * and period, and those deliveries leave the support list. The subscription and its audit-log
 * row are written in one transaction.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { LinkSubscriptionRequest, LinkSubscriptionResponse } from "../../contracts/billing";
import { findPlan, HAND_LINKED_MAX_MONTHS } from "../../contracts/plans";
import { type AdminActor, recordAdminAction } from "../admin/record-admin-action";
import type { Database } from "../db/client";
import { billingEvents, subscriptions, user } from "../db/schema";
import { AppError } from "../http/errors";
import type { BillingConfig } from "./billing-config";
import { fetchSubscription } from "./lemonsqueezy-api";
import { periodEndOf, readSubscriptionState, type SubscriptionState } from "./subscription-state";

const ONE_MONTH_SQL = sql`now() + interval '1 month'`;

/** Links a paid plan to the account with the email. */
export async function linkSubscription(
  db: Database,
  config: BillingConfig | undefined,
  actor: AdminActor,
  request: LinkSubscriptionRequest,
): Promise<LinkSubscriptionResponse> {
  const [student] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, request.userEmail));
  if (!student) {
    throw new AppError(
      404,
      "USER_NOT_FOUND",
      `userEmail: no account uses ${request.userEmail}; the student must sign in once first`,
    );
  }
  const providerId = request.lemonSqueezySubscriptionId;
  if (providerId && (request.months !== undefined || request.endsOn !== undefined)) {
    throw new AppError(
      400,
      "VALIDATION_ERROR",
      "months: a plan linked to a Lemon Squeezy subscription follows the subscription's own dates; leave the length out",
    );
  }
  const until = handLinkedEnd(request);
  const state = providerId ? await knownState(db, config, providerId) : undefined;

  return db.transaction(async (transaction) => {
    if (providerId) {
      const [holder] = await transaction
        .select({ userId: subscriptions.userId, email: user.email })
        .from(subscriptions)
        .innerJoin(user, eq(user.id, subscriptions.userId))
        .where(eq(subscriptions.lemonsqueezySubscriptionId, providerId));
      if (holder && holder.userId !== student.id) {
        throw new AppError(
          409,
          "SUBSCRIPTION_ALREADY_LINKED",
          `lemonSqueezySubscriptionId: subscription ${providerId} is already linked to ${holder.email}`,
        );
      }
    }
    const [current] = await transaction
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, student.id))
      .for("update");
    const sessions = findPlan(request.planName)?.sessions ?? 0;
    const keepsCount = current?.planName === request.planName && current.status === "active";
    const subscriptionId = providerId ?? current?.lemonsqueezySubscriptionId ?? null;
    // Without a provider subscription, Vector keeps the plan's calendar (renew-hand-linked-plans.ts):
    // monthly periods from the start of its term, the last one ending at the end support set.
    const keepsTerm = keepsCount && current.handLinkedSince !== null;
    const handLinked = subscriptionId
      ? { handLinkedSince: null, handLinkedUntil: null }
      : {
          handLinkedSince: keepsTerm ? current.handLinkedSince : sql`now()`,
          handLinkedUntil: until,
        };
    const periodStart = keepsCount ? current.currentPeriodStart : new Date();
    const values = {
      planName: request.planName,
      status: state?.status ?? "active",
      monthlySessionLimit: sessions,
      currentMonthSessions: keepsCount ? current.currentMonthSessions : 0,
      currentPeriodStart: keepsCount ? current.currentPeriodStart : sql`now()`,
      currentPeriodEnd:
        (state ? periodEndOf(state) : null) ??
        (subscriptionId && !providerId
          ? (current?.currentPeriodEnd ?? ONE_MONTH_SQL)
          : sql`least(${periodStart.toISOString()}::timestamptz + interval '1 month', ${until.toISOString()}::timestamptz)`),
      ...handLinked,
      lemonsqueezySubscriptionId: subscriptionId,
      lemonsqueezyCustomerId: state?.customerId ?? current?.lemonsqueezyCustomerId ?? null,
      lemonsqueezyVariantId: state?.variantId ?? current?.lemonsqueezyVariantId ?? null,
      providerUpdatedAt: state?.updatedAt ?? null,
      pendingPlanName: null,
      updatedAt: new Date(),
    };
    if (current) {
      await transaction.update(subscriptions).set(values).where(eq(subscriptions.id, current.id));
    } else {
      await transaction.insert(subscriptions).values({ userId: student.id, ...values });
    }
    if (providerId) {
      await transaction
        .update(billingEvents)
        .set({ outcome: "linked", userId: student.id })
        .where(
          and(
            eq(billingEvents.lemonsqueezySubscriptionId, providerId),
            sql`${billingEvents.outcome} in ('unmatched', 'conflict')`,
          ),
        );
    }
    const reference = providerId ? ` (Lemon Squeezy subscription ${providerId})` : "";
    const length = subscriptionId ? "" : ` until ${describeEnd(until)}`;
    await recordAdminAction(transaction, {
      actor,
      action: "link-subscription",
      details: `Linked ${request.planName}${reference} to ${student.email}${length}`,
      targetUserId: student.id,
    });
    return {
      success: true,
      message: `${request.planName} linked to ${student.email}${reference}${length}`,
    };
  });
}

/** The end of a plan linked by hand: its last day's end, or today plus its months (1 by default). */
function handLinkedEnd(request: LinkSubscriptionRequest): Date {
  if (request.months !== undefined && request.endsOn !== undefined) {
    throw new AppError(
      400,
      "VALIDATION_ERROR",
      "endsOn: give the plan's length in months or its last day, not both",
    );
  }
  if (request.endsOn !== undefined) {
    const end = new Date(`${request.endsOn}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    const latest = addMonths(new Date(), HAND_LINKED_MAX_MONTHS);
    if (end.getTime() <= Date.now()) {
      throw new AppError(400, "VALIDATION_ERROR", "endsOn: must be today or a later day");
    }
    if (end > latest) {
      throw new AppError(
        400,
        "VALIDATION_ERROR",
        `endsOn: must be within ${HAND_LINKED_MAX_MONTHS} months of today`,
      );
    }
    return end;
  }
  return addMonths(new Date(), request.months ?? 1);
}

/** A date some months later, on the same day or the month's last (as PostgreSQL adds an interval). */
function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return result;
}

/** The end of a hand-linked plan as support reads it: the last day it can be used (UTC). */
function describeEnd(end: Date): string {
  const lastMoment = new Date(end.getTime() - 1);
  return lastMoment.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The latest state of a provider subscription: from its stored deliveries, else from the API. */
async function knownState(
  db: Database,
  config: BillingConfig | undefined,
  providerId: string,
): Promise<SubscriptionState | undefined> {
  if (!config) return undefined;
  const stored = await db
    .select({ payload: billingEvents.payload })
    .from(billingEvents)
    .where(eq(billingEvents.lemonsqueezySubscriptionId, providerId))
    .orderBy(desc(billingEvents.receivedAt));
  let latest: SubscriptionState | undefined;
  for (const { payload } of stored) {
    const data = (payload as { data?: { type?: string; attributes?: unknown } }).data;
    if (data?.type !== "subscriptions") continue;
    const state = readSubscriptionState(config, providerId, data.attributes);
    if ("error" in state) continue;
    if (!latest || state.updatedAt > latest.updatedAt) latest = state;
  }
  if (latest || !config.api) return latest;
  const fetched = await fetchSubscription(config.api, providerId);
  if (!fetched) return undefined;
  const state = readSubscriptionState(config, providerId, fetched.attributes);
  return "error" in state ? undefined : state;
}
