/**
 * The offline tutor (no AI provider) on questions and problems written apart from it:
 * - Concept Coach on test/fixtures/concept-questions.json: the share of first questions that reach
 *   the page a teacher would choose (or, with no page in the library, a reply that says so), for the
 *   questions that shaped the library's vocabulary and for held-out ones; replies on another topic;
 *   follow-ups read as what they are, per kind.
 * - Interactive Tutor on ../shared/fixtures/problems/dev-set.json: sessions started, one-step
 *   sessions, sessions whose last step agrees with the set's answer; wrong answers with a specific
 *   diagnosis (typical slips planted on the first step) and specific diagnoses of a wrong answer
 *   that is no typical slip (should be none).
 * - Work Analysis on test/fixtures/typed-works.json: works with one planted error whose first wrong
 *   line is found, correct works called wrong, flawed works called correct (both should be none).
 * Run: npm run bench:tutor-offline
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { CourseLevel } from "../src/contracts/taxonomy";
import { conceptCoachReply } from "../src/physics/concepts/concept-coach";
import { ALL_CONCEPTS } from "../src/physics/concepts/library";
import { asksForSize } from "../src/physics/modes/answer-diagnosis";
import { interactiveTutorReply } from "../src/physics/modes/interactive-tutor";
import type { ChatMessage } from "../src/physics/modes/types";
import { convertQuantity } from "../src/physics/quantity/quantity";
import { referenceUnit } from "../test/dev-set";
import { gradeWorkAnalysis, percent, type TypedWork } from "./work-analysis-grade";

interface ConceptQuestion {
  question: string;
  concept: string | null;
  /** Held-out questions only: the batch they were written in, each before the search was next changed. */
  batch?: string;
}
interface FollowUpCase {
  opening: string;
  message: string;
  kind: string;
  concept?: string;
}
interface ConceptSet {
  questions: ConceptQuestion[];
  heldOut: ConceptQuestion[];
  followUps: FollowUpCase[];
}
interface DevProblem {
  id: string;
  subtopic_id: string;
  level: CourseLevel;
  problem: string;
  answer?: { value: number; unit: string; rel_tol?: number };
}

const FEATURES = {
  showMisconceptions: false,
  confidenceRating: 3,
  requestErrorAnalysis: false,
  requestConceptualWarmup: false,
};

function coachOn(questions: ConceptQuestion[], label: string) {
  let onConcept = 0;
  let otherTopic = 0;
  let otherSubtopic = 0;
  let notSure = 0;
  let offered = 0;
  const misses: string[] = [];
  for (const { question, concept } of questions) {
    const reply = conceptCoachReply({
      history: [{ role: "user", content: question }],
      level: "high-school",
      perFeatures: FEATURES,
    });
    const right =
      concept === null
        ? reply.conceptId === null && /don.t have a page/.test(reply.reply)
        : reply.conceptId === concept;
    if (right) onConcept++;
    else
      misses.push(
        `  ${question} -> ${reply.conceptId ?? "(asks which topic)"}; wanted ${concept ?? "no page"}`,
      );
    if (reply.conceptId !== null && reply.conceptId !== concept) {
      otherTopic++;
      if (concept === null || reply.conceptId.split(".")[0] !== concept.split(".")[0]) otherSubtopic++;
    }
    if (reply.conceptId === null && concept !== null) {
      notSure++;
      const title = ALL_CONCEPTS.find((entry) => entry.id === concept)?.title;
      if (title && reply.reply.includes(`**${title}**`)) offered++;
    }
  }
  console.log(`Concept Coach, ${label}: on the asked concept ${percent(onConcept, questions.length)}`);
  console.log(`  replies that start another page: ${percent(otherTopic, questions.length)}`);
  console.log(
    `  of which in another subtopic (or where the library has no page): ${percent(otherSubtopic, questions.length)}`,
  );
  console.log(
    `  "no page / which of these" replies that offer the right page among three: ${percent(offered, notSure)}`,
  );
  return misses;
}

function followUps(cases: FollowUpCase[]) {
  const byKind = new Map<string, { right: number; total: number }>();
  const misses: string[] = [];
  for (const entry of cases) {
    const history: ChatMessage[] = [{ role: "user", content: entry.opening }];
    const first = conceptCoachReply({ history, level: "high-school", perFeatures: FEATURES });
    history.push({ role: "assistant", content: first.reply }, { role: "user", content: entry.message });
    const second = conceptCoachReply({ history, level: "high-school", perFeatures: FEATURES });
    const right =
      second.followUpKind === entry.kind && (!entry.concept || second.conceptId === entry.concept);
    const tally = byKind.get(entry.kind) ?? { right: 0, total: 0 };
    tally.total++;
    if (right) tally.right++;
    else misses.push(`  [${entry.kind}] ${entry.message} -> ${second.followUpKind} ${second.conceptId}`);
    byKind.set(entry.kind, tally);
  }
  const total = [...byKind.values()].reduce((sum, tally) => sum + tally.right, 0);
  console.log(`Follow-ups answered as what they are: ${percent(total, cases.length)}`);
  for (const [kind, tally] of byKind) console.log(`  ${kind}: ${percent(tally.right, tally.total)}`);
  return misses;
}

