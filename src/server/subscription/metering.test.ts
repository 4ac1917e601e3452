import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  DATABASE_KINDS,
  giveSessions,
  jsonHeaders,
  sessionsUsed,
  signUp,
  type TestApp,
} from "../../../test/app-harness";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../../test/fake-openai-server";

describe.each(DATABASE_KINDS)("sessions and metering on %s", (databaseKind) => {
  let fake: FakeOpenAiServer;
  let harness: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    harness = await createTestApp({
      database: databaseKind,
      environment: { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.baseUrl, AI_MODEL: "gpt-4o-mini" },
    });
  });
  afterAll(async () => {
    await harness.close();
    await fake.close();
  });

  const solve = (cookie: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: {
        level: "high-school",
        problem: "A ball is dropped from 20 m. How fast is it going at the ground?",
      },
    });

  it("invites a new user to start the free trial before the first tutor call", async () => {
    const { cookie } = await signUp(harness.app);
    const status = await harness.app.inject({ url: "/api/subscription/status", headers: { cookie } });
    expect(status.json()).toEqual({
      sessionInfo: { currentSessions: 0, sessionLimit: 0, planName: null, hasAvailableSessions: false },
      subscription: null,
      testAccess: null,
      features: [],
    });
    const response = await solve(cookie);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      requiresUpgrade: true,
      message: expect.stringMatching(/free trial/i),
    });
  });

  it("starts the free trial of 6 sessions once per user", async () => {
    const { cookie } = await signUp(harness.app);
    const start = () =>
      harness.app.inject({
        method: "POST",
        url: "/api/subscription/free-trial",
        headers: { cookie, origin: "http://localhost:5000" },
      });
    const first = await start();
    expect(first.statusCode).toBe(201);
    expect(first.json().sessionInfo).toEqual({
      currentSessions: 0,
      sessionLimit: 6,
      planName: "Free Trial",
      hasAvailableSessions: true,
    });
    expect(first.json().subscription).toMatchObject({
      planName: "Free Trial",
      lemonsqueezySubscriptionId: null,
    });
    expect((await start()).statusCode).toBe(409);
  });

  it("answers 402 with 'Session limit reached' once the allowance is used, and the status says so", async () => {
    const { cookie } = await signUp(harness.app);
    await giveSessions(harness, cookie, 0);
    const response = await solve(cookie);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      requiresUpgrade: true,
      code: "SESSION_LIMIT_REACHED",
      message:
        "Session limit reached: you have used all 6 sessions of your free trial. Choose a plan to keep learning.",
    });
    const status = await harness.app.inject({ url: "/api/subscription/status", headers: { cookie } });
    expect(status.json().sessionInfo).toMatchObject({
      currentSessions: 6,
      sessionLimit: 6,
      hasAvailableSessions: false,
    });
  });

  it("lets exactly one of 50 concurrent calls through when one session is left", async () => {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 1);
    const responses = await Promise.all(Array.from({ length: 50 }, () => solve(cookie)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode === 402);
    expect(refused).toHaveLength(49);
    for (const response of refused) expect(response.json().message).toContain("Session limit reached");
    expect(await sessionsUsed(harness, userId)).toBe(6);
  });
});
