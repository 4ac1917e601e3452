import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../../test/app-harness";
import { type Role, user } from "../db/schema";
import { rolesForPath } from "./role-guards";

type Caller = "anonymous" | Role;

/** Every guarded call, with the callers who may use it. */
const GUARDED_CALLS: { method: "GET" | "POST"; url: string; allowed: Caller[] }[] = [
  { method: "GET", url: "/api/admin/users", allowed: ["admin"] },
  { method: "GET", url: "/api/admin/actions", allowed: ["admin"] },
  { method: "POST", url: "/api/admin/adjust-sessions", allowed: ["admin"] },
  { method: "GET", url: "/api/users", allowed: ["developer", "admin"] },
  { method: "GET", url: "/api/analytics/daily-stats", allowed: ["developer", "admin"] },
  { method: "GET", url: "/api/analytics/user/someone", allowed: ["developer", "admin"] },
  { method: "GET", url: "/api/analytics/api-usage/someone", allowed: ["developer", "admin"] },
  { method: "GET", url: "/api/assistant/memory/debug?userId=someone", allowed: ["developer", "admin"] },
  { method: "GET", url: "/api/auth/user", allowed: ["user", "developer", "admin"] },
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
  });
  afterAll(() => harness.close());

  for (const call of GUARDED_CALLS) {
    for (const caller of CALLERS) {
      const allowed = call.allowed.includes(caller);
      const expected = caller === "anonymous" ? 401 : allowed ? "allowed" : 403;
      it(`${call.method} ${call.url} as ${caller}: ${expected}`, async () => {
        const response = await harness.app.inject({
          method: call.method,
          url: call.url,
          headers: {
            ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
            origin: "http://localhost:5000",
          },
        });
        if (expected === "allowed") {
          expect([401, 403]).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode).toBe(expected);
          expect(response.json().code).toBe(expected === 401 ? "UNAUTHORIZED" : "FORBIDDEN");
        }
      });
    }
  }

  for (const url of [
    "/api/%61dmin/users",
    "/api/user%73",
    "/api/analytic%73/daily-stats",
    "/api/assistant/memory/%64ebug?userId=x",
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
    expect(response.json().code).toBe("FST_ERR_CTP_BODY_TOO_LARGE");
  });

  it("sends security headers with a Content-Security-Policy", async () => {
    const response = await harness.app.inject({ url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});
