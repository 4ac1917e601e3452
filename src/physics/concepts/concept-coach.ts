/**
 * The engine's Concept Coach: a Socratic conversation about one concept, run without any AI provider.
 *
 * Stateless by design: everything (which concept, which question is open, how the student has done)
 * is read back from the history the server sends every turn. The coach recognises its own earlier
 * questions by their exact text in the library, so no hidden markers travel in the messages.
 */
import { type CourseLevel, subtopicName } from "../../contracts/taxonomy";
import { formatQuantityLatex } from "../format-number";
import { type AnswerVerdict, checkAnswer, matchesPattern, normalizeAnswerText } from "./answer-check";
import type { AnswerCheck, Concept, Misconception } from "./concept";
import {
  CONFIDENT_SCORE,
  type ConceptMatch,
  contentTerms,
  findConcept,
  namesTopicWithoutPage,
} from "./concept-search";
import {
  agreedKeyIdea,
  type FollowUpKind,
  isQuestion,
  isStatement,
  meantTopic,
  pageForQuestion,
  statedMisconception,
} from "./follow-up";
import { ALL_CONCEPTS, conceptsOfSubtopic } from "./library";

/** One message of the conversation, as the client shows it. */
export interface CoachMessage {
  role: "user" | "assistant";
  content: string;
}

/** The research-based feature switches and the confidence rating sent with every request. */
export interface CoachFeatures {
  showMisconceptions: boolean;
  /** 1 to 5: 1-2 asks for more support, 4-5 for harder questions. */
  confidenceRating: number;
  requestErrorAnalysis: boolean;
  requestConceptualWarmup: boolean;
}

/** Everything the coach needs for one turn. */
export interface CoachInput {
  history: CoachMessage[];
  level: CourseLevel;
  perFeatures: CoachFeatures;
}

/** The coach's reply and where the conversation stands. */
export interface CoachReply {
  /** Markdown with $...$ LaTeX; never empty. */
  reply: string;
  /** The concept being coached, or null while the topic is not settled. */
  conceptId: string | null;
  /**
   * Index in the concept's question list of the question this reply asks (the challenge counts as
   * `questions.length`); 0 before the first question, and `questions.length` once finished.
   */
  questionIndex: number;
  /** True when the reply closes the concept with a summary. */
  finished: boolean;
  /** What the coach read the student's latest message as, when it answered an open question. */
  followUpKind?: FollowUpKind;
}

type StepKind = "diagnostic" | "question" | "challenge";

/** A question the coach can ask: a misconception diagnostic, a Socratic question or the challenge. */
interface Step {
  kind: StepKind;
  concept: Concept;
  /** Misconception index for diagnostics, question index for questions, questions.length for the challenge. */
  index: number;
  prompt: string;
  check: AnswerCheck;
}

type Intent =
  | "answer"
  | "dont-know"
  | "hint"
  | "why"
  | "example"
  | "real-world"
  | "skip"
  | "challenge"
  | "next-concept"
  | "agree"
  | "thanks"
  | "change-topic";

const CLARIFY_QUESTION = "Which of these is closest to what you mean?";
const COMPLETE_PREFIX = "**Concept complete: ";
const CALCULUS_WORDS = /derivative|integral|\\int|\\frac\{d|\\partial|\\oint/;

// ---------------------------------------------------------------------------------------------
// Recognising the coach's own questions in the history.

let stepsByPrompt: Map<string, Step> | undefined;

function allSteps(): Map<string, Step> {
  if (stepsByPrompt) return stepsByPrompt;
  const steps = new Map<string, Step>();
  for (const concept of ALL_CONCEPTS) {
    concept.misconceptions.forEach((misconception, index) => {
      const { prompt, check } = misconception.diagnostic;
      steps.set(prompt, { kind: "diagnostic", concept, index, prompt, check });
    });
    concept.questions.forEach((question, index) => {
      steps.set(question.prompt, {
        kind: "question",
        concept,
        index,
        prompt: question.prompt,
        check: question.check,
      });
    });
    const { prompt, check } = concept.challenge;
    steps.set(prompt, { kind: "challenge", concept, index: concept.questions.length, prompt, check });
  }
  stepsByPrompt = steps;
  return steps;
}

/** The question a coach message asks: the library prompt that appears last in it. */
function stepAskedIn(content: string): Step | undefined {
  let found: Step | undefined;
  let foundAt = -1;
  for (const [prompt, step] of allSteps()) {
    const position = content.lastIndexOf(prompt);
    if (position > foundAt) {
      found = step;
      foundAt = position;
    }
  }
  return found;
}

function conceptByTitle(title: string): Concept | undefined {
  return ALL_CONCEPTS.find((concept) => concept.title === title);
}

/** The concepts a clarification message offered, in the order it listed them. */
function offeredConcepts(content: string): Concept[] {
  if (!content.includes(CLARIFY_QUESTION)) return [];
  const offered: Concept[] = [];
  for (const match of content.matchAll(/^\d\. \*\*(.+?)\*\*/gm)) {
    const concept = conceptByTitle(match[1]);
    if (concept) offered.push(concept);
  }
  return offered;
}

/** The concept a summary (or a reply after it) closed, if the message says so. */
function summarisedConcept(content: string): Concept | undefined {
  const match = /\*\*Concept complete: (.+?)\*\*/.exec(content);
  return match ? conceptByTitle(match[1]) : undefined;
}

function sameStep(first: Step | undefined, second: Step | undefined): boolean {
  return first !== undefined && second !== undefined && first.prompt === second.prompt;
}

// ---------------------------------------------------------------------------------------------
// What the student's message is.

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== "").length;
}

