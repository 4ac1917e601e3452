/**
 * What the solver returns: a worked solution, or a plain refusal with what was understood.
 */
import type { SolutionStep } from "../bank/template";
import type { Quantity } from "../quantity/quantity";

/** A quantity found in a problem, and the variable it was read as. */
export interface UnderstoodQuantity {
  /** The text it was read from, e.g. "72 km/h". */
  text: string;
  value: number;
  unit: string;
  /** Variable id it was read as, when decided. */
  variable?: string;
  /** Variable name in words ("initial speed"). */
  variableName?: string;
  /** The symbol in LaTeX, where it is not the variable's own ("t_1", "F_{0}"). */
  symbol?: string;
}

/** What the solver understood of a problem. */
export interface Understood {
  quantities: UnderstoodQuantity[];
  /** The quantity asked for, when identified. */
  unknown?: { variable: string; name: string; unit?: string };
  /** Assumptions made, in words ("g = 9.8 m/s² (not given)"). */
  assumptions: string[];
}

/** A solved problem. */
export interface Solved {
  status: "solved";
  /** The answer in the unit asked for (or the SI unit), rounded to the significant figures. */
  answer: Quantity;
  /** The unrounded answer in SI. */
  si: Quantity;
  significantFigures: number;
  steps: SolutionStep[];
  understood: Understood;
}

/** A problem the engine does not solve, with the reason in words. */
export interface CannotSolve {
  status: "cannot-solve";
  reason: string;
  /** Variable ids of givens a chain left unused, when that is why it was refused. */
  unused?: readonly string[];
  understood: Understood;
}

export type SolveResult = Solved | CannotSolve;
