/**
 * Confirms a final answer (from the LLM) with the engine's own solution, disputing it only where
 * the engine's reading of the problem is certain: a problem of its own bank, whose worked solution
 * it generated. A free-text problem may be misread (a trap, a missing condition), so there the
 * engine's solution can confirm an answer that agrees with it but never dispute one that does not.
 */
import { problemFromId } from "../bank/index";
import { sameQuantity } from "../modes/student-answer";
import { formatQuantity, type Quantity } from "../quantity/quantity";
import { ANSWER_TOLERANCE, checkFinalAnswer } from "./check-final-answer";

/** The verdict on a final answer against the engine's own solution. */
export interface FinalAnswerConfirmation {
  /** confirmed: the engine finds the same; disputed: it differs and the reading is certain; unconfirmed: neither. */
  finalAnswer: "confirmed" | "disputed" | "unconfirmed";
  /** The engine's answer, given when it confirms or disputes. */
  engineAnswer?: Quantity;
  /** A sentence for people. */
  note: string;
}

/** Confirms or disputes a stated final answer; `bankProblemId` names the bank problem the text is, if known. */
export function confirmFinalAnswer(
  problemText: string,
  answer: { value: number; unit: string },
  options: { bankProblemId?: string } = {},
): FinalAnswerConfirmation {
  const bankProblem = options.bankProblemId ? problemFromId(options.bankProblemId)?.problem : undefined;
  if (bankProblem) {
    const engineAnswer = bankProblem.answer;
    const engineText = formatQuantity(engineAnswer, bankProblem.significantFigures);
    if (sameQuantity(answer, engineAnswer, ANSWER_TOLERANCE)) {
      return {
        finalAnswer: "confirmed",
        engineAnswer,
        note: `The engine's worked solution also finds ${engineText}.`,
      };
    }
    return {
      finalAnswer: "disputed",
      engineAnswer,
      note: `The engine's worked solution of this problem finds ${engineText}.`,
    };
  }
  const check = checkFinalAnswer(problemText, answer);
  if (check.status === "verified") {
    return { finalAnswer: "confirmed", engineAnswer: check.engineAnswer, note: check.note };
  }
  return {
    finalAnswer: "unconfirmed",
    note:
      check.status === "not-checked"
        ? "The engine could not solve this problem itself, so the final answer rests on the checked lines."
        : "The engine's own reading of this problem is not certain enough to confirm or dispute the final answer.",
  };
}
