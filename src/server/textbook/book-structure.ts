/**
 * Reading a book's structure from its sources: chapters from the collection XML, and the
 * numbers OpenStax prints on end-of-chapter exercises, following each book's bake recipe
 * (openstax/cookbook): the exercises sit in classed sections of every section module and are
 * counted per chapter, category by category, each category in module order.
 */
import type { NumberingStyle } from "./openstax-books";
import {
  attribute,
  childElements,
  descendants,
  firstChild,
  hasClass,
  textContent,
  type XmlElement,
} from "./xml";

const COLLECTION_NAMESPACE = "http://cnx.rice.edu/collxml";
const METADATA_NAMESPACE = "http://cnx.rice.edu/mdml";

/** The structure of a source does not match what the importer knows how to read. */
export class SourceStructureError extends Error {}

export interface ChapterOutline {
  number: number;
  title: string;
  /** Module ids in collection order; the first is the chapter's introduction page. */
  moduleIds: string[];
}

export interface CollectionOutline {
  title: string;
  licenseUrl: string;
  chapters: ChapterOutline[];
}

/**
 * Each inner list is one counter; its classes are counted in that order. College Physics 2e
 * numbers Conceptual Questions and Problems & Exercises separately; the others use one counter.
 */
const COUNTERS: Record<NumberingStyle, string[][]> = {
  "college-physics-2e": [["conceptual-questions"], ["problems-exercises"]],
  "u-physics": [
    ["review-conceptual-questions", "review-problems", "review-additional-problems", "review-challenge"],
  ],
  "hs-physics": [
    [
      "concept",
      "critical-thinking",
      "problems",
      "performance",
      "multiple-choice",
      "short-answer",
      "extended-response",
    ],
  ],
};

/** The counter that "chapter N, problem M" refers to: Problems & Exercises in College Physics 2e. */
const PROBLEM_COUNTER: Record<NumberingStyle, number> = {
  "college-physics-2e": 1,
  "u-physics": 0,
  "hs-physics": 0,
};

function isCollectionElement(element: XmlElement, name: string): boolean {
  return element.localName === name && element.namespaceURI === COLLECTION_NAMESPACE;
}

function metadataText(element: XmlElement | undefined, name: string): string {
  if (!element) return "";
  const found = childElements(element).find(
    (child) => child.localName === name && child.namespaceURI === METADATA_NAMESPACE,
  );
  return found ? textContent(found).replace(/\s+/g, " ").trim() : "";
}

/** Reads the title, license and chapters (leaf subcollections, units unwrapped) of a collection. */
export function readCollection(root: XmlElement): CollectionOutline {
  if (!isCollectionElement(root, "collection")) {
    throw new SourceStructureError("the collection file has no <collection> root");
  }
  const metadata = childElements(root).find((child) => child.localName === "metadata");
  const license = metadata
    ? childElements(metadata).find(
        (child) => child.localName === "license" && child.namespaceURI === METADATA_NAMESPACE,
      )
    : undefined;
  const content = childElements(root).find((child) => isCollectionElement(child, "content"));
  if (!content) throw new SourceStructureError("the collection has no table of contents");

  const chapters: ChapterOutline[] = [];
  const visit = (container: XmlElement) => {
    for (const subcollection of childElements(container).filter((child) =>
      isCollectionElement(child, "subcollection"),
    )) {
      const inner = childElements(subcollection).find((child) => isCollectionElement(child, "content"));
      if (!inner) continue;
      const nested = childElements(inner).some((child) => isCollectionElement(child, "subcollection"));
      if (nested) {
        visit(inner);
        continue;
      }
      chapters.push({
        number: chapters.length + 1,
        title: metadataText(subcollection, "title"),
        moduleIds: childElements(inner)
          .filter((child) => isCollectionElement(child, "module"))
          .map((module) => attribute(module, "document") ?? "")
          .filter((id) => /^m\d+$/.test(id)),
      });
    }
  };
  visit(content);
  if (chapters.length === 0) throw new SourceStructureError("the collection lists no chapters");
  return {
    title: metadataText(metadata, "title"),
    licenseUrl: (license && attribute(license, "url")) ?? "",
    chapters,
  };
}

export interface ChapterModule {
  id: string;
  document: XmlElement;
}

export interface NumberedExercise {
  number: number;
  /** The class of the end-of-chapter section, e.g. "problems" or "review-challenge". */
  category: string;
  moduleId: string;
  document: XmlElement;
  exercise: XmlElement;
}

function sectionsWithClass(document: XmlElement, className: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (element: XmlElement) => {
    for (const child of childElements(element)) {
      if (child.localName === "section" && hasClass(child, className)) {
        found.push(child);
        continue;
      }
      visit(child);
    }
  };
  visit(document);
  return found;
}

/** Numbers the end-of-chapter exercises of a chapter; one list per counter of the book's style. */
export function numberChapterExercises(
  style: NumberingStyle,
  modules: ChapterModule[],
): NumberedExercise[][] {
  return COUNTERS[style].map((classes) => {
    const numbered: NumberedExercise[] = [];
    for (const category of classes) {
      for (const module of modules) {
        for (const section of sectionsWithClass(module.document, category)) {
          for (const exercise of descendants(section, (candidate) => candidate.localName === "exercise")) {
            if (hasClass(exercise, "unnumbered")) continue;
            numbered.push({
              number: numbered.length + 1,
              category,
              moduleId: module.id,
              document: module.document,
              exercise,
            });
          }
        }
      }
    }
    return numbered;
  });
}

/** The exercises that "problem M" of a chapter counts through in a book's style. */
export function problemCounter(style: NumberingStyle, counters: NumberedExercise[][]): NumberedExercise[] {
  return counters[PROBLEM_COUNTER[style]] ?? [];
}

/** The Exercises-service tag of an exercise whose text lives only on openstax.org, if it is one. */
export function embeddedExerciseTag(exercise: XmlElement): string | undefined {
  const problem = firstChild(exercise, "problem");
  if (!problem) return undefined;
  const embed = descendants(
    problem,
    (candidate) =>
      candidate.localName === "link" && (attribute(candidate, "url") ?? "").startsWith("#ost/api/ex/"),
  )[0];
  return embed ? attribute(embed, "url")?.slice("#ost/api/ex/".length) : undefined;
}
