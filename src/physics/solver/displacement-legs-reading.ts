/**
 * A trip of straight legs in compass directions ("walks 3.20 km due east and then 5.60 km in a
 * direction 40.0° north of west"): each leg is a vector, their components add, and the resultant's
 * size is the displacement from the start. Each leg is a length followed by its direction: a
 * compass point ("due east", "northeast") or an angle from one ("40.0° north of west"). A leg
 * without a direction, a value of another kind, or a question about anything but the resultant's
 * size makes the reader step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

// Headings of the compass points, in degrees counterclockwise from east.
const HEADING: Readonly<Record<string, number>> = {
  east: 0,
  northeast: 45,
  north: 90,
  northwest: 135,
  west: 180,
  southwest: 225,
  south: 270,
  southeast: 315,
};
const POINT = "(north|south|east|west)";
// "40.0° north of west", "30° N of E" once the angle is read: the angle turns from the second point toward the first.
const TURNED = new RegExp(`^\\s*${POINT}\\s+of\\s+(?:due\\s+)?${POINT}\\b`);
const COMPASS =
  /\b(?:due\s+)?(northeast|northwest|southeast|southwest|north|south|east|west)(?:ward|wards)?\b/;
// The question asks for the size of the whole trip's displacement.
const RESULTANT =
  /\b(resultant|total|net|overall) displacement\b|\bdisplacement from (?:the|her|his|its|their) start|\bhow far (?:(?:is|are|was|were|does|did|will) (?:it|she|he|they|the \w+) )?(?:end up )?(?:away )?from (?:the|her|his|its|their) (?:start|starting point|starting position|origin)|\bstraight-line distance from (?:the|her|his|its|their) start/;
const DIRECTION_ASKED = /\b(direction|angle|bearing|heading)\b/;

interface Leg {
  length: ExtractedQuantity;
  heading: number;
  angle?: ExtractedQuantity;
}

/** The heading of a turn ("40° north of west"): from the base point toward the other. */
function turnedHeading(toward: string, from: string, degrees: number): number | undefined {
  const base = HEADING[from];
  const target = HEADING[toward];
  const turn = (((target - base) % 360) + 360) % 360;
  if (turn !== 90 && turn !== 270) return undefined;
  return base + (turn === 90 ? degrees : -degrees);
}

/** The legs of the trip in order, or undefined when a length has no direction of its own. */
function readLegs(lower: string, quantities: readonly ExtractedQuantity[]): Leg[] | undefined {
  const lengths = quantities.filter((quantity) => haveSameDimension(quantity.unit, "m"));
  const angles = quantities.filter((quantity) => quantity.unit === "deg");
  if (lengths.length < 2 || lengths.length + angles.length !== quantities.length) return undefined;
  const legs: Leg[] = [];
  for (const [index, length] of lengths.entries()) {
    const end = lengths[index + 1]?.start ?? lower.length;
    const angle = angles.find((entry) => entry.start > length.end && entry.start < end);
    if (angle) {
      const turned = TURNED.exec(lower.slice(angle.end, end));
      const heading = turned && turnedHeading(turned[1], turned[2], angle.value);
      if (heading === undefined || heading === null) return undefined;
      legs.push({ length, heading, angle });
      continue;
    }
    const point = COMPASS.exec(lower.slice(length.end, end));
    if (!point) return undefined;
    legs.push({ length, heading: HEADING[point[1]] });
  }
  // Every angle belongs to a leg.
  if (legs.filter((leg) => leg.angle).length !== angles.length) return undefined;
  return legs;
}

/** The resultant displacement of a trip of legs in compass directions, or undefined. */
export function solveDisplacementLegs(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  const asked = question.toLowerCase();
  if (!RESULTANT.test(asked) || DIRECTION_ASKED.test(asked)) return undefined;
  const questionStart = normalized.lastIndexOf(question);
  if (questionStart < 0 || quantities.some((quantity) => quantity.start >= questionStart)) return undefined;
  const legs = readLegs(lower, quantities);
  if (!legs) return undefined;
  const unit = legs[0].length.unit;
  const sizes = legs.map(
    (leg) => convertQuantity({ value: leg.length.value, unit: leg.length.unit }, unit)?.value,
  );
  if (sizes.some((size) => size === undefined || !(size > 0))) return undefined;
  const figures = Math.max(2, Math.min(...quantities.map((quantity) => quantity.significantFigures)));
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const components = legs.map((leg, index) => ({
    x: (sizes[index] as number) * Math.cos(radians(leg.heading)),
    y: (sizes[index] as number) * Math.sin(radians(leg.heading)),
  }));
  const quantity = (value: number) => formatQuantityLatex(value, unit, figures + 1);
  const steps: SolutionStep[] = components.map((component, index) => ({
    principle: `Components of leg ${index + 1} (east is +x, north is +y; its heading is ${roundSignificant(((legs[index].heading % 360) + 360) % 360, 4)}° counterclockwise from east)`,
    equation: `D_{${index + 1}x} = D_{${index + 1}} \\cos\\theta_{${index + 1}},\\; D_{${index + 1}y} = D_{${index + 1}} \\sin\\theta_{${index + 1}}`,
    substitution: `D_{${index + 1}x} = ${quantity(component.x)},\\; D_{${index + 1}y} = ${quantity(component.y)}`,
    result: { value: component.y, unit, symbol: `D_{${index + 1}y}` },
  }));
  const x = components.reduce((sum, component) => sum + component.x, 0);
  const y = components.reduce((sum, component) => sum + component.y, 0);
  steps.push({
    principle: "The components of successive displacements add",
    equation: "R_x = \\sum D_{ix},\\; R_y = \\sum D_{iy}",
    substitution: `R_x = ${quantity(x)},\\; R_y = ${quantity(y)}`,
    result: { value: x, unit, symbol: "R_x" },
  });
  const size = Math.hypot(x, y);
  steps.push({
    principle: "The size of the resultant from its components (Pythagoras)",
    equation: "R = \\sqrt{R_x^2 + R_y^2}",
    substitution: `R = \\sqrt{(${quantity(x)})^2 + (${quantity(y)})^2} = ${formatQuantityLatex(size, unit, figures)}`,
    result: { value: size, unit, symbol: "R" },
  });
  const wanted = unitAskedFor(question);
  const answerUnit = wanted && haveSameDimension(wanted, unit) ? wanted : unit;
  const answer = convertQuantity({ value: size, unit }, answerUnit);
  const si = convertQuantity({ value: size, unit }, "m");
  if (!answer || !si || !(size > 0)) return undefined;
  return {
    status: "solved",
    answer: { value: roundSignificant(answer.value, figures), unit: answerUnit },
    si,
    significantFigures: figures,
    steps,
    understood: {
      quantities: quantities.map((entry) => ({
        text: entry.text,
        value: entry.value,
        unit: entry.unit,
        ...(entry.unit === "deg"
          ? { variable: "theta", variableName: "direction of a leg" }
          : { variable: "d", variableName: "length of a leg" }),
      })),
      unknown: {
        variable: "d",
        name: "size of the resultant displacement",
        ...(wanted ? { unit: wanted } : {}),
      },
      assumptions: ["Each leg is straight, on flat ground, in the direction stated."],
    },
  };
}
