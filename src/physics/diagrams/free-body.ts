/**
 * Free-body diagrams: the forces on one body as arrows whose lengths are in proportion to their
 * sizes. Each situation the engine's dynamics relations model (a block sliding on an incline, a
 * block pulled along a level floor, a hanging load, the heavier mass of an Atwood machine, a
 * person in an elevator) is one entry of `SITUATIONS`: the relations that mark it and how its
 * forces follow from the solved values. To add a situation, add an entry; the drawing needs no
 * change.
 */
import type { DiagramForce, FreeBodyDiagram } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities } from "./solved-quantities";

type Forces = Omit<FreeBodyDiagram, "kind" | "title" | "description">;

interface Situation {
  /** The situation is drawn when the solution used one of these relations. */
  relations: readonly string[];
  /** What the body is, in the description ("the block"). */
  body: string;
  /** Where it is, in the description, when not on a level surface or an incline ("standing on the elevator's floor"). */
  where?: string;
  /** The forces from the solved values in SI, or undefined when a value it needs is missing. */
  forces(values: (id: string) => number | undefined, label: Labeller): Forces | undefined;
}

type Labeller = (newtons: number) => string;

const INCLINE_RELATIONS = [
  "dynamics.incline-kinetic-friction-mass",
  "dynamics.incline-kinetic-friction",
  "dynamics.incline-frictionless-mass",
  "dynamics.incline-frictionless",
];

const degrees = (radians: number) => (radians * 180) / Math.PI;

/** One force; its words ("normal force") say it in the description. */
function force(
  name: DiagramForce["name"],
  symbol: string,
  magnitude: number,
  direction: number,
  label: Labeller,
): DiagramForce {
  return { name, symbol, magnitude, direction, valueLabel: label(magnitude) };
}

const FORCE_WORDS: Record<DiagramForce["name"], string> = {
  weight: "weight",
  normal: "normal force",
  friction: "friction",
  tension: "tension",
  applied: "applied force",
};

const SITUATIONS: readonly Situation[] = [
  {
    // A block sliding down a slope that rises to the right: friction (if any) points up the slope.
    relations: INCLINE_RELATIONS,
    body: "the block",
    forces(value, label) {
      const m = value("m");
      const g = value("g");
      const theta = value("theta");
      if (m === undefined || g === undefined || theta === undefined || theta <= 0 || theta >= Math.PI / 2)
        return undefined;
      const mu = value("mu") ?? 0;
      const angle = degrees(theta);
      const weight = m * g;
      const normal = weight * Math.cos(theta);
      const friction = mu * normal;
      const acceleration = g * (Math.sin(theta) - mu * Math.cos(theta));
      const forces = [
        force("weight", "Fg", weight, 270, label),
        force("normal", "FN", normal, 90 + angle, label),
      ];
      if (friction > 0) forces.push(force("friction", "Ff", friction, angle, label));
      return {
        body: "block-on-surface",
        surfaceAngle: angle,
        forces,
        acceleration: {
          magnitude: Math.abs(acceleration),
          // Down the slope while it speeds up, up the slope while friction slows it.
          direction: acceleration >= 0 ? 180 + angle : angle,
          valueLabel: quantityText(Math.abs(acceleration), "m/s^2", 2),
        },
      };
    },
  },
  {
    relations: ["dynamics.applied-force-kinetic-friction", "dynamics.pull-at-angle-kinetic-friction"],
    body: "the block",
    forces(value, label) {
      const m = value("m");
      const g = value("g");
      const pull = value("Fapplied");
      const mu = value("mu");
      if (m === undefined || g === undefined || pull === undefined || mu === undefined) return undefined;
      const theta = value("theta") ?? 0;
      const weight = m * g;
      const normal = weight - pull * Math.sin(theta);
      if (normal < 0) return undefined;
      const friction = mu * normal;
      const acceleration = (pull * Math.cos(theta) - friction) / m;
      if (acceleration < 0) return undefined;
      return {
        body: "block-on-surface",
        surfaceAngle: 0,
        forces: [
          force("weight", "Fg", weight, 270, label),
          force("normal", "FN", normal, 90, label),
          force("applied", "Fapp", pull, degrees(theta), label),
          force("friction", "Ff", friction, 180, label),
        ],
        acceleration: {
          magnitude: acceleration,
          direction: 0,
          valueLabel: quantityText(acceleration, "m/s^2", 2),
        },
      };
    },
  },
  {
    relations: ["dynamics.hanging-load-tension"],
    body: "the load",
    forces(value, label) {
      const m = value("m");
      const g = value("g");
      if (m === undefined || g === undefined) return undefined;
      return {
        body: "hanging",
        surfaceAngle: 0,
        forces: [force("tension", "FT", m * g, 90, label), force("weight", "Fg", m * g, 270, label)],
      };
    },
  },
  {
    // An Atwood machine: the heavier of two masses over a pulley, pulled up by the string less than gravity pulls it down.
    relations: ["dynamics.atwood-acceleration", "dynamics.atwood-tension"],
    body: "the heavier mass",
    where: "hanging from a string over a pulley",
    forces(value, label) {
      const [m1, m2, g] = ["m1", "m2", "g"].map(value);
      if (m1 === undefined || m2 === undefined || g === undefined || !(m1 > 0) || !(m2 > 0) || m1 === m2)
        return undefined;
      const heavier = Math.max(m1, m2);
      const tension = (2 * m1 * m2 * g) / (m1 + m2);
      const acceleration = (Math.abs(m1 - m2) * g) / (m1 + m2);
      return {
        body: "hanging",
        surfaceAngle: 0,
        forces: [force("tension", "FT", tension, 90, label), force("weight", "Fg", heavier * g, 270, label)],
        acceleration: {
          magnitude: acceleration,
          direction: 270,
          valueLabel: quantityText(acceleration, "m/s^2", 2),
        },
      };
    },
  },
  {
    // A person standing on an elevator's floor: the floor's push is the apparent weight.
    relations: ["dynamics.apparent-weight"],
    body: "the person",
    where: "standing on the elevator's floor",
    forces(value, label) {
      const m = value("m");
      const g = value("g");
      const up = value("aUp");
      if (m === undefined || g === undefined || up === undefined) return undefined;
      const normal = m * (g + up);
      if (normal < 0) return undefined;
      return {
        body: "block-on-surface",
        surfaceAngle: 0,
        forces: [force("normal", "FN", normal, 90, label), force("weight", "Fg", m * g, 270, label)],
        ...(up !== 0
          ? {
              acceleration: {
                magnitude: Math.abs(up),
                direction: up > 0 ? 90 : 270,
                valueLabel: quantityText(Math.abs(up), "m/s^2", 2),
              },
            }
          : {}),
      };
    },
  },
];

