/**
 * A calculation that puts values straight into a relation, with no symbols written
 * ("K = (1.68 × 10⁻²⁷ kg)(2.2 km/s)²"), read as the relation it substitutes into: each value stands
 * for the one quantity its unit's dimension can be among those read here (a mass m, a velocity v, a
 * time t, a force F, an acceleration a, a charge q), and the equation of symbols that gives
 * ("K = m v²") is read against the engine's relations as a written one is. Only a certain slip is
 * reported: a line whose values could stand for several quantities of one dimension (two lengths,
 * a length at all) or that holds bare numbers other than the small factors of formulas is not read.
 */

import { dimensionsMatch, dimensionVector, readUnitAfterNumber } from "./read-expression";
import { type RelationForm, relationFormOf } from "./recognise-relation";

/** The quantities a value's dimension names without doubt, by a unit of that dimension. */
const SYMBOL_BY_UNIT: readonly (readonly [unit: string, symbol: string])[] = [
  ["kg", "m"],
  ["m/s", "v"],
  ["s", "t"],
  ["N", "F"],
  ["m/s^2", "a"],
  ["C", "q"],
];

/** The speed of light, which a value of it stands for rather than a body's velocity. */
const SPEED_OF_LIGHT = 2.998e8;

/** Factors of formulas written as bare numbers: "½", "2" of "2 a d". */
const FORMULA_FACTORS = new Set([0.5, 1, 2, 3, 4]);

/** A number as normalizeWorkText leaves it, with its power of ten: "1.68 * 10^-27", "2.2". */
const NUMBER = /(?<![\w.^])(\d+(?:\.\d+)?)(?:\s*\*\s*10\^\(?(-?\d+)\)?)?/g;

/** A lone symbol on the left of a substitution: "K", "KE", "v_f", "Δp". */
const LEFT_SYMBOL = /^\s*(?:Δ\s*)?[A-Za-zα-ωΑ-Ω]{1,2}(?:_\s*\(?\s*[A-Za-z0-9]+\s*\)?)?\s*$/;

/** The units of an angle, whose value stands for the angle θ of a relation. */
const ANGLE_UNITS = new Set(["deg", "rad"]);

function symbolOfValue(value: number, unit: string): string | undefined {
  if (ANGLE_UNITS.has(unit)) return "theta";
  const dimension = dimensionVector(unit);
  if (!dimension) return undefined;
  const found = SYMBOL_BY_UNIT.find(([reference]) => {
    const referenceDimension = dimensionVector(reference);
    return referenceDimension !== undefined && dimensionsMatch(dimension, referenceDimension);
  });
  if (!found) return undefined;
  if (found[1] === "v" && unit === "m/s" && Math.abs(value / SPEED_OF_LIGHT - 1) < 0.01) return "c";
  return found[1];
}

/**
 * The equation of symbols a substitution writes: its right side with each value replaced by the
 * quantity it stands for; undefined where a value could stand for more than one.
 */
export function symbolsOfSubstitution(right: string): string | undefined {
  const seen = new Map<string, string>();
  let valuesWithUnits = 0;
  let skeleton = "";
  let from = 0;
  for (const match of right.matchAll(NUMBER)) {
    const [whole, digits, power] = match;
    const start = match.index ?? 0;
    if (start < from) continue;
    const value = Number(digits) * 10 ** Number(power ?? 0);
    const after = right.slice(start + whole.length);
    const unit = readUnitAfterNumber(after.trimStart());
    skeleton += right.slice(from, start);
    if (!unit) {
      if (!FORMULA_FACTORS.has(value) || power !== undefined) return undefined;
      skeleton += whole;
      from = start + whole.length;
      continue;
    }
    const symbol = symbolOfValue(value, unit.unit);
    // Two values of one dimension, or a dimension that names many quantities: which is which is unknown.
    if (!symbol || (seen.has(symbol) && seen.get(symbol) !== whole)) return undefined;
    seen.set(symbol, whole);
    valuesWithUnits += 1;
    skeleton += ` ${symbol} `;
    from = start + whole.length + (after.length - after.trimStart().length) + unit.length;
  }
  skeleton += right.slice(from);
  // One value beside a symbol written as a letter ("g cos(25°)") writes a relation as two values do.
  const lettersBeside = /(?<![A-Za-z\\])(?!(?:sin|cos|tan|sqrt|ln|log|exp)\b)[A-Za-z](?![A-Za-z])/.test(
    right.replace(NUMBER, " ").replace(/\b(?:sin|cos|tan|sqrt|ln|log|exp)\b/g, " "),
  );
  if (valuesWithUnits < 2 && !(valuesWithUnits === 1 && lettersBeside && seen.has("theta"))) return undefined;
  return skeleton.replace(/\s+/g, " ").trim();
}

/**
 * The relation a substitution writes ("K = (1.68 × 10⁻²⁷ kg)(2.2 km/s)²" as "K = m v²"), when it
 * is a wrong form of one the engine knows, or a form not checked (doubtful: the problem names a
 * situation of a variant over the same quantities, a thermal neutron's kinetic energy); undefined
 * where it is a known form or no relation is read.
 */
export function substitutedRelationForm(
  left: string,
  right: string,
  problem: string | undefined,
): (RelationForm & { status: "wrong" | "doubtful" }) | undefined {
  if (!LEFT_SYMBOL.test(left) || !/\d/.test(right)) return undefined;
  const symbols = symbolsOfSubstitution(right);
  if (!symbols) return undefined;
  const form = relationFormOf(left.trim(), symbols, problem);
  return form?.status === "wrong" || form?.status === "doubtful" ? form : undefined;
}
