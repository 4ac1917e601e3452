/**
 * The verification of a model's reply: every calculation in it checked line by line by the engine
 * (arithmetic, units, relations), and the final answer confirmed with the engine's own solution,
 * which disputes it only where the engine's reading of the problem is certain.
 */
import type { FailedLine, Verification } from "../../contracts/tutor";
import type { FinalAnswerConfirmation, Quantity, ReplyLineCheck } from "../../physics/engine";
import { formatQuantity, quantitiesMatch } from "../../physics/engine";
import type { TutorTurn } from "../tutor/brain";
import type { EngineToolkit } from "./engine-toolkit";

/** A reply's verification and the failed lines a correction would fix. */
export interface ReplyVerification {
  verification: Verification;
  failed: FailedLine[];
}

/** The contract's form of a failed line. */
export function toFailedLine(line: ReplyLineCheck): FailedLine {
  return {
    lineNumber: line.lineNumber,
    endLineNumber: line.endLineNumber,
    text: line.text,
    issue: line.issue ?? "arithmetic",
    message: line.message,
    ...(line.correction ? { correction: line.correction } : {}),
  };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** What a failed line should say, for people: its correction, or what was found. */
export function failedLineText(line: FailedLine): string {
  return line.correction ?? line.message;
}

/** The longest reply the engine checks; a longer one is marked "not checked", and says why. */
export const MAX_CHECKED_REPLY_CHARACTERS = 16_000;
/** The most lines of a reply the engine checks (a worked solution has a few dozen). */
export const MAX_CHECKED_REPLY_LINES = 300;

/** How far a final answer may be from the engine's own before they are taken to differ: its rounding and more. */
const ENGINE_DIFFERENCE = 0.03;

/**
 * The engine's own answer, from the final-answer check, when that check could neither confirm nor
 * dispute the stated answer and the two differ in a quantity of the same kind; undefined otherwise.
 */
function engineAnswerDiffering(
  confirmation: FinalAnswerConfirmation | undefined,
  stated: Quantity,
): Quantity | undefined {
  const engineAnswer = confirmation?.finalAnswer === "unconfirmed" ? confirmation.engineAnswer : undefined;
  if (!engineAnswer) return undefined;
  const { match, sameDimension } = quantitiesMatch(stated, engineAnswer, ENGINE_DIFFERENCE);
  return sameDimension && !match ? engineAnswer : undefined;
}

/** Checks a reply's calculations and its final answer, in the engine pool. */
export async function verifyReply(
  toolkit: EngineToolkit,
  turn: TutorTurn,
  reply: string,
  signal?: AbortSignal,
): Promise<ReplyVerification> {
  const lineCount = reply.split("\n").length;
  if (reply.length > MAX_CHECKED_REPLY_CHARACTERS || lineCount > MAX_CHECKED_REPLY_LINES) {
    const size =
      reply.length > MAX_CHECKED_REPLY_CHARACTERS
        ? `${MAX_CHECKED_REPLY_CHARACTERS.toLocaleString("en-US")} characters`
        : `${MAX_CHECKED_REPLY_LINES} lines`;
    return {
      failed: [],
      verification: {
        status: "not-checked",
        note: `This reply is longer than the ${size} the engine checks, so none of it was checked.`,
      },
    };
  }
  const reading = await toolkit.readReply(
    {
      reply,
      problem: turn.problem,
      bankProblemId: turn.bankProblemId,
      // Concept Coach explains; its answers are not final numeric answers to a problem.
      statesFinalAnswer: turn.mode !== "concept",
    },
    signal,
  );
  const lines = reading.lines;
  const failed = lines.failed.map(toFailedLine);
  const linesChecked = lines.checked.length;
  const stated = reading.statedAnswer;
  const confirmation = reading.confirmation;
  const base: Verification = {
    status: "not-checked",
    note: "",
    linesChecked,
    linesUnread: lines.unread.length,
    failedLines: failed,
    ...(stated ? { statedAnswer: stated } : {}),
    ...(confirmation ? { finalAnswer: confirmation.finalAnswer } : {}),
    ...(confirmation?.engineAnswer && confirmation.finalAnswer !== "unconfirmed"
      ? { engineAnswer: confirmation.engineAnswer }
      : {}),
  };
  const finalNote = confirmation
    ? confirmation.finalAnswer === "confirmed"
      ? ` The final answer agrees with the engine's own solution.`
      : confirmation.finalAnswer === "disputed"
        ? ` ${confirmation.note}`
        : ""
    : "";
  if (failed.length > 0) {
    return {
      failed,
      verification: {
        ...base,
        status: "disagrees",
        note: `${plural(failed.length, "calculation")} of ${linesChecked} failed the check: ${failed.map(failedLineText).join("; ")}.${finalNote}`,
      },
    };
  }
  if (confirmation?.finalAnswer === "disputed") {
    return { failed, verification: { ...base, status: "disagrees", note: confirmation.note } };
  }
  const unread = lines.unread.length;
  // "Verified" means the final answer was confirmed, or every calculation leading to it was checked.
  if (confirmation?.finalAnswer !== "confirmed" && linesChecked > 0 && unread > 0) {
    return {
      failed,
      verification: {
        ...base,
        status: "not-checked",
        note: `${plural(linesChecked, "calculation")} checked, all correct; ${plural(unread, "other calculation")} could not be read, so the reply as a whole is not checked.`,
      },
    };
  }
  // An equation of symbols the checks cannot tell is right ("λ₃ = L/3") may be wrong physics with
  // right arithmetic after it: the lines alone then do not make the reply verified.
  const relations = lines.relationsNotChecked ?? [];
  if (confirmation?.finalAnswer !== "confirmed" && linesChecked > 0 && relations.length > 0) {
    return {
      failed,
      verification: {
        ...base,
        status: "not-checked",
        relationsUnchecked: relations.slice(0, 20).map((relation) => relation.equation.slice(0, 400)),
        note: `${plural(linesChecked, "calculation")} checked, all correct; the relation ${relations[0].equation}${relations.length > 1 ? ` and ${plural(relations.length - 1, "other")}` : ""} is not one the engine could check, so the reply as a whole is not checked.`,
      },
    };
  }
  // Lines read as arithmetic do not show a relation used in a wrong form ("I = MR²" for a solid
  // cylinder, its numbers worked out right): a final answer the engine's own solution does not
  // find is never shown verified on the lines alone, though the engine may not dispute it.
  if (confirmation?.finalAnswer !== "confirmed" && stated && linesChecked > 0) {
    const engineAnswer = engineAnswerDiffering(confirmation, stated);
    if (engineAnswer) {
      return {
        failed,
        verification: {
          ...base,
          status: "not-checked",
          note: `${plural(linesChecked, "calculation")} checked, all correct, but the engine's own solution finds ${formatQuantity(engineAnswer, 3)}, not the final answer given; its reading of the problem is not certain enough to dispute it, so the reply is not marked verified.`,
        },
      };
    }
  }
  if (linesChecked > 0 || confirmation?.finalAnswer === "confirmed") {
    const checkedNote =
      linesChecked > 0 ? `${plural(linesChecked, "calculation")} checked, all correct.` : "";
    return {
      failed,
      verification: { ...base, status: "verified", note: `${checkedNote}${finalNote}`.trim() },
    };
  }
  return {
    failed,
    verification: {
      ...base,
      status: "not-checked",
      note:
        turn.mode === "concept"
          ? "Concept Coach replies are explanations, not numeric answers"
          : "Nothing in this reply computes a value the engine could check.",
    },
  };
}
