import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

const k = 8.9875517923e9;

describe("the potential on the axis of a rod whose charge per length varies", () => {
  it("sums k λ dx / r from a point at the rod's end where the density vanishes", () => {
    const solution = solved(
      "A glass rod on the x axis between x = 0 and x = 0.40 m has a charge per length λ(x) = cx, with c = 5.0 × 10^-6 C/m^2. What is the electric potential at the origin (zero at infinity)?",
    );
    // λ/x = c, so V = k c L.
    expect(solution.si.value).toBeCloseTo(k * 5e-6 * 0.4, 0);
    expect(solution.steps[0].equation).toContain("\\left|x - x_0\\right|");
  });

  it("gives the potential at a point of the axis off the rod", () => {
    const solution = solved(
      "A rod from x = 0.20 m to x = 0.60 m carries λ(x) = (1.0 × 10^-6 C/m^2)x. Find the electric potential at x = -0.20 m.",
    );
    // ∫ x/(x + 0.2) dx = [x − 0.2 ln(x + 0.2)] from 0.2 to 0.6.
    const integral = 0.4 - 0.2 * Math.log(0.8 / 0.4);
    expect(solution.si.value).toBeCloseTo(k * 1e-6 * integral, 0);
  });

  it("refuses a point on the rod and an end where the density does not vanish, without throwing", () => {
    for (const text of [
      "A rod from x = 0 to x = 0.40 m carries λ(x) = (1.0 × 10^-6 C/m^2)x. Find the electric potential at x = 0.20 m.",
      "A rod from x = 0 to x = 0.40 m carries λ(x) = (3.0 × 10^-6 C/m) + (1.0 × 10^-6 C/m^2)x. Find the electric potential at the origin.",
    ]) {
      expect(() => solveText(text)).not.toThrow();
      expect(solveText(text).status).toBe("cannot-solve");
    }
  });
});

describe("a field changing through a circular coil of a given radius", () => {
  it("multiplies the rate of change by the coil's area π r² and its turns", () => {
    const solution = solved(
      "a circular coil of 50 turns and radius 4.0 cm has its plane perpendicular to a field B = 0.10 sin(200 pi t) tesla (t in s). what is the largest emf in it?",
    );
    expect(solution.si.value).toBeCloseTo(50 * Math.PI * 0.04 ** 2 * 0.1 * 200 * Math.PI, 3);
  });

  it("refuses when the field lies along the coil's plane, or its direction is not stated", () => {
    expect(
      refused(
        "A circular loop of radius 4.0 cm has its plane parallel to a field B(t) = (0.30 T/s)t. What emf is induced in it at t = 1.0 s?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A circular loop of radius 4.0 cm sits in a field B(t) = (0.30 T/s)t. What emf is induced in it at t = 1.0 s?",
      ),
    ).toBe(true);
  });
});
