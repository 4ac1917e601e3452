/**
 * Rotation about a fixed axis: a wheel whose angular velocity changes steadily (ω = ω₀ + α t), a
 * spinning disk, hoop or sphere with its moment of inertia and rotational energy, a body that
 * changes its moment of inertia and so its spin (I₁ ω₀ = I₂ ω), or a drum turned by a falling
 * load. Drawn when the solution used those relations and its values satisfy them.
 */
import type { RotationDiagram } from "../../contracts/diagram";
import { quantityText, quantityTextIn, type SolvedQuantities } from "./solved-quantities";

/** The shape of a spinning body by the relation that gave its moment of inertia, and how it is written. */
const INERTIA_SHAPES = [
  { relation: "rotational-motion.solid-disk-inertia", body: "disk", words: "solid disk", formula: "½ M R²" },
  { relation: "rotational-motion.hoop-inertia", body: "hoop", words: "hoop", formula: "M R²" },
  {
    relation: "rotational-motion.solid-sphere-inertia",
    body: "sphere",
    words: "solid sphere",
    formula: "⅖ M R²",
  },
] as const;

const DRUMS = [
  { relation: "rotational-motion.drum-load-acceleration-solid", words: "a solid cylinder", share: "½ M" },
  { relation: "rotational-motion.drum-load-acceleration-hoop", words: "a thin hoop", share: "M" },
] as const;

/** An angular velocity in the unit the problem writes angular velocities in (rpm, rev/s), else rad/s. */
function angularText(solved: SolvedQuantities, id: string, unitOf: readonly string[]): string {
  if (solved.writtenUnit(id)) return solved.label(id);
  const unit = unitOf.map((other) => solved.writtenUnit(other)).find((written) => written !== undefined);
  return quantityTextIn(solved.value(id) ?? 0, "rad/s", unit, solved.figures);
}

/** A wheel speeding up or slowing down at a steady rate. */
function spinChange(solved: SolvedQuantities): RotationDiagram | undefined {
  if (!solved.agrees("rotational-motion.angular-velocity-time")) return undefined;
  const [start, end, alpha, time] = ["omega0", "omega", "alpha", "t"].map(solved.value);
  if (start === undefined || end === undefined || alpha === undefined || time === undefined || !(time > 0))
    return undefined;
  const startLabel = angularText(solved, "omega0", ["omega"]);
  const endLabel = angularText(solved, "omega", ["omega0"]);
  const timeLabel = solved.label("t");
  const alphaLabel = solved.label("alpha");
  const state = (value: number, text: string) => (value === 0 ? `${text} (at rest)` : text);
  const slowing = Math.abs(end) < Math.abs(start);
  return {
    kind: "rotation",
    title: slowing ? "The wheel slows down" : "The wheel speeds up",
    description:
      `A wheel turning at ${state(start, startLabel)} at the start and ${state(end, endLabel)} after ${timeLabel}: ` +
      `its angular velocity changes steadily, ${slowing ? "slowing" : "speeding up"} at α = ${alphaLabel} (ω = ω₀ + α t). ` +
      "The curved arrows sweep angles in proportion to the angular velocities.",
    body: "wheel",
    states: [
      { name: "at the start", angularVelocity: Math.abs(start), angularVelocityLabel: startLabel },
      { name: `after ${timeLabel}`, angularVelocity: Math.abs(end), angularVelocityLabel: endLabel },
    ],
    readings: ["ω = ω₀ + α t", `α = ${alphaLabel}`],
  };
}

