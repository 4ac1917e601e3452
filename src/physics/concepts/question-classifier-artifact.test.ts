import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EXAMPLE_QUESTIONS } from "./example-questions";
import {
  exampleQuestionsDataHash,
  QUESTION_CLASSIFIER_FOLDER,
  QuestionClassifierArtifactError,
  questionClassifierArtifactProblem,
  readQuestionClassifierArtifact,
  TRAIN_QUESTION_CLASSIFIER_COMMAND,
} from "./question-classifier-artifact";
import { trainQuestionClassifier } from "./question-classifier-training";
import { EXAMPLE_QUESTIONS_FOLDER } from "./read-example-questions";

const temporaryFolders: string[] = [];
afterEach(() => {
  for (const folder of temporaryFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the example questions that a test may change. */
function copyOfExampleQuestions(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "example-questions-"));
  temporaryFolders.push(folder);
  cpSync(EXAMPLE_QUESTIONS_FOLDER, folder, { recursive: true });
  return folder;
}

describe("the stored question classifier", () => {
  it("was trained on today's example questions", () => {
    expect(questionClassifierArtifactProblem()).toBeUndefined();
    expect(readQuestionClassifierArtifact().dataHash).toBe(exampleQuestionsDataHash());
  });

  it("is refused, naming the command that rebuilds it, once a question is changed", () => {
    const folder = copyOfExampleQuestions();
    const file = path.join(folder, "optics/geometric-optics.jsonl");
    const lines = readFileSync(file, "utf8").split("\n");
    lines[0] = lines[0].replace(/"question": ?"/, "$&Honestly, ");
    writeFileSync(file, lines.join("\n"));
    expect(exampleQuestionsDataHash(folder)).not.toBe(exampleQuestionsDataHash());
    const problem = questionClassifierArtifactProblem(QUESTION_CLASSIFIER_FOLDER, folder);
    expect(problem).toContain("trained on other example questions");
    expect(problem).toContain(TRAIN_QUESTION_CLASSIFIER_COMMAND);
    expect(() => readQuestionClassifierArtifact(QUESTION_CLASSIFIER_FOLDER, folder)).toThrow(
      QuestionClassifierArtifactError,
    );
  });

  it("is refused once a question is added or a file moved", () => {
    const added = copyOfExampleQuestions();
    const file = path.join(added, "optics/geometric-optics.jsonl");
    writeFileSync(
      file,
      `${readFileSync(file, "utf8")}{"page": "geometric-optics.refraction", "set": 5, "question": "why does a straw look bent in water"}\n`,
    );
    expect(questionClassifierArtifactProblem(QUESTION_CLASSIFIER_FOLDER, added)).toContain(
      TRAIN_QUESTION_CLASSIFIER_COMMAND,
    );
    const moved = copyOfExampleQuestions();
    cpSync(path.join(moved, "optics"), path.join(moved, "light"), { recursive: true });
    rmSync(path.join(moved, "optics"), { recursive: true });
    expect(exampleQuestionsDataHash(moved)).not.toBe(exampleQuestionsDataHash());
  });

  it("reads line endings written either way as the same questions", () => {
    const folder = copyOfExampleQuestions();
    const file = path.join(folder, "optics/geometric-optics.jsonl");
    writeFileSync(file, readFileSync(file, "utf8").replace(/\n/g, "\r\n"));
    expect(exampleQuestionsDataHash(folder)).toBe(exampleQuestionsDataHash());
  });

  it("is missing: the check says so and names the command", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "trained-"));
    temporaryFolders.push(empty);
    const problem = questionClassifierArtifactProblem(empty);
    expect(problem).toContain("is missing");
    expect(problem).toContain(TRAIN_QUESTION_CLASSIFIER_COMMAND);
  });

  it("is, to the last bit, what training on today's bank gives (so a change to the word reading is caught too)", () => {
    const stored = readQuestionClassifierArtifact();
    const retrained = trainQuestionClassifier(EXAMPLE_QUESTIONS, exampleQuestionsDataHash());
    expect(retrained.pages).toEqual(stored.pages);
    expect(retrained.terms).toEqual(stored.terms);
    expect(retrained.documentCounts).toEqual(stored.documentCounts);
    expect(Buffer.from(retrained.bias.buffer).equals(Buffer.from(stored.bias.buffer))).toBe(true);
    expect(Buffer.from(retrained.weights.buffer).equals(Buffer.from(stored.weights.buffer))).toBe(true);
  }, 120_000);
});
