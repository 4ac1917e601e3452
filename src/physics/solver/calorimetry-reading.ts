/**
 * Two-body calorimetry: a body put into water (a hot metal dropped into a cup of water, a bar
 * cooled by plunging it in), the heat one loses the heat the other gains, so that
 * m_b c_b (T_f − T_b) + m_w c_w (T_f − T_w) = 0. Asked: the final temperature, the mass of either
 * body, or the body's specific heat; the other five values must be given (water's specific heat is
 * taken as 4186 J/(kg·K) when the text does not give it).
 *
 * Each value goes to the body the words tie it to: a mass to the body written beside it ("0.500 kg
 * of water", "a 0.200-kg piece of aluminum"), a starting temperature to the body named last before
 * it in its sentence ("aluminum at 95.0 °C"), a specific heat to the body named in its own clause
 * ("the specific heat of aluminum is 900 …"). The final temperature is one the words call final,
 * shared or reached ("the equilibrium temperature is", "end up at", "cool … from 300 °C to 40 °C").
 * The reader steps aside (undefined) when a change of phase, a vessel that takes heat, heat lost
 * to the surroundings, a third body, a value of another kind or a role the words leave unclear is
 * there, and when the answer would put the final temperature outside the two starting ones.
 */
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import { type ExtractedQuantity, understoodAs } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

/** Water's specific heat, J/(kg·K), taken when the text names water without giving it. */
const WATER_SPECIFIC_HEAT = 4186;

/** Words that put one body into the water, or make the two share a temperature. */
const PUT_TOGETHER =
  /\b(?:dropp\w*|drops?|plac\w*|put|puts|lower\w*|plung\w*|immers\w*|submerg\w*|added|adds?|pour\w*|toss\w*|thrown|quench\w*|goes|go|went|sets?|sinks?|sank|slid\w*)\b[^.?!]*\b(?:in|into)\b|\bmix\w*\b|\b(?:equilibrium|final|common|same) temperature\b|\bto cool\b/;
/** A change of phase, a vessel or surroundings that take heat: a model with more than two bodies. */
const OUTSIDE_THE_MODEL =
  /\b(?:ice|steam|vapou?r|melt\w*|freez\w*|boil\w*|condens\w*|evaporat\w*|calorimeter|heat (?:is )?lost to|loses heat to|surroundings|room temperature|the room|stirr\w*|heater|electric)\b/;
/** A vessel made of something that would take heat of its own. */
const VESSEL =
  /\b(?:aluminum|aluminium|copper|steel|iron|glass|brass|metal|ceramic|clay|porcelain|plastic|styrofoam)\s+(?:cup|container|can|pot|vessel|beaker|kettle|pan|mug|bowl)\b/;
const NEGLIGIBLE_VESSEL = /\b(?:negligible|ignore|neglect\w*|insulated)\b/;
/** Words that make a temperature the shared final one. */
const FINAL_BEFORE =
  /\b(?:final|equilibrium|common|resulting|same)\b[^.;]*$|\b(?:end(?:s|ed)? up|ends? at|reach(?:es|ed)?|settl\w*|comes? to|levels? off)\s+(?:at\s+)?(?:a\s+)?(?:temperature\s+of\s+)?$/;
/**
 * "The water warms to 24 °C", "the temperature of the mixture rises to 31 °C": the water or the
 * shared temperature brought to a value (a body "heated to" or "cooled to" before it goes in is not).
 */
