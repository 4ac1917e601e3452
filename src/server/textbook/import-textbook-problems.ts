/**
 * The textbook operations: the book list, and importing numbered end-of-chapter problems
 * from an OpenStax book (sources fetched at the pinned commit, cached in the database) or
 * from the built-in practice book (the engine's bank, offline).
 */
import type { ErrorCode } from "../../contracts/error-codes";
import type {
  ImportedProblem,
  TextbookImportRequest,
  TextbookImportResponse,
  TextbookSummary,
} from "../../contracts/textbook";
import type { Database } from "../db/client";
import { AppError } from "../http/errors";
import { rememberGeneratedProblems } from "../problems/generated-problems";
import {
  type ChapterModule,
  type CollectionOutline,
  embeddedExerciseTag,
  type NumberedExercise,
  numberChapterExercises,
  problemCounter,
  readCollection,
  SourceStructureError,
} from "./book-structure";
import { indexElementsById, referencedOutsideElements, renderMarkdown } from "./cnxml-to-markdown";
import { findOpenstaxBook, OPENSTAX_BOOKS, type OpenstaxBook } from "./openstax-books";
import {
  PRACTICE_BOOK_ID,
  PRACTICE_BOOK_TITLE,
  PRACTICE_CHAPTERS,
  PRACTICE_PROBLEMS_PER_CHAPTER,
  practiceChapterHasProblems,
  practiceImportedProblem,
  practiceProblem,
} from "./practice-book";
import { createSourceFileReader, malformedSource, type SourceFileReader } from "./source-files";
import { attribute, firstChild, parseXml, type XmlElement, XmlSyntaxError } from "./xml";

export interface TextbookDependencies {
  db: Database;
  /** Base under which "{owner}/{repository}/{commit}/{path}" serves raw source files. */
  sourceUrl: string;
  fetch?: typeof fetch;
}

/** Licenses whose content we may import, by the URL a collection declares. */
const IMPORTABLE_LICENSES: Record<string, { name: string; url: string }> = {
  "creativecommons.org/licenses/by/4.0": {
    name: "CC BY 4.0",
    url: "https://creativecommons.org/licenses/by/4.0/",
  },
};

/** Headings of the HS Physics end-of-chapter pages on openstax.org, by section class. */
const ONLINE_PAGE_SLUGS: Record<string, string> = {
  concept: "concept-items",
  "critical-thinking": "critical-thinking-items",
  problems: "problems",
  performance: "performance-task",
  "multiple-choice": "multiple-choice",
  "short-answer": "short-answer",
  "extended-response": "extended-response",
};

/** The books a student can import from: the OpenStax physics books, then the practice book. */
export function listTextbooks(): TextbookSummary[] {
  return [
    ...OPENSTAX_BOOKS.map((book) => ({
      id: book.id,
      title: book.title,
      chapterCount: book.chapterCount,
      publisher: "OpenStax",
      license: "CC BY 4.0",
    })),
    {
      id: PRACTICE_BOOK_ID,
      title: PRACTICE_BOOK_TITLE,
      chapterCount: PRACTICE_CHAPTERS.length,
      publisher: "Vector",
      license: "",
    },
  ];
}

