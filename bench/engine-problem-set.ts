/**
 * Grades the engine's free-form solver on any problem set in the dev set's format (a JSON array of
 * problems with `problem` and `answer: { value, unit, rel_tol }`): coverage, precision, and every
 * wrong answer listed. `tsx bench/engine-problem-set.ts <set.json> [more.json ...]`.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { solveText } from "../src/physics/solver/free-form";
import { type DevSetProblem, gradeAnswer } from "../test/dev-set";

for (const path of process.argv.slice(2)) {
  const problems = JSON.parse(readFileSync(path, "utf8")) as DevSetProblem[];
  let answered = 0;
  let right = 0;
  const wrong: string[] = [];
  for (const problem of problems) {
    const grade = gradeAnswer(problem, solveText(problem.problem));
    if (grade.outcome === "refused") continue;
    answered += 1;
    if (grade.outcome === "right") right += 1;
    else
      wrong.push(
        `  ${problem.id}: gave ${grade.got.value.toPrecision(4)} ${grade.got.unit}, book ${problem.answer.value} ${problem.answer.unit} — ${problem.problem.slice(0, 140)}`,
      );
  }
  const percent = (part: number, whole: number) =>
    whole === 0 ? "-" : `${((part / whole) * 100).toFixed(1)} %`;
  console.log(
    `${basename(path)}: ${problems.length} problems, answered ${answered} (${percent(answered, problems.length)}), right ${right} (precision ${percent(right, answered)})`,
  );
  for (const line of wrong) console.log(line);
}
