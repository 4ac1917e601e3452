import { describe, expect, it } from "vitest";
import { solveStructured } from "./structured";

describe("solveStructured", () => {
  it("finds a chain from knowns with units to the unknown and writes the steps", () => {
    const result = solveStructured(
      [
        { variable: "v0", value: 72, unit: "km/h", significantFigures: 2 },
        { variable: "a", value: -4, unit: "m/s^2", significantFigures: 2 },
        { variable: "v", value: 0, unit: "m/s", significantFigures: 2 },
      ],
      { variable: "d" },
    );
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.si).toEqual({ value: 50, unit: "m" });
    expect(result.steps[0].principle).toContain("Convert");
    expect(result.steps.at(-1)?.equation).toBe("v^2 = v_0^2 + 2 a d");
    expect(result.steps.at(-1)?.result).toEqual({ value: 50, unit: "m", symbol: "d" });
  });

  it("accepts LaTeX symbols and answers in the unit asked for", () => {
    const result = solveStructured(
      [
        { variable: "m", value: 1500, unit: "g" },
        { variable: "v", value: 36, unit: "km/h" },
      ],
      { variable: "p", unit: "kg*m/s" },
    );
    expect(result.status === "solved" && result.answer).toEqual({ value: 15, unit: "kg*m/s" });
    const byLatex = solveStructured([{ variable: "\\lambda", value: 500, unit: "nm" }], {
      variable: "E",
      unit: "eV",
    });
    expect(byLatex.status).toBe("cannot-solve");
  });

  it("uses relations that need a situation only when the context names it", () => {
    const knowns = [{ variable: "h", value: 20, unit: "m" }];
    expect(solveStructured(knowns, { variable: "t" }).status).toBe("cannot-solve");
    const dropped = solveStructured(
      knowns,
      { variable: "t" },
      { context: "A stone is dropped", subtopic: "kinematics" },
    );
    expect(dropped.status).toBe("cannot-solve");
    const withGravity = solveStructured(
      [...knowns, { variable: "g", value: 9.8, unit: "m/s^2" }],
      { variable: "t" },
      { context: "A stone is dropped", subtopic: "kinematics" },
    );
    expect(withGravity.status === "solved" && withGravity.si.value).toBeCloseTo(2.0203, 4);
  });

  it("leaves out a relation whose situation the context rules out", () => {
    const knowns = [
      { variable: "m1", value: 2, unit: "kg" },
      { variable: "v1", value: 3, unit: "m/s" },
      { variable: "m2", value: 1, unit: "kg" },
      { variable: "v2", value: 0, unit: "m/s" },
    ];
    const stuck = solveStructured(knowns, { variable: "vf" }, { context: "the carts stick together" });
    expect(stuck.status === "solved" && stuck.si.value).toBeCloseTo(2, 10);
    const inelastic = solveStructured(
      knowns,
      { variable: "vf" },
      { context: "a perfectly inelastic collision" },
    );
    expect(inelastic.status).toBe("solved");
    expect(
      solveStructured(knowns, { variable: "vf" }, { context: "the carts collide elastically" }).status,
    ).toBe("cannot-solve");
  });

  it("does not take the final speed of a fall as a speed kept for the whole fall", () => {
    const result = solveStructured(
      [
        { variable: "t", value: 2, unit: "s" },
        { variable: "g", value: 9.8, unit: "m/s^2" },
      ],
      { variable: "d" },
      { context: "a stone falls" },
    );
    expect(result.status).toBe("cannot-solve");
    if (result.status === "cannot-solve") expect(result.reason).toContain("constant speed");
  });

  it("refuses unknown variables, wrong units and unreachable unknowns", () => {
    expect(solveStructured([{ variable: "zz", value: 1, unit: "m" }], { variable: "t" }).status).toBe(
      "cannot-solve",
    );
    expect(solveStructured([{ variable: "m", value: 1, unit: "s" }], { variable: "p" }).status).toBe(
      "cannot-solve",
    );
    expect(solveStructured([{ variable: "m", value: 1, unit: "kg" }], { variable: "p" }).status).toBe(
      "cannot-solve",
    );
    expect(solveStructured([{ variable: "m", value: 1, unit: "kg" }], { variable: "m" }).status).toBe(
      "cannot-solve",
    );
  });

  it("uses the least precise given for the significant figures, at least 2", () => {
    const result = solveStructured(
      [
        { variable: "F", value: 10, unit: "N", significantFigures: 1 },
        { variable: "m", value: 3, unit: "kg", significantFigures: 3 },
      ],
      { variable: "a" },
    );
    expect(result.status === "solved" && result.significantFigures).toBe(2);
    expect(result.status === "solved" && result.answer.value).toBe(3.3);
  });
});
