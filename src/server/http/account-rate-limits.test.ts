import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookiesFrom,
  createTestApp,
  giveSessions,
  sessionsUsed,
  signUp,
  type TestApp,
} from "../../../test/app-harness";
import { rateLimit, subscriptions } from "../db/schema";
import {
  FAILED_SIGN_INS_PER_ACCOUNT,
  FAILED_SIGN_INS_PER_ACCOUNT_AND_ADDRESS,
  TUTOR_CALLS_PER_ACCOUNT,
} from "./account-rate-limits";

const json = { origin: "http://localhost:5000", "content-type": "application/json" };

describe("limits per account", () => {
  let harness: TestApp;
  beforeAll(async () => {
    // A high limit per address, so only the limit per account can stop these attempts.
    harness = await createTestApp({ environment: { SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  });
  afterAll(() => harness.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: json,
      remoteAddress,
      payload: { email, password },
    });

  it("stops password guesses at one account from one address, with Retry-After and { message, code }", async () => {
    const { email } = await signUp(harness.app, { password: "the-right-pass-1" });
    for (let index = 0; index < FAILED_SIGN_INS_PER_ACCOUNT_AND_ADDRESS.max; index++) {
      expect((await signIn(email.toUpperCase(), `wrong-guess-${index}`, "10.76.0.1")).statusCode).toBe(401);
    }
    const limited = await signIn(email, "wrong-guess-again", "10.76.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/too many/i), code: "RATE_LIMITED" });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FAILED_SIGN_INS_PER_ACCOUNT_AND_ADDRESS.windowSeconds);
    // The right password from that address waits too; another account is not affected.
    expect((await signIn(email, "the-right-pass-1", "10.76.0.1")).statusCode).toBe(429);
    const other = await signUp(harness.app);
    expect(other.cookie).toMatch(/session_token=/);
  });

  it("lets the owner sign in from their own address after many failures from other addresses", async () => {
    const { email } = await signUp(harness.app, { password: "the-right-pass-1" });
    // More failures than one address may make, from 21 addresses.
    for (let index = 0; index < 21; index++) {
      const guess = await signIn(email, `wrong-guess-${index}`, `10.77.${index}.1`);
      expect(guess.statusCode).toBe(401);
    }
    const owner = await signIn(email, "the-right-pass-1", "10.77.201.1");
    expect(owner.statusCode).toBe(200);
    expect(cookiesFrom(owner)).toMatch(/session_token=/);
  });

  it("counts only failed attempts, and a successful sign-in clears its address's count", async () => {
    const { email } = await signUp(harness.app, { password: "the-right-pass-1" });
    for (let round = 0; round < 2; round++) {
      for (let index = 0; index < FAILED_SIGN_INS_PER_ACCOUNT_AND_ADDRESS.max - 1; index++) {
        expect((await signIn(email, `wrong-guess-${index}`, "10.75.0.1")).statusCode).toBe(401);
      }
      expect((await signIn(email, "the-right-pass-1", "10.75.0.1")).statusCode).toBe(200);
    }
    // Answers that are not a wrong email or password (here an invalid body) count for nothing.
    for (let index = 0; index < FAILED_SIGN_INS_PER_ACCOUNT_AND_ADDRESS.max; index++) {
      const invalid = await harness.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: json,
        remoteAddress: "10.75.0.1",
        payload: { email, password: 12345678 },
      });
      expect(invalid.statusCode).toBe(400);
    }
    expect((await signIn(email, "wrong-guess", "10.75.0.1")).statusCode).toBe(401);
  });

  it("stops guesses spread over many addresses at a much higher ceiling per account", async () => {
    const { email } = await signUp(harness.app, { password: "the-right-pass-1" });
    // Failures from many addresses earlier in the quarter hour, written as the limit keeps them.
    const failures = { count: FAILED_SIGN_INS_PER_ACCOUNT.max - 1, lastRequest: Date.now() };
    const key = `vector:sign-in-failures-account:${email}`;
    await harness.database.db
      .insert(rateLimit)
      .values({ id: key, key, ...failures })
      .onConflictDoUpdate({ target: rateLimit.key, set: failures });
    expect((await signIn(email, "wrong-guess", "10.74.0.1")).statusCode).toBe(401);
    const limited = await signIn(email, "wrong-guess-again", "10.74.250.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
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
