import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";
import { simpsonIntegral } from "./varying-force-reading";

describe("numerical integration", () => {
  it("is exact for a cubic and close for a smooth function", () => {
    expect(simpsonIntegral((x) => x ** 3 - 2 * x, 0, 2)).toBeCloseTo(0, 12);
    expect(simpsonIntegral(Math.sin, 0, Math.PI)).toBeCloseTo(2, 8);
  });
});

describe("a force stated as a function of position", () => {
  it("does the work of its integral between two positions, shown as a worked step", () => {
    const solution = solved(
      "A bead on a wire feels the force F(x) = (-12x + 3.0x^3) N. How much work does the force do as the bead goes from x = 0.50 m to x = 1.50 m?",
    );
    // ∫(−12x + 3x³) dx = −6x² + 0.75x⁴, from 0.50 m to 1.50 m.
    const exact = -6 * 1.5 ** 2 + 0.75 * 1.5 ** 4 - (-6 * 0.5 ** 2 + 0.75 * 0.5 ** 4);
    expect(solution.si.value).toBeCloseTo(exact, 9);
    expect(solution.si.unit).toBe("J");
    expect(solution.steps[0].equation).toContain("\\int");
  });

  it("gives a speed through the work-energy theorem, with a constant the text states", () => {
    const solution = solved(
      "A 0.50 kg puck slides along x under the force F(x) = -kx^2, where k = 6.0 N/m^2. Its speed at x = 0.20 m is 4.0 m/s. What is its speed at x = 1.0 m?",
    );
    const work = -2 * (1 - 0.2 ** 3);
    expect(solution.si.value).toBeCloseTo(Math.sqrt((2 * (0.5 * 0.5 * 16 + work)) / 0.5), 9);
    expect(solution.steps).toHaveLength(2);
  });

  it("steps aside when a constant's unit does not make the term a force", () => {
    expect(
      refused(
        "A 0.50 kg puck slides along x under the force F(x) = -kx^2, where k = 6.0 N/m. Its speed at x = 0.20 m is 4.0 m/s. What is its speed at x = 1.0 m?",
      ),
    ).toBe(true);
  });
});
