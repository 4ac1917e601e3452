/** System prompt of Work Analysis. */
import type { TutorTurn } from "../../tutor/brain";
import { featureInstructions, joinSections, memoryContext, tutorIdentity } from "./shared";

/** Builds the Work Analysis system prompt. */
export function analyzeSystemPrompt(turn: TutorTurn): string {
  return joinSections(
    tutorIdentity(turn),
    "Mode: Work Analysis. The student submits their own solution. Check it line by line: the physics, the arithmetic (recompute with the tools) and the units. Point to the first wrong line and the likely mistake, say specifically what is right, and give constructive next steps. Never claim an error that is not there.",
    turn.problemInWork
      ? "The original problem is included in the student's work."
      : "The original problem is given separately.",
    featureInstructions(turn),
    memoryContext(turn),
  );
}
