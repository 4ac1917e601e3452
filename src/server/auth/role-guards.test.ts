import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestApp, signUp, type TestApp } from "../../../test/app-harness";
import {
  adminActionsPageSchema,
  adminSubscriptionsResponseSchema,
  adminUserListSchema,
  testUserModeResponseSchema,
  userAnalyticsSchema,
  userSubscriptionResponseSchema,
  whitelistResponseSchema,
} from "../../contracts/admin";
import {
  apiUsagePageSchema,
  dailyStatsSchema,
  learnerMemoryDebugSchema,
  threadSchema,
  trackingAnalyticsSchema,
  trackingUserListSchema,
} from "../../contracts/tracking";
import { type Role, testUserWhitelist, user } from "../db/schema";
import { rolesForPath } from "./role-guards";

type Caller = "anonymous" | Role;

/** What an allowed caller gets: the status and a check that the body is the call's real answer. */
interface Answer {
  status: number;
  body: (body: unknown) => void;
}

const ok = (schema: z.ZodType): Answer => ({ status: 200, body: (body) => schema.parse(body) });
const refused = (status: number, message: string): Answer => ({
  status,
  body: (body) =>
    expect(body).toEqual({ message, code: status === 400 ? "VALIDATION_ERROR" : expect.any(String) }),
});

const STUDENT_EMAIL = "user-guard@example.com";
const WHITELISTED_EMAIL = "whitelisted-guard@example.com";

/**
 * Every guarded call with every method it answers, the callers who may use it, and what they get.
 * A call that does not exist answers 404 and fails its row.
 */
