/**
 * Evaluates one side of a line of student work ("20 m/s * 3 s", "0.5(2 kg)(3 m/s)^2",
 * "sqrt(2 × 9.8 × 20)") to an SI value with its dimension, so Work Analysis can check the
 * arithmetic and the units. A side with a variable in it is not evaluated: only numbers,
 * units, operators, brackets and the usual functions are.
 *
 * Units are read with the quantity module (mathjs underneath). Inside arithmetic a degree
 * Celsius counts as an interval (80 °C − 20 °C = 60 °C); a lone temperature keeps its offset
 * so "25 °C = 298 K" also checks.
 */

import { latexArgument, latexStructures } from "../../latex-structures";
import { matchNumberPrefix, normalizeTypography } from "../../quantity/parse-number";
import {
  BASE_DIMENSIONS,
  type Dimension,
  dimensionOf,
  parseUnit,
  significantFiguresOf,
  toSI,
} from "../../quantity/quantity";
import { siUnitFor } from "../../quantity/units";

/** A side's value: SI number, exponents of the base dimensions, and what the student wrote. */
export interface Measured {
  /** SI value with temperatures as intervals. */
  value: number;
  /** SI value with a lone absolute temperature's offset (equals `value` otherwise). */
  absoluteValue: number;
  dimension: number[];
  /** True when some number in it had no unit. */
  hasBareNumber: boolean;
  /** True when a number without a unit is a measured value or a constant (9.8, 6.63 × 10^-34), not an exact factor (½, 2). */
  hasBareValue?: true;
  /** True when some number in it had a unit: the student is writing units, so they can be checked. */
  hasUnit: boolean;
  /** True when a degree Celsius or Fahrenheit appears, whose meaning (interval or level) is unsure. */
  hasTemperature: boolean;
  /** True when a trigonometric function took a bare number, read as degrees. */
  hasBareAngle: boolean;
  /** True when π is a factor or a term of it: an angle written with π ("π/9") is in radians. */
  hasPi?: true;
  /**
   * True for a zero made by a bare 0 factor ("1800 kg × 0", a body at rest written without its
   * speed's unit): a zero of any unit, which takes the unit of what it is added to or compared with.
   */
  zeroOfAnyUnit?: true;
  /**
   * True when π follows a divisor ("/ 2π"), so the divisor may or may not take it: the side was
   * read one way, and `evaluateSide` with `joinAfterDivisor` reads it the other.
   */
  divisorGroupingAmbiguous?: true;
  /** For a side that is one number with or without a unit: the number as written and the unit. */
  lone?: { numberText: string; value: number; unit: string };
  /**
   * How far the SI value can be off because the numbers in it were rounded to the digits written
   * (half the last digit of each, carried through the arithmetic); 0 for exact factors.
   */
  roundingError: number;
}

/** The outcome of evaluating a side. */
export type SideEvaluation =
  | { ok: true; measured: Measured }
  | { ok: false; reason: "not-numeric" | "syntax" }
  | { ok: false; reason: "dimension-clash"; detail: string };

type Token =
  | { kind: "number"; value: number; text: string; unit?: string; percent?: true }
  | { kind: "operator"; symbol: "+" | "-" | "*" | "/" | "^" }
  | { kind: "open" }
  | { kind: "close" }
  | { kind: "function"; name: FunctionName }
  | { kind: "constant"; value: number };

type FunctionName =
  | "sqrt"
  | "sin"
  | "cos"
  | "tan"
  | "cot"
  | "sec"
  | "csc"
  | "asin"
  | "acos"
  | "atan"
  | "ln"
  | "log"
  | "exp"
  | "abs";

const FUNCTION_ALIASES: Record<string, FunctionName> = {
  sqrt: "sqrt",
  sin: "sin",
  cos: "cos",
  tan: "tan",
  cot: "cot",
  // Not "sec", which is also a second.
  secant: "sec",
  cosecant: "csc",
  asin: "asin",
  acos: "acos",
  atan: "atan",
  arcsin: "asin",
  arccos: "acos",
  arctan: "atan",
  ln: "ln",
  log: "log",
  exp: "exp",
  abs: "abs",
};

const LETTER = "A-Za-zΩμµ°Å";
// A closing bracket belongs to the power only when it opened one: in "(0.0013 m^3)" it closes the group.
const UNIT_WORD = new RegExp(`^\\s*[${LETTER}]+(?:\\^(?:\\(-?\\d+(?:\\.\\d+)?\\)|-?\\d+(?:\\.\\d+)?))?`);
const UNIT_GROUP = new RegExp(`^\\(\\s*[${LETTER}][${LETTER}\\s*/^\\d.-]*\\)(?:\\^-?\\d+)?`);
const UNIT_SEPARATOR = new RegExp(`^\\s*[*/]\\s*(?=[${LETTER}(])`);
const SPACE_BEFORE_WORD = new RegExp(`^\\s+(?=[${LETTER}])`);
const IDENTIFIER = new RegExp(`^[${LETTER}_][${LETTER}_0-9]*`);

const ZERO_DIMENSION = BASE_DIMENSIONS.map(() => 0);

/** Fractions written as one character ("½"), as the bracketed quotient they stand for. */
export const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  "½": "(1/2)",
  "⅓": "(1/3)",
  "¼": "(1/4)",
  "¾": "(3/4)",
  "⅔": "(2/3)",
};

/**
 * The number at the start of a side's text. A bracket that closes a group ("(2.0 × 10^-6)")
 * is not part of the number's power of ten, which only takes a bracket it opened ("10^(-6)").
 */
