/** A velocity stated at two clock readings: initial and final, over the time between them. */
import { describe, expect, it } from "vitest";
import { solved } from "./test-helpers";

describe("a velocity at two instants", () => {
  it("gives the acceleration from the velocities and the clock readings", () => {
    const solution = solved(
      "A cart's velocity is 1.5 m/s at t = 1.0 s and 4.5 m/s at t = 3.0 s. What is its acceleration, assumed constant?",
    );
    expect(solution.si.value).toBeCloseTo((4.5 - 1.5) / 2, 6);
    expect(solution.understood.quantities.map((quantity) => quantity.variable)).toEqual(["v0", "v", "t"]);
  });

  it("takes the earlier instant as the start whichever is written first", () => {
    const solution = solved(
      "Moving with constant acceleration, a puck has a velocity of -3.0 m/s at t = 6.0 s and 5.0 m/s at t = 2.0 s. What is its acceleration?",
    );
    expect(solution.si.value).toBeCloseTo((-3 - 5) / 4, 6);
  });

  it("gives the distance covered between the two instants", () => {
    const solution = solved(
      "A runner accelerating uniformly has a velocity of 2.0 m/s at t = 0.50 s and 6.0 m/s at t = 2.5 s. How far does the runner travel in that interval?",
    );
    expect(solution.si.value).toBeCloseTo(((2 + 6) / 2) * 2, 6);
  });
});
