import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";

describe("heat conducted through the lagging of a pipe", () => {
  it("gives the rate per metre from the logarithm of the radii, the smaller radius inside", () => {
    const result = solveText(
      "Hot water runs in a pipe lagged with foam (thermal conductivity 0.040 W/(m·K)) from radius 2.5 cm out to 5.0 cm. The foam's inner surface is at 80 °C and its outer surface at 20 °C. Find the rate of heat loss per metre of pipe.",
    );
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.si.value).toBeCloseTo((2 * Math.PI * 0.04 * 60) / Math.log(2), 6);
    expect(result.si.unit).toBe("W/m");
  });

  it("refuses a flat slab's heat per metre, which has no radii", () => {
    expect(
      solveText(
        "A wall 0.20 m thick has a conductivity of 0.80 W/(m·K); one face is at 20 °C and the other at 5 °C. What is the heat loss per metre?",
      ).status,
    ).toBe("cannot-solve");
  });
});
