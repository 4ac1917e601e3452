/**
 * Work Analysis mode: reads a student's written work line by line (typed or OCR text), checks
 * the arithmetic and the units of every equation it can evaluate, compares stated values with
 * the worked solution when the problem is known or solvable, and points to the first error.
 * It only reports an error it has established; a line it cannot evaluate is said to be unchecked.
 */
import type { Diagram } from "../../../contracts/diagram";
import type { CourseLevel } from "../../../contracts/taxonomy";
import type { CommonMistake, GeneratedProblem, KnownQuantity, ValueWithUnit } from "../../bank/template";
import { diagramForProblem } from "../../diagrams/index";
import {
  convertQuantity,
  formatQuantity,
  formatUnit,
  parseUnit,
  significantFiguresOf,
  toSI,
} from "../../quantity/quantity";
import { readFreeFormProblem } from "../free-form";
import { bulletList, finalAnswerLatex } from "../markdown";
import { findQuantities, sameQuantity } from "../student-answer";
import type { PerFeatures } from "../types";
import {
  dimensionsMatch,
  dimensionVector,
  evaluateSide,
  type Measured,
  normalizeWorkText,
  readUnitAfterNumber,
  type SideEvaluation,
  siUnitOfDimension,
  withRestatementsAsSides,
} from "./read-expression";
import {
  checkSymbolicEquation,
  needsAbsoluteTemperature,
  relationFormOf,
  type SymbolicFinding,
  unitsReadAsSymbols,
} from "./recognise-relation";
import {
  equationInUnknown,
  type LineUnknown,
  sameUnknownValue,
  solveLineForUnknown,
} from "./solve-line-unknown";
import { substitutedRelationForm } from "./substituted-relation";

/** What Work Analysis is asked. */
export interface WorkAnalysisRequest {
  /** The problem statement; may be empty when it is written at the top of the work. */
  problem: string;
  /** The student's work as text, typed or read from a photo. */
  studentWork: string;
  level: CourseLevel;
  perFeatures?: PerFeatures;
  /** True when the problem statement is the first lines of `studentWork`. */
  problemInWork?: boolean;
  bankProblem?: GeneratedProblem;
}

/** The check of one line of the student's work. */
export interface LineCheck {
  /** Line number in the student's work, from 1. */
  lineNumber: number;
  text: string;
  /** equation: has "=" with numbers; statement: states a value in words; symbolic: "=" without numbers. */
  kind: "equation" | "statement" | "symbolic" | "prose" | "problem";
  status: "correct" | "error" | "unchecked" | "skipped";
  issue?: "arithmetic" | "units" | "known-mistake" | "wrong-value" | "sign" | "relation";
  /** What was found, for people. */
  message: string;
  /** The value the line arrives at, as written. */
  result?: ValueWithUnit;
  /** The id of the engine's relation a symbolic line writes, when it was recognised. */
  relation?: string;
  /** An arithmetic error: the two sides compared and the value the left side works out to. */
  correction?: { computed: string; written: string; expected: ValueWithUnit; writtenValue?: number };
  /** A units error that a number written without its unit, or an unusual notation, may explain. */
  unitsDoubtful?: true | [string, string];
  /** A units error: a temperature in °C or °F put into a relation that takes absolute temperatures. */
  absoluteTemperature?: true;
  /** An unchecked line whose numbers agree, though their units could not be checked. */
  arithmeticChecked?: boolean;
}

/** Work Analysis's reply: markdown, every line's check, the first wrong line and the verdict. */
export interface WorkAnalysisReply {
  reply: string;
  lines: LineCheck[];
  firstErrorLine: number | null;
  /**
   * correct: every line with work was checked and holds; partly-checked: every line checked holds,
   * but some could not be checked, so the work as a whole is not called correct.
   */
  verdict: "correct" | "partly-checked" | "has-errors" | "cannot-check";
  /** Lines with work on them (equations, relations, stated results), and how many of them were checked. */
  linesWithWork: number;
  linesChecked: number;
  /** The worked problem's diagram, with the line of the work it concerns (see `workDiagram`). */
  diagram?: Diagram;
}

/** A value of the worked solution a student's line may state. */
interface Reference {
  label: string;
  value: ValueWithUnit;
  final: boolean;
}

/** A line's result: the value it arrives at, with its dimension when units were written. */
interface LineResult {
  shown: ValueWithUnit;
  dimension: number[];
  hasUnit: boolean;
  /** For a value worked out from rounded numbers rather than written: how far their rounding may move it (SI). */
  roundingError?: number;
}

