/**
 * Reading a student's short answer ("20 m/s", "v = 72 km/h", "about 3.1e4 J", "hint") and
 * judging it against an expected quantity with units, as the Interactive Tutor does.
 */
import type { ValueWithUnit } from "../bank/template";
import { normalizeTypography, parseNumber } from "../quantity/parse-number";
import { convertQuantity, dimensionOf, parseUnit, quantitiesMatch } from "../quantity/quantity";

/** What a student's reply says. */
export type StudentAnswer =
  | { kind: "help" }
  | { kind: "quantity"; value: number; unit: string | undefined; text: string }
  | { kind: "unreadable"; reason: "empty" | "no-number" | "unknown-unit"; unitText?: string };

const HELP_PATTERN =
  /\b(hint|help|stuck|no idea|not sure|don'?t know|dont know|do not know|idk|no clue|what do i do)\b|^\s*\?+\s*$/i;
const NUMBER_START = /(?:^|[^A-Za-z0-9_.])([+-]\s*(?:\d|\.\d)|\d|\.\d)/g;
const MAXIMUM_UNIT_WORDS = 4;
/** How far after a number its unit is looked for: a few words, never the rest of the text. */
const UNIT_WINDOW = 120;
/**
 * What may be a number from a given position: a sign, at most 40 digits, points and commas, and
 * a power of ten. Sticky, so it is tried at that position only.
 */
const NUMBER_CANDIDATE =
  /[+-]?\s{0,3}[\d.,]{0,40}\d(?:\s{0,3}[×x*·]\s{0,3}10\s{0,3}\^\s{0,3}\(?[+-]?\d{1,4}\)?|[eE][+-]?\d{1,4})?/y;

/**
 * A decimal comma ("−6,25", "0,5 s") read as a decimal point. A comma before exactly three digits
 * stays a thousands separator ("2,500"); a comma followed by a space separates items.
 */
export function withDecimalPoints(text: string): string {
  return text.replace(/(\d),(\d+)/g, (whole, before: string, after: string) =>
    after.length === 3 ? whole : `${before}.${after}`,
  );
}

/** Turns LaTeX and typographic variants into the plain text the parsers read. */
export function plainAnswerText(text: string): string {
  return withDecimalPoints(normalizeTypography(text))
    .replace(/\\(?:text|mathrm|operatorname|mathit)\s*\{([^{}]*)\}/g, " $1 ")
    .replace(/\\(?:times|cdot)/g, "×")
    .replace(/\\,|\\;|\\!|\\ /g, " ")
    .replace(/\\Omega/g, "Ω")
    .replace(/\\mu/g, "μ")
    .replace(/\^\{([^{}]*)\}/g, "^$1")
    .replace(/\\circ/g, "°")
    .replace(/[${}]/g, " ")
    .replace(/\*\*/g, " ");
}

/** The longest run of words after a number that reads as a unit ("m/s", "meters per second"). */
function readUnit(rest: string): { unit: string | undefined; unknownText?: string } {
  const attached = /^[A-Za-zΩμµ°Å]/.test(rest);
  const words = rest
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  const candidates: string[] = [];
  for (const word of words.slice(0, MAXIMUM_UNIT_WORDS)) {
    if (/\d/.test(word.replace(/\^-?\d+/g, "").replace(/[²³⁻¹]/g, ""))) break;
    candidates.push(word);
  }
  for (let count = candidates.length; count > 0; count--) {
    const text = candidates
      .slice(0, count)
      .join(" ")
      .replace(/(?<![.,;:!?)])[.,;:!?)]+$/, "");
    if (text === "") continue;
    const unit = parseUnit(text);
    if (unit !== undefined && unit !== "") return { unit };
  }
  // Letters glued to the number ("20mps") were meant as a unit; a following word ("20 because") was not.
  if (attached && candidates.length > 0) return { unit: undefined, unknownText: candidates[0] };
  return { unit: undefined };
}

