/**
 * Atoms, nuclei, particles, solids and relativity beyond the formulas of modern-physics.ts:
 * hydrogen-like ions, ionization from a level, Moseley's law, the normal Zeeman effect, the Bohr
 * model's potential energy, what remains of a decaying sample, decay with the mean life, the
 * lifetime of a particle from its width, free electrons of a metal, the Hall voltage, the diode
 * law, the mean energy of a Fermi gas, relativistic velocity addition and a trip's proper time.
 */
import { HYDROGEN_LIKE_CUES } from "./hydrogen-like-cues";
import { constant, finite, generalRelation, productRelation, type Relation } from "./relation";

const C = constant("c");
const E1H = constant("E1H");
const RYDBERG = constant("Rinf");
const QE = constant("qe");
const KB = constant("kB");

const DECAY_CUES = ["half-life", "half life", "decay", "radioactive"];
const YUKAWA_CUES = ["yukawa", "exchange", "carried by", "mediat", "virtual"];

export const ATOM_NUCLEUS_SOLID_RELATIONS: Relation[] = [
  productRelation({
    id: "atomic-structure.shell-capacity",
    subtopic: "atomic-physics",
    principle:
      "Electron states of a shell: n² orbital states (l from 0 to n − 1, each with 2l + 1 values of m), two spins each",
    latex: "N = 2 n^2",
    result: "shellStates",
    coefficient: 2,
    factors: { n_level: 2 },
    conditions: ["the Pauli exclusion principle", "states of one shell n"],
    cues: ["shell"],
  }),
  generalRelation({
    id: "atomic-physics.hydrogen-like-levels",
    subtopic: "atomic-physics",
    principle:
      "Energy levels of a hydrogen-like ion, one electron around a nucleus of charge Z e (Bohr model)",
    latex: "E_n = -\\frac{13.6\\ \\mathrm{eV}\\, Z^2}{n^2}",
    left: "En",
    right: "-E1H * Zatomic^2 / n_level^2",
    variables: ["En", "Zatomic", "n_level"],
    conditions: ["a single electron", "zero energy for the electron free and at rest"],
    cues: [...HYDROGEN_LIKE_CUES, "atomic number"],
    solvers: {
      En: ({ Zatomic, n_level }) => finite((-E1H * Zatomic ** 2) / n_level ** 2),
      n_level: ({ En, Zatomic }) => (En >= 0 ? undefined : finite(Math.sqrt((-E1H * Zatomic ** 2) / En))),
      Zatomic: ({ En, n_level }) => (En >= 0 ? undefined : finite(Math.sqrt((-En * n_level ** 2) / E1H))),
    },
  }),
  generalRelation({
    id: "atomic-physics.ionization-from-level",
    subtopic: "atomic-physics",
    principle: "Ionization from a bound level: the photon must raise the electron from E_n to zero",
    latex: "E_{photon} = -E_n",
    left: "Ephoton",
    right: "-En",
    variables: ["Ephoton", "En"],
    conditions: ["electron freed with no kinetic energy (the least energy)"],
    // "To ionize", "ionization energy": not "a doubly ionized ion", which names the ion.
    cues: ["/\\bioni[sz](e|ing|ation)\\b/"],
    solvers: {
      Ephoton: ({ En }) => (En >= 0 ? undefined : finite(-En)),
      En: ({ Ephoton }) => (Ephoton <= 0 ? undefined : finite(-Ephoton)),
    },
  }),
  generalRelation({
    id: "atomic-physics.moseley-k-alpha",
    subtopic: "atomic-physics",
    principle:
      "Moseley's law for the Kα line: an n = 2 to n = 1 transition with the nuclear charge screened to (Z − 1) e",
    latex: "\\frac{1}{\\lambda} = \\frac{3}{4} R_H (Z - 1)^2",
    left: "1 / lambda",
    right: "3 / 4 * Rinf * (Zatomic - 1)^2",
    variables: ["lambda", "Zatomic"],
    conditions: ["Kα line", "effective charge (Z − 1) e"],
    cues: ["moseley", "kα", "k-alpha", "k alpha"],
    solvers: {
      lambda: ({ Zatomic }) => (Zatomic <= 1 ? undefined : finite(1 / (0.75 * RYDBERG * (Zatomic - 1) ** 2))),
      Zatomic: ({ lambda }) => finite(1 + Math.sqrt(1 / (0.75 * RYDBERG * lambda))),
    },
  }),
  productRelation({
    id: "atomic-physics.normal-zeeman",
    subtopic: "atomic-physics",
    principle: "Normal Zeeman effect: adjacent components differ by the Larmor frequency e B / (4 π m_e)",
    latex: "f = \\frac{e B}{4 \\pi m_e}",
    result: "f",
    coefficient: 1 / (4 * Math.PI),
    coefficientText: "1/(4*pi)",
    constants: { qe: 1, me: -1 },
    factors: { B: 1 },
    conditions: ["normal Zeeman effect (no electron spin)"],
    cues: ["zeeman"],
  }),
  productRelation({
    id: "atomic-physics.bohr-potential-energy",
    subtopic: "atomic-physics",
    principle:
      "In a Bohr orbit the electric potential energy is twice the total energy (the kinetic energy is minus the total)",
    latex: "U = 2 E_n",
    result: "U",
    coefficient: 2,
    factors: { En: 1 },
    conditions: ["Bohr model", "potential energy zero at infinite separation"],
    cues: ["bohr & potential energy"],
  }),
  productRelation({
    id: "nuclear-physics.remaining-mass",
    subtopic: "nuclear-physics",
    principle: "Mass of the isotope left: the initial mass times the fraction of nuclei that remain",
    latex: "m = m_0 \\frac{N}{N_0}",
    result: "massRemaining",
    factors: { m: 1, fraction: 1 },
    conditions: ["m_0 is the isotope's mass at the start"],
    cues: DECAY_CUES,
  }),
  productRelation({
    id: "nuclear-physics.remaining-activity",
    subtopic: "nuclear-physics",
    principle: "Activity left: the activity falls in proportion to the number of nuclei that remain",
    latex: "A = A_0 \\frac{N}{N_0}",
    result: "activity",
    factors: { activityInitial: 1, fraction: 1 },
    conditions: ["one isotope decaying"],
    cues: DECAY_CUES,
  }),
  productRelation({
    id: "nuclear-physics.nuclear-radius",
    subtopic: "nuclear-physics",
    principle:
      "Radius of a nucleus: nucleons packed at constant density, so the volume grows as the mass number",
    latex: "R = R_0 A^{1/3}",
    result: "r",
    factors: { nuclearRadiusConstant: 1, massNumber: 1 / 3 },
    conditions: ["R_0 about 1.2 fm, as the problem states"],
    cues: ["nucle"],
  }),
  generalRelation({
    id: "nuclear-physics.mean-life-decay",
    subtopic: "nuclear-physics",
    principle: "Exponential decay with the mean life τ: the fraction left after t is e^(−t/τ)",
    latex: "\\frac{N}{N_0} = e^{-t/\\tau}",
    left: "fraction",
    right: "exp(-t / meanLife)",
    variables: ["fraction", "t", "meanLife"],
    conditions: ["exponential decay"],
    cues: ["mean life", "mean lifetime", "average life", "average lifetime"],
    solvers: {
      fraction: ({ t, meanLife }) => finite(Math.exp(-t / meanLife)),
      t: ({ fraction, meanLife }) =>
        fraction <= 0 || fraction >= 1 ? undefined : finite(-meanLife * Math.log(fraction)),
      meanLife: ({ fraction, t }) =>
        fraction <= 0 || fraction >= 1 ? undefined : finite(-t / Math.log(fraction)),
    },
  }),
  productRelation({
    id: "particle-physics.hubble-law",
    subtopic: "particle-physics",
    principle: "Hubble's law: a distant galaxy recedes at a speed proportional to its distance",
    latex: "v = H_0 d",
    result: "v",
    factors: { H0: 1, d: 1 },
    conditions: ["galaxies far enough that the expansion dominates their own motion", "v much less than c"],
    cues: ["hubble"],
  }),
  productRelation({
    id: "particle-physics.width-lifetime",
    subtopic: "particle-physics",
    principle: "Lifetime of an unstable particle from its decay width (energy-time uncertainty)",
    latex: "\\tau = \\frac{\\hbar}{\\Gamma}",
    result: "meanLife",
    constants: { hbar: 1 },
    factors: { decayWidth: -1 },
    cues: ["width"],
  }),
  productRelation({
    id: "particle-physics.yukawa-range",
    subtopic: "particle-physics",
    principle:
      "Range of a force carried by a massive particle (Yukawa): the distance light covers in the time ħ / (m c²) the uncertainty principle allows",
    latex: "R = \\frac{\\hbar c}{m c^2}",
    result: "forceRange",
    factors: { hbarC: 1, Erest: -1 },
    conditions: ["order-of-magnitude estimate"],
    cues: YUKAWA_CUES,
  }),
  productRelation({
    id: "particle-physics.yukawa-range-constants",
    subtopic: "particle-physics",
    principle:
      "Range of a force carried by a massive particle (Yukawa): the distance light covers in the time ħ / (m c²) the uncertainty principle allows",
    latex: "R = \\frac{\\hbar c}{E_0}",
    result: "forceRange",
    constants: { hbar: 1, c: 1 },
    factors: { Erest: -1 },
    conditions: ["order-of-magnitude estimate"],
    cues: YUKAWA_CUES,
  }),
  productRelation({
    id: "solid-state-physics.free-electron-density",
    subtopic: "solid-state-physics",
    principle:
      "Free-electron density of a metal with one free electron per atom: the number of atoms per volume",
    latex: "n = \\frac{\\rho_m N_A}{M}",
    result: "nCarrier",
    constants: { NA: 1 },
    factors: { massDensity: 1, molarMass: -1 },
    conditions: ["one free electron per atom"],
    cues: [
      "one free electron",
      "one conduction electron",
      "monovalent",
      "one electron per atom",
      "contributes one",
    ],
  }),
  productRelation({
    id: "solid-state-physics.hall-voltage",
    subtopic: "solid-state-physics",
    principle: "Hall voltage across a strip carrying a current in a perpendicular magnetic field",
    latex: "V_H = \\frac{I B}{n e L}",
    result: "hallVoltage",
    constants: { qe: -1 },
    factors: { I: 1, B: 1, nCarrier: -1, thickness: -1 },
    conditions: [
      "one kind of carrier",
      "field perpendicular to the strip",
      "t is the thickness along the field",
    ],
    cues: ["hall"],
  }),
  productRelation({
    id: "solid-state-physics.hall-voltage-drift",
    subtopic: "solid-state-physics",
    principle:
      "Hall voltage across a strip from the carriers' drift speed: the Hall field balances the magnetic force, E = v_d B, across the width",
    latex: "V_H = v_d B w",
    result: "hallVoltage",
    factors: { vd: 1, B: 1, stripWidth: 1 },
    conditions: ["field perpendicular to the strip", "w is the width across which the voltage is measured"],
    cues: ["hall"],
    // The cross-section the current flows through does not enter: only the width across it.
    unaffectedBy: ["area", "thickness"],
  }),
  generalRelation({
    id: "solid-state-physics.diode-law",
    subtopic: "solid-state-physics",
    principle: "Ideal diode (Shockley) law solved for the voltage",
    latex: "V = \\frac{k_B T}{e} \\ln\\left(\\frac{I}{I_s} + 1\\right)",
    left: "V",
    right: "kB * T / qe * log(I / Isat + 1)",
    variables: ["V", "T", "I", "Isat"],
    conditions: ["ideal diode", "forward bias"],
    cues: ["diode"],
    solvers: {
      V: ({ T, I, Isat }) => finite(((KB * T) / QE) * Math.log(I / Isat + 1)),
      I: ({ V, T, Isat }) => finite(Isat * (Math.exp((QE * V) / (KB * T)) - 1)),
    },
  }),
  productRelation({
    id: "solid-state-physics.fermi-energy",
    subtopic: "solid-state-physics",
    principle:
      "Fermi energy of a free-electron gas: the electrons fill the lowest states, two to each, up to $E_F$",
    latex: "E_F = \\frac{\\hbar^2}{2 \\cdot m_e} (3 \\pi^2 n)^{2/3}",
    result: "EFermi",
    coefficient: 0.5 * (3 * Math.PI ** 2) ** (2 / 3),
    coefficientText: "(3*pi^2)^(2/3)/2",
    constants: { hbar: 2, me: -1 },
    factors: { nCarrier: 2 / 3 },
    conditions: [
      "free electrons in three dimensions",
      "T = 0",
      "n is the number of free electrons per volume",
    ],
    cues: ["fermi"],
  }),
  productRelation({
    id: "solid-state-physics.fermi-mean-energy",
    subtopic: "solid-state-physics",
    principle:
      "Mean kinetic energy of a free-electron gas at absolute zero: three fifths of the Fermi energy",
    latex: "\\bar{K} = \\tfrac{3}{5} E_F",
    result: "KE",
    coefficient: 0.6,
    coefficientText: "3/5",
    factors: { EFermi: 1 },
    conditions: [
      "free electrons in three dimensions: the density of states varies as the square root of E",
      "T = 0",
    ],
    cues: ["fermi"],
  }),
  generalRelation({
    id: "relativity.velocity-addition",
    subtopic: "relativity",
    principle: "Relativistic addition of velocities along one line",
    latex: "v = \\frac{v_s + u}{1 + v_s u / c^2}",
    left: "v",
    right: "(vFrame + uObject) / (1 + vFrame * uObject / c^2)",
    variables: ["v", "vFrame", "uObject"],
    conditions: ["both velocities along the same line, in the same direction"],
    cues: ["relative to"],
    ruledOutBy: ["opposite direction", "backward", "toward each other", "towards each other", "head-on"],
    solvers: {
      v: ({ vFrame, uObject }) => finite((vFrame + uObject) / (1 + (vFrame * uObject) / C ** 2)),
      uObject: ({ v, vFrame }) => finite((v - vFrame) / (1 - (v * vFrame) / C ** 2)),
      vFrame: ({ v, uObject }) => finite((v - uObject) / (1 - (v * uObject) / C ** 2)),
    },
  }),
  generalRelation({
    id: "relativity.trip-proper-time",
    subtopic: "relativity",
    principle:
      "Proper time of a trip (time dilation): the travellers' clocks run slow by 1/γ over the Earth-frame time d / v",
    latex: "\\Delta t_0 = \\frac{d}{v} \\sqrt{1 - v^2/c^2}",
    left: "tProper",
    right: "d / v * sqrt(1 - v^2 / c^2)",
    variables: ["tProper", "d", "v"],
    conditions: ["d measured in the frame where the start and the end are at rest", "constant speed"],
    // A particle's lifetime is a proper time too, but not the time of its flight.
    ruledOutBy: ["decay", "lifetime", "mean life", "half-life", "half life"],
    solvers: {
      tProper: ({ d, v }) => (v >= C ? undefined : finite((d / v) * Math.sqrt(1 - (v / C) ** 2))),
    },
  }),
];
