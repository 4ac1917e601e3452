/**
 * Checks a final numeric answer (from the LLM) against the engine's own solution of the problem.
 */
import {
  convertQuantity,
  formatQuantity,
  haveSameDimension,
  parseUnit,
  type Quantity,
} from "../quantity/quantity";
import { VARIABLES } from "../relations/relations";
import { solveText } from "../solver/free-form";
import type { SolveResult } from "../solver/types";

/** The verdict on a final answer. */
export interface AnswerCheck {
  /** verified: within 2 % in equivalent units; disagrees: the engine's answer differs; not-checked: the engine cannot solve it. */
  status: "verified" | "disagrees" | "not-checked";
  /** The engine's answer when it solved the problem. */
  engineAnswer?: Quantity;
  /** A sentence for people explaining the verdict. */
  note: string;
}

/** Relative tolerance of agreement. */
export const ANSWER_TOLERANCE = 0.02;

/**
 * Compares an answer {value, unit} with the engine's solution of the problem text (`solved`, when
 * the caller has already worked it out).
 */
export function checkFinalAnswer(
  problemText: string,
  answer: { value: number; unit: string },
  solved: SolveResult = solveText(problemText),
): AnswerCheck {
  const result = solved;
  if (result.status !== "solved") {
    return { status: "not-checked", note: `The engine could not solve this problem: ${result.reason}` };
  }
  const engineAnswer = result.answer;
  const engineText = formatQuantity(engineAnswer, result.significantFigures);
  if (typeof answer?.value !== "number" || !Number.isFinite(answer.value)) {
    return { status: "not-checked", engineAnswer, note: "The answer has no numeric value to check." };
  }
  const unit = parseUnit(typeof answer.unit === "string" ? answer.unit : "");
  if (unit === undefined) {
    return { status: "not-checked", engineAnswer, note: `The unit "${answer.unit}" was not understood.` };
  }
  if (!haveSameDimension(unit, result.si.unit)) {
    return {
      status: "disagrees",
      engineAnswer,
      note: `The answer's unit (${answer.unit || "none"}) does not measure the same thing as the engine's answer, ${engineText}.`,
    };
  }
  // A temperature change of 10 °C is 10 K: differences convert without the offset.
  const isDifference = VARIABLES.get(result.understood.unknown?.variable ?? "")?.difference === true;
  const inSI = convertQuantity({ value: answer.value, unit }, result.si.unit, {
    temperatureDifference: isDifference,
  });
  if (!inSI)
    return { status: "not-checked", engineAnswer, note: "The answer could not be converted for comparison." };
  const expected = result.si.value;
  const agrees =
    expected === 0
      ? Math.abs(inSI.value) < 1e-12
      : Math.abs(inSI.value - expected) <= ANSWER_TOLERANCE * Math.abs(expected) * (1 + 1e-12);
  if (agrees) return { status: "verified", engineAnswer, note: `The engine also finds ${engineText}.` };
  return {
    status: "disagrees",
    engineAnswer,
    note: `The engine finds ${engineText}, which differs by more than 2 %.`,
  };
}
