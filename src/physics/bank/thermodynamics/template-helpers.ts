/**
 * Formatting shared by the thermodynamics templates: given values shown exactly, results rounded.
 * The builders of a problem's parts are in ../template-kit.ts.
 */
import { formatNumber, formatQuantityLatex, roundSignificant } from "../../format-number";

/** Smallest number of significant figures (at least 3) that shows a drawn value exactly. */
export function exactFigures(value: number): number {
  for (let figures = 3; figures < 12; figures++) {
    if (roundSignificant(value, figures) === value) return figures;
  }
  return 12;
}

/** A given value with its unit in LaTeX, shown exactly as drawn so the student works with the same numbers. */
export function showGiven(value: number, unit: string): string {
  return formatQuantityLatex(value, unit, exactFigures(value));
}

/** A computed value with its unit in LaTeX, rounded to significant figures. */
export function show(value: number, unit: string, significantFigures = 3): string {
  return formatQuantityLatex(value, unit, significantFigures);
}

/** Removes floating-point noise from a product of drawn values (3.4309999999999996 → 3.431). */
export function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

/** A computed number as plain text for hints, rounded to significant figures ("3.14", "2.50 × 10^5"). */
export function num(value: number, significantFigures = 3): string {
  return formatNumber(value, significantFigures);
}

/** A drawn number as plain text, shown exactly. */
export function given(value: number): string {
  return formatNumber(value, exactFigures(value));
}
