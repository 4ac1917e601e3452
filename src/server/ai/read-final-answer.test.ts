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

describe("reading the final answer under the labels chat models use", () => {
  it("reads an answer line, a heading followed by the answer, and the one bold quantity of a sentence", () => {
    expect(readFinalAnswer("**Answer:** about **13 J**")).toEqual({ value: 13, unit: "J" });
    expect(readFinalAnswer("Work...\n### Final answer\nThe motorbike covers **90.0 m**.")).toEqual({
      value: 90,
      unit: "m",
    });
    expect(readFinalAnswer("**Result:** v ≈ 4.4 m/s")).toEqual({ value: 4.4, unit: "m/s" });
  });

  it("reads nothing where the answer is not one quantity", () => {
    // Two bold quantities: which one is the answer is not certain.
    expect(readFinalAnswer("### Final answer\nIt covers **90 m** at **24 m/s**.")).toBeUndefined();
    // "Answer" inside a sentence is no label.
    expect(readFinalAnswer("The answer depends on 3 m of rope.")).toBeUndefined();
  });
});