const GUARDED_CALLS: {
  method: "GET" | "POST" | "DELETE";
  url: string;
  payload?: object;
  allowed: Caller[];
  answer: Answer;
}[] = [
  { method: "GET", url: "/api/admin/users", allowed: ["admin"], answer: ok(adminUserListSchema) },
  {
    method: "GET",
    url: "/api/admin/subscriptions",
    allowed: ["admin"],
    answer: ok(adminSubscriptionsResponseSchema),
  },
  {
    method: "GET",
    url: "/api/admin/users/search?query=guard",
    allowed: ["admin"],
    answer: {
      status: 200,
      body: (body) =>
        expect(adminUserListSchema.parse(body).map((found) => found.email)).toContain(STUDENT_EMAIL),
    },
  },
  {
    method: "GET",
    url: `/api/admin/user-subscription?userId=${STUDENT_EMAIL}`,
    allowed: ["admin"],
    answer: {
      status: 200,
      body: (body) => expect(userSubscriptionResponseSchema.parse(body).user.email).toBe(STUDENT_EMAIL),
    },
  },
  {
    method: "GET",
    url: `/api/admin/user-analytics?userId=${STUDENT_EMAIL}`,
    allowed: ["admin"],
    answer: ok(userAnalyticsSchema),
  },
  { method: "GET", url: "/api/admin/actions", allowed: ["admin"], answer: ok(adminActionsPageSchema) },
  {
    method: "POST",
    url: "/api/admin/adjust-sessions",
    payload: {},
    allowed: ["admin"],
    answer: refused(400, "userId: userId is required"),
  },
  {
    method: "POST",
    url: "/api/admin/apply-credit",
    payload: { userId: STUDENT_EMAIL, sessions: 0, reason: "r" },
    allowed: ["admin"],
    answer: refused(400, "sessions: sessions must be at least 1"),
  },
  {
    method: "POST",
    url: "/api/admin/reset-sessions",
    payload: { userId: STUDENT_EMAIL },
    allowed: ["admin"],
    answer: refused(400, "reason: reason is required"),
  },
  {
    method: "GET",
    url: "/api/admin/test-user-mode",
    allowed: ["admin"],
    answer: ok(testUserModeResponseSchema),
  },
  {
    method: "POST",
    url: "/api/admin/test-user-mode",
    payload: { enabled: false },
    allowed: ["admin"],
    answer: { status: 200, body: (body) => expect(body).toEqual({ enabled: false }) },
  },
  {
    method: "GET",
    url: "/api/admin/test-user-whitelist",
    allowed: ["admin"],
    answer: {
      status: 200,
      body: (body) =>
        expect(whitelistResponseSchema.parse(body).map((entry) => entry.email)).toContain(WHITELISTED_EMAIL),
    },
  },
  {
    method: "POST",
    url: "/api/admin/test-user-whitelist",
    payload: { reason: "r" },
    allowed: ["admin"],
    answer: refused(400, "email: email is required"),
  },
  {
    method: "DELETE",
    url: `/api/admin/test-user-whitelist/${WHITELISTED_EMAIL}`,
    allowed: ["admin"],
    answer: {
      status: 200,
      body: (body) =>
        expect(body).toEqual({
          success: true,
          message: `${WHITELISTED_EMAIL} was removed from the test user whitelist`,
        }),
    },
  },
  {
    method: "POST",
    url: "/api/admin/grant-test-user/some-user",
    payload: {},
    allowed: ["admin"],
    answer: refused(400, "reason: reason is required"),
  },
  {
    method: "POST",
    url: "/api/admin/revoke-test-user/some-user",
    payload: { reason: " " },
    allowed: ["admin"],
    answer: refused(400, "reason: reason is required"),
  },
  {
    method: "POST",
    url: "/api/admin/link-subscription",
    payload: { userEmail: STUDENT_EMAIL },
    allowed: ["admin"],
    answer: refused(400, "planName: must be Base Plan, Premium Plan or Premium Plus"),
  },
  {
    method: "GET",
    url: "/api/admin/billing-events",
    allowed: ["admin"],
    answer: { status: 200, body: (body) => expect(body).toEqual([]) },
  },
  {
    method: "GET",
    url: "/api/users",
    allowed: ["developer", "admin"],
    answer: {
      status: 200,
      body: (body) =>
        expect(trackingUserListSchema.parse(body).map((found) => found.email)).toContain(STUDENT_EMAIL),
    },
  },
  {
    method: "GET",
    url: "/api/users?search=user-guard",
    allowed: ["developer", "admin"],
    answer: {
      status: 200,
      body: (body) =>
        expect(trackingUserListSchema.parse(body).map((found) => found.email)).toEqual([STUDENT_EMAIL]),
    },
  },
  {
    method: "GET",
    url: "/api/analytics/daily-stats",
    allowed: ["developer", "admin"],
    answer: { status: 200, body: (body) => expect(dailyStatsSchema.parse(body)).toEqual([]) },
  },
  {
    method: "GET",
    url: "/api/analytics/daily-stats?userId=someone&days=7",
    allowed: ["developer", "admin"],
    answer: { status: 200, body: (body) => expect(dailyStatsSchema.parse(body)).toEqual([]) },
  },
  {
    method: "GET",
    url: "/api/analytics/daily-stats?days=0",
    allowed: ["developer", "admin"],
    answer: refused(400, "days: Too small: expected number to be >=1"),
  },
  {
    method: "GET",
    url: "/api/analytics/user/someone",
    allowed: ["developer", "admin"],
    answer: {
      status: 200,
      body: (body) =>
        expect(trackingAnalyticsSchema.parse(body)).toEqual({
          totalCalls: 0,
          totalCost: 0,
          sessions: 0,
          totalMinutes: 0,
          successRate: null,
        }),
    },
  },
  {
    method: "GET",
    url: "/api/analytics/api-usage/someone?page=2",
    allowed: ["developer", "admin"],
    answer: {
      status: 200,
      body: (body) =>
        expect(apiUsagePageSchema.parse(body)).toEqual({ records: [], page: 2, pageSize: 25, total: 0 }),
    },
  },
  {
    method: "GET",
    url: "/api/assistant/memory/debug?userId=someone",
    allowed: ["developer", "admin"],
    answer: {
      status: 200,
      body: (body) =>
        expect(learnerMemoryDebugSchema.parse(body)).toMatchObject({
          confidenceRating: 3,
          topicsMastered: [],
          mastery: [],
        }),
    },
  },
  {
    method: "GET",
    url: "/api/assistant/memory/debug",
    allowed: ["developer", "admin"],
    answer: refused(400, "userId: Invalid input: expected string, received undefined"),
  },
  {
    method: "GET",
    url: "/api/assistant/thread/someone",
    allowed: ["developer", "admin"],
    answer: {
      status: 200,
      body: (body) => expect(threadSchema.parse(body)).toEqual({ userId: "someone", conversations: [] }),
    },
  },
  {
    method: "GET",
    url: "/api/auth/user",
    allowed: ["user", "developer", "admin"],
    answer: {
      status: 200,
      body: (body) => expect(body).toMatchObject({ email: expect.stringMatching(/-guard@example\.com$/) }),
    },
  },
];

