/**
 * Takes one session from a user's allowance in one SQL statement that checks the limit and
 * increments, so concurrent requests, even in several processes, can never exceed the limit.
 * Test access is used first while it lasts, then the subscription.
 *
 * A charge remembers the billing period it was taken in: a renewal may reset the count while a
 * call is running, and the refund of a call that fails afterwards must not take a session from
 * the new period.
 */
import { and, eq, sql } from "drizzle-orm";
import { FREE_TRIAL_PLAN } from "../../contracts/plans";
import { type Database, queryRows } from "../db/client";
import { type SessionCharge, subscriptions, user } from "../db/schema";
import { AppError } from "../http/errors";
import { renewHandLinkedPlans } from "./renew-hand-linked-plans";
import { CURRENT_PERIOD_RUNNING, TEST_ACCESS_AVAILABLE, USABLE_SUBSCRIPTION } from "./usable-subscription";

/** A conversation created by the charge that pays for its first turn (see chargeSession). */
export interface NewTutorSession {
  mode: string;
  level: string;
  topic: string;
  userMessageCount: number;
}

/** The tutor session a charge is held by: an existing one, or one the charge creates. */
export interface ChargeHold {
  tutorSessionId: string;
  /** Create this conversation, with the charge held, only if the charge is taken. */
  create?: NewTutorSession;
}

function holdStatement(userId: string, holdFor: ChargeHold | undefined) {
  if (holdFor?.create) {
    const { mode, level, topic, userMessageCount } = holdFor.create;
    return sql`insert into tutor_sessions
        (id, user_id, mode, level, topic, user_message_count, turn_started_at, pending_charge)
      select ${holdFor.tutorSessionId}, ${userId}, ${mode}, ${level}, ${topic}, ${userMessageCount}::integer,
        ${new Date().toISOString()}::timestamptz, (select charge from taken)
      where (select charge from taken) is not null
      returning id`;
  }
  return sql`update tutor_sessions set pending_charge = (select charge from taken)
      where id = ${holdFor?.tutorSessionId ?? null} and (select charge from taken) is not null
      returning id`;
}

/**
 * Charges one session or throws 402 (no subscription, or the limit is reached). With `holdFor`,
 * the same statement records the charge on that tutor session as held by its running turn
 * (decision 022), so the charge and the hold commit together in one round trip; with
 * `holdFor.create`, that statement also creates the conversation, which exists only if the
 * charge was taken.
 */
export async function chargeSession(
  db: Database,
  userId: string,
  holdFor?: ChargeHold,
): Promise<SessionCharge> {
  // Test access first, else the subscription: both updates run in one statement, the second
  // only when the first took nothing.
  const [row] = await queryRows<{ charge: SessionCharge | null }>(
    db,
    sql`with from_test_access as (
        update "user" set test_sessions_used = test_sessions_used + 1
        where id = ${userId} and ${TEST_ACCESS_AVAILABLE}
        returning id
      ), from_subscription as (
        update subscriptions set current_month_sessions = current_month_sessions + 1, updated_at = now()
        where user_id = ${userId}
          and current_month_sessions < monthly_session_limit
          and ${USABLE_SUBSCRIPTION}
          and ${CURRENT_PERIOD_RUNNING}
          and not exists (select 1 from from_test_access)
        -- As text: the exact stored timestamp (a JavaScript Date would drop its microseconds).
        returning current_period_start::text as period_start
      ), taken as (
        select case
          when exists (select 1 from from_test_access)
            then jsonb_build_object('source', 'test-access', 'userId', ${userId}::text)
          when exists (select 1 from from_subscription)
            then jsonb_build_object('source', 'subscription', 'userId', ${userId}::text,
              'periodStart', (select period_start from from_subscription))
        end as charge
      ), held as (${holdStatement(userId, holdFor)})
      select (select charge from taken) as charge`,
  );
  if (row?.charge) return row.charge;
  // A hand-linked plan whose month is over is renewed here, where it is needed, then charged.
  if (await renewHandLinkedPlans(db, { userId })) return chargeSession(db, userId, holdFor);
  throw await sessionRefusal(db, userId);
}

/**
 * The 402 for a user with no session to spend: no subscription, one that has ended, or a used-up
 * allowance, in the terms of the student's plan.
 */
export async function sessionRefusal(db: Database, userId: string): Promise<AppError> {
  const [existing] = await db
    .select({
      planName: subscriptions.planName,
      limit: subscriptions.monthlySessionLimit,
      periodEnd: subscriptions.currentPeriodEnd,
      usable: sql<boolean>`${USABLE_SUBSCRIPTION}`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!existing) {
    return new AppError(
      402,
      "NO_SUBSCRIPTION",
      "Start your free trial to get 6 free sessions with Vector: no credit card needed.",
      { requiresUpgrade: true },
    );
  }
  if (!existing.usable) {
    return new AppError(
      402,
      "SUBSCRIPTION_ENDED",
      "Your subscription has ended. Choose a plan to keep learning.",
      {
        requiresUpgrade: true,
      },
    );
  }
  return new AppError(402, "SESSION_LIMIT_REACHED", sessionLimitMessage(existing), { requiresUpgrade: true });
}

/** The 402 message, in the terms of the student's plan: a trial's sessions do not renew. */
function sessionLimitMessage(plan: { planName: string; limit: number; periodEnd: Date | null }): string {
  if (plan.planName === FREE_TRIAL_PLAN) {
    return `Session limit reached: you have used all ${plan.limit} sessions of your free trial. Choose a plan to keep learning.`;
  }
  const renewal = plan.periodEnd
    ? ` Your ${plan.limit} sessions renew on ${plan.periodEnd.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })}.`
    : "";
  return `Session limit reached for this billing period of your ${plan.planName}.${renewal} Upgrade your plan for more sessions.`;
}

/**
 * Gives back a session taken by chargeSession (the tutor failed, so the student pays nothing).
 * A subscription charge is given back only while its period lasts: after a renewal reset the
 * count, the old period's charge is already gone.
 */
export async function refundSession(db: Database, charge: SessionCharge): Promise<void> {
  if (charge.source === "test-access") {
    await db
      .update(user)
      .set({ testSessionsUsed: sql`greatest(${user.testSessionsUsed} - 1, 0)` })
      .where(eq(user.id, charge.userId));
    return;
  }
  await db
    .update(subscriptions)
    .set({
      currentMonthSessions: sql`greatest(${subscriptions.currentMonthSessions} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(subscriptions.userId, charge.userId),
        sql`${subscriptions.currentPeriodStart} = ${charge.periodStart}::timestamptz`,
      ),
    );
}
