/**
 * Tracking dashboard calls for developers and admins (guarded by the role guard table).
 */
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { getUserAnalytics } from "../analytics/user-analytics";
import type { Database } from "../db/client";
import { apiUsage, learnerMemory, user } from "../db/schema";
import { parseInput } from "../http/validate";

const userIdParams = z.object({ id: z.string().min(1) });
const memoryQuery = z.object({ userId: z.string().min(1) });

/** Registers the tracking routes. */
export async function registerTrackingRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  app.get("/api/users", async () =>
    db
      .select({ id: user.id, email: user.email, name: user.name, role: user.role, createdAt: user.createdAt })
      .from(user)
      .orderBy(desc(user.createdAt))
      .limit(500),
  );

  app.get("/api/assistant/memory/debug", async (request) => {
    const { userId } = parseInput(memoryQuery, request.query);
    const [memory] = await db.select().from(learnerMemory).where(eq(learnerMemory.userId, userId));
    return {
      userLevel: memory?.userLevel ?? null,
      preferredMode: memory?.preferredMode ?? null,
      confidenceRating: memory?.confidenceRating ?? 3,
      topicsMastered: memory?.topicsMastered ?? [],
      topicsPractised: memory?.topicsPractised ?? [],
    };
  });

  app.get("/api/analytics/api-usage/:id", async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    const rows = await db
      .select()
      .from(apiUsage)
      .where(eq(apiUsage.userId, id))
      .orderBy(desc(apiUsage.createdAt))
      .limit(200);
    return rows.map((row) => ({
      endpoint: row.endpoint,
      model: row.model,
      tokens: row.inputTokens + row.outputTokens,
      time: row.createdAt,
    }));
  });

  // The tracking dashboard's names for the same figures the support portal shows.
  app.get("/api/analytics/user/:id", async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    const analytics = await getUserAnalytics(db, id);
    return {
      totalCalls: analytics.totalApiCalls,
      totalCost: analytics.totalCost,
      sessions: analytics.completedSessions,
      totalMinutes: analytics.studyTime,
      successRate: analytics.successRate,
    };
  });

  app.get("/api/analytics/daily-stats", async () =>
    db
      .select({
        day: sql<string>`to_char(date_trunc('day', ${apiUsage.createdAt}), 'YYYY-MM-DD')`,
        calls: sql<number>`count(*)::int`,
        cost: sql<string>`coalesce(sum(${apiUsage.costUsd}), 0)::text`,
      })
      .from(apiUsage)
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`)
      .limit(60),
  );
}
