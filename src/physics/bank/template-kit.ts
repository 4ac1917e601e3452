/**
 * The builders every template writes its problem with: a given, a step of the worked solution, a
 * step of the Interactive Tutor and a common mistake. Each takes one object, so a template reads
 * as physics with every field named ("value:", "hints:") rather than as positional plumbing.
 */
import { formatNumberLatex } from "../format-number";
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

/** The metric prefixes the bank's givens are drawn in, with the power of ten each stands for. */
const PREFIX_POWERS = { centi: -2, milli: -3, micro: -6, nano: -9 } as const;

/** The SI units a given is converted to, with their names in words. */
const SI_UNIT_NAMES = {
  m: "metres",
  C: "coulombs",
  F: "farads",
  H: "henries",
  A: "amperes",
  V: "volts",
  W: "watts",
  s: "seconds",
} as const;

/**
 * The Interactive Tutor step that converts a given drawn in a prefixed unit (nC, cm, µF ...) to SI,
 * worded and hinted the same in every template: what the prefix means, what to do, the conversion
 * written out. `value` is the template's own SI value, so the step checks the number its solution uses.
 */
export function siConversionStep(entry: {
  /** What is converted, with its article: "the charge". */
  quantity: string;
  /** Its symbol as LaTeX. */
  symbol: string;
  /** The given as drawn, in the prefixed unit. */
  given: number;
  prefix: keyof typeof PREFIX_POWERS;
  /** The SI unit in engine notation. */
  unit: keyof typeof SI_UNIT_NAMES;
  /** The given in SI, as the template computes it. */
  value: number;
}): TutorStep {
  const name = SI_UNIT_NAMES[entry.unit];
  const power = PREFIX_POWERS[entry.prefix];
  const given = formatNumberLatex(entry.given);
  const hints: [string, string, string] =
    entry.prefix === "centi"
      ? [
          `There are 100 c${entry.unit} in a ${name.slice(0, -1)}.`,
          "Divide by 100.",
          `$${entry.symbol} = ${given}/100$.`,
        ]
      : [
          `${entry.prefix[0].toUpperCase()}${entry.prefix.slice(1)} means $10^{${power}}$.`,
          `Multiply the ${entry.prefix}${name} by $10^{${power}}$.`,
          `$${entry.symbol} = ${given} \\times 10^{${power}}\\ \\mathrm{${entry.unit}}$.`,
        ];
  return tutorStep({
    description: `Convert ${entry.quantity} to ${name}`,
    prompt: `What is $${entry.symbol}$ in ${name}?`,
    expected: { value: entry.value, unit: entry.unit },
    hints,
  });
}
