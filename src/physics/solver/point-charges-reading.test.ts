import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solvedSI } from "./test-helpers";

const K = 8.9875517923e9;

function near(actual: number, expected: number, relative = 0.005): boolean {
  return Math.abs(actual - expected) <= relative * Math.abs(expected);
}

describe("point charges whose fields and potentials add", () => {
  it("adds the fields of unlike charges at their midpoint instead of cancelling them", () => {
    const field = solvedSI(
      "A charge of +5.0 nC and a charge of −5.0 nC are 12 cm apart. Find the electric field strength at the midpoint between them.",
    );
    expect(near(field, (2 * K * 5e-9) / 0.06 ** 2)).toBe(true);
    expect(field).toBeGreaterThan(0);
  });

  it("takes the difference of like charges' fields at their midpoint", () => {
    const field = solvedSI(
      "Point charges of +6.0 μC and +2.0 μC are placed 30 cm apart. What is the net electric field halfway between them?",
    );
    expect(near(field, (K * 4e-6) / 0.15 ** 2)).toBe(true);
  });

  it("gives the force on a third charge placed at the midpoint from the other two charges' field", () => {
    const force = solvedSI(
      "Point charges q1 = 40 μC and q2 = −10 μC are 2.0 m apart. What is the force on a third charge q3 = 5.0 μC placed midway between them?",
    );
    expect(near(force, 5e-6 * ((K * 50e-6) / 1.0 ** 2))).toBe(true);
  });

  it("does not take a charge the question does not place at the midpoint for the third one", () => {
    const result = solveText(
      "Charges of 4.0 μC, 2.0 μC and 3.0 μC are 2.0 m apart. What is the force midway between the first two?",
    );
    expect(result.status === "solved" && result.answer.unit === "N").toBe(false);
  });

  it("sums signed charges for the potential midway between two charges", () => {
    const potential = solvedSI(
      "Two charges, +8.0 nC and −2.0 nC, sit 20 cm from each other. What is the electric potential at the point midway between them?",
    );
    expect(near(potential, (K * 6e-9) / 0.1)).toBe(true);
  });

  it("gives the potential at the centre of a square from the corners' net charge, in the unit asked", () => {
    const result = solveText(
      "Charges of +1.0 nC, −3.0 nC, +5.0 nC and +2.0 nC are placed at the corners of a square with sides of 8.0 cm. What is the potential at the centre of the square in kV?",
    );
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.answer.unit).toBe("kV");
    expect(near(result.si.value, (K * 5e-9) / (0.08 / Math.SQRT2))).toBe(true);
    expect(result.steps.some((step) => step.equation === "\\sum q = q_1 + q_2 + q_3 + q_4")).toBe(true);
  });

  it("gives the potential at the centre of an equilateral triangle of charges", () => {
    const potential = solvedSI(
      "Three charges of +2.0 nC, +2.0 nC and −1.0 nC are at the vertices of an equilateral triangle of side 5.0 cm. Find the electric potential at the center.",
    );
    expect(near(potential, (K * 3e-9) / (0.05 / Math.sqrt(3)))).toBe(true);
  });

  it("refuses the field at a square's centre, which depends on which corner holds which charge", () => {
    expect(
      solveText(
        "Charges of +1.0 nC, −3.0 nC, +5.0 nC and +2.0 nC are placed at the corners of a square with sides of 8.0 cm. What is the electric field at the centre of the square?",
      ).status,
    ).toBe("cannot-solve");
  });

  it("does not treat a point off the midpoint as the midpoint", () => {
    const result = solveText(
      "Charges of +3.0 nC and −3.0 nC are 10 cm apart. What is the electric field at a point 2.0 cm from the positive charge on the line between them?",
    );
    if (result.status === "solved")
      expect(near(result.si.value, (2 * K * 3e-9) / 0.05 ** 2, 0.05)).toBe(false);
  });
});
