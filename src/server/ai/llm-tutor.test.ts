import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { giveSessions, jsonHeaders, sessionsUsed, signUp, type TestApp } from "../../../test/app-harness";
import { startFakeModelApp, stopFakeModelApp } from "../../../test/fake-model-app";
import type { FakeOpenAiServer } from "../../../test/fake-openai-server";
import { apiUsage, tutorMessages } from "../db/schema";

const level = "algebra";
const STEP_REPLY = {
  reply: "Good start. **Step 2 of 5:** what is the acceleration in m/s²?",
  currentStep: 2,
  totalSteps: 5,
  isComplete: false,
  stepDescription: "Find the acceleration",
};

describe("the tutor calls with an LLM provider (fake OpenAI-compatible server)", () => {
  let fake: FakeOpenAiServer;
  let harness: TestApp;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    ({ fake, harness } = await startFakeModelApp(1500));
  });
  afterAll(() => stopFakeModelApp({ fake, harness }));
  beforeEach(async () => {
    fake.requests.length = 0;
    const account = await signUp(harness.app);
    cookie = account.cookie;
    userId = await giveSessions(harness, cookie, 6);
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: "POST",
      url,
      headers: { ...jsonHeaders(cookie), ...headers },
      payload: payload as object,
    });

  it("solves a problem: reply, session id and verification, with the level and the engine's tools sent to the model", async () => {
    const response = await post("/api/tutor/solve", {
      topic: "Physics",
      level,
      problem: "A ball is dropped from 20 m.",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      reply: expect.stringContaining("zero acceleration"),
      sessionId: expect.any(String),
      verification: expect.any(Object),
    });
    const sent = fake.requests[0].body;
    expect(sent.model).toBe("gpt-4o-mini");
    expect(JSON.stringify(sent.messages[0])).toContain("Algebra-based physics");
    expect(sent.tools?.map((tool) => tool.function.name).sort()).toEqual([
      "constant",
      "convert",
      "drawDiagram",
      "evaluate",
      "solve",
    ]);
    expect(await sessionsUsed(harness, userId)).toBe(1);
  });

  it("records each model call with tokens, latency and cost from the price table", async () => {
    await post("/api/tutor/solve", { level, problem: "A ball is dropped from 20 m." });
    // The record is written as the reply goes out, not before it.
    const usageRows = () => harness.database.db.select().from(apiUsage).where(eq(apiUsage.userId, userId));
    await expect.poll(async () => (await usageRows()).length).toBe(1);
    const rows = await usageRows();
    expect(rows[0]).toMatchObject({
      endpoint: "/api/tutor/solve",
      model: "gpt-4o-mini",
      inputTokens: 120,
      outputTokens: 40,
      success: true,
    });
    // 120 input tokens at $0.15 and 40 output tokens at $0.60 per million.
    expect(Number(rows[0].costUsd)).toBeCloseTo(0.000042, 9);
    expect(rows[0].latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("runs the engine's tools when the model calls them and sends the result back", async () => {
    fake.script(
      { kind: "tool-call", name: "evaluate", arguments: { expression: "2 m/s^2 * 5 s" } },
      { kind: "text", text: "The speed is 10 m/s.\n\n**Final answer:** 10 m/s" },
    );
    const response = await post("/api/tutor/solve", {
      level,
      problem: "A cart accelerates at 2 m/s² for 5 s from rest. What is its final speed?",
    });
    expect(response.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    const toolMessage = fake.requests[1].body.messages.find((message) => message.role === "tool");
    expect(JSON.stringify(toolMessage?.content)).toMatch(/10/);
  });

  it("confirms a final answer the engine's own solution agrees with, and never disputes one from a reading of free text", async () => {
    const problem = "A car starts from rest and accelerates at 2 m/s^2 for 5 s. How far does it travel?";
    fake.script({ kind: "text", text: "Use $x = \\frac{1}{2}at^2$.\n\n**Final answer:** 25 m" });
    const right = (await post("/api/tutor/solve", { level, problem })).json();
    expect(right.verification).toMatchObject({
      status: "verified",
      finalAnswer: "confirmed",
      engineAnswer: { value: expect.closeTo(25, 3) },
    });

    // The engine may misread a problem written in words, so its differing answer is no proof.
    fake.script({ kind: "text", text: "Use $x = at^2$.\n\n**Final answer:** 50 m" });
    const unconfirmed = (await post("/api/tutor/solve", { level, problem })).json();
    expect(unconfirmed.verification).toMatchObject({ status: "not-checked", finalAnswer: "unconfirmed" });
    expect(unconfirmed.verification.engineAnswer).toBeUndefined();
  });

  it("streams text deltas and ends with one final event carrying the JSON fields", async () => {
    fake.script({
      kind: "text",
      text: "Energy is conserved, so the speed at the bottom is 19.8 m/s.",
      chunkSize: 5,
    });
    const response = await post(
      "/api/tutor/solve",
      { level, problem: "A ball is dropped from 20 m." },
      { accept: "text/event-stream" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/event-stream");
    const events = response.body
      .trim()
      .split("\n\n")
      .map((block) => {
        const [eventLine, dataLine] = block.split("\n");
        return { event: eventLine.replace("event: ", ""), data: JSON.parse(dataLine.replace("data: ", "")) };
      });
    const deltas = events.filter((event) => event.event === "delta");
    expect(deltas.length).toBeGreaterThan(5);
    expect(events.at(-1)?.event).toBe("final");
    const final = events.at(-1)?.data;
    expect(deltas.map((event) => event.data.text).join("")).toBe(final.reply);
    expect(final).toMatchObject({ sessionId: expect.any(String), verification: expect.any(Object) });
  });

  it("stops the model call when the client disconnects, and charges nothing", async () => {
    const address = await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (harness.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    fake.script({ kind: "text", text: "word ".repeat(400), chunkSize: 5, chunkDelayMs: 20 });
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/tutor/solve",
          method: "POST",
          headers: { ...jsonHeaders(cookie), accept: "text/event-stream" },
        },
        (response) => {
          response.once("data", () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on("error", (error) => (error.message.includes("socket hang up") ? resolve() : reject(error)));
      request.end(JSON.stringify({ level, problem: "Explain falling." }));
    });
    await expect.poll(() => fake.abortedStreams, { timeout: 5000 }).toBeGreaterThan(0);
    await expect.poll(() => sessionsUsed(harness, userId), { timeout: 5000 }).toBe(0);
    // The provider bills what was sent and streamed: the usage record estimates it, not zero.
    const usageOf = () =>
      harness.database.db
        .select()
        .from(apiUsage)
        .where(eq(apiUsage.userId, userId))
        .orderBy(desc(apiUsage.id));
    await expect.poll(async () => (await usageOf()).length, { timeout: 5000 }).toBeGreaterThan(0);
    const [latest] = await usageOf();
    expect(latest).toMatchObject({ success: false, endpoint: "/api/tutor/solve" });
    expect(latest.inputTokens).toBeGreaterThan(0);
    expect(latest.outputTokens).toBeGreaterThan(0);
    expect(Number(latest.costUsd)).toBeGreaterThan(0);
  });

  it("takes Interactive Tutor progress from structured output", async () => {
    fake.script({ kind: "json", value: STEP_REPLY });
    const response = await post("/api/tutor/step", {
      level,
      history: [{ role: "user", content: "A 2 kg box is pushed with 10 N. Find its acceleration." }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...STEP_REPLY, sessionId: expect.any(String) });
    expect(fake.requests[0].body.response_format?.type).toBe("json_schema");
  });

  it("keeps the conversation on the server: later calls append to it and another user cannot use it", async () => {
    const first = (
      await post("/api/tutor/concept", { level, history: [{ role: "user", content: "Why do things fall?" }] })
    ).json();
    fake.script({ kind: "text", text: "Good question: what pulls them?" });
    const second = await post("/api/tutor/concept", {
      level,
      sessionId: first.sessionId,
      history: [
        { role: "user", content: "Why do things fall?" },
        { role: "assistant", content: first.reply },
        { role: "user", content: "Gravity?" },
      ],
    });
    expect(second.json().sessionId).toBe(first.sessionId);
    const sentRoles = fake.requests[1].body.messages.map((message) => message.role);
    expect(sentRoles).toEqual(["system", "user", "assistant", "user"]);
    const stored = await harness.database.db
      .select()
      .from(tutorMessages)
      .where(eq(tutorMessages.sessionId, first.sessionId));
    expect(stored.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant"]);

    const stranger = await signUp(harness.app);
    await giveSessions(harness, stranger.cookie, 6);
    const stolen = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/concept",
      headers: jsonHeaders(stranger.cookie),
      payload: { level, sessionId: first.sessionId, history: [{ role: "user", content: "hi" }] },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it("charges a conversation at its 1st, 7th and 13th student message", async () => {
    let sessionId: string | undefined;
    const used: number[] = [];
    for (let message = 1; message <= 13; message++) {
      const body = (
        await post("/api/tutor/concept", {
          level,
          sessionId,
          history: [{ role: "user", content: `Question ${message}` }],
        })
      ).json();
      sessionId = body.sessionId;
      used.push(await sessionsUsed(harness, userId));
    }
    expect(used).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3]);
  });

  it("charges a new conversation whatever history the client sends", async () => {
    const padded = await post("/api/tutor/concept", {
      level,
      history: [
        { role: "user", content: "x" },
        { role: "user", content: "y" },
        { role: "user", content: "Why do things fall?" },
      ],
    });
    expect(padded.statusCode).toBe(200);
    expect(await sessionsUsed(harness, userId)).toBe(1);
  });

  it("answers one message of a conversation at a time (409 for a second one meanwhile), charging each session once", async () => {
    const first = (
      await post("/api/tutor/concept", { level, history: [{ role: "user", content: "Why do things fall?" }] })
    ).json();
    fake.script({ kind: "text", text: "Slow answer. ".repeat(30), chunkSize: 4, chunkDelayMs: 10 });
    const slow = post("/api/tutor/concept", {
      level,
      sessionId: first.sessionId,
      history: [{ role: "user", content: "Gravity?" }],
    });
    await expect.poll(() => fake.requests.length).toBe(2);
    const meanwhile = await post("/api/tutor/concept", {
      level,
      sessionId: first.sessionId,
      history: [{ role: "user", content: "Hello?" }],
    });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().code).toBe("TURN_IN_PROGRESS");
    expect((await slow).statusCode).toBe(200);

    // A failed message does not count: after it, messages 3 to 6 are still in the first session.
    fake.script({ kind: "error", status: 400 });
    const failed = await post("/api/tutor/concept", {
      level,
      sessionId: first.sessionId,
      history: [{ role: "user", content: "Oops" }],
    });
    expect(failed.statusCode).toBe(502);
    for (let message = 3; message <= 6; message++) {
      const response = await post("/api/tutor/concept", {
        level,
        sessionId: first.sessionId,
        history: [{ role: "user", content: `Q${message}` }],
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await sessionsUsed(harness, userId)).toBe(1);
    await post("/api/tutor/concept", {
      level,
      sessionId: first.sessionId,
      history: [{ role: "user", content: "Q7" }],
    });
    expect(await sessionsUsed(harness, userId)).toBe(2);
  });

  it("accepts text with NUL characters (pasted from PDFs) and stores it without them", async () => {
    const response = await post("/api/tutor/solve", { level, problem: "A ball\u0000 is dropped from 20 m." });
    expect(response.statusCode).toBe(200);
    const stored = await harness.database.db
      .select()
      .from(tutorMessages)
      .where(eq(tutorMessages.sessionId, response.json().sessionId));
    expect(stored[0].content).toBe("A ball is dropped from 20 m.");
  });

  it("gives the session back when the provider fails, after retrying 5xx answers", async () => {
    fake.script(
      { kind: "error", status: 500, headers: { "retry-after-ms": "5" } },
      { kind: "error", status: 502, headers: { "retry-after-ms": "5" } },
      { kind: "error", status: 503, headers: { "retry-after-ms": "5" } },
    );
    const response = await post("/api/tutor/solve", { level, problem: "A ball is dropped from 20 m." });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/unavailable/i),
      code: "PROVIDER_UNAVAILABLE",
    });
    expect(fake.requests).toHaveLength(3);
    expect(await sessionsUsed(harness, userId)).toBe(0);
    const usage = await harness.database.db.select().from(apiUsage).where(eq(apiUsage.userId, userId));
    expect(usage.map((row) => row.success)).toEqual([false]);
  });

  it("retries a 429 and then answers", async () => {
    fake.script({ kind: "error", status: 429, headers: { "retry-after-ms": "5" } });
    const response = await post("/api/tutor/solve", { level, problem: "A ball is dropped from 20 m." });
    expect(response.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it("times out a model that does not answer, without costing a session", async () => {
    fake.script({ kind: "hang" });
    const response = await post("/api/tutor/solve", { level, problem: "A ball is dropped from 20 m." });
    expect(response.statusCode).toBe(504);
    expect(response.json().code).toBe("TUTOR_TIMEOUT");
    expect(await sessionsUsed(harness, userId)).toBe(0);
  });

  it("treats an empty reply as an error that costs nothing", async () => {
    fake.script({ kind: "text", text: "" });
    const response = await post("/api/tutor/solve", { level, problem: "A ball is dropped from 20 m." });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: "The tutor returned an empty reply", code: "EMPTY_REPLY" });
    expect(await sessionsUsed(harness, userId)).toBe(0);
  });

  it("maps a rejected key to a clear message that reveals no secret", async () => {
    fake.script({ kind: "error", status: 401, message: "Incorrect API key provided: sk-test-secret-key" });
    const response = await post("/api/tutor/solve", { level, problem: "A ball is dropped from 20 m." });
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain("sk-test");
    expect(response.json().code).toBe("PROVIDER_AUTH");
  });

  it("sends a photo of the student's work to the vision model", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const boundary = "----vector-test";
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        field("level", level) +
          field("problem", "Find the speed.") +
          field("perFeatures", '{"requestErrorAnalysis":true}'),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="studentWorkImage"; filename="work.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/analyze",
      headers: {
        cookie,
        origin: "http://localhost:5000",
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const userMessage = fake.requests[0].body.messages.find((message) => message.role === "user");
    expect(JSON.stringify(userMessage?.content)).toContain("data:image/png;base64,");
    expect(JSON.stringify(fake.requests[0].body.messages[0])).toMatch(/detailed error analysis/i);
  });
});
