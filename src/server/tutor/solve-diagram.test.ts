import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, jsonHeaders, signUp, type TestApp } from "../../../test/app-harness";
import { diagramSchema } from "../../contracts/diagram";

const CAR = "A car accelerates from rest to 20 m/s in 8.0 s. How far does it travel?";

describe("the Problem Solver's diagram (canvasDiagram) with the engine", () => {
  let harness: TestApp;
  let cookie: string;

  beforeAll(async () => {
    harness = await createTestApp({ database: "pglite" });
    ({ cookie } = await signUp(harness.app));
    await giveSessions(harness, cookie, 6);
  });
  afterAll(async () => {
    await harness.close();
  });

  it("/api/tutor/solve answers the car's velocity and position graphs with the solution's numbers", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: { level: "algebra", problem: CAR },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const diagram = diagramSchema.parse(body.canvasDiagram);
    expect(diagram).toMatchObject({ kind: "motion-graphs", labels: { distance: "80 m", duration: "8.0 s" } });
    expect(body.reply).toContain("80");
  });

  it("/api/assistant/chat carries the same diagram, as the spec names it", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/assistant/chat",
      headers: jsonHeaders(cookie),
      payload: { level: "algebra", message: CAR },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().canvasDiagram?.kind).toBe("motion-graphs");
  });

  it("the streamed reply's final event carries it too", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: { ...jsonHeaders(cookie), accept: "text/event-stream" },
      payload: { level: "algebra", problem: CAR },
    });
    const final = /event: final\ndata: (.*)\n/.exec(response.body)?.[1];
    expect(JSON.parse(final ?? "{}").canvasDiagram?.kind).toBe("motion-graphs");
  });

  it("a problem with no picture answers without one", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: {
        level: "algebra",
        problem: "A 12 V battery drives 2.0 A through a lamp. What is its power?",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().canvasDiagram).toBeUndefined();
  });
});

describe("the Problem Solver's common mistakes with the engine, for a typed problem", () => {
  let harness: TestApp;
  let cookie: string;

  beforeAll(async () => {
    harness = await createTestApp({ database: "pglite" });
    ({ cookie } = await signUp(harness.app));
    await giveSessions(harness, cookie, 6);
  });
  afterAll(async () => {
    await harness.close();
  });

  it("/api/tutor/solve names the speed left in km/h and what it gives, as the Problem Solver always asks", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: {
        level: "algebra",
        problem: "A car accelerates from rest to 72 km/h in 8.0 s. How far does it travel?",
        perFeatures: { showMisconceptions: true },
      },
    });
    expect(response.statusCode).toBe(200);
    const reply: string = response.json().reply;
    expect(reply).toContain("### Common mistakes");
    expect(reply).toContain("**Used the speed in km/h as if it were in m/s.**");
    expect(reply).toContain("$288\\ \\mathrm{m}$ instead of $80\\ \\mathrm{m}$");
  });
});
