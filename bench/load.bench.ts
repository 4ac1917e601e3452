/**
 * npm run bench:load: Vector as it runs in production, on PostgreSQL with several server
 * processes behind one address, under simulated students.
 *
 * For one and then two server processes (each run on a fresh database): a small round-robin TCP
 * proxy gives the processes one address; 200 students (LOAD_STUDENTS) sign up, start their trial
 * and then, for 60 s (LOAD_SECONDS), make mixed calls with a pause between them, against the fake
 * OpenAI-compatible model: Problem Solver, Concept Coach and Interactive Tutor conversations, Work
 * Analysis, the subscription status and practice problems. Reports calls per second, p50 and p99
 * per kind of call, errors, and whether metering is exact: the sessions the database counts equal
 * the sessions the students' successful calls cost (one per solve or analysis, one per six
 * messages of a conversation).
 *
 * Needs PostgreSQL: TEST_DATABASE_URL (a server where databases may be created).
 * Run: TEST_DATABASE_URL=postgresql://... npm run bench:load [-- --processes 2]
 */
import { createServer, type Server, Socket } from "node:net";
import pg from "pg";
import { createPostgresTestDatabase } from "../test/app-harness";
import { startFakeOpenAiServer } from "../test/fake-openai-server";
import { freePort, type ServerProcess, startServerProcess, studentWithTrial } from "../test/server-process";

const STUDENTS = Number(process.env.LOAD_STUDENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const MESSAGES_PER_SESSION = 6;
const processCounts = process.argv.includes("--processes")
  ? [Number(process.argv[process.argv.indexOf("--processes") + 1])]
  : [1, 2];

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    "bench:load needs PostgreSQL: set TEST_DATABASE_URL to a server where databases may be created.",
  );
  process.exit(2);
}

type CallKind = "solve" | "concept" | "step" | "analyze" | "status" | "problems";

interface Student {
  cookie: string;
  address: string;
  /** Successful solve and analyze calls: one session each. */
  oneShotSessions: number;
  /** Student messages answered in each conversation, by its session id. */
  conversations: Map<string, { mode: "concept" | "step"; messages: number; history: Message[] }>;
}

interface Message {
  role: "user" | "assistant";
  content: string;
}

