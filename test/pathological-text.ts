/**
 * Texts built to make a reader take quadratic or worse time (re-parsing prefixes, backtracking
 * patterns, a pass over the rest of the text per number), at the API's largest text, and every
 * public entry of the engine that reads student or model text. Shared by the time test of the
 * engine's entries and by `npm run bench:pathological`.
 */
import {
  analyzeWork,
  checkReplyLines,
  conceptCoachReply,
  finalAnswerConfirmer,
  interactiveTutorReply,
  searchConcepts,
  solveProblem,
  solveProblemReply,
  solveText,
} from "../src/physics/engine";

/** The longest text a tutor call accepts (`MAX_TEXT_LENGTH` of the contracts). */
export const LONGEST_TEXT = 20_000;

function repeatTo(piece: string, length: number): string {
  return piece.repeat(Math.ceil(length / piece.length)).slice(0, length);
}

/** A seeded string of the characters physics text is made of, in no order. */
function scrambledPhysicsText(length: number): string {
  const alphabet = "0123456789.,=+-*/^()[]{}$\\ _xvatmsgkJNWΩμ°²³×·≈\nFinal answer:text{frac}";
  let seed = 12345;
  let text = "";
  while (text.length < length) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    text += alphabet[seed % alphabet.length];
  }
  return text;
}

/** Each shape at the given length (the API's largest text by default). */
export function pathologicalTexts(length = LONGEST_TEXT): Record<string, string> {
  return {
    "ones and commas": repeatTo("1,", length),
    "one long number": repeatTo("1", length),
    "ones and spaces": repeatTo("1 ", length),
    "digits and points": repeatTo("1.", length),
    quantities: repeatTo("1 m ", length),
    "quantities with speeds": repeatTo("x = 1 m/s\n", length),
    "equation lines": repeatTo("v^2 = u^2 + 2as\n", length),
    "powers of ten": repeatTo("3×10^", length),
    "slashes after ones": repeatTo("1/", length),
    "an ordinary problem repeated": repeatTo(
      "A 2.0 kg ball is thrown upward at 12 m/s from a 3.0 m high ledge. How high does it rise? ",
      length,
    ),
    "points before a letter": `${".".repeat(length - 1)}x`,
    "marks before a letter": `${repeatTo("!?", length - 1)}x`,
    "final-answer labels": repeatTo("Final answer: ", length),
    "unclosed text commands": repeatTo("\\text{", length),
    "unclosed fractions": repeatTo("\\frac{", length),
    "unclosed subscripts": repeatTo("_{ ", length),
    "opening parentheses": "(".repeat(length),
    "dollar signs": "$".repeat(length),
    "spaces then a line separator": `${" ".repeat(length - 12)}\u2028What is x?`,
    "X versus Y": repeatTo("force vs ", length),
    "scrambled physics characters": scrambledPhysicsText(length),
  };
}

const FEATURES = {
  showMisconceptions: true,
  confidenceRating: 3,
  requestErrorAnalysis: true,
  requestConceptualWarmup: false,
};
const PROBLEM = "A car accelerates from rest at 2.0 m/s² for 5.0 s. How far does it travel?";
const TUTOR_OPENING = interactiveTutorReply({
  history: [{ role: "user", content: PROBLEM }],
  level: "high-school",
  perFeatures: FEATURES,
}).reply;
const COACH_QUESTION = "What is inertia?";
const COACH_OPENING = conceptCoachReply({
  history: [{ role: "user", content: COACH_QUESTION }],
  level: "high-school",
  perFeatures: FEATURES,
}).reply;

/** Every exported entry of the engine that reads a student's or a model's text, by name. */
export const ENGINE_ENTRIES: Record<string, (text: string) => unknown> = {
  solveText: (text) => solveText(text),
  "solveProblemReply (problem)": (text) =>
    solveProblemReply({ problem: text, level: "high-school", perFeatures: FEATURES }),
  "interactiveTutorReply (first message)": (text) =>
    interactiveTutorReply({
      history: [{ role: "user", content: text }],
      level: "high-school",
      perFeatures: FEATURES,
    }),
  "interactiveTutorReply (answer to a step)": (text) =>
    interactiveTutorReply({
      history: [
        { role: "user", content: PROBLEM },
        { role: "assistant", content: TUTOR_OPENING },
        { role: "user", content: text },
      ],
      level: "high-school",
      perFeatures: FEATURES,
    }),
  "analyzeWork (work)": (text) =>
    analyzeWork({ problem: PROBLEM, studentWork: text, level: "high-school", perFeatures: FEATURES }),
  "analyzeWork (problem)": (text) =>
    analyzeWork({
      problem: text,
      studentWork: "d = 1/2 a t^2 = 25 m",
      level: "high-school",
      perFeatures: FEATURES,
    }),
  "analyzeWork (problem written in the work)": (text) =>
    analyzeWork({
      problem: "",
      studentWork: text,
      problemInWork: true,
      level: "high-school",
      perFeatures: FEATURES,
    }),
  "conceptCoachReply (first message)": (text) =>
    conceptCoachReply({
      history: [{ role: "user", content: text }],
      level: "high-school",
      perFeatures: FEATURES,
    }),
  "conceptCoachReply (answer to the coach)": (text) =>
    conceptCoachReply({
      history: [
        { role: "user", content: COACH_QUESTION },
        { role: "assistant", content: COACH_OPENING },
        { role: "user", content: text },
      ],
      level: "high-school",
      perFeatures: FEATURES,
    }),
  searchConcepts: (text) => searchConcepts(text),
  "checkReplyLines (model reply)": (text) => checkReplyLines(text),
  "finalAnswerConfirmer (problem)": (text) => finalAnswerConfirmer(text, {}),
  "solveProblem (model tool)": (text) => solveProblem(text),
};
