/**
 * Usage analytics of one user, the one definition the support portal and the tracking dashboard
 * share (docs/decisions/016-support-portal.md):
 * - total API calls: recorded model calls (api_usage rows) of the user;
 * - total cost: their summed cost in USD;
 * - completed sessions: sessions charged to the user's allowances by tutor conversations;
 * - study time: minutes between consecutive messages of a conversation, a gap longer than
 *   IDLE_GAP_MINUTES counted as idle and left out;
 * - success rate: successful calls / calls, null (N/A) without calls.
 */
import { eq, sql } from "drizzle-orm";
import type { UserAnalytics } from "../../contracts/admin";
import type { Database } from "../db/client";
import { apiUsage, tutorMessages, tutorSessions } from "../db/schema";

/** A pause between two messages longer than this is idle time, not study. */
export const IDLE_GAP_MINUTES = 10;

/** The user's analytics; zeros (and a null success rate) for a user with no activity. */
export async function getUserAnalytics(db: Database, userId: string): Promise<UserAnalytics> {
  const [calls] = await db
    .select({
      totalApiCalls: sql<number>`count(*)::int`,
      totalCost: sql<string>`coalesce(sum(${apiUsage.costUsd}), 0)::text`,
      successfulCalls: sql<number>`(count(*) filter (where ${apiUsage.success}))::int`,
    })
    .from(apiUsage)
    .where(eq(apiUsage.userId, userId));
  const [sessions] = await db
    .select({ completedSessions: sql<number>`coalesce(sum(${tutorSessions.chargedSessions}), 0)::int` })
    .from(tutorSessions)
    .where(eq(tutorSessions.userId, userId));
  const gaps = db
    .select({
      seconds: sql<number>`extract(epoch from ${tutorMessages.createdAt} - lag(${tutorMessages.createdAt})
        over (partition by ${tutorMessages.sessionId} order by ${tutorMessages.createdAt}, ${tutorMessages.id}))`.as(
        "seconds",
      ),
    })
    .from(tutorMessages)
    .innerJoin(tutorSessions, eq(tutorSessions.id, tutorMessages.sessionId))
    .where(eq(tutorSessions.userId, userId))
    .as("gaps");
  const [study] = await db
    .select({
      seconds: sql<string>`coalesce(sum(${gaps.seconds}) filter (where ${gaps.seconds} <= ${IDLE_GAP_MINUTES * 60}), 0)::text`,
    })
    .from(gaps);
  return {
    totalApiCalls: calls.totalApiCalls,
    totalCost: Number(calls.totalCost),
    completedSessions: sessions.completedSessions,
    // Minutes with one decimal: enough for "2.5 h" and for a short session to show at all.
    studyTime: Math.round(Number(study.seconds) / 6) / 10,
    successRate: calls.totalApiCalls > 0 ? calls.successfulCalls / calls.totalApiCalls : null,
  };
}
