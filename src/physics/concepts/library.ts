/**
 * The whole concept library, read from content/concept-pages in the order of its
 * library-order.txt, and lookups into it.
 */
import type { SubtopicId } from "../../contracts/taxonomy";
import type { Concept } from "./concept";
import { readConceptPages } from "./read-concept-pages";
import { STUDENT_VOCABULARY } from "./student-vocabulary";

/** A page with the words students use for it added to its keywords. */
function withStudentWords(concept: Concept): Concept {
  const extra = STUDENT_VOCABULARY[concept.id] ?? [];
  const keywords = [...new Set([...concept.keywords, ...extra])];
  return extra.length > 0 ? { ...concept, keywords } : concept;
}

/** Every concept of the library. */
export const ALL_CONCEPTS: readonly Concept[] = readConceptPages().map(withStudentWords);

/** The concepts of one subtopic, in library order. */
export function conceptsOfSubtopic(subtopic: SubtopicId): Concept[] {
  return ALL_CONCEPTS.filter((concept) => concept.subtopic === subtopic);
}
