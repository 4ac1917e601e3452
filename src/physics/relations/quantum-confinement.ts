/**
 * A particle confined to a small region: the least spread of momentum Heisenberg's principle allows
 * (Δx Δp ≥ ħ/2) and the levels of an infinite square well (a "box"), E_n = n² h² / (8 m L²). An
 * electron's mass is known; the electron relations hold even where the text compares the region to
 * an atom, which keeps the general electron-mass relation out.
 */
import { constant, finite, generalRelation, productRelation, type Relation } from "./relation";

const H = constant("hPlanck");
const ME = constant("me");

/** Words of an infinite square well; they also keep the hydrogen atom's levels out. */
export const BOX_CUES: readonly string[] = [
  "box",
  "infinite well",
  "infinite square well",
  "infinite potential well",
  "square well",
];
const UNCERTAINTY_CUES = ["uncertaint", "heisenberg"];
// An estimate with Δp ≈ ħ/Δx or h/Δx is another convention than the least spread ħ/2.
const OTHER_CONVENTIONS = ["/≈/", "/~/", "order of magnitude", "roughly equal"];
// Bodies other than an electron, for the relations that take an electron's mass.
const NOT_AN_ELECTRON = [
  "proton",
  "neutron",
  "alpha",
  "muon",
  "pion",
  "ball",
  "bullet",
  "dust",
  "grain",
  "car",
];

// A well of finite depth has lower levels than the infinite well's formula gives.
const FINITE_WELL = ["finite"];

/** E_i − E_f of a particle of mass m in a box of width L. */
function boxTransitionEnergy(
  mass: number,
  width: number,
  initial: number,
  final: number,
): number | undefined {
  if (!(initial > final) || final < 1) return undefined;
  return finite(((initial ** 2 - final ** 2) * H ** 2) / (8 * mass * width ** 2));
}

export const QUANTUM_CONFINEMENT_RELATIONS: Relation[] = [
  productRelation({
    id: "quantum-mechanics.least-momentum-uncertainty",
    subtopic: "quantum-mechanics",
    principle:
      "Heisenberg's uncertainty principle: the least spread of momentum for a position known to within Δx",
    latex: "\\Delta p = \\frac{\\hbar}{2 \\Delta x}",
    result: "momentumUncertainty",
    coefficient: 0.5,
    coefficientText: "1/2",
    constants: { hbar: 1 },
    factors: { positionUncertainty: -1 },
    conditions: ["Δx Δp ≥ ħ/2, at its least"],
    cues: UNCERTAINTY_CUES,
    ruledOutBy: OTHER_CONVENTIONS,
  }),
  productRelation({
    id: "quantum-mechanics.speed-uncertainty",
    subtopic: "quantum-mechanics",
    principle: "The spread of speed that goes with a spread of momentum, at speeds well below c",
    latex: "\\Delta v = \\frac{\\Delta p}{m}",
    result: "speedUncertainty",
    factors: { momentumUncertainty: 1, m: -1 },
    conditions: ["non-relativistic speeds"],
    cues: UNCERTAINTY_CUES,
    ruledOutBy: OTHER_CONVENTIONS,
  }),
  productRelation({
    id: "quantum-mechanics.electron-speed-uncertainty",
    subtopic: "quantum-mechanics",
    principle:
      "Heisenberg's uncertainty principle for an electron: the least spread of speed Δv = Δp/m_e with Δp = ħ/(2 Δx)",
    latex: "\\Delta v = \\frac{\\hbar}{2 \\Delta x\\, m_e}",
    result: "speedUncertainty",
    coefficient: 0.5,
    coefficientText: "1/2",
    constants: { hbar: 1, me: -1 },
    factors: { positionUncertainty: -1 },
    conditions: ["Δx Δp ≥ ħ/2, at its least", "non-relativistic speeds"],
    cues: ["electron & uncertaint", "electron & heisenberg"],
    ruledOutBy: [...OTHER_CONVENTIONS, ...NOT_AN_ELECTRON],
  }),
  productRelation({
    id: "quantum-mechanics.box-level",
    subtopic: "quantum-mechanics",
    principle: "Energy of a level of an infinite square well",
    latex: "E_n = \\frac{n^2 h^2}{8 m L^2}",
    result: "En",
    coefficient: 1 / 8,
    coefficientText: "1/8",
    constants: { hPlanck: 2 },
    factors: { n_level: 2, m: -1, wellWidth: -2 },
    conditions: ["infinite walls", "one dimension", "energy measured from the well's floor"],
    cues: BOX_CUES,
    ruledOutBy: FINITE_WELL,
  }),
  productRelation({
    id: "quantum-mechanics.electron-box-level",
    subtopic: "quantum-mechanics",
    principle: "Energy of an electron's level in an infinite square well",
    latex: "E_n = \\frac{n^2 h^2}{8 \\cdot m_e L^2}",
    result: "En",
    coefficient: 1 / 8,
    coefficientText: "1/8",
    constants: { hPlanck: 2, me: -1 },
    factors: { n_level: 2, wellWidth: -2 },
    conditions: ["infinite walls", "one dimension", "energy measured from the well's floor"],
    cues: BOX_CUES.map((cue) => `electron & ${cue}`),
    ruledOutBy: [...NOT_AN_ELECTRON, ...FINITE_WELL],
  }),
  generalRelation({
    id: "quantum-mechanics.box-transition",
    subtopic: "quantum-mechanics",
    principle:
      "Photon from a transition in an infinite square well: the levels E_n = n² h² / (8 m L²) differ by the photon's energy",
    latex: "E = \\frac{(n_i^2 - n_f^2) h^2}{8 m L^2}",
    left: "Ephoton",
    right: "(n_initial^2 - n_final^2) * hPlanck^2 / (8 * m * wellWidth^2)",
    variables: ["Ephoton", "n_initial", "n_final", "m", "wellWidth"],
    conditions: ["infinite walls", "one dimension"],
    cues: BOX_CUES,
    ruledOutBy: FINITE_WELL,
    solvers: {
      Ephoton: ({ m, wellWidth, n_initial, n_final }) =>
        boxTransitionEnergy(m, wellWidth, n_initial, n_final),
    },
  }),
  generalRelation({
    id: "quantum-mechanics.electron-box-transition",
    subtopic: "quantum-mechanics",
    principle:
      "Photon from an electron's transition in an infinite square well: the levels E_n = n² h² / (8 m_e L²) differ by the photon's energy",
    latex: "E = \\frac{(n_i^2 - n_f^2) h^2}{8 \\cdot m_e L^2}",
    left: "Ephoton",
    right: "(n_initial^2 - n_final^2) * hPlanck^2 / (8 * me * wellWidth^2)",
    variables: ["Ephoton", "n_initial", "n_final", "wellWidth"],
    conditions: ["infinite walls", "one dimension"],
    cues: BOX_CUES.map((cue) => `electron & ${cue}`),
    ruledOutBy: [...NOT_AN_ELECTRON, ...FINITE_WELL],
    solvers: {
      Ephoton: ({ wellWidth, n_initial, n_final }) => boxTransitionEnergy(ME, wellWidth, n_initial, n_final),
    },
  }),
];
