import { describe, expect, it } from "vitest";
// Imported as text through the bundler, so the engine folder stays free of file-system access.
import sampleSet from "../../../bench/free-form-problems.jsonl?raw";
import { quantitiesMatch } from "../quantity/quantity";
import { solveText } from "./free-form";

interface BenchProblem {
  id: string;
  subtopic: string;
  level: string;
  text: string;
  answer: { value: number; unit: string };
}

const problems: BenchProblem[] = sampleSet
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as BenchProblem);

describe("the free-form solver on the sample set", () => {
  it("has at least 60 problems covering all 30 subtopics and the three levels", () => {
    expect(problems.length).toBeGreaterThanOrEqual(60);
    expect(new Set(problems.map((problem) => problem.subtopic)).size).toBe(30);
    expect(new Set(problems.map((problem) => problem.level))).toEqual(
      new Set(["high-school", "algebra", "calculus"]),
    );
  });

  it("answers at least 60 % of the problems and is right (within 2 %) on at least 98 % of its answers", () => {
    let answered = 0;
    let correct = 0;
    const wrong: string[] = [];
    for (const problem of problems) {
      const result = solveText(problem.text);
      if (result.status !== "solved") continue;
      answered++;
      if (quantitiesMatch(result.si, problem.answer, 0.02).match) correct++;
      else wrong.push(`${problem.id}: ${result.answer.value} ${result.answer.unit}`);
    }
    expect(answered / problems.length).toBeGreaterThanOrEqual(0.6);
    expect(correct / Math.max(answered, 1), wrong.join("; ")).toBeGreaterThanOrEqual(0.98);
  });
});