function leadingNumber(text: string): { value: number; length: number } | undefined {
  const number = matchNumberPrefix(text);
  if (!number) return undefined;
  const written = text.slice(0, number.length);
  const power = written.lastIndexOf("^");
  if (written.trimEnd().endsWith(")") && !written.slice(power + 1).includes("(")) {
    const shorter = written.trimEnd().slice(0, -1).trimEnd();
    const reread = matchNumberPrefix(shorter);
    if (reread && reread.length === shorter.length) return reread;
  }
  return number;
}

/** A function written before a fraction, its argument: "\\log_{10}\\frac{I}{I_0}" (the function, the fraction). */
const FUNCTION_BEFORE_FRACTION =
  /(\\(?:log|ln|sin|cos|tan|exp)(?![A-Za-z])(?:\s*_\s*(?:\{\s*10\s*\}|10))?)\s*(\\[dt]?frac\s*\{(?:[^{}]|\{[^{}]*\})*\}\s*\{(?:[^{}]|\{[^{}]*\})*\})/g;

/** A fraction whose lower part is an upright unit alone: "\\frac{1000\\ \\text{g}}{\\text{kg}}". */
const UNIT_ALONE_BELOW_BAR =
  /\\frac\s*(\{(?:[^{}]|\{[^{}]*\})*\})\s*\{\s*(\\(?:text|mathrm)\s*\{[^{}]*\})\s*\}/g;

/** One over an upright unit, with a power or not: "\\frac{1}{\\text{m}}", "\\frac{1}{\\text{s}^{2}}". */
const ONE_OVER_UNIT =
  /\\[dt]?frac\s*\{\s*1\s*\}\s*\{\s*\\(?:text|mathrm)\s*\{\s*([A-Za-zΩμ°]+)\s*\}\s*(?:\^\s*\{?\s*(\d)\s*\}?)?\s*\}/g;

/** A LaTeX fraction of one upright unit by another ("\\frac{\\text{mi}}{\\text{min}}"), with a power on the lower one. */
const UNIT_FRACTION =
  /\\[dt]?frac\s*\{\s*\\(?:text|mathrm)\s*\{\s*([A-Za-zΩμ°]+)\s*\}\s*\}\s*\{\s*\\(?:text|mathrm)\s*\{\s*([A-Za-zΩμ°]+)\s*\}\s*(\^\s*\{?\s*\d\s*\}?)?\s*\}/g;

const INVERSE_BEFORE_FRACTION = /\\(?:sin|cos|tan)\s*\^\s*\{\s*-\s*1\s*\}\s*(?=\\[dt]?frac(?![A-Za-z]))/g;

/**
 * "\tan^{-1}\frac{a}{b}" with the fraction bracketed, as it is read: the inverse function of the
 * whole fraction, not of its upper part.
 */
function bracketInverseOfFraction(text: string): string {
  let output = "";
  let from = 0;
  for (const match of text.matchAll(INVERSE_BEFORE_FRACTION)) {
    const start = (match.index ?? 0) + match[0].length;
    if (start < from) continue;
    const command = /^\\[dt]?frac/.exec(text.slice(start));
    const numerator = command && latexArgument(text, start + command[0].length);
    const denominator = numerator && latexArgument(text, numerator.end);
    if (!denominator) continue;
    output += `${text.slice(from, start)}(${text.slice(start, denominator.end)})`;
    from = denominator.end;
  }
  return output + text.slice(from);
}

/** For each "{" of a text, where its "}" stands (-1 when it is not closed), found in one pass. */
function closingBracesOf(text: string): Int32Array {
  const closes = new Int32Array(text.length).fill(-1);
  const open: number[] = [];
  for (let index = 0; index < text.length; index++) {
    if (text[index] === "{") open.push(index);
    else if (text[index] === "}") {
      const start = open.pop();
      if (start !== undefined) closes[start] = index;
    }
  }
  return closes;
}

