/**
 * Motion graphs for straight-line motion at constant acceleration (or constant velocity): the
 * velocity-time graph, whose area is the distance, above the position-time graph.
 * Drawn when the solution used a relation of straight-line kinematics and the start velocity,
 * the acceleration and the time are all fixed by its numbers.
 */
import type { MotionGraphsDiagram } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities } from "./solved-quantities";

/** The relations of motion at constant acceleration: any one of them holding means all do. */
export const CONSTANT_ACCELERATION_RELATIONS = [
  "kinematics.velocity-time",
  "kinematics.velocity-distance",
  "kinematics.average-velocity",
  "kinematics.position-time",
] as const;

const UNIFORM_MOTION = "kinematics.uniform-motion";

/** A fall from rest: the distance fallen is the height h, the acceleration g. */
const FREE_FALL_RELATIONS = ["kinematics.free-fall-time", "kinematics.free-fall-speed"] as const;

/** How far two computations of one distance may differ and still be the same number. */
const AGREEMENT = 1e-6;

/** The motion graphs of a solved straight-line motion problem, or undefined when it is not one. */
export function motionGraphsDiagram(solved: SolvedQuantities): MotionGraphsDiagram | undefined {
  if (FREE_FALL_RELATIONS.some((id) => solved.uses(id))) return freeFallGraphs(solved);
  const accelerated = CONSTANT_ACCELERATION_RELATIONS.some((id) => solved.uses(id));
  const uniform = solved.uses(UNIFORM_MOTION);
  if (!accelerated && !uniform) return undefined;
  const quantities = accelerated ? solved.completedWith(CONSTANT_ACCELERATION_RELATIONS) : solved;
  let duration = quantities.value("t");
  const startVelocity = accelerated ? quantities.value("v0") : quantities.value("v");
  let acceleration = accelerated ? quantities.value("a") : 0;
  const finalVelocity = quantities.value("v");
  // A braking rate the problem gives as a size ("slows down at 6.5 m/s²") points against the
  // motion: the time then comes out negative with the size, positive with the sign it has.
  if (
    accelerated &&
    solved.value("t") === undefined &&
    duration !== undefined &&
    duration < 0 &&
    acceleration !== undefined &&
    acceleration > 0 &&
    startVelocity !== undefined &&
    finalVelocity !== undefined &&
    Math.abs(finalVelocity) < Math.abs(startVelocity)
  ) {
    acceleration = -acceleration;
    duration = (finalVelocity - startVelocity) / acceleration;
  }
  return graphsOf(quantities, { duration, startVelocity, acceleration, accelerated });
}

/** The graphs of a body falling from rest through the height h, in the time t or to the speed v. */
function freeFallGraphs(solved: SolvedQuantities): MotionGraphsDiagram | undefined {
  const g = solved.value("g");
  const height = solved.value("h");
  if (g === undefined || height === undefined || !(g > 0) || !(height > 0)) return undefined;
  const duration = Math.sqrt((2 * height) / g);
  const stated = solved.value("t");
  if (stated !== undefined && !agree(stated, duration)) return undefined;
  const diagram = graphsOf(solved, {
    duration,
    startVelocity: 0,
    acceleration: g,
    accelerated: true,
    fallen: "h",
  });
  if (!diagram) return undefined;
  return {
    ...diagram,
    title: "Velocity and distance fallen against time",
    description: diagram.description
      .replace("distance travelled", "distance fallen")
      .replace("Position", "The distance fallen"),
  };
}

function graphsOf(
  quantities: SolvedQuantities,
  motion: {
    duration: number | undefined;
    startVelocity: number | undefined;
    acceleration: number | undefined;
    accelerated: boolean;
    /** The variable the distance covered is, when it is not d (h for a fall). */
    fallen?: string;
  },
): MotionGraphsDiagram | undefined {
  const { duration, startVelocity, acceleration, accelerated } = motion;
  const distanceId = motion.fallen ?? "d";
  if (duration === undefined || startVelocity === undefined || acceleration === undefined) return undefined;
  if (!(duration > 0)) return undefined;
  const endVelocity = startVelocity + acceleration * duration;
  const distance = startVelocity * duration + 0.5 * acceleration * duration * duration;
  // The graphs show the solution's numbers or nothing: a distance the relations gave must be this one.
  const solvedDistance = quantities.value(distanceId);
  if (solvedDistance !== undefined && !agree(solvedDistance, distance)) return undefined;
  const solvedEnd = accelerated ? quantities.value("v") : startVelocity;
  if (solvedEnd !== undefined && !agree(solvedEnd, endVelocity)) return undefined;
  // Motion that reverses direction is not one distance under the graph: not drawn yet.
  if (startVelocity * endVelocity < 0) return undefined;

  const figures = quantities.figures;
  // The problem's own writing of a value (72 km/h) where it is the value drawn; the value drawn otherwise.
  const labelOf = (id: string, value: number, unit: string) => {
    const stated = quantities.value(id);
    return stated !== undefined && agree(stated, value)
      ? quantities.label(id)
      : quantityText(value, unit, figures);
  };
  const labels = {
    startVelocity: accelerated ? labelOf("v0", startVelocity, "m/s") : labelOf("v", startVelocity, "m/s"),
    endVelocity: labelOf("v", endVelocity, "m/s"),
    duration: labelOf("t", duration, "s"),
    distance: labelOf(distanceId, distance, "m"),
    ...(accelerated
      ? {
          acceleration: labelOf("a", acceleration, "m/s^2"),
        }
      : {}),
  };
  const change =
    acceleration === 0
      ? `stays at ${labels.startVelocity}`
      : `${Math.abs(endVelocity) > Math.abs(startVelocity) ? "rises" : "falls"} steadily from ${labels.startVelocity} to ${labels.endVelocity}`;
  return {
    kind: "motion-graphs",
    title: "Velocity and position against time",
    description:
      `Two graphs against time, from 0 to ${labels.duration}. Velocity ${change}` +
      (accelerated ? ` (acceleration ${labels.acceleration})` : "") +
      `; the shaded area under the velocity line is the distance travelled, ${labels.distance}. ` +
      `Position ${acceleration === 0 ? "grows in a straight line" : acceleration * startVelocity >= 0 ? "curves upward, growing faster and faster," : "curves over, growing more and more slowly,"} from 0 to ${labels.distance}.`,
    phases: [{ duration, startVelocity, acceleration }],
    graphs: ["velocity", "position"],
    labels,
  };
}

function agree(first: number, second: number): boolean {
  return Math.abs(first - second) <= AGREEMENT * Math.max(1, Math.abs(first), Math.abs(second));
}
