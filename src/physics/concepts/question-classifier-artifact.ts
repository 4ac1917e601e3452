/**
 * Concept Coach's trained classifier as a file: `npm run train:question-classifier` trains it on
 * the example questions and writes it to `trained/`, with a hash of the question files it learned
 * from; the engine loads it instead of training at every start. A model whose hash is not the
 * hash of today's question files was trained on other questions: loading it is an error that
 * says which command rebuilds it.
 *
 * Two files: `question-classifier.json` (the data hash, the pages, the vocabulary and each word's
 * document count) and `question-classifier.weights` (the biases, then the weights row by row, as
 * little-endian 64-bit floats), so the loaded model is the trained one to the last bit.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { EXAMPLE_QUESTIONS_FOLDER } from "./read-example-questions";

/** The folder of the trained classifier in this checkout. */
export const QUESTION_CLASSIFIER_FOLDER = fileURLToPath(new URL("./trained/", import.meta.url));

/** The command that rebuilds the classifier, as named in error messages and the README. */
export const TRAIN_QUESTION_CLASSIFIER_COMMAND = "npm run train:question-classifier";

const DESCRIPTION_FILE = "question-classifier.json";
const WEIGHTS_FILE = "question-classifier.weights";

/** What the trained classifier is: everything but its weights. */
const descriptionSchema = z.strictObject({
  dataHash: z.string().regex(/^sha256:[0-9a-f]{64}$/),
  examples: z.number().int().positive(),
  pages: z.array(z.string()).min(1),
  terms: z.array(z.string()),
  documentCounts: z.array(z.number().int().positive()),
});

/** The trained classifier as stored: its description and its biases and weights. */
export interface QuestionClassifierArtifact {
  /** The hash of the example question files it was trained on (`exampleQuestionsDataHash`). */
  dataHash: string;
  /** How many example questions it was trained on. */
  examples: number;
  /** The pages, in the order of the weights' rows. */
  pages: string[];
  /** The words it knows, in the order of the weights' columns. */
  terms: string[];
  /** In how many example questions each word stands. */
  documentCounts: number[];
  /** One bias a page. */
  bias: Float64Array;
  /** weights[page * terms.length + column]. */
  weights: Float64Array;
}

/** The trained classifier is missing, unreadable or trained on other example questions. */
export class QuestionClassifierArtifactError extends Error {
  constructor(problem: string) {
    super(`Concept Coach's question classifier ${problem}. Run \`${TRAIN_QUESTION_CLASSIFIER_COMMAND}\`.`);
    this.name = "QuestionClassifierArtifactError";
  }
}

/**
 * The hash of the example question files: each file's path in the folder and its text (line
 * endings as "\n"), in path order. Any change to a question, its page or its file changes it.
 */
export function exampleQuestionsDataHash(folder: string = EXAMPLE_QUESTIONS_FOLDER): string {
  const hash = createHash("sha256");
  const files = (readdirSync(folder, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".jsonl"))
    .sort();
  for (const file of files) {
    const text = readFileSync(path.join(folder, file), "utf8").replace(/\r\n/g, "\n");
    hash.update(`${file}\n${text.length}\n${text}`);
  }
  return `sha256:${hash.digest("hex")}`;
}

/** Writes the trained classifier to a folder (by default the one the engine loads). */
export function writeQuestionClassifierArtifact(
  artifact: QuestionClassifierArtifact,
  folder: string = QUESTION_CLASSIFIER_FOLDER,
): void {
  const { bias, weights, ...description } = artifact;
  writeFileSync(path.join(folder, DESCRIPTION_FILE), `${JSON.stringify(description)}\n`);
  const bytes = Buffer.alloc((bias.length + weights.length) * 8);
  bias.forEach((value, index) => {
    bytes.writeDoubleLE(value, index * 8);
  });
  weights.forEach((value, index) => {
    bytes.writeDoubleLE(value, (bias.length + index) * 8);
  });
  writeFileSync(path.join(folder, WEIGHTS_FILE), bytes);
}

/** Reads the stored classifier's description alone (no weights): enough to check its data hash. */
function readDescription(folder: string): z.infer<typeof descriptionSchema> {
  let text: string;
  try {
    text = readFileSync(path.join(folder, DESCRIPTION_FILE), "utf8");
  } catch {
    throw new QuestionClassifierArtifactError(`is missing (${path.join(folder, DESCRIPTION_FILE)})`);
  }
  const parsed = descriptionSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new QuestionClassifierArtifactError(`file ${DESCRIPTION_FILE} is not valid`);
  const description = parsed.data;
  if (description.documentCounts.length !== description.terms.length)
    throw new QuestionClassifierArtifactError(`file ${DESCRIPTION_FILE} does not give one count a word`);
  return description;
}

/**
 * Why the stored classifier cannot serve the example questions of today, or undefined when it can:
 * the check the server makes before it starts.
 */
export function questionClassifierArtifactProblem(
  folder: string = QUESTION_CLASSIFIER_FOLDER,
  examplesFolder: string = EXAMPLE_QUESTIONS_FOLDER,
): string | undefined {
  try {
    checkDataHash(readDescription(folder).dataHash, examplesFolder);
    return undefined;
  } catch (error) {
    if (error instanceof QuestionClassifierArtifactError) return error.message;
    throw error;
  }
}

function checkDataHash(stored: string, examplesFolder: string): void {
  if (stored !== exampleQuestionsDataHash(examplesFolder))
    throw new QuestionClassifierArtifactError(
      "was trained on other example questions than those in content/example-questions",
    );
}

/** Reads the stored classifier, after checking that it was trained on today's example questions. */
export function readQuestionClassifierArtifact(
  folder: string = QUESTION_CLASSIFIER_FOLDER,
  examplesFolder: string = EXAMPLE_QUESTIONS_FOLDER,
): QuestionClassifierArtifact {
  const description = readDescription(folder);
  checkDataHash(description.dataHash, examplesFolder);
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(folder, WEIGHTS_FILE));
  } catch {
    throw new QuestionClassifierArtifactError(`is missing its weights (${path.join(folder, WEIGHTS_FILE)})`);
  }
  const pages = description.pages.length;
  const expected = (pages + pages * description.terms.length) * 8;
  if (bytes.length !== expected)
    throw new QuestionClassifierArtifactError(
      `weights file has ${bytes.length} bytes where its description asks for ${expected}`,
    );
  const values = new Float64Array(bytes.length / 8);
  for (let index = 0; index < values.length; index++) values[index] = bytes.readDoubleLE(index * 8);
  return { ...description, bias: values.slice(0, pages), weights: values.slice(pages) };
}
