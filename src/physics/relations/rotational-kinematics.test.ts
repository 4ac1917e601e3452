/**
 * Turning at a constant angular acceleration: the angle turned in a time and the angular velocity
 * after an angle, the rotational forms of the constant-acceleration relations.
 */
import { describe, expect, it } from "vitest";
import { solved, solvedSI } from "../solver/test-helpers";

describe("turning at a constant angular acceleration", () => {
  it("gives the revolutions a wheel makes from rest in a time", () => {
    const solution = solved(
      "A grinding wheel starts from rest and has a constant angular acceleration of 3.50 rad/s^2 for 6.00 s. How many revolutions does the wheel make during this time?",
    );
    // θ = ½ α t² = 63.0 rad, or 10.0 revolutions.
    expect(solution.si.value).toBeCloseTo(0.5 * 3.5 * 36, 6);
    expect(solution.answer.unit).toBe("rev");
    expect(solution.answer.value / (63 / (2 * Math.PI))).toBeCloseTo(1, 2);
  });

  it("gives the angle a flywheel turns while slowing to rest", () => {
    expect(
      solvedSI(
        "A flywheel spinning at 40.0 rad/s slows uniformly to rest at 2.00 rad/s^2. Through how many radians does it turn before stopping?",
      ),
    ).toBeCloseTo(400, 6);
  });

  it("gives the angular velocity after an angle", () => {
    expect(
      solvedSI(
        "A wheel turning at 10 rad/s speeds up at 2.0 rad/s^2 while it turns through 24 rad. What is its final angular velocity?",
      ),
    ).toBeCloseTo(Math.sqrt(100 + 2 * 2 * 24), 6);
  });
});
