/**
 * A velocity stated at two instants ("velocities of 2.0 m/s at t = 2.0 s and −7.6 m/s at t = 5.2
 * s"): the earlier is the initial velocity, the later the final one, and the two clock readings
 * give one elapsed time, t₂ − t₁. The two times leave the givens and their difference takes their
 * place, written as both ("from t = 2.0 s to t = 5.2 s"). Anything else is left as it was.
 */
import { haveSameDimension, toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";

// "… at t = 2.0 s", "at time t = 5.2 s", "at the time 3 s".
const AT_INSTANT = /\bat\s+(?:(?:the\s+)?time\s*)?(?:t\s*=\s*)?$/;

interface AtInstant {
  value: ExtractedQuantity;
  time: ExtractedQuantity;
  seconds: number;
}

/** The quantities with a velocity at two instants read as initial and final over the time between. */
export function withTwoInstants(quantities: ExtractedQuantity[]): ExtractedQuantity[] {
  const pairs: AtInstant[] = [];
  for (const [index, quantity] of quantities.entries()) {
    const time = toSI({ value: quantity.value, unit: quantity.unit });
    if (time.unit !== "s" || index === 0 || !AT_INSTANT.test(quantity.before)) continue;
    const value = quantities[index - 1];
    pairs.push({ value, time: quantity, seconds: time.value });
  }
  if (pairs.length !== 2 || quantities.length !== 4) return quantities;
  const [first, second] = [...pairs].sort((one, other) => one.seconds - other.seconds);
  if (!(second.seconds > first.seconds)) return quantities;
  if (!haveSameDimension(first.value.unit, "m/s") || !haveSameDimension(second.value.unit, "m/s"))
    return quantities;
  const elapsed: ExtractedQuantity = {
    ...second.time,
    text: `from t = ${first.time.text} to t = ${second.time.text}`,
    value: second.seconds - first.seconds,
    unit: "s",
    before: "in a time of",
    beforeRaw: "in a time of",
    after: "",
    significantFigures: Math.min(first.time.significantFigures, second.time.significantFigures),
  };
  const initial = {
    ...first.value,
    before: "initial velocity of",
    beforeRaw: "initial velocity of",
    after: "",
  };
  const final = { ...second.value, before: "final velocity of", beforeRaw: "final velocity of", after: "" };
  return [initial, final, elapsed];
}
