/**
 * Relations of a named particle (electron, proton, neutron): its mass is known, so a problem that
 * names the particle needs no stated mass. Matter waves and momenta are computed with the exact
 * relativistic relations, which agree with the classical ones at low speed (p = m v, K = p²/2m)
 * and stay right near the speed of light (a 200 kV electron microscope).
 */
import { constant, finite, generalRelation, productRelation, type Relation } from "./relation";
import { MATTER_WAVELENGTH } from "./variants";

interface Particle {
  id: string;
  name: string;
  /** The constant of `EXPRESSION_CONSTANTS` holding its mass. */
  mass: "me" | "mp" | "mn";
  massLatex: string;
  cues: readonly string[];
  ruledOutBy: readonly string[];
}

const PARTICLES: readonly Particle[] = [
  {
    id: "electron",
    name: "an electron",
    mass: "me",
    massLatex: "m_e",
    cues: ["electron"],
    ruledOutBy: [
      "proton",
      "neutron",
      "alpha",
      "muon",
      "pion",
      "deuteron",
      "nucle",
      "ion ",
      "ions",
      "atom",
      "molecule",
      // An electron bound in an atom is described by its levels, not as a free particle.
      "hydrogen",
      "level",
      "orbit",
      "bohr",
      "shell",
      "ground state",
      "excited",
    ],
  },
  {
    id: "proton",
    name: "a proton",
    mass: "mp",
    massLatex: "m_p",
    cues: ["proton"],
    ruledOutBy: [
      "electron",
      "neutron",
      "alpha",
      "muon",
      "pion",
      "deuteron",
      "nucle",
      "ion ",
      "ions",
      "atom",
      "molecule",
    ],
  },
  {
    id: "neutron",
    name: "a neutron",
    mass: "mn",
    massLatex: "m_n",
    cues: ["neutron"],
    ruledOutBy: [
      "electron",
      "proton",
      "alpha",
      "muon",
      "pion",
      "deuteron",
      "nucle",
      "ion ",
      "ions",
      "atom",
      "molecule",
    ],
  },
];

const c = constant("c");

/** p = γ m v for a speed below c. */
function momentumOf(mass: number, speed: number): number | undefined {
  if (speed <= 0 || speed >= c) return undefined;
  return finite((mass * speed) / Math.sqrt(1 - (speed / c) ** 2));
}

/** The speed of a particle of this momentum: v = p c² / E. */
function speedOf(mass: number, momentum: number): number | undefined {
  if (momentum <= 0) return undefined;
  return finite(momentum / Math.sqrt(mass ** 2 + (momentum / c) ** 2));
}

/** K = √((pc)² + (mc²)²) − mc², written so small energies keep their precision. */
function kineticFromMomentum(mass: number, momentum: number): number | undefined {
  if (momentum <= 0) return undefined;
  const pc = momentum * c;
  const rest = mass * c ** 2;
  return finite(pc ** 2 / (Math.sqrt(pc ** 2 + rest ** 2) + rest));
}

/** p = √(K² + 2 K m c²) / c. */
function momentumFromKinetic(mass: number, kinetic: number): number | undefined {
  if (kinetic <= 0) return undefined;
  return finite(Math.sqrt(kinetic ** 2 + 2 * kinetic * mass * c ** 2) / c);
}

/** Words naming a particle whose mass the engine knows, or one moving near the speed of light. */
const PARTICLE_CUES = [...PARTICLES.flatMap((particle) => particle.cues), "/\\d\\s?c\\b/", "relativ"];
/** Words of a problem about matter waves, where a wavelength is a step worth showing. */
const MATTER_WAVE_CUES = ["de broglie", "matter wave", "wavelength"];

/** The mass of each named particle, a known constant. */
function massRelation(particle: Particle): Relation {
  return productRelation({
    id: `particle-physics.${particle.id}-mass`,
    subtopic: "particle-physics",
    principle: `The mass of ${particle.name} is a known constant`,
    latex: `m = ${particle.massLatex}`,
    result: "m",
    constants: { [particle.mass]: 1 },
    factors: {},
    cues: particle.cues,
    ruledOutBy: particle.ruledOutBy,
    // A rest energy the problem states is the particle's mass as the problem gives it.
    unlessKnown: ["Erest"],
  });
}

const h = constant("hPlanck");
const e = constant("qe");

