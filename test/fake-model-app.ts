/**
 * The app with its AI provider configured to a fake OpenAI-compatible server on loopback, for
 * tests of the LLM brain through the tutor calls.
 */
import { createTestApp, type TestApp } from "./app-harness";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./fake-openai-server";

export interface FakeModelApp {
  fake: FakeOpenAiServer;
  harness: TestApp;
}

/** Starts the fake model server and an app that uses it; `timeoutMs` bounds each model call. */
export async function startFakeModelApp(timeoutMs = 5000): Promise<FakeModelApp> {
  const fake = await startFakeOpenAiServer();
  const harness = await createTestApp({
    environment: {
      OPENAI_API_KEY: "sk-test-secret-key",
      OPENAI_BASE_URL: fake.baseUrl,
      AI_MODEL: "gpt-4o-mini",
      AI_TIMEOUT_MS: String(timeoutMs),
    },
  });
  return { fake, harness };
}

/** Closes the app, then the fake server. */
export async function stopFakeModelApp(app: FakeModelApp): Promise<void> {
  await app.harness.close();
  await app.fake.close();
}
