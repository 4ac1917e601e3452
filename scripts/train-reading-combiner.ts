/**
 * npm run train:reading-combiner: fits the weights with which Concept Coach weighs the search's
 * reading of a question together with the classifier's (`src/physics/concepts/reading-combiner.ts`)
 * on the labelled student questions of test/fixtures/concept-questions.json, prints how the coach
 * does with weights fitted without each group of batches (cross-validation by batch), and writes
 * the weights fitted on all of them to `reading-combiner-weights.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import {
  type ConceptSearchResult,
  combinedAnswer,
  findConcept,
  type SearchReading,
  searchReading,
} from "../src/physics/concepts/concept-search";
import { type Candidate, candidatesOf, combinedScores } from "../src/physics/concepts/reading-combiner";

/** The inverse of the L2 pull on the weights (as in the usual regularised logistic regression). */
const INVERSE_REGULARISATION = 10;
/** Cross-validation folds: every sixth batch is held out together. */
const FOLDS = 6;
const WEIGHTS_FILE = "src/physics/concepts/reading-combiner-weights.ts";

interface LabelledQuestion {
  question: string;
  concept: string | null;
  batch: string;
  set: string;
}

interface Example {
  question: LabelledQuestion;
  /** The search's answer when it refuses outright (the combiner is not asked). */
  refused?: ConceptSearchResult;
  reading?: SearchReading;
  candidates: Candidate[];
}

const fixture = JSON.parse(readFileSync("test/fixtures/concept-questions.json", "utf8"));
const questions: LabelledQuestion[] = [
  ...fixture.questions.map((q: LabelledQuestion) => ({ ...q, batch: "shaping", set: "shaping" })),
  ...fixture.heldOut.map((q: LabelledQuestion) => ({ ...q, set: "held-out" })),
];
const examples: Example[] = questions.map((question) => {
  const reading = searchReading(question.question);
  if (!reading) return { question, refused: findConcept(question.question), candidates: [] };
  return { question, reading, candidates: candidatesOf(reading) };
});
const names = Object.keys(
  examples.find((example) => example.candidates.length > 0)?.candidates[0].features ?? {},
);

/** Solves a x = b by Gaussian elimination with partial pivoting (a is small and positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row][col]) > Math.abs(m[pivot][col])) pivot = row;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let row = col + 1; row < n; row++) {
      const factor = m[row][col] / m[col][col];
      for (let k = col; k <= n; k++) m[row][k] -= factor * m[col][k];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = m[row][n];
    for (let k = row + 1; k < n; k++) sum -= m[row][k] * x[k];
    x[row] = sum / m[row][row];
  }
  return x;
}

/** Regularised logistic regression by Newton's method: minimises |w|²/2 + C × log loss (intercept not pulled). */
function fitWeights(training: Example[]): Record<string, number> {
  const rows: { x: number[]; y: number }[] = [];
  for (const example of training)
    for (const candidate of example.candidates)
      rows.push({
        x: [1, ...names.map((name) => candidate.features[name as keyof typeof candidate.features])],
        y: candidate.pageId === example.question.concept ? 1 : 0,
      });
  const size = names.length + 1;
  let w = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = w.map((value, k) => (k === 0 ? 0 : value));
    const hessian = Array.from({ length: size }, (_, i) =>
      Array.from({ length: size }, (_, j) => (i === j && i > 0 ? 1 : 0)),
    );
    for (const { x, y } of rows) {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, k) => sum + value * w[k], 0)));
      const weight = INVERSE_REGULARISATION * p * (1 - p);
      for (let i = 0; i < size; i++) {
        gradient[i] += INVERSE_REGULARISATION * (p - y) * x[i];
        for (let j = 0; j < size; j++) hessian[i][j] += weight * x[i] * x[j];
      }
    }
    const step = solve(hessian, gradient);
    w = w.map((value, k) => value - step[k]);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return Object.fromEntries([["intercept", w[0]], ...names.map((name, k) => [name, w[k + 1]])]);
}

/** The page the coach opens for an example with these weights, or null where it does not open one. */
function opened(example: Example, weights: Record<string, number>): string | null {
  const { refused, reading } = example;
  const answer = refused ?? (reading && combinedAnswer(reading, combinedScores(reading, weights)));
  return answer?.status === "found" ? answer.best.concept.id : null;
}

function tally(label: string, results: { question: LabelledQuestion; page: string | null }[]) {
  const right = results.filter(({ question, page }) => page === question.concept).length;
  const wrong = results.filter(({ question, page }) => page !== null && page !== question.concept).length;
  const percent = (count: number) => `${((100 * count) / results.length).toFixed(1)} %`;
  console.log(
    `  ${label}: ${right}/${results.length} on the asked page (${percent(right)}), another page ${wrong} (${percent(wrong)})`,
  );
}

const batches = [...new Set(examples.map((example) => example.question.batch))].sort();
const crossValidated: { question: LabelledQuestion; page: string | null }[] = [];
const searchOnly: { question: LabelledQuestion; page: string | null }[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const heldOut = new Set(batches.filter((_, index) => index % FOLDS === fold));
  const weights = fitWeights(examples.filter((example) => !heldOut.has(example.question.batch)));
  for (const example of examples.filter((candidate) => heldOut.has(candidate.question.batch))) {
    crossValidated.push({ question: example.question, page: opened(example, weights) });
    const answer = example.refused ?? example.reading?.searched;
    searchOnly.push({
      question: example.question,
      page: answer?.status === "found" ? answer.best.concept.id : null,
    });
  }
}
console.log(`Cross-validated by batch (${FOLDS} folds of ${batches.length} batches):`);
for (const set of ["shaping", "held-out"]) {
  tally(
    `${set}, combined`,
    crossValidated.filter(({ question }) => question.set === set),
  );
  tally(
    `${set}, search alone`,
    searchOnly.filter(({ question }) => question.set === set),
  );
}

const weights = fitWeights(examples);
// Written the way the formatter writes it: a bare key where it is a plain name, no trailing zeros.
const lines = Object.entries(weights).map(
  ([name, value]) =>
    `  ${/^[a-z]+$/.test(name) ? name : JSON.stringify(name)}: ${Number(value.toPrecision(6))},`,
);
writeFileSync(
  WEIGHTS_FILE,
  `// Written by \`npm run train:reading-combiner\` from test/fixtures/concept-questions.json; do not edit by hand.\nexport const COMBINER_WEIGHTS: Record<string, number> = {\n${lines.join("\n")}\n};\n`,
);
console.log(`Weights fitted on all ${examples.length} questions written to ${WEIGHTS_FILE}.`);
