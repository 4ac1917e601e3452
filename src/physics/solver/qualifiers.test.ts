/**
 * Qualifiers that change the model a problem needs: "above the horizontal" is a launch angle only
 * where something is launched, not a slope's tilt, a force's direction or a height above a floor.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solvedSI } from "./test-helpers";

describe("an angle above the horizontal", () => {
  it("reads a ramp inclined above the horizontal as a slope, not a launch", () => {
    const text =
      "A box slides down a ramp inclined at 30.0° above the horizontal. The coefficient of kinetic friction between the box and the ramp is 0.20. What is the magnitude of the box's acceleration?";
    const angle = Math.PI / 6;
    expect(solvedSI(text)).toBeCloseTo(9.8 * (Math.sin(angle) - 0.2 * Math.cos(angle)), 1);
  });

  it("reads a height above the horizontal surface as a height", () => {
    const text =
      "A 0.500-kg block is pushed against a spring of force constant 200 N/m, compressing it by 0.100 m, and released. It slides across a frictionless floor and up a frictionless ramp. What maximum height above the horizontal surface does it reach?";
    expect(solvedSI(text)).toBeCloseTo((0.5 * 200 * 0.1 ** 2) / (0.5 * 9.8), 3);
  });

  it("still refuses a launch above the horizontal with no relation for a projectile's path", () => {
    const text =
      "A ball is thrown from the top of a ramp at 15 m/s at 40° above the horizontal. How long does it take to fall 2.0 m?";
    const result = solveText(text);
    expect(result.status).toBe("cannot-solve");
  });
});
