/**
 * The paid plans' own calls: the conversations kept on the account (Session History), the
 * student's usage by mode and week (Usage Analytics), and Priority Support (its contact, and the
 * requests a student sends from My Subscription).
 * The Extended Problem Library is a option of POST /api/generate-problems.
 */
import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  conversationDetailSchema,
  conversationPageQuerySchema,
  conversationPageSchema,
  conversationParamsSchema,
  HISTORY_PAGE_SIZE,
  priorityContactSchema,
  priorityRequestSchema,
  sentPriorityRequestListSchema,
  sentPriorityRequestSchema,
  usageAnalyticsSchema,
} from "../../contracts/plan-features";
import type { Database } from "../db/client";
import { subscriptions, tutorMessages, tutorSessions } from "../db/schema";
import { notFound } from "../http/errors";
import { answers, withReplyContracts } from "../http/reply-contract";
import { parseInput } from "../http/validate";
import type { Mailer } from "../mail/mailer";
import { requirePlanFeature } from "./require-plan-feature";
import { listPriorityRequests, sendPriorityRequest } from "./send-priority-request";

/** Characters of the first student message shown for each conversation. */
const PREVIEW_CHARACTERS = 200;

/** Registers the plan-feature routes. */
export async function registerPlanFeatureRoutes(
  fastify: FastifyInstance,
  options: { db: Database; mailer: Mailer; prioritySupportEmail: string; publicUrl: string },
) {
  const { db } = options;
  const app = withReplyContracts(fastify);

  app.get("/api/history/conversations", answers(conversationPageSchema), async (request) => {
    const student = await request.requireUser();
    await requirePlanFeature(db, student.id, "session-history");
    const { page } = parseInput(conversationPageQuerySchema, request.query);
    // Written out in full: inside a select, drizzle names columns without their table, and "id"
    // would then be the message's own id.
    const firstMessage = sql<string>`(select left(m.content, ${sql.raw(String(PREVIEW_CHARACTERS))})
      from tutor_messages m where m.session_id = "tutor_sessions"."id" and m.role = 'user' order by m.id limit 1)`;
    const rows = await db
      .select({
        id: tutorSessions.id,
        mode: tutorSessions.mode,
        level: tutorSessions.level,
        topic: tutorSessions.topic,
        createdAt: tutorSessions.createdAt,
        updatedAt: tutorSessions.updatedAt,
        firstMessage,
      })
      .from(tutorSessions)
      .where(eq(tutorSessions.userId, student.id))
      .orderBy(desc(tutorSessions.updatedAt))
      .limit(HISTORY_PAGE_SIZE + 1)
      .offset((page - 1) * HISTORY_PAGE_SIZE);
    return {
      conversations: rows.slice(0, HISTORY_PAGE_SIZE).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      page,
      hasMore: rows.length > HISTORY_PAGE_SIZE,
    };
  });

  app.get("/api/history/conversations/:id", answers(conversationDetailSchema), async (request) => {
    const student = await request.requireUser();
    await requirePlanFeature(db, student.id, "session-history");
    const { id } = parseInput(conversationParamsSchema, request.params);
    const [conversation] = await db
      .select()
      .from(tutorSessions)
      .where(and(eq(tutorSessions.id, id), eq(tutorSessions.userId, student.id)));
    if (!conversation) throw notFound("No conversation of yours has this id");
    const messages = await db
      .select({
        role: tutorMessages.role,
        content: tutorMessages.content,
        verification: tutorMessages.verification,
        createdAt: tutorMessages.createdAt,
      })
      .from(tutorMessages)
      .where(eq(tutorMessages.sessionId, id))
      .orderBy(asc(tutorMessages.id));
    return {
      id: conversation.id,
      mode: conversation.mode,
      level: conversation.level,
      topic: conversation.topic,
      createdAt: conversation.createdAt.toISOString(),
      messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    };
  });

  app.get("/api/subscription/usage", answers(usageAnalyticsSchema), async (request) => {
    const student = await request.requireUser();
    await requirePlanFeature(db, student.id, "usage-analytics");
    const [period] = await db
      .select({ start: subscriptions.currentPeriodStart })
      .from(subscriptions)
      .where(eq(subscriptions.userId, student.id));
    const byMode = await db
      .select({
        mode: tutorSessions.mode,
        conversations: count(),
        sessions: sql<number>`coalesce(sum(${tutorSessions.chargedSessions}), 0)::int`,
      })
      .from(tutorSessions)
      .where(and(eq(tutorSessions.userId, student.id), gte(tutorSessions.createdAt, period.start)))
      .groupBy(tutorSessions.mode)
      .orderBy(tutorSessions.mode);
    const byWeek = await db
      .select({
        weekStart: sql<string>`to_char(date_trunc('week', ${tutorSessions.createdAt}), 'YYYY-MM-DD')`,
        sessions: sql<number>`coalesce(sum(${tutorSessions.chargedSessions}), 0)::int`,
      })
      .from(tutorSessions)
      .where(
        and(
          eq(tutorSessions.userId, student.id),
          sql`${tutorSessions.createdAt} > now() - interval '8 weeks'`,
        ),
      )
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    return { periodStart: period.start.toISOString(), byMode, byWeek };
  });

  app.get("/api/support/priority-contact", answers(priorityContactSchema), async (request) => {
    const student = await request.requireUser();
    await requirePlanFeature(db, student.id, "priority-support");
    return { email: options.prioritySupportEmail, responseTime: "within 12 hours on business days" };
  });

  app.post(
    "/api/support/priority-requests",
    answers(sentPriorityRequestSchema, 201),
    async (request, reply) => {
      const student = await request.requireUser();
      const body = parseInput(priorityRequestSchema, request.body);
      const sent = await sendPriorityRequest(db, options, student.id, body);
      return reply.status(201).send(sent);
    },
  );

  // The student's own requests stay readable after the plan ends: they are what they wrote.
  app.get("/api/support/priority-requests", answers(sentPriorityRequestListSchema), async (request) => {
    const student = await request.requireUser();
    return { requests: await listPriorityRequests(db, student.id) };
  });
}
