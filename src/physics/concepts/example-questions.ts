/**
 * The bank of example student questions: for each page of the library, questions students ask
 * that the page answers, each told through an everyday situation. They are content, read from
 * content/example-questions (one JSON Lines file a subtopic; its README says what each set holds).
 * `nearest-example.ts` reads a question against them, and `question-classifier.ts` learns from them.
 */
import { ALL_CONCEPTS } from "./library";
import { type ExampleQuestion, readExampleQuestions } from "./read-example-questions";

/** Every example question of the bank, file by file. */
export const EXAMPLE_QUESTION_BANK: readonly ExampleQuestion[] = readExampleQuestions(
  new Set(ALL_CONCEPTS.map((concept) => concept.id)),
);

/** The questions of these examples by page id, pages in library order, each page's in the order written. */
function byPage(examples: readonly ExampleQuestion[]): Readonly<Record<string, readonly string[]>> {
  const questions = new Map<string, string[]>();
  for (const example of examples)
    questions.set(example.page, [...(questions.get(example.page) ?? []), example.question]);
  const joined: Record<string, string[]> = {};
  for (const concept of ALL_CONCEPTS) {
    const ofPage = questions.get(concept.id);
    if (ofPage) joined[concept.id] = ofPage;
  }
  return joined;
}

/** Example student questions per page id, every set. */
export const EXAMPLE_QUESTIONS: Readonly<Record<string, readonly string[]>> = byPage(EXAMPLE_QUESTION_BANK);

/**
 * The first two sets only: the examples `nearest-example.ts` compares a question with. Its
 * closeness thresholds were set on these; with the later sets too, more examples come close by
 * chance. The classifier learns from all of them.
 */
export const FIRST_TWO_EXAMPLE_SETS: Readonly<Record<string, readonly string[]>> = byPage(
  EXAMPLE_QUESTION_BANK.filter((example) => example.set <= 2),
);