function directionWords(direction: number, surfaceAngle: number): string {
  const normalized = ((direction % 360) + 360) % 360;
  if (surfaceAngle > 0) {
    if (Math.abs(normalized - 270) < 1e-9) return "straight down";
    if (Math.abs(normalized - (90 + surfaceAngle)) < 1e-9) return "perpendicular to the incline";
    if (Math.abs(normalized - surfaceAngle) < 1e-9) return "up the incline";
    if (Math.abs(normalized - (180 + surfaceAngle)) < 1e-9) return "down the incline";
  }
  if (Math.abs(normalized - 90) < 1e-9) return "up";
  if (Math.abs(normalized - 270) < 1e-9) return "down";
  if (normalized < 1e-9) return "to the right";
  if (Math.abs(normalized - 180) < 1e-9) return "to the left";
  return `at ${Math.round(normalized)}° from the horizontal`;
}

const COUNT_WORDS = ["No", "One", "Two", "Three", "Four", "Five", "Six"];

/** The free-body diagram of a solved dynamics problem, or undefined when it is not one the engine draws. */
export function freeBodyDiagram(solved: SolvedQuantities): FreeBodyDiagram | undefined {
  const situation = SITUATIONS.find((candidate) => candidate.relations.some((id) => solved.uses(id)));
  if (!situation) return undefined;
  const label: Labeller = (newtons) => quantityText(newtons, "N", solved.figures);
  const drawn = situation.forces(solved.value, label);
  if (!drawn) return undefined;
  // A force the solution itself states (the normal force asked for) must be the one drawn.
  for (const [id, name] of [
    ["Fn", "normal"],
    ["Ff", "friction"],
    ["tension", "tension"],
    ["Fg", "weight"],
  ] as const) {
    const stated = solved.value(id);
    const shown = drawn.forces.find((entry) => entry.name === name);
    if (
      stated !== undefined &&
      shown &&
      Math.abs(Math.abs(stated) - shown.magnitude) > 1e-6 * Math.max(1, shown.magnitude)
    )
      return undefined;
  }
  const solvedAcceleration = solved.value("a");
  if (
    drawn.acceleration &&
    solvedAcceleration !== undefined &&
    Math.abs(Math.abs(solvedAcceleration) - drawn.acceleration.magnitude) >
      1e-6 * Math.max(1, drawn.acceleration.magnitude)
  )
    return undefined;
  if (drawn.acceleration) {
    drawn.acceleration.valueLabel = quantityText(drawn.acceleration.magnitude, "m/s^2", solved.figures);
  }
  const list = drawn.forces.map(
    (entry) =>
      `${FORCE_WORDS[entry.name]} ${entry.valueLabel} ${directionWords(entry.direction, drawn.surfaceAngle)}`,
  );
  const where =
    situation.where ??
    (drawn.body === "hanging"
      ? "hanging from a rope"
      : drawn.surfaceAngle > 0
        ? `on an incline at ${quantityText(drawn.surfaceAngle, "deg", solved.figures)}`
        : "on a level surface");
  return {
    kind: "free-body",
    title: `Forces on ${situation.body}`,
    description:
      `${COUNT_WORDS[drawn.forces.length]} forces on ${situation.body} ${where}: ${list.join(", ")}. ` +
      "Arrow lengths are in proportion to the forces." +
      (drawn.acceleration && drawn.acceleration.magnitude > 0
        ? ` Its acceleration is ${drawn.acceleration.valueLabel} ${directionWords(drawn.acceleration.direction, drawn.surfaceAngle)}.`
        : ""),
    ...drawn,
  };
}

