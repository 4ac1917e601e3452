/**
 * Relations of modern physics: quantum, atomic, nuclear, relativity, particles and solids.
 */

import { HYDROGEN_LIKE_CUES } from "./hydrogen-like-cues";
import { BOX_CUES } from "./quantum-confinement";
import { constant, finite, generalRelation, productRelation, type Relation } from "./relation";
import { RELATIVISTIC_CUES } from "./relativistic-energy";
import { MATTER_WAVELENGTH, PHOTON_MOMENTUM, RADIATION_CUTOFF_WAVELENGTH } from "./variants";

const lorentzFactor = (v: number) => {
  const beta = v / constant("c");
  return beta >= 0 && beta < 1 ? 1 / Math.sqrt(1 - beta ** 2) : undefined;
};
const speedFromGamma = (gamma: number) =>
  gamma >= 1 ? finite(constant("c") * Math.sqrt(1 - 1 / gamma ** 2)) : undefined;

// Frequencies of sound, of strings and pipes, of water waves and of turning bodies are no photon's.
const NOT_LIGHT = [
  "sound",
  "acoustic",
  "tuning fork",
  "ultrasound",
  "ultrasonic",
  "sonar",
  "echo",
  "string",
  "pipe",
  "organ",
  "water wave",
  "ocean",
  "seismic",
  "earthquake",
  "pendulum",
  "rotat",
  "revolution",
  "rpm",
  "wheel",
  "turntable",
  "merry-go-round",
];

/** True when a quantum number worked out from measured values is a whole number (to 2 %). */
function isWholeLevel(level: number): boolean {
  return level >= 1 && Math.abs(level - Math.round(level)) <= 0.02 * level;
}

/** How much of a radioactive sample there is: its mass, activity or number of nuclei. */
const SAMPLE_SIZE = ["m", "activity", "nNuclei"];

/** The electron's Compton wavelength h/(m_e c), about 2.43 pm. */
const COMPTON_WAVELENGTH = constant("hPlanck") / (constant("me") * constant("c"));

