/**
 * Uniform circular motion: the circle, the body's velocity along it and its acceleration toward
 * the centre (with the net force when the mass is known), drawn when the solution used the
 * centripetal relations and its speed, radius and acceleration (or force) are one motion.
 */
import type { CircularMotionDiagram } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities, sameValue } from "./solved-quantities";

const RELATIONS = ["rotational-motion.centripetal-acceleration", "rotational-motion.centripetal-force"];

/** The circular-motion diagram of a solved problem, or undefined when it is not one or its numbers disagree. */
export function circularMotionDiagram(solved: SolvedQuantities): CircularMotionDiagram | undefined {
  if (!RELATIONS.some((id) => solved.uses(id))) return undefined;
  const radius = solved.value("r");
  const omega = solved.value("omega");
  const speed =
    solved.value("v") ?? (omega !== undefined && radius !== undefined ? omega * radius : undefined);
  if (radius === undefined || speed === undefined || !(radius > 0) || !(speed > 0)) return undefined;
  const acceleration = (speed * speed) / radius;
  const statedAcceleration = solved.value("ac");
  if (statedAcceleration !== undefined && !sameValue(statedAcceleration, acceleration)) return undefined;
  const mass = solved.value("m");
  const statedForce = solved.value("Fc");
  const force = mass !== undefined && mass > 0 ? mass * acceleration : undefined;
  if (statedForce !== undefined && (force === undefined || !sameValue(statedForce, force))) return undefined;
  const figures = solved.figures;
  const labels = {
    radius: solved.label("r"),
    speed: solved.value("v") !== undefined ? solved.label("v") : quantityText(speed, "m/s", figures),
    acceleration:
      statedAcceleration !== undefined ? solved.label("ac") : quantityText(acceleration, "m/s^2", figures),
  };
  const forceLabel =
    force === undefined
      ? undefined
      : statedForce !== undefined
        ? solved.label("Fc")
        : quantityText(force, "N", figures);
  return {
    kind: "circular-motion",
    title: "Motion in a circle",
    description:
      `A body moves at a steady ${labels.speed} around a circle of radius ${labels.radius}. ` +
      `Its velocity points along the circle; its acceleration, ${labels.acceleration}, points to the centre` +
      (forceLabel ? `, and so does the net force on it, ${forceLabel}.` : ".") +
      " The speed stays the same; only the direction of motion changes.",
    radius,
    speed,
    acceleration,
    ...(force !== undefined && forceLabel ? { force: { magnitude: force, valueLabel: forceLabel } } : {}),
    labels,
  };
}
