import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresTestDatabase } from "../../../test/app-harness";
import { startFakeOpenAiServer } from "../../../test/fake-openai-server";
import { freePort, type ServerProcess, startServerProcess } from "../../../test/server-process";

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** Reads a tutor event stream until its first delta of text arrives. */
async function untilFirstDelta(response: Response): Promise<void> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let seen = "";
  while (!seen.includes("event: delta")) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`the stream ended before any text: ${seen}`);
    seen += decoder.decode(value, { stream: true });
  }
}

// Several real server processes on one PostgreSQL, as in production.
// Needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets it).
describe.skipIf(!process.env.TEST_DATABASE_URL)("a server process killed in the middle of a reply", () => {
  it("leaves no session charged: another process gives it back", async () => {
    const databaseUrl = await createPostgresTestDatabase();
    const fake = await startFakeOpenAiServer();
    closers.push(fake.close);
    // A slow reply, so the process is killed while it streams.
    fake.fallback = {
      kind: "text",
      text: "Newton's second law gives the answer. ".repeat(40),
      chunkSize: 8,
      chunkDelayMs: 50,
    };
    const environment = (port: number) => ({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "killed-process-secret-killed-process-secret",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseUrl,
      AI_MAX_RETRIES: "0",
      // A turn older than twice this has died with its process.
      AI_TIMEOUT_MS: "1500",
    });
    const firstPort = await freePort();
    const first = await startServerProcess(environment(firstPort));
    closers.push(first.stop);
    const headers = { "content-type": "application/json", origin: first.baseUrl };
    const signUp = await fetch(`${first.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        email: "killed@example.com",
        name: "Killed Reply",
        password: "correct-horse-1",
      }),
    });
    expect(signUp.status).toBe(200);
    const signIn = await fetch(`${first.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "killed@example.com", password: "correct-horse-1" }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const trial = await fetch(`${first.baseUrl}/api/subscription/free-trial`, {
      method: "POST",
      headers: { cookie, origin: first.baseUrl },
    });
    expect(trial.status).toBe(201);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    closers.push(() => client.end());
    const used = async () =>
      Number(
        (await client.query("select current_month_sessions from subscriptions")).rows[0]
          .current_month_sessions,
      );
    const conversations = async () =>
      Number((await client.query("select count(*) from tutor_sessions")).rows[0].count);

    const reply = await fetch(`${first.baseUrl}/api/tutor/solve`, {
      method: "POST",
      headers: { ...headers, cookie, accept: "text/event-stream" },
      body: JSON.stringify({
        level: "algebra",
        problem: "A 2.0 kg cart is pushed with 6.0 N. Find its acceleration.",
      }),
    });
    await untilFirstDelta(reply);
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    // Charged when the turn started, and nobody got the reply.
    expect(await used()).toBe(1);

    let second: ServerProcess | undefined;
    second = await startServerProcess(environment(await freePort()));
    closers.push(() => (second as ServerProcess).stop());
    const deadline = Date.now() + 30_000;
    while ((await used()) !== 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await used()).toBe(0);
    expect(await conversations()).toBe(0);
  }, 120_000);
});
