/**
 * Numbers that are not givens: a value that names a thing ("the 6.0 Ω resistor" after "a 6.0 Ω
 * resistor" points back at the resistor already given; read twice, the one resistance would be
 * taken for two), a state recalled ("from when it was 90 °C"), a number inside a formula
 * ("(Z − 1) e"), the 1 of a unit asked for as a reciprocal ("in 1/m"), and a value restated in
 * another unit ("23.0 m/s (50 mph)").
 */
import { haveSameDimension, toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";

// "the 6.0 Ω resistor", "that 3k resistor", "each 2.0 μF capacitor": a value used as a name.
const POINTS_BACK = /\b(the|that|this)\s*$/;
const NOUN_AFTER = /^\s*[a-z]/;
// "(Z − 1)", "n + 1": a bare number added to a letter is part of a formula.
const IN_FORMULA = /(?:^|[\s(])[A-Za-z]\s*[-−+]\s*$/;
// "in 1/m", "per 1/s": the 1 of a reciprocal unit.
const RECIPROCAL_UNIT = /^\/\s*[A-Za-zμµ]/;
const UNIT_ASKED = /\b(in|into|units of)\s*$/;
// "(total, from when it was 90C)": a state already given, recalled to say where a count starts.
const RECALLS_STATE = /\b(when|since|after) (?:it|the \w+) (?:was|were|had been|read)\s*$/;

/** The quantities without those that name a thing already given, sit inside a formula or belong to a unit. */
export function withoutRepeatedLabels(quantities: readonly ExtractedQuantity[]): ExtractedQuantity[] {
  return quantities.filter((quantity, index) => {
    if (/^1\s*\//.test(quantity.text) && UNIT_ASKED.test(quantity.before)) return false;
    if (quantity.unit === "") {
      if (IN_FORMULA.test(quantity.beforeRaw)) return false;
      return !(quantity.value === 1 && RECIPROCAL_UNIT.test(quantity.after));
    }
    const recalled = RECALLS_STATE.test(quantity.before);
    if (!recalled && (!POINTS_BACK.test(quantity.before) || !NOUN_AFTER.test(quantity.after))) return true;
    const named = quantities
      .slice(0, index)
      .some((earlier) => earlier.value === quantity.value && earlier.unit === quantity.unit);
    return !named;
  });
}

// Between a value and the same value restated in another unit: "23.0 m/s (50 mph)",
// "105 km/h (about 65 mi/h)", "a 4.0-km/h (1.1-m/s) collision".
const RESTATEMENT_BETWEEN =
  /^[\s-]*(?:[a-z]+[\s-]+){0,2}\(\s*(?:about|approximately|roughly|or|i\.e\.,?|that is,?|~|≈)?\s*$/;
// How far a restated value may be from the first, after conversion (both are rounded).
const RESTATEMENT_TOLERANCE = 0.06;

/**
 * The quantities without a value restated in parentheses in another unit right after the first
 * ("23.0 m/s (50 mph)"): it is the same given, not a second one. When the restated form is written
 * again later with words of its own ("a 4.0-km/h (1.1-m/s) collision ... from an initial speed of
 * 1.1 m/s"), that later value is the given and the pair is dropped.
 */
export function withoutRestatedValues(
  quantities: readonly ExtractedQuantity[],
  text: string,
): ExtractedQuantity[] {
  const dropped = new Set<number>();
  for (const [index, quantity] of quantities.entries()) {
    const previous = quantities[index - 1];
    if (!previous || quantity.unit === "" || previous.unit === "" || quantity.unit === previous.unit)
      continue;
    if (!RESTATEMENT_BETWEEN.test(text.slice(previous.end, quantity.start).toLowerCase())) continue;
    if (!haveSameDimension(quantity.unit, previous.unit)) continue;
    const first = toSI({ value: previous.value, unit: previous.unit }).value;
    const second = toSI({ value: quantity.value, unit: quantity.unit }).value;
    if (Math.abs(first - second) > RESTATEMENT_TOLERANCE * Math.abs(first)) continue;
    const writtenAgain = quantities.some(
      (later, laterIndex) =>
        laterIndex > index &&
        ((later.value === quantity.value && later.unit === quantity.unit) ||
          (later.value === previous.value && later.unit === previous.unit)),
    );
    dropped.add(index);
    if (writtenAgain) dropped.add(index - 1);
  }
  return quantities.filter((_quantity, index) => !dropped.has(index));
}

/** Words of a change of phase, which happens at one temperature. */
const PHASE_CHANGE = /\b(?:melt\w*|freez\w*|boil\w*|condens\w*|vapori[sz]\w*|solidif\w*|froze\w*)\b/;
const TEMPERATURE_UNITS = new Set(["degC", "degF", "K"]);

/**
 * The quantities without a temperature written again for the other phase of one change of phase
 * ("ice at 0 °C melts into water at 0 °C"): a melting or boiling happens at one temperature, so the
 * second is the same given, not an end of a change of temperature.
 */
export function withoutPhaseChangeTemperatureTwice(
  quantities: readonly ExtractedQuantity[],
  text: string,
): ExtractedQuantity[] {
  const temperatures = quantities.filter((quantity) => TEMPERATURE_UNITS.has(quantity.unit));
  if (temperatures.length !== 2) return [...quantities];
  const [first, second] = temperatures;
  if (first.value !== second.value || first.unit !== second.unit) return [...quantities];
  const between = text.slice(first.end, second.start).toLowerCase();
  if (/[.?!;]\s/.test(between) || !PHASE_CHANGE.test(between)) return [...quantities];
  return quantities.filter((quantity) => quantity !== second);
}
