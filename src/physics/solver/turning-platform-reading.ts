/**
 * A body that steps, jumps or drops onto the rim of a platform turning freely (a merry-go-round, a
 * turntable modelled as a uniform disk): angular momentum about the axle is kept, so
 * (½ M R² + m R²) ω = ½ M R² ω₀ + m v R, where v is the body's speed along the rim before (zero for a
 * body at rest or running along a radius; its sign from "the same direction" or "opposite"). The platform's mass is the one
 * written beside the platform, the body's the other. A platform that is not a uniform disk, a body
 * that lands off the rim, a speed whose direction the words do not give, or anything else asked
 * makes the reader step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import { type ExtractedQuantity, understoodAs } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const PLATFORM = /\b(merry-go-round|merry go round|turntable|carousel|rotating platform|platform)\b/;
const UNIFORM_DISK =
  /\b(uniform|solid) (disk|disc)\b|\bmodell?ed as a (uniform |solid )?(disk|disc)\b|\bbasically a (solid |uniform )?(disk|disc)\b/;
const ONTO_RIM =
  /\b(steps?|jumps?|hops?|drops?|lands?|climbs?|gets?|sits? down|is dropped|falls?) (?:on|onto|on to)\b[^.?!]{0,40}\b(edge|rim)\b/;
const BODY_AT_REST = /\b(initially at rest|at rest|standing still|from rest)\b/;
const SAME_WAY =
  /\b(same direction|same way|in the direction (?:it is|it's|of) (?:turning|rotation|spinning))\b/;
const OPPOSITE_WAY = /\b(opposite (?:direction|way|to))\b/;
/** A body that brings no angular momentum about the axle: at rest, or moving along a radius. */
const NO_SPIN_BROUGHT = /\b(radially|along a radius|no angular momentum)\b/;
const TANGENT = /\b(tangent|tangential|tangentially|along the (?:rim|edge))\b/;
const ASKS_NEW_SPIN = /\b(angular (?:speed|velocity)|how fast|rotation rate|spin rate|turning rate)\b/;

/**
 * The words about a value: those since the value before it (or its sentence's start), and those
 * after it up to the next comma or value ("a 30 kg child, ...", "a uniform disk of mass 120 kg").
 */
