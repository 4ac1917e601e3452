import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresTestDatabase } from "../../../test/app-harness";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../../test/fake-openai-server";
import { type ServerProcess, startServerProcess } from "../../../test/server-process";

const started: ServerProcess[] = [];
let fake: FakeOpenAiServer | undefined;
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await fake?.close();
});

describe("server processes", () => {
  it("refuses a second server on the same embedded data folder, naming the folder", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vector-two-"));
    const first = await startServerProcess({ DATA_DIR: dataDir });
    started.push(first);
    await expect(startServerProcess({ DATA_DIR: dataDir })).rejects.toThrow(
      /data folder .* is in use by process/,
    );
    expect((await fetch(`${first.baseUrl}/api/health`)).ok).toBe(true);
  });
});

// Two app processes sharing one PostgreSQL must still never exceed the limit.
if (process.env.TEST_DATABASE_URL) {
  describe("two app processes sharing one PostgreSQL", () => {
    it("let exactly one of 50 concurrent calls through when one session is left", async () => {
      fake = await startFakeOpenAiServer();
      const databaseUrl = await createPostgresTestDatabase();
      const environment = {
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: "two-processes-share-this-secret-0123456789",
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: fake.baseUrl,
        PUBLIC_URL: "http://localhost:5000",
      };
      const first = await startServerProcess(environment);
      started.push(first);
      const second = await startServerProcess(environment);
      started.push(second);
      const headers = { "content-type": "application/json", origin: "http://localhost:5000" };

      const signUp = await fetch(`${first.baseUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          email: "two-processes@example.com",
          name: "Two",
          password: "two-processes-1",
        }),
      });
      expect(signUp.status).toBe(200);
      const signIn = await fetch(`${first.baseUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: "two-processes@example.com", password: "two-processes-1" }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
      const trial = await fetch(`${second.baseUrl}/api/subscription/free-trial`, {
        method: "POST",
        headers: { ...headers, cookie },
      });
      expect(trial.status).toBe(201);

      // Use five of the six sessions, alternating processes.
      for (let i = 0; i < 5; i++) {
        const base = i % 2 === 0 ? first.baseUrl : second.baseUrl;
        const response = await fetch(`${base}/api/tutor/solve`, {
          method: "POST",
          headers: { ...headers, cookie },
          body: JSON.stringify({ level: "algebra", problem: `Warm-up problem ${i}` }),
        });
        expect(response.status).toBe(200);
      }

      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          fetch(`${i % 2 === 0 ? first.baseUrl : second.baseUrl}/api/tutor/solve`, {
            method: "POST",
            headers: { ...headers, cookie },
            body: JSON.stringify({ level: "algebra", problem: "A ball is dropped from 20 m." }),
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 402)).toHaveLength(49);
      const status = await (
        await fetch(`${first.baseUrl}/api/subscription/status`, { headers: { cookie } })
      ).json();
      expect(status.sessionInfo).toMatchObject({
        currentSessions: 6,
        sessionLimit: 6,
        hasAvailableSessions: false,
      });
    }, 120_000);
  });
}
