/**
 * A value expressed in another unit, with the engine's factors, checked against any the problem
 * states; through the solver and the free-form mode.
 */
import { describe, expect, it } from "vitest";
import { readFreeFormProblem } from "../modes/free-form";
import { solveText } from "./free-form";

describe("a value expressed in another unit", () => {
  it("expresses a fuel economy in miles per gallon in kilometers per liter", () => {
    const result = solveText(
      "A car's fuel economy is 40.0 miles per gallon. Express it in kilometers per liter. (Use 1 mi = 1.609 km and 1 gal = 3.785 L.)",
    );
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.answer).toEqual({ value: 17, unit: "km/L" });
  });

  it("converts a speed written as an instruction, without a question mark", () => {
    const result = solveText("Convert a speed of 50 mi/h to m/s. (1 mi = 1609 m)");
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.answer.unit).toBe("m/s");
    expect(result.si.value).toBeCloseTo(50 * 0.44704, 6);
  });

  it("steps aside when a stated factor is not the standard one", () => {
    const result = solveText("Convert a speed of 50 mi/h to m/s. (Use 1 mi = 1500 m.)");
    expect(result.status === "solved" && Math.abs(result.si.value - 50 * 0.44704) < 0.01).toBe(false);
  });

  it("reaches the free-form mode with its conversion step", () => {
    const reading = readFreeFormProblem(
      "my car says 70 mph, whats that in m/s?? (1 mile = 1609 m)",
      "high-school",
    );
    expect(JSON.stringify(reading)).toContain("Convert the units");
  });
});