export const PARTICLE_RELATIONS: Relation[] = [
  ...PARTICLES.map(massRelation),
  generalRelation({
    id: "quantum-mechanics.de-broglie-speed",
    variant: MATTER_WAVELENGTH,
    subtopic: "quantum-mechanics",
    principle:
      "de Broglie wavelength of a particle of known speed: $\\lambda = h/p$ with $p = \\gamma m v$ ($p = m v$ at low speed)",
    latex: "\\lambda = \\frac{h \\sqrt{1 - v^2/c^2}}{m v}",
    left: "lambda",
    right: "hPlanck * sqrt(1 - v^2 / c^2) / (m * v)",
    variables: ["lambda", "m", "v"],
    conditions: ["speed below c"],
    cues: MATTER_WAVE_CUES,
    // With the speed known, the length of the tube the particle flies down or the temperature of the
    // room around it changes nothing.
    unaffectedBy: ["L", "T"],
    solvers: {
      lambda: ({ m, v }) => {
        const momentum = momentumOf(m, v);
        return momentum === undefined ? undefined : finite(h / momentum);
      },
      v: ({ lambda, m }) => (lambda <= 0 ? undefined : speedOf(m, h / lambda)),
    },
  }),
  generalRelation({
    id: "quantum-mechanics.accelerated-wavelength",
    variant: MATTER_WAVELENGTH,
    subtopic: "quantum-mechanics",
    principle:
      "de Broglie wavelength of an electron or proton accelerated from rest through a potential difference: it gains $K = e V$, and $p = \\sqrt{2 m K (1 + K/(2 m c^2))}$ ($\\sqrt{2 m K}$ at low energy)",
    latex: "\\lambda = \\frac{h}{\\sqrt{2 m e V \\left(1 + \\frac{e V}{2 m c^2}\\right)}}",
    left: "lambda",
    right: "hPlanck / sqrt(2 * m * qe * V * (1 + qe * V / (2 * m * c^2)))",
    variables: ["lambda", "m", "V"],
    conditions: ["charge of size e", "starts from rest", "only the electric force does work"],
    cues: [
      "electron & accelerat",
      "proton & accelerat",
      "electron & potential difference",
      "proton & potential difference",
    ],
    solvers: {
      lambda: ({ m, V }) => {
        const momentum = momentumFromKinetic(m, e * Math.abs(V));
        return momentum === undefined ? undefined : finite(h / momentum);
      },
      V: ({ lambda, m }) => {
        if (lambda <= 0) return undefined;
        const kinetic = kineticFromMomentum(m, h / lambda);
        return kinetic === undefined ? undefined : finite(kinetic / e);
      },
    },
  }),
  generalRelation({
    id: "quantum-mechanics.wavelength-energy",
    variant: MATTER_WAVELENGTH,
    subtopic: "quantum-mechanics",
    principle:
      "Kinetic energy of a particle of known de Broglie wavelength: $p = h/\\lambda$, then $K = \\sqrt{(pc)^2 + (m c^2)^2} - m c^2$ ($K = p^2/(2 m)$ at low speed)",
    latex: "K = \\sqrt{\\left(\\frac{h c}{\\lambda}\\right)^2 + (m c^2)^2} - m c^2",
    left: "KE",
    right: "sqrt((hPlanck * c / lambda)^2 + (m * c^2)^2) - m * c^2",
    variables: ["KE", "lambda", "m"],
    cues: MATTER_WAVE_CUES,
    solvers: {
      KE: ({ lambda, m }) => (lambda <= 0 ? undefined : kineticFromMomentum(m, h / lambda)),
      lambda: ({ KE, m }) => {
        const momentum = momentumFromKinetic(m, KE);
        return momentum === undefined ? undefined : finite(h / momentum);
      },
    },
  }),
  generalRelation({
    id: "relativity.kinetic-energy-speed",
    subtopic: "relativity",
    principle:
      "Kinetic energy at any speed below c: $K = (\\gamma - 1) m c^2$ ($\\tfrac{1}{2} m v^2$ at low speed)",
    latex: "K = \\left(\\frac{1}{\\sqrt{1 - v^2/c^2}} - 1\\right) m c^2",
    left: "KE",
    right: "(1 / sqrt(1 - v^2 / c^2) - 1) * m * c^2",
    variables: ["KE", "m", "v"],
    conditions: ["speed below c"],
    cues: PARTICLE_CUES,
    solvers: {
      KE: ({ m, v }) => {
        const momentum = momentumOf(m, Math.abs(v));
        return momentum === undefined ? undefined : kineticFromMomentum(m, momentum);
      },
      v: ({ KE, m }) => {
        const momentum = momentumFromKinetic(m, KE);
        return momentum === undefined ? undefined : speedOf(m, momentum);
      },
    },
  }),
];

/** Words naming a particle with a charge of size e. */
const CHARGE_E_PARTICLES = ["electron", "proton", "positron", "muon", "pion", "antiproton"];

export const CHARGED_PARTICLE_RELATIONS: Relation[] = [
  productRelation({
    id: "magnetic-fields.radius-from-momentum",
    subtopic: "magnetic-fields",
    principle:
      "Radius of the circle of a particle of charge e moving perpendicular to a magnetic field: $e v B = p v / r$, so $r = p/(e B)$ at any speed",
    latex: "r = \\frac{p}{e B}",
    result: "r",
    constants: { qe: -1 },
    factors: { p: 1, B: -1 },
    conditions: ["charge of size e", "velocity perpendicular to the field"],
    cues: CHARGE_E_PARTICLES,
    ruledOutBy: ["alpha", "ion", "nucle", "angle", "helix", "helical", "doubly", "charge of"],
  }),
  productRelation({
    id: "particle-physics.two-photon-decay",
    subtopic: "particle-physics",
    principle:
      "A particle at rest that decays into two photons: momentum conservation makes them equal and opposite, so each carries half the rest energy",
    latex: "E = \\frac{E_0}{2}",
    result: "Ephoton",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { Erest: 1 },
    conditions: ["the particle is at rest", "exactly two photons"],
    cues: ["two photons & at rest", "two gamma & at rest", "2 photons & at rest"],
    ruledOutBy: ["annihilat", "moving at", "three"],
  }),
];
