/**
 * Work Analysis over the problem bank: every worked solution's lines, written out as a student's
 * work, should not be called wrong; the same lines with a wrong result should be.
 */
import { describe, expect, it } from "vitest";
import { allTemplates } from "../../bank/index";
import type { GeneratedProblem } from "../../bank/template";
import { createRandom } from "../../random";
import { analyzeWork } from "./analyze-work";

const SEEDS = [1, 2, 3, 4, 5];
// Right lines called wrong over these seeds: none (84 before turns, bare numbers, μm, carried
// rounding and the worked solutions' carried values were read). Over seeds 1-30, 6 remain, each a
// whole number ending in zeros that a solution rounds and goes on with unrounded ("1350 rad").
const MOST_FALSE_ERRORS = 0;
// Lines whose result is made 5 % too large that are flagged; it only goes up.
const LEAST_WRONG_LINES_CAUGHT = 1850;

interface BankCase {
  id: string;
  problem: GeneratedProblem;
  level: "high-school" | "algebra" | "calculus";
}

function bankCases(): BankCase[] {
  const cases: BankCase[] = [];
  for (const template of allTemplates) {
    for (const level of template.levels) {
      for (const seed of SEEDS) {
        cases.push({
          id: `${template.id}~${level}~${seed}`,
          problem: template.generate(createRandom(seed), level),
          level,
        });
      }
    }
  }
  return cases;
}

function analyze(bankCase: BankCase, studentWork: string) {
  return analyzeWork({
    problem: bankCase.problem.statement,
    studentWork,
    level: bankCase.level,
    bankProblem: bankCase.problem,
    problemInWork: false,
    perFeatures: {},
  });
}

/** The line with the first number after its last "=" scaled, written with as many decimals. */
function withScaledResult(line: string, factor: number): string | undefined {
  const equals = line.lastIndexOf("=");
  if (equals < 0) return undefined;
  const tail = line.slice(equals + 1);
  const number = /-?\d+(?:\.\d+)?/.exec(tail);
  if (!number) return undefined;
  const decimals = (number[0].split(".")[1] ?? "").length;
  const scaled = (Number(number[0]) * factor).toFixed(decimals);
  if (scaled === number[0]) return undefined;
  return line.slice(0, equals + 1) + tail.replace(number[0], scaled);
}

describe("Work Analysis over the worked solutions of the bank", () => {
  const cases = bankCases();

  it(`calls at most ${MOST_FALSE_ERRORS} lines of the worked solutions wrong`, () => {
    const falseErrors: string[] = [];
    for (const bankCase of cases) {
      const work = bankCase.problem.solution.map((step) => step.substitution).join("\n");
      for (const line of analyze(bankCase, work).lines) {
        if (line.status === "error") falseErrors.push(`${bankCase.id}: ${line.text} (${line.message})`);
      }
    }
    expect(falseErrors.length, falseErrors.join("\n")).toBeLessThanOrEqual(MOST_FALSE_ERRORS);
  });

  it("flags the solution lines when their result is 5 % off", () => {
    let caught = 0;
    for (const bankCase of cases) {
      for (const step of bankCase.problem.solution) {
        const wrong = withScaledResult(step.substitution, 1.05);
        if (wrong && analyze(bankCase, wrong).lines[0].status === "error") caught++;
      }
    }
    expect(caught).toBeGreaterThanOrEqual(LEAST_WRONG_LINES_CAUGHT);
  });

  it("accepts an image height with its sign when the question asks how tall the image is", () => {
    const mirror = cases.find((bankCase) =>
      bankCase.id.startsWith("geometric-optics.concave-mirror-image-height~algebra~1"),
    );
    if (!mirror) throw new Error("the concave mirror template is missing");
    const last = mirror.problem.solution[mirror.problem.solution.length - 1].substitution;
    expect(last).toContain("= -");
    const result = analyze(mirror, last);
    expect(result.lines[0].status).toBe("correct");
    expect(result.lines[0].message).toContain("is the answer asked for");
  });
});

describe("Work Analysis on the relations of the bank's worked solutions", () => {
  it("never calls a worked solution's own equation a relation for another situation or a sign slip", () => {
    const flagged: string[] = [];
    for (const template of allTemplates) {
      const level = template.levels[0];
      const problem = template.generate(createRandom(1), level);
      const work = problem.solution.map((step) => `$${step.equation}$`).join("\n");
      const result = analyzeWork({
        problem: problem.statement,
        studentWork: work,
        level,
        bankProblem: problem,
      });
      for (const line of result.lines) {
        if (line.status === "error") flagged.push(`${template.id}: ${line.text} (${line.message})`);
      }
    }
    expect(flagged, flagged.join("\n")).toEqual([]);
  });
});
