import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solvedSI } from "../solver/test-helpers";
import { constant } from "./relation";

const R = constant("Rgas");

describe("vapour pressure and temperature (Clausius–Clapeyron)", () => {
  it("gives the vapour pressure at another temperature", () => {
    expect(
      solvedSI(
        "Ethanol has a vapour pressure of 5.9 kPa at 20 °C and a molar heat of vaporization of 42 kJ/mol. Estimate its vapour pressure at 50 °C.",
      ),
    ).toBeCloseTo(5.9e3 * Math.exp((-42e3 / R) * (1 / 323.15 - 1 / 293.15)), -1);
  });

  it("gives the temperature at which water boils under a lower pressure", () => {
    const expected = 1 / (1 / 373.15 - (R * Math.log(70 / 101.3)) / 40.7e3);
    expect(
      solvedSI(
        "Water's vapour pressure is 101.3 kPa at 100 °C, and its molar heat of vaporization is 40.7 kJ/mol. At what temperature is its vapour pressure 70 kPa?",
      ),
    ).toBeCloseTo(expected, 1);
  });

  it("refuses without the heat of vaporization", () => {
    expect(
      solveText("Ethanol has a vapour pressure of 5.9 kPa at 20 °C. Estimate its vapour pressure at 50 °C.")
        .status,
    ).toBe("cannot-solve");
  });
});
