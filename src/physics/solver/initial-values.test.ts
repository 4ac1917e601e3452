/**
 * Values the words mark as the start and the end of a change: an activity that drops "from 800 Bq
 * to 100 Bq" is the starting activity and the activity later.
 */
import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";

describe("an activity stated at both ends of a change", () => {
  it("gives the half-life from the activity's fall over a time", () => {
    const result = solved(
      "a radioactive sample's activity drops from 800 Bq to 100 Bq in 36 hours. what's the half life",
    );
    // 800 → 100 Bq is three halvings in 36 h.
    expect(result.si.value).toBeCloseTo(12 * 3600, 3);
    expect(result.answer).toEqual({ value: 12, unit: "h" });
  });

  it("gives the time the fall takes from the half-life", () => {
    expect(
      solved(
        "The activity of a sample falls from 800 Bq to 100 Bq; its half-life is 12 h. How long does this take?",
      ).si.value,
    ).toBeCloseTo(36 * 3600, 3);
  });

  it("refuses the half-life when no time is given for the fall", () => {
    expect(refused("The activity of a sample falls from 800 Bq to 100 Bq. What is its half-life?")).toBe(
      true,
    );
  });
});
