/**
 * npm run bench:stream: how smooth the tutor screen stays while a long reply streams in. It runs
 * the built client (dist/client: build it first, it builds nothing) in Chromium, served by the
 * real server whose model is the fake OpenAI-compatible server streaming a 4,000-token reply at
 * 100 tokens a second onto a 20-message Concept Coach conversation, and records the main thread's
 * long tasks (over 50 ms) while the reply streams. Goal: no long task.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startFakeOpenAiServer } from "../test/fake-openai-server";
import { freePort, startServerProcess } from "../test/server-process";

const TOKENS = Number(process.env.BENCH_TOKENS ?? 4000);
const TOKENS_PER_SECOND = 100;
const HISTORY_MESSAGES = 20;
/** Characters per streamed token (about what a model's tokenizer gives for English prose). */
const TOKEN_CHARACTERS = 4;
const LONG_TASK_MS = 50;

const root = path.resolve(import.meta.dirname, "..");

/** Prints the long tasks that started in [from, to] (page time); returns how many there were. */
function report(
  phase: string,
  tasks: { start: number; duration: number }[],
  from: number,
  to: number,
): number {
  const inPhase = tasks.filter((task) => task.start >= from && task.start <= to);
  const durations = inPhase.map((task) => task.duration).sort((a, b) => a - b);
  const total = durations.reduce((sum, duration) => sum + duration, 0);
  const longest = [...inPhase].sort((a, b) => b.duration - a.duration).slice(0, 3);
  console.log(
    `Long tasks (> ${LONG_TASK_MS} ms) ${phase}: ${durations.length}` +
      (durations.length
        ? `, ${Math.round(total)} ms in all, median ${Math.round(durations[Math.floor(durations.length / 2)])} ms; longest ${longest.map((task) => `${Math.round(task.duration)} ms at ${((task.start - from) / 1000).toFixed(1)} s`).join(", ")}`
        : ""),
  );
  return durations.length;
}
if (!existsSync(path.join(root, "dist/client/index.html"))) {
  console.error("No built client in dist/client: run `npx vite build` first.");
  process.exit(1);
}

/** A tutor reply as models write them: headings, emphasis, lists, inline and display math. */
function replyParagraph(index: number): string {
  return [
    `### Idea ${index + 1}: forces and motion`,
    "",
    `The **net force** on the cart is $F_{\\text{net}} = m a$, so a larger mass needs a *larger* force for the same $a$.`,
    "- Draw every force on the body, with its direction.",
    "- Resolve them along the incline: $F_\\parallel = m g \\sin\\theta$ and $F_\\perp = m g \\cos\\theta$.",
    "",
    "$$E_k = \\tfrac{1}{2} m v^2 \\qquad W = \\int \\vec F \\cdot d\\vec s$$",
    "",
    "What would change if the surface had friction $\\mu_k$? Think about it before the next step.",
    "",
  ].join("\n");
}

function textOfLength(characters: number): string {
  let text = "";
  for (let index = 0; text.length < characters; index++) text += replyParagraph(index);
  return text.slice(0, characters);
}

/** The reply's first line, which appears on screen once the reply starts. */
const OPENING = "Here is the whole picture, one idea at a time.";
/** Its last line, which appears on screen once the last token has. */
const CLOSING = "That is the whole picture.";
const longReply = `${OPENING}\n\n${textOfLength(TOKENS * TOKEN_CHARACTERS - OPENING.length - CLOSING.length - 4).trimEnd()}\n\n${CLOSING}`;
const history = Array.from({ length: HISTORY_MESSAGES }, (_, index) =>
  index % 2 === 0
    ? { role: "user", content: `Question ${index / 2 + 1}: why does $a = F/m$ hold on the incline?` }
    : { role: "assistant", content: textOfLength(900) },
);

