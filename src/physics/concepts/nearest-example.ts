/**
 * The page whose example student questions come closest to a question (`example-questions.ts`).
 * A question and each example are read with the search's own word reading (its word forms,
 * spellings and filler words); each word is weighed by how rare it is across the bank, so the
 * telling words of a long conversational question ("dynamo", "bike wheel") decide, not its chat.
 * An example is close when it shares most of what the question tells (weighed by the clause each
 * word is said in) and the question shares most of what the example tells; a page scores by its
 * two closest examples and by how much of the question its examples speak of together. See docs/decisions/027-concept-coach-everyday-phenomena.md.
 */
import { clauseWeights, questionTerms, relatedForms } from "./concept-search";
import { FIRST_TWO_EXAMPLE_SETS } from "./example-questions";

/** How close a page's examples come to a question, from 0 (nothing shared) to 1 (same telling words). */
export interface ExampleMatch {
  pageId: string;
  score: number;
  /** How many of the question's words the page's closest example shares. */
  shared: number;
}

interface Example {
  pageId: string;
  terms: Set<string>;
  /** The summed rarity of the example's words. */
  told: number;
}

interface ExampleIndex {
  examples: Example[];
  /** In how many examples each word appears. */
  frequency: Map<string, number>;
  words: string[];
}

let index: ExampleIndex | undefined;

/** The bank read once per process. */
function exampleIndex(): ExampleIndex {
  if (index) return index;
  const examples: Example[] = [];
  const frequency = new Map<string, number>();
  for (const [pageId, questions] of Object.entries(FIRST_TWO_EXAMPLE_SETS))
    for (const question of questions) {
      const terms = new Set(questionTerms(question));
      if (terms.size === 0) continue;
      examples.push({ pageId, terms, told: 0 });
      for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
    }
  index = { examples, frequency, words: [...frequency.keys()] };
  for (const example of examples)
    example.told = [...example.terms].reduce((sum, term) => sum + bankRarity(term, index as ExampleIndex), 0);
  return index;
}

/** How rare a word is across the bank's examples: words many examples share say little. */
function bankRarity(word: string, bank: ExampleIndex): number {
  return Math.log(1 + bank.examples.length / Math.max(1, bank.frequency.get(word) ?? 0));
}

/** How much a question word no example uses counts, as a share of the rarest word's weight. */
const UNKNOWN_SHARE = 0.5;

/** How much of the closeness is the share of the question's telling words the example has (the rest: the reverse). */
const QUESTION_SIDE = 0.65;

/** How much a page's second closest example counts beside its closest. */
const SECOND_EXAMPLE = 0.5;

/**
 * How much a page's score is the share of the question's telling words found anywhere among its
 * examples (the rest: its closest examples), so a long question told in several details still
 * meets the page whose examples speak of them.
 */
const PAGE_SHARE = 0.5;

/** The bank words a question word stands for: itself and its longer word forms ("accelerat", "acceleration"). */
function bankWordsFor(term: string, bank: ExampleIndex): string[] {
  const found = bank.frequency.has(term) ? [term] : [];
  if (term.length < 6) return found;
  for (const word of bank.words) if (word !== term && relatedForms(term, word)) found.push(word);
  return found;
}

/** Every page with an example that shares a word with the question, closest first. */
export function nearestExamplePages(text: string): ExampleMatch[] {
  const bank = exampleIndex();
  if (bank.examples.length === 0) return [];
  const clauses = clauseWeights(text);
  const terms = [...new Set(questionTerms(text))].slice(0, 60);
  const unknown = UNKNOWN_SHARE * Math.log(1 + bank.examples.length);
  const read = terms.map((term) => {
    const words = bankWordsFor(term, bank);
    const rarity = words.length === 0 ? unknown : Math.max(...words.map((word) => bankRarity(word, bank)));
    return { words, weight: rarity * (clauses.get(term) ?? 1) };
  });
  const asked = read.reduce((sum, word) => sum + word.weight, 0);
  if (asked === 0) return [];
  const perPage = new Map<string, { closeness: number; shared: number }[]>();
  // The question's words (by position) that some example of the page uses.
  const pageWords = new Map<string, Set<number>>();
  for (const example of bank.examples) {
    let shared = 0;
    const met = new Set<string>();
    for (const word of read) {
      const hit = word.words.find((candidate) => example.terms.has(candidate));
      if (hit === undefined) continue;
      shared += word.weight;
      met.add(hit);
    }
    if (shared === 0) continue;
    const answered = [...met].reduce((sum, word) => sum + bankRarity(word, bank), 0);
    const closeness =
      (shared / asked) ** QUESTION_SIDE * (answered / Math.max(example.told, 1e-9)) ** (1 - QUESTION_SIDE);
    const scores = perPage.get(example.pageId) ?? [];
    scores.push({ closeness, shared: met.size });
    perPage.set(example.pageId, scores);
    const found = pageWords.get(example.pageId) ?? new Set<number>();
    for (const [position, word] of read.entries())
      if (word.words.some((candidate) => example.terms.has(candidate))) found.add(position);
    pageWords.set(example.pageId, found);
  }
  const pages: ExampleMatch[] = [];
  for (const [pageId, scores] of perPage) {
    const [first, second] = scores.sort((a, b) => b.closeness - a.closeness);
    const single = (first.closeness + SECOND_EXAMPLE * (second?.closeness ?? 0)) / (1 + SECOND_EXAMPLE);
    const found = [...(pageWords.get(pageId) ?? [])].reduce(
      (sum, position) => sum + read[position].weight,
      0,
    );
    pages.push({
      pageId,
      score: (1 - PAGE_SHARE) * single + (PAGE_SHARE * found) / asked,
      shared: first.shared,
    });
  }
  return pages.sort((first, second) => second.score - first.score);
}

/** The least score of a page the examples point to clearly. */
export const STRONG_EXAMPLE_MATCH = 0.5;
/** The least score of the examples' page when they choose among pages the search found close together. */
export const EXAMPLE_CHOICE = 0.3;
/** How far ahead of the next page's examples the closest page's must be. */
export const EXAMPLE_LEAD = 1.3;

/** The page the examples point to clearly (a strong match, well ahead of the next page), or undefined. */
export function clearNearestExample(text: string): ExampleMatch | undefined {
  const [best, next] = nearestExamplePages(text);
  // One shared word is what the search reads already; an example must meet the question in two.
  if (!best || best.score < STRONG_EXAMPLE_MATCH || best.shared < 2) return undefined;
  if (next && best.score < EXAMPLE_LEAD * next.score) return undefined;
  return best;
}

/**
 * Whether the examples point to this page, without the strong match `clearNearestExample` needs:
 * it is the closest page, meets the question in two words or more and is well ahead of the next.
 * Enough to confirm a page the search found by a phrase of its own names.
 */
export function examplesAgree(text: string, pageId: string): boolean {
  return examplesChoose(text, [pageId]) === pageId;
}

/**
 * The one of these pages that the examples point to: the closest page of the whole bank, meeting
 * the question in two words or more, well ahead of the next page and scoring at least `least`.
 * Undefined when the examples point elsewhere or to no page clearly.
 */
export function examplesChoose(text: string, pageIds: readonly string[], least = 0): string | undefined {
  const [best, next] = nearestExamplePages(text);
  if (!best || !pageIds.includes(best.pageId) || best.shared < 2 || best.score < least) return undefined;
  return !next || best.score >= EXAMPLE_LEAD * next.score ? best.pageId : undefined;
}
