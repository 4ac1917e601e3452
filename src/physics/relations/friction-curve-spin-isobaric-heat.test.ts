/**
 * Friction written by its symbol (μ_k), the fastest speed round a flat curve, a spinning body's
 * new rotation rate in the unit asked, and the heat a gas takes in at constant pressure.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { refused, solvedSI } from "../solver/test-helpers";

describe("friction and circular motion", () => {
  it("reads a kinetic friction coefficient written as a symbol", () => {
    const text = "20 kg crate on the floor, pulled horizontally by a 90 N rope, mu_k = 0.25. acceleration?";
    expect(solvedSI(text)).toBeCloseTo((90 - 0.25 * 20 * 9.8) / 20, 3);
  });

  it("gives the fastest speed round a flat curve from static friction", () => {
    const text =
      "What is the maximum speed at which a car can round an unbanked curve of radius 80 m if the coefficient of static friction between the tires and the road is 0.50?";
    expect(solvedSI(text)).toBeCloseTo(Math.sqrt(0.5 * 9.8 * 80), 3);
  });

  it("reads g typed as a bare number, g=9.8, as the acceleration of gravity", () => {
    const text =
      "car going around a flat (unbanked) curve of radius 45 m. coefficient of static friction between tires and road is 0.70. whats the max speed it can take the curve without skidding? g=9.8";
    expect(solvedSI(text)).toBeCloseTo(Math.sqrt(0.7 * 9.8 * 45), 3);
  });

  it("gives the same fastest speed whatever the car's mass, which cancels", () => {
    const text =
      "A 1200-kg car rounds a flat curve of radius 60.0 m. The coefficient of static friction between the tires and the road is 0.70. What is the maximum speed at which it can take the curve without skidding?";
    expect(solvedSI(text)).toBeCloseTo(Math.sqrt(0.7 * 9.8 * 60), 3);
  });

  it("reads the static coefficient written as the symbol μs after a space", () => {
    const text = "max speed for a car on a flat curve of radius 45 m if μs between tires and road is 0.80?";
    expect(solvedSI(text)).toBeCloseTo(Math.sqrt(0.8 * 9.8 * 45), 3);
  });

  it("does not use the flat-curve speed for a banked curve", () => {
    expect(
      refused(
        "A curve of radius 80 m is banked at 15°. The coefficient of static friction is 0.50. What is the maximum speed of a car on it?",
      ) ||
        Math.abs(
          solvedSI(
            "A curve of radius 80 m is banked at 15°. The coefficient of static friction is 0.50. What is the maximum speed of a car on it?",
          ) - Math.sqrt(0.5 * 9.8 * 80),
        ) > 0.5,
    ).toBe(true);
  });
});

describe("a spinning body's rotation rate", () => {
  it("answers the new rotation rate in the unit the question names in three words", () => {
    const text =
      "A diver spins at 1.50 rev/s with a moment of inertia of 12.0 kg·m^2 about her axis, then tucks to reduce it to 4.00 kg·m^2. What is her new rotation rate in revolutions per second?";
    const result = solveText(text);
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.answer).toEqual({ value: 4.5, unit: "rev/s" });
  });
});

describe("heat at constant pressure", () => {
  it("gives a monatomic gas's heat from its pressure and volumes, and a diatomic gas's", () => {
    const monatomic =
      "A monatomic ideal gas expands at a constant pressure of 2.00 × 10^5 Pa from a volume of 0.0100 m^3 to 0.0250 m^3. How much heat is added to the gas?";
    const diatomic = monatomic.replace("monatomic", "diatomic");
    expect(solvedSI(monatomic)).toBeCloseTo(2.5 * 2e5 * 0.015, 3);
    expect(solvedSI(diatomic)).toBeCloseTo(3.5 * 2e5 * 0.015, 3);
  });
});
