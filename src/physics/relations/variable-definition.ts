/**
 * What a variable of the relations is. Apart from the catalogue (`variables.ts`), so the files of
 * variables that the catalogue joins can name the type without importing the catalogue back.
 */

/** A variable of the relations, always in SI units. */
export interface Variable {
  id: string;
  /** Symbol as LaTeX. */
  latex: string;
  /** Name in words. */
  name: string;
  /** Coherent SI unit in engine notation. */
  unit: string;
  /** A typical magnitude in SI, used by tests to draw sample values. */
  typical: number;
  /** Words or phrases (lower case) that name this variable in a problem text. */
  keywords: readonly string[];
  /** A value change rather than a level (temperature change converts without offset). */
  difference?: boolean;
  /** The variable is the default reading of a number of its dimension when no keyword says otherwise. */
  isDefault?: boolean;
}
