/**
 * Formatting, drawing and steps shared by the electromagnetism templates: values shown as LaTeX,
 * draws that keep diagnosed answers apart, a point charge's givens put into SI. The builders of a
 * problem's parts are in ../template-kit.ts.
 */
import { formatNumberLatex, formatQuantityLatex } from "../../format-number";
import type { Random } from "../../random";
import type { GeneratedProblem, TutorStep } from "../template";
import { siConversionStep } from "../template-kit";

/** Smallest relative gap between the answer and a wrong answer, and between two wrong answers. */
export const MISTAKE_SEPARATION = 0.05;

/** A value with its unit as LaTeX at three significant figures: the form statements show knowns in. */
export function tex(value: number, unit: string): string {
  return formatQuantityLatex(value, unit);
}

/** A bare number as LaTeX at three significant figures. */
export function texNumber(value: number): string {
  return formatNumberLatex(value);
}

/** Multiplies a drawn value by a power of ten without floating-point noise (2.3 × 1e6 = 2300000). */
export function scaled(value: number, factor: number): number {
  return Number((value * factor).toPrecision(12));
}

/** Rounds a derived given (such as a time drawn as a multiple of a time constant) to three figures. */
export function roundedGiven(value: number): number {
  return Number(value.toPrecision(3));
}

/** Relative gap between two numbers, measured against the larger magnitude. */
function relativeGap(first: number, second: number): number {
  const scale = Math.max(Math.abs(first), Math.abs(second));
  if (scale === 0) return 0;
  return Math.abs(first - second) / scale;
}

/** True when every wrong answer is far enough from the answer and from every other wrong answer. */
export function mistakesAreDistinct(problem: GeneratedProblem): boolean {
  const answer = problem.answer.value;
  const wrongAnswers = problem.mistakes.map((item) => item.wrongAnswer.value);
  for (const [index, wrong] of wrongAnswers.entries()) {
    if (!Number.isFinite(wrong)) return false;
    if (Math.abs(wrong - answer) <= MISTAKE_SEPARATION * Math.abs(answer)) return false;
    for (const other of wrongAnswers.slice(index + 1)) {
      if (relativeGap(wrong, other) <= MISTAKE_SEPARATION) return false;
    }
  }
  return true;
}

const MAXIMUM_ATTEMPTS = 200;

/**
 * Draws parameters and builds the problem, drawing again in the rare case where two diagnosed
 * answers would be too close to tell apart; the random sequence stays seeded, so a seed still
 * reproduces its problem.
 */
export function generateSeparated<Parameters>(
  random: Random,
  draw: (random: Random) => Parameters,
  build: (parameters: Parameters) => GeneratedProblem,
): GeneratedProblem {
  let problem = build(draw(random));
  for (let attempt = 1; attempt < MAXIMUM_ATTEMPTS && !mistakesAreDistinct(problem); attempt++) {
    problem = build(draw(random));
  }
  return problem;
}

/** A drawing range: minimum, maximum and step, as passed to `random.between`. */
export type DrawRange = readonly [number, number, number];

/** Draws a value from a range written as [minimum, maximum, step]. */
export function drawFrom(random: Random, range: DrawRange): number {
  return random.between(range[0], range[1], range[2]);
}

/**
 * The first two Interactive Tutor steps of a point-charge problem: the charge drawn in nC and the
 * distance drawn in cm, each to SI (`q` and `r` are the template's SI values).
 */
export function pointChargeInSi(given: {
  charge: number;
  q: number;
  distance: number;
  r: number;
}): TutorStep[] {
  return [
    siConversionStep({
      quantity: "the charge",
      symbol: "q",
      given: given.charge,
      prefix: "nano",
      unit: "C",
      value: given.q,
    }),
    siConversionStep({
      quantity: "the distance",
      symbol: "r",
      given: given.distance,
      prefix: "centi",
      unit: "m",
      value: given.r,
    }),
  ];
}
