/**
 * Gravitation: two bodies pulling on each other (F = G m₁ m₂ / r²), a body at a planet's surface
 * (g = G M / R², the escape speed √(2 G M / R)), or a body in orbit, on a circle or on an ellipse
 * with the central body at a focus (Kepler's third law, the orbital speed, the escape speed from
 * the orbit). Drawn when the solution used those relations and its values satisfy each of them.
 */
import type { GravitationDiagram } from "../../contracts/diagram";
import { convertQuantity } from "../quantity/quantity";
import { RELATIONS } from "../relations/relations";
import { quantityText, quantityTextIn, type SolvedQuantities, sameValue } from "./solved-quantities";

const SURFACE_RELATIONS = ["gravitation.surface-gravity", "gravitation.escape-speed-surface"];
const ORBIT_RELATIONS = [
  "gravitation.kepler-third-law",
  "gravitation.orbital-speed",
  "gravitation.orbit-circumference",
  "gravitation.escape-speed-orbit",
];

/** Bodies a problem may name as the one attracting, as a sentence writes them. */
const NAMED_BODIES = [
  "the Sun",
  "Mercury",
  "Venus",
  "Earth",
  "the Moon",
  "Mars",
  "Jupiter",
  "Saturn",
  "Uranus",
  "Neptune",
];

