import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, sessionsUsed, signUp, type TestApp } from "../../../test/app-harness";
import { subscriptions } from "../db/schema";
import { SIGN_IN_ATTEMPTS_PER_ACCOUNT, TUTOR_CALLS_PER_ACCOUNT } from "./account-rate-limits";

const json = { origin: "http://localhost:5000", "content-type": "application/json" };

describe("limits per account", () => {
  let harness: TestApp;
  beforeAll(async () => {
    // A high limit per address, so only the limit per account can stop these attempts.
    harness = await createTestApp({ environment: { SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  });
  afterAll(() => harness.close());

  it("stops password guesses at one account from many addresses, with Retry-After and { message, code }", async () => {
    const { email } = await signUp(harness.app, { password: "the-right-pass-1" });
    const guess = (index: number) =>
      harness.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: json,
        remoteAddress: `10.77.${Math.floor(index / 200)}.${index % 200}`,
        payload: { email: email.toUpperCase(), password: `wrong-guess-${index}` },
      });
    for (let index = 0; index < SIGN_IN_ATTEMPTS_PER_ACCOUNT.max - 1; index++) {
      expect((await guess(index)).statusCode).toBe(401);
    }
    const limited = await guess(999);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/too many/i), code: "RATE_LIMITED" });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_ATTEMPTS_PER_ACCOUNT.windowSeconds);

    // Another account is not affected.
    const other = await signUp(harness.app);
    expect(other.cookie).toMatch(/session_token=/);
  });

  it("limits tutor calls per student, whatever the address", async () => {
    const { cookie } = await signUp(harness.app);
    await giveSessions(harness, cookie, 6);
    const call = (index: number) =>
      harness.app.inject({
        method: "POST",
        url: "/api/tutor/solve",
        headers: { ...json, cookie },
        remoteAddress: `10.78.0.${index % 250}`,
        payload: {},
      });
    for (let index = 0; index < TUTOR_CALLS_PER_ACCOUNT.max; index++) {
      expect((await call(index)).statusCode).toBe(400);
    }
    const limited = await call(TUTOR_CALLS_PER_ACCOUNT.max);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String), code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("charges nothing for a tutor call over the limit, though its count runs alongside the charge", async () => {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 6);
    await harness.database.db
      .update(subscriptions)
      .set({ monthlySessionLimit: 1000 })
      .where(eq(subscriptions.userId, userId));
    const solve = (problem: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/tutor/solve",
        headers: { ...json, cookie },
        payload: { level: "algebra", problem },
      });
    for (let index = 0; index < TUTOR_CALLS_PER_ACCOUNT.max; index++) {
      expect(
        (
          await solve(
            `A ${index + 1}.0 kg cart is pushed with a net force of 6.0 N. What is its acceleration?`,
          )
        ).statusCode,
      ).toBe(200);
    }
    const used = await sessionsUsed(harness, userId);
    const limited = await solve(
      "A 2.0 kg cart is pushed with a net force of 8.0 N. What is its acceleration?",
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(await sessionsUsed(harness, userId)).toBe(used);
  });
});
