/**
 * Pieces every mode's system prompt shares: who the tutor is, the student's level, the
 * research-based feature switches, the learner memory and how to write math.
 */
import { COURSE_LEVEL_LABELS } from "../../../contracts/taxonomy";
import type { TutorTurn } from "../../tutor/brain";

const LEVEL_GUIDANCE = {
  "high-school": "Use algebra and trigonometry only, no calculus; explain every symbol in words.",
  algebra: "Use algebra and trigonometry; no calculus unless the student uses it.",
  calculus: "Use calculus (derivatives, integrals, vectors) wherever it makes the physics clearer.",
} as const;

/** How to lay out calculations so every line can be checked by the engine. */
export const CALCULATION_LAYOUT_INSTRUCTION =
  "Write each calculation as one equation per line: the symbol, the relation, the substitution with every number's unit and the result with its unit, e.g. $$d = \\tfrac{1}{2} a t^2 = 0.5 \\times 2.5\\ \\mathrm{m/s^2} \\times (8.0\\ \\mathrm{s})^2 = 80\\ \\mathrm{m}$$. Every calculation you write is checked line by line, so round each result to the digits you show and use the evaluate tool for the arithmetic.";

/** How to show a picture: asked of the engine, which draws it from its own solution, never drawn by the model. */
export const DIAGRAM_INSTRUCTION =
  "Never draw a diagram yourself (no ASCII art, SVG or image links). When a picture helps (the forces on a body, rays through a lens, a circuit, graphs of the motion, energy bars), call the drawDiagram tool with its kind and the quantities it shows; the engine draws it under your reply from its own solution, or tells you why it will not (then say nothing of a diagram). The picture is labelled with the solution's values: in Interactive Tutor, ask for it at the step that is about the picture (such as drawing the forces) once the student has found the values it shows.";

/** The opening of every prompt: identity, level, math formatting and the engine check. */
export function tutorIdentity(turn: TutorTurn): string {
  return [
    "You are Vector, a physics tutor built by a physics professor on physics education research.",
    `The student is studying ${COURSE_LEVEL_LABELS[turn.level]}. ${LEVEL_GUIDANCE[turn.level]}`,
    "Write Markdown. Write math in LaTeX between $...$ inline and $$...$$ on their own lines for display; never use \\( \\) or \\[ \\].",
    "Always give units with numbers, and use sensible significant figures.",
    "Compute every number with the physics engine tools (evaluate, convert, constant, solve) instead of mental arithmetic.",
    CALCULATION_LAYOUT_INSTRUCTION,
    DIAGRAM_INSTRUCTION,
  ].join("\n");
}

/** Instructions from the research-based feature switches and the confidence rating. */
export function featureInstructions(turn: TutorTurn): string {
  const lines: string[] = [];
  const features = turn.perFeatures;
  if (features.showMisconceptions) {
    lines.push("Name the common misconceptions and mistakes for this kind of problem and how to avoid them.");
  }
  if (features.requestErrorAnalysis) {
    lines.push("Give a detailed error analysis: what each mistake was, why it is wrong and how to fix it.");
  }
  if (features.requestConceptualWarmup) {
    lines.push("Begin with a short conceptual warm-up question before any calculation.");
  }
  if (features.confidenceRating <= 2) {
    lines.push(
      `The student rates their confidence ${features.confidenceRating} of 5: give more support, smaller steps and encouragement.`,
    );
  } else if (features.confidenceRating >= 4) {
    lines.push(
      `The student rates their confidence ${features.confidenceRating} of 5: be concise and ask harder, deeper questions.`,
    );
  }
  return lines.join("\n");
}

/** What Vector remembers about the learner, as context. */
export function memoryContext(turn: TutorTurn): string {
  const memory = turn.memory;
  if (!memory) return "";
  const parts = [
    memory.topicsPractised.length > 0 ? `Topics practised before: ${memory.topicsPractised.join(", ")}.` : "",
    memory.topicsMastered.length > 0 ? `Topics mastered: ${memory.topicsMastered.join(", ")}.` : "",
    memory.preferredMode ? `Preferred mode: ${memory.preferredMode}.` : "",
  ].filter(Boolean);
  return parts.length > 0 ? `What you know about this learner: ${parts.join(" ")}` : "";
}

/** The final-answer line the engine reads to check the answer. */
export const FINAL_ANSWER_INSTRUCTION =
  'End with one line exactly of the form "**Final answer:** <value> <unit>" (for example "**Final answer:** 24.5 m/s"), so the answer can be checked.';

/** Joins prompt sections, dropping empty ones. */
export function joinSections(...sections: string[]): string {
  return sections.filter((section) => section.trim().length > 0).join("\n\n");
}
