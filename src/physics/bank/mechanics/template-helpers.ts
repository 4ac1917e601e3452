/**
 * Formatting and drawing shared by the mechanics templates: values shown as LaTeX, angles, draws
 * under a physical condition. The builders of a problem's parts are in ../template-kit.ts.
 */
import { formatNumberLatex, formatQuantityLatex } from "../../format-number";
import type { Random } from "../../random";

/** A value with its unit as LaTeX, at three significant figures unless told, e.g. "25.0\\ \\mathrm{m/s}". */
export function show(value: number, unit: string, significantFigures = 3): string {
  return formatQuantityLatex(value, unit, significantFigures);
}

/** A bare number as LaTeX at three significant figures. */
export function showNumber(value: number): string {
  return formatNumberLatex(value, 3);
}

/** Converts an angle in degrees to radians. */
export function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/**
 * Draws parameters until they satisfy a physical condition (for example "the box actually moves").
 * The draw is deterministic for a given random sequence; after many failed attempts the fallback,
 * a set known to be valid, is used so generation never loops forever.
 */
export function drawUntil<T>(
  random: Random,
  draw: (random: Random) => T,
  isValid: (value: T) => boolean,
  fallback: T,
): T {
  for (let attempt = 0; attempt < 200; attempt++) {
    const candidate = draw(random);
    if (isValid(candidate)) return candidate;
  }
  return fallback;
}
