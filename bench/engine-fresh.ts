/**
 * The fresh batches (test/fixtures/problems/fresh/engine-fresh-NN.json, each written by people who
 * never saw the engine, in the dev set's format): per batch answered and right, the totals, and
 * every wrong answer listed. Wrong answers already known are listed in KNOWN_WRONG; any other one
 * misses the goal.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { solveText } from "../src/physics/solver/free-form";
import { type DevSetProblem, gradeAnswer } from "../test/dev-set";

const FRESH = fileURLToPath(new URL("../test/fixtures/problems/fresh/", import.meta.url));
/** Wrong answers the fresh batches' README records and explains. */
const KNOWN_WRONG = new Set(["fresh-23-010"]);

/** Prints the fresh batches' figures; false when a wrong answer not already known appears. */
export function reportFreshBatches(options: { verbose: boolean }): boolean {
  const files = readdirSync(FRESH)
    .filter((name) => /^engine-fresh-\d+\.json$/.test(name))
    .sort();
  let total = 0;
  let answered = 0;
  let right = 0;
  const wrong: string[] = [];
  console.log("== fresh batches (test/fixtures/problems/fresh) ==");
  for (const name of files) {
    const problems = JSON.parse(readFileSync(`${FRESH}${name}`, "utf8")) as DevSetProblem[];
    let batchAnswered = 0;
    let batchRight = 0;
    for (const problem of problems) {
      const grade = gradeAnswer(problem, solveText(problem.problem));
      if (grade.outcome === "refused") continue;
      batchAnswered += 1;
      if (grade.outcome === "right") batchRight += 1;
      else
        wrong.push(
          `${problem.id}: gave ${grade.got.value} ${grade.got.unit}, book ${problem.answer.value} ${problem.answer.unit}`,
        );
    }
    total += problems.length;
    answered += batchAnswered;
    right += batchRight;
    if (options.verbose)
      console.log(`  ${name}: ${problems.length} problems, answered ${batchAnswered}, right ${batchRight}`);
  }
  console.log(
    `  ${files.length} batches, ${total} problems: answered ${answered}, right ${right}, wrong ${answered - right}`,
  );
  for (const line of wrong)
    console.log(`  wrong: ${line}${KNOWN_WRONG.has(line.split(":")[0]) ? " (known)" : ""}`);
  const met = wrong.every((line) => KNOWN_WRONG.has(line.split(":")[0]));
  console.log(met ? "fresh-batch goals met (no wrong answer beyond the known)" : "fresh-batch goals missed");
  return met;
}
