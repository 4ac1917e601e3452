/**
 * npm run train:question-classifier: trains Concept Coach's question classifier on the example
 * questions of content/example-questions and stores it, with the hash of those files, in
 * `src/physics/concepts/trained/`, where the engine loads it. Rerun it after changing the example
 * questions (the server refuses to start until then) or the search's word reading.
 */
import { EXAMPLE_QUESTIONS } from "../src/physics/concepts/example-questions";
import {
  exampleQuestionsDataHash,
  QUESTION_CLASSIFIER_FOLDER,
  writeQuestionClassifierArtifact,
} from "../src/physics/concepts/question-classifier-artifact";
import { trainQuestionClassifier } from "../src/physics/concepts/question-classifier-training";

const started = performance.now();
const artifact = trainQuestionClassifier(EXAMPLE_QUESTIONS, exampleQuestionsDataHash());
writeQuestionClassifierArtifact(artifact);
console.log(
  `Trained on ${artifact.examples} example questions of ${artifact.pages.length} pages (${artifact.terms.length} words) in ${((performance.now() - started) / 1000).toFixed(1)} s; written to ${QUESTION_CLASSIFIER_FOLDER}`,
);
