import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";

describe("the launch speed of a projectile", () => {
  it("reads the one speed of a launch at an angle as the launch speed", () => {
    const result = solveText(
      "A golf ball leaves the tee at 40 m/s, 30° above the horizontal, on a level course. How far away does it come down?",
    );
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.si.value).toBeCloseTo((40 ** 2 * Math.sin(Math.PI / 3)) / 9.8, 3);
    expect(result.understood.quantities[0].variable).toBe("v0");
  });

  it("leaves a speed the words tie to the landing alone, and refuses", () => {
    expect(
      solveText(
        "A ball lands with a speed of 20 m/s at 30° above the horizontal on level ground. How far from the launch point does it land?",
      ).status,
    ).toBe("cannot-solve");
  });
});
