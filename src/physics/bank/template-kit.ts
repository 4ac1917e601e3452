/**
 * The builders every template writes its problem with: a given, a step of the worked solution, a
 * step of the Interactive Tutor and a common mistake. Each takes one object, so a template reads
 * as physics with every field named ("value:", "hints:") rather than as positional plumbing.
 */
import type { CommonMistake, KnownQuantity, SolutionStep, TutorStep, ValueWithUnit } from "./template";

/** A given quantity of a problem. */
export function known(entry: KnownQuantity): KnownQuantity {
  return { symbol: entry.symbol, name: entry.name, value: entry.value, unit: entry.unit };
}

/** One step of a worked solution: principle, symbolic equation, substituted equation and result. */
export function solutionStep(entry: SolutionStep): SolutionStep {
  return {
    principle: entry.principle,
    equation: entry.equation,
    substitution: entry.substitution,
    result: entry.result,
  };
}

/** One Interactive Tutor step; the tolerance defaults to 2 %. */
export function tutorStep(entry: {
  description: string;
  prompt: string;
  expected: ValueWithUnit;
  hints: [string, string, string];
  tolerance?: number;
}): TutorStep {
  return {
    description: entry.description,
    prompt: entry.prompt,
    expected: entry.expected,
    tolerance: entry.tolerance ?? 0.02,
    hints: entry.hints,
  };
}

/** A common mistake with the wrong final answer it leads to, and the tutor step it shows at. */
export function mistake(entry: CommonMistake): CommonMistake {
  const result: CommonMistake = {
    id: entry.id,
    description: entry.description,
    wrongAnswer: entry.wrongAnswer,
    feedback: entry.feedback,
  };
  if (entry.step !== undefined) result.step = entry.step;
  return result;
}
