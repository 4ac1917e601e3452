import { describe, expect, it } from "vitest";
import { parseNumber } from "./parse-number";

describe("parseNumber reads numbers as students and textbooks write them", () => {
  it.each([
    ["2.5 × 10^3", 2500],
    ["2.5x10^3", 2500],
    ["2.5 x 10^3", 2500],
    ["2.5*10^3", 2500],
    ["2.5 * 10**3", 2500],
    ["2.5e3", 2500],
    ["2.5E-3", 0.0025],
    ["2,500", 2500],
    ["1,234,567.5", 1234567.5],
    ["1/2", 0.5],
    ["-3/4", -0.75],
    ["−3", -3],
    ["3.0 × 10⁸", 3e8],
    ["1.6 × 10⁻¹⁹", 1.6e-19],
    ["10^-3", 0.001],
    ["10^(-3)", 0.001],
    [".5", 0.5],
    ["42", 42],
    ["+7.25", 7.25],
    ["  12.0  ", 12],
  ])("%s is %d", (text, expected) => {
    expect(parseNumber(text)).toBeCloseTo(expected, 12);
  });

  it.each([[""], ["   "], ["abc"], ["2.5 m"], ["1/0"], ["2,5"], ["3..4"], ["e5"], ["10^"]])(
    "%j is not a number",
    (text) => {
      expect(parseNumber(text)).toBeUndefined();
    },
  );
});
