/**
 * The physics engine as the LLM brain's toolkit: calculator tools and the final-answer check.
 */

import {
  checkFinalAnswer,
  checkReplyLines,
  convertUnits,
  evaluateExpression,
  type FinalAnswerConfirmer,
  finalAnswerConfirmer,
  lookupConstantForTool,
  parseQuantity,
  solveProblem,
} from "../../physics/engine";
import type { EngineToolkit } from "./engine-toolkit";

/** Turns the LaTeX of an answer ("24.5\ \mathrm{m/s}") into plain text ("24.5 m/s"). */
export function latexToPlain(text: string): string {
  return text
    .replace(/\$/g, "")
    .replace(/\\(mathrm|text|operatorname)\{([^{}]*)\}/g, "$2")
    .replace(/\\times/g, "×")
    .replace(/\\cdot/g, "·")
    .replace(/\\Omega/g, "Ω")
    .replace(/\\mu/g, "μ")
    .replace(/\^\{\\circ\}|\^\\circ|\\circ/g, "°")
    .replace(/\{([^{}]*)\}/g, "$1")
    .replace(/\\[,;!: ]/g, " ")
    .replace(/\*\*/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Reads the "Final answer: value unit" line of a reply. */
export function readFinalAnswer(reply: string): { value: number; unit: string } | undefined {
  const lines = reply.split(/\r\n|[\n\r\u2028\u2029]/).reverse();
  for (const line of lines) {
    // Found by position, then trimmed by an anchored pattern: a chain of optional spaces and
    // colons in one pattern backtracks for minutes on a long run of spaces.
    const label = /final answer/i.exec(line);
    if (!label) continue;
    const answer = line.slice(label.index + label[0].length).replace(/^[\s:：*]+/, "");
    if (answer === "") continue;
    let text = latexToPlain(answer);
    // "v = 24.5 m/s" or "v ≈ 24.5 m/s": keep what follows the last = or ≈.
    const assignment = text.split(/[=≈]/);
    text = assignment[assignment.length - 1].trim().replace(/[.。]$/, "");
    const parsed = parseQuantity(text);
    if (parsed.ok) return parsed.quantity;
  }
  return undefined;
}

/** Problems whose solutions are kept: the turns of a conversation, and a class on one homework problem, share them. */
const KEPT_SOLUTIONS = 256;
/** Longer problem texts are solved each time rather than kept. */
const LONGEST_KEPT_PROBLEM = 4000;
const keptSolutions = new Map<string, FinalAnswerConfirmer>();

/**
 * The engine's solution of a problem, worked out once per process for the problems used most
 * recently: every turn of a conversation confirms its final answer against the same problem.
 */
function keptFinalAnswerConfirmer(problem: string, bankProblemId?: string): FinalAnswerConfirmer {
  if (problem.length > LONGEST_KEPT_PROBLEM) return finalAnswerConfirmer(problem, { bankProblemId });
  const key = `${bankProblemId ?? ""}\n${problem}`;
  let confirmer = keptSolutions.get(key);
  if (confirmer) {
    keptSolutions.delete(key); // kept as the most recent
  } else {
    confirmer = finalAnswerConfirmer(problem, { bankProblemId });
    if (keptSolutions.size >= KEPT_SOLUTIONS)
      keptSolutions.delete(keptSolutions.keys().next().value as string);
  }
  keptSolutions.set(key, confirmer);
  return confirmer;
}

export const engineToolkit: EngineToolkit = {
  evaluate: (expression) => evaluateExpression(expression),
  convert: (value, fromUnit, toUnit) => convertUnits(value, fromUnit, toUnit),
  constant: (name) => lookupConstantForTool(name),
  solve: (problem) => solveProblem(problem),
  readFinalAnswer,
  checkFinalAnswer: (problem, answer) => checkFinalAnswer(problem, answer),
  checkReplyLines: (reply) => checkReplyLines(reply),
  finalAnswerConfirmer: keptFinalAnswerConfirmer,
};
