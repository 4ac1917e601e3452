/**
 * Unit conversion for the LLM tool: a value from one unit to another of the same dimension.
 */
import { convertQuantity, parseUnit, type Quantity } from "../quantity/quantity";

/** The converted quantity, or an error for people. */
export type ConversionResult = { ok: true; quantity: Quantity } | { ok: false; error: string };

/**
 * Converts a value between units written as people write them ("km/h", "m/s²", "°C", "kΩ").
 * Temperatures are absolute unless `temperatureDifference` is set (a change of 10 °C is 10 K).
 */
export function convertUnits(
  value: number,
  from: string,
  to: string,
  options: { temperatureDifference?: boolean } = {},
): ConversionResult {
  if (typeof value !== "number" || !Number.isFinite(value))
    return { ok: false, error: "The value is not a finite number." };
  const fromUnit = typeof from === "string" ? parseUnit(from) : undefined;
  if (fromUnit === undefined) return { ok: false, error: `Unknown unit "${String(from)}".` };
  const toUnit = typeof to === "string" ? parseUnit(to) : undefined;
  if (toUnit === undefined) return { ok: false, error: `Unknown unit "${String(to)}".` };
  const converted = convertQuantity({ value, unit: fromUnit }, toUnit, options);
  if (!converted)
    return { ok: false, error: `"${from}" and "${to}" measure different things and cannot be converted.` };
  return { ok: true, quantity: converted };
}
