/**
 * The answer is the quantity asked, by construction: a last check on every solution the free-form
 * solver gives, whichever reader produced it.
 *
 * - Dimension: the question's own words fix what kind of quantity is asked, through the unit it
 *   names ("in cm", "in kJ") or the noun the question word governs ("how much ice" is an amount of
 *   a substance, "the minimum thickness" a length). An answer of another dimension is refused.
 * - Variant: a relation that is one of several variants of the same physics (constructive or
 *   destructive interference, a matter wave or a photon's wavelength, an average or a peak value)
 *   declares it (`Relation.variant`); a chain uses it only when the words name that variant and no
 *   other, or the question sentence names it and no other.
 */
import type { SolutionStep } from "../bank/template";
import { haveSameDimension, parseUnit } from "../quantity/quantity";
import { mentionsCue, type Relation } from "../relations/relation";
import { relationsOfSteps } from "./qualifiers";
import { unitAskedFor } from "./unknown";

/** What the question's words say the answer must be, and the words that say it. */
export interface AskedDimension {
  /** Units of the dimensions the answer may have (a substance may be asked as a mass, volume or amount). */
  units: readonly string[];
  /** The words that fix it ("how much ice", "in cm"). */
  words: string;
}

// Nouns that name a quantity of one dimension, as the head of the asked noun phrase.
const NOUN_UNITS: Readonly<Record<string, string>> = {
  distance: "m",
  height: "m",
  length: "m",
  thickness: "m",
  radius: "m",
  diameter: "m",
  width: "m",
  separation: "m",
  depth: "m",
  displacement: "m",
  altitude: "m",
  wavelength: "m",
  spacing: "m",
  area: "m^2",
  volume: "m^3",
  time: "s",
  period: "s",
  duration: "s",
  lifetime: "s",
  "half-life": "s",
  speed: "m/s",
  velocity: "m/s",
  acceleration: "m/s^2",
  mass: "kg",
  weight: "N",
  force: "N",
  tension: "N",
  energy: "J",
  work: "J",
  heat: "J",
  power: "W",
  momentum: "kg*m/s",
  charge: "C",
  current: "A",
  voltage: "V",
  emf: "V",
  capacitance: "F",
  resistance: "ohm",
  inductance: "H",
  frequency: "Hz",
  temperature: "K",
  pressure: "Pa",
};

// Matter asked for by "how much": its mass, volume or amount.
const SUBSTANCES = new Set([
  "ice",
  "water",
  "steam",
  "mercury",
  "gasoline",
  "fuel",
  "oil",
  "alcohol",
  "ethanol",
  "coal",
  "uranium",
  "helium",
  "nitrogen",
  "oxygen",
]);
const SUBSTANCE_UNITS = ["kg", "m^3", "mol"];

// A word before the head noun that changes its dimension ("angular momentum", "specific heat").
const DIMENSION_CHANGING = new Set([
  "angular",
  "specific",
  "latent",
  "molar",
  "linear",
  "areal",
  "per",
  "resolving",
  "magnifying",
  "refractive",
  "dispersive",
]);
// Heads that stand for the quantity after "of" or "in" ("the magnitude of the force", "the change in
// temperature"): the dimension is that quantity's.
const TRANSPARENT = new Set([
  "magnitude",
  "size",
  "value",
  "amount",
  "change",
  "increase",
  "decrease",
  "minimum",
  "maximum",
]);
// Words that end the asked noun phrase.
const PHRASE_END = new Set([
  "of",
  "in",
  "at",
  "to",
  "for",
  "from",
  "on",
  "by",
  "with",
  "that",
  "which",
  "if",
  "when",
  "is",
  "are",
  "was",
  "were",
  "does",
  "do",
  "did",
  "will",
  "would",
  "could",
  "can",
  "must",
  "should",
  "has",
  "have",
  "needed",
  "required",
  "and",
  "or",
  "as",
  "so",
  "such",
  "through",
  "between",
  "across",
  "into",
  "it",
  "they",
  "he",
  "she",
  "we",
  "you",
]);
const LEADING = new Set([
  "the",
  "a",
  "an",
  "its",
  "their",
  "this",
  "that",
  "these",
  "those",
  "is",
  "are",
  "was",
  "were",
  "be",
  "will",
  "would",
]);

// Words after a quantity's noun that make another quantity of it.
const NOUN_CONTINUATIONS = new Set([
  "density",
  "densities",
  "constant",
  "capacity",
  "rate",
  "ratio",
  "flux",
  "gradient",
  "coefficient",
  "level",
  "function",
  "number",
  "flow",
  "fraction",
  "percent",
  "percentage",
  "factor",
  "carrier",
  "carriers",
  "per",
  "squared",
]);

/** The unit of a noun of one dimension ("thickness" is a length), singular or plural. */
function unitOfNoun(word: string): string | undefined {
  return Object.hasOwn(NOUN_UNITS, word)
    ? NOUN_UNITS[word]
    : Object.hasOwn(NOUN_UNITS, word.replace(/s$/, ""))
      ? NOUN_UNITS[word.replace(/s$/, "")]
      : undefined;
}