/** The attracting body's name: from the solver's note of its mass or radius, else the one body the text names. */
function centralName(solved: SolvedQuantities): string | undefined {
  for (const note of solved.assumptions) {
    const match = /^(?:Mass|Radius) of (?!the orbit)(.+?) [MR] = /.exec(note);
    if (match) return match[1];
  }
  // "The Moon" as a body's name, not "its innermost moon".
  const named = NAMED_BODIES.filter((name) => new RegExp(`\\b${name}\\b`, "i").test(solved.text));
  return named.length === 1 ? named[0] : undefined;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Each relation the solution used, of those listed, holds among the values it states. */
function allAgree(solved: SolvedQuantities, relationIds: readonly string[]): boolean {
  return relationIds.filter((id) => solved.uses(id)).every((id) => solved.agrees(id));
}

/** The label of a variable the solution knows, or undefined. */
function known(solved: SolvedQuantities, id: string): string | undefined {
  return solved.value(id) === undefined ? undefined : solved.label(id);
}

/** The one mass a problem gives for two equal bodies ("two 5-kg balls"), in kg, and its label. */
function sharedMass(solved: SolvedQuantities): { value: number; label: string } | undefined {
  const given = solved.problem.knowns.find((entry) => entry.symbol === "m");
  const converted = given && convertQuantity({ value: given.value, unit: given.unit }, "kg");
  if (!given || !converted || !Number.isFinite(converted.value)) return undefined;
  return { value: converted.value, label: quantityText(given.value, given.unit, solved.figures) };
}

/** Two bodies attracting each other: each pulled toward the other by the same force. */
function attraction(solved: SolvedQuantities): GravitationDiagram | undefined {
  const shared =
    solved.value("m1") === undefined || solved.value("m2") === undefined ? sharedMass(solved) : undefined;
  const m1 = solved.value("m1") ?? shared?.value;
  const m2 = solved.value("m2") ?? shared?.value;
  const r = solved.value("r");
  const force = solved.value("F");
  if (m1 === undefined || m2 === undefined || r === undefined || force === undefined) return undefined;
  const law = RELATIONS.find((relation) => relation.id === "dynamics.gravitation");
  const worked = law?.solvers.F?.({ m1, m2, r });
  if (worked === undefined || !sameValue(worked, force)) return undefined;
  const labels = {
    mass1: shared && solved.value("m1") === undefined ? shared.label : solved.label("m1"),
    mass2: shared && solved.value("m2") === undefined ? shared.label : solved.label("m2"),
    separation: solved.label("r"),
    force: solved.label("F"),
  };
  return {
    kind: "gravitation",
    situation: "attraction",
    title: "Gravitational attraction",
    description:
      `Two bodies of ${labels.mass1} and ${labels.mass2}, ${labels.separation} apart centre to centre, ` +
      `pull on each other with forces of ${labels.force}, equal in size and opposite in direction, each toward the other: ` +
      "F = G m₁ m₂ / r².",
    masses: [m1, m2],
    labels,
  };
}

/** A body at a planet's surface: gravity there, or the speed it needs to escape. */
function surface(solved: SolvedQuantities): GravitationDiagram | undefined {
  if (!allAgree(solved, SURFACE_RELATIONS)) return undefined;
  const radius = known(solved, "Rplanet");
  const surfaceGravity = solved.uses("gravitation.surface-gravity") ? known(solved, "g") : undefined;
  const escapeSpeed = solved.uses("gravitation.escape-speed-surface") ? known(solved, "vEscape") : undefined;
  if (!radius || (!surfaceGravity && !escapeSpeed)) return undefined;
  const central = centralName(solved);
  const centralMass = known(solved, "Mcentral");
  const body = central ?? "the planet";
  return {
    kind: "gravitation",
    situation: "surface",
    title: `Gravity at the surface of ${body}`,
    description:
      `${capitalised(body)}, radius ${radius}${centralMass ? `, mass ${centralMass}` : ""}. ` +
      (surfaceGravity
        ? `At its surface gravity pulls a body toward its centre with an acceleration g = G M / R² = ${surfaceGravity}.`
        : "") +
      (escapeSpeed
        ? `${surfaceGravity ? " " : ""}A body launched straight out from its surface must leave at ${escapeSpeed} or more, ` +
          "the escape speed √(2 G M / R), to get away for good."
        : ""),
    labels: {
      ...(central ? { central } : {}),
      ...(centralMass ? { centralMass } : {}),
      radius,
      ...(surfaceGravity ? { surfaceGravity } : {}),
      ...(escapeSpeed ? { escapeSpeed } : {}),
    },
  };
}

/** A body in orbit: a circle of radius r, or an ellipse between its nearest and farthest distances. */
function orbit(solved: SolvedQuantities): GravitationDiagram | undefined {
  if (
    !allAgree(solved, [...ORBIT_RELATIONS, "gravitation.semi-major-axis", "gravitation.orbit-above-surface"])
  )
    return undefined;
  const ellipse = solved.uses("gravitation.semi-major-axis");
  const nearest = ellipse ? solved.value("rPerihelion") : solved.value("rOrbit");
  const farthest = ellipse ? solved.value("rAphelion") : solved.value("rOrbit");
  if (nearest === undefined || farthest === undefined || !(nearest > 0) || farthest < nearest)
    return undefined;
  const period = known(solved, "T_period");
  const orbitalSpeed = known(solved, "vOrbit");
  const escapeSpeed = solved.uses("gravitation.escape-speed-orbit") ? known(solved, "vEscape") : undefined;
  const centralMass = known(solved, "Mcentral");
  if (!period && !orbitalSpeed && !escapeSpeed && !centralMass) return undefined;
  const central = centralName(solved);
  const around = central ?? "the central body";
  const orbitRadius = ellipse
    ? quantityTextIn((nearest + farthest) / 2, "m", solved.writtenUnit("rPerihelion"), solved.figures)
    : solved.label("rOrbit");
  const nearestLabel = ellipse ? solved.label("rPerihelion") : undefined;
  const farthestLabel = ellipse ? solved.label("rAphelion") : undefined;
  const motion = ellipse
    ? `An elliptical orbit with ${around} at one focus: nearest ${nearestLabel}, farthest ${farthestLabel}, ` +
      `so its semi-major axis is ${orbitRadius}`
    : `A body orbits ${around} on a circle of radius ${orbitRadius}`;
  const sentences = [
    motion +
      (centralMass ? ` (the mass of ${around} is ${centralMass})` : "") +
      (period ? `; one orbit takes ${period}` : "") +
      (orbitalSpeed ? `, at a speed of ${orbitalSpeed}` : "") +
      ".",
  ];
  if (period && solved.uses("gravitation.kepler-third-law"))
    sentences.push(`Kepler's third law ties them: T = 2π √(r³ / G M).`);
  if (escapeSpeed)
    sentences.push(
      `From there a body must move at ${escapeSpeed} or more, the escape speed √(2 G M / r), to get away.`,
    );
  sentences.push(`The size of ${around} is not to scale.`);
  return {
    kind: "gravitation",
    situation: "orbit",
    title: ellipse ? `Elliptical orbit around ${around}` : `Orbit around ${around}`,
    description: sentences.join(" "),
    nearest,
    farthest,
    labels: {
      ...(central ? { central } : {}),
      ...(centralMass ? { centralMass } : {}),
      orbitRadius,
      ...(nearestLabel ? { nearest: nearestLabel } : {}),
      ...(farthestLabel ? { farthest: farthestLabel } : {}),
      ...(period ? { period } : {}),
      ...(orbitalSpeed ? { orbitalSpeed } : {}),
      ...(escapeSpeed ? { escapeSpeed } : {}),
    },
  };
}

/** The gravitation diagram of a solved problem, or undefined when it is not one or its numbers disagree. */
export function gravitationDiagram(solved: SolvedQuantities): GravitationDiagram | undefined {
  if (solved.uses("dynamics.gravitation")) return attraction(solved);
  if (ORBIT_RELATIONS.some((id) => solved.uses(id))) return orbit(solved);
  if (SURFACE_RELATIONS.some((id) => solved.uses(id))) return surface(solved);
  return undefined;
}
