/**
 * Readings of the free-form solver for gases and oscillators: a ratio of volumes stated in words
 * ("compressed to one-fifth of its initial volume", "doubles its volume", a gas that fills both of
 * two equal halves of a box), the ratio of specific heats written as γ or implied by a gas named
 * monatomic or diatomic in an adiabatic change, atmospheric pressure beside a gauge reading, and
 * an oscillator's amplitude apart from the displacement a question asks about.
 */

import { toSI } from "../quantity/quantity";
import { coolingRoles } from "./cooling-reading";
import { drumRoles } from "./drum-reading";
import type { ExtractedQuantity } from "./extract";
import { spinChangeRoles } from "./spin-change-reading";
import { questionSentence } from "./unknown";

/** A value the words imply, with the note the solution shows when it uses it. */
interface ImpliedValue {
  variable: string;
  value: number;
  unit: string;
  note: string;
}

const FACTOR_WORDS: Readonly<Record<string, number>> = {
  twice: 2,
  double: 2,
  "two times": 2,
  "three times": 3,
  "four times": 4,
  "five times": 5,
  "six times": 6,
  "eight times": 8,
  "ten times": 10,
  half: 1 / 2,
  "one-half": 1 / 2,
  "one half": 1 / 2,
  "a third": 1 / 3,
  "one-third": 1 / 3,
  "one third": 1 / 3,
  "a quarter": 1 / 4,
  "one-quarter": 1 / 4,
  "one quarter": 1 / 4,
  "one-fourth": 1 / 4,
  "one fourth": 1 / 4,
  "one-fifth": 1 / 5,
  "one fifth": 1 / 5,
  "one-sixth": 1 / 6,
  "one sixth": 1 / 6,
  "one-seventh": 1 / 7,
  "one seventh": 1 / 7,
  "one-eighth": 1 / 8,
  "one eighth": 1 / 8,
  "an eighth": 1 / 8,
  "one-ninth": 1 / 9,
  "one ninth": 1 / 9,
  "one-tenth": 1 / 10,
  "one tenth": 1 / 10,
};
const FACTOR = Object.keys(FACTOR_WORDS)
  .sort((first, second) => second.length - first.length)
  .join("|");
// "Compressed to one-fifth of its initial volume", "expands to three times its original volume".
const VOLUME_FACTOR = new RegExp(
  `\\b(?:to|into|until it (?:occupies|fills))\\s+(${FACTOR})\\s+(?:of\\s+)?(?:its|the)\\s+(?:(?:initial|original|starting|first)\\s+)?volume\\b`,
);
const VOLUME_VERBS: Readonly<Record<string, number>> = {
  doubles: 2,
  doubled: 2,
  triples: 3,
  tripled: 3,
  quadruples: 4,
  quadrupled: 4,
  halves: 1 / 2,
  halved: 1 / 2,
};
// "Its volume doubles", "the volume is halved", "doubles its volume".
const VOLUME_VERB =
  /\b(?:its|the) volume (?:is )?(doubles|doubled|triples|tripled|quadruples|quadrupled|halves|halved)\b|\b(doubles|triples|quadruples|halves) (?:its|in) volume\b/;
// A gas in one of two equal parts that, once let out, fills both: its volume doubles.
const TWO_EQUAL_PARTS = /\btwo equal (?:halves|parts|compartments|sections|volumes|chambers)\b/;
const FILLS_BOTH = /\b(?:fills?|filling|occupies|occupy)\s+(?:the\s+)?(?:whole|entire|both|full)\b/;
const EQUAL_EMPTY_SPACE =
  /\b(?:an?|into an?) (?:equal|identical) (?:evacuated|empty) (?:volume|container|chamber|flask|bulb|compartment|vessel)\b/;
const GAS = /\b(gas|gases|air|mol|moles|helium|argon|nitrogen|oxygen|neon)\b/;

/** The ratio V₂/V₁ the words state for a gas, with how it reads; undefined when they state none. */
export function volumeRatioInWords(lower: string): { ratio: number; words: string } | undefined {
  if (!GAS.test(lower)) return undefined;
  const factor = VOLUME_FACTOR.exec(lower);
  if (factor) return { ratio: FACTOR_WORDS[factor[1]], words: factor[0].replace(/^(to|into)\s+/, "") };
  const verb = VOLUME_VERB.exec(lower);
  if (verb) return { ratio: VOLUME_VERBS[verb[1] ?? verb[2]], words: verb[0] };
  if (/\b(evacuated|vacuum|empty)\b/.test(lower)) {
    if (TWO_EQUAL_PARTS.test(lower) && FILLS_BOTH.test(lower))
      return { ratio: 2, words: "it fills both of two equal parts" };
    if (EQUAL_EMPTY_SPACE.test(lower)) return { ratio: 2, words: "it expands into an equal empty space" };
  }
  return undefined;
}

