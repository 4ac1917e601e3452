/**
 * A uniform plank on two supports at its ends with one load on it: the force of each support.
 */
import { describe, expect, it } from "vitest";
import { readFreeFormProblem } from "../modes/free-form";
import { solveText } from "./free-form";
import { solved, solvedSI } from "./test-helpers";

const G = 9.8;

describe("a uniform plank on two supports at its ends", () => {
  // 8.0 m, 30 kg plank; 50 kg load 2.0 m from the left end.
  const far = G * (30 / 2 + (50 * 2) / 8);
  const near = (30 + 50) * G - far;

  it("gives the support at the end the load's distance is measured from", () => {
    const text =
      "A uniform scaffold board 8.0 m long with a mass of 30 kg rests on two supports, one under each end. A 50-kg worker stands 2.0 m from the left end. What force does the left support exert on the board?";
    expect(solvedSI(text)).toBeCloseTo(near, 6);
  });

  it("gives the far support through the torques about the near end", () => {
    const text =
      "a uniform 8.0 m plank of mass 30 kg is supported at both ends. a 50 kg box sits 2.0 m from the left end. whats the force from the right-hand support?";
    const result = solved(text);
    expect(result.si.value).toBeCloseTo(far, 6);
    expect(result.steps[0].principle).toContain("Torques about the left end");
  });

  it("reaches the Problem Solver's reading", () => {
    const reading = readFreeFormProblem(
      "A uniform beam 5.0 m long with a mass of 40 kg rests on two supports, one at each end. A 60-kg man stands 1.0 m from the right end. What force does the right support exert?",
      "high-school",
    );
    expect(JSON.stringify(reading)).toContain("Torques about the right end");
  });

  it("refuses a plank not said to be uniform and a load placed from no named end", () => {
    const texts = [
      "A 8.0 m plank with a mass of 30 kg rests on two supports, one under each end. A 50-kg worker stands 2.0 m from the left end. What force does the left support exert?",
      "A uniform 8.0 m plank with a mass of 30 kg rests on two supports, one under each end. A 50-kg worker stands 2.0 m from the middle. What force does the left support exert?",
    ];
    for (const text of texts) expect(solveText(text).status, text).toBe("cannot-solve");
  });
});