const REFERENCE_TOLERANCE = 0.02;
const EXPRESSION_TOLERANCE = 0.002;
const STATEMENT_WORDS = /\b(answer|final|result|therefore|thus|so|total|equals|is)\b/i;
/** Numbers and brackets, then a unit after the closing bracket: "(1.257 × 10⁻⁶)(6000) T". */
const NUMBERS_THEN_UNIT = /^[^A-Za-z]*\)\s*[A-Za-zΩμ°][A-Za-zΩμ°/*^\d\s-]*$/;

/** Where one clause of a line of work ends: ";", "⇒", "so", or a comma before the next equation. */
export const CLAUSE_SEPARATORS =
  /;|⇒|=>|→|->|\b(?:therefore|thus|hence|so|then|and)\b|,\s+(?=[A-Za-zΔ_][A-Za-z0-9_']*(?:\s*_\s*[A-Za-z0-9]+)?\s*(?:=|≈))/i;

/** The references of a worked problem: givens, step results, tutor checkpoints and the answer. */
function referencesOf(problem: GeneratedProblem): Reference[] {
  const references: Reference[] = problem.knowns.map((known) => ({
    label: `the given ${known.name} ($${known.symbol}$)`,
    value: { value: known.value, unit: known.unit },
    final: false,
  }));
  problem.solution.forEach((step, index) => {
    references.push({
      label: `step ${index + 1} of the solution ($${step.result.symbol}$)`,
      value: { value: step.result.value, unit: step.result.unit },
      final: false,
    });
  });
  for (const step of problem.tutor.steps) {
    references.push({ label: step.description.toLowerCase(), value: step.expected, final: false });
  }
  references.push({ label: "the final answer", value: problem.answer, final: true });
  return references;
}

/** Unit of a value as people read it ("m/s²"), or "no unit". */
function unitText(unit: string): string {
  return unit === "" ? "no unit" : formatUnit(unit);
}

function quantityText(quantity: ValueWithUnit, significantFigures = 3): string {
  return formatQuantity(quantity, significantFigures);
}

/** The spacing of the last digit the student wrote ("20.0" → 0.1, "2.5 × 10^3" → 100). */
function lastDigitSpacing(numberText: string, value: number): number {
  const figures = significantFiguresOf(numberText.replace(/^-/, "")) ?? 3;
  if (value === 0) return 10 ** -(figures - 1);
  return 10 ** (Math.floor(Math.log10(Math.abs(value))) - figures + 1);
}

/**
 * The spacing of the last digit as written, for a writer who rounds to the digits shown: a whole
 * number's trailing zeros count ("90" → 1), unlike a student's "90 m" that may mean 9 × 10 m.
 */
function writtenDigitSpacing(numberText: string, value: number): number {
  return /^-?\d+$/.test(numberText) ? 1 : lastDigitSpacing(numberText, value);
}

/** How strictly "=" is read: `roundedAsWritten` when the writer rounds each result to its last digit shown. */
export interface LineCheckOptions {
  roundedAsWritten?: boolean;
}

/** Converts an SI interval value into a unit (temperature as a difference). */
function inUnit(siValue: number, unit: string): number {
  if (unit === "") return siValue;
  return siValue / toSI({ value: 1, unit }, { temperatureDifference: true }).value;
}

type Comparison =
  | { status: "correct" }
  | { status: "unchecked"; message: string; arithmeticChecked?: boolean }
  | { status: "units"; message: string; doubtful?: boolean; sides?: [string, string] }
  | {
      status: "arithmetic";
      message: string;
      expected: ValueWithUnit;
      computed: string;
      written: string;
      /** The written side's value, in the unit of `expected`. */
      writtenValue: number;
      /** True when the written value is the right size with the opposite sign. */
      signDropped?: boolean;
    };

// Rounding carried through a chain of arithmetic is accepted only up to this share of the value.
const CARRIED_ROUNDING_LIMIT = 0.01;
/**
 * Read strictly (a result rounded to its last written digit), the rounding carried in from the
 * numbers used counts up to this share of the result: in "(…)(−1/0.15 + 1/0.10) = 5.6 × 10⁻⁷ J"
 * the data's last digits could move the result by a quarter, but the writer computed 4.5.
 */
export const STRICT_CARRIED_LIMIT = 0.03;

/**
 * Whether the sides differ by no more than the rounding of the numbers written in them allows
 * ("21.9 m/s × 1.62 s = 35.6 m": the data may be 21.94 and 1.624), and by at most 1 %.
 */
function agreeWithinCarriedRounding(left: Measured, right: Measured): boolean {
  if (left.hasTemperature || right.hasTemperature) return false;
  const budget = left.roundingError + right.roundingError;
  const limit = CARRIED_ROUNDING_LIMIT * Math.max(Math.abs(left.value), Math.abs(right.value));
  return Math.abs(left.value - right.value) <= Math.min(budget, limit) * (1 + 1e-9);
}

/** Whether two numeric sides agree within the rounding the student's digits allow. */
function valuesAgree(left: Measured, right: Measured, strict = false, approximate = false): boolean {
  return valuesAgreeAsWritten(left, right, strict, approximate) || agreeWithinCarriedRounding(left, right);
}

/**
 * Strict: the stated value is the other side rounded to its last written digit, give or take the
 * rounding carried in from the other side's own numbers.
 */
function valuesAgreeAsWritten(left: Measured, right: Measured, strict = false, approximate = false): boolean {
  const stated = right.lone ?? left.lone;
  // "≈" says the writer rounded on purpose ("2^10 ≈ 1000"); "=" after exact numbers means exactly.
  const exact =
    stated && !approximate ? exactWholeAgainst(stated, stated === right.lone ? left : right) : undefined;
  if (exact !== undefined) return exact;
  if (stated && stated.unit !== "" && (right.lone === stated ? right.hasUnit : left.hasUnit)) {
    const other = stated === right.lone ? left : right;
    const otherInUnit = inUnit(other.value, stated.unit);
    const spacing = Math.max(
      cutShortOrRounded(stated, inUnit(other.value, stated.unit), inUnit(other.roundingError, stated.unit)),
      other.lone
        ? inUnit(
            toSI(
              {
                value: lastDigitSpacing(other.lone.numberText, other.lone.value),
                unit: other.lone.unit || "",
              },
              { temperatureDifference: true },
            ).value,
            stated.unit,
          )
        : 0,
    );
    // A value restated rounder ("207 N = 210 N") is rounded to the figures its trailing zeros leave.
    const restated = other.lone !== undefined && /^-?\d*[1-9]0+$/.test(stated.numberText);
    const strictSpacing =
      (restated
        ? lastDigitSpacing(stated.numberText, stated.value)
        : writtenDigitSpacing(stated.numberText, stated.value)) /
        2 +
      Math.min(
        Math.abs(inUnit(other.roundingError, stated.unit)),
        Math.abs(stated.value) * STRICT_CARRIED_LIMIT,
      );
    const allowed = Math.max(strict ? strictSpacing : spacing, Math.abs(stated.value) * EXPRESSION_TOLERANCE);
    if (Math.abs(otherInUnit - stated.value) <= allowed * (1 + 1e-9)) return true;
    // Numbers without units are numbers in the unit the result is written in ("3.6 × 19.1 = 68.8 km/h").
    if (!other.hasUnit) {
      const carried = Math.min(
        other.roundingError + lastDigitSpacing(stated.numberText, stated.value) / 2,
        Math.abs(stated.value) * CARRIED_ROUNDING_LIMIT,
      );
      if (Math.abs(other.value - stated.value) <= Math.max(allowed, carried) * (1 + 1e-9)) return true;
    }
    // A lone temperature against another ("25 °C = 298 K") compares as a level, with the offset.
    if (other.lone && other.lone.unit !== "" && (left.hasTemperature || right.hasTemperature)) {
      const converted = convertQuantity({ value: other.lone.value, unit: other.lone.unit }, stated.unit);
      if (converted && Math.abs(converted.value - stated.value) <= allowed * (1 + 1e-9)) return true;
    }
    return false;
  }
  if (stated) {
    const other = stated === right.lone ? left : right;
    const spacing = strict
      ? writtenDigitSpacing(stated.numberText, stated.value) / 2 +
        Math.min(other.roundingError, Math.abs(stated.value) * STRICT_CARRIED_LIMIT)
      : cutShortOrRounded(stated, other.value, other.roundingError);
    const allowed = Math.max(spacing, Math.abs(stated.value) * EXPRESSION_TOLERANCE);
    return Math.abs(other.value - stated.value) <= allowed * (1 + 1e-9);
  }
  // Two sides worked out from rounded numbers ("0.160 − sin(1.01 rad)/2π = 0.160 − 0.134") may
  // differ by the rounding of both, which for a difference is much more than a share of it.
  const allowed = Math.max(
    Math.max(Math.abs(left.value), Math.abs(right.value)) * EXPRESSION_TOLERANCE,
    left.roundingError + right.roundingError,
  );
  // A float's residue is forgiven in a share of the sides' size: in SI a value in MeV/c² is near
  // 1e-30 kg, where any fixed slack would make every such line hold.
  const residue = Math.max(Math.abs(left.value), Math.abs(right.value)) * 1e-9;
  const slack = left.hasUnit || right.hasUnit ? residue : Math.max(residue, 1e-12);
  return Math.abs(left.value - right.value) <= allowed + slack;
}

/**
 * How far a stated value may be from what its other side works out to, read as a student writes:
 * cut short at its last digit (a whole digit's spacing, toward zero) or rounded (half of it, either
 * way), give or take the rounding carried in. "0.1667 + 0.3333 = 0.6" is neither: 0.5 is never
 * written 0.6. Held so only for a result of one or two figures, whose last digit is a large share.
 */
function cutShortOrRounded(
  stated: NonNullable<Measured["lone"]>,
  otherValue: number,
  otherRounding: number,
): number {
  const spacing = lastDigitSpacing(stated.numberText, stated.value);
  // A result of three figures or more may carry the rounding of data rounded before ("28500 J" for
  // 28 457 J): a digit's spacing, under 1 %, is forgiven either way.
  if ((significantFiguresOf(stated.numberText.replace(/^-/, "")) ?? 3) > 2) return spacing;
  const pushedAway =
    Math.abs(stated.value) > Math.abs(otherValue) || Math.sign(stated.value) !== Math.sign(otherValue);
  return pushedAway ? spacing / 2 + Math.abs(otherRounding) : spacing;
}

/**
 * For a whole number stated as the result of exact numbers ("3² = 10", "7 × 8 = 54"): whether it is
 * that number exactly, since no rounding is involved; undefined when the rule does not apply.
 */
function exactWholeAgainst(stated: NonNullable<Measured["lone"]>, other: Measured): boolean | undefined {
  if (other.lone || other.roundingError !== 0 || other.hasTemperature) return undefined;
  if (!/^-?\d+$/.test(stated.numberText)) return undefined;
  const value = other.hasUnit && stated.unit !== "" ? inUnit(other.value, stated.unit) : other.value;
  const scale = Math.max(1, Math.abs(value));
  if (Math.abs(value - Math.round(value)) > 1e-9 * scale) return undefined;
  return Math.abs(value - stated.value) <= 1e-9 * scale;
}

const SPEED_FACTOR = /(?<![\d.])3\.6(?![\d])/g;

/** True when a line converts between km/h and m/s with a written factor 3.6. */
function writesSpeedConversion(text: string): boolean {
  return /(?<![\d.])3\.6(?![\d])/.test(text) && /\bkm\s*\/\s*h/.test(text) && /\bm\s*\/\s*s\b/.test(text);
}

/** True when a line converts between turns and radians with a written 2π. */
function writesTurnsAsRadians(text: string): boolean {
  return /(?<![A-Za-z])pi(?![A-Za-z])|π/.test(text) && /\brad\b/.test(text) && /\b(rev|rpm)\b/.test(text);
}

/** The side with its turns written as radians, so the 2π written beside them does the converting. */
function turnsAsRadians(text: string): string {
  return text.replace(/\brpm\b/g, "rad/min").replace(/\brev\b/g, "rad");
}

// A quotient of plain numbers followed by one unit: "1/5000 cm", "2 × 500 / 4.0 m".
const QUOTIENT_THEN_UNIT = /^([^=]*\/\s*[\d.,]+(?:\s*[×x]\s*10\^?[-−]?\d+)?)\s*([A-Za-zμΩÅ°][^\s]{0,12})\s*$/;

/** True when the left side, its unit taken for the whole quotient, agrees with the right side. */
function quotientUnitReadsOtherwise(
  leftText: string,
  right: Measured,
  strict: boolean,
  approximate: boolean,
): boolean {
  const match = QUOTIENT_THEN_UNIT.exec(leftText.trim());
  if (!match || /[A-Za-zμΩ]/.test(match[1])) return false;
  const whole = evaluateSide(`(${match[1]})(1 ${match[2]})`);
  if (!whole.ok || !dimensionsMatch(whole.measured.dimension, right.dimension)) return false;
  return valuesAgree(whole.measured, right, strict, approximate);
}

/** A unit written after a closing bracket, at the end of a side: "(−0.835 × 1 + 3.05 × 0) km". */
const UNIT_AFTER_BRACKET = /\)\s*([A-Za-zμΩÅ°][A-Za-z/^·*\d-]{0,12})$/;

/** The unit a side writes after its closing bracket, where it is one the checks know. */
function unitAfterBracket(side: string): string | undefined {
  const written = UNIT_AFTER_BRACKET.exec(side.trim())?.[1];
  // As the unit parser spells it ("um" for "μm"), which conversions take.
  return written === undefined ? undefined : parseUnit(written);
}

/** Compares two adjacent sides of an equation for units and arithmetic. */
function compareSides(
  leftText: string,
  rightText: string,
  left: Measured,
  right: Measured,
  strict = false,
  approximate = false,
): Comparison {
  const bothHaveUnits = left.hasUnit && right.hasUnit;
  // A zero made by a bare 0 factor has the unit of what it equals.
  const sameDimension =
    dimensionsMatch(left.dimension, right.dimension) ||
    left.zeroOfAnyUnit === true ||
    right.zeroOfAnyUnit === true;
  // Only a measured value or a constant written without its unit can explain the units; "0.5" cannot.
  const bareValues = left.hasBareValue === true || right.hasBareValue === true;
  if (!sameDimension && bothHaveUnits && bareValues && valuesAgree(left, right, strict, approximate)) {
    // "(6.626 × 10^-34)(2.998 × 10^8)/(1.09 × 10^-5 m) = 1.822 × 10^-20 J": constants written as
    // bare SI numbers; the numbers agree, and the units cannot be told.
    return {
      status: "unchecked",
      message: "The numbers agree, but not every number has its unit, so I could not check the units.",
      arithmeticChecked: true,
    };
  }
  if (!sameDimension && bothHaveUnits && quotientUnitReadsOtherwise(leftText, right, strict, approximate)) {
    // "d = 1/5000 cm = 2.0 × 10^-4 cm": a unit after a quotient of numbers may belong to the
    // whole quotient; read so, the line holds, so the notation is ambiguous rather than wrong.
    return {
      status: "unchecked",
      message: `${leftText.trim()} may mean its unit for the whole quotient; read so it agrees, so the line is not disputed.`,
      arithmeticChecked: false,
    };
  }
  if (!sameDimension && bothHaveUnits) {
    const bare =
      left.hasBareNumber || right.hasBareNumber ? " A number written without its unit may be the cause." : "";
    return {
      status: "units",
      message:
        `The units do not match: ${leftText.trim()} works out in ${unitText(siUnitOfDimension(left.dimension))}, ` +
        `but ${rightText.trim()} is in ${unitText(siUnitOfDimension(right.dimension))}.${bare}`,
      doubtful: bare !== "",
      sides: [leftText.trim(), rightText.trim()],
    };
  }
  let agree = valuesAgree(left, right, strict, approximate);
  if (!agree && (left.hasBareAngle || right.hasBareAngle)) {
    // sin(0.5) may mean radians: accept the line if it checks either way.
    const leftRadians = evaluateSide(leftText, { bareAnglesInDegrees: false });
    const rightRadians = evaluateSide(rightText, { bareAnglesInDegrees: false });
    if (leftRadians.ok && rightRadians.ok)
      agree = valuesAgree(leftRadians.measured, rightRadians.measured, strict, approximate);
  }
  if (!agree && (left.divisorGroupingAmbiguous || right.divisorGroupingAmbiguous)) {
    // "4π × 10⁻⁷ / 2π" may divide by 2π or by 2 alone: accept the line if it checks either way.
    const leftJoined = evaluateSide(leftText, { joinAfterDivisor: true });
    const rightJoined = evaluateSide(rightText, { joinAfterDivisor: true });
    if (leftJoined.ok && rightJoined.ok)
      agree = valuesAgree(leftJoined.measured, rightJoined.measured, strict, approximate);
  }
  // What the left side works out to when its 2π converts turns to radians.
  let turnsValue: number | undefined;
  if (!agree && writesTurnsAsRadians(`${leftText} ${rightText}`)) {
    // "709 rad / 2π = 113 rev", "2π × 0.500 rev/s = 3.14 rad/s": the 2π is the conversion itself.
    const leftTurns = evaluateSide(turnsAsRadians(leftText));
    const rightTurns = evaluateSide(turnsAsRadians(rightText));
    if (leftTurns.ok && rightTurns.ok) {
      agree = valuesAgree(leftTurns.measured, rightTurns.measured, strict, approximate);
      turnsValue = leftTurns.measured.value;
    }
  }
  // The speed the left side converts to when its 3.6 is the conversion between km/h and m/s.
  let speedValue: number | undefined;
  if (!agree && writesSpeedConversion(`${leftText} ${rightText}`)) {
    // "60 km/h ÷ 3.6 = 16.7 m/s": the 3.6 is the conversion itself, so the speed is the same
    // without it; "72 km/h × 3.6 = 259 m/s" converts the wrong way and still fails.
    const leftSpeed = evaluateSide(leftText.replace(SPEED_FACTOR, "1"));
    const rightSpeed = evaluateSide(rightText.replace(SPEED_FACTOR, "1"));
    if (leftSpeed.ok && rightSpeed.ok) {
      agree = valuesAgree(leftSpeed.measured, rightSpeed.measured, strict, approximate);
      speedValue = leftSpeed.measured.value;
    }
  }
  if (!agree && !left.hasUnit && right.hasUnit && !right.lone) {
    // "(2.165 − 3.00) = (−0.835) km": bare numbers equal to a bracket of numbers with the unit after
    // it, read in that unit; they agree, and their own unit is not written.
    const written = unitAfterBracket(rightText);
    const perSI = written === undefined ? undefined : inUnit(1, written);
    const inWritten =
      perSI === undefined
        ? undefined
        : {
            ...right,
            value: right.value * perSI,
            absoluteValue: right.absoluteValue * perSI,
            roundingError: right.roundingError * perSI,
          };
    if (inWritten && valuesAgree(left, inWritten, strict, approximate))
      return {
        status: "unchecked",
        message: "The numbers agree, but not every number has its unit, so I could not check the units.",
        arithmeticChecked: true,
      };
  }
  if (!agree && (left.hasTemperature || right.hasTemperature) && !(left.lone && right.lone)) {
    return {
      status: "unchecked",
      message: "This mixes temperatures and temperature changes, so I could not check it with certainty.",
    };
  }
  if (!agree) {
    const unit =
      right.lone?.unit ??
      unitAfterBracket(rightText) ??
      (right.hasUnit ? siUnitOfDimension(right.dimension) : "");
    // A lone temperature stated as another ("600 K = 328 °C") converts as a level, with the offset.
    const level =
      left.lone && right.lone && (left.hasTemperature || right.hasTemperature) && left.lone.unit !== ""
        ? convertQuantity({ value: left.lone.value, unit: left.lone.unit }, unit)
        : undefined;
    // Numbers without units are read in the unit of the result.
    const expected = level
      ? level
      : turnsValue !== undefined && unit !== ""
        ? { value: inUnit(turnsValue, turnsAsRadians(unit)), unit }
        : speedValue !== undefined && unit !== ""
          ? { value: inUnit(speedValue, unit), unit }
          : { value: right.hasUnit && left.hasUnit ? inUnit(left.value, unit) : left.value, unit };
    const writtenInUnit =
      right.lone && right.lone.unit === unit
        ? right.lone.value
        : right.hasUnit
          ? inUnit(right.value, unit)
          : right.value;
    // "(0 − 25)/5.0 = 5.0": the size is right and the sign was dropped.
    const signDropped =
      expected.value !== 0 &&
      Math.abs(writtenInUnit + expected.value) <= REFERENCE_TOLERANCE * Math.abs(expected.value);
    // Shown to as many figures as the written value has, so "10 565" is not answered with "10 500".
    const figuresShown = Math.max(
      3,
      significantFiguresOf((right.lone?.numberText ?? "").replace(/^-/, "")) ?? 3,
    );
    return {
      status: "arithmetic",
      message: `${signDropped ? "The sign is wrong: " : ""}${leftText.trim()} works out to ${quantityText(expected, figuresShown)}, not ${rightText.trim()}.`,
      expected,
      computed: leftText.trim(),
      written: rightText.trim(),
      writtenValue: writtenInUnit,
      ...(signDropped ? { signDropped } : {}),
    };
  }
  if (!sameDimension) {
    return {
      status: "unchecked",
      message: "The numbers agree, but not every number has its unit, so I could not check the units.",
      arithmeticChecked: true,
    };
  }
  return { status: "correct" };
}

function resultOf(measured: Measured): LineResult {
  if (measured.lone) {
    return {
      shown: { value: measured.lone.value, unit: measured.lone.unit },
      dimension: measured.dimension,
      hasUnit: measured.hasUnit,
    };
  }
  const unit = measured.hasUnit ? siUnitOfDimension(measured.dimension) : "";
  return {
    shown: { value: measured.value, unit },
    dimension: measured.dimension,
    hasUnit: measured.hasUnit,
    roundingError: measured.roundingError,
  };
}

/**
 * True when a line's value is a value of the solution: within the tolerance, or for a value worked
 * out rather than written ("1 − (0.358)(2.56)"), within what the rounding of its numbers allows.
 */
function resultMatches(result: LineResult, expected: ValueWithUnit): boolean {
  if (sameQuantity(result.shown, expected, REFERENCE_TOLERANCE)) return true;
  if (!result.roundingError) return false;
  const inUnit = convertQuantity(expected, result.shown.unit);
  if (!inUnit) return false;
  const allowed = result.roundingError + REFERENCE_TOLERANCE * Math.abs(inUnit.value);
  return Math.abs(inUnit.value - result.shown.value) <= allowed;
}

/** A line's check and the value it arrives at. */
export interface EvaluatedLine {
  check: LineCheck;
  result?: LineResult;
  /** The line whose expression this line goes on from ("= 118 J" under "= 0.5 × 1.5 × 144"). */
  continues?: EvaluatedLine;
}

/** Where the work's last equation stands, so the next line can go on from it. */
interface ChainState {
  /** The quantity the equation is about ("KE" in "KE = ½ m v²"), as written. */
  head: string;
  /** The last side written, which a line starting with "=" goes on from. */
  last: string;
  /** True when the last side is numbers to be worked out, not one value ("0.5 × 1.5 × 144"). */
  lastIsExpression: boolean;
  line: EvaluatedLine;
}

// A line that goes on from the one above: "= 118 J", "≈ 9.9 m/s", "&= 80 m".
const CONTINUATION_LINE = /^\s*(?:&\s*)?(?:=|≈|\\approx(?![A-Za-z]))/;

/**
 * The sides of a line's last equation, as written (LaTeX left as it is). A value given aside after
 * it ("β = 10 log(I/I0), I0 = 1e-12") is not that equation: the line goes on with the one before.
 */
function equationSides(text: string): string[] | undefined {
  const clauses = text
    .split(CLAUSE_SEPARATORS)
    .filter((clause) => clause !== undefined && /=|≈/.test(clause))
    .map((clause) =>
      clause.split(/=|≈|\\approx(?![A-Za-z])/).map((side) => side.replace(/^\s*&|&\s*$/g, "").trim()),
    );
  const last = clauses[clauses.length - 1];
  const before = clauses[clauses.length - 2];
  if (last && before && isValueGivenAside(last, before)) return before;
  return last;
}

/** A symbol given one value after an equation of another quantity: "I0 = 1e-12" after "β = …". */
function isValueGivenAside(clause: readonly string[], before: readonly string[]): boolean {
  if (clause.length !== 2 || before.length < 2 || headKey(clause[0]) === headKey(before[0])) return false;
  if (!/^[A-Za-zα-ωΑ-Ω][\w{}]*$/.test(clause[0].trim())) return false;
  const value = evaluateSide(clause[1]);
  return value.ok && value.measured.lone !== undefined;
}

/** A quantity's name in a form that ignores spacing and LaTeX markup ("E_{k}" and "E_k"). */
function headKey(side: string): string {
  return side.replace(/[\s{}_\\$]/g, "").replace(/^(?:\\?Delta|Δ)/, "Δ");
}

/** True when a side is numbers to work out rather than a single value. */
function isNumericExpression(side: string): boolean {
  const evaluation = evaluateSide(side);
  return evaluation.ok && evaluation.measured.lone === undefined;
}

/** The chain of equations after a line, going on from `previous` when the line continued it. */
function chainAfter(
  text: string,
  line: EvaluatedLine,
  previous: ChainState | undefined,
): ChainState | undefined {
  const continuation = CONTINUATION_LINE.test(text);
  // A continuation line has no left side of its own ("= 118 J"): the quantity stays the one above.
  const sides = equationSides(continuation ? text.replace(/^\s*&/, "") : text);
  if (!sides || sides.length < 2) return previous;
  const last = sides[sides.length - 1];
  const head = continuation && previous ? previous.head : sides[0];
  return { head, last, lastIsExpression: isNumericExpression(last), line };
}

/**
 * The text to check for a line that goes on from the equation above: a line starting with "="
 * continues its last side ("= 0.5 × 1.5 × 144" then "= 118 J"), and a value written on the next
 * line ("KE = 118 J", or "118 J" alone) is compared with the numbers above it that it evaluates.
 */
function carriedLine(
  text: string,
  chain: ChainState | undefined,
): { text: string; from: EvaluatedLine; continuation: boolean } | undefined {
  if (!chain) return undefined;
  if (CONTINUATION_LINE.test(text)) {
    return { text: `${chain.last} ${text.replace(/^\s*&/, "")}`, from: chain.line, continuation: true };
  }
  const sides = equationSides(text);
  // "1/di = 4/60" then "di = 15 cm": the quantity whose reciprocal was worked out.
  if (
    sides &&
    sides.length >= 2 &&
    `1/${headKey(sides[0])}` === headKey(chain.head) &&
    evaluateSide(sides[1]).ok
  ) {
    const value = evaluateSide(chain.last);
    if (value.ok) {
      const rest = text.slice(text.search(/=|≈/));
      return { text: `1/(${chain.last}) ${rest}`, from: chain.line, continuation: false };
    }
  }
  if (!chain.lastIsExpression) return undefined;
  if (sides && sides.length >= 2 && headKey(sides[0]) === headKey(chain.head) && evaluateSide(sides[1]).ok) {
    const rest = text.slice(text.search(/=|≈/));
    return { text: `${chain.last} ${rest}`, from: chain.line, continuation: false };
  }
  if (!sides) {
    const value = evaluateSide(text.replace(/[.,;]\s*$/, ""));
    if (value.ok && value.measured.lone && value.measured.hasUnit)
      return { text: `${chain.last} = ${text}`, from: chain.line, continuation: false };
  }
  return undefined;
}

/** Evaluates a side as numbers, unless its units are better read as symbols ("2 g h"). */
function evaluateWorkSide(side: string): SideEvaluation {
  const evaluation = evaluateSide(side);
  return evaluation.ok && unitsReadAsSymbols(side) ? { ok: false, reason: "not-numeric" } : evaluation;
}

/**
 * A temperature in degrees Celsius or Fahrenheit written inside a calculation ("1 − (20.0 °C)/(500
 * °C)"), not a value restated alone: the first one, as written; undefined for none.
 */
/** A temperature divided by another, as symbols: "T_2/T_1", "T2/T1", "(T_c)/(T_h)" (not a change, "ΔT_1/ΔT_2"). */
const RATIO_OF_TEMPERATURES = /(?<![A-Za-zΔ_])T(?:_?[A-Za-z0-9]{1,3})?\s*\)?\s*\/\s*\(?\s*T(?![A-Za-z(])/;

/** A temperature in °C or °F divided by another: "(45.0 °C)/(15.0 °C)", "45.0 °C/15.0 °C"; the first as written. */
function celsiusDivided(normalized: string): string | undefined {
  const divided =
    /(?<![\d.])(\d+(?:\.\d+)?) ?(?:°|deg) ?([CF])\b ?\)? ?\/ ?\(? ?\d+(?:\.\d+)? ?(?:°|deg) ?[CF]\b/.exec(
      normalized.replace(/\s+/g, " "),
    );
  return divided ? `${divided[1]} °${divided[2]}` : undefined;
}

function celsiusPutIn(normalized: string): string | undefined {
  for (const side of normalized.split(/=|≈/)) {
    const computes = /[*/]|\)\s*\(/.test(
      side.replace(/(?<![\d.])\d+(?:\.\d+)?\s*\*\s*10\^\(?-?\d+\)?/g, "1"),
    );
    const degrees = /(?<![\d.])(\d+(?:\.\d+)?)\s*°\s*([CF])\b/.exec(side);
    if (computes && degrees) return `${degrees[1]} °${degrees[2]}`;
  }
  return undefined;
}

/**
 * A side of bare numbers with one unit after its last ("60*1000/3600 m/s") means the unit of the
 * whole result, not of the last number: where its units clash as read, it is read again so, and
 * the comparison stands only if it then holds.
 */
function withUnitOverWholeSide(
  left: string,
  right: string,
  strict: boolean,
  approximate: boolean,
): Comparison | undefined {
  const regroup = (side: string) => {
    const match = /^(.*[\d)])\s+([A-Za-zΩμ°][A-Za-z0-9Ωμ°/^*·]*)$/.exec(side.trim());
    if (!match || !/[*/×·]/.test(match[1]) || /[A-Za-zΩμ°]/.test(match[1].replace(/\d[eE][-+]?\d/g, "")))
      return side;
    return `(${match[1]}) ${match[2]}`;
  };
  const [newLeft, newRight] = [regroup(left), regroup(right)];
  if (newLeft === left && newRight === right) return undefined;
  const [first, second] = [evaluateWorkSide(newLeft), evaluateWorkSide(newRight)];
  if (!first.ok || !second.ok) return undefined;
  const comparison = compareSides(newLeft, newRight, first.measured, second.measured, strict, approximate);
  return comparison.status === "correct" ? comparison : undefined;
}

/** Checks one line: each clause's "=" chain, side by side; an equation between symbols against the relations. */
export function checkLine(
  lineNumber: number,
  text: string,
  solved: GeneratedProblem | undefined,
  options: LineCheckOptions = {},
): EvaluatedLine {
  const normalized = withRestatementsAsSides(normalizeWorkText(text));
  const clauses = normalized.split(CLAUSE_SEPARATORS).filter((clause) => clause !== undefined);
  const problems: Comparison[] = [];
  let comparisons = 0;
  let uncheckedMessage: string | undefined;
  let arithmeticChecked = false;
  let result: LineResult | undefined;
  let hasEquals = false;
  let hasNumbers = false;
  let symbolic: SymbolicFinding | undefined;
  for (const clause of clauses) {
    const parts = clause.split(/(=|≈)/);
    const sides = parts
      .filter((_part, index) => index % 2 === 0)
      .map((side) => side.replace(/(?<![.,:;!?])[.,:;!?]+\s*$/, "").trim());
    // "≈" says the writer rounded loosely: only "=" is held to the digits written.
    const approximate = parts.filter((_part, index) => index % 2 === 1).map((sign) => sign === "≈");
    if (sides.length < 2) continue;
    hasEquals = true;
    const evaluations: SideEvaluation[] = sides.map(evaluateWorkSide);
    evaluations.forEach((evaluation, index) => {
      if (evaluation.ok) {
        hasNumbers = true;
        result = resultOf(evaluation.measured);
      } else if (evaluation.reason === "dimension-clash") {
        hasNumbers = true;
        problems.push({
          status: "units",
          message: `${sides[index]} adds or combines quantities whose units do not match (${evaluation.detail}).`,
          // "0.15^2 cm^2" reads as a power with a unit: more likely notation than a mistake.
          doubtful: evaluation.detail.includes("exponent"),
        });
      }
    });
    for (let index = 0; index + 1 < sides.length; index++) {
      const left = evaluations[index];
      let next = index + 1;
      // Numbers with their unit after the bracket, not read ("(1.257 × 10⁻⁶)(6000) T"), between two
      // sides of numbers ("= (4π × 10⁻⁷ T·m/A)(2000 m⁻¹)(3.00 A) = (1.257 × 10⁻⁶)(6000) T = 7.54 ×
      // 10⁻³ T"): the chain still says the two are equal.
      if (left.ok && index > 0 && !evaluations[next].ok) {
        let after = next;
        while (
          after < sides.length &&
          !evaluations[after].ok &&
          /\d/.test(sides[after]) &&
          NUMBERS_THEN_UNIT.test(sides[after])
        )
          after++;
        if (after < sides.length && after > next && evaluations[after].ok) next = after;
      }
      const right = evaluations[next];
      if (!left.ok || !right.ok) {
        // "\omega r" is not numbers either: only a side that clashes in its units is left alone.
        const bothSymbolic = [left, right].every(
          (evaluation) => !evaluation.ok && evaluation.reason !== "dimension-clash",
        );
        if (bothSymbolic && symbolic?.status !== "error") {
          symbolic = checkSymbolicEquation(sides[index], sides[index + 1], solved) ?? symbolic;
        }
        continue;
      }
      comparisons++;
      const loose = approximate.slice(index, next).some(Boolean);
      const strict = options.roundedAsWritten === true && !loose;
      const compared = compareSides(sides[index], sides[next], left.measured, right.measured, strict, loose);
      const comparison =
        compared.status === "units"
          ? (withUnitOverWholeSide(sides[index], sides[next], strict, loose) ?? compared)
          : compared;
      // Across a side not read only numbers that disagree are a finding: the side between them may be
      // wrong though they agree, and may hold the unit that makes them agree.
      const across = next > index + 1;
      if (comparison.status === "unchecked" || (across && comparison.status === "units")) {
        uncheckedMessage = comparison.message;
        arithmeticChecked ||= comparison.status === "unchecked" && comparison.arithmeticChecked === true;
      } else if (comparison.status !== "correct") problems.push(comparison);
      else if (across)
        uncheckedMessage ??= `${sides[index]} and ${sides[next]} agree, but ${sides.slice(index + 1, next).join(" = ")} between them could not be read.`;
    }
  }
  if (!hasEquals) return statementLine(lineNumber, text);
  // A temperature in °C put into a relation of absolute temperatures (1 − T_c/T_h, pV = nRT).
  const relationId = symbolic && "relationId" in symbolic ? symbolic.relationId : undefined;
  const celsius = relationId && needsAbsoluteTemperature(relationId) ? celsiusPutIn(normalized) : undefined;
  if (!hasNumbers) {
    const check: LineCheck = {
      lineNumber,
      text,
      kind: "symbolic",
      status: "unchecked",
      message: "A relation written with symbols; there are no numbers to check yet.",
    };
    if (symbolic) Object.assign(check, symbolicCheck(symbolic));
    return { check };
  }
  const base: LineCheck = { lineNumber, text, kind: "equation", status: "correct", message: "" };
  if (result) base.result = result.shown;
  const problem = problems[0];
  if (problem && problem.status !== "correct" && problem.status !== "unchecked") {
    return {
      check: {
        ...base,
        status: "error",
        issue: problem.status === "units" ? "units" : problem.signDropped ? "sign" : "arithmetic",
        message: problem.message,
        ...(problem.status === "units" && problem.doubtful ? { unitsDoubtful: problem.sides ?? true } : {}),
        ...(problem.status === "arithmetic"
          ? {
              correction: {
                computed: problem.computed,
                written: problem.written,
                expected: problem.expected,
                writtenValue: problem.writtenValue,
              },
            }
          : {}),
      },
      result,
    };
  }
  // A ratio of temperatures ("T_2/T_1") is one of absolute temperatures whatever relation it comes from.
  const divided = !celsius && RATIO_OF_TEMPERATURES.test(normalized) ? celsiusDivided(normalized) : undefined;
  if (divided)
    return {
      check: {
        ...base,
        status: "error",
        issue: "units",
        message: `A ratio of temperatures takes absolute temperatures: ${divided} must be put in as kelvin (add 273.15).`,
        absoluteTemperature: true,
      },
      result,
    };
  if (celsius && symbolic)
    return {
      check: {
        ...base,
        status: "error",
        issue: "units",
        message: `${symbolic.message} It takes absolute temperatures: ${celsius} must be put in as kelvin (add 273.15).`,
        absoluteTemperature: true,
      },
      result,
    };
  if (symbolic?.status === "error") return { check: { ...base, ...symbolicCheck(symbolic) }, result };
  // What the symbols say comes first: "This is Newton's second law. The arithmetic ... check out."
  const withRelation = (check: LineCheck): LineCheck =>
    symbolic ? { ...check, message: `${symbolic.message} ${check.message}`, ...relationOf(symbolic) } : check;
  if (uncheckedMessage) {
    const unchecked: LineCheck = { ...base, status: "unchecked", message: uncheckedMessage };
    if (arithmeticChecked) unchecked.arithmeticChecked = true;
    return { check: withRelation(unchecked), result };
  }
  if (comparisons === 0) {
    if (symbolic) return { check: { ...base, ...symbolicCheck(symbolic) }, result };
    return { check: { ...base, status: "unchecked", message: "Nothing on this line to compare." }, result };
  }
  const withoutUnits = result !== undefined && !result.hasUnit;
  const message = withoutUnits
    ? "The arithmetic checks out; with units written I could check those too."
    : "The arithmetic and the units check out.";
  return { check: withRelation({ ...base, message }), result };
}

function relationOf(finding: SymbolicFinding): Pick<LineCheck, "relation"> {
  return "relationId" in finding && finding.relationId ? { relation: finding.relationId } : {};
}

/** The status, issue and message a symbolic finding gives a line. */
function symbolicCheck(
  finding: SymbolicFinding,
): Pick<LineCheck, "status" | "issue" | "message" | "relation"> {
  if (finding.status === "error") {
    const issue = finding.kind === "units" ? "units" : finding.kind === "sign" ? "sign" : "relation";
    return { status: "error", issue, message: finding.message };
  }
  return { status: finding.status, message: finding.message, ...relationOf(finding) };
}

/** A line without "=": prose, unless it states a value as a result ("So the answer is 60 m"). */
function statementLine(lineNumber: number, text: string): EvaluatedLine {
  const quantities = findQuantities(text).filter((found) => found.unit !== undefined);
  const words = text.trim().split(/\s+/).length;
  if (quantities.length === 1 && STATEMENT_WORDS.test(text) && words <= 14) {
    const found = quantities[0];
    const unit = found.unit ?? "";
    const dimension = dimensionVector(unit);
    if (dimension) {
      return {
        check: {
          lineNumber,
          text,
          kind: "statement",
          status: "unchecked",
          message: "States a result.",
          result: { value: found.value, unit },
        },
        result: { shown: { value: found.value, unit }, dimension, hasUnit: true },
      };
    }
  }
  return { check: { lineNumber, text, kind: "prose", status: "skipped", message: "Words only; skipped." } };
}

/** True when a dimension is that of a pure number (a ratio, an efficiency, a fraction). */
function isPureDimension(dimension: readonly number[]): boolean {
  return dimension.every((entry) => Math.abs(entry) < 1e-9);
}

/** True when a line's value can be compared with the solution's: it has a unit, or it is a pure number. */
function comparable(result: LineResult): boolean {
  return result.hasUnit || isPureDimension(result.dimension);
}

function matchReference(result: LineResult, references: readonly Reference[]): Reference | undefined {
  if (!comparable(result)) return undefined;
  const matching = references.filter((reference) => {
    const dimension = dimensionVector(reference.value.unit);
    if (!dimension || !dimensionsMatch(dimension, result.dimension)) return false;
    return resultMatches(result, reference.value);
  });
  // "515 kJ" names the kilojoule step rather than the same energy in joules.
  return (
    matching.find((reference) => reference.final && reference.value.unit === result.shown.unit) ??
    matching.find((reference) => reference.value.unit === result.shown.unit) ??
    matching[0]
  );
}

function matchMistake(result: LineResult, mistakes: readonly CommonMistake[]): CommonMistake | undefined {
  if (!comparable(result)) return undefined;
  return mistakes.find((mistake) => {
    const dimension = dimensionVector(mistake.wrongAnswer.unit);
    if (!dimension || !dimensionsMatch(dimension, result.dimension)) return false;
    return sameQuantity(result.shown, mistake.wrongAnswer, REFERENCE_TOLERANCE);
  });
}

/**
 * A line that writes a relation the engine knows in a certainly wrong form ("KE = m v^2" of a body
 * that slides, "h = g t^2" of a stone dropped from rest): wrong on that line, before any number is
 * put in, whatever its arithmetic. Other lines are returned as they were checked.
 */
function withWrongRelationForm(line: EvaluatedLine, text: string, problem: string): EvaluatedLine {
  if (line.check.status === "error" || line.check.kind === "prose" || line.check.kind === "statement")
    return line;
  for (const clause of normalizeWorkText(text).split(CLAUSE_SEPARATORS)) {
    if (clause === undefined || !/=/.test(clause)) continue;
    const sides = clause.split(/=|≈/).map((side) => side.replace(/(?<![.,:;!?])[.,:;!?]+\s*$/, "").trim());
    for (let index = 0; index + 1 < sides.length; index++) {
      if (sides[index] === "" || sides[index + 1] === "") continue;
      // Values put straight into a relation ("a = g cos(25°)") are read as the relation they go into.
      const form =
        relationFormOf(sides[index], sides[index + 1], problem || undefined) ??
        substitutedRelationForm(sides[index], sides[index + 1], problem || undefined);
      // Only a relation read as written: a student's labels ("d_r", the reaction's) and a quantity
      // set to zero may name another step of the solution than the relation read.
      if (form?.status !== "wrong" || form.zeroed || form.labelsLeftOff) continue;
      return {
        ...line,
        check: {
          ...line.check,
          status: "error",
          issue: "relation",
          message: `${sides[index]} = ${sides[index + 1]} ${form.message}`,
        },
      };
    }
  }
  return line;
}

/** The problem text and the work lines, taking the statement off the top when it is written there. */
function splitProblemFromWork(request: WorkAnalysisRequest): { problemText: string; firstWorkLine: number } {
  const lines = request.studentWork.split(/\r?\n/);
  if (!request.problemInWork) return { problemText: request.problem ?? "", firstWorkLine: 0 };
  const firstWork = lines.findIndex((line) => /=|≈/.test(line));
  const end = firstWork < 0 ? lines.length : firstWork;
  const statement = lines.slice(0, end).join("\n").trim();
  return { problemText: [request.problem ?? "", statement].join("\n").trim(), firstWorkLine: end };
}

/** The most lines with something on them that one request's work is checked for. */
export const MAX_WORK_LINES = 60;
/** The most characters of work (with the problem, when it is written at the top) checked at once. */
export const MAX_WORK_CHARACTERS = 8000;

/** The reply to work longer than one check reads: nothing is checked, and the student is told why. */
function workTooLongReply(lineCount: number, characterCount: number): WorkAnalysisReply {
  const size =
    lineCount > MAX_WORK_LINES
      ? `Your work has ${lineCount} lines; I check at most ${MAX_WORK_LINES} lines at a time.`
      : `Your work has ${characterCount.toLocaleString("en-US")} characters; I check at most ${MAX_WORK_CHARACTERS.toLocaleString("en-US")} at a time.`;
  return {
    reply: `I did not check this work: it is longer than one check reads. ${size} Send the problem with the part of your work you want checked, one step per line.`,
    lines: [],
    firstErrorLine: null,
    verdict: "cannot-check",
    linesWithWork: 0,
    linesChecked: 0,
  };
}

/** Checks a student's work line by line and writes the feedback. */
export function analyzeWork(request: WorkAnalysisRequest): WorkAnalysisReply {
  const work = typeof request.studentWork === "string" ? request.studentWork : "";
  const lineCount = work.split(/\r?\n/).filter((line) => line.trim() !== "").length;
  if (lineCount > MAX_WORK_LINES || work.length > MAX_WORK_CHARACTERS) {
    return workTooLongReply(lineCount, work.length);
  }
  const { problemText, firstWorkLine } = splitProblemFromWork({ ...request, studentWork: work });
  let solved: GeneratedProblem | undefined = request.bankProblem;
  let assumptions: readonly string[] = [];
  if (!solved && problemText !== "") {
    const reading = readFreeFormProblem(problemText, request.level);
    if (reading.status === "solved") {
      solved = reading.problem;
      assumptions = reading.assumptions ?? [];
    }
  }
  const references = solved ? referencesOf(solved) : [];
  const evaluated: EvaluatedLine[] = [];
  let chain: ChainState | undefined;
  let unknown: (LineUnknown & { line: EvaluatedLine }) | undefined;
  const workLines = work.split(/\r?\n/);
  workLines.forEach((text, index) => {
    if (text.trim() === "") return;
    if (index < firstWorkLine) {
      evaluated.push({
        check: {
          lineNumber: index + 1,
          text,
          kind: "problem",
          status: "skipped",
          message: "Problem statement.",
        },
      });
      return;
    }
    const carried = carriedLine(text, chain);
    if (!carried) {
      const checked = withWrongRelationForm(checkLine(index + 1, text, solved), text, problemText);
      // An equation solved for a letter that also names a unit ("24 − 0.30T = 0.20T − 4") is
      // algebra, not a calculation in teslas: it is checked against the line that solves it further.
      const next = workLines.slice(index + 1).find((following) => following.trim() !== "");
      const inUnknown =
        checked.check.status === "correct" || checked.check.kind === "prose"
          ? undefined
          : equationInUnknown(text, { previousUnknown: unknown?.symbol, next });
      const line: EvaluatedLine = inUnknown ? equationLine(index + 1, text, inUnknown) : checked;
      evaluated.push(line);
      if (line.check.kind === "prose") return;
      // Words between lines ("which gives") keep the chain; a new equation starts its own.
      chain = chainAfter(text, line, undefined);
      if (unknown) followUnknown(line, text, unknown, inUnknown);
      const fixed = inUnknown ?? (line.check.status === "error" ? undefined : solveLineForUnknown(text));
      unknown = fixed ? { ...fixed, line } : undefined;
      return;
    }
    const line = checkLine(index + 1, carried.text, solved);
    line.check.text = text;
    line.continues = carried.from;
    evaluated.push(line);
    chain = chainAfter(text, line, carried.continuation ? chain : undefined);
    unknown = undefined;
  });

  if (solved) markGivensWithWrongPower(evaluated, solved.knowns);

  const answerDimension = solved ? dimensionVector(solved.answer.unit) : undefined;
  // A ratio, an efficiency or a fraction is written without a unit: its lines are results too.
  const pureAnswer = answerDimension !== undefined && isPureDimension(answerDimension);
  const withResults = evaluated.filter(
    (line) => line.result && (line.result.hasUnit || (pureAnswer && isPureDimension(line.result.dimension))),
  );
  for (const line of withResults) {
    if (!line.result) continue;
    // A relation for another situation whose value is a known mistake gets the mistake's own feedback.
    const relationError = line.check.issue === "relation" || line.check.issue === "sign";
    if (line.check.status === "error" && !relationError) continue;
    if (relationError) {
      const mistake = solved ? matchMistake(line.result, solved.mistakes) : undefined;
      if (mistake) {
        line.check.issue = "known-mistake";
        line.check.message = `${quantityText(line.result.shown)} is what you get if you ${lowerFirst(mistake.description)} ${mistake.feedback}`;
      }
      continue;
    }
    const reference = matchReference(line.result, references);
    if (reference) {
      const note = `${quantityText(line.result.shown)} matches ${reference.label}.`;
      // A value that agrees with the worked solution is right even when the line had nothing to compare.
      if (line.check.status === "unchecked") {
        const units = line.check.message.startsWith("The numbers agree")
          ? " Write the unit with every number."
          : "";
        line.check.status = "correct";
        line.check.message = `${note}${units}`;
      } else {
        line.check.message = `${line.check.message} ${note}`;
      }
      continue;
    }
    const mistake = solved ? matchMistake(line.result, solved.mistakes) : undefined;
    if (mistake) {
      line.check.status = "error";
      line.check.issue = "known-mistake";
      line.check.message = `${quantityText(line.result.shown)} is what you get if you ${lowerFirst(mistake.description)} ${mistake.feedback}`;
    }
  }

  // The final value: the last result, when it has the dimension of the answer. When the work's
  // last line could not be read, no earlier value is taken for the final answer.
  const last = withResults[withResults.length - 1];
  const lastLine = evaluated[evaluated.length - 1];
  const finalLineUnreadable =
    lastLine !== undefined && lastLine !== last && lastLine.check.status === "unchecked";
  let finalState: "correct" | "wrong" | "missing" | "unknown" = solved ? "missing" : "unknown";
  if (
    solved &&
    !finalLineUnreadable &&
    last?.result &&
    answerDimension &&
    dimensionsMatch(answerDimension, last.result.dimension)
  ) {
    if (resultMatches(last.result, solved.answer)) finalState = "correct";
    else if (isSignedFormOfAnswer(last.result.shown, solved)) {
      finalState = "correct";
      last.check.message = `${last.check.message} Its size, ${quantityText(solved.answer, solved.significantFigures)}, is the answer asked for; the sign gives the direction.`;
    } else {
      finalState = "wrong";
      const earlierError = evaluated.find((line) => line.check.status === "error");
      if (earlierError && last.check.status !== "error" && last.result) {
        if (earlierError.check.lineNumber > last.check.lineNumber) {
          // The error comes after the last value; that value is not where the work goes wrong.
        } else {
          last.check.status = "error";
          last.check.issue = "wrong-value";
          last.check.message =
            `${quantityText(last.result.shown)} is not the answer to this problem; it carries the error ` +
            `from line ${earlierError.check.lineNumber} forward.`;
        }
      } else if (last.check.status !== "error") {
        markDeparture(withResults, references, last, solved);
      }
    }
  } else if (solved && !finalLineUnreadable && last?.result && answerDimension && last === lastLine) {
    markWrongUnitOnAnswer(last, solved);
  }

  // Lines worked out further down are confirmed only when the work does not end on a wrong value.
  confirmWorkedOutLines(evaluated, finalState !== "wrong");
  const lines = evaluated.map((line) => line.check);
  const firstError = lines.find((line) => line.status === "error");
  const withWork = lines.filter((line) => line.kind !== "prose" && line.kind !== "problem");
  const checked = withWork.filter((line) => line.status === "correct" || line.status === "error");
  const verdict: WorkAnalysisReply["verdict"] = firstError
    ? "has-errors"
    : checked.length === 0 && finalState !== "correct"
      ? "cannot-check"
      : checked.length < withWork.length
        ? "partly-checked"
        : "correct";
  const counts = { linesWithWork: withWork.length, linesChecked: checked.length };
  const diagram = solved && verdict !== "cannot-check" ? workDiagram(solved, assumptions, lines) : undefined;
  return {
    reply: replyMarkdown({ request, lines, firstError, verdict, solved, finalState, ...counts }),
    lines,
    firstErrorLine: firstError ? firstError.lineNumber : null,
    verdict,
    ...counts,
    ...(diagram ? { diagram } : {}),
  };
}

/** A number written with its power of ten: "500e-6", "500 x 10^-6", "5.0 × 10^(-4)". */
const NUMBER_WITH_POWER =
  /(?<![\w.])(\d+(?:\.\d+)?)(?:[eE]([-+]?\d+)|\s?(?:\*|x|×|·)\s?10\s?\^\s?\(?([-+−]?\d+)\)?)/g;

/**
 * A given put into a line with the wrong power of ten: its own digits ("500" of 500 nm) with a
 * power that does not make it the given in SI ("500e-6" for 5.00 × 10⁻⁷ m), where no other given
 * has that value. Only a given stated in a unit with a prefix, so that the line converts it.
 */
function givenWithWrongPower(text: string, knowns: readonly KnownQuantity[]): string | undefined {
  // Only the numbers a calculation puts in: on a side that computes, with no unit of their own.
  const computing = normalizeWorkText(text)
    .split(/=|≈/)
    .filter((side) => /[*/]|\)\s*\(/.test(side.replace(NUMBER_WITH_POWER, "1")));
  for (const match of computing
    .flatMap((side) => [...side.matchAll(NUMBER_WITH_POWER)].map((found) => ({ found, side })))
    .filter(
      ({ found, side }) => !readUnitAfterNumber(side.slice((found.index ?? 0) + found[0].length).trimStart()),
    )
    .map(({ found }) => found)) {
    // One digit ("2e-7", μ₀/2π) is too common a number to be told for a given's digits.
    if (match[1].replace(/[^\d]/g, "").replace(/^0+/, "").length < 2) continue;
    const digits = Number(match[1]);
    const exponent = Number((match[2] ?? match[3] ?? "0").replace("−", "-"));
    const written = digits * 10 ** exponent;
    if (!(written > 0)) continue;
    const inSI = knowns.map((known) => ({ known, si: toSI({ value: known.value, unit: known.unit }).value }));
    if (inSI.some(({ si }) => Math.abs(si - written) <= 0.01 * Math.abs(si))) continue;
    for (const { known, si } of inSI) {
      if (!(known.value > 0) || known.unit === "" || !Number.isFinite(si) || si === known.value) continue;
      const sameDigits = Math.log10(digits / known.value);
      const power = Math.log10(written / si);
      if (Math.abs(sameDigits - Math.round(sameDigits)) > 1e-9 || Math.abs(power - Math.round(power)) > 1e-9)
        continue;
      if (Math.round(power) === 0) continue;
      const unit = toSI({ value: known.value, unit: known.unit }).unit;
      return `${match[0].trim()} is not the given ${known.name} in SI units: ${formatQuantity({ value: known.value, unit: known.unit })} is ${formatQuantity({ value: si, unit })}, not ${formatQuantity({ value: written, unit })}.`;
    }
  }
  return undefined;
}

/** Marks the lines that put a given in with the wrong power of ten (its unit converted wrongly). */
function markGivensWithWrongPower(
  evaluated: readonly EvaluatedLine[],
  knowns: readonly KnownQuantity[],
): void {
  for (const line of evaluated) {
    if (line.check.kind !== "equation" || line.check.status === "error") continue;
    const message = givenWithWrongPower(line.check.text, knowns);
    if (!message) continue;
    line.check.status = "error";
    line.check.issue = "units";
    line.check.message = message;
  }
}

/**
 * The worked problem's diagram, placed beside the line it concerns: the first line that goes
 * wrong (the picture shows what it should have found), else the last line that states a result.
 */
function workDiagram(
  solved: GeneratedProblem,
  assumptions: readonly string[],
  lines: readonly LineCheck[],
): Diagram | undefined {
  const diagram = diagramForProblem(solved, assumptions);
  if (!diagram) return undefined;
  const concerned =
    lines.find((line) => line.status === "error") ??
    lines.findLast((line) => line.status === "correct" && line.kind !== "prose" && line.kind !== "problem");
  return concerned ? { ...diagram, aboutLine: concerned.lineNumber } : diagram;
}

/**
 * A line of numbers with nothing to compare on it ("= 0.5 × 1.5 × 144") is checked by the line
 * that works it out ("= 108 J") when that line holds.
 */
function confirmWorkedOutLines(evaluated: readonly EvaluatedLine[], confirm: boolean): void {
  for (let index = evaluated.length - 1; index >= 0; index--) {
    const line = evaluated[index];
    const from = line.continues;
    const workedOut = line.check.status === "correct" || line.check.arithmeticChecked === true;
    if (!from || !workedOut) continue;
    if (from.check.status !== "unchecked" || from.check.kind !== "equation" || from.check.arithmeticChecked)
      continue;
    if (!from.check.message.startsWith("Nothing on this line to compare")) continue;
    if (confirm && line.check.status === "correct") {
      from.check.status = "correct";
      from.check.message = `Worked out on line ${line.check.lineNumber}, which checks.`;
    } else {
      // The arithmetic holds, but a wrong final value leaves the numbers put in here in doubt.
      from.check.message = `Worked out on line ${line.check.lineNumber}; the arithmetic holds, but I could not confirm the values put in.`;
    }
  }
}

/**
 * True when a value is the answer with the opposite sign and the worked solution finds that signed
 * value on its way ("F = −6000 N" before "|F| = 6000 N") or the question asks for a size: right,
 * stated with its sign.
 */
function isSignedFormOfAnswer(shown: ValueWithUnit, solved: GeneratedProblem): boolean {
  if (!sameQuantity({ value: -shown.value, unit: shown.unit }, solved.answer, REFERENCE_TOLERANCE))
    return false;
  // The question asks for a size (|h_i|): the signed value carries the same size.
  if (/^\|.*\|$/.test(solved.unknown.symbol.trim())) return true;
  return solved.solution.some((step) =>
    sameQuantity(shown, { value: step.result.value, unit: step.result.unit }, REFERENCE_TOLERANCE),
  );
}

function lowerFirst(text: string): string {
  return text.length === 0 ? text : text[0].toLowerCase() + text.slice(1);
}

/**
 * The final value is wrong but no line was flagged: the first line whose value matches nothing in
 * the worked solution is where the work most likely leaves it (the final line when none earlier).
 */
function markDeparture(
  withResults: EvaluatedLine[],
  references: readonly Reference[],
  finalLine: EvaluatedLine,
  solved: GeneratedProblem,
): void {
  const departure =
    withResults.find(
      (line) =>
        line.result &&
        line.check.status !== "error" &&
        line.check.kind !== "statement" &&
        !matchReference(line.result, references) &&
        references.some((reference) => {
          const dimension = dimensionVector(reference.value.unit);
          return (
            line.result !== undefined &&
            dimension !== undefined &&
            dimensionsMatch(dimension, line.result.dimension)
          );
        }),
    ) ?? finalLine;
  const result = departure.result;
  if (!result) return;
  const otherUnit = departure === finalLine ? answerInOtherUnit(result, solved) : undefined;
  if (otherUnit) {
    // "150/2.5 = 60 m/s": the number is the answer in km/h, so the unit written is what is wrong.
    departure.check.status = "error";
    departure.check.issue = "units";
    departure.check.message =
      `${quantityText(result.shown)} has the answer's number in ${unitText(otherUnit)}, not in ${unitText(result.shown.unit)}: ` +
      `${quantityText(convertQuantity(solved.answer, otherUnit) ?? solved.answer)} is ${quantityText(solved.answer, solved.significantFigures)}.`;
    return;
  }
  // "v_r = −1.0 m/s" where the engine answers a speed of 1.0 m/s: a speed is a size, so a velocity
  // of that size against the axis the work chose is no sign error.
  const flippedSpeed = oppositeReference(result, references);
  if (flippedSpeed?.final && /\bspeed\b/i.test(solved.unknown.name)) return;
  const start = chainStart(departure);
  if (start !== departure) {
    // "KE = 0.5 × 1.5 × 12" then "KE = 9.0 J": the arithmetic holds, so the numbers put in are wrong.
    const flipped = oppositeReference(result, references);
    start.check.status = "error";
    start.check.issue = flipped ? "sign" : "wrong-value";
    const where = `These numbers lead to ${quantityText(result.shown)} (line ${departure.check.lineNumber})`;
    start.check.message = flipped
      ? `${where}, which has the wrong sign: ${flipped.label} is ${quantityText(flipped.value)}. ` +
        "The physics fixes this sign (a direction, a loss or a virtual image): check the order of the values subtracted."
      : `${where}, which ` +
        `${departure === finalLine ? `is not the answer (it should be ${quantityText(solved.answer, solved.significantFigures)})` : "does not match any value in the worked solution"}: ` +
        "check the relation used and each value put into it.";
    return;
  }
  departure.check.status = "error";
  departure.check.issue = "wrong-value";
  const opposite = oppositeReference(result, references);
  if (opposite) {
    departure.check.issue = "sign";
    departure.check.message =
      `${quantityText(result.shown)} has the wrong sign: ${opposite.label} is ${quantityText(opposite.value)}. ` +
      "The physics fixes this sign (a direction, a loss or a virtual image), so it cannot be dropped.";
    return;
  }
  const closest = references.find((reference) => {
    const dimension = dimensionVector(reference.value.unit);
    return dimension !== undefined && dimensionsMatch(dimension, result.dimension) && !reference.final;
  });
  departure.check.message =
    departure === finalLine
      ? `${quantityText(result.shown)} is not the answer to this problem (it should be ${quantityText(solved.answer, solved.significantFigures)}).`
      : `${quantityText(result.shown)} does not match any value in the worked solution${closest ? ` (for example ${closest.label} is ${quantityText(closest.value)})` : ""}; the final answer is off from here on.`;
}

/**
 * The last line states the answer's number with a unit of another quantity ("p = 18000 J" for a
 * momentum of 18000 kg·m/s): the unit is wrong, whatever the arithmetic above it.
 */
function markWrongUnitOnAnswer(last: EvaluatedLine, solved: GeneratedProblem): void {
  const result = last.result;
  if (!result?.hasUnit || last.check.status === "error" || result.shown.unit === "") return;
  const answerInSI = toSI(solved.answer);
  const shownInSI = toSI(result.shown);
  const sameNumber = [solved.answer.value, answerInSI.value].some(
    (number) =>
      number !== 0 &&
      [result.shown.value, shownInSI.value].some(
        (shown) => Math.abs(shown - number) <= REFERENCE_TOLERANCE * Math.abs(number),
      ),
  );
  if (!sameNumber) return;
  last.check.status = "error";
  last.check.issue = "units";
  last.check.message =
    `The number is right, but ${quantityText(result.shown)} is not ${solved.unknown.name}: ` +
    `${solved.unknown.name} is measured in ${unitText(solved.unknown.unit)} ` +
    `(${quantityText(solved.answer, solved.significantFigures)}).`;
}

// Units a result is often worked out in before it is converted.
const WORKING_UNITS = [
  "km/h",
  "cm",
  "mm",
  "km",
  "g",
  "min",
  "h",
  "ms",
  "kJ",
  "kW",
  "kN",
  "kPa",
  "mA",
  "kV",
  "uC",
  "uF",
  "nm",
  "eV",
];

/** The unit, other than the one written, in which the line's number is the answer ("60 m/s" for 60 km/h). */
function answerInOtherUnit(result: LineResult, solved: GeneratedProblem): string | undefined {
  if (!result.hasUnit || result.shown.value === 0) return undefined;
  return WORKING_UNITS.find((unit) => {
    if (unit === result.shown.unit || unit === solved.answer.unit) return false;
    const converted = convertQuantity(solved.answer, unit);
    if (!converted) return false;
    return Math.abs(converted.value - result.shown.value) <= REFERENCE_TOLERANCE * Math.abs(converted.value);
  });
}

/**
 * The line after one that fixes an unknown ("0 = 15² + 2(−3.0)s"), when it states that unknown
 * ("s = 225/6.0"): it goes on from that line if the values agree, and is an algebra slip if not.
 */
function followUnknown(
  line: EvaluatedLine,
  text: string,
  unknown: LineUnknown & { line: EvaluatedLine },
  inUnknown: LineUnknown | undefined,
): void {
  const given = formatQuantity({ value: unknown.value, unit: "" }, 3);
  // The next line solves the same equation further ("58,060 = 2273T" after "16,200 − 180T = …").
  if (inUnknown && headKey(inUnknown.symbol) === headKey(unknown.symbol)) {
    if (sameUnknownValue(unknown.value, inUnknown.value)) {
      line.continues ??= unknown.line;
      confirmEquationLine(unknown, line.check.lineNumber);
      return;
    }
    if (line.check.status === "error") return;
    line.check.status = "error";
    line.check.issue = "arithmetic";
    line.check.message =
      `Line ${unknown.line.check.lineNumber} gives ${unknown.symbol} = ${given}, but this line gives ` +
      `${unknown.symbol} = ${formatQuantity({ value: inUnknown.value, unit: "" }, 3)}: check the step between them.`;
    return;
  }
  const sides = equationSides(text);
  if (!sides || sides.length < 2 || headKey(sides[0]) !== headKey(unknown.symbol)) return;
  const stated = evaluateSide(sides[1]);
  if (!stated.ok) return;
  const { measured } = stated;
  if (measured.hasUnit && !measured.lone) return;
  const value = measured.lone ? measured.lone.value : measured.value;
  const allowed = Math.max(CARRIED_ROUNDING_LIMIT * Math.abs(unknown.value), measured.roundingError, 1e-12);
  if (Math.abs(value - unknown.value) <= allowed) {
    line.continues ??= unknown.line;
    confirmEquationLine(unknown, line.check.lineNumber);
    // "T = 44.5 °C" has nothing of its own to compare: it is the root of the equation above.
    if (
      line.check.status === "unchecked" &&
      unknown.line.check.status === "correct" &&
      line.check.message.startsWith("Nothing on this line")
    ) {
      line.check.status = "correct";
      line.check.message = `The root of the equation on line ${unknown.line.check.lineNumber}.`;
    }
    return;
  }
  if (line.check.status === "error") return;
  line.check.status = "error";
  line.check.issue = "arithmetic";
  line.check.message =
    `Line ${unknown.line.check.lineNumber} gives ${unknown.symbol} = ${given}, ` +
    `not ${sides[1].trim()}: check the step that solves for ${unknown.symbol}.`;
}

/** The line of an equation to solve for an unknown, before the line that solves it further is read. */
function equationLine(lineNumber: number, text: string, unknown: LineUnknown): EvaluatedLine {
  return {
    check: {
      lineNumber,
      text,
      kind: "equation",
      status: "unchecked",
      message: `An equation in ${unknown.symbol}; solving it gives ${unknown.symbol} = ${formatQuantity({ value: unknown.value, unit: "" }, 3)}.`,
    },
  };
}

/** An equation in an unknown whose root the next line states too: its algebra holds so far. */
function confirmEquationLine(unknown: LineUnknown & { line: EvaluatedLine }, nextLineNumber: number): void {
  const check = unknown.line.check;
  if (check.status !== "unchecked" || !check.message.startsWith("An equation in")) return;
  check.status = "correct";
  check.message = `An equation in ${unknown.symbol}: solving it gives ${unknown.symbol} = ${formatQuantity({ value: unknown.value, unit: "" }, 3)}, as line ${nextLineNumber} has it.`;
}

/** The first line of a chain of lines that work out one expression, when its arithmetic held. */
function chainStart(line: EvaluatedLine): EvaluatedLine {
  let start = line;
  while (
    start.continues &&
    start.continues.check.kind === "equation" &&
    start.continues.check.status !== "error"
  )
    start = start.continues;
  return start;
}

/** A value of the worked solution that the line's value is the negative of. */
function oppositeReference(result: LineResult, references: readonly Reference[]): Reference | undefined {
  if (result.shown.value === 0) return undefined;
  return matchReference(
    { ...result, shown: { value: -result.shown.value, unit: result.shown.unit } },
    references.filter((reference) => reference.value.value !== 0),
  );
}

interface ReplyParts {
  request: WorkAnalysisRequest;
  lines: LineCheck[];
  firstError: LineCheck | undefined;
  verdict: WorkAnalysisReply["verdict"];
  solved: GeneratedProblem | undefined;
  finalState: "correct" | "wrong" | "missing" | "unknown";
  linesWithWork: number;
  linesChecked: number;
}

function linesText(count: number): string {
  return `${count} line${count === 1 ? "" : "s"}`;
}

/** "I checked all 3 lines with working", "I checked 2 of the 5 lines with working". */
function checkedText(checked: number, total: number): string {
  if (checked < total) return `I checked ${checked} of the ${linesText(total)} with working`;
  return total === 1
    ? "I checked the one line with working"
    : `I checked all ${linesText(total)} with working`;
}

function lineQuote(line: LineCheck): string {
  return `**Line ${line.lineNumber}** (\`${line.text.trim().replace(/`/g, "'")}\`)`;
}

