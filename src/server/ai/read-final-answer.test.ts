import { describe, expect, it } from "vitest";
import { readFinalAnswer } from "./read-final-answer";

describe("reading the final answer line of a reply", () => {
  it("reads the value and unit in the forms models write", () => {
    expect(readFinalAnswer("Work...\n**Final answer:** 24.5 m/s")).toEqual({ value: 24.5, unit: "m/s" });
    expect(readFinalAnswer("Final answer: v = 3.0 m/s.")).toEqual({ value: 3, unit: "m/s" });
    expect(readFinalAnswer("final answer **: 12 N\u2028thanks")).toEqual({ value: 12, unit: "N" });
    expect(readFinalAnswer("No answer here")).toBeUndefined();
  });

  it("answers at once on a long run of spaces before a line separator", () => {
    const started = performance.now();
    expect(readFinalAnswer(`Final answer${" ".repeat(20_000)}\u2028`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
