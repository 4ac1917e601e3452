/**
 * The status the subscription card and My Subscription show: the plan, its real status, the
 * sessions used and left, test access, and the plan-dependent features.
 */
import { eq, sql } from "drizzle-orm";
import {
  FREE_TRIAL_PLAN,
  featuresOfPlan,
  type SubscriptionStatus,
  type SubscriptionStatusResponse,
  TEST_USER_PLAN,
  TEST_USER_SESSIONS,
} from "../../contracts/plans";
import type { Database } from "../db/client";
import { subscriptions, user } from "../db/schema";
import { HAS_TEST_ACCESS, USABLE_SUBSCRIPTION } from "./usable-subscription";

/** Reads a user's subscription status. */
export async function getSubscriptionStatus(
  db: Database,
  userId: string,
): Promise<SubscriptionStatusResponse> {
  const [row] = await db
    .select({
      subscription: subscriptions,
      usable: sql<boolean>`coalesce(${USABLE_SUBSCRIPTION}, false)`,
      periodEnded: sql<boolean>`coalesce(${subscriptions.currentPeriodEnd} <= now(), false)`,
      hasTestAccess: sql<boolean>`${HAS_TEST_ACCESS}`,
      testSessionsUsed: user.testSessionsUsed,
      testUserExpiresAt: user.testUserExpiresAt,
    })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) {
    return {
      sessionInfo: { currentSessions: 0, sessionLimit: 0, planName: null, hasAvailableSessions: false },
      subscription: null,
      testAccess: null,
      features: [],
    };
  }
  const { subscription, usable } = row;
  const testAccess = row.hasTestAccess
    ? {
        sessionsUsed: row.testSessionsUsed,
        sessionLimit: TEST_USER_SESSIONS,
        expiresAt: row.testUserExpiresAt?.toISOString() ?? null,
      }
    : null;
  const testSessionsLeft = testAccess !== null && testAccess.sessionsUsed < testAccess.sessionLimit;

  const sessionInfo = testSessionsLeft
    ? {
        currentSessions: testAccess.sessionsUsed,
        sessionLimit: testAccess.sessionLimit,
        planName: TEST_USER_PLAN,
        hasAvailableSessions: true,
      }
    : subscription
      ? {
          currentSessions: subscription.currentMonthSessions,
          sessionLimit: subscription.monthlySessionLimit,
          planName: subscription.planName,
          hasAvailableSessions:
            usable && subscription.currentMonthSessions < subscription.monthlySessionLimit,
        }
      : { currentSessions: 0, sessionLimit: 0, planName: null, hasAvailableSessions: false };

  if (!subscription) return { sessionInfo, subscription: null, testAccess, features: [] };

  const isTrial = subscription.planName === FREE_TRIAL_PLAN;
  // A cancelled plan whose period has ended is over, whether or not the expiry event has arrived.
  const status = (
    subscription.status === "cancelled" && row.periodEnded ? "expired" : subscription.status
  ) as SubscriptionStatus;
  const periodEnd = subscription.currentPeriodEnd?.toISOString() ?? null;
  const renews = !isTrial && (status === "active" || status === "past_due" || status === "on_trial");
  return {
    sessionInfo,
    subscription: {
      planName: subscription.planName,
      status,
      currentMonthSessions: subscription.currentMonthSessions,
      monthlySessionLimit: subscription.monthlySessionLimit,
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: periodEnd,
      nextBillingDate: renews ? periodEnd : null,
      lemonsqueezySubscriptionId: subscription.lemonsqueezySubscriptionId,
      pendingPlanName: subscription.pendingPlanName,
      isTrial,
      usable,
    },
    testAccess,
    features: usable ? featuresOfPlan(subscription.planName) : [],
  };
}
