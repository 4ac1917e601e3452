import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, signUp, type TestApp } from "../../../test/app-harness";
import { rateLimit, subscriptions } from "../db/schema";
import { IMAGE_ADDRESS_DAILY_LIMIT, IMAGE_DAILY_LIMIT } from "../images/images.routes";

const ORIGIN = "http://localhost:5000";

describe("free use that costs the operator", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ environment: { TRIALS_PER_ADDRESS_PER_DAY: "2" } });
  });
  afterAll(() => harness.close());

  const startTrial = (cookie: string, remoteAddress: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/subscription/free-trial",
      headers: { cookie, origin: ORIGIN },
      remoteAddress,
    });

  it("gives throwaway accounts from one address only a few trials a day", async () => {
    for (let index = 0; index < 2; index++) {
      const { cookie } = await signUp(harness.app);
      expect((await startTrial(cookie, "203.0.113.7")).statusCode).toBe(201);
    }
    const third = await signUp(harness.app);
    const refused = await startTrial(third.cookie, "203.0.113.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/free trials/), code: "RATE_LIMITED" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60 * 60);
    // A student elsewhere is not affected.
    expect((await startTrial(third.cookie, "198.51.100.4")).statusCode).toBe(201);
  });
});

describe("photo reads, each of which can cost a vision-model call", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  /** A photo upload cut short: it answers 400 once it gets past the allowance and the limits. */
  const postBrokenPhoto = (cookie: string, remoteAddress = "127.0.0.1") =>
    harness.app.inject({
      method: "POST",
      url: "/api/analyze-image",
      headers: { cookie, origin: ORIGIN, "content-type": "multipart/form-data; boundary=x" },
      payload: "--x\r\n",
      remoteAddress,
    });

  it("reads photos only for a student with a session left to spend, as the tutor does", async () => {
    const { cookie } = await signUp(harness.app);
    const refused = await postBrokenPhoto(cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/free trial/),
      code: "NO_SUBSCRIPTION",
      requiresUpgrade: true,
    });
    // A refused read counts against nothing.
    expect(await harness.database.db.select().from(rateLimit)).not.toContainEqual(
      expect.objectContaining({ key: expect.stringMatching(/^vector:analyze-image/) }),
    );

    const userId = await giveSessions(harness, cookie, 0);
    const usedUp = await postBrokenPhoto(cookie);
    expect(usedUp.statusCode).toBe(402);
    expect(usedUp.json()).toMatchObject({ code: "SESSION_LIMIT_REACHED", requiresUpgrade: true });

    await harness.database.db
      .update(subscriptions)
      .set({ currentMonthSessions: 5 })
      .where(eq(subscriptions.userId, userId));
    expect((await postBrokenPhoto(cookie)).statusCode).toBe(400);
  });

  it("reads a limited number of photos per client address and day, whatever the accounts", async () => {
    await harness.database.db.insert(rateLimit).values({
      id: "vector:analyze-image-address-day:203.0.113.50",
      key: "vector:analyze-image-address-day:203.0.113.50",
      count: IMAGE_ADDRESS_DAILY_LIMIT.max,
      lastRequest: Date.now(),
    });
    const { cookie } = await signUp(harness.app);
    await giveSessions(harness, cookie, 6);
    const refused = await postBrokenPhoto(cookie, "203.0.113.50");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/from your network today/),
      code: "RATE_LIMITED",
    });
    // The same student elsewhere is not affected.
    expect((await postBrokenPhoto(cookie, "198.51.100.50")).statusCode).toBe(400);
  });

  it("reads a limited number of photos per student and day", async () => {
    const { cookie } = await signUp(harness.app);
    await giveSessions(harness, cookie, 6);
    const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
    // As if the student had already had today's photos read.
    await harness.database.db.insert(rateLimit).values({
      id: `vector:analyze-image-day:${me.json().id}`,
      key: `vector:analyze-image-day:${me.json().id}`,
      count: IMAGE_DAILY_LIMIT.max,
      lastRequest: Date.now(),
    });
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/analyze-image",
      headers: { cookie, origin: ORIGIN, "content-type": "multipart/form-data; boundary=x" },
      payload: "--x\r\n",
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/daily limit/);
  });
});
