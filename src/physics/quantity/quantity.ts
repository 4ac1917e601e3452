/**
 * The engine's quantity API: a number with a unit in engine notation, parsed from text,
 * converted, compared and formatted. Every function returns a value for bad input; none throws.
 *
 * Temperatures: a quantity whose whole unit is "degC" or "degF" is an absolute temperature and
 * converts with the offset (25 degC = 298.15 K). Inside a compound unit ("J/kg/degC", "1/degC")
 * the degree is an interval and converts without offset. A bare temperature difference
 * ("raised by 15 degC") is converted with `{ temperatureDifference: true }`.
 */
import { formatNumber } from "../format-number";
import { matchNumberPrefix, normalizeTypography, parseNumber } from "./parse-number";
import { normalizeUnit } from "./unit-text";
import { type Dimension, dimensionsEqual, siUnitFor, type UnitInfo, unitInfo } from "./units";

export type { Dimension } from "./units";
export { BASE_DIMENSIONS } from "./units";
export { parseNumber };

/** A number with its unit in engine notation ("m/s^2", "kohm", "degC", "" for dimensionless). */
export interface Quantity {
  value: number;
  unit: string;
}

/** The result of parsing text into a quantity: the quantity, or a reason for people. */
export type ParseQuantityResult = { ok: true; quantity: Quantity } | { ok: false; error: string };

/** Options of conversions. */
export interface ConversionOptions {
  /** Treat a bare degC/degF value as a temperature difference (no offset). */
  temperatureDifference?: boolean;
}

const MAX_QUANTITY_TEXT = 300;

/** Rewrites unit text ("m/s²", "kΩ", "J/(kg·K)", "meters") into engine notation, or undefined if unknown. */
export function parseUnit(text: string): string | undefined {
  const unit = normalizeUnit(text);
  if (unit === undefined) return undefined;
  return unitInfo(unit) ? unit : undefined;
}

/** Parses "2.5 × 10^3 m/s", "72 km/h", "25 °C", "4.7 kΩ" into a quantity in engine notation. */
export function parseQuantity(text: string): ParseQuantityResult {
  if (typeof text !== "string" || text.trim() === "") return { ok: false, error: "The quantity is empty." };
  if (text.length > MAX_QUANTITY_TEXT) return { ok: false, error: "The quantity text is too long." };
  const normalized = normalizeTypography(text).trim();
  const fraction = /^([+-]?\s*\d+\s*\/\s*\d+)(?=\s|$)/.exec(normalized);
  let value: number | undefined;
  let rest: string;
  if (fraction) {
    value = parseNumber(fraction[1]);
    rest = normalized.slice(fraction[0].length);
  } else {
    const match = matchNumberPrefix(normalized);
    value = match?.value;
    rest = match ? normalized.slice(match.length) : normalized;
  }
  if (value === undefined) return { ok: false, error: `No number found in "${text.trim()}".` };
  const unitText = rest.trim();
  const unit = parseUnit(unitText);
  if (unit === undefined) return { ok: false, error: `Unknown unit "${unitText}".` };
  return { ok: true, quantity: { value, unit } };
}

function isAbsoluteTemperature(info: UnitInfo, options: ConversionOptions | undefined): boolean {
  return info.offset !== 0 && !options?.temperatureDifference;
}

/** SI value of a quantity given its unit's meaning, honouring the temperature rule above. */
function siValue(value: number, info: UnitInfo, options: ConversionOptions | undefined): number {
  return value * info.scale + (isAbsoluteTemperature(info, options) ? info.offset : 0);
}

/** The quantity in coherent SI units ("72 km/h" becomes "20 m/s"); a unit already coherent SI is kept. */
export function toSI(quantity: Quantity, options?: ConversionOptions): Quantity {
  const info = unitInfo(quantity.unit);
  if (!info) return { value: Number.NaN, unit: quantity.unit };
  if (info.scale === 1 && info.offset === 0) return { value: quantity.value, unit: quantity.unit };
  return {
    value: siValue(quantity.value, info, options),
    unit: siUnitFor(info.dimension, info.angleExponent),
  };
}