const SHARED_BROUGHT_TO =
  /\b(?:water|temperature|mixture|both|they)\b(?:[^.;?]|\.(?=\d))*\b(?:warms?|warmed|rises?|rose|climbs?|climbed|increases?|increased|drops?|dropped|falls?|fell|decreases?|decreased)\s+to\s+$|\b(?:bring|brings|raise|raises|lower|lowers)\s+(?:the\s+)?(?:water|temperature|mixture)(?:'s temperature)?\s+to\s+$/;
/** "Cool … from 300 °C to 40 °C": the temperature after "to" in a clause that cools. */
const COOLED_TO = /\bcool\w*\b(?:[^.;?]|\.(?=\d))*\bfrom\s+(?:[^.;?]|\.(?=\d))*\bto\s+$/;
const WATER_WORD = /\bwater\b/g;
/** Words that are not a body's name. */
const NOT_A_NAME = new Set(
  "a an the of at is and with mass that which it on in into its to from has was are by some sample piece block chunk lump bit hot cold warm heated cooled initially temperature kg g".split(
    " ",
  ),
);

interface Body {
  name: string;
  mass?: ExtractedQuantity;
  specificHeat?: ExtractedQuantity;
  start?: ExtractedQuantity;
  /** Where the words name it, in the lower-case text. */
  mentions: number[];
}

function nameWords(text: string): string[] {
  return text.split(/[^a-z]+/).filter((word) => word.length > 2 && !NOT_A_NAME.has(word));
}

/** Every position of any of the words in the text. */
function positionsOf(lower: string, words: readonly string[]): number[] {
  return words.flatMap((word) =>
    [...lower.matchAll(new RegExp(`\\b${word}\\b`, "g"))].map((match) => match.index ?? 0),
  );
}

function sentenceStart(lower: string, position: number): number {
  return Math.max(0, ...[". ", "? ", "! "].map((mark) => lower.lastIndexOf(mark, position - 1) + 1));
}

/** The body named last before a position in its sentence (and after `from`), if one is. */
function namedBefore(bodies: readonly Body[], lower: string, position: number, from = 0): Body | undefined {
  const floor = Math.max(from, sentenceStart(lower, position));
  let best: { body: Body; at: number } | undefined;
  for (const body of bodies)
    for (const at of body.mentions)
      if (at >= floor && at < position && (!best || at > best.at)) best = { body, at };
  return best?.body;
}

/** The value a stated body takes, in SI: kelvin for a temperature. */
function si(quantity: ExtractedQuantity): number {
  return toSI({ value: quantity.value, unit: quantity.unit }).value;
}

/** The final temperature, a mass or the specific heat of a body put into water. */
export function solveTwoBodyCalorimetry(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  const asked = question.toLowerCase();
  const questionAt = lower.lastIndexOf(asked);
  if (questionAt < 0 || !/\bwater\b/.test(lower) || !PUT_TOGETHER.test(lower)) return undefined;
  if (OUTSIDE_THE_MODEL.test(lower)) return undefined;
  if (VESSEL.test(lower) && !NEGLIGIBLE_VESSEL.test(lower)) return undefined;
  const masses = quantities.filter((quantity) => haveSameDimension(quantity.unit, "kg"));
  const heats = quantities.filter((quantity) => haveSameDimension(quantity.unit, "J/kg/K"));
  const temperatures = quantities.filter(
    (quantity) => haveSameDimension(quantity.unit, "K") && /^(?:K|degC|degF)$/.test(quantity.unit),
  );
  if (masses.length + heats.length + temperatures.length !== quantities.length) return undefined;
  // A temperature that changes "by" an amount is a difference, not a reading.
  if (temperatures.some((temperature) => /\bby\s+$/.test(temperature.before))) return undefined;

  // The body other than the water: named beside a mass of its own, or in the question's "mass of …".
  const otherMasses = masses.filter(
    (mass) => !/^\s*(?:of\s+)?(?:the\s+)?(?:fresh\s+|cold\s+|hot\s+|warm\s+)?water\b/.test(mass.after),
  );
  const waterMasses = masses.filter((mass) => !otherMasses.includes(mass));
  if (otherMasses.length > 1 || waterMasses.length > 1) return undefined;
  const otherName =
    otherMasses.length === 1
      ? nameWords(otherMasses[0].after).slice(0, 2)
      : nameWords(/\b(?:mass of|how much)\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)/.exec(asked)?.[1] ?? "");
  if (otherName.length === 0 || otherName.includes("water")) return undefined;
  const water: Body = {
    name: "water",
    mass: waterMasses[0],
    mentions: [...lower.matchAll(WATER_WORD)].map((match) => match.index ?? 0),
  };
  const other: Body = {
    name: otherName.join(" "),
    mass: otherMasses[0],
    mentions: positionsOf(lower, otherName),
  };
  if (other.mass) other.mentions.push(other.mass.start);
  if (water.mass) water.mentions.push(water.mass.start);
  const bodies = [other, water];

  // The final temperature, then each starting one to the body named before it.
  const finals = temperatures.filter(
    (temperature) =>
      FINAL_BEFORE.test(temperature.before) ||
      SHARED_BROUGHT_TO.test(lower.slice(sentenceStart(lower, temperature.start), temperature.start)) ||
      COOLED_TO.test(lower.slice(sentenceStart(lower, temperature.start), temperature.start)),
  );
  if (finals.length > 1) return undefined;
  for (const temperature of temperatures) {
    if (finals.includes(temperature)) continue;
    const body = namedBefore(bodies, lower, temperature.start);
    if (!body || body.start) return undefined;
    body.start = temperature;
  }
  // A specific heat belongs to the body its own clause names ("that of water is 4186 …").
  for (const heat of heats) {
    const clauseStart = heat.start - heat.before.length;
    const body =
      namedBefore(bodies, lower, heat.start, clauseStart) ??
      bodies.find((candidate) =>
        nameWords(heat.after)
          .slice(0, 2)
          .some((word) => candidate.name.split(" ").includes(word)),
      );
    if (!body || body.specificHeat) return undefined;
    body.specificHeat = heat;
  }
  if (!other.start || !water.start) return undefined;

  // What is asked: the final temperature, one body's mass, or the body's specific heat.
  type Asked = "final" | "otherMass" | "waterMass" | "otherHeat";
  let unknown: Asked | undefined;
  // A heat, a change of temperature or a starting one is not what this reading answers.
  if (
    /\b(?:heat (?:is|was|does|did|do|gained|lost|absorbed|released|given|transferred|flows?)|how much (?:heat|energy)|change|rise|increase|drop|decrease|difference|initial|starting|original)\b/.test(
      asked,
    )
  )
    return undefined;
  if (/\bspecific heat\b/.test(asked)) unknown = /\bwater\b/.test(asked) ? undefined : "otherHeat";
  else if (/\bmass\b|\bhow much\b|\bhow many (?:grams|kilograms|kg|g)\b/.test(asked)) {
    // The body whose mass is asked is the one named right after the asking words.
    const named =
      /\b(?:mass\s+of|how\s+much|how\s+many\s+(?:grams|kilograms|kg|g)\s+of)\s+(?:the\s+)?((?:[a-z-]+\s*){1,3})/.exec(
        asked,
      )?.[1] ?? "";
    const water = /\bwater\b/.test(named);
    const body = otherName.some((word) => new RegExp(`\\b${word}\\b`).test(named));
    unknown = water === body ? undefined : water ? "waterMass" : "otherMass";
  } else if (
    /\b(?:final|equilibrium|common|resulting|shared)\s+temperature\b|\bwhat temperature\b|\btemperature\b[^?]*\b(?:reach|reaches|end up|ends up|settle|settles|after)\b|\bhow (?:hot|warm)\b/.test(
      asked,
    )
  )
    unknown = "final";
  if (!unknown) return undefined;
  const final = finals[0];
  const missing = [
    ...(final ? [] : ["final"]),
    ...(other.mass ? [] : ["otherMass"]),
    ...(water.mass ? [] : ["waterMass"]),
    ...(other.specificHeat ? [] : ["otherHeat"]),
  ];
  if (missing.length !== 1 || missing[0] !== unknown) return undefined;

  const cw = water.specificHeat ? si(water.specificHeat) : WATER_SPECIFIC_HEAT;
  const Tb = si(other.start);
  const Tw = si(water.start);
  if (Tb === Tw) return undefined;
  const mb = other.mass ? si(other.mass) : undefined;
  const mw = water.mass ? si(water.mass) : undefined;
  const cb = other.specificHeat ? si(other.specificHeat) : undefined;
  const Tf = final ? si(final) : undefined;
  let value: number;
  let resultUnit: string;
  let symbol: string;
  let equation: string;
  if (unknown === "final" && mb && mw && cb) {
    value = (mb * cb * Tb + mw * cw * Tw) / (mb * cb + mw * cw);
    [resultUnit, symbol] = ["K", "T_f"];
    equation = "T_f = \\frac{m_b c_b T_b + m_w c_w T_w}{m_b c_b + m_w c_w}";
  } else if (unknown === "waterMass" && mb && cb && Tf !== undefined) {
    value = (mb * cb * (Tb - Tf)) / (cw * (Tf - Tw));
    [resultUnit, symbol] = ["kg", "m_w"];
    equation = "m_w = \\frac{m_b c_b (T_b - T_f)}{c_w (T_f - T_w)}";
  } else if (unknown === "otherMass" && mw && cb && Tf !== undefined) {
    value = (mw * cw * (Tf - Tw)) / (cb * (Tb - Tf));
    [resultUnit, symbol] = ["kg", "m_b"];
    equation = "m_b = \\frac{m_w c_w (T_f - T_w)}{c_b (T_b - T_f)}";
  } else if (unknown === "otherHeat" && mb && mw && Tf !== undefined) {
    value = (mw * cw * (Tf - Tw)) / (mb * (Tb - Tf));
    [resultUnit, symbol] = ["J/kg/K", "c_b"];
    equation = "c_b = \\frac{m_w c_w (T_f - T_w)}{m_b (T_b - T_f)}";
  } else return undefined;
  const finalTemperature = unknown === "final" ? value : (Tf as number);
  // The shared temperature lies strictly between the two starting ones, and every value is positive.
  if (!(Number.isFinite(value) && value > 0)) return undefined;
  if (!((finalTemperature - Tb) * (finalTemperature - Tw) < 0)) return undefined;

  const temperatureUnit = [other.start, water.start].every((start) => start.unit === "degC") ? "degC" : "K";
  const defaultUnit =
    resultUnit === "K"
      ? temperatureUnit
      : resultUnit === "kg"
        ? ((other.mass ?? water.mass)?.unit ?? "kg")
        : (other.specificHeat?.unit ?? water.specificHeat?.unit ?? "J/kg/K");
  const unit = unitAskedFor(normalized.slice(questionAt)) ?? defaultUnit;
  const converted = convertQuantity({ value, unit: resultUnit }, unit);
  if (!converted) return undefined;
  const given = [
    other.mass,
    water.mass,
    other.specificHeat,
    water.specificHeat,
    other.start,
    water.start,
    final,
  ].filter((quantity): quantity is ExtractedQuantity => quantity !== undefined);
  const figures = Math.max(2, Math.min(3, ...given.map((quantity) => quantity.significantFigures)));
  const show = (quantity: ExtractedQuantity | undefined, fallback: string) =>
    quantity ? formatQuantityLatex(quantity.value, quantity.unit) : fallback;
  const substitution = [
    `m_b = ${show(other.mass, "?")}`,
    `c_b = ${show(other.specificHeat, "?")}`,
    `T_b = ${show(other.start, "?")}`,
    `m_w = ${show(water.mass, "?")}`,
    `c_w = ${show(water.specificHeat, formatQuantityLatex(WATER_SPECIFIC_HEAT, "J/kg/K"))}`,
    `T_w = ${show(water.start, "?")}`,
    ...(final ? [`T_f = ${show(final, "?")}`] : []),
  ]
    .filter((part) => !part.endsWith("?"))
    .join(",\\ ");
  const step: SolutionStep = {
    principle: `Heat lost by the hotter body equals heat gained by the colder (no heat leaves the two): m_b c_b (T_b − T_f) = m_w c_w (T_f − T_w), for the ${other.name} (b) and the water (w)`,
    equation,
    substitution: `${substitution} \\;\\Rightarrow\\; ${symbol} = ${formatQuantityLatex(converted.value, unit, figures)}`,
    result: { value, unit: resultUnit, symbol },
  };
  const names: Record<Asked, string> = {
    final: "final temperature",
    otherMass: `mass of the ${other.name}`,
    waterMass: "mass of the water",
    otherHeat: `specific heat of the ${other.name}`,
  };
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit },
    si: { value, unit: resultUnit },
    significantFigures: figures,
    steps: [step],
    understood: {
      quantities: [
        ...(other.mass ? [understoodAs(other.mass, "m1", `mass of the ${other.name}`)] : []),
        ...(other.specificHeat
          ? [understoodAs(other.specificHeat, "c1", `specific heat of the ${other.name}`)]
          : []),
        understoodAs(other.start, "T1", `starting temperature of the ${other.name}`),
        ...(water.mass ? [understoodAs(water.mass, "m2", "mass of the water")] : []),
        ...(water.specificHeat ? [understoodAs(water.specificHeat, "c2", "specific heat of water")] : []),
        understoodAs(water.start, "T2", "starting temperature of the water"),
        ...(final ? [understoodAs(final, "Tf", "final temperature")] : []),
      ],
      unknown: {
        variable: { final: "Tf", otherMass: "m1", waterMass: "m2", otherHeat: "c1" }[unknown],
        name: names[unknown],
        unit,
      },
      assumptions: [
        "No heat is exchanged with the container or the surroundings, and neither body changes phase.",
        ...(water.specificHeat ? [] : ["Specific heat of water c = 4186 J/(kg·K)."]),
      ],
    },
  };
}
