/**
 * Values that belong to the body that attracts: a mass no ordinary object has (10²⁰ kg or more,
 * "M_E = 5.97 × 10²⁴ kg", "mars has mass 6.42e23 kg") is the attracting body's; a radius written
 * with the body's subscript ("R_E = 6.37 × 10⁶ m") or named as a radius beside such a mass is the
 * body's radius; a height written "above Earth's surface" is an orbit's altitude. Each is a
 * renaming of the generic reading (m, r, d) of one value.
 */
import { toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";

const CELESTIAL_MASS_SI = 1e20;
const CELESTIAL_RADIUS_SI = 1e5;
const GENERIC_MASSES = new Set(["m", "m1", "m2"]);
const GENERIC_LENGTHS = new Set(["r", "d", "L", "h", "x", "rOrbit"]);
// "R_E =", "R_{earth} =", "R_moon =": a radius with the body's subscript.
const BODY_RADIUS_SYMBOL =
  /(?:^|[\s(,;:])R_\{?(?:E|M|S|P|J|e|m|s|p|earth|Earth|moon|Moon|sun|Sun|planet|mars|Mars)\}?\s*=\s*$/;
const RADIUS_WORD = /\bradius\b[^.?!]{0,12}$/;
const ORBIT_WORD = /\borbit\w*\b[^.?!]{0,20}$/;
const ABOVE_SURFACE =
  /^\s*(?:above|over)\s+(?:the\s+|its\s+)?(?:(?:earth|moon|planet|mars)(?:'s|’s|s)?\s+)?(?:surface|earth|ground level)\b/;

function inSI(quantity: ExtractedQuantity): number {
  return Math.abs(toSI({ value: quantity.value, unit: quantity.unit }).value);
}

/** The reading's roles with the attracting body's mass and radius and an orbit's altitude renamed. */
export function celestialRoles(roles: string[], quantities: readonly ExtractedQuantity[]): string[] {
  const renamed = [...roles];
  const massAt = renamed.findIndex(
    (id, index) => GENERIC_MASSES.has(id) && inSI(quantities[index]) >= CELESTIAL_MASS_SI,
  );
  const bodyMass = massAt >= 0 && !renamed.includes("Mcentral");
  if (bodyMass) renamed[massAt] = "Mcentral";
  const hasBody = renamed.includes("Mcentral");
  for (const [index, id] of renamed.entries()) {
    if (!GENERIC_LENGTHS.has(id)) continue;
    const quantity = quantities[index];
    if (ABOVE_SURFACE.test(quantity.after) && !renamed.includes("hAltitude")) {
      renamed[index] = "hAltitude";
      continue;
    }
    const namedRadius =
      BODY_RADIUS_SYMBOL.test(quantity.beforeRaw) ||
      (hasBody && RADIUS_WORD.test(quantity.before) && !ORBIT_WORD.test(quantity.before));
    if (namedRadius && inSI(quantity) >= CELESTIAL_RADIUS_SI && !renamed.includes("Rplanet")) {
      renamed[index] = "Rplanet";
    }
  }
  return renamed;
}
