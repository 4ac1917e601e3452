/**
 * Takes one session from a user's allowance in one SQL statement that checks the limit and
 * increments, so concurrent requests, even in several processes, can never exceed the limit.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import { USABLE_SUBSCRIPTION } from "./usable-subscription";

/** Charges one session or throws 402 (no subscription, or the limit is reached). */
export async function chargeSession(db: Database, userId: string): Promise<void> {
  const charged = await db
    .update(subscriptions)
    .set({ currentMonthSessions: sql`${subscriptions.currentMonthSessions} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.userId, userId),
        sql`${subscriptions.currentMonthSessions} < ${subscriptions.monthlySessionLimit}`,
        USABLE_SUBSCRIPTION,
      ),
    )
    .returning({ id: subscriptions.id });
  if (charged.length > 0) return;

  const [existing] = await db
    .select({ id: subscriptions.id, usable: sql<boolean>`${USABLE_SUBSCRIPTION}` })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!existing) {
    throw new AppError(
      402,
      "NO_SUBSCRIPTION",
      "Start your free trial to get 6 free sessions with Vector: no credit card needed.",
      { requiresUpgrade: true },
    );
  }
  if (!existing.usable) {
    throw new AppError(
      402,
      "SUBSCRIPTION_ENDED",
      "Your subscription has ended. Choose a plan to keep learning.",
      {
        requiresUpgrade: true,
      },
    );
  }
  throw new AppError(
    402,
    "SESSION_LIMIT_REACHED",
    "Session limit reached for this period. Upgrade your plan or wait for your sessions to renew.",
    { requiresUpgrade: true },
  );
}

/** Gives back a session taken by chargeSession (the tutor failed, so the student pays nothing). */
export async function refundSession(db: Database, userId: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      currentMonthSessions: sql`greatest(${subscriptions.currentMonthSessions} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.userId, userId));
}
