/**
 * A line that works out a result from symbols whose values it never writes ("ΔT = T_f − T_i =
 * 60.0 °C" of a pan heated from 20.0 °C to 80.0 °C, "v_rms = √(3RT/M) = 413 m/s" after the molar
 * mass and the temperature were named in words): each symbol is given, in turn, the values stated
 * so far that are of its kind (the dimension of what the symbol may stand for), or the constant it
 * names, and the line is read where some such values work out the result it writes. Such a reading
 * only confirms: a line no values agree with stays unread, never disputed.
 */

import { toSI } from "../../quantity/quantity";
import { dimensionVector, evaluateSide, normalizeWorkText } from "./read-expression";
import {
  constantValue,
  dimensionOfReading,
  dimensionOfSymbolic,
  evaluateSymbolic,
  readingsOfSymbol,
  readSymbolicSide,
  type SymbolNode,
  type UnitRun,
} from "./read-symbols";
import { valuesWritten } from "./squared-values";

/** A value stated before the line, in SI. */
export interface StatedValue {
  value: number;
  dimension: readonly number[];
}

/** At most this many symbols are given values in one side, and this many trials made in all. */
const MOST_SYMBOLS = 4;
const MOST_TRIALS = 256;
/** The values put in carry their own rounding: a result within this share of the values agrees. */
const CARRIED_ROUNDING = 0.005;

/** A side without the spaces, commas and full stops it ends with. */
function withoutClosingPunctuation(side: string): string {
  let end = side.length;
  while (end > 0 && " \t\n,.".includes(side[end - 1])) end--;
  return side.slice(0, end);
}

function sameDimension(first: readonly number[], second: readonly number[]): boolean {
  return (
    first.length === second.length && first.every((entry, index) => Math.abs(entry - second[index]) < 1e-9)
  );
}

