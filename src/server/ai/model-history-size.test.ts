import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  giveSessions,
  jsonHeaders,
  sessionsUsed,
  signUp,
  type TestApp,
  turnsStored,
} from "../../../test/app-harness";
import { startFakeModelApp, stopFakeModelApp } from "../../../test/fake-model-app";
import type { FakeOpenAiServer } from "../../../test/fake-openai-server";
import { MAX_HISTORY_CHARACTERS_FOR_MODEL } from "./llm-brain";

/** A student message of about `size` characters that starts with its own label. */
const message = (label: string, size: number) => ({
  role: "user" as const,
  content: `${label} ${"why does the cart keep moving? ".repeat(Math.ceil(size / 31))}`.slice(0, size),
});

/** The text of the conversation the fake model received (without the system prompt). */
const conversationSent = (fake: FakeOpenAiServer) =>
  fake.requests[0].body.messages
    .filter((sent) => sent.role !== "system")
    .map((sent) => (typeof sent.content === "string" ? sent.content : JSON.stringify(sent.content)));

describe("what a conversation may send to the model (fake OpenAI-compatible server)", () => {
  let fake: FakeOpenAiServer;
  let harness: TestApp;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    ({ fake, harness } = await startFakeModelApp());
  });
  afterAll(() => stopFakeModelApp({ fake, harness }));
  beforeEach(async () => {
    fake.requests.length = 0;
    cookie = (await signUp(harness.app)).cookie;
    userId = await giveSessions(harness, cookie, 6);
  });

  const concept = (payload: object) =>
    harness.app.inject({ method: "POST", url: "/api/tutor/concept", headers: jsonHeaders(cookie), payload });

  it("refuses a new conversation that brings more student messages than its first session pays for", async () => {
    const history = Array.from({ length: 7 }, (_, index) => message(`Question ${index + 1}.`, 40));
    const response = await concept({ level: "high-school", history });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^history: a new conversation may bring at most 6 student messages/),
      code: "VALIDATION_ERROR",
    });
    expect(fake.requests).toHaveLength(0);
    expect(await sessionsUsed(harness, userId)).toBe(0);

    // Six are one session's worth, and are answered.
    const six = await concept({ level: "high-school", history: history.slice(0, 6) });
    expect(six.statusCode, six.body).toBe(200);
    expect(fake.requests).toHaveLength(1);
  });

  it("sends the model the first message and the latest that fit, never the whole of a long conversation", async () => {
    const history = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"].map((label) =>
      message(`${label} question.`, 15_000),
    );
    const response = await concept({ level: "high-school", history });
    expect(response.statusCode, response.body).toBe(200);
    const sent = conversationSent(fake);
    expect(sent.map((content) => content.split(" ")[0])).toEqual(["First", "Sixth"]);
    expect(sent.join("").length).toBeLessThanOrEqual(MAX_HISTORY_CHARACTERS_FOR_MODEL);
    await turnsStored(harness, userId);
  });

  it("keeps a stored conversation's latest turns when it grows past the cap", async () => {
    fake.fallback = {
      kind: "text",
      text: `Think about inertia. ${"Newton's first law says so. ".repeat(500)}`,
    };
    try {
      const first = await concept({ level: "high-school", history: [message("Opening question.", 12_000)] });
      expect(first.statusCode, first.body).toBe(200);
      const sessionId = first.json().sessionId as string;
      for (const label of ["Second", "Third", "Fourth"]) {
        await turnsStored(harness, userId);
        const next = await concept({
          level: "high-school",
          sessionId,
          history: [message(`${label} question.`, 12_000)],
        });
        expect(next.statusCode, next.body).toBe(200);
      }
      const last = fake.requests.at(-1)?.body.messages.filter((sent) => sent.role !== "system") ?? [];
      const contents = last.map((sent) => String(sent.content));
      expect(contents[0].startsWith("Opening")).toBe(true);
      expect(contents.at(-1)?.startsWith("Fourth")).toBe(true);
      expect(contents.some((content) => content.startsWith("Second"))).toBe(false);
      expect(contents.join("").length).toBeLessThanOrEqual(MAX_HISTORY_CHARACTERS_FOR_MODEL);
      await turnsStored(harness, userId);
    } finally {
      fake.fallback = { kind: "text", text: "A constant velocity means zero acceleration." };
    }
  });
});
