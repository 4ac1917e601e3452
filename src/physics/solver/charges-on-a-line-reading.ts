/**
 * Point charges placed on one axis: each at a position the words give ("+3.00 μC at x = 0",
 * "−5.00 μC on the x-axis at x = 0.400 m", "at the origin"), or two charges a distance apart. The
 * reader answers the net electric field at a point of the axis the question names ("at x =
 * 0.200 m"), or the one point of the axis, at a finite distance, where the field is zero, as a
 * distance from the charge or the origin the question names. Charges keep the signs written with
 * them. Anything else (a position not on the axis, a point on a charge, a zero that is not
 * unique, a distance from nothing named) makes the reader step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatNumberLatex, formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity } from "../quantity/quantity";
import { constant } from "../relations/relation";
import { type ExtractedQuantity, understoodAs } from "./extract";
import type { SolveResult, Understood } from "./types";
import { unitAskedFor } from "./unknown";

const KE = constant("ke");

interface PlacedCharge {
  quantity: ExtractedQuantity;
  /** Charge in coulombs, with its sign. */
  q: number;
  /** Position on the axis in metres. */
  x: number;
}

// A position on the axis, written after its charge: "at x = 0.400 m", "at the origin".
const AT_X = /\bx\s?=\s?([+\-−]?\d+(?:\.\d+)?)(?:\s?(m|cm|mm)\b)?/;
const AT_ORIGIN = /\b(?:at|is at|placed at|located at|sits at) the origin\b/;
const APART = /^\s*(?:apart|from each other)\b/;
// Bodies that spread a charge, and a second axis, put the charges off one line of points.
const NOT_ON_A_LINE =
  /\b(rod|ring|disk|disc|shell|sphere|sheet|plates?|square|triangle|y\s?=|y-axis|midway|midpoint)\b/;

function isCharge(quantity: ExtractedQuantity): boolean {
  return convertQuantity({ value: 1, unit: quantity.unit }, "C") !== undefined;
}

function metres(value: string, unit: string | undefined): number | undefined {
  const number = Number(value.replace("−", "-"));
  if (unit === undefined) return number === 0 ? 0 : undefined;
  return convertQuantity({ value: number, unit }, "m")?.value;
}

/** The position of a point the words write ("x = 0.200 m", "the origin"), in metres. */
function positionIn(text: string): number | undefined {
  if (AT_ORIGIN.test(text)) return 0;
  const at = AT_X.exec(text);
  return at ? metres(at[1], at[2]) : undefined;
}

/** The charges with their places on the axis, or undefined when any place is not written. */
function placedCharges(lower: string, quantities: readonly ExtractedQuantity[]): PlacedCharge[] | undefined {
  const charges = quantities.filter(isCharge);
  if (charges.length < 2) return undefined;
  const placed: PlacedCharge[] = [];
  for (const [index, quantity] of charges.entries()) {
    const q = convertQuantity({ value: quantity.value, unit: quantity.unit }, "C")?.value;
    if (q === undefined) return undefined;
    const end = quantity.start + quantity.text.length;
    const next = charges[index + 1]?.start ?? lower.length;
    const sentenceEnd = lower.slice(end).search(/[.?!](?:\s|$)/);
    const until = Math.min(next, sentenceEnd < 0 ? lower.length : end + sentenceEnd);
    const x = positionIn(lower.slice(end, until));
    if (x === undefined) return undefined;
    placed.push({ quantity, q, x });
  }
  return placed;
}

/** Two charges "30 cm apart": the first at the origin, the second at that distance. */
function chargesApart(lower: string, quantities: readonly ExtractedQuantity[]): PlacedCharge[] | undefined {
  const charges = quantities.filter(isCharge);
  if (charges.length !== 2) return undefined;
  const gaps = quantities.filter((quantity) => !isCharge(quantity) && APART.test(quantity.after));
  if (gaps.length !== 1) return undefined;
  const gap = convertQuantity({ value: gaps[0].value, unit: gaps[0].unit }, "m")?.value;
  if (gap === undefined || gap <= 0 || lower.includes(" x =")) return undefined;
  return charges.map((quantity, index) => ({
    quantity,
    q: convertQuantity({ value: quantity.value, unit: quantity.unit }, "C")?.value ?? Number.NaN,
    x: index === 0 ? 0 : gap,
  }));
}

