/**
 * A real server process whose tutor is the fake OpenAI-compatible model, on a fresh embedded
 * database, for browser tests of what a model's replies look like on screen.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../test/fake-openai-server";
import { freePort, type ServerProcess, startServerProcess } from "../test/server-process";

export async function startServerWithFakeModel(
  label: string,
): Promise<{ fake: FakeOpenAiServer; server: ServerProcess }> {
  const fake = await startFakeOpenAiServer();
  const port = await freePort();
  const server = await startServerProcess({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `vector-e2e-${label}-`)),
    SIGN_IN_ATTEMPTS_PER_MINUTE: "1000",
    OPENAI_API_KEY: "sk-test-key",
    OPENAI_BASE_URL: fake.baseUrl,
    AI_MODEL: "gpt-4o-mini",
    AI_MAX_RETRIES: "0",
  });
  return { fake, server };
}
