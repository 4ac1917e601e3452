/**
 * Trains Concept Coach's question classifier (`question-classifier.ts`) on the bank of example
 * questions: AdaGrad steps over the examples in a fixed order, so the same bank always gives the
 * same model to the last bit. `npm run train:question-classifier` runs it and stores the model;
 * the engine only loads it.
 */
import { questionTerms } from "./concept-search";
import { inverseDocumentFrequencies, pageScores, questionFeatures, softmax } from "./question-classifier";
import type { QuestionClassifierArtifact } from "./question-classifier-artifact";

/** Passes over the bank while training. */
const EPOCHS = 10;
/** AdaGrad's base step. */
const LEARNING_RATE = 0.5;
/** L2 pull on the weights, per example seen: keeps rare words from deciding alone. */
const L2 = 1e-4;

/** The model trained on example questions by page id; `dataHash` names the data they came from. */
export function trainQuestionClassifier(
  examplesByPage: Readonly<Record<string, readonly string[]>>,
  dataHash: string,
): QuestionClassifierArtifact {
  const pages = Object.keys(examplesByPage).sort();
  const examples: { page: number; terms: string[] }[] = [];
  pages.forEach((pageId, page) => {
    for (const question of examplesByPage[pageId]) examples.push({ page, terms: questionTerms(question) });
  });
  const column = new Map<string, number>();
  const documentCounts: number[] = [];
  for (const { terms } of examples)
    for (const term of new Set(terms)) {
      let index = column.get(term);
      if (index === undefined) {
        index = column.size;
        column.set(term, index);
        documentCounts.push(0);
      }
      documentCounts[index]++;
    }
  const width = column.size;
  const idf = inverseDocumentFrequencies(documentCounts, examples.length);
  const weights = new Float64Array(pages.length * width);
  const bias = new Float64Array(pages.length);
  const rows = examples.map((example) => ({
    page: example.page,
    vector: questionFeatures(example.terms, column, idf),
  }));
  const squared = new Float64Array(pages.length * width).fill(1e-8);
  const squaredBias = new Float64Array(pages.length).fill(1e-8);
  // Interleave the pages so that each pass sees them in turn, not one page's examples in a block.
  const order = rows.map((_, i) => i).sort((a, b) => (a % 20) - (b % 20) || a - b);
  for (let epoch = 0; epoch < EPOCHS; epoch++)
    for (const i of order) {
      const { page, vector } = rows[i];
      const [indices, values] = vector;
      const probabilities = softmax(pageScores(bias, weights, width, indices, values));
      for (let k = 0; k < pages.length; k++) {
        const error = probabilities[k] - (k === page ? 1 : 0);
        const row = k * width;
        for (let j = 0; j < indices.length; j++) {
          const at = row + indices[j];
          const gradient = error * values[j] + L2 * weights[at];
          squared[at] += gradient * gradient;
          weights[at] -= (LEARNING_RATE * gradient) / Math.sqrt(squared[at]);
        }
        squaredBias[k] += error * error;
        bias[k] -= (LEARNING_RATE * error) / Math.sqrt(squaredBias[k]);
      }
    }
  return {
    dataHash,
    examples: examples.length,
    pages,
    terms: [...column.keys()],
    documentCounts,
    bias,
    weights,
  };
}
