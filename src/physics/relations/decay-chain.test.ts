import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solved } from "../solver/test-helpers";

describe("a parent and its radioactive daughter", () => {
  it("finds when the daughter's number peaks, the same whichever half-life is given first", () => {
    const result = solved(
      "Parent X (half-life 6.0 h) decays into a radioactive daughter Y (half-life 2.0 h). Starting with pure X, after how many hours is the amount of Y greatest?",
    );
    const [parent, daughter] = [Math.LN2 / 6, Math.LN2 / 2];
    expect(result.si.value / 3600).toBeCloseTo(Math.log(daughter / parent) / (daughter - parent), 6);
    expect(result.answer.unit).toBe("h");
  });

  it("refuses two equal half-lives, where the formula has no value", () => {
    const result = solveText(
      "Parent X (half-life 5.0 h) decays into a radioactive daughter Y (half-life 5.0 h). Starting with pure X, after how many hours is the amount of Y greatest?",
    );
    expect(result.status).toBe("cannot-solve");
  });
});

describe("an isotope made at a steady rate", () => {
  it("climbs toward the production rate as R (1 − 2^(−t/T))", () => {
    const result = solved(
      "A cyclotron produces fluorine-18 (half-life 110 min) at a constant rate of 5.0 × 10^9 nuclei per second, starting from none. What is the fluorine-18 activity after 2.0 h of production?",
    );
    expect(result.si.value).toBeCloseTo(5.0e9 * (1 - 0.5 ** (120 / 110)), -3);
  });

  it("refuses a second phase (production stopped, then a wait) that the steady build-up does not model", () => {
    const result = solveText(
      "A cyclotron makes fluorine-18 (half-life 110 min) at 5.0 × 10^9 nuclei per second for 2.0 h, starting from none; production then stops for 1.0 h. What is the activity at the end?",
    );
    expect(result.status).toBe("cannot-solve");
  });
});
