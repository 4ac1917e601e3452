/**
 * Which page a question is about, as learned from the bank of example student questions
 * (`example-questions.ts`): a softmax (multinomial logistic) regression over the question's words
 * as the search reads them (word forms, everyday spellings, filler dropped), each weighed by
 * tf-idf. Trained by `npm run train:question-classifier` (`question-classifier-training.ts`,
 * deterministically: fixed order, no randomness) and loaded from `trained/` on first use, so the
 * same question always gets the same reading.
 *
 * The search matches a question's words with a page's names; the classifier learns which words,
 * together, students use for each page, so it reads a scene ("pasta takes ages to cook up in the
 * mountains") that names no page. It never answers alone: `concept-coach.ts` asks it where the
 * search is unsure and takes its page only when it is clearly ahead. See
 * docs/decisions/028-concept-coach-learns-from-its-examples.md.
 */
import { questionTerms } from "./concept-search";
import { readQuestionClassifierArtifact } from "./question-classifier-artifact";

/** A page and the probability the classifier gives it. */
export interface PageReading {
  pageId: string;
  probability: number;
}

interface Model {
  pages: string[];
  /** Column of each known word. */
  column: Map<string, number>;
  /** log inverse document frequency of each column. */
  idf: Float64Array;
  /** weights[page * width + column]. */
  weights: Float64Array;
  bias: Float64Array;
  width: number;
}

let model: Model | undefined;

/** Each word's weight by its rarity: smoothed log inverse document frequency, plus one. */
export function inverseDocumentFrequencies(
  documentCounts: readonly number[],
  examples: number,
): Float64Array {
  return Float64Array.from(documentCounts, (count) => Math.log((1 + examples) / (1 + count)) + 1);
}

/** Sparse tf-idf vector of a question's words: sublinear term frequency, unit length; unknown words are left out. */
export function questionFeatures(
  terms: string[],
  column: ReadonlyMap<string, number>,
  idf: Float64Array,
): [number[], number[]] {
  const counts = new Map<number, number>();
  for (const term of terms) {
    const index = column.get(term);
    if (index !== undefined) counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  const indices = [...counts.keys()].sort((a, b) => a - b);
  const values = indices.map((index) => (1 + Math.log(counts.get(index) as number)) * idf[index]);
  const norm = Math.hypot(...values) || 1;
  return [indices, values.map((value) => value / norm)];
}

/** Turns scores into probabilities in place (the largest score subtracted first, for range). */
export function softmax(scores: Float64Array): Float64Array {
  let top = Number.NEGATIVE_INFINITY;
  for (const score of scores) top = Math.max(top, score);
  let sum = 0;
  for (let k = 0; k < scores.length; k++) {
    scores[k] = Math.exp(scores[k] - top);
    sum += scores[k];
  }
  for (let k = 0; k < scores.length; k++) scores[k] /= sum;
  return scores;
}

/** Each page's score for a feature vector: its bias plus its weights times the vector's values. */
export function pageScores(
  bias: Float64Array,
  weights: Float64Array,
  width: number,
  indices: number[],
  values: number[],
): Float64Array {
  const scores = new Float64Array(bias.length);
  for (let k = 0; k < bias.length; k++) {
    let score = bias[k];
    const row = k * width;
    for (let j = 0; j < indices.length; j++) score += weights[row + indices[j]] * values[j];
    scores[k] = score;
  }
  return scores;
}

/** The model as stored by `npm run train:question-classifier`, checked against today's example questions. */
function loaded(): Model {
  const artifact = readQuestionClassifierArtifact();
  return {
    pages: artifact.pages,
    column: new Map(artifact.terms.map((term, index) => [term, index])),
    idf: inverseDocumentFrequencies(artifact.documentCounts, artifact.examples),
    weights: artifact.weights,
    bias: artifact.bias,
    width: artifact.terms.length,
  };
}

/** The model, loaded on first use. */
function trained(): Model {
  model ??= loaded();
  return model;
}

/** How the classifier reads a question. */
export interface QuestionReading {
  /** The most likely pages, most likely first. */
  pages: PageReading[];
  /** How many different words of the question the bank knows: the evidence the reading rests on. */
  knownWords: number;
}

/** The pages a question is most likely about, with their probabilities; none when the bank knows none of its words. */
export function classifyQuestion(text: string, limit = 3): QuestionReading {
  const m = trained();
  const [indices, values] = questionFeatures(questionTerms(text), m.column, m.idf);
  if (indices.length === 0) return { pages: [], knownWords: 0 };
  const probabilities = softmax(pageScores(m.bias, m.weights, m.width, indices, values));
  const pages = m.pages
    .map((pageId, k) => ({ pageId, probability: probabilities[k] }))
    .sort((a, b) => b.probability - a.probability)
    .slice(0, limit);
  return { pages, knownWords: indices.length };
}

/** Loads the classifier now rather than on the first question (for a server's start). */
export function prepareQuestionClassifier(): void {
  trained();
}
