/**
 * A projectile's path without air resistance: launched at an angle over level ground, or
 * horizontally (or below the horizontal) from a height. The path is fixed by the launch speed,
 * the launch angle, the launch height and g; every other value the solution states (the range,
 * the peak, the time in the air, the landing speed) must be the one this path gives, or nothing
 * is drawn.
 */
import type { ProjectileDiagram } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities, sameValue } from "./solved-quantities";

/** Relations of a launch at an angle that lands at its own height. */
const LEVEL_LAUNCH = [
  "kinematics.projectile-range",
  "kinematics.projectile-max-height",
  "kinematics.projectile-flight-time",
];
/** Relations of a launch from a height. */
const LAUNCH_FROM_HEIGHT = [
  "kinematics.horizontal-launch-distance",
  "kinematics.horizontal-launch-time",
  "kinematics.projectile-landing-speed",
];

/** Where a launch lands and how: the path's numbers, from the launch alone. */
export function projectileFlight(launch: {
  speed: number;
  angleDegrees: number;
  height: number;
  gravity: number;
}): { time: number; range: number; peak: number; landingSpeed: number } {
  const angle = (launch.angleDegrees * Math.PI) / 180;
  const across = launch.speed * Math.cos(angle);
  const up = launch.speed * Math.sin(angle);
  // y(t) = h + up t - g t² / 2 reaches 0 at the later root.
  const time = (up + Math.sqrt(up * up + 2 * launch.gravity * launch.height)) / launch.gravity;
  return {
    time,
    range: across * time,
    peak: up > 0 ? (up * up) / (2 * launch.gravity) : 0,
    landingSpeed: Math.sqrt(launch.speed ** 2 + 2 * launch.gravity * launch.height),
  };
}

/** The launch as the solution fixes it, or undefined when it does not fix one path. */
function launchOf(solved: SolvedQuantities) {
  const speed = solved.value("v0");
  const gravity = solved.value("g");
  if (speed === undefined || gravity === undefined || !(speed > 0) || !(gravity > 0)) return undefined;
  const theta = solved.value("theta");
  if (LEVEL_LAUNCH.some((id) => solved.uses(id))) {
    if (theta === undefined || !(theta > 0) || !(theta < Math.PI / 2)) return undefined;
    return { speed, gravity, angleDegrees: (theta * 180) / Math.PI, height: 0, level: true };
  }
  if (!LAUNCH_FROM_HEIGHT.some((id) => solved.uses(id))) return undefined;
  const height = solved.value("h");
  if (height === undefined || !(height > 0)) return undefined;
  if (/\bhorizontal(ly)?\b/.test(solved.text) && !/below the horizontal/.test(solved.text))
    return { speed, gravity, angleDegrees: 0, height, level: false };
  // A launch below the horizontal: the landing speed holds whatever the direction, the path does not.
  if (theta !== undefined && /below the horizontal/.test(solved.text) && theta > 0 && theta < Math.PI / 2)
    return { speed, gravity, angleDegrees: (-theta * 180) / Math.PI, height, level: false };
  return undefined;
}

/** The path of a solved projectile problem, or undefined when it is not one or its numbers disagree. */
export function projectileDiagram(solved: SolvedQuantities): ProjectileDiagram | undefined {
  const launch = launchOf(solved);
  if (!launch) return undefined;
  const flight = projectileFlight(launch);
  const checks: [string, number][] = [
    ["d", flight.range],
    ["t", flight.time],
    [launch.level ? "h" : "", flight.peak],
    [launch.level ? "" : "v", flight.landingSpeed],
  ];
  for (const [id, value] of checks) {
    const stated = id === "" ? undefined : solved.value(id);
    if (stated !== undefined && !sameValue(stated, value)) return undefined;
  }
  const figures = solved.figures;
  const labelOf = (id: string, value: number, unit: string) =>
    solved.value(id) !== undefined ? solved.label(id) : quantityText(value, unit, figures);
  const labels: ProjectileDiagram["labels"] = {
    launchSpeed: solved.label("v0"),
    range: labelOf("d", flight.range, "m"),
    flightTime: labelOf("t", flight.time, "s"),
  };
  if (launch.angleDegrees !== 0) labels.launchAngle = solved.label("theta");
  if (launch.level) {
    labels.peak = labelOf("h", flight.peak, "m");
  } else {
    labels.launchHeight = solved.label("h");
    labels.landingSpeed = labelOf("v", flight.landingSpeed, "m/s");
  }
  const start = launch.level
    ? `Launched from level ground at ${labels.launchSpeed}, ${labels.launchAngle} above the horizontal, `
    : launch.angleDegrees === 0
      ? `Launched horizontally at ${labels.launchSpeed} from ${labels.launchHeight} above where it lands, `
      : `Launched at ${labels.launchSpeed}, ${labels.launchAngle} below the horizontal, from ${labels.launchHeight} above where it lands, `;
  const middle = launch.level
    ? `it rises ${labels.peak} to its peak halfway along and lands ${labels.range} away after ${labels.flightTime}. `
    : `it curves down and lands ${labels.range} away after ${labels.flightTime}, moving at ${labels.landingSpeed}. `;
  return {
    kind: "projectile",
    title: "Path of the projectile",
    description: `${start}${middle}The path is a parabola drawn to scale, with the same scale across and up.`,
    launchSpeed: launch.speed,
    launchAngle: launch.angleDegrees,
    launchHeight: launch.height,
    gravity: launch.gravity,
    labels,
  };
}
