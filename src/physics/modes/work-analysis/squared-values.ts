/**
 * A value put into a relation already raised to its power ("½ C V² = ½(1.77 × 10⁻¹⁰ F)(132 V²)"):
 * the line's arithmetic holds with it whatever it is, so a slip in squaring ("12.0² = 132") leaves
 * every side agreeing. Such a value is taken as worked out only where it is the power of a value of
 * its quantity that the reply or problem states, or is itself stated elsewhere; a line with one that
 * is neither, while the reply does state values of that quantity, is not shown as checked.
 *
 * Every pass here is linear in the text: a unit is read from a bounded window after its number,
 * and the values stated in the reply and problem are gathered once per reply.
 */

import { normalizeWorkText, readUnitAfterNumber } from "./read-expression";

/** A number as normalizeWorkText leaves it, with its power of ten: "1.77 * 10^-10", "132". */
const NUMBER = /(?<![\w.^])(\d+(?:\.\d+)?)(?:\s*\*\s*10\^\(?([-−]?\d+)\)?)?/g;

/** A unit wholly raised to a power: "V^2", "m^2/s^2", with its base unit and the power. */
const POWERED_UNIT = /^([A-Za-zΩμ]+)\^([23])(?:\/([A-Za-zΩμ]+)\^\2)?$/;

/** A symbol raised to a power in a relation's letters: "V^2", "v^{2}" once normalised. */
const SYMBOL_POWER = /[A-Za-z]\s*\^\s*\(?\s*([23])\b/g;

/** The longest unit written after a number that is read ("kg·m^2/s^2" and more). */
const UNIT_WINDOW = 40;

export interface ValueWritten {
  value: number;
  /** The number as written, for its last digit. */
  digits: string;
  unit: string;
  start: number;
  end: number;
}

/** Every number with a unit after it in normalised text. */
export function valuesWritten(text: string): ValueWritten[] {
  const found: ValueWritten[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const [whole, digits, power] = match;
    const start = match.index ?? 0;
    const after = text.slice(start + whole.length, start + whole.length + UNIT_WINDOW);
    // "12.0-V battery": a unit joined to its number by a hyphen.
    const joined = /^\s?-\s?(?=[A-Za-zΩμ])/.exec(after)?.[0] ?? "";
    const unit = readUnitAfterNumber(joined ? ` ${after.slice(joined.length)}` : after.trimStart());
    if (!unit) continue;
    const spaces = joined ? joined.length - 1 : after.length - after.trimStart().length;
    // "2μ_k g d": letters with a subscript are a symbol, not a unit.
    if (/^\s*_/.test(text.slice(start + whole.length + spaces + unit.length))) continue;
    const value = Number(digits) * 10 ** Number((power ?? "0").replace("−", "-"));
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

/** The values a reply and its problem state, by unit. */
export type StatedValues = ReadonlyMap<string, readonly ValueWritten[]>;

/** Gathers once the values with units that a reply and its problem state. */
export function statedValues(reply: string, problem: string): StatedValues {
  const byUnit = new Map<string, ValueWritten[]>();
  for (const text of [reply, problem])
    for (const value of valuesWritten(normalizeWorkText(text))) {
      const same = byUnit.get(value.unit);
      if (same) same.push(value);
      else byUnit.set(value.unit, [value]);
    }
  return byUnit;
}

/**
 * Where in the line a symbol is first raised to each power outside the values written: "½ C V^2 =
 * ½(1.77 * 10^-10 F)(132 V^2)" raises V to 2 at its "V^2", not at the unit of 132.
 */
function firstSymbolPowers(line: string, values: readonly ValueWritten[]): Map<number, number> {
  const first = new Map<number, number>();
  let next = 0;
  for (const match of line.matchAll(SYMBOL_POWER)) {
    const at = match.index ?? 0;
    while (next < values.length && values[next].end <= at) next++;
    if (next < values.length && values[next].start <= at) continue;
    const power = Number(match[1]);
    if (!first.has(power)) first.set(power, at);
  }
  return first;
}

/**
 * True when the line puts into a relation with a squared (or cubed) symbol a value with its unit
 * so raised that is the power of no value of its quantity the reply or problem states, nor stated
 * anywhere else itself, while values of that quantity are stated (one of them 12.0 V, the value
 * 132 V² for V²).
 */
export function putsInAPowerOfNoValueStated(lineText: string, stated: StatedValues): boolean {
  const line = normalizeWorkText(lineText);
  const values = valuesWritten(line);
  const powers = firstSymbolPowers(line, values);
  for (const written of values) {
    const powered = POWERED_UNIT.exec(written.unit);
    if (!powered) continue;
    const power = Number(powered[2]);
    // The relation's letters, before the value, raise a symbol to that power.
    if ((powers.get(power) ?? Number.POSITIVE_INFINITY) >= written.start) continue;
    // Put into a product or a quotient, not a result worked out at the end of a chain.
    const before = line.slice(Math.max(0, written.start - 4), written.start);
    const after = line.slice(written.end, written.end + 4);
    if (!/[(*/]\s*$/.test(before) && !/^\s*[)*/]/.test(after)) continue;
    const baseUnit = powered[3] ? `${powered[1]}/${powered[3]}` : powered[1];
    const bases = stated.get(baseUnit) ?? [];
    if (bases.length === 0) continue;
    if (bases.some((base) => isPowerOf(written, power, base))) continue;
    const restated = (stated.get(written.unit) ?? []).filter(
      (value) => Math.abs(value.value - written.value) <= 1e-9 * written.value,
    );
    if (restated.length >= 2) continue;
    return true;
  }
  return false;
}
