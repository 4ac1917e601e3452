/**
 * The shape of a concept in the Concept Coach library (read from content/concept-pages by
 * `concept-page-schema.ts`), and small builders of answer checks. Text fields are markdown with
 * $...$ LaTeX.
 */
import type { CourseLevel, SubtopicId } from "../../contracts/taxonomy";
import type { ValueWithUnit } from "../bank/template";

/**
 * A check on words: each group lists alternative phrasings of one idea (matched at the start
 * of a word, so "accelerat" also matches "accelerates"); the answer is right when at least
 * `minimumGroups` groups are present (all of them when omitted).
 */
export interface KeywordCheck {
  kind: "keywords";
  groups: string[][];
  minimumGroups?: number;
  /** Phrasings that make the answer wrong even if the groups match (unless negated, as in "not zero"). */
  reject?: string[];
}

/** A check on a number with its unit; `tolerance` is relative (0.05 is 5 %). */
export interface NumericCheck {
  kind: "numeric";
  expected: ValueWithUnit;
  tolerance: number;
}

/** How a student's answer is judged. */
export type AnswerCheck = KeywordCheck | NumericCheck;

/** One step of the Socratic sequence. */
export interface SocraticQuestion {
  /** The question as asked; also how the coach recognises it in the history, so keep it unique. */
  prompt: string;
  check: AnswerCheck;
  /** The right answer in a sentence, shown after repeated misses or "I don't know". */
  answer: string;
  /** Said when the student is right: confirms and extends the idea. */
  followUp: string;
  /** Said when the student is wrong: a nudge, not the answer. */
  hint: string;
  /** Levels this question suits; all levels when omitted (calculus-only questions say so). */
  levels?: CourseLevel[];
}

/** A common wrong belief, how to detect it and how to correct it. */
export interface Misconception {
  id: string;
  /** The wrong belief in the student's own terms. */
  belief: string;
  /** A question that exposes the belief; `check` recognises the right answer. */
  diagnostic: { prompt: string; check: AnswerCheck };
  /** The tell-tale wrong answer: every group must be present (alternatives within a group). */
  pattern: string[][];
  /** What the coach says to repair the belief. */
  correction: string;
}

/** A concept the coach can teach. */
export interface Concept {
  /** Stable id "subtopic.slug", e.g. "kinematics.free-fall". */
  id: string;
  subtopic: SubtopicId;
  title: string;
  /** Words and phrases students use for it ("how fast", "falling"). */
  keywords: string[];
  /** Short paragraphs without calculus, so they suit every level. */
  keyIdeas: string[];
  /** The same idea in the language of derivatives or integrals, added at calculus level. */
  calculusIdea?: string;
  /** A picture or analogy that makes the idea feel obvious. */
  intuition: string;
  /** Three to five questions, from easier to harder. */
  questions: SocraticQuestion[];
  misconceptions: Misconception[];
  realWorld: string[];
  /** A harder question for confident students. */
  challenge: SocraticQuestion;
}

/** A keyword check that needs every group (each group is a list of alternative phrasings). */
export function allOf(...groups: string[][]): KeywordCheck {
  return { kind: "keywords", groups };
}

/** A keyword check that needs at least `minimumGroups` of the groups. */
export function someOf(minimumGroups: number, ...groups: string[][]): KeywordCheck {
  return { kind: "keywords", groups, minimumGroups };
}

/** A numeric check with a unit in engine notation and a relative tolerance (5 % by default). */
export function numeric(value: number, unit: string, tolerance = 0.05): NumericCheck {
  return { kind: "numeric", expected: { value, unit }, tolerance };
}
