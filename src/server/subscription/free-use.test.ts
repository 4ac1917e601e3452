import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../../test/app-harness";
import { rateLimit } from "../db/schema";
import { IMAGE_DAILY_LIMIT } from "../images/images.routes";

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

  it("reads a limited number of photos per student and day", async () => {
    const { cookie } = await signUp(harness.app);
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