/** A word without the brackets and quotes before it and the punctuation after it (in linear time). */
function withoutPunctuation(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && `("'`.includes(word[start])) start++;
  while (end > start && `)"',;:?.!`.includes(word[end - 1])) end--;
  return word.slice(start, end);
}

/** The words of the noun phrase a question asks about, from its question word on. */
function askedPhrase(question: string): { words: string[]; howMuch: boolean } | undefined {
  const lower = question.toLowerCase().replace(/\$[^$]*\$/g, " ");
  const asking = /\b(how much|what|which|find|calculate|determine|compute|evaluate)\b/.exec(lower);
  if (!asking) return undefined;
  const rest = lower
    .slice((asking.index ?? 0) + asking[0].length)
    .split(/[\s]+/)
    .map(withoutPunctuation);
  const words: string[] = [];
  let started = false;
  for (const word of rest) {
    if (word === "") {
      if (started) break;
      continue;
    }
    if (!started && LEADING.has(word)) continue;
    if (PHRASE_END.has(word) || !/^[a-z][a-z-]*$/.test(word)) break;
    started = true;
    words.push(word);
    if (words.length > 4) return undefined;
  }
  return { words, howMuch: asking[1] === "how much" };
}

/**
 * The dimension the question asks for, from the unit it names or the noun its question word
 * governs; undefined when its words do not fix one.
 */
const ASKS_A_PLACE = /^\s*(?:and\s+)?where\b|\bat what (?:point|position|location|place)\b/i;

export function askedDimension(question: string, fullText = question): AskedDimension | undefined {
  const questionAt = fullText.lastIndexOf(question);
  const unit = unitAskedFor(questionAt >= 0 ? fullText.slice(questionAt) : question);
  if (unit) return { units: [unit], words: `in ${unit}` };
  // "Where between them is the field zero?", "at what point": a place, answered by a distance.
  if (ASKS_A_PLACE.test(question)) return { units: ["m"], words: "a place (a distance)" };
  let phrase = askedPhrase(question);
  if (!phrase || phrase.words.length === 0) return undefined;
  const lower = question.toLowerCase();
  // "the magnitude of the force": read on after "of".
  for (let hop = 0; hop < 2 && phrase; hop++) {
    const head = phrase.words.at(-1) ?? "";
    if (!TRANSPARENT.has(head) || phrase.words.length !== 1) break;
    const after = new RegExp(`\\b${head}\\s+(?:of|in)\\s+`).exec(lower);
    if (!after) return undefined;
    const next = askedPhrase(`what ${lower.slice((after.index ?? 0) + after[0].length)}`);
    phrase = next && { words: next.words, howMuch: phrase.howMuch };
  }
  if (!phrase || phrase.words.length === 0) return undefined;
  // The head is the first noun of a known dimension ("heat" in "how much heat flows"), unless a
  // word after it makes another quantity of it ("energy density", "time constant").
  const headAt = phrase.words.findIndex((word) => unitOfNoun(word) !== undefined || SUBSTANCES.has(word));
  if (headAt < 0 || NOUN_CONTINUATIONS.has(phrase.words[headAt + 1] ?? "")) return undefined;
  const head = phrase.words[headAt];
  const modifiers = phrase.words.slice(0, headAt);
  if (modifiers.some((word) => DIMENSION_CHANGING.has(word) || unitOfNoun(word) !== undefined))
    return undefined;
  const words = phrase.words.slice(0, headAt + 1).join(" ");
  if (SUBSTANCES.has(head))
    return phrase.howMuch && headAt === 0
      ? { units: SUBSTANCE_UNITS, words: `how much ${words}` }
      : undefined;
  const headUnit = unitOfNoun(head);
  if (headUnit) return { units: [headUnit], words };
  return undefined;
}

/** True when the answer's unit has a dimension the question asks for (or the question fixes none). */
export function isAskedDimension(answerUnit: string, asked: AskedDimension | undefined): boolean {
  if (!asked) return true;
  return asked.units.some((unit) => haveSameDimension(answerUnit, parseUnit(unit) ?? unit));
}

/**
 * True when the relation is no variant, or the words decide its variant: the text names it and
 * names no other, or the question sentence names it and no other.
 */
export function isVariantDecided(relation: Relation, lower: string, questionLower: string): boolean {
  const variant = relation.variant;
  if (!variant) return true;
  const names = (text: string, cues: readonly string[]) => cues.some((cue) => mentionsCue(text, cue));
  if (!names(lower, variant.namedBy)) return false;
  if (!names(lower, variant.otherKindsNamedBy)) return true;
  return names(questionLower, variant.namedBy) && !names(questionLower, variant.otherKindsNamedBy);
}

/**
 * The variant a chain uses that the words do not decide, in words ("constructive interference ...
 * or destructive interference ..."); undefined when every variant used is named.
 */
export function undecidedVariant(
  lower: string,
  questionLower: string,
  steps: readonly SolutionStep[],
): string | undefined {
  const relation = relationsOfSteps(steps).find((used) => !isVariantDecided(used, lower, questionLower));
  return relation?.variant && `${relation.variant.kind} or ${relation.variant.otherKinds}`;
}
