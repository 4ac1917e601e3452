/**
 * Small builders shared by the mechanics templates, so each template reads as physics
 * rather than as object literals.
 */
import { formatNumberLatex, formatQuantityLatex } from "../../format-number";
import type { Random } from "../../random";
import type { CommonMistake, KnownQuantity, SolutionStep, TutorStep } from "../template";

/** A value with its unit as LaTeX, at three significant figures unless told, e.g. "25.0\\ \\mathrm{m/s}". */
export function show(value: number, unit: string, significantFigures = 3): string {
  return formatQuantityLatex(value, unit, significantFigures);
}

/** A bare number as LaTeX at three significant figures. */
export function showNumber(value: number): string {
  return formatNumberLatex(value, 3);
}

/** Converts an angle in degrees to radians. */
export function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** A given quantity of a problem. */
export function known(symbol: string, name: string, value: number, unit: string): KnownQuantity {
  return { symbol, name, value, unit };
}

/** One step of a worked solution: principle, symbolic equation, substituted equation and result. */
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

/** A common mistake with the wrong final answer it produces. */
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

/**
 * Draws parameters until they satisfy a physical condition (for example "the box actually moves").
 * The draw is deterministic for a given random sequence; after many failed attempts the fallback,
 * a set known to be valid, is used so generation never loops forever.
 */
export function drawUntil<T>(
  random: Random,
  draw: (random: Random) => T,
  isValid: (value: T) => boolean,
  fallback: T,
): T {
  for (let attempt = 0; attempt < 200; attempt++) {
    const candidate = draw(random);
    if (isValid(candidate)) return candidate;
  }
  return fallback;
}
