/**
 * The letters a line of numbers leaves free ("F_x = ζ[(−2.0)(−2.4) − (3.5)(−1.0)] = 8.3ζ", "v =
 * v₀e^{−10} ≈ 4.5 × 10⁻⁵ v₀"): symbols written in italics among the numbers, which no line gives a
 * value. Such a line can still be checked as an identity in its letters: set to the same values on
 * every side, its sides must agree whatever the values are.
 */
import { GREEK_LETTERS } from "../../greek-letters";

/**
 * Greek letters that name quantities: the table's, without π, μ (a prefix), Δ (a change) and Ω
 * (ohms), and a few the table does not show.
 */
const MORE_GREEK: Readonly<Record<string, string>> = { zeta: "ζ", xi: "ξ", chi: "χ", psi: "ψ", varphi: "φ" };
const GREEK = [
  ...Object.keys(GREEK_LETTERS).filter((name) => !["pi", "mu", "Delta", "Omega"].includes(name)),
  ...Object.keys(MORE_GREEK),
];

/**
 * Letters that in a line of numbers are more often a constant or an operator than a free symbol:
 * e (Euler's number, the elementary charge), c (the speed of light), d (a differential), g (free
 * fall's acceleration), i, j and k (unit vectors).
 */
const NOT_FREE = new Set(["e", "c", "d", "g", "i", "j", "k"]);

/** Upright text (units, words) and the names of LaTeX commands: no letter in them is a free symbol. */
const UPRIGHT_OR_COMMAND = /\\(?:text|mathrm|textrm|rm|operatorname|mathit)\s*\{[^{}]*\}|\\[A-Za-z]+/g;

/** A symbol: a Latin letter or a Greek one, with a subscript ("v_{0}", "x_{\\text{max}}", "\\omega_0"). */
const SYMBOL = new RegExp(
  String.raw`(?<![A-Za-z\\])(?:\\(?:${GREEK.join("|")})(?![A-Za-z])|[A-Za-z](?![A-Za-z]))(?:\s*_\s*(?:\{(?:[^{}]|\{[^{}]*\})*\}|[A-Za-z0-9]))?`,
  "g",
);

/** A free letter as people read it: "ζ" for "\\zeta", "v_0" for "v_{0}". */
export function shownLetter(written: string): string {
  return written
    .replace(/\\(?:text|mathrm)(?![A-Za-z])|[\s{}]/g, "")
    .replace(/\\([A-Za-z]+)/g, (_whole, name: string) => GREEK_LETTERS[name] ?? MORE_GREEK[name] ?? name);
}

/** The most free letters a line is checked as an identity in. */
const MAX_FREE_LETTERS = 3;

/** A free letter of a line: how it is written and where. */
export interface FreeLetter {
  written: string;
  key: string;
}

/** The line with the names of commands and upright text blanked out, so only italic letters are left. */
function italicsOnly(text: string): string {
  return text.replace(UPRIGHT_OR_COMMAND, (match) => {
    const greek = /^\\([A-Za-z]+)$/.exec(match)?.[1];
    return greek !== undefined && GREEK.includes(greek) ? match : " ".repeat(match.length);
  });
}

/**
 * The free letters of a line of numbers, by how they are written ("\\zeta", "v_{0}"); undefined
 * where the line has none, more than a few, an integral, a sum or a derivative (whose letters are
 * bound), or a letter that stands for a function of another ("v(t)").
 */
