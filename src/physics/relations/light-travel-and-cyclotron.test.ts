/**
 * Light crossing a distance at c, one way and in vacuum or air; and a charge circling in a
 * magnetic field at the cyclotron frequency qB/m, whatever its speed.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solvedSI } from "../solver/test-helpers";
import { constant } from "./relation";

const c = constant("c");
const e = constant("qe");

describe("light crossing a distance", () => {
  it("gives the time sunlight takes to reach a planet", () => {
    const text = "Sunlight travels a distance of 2.28 × 10^11 m to reach Mars. How long does it take?";
    expect(solvedSI(text) / (2.28e11 / c)).toBeCloseTo(1, 6);
  });

  it("gives how far a laser pulse travels in a stated time", () => {
    expect(solvedSI("How far does a laser pulse travel in 2.0 ns?") / (c * 2e-9)).toBeCloseTo(1, 6);
  });

  it("never uses c for light in water or for a car with its lights on", () => {
    const underwater = solveText("How far does light travel underwater in 3.0 × 10^-6 s?");
    if (underwater.status === "solved") expect(underwater.si.value).toBeLessThan(c * 3e-6 * 0.8);
    const car = solveText(
      "A car with its headlights on travels to a town 12 km away. How long does it take?",
    );
    expect(car.status).toBe("cannot-solve");
  });
});

describe("a charge circling in a magnetic field", () => {
  it("gives a singly charged ion's mass from the time of several revolutions", () => {
    const text =
      "A singly charged ion in a uniform 0.050 T magnetic field completes 20 revolutions in 1.0 × 10^-3 s. What is its mass?";
    const omega = (20 * 2 * Math.PI) / 1e-3;
    expect(solvedSI(text) / ((e * 0.05) / omega)).toBeCloseTo(1, 4);
  });
});
