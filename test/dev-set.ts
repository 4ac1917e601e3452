/**
 * The external problem set (test/fixtures/problems/dev-set.json, a copy of
 * ../shared/fixtures/problems/dev-set.json): loading it and grading the engine's answers the way
 * its README says: the answer converted to the reference unit, right within `rel_tol`, an answer
 * of another dimension wrong; on trap problems, whether the tempting wrong value was given.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { convertQuantity, parseUnit, type Quantity, quantitiesMatch } from "../src/physics/quantity/quantity";
import type { SolveResult } from "../src/physics/solver/types";

/** One problem of the external set. */
export interface DevSetProblem {
  id: string;
  area: string;
  subtopic: string;
  subtopic_id: string;
  level: string;
  style: string;
  problem: string;
  answer: { value: number; unit: string; rel_tol: number };
  solution_sketch?: string;
  /** On trap problems: the tempting simple model and its wrong value, in words. */
  must_not?: string;
  /** Where a textbook problem comes from (the OpenStax set): its book and chapter. */
  source?: { book: string; chapter_number: number; chapter_title: string };
}

/** The copy kept in the repository, so tests and CI read the same problems. */
export const DEV_SET_COPY = fileURLToPath(new URL("./fixtures/problems/dev-set.json", import.meta.url));
/** The shared original beside the repository, when it is checked out there. */
export const DEV_SET_ORIGINAL = fileURLToPath(
  new URL("../../shared/fixtures/problems/dev-set.json", import.meta.url),
);

/** The OpenStax University Physics set (book answers as references), kept like the dev set. */
export const OPENSTAX_SET_COPY = fileURLToPath(
  new URL("./fixtures/problems/openstax-university-physics.json", import.meta.url),
);
/** The shared original of the OpenStax set, when it is checked out beside the repository. */
export const OPENSTAX_SET_ORIGINAL = fileURLToPath(
  new URL("../../shared/fixtures/problems/openstax-university-physics.json", import.meta.url),
);

/** Reads the set from `path`; undefined when the file is absent. */
export function loadDevSet(path: string): DevSetProblem[] | undefined {
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, "utf8")) as DevSetProblem[];
}

/** How one answer fared. */
export type DevSetGrade =
  | { outcome: "refused"; reason: string }
  | { outcome: "right"; got: Quantity }
  | {
      outcome: "wrong";
      got: Quantity;
      /** The answer in the reference unit, when it has the reference dimension. */
      inReferenceUnit?: number;
      sameDimension: boolean;
      /** On a trap: whether the answer equals (within rel_tol) a number the `must_not` text names. */
      gaveMustNotValue?: boolean;
    };

/** The reference unit in engine notation ("μT" is "uT", "Ω" is "ohm", "°" is "deg"). */
export function referenceUnit(unit: string): string | undefined {
  // A reference answer in years may be written "y" (as in "5730 y").
  return parseUnit(unit === "y" ? "yr" : unit);
}

function numbersIn(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/-?\d+(?:\.\d+)?(?:\s*[×x]\s*10\^?\s*(-?\d+)|e(-?\d+))?/g)) {
    const mantissa = Number.parseFloat(match[0]);
    const exponent = match[1] ?? match[2];
    found.push(exponent === undefined ? mantissa : mantissa * 10 ** Number(exponent));
  }
  return found;
}

/** Grades a solver result against the problem's reference answer. */
export function gradeAnswer(problem: DevSetProblem, result: SolveResult): DevSetGrade {
  if (result.status !== "solved") return { outcome: "refused", reason: result.reason };
  const unit = referenceUnit(problem.answer.unit);
  const got = result.answer;
  if (unit === undefined) return { outcome: "wrong", got, sameDimension: false };
  const expected = { value: problem.answer.value, unit };
  const { match, sameDimension } = quantitiesMatch(result.si, expected, problem.answer.rel_tol);
  if (match) return { outcome: "right", got };
  if (!sameDimension) return { outcome: "wrong", got, sameDimension };
  const inReferenceUnit = convertQuantity(result.si, unit)?.value ?? Number.NaN;
  const grade: DevSetGrade = { outcome: "wrong", got, inReferenceUnit, sameDimension };
  if (problem.must_not !== undefined) {
    const tolerance = Math.max(problem.answer.rel_tol, 0.02);
    grade.gaveMustNotValue = numbersIn(problem.must_not).some(
      (value) => value !== 0 && Math.abs(inReferenceUnit - value) <= tolerance * Math.abs(value),
    );
  }
  return grade;
}
