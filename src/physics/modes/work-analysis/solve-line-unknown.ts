/**
 * A line of student work with numbers and one unknown ("0 = 15² + 2(−3.0)s", "30 = 6a") fixes the
 * unknown's value when it is linear in it. Work Analysis compares that value with the next line
 * that states the unknown ("s = 225/6.0"), so an algebra slip between the two lines is found, and
 * a wrong value traced back reaches the line where the numbers were put in.
 */
import { toSI } from "../../quantity/quantity";
import { dimensionsMatch, evaluateSide, normalizeWorkText, siUnitOfDimension } from "./read-expression";
import { valuesWritten } from "./squared-values";

/** The unknown a line fixes, and its value as a bare number. */
export interface LineUnknown {
  /** The unknown as written ("s", "v", "h"). */
  symbol: string;
  value: number;
}

// Subscripts (dᵢ, v₀) are part of a symbol.
const WORD = /[A-Za-zΔα-ωΑ-Ω_][A-Za-z0-9_α-ωΑ-Ω\u1D62-\u1D6A\u2080-\u209C]*/g;
const TRIAL_POINTS = [0, 1, 2];
/** A letter alone with a value in brackets after it, "a(2)", "v(3.0 s)": a function at that value. */
const FUNCTION_AT_A_VALUE =
  /^\s*(?:[A-Za-zα-ωΑ-Ω]|alpha|beta|gamma|delta|epsilon|theta|lambda|mu|rho|sigma|tau|phi|psi|omega)(?:_\s*\w+)?\s*\(\s*-?\d+(?:\.\d+)?\s*[A-Za-z]{0,3}\s*\)\s*$/;

/** The value of f(x) = left − right with the unknown set to x, or undefined when a side does not evaluate. */
function difference(sides: readonly string[], pattern: RegExp, x: number): number | undefined {
  const values = sides.map((side) => {
    const evaluation = evaluateSide(side.replace(pattern, `(${x})`));
    return evaluation.ok && !evaluation.measured.hasUnit ? evaluation.measured.value : undefined;
  });
  if (values.some((value) => value === undefined)) return undefined;
  return (values[0] as number) - (values[1] as number);
}

/**
 * The value of the one unknown in an equation of bare numbers, when the equation is linear in it
 * or in its reciprocal; undefined for anything else (units written, several unknowns, an unknown
 * squared).
 */
export function solveLineForUnknown(text: string): LineUnknown | undefined {
  const normalized = normalizeWorkText(text);
  const sides = normalized.split("=");
  if (sides.length !== 2 || !/\d/.test(normalized)) return undefined;
  // "a(2) = 6*2" gives a function's value at a time, as "v(t)" is written: no product to solve.
  if (sides.some((side) => FUNCTION_AT_A_VALUE.test(side))) return undefined;
  const words = [...new Set(normalized.match(WORD) ?? [])].filter((word) => word !== "pi");
  // The unknown is the one word whose replacement by a number leaves only bare numbers ("6a", not "20 m/s").
  const found = words.map((word) => solveFor(sides, word)).filter((entry) => entry !== undefined);
  return found.length === 1 ? found[0] : undefined;
}

function solveFor(sides: readonly string[], symbol: string): LineUnknown | undefined {
  const pattern = symbolWherever(symbol);
  const values = TRIAL_POINTS.map((x) => difference(sides, pattern, x));
  if (values.some((value) => value === undefined || !Number.isFinite(value)))
    return solveForReciprocal(sides, pattern, symbol);
  const [atZero, atOne, atTwo] = values as number[];
  const slope = atOne - atZero;
  const scale = Math.max(Math.abs(atZero), Math.abs(atOne), Math.abs(atTwo), 1e-300);
  // Linear in the unknown: equal steps, and the unknown really changes the equation.
  if (Math.abs(atTwo - 2 * atOne + atZero) > 1e-9 * scale || Math.abs(slope) <= 1e-12 * scale)
    return solveForReciprocal(sides, pattern, symbol);
  return { symbol, value: -atZero / slope };
}

/**
 * The unknown of a line linear in its reciprocal, as the lens and mirror equation and resistors
 * in parallel are written: "1/30 + 1/dᵢ = 1/10" fixes dᵢ = 15.
 */
