import { describe, expect, it } from "vitest";
import { extractQuantities, normalizeProblemText } from "./extract";
import { solveText } from "./free-form";
import { withStatedConversions } from "./stated-conversion";

function read(text: string) {
  const normalized = normalizeProblemText(text);
  return withStatedConversions(extractQuantities(normalized), normalized).map((quantity) => ({
    value: Number(quantity.value.toPrecision(6)),
    unit: quantity.unit,
    figures: quantity.significantFigures,
  }));
}

describe("a conversion factor the problem states", () => {
  it("is not a given, and converts the values written in the second unit with the factor as stated", () => {
    expect(read("A peak 29,028 ft high. (Assume that 1 m = 3.281 ft.)")).toEqual([
      { value: 8847.3, unit: "m", figures: 4 },
    ]);
  });

  it("leaves values in other units, and equalities that are not a factor, as they are", () => {
    expect(read("A 2.0 m rod and a 3.0 kg mass; 1 m = 3.281 ft.")).toEqual([
      { value: 2, unit: "m", figures: 2 },
      { value: 3, unit: "kg", figures: 2 },
    ]);
    expect(read("The speed is 1 m/s = 2.0 m/s?")).toHaveLength(2);
    expect(read("It moves 1 m in 3.0 s.")).toHaveLength(2);
  });

  it("gives the book's answer to a conversion asked in a third unit", () => {
    const result = solveText(
      "Mount Everest, at 29,028 ft, is the tallest mountain on Earth. What is its height in kilometers? (Assume that 1 m = 3.281 ft.)",
    );
    expect(result.status).toBe("solved");
    if (result.status === "solved") expect(result.answer).toEqual({ value: 8.847, unit: "km" });
  });
});
