import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  DATABASE_KINDS,
  giveSessions,
  jsonHeaders,
  signUp,
  type TestApp,
  userByEmail,
} from "../../../test/app-harness";
import {
  adminActionsPageSchema,
  adminSubscriptionsResponseSchema,
  adminUserListSchema,
  sessionsChangeResponseSchema,
  testUserChangeResponseSchema,
  userAnalyticsSchema,
  userSubscriptionResponseSchema,
  whitelistResponseSchema,
} from "../../contracts/admin";
import { MANUAL_RESET_REASON } from "../../contracts/admin-limits";
import { adminActions, subscriptions, testUserWhitelist, user } from "../db/schema";

describe.each(DATABASE_KINDS)("the support portal calls on %s", (databaseKind) => {
  let harness: TestApp;
  let admin: { cookie: string; email: string };

  beforeAll(async () => {
    harness = await createTestApp({ database: databaseKind });
    admin = await signUp(harness.app, { email: `support-${databaseKind}@example.com`, name: "Sam Support" });
    await harness.database.db.update(user).set({ role: "admin" }).where(eq(user.email, admin.email));
  });
  afterAll(() => harness.close());

  const get = (url: string) => harness.app.inject({ url, headers: { cookie: admin.cookie } });
  const post = (url: string, payload?: object) =>
    harness.app.inject({ method: "POST", url, headers: jsonHeaders(admin.cookie), payload });
  const remove = (url: string) =>
    harness.app.inject({
      method: "DELETE",
      url,
      headers: { cookie: admin.cookie, origin: "http://localhost:5000" },
    });

  /** A student on the free trial who has used `used` of its 6 sessions. */
  async function studentWithTrial(used: number, name = "Test Student") {
    const student = await signUp(harness.app, { name });
    const userId = await giveSessions(harness, student.cookie, 6 - used);
    return { ...student, userId };
  }

  const status = async (cookie: string) =>
    (await harness.app.inject({ url: "/api/subscription/status", headers: { cookie } })).json();

  /** The newest audit rows about one user. */
  const auditRowsAbout = (userId: string) =>
    harness.database.db.select().from(adminActions).where(eq(adminActions.targetUserId, userId));

  describe("Session Control", () => {
    it("adds sessions to this period's limit, seen in the student's status and the audit log", async () => {
      const student = await studentWithTrial(6);
      const response = await post("/api/admin/adjust-sessions", {
        userId: student.email,
        adjustment: 4,
        reason: "Lost answers during the outage",
      });
      expect(response.statusCode).toBe(200);
      const body = sessionsChangeResponseSchema.parse(response.json());
      expect(body.subscription).toMatchObject({ current_month_sessions: 6, monthly_session_limit: 10 });
      expect((await status(student.cookie)).sessionInfo).toEqual({
        currentSessions: 6,
        sessionLimit: 10,
        planName: "Free Trial",
        hasAvailableSessions: true,
      });
      const [row] = await auditRowsAbout(student.userId);
      expect(row).toMatchObject({ action: "adjust-sessions", adminEmail: admin.email });
      expect(row.details).toContain("Added 4 sessions");
      expect(row.details).toContain("Reason: Lost answers during the outage");
    });

    it("subtracts sessions by user id while enough remain", async () => {
      const student = await studentWithTrial(1);
      const response = await post("/api/admin/adjust-sessions", {
        userId: student.userId,
        adjustment: -3,
        reason: "Duplicate trial",
      });
      expect(response.statusCode).toBe(200);
      expect((await status(student.cookie)).sessionInfo).toMatchObject({
        currentSessions: 1,
        sessionLimit: 3,
      });
    });

    it("refuses a subtraction that would leave fewer than zero sessions, and changes nothing", async () => {
      const student = await studentWithTrial(4);
      const response = await post("/api/admin/adjust-sessions", {
        userId: student.email,
        adjustment: -3,
        reason: "Too many",
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: "WOULD_GO_BELOW_ZERO",
        message: `Cannot subtract 3 sessions: ${student.email} has only 2 sessions remaining this billing period`,
      });
      expect((await status(student.cookie)).sessionInfo).toMatchObject({
        currentSessions: 4,
        sessionLimit: 6,
      });
      expect(await auditRowsAbout(student.userId)).toEqual([]);
    });

    it("lets 20 concurrent adjustments on one user end in the exact sum", async () => {
      const student = await studentWithTrial(0);
      const adjustments = Array.from({ length: 20 }, (_, index) => (index % 4 === 3 ? -1 : index + 1));
      const responses = await Promise.all(
        adjustments.map((adjustment, index) =>
          post("/api/admin/adjust-sessions", {
            userId: student.userId,
            adjustment,
            reason: `Batch ${index}`,
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(adjustments.map(() => 200));
      const sum = adjustments.reduce((total, value) => total + value, 0);
      expect((await status(student.cookie)).sessionInfo.sessionLimit).toBe(6 + sum);
      expect(await auditRowsAbout(student.userId)).toHaveLength(20);
    });

    it("answers 404 for an unknown user and 409 for a user without a subscription", async () => {
      const unknown = await post("/api/admin/adjust-sessions", {
        userId: "nobody@example.com",
        adjustment: 1,
        reason: "x",
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No user with the id or email "nobody@example.com"');
      const newcomer = await signUp(harness.app);
      const none = await post("/api/admin/adjust-sessions", {
        userId: newcomer.email,
        adjustment: 1,
        reason: "x",
      });
      expect(none.statusCode).toBe(409);
      expect(none.json().code).toBe("NO_SUBSCRIPTION");
    });
  });

  describe("Credits & Refunds and the billing-cycle reset", () => {
    it("gives used sessions back, seen in the status and the audit log", async () => {
      const student = await studentWithTrial(5);
      const response = await post("/api/admin/apply-credit", {
        userId: student.email,
        sessions: 5,
        reason: "Tutor replies failed",
      });
      expect(response.statusCode).toBe(200);
      expect(sessionsChangeResponseSchema.parse(response.json()).subscription.current_month_sessions).toBe(0);
      expect((await status(student.cookie)).sessionInfo).toMatchObject({
        currentSessions: 0,
        sessionLimit: 6,
      });
      const [row] = await auditRowsAbout(student.userId);
      expect(row.action).toBe("apply-credit");
      expect(row.details).toContain("Credited 5 sessions back");
      expect(row.details).toContain("Reason: Tutor replies failed");
    });

    it("refuses a credit larger than the sessions used, and changes nothing", async () => {
      const student = await studentWithTrial(2);
      const response = await post("/api/admin/apply-credit", {
        userId: student.email,
        sessions: 3,
        reason: "x",
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `Cannot credit 3 sessions: ${student.email} has used only 2 sessions this billing period`,
      );
      expect((await status(student.cookie)).sessionInfo.currentSessions).toBe(2);
      expect(await auditRowsAbout(student.userId)).toEqual([]);
    });

    it("resets the used count and the period's adjustments with the fixed reason", async () => {
      const student = await studentWithTrial(6);
      await post("/api/admin/adjust-sessions", { userId: student.email, adjustment: 2, reason: "Goodwill" });
      const response = await post("/api/admin/reset-sessions", {
        userId: student.userId,
        reason: MANUAL_RESET_REASON,
      });
      expect(response.statusCode).toBe(200);
      expect((await status(student.cookie)).sessionInfo).toMatchObject({
        currentSessions: 0,
        sessionLimit: 6,
      });
      const rows = await auditRowsAbout(student.userId);
      const reset = rows.find((row) => row.action === "reset-sessions");
      expect(reset?.details).toBe(
        `Reset for a new billing cycle: 6 of 8 used became 0 of 6. Reason: ${MANUAL_RESET_REASON}`,
      );
    });
  });

  describe("bad input", () => {
    const cases: { url: string; payload: object; message: string }[] = [
      {
        url: "/api/admin/adjust-sessions",
        payload: { adjustment: 1, reason: "r" },
        message: "userId: userId is required",
      },
      {
        url: "/api/admin/adjust-sessions",
        payload: { userId: "", adjustment: 1, reason: "r" },
        message: "userId: userId is required",
      },
      {
        url: "/api/admin/adjust-sessions",
        payload: { userId: "u", adjustment: 0, reason: "r" },
        message: "adjustment: adjustment must not be zero",
      },
      {
        url: "/api/admin/adjust-sessions",
        payload: { userId: "u", adjustment: 1.5, reason: "r" },
        message: "adjustment: adjustment must be a whole number",
      },
      {
        url: "/api/admin/adjust-sessions",
        payload: { userId: "u", adjustment: "5", reason: "r" },
        message: "adjustment: adjustment must be a whole number",
      },
      {
        url: "/api/admin/adjust-sessions",
        payload: { userId: "u", adjustment: 100000, reason: "r" },
        message: "adjustment: adjustment must be between -10000 and 10000",
      },
      {
        url: "/api/admin/adjust-sessions",
        payload: { userId: "u", adjustment: 1, reason: "   " },
        message: "reason: reason is required",
      },
      {
        url: "/api/admin/apply-credit",
        payload: { userId: "u", sessions: 0, reason: "r" },
        message: "sessions: sessions must be at least 1",
      },
      {
        url: "/api/admin/apply-credit",
        payload: { userId: "u", sessions: 2 },
        message: "reason: reason is required",
      },
      { url: "/api/admin/reset-sessions", payload: { userId: "u" }, message: "reason: reason is required" },
      {
        url: "/api/admin/test-user-mode",
        payload: { enabled: "yes" },
        message: "enabled: enabled must be true or false",
      },
      {
        url: "/api/admin/test-user-whitelist",
        payload: { email: "not-an-email", reason: "r" },
        message: "email: email must be an email address",
      },
      {
        url: "/api/admin/test-user-whitelist",
        payload: { email: "a@example.com" },
        message: "reason: reason is required",
      },
      {
        url: "/api/admin/test-user-whitelist",
        payload: { email: "a@example.com", reason: "r", expiresAt: "tomorrow" },
        message: "expiresAt: expiresAt must be an ISO date and time",
      },
      { url: "/api/admin/grant-test-user/some-id", payload: {}, message: "reason: reason is required" },
      {
        url: "/api/admin/revoke-test-user/some-id",
        payload: { reason: "" },
        message: "reason: reason is required",
      },
    ];
    for (const { url, payload, message } of cases) {
      it(`answers 400 "${message}" to POST ${url} ${JSON.stringify(payload)}, changing nothing`, async () => {
        const before = await harness.database.db.select().from(adminActions);
        const response = await post(url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: "VALIDATION_ERROR", message });
        expect(await harness.database.db.select().from(adminActions)).toHaveLength(before.length);
      });
    }

    it("answers 400 to a search of fewer than 3 characters and to a page below 1", async () => {
      const search = await get("/api/admin/users/search?query=ab");
      expect(search.statusCode).toBe(400);
      expect(search.json().message).toBe("query: query must be at least 3 characters");
      const page = await get("/api/admin/actions?page=0");
      expect(page.statusCode).toBe(400);
      expect(page.json().message).toBe("page: page must be at least 1");
    });

    it("leaves the subscription alone after refused input", async () => {
      const student = await studentWithTrial(3);
      await post("/api/admin/adjust-sessions", { userId: student.email, adjustment: 0, reason: "r" });
      await post("/api/admin/apply-credit", { userId: student.email, sessions: -2, reason: "r" });
      const [row] = await harness.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, student.userId));
      expect(row).toMatchObject({ currentMonthSessions: 3, monthlySessionLimit: 6 });
    });
  });

  describe("users, subscriptions and analytics", () => {
    it("finds a student by three letters of the name, of the email or the start of the id", async () => {
      const student = await studentWithTrial(1, `Quintessa Brightwater ${databaseKind}`);
      const byName = await get("/api/admin/users/search?query=qUi");
      expect(byName.statusCode).toBe(200);
      expect(adminUserListSchema.parse(byName.json()).map((found) => found.email)).toContain(student.email);
      const byEmail = await get(`/api/admin/users/search?query=${encodeURIComponent(student.email)}`);
      expect(byEmail.json()[0]).toMatchObject({
        email: student.email,
        subscription: { planName: "Free Trial" },
      });
      const byId = await get(`/api/admin/users/search?query=${student.userId.slice(0, 6)}`);
      expect(byId.json().map((found: { id: string }) => found.id)).toContain(student.userId);
      const wildcard = await get("/api/admin/users/search?query=%25%25%25");
      expect(wildcard.json()).toEqual([]);
    });

    it("lists users and subscriptions with totals by status", async () => {
      const student = await studentWithTrial(2);
      await harness.database.db
        .update(subscriptions)
        .set({ status: "cancelled" })
        .where(eq(subscriptions.userId, student.userId));
      const users = adminUserListSchema.parse((await get("/api/admin/users")).json());
      expect(users.find((found) => found.id === student.userId)).toMatchObject({
        email: student.email,
        isTestUser: false,
        testUserExpiresAt: null,
        subscription: { planName: "Free Trial" },
      });
      const list = adminSubscriptionsResponseSchema.parse((await get("/api/admin/subscriptions")).json());
      const counted = await harness.database.db.select().from(subscriptions);
      expect(list.totals).toEqual({
        total: counted.length,
        active: counted.filter((row) => row.status === "active").length,
        cancelled: counted.filter((row) => row.status === "cancelled").length,
      });
      expect(list.totals.cancelled).toBeGreaterThanOrEqual(1);
      expect(list.subscriptions.find((row) => row.user_id === student.userId)).toMatchObject({
        user_email: student.email,
        user_name: "Test Student",
        plan_name: "Free Trial",
        status: "cancelled",
        current_month_sessions: 2,
        monthly_session_limit: 6,
        lemonsqueezy_subscription_id: null,
      });
    });

    it("reads one user's subscription and analytics by id or email", async () => {
      const student = await studentWithTrial(3);
      const subscription = userSubscriptionResponseSchema.parse(
        (await get(`/api/admin/user-subscription?userId=${encodeURIComponent(student.email)}`)).json(),
      );
      expect(subscription.subscription).toMatchObject({
        current_month_sessions: 3,
        monthly_session_limit: 6,
      });
      const analytics = userAnalyticsSchema.parse(
        (await get(`/api/admin/user-analytics?userId=${student.userId}`)).json(),
      );
      expect(analytics).toEqual({
        totalApiCalls: 0,
        totalCost: 0,
        completedSessions: 0,
        studyTime: 0,
        successRate: null,
      });
      const newcomer = await signUp(harness.app);
      const none = await get(`/api/admin/user-subscription?userId=${encodeURIComponent(newcomer.email)}`);
      expect(none.json().subscription).toBeNull();
      expect((await get("/api/admin/user-analytics?userId=nobody")).statusCode).toBe(404);
    });
  });

  describe("the Test User System", () => {
    it("turns test-user mode on and off, each change in the audit log", async () => {
      expect((await post("/api/admin/test-user-mode", { enabled: true })).json()).toEqual({ enabled: true });
      expect((await get("/api/admin/test-user-mode")).json()).toEqual({ enabled: true });
      expect((await post("/api/admin/test-user-mode", { enabled: false })).json()).toEqual({
        enabled: false,
      });
      expect((await get("/api/admin/test-user-mode")).json()).toEqual({ enabled: false });
      const log = adminActionsPageSchema.parse((await get("/api/admin/actions?pageSize=2")).json());
      expect(log.actions.map((entry) => entry.details)).toEqual([
        "Test user mode turned off",
        "Test user mode turned on",
      ]);
    });

    it("gives a whitelisted email 100 test sessions only while the mode is on and the email is verified, and takes them away on removal", async () => {
      const student = await studentWithTrial(6);
      const added = await post("/api/admin/test-user-whitelist", {
        email: `  ${student.email.toUpperCase()} `,
        reason: "Beta tester",
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        email: student.email,
        reason: "Beta tester",
        expiresAt: null,
        account: "unverified",
      });
      expect((await status(student.cookie)).testAccess).toBeNull();

      await post("/api/admin/test-user-mode", { enabled: true });
      // Whoever signed up first with the address has not shown they own it: no test access yet.
      expect((await status(student.cookie)).testAccess).toBeNull();
      await harness.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, student.userId));
      const verified = whitelistResponseSchema.parse((await get("/api/admin/test-user-whitelist")).json());
      expect(verified.find((entry) => entry.email === student.email)?.account).toBe("verified");
      const withAccess = await status(student.cookie);
      expect(withAccess.testAccess).toEqual({ sessionsUsed: 0, sessionLimit: 100, expiresAt: null });
      expect(withAccess.sessionInfo).toMatchObject({ planName: "Test User", sessionLimit: 100 });

      const again = await post("/api/admin/test-user-whitelist", { email: student.email, reason: "Twice" });
      expect(again.statusCode).toBe(409);
      const list = whitelistResponseSchema.parse((await get("/api/admin/test-user-whitelist")).json());
      expect(list.filter((entry) => entry.email === student.email)).toHaveLength(1);

      const removed = await remove(`/api/admin/test-user-whitelist/${encodeURIComponent(student.email)}`);
      expect(removed.statusCode).toBe(200);
      expect((await status(student.cookie)).testAccess).toBeNull();
      const missing = await remove(`/api/admin/test-user-whitelist/${encodeURIComponent(student.email)}`);
      expect(missing.statusCode).toBe(404);
      expect((await auditRowsAbout(student.userId)).map((row) => row.action).sort()).toEqual([
        "test-user-whitelist-add",
        "test-user-whitelist-remove",
      ]);
      await post("/api/admin/test-user-mode", { enabled: false });
    });

    it("says when a whitelisted address has no account yet", async () => {
      const added = await post("/api/admin/test-user-whitelist", {
        email: "future-tester@example.org",
        reason: "Joins next week",
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ email: "future-tester@example.org", account: "none" });
      const list = whitelistResponseSchema.parse((await get("/api/admin/test-user-whitelist")).json());
      expect(list.find((entry) => entry.email === "future-tester@example.org")?.account).toBe("none");
      await remove(`/api/admin/test-user-whitelist/${encodeURIComponent("future-tester@example.org")}`);
    });

    it("grants and revokes test access, the revoke also clearing the whitelist entry", async () => {
      await post("/api/admin/test-user-mode", { enabled: true });
      const student = await studentWithTrial(6);
      const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
      const granted = await post(`/api/admin/grant-test-user/${student.userId}`, {
        reason: "Pilot class",
        expiresAt,
      });
      expect(granted.statusCode).toBe(200);
      expect(testUserChangeResponseSchema.parse(granted.json()).user).toMatchObject({
        isTestUser: true,
        testUserExpiresAt: expiresAt,
      });
      expect((await status(student.cookie)).testAccess).toEqual({
        sessionsUsed: 0,
        sessionLimit: 100,
        expiresAt,
      });

      await post("/api/admin/test-user-whitelist", { email: student.email, reason: "Pilot class" });
      const revoked = await post(`/api/admin/revoke-test-user/${student.userId}`, { reason: "Pilot over" });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().user).toMatchObject({ isTestUser: false, testUserExpiresAt: null });
      expect((await status(student.cookie)).testAccess).toBeNull();
      expect(
        await harness.database.db
          .select()
          .from(testUserWhitelist)
          .where(eq(testUserWhitelist.email, student.email)),
      ).toEqual([]);
      const stored = await userByEmail(harness, student.email);
      expect(stored).toMatchObject({ isTestUser: false, testUserExpiresAt: null });
      const [revokeRow] = (await auditRowsAbout(student.userId)).filter(
        (row) => row.action === "revoke-test-user",
      );
      expect(revokeRow.details).toContain("removed the email from the whitelist");
      expect(revokeRow.details).toContain("Reason: Pilot over");
      await post("/api/admin/test-user-mode", { enabled: false });
    });

    it("gives nothing for a grant with an expiry in the past", async () => {
      await post("/api/admin/test-user-mode", { enabled: true });
      const student = await studentWithTrial(6);
      const granted = await post(`/api/admin/grant-test-user/${student.userId}`, {
        reason: "Late paperwork",
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      });
      expect(granted.statusCode).toBe(200);
      const after = await status(student.cookie);
      expect(after.testAccess).toBeNull();
      expect(after.sessionInfo).toMatchObject({ planName: "Free Trial", hasAvailableSessions: false });
      const solve = await harness.app.inject({
        method: "POST",
        url: "/api/tutor/solve",
        headers: jsonHeaders(student.cookie),
        payload: {
          level: "high-school",
          problem: "A ball is dropped from 20 m. How fast is it going at the ground?",
        },
      });
      expect(solve.statusCode).toBe(402);
      await post("/api/admin/test-user-mode", { enabled: false });
    });

    it("answers 404 when granting to an unknown user, writing nothing", async () => {
      const before = await harness.database.db.select().from(adminActions);
      const response = await post("/api/admin/grant-test-user/no-such-user", { reason: "x" });
      expect(response.statusCode).toBe(404);
      expect(await harness.database.db.select().from(adminActions)).toHaveLength(before.length);
    });
  });

  describe("Support Actions", () => {
    it("pages the audit log newest first, naming who acted and on whom", async () => {
      const student = await studentWithTrial(3);
      for (const reason of ["first", "second", "third"]) {
        await post("/api/admin/adjust-sessions", { userId: student.email, adjustment: 1, reason });
      }
      const first = adminActionsPageSchema.parse((await get("/api/admin/actions?page=1&pageSize=2")).json());
      expect(first.page).toBe(1);
      expect(first.pageSize).toBe(2);
      expect(first.actions.map((entry) => entry.details.split("Reason: ")[1])).toEqual(["third", "second"]);
      expect(first.actions[0]).toMatchObject({
        action: "adjust-sessions",
        userEmail: admin.email,
        userId: (await userByEmail(harness, admin.email)).id,
        targetUserId: student.userId,
        targetEmail: student.email,
      });
      const second = adminActionsPageSchema.parse((await get("/api/admin/actions?page=2&pageSize=2")).json());
      expect(second.actions[0].details).toContain("Reason: first");
      expect(second.total).toBe(first.total);
      const stamps = [...first.actions, ...second.actions].map((entry) => Date.parse(entry.timestamp));
      expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    });
  });
});
