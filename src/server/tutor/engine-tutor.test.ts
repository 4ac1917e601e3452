import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, jsonHeaders, signUp, type TestApp } from "../../../test/app-harness";
import { problemFromId } from "../../physics/engine";

describe("Interactive Tutor with the engine on a Template Problem", () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createTestApp({ database: "pglite" });
  });
  afterAll(async () => {
    await harness.close();
  });

  it("follows the problem's script on every turn, not only the first", async () => {
    const { cookie } = await signUp(harness.app);
    await giveSessions(harness, cookie, 6);
    const generated = await harness.app.inject({
      method: "POST",
      url: "/api/generate-problems",
      headers: jsonHeaders(cookie),
      payload: { topic: "mechanics", subtopic: "kinematics", courseLevel: "high-school" },
    });
    expect(generated.statusCode).toBe(200);
    const card = generated.json()[0] as { id: string; content: string };
    const steps = problemFromId(card.id)?.problem.tutor.steps ?? [];
    // The problem is drawn at random: its id, in every message, reproduces a failure.
    expect(steps.length, card.id).toBeGreaterThan(1);

    const history: { role: "user" | "assistant"; content: string }[] = [
      { role: "user", content: card.content },
    ];
    const first = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/step",
      headers: jsonHeaders(cookie),
      payload: { level: "high-school", history },
    });
    expect(first.statusCode).toBe(200);
    const sessionId = first.json().sessionId as string;
    expect(first.json()).toMatchObject({ currentStep: 1, totalSteps: steps.length, isComplete: false });

    // The student answers every step correctly, in the step's own unit, one turn at a time.
    let last = first.json();
    for (const [index, step] of steps.entries()) {
      history.push({ role: "assistant", content: last.reply });
      history.push({ role: "user", content: `${step.expected.value} ${step.expected.unit}` });
      const response = await harness.app.inject({
        method: "POST",
        url: "/api/tutor/step",
        headers: jsonHeaders(cookie),
        payload: { level: "high-school", history, sessionId },
      });
      expect(response.statusCode, card.id).toBe(200);
      last = response.json();
      const done = index === steps.length - 1;
      expect(last.isComplete, card.id).toBe(done);
      if (!done) expect(last.currentStep, card.id).toBe(index + 2);
    }
  });
});
