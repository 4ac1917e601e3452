/**
 * Free-form problems (typed by the student rather than drawn from the bank): read with the
 * solver into the same worked-problem shape the bank produces, so every mode handles both alike.
 * When the solver cannot solve the text, what was understood is kept so the reply can show it.
 */
import type { CourseLevel } from "../../contracts/taxonomy";
import type { GeneratedProblem, SolutionStep, TutorStep, ValueWithUnit } from "../bank/template";
import { findQuantities } from "./student-answer";

/** What the engine made of a problem it could not solve. */
export interface FreeFormUnderstanding {
  /** Numbers with units found in the text; a unit is "" when none was written. */
  quantities: ValueWithUnit[];
  /** What the text seems to ask for, in the student's words, if it could be told. */
  unknown?: string;
}

/** A free-form problem solved into the bank's worked-problem shape, or what was understood of it. */
export type FreeFormReading =
  | { status: "solved"; problem: GeneratedProblem }
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
export function understandText(text: string): FreeFormUnderstanding {
  const quantities = findQuantities(text).map((found) => ({ value: found.value, unit: found.unit ?? "" }));
  const unknown = askedFor(text);
  return unknown === undefined ? { quantities } : { quantities, unknown };
}

/** Removes the trailing "= result" of a substitution, so a hint shows the work but not the value. */
function withoutResult(substitution: string): string {
  const lastEquals = substitution.lastIndexOf("=");
  const firstEquals = substitution.indexOf("=");
  if (lastEquals <= firstEquals) return substitution;
  return substitution.slice(0, lastEquals).trim();
}

/** Interactive Tutor steps from a worked solution: each step asks for its result, with three hints. */
export function tutorStepsFromSolution(steps: readonly SolutionStep[]): TutorStep[] {
  return steps.map((step) => ({
    prompt: `Find $${step.result.symbol}$${step.result.unit ? ` (in ${step.result.unit})` : ""}.`,
    description: `Find ${step.result.symbol.replace(/[\\{}]/g, "")}`,
    expected: { value: step.result.value, unit: step.result.unit },
    tolerance: 0.02,
    hints: [
      `Think about this: ${step.principle}`,
      `Use $${step.equation}$.`,
      `Substitute the values with their units and evaluate: $${withoutResult(step.substitution)}$.`,
    ],
  }));
}

/** Reads a free-form problem with the solver; until a solver is available, reports what it understood. */
export function readFreeFormProblem(text: string, _level: CourseLevel): FreeFormReading {
  return { status: "cannot-solve", understood: understandText(text) };
}
