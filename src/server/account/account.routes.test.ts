import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  DATABASE_KINDS,
  giveSessions,
  jsonHeaders,
  signUp,
  type TestApp,
} from "../../../test/app-harness";
import { accountExportSchema } from "../../contracts/account";
import {
  adminActions,
  apiUsage,
  billingEvents,
  learnerMemory,
  rateLimit,
  session,
  subscriptions,
  tutorMessages,
  tutorSessions,
} from "../db/schema";

/** Gives a student one conversation of two messages, a learner memory and two usage records. */
async function storeStudentData(harness: TestApp, userId: string, problem: string) {
  const { db } = harness.database;
  const [conversation] = await db
    .insert(tutorSessions)
    .values({ userId, mode: "solve", level: "high-school", userMessageCount: 1 })
    .returning();
  await db.insert(tutorMessages).values([
    { sessionId: conversation.id, role: "user", content: problem },
    {
      sessionId: conversation.id,
      role: "assistant",
      content: "v = 19.8 m/s",
      verification: { status: "verified" },
    },
  ]);
  await db.insert(learnerMemory).values({ userId, userLevel: "high-school", topicsMastered: ["kinematics"] });
  await db.insert(apiUsage).values([
    { userId, endpoint: "/api/tutor/solve", model: "engine", latencyMs: 12 },
    { userId, endpoint: "/api/tutor/concept", model: "engine", latencyMs: 9 },
  ]);
  return conversation.id;
}

async function rowsOf(harness: TestApp, userId: string) {
  const { db } = harness.database;
  const conversations = await db.select().from(tutorSessions).where(eq(tutorSessions.userId, userId));
  const messages = await db.select().from(tutorMessages);
  const memory = await db.select().from(learnerMemory).where(eq(learnerMemory.userId, userId));
  const usage = await db.select().from(apiUsage).where(eq(apiUsage.userId, userId));
  const conversationIds = new Set(conversations.map((conversation) => conversation.id));
  return {
    conversations: conversations.length,
    messages: messages.filter((message) => conversationIds.has(message.sessionId)).length,
    memory: memory.length,
    usage: usage.length,
  };
}

