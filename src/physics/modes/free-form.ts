/**
 * Free-form problems (typed by the student rather than drawn from the bank): read with the
 * solver into the same worked-problem shape the bank produces, so every mode handles both alike.
 * When the solver cannot solve the text, what was understood is kept so the reply can show it.
 */
import type { CourseLevel } from "../../contracts/taxonomy";
import type {
  GeneratedProblem,
  KnownQuantity,
  SolutionStep,
  TutorStep,
  ValueWithUnit,
} from "../bank/template";
import { convertQuantity, dimensionOf, formatUnit } from "../quantity/quantity";
import { RELATIONS } from "../relations/relations";
import { VARIABLES } from "../relations/variables";
import { MAX_PROBLEM_LENGTH } from "../solver/extract";
import { solveText } from "../solver/free-form";
import type { Solved } from "../solver/types";
import { withIntermediateSteps } from "./intermediate-steps";
import { findQuantities } from "./student-answer";

/** What the engine made of a problem it could not solve. */
export interface FreeFormUnderstanding {
  /** Numbers with units found in the text; a unit is "" when none was written. */
  quantities: ValueWithUnit[];
  /** What the text seems to ask for, in the student's words, if it could be told. */
  unknown?: string;
  /** Why the engine could not solve it, in words. */
  reason?: string;
}

/** A free-form problem solved into the bank's worked-problem shape, or what was understood of it. */
export type FreeFormReading =
  | { status: "solved"; problem: GeneratedProblem; assumptions: string[] }
  | { status: "cannot-solve"; understood: FreeFormUnderstanding };

const ASKED_PATTERN =
  /\b(?:find|calculate|compute|determine|what is|what's|what was|what will be|how much|how many|how far|how fast|how long|how high|how hot)\s+(?:is\s+|was\s+|will\s+|does\s+)?(?:the\s+)?([^?.,;]*?)(?:\?|\.|,|;|$)/i;
const HOW_WORDS: Record<string, string> = {
  "how far": "distance",
  "how fast": "speed",
  "how long": "time",
  "how high": "height",
  "how hot": "temperature",
};

/** What a problem text seems to ask for ("the braking distance"), if a question phrase is found. */
export function askedFor(text: string): string | undefined {
  const match = ASKED_PATTERN.exec(text);
  if (!match) return undefined;
  const howWord = Object.keys(HOW_WORDS).find((phrase) => match[0].toLowerCase().startsWith(phrase));
  if (howWord) return `the ${HOW_WORDS[howWord]}${match[1] ? ` (${howWord} ${match[1].trim()})` : ""}`;
  const phrase = match[1].trim();
  return phrase === "" ? undefined : `the ${phrase}`;
}

/** The quantities and the asked-for unknown the engine can read in a text without solving it. */
export function understandText(fullText: string): FreeFormUnderstanding {
  // The solver reads no more than this either: a longer text is refused, and what it begins with is shown.
  const text = fullText.slice(0, MAX_PROBLEM_LENGTH);
  const quantities = findQuantities(text).map((found) => ({ value: found.value, unit: found.unit ?? "" }));
  const unknown = askedFor(text);
  return unknown === undefined ? { quantities } : { quantities, unknown };
}

function sameDimension(first: string, second: string): boolean {
  const a = dimensionOf(first);
  const b = dimensionOf(second);
  if (!a || !b) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key as keyof typeof a] ?? 0) === (b[key as keyof typeof b] ?? 0));
}

/**
 * The name in words of the quantity a LaTeX symbol stands for ("speed" for "v"), or the symbol
 * itself. One symbol names several quantities (f: frequency or focal length; E: field or energy),
 * so the quantity whose unit measures the same kind of thing as the result is the one meant.
 */
export function quantityName(
  symbol: string,
  unit?: string,
  relationVariables: readonly string[] = [],
): string {
  const size = /^\|(.+)\|$/.exec(symbol);
  if (size) return `size of the ${quantityName(size[1], unit, relationVariables)}`;
  const all = [...VARIABLES.values()].filter((variable) => variable.latex === symbol);
  // V_s is a secondary voltage in a transformer's relation, a stopping potential in another.
  const own = all.filter((variable) => relationVariables.includes(variable.id));
  const candidates = own.length > 0 ? own : all;
  const fitting =
    unit === undefined || unit === ""
      ? candidates
      : candidates.filter((variable) => sameDimension(variable.unit, unit));
  const chosen = fitting[0] ?? (unit ? undefined : candidates[0]);
  if (chosen) return chosen.name;
  return `quantity ${symbol.replace(/[\\{}]/g, "")}`;
}

/** Removes the trailing "= result" of a substitution, so a hint shows the work but not the value. */
function withoutResult(substitution: string): string {
  const implication = substitution.indexOf("\\;\\Rightarrow");
  if (implication > 0)
    return substitution
      .slice(0, implication)
      .replace(/,?\\ *$/, "")
      .trim();
  const lastEquals = substitution.lastIndexOf("=");
  const firstEquals = substitution.indexOf("=");
  if (lastEquals <= firstEquals) return substitution;
  return substitution.slice(0, lastEquals).trim();
}