const fake = await startFakeOpenAiServer();
fake.fallback = {
  kind: "text",
  text: longReply,
  chunkSize: TOKEN_CHARACTERS,
  chunkDelayMs: 1000 / TOKENS_PER_SECOND,
};
const dataDir = mkdtempSync(path.join(tmpdir(), "vector-bench-stream-"));
const port = await freePort();
const server = await startServerProcess(
  {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.baseUrl,
    AI_MODEL: "gpt-4o-mini",
    AI_MAX_RETRIES: "0",
    SIGN_IN_ATTEMPTS_PER_MINUTE: "1000",
  },
  // Starting compiles the server on the fly, which takes a while on a busy machine.
  180_000,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});

try {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const account = { email: `stream-${Date.now()}@example.com`, password: "a-good-password-1" };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: server.baseUrl },
    data: { ...account, name: "Bench Student" },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: account,
    headers: { origin: server.baseUrl },
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  const trial = await page.request.post("/api/subscription/free-trial", { data: {} });
  if (!trial.ok()) throw new Error(`free trial failed: ${trial.status()} ${await trial.text()}`);

  // The tutor keeps each account's session under a key that carries the account's id.
  const { id: userId } = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  await context.addInitScript(
    ({ session, sessionKey }) => {
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: false, functional: true, timestamp: Date.now() }),
      );
      localStorage.setItem("vector-tour-completed", "true");
      if (!sessionStorage.getItem("bench-session-set")) {
        sessionStorage.setItem("bench-session-set", "true");
        localStorage.setItem(sessionKey, JSON.stringify(session));
      }
      const recorded: { start: number; duration: number }[] = [];
      (window as unknown as { longTasks: typeof recorded }).longTasks = recorded;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          recorded.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    },
    {
      session: {
        id: "bench-session",
        mode: "concept",
        topic: "Physics",
        level: "algebra",
        problemText: history[0].content,
        history,
        progress: { completed: false, currentStep: 0, totalSteps: 5, nextHint: "" },
        updatedAt: Date.now(),
      },
      sessionKey: `vector-current-session:${userId}`,
    },
  );
  await page.goto("/");
  const box = page.getByRole("textbox", { name: "Your reply" });
  await box.waitFor();
  // Let the restored conversation's math render before the clock starts.
  await page.waitForTimeout(2000);

  await box.fill("And what if the incline had friction?");
  const started = await page.evaluate(() => performance.now());
  await box.press("Enter");
  // Checked on the last message only: a search of the whole page would itself be a long task.
  const lastMessageHas = (text: string, timeout: number) =>
    page.waitForFunction(
      (expected) => document.querySelector("ol > li:last-child")?.textContent?.includes(expected) ?? false,
      text,
      { timeout, polling: 100 },
    );
  await lastMessageHas(OPENING, 60_000);
  const firstText = await page.evaluate(() => performance.now());
  await lastMessageHas(CLOSING, (TOKENS / TOKENS_PER_SECOND) * 1000 * 4);
  const lastText = await page.evaluate(() => performance.now());
  // The reply is finished when the reply box takes input again.
  await page.waitForFunction(
    () => {
      const field = [...document.querySelectorAll("textarea")].find((element) =>
        element.labels?.[0]?.textContent?.includes("Your reply"),
      );
      return field !== undefined && !field.disabled;
    },
    undefined,
    { timeout: (TOKENS / TOKENS_PER_SECOND) * 1000 * 4 + 60_000, polling: 200 },
  );
  const finished = await page.evaluate(() => performance.now());
  const recorded = (
    await page.evaluate(
      () => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks,
    )
  ).filter((task) => task.duration > LONG_TASK_MS);

  console.log(
    `Reply: ${TOKENS} tokens at ${TOKENS_PER_SECOND}/s onto ${HISTORY_MESSAGES} messages; first text after ${Math.round(firstText - started)} ms, last token on screen after ${((lastText - started) / 1000).toFixed(1)} s, finished reply after ${((finished - started) / 1000).toFixed(1)} s`,
  );
  const streamingTasks = report("while the reply streams (send to last token)", recorded, started, lastText);
  report("while the finished reply replaces the streamed one", recorded, lastText, finished);
  console.log(
    streamingTasks === 0
      ? "Goal met: no long task while streaming."
      : "Goal not met: long tasks while streaming.",
  );
} finally {
  await browser.close();
  await server.stop();
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
