import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  DATABASE_KINDS,
  giveSessions,
  jsonHeaders,
  signUp,
  type TestApp,
} from "../../../test/app-harness";
import { deleteAccountResponseSchema } from "../../contracts/account";
import {
  account,
  adminActions,
  apiUsage,
  billingEvents,
  learnerMemory,
  rateLimit,
  session,
  subscriptions,
  tutorMessages,
  tutorSessions,
  user,
  verification,
} from "../db/schema";
import { DELETED_ACCOUNT_MARKER } from "./delete-account";

describe.each(DATABASE_KINDS)("a student deleting their account on %s", (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ database: kind });
  });
  afterAll(async () => {
    await harness.close();
  });

  /** A signed-in student on the free trial, with a conversation, a memory and a usage record. */
  async function student(name: string) {
    const { cookie, email } = await signUp(harness.app, { name });
    const userId = await giveSessions(harness, cookie, 5);
    const { db } = harness.database;
    const [conversation] = await db
      .insert(tutorSessions)
      .values({ userId, mode: "solve", level: "high-school", userMessageCount: 1 })
      .returning();
    await db
      .insert(tutorMessages)
      .values({ sessionId: conversation.id, role: "user", content: `${name}'s problem` });
    await db.insert(learnerMemory).values({ userId, userLevel: "high-school" });
    await db.insert(apiUsage).values({ userId, endpoint: "/api/tutor/solve", model: "engine", latencyMs: 5 });
    await db.insert(rateLimit).values({
      id: `vector:mail-to:${email}`,
      key: `vector:mail-to:${email}`,
      count: 1,
      lastRequest: Date.now(),
    });
    await db.insert(verification).values({
      id: `reset-${userId}`,
      identifier: `reset-password:token-of-${userId}`,
      value: userId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    return { cookie, email, userId };
  }

  /** Every row that names the student, counted by table. */
  async function rowsNaming(userId: string, email: string) {
    const { db } = harness.database;
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      user: await count(db.select().from(user).where(eq(user.id, userId))),
      sessions: await count(db.select().from(session).where(eq(session.userId, userId))),
      accounts: await count(db.select().from(account).where(eq(account.userId, userId))),
      subscriptions: await count(db.select().from(subscriptions).where(eq(subscriptions.userId, userId))),
      conversations: await count(db.select().from(tutorSessions).where(eq(tutorSessions.userId, userId))),
      memory: await count(db.select().from(learnerMemory).where(eq(learnerMemory.userId, userId))),
      usage: await count(db.select().from(apiUsage).where(eq(apiUsage.userId, userId))),
      verifications: await count(db.select().from(verification).where(eq(verification.value, userId))),
      rateLimits: await count(
        db
          .select()
          .from(rateLimit)
          .where(eq(rateLimit.key, `vector:mail-to:${email}`)),
      ),
    };
  }
  const EVERYTHING = {
    user: 1,
    sessions: 1,
    accounts: 1,
    subscriptions: 1,
    conversations: 1,
    memory: 1,
    usage: 1,
    verifications: 1,
    rateLimits: 1,
  };
  const NOTHING = Object.fromEntries(Object.keys(EVERYTHING).map((table) => [table, 0]));

  function deleteAccount(cookie: string, payload: unknown) {
    return harness.app.inject({
      method: "POST",
      url: "/api/account/delete-account",
      headers: jsonHeaders(cookie),
      payload: JSON.stringify(payload),
    });
  }
  const signedInAs = async (cookie: string) =>
    (await harness.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode;

  it("deletes the account, its sign-ins everywhere and every row that names it, and clears the cookie", async () => {
    const ada = await student("Ada Leaving");
    const otto = await student("Otto Staying");
    // A second device, signed in too.
    const other = await harness.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "http://localhost:5000", "content-type": "application/json" },
      payload: { email: ada.email, password: "correct-horse-1" },
    });
    const otherDevice = String(other.headers["set-cookie"]).split(";")[0];
    await harness.database.db.insert(adminActions).values({
      adminEmail: "support@example.com",
      action: "adjust-sessions",
      details: `Added 3 sessions to ${ada.email}`,
      targetUserId: ada.userId,
    });

    const response = await deleteAccount(ada.cookie, { confirmEmail: ` ${ada.email.toUpperCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(deleteAccountResponseSchema.parse(response.json())).toEqual({
      deleted: {
        conversations: 1,
        messages: 1,
        learnerMemory: 1,
        usageRecords: 1,
        supportRequests: 0,
        // The mail counter, and any the sign-ins above kept by her address.
        rateLimitCounters: expect.any(Number),
        signInSessions: 2,
      },
      billingRecordsKept: 0,
      message: "Your account and everything in it are deleted, and you are signed out everywhere.",
    });
    expect(response.json().deleted.rateLimitCounters).toBeGreaterThanOrEqual(1);
    const setCookies = [response.headers["set-cookie"]].flat().map(String);
    expect(setCookies).toContainEqual(
      expect.stringMatching(/^better-auth\.session_token=; Max-Age=0; Path=\/; HttpOnly/),
    );

    expect(await rowsNaming(ada.userId, ada.email)).toEqual(NOTHING);
    expect(await rowsNaming(otto.userId, otto.email)).toEqual(EVERYTHING);
    expect(await signedInAs(ada.cookie)).toBe(401);
    expect(await signedInAs(otherDevice)).toBe(401);
    expect(await signedInAs(otto.cookie)).toBe(200);

    // Support's record of what it did is kept; one more row says the account was deleted.
    const audit = await harness.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetUserId, ada.userId));
    expect(audit.map((row) => row.action).sort()).toEqual(["account-deleted", "adjust-sessions"]);
    const deletion = audit.find((row) => row.action === "account-deleted");
    expect(deletion?.details).not.toContain(ada.email);

    // The address is free again: the same person can start over with a new account.
    const again = await signUp(harness.app, { email: ada.email, name: "Ada Again" });
    const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie: again.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: ada.email, name: "Ada Again" });
    expect(me.json().id).not.toBe(ada.userId);
  });

  it("keeps the payment notices for the books with the name and email replaced, and nobody else's changed", async () => {
    const pia = await student("Pia Paid");
    const otto = await student("Otto Paying");
    const { db } = harness.database;
    const notice = (email: string, userId: string | null, name: string) => ({
      eventName: "subscription_payment_success",
      lemonsqueezySubscriptionId: `sub-${name}`,
      userId,
      customerEmail: email,
      planName: "Base Plan",
      outcome: userId ? "recorded" : "unmatched",
      payload: {
        meta: { event_name: "subscription_payment_success" },
        data: {
          type: "subscription-invoices",
          id: "91",
          attributes: { user_email: email, user_name: name, total: 999, currency: "USD", customer_id: 55 },
        },
      },
    });
    const inserted = await db
      .insert(billingEvents)
      .values([
        notice(pia.email, pia.userId, "Pia Paid"),
        // Paid from her address before it was matched to her account.
        notice(pia.email.toUpperCase(), null, "Pia Paid"),
        notice(otto.email, otto.userId, "Otto Paying"),
      ])
      .returning({ id: billingEvents.id });

    const response = await deleteAccount(pia.cookie, { confirmEmail: pia.email });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().billingRecordsKept).toBe(2);

    const rows = await db
      .select()
      .from(billingEvents)
      .where(
        inArray(
          billingEvents.id,
          inserted.map((row) => row.id),
        ),
      )
      .orderBy(billingEvents.id);
    for (const kept of rows.slice(0, 2)) {
      expect(kept).toMatchObject({
        userId: null,
        customerEmail: DELETED_ACCOUNT_MARKER,
        lemonsqueezySubscriptionId: "sub-Pia Paid",
        planName: "Base Plan",
      });
      expect(kept.payload).toMatchObject({
        data: {
          attributes: {
            user_email: DELETED_ACCOUNT_MARKER,
            user_name: DELETED_ACCOUNT_MARKER,
            total: 999,
            customer_id: 55,
          },
        },
      });
      expect(JSON.stringify(kept).toLowerCase()).not.toContain(pia.email.toLowerCase());
    }
    expect(rows[2]).toMatchObject({ userId: otto.userId, customerEmail: otto.email });
    expect(rows[2].payload).toMatchObject({
      data: { attributes: { user_email: otto.email, user_name: "Otto Paying" } },
    });
  });

  it("changes nothing without the account's own email address, and says which field is wrong", async () => {
    const bea = await student("Bea Unsure");
    const otto = await student("Otto Other");
    for (const payload of [
      {},
      { confirmEmail: "" },
      { confirmEmail: otto.email },
      { confirmEmail: 42 },
      { confirm: "DELETE" },
      { confirmEmail: bea.email, extra: true },
    ]) {
      const response = await deleteAccount(bea.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
      expect(response.json().message).toMatch(/^(confirmEmail|body|confirm|extra)\b/);
    }
    expect((await deleteAccount(bea.cookie, { confirmEmail: otto.email })).json().message).toMatch(
      /^confirmEmail: /,
    );
    expect(await rowsNaming(bea.userId, bea.email)).toEqual(EVERYTHING);
    expect(await rowsNaming(otto.userId, otto.email)).toEqual(EVERYTHING);
    expect(await signedInAs(bea.cookie)).toBe(200);
  });

  it("names a running paid plan first and deletes only once the student acknowledges it is not cancelled", async () => {
    const dan = await student("Dan Paying");
    await harness.database.db
      .update(subscriptions)
      .set({
        planName: "Premium Plan",
        status: "active",
        monthlySessionLimit: 200,
        lemonsqueezySubscriptionId: "4343",
      })
      .where(eq(subscriptions.userId, dan.userId));

    const refused = await deleteAccount(dan.cookie, { confirmEmail: dan.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "PAID_PLAN_RUNNING", planName: "Premium Plan" });
    expect(refused.json().message).toContain("Deleting your account does not cancel it");
    expect(await rowsNaming(dan.userId, dan.email)).toEqual(EVERYTHING);
    expect(await signedInAs(dan.cookie)).toBe(200);

    const accepted = await deleteAccount(dan.cookie, { confirmEmail: dan.email, paidPlanAcknowledged: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toContain("Your Premium Plan was not cancelled");
    expect(await rowsNaming(dan.userId, dan.email)).toEqual(NOTHING);
    const [deletion] = await harness.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetUserId, dan.userId));
    expect(deletion.details).toContain("Premium Plan (Lemon Squeezy subscription 4343) was still running");
  });

  it("asks a signed-out visitor to sign in", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/account/delete-account",
      headers: { origin: "http://localhost:5000", "content-type": "application/json" },
      payload: JSON.stringify({ confirmEmail: "someone@example.com" }),
    });
    expect(response.statusCode).toBe(401);
  });
});