export function freeLettersOf(text: string): FreeLetter[] | undefined {
  if (/\\(?:int|sum|prod|lim|partial|hat|vec)(?![A-Za-z])|\\frac\s*\{\s*d/.test(text)) return undefined;
  const italic = italicsOnly(text);
  const letters = new Map<string, FreeLetter>();
  for (const match of italic.matchAll(SYMBOL)) {
    const written = text.slice(match.index ?? 0, (match.index ?? 0) + match[0].length);
    const key = written.replace(/[\s{}]/g, "");
    const base = /^\\?([A-Za-z]+)/.exec(key)?.[1] ?? key;
    if (base.length === 1 && NOT_FREE.has(base) && key === base) continue;
    // "v(t)", "x\\left(t\\right)": a function of a letter, not a product.
    const after = text.slice((match.index ?? 0) + match[0].length);
    if (/^\s*(?:\\left\s*)?\(\s*[A-Za-z]\s*(?:\\right\s*)?\)/.test(after)) return undefined;
    letters.set(key, { written, key });
  }
  if (letters.size === 0 || letters.size > MAX_FREE_LETTERS) return undefined;
  return [...letters.values()];
}

/** Euler's number raised to a power, "e^{-10}", as the exponential function the checks evaluate. */
export function exponentialsAsFunctions(text: string): string {
  // After a number only with a letter in the power ("3.36e^{-17.75 L}"): "2.0e^{-3}" may be a power of ten.
  return text.replace(
    /(?<![A-Za-z\\.\d])(\d+(?:\.\d+)?)?e\s*\^\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g,
    (whole, number: string | undefined, power: string) =>
      number && !/[A-Za-z]/.test(power.replace(UPRIGHT_OR_COMMAND, ""))
        ? whole
        : `${number ?? ""}\\exp\\left(${power}\\right)`,
  );
}

/**
 * The line with a one-letter unit written upright after a bracket ("1.6\\exp\\left(…\\right)\\ \\text{V}")
 * made a factor of one of that unit, which the reader takes as a unit where a lone letter after a
 * bracket could be a symbol.
 */
export function uprightUnitsAsFactors(text: string): string {
  return text.replace(
    /\\right\s*\)(\s*(?:\\[ ,;])?\s*)(\\(?:text|mathrm)\s*\{\s*[A-Za-zΩ]\s*\})/g,
    "\\right)\\cdot 1\\ $2",
  );
}

/**
 * A unit a letter is divided by or multiplied with the inverse of, which makes it its number in
 * that unit: "L/\\text{nm}", "t\\ \\text{s}^{-1}".
 */
const LETTER_IN_UNIT =
  /^\s*(?:\/\s*\\(?:text|mathrm)\s*\{\s*[A-Za-zμΩ]+\s*\}|(?:\\ \s*)?\\(?:text|mathrm)\s*\{\s*[A-Za-zμΩ]+\s*\}\s*\^\s*\{\s*-\s*1\s*\})/;

/** The SI unit of a letter that names a time or a place wherever it is used as a function's variable. */
export const UNIT_OF_VARIABLE: Readonly<Record<string, string>> = { t: "s", x: "m" };

/**
 * The line with each free letter set to a value: "8.3\\zeta" as "8.3\\left(1.37\\right)". With
 * `inSIUnits`, a time t and a place x take their SI unit with the value ("(5.0 s⁻¹)t"), the units
 * their data give them; a letter over a unit is a number in that unit either way.
 */
export function withLettersAt(
  text: string,
  letters: readonly FreeLetter[],
  values: readonly number[],
  inSIUnits = false,
): string {
  const italic = italicsOnly(text);
  let output = "";
  let from = 0;
  for (const match of italic.matchAll(SYMBOL)) {
    const start = match.index ?? 0;
    const written = text.slice(start, start + match[0].length);
    const at = letters.findIndex((letter) => letter.key === written.replace(/[\s{}]/g, ""));
    if (at < 0) continue;
    const inUnit = LETTER_IN_UNIT.exec(text.slice(start + match[0].length));
    const unit = inSIUnits && !inUnit ? UNIT_OF_VARIABLE[letters[at].key] : undefined;
    const value = values[at].toFixed(9);
    output += `${text.slice(from, start)}\\left(${unit ? `${value}\\ \\text{${unit}}` : value}\\right)`;
    from = start + match[0].length + (inUnit?.[0].length ?? 0);
  }
  return output + text.slice(from);
}

/** Values each free letter is set to in turn: not 0 or 1, where a wrong factor would vanish or hide. */
export const FREE_LETTER_SAMPLES: readonly (readonly number[])[] = [
  [1.37, 2.71, 0.53],
  [2.29, 0.61, 1.83],
  [0.47, 1.59, 2.93],
];