/** The variable that states each force's size, for telling a given force from one to find. */
const FORCE_VARIABLES: Record<DiagramForce["name"], readonly string[]> = {
  weight: ["Fg"],
  normal: ["Fn"],
  friction: ["Ff"],
  tension: ["tension"],
  applied: ["Fapplied"],
};

/**
 * The free-body diagram of a problem as its givens show it, for a student who has still to work
 * the forces out: the same forces in the same directions as the solved diagram, but only a force
 * whose size the problem states is labelled with it; the others are "?" and carry no size, so
 * nothing to be found is given away, and every arrow has one length. The acceleration is drawn
 * only when the problem states it. Undefined when the solved problem has no free-body diagram.
 */
export function givenForcesDiagram(solved: SolvedQuantities): FreeBodyDiagram | undefined {
  const solvedDiagram = freeBodyDiagram(solved);
  if (!solvedDiagram) return undefined;
  const situation = SITUATIONS.find((candidate) => candidate.relations.some((id) => solved.uses(id)));
  const body = situation?.body ?? "the body";
  const forces = solvedDiagram.forces.map((entry) =>
    FORCE_VARIABLES[entry.name].some((id) => solved.isGiven(id))
      ? entry
      : { ...entry, magnitude: 0, valueLabel: "?" },
  );
  const givenAcceleration = ["a", "aUp"].some((id) => solved.isGiven(id));
  const acceleration = givenAcceleration ? solvedDiagram.acceleration : undefined;
  const angle = solvedDiagram.surfaceAngle;
  const list = forces.map(
    (entry) =>
      `${FORCE_WORDS[entry.name]}${entry.valueLabel === "?" ? "" : ` ${entry.valueLabel}`} ${directionWords(entry.direction, angle)}`,
  );
  const toFind = forces.filter((entry) => entry.valueLabel === "?").map((entry) => FORCE_WORDS[entry.name]);
  const where =
    situation?.where ??
    (solvedDiagram.body === "hanging"
      ? "hanging from a rope"
      : angle > 0
        ? `on an incline at ${solved.label("theta")}`
        : "on a level surface");
  const { acceleration: _solvedAcceleration, ...drawn } = solvedDiagram;
  return {
    ...drawn,
    title: `Forces on ${body}: what the problem gives`,
    description:
      `${COUNT_WORDS[forces.length]} forces on ${body} ${where}: ${list.join(", ")}. ` +
      (toFind.length > 0 ? `The size of the ${wordList(toFind)} is yours to work out. ` : "") +
      "The arrows show directions, not sizes." +
      (acceleration
        ? ` Its acceleration is ${acceleration.valueLabel} ${directionWords(acceleration.direction, angle)}.`
        : ""),
    forces,
    ...(acceleration ? { acceleration } : {}),
    givensOnly: true,
  };
}

/** Words joined as a list is said ("weight, normal force and friction"). */
function wordList(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
