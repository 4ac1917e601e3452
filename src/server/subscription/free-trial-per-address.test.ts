import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../../test/app-harness";

const ORIGIN = "http://localhost:5000";

describe("free trials per client address", () => {
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

  it("counts only trials that were started: asking again for one's trial spends nothing", async () => {
    const first = await signUp(harness.app);
    expect((await startTrial(first.cookie, "203.0.113.20")).statusCode).toBe(201);
    for (let again = 0; again < 5; again++) {
      const repeated = await startTrial(first.cookie, "203.0.113.20");
      expect(repeated.statusCode).toBe(409);
      expect(repeated.json().code).toBe("TRIAL_ALREADY_USED");
    }
    const classmate = await signUp(harness.app);
    expect((await startTrial(classmate.cookie, "203.0.113.20")).statusCode).toBe(201);
    const third = await signUp(harness.app);
    expect((await startTrial(third.cookie, "203.0.113.20")).statusCode).toBe(429);
  });

  it("starts no trial when the address is over its limit, so the student can start it elsewhere", async () => {
    for (let index = 0; index < 2; index++) {
      const { cookie } = await signUp(harness.app);
      expect((await startTrial(cookie, "203.0.113.30")).statusCode).toBe(201);
    }
    const { cookie } = await signUp(harness.app);
    const refused = await startTrial(cookie, "203.0.113.30");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/free trials/), code: "RATE_LIMITED" });
    const status = await harness.app.inject({ url: "/api/subscription/status", headers: { cookie } });
    expect(status.json().subscription).toBeNull();
    expect((await startTrial(cookie, "198.51.100.30")).statusCode).toBe(201);
  });

  it("counts IPv6 addresses by their /64 network", async () => {
    for (const address of ["2001:db8:5:6::1", "2001:db8:5:6:ffff:ffff:ffff:2"]) {
      const { cookie } = await signUp(harness.app);
      expect((await startTrial(cookie, address)).statusCode).toBe(201);
    }
    const sameNetwork = await signUp(harness.app);
    expect((await startTrial(sameNetwork.cookie, "2001:0db8:0005:0006:1234:5678:9abc:def0")).statusCode).toBe(
      429,
    );
    const otherNetwork = await signUp(harness.app);
    expect((await startTrial(otherNetwork.cookie, "2001:db8:5:7::1")).statusCode).toBe(201);
  });

  it("counts an IPv4 address written as IPv6 as the IPv4 address", async () => {
    for (let index = 0; index < 2; index++) {
      const { cookie } = await signUp(harness.app);
      expect((await startTrial(cookie, "203.0.113.40")).statusCode).toBe(201);
    }
    const { cookie } = await signUp(harness.app);
    expect((await startTrial(cookie, "::ffff:203.0.113.40")).statusCode).toBe(429);
  });
});
