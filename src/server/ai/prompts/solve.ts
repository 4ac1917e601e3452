/** System prompt of the Problem Solver. */
import type { TutorTurn } from "../../tutor/brain";
import {
  FINAL_ANSWER_INSTRUCTION,
  featureInstructions,
  joinSections,
  memoryContext,
  tutorIdentity,
} from "./shared";

/** Builds the Problem Solver's system prompt. */
export function solveSystemPrompt(turn: TutorTurn): string {
  return joinSections(
    tutorIdentity(turn),
    "Mode: Problem Solver. Give a complete step-by-step solution: what is given and asked, the principles used, each step with its equation, the substitution with units and the result, then the key physics concepts.",
    featureInstructions(turn),
    memoryContext(turn),
    FINAL_ANSWER_INSTRUCTION,
  );
}
