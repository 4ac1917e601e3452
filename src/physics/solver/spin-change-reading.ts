/**
 * A spinning body that changes shape: of two moments of inertia the first is before the change
 * and the second after, and an angular speed stated before the second is the starting one.
 */
import type { ExtractedQuantity } from "./extract";

const INERTIA_IDS = new Set(["I_rot", "I1Rot", "I2Rot"]);
const SPEED_IDS = new Set(["omega", "omega0"]);
// The words of a change of shape while spinning ("pulls in her arms", "tucks", "reducing her moment").
const CHANGE = /\b(pulls?|pulling|draws?|drawing|tucks?|tucking|extends?|stretch\w*|reduc\w*|increas\w*)\b/;

/** Renames two moments of inertia to before and after, and the angular speed stated first to the starting one. */
export function spinChangeRoles(
  roles: string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string[] {
  if (!CHANGE.test(lower) || !/\b(spin\w*|rotat\w*|twirl\w*|pirouette|somersault\w*|twist\w*)\b/.test(lower))
    return roles;
  const inertias = roles.flatMap((id, index) => (INERTIA_IDS.has(id) ? [index] : []));
  if (inertias.length !== 2) return roles;
  const speeds = roles.flatMap((id, index) => (SPEED_IDS.has(id) ? [index] : []));
  if (speeds.length > 1) return roles;
  const renamed = [...roles];
  renamed[inertias[0]] = "I1Rot";
  renamed[inertias[1]] = "I2Rot";
  if (speeds.length === 1) {
    // A speed stated before the change is the starting one; after it, the final one.
    renamed[speeds[0]] = quantities[speeds[0]].start < quantities[inertias[1]].start ? "omega0" : "omega";
  }
  return renamed;
}
