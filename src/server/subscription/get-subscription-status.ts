/**
 * The status the subscription card shows: sessions used and available, and the plan.
 */
import { eq, sql } from "drizzle-orm";
import type { SubscriptionStatusResponse } from "../../contracts/tutor";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { USABLE_SUBSCRIPTION } from "./usable-subscription";

/** Reads a user's subscription status. */
export async function getSubscriptionStatus(
  db: Database,
  userId: string,
): Promise<SubscriptionStatusResponse> {
  const [row] = await db
    .select({ subscription: subscriptions, usable: sql<boolean>`${USABLE_SUBSCRIPTION}` })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!row) {
    return {
      sessionInfo: { currentSessions: 0, sessionLimit: 0, planName: null, hasAvailableSessions: false },
      subscription: null,
    };
  }
  const { subscription, usable } = row;
  const periodEnd = subscription.currentPeriodEnd?.toISOString() ?? null;
  return {
    sessionInfo: {
      currentSessions: subscription.currentMonthSessions,
      sessionLimit: subscription.monthlySessionLimit,
      planName: subscription.planName,
      hasAvailableSessions: usable && subscription.currentMonthSessions < subscription.monthlySessionLimit,
    },
    subscription: {
      planName: subscription.planName,
      status: subscription.status,
      currentMonthSessions: subscription.currentMonthSessions,
      monthlySessionLimit: subscription.monthlySessionLimit,
      currentPeriodEnd: periodEnd,
      nextBillingDate: subscription.status === "active" ? periodEnd : null,
      lemonsqueezySubscriptionId: subscription.lemonsqueezySubscriptionId,
    },
  };
}
