/**
 * Writes the math of recognised text in the app's $...$ convention: equation lines and
 * expressions with powers or roots, and common recognition slips in units (m/s2 for m/s²).
 */

const EQUATION_LINE = /^[^=]{1,60}=[^=]+$/;
const WORDS = /[A-Za-z]{4,}/g;

/** Fixes unit slips that OCR makes in exponents: "m/s2" or 'm/s"2' → "m/s^2", "m2" after a number → "m^2". */
export function fixUnitExponents(text: string): string {
  return text
    .replace(/(?<![A-Za-z])(m|s|cm|km)\/(s|m)\s?["'’”]\s?([23])\b/g, "$1/$2^$3")
    .replace(/(?<![A-Za-z])(m|s|cm|km)\/(s|m)([23])\b/g, "$1/$2^$3")
    .replace(/(\d\s*)(m|cm|mm|km|s)([23])\b/g, "$1$2^$3")
    .replace(/[²]/g, "^2")
    .replace(/[³]/g, "^3");
}

/** In equations, an I or l before a digit is a 1 and an O between digits is a 0 ("I0 N" → "10 N"). */
export function fixDigitLookalikes(line: string): string {
  return line
    .replace(/(^|[\s=(+\-*/])[Il](?=\d)/g, (_, before: string) => `${before}1`)
    .replace(/(?<=\d)[Oo](?=[\d.,\s]|$)/g, "0");
}

function isMathLine(line: string): boolean {
  const trimmed = line.trim();
  if (!EQUATION_LINE.test(trimmed)) return false;
  // Long words mean prose ("The speed is = ..."), except units and function names.
  const words = (trimmed.match(WORDS) ?? []).filter((word) => !/^(sqrt|sin|cos|tan|log)$/i.test(word));
  return words.length === 0;
}

/** Wraps equation lines in $...$ and fixes exponent slips; other text is kept as read. */
export function writeMathInDollars(text: string): string {
  return text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .map((line) => {
      const fixed = fixUnitExponents(line).trimEnd();
      if (!fixed.trim() || fixed.includes("$")) return fixed;
      if (!isMathLine(fixed)) return fixed;
      const expression = fixDigitLookalikes(fixed.trim())
        .replace(/(?<!\s)\s*\*\s*|\*\s*/g, " \\cdot ")
        .replace(/\bsqrt\(([^)]*)\)/g, "\\sqrt{$1}");
      return `$${expression}$`;
    })
    .join("\n")
    .trim();
}