const FRACTION_COMMAND = /\\[dt]?frac(?![A-Za-z])/g;
/** An upright unit right after a LaTeX group: "\\ \\text{m/s}", "\\,\\mathrm{kg}". */
const UPRIGHT_UNIT_NEXT = /^(?:\s|\\[ ,;:!])*\\(?:text|mathrm)\s*\{\s*~?\s*[A-Za-zΩμ°]/;

/**
 * "\\frac{(0.50)(1609)}{60}\\ \\text{m/s}" with the fraction bracketed: a unit written after a LaTeX
 * fraction measures the whole fraction, as its bar shows, not its lower part alone.
 */
function bracketFractionBeforeUnit(text: string): string {
  if (!/\\[dt]?frac/.test(text) || !/\\(?:text|mathrm)/.test(text)) return text;
  const closes = closingBracesOf(text);
  let output = "";
  let from = 0;
  for (const match of text.matchAll(FRACTION_COMMAND)) {
    const start = match.index ?? 0;
    if (start < from) continue;
    const numerator = latexArgument(text, start + match[0].length, closes);
    const denominator = numerator && latexArgument(text, numerator.end, closes);
    if (!denominator || !UPRIGHT_UNIT_NEXT.test(text.slice(denominator.end, denominator.end + 40))) continue;
    output += `${text.slice(from, start)}(${text.slice(start, denominator.end)})`;
    from = denominator.end;
  }
  return output + text.slice(from);
}

/** Texts this long and shorter are remembered once normalised; a reply's lines are read many times. */
const REMEMBERED_TEXT_LENGTH = 2_000;
/** How many normalised texts are remembered before the memory is emptied. */
const REMEMBERED_TEXTS = 4_000;
const normalizedTexts = new Map<string, string>();

/**
 * Rewrites typographic and OCR variants into the plain operators the tokenizer reads. The checks of
 * a reply read each line many times over, so short texts are normalised once and remembered.
 */
export function normalizeWorkText(text: string): string {
  if (text.length > REMEMBERED_TEXT_LENGTH) return normalizedWorkText(text);
  const remembered = normalizedTexts.get(text);
  if (remembered !== undefined) return remembered;
  if (normalizedTexts.size >= REMEMBERED_TEXTS) normalizedTexts.clear();
  const normalized = normalizedWorkText(text);
  normalizedTexts.set(text, normalized);
  return normalized;
}

function normalizedWorkText(text: string): string {
  return (
    latexStructures(
      bracketFractionBeforeUnit(
        bracketInverseOfFraction(normalizeTypography(text))
          // "\log_{10}\frac{I}{I_0}", "\sin\frac{\pi}{6}": a function takes the whole fraction after it.
          .replace(FUNCTION_BEFORE_FRACTION, "$1\\left($2\\right)")
          // "18 000 kg m/s", "125 580 J": digits grouped in threes by spaces are one number.
          .replace(/(?<![\d.,])\d{1,3}(?:[ \u2009\u202F]\d{3})+(?![\d.])/g, (number) =>
            number.replace(/\s/g, ""),
          )
          // A year written upright as books write it, "5730\ \text{y}", "\text{s/y}" (not a label,
          // "v_{\text{y}}"); "\text{eVs}", the eV·s.
          .replace(/(?<!_\s*\{?\s*)(\\(?:text|mathrm)\s*\{\s*~?\s*(?:[A-Za-z]+\/)?)y(\s*\})/g, "$1yr$2")
          .replace(/(\\(?:text|mathrm)\s*\{\s*~?\s*)eVs(\s*\})/g, "$1eV\\cdot s$2")
          // "~" is LaTeX's unbreakable space: "0.500\mathrm{~m}", "60.0~\text{N}".
          .replace(/(\{\s*)~+/g, "$1")
          .replace(/(?<=[\d}])\s*~(?=\s*\\?[A-Za-zΩμ°])/g, " ")
          // "\mu\mathrm{m}" is one unit, the micrometre, not μ times a metre.
          .replace(/\\mu\s*\\(?:text|mathrm)\s*\{/g, "\\mathrm{μ")
          // A unit vector's size is 1 ("\left|\hat{i}\right| = 1"); sized bars around a value take its size.
          .replace(/\\left\s*\|\s*\\hat\s*\{?\s*[ijk]\s*\}?\s*\\right\s*\|/g, "(1)")
          .replace(/\\left\s*\|([^|]*)\\right\s*\|/g, (whole, inner: string) =>
            // Bars around symbols alone are left for the reading of symbols ("|f_2 − f_1|").
            /\d/.test(inner.replace(/_\s*(?:\{[^{}]*\}|\w)/g, "")) ? `abs(${inner})` : whole,
          )
          // Sized brackets are brackets: "\left( ... \right)", and sized braces too: "\left\{ ... \right\}^{1/2}".
          .replace(/\\(?:left|right|[bB]igg?[lr]?)\s*\\([{}])/g, (_whole, brace: string) =>
            brace === "{" ? "(" : ")",
          )
          .replace(/\\(?:left|right)\s*\./g, " ")
          .replace(/\\(?:left|right|[bB]igg?[lr]?)(?![A-Za-z])/g, "")
          .replace(/\^\s*(?:\{\s*\\circ\s*\}|\\circ)/g, "°")
          // The ångström as LaTeX writes it: "\mathring{A}", "\AA".
          .replace(/\\mathring\s*\{\s*A\s*\}|\\AA(?![A-Za-z])/g, "Å")
          // Accents and fonts on a symbol (\bar{K}, \mathcal{E}) leave the symbol.
          .replace(/\\(?:mathcal|mathbf|boldsymbol|bar|overline|vec|hat)\s*\{([^{}]*)\}/g, "$1")
          .replace(/\\(?:times|cdot)/g, "*")
          // Struck-out units of a conversion ("\cancel{\text{mile}}") are still its units.
          .replace(/\\b?cancel\s*\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g, "$1")
          // "0.50\,\frac{\text{mi}}{\text{min}}": a fraction of two units is one unit, "mi/min".
          .replace(UNIT_FRACTION, "\\text{$1}/\\text{$2}$3")
          // "(1.097 × 10^{7})\frac{1}{\text{m}}": one over an upright unit is that unit to the power −1.
          .replace(
            ONE_OVER_UNIT,
            (_whole, unit: string, power?: string) => `\\text{${unit}}^{-${power ?? "1"}}`,
          )
          // "\frac{6.02 × 10^{23}}{\text{mol}}": a unit alone below the bar is one of that unit, per
          // which the upper part is a rate ("\frac{3\ \text{h}}{\text{day}}"), not a conversion.
          .replace(
            UNIT_ALONE_BELOW_BAR,
            (_whole, upper: string, unit: string) => `(${upper.slice(1, -1)})(1\\ ${unit})^{-1}`,
          ),
      ),
    )
      // "\tan^{-1}(0.75)" is the inverse function; "\sin 30°" the function, as typed without the backslash.
      .replace(/\\(sin|cos|tan)\s*\^\s*(?:\(\s*-\s*1\s*\)|-\s*1(?![\d.])|-1(?=\s*\d))/g, " a$1 ")
      // "\log_{10} 2.00" is the common logarithm the reader's log already is.
      .replace(/\\log\s*_\s*(?:\{\s*10\s*\}|10(?!\d))/g, " log ")
      .replace(/\\(arcsin|arccos|arctan|sin|cos|tan|cot|ln|log|exp)(?![A-Za-z])/g, " $1 ")
      .replace(/\\sec(?![A-Za-z])/g, " secant ")
      .replace(/\\csc(?![A-Za-z])/g, " cosecant ")
      .replace(/\\pi/g, "pi")
      .replace(/\\infty(?![A-Za-z])|∞/g, " infinity ")
      .replace(/\\Delta\s*/g, "Δ")
      .replace(/\\,|\\;|\\:|\\!|\\ |\\q?quad(?![A-Za-z])/g, " ")
      .replace(/\\Omega/g, "Ω")
      // "47\,\mu F", "47 μ F": a prefix after a number belongs to the unit that follows it.
      .replace(/(\d\s*)(?:\\mu|μ)\s+(?=[A-Za-zΩ])/g, "$1μ")
      .replace(/\\mu/g, "μ")
      .replace(/\\circ/g, "°")
      // "E_{n+1}" is one symbol: the sum in its subscript is no sum of quantities.
      .replace(
        /_\{([^{}]*[-+][^{}]*)\}/g,
        (_whole, subscript: string) => `_${subscript.replace(/[^\w]/g, "")}`,
      )
      .replace(/\^\{\s*(-?\d+)\s*\}/g, "^$1")
      .replace(/\^\{([^}]*)\}/g, "^($1)")
      .replace(/[${}]/g, " ")
      .replace(/[×·⋅∙•]/g, "*")
      .replace(/÷/g, "/")
      .replace(/[½⅓¼¾⅔]/g, (fraction) => VULGAR_FRACTIONS[fraction] ?? fraction)
      // "√392" and "∛27": the root takes what follows, as a function takes its argument.
      .replace(/∛\s*(\([^()]*\)|[\d.]+)/g, "(($1)^(1/3))")
      .replace(/√/g, "sqrt ")
      .replace(/π/g, "pi")
      .replace(/\*\*/g, "^")
      // "\mathrm{m}^2" leaves "m ^2": the power belongs to the unit before it.
      .replace(/(?<!\s)\s+\^/g, "^")
      // "I²V" arrives as "I^2V": a power written as a superscript ends with its digits.
      .replace(/\^(\d+)(?=[A-Za-zΩμλωθρ])/g, "^$1 ")
      // "2.14 × 10³ turns/m": turns are counted, so a number of them per metre is per metre.
      .replace(/(?<=[\d)]\s?)(?:turns|loops|windings)\s?\/\s?(m|cm|mm)(?![A-Za-z/^])/g, "$1^-1")
  );
}

/** Reads the unit written right after a number, if any: the longest run the unit parser accepts. */
export function readUnitAfterNumber(text: string): { unit: string; length: number } | undefined {
  const ends: number[] = [];
  let position = 0;
  const first = UNIT_WORD.exec(text);
  if (!first) return undefined;
  position = first[0].length;
  ends.push(position);
  for (;;) {
    const rest = text.slice(position);
    const separator = UNIT_SEPARATOR.exec(rest) ?? SPACE_BEFORE_WORD.exec(rest);
    if (!separator) break;
    const afterSeparator = rest.slice(separator[0].length);
    const next = UNIT_GROUP.exec(afterSeparator) ?? UNIT_WORD.exec(afterSeparator);
    if (!next) break;
    position += separator[0].length + next[0].length;
    ends.push(position);
  }
  for (let index = ends.length - 1; index >= 0; index--) {
    const candidate = text.slice(0, ends[index]).trim();
    const unit = parseUnit(candidate);
    if (unit !== undefined && unit !== "") return { unit, length: ends[index] };
  }
  return undefined;
}

/**
 * What the bracket that closes the tokens holds: a sum or difference of numbers ("(2.0 − 6.0)"),
 * numbers worked out with one of two or more figures ("(0.50)(1609)") or with π ("(2π)"), or neither (undefined). Letters
 * after "(1)/(2)" are symbols ("½ C V²"), not coulombs and volts.
 */
function closedGroup(tokens: readonly Token[]): "sum" | "data" | "function" | undefined {
  let depth = 0;
  let data = false;
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index];
    if (token.kind === "close") depth++;
    else if (token.kind === "open" && --depth === 0) {
      // "√(10) m": a function of numbers is a value, and the unit after it is its unit.
      const numbers = tokens.slice(index + 1, -1).every((inner) => inner.kind !== "number" || !inner.unit);
      if (tokens[index - 1]?.kind === "function" && numbers) return "function";
      break;
    } else if (token.kind === "operator" && (token.symbol === "+" || token.symbol === "-")) {
      const before = tokens[index - 1];
      if (before?.kind === "number" || before?.kind === "close") return "sum";
    } else if (token.kind === "number" && (significantFiguresOf(token.text.replace(/^-/, "")) ?? 1) >= 2)
      data = true;
    // "(2π) rad/s": a multiple of π is a value, as a conversion to radians writes it.
    else if (token.kind === "constant") data = true;
  }
  return data ? "data" : undefined;
}

