/**
 * The uncertainty of one measurement: the percent uncertainty of "A ± δ", and the uncertainty in
 * the value's unit of "A with a p% uncertainty"; both through the solver and the free-form mode.
 */
import { describe, expect, it } from "vitest";
import { readFreeFormProblem } from "../modes/free-form";
import { solveText } from "./free-form";

describe("the uncertainty of a measurement", () => {
  it("gives the percent uncertainty of a value written with ±", () => {
    const result = solveText("A runner's time is measured as 52.4 ± 0.3 s. What is the percent uncertainty?");
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.answer).toEqual({ value: 0.57, unit: "%" });
    expect(result.si.value).toBeCloseTo(0.3 / 52.4, 10);
  });

  it("gives the uncertainty in the value's unit from a percent uncertainty, in the unit asked", () => {
    const result = solveText(
      "A length is measured as 250 cm with a 2% uncertainty. What is the uncertainty in the length (in meters)?",
    );
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.answer).toEqual({ value: 0.05, unit: "m" });
  });

  it("steps aside for two measurements or a question about something else", () => {
    const two = solveText(
      "A board is 2.50 ± 0.02 m long and 0.80 ± 0.01 m wide. What is the percent uncertainty in its area?",
    );
    expect(two.status === "solved" && two.answer.unit === "%").toBe(false);
    const speed = solveText("A car travels 100 ± 1 m in 5.0 s. What is its average speed?");
    expect(speed.status === "solved" && speed.answer.unit === "%").toBe(false);
  });

  it("reaches the free-form mode with its worked step", () => {
    const reading = readFreeFormProblem(
      "An infant's pulse rate is measured to be 120 ± 6 beats/min. What is the percent uncertainty in this measurement?",
      "high-school",
    );
    expect(JSON.stringify(reading)).toContain("Percent uncertainty");
  });
});
