/**
 * A temperature carried from one scale to another ("T_F = (9/5)(25 °C) + 32 = 77 °F", "T_K = T_C +
 * 273.15 = 298 K"): the line puts the temperature's number into the scale's formula, not the level
 * it names, so the units cannot be checked as a calculation's are. It is read where its numbers work
 * out the result it writes and that result is the temperature converted. Such a reading only
 * confirms: a line that does not agree stays unread, never disputed.
 */

import { toSI } from "../../quantity/quantity";
import { evaluateSide, normalizeWorkText } from "./read-expression";
import { valuesWritten } from "./squared-values";

const SCALES: Readonly<Record<string, string>> = { degC: "C", degF: "F", K: "K" };
/** A temperature named by its scale: "T_C", "T_{C}", "T_{\text{K}}" once normalised ("T_  K  "). */
const TEMPERATURE_OF_SCALE = /(?<![A-Za-z\\])T\s*_\s*\{?\s*([CFK])\s*\}?(?![A-Za-z0-9])/g;

interface Temperature {
  value: number;
  /** "C", "F" or "K". */
  scale: string;
}

/** The temperature's number on another scale. */
function converted(temperature: Temperature, scale: string): number {
  const unit = Object.keys(SCALES).find((key) => SCALES[key] === scale) ?? "K";
  const from = Object.keys(SCALES).find((key) => SCALES[key] === temperature.scale) ?? "K";
  const kelvin = toSI({ value: temperature.value, unit: from }).value;
  const one = toSI({ value: 1, unit }).value;
  const zero = toSI({ value: 0, unit }).value;
  return (kelvin - zero) / (one - zero);
}

/** Half the place of a number's last digit as written: "298" ± 0.5, "77.0" ± 0.05. */
function halfLastPlace(digits: string): number {
  const decimals = /\.(\d*)/.exec(digits)?.[1].length ?? 0;
  return 0.5 * 10 ** -decimals;
}

/** The one temperature of each scale the text gives ("room temperature is 25 °C"), by scale. */
export function temperaturesGiven(text: string): Map<string, number> {
  const found = new Map<string, number | undefined>();
  for (const written of valuesWritten(normalizeWorkText(text))) {
    const scale = SCALES[written.unit];
    if (!scale) continue;
    // Two different temperatures of one scale: which one a symbol names is not known.
    found.set(scale, found.has(scale) && found.get(scale) !== written.value ? undefined : written.value);
  }
  return new Map([...found].filter((entry): entry is [string, number] => entry[1] !== undefined));
}

/**
 * The message for a line that converts a temperature between scales and holds, or undefined.
 * `given` holds the temperatures stated before the line, one per scale, for the symbols T_C, T_F
 * and T_K it may write in place of their numbers.
 */
export function scaleConversionHolds(text: string, given: ReadonlyMap<string, number>): string | undefined {
  const clause = normalizeWorkText(text)
    .split(/;/)
    .filter((part) => part.includes("="))
    .at(-1);
  if (clause === undefined) return undefined;
  const sides = clause.split("=");
  const last = sides.at(-1) ?? "";
  const results = valuesWritten(last);
  const result = results[0];
  if (results.length !== 1 || !SCALES[result.unit]) return undefined;
  // Nothing but the result on its side, and a full stop or comma after it.
  if (!/^[\s.,]*$/.test(last.slice(0, result.start) + last.slice(result.end))) return undefined;
  const scale = SCALES[result.unit];
  const tolerance = halfLastPlace(result.digits);
  let conversions = 0;
  for (const side of sides.slice(0, -1)) {
    const sources: Temperature[] = [];
    let bare = "";
    let from = 0;
    for (const written of valuesWritten(side)) {
      const source = SCALES[written.unit];
      if (!source) return undefined;
      sources.push({ value: written.value, scale: source });
      bare += `${side.slice(from, written.start)}(${written.digits})`;
      from = written.end;
    }
    bare += side.slice(from);
    bare = bare.replace(TEMPERATURE_OF_SCALE, (whole, source: string) => {
      const value = given.get(source);
      if (value === undefined) return whole;
      sources.push({ value, scale: source });
      return `(${value})`;
    });
    // A side of symbols alone names the quantity; one with a symbol left over is not read.
    if (sources.length === 0 && !/\d/.test(bare)) continue;
    if (sources.length !== 1 || sources[0].scale === scale) return undefined;
    const evaluation = evaluateSide(bare);
    if (!evaluation.ok || evaluation.measured.hasUnit) return undefined;
    const number = evaluation.measured.value;
    if (Math.abs(number - result.value) > tolerance) return undefined;
    if (Math.abs(converted(sources[0], scale) - result.value) > tolerance) return undefined;
    conversions++;
  }
  return conversions > 0
    ? "The temperature converted to the other scale agrees: the numbers put into the scale's formula work out the result."
    : undefined;
}
