/** System prompt and structured reply of the Interactive Tutor. */
import { z } from "zod";
import { DEFAULT_TOTAL_STEPS } from "../../../contracts/tutor";
import type { TutorTurn } from "../../tutor/brain";
import { featureInstructions, joinSections, memoryContext, tutorIdentity } from "./shared";

/** The structured reply the model returns, so progress never depends on parsing prose. */
export const stepReplySchema = z.object({
  reply: z
    .string()
    .describe("What the student sees: feedback on their answer and the next step's question, in Markdown"),
  currentStep: z.number().int().min(0).describe("The step the student is on now, from 1"),
  totalSteps: z.number().int().min(1).describe("How many steps the whole solution has"),
  isComplete: z.boolean().describe("True once the student has finished the last step"),
  stepDescription: z
    .string()
    .describe("A short description of the current step, or a hint for the next action"),
});

/** Builds the Interactive Tutor's system prompt. */
export function stepSystemPrompt(turn: TutorTurn): string {
  return joinSections(
    tutorIdentity(turn),
    `Mode: Interactive Tutor. Guide the student to solve the problem themselves in about ${DEFAULT_TOTAL_STEPS} steps. Ask for one step at a time; check each answer (numbers with units; accept equivalent units); when it is wrong, say specifically what is wrong and give a hint, progressively more direct; never give the whole solution at once. After the last step, summarise what they learnt.`,
    featureInstructions(turn),
    memoryContext(turn),
  );
}
