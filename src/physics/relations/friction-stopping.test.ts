/**
 * A body that slides to a stop on a level surface, slowed by kinetic friction alone: the distance
 * and the time, with a stated mass set aside because it cancels.
 */
import { describe, expect, it } from "vitest";
import { refused, solved, solvedSI } from "../solver/test-helpers";

const g = 9.8;

describe("sliding to a stop under kinetic friction", () => {
  it("gives a braking car's stopping distance, setting its mass aside", () => {
    const text =
      "A truck of mass 1500 kg moving at 72 km/h on a level road locks its brakes and skids. The coefficient of kinetic friction is 0.60. What is its stopping distance?";
    const solution = solved(text);
    expect(solution.si.value / (20 ** 2 / (2 * 0.6 * g))).toBeCloseTo(1, 6);
    expect(solution.understood.assumptions.join(" ")).toMatch(/Not needed for this answer: "1500 kg"/);
  });

  it("gives the time a sliding puck takes to come to rest", () => {
    const text =
      "A puck sliding at 8.0 m/s across level ice comes to rest under kinetic friction with μ = 0.050. How long does it slide?";
    expect(solvedSI(text) / (8 / (0.05 * g))).toBeCloseTo(1, 6);
  });

  it("does not use the level-ground distance on a slope", () => {
    expect(
      refused(
        "A sled moving at 6.0 m/s slides up a 15° slope and comes to rest. The coefficient of kinetic friction is 0.10. How far up the slope does it slide?",
      ),
    ).toBe(true);
  });
});