/** A body that changes its moment of inertia: its angular momentum stays, so its spin changes. */
function momentChange(solved: SolvedQuantities): RotationDiagram | undefined {
  if (!solved.agrees("rotational-motion.spin-change-angular-speed")) return undefined;
  const [before, after, firstMoment, secondMoment] = ["omega0", "omega", "I1Rot", "I2Rot"].map(solved.value);
  if (before === undefined || after === undefined || firstMoment === undefined || secondMoment === undefined)
    return undefined;
  const beforeLabel = angularText(solved, "omega0", ["omega"]);
  const afterLabel = angularText(solved, "omega", ["omega0"]);
  const work =
    solved.uses("rotational-motion.spin-change-work") && solved.agrees("rotational-motion.spin-change-work");
  const workLabel = work ? solved.label("W") : undefined;
  const [firstLabel, secondLabel] = [solved.label("I1Rot"), solved.label("I2Rot")];
  return {
    kind: "rotation",
    title: "Spinning faster as the moment of inertia shrinks",
    description:
      `The moment of inertia goes from ${firstLabel} to ${secondLabel}, and the spin from ${beforeLabel} to ${afterLabel}: ` +
      "the angular momentum I ω stays the same." +
      (workLabel ? ` The work done to pull in is ${workLabel}, the gain in rotational kinetic energy.` : "") +
      " The bodies are drawn with radii in proportion to √I, the curved arrows sweeping angles in proportion to ω.",
    body: "spinner",
    states: [
      {
        name: "before",
        angularVelocity: Math.abs(before),
        angularVelocityLabel: beforeLabel,
        momentOfInertia: firstMoment,
        momentOfInertiaLabel: firstLabel,
      },
      {
        name: "after",
        angularVelocity: Math.abs(after),
        angularVelocityLabel: afterLabel,
        momentOfInertia: secondMoment,
        momentOfInertiaLabel: secondLabel,
      },
    ],
    readings: ["I₁ ω₀ = I₂ ω", ...(workLabel ? [`W = ½ I₂ ω² − ½ I₁ ω₀² = ${workLabel}`] : [])],
  };
}

/** A disk, hoop or sphere spinning about its axis, with its moment of inertia and rotational energy. */
function spinningBody(solved: SolvedQuantities): RotationDiagram | undefined {
  const shape = INERTIA_SHAPES.find((candidate) => solved.uses(candidate.relation));
  if (!shape || !solved.agrees(shape.relation)) return undefined;
  const omega = solved.value("omega");
  if (omega === undefined || !(omega > 0)) return undefined;
  const energy = solved.uses("rotational-motion.rotational-energy");
  if (energy && !solved.agrees("rotational-motion.rotational-energy")) return undefined;
  const [mass, radius, moment] = [solved.label("m"), solved.label("r"), solved.label("I_rot")];
  const omegaLabel = solved.label("omega");
  const energyLabel = energy ? solved.label("KErot") : undefined;
  return {
    kind: "rotation",
    title: `A spinning ${shape.words}`,
    description:
      `A ${shape.words} of mass ${mass} and radius ${radius} spins at ${omegaLabel}. ` +
      `Its moment of inertia is I = ${shape.formula} = ${moment}` +
      (energyLabel ? `, and its rotational kinetic energy K = ½ I ω² = ${energyLabel}.` : "."),
    body: shape.body,
    states: [{ name: "spinning", angularVelocity: omega, angularVelocityLabel: omegaLabel }],
    massLabel: mass,
    radiusLabel: radius,
    readings: [`I = ${shape.formula} = ${moment}`, ...(energyLabel ? [`K = ½ I ω² = ${energyLabel}`] : [])],
  };
}

/** A drum on a fixed axle turned by a load falling on a rope wound around it. */
function drumAndLoad(solved: SolvedQuantities): RotationDiagram | undefined {
  const drum = DRUMS.find((candidate) => solved.uses(candidate.relation));
  if (!drum || !solved.agrees(drum.relation)) return undefined;
  const acceleration = solved.value("a");
  if (acceleration === undefined || !(acceleration > 0)) return undefined;
  const [load, drumMass, accelerationLabel] = [solved.label("m"), solved.label("mDrum"), solved.label("a")];
  const tension = solved.value("tension");
  const tensionLabel = tension === undefined ? undefined : quantityText(tension, "N", solved.figures);
  return {
    kind: "rotation",
    title: "A falling load turns the drum",
    description:
      `A ${load} load hangs from a rope wound on a drum, ${drum.words} of mass ${drumMass} on a frictionless axle. ` +
      `As the load falls it turns the drum, and it accelerates downward at a = m g / (m + ${drum.share}) = ${accelerationLabel}` +
      (tensionLabel ? `, the rope's tension ${tensionLabel}.` : "."),
    body: "drum",
    states: [],
    massLabel: drumMass,
    load: { massLabel: load, accelerationLabel, ...(tensionLabel ? { tensionLabel } : {}) },
    readings: [`a = m g / (m + ${drum.share})`],
  };
}

/** The rotation diagram of a solved problem, or undefined when it is not one or its numbers disagree. */
export function rotationDiagram(solved: SolvedQuantities): RotationDiagram | undefined {
  if (solved.uses("rotational-motion.angular-velocity-time")) return spinChange(solved);
  if (solved.uses("rotational-motion.spin-change-angular-speed")) return momentChange(solved);
  if (DRUMS.some((drum) => solved.uses(drum.relation))) return drumAndLoad(solved);
  return spinningBody(solved);
}