/**
 * The worked steps that are real steps: a last step that only takes the size of the previous
 * result ($|a|$ after $a$) is not one, so the student answers the size at the step before it.
 */
export function withoutSizeSteps(steps: readonly SolutionStep[]): SolutionStep[] {
  return steps.filter((step, index) => {
    const size = /^\|(.+)\|$/.exec(step.result.symbol);
    return !(size && index > 0 && steps[index - 1].result.symbol === size[1]);
  });
}

/** Interactive Tutor steps from a worked solution: each step asks for its result, with three hints. */
export function tutorStepsFromSolution(steps: readonly SolutionStep[]): TutorStep[] {
  return steps.map((step) => {
    const name = quantityName(step.result.symbol, step.result.unit, relationVariablesOf(step.equation));
    return stepFor(step, name);
  });
}

/** The variables of the engine's relation written as `equation`, if it is one. */
function relationVariablesOf(equation: string): readonly string[] {
  return RELATIONS.find((relation) => relation.latex === equation)?.variables ?? [];
}

function stepFor(step: SolutionStep, name: string): TutorStep {
  return {
    prompt: `Find the ${name} $${step.result.symbol}$${step.result.unit ? `, in ${formatUnit(step.result.unit)}` : ""}.`,
    description: `Find the ${name}`,
    expected: { value: step.result.value, unit: step.result.unit },
    tolerance: 0.02,
    hints: [
      `Think about this: ${step.principle}`,
      `Use $${step.equation}$.`,
      `Substitute the values with their units and evaluate: $${withoutResult(step.substitution)}$.`,
    ],
  };
}

const TEMPERATURE_SCALES = new Set(["K", "degC", "degF"]);

/**
 * The significant figures to show an answer with. A temperature on a scale is shown at least to
 * whole degrees: 90 °C and 20 °C have two figures, but mixing them gives 348 K, not 350 K, since
 * the figures of a Celsius reading count from its zero, not from absolute zero.
 */
export function answerFigures(answer: ValueWithUnit, figures: number): number {
  if (!TEMPERATURE_SCALES.has(answer.unit) || answer.value === 0 || !Number.isFinite(answer.value))
    return figures;
  return Math.max(figures, Math.floor(Math.log10(Math.abs(answer.value))) + 1);
}

/** The solver's worked solution in the bank's worked-problem shape, with tutor steps made from its steps. */
function workedProblemFromSolution(text: string, solved: Solved): GeneratedProblem {
  const knowns: KnownQuantity[] = solved.understood.quantities.map((quantity) => {
    const variable = quantity.variable ? VARIABLES.get(quantity.variable) : undefined;
    return {
      symbol: quantity.symbol ?? variable?.latex ?? "x",
      name: quantity.variableName ?? variable?.name ?? "given value",
      value: quantity.value,
      unit: quantity.unit,
    };
  });
  const lastStep = solved.steps[solved.steps.length - 1];
  const unknownVariable = solved.understood.unknown
    ? VARIABLES.get(solved.understood.unknown.variable)
    : undefined;
  // The unrounded answer in the unit asked for, so checks do not compare against a rounded value.
  const answer = convertQuantity(solved.si, solved.answer.unit) ?? solved.answer;
  // A last step that only states a size (|F|) is not a principle of its own.
  const principles = [
    ...new Set(
      solved.steps.filter((step) => !step.result.symbol.startsWith("|")).map((step) => step.principle),
    ),
  ];
  return {
    statement: text,
    knowns,
    unknown: {
      symbol: lastStep?.result.symbol ?? unknownVariable?.latex ?? "x",
      name: solved.understood.unknown?.name ?? unknownVariable?.name ?? "the unknown",
      unit: solved.answer.unit,
    },
    answer,
    significantFigures: answerFigures(answer, solved.significantFigures),
    solution: solved.steps,
    tutor: {
      warmup: {
        question:
          "Before calculating: which physical principle connects the quantities you are given to the one asked for?",
        explanation: `This problem uses ${principles.map((principle) => principle.replace(/\.$/, "")).join("; then ")}.`,
      },
      steps: tutorStepsFromSolution(withoutSizeSteps(withIntermediateSteps(solved, text))),
    },
    mistakes: [],
    keyConcepts: principles,
    realWorld: "",
  };
}

/** Reads a free-form problem with the solver: a worked problem, or what was understood and why it stopped. */
export function readFreeFormProblem(text: string, _level: CourseLevel): FreeFormReading {
  const result = solveText(text);
  if (result.status === "solved" && result.steps.length > 0) {
    return {
      status: "solved",
      problem: workedProblemFromSolution(text, result),
      assumptions: result.understood.assumptions,
    };
  }
  const fallback = understandText(text);
  const understood: FreeFormUnderstanding = {
    quantities:
      result.understood.quantities.length > 0
        ? result.understood.quantities.map((quantity) => ({ value: quantity.value, unit: quantity.unit }))
        : fallback.quantities,
  };
  const unknown = result.understood.unknown?.name
    ? `the ${result.understood.unknown.name}`
    : fallback.unknown;
  if (unknown) understood.unknown = unknown;
  if (result.status === "cannot-solve") understood.reason = result.reason;
  return { status: "cannot-solve", understood };
}
