/**
 * The work of a constant force written by its components over a straight displacement between two
 * points or two positions on an axis: W = F · d.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solved } from "./test-helpers";

describe("the work of a constant force given by its components", () => {
  it("is the dot product of the force and the displacement between two points", () => {
    const result = solved(
      "A constant force F = (2.0i - 5.0j) N acts on a box that moves from the point (1.0 m, 2.0 m) to (4.0 m, -1.0 m). How much work does the force do?",
    );
    expect(result.si).toEqual({ value: 2 * 3 + -5 * -3, unit: "J" });
  });

  it("reads components written with their units inside brackets and a move along one axis", () => {
    const result = solved(
      "Several forces act on a particle, one of which is constant: $\\vec{F}_{1}=\\left(6\\ \\text{N}\\right)\\hat{i}-\\left(2\\ \\text{N}\\right)\\hat{j}.$ The particle moves along the x-axis from x = 1.0 m to x = 4.0 m. What is the work done by $\\vec{F}_{1}$?",
    );
    expect(result.si.value).toBeCloseTo(6 * 3, 9);
  });

  it("keeps only the component along a move in centimetres, in joules", () => {
    const result = solved(
      "A force F = (4.0 N)i + (3.0 N)j pushes a bead from (0 cm, 0 cm) to (0 cm, 50 cm). What work does F do?",
    );
    expect(result.si.value).toBeCloseTo(3 * 0.5, 9);
  });

  it("steps aside when two force vectors are given", () => {
    const result = solveText(
      "Forces F_1 = (3 N)i + (4 N)j and F_2 = (1 N)i - (2 N)j act on a particle that moves from (0 m, 0 m) to (5 m, 6 m). What is the work done by F_1?",
    );
    expect(result.status === "solved" && result.si.value === 39).toBe(false);
  });
});
