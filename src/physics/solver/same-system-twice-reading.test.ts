/**
 * One system in two situations: the asked quantity is stated for the first, and a third quantity
 * that stays the same carries over to the second.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

describe("one system in two situations", () => {
  it("finds g where a pendulum of unchanged length swings with a new period", () => {
    const text =
      "A clock's pendulum swings with a period of 1.50000 s at sea level, where g = 9.810 m/s². Carried up a mountain, its period is now 1.50120 s. What is the acceleration due to gravity on the mountain?";
    const solution = solved(text);
    expect(solution.si.value / (9.81 * (1.5 / 1.5012) ** 2)).toBeCloseTo(1, 6);
    expect(solution.steps).toHaveLength(2);
    expect(solution.understood.assumptions.join(" ")).toMatch(/same in both situations/);
  });

  it("finds the distance at which a brighter bulb gives the intensity a dimmer one gives nearer", () => {
    const text =
      "A 40-W bulb gives a certain intensity 3.0 m away. How far from a 160-W bulb is the intensity the same?";
    expect(solved(text).si.value / (3 * Math.sqrt(160 / 40))).toBeCloseTo(1, 6);
  });

  it("finds a spring's new period when the mass it carries changes", () => {
    const text =
      "A mass on a spring oscillates with a period of 0.50 s when the mass is 0.20 kg. What is the period when the mass is 0.80 kg?";
    expect(solved(text).si.value / (0.5 * Math.sqrt(0.8 / 0.2))).toBeCloseTo(1, 6);
  });

  it("finds a second body's mass from its period in simple harmonic motion on the same support", () => {
    const text =
      "A 60.0-kg gymnast bouncing on a trampoline moves in simple harmonic motion with a period of 0.900 s. The next gymnast's period on the same trampoline is 1.00 s. What is the next gymnast's mass?";
    expect(solved(text).si.value / (60 * (1 / 0.9) ** 2)).toBeCloseTo(1, 6);
  });

  it("never gives a pendulum's period a dependence on its bob's mass", () => {
    const result = solveText(
      "A pendulum bob of 0.50 kg swings in simple harmonic motion with a period of 1.2 s. What is the period when the bob is replaced by one of 1.0 kg?",
    );
    if (result.status === "solved") expect(result.si.value).toBeCloseTo(1.2, 6);
  });

  it("does not answer through a relation of the same shape from a topic the words do not name", () => {
    // A door held still by two pushes is a balance of torques; W = F d has the same shape and no cue here.
    const result = solveText(
      "One person pushes a gate with 30 N at 1.2 m from its hinges, and a second person pushes back at 0.80 m from the hinges. What force must the second person exert so the gate stays still?",
    );
    if (result.status === "solved") {
      expect(result.steps.map((step) => step.principle).join(" ")).toMatch(/^Balance of torques/);
      expect(result.si.value).toBeCloseTo((30 * 1.2) / 0.8, 6);
    }
  });

  it("refuses when the words do not say which value goes with the stated one", () => {
    expect(
      refused(
        "A pendulum has periods of 2.00 s and 2.10 s, and g = 9.80 m/s². What is g at the other place?",
      ),
    ).toBe(true);
  });
});
