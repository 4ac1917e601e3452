/**
 * Gravitation: the field at a body's surface, circular orbits (speed and Kepler's third law),
 * escape speed and the Schwarzschild radius, about a body of mass M. The body's mass and radius
 * come from the words (`solver/celestial-bodies.ts` reads a named planet, moon or the Sun) or
 * from the givens.
 */
import { constant, finite, generalRelation, productRelation, type Relation } from "./relation";

const G_CONSTANT = { Gc: 1 } as const;
// Orbits and escape concern the attracting body, never the mass of the small body that moves.
const ORBITING_MASS = ["m"] as const;

export const GRAVITATION_RELATIONS: readonly Relation[] = [
  productRelation({
    id: "gravitation.surface-gravity",
    subtopic: "dynamics",
    principle: "Acceleration due to gravity at a body's surface",
    latex: "g = \\frac{G M}{R^2}",
    result: "g",
    constants: G_CONSTANT,
    factors: { Mcentral: 1, Rplanet: -2 },
    conditions: ["spherical body", "at its surface"],
  }),
  productRelation({
    id: "gravitation.force-of-the-body",
    subtopic: "dynamics",
    principle: "Newton's law of universal gravitation: the pull of a body of mass M on a mass m",
    latex: "F = \\frac{G M m}{r^2}",
    result: "F",
    constants: G_CONSTANT,
    factors: { Mcentral: 1, m: 1, r: -2 },
    conditions: ["spherical body", "r measured from its centre"],
  }),
  productRelation({
    id: "gravitation.mass-from-density",
    subtopic: "dynamics",
    principle: "Mass of a uniform sphere from its mean density",
    latex: "M = \\rho \\tfrac{4}{3} \\pi R^3",
    result: "Mcentral",
    coefficient: (4 / 3) * Math.PI,
    coefficientText: "4/3*pi",
    factors: { density: 1, Rplanet: 3 },
    conditions: ["spherical body"],
  }),
  productRelation({
    id: "gravitation.radius-from-diameter",
    subtopic: "dynamics",
    principle: "Radius of a body from its diameter",
    latex: "R = \\frac{D}{2}",
    result: "Rplanet",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { Dplanet: 1 },
  }),
  productRelation({
    id: "gravitation.orbital-speed",
    subtopic: "dynamics",
    principle: "Speed of a circular orbit: gravity gives the centripetal force",
    latex: "v = \\sqrt{\\frac{G M}{r}}",
    result: "vOrbit",
    constants: { Gc: 0.5 },
    factors: { Mcentral: 0.5, rOrbit: -0.5 },
    conditions: ["circular orbit"],
    unaffectedBy: ORBITING_MASS,
  }),
  productRelation({
    id: "gravitation.orbit-circumference",
    subtopic: "dynamics",
    principle: "Speed along a circular orbit: one circumference per period",
    latex: "v = \\frac{2 \\pi r}{T}",
    result: "vOrbit",
    coefficient: 2 * Math.PI,
    coefficientText: "2*pi",
    factors: { rOrbit: 1, T_period: -1 },
    conditions: ["circular orbit", "constant speed"],
  }),
  generalRelation({
    id: "gravitation.orbital-speed-is-a-speed",
    subtopic: "dynamics",
    principle: "An orbital speed is the speed of the orbiting body",
    latex: "v = v_{orbit}",
    left: "v",
    right: "vOrbit",
    variables: ["v", "vOrbit"],
    solvers: { v: ({ vOrbit }) => vOrbit, vOrbit: ({ v }) => v },
    conditions: ["the body moves along its orbit"],
    cues: ["orbit"],
    unaffectedBy: ORBITING_MASS,
  }),
  generalRelation({
    id: "gravitation.kepler-third-law",
    subtopic: "dynamics",
    principle: "Kepler's third law (period of an orbit)",
    latex: "T = 2\\pi \\sqrt{\\frac{r^3}{G M}}",
    left: "T_period",
    right: "2 * pi * sqrt(rOrbit^3 / (Gc * Mcentral))",
    variables: ["T_period", "rOrbit", "Mcentral"],
    conditions: ["orbit about a much heavier body", "r is the semi-major axis"],
    solvers: {
      T_period: ({ rOrbit, Mcentral }) =>
        finite(2 * Math.PI * Math.sqrt(rOrbit ** 3 / (constant("Gc") * Mcentral))),
      rOrbit: ({ T_period, Mcentral }) =>
        finite(Math.cbrt((constant("Gc") * Mcentral * T_period ** 2) / (4 * Math.PI ** 2))),
      Mcentral: ({ T_period, rOrbit }) =>
        finite((4 * Math.PI ** 2 * rOrbit ** 3) / (constant("Gc") * T_period ** 2)),
    },
    cues: ["orbit", "revolution", "revolves", "circles"],
    unaffectedBy: ORBITING_MASS,
  }),
  productRelation({
    id: "gravitation.escape-speed-surface",
    subtopic: "work-energy",
    principle: "Escape speed from a body's surface (energy conservation)",
    latex: "v_{esc} = \\sqrt{\\frac{2 G M}{R}}",
    result: "vEscape",
    coefficient: Math.SQRT2,
    coefficientText: "sqrt(2)",
    constants: { Gc: 0.5 },
    factors: { Mcentral: 0.5, Rplanet: -0.5 },
    conditions: ["from the surface, for a projectile launched in any direction", "no air resistance"],
    // Escape named: otherwise the two escape speeds would make an orbit's radius equal to the body's.
    cues: ["escape"],
    // Escape from an orbit starts at the orbit's radius, not at the surface.
    unlessKnown: ["rOrbit"],
    unaffectedBy: ORBITING_MASS,
  }),
  productRelation({
    id: "gravitation.escape-speed-orbit",
    subtopic: "work-energy",
    principle: "Escape speed from a distance r of a body's centre (energy conservation)",
    latex: "v_{esc} = \\sqrt{\\frac{2 G M}{r}}",
    result: "vEscape",
    coefficient: Math.SQRT2,
    coefficientText: "sqrt(2)",
    constants: { Gc: 0.5 },
    factors: { Mcentral: 0.5, rOrbit: -0.5 },
    conditions: ["from an orbit of radius r, for a projectile launched in any direction"],
    // Escape named: otherwise the two escape speeds would make an orbit's radius equal to the body's.
    cues: ["escape"],
    unaffectedBy: ORBITING_MASS,
  }),
  generalRelation({
    id: "gravitation.orbit-above-surface",
    subtopic: "dynamics",
    principle: "Radius of an orbit at a height above the surface",
    latex: "r = R + h",
    left: "rOrbit",
    right: "Rplanet + hAltitude",
    variables: ["rOrbit", "Rplanet", "hAltitude"],
    solvers: {
      rOrbit: ({ Rplanet, hAltitude }) => finite(Rplanet + hAltitude),
      Rplanet: ({ rOrbit, hAltitude }) => (rOrbit > hAltitude ? finite(rOrbit - hAltitude) : undefined),
      hAltitude: ({ rOrbit, Rplanet }) => (rOrbit > Rplanet ? finite(rOrbit - Rplanet) : undefined),
    },
  }),
  generalRelation({
    id: "gravitation.semi-major-axis",
    subtopic: "dynamics",
    principle: "Semi-major axis of an elliptical orbit from its closest and farthest distances",
    latex: "r = \\frac{r_p + r_a}{2}",
    left: "rOrbit",
    right: "(rPerihelion + rAphelion) / 2",
    variables: ["rOrbit", "rPerihelion", "rAphelion"],
    solvers: {
      rOrbit: ({ rPerihelion, rAphelion }) => finite((rPerihelion + rAphelion) / 2),
      rPerihelion: ({ rOrbit, rAphelion }) =>
        2 * rOrbit > rAphelion ? finite(2 * rOrbit - rAphelion) : undefined,
      rAphelion: ({ rOrbit, rPerihelion }) =>
        2 * rOrbit > rPerihelion ? finite(2 * rOrbit - rPerihelion) : undefined,
    },
    conditions: ["elliptical orbit"],
  }),
  productRelation({
    id: "gravitation.schwarzschild-radius",
    subtopic: "relativity",
    principle: "Schwarzschild radius of a black hole",
    latex: "R_S = \\frac{2 G M}{c^2}",
    result: "rSchwarzschild",
    coefficient: 2,
    constants: { Gc: 1, c: -2 },
    factors: { Mcentral: 1 },
    conditions: ["non-rotating black hole"],
  }),
  // "A black hole of 10 solar masses": the mass the words give is the black hole's own.
  productRelation({
    id: "gravitation.schwarzschild-radius-of-mass",
    subtopic: "relativity",
    principle: "Schwarzschild radius of a black hole",
    latex: "R_S = \\frac{2 G m}{c^2}",
    result: "rSchwarzschild",
    coefficient: 2,
    constants: { Gc: 1, c: -2 },
    factors: { m: 1 },
    conditions: ["non-rotating black hole"],
    cues: ["black hole", "schwarzschild", "event horizon"],
  }),
];
