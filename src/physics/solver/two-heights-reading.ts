/**
 * A body that moves without friction between two heights, its speed asked at the second: a roller
 * coaster from the top of one hill to a dip or the next hill, a skier from one level to another.
 * Mechanical energy is conserved, so ½v₂² = ½v₁² + g(h₁ − h₂), whatever the path and the mass. The
 * height the question sentence names is where the speed is asked; the other is where the body
 * starts, at rest or at the one speed the text gives. A problem with friction, a value of any other
 * kind, a speed asked where the body cannot reach, or a height not named as one makes the reader
 * step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { constantValue } from "../constants";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import { type ExtractedQuantity, understoodAs } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

/** Words beside a length that make it a height: "a 42 m high hill", "12 m above the ground". */
const HEIGHT_AFTER = /^\s*(?:-\s*)?(?:high|tall|hill|above|up\b|in height|height)/;
const HEIGHT_BEFORE =
  /\b(?:height of|heights? (?:is|of)|at a height|hill|top of(?: a| the)?|elevation of)\s*(?:\w+\s+)?$/;
/** Friction denied ("no friction", "frictionless", "neglecting friction"), or not mentioned at all. */
const FRICTION_DENIED =
  /\b(?:no friction|frictionless|without friction|(?:neglect|ignor)\w*\s+(?:all\s+)?friction|friction (?:is|can be) (?:negligible|neglected|ignored))\b/;
const FRICTION = /\bfriction|\bdrag\b|\bair resistance\b/;
const AIR_DENIED = /\b(?:no|neglect\w*|ignor\w*|without)\s+(?:the\s+)?(?:air resistance|drag)\b/;
const ASKS_SPEED = /\b(?:how fast|speed|velocity)\b/;
const STARTS_AT_REST = /\b(?:from rest|at rest|starts? (?:out )?from rest|released|let go)\b/;

function isHeight(quantity: ExtractedQuantity): boolean {
  return (
    haveSameDimension(quantity.unit, "m") &&
    (HEIGHT_AFTER.test(quantity.after) || HEIGHT_BEFORE.test(quantity.before))
  );
}

/** The speed at one height of a frictionless body that moves from another. */
export function solveTwoHeights(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  const asked = question.toLowerCase();
  if (!ASKS_SPEED.test(asked) || /\b(?:height|how high|how far)\b/.test(asked)) return undefined;
  // Friction or drag named without being denied changes the energy.
  const withoutDenials = lower.replace(FRICTION_DENIED, "").replace(AIR_DENIED, "");
  if (FRICTION.test(withoutDenials)) return undefined;
  const questionAt = normalized.lastIndexOf(question);
  if (questionAt < 0) return undefined;
  const heights = quantities.filter(isHeight);
  const speeds = quantities.filter((quantity) => haveSameDimension(quantity.unit, "m/s"));
  const masses = quantities.filter((quantity) => haveSameDimension(quantity.unit, "kg"));
  const gravity = quantities.filter((quantity) => haveSameDimension(quantity.unit, "m/s^2"));
  if (heights.length !== 2 || speeds.length > 1 || masses.length > 1 || gravity.length > 1) return undefined;
  if (heights.length + speeds.length + masses.length + gravity.length !== quantities.length) return undefined;
  // The height in the question sentence is where the speed is asked; the other is the start.
  const inQuestion = heights.filter((height) => height.start >= questionAt);
  if (inQuestion.length !== 1) return undefined;
  const end = inQuestion[0];
  const start = heights.find((height) => height !== end) as ExtractedQuantity;
  // A speed is the start's: given before the question, where the body sets off.
  if (speeds.length === 1 && speeds[0].start >= questionAt) return undefined;
  if (speeds.length === 0 && !STARTS_AT_REST.test(lower)) return undefined;
  const v1 = speeds.length === 1 ? toSI(speeds[0]).value : 0;
  const g = gravity.length === 1 ? Math.abs(toSI(gravity[0]).value) : constantValue("standard-gravity");
  const h1 = toSI(start).value;
  const h2 = toSI(end).value;
  const squared = v1 * v1 + 2 * g * (h1 - h2);
  // Below zero the body never reaches the second height.
  if (!(squared >= 0) || !(h1 >= 0) || !(h2 >= 0)) return undefined;
  const v2 = Math.sqrt(squared);
  const unit = unitAskedFor(normalized.slice(questionAt)) ?? "m/s";
  const converted = convertQuantity({ value: v2, unit: "m/s" }, unit);
  if (!converted) return undefined;
  const used = [start, end, ...speeds, ...gravity];
  const figures = Math.max(2, Math.min(3, ...used.map((quantity) => quantity.significantFigures)));
  const show = (quantity: ExtractedQuantity) => formatQuantityLatex(quantity.value, quantity.unit);
  const step: SolutionStep = {
    principle:
      "Mechanical energy is conserved without friction: the kinetic energy gained is the potential energy lost, whatever the path (the mass cancels)",
    equation: "\\tfrac{1}{2} v_2^2 = \\tfrac{1}{2} v_1^2 + g (h_1 - h_2)",
    substitution: `v_1 = ${speeds.length === 1 ? show(speeds[0]) : "0"},\\ h_1 = ${show(start)},\\ h_2 = ${show(end)},\\ g = ${formatQuantityLatex(g, "m/s^2", 3)} \\;\\Rightarrow\\; v_2 = ${formatQuantityLatex(v2, "m/s", figures)}`,
    result: { value: v2, unit: "m/s", symbol: "v_2" },
  };
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit },
    si: { value: v2, unit: "m/s" },
    significantFigures: figures,
    steps: [step],
    understood: {
      quantities: [
        understoodAs(start, "h", "starting height"),
        understoodAs(end, "h", "height where the speed is asked"),
        ...speeds.map((speed) => understoodAs(speed, "v0", "starting speed")),
        ...masses.map((mass) => understoodAs(mass, "m", "mass (cancels)")),
        ...gravity.map((value) => understoodAs(value, "g", "acceleration of gravity")),
      ],
      unknown: { variable: "v", name: "speed at the second height", unit },
      assumptions: [
        "No friction or air resistance: mechanical energy is conserved.",
        ...(speeds.length === 0 ? ["The body starts from rest."] : []),
      ],
    },
  };
}