function around(
  quantity: ExtractedQuantity,
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string {
  const index = quantities.indexOf(quantity);
  const previous = quantities[index - 1];
  const next = quantities[index + 1];
  const sentenceStart = Math.max(
    lower.lastIndexOf(". ", quantity.start),
    lower.lastIndexOf("? ", quantity.start),
  );
  const from = Math.max(sentenceStart, previous ? previous.start + previous.text.length : 0);
  const end = quantity.start + quantity.text.length;
  const after = lower.slice(end, next ? next.start : lower.length).split(/[,;.]/)[0];
  return `${lower.slice(from, quantity.start)} ${after}`;
}

/** The new angular speed of a disk platform after a body comes onto its rim. */
export function solveTurningPlatform(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  const asked = question.toLowerCase();
  if (!PLATFORM.test(lower) || !UNIFORM_DISK.test(lower) || !ONTO_RIM.test(lower)) return undefined;
  if (!ASKS_NEW_SPIN.test(asked)) return undefined;
  const questionAt = normalized.indexOf(question);
  const stated = quantities.filter((quantity) => questionAt < 0 || quantity.start < questionAt);
  const masses = stated.filter((quantity) => haveSameDimension(quantity.unit, "kg"));
  const radii = stated.filter((quantity) => haveSameDimension(quantity.unit, "m"));
  const spins = stated.filter((quantity) => haveSameDimension(quantity.unit, "rad/s"));
  const speeds = stated.filter((quantity) => haveSameDimension(quantity.unit, "m/s"));
  if (masses.length !== 2 || spins.length !== 1 || radii.length > 1 || speeds.length > 1) return undefined;
  if (masses.length + radii.length + spins.length + speeds.length !== stated.length) return undefined;
  const platformMasses = masses.filter(
    (mass) =>
      /\b(disk|disc)\b/.test(around(mass, quantities, lower)) ||
      PLATFORM.test(around(mass, quantities, lower)),
  );
  if (platformMasses.length !== 1) return undefined;
  const platformMass = platformMasses[0];
  const bodyMass = masses.find((mass) => mass !== platformMass) as ExtractedQuantity;
  // A body that moves before it lands adds its own angular momentum, m v R, with the sign its
  // direction gives; it needs the rim's radius.
  let along = 0;
  if (speeds.length === 1) {
    if (radii.length !== 1 || !TANGENT.test(lower)) return undefined;
    const same = SAME_WAY.test(lower);
    if (same === OPPOSITE_WAY.test(lower)) return undefined;
    along = (same ? 1 : -1) * toSI(speeds[0]).value;
  } else if (
    !BODY_AT_REST.test(lower) &&
    !NO_SPIN_BROUGHT.test(lower) &&
    !/\b(steps?|drops?|is dropped|falls?)\b/.test(lower)
  ) {
    return undefined;
  }
  const M = toSI(platformMass).value;
  const m = toSI(bodyMass).value;
  const omega0 = toSI(spins[0]).value;
  const R = radii.length === 1 ? toSI(radii[0]).value : undefined;
  if (!(M > 0 && m > 0 && (R === undefined || R > 0))) return undefined;
  // (½ M + m) R² ω = ½ M R² ω₀ + m v R  ⇒  ω = (½ M ω₀ + m v / R) / (½ M + m)
  const omega = (0.5 * M * omega0 + (R === undefined ? 0 : (m * along) / R)) / (0.5 * M + m);
  const unit = unitAskedFor(normalized.slice(Math.max(0, questionAt))) ?? spins[0].unit;
  const converted = convertQuantity({ value: omega, unit: "rad/s" }, unit);
  if (!converted || !Number.isFinite(converted.value)) return undefined;
  const figures = Math.max(2, Math.min(...stated.map((quantity) => quantity.significantFigures)));
  const show = (quantity: ExtractedQuantity) => formatQuantityLatex(quantity.value, quantity.unit);
  const moving = speeds.length === 1;
  const steps: SolutionStep[] = [
    {
      principle: moving
        ? "Angular momentum about the axle is kept: the platform's, ½ M R² ω₀, and the body's along the rim, m v R, become those of the platform with the body on its rim"
        : "Angular momentum about the axle is kept: the platform's, ½ M R² ω₀, is shared with the body at rest that comes onto its rim; R cancels",
      equation: moving
        ? "\\left(\\tfrac{1}{2} M + m\\right) R^2 \\omega = \\tfrac{1}{2} M R^2 \\omega_0 + m v R"
        : "\\left(\\tfrac{1}{2} M + m\\right) \\omega = \\tfrac{1}{2} M \\omega_0",
      substitution: `M = ${show(platformMass)},\\ m = ${show(bodyMass)},\\ \\omega_0 = ${show(spins[0])}${
        moving ? `,\\ v = ${formatQuantityLatex(along, "m/s")},\\ R = ${show(radii[0])}` : ""
      } \\;\\Rightarrow\\; \\omega = ${formatQuantityLatex(converted.value, unit, figures)}`,
      result: { value: omega, unit: "rad/s", symbol: "\\omega" },
    },
  ];
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit },
    si: { value: omega, unit: "rad/s" },
    significantFigures: figures,
    steps,
    understood: {
      quantities: [
        understoodAs(platformMass, "M", "mass of the platform"),
        understoodAs(bodyMass, "m", "mass of the body that comes onto the rim"),
        understoodAs(spins[0], "omega0", "angular speed before"),
        ...(radii.length === 1 ? [understoodAs(radii[0], "r", "radius of the platform")] : []),
        ...(moving ? [understoodAs(speeds[0], "v", "speed of the body along the rim before")] : []),
      ],
      unknown: { variable: "omega", name: "angular speed after", unit },
      assumptions: [
        "The platform is a uniform disk turning freely (no torque from its axle), and the body ends on its rim as a point mass.",
        ...(moving ? [] : ["The body has no speed along the rim before it comes on."]),
      ],
    },
  };
}