/** Each charge's field along the axis at x, signed (+ toward +x). */
function contributionsAt(charges: readonly PlacedCharge[], x: number): number[] {
  return charges.map(({ q, x: at }) => (KE * q * (x - at)) / Math.abs(x - at) ** 3);
}

function fieldAt(charges: readonly PlacedCharge[], x: number): number {
  return contributionsAt(charges, x).reduce((sum, value) => sum + value, 0);
}

/** The answer in the unit asked (else the SI one), rounded to the given figures. */
function answered(
  si: { value: number; unit: string },
  unit: string,
  figures: number,
  steps: SolutionStep[],
  understood: Understood,
): SolveResult {
  const shown = convertQuantity(si, unit)?.value ?? si.value;
  return {
    status: "solved",
    answer: { value: roundSignificant(shown, figures), unit },
    si,
    significantFigures: figures,
    steps,
    understood,
  };
}

/** The one point of the axis, at a finite distance and on no charge, where two charges' fields cancel. */
function zeroOfTwo([first, second]: readonly PlacedCharge[]): number | undefined {
  const ratio = Math.sqrt(Math.abs(first.q) / Math.abs(second.q));
  const candidates = [(first.x + ratio * second.x) / (1 + ratio)];
  if (ratio !== 1) candidates.push((first.x - ratio * second.x) / (1 - ratio));
  const scale = (KE * Math.abs(first.q)) / (first.x - second.x) ** 2;
  const zeros = candidates.filter(
    (x) =>
      Number.isFinite(x) &&
      x !== first.x &&
      x !== second.x &&
      Math.abs(fieldAt([first, second], x)) <= 1e-9 * scale,
  );
  return zeros.length === 1 ? zeros[0] : undefined;
}

function chargeLatex(charge: PlacedCharge): string {
  return formatQuantityLatex(charge.q, "C", charge.quantity.significantFigures);
}

/** The charge a question measures a distance from ("from q1", "from the 4 uC one"), or the origin. */
function measuredFrom(question: string, charges: readonly PlacedCharge[]): number | undefined {
  const from =
    /\bfrom (?:the )?(origin|q_?\s?([12])\b|(?:charge )?([+\-−]?\d+(?:\.\d+)?)\s?(?:μc|uc|nc|pc|mc|c)\b|first|second)/.exec(
      question,
    );
  if (!from) return undefined;
  if (from[1] === "origin") return 0;
  if (from[1] === "first") return charges[0].x;
  if (from[1] === "second") return charges[1].x;
  if (from[2]) return charges[Number(from[2]) - 1]?.x;
  const value = Math.abs(Number((from[3] ?? "").replace("−", "-")));
  const named = charges.filter((charge) => Math.abs(charge.quantity.value) === value);
  return named.length === 1 ? named[0].x : undefined;
}