/** The factor that takes a length in the quantity's unit to metres. */
function unitScale(quantity: ExtractedQuantity): number {
  return toSI({ value: 1, unit: quantity.unit }).value;
}

function formatRatio(ratio: number): string {
  return Number.isInteger(ratio) ? String(ratio) : ratio.toPrecision(3).replace(/(?<!0)0+$/, "");
}

// "The amplitude falls to half its initial value", "decays to one-third of its original amplitude".
const AMPLITUDE_FACTOR = new RegExp(
  `\\b(?:falls?|drops?|decreases?|decays?|dies? down|is reduced|diminishes)\\s+to\\s+(${FACTOR})\\s+(?:of\\s+)?(?:its|the)\\s+(?:(?:initial|original|starting)\\s+)?(?:value|amplitude)\\b`,
);

const ADIABATIC = /\b(adiabatic\w*|thermally insulated)\b/;
const GAS_KINDS: readonly [RegExp, number, string][] = [
  [/\bmonatomic\b/, 5 / 3, "A monatomic ideal gas has γ = 5/3."],
  [/\bdiatomic\b/, 7 / 5, "A diatomic ideal gas has γ = 7/5 (near room temperature)."],
];

/** Values the words imply for gases: a volume ratio, γ of a named gas, atmospheric pressure. */
export function gasOscillationImplicitValues(lower: string, assigned: readonly string[]): ImpliedValue[] {
  const implied: ImpliedValue[] = [];
  const has = (id: string) => assigned.includes(id);
  if (!has("volumeRatio") && !(has("V1") && has("V2"))) {
    const stated = volumeRatioInWords(lower);
    if (stated) {
      implied.push({
        variable: "volumeRatio",
        value: stated.ratio,
        unit: "",
        note: `The volume ratio from the words ("${stated.words}"): V₂/V₁ = ${formatRatio(stated.ratio)}.`,
      });
    }
  }
  // A damped oscillator, or an RLC circuit, whose resistance damps its oscillations.
  if (!has("amplitudeRatio") && /\bamplitude\b/.test(lower) && /\b(?:damp|rlc\b)/.test(lower)) {
    const factor = AMPLITUDE_FACTOR.exec(lower);
    if (factor && FACTOR_WORDS[factor[1]] < 1) {
      implied.push({
        variable: "amplitudeRatio",
        value: FACTOR_WORDS[factor[1]],
        unit: "",
        note: `The amplitude ends at ${factor[1]} of its starting value (A/A₀ = ${formatRatio(FACTOR_WORDS[factor[1]])}).`,
      });
    }
  }
  if (!has("gammaHeat") && ADIABATIC.test(lower)) {
    const kinds = GAS_KINDS.filter(([pattern]) => pattern.test(lower));
    if (kinds.length === 1) {
      const [[, gamma, note]] = kinds;
      implied.push({ variable: "gammaHeat", value: gamma, unit: "", note });
    }
  }
  if (!has("Patm") && /\bgauge\b/.test(lower)) {
    implied.push({
      variable: "Patm",
      value: 101325,
      unit: "Pa",
      note: "Atmospheric pressure 1 atm = 101.3 kPa (not given).",
    });
  }
  return implied;
}

const GAS_WORDS = /\b(gas|adiabatic\w*|isothermal\w*|monatomic|diatomic|cp|cv|specific heats)\b/;
// "γ = 1.40", "gamma = 1.4": the ratio of specific heats when the text is about a gas.
const GAMMA_SYMBOL = /(?:γ|\bgamma)\s*=\s*$/;
const VOLUME_COEFFICIENT_SYMBOL = /(?:\bbeta|β)(?:_\w+)?\s*=\s*$/;
const LINEAR_COEFFICIENT_SYMBOL = /(?:\balpha|α)(?:_\w+)?\s*=\s*$/;
const RADIUS_IDS = new Set(["r", "rInner", "rOuter", "diameter", "thickness", "L", "d"]);
const CYLINDRICAL_LAYER = /\b(pipe|tube|cylindrical|lagging|insulat\w* (?:around|on)|wrapped in)\b/;
const COAXIAL = /\bcoaxial\b/;
const TEMPERATURE_IDS = new Set(["T", "Ti", "Tf", "Th", "Tc"]);
const OSCILLATOR = /\b(spring|oscillat\w*|simple harmonic|shm)\b/;
const DISPLACEMENT_IDS = new Set(["x", "A_amp", "xShm", "d", "r", "h", "L"]);
// The displacement the question asks about: "when it is 4.0 cm from equilibrium", "at x = 2.0 cm".
const ASKED_POSITION = /\b(when|as|where|at the moment)\b[^.?!]*$|\bat\s+(?:x\s*=\s*|a displacement of\s*)$/;
// The amplitude: the displacement the oscillator is let go from.
const RELEASED_FROM = /\b(released|let go|amplitude|pulled|displaced|stretched|compressed|pushed)\b/;

