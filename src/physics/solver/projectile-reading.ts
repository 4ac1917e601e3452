/**
 * The launch speed of a projectile: in a launch at an angle ("kicked at 18 m/s at 35° above the
 * horizontal") or straight up, the one speed stated is the speed it leaves with, v₀, unless the
 * words tie it to the landing.
 */
import type { ExtractedQuantity } from "./extract";

const LAUNCH_AT_ANGLE =
  /\b(projectile|straight up(?:ward)?|vertically upward|directly upward|above (?:the )?horizontal|with the horizontal|to the horizontal|from the horizontal|launch angle|angle of elevation|elevation angle)\b/;
// "Lands at", "hits the ground at": a speed at the end of the flight ("is hit at" is a launch).
const AT_LANDING =
  /\b(lands?|landing|(hits?|strikes?) the (ground|floor|water|wall)|impact|final|just before)\b/;
const SPEED_IDS = new Set(["v", "v0", "vf", "v1", "v2", "vmax"]);

/** Renames the one speed of a launch at an angle to the launch speed v₀. */
export function launchSpeedRole(
  roles: string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string[] {
  if (!LAUNCH_AT_ANGLE.test(lower)) return roles;
  const speeds = roles.flatMap((id, index) => (SPEED_IDS.has(id) ? [index] : []));
  if (speeds.length !== 1 || roles[speeds[0]] !== "v") return roles;
  const quantity = quantities[speeds[0]];
  if (AT_LANDING.test(quantity.before.slice(-40)) || AT_LANDING.test(quantity.after.slice(0, 25)))
    return roles;
  const renamed = [...roles];
  renamed[speeds[0]] = "v0";
  return renamed;
}