function solveForReciprocal(
  sides: readonly string[],
  pattern: RegExp,
  symbol: string,
): LineUnknown | undefined {
  const points = [1, 2, 3];
  const values = points.map((u) => difference(sides, pattern, 1 / u));
  if (values.some((value) => value === undefined || !Number.isFinite(value))) return undefined;
  const [atOne, atTwo, atThree] = values as number[];
  const slope = atTwo - atOne;
  const scale = Math.max(Math.abs(atOne), Math.abs(atTwo), Math.abs(atThree), 1e-300);
  if (Math.abs(atThree - 2 * atTwo + atOne) > 1e-9 * scale || Math.abs(slope) <= 1e-12 * scale)
    return undefined;
  const reciprocal = 1 - atOne / slope;
  // 1/x = 0 has no solution.
  if (Math.abs(reciprocal) <= 1e-12 * Math.max(1, Math.abs(atOne / slope))) return undefined;
  return { symbol, value: 1 / reciprocal };
}

/** Where a symbol stands in normalised text, as a whole word; optionally never right after a number. */
function symbolWherever(symbol: string, options: { notAfterNumbers?: boolean } = {}): RegExp {
  const escaped = symbol.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const afterNumber = options.notAfterNumbers ? "(?<![\\d.]\\s{0,3})" : "";
  return new RegExp(`(?<![A-Za-z_])${afterNumber}${escaped}(?![A-Za-z0-9_\u1D62-\u1D6A\u2080-\u209C])`, "g");
}

/** A symbol as a key, without spaces and braces: "v_{f}" and "v_f" alike. */
function symbolKey(symbol: string): string {
  return symbol.replace(/[\s{}]/g, "");
}

/** The value of one side with the unknown set to x, or undefined when it does not evaluate to a bare number. */
function sideAt(side: string, pattern: RegExp, x: number): number | undefined {
  const evaluation = evaluateSide(side.replace(pattern, `(${x})`));
  return evaluation.ok && !evaluation.measured.hasUnit ? evaluation.measured.value : undefined;
}

/**
 * The value a line states for a symbol ("T = 25.5 °C", "T = 58060/2273"), as a bare number in the
 * unit written; undefined when its first equation does not begin with the symbol alone.
 */
export function valueStatedFor(
  text: string,
  symbol: string,
): { value: number; roundingError: number; unit?: string } | undefined {
  const sides = normalizeWorkText(text)
    .split(/[;,]\s+/)[0]
    .split("=")
    .map((side) => side.replace(/(?<![.,:;!?])[.,:;!?]+\s*$/, "").trim());
  if (sides.length < 2 || symbolKey(sides[0]) !== symbolKey(symbol)) return undefined;
  const stated = evaluateSide(sides[sides.length - 1]);
  if (!stated.ok) return undefined;
  const { measured } = stated;
  if (measured.hasUnit && !measured.lone) return undefined;
  return {
    value: measured.lone ? measured.lone.value : measured.value,
    roundingError: measured.roundingError,
    ...(measured.lone?.unit ? { unit: measured.lone.unit } : {}),
  };
}

/**
 * A line that is an equation to solve for one unknown, though its letter also names a unit
 * ("16,200 − 180T = 2093T − 41,860", T a temperature, not teslas; "58,060 = 2273T" before
 * "T = 25.5 °C"): linear in the letter, with one root that is neither 0 nor 1 (where the letter
 * would be a unit written on every term, or on none). The reading is certain when the letter
 * stands on both sides or is added to a bare number; otherwise only when the line before solved
 * for the same letter or the line after states its value.
 */
export function equationInUnknown(
  text: string,
  neighbours: { previousUnknown?: string; next?: string } = {},
): LineUnknown | undefined {
  const unknown = solveLineForUnknown(text);
  if (!unknown || !Number.isFinite(unknown.value)) return undefined;
  const size = Math.abs(unknown.value);
  if (size < 1e-9 || Math.abs(unknown.value - 1) < 1e-6) return undefined;
  const sides = normalizeWorkText(text).split("=");
  const pattern = symbolWherever(unknown.symbol);
  // "s = −400/8.0" states the value the line before fixed: it is no equation still to solve.
  if (sides.some((side) => symbolKey(side) === symbolKey(unknown.symbol))) return undefined;
  const withLetter = sides.filter((side) => side.search(pattern) >= 0);
  const addedToNumber = withLetter.some((side) => {
    const atZero = sideAt(side, pattern, 0);
    return atZero !== undefined && Math.abs(atZero) > 1e-12;
  });
  if (withLetter.length === 2 || addedToNumber) return unknown;
  const key = symbolKey(unknown.symbol);
  if (neighbours.previousUnknown !== undefined && symbolKey(neighbours.previousUnknown) === key)
    return unknown;
  if (neighbours.next !== undefined && valueStatedFor(neighbours.next, unknown.symbol)) return unknown;
  return undefined;
}

/** Whether two values of one unknown agree within the rounding of the lines that give them (1 %). */
export function sameUnknownValue(first: number, second: number, roundingError = 0): boolean {
  return Math.abs(first - second) <= Math.max(0.01 * Math.abs(first), roundingError, 1e-12);
}

