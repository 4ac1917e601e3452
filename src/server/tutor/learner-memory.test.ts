import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DATABASE_KINDS, signUp, type TestApp, userByEmail } from "../../../test/app-harness";
import { createSession } from "./conversation-store";
import { readLearnerMemory, updateLearnerMemory } from "./learner-memory";

describe.each(DATABASE_KINDS)("the learner memory on %s", (databaseKind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ database: databaseKind });
  });
  afterAll(() => harness.close());

  it("remembers level, confidence, the most used mode and the topics practised and mastered, without repeats", async () => {
    const { email } = await signUp(harness.app);
    const { id: userId } = await userByEmail(harness, email);
    const db = harness.database.db;
    expect(await readLearnerMemory(db, userId)).toBeNull();
    for (const mode of ["solve", "step", "step"] as const) {
      await createSession(db, { userId, mode, level: "algebra", topic: "Physics", userMessageCount: 1 });
    }
    await updateLearnerMemory(db, userId, { level: "algebra", confidenceRating: 2, subtopic: "kinematics" });
    await updateLearnerMemory(db, userId, {
      level: "calculus",
      confidenceRating: 4,
      subtopic: "kinematics",
      mastered: true,
    });
    await updateLearnerMemory(db, userId, {
      level: "calculus",
      confidenceRating: 4,
      subtopic: "optics-lasers",
    });
    const memory = await readLearnerMemory(db, userId);
    expect(memory).toMatchObject({ userLevel: "calculus", confidenceRating: 4, preferredMode: "step" });
    expect(memory?.topicsPractised.sort()).toEqual(["kinematics", "optics-lasers"]);
    expect(memory?.topicsMastered).toEqual(["kinematics"]);
  });
});