// Asking outright for another topic; with nothing recognisable the coach asks which one.
const EXPLICIT_TOPIC_CHANGE =
  /\b(change|switch)( the)? (topic|subject)\b|\b(new|different|another) (topic|concept|subject)\b/;

// Phrases that may introduce a new topic; acted on only when a different concept is recognised.
const CHANGE_TOPIC =
  /\binstead\b|\blet'?s (talk|learn|move on to|switch to|do|study|look at|discuss)\b|\bcan we (talk|do|switch|learn|discuss|look at)\b|\bi (want|would like|'d like) to (learn|talk|know|study|understand)\b|\btell me about\b|\bwhat about\b|\bteach me\b/;

/** Classifies a student message into what it asks for; anything else is an answer. */
function detectIntent(text: string): Intent {
  const normalized = normalizeAnswerText(text).replace(/(?<![.!?])[.!?]+$/, "");
  const words = wordCount(normalized);
  if (CHANGE_TOPIC.test(normalized) || EXPLICIT_TOPIC_CHANGE.test(normalized)) return "change-topic";
  if (
    words <= 8 &&
    /^(i )?(really |honestly )?(don'?t|do not|dont) know\b|^idk\b|^dunno\b|^no idea\b|^no clue\b|^not sure\b|^i'?m (not sure|lost|stuck|confused)\b|^i have no (idea|clue)\b|^(i )?(give up|can'?t do (it|this))\b/.test(
      normalized,
    )
  ) {
    return "dont-know";
  }
  if (words <= 10 && /\bhint\b|\bclue\b|\bnudge\b|^help\b|^(can|could) you help/.test(normalized))
    return "hint";
  if (
    words <= 4 &&
    /^(skip|pass|next question|move on|just tell me|show me the answer|tell me the answer)\b/.test(normalized)
  ) {
    return "skip";
  }
  if (
    words <= 10 &&
    /\bchallenge\b|\bharder (question|one)\b|\bsomething harder\b|\bmake it harder\b/.test(normalized)
  ) {
    return "challenge";
  }
  if (
    words <= 10 &&
    /\breal[- ]?(world|life)\b|\beveryday\b|\bin practice\b|\bapplications?\b|\bwhere is (this|it) used\b|\bwhy does (this|it) matter\b/.test(
      normalized,
    )
  ) {
    return "real-world";
  }
  if (words <= 10 && /\bexamples?\b|\bfor instance\b/.test(normalized)) return "example";
  if (
    words <= 8 &&
    /^(but |and |ok |okay )?(why|how come)\b|^(can|could) you explain\b|^explain( (that|this|it|more|why))?$|^what do you mean\b|^i don'?t (get|understand) (it|that|this|why)\b/.test(
      normalized,
    )
  ) {
    return "why";
  }
  if (words <= 5 && /^(next|related|another one|next concept|next topic|something else)\b/.test(normalized)) {
    return "next-concept";
  }
  if (words <= 5 && /^(thanks|thank you|thx|cheers)\b/.test(normalized)) return "thanks";
  if (
    words <= 4 &&
    /^(yes|yeah|yep|sure|ok|okay|go on|go ahead|let'?s do it|please|alright|why not)\b/.test(normalized)
  ) {
    return "agree";
  }
  return "answer";
}

// ---------------------------------------------------------------------------------------------
// Plans: which questions a student gets, given level and confidence.

function confidenceOf(features: CoachFeatures): number {
  const rating = Math.round(features.confidenceRating);
  if (!Number.isFinite(rating)) return 3;
  return Math.min(5, Math.max(1, rating));
}

function questionSteps(concept: Concept, level: CourseLevel): Step[] {
  return concept.questions
    .map(
      (question, index): Step => ({
        kind: "question",
        concept,
        index,
        prompt: question.prompt,
        check: question.check,
      }),
    )
    .filter((step) => {
      const levels = concept.questions[step.index].levels;
      return !levels || levels.includes(level);
    });
}

function challengeStep(concept: Concept): Step {
  const { prompt, check } = concept.challenge;
  return { kind: "challenge", concept, index: concept.questions.length, prompt, check };
}

function diagnosticStep(concept: Concept, misconceptionIndex: number): Step | undefined {
  const misconception = concept.misconceptions[misconceptionIndex];
  if (!misconception) return undefined;
  const { prompt, check } = misconception.diagnostic;
  return { kind: "diagnostic", concept, index: misconceptionIndex, prompt, check };
}

/** The Socratic sequence: easier questions first at confidence 1-3; harder ones and the challenge at 4-5. */
function planFor(concept: Concept, level: CourseLevel, confidence: number): Step[] {
  const questions = questionSteps(concept, level);
  if (confidence >= 4) return [...questions.slice(1), challengeStep(concept)];
  return questions;
}

/** The step after `current` in the plan, or undefined when the concept is complete. */
function nextStep(current: Step, plan: Step[]): Step | undefined {
  if (current.kind === "diagnostic") return plan[0];
  return plan.find((step) => step.kind !== "diagnostic" && step.index > current.index);
}

function relatedConcept(concept: Concept): Concept {
  const siblings = conceptsOfSubtopic(concept.subtopic);
  const position = siblings.findIndex((sibling) => sibling.id === concept.id);
  const sibling = siblings[(position + 1) % siblings.length];
  if (sibling && sibling.id !== concept.id) return sibling;
  const index = ALL_CONCEPTS.findIndex((candidate) => candidate.id === concept.id);
  return ALL_CONCEPTS[(index + 1) % ALL_CONCEPTS.length];
}

// ---------------------------------------------------------------------------------------------
// Reading the history.

interface Conversation {
  /** The student's latest message. */
  message: string;
  /** Earlier messages, oldest first. */
  earlier: CoachMessage[];
  lastAssistant: string | undefined;
}

function splitHistory(history: CoachMessage[]): Conversation | undefined {
  const last = history[history.length - 1];
  if (last?.role !== "user") return undefined;
  const earlier = history.slice(0, -1);
  const lastAssistant = [...earlier].reverse().find((message) => message.role === "assistant")?.content;
  return { message: last.content, earlier, lastAssistant };
}

/** How the student has fared on the open question since it was first asked in the current run. */
interface Attempts {
  /** Wrong answers and "I don't know"s so far, not counting the latest message. */
  misses: number;
  /** Whether the hint has already been shown for this question. */
  hintShown: boolean;
  /** How many examples or real-world connections were already given while it was open. */
  examplesGiven: number;
}

function attemptsOn(step: Step, earlier: CoachMessage[]): Attempts {
  const hint = hintOf(step);
  const attempts: Attempts = { misses: 0, hintShown: false, examplesGiven: 0 };
  // The run of the coach's latest messages that all ask this same question.
  let runStart = earlier.length;
  for (let position = earlier.length - 1; position >= 0; position--) {
    const message = earlier[position];
    if (message.role !== "assistant") continue;
    if (!sameStep(stepAskedIn(message.content), step)) break;
    runStart = position;
    if (hint && message.content.includes(hint)) attempts.hintShown = true;
  }
  for (const message of earlier.slice(runStart)) {
    if (message.role !== "user") continue;
    const intent = detectIntent(message.content);
    if (intent === "answer" || intent === "dont-know" || intent === "agree") attempts.misses += 1;
    if (intent === "example" || intent === "real-world") attempts.examplesGiven += 1;
  }
  return attempts;
}

/** Questions of a concept asked so far and how many of them the student got right. */
function scoreFor(concept: Concept, history: CoachMessage[]): { asked: number; right: number } {
  const asked = new Set<string>();
  const right = new Set<string>();
  for (let position = 0; position < history.length; position++) {
    const message = history[position];
    if (message.role !== "assistant") continue;
    const step = stepAskedIn(message.content);
    if (!step || step.concept.id !== concept.id || step.kind === "diagnostic") continue;
    asked.add(step.prompt);
    const answer = history[position + 1];
    if (
      answer?.role === "user" &&
      detectIntent(answer.content) === "answer" &&
      checkAnswer(answer.content, step.check).correct
    ) {
      right.add(step.prompt);
    }
  }
  return { asked: asked.size, right: right.size };
}

// ---------------------------------------------------------------------------------------------
// Writing replies.

function hintOf(step: Step): string | undefined {
  if (step.kind === "question") return step.concept.questions[step.index].hint;
  if (step.kind === "challenge") return step.concept.challenge.hint;
  return undefined;
}

function questionOf(step: Step) {
  return step.kind === "question" ? step.concept.questions[step.index] : step.concept.challenge;
}

function keyIdeasFor(concept: Concept, level: CourseLevel): string[] {
  if (level === "calculus" && concept.calculusIdea) return [...concept.keyIdeas, concept.calculusIdea];
  return concept.keyIdeas;
}

function bulletList(items: string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

function stepLabel(step: Step, plan: Step[]): string {
  if (step.kind === "diagnostic") return "**Quick check on a common misconception:**";
  if (step.kind === "challenge") return "**Challenge question:**";
  const position = plan.findIndex((candidate) => candidate.prompt === step.prompt);
  if (position < 0) return "**Question:**";
  return `**Question ${position + 1} of ${plan.length}:**`;
}

function ask(step: Step, plan: Step[], confidence: number): string {
  const lines = [`${stepLabel(step, plan)} ${step.prompt}`];
  const hint = hintOf(step);
  // Students who rate their confidence low get the first nudge up front.
  if (confidence <= 2 && hint) lines.push(`*A nudge to get you started:* ${hint}`);
  return lines.join("\n\n");
}

function replyFor(step: Step | undefined, concept: Concept, text: string[], finished = false): CoachReply {
  const questionIndex = finished
    ? concept.questions.length
    : step && step.kind !== "diagnostic"
      ? step.index
      : 0;
  return {
    reply: text.filter((part) => part.trim() !== "").join("\n\n"),
    conceptId: concept.id,
    questionIndex,
    finished,
  };
}

function introduction(concept: Concept, level: CourseLevel, features: CoachFeatures): string[] {
  const confidence = confidenceOf(features);
  const subtopic = subtopicName(concept.subtopic) ?? concept.subtopic;
  const parts = [`### ${concept.title}\n*${subtopic}*`];
  if (confidence <= 2) {
    parts.push("Let's build this up one small step at a time. Here are the key ideas:");
    parts.push(bulletList(keyIdeasFor(concept, level)));
    parts.push(`**Picture it:** ${concept.intuition}`);
    parts.push("If you get stuck, just say *hint* or *I don't know*; that's part of learning.");
    return parts;
  }
  if (confidence >= 4) {
    const essential =
      level === "calculus" && concept.calculusIdea ? concept.calculusIdea : concept.keyIdeas[0];
    parts.push(`**In short:** ${essential}`);
    if (features.requestConceptualWarmup) parts.push(`**Picture it:** ${concept.intuition}`);
    parts.push("You rated your confidence high, so let's go straight to the harder questions.");
    return parts;
  }
  parts.push(bulletList(keyIdeasFor(concept, level)));
  if (features.requestConceptualWarmup) parts.push(`**Picture it:** ${concept.intuition}`);
  return parts;
}

function startConcept(concept: Concept, input: CoachInput, preface?: string): CoachReply {
  const confidence = confidenceOf(input.perFeatures);
  const plan = planFor(concept, input.level, confidence);
  const parts = preface ? [preface] : [];
  parts.push(...introduction(concept, input.level, input.perFeatures));
  const diagnostic = input.perFeatures.showMisconceptions ? diagnosticStep(concept, 0) : undefined;
  const first = diagnostic ?? plan[0];
  if (diagnostic) parts.push("Before we start, let's test a common misconception.");
  parts.push(ask(first, plan, confidence));
  return replyFor(first, concept, parts);
}

function clarify(candidates: ConceptMatch[], opening: string): CoachReply {
  const offered = candidates.length > 0 ? candidates.map((match) => match.concept) : defaultSuggestions();
  const list = offered
    .slice(0, 3)
    .map(
      (concept, index) =>
        `${index + 1}. **${concept.title}** (${subtopicName(concept.subtopic) ?? concept.subtopic})`,
    )
    .join("\n");
  const reply = [
    opening,
    CLARIFY_QUESTION,
    list,
    'Reply with a number, or name the topic in other words (for example "projectile motion" or "Ohm\'s law").',
  ].join("\n\n");
  return { reply, conceptId: null, questionIndex: 0, finished: false };
}

function defaultSuggestions(): Concept[] {
  const picks = ["kinematics.free-fall", "electric-current.ohms-law", "geometric-optics.refraction"];
  return picks
    .map((id) => ALL_CONCEPTS.find((concept) => concept.id === id))
    .filter((concept): concept is Concept => concept !== undefined);
}

function summary(concept: Concept, input: CoachInput, lead: string[]): CoachReply {
  const score = scoreFor(concept, input.history);
  const challengeAsked = input.history.some(
    (message) => message.role === "assistant" && message.content.includes(concept.challenge.prompt),
  );
  const related = relatedConcept(concept);
  const connection =
    challengeAsked && concept.realWorld.length > 1 ? concept.realWorld[1] : concept.realWorld[0];
  const parts = [
    ...lead,
    `${COMPLETE_PREFIX}${concept.title}**`,
    "What you worked through:",
    bulletList(keyIdeasFor(concept, input.level)),
  ];
  if (score.asked > 0) parts.push(`You answered ${score.right} of ${score.asked} questions correctly.`);
  parts.push(`**In the real world:** ${connection}`);
  parts.push(
    challengeAsked
      ? `Type **next** to explore a related concept, *${related.title}*, or ask about any other topic.`
      : `Want to go further? Type **challenge** for a harder question, or **next** to explore a related concept, *${related.title}*.`,
  );
  return replyFor(undefined, concept, parts, true);
}

/** Moves past a step that is done (answered or revealed): the next question, or the summary. */
function advance(step: Step, input: CoachInput, lead: string[]): CoachReply {
  const confidence = confidenceOf(input.perFeatures);
  const plan = planFor(step.concept, input.level, confidence);
  const following = nextStep(step, plan);
  if (!following || step.kind === "challenge") return summary(step.concept, input, lead);
  return replyFor(following, step.concept, [...lead, ask(following, plan, confidence)]);
}

/** Asks the open question again after the lead; `afterMiss` labels it as a second try. */
function reask(step: Step, input: CoachInput, lead: string[], afterMiss = false): CoachReply {
  const plan = planFor(step.concept, input.level, confidenceOf(input.perFeatures));
  // The question text is repeated verbatim so the next turn recognises it.
  const label = afterMiss && step.kind !== "diagnostic" ? "**Try again:**" : stepLabel(step, plan);
  return replyFor(step, step.concept, [...lead, `${label} ${step.prompt}`]);
}

function describeQuantity(verdict: AnswerVerdict): string | undefined {
  if (!verdict.quantity) return undefined;
  return `$${formatQuantityLatex(verdict.quantity.value, verdict.quantity.unit, 3)}$`;
}

/** Feedback that says specifically what was recognised in a wrong answer. */
function wrongAnswerFeedback(step: Step, verdict: AnswerVerdict, features: CoachFeatures): string[] {
  const feedback: string[] = [];
  const check = step.check;
  if (check.kind === "numeric") {
    const read = describeQuantity(verdict);
    if (verdict.note === "no-number")
      feedback.push("I couldn't find a number in your answer; this question needs a value.");
    else if (verdict.note === "wrong-dimension")
      feedback.push(
        `I read your answer as ${read ?? "a value"}, but that unit measures a different kind of quantity from the one asked for. Check which quantity the question wants.`,
      );
    else if (read) feedback.push(`I read your answer as ${read}, which isn't right yet.`);
    if (verdict.note === "off-by-factor" && verdict.ratio !== undefined)
      feedback.push(factorAdvice(verdict.ratio, features));
    return feedback;
  }
  if (verdict.matchedPhrases.length > 0 && check.groups.length > 1) {
    feedback.push(
      `You're on the right track with "${verdict.matchedPhrases.join('", "')}", but something is still missing.`,
    );
  } else {
    feedback.push("That's not quite it.");
  }
  return feedback;
}

function factorAdvice(ratio: number, features: CoachFeatures): string {
  const logarithm = Math.round(Math.log10(ratio));
  const detail = features.requestErrorAnalysis;
  if (Math.abs(Math.log10(ratio) - logarithm) < 0.02 && logarithm !== 0) {
    return detail
      ? `**Error analysis:** your value is off by a factor of $10^{${logarithm}}$, which usually means a unit prefix or a power of ten slipped (cm vs m, or a misplaced exponent).`
      : "Your value is off by a power of ten: check your unit conversions.";
  }
  const factor = ratio > 1 ? ratio : 1 / ratio;
  const rounded = Math.round(factor);
  if (!detail) return `Your value is off by a factor of about ${rounded}: check each factor in your working.`;
  if (rounded === 2)
    return "**Error analysis:** your value is off by a factor of 2, which often means a missing $\\tfrac12$ or a quantity that was doubled instead of halved.";
  return `**Error analysis:** your value is off by a factor of ${rounded}, which often means something should have been squared (or square-rooted).`;
}

function misconceptionIn(concept: Concept, answer: string): Misconception | undefined {
  return concept.misconceptions.find((misconception) => matchesPattern(answer, misconception.pattern));
}

function praise(step: Step, verdict: AnswerVerdict): string[] {
  if (step.check.kind !== "numeric") return [];
  const read = describeQuantity(verdict);
  if (verdict.note === "missing-unit") {
    return [
      `Your number is right. Remember to state the unit: $${formatQuantityLatex(step.check.expected.value, step.check.expected.unit, 3)}$.`,
    ];
  }
  return read ? [`Your answer, ${read}, checks out.`] : [];
}

// ---------------------------------------------------------------------------------------------
// Turns.

function handleDiagnostic(step: Step, message: string, intent: Intent, input: CoachInput): CoachReply {
  const misconception = step.concept.misconceptions[step.index];
  if (intent === "why" || intent === "example" || intent === "real-world") {
    return reask(step, input, [`**Picture it:** ${step.concept.intuition}`]);
  }
  if (intent === "dont-know" || intent === "hint" || intent === "skip" || intent === "next-concept") {
    return advance(step, input, [`Here's the idea. ${misconception.correction}`]);
  }
  const verdict = checkAnswer(message, step.check);
  if (verdict.correct) {
    return advance(step, input, [
      `Good thinking: you avoided a common misconception (many students believe that ${lowerFirst(misconception.belief)}).`,
      misconception.correction,
    ]);
  }
  if (matchesPattern(message, misconception.pattern)) {
    return advance(step, input, [
      "That's a very natural idea, and a very common one, but it isn't right.",
      misconception.correction,
    ]);
  }
  return advance(step, input, ["Not quite.", misconception.correction]);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function handleQuestion(
  step: Step,
  message: string,
  stated: Intent,
  input: CoachInput,
  earlier: CoachMessage[],
): CoachReply {
  // "Not sure, but is it four times?" is a right answer given modestly: judge it as an answer.
  const intent = stated === "dont-know" && checkAnswer(message, step.check).correct ? "answer" : stated;
  const question = questionOf(step);
  const concept = step.concept;
  const confidence = confidenceOf(input.perFeatures);
  const attempts = attemptsOn(step, earlier);
  const revealAndMoveOn = (lead: string[]) =>
    advance(step, input, [...lead, `**Answer:** ${question.answer}`]);

  switch (intent) {
    case "skip":
    case "next-concept":
      return revealAndMoveOn(["No problem, here is how it goes."]);
    case "dont-know": {
      if (attempts.misses >= 1) return revealAndMoveOn(["That's fine; let's look at the answer together."]);
      const lead = ["That's all right, let's reason it out together.", `**Hint:** ${question.hint}`];
      if (confidence <= 3) lead.push(`**Picture it:** ${concept.intuition}`);
      return reask(step, input, lead, true);
    }
    case "hint": {
      if (!attempts.hintShown) return reask(step, input, [`**Hint:** ${question.hint}`]);
      return reask(step, input, [
        `**Hint:** ${question.hint}`,
        `**Another way to see it:** ${concept.intuition}`,
      ]);
    }
    case "why": {
      const lead = [`**Why it works:** ${concept.intuition}`, bulletList(keyIdeasFor(concept, input.level))];
      return reask(step, input, lead);
    }
    case "example":
    case "real-world": {
      const connections = concept.realWorld;
      const lead =
        intent === "real-world"
          ? ["**In the real world:**", bulletList(connections)]
          : [`**Example:** ${connections[attempts.examplesGiven % connections.length]}`];
      return reask(step, input, lead);
    }
    case "challenge":
      if (step.kind === "challenge") return reask(step, input, ["This is the challenge question."]);
      return replyFor(challengeStep(concept), concept, [
        "Let's try the harder one.",
        ask(challengeStep(concept), planFor(concept, input.level, confidence), confidence),
      ]);
    case "thanks":
      return reask(step, input, ["You're welcome! Let's keep going."]);
    default:
      break;
  }

  const verdict = checkAnswer(message, step.check);
  if (verdict.correct) return advance(step, input, [...praise(step, verdict), question.followUp]);

  const topicChange = impliedTopicChange(message, concept);
  if (topicChange) return startConcept(topicChange, input, `Let's switch to **${topicChange.title}**.`);

  const lead = wrongAnswerFeedback(step, verdict, input.perFeatures);
  const misconception = misconceptionIn(concept, message);
  if (misconception) lead.push(`That answer reflects a common misconception. ${misconception.correction}`);
  if (attempts.misses >= 1) return revealAndMoveOn(lead);
  lead.push(`**Hint:** ${question.hint}`);
  if (confidence <= 2) lead.push(`**Picture it:** ${concept.intuition}`);
  return reask(step, input, lead, true);
}

/** A question about a clearly different concept, asked instead of answering, changes the topic. */
function impliedTopicChange(message: string, current: Concept): Concept | undefined {
  if (!message.trim().endsWith("?")) return undefined;
  const result = findConcept(message);
  if (result.status !== "found" || result.best.concept.id === current.id) return undefined;
  return result.best.concept;
}

/** The student's words with the talk about switching removed, so only the topic is searched. */
function topicQuery(message: string): string {
  const normalized = normalizeAnswerText(message);
  return normalized
    .replace(new RegExp(EXPLICIT_TOPIC_CHANGE.source, "g"), " ")
    .replace(new RegExp(CHANGE_TOPIC.source, "g"), " ");
}

/** A switch to the concept the student names, or undefined when the message is better read as an answer. */
function tryChangeTopic(message: string, input: CoachInput, current: Concept): CoachReply | undefined {
  const result = findConcept(topicQuery(message));
  if (result.status === "found" && result.best.concept.id !== current.id) {
    return startConcept(
      result.best.concept,
      input,
      `Sure, let's switch to **${result.best.concept.title}**.`,
    );
  }
  if (EXPLICIT_TOPIC_CHANGE.test(normalizeAnswerText(message))) {
    const candidates = result.status === "found" ? [result.best, ...result.alternatives] : result.candidates;
    return clarify(candidates, "Happy to switch topics, but I'm not sure which concept you mean.");
  }
  return undefined;
}

function changeTopic(message: string, input: CoachInput, current: Concept | undefined): CoachReply {
  const result = findConcept(topicQuery(message));
  if (result.status === "found") {
    const concept = result.best.concept;
    const preface =
      current && current.id !== concept.id ? `Sure, let's switch to **${concept.title}**.` : undefined;
    return startConcept(concept, input, preface);
  }
  return clarify(result.candidates, "Happy to switch topics, but I'm not sure which concept you mean.");
}

function chooseFromOffer(message: string, offered: Concept[]): Concept | undefined {
  const normalized = normalizeAnswerText(message);
  const ordinals = [/\b(1|one|first)\b/, /\b(2|two|second)\b/, /\b(3|three|third)\b/];
  if (wordCount(normalized) <= 4) {
    const position = ordinals.findIndex((pattern) => pattern.test(normalized));
    if (position >= 0 && offered[position]) return offered[position];
  }
  return offered.find((concept) => normalized.includes(concept.title.toLowerCase()));
}

function afterSummary(concept: Concept, message: string, intent: Intent, input: CoachInput): CoachReply {
  const challengeAsked = input.history.some(
    (entry) => entry.role === "assistant" && entry.content.includes(concept.challenge.prompt),
  );
  const confidence = confidenceOf(input.perFeatures);
  if ((intent === "challenge" || intent === "agree") && !challengeAsked) {
    const challenge = challengeStep(concept);
    return replyFor(challenge, concept, [
      "Here is a harder one.",
      ask(challenge, planFor(concept, input.level, confidence), confidence),
    ]);
  }
  if (intent === "next-concept" || intent === "agree" || intent === "challenge") {
    const related = relatedConcept(concept);
    return startConcept(related, input, `Let's move on to a related concept: **${related.title}**.`);
  }
  if (intent === "thanks") {
    return summaryFollowUp(concept, "You're welcome! Ask about any other topic whenever you like.");
  }
  if (intent === "dont-know" || intent === "hint" || intent === "skip") {
    return summaryFollowUp(
      concept,
      "No problem. We've finished this concept, so here are some ways to go on.",
    );
  }
  if (intent === "example" || intent === "real-world") {
    return summaryFollowUp(concept, ["**In the real world:**", bulletList(concept.realWorld)].join("\n\n"));
  }
  if (intent === "why") return summaryFollowUp(concept, `**Why it works:** ${concept.intuition}`);
  return changeTopic(message, input, concept);
}

function summaryFollowUp(concept: Concept, text: string): CoachReply {
  const related = relatedConcept(concept);
  return {
    reply: `${text}\n\n${COMPLETE_PREFIX}${concept.title}** Type **next** to explore *${related.title}*, or name any other topic.`,
    conceptId: concept.id,
    questionIndex: concept.questions.length,
    finished: true,
  };
}

function greeting(): CoachReply {
  return clarify(
    [],
    "Hi! I'm your Concept Coach. Tell me which physics idea you'd like to explore, in your own words.",
  );
}

/** The Concept Coach's next reply, derived from the conversation so far. */
export function conceptCoachReply(input: CoachInput): CoachReply {
  const conversation = splitHistory(input.history);
  if (!conversation) {
    // Nothing new from the student: repeat the open question if there is one.
    const lastMessage = input.history[input.history.length - 1];
    const open = lastMessage ? stepAskedIn(lastMessage.content) : undefined;
    return open ? reask(open, input, ["Whenever you're ready:"]) : greeting();
  }
  const { message, earlier, lastAssistant } = conversation;
  if (message.trim() === "") {
    const pending = lastAssistant ? stepAskedIn(lastAssistant) : undefined;
    if (pending) return reask(pending, input, ["I didn't catch an answer."]);
    return greeting();
  }
  const intent = detectIntent(message);

  if (lastAssistant === undefined) {
    // A belief stated as the question ("heavier things fall faster, right?") is put right first.
    const stated = statedMisconception(message, undefined);
    if (stated && !findsOtherPage(message, stated.concept))
      return startConcept(stated.concept, input, aboutWhatYouSaid(stated.misconception.correction));
    const result = findConcept(message);
    if (result.status === "found") return startConcept(result.best.concept, input);
    return noPage(message, result.candidates, result.ambiguous, result.otherSubject);
  }

  const offered = offeredConcepts(lastAssistant);
  if (offered.length > 0) {
    const chosen = chooseFromOffer(message, offered);
    if (chosen) return startConcept(chosen, input);
    const meant = meantTopic(message);
    const result = findConcept(meant ?? message);
    if (meant !== undefined) {
      if (result.status === "found")
        return { ...startConcept(result.best.concept, input), followUpKind: "clarification" };
      return {
        ...noPage(meant, result.candidates, result.ambiguous, result.otherSubject),
        followUpKind: "clarification",
      };
    }
    if (result.status === "found") return startConcept(result.best.concept, input);
    return clarify(result.candidates, "I still can't tell which concept you mean.");
  }

  const pending = stepAskedIn(lastAssistant);
  const finishedConcept = summarisedConcept(lastAssistant);
  if (
    finishedConcept &&
    (!pending || lastAssistant.lastIndexOf(COMPLETE_PREFIX) > lastAssistant.lastIndexOf(pending.prompt))
  ) {
    return afterSummary(finishedConcept, message, intent, input);
  }
  if (!pending) return changeTopic(message, input, undefined);
  const read = readFollowUp(message, intent, pending, input);
  if (read) return read;
  if (intent === "change-topic") {
    // "Toward the normal instead of away" is an answer, not a request to talk about normal forces.
    const explicit = EXPLICIT_TOPIC_CHANGE.test(normalizeAnswerText(message));
    const answersPending = !explicit && checkAnswer(message, pending.check).correct;
    const switched = answersPending ? undefined : tryChangeTopic(message, input, pending.concept);
    if (switched) return switched;
  }
  const effectiveIntent = intent === "change-topic" ? "answer" : intent;
  const reply =
    pending.kind === "diagnostic"
      ? handleDiagnostic(pending, message, effectiveIntent, input)
      : handleQuestion(pending, message, effectiveIntent, input, earlier);
  return reply.followUpKind ? reply : { ...reply, followUpKind: "answer" };
}

/** The opening that puts a stated misconception right before anything else. */
function aboutWhatYouSaid(correction: string): string {
  return `**First, about what you said:** it's a very common idea, but it isn't right. ${correction}`;
}

/** Whether a question names a page other than the one a misconception belongs to. */
function findsOtherPage(message: string, concept: Concept): boolean {
  const result = findConcept(message);
  return result.status === "found" && result.best.concept.subtopic !== concept.subtopic;
}

/**
 * Whether a message is phrased as a question about how something in the world behaves ("why do...",
 * "how does...", "what causes..."): such a question deserves an honest "no page", not "which concept?".
 */
export function asksHowTheWorldWorks(message: string): boolean {
  return (
    /^\s*(?:but |so |and |ok,? )?(?:why\b|how (?:come|do|does|did|can|could|is|are|would)\b|what (?:causes?|makes?|happens|would happen)\b|is it true\b|what(?:'?s| is| are) the differences? between\b)/i.test(
      message,
    ) ||
    // The scene first, the question after it: "my car shakes at 60 mph, what's going on".
    /(?:^|[,;.!?] ?| but | so | and )(?:why\b|how (?:come|does that|did that|is that)\b)|\bwhat(?:'?s| is) (?:going on|happening)\b|\bis (?:that|it|this) (?:actually |really )?true\b/i.test(
      message,
    )
  );
}

/**
 * The reply when the library has no page for a question: says so and offers the closest pages,
 * never a page about something else. With no physics words at all, it asks what the student means.
 */
function noPage(
  message: string,
  candidates: ConceptMatch[],
  ambiguous = false,
  otherSubject?: string,
): CoachReply {
  // A question of another subject (or a request such as writing an essay) is not physics: say so.
  if (otherSubject)
    return clarify(
      candidates,
      `That sounds like ${otherSubject === "writing" || otherSubject === "computing" ? `a ${otherSubject} request` : `a question for ${otherSubject}`} rather than physics. I don't have a page on that in my physics library, and I'd rather not answer a different question instead. If there is a physics side to it, these pages are the closest.`,
    );
  const physical =
    contentTerms(message).length > 0 &&
    ((candidates.length > 0 && candidates[0].score >= CONFIDENT_SCORE) ||
      asksHowTheWorldWorks(message) ||
      namesTopicWithoutPage(message));
  if (!physical) {
    // Nothing to go on ("hi", "can you help"): ask what the student means.
    if (contentTerms(message).length === 0)
      return clarify(candidates, "I'd like to help, but I'm not sure which concept you mean.");
    // Words about something, but nothing physics explains ("recommend a laptop", "the derivative of
    // x^2"): say so, and offer places to start rather than pages that only share a word with it.
    return clarify(
      [],
      "That doesn't look like a physics question, and I don't have a page on it in my physics library. If you meant something in physics, these pages are a place to start.",
    );
  }
  if (ambiguous)
    return clarify(
      candidates,
      "More than one of my pages could fit your question, and I'd rather not guess.",
    );
  const noPageYet =
    "I don't have a page on that question in my library yet, and I'd rather not answer a different question instead.";
  if (candidates.length === 0)
    return clarify(
      candidates,
      `${noPageYet} None of my pages comes close, so here are three places to start.`,
    );
  return clarify(candidates, noPageYet);
}

/**
 * Reads a message sent while a question is open for what it is: a correction of what the student
 * meant, a stated misconception, a new question or a statement. Undefined for an answer (or a
 * request such as "hint"), which the open question's handler judges.
 */
function readFollowUp(
  message: string,
  intent: Intent,
  pending: Step,
  input: CoachInput,
): CoachReply | undefined {
  const current = pending.concept;
  const tag = (reply: CoachReply, kind: FollowUpKind): CoachReply => ({ ...reply, followUpKind: kind });

  const meant = meantTopic(message);
  if (meant !== undefined) {
    const page = pageForQuestion(meant);
    if (page.kind === "found") {
      const preface =
        page.concept.id === current.id
          ? `Thanks for making that clear. Here is **${current.title}** again from the start.`
          : `Sorry, I misread your question. Let's talk about **${page.concept.title}** instead.`;
      return tag(startConcept(page.concept, input, preface), "clarification");
    }
    const result = findConcept(meant);
    const candidates = result.status === "found" ? [result.best, ...result.alternatives] : result.candidates;
    return tag(
      clarify(
        candidates,
        "Sorry, I misread your question, and I don't have a page that matches what you meant.",
      ),
      "clarification",
    );
  }

  const requests: Intent[] = ["answer", "why", "change-topic", "dont-know"];
  if (!requests.includes(intent)) return undefined;
  // A belief said almost word for word is a misconception even when it shares a word with the right answer.
  const stated = statedMisconception(message, current);
  if (checkAnswer(message, pending.check).correct && !stated?.whole) return undefined;
  if (stated) {
    const correction = aboutWhatYouSaid(stated.misconception.correction);
    if (stated.concept.id !== current.id && stated.concept.subtopic !== current.subtopic)
      return tag(startConcept(stated.concept, input, correction), "misconception");
    return tag(reask(pending, input, [correction, "Now, back to the question."]), "misconception");
  }

  if (intent !== "change-topic" && isQuestion(message) && contentTerms(message).length >= 2) {
    const page = pageForQuestion(message);
    if (page.kind === "found" && page.concept.id !== current.id)
      return tag(
        startConcept(page.concept, input, `Good question. Let's look at **${page.concept.title}**.`),
        "new-question",
      );
    if (page.kind === "found") {
      const lead = [`**Good question.** ${current.intuition}`, bulletList(keyIdeasFor(current, input.level))];
      return tag(reask(pending, input, [...lead, "With that in mind:"]), "new-question");
    }
    if (intent !== "why" && page.closest.length > 0) {
      const result = findConcept(message);
      const candidates = result.status === "found" ? [result.best] : result.candidates;
      return tag(
        noPage(message, candidates, result.status === "not-sure" && result.ambiguous),
        "new-question",
      );
    }
  }

  const idea = agreedKeyIdea(message, current);
  if (idea) {
    return tag(
      reask(pending, input, [`**Yes, that's right.** ${idea}`, "Now, back to the question."]),
      "statement",
    );
  }
  if (isStatement(message)) {
    return tag(
      reask(pending, input, [
        "Thanks for sharing that. It doesn't answer the question I asked, and I can't check it against this page, so I won't call it right or wrong.",
        "Here is the question again.",
      ]),
      "statement",
    );
  }
  return undefined;
}

/** True when a text uses the language of calculus (derivatives, integrals), which high-school replies avoid. */
export function usesCalculus(text: string): boolean {
  return CALCULUS_WORDS.test(text);
}
