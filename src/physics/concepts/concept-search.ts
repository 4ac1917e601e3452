/**
 * Finding the concept a student means from their own words, with minisearch: fuzzy and prefix
 * matching over titles, keywords, subtopic names and the explanations, titles and keywords boosted.
 * See docs/decisions/012-concept-search-with-minisearch.md.
 */
import MiniSearch from "minisearch";
import { subtopicName } from "../../contracts/taxonomy";
import type { Concept } from "./concept";
import { ALL_CONCEPTS } from "./library";

/** A concept with its search score (higher is better; the scale is minisearch's BM25 score). */
export interface ConceptMatch {
  concept: Concept;
  score: number;
}

/** The outcome of a search: a confident best match, or "not sure" with the closest candidates. */
export type ConceptSearchResult =
  | { status: "found"; best: ConceptMatch; alternatives: ConceptMatch[] }
  | { status: "not-sure"; candidates: ConceptMatch[] };

/** Below this score a match is too weak to act on; calibrated against the phrasing table in the tests. */
export const CONFIDENT_SCORE = 8;

// Words that carry no topic: question words, filler and classroom talk.
const STOP_WORDS = new Set(
  (
    "a an the and or but if of to in on at by for from with about into over under as is are was were be been being " +
    "do does did doing have has had having i me my we our you your he she it its they them their this that these those " +
    "what which who whom whose why how when where there here can could would should will shall may might must " +
    "not no yes so than then too very just really quite also only even still again ever " +
    "explain understand understanding tell teach help learn learning know get got confused confusing question " +
    "please thanks thank concept topic idea ideas physics work out mean means meaning lets let us want like need " +
    "some any all more most less much many one two thing things stuff something someone way ways happen happens " +
    "happening make makes made go goes going come comes say says said think thought see look " +
    "don dont don't didnt doesnt idk dunno sure okay ok yes yeah hi hello hey"
  ).split(" "),
);

// "work" is also a physics term; keep it when the student writes it, but not as filler ("work out").
STOP_WORDS.delete("work");

/** A light stemmer so "falling", "falls" and "fall", or "heavier" and "heavy", meet. */
export function stemTerm(term: string): string {
  let word = term;
  if (word.length <= 3) return word;
  if (word.endsWith("ies") || word.endsWith("ied")) return `${word.slice(0, -3)}i`;
  if (word.endsWith("iest")) return `${word.slice(0, -4)}i`;
  if (word.endsWith("ier")) return `${word.slice(0, -3)}i`;
  if (word.endsWith("ing") && word.length > 5) word = word.slice(0, -3);
  else if (word.endsWith("ed") && word.length > 4) word = word.slice(0, -2);
  else if (word.endsWith("ly") && word.length > 4) word = word.slice(0, -2);
  else if (word.endsWith("er") && word.length > 5) word = word.slice(0, -2);
  else if (word.endsWith("es") && word.length > 4) word = word.slice(0, -2);
  else if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) word = word.slice(0, -1);
  if (word.endsWith("y") && word.length > 3) word = `${word.slice(0, -1)}i`;
  if (word.endsWith("e") && word.length > 3) word = word.slice(0, -1);
  return word;
}

/** Lower-cases, drops stop words and one-letter tokens, and stems. */
export function processSearchTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/[\u2019']/g, "");
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stemTerm(word);
}

interface SearchDocument {
  id: string;
  title: string;
  keywords: string;
  subtopic: string;
  explanation: string;
}

function toDocument(concept: Concept): SearchDocument {
  return {
    id: concept.id,
    title: concept.title,
    keywords: concept.keywords.join(" "),
    subtopic: subtopicName(concept.subtopic) ?? concept.subtopic,
    explanation: [...concept.keyIdeas, concept.intuition].join(" ").replace(/\$[^$]*\$/g, " "),
  };
}

const SEARCH_OPTIONS = {
  boost: { title: 4, keywords: 2.5, subtopic: 2, explanation: 0.4 },
  // Prefix and fuzzy matching only for longer words: short ones match far too much.
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  combineWith: "OR" as const,
};

let index: MiniSearch<SearchDocument> | undefined;
const conceptsById = new Map<string, Concept>();

function searchIndex(): MiniSearch<SearchDocument> {
  if (index) return index;
  const built = new MiniSearch<SearchDocument>({
    fields: ["title", "keywords", "subtopic", "explanation"],
    processTerm: processSearchTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  for (const concept of ALL_CONCEPTS) conceptsById.set(concept.id, concept);
  built.addAll(ALL_CONCEPTS.map(toDocument));
  index = built;
  return built;
}

/** The concepts that best match the text, best first, with their scores. */
export function searchConcepts(text: string, limit = 3): ConceptMatch[] {
  // "How does a pendulum work?" is about pendulums, not about work; "work out" is filler too.
  const query = text
    .slice(0, 500)
    .replace(/\b(how (do|does|did)\b.*?)\bworks?\b/gi, "$1")
    .replace(/\bwork(ing|ed)? (it )?out\b/gi, " ");
  const results = searchIndex().search(query);
  const matches: ConceptMatch[] = [];
  for (const result of results) {
    const concept = conceptsById.get(String(result.id));
    if (concept) matches.push({ concept, score: result.score });
    if (matches.length >= limit) break;
  }
  return matches;
}

/** The concept the student most likely means, or "not sure" with the closest three. */
export function findConcept(text: string): ConceptSearchResult {
  const matches = searchConcepts(text, 4);
  const [best, ...others] = matches;
  if (!best || best.score < CONFIDENT_SCORE) return { status: "not-sure", candidates: matches.slice(0, 3) };
  return { status: "found", best, alternatives: others.slice(0, 2) };
}

/** The concept with this id, or undefined. */
export function conceptById(id: string): Concept | undefined {
  searchIndex();
  return conceptsById.get(id);
}
