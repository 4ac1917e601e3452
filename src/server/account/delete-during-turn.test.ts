import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, jsonHeaders, signUp, type TestApp } from "../../../test/app-harness";
import { apiUsage, learnerMemory, tutorSessions } from "../db/schema";
import type { BrainReply, TutorBrain } from "../tutor/brain";

/** A brain that reports a model call and answers only when released, on the subtopic it is given. */
function gatedBrain() {
  const waiting: ((subtopic: string) => void)[] = [];
  const brain: TutorBrain = {
    kind: "llm",
    respond: (_turn, io) =>
      new Promise<BrainReply>((resolve) => {
        waiting.push((subtopic) => {
          io.onUsage?.({
            model: "gpt-4o-mini",
            inputTokens: 100,
            outputTokens: 20,
            latencyMs: 50,
            costUsd: 0.001,
            success: true,
          });
          resolve({
            reply: "Here is the solution.",
            verification: { status: "not-checked", note: "" },
            subtopic,
          });
        });
      }),
  };
  return { brain, waiting };
}

describe("deleting data while a reply is still being written", () => {
  const gate = gatedBrain();
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ brain: gate.brain });
  });
  afterAll(() => harness.close());

  it("leaves no usage record or learner memory of that turn behind", async () => {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 6);
    const solve = (problem: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/tutor/solve",
        headers: jsonHeaders(cookie),
        payload: { level: "high-school", problem },
      });

    const running = solve("A ball is dropped from 20 m. How fast is it going at the ground?");
    await expect.poll(() => gate.waiting.length, { timeout: 10_000 }).toBe(1);
    const deletion = await harness.app.inject({
      method: "POST",
      url: "/api/account/delete-data",
      headers: jsonHeaders(cookie),
      payload: { confirm: "DELETE" },
    });
    expect(deletion.statusCode, deletion.body).toBe(200);
    gate.waiting[0]("free-fall");
    expect((await running).statusCode).toBe(200);

    // A later turn's records are written after the first one's would have been.
    const later = solve("A 2 kg cart is pushed with 10 N. What is its acceleration?");
    await expect.poll(() => gate.waiting.length, { timeout: 10_000 }).toBe(2);
    gate.waiting[1]("newtons-laws");
    expect((await later).statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await harness.database.db.select().from(apiUsage).where(eq(apiUsage.userId, userId))).length,
      )
      .toBe(1);
    await expect
      .poll(async () => {
        const [memory] = await harness.database.db
          .select()
          .from(learnerMemory)
          .where(eq(learnerMemory.userId, userId));
        return memory?.topicsPractised;
      })
      .toEqual(["newtons-laws"]);
    expect(
      await harness.database.db.select().from(tutorSessions).where(eq(tutorSessions.userId, userId)),
    ).toHaveLength(1);
  });
});
