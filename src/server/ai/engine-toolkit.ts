/**
 * What the LLM brain needs from the physics engine: calculator tools for the model and the
 * check of a final answer. The engine adapter (engine-toolkit-adapter.ts) implements it.
 */
import type { Verification } from "../../contracts/tutor";
import type { FinalAnswerConfirmer, ReplyLinesCheck } from "../../physics/engine";

export interface EngineToolkit {
  /** Evaluates an expression with units, e.g. "3 kg * 9.81 m/s^2". */
  evaluate(expression: string): unknown;
  /** Converts a value between units. */
  convert(value: number, fromUnit: string, toUnit: string): unknown;
  /** Looks up a physical constant by name or symbol. */
  constant(name: string): unknown;
  /** Solves a problem statement, or says it cannot. */
  solve(problem: string): unknown;
  /** Reads a "Final answer: value unit" line from a reply. */
  readFinalAnswer(reply: string): { value: number; unit: string } | undefined;
  /** Checks a stated final answer against the engine's own solution of the problem. */
  checkFinalAnswer(problem: string, answer: { value: number; unit: string }): Verification;
  /** Checks every line of a reply that computes something: arithmetic, units, relations. */
  checkReplyLines(reply: string): ReplyLinesCheck;
  /**
   * Works out the engine's own solution of a problem, to confirm a final answer with it later,
   * disputing it only where the reading is certain.
   */
  finalAnswerConfirmer(problem: string, bankProblemId?: string): FinalAnswerConfirmer;
}
