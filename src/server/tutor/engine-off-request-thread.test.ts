/**
 * No input can stall the server: every pathological text at the API's largest size, sent to each
 * tutor call of a running server, is answered while a health check sent meanwhile is answered at
 * once; and a turn that runs past the engine's budget is ended, costs nothing, and the next turn works.
 */
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  giveSessions,
  jsonHeaders,
  sessionsUsed,
  signUp,
  type TestApp,
} from "../../../test/app-harness";
import { pathologicalTexts } from "../../../test/pathological-text";
import { LOOPING_PROBLEM } from "../../../test/slow-engine-tasks";
import { subscriptions } from "../db/schema";
import { createEnginePool, type EnginePool, TOO_LONG_TO_READ } from "../engine-pool/engine-pool";

const SLOW_TASKS = fileURLToPath(new URL("../../../test/slow-engine-tasks.ts", import.meta.url));
/** A generous bound for a loaded test machine; `npm run bench:pathological` holds the real goal (50 ms). */
const HEALTH_WAIT_BOUND_MS = 1000;
const PROBLEM = "A car accelerates from rest at 2.0 m/s² for 5.0 s. How far does it travel?";

const SHAPES = pathologicalTexts();
const CALLS: Record<string, (text: string) => { url: string; payload: Record<string, unknown> }> = {
  "Problem Solver": (text) => ({ url: "/api/tutor/solve", payload: { level: "high-school", problem: text } }),
  "Interactive Tutor": (text) => ({
    url: "/api/tutor/step",
    payload: { level: "high-school", history: [{ role: "user", content: text }] },
  }),
  "Work Analysis": (text) => ({
    url: "/api/tutor/analyze",
    payload: { level: "high-school", problem: PROBLEM, studentWork: text },
  }),
  "Work Analysis with the problem in the work": (text) => ({
    url: "/api/tutor/analyze",
    payload: { level: "high-school", problem: "", studentWork: text, problemInWork: true },
  }),
  "Concept Coach": (text) => ({
    url: "/api/tutor/concept",
    payload: { level: "high-school", history: [{ role: "user", content: text }] },
  }),
};

describe("the engine off the request thread, on a running server", () => {
  let harness: TestApp;
  let pool: EnginePool;
  let base: string;

  beforeAll(async () => {
    pool = createEnginePool({ workers: 2, budgetMs: 5000, tasksModule: SLOW_TASKS });
    await pool.ready();
    harness = await createTestApp({ database: "pglite", enginePool: pool });
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await harness.close();
    await pool.close();
  });

  /** Sends a tutor call and, 20 ms later, a health check; returns both times. */
  async function callWithHealthCheck(
    cookie: string,
    call: { url: string; payload: Record<string, unknown> },
  ) {
    const started = performance.now();
    const tutor = fetch(`${base}${call.url}`, {
      method: "POST",
      headers: jsonHeaders(cookie),
      body: JSON.stringify(call.payload),
    }).then(async (response) => ({
      status: response.status,
      body: await response.json(),
      ms: performance.now() - started,
    }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const healthStarted = performance.now();
    const health = await fetch(`${base}/api/health`);
    const healthMs = performance.now() - healthStarted;
    expect(health.status).toBe(200);
    return { tutor: await tutor, healthMs };
  }

  for (const [callName, build] of Object.entries(CALLS)) {
    it(`answers ${callName} on every pathological text while the server stays free`, async () => {
      const { cookie } = await signUp(harness.app);
      const userId = await giveSessions(harness, cookie, 6);
      // More sessions than one trial holds: every shape is sent, and some are charged.
      await harness.database.db
        .update(subscriptions)
        .set({ monthlySessionLimit: 1000 })
        .where(eq(subscriptions.userId, userId));
      for (const [shape, text] of Object.entries(SHAPES)) {
        const { tutor, healthMs } = await callWithHealthCheck(cookie, build(text));
        expect([200, 422], `${shape}: ${JSON.stringify(tutor.body).slice(0, 200)}`).toContain(tutor.status);
        expect(healthMs, `health check during ${shape}`).toBeLessThan(HEALTH_WAIT_BOUND_MS);
      }
    }, 300_000);
  }

  it("ends a turn over the engine's budget at no cost, answers others meanwhile, and then works again", async () => {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 5);
    const before = await sessionsUsed(harness, userId);
    const { tutor, healthMs } = await callWithHealthCheck(cookie, CALLS["Problem Solver"](LOOPING_PROBLEM));
    expect(tutor.status).toBe(422);
    expect(tutor.body).toEqual({ message: TOO_LONG_TO_READ, code: "TOO_LONG_TO_READ" });
    expect(healthMs).toBeLessThan(HEALTH_WAIT_BOUND_MS);
    expect(await sessionsUsed(harness, userId)).toBe(before);
    const next = await callWithHealthCheck(cookie, CALLS["Problem Solver"](PROBLEM));
    expect(next.tutor.status).toBe(200);
    expect(next.tutor.body.reply).toMatch(/25/);
    expect(await sessionsUsed(harness, userId)).toBe(before + 1);
  }, 120_000);
});
