/**
 * The magnetic field of two long parallel wires at a point in their plane: each wire's field is
 * μ₀I/(2πr) at the point's distance r from it, and the right-hand rule decides whether the two add
 * or oppose. Between the wires, currents in opposite directions make fields that point the same
 * way (they add) and currents in the same direction make opposing fields; outside the pair it is
 * the reverse. The reader needs the two currents, the wires' separation, whether the currents run
 * the same way or opposite ways, and where the point is (midway, or its distance from a wire
 * named and on which side). Anything less makes it step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { constantValue } from "../constants";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const MU0 = constantValue("vacuum-permeability");
const WIRES = /\b(?:two|2)\s+(?:long,?\s+)?(?:straight,?\s+)?(?:long,?\s+)?parallel\s+wires\b/;
const MIDWAY = /\b(midway|halfway|midpoint|middle|equidistant)\b/;
const OPPOSITE = /\bopposite(?:\s+directions?)?\b|\bantiparallel\b/;
const SAME = /\bsame direction\b|\bparallel currents\b/;
const SEPARATION = /\b(apart|separated|separation)\b/;
const BETWEEN = /\bbetween\b/;
const OUTSIDE = /\b(far side|outside|beyond)\b/;
const FIRST_WIRE = /^\s*(?:from|of)\s+(?:the\s+)?(?:wire\s*(?:1|one|a)\b|first\s+wire\b)/;
const SECOND_WIRE = /^\s*(?:from|of)\s+(?:the\s+)?(?:wire\s*(?:2|two|b)\b|second\s+wire\b|other\s+wire\b)/;

interface Point {
  r1: number;
  r2: number;
  between: boolean;
}

/** Where the point is: its distances from the two wires, and whether it lies between them. */
function readPoint(
  lower: string,
  separation: number,
  others: readonly ExtractedQuantity[],
): Point | undefined {
  if (others.length === 0)
    return MIDWAY.test(lower) ? { r1: separation / 2, r2: separation / 2, between: true } : undefined;
  const distances: { first?: number; second?: number } = {};
  for (const quantity of others) {
    const metres = toSI({ value: quantity.value, unit: quantity.unit }).value;
    const after = lower.slice(quantity.end, quantity.end + 30);
    if (FIRST_WIRE.test(after)) distances.first = metres;
    else if (SECOND_WIRE.test(after)) distances.second = metres;
    else return undefined;
  }
  const { first, second } = distances;
  const tolerance = 1e-6 * separation;
  if (first !== undefined && second !== undefined) {
    if (Math.abs(first + second - separation) <= tolerance) return { r1: first, r2: second, between: true };
    if (Math.abs(Math.abs(first - second) - separation) <= tolerance)
      return { r1: first, r2: second, between: false };
    return undefined;
  }
  const known = first ?? second;
  if (known === undefined || BETWEEN.test(lower) === OUTSIDE.test(lower)) return undefined;
  const between = BETWEEN.test(lower);
  if (between && !(known < separation)) return undefined;
  const other = between ? separation - known : separation + known;
  return first !== undefined ? { r1: known, r2: other, between } : { r1: other, r2: known, between };
}

