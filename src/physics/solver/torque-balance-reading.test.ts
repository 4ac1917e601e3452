/**
 * Two loads balancing about a pivot: the force, mass or distance that balances a given load at its
 * distance, each load paired with the distance written beside it.
 */
import { describe, expect, it } from "vitest";
import { readFreeFormProblem } from "../modes/free-form";
import { solveText } from "./free-form";
import { solvedSI } from "./test-helpers";

describe("two loads balancing about a pivot", () => {
  it("gives the force that balances a push on a door from the other side", () => {
    const text =
      "Two people push on opposite sides of a door, each perpendicular to it. One pushes with a force of 30.0 N at a distance of 0.800 m from the hinges, and the other pushes at a distance of 0.500 m from the hinges. What force must the second person exert to keep the door from moving?";
    expect(solvedSI(text)).toBeCloseTo((30 * 0.8) / 0.5, 6);
  });

  it("gives where a second child must sit on a seesaw to balance it", () => {
    const text =
      "A 30-kg child sits 2.0 m from the pivot of a seesaw. Where must a 40-kg child sit to balance it?";
    const result = solveText(text);
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.si.value).toBeCloseTo(1.5, 6);
    expect(result.answer).toEqual({ value: 1.5, unit: "m" });
  });

  it("gives the mass that balances a child at a stated distance", () => {
    const text =
      "A 25-kg girl sits 1.6 m from the pivot of a seesaw. A boy sits 1.2 m from the pivot on the other side. What is the mass of the boy if the seesaw balances?";
    expect(solvedSI(text)).toBeCloseTo((25 * 1.6) / 1.2, 6);
  });

  it("steps aside for a beam whose own weight turns it, or a load at an angle", () => {
    const uniform = solveText(
      "A uniform plank rests on a pivot. A 20-kg child sits 1.5 m from the pivot. Where must a 30-kg child sit to balance it?",
    );
    expect(uniform.status === "solved" && uniform.answer.value === 1).toBe(false);
    const angled = solveText(
      "A force of 20 N pushes a door at 0.60 m from the hinges at 30° to the door. What force at 0.40 m from the hinges on the other side keeps it from moving?",
    );
    expect(angled.status === "solved" && Math.abs(angled.si.value - 30) < 0.5).toBe(false);
  });

  it("reaches the free-form mode with the torque balance as its step", () => {
    const reading = readFreeFormProblem(
      "A 30-kg child sits 2.0 m from the pivot of a seesaw. Where must a 40-kg child sit to balance it?",
      "high-school",
    );
    expect(JSON.stringify(reading)).toContain("Balance of torques about the pivot");
  });
});
