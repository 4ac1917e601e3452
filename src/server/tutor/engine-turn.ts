/**
 * One turn of the engine brain, worked out in a worker of the engine pool: the built-in physics
 * engine as a complete tutor. Its numbers come from the engine itself, so solved answers are
 * verified by construction. Plain data in and out; the photo's text is read before (engine-brain.ts).
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
import type { BrainReply, TutorTurn } from "./brain";
import { cannotSolveReply, WORK_NOT_CHECKED_NOTE } from "./cannot-solve-reply";

/** A turn as the engine reads it: the photo of the work, if any, is already read into `studentWork`. */
export type EngineTurn = Omit<TutorTurn, "studentWorkImage" | "memory">;

const VERIFIED: Verification = { status: "verified", note: "Checked by the physics engine" };

function bankProblemOf(turn: EngineTurn): BankProblem | undefined {
  return turn.bankProblemId ? problemFromId(turn.bankProblemId) : undefined;
}

/** The engine brain's reply to one turn. */
export function engineReply(turn: EngineTurn): BrainReply {
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
      ...(result.diagram ? { diagram: result.diagram } : {}),
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
      ...(result.diagram ? { diagram: result.diagram } : {}),
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
  const result = analyzeWork({
    problem: turn.problem,
    studentWork: turn.studentWork,
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
    ...(result.diagram ? { diagram: result.diagram } : {}),
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
}
