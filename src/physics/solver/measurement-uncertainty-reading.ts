/**
 * The uncertainty of one measurement: a value written with its uncertainty ("130 ± 5 beats/min",
 * "2.50 ± 0.02 m") gives the percent (relative) uncertainty δA/A; a value with a percent
 * uncertainty ("65 kg with a 3% uncertainty") gives the uncertainty in the value's own unit,
 * (p/100)·A. A text with more than one measurement, or a question about something else, makes the
 * reader step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatNumberLatex, formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const ASKS_RELATIVE = /\b(percent(age)?|relative|fractional) uncertainty\b/;
const ASKS_ABSOLUTE = /\b(absolute )?uncertainty (in|of)\b/;
// "A ± δ": the two numbers on either side of the sign.
const PLUS_MINUS = /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:±|\+\/-|\+-)\s*(\d+(?:\.\d+)?)/g;

function stepOf(
  principle: string,
  equation: string,
  substitution: string,
  value: number,
  unit: string,
  symbol: string,
): SolutionStep {
  return { principle, equation, substitution, result: { value, unit, symbol } };
}

/** The percent uncertainty of "A ± δ", or the uncertainty of "A with a p% uncertainty", or undefined. */
export function solveMeasurementUncertainty(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const questionLower = question.toLowerCase();
  if (!/\buncertaint/.test(questionLower)) return undefined;
  const pairs = [...normalized.matchAll(PLUS_MINUS)];
  if (ASKS_RELATIVE.test(questionLower)) {
    if (pairs.length !== 1 || quantities.length !== 2) return undefined;
    const [, valueText, deltaText] = pairs[0];
    const value = Number(valueText);
    const delta = Number(deltaText);
    if (!(value > 0) || !(delta >= 0) || delta >= value) return undefined;
    const fraction = delta / value;
    const figures = 2;
    const percent = roundSignificant(fraction * 100, figures);
    return {
      status: "solved",
      answer: { value: percent, unit: "%" },
      si: { value: fraction, unit: "" },
      significantFigures: figures,
      steps: [
        stepOf(
          "Percent uncertainty: the uncertainty as a share of the measured value",
          "\\%\\,\\text{unc} = \\frac{\\delta A}{A} \\times 100\\%",
          `\\%\\,\\text{unc} = \\frac{${formatNumberLatex(delta)}}{${formatNumberLatex(value)}} \\times 100\\% = ${formatNumberLatex(percent)}\\%`,
          fraction,
          "",
          "\\%\\,\\text{unc}",
        ),
      ],
      understood: {
        quantities: quantities.map((quantity) => ({
          text: quantity.text,
          value: quantity.value,
          unit: quantity.unit,
        })),
        unknown: { variable: "relativeUncertainty", name: "percent uncertainty" },
        assumptions: [`The measurement is ${valueText} ± ${deltaText}: the value and its uncertainty.`],
      },
    };
  }
  if (pairs.length > 0 || !ASKS_ABSOLUTE.test(questionLower) || quantities.length !== 2) return undefined;
  // "65 kg with a 3% uncertainty", "an uncertainty of 3%".
  const share = quantities.find(
    (quantity) =>
      /%$/.test(quantity.text) &&
      (/^\s*uncertaint/.test(quantity.after) || /\buncertainty of\s*$/.test(quantity.before)),
  );
  const measured = quantities.find((quantity) => quantity !== share && quantity.unit !== "");
  if (!share || !measured || !(share.value > 0 && share.value < 1)) return undefined;
  const asked = unitAskedFor(question);
  const delta = share.value * measured.value;
  const answerUnit = asked ?? measured.unit;
  const converted = convertQuantity({ value: delta, unit: measured.unit }, answerUnit);
  const si = toSI({ value: delta, unit: measured.unit });
  if (!converted || !Number.isFinite(converted.value)) return undefined;
  const figures = Math.min(share.significantFigures, measured.significantFigures);
  const rounded = roundSignificant(converted.value, figures);
  return {
    status: "solved",
    answer: { value: rounded, unit: answerUnit },
    si,
    significantFigures: figures,
    steps: [
      stepOf(
        "The uncertainty is the stated share of the measured value",
        "\\delta A = \\frac{p}{100}\\,A",
        `\\delta A = ${formatNumberLatex(share.value)} \\times ${formatQuantityLatex(measured.value, measured.unit)} = ${formatQuantityLatex(rounded, answerUnit)}`,
        delta,
        measured.unit,
        "\\delta A",
      ),
    ],
    understood: {
      quantities: quantities.map((quantity) => ({
        text: quantity.text,
        value: quantity.value,
        unit: quantity.unit,
      })),
      unknown: { variable: "uncertainty", name: "uncertainty", ...(asked ? { unit: asked } : {}) },
      assumptions: [`${share.text} of ${measured.text} is the uncertainty.`],
    },
  };
}
