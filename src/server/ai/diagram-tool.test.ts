/**
 * The model's tool for diagrams, through the tutor calls with the fake OpenAI-compatible server:
 * quantities that agree with the engine's solution get the engine's diagram in the reply; a
 * quantity that contradicts it gets no diagram, and the reply says why.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { giveSessions, jsonHeaders, signUp, type TestApp } from "../../../test/app-harness";
import { startFakeModelApp, stopFakeModelApp } from "../../../test/fake-model-app";
import type { FakeOpenAiServer } from "../../../test/fake-openai-server";

const level = "algebra";
const INCLINE =
  "A 4.0 kg block slides down a 30 degree incline with coefficient of kinetic friction 0.25. What is its acceleration?";
const REPLY =
  "The forces along the incline give $a = g(\\sin 30° - 0.25 \\cos 30°)$.\n\n**Final answer:** 2.8 m/s²";

describe("the model asks the engine for a diagram", () => {
  let fake: FakeOpenAiServer;
  let harness: TestApp;
  let cookie: string;

  beforeAll(async () => {
    ({ fake, harness } = await startFakeModelApp());
  });
  afterAll(() => stopFakeModelApp({ fake, harness }));
  beforeEach(async () => {
    fake.requests.length = 0;
    cookie = (await signUp(harness.app)).cookie;
    await giveSessions(harness, cookie, 6);
  });

  const solve = (problem: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: { level, problem },
    });

  it("offers the model the tool, with the kinds it may ask for", async () => {
    fake.script({ kind: "text", text: REPLY });
    await solve(INCLINE);
    const names = fake.requests[0].body.tools?.map((tool) => tool.function.name);
    expect(names).toContain("drawDiagram");
  });

  it("draws the engine's free-body diagram when the model's quantities agree with the solution", async () => {
    fake.script(
      {
        kind: "tool-call",
        name: "drawDiagram",
        arguments: {
          kind: "free-body",
          quantities: [
            { name: "m", value: 4, unit: "kg" },
            { name: "a", value: 2.8, unit: "m/s^2" },
          ],
        },
      },
      { kind: "text", text: REPLY },
    );
    const response = await solve(INCLINE);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.canvasDiagram).toMatchObject({ kind: "free-body", title: "Forces on the block" });
    expect(body.canvasDiagram.description).toContain("normal force 34 N");
    const toolMessage = fake.requests[1].body.messages.find((message) => message.role === "tool");
    expect(JSON.stringify(toolMessage?.content)).toContain("Checked against the engine's solution");
  });

  it("draws nothing and says why when a quantity contradicts the solution", async () => {
    fake.script(
      {
        kind: "tool-call",
        name: "drawDiagram",
        arguments: { kind: "free-body", quantities: [{ name: "a", value: 4.9, unit: "m/s^2" }] },
      },
      { kind: "text", text: REPLY },
    );
    const body = (await solve(INCLINE)).json();
    expect(body.canvasDiagram).toBeUndefined();
    expect(body.verification.note).toContain(
      "No diagram: the quantities asked for contradict the engine's solution",
    );
    expect(body.verification.note).toContain("a = 4.9 m/s²");
    const toolMessage = fake.requests[1].body.messages.find((message) => message.role === "tool");
    expect(JSON.stringify(toolMessage?.content)).toContain('\\"drawn\\":false');
  });

  it("draws nothing for a kind the engine would not draw for this problem", async () => {
    fake.script(
      { kind: "tool-call", name: "drawDiagram", arguments: { kind: "ray-diagram", quantities: [] } },
      { kind: "text", text: REPLY },
    );
    const body = (await solve(INCLINE)).json();
    expect(body.canvasDiagram).toBeUndefined();
    expect(body.verification.note).toContain("draws this problem as a free-body diagram");
  });
});
