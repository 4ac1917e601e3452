/**
 * Reading the value a line of work fixes for its one unknown, as a student solves for it next.
 */
import { describe, expect, it } from "vitest";
import { equationInUnknown, solveLineForUnknown } from "./solve-line-unknown";

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

describe("equationInUnknown", () => {
  it("reads a letter that also names a unit as the unknown where it stands on both sides or beside a bare number", () => {
    expect(equationInUnknown("23,100 − 154T = 4186T − 83,720")?.value).toBeCloseTo(106820 / 4340, 6);
    expect(equationInUnknown("(0.40)(385)(150 - T) = (1.0)(4186)(T - 20)")?.value).toBeCloseTo(24.613, 2);
    expect(equationInUnknown("60 - 2s = 0")?.value).toBeCloseTo(30, 10);
  });

  it("reads a lone product with the letter as an unknown only beside lines that solve for it", () => {
    expect(equationInUnknown("106,820 = 4340T")).toBeUndefined();
    expect(equationInUnknown("106,820 = 4340T", { previousUnknown: "T" })?.value).toBeCloseTo(24.613, 2);
    expect(equationInUnknown("106,820 = 4340T", { next: "T = 24.6 °C" })?.value).toBeCloseTo(24.613, 2);
    expect(equationInUnknown("106,820 = 4340T", { next: "B = 24.6 T" })).toBeUndefined();
  });

  it("leaves a unit written on every term, or a value stated for the letter, to the other checks", () => {
    // Roots 0 and 1: the letter is a unit on every term, or on none.
    expect(equationInUnknown("2.0 m + 3.0 m = 6.0 m")).toBeUndefined();
    expect(equationInUnknown("2.0 m + 3.0 = 5.0 m")).toBeUndefined();
    expect(equationInUnknown("s = -400/8.0", { previousUnknown: "s" })).toBeUndefined();
  });
});