function replyMarkdown(parts: ReplyParts): string {
  const { request, lines, firstError, verdict, solved, finalState, linesWithWork, linesChecked } = parts;
  const sections: string[] = [];
  const errorAnalysis = request.perFeatures?.requestErrorAnalysis === true;
  if (verdict === "cannot-check") {
    sections.push(
      "I could not check this work: I found no line with numbers and units that I could evaluate. " +
        "Write each step as an equation with its numbers and units, such as `v = 20 m/s * 3 s = 60 m`, one step per line.",
    );
  } else if (verdict === "correct") {
    const checkedAll = checkedText(linesChecked, linesWithWork);
    sections.push(
      finalState === "correct"
        ? `Your work is correct: ${checkedAll}, and your final answer is right.`
        : `Every line is correct so far: ${checkedAll}.`,
    );
  } else if (verdict === "partly-checked") {
    const unchecked = linesWithWork - linesChecked;
    sections.push(
      `${checkedText(linesChecked, linesWithWork)}, and ${linesChecked === 1 ? "it is" : "every one of them is"} correct` +
        `${finalState === "correct" ? "; your final answer is right" : ""}. ` +
        `I could not check the other ${unchecked === 1 ? "one" : unchecked}, so I cannot call the whole work correct.`,
    );
  } else if (firstError) {
    sections.push(
      `I found a problem, starting on line ${firstError.lineNumber}. ${checkedText(linesChecked, linesWithWork)}.`,
    );
  }
  if (!solved) {
    sections.push(
      "_I could not solve this problem myself, so I checked the arithmetic and the units of each line, not the method._",
    );
  }
  const right = lines.filter((line) => line.status === "correct");
  if (right.length > 0) {
    sections.push(
      `### What is right\n\n${bulletList(right.map((line) => `${lineQuote(line)}: ${line.message}`))}`,
    );
  }
  if (firstError) {
    const mistakeHint = firstError.issue === "known-mistake" ? "" : likelyMistakeHint(firstError, solved);
    sections.push(`### The first error\n\n${lineQuote(firstError)}: ${firstError.message}${mistakeHint}`);
  }
  const relations = lines.filter((line) => line.status === "unchecked" && line.relation !== undefined);
  if (relations.length > 0) {
    sections.push(
      `### Relations you wrote\n\n${bulletList(relations.map((line) => `${lineQuote(line)}: ${line.message}`))}`,
    );
  }
  const unchecked = lines.filter((line) => line.status === "unchecked" && line.relation === undefined);
  if (unchecked.length > 0) {
    sections.push(
      `### Not checked\n\n${bulletList(unchecked.map((line) => `${lineQuote(line)}: ${line.message}`))}`,
    );
  }
  if (errorAnalysis) {
    const errors = lines.filter((line) => line.status === "error");
    if (errors.length > 0) {
      const analysis = errors.map((line) => `${lineQuote(line)}: ${issueExplanation(line)}`);
      sections.push(`### Error analysis\n\n${bulletList(analysis)}`);
    }
  }
  if (solved && finalState === "missing" && !errorAnalysis) {
    sections.push(
      `Your work does not reach the final value yet: the question asks for ${solved.unknown.name}, in ${unitText(solved.unknown.unit)}.`,
    );
  }
  const complete = finalState === "correct" || finalState === "wrong";
  if (solved && (errorAnalysis || complete)) {
    sections.push(`### Correct answer\n\n**${finalAnswerLatex(solved)}**`);
  }
  return sections.join("\n\n");
}

