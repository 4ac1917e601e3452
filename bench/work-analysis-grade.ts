/**
 * Grades Work Analysis on typed student works, each with the line where its one planted error
 * first shows (null for a correct work): first wrong lines located, correct works called wrong,
 * flawed works called correct, partly checked or not checked. Used by bench:tutor-offline and by
 * bench/work-set.ts.
 */
import { analyzeWork } from "../src/physics/modes/work-analysis/analyze-work";

export interface TypedWork {
  id?: string;
  problem: string;
  work: string[];
  /** The line (from 1, words included) where the planted error first shows; null for a correct work. */
  firstWrongLine: number | null;
  planted?: string;
  /** Written after the checks they measure were built, to see how they fare on work they did not shape. */
  heldOut?: boolean;
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)} % (${part}/${whole})`;
}

/** Prints the figures for `works` under `label` and returns one line per miss. */
export function gradeWorkAnalysis(works: TypedWork[], label: string): string[] {
  const flawed = works.filter((work) => work.firstWrongLine !== null);
  const correct = works.filter((work) => work.firstWrongLine === null);
  let located = 0;
  let flawedCalledCorrect = 0;
  let flawedUnchecked = 0;
  let flawedPartlyChecked = 0;
  let correctCalledWrong = 0;
  let correctConfirmed = 0;
  const misses: string[] = [];
  for (const work of works) {
    const result = analyzeWork({
      problem: work.problem,
      studentWork: work.work.join("\n"),
      level: "algebra",
    });
    const where = `${work.id ? `${work.id}: ` : ""}${work.work.join(" | ")} -> ${result.verdict}, line ${result.firstErrorLine ?? "none"}`;
    if (work.firstWrongLine === null) {
      if (result.verdict === "has-errors") {
        correctCalledWrong++;
        misses.push(`  [correct work] ${where}`);
      }
      if (result.verdict === "correct") correctConfirmed++;
      continue;
    }
    if (result.firstErrorLine === work.firstWrongLine) located++;
    else misses.push(`  [${work.planted} on line ${work.firstWrongLine}] ${where}`);
    if (result.verdict === "correct") flawedCalledCorrect++;
    if (result.verdict === "partly-checked") flawedPartlyChecked++;
    if (result.verdict === "cannot-check") flawedUnchecked++;
  }
  console.log(
    `Work Analysis on typed works${label}: first wrong line located ${percent(located, flawed.length)}`,
  );
  console.log(`  correct works confirmed correct: ${percent(correctConfirmed, correct.length)}`);
  console.log(`  correct works called wrong (want 0): ${percent(correctCalledWrong, correct.length)}`);
  console.log(`  flawed works called correct (want 0): ${percent(flawedCalledCorrect, flawed.length)}`);
  console.log(
    `  flawed works with no error found, partly checked (want 0): ${percent(flawedPartlyChecked, flawed.length)}`,
  );
  console.log(`  flawed works it could not check: ${percent(flawedUnchecked, flawed.length)}`);
  return misses;
}
