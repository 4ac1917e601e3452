/**
 * The engine brain: the built-in physics engine as a complete tutor, with no AI provider.
 * Its numbers come from the engine itself, so solved answers are verified by construction.
 */
import type { Verification } from "../../contracts/tutor";
import {
  analyzeWork,
  type BankProblem,
  conceptCoachReply,
  interactiveTutorReply,
  problemFromId,
  solveProblemReply,
} from "../../physics/engine";
import { AppError } from "../http/errors";
import { readImageTextWithOcr } from "../images/read-image-text";
import type { BrainIo, BrainReply, TutorBrain, TutorTurn } from "./brain";
import { cannotSolveReply, WORK_NOT_CHECKED_NOTE } from "./cannot-solve-reply";

const VERIFIED: Verification = { status: "verified", note: "Checked by the physics engine" };

/** Splits a reply into pieces of a few words, so engine replies stream like any other. */
export function replyChunks(reply: string): string[] {
  return reply.match(/\S+\s*/g) ?? [reply];
}

function bankProblemOf(turn: TutorTurn): BankProblem | undefined {
  return turn.bankProblemId ? problemFromId(turn.bankProblemId) : undefined;
}

async function readWork(turn: TutorTurn): Promise<string> {
  if (!turn.studentWorkImage) return turn.studentWork;
  const photoText = await readImageTextWithOcr(turn.studentWorkImage.data);
  if (!photoText.trim() && !turn.studentWork.trim()) {
    throw new AppError(
      422,
      "NO_TEXT_FOUND",
      "Could not read any writing in the photo of your work; try a clearer photo or type it",
    );
  }
  return [turn.studentWork.trim(), photoText.trim()].filter(Boolean).join("\n");
}

function answer(turn: TutorTurn): Promise<BrainReply> | BrainReply {
  const bank = bankProblemOf(turn);
  const perFeatures = turn.perFeatures;
  if (turn.mode === "solve") {
    const result = solveProblemReply({
      problem: turn.problem,
      level: turn.level,
      perFeatures,
      bankProblem: bank?.problem,
    });
    if (result.status === "cannot-solve") {
      return {
        reply: cannotSolveReply(result.reply, turn.problem, turn.level),
        returnSession: true,
        verification: {
          status: "not-checked",
          note: "The physics engine could not solve this problem, so it gave no answer",
        },
      };
    }
    return {
      reply: result.reply,
      subtopic: bank?.subtopic,
      verification:
        result.status === "solved" && result.answer
          ? { ...VERIFIED, engineAnswer: result.answer }
          : {
              status: "not-checked",
              note: "The physics engine could not solve this problem, so it gave no answer",
            },
    };
  }
  if (turn.mode === "step") {
    const result = interactiveTutorReply({
      history: turn.history,
      level: turn.level,
      perFeatures,
      bankProblem: bank?.problem,
    });
    // No script to follow: the engine could not solve the problem, so the turn costs nothing.
    const cannotSolve = result.currentStep === 0 && turn.problem.trim() !== "";
    return {
      reply: cannotSolve ? cannotSolveReply(result.reply, turn.problem, turn.level) : result.reply,
      ...(cannotSolve ? { returnSession: true } : {}),
      subtopic: bank?.subtopic,
      mastered: result.isComplete,
      verification:
        result.currentStep > 0
          ? VERIFIED
          : { status: "not-checked", note: "No worked solution to check against" },
      step: {
        currentStep: result.currentStep,
        totalSteps: result.totalSteps,
        isComplete: result.isComplete,
        stepDescription: result.stepDescription,
      },
    };
  }
  if (turn.mode === "concept") {
    const result = conceptCoachReply({ history: turn.history, level: turn.level, perFeatures });
    return {
      reply: result.reply,
      verification: {
        status: "not-checked",
        note: "Concept Coach replies are explanations, not numeric answers",
      },
    };
  }
  return readWork(turn).then((studentWork) => {
    const result = analyzeWork({
      problem: turn.problem,
      studentWork,
      level: turn.level,
      perFeatures,
      problemInWork: turn.problemInWork,
      bankProblem: bank?.problem,
    });
    // Work the engine could not check costs nothing: the session is given back.
    const cannotCheck = result.verdict === "cannot-check";
    return {
      reply: cannotCheck ? `${WORK_NOT_CHECKED_NOTE}\n\n${result.reply}` : result.reply,
      ...(cannotCheck ? { returnSession: true } : {}),
      subtopic: bank?.subtopic,
      mastered: result.verdict === "correct",
      verification:
        result.verdict === "cannot-check"
          ? { status: "not-checked", note: "The physics engine could not check this work" }
          : result.verdict === "partly-checked"
            ? {
                status: "not-checked",
                note: `The physics engine checked ${result.linesChecked} of the ${result.linesWithWork} lines with working and could not check the others`,
              }
            : result.verdict === "correct"
              ? { ...VERIFIED, linesChecked: result.linesChecked }
              : VERIFIED,
    };
  });
}

/** Creates the engine brain. */
export function createEngineBrain(): TutorBrain {
  return {
    kind: "engine",
    async respond(turn: TutorTurn, io: BrainIo): Promise<BrainReply> {
      const started = performance.now();
      let success = false;
      try {
        const result = await answer(turn);
        for (const chunk of replyChunks(result.reply)) {
          if (io.signal.aborted) throw new AppError(499, "CLIENT_CLOSED", "The request was cancelled");
          io.onDelta?.(chunk);
        }
        success = true;
        return result;
      } finally {
        io.onUsage({
          model: "engine",
          inputTokens: 0,
          outputTokens: 0,
          latencyMs: performance.now() - started,
          costUsd: 0,
          success,
        });
      }
    },
  };
}