/** The SI value of a side with a symbol put in as a value of the given unit, with its dimension. */
function siSideAt(
  side: string,
  pattern: RegExp,
  value: string,
): { value: number; dimension: number[]; hasUnit: boolean } | undefined {
  const evaluation = evaluateSide(side.replace(pattern, `(${value})`));
  if (!evaluation.ok) return undefined;
  const { measured } = evaluation;
  return { value: measured.value, dimension: measured.dimension, hasUnit: measured.hasUnit };
}

/** The dimension of the first value with a unit a sentence states ("… is 80.2 kJ/kg"). */
function dimensionStatedIn(sentence: string | undefined): number[] | undefined {
  if (sentence === undefined || /=/.test(sentence)) return undefined;
  const normalized = normalizeWorkText(sentence);
  const [first] = valuesWritten(normalized);
  const read = first ? evaluateSide(normalized.slice(first.start, first.end)) : undefined;
  return read?.ok && read.measured.hasUnit ? read.measured.dimension : undefined;
}

/**
 * An equation in one unknown written with the units of its values ("2.4 × 10³ J = (0.50 kg)(390
 * J/kg·°C)ΔT"), whose next line states the unknown's value with a unit ("ΔT = 12 °C") or whose next
 * sentence states a value of the unknown's kind ("… is 80.2 kJ/kg"): solved in SI, the unknown taking
 * the unit that makes its side of the kind of the other. Its value is given in the unit the next line
 * writes, or in SI for the sentence, so the two may be compared. Undefined unless exactly one symbol,
 * on one side only, multiplying or dividing values with units, is so solved, linearly.
 */
export function equationWithUnitsInUnknown(
  text: string,
  neighbours: { next?: string; sentenceAfter?: string },
): LineUnknown | undefined {
  const sides = normalizeWorkText(text).split("=");
  if (sides.length < 2 || !/\d/.test(text)) return undefined;
  // The first side and the last: the sides between restate the relation in symbols ("= mcΔT =").
  const pair = [sides[0], sides[sides.length - 1].replace(/(?<![.,:;!?])[.,:;!?]+\s*$/, "")];
  const words = [...new Set(pair.join(" ").match(WORD) ?? [])].filter((word) => word !== "pi");
  const inWords = dimensionStatedIn(neighbours.sentenceAfter);
  const found: LineUnknown[] = [];
  for (const word of words) {
    const unit = neighbours.next === undefined ? undefined : valueStatedFor(neighbours.next, word)?.unit;
    if (!unit && !inWords) continue;
    // Never the unit after a number ("490 N" beside a normal force N).
    const pattern = symbolWherever(word, { notAfterNumbers: true });
    const holding = pair.filter((side) => side.search(pattern) >= 0);
    if (holding.length !== 1) continue;
    const [withUnknown] = holding;
    // A side of the symbol alone states its value: no equation to solve.
    if (symbolKey(withUnknown) === symbolKey(word)) continue;
    const other = pair.find((side) => side !== withUnknown);
    const otherRead = other === undefined ? undefined : evaluateSide(other);
    const asOne = siSideAt(withUnknown, pattern, "1");
    // The unknown multiplies or divides values with units ("(0.50 kg)(390 J/kg·°C)ΔT"); a symbol
    // alone beside numbers ("x − 0 = …") is a calculation left without its result.
    if (!otherRead?.ok || !otherRead.measured.hasUnit || !asOne?.hasUnit) continue;
    const dimension = otherRead.measured.dimension.map(
      (entry, index) => entry - (asOne.dimension[index] ?? 0),
    );
    const siUnit = siUnitOfDimension(dimension);
    const points = [0, 1, 2].map((x) => siSideAt(withUnknown, pattern, `${x} ${siUnit}`));
    if (points.some((point) => !point || !dimensionsMatch(point.dimension, otherRead.measured.dimension)))
      continue;
    const [atZero, atOne, atTwo] = points.map((point) => (point?.value ?? 0) - otherRead.measured.value);
    const slope = atOne - atZero;
    const scale = Math.max(Math.abs(atZero), Math.abs(atOne), Math.abs(atTwo), 1e-300);
    if (Math.abs(atTwo - 2 * atOne + atZero) > 1e-9 * scale || Math.abs(slope) <= 1e-12 * scale) continue;
    const inSI = -atZero / slope;
    if (unit) {
      const perUnit = toSI({ value: 1, unit }, { temperatureDifference: true }).value;
      if (Number.isFinite(perUnit) && perUnit !== 0) found.push({ symbol: word, value: inSI / perUnit });
    } else if (inWords && dimensionsMatch(inWords, dimension)) found.push({ symbol: word, value: inSI });
  }
  return found.length === 1 ? found[0] : undefined;
}
