/**
 * The status the subscription card and My Subscription show: the plan, its real status, the
 * sessions used and left, test access, and the plan-dependent features.
 */
import { eq, sql } from "drizzle-orm";
import {
  FREE_TRIAL_PLAN,
  featuresOfPlan,
  type SubscriptionStatus,
  TEST_USER_PLAN,
  TEST_USER_SESSIONS,
} from "../../contracts/plans";
import type { SubscriptionStatusResponse } from "../../contracts/subscription";
import type { Database } from "../db/client";
import { subscriptions, user } from "../db/schema";
import { renewHandLinkedPlans } from "./renew-hand-linked-plans";
import { HAND_LINKED_PLAN_ENDED, HAS_TEST_ACCESS, USABLE_SUBSCRIPTION } from "./usable-subscription";

/** Reads a user's subscription status. */
export async function getSubscriptionStatus(
  db: Database,
  userId: string,
): Promise<SubscriptionStatusResponse> {
  await renewHandLinkedPlans(db, { userId });
  const [row] = await db
    .select({
      subscription: subscriptions,
      usable: sql<boolean>`coalesce(${USABLE_SUBSCRIPTION}, false)`,
      periodEnded: sql<boolean>`coalesce(${subscriptions.currentPeriodEnd} <= now(), false)`,
      handLinkedEnded: HAND_LINKED_PLAN_ENDED,
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
  // A cancelled plan whose period has ended is over, whether or not the expiry event has arrived;
  // so is a hand-linked plan past the end support set.
  const status = (
    (subscription.status === "cancelled" && row.periodEnded) || row.handLinkedEnded
      ? "expired"
      : subscription.status
  ) as SubscriptionStatus;
  const periodEnd = subscription.currentPeriodEnd?.toISOString() ?? null;
  const handLinked = !isTrial && subscription.handLinkedUntil !== null;
  const running = status === "active" || status === "past_due" || status === "on_trial";
  // Only a date still ahead is a renewal: a past one would be a promise already broken.
  const periodEndAhead = periodEnd !== null && !row.periodEnded ? periodEnd : null;
  const renews = !isTrial && !handLinked && running;
  const handLinkedContinues =
    handLinked && running && subscription.currentPeriodEnd !== null && subscription.handLinkedUntil !== null
      ? subscription.currentPeriodEnd < subscription.handLinkedUntil
      : false;
  const endsAt =
    status === "cancelled"
      ? periodEnd
      : handLinked && running
        ? (subscription.handLinkedUntil?.toISOString() ?? null)
        : null;
  return {
    sessionInfo,
    subscription: {
      planName: subscription.planName,
      status,
      currentMonthSessions: subscription.currentMonthSessions,
      monthlySessionLimit: subscription.monthlySessionLimit,
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: periodEnd,
      nextBillingDate: renews ? periodEndAhead : null,
      handLinked,
      endsAt,
      allowanceResetsOn: renews || handLinkedContinues ? periodEndAhead : null,
      lemonsqueezySubscriptionId: subscription.lemonsqueezySubscriptionId,
      pendingPlanName: subscription.pendingPlanName,
      isTrial,
      usable,
    },
    testAccess,
    features: usable ? featuresOfPlan(subscription.planName) : [],
  };
}
