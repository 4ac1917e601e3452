/**
 * Finds the quantities written in a problem text: each number with the unit after it, the words
 * around it, and the significant figures it was written with.
 */
import { matchNumberPrefix, normalizeTypography } from "../quantity/parse-number";
import { dimensionOf, haveSameDimension, parseUnit, significantFiguresOf, toSI } from "../quantity/quantity";
import { normalizeUnit } from "../quantity/unit-text";
import { latexToPlainText } from "./latex-text";
import { withQuantityNamesSpelt } from "./quantity-word-typos";

/** A quantity found in a text. */
export interface ExtractedQuantity {
  /** The text it was read from, e.g. "72 km/h". */
  text: string;
  value: number;
  /** Unit in engine notation; "" for a bare number. */
  unit: string;
  significantFigures: number;
  /** Position in the normalized text. */
  start: number;
  end: number;
  /** Words before the number in the same clause (lower case). */
  before: string;
  /** The same words as written, for symbols such as "v_0 =" where case matters. */
  beforeRaw: string;
  /** Words after the unit up to the next number or clause end (lower case). */
  after: string;
  /**
   * True when `before` starts right where the previous quantity ends, in the same clause: its first
   * words may describe that quantity ("2.8 cm from the central maximum on a screen 1.5 m away").
   */
  followsValue?: boolean;
}

/** The longest text the extractor reads; longer problems are refused by the solver. */
export const MAX_PROBLEM_LENGTH = 4000;
/** The most quantities a problem may state; the extractor stops one past it so callers can tell. */
export const MAX_QUANTITIES = 16;

const ORDINAL_WORDS = ["", "first", "second", "third", "fourth", "fifth"];

/** Shares written in words, as exact percentages. */
const SHARES_IN_WORDS: Readonly<Record<string, string>> = {
  half: "50.0%",
  "one half": "50.0%",
  "one third": "33.33%",
  "a third": "33.33%",
  "one quarter": "25.0%",
  "a quarter": "25.0%",
  "three quarters": "75.0%",
};

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

const SMALL_NUMBER_WORDS = (
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " +
  "sixteen seventeen eighteen nineteen"
).split(" ");
const TENS_WORDS = " . twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const BELOW_HUNDRED = `(?:(?:${TENS_WORDS.slice(2).join("|")})(?:[- ](?:${SMALL_NUMBER_WORDS.slice(1, 10).join("|")}))?|${SMALL_NUMBER_WORDS.slice(1).join("|")})`;
const BELOW_THOUSAND = `(?:${BELOW_HUNDRED} hundred(?: and)?(?: ${BELOW_HUNDRED})?|${BELOW_HUNDRED})`;
// "Two hundred joules", "fifty grams", "twenty-five metres": a number in words before a unit's name.
const NUMBER_IN_WORDS = new RegExp(
  `\\b(${BELOW_THOUSAND}(?: thousand(?: ${BELOW_THOUSAND})?)?) ([a-z]{4,})\\b`,
  "gi",
);

/** The value of a number written in words below a million ("two hundred and five"). */
function numberFromWords(words: string): number {
  let total = 0;
  let current = 0;
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (word === "and") continue;
    if (word === "hundred") current *= 100;
    else if (word === "thousand") {
      total += current * 1000;
      current = 0;
    } else if (TENS_WORDS.includes(word)) current += TENS_WORDS.indexOf(word) * 10;
    else current += SMALL_NUMBER_WORDS.indexOf(word);
  }
  return total + current;
}

/** A count written in words as digits with three figures, as an exact value reads. */
function exactDigits(value: number): string {
  if (value < 10) return `${value}.00`;
  if (value < 100) return `${value}.0`;
  return `${value}.`;
}

/** A percentage written as the share it is, keeping its figures ("3" gives "0.03", "99.5" "0.995"). */
function shiftTwoPlaces(number: string): string {
  const [whole, fraction = ""] = number.split(".");
  const digits = whole.padStart(3, "0") + fraction;
  const point = digits.length - fraction.length - 2;
  return `${digits.slice(0, point).replace(/^0+(?=\d)/, "")}.${digits.slice(point)}`;
}

