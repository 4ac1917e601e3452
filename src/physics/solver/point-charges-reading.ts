/**
 * Point charges whose fields or potentials add at a point the words place: the midpoint of two
 * charges a distance apart, or the centre of a square or an equilateral triangle with a charge at
 * each corner. Charges keep the signs written with them ("+3.0 μC and −3.0 μC"), so unlike charges'
 * fields add at the midpoint instead of cancelling. The reader answers the field at the midpoint of
 * two charges, the force on a third charge the question places there, and the potential at any of
 * these points; anything else (a field at a square's
 * centre, which depends on the corners' order, a point off the midpoint, a value of another kind,
 * charges spread over a body) makes it step aside (undefined).
 */
import { convertQuantity } from "../quantity/quantity";
import { POINT_CHARGE_SUPERPOSITION } from "../relations/em-optics-models";
import { VARIABLES } from "../relations/relations";
import type { ExtractedQuantity } from "./extract";
import { type PreparedGiven, solvePrepared } from "./structured";
import type { SolveResult, Understood } from "./types";
import { unitAskedFor } from "./unknown";

type Arrangement = "pair" | "square" | "triangle";

const MIDPOINT = /\b(midway|halfway|half-way|midpoint|mid-point|middle|centre|center)\b/;
const SQUARE_CORNERS = /\bcorners? of a square\b|\bsquare\b[^.?!]*\bcorners?\b/;
const TRIANGLE_CORNERS =
  /\b(corners?|vertices|vertex) of an equilateral triangle\b|\bequilateral triangle\b[^.?!]*\b(corners?|vertices)\b/;
const CENTRE = /\b(centre|center)\b/;
// Charge spread over a body, or a medium other than vacuum or air, is not a set of point charges.
const NOT_POINT_CHARGES =
  /\b(rod|ring|disk|disc|shell|sphere|sheet|plate|plates|line of charge|dielectric|per (metre|meter)|uniformly)\b/;
const SEPARATION = /^\s*(apart|from each other|away from each other)\b/;
// "are separated by 0.400 m", "a distance of 0.40 m between them".
const SEPARATED_BY = /\b(separated by|separation of|a distance of|distance between them is)\s*$/;
const SIDE = /\b(side|sides|edge)\b/;

const CHARGE_VARIABLES = ["q1", "q2", "q3", "q4"];

function isCharge(quantity: ExtractedQuantity): boolean {
  return convertQuantity({ value: 1, unit: quantity.unit }, "C") !== undefined;
}

function isLength(quantity: ExtractedQuantity): boolean {
  return convertQuantity({ value: 1, unit: quantity.unit }, "m") !== undefined;
}

/** What the question asks at the point: the electric field, the potential or a force there, or undefined. */
function askedQuantity(question: string): "Efield" | "V" | "F" | undefined {
  const lower = question.toLowerCase();
  const field = /\belectric field\b|\bfield strength\b|\bnet field\b/.test(lower);
  const potential = /\bpotential\b/.test(lower) && !/\bpotential energy\b/.test(lower);
  const force = /\bforce\b/.test(lower);
  if (Number(field) + Number(potential) + Number(force) !== 1) return undefined;
  return field ? "Efield" : potential ? "V" : "F";
}

// A charge the question places at the midpoint ("a third charge q3 placed midway").
const PLACED_THERE = /\b(third|placed|put|located)\b/;

/** The arrangement the words describe, given the number of charges, or undefined. */
function arrangementOf(lower: string, charges: number): Arrangement | undefined {
  if (SQUARE_CORNERS.test(lower)) return charges === 4 ? "square" : undefined;
  if (TRIANGLE_CORNERS.test(lower)) return charges === 3 ? "triangle" : undefined;
  return charges === 2 ? "pair" : undefined;
}

