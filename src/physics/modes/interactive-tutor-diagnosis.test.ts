/**
 * Interactive Tutor names the slip behind a wrong answer before any hint, labels steps with the
 * right quantity and unit, accepts a size when a size is asked for, and reads a decimal comma.
 */
import { describe, expect, it } from "vitest";
import { diagnoseAnswer } from "./answer-diagnosis";
import { tutorStepsFromSolution } from "./free-form";
import { interactiveTutorReply } from "./interactive-tutor";
import { readStudentAnswer } from "./student-answer";
import type { ChatMessage } from "./types";

function play(problem: string, answers: string[]) {
  const history: ChatMessage[] = [{ role: "user", content: problem }];
  const replies = [interactiveTutorReply({ history, level: "high-school" })];
  for (const answer of answers) {
    history.push({ role: "assistant", content: replies[replies.length - 1].reply });
    history.push({ role: "user", content: answer });
    replies.push(interactiveTutorReply({ history, level: "high-school" }));
  }
  return replies;
}

describe("what went wrong, from the numbers", () => {
  const expected = { value: 12.5, unit: "m/s" };
  it.each([
    [{ value: -12.5, unit: "m/s" }, "sign"],
    [{ value: 25, unit: "m/s" }, "double"],
    [{ value: 6.25, unit: "m/s" }, "half"],
    [{ value: 1250, unit: "m/s" }, "power-of-ten"],
    [{ value: 45, unit: "m/s" }, "unit"],
    [{ value: 156.25, unit: "m/s" }, "square-root"],
  ])("names %j as a %s slip", (given, kind) => {
    expect(diagnoseAnswer(given, expected, 0.02)?.kind).toBe(kind);
  });

  it("names two quantities swapped in a ratio, by name", () => {
    const knowns = [
      { symbol: "d", name: "distance", value: 100, unit: "m" },
      { symbol: "t", name: "time", value: 8, unit: "s" },
    ];
    const slip = diagnoseAnswer({ value: 0.08, unit: "m/s" }, expected, 0.02, knowns);
    expect(slip?.kind).toBe("swapped");
    expect(slip?.message).toMatch(/distance/);
    expect(slip?.message).toMatch(/time/);
  });

  it("names a relation for a simpler situation: distance as speed times time while the speed changes", () => {
    const knowns = [
      { symbol: "v_0", name: "initial speed", value: 10, unit: "m/s" },
      { symbol: "v", name: "final speed", value: 20, unit: "m/s" },
      { symbol: "t", name: "time", value: 5, unit: "s" },
    ];
    // From 10 m/s to 20 m/s in 5 s covers 75 m; 20 m/s × 5 s = 100 m treats the speed as constant.
    const slip = diagnoseAnswer({ value: 100, unit: "m" }, { value: 75, unit: "m" }, 0.02, knowns);
    expect(slip?.kind).toBe("other-relation");
    expect(slip?.message).toMatch(/final speed times the time/);
    // A number that equals a ratio of givens only in a different kind of unit is no such slip.
    expect(diagnoseAnswer({ value: 2, unit: "m" }, { value: 75, unit: "m" }, 0.02, knowns)).toBeUndefined();
  });

  it("says nothing specific when the numbers do not show a slip", () => {
    expect(diagnoseAnswer({ value: 17.3, unit: "m/s" }, expected, 0.02)).toBeUndefined();
  });
});

describe("Interactive Tutor on a typed problem", () => {
  const braking = "A car moving at 20 m/s brakes to a stop in 5.0 s. What is its deceleration?";

  it("accepts the size when the question asks for a deceleration", () => {
    const replies = play(braking, ["4.0 m/s^2"]);
    expect(replies[0].currentStep).toBeGreaterThan(0);
    expect(replies[1].reply).toMatch(/\*\*Correct\.\*\*/);
    expect(replies[1].isComplete).toBe(true);
  });

  it("asks no separate step only to take the size of the previous result", () => {
    const replies = play("A car moving at 20 m/s brakes to a stop in 5.0 s. How large is its deceleration?", [
      "4 m/s^2",
    ]);
    expect(replies[0].reply).not.toMatch(/size of the/);
    expect(replies[1].isComplete).toBe(true);
  });

  it("reads a decimal comma, so −4,0 is −4.0 and not −4 or 40", () => {
    expect(readStudentAnswer("−6,25 m/s²")).toMatchObject({ kind: "quantity", value: -6.25 });
    expect(readStudentAnswer("a = 0,5 s")).toMatchObject({ kind: "quantity", value: 0.5 });
    expect(readStudentAnswer("2,500 J")).toMatchObject({ kind: "quantity", value: 2500 });
    const replies = play(braking, ["-4,0 m/s^2"]);
    expect(replies[1].reply).toMatch(/\*\*Correct\.\*\*/);
  });

  it("names the slip before giving any hint", () => {
    const replies = play(braking, ["8.0 m/s^2"]);
    expect(replies[1].reply).toMatch(/twice the right value/);
    expect(replies[1].reply).not.toMatch(/\*\*Hint/);
    const again = play(braking, ["8.0 m/s^2", "8.0 m/s^2"]);
    expect(again[2].reply).toMatch(/\*\*Hint 1 of 3:\*\*/);
  });
});

describe("step labels", () => {
  const step = (symbol: string, unit: string) => ({
    principle: "a relation",
    equation: `${symbol} = x`,
    substitution: `${symbol} = 1`,
    result: { symbol, value: 1, unit },
  });

  it("name a focal length as a focal length, in metres, not a frequency", () => {
    const [tutorStep] = tutorStepsFromSolution([step("f", "m")]);
    expect(tutorStep.description).toMatch(/focal length/);
    expect(tutorStep.prompt).toMatch(/in m\b/);
    expect(tutorStep.description).not.toMatch(/frequency/);
  });

  it("name a photon energy as an energy, not an electric field", () => {
    const [tutorStep] = tutorStepsFromSolution([step("E", "J")]);
    expect(tutorStep.description).toMatch(/energy/);
    expect(tutorStep.description).not.toMatch(/field/);
  });

  it("name a frequency as a frequency", () => {
    const [tutorStep] = tutorStepsFromSolution([step("f", "Hz")]);
    expect(tutorStep.description).toMatch(/frequency/);
  });
});