function notFound(code: ErrorCode, message: string): AppError {
  return new AppError(404, code, message);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** Imports problems of a chapter; errors are AppErrors with the status and a message saying which. */
export async function importTextbookProblems(
  dependencies: TextbookDependencies,
  request: TextbookImportRequest,
): Promise<TextbookImportResponse> {
  if (request.bookId === PRACTICE_BOOK_ID) return importPracticeProblems(dependencies.db, request);
  const book = findOpenstaxBook(request.bookId);
  if (!book) throw notFound("BOOK_NOT_FOUND", `There is no textbook "${request.bookId}"`);
  return importOpenstaxProblems(dependencies, book, request);
}

async function importPracticeProblems(
  db: Database,
  request: TextbookImportRequest,
): Promise<TextbookImportResponse> {
  const chapter = PRACTICE_CHAPTERS[request.chapter - 1];
  if (!chapter) {
    throw notFound(
      "CHAPTER_NOT_FOUND",
      `${PRACTICE_BOOK_TITLE} has ${plural(PRACTICE_CHAPTERS.length, "chapter")}; there is no chapter ${request.chapter}`,
    );
  }
  if (!practiceChapterHasProblems(chapter)) {
    throw notFound(
      "PROBLEM_NOT_FOUND",
      `Chapter ${chapter.number} (${chapter.title}) of ${PRACTICE_BOOK_TITLE} has no problems yet`,
    );
  }
  const problems: ImportedProblem[] = [];
  const remembered: { id: string; content: string }[] = [];
  for (const number of request.problemNumbers) {
    const problem = practiceProblem(chapter, number);
    if (!problem) {
      throw notFound(
        "PROBLEM_NOT_FOUND",
        `Chapter ${chapter.number} (${chapter.title}) of ${PRACTICE_BOOK_TITLE} has problems 1 to ${PRACTICE_PROBLEMS_PER_CHAPTER}; there is no problem ${number}`,
      );
    }
    const imported = practiceImportedProblem(chapter, number, problem);
    problems.push(imported);
    // The editor receives the problem's text alone (its source is shown beside it), and that is
    // the text the tutor will see.
    remembered.push({ id: problem.id, content: imported.content });
  }
  await rememberGeneratedProblems(db, remembered);
  return { problems };
}

function parseSource(text: string, path: string): XmlElement {
  try {
    return parseXml(text);
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw malformedSource(`${path} is not well-formed XML (${error.message})`);
    throw error;
  }
}

function licenseOf(collection: CollectionOutline, book: OpenstaxBook) {
  const key = collection.licenseUrl.replace(/^https?:\/\//, "").replace(/(?<!\/)\/+$/, "");
  const license = IMPORTABLE_LICENSES[key];
  if (!license) {
    throw malformedSource(
      `${book.title} at commit ${book.commit.slice(0, 7)} is licensed under ${collection.licenseUrl || "no stated license"}, which does not allow importing it`,
    );
  }
  return license;
}

async function readChapterModules(reader: SourceFileReader, moduleIds: string[]): Promise<ChapterModule[]> {
  const texts = await Promise.all(moduleIds.map((id) => reader.read(`modules/${id}/index.cnxml`)));
  return moduleIds.map((id, index) => ({
    id,
    document: parseSource(texts[index], `modules/${id}/index.cnxml`),
  }));
}

function mediaUrlFor(sourceUrl: string, book: OpenstaxBook) {
  return (source: string) =>
    `${sourceUrl}/${book.owner}/${book.repository}/${book.commit}/${source.replace(/^(\.\.\/)+/, "")}`;
}

function renderExercise(
  numbered: NumberedExercise,
  mediaUrl: (source: string) => string,
  elementsById: Map<string, XmlElement>,
): string {
  const problem = firstChild(numbered.exercise, "problem");
  if (!problem) throw malformedSource(`exercise ${attribute(numbered.exercise, "id") ?? ""} has no problem`);
  const context = { elementsById, mediaUrl };
  const figures = referencedOutsideElements(problem, context).map((figure) =>
    renderMarkdown(figure, context),
  );
  const content = [...figures, renderMarkdown(problem, context)].filter(Boolean).join("\n\n");
  if (!content) throw malformedSource(`exercise ${attribute(numbered.exercise, "id") ?? ""} has no text`);
  return content;
}

async function importOpenstaxProblems(
  dependencies: TextbookDependencies,
  book: OpenstaxBook,
  request: TextbookImportRequest,
): Promise<TextbookImportResponse> {
  const reader = createSourceFileReader({
    db: dependencies.db,
    baseUrl: dependencies.sourceUrl,
    location: book,
    fetch: dependencies.fetch,
  });
  try {
    const collection = readCollection(
      parseSource(await reader.read(book.collectionPath), book.collectionPath),
    );
    const license = licenseOf(collection, book);
    const chapter = collection.chapters[request.chapter - 1];
    if (!chapter) {
      await reader.commit();
      throw notFound(
        "CHAPTER_NOT_FOUND",
        `${book.title} has ${plural(collection.chapters.length, "chapter")}; there is no chapter ${request.chapter}`,
      );
    }
    const modules = await readChapterModules(reader, chapter.moduleIds);
    await reader.commit();
    const exercises = problemCounter(book.style, numberChapterExercises(book.style, modules));
    const mediaUrl = mediaUrlFor(dependencies.sourceUrl, book);
    const indexes = new Map<string, Map<string, XmlElement>>();
    const problems = request.problemNumbers.map((number): ImportedProblem => {
      const numbered = exercises[number - 1];
      if (!numbered) {
        throw notFound(
          "PROBLEM_NOT_FOUND",
          exercises.length === 0
            ? `Chapter ${chapter.number} of ${book.title} has no numbered problems; there is no problem ${number}`
            : `Chapter ${chapter.number} of ${book.title} has problems 1 to ${exercises.length}; there is no problem ${number}`,
        );
      }
      const embedTag = embeddedExerciseTag(numbered.exercise);
      if (embedTag) {
        const page = `${book.url}/pages/${chapter.number}-${ONLINE_PAGE_SLUGS[numbered.category] ?? "problems"}`;
        throw new AppError(
          404,
          "PROBLEM_ONLY_ON_OPENSTAX",
          `Problem ${number} of chapter ${chapter.number} of ${book.title} is an interactive exercise that is only on openstax.org: ${page}`,
          { url: page },
        );
      }
      let elementsById = indexes.get(numbered.moduleId);
      if (!elementsById) {
        elementsById = indexElementsById(numbered.document);
        indexes.set(numbered.moduleId, elementsById);
      }
      return {
        content: renderExercise(numbered, mediaUrl, elementsById),
        attribution: {
          book: book.title,
          publisher: "OpenStax",
          chapter: chapter.number,
          chapterTitle: chapter.title,
          number,
          license: license.name,
          licenseUrl: license.url,
          url: book.url,
          text: `Access for free at ${book.url}`,
        },
      };
    });
    return { problems };
  } catch (error) {
    if (error instanceof SourceStructureError) throw malformedSource(error.message);
    throw error;
  }
}
