/**
 * Work done by a constant force along the displacement (W = F d): the body, the force pushing it
 * and how far it moves, from the values the solution states, which must satisfy that.
 */
import type { WorkDoneDiagram } from "../../contracts/diagram";
import { type SolvedQuantities, sameValue } from "./solved-quantities";

/** The picture of a solved W = F d problem, or undefined when it is not one. */
export function workDoneDiagram(solved: SolvedQuantities): WorkDoneDiagram | undefined {
  if (!solved.uses("work-energy.work")) return undefined;
  const [force, displacement, work] = ["F", "d", "W"].map(solved.value);
  if (force === undefined || displacement === undefined || work === undefined) return undefined;
  if (!(force > 0) || !(displacement > 0) || !sameValue(work, force * displacement)) return undefined;
  const labels = { force: solved.label("F"), displacement: solved.label("d"), work: solved.label("W") };
  return {
    kind: "work-done",
    title: "Work done by the force",
    description:
      `A force of ${labels.force} pushes the body along its path as it moves ${labels.displacement}; ` +
      `the force and the displacement point the same way, so the work done is W = F d = ${labels.work}.`,
    force,
    displacement,
    work,
    labels,
  };
}
