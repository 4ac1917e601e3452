/**
 * A line of student work with numbers and one unknown ("0 = 15² + 2(−3.0)s", "30 = 6a") fixes the
 * unknown's value when it is linear in it. Work Analysis compares that value with the next line
 * that states the unknown ("s = 225/6.0"), so an algebra slip between the two lines is found, and
 * a wrong value traced back reaches the line where the numbers were put in.
 */
import { evaluateSide, normalizeWorkText } from "./read-expression";

/** The unknown a line fixes, and its value as a bare number. */
export interface LineUnknown {
  /** The unknown as written ("s", "v", "h"). */
  symbol: string;
  value: number;
}

// Subscripts (dᵢ, v₀) are part of a symbol.
const WORD = /[A-Za-zΔα-ωΑ-Ω_][A-Za-z0-9_α-ωΑ-Ω\u1D62-\u1D6A\u2080-\u209C]*/g;
const TRIAL_POINTS = [0, 1, 2];

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
  const words = [...new Set(normalized.match(WORD) ?? [])].filter((word) => word !== "pi");
  // The unknown is the one word whose replacement by a number leaves only bare numbers ("6a", not "20 m/s").
  const found = words.map((word) => solveFor(sides, word)).filter((entry) => entry !== undefined);
  return found.length === 1 ? found[0] : undefined;
}

function solveFor(sides: readonly string[], symbol: string): LineUnknown | undefined {
  const escaped = symbol.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(?<![A-Za-z_])${escaped}(?![A-Za-z0-9_\u1D62-\u1D6A\u2080-\u209C])`, "g");
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
