/**
 * Which of two masses is the drum a rope is wound around (a windlass, a reel, a pulley that is a
 * solid cylinder or a hoop) and which the load that hangs from the rope: the drum's mass is the one
 * its words name right beside the value ("a uniform solid cylinder of mass 6.0 kg", "a 6.0 kg drum").
 */
import type { ExtractedQuantity } from "./extract";

const WOUND = /\b(wound|wrapped|unwind\w*|coiled)\b/;
const DRUM_WORD = /\b(drum|windlass|reel|spool|pulley|cylinder|disk|disc|hoop|wheel|flywheel)s?\b/;
const MASS_IDS = new Set(["m", "m1", "m2"]);

/** Renames the drum's mass to mDrum and the load's to m, when the words settle which is which. */
export function drumRoles(
  roles: string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string[] {
  if (!WOUND.test(lower)) return roles;
  const masses = roles.flatMap((id, index) => (MASS_IDS.has(id) ? [index] : []));
  if (masses.length !== 2) return roles;
  const drums = masses.filter(
    (index) =>
      DRUM_WORD.test(quantities[index].before.slice(-35)) ||
      DRUM_WORD.test(quantities[index].after.slice(0, 12)),
  );
  if (drums.length !== 1) return roles;
  const renamed = [...roles];
  for (const index of masses) renamed[index] = index === drums[0] ? "mDrum" : "m";
  return renamed;
}
