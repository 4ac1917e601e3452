/**
 * Steps of algebra between symbols in a worked solution ("v_2 = \\frac{\\pi r_1^2}{\\pi r_2^2} v_1 =
 * \\frac{r_1^2}{r_2^2} v_1", or "T = \\frac{2\\pi}{\\omega}" after "\\omega = \\frac{2\\pi}{T}"), checked
 * by putting numbers for the symbols: two sides are one expression when they agree for every draw of
 * values, and an equation that isolates a symbol says what an earlier one says when, with that symbol
 * worked out from it, the earlier one holds. Such a check can confirm a step, never dispute one: a
 * step may also use a relation or a condition written elsewhere. Any letter is a symbol here, known
 * to the engine or not ("A_1", "v_{0y}"): the check needs no meaning, only the same letters on both
 * sides.
 */
import { evaluateSide } from "./read-expression";

/** A side of letters and numbers, read (after normalizeWorkText) as a template for numbers. */
export interface SymbolicSide {
  /** The side with each symbol's place marked: pieces of text between symbols. */
  pieces: readonly string[];
  /** The symbol at each place, as a key ("v_0y", "lambda"). */
  places: readonly string[];
  symbols: ReadonlySet<string>;
}

/** An equation between symbols, as read. */
export interface SymbolicEquation {
  left: SymbolicSide;
  right: SymbolicSide;
}

/** Words that are functions or constants, not products of symbols. */
const WORDS = [
  "arcsin",
  "arccos",
  "arctan",
  "asin",
  "acos",
  "atan",
  "sqrt",
  "sin",
  "cos",
  "tan",
  "exp",
  "ln",
  "log",
  "pi",
];
/** Operations this check does not read: an integral, a sum, a limit, a derivative. */
const NOT_ALGEBRA =
  /\b(?:int|sum|lim|oint|prod)\b|\\(?:int|sum|lim|oint|prod|partial|nabla)|\bd\s*\/\s*d|[∫∑∂∇|]/;
/**
 * A letter or a LaTeX name with its subscript: "v_ 0y", "\\lambda", "T_ (L y)"; primes before or after
 * the subscript name another symbol, as frames and instants are marked ("\\Delta t'", "x'_ 2", "u'").
 */
const SYMBOL =
  /(\\[A-Za-z]+|[A-Za-zα-ωΑ-Ω])(?:'|′){0,3}(\s*_\s*(?:\{[^{}]*\}|\([^()]*\)|[A-Za-z0-9]+))?(?:'|′){0,3}/y;

const DRAWS = 8;
/** Draws that must give finite values on both sides (a square root of a negative gives none). */
const FINITE_DRAWS = 4;
const AGREEMENT = 1e-9;

/** Reads a side of symbols (numbers and operations allowed), or undefined when it has none or cannot be read. */
export function readSymbols(side: string): SymbolicSide | undefined {
  if (NOT_ALGEBRA.test(side)) return undefined;
  const pieces: string[] = [];
  const places: string[] = [];
  let piece = "";
  let index = 0;
  while (index < side.length) {
    const rest = side.slice(index);
    const word = WORDS.find((name) => rest.startsWith(name) && !/^[A-Za-z]/.test(rest.slice(name.length)));
    const before = side[index - 1] ?? "";
    if (word && !/[A-Za-z\\]/.test(before)) {
      piece += word;
      index += word.length;
      continue;
    }
    SYMBOL.lastIndex = index;
    const symbol = /[A-Za-z\\α-ωΑ-Ω]/.test(side[index]) ? SYMBOL.exec(side) : null;
    if (!symbol) {
      piece += side[index];
      index++;
      continue;
    }
    pieces.push(piece);
    piece = "";
    places.push(symbol[0].replace(/[\s{}()]/g, ""));
    index += symbol[0].length;
  }
  pieces.push(piece);
  if (places.length === 0) return undefined;
  const read: SymbolicSide = { pieces, places, symbols: new Set(places) };
  return sideValue(read, drawValues([...read.symbols], 0)) === undefined ? undefined : read;
}

/** The value of a side for values of its symbols; undefined when it does not evaluate to a bare number. */
export function sideValue(side: SymbolicSide, values: ReadonlyMap<string, number>): number | undefined {
  let text = side.pieces[0];
  side.places.forEach((key, index) => {
    text += ` (${values.get(key)}) ${side.pieces[index + 1]}`;
  });
  const evaluation = evaluateSide(text);
  return evaluation.ok && !evaluation.measured.hasUnit ? evaluation.measured.value : undefined;
}

/** Values drawn for symbols, the same on every call: positive, away from 0 and 1. */
function drawValues(keys: readonly string[], draw: number): Map<string, number> {
  const values = new Map<string, number>();
  keys.forEach((key, index) => {
    // A fixed low-discrepancy sequence, so each symbol gets its own value in every draw.
    const fraction = ((draw + 1) * 0.6180339887 + (index + 1) * 0.7548776662) % 1;
    values.set(key, Number((1.15 + 1.7 * fraction).toFixed(9)));
  });
  return values;
}

function agree(a: number, b: number): boolean {
  return Math.abs(a - b) <= AGREEMENT * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Whether two sides agree on enough draws of values and disagree on none, `set` worked out first. */
function agreeEverywhere(
  first: SymbolicSide,
  second: SymbolicSide,
  keys: readonly string[],
  set?: { key: string; side: SymbolicSide },
): boolean {
  let finite = 0;
  for (let draw = 0; draw < DRAWS; draw++) {
    const values = drawValues(keys, draw);
    if (set) {
      const value = sideValue(set.side, values);
      if (value === undefined || !Number.isFinite(value)) continue;
      values.set(set.key, value);
    }
    const a = sideValue(first, values);
    const b = sideValue(second, values);
    if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b)) continue;
    if (!agree(a, b)) return false;
    finite++;
  }
  return finite >= FINITE_DRAWS;
}

/** Whether two sides are one expression written two ways ("\\frac{\\pi r^2}{\\pi R^2}" and "\\frac{r^2}{R^2}"). */
export function sameExpression(first: SymbolicSide, second: SymbolicSide): boolean {
  return agreeEverywhere(first, second, [...new Set([...first.symbols, ...second.symbols])]);
}

/** The one symbol a side is, when it is a symbol alone. */
function loneSymbol(side: SymbolicSide): string | undefined {
  return side.places.length === 1 && side.pieces.every((piece) => piece.trim() === "")
    ? side.places[0]
    : undefined;
}

/**
 * Whether an equation that isolates a symbol ("T = \\frac{2\\pi}{\\omega}") says what an earlier
 * equation over the same symbols says: with the symbol worked out from it, the earlier one holds.
 */
export function rearranges(equation: SymbolicEquation, earlier: SymbolicEquation): boolean {
  const symbols = new Set([...equation.left.symbols, ...equation.right.symbols]);
  const earlierSymbols = new Set([...earlier.left.symbols, ...earlier.right.symbols]);
  if (symbols.size !== earlierSymbols.size || [...symbols].some((key) => !earlierSymbols.has(key)))
    return false;
  for (const [isolated, expression] of [
    [equation.left, equation.right],
    [equation.right, equation.left],
  ] as const) {
    const key = loneSymbol(isolated);
    if (key === undefined || expression.symbols.has(key)) continue;
    const others = [...symbols].filter((symbol) => symbol !== key);
    if (agreeEverywhere(earlier.left, earlier.right, others, { key, side: expression })) return true;
  }
  return false;
}
