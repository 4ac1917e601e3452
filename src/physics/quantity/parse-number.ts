/**
 * Numbers as students and textbooks write them: "2.5 × 10^3", "2.5e3", "2,500", "1/2", "−3",
 * "3.0 × 10⁸", "10^-3", ".5".
 */

const SUPERSCRIPTS: Record<string, string> = {
  "⁰": "0",
  "¹": "1",
  "²": "2",
  "³": "3",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "⁷": "7",
  "⁸": "8",
  "⁹": "9",
  "⁻": "-",
  "⁺": "+",
};

/**
 * Rewrites typographic variants into plain ASCII the parsers read: Unicode minus and dashes,
 * superscript exponents ("10⁻³" becomes "10^-3", "m²" becomes "m^2"), and non-breaking spaces.
 */
export function normalizeTypography(text: string): string {
  return text
    .replace(/[\u2212\u2012\u2013\uFE63\uFF0D]/g, "-")
    .replace(/[\u00A0\u2009\u202F\u2007]/g, " ")
    .replace(
      /[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+/g,
      (run) => `^${[...run].map((character) => SUPERSCRIPTS[character]).join("")}`,
    );
}

// A mantissa: "2,500" (thousands groups), "2.5", "2.", ".5", "25".
const MANTISSA = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.?\d*|\.\d+)`;
// "× 10^3", "x10^-3", "* 10^3", "·10**3", and the e-notation "e3", "E-3".
const TIMES_TEN = String.raw`(?:\s*[×x*·⋅]\s*10\s*(?:\^|\*\*)\s*\(?\s*([+-]?\d+)\s*\)?)`;
const E_NOTATION = String.raw`(?:[eE]([+-]?\d+))`;
const POWER_OF_TEN = String.raw`10\s*(?:\^|\*\*)\s*\(?\s*([+-]?\d+)\s*\)?`;

const NUMBER_PATTERN = new RegExp(
  String.raw`^([+-])?\s*(?:${POWER_OF_TEN}|(${MANTISSA})(?:${TIMES_TEN}|${E_NOTATION})?)`,
);
const FRACTION_PATTERN = /^([+-])?\s*(\d+)\s*\/\s*(\d+)$/;

/** A number found at the start of a text and how many characters it took. */
export interface NumberMatch {
  value: number;
  length: number;
}

/**
 * Reads the number at the start of already-normalized text (see `normalizeTypography`),
 * or undefined when the text does not start with a number.
 */
export function matchNumberPrefix(text: string): NumberMatch | undefined {
  const match = NUMBER_PATTERN.exec(text);
  if (!match) return undefined;
  const [whole, sign, bareExponent, mantissa, timesTenExponent, eExponent] = match;
  let value: number;
  if (mantissa !== undefined) {
    const base = Number(mantissa.replace(/,/g, ""));
    const exponent = timesTenExponent ?? eExponent;
    value = exponent === undefined ? base : Number(`${base}e${Number(exponent)}`);
  } else {
    value = 10 ** Number(bareExponent);
  }
  if (sign === "-") value = -value;
  if (!Number.isFinite(value)) return undefined;
  return { value, length: whole.length };
}

/** Parses a whole text as one number, or undefined when it is not exactly a number. */
export function parseNumber(text: string): number | undefined {
  const normalized = normalizeTypography(text).trim();
  if (normalized === "") return undefined;
  const fraction = FRACTION_PATTERN.exec(normalized);
  if (fraction) {
    const denominator = Number(fraction[3]);
    if (denominator === 0) return undefined;
    const value = Number(fraction[2]) / denominator;
    return fraction[1] === "-" ? -value : value;
  }
  const match = matchNumberPrefix(normalized);
  if (!match || match.length !== normalized.length) return undefined;
  return match.value;
}
