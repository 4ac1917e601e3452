/**
 * Two protons or two electrons carry the elementary charge each when their electric force is
 * asked; their gravitational force is never answered with it. A body with no force but gravity
 * has its weight as the net force.
 */
import { describe, expect, it } from "vitest";
import { constant } from "../relations/relation";
import { solveText } from "./free-form";
import { solvedSI } from "./test-helpers";

const k = constant("ke");
const e = constant("qe");
const G = constant("Gc");
const mp = constant("mp");

describe("the force between two named particles", () => {
  it("gives the electric repulsion between two protons from their separation alone", () => {
    const text =
      "Two protons in a nucleus are 2.0 × 10^-15 m apart. What is the electric force of repulsion between the protons?";
    expect(solvedSI(text) / ((k * e * e) / 2e-15 ** 2)).toBeCloseTo(1, 6);
  });

  it("never answers a gravitational force with the electric one", () => {
    const result = solveText("What is the gravitational force between two protons 1.0 × 10^-15 m apart?");
    if (result.status === "solved") expect(result.si.value / ((G * mp * mp) / 1e-15 ** 2)).toBeCloseTo(1, 3);
    else expect(result.reason).toMatch(/gravitational/);
  });
});

describe("a body with no force but gravity", () => {
  it("gives the net force as the body's weight", () => {
    const text =
      "A 4.0-kg package falls near the ground, where g = 9.80 m/s^2, and no other external forces act on it. What is the net force on it?";
    expect(solvedSI(text)).toBeCloseTo(4 * 9.8, 6);
  });
});
