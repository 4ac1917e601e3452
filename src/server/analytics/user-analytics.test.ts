import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DATABASE_KINDS, signUp, type TestApp, userByEmail } from "../../../test/app-harness";
import { apiUsage, tutorMessages, tutorSessions } from "../db/schema";
import { getUserAnalytics, IDLE_GAP_MINUTES } from "./user-analytics";

describe.each(DATABASE_KINDS)("user analytics on %s", (databaseKind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ database: databaseKind });
  });
  afterAll(() => harness.close());

  const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it("counts calls, cost, charged sessions, active study minutes and the success rate", async () => {
    const { email } = await signUp(harness.app);
    const { id: userId } = await userByEmail(harness, email);
    const db = harness.database.db;
    await db.insert(apiUsage).values([
      { userId, endpoint: "/api/tutor/solve", model: "gpt-4o-mini", costUsd: "0.001250", success: true },
      { userId, endpoint: "/api/tutor/concept", model: "gpt-4o-mini", costUsd: "0.000500", success: true },
      { userId, endpoint: "/api/tutor/step", model: "gpt-4o-mini", costUsd: "0.000250", success: false },
    ]);
    const start = new Date("2026-03-02T15:00:00Z");
    const [concept] = await db
      .insert(tutorSessions)
      .values({ userId, mode: "concept", level: "high-school", chargedSessions: 2 })
      .returning();
    const [solver] = await db
      .insert(tutorSessions)
      .values({ userId, mode: "solve", level: "high-school", chargedSessions: 1 })
      .returning();
    // Concept Coach: 3 + 4 minutes of exchange, then a 45-minute pause (idle), then 2 more minutes.
    const conceptTimes = [0, 3, 7, 52, 54];
    await db.insert(tutorMessages).values(
      conceptTimes.map((minute, index) => ({
        sessionId: concept.id,
        role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
        content: `message ${index}`,
        createdAt: minutesAfter(start, minute),
      })),
    );
    // A solver call answered in half a minute, on another day: gaps are only measured inside a conversation.
    await db.insert(tutorMessages).values([
      { sessionId: solver.id, role: "user", content: "q", createdAt: minutesAfter(start, 2000) },
      { sessionId: solver.id, role: "assistant", content: "a", createdAt: minutesAfter(start, 2000.5) },
    ]);

    const analytics = await getUserAnalytics(db, userId);
    expect(IDLE_GAP_MINUTES).toBe(10);
    expect(analytics).toEqual({
      totalApiCalls: 3,
      totalCost: 0.002,
      completedSessions: 3,
      studyTime: 3 + 4 + 2 + 0.5,
      successRate: 2 / 3,
    });
  });

  it("gives zeros and no success rate to a user without activity", async () => {
    const { email } = await signUp(harness.app);
    const { id } = await userByEmail(harness, email);
    expect(await getUserAnalytics(harness.database.db, id)).toEqual({
      totalApiCalls: 0,
      totalCost: 0,
      completedSessions: 0,
      studyTime: 0,
      successRate: null,
    });
  });
});
