import { describe, expect, it } from "vitest";
import { exponentialsAsFunctions, freeLettersOf, shownLetter, withLettersAt } from "./free-letters";

describe("the letters a line of numbers leaves free", () => {
  it("finds symbols in italics, with their subscripts, and not the units written upright", () => {
    const letters = freeLettersOf(
      "\\eta\\left(2.0\\ \\text{m}\\right)=\\left(2.0\\ \\text{m}\\right)\\eta+0\\ x_{\\text{max}}",
    );
    expect(letters?.map((letter) => letter.key)).toEqual(["\\eta", "x_\\textmax"]);
    expect(letters && shownLetter(letters[1].written)).toBe("x_max");
  });

  it("leaves out e, c and g, which stand for constants, and refuses integrals and functions of a letter", () => {
    expect(freeLettersOf("v_{0}e^{-2}=0.135v_{0}")?.map((letter) => letter.key)).toEqual(["v_0"]);
    expect(freeLettersOf("\\int_{0}^{2} 3x\\,dx = 6")).toBeUndefined();
    expect(freeLettersOf("v\\left(t\\right)=2.0t")).toBeUndefined();
    expect(freeLettersOf("2.0 + 3.0 = 5.0")).toBeUndefined();
  });

  it("sets every occurrence of a letter to one value, and reads e to a power as the exponential", () => {
    const text = "\\eta\\left(3.0\\right)=3.0\\eta";
    const letters = freeLettersOf(text) ?? [];
    expect(withLettersAt(text, letters, [1.5])).toBe(
      "\\left(1.500000000\\right)\\left(3.0\\right)=3.0\\left(1.500000000\\right)",
    );
    expect(exponentialsAsFunctions("u_{0}e^{-4}")).toBe("u_{0}\\exp\\left(-4\\right)");
  });
});
