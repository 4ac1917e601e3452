/**
 * Values of the attracting body: its mass (10²⁰ kg or more) and its radius, written with the body's
 * subscript or named beside such a mass, and an orbit's altitude above the surface.
 */
import { describe, expect, it } from "vitest";
import { constant } from "../relations/relation";
import { solveText } from "./free-form";
import { solvedSI } from "./test-helpers";

const G = constant("Gc");

describe("values of the attracting body", () => {
  it("reads M_E, R_E and a height above Earth's surface for an orbit's period", () => {
    const text =
      "A satellite travels in a circular orbit 300 km above Earth's surface. Using M_E = 5.97 × 10^24 kg and R_E = 6.37 × 10^6 m, find its orbital period.";
    const r = 6.37e6 + 3e5;
    expect(solvedSI(text) / (2 * Math.PI * Math.sqrt(r ** 3 / (G * 5.97e24)))).toBeCloseTo(1, 2);
  });

  it("reads a planet's mass and radius typed in a chat", () => {
    const text =
      "whats the acceleration due to gravity on mercury? it has mass 3.30e23 kg and radius 2.44e6 m";
    expect(solvedSI(text) / ((G * 3.3e23) / 2.44e6 ** 2)).toBeCloseTo(1, 2);
  });

  it("never makes an orbit's radius the body's radius through the escape speeds", () => {
    const text =
      "satellite in circular orbit 500 km above earths surface. find period in minutes. M_earth = 5.97e24 kg, R_earth = 6.37e6 m";
    const result = solveText(text);
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.steps.some((step) => /escape/i.test(step.principle))).toBe(false);
    expect(result.answer.unit).toBe("min");
    expect(result.si.value / (2 * Math.PI * Math.sqrt((6.37e6 + 5e5) ** 3 / (G * 5.97e24)))).toBeCloseTo(
      1,
      2,
    );
  });

  it("does not take an ordinary body's mass for a planet's", () => {
    const text =
      "A 2.0-kg ball sits on a shelf 1.5 m above the floor. What is its gravitational potential energy?";
    expect(solvedSI(text)).toBeCloseTo(2 * 9.8 * 1.5, 2);
  });
});
