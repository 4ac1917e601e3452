import { describe, expect, it } from "vitest";
import { constant } from "../relations/relation";
import { refused, solved } from "./test-helpers";

const k = constant("ke");

describe("point charges placed on one axis", () => {
  it("adds the signed fields at a point of the axis the question names", () => {
    // −2.0 nC at the origin and +6.0 nC at x = 0.30 m; at x = 0.10 m both fields point toward −x.
    const result = solved(
      "A −2.0 nC charge sits at the origin and a +6.0 nC charge is placed on the x-axis at x = 0.30 m. Find the magnitude of the electric field at x = 0.10 m.",
    );
    const expected = Math.abs((k * -2e-9 * 0.1) / 0.1 ** 3 + (k * 6e-9 * (0.1 - 0.3)) / 0.2 ** 3);
    expect(result.si.value).toBeCloseTo(expected, 6);
    expect(result.understood.assumptions.join(" ")).toMatch(/−x/);
  });

  it("finds the point outside two unlike charges where the field is zero, from the origin", () => {
    // +1.0 μC at x = 0, −4.0 μC at x = 0.50 m: d/(d + 0.50) = √(1/4), so d = 0.50 m on the far side of +1.0 μC.
    const result = solved(
      "A +1.0 μC charge is at x = 0 and a −4.0 μC charge is at x = 0.50 m. How far from the origin, at a finite distance, is the net electric field zero?",
    );
    expect(result.si.value).toBeCloseTo(0.5, 9);
  });

  it("finds the point between two like charges a distance apart, from the charge named", () => {
    // d₁/d₂ = √(2/8) = 1/2 and d₁ + d₂ = 0.60 m: 0.20 m from the 2.0 nC charge.
    const result = solved(
      "Charges of 2.0 nC and 8.0 nC are 60 cm apart. Where between them is the electric field zero? Give the distance from the 2.0 nC charge in cm.",
    );
    expect(result.si.value).toBeCloseTo(0.2, 9);
    expect(result.answer.unit).toBe("cm");
  });

  it("does not answer where the field is zero without a place to measure from", () => {
    expect(
      refused("Charges of 2.0 nC and 8.0 nC are 60 cm apart. Where between them is the electric field zero?"),
    ).toBe(true);
  });

  it("does not give a field at a point where a charge sits", () => {
    expect(
      refused(
        "A +3.0 nC charge is at x = 0 and a +5.0 nC charge is at x = 0.20 m. What is the electric field at x = 0.20 m?",
      ),
    ).toBe(true);
  });
});
