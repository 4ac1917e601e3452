/**
 * npm run bench:tutor: the latency the server adds to a tutor call, measured side by side with
 * the fake model alone in the same run (the fake answers at once). Goals: at most 8 ms added at
 * p50; a streamed call forwards the model's first token within 5 ms of the model writing it
 * (decision 026); the whole wait for the first token is reported beside it. The server
 * runs as in production (NODE_ENV=production: replies are not parsed against their contracts).
 */
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createPostgresTestDatabase, createTestApp, giveSessions, signUp } from "../test/app-harness";
import { startFakeOpenAiServer } from "../test/fake-openai-server";
import { startServerProcess, studentWithTrial } from "../test/server-process";

const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const WARMUP = 30;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeCalls(
  call: () => Promise<void>,
): Promise<{ p50: number; p99: number; perSecond: number }> {
  for (let i = 0; i < WARMUP; i++) await call();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) {
    const begin = performance.now();
    await call();
    times.push(performance.now() - begin);
  }
  const seconds = (performance.now() - started) / 1000;
  return { p50: percentile(times, 50), p99: percentile(times, 99), perSecond: CALLS / seconds };
}

/**
 * Milliseconds from sending a request to the first chunk of its body that carries text, and when
 * (performance.now()) that chunk arrived.
 */
async function timeToFirstText(
  url: string,
  init: RequestInit,
  marker: string,
): Promise<{ elapsed: number; arrivedAt: number }> {
  const begin = performance.now();
  const response = await fetch(url, init);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let seen = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (seen.includes(marker)) {
      const arrivedAt = performance.now();
      // The rest of the reply is read too, so that its tail does not overlap the next call.
      while (!(await reader.read()).done) {}
      return { elapsed: arrivedAt - begin, arrivedAt };
    }
  }
  throw new Error("no text arrived");
}

const fake = await startFakeOpenAiServer();
fake.fallback = { kind: "text", text: "Energy is conserved.\n\n**Final answer:** 19.8 m/s", chunkSize: 64 };
const modelEnvironment = {
  OPENAI_API_KEY: "sk-bench",
  OPENAI_BASE_URL: fake.baseUrl,
  AI_MODEL: "gpt-4o-mini",
  AI_MAX_RETRIES: "0",
};
/** Enough students that none passes the per-account limit of tutor calls (60 a minute). */
const STUDENTS = Math.max(20, Math.ceil((WARMUP + 2 * CALLS) / 50));
/** `-- --in-process` runs the server inside the benchmark on PostgreSQL too. */
const inProcess = process.argv.includes("--in-process");
const origin = "http://localhost:5000";

/**
 * The server under test and its signed-in students, with sessions to spare. On PostgreSQL the
 * server runs as its own process, as in production, so the benchmark's client and fake model do
 * not share its event loop; on PGlite (one process by design) it runs inside the benchmark.
 */
async function startTarget(): Promise<{ base: string; cookies: string[]; close: () => Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL || inProcess) {
    const harness = await createTestApp({
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
      environment: modelEnvironment,
    });
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const cookies: string[] = [];
    for (let index = 0; index < STUDENTS; index++) {
      const { cookie } = await signUp(harness.app);
      await giveSessions(harness, cookie, 6);
      cookies.push(cookie);
    }
    await harness.database.db.execute(sql`update subscriptions set monthly_session_limit = 1000000`);
    return {
      base: `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`,
      cookies,
      close: () => harness.close(),
    };
  }
  const databaseUrl = await createPostgresTestDatabase();
  const server = await startServerProcess({
    ...modelEnvironment,
    DATABASE_URL: databaseUrl,
    NODE_ENV: "production",
    PUBLIC_URL: origin,
    SESSION_SECRET: "tutor-benchmark-secret-tutor-benchmark",
    SIGN_IN_ATTEMPTS_PER_MINUTE: "10000",
    LOG_LEVEL: "error",
  });
  const cookies: string[] = [];
  for (let index = 0; index < STUDENTS; index++) {
    cookies.push(
      await studentWithTrial(server.baseUrl, {
        email: `bench-${index}-${Date.now()}@example.com`,
        name: `Bench Student ${index}`,
        origin,
      }),
    );
  }
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query("update subscriptions set monthly_session_limit = 1000000");
  await admin.end();
  return { base: server.baseUrl, cookies, close: () => server.stop() };
}

