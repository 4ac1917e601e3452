import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { solveTurn } from "../../../bench/solve-turn";
import {
  createTestApp,
  giveSessions,
  jsonHeaders,
  sessionsUsed,
  signUp,
  type TestApp,
} from "../../../test/app-harness";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../../../test/fake-openai-server";
import { type ModelReplyFixture, modelReplyFixtures } from "../../../test/fixtures/model-replies/index";
import { MAX_REPLY_CALCULATIONS, problemFromId } from "../../physics/engine";
import type { AiConfig } from "../config";
import { apiUsage } from "../db/schema";
import { sharedEnginePool } from "../engine-pool/engine-pool";
import type { BrainReply } from "../tutor/brain";
import { createEngineToolkit } from "./engine-toolkit-adapter";
import { createLlmBrain } from "./llm-brain";

const FIXTURES = modelReplyFixtures();

/** The LLM brain on the fake model, its engine calls in the process's engine pool. */
function brainOnFakeModel(baseUrl: string) {
  const config: AiConfig = {
    provider: "openai-compatible",
    apiKey: "sk-test",
    baseUrl,
    model: "gpt-4o-mini",
    visionModel: "gpt-4o-mini",
    timeoutMs: 5000,
    maxRetries: 0,
    priceOverride: undefined,
  };
  return createLlmBrain(config, createEngineToolkit(sharedEnginePool()));
}

function coversPlantedLine(fixture: ModelReplyFixture, reply: BrainReply): boolean {
  const line = fixture.plantedLine ?? -1;
  return (reply.verification.failedLines ?? []).some(
    (failed) => line >= failed.lineNumber && line <= (failed.endLineNumber ?? failed.lineNumber),
  );
}

