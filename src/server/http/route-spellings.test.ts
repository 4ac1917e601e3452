/**
 * Every rate-limited call, sent under other spellings of its address: percent-encoded letters,
 * upper case, doubled and trailing slashes. Each spelling reaches the call and counts against its
 * limit, or is refused as an unknown address; none gets past the limit.
 */
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, jsonHeaders, signUp, type TestApp } from "../../../test/app-harness";
import { BILLING_LINKS_PER_MINUTE } from "../billing/billing.routes";
import { IMAGE_RATE_LIMIT } from "../images/images.routes";
import { GENERATE_PROBLEMS_PER_MINUTE } from "../problems/problems.routes";
import { TEXTBOOK_IMPORTS_PER_MINUTE } from "../textbook/textbook.routes";
import { FAILED_SIGN_INS_PER_ACCOUNT_AND_ADDRESS, TUTOR_CALLS_PER_ACCOUNT } from "./account-rate-limits";

const ORIGIN = "http://localhost:5000";

/** The address of a call written in other ways that a client might send. */
function spellingsOf(path: string): string[] {
  const segments = path.split("/").slice(1);
  const [first, second, ...rest] = segments;
  const join = (parts: string[]) => `/${parts.join("/")}`;
  const encodeFirstLetter = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  return [
    path,
    join([first, encodeFirstLetter(second), ...rest]),
    join([encodeFirstLetter(first), second, ...rest]),
    join(segments.map(encodeFirstLetter)),
    path.toUpperCase(),
    join([first.toUpperCase(), second, ...rest]),
    join([first, `${second[0].toUpperCase()}${second.slice(1)}`, ...rest]),
    join([first, "", second, ...rest]),
    `/${path}`,
    `${path}/`,
    `${path}?`,
  ];
}

/** Whether an answer refuses the address as unknown. */
const isRefused = (response: LightMyRequestResponse) =>
  response.statusCode === 404 && response.json().code === "NOT_FOUND";

/**
 * Sends the call under each spelling in turn until `limit` of them have reached it (or the limit
 * answers first); then every spelling must answer 429 (the same limit) or be refused.
 */
async function expectOneLimitForEverySpelling(
  path: string,
  limit: number,
  send: (url: string) => Promise<LightMyRequestResponse>,
) {
  const spellings = spellingsOf(path);
  const first = await send(path);
  expect(isRefused(first), first.body).toBe(false);
  expect(first.statusCode, first.body).not.toBe(429);
  const reachingStatus = first.statusCode;
  let reached = 1;
  let limited = false;
  for (let index = 1; reached < limit && !limited; index++) {
    const url = spellings[index % spellings.length];
    const response = await send(url);
    if (isRefused(response)) continue;
    limited = response.statusCode === 429;
    if (limited) continue;
    expect(response.statusCode, `${url}: ${response.body}`).toBe(reachingStatus);
    reached++;
  }
  for (const url of spellings) {
    const response = await send(url);
    if (isRefused(response)) continue;
    expect(response.statusCode, `${url}: ${response.body}`).toBe(429);
    expect(response.json().code).toBe("RATE_LIMITED");
  }
}