/** The powers of ten of the words that scale a number written in digits. */
const SCALE_WORDS: Readonly<Record<string, number>> = { thousand: 3, million: 6, billion: 9, trillion: 12 };

/** Problem text with typography normalized and written-out forms made regular. */
export function normalizeProblemText(text: string): string {
  return (
    // "$1500\ \mathrm{kg}$" from the bank, OpenStax imports and LaTeX-minded writers reads as "1500 kg".
    withQuantityNamesSpelt(latexToPlainText(normalizeTypography(text)))
      // "A monoatomic ideal gas": the other spelling of monatomic.
      .replace(/\bmonoatomic\b/gi, (word) => (word[0] === "M" ? "Monatomic" : "monatomic"))
      // "In one hour", "one mole of gas", "for an hour": a count written in words is a number
      // (exact, so written with three figures).
      .replace(
        /\b(one|two|three|four|five|six|seven|eight|nine|ten)\s+(moles?|hours?|days?|minutes?|years?|weeks?|kilograms?|lit(?:er|re)s?|seconds)\b/gi,
        (_match, count: string, unit: string) => `${NUMBER_WORDS[count.toLowerCase()]}.00 ${unit}`,
      )
      .replace(NUMBER_IN_WORDS, (match, words: string, unit: string) => {
        // "One revolution" names an event more often than it measures; counts of one are read above.
        const value = numberFromWords(words);
        const known = normalizeUnit(unit);
        return value > 1 && known && !/^\d/.test(known) ? `${exactDigits(value)} ${unit}` : match;
      })
      // "the 3rd harmonic", "2nd-order fringe": an ordinal names a rank, not a quantity.
      .replace(/\b([1-5])(st|nd|rd|th)\b/gi, (whole, digit: string) => ORDINAL_WORDS[Number(digit)] ?? whole)
      // "half of its final value", "a quarter of its maximum charge": a share in words is a share.
      .replace(
        /\b(one[-\s]half|half|one[-\s]third|a third|one[-\s]quarter|a quarter|three[-\s]quarters)(?:\s+of)?(?=\s+(?:its|the)\s+(?:final|maximum|max|steady|full)\b)/gi,
        (whole: string, share: string) => {
          const percent = SHARES_IN_WORDS[share.toLowerCase().replace(/[-\s]+/g, " ")];
          return percent ? `${percent} of` : whole;
        },
      )
      // "2 hours, 5 minutes and 30 seconds", "3 min 20 s": a duration in several units is one time.
      .replace(
        /(?<![\d.])(?:(\d+)\s*(?:hours?|hrs?|h)\s*,?\s*(?:and\s+)?)?(\d+)\s*(?:minutes?|mins?)\s*,?\s*(?:and\s+)?(\d+(?:\.\d+)?)\s*(?:seconds?|secs?|s)\b|(?<![\d.])(\d+)\s*(?:hours?|hrs?|h)\s*,?\s*(?:and\s+)?(\d+)\s*(?:minutes?|mins?)\b/g,
        (
          whole,
          hours?: string,
          minutes?: string,
          seconds?: string,
          onlyHours?: string,
          onlyMinutes?: string,
        ) => {
          if (onlyHours !== undefined) return `${Number(onlyHours) * 60 + Number(onlyMinutes)} min`;
          const total = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
          return Number.isFinite(total) ? `${total} s` : whole;
        },
      )
      // "μ₀ = 4π × 10⁻⁷ T·m/A", "mu0 = 4pi x 10^-7": a multiple of π times a power of ten is one number.
      .replace(
        /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:π|pi\b)\s*(?:×|\bx\b|\*)\s*10\^(-?\d+)/g,
        (_match, digits: string, power: string) =>
          `${Number((Number(digits) * Math.PI).toPrecision(6))} × 10^${power}`,
      )
      // "4 million solar masses", "2.5 billion years": a number scaled by a word is one value.
      .replace(
        /(?<![\d.])(\d+(?:\.\d+)?) (thousand|million|billion|trillion)\b/gi,
        (_match, digits: string, scale: string) => `${digits} × 10^${SCALE_WORDS[scale.toLowerCase()] ?? 0}`,
      )
      .replace(
        /\b(in|for|during|over|after|within) (?:an?|one) (second|minute|hour|day|week|year)\b/gi,
        (_match, preposition: string, unit: string) => `${preposition} 1.00 ${unit}`,
      )
      // Markdown emphasis from an import ("0.970*c*", "the *RC* constant") is not multiplication.
      .replace(/(^|[^A-Za-z*])\*([A-Za-z][^*\n]{0,40}?)\*(?![A-Za-z0-9*])/g, "$1$2")
      // "I₀ =", "v₁ =": a symbol's subscript digits as LaTeX writes them ("I_0 =").
      .replace(
        /([A-Za-z\u0370-\u03ff])([₀-₉]+)/g,
        (_match, letter: string, digits: string) =>
          `${letter}_${[...digits].map((digit) => String(digit.charCodeAt(0) - 0x2080)).join("")}`,
      )
      // "3% of the speed of light", "0.95 times the speed of light": a speed in units of c.
      .replace(
        /\b(\d+(?:\.\d+)?)\s*(%|percent|times)\s+(?:of\s+)?(?:the\s+)?speed\s+of\s+light\b/gi,
        (_match, number: string, kind: string) =>
          kind.toLowerCase() === "times" ? `${number}c` : `${shiftTwoPlaces(number)}c`,
      )
      // "22.0 ft.^3", "2.0 in.^2": an abbreviation's full stop before its power.
      .replace(/(\d\s?)(ft|in|yd|mi)\.(?=\^)/g, "$1$2")
      // "5.10 m Ω" from an import is milliohms: a resistivity is written ohm first ("Ω·m").
      .replace(/(\d\s?)m\s+Ω(?!\s*[·*⋅]?\s*(?:c?m)\b)/g, "$1mΩ")
      // "4.0 (kg-m)^2", as a book prints a moment of inertia: kg²·m² measures nothing, kg·m² is meant.
      .replace(/\(\s?kg\s?[-·*⋅]\s?m\s?\)\^2/g, "kg·m^2")
      // "300 mm Hg" is one unit, millimetres of mercury.
      .replace(/(\d\s?)mm\s?Hg\b/g, "$1mmHg")
      // "In electronvolts" is a unit, not an electron that a particle's relations would take as the body.
      .replace(/\belectron[- ]?volts?\b/gi, "eV")
      // Quick typing: "thru" and "w/" ("fiber w/ core index 1.47").
      // "Goes n=3 to n=2", "n = 4 → 2": a jump between two levels written without its "from".
      .replace(
        /(?<!\bfrom\s+(?:the\s+)?)\bn\s*=\s*(\d+)\s*(?:to|->|→|-->)\s*(?:n\s*=\s*)?(\d+)(?![.\d])/g,
        "from n = $1 to n = $2",
      )
      .replace(/\bthru\b/gi, "through")
      .replace(/\bw\/(?=\s)/gi, "with")
      .replace(/[“”]/g, '"')
      .replace(/[‘’]/g, "'")
      // "3.0 × 10^18 photons per second" is a rate, 1/s.
      .replace(/(\d)\s*photons?\s*(?:per|\/|each)\s*(second|s)\b/gi, "$1 1/s photons")
      // "2.0 × 10^10 nuclei per second" produced is a rate, 1/s.
      .replace(/(\d)\s*(nuclei|atoms)\s*(?:per|\/|each)\s*(second|s)\b/gi, "$1 1/s $2")
      // "8.5 × 10^28 free electrons per cubic metre", "1.0e16 phosphorus atoms per cm^3": a number
      // density, 1/m^3.
      .replace(
        /(\d)\s*((?:[a-z]+ )?(?:free |conduction |charge )?(?:electrons?|carriers?|atoms?|nuclei|donors?|acceptors?|ions?))\s*(?:per|\/|in (?:a|one|each))\s*(cubic (?:centi)?met(?:er|re)|cm\^?3|cm³|m\^?3|m³)/gi,
        (_match, digit: string, things: string, volume: string) =>
          `${digit} ${/cent|cm/i.test(volume) ? "1/cm^3" : "1/m^3"} ${things}`,
      )
      // "2000 turns per meter", "25 turns per centimeter": turns per length, 1/m.
      .replace(
        /(\d)\s*turns?\s*(?:per|\/)\s*(centimet(?:er|re)|cm|met(?:er|re)|m)\b/gi,
        (_match, digit: string, length: string) =>
          `${digit} ${/^c/i.test(length) ? "1/cm" : "1/m"} turns per length`,
      )
      // "600 lines per mm" is a density of lines, 1/mm.
      .replace(/(\d)\s*lines?\s*(?:per|\/)\s*(mm|cm|m)\b/gi, "$1 1/$2 lines")
      .replace(
        /(\d)\s*lines?\s*per\s*(milli|centi|)met(?:er|re)\b/gi,
        (_match, digit: string, prefix: string) =>
          `${digit} 1/${prefix === "milli" ? "mm" : prefix === "centi" ? "cm" : "m"} lines`,
      )
      // After the number densities above: "how many molecules are there in a cubic centimeter": one unit of volume, exactly.
      .replace(
        /\b(in|per) (?:a|one|each) (cubic (?:centi|milli)?met(?:er|re)|lit(?:er|re))\b/gi,
        (_match, preposition: string, volume: string) => `${preposition} 1.00 ${volume}`,
      )
      .replace(/\s+/g, " ")
  );
}