function likelyMistakeHint(line: LineCheck, solved: GeneratedProblem | undefined): string {
  if (line.issue === "units" && line.kind === "symbolic")
    return " Compare it with the relation you meant: a power or a factor is probably missing or extra.";
  if (line.issue === "units")
    return " Check which quantity each number stands for and carry its unit through the line.";
  if (line.issue === "arithmetic") return " Redo this calculation; the steps before it are not affected.";
  if (line.issue === "relation")
    return " Start from the situation (what moves, what is at rest, what is conserved) and pick the relation for it.";
  if (line.issue === "wrong-value" && solved && solved.mistakes.length > 0) {
    return ` Common slips on this problem: ${solved.mistakes.map((mistake) => lowerFirst(mistake.description)).join("; ")}`;
  }
  return "";
}

function issueExplanation(line: LineCheck): string {
  switch (line.issue) {
    case "units":
      return `${line.message} Quantities can only be added or set equal when they measure the same thing; write the unit with every number so the check is automatic.`;
    case "arithmetic":
      return `${line.message} The method on this line is fine; the calculation is not. Every later line that uses this value carries the slip forward.`;
    case "known-mistake":
      return `${line.message} This is a common mistake, and the fix is in the reasoning, not the calculator.`;
    case "wrong-value":
      return `${line.message} Compare this step with the relation it should use, and check the values you substituted.`;
    case "relation":
      return `${line.message} A relation holds only in the situation it was derived for; its units agreeing is not enough.`;
    case "sign":
      return `${line.message} Choose a positive direction first and give every quantity its sign from it.`;
    default:
      return line.message;
  }
}