describe("limits keyed on the call, however its address is spelled", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ environment: { SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" } });
  });
  afterAll(() => harness.close());

  it.each([
    "/api/tutor/solve",
    "/api/tutor/concept",
    "/api/tutor/step",
    "/api/tutor/analyze",
    "/api/assistant/chat",
  ])("counts every spelling of %s against the student's tutor calls", async (path) => {
    const { cookie } = await signUp(harness.app);
    await giveSessions(harness, cookie, 6);
    await expectOneLimitForEverySpelling(path, TUTOR_CALLS_PER_ACCOUNT.max, (url) =>
      harness.app.inject({ method: "POST", url, headers: jsonHeaders(cookie), payload: {} }),
    );
  });

  it("counts every spelling of the password sign-in against the account's failures", async () => {
    const { email } = await signUp(harness.app, { password: "the-right-pass-1" });
    await expectOneLimitForEverySpelling(
      "/api/auth/sign-in/email",
      FAILED_SIGN_INS_PER_ACCOUNT_AND_ADDRESS.max,
      (url) =>
        harness.app.inject({
          method: "POST",
          url,
          headers: { origin: ORIGIN, "content-type": "application/json" },
          remoteAddress: "10.90.0.1",
          payload: { email, password: "a-wrong-password" },
        }),
    );
  });

  it("counts every spelling of a photo read against the student's reads", async () => {
    const { cookie } = await signUp(harness.app);
    await giveSessions(harness, cookie, 6);
    await expectOneLimitForEverySpelling("/api/analyze-image", IMAGE_RATE_LIMIT.max, (url) =>
      harness.app.inject({
        method: "POST",
        url,
        headers: { cookie, origin: ORIGIN, "content-type": "multipart/form-data; boundary=x" },
        payload: "--x\r\n",
      }),
    );
  });

  it.each([
    ["/api/generate-problems", GENERATE_PROBLEMS_PER_MINUTE.max],
    ["/api/openstax/import", TEXTBOOK_IMPORTS_PER_MINUTE.max],
    ["/api/billing/portal", BILLING_LINKS_PER_MINUTE.max],
    ["/api/billing/checkout", BILLING_LINKS_PER_MINUTE.max],
  ] as const)("limits every spelling of %s per student", async (path, limit) => {
    const { cookie } = await signUp(harness.app);
    await expectOneLimitForEverySpelling(path, limit, (url) =>
      harness.app.inject({ method: "POST", url, headers: jsonHeaders(cookie), payload: {} }),
    );
  });

  it("limits every spelling of a signed-out checkout per client address", async () => {
    const send = (url: string, remoteAddress: string) =>
      harness.app.inject({
        method: "POST",
        url,
        headers: { origin: ORIGIN, "content-type": "application/json" },
        remoteAddress,
        payload: { planName: "Base" },
      } satisfies InjectOptions);
    await expectOneLimitForEverySpelling("/api/billing/checkout", BILLING_LINKS_PER_MINUTE.max, (url) =>
      send(url, "203.0.113.80"),
    );
    // Another address is not affected.
    expect((await send("/api/billing/checkout", "203.0.113.81")).statusCode).not.toBe(429);
  });
});

describe("limits per client address of sign-up and free trials, however the address is spelled", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({
      environment: { SIGN_IN_ATTEMPTS_PER_MINUTE: "4", TRIALS_PER_ADDRESS_PER_DAY: "3" },
    });
  });
  afterAll(() => harness.close());

  it("counts every spelling of sign-up against the address's sign-ups", async () => {
    let counter = 0;
    await expectOneLimitForEverySpelling("/api/auth/sign-up/email", 4, (url) =>
      harness.app.inject({
        method: "POST",
        url,
        headers: { origin: ORIGIN, "content-type": "application/json" },
        remoteAddress: "198.51.100.90",
        payload: {
          email: `spelling-${++counter}@example.com`,
          name: "Spelling",
          password: "a-long-password-1",
        },
      }),
    );
  });

  it("counts every spelling of the free trial against the address's trials", async () => {
    await expectOneLimitForEverySpelling("/api/subscription/free-trial", 3, async (url) => {
      const { cookie } = await signUp(harness.app);
      return harness.app.inject({
        method: "POST",
        url,
        headers: { cookie, origin: ORIGIN },
        remoteAddress: "198.51.100.91",
      });
    });
  });
});

describe("checks keyed on the call, however its address is spelled", () => {
  let harness: TestApp;
  let cookie: string;
  beforeAll(async () => {
    harness = await createTestApp();
    cookie = (await signUp(harness.app)).cookie;
    await giveSessions(harness, cookie, 6);
  });
  afterAll(() => harness.close());

  it.each(["/api/tutor/solve", "/api/%74utor/solve", "/%61pi/tutor/solve"])(
    "reads a pasted problem with NUL characters at %s as the tutor does",
    async (url) => {
      const response = await harness.app.inject({
        method: "POST",
        url,
        headers: jsonHeaders(cookie),
        payload: {
          level: "algebra",
          problem: "A 2.0 kg cart\u0000 is pushed with a net force of 6.0 N. What is its acceleration?",
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it.each(["/api/generate-problems", "/api/%67enerate-problems", "/%61pi/generate-problems"])(
    "refuses NUL characters in other calls' bodies at %s",
    async (url) => {
      const response = await harness.app.inject({
        method: "POST",
        url,
        headers: jsonHeaders(cookie),
        payload: { topic: "mechanics\u0000", subtopic: "kinematics", courseLevel: "algebra" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/NUL/);
    },
  );

  it.each([
    "/api/subscription/status",
    "/%61pi/subscription/status",
    "/api/%73ubscription/status",
    "/API/subscription/status",
    "/api//subscription/status",
    "/api/subscription/status/",
  ])("marks the answer to %s no-store", async (url) => {
    const response = await harness.app.inject({ url, headers: { cookie } });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