/** Typical slips planted on a step's answer, and a wrong answer that is none of them. */
function plantedAnswers(value: number): { kind: string; value: number }[] {
  return [
    { kind: "sign", value: -value },
    { kind: "missing 1/2", value: value * 2 },
    { kind: "missing 2", value: value / 2 },
    { kind: "power of ten", value: value * 1000 },
    { kind: "power of ten", value: value / 100 },
    { kind: "unconverted km/h", value: value * 3.6 },
    { kind: "square", value: value * value },
  ];
}

function tutorOn(problems: DevProblem[]) {
  let started = 0;
  let oneStep = 0;
  let agrees = 0;
  let planted = 0;
  let diagnosed = 0;
  let control = 0;
  let falseDiagnoses = 0;
  const perSubtopic = new Map<string, { started: number; total: number }>();
  for (const problem of problems) {
    const tally = perSubtopic.get(problem.subtopic_id) ?? { started: 0, total: 0 };
    tally.total++;
    perSubtopic.set(problem.subtopic_id, tally);
    const history: ChatMessage[] = [{ role: "user", content: problem.problem }];
    const opening = interactiveTutorReply({ history, level: problem.level });
    if (opening.currentStep === 0) continue;
    started++;
    tally.started++;
    if (opening.totalSteps === 1) oneStep++;
    // The expected value of step 1 is read back by answering it wrong in a known way: the engine's
    // own script is not exposed here, so the bench works only from what a student sees.
    const finalCheck = sessionAnswer(problem, history, opening);
    if (finalCheck) agrees++;
    const firstValue = firstStepValue(problem, history, opening);
    if (firstValue === undefined || firstValue.value === 0) continue;
    for (const slip of plantedAnswers(firstValue.value)) {
      const reply = answer(history, opening.reply, `${slip.value} ${firstValue.unit}`, problem.level);
      // A slip that happens to be right (a sign on a size, a square of 1) is not a wrong answer.
      if (/\*\*Correct\.\*\*/.test(reply)) continue;
      planted++;
      if (/\*\*What went wrong:\*\*|same slip as before/.test(reply) || !/^Not quite\.\n/.test(reply))
        diagnosed++;
    }
    const odd = answer(
      history,
      opening.reply,
      `${firstValue.value * 1.37} ${firstValue.unit}`,
      problem.level,
    );
    control++;
    if (/\*\*What went wrong:\*\*/.test(odd)) falseDiagnoses++;
  }
  console.log(`Interactive Tutor on the dev set: sessions started ${percent(started, problems.length)}`);
  console.log(`  sessions of a single step: ${percent(oneStep, started)}`);
  console.log(`  sessions whose final answer agrees with the set's answer: ${percent(agrees, started)}`);
  console.log(`  planted wrong answers with a specific diagnosis: ${percent(diagnosed, planted)}`);
  console.log(
    `  wrong answers that are no typical slip given a specific diagnosis (want 0): ${percent(falseDiagnoses, control)}`,
  );
  const lines = [...perSubtopic.entries()].map(
    ([subtopic, entry]) => `${subtopic} ${entry.started}/${entry.total}`,
  );
  console.log(`  started per subtopic: ${lines.join(", ")}`);
}

function answer(history: ChatMessage[], opening: string, text: string, level: CourseLevel): string {
  return interactiveTutorReply({
    history: [...history, { role: "assistant", content: opening }, { role: "user", content: text }],
    level,
  }).reply;
}

/** The value step 1 expects, as the tutor reveals it after three hints. */
function firstStepValue(
  problem: DevProblem,
  history: ChatMessage[],
  opening: { reply: string },
): { value: number; unit: string } | undefined {
  const conversation: ChatMessage[] = [...history, { role: "assistant", content: opening.reply }];
  for (let turn = 0; turn < 4; turn++) {
    conversation.push({ role: "user", content: "hint" });
    const reply = interactiveTutorReply({ history: conversation, level: problem.level }).reply;
    conversation.push({ role: "assistant", content: reply });
    const worked = /That gives \*\*\$([^$]+)\$\*\*/.exec(reply);
    if (worked) return readLatexQuantity(worked[1]);
  }
  return undefined;
}

