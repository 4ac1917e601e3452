/**
 * Two forces on one body at a stated angle to each other ("two forces of 25 and 45 N; their
 * directions differ by 70°", "perpendicular forces of 3.0 N and 4.0 N"): their resultant's size by
 * the law of cosines, F = √(F₁² + F₂² + 2F₁F₂ cos θ), and with a mass or an acceleration, the other by
 * Newton's second law. The angle must be the one between the forces; directions stated against axes,
 * compass points, an incline, friction or weight, or any other value make the reader step aside.
 */
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const TWO_FORCES = /\b(?:two|both)\s+(?:(?:perpendicular|constant|horizontal)\s+)?forces\b/;
// Words that put the angle between the two forces themselves.
const ANGLE_BETWEEN =
  /\b(?:angle between (?:them|the (?:two )?forces|their directions|the directions)|directions? differ(?:s)? by|differ in direction by|(?:to|with) each other|between their directions)\b/;
const PERPENDICULAR =
  /\b(?:perpendicular to each other|at right angles to each other|mutually perpendicular)\b/;
// Directions against something else, or forces the words add (weight, friction), are another problem.
const OTHER_GEOMETRY =
  /\b(?:friction\w*|incline\w*|slope|ramp|weight|gravity|hang\w*|tension|north|south|east|west|axis|horizontal|vertical|above|below|third|three)\b/;
const ASKS_RESULTANT = /\b(?:resultant|net force|total force|combined force|sum of the forces)\b/;
const ASKS_MASS = /\bmass\b/;
const ASKS_ACCELERATION = /\bacceleration\b/;

const inSI = (quantity: ExtractedQuantity) => toSI({ value: quantity.value, unit: quantity.unit }).value;

/** The resultant of two forces at an angle, or with Newton's second law a mass or an acceleration. */
export function solveTwoForces(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!TWO_FORCES.test(lower) || OTHER_GEOMETRY.test(lower)) return undefined;
  const forces = quantities.filter((quantity) => haveSameDimension(quantity.unit, "N"));
  const angles = quantities.filter((quantity) => quantity.unit === "deg" || quantity.unit === "rad");
  const masses = quantities.filter((quantity) => haveSameDimension(quantity.unit, "kg"));
  const accelerations = quantities.filter((quantity) => haveSameDimension(quantity.unit, "m/s^2"));
  if (forces.length !== 2 || masses.length + accelerations.length > 1) return undefined;
  if (forces.length + angles.length + masses.length + accelerations.length !== quantities.length)
    return undefined;
  let theta: number;
  if (angles.length === 1 && ANGLE_BETWEEN.test(lower)) theta = inSI(angles[0]);
  else if (angles.length === 0 && PERPENDICULAR.test(lower)) theta = Math.PI / 2;
  else return undefined;
  const questionLower = question.toLowerCase();
  const asked =
    masses.length === 0 && accelerations.length === 1 && ASKS_MASS.test(questionLower)
      ? "mass"
      : accelerations.length === 0 && masses.length === 1 && ASKS_ACCELERATION.test(questionLower)
        ? "acceleration"
        : masses.length + accelerations.length === 0 && ASKS_RESULTANT.test(questionLower)
          ? "resultant"
          : undefined;
  if (!asked) return undefined;
  const [first, second] = forces.map(inSI);
  const resultant = Math.sqrt(first ** 2 + second ** 2 + 2 * first * second * Math.cos(theta));
  const figures = Math.max(2, Math.min(...quantities.map((quantity) => quantity.significantFigures)));
  const degrees = (theta * 180) / Math.PI;
  const steps: SolutionStep[] = [
    {
      principle: "Size of the resultant of two forces at an angle θ to each other (law of cosines)",
      equation: "F = \\sqrt{F_1^2 + F_2^2 + 2 F_1 F_2 \\cos\\theta}",
      substitution: `F = \\sqrt{(${formatQuantityLatex(first, "N", 4)})^2 + (${formatQuantityLatex(second, "N", 4)})^2 + 2 (${formatQuantityLatex(first, "N", 4)})(${formatQuantityLatex(second, "N", 4)}) \\cos ${roundSignificant(degrees, 4)}^\\circ} = ${formatQuantityLatex(resultant, "N", figures)}`,
      result: { value: resultant, unit: "N", symbol: "F" },
    },
  ];
  let value = resultant;
  let unit = "N";
  let name = "resultant force";
  let symbol = "F";
  if (asked === "mass") {
    const acceleration = inSI(accelerations[0]);
    if (acceleration <= 0) return undefined;
    value = resultant / acceleration;
    unit = "kg";
    name = "mass";
    symbol = "m";
    steps.push({
      principle: "Newton's second law: the resultant gives the body its acceleration",
      equation: "m = \\frac{F}{a}",
      substitution: `m = \\frac{${formatQuantityLatex(resultant, "N", 4)}}{${formatQuantityLatex(acceleration, "m/s^2", 4)}} = ${formatQuantityLatex(value, "kg", figures)}`,
      result: { value, unit, symbol },
    });
  } else if (asked === "acceleration") {
    const mass = inSI(masses[0]);
    if (mass <= 0) return undefined;
    value = resultant / mass;
    unit = "m/s^2";
    name = "acceleration";
    symbol = "a";
    steps.push({
      principle: "Newton's second law: the resultant gives the body its acceleration",
      equation: "a = \\frac{F}{m}",
      substitution: `a = \\frac{${formatQuantityLatex(resultant, "N", 4)}}{${formatQuantityLatex(mass, "kg", 4)}} = ${formatQuantityLatex(value, "m/s^2", figures)}`,
      result: { value, unit, symbol },
    });
  }
  if (!Number.isFinite(value)) return undefined;
  const askedUnit = unitAskedFor(normalized.slice(Math.max(0, normalized.indexOf(question))));
  if (askedUnit && !haveSameDimension(askedUnit, unit)) return undefined;
  const shown = askedUnit ? convertQuantity({ value, unit }, askedUnit) : { value, unit };
  if (!shown) return undefined;
  const roles: [ExtractedQuantity, string, string][] = [
    [forces[0], "F_1", "first force"],
    [forces[1], "F_2", "second force"],
    ...angles.map((angle): [ExtractedQuantity, string, string] => [
      angle,
      "theta",
      "angle between the forces",
    ]),
    ...masses.map((mass): [ExtractedQuantity, string, string] => [mass, "m", "mass"]),
    ...accelerations.map((acceleration): [ExtractedQuantity, string, string] => [
      acceleration,
      "a",
      "acceleration",
    ]),
  ];
  return {
    status: "solved",
    answer: { value: roundSignificant(shown.value, figures), unit: shown.unit },
    si: { value, unit },
    significantFigures: figures,
    steps,
    understood: {
      quantities: roles.map(([quantity, variable, variableName]) => ({
        text: quantity.text,
        value: quantity.value,
        unit: quantity.unit,
        variable,
        variableName,
      })),
      unknown: { variable: symbol, name, ...(askedUnit ? { unit: askedUnit } : {}) },
      assumptions: [
        angles.length === 0
          ? "The two forces are perpendicular to each other and are the only forces on the body."
          : "The angle given is the one between the two forces, which are the only forces on the body.",
      ],
    },
  };
}