describe("checking every calculation of a model's reply (fake OpenAI-compatible server)", () => {
  let fake: FakeOpenAiServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await fake.close();
  });

  it("has at least 100 replies over all five areas, right ones and each kind of planted error in every notation", () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(FIXTURES.map((fixture) => fixture.area))).toEqual(
      new Set(["mechanics", "thermodynamics", "electromagnetism", "optics", "modern physics"]),
    );
    expect(new Set(FIXTURES.map((fixture) => fixture.planted))).toEqual(
      new Set([undefined, "arithmetic", "conversion", "relation", "power-of-ten"]),
    );
    expect(new Set(FIXTURES.map((fixture) => fixture.format))).toEqual(
      new Set(["plain", "unicode", "latex", "inline", "aligned"]),
    );
  });

  it("never marks a right reply 'disagrees' and catches every planted error on its line", async () => {
    const brain = brainOnFakeModel(fake.baseUrl);
    const falseAlarms: string[] = [];
    const missed: string[] = [];
    for (const fixture of FIXTURES) {
      // The model answers with the fixture, and repeats it when asked to correct it: a failed line stays marked.
      fake.fallback = { kind: "text", text: fixture.reply, chunkSize: 64 };
      const reply = await brain.respond(solveTurn(fixture.problem), {
        signal: new AbortController().signal,
        onDelta: () => {},
        onUsage: () => {},
      });
      if (!fixture.planted) {
        // A right reply is verified, or "not checked" when one of its calculations could not be read
        // or it writes a relation the engine cannot check.
        const unreadLine =
          /(could not be read|is not one the engine could check), so the reply as a whole is not checked/.test(
            reply.verification.note,
          );
        if (
          reply.verification.status !== "verified" &&
          !(reply.verification.status === "not-checked" && unreadLine)
        )
          falseAlarms.push(`${fixture.id}: ${reply.verification.note}`);
      } else if (reply.verification.status !== "disagrees" || !coversPlantedLine(fixture, reply)) {
        missed.push(`${fixture.id}: ${reply.verification.status} ${reply.verification.note}`);
      } else {
        expect(reply.reply).toBe(fixture.reply);
      }
    }
    expect(falseAlarms).toEqual([]);
    expect(missed).toEqual([]);
    // 260 model calls and checks: on a busy machine this takes longer than one call's allowance.
  }, 180_000);

  it("does not mark a reply verified when one of its calculations could not be read, unless its final answer is confirmed", async () => {
    const brain = brainOnFakeModel(fake.baseUrl);
    const respond = async (problem: string, reply: string) => {
      fake.fallback = { kind: "text", text: reply, chunkSize: 512 };
      return brain.respond(solveTurn(problem), {
        signal: new AbortController().signal,
        onDelta: () => {},
        onUsage: () => {},
      });
    };
    // The first line is read and right; the second, where a slip could hide, cannot be read.
    const unreadable = await respond(
      "A gadget's output is worked out from a table of special values. What is it?",
      "d = 2.0 m/s × 3.0 s = 6.0 m\nP = \\Gamma(4.5) × 2.0 W = 23.3 W\n\n**Final answer:** 23.3 W",
    );
    expect(unreadable.verification.status).toBe("not-checked");
    expect(unreadable.verification.note).toBe(
      "1 calculation checked, all correct; 1 other calculation could not be read, so the reply as a whole is not checked.",
    );
    // A final answer the engine's own solution confirms is verified whatever lines could not be read.
    const confirmed = await respond(
      "A ball is dropped from rest from a height of 20 m. How fast is it moving when it hits the ground?",
      "v = \\sqrt{2 g h}\nv = sqrt(2 × 9.8 m/s² × 20 m) = 19.8 m/s\nE = \\Gamma(4.5) × 2.0 J = 23.3 J\n\n**Final answer:** 19.8 m/s",
    );
    expect(confirmed.verification.status).toBe("verified");
  }, 60_000);

  it("never marks verified a reply that writes a relation in a wrong form, and shows the line with the relation meant", async () => {
    const brain = brainOnFakeModel(fake.baseUrl);
    // Kinetic energy without its ½: the numbers put in it multiply out, the relation is wrong.
    fake.fallback = {
      kind: "text",
      text: "The puck's kinetic energy is\n$$K=mv^{2}=\\left(0.17\\ \\text{kg}\\right)\\left(12\\ \\text{m/s}\\right)^{2}=24.5\\ \\text{J}$$\n\n**Final answer:** 24.5 J",
      chunkSize: 512,
    };
    const reply = await brain.respond(
      solveTurn("A 0.17 kg hockey puck slides across the ice at 12 m/s. What is its kinetic energy?"),
      { signal: new AbortController().signal, onDelta: () => {}, onUsage: () => {} },
    );
    expect(reply.verification.status).toBe("disagrees");
    expect(reply.verification.failedLines?.[0]).toMatchObject({ lineNumber: 2, issue: "relation" });
    expect(reply.verification.note).toContain('K = mv² is not the relation "Kinetic energy", K = ½ m v²');
  }, 60_000);

  it("does not mark verified a reply whose arithmetic holds after an equation the engine cannot check, and names it", async () => {
    const brain = brainOnFakeModel(fake.baseUrl);
    // The areas go as the squares of the diameters: the force below is ten times too large, its
    // arithmetic right. The engine does not read this problem, so only the lines could verify it.
    fake.fallback = {
      kind: "text",
      text: [
        "The load's weight: $$F_2 = (2000\\ \\text{kg})(9.8\\ \\text{m/s}^2) = 19\\,600\\ \\text{N}$$",
        "The areas go as the diameters, so $F_1 = F_2\\,\\dfrac{d_1}{d_2}$.",
        "$$F_1 = (19\\,600\\ \\text{N})\\left(\\frac{3.0\\ \\text{cm}}{30\\ \\text{cm}}\\right) = 1960\\ \\text{N}$$",
        "",
        "**Final answer:** 1960 N",
      ].join("\n"),
      chunkSize: 512,
    };
    const reply = await brain.respond(
      solveTurn(
        "A hydraulic press has a small piston 3.0 cm across and a large piston 30 cm across. What force on the small piston holds up a 2000 kg load on the large one?",
      ),
      { signal: new AbortController().signal, onDelta: () => {}, onUsage: () => {} },
    );
    expect(reply.verification.status).toBe("not-checked");
    expect(reply.verification.note).toBe(
      "2 calculations checked, all correct; the relation F_1 = F_2 (d_1)/(d_2) is not one the engine could check, so the reply as a whole is not checked.",
    );
  }, 60_000);

  it("holds a final answer written at the end of a display block against the engine's own solution: a wrong one is not marked verified, a right one still is", async () => {
    const brain = brainOnFakeModel(fake.baseUrl);
    const problem = "A 0.17 kg hockey puck slides across the ice at 12 m/s. What is its kinetic energy?";
    // A textbook-style solution with no answer label: its final answer is the last row of its display block.
    const textbookReply = (numbers: string, result: string) =>
      [
        "**Strategy**",
        "",
        "The puck's kinetic energy follows from its mass and speed, $K = \\frac{1}{2}mv^{2}$.",
        "",
        "**Solution**",
        "",
        "$$\\begin{aligned}",
        `K &= ${numbers} \\\\`,
        `&\\approx ${result}\\mathrm{~J}`,
        "\\end{aligned}$$",
        "",
        "**Significance**",
        "",
        "A puck carries little energy next to the player who hits it.",
      ].join("\n");
    const respond = async (reply: string) => {
      fake.fallback = { kind: "text", text: reply, chunkSize: 512 };
      return brain.respond(solveTurn(problem), {
        signal: new AbortController().signal,
        onDelta: () => {},
        onUsage: () => {},
      });
    };
    // The mass misread as 0.71 kg: the line multiplies out right, the answer is four times the energy.
    const wrong = await respond(
      textbookReply(
        "\\frac{1}{2}\\left(0.71\\mathrm{~kg}\\right)\\left(12\\mathrm{~m/s}\\right)^{2}",
        "51.1",
      ),
    );
    expect(wrong.verification.statedAnswer).toEqual({ value: 51.1, unit: "J" });
    expect(wrong.verification.status).not.toBe("verified");
    expect(wrong.verification.note).toMatch(
      /the engine's own solution finds 12(\.\d)? J, not the final answer given/,
    );
    // The ½ dropped from the numbers only: the relation the values are put into is read, and is wrong.
    const half = await respond(
      textbookReply("\\left(0.17\\mathrm{~kg}\\right)\\left(12\\mathrm{~m/s}\\right)^{2}", "24.5"),
    );
    expect(half.verification.status).toBe("disagrees");
    expect(half.verification.failedLines?.[0]).toMatchObject({ issue: "relation" });
    const right = await respond(
      textbookReply(
        "\\frac{1}{2}\\left(0.17\\mathrm{~kg}\\right)\\left(12\\mathrm{~m/s}\\right)^{2}",
        "12.2",
      ),
    );
    expect(right.verification.statedAnswer).toEqual({ value: 12.2, unit: "J" });
    expect(right.verification.finalAnswer).toBe("confirmed");
    expect(right.verification.status).toBe("verified");
  }, 60_000);

  it("marks a reply longer than the check reads 'not checked' and says why, never 'verified'", async () => {
    const brain = brainOnFakeModel(fake.baseUrl);
    const problem = "A 2.0 kg cart is pushed with a net force of 10 N. Find its acceleration.";
    const oneLine = "a = F / m = 10 N / 2.0 kg = 5.0 m/s^2\n";
    for (const [reply, limit] of [
      [`${oneLine.repeat(320)}Final answer: 5.0 m/s^2`, "300 lines"],
      [
        `${"Newton's second law relates force and acceleration. ".repeat(330)}\n${oneLine}`,
        "16,000 characters",
      ],
    ]) {
      fake.fallback = { kind: "text", text: reply, chunkSize: 512 };
      const result = await brain.respond(solveTurn(problem), {
        signal: new AbortController().signal,
        onDelta: () => {},
        onUsage: () => {},
      });
      expect(result.verification.status).toBe("not-checked");
      expect(result.verification.note).toBe(
        `This reply is longer than the ${limit} the engine checks, so none of it was checked.`,
      );
    }
  }, 60_000);

  it("answers a reply of thousands of displays on one line, checking at most the most calculations a reply is checked for", async () => {
    const brain = brainOnFakeModel(fake.baseUrl);
    const problem = "A 2.0 kg cart is pushed with a net force of 10 N. Find its acceleration.";
    for (const [reply, note] of [
      ["$$".repeat(8000), "Nothing in this reply computes a value the engine could check."],
      [
        "a $$x=1+2=3$$ ".repeat(1100).slice(0, 15_000),
        new RegExp(
          `^${MAX_REPLY_CALCULATIONS} calculations checked, all correct; \\d+ other calculations could not be read`,
        ),
      ],
    ] as const) {
      fake.fallback = { kind: "text", text: reply, chunkSize: 512 };
      const result = await brain.respond(solveTurn(problem), {
        signal: new AbortController().signal,
        onDelta: () => {},
        onUsage: () => {},
      });
      expect(result.verification.status).toBe("not-checked");
      expect(result.verification.note).toMatch(note);
    }
  }, 60_000);
});

