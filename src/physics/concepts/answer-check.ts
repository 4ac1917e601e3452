/**
 * Judging a student's free-text answer against a concept question's check: key ideas in words
 * (with simple negation handling, so "not constant" does not count as "constant") or a number
 * with its unit, read with the engine's quantity parser.
 */
import { convertQuantity, parseQuantity, type Quantity, quantitiesMatch } from "../quantity/quantity";
import type { AnswerCheck, KeywordCheck, NumericCheck } from "./concept";

/** The verdict on one answer, with what was recognised so feedback can be specific. */
export interface AnswerVerdict {
  correct: boolean;
  /** The phrases of the check that the answer contains (keyword checks). */
  matchedPhrases: string[];
  /** The quantity read from the answer and judged (numeric checks). */
  quantity?: Quantity;
  /** Why a numeric answer was judged as it was: "missing-unit", "wrong-dimension", "no-number", "off-by-factor". */
  note?: "missing-unit" | "wrong-dimension" | "no-number" | "off-by-factor";
  /** given / expected for a numeric answer of the right dimension. */
  ratio?: number;
}

const NEGATING_WORDS = new Set([
  "not",
  "never",
  "isnt",
  "arent",
  "dont",
  "doesnt",
  "didnt",
  "wont",
  "cant",
  "cannot",
  "neither",
  "nor",
  "hardly",
]);

