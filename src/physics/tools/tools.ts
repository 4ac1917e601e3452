/**
 * The engine's functions offered to the LLM as tools. Plain functions with plain JSON results;
 * the server wraps them with their schemas. None throws.
 */
import { lookupConstant as findConstant } from "../constants";
import { solveText } from "../solver/free-form";
import type { SolveResult } from "../solver/types";

export { type AnswerCheck, checkFinalAnswer } from "./check-final-answer";
export { type ConversionResult, convertUnits } from "./convert-units";
export { type EvaluationResult, evaluateExpression } from "./evaluate-expression";

/** A constant for the tool: name, LaTeX symbol, SI value and unit, or an error. */
export type ConstantLookup =
  | { ok: true; name: string; symbol: string; value: number; unit: string; exact: boolean; note?: string }
  | { ok: false; error: string };

/** Looks a constant up by name or symbol, loosely ("speed of light", "c", "planck"). */
export function lookupConstant(nameOrSymbol: string): ConstantLookup {
  const constant = findConstant(nameOrSymbol);
  if (!constant) return { ok: false, error: `No constant called "${String(nameOrSymbol)}".` };
  const { name, symbol, value, unit, exact, note } = constant;
  return { ok: true, name, symbol, value, unit, exact, ...(note ? { note } : {}) };
}

/** Solves a problem written in words with the engine, or says why it cannot. */
export function solveProblem(text: string): SolveResult {
  return solveText(text);
}
