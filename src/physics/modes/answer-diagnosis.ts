/**
 * What is wrong with a wrong numeric answer, when the numbers show it: a sign, a missing factor of
 * 1/2 or 2, a power of ten, a value left in its original unit, a square where a root was needed,
 * two quantities swapped in a ratio. Interactive Tutor says it before any hint.
 */
import type { KnownQuantity, ValueWithUnit } from "../bank/template";
import { convertQuantity, dimensionOf, toSI } from "../quantity/quantity";

/** A specific slip the numbers reveal, in words a student can act on. */
export interface Diagnosis {
  kind: "sign" | "half" | "double" | "power-of-ten" | "unit" | "square-root" | "swapped" | "other-relation";
  message: string;
}

function close(first: number, second: number, tolerance: number): boolean {
  if (second === 0) return Math.abs(first) < 1e-12;
  return Math.abs(first - second) <= tolerance * Math.abs(second);
}

/** The closest a slip's value is ever asked to match: carrying g = 9.8 for 9.81 is 0.1 % off. */
const LEAST_SLIP_TOLERANCE = 0.0025;
/** The loosest: a slip is named only when no value merely near it could pass as it. */
const MOST_SLIP_TOLERANCE = 0.01;

/** Half a unit in the last digit the student wrote, relative to the number ("0.72" may be 0.715 to 0.725). */
export function typedRounding(text: string, value: number): number {
  if (value === 0 || !Number.isFinite(value)) return 0;
  const mantissa = /\d[\d,]*(?:\.(\d*))?|\.(\d+)/.exec(text);
  const decimals = (mantissa?.[1] ?? mantissa?.[2])?.length ?? 0;
  const power = /(?:e|\^\s*\(?)([+-]?\d+)/i.exec(
    text.slice(mantissa ? mantissa.index + mantissa[0].length : 0),
  );
  const scale = power ? 10 ** Number(power[1]) : 1;
  return Math.abs((0.5 * 10 ** -decimals * scale) / value);
}

/** Half a unit in the third significant figure of a value, relative to it: the rounding of a value as the tutor shows it. */
function shownRounding(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude === 0 || !Number.isFinite(magnitude)) return 0;
  return (0.5 * 10 ** (Math.floor(Math.log10(magnitude)) - 2)) / magnitude;
}

/**
 * How closely a wrong answer must match a slip's value to be named as that slip: the rounding of
 * the student's digits, and of the right value carried at three figures through the slip (doubled
 * by a square, halved by a root), never looser than 1 %. A value merely near a slip gets no name.
 */
function slipTolerance(typed: number, expected: number, power: number): number {
  const carried = Math.abs(power) * shownRounding(expected);
  return Math.min(MOST_SLIP_TOLERANCE, Math.max(LEAST_SLIP_TOLERANCE, typed + carried));
}

/** Conversions students most often forget, as the factor between the written unit and SI. */
const FORGOTTEN_CONVERSIONS: { from: string; to: string }[] = [
  { from: "km/h", to: "m/s" },
  { from: "min", to: "s" },
  { from: "h", to: "s" },
  { from: "deg", to: "rad" },
  { from: "rpm", to: "rad/s" },
  { from: "mph", to: "m/s" },
];

function siValue(quantity: ValueWithUnit): number | undefined {
  const si = toSI(quantity);
  return Number.isFinite(si.value) ? si.value : undefined;
}

/**
 * The slip behind a wrong answer, when its ratio to the right answer (or its relation to the
 * givens) leaves no doubt; undefined when the numbers alone cannot tell. `typed` is the relative
 * rounding of the number the student wrote (`typedRounding`); a slip is named only when the answer
 * matches its value within that rounding and the rounding of the right value at three figures.
 */
