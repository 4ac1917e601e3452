/**
 * The free-form solver: reads a problem written in words, finds the quantities and the unknown,
 * maps quantities to variables by the words around them, and solves only when every plausible
 * reading gives the same answer. When unsure it says so and shows what it understood.
 */

import type { SolutionStep } from "../bank/template";
import { celestialBody, constantValue } from "../constants";
import { GREEK_LETTERS } from "../greek-letters";
import { formatQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import { unitInfo } from "../quantity/units";
import { BLOCKS_IN_CONTACT_VARIABLES } from "../relations/blocks-in-contact";
import { PIPE_FLOW_VARIABLES } from "../relations/pipe-flow";
import { PROJECTILE_RELATIONS } from "../relations/projectiles";
import { mentionsCue, type Relation } from "../relations/relation";
import { RELATIONS, VARIABLES, type Variable } from "../relations/relations";
import { answerAsAsked } from "./answer-as-asked";
import { askedDimension, isAskedDimension, isVariantDecided, undecidedVariant } from "./asked-quantity";
import { solveBindingEnergy } from "./binding-energy-reading";
import { solveBlocksInContact } from "./blocks-in-contact-reading";
import { solveTwoBodyCalorimetry } from "./calorimetry-reading";
import { solveCapacitorNetwork } from "./capacitor-network";
import { attractingBody, celestialValues, isAwayFromEarth } from "./celestial-bodies";
import { celestialRoles } from "./celestial-roles";
import { solveChargeBetweenPotentials } from "./charge-between-potentials-reading";
import { solveChargesOnALine } from "./charges-on-a-line-reading";
import { solveConstantForceWork } from "./constant-force-work-reading";
import { solveDecayEnergetics } from "./decay-energetics-reading";
import { solveDisplacementLegs } from "./displacement-legs-reading";
import {
  type ExtractedQuantity,
  extractQuantities,
  MAX_PROBLEM_LENGTH,
  MAX_QUANTITIES,
  normalizeProblemText,
} from "./extract";
import { solveFloatingDepth } from "./floating-depth-reading";
import {
  heatDeviceAsked,
  heatMotionImplicitValues,
  resolveHeatMotionRoles,
  signedGiven,
  twoBodyUnknown,
} from "./heat-motion-reading";
import {
  FILM_ON_WATER,
  withAskedValueAtStart,
  withEndsOfChange,
  withFilmIndexPair,
  withStartingValues,
} from "./initial-values";
import {
  averagesToAnInstant,
  isInstant,
  readsUnstartedInstantAsDuration,
  unstartedInstant,
} from "./instants";
import { solveMeasurementUncertainty } from "./measurement-uncertainty-reading";
import { namedMassNumber } from "./named-isotope";
import { solvePairProduction } from "./pair-production-reading";
import { solvePipeFlow } from "./pipe-flow-reading";
import { withPlaneAngles } from "./plane-angle";
import { solvePointCharges } from "./point-charges-reading";
import { solvePolarizerSequence } from "./polarizer-sequence-reading";
import { relationsOfSteps, unmodelledSituation, withoutSetAsideSentences } from "./qualifiers";
import {
  withoutPhaseChangeTemperatureTwice,
  withoutRepeatedLabels,
  withoutRestatedValues,
} from "./quantity-labels";
import { solveReactionAndBraking } from "./reaction-and-braking-reading";
import { solveRelativeVelocity } from "./relative-velocity-reading";
import { solveResistorNetwork } from "./resistor-network";
import { solveSameSystemTwice } from "./same-system-twice-reading";
import { dopplerAsked, soundDopplerRoles } from "./sound-doppler-reading";
import { namesAUniversalConstant, withoutStatedConstants } from "./stated-constants";
import { withStatedConversions } from "./stated-conversion";
import { solveStatedFunction } from "./stated-function-reading";
import { type PreparedGiven, solvePrepared, toVariableUnit } from "./structured";
import { withTimePerPeriod } from "./time-per-period";
import { solveTorqueBalance } from "./torque-balance-reading";
import { solveTransformer } from "./transformer-reading";
import { solveTurningPlatform } from "./turning-platform-reading";
import { solveTwoForces } from "./two-forces-reading";
import { solveTwoHeights } from "./two-heights-reading";
import { withTwoInstants } from "./two-instants-reading";
import { solveTwoLenses } from "./two-lens-reading";
import { solveTwoSupports } from "./two-supports-reading";
import { solveTwoWiresField } from "./two-wires-field-reading";
import type { Solved, SolveResult, Understood, UnderstoodQuantity } from "./types";
import { solveUnitConversion } from "./unit-conversion-reading";
import { identifyUnknown, questionSentence, type UnknownGuess } from "./unknown";
import { solveVaryingForce } from "./varying-force-reading";
import { solveVectorComponents } from "./vector-components-reading";
import { withWeighingsInALiquid } from "./weighed-in-a-liquid";

const MAX_READINGS = 64;
// Chains longer than this are more likely a misreading than a homework solution.
const MAX_CHAIN_STEPS = 4;
// Words of something that has a wavelength.
const HAS_A_WAVELENGTH =
  /\b(light|wave\w*|photons?|x-rays?|x rays?|radiation|laser|beam|spectr\w*|colou?r|emit\w*|absor\w*|de broglie|electrons?|neutrons?|protons?|gamma|ultraviolet|uv|infrared|microwave\w*|interfer\w*|diffract\w*|slits?|grating|film|fringes?)\b/;
const NANOSCALE_LENGTHS = new Set([
  "lambda",
  "lambdaMax",
  "lambdaMedium",
  "filmThickness",
  "positionUncertainty",
  "wellWidth",
  "planeSpacing",
]);
// "Two 5.0-kg balls" gives one value to both bodies, as "two identical balls of 5.0 kg" does.
const IDENTICAL_BODIES = /\b(identical|equal)\b|\beach\b|\btwo \d[\d.]*-?\s?[a-zμµ]/;
// Two readings agree when their answers differ by less than this share.
const READING_AGREEMENT = 0.005;

// Short words that hint weakly: they often sit before a number without naming it.
const WEAK_KEYWORDS = new Set([
  "at",
  "from",
  "to",
  "of",
  "for",
  "in",
  // A speed "inside" or "within" something is the speed of light in a medium only failing better words.
  "inside",
  "within",
  "over",
  "and",
  "between",
  "long",
  "high",
  "away",
  "on",
  "placed",
  "object",
  "image",
  "left",
  "remains",
  "field",
  "energy",
  "source",
  "supply",
  "across",
  "charged",
  "carries",
  "spring",
  "screen",
  "container",
  "tank",
  "drop",
  "falls",
  "peak",
  "amplitude",
  "light of",
  "order",
  "maximum",
  "gap",
  "hot",
  "cold",
  "film",
  "thick",
  "wide",
]);

// Words that qualify the unit they follow ("170 V peak"), naming which value it is.
const UNIT_QUALIFIERS = new Set(["peak", "rms"]);
/**
 * Words of size written right after a length ("30.0 m long", "2.5 m tall", "10 cm on a side"):
 * they name it.
 */
const SIZE_WORDS = new Set(["long", "tall", "wide", "thick", "deep", "on a side", "on each side"]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const keywordPatterns = new Map<string, RegExp>();
function keywordPattern(keyword: string): RegExp {
  let pattern = keywordPatterns.get(keyword);
  if (!pattern) {
    const end = /\w$/.test(keyword) ? "\\b" : "";
    pattern = new RegExp(`\\b${escapeRegExp(keyword)}${end}`, "g");
    keywordPatterns.set(keyword, pattern);
  }
  return pattern;
}

const symbolPatterns = new Map<string, RegExp>();
function symbolPattern(variable: Variable): RegExp {
  let pattern = symbolPatterns.get(variable.id);
  if (!pattern) {
    const written = variable.latex.replace(/[{}\\]/g, "");
    const letter = /^[A-Za-z]+/.exec(written)?.[0] ?? "";
    const greek = GREEK_LETTERS[letter];
    const symbol = greek
      ? `(?:${letter}|${greek})${escapeRegExp(written.slice(letter.length))}`
      : escapeRegExp(written);
    // "Y = 200 GPa", "q_1 = +3.0 μC", and a symbol named for its material: "Y for steel = 200 GPa".
    pattern = new RegExp(`(?:^|[\\s(,;:])${symbol}(?:\\s+(?:for|of)(?:\\s+[A-Za-z]+){1,2})?\\s*=\\s*\\+?$`);
    symbolPatterns.set(variable.id, pattern);
  }
  return pattern;
}

/**
 * Keywords that end in a preposition of the end of a change ("to", "until", "reduced to"), which
 * names the value written after it; unlike "from" or "of" ("3.0 cm from the wire").
 */
const ENDS_IN_PREPOSITION = /\b(?:to|until|into|onto)$/;

/** The score of words joined onto a value (a hyphen, a qualifier after its unit): sure naming. */
const SURE_NAMING = 150;
const CLAUSE_AFTER = /,?\s(?:and|but|then|so) (?:then )?(?:they|it|he|she|the|both)\b/;

const QUESTION_BY = /\bby how (?:much|many|far)\b/g;

/** How strongly the words around a quantity name a variable (0 when they do not). */
function keywordScore(variable: Variable, quantity: ExtractedQuantity): number {
  // "v_0 = 4.0 m/s" names the variable by its symbol; several variables share a symbol ("n"), so
  // this weighs like a short keyword and longer phrases ("from the n =") still win.
  let best = symbolPattern(variable).test(quantity.beforeRaw) ? 101 + variable.latex.length : 0;
  // Words after a value name it up to the next clause: in "15 m/s, and they lock together" the
  // clause after "and they" tells what happens next, not what the value is.
  const after = quantity.after.split(CLAUSE_AFTER)[0];
  // "By how many millimeters does it lengthen when it is heated to 90 °C": the "by" of the question
  // words asks for a change; it does not say that the value after it is one ("raised by 20 °C").
  const before = quantity.before.includes("by how ")
    ? quantity.before.replace(QUESTION_BY, (words) => " ".repeat(words.length))
    : quantity.before;
  for (const keyword of variable.keywords) {
    const weak = WEAK_KEYWORDS.has(keyword);
    const pattern = keywordPattern(keyword);
    let lastBefore = -1;
    // A plain search first: most keywords are absent from most clauses.
    if (before.includes(keyword))
      for (const match of before.matchAll(pattern)) lastBefore = match.index ?? -1;
    // Words that follow the previous value more closely than they precede this one describe that
    // value ("2.8 cm from the central maximum on a screen 1.5 m away": the screen is 1.5 m away).
    const distance = before.length - (lastBefore + keyword.length);
    if (lastBefore >= 0 && !(quantity.followsValue && lastBefore <= 1 && distance > lastBefore))
      best = Math.max(best, (weak ? 20 : 100) + keyword.length - distance / 2);
    // A keyword that ends in a preposition of the end of a change ("to", "reduced to") names the value
    // after it: in "300 K is changed to a volume of 2.0 L" its "to" names the volume, not 300 K.
    const firstAfter =
      after.includes(keyword) && !ENDS_IN_PREPOSITION.test(keyword) ? after.search(pattern) : -1;
    if (firstAfter >= 0) best = Math.max(best, (weak ? 10 : 70) + keyword.length - firstAfter / 2);
    // "a 800 mm-focal length lens", "520-nm-wavelength light": the noun a hyphen joins to the
    // value names it more surely than any words before it.
    if (firstAfter >= 0 && firstAfter <= 1 && quantity.after.startsWith("-") && !weak)
      best = Math.max(best, SURE_NAMING + keyword.length);
    // "3.102 cm in diameter", "2.0 m in length": the noun "in" joins to the value names it.
    if (firstAfter > 0 && !weak && /^\s*in\s+$/.test(quantity.after.slice(0, firstAfter)))
      best = Math.max(best, SURE_NAMING + keyword.length);
    // "170 V peak", "120 V rms": a qualifier written right after the unit names the value.
    if (firstAfter >= 0 && firstAfter <= 2 && UNIT_QUALIFIERS.has(keyword))
      best = Math.max(best, SURE_NAMING + keyword.length);
    if (firstAfter >= 0 && firstAfter <= 1 && SIZE_WORDS.has(keyword))
      best = Math.max(best, SURE_NAMING + keyword.length);
  }
  return best;
}

/** True when a quantity's unit can express the variable (angles only as angles). */
function fits(quantity: ExtractedQuantity, variable: Variable): boolean {
  // Torque and energy share a dimension; the unit written tells them apart (N·m versus J).
  if (variable.unit === "N*m" && !/N/.test(quantity.unit)) return false;
  // A level in decibels is a pure number that only a level can be, and only a level is in decibels.
  if ((variable.unit === "dB") !== (quantity.unit === "dB")) return false;
  const quantityInfo = unitInfo(quantity.unit);
  const variableInfo = unitInfo(variable.unit);
  if (!quantityInfo || !variableInfo) return false;
  if ((quantityInfo.angleExponent !== 0) !== (variableInfo.angleExponent !== 0)) return false;
  return Object.keys(variableInfo.dimension).every(
    (name) =>
      quantityInfo.dimension[name as keyof typeof quantityInfo.dimension] ===
      variableInfo.dimension[name as keyof typeof variableInfo.dimension],
  );
}

const isCount = (value: number) => Number.isInteger(value) && value >= 1;
const isShare = (value: number) => value >= 0 && value <= 1;
// Values a variable can take at all: a quantum number or a number of turns is a whole number,
// an index of refraction lies between 1 and 4, a share between 0 and 1.
const PLAUSIBLE_VALUES: Readonly<Record<string, (value: number) => boolean>> = {
  N_turns: isCount,
  n_level: isCount,
  n_initial: isCount,
  n_final: isCount,
  order: (value) => Number.isInteger(value) && value >= 0,
  nIndex: (value) => value >= 1 && value <= 4,
  n1: (value) => value >= 1 && value <= 4,
  n2: (value) => value >= 1 && value <= 4,
  gamma: (value) => value >= 1,
  efficiency: isShare,
  fraction: isShare,
  fractionDecayed: isShare,
  emissivity: isShare,
  mu: (value) => value >= 0 && value <= 2,
  // Counts: a share such as "50% of the nuclei" is not a number of nuclei.
  nNuclei: (value) => value >= 1,
  nElectrons: (value) => value >= 1,
  nFilm: (value) => value >= 1 && value <= 4,
  nBelow: (value) => value >= 1 && value <= 4,
  nFringes: isCount,
  maximaCount: isCount,
  orderMax: (value) => Number.isInteger(value) && value >= 0,
  Zatomic: isCount,
  reflectivity: isShare,
  populationRatio: (value) => value > 0,
  dielectricConstant: (value) => value >= 1,
};

// Sizes a variable can have at all, in SI units: no aperture is kilometres across.
const PLAUSIBLE_SI_VALUES: Readonly<Record<string, (value: number) => boolean>> = {
  apertureD: (value) => value <= 1000,
};

/** True when the quantity's value is one the variable can take. */
function plausible(quantity: ExtractedQuantity, variable: Variable): boolean {
  const inSI = PLAUSIBLE_SI_VALUES[variable.id];
  if (inSI && !inSI(toSI({ value: quantity.value, unit: quantity.unit }).value)) return false;
  return PLAUSIBLE_VALUES[variable.id]?.(quantity.value) ?? true;
}

// Variables only the reader of their structure assigns (a pipe's wide and narrow sections, the
// block a push acts on).
const READER_ONLY = new Set(
  [...PIPE_FLOW_VARIABLES, ...BLOCKS_IN_CONTACT_VARIABLES].map((variable) => variable.id),
);

/** The variables a quantity may be, best first (leaving out the `excluded` ones). */
function readingsOf(
  quantity: ExtractedQuantity,
  lower: string,
  excluded: ReadonlySet<string> = new Set(),
  breadth: "best" | "all" = "best",
): Variable[] {
  let fitting = [...VARIABLES.values()].filter(
    (variable) =>
      !excluded.has(variable.id) &&
      !READER_ONLY.has(variable.id) &&
      fits(quantity, variable) &&
      plausible(quantity, variable),
  );
  // Lengths in nanometres or ångströms are wavelengths or film thicknesses, not distances or radii;
  // a wavelength only where something has one (light, a photon, a wave, a particle's matter wave).
  if (/^(nm|angstrom|pm)$/.test(quantity.unit)) {
    fitting = fitting.filter((variable) => NANOSCALE_LENGTHS.has(variable.id));
    const scoredNano = fitting.filter((variable) => keywordScore(variable, quantity) > 0);
    if (scoredNano.length === 0)
      return HAS_A_WAVELENGTH.test(lower) ? fitting.filter((variable) => variable.id === "lambda") : [];
  }
  const scored = fitting
    .map((variable) => ({ variable, score: keywordScore(variable, quantity) }))
    .filter((entry) => entry.score > 0)
    .sort((first, second) => second.score - first.score);
  if (scored.length > 0) {
    const top = scored[0].score;
    return scored
      .filter((entry) => breadth === "all" || entry.score >= top - 3)
      .map((entry) => entry.variable);
  }
  const defaults = fitting.filter((variable) => variable.isDefault);
  return defaults.length > 0 ? defaults : fitting.slice(0, 3);
}

// A value joined to its sentence's subject by a verb alone ("... is 465 m/s").
const COPULA_ONLY =
  /^\s*(?:is|was|are|were|equals?|becomes?)(?:\s+(?:about|approximately|roughly|nearly|only))?\s*$/;

/**
 * Each quantity's readings with those of a value after a copula taken from the subject of its
 * sentence (the words before the sentence's first value, up to their first "of"), when another value
 * stands between them; undefined when no value is read again.
 */
function subjectOptions(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  options: readonly Variable[][],
): Variable[][] | undefined {
  let changed = false;
  const lower = normalized.toLowerCase();
  const result = options.map((choices, index) => {
    const quantity = quantities[index];
    if (index === 0 || !COPULA_ONLY.test(quantity.before)) return choices;
    const sentenceStart = Math.max(
      0,
      ...[". ", "? ", "! "].map((mark) => normalized.lastIndexOf(mark, quantity.start) + 1),
    );
    const first = quantities.find((other) => other.start >= sentenceStart);
    if (!first || first === quantity) return choices;
    const phrase = lower.slice(sentenceStart, first.start);
    const subject = phrase.split(/\s(?:of|in|inside|on|at|for)\s/)[0];
    const named = readingsOf({ ...quantity, before: subject, beforeRaw: subject, after: "" }, lower).filter(
      (variable) =>
        keywordScore(variable, { ...quantity, before: subject, beforeRaw: subject, after: "" }) > 0,
    );
    if (named.length === 0 || named.every((variable) => choices.includes(variable))) return choices;
    changed = true;
    return named;
  });
  return changed ? result : undefined;
}

/** More readings of one value, tried when its words' readings lead nowhere. */
type Widening = (
  quantity: ExtractedQuantity,
  choices: readonly Variable[],
  lower: string,
  related: ReadonlySet<string>,
) => Variable[];

/**
 * The usual variable of a value's unit (a frequency for hertz, a current for amperes), unless a
 * symbol ("V_0 = 170 V") or a qualifier written onto the value ("170 V peak") names it for sure.
 */
const unitDefault: Widening = (quantity, choices, lower) => {
  if (choices.length === 0 || choices.some((variable) => variable.isDefault)) return [];
  const namedForSure = choices.some(
    (variable) =>
      symbolPattern(variable).test(quantity.beforeRaw) || keywordScore(variable, quantity) >= SURE_NAMING,
  );
  if (namedForSure) return [];
  return readingsOf({ ...quantity, before: "", beforeRaw: "", after: "" }, lower).filter(
    (variable) => variable.isDefault,
  );
};

/**
 * Every variable a value's words name, however weakly, that a relation of the problem uses ("an
 * intensity of 2.0 μW/m²" names a polarizer's incident intensity more strongly than a sound's
 * intensity, but names both).
 */
const weakerNaming: Widening = (quantity, _choices, lower, related) =>
  readingsOf(quantity, lower, new Set(), "all").filter((variable) => related.has(variable.id));

/**
 * Each quantity's readings widened by `widening`; undefined when that adds nothing. Only a value
 * whose words name nothing the problem's relations use is read again: a speed named as the initial
 * one is a role among the motion's, never a constant speed.
 */
function widenedOptions(
  quantities: ExtractedQuantity[],
  options: Variable[][],
  lower: string,
  relations: readonly Relation[],
  widening: Widening,
): Variable[][] | undefined {
  const related = new Set(relations.flatMap((relation) => relation.variables));
  let added = false;
  const widened = options.map((choices, index) => {
    if (choices.some((variable) => related.has(variable.id))) return choices;
    const more = widening(quantities[index], choices, lower, related).filter(
      (variable) => !choices.includes(variable),
    );
    if (more.length === 0) return choices;
    added = true;
    return [...choices, ...more];
  });
  return added ? widened : undefined;
}

// A variable given twice means two bodies or two states: the first and the second of these.
const FAMILIES: Record<string, [string, string]> = {
  m: ["m1", "m2"],
  q: ["q1", "q2"],
  nIndex: ["n1", "n2"],
  T: ["Ti", "Tf"],
  pressure: ["P1", "P2"],
  volume: ["V1", "V2"],
  I: ["I1", "I2"],
  reflectivity: ["reflectivity1", "reflectivity2"],
  lambda: ["lambda1", "lambda2"],
};
const STATE_FINALS: Record<string, string> = { Tf: "T", P2: "pressure", V2: "volume" };
const STATE_INITIALS: Record<string, string> = { T: "Ti", pressure: "P1", volume: "V1" };
// Words that say a state variable keeps one value through the process.
const HELD_CONSTANT: Record<string, RegExp> = {
  pressure: /\b(constant|fixed|same) pressure\b|\bisobaric/,
  volume: /\b(constant|fixed|same) volume\b|\bisochoric|\bvolume is unchanged/,
  T: /\b(constant|fixed|same) temperature\b|\bisothermal/,
};

interface Reading {
  /** Variable id of each quantity, in order. */
  variables: string[];
}

/** Every combination of the quantities' readings, at most MAX_READINGS. */
function enumerateReadings(options: Variable[][]): Reading[] | undefined {
  let readings: Reading[] = [{ variables: [] }];
  for (const choices of options) {
    const next: Reading[] = [];
    for (const reading of readings) {
      for (const choice of choices) next.push({ variables: [...reading.variables, choice.id] });
    }
    if (next.length > MAX_READINGS) return undefined;
    readings = next;
  }
  return readings;
}

const SLOWING = /\b(slow\w*|decelerat\w*|brak\w*|retard\w*)\b/;
const PHASE_CHANGE = /\b(melt\w*|freez\w*|boil\w*|vapori\w*|evaporat\w*|condens\w*|fusion|solidif\w*)\b/;

/** A melting or boiling point stated beside a phase change only says no heating is needed first. */
function isContextualTemperature(variable: Variable, kelvin: number, lower: string): boolean {
  if (variable.unit !== "K" || variable.difference || !PHASE_CHANGE.test(lower)) return false;
  return Math.abs(kelvin - 273.15) < 0.01 || Math.abs(kelvin - 373.15) < 0.01;
}

// "Is stopped", "was halted", "comes to a complete stop", "brought to a halt": the final speed is zero.
const ENDS_AT_REST =
  /\b(comes? to (a )?(complete )?(stop|rest|halt)|stops|stopping|halts|(is|are|was|were|gets?|got|being) (stopped|halted)|brought to (a )?(complete )?(stop|rest|halt)|to a (complete )?(stop|halt)|until it stops|bring(s|ing)? (?:\S+ ){1,4}to (a )?(complete )?(stop|rest|halt))\b/;
// A question about the momentum or kinetic energy before the stop asks about the moving state,
// which has no variable of its own: the one speed given is then the speed to use.
const ASKS_STATE_BEFORE_STOP = /\b(initial|original) (momentum|kinetic energy)\b/;

// "A force is applied to a cart at rest": a body described at rest, where nothing says it ends so,
// is at rest before the motion the problem describes.
const AT_REST_BEFORE_IT_MOVES =
  /(?<!\b(?:ends?|ended|ending|finally|up|again|until it is|when it is|comes?|came|brought|be) )\bat rest\b/;

/**
 * A speed written as a share of light's ("0.98c", "0.6 c"): "at rest" then names a frame ("its
 * lifetime at rest is 2.2 μs"), not a start from rest.
 */
const REST_FRAME_BESIDE_LIGHT_SPEED = /(?<![\d.])(?:\d+(?:\.\d+)?|\.\d+)\s*c\b(?!\s*(?:m|g|l)\b)/;

/** True when the words say the body ends at rest and the question is about that final motion. */
function endsAtRest(lower: string): boolean {
  return ENDS_AT_REST.test(lower) && !ASKS_STATE_BEFORE_STOP.test(lower);
}

const REFRACTION_CUE =
  /\b(refracted|refracts|angle of refraction|critical angle|total internal|snell|brewster)/;
// "From air into water", "travelling in air": light starts in air; "from glass into air": it ends
// there. "The angle of refraction in air" says neither, so a bare "in air" is not read.
const AIR_FIRST =
  /\bfrom (?:the )?air\b|\b(?:travel\w*|moving|passing|going|propagating) (?:in|through) (?:the )?air\b|\bair (?:into|to|onto|toward|towards)\b/;
const AIR_SECOND =
  /\b(?:into|(?<!relative )to|toward|towards|boundary with|emerges into|enters) (?:the )?air\b/;

/** Which medium the words say is air: the first the light is in, the second, or unclear. */
function airMedium(lower: string): "first" | "second" | undefined {
  const first = AIR_FIRST.test(lower);
  const second = AIR_SECOND.test(lower);
  if (first === second) return undefined;
  return first ? "first" : "second";
}

/**
 * "A beam in air ... enters a block of glass": with no "from air" or "into air", light that is in
 * air and then enters something else starts in air.
 */
function airBeforeEntering(lower: string): "first" | undefined {
  const inAir = lower.search(/\bin (?:the )?air\b/);
  const enters = lower.search(
    /\b(?:enters|entering|passes into|goes into|strikes|hits|is incident on|falls on) (?:a|an|the)\b/,
  );
  return inAir >= 0 && enters > inAir ? "first" : undefined;
}

const UNDER_WATER = /\b(underwater|under water|submerged in (?:the )?water|beneath the water)\b/;
const WATER_INDEX = 1.33;
const LIQUID_COLUMN = /\b(column|manometer|barometer)\b/;

const HEAT_ENGINE_CUE = /\b(engine|reservoirs?|carnot|refrigerator|heat pump)\b/;

function kelvinOf(quantity: ExtractedQuantity): number {
  return toSI({ value: quantity.value, unit: quantity.unit }).value;
}

const COLLISION_CUE =
  /\b(collid|collision|sticks? together|stick|couple|embed|lodges|catches|joins|crash|lock(?:s|ed|ing)? (?:together|bumpers)|rear[- ]end|slam(?:s|med)? into|hits|strikes|(?:runs|ran|smash(?:es|ed)?) into|move together|moving together)/;

/** Renames repeated variables to first and second bodies or states, and state variables to initial ones. */
function resolveRepeats(variables: string[], quantities: ExtractedQuantity[], lower: string): string[] {
  const resolved = [...variables];
  for (const [base, [first, second]] of Object.entries(FAMILIES)) {
    const positions = resolved.flatMap((id, index) => (id === base ? [index] : []));
    if (positions.length === 2) {
      resolved[positions[0]] = first;
      resolved[positions[1]] = second;
    }
  }
  const hasFinalState = resolved.some((id) => STATE_FINALS[id] !== undefined);
  if (hasFinalState) {
    for (let index = 0; index < resolved.length; index++) {
      const initial = STATE_INITIALS[resolved[index]];
      // "At constant pressure 2.0 × 10⁵ Pa from 3.0 L to 5.0 L": the pressure is the same throughout.
      if (initial && !resolved.includes(initial) && !HELD_CONSTANT[resolved[index]]?.test(lower)) {
        resolved[index] = initial;
      }
    }
  }
  if (endsAtRest(lower) && !COLLISION_CUE.test(lower)) {
    // "brakes from 72 km/h to a stop": the one speed given is the initial speed.
    const speedAt = resolved.indexOf("v");
    if (speedAt >= 0 && !resolved.includes("v0")) resolved[speedAt] = "v0";
    // "Spinning at 3.0 rev/s ... comes to a stop": the one angular speed given is the initial one.
    const angularSpeedAt = resolved.indexOf("omega");
    if (angularSpeedAt >= 0 && !resolved.includes("omega0")) resolved[angularSpeedAt] = "omega0";
  }
  // "Pulled 5.0 cm from equilibrium and released": a body let go from rest there oscillates with
  // that displacement as its amplitude.
  const displacementAt = resolved.indexOf("xShm");
  if (
    displacementAt >= 0 &&
    resolved.lastIndexOf("xShm") === displacementAt &&
    !resolved.includes("A_amp") &&
    RELEASED_AT_A_DISPLACEMENT.test(lower)
  )
    resolved[displacementAt] = "A_amp";
  if (REFRACTION_CUE.test(lower)) {
    // With one index given, the other medium is named in words ("from air into glass").
    const indexAt = resolved.indexOf("nIndex");
    if (indexAt >= 0 && !resolved.includes("n1") && !resolved.includes("n2")) {
      const air = airMedium(lower);
      const airAt = lower.search(/\bair\b/);
      const airBefore = airAt >= 0 && airAt < quantities[indexAt].start;
      // Light is turned back whole only on its way into the less dense medium: beside a critical
      // angle the one index stated is the first medium's, and air the second.
      const critical = /\b(critical angle|total(?:ly)? internal(?:ly)? reflect\w*)\b/.test(lower);
      resolved[indexAt] = !critical && (air === "first" || (air === undefined && airBefore)) ? "n2" : "n1";
    }
    // Two indices, one of them air's 1.00: air's is the medium the words put it in, the other the other.
    // (named first and second in the order written).
    const indices = [resolved.indexOf("n1"), resolved.indexOf("n2")];
    const air = airMedium(lower) ?? airBeforeEntering(lower);
    const airAt = indices.filter((index) => index >= 0 && Math.abs(quantities[index].value - 1) <= 0.01);
    if (indices.every((index) => index >= 0) && air && airAt.length === 1) {
      const otherAt = indices.find((index) => index !== airAt[0]) as number;
      resolved[airAt[0]] = air === "first" ? "n1" : "n2";
      resolved[otherAt] = air === "first" ? "n2" : "n1";
    }
    const angleAt = resolved.indexOf("theta");
    if (angleAt >= 0 && !resolved.includes("theta1")) resolved[angleAt] = "theta1";
  }
  if (HEAT_ENGINE_CUE.test(lower)) {
    // Two reservoir temperatures: the hotter is T_h, the colder T_c.
    const temperatures = resolved.flatMap((id, index) =>
      ["T", "Ti", "Tf", "Th", "Tc"].includes(id) ? [index] : [],
    );
    if (temperatures.length === 2) {
      const [first, second] = temperatures;
      const firstHotter = kelvinOf(quantities[first]) > kelvinOf(quantities[second]);
      resolved[first] = firstHotter ? "Th" : "Tc";
      resolved[second] = firstHotter ? "Tc" : "Th";
    }
  }
  if (COLLISION_CUE.test(lower) && resolved.includes("m1") && resolved.includes("m2")) {
    const secondMassAt = quantities[resolved.indexOf("m2")].start;
    for (let index = 0; index < resolved.length; index++) {
      // "A 3 kg cart moving left at 2 m/s": a body's own speed before the collision, whatever the
      // words after it say ("… crash head on and stick together").
      const bodysOwn =
        resolved[index] === "vf" &&
        (resolved[index - 1] === "m1" || resolved[index - 1] === "m2") &&
        quantities[index].followsValue === true &&
        BODY_MOVING_AT.test(quantities[index].before);
      if (resolved[index] !== "v" && resolved[index] !== "v0" && !bodysOwn) continue;
      // "They stick together and move at 2.0 m/s": the speed after the collision.
      const sincePrevious = lower.slice(quantities[index - 1]?.end ?? 0, quantities[index].start);
      if (!bodysOwn && !resolved.includes("vf") && AFTER_THE_COLLISION.test(sincePrevious)) {
        resolved[index] = "vf";
        continue;
      }
      resolved[index] = quantities[index].start < secondMassAt ? "v1" : "v2";
    }
  }
  return soundDopplerRoles(
    resolveHeatMotionRoles(celestialRoles(resolved, quantities), quantities, lower),
    quantities,
    lower,
  );
}

const STARTS_AT_REST = /\b(from rest|starts at rest|initially at rest|at rest initially)\b/;
/** Words of the motion after a collision before a speed ("they stick together and move at"). */
const AFTER_THE_COLLISION =
  /\b(?:together|afterwards?|combined|coupled|stuck|wreckage|the pair|both move|after (?:the|they|it))\b[^,.]*$/;
/** A body named moving just before its speed, after its mass ("[3 kg] cart moving left at"). */
const BODY_MOVING_AT =
  /^[^,;]*\b(?:moving|travell?ing|rolling|going|heading|coming|sliding|driving)\b(?:\s+\w+){0,2}\s+at\s*$/;
/** A body let go at a displacement ("pulled 5.0 cm from equilibrium and released", "let go"). */
const RELEASED_AT_A_DISPLACEMENT =
  /\b(?:pulled|stretched|compressed|displaced|pushed|moved)\b(?:(?!\.\s)[^?!]){0,60}\b(?:released|let go|lets go|let loose)\b/;
// Angles of incidence and refraction are measured from the normal, not from the surface.
const NORMAL_ANGLES = new Set(["theta1", "theta2", "thetaC", "thetaB"]);
const FROM_SURFACE =
  /^\s*(?:with|to|from|above|below|relative to)\s+(?:the\s+)?(?:[a-z]+\s+){0,2}surface\b(?!\s+normal)/;
const LIGHT_CUE = /\b(light|ray|beam|laser|refract\w*|reflect\w*)\b/;
// Chases and overtaking need the motion of two bodies at once, which one chain of relations does not give.
const PURSUIT = /\b(draws? level|catch(?:es|ing)? up|overtak\w*|pursu\w*|chas(?:e|es|ing))\b/;

/**
 * True when a reading contradicts the words: a stated initial speed for a body that starts from
 * rest, an index other than air's for the medium named as air, an angle with a surface read as one
 * from the normal.
 */
function contradictsWording(
  variables: readonly string[],
  quantities: ExtractedQuantity[],
  lower: string,
): boolean {
  const collision = COLLISION_CUE.test(lower) && variables.includes("m1") && variables.includes("m2");
  if (
    !collision &&
    STARTS_AT_REST.test(lower) &&
    (variables.includes("v0") || variables.includes("omega0"))
  ) {
    return true;
  }
  // A stated final speed for a body the words bring to rest ("brought to rest from 1.1 m/s").
  const finalSpeedAt = variables.indexOf("v");
  if (!collision && endsAtRest(lower) && finalSpeedAt >= 0 && quantities[finalSpeedAt].value !== 0)
    return true;
  // A stated index for the medium the words say is air ("glass has n = 1.51 ... enters from air").
  const air = REFRACTION_CUE.test(lower) ? airMedium(lower) : undefined;
  const airIndex = air === "first" ? "n1" : air === "second" ? "n2" : undefined;
  const airIndexAt = airIndex ? variables.indexOf(airIndex) : -1;
  if (airIndexAt >= 0 && Math.abs(quantities[airIndexAt].value - 1) > 0.01) return true;
  // "At t = 2 s" as the time over which something happened, with no start of the clock in the words.
  if (readsUnstartedInstantAsDuration(variables, quantities, lower)) return true;
  return variables.some(
    (id, index) =>
      (NORMAL_ANGLES.has(id) || (id === "theta" && LIGHT_CUE.test(lower))) &&
      FROM_SURFACE.test(quantities[index].after),
  );
}

interface ImplicitValue {
  variable: string;
  value: number;
  unit: string;
  note: string;
}

const SMALLEST_ANGLE = /\b(?:smallest|lowest|minimum|least) (?:glancing |bragg )?angle\b/;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };

interface Particle {
  name: string;
  mass: number;
  massText: string;
  /** Size of the charge in coulombs. */
  charge: number;
  chargeText: string;
}

const ELEMENTARY_CHARGE = constantValue("elementary-charge");
const PARTICLES: readonly [RegExp, Particle][] = [
  [
    /\b(?:photo)?electrons?\b(?![\s-]{0,4}volts?)/,
    {
      name: "electron",
      mass: constantValue("electron-mass"),
      massText: "9.11 × 10⁻³¹ kg",
      charge: ELEMENTARY_CHARGE,
      chargeText: "1.60 × 10⁻¹⁹ C",
    },
  ],
  [
    /\bprotons?\b/,
    {
      name: "proton",
      mass: constantValue("proton-mass"),
      massText: "1.67 × 10⁻²⁷ kg",
      charge: ELEMENTARY_CHARGE,
      chargeText: "1.60 × 10⁻¹⁹ C",
    },
  ],
  [
    /\bneutrons?\b/,
    {
      name: "neutron",
      mass: constantValue("neutron-mass"),
      massText: "1.67 × 10⁻²⁷ kg",
      charge: 0,
      chargeText: "0",
    },
  ],
];

/** The one kind of particle a text is about (an electron, a proton, a neutron), or undefined. */
function namedParticle(lower: string): Particle | undefined {
  const named = PARTICLES.filter(([pattern]) => pattern.test(lower));
  // Several kinds, or a particle inside an atom or nucleus, leave the body unclear.
  if (named.length !== 1 || /\b(atom|atomic|nucle\w*|hydrogen|orbit\w*|level|shell)\b/.test(lower))
    return undefined;
  // Electrons counted ("how many electrons pass") are a number of particles, not one body.
  if (/\b(how many|number of)\s+(electrons|protons|neutrons)\b/.test(lower)) return undefined;
  return named[0][1];
}

const STATE_NUMBERS: Readonly<Record<string, number>> = {
  ground: 1,
  "first excited": 2,
  "second excited": 3,
  "third excited": 4,
};
const STATE_NAME = "(ground|first excited|second excited|third excited) state";
const ONE_NAMED_STATE = /\b(ground|first excited|second excited|third excited)[- ]state\b/g;
const FROM_STATE_TO_STATE = new RegExp(`\\bfrom the ${STATE_NAME}\\b[^.?]*?\\bto the ${STATE_NAME}\\b`);
const TO_STATE_FROM_STATE = new RegExp(`\\bto the ${STATE_NAME}\\b[^.?]*?\\bfrom the ${STATE_NAME}\\b`);

/** The levels of a transition between states named by words, when the text names both. */
function namedStateTransition(
  lower: string,
): { from: number; to: number; fromWords: string; toWords: string } | undefined {
  const forward = FROM_STATE_TO_STATE.exec(lower);
  const backward = forward ? undefined : TO_STATE_FROM_STATE.exec(lower);
  const [fromName, toName] = forward ? [forward[1], forward[2]] : backward ? [backward[2], backward[1]] : [];
  if (!fromName || !toName || fromName === toName) return undefined;
  return {
    from: STATE_NUMBERS[fromName],
    to: STATE_NUMBERS[toName],
    fromWords: `${fromName} state`,
    toWords: `${toName} state`,
  };
}

const UNIT_TIMES: Readonly<Record<string, number>> = { second: 1, minute: 60, hour: 3600, day: 86400 };
const PER_UNIT_TIME = /\b(?:per|each|every|in (?:one|an|a))\s+(second|minute|hour|day)\b/g;
// Amounts that build up over a time (a heat, a work, a charge, a mass), not rates.
const AMOUNT_UNITS = new Set(["J", "C", "kg", "m^3"]);

/**
 * "The heat per hour that the pump can supply": an amount asked per unit of time, with no time
 * given, is the amount over that one unit of time. A rate given with a number ("20 L per hour")
 * is a value's unit, not this.
 */
function amountPerUnitTime(
  lower: string,
  assigned: readonly string[],
  asked: readonly string[],
): ImplicitValue | undefined {
  if (assigned.some((id) => VARIABLES.get(id)?.unit === "s")) return undefined;
  if (!asked.every((id) => AMOUNT_UNITS.has(VARIABLES.get(id)?.unit ?? ""))) return undefined;
  const units = new Set<string>();
  for (const match of lower.matchAll(PER_UNIT_TIME)) {
    const before = lower.slice(Math.max(0, match.index - 24), match.index);
    if (/\d[\d.,]*\s*[^\s\d]*\s*$/.test(before)) continue;
    units.add(match[1]);
  }
  if (units.size !== 1) return undefined;
  const [unit] = units;
  return {
    variable: "t",
    value: UNIT_TIMES[unit],
    unit: "s",
    note: `The amount asked for is per ${unit}: t = 1 ${unit}${unit === "second" ? "" : ` = ${UNIT_TIMES[unit]} s`}.`,
  };
}

/** Earth's mass, the one attracting body whose surface gravity is the g a text may leave unsaid. */
const EARTH_MASS = celestialBody("earth").mass;
/** How far a stated mass may lie from Earth's table value and still be Earth's, as a book rounds it. */
const EARTH_MASS_ROUNDING = 0.02;

/**
 * True when the givens state the mass of an attracting body that is not the Earth (a moon, an
 * asteroid, a planet of its own mass): g = 9.8 m/s² does not hold at its surface.
 */
function statesAnotherAttractingBody(givens: readonly PreparedGiven[]): boolean {
  return givens.some(
    (given) =>
      given.variable.id === "Mcentral" &&
      !given.implicit &&
      Math.abs(given.si - EARTH_MASS) > EARTH_MASS_ROUNDING * EARTH_MASS,
  );
}

/** Values a text implies without numbers: "from rest", g, water's specific heat, air's index. */
function implicitValues(
  lower: string,
  assigned: readonly string[],
  asked: readonly string[],
): ImplicitValue[] {
  const implicit: ImplicitValue[] = [];
  const has = (id: string) => assigned.includes(id);
  // "Drops from n = 3 to the ground state": the ground state is the level n = 1.
  if (
    has("n_initial") &&
    !has("n_final") &&
    /\b(?:to|into|down to)\s+(?:the\s+|its\s+)?ground (?:state|level)\b/.test(lower)
  )
    implicit.push({ variable: "n_final", value: 1, unit: "", note: "The ground state is the level n = 1." });
  if (
    has("n_final") &&
    !has("n_initial") &&
    /\bfrom\s+(?:the\s+|its\s+)?ground (?:state|level)\b/.test(lower)
  )
    implicit.push({
      variable: "n_initial",
      value: 1,
      unit: "",
      note: "The ground state is the level n = 1.",
    });
  const collision = COLLISION_CUE.test(lower) && has("m1") && has("m2");
  if (collision) {
    if (
      !has("v2") &&
      /\b(at rest|stationary|parked|motionless|not moving|(sitting|standing|sits|stands) still)\b/.test(lower)
    ) {
      implicit.push({ variable: "v2", value: 0, unit: "m/s", note: "The second body starts at rest." });
    }
  } else {
    if (
      !has("v0") &&
      /\b(from rest|at rest initially|initially at rest|(starts|begins|starting|beginning) at rest|is dropped|are dropped|dropped|released)\b/.test(
        lower,
      )
    ) {
      implicit.push({ variable: "v0", value: 0, unit: "m/s", note: "It starts from rest (v₀ = 0)." });
    } else if (
      !has("v0") &&
      AT_REST_BEFORE_IT_MOVES.test(lower) &&
      !ENDS_AT_REST.test(lower) &&
      !REST_FRAME_BESIDE_LIGHT_SPEED.test(lower)
    ) {
      implicit.push({ variable: "v0", value: 0, unit: "m/s", note: "It starts from rest (v₀ = 0)." });
    }
    if (!has("v") && endsAtRest(lower)) {
      implicit.push({ variable: "v", value: 0, unit: "m/s", note: "It ends at rest (v = 0)." });
    }
  }
  // "The force between two protons", "between nuclear protons": each carries the elementary charge.
  const pair = /\bbetween\s+(?:the\s+)?(?:two\s+)?(?:nuclear\s+)?(protons|electrons)\b/.exec(lower);
  if (
    pair &&
    /\b(?:electric|electrostatic|coulomb)/.test(lower) &&
    !/\bgravit/.test(lower) &&
    !has("q1") &&
    !has("q2") &&
    !has("q")
  ) {
    const note = `Each ${pair[1].slice(0, -1)} carries the elementary charge, 1.60 × 10⁻¹⁹ C.`;
    implicit.push(
      { variable: "q1", value: ELEMENTARY_CHARGE, unit: "C", note },
      { variable: "q2", value: ELEMENTARY_CHARGE, unit: "C", note },
    );
  }
  // "From the first excited state to the ground state": levels named by words are numbered.
  const transition = namedStateTransition(lower);
  if (transition && !has("n_initial") && !has("n_final")) {
    implicit.push(
      {
        variable: "n_initial",
        value: transition.from,
        unit: "",
        note: `It starts in the ${transition.fromWords} (n = ${transition.from}).`,
      },
      {
        variable: "n_final",
        value: transition.to,
        unit: "",
        note: `It ends in the ${transition.toWords} (n = ${transition.to}).`,
      },
    );
  }
  // "Its ground-state energy", "the first excited state": one level named by words is numbered.
  const namedStates = [...lower.matchAll(ONE_NAMED_STATE)];
  if (!transition && namedStates.length > 0 && !has("n_level") && !has("n_initial") && !has("n_final")) {
    const levels = new Set(namedStates.map((match) => STATE_NUMBERS[match[1]]));
    if (levels.size === 1) {
      const [level] = levels;
      implicit.push({
        variable: "n_level",
        value: level,
        unit: "",
        note: `The ${namedStates[0][1]} state is n = ${level}.`,
      });
    }
  }
  const angular = [...assigned, ...asked].some((id) => id === "omega" || id === "alpha");
  if (angular && !has("omega0") && /\b(from rest|starts at rest|initially at rest)\b/.test(lower)) {
    implicit.push({ variable: "omega0", value: 0, unit: "rad/s", note: "It starts from rest (ω₀ = 0)." });
  }
  const spinsDown = assigned.some((id) => id === "omega0" || id === "alpha");
  if (spinsDown && !has("omega") && endsAtRest(lower)) {
    implicit.push({ variable: "omega", value: 0, unit: "rad/s", note: "It ends at rest (ω = 0)." });
  }
  // On the Moon or Mars g is not 9.8 m/s²; there it comes from the body's mass and radius.
  if (!has("g") && !isAwayFromEarth(lower)) {
    implicit.push({ variable: "g", value: 9.8, unit: "m/s^2", note: "g = 9.8 m/s² (not given)." });
  }
  implicit.push(...celestialValues(lower, assigned, asked));
  const particle = namedParticle(lower);
  if (particle && !collision) {
    // A rest energy the problem states is the particle's mass as the problem gives it.
    if (!has("m") && !has("Erest")) {
      implicit.push({
        variable: "m",
        value: particle.mass,
        unit: "kg",
        note: `Mass of the ${particle.name} m = ${particle.massText} (not given).`,
      });
    }
    if (!has("q") && particle.charge !== 0) {
      implicit.push({
        variable: "q",
        value: particle.charge,
        unit: "C",
        note: `Charge of the ${particle.name} q = ${particle.chargeText} (not given).`,
      });
    }
  }
  // A level in decibels is measured from the threshold of hearing unless the problem gives another.
  if ((has("soundLevel") || asked.includes("soundLevel")) && !has("intensityReference")) {
    implicit.push({
      variable: "intensityReference",
      value: 1e-12,
      unit: "W/m^2",
      note: "Reference intensity I₀ = 1.0 × 10⁻¹² W/m², the threshold of hearing (not given).",
    });
  }
  // "A singly charged ion", "a doubly ionized atom": the size of its charge in elementary charges.
  const ionCharge = /\b(singly|doubly|triply)[- ](charged|ionized|ionised)\b/.exec(lower);
  if (ionCharge && !has("q") && !particle) {
    const count = { singly: 1, doubly: 2, triply: 3 }[ionCharge[1] as "singly" | "doubly" | "triply"];
    implicit.push({
      variable: "q",
      value: count * ELEMENTARY_CHARGE,
      unit: "C",
      note: `The ion carries ${count === 1 ? "one elementary charge" : `${count} elementary charges`}, q = ${count === 1 ? "" : `${count}`}e (not given).`,
    });
  }
  const perUnitTime = amountPerUnitTime(lower, assigned, asked);
  if (perUnitTime) implicit.push(perUnitTime);
  if (/\b(stp|standard temperature and pressure|standard conditions)\b/.test(lower)) {
    if (!has("T") && !has("Ti") && !has("Tf")) {
      implicit.push({
        variable: "T",
        value: 273.15,
        unit: "K",
        note: "Standard temperature T = 273.15 K (0 °C).",
      });
    }
    if (!has("pressure") && !has("P1") && !has("P2")) {
      implicit.push({
        variable: "pressure",
        value: 101325,
        unit: "Pa",
        note: "Standard pressure P = 1 atm = 101 325 Pa.",
      });
    }
  }
  if (!has("c_heat") && /\bwater\b/.test(lower) && !/\b(ice|steam)\b/.test(lower)) {
    implicit.push({
      variable: "c_heat",
      value: 4186,
      unit: "J/kg/K",
      note: "Specific heat of water c = 4186 J/(kg·K).",
    });
  }
  if (!has("Lheat")) {
    // "Ignore any complications, such as loss of water by evaporation": no phase changes there.
    const stated = withoutSetAsideSentences(lower);
    if (/\b(melt\w*|freez\w*|fusion)\b/.test(stated) && /\b(ice|water)\b/.test(stated)) {
      implicit.push({
        variable: "Lheat",
        value: 3.34e5,
        unit: "J/kg",
        note: "Latent heat of fusion of water 3.34 × 10⁵ J/kg.",
      });
    } else if (
      /\b(boil\w*|vapori\w*|evaporat\w*|steam|condens\w*)\b/.test(stated) &&
      /\b(water|steam)\b/.test(stated)
    ) {
      implicit.push({
        variable: "Lheat",
        value: 2.26e6,
        unit: "J/kg",
        note: "Latent heat of vaporization of water 2.26 × 10⁶ J/kg.",
      });
    }
  }
  // A liquid named without its density: fresh water, or sea water.
  if (!has("fluidDensity")) {
    const sea = /\b(sea ?water|salt ?water|ocean|sea)\b/.test(lower);
    if (sea || /\b((fresh)?water|lake|pool|river|pond)\b/.test(lower)) {
      implicit.push({
        variable: "fluidDensity",
        value: sea ? 1025 : 1000,
        unit: "kg/m^3",
        note: sea
          ? "Density of sea water 1025 kg/m³ (not given)."
          : "Density of water 1000 kg/m³ (not given).",
      });
    }
  }
  // An absolute pressure under a liquid open to the air has the air's pressure on its surface.
  if (!has("Patm") && /\babsolute pressure\b/.test(lower)) {
    implicit.push({
      variable: "Patm",
      value: 1.013e5,
      unit: "Pa",
      note: "Atmospheric pressure on the surface P₀ = 1.013 × 10⁵ Pa (not given).",
    });
  }
  // Light that starts under water ("a flashlight submerged in water", "how far does light travel
  // underwater") is in water, index 1.33, when no index is given; air, if named, is the other medium.
  if (
    !has("n1") &&
    !has("n2") &&
    !has("nIndex") &&
    LIGHT_CUE.test(lower) &&
    UNDER_WATER.test(lower) &&
    !AIR_FIRST.test(lower)
  ) {
    const air = /\bair\b/.test(lower);
    implicit.push({
      variable: air ? "n1" : "nIndex",
      value: WATER_INDEX,
      unit: "",
      note: `Index of refraction of water n = ${WATER_INDEX} (not given).`,
    });
    if (air)
      implicit.push({ variable: "n2", value: 1, unit: "", note: "Index of refraction of air n = 1.00." });
  }
  // A film on water ("an oil slick on water") has water under it.
  if (has("nFilm") && !has("nBelow") && FILM_ON_WATER.test(lower)) {
    implicit.push({
      variable: "nBelow",
      value: WATER_INDEX,
      unit: "",
      note: `Index of refraction of the water under the film n = ${WATER_INDEX} (not given).`,
    });
  }
  // A column of one named liquid has that liquid's density.
  if (!has("density") && LIQUID_COLUMN.test(lower)) {
    const mercury = /\bmercury\b/.test(lower);
    const water = /\bwater\b/.test(lower);
    if (mercury !== water)
      implicit.push(
        mercury
          ? {
              variable: "density",
              value: 13600,
              unit: "kg/m^3",
              note: "Density of mercury 13 600 kg/m³ (not given).",
            }
          : {
              variable: "density",
              value: 1000,
              unit: "kg/m^3",
              note: "Density of water 1000 kg/m³ (not given).",
            },
      );
  }
  // "Light in air ... enters a block of plastic" at two stated angles: the index asked is the
  // second medium's, and the light starts in air.
  if (
    !has("n1") &&
    !has("n2") &&
    asked.includes("n2") &&
    has("theta1") &&
    has("theta2") &&
    REFRACTION_CUE.test(lower) &&
    (airMedium(lower) ?? airBeforeEntering(lower)) === "first"
  ) {
    implicit.push({ variable: "n1", value: 1, unit: "", note: "Index of refraction of air n = 1.00." });
  }
  if (has("n1") !== has("n2") && /\bair\b/.test(lower)) {
    // Snell's law and the critical angle need both media; air is the usual other one.
    implicit.push({
      variable: has("n1") ? "n2" : "n1",
      value: 1,
      unit: "",
      note: "Index of refraction of air n = 1.00.",
    });
  }
  const order =
    /\b(first|second|third|fourth|fifth)[- ](?:(?:order|diffraction|interference|dark|bright)[- ])?(order|bright|dark|minimum|maximum|fringe)/.exec(
      lower,
    );
  if (order && !has("order")) {
    implicit.push({
      variable: "order",
      value: ORDINALS[order[1]],
      unit: "",
      note: `Order m = ${ORDINALS[order[1]]}.`,
    });
  }
  // "The third harmonic": its number.
  const harmonic = /\b(second|third|fourth|fifth|2nd|3rd|4th|5th) harmonic\b/.exec(lower);
  if (harmonic && !has("harmonicNumber")) {
    const number = ORDINALS[harmonic[1]] ?? Number.parseInt(harmonic[1], 10);
    implicit.push({
      variable: "harmonicNumber",
      value: number,
      unit: "",
      note: `Harmonic number n = ${number}.`,
    });
  }
  // "The smallest angle at which diffraction is seen": the first order.
  if (!order && !has("order") && asked.includes("theta") && SMALLEST_ANGLE.test(lower)) {
    implicit.push({
      variable: "order",
      value: 1,
      unit: "",
      note: "The smallest angle is the first order, m = 1.",
    });
  }
  const massNumber = namedMassNumber(lower);
  if (massNumber !== undefined && !has("massNumber")) {
    implicit.push({
      variable: "massNumber",
      value: massNumber,
      unit: "",
      note: `Mass number A = ${massNumber}, from the isotope's name.`,
    });
  }
  return implicit;
}

// A relation's declared condition that the words of the problem exclude: a body launched upward
// is not one that is dropped or starts from rest.
const EXCLUDED_CONDITIONS: readonly [condition: RegExp, text: RegExp][] = [
  [
    /\blaunched\b|\bthrown\b/,
    /\b(dropped|is released|are released|from rest|starts at rest|initially at rest)\b/,
  ],
];

function relationsFor(lower: string, questionLower: string): Relation[] {
  return RELATIONS.filter(
    (relation) =>
      (!relation.cues || relation.cues.some((cue) => mentionsCue(lower, cue))) &&
      isVariantDecided(relation, lower, questionLower) &&
      !relation.ruledOutBy?.some((cue) => mentionsCue(lower, cue)) &&
      !EXCLUDED_CONDITIONS.some(
        ([condition, text]) =>
          relation.conditions.some((stated) => condition.test(stated)) && text.test(lower),
      ),
  );
}

function understoodQuantities(quantities: ExtractedQuantity[], variables?: string[]): UnderstoodQuantity[] {
  return quantities.map((quantity, index) => {
    const variable = variables ? VARIABLES.get(variables[index]) : undefined;
    return {
      text: quantity.text,
      value: quantity.value,
      unit: quantity.unit,
      ...(variable ? { variable: variable.id, variableName: variable.name } : {}),
    };
  });
}

function cannotSolve(reason: string, understood: Understood): SolveResult {
  return { status: "cannot-solve", reason, understood };
}

/** Reads and solves a problem written in words; never throws, and bounds its work on any input. */
export function solveText(text: string): SolveResult {
  const empty: Understood = { quantities: [], assumptions: [] };
  if (typeof text !== "string" || text.trim() === "") return cannotSolve("The problem text is empty.", empty);
  if (text.length > MAX_PROBLEM_LENGTH) {
    return cannotSolve(
      `The problem is too long (${text.length} characters); the engine reads problems of up to ${MAX_PROBLEM_LENGTH}.`,
      empty,
    );
  }
  try {
    const normalized = normalizeProblemText(text);
    return answeringWhatIsAsked(solveNormalized(normalized), normalized);
  } catch {
    // A defect must never surface as an exception to the tutor; say plainly that it was not solved.
    return cannotSolve("The engine could not read this problem.", empty);
  }
}

/**
 * True when a text reads as a physics problem: it states a value with a unit, or its question asks
 * for a quantity the engine knows. An essay or a request outside physics does neither.
 */
export function readsAsPhysicsProblem(text: string): boolean {
  const normalized = normalizeProblemText(text);
  if (extractQuantities(normalized).some((quantity) => quantity.unit !== "")) return true;
  const question = questionSentence(normalized);
  return question !== undefined && identifyUnknown(question, normalized, normalized) !== undefined;
}

/**
 * The last check of every solution, whichever reader gave it: its quantity has the dimension the
 * question's words ask for, and every variant of a relation it uses is the one the words name.
 */
function answeringWhatIsAsked(result: SolveResult, normalized: string): SolveResult {
  if (result.status !== "solved") return result;
  const question = questionSentence(normalized);
  if (!question) return result;
  const asked = askedDimension(question, normalized);
  if (!isAskedDimension(result.si.unit, asked)) {
    return cannotSolve(
      `The question asks for ${asked?.words ?? "another quantity"}, but the only reading found gives ${result.understood.unknown?.name ?? "a quantity"} in ${result.si.unit}; the engine does not answer a different quantity than the one asked.`,
      result.understood,
    );
  }
  const restated = restatedGiven(result);
  if (restated) {
    return cannotSolve(
      `The only reading found goes round in a circle and gives back a value the problem states (${restated}); the engine does not answer with a given value.`,
      result.understood,
    );
  }
  const variant = undecidedVariant(normalized.toLowerCase(), question.toLowerCase(), result.steps);
  if (variant) {
    return cannotSolve(
      `The words do not say which is meant: ${variant}; please state it.`,
      result.understood,
    );
  }
  return result;
}

/**
 * The given quantity a worked chain of several steps ends on, if it does: the chain then read a
 * given value in a role it does not have (a time on a moving clock as a time on Earth) and went
 * round through other relations back to it.
 */
function restatedGiven(result: Solved): string | undefined {
  if (result.steps.length < 2) return undefined;
  const answer = result.si;
  for (const given of result.understood.quantities) {
    const si = toSI({ value: given.value, unit: given.unit });
    if (!Number.isFinite(si.value) || si.value === 0 || !haveSameDimension(si.unit, answer.unit)) continue;
    if (Math.abs(si.value - answer.value) <= 1e-9 * Math.abs(si.value)) return given.text;
  }
  return undefined;
}

interface ReadingContext {
  quantities: ExtractedQuantity[];
  lower: string;
  guess: UnknownGuess;
  understood: Understood;
  relations: Relation[];
}

interface ReadingOutcome {
  solved: { result: Solved; rank: number }[];
  firstFailure?: SolveResult;
  unmodelled?: SolveResult;
  /** Positions of quantities (one or two) that a chain left unused, each set once. */
  leftUnused: number[][];
}

/**
 * True when nothing in the words backs this reading: no given's role is named (each was read by
 * its unit alone, as one of the catalogue's variables of that kind), the text does not name the
 * unknown, and no relation of the chain is one the words point to. Such a chain is a guess, however well its units fit.
 */
function unsupportedReading(
  variables: readonly string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
  steps: readonly SolutionStep[],
  unknownName: string | undefined,
): boolean {
  const relations = relationsOfSteps(steps);
  // A value only converted to another unit answers whatever its role.
  if (quantities.length === 0 || relations.length === 0) return false;
  const named = variables.some((id, index) => {
    const variable = VARIABLES.get(id);
    const quantity = quantities[index];
    return (
      !variable ||
      variable.isDefault ||
      keywordScore(variable, quantity) > 0 ||
      // A unit only one variable has (dB, lines/mm) or a length on the scale of light names it.
      /^(nm|angstrom|pm)$/.test(quantity.unit) ||
      [...VARIABLES.values()].filter((other) => fits(quantity, other) && plausible(quantity, other)).length <=
        1
    );
  });
  if (named || (unknownName !== undefined && lower.includes(unknownName.toLowerCase()))) return false;
  return !relations.some((relation) => relation.cues?.some((cue) => mentionsCue(lower, cue)));
}

const PROJECTILE_IDS = new Set(PROJECTILE_RELATIONS.map((relation) => relation.id));

// A question about the value after a change: "the new angular speed", "its activity 20 days later".
const CHANGED_VALUE = /\b(new|later|afterwards?|now|final)\b/;

/**
 * True when a chain joins a projectile's relations (two axes) with those of accelerated motion
 * along one line: a range is not a distance travelled at the average of two speeds.
 */
function mixesAxes(steps: readonly SolutionStep[]): boolean {
  const used = relationsOfSteps(steps).filter((relation) => relation.subtopic === "kinematics");
  const projectile = used.some((relation) => PROJECTILE_IDS.has(relation.id));
  // The horizontal motion is uniform: d = v t joins a flight's time to its horizontal speed.
  return (
    projectile &&
    used.some((relation) => !PROJECTILE_IDS.has(relation.id) && relation.id !== "kinematics.uniform-motion")
  );
}

/** Relations whose charges keep their signs: a pair's potential energy, a point charge's potential. */
function takesChargeSigns(relation: Relation): boolean {
  return (
    relation.conditions.some((condition) => /signed charges?/.test(condition)) ||
    relation.id === "electric-potential.point-charge-potential"
  );
}

/** Whether a relation has a charge among its variables. */
function hasCharge(relation: Relation): boolean {
  return relation.variables.some((id) => VARIABLES.get(id)?.unit === "C");
}

function chainTakesChargeSigns(steps: readonly SolutionStep[]): boolean {
  return relationsOfSteps(steps).some(takesChargeSigns);
}

function everyChargeRelationSigned(steps: readonly SolutionStep[]): boolean {
  return relationsOfSteps(steps).filter(hasCharge).every(takesChargeSigns);
}

// A rigid body of some size turning about an axis, not rolling along the ground.
const EXTENDED_BODY =
  /\b(disk|disc|cylinder|sphere|ball|hoop|ring|rod|wheel|flywheel|pulley|turntable|platform|merry-go-round|grindstone|rotor)s?\b/;
const TURNS_IN_PLACE = /\b(axis|axle|rotat\w*|spin\w*|pivot\w*|mounted)\b/;
const ROLLS = /\b(roll\w*|without slipping)\b/;
const POINT_ROTATION_IDS = new Set(["rotational-motion.torque", "rotational-motion.arc-speed"]);

/**
 * True when a chain moves a rigid body that turns in place as if its whole mass sat on its rim: a
 * force or a rim speed (τ = rF, v = ωr) joined to the motion of the mass along a line (F = ma,
 * J = mΔv). Its rotation needs its moment of inertia.
 */
function treatsTurningBodyAsPoint(steps: readonly SolutionStep[], lower: string): boolean {
  if (!EXTENDED_BODY.test(lower) || !TURNS_IN_PLACE.test(lower) || ROLLS.test(lower)) return false;
  const used = relationsOfSteps(steps);
  return (
    used.some((relation) => POINT_ROTATION_IDS.has(relation.id)) &&
    used.some((relation) => relation.subtopic !== "rotational-motion" && relation.variables.includes("m"))
  );
}

/** Solves every reading of the quantities that uses all of them. */
function solveReadings(readings: Reading[], context: ReadingContext): ReadingOutcome {
  const solved: { result: Solved; rank: number }[] = [];
  let firstFailure: SolveResult | undefined;
  let unmodelled: SolveResult | undefined;
  const { quantities, lower, guess, understood, relations } = context;
  const leftUnused = new Map<string, number[]>();
  const asksChangedValue = CHANGED_VALUE.test(questionSentence(lower) ?? "");
  const askedSentence = questionSentence(lower);
  const questionAt = askedSentence === undefined ? lower.length : lower.lastIndexOf(askedSentence);
  for (const reading of readings) {
    const variables = withAskedValueAtStart(
      withFilmIndexPair(
        withStartingValues(
          resolveRepeats(withEndsOfChange(reading.variables, quantities), quantities, lower),
          quantities,
        ),
        lower,
      ),
      asksChangedValue ? guess.candidates : [],
    );
    if (new Set(variables).size !== variables.length) continue;
    if (contradictsWording(variables, quantities, lower)) continue;
    const readingUnderstood: Understood = {
      quantities: understoodQuantities(quantities, variables),
      assumptions: [],
      unknown: understood.unknown,
    };
    const givens: PreparedGiven[] = [];
    // Charges given below zero, by variable, with their sign.
    const negativeCharges = new Map<string, number>();
    let fitsAll = true;
    for (const [index, quantity] of quantities.entries()) {
      const variable = VARIABLES.get(variables[index]);
      if (!variable) {
        fitsAll = false;
        break;
      }
      let si = toVariableUnit({ value: quantity.value, unit: quantity.unit }, variable);
      if (si === undefined) {
        fitsAll = false;
        break;
      }
      // Charges enter the magnitude relations (Coulomb's law, fields) as magnitudes.
      if (variable.unit === "C" && si < 0) negativeCharges.set(variable.id, si);
      if (variable.unit === "C") si = Math.abs(si);
      // A hydrogen level stated as "1.51 eV" is bound: its energy lies below zero.
      if (variable.id === "En") si = -Math.abs(si);
      // "Slows at 5.0 m/s²" gives the size of an acceleration that points against the motion.
      if (variable.id === "a" && si > 0 && SLOWING.test(lower)) {
        si = -si;
        readingUnderstood.assumptions.push("The body slows down, so its acceleration is negative.");
      }
      if (variable.id === "alpha" && si > 0 && (SLOWING.test(lower) || endsAtRest(lower))) {
        si = -si;
        readingUnderstood.assumptions.push(
          "The rotation slows down, so its angular acceleration is negative.",
        );
      }
      const signed = signedGiven(variable.id, si, quantity, lower);
      if (signed) {
        si = signed.si;
        readingUnderstood.assumptions.push(signed.note);
      }
      const contextual = isContextualTemperature(variable, si, lower);
      givens.push({
        variable,
        original: { value: quantity.value, unit: quantity.unit },
        si,
        significantFigures: quantity.significantFigures,
        ...(contextual ? { implicit: true } : {}),
      });
    }
    if (!fitsAll) continue;
    for (const implicit of [
      ...implicitValues(lower, variables, guess.candidates),
      ...heatMotionImplicitValues(lower, variables, quantities),
    ]) {
      const variable = VARIABLES.get(implicit.variable);
      if (!variable || givens.some((given) => given.variable.id === variable.id)) continue;
      // What the question asks for is never implied ("the acceleration due to gravity at its surface").
      if (guess.candidates.includes(variable.id)) continue;
      // Earth's g is never implied beside the stated mass of another attracting body.
      if (variable.id === "g" && statesAnotherAttractingBody(givens)) continue;
      givens.push({
        variable,
        original: { value: implicit.value, unit: implicit.unit },
        si: implicit.value,
        significantFigures: 3,
        implicit: true,
        // Stated in the solution only when its chain uses the value.
        assumption: implicit.note,
      });
    }
    // "Two identical charges of 1.0 μC" may give both charges: tried as a further reading.
    const variants = [givens];
    for (const [single, [first, second]] of [
      ["q", ["q1", "q2"]],
      ["m", ["m1", "m2"]],
    ] as const) {
      const index = givens.findIndex((given) => given.variable.id === single);
      const firstVariable = VARIABLES.get(first);
      const secondVariable = VARIABLES.get(second);
      if (index < 0 || !firstVariable || !secondVariable || !IDENTICAL_BODIES.test(lower)) continue;
      if (givens.some((given) => given.variable.id === first || given.variable.id === second)) continue;
      const given = givens[index];
      variants.push([
        ...givens.filter((_other, otherIndex) => otherIndex !== index),
        { ...given, variable: firstVariable },
        { ...given, variable: secondVariable },
      ]);
    }
    for (const variantGivens of variants) {
      for (const candidateId of guess.candidates) {
        const resolvedCandidate =
          twoBodyUnknown(candidateId, lower, quantities, variables) ??
          (STATE_INITIALS[candidateId] && variables.includes(STATE_INITIALS[candidateId])
            ? (Object.entries(STATE_FINALS).find(([, base]) => base === candidateId)?.[0] ?? candidateId)
            : candidateId);
        const unknown = VARIABLES.get(resolvedCandidate);
        if (!unknown) continue;
        // An answer must have the dimension of the unit the question asks for.
        if (guess.unit && !haveSameDimension(unknown.unit, guess.unit)) continue;
        // Angles are answered in degrees unless radians are asked for, as students work in degrees.
        // A time is answered in years, days or hours, a mass in mg or g, when the problem gives its
        // values of that kind so ("How old is it?" beside a half-life of 5730 y).
        const unit = guess.unit ?? (unknown.unit === "rad" ? "deg" : statedUnit(variantGivens, unknown));
        const solveWith = (usable: readonly Relation[], givensUsed: PreparedGiven[] = variantGivens) =>
          solvePrepared({
            givens: givensUsed,
            unknown,
            unit,
            relations: usable,
            understood: {
              ...readingUnderstood,
              unknown: {
                variable: unknown.id,
                name: unknown.name,
                ...(guess.unit ? { unit: guess.unit } : {}),
              },
            },
            requireAllUsed: true,
            maxSteps: MAX_CHAIN_STEPS,
          });
        let result = solveWith(relations);
        if (result.status === "solved" && treatsTurningBodyAsPoint(result.steps, lower)) {
          // The body's rotation is then sought through its moment of inertia, or not answered.
          result = solveWith(relations.filter((relation) => !POINT_ROTATION_IDS.has(relation.id)));
        }
        if (result.status !== "solved") {
          firstFailure ??= result;
          const unused = result.unused;
          const unusedAt = variables.flatMap((id, index) => (unused?.includes(id) ? [index] : []));
          if (unusedAt.length > 0 && unusedAt.length <= 2) leftUnused.set(unusedAt.join(","), unusedAt);
          continue;
        }
        // A negative charge put into a relation of signed charges (U = k q₁q₂/r, V = k q/r) decides the
        // answer's sign: solved again with the charges' signs, answered only where every relation
        // of charges in the chain takes them signed.
        if (negativeCharges.size > 0 && chainTakesChargeSigns(result.steps)) {
          const again = solveWith(
            relations,
            variantGivens.map((given) =>
              negativeCharges.has(given.variable.id)
                ? { ...given, si: negativeCharges.get(given.variable.id) ?? given.si }
                : given,
            ),
          );
          if (again.status !== "solved" || !everyChargeRelationSigned(again.steps)) {
            firstFailure ??= cannotSolve(
              "A charge is negative, and the chain found takes some charges only by their size; the engine does not answer with a sign it cannot trust.",
              result.understood,
            );
            continue;
          }
          result = again;
        }
        if (mixesAxes(result.steps)) {
          firstFailure ??= cannotSolve(
            "The only chain found joins a projectile's flight with motion along one line; the engine does not mix the two axes.",
            result.understood,
          );
          continue;
        }
        if (unsupportedReading(reading.variables, quantities, lower, result.steps, unknown.name)) {
          firstFailure ??= cannotSolve(
            "No word of the problem names the role of its values or the physics that joins them; the engine does not answer on their units alone.",
            result.understood,
          );
          continue;
        }
        // "What current flows at t = 2 s?": a rate at an instant is not an amount over the time to it.
        if (
          averagesToAnInstant(
            relationsOfSteps(result.steps),
            variantGivens.map((given) => given.variable.id),
            quantities.some(
              (quantity, index) =>
                variables[index] === "t" && isInstant(quantity) && quantity.start >= questionAt,
            ),
            lower,
          )
        ) {
          firstFailure ??= cannotSolve(
            "The question asks for a rate at an instant; the values give only its average since the start, not its value then.",
            result.understood,
          );
          continue;
        }
        const situation = unmodelledSituation(lower, result.steps);
        if (situation) {
          unmodelled ??= cannotSolve(
            `The problem involves ${situation}, which the engine's relations for it do not model; it does not answer with a simpler model.`,
            result.understood,
          );
          continue;
        }
        solved.push({ result, rank: guess.candidates.indexOf(candidateId) });
      }
    }
  }
  return { solved, firstFailure, unmodelled, leftUnused: [...leftUnused.values()] };
}

// Units a student expects an answer back in when the problem gives all its values of that kind so.
const STATED_UNITS: Readonly<Record<string, ReadonlySet<string>>> = {
  s: new Set(["yr", "year", "day", "h"]),
  kg: new Set(["mg", "g", "ug"]),
  // A source's activity in curies when the problem gives it so.
  Bq: new Set(["Ci", "mCi", "uCi", "kBq", "MBq", "GBq"]),
};

/** A temperature's change or difference, the same number in kelvins and in degrees Celsius. */
function isTemperatureChange(variable: Variable): boolean {
  return variable.id === "dT" || /\b(?:change|difference|rise|drop)\b/.test(variable.name);
}

/**
 * The one unit in which the problem states all its values of the unknown's kind, when it is a
 * long time (years, days, hours), a small mass (mg, g) or a temperature in degrees Celsius:
 * "how much is left" of 200 mg is in mg, a mixture of water at 80 °C and 20 °C ends in °C.
 */
function statedUnit(givens: readonly PreparedGiven[], unknown: Variable): string | undefined {
  const stated = givens.filter(
    (given) => haveSameDimension(given.variable.unit, unknown.unit) && !given.implicit,
  );
  if (unknown.unit === "K") {
    // A temperature is asked back on the scale its readings are given on; a change is the same
    // number on both scales, so only readings count, and only an absolute temperature is converted.
    if (isTemperatureChange(unknown)) return undefined;
    const readings = new Set(
      stated.filter((given) => !isTemperatureChange(given.variable)).map((given) => given.original.unit),
    );
    const [only] = readings;
    return readings.size === 1 && only === "degC" ? only : undefined;
  }
  const units = new Set(stated.map((given) => given.original.unit));
  const [only] = units;
  return units.size === 1 && STATED_UNITS[unknown.unit]?.has(only) ? only : undefined;
}

/** The variables a solution works with: its givens, its unknown and those of its relations. */
function chainVariables(result: Solved): Set<string> {
  const used = new Set<string>(relationsOfSteps(result.steps).flatMap((relation) => relation.variables));
  for (const quantity of result.understood.quantities) if (quantity.variable) used.add(quantity.variable);
  if (result.understood.unknown) used.add(result.understood.unknown.variable);
  return used;
}

/**
 * True when the relation that gives the answer says its result does not depend on the variable,
 * given its other variables (a solenoid's field on the coil's radius, a beam's field amplitude on
 * the wavelength once its intensity is known), so a value for it cannot change the answer
 * whatever relation links it to the solution's variables.
 */
function declaredUnaffected(variableId: string, result: Solved): boolean {
  const relations = relationsOfSteps(result.steps);
  const last = relations.at(-1);
  if (last?.unaffectedByLengths && VARIABLES.get(variableId)?.unit === "m") return true;
  // A body's motion worked out from its motion alone (how far a braking car goes at a given
  // deceleration, where a thrown stone lands) is the same whatever its mass.
  if (
    VARIABLES.get(variableId)?.unit === "kg" &&
    relations.length > 0 &&
    relations.every((relation) => relation.subtopic === "kinematics")
  )
    return true;
  return last?.unaffectedBy?.includes(variableId) === true;
}

/**
 * True when none of the variables a dropped quantity may stand for takes part in the solution,
 * directly or through any relation the text allows that links it to a variable of the solution (a friction
 * coefficient beside a force and an acceleration is never irrelevant: a = μ g links them), unless
 * the solution's relations declare their result unaffected by it.
 */
function playsNoPart(
  candidates: readonly Variable[],
  solved: readonly { result: Solved }[],
  relations: readonly Relation[],
): boolean {
  return solved.every(({ result }) => {
    const used = chainVariables(result);
    if (addsToANetQuantity(candidates, result)) return false;
    return candidates.every(
      (candidate) =>
        !used.has(candidate.id) &&
        (declaredUnaffected(candidate.id, result) ||
          !relations.some(
            (relation) =>
              relation.variables.includes(candidate.id) && relation.variables.some((id) => used.has(id)),
          )),
    );
  });
}

/**
 * True when a left-out value is of the kind a relation of the chain takes as a net amount (a
 * friction force beside the pull in F = ma): the amount the relation needs is then a sum the
 * chain did not form, and the value cannot be set aside.
 */
function addsToANetQuantity(candidates: readonly Variable[], result: Solved): boolean {
  return relationsOfSteps(result.steps).some(
    (relation) =>
      relation.conditions.some((condition) => /\bnet\b/.test(condition)) &&
      relation.variables.some((id) => {
        const variable = VARIABLES.get(id);
        return (
          variable !== undefined &&
          candidates.some((candidate) => haveSameDimension(candidate.unit, variable.unit))
        );
      }),
  );
}

// A value written as a symbol's value ("λ = 532 nm", "(R = 2.0 mm)").
const SYMBOL_NAMED = /(?:^|[\s(,;:])[A-Za-z\u0370-\u03ff][\w\u0370-\u03ff]{0,3}\s*=\s*$/;

/**
 * Exam problems state values the question does not need ("its mass is 180 g" beside a critical
 * angle). When no reading uses every given, one or two givens are left out; the answer stands
 * only when exactly one choice of them gives agreeing solutions and what was left out plays no
 * part in them. The left-out values are named among the assumptions.
 */
/** True when a value is written as the value of a symbol ("g = 10") that some solution uses. */
function namesAUsedSymbol(quantity: ExtractedQuantity, solved: readonly { result: Solved }[]): boolean {
  if (!SYMBOL_NAMED.test(quantity.beforeRaw)) return false;
  const named = [...VARIABLES.values()].filter((variable) =>
    symbolPattern(variable).test(quantity.beforeRaw),
  );
  return solved.some(({ result }) => {
    const used = chainVariables(result);
    return named.some((variable) => used.has(variable.id));
  });
}

// A whole number followed by the plural noun of what it counts: "2 long parallel wires".
const COUNTED_NOUN = /^\s(?:[a-z-]+\s){0,3}[a-z]{2,}[^su\s]s\b/;

/** True when a bare whole number counts bodies ("2 long parallel wires") rather than measures. */
function countsBodies(quantity: ExtractedQuantity): boolean {
  return quantity.unit === "" && Number.isInteger(quantity.value) && COUNTED_NOUN.test(quantity.after);
}

function solvedWithoutAnIrrelevantGiven(
  options: Variable[][],
  context: ReadingContext,
  leftUnused: readonly number[][],
): { result: Solved; rank: number }[] {
  const count = context.quantities.length;
  if (count === 0) return [];
  const indexes = context.quantities.map((_quantity, index) => index);
  // Only givens named by the words around them ("a mass of 180 g") or by a symbol ("λ = 532 nm")
  // may be set aside, or a value the relation giving the answer declares it does not depend on
  // (a skier's mass beside ½mv² = mgh).
  const named = (index: number) =>
    SYMBOL_NAMED.test(context.quantities[index].beforeRaw) ||
    countsBodies(context.quantities[index]) ||
    options[index].some((variable) => keywordScore(variable, context.quantities[index]) > 0);
  const declaredIrrelevant = (index: number, solved: readonly { result: Solved }[]) =>
    solved.every(({ result }) => options[index].every((variable) => declaredUnaffected(variable.id, result)));
  // Every given may be set aside only where the relation giving the answer declares that it does
  // not depend on them (the temperature of an isothermal change's entropy per mole).
  const candidates = leftUnused.filter((dropped) => count - dropped.length >= 0);
  const choices = [
    candidates.filter((dropped) => dropped.length === 1),
    candidates.filter((dropped) => dropped.length === 2),
  ];
  for (const droppedSets of choices) {
    const found: { dropped: number[]; solved: { result: Solved; rank: number }[] }[] = [];
    for (const dropped of droppedSets) {
      const kept = indexes.filter((index) => !dropped.includes(index));
      const readings = enumerateReadings(kept.map((index) => options[index]));
      if (!readings) continue;
      const outcome = solveReadings(readings, {
        ...context,
        quantities: kept.map((index) => context.quantities[index]),
      });
      // Without these values the rest reads as a situation the engine does not model (a charge
      // on plates taken as a point charge): this choice is not the one.
      if (outcome.unmodelled) continue;
      if (outcome.solved.length === 0) continue;
      if (!dropped.every((index) => named(index) || declaredIrrelevant(index, outcome.solved))) continue;
      if (kept.length === 0 && !dropped.every((index) => declaredIrrelevant(index, outcome.solved))) continue;
      if (!dropped.every((index) => playsNoPart(options[index], outcome.solved, context.relations))) continue;
      // "(g = 10)" beside a solution that uses g: the value is the problem's g, not an aside.
      if (dropped.some((index) => namesAUsedSymbol(context.quantities[index], outcome.solved))) continue;
      // "mu0 = 4pi x 10^-5": a constant's symbol given another value than the constant's is meant
      // to be used, and the engine uses its own constant; the answer would not be the problem's.
      if (dropped.some((index) => namesAUniversalConstant(context.quantities[index]))) continue;
      found.push({ dropped, solved: outcome.solved });
    }
    if (found.length > 1) return [];
    if (found.length === 1) {
      const [{ dropped, solved }] = found;
      const note = `Not needed for this answer: ${dropped.map((index) => `"${context.quantities[index].text}"`).join(", ")}.`;
      return solved.map(({ result, rank }) => ({
        rank,
        result: {
          ...result,
          understood: { ...result.understood, assumptions: [...result.understood.assumptions, note] },
        },
      }));
    }
  }
  return [];
}

// "Reflectivities of 99.9% and 98.0%", "currents of 15 A and 25 A": the second of a pair joined by
// "and" is named by the words before the first.
const JOINED_TO_PREVIOUS = /^\s*(?:and|,|,\s*and)\s*$/;
// "The activity drops from 800 Bq to 100 Bq": the end of a change is the same quantity as its start.
const END_OF_A_CHANGE = /^\s*(?:(?:up|down|all the way|back) )?to\s*$/;

/**
 * Gives a value joined by "and" to the one before, or written as the end of a change from it, and
 * named by no words of its own, that one's readings.
 */
function sharePrecedingName(
  text: string,
  quantities: readonly ExtractedQuantity[],
  options: Variable[][],
): void {
  for (let index = 1; index < quantities.length; index++) {
    const quantity = quantities[index];
    const previous = quantities[index - 1];
    const between = text.slice(previous.end, quantity.start);
    const joined =
      JOINED_TO_PREVIOUS.test(between) ||
      (END_OF_A_CHANGE.test(between) && /\bfrom\s*$/.test(previous.before));
    if (!joined || !haveSameDimension(quantity.unit, previous.unit)) continue;
    if (options[index].some((variable) => keywordScore(variable, quantity) > 0)) continue;
    const shared = options[index - 1].filter(
      (variable) => fits(quantity, variable) && plausible(quantity, variable),
    );
    if (shared.length > 0) options[index] = shared;
  }
}

function solveNormalized(normalized: string): SolveResult {
  const lower = normalized.toLowerCase();
  const quantities = withTwoInstants(
    withTimePerPeriod(
      withStatedConversions(
        withoutRestatedValues(
          withoutPhaseChangeTemperatureTwice(
            withoutRepeatedLabels(withoutStatedConstants(extractQuantities(normalized))),
            normalized,
          ),
          normalized,
        ),
        normalized,
      ),
    ),
  );
  const understood: Understood = { quantities: understoodQuantities(quantities), assumptions: [] };
  // The least photon energy for a pair is asked with no numbers at all.
  const pair =
    quantities.length === 0 ? solvePairProduction(normalized, questionSentence(normalized) ?? "") : undefined;
  if (pair) return pair;
  // Vectors by their components ("3i + 4j"): their numbers stand with unit vectors, not units.
  const vectorQuestion = questionSentence(normalized);
  const vectors = vectorQuestion ? solveVectorComponents(normalized, vectorQuestion) : undefined;
  if (vectors) return vectors;
  // A constant force by its components over a displacement between two points: W = F · d.
  const forceWork = vectorQuestion ? solveConstantForceWork(normalized, vectorQuestion) : undefined;
  if (forceWork) return forceWork;
  // "flux = 0.5sin(5t) Wb, max emf?": a stated function may hold every number of the problem.
  const statedAlone = quantities.length === 0 ? solveStatedFunction(normalized, quantities) : undefined;
  if (statedAlone) return statedAlone;
  // "The escape speed from the surface of Mars" takes every value from the body named.
  if (quantities.length === 0 && !attractingBody(lower))
    return cannotSolve("No quantities with numbers were found in the problem.", understood);
  if (quantities.length > MAX_QUANTITIES) {
    return cannotSolve(
      `The problem states more than ${MAX_QUANTITIES} numbers; the engine reads simpler problems.`,
      understood,
    );
  }
  const question = questionSentence(normalized);
  // "Convert 65 mi/h to m/s.": a conversion may be asked without a question sentence.
  const conversion = solveUnitConversion(normalized, quantities, question ?? normalized);
  if (conversion) return conversion;
  if (!question) return cannotSolve("The question (what to find) was not identified.", understood);
  // Resistors in series and parallel are read as a network, not through chains of relations.
  const network = solveResistorNetwork(normalized, quantities, extractQuantities(normalized), question);
  if (network) return network;
  const capacitors = solveCapacitorNetwork(normalized, quantities, extractQuantities(normalized), question);
  if (capacitors) return capacitors;
  const legs = solveDisplacementLegs(normalized, quantities, question);
  if (legs) return legs;
  const wires = solveTwoWiresField(normalized, quantities, question);
  if (wires) return wires;
  // Decays whose masses or rest energies take their parts from the kind of decay and their sizes.
  const decay = solveDecayEnergetics(normalized, quantities, question);
  if (decay) return decay;
  const relative = solveRelativeVelocity(normalized, quantities, question);
  if (relative) return relative;
  const transformer = solveTransformer(normalized, quantities, question);
  if (transformer) return transformer;
  const pointCharges = solvePointCharges(normalized, quantities, question);
  if (pointCharges) return pointCharges;
  const chargesOnALine = solveChargesOnALine(normalized, quantities, question);
  if (chargesOnALine) return chargesOnALine;
  const polarizers = solvePolarizerSequence(normalized, quantities, question);
  if (polarizers) return polarizers;
  const betweenPotentials = solveChargeBetweenPotentials(normalized, quantities, question);
  if (betweenPotentials) return betweenPotentials;
  const twoLenses = solveTwoLenses(normalized, quantities, question);
  if (twoLenses) return twoLenses;
  const varyingForce = solveVaryingForce(normalized, quantities, question);
  if (varyingForce) return varyingForce;
  const statedFunction = solveStatedFunction(normalized, quantities);
  if (statedFunction) return statedFunction;
  const uncertainty = solveMeasurementUncertainty(normalized, quantities, question);
  if (uncertainty) return uncertainty;
  const torqueBalance = solveTorqueBalance(normalized, quantities, question);
  if (torqueBalance) return torqueBalance;
  const pipeFlow = solvePipeFlow(normalized, quantities, question);
  if (pipeFlow) return pipeFlow;
  const blocks = solveBlocksInContact(normalized, quantities, question);
  if (blocks) return blocks;
  const twoForces = solveTwoForces(normalized, quantities, question);
  if (twoForces) return twoForces;
  const twoSupports = solveTwoSupports(normalized, quantities, question);
  if (twoSupports) return twoSupports;
  const platform = solveTurningPlatform(normalized, quantities, question);
  if (platform) return platform;
  const reactionAndBraking = solveReactionAndBraking(normalized, quantities, question);
  if (reactionAndBraking) return reactionAndBraking;
  const twoHeights = solveTwoHeights(normalized, quantities, question);
  if (twoHeights) return twoHeights;
  const calorimetry = solveTwoBodyCalorimetry(normalized, quantities, question);
  if (calorimetry) return calorimetry;
  const floating = solveFloatingDepth(normalized, quantities, question);
  if (floating) return floating;
  const binding = solveBindingEnergy(normalized, quantities, question);
  if (binding) return binding;
  if (PURSUIT.test(lower)) {
    return cannotSolve(
      "Two bodies move at once (one catches up with the other); the engine solves the motion of one body at a time.",
      understood,
    );
  }
  const asked = normalized.slice(normalized.indexOf(question));
  const guess = heatDeviceAsked(
    dopplerAsked(identifyUnknown(question, asked, normalized), lower, question),
    lower,
    question,
  );
  if (!guess) return cannotSolve("The quantity asked for was not identified.", understood);
  const firstCandidate = VARIABLES.get(guess.candidates[0]);
  understood.unknown = {
    variable: guess.candidates[0],
    name: firstCandidate?.name ?? guess.phrase,
    ...(guess.unit ? { unit: guess.unit } : {}),
  };
  const temperature = VARIABLES.get("T");
  const options = quantities.map((quantity) =>
    // A melting or boiling point beside a phase change is the temperature of the change, not a change.
    temperature &&
    isContextualTemperature(temperature, kelvinOf(quantity), lower) &&
    fits(quantity, temperature)
      ? [temperature]
      : readingsOf(quantity, lower),
  );
  sharePrecedingName(normalized, quantities, options);
  withPlaneAngles(quantities, options);
  withWeighingsInALiquid(lower, quantities, options);
  // A value in the question sentence is a given, not what the question asks for ("the thinnest
  // film ... for 560 nm light": the 560 nm is the light's wavelength).
  const questionStart = normalized.lastIndexOf(question);
  const asks = new Set(guess.candidates);
  for (const [index, quantity] of quantities.entries()) {
    if (questionStart < 0 || quantity.start < questionStart) continue;
    if (!options[index].every((variable) => asks.has(variable.id))) continue;
    const others = readingsOf(quantity, lower, asks);
    if (others.length > 0) options[index] = others;
  }
  const unreadable = quantities.filter((_quantity, index) => options[index].length === 0);
  if (unreadable.length > 0) {
    return cannotSolve(
      `It is not clear what ${unreadable.map((quantity) => `"${quantity.text}"`).join(", ")} stands for.`,
      understood,
    );
  }
  const readings = enumerateReadings(options);
  if (!readings) return cannotSolve("The quantities can be read in too many ways to be sure.", understood);
  const relations = relationsFor(lower, question.toLowerCase());
  const outcome = solveReadings(readings, { quantities, lower, guess, understood, relations });
  const { firstFailure, unmodelled } = outcome;
  let { solved } = outcome;
  if (solved.length === 0 && !unmodelled) {
    solved = solvedWithoutAnIrrelevantGiven(
      options,
      { quantities, lower, guess, understood, relations },
      outcome.leftUnused,
    );
  }
  // A reading that needs a model the engine lacks makes every other reading doubtful.
  if (unmodelled) return unmodelled;
  // When the words' readings lead nowhere, a value is read again: first as what its unit usually
  // measures ("a rate of 2.00 Hz" is a frequency), then as every variable its words name however
  // weakly; answered only if every reading that solves agrees.
  for (const widening of [unitDefault, weakerNaming]) {
    if (solved.length > 0) break;
    const widened = widenedOptions(quantities, options, lower, relations, widening);
    const widerReadings = widened ? enumerateReadings(widened) : undefined;
    if (!widerReadings) continue;
    const wider = solveReadings(widerReadings, { quantities, lower, guess, understood, relations });
    if (wider.unmodelled) return wider.unmodelled;
    solved = wider.solved;
  }
  // "The rms speed of the molecules in a tank of volume 22.0 ft³ is 465 m/s": a value after a
  // copula is named by the sentence's subject, before the value that interrupts it.
  if (solved.length === 0) {
    const subjects = subjectOptions(normalized, quantities, options);
    const subjectReadings = subjects ? enumerateReadings(subjects) : undefined;
    if (subjectReadings) {
      const bySubject = solveReadings(subjectReadings, { quantities, lower, guess, understood, relations });
      if (bySubject.unmodelled) return bySubject.unmodelled;
      solved = bySubject.solved;
    }
  }
  if (solved.length === 0) {
    const twice = solveSameSystemTwice({
      normalized,
      question,
      quantities,
      options,
      candidates: guess.candidates,
      unit: guess.unit,
      relations,
      understood,
    });
    if (twice) return twice;
    if (!firstFailure && quantities.length > 1 && unstartedInstant(quantities, lower))
      return cannotSolve(
        `"${unstartedInstant(quantities, lower)?.text}" is a reading of the clock, not a length of time, and the problem does not say when the clock started; the time over which it happened is unknown.`,
        understood,
      );
    return firstFailure ?? cannotSolve("No consistent reading of the quantities was found.", understood);
  }
  // A phrase names its first candidate first ("force" is F before F_c); generic phrases such as
  // "energy" weigh every candidate equally, so any disagreement among them is an ambiguity.
  const bestRank = guess.equal ? 0 : Math.min(...solved.map((entry) => entry.rank));
  const kept = solved
    .filter((entry) => guess.equal || entry.rank === bestRank)
    .map((entry) => answerAsAsked(entry.result, asked));
  const reference = kept[0];
  const disagreeing = kept.find(
    (other) =>
      other.si.unit !== reference.si.unit ||
      Math.abs(other.si.value - reference.si.value) > READING_AGREEMENT * Math.abs(reference.si.value),
  );
  // A reading that rests on an assumption the words only suggest (a start from rest) does not
  // outrank another candidate's reading that needs none and answers otherwise.
  const unassumedOther =
    disagreeing || reference.understood.assumptions.length === 0
      ? undefined
      : solved
          .filter((entry) => entry.rank !== bestRank && entry.result.understood.assumptions.length === 0)
          .map((entry) => answerAsAsked(entry.result, asked))
          .find(
            (other) =>
              other.si.unit !== reference.si.unit ||
              Math.abs(other.si.value - reference.si.value) >
                READING_AGREEMENT * Math.abs(reference.si.value),
          );
  const other = disagreeing ?? unassumedOther;
  if (other) {
    return cannotSolve(
      `The problem can be read in more than one way, giving ${formatQuantity(reference.answer, reference.significantFigures)} or ${formatQuantity(other.answer, other.significantFigures)}; please state it more precisely.`,
      reference.understood,
    );
  }
  return reference;
}
