/**
 * Readings of the free-form solver for heat flow, first-law signs, collisions and recoil: which
 * of two stated temperatures is the hotter side of a slab or a radiating body, the sign of heat
 * that leaves a gas, the two speeds of a body that rebounds, which body of a recoil or an elastic
 * collision a question asks about, and values implied by words (a body waiting at a light is at
 * rest, a volume of water has water's density).
 */
import { toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import { gasOscillationImplicitValues, gasOscillationRoles } from "./gas-oscillation-reading";
import { launchSpeedRole } from "./projectile-reading";
import {
  iceWaterRoles,
  sharedSubstanceHeat,
  steamWaterRoles,
  thermalMixingRoles,
  waterBodyHeats,
} from "./thermal-mixing-reading";
import { questionSentence, type UnknownGuess } from "./unknown";

const TEMPERATURE_IDS = ["T", "Ti", "Tf", "Th", "Tc"];
const HEAT_DEVICE = /\b(refrigerator|fridge|freezer|heat pump|air conditioner|engine)\b/;
const LENGTH_IDS = ["L", "h", "d", "r", "thickness"];
const GAS_STATE_IDS = ["V2", "pressure", "P1", "P2", "n_mol"];
// Heat that flows between two stated temperatures: through a slab, or radiated to surroundings.
const HEAT_FLOW_CUE = /\b(conduct\w*|emissivity|radiat\w*|stefan|black ?body)\b/;
// A body that leaves along the line it came in on, the other way.
const REBOUND_CUE =
  /\b(bounces?|bounced|rebound\w*|comes back|returns|straight back|the opposite (way|direction))\b/;
export const RECOIL_CUE =
  /\b(recoil\w*|throws|fires|shoots|jumps off|pushes off|push off|push each other|explodes|breaks apart)\b/;
const COLLISION_WORDS = /\b(collid\w*|collision|sticks?|stuck|couple\w*|embed\w*|lodges|crash\w*)\b/;
const ELASTIC = /\belastic(ally)?\b/;
const INELASTIC = /\binelastic/;

// A refrigerator or a heat pump moves heat from the cold side to the hot side; an engine takes it
// from the hot side and gives it off to the cold side.
const PUMPS_HEAT = /\b(refrigerator|fridge|freezer|heat pump|air conditioner)\b/;
// "A 300-W heat pump" names the device, not a heat.
const HEAT_WORD = /\bheat\b(?![- ](?:pumps?|engines?)\b)/;
const FROM_THE_COLD =
  /\b(remov\w*|extract\w*|absorb\w*|pump\w* out|take\w* (?:out|from)|from (?:the|its) (?:interior|inside|food|cold\w*|room|house))\b/;
const TO_THE_HOT =
  /\b(deliver\w*|exhaust\w*|reject\w*|releas\w*|suppl\w*|gives? off|dump\w*|expel\w*|into (?:the )?(?:house|room|kitchen)|to (?:the|its) (?:kitchen|room|house|outside|hot\w*))\b/;
const ENGINE_TAKES_IN = /\b(absorb\w*|takes? in|taken in|input|from the hot\w*|extract\w* from)\b/;
const ENGINE_GIVES_OFF =
  /\b(exhaust\w*|reject\w*|releas\w*|expel\w*|discard\w*|gives? off|dump\w*|wasted?|to the cold\w*)\b/;

/**
 * The heat a question asks of a heat device, decided by its words: a refrigerator's heat removed is
 * Q_c and its heat delivered Q_h; an engine's heat taken in is Q_h and its heat given off Q_c. A
 * rate of heat asked of a refrigerator or a heat pump is P_c or P_h. When the words name neither
 * side, the two readings weigh the same, so that an answer comes only where they agree.
 */
export function heatDeviceAsked(
  guess: UnknownGuess | undefined,
  lower: string,
  question: string,
): UnknownGuess | undefined {
  if (!guess) return guess;
  const asked = question.toLowerCase();
  const pump = PUMPS_HEAT.test(lower);
  if (!pump && !/\bengine\b/.test(lower)) return guess;
  const [cold, hot] = pump
    ? [FROM_THE_COLD.test(asked), TO_THE_HOT.test(asked)]
    : [ENGINE_GIVES_OFF.test(asked), ENGINE_TAKES_IN.test(asked)];
  if (guess.candidates.includes("Qh") && guess.candidates.includes("Qc")) {
    if (cold !== hot) return { ...guess, candidates: [cold ? "Qc" : "Qh"], equal: false };
    return { ...guess, equal: true };
  }
  if (pump && guess.candidates[0] === "P" && HEAT_WORD.test(asked) && cold !== hot) {
    return { ...guess, candidates: [cold ? "PcRate" : "PhRate"], equal: false };
  }
  return guess;
}

function kelvin(quantity: ExtractedQuantity): number {
  return toSI({ value: quantity.value, unit: quantity.unit }).value;
}

/**
 * Renames the variables of one reading where the words say which role a value plays: the hotter
 * and colder of two temperatures in heat flow, the speeds before and after a rebound, the speeds
 * of the two bodies of a recoil.
 */
export function resolveHeatMotionRoles(
  resolved: string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string[] {
  const roles = launchSpeedRole(gasOscillationRoles(resolved, quantities, lower), quantities, lower);
  const heatFlow = HEAT_FLOW_CUE.test(lower) || roles.includes("kThermal") || roles.includes("emissivity");
  const conductivities = roles.flatMap((id, index) => (id === "kThermal" ? [index] : []));
  const layerLengths = roles.flatMap((id, index) => (LENGTH_IDS.includes(id) ? [index] : []));
  if (conductivities.length === 2 && layerLengths.length === 2) {
    // "A 2.0 cm layer of wood (k = 0.12 ...) in series with a 5.0 cm layer of fiberglass (k = 0.040 ...)":
    // each layer's conductivity follows its thickness.
    const [firstLength, secondLength] = layerLengths;
    const [firstK, secondK] = conductivities;
    if (firstLength < firstK && firstK < secondLength && secondLength < secondK) {
      roles[firstLength] = "thickness1";
      roles[firstK] = "k1Thermal";
      roles[secondLength] = "thickness2";
      roles[secondK] = "k2Thermal";
    }
  }
  if (heatFlow && roles.includes("kThermal")) {
    // The length of a conducting rod is the distance the heat crosses.
    const lengthAt = roles.indexOf("L");
    if (lengthAt >= 0 && !roles.includes("thickness")) roles[lengthAt] = "thickness";
  }
  if (heatFlow) {
    const temperatures = roles.flatMap((id, index) => (TEMPERATURE_IDS.includes(id) ? [index] : []));
    if (temperatures.length === 2) {
      const [first, second] = temperatures;
      const firstHotter = kelvin(quantities[first]) > kelvin(quantities[second]);
      roles[first] = firstHotter ? "Th" : "Tc";
      roles[second] = firstHotter ? "Tc" : "Th";
    }
  }
  if (roles.includes("alphaLinear")) {
    // With a coefficient of linear expansion, the one length stated is the length that expands.
    const lengths = roles.flatMap((id, index) => (LENGTH_IDS.includes(id) ? [index] : []));
    if (lengths.length === 1) roles[lengths[0]] = "L";
  }
  if (/\bwater\b/.test(lower) && roles.includes("V1") && !GAS_STATE_IDS.some((id) => roles.includes(id))) {
    // "3.0 L of water heated from 15 °C to 45 °C": a volume of liquid, not a gas's initial state.
    roles[roles.indexOf("V1")] = "volume";
  }
  if (HEAT_DEVICE.test(lower)) {
    // "Removes heat from its interior at 450 W": a rate of heat, not the power of the work put in.
    for (const [index, id] of roles.entries()) {
      if (id !== "P") continue;
      const near = `${quantities[index].before.slice(-50)} ${quantities[index].after.slice(0, 25)}`;
      if (!HEAT_WORD.test(near)) continue;
      const removed = /\b(remov\w*|extract\w*|absorb\w*|takes?|from (the|its) (interior|inside|cold))\b/.test(
        near,
      );
      const delivered =
        /\b(deliver\w*|exhaust\w*|reject\w*|releas\w*|gives? off|to the (kitchen|room|outside|hot))\b/.test(
          near,
        );
      // A rate of heat on neither side is not read (no relation takes it).
      roles[index] = removed === delivered ? "heatRate" : removed ? "PcRate" : "PhRate";
    }
  }
  const forceAt = roles.indexOf("F");
  if (forceAt >= 0 && roles.includes("mu") && !roles.includes("Fapplied")) {
    // "Pushes it with 120 N ... coefficient of kinetic friction 0.30": the force stated is the
    // applied one; friction takes part of it, so it is not the net force.
    roles[forceAt] = "Fapplied";
  }
  const pushAt = roles.indexOf("F");
  if (
    pushAt >= 0 &&
    roles.includes("Ff") &&
    !roles.includes("Fapplied") &&
    !/\b(?:net|resultant|total|unbalanced)\b/.test(lower)
  ) {
    // "Pushed with 30 N and there's 10 N of friction": friction takes part of the push, so the
    // force stated beside it is the applied one, not the net force.
    roles[pushAt] = "Fapplied";
  }
  const accelerationAt = roles.indexOf("a");
  if (accelerationAt >= 0 && !roles.includes("aUp") && elevatorAccelerationSign(lower) !== undefined) {
    // In an elevator the acceleration's direction, not the motion's, sets the scale reading.
    roles[accelerationAt] = "aUp";
  }
  const cableForceAt = roles.indexOf("F");
  if (
    cableForceAt >= 0 &&
    /\belevator\b/.test(lower) &&
    CABLE_TENSION.test(
      `${lower
        .slice(Math.max(0, quantities[cableForceAt].start - 60), quantities[cableForceAt].start)
        .split(/[.?!;]\s/)
        .at(-1)} ${quantities[cableForceAt].after}`,
    )
  ) {
    // "A cable tension of 15 000 N on a 1200-kg elevator": the cable holds up the weight as well,
    // so its tension is not the net force.
    roles[cableForceAt] = "tension";
  }
  if (REBOUND_CUE.test(lower) && !roles.includes("m1")) {
    // "Strikes a wall at 12 m/s and bounces back at 9.0 m/s": the speed before, then after.
    const speeds = roles.flatMap((id, index) => (id === "v" ? [index] : []));
    if (speeds.length === 2 && !roles.includes("v0")) roles[speeds[0]] = "v0";
  }
  if (
    RECOIL_CUE.test(lower) &&
    !COLLISION_WORDS.test(lower) &&
    roles.includes("m1") &&
    roles.includes("m2")
  ) {
    const secondMassAt = quantities[roles.indexOf("m2")].start;
    for (let index = 0; index < roles.length; index++) {
      if (roles[index] !== "v" && roles[index] !== "v0") continue;
      roles[index] = quantities[index].start < secondMassAt ? "v1" : "v2";
    }
  }
  // "c_water" beside no specific heat of ice is the one specific heat of the problem.
  const liquidAt = roles.indexOf("cLiquid");
  if (liquidAt >= 0 && !roles.includes("cSolid") && !roles.includes("c_heat") && !/\bice\b/.test(lower))
    roles[liquidAt] = "c_heat";
  return (
    iceWaterRoles(roles, quantities, lower) ??
    steamWaterRoles(roles, quantities, lower) ??
    thermalMixingRoles(roles, quantities, lower) ??
    roles
  );
}

const CABLE_TENSION = /\b(?:tension|cable|rope)\b/;

const MOVING_UP =
  /\b(moving|going|travel\w*|heading|headed) (up|upward|upwards)\b|\b(ascend\w*|rising|rises)\b|\bon (its|the) way up\b/;
const MOVING_DOWN =
  /\b(moving|going|travel\w*|heading|headed) (down|downward|downwards)\b|\b(descend\w*)\b|\bon (its|the) way down\b/;
const SPEEDING_UP = /\b(speed\w* up|gain\w* speed|pick\w* up speed|starts? (moving|to move)|from rest)\b/;
const SLOWING_DOWN =
  /\b(slow\w*|decelerat\w*|brak\w*|comes? to (a )?(stop|rest|halt)|coming to (a )?(stop|rest|halt))\b/;

/**
 * The direction (+1 up, −1 down) of an elevator's acceleration from the words: stated outright
 * ("accelerates downward") or from the motion and whether it speeds up or slows down (moving
 * down and slowing is an upward acceleration). Undefined when the words do not settle it.
 */
export function elevatorAccelerationSign(lower: string): 1 | -1 | undefined {
  if (!/\belevator\b/.test(lower)) return undefined;
  const statedUp = /\baccelerat\w* (up|upward|upwards)\b|\bupward acceleration\b/.test(lower);
  const statedDown = /\baccelerat\w* (down|downward|downwards)\b|\bdownward acceleration\b/.test(lower);
  if (statedUp !== statedDown) return statedUp ? 1 : -1;
  if (statedUp) return undefined;
  const up = MOVING_UP.test(lower);
  const down = MOVING_DOWN.test(lower);
  const speeding = SPEEDING_UP.test(lower) || /\baccelerat\w*\b/.test(lower.replace(/\bdecelerat\w*/g, ""));
  const slowing = SLOWING_DOWN.test(lower);
  if (up === down || speeding === slowing) return undefined;
  return (up ? 1 : -1) * (speeding ? 1 : -1) === 1 ? 1 : -1;
}

// Heat stated as leaving the system: "the gas loses 120 J of heat", "300 J of heat is released".
const HEAT_OUT_BEFORE =
  /\b(loses|lost|losing|releases|released|gives off|gave off|gives up|gave up|rejects|rejected|expels|expelled|transfers|transferred)\s+(about\s+|approximately\s+)?$/;
const HEAT_OUT_AFTER =
  /^\s*(of (heat|thermal energy|energy)\s+)?((is|are|was|were)\s+)?(lost|released|given off|removed|extracted|rejected|expelled|leaves|flows out)\b/;

/**
 * The signed SI value of a given where the words fix its sign: in a first-law problem (one about
 * internal energy), heat that leaves the system is negative. Undefined when the value stands.
 */
const OPPOSITE_DIRECTIONS: Readonly<Record<string, string>> = {
  east: "west",
  west: "east",
  north: "south",
  south: "north",
  left: "right",
  right: "left",
  up: "down",
  down: "up",
};
const DIRECTION = /\b(east|west|north|south|left|right)(?:ward)?\b/;
const TOWARD_EACH_OTHER =
  /\b(head-on|head on|toward each other|towards each other|in opposite directions|opposite direction)\b/;

/**
 * True when the words put a second body's velocity against the first's: "head-on", "toward each
 * other", or a direction beside it ("travelling west") opposite to the first direction the problem
 * names ("east").
 */
function movesAgainstTheFirst(quantity: ExtractedQuantity, lower: string): boolean {
  if (TOWARD_EACH_OTHER.test(lower)) return true;
  const own =
    DIRECTION.exec(quantity.after.slice(0, 25))?.[1] ?? DIRECTION.exec(quantity.before.slice(-25))?.[1];
  const first = DIRECTION.exec(lower)?.[1];
  return own !== undefined && first !== undefined && OPPOSITE_DIRECTIONS[first] === own;
}

export function signedGiven(
  variableId: string,
  si: number,
  quantity: ExtractedQuantity,
  lower: string,
): { si: number; note: string } | undefined {
  if (variableId === "aUp") {
    const sign = elevatorAccelerationSign(lower);
    if (sign === undefined) return undefined;
    return {
      si: sign * Math.abs(si),
      note:
        sign > 0
          ? "The elevator's acceleration points upward."
          : "The elevator's acceleration points downward.",
    };
  }
  if (variableId === "v2" && si > 0 && movesAgainstTheFirst(quantity, lower)) {
    return {
      si: -si,
      note: "The two bodies move in opposite directions: the first body's direction is taken as positive, so the second body's velocity is negative.",
    };
  }
  // The sign of heat matters where it changes an internal energy or an entropy.
  if (variableId !== "Q" || si <= 0 || !/\b(internal energy|entropy)\b/.test(lower)) return undefined;
  if (!HEAT_OUT_BEFORE.test(quantity.before) && !HEAT_OUT_AFTER.test(quantity.after)) return undefined;
  return { si: -si, note: "Heat leaves the system, so Q is negative." };
}

/** A value the words imply for a variable of these relations. */
export interface ImpliedValue {
  variable: string;
  value: number;
  unit: string;
  note: string;
}

const WAITING_AT_REST =
  /\b(sitting|waiting|stopped|standing|stationary) at (a|the) (red |traffic |stop )?(light|lights|sign|signal|intersection|junction|crossing)\b/;

/** Values implied by words: a car waiting at a light is at rest, a volume of water has water's density. */
/** A body under a liquid's surface or floating on it, whose own volume the problem states. */
const BODY_IN_A_LIQUID = /\b(?:submerged|immersed|under ?water|beneath the surface|floats|floating)\b/;

export function heatMotionImplicitValues(
  lower: string,
  assigned: readonly string[],
  quantities: readonly ExtractedQuantity[],
): ImpliedValue[] {
  const implied: ImpliedValue[] = [
    ...sharedSubstanceHeat(assigned, quantities),
    ...waterBodyHeats(assigned, quantities),
    ...gasOscillationImplicitValues(lower, assigned),
  ];
  const has = (id: string) => assigned.includes(id);
  if (has("m1") && has("m2") && !has("v2") && COLLISION_WORDS.test(lower) && WAITING_AT_REST.test(lower)) {
    implied.push({ variable: "v2", value: 0, unit: "m/s", note: "The second body starts at rest." });
  }
  if (
    has("volume") &&
    !has("density") &&
    /\bwater\b/.test(lower) &&
    !/\b(ice|steam|vapou?r|gas)\b/.test(lower) &&
    // A body under the surface or floating: the volume stated is the body's, not the water's.
    !BODY_IN_A_LIQUID.test(lower)
  ) {
    implied.push({ variable: "density", value: 1000, unit: "kg/m^3", note: "Density of water 1000 kg/m³." });
  }
  if (has("mWater") && /\bsteam\b/.test(lower)) {
    if (!has("Tboil"))
      implied.push({ variable: "Tboil", value: 373.15, unit: "K", note: "Water boils at 100 °C." });
    if (!has("cLiquid"))
      implied.push({
        variable: "cLiquid",
        value: 4186,
        unit: "J/kg/K",
        note: "Specific heat of water 4186 J/(kg·K).",
      });
  }
  if (/\bice\b/.test(lower) && /\bwater\b/.test(lower)) {
    if (!has("Tmelt"))
      implied.push({ variable: "Tmelt", value: 273.15, unit: "K", note: "Ice melts at 0 °C." });
    if (!has("cSolid"))
      implied.push({
        variable: "cSolid",
        value: 2100,
        unit: "J/kg/K",
        note: "Specific heat of ice 2100 J/(kg·K).",
      });
    if (!has("cLiquid") && !has("c_heat"))
      implied.push({
        variable: "cLiquid",
        value: 4186,
        unit: "J/kg/K",
        note: "Specific heat of water 4186 J/(kg·K).",
      });
    if (has("mIce") && !has("Lheat"))
      implied.push({
        variable: "Lheat",
        value: 3.34e5,
        unit: "J/kg",
        note: "Latent heat of fusion of water 3.34 × 10⁵ J/kg.",
      });
  }
  return implied;
}

const BODY_STOPWORDS = new Set([
  "a",
  "an",
  "the",
  "of",
  "at",
  "is",
  "and",
  "with",
  "mass",
  "moving",
  "initially",
  "that",
  "which",
  "it",
  "on",
  "in",
  "its",
  "to",
  "from",
  "kg",
  "g",
  "has",
  "was",
  "are",
  "were",
  "by",
  "m",
  "s",
  "speed",
  "velocity",
]);

function labelWords(text: string): string[] {
  return text
    .split(/[^a-z0-9_]+/)
    .filter((word) => word.length > 1 && !BODY_STOPWORDS.has(word) && !/^\d/.test(word));
}

/** Which of two bodies (1 or 2) the question names, from "m_2", "second", or a word used for only one body. */
function askedBody(
  lower: string,
  quantities: readonly ExtractedQuantity[],
  variables: readonly string[],
): 1 | 2 | undefined {
  const question = questionSentence(lower);
  if (!question) return undefined;
  const names1 = /\bm_?1\b|\bfirst\b/.test(question);
  const names2 = /\bm_?2\b|\bsecond\b/.test(question);
  if (names1 !== names2) return names1 ? 1 : 2;
  // "How fast does the 3 kg ball move": the body whose mass the question names, if only one has it.
  const massNamed = (id: string) => {
    const quantity = quantities[variables.indexOf(id)];
    if (!quantity) return false;
    const written = new RegExp(`(?:^|[^\\d.])${quantity.value}(?:\\.0+)?\\s?-?${quantity.unit}\\b`);
    return written.test(question);
  };
  const mass1 = massNamed("m1");
  const mass2 = massNamed("m2");
  if (mass1 !== mass2) return mass1 ? 1 : 2;
  const labels = (id: string) => {
    const quantity = quantities[variables.indexOf(id)];
    if (!quantity) return new Set<string>();
    return new Set([...labelWords(quantity.before).slice(-3), ...labelWords(quantity.after).slice(0, 2)]);
  };
  const first = labels("m1");
  const second = labels("m2");
  const questionWords = new Set(labelWords(question));
  const inQuestion = (words: Set<string>) =>
    [...words].some((word) => questionWords.has(word) && !(first.has(word) && second.has(word)));
  const asks1 = inQuestion(first);
  const asks2 = inQuestion(second);
  if (asks1 !== asks2) return asks1 ? 1 : 2;
  // "What was the speed of the bullet just before it hit the block": the body the quantity asked
  // belongs to, when the question names both.
  const owner = ASKED_OWNER.exec(question);
  const noun = owner?.[1] ?? owner?.[2];
  if (!noun) return undefined;
  // The noun right after a mass names its body ("10 g bullet", "2.0 kg wood block").
  const nounAfter = (id: string) => labelWords(quantities[variables.indexOf(id)]?.after ?? "").slice(0, 2);
  const owns1 = nounAfter("m1").includes(noun);
  const owns2 = nounAfter("m2").includes(noun);
  return owns1 === owns2 ? undefined : owns1 ? 1 : 2;
}

const ASKED_OWNER =
  /\b(?:speed|velocity) of the ([a-z]+)|\bhow fast (?:was|is|did|does|do|were) the ([a-z]+)/;

/**
 * The variable a question asks for when two bodies take part: in a recoil, the speed of the body
 * whose speed is not stated; after an elastic collision, the speed of the body the question names;
 * in a heat exchange, the specific heat not known. Undefined when the candidate stands as it is.
 */
export function twoBodyUnknown(
  candidate: string,
  lower: string,
  quantities: readonly ExtractedQuantity[],
  variables: readonly string[],
): string | undefined {
  if (candidate === "c_heat" && variables.includes("T1") && variables.includes("T2")) {
    // "What is the specific heat of the metal": the body whose specific heat is neither stated nor water's.
    const known = new Set([
      ...variables,
      ...waterBodyHeats(variables, quantities).map((implied) => implied.variable),
    ]);
    if (known.has("c1") === known.has("c2")) return undefined;
    return known.has("c1") ? "c2" : "c1";
  }
  if (candidate !== "v" && candidate !== "vf") return undefined;
  if (!variables.includes("m1") || !variables.includes("m2")) return undefined;
  if (RECOIL_CUE.test(lower) && !COLLISION_WORDS.test(lower)) {
    const hasFirst = variables.includes("v1");
    const hasSecond = variables.includes("v2");
    if (hasFirst === hasSecond) return undefined;
    return hasFirst ? "v2" : "v1";
  }
  if (ELASTIC.test(lower) && !INELASTIC.test(lower)) {
    const body = askedBody(lower, quantities, variables);
    return body === 1 ? "v1f" : body === 2 ? "v2f" : undefined;
  }
  // "What was the speed of the bullet" when no speed is given: a body's speed before the collision.
  if (COLLISION_WORDS.test(lower) && !["v1", "v2", "vf", "v"].some((id) => variables.includes(id))) {
    const body = askedBody(lower, quantities, variables);
    return body === 1 ? "v1" : body === 2 ? "v2" : undefined;
  }
  return undefined;
}