export function diagnoseAnswer(
  given: ValueWithUnit,
  expected: ValueWithUnit,
  typed: number,
  knowns: readonly KnownQuantity[] = [],
): Diagnosis | undefined {
  const inExpected = convertQuantity(given, expected.unit);
  if (!inExpected || !Number.isFinite(inExpected.value) || expected.value === 0) return undefined;
  const value = inExpected.value;
  const target = expected.value;
  const slack = slipTolerance(typed, target, 1);
  if (close(value, -target, slack)) {
    return {
      kind: "sign",
      message:
        "The size of your answer is right, but its sign is not. Check which way the quantity points (or whether it grows or shrinks), and the signs you gave the values you put in.",
    };
  }
  const ratio = value / target;
  if (close(ratio, 2, slack))
    return {
      kind: "double",
      message:
        "Your answer is twice the right value. Look for a factor of $\\tfrac12$ that belongs in the relation (as in $\\tfrac12 mv^2$ or $\\tfrac12 at^2$), or a value that should have been halved.",
    };
  if (close(ratio, 0.5, slack))
    return {
      kind: "half",
      message:
        "Your answer is half the right value. Check for a missing factor of 2, or a $\\tfrac12$ that does not belong in this relation.",
    };
  const exponent = Math.round(Math.log10(Math.abs(ratio)));
  if (ratio > 0 && exponent !== 0 && Math.abs(exponent) <= 15 && close(ratio, 10 ** exponent, slack)) {
    return {
      kind: "power-of-ten",
      message: `Your answer is off by a factor of $10^{${exponent}}$. A power of ten slipped: check unit prefixes (cm, mm, km, μ, n) and how you typed the exponents.`,
    };
  }
  for (const { from, to } of FORGOTTEN_CONVERSIONS) {
    const factor = convertQuantity({ value: 1, unit: from }, to)?.value;
    if (!factor || factor === 1) continue;
    for (const candidate of [factor, 1 / factor, factor * factor, 1 / (factor * factor)]) {
      if (close(ratio, candidate, slack)) {
        return {
          kind: "unit",
          message: `Your answer is off by the factor between ${from} and ${to}: it looks like a value was used in ${from} without converting it to ${to} first.`,
        };
      }
    }
  }
  const absolute = Math.abs(target);
  if (
    absolute !== 1 &&
    value > 0 &&
    (close(value, absolute ** 2, slipTolerance(typed, target, 2)) ||
      close(value, Math.sqrt(absolute), slipTolerance(typed, target, 0.5)))
  ) {
    return {
      kind: "square-root",
      message:
        "Your number is the square (or the square root) of the right one. Check whether the relation needs a square root at the end, or a square you left out.",
    };
  }
  // Ratios and products of the givens are exact: only the student's own rounding is allowed.
  const exact = slipTolerance(typed, target, 0);
  const swapped = swappedRatio(value, target, expected.unit, knowns, exact);
  if (swapped) return swapped;
  return simplerRelation(value, target, expected.unit, knowns, exact);
}

/** Whether the product (power 1) or ratio (power -1) of two units measures what `unit` measures. */
function combinedDimensionIs(first: string, second: string, power: 1 | -1, unit: string): boolean {
  const a = dimensionOf(first) as Record<string, number> | undefined;
  const b = dimensionOf(second) as Record<string, number> | undefined;
  const wanted = dimensionOf(unit) as Record<string, number> | undefined;
  if (!a || !b || !wanted) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b), ...Object.keys(wanted)]);
  return [...keys].every((key) => (a[key] ?? 0) + power * (b[key] ?? 0) === (wanted[key] ?? 0));
}

/**
 * An answer that is just the product or the ratio of two givens (with the unit asked for), when
 * the right one is not: the relation used fits a simpler situation (constant speed where the speed
 * changes, and the like).
 */
function simplerRelation(
  value: number,
  target: number,
  unit: string,
  knowns: readonly KnownQuantity[],
  slack: number,
): Diagnosis | undefined {
  const valueSI = siValue({ value, unit });
  const targetSI = siValue({ value: target, unit });
  if (valueSI === undefined || targetSI === undefined) return undefined;
  const si = knowns
    .map((known) => ({ known, value: siValue(known) }))
    .filter(
      (entry): entry is { known: KnownQuantity; value: number } =>
        entry.value !== undefined && entry.value !== 0,
    );
  for (const first of si) {
    for (const second of si) {
      if (first === second) continue;
      const combinations: { result: number; power: 1 | -1; words: string }[] = [
        { result: first.value * second.value, power: 1, words: "times" },
        { result: first.value / second.value, power: -1, words: "divided by" },
      ];
      for (const { result, power, words } of combinations) {
        if (!combinedDimensionIs(first.known.unit, second.known.unit, power, unit)) continue;
        if (!close(valueSI, result, slack) || close(targetSI, result, slack)) continue;
        return {
          kind: "other-relation",
          message: `Your number is the ${first.known.name} ${words} the ${second.known.name}. That relation fits a simpler situation than this one (for example a constant speed where the speed changes); check which relation describes what happens here.`,
        };
      }
    }
  }
  return undefined;
}

/** "a/b" where "b/a" was right: the answer is the inverse ratio of two givens. */
function swappedRatio(
  value: number,
  target: number,
  unit: string,
  knowns: readonly KnownQuantity[],
  slack: number,
): Diagnosis | undefined {
  const si = knowns
    .map((known) => ({ known, value: siValue(known) }))
    .filter(
      (entry): entry is { known: KnownQuantity; value: number } =>
        entry.value !== undefined && entry.value !== 0,
    );
  const valueSI = siValue({ value, unit });
  const targetSI = siValue({ value: target, unit });
  if (valueSI === undefined || targetSI === undefined) return undefined;
  for (const first of si) {
    for (const second of si) {
      if (first === second) continue;
      if (
        close(targetSI, first.value / second.value, slack) &&
        close(valueSI, second.value / first.value, slack)
      ) {
        return {
          kind: "swapped",
          message: `It looks like the ${second.known.name} and the ${first.known.name} are swapped: the right answer divides the ${first.known.name} by the ${second.known.name}, not the other way round.`,
        };
      }
    }
  }
  return undefined;
}

/** Whether a problem asks only for the size of its answer ("deceleration", "how fast", "magnitude"). */
export function asksForSize(statement: string): boolean {
  return /\b(?:decelerat\w*|retard\w*|how fast|how far|how high|how deep|how long|magnitude|speed|distance|size of|how (?:much|strong|large|big|hard))\b/i.test(
    statement,
  );
}
