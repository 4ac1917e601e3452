import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solveStructured } from "../solver/structured";
import { solved } from "../solver/test-helpers";
import { constant } from "./relation";

const e = constant("qe");
const kB = constant("kB");
const YEAR = 365.25 * 86400;

describe("carriers in a semiconductor", () => {
  it("gives a doped sample's resistivity from its carrier density and mobility", () => {
    const result = solved(
      "An n-type germanium sample has 5.0e15 electrons per cm^3, with an electron mobility of 3900 cm^2/Vs. What is its resistivity in ohm m?",
    );
    expect(result.si.value / (1 / (5.0e21 * e * 0.39))).toBeCloseTo(1, 6);
    expect(result.steps.some((step) => step.equation === "\\rho = \\frac{1}{n e \\mu}")).toBe(true);
  });

  it("refuses a sample where electrons and holes both carry current", () => {
    const result = solveText(
      "Pure silicon has 1.0e10 carriers per cm^3 of each sign, an electron mobility of 1350 cm^2/Vs and a hole mobility of 480 cm^2/Vs. What is its resistivity in ohm cm?",
    );
    expect(result.status).toBe("cannot-solve");
  });

  it("gives the growth of the intrinsic carrier density between two temperatures", () => {
    const result = solveStructured(
      [
        { variable: "Egap", value: 0.66, unit: "eV" },
        { variable: "Ti", value: 250, unit: "K" },
        { variable: "Tf", value: 320, unit: "K" },
      ],
      { variable: "carrierRatio" },
      { context: "an intrinsic semiconductor" },
    );
    if (result.status !== "solved") throw new Error(result.reason);
    const gap = 0.66 * e;
    const expected = (320 / 250) ** 1.5 * Math.exp((gap / (2 * kB)) * (1 / 250 - 1 / 320));
    expect(result.si.value / expected).toBeCloseTo(1, 6);
  });
});

describe("radiocarbon dating from activities per gram", () => {
  it("dates a sample from its activity per gram and that of living matter", () => {
    const result = solved(
      "Charcoal from an old campfire gives 0.095 Bq per gram of carbon, while fresh wood gives 0.25 Bq/g. Carbon-14 has a half-life of 5730 years. How old is the charcoal, in years?",
    );
    expect(result.si.value / YEAR).toBeCloseTo(5730 * Math.log2(0.25 / 0.095), 0);
  });

  it("refuses a sample more active than living matter", () => {
    const result = solveText(
      "A sample gives 0.30 Bq per gram of carbon, while fresh wood gives 0.25 Bq/g. Carbon-14 has a half-life of 5730 years. How old is the sample, in years?",
    );
    expect(result.status).toBe("cannot-solve");
  });
});

describe("the Hall voltage from the carriers' drift speed", () => {
  it("gives the field from the Hall voltage, the drift speed and the strip's width, whatever its cross-section", () => {
    const text =
      "In a Hall-effect experiment a copper strip 2.0 cm in width with a cross-sectional area of 1.0 mm^2 sits in a magnetic field perpendicular to it. The Hall voltage is 3.0 μV and the electrons drift at 1.5 × 10^-4 m/s. What is the magnetic field?";
    expect(solved(text).si.value / (3e-6 / (1.5e-4 * 0.02))).toBeCloseTo(1, 6);
  });
});
