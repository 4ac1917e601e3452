/**
 * What the LLM brain needs from the physics engine: calculator tools for the model and the check
 * of a reply (its lines and its final answer). Every call runs in the engine pool, off the request
 * thread; the adapter (engine-toolkit-adapter.ts) implements it.
 */
import type { DiagramRequestResult } from "../../physics/engine";
import type { DiagramToDraw, ReplyReading, ReplyToRead } from "../engine-pool/engine-tasks";

export interface EngineToolkit {
  /** Evaluates an expression with units, e.g. "3 kg * 9.81 m/s^2". */
  evaluate(expression: string): Promise<unknown>;
  /** Converts a value between units. */
  convert(value: number, fromUnit: string, toUnit: string): Promise<unknown>;
  /** Looks up a physical constant by name or symbol. */
  constant(name: string): Promise<unknown>;
  /** Solves a problem statement, or says it cannot. */
  solve(problem: string): Promise<unknown>;
  /** Draws the diagram a model asks for, when its quantities agree with the engine's solution. */
  drawDiagram(request: DiagramToDraw): Promise<DiagramRequestResult>;
  /**
   * Starts working out the engine's own solution of a problem, to confirm a final answer with it
   * later (disputing it only where the reading is certain); it does not depend on the reply.
   */
  prepareFinalAnswerCheck(problem: string, bankProblemId?: string): void;
  /** Checks every line of a reply that computes something, and confirms its final answer. */
  readReply(input: ReplyToRead, signal?: AbortSignal): Promise<ReplyReading>;
}
