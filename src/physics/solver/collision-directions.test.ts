import { describe, expect, it } from "vitest";
import { confirmFinalAnswer } from "../tools/confirm-final-answer";
import { solved } from "./test-helpers";

const HEAD_ON =
  "A 900 kg car heading north at 20 m/s collides with a 1500 kg van heading south at 10 m/s. They lock together. What is their velocity just after the collision?";

describe("two bodies that collide moving in opposite directions", () => {
  it("takes the second body's velocity against the first's when the words give opposite directions", () => {
    const result = solved(HEAD_ON);
    // (900 × 20 − 1500 × 10) / 2400 = 1.25 m/s north, not (900 × 20 + 1500 × 10) / 2400 = 13.75 m/s.
    expect(result.si.value).toBeCloseTo(1.25, 6);
    expect(result.understood.assumptions.join(" ")).toMatch(/opposite directions/);
  });

  it("reads 'head-on' as opposite directions, and gives a velocity against the first body as negative", () => {
    const result = solved(
      "A 1.0 kg puck moving at 2.0 m/s collides head-on with a 3.0 kg puck moving at 4.0 m/s. They stick together. What is their velocity after the collision?",
    );
    expect(result.si.value).toBeCloseTo((1 * 2 - 3 * 4) / 4, 6);
  });

  it("disputes a final answer that adds the two momenta, and confirms the right one", () => {
    expect(confirmFinalAnswer(HEAD_ON, { value: 13.75, unit: "m/s" }).finalAnswer).not.toBe("confirmed");
    expect(confirmFinalAnswer(HEAD_ON, { value: 1.25, unit: "m/s" }).finalAnswer).toBe("confirmed");
  });
});
