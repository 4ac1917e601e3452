/**
 * The whole concept library, read from content/concept-pages in the order of its
 * library-order.txt, with each page's everyday cues and phenomena, and lookups into it.
 */
import type { SubtopicId } from "../../contracts/taxonomy";
import type { Concept } from "./concept";
import type { ConceptPage } from "./concept-page-schema";
import { readConceptPages } from "./read-concept-pages";

const PAGES = readConceptPages();

/** A page with the words students use for it added to its keywords. */
function withStudentWords({ concept, studentWords }: ConceptPage): Concept {
  const keywords = [...new Set([...concept.keywords, ...studentWords])];
  return studentWords.length > 0 ? { ...concept, keywords } : concept;
}

/** Every concept of the library. */
export const ALL_CONCEPTS: readonly Concept[] = PAGES.map(withStudentWords);

/** Each page's everyday cues, words that point towards it without naming it, by page id. */
export const EVERYDAY_CUES: Readonly<Record<string, string>> = Object.fromEntries(
  PAGES.flatMap((page) => (page.everydayCues === undefined ? [] : [[page.concept.id, page.everydayCues]])),
);

/** Each page's everyday phenomena, joined by commas, by page id. */
export const EVERYDAY_PHENOMENA: Readonly<Record<string, string>> = Object.fromEntries(
  PAGES.flatMap((page) =>
    page.everydayPhenomena === undefined ? [] : [[page.concept.id, page.everydayPhenomena.join(", ")]],
  ),
);

/** The concepts of one subtopic, in library order. */
export function conceptsOfSubtopic(subtopic: SubtopicId): Concept[] {
  return ALL_CONCEPTS.filter((concept) => concept.subtopic === subtopic);
}
