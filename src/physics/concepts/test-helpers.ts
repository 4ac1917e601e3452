/**
 * Shared by the Concept Coach's tests: the page a question starts, and the coach's first reply
 * to a question, with the student's features off.
 */
import { conceptCoachReply } from "./concept-coach";
import { findConcept } from "./concept-search";

export const FEATURES = {
  showMisconceptions: false,
  confidenceRating: 3,
  requestErrorAnalysis: false,
  requestConceptualWarmup: false,
};

/** The id of the page the search starts for a question, or null when it starts none. */
export function pageFor(question: string): string | null {
  const result = findConcept(question);
  return result.status === "found" ? result.best.concept.id : null;
}

/** The coach's reply to a question that opens a conversation, at high-school level. */
export function coach(question: string) {
  return conceptCoachReply({
    history: [{ role: "user", content: question }],
    level: "high-school",
    perFeatures: FEATURES,
  });
}
