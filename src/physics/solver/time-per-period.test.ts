import { describe, expect, it } from "vitest";
import { solved } from "./test-helpers";

describe("a time stated per day and a number of days", () => {
  it("works an appliance's energy from the time it runs each day times the days", () => {
    const result = solved(
      "A 2.0 kW heater runs 3.0 hours each night for 2 weeks. How much energy does it use in kWh?",
    );
    expect(result.answer.unit).toBe("kWh");
    expect(result.answer.value).toBeCloseTo(2.0 * 3.0 * 14, 6);
    expect(result.understood.quantities.map((quantity) => quantity.text)).toContain(
      "3.0 hours each night for 2 weeks",
    );
  });

  it("counts a year as 365 days of use", () => {
    const result = solved("A 60 W bulb burns 5.0 h a day for a year. How much energy does it use, in kWh?");
    // 60 W × 5.0 h × 365 in joules (the answer, 110 kWh, is rounded to two figures).
    expect(result.si.value).toBeCloseTo(60 * 5 * 3600 * 365, -3);
  });

  it("leaves a single time alone", () => {
    const result = solved("A 2.0 kW heater runs for 3.0 hours. How much energy does it use in kWh?");
    expect(result.answer.value).toBeCloseTo(6, 6);
  });
});
