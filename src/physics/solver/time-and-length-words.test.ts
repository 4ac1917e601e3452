/**
 * Words of time and length: "how long must it be" asks for a length, "how long would that be" a
 * time; a year written "y" and a day "d" after a number; a value named by words past an isotope's
 * number ("30% of the carbon-14 activity"); a time or a mass answered in the unit the problem gives
 * its values of that kind in; how much of a decaying sample is left.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solved, solvedSI } from "./test-helpers";

describe("words of time and length", () => {
  it("reads 'how long does a pendulum have to be' as a length", () => {
    const text = "How long does a simple pendulum have to be so that its period is 1.50 s?";
    expect(solvedSI(text)).toBeCloseTo((9.8 * 1.5 ** 2) / (4 * Math.PI ** 2), 3);
  });

  it("still reads 'how long would that be' as a time", () => {
    const text = "Light travels from a star 4.0 × 10^16 m away. How long would that take, in seconds?";
    const result = solveText(text);
    expect(result.status === "solved" && result.answer.unit === "m").toBe(false);
  });

  it("reads a year written y, and a share named past an isotope's number, and answers the age in years", () => {
    const text =
      "A bone contains 25.0% of the carbon-14 activity per gram found in living bone. The half-life of carbon-14 is 5730 y. How old is the bone?";
    const result = solveText(text);
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.answer.unit).toBe("yr");
    expect(result.si.value / (2 * 5730 * 365.25 * 86400)).toBeCloseTo(1, 2);
  });

  it("does not read y as a year where it names an axis", () => {
    const text = "A ball moves at 3.0 m/s along x and 4.0 m/s along y. What is its speed?";
    const result = solveText(text);
    if (result.status === "solved") expect(result.answer.unit).not.toBe("yr");
  });

  it("gives how much of a decaying sample is left, in the unit of its mass, and a day written d", () => {
    const text =
      "A sample contains 8.00 mg of an isotope whose half-life is 6.00 d. How much of it remains after 18.0 d?";
    const result = solveText(text);
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.answer).toEqual({ value: 1, unit: "mg" });
  });

  it("gives the percent of a decaying sample left, and leaves 'how much activity is left' an activity", () => {
    const share = solveText(
      "A radioactive isotope has a half-life of 10.0 days. What percent of a sample is left after 5.0 days?",
    );
    expect(share.status).toBe("solved");
    if (share.status === "solved") expect(share.si.value).toBeCloseTo(2 ** -0.5, 3);
    const activity = solveText(
      "I-131 half life is 8.0 days. a clinic gets a 400 mCi shipment, how much activity is left after 16 days? (mCi)",
    );
    expect(activity.status).toBe("solved");
    if (activity.status === "solved") expect(activity.si.value / 3.7e9).toBeCloseTo(1, 3);
  });
});

describe("a length that grows", () => {
  it("reads 'by how many millimeters does it lengthen' as the change in length, not a length", () => {
    const text =
      "An aluminum rod is 2.00 m long at 10 °C. By how many millimeters does it lengthen when it is heated to 90 °C? The coefficient of linear expansion of aluminum is 24 × 10^-6 /°C.";
    const result = solved(text);
    expect(result.answer.unit).toBe("mm");
    expect(result.si.value).toBeCloseTo(24e-6 * 2.0 * 80, 6);
  });

  it("reads 'how much does the wire lengthen' the same way", () => {
    const text =
      "A copper wire 40.0 m long is warmed from 5.0 °C to 35.0 °C. How much does the wire lengthen? Take the coefficient of linear expansion of copper as 17 × 10^-6 /°C.";
    expect(solvedSI(text)).toBeCloseTo(17e-6 * 40 * 30, 6);
  });
});

describe("the words 'by how much' of a question", () => {
  it("do not make a final temperature in the question a temperature change", () => {
    const text =
      "A brass rod is 1.50 m long at 20 °C. By how many millimeters does its length change when it is heated to 120 °C? The coefficient of linear expansion of brass is 19 × 10^-6 /°C.";
    const result = solved(text);
    expect(result.answer.unit).toBe("mm");
    expect(result.si.value).toBeCloseTo(19e-6 * 1.5 * 100, 6);
  });
});
