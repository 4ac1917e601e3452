/**
 * For calls that cost no session but serve only tutoring (reading a photo's text): the student must
 * have a session left to spend, from test access or a usable plan or trial, or gets the tutor's
 * 402. Free accounts cost nothing to make, so what they may use for free must stay bounded.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { subscriptions, user } from "../db/schema";
import { sessionRefusal } from "./charge-session";
import { renewHandLinkedPlans } from "./renew-hand-linked-plans";
import { TEST_ACCESS_AVAILABLE, USABLE_SUBSCRIPTION } from "./usable-subscription";

/** Resolves when the user has a session left; otherwise throws the 402 a tutor call would. */
export async function requireSessionsLeft(db: Database, userId: string): Promise<void> {
  await renewHandLinkedPlans(db, { userId });
  const [row] = await db
    .select({
      hasSessionsLeft: sql<boolean>`(${TEST_ACCESS_AVAILABLE}
        or coalesce(${USABLE_SUBSCRIPTION}
          and ${subscriptions.currentMonthSessions} < ${subscriptions.monthlySessionLimit}, false))`,
    })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .where(eq(user.id, userId));
  if (row?.hasSessionsLeft) return;
  throw await sessionRefusal(db, userId);
}
