/**
 * Reading the value a line of work fixes for its one unknown, as a student solves for it next.
 */
import { describe, expect, it } from "vitest";
import { solveLineForUnknown } from "./solve-line-unknown";

describe("solveLineForUnknown", () => {
  it("finds the one unknown of a linear line of numbers, wherever it stands", () => {
    expect(solveLineForUnknown("0 = 12² − 2(9.8)h")?.value).toBeCloseTo(144 / 19.6, 10);
    expect(solveLineForUnknown("45 = 9a")).toEqual({ symbol: "a", value: 5 });
    expect(solveLineForUnknown("4.0 × 2.0 = (4.0 + 4.0) v")).toEqual({ symbol: "v", value: 1 });
    expect(solveLineForUnknown("400 = 100 + 2a(50)")?.value).toBeCloseTo(3, 12);
  });

  it("finds an unknown that stands in a reciprocal, as in the lens equation or resistors in parallel", () => {
    expect(solveLineForUnknown("1/30 + 1/dᵢ = 1/10")?.value).toBeCloseTo(15, 10);
    expect(solveLineForUnknown("1/R = 1/6 + 1/3")?.value).toBeCloseTo(2, 10);
    expect(solveLineForUnknown("1/f = 1/20 + 1/(-60)")?.value).toBeCloseTo(30, 10);
    // 1/x = 0 fixes nothing.
    expect(solveLineForUnknown("1/x = 1/4 - 1/4")).toBeUndefined();
  });

  it("says nothing of a line with units, two unknowns, an unknown squared or no unknown", () => {
    for (const line of ["v = 20 m/s", "a = b + 2", "x^2 = 9", "3 × 4 = 12", "F = 30 N"]) {
      expect(solveLineForUnknown(line), line).toBeUndefined();
    }
  });
});
