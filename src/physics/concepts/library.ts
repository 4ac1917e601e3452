/**
 * The whole concept library, in taxonomy order, and lookups into it.
 */
import type { SubtopicId } from "../../contracts/taxonomy";
import type { Concept } from "./concept";
import { ELECTROMAGNETISM_CONCEPTS } from "./electromagnetism";
import { EVERYDAY_COMMON_QUESTION_CONCEPTS } from "./everyday-common-questions";
import { EVERYDAY_ELECTROMAGNETISM_CONCEPTS } from "./everyday-electromagnetism";
import { EVERYDAY_FLIGHT_AND_STARS_CONCEPTS } from "./everyday-flight-and-stars";
import { EVERYDAY_MECHANICS_CONCEPTS } from "./everyday-mechanics";
import { EVERYDAY_MODERN_PHYSICS_CONCEPTS } from "./everyday-modern-physics";
import { EVERYDAY_OPTICS_CONCEPTS } from "./everyday-optics";
import { EVERYDAY_THERMODYNAMICS_CONCEPTS } from "./everyday-thermodynamics";
import { MECHANICS_CONCEPTS } from "./mechanics";
import { MODERN_PHYSICS_CONCEPTS } from "./modern-physics";
import { OPTICS_CONCEPTS } from "./optics";
import { STUDENT_VOCABULARY } from "./student-vocabulary";
import { THERMODYNAMICS_CONCEPTS } from "./thermodynamics";

/** A page with the words students use for it added to its keywords. */
function withStudentWords(concept: Concept): Concept {
  const extra = STUDENT_VOCABULARY[concept.id] ?? [];
  const keywords = [...new Set([...concept.keywords, ...extra])];
  return extra.length > 0 ? { ...concept, keywords } : concept;
}

/** Every concept of the library. */
export const ALL_CONCEPTS: readonly Concept[] = [
  ...MECHANICS_CONCEPTS,
  ...EVERYDAY_MECHANICS_CONCEPTS,
  ...THERMODYNAMICS_CONCEPTS,
  ...EVERYDAY_THERMODYNAMICS_CONCEPTS,
  ...ELECTROMAGNETISM_CONCEPTS,
  ...EVERYDAY_ELECTROMAGNETISM_CONCEPTS,
  ...MODERN_PHYSICS_CONCEPTS,
  ...EVERYDAY_MODERN_PHYSICS_CONCEPTS,
  ...OPTICS_CONCEPTS,
  ...EVERYDAY_OPTICS_CONCEPTS,
  ...EVERYDAY_COMMON_QUESTION_CONCEPTS,
  ...EVERYDAY_FLIGHT_AND_STARS_CONCEPTS,
].map(withStudentWords);

/** The concepts of one subtopic, in library order. */
export function conceptsOfSubtopic(subtopic: SubtopicId): Concept[] {
  return ALL_CONCEPTS.filter((concept) => concept.subtopic === subtopic);
}
