/**
 * Number formatting with significant figures, as plain text and as LaTeX.
 */

/** Rounds to the given number of significant figures (returns a number). */
export function roundSignificant(value: number, significantFigures = 3): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(significantFigures));
}

/**
 * Formats a number with significant figures: plain decimals for 1e-3 <= |x| < 1e5,
 * otherwise scientific notation such as "3.00 × 10^8".
 */
export function formatNumber(value: number, significantFigures = 3): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return "0";
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e5) {
    const text = value.toPrecision(significantFigures);
    if (!text.includes("e")) return text;
    return String(Number(text));
  }
  const [mantissa, exponent] = value.toExponential(significantFigures - 1).split("e");
  return `${mantissa} × 10^${Number(exponent)}`;
}

/** Formats a number for LaTeX: "3.00 \\times 10^{8}" for large or small magnitudes. */
export function formatNumberLatex(value: number, significantFigures = 3): string {
  const text = formatNumber(value, significantFigures);
  const match = /^(-?[\d.]+) × 10\^(-?\d+)$/.exec(text);
  if (!match) return text;
  return `${match[1]} \\times 10^{${match[2]}}`;
}

const UNIT_LATEX: Record<string, string> = {
  ohm: "\\Omega",
  mohm: "\\mathrm{m}\\Omega",
  kohm: "\\mathrm{k}\\Omega",
  Mohm: "\\mathrm{M}\\Omega",
  deg: "^\\circ",
  degC: "^\\circ\\mathrm{C}",
  degF: "^\\circ\\mathrm{F}",
  uC: "\\mu\\mathrm{C}",
  uF: "\\mu\\mathrm{F}",
  um: "\\mu\\mathrm{m}",
  uA: "\\mu\\mathrm{A}",
  uT: "\\mu\\mathrm{T}",
  us: "\\mu\\mathrm{s}",
  angstrom: "\\text{Å}",
  percent: "\\%",
};

/** LaTeX for a unit written in the engine's notation ("m/s^2", "kg*m/s", "ohm", "degC"). */
export function formatUnitLatex(unit: string): string {
  if (unit === "" || unit === "1") return "";
  if (UNIT_LATEX[unit]) return UNIT_LATEX[unit];
  return unit
    .split(/([*/])/)
    .map((part) => {
      if (part === "*") return "\\cdot ";
      if (part === "/") return "/";
      const [base, power] = part.split("^");
      const latexBase = UNIT_LATEX[base] ?? `\\mathrm{${base}}`;
      return power ? `${latexBase}^{${power}}` : latexBase;
    })
    .join("");
}

/** A value with its unit in LaTeX, e.g. "25.0\\ \\mathrm{m/s}"; degree signs attach without a space. */
export function formatQuantityLatex(value: number, unit: string, significantFigures = 3): string {
  const number = formatNumberLatex(value, significantFigures);
  const unitLatex = formatUnitLatex(unit);
  if (!unitLatex) return number;
  if (unit === "deg") return `${number}${unitLatex}`;
  return `${number}\\ ${unitLatex}`;
}
