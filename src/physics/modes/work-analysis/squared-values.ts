/**
 * A value put into a relation already raised to its power ("½ C V² = ½(1.77 × 10⁻¹⁰ F)(132 V²)"):
 * the line's arithmetic holds with it whatever it is, so a slip in squaring ("12.0² = 132") leaves
 * every side agreeing. Such a value is taken as worked out only where it is the power of a value of
 * its quantity that the reply or problem states, or is itself stated elsewhere; a line with one that
 * is neither, while the reply does state values of that quantity, is not shown as checked.
 */

import { normalizeWorkText, readUnitAfterNumber } from "./read-expression";

/** A number as normalizeWorkText leaves it, with its power of ten: "1.77 * 10^-10", "132". */
const NUMBER = /(?<![\w.^])(\d+(?:\.\d+)?)(?:\s*\*\s*10\^\(?([-−]?\d+)\)?)?/g;

/** A unit wholly raised to a power: "V^2", "m^2/s^2", with its base unit and the power. */
const POWERED_UNIT = /^([A-Za-zΩμ]+)\^([23])(?:\/([A-Za-zΩμ]+)\^\2)?$/;

/** A symbol raised to a power in a relation's letters: "V^2", "v^{2}" once normalised. */
const SYMBOL_POWER = /[A-Za-z]\s*\^\s*\(?\s*([23])\b/g;

interface ValueWritten {
  value: number;
  /** The number as written, for its last digit. */
  digits: string;
  unit: string;
  start: number;
  end: number;
}

/** Every number with a unit after it in normalised text. */
function valuesWritten(text: string): ValueWritten[] {
  const found: ValueWritten[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const [whole, digits, power] = match;
    const start = match.index ?? 0;
    const after = text.slice(start + whole.length);
    // "12.0-V battery": a unit joined to its number by a hyphen.
    const joined = /^\s?-\s?(?=[A-Za-zΩμ])/.exec(after)?.[0] ?? "";
    const unit = readUnitAfterNumber(joined ? ` ${after.slice(joined.length)}` : after.trimStart());
    if (!unit) continue;
    const value = Number(digits) * 10 ** Number((power ?? "0").replace("−", "-"));
    const spaces = joined ? joined.length - 1 : after.length - after.trimStart().length;
    found.push({ value, digits, unit: unit.unit, start, end: start + whole.length + spaces + unit.length });
  }
  return found;
}

/** Half the last written digit of a number, relative to it: "12.0" is 12.0 ± 0.05. */
function relativeRounding(digits: string, value: number): number {
  const decimals = digits.split(".")[1]?.length ?? 0;
  return (0.5 * 10 ** -decimals) / Math.abs(Number(digits) || 1) + (value === 0 ? 1 : 0);
}

/** The powered value is the power of the stated one, within the rounding of both. */
function isPowerOf(powered: ValueWritten, power: number, base: ValueWritten): boolean {
  if (powered.value <= 0 || base.value <= 0) return false;
  const root = powered.value ** (1 / power);
  const tolerance =
    relativeRounding(base.digits, base.value) +
    relativeRounding(powered.digits, powered.value) / power +
    0.002;
  return Math.abs(root - base.value) / base.value <= tolerance;
}

/**
 * True when the line puts into a relation with a squared (or cubed) symbol a value with its unit
 * so raised that is the power of no value of its quantity the reply or problem states, nor stated
 * anywhere else itself, while values of that quantity are stated (one of them 12.0 V, the value
 * 132 V² for V²).
 */
export function putsInAPowerOfNoValueStated(lineText: string, reply: string, problem: string): boolean {
  const line = normalizeWorkText(lineText);
  const elsewhere = [
    ...valuesWritten(normalizeWorkText(reply)),
    ...valuesWritten(normalizeWorkText(problem)),
  ];
  for (const written of valuesWritten(line)) {
    const powered = POWERED_UNIT.exec(written.unit);
    if (!powered) continue;
    const power = Number(powered[2]);
    // Put into a product or a quotient, not a result worked out at the end of a chain.
    const before = line.slice(0, written.start);
    const after = line.slice(written.end);
    if (!/[(*/]\s*$/.test(before) && !/^\s*[)*/]/.test(after)) continue;
    // The relation's letters, before the value, raise a symbol to that power.
    let letters = before;
    for (const value of valuesWritten(before).reverse())
      letters = letters.slice(0, value.start) + letters.slice(value.end);
    if (![...letters.matchAll(SYMBOL_POWER)].some((match) => Number(match[1]) === power)) continue;
    const baseUnit = powered[3] ? `${powered[1]}/${powered[3]}` : powered[1];
    const bases = elsewhere.filter((value) => value.unit === baseUnit);
    if (bases.length === 0) continue;
    if (bases.some((base) => isPowerOf(written, power, base))) continue;
    const restated = elsewhere.filter(
      (value) => value.unit === written.unit && Math.abs(value.value - written.value) <= 1e-9 * written.value,
    );
    if (restated.length >= 2) continue;
    return true;
  }
  return false;
}
