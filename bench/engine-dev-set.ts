/**
 * The dev-set part of the engine benchmark: the free-form solver over the external problem set,
 * graded as its README says, with coverage and precision overall, per subtopic, per level and per
 * style, every wrong answer listed, and the time per problem.
 */
import { solveText } from "../src/physics/solver/free-form";
import {
  DEV_SET_COPY,
  DEV_SET_ORIGINAL,
  type DevSetGrade,
  type DevSetProblem,
  gradeAnswer,
  loadDevSet,
} from "../test/dev-set";

/** Goals on the dev set: at most 2 wrong of the answered (99 %), 70 % answered, 40 % in every subtopic. */
const DEV_GOALS = { precision: 0.99, coverage: 0.7, subtopicCoverage: 0.4 };

interface Tally {
  problems: number;
  answered: number;
  right: number;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "  -  " : `${((part / whole) * 100).toFixed(1).padStart(5)} %`;
}

/** One line of a tally: problems, coverage and precision. */
export function tallyLine(name: string, tally: Tally): string {
  return `  ${name.padEnd(28)} ${String(tally.problems).padStart(4)} problems  coverage ${percent(tally.answered, tally.problems)} (${tally.answered})  precision ${percent(tally.right, tally.answered)} (${tally.right})`;
}

/** Tallies graded problems by a key, sorted by the key. */
export function tallyBy(
  graded: { problem: DevSetProblem; grade: DevSetGrade }[],
  key: (problem: DevSetProblem) => string,
) {
  const tallies = new Map<string, Tally>();
  for (const { problem, grade } of graded) {
    const name = key(problem);
    const tally = tallies.get(name) ?? { problems: 0, answered: 0, right: 0 };
    tally.problems++;
    if (grade.outcome !== "refused") tally.answered++;
    if (grade.outcome === "right") tally.right++;
    tallies.set(name, tally);
  }
  return [...tallies.entries()].sort(([first], [second]) => first.localeCompare(second));
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

/**
 * Solves a text three times and keeps the fastest run, so the figure describes the engine rather
 * than other processes competing for the machine's cores.
 */
export function timedSolve(text: string): { result: ReturnType<typeof solveText>; milliseconds: number } {
  let milliseconds = Number.POSITIVE_INFINITY;
  let result = solveText(text);
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    result = solveText(text);
    milliseconds = Math.min(milliseconds, performance.now() - start);
  }
  return { result, milliseconds };
}

/** Prints the dev-set report; returns whether its goals are met, or undefined when the set is absent. */
export function reportDevSet(options: { verbose: boolean; p95Goal: number }): boolean | undefined {
  const original = loadDevSet(DEV_SET_ORIGINAL);
  const problems = original ?? loadDevSet(DEV_SET_COPY);
  const source = original ? DEV_SET_ORIGINAL : DEV_SET_COPY;
  console.log("== dev set ==");
  if (!problems) {
    console.log(`dev set: not found at ${DEV_SET_ORIGINAL} nor ${DEV_SET_COPY}; skipped`);
    return undefined;
  }
  console.log(`source: ${source}`);
  for (const problem of problems.slice(0, 10)) solveText(problem.problem);
  const timings: number[] = [];
  let unitsAsked = 0;
  const unitsIgnored: string[] = [];
  const graded = problems.map((problem) => {
    const { result, milliseconds } = timedSolve(problem.problem);
    timings.push(milliseconds);
    const grade = gradeAnswer(problem, result);
    if (result.status === "solved" && result.understood.unknown?.unit) {
      unitsAsked++;
      if (result.answer.unit !== result.understood.unknown.unit) {
        unitsIgnored.push(
          `${problem.id}: asked ${result.understood.unknown.unit}, given ${result.answer.unit}`,
        );
      }
    }
    if (options.verbose) {
      const mark = grade.outcome === "right" ? "ok" : grade.outcome === "wrong" ? "XX" : "- ";
      const detail = grade.outcome === "refused" ? grade.reason : `${grade.got.value} ${grade.got.unit}`;
      console.log(`${mark} ${problem.id}: ${detail}`);
    }
    return { problem, grade };
  });
  timings.sort((first, second) => first - second);
  const [overall] = tallyBy(graded, () => "overall");
  const total = overall[1];
  console.log(tallyLine("overall", total));
  console.log("per subtopic:");
  const subtopics = tallyBy(graded, (problem) => problem.subtopic_id);
  for (const [name, tally] of subtopics) console.log(tallyLine(name, tally));
  console.log("per level:");
  for (const [name, tally] of tallyBy(graded, (problem) => problem.level))
    console.log(tallyLine(name, tally));
  console.log("per style:");
  for (const [name, tally] of tallyBy(graded, (problem) => problem.style))
    console.log(tallyLine(name, tally));
  console.log(
    `free-form time per problem (best of 3 runs): median ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms`,
  );
  console.log(
    `answers to a question that names its unit ("in nm"): ${unitsAsked}, given in another unit: ${unitsIgnored.length}`,
  );
  for (const line of unitsIgnored) console.log(`unit not as asked: ${line}`);
  const wrong = graded.filter(({ grade }) => grade.outcome === "wrong");
  console.log(`wrong answers: ${wrong.length}`);
  for (const { problem, grade } of wrong) {
    if (grade.outcome !== "wrong") continue;
    const converted =
      grade.inReferenceUnit === undefined
        ? "(another dimension)"
        : `= ${Number(grade.inReferenceUnit.toPrecision(4))} ${problem.answer.unit}`;
    const trap =
      problem.must_not === undefined
        ? ""
        : `; trap, must_not value ${grade.gaveMustNotValue ? "GIVEN" : "not given"}`;
    console.log(
      `wrong: ${problem.id} [${problem.style}]: got ${grade.got.value} ${grade.got.unit} ${converted}, expected ${problem.answer.value} ${problem.answer.unit}${trap}`,
    );
  }
  const weakSubtopics = subtopics.filter(
    ([, tally]) => tally.answered / tally.problems < DEV_GOALS.subtopicCoverage,
  );
  console.log(
    `subtopics below ${DEV_GOALS.subtopicCoverage * 100} % coverage: ${weakSubtopics.length}${weakSubtopics.length ? ` (${weakSubtopics.map(([name]) => name).join(", ")})` : ""}`,
  );
  const met =
    total.answered > 0 &&
    total.right / total.answered >= DEV_GOALS.precision &&
    total.answered / total.problems >= DEV_GOALS.coverage &&
    weakSubtopics.length === 0 &&
    unitsIgnored.length === 0 &&
    percentile(timings, 0.95) < options.p95Goal;
  console.log(met ? "dev-set goals met" : "dev-set goals missed");
  return met;
}