/** The values with units a text writes, in SI; a temperature in °C or °F as the level it names. */
export function statedValuesIn(text: string): StatedValue[] {
  const found: StatedValue[] = [];
  // Books write a year as "y" after its number ("a half-life of 28.8 y").
  const years = text.replace(/(\d)(\s?)y(?![A-Za-z0-9_^{])/g, "$1$2yr");
  for (const written of valuesWritten(normalizeWorkText(years))) {
    const dimension = dimensionVector(written.unit);
    const { value } = toSI({ value: written.value, unit: written.unit });
    if (!dimension || !Number.isFinite(value) || value === 0) continue;
    if (found.some((other) => sameDimension(other.dimension, dimension) && other.value === value)) continue;
    found.push({ value, dimension });
  }
  return found;
}

/** The values a symbol may take: the constant it names, or values stated of the kind it measures. */
function candidatesFor(key: string, stated: readonly StatedValue[]): StatedValue[] {
  const candidates: StatedValue[] = [];
  for (const reading of readingsOfSymbol(key)) {
    const dimension = dimensionOfReading(reading);
    if (!dimension) continue;
    if (reading.kind === "constant") candidates.push({ value: constantValue(reading.name), dimension });
    else candidates.push(...stated.filter((value) => sameDimension(value.dimension, dimension)));
  }
  return candidates.filter(
    (candidate, index) =>
      Number.isFinite(candidate.value) &&
      candidates.findIndex(
        (other) => other.value === candidate.value && sameDimension(other.dimension, candidate.dimension),
      ) === index,
  );
}

/** An expression with each unit written after a number ("1 yr/3.16 × 10⁷ s") as its size in SI. */
function unitsInSI(node: SymbolNode, runs: readonly UnitRun[]): SymbolNode {
  switch (node.type) {
    case "unit-run":
      return { type: "number", value: toSI({ value: 1, unit: runs[node.index]?.unit ?? "" }).value };
    case "negate":
      return { ...node, operand: unitsInSI(node.operand, runs) };
    case "binary":
      return { ...node, left: unitsInSI(node.left, runs), right: unitsInSI(node.right, runs) };
    case "function":
      return { ...node, argument: unitsInSI(node.argument, runs) };
    default:
      return node;
  }
}

/** The symbols of an expression. */
function symbolsOf(node: SymbolNode): string[] {
  switch (node.type) {
    case "symbol":
      return [node.key];
    case "unit-run":
      return node.symbols ? symbolsOf(node.symbols) : [];
    case "negate":
      return symbolsOf(node.operand);
    case "binary":
      return [...symbolsOf(node.left), ...symbolsOf(node.right)];
    case "function":
      return symbolsOf(node.argument);
    default:
      return [];
  }
}

/** Every way of giving each symbol one of its candidates, or undefined past the most trials. */
function assignments(
  symbols: readonly string[],
  candidates: ReadonlyMap<string, readonly StatedValue[]>,
): Map<string, StatedValue>[] | undefined {
  let all: Map<string, StatedValue>[] = [new Map()];
  for (const symbol of symbols) {
    const next: Map<string, StatedValue>[] = [];
    for (const partial of all) {
      for (const candidate of candidates.get(symbol) ?? []) {
        // Two symbols of one kind are two quantities: never the same stated value.
        if ([...partial.values()].includes(candidate)) continue;
        next.push(new Map([...partial, [symbol, candidate]]));
      }
    }
    if (next.length > MOST_TRIALS) return undefined;
    all = next;
  }
  return all;
}

/** Whether a side of symbols works out the result with values of their kinds. */
function worksOutWithValuesOfTheirKind(
  readings: readonly SymbolNode[],
  runs: readonly UnitRun[],
  symbols: readonly string[],
  result: { value: number; levels: readonly number[]; dimension: readonly number[]; rounding: number },
  stated: readonly StatedValue[],
): boolean {
  if (symbols.length === 0 || symbols.length > MOST_SYMBOLS) return false;
  const candidates = new Map(symbols.map((symbol) => [symbol, candidatesFor(symbol, stated)]));
  if ([...candidates.values()].some((list) => list.length === 0)) return false;
  const trials = assignments(symbols, candidates);
  if (!trials) return false;
  const asUnits = new Set(runs.map((_run, index) => index));
  const withUnitsInSI = readings.map((reading) => unitsInSI(reading, runs));
  for (const trial of trials) {
    const dimensions = new Map([...trial].map(([symbol, value]) => [symbol, value.dimension]));
    const values = new Map([...trial].map(([symbol, value]) => [symbol, value.value]));
    for (const [at, reading] of withUnitsInSI.entries()) {
      const dimension = dimensionOfSymbolic(readings[at], dimensions, asUnits);
      if (!dimension || !sameDimension(dimension, result.dimension)) continue;
      const worked = evaluateSymbolic(reading, values);
      if (!Number.isFinite(worked)) continue;
      const allowed = Math.max(result.rounding, Math.abs(result.value) * CARRIED_ROUNDING);
      if ([result.value, ...result.levels].some((value) => Math.abs(worked - value) <= allowed * (1 + 1e-9)))
        return true;
    }
  }
  return false;
}

/**
 * Whether a line of symbols that ends in a value ("e = 1 − T_c/T_h = 0.25") holds with values
 * stated before it of the kinds its symbols measure, every side of symbols after the first.
 */
export function holdsWithValuesOfTheirKind(text: string, stated: readonly StatedValue[]): boolean {
  if (stated.length === 0) return false;
  const equations = text.split(/;|⇒/).filter((clause) => /=/.test(clause));
  return equations.length > 0 && equations.every((equation) => equationHolds(equation, stated));
}

function equationHolds(text: string, stated: readonly StatedValue[]): boolean {
  const sides = normalizeWorkText(text).split(/=|≈/);
  if (sides.length < 3) return false;
  const last = withoutClosingPunctuation(sides[sides.length - 1]);
  const result = evaluateSide(last);
  if (!result.ok || !result.measured.lone) return false;
  const levels =
    result.measured.absoluteValue !== result.measured.value ? [result.measured.absoluteValue] : [];
  const target = {
    value: result.measured.value,
    levels,
    dimension: result.measured.dimension,
    rounding: result.measured.roundingError,
  };
  const middle = sides.slice(1, -1);
  return middle.every((side) => {
    if (evaluateSide(side).ok) return false;
    const read = readSymbolicSide(side);
    if (!read || read.bareFunctionArgument) return false;
    // The letters of a unit after a number ("1 yr") are its unit, not symbols to give values to.
    const symbols = new Set(read.readings.flatMap((reading) => symbolsOf(unitsInSI(reading, read.runs))));
    return worksOutWithValuesOfTheirKind(read.readings, read.runs, [...symbols], target, stated);
  });
}
