/**
 * Unpolarized light through three or more ideal polarizers in a row: the first passes half the
 * intensity and each further one multiplies it by cos² of the angle between its axis and the one
 * before (Malus's law). The angles are read as the axes' directions from one reference ("at 0°, 30°
 * and 75° from the vertical") or, when the words say so, as each axis's turn from the one before
 * ("each rotated 30° from the previous one"). Light that arrives polarized, a count of polarizers
 * that does not match the angles, a value of another kind than an intensity or a wavelength, or
 * angles whose reference the words do not give makes the reader step aside (undefined).
 */

import type { SolutionStep } from "../bank/template";
import { formatNumberLatex, formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const POLARIZERS =
  /\bpolari[sz]ers\b|\bpolaroids\b|\bpolari[sz]ing (filters|sheets)\b|\bpolari[sz]ing filter\b/;
const UNPOLARIZED = /\bunpolari[sz]ed\b/;
// Each axis's turn from the axis before it, rather than every axis from one reference.
const SUCCESSIVE =
  /\b(relative to|from|with) the (previous|preceding|one before( it)?|last one)\b|\beach (successive |subsequent )?(one |polari[sz]er |axis )?(is )?(rotated|turned|at)\b|\bbetween (successive|adjacent|consecutive)\b/;
// Every axis measured from one line: the vertical, the horizontal, the first polarizer's axis.
const ONE_REFERENCE =
  /\b(from|to|relative to|with respect to) the (vertical|horizontal|first|x-axis|y-axis)\b|\baxes (are )?(at|oriented at|set at)\b/;
const COUNT_WORDS: Readonly<Record<string, number>> = { three: 3, four: 4, five: 5, "3": 3, "4": 4, "5": 5 };
const COUNT = /\b(three|four|five|3|4|5) (ideal )?(polari[sz]ers|polaroids|polari[sz]ing (filters|sheets))\b/;

function inUnit(quantity: ExtractedQuantity, unit: string): number | undefined {
  return convertQuantity({ value: quantity.value, unit: quantity.unit }, unit)?.value;
}

/** The intensity that leaves unpolarized light's path through polarizers in a row, or undefined. */
export function solvePolarizerSequence(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!POLARIZERS.test(lower) || !UNPOLARIZED.test(lower)) return undefined;
  const questionLower = question.toLowerCase();
  if (!/\bintensity\b|\bfraction\b|\bpercent/.test(questionLower)) return undefined;
  const angles: { quantity: ExtractedQuantity; radians: number }[] = [];
  const intensities: ExtractedQuantity[] = [];
  const notNeeded: string[] = [];
  for (const quantity of quantities) {
    const radians = quantity.unit === "" ? undefined : inUnit(quantity, "rad");
    if (radians !== undefined && quantity.unit !== "1/s") {
      angles.push({ quantity, radians });
    } else if (inUnit(quantity, "W/m^2") !== undefined) {
      intensities.push(quantity);
    } else if (inUnit(quantity, "m") !== undefined && /^(nm|um|angstrom|pm)$/.test(quantity.unit)) {
      // An ideal polarizer passes the same share of every colour.
      notNeeded.push(quantity.text);
    } else if (COUNT_WORDS[String(quantity.value)] === undefined || quantity.unit !== "") {
      return undefined;
    }
  }
  if (intensities.length > 1 || angles.length === 0) return undefined;
  const count = COUNT_WORDS[COUNT.exec(lower)?.[1] ?? ""];
  if (count === undefined) return undefined;
  const successive = SUCCESSIVE.test(lower);
  if (successive === ONE_REFERENCE.test(lower) && !(successive && angles.length < count)) return undefined;
  // The turns between neighbouring axes, from the second polarizer on.
  let turns: number[];
  if (successive) {
    // "Each rotated 20° from the previous one": one turn, the same between every pair.
    const sameTurn = angles.length === 1 && /\beach\b/.test(lower);
    if (angles.length !== count - 1 && !sameTurn) return undefined;
    turns = sameTurn
      ? Array.from({ length: count - 1 }, () => angles[0].radians)
      : angles.map((angle) => angle.radians);
  } else {
    if (angles.length !== count) return undefined;
    turns = angles.slice(1).map((angle, index) => angle.radians - angles[index].radians);
  }
  const asksFraction = /\bfraction\b|\bpercent/.test(questionLower);
  if (!asksFraction && intensities.length === 0) return undefined;
  const figures = Math.max(
    2,
    Math.min(...[...angles.map((angle) => angle.quantity), ...intensities].map((q) => q.significantFigures)),
  );
  const working = figures + 1;
  const incident = intensities[0] ? (inUnit(intensities[0], "W/m^2") ?? Number.NaN) : 1;
  const unitSI = asksFraction ? "" : "W/m^2";
  const show = (value: number) =>
    asksFraction ? formatNumberLatex(value, working) : formatQuantityLatex(value, unitSI, working);
  const steps: SolutionStep[] = [];
  let intensity = incident / 2;
  steps.push({
    principle: "An ideal polarizer passes half of unpolarized light",
    equation: "I_1 = \\tfrac{1}{2} I_0",
    substitution: `I_1 = \\tfrac{1}{2} \\times ${show(incident)} = ${show(intensity)}`,
    result: { value: intensity, unit: unitSI, symbol: "I_1" },
  });
  for (const [index, turn] of turns.entries()) {
    const before = intensity;
    intensity *= Math.cos(turn) ** 2;
    const degrees = (turn * 180) / Math.PI;
    steps.push({
      principle: `Malus's law at polarizer ${index + 2}: the angle between its axis and the one before`,
      equation: `I_${index + 2} = I_${index + 1} \\cos^2\\theta_{${index + 1}${index + 2}}`,
      substitution: `I_${index + 2} = ${show(before)} \\times \\cos^2(${formatNumberLatex(Math.abs(degrees), working)}^\\circ) = ${show(intensity)}`,
      result: { value: intensity, unit: unitSI, symbol: `I_${index + 2}` },
    });
  }
  const value = asksFraction ? intensity / incident : intensity;
  const asked = asksFraction ? undefined : unitAskedFor(question);
  const answerUnit = asked ?? unitSI;
  const converted = asked ? convertQuantity({ value, unit: unitSI }, asked)?.value : value;
  if (converted === undefined || !Number.isFinite(converted)) return undefined;
  return {
    status: "solved",
    answer: { value: roundSignificant(converted, figures), unit: answerUnit },
    si: { value, unit: unitSI },
    significantFigures: figures,
    steps,
    understood: {
      quantities: [...intensities, ...angles.map((angle) => angle.quantity)].map((quantity) => ({
        text: quantity.text,
        value: quantity.value,
        unit: quantity.unit,
      })),
      unknown: {
        variable: "Iout",
        name: asksFraction ? "fraction of the intensity transmitted" : "transmitted intensity",
        ...(asked ? { unit: asked } : {}),
      },
      assumptions: [
        "The polarizers are ideal.",
        successive
          ? "Each angle is the turn of an axis from the axis before it."
          : "Every angle is an axis's direction from the same reference line.",
        ...(notNeeded.length > 0
          ? [`Not needed for this answer: ${notNeeded.map((text) => `"${text}"`).join(", ")}.`]
          : []),
      ],
    },
  };
}
