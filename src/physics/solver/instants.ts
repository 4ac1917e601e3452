/**
 * An instant is not a duration. "At t = 2.0 s" names a reading of the clock; a relation in t
 * (I = Q/t, d = v t, v = v₀ + a t) needs the time over which something happened. The two agree
 * only where the words start the clock with the process ("starts from rest", "is released", "at
 * t = 0 the switch is closed"), so that the time elapsed since the start is the instant itself.
 * And a rate asked at an instant is not an amount over the time elapsed: that is its average since
 * the start, which equals its value at the instant only for a rate the text does not say is steady
 * — so that reading is refused too.
 */
import { haveSameDimension } from "../quantity/quantity";
import type { Relation } from "../relations/relation";
import type { ExtractedQuantity } from "./extract";

/** Words right before a time that make it a reading of the clock: "at t = 2.0 s", "at 2.0 s", "when t = 2.0 s". */
const PLACES_AN_INSTANT =
  /\b(?:at|when)\s+(?:(?:the\s+)?(?:time|instant|moment)\s+(?:of\s+)?)?(?:t\s*=\s*)?$/i;
/**
 * Words before the time that count it from the start or make it a span after all: "by t = 2 s",
 * "in the first", "after", "lasting", "for".
 */
const COUNTS_FROM_THE_START =
  /\b(?:by|until|till|up to|after|within|first|during|for|lasting|lasts)\s+(?:t\s*=\s*)?$/i;

/**
 * Words that start the clock with the process: a start at t = 0, from rest, a release, a switch
 * closed, or what remains of a sample (counted from the amount it started with).
 */
const STARTS_THE_CLOCK =
  /\bt\s*=\s*0(?:\.0+)?(?!\.?\d)|\bfrom rest\b|\b(?:starts?|started|starting|begins?|began|beginning|released?|dropped|thrown|tossed|launched|fired|kicked|struck|shot|leaves|set (?:in|into) motion|switched on|turned on|switch is closed|is closed|was closed|initial(?:ly)?|remains?|remaining)\b/i;

/** Rates the text says hold throughout, so that their average is their value at any instant. */
const STEADY = /\b(?:steady|steadily|constant|uniform|uniformly|average)\b/i;

/** True for a time, in any unit, written as a reading of the clock ("at t = 2.0 s", "at 15 days"), not a span ("in 2.0 s"). */
export function isInstant(quantity: ExtractedQuantity): boolean {
  if (!haveSameDimension(quantity.unit, "s")) return false;
  if (COUNTS_FROM_THE_START.test(quantity.before)) return false;
  return PLACES_AN_INSTANT.test(quantity.before);
}

/**
 * True when a reading takes a time written as an instant for the elapsed time `t` while the words
 * never start the clock with the process: the time over which anything happened is then unknown.
 */
export function readsUnstartedInstantAsDuration(
  variables: readonly string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): boolean {
  // "At t = 0" is the start itself, never read as a span of time.
  return variables.some(
    (id, index) =>
      id === "t" &&
      isInstant(quantities[index]) &&
      quantities[index].value !== 0 &&
      !STARTS_THE_CLOCK.test(lower),
  );
}

/** The first time written as an instant that the words never start the clock for, if any. */
export function unstartedInstant(
  quantities: readonly ExtractedQuantity[],
  lower: string,
): ExtractedQuantity | undefined {
  if (STARTS_THE_CLOCK.test(lower)) return undefined;
  return quantities.find((quantity) => isInstant(quantity) && quantity.value !== 0);
}

/**
 * How a relation solved for `target` depends on t: true when it is an amount over the time
 * (doubling t halves it, as in I = Q/t or a = Δv/t), found by trying the relation's own solver.
 */
function isAmountOverTime(relation: Relation, target: string): boolean {
  const solve = relation.solvers[target];
  if (!solve || !relation.variables.includes("t")) return false;
  const values: Record<string, number> = {};
  relation.variables.forEach((id, index) => {
    values[id] = 1.3 + 0.37 * index;
  });
  const once = solve({ ...values, t: 1.1 });
  const twice = solve({ ...values, t: 2.2 });
  return once !== undefined && twice !== undefined && Math.abs(twice / once - 0.5) < 1e-9;
}

/**
 * True when the question asks a rate at an instant that the chain finds as an amount over the time
 * elapsed to it: the average since the start, not the value at the instant, unless the words make
 * the rate steady. `relations` are the chain's relations in order, `givenIds` the variables given.
 */
export function averagesToAnInstant(
  relations: readonly Relation[],
  givenIds: readonly string[],
  instantInQuestion: boolean,
  lower: string,
): boolean {
  if (!instantInQuestion || !givenIds.includes("t") || STEADY.test(lower)) return false;
  const known = new Set(givenIds);
  for (const relation of relations) {
    const targets = relation.variables.filter((id) => !known.has(id));
    if (targets.length !== 1) continue;
    const [target] = targets;
    if (isAmountOverTime(relation, target)) return true;
    known.add(target);
  }
  return false;
}