const CALLERS: Caller[] = ["anonymous", "user", "developer", "admin"];

describe("role guards", () => {
  let harness: TestApp;
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    harness = await createTestApp();
    for (const role of ["user", "developer", "admin"] as const) {
      const account = await signUp(harness.app, { email: `${role}-guard@example.com` });
      await harness.database.db.update(user).set({ role }).where(eq(user.email, account.email));
      cookies[role] = account.cookie;
    }
    await harness.database.db
      .insert(testUserWhitelist)
      .values({ email: WHITELISTED_EMAIL, reason: "guard test" });
  });
  afterAll(() => harness.close());

  for (const call of GUARDED_CALLS) {
    for (const caller of CALLERS) {
      const allowed = call.allowed.includes(caller);
      const expected = caller === "anonymous" ? 401 : allowed ? call.answer.status : 403;
      it(`${call.method} ${call.url} as ${caller}: ${expected}`, async () => {
        const response = await harness.app.inject({
          method: call.method,
          url: call.url,
          headers: {
            ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
            ...(call.payload ? { "content-type": "application/json" } : {}),
            origin: "http://localhost:5000",
          },
          payload: call.payload,
        });
        expect(response.statusCode).toBe(expected);
        if (caller !== "anonymous" && allowed) {
          call.answer.body(response.json());
        } else {
          expect(response.json()).toEqual({
            message:
              expected === 401 ? "Please sign in to continue" : "You do not have permission to do this",
            code: expected === 401 ? "UNAUTHORIZED" : "FORBIDDEN",
          });
        }
      });
    }
  }

  for (const url of [
    "/api/%61dmin/users",
    "/api/user%73",
    "/api/analytic%73/daily-stats",
    "/api/assistant/memory/%64ebug?userId=x",
    "/api/assistant/%74hread/x",
    "/api/Assistant/Thread/x",
    "/api//admin/users",
    "/api/ADMIN/users",
  ]) {
    it(`guards the encoded or odd spelling ${url}`, async () => {
      const anonymous = await harness.app.inject({ url });
      expect([401, 404]).toContain(anonymous.statusCode);
      const student = await harness.app.inject({ url, headers: { cookie: cookies.user } });
      expect([403, 404]).toContain(student.statusCode);
    });
  }

  it("guards whole areas, including paths that do not exist yet", () => {
    expect(rolesForPath("/api/admin/anything/new")).toEqual(["admin"]);
    expect(rolesForPath("/api/analytics")).toEqual(["developer", "admin"]);
    expect(rolesForPath("/api/assistant/thread/anyone")).toEqual(["developer", "admin"]);
    expect(rolesForPath("/api/assistant/chat")).toBeUndefined();
    expect(rolesForPath("/api/administrator")).toBeUndefined();
    expect(rolesForPath("/api/tutor/solve")).toBeUndefined();
  });

  it("answers a malformed address in the app's error shape", async () => {
    const response = await harness.app.inject({ url: "/api/%zz" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it("answers unknown API paths with 404 JSON", async () => {
    const response = await harness.app.inject({ url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: expect.stringContaining("/api/no-such-thing"),
      code: "NOT_FOUND",
    });
  });

  it("refuses state-changing calls from a foreign origin", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: cookies.user, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("INVALID_ORIGIN");
    const stillSignedIn = await harness.app.inject({
      url: "/api/auth/user",
      headers: { cookie: cookies.user },
    });
    expect(stillSignedIn.statusCode).toBe(200);
  });

  it("refuses bodies over the size limit with 413", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json", origin: "http://localhost:5000" },
      payload: JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("BODY_TOO_LARGE");
  });

  it("sends security headers with a Content-Security-Policy", async () => {
    const response = await harness.app.inject({ url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});