const target = await startTarget();
const base = target.base;
// Calls rotate over several students, each staying under the per-account limit of tutor calls.
let nextCookie = 0;
const cookie = () => target.cookies[nextCookie++ % target.cookies.length];

// The model asked as the server asks it: whole for a JSON call, streamed for a streamed one.
const modelInit = (stream: boolean): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    model: "gpt-4o-mini",
    stream,
    messages: [{ role: "user", content: "A ball is dropped from 20 m. How fast is it at the ground?" }],
  }),
});
const tutorInit = (accept: string): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", cookie: cookie(), origin, accept },
  body: JSON.stringify({
    level: "algebra",
    problem: "A ball is dropped from 20 m. How fast is it at the ground?",
  }),
});

const modelAlone = await timeCalls(async () => {
  await (await fetch(`${fake.baseUrl}/chat/completions`, modelInit(false))).text();
});
const throughServer = await timeCalls(async () => {
  const response = await fetch(`${base}/api/tutor/solve`, tutorInit("application/json"));
  if (!response.ok) throw new Error(`the tutor call failed: ${response.status} ${await response.text()}`);
  await response.text();
});

// The wait for the first token, model alone and through the server; and how long after the model
// wrote its first token the client had it (the fake model runs in this process, on this clock).
const firstTokenModel: number[] = [];
const firstTokenServer: number[] = [];
const forwardedDirect: number[] = [];
const forwardedByServer: number[] = [];
for (let i = 0; i < CALLS; i++) {
  let sent = fake.firstTextSentAt.length;
  const direct = await timeToFirstText(`${fake.baseUrl}/chat/completions`, modelInit(true), "Energy");
  firstTokenModel.push(direct.elapsed);
  forwardedDirect.push(direct.arrivedAt - fake.firstTextSentAt[sent]);
  sent = fake.firstTextSentAt.length;
  const through = await timeToFirstText(`${base}/api/tutor/solve`, tutorInit("text/event-stream"), "Energy");
  firstTokenServer.push(through.elapsed);
  forwardedByServer.push(through.arrivedAt - fake.firstTextSentAt[sent]);
}

const format = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  `database: ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}, server ${process.env.TEST_DATABASE_URL && !inProcess ? "in its own process" : "in the benchmark's process"}; calls per measurement: ${CALLS} (after ${WARMUP} warm-up calls; as many streamed calls, each read to its end); engine checks included`,
);
console.log(
  `model alone:     p50 ${format(modelAlone.p50)}  p99 ${format(modelAlone.p99)}  ${modelAlone.perSecond.toFixed(0)} calls/s`,
);
console.log(
  `through server:  p50 ${format(throughServer.p50)}  p99 ${format(throughServer.p99)}  ${throughServer.perSecond.toFixed(0)} calls/s`,
);
console.log(
  `added by server: p50 ${format(throughServer.p50 - modelAlone.p50)}  p99 ${format(throughServer.p99 - modelAlone.p99)} (goal p50 ≤ 8 ms)`,
);
console.log(
  `first token forwarded: the client has it p50 ${format(percentile(forwardedByServer, 50))} (p99 ${format(percentile(forwardedByServer, 99))}) after the model wrote it; ${format(percentile(forwardedDirect, 50))} from the model directly (goal ≤ 5 ms)`,
);
console.log(
  `wait for the first token: model alone ${format(percentile(firstTokenModel, 50))}, through server ${format(percentile(firstTokenServer, 50))}, added ${format(percentile(firstTokenServer, 50) - percentile(firstTokenModel, 50))} at p50 (sign-in, charge and forwarding)`,
);

await target.close();
await fake.close();