/**
 * Renames the variables of one reading for gases and oscillators: γ as the ratio of specific
 * heats, the temperatures before and after beside a gauge pressure or an adiabatic change, and in an
 * oscillator with two displacements, the one it is released from as the
 * amplitude and the one the question names ("when it is 4.0 cm from equilibrium") as the
 * displacement.
 */
export function gasOscillationRoles(
  roles: string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string[] {
  const renamed = spinChangeRoles(
    drumRoles(coolingRoles([...roles], quantities, lower), quantities, lower),
    quantities,
    lower,
  );
  for (const [index, quantity] of quantities.entries()) {
    // "β_ethanol = 1.1 × 10⁻³ K⁻¹", "alpha = 9.0 × 10⁻⁶ /K": the symbol says which coefficient.
    if (quantity.unit !== "1/K" && quantity.unit !== "1/degC") continue;
    if (VOLUME_COEFFICIENT_SYMBOL.test(quantity.before)) renamed[index] = "betaVolume";
    else if (LINEAR_COEFFICIENT_SYMBOL.test(quantity.before)) renamed[index] = "alphaLinear";
  }
  const radii = renamed.flatMap((id, index) => (RADIUS_IDS.has(id) ? [index] : []));
  if (renamed.includes("kThermal") && CYLINDRICAL_LAYER.test(lower) && radii.length === 2) {
    // Insulation around a pipe from 3.0 cm out to 6.0 cm: the smaller radius is the inner surface.
    const [first, second] = radii;
    const firstInner =
      quantities[first].value * unitScale(quantities[first]) <
      quantities[second].value * unitScale(quantities[second]);
    renamed[first] = firstInner ? "rInner" : "rOuter";
    renamed[second] = firstInner ? "rOuter" : "rInner";
  }
  // A coaxial cable's inner radius named as such: the other radius is the outer conductor's.
  const inner = renamed.indexOf("rInner");
  const other = renamed.indexOf("r");
  if (COAXIAL.test(lower) && inner >= 0 && other >= 0 && renamed.filter((id) => id === "r").length === 1) {
    renamed[other] = "rOuter";
  }
  const initialVolume = renamed.indexOf("V1");
  if (
    renamed.includes("betaVolume") &&
    initialVolume >= 0 &&
    !renamed.includes("V2") &&
    !renamed.includes("P1")
  ) {
    // A liquid or solid that expands on warming: its volume is the one that expands, not a gas state.
    renamed[initialVolume] = "volume";
  }
  if (GAS_WORDS.test(lower)) {
    for (const [index, quantity] of quantities.entries()) {
      if (quantity.unit === "" && GAMMA_SYMBOL.test(quantity.before)) renamed[index] = "gammaHeat";
    }
  }
  const temperatures = renamed.flatMap((id, index) => (TEMPERATURE_IDS.has(id) ? [index] : []));
  if (renamed.includes("PgaugeInitial") && temperatures.length === 2) {
    // A tyre's gauge read "on a cold morning (10C)" and again when it is warm: the first
    // temperature is the gas's before, the second after, whatever words sit beside them.
    renamed[temperatures[0]] = "Ti";
    renamed[temperatures[1]] = "Tf";
  }
  if (ADIABATIC.test(lower) && temperatures.length === 1 && renamed[temperatures[0]] === "T") {
    // "At 320 K is compressed adiabatically": an adiabatic change moves the temperature, so the
    // one stated is where it starts.
    renamed[temperatures[0]] = "Ti";
  }
  if (!OSCILLATOR.test(lower)) return renamed;
  const lengths = renamed.flatMap((id, index) => (DISPLACEMENT_IDS.has(id) ? [index] : []));
  if (lengths.length !== 2) return renamed;
  const question = questionSentence(lower);
  const questionStart = question ? lower.lastIndexOf(question) : -1;
  const [first, second] = lengths;
  if (
    questionStart < 0 ||
    quantities[first].start >= questionStart ||
    quantities[second].start < questionStart
  )
    return renamed;
  const sentenceBefore = lower.slice(questionStart, quantities[second].start);
  const nearFirst = `${quantities[first].before.slice(-40)} ${quantities[first].after.slice(0, 40)}`;
  if (!ASKED_POSITION.test(sentenceBefore) || !RELEASED_FROM.test(nearFirst)) return renamed;
  renamed[first] = "A_amp";
  renamed[second] = "xShm";
  return renamed;
}
