/**
 * Reading what a student's message is, before judging it as an answer: a correction of what they
 * meant ("I was asking about a ball, not magnets"), a new question, a stated misconception, or a
 * statement of their own. Anything else is an answer to the coach's open question.
 */
import { normalizeAnswerText } from "./answer-check";
import type { Concept, Misconception } from "./concept";
import { contentTerms, findConcept } from "./concept-search";
import { ALL_CONCEPTS } from "./library";

/** What a follow-up message is, as the coach answers it. */
export type FollowUpKind = "answer" | "new-question" | "clarification" | "statement" | "misconception";

/** "I meant X", "I was asking about X", "no, X", "not Y, X": the student corrects what was understood. */
const CLARIFICATION =
  /^(?:no[,.!]?\s+|sorry[,.!]?\s+|actually[,.!]?\s+|wait[,.!]?\s+)*(?:i (?:meant|mean|was asking|am asking|'m asking|asked|was talking|'m talking|am talking|wanted to know|was wondering)(?: about| of| if)?|my question (?:is|was)(?: about)?|i didn'?t (?:mean|ask about)|that'?s not what i (?:meant|asked|was asking))\b/;

/** The words of a clarification that name what the student meant, without what they did not mean. */
export function meantTopic(message: string): string | undefined {
  const normalized = normalizeAnswerText(message);
  if (!CLARIFICATION.test(normalized)) return undefined;
  // "about a ball, not magnets" / "not magnets but balls": drop the part after "not".
  const withoutDenied = normalized
    .replace(/\bnot (?:about )?(?:the |an? )?[^,.;!?]*?(?:,|\bbut\b|$)/g, " ")
    .replace(CLARIFICATION, " ");
  const text = withoutDenied.replace(/\s+/g, " ").trim();
  return text === "" ? undefined : text;
}

const QUESTION_START =
  /^(?:(?:ok(?:ay)?|but|and|so|hmm+|wait|also|then|oh)[,.!]?\s+)*(?:why|what|how|when|where|which|who|does|do|did|is|are|can|could|would|will|should|if)\b/;

/** Whether a message asks a question of its own rather than offering an answer. */
export function isQuestion(message: string): boolean {
  const normalized = normalizeAnswerText(message);
  // "Is it 4 times?" and "is that because of friction?" offer an answer as a question.
  if (
    /^(?:(?:so|then|ok(?:ay)?)[,\s]+)?(?:is it|it'?s|is that|was it|would it be|could it be|does it|do they|are they)\b/.test(
      normalized,
    )
  )
    return false;
  return normalized.endsWith("?") || QUESTION_START.test(normalized);
}

/** Phrases that introduce what the student believes or knows, rather than an answer. */
const STATEMENT_OPENING =
  /^(?:(?:but|ok(?:ay)?|well|so)[,\s]+)?(?:i (?:know|think|thought|read|heard|learned|learnt|believe|remember|was told)|my (?:teacher|textbook|book|friend|dad|mum|mom) (?:said|says|told)|(?:someone|people) (?:say|said|told)|isn'?t it true)\b/;

/** Whether a message states something of the student's own (a belief or a fact they know). */
export function isStatement(message: string): boolean {
  return STATEMENT_OPENING.test(normalizeAnswerText(message));
}

const NEGATION = /\b(?:not|never|no|isn'?t|aren'?t|don'?t|doesn'?t|didn'?t|won'?t|can'?t|cannot)\b/;

function hasNegation(text: string): boolean {
  return NEGATION.test(normalizeAnswerText(text));
}

/** A question that asks for confirmation of a belief: "..., right?", "isn't it?", "correct?". */
const CONFIRMATION_TAG =
  /(?:,|\b)\s*(?:right|correct|true|isn'?t it|aren'?t they|don'?t they|doesn'?t it|no)\s*\?*$/;

/** Whether a message asserts something: a statement, or a belief put as a question for confirmation. */
export function asserts(message: string): boolean {
  const normalized = normalizeAnswerText(message);
  return isStatement(message) || CONFIRMATION_TAG.test(normalized) || !isQuestion(message);
}

/**
 * What a teacher or a textbook said, reported by the student ("my teacher said laser light is
 * coherent, what does that mean"): the student asks about it, and it is not their misconception.
 */
const REPORTED_FROM_CLASS =
  /\b(?:teacher|textbook|text book|book|professor|prof|lecturer|tutor|instructor)s? (?:\w+ )?(?:said|says|say|told|tells|wrote|writes|mentioned|explained|explains|keeps saying)\b/;

/** A misconception of the library that a message states as true, preferring the current page's. */
export function statedMisconception(
  message: string,
  current: Concept | undefined,
): { concept: Concept; misconception: Misconception; whole: boolean } | undefined {
  if (!asserts(message) || REPORTED_FROM_CLASS.test(normalizeAnswerText(message))) return undefined;
  const said = new Set(contentTerms(message));
  if (said.size < 2) return undefined;
  const negated = hasNegation(message);
  let best: { concept: Concept; misconception: Misconception; overlap: number; whole: boolean } | undefined;
  const pages = current
    ? [current, ...ALL_CONCEPTS.filter((concept) => concept.id !== current.id)]
    : ALL_CONCEPTS;
  for (const concept of pages) {
    for (const misconception of concept.misconceptions) {
      const belief = new Set(contentTerms(misconception.belief));
      const shared = [...said].filter((term) => belief.has(term)).length;
      // Most of what the student said is the belief, and neither negates what the other affirms.
      if (shared < 2 || shared / said.size < 0.6 || shared / belief.size < 0.25) continue;
      if (negated !== hasNegation(misconception.belief)) continue;
      const overlap = shared / said.size + (concept.id === current?.id ? 0.2 : 0);
      // The student says the belief almost word for word.
      const whole = shared / said.size >= 0.75 && shared / belief.size >= 0.5;
      if (!best || overlap > best.overlap) best = { concept, misconception, overlap, whole };
    }
  }
  return best && { concept: best.concept, misconception: best.misconception, whole: best.whole };
}

/** The key idea of a page that a statement agrees with, when most of its words are the idea's. */
export function agreedKeyIdea(message: string, concept: Concept): string | undefined {
  const said = new Set(contentTerms(message));
  if (said.size < 2) return undefined;
  let best: { idea: string; share: number } | undefined;
  for (const idea of concept.keyIdeas) {
    const terms = new Set(contentTerms(idea.replace(/\$[^$]*\$/g, " ")));
    const shared = [...said].filter((term) => terms.has(term)).length;
    const share = shared / said.size;
    if (shared >= 2 && share >= 0.6 && (!best || share > best.share)) best = { idea, share };
  }
  if (!best || hasNegation(message) !== hasNegation(best.idea)) return undefined;
  return best.idea;
}

/** The page a new question is about, or the closest pages when the library has none for it. */
export function pageForQuestion(
  message: string,
): { kind: "found"; concept: Concept } | { kind: "none"; closest: Concept[] } {
  const result = findConcept(message);
  if (result.status === "found") return { kind: "found", concept: result.best.concept };
  return { kind: "none", closest: result.candidates.map((candidate) => candidate.concept) };
}
