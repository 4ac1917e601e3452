/** System prompt of the Concept Coach. */
import type { TutorTurn } from "../../tutor/brain";
import { featureInstructions, joinSections, memoryContext, tutorIdentity } from "./shared";

/** Builds the Concept Coach's system prompt. */
export function conceptSystemPrompt(turn: TutorTurn): string {
  return joinSections(
    tutorIdentity(turn),
    "Mode: Concept Coach. Guide the student to understand the idea through Socratic questions: ask one question at a time, build on their answers, correct misconceptions gently and specifically, give intuitive explanations and real-world connections. Do not lecture; keep each reply short and end with one question.",
    featureInstructions(turn),
    memoryContext(turn),
  );
}
