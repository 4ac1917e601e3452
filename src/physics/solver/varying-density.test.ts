import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";

describe("a current density that varies across a wire", () => {
  it("answers a uniform current density over the cross-section", () => {
    const result = solved(
      "A wire of radius 1.5 mm carries a uniform current density of 2.0e6 A/m^2. What is the total current?",
    );
    expect(result.si.value).toBeCloseTo(2e6 * Math.PI * 1.5e-3 ** 2, 2);
  });

  it("refuses to spread a density stated as a function of the radius evenly over the section", () => {
    // The current is ∫ J₀ (r/R) 2πr dr = (2/3) π R² J₀, not J₀ π R².
    expect(
      refused(
        "A wire of radius R = 1.5 mm carries a current density J(r) = J0 r/R with J0 = 2.0e6 A/m^2. What is the total current?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A wire of radius 1.5 mm carries a current whose density grows with distance from the axis as J0 r/R, with J0 = 2.0e6 A/m^2. What is the total current?",
      ),
    ).toBe(true);
  });

  it("still answers a beam whose intensity profile a relation models", () => {
    const result = solved(
      "A 2.0 W laser beam has a Gaussian intensity profile I(r) = I0 exp(-2r^2/w^2) with w = 1.0 mm. What is the peak intensity I0 in W/m^2?",
    );
    expect(result.si.value).toBeCloseTo((2 * 2) / (Math.PI * 1e-3 ** 2), -2);
  });
});
