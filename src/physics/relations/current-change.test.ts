/** A current that changes steadily between two values: its rate of change, and the emf it induces. */
import { describe, expect, it } from "vitest";
import { solved, solvedSI } from "../solver/test-helpers";

describe("a current that changes from one value to another", () => {
  it("gives a coil's self-inductance from the emf induced and the current's change over a time", () => {
    const text =
      "An emf of 1.5 V is induced across a coil while the current through it rises steadily from 0.20 A to 1.40 A in 0.050 s. What is the coil's self-inductance?";
    expect(solvedSI(text)).toBeCloseTo(1.5 / ((1.4 - 0.2) / 0.05), 9);
    expect(solved(text).understood.quantities.map((quantity) => quantity.variableName)).toEqual([
      "induced emf",
      "first current",
      "second current",
      "time",
    ]);
  });

  it("gives the emf of a falling current from the coil's inductance", () => {
    expect(
      solvedSI(
        "The current in a 0.30 H inductor falls from 2.0 A to 0.50 A in 0.10 s. What is the size of the emf induced in the inductor?",
      ),
    ).toBeCloseTo((0.3 * 1.5) / 0.1, 9);
  });
});
