/**
 * Two blocks in contact pushed by one force: the block the force acts on pushes the other, which
 * is accelerated by the contact force alone.
 */
import { describe, expect, it } from "vitest";
import { readFreeFormProblem } from "../modes/free-form";
import { solveText } from "./free-form";
import { solvedSI } from "./test-helpers";

describe("two blocks in contact pushed across a frictionless floor", () => {
  it("gives the contact force from the block the push acts on, named by its mass", () => {
    const text =
      "A 2.0-kg box and a 6.0-kg box sit in contact on a frictionless floor. A 16 N horizontal force is applied to the 6.0-kg box, which pushes the 2.0-kg box ahead of it. What is the contact force between the boxes?";
    expect(solvedSI(text)).toBeCloseTo((16 * 2) / 8, 6);
  });

  it("takes the push's block from its letter", () => {
    const text =
      "blocks C (1.5 kg) and D (4.5 kg) are touching on a smooth floor. a 12 N push is applied to D. what force does D exert on C?";
    expect(solvedSI(text)).toBeCloseTo((12 * 1.5) / 6, 6);
  });

  it("reads a chain of pushes and can give the shared acceleration", () => {
    const pushed =
      "A horizontal force of 30 N pushes a 4.0-kg cart, which in turn pushes a 2.0-kg cart in front of it across frictionless ice. What is the acceleration of the carts?";
    expect(solvedSI(pushed)).toBeCloseTo(30 / 6, 6);
  });

  it("reaches the Problem Solver's reading with the pair's second law as a step", () => {
    const reading = readFreeFormProblem(
      "Two blocks of 3.0 kg and 1.0 kg are in contact on a frictionless table. A 8.0 N force is applied to the 3.0-kg block. What is the contact force on the 1.0-kg block?",
      "high-school",
    );
    expect(JSON.stringify(reading)).toContain("both blocks together");
  });

  it("refuses blocks on a floor with friction and a push on a block it cannot name", () => {
    const texts = [
      "Two blocks of 3.0 kg and 1.0 kg are in contact on a floor with a coefficient of kinetic friction of 0.20. A 20 N force is applied to the 3.0-kg block. What is the contact force between them?",
      "Two blocks of 3.0 kg and 1.0 kg are in contact on a frictionless table and are pushed together with 8.0 N. What is the contact force between the blocks?",
    ];
    for (const text of texts) expect(solveText(text).status, text).toBe("cannot-solve");
  });
});
