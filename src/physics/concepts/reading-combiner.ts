/**
 * Weighs the search's reading of a question together with the classifier's: for each page either
 * puts near the top, the probability that it is the page the student means. A logistic regression
 * over a few plain facts about the page (its search score and rank, whether the question names it,
 * how much of the question it leaves unexplained, the classifier's probability and rank, whether it
 * is the search's own answer), fitted on the labelled student questions of
 * `test/fixtures/concept-questions.json` by `npm run train:reading-combiner`, which writes the
 * weights to `reading-combiner-weights.ts` and prints their cross-validated figures.
 * See docs/decisions/029-concept-coach-weighs-its-two-readings.md.
 */
import type { SearchReading } from "./concept-search";
import { COMBINER_WEIGHTS } from "./reading-combiner-weights";

/** How many of each reading's closest pages are weighed. */
const CANDIDATES_EACH = 5;

/** What the combiner knows of one page for one question, by name. */
export type CandidateFeatures = Record<FeatureName, number>;

export type FeatureName =
  | "among the search's closest"
  | "search score over the best score"
  | "log search score"
  | "the search's best"
  | "words of its names (up to 3)"
  | "named by a phrase"
  | "share of the question it leaves unexplained"
  | "named by an everyday scene only"
  | "silent on the quality asked about"
  | "classifier probability"
  | "log classifier probability"
  | "the classifier's first"
  | "probability over the classifier's best"
  | "the search's answer"
  | "the search's best, named and clearly ahead"
  | "the search's best, named outright and explaining most"
  | "probability times log known words"
  | "classifier knows fewer than 4 words"
  | "the question compares"
  | "closeness of search rank";

/** A page the combiner weighs, with what it knows of it. */
export interface Candidate {
  pageId: string;
  features: CandidateFeatures;
}

/** The pages either reading puts among its closest, with the facts the combiner weighs. */
export function candidatesOf(reading: SearchReading): Candidate[] {
  const { wide, searched, classified: classifier } = reading;
  const probability = new Map(classifier.pages.map((page) => [page.pageId, page.probability]));
  const firstProbability = classifier.pages[0]?.probability ?? 0;
  const bestScore = wide[0]?.score || 1;
  const answer = searched.status === "found" ? searched.best.concept.id : undefined;
  const pageIds = [
    ...new Set([
      ...wide.slice(0, CANDIDATES_EACH).map((match) => match.concept.id),
      ...classifier.pages.slice(0, CANDIDATES_EACH).map((page) => page.pageId),
    ]),
  ];
  return pageIds.map((pageId) => {
    const rank = wide.findIndex((match) => match.concept.id === pageId);
    const match = rank >= 0 ? wide[rank] : undefined;
    const p = probability.get(pageId) ?? 0;
    const best = rank === 0;
    return {
      pageId,
      features: {
        "among the search's closest": match ? 1 : 0,
        "search score over the best score": match ? match.score / bestScore : 0,
        "log search score": match ? Math.log1p(match.score) : 0,
        "the search's best": best ? 1 : 0,
        "words of its names (up to 3)": match ? Math.min(match.specificNames, 3) : 0,
        "named by a phrase": match?.phraseMatched ? 1 : 0,
        "share of the question it leaves unexplained": match
          ? match.specificWords > 0
            ? match.unaccounted / match.specificWords
            : 0
          : 1,
        "named by an everyday scene only": match?.sceneOnly ? 1 : 0,
        "silent on the quality asked about":
          match && reading.quality && match.missing.includes(reading.quality) ? 1 : 0,
        "classifier probability": p,
        "log classifier probability": Math.log(p + 1e-4),
        "the classifier's first": classifier.pages[0]?.pageId === pageId ? 1 : 0,
        "probability over the classifier's best": firstProbability > 0 ? p / firstProbability : 0,
        "the search's answer": answer === pageId ? 1 : 0,
        "the search's best, named and clearly ahead": best && reading.confident ? 1 : 0,
        "the search's best, named outright and explaining most": best && reading.namedAndExplained ? 1 : 0,
        "probability times log known words": p * Math.log1p(classifier.knownWords),
        "classifier knows fewer than 4 words": classifier.knownWords < 4 ? 1 : 0,
        "the question compares": reading.comparison ? 1 : 0,
        "closeness of search rank": 1 / (1 + (rank >= 0 ? rank : wide.length)),
      },
    };
  });
}

/** The probability the fitted weights give a candidate. */
export function candidateProbability(features: CandidateFeatures, weights: Record<string, number>): number {
  let sum = weights.intercept ?? 0;
  for (const [name, value] of Object.entries(features)) sum += (weights[name] ?? 0) * value;
  return 1 / (1 + Math.exp(-sum));
}

/** Each candidate page with the probability that it is the one meant, most likely first. */
export interface CombinedReading {
  /** The combiner's probability of each page, and the classifier's alone. */
  pages: { pageId: string; probability: number; classifierProbability: number }[];
  /** How many different words of the question the classifier knows. */
  knownWords: number;
}

/** Weighs the candidates of a reading with the given weights (the fitted ones unless told). */
export function combinedScores(
  reading: SearchReading,
  weights: Record<string, number> = COMBINER_WEIGHTS,
): CombinedReading {
  const pages = candidatesOf(reading)
    .map(({ pageId, features }) => ({
      pageId,
      probability: candidateProbability(features, weights),
      classifierProbability: features["classifier probability"],
    }))
    .sort((first, second) => second.probability - first.probability);
  return { pages, knownWords: reading.classified.knownWords };
}
