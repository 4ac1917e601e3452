/**
 * Every reply of the account, admin, billing, subscription, tracking, textbook, problem,
 * location, plan-feature, tutor and signed-in-user calls matches its zod schema in src/contracts, and
 * every error matches the error body of src/contracts/errors.ts with a code of the one list.
 * The replies are read here through the schemas the client's types come from, so a reply that
 * drifts from its contract fails this test whatever the route declares.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestApp, jsonHeaders, signUp, type TestApp, userByEmail } from "../../test/app-harness";
import { accountExportSchema, deleteDataResponseSchema } from "../contracts/account";
import {
  adminActionsPageSchema,
  adminSubscriptionsResponseSchema,
  adminUserListSchema,
  sessionsChangeResponseSchema,
  testUserChangeResponseSchema,
  testUserModeResponseSchema,
  userAnalyticsSchema,
  userSubscriptionResponseSchema,
  whitelistEntrySchema,
  whitelistRemoveResponseSchema,
  whitelistResponseSchema,
} from "../contracts/admin";
import { authUserSchema, logoutResponseSchema, signInMethodsSchema } from "../contracts/auth";
import {
  billingOptionsResponseSchema,
  linkSubscriptionResponseSchema,
  unmatchedBillingEventListSchema,
} from "../contracts/billing";
import { ERROR_CODES } from "../contracts/error-codes";
import { errorBodySchema } from "../contracts/errors";
import { visitorLocationSchema } from "../contracts/location";
import {
  conversationDetailSchema,
  conversationPageSchema,
  priorityContactSchema,
  usageAnalyticsSchema,
} from "../contracts/plan-features";
import { generatedProblemListSchema } from "../contracts/problems";
import { subscriptionStatusResponseSchema } from "../contracts/subscription";
import { textbookImportResponseSchema, textbookListSchema } from "../contracts/textbook-schemas";
import {
  apiUsagePageSchema,
  dailyStatsSchema,
  learnerMemoryDebugSchema,
  threadSchema,
  trackingAnalyticsSchema,
  trackingUserListSchema,
} from "../contracts/tracking";
import {
  assistantChatResponseSchema,
  stepResponseSchema,
  tutorResponseSchema,
  tutorStreamDeltaSchema,
} from "../contracts/tutor";
import { apiUsage, subscriptions, tutorMessages, tutorSessions, user } from "./db/schema";

/** Parses a reply with its contract; a drift fails with the route and the field named. */
function expectContract<Schema extends z.ZodType>(
  schema: Schema,
  response: { statusCode: number; body: string },
  route: string,
): z.infer<Schema> {
  expect(response.statusCode, `${route}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
  const result = schema.safeParse(JSON.parse(response.body));
  expect(result.success ? [] : result.error.issues, `${route} drifted from its contract`).toEqual([]);
  return schema.parse(JSON.parse(response.body));
}

function expectErrorBody(response: { statusCode: number; body: string }, route: string, status: number) {
  expect(response.statusCode, route).toBe(status);
  const result = errorBodySchema.safeParse(JSON.parse(response.body));
  expect(result.success ? [] : result.error.issues, `${route}: ${response.body}`).toEqual([]);
  return result.data;
}

describe("replies and their contracts", () => {
  let harness: TestApp;
  let student: { cookie: string; email: string; id: string };
  let admin: { cookie: string; email: string };
  let conversationId: string;

  const get = (url: string, cookie?: string) =>
    harness.app.inject({ url, headers: cookie ? { cookie } : {} });
  const send = (method: "POST" | "DELETE", url: string, cookie: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: payload === undefined ? { cookie, origin: "http://localhost:5000" } : jsonHeaders(cookie),
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });

  beforeAll(async () => {
    harness = await createTestApp();
    const signedUp = await signUp(harness.app, { name: "Ada Student" });
    student = { ...signedUp, id: (await userByEmail(harness, signedUp.email)).id };
    admin = await signUp(harness.app, { name: "Sam Support" });
    await harness.database.db.update(user).set({ role: "admin" }).where(eq(user.email, admin.email));

    // A student on a paid plan with one stored conversation and one recorded model call.
    const trial = await send("POST", "/api/subscription/free-trial", student.cookie);
    expectContract(subscriptionStatusResponseSchema, trial, "POST /api/subscription/free-trial");
    await harness.database.db
      .update(subscriptions)
      .set({
        planName: "Premium Plan",
        monthlySessionLimit: 200,
        currentMonthSessions: 3,
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
      })
      .where(eq(subscriptions.userId, student.id));
    const [conversation] = await harness.database.db
      .insert(tutorSessions)
      .values({
        userId: student.id,
        mode: "solve",
        level: "high-school",
        userMessageCount: 1,
        chargedSessions: 1,
      })
      .returning({ id: tutorSessions.id });
    conversationId = conversation.id;
    await harness.database.db.insert(tutorMessages).values([
      { sessionId: conversationId, role: "user", content: "A ball falls from 20 m. How long does it take?" },
      {
        sessionId: conversationId,
        role: "assistant",
        content: "About $2.0\\,\\text{s}$.",
        verification: null,
      },
    ]);
    await harness.database.db.insert(apiUsage).values({
      userId: student.id,
      endpoint: "/api/tutor/solve",
      model: "engine",
      inputTokens: 10,
      outputTokens: 20,
      latencyMs: 30,
      costUsd: "0",
      success: true,
    });
  });
  afterAll(() => harness.close());

  it("answers the student's own calls in their contracts", async () => {
    const { cookie } = student;
    expectContract(authUserSchema, await get("/api/auth/user", cookie), "GET /api/auth/user");
    expectContract(signInMethodsSchema, await get("/api/auth/methods"), "GET /api/auth/methods");
    const status = expectContract(
      subscriptionStatusResponseSchema,
      await get("/api/subscription/status", cookie),
      "GET /api/subscription/status",
    );
    expect(status.subscription?.planName).toBe("Premium Plan");
    expectContract(
      billingOptionsResponseSchema,
      await get("/api/billing/options"),
      "GET /api/billing/options",
    );
    const page = expectContract(
      conversationPageSchema,
      await get("/api/history/conversations", cookie),
      "GET /api/history/conversations",
    );
    expect(page.conversations.map((summary) => summary.id)).toEqual([conversationId]);
    const detail = expectContract(
      conversationDetailSchema,
      await get(`/api/history/conversations/${conversationId}`, cookie),
      "GET /api/history/conversations/:id",
    );
    expect(detail.messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expectContract(
      usageAnalyticsSchema,
      await get("/api/subscription/usage", cookie),
      "GET /api/subscription/usage",
    );
    expectContract(
      priorityContactSchema,
      await get("/api/support/priority-contact", cookie),
      "GET /api/support/priority-contact",
    );
    expectContract(
      generatedProblemListSchema,
      await send("POST", "/api/generate-problems", cookie, {
        topic: "mechanics",
        subtopic: "kinematics",
        courseLevel: "high-school",
        library: "extended",
      }),
      "POST /api/generate-problems",
    );
    const books = expectContract(
      textbookListSchema,
      await get("/api/openstax/books", cookie),
      "GET /api/openstax/books",
    );
    const practiceBook = books.find((book) => book.publisher === "Vector");
    expect(practiceBook).toBeDefined();
    expectContract(
      textbookImportResponseSchema,
      await send("POST", "/api/openstax/import", cookie, {
        bookId: practiceBook?.id,
        chapter: 1,
        problemNumbers: [1, 2],
      }),
      "POST /api/openstax/import",
    );
    expectContract(visitorLocationSchema, await get("/api/location"), "GET /api/location");
    expectContract(accountExportSchema, await get("/api/account/export", cookie), "GET /api/account/export");
  });

  it("answers the support portal's and the tracking dashboard's calls in their contracts", async () => {
    const { cookie } = admin;
    const target = encodeURIComponent(student.id);
    expectContract(adminUserListSchema, await get("/api/admin/users", cookie), "GET /api/admin/users");
    expectContract(
      adminUserListSchema,
      await get("/api/admin/users/search?query=Ada", cookie),
      "GET /api/admin/users/search",
    );
    expectContract(
      adminSubscriptionsResponseSchema,
      await get("/api/admin/subscriptions", cookie),
      "GET /api/admin/subscriptions",
    );
    expectContract(
      userSubscriptionResponseSchema,
      await get(`/api/admin/user-subscription?userId=${target}`, cookie),
      "GET /api/admin/user-subscription",
    );
    expectContract(
      userAnalyticsSchema,
      await get(`/api/admin/user-analytics?userId=${target}`, cookie),
      "GET /api/admin/user-analytics",
    );
    for (const [url, body] of [
      ["/api/admin/adjust-sessions", { userId: student.id, adjustment: 5, reason: "Support ticket 12" }],
      ["/api/admin/apply-credit", { userId: student.id, sessions: 1, reason: "Outage credit" }],
      ["/api/admin/reset-sessions", { userId: student.id, reason: "Manual billing cycle reset" }],
    ] as const) {
      expectContract(sessionsChangeResponseSchema, await send("POST", url, cookie, body), `POST ${url}`);
    }
    expectContract(
      testUserModeResponseSchema,
      await send("POST", "/api/admin/test-user-mode", cookie, { enabled: true }),
      "POST /api/admin/test-user-mode",
    );
    expectContract(
      testUserModeResponseSchema,
      await get("/api/admin/test-user-mode", cookie),
      "GET /api/admin/test-user-mode",
    );
    expectContract(
      whitelistEntrySchema,
      await send("POST", "/api/admin/test-user-whitelist", cookie, {
        email: "tester@example.com",
        reason: "Pilot",
      }),
      "POST /api/admin/test-user-whitelist",
    );
    expectContract(
      whitelistResponseSchema,
      await get("/api/admin/test-user-whitelist", cookie),
      "GET /api/admin/test-user-whitelist",
    );
    expectContract(
      whitelistRemoveResponseSchema,
      await send("DELETE", "/api/admin/test-user-whitelist/tester%40example.com", cookie),
      "DELETE /api/admin/test-user-whitelist/:email",
    );
    expectContract(
      testUserChangeResponseSchema,
      await send("POST", `/api/admin/grant-test-user/${target}`, cookie, { reason: "Pilot" }),
      "POST /api/admin/grant-test-user/:id",
    );
    expectContract(
      testUserChangeResponseSchema,
      await send("POST", `/api/admin/revoke-test-user/${target}`, cookie, { reason: "Pilot over" }),
      "POST /api/admin/revoke-test-user/:id",
    );
    expectContract(adminActionsPageSchema, await get("/api/admin/actions", cookie), "GET /api/admin/actions");
    expectContract(
      unmatchedBillingEventListSchema,
      await get("/api/admin/billing-events", cookie),
      "GET /api/admin/billing-events",
    );
    const other = await signUp(harness.app);
    expectContract(
      linkSubscriptionResponseSchema,
      await send("POST", "/api/admin/link-subscription", cookie, {
        userEmail: other.email,
        planName: "Base Plan",
      }),
      "POST /api/admin/link-subscription",
    );

    expectContract(trackingUserListSchema, await get("/api/users?search=Ada", cookie), "GET /api/users");
    expectContract(
      learnerMemoryDebugSchema,
      await get(`/api/assistant/memory/debug?userId=${target}`, cookie),
      "GET /api/assistant/memory/debug",
    );
    const thread = expectContract(
      threadSchema,
      await get(`/api/assistant/thread/${target}`, cookie),
      "GET /api/assistant/thread/:userId",
    );
    expect(thread.conversations).toHaveLength(1);
    const usage = expectContract(
      apiUsagePageSchema,
      await get(`/api/analytics/api-usage/${target}`, cookie),
      "GET /api/analytics/api-usage/:id",
    );
    expect(usage.records).toHaveLength(1);
    expectContract(
      trackingAnalyticsSchema,
      await get(`/api/analytics/user/${target}`, cookie),
      "GET /api/analytics/user/:id",
    );
    expectContract(
      dailyStatsSchema,
      await get("/api/analytics/daily-stats", cookie),
      "GET /api/analytics/daily-stats",
    );
  });

  it("answers the tutor's calls in their contracts, as JSON and as the last event of a stream", async () => {
    const { cookie } = student;
    const level = "algebra";
    const problem = "A cart starts from rest and reaches 12 m/s in 4.0 s. What is its acceleration?";
    const solved = expectContract(
      tutorResponseSchema,
      await send("POST", "/api/tutor/solve", cookie, { level, problem }),
      "POST /api/tutor/solve",
    );
    expect(solved.reply.length).toBeGreaterThan(0);
    expectContract(
      tutorResponseSchema,
      await send("POST", "/api/tutor/concept", cookie, {
        level,
        history: [{ role: "user", content: "Why does a heavier ball not fall faster?" }],
      }),
      "POST /api/tutor/concept",
    );
    const step = expectContract(
      stepResponseSchema,
      await send("POST", "/api/tutor/step", cookie, { level, history: [{ role: "user", content: problem }] }),
      "POST /api/tutor/step",
    );
    expect(step.totalSteps).toBeGreaterThan(0);
    expectContract(
      tutorResponseSchema,
      await send("POST", "/api/tutor/analyze", cookie, {
        level,
        problem,
        studentWork: "a = 12 / 4.0 = 3.0 m/s^2",
      }),
      "POST /api/tutor/analyze",
    );
    expectContract(
      assistantChatResponseSchema,
      await send("POST", "/api/assistant/chat", cookie, { level, message: problem }),
      "POST /api/assistant/chat",
    );

    const streamed = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: { ...jsonHeaders(cookie), accept: "text/event-stream" },
      payload: JSON.stringify({ level, problem }),
    });
    const events = streamed.body
      .split("\n\n")
      .filter((block) => block.trim())
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null"),
      }));
    const deltas = events.filter((event) => event.event === "delta");
    for (const delta of deltas) expect(tutorStreamDeltaSchema.safeParse(delta.data).success).toBe(true);
    const final = events.at(-1);
    expect(final?.event).toBe("final");
    expect(tutorResponseSchema.safeParse(final?.data).error?.issues ?? []).toEqual([]);
    expect(deltas.map((delta) => delta.data.text).join("")).toBe(final?.data.reply);
  });

  it("answers errors as { message, code } with a code of the one list, and the details its code carries", async () => {
    expectErrorBody(await get("/api/subscription/status"), "signed out", 401);
    expectErrorBody(await get("/api/admin/users", student.cookie), "a student at the support portal", 403);
    expectErrorBody(await get("/api/no-such-call"), "an unknown call", 404);
    const invalid = expectErrorBody(
      await send("POST", "/api/admin/adjust-sessions", admin.cookie, {
        userId: "",
        adjustment: 0,
        reason: "x",
      }),
      "a bad field",
      400,
    );
    expect(invalid?.code).toBe("VALIDATION_ERROR");
    const notJson = await harness.app.inject({
      method: "POST",
      url: "/api/admin/apply-credit",
      headers: jsonHeaders(admin.cookie),
      payload: "{not json",
    });
    expect(expectErrorBody(notJson, "a body that is not JSON", 400)?.code).toBe("INVALID_JSON");
    const trialStudent = await signUp(harness.app);
    await send("POST", "/api/subscription/free-trial", trialStudent.cookie);
    const withoutFeature = expectErrorBody(
      await get("/api/history/conversations", trialStudent.cookie),
      "a plan feature the trial lacks",
      403,
    );
    expect(withoutFeature).toMatchObject({ code: "PLAN_FEATURE_REQUIRED", feature: "session-history" });
    expect(ERROR_CODES).toContain(withoutFeature?.code);
  });

  it("answers deletion and sign-out in their contracts, last, as they end what the others read", async () => {
    const running = await send("POST", "/api/account/delete-data", student.cookie, { confirm: "DELETE" });
    const refused = expectErrorBody(running, "POST /api/account/delete-data", 409);
    expect(refused).toMatchObject({ code: "PAID_PLAN_RUNNING", planName: "Premium Plan" });
    expectContract(
      deleteDataResponseSchema,
      await send("POST", "/api/account/delete-data", student.cookie, {
        confirm: "DELETE",
        paidPlanAcknowledged: true,
      }),
      "POST /api/account/delete-data",
    );
    expectContract(
      logoutResponseSchema,
      await send("POST", "/api/auth/logout", student.cookie),
      "POST /api/auth/logout",
    );
  });
});

describe("routes and their declared contracts", () => {
  /** Folders whose routes answer JSON declared by a response contract. */
  const FEATURES = [
    "account",
    "admin",
    "billing",
    "subscription",
    "tracking",
    "textbook",
    "problems",
    "location",
    "plan-features",
    "tutor",
    "images",
  ];
  /** Routes that answer no JSON of their own: a file download typed by its schema, or redirects. */
  const WITHOUT_DECLARED_REPLY = new Set(["GET /api/account/export"]);

  it("declares the reply of every JSON route with answers(schema)", () => {
    const root = import.meta.dirname;
    const undeclared: string[] = [];
    let seen = 0;
    for (const feature of FEATURES) {
      for (const name of readdirSync(join(root, feature))) {
        if (!name.endsWith(".routes.ts")) continue;
        const source = readFileSync(join(root, feature, name), "utf8");
        for (const match of source.matchAll(
          /\b\w+\.(get|post|delete)\(\s*"(\/api\/[^"]*)",\s*([a-zA-Z]+)/g,
        )) {
          seen++;
          const route = `${match[1].toUpperCase()} ${match[2]}`;
          if (match[3] !== "answers" && !WITHOUT_DECLARED_REPLY.has(route)) undeclared.push(route);
        }
      }
    }
    expect(seen).toBeGreaterThan(30);
    expect(undeclared).toEqual([]);
  });
});
