/**
 * A driver who reacts, then brakes to a stop: two motions one after the other. During the reaction
 * time the car keeps its speed (d₁ = v₀ t_r); then it slows at a constant rate to rest
 * (d₂ = v₀² / 2a). The total distance is their sum, the total time t_r + v₀/a. One chain of
 * relations holds for one motion, so this reader joins the two. A problem with any other value,
 * a motion that does not end at rest, or anything else asked makes the reader step aside
 * (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import { type ExtractedQuantity, understoodAs } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const REACTS = /\b(?:reaction time|react(?:s|ed|ing)?|reflexes?)\b/;
const BRAKES = /\b(?:brak\w*|slows?|slowing|decelerat\w*)\b/;
const ENDS_AT_REST = /\b(?:stops?|stopped|stopping|to rest|comes? to a (?:stop|halt)|halts?)\b/;
const ASKS_DISTANCE = /\b(?:distance|how far)\b/;
const ASKS_TIME = /\b(?:how long|time)\b/;

/** A distance asked of the reaction alone: "before the brakes act", "during the reaction time". */
const ASKS_REACTION_PHASE =
  /\b(?:before (?:the )?(?:brakes?|braking)|during (?:the |his |her |their )?reaction|while (?:the driver |she |he |they )?reacts?|reaction distance)\b/;

/**
 * A speed and a reaction time, and no rate of braking: the reaction time is never the braking
 * time. The distance covered during the reaction is v₀ t_r; any other distance asked (the stopping
 * distance) needs how fast the car slows, so it is refused rather than read with the reaction
 * time in the braking's place.
 */
function reactionPhaseOnly(
  normalized: string,
  question: string,
  speed: ExtractedQuantity,
  time: ExtractedQuantity,
): SolveResult {
  const quantities = [
    understoodAs(speed, "v0", "speed before braking"),
    understoodAs(time, "t", "reaction time"),
  ];
  const questionAt = normalized.indexOf(question);
  const unit = unitAskedFor(normalized.slice(Math.max(0, questionAt))) ?? "m";
  const understood = {
    quantities,
    unknown: { variable: "d", name: "distance during the reaction time", unit },
    assumptions: ["The speed is constant during the reaction time."],
  };
  const si = { value: toSI(speed).value * toSI(time).value, unit: "m" };
  const converted = convertQuantity(si, unit);
  if (!ASKS_REACTION_PHASE.test(question.toLowerCase()) || !converted || !Number.isFinite(converted.value))
    return {
      status: "cannot-solve",
      reason:
        "The reaction time is not the braking time: the distance to stop needs how fast the brakes slow the car, which the problem does not give.",
      understood,
    };
  const figures = Math.max(2, Math.min(speed.significantFigures, time.significantFigures));
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit },
    si,
    significantFigures: figures,
    steps: [
      {
        principle: "During the reaction time the car keeps its speed",
        equation: "d_1 = v_0 t_r",
        substitution: `v_0 = ${formatQuantityLatex(speed.value, speed.unit)},\\ t_r = ${formatQuantityLatex(time.value, time.unit)} \\;\\Rightarrow\\; d_1 = ${formatQuantityLatex(converted.value, unit, figures)}`,
        result: { value: si.value, unit: "m", symbol: "d_1" },
      },
    ],
    understood,
  };
}

