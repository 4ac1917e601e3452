import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solved } from "../solver/test-helpers";

const g = 9.8;

describe("a load hanging from a rope wound around a drum that turns freely", () => {
  it("gives the load's acceleration, slowed by a uniform disk's moment of inertia, whatever its radius", () => {
    const text =
      "A 3.0 kg pail hangs from a rope wrapped around a uniform disk of mass 4.0 kg and radius 0.20 m that turns freely on its axle. The pail is let go. Find the pail's acceleration.";
    const result = solved(text);
    expect(result.si.value).toBeCloseTo((3 * g) / (3 + 2), 6);
    expect(result.understood.quantities.map((quantity) => quantity.variable)).toEqual(["m", "mDrum"]);
    expect(result.understood.assumptions.join(" ")).toMatch(/Not needed for this answer: "0\.20 m"/);
  });

  it("gives the rope's tension for a thin hoop", () => {
    const text =
      "A rope is wound around a thin hoop of mass 2.0 kg that spins freely about its axis, and a 1.0 kg block hangs from the rope. What is the tension in the rope as the block falls?";
    expect(solved(text).si.value).toBeCloseTo((1 * g * 2) / (1 + 2), 6);
  });

  it("refuses when the words do not say the drum's shape, as its moment of inertia is unknown", () => {
    expect(
      solveText(
        "A 3.0 kg pail hangs from a rope wrapped around a 4.0 kg drum of radius 0.20 m. Find the pail's acceleration.",
      ).status,
    ).toBe("cannot-solve");
  });
});