/** Whether the session's final answer agrees with the dev set's answer. */
function sessionAnswer(problem: DevProblem, history: ChatMessage[], opening: { reply: string }): boolean {
  if (!problem.answer) return false;
  const conversation: ChatMessage[] = [...history, { role: "assistant", content: opening.reply }];
  for (let turn = 0; turn < 40; turn++) {
    conversation.push({ role: "user", content: "hint" });
    const reply = interactiveTutorReply({ history: conversation, level: problem.level });
    conversation.push({ role: "assistant", content: reply.reply });
    if (reply.isComplete) {
      const final = /Final answer: \*\*\$([^$]+)\$\*\*/.exec(reply.reply);
      const value = final ? readLatexQuantity(final[1]) : undefined;
      if (!value) return false;
      const unit = referenceUnit(problem.answer.unit);
      const converted = unit === undefined ? undefined : convertQuantity(value, unit);
      if (!converted) return false;
      const tolerance = Math.max(problem.answer.rel_tol ?? 0.02, 0.02);
      // A size asked for ("the deceleration") agrees with the signed result of the same size.
      const given = asksForSize(problem.problem) ? Math.abs(converted.value) : converted.value;
      const wanted = asksForSize(problem.problem) ? Math.abs(problem.answer.value) : problem.answer.value;
      // The session shows its answer to the digits the data allow (1.9 for 1.86): it agrees when
      // the set's answer rounds to what is shown, or lies within the set's tolerance.
      const shownPlace =
        10 ** (Math.floor(Math.log10(Math.abs(value.value))) - (shownDigits(final?.[1] ?? "") - 1));
      const rounding = (shownPlace / 2) * Math.abs(converted.value / value.value);
      return Math.abs(given - wanted) <= Math.max(tolerance * Math.abs(wanted), rounding * 1.0001);
    }
  }
  return false;
}

const UNIT_WORDS: [RegExp, string][] = [
  [/\^\{?\\circ\}?/g, " deg"],
  [/\\Omega/g, "ohm"],
  [/\\mu/g, "u"],
  [/\^\{?(-?\d+)\}?/g, "^$1"],
  [/\\(?:,|;|!| )/g, " "],
  [/\\(?:mathrm|text)\{([^}]*)\}/g, "$1"],
  [/\\circ/g, "deg"],
];

/** "4.0\ \mathrm{m/s^2}" or "2.5 \times 10^{3}\ \mathrm{J}" as a number and a unit in engine notation. */
/** The significant digits of the number a LaTeX answer shows ("1.9" has 2, "180" has 2, "4.40" has 3). */
function shownDigits(latex: string): number {
  const number = /(-?[\d.]+)/.exec(latex.replace(/^[^=]*=\s*/, ""))?.[1] ?? "";
  const digits = number.replace(/^-?0*\.?0*/, "").replace(".", "");
  const significant = number.includes(".") ? digits : digits.replace(/0+$/, "");
  return Math.max(1, significant.length);
}

function readLatexQuantity(latex: string): { value: number; unit: string } | undefined {
  let text = latex;
  for (const [pattern, replacement] of UNIT_WORDS) text = text.replace(pattern, replacement);
  const match = /^\s*(?:[^=]*=\s*)?(-?[\d.]+)(?:\s*\\times\s*10\^(-?\d+))?\s*(.*)$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]) * 10 ** Number(match[2] ?? 0);
  const unit = match[3]
    .replace(/[{}]/g, "")
    .replace(/\\cdot|\s*·\s*/g, "*")
    .replace(/\s+/g, "")
    .replace(/^deg(?:C)?$/, (unitText) => unitText);
  return Number.isFinite(value) ? { value, unit } : undefined;
}

const typedWorks = JSON.parse(readFileSync(resolve("test/fixtures/typed-works.json"), "utf8")) as {
  works: TypedWork[];
};
const workMisses = gradeWorkAnalysis(
  typedWorks.works.filter((work) => !work.heldOut),
  "",
);
workMisses.push(
  ...gradeWorkAnalysis(
    typedWorks.works.filter((work) => work.heldOut),
    ", held-out works",
  ),
);
if (process.argv.includes("--misses")) console.log(["Work Analysis misses:", ...workMisses].join("\n"));

const conceptSet = JSON.parse(
  readFileSync(resolve("test/fixtures/concept-questions.json"), "utf8"),
) as ConceptSet;
const shaped = coachOn(conceptSet.questions, "questions that shaped the vocabulary");
const heldOut = coachOn(conceptSet.heldOut, "held-out questions");
const heldOutBatches = [...new Set(conceptSet.heldOut.map((entry) => entry.batch ?? "first"))];
if (heldOutBatches.length > 1)
  for (const batch of heldOutBatches)
    coachOn(
      conceptSet.heldOut.filter((entry) => (entry.batch ?? "first") === batch),
      `held-out questions, ${batch} batch`,
    );
const followUpMisses = followUps(conceptSet.followUps);
if (process.argv.includes("--misses")) {
  console.log(["Misses:", ...shaped, ...heldOut, ...followUpMisses].join("\n"));
}

const devSetPath = resolve("../shared/fixtures/problems/dev-set.json");
if (existsSync(devSetPath)) {
  tutorOn(JSON.parse(readFileSync(devSetPath, "utf8")) as DevProblem[]);
} else {
  console.log(`Interactive Tutor: no dev set at ${devSetPath}`);
}
