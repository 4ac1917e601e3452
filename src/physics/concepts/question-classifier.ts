/**
 * Which page a question is about, as learned from the bank of example student questions
 * (`example-questions.ts`): a softmax (multinomial logistic) regression over the question's words
 * as the search reads them (word forms, everyday spellings, filler dropped), each weighed by
 * tf-idf. Trained once per process on first use, deterministically (fixed order, no randomness),
 * so the same question always gets the same reading.
 *
 * The search matches a question's words with a page's names; the classifier learns which words,
 * together, students use for each page, so it reads a scene ("pasta takes ages to cook up in the
 * mountains") that names no page. It never answers alone: `concept-coach.ts` asks it where the
 * search is unsure and takes its page only when it is clearly ahead. See
 * docs/decisions/028-concept-coach-learns-from-its-examples.md.
 */
import { questionTerms } from "./concept-search";
import { EXAMPLE_QUESTIONS } from "./example-questions";

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

/** Passes over the bank while training. */
const EPOCHS = 10;
/** AdaGrad's base step. */
const LEARNING_RATE = 0.5;
/** L2 pull on the weights, per example seen: keeps rare words from deciding alone. */
const L2 = 1e-4;

let model: Model | undefined;

/** Sparse tf-idf vector of a question's words: sublinear term frequency, unit length; unknown words are left out. */
function features(terms: string[], column: Map<string, number>, idf: Float64Array): [number[], number[]] {
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

function softmax(scores: Float64Array): Float64Array {
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

function scoresOf(m: Model, indices: number[], values: number[]): Float64Array {
  const scores = new Float64Array(m.pages.length);
  for (let k = 0; k < m.pages.length; k++) {
    let score = m.bias[k];
    const row = k * m.width;
    for (let j = 0; j < indices.length; j++) score += m.weights[row + indices[j]] * values[j];
    scores[k] = score;
  }
  return scores;
}

/** Trains the model on the whole bank: AdaGrad steps over the examples in a fixed order. */
function train(): Model {
  const pages = Object.keys(EXAMPLE_QUESTIONS).sort();
  const examples: { page: number; terms: string[] }[] = [];
  pages.forEach((pageId, page) => {
    for (const question of EXAMPLE_QUESTIONS[pageId]) examples.push({ page, terms: questionTerms(question) });
  });
  const column = new Map<string, number>();
  const documents: number[] = [];
  for (const { terms } of examples)
    for (const term of new Set(terms)) {
      let index = column.get(term);
      if (index === undefined) {
        index = column.size;
        column.set(term, index);
        documents.push(0);
      }
      documents[index]++;
    }
  const width = column.size;
  const idf = Float64Array.from(documents, (count) => Math.log((1 + examples.length) / (1 + count)) + 1);
  const m: Model = {
    pages,
    column,
    idf,
    width,
    weights: new Float64Array(pages.length * width),
    bias: new Float64Array(pages.length),
  };
  const rows = examples.map((example) => ({
    page: example.page,
    vector: features(example.terms, column, idf),
  }));
  const squared = new Float64Array(pages.length * width).fill(1e-8);
  const squaredBias = new Float64Array(pages.length).fill(1e-8);
  // Interleave the pages so that each pass sees them in turn, not one page's examples in a block.
  const order = rows.map((_, i) => i).sort((a, b) => (a % 20) - (b % 20) || a - b);
  for (let epoch = 0; epoch < EPOCHS; epoch++)
    for (const i of order) {
      const { page, vector } = rows[i];
      const [indices, values] = vector;
      const probabilities = softmax(scoresOf(m, indices, values));
      for (let k = 0; k < pages.length; k++) {
        const error = probabilities[k] - (k === page ? 1 : 0);
        const row = k * width;
        for (let j = 0; j < indices.length; j++) {
          const at = row + indices[j];
          const gradient = error * values[j] + L2 * m.weights[at];
          squared[at] += gradient * gradient;
          m.weights[at] -= (LEARNING_RATE * gradient) / Math.sqrt(squared[at]);
        }
        squaredBias[k] += error * error;
        m.bias[k] -= (LEARNING_RATE * error) / Math.sqrt(squaredBias[k]);
      }
    }
  return m;
}

/** The model, trained on first use. */
function trained(): Model {
  model ??= train();
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
  const [indices, values] = features(questionTerms(text), m.column, m.idf);
  if (indices.length === 0) return { pages: [], knownWords: 0 };
  const probabilities = softmax(scoresOf(m, indices, values));
  const pages = m.pages
    .map((pageId, k) => ({ pageId, probability: probabilities[k] }))
    .sort((a, b) => b.probability - a.probability)
    .slice(0, limit);
  return { pages, knownWords: indices.length };
}

/** Trains the classifier now rather than on the first question (for a server's start). */
export function prepareQuestionClassifier(): void {
  trained();
}