/** A degree or a kelvin alone after "/": "/°C", "/ ° C", "/K", "/°F". */
const PER_DEGREE = /^\/\s*(°\s*[CF]|K)(?![A-Za-z^(])/;

function tokenize(text: string): Token[] | "not-numeric" | "syntax" {
  const tokens: Token[] = [];
  let position = 0;
  while (position < text.length) {
    const rest = text.slice(position);
    const space = /^\s+/.exec(rest);
    if (space) {
      position += space[0].length;
      continue;
    }
    const previous = tokens[tokens.length - 1];
    const afterValue =
      previous?.kind === "number" || previous?.kind === "close" || previous?.kind === "constant";
    // "2 x 3" and "2x(3)": an x between values is a multiplication sign, as OCR and typed work write it.
    if (afterValue && /^[xX](?=\s*[\d.(])/.test(rest)) {
      tokens.push({ kind: "operator", symbol: "*" });
      position += 1;
      continue;
    }
    if (/^[\d.]/.test(rest)) {
      const number = leadingNumber(rest);
      if (!number) return "syntax";
      position += number.length;
      const numberText = rest.slice(0, number.length).trim();
      // "80 %" is the pure number 0.80, written to the digits of "80".
      const percent = /^\s*%/.exec(text.slice(position));
      if (percent) {
        position += percent[0].length;
        const figures = significantFiguresOf(numberText.replace(/^-/, "")) ?? 3;
        const decimal = (number.value / 100).toPrecision(Math.max(1, Math.min(figures, 21)));
        tokens.push({ kind: "number", value: number.value / 100, text: decimal, percent: true });
        continue;
      }
      const unit = readUnitAfterNumber(text.slice(position));
      if (unit) {
        position += unit.length;
        tokens.push({ kind: "number", value: number.value, text: numberText, unit: unit.unit });
      } else {
        tokens.push({ kind: "number", value: number.value, text: numberText });
      }
      continue;
    }
    const symbol = rest[0];
    // "12 × 10⁻⁶/°C", "(950 − 35) × 10⁻⁶/K": a coefficient per degree, the unit alone after "/".
    const perDegree = afterValue && symbol === "/" ? PER_DEGREE.exec(rest) : null;
    if (perDegree) {
      const unit = readUnitAfterNumber(perDegree[1]);
      if (unit) {
        tokens.push(
          { kind: "operator", symbol: "/" },
          { kind: "number", value: 1, text: "1", unit: unit.unit },
        );
        position += perDegree[0].length;
        continue;
      }
    }
    if (symbol === "+" || symbol === "-" || symbol === "*" || symbol === "/" || symbol === "^") {
      tokens.push({ kind: "operator", symbol });
      position += 1;
      continue;
    }
    if (symbol === "(" || symbol === "[") {
      tokens.push({ kind: "open" });
      position += 1;
      continue;
    }
    if (symbol === ")" || symbol === "]") {
      tokens.push({ kind: "close" });
      position += 1;
      continue;
    }
    const identifier = IDENTIFIER.exec(rest);
    if (identifier) {
      const word = identifier[0];
      const functionName = FUNCTION_ALIASES[word.toLowerCase()];
      if (functionName) {
        tokens.push({ kind: "function", name: functionName });
      } else if (word === "pi") {
        tokens.push({ kind: "constant", value: Math.PI });
      } else if (word === "infinity") {
        tokens.push({ kind: "constant", value: Number.POSITIVE_INFINITY });
      } else if (word.startsWith("pi") && FUNCTION_ALIASES[word.slice(2).toLowerCase()]) {
        // "2π√(0.90/9.8)" arrives as "2pisqrt(...)": π, then the function.
        tokens.push({ kind: "constant", value: Math.PI });
        position += 2;
        continue;
      } else {
        // "(2.0 − 6.0) cm", "120π rad/s": a unit after a bracket or a constant applies to it. One
        // letter after π is more likely a symbol ("π d", "2π r").
        const group = previous?.kind === "close" ? closedGroup(tokens) : undefined;
        const unit = group || previous?.kind === "constant" ? readUnitAfterNumber(rest) : undefined;
        // One letter after a lone number is more likely a symbol too: "2(−4.0)s" solves for s.
        if (unit && (group === "sum" || group === "function" || /[A-Za-zΩμµ°]{2}|[/*]/.test(unit.unit))) {
          tokens.push({ kind: "number", value: 1, text: "1", unit: unit.unit });
          position += unit.length;
          continue;
        }
        // A letter that is not a unit after a number is a variable: the side is symbolic.
        return "not-numeric";
      }
      position += word.length;
      continue;
    }
    return "syntax";
  }
  return tokens;
}

class DimensionClash extends Error {}

class Parser {
  private index = 0;
  private divisorGroupingAmbiguous = false;
  constructor(
    private readonly tokens: Token[],
    private readonly bareAnglesInDegrees: boolean,
    private readonly joinAfterDivisor = false,
  ) {}

  parse(): Measured | undefined {
    const result = this.sum();
    if (!result || this.index !== this.tokens.length) return undefined;
    return this.divisorGroupingAmbiguous ? { ...result, divisorGroupingAmbiguous: true } : result;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private sum(): Measured | undefined {
    let left = this.product();
    while (left) {
      const token = this.peek();
      if (token?.kind !== "operator" || (token.symbol !== "+" && token.symbol !== "-")) break;
      this.index++;
      const right = this.product();
      if (!right) return undefined;
      left = addition(left, right, token.symbol === "-" ? -1 : 1);
    }
    return left;
  }

  private product(): Measured | undefined {
    let left = this.unary();
    while (left) {
      const token = this.peek();
      const explicit = token?.kind === "operator" && (token.symbol === "*" || token.symbol === "/");
      // "(2 kg)(9.8 m/s^2)" and "2 sqrt(5)": a value followed by a bracket or function multiplies.
      const implicit =
        token?.kind === "open" ||
        token?.kind === "function" ||
        token?.kind === "number" ||
        token?.kind === "constant";
      if (!explicit && !implicit) break;
      if (explicit) this.index++;
      const divide = explicit && token?.kind === "operator" && token.symbol === "/";
      const right = divide ? this.divisor() : this.unary();
      if (!right) return undefined;
      left = multiplication(left, right, divide ? -1 : 1);
    }
    return left;
  }

  /**
   * What a "/" divides by. Followed by π ("4π × 10⁻⁷ / 2π", "(4/3π)"), it may be the number alone,
   * as the operators say, or the number with the π and any factor written against them, as
   * "/2π" is often meant: the side is read the one way or the other by `joinAfterDivisor`, and
   * marked as open to both.
   */
  private divisor(): Measured | undefined {
    let divisor = this.unary();
    if (!divisor || this.peek()?.kind !== "constant") return divisor;
    this.divisorGroupingAmbiguous = true;
    if (!this.joinAfterDivisor) return divisor;
    while (divisor && this.followsByJuxtaposition()) {
      const factor = this.unary();
      divisor = factor && multiplication(divisor, factor, 1);
    }
    return divisor;
  }

  private followsByJuxtaposition(): boolean {
    const next = this.peek()?.kind;
    return next === "open" || next === "function" || next === "number" || next === "constant";
  }

  private unary(): Measured | undefined {
    const token = this.peek();
    if (token?.kind === "operator" && (token.symbol === "-" || token.symbol === "+")) {
      this.index++;
      const operand = this.unary();
      if (!operand) return undefined;
      if (token.symbol === "+") return operand;
      const negated: Measured = { ...operand, value: -operand.value, absoluteValue: -operand.absoluteValue };
      if (operand.lone) {
        negated.lone = {
          ...operand.lone,
          numberText: `-${operand.lone.numberText}`,
          value: -operand.lone.value,
        };
      }
      return negated;
    }
    return this.power();
  }

  private power(): Measured | undefined {
    const base = this.primary();
    if (!base) return undefined;
    const token = this.peek();
    if (token?.kind !== "operator" || token.symbol !== "^") return base;
    this.index++;
    const exponent = this.unary();
    if (!exponent) return undefined;
    if (exponent.dimension.some((entry) => entry !== 0))
      throw new DimensionClash("an exponent must be a pure number");
    const power = exponent.value;
    const value = base.value ** power;
    return {
      roundingError:
        // An exponent is taken as exact ((γ − 1) = 0.40): its rounding would swamp the check.
        Math.abs(value) * Math.abs(power) * relativeError(base),
      value,
      absoluteValue: value,
      dimension: base.dimension.map((entry) => entry * power),
      hasBareNumber: base.hasBareNumber,
      ...(base.hasBareValue ? { hasBareValue: true as const } : {}),
      hasUnit: base.hasUnit,
      hasTemperature: base.hasTemperature,
      hasBareAngle: base.hasBareAngle || exponent.hasBareAngle,
      ...(base.hasPi ? { hasPi: true as const } : {}),
      ...(base.zeroOfAnyUnit && power > 0 ? { zeroOfAnyUnit: true as const } : {}),
    };
  }

  private primary(): Measured | undefined {
    const token = this.peek();
    if (!token) return undefined;
    this.index++;
    if (token.kind === "number") return quantityValue(token);
    if (token.kind === "constant") {
      return {
        roundingError: 0,
        value: token.value,
        absoluteValue: token.value,
        dimension: [...ZERO_DIMENSION],
        hasBareNumber: false,
        hasUnit: false,
        hasTemperature: false,
        hasBareAngle: false,
        ...(token.value === Math.PI ? { hasPi: true as const } : {}),
      };
    }
    if (token.kind === "open") {
      const inner = this.sum();
      if (!inner || this.peek()?.kind !== "close") return undefined;
      this.index++;
      return withoutLone(inner);
    }
    if (token.kind === "function") {
      const bracketed = this.peek()?.kind === "open";
      const argument = this.power();
      if (!argument) return undefined;
      // "cos 8π/9", "sin 2(30°)", "tan⁻¹ (2.77 Ω)/(4.00 Ω)" and "ln 4.0 s⁻¹": how far the argument
      // reaches cannot be told. "sin(30°)(5.0 m)" is the sine times the length.
      const next = this.peek();
      const dividedOrMultiplied =
        next?.kind === "number" ||
        next?.kind === "constant" ||
        next?.kind === "open" ||
        (next?.kind === "operator" && next.symbol === "/");
      if (dividedOrMultiplied && (!bracketed || !isPure(argument) || next?.kind === "operator"))
        return undefined;
      if (!bracketed && !isPure(argument)) return undefined;
      return applyFunction(token.name, argument, this.bareAnglesInDegrees);
    }
    return undefined;
  }
}

function withoutLone(measured: Measured): Measured {
  const { lone: _lone, ...rest } = measured;
  return { ...rest, absoluteValue: rest.value };
}

// Conversion factors written as bare numbers that are exact: 3.6 km/h per m/s.
const EXACT_FACTORS = new Set(["3.6"]);

/**
 * Half the spacing of a number's last significant digit, in its own unit. Bare whole numbers and
 * numbers of one significant figure ("0.5", "20 m/s") are taken as exact: they are factors, or how
 * they were rounded cannot be told. Other numbers with a unit ("122 N", "21.9 m/s") are data rounded
 * to their last digit; a whole number ending in zeros ("110 cm") to its last written digit.
 */
function halfLastDigit(numberText: string, value: number, hasUnit: boolean): number {
  const text = numberText.replace(/^-/, "");
  const figures = significantFiguresOf(text) ?? 3;
  const whole = /^\d+$/.test(text);
  if (figures <= 1 || (whole && !hasUnit)) return 0;
  if (!hasUnit && EXACT_FACTORS.has(text)) return 0;
  // "110 cm" may be 110.25 cm written to three figures: its last written digit is the units.
  if (whole && text.endsWith("0")) return 0.5;
  if (value === 0) return 0.5 * 10 ** -(figures - 1);
  return 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(value))) - figures + 1);
}

function quantityValue(token: Extract<Token, { kind: "number" }>): Measured | undefined {
  if (token.unit === undefined) {
    const rounding = halfLastDigit(token.text, token.value, false);
    return {
      ...(rounding > 0 ? { hasBareValue: true as const } : {}),
      ...(token.value === 0 && !token.percent ? { zeroOfAnyUnit: true as const } : {}),
      roundingError: rounding,
      value: token.value,
      absoluteValue: token.value,
      dimension: [...ZERO_DIMENSION],
      hasBareNumber: true,
      hasUnit: false,
      hasTemperature: false,
      hasBareAngle: false,
      lone: { numberText: token.text, value: token.value, unit: "" },
    };
  }
  const dimension = dimensionOf(token.unit);
  if (!dimension) return undefined;
  const interval = toSI({ value: token.value, unit: token.unit }, { temperatureDifference: true }).value;
  const absolute = toSI({ value: token.value, unit: token.unit }).value;
  const perUnit = toSI({ value: 1, unit: token.unit }, { temperatureDifference: true }).value;
  return {
    roundingError: Math.abs(perUnit) * halfLastDigit(token.text, token.value, true),
    value: interval,
    absoluteValue: absolute,
    dimension: BASE_DIMENSIONS.map((name) => dimension[name]),
    hasBareNumber: false,
    hasUnit: true,
    hasTemperature: interval !== absolute || token.unit === "degC" || token.unit === "degF",
    hasBareAngle: false,
    lone: { numberText: token.text, value: token.value, unit: token.unit },
  };
}

function sameDimension(first: number[], second: number[]): boolean {
  return first.every((entry, index) => Math.abs(entry - second[index]) < 1e-9);
}

function isPure(measured: Measured): boolean {
  return measured.dimension.every((entry) => entry === 0);
}

function addition(left: Measured, right: Measured, sign: 1 | -1): Measured {
  let dimension = left.dimension;
  if (!sameDimension(left.dimension, right.dimension)) {
    // "20 + 273 K": a bare number takes the unit of what it is added to, and so does a zero made by
    // a bare 0 factor ("1800 kg × 0"); two units that differ clash.
    const leftBare = !left.hasUnit || (left.zeroOfAnyUnit === true && !right.zeroOfAnyUnit);
    const rightBare = !right.hasUnit || right.zeroOfAnyUnit === true;
    if (!leftBare && !rightBare) throw new DimensionClash("terms with different units are added");
    dimension = leftBare ? right.dimension : left.dimension;
  }
  const value = left.value + sign * right.value;
  return {
    roundingError: left.roundingError + right.roundingError,
    value,
    absoluteValue: value,
    dimension: [...dimension],
    hasBareNumber: left.hasBareNumber || right.hasBareNumber,
    ...(left.hasBareValue || right.hasBareValue ? { hasBareValue: true as const } : {}),
    hasUnit: left.hasUnit || right.hasUnit,
    hasTemperature: left.hasTemperature || right.hasTemperature,
    hasBareAngle: left.hasBareAngle || right.hasBareAngle,
    ...(left.hasPi || right.hasPi ? { hasPi: true as const } : {}),
    ...(left.zeroOfAnyUnit && right.zeroOfAnyUnit ? { zeroOfAnyUnit: true as const } : {}),
  };
}

function relativeError(measured: Measured): number {
  if (measured.roundingError === 0) return 0;
  return measured.value === 0 ? Number.POSITIVE_INFINITY : measured.roundingError / Math.abs(measured.value);
}

function multiplication(left: Measured, right: Measured, exponent: 1 | -1): Measured {
  const value = exponent === 1 ? left.value * right.value : left.value / right.value;
  // Relative errors add in a product or a quotient (to first order).
  const relative = relativeError(left) + relativeError(right);
  return {
    roundingError: Math.abs(value) * relative,
    value,
    absoluteValue: value,
    dimension: left.dimension.map((entry, index) => entry + exponent * right.dimension[index]),
    hasBareNumber: left.hasBareNumber || right.hasBareNumber,
    ...(left.hasBareValue || right.hasBareValue ? { hasBareValue: true as const } : {}),
    hasUnit: left.hasUnit || right.hasUnit,
    hasTemperature: left.hasTemperature || right.hasTemperature,
    hasBareAngle: left.hasBareAngle || right.hasBareAngle,
    ...(left.hasPi || right.hasPi ? { hasPi: true as const } : {}),
    // Zero times anything is a zero of any unit; a bare 0 divided by a quantity too, and a number
    // divided by infinity ("1/∞ + 1/(40.0 cm)", an object at infinity).
    ...(left.zeroOfAnyUnit ||
    (right.zeroOfAnyUnit && exponent === 1) ||
    (exponent === -1 && right.value === Infinity)
      ? { zeroOfAnyUnit: true as const }
      : {}),
  };
}

function applyFunction(name: FunctionName, argument: Measured, bareAnglesInDegrees: boolean): Measured {
  const base = {
    hasBareNumber: argument.hasBareNumber,
    ...(argument.hasBareValue ? { hasBareValue: true as const } : {}),
    hasUnit: argument.hasUnit,
    hasTemperature: argument.hasTemperature,
    hasBareAngle: argument.hasBareAngle,
  };
  if (name === "sqrt") {
    const value = Math.sqrt(argument.value);
    return {
      ...base,
      roundingError: (value * relativeError(argument)) / 2,
      value,
      absoluteValue: value,
      dimension: argument.dimension.map((entry) => entry / 2),
    };
  }
  if (name === "abs")
    return {
      ...base,
      roundingError: argument.roundingError,
      value: Math.abs(argument.value),
      absoluteValue: Math.abs(argument.absoluteValue),
      dimension: argument.dimension,
    };
  if (!isPure(argument)) throw new DimensionClash(`${name} needs a pure number`);
  const trigonometric = ["sin", "cos", "tan", "cot", "sec", "csc"].includes(name);
  // Students write sin(30) meaning degrees; a written unit (30°, 0.5 rad) is already in radians here.
  // "cos(π/9)" is in radians: π measures angles in radians.
  const bareAngle = trigonometric && argument.hasBareNumber && !argument.hasUnit && !argument.hasPi;
  const angle = bareAngle && bareAnglesInDegrees ? (argument.value * Math.PI) / 180 : argument.value;
  const functions: Record<FunctionName, (input: number) => number> = {
    sqrt: Math.sqrt,
    sin: Math.sin,
    cos: Math.cos,
    tan: Math.tan,
    // The reciprocal functions, as books write them: "\\cot 53°" is 1/tan 53°.
    cot: (angle) => 1 / Math.tan(angle),
    sec: (angle) => 1 / Math.cos(angle),
    csc: (angle) => 1 / Math.sin(angle),
    asin: Math.asin,
    acos: Math.acos,
    atan: Math.atan,
    ln: Math.log,
    log: Math.log10,
    exp: Math.exp,
    abs: Math.abs,
  };
  const value = functions[name](angle);
  // The function's spread over the argument's rounding interval (trigonometric angles in degrees scale too).
  const scale = bareAngle && bareAnglesInDegrees ? Math.PI / 180 : 1;
  const spread = argument.roundingError * scale;
  const ends = [functions[name](angle - spread), functions[name](angle + spread)];
  const roundingError =
    spread === 0
      ? 0
      : Math.max(...ends.map((end) => (Number.isFinite(end) ? Math.abs(end - value) : Infinity)));
  return {
    ...base,
    roundingError,
    hasBareNumber: base.hasBareNumber && !trigonometric,
    // An inverse function gives an angle in radians, which a result in degrees is compared with.
    ...(name === "asin" || name === "acos" || name === "atan" ? { hasUnit: true } : {}),
    hasBareAngle: base.hasBareAngle || bareAngle,
    value,
    absoluteValue: value,
    dimension: [...ZERO_DIMENSION],
  };
}

/** Evaluates one side of an equation; symbolic sides (with variables) are reported as not numeric. */
export function evaluateSide(
  text: string,
  options: { bareAnglesInDegrees?: boolean; joinAfterDivisor?: boolean } = {},
): SideEvaluation {
  const tokens = tokenize(normalizeWorkText(text).trim());
  if (tokens === "not-numeric" || tokens === "syntax") return { ok: false, reason: tokens };
  if (!tokens.some((token) => token.kind === "number" || token.kind === "constant")) {
    return { ok: false, reason: "not-numeric" };
  }
  try {
    const measured = new Parser(
      tokens,
      options.bareAnglesInDegrees ?? true,
      options.joinAfterDivisor ?? false,
    ).parse();
    if (!measured || !Number.isFinite(measured.value)) return { ok: false, reason: "syntax" };
    return { ok: true, measured };
  } catch (error) {
    if (error instanceof DimensionClash)
      return { ok: false, reason: "dimension-clash", detail: error.message };
    return { ok: false, reason: "syntax" };
  }
}

/** A number of a side and the unit written right after it ("" for none), as the side's reader reads them. */
export interface WrittenQuantity {
  numberText: string;
  value: number;
  unit: string;
}

/** The numbers of a side of numbers and units, each with its unit; undefined for a side with symbols. */
export function quantitiesOfSide(text: string): WrittenQuantity[] | undefined {
  const tokens = tokenize(normalizeWorkText(text).trim());
  if (typeof tokens === "string") return undefined;
  return tokens.flatMap((token) =>
    token.kind === "number" && !token.percent
      ? [{ numberText: token.text, value: token.value, unit: token.unit ?? "" }]
      : [],
  );
}

/** The coherent SI unit of a dimension in engine notation ("m/s" for length/time). */
export function siUnitOfDimension(dimension: readonly number[]): string {
  const record = Object.fromEntries(BASE_DIMENSIONS.map((name, index) => [name, dimension[index] ?? 0]));
  return siUnitFor(record as Dimension);
}

/** The exponents of a unit's dimension in the order of `Measured.dimension`, or undefined if unknown. */
export function dimensionVector(unit: string): number[] | undefined {
  const dimension = dimensionOf(unit);
  return dimension ? BASE_DIMENSIONS.map((name) => dimension[name]) : undefined;
}

/** True when two dimension vectors are equal. */
export function dimensionsMatch(first: readonly number[], second: readonly number[]): boolean {
  return first.every((entry, index) => Math.abs(entry - (second[index] ?? 0)) < 1e-9);
}

/** A bracketed value that ends a clause: "(120 uC)", "(40 %)", "(72 km/h)". */
const BRACKET_AT_CLAUSE_END = /\(([^()=;]{1,40})\)[ \t]*(?=$|;|\n)/g;

/**
 * A value restated in brackets after the value that ends a clause ("Q = 1.2e-4 C (120 uC)", "e =
 * 0.40 (40 %)") as one more side of the equation, "= 120 uC": not a factor of it. Only where the
 * bracket holds one number with a unit (or a percentage) other than the one before it, and the two
 * are of one kind, so a product written "2.0 m (3.0 m)" or "2 (3)" is left as it is.
 */
export function withRestatementsAsSides(normalized: string): string {
  if (!normalized.includes("(")) return normalized;
  return normalized.replace(BRACKET_AT_CLAUSE_END, (whole, inside: string, offset: number) => {
    const before = normalized.slice(Math.max(0, offset - 40), offset);
    if (!/[\w%]\s*$/.test(before)) return whole;
    const sides = before.split(/=|≈|;/);
    const value = sides.length > 1 ? sides[sides.length - 1] : undefined;
    const restated = evaluateSide(inside);
    const original = value === undefined ? undefined : evaluateSide(value);
    if (!restated.ok || !original?.ok || !restated.measured.lone || !original.measured.lone) return whole;
    const [unitBefore, unitInside] = [original.measured.lone.unit, restated.measured.lone.unit];
    const percent = /%|percent/.test(inside);
    if (unitBefore === unitInside || (!restated.measured.hasUnit && !percent)) return whole;
    if (!dimensionsMatch(original.measured.dimension, restated.measured.dimension)) return whole;
    return `= ${inside.trim()}`;
  });
}