function percentile(values: number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

const PROBLEMS = [
  "A 2.0 kg cart is pushed with a net force of 6.0 N. What is its acceleration?",
  "A ball is dropped from 20 m. How fast is it moving when it reaches the ground?",
  "A 12 V battery drives current through a 4.0 ohm resistor. What is the current?",
  "Light of wavelength 500 nm falls on a double slit 0.10 mm apart. What is the fringe spacing on a screen 1.0 m away?",
];

async function runOnce(processes: number): Promise<void> {
  const databaseUrl = await createPostgresTestDatabase();
  const fake = await startFakeOpenAiServer();
  fake.fallback = {
    kind: "text",
    text: "Use Newton's second law.\n\na = F / m = 6.0 N / 2.0 kg = 3.0 m/s²\n\n**Final answer:** 3.0 m/s²",
    chunkSize: 48,
  };
  fake.structuredFallback = {
    kind: "json",
    value: {
      reply: "Good. **Step 2 of 4:** what is the acceleration in m/s²?",
      currentStep: 2,
      totalSteps: 4,
      isComplete: false,
      stepDescription: "Find the acceleration",
    },
  };
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const environment = {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: "load-benchmark-secret-load-benchmark-secret",
    OPENAI_API_KEY: "sk-load",
    OPENAI_BASE_URL: fake.baseUrl,
    AI_MODEL: "gpt-4o-mini",
    AI_MAX_RETRIES: "0",
    SIGN_IN_ATTEMPTS_PER_MINUTE: "10000",
    TRUST_PROXY: "1",
    LOG_LEVEL: "error",
  };
  // One after the other, so the first applies the migrations.
  const servers: ServerProcess[] = [];
  for (let index = 0; index < processes; index++) servers.push(await startServerProcess(environment));
  const { server: proxyServer } = await startProxyOn(
    proxyPort,
    servers.map((server) => Number(new URL(server.baseUrl).port)),
  );

  const headersFor = (student: { cookie: string; address: string }) => ({
    "content-type": "application/json",
    origin: publicUrl,
    cookie: student.cookie,
    "x-forwarded-for": student.address,
  });

  // Sign-up and trial, a few students at a time.
  const students: Student[] = [];
  for (let start = 0; start < STUDENTS; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, STUDENTS - start) }, async (_, offset) => {
        const number = start + offset;
        const address = `10.20.${Math.floor(number / 250)}.${(number % 250) + 1}`;
        const cookie = await studentWithTrial(publicUrl, {
          email: `load-${processes}-${number}-${Date.now()}@example.com`,
          name: `Load Student ${number}`,
          origin: publicUrl,
          address,
        });
        const student: Student = { cookie, address, oneShotSessions: 0, conversations: new Map() };
        return student;
      }),
    );
    students.push(...batch);
  }
  // Enough sessions that no student reaches the limit during the run.
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query("update subscriptions set monthly_session_limit = 1000000");

  const latencies = new Map<CallKind, number[]>();
  const errors = new Map<string, number>();
  let calls = 0;
  const deadline = Date.now() + SECONDS * 1000;

  async function call(student: Student, kind: CallKind): Promise<void> {
    const started = performance.now();
    let response: Response;
    const problem = PROBLEMS[Math.floor(Math.random() * PROBLEMS.length)];
    let conversation: { id: string | undefined; mode: "concept" | "step"; history: Message[] } | undefined;
    if (kind === "solve") {
      response = await fetch(`${publicUrl}/api/tutor/solve`, {
        method: "POST",
        headers: headersFor(student),
        body: JSON.stringify({ level: "algebra", topic: "Mechanics", problem }),
      });
    } else if (kind === "analyze") {
      response = await fetch(`${publicUrl}/api/tutor/analyze`, {
        method: "POST",
        headers: headersFor(student),
        body: JSON.stringify({
          level: "algebra",
          problem: PROBLEMS[0],
          studentWork: "a = F / m\na = 6.0 N / 2.0 kg = 3.0 m/s²",
        }),
      });
    } else if (kind === "concept" || kind === "step") {
      // Continue a conversation of this mode, or start one.
      const open = [...student.conversations.entries()].find(
        ([, value]) => value.mode === kind && value.messages < 14,
      );
      conversation = open
        ? { id: open[0], mode: kind, history: open[1].history }
        : { id: undefined, mode: kind, history: [] };
      const history: Message[] = [...conversation.history, { role: "user", content: problem }];
      response = await fetch(`${publicUrl}/api/tutor/${kind}`, {
        method: "POST",
        headers: headersFor(student),
        body: JSON.stringify({ level: "algebra", topic: "Mechanics", history, sessionId: conversation.id }),
      });
      conversation.history = history;
    } else if (kind === "status") {
      response = await fetch(`${publicUrl}/api/subscription/status`, { headers: headersFor(student) });
    } else {
      response = await fetch(`${publicUrl}/api/generate-problems`, {
        method: "POST",
        headers: headersFor(student),
        body: JSON.stringify({ topic: "mechanics", subtopic: "kinematics", courseLevel: "algebra" }),
      });
    }
    const body = await response.text();
    const elapsed = performance.now() - started;
    calls++;
    if (!response.ok) {
      const key = `${kind} ${response.status}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      return;
    }
    latencies.set(kind, [...(latencies.get(kind) ?? []), elapsed]);
    if (kind === "solve" || kind === "analyze") student.oneShotSessions++;
    if (conversation) {
      const answer = JSON.parse(body) as { reply: string; sessionId: string };
      const known = student.conversations.get(answer.sessionId);
      student.conversations.set(answer.sessionId, {
        mode: conversation.mode,
        messages: (known?.messages ?? 0) + 1,
        history: [...conversation.history, { role: "assistant", content: answer.reply }],
      });
    }
  }

  const weights: [CallKind, number][] = [
    ["solve", 30],
    ["concept", 20],
    ["step", 15],
    ["analyze", 10],
    ["status", 20],
    ["problems", 5],
  ];
  const pick = (): CallKind => {
    let roll = Math.random() * 100;
    for (const [kind, weight] of weights) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return "status";
  };

  const startedAt = performance.now();
  await Promise.all(
    students.map(async (student) => {
      // Students arrive over the first seconds rather than all at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3000));
      while (Date.now() < deadline) {
        try {
          await call(student, pick());
        } catch (error) {
          const key = `network ${(error as Error).message}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
        // A student reads the answer before the next call.
        await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 3000));
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;

  const expected = students.reduce(
    (sum, student) =>
      sum +
      student.oneShotSessions +
      [...student.conversations.values()].reduce(
        (inner, value) => inner + Math.ceil(value.messages / MESSAGES_PER_SESSION),
        0,
      ),
    0,
  );
  const counted = await admin.query<{ sessions: string }>(
    `select (coalesce((select sum(current_month_sessions) from subscriptions), 0)
      + coalesce((select sum(test_sessions_used) from "user"), 0))::text as sessions`,
  );
  const charged = Number(counted.rows[0].sessions);
  await admin.end();

  const all = [...latencies.values()].flat();
  const errorCount = [...errors.values()].reduce((sum, value) => sum + value, 0);
  console.log(
    `\n${processes} server process${processes > 1 ? "es" : ""}, ${STUDENTS} students, ${seconds.toFixed(0)} s:`,
  );
  console.log(
    `  ${calls} calls, ${(calls / seconds).toFixed(1)} calls/s; all calls p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms`,
  );
  for (const [kind, values] of latencies)
    console.log(
      `  ${kind.padEnd(8)} ${String(values.length).padStart(6)} ok   p50 ${percentile(values, 0.5).toFixed(1).padStart(7)} ms   p99 ${percentile(values, 0.99).toFixed(1).padStart(7)} ms`,
    );
  console.log(
    `  errors: ${errorCount}${errorCount > 0 ? ` (${[...errors.entries()].map(([key, value]) => `${key}: ${value}`).join(", ")})` : ""}`,
  );
  console.log(
    `  metering: ${charged} sessions charged, ${expected} sessions used by the answered calls: ${charged === expected ? "exact" : "NOT EXACT"}`,
  );

  proxyServer.close();
  for (const server of servers) await server.stop();
  await fake.close();
  if (charged !== expected) process.exitCode = 1;
}

/** Round-robin TCP proxy: each new connection goes to the next server process. */
async function startProxyOn(port: number, targets: number[]): Promise<{ server: Server }> {
  let next = 0;
  const server = createServer((client) => {
    const upstream = new Socket();
    upstream.connect(targets[next++ % targets.length], "127.0.0.1");
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close);
    upstream.on("error", close);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server };
}

for (const processes of processCounts) await runOnce(processes);
