import { describe, expect, it } from "vitest";
import { agreesWithSolution, requestedDiagram } from "./requested-diagram";

const INCLINE =
  "A 4.0 kg block slides down a 30 degree incline with coefficient of kinetic friction 0.25. What is its acceleration?";

describe("a diagram asked for by kind and quantities", () => {
  it("is the engine's own, drawn when the quantities agree with its solution (2.8 for 2.78 m/s²)", () => {
    const result = requestedDiagram({
      problem: INCLINE,
      level: "algebra",
      kind: "free-body",
      quantities: [
        { name: "a", value: 2.8, unit: "m/s^2" },
        { name: "m", value: 4000, unit: "g" },
      ],
    });
    expect(result.status).toBe("drawn");
    if (result.status !== "drawn") return;
    expect(result.diagram.description).toContain("weight 39 N");
    expect(result.note).toContain("a = 2.8 m/s²");
  });

  it("is not drawn when a quantity contradicts the solution, and the note names both values", () => {
    const result = requestedDiagram({
      problem: INCLINE,
      level: "algebra",
      kind: "free-body",
      quantities: [{ name: "a", value: 4.9, unit: "m/s^2" }],
    });
    expect(result).toEqual({
      status: "refused",
      note: expect.stringMatching(/a = 4\.9 m\/s², where the engine's solution has 2\.8 m\/s²/),
    });
  });

  it("is not drawn for a kind the engine would not draw, nor for a problem it cannot solve", () => {
    const wrongKind = requestedDiagram({
      problem: INCLINE,
      level: "algebra",
      kind: "ray-diagram",
      quantities: [],
    });
    expect(wrongKind).toMatchObject({ status: "refused", note: expect.stringContaining("free-body") });
    const unsolved = requestedDiagram({
      problem: "Why is the sky blue?",
      level: "algebra",
      kind: "free-body",
      quantities: [],
    });
    expect(unsolved).toMatchObject({ status: "refused", note: expect.stringContaining("could not solve") });
  });

  it("reads a value rounded to two figures as agreeing, one off in its second figure as not", () => {
    expect(agreesWithSolution(1.3, 1.257)).toBe(true);
    expect(agreesWithSolution(-2.5, 2.5)).toBe(true);
    expect(agreesWithSolution(60, 80)).toBe(false);
    expect(agreesWithSolution(2.9, 2.778)).toBe(false);
  });
});
