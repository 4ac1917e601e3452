/**
 * The built-in practice book: one chapter per subtopic in taxonomy order, each with numbered
 * problems drawn from the engine's bank with fixed seeds, so "chapter 1, problem 3" is the
 * same problem on every server and every day, and it works offline.
 */
import { COURSE_LEVELS, SUBTOPIC_IDS, subtopicName } from "../../contracts/taxonomy";
import type { ImportedProblem } from "../../contracts/textbook";
import { type BankProblem, problemFromId, problemId, templatesFor } from "../../physics/engine";

export const PRACTICE_BOOK_ID = "practice";
export const PRACTICE_BOOK_TITLE = "Vector Practice Book";
/** Problems per chapter: as many as the panel's problem number input allows. */
export const PRACTICE_PROBLEMS_PER_CHAPTER = 50;

// Seeds are spaced per chapter so no two problems of the book share one.
const SEED_SPACING = 1000;
// A template that fails at one seed gets a few more tries at seeds no other problem uses.
const RETRY_OFFSET = 1_000_000;
const RETRIES = 5;

export interface PracticeChapter {
  number: number;
  subtopic: string;
  title: string;
}

/** The chapters of the practice book: the 30 subtopics in taxonomy order. */
export const PRACTICE_CHAPTERS: readonly PracticeChapter[] = SUBTOPIC_IDS.map((subtopic, index) => ({
  number: index + 1,
  subtopic,
  title: subtopicName(subtopic) ?? subtopic,
}));

/** Whether a practice chapter has any problems yet (a subtopic may have no templates). */
export function practiceChapterHasProblems(chapter: PracticeChapter): boolean {
  return COURSE_LEVELS.some((level) => templatesFor(chapter.subtopic, level).length > 0);
}

/**
 * Problem `number` of a practice chapter: the chapter's templates at every level, taken in turn,
 * with a seed fixed by the chapter and the number; undefined when there is no such problem.
 */
export function practiceProblem(chapter: PracticeChapter, number: number): BankProblem | undefined {
  if (!Number.isInteger(number) || number < 1 || number > PRACTICE_PROBLEMS_PER_CHAPTER) return undefined;
  const drafts = COURSE_LEVELS.flatMap((level) =>
    templatesFor(chapter.subtopic, level).map((template) => ({ template, level })),
  );
  if (drafts.length === 0) return undefined;
  const { template, level } = drafts[(number - 1) % drafts.length];
  const seed = chapter.number * SEED_SPACING + number;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    const problem = problemFromId(problemId(template.id, level, seed + attempt * RETRY_OFFSET));
    if (problem) return problem;
  }
  return undefined;
}

/** A practice problem as the import call answers it. */
export function practiceImportedProblem(
  chapter: PracticeChapter,
  number: number,
  problem: BankProblem,
): ImportedProblem {
  return {
    content: problem.content,
    attribution: {
      book: PRACTICE_BOOK_TITLE,
      publisher: "Vector",
      chapter: chapter.number,
      chapterTitle: chapter.title,
      number,
      license: "",
      licenseUrl: null,
      url: null,
      text: `${chapter.title}: an original problem from Vector's problem bank.`,
    },
  };
}