/** The quantity in another unit of the same dimension, or undefined when the units differ in dimension. */
export function convertQuantity(
  quantity: Quantity,
  unit: string,
  options?: ConversionOptions,
): Quantity | undefined {
  const from = unitInfo(quantity.unit);
  const to = unitInfo(unit);
  if (!from || !to || !dimensionsEqual(from.dimension, to.dimension)) return undefined;
  const si = siValue(quantity.value, from, options);
  const targetOffset = isAbsoluteTemperature(to, options) ? to.offset : 0;
  return { value: (si - targetOffset) / to.scale, unit };
}

/** True when both units are known and measure the same dimension (angles count as dimensionless). */
export function haveSameDimension(unitA: string, unitB: string): boolean {
  const first = unitInfo(unitA);
  const second = unitInfo(unitB);
  return Boolean(first && second && dimensionsEqual(first.dimension, second.dimension));
}

/** Exponents of the SI base dimensions of a unit ("N" gives mass 1, length 1, time -2), or undefined. */
export function dimensionOf(unit: string): Dimension | undefined {
  return unitInfo(unit)?.dimension;
}

/** True when a unit in engine notation is known to the engine. */
export function isKnownUnit(unit: string): boolean {
  return unitInfo(unit) !== undefined;
}

/**
 * Compares a given quantity with an expected one within a relative tolerance (0.02 for 2 %),
 * in any units of the same dimension.
 */
export function quantitiesMatch(
  given: Quantity,
  expected: Quantity,
  relativeTolerance: number,
): { match: boolean; sameDimension: boolean } {
  if (!haveSameDimension(given.unit, expected.unit)) return { match: false, sameDimension: false };
  const givenSI = toSI(given).value;
  const expectedSI = toSI(expected).value;
  if (!Number.isFinite(givenSI) || !Number.isFinite(expectedSI)) return { match: false, sameDimension: true };
  const difference = Math.abs(givenSI - expectedSI);
  // An expected zero cannot scale the tolerance; accept only a result that is zero to rounding.
  const allowed = expectedSI === 0 ? 1e-12 : Math.abs(expectedSI) * Math.max(relativeTolerance, 0);
  return { match: difference <= allowed * (1 + 1e-12), sameDimension: true };
}

const DISPLAY_SYMBOLS: Record<string, string> = {
  ohm: "Ω",
  kohm: "kΩ",
  Mohm: "MΩ",
  mohm: "mΩ",
  degC: "°C",
  degF: "°F",
  deg: "°",
  angstrom: "Å",
  percent: "%",
};

/** A unit in engine notation for people: "m/s^2" becomes "m/s²", "kohm" "kΩ", "uC" "μC", "kg*m/s" "kg·m/s". */
export function formatUnit(unit: string): string {
  const superscript: Record<string, string> = { "-": "⁻", "1": "¹", "2": "²", "3": "³", "4": "⁴" };
  return unit
    .split(/([*/])/)
    .map((part) => {
      if (part === "*") return "·";
      if (part === "/") return "/";
      const [base, power] = part.split("^");
      const symbol = DISPLAY_SYMBOLS[base] ?? base.replace(/^u(?=[A-Za-z])/, "μ");
      if (!power) return symbol;
      return `${symbol}${[...power].map((character) => superscript[character] ?? `^${character}`).join("")}`;
    })
    .join("");
}

/** A quantity as text with significant figures: "20.0 m/s", "3.00 × 10^8 m/s", "30°", "4.70 kΩ". */
export function formatQuantity(quantity: Quantity, significantFigures = 3): string {
  const number = formatNumber(quantity.value, significantFigures);
  if (quantity.unit === "") return number;
  const unit = formatUnit(quantity.unit);
  if (quantity.unit === "deg") return `${number}${unit}`;
  return `${number} ${unit}`;
}

/** Significant figures of a number as written ("2.50" has 3, "0.040" has 2, "2500" has 2, "2.5e3" has 2). */
export function significantFiguresOf(text: string): number | undefined {
  const normalized = normalizeTypography(text).trim().replace(/^[+-]/, "").replace(/,/g, "");
  const mantissa = /^(\d*\.?\d*)/.exec(normalized)?.[1] ?? "";
  if (!/\d/.test(mantissa)) return undefined;
  const digits = mantissa.replace(".", "").replace(/^0+/, "");
  if (digits === "") return 1;
  if (mantissa.includes(".")) return digits.length;
  return Math.max(1, digits.replace(/(?<!0)0+$/, "").length);
}
