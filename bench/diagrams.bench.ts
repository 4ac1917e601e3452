/**
 * npm run bench:diagrams: how many of the problems the engine solves get a diagram, on the dev set
 * and the OpenStax set (test/fixtures/problems), by area, subtopic and kind; the subtopics with
 * solved problems and no diagram; and the time to build a diagram (engine) and lay it out
 * (browser code), p50 and p95. Goal: at least 60 % of solved problems in mechanics, optics and
 * circuits get one.
 */
import { performance } from "node:perf_hooks";
import { diagramScene } from "../src/client/features/tutor/diagrams/diagram-scene";
import type { Diagram } from "../src/contracts/diagram";
import { diagramForProblem } from "../src/physics/diagrams/index";
import { readFreeFormProblem } from "../src/physics/modes/free-form";
import { DEV_SET_COPY, type DevSetProblem, loadDevSet, OPENSTAX_SET_COPY } from "../test/dev-set";

/** The problems of the goal: mechanics, optics, and circuits (direct and alternating current). */
const PICTURE_AREAS = /^(mechanics|optics) |electric current|ac circuits/i;

interface Row {
  problem: DevSetProblem;
  diagram?: Diagram;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? "-" : `${Math.round((100 * part) / whole)} %`;
const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;

const buildTimes: number[] = [];
const layoutTimes: number[] = [];

function run(problems: readonly DevSetProblem[]): Row[] {
  const rows: Row[] = [];
  for (const problem of problems) {
    const level = (
      ["high-school", "algebra", "calculus"].includes(problem.level) ? problem.level : "algebra"
    ) as "high-school" | "algebra" | "calculus";
    const reading = readFreeFormProblem(problem.problem, level);
    if (reading.status !== "solved") continue;
    const started = performance.now();
    const diagram = diagramForProblem(reading.problem, reading.assumptions);
    buildTimes.push(performance.now() - started);
    if (diagram) {
      const laidOut = performance.now();
      diagramScene(diagram);
      layoutTimes.push(performance.now() - laidOut);
    }
    rows.push({ problem, diagram });
  }
  return rows;
}

function report(name: string, rows: readonly Row[]) {
  const drawn = rows.filter((row) => row.diagram);
  console.log(
    `\n${name}: ${drawn.length} of ${rows.length} solved problems get a diagram (${percent(drawn.length, rows.length)})`,
  );
  const pictured = rows.filter((row) => PICTURE_AREAS.test(`${row.problem.area} ${row.problem.subtopic}`));
  const picturedDrawn = pictured.filter((row) => row.diagram);
  console.log(
    `  mechanics, optics and circuits: ${picturedDrawn.length} of ${pictured.length} (${percent(picturedDrawn.length, pictured.length)}, goal 60 %)`,
  );
  const kinds = new Map<string, number>();
  for (const row of drawn) kinds.set(row.diagram?.kind ?? "", (kinds.get(row.diagram?.kind ?? "") ?? 0) + 1);
  console.log(`  by kind: ${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(", ")}`);
  const subtopics = new Map<string, { solved: number; drawn: number; area: string }>();
  for (const row of rows) {
    const entry = subtopics.get(row.problem.subtopic) ?? { solved: 0, drawn: 0, area: row.problem.area };
    entry.solved += 1;
    if (row.diagram) entry.drawn += 1;
    subtopics.set(row.problem.subtopic, entry);
  }
  for (const [subtopic, entry] of [...subtopics].sort((a, b) => a[1].area.localeCompare(b[1].area))) {
    console.log(`  ${entry.area} / ${subtopic}: ${entry.drawn} of ${entry.solved}`);
  }
}

const devSet = loadDevSet(DEV_SET_COPY) ?? [];
const openStax = loadDevSet(OPENSTAX_SET_COPY) ?? [];
report("Dev set", run(devSet));
report("OpenStax set", run(openStax));
const sortedBuild = [...buildTimes].sort((a, b) => a - b);
const sortedLayout = [...layoutTimes].sort((a, b) => a - b);
console.log(
  `\nBuilding a diagram (engine, every solved problem): p50 ${percentile(sortedBuild, 0.5).toFixed(2)} ms, p95 ${percentile(sortedBuild, 0.95).toFixed(2)} ms`,
);
console.log(
  `Laying one out (browser code): p50 ${percentile(sortedLayout, 0.5).toFixed(2)} ms, p95 ${percentile(sortedLayout, 0.95).toFixed(2)} ms`,
);
