/**
 * Elasticity: Young's modulus from a stretched wire or rope (the load's weight as its tension),
 * the cross-section of a round wire from its diameter, and the bulk modulus.
 */
import { describe, expect, it } from "vitest";
import { solved, solvedSI } from "../solver/test-helpers";

const g = 9.8;

describe("a wire, rope or rod stretched along its length", () => {
  it("gives Young's modulus from the stretching force, the length, the diameter and the stretch", () => {
    const text =
      "A brass rod 1.50 m long and 4.0 mm in diameter is pulled with a force of 2000 N along its length and stretches by 1.9 mm. What is Young's modulus of the brass?";
    const area = (Math.PI / 4) * 0.004 ** 2;
    expect(solvedSI(text) / ((2000 * 1.5) / (area * 0.0019))).toBeCloseTo(1, 6);
  });

  it("takes the weight of a load that hangs from a rope as the force that stretches it", () => {
    const text =
      "A 70-kg worker hangs from a climbing rope 12.0 m long and 9.0 mm across in diameter, which stretches by 4.0 cm. Find Young's modulus for the rope.";
    const area = (Math.PI / 4) * 0.009 ** 2;
    expect(solvedSI(text) / ((70 * g * 12) / (area * 0.04))).toBeCloseTo(1, 6);
    expect(
      solved(text)
        .steps.map((step) => step.principle)
        .join(" | "),
    ).toMatch(/tension is the stretching force/);
  });

  it("reads a length named by 'long' right after it, though a diameter follows in the sentence", () => {
    const text =
      "A 50-kg load hangs from a steel cable that stretches by 0.80 mm. The cable is 3.0 m long and its diameter is 2.0 mm. What is Young's modulus of the steel?";
    const quantities = solved(text).understood.quantities;
    expect(quantities.find((quantity) => quantity.text === "3.0 m")?.variable).toBe("L");
    expect(quantities.find((quantity) => quantity.text === "2.0 mm")?.variable).toBe("diameter");
  });

  it("still gives a spring's compression to the spring, not to a rod", () => {
    const text =
      "A 0.50-kg puck is pushed against a spring of force constant 200 N/m, compressing it by 0.10 m, and released on frictionless ice. How fast does it leave the spring?";
    expect(solvedSI(text)).toBeCloseTo(0.1 * Math.sqrt(200 / 0.5), 6);
  });
});

describe("a body squeezed from all sides", () => {
  it("gives the bulk modulus from a pressure change and the fractional change in volume", () => {
    const text =
      "When the pressure on 2.0 L of an oil is raised by a pressure increase of 5.0 × 10^6 Pa, its volume decreases by 6.0 mL. What is the bulk modulus of the oil?";
    expect(solvedSI(text) / ((5e6 * 2e-3) / 6e-6)).toBeCloseTo(1, 6);
  });
});

describe("a wire holding a load, asked as a count of a unit", () => {
  const stretch = (mass: number) => (mass * 9.8 * 3.0) / (((Math.PI * 0.0008 ** 2) / 4) * 1.1e11);

  it("reads 'by how many millimeters does it stretch' as the stretch, in millimeters", () => {
    const result = solved(
      "A copper wire 3.0 m long with a diameter of 0.80 mm hangs from a hook and supports a 4.0-kg mass. Young's modulus for copper is 1.1 × 10^11 Pa. By how many millimeters does the wire stretch?",
    );
    expect(result.si.value).toBeCloseTo(stretch(4), 9);
    expect(result.answer.unit).toBe("mm");
  });

  it("takes a load the wire holds up, and a modulus written as its symbol for the material", () => {
    const text =
      "a copper wire 3.0 m long and 0.80 mm in diameter holds up a 6.0 kg mass. Y for copper = 110 GPa. how much does it stretch in mm?";
    expect(solvedSI(text)).toBeCloseTo(stretch(6), 9);
  });
});
