/**
 * Helpers for tests that solve problem texts with the free-form solver.
 */
import { solveText } from "./free-form";
import type { Solved } from "./types";

/** The solution of a problem text; throws with the solver's reason when it is refused. */
export function solved(text: string): Solved {
  const result = solveText(text);
  if (result.status !== "solved") throw new Error(`expected a solution for "${text}": ${result.reason}`);
  return result;
}

/** Whether the solver refuses a problem text (says it cannot solve it). */
export function refused(text: string): boolean {
  return solveText(text).status === "cannot-solve";
}

/** The SI value of the solution of a problem text; throws when it is refused. */
export function solvedSI(text: string): number {
  return solved(text).si.value;
}