/** Solves the field or potential of point charges at a midpoint or centre, or undefined. */
export function solvePointCharges(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!/\bcharges?\b/.test(lower) || NOT_POINT_CHARGES.test(lower)) return undefined;
  const allCharges = quantities.filter(isCharge);
  const lengths = quantities.filter(isLength);
  if (allCharges.length + lengths.length !== quantities.length || lengths.length !== 1) return undefined;
  const asked = askedQuantity(question);
  // A force asks for a third charge at the point, named in the question: the field there comes from the other two.
  const placed =
    asked === "F" && allCharges.length === 3
      ? allCharges.filter((charge) => question.includes(charge.text) && PLACED_THERE.test(charge.before))
      : [];
  if (asked === "F" && placed.length !== 1) return undefined;
  const charges = allCharges.filter((charge) => !placed.includes(charge));
  const arrangement = arrangementOf(lower, charges.length);
  if (!arrangement || !asked) return undefined;
  if (asked === "F" && arrangement !== "pair") return undefined;
  const questionLower = question.toLowerCase();
  if (arrangement === "pair" && !MIDPOINT.test(questionLower)) return undefined;
  if (arrangement !== "pair" && (!CENTRE.test(questionLower) || asked === "Efield")) return undefined;
  const [length] = lengths;
  // Two charges a distance apart; a square's or triangle's side.
  if (
    arrangement === "pair"
      ? !SEPARATION.test(length.after) && !SEPARATED_BY.test(length.before)
      : !SIDE.test(`${length.before} ${length.after}`)
  ) {
    return undefined;
  }
  const distance = VARIABLES.get("d");
  const unknown = VARIABLES.get(asked);
  if (!distance || !unknown) return undefined;
  const givens: PreparedGiven[] = [];
  // The charges of the arrangement as q1, q2, ..., and a charge placed at the point as q3.
  const named: [ExtractedQuantity, string][] = [
    ...charges.map((quantity, index): [ExtractedQuantity, string] => [quantity, CHARGE_VARIABLES[index]]),
    ...placed.map((quantity): [ExtractedQuantity, string] => [quantity, "q3"]),
  ];
  for (const [quantity, id] of named) {
    const variable = VARIABLES.get(id);
    const si = convertQuantity({ value: quantity.value, unit: quantity.unit }, "C");
    if (!variable || !si) return undefined;
    givens.push({
      variable,
      original: { value: quantity.value, unit: quantity.unit },
      si: si.value,
      significantFigures: quantity.significantFigures,
    });
  }
  const side = convertQuantity({ value: length.value, unit: length.unit }, "m");
  if (!side || !(side.value > 0)) return undefined;
  givens.push({
    variable: distance,
    original: { value: length.value, unit: length.unit },
    si: side.value,
    significantFigures: length.significantFigures,
  });
  const geometry = {
    pair: "electric-potential.midpoint-distance",
    square: "electric-potential.square-centre-distance",
    triangle: "electric-potential.triangle-centre-distance",
  }[arrangement];
  const relations = POINT_CHARGE_SUPERPOSITION.filter(
    (relation) =>
      relation.id === geometry ||
      relation.id === "electric-fields.midpoint-field" ||
      (asked === "F" && relation.id === "electric-fields.force-in-field") ||
      relation.id === "electric-potential.equidistant-charges" ||
      relation.id === `electric-potential.net-charge-${["two", "three", "four"][charges.length - 2]}`,
  );
  const unit = unitAskedFor(question);
  const understood: Understood = {
    quantities: givens.map((given) => ({
      text: `${given.original.value} ${given.original.unit}`,
      value: given.original.value,
      unit: given.original.unit,
      variable: given.variable.id,
      variableName: given.variable.name,
    })),
    unknown: {
      variable: unknown.id,
      name:
        asked === "V"
          ? "electric potential"
          : asked === "F"
            ? "force on the charge at the midpoint"
            : unknown.name,
      ...(unit ? { unit } : {}),
    },
    assumptions: [
      "The charges are point charges in vacuum or air, each with the sign written with it.",
      ...(asked === "V" ? ["The potential is zero far from the charges."] : []),
    ],
  };
  const result = solvePrepared({ givens, unknown, unit, relations, understood, requireAllUsed: true });
  return result.status === "solved" ? result : undefined;
}
