/**
 * Confirms a final answer (from the LLM) with the engine's own solution, disputing it only where
 * the engine's reading of the problem is certain: a problem of its own bank, whose worked solution
 * it generated. A free-text problem may be misread (a trap, a missing condition), so there the
 * engine's solution can confirm an answer that agrees with it but never dispute one that does not.
 */
import { problemFromId } from "../bank/index";
import { sameQuantity } from "../modes/student-answer";
import { convertQuantity, formatQuantity, parseUnit, type Quantity } from "../quantity/quantity";
import { VARIABLES } from "../relations/variables";
import { solveText } from "../solver/free-form";
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

/** Confirms or disputes a stated final answer against a solution worked out beforehand. */
export type FinalAnswerConfirmer = (answer: { value: number; unit: string }) => FinalAnswerConfirmation;

/**
 * Works out the engine's own solution of a problem once and returns the check of a stated final
 * answer against it; `bankProblemId` names the bank problem the text is, if known. The solution
 * does not depend on the answer, so a caller may work it out while the answer is being written.
 */
export function finalAnswerConfirmer(
  problemText: string,
  options: { bankProblemId?: string } = {},
): FinalAnswerConfirmer {
  const bankProblem = options.bankProblemId ? problemFromId(options.bankProblemId)?.problem : undefined;
  if (bankProblem) {
    const engineAnswer = bankProblem.answer;
    const engineText = formatQuantity(engineAnswer, bankProblem.significantFigures);
    return (answer) =>
      sameQuantity(answer, engineAnswer, ANSWER_TOLERANCE)
        ? {
            finalAnswer: "confirmed",
            engineAnswer,
            note: `The engine's worked solution also finds ${engineText}.`,
          }
        : {
            finalAnswer: "disputed",
            engineAnswer,
            note: `The engine's worked solution of this problem finds ${engineText}.`,
          };
  }
  const solved = solveText(problemText);
  return (answer) => {
    const check = checkFinalAnswer(problemText, answer, solved);
    if (check.status === "verified" && agreesAsWritten(answer, solved)) {
      return { finalAnswer: "confirmed", engineAnswer: check.engineAnswer, note: check.note };
    }
    return {
      finalAnswer: "unconfirmed",
      // The engine's own answer where it has one, so a caller can withhold a mark it differs from.
      ...(solved.status === "solved" ? { engineAnswer: solved.answer } : {}),
      note:
        check.status === "not-checked"
          ? "The engine could not solve this problem itself, so the final answer rests on the checked lines."
          : "The engine's own reading of this problem is not certain enough to confirm or dispute the final answer.",
    };
  };
}

/** The closest a confirmed answer must be to the engine's, besides its own rounding. */
const CONFIRMED_WITHIN = 0.01;

/**
 * Whether a stated answer agrees with the engine's as closely as its digits claim: within 1 %, or
 * within half a unit of its last digit ("1.59 J" is not the 1.62 J worked out, though within 2 %).
 */
function agreesAsWritten(
  answer: { value: number; unit: string },
  solved: ReturnType<typeof solveText>,
): boolean {
  if (solved.status !== "solved") return false;
  const unit = parseUnit(answer.unit) ?? "";
  const isDifference = VARIABLES.get(solved.understood.unknown?.variable ?? "")?.difference === true;
  const engine = convertQuantity(solved.si, unit, { temperatureDifference: isDifference });
  if (!engine) return true;
  const difference = Math.abs(answer.value - engine.value);
  const decimals = (String(answer.value).split(".")[1] ?? "").length;
  const halfLastDigit = 0.5 * 10 ** -decimals;
  return difference <= Math.max(CONFIRMED_WITHIN * Math.abs(engine.value), halfLastDigit) * (1 + 1e-9);
}

/** Confirms or disputes a stated final answer; `bankProblemId` names the bank problem the text is, if known. */
export function confirmFinalAnswer(
  problemText: string,
  answer: { value: number; unit: string },
  options: { bankProblemId?: string } = {},
): FinalAnswerConfirmation {
  return finalAnswerConfirmer(problemText, options)(answer);
}
