/**
 * Torque of a force on a bar about a pivot (a wrench on a bolt, a door on its hinges): the force
 * perpendicular to the bar at its distance from the pivot, τ = r F, from the values the solution
 * states, which must satisfy that.
 */
import type { TorqueDiagram } from "../../contracts/diagram";
import { type SolvedQuantities, sameValue } from "./solved-quantities";

/** The lever of a solved τ = r F problem, or undefined when it is not one. */
export function torqueDiagram(solved: SolvedQuantities): TorqueDiagram | undefined {
  if (!solved.uses("rotational-motion.torque")) return undefined;
  const [leverArm, force, torque] = ["r", "F", "tau"].map(solved.value);
  if (leverArm === undefined || force === undefined || torque === undefined) return undefined;
  if (!(leverArm > 0) || !(force > 0) || !sameValue(torque, leverArm * force)) return undefined;
  const labels = { leverArm: solved.label("r"), force: solved.label("F"), torque: solved.label("tau") };
  return {
    kind: "torque",
    title: "Torque about the pivot",
    description:
      `A force of ${labels.force} pushes at right angles to the bar, ${labels.leverArm} from the pivot, ` +
      `turning it counterclockwise with a torque τ = r F = ${labels.torque}.`,
    leverArm,
    force,
    torque,
    labels,
  };
}
