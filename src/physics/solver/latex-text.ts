/**
 * LaTeX in problem statements ("$1500\ \mathrm{kg}$", "$3.0 \times 10^{8}\,\text{m/s}$", "$30^\circ$")
 * rewritten as the plain text a student would type ("1500 kg", "3.0 × 10^8 m/s", "30°"), so a
 * statement from the bank or an OpenStax import reads the same as its plain-text version.
 * Symbols keep their letters without backslash and braces ("\omega_{0}" becomes "omega_0"), the
 * form the solver matches variable symbols in.
 */

import { latexStructures, STATEMENT_STYLE } from "../latex-structures";

// Commands that wrap text or upright letters: their argument is kept, the command dropped.
const WRAPPERS =
  /\\(?:text|textrm|textup|textnormal|textit|textbf|mathrm|mathit|mathbf|mathsf|mathup|operatorname|rm|hbox|mbox)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;
// Spacing commands: "\ ", "\,", "\;", "\:", "\quad", "\qquad", "\enspace", "\thinspace".
const SPACES = /\\(?:[ ,;:>]|quad\b|qquad\b|enspace\b|thinspace\b|medspace\b|thickspace\b)/g;

/** True when a text contains LaTeX commands or math delimiters worth rewriting. */
function hasLatex(text: string): boolean {
  return /[\\$]|\{,\}|\^\{/.test(text);
}

/** Rewrites LaTeX notation in a problem text as plain text; text without LaTeX is returned unchanged. */
export function latexToPlainText(text: string): string {
  if (!hasLatex(text)) return text;
  let plain = text
    // An escaped dollar is money in prose, not a math delimiter.
    .replace(/\\\$/g, " ")
    // "10$^{19}$ kg" splits a power of ten across the delimiters.
    .replace(/\$([\^_]\{[^{}$]*\})\$/g, "$1")
    // A delimiter beside a space or punctuation goes; between two words it keeps them apart.
    .replace(/(?<=^|[\s([])\$|\$(?=$|[\s.,;:?!)\]])/g, "")
    // "$1.00$-m-long", "$2.0$-kg": a value closed before the hyphen of a compound adjective.
    .replace(/\$(?=-[A-Za-z\\])/g, "")
    .replace(/\$/g, " ")
    // Thousands written "1{,}500" so the comma is not punctuation.
    .replace(/(\d)\{,\}(?=\d)/g, "$1,")
    .replace(SPACES, " ")
    .replace(/\\!/g, "")
    // A tie "~" is a space in LaTeX; in prose ("~5 m") it means "about" and stays.
    .replace(/(?<=[\d}])~|~(?=\\)/g, " ")
    .replace(/\\(?:left|right|big|Big|bigg|Bigg)(?![A-Za-z])\s*/g, "")
    .replace(/\\%/g, "%");
  // Exponents and subscripts in braces first, so units such as \mathrm{m^{2}} have no nested braces.
  plain = plain
    .replace(/\^\s*\{\s*\\circ\s*\}|\^\s*\\circ(?![A-Za-z])|\\circ(?![A-Za-z])|\\degree(?![A-Za-z])/g, "°")
    .replace(/\{\s*(\d+)\s*\}\s*\^/g, "$1^")
    .replace(/\^\s*\{\s*([-−+]?[\w.]*)\s*\}/g, "^$1")
    .replace(/_\s*\{\s*([^{}]*?)\s*\}/g, (_match, subscript: string) => `_${subscript.replace(/\s+/g, "")}`);
  // A product dot between two wrapped units ("\text{N}\cdot\text{m}") before the wrappers go, as
  // it would otherwise run into the letters of the unit after it.
  plain = plain.replace(/\\(?:cdot|cdotp|bullet)(?=\s*\\)/g, "·");
  // Wrappers may nest one in another ("\text{\mathrm{kg}}"); a few passes undo them all.
  for (let pass = 0; pass < 3 && plain.search(WRAPPERS) >= 0; pass++) {
    plain = plain.replace(WRAPPERS, "$1");
  }
  // Fractions and roots, nested to any depth, read as Work Analysis reads them.
  plain = latexStructures(plain, STATEMENT_STYLE);
  plain = plain
    .replace(/\\times(?![A-Za-z])\s*/g, "× ")
    .replace(/\\(?:cdot|cdotp|bullet)(?![A-Za-z])\s*/g, "·")
    .replace(/\\pm(?![A-Za-z])/g, "±")
    .replace(/\\approx(?![A-Za-z])/g, "≈")
    // "0 \le t \le \tau": the bounds of an interval.
    .replace(/\\(?:le|leq|leqslant)(?![A-Za-z])/g, "≤")
    .replace(/\\(?:ge|geq|geqslant)(?![A-Za-z])/g, "≥")
    .replace(/\\Omega(?![A-Za-z])/g, "Ω")
    .replace(/\\(?:AA|angstrom)(?![A-Za-z])/g, "Å")
    // "4.40\ \mu\mathrm{C}" and the compound adjective "180.0-\mu\text{F}" are a micro prefix;
    // "\mu_k = 0.30" and "\mu = 0.30" are symbols.
    .replace(/(\d(?:\s*|-))\\(?:mu|micro)\s*(?=[A-Za-z])/g, "$1μ")
    // "in $\mu$m": a unit asked for with the prefix in math mode and the unit after it.
    .replace(/\b(in|into)\s+\\(?:mu|micro)\s*(?=[A-Za-z])/g, "$1 μ")
    // Remaining commands (Greek letters, \sin, \Delta, \mathcal) keep their letters, as a variable's
    // symbol is matched with backslashes and braces removed; a digit before one stays apart.
    .replace(/(\d)\\(?=[A-Za-z])/g, "$1 \\")
    .replace(/\\([A-Za-z]+)/g, "$1")
    // An exponent of more than one term ("e^{-t/(2.00 s)}") keeps its terms together in brackets.
    .replace(/\^\{([^{}]*)\}/g, (_match, exponent: string) =>
      /^\s*[-−+]?[\w.]+\s*$/.test(exponent) ? `^${exponent.trim()}` : `^(${exponent.trim()})`,
    )
    .replace(/[{}]/g, "");
  return withTightProductDots(plain);
}

/**
 * Units are written without spaces around the product dot: "J/(mol·K)". Split rather than a
 * pattern with spaces on both sides, which takes quadratic time on long runs of spaces.
 */
function withTightProductDots(text: string): string {
  if (!text.includes("·")) return text;
  const parts = text.split("·");
  return parts
    .map((part, index) => {
      const left = index > 0 ? part.trimStart() : part;
      return index < parts.length - 1 ? left.trimEnd() : left;
    })
    .join("·");
}
