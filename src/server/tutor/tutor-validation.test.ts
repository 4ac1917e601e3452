import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, jsonHeaders, signUp, type TestApp } from "../../../test/app-harness";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../../test/fake-openai-server";

const TUTOR_CALLS = [
  "/api/tutor/solve",
  "/api/tutor/concept",
  "/api/tutor/step",
  "/api/tutor/analyze",
  "/api/assistant/chat",
  "/api/generate-problems",
  "/api/analyze-image",
];

const history = [{ role: "user", content: "Why is the sky blue?" }];

/** Malformed bodies and the field the 400 must name. */
const MALFORMED: { url: string; payload: unknown; field: string }[] = [
  { url: "/api/tutor/solve", payload: { problem: "A ball falls" }, field: "level" },
  { url: "/api/tutor/solve", payload: { level: "grad-school", problem: "A ball falls" }, field: "level" },
  { url: "/api/tutor/solve", payload: { level: "algebra" }, field: "problem" },
  { url: "/api/tutor/solve", payload: { level: "algebra", problem: "   " }, field: "problem" },
  { url: "/api/tutor/solve", payload: { level: "algebra", problem: "x".repeat(20_001) }, field: "problem" },
  {
    url: "/api/tutor/solve",
    payload: { level: "algebra", problem: "A", perFeatures: { confidenceRating: 9 } },
    field: "perFeatures.confidenceRating",
  },
  { url: "/api/tutor/concept", payload: { level: "algebra" }, field: "history" },
  { url: "/api/tutor/concept", payload: { level: "algebra", history: [] }, field: "history" },
  {
    url: "/api/tutor/concept",
    payload: { level: "algebra", history: [{ role: "system", content: "x" }] },
    field: "history.0.role",
  },
  {
    url: "/api/tutor/step",
    payload: { level: "algebra", history: [{ role: "assistant", content: "Hi" }] },
    field: "history",
  },
  {
    url: "/api/tutor/step",
    payload: { level: "algebra", history, perFeatures: { showMisconceptions: "yes" } },
    field: "perFeatures.showMisconceptions",
  },
  { url: "/api/tutor/analyze", payload: { level: "algebra", problem: "Find v" }, field: "studentWork" },
  { url: "/api/tutor/analyze", payload: { level: "algebra", studentWork: "v = 3 m/s" }, field: "problem" },
  { url: "/api/tutor/analyze", payload: { studentWork: "v = 3 m/s", problemInWork: true }, field: "level" },
  { url: "/api/assistant/chat", payload: { level: "algebra" }, field: "message" },
  {
    url: "/api/generate-problems",
    payload: { topic: "mechanics", subtopic: "kinematics" },
    field: "courseLevel",
  },
  {
    url: "/api/generate-problems",
    payload: { topic: "alchemy", subtopic: "kinematics", courseLevel: "algebra" },
    field: "topic",
  },
  {
    url: "/api/generate-problems",
    payload: { topic: "mechanics", subtopic: "lasers", courseLevel: "algebra" },
    field: "subtopic",
  },
  {
    url: "/api/generate-problems",
    payload: { topic: "mechanics", subtopic: "kinematics", courseLevel: "phd" },
    field: "courseLevel",
  },
];

describe("tutor call guards and validation", () => {
  let fake: FakeOpenAiServer;
  let harness: TestApp;
  let cookie: string;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    harness = await createTestApp({
      environment: { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.baseUrl },
    });
    cookie = (await signUp(harness.app)).cookie;
    await giveSessions(harness, cookie, 6);
  });
  afterAll(async () => {
    await harness.close();
    await fake.close();
  });

  for (const url of TUTOR_CALLS) {
    it(`${url} answers 401 without a session`, async () => {
      const response = await harness.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("UNAUTHORIZED");
    });
  }

  for (const { url, payload, field } of MALFORMED) {
    it(`${url} answers 400 naming ${field} for ${JSON.stringify(payload).slice(0, 80)}`, async () => {
      const response = await harness.app.inject({
        method: "POST",
        url,
        headers: jsonHeaders(cookie),
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message.startsWith(`${field}:`)).toBe(true);
      expect(fake.requests).toHaveLength(0);
    });
  }

  it("answers 400 for a body that is not JSON", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body: /);
  });

  it("charges nothing for refused requests", async () => {
    const status = await harness.app.inject({ url: "/api/subscription/status", headers: { cookie } });
    expect(status.json().sessionInfo.currentSessions).toBe(0);
  });
});