const UNIT_CHARACTERS = /^[A-Za-zµμΩÅ°º·*/^()\d\- .]*/;

/**
 * Where the unit text of a run ends before prose: a hyphen that joins a unit to a word that is
 * not a unit ("m-long", "mm-diameter", "kg-mass") ends it, while "N-m" (a product) goes on; and
 * a unit that a hyphen joined to its number ("120-V AC", "20-N force") is one word, since the
 * number, hyphen and unit form a compound adjective for the noun after it.
 */
function unitRunEnd(run: string, hyphenated: boolean): number {
  let end = run.length;
  if (hyphenated) {
    const space = run.search(/\s/);
    if (space >= 0) end = space;
  }
  for (const hyphen of run.slice(0, end).matchAll(/(?<=[A-Za-zµμΩ°)\d])-(?=([A-Za-z]+))/g)) {
    if (parseUnit(hyphen[1]) !== undefined) continue;
    // A unit written with a hyphen of its own ("fl-oz") goes on.
    const at = hyphen.index ?? end;
    const wordStart = run.lastIndexOf(" ", at) + 1;
    if (parseUnit(run.slice(wordStart, at + 1 + hyphen[1].length)) === undefined) return at;
  }
  return end;
}

const G_WITHOUT_UNIT = /(?:^|[\s(,;:])g\s*=\s*$/;
const NEXT_NUMBER = /(?<![\w^]|[A-Za-z]-)\d/;
const YEAR_AS_Y = /^y(?=$|[.,;:?!)]|\s)(?!\s*(?:-|=|\+|direction|axis|component|coordinate))/;
const DAY_AS_D = /^d(?=$|[.,;:?!)]|\s)(?!\s*(?:-|=|\+|\*|\/|\(|sin|cos|tan))/;

/**
 * The longest unit at the start of `text` (up to 4 words), or "" when none. `hyphenated` when a
 * hyphen joined the text to its number ("1.00-m-long").
 */
function readUnit(text: string, hyphenated = false): { unit: string; length: number } {
  if (text.startsWith("%")) return { unit: "%", length: 1 };
  // "5730 y", "8.02 d": a year written as y and a day as d, where no axis, coordinate or formula follows.
  if (YEAR_AS_Y.test(text)) return { unit: "yr", length: 1 };
  if (DAY_AS_D.test(text)) return { unit: "day", length: 1 };
  const wholeRun = UNIT_CHARACTERS.exec(text.slice(0, 60))?.[0] ?? "";
  // "120 V AC": the word AC names an alternating source, not amperes times coulombs.
  const alternating = wholeRun.search(/\sAC\b/);
  const run = wholeRun.slice(
    0,
    Math.min(unitRunEnd(wholeRun, hyphenated), alternating < 0 ? Infinity : alternating),
  );
  // Candidate ends: after each word; units never continue over sentence punctuation.
  const words = [...run.matchAll(/\S+/g)].slice(0, 4);
  for (let count = words.length; count >= 1; count--) {
    const last = words[count - 1];
    let end = (last.index ?? 0) + last[0].length;
    let candidate = run.slice(0, end);
    // A trailing sentence period or a closing parenthesis not opened is not part of the unit.
    const unbalanced = () => (candidate.match(/\)/g)?.length ?? 0) > (candidate.match(/\(/g)?.length ?? 0);
    while (candidate.endsWith(".") || (candidate.endsWith(")") && unbalanced())) {
      candidate = candidate.slice(0, -1);
      end--;
    }
    // "R=100 ohm L=0.200 H": a word right before "=" is the next symbol given, not part of the unit;
    // so is a single letter written against its "=" ("h=6.63e-34 c=3e8"), as no unit is.
    if ((count > 1 && /^\s?=/.test(text.slice(end))) || /^=/.test(text.slice(end))) continue;
    const prepared = candidate.replace(/\b(m|s|cm|mm|km)([23])\b/g, "$1^$2");
    if (prepared.trim() === "") continue;
    const unit = parseUnit(prepared);
    if (unit !== undefined && unit !== "") return { unit, length: end };
  }
  return { unit: "", length: 0 };
}

/**
 * Where the bracket closed right before `start` was opened, when the previous value stands inside
 * it: "the typical speed (v_rms) of CO2 molecules (molar mass 44.0 g/mol) in a flame is 1350 m/s".
 */
function asideBefore(
  text: string,
  start: number,
  previousEnd: number,
): { open: number; close: number } | undefined {
  const between = text.slice(previousEnd, start);
  const close = between.indexOf(")");
  if (close < 0 || between.slice(0, close).includes("(")) return undefined;
  let depth = 0;
  for (let index = previousEnd - 1; index >= 0 && index >= previousEnd - 80; index--) {
    if (text[index] === ")") depth++;
    else if (text[index] === "(") {
      if (depth === 0) return { open: index, close: previousEnd + close };
      depth--;
    }
  }
  return undefined;
}

function clauseBefore(
  text: string,
  start: number,
  previousEnd: number,
  earlierEnd: number,
): { words: string; followsValue: boolean } {
  // A value in brackets is an aside: the words before the bracket describe the value after it too.
  const aside = asideBefore(text, start, previousEnd);
  if (
    aside &&
    /^\s*(?:[a-z]|$)/i.test(text.slice(aside.close + 1, start)) &&
    !/[.?!;]\s/.test(text.slice(aside.close, start))
  ) {
    const before = clauseBefore(text, aside.open, earlierEnd, 0).words;
    const after = text.slice(aside.close + 1, start);
    return { words: `${before.trimEnd()} ${after.trimStart()}`, followsValue: false };
  }
  const from = Math.max(previousEnd, start - 80, 0);
  let window = text.slice(from, start);
  // Words before a clause break describe the previous quantity ("absorbs 800 J of heat and does 300 J").
  const breaks = [...window.matchAll(/[.?!;,]\s|\s(?:and|but|while|whereas)\s/gi)];
  const last = breaks.at(-1);
  if (last) window = window.slice((last.index ?? 0) + last[0].length);
  return { words: window, followsValue: previousEnd > 0 && from === previousEnd && !last };
}

const THERMAL_WORDS =
  /\b(heat\w*|warm\w*|cool\w*|temperatures?|hot|cold|room|boil\w*|melt\w*|freez\w*|thermal|thermometer|degrees?|celsius|gas|molecul\w*|water|coffee|tea|ice|steam|reservoirs?)\b/i;
const CHARGE_WORDS = /\b(charges?|charged|coulombs?|capacit\w*|electr\w*|ions?|protons?|current|field)\b/i;

/** "20C" in a text about heat, with no electric charge in sight, is 20 °C typed quickly, not 20 coulombs. */
function celsiusContext(text: string): boolean {
  return THERMAL_WORDS.test(text) && !CHARGE_WORDS.test(text);
}

/**
 * A bare number that states no quantity: the marks of an exam question ("(4 marks)"), a zero
 * without unit ("V = 0 at infinity", "at t = 0"), or a coefficient glued to letters in a formula
 * ("6t^2", "2k_BT").
 */
function isNotAQuantity(value: number, rest: string): boolean {
  if (/^\s*(marks?|points?|pts)\b/i.test(rest)) return true;
  if (value === 0) return true;
  return /^[A-Za-z_(]/.test(rest) && !/^(st|nd|rd|th)\b/i.test(rest);
}

// "ħ/2", "T_1/2", "λ/D" written as "1.22λ/D", "[exp(eV/kT) − 1]": a number that divides a symbol,
// multiplies a Greek letter or is added to a bracket belongs to a formula the problem quotes, not to
// its data.
const DIVIDES_SYMBOL = /(?:[A-Za-z\u0370-\u03ffħ)\]]|_\d+)\s*\/\s*$/;
const ADDED_TO_BRACKET = /[)\]]\s*[-−+]\s*$/;
const BEFORE_GREEK = /^[\u0370-\u03ffħ]/;

