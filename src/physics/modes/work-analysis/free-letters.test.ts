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

describe("a letter's value put in where it is a number in a unit", () => {
  const [length] = freeLettersOf("e^{-2L}") ?? [];
  const [time] = freeLettersOf("t") ?? [];

  it("puts a bare number for a letter over a unit or times its inverse, the unit taken away", () => {
    expect(withLettersAt("e^{-8.0\\ L/\\text{nm}}", [length], [1.5])).toBe(
      "e^{-8.0\\ \\left(1.500000000\\right)}",
    );
    expect(withLettersAt("\\left(t\\text{s}^{-1}-3\\right)", [time], [2], true)).toBe(
      "\\left(\\left(2.000000000\\right)-3\\right)",
    );
  });

  it("gives a time its SI unit only when asked", () => {
    const written = "(5.0\\ \\text{s}^{-1})t";
    expect(withLettersAt(written, [time], [2])).toBe("(5.0\\ \\text{s}^{-1})\\left(2.000000000\\right)");
    expect(withLettersAt(written, [time], [2], true)).toBe(
      "(5.0\\ \\text{s}^{-1})\\left(2.000000000\\ \\text{s}\\right)",
    );
  });

  it("reads e^{…} after a number as its factor only where a letter stands in the power", () => {
    expect(exponentialsAsFunctions("3.36e^{-17.75 L}")).toBe("3.36\\exp\\left(-17.75 L\\right)");
    expect(exponentialsAsFunctions("1.2e^{-\\left(5.0\\text{s}^{-1}\\right)t}")).toBe(
      "1.2\\exp\\left(-\\left(5.0\\text{s}^{-1}\\right)t\\right)",
    );
    expect(exponentialsAsFunctions("2.0e^{-3}")).toBe("2.0e^{-3}");
  });
});