/** Lower-cases an answer and evens out typography so phrases can be matched reliably. */
export function normalizeAnswerText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2212\u2013\u2014]/g, "-")
    .replace(/[$\\{}]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A phrase is matched at the start of a word, so "accelerat" finds "accelerates"; numbers and
 * one- or two-letter words must match whole, so "4" does not find "40" or "4.5".
 */
function phrasePattern(phrase: string): RegExp {
  const normalized = normalizeAnswerText(phrase);
  const startsWithDigit = /^[0-9.]/.test(normalized);
  const before = startsWithDigit ? "(?<![a-z0-9.,])" : "(?<![a-z0-9])";
  const mustBeWhole = /[0-9]$/.test(normalized) || normalized.length <= 2;
  // "5" also accepts "5.0", but not "5.5" or "50".
  const trailingZeros = /^[0-9.]+$/.test(normalized) ? "(?:\\.0+)?" : "";
  const after = mustBeWhole ? `${trailingZeros}(?![a-z0-9]|[.,][0-9])` : "";
  return new RegExp(`${before}${escapeRegExp(normalized)}${after}`, "g");
}

/** True when one of the two words before a position (in the same clause) negates what follows. */
function isNegated(text: string, position: number): boolean {
  const clause =
    text
      .slice(0, position)
      .split(/[.,;:!?]/)
      .pop() ?? "";
  const words = clause.split(/\s+/).filter((word) => word !== "");
  return words.slice(-2).some((word) => word.endsWith("n't") || NEGATING_WORDS.has(word.replace(/'/g, "")));
}

/** True when the normalized text contains the phrase at least once without a negation just before it. */
export function containsPhrase(normalizedText: string, phrase: string): boolean {
  for (const match of normalizedText.matchAll(phrasePattern(phrase))) {
    if (!isNegated(normalizedText, match.index)) return true;
  }
  return false;
}

/** The first phrase of a group that the text contains, or undefined. */
function matchGroup(normalizedText: string, group: string[]): string | undefined {
  return group.find((phrase) => containsPhrase(normalizedText, phrase));
}

/** True when every group of a pattern (alternatives within a group) is present in the answer. */
export function matchesPattern(answer: string, pattern: string[][]): boolean {
  const normalized = normalizeAnswerText(answer);
  return pattern.every((group) => matchGroup(normalized, group) !== undefined);
}

function checkKeywords(answer: string, check: KeywordCheck): AnswerVerdict {
  const normalized = normalizeAnswerText(answer);
  const matchedPhrases: string[] = [];
  for (const group of check.groups) {
    const phrase = matchGroup(normalized, group);
    if (phrase !== undefined) matchedPhrases.push(phrase);
  }
  const needed = check.minimumGroups ?? check.groups.length;
  const rejected = (check.reject ?? []).some((phrase) => containsPhrase(normalized, phrase));
  return { correct: matchedPhrases.length >= needed && !rejected, matchedPhrases };
}

// A number as students type it, optionally in scientific notation; the unit words follow it.
const NUMBER_IN_TEXT =
  /(?<![\w.^/])[-\u2212+]?(?:\d{1,3}(?:,\d{3})+|\d+)?\.?\d+(?:\s*(?:[x×*·]\s*10\s*\^\s*\(?[-\u2212+]?\d+\)?|e[-+]?\d+))?/gi;

/** "m/s2" and "m2" are common shorthand for "m/s^2" and "m^2". */
function withPowers(unitText: string): string {
  return unitText.replace(/([a-z])([23])(?![0-9])/gi, "$1^$2");
}

/** Every quantity written in a text, in order: "a = 20/5 = 4 m/s^2" gives 20, 5 and 4 m/s^2. */
export function quantitiesInText(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of text.matchAll(NUMBER_IN_TEXT)) {
    const rest = text.slice(match.index + match[0].length);
    const words = rest.split(/\s+/).filter((word) => word !== "");
    // The first words after a number are its unit when they parse as one; try the longest reading first.
    const startsRightAfter = rest.length > 0 && !/^\s/.test(rest);
    let quantity: Quantity | undefined;
    for (let count = Math.min(3, words.length); count >= 0 && !quantity; count--) {
      const unitText = words
        .slice(0, count)
        .join(" ")
        .replace(/(?<![.,;:!?)])[.,;:!?)]+$/, "");
      const separator = startsRightAfter ? "" : " ";
      for (const candidate of [unitText, withPowers(unitText)]) {
        const parsed = parseQuantity(`${match[0]}${separator}${candidate}`);
        if (parsed.ok) {
          quantity = parsed.quantity;
          break;
        }
      }
    }
    if (quantity) found.push(quantity);
  }
  return found;
}

/** The verdict on one quantity read from the answer. */
function judgeQuantity(quantity: Quantity, check: NumericCheck): AnswerVerdict {
  const match = quantitiesMatch(quantity, check.expected, check.tolerance).match;
  const ratio = ratioTo(quantity, check.expected);
  return {
    correct: match,
    matchedPhrases: [],
    quantity,
    ratio,
    note: match ? undefined : offByFactorNote(ratio),
  };
}

function checkNumeric(answer: string, check: NumericCheck): AnswerVerdict {
  const quantities = quantitiesInText(answer);
  if (quantities.length === 0) return { correct: false, matchedPhrases: [], note: "no-number" };
  const expected = check.expected;
  const withUnit = quantities.filter((quantity) => quantity.unit !== "");
  const comparable = [...withUnit]
    .reverse()
    .find((quantity) => quantitiesMatch(quantity, expected, 0).sameDimension);
  if (comparable) return judgeQuantity(comparable, check);
  const bare = [...quantities].reverse().find((quantity) => quantity.unit === "");
  if (bare) {
    // A bare number is read in the expected unit; it counts, with a reminder to state the unit.
    const verdict = judgeQuantity({ value: bare.value, unit: expected.unit }, check);
    return expected.unit === "" ? verdict : { ...verdict, note: "missing-unit" };
  }
  return {
    correct: false,
    matchedPhrases: [],
    quantity: withUnit[withUnit.length - 1],
    note: "wrong-dimension",
  };
}

function ratioTo(given: Quantity, expected: Quantity): number | undefined {
  if (expected.value === 0) return undefined;
  const converted = convertQuantity(given, expected.unit);
  if (!converted) return undefined;
  return converted.value / expected.value;
}

function offByFactorNote(ratio: number | undefined): AnswerVerdict["note"] {
  if (ratio === undefined || ratio <= 0) return undefined;
  const logarithm = Math.log10(ratio);
  const nearPowerOfTen = Math.abs(logarithm - Math.round(logarithm)) < 0.02 && Math.round(logarithm) !== 0;
  const nearSimpleFactor = [2, 0.5, 4, 0.25].some((factor) => Math.abs(ratio / factor - 1) < 0.03);
  return nearPowerOfTen || nearSimpleFactor ? "off-by-factor" : undefined;
}

/** Judges an answer against a check. */
export function checkAnswer(answer: string, check: AnswerCheck): AnswerVerdict {
  if (check.kind === "keywords") return checkKeywords(answer, check);
  return checkNumeric(answer, check);
}
