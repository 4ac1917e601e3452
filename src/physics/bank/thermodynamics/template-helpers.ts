/**
 * Small builders shared by the thermodynamics templates, so each template reads as physics
 * rather than as object plumbing.
 */
import { formatNumber, formatQuantityLatex, roundSignificant } from "../../format-number";
import type { CommonMistake, KnownQuantity, SolutionStep, TutorStep } from "../template";

/** Smallest number of significant figures (at least 3) that shows a drawn value exactly. */
export function exactFigures(value: number): number {
  for (let figures = 3; figures < 12; figures++) {
    if (roundSignificant(value, figures) === value) return figures;
  }
  return 12;
}

/** A given value with its unit in LaTeX, shown exactly as drawn so the student works with the same numbers. */
export function showGiven(value: number, unit: string): string {
  return formatQuantityLatex(value, unit, exactFigures(value));
}

/** A computed value with its unit in LaTeX, rounded to significant figures. */
export function show(value: number, unit: string, significantFigures = 3): string {
  return formatQuantityLatex(value, unit, significantFigures);
}

/** Removes floating-point noise from a product of drawn values (3.4309999999999996 → 3.431). */
export function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

/** A computed number as plain text for hints, rounded to significant figures ("3.14", "2.50 × 10^5"). */
export function num(value: number, significantFigures = 3): string {
  return formatNumber(value, significantFigures);
}

/** A drawn number as plain text, shown exactly. */
export function given(value: number): string {
  return formatNumber(value, exactFigures(value));
}

/** A given quantity of a problem. */
export function known(symbol: string, name: string, value: number, unit: string): KnownQuantity {
  return { symbol, name, value, unit };
}

/** One worked-solution step whose result is a value with a unit. */
export function solutionStep(
  principle: string,
  equation: string,
  substitution: string,
  result: { symbol: string; value: number; unit: string },
): SolutionStep {
  return { principle, equation, substitution, result };
}

/** One Interactive Tutor step; the tolerance defaults to 2 %. */
export function tutorStep(step: {
  prompt: string;
  description: string;
  value: number;
  unit: string;
  hints: [string, string, string];
  tolerance?: number;
}): TutorStep {
  return {
    prompt: step.prompt,
    description: step.description,
    expected: { value: step.value, unit: step.unit },
    tolerance: step.tolerance ?? 0.02,
    hints: step.hints,
  };
}

/** A common mistake with the wrong final answer it leads to. */
export function mistake(entry: {
  id: string;
  description: string;
  value: number;
  unit: string;
  feedback: string;
  step?: number;
}): CommonMistake {
  const result: CommonMistake = {
    id: entry.id,
    description: entry.description,
    wrongAnswer: { value: entry.value, unit: entry.unit },
    feedback: entry.feedback,
  };
  if (entry.step !== undefined) result.step = entry.step;
  return result;
}
