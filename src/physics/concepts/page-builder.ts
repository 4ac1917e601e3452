/**
 * Short builders for library pages, so the pages that answer students' everyday questions read
 * as plain content: a question is prompt, check, answer, follow-up and hint in that order.
 */
import type { AnswerCheck, Misconception, SocraticQuestion } from "./concept";

/** A Socratic question: what is asked, how it is checked, the answer, what to say when right, the nudge. */
export function question(
  prompt: string,
  check: AnswerCheck,
  answer: string,
  followUp: string,
  hint: string,
): SocraticQuestion {
  return { prompt, check, answer, followUp, hint };
}

/** A misconception: its id, the belief, the question that exposes it, its tell-tale answer and the repair. */
export function misconception(
  id: string,
  belief: string,
  diagnostic: { prompt: string; check: AnswerCheck },
  pattern: string[][],
  correction: string,
): Misconception {
  return { id, belief, diagnostic, pattern, correction };
}