/** The net field at a point of the axis, or where it is zero, for charges placed on one axis. */
export function solveChargesOnALine(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  const asked = question.toLowerCase();
  if (!/\bfield\b/.test(asked) || NOT_ON_A_LINE.test(lower)) return undefined;
  const charges = placedCharges(lower, quantities) ?? chargesApart(lower, quantities);
  if (!charges || charges.some((charge) => !Number.isFinite(charge.q) || charge.q === 0)) return undefined;
  if (new Set(charges.map((charge) => charge.x)).size !== charges.length) return undefined;
  const figures = Math.max(2, Math.min(...quantities.map((quantity) => quantity.significantFigures)));
  const placing = charges
    .map(
      (charge, index) =>
        `q_${index + 1} = ${chargeLatex(charge)} \\text{ at } x_${index + 1} = ${formatQuantityLatex(charge.x, "m", figures)}`,
    )
    .join(",\\ ");
  const understood = {
    quantities: charges.map((charge, index) =>
      understoodAs(
        charge.quantity,
        `q${index + 1}`,
        `charge ${index + 1}, at x = ${roundSignificant(charge.x, 4)} m`,
      ),
    ),
    assumptions: ["The charges are points on one axis, in vacuum or air."],
  };
  const unit = unitAskedFor(normalized.slice(Math.max(0, normalized.indexOf(question))));
  if (/\bzero\b/.test(asked)) {
    if (charges.length !== 2) return undefined;
    const zero = zeroOfTwo(charges);
    // "Where is the field zero? Give its distance from the 4 uC one": the sentences after the question too.
    const origin = measuredFrom(lower.slice(Math.max(0, lower.indexOf(asked))), charges);
    if (zero === undefined || origin === undefined) return undefined;
    const distance = Math.abs(zero - origin);
    const shownUnit = unit && convertQuantity({ value: distance, unit: "m" }, unit) ? unit : "m";
    const shown = convertQuantity({ value: distance, unit: "m" }, shownUnit)?.value ?? distance;
    const [first, second] = charges;
    const steps: SolutionStep[] = [
      {
        principle:
          "Where the fields of two point charges cancel, they are equal in size and opposite in direction: $k|q_1|/d_1^2 = k|q_2|/d_2^2$",
        equation: "\\frac{d_1}{d_2} = \\sqrt{\\frac{|q_1|}{|q_2|}}",
        substitution: `${placing} \\;\\Rightarrow\\; \\frac{d_1}{d_2} = ${formatNumberLatex(Math.sqrt(Math.abs(first.q / second.q)), 4)}`,
        result: { value: Math.sqrt(Math.abs(first.q / second.q)), unit: "", symbol: "d_1/d_2" },
      },
      {
        principle:
          first.q * second.q > 0
            ? "Like charges: the fields point opposite ways only between the charges"
            : "Unlike charges: the fields point opposite ways only outside them, on the side of the smaller charge",
        equation: "E(x) = \\sum_i k q_i \\frac{x - x_i}{|x - x_i|^3} = 0",
        substitution: `x = ${formatQuantityLatex(zero, "m", figures)}`,
        result: { value: zero, unit: "m", symbol: "x" },
      },
      {
        principle: "Distance of that point from the place the question measures from",
        equation: "d = |x - x_0|",
        substitution: `d = |${formatNumberLatex(zero, figures)} - (${formatNumberLatex(origin, figures)})|\\ \\mathrm{m} = ${formatQuantityLatex(shown, shownUnit, figures)}`,
        result: { value: distance, unit: "m", symbol: "d" },
      },
    ];
    return answered({ value: distance, unit: "m" }, shownUnit, figures, steps, {
      ...understood,
      unknown: { variable: "d", name: "distance of the point where the field is zero" },
    });
  }
  const point = positionIn(asked);
  if (point === undefined || charges.some((charge) => charge.x === point)) return undefined;
  if (unit && unit !== "N/C" && unit !== "V/m" && !convertQuantity({ value: 1, unit: "N/C" }, unit))
    return undefined;
  const contributions = contributionsAt(charges, point);
  const field = contributions.reduce((sum, value) => sum + value, 0);
  const size = Math.abs(field);
  const shownUnit = unit ?? "N/C";
  const shown = convertQuantity({ value: size, unit: "N/C" }, shownUnit)?.value ?? size;
  const steps: SolutionStep[] = [
    {
      principle:
        "The field of each point charge along the axis points away from a positive charge and toward a negative one; the fields add",
      equation: "E_x = \\sum_i k q_i \\frac{x - x_i}{|x - x_i|^3}",
      substitution: `${placing},\\ x = ${formatQuantityLatex(point, "m", figures)} \\;\\Rightarrow\\; E_x = ${contributions
        .map((value) => `(${formatNumberLatex(value, figures + 1)})`)
        .join(" + ")}\\ \\mathrm{N/C}`,
      result: { value: field, unit: "N/C", symbol: "E_x" },
    },
    {
      principle: `The magnitude of the net field; it points toward ${field > 0 ? "+x" : "−x"}`,
      equation: "E = |E_x|",
      substitution: `E = ${formatQuantityLatex(shown, shownUnit, figures)}`,
      result: { value: size, unit: "N/C", symbol: "E" },
    },
  ];
  return answered({ value: size, unit: "N/C" }, shownUnit, figures, steps, {
    ...understood,
    assumptions: [...understood.assumptions, `The net field points toward ${field > 0 ? "+x" : "−x"}.`],
    unknown: { variable: "Efield", name: "electric field" },
  });
}
