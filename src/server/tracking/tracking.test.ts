import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  giveSessions,
  jsonHeaders,
  sessionsUsed,
  signUp,
  type TestApp,
} from "../../../test/app-harness";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../../test/fake-openai-server";
import {
  type ApiUsageRecord,
  apiUsagePageSchema,
  dailyStatsSchema,
  learnerMemoryDebugSchema,
  threadSchema,
  trackingAnalyticsSchema,
} from "../../contracts/tracking";
import { DEBUG_USAGE_HEADER, TUTOR_BRAIN_HEADER } from "../../contracts/tracking-limits";
import { apiUsage, tutorMessages, tutorSessions, user } from "../db/schema";

const level = "algebra";
const STEP_REPLY = {
  reply: "Good start. **Step 2 of 5:** what is the acceleration in m/s²?",
  currentStep: 2,
  totalSteps: 5,
  isComplete: false,
  stepDescription: "Find the acceleration",
};

/** percentile_cont: linear interpolation between the two nearest ranks of the sorted values. */
function interpolatedPercentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * fraction;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

describe("the tracking dashboard's figures (LLM brain on a fake model)", () => {
  let fake: FakeOpenAiServer;
  let harness: TestApp;
  let student: { cookie: string; id: string };
  let developerCookie: string;

  const post = (cookie: string, url: string, payload: object, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: "POST", url, headers: { ...jsonHeaders(cookie), ...headers }, payload });
  const read = (url: string, cookie = developerCookie) => harness.app.inject({ url, headers: { cookie } });

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    harness = await createTestApp({
      environment: {
        OPENAI_API_KEY: "sk-test-secret-key",
        OPENAI_BASE_URL: fake.baseUrl,
        AI_MODEL: "gpt-4o-mini",
        AI_TIMEOUT_MS: "5000",
        AI_MAX_RETRIES: "0",
      },
    });
    const account = await signUp(harness.app, { email: "tracked-student@example.com" });
    student = { cookie: account.cookie, id: await giveSessions(harness, account.cookie, 6) };
    const developer = await signUp(harness.app, { email: "tracking-developer@example.com" });
    await harness.database.db.update(user).set({ role: "developer" }).where(eq(user.email, developer.email));
    developerCookie = developer.cookie;

    // A scripted day of tutoring: a solve, a two-message Concept Coach conversation, an
    // Interactive Tutor step and a solve the model fails.
    fake.script(
      {
        kind: "text",
        text: "v = 20 m/s.\n\n**Final answer:** 20 m/s",
        usage: { prompt_tokens: 100, completion_tokens: 20 },
      },
      {
        kind: "text",
        text: "Inertia is resistance to changes in motion.",
        usage: { prompt_tokens: 200, completion_tokens: 30 },
      },
      { kind: "text", text: "Mass measures it.", usage: { prompt_tokens: 150, completion_tokens: 25 } },
      { kind: "json", value: STEP_REPLY, usage: { prompt_tokens: 300, completion_tokens: 40 } },
      { kind: "error", status: 500 },
    );
    const solved = await post(student.cookie, "/api/tutor/solve", {
      topic: "Physics",
      level,
      problem: "A car moves at 20 m/s. What is its speed?",
    });
    expect(solved.statusCode).toBe(200);
    const concept = await post(student.cookie, "/api/tutor/concept", {
      topic: "Physics",
      level,
      history: [{ role: "user", content: "What is inertia?" }],
    });
    expect(concept.statusCode).toBe(200);
    const followUp = await post(student.cookie, "/api/tutor/concept", {
      topic: "Physics",
      level,
      sessionId: concept.json().sessionId,
      history: [{ role: "user", content: "What measures it?" }],
    });
    expect(followUp.statusCode).toBe(200);
    const step = await post(student.cookie, "/api/tutor/step", {
      topic: "Physics",
      level,
      history: [{ role: "user", content: "A ball is dropped from 20 m. How long does it fall?" }],
    });
    expect(step.statusCode).toBe(200);
    const failed = await post(student.cookie, "/api/tutor/solve", {
      topic: "Physics",
      level,
      problem: "A stone falls for 2 s. How far?",
    });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);

    // Spread the stored messages over time, with one idle pause, so study minutes are not zero.
    const sessions = await harness.database.db
      .select({ id: tutorSessions.id })
      .from(tutorSessions)
      .where(eq(tutorSessions.userId, student.id));
    const messages = await harness.database.db
      .select({ id: tutorMessages.id })
      .from(tutorMessages)
      .where(
        inArray(
          tutorMessages.sessionId,
          sessions.map((session) => session.id),
        ),
      )
      .orderBy(asc(tutorMessages.id));
    let moment = Date.now() - 60 * 60 * 1000;
    for (const [index, message] of messages.entries()) {
      moment += index === 3 ? 25 * 60 * 1000 : (2 + index) * 60 * 1000;
      await harness.database.db
        .update(tutorMessages)
        .set({ createdAt: new Date(moment) })
        .where(eq(tutorMessages.id, message.id));
    }
  });
  afterAll(async () => {
    await harness.close();
    await fake.close();
  });

  async function usageRows(userId: string) {
    return harness.database.db.select().from(apiUsage).where(eq(apiUsage.userId, userId));
  }

  it("shows calls, cost, sessions, study minutes and success rate equal to the stored records", async () => {
    const rows = await usageRows(student.id);
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => !row.success)).toHaveLength(1);

    const messages = await harness.database.db
      .select({ sessionId: tutorMessages.sessionId, createdAt: tutorMessages.createdAt })
      .from(tutorMessages)
      .innerJoin(tutorSessions, eq(tutorSessions.id, tutorMessages.sessionId))
      .where(eq(tutorSessions.userId, student.id))
      .orderBy(asc(tutorMessages.id));
    let studySeconds = 0;
    for (const [index, message] of messages.entries()) {
      const previous = messages[index - 1];
      if (!previous || previous.sessionId !== message.sessionId) continue;
      const gap = (message.createdAt.getTime() - previous.createdAt.getTime()) / 1000;
      if (gap <= 10 * 60) studySeconds += gap;
    }
    expect(studySeconds).toBeGreaterThan(0);

    const response = await read(`/api/analytics/user/${student.id}`);
    expect(response.statusCode).toBe(200);
    const analytics = trackingAnalyticsSchema.parse(response.json());
    const costSum = rows.reduce((sum, row) => sum + Number(row.costUsd), 0);
    expect(analytics.totalCalls).toBe(rows.length);
    expect(analytics.totalCost).toBeCloseTo(costSum, 9);
    expect(analytics.totalCost).toBeGreaterThan(0);
    // Solve, the conversation's first message and the step paid; the failed solve was refunded.
    expect(analytics.sessions).toBe(3);
    expect(analytics.sessions).toBe(await sessionsUsed(harness, student.id));
    expect(analytics.totalMinutes).toBe(Math.round(studySeconds / 6) / 10);
    expect(analytics.successRate).toBe(4 / 5);
  });

  it("lists every usage record once across pages, newest first, with the stored tokens, latency and cost", async () => {
    const rows = await usageRows(student.id);
    const listed: ApiUsageRecord[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = await read(`/api/analytics/api-usage/${student.id}?page=${page}&pageSize=2`);
      expect(response.statusCode).toBe(200);
      const body = apiUsagePageSchema.parse(response.json());
      expect(body.total).toBe(rows.length);
      listed.push(...body.records);
    }
    expect(listed.map((record) => record.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const times = listed.map((record) => Date.parse(record.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const record of listed) {
      const row = rows.find((candidate) => candidate.id === record.id);
      expect(record).toEqual({
        id: row?.id,
        endpoint: row?.endpoint,
        model: "gpt-4o-mini",
        inputTokens: row?.inputTokens,
        outputTokens: row?.outputTokens,
        tokens: (row?.inputTokens ?? 0) + (row?.outputTokens ?? 0),
        time: row?.createdAt.toISOString(),
        latencyMs: row?.latencyMs,
        costUsd: Number(row?.costUsd).toFixed(6),
        success: row?.success,
        debug: false,
      });
    }
    const inputTokens = listed.reduce((sum, record) => sum + record.inputTokens, 0);
    expect(inputTokens).toBe(100 + 200 + 150 + 300);
  });

  it("sums calls, tokens and cost per day, with latency percentiles of the day's calls", async () => {
    const rows = await usageRows(student.id);
    const response = await read(`/api/analytics/daily-stats?userId=${student.id}`);
    expect(response.statusCode).toBe(200);
    const days = dailyStatsSchema.parse(response.json());
    expect(days.reduce((sum, day) => sum + day.calls, 0)).toBe(rows.length);
    expect(days.reduce((sum, day) => sum + day.inputTokens, 0)).toBe(750);
    expect(days.reduce((sum, day) => sum + day.outputTokens, 0)).toBe(115);
    expect(days.reduce((sum, day) => sum + Number(day.cost), 0)).toBeCloseTo(
      rows.reduce((sum, row) => sum + Number(row.costUsd), 0),
      9,
    );
    for (const day of days) {
      const latencies = rows
        .filter((row) => row.createdAt.toISOString().slice(0, 10) === day.day)
        .map((row) => row.latencyMs);
      expect(day.p50LatencyMs).toBe(Math.round(interpolatedPercentile(latencies, 0.5)));
      expect(day.p95LatencyMs).toBe(Math.round(interpolatedPercentile(latencies, 0.95)));
    }
  });

  it("shows the AI memory with the mastery behind the count of topics mastered", async () => {
    const response = await read(`/api/assistant/memory/debug?userId=${student.id}`);
    const memory = learnerMemoryDebugSchema.parse(response.json());
    expect(memory.userLevel).toBe(level);
    expect(memory.mastery.filter((entry) => entry.mastered).map((entry) => entry.subtopic)).toEqual(
      memory.topicsMastered,
    );
    expect(memory.mastery.map((entry) => entry.subtopic).sort()).toEqual(
      [...new Set([...memory.topicsPractised, ...memory.topicsMastered])].sort(),
    );
  });

  it("lets a developer read a student's conversations, and no other student", async () => {
    const developerView = await read(`/api/assistant/thread/${student.id}`);
    expect(developerView.statusCode).toBe(200);
    const thread = threadSchema.parse(developerView.json());
    expect(thread.conversations.map((conversation) => conversation.mode).sort()).toEqual([
      "concept",
      "solve",
      "step",
    ]);
    const concept = thread.conversations.find((conversation) => conversation.mode === "concept");
    expect(concept?.messages.map((message) => message.content)).toEqual([
      "What is inertia?",
      "Inertia is resistance to changes in motion.",
      "What measures it?",
      "Mass measures it.",
    ]);

    const classmate = await signUp(harness.app);
    const attempt = await read(`/api/assistant/thread/${student.id}`, classmate.cookie);
    expect(attempt.statusCode).toBe(403);
    expect(attempt.body).not.toContain("inertia");
    const encoded = await read(`/api/assistant/%74hread/${student.id}`, classmate.cookie);
    expect([403, 404]).toContain(encoded.statusCode);
    expect(encoded.body).not.toContain("inertia");
  });

  it("records a developer's debug-page calls as debug usage without charging, and charges a student who sends the flag", async () => {
    const debugHeader = { [DEBUG_USAGE_HEADER]: "true" };
    const [developer] = await harness.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "tracking-developer@example.com"));
    // The developer has no subscription: a charged call would answer 402.
    const refused = await post(developerCookie, "/api/tutor/solve", {
      topic: "Physics",
      level,
      problem: "2 m/s for 3 s?",
    });
    expect(refused.statusCode).toBe(402);
    const debugCall = await post(
      developerCookie,
      "/api/tutor/solve",
      { topic: "Physics", level, problem: "2 m/s for 3 s?" },
      debugHeader,
    );
    expect(debugCall.statusCode).toBe(200);
    expect(debugCall.headers[TUTOR_BRAIN_HEADER]).toBe("llm gpt-4o-mini");
    const developerRows = await usageRows(developer.id);
    expect(developerRows).toHaveLength(1);
    expect(developerRows[0].debug).toBe(true);
    const listed = apiUsagePageSchema.parse((await read(`/api/analytics/api-usage/${developer.id}`)).json());
    expect(listed.records.map((record) => record.debug)).toEqual([true]);

    const usedBefore = await sessionsUsed(harness, student.id);
    const studentCall = await post(
      student.cookie,
      "/api/tutor/solve",
      { topic: "Physics", level, problem: "4 m/s for 2 s?" },
      debugHeader,
    );
    expect(studentCall.statusCode).toBe(200);
    expect(await sessionsUsed(harness, student.id)).toBe(usedBefore + 1);
    const studentRows = await usageRows(student.id);
    expect(studentRows.every((row) => !row.debug)).toBe(true);
  });
});
