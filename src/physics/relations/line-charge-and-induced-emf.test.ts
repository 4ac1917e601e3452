import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solvedSI } from "../solver/test-helpers";
import { constant } from "./relation";

describe("a long line of charge and emfs from a changing current", () => {
  it("gives the field of a long charged rod from its linear charge density", () => {
    expect(
      solvedSI(
        "A long plastic rod carries a uniform linear charge density of 3.0 nC/m. What is the electric field at a distance of 4.0 cm from the rod?",
      ),
    ).toBeCloseTo((2 * constant("ke") * 3.0e-9) / 0.04, 6);
  });

  it("gives a coil's own induced emf from its inductance and the current's rate of change", () => {
    expect(
      solvedSI(
        "The current through a 0.25 H inductor is increasing at 40 A/s. What is the size of the induced emf in the inductor?",
      ),
    ).toBeCloseTo(10, 9);
  });
});

describe("a coil turned in a field", () => {
  it("gives the average emf of a coil flipped over: its flux changes by 2 B A", () => {
    const text =
      "A 200-turn coil of area 25 cm^2 faces a 0.40 T magnetic field, its plane perpendicular to the field. It is flipped over (rotated through 180°) in 0.050 s. What is the average induced emf?";
    expect(solvedSI(text) / ((200 * 2 * 0.4 * 25e-4) / 0.05)).toBeCloseTo(1, 6);
  });

  it("gives the emf of a quarter turn from facing the field", () => {
    const text =
      "A 100-turn coil of area 0.010 m^2 with its plane perpendicular to a 0.50 T field is rotated through 90° in 0.20 s. What is the average emf induced?";
    expect(solvedSI(text) / ((100 * 0.5 * 0.01) / 0.2)).toBeCloseTo(1, 6);
  });

  it("does not use it for a coil that starts parallel to the field", () => {
    const result = solveText(
      "A 100-turn coil of area 0.010 m^2 starts with its plane parallel to a 0.50 T field and is rotated through 60° in 0.20 s. What is the average emf induced?",
    );
    if (result.status === "solved")
      expect(result.si.value / ((100 * 0.5 * 0.01 * Math.sin(Math.PI / 3)) / 0.2)).toBeCloseTo(1, 6);
  });
});
