/**
 * Reading of a problem where two bodies exchange heat until they share one temperature (a hot
 * sample dropped into water, tea poured into a mug, two portions of water mixed): which mass,
 * specific heat and starting temperature belongs to which body, and which temperature is the
 * final one. A body is named by the words around its mass ("250 g of tea", "a 350 g ceramic mug").
 */
import { toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";

const MIXING_CUE =
  /\b(mix\w*|dropp\w* (it )?into|drops? (it )?into|plac\w* (it )?in(to)?|put (it )?into|pour\w*|added to|immersed|submerged|thermal equilibrium|equilibrium|same temperature|common temperature)\b/;
const TEMPERATURE_IDS = new Set(["T", "Ti", "Tf", "Th", "Tc"]);
const SPECIFIC_HEAT_IDS = new Set(["c_heat", "cLiquid", "cSolid"]);
// Words before a temperature that make it the shared final one.
const FINAL_WORDS =
  /\b(equilibrium|final\w*|reach\w*|settles?|settled|ends? up|end up|common|same temperature|comes? to|levels? off)\b[^.;]*$/;
// A temperature of the room or the air around, which takes no part in the exchange.
const SURROUNDINGS = /\b(room|lab|laboratory|surroundings|air|ambient|outside|kitchen)\b/;
// A vessel that would take heat of its own when not counted as one of the two bodies.
const VESSEL =
  /\b(calorimeter|(aluminum|aluminium|copper|steel|iron|glass|brass|metal|ceramic|clay|porcelain) (cup|container|can|pot|vessel|beaker|kettle|pan|mug|bowl))\b/;
const PHASE_WORDS = /\b(ice|steam|vapou?r|melt\w*|freez\w*|boil\w*|condens\w*)\b/;
const LABEL_STOPWORDS = new Set([
  "a",
  "an",
  "the",
  "of",
  "at",
  "is",
  "and",
  "with",
  "mass",
  "that",
  "which",
  "it",
  "on",
  "in",
  "into",
  "its",
  "to",
  "from",
  "has",
  "was",
  "are",
  "by",
  "some",
  "sample",
  "piece",
  "block",
  "freshly",
  "made",
  "hot",
  "cold",
  "warm",
]);

function words(text: string): string[] {
  return text.split(/[^a-z]+/).filter((word) => word.length > 2 && !LABEL_STOPWORDS.has(word));
}

/** The words that name a body: the few words right after its mass, or else those before it. */
function bodyLabel(mass: ExtractedQuantity): Set<string> {
  const after = words(mass.after).slice(0, 3);
  return new Set(after.length > 0 ? after : words(mass.before).slice(-2));
}

function sentenceOf(lower: string, position: number): string {
  const start = Math.max(lower.lastIndexOf(".", position - 1), lower.lastIndexOf("?", position - 1)) + 1;
  const endDot = lower.indexOf(". ", position);
  return lower.slice(start, endDot < 0 ? lower.length : endDot);
}

/**
 * The roles of the quantities of one reading as the two bodies of a heat exchange, or undefined
 * when the words do not describe one (not two masses, a temperature of neither body, a vessel
 * that takes heat but is not one of the bodies).
 */
export function thermalMixingRoles(
  roles: readonly string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string[] | undefined {
  if (!MIXING_CUE.test(lower) || PHASE_WORDS.test(lower)) return undefined;
  const masses = roles.flatMap((id, index) => (id === "m1" || id === "m2" ? [index] : []));
  if (masses.length !== 2 || roles[masses[0]] !== "m1") return undefined;
  const [first, second] = masses;
  const labels = [bodyLabel(quantities[first]), bodyLabel(quantities[second])];
  const vessel = VESSEL.exec(lower);
  // A vessel that takes heat must be one of the two bodies, or a third body is missing.
  if (
    vessel &&
    !/negligible|insulated|ignore/.test(lower) &&
    !labels.some((label) => words(vessel[0]).some((word) => label.has(word)))
  )
    return undefined;
  const next = [...roles];
  const secondStart = quantities[second].start;
  const temperatures = roles.flatMap((id, index) =>
    TEMPERATURE_IDS.has(id) &&
    toSI({ value: quantities[index].value, unit: quantities[index].unit }).unit === "K"
      ? [index]
      : [],
  );
  const finals = temperatures.filter((index) => FINAL_WORDS.test(quantities[index].before.slice(-60)));
  if (finals.length > 1) return undefined;
  let starting = temperatures.filter((index) => !finals.includes(index));
  if (starting.length === 3) {
    // A third temperature in a sentence of its own about the room takes no part.
    const aside = starting.filter((index) => {
      const sentence = sentenceOf(lower, quantities[index].start);
      return (
        SURROUNDINGS.test(sentence) &&
        !masses.some((mass) => sentenceOf(lower, quantities[mass].start) === sentence)
      );
    });
    if (aside.length !== 1) return undefined;
    next[aside[0]] = "T";
    starting = starting.filter((index) => index !== aside[0]);
  }
  if (starting.length !== 2) return undefined;
  const [earlier, later] = starting;
  // Each body has its starting temperature after its own mass is named.
  if (quantities[earlier].start > secondStart || quantities[later].start < secondStart) return undefined;
  next[earlier] = "T1";
  next[later] = "T2";
  if (finals.length === 1) next[finals[0]] = "Tf";
  const heats = roles.flatMap((id, index) => (SPECIFIC_HEAT_IDS.has(id) ? [index] : []));
  if (heats.length > 2) return undefined;
  const taken = new Set<string>();
  for (const index of heats) {
    // The body named before the value ("the specific heat of aluminum is 900 ...") outranks one
    // named after it, which may begin the next clause ("... and that of water is 4186 ...").
    const before = new Set(words(quantities[index].before).slice(-4));
    const after = new Set(words(quantities[index].after).slice(0, 3));
    const namedBefore = labels.map((label) => [...label].some((word) => before.has(word)));
    const names =
      namedBefore[0] !== namedBefore[1]
        ? namedBefore
        : labels.map((label) => [...label].some((word) => before.has(word) || after.has(word)));
    let body: string | undefined;
    if (names[0] !== names[1]) body = names[0] ? "c1" : "c2";
    // Two portions of one substance ("water at 80 °C mixed with water at 20 °C") share one specific heat.
    else if (heats.length === 1 && sameSubstance(labels)) body = "c1";
    else if (quantities[index].start < secondStart && quantities[index].start > quantities[first].start)
      body = "c1";
    // "... into a 400 g bowl at 22 °C whose specific heat is ...": stated in the second body's sentence.
    else if (
      quantities[index].start > secondStart &&
      sentenceOf(lower, quantities[index].start) === sentenceOf(lower, secondStart)
    )
      body = "c2";
    if (!body || taken.has(body)) return undefined;
    taken.add(body);
    next[index] = body;
  }
  return next;
}

/**
 * The roles of ice dropped into water: which mass and starting temperature is the ice's and which
 * the water's, the specific heat each stated value belongs to, and the final temperature if given.
 * Undefined when the words do not name one body of ice and one of water.
 */
export function iceWaterRoles(
  roles: readonly string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string[] | undefined {
  if (!/\bice\b/.test(lower) || !/\bwater\b/.test(lower) || /\b(steam|vapou?r|boil\w*)\b/.test(lower))
    return undefined;
  const masses = roles.flatMap((id, index) => (id === "m1" || id === "m2" ? [index] : []));
  if (masses.length !== 2) return undefined;
  const isIce = masses.map((index) => bodyLabel(quantities[index]).has("ice"));
  const isWater = masses.map((index) => bodyLabel(quantities[index]).has("water"));
  if (isIce[0] === isIce[1] || isWater[0] === isWater[1] || isIce[0] === isWater[0]) return undefined;
  const next = [...roles];
  const iceAt = isIce[0] ? masses[0] : masses[1];
  const waterAt = isIce[0] ? masses[1] : masses[0];
  next[iceAt] = "mIce";
  next[waterAt] = "mWater";
  const secondStart = quantities[masses[1]].start;
  const temperatures = roles.flatMap((id, index) =>
    TEMPERATURE_IDS.has(id) &&
    toSI({ value: quantities[index].value, unit: quantities[index].unit }).unit === "K"
      ? [index]
      : [],
  );
  const finals = temperatures.filter((index) => FINAL_WORDS.test(quantities[index].before.slice(-60)));
  const starting = temperatures.filter((index) => !finals.includes(index));
  if (finals.length > 1 || starting.length !== 2) return undefined;
  const [earlier, later] = starting;
  if (quantities[earlier].start > secondStart || quantities[later].start < secondStart) return undefined;
  const firstIsIce = iceAt === masses[0];
  next[earlier] = firstIsIce ? "TIce" : "TWater";
  next[later] = firstIsIce ? "TWater" : "TIce";
  if (finals.length === 1) next[finals[0]] = "Tf";
  for (const [index, id] of roles.entries()) {
    if (!SPECIFIC_HEAT_IDS.has(id)) continue;
    const near = new Set([
      ...words(quantities[index].before).slice(-4),
      ...words(quantities[index].after).slice(0, 2),
    ]);
    const ice = near.has("ice") || id === "cSolid";
    const water = near.has("water") || id === "cLiquid";
    if (ice === water) return undefined;
    next[index] = ice ? "cSolid" : "cLiquid";
  }
  return new Set(next).size === next.length ? next : undefined;
}

const WARMED_TO = /\b(warm\w*|heat\w*|rais\w*|bring\w*|brought)\b[^.;]*\bto\s*$/;

/**
 * The roles of steam bubbled into water: the water's mass and starting temperature, the steam's
 * mass if stated, the steam's temperature (its boiling point) and the final temperature.
 * Undefined when the words do not name steam and one body of water.
 */
export function steamWaterRoles(
  roles: readonly string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string[] | undefined {
  if (!/\bsteam\b/.test(lower) || !/\bwater\b/.test(lower) || /\bice\b/.test(lower)) return undefined;
  const next = [...roles];
  const masses = roles.flatMap((id, index) => (["m", "m1", "m2"].includes(id) ? [index] : []));
  let waterAt = -1;
  for (const index of masses) {
    const label = bodyLabel(quantities[index]);
    if (label.has("steam") === label.has("water")) return undefined;
    if (label.has("water")) {
      if (waterAt >= 0) return undefined;
      waterAt = index;
      next[index] = "mWater";
    } else next[index] = "mSteam";
  }
  if (waterAt < 0) return undefined;
  for (const [index, id] of roles.entries()) {
    if (
      !TEMPERATURE_IDS.has(id) ||
      toSI({ value: quantities[index].value, unit: quantities[index].unit }).unit !== "K"
    )
      continue;
    const before = quantities[index].before;
    if (/\bsteam (is |that is |initially )?at\s*$/.test(before)) {
      // Steam hotter than the boiling point would first cool as vapour, a stage not modelled.
      const kelvin = toSI({ value: quantities[index].value, unit: quantities[index].unit }).value;
      if (Math.abs(kelvin - 373.15) > 0.5) return undefined;
      next[index] = "Tboil";
    } else if (FINAL_WORDS.test(before.slice(-60)) || WARMED_TO.test(before.slice(-40))) next[index] = "Tf";
    else if (quantities[index].start > quantities[waterAt].start) next[index] = "TWater";
    else return undefined;
  }
  for (const [index, id] of roles.entries()) if (SPECIFIC_HEAT_IDS.has(id)) next[index] = "cLiquid";
  return new Set(next).size === next.length ? next : undefined;
}

/** True when both bodies are named by the same substance word ("0.50 kg of water" twice). */
function sameSubstance(labels: readonly Set<string>[]): boolean {
  return [...labels[0]].some((word) => labels[1].has(word));
}

/**
 * The second body's specific heat when both bodies are portions of one substance and one
 * specific heat is stated.
 */
export function sharedSubstanceHeat(
  roles: readonly string[],
  quantities: readonly ExtractedQuantity[],
): { variable: string; value: number; unit: string; note: string }[] {
  const first = roles.indexOf("m1");
  const second = roles.indexOf("m2");
  const heat = roles.indexOf("c1");
  if (first < 0 || second < 0 || heat < 0 || roles.includes("c2")) return [];
  if (!sameSubstance([bodyLabel(quantities[first]), bodyLabel(quantities[second])])) return [];
  const stated = toSI({ value: quantities[heat].value, unit: quantities[heat].unit });
  return [
    {
      variable: "c2",
      value: stated.value,
      unit: "J/kg/K",
      note: "Both bodies are the same substance, so they have the same specific heat.",
    },
  ];
}

/** Water's specific heat for a body named as water whose specific heat is not stated. */
export function waterBodyHeats(
  roles: readonly string[],
  quantities: readonly ExtractedQuantity[],
): { variable: string; value: number; unit: string; note: string }[] {
  const implied: { variable: string; value: number; unit: string; note: string }[] = [];
  for (const [mass, heat] of [
    ["m1", "c1"],
    ["m2", "c2"],
  ] as const) {
    const at = roles.indexOf(mass);
    if (at < 0 || roles.includes(heat)) continue;
    if (bodyLabel(quantities[at]).has("water")) {
      implied.push({
        variable: heat,
        value: 4186,
        unit: "J/kg/K",
        note: "Specific heat of water c = 4186 J/(kg·K).",
      });
    }
  }
  return implied;
}