/** The field of two parallel wires at a point in their plane, or undefined. */
export function solveTwoWiresField(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  const asked = question.toLowerCase();
  if (!WIRES.test(lower) || !/\bfield\b/.test(asked) || /\bforce\b/.test(asked)) return undefined;
  const opposite = OPPOSITE.test(lower);
  if (opposite === SAME.test(lower)) return undefined;
  // "Wire 1", "wire 2": the numbers that name the wires are no data.
  const data = quantities.filter(
    (quantity) =>
      !(
        quantity.unit === "" &&
        /\bwire\s*$/.test(lower.slice(Math.max(0, quantity.start - 6), quantity.start))
      ),
  );
  const currents = data.filter((quantity) => haveSameDimension(quantity.unit, "A"));
  const lengths = data.filter((quantity) => haveSameDimension(quantity.unit, "m"));
  if (currents.length !== 2 || lengths.length + currents.length !== data.length || lengths.length === 0)
    return undefined;
  const separationAt = lengths.findIndex((quantity) =>
    SEPARATION.test(`${quantity.before} ${quantity.after}`),
  );
  if (separationAt < 0) return undefined;
  const separation = toSI({ value: lengths[separationAt].value, unit: lengths[separationAt].unit }).value;
  const point = readPoint(
    lower,
    separation,
    lengths.filter((_quantity, index) => index !== separationAt),
  );
  if (!point || !(separation > 0) || !(point.r1 > 0) || !(point.r2 > 0)) return undefined;
  const [I1, I2] = currents.map((quantity) => toSI({ value: quantity.value, unit: quantity.unit }).value);
  if (!(I1 > 0) || !(I2 > 0)) return undefined;
  const figures = Math.max(2, Math.min(...data.map((quantity) => quantity.significantFigures)));
  const B1 = (MU0 * I1) / (2 * Math.PI * point.r1);
  const B2 = (MU0 * I2) / (2 * Math.PI * point.r2);
  // Between opposite currents, or outside currents in the same direction, the fields point the same way.
  const add = point.between === opposite;
  const field = add ? B1 + B2 : Math.abs(B1 - B2);
  const tesla = (value: number) => formatQuantityLatex(value, "T", figures);
  const metres = (value: number) => formatQuantityLatex(value, "m", figures);
  const amperes = (value: number) => formatQuantityLatex(value, "A", figures);
  const steps: SolutionStep[] = [
    [1, I1, point.r1, B1],
    [2, I2, point.r2, B2],
  ].map(([wire, current, distance, value]) => ({
    principle: `Field of long straight wire ${wire} at the point`,
    equation: `B_${wire} = \\frac{\\mu_0 I_${wire}}{2 \\pi r_${wire}}`,
    substitution: `B_${wire} = \\frac{(4\\pi \\times 10^{-7}\\ \\mathrm{T\\,m/A}) (${amperes(current)})}{2 \\pi (${metres(distance)})} = ${tesla(value)}`,
    result: { value, unit: "T", symbol: `B_${wire}` },
  }));
  steps.push({
    principle: add
      ? `${point.between ? "Between" : "Outside"} wires whose currents run ${opposite ? "opposite ways" : "the same way"}, the right-hand rule gives the two fields the same direction: they add`
      : `${point.between ? "Between" : "Outside"} wires whose currents run ${opposite ? "opposite ways" : "the same way"}, the right-hand rule gives the two fields opposite directions: they subtract`,
    equation: add ? "B = B_1 + B_2" : "B = |B_1 - B_2|",
    substitution: `B = ${add ? `${tesla(B1)} + ${tesla(B2)}` : `|${tesla(B1)} - ${tesla(B2)}|`} = ${tesla(field)}`,
    result: { value: field, unit: "T", symbol: "B" },
  });
  const wanted = unitAskedFor(question);
  const unit = wanted && haveSameDimension(wanted, "T") ? wanted : "T";
  const answer = convertQuantity({ value: field, unit: "T" }, unit);
  if (!answer || !(field > 0) || !Number.isFinite(answer.value)) return undefined;
  return {
    status: "solved",
    answer: { value: roundSignificant(answer.value, figures), unit },
    si: { value: field, unit: "T" },
    significantFigures: figures,
    steps,
    understood: {
      quantities: data.map((quantity) => ({
        text: quantity.text,
        value: quantity.value,
        unit: quantity.unit,
        ...(haveSameDimension(quantity.unit, "A")
          ? { variable: "I", variableName: "current in a wire" }
          : { variable: "r", variableName: "distance" }),
      })),
      unknown: { variable: "B", name: "magnetic field", ...(wanted ? { unit: wanted } : {}) },
      assumptions: ["The wires are long and straight, and the point lies in their plane."],
    },
  };
}
