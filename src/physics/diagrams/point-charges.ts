/**
 * Point charges on a line: two charges with the equal and opposite forces between them
 * (attracting or repelling as their signs say), or one charge with its field at the point asked
 * (away from a positive charge, toward a negative one). Drawn when the solution used Coulomb's
 * law or the field of a point charge and the force or field it states is k|q₁q₂|/r² or k|q|/r².
 */
import type { PointChargesDiagram } from "../../contracts/diagram";
import { constant } from "../relations/relation";
import { quantityText, type SolvedQuantities, sameValue } from "./solved-quantities";

/** A charge's sign as the problem writes it: the engine keeps sizes, the statement keeps signs. */
function signOf(solved: SolvedQuantities, symbol: string): number {
  const given = solved.problem.knowns.find((known) => known.symbol === symbol);
  return given && given.value < 0 ? -1 : 1;
}

function words(charge: number, label: string): string {
  return `${charge > 0 ? "a positive" : "a negative"} charge of ${label.replace(/^[-−+]/, "")}`;
}

function coulomb(solved: SolvedQuantities): PointChargesDiagram | undefined {
  const [q1, q2, r] = ["q1", "q2", "r"].map(solved.value);
  if (q1 === undefined || q2 === undefined || r === undefined || !(r > 0) || q1 === 0 || q2 === 0)
    return undefined;
  const first = Math.abs(q1) * signOf(solved, "q_1");
  const second = Math.abs(q2) * signOf(solved, "q_2");
  const force = (constant("ke") * Math.abs(first * second)) / (r * r);
  const stated = solved.value("F");
  if (stated !== undefined && !sameValue(stated, force)) return undefined;
  const forceLabel = stated !== undefined ? solved.label("F") : quantityText(force, "N", solved.figures);
  const attract = first * second < 0;
  const labels = [solved.label("q1"), solved.label("q2")];
  return {
    kind: "point-charges",
    title: "Forces between the charges",
    description:
      `Two charges ${solved.label("r")} apart: ${words(first, labels[0])} on the left and ${words(second, labels[1])} on the right. ` +
      `They ${attract ? "attract" : "repel"}: each feels a force of ${forceLabel} ${attract ? "toward" : "away from"} the other, equal in size and opposite in direction.`,
    charges: [
      { charge: first, position: 0, valueLabel: labels[0] },
      { charge: second, position: r, valueLabel: labels[1] },
    ],
    separationLabel: solved.label("r"),
    vectors: [
      { quantity: "force", at: 0, magnitude: force, direction: attract ? 0 : 180, valueLabel: forceLabel },
      { quantity: "force", at: 1, magnitude: force, direction: attract ? 180 : 0, valueLabel: forceLabel },
    ],
  };
}

function pointField(solved: SolvedQuantities): PointChargesDiagram | undefined {
  const [q, r] = ["q", "r"].map(solved.value);
  if (q === undefined || r === undefined || !(r > 0) || q === 0) return undefined;
  const charge = Math.abs(q) * signOf(solved, "q");
  const field = (constant("ke") * Math.abs(charge)) / (r * r);
  const stated = solved.value("Efield");
  if (stated !== undefined && !sameValue(stated, field)) return undefined;
  const fieldLabel =
    stated !== undefined ? solved.label("Efield") : quantityText(field, "N/C", solved.figures);
  const label = solved.label("q");
  return {
    kind: "point-charges",
    title: "Electric field at the point",
    description:
      `${words(charge, label).replace(/^a/, "A")} and a point ${solved.label("r")} from it. ` +
      `The field there is ${fieldLabel}, pointing ${charge > 0 ? "away from" : "toward"} the charge.`,
    charges: [{ charge, position: 0, valueLabel: label }],
    point: { position: r, distanceLabel: solved.label("r") },
    vectors: [
      {
        quantity: "field",
        at: "point",
        magnitude: field,
        direction: charge > 0 ? 0 : 180,
        valueLabel: fieldLabel,
      },
    ],
  };
}

/** The point-charge diagram of a solved electrostatics problem, or undefined when it is not one. */
export function pointChargesDiagram(solved: SolvedQuantities): PointChargesDiagram | undefined {
  if (solved.uses("electric-fields.coulomb")) return coulomb(solved);
  if (solved.uses("electric-fields.point-charge-field")) return pointField(solved);
  return undefined;
}
