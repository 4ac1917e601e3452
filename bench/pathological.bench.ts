/**
 * npm run bench:pathological: no input stalls the server. For each pathological text (at the
 * API's largest size) and each tutor call: the time of the call on a running server (engine pool
 * as in production) and the wait of a health check sent meanwhile. Goals: every call ends within
 * the engine's budget, and the health check waits under 50 ms. Then, in-process, the time of every
 * exported engine entry on each text (the readers themselves, goal under 100 ms).
 */

import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { subscriptions } from "../src/server/db/schema";
import {
  closeSharedEnginePool,
  createEnginePool,
  DEFAULT_ENGINE_BUDGET_MS,
} from "../src/server/engine-pool/engine-pool";
import { ENGINE_TASKS } from "../src/server/engine-pool/engine-tasks";
import { createTestApp, giveSessions, jsonHeaders, signUp } from "../test/app-harness";
import { ENGINE_ENTRIES, pathologicalTexts } from "../test/pathological-text";

const HEALTH_GOAL_MS = 50;
const ENTRY_GOAL_MS = 100;
const PROBLEM = "A car accelerates from rest at 2.0 m/s² for 5.0 s. How far does it travel?";
const CALLS: Record<string, (text: string) => { url: string; payload: Record<string, unknown> }> = {
  solve: (text) => ({ url: "/api/tutor/solve", payload: { level: "high-school", problem: text } }),
  step: (text) => ({
    url: "/api/tutor/step",
    payload: { level: "high-school", history: [{ role: "user", content: text }] },
  }),
  "analyze (work)": (text) => ({
    url: "/api/tutor/analyze",
    payload: { level: "high-school", problem: PROBLEM, studentWork: text },
  }),
  "analyze (problem)": (text) => ({
    url: "/api/tutor/analyze",
    payload: { level: "high-school", problem: text, studentWork: "d = 25 m" },
  }),
  "analyze (problem in work)": (text) => ({
    url: "/api/tutor/analyze",
    payload: { level: "high-school", problem: "", studentWork: text, problemInWork: true },
  }),
  concept: (text) => ({
    url: "/api/tutor/concept",
    payload: { level: "high-school", history: [{ role: "user", content: text }] },
  }),
};

const texts = pathologicalTexts();
// PostgreSQL when TEST_DATABASE_URL names one: the embedded database runs its queries on this thread.
const harness = await createTestApp({
  database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
  environment: { ENGINE_WORKERS: "" },
});
await harness.app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
/** A student with sessions enough for every text (each call type its own, under the per-minute limit). */
async function student(): Promise<string> {
  const { cookie } = await signUp(harness.app);
  const userId = await giveSessions(harness, cookie, 6);
  await harness.database.db
    .update(subscriptions)
    .set({ monthlySessionLimit: 100_000 })
    .where(eq(subscriptions.userId, userId));
  return cookie;
}
const cookie = await student();
// Warm the workers as a running server has them.
for (const build of Object.values(CALLS))
  await fetch(`${base}${build(PROBLEM).url}`, {
    method: "POST",
    headers: jsonHeaders(cookie),
    body: JSON.stringify(build(PROBLEM).payload),
  });

console.log(
  `Over HTTP (budget ${DEFAULT_ENGINE_BUDGET_MS} ms; health-check goal under ${HEALTH_GOAL_MS} ms)`,
);
console.log("| call | text | status | call ms | health-check wait ms | longest event-loop block ms |");
console.log("|---|---|---|---|---|---|");
let worstHealth = 0;
let worstCall = 0;
let worstBlock = 0;
// The server runs in this process: the delay of its event loop is what every other request waits.
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
for (const [callName, build] of Object.entries(CALLS)) {
  const caller = await student();
  for (const [shape, text] of Object.entries(texts)) {
    const { url, payload } = build(text);
    loopDelay.reset();
    const started = performance.now();
    const call = fetch(`${base}${url}`, {
      method: "POST",
      headers: jsonHeaders(caller),
      body: JSON.stringify(payload),
    }).then(async (response) => {
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const healthStarted = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    const health = performance.now() - healthStarted;
    const { status, ms } = await call;
    const block = loopDelay.max / 1e6;
    worstHealth = Math.max(worstHealth, health);
    worstCall = Math.max(worstCall, ms);
    worstBlock = Math.max(worstBlock, block);
    console.log(
      `| ${callName} | ${shape} | ${status} | ${ms.toFixed(0)} | ${health.toFixed(1)} | ${block.toFixed(1)} |`,
    );
  }
}
console.log(
  `\nWorst call ${worstCall.toFixed(0)} ms (budget ${DEFAULT_ENGINE_BUDGET_MS}); worst health-check wait ${worstHealth.toFixed(1)} ms, longest event-loop block ${worstBlock.toFixed(1)} ms (goal ${HEALTH_GOAL_MS}): ${worstHealth < HEALTH_GOAL_MS && worstCall < DEFAULT_ENGINE_BUDGET_MS ? "met" : "NOT met"}`,
);
await harness.close();
await closeSharedEnginePool();

console.log(`\nIn process, each engine entry on each text (goal under ${ENTRY_GOAL_MS} ms)`);
const slow: string[] = [];
let worstEntry = 0;
for (const [entry, call] of Object.entries(ENGINE_ENTRIES)) {
  let worst = 0;
  let worstShape = "";
  for (const [shape, text] of Object.entries(texts)) {
    const started = performance.now();
    try {
      call(text);
    } catch {
      // A refusal by throwing counts by its time only.
    }
    const ms = performance.now() - started;
    if (ms > worst) [worst, worstShape] = [ms, shape];
    if (ms > ENTRY_GOAL_MS) slow.push(`${entry} on ${shape}: ${ms.toFixed(0)} ms`);
  }
  worstEntry = Math.max(worstEntry, worst);
  console.log(`- ${entry}: worst ${worst.toFixed(0)} ms (${worstShape})`);
}
console.log(
  slow.length === 0
    ? "Every entry under the goal."
    : `Over the goal:\n${slow.map((line) => `  - ${line}`).join("\n")}`,
);

// What the pool itself adds to a call: the check of a short model reply in process and through a worker.
const pool = createEnginePool({ workers: 2 });
await pool.ready();
const reply = {
  reply: "v = sqrt(2 * 9.8 m/s^2 * 20 m) = 19.8 m/s\n\nFinal answer: 19.8 m/s",
  problem:
    "A ball is dropped from rest from a height of 20 m. How fast is it moving when it hits the ground?",
  statesFinalAnswer: true,
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (let i = 0; i < 200; i++) await pool.run("readReply", reply);
const inProcess: number[] = [];
const throughPool: number[] = [];
for (let i = 0; i < 1000; i++) {
  let started = performance.now();
  ENGINE_TASKS.readReply(reply);
  inProcess.push(performance.now() - started);
  started = performance.now();
  await pool.run("readReply", reply);
  throughPool.push(performance.now() - started);
}
console.log(
  `\nThe check of a short model reply: p50 ${median(inProcess).toFixed(2)} ms in process, ${median(throughPool).toFixed(2)} ms through the engine pool (added ${(median(throughPool) - median(inProcess)).toFixed(2)} ms)`,
);
await pool.close();
process.exit(0);