/** Reads a student's reply: a request for help, a number with or without a unit, or nothing usable. */
export function readStudentAnswer(text: string): StudentAnswer {
  const plain = plainAnswerText(text ?? "").trim();
  if (plain === "") return { kind: "unreadable", reason: "empty" };
  // In "v = 20 m/s" or "72 km/h = 20 m/s" the answer is what follows the last equals sign.
  const lastEquals = Math.max(plain.lastIndexOf("="), plain.lastIndexOf("≈"));
  const segment = lastEquals >= 0 ? plain.slice(lastEquals + 1) : plain;
  for (const match of segment.matchAll(NUMBER_START)) {
    const start = (match.index ?? 0) + match[0].length - match[1].length;
    const reading = readNumberAt(segment, start);
    if (!reading) continue;
    const unit = readUnit(segment.slice(start + reading.length, start + reading.length + UNIT_WINDOW));
    if (unit.unknownText !== undefined) {
      return { kind: "unreadable", reason: "unknown-unit", unitText: unit.unknownText };
    }
    return {
      kind: "quantity",
      value: reading.value,
      unit: unit.unit,
      text: segment.slice(start, start + reading.length).trim(),
    };
  }
  if (HELP_PATTERN.test(plain)) return { kind: "help" };
  return { kind: "unreadable", reason: "no-number" };
}

/** Every number in a text with the unit written after it, in order ("a car at 20 m/s for 3 s"). */
export function findQuantities(text: string): { value: number; unit: string | undefined; text: string }[] {
  const plain = plainAnswerText(text ?? "");
  const found: { value: number; unit: string | undefined; text: string }[] = [];
  let consumedUntil = 0;
  for (const match of plain.matchAll(NUMBER_START)) {
    const start = (match.index ?? 0) + match[0].length - match[1].length;
    if (start < consumedUntil) continue;
    const reading = readNumberAt(plain, start);
    if (!reading) continue;
    consumedUntil = start + reading.length;
    const unit = readUnit(plain.slice(consumedUntil, consumedUntil + UNIT_WINDOW));
    found.push({ value: reading.value, unit: unit.unit, text: plain.slice(start, consumedUntil).trim() });
  }
  return found;
}

/**
 * The longest number written from `start` ("2.5 × 10^3", "-4", "3.0e8"). Its digits, points and
 * commas are read in one bounded run, so a text made of one endless number is read in linear time.
 */
function readNumberAt(text: string, start = 0): { value: number; length: number } | undefined {
  NUMBER_CANDIDATE.lastIndex = start;
  const candidate = NUMBER_CANDIDATE.exec(text);
  if (!candidate) return undefined;
  for (let length = candidate[0].length; length > 0; length--) {
    const value = parseNumber(text.slice(start, start + length));
    if (value !== undefined) return { value, length };
  }
  return undefined;
}

/** True when a unit measures nothing (a pure number, a ratio, or an angle). */
export function isDimensionless(unit: string): boolean {
  if (unit === "") return true;
  const dimension = dimensionOf(unit);
  return dimension !== undefined && Object.values(dimension).every((exponent) => exponent === 0);
}

/** How a student's number compares with the expected quantity. */
export type QuantityVerdict =
  | { verdict: "right" }
  | { verdict: "wrong" }
  | { verdict: "wrong-dimension"; givenUnit: string }
  | { verdict: "missing-unit"; rightInExpectedUnit: boolean };

const TEMPERATURE_UNITS = new Set(["K", "degC", "degF"]);

/** Compares two quantities; a temperature may be meant as a difference, where 1 °C equals 1 K. */
export function sameQuantity(given: ValueWithUnit, expected: ValueWithUnit, tolerance: number): boolean {
  if (quantitiesMatch(given, expected, tolerance).match) return true;
  if (!TEMPERATURE_UNITS.has(given.unit) || !TEMPERATURE_UNITS.has(expected.unit)) return false;
  const asDifference = convertQuantity(given, expected.unit, { temperatureDifference: true });
  if (!asDifference) return false;
  return quantitiesMatch(asDifference, expected, tolerance).match;
}

/** Judges a number the student gave (with or without a unit) against the expected quantity. */
export function judgeQuantity(
  answer: { value: number; unit: string | undefined },
  expected: ValueWithUnit,
  tolerance: number,
): QuantityVerdict {
  if (answer.unit === undefined) {
    const inExpectedUnit = sameQuantity({ value: answer.value, unit: expected.unit }, expected, tolerance);
    if (isDimensionless(expected.unit)) return inExpectedUnit ? { verdict: "right" } : { verdict: "wrong" };
    return { verdict: "missing-unit", rightInExpectedUnit: inExpectedUnit };
  }
  const comparison = quantitiesMatch({ value: answer.value, unit: answer.unit }, expected, tolerance);
  if (!comparison.sameDimension) {
    // An angle in degrees against a bare ratio is still a dimension clash for the student.
    return { verdict: "wrong-dimension", givenUnit: answer.unit };
  }
  return sameQuantity({ value: answer.value, unit: answer.unit }, expected, tolerance)
    ? { verdict: "right" }
    : { verdict: "wrong" };
}
