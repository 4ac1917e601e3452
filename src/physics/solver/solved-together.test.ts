import { describe, expect, it } from "vitest";
import { productRelation } from "../relations/relation";
import { chain, derivationPath } from "./chain";
import { refused, solved, solvedSI } from "./test-helpers";

describe("two relations that share two unknowns are solved together", () => {
  // v = ω r and a = v²/r, with ω and a known: r = a/ω², v = a/ω.
  const arcSpeed = productRelation({
    id: "test.arc-speed",
    subtopic: "rotational-motion",
    principle: "Speed on a circle",
    latex: "v = \\omega r",
    result: "v",
    factors: { omega: 1, r: 1 },
  });
  const centripetal = productRelation({
    id: "test.centripetal",
    subtopic: "rotational-motion",
    principle: "Centripetal acceleration",
    latex: "a_c = v^2 / r",
    result: "ac",
    factors: { v: 2, r: -1 },
  });
  const givens = new Map([
    ["omega", 2],
    ["ac", 6],
  ]);
  const typicalOf = () => 1;

  it("finds the radius and then the speed, and names both relations in the step", () => {
    const result = chain([arcSpeed, centripetal], givens, { variable: "v", typicalOf });
    expect(result.values.get("r")).toBeCloseTo(1.5, 9);
    expect(result.values.get("v")).toBeCloseTo(3, 9);
    const steps = derivationPath(result, "v");
    expect(steps.map((step) => step.variable)).toEqual(["r", "v"]);
    expect(steps[0].relation.principle).toContain("Speed on a circle");
    expect(steps[0].relation.principle).toContain("centripetal acceleration");
  });

  it("is not tried when no unknown is asked for", () => {
    expect(chain([arcSpeed, centripetal], givens).values.has("r")).toBe(false);
  });

  it("gives nothing when the two are one equation written twice", () => {
    const again = productRelation({
      ...{ id: "test.arc-speed-again", subtopic: "rotational-motion" },
      principle: "Speed on a circle again",
      latex: "r = v / \\omega",
      result: "r",
      factors: { v: 1, omega: -1 },
    });
    const result = chain([arcSpeed, again], new Map([["omega", 2]]), { variable: "v", typicalOf });
    expect(result.values.has("v")).toBe(false);
  });
});

describe("static friction holding a body on its circle", () => {
  it("a coin on a turning platform stays up to the radius where μ g = ω² r", () => {
    const text =
      "A coin sits on a turntable rotating at 3.0 rad/s. The coefficient of static friction between the coin and the turntable is 0.40. What is the largest radius at which the coin stays in place?";
    expect(solvedSI(text)).toBeCloseTo((0.4 * 9.8) / 9, 2);
    expect(solved(text).steps.some((step) => step.principle.includes("solved together"))).toBe(true);
  });

  it("a rider on the wall of a spinning drum needs μ v²/r = g", () => {
    expect(
      solvedSI(
        "A fairground rotor is a cylinder of radius 2.5 m that spins about its vertical axis, and riders are pressed against the wall. The coefficient of static friction between a rider and the wall is 0.50. What is the least speed of the wall that keeps a rider from sliding down?",
      ),
    ).toBeCloseTo(Math.sqrt((9.8 * 2.5) / 0.5), 1);
  });

  it("a banked curve is not read as a level one", () => {
    expect(
      refused(
        "A car takes a banked curve of radius 40 m. The coefficient of static friction between the tires and the road is 0.60. What is the greatest speed at which it can take the curve without skidding?",
      ),
    ).toBe(true);
  });
});
