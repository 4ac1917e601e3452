/**
 * A value to express in another unit: "Express 32.0 miles per gallon in kilometers per liter",
 * "65 mph, whats that in m/s?". The question asks to convert or asks what the value is in a unit;
 * the one value of that unit's dimension is converted with the engine's own factors. Factors the
 * problem states ("Use 1 mi = 1.609 km") are checked against the engine's: one that differs by more
 * than its rounding makes the reader step aside (undefined), as does a second value to convert.
 */
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, parseUnit, toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const ASKS_CONVERSION =
  /\b(?:express|convert|what(?:'s|’s| is|s) (?:that|this|it) in|how (?:much|many|fast|far) is (?:that|this) in)\b/i;
// "Convert ... to m/s": the unit after "to" at the end of the question.
const CONVERT_TO = /\bto\s+([^\s?.,;()]+(?:\s[^\s?.,;()]+){0,2})\s*(?:[?.,;(]|$)/i;
// "1 mi = 1.609 km", "1 gal = 3.785 L": a stated conversion factor.
const STATED_FACTOR = /\b1\s*([A-Za-z]+)\s*=\s*(\d+(?:\.\d+)?)\s*([A-Za-z]+)\b/g;
// A stated factor agrees with the engine's within the rounding of four figures.
const FACTOR_TOLERANCE = 0.002;

function targetUnit(question: string): string | undefined {
  const asked = unitAskedFor(question);
  if (asked) return asked;
  const to = CONVERT_TO.exec(question)?.[1];
  return to ? parseUnit(to) : undefined;
}

/** True when every factor the problem states agrees with the engine's; false when one does not. */
function statedFactorsAgree(factors: readonly RegExpMatchArray[]): boolean {
  for (const [, from, size, to] of factors) {
    const fromUnit = parseUnit(from);
    const toUnit = parseUnit(to);
    if (!fromUnit || !toUnit) return false;
    const engine = convertQuantity({ value: 1, unit: fromUnit }, toUnit)?.value;
    if (engine === undefined || Math.abs(Number(size) / engine - 1) > FACTOR_TOLERANCE) return false;
  }
  return true;
}

/** The value expressed in the unit the question asks for, or undefined. */
export function solveUnitConversion(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  if (!ASKS_CONVERSION.test(question)) return undefined;
  const target = targetUnit(question);
  const factors = [...normalized.matchAll(STATED_FACTOR)];
  if (!target || !statedFactorsAgree(factors)) return undefined;
  const factorSpans = factors.map((match) => [match.index ?? 0, (match.index ?? 0) + match[0].length]);
  const values = quantities.filter(
    (quantity) =>
      quantity.unit !== "" &&
      haveSameDimension(quantity.unit, target) &&
      !factorSpans.some(([start, end]) => quantity.start >= start && quantity.start < end),
  );
  if (values.length !== 1) return undefined;
  const [value] = values;
  if (value.unit === target) return undefined;
  const converted = convertQuantity({ value: value.value, unit: value.unit }, target);
  if (!converted || !Number.isFinite(converted.value)) return undefined;
  const figures = Math.max(2, value.significantFigures);
  const rounded = roundSignificant(converted.value, figures);
  const stated = factors.map((match) => match[0]);
  const step: SolutionStep = {
    principle: `Convert the units${stated.length > 0 ? ` (${stated.join(", ")})` : ""}`,
    equation: `${formatQuantityLatex(value.value, value.unit, figures)} \\to ${target}`,
    substitution: `${formatQuantityLatex(value.value, value.unit, figures)} = ${formatQuantityLatex(rounded, target, figures)}`,
    result: { value: converted.value, unit: target, symbol: "x" },
  };
  return {
    status: "solved",
    answer: { value: rounded, unit: target },
    si: toSI({ value: value.value, unit: value.unit }),
    significantFigures: figures,
    steps: [step],
    understood: {
      quantities: [{ text: value.text, value: value.value, unit: value.unit }],
      unknown: { variable: "converted", name: `the value in ${target}`, unit: target },
      assumptions: stated.length > 0 ? ["The conversion factors stated agree with the standard ones."] : [],
    },
  };
}