describe("acting on a failed check, through the tutor calls", () => {
  let fake: FakeOpenAiServer;
  let harness: TestApp;
  let cookie: string;
  let userId: string;
  const planted = FIXTURES.find((fixture) => fixture.id === "mechanics-distance-from-rest/plain/arithmetic");

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    harness = await createTestApp({
      environment: {
        OPENAI_API_KEY: "sk-test-secret-key",
        OPENAI_BASE_URL: fake.baseUrl,
        AI_MODEL: "gpt-4o-mini",
        AI_TIMEOUT_MS: "5000",
      },
    });
  });
  afterAll(async () => {
    await harness.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    const account = await signUp(harness.app);
    cookie = account.cookie;
    userId = await giveSessions(harness, cookie, 6);
  });

  const solve = (problem: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: { level: "algebra", problem },
    });

  const usageRows = () => harness.database.db.select().from(apiUsage).where(eq(apiUsage.userId, userId));

  it("asks the model once to correct a failed line, shows the corrected reply with a note, and charges one session", async () => {
    if (!planted) throw new Error("fixture missing");
    expect(planted.reply).toContain("= 100 m");
    fake.script({ kind: "text", text: planted.reply }, { kind: "text", text: planted.correctReply });
    const body = (await solve(planted.problem)).json();

    expect(body.reply).toBe(planted.correctReply);
    expect(body.verification).toMatchObject({
      status: "verified",
      failedLines: [],
      correctedLines: [
        expect.objectContaining({
          issue: "arithmetic",
          correction: "0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 100 m",
        }),
      ],
    });
    expect(body.verification.note).toMatch(
      /^Corrected after the engine's check: 0\.5 × 2\.5 m\/s² × \(8\.0 s\)² is 80 m, not 100 m/,
    );
    expect(body.verification.linesChecked).toBeGreaterThanOrEqual(2);

    // The correction is a second, short call that names the failed line and what it should be.
    expect(fake.requests).toHaveLength(2);
    const correctionRequest = JSON.stringify(fake.requests[1].body.messages.at(-1));
    expect(correctionRequest).toContain("is 80 m, not 100 m");
    expect(fake.requests[1].body.messages.at(-2)).toMatchObject({ role: "assistant" });

    // Both calls are recorded; the student pays one session for the turn.
    await expect.poll(async () => (await usageRows()).length).toBe(2);
    expect((await usageRows()).every((row) => row.success && row.endpoint === "/api/tutor/solve")).toBe(true);
    expect(await sessionsUsed(harness, userId)).toBe(1);
  });

  it("shows the reply as written with the failing line marked and its correct value when the correction fails too", async () => {
    if (!planted) throw new Error("fixture missing");
    fake.script({ kind: "text", text: planted.reply }, { kind: "text", text: planted.reply });
    const body = (await solve(planted.problem)).json();
    expect(body.reply).toBe(planted.reply);
    expect(body.verification.status).toBe("disagrees");
    expect(body.verification.failedLines).toEqual([
      expect.objectContaining({
        lineNumber: planted.plantedLine,
        text: expect.stringContaining("= 100 m"),
        correction: "0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 100 m",
      }),
    ]);
    expect(body.verification.correctedLines).toBeUndefined();
    expect(await sessionsUsed(harness, userId)).toBe(1);
  });

  it("corrects an Interactive Tutor step the same way, keeping the step's progress", async () => {
    fake.script(
      {
        kind: "json",
        value: {
          reply:
            "From rest: $d = 0.5 \\times 2.5\\ \\mathrm{m/s^2} \\times (8.0\\ \\mathrm{s})^2 = 90\\ \\mathrm{m}$. How long would 160 m take?",
          currentStep: 2,
          totalSteps: 3,
          isComplete: false,
          stepDescription: "Find the distance",
        },
      },
      // A model may answer the correction in the JSON of the step too: only its reply is taken.
      {
        kind: "json",
        value: {
          reply:
            "From rest: $d = 0.5 \\times 2.5\\ \\mathrm{m/s^2} \\times (8.0\\ \\mathrm{s})^2 = 80\\ \\mathrm{m}$. How long would 160 m take?",
          currentStep: 2,
          totalSteps: 3,
          isComplete: false,
          stepDescription: "Find the distance",
        },
      },
    );
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/step",
      headers: jsonHeaders(cookie),
      payload: {
        level: "algebra",
        history: [{ role: "user", content: "A car accelerates at 2.5 m/s² from rest." }],
      },
    });
    const body = response.json();
    expect(body).toMatchObject({ currentStep: 2, totalSteps: 3, stepDescription: "Find the distance" });
    expect(body.reply).toContain("= 80\\ \\mathrm{m}");
    expect(body.verification).toMatchObject({
      status: "verified",
      correctedLines: [
        expect.objectContaining({ correction: "0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 90 m" }),
      ],
    });
    expect(await sessionsUsed(harness, userId)).toBe(1);
  });

  it("keeps the reply when the correction call itself fails, without failing the turn", async () => {
    if (!planted) throw new Error("fixture missing");
    fake.script({ kind: "text", text: planted.reply }, { kind: "error", status: 400 });
    const response = await solve(planted.problem);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reply: planted.reply, verification: { status: "disagrees" } });
    expect(await sessionsUsed(harness, userId)).toBe(1);
  });

  it("disputes a final answer only against a problem of the engine's own bank, whose worked solution is certain", async () => {
    const generated = await harness.app.inject({
      method: "POST",
      url: "/api/generate-problems",
      headers: jsonHeaders(cookie),
      payload: { topic: "mechanics", subtopic: "kinematics", courseLevel: "high-school" },
    });
    const card = generated.json()[0] as { id: string; content: string };
    const worked = problemFromId(card.id)?.problem;
    if (!worked) throw new Error(`no worked problem for ${card.id}`);
    const { value, unit } = worked.answer;
    const asked = { level: "algebra", problem: card.content };

    fake.script({ kind: "text", text: `Worked through.\n\n**Final answer:** ${value} ${unit}` });
    const right = (
      await harness.app.inject({
        method: "POST",
        url: "/api/tutor/solve",
        headers: jsonHeaders(cookie),
        payload: asked,
      })
    ).json();
    expect(right.verification, card.id).toMatchObject({ status: "verified", finalAnswer: "confirmed" });

    fake.script({
      kind: "text",
      text: `Worked through.\n\n**Final answer:** ${value === 0 ? 1 : value * 2} ${unit}`,
    });
    const wrong = (
      await harness.app.inject({
        method: "POST",
        url: "/api/tutor/solve",
        headers: jsonHeaders(cookie),
        payload: asked,
      })
    ).json();
    expect(wrong.verification, card.id).toMatchObject({
      status: "disagrees",
      finalAnswer: "disputed",
      engineAnswer: { value: expect.closeTo(value, 6), unit },
    });
  });

  it("streams the first token while the model is still writing, and sends the check as the last event", async () => {
    if (!planted) throw new Error("fixture missing");
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (harness.app.server.address() as AddressInfo).port;
    const streamsBefore = fake.streamsEndedAt.length;
    fake.script(
      { kind: "text", text: planted.reply, chunkSize: 16, chunkDelayMs: 15 },
      { kind: "text", text: planted.correctReply },
    );
    const response = await fetch(`http://127.0.0.1:${port}/api/tutor/solve`, {
      method: "POST",
      headers: { ...jsonHeaders(cookie), accept: "text/event-stream" },
      body: JSON.stringify({ level: "algebra", problem: planted.problem }),
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    let firstDeltaAt: number | undefined;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (firstDeltaAt === undefined && text.includes("event: delta")) firstDeltaAt = performance.now();
    }
    // The first token reached the student before the model finished: no check had run yet.
    const modelFinishedAt = fake.streamsEndedAt[streamsBefore];
    expect(firstDeltaAt).toBeDefined();
    expect(firstDeltaAt).toBeLessThan(modelFinishedAt);
    const events = text.trim().split("\n\n");
    const last = events.at(-1) ?? "";
    expect(last.startsWith("event: final")).toBe(true);
    const final = JSON.parse(last.split("\n")[1].replace("data: ", ""));
    expect(final.reply).toBe(planted.correctReply);
    expect(final.verification.correctedLines).toHaveLength(1);
  });
});