/** True when a bare number sits inside a formula quoted in the text (see the patterns above). */
function isInFormula(before: string, rest: string): boolean {
  return DIVIDES_SYMBOL.test(before) || ADDED_TO_BRACKET.test(before) || BEFORE_GREEK.test(rest);
}

/** A value as a reader understood it: its text and number, with the role the reader gave it. */
export function understoodAs(quantity: ExtractedQuantity, variable: string, variableName: string) {
  return { text: quantity.text, value: quantity.value, unit: quantity.unit, variable, variableName };
}

/** Every number with its unit in a problem text, in order (at most MAX_QUANTITIES + 1). */
export function extractQuantities(normalizedText: string): ExtractedQuantity[] {
  const found: ExtractedQuantity[] = [];
  const text = normalizedText;
  let index = 0;
  let previousEnd = 0;
  // Where the value before the previous one ends.
  let earlierEnd = 0;
  while (index < text.length && found.length <= MAX_QUANTITIES) {
    const character = text[index];
    const previous = index > 0 ? text[index - 1] : " ";
    const startsNumber =
      /\d/.test(character) ||
      (character === "." && /\d/.test(text[index + 1] ?? "")) ||
      (character === "-" && /[\d.]/.test(text[index + 1] ?? "") && /[\s(=]/.test(previous));
    // Digits glued to letters belong to names ("H2O", "n2", "P1", "iodine-131") and are not quantities.
    const isName = /[A-Za-z_]/.test(previous) || (previous === "-" && /[A-Za-z]/.test(text[index - 2] ?? ""));
    // Digits after "^" are an exponent ("m^3", "T^(3/2)"), not a quantity.
    const isExponent = /\^\(?-?$/.test(text.slice(Math.max(0, index - 3), index));
    if (!startsNumber || isName || isExponent) {
      index++;
      if (startsNumber && isName) while (index < text.length && /[\d.]/.test(text[index])) index++;
      // An exponent may be a fraction: "T^(3/2)" has no quantity "2".
      if (startsNumber && isExponent) while (index < text.length && /[\d./]/.test(text[index])) index++;
      continue;
    }
    // "1/16 of its original amount": a fraction written with a slash (a unit never starts with a digit).
    const fraction = /^(\d+)\s*\/\s*(\d+)(?![\d.])/.exec(text.slice(index, index + 20));
    const number = fraction
      ? { value: Number(fraction[1]) / Number(fraction[2]), length: fraction[0].length }
      : matchNumberPrefix(text.slice(index, index + 40));
    if (!number) {
      index++;
      continue;
    }
    const numberText = text.slice(index, index + number.length);
    let end = index + number.length;
    const rest = text.slice(end);
    // "2.0-kg block" writes the unit after a hyphen.
    const spacing = /^(?:\s|-(?=[A-Za-zμµΩ°]))?/.exec(rest)?.[0].length ?? 0;
    const unitRead = readUnit(rest.slice(spacing), rest.startsWith("-"));
    let value = number.value;
    let unit = unitRead.unit;
    if (unitRead.length > 0) end += spacing + unitRead.length;
    // "A 5-gauge wire", "12 gauge": a wire's gauge names its size and is no quantity.
    if (unit === "" && /^-?\s?gauge\b/i.test(rest)) {
      index = end;
      continue;
    }
    // "1.2 × 10^-5 /°C": a unit written as a bare quotient is its reciprocal.
    if (unitRead.length === 0 && rest.slice(spacing).startsWith("/")) {
      const divisor = readUnit(rest.slice(spacing + 1));
      if (divisor.length > 0 && divisor.unit !== "" && parseUnit(`1/${divisor.unit}`) !== undefined) {
        unit = `1/${divisor.unit}`;
        end += spacing + 1 + divisor.length;
      }
    }
    // "g=9.8", "use g = 10": a bare number given as g is in m/s².
    if (
      unit === "" &&
      G_WITHOUT_UNIT.test(text.slice(Math.max(0, index - 12), index)) &&
      number.value > 1 &&
      number.value < 30
    ) {
      unit = "m/s^2";
    }
    // "20C" and "J/kgC" in a text about heat are degrees Celsius typed quickly, not coulombs.
    if (/(^|[*/])C$/.test(unit) && celsiusContext(text)) unit = unit.replace(/C$/, "degC");
    if (unit === "%") {
      value /= 100;
      unit = "";
    } else if (unit === "" && /^\s?percent\b/i.test(rest)) {
      value /= 100;
      end += /^\s?percent/i.exec(rest)?.[0].length ?? 0;
    }
    // "From 0 to 100 km/h", "from 20 to 80 °C": the first number of a range takes the second's unit.
    // "Between reservoirs at 600 and 300 K", "are 4.0 and 10 °C, respectively": a pair joined by
    // "and" shares the second's unit too, where the words make the two one pair.
    // "Two forces of 25 and 45 N", "the two masses are 2.0 and 3.0 kg": a pair named by a plural
    // noun right before it.
    const pairedByAnd =
      unit === "" &&
      !/=\s*$/.test(text.slice(Math.max(0, index - 4), index)) &&
      (/\bbetween\b/i.test(text.slice(Math.max(0, index - 60), index)) ||
        /^[^.?!]{0,60}\brespectively\b/i.test(rest) ||
        PAIR_NAMED_BEFORE.test(text.slice(Math.max(0, index - 40), index)));
    const range =
      unit === ""
        ? (pairedByAnd ? /^\s*(?:to|-|and)\s*(?=[\d.])/ : /^\s*(?:to|-)\s*(?=[\d.])/).exec(rest)
        : null;
    if (range) {
      const next = rest.slice(range[0].length);
      const nextNumber = matchNumberPrefix(next.slice(0, 40));
      if (nextNumber) {
        const nextRest = next.slice(nextNumber.length);
        const nextSpacing = /^(?:\s|-(?=[A-Za-zμµΩ°]))?/.exec(nextRest)?.[0].length ?? 0;
        const borrowed = readUnit(nextRest.slice(nextSpacing), nextRest.startsWith("-")).unit;
        // A zero start is a value only for quantities with an initial state (a speed from 0, a
        // temperature); "flux goes from 0 to 4.0 mWb" is a change from nothing.
        const hasInitialState = STATE_UNITS.some(
          (stateUnit) => borrowed !== "" && haveSameDimension(borrowed, stateUnit),
        );
        if (borrowed !== "%" && (value !== 0 || hasInitialState)) unit = borrowed;
      }
    }
    if (
      unit === "" &&
      (isNotAQuantity(value, rest) || isInFormula(text.slice(Math.max(0, index - 12), index), rest))
    ) {
      index = end;
      continue;
    }
    // The next number, not a digit that is part of a name ("carbon-14", "CO2", "^14C").
    const nextNumber = text.slice(end).search(NEXT_NUMBER);
    const afterLimit = nextNumber < 0 ? text.length : end + nextNumber;
    const afterRaw = text.slice(end, Math.min(afterLimit, end + 40));
    const afterClause = afterRaw.split(/[.;:!?]\s|[.;:!?]$|,/)[0];
    const clause = clauseBefore(text, index, previousEnd, earlierEnd);
    found.push({
      text: text.slice(index, end).trim(),
      value,
      unit,
      significantFigures: significantFiguresOf(numberText) ?? 2,
      start: index,
      end,
      before: clause.words.toLowerCase(),
      beforeRaw: clause.words,
      after: afterClause.toLowerCase(),
      followsValue: clause.followsValue,
    });
    earlierEnd = found.length > 1 ? (found.at(-2)?.end ?? 0) : 0;
    previousEnd = end;
    index = end;
  }
  return withDimensionsMultiplied(found, text);
}

// "Two forces of", "both charges are", "the two masses are": a plural noun counted as two just before a pair.
const PAIR_NAMED_BEFORE = /\b(?:two|both)\s+[a-z]+s\s+(?:of|are|were|measure)\s+$/i;

// Units of quantities the engine knows an initial value of: speeds, angular speeds, temperatures,
// pressures and volumes.
const STATE_UNITS = ["m/s", "rad/s", "K", "Pa", "m^3"];

const TIMES_BETWEEN = /^\s*(?:x|×|\*|by)\s*$/i;

/**
 * "1.2 m x 0.9 m" is one area and "4.0 m × 5.0 m × 2.5 m" one volume: lengths joined only by a
 * times sign or "by" are multiplied into one quantity, with the significant figures of the least
 * precise factor.
 */
function withDimensionsMultiplied(found: ExtractedQuantity[], text: string): ExtractedQuantity[] {
  const merged: ExtractedQuantity[] = [];
  for (const quantity of found) {
    const previous = merged.at(-1);
    const between = previous ? text.slice(previous.end, quantity.start) : "";
    const previousLength = previous ? lengthPower(previous.unit) : 0;
    if (
      !previous ||
      previousLength === 0 ||
      previousLength >= 3 ||
      lengthPower(quantity.unit) !== 1 ||
      !TIMES_BETWEEN.test(between)
    ) {
      merged.push(quantity);
      continue;
    }
    const metres =
      toSI({ value: previous.value, unit: previous.unit }).value *
      toSI({ value: quantity.value, unit: quantity.unit }).value;
    merged[merged.length - 1] = {
      ...previous,
      text: text.slice(previous.start, quantity.end).trim(),
      value: metres,
      unit: previousLength === 1 ? "m^2" : "m^3",
      significantFigures: Math.min(previous.significantFigures, quantity.significantFigures),
      end: quantity.end,
      after: quantity.after,
    };
  }
  return merged;
}

/** 1 for a unit of length, 2 of area, 3 of volume (in lengths), 0 otherwise. */
function lengthPower(unit: string): number {
  const dimension = unit === "" ? undefined : dimensionOf(unit);
  if (!dimension) return 0;
  const others = Object.entries(dimension).every(([name, exponent]) => name === "length" || exponent === 0);
  return others && dimension.length >= 1 && dimension.length <= 3 ? dimension.length : 0;
}
