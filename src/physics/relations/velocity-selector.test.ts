/**
 * A velocity selector: crossed electric and magnetic fields let through undeflected the charge
 * whose speed is E/B; with the electric field off, the same charge circles with radius
 * r = v/((q/m) B), which gives its charge-to-mass ratio.
 */
import { describe, expect, it } from "vitest";
import { refused, solved, solvedSI } from "../solver/test-helpers";

describe("a velocity selector", () => {
  it("passes undeflected the charge whose speed is E / B", () => {
    const text =
      "In a velocity selector an electric field of 3.0 × 10^4 V/m is perpendicular to a magnetic field of 0.20 T. What speed must an ion have to pass through undeflected?";
    expect(solvedSI(text)).toBeCloseTo(3.0e4 / 0.2, 6);
  });

  it("gives a charge-to-mass ratio from the selector's speed and the radius of the circle without the electric field", () => {
    const text =
      "An ion moves through a velocity selector at constant velocity, with E = 2.0 × 10^4 N/C and B = 0.40 T. When the electric field is turned off, the ion moves in a circle of radius 5.0 mm. What is the ion's charge-to-mass ratio?";
    const result = solved(text);
    expect(result.si.unit).toBe("C/kg");
    expect(result.si.value).toBeCloseTo(2.0e4 / 0.4 / (5.0e-3 * 0.4), 0);
  });

  it("does not take E / B for the speed of a charge in a magnetic field alone", () => {
    expect(
      refused(
        "An electron moves in a circle of radius 2.0 cm in a magnetic field of 0.010 T beside an electric field of 500 V/m. What is its speed?",
      ),
    ).toBe(true);
  });
});
