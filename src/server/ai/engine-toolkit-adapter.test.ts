import { describe, expect, it } from "vitest";
import { engineToolkit } from "./engine-toolkit-adapter";

const PROBLEM =
  "A ball is dropped from rest from a height of 20 m. How fast is it moving when it hits the ground?";

describe("the engine's solutions kept for the turns that share a problem", () => {
  it("works out a problem once and gives every later turn on it the same solution", () => {
    const first = engineToolkit.finalAnswerConfirmer(PROBLEM);
    const again = engineToolkit.finalAnswerConfirmer(PROBLEM);
    expect(again).toBe(first);
    expect(again({ value: 19.8, unit: "m/s" }).finalAnswer).toBe("confirmed");
  });

  it("solves another problem, or the same text named as a bank problem, on its own", () => {
    const kept = engineToolkit.finalAnswerConfirmer(PROBLEM);
    const other = engineToolkit.finalAnswerConfirmer(PROBLEM.replace("20 m", "45 m"));
    expect(other).not.toBe(kept);
    expect(other({ value: 29.7, unit: "m/s" }).finalAnswer).toBe("confirmed");
    expect(other({ value: 19.8, unit: "m/s" }).finalAnswer).not.toBe("confirmed");
    expect(engineToolkit.finalAnswerConfirmer(PROBLEM, "no-such-bank-problem")).not.toBe(kept);
  });

  it("keeps a bounded number of problems, dropping the least recently used", () => {
    const kept = engineToolkit.finalAnswerConfirmer(PROBLEM);
    for (let height = 1; height <= 300; height++) {
      engineToolkit.finalAnswerConfirmer(
        `A stone is dropped from rest from a height of ${height} m. How long does it fall?`,
      );
    }
    expect(engineToolkit.finalAnswerConfirmer(PROBLEM)).not.toBe(kept);
  });
});