/** The distance or time from the moment the driver sees the hazard until the car stops. */
export function solveReactionAndBraking(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  const asked = question.toLowerCase();
  if (!REACTS.test(lower) || !BRAKES.test(lower) || !ENDS_AT_REST.test(lower)) return undefined;
  const asksDistance = ASKS_DISTANCE.test(asked);
  if (asksDistance === ASKS_TIME.test(asked)) return undefined;
  const questionAt = normalized.indexOf(question);
  const stated = quantities.filter((quantity) => questionAt < 0 || quantity.start < questionAt);
  const speeds = stated.filter((quantity) => haveSameDimension(quantity.unit, "m/s"));
  const times = stated.filter((quantity) => haveSameDimension(quantity.unit, "s"));
  const rates = stated.filter((quantity) => haveSameDimension(quantity.unit, "m/s^2"));
  if (rates.length === 0 && speeds.length === 1 && times.length === 1 && stated.length === 2 && asksDistance)
    return reactionPhaseOnly(normalized, question, speeds[0], times[0]);
  if (speeds.length !== 1 || times.length !== 1 || rates.length !== 1 || stated.length !== 3)
    return undefined;
  const v0 = toSI(speeds[0]).value;
  const reaction = toSI(times[0]).value;
  const a = Math.abs(toSI(rates[0]).value);
  if (!(v0 > 0 && reaction >= 0 && a > 0)) return undefined;
  const reactionDistance = v0 * reaction;
  const brakingDistance = (v0 * v0) / (2 * a);
  const brakingTime = v0 / a;
  const si = asksDistance
    ? { value: reactionDistance + brakingDistance, unit: "m" }
    : { value: reaction + brakingTime, unit: "s" };
  const unit = unitAskedFor(normalized.slice(Math.max(0, questionAt))) ?? si.unit;
  const converted = convertQuantity(si, unit);
  if (!converted || !Number.isFinite(converted.value)) return undefined;
  const figures = Math.max(2, Math.min(...stated.map((quantity) => quantity.significantFigures)));
  const show = (quantity: ExtractedQuantity) => formatQuantityLatex(quantity.value, quantity.unit);
  const given = `v_0 = ${show(speeds[0])},\\ t_r = ${show(times[0])},\\ a = ${show(rates[0])}`;
  const steps: SolutionStep[] = asksDistance
    ? [
        {
          principle: "During the reaction time the car keeps its speed",
          equation: "d_1 = v_0 t_r",
          substitution: `${given} \\;\\Rightarrow\\; d_1 = ${formatQuantityLatex(reactionDistance, "m", figures)}`,
          result: { value: reactionDistance, unit: "m", symbol: "d_1" },
        },
        {
          principle: "Braking at a constant rate, it comes to rest after v₀² = 2 a d₂",
          equation: "d_2 = \\frac{v_0^2}{2 a}",
          substitution: `d_2 = ${formatQuantityLatex(brakingDistance, "m", figures)}`,
          result: { value: brakingDistance, unit: "m", symbol: "d_2" },
        },
        {
          principle: "The distance from seeing the hazard to stopping is the sum of the two",
          equation: "d = d_1 + d_2",
          substitution: `d = ${formatQuantityLatex(converted.value, unit, figures)}`,
          result: { value: si.value, unit: "m", symbol: "d" },
        },
      ]
    : [
        {
          principle: "Braking at a constant rate, it comes to rest after v₀ = a t_b",
          equation: "t_b = \\frac{v_0}{a}",
          substitution: `${given} \\;\\Rightarrow\\; t_b = ${formatQuantityLatex(brakingTime, "s", figures)}`,
          result: { value: brakingTime, unit: "s", symbol: "t_b" },
        },
        {
          principle: "The time from seeing the hazard to stopping is the reaction time and the braking time",
          equation: "t = t_r + t_b",
          substitution: `t = ${formatQuantityLatex(converted.value, unit, figures)}`,
          result: { value: si.value, unit: "s", symbol: "t" },
        },
      ];
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit },
    si,
    significantFigures: figures,
    steps,
    understood: {
      quantities: [
        understoodAs(speeds[0], "v0", "speed before braking"),
        understoodAs(times[0], "t", "reaction time"),
        understoodAs(rates[0], "a", "rate of slowing while braking"),
      ],
      unknown: asksDistance
        ? { variable: "d", name: "distance until the car stops", unit }
        : { variable: "t", name: "time until the car stops", unit },
      assumptions: [
        "The speed is constant during the reaction time, and the braking slows the car at a constant rate until it stops.",
      ],
    },
  };
}