describe.each(DATABASE_KINDS)("a student's own data on %s", (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ database: kind });
  });
  afterAll(async () => {
    await harness.close();
  });

  async function student(name: string) {
    const { cookie, email } = await signUp(harness.app, { name });
    const userId = await giveSessions(harness, cookie, 5);
    return { cookie, email, userId };
  }

  function deleteData(cookie: string, payload: unknown) {
    return harness.app.inject({
      method: "POST",
      url: "/api/account/delete-data",
      headers: jsonHeaders(cookie),
      payload: JSON.stringify(payload),
    });
  }

  it("exports the student's account, plan, conversations with messages, memory and usage, and nobody else's", async () => {
    const ada = await student("Ada Export");
    const other = await student("Otto Other");
    const conversationId = await storeStudentData(harness, ada.userId, "A ball is dropped from 20 m.");
    await storeStudentData(harness, other.userId, "A secret problem of someone else");

    const response = await harness.app.inject({
      url: "/api/account/export",
      headers: { cookie: ada.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="vector-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = accountExportSchema.parse(response.json());
    expect(data.account).toMatchObject({ id: ada.userId, email: ada.email, name: "Ada Export" });
    expect(data.subscription).toMatchObject({ planName: "Free Trial", currentMonthSessions: 1 });
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ id: conversationId, mode: "solve" });
    expect(data.conversations[0].messages.map((message) => [message.role, message.content])).toEqual([
      ["user", "A ball is dropped from 20 m."],
      ["assistant", "v = 19.8 m/s"],
    ]);
    expect(data.learnerMemory).toMatchObject({ userLevel: "high-school", topicsMastered: ["kinematics"] });
    expect(data.usage.map((record) => record.endpoint).sort()).toEqual([
      "/api/tutor/concept",
      "/api/tutor/solve",
    ]);
    expect(data.billingEvents).toEqual([]);
    expect(data.supportActions).toEqual([]);
    // Where and with what the student signed in, never the session's secret token.
    const [signIn] = await harness.database.db.select().from(session).where(eq(session.userId, ada.userId));
    expect(data.signInSessions).toEqual([
      {
        createdAt: signIn.createdAt.toISOString(),
        lastRenewedAt: signIn.updatedAt.toISOString(),
        expiresAt: signIn.expiresAt.toISOString(),
        ipAddress: signIn.ipAddress,
        userAgent: signIn.userAgent,
      },
    ]);
    expect(signIn.ipAddress).toEqual(expect.any(String));
    expect(response.body).not.toContain(signIn.token);
    expect(response.body).not.toContain("someone else");
    expect(response.body).not.toContain(other.email);
  });

  it("lists the payment notices and support actions about the student, without raw notices or staff names", async () => {
    const pia = await student("Pia Paying");
    const { db } = harness.database;
    await db.insert(billingEvents).values({
      eventName: "subscription_created",
      lemonsqueezySubscriptionId: "777",
      userId: pia.userId,
      customerEmail: pia.email,
      planName: "Base Plan",
      outcome: "applied",
      payload: { data: { attributes: { card_last_four: "4242", store_id: 99 } } },
    });
    await db.insert(adminActions).values({
      adminEmail: "support-person@example.com",
      action: "link-subscription",
      details: `Linked Base Plan to ${pia.email}`,
      targetUserId: pia.userId,
    });
    const response = await harness.app.inject({
      url: "/api/account/export",
      headers: { cookie: pia.cookie },
    });
    const data = accountExportSchema.parse(response.json());
    expect(data.billingEvents).toEqual([
      expect.objectContaining({
        eventName: "subscription_created",
        planName: "Base Plan",
        lemonsqueezySubscriptionId: "777",
      }),
    ]);
    expect(data.supportActions).toEqual([
      expect.objectContaining({ action: "link-subscription", details: `Linked Base Plan to ${pia.email}` }),
    ]);
    expect(response.body).not.toContain("store_id");
    expect(response.body).not.toContain("support-person@example.com");
  });

  it("asks a signed-out visitor to sign in", async () => {
    expect((await harness.app.inject({ url: "/api/account/export" })).statusCode).toBe(401);
    const deletion = await harness.app.inject({
      method: "POST",
      url: "/api/account/delete-data",
      headers: { origin: "http://localhost:5000", "content-type": "application/json" },
      payload: JSON.stringify({ confirm: "DELETE" }),
    });
    expect(deletion.statusCode).toBe(401);
  });

  it("deletes nothing without the confirmation word", async () => {
    const bea = await student("Bea Unsure");
    await storeStudentData(harness, bea.userId, "Unconfirmed");
    for (const payload of [{}, { confirm: "delete" }, { confirm: "DELETE", extra: true }]) {
      const response = await deleteData(bea.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
    expect(await rowsOf(harness, bea.userId)).toEqual({ conversations: 1, messages: 2, memory: 1, usage: 2 });
  });

  it("deletes the student's conversations, messages, memory and usage, keeps the plan and the other student's data", async () => {
    const cleo = await student("Cleo Clean");
    const other = await student("Otto Kept");
    await storeStudentData(harness, cleo.userId, "To be deleted");
    await storeStudentData(harness, other.userId, "To be kept");

    // Counters that name Cleo by id or email, and some that name someone else.
    const { db } = harness.database;
    const counterKeys = [
      `vector:analyze-image-day:${cleo.userId}`,
      `vector:sign-in-failures-address:${cleo.email}:10.0.0.0/24`,
      `vector:mail-to:${cleo.email}`,
      `vector:analyze-image-day:${other.userId}`,
      `vector:mail-to:x${cleo.email}`,
    ];
    await db
      .insert(rateLimit)
      .values(counterKeys.map((key) => ({ id: key, key, count: 1, lastRequest: Date.now() })));
    const namesCleo = (key: string) =>
      `${key}:`.includes(`:${cleo.userId}:`) || `${key}:`.includes(`:${cleo.email}:`);
    const cleosCounters = (await db.select().from(rateLimit)).filter((row) => namesCleo(row.key)).length;
    expect(cleosCounters).toBeGreaterThanOrEqual(3);
    const signedInFrom = await db.select().from(session).where(eq(session.userId, cleo.userId));
    expect(signedInFrom[0]).toMatchObject({ ipAddress: expect.any(String), userAgent: expect.any(String) });

    const response = await deleteData(cleo.cookie, { confirm: "DELETE" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deleted: {
        conversations: 1,
        messages: 2,
        learnerMemory: 1,
        usageRecords: 2,
        supportRequests: 0,
        rateLimitCounters: cleosCounters,
      },
      message:
        "Your conversations, learner memory, usage records and Priority Support requests are deleted, and where you signed in from is forgotten.",
    });
    expect((await db.select().from(rateLimit)).map((row) => row.key)).toEqual(
      expect.arrayContaining(counterKeys.slice(3)),
    );
    expect((await db.select().from(rateLimit)).map((row) => row.key)).not.toEqual(
      expect.arrayContaining([counterKeys[0]]),
    );
    expect(
      (await db.select().from(rateLimit)).filter((row) => counterKeys.slice(0, 3).includes(row.key)),
    ).toEqual([]);
    // Still signed in, but where from and with which browser is forgotten.
    expect(await db.select().from(session).where(eq(session.userId, cleo.userId))).toEqual([
      expect.objectContaining({ ipAddress: null, userAgent: null }),
    ]);
    expect(
      (await harness.app.inject({ url: "/api/auth/user", headers: { cookie: cleo.cookie } })).statusCode,
    ).toBe(200);
    expect(await rowsOf(harness, cleo.userId)).toEqual({
      conversations: 0,
      messages: 0,
      memory: 0,
      usage: 0,
    });
    expect(await rowsOf(harness, other.userId)).toEqual({
      conversations: 1,
      messages: 2,
      memory: 1,
      usage: 2,
    });
    // The trial and its count stay: deleting data is not a way to a fresh allowance.
    const [plan] = await harness.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, cleo.userId));
    expect(plan).toMatchObject({ planName: "Free Trial", currentMonthSessions: 1 });

    const again = await deleteData(cleo.cookie, { confirm: "DELETE" });
    expect(again.json().deleted).toEqual({
      conversations: 0,
      messages: 0,
      learnerMemory: 0,
      usageRecords: 0,
      supportRequests: 0,
      rateLimitCounters: 0,
    });
  });

  it("names a running paid plan first and deletes only once the student acknowledges it keeps running", async () => {
    const dan = await student("Dan Paying");
    await harness.database.db
      .update(subscriptions)
      .set({
        planName: "Premium Plan",
        status: "active",
        monthlySessionLimit: 200,
        lemonsqueezySubscriptionId: "4242",
      })
      .where(eq(subscriptions.userId, dan.userId));
    await storeStudentData(harness, dan.userId, "Paid conversation");

    const refused = await deleteData(dan.cookie, { confirm: "DELETE" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "PAID_PLAN_RUNNING", planName: "Premium Plan" });
    expect(refused.json().message).toContain("Premium Plan");
    expect(await rowsOf(harness, dan.userId)).toEqual({ conversations: 1, messages: 2, memory: 1, usage: 2 });

    const accepted = await deleteData(dan.cookie, { confirm: "DELETE", paidPlanAcknowledged: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(
      "Your conversations, learner memory, usage records and Priority Support requests are deleted, and where you signed in from is forgotten. Your Premium Plan is unchanged; cancel it in the billing portal if you no longer want it.",
    );
    expect(await rowsOf(harness, dan.userId)).toEqual({ conversations: 0, messages: 0, memory: 0, usage: 0 });
    const [plan] = await harness.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, dan.userId));
    expect(plan).toMatchObject({
      planName: "Premium Plan",
      status: "active",
      lemonsqueezySubscriptionId: "4242",
    });
  });

  it("does not ask about a paid plan that is already cancelled", async () => {
    const eve = await student("Eve Leaving");
    await harness.database.db
      .update(subscriptions)
      .set({ planName: "Base Plan", status: "cancelled", monthlySessionLimit: 100 })
      .where(eq(subscriptions.userId, eve.userId));
    const response = await deleteData(eve.cookie, { confirm: "DELETE" });
    expect(response.statusCode).toBe(200);
  });
});
