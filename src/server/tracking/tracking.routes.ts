/**
 * The tracking dashboard's calls for developers and admins (accounts-and-business.md section 7),
 * guarded by the role guard table: users, learner memory, API usage, user analytics, daily
 * statistics, and a user's stored conversations. The figures come from the same modules as the
 * support portal's (users, analytics), so both dashboards always agree.
 */
import type { FastifyInstance } from "fastify";
import { USER_SEARCH_MIN_CHARACTERS } from "../../contracts/admin-limits";
import {
  apiUsagePageSchema,
  apiUsageQuerySchema,
  dailyStatsQuerySchema,
  dailyStatsSchema,
  learnerMemoryDebugSchema,
  memoryDebugQuerySchema,
  threadParamsSchema,
  threadSchema,
  toTrackingUser,
  trackingAnalyticsSchema,
  trackingUserListSchema,
  trackingUsersQuerySchema,
  userIdParamsSchema,
} from "../../contracts/tracking";
import { TRACKING_USER_SEARCH_LIMIT } from "../../contracts/tracking-limits";
import { listUsers, searchUsers } from "../admin/list-users";
import { getUserAnalytics } from "../analytics/user-analytics";
import type { Database } from "../db/client";
import { answers, withReplyContracts } from "../http/reply-contract";
import { parseInput } from "../http/validate";
import { readDailyStats } from "./read-daily-stats";
import { readLearnerMemoryDebug } from "./read-learner-memory-debug";
import { readThread } from "./read-thread";
import { readUsagePage } from "./read-usage-page";
import { recordDataListRead, recordStudentDataRead } from "./record-student-data-read";

/** Registers the tracking routes. */
export async function registerTrackingRoutes(fastify: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  const app = withReplyContracts(fastify);

  // A selector over thousands of users searches; a short text shows the newest users to start from.
  app.get("/api/users", answers(trackingUserListSchema), async (request) => {
    const { search } = parseInput(trackingUsersQuerySchema, request.query);
    const searched = search.length >= USER_SEARCH_MIN_CHARACTERS;
    const found = searched
      ? await searchUsers(db, search)
      : (await listUsers(db)).slice(0, TRACKING_USER_SEARCH_LIMIT);
    await recordDataListRead(db, {
      reader: await request.requireUser(),
      what: searched ? `the users matching ${JSON.stringify(search)}` : "the newest users",
    });
    return found.map(toTrackingUser);
  });

  app.get("/api/assistant/memory/debug", answers(learnerMemoryDebugSchema), async (request) => {
    const { userId } = parseInput(memoryDebugQuerySchema, request.query);
    const memory = await readLearnerMemoryDebug(db, userId);
    await recordStudentDataRead(db, {
      reader: await request.requireUser(),
      studentId: userId,
      what: "learner memory",
    });
    return memory;
  });

  app.get("/api/assistant/thread/:userId", answers(threadSchema), async (request) => {
    const { userId } = parseInput(threadParamsSchema, request.params);
    const thread = await readThread(db, userId);
    await recordStudentDataRead(db, {
      reader: await request.requireUser(),
      studentId: userId,
      what: "stored conversations",
    });
    return thread;
  });

  app.get("/api/analytics/api-usage/:id", answers(apiUsagePageSchema), async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const { page, pageSize } = parseInput(apiUsageQuerySchema, request.query);
    const usage = await readUsagePage(db, { userId: id, page, pageSize });
    await recordStudentDataRead(db, {
      reader: await request.requireUser(),
      studentId: id,
      what: "API usage",
    });
    return usage;
  });

  // The tracking dashboard's names (section 3) for the same figures the support portal shows.
  app.get("/api/analytics/user/:id", answers(trackingAnalyticsSchema), async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const analytics = await getUserAnalytics(db, id);
    await recordStudentDataRead(db, {
      reader: await request.requireUser(),
      studentId: id,
      what: "analytics",
    });
    return {
      totalCalls: analytics.totalApiCalls,
      totalCost: analytics.totalCost,
      sessions: analytics.completedSessions,
      totalMinutes: analytics.studyTime,
      successRate: analytics.successRate,
    };
  });

  app.get("/api/analytics/daily-stats", answers(dailyStatsSchema), async (request) => {
    const query = parseInput(dailyStatsQuerySchema, request.query);
    const stats = await readDailyStats(db, query);
    if (query.userId) {
      await recordStudentDataRead(db, {
        reader: await request.requireUser(),
        studentId: query.userId,
        what: "daily statistics",
      });
    }
    return stats;
  });
}
