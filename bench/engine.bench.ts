/**
 * Engine benchmark: runs the free-form solver over the engine's own sample set
 * (bench/free-form-problems.jsonl) and, separately, over the external dev set
 * (../shared/fixtures/problems/dev-set.json, or its copy in test/fixtures/problems), and prints
 * coverage (share answered), precision (share of answers right) and the time per problem; for the
 * dev set also per subtopic, level and style, with every wrong answer listed. Then the OpenStax
 * University Physics set (../shared/fixtures/problems/openstax-university-physics.json, or its copy
 * in test/fixtures/problems), per volume and chapter, with every wrong answer listed; then the fresh
 * batches in test/fixtures/problems/fresh, totals and every wrong answer.
 * `--verbose` lists every problem; the exit code is 1 when a goal is missed.
 * Run: npx tsx bench/engine.bench.ts [--verbose]
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COURSE_LEVELS, TOPICS } from "../src/contracts/taxonomy";
import { generateProblems, problemFromId, solveProblemReply } from "../src/physics/engine";
import { parseQuantity, quantitiesMatch, toSI } from "../src/physics/quantity/quantity";
import { solveText } from "../src/physics/solver/free-form";
import { reportDevSet, timedSolve } from "./engine-dev-set";
import { reportFreshBatches } from "./engine-fresh";
import { reportOpenStaxSet } from "./engine-openstax";

interface BenchProblem {
  id: string;
  subtopic: string;
  level: string;
  text: string;
  answer: { value: number; unit: string };
}

const GOALS = { precision: 0.98, coverage: 0.6, p95Milliseconds: 20 };
const TOLERANCE = 0.02;

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function loadProblems(): BenchProblem[] {
  const path = fileURLToPath(new URL("./free-form-problems.jsonl", import.meta.url));
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as BenchProblem);
}

function timeUnits(): { parseMicroseconds: number; convertMicroseconds: number } {
  const repetitions = 20_000;
  let start = performance.now();
  for (let index = 0; index < repetitions; index++) parseQuantity(`${index % 97} km/h`);
  const parseMicroseconds = ((performance.now() - start) * 1000) / repetitions;
  start = performance.now();
  for (let index = 0; index < repetitions; index++) toSI({ value: index, unit: "km/h" });
  const convertMicroseconds = ((performance.now() - start) * 1000) / repetitions;
  return { parseMicroseconds, convertMicroseconds };
}

function main(): void {
  const verbose = process.argv.includes("--verbose");
  const problems = loadProblems();
  // Warm up caches and the JIT so timings describe steady use.
  for (const problem of problems.slice(0, 10)) solveText(problem.text);
  const timings: number[] = [];
  let answered = 0;
  let correct = 0;
  const wrong: string[] = [];
  // The unrounded value is judged: rounding to the significant figures of the data is not an error.
  for (const problem of problems) {
    const { result, milliseconds } = timedSolve(problem.text);
    timings.push(milliseconds);
    if (result.status !== "solved") {
      if (verbose) console.log(`-  ${problem.id}: ${result.reason}`);
      continue;
    }
    answered++;
    const { match } = quantitiesMatch(result.si, problem.answer, TOLERANCE);
    if (match) correct++;
    else
      wrong.push(
        `${problem.id}: got ${result.answer.value} ${result.answer.unit}, expected ${problem.answer.value} ${problem.answer.unit}`,
      );
    if (verbose)
      console.log(`${match ? "ok" : "XX"} ${problem.id}: ${result.answer.value} ${result.answer.unit}`);
  }
  timings.sort((first, second) => first - second);
  const coverage = answered / problems.length;
  const precision = answered === 0 ? 0 : correct / answered;
  const median = percentile(timings, 0.5);
  const p95 = percentile(timings, 0.95);
  const units = timeUnits();
  console.log("== sample set (bench/free-form-problems.jsonl) ==");
  console.log(`problems: ${problems.length}`);
  console.log(`coverage: ${(coverage * 100).toFixed(1)} % (${answered} answered)`);
  console.log(`precision: ${(precision * 100).toFixed(1)} % (${correct} within ${TOLERANCE * 100} %)`);
  console.log(
    `free-form time per problem (best of 3 runs): median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (goal p95 < ${GOALS.p95Milliseconds} ms)`,
  );
  console.log(
    `units: parse ${units.parseMicroseconds.toFixed(1)} µs, convert ${units.convertMicroseconds.toFixed(2)} µs`,
  );
  const bank = timeBank();
  console.log(
    `bank problem solved (reproduced from its id and written up): median ${bank.solveMedian.toFixed(3)} ms (goal < 1 ms)`,
  );
  console.log(`5 generated problems: median ${bank.generateMedian.toFixed(3)} ms (goal < 5 ms)`);
  for (const line of wrong) console.log(`wrong: ${line}`);
  const sampleMet =
    precision >= GOALS.precision &&
    coverage >= GOALS.coverage &&
    p95 < GOALS.p95Milliseconds &&
    bank.solveMedian < 1 &&
    bank.generateMedian < 5;
  console.log(sampleMet ? "sample-set goals met" : "sample-set goals missed");
  console.log("");
  const devSetMet = reportDevSet({ verbose, p95Goal: GOALS.p95Milliseconds });
  console.log("");
  const openStaxMet = reportOpenStaxSet({ verbose });
  console.log("");
  const freshMet = reportFreshBatches({ verbose });
  const met = sampleMet && devSetMet !== false && openStaxMet !== false && freshMet;
  console.log(met ? "goals met" : "goals missed");
  process.exitCode = met ? 0 : 1;
}

/** Median times of solving a bank problem and of generating a set of 5, over every subtopic and level. */
function timeBank() {
  const solveTimes: number[] = [];
  const generateTimes: number[] = [];
  let seed = 1;
  for (let round = 0; round < 3; round++) {
    for (const topic of TOPICS) {
      for (const subtopic of topic.subtopics) {
        for (const courseLevel of COURSE_LEVELS) {
          seed += 1;
          let started = performance.now();
          const set = generateProblems({ topic: topic.id, subtopic: subtopic.id, courseLevel, seed });
          generateTimes.push(performance.now() - started);
          if (!set.ok) continue;
          started = performance.now();
          const problem = problemFromId(set.problems[0].id);
          if (problem)
            solveProblemReply({ problem: problem.content, level: courseLevel, bankProblem: problem.problem });
          solveTimes.push(performance.now() - started);
        }
      }
    }
  }
  solveTimes.sort((first, second) => first - second);
  generateTimes.sort((first, second) => first - second);
  return { solveMedian: percentile(solveTimes, 0.5), generateMedian: percentile(generateTimes, 0.5) };
}

main();
