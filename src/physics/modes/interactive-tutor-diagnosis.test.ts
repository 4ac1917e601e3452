/**
 * Interactive Tutor names the slip behind a wrong answer before any hint, labels steps with the
 * right quantity and unit, accepts a size when a size is asked for, and reads a decimal comma.
 */
import { describe, expect, it } from "vitest";
import { diagnoseAnswer, typedRounding } from "./answer-diagnosis";
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
    expect(diagnoseAnswer(given, expected, 0)?.kind).toBe(kind);
  });

  it("names two quantities swapped in a ratio, by name", () => {
    const knowns = [
      { symbol: "d", name: "distance", value: 100, unit: "m" },
      { symbol: "t", name: "time", value: 8, unit: "s" },
    ];
    const slip = diagnoseAnswer({ value: 0.08, unit: "m/s" }, expected, 0, knowns);
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
    const slip = diagnoseAnswer({ value: 100, unit: "m" }, { value: 75, unit: "m" }, 0, knowns);
    expect(slip?.kind).toBe("other-relation");
    expect(slip?.message).toMatch(/final speed times the time/);
    // A number that equals a ratio of givens only in a different kind of unit is no such slip.
    expect(diagnoseAnswer({ value: 2, unit: "m" }, { value: 75, unit: "m" }, 0, knowns)).toBeUndefined();
  });

  it("says nothing specific when the numbers do not show a slip", () => {
    expect(diagnoseAnswer({ value: 17.3, unit: "m/s" }, expected, 0)).toBeUndefined();
  });

  it("names a slip the student worked from a value rounded to three figures", () => {
    // 30° is 0.5236 rad; a student who carries 0.524 and squares it writes 0.2746.
    const angle = { value: Math.PI / 6, unit: "rad" };
    expect(diagnoseAnswer({ value: 0.2746, unit: "rad" }, angle, typedRounding("0.2746", 0.2746))?.kind).toBe(
      "square-root",
    );
    expect(diagnoseAnswer({ value: 1.048, unit: "rad" }, angle, typedRounding("1.048", 1.048))?.kind).toBe(
      "double",
    );
  });

  it("gives no name to a value that is only near a slip's value", () => {
    // √0.5236 = 0.7236; 0.7173 is 0.9 % away from it and is no forgotten root.
    const angle = { value: Math.PI / 6, unit: "rad" };
    expect(
      diagnoseAnswer({ value: 0.7173, unit: "rad" }, angle, typedRounding("0.7173", 0.7173)),
    ).toBeUndefined();
    // 26.0 m/s is 4 % more than twice 12.5 m/s: not a missing half.
    expect(diagnoseAnswer({ value: 26, unit: "m/s" }, expected, typedRounding("26.0", 26))).toBeUndefined();
    // 0.0815 m/s is 1.9 % from time over distance: not two quantities swapped.
    const knowns = [
      { symbol: "d", name: "distance", value: 100, unit: "m" },
      { symbol: "t", name: "time", value: 8, unit: "s" },
    ];
    expect(
      diagnoseAnswer({ value: 0.0815, unit: "m/s" }, expected, typedRounding("0.0815", 0.0815), knowns),
    ).toBeUndefined();
  });

  it("reads the rounding a student's digits allow", () => {
    expect(typedRounding("0.72", 0.72)).toBeCloseTo(0.005 / 0.72, 6);
    expect(typedRounding("2.5 × 10^3", 2500)).toBeCloseTo(50 / 2500, 6);
    expect(typedRounding("3.0e8", 3e8)).toBeCloseTo(0.05 / 3, 6);
    expect(typedRounding(".5", 0.5)).toBeCloseTo(0.1, 6);
    expect(typedRounding("1200", 1200)).toBeCloseTo(0.5 / 1200, 6);
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

  it('answers a number that is no typical slip with a plain "Not quite", not a wrong diagnosis', () => {
    // Step 1 turns 30° into 0.524 rad; 1.37 times that is close to, but not, its square root.
    const problem =
      "Light polarized vertically with an intensity of 50 W/m² meets a polarizer turned 30° from the vertical. How intense is the light that gets through?";
    const replies = play(problem, ["0.7173 rad"]);
    expect(replies[0].stepDescription).toMatch(/angle/);
    expect(replies[1].reply).toMatch(/^Not quite\./);
    expect(replies[1].reply).not.toMatch(/What went wrong/);
    expect(play(problem, ["1.047 rad"])[1].reply).toMatch(/twice the right value/);
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