export const MODERN_PHYSICS_RELATIONS: Relation[] = [
  // Quantum mechanics
  productRelation({
    id: "quantum-mechanics.photon-energy-frequency",
    subtopic: "quantum-mechanics",
    principle: "Planck's relation for the energy of a photon",
    latex: "E = h f",
    result: "Ephoton",
    constants: { hPlanck: 1 },
    factors: { f: 1 },
    ruledOutBy: NOT_LIGHT,
  }),
  productRelation({
    id: "quantum-mechanics.photon-energy-wavelength",
    subtopic: "quantum-mechanics",
    principle: "Energy of a photon from its wavelength",
    latex: "E = \\frac{h c}{\\lambda}",
    result: "Ephoton",
    constants: { hPlanck: 1, c: 1 },
    factors: { lambda: -1 },
    conditions: ["light in vacuum"],
    ruledOutBy: NOT_LIGHT,
  }),
  generalRelation({
    id: "quantum-mechanics.photoelectric",
    subtopic: "quantum-mechanics",
    principle: "Einstein's photoelectric equation",
    latex: "K_{max} = h f - \\phi",
    left: "KEmax",
    right: "Ephoton - phi",
    variables: ["KEmax", "Ephoton", "phi"],
    solvers: {
      KEmax: ({ Ephoton, phi }) => (Ephoton < phi ? undefined : finite(Ephoton - phi)),
      Ephoton: ({ KEmax, phi }) => finite(KEmax + phi),
      phi: ({ KEmax, Ephoton }) => finite(Ephoton - KEmax),
    },
  }),
  productRelation({
    id: "quantum-mechanics.photoelectron-speed",
    subtopic: "quantum-mechanics",
    principle: "The fastest photoelectrons carry the maximum kinetic energy",
    latex: "K_{max} = \\frac{1}{2} m v_{max}^2",
    result: "KEmax",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { m: 1, vmax: 2 },
    conditions: ["speed well below c"],
    cues: ["photoelectron", "work function"],
  }),
  productRelation({
    id: "quantum-mechanics.stopping-potential",
    subtopic: "quantum-mechanics",
    principle: "Stopping potential of photoelectrons",
    latex: "e V_s = K_{max}",
    result: "KEmax",
    constants: { qe: 1 },
    factors: { Vstop: 1 },
  }),
  productRelation({
    id: "quantum-mechanics.de-broglie",
    subtopic: "quantum-mechanics",
    principle: "de Broglie wavelength",
    latex: "\\lambda = \\frac{h}{p}",
    result: "lambda",
    constants: { hPlanck: 1 },
    factors: { p: -1 },
    variant: MATTER_WAVELENGTH,
  }),
  productRelation({
    id: "quantum-mechanics.photon-momentum",
    subtopic: "quantum-mechanics",
    principle: "Momentum of a photon from its wavelength",
    latex: "p = \\frac{h}{\\lambda}",
    result: "p",
    constants: { hPlanck: 1 },
    factors: { lambda: -1 },
    variant: PHOTON_MOMENTUM,
  }),
  generalRelation({
    id: "quantum-mechanics.compton-shift",
    subtopic: "quantum-mechanics",
    principle:
      "Compton scattering: a photon scattered by a free electron at rest loses energy, and its wavelength grows by the electron's Compton wavelength times (1 − cos θ)",
    latex: "\\Delta\\lambda = \\frac{h}{m_e c} (1 - \\cos\\theta)",
    left: "comptonShift",
    right: "hPlanck / (me * c) * (1 - cos(scatteringAngle))",
    variables: ["comptonShift", "scatteringAngle"],
    conditions: [
      "a free electron at rest scatters the photon",
      "θ is the angle between the incident and scattered photons",
    ],
    cues: ["compton"],
    solvers: {
      comptonShift: ({ scatteringAngle }) => finite(COMPTON_WAVELENGTH * (1 - Math.cos(scatteringAngle))),
      scatteringAngle: ({ comptonShift }) => {
        const cosine = 1 - comptonShift / COMPTON_WAVELENGTH;
        return Math.abs(cosine) > 1 ? undefined : finite(Math.acos(cosine));
      },
    },
  }),
  generalRelation({
    id: "quantum-mechanics.compton-scattered-wavelength",
    subtopic: "quantum-mechanics",
    principle: "The scattered photon's wavelength is the incident one grown by the Compton shift",
    latex: "\\lambda' = \\lambda + \\Delta\\lambda",
    left: "lambdaScattered",
    right: "lambda + comptonShift",
    variables: ["lambdaScattered", "lambda", "comptonShift"],
    conditions: ["Compton scattering"],
    cues: ["compton"],
    solvers: {
      lambdaScattered: ({ lambda, comptonShift }) => finite(lambda + comptonShift),
      lambda: ({ lambdaScattered, comptonShift }) => finite(lambdaScattered - comptonShift),
      comptonShift: ({ lambdaScattered, lambda }) => finite(lambdaScattered - lambda),
    },
  }),
  productRelation({
    id: "quantum-mechanics.x-ray-cutoff",
    subtopic: "quantum-mechanics",
    principle:
      "Shortest wavelength of the X-rays from electrons accelerated through a potential difference and stopped in a target: one photon takes all of an electron's kinetic energy e V",
    latex: "\\lambda_{min} = \\frac{h c}{e V}",
    result: "lambda",
    constants: { hPlanck: 1, c: 1, qe: -1 },
    factors: { V: -1 },
    conditions: ["electrons start from rest", "one photon takes the whole kinetic energy"],
    cues: [
      "x-ray & shortest",
      "x-ray & minimum wavelength",
      "x-ray & smallest wavelength",
      "x-ray & cutoff",
      "x-ray & cut-off",
      "x ray & shortest",
      "x ray & minimum wavelength",
    ],
    variant: RADIATION_CUTOFF_WAVELENGTH,
  }),
  productRelation({
    id: "quantum-mechanics.threshold",
    subtopic: "quantum-mechanics",
    principle: "Threshold wavelength of the photoelectric effect",
    latex: "\\lambda_0 = \\frac{h c}{\\phi}",
    result: "lambda",
    constants: { hPlanck: 1, c: 1 },
    factors: { phi: -1 },
    cues: ["threshold", "cutoff", "cut-off", "longest wavelength", "maximum wavelength"],
  }),
  // Atomic physics
  productRelation({
    id: "atomic-physics.bohr-levels",
    subtopic: "atomic-physics",
    principle: "Energy levels of hydrogen (Bohr model)",
    latex: "E_n = -\\frac{13.6\\ \\mathrm{eV}}{n^2}",
    result: "En",
    // Bound levels lie below zero, the energy of the electron free and at rest.
    coefficient: -1,
    coefficientText: "-1",
    constants: { E1H: 1 },
    factors: { n_level: -2 },
    conditions: ["hydrogen atom", "zero energy for the electron free and at rest"],
    // An ion with one electron and a nuclear charge Z e has levels Z² times deeper; a box has its own.
    ruledOutBy: [...HYDROGEN_LIKE_CUES, ...BOX_CUES],
    // A level found from an energy is a whole number, or the energy is not one of hydrogen's.
    holdsWhen: ({ n_level }) => isWholeLevel(n_level),
  }),
  generalRelation({
    id: "atomic-physics.transition",
    subtopic: "atomic-physics",
    principle: "Photon energy of a hydrogen transition (Bohr model)",
    latex: "E = 13.6\\ \\mathrm{eV} \\left|\\frac{1}{n_f^2} - \\frac{1}{n_i^2}\\right|",
    left: "Ephoton",
    right: "E1H * abs(1 / n_final^2 - 1 / n_initial^2)",
    variables: ["Ephoton", "n_final", "n_initial"],
    conditions: [
      "hydrogen atom",
      "a photon emitted from n_initial down to n_final, or absorbed from n_initial up to n_final",
    ],
    ruledOutBy: [...HYDROGEN_LIKE_CUES, ...BOX_CUES],
    solvers: {
      // The photon of a jump up is the one of the jump down between the same levels.
      Ephoton: ({ n_final, n_initial }) =>
        n_initial !== n_final && Math.min(n_initial, n_final) >= 1
          ? finite(constant("E1H") * Math.abs(1 / n_final ** 2 - 1 / n_initial ** 2))
          : undefined,
      // The level an emission line starts from: 1/n_i² = 1/n_f² − E/13.6 eV, a whole number above n_f.
      n_initial: ({ Ephoton, n_final }) => {
        const inverseSquare = 1 / n_final ** 2 - Ephoton / constant("E1H");
        if (!(inverseSquare > 0) || !(Ephoton > 0)) return undefined;
        const level = 1 / Math.sqrt(inverseSquare);
        return isWholeLevel(level) && level > n_final ? Math.round(level) : undefined;
      },
    },
  }),
  productRelation({
    id: "atomic-physics.bohr-radius",
    subtopic: "atomic-physics",
    principle: "Orbit radius in the Bohr model",
    latex: "r_n = n^2 a_0",
    result: "r",
    constants: { a0: 1 },
    factors: { n_level: 2 },
    conditions: ["hydrogen atom"],
    cues: ["bohr", "orbit"],
  }),
  // Nuclear physics
  generalRelation({
    id: "nuclear-physics.decay",
    subtopic: "nuclear-physics",
    principle: "Radioactive decay law",
    latex: "\\frac{N}{N_0} = \\left(\\frac{1}{2}\\right)^{t / t_{1/2}}",
    left: "fraction",
    right: "(1/2)^(t / halfLife)",
    variables: ["fraction", "t", "halfLife"],
    // The share left after a time is the same for any size of sample.
    unaffectedBy: SAMPLE_SIZE,
    solvers: {
      fraction: ({ t, halfLife }) => finite(0.5 ** (t / halfLife)),
      t: ({ fraction, halfLife }) => (fraction <= 0 ? undefined : finite(halfLife * Math.log2(1 / fraction))),
      halfLife: ({ fraction, t }) =>
        fraction <= 0 || fraction >= 1 ? undefined : finite(t / Math.log2(1 / fraction)),
    },
  }),
  generalRelation({
    id: "nuclear-physics.fraction-decayed",
    subtopic: "nuclear-physics",
    principle: "The fraction decayed and the fraction remaining add up to one",
    latex: "\\frac{N}{N_0} = 1 - f_{decayed}",
    left: "fraction",
    right: "1 - fractionDecayed",
    variables: ["fraction", "fractionDecayed"],
    unaffectedBy: SAMPLE_SIZE,
    solvers: {
      fraction: ({ fractionDecayed }) => finite(1 - fractionDecayed),
      fractionDecayed: ({ fraction }) => finite(1 - fraction),
    },
  }),
  productRelation({
    id: "nuclear-physics.decay-constant",
    subtopic: "nuclear-physics",
    principle: "Decay constant and half-life",
    latex: "\\lambda = \\frac{\\ln 2}{t_{1/2}}",
    result: "decayConstant",
    coefficient: Math.LN2,
    coefficientText: "log(2)",
    factors: { halfLife: -1 },
  }),
  productRelation({
    id: "nuclear-physics.mass-energy",
    subtopic: "nuclear-physics",
    principle: "Mass-energy equivalence",
    latex: "E = \\Delta m\\, c^2",
    result: "Erest",
    constants: { c: 2 },
    factors: { massDefect: 1 },
  }),
  // Relativity
  generalRelation({
    id: "relativity.lorentz-factor",
    subtopic: "relativity",
    principle: "Lorentz factor",
    latex: "\\gamma = \\frac{1}{\\sqrt{1 - v^2/c^2}}",
    left: "gamma",
    right: "1 / sqrt(1 - v^2 / c^2)",
    variables: ["gamma", "v"],
    conditions: ["speed below c"],
    solvers: {
      gamma: ({ v }) => lorentzFactor(v),
      v: ({ gamma }) => speedFromGamma(gamma),
    },
  }),
  productRelation({
    id: "relativity.time-dilation",
    subtopic: "relativity",
    principle: "Time dilation",
    latex: "\\Delta t = \\gamma \\Delta t_0",
    result: "tDilated",
    factors: { gamma: 1, tProper: 1 },
    conditions: ["inertial frames"],
  }),
  productRelation({
    id: "relativity.length-contraction",
    subtopic: "relativity",
    principle: "Length contraction",
    latex: "L = \\frac{L_0}{\\gamma}",
    result: "LContracted",
    factors: { LProper: 1, gamma: -1 },
    conditions: ["length along the motion"],
  }),
  generalRelation({
    id: "relativity.relativistic-momentum",
    subtopic: "relativity",
    principle: "Relativistic momentum",
    latex: "p = \\gamma m v",
    left: "p",
    right: "gamma * m * v",
    variables: ["p", "gamma", "m", "v"],
    // A speed near c, or a particle named (its mass is known from particles.ts).
    cues: [...RELATIVISTIC_CUES, "electron", "proton", "neutron"],
    solvers: {
      p: ({ gamma, m, v }) => finite(gamma * m * v),
      m: ({ p, gamma, v }) => finite(p / (gamma * v)),
    },
  }),
  productRelation({
    id: "relativity.total-energy",
    subtopic: "relativity",
    principle: "Total relativistic energy",
    latex: "E = \\gamma m c^2",
    result: "Erest",
    constants: { c: 2 },
    factors: { gamma: 1, m: 1 },
    cues: ["total energy"],
  }),
  // Particle physics
  productRelation({
    id: "particle-physics.rest-energy",
    subtopic: "particle-physics",
    principle: "Rest energy of a particle",
    latex: "E_0 = m c^2",
    result: "Erest",
    constants: { c: 2 },
    factors: { m: 1 },
    // "Turned completely into energy": the whole mass becomes energy.
    cues: ["rest energy", "rest mass", "annihilat", "pair", "mass of", "/\\binto (pure )?energy\\b/"],
  }),
  productRelation({
    id: "particle-physics.annihilation",
    subtopic: "particle-physics",
    principle: "Energy of each photon when a particle and its antiparticle annihilate at rest",
    latex: "E_\\gamma = m c^2",
    result: "Ephoton",
    constants: { c: 2 },
    factors: { m: 1 },
    conditions: ["annihilation at rest into two photons"],
    cues: ["annihilat"],
  }),
  // Solid state physics
  productRelation({
    id: "solid-state-physics.band-gap-wavelength",
    subtopic: "solid-state-physics",
    principle: "Wavelength of light matching a band gap",
    latex: "\\lambda = \\frac{h c}{E_g}",
    result: "lambda",
    constants: { hPlanck: 1, c: 1 },
    factors: { Egap: -1 },
    conditions: ["direct band gap"],
  }),
  productRelation({
    id: "solid-state-physics.resistivity",
    subtopic: "solid-state-physics",
    principle: "Resistance of a uniform wire",
    latex: "R = \\rho \\frac{L}{A}",
    result: "R",
    factors: { rho: 1, L: 1, area: -1 },
    conditions: ["uniform cross-section"],
  }),
  productRelation({
    id: "solid-state-physics.thermal-energy",
    subtopic: "solid-state-physics",
    principle: "Thermal energy scale",
    latex: "E = k_B T",
    result: "Ethermal",
    constants: { kB: 1 },
    factors: { T: 1 },
    // "kT", "k_B T": the thermal energy written as its symbols.
    cues: ["thermal energy", "kt", "k_bt", "k_b t"],
  }),
];
