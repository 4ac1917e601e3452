/**
 * The OpenStax part of the engine benchmark: the free-form solver over end-of-chapter problems of
 * University Physics (the book's own answers as references), graded as the dev set is, with
 * coverage and precision overall, per volume and per chapter, and every wrong answer listed.
 */
import { solveText } from "../src/physics/solver/free-form";
import {
  type DevSetProblem,
  gradeAnswer,
  loadDevSet,
  OPENSTAX_SET_COPY,
  OPENSTAX_SET_ORIGINAL,
} from "../test/dev-set";
import { tallyBy, tallyLine } from "./engine-dev-set";

/** The goals on this set: 60 % answered, 99 % of answers right. */
const OPENSTAX_GOALS = { precision: 0.99, coverage: 0.6 };

function volumeOf(problem: DevSetProblem): string {
  return problem.source?.book ?? problem.id.slice(0, 3);
}

function chapterOf(problem: DevSetProblem): string {
  const volume = /^up(\d)/.exec(problem.id)?.[1] ?? "?";
  const chapter = String(problem.source?.chapter_number ?? "?").padStart(2, "0");
  return `vol. ${volume} ch. ${chapter} ${(problem.source?.chapter_title ?? "").slice(0, 40)}`;
}

/** Prints the OpenStax report; returns whether its goals are met, or undefined when the set is absent. */
export function reportOpenStaxSet(options: { verbose: boolean }): boolean | undefined {
  const original = loadDevSet(OPENSTAX_SET_ORIGINAL);
  const problems = original ?? loadDevSet(OPENSTAX_SET_COPY);
  console.log("== OpenStax University Physics set ==");
  if (!problems) {
    console.log(`OpenStax set: not found at ${OPENSTAX_SET_ORIGINAL} nor ${OPENSTAX_SET_COPY}; skipped`);
    return undefined;
  }
  console.log(`source: ${original ? OPENSTAX_SET_ORIGINAL : OPENSTAX_SET_COPY}`);
  const graded = problems.map((problem) => {
    const grade = gradeAnswer(problem, solveText(problem.problem));
    if (options.verbose) {
      const mark = grade.outcome === "right" ? "ok" : grade.outcome === "wrong" ? "XX" : "- ";
      const detail = grade.outcome === "refused" ? grade.reason : `${grade.got.value} ${grade.got.unit}`;
      console.log(`${mark} ${problem.id}: ${detail}`);
    }
    return { problem, grade };
  });
  const [[, total]] = tallyBy(graded, () => "overall");
  console.log(tallyLine("overall", total));
  console.log("per volume:");
  for (const [name, tally] of tallyBy(graded, volumeOf)) console.log(tallyLine(name, tally));
  console.log("per chapter:");
  for (const [name, tally] of tallyBy(graded, chapterOf)) console.log(tallyLine(name, tally));
  const wrong = graded.filter(({ grade }) => grade.outcome === "wrong");
  console.log(`wrong answers: ${wrong.length}`);
  for (const { problem, grade } of wrong) {
    if (grade.outcome !== "wrong") continue;
    const converted =
      grade.inReferenceUnit === undefined
        ? "(another dimension)"
        : `= ${Number(grade.inReferenceUnit.toPrecision(4))} ${problem.answer.unit}`;
    console.log(
      `wrong: ${problem.id}: got ${grade.got.value} ${grade.got.unit} ${converted}, book ${problem.answer.value} ${problem.answer.unit}: ${problem.problem.slice(0, 120)}`,
    );
  }
  const met =
    total.answered > 0 &&
    total.right / total.answered >= OPENSTAX_GOALS.precision &&
    total.answered / total.problems >= OPENSTAX_GOALS.coverage;
  console.log(
    `${met ? "OpenStax goals met" : "OpenStax goals missed"} (coverage ${OPENSTAX_GOALS.coverage * 100} %, precision ${OPENSTAX_GOALS.precision * 100} %)`,
  );
  return met;
}
