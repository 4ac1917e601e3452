/**
 * Admin support portal calls (accounts-and-business.md section 7). Every /api/admin/* path is
 * admin-only by the role guard table; each route validates its input with the contract schema,
 * then calls one named operation, so bad input never reaches the database.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  adjustSessionsRequestSchema,
  adminActionsPageSchema,
  adminActionsQuerySchema,
  adminSubscriptionsResponseSchema,
  adminUserListSchema,
  applyCreditRequestSchema,
  grantTestUserRequestSchema,
  resetSessionsRequestSchema,
  revokeTestUserRequestSchema,
  sessionsChangeResponseSchema,
  testUserChangeResponseSchema,
  testUserModeRequestSchema,
  testUserModeResponseSchema,
  userAnalyticsSchema,
  userIdParamsSchema,
  userIdQuerySchema,
  userSearchQuerySchema,
  userSubscriptionResponseSchema,
  whitelistAddRequestSchema,
  whitelistEmailParamsSchema,
  whitelistEntrySchema,
  whitelistRemoveResponseSchema,
  whitelistResponseSchema,
} from "../../contracts/admin";
import { getUserAnalytics } from "../analytics/user-analytics";
import type { Database } from "../db/client";
import { answers, withReplyContracts } from "../http/reply-contract";
import { parseInput } from "../http/validate";
import { recordDataListRead, recordStudentDataRead } from "../tracking/record-student-data-read";
import { adjustSessions } from "./adjust-sessions";
import { applyCredit } from "./apply-credit";
import { findTargetUser } from "./find-target-user";
import { grantTestUser, revokeTestUser } from "./grant-test-user";
import { listAdminActions } from "./list-admin-actions";
import { getUserSubscription, listSubscriptions } from "./list-subscriptions";
import { listUsers, searchUsers } from "./list-users";
import type { AdminActor } from "./record-admin-action";
import { resetSessions } from "./reset-sessions";
import { getTestUserMode, setTestUserMode } from "./test-user-mode";
import { addWhitelistEmail, listWhitelist, removeWhitelistEmail } from "./test-user-whitelist";

/** The signed-in admin as the actor of an audit row. */
async function actorOf(request: FastifyRequest): Promise<AdminActor> {
  const current = await request.requireUser();
  return { id: current.id, email: current.email };
}

/** Registers the admin routes. */
export async function registerAdminRoutes(fastify: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  const app = withReplyContracts(fastify);

  // Every read of a student's data, or of a list naming students, leaves an audit row.
  app.get("/api/admin/users", answers(adminUserListSchema), async (request) => {
    const users = await listUsers(db);
    await recordDataListRead(db, { reader: await request.requireUser(), what: "the user list" });
    return users;
  });

  app.get("/api/admin/users/search", answers(adminUserListSchema), async (request) => {
    const { query } = parseInput(userSearchQuerySchema, request.query);
    const users = await searchUsers(db, query);
    await recordDataListRead(db, {
      reader: await request.requireUser(),
      what: `the users matching ${JSON.stringify(query)}`,
    });
    return users;
  });

  app.get("/api/admin/subscriptions", answers(adminSubscriptionsResponseSchema), async () =>
    listSubscriptions(db),
  );

  app.get("/api/admin/user-subscription", answers(userSubscriptionResponseSchema), async (request) => {
    const { userId } = parseInput(userIdQuerySchema, request.query);
    const target = await findTargetUser(db, userId);
    const subscription = await getUserSubscription(db, target);
    await recordStudentDataRead(db, {
      reader: await request.requireUser(),
      studentId: target.id,
      what: "subscription",
    });
    return subscription;
  });

  app.get("/api/admin/user-analytics", answers(userAnalyticsSchema), async (request) => {
    const { userId } = parseInput(userIdQuerySchema, request.query);
    const target = await findTargetUser(db, userId);
    const analytics = await getUserAnalytics(db, target.id);
    await recordStudentDataRead(db, {
      reader: await request.requireUser(),
      studentId: target.id,
      what: "analytics",
    });
    return analytics;
  });

  app.get("/api/admin/actions", answers(adminActionsPageSchema), async (request) =>
    listAdminActions(db, parseInput(adminActionsQuerySchema, request.query)),
  );

  app.post("/api/admin/adjust-sessions", answers(sessionsChangeResponseSchema), async (request) => {
    const body = parseInput(adjustSessionsRequestSchema, request.body);
    return adjustSessions(db, await actorOf(request), body);
  });

  app.post("/api/admin/apply-credit", answers(sessionsChangeResponseSchema), async (request) => {
    const body = parseInput(applyCreditRequestSchema, request.body);
    return applyCredit(db, await actorOf(request), body);
  });

  app.post("/api/admin/reset-sessions", answers(sessionsChangeResponseSchema), async (request) => {
    const body = parseInput(resetSessionsRequestSchema, request.body);
    return resetSessions(db, await actorOf(request), body);
  });

  app.get("/api/admin/test-user-mode", answers(testUserModeResponseSchema), async () => getTestUserMode(db));

  app.post("/api/admin/test-user-mode", answers(testUserModeResponseSchema), async (request) => {
    const { enabled } = parseInput(testUserModeRequestSchema, request.body);
    return setTestUserMode(db, await actorOf(request), enabled);
  });

  app.get("/api/admin/test-user-whitelist", answers(whitelistResponseSchema), async () => listWhitelist(db));

  app.post("/api/admin/test-user-whitelist", answers(whitelistEntrySchema, 201), async (request, reply) => {
    const body = parseInput(whitelistAddRequestSchema, request.body);
    return reply.status(201).send(await addWhitelistEmail(db, await actorOf(request), body));
  });

  app.delete(
    "/api/admin/test-user-whitelist/:email",
    answers(whitelistRemoveResponseSchema),
    async (request) => {
      const { email } = parseInput(whitelistEmailParamsSchema, request.params);
      await removeWhitelistEmail(db, await actorOf(request), email);
      return { success: true as const, message: `${email} was removed from the test user whitelist` };
    },
  );

  app.post("/api/admin/grant-test-user/:id", answers(testUserChangeResponseSchema), async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const body = parseInput(grantTestUserRequestSchema, request.body);
    return grantTestUser(db, await actorOf(request), id, body);
  });

  app.post("/api/admin/revoke-test-user/:id", answers(testUserChangeResponseSchema), async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const body = parseInput(revokeTestUserRequestSchema, request.body);
    return revokeTestUser(db, await actorOf(request), id, body);
  });
}
