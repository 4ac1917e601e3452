import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solved } from "../solver/test-helpers";

function refuses(text: string): boolean {
  return solveText(text).status === "cannot-solve";
}

describe("Newton's law of cooling", () => {
  it("finds the cooling constant from a first reading and gives a later temperature", () => {
    const text =
      "A bowl of soup at 85 °C is left in a kitchen at 22 °C. After 10 min it has cooled to 60 °C. Using Newton's law of cooling, what is its temperature 25 min after it was served?";
    const result = solved(text);
    const celsius = 22 + 63 * (38 / 63) ** 2.5;
    expect(result.si.value).toBeCloseTo(celsius + 273.15, 1);
    expect(result.steps.map((step) => step.principle).join(" | ")).toMatch(/first reading/);
    expect(result.understood.quantities.map((quantity) => quantity.variable)).toEqual([
      "Ti",
      "Tsurround",
      "tMid",
      "Tmid",
      "t",
    ]);
  });

  it("gives the time to reach a temperature, counted from the start even when the start is named again", () => {
    const text =
      "A pie comes out of the oven at 180 °C into a 20 °C kitchen and cools to 120 °C in 15 minutes. How long, from when it was 180 °C, until it reaches 60 °C? Answer in minutes.";
    const result = solved(text);
    expect(result.answer.unit).toBe("min");
    expect(result.si.value / 60).toBeCloseTo((15 * Math.log(160 / 40)) / Math.log(160 / 100), 3);
  });

  it("uses a stated cooling constant", () => {
    const text =
      "A metal block at 300 °C cools in air at 25 °C with a cooling constant of 0.020 1/min. What is its temperature after 30 min?";
    expect(solved(text).si.value).toBeCloseTo(25 + 275 * Math.exp(-0.6) + 273.15, 1);
  });

  it("refuses a time counted on from the first reading, which the words leave unclear", () => {
    expect(
      refuses(
        "Tea at 90 °C in a 20 °C room cools to 70 °C in 4.0 min. What is its temperature after another 6.0 min?",
      ),
    ).toBe(true);
  });
});
