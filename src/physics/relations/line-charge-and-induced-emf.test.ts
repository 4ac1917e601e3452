import { describe, expect, it } from "vitest";
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
