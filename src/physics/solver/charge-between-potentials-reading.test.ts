import { describe, expect, it } from "vitest";
import { constantValue } from "../constants";
import { solveText } from "./free-form";
import { solvedSI } from "./test-helpers";

const E = constantValue("elementary-charge");
const ME = constantValue("electron-mass");
const MP = constantValue("proton-mass");

describe("a charge moving between two points at stated potentials", () => {
  it("slows an electron that moves to a lower potential, as its charge is negative", () => {
    const speed = solvedSI(
      "An electron at point C, where the potential is 100 V, has a speed of 8.0 × 10^6 m/s. It drifts to point D, where the potential is 10 V. How fast is it moving at D?",
    );
    const expected = Math.sqrt(8e6 ** 2 - (2 * E * 90) / ME);
    expect(speed).toBeCloseTo(expected, -3);
    expect(speed).toBeLessThan(8e6);
  });

  it("speeds up a proton that moves to a lower potential", () => {
    const speed = solvedSI(
      "A proton passes point X, where the electric potential is 300 V, at 1.0 × 10^5 m/s and moves to point Y, where the potential is 0 V. What is its speed at Y?",
    );
    expect(speed).toBeCloseTo(Math.sqrt(1e10 + (2 * E * 300) / MP), -2);
  });

  it("works from the point the question names, whichever point is described first", () => {
    const speed = solvedSI(
      "Point B is at a potential of −50 V and point A at +50 V. An electron moves at 5.0 × 10^6 m/s as it passes point B. What is its speed at A?",
    );
    expect(speed).toBeCloseTo(Math.sqrt(5e6 ** 2 + (2 * E * 100) / ME), -3);
  });

  it("refuses when the electron cannot reach the point", () => {
    expect(
      solveText(
        "An electron at point A, where the potential is 0 V, moves at 1.0 × 10^6 m/s toward point B, where the potential is −100 V. What is its speed at B?",
      ).status,
    ).toBe("cannot-solve");
  });
});
