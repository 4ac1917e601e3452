/**
 * Radioactive decay beyond the half-life law: the mean life, the activity of a sample and the
 * number of nuclei in a mass of one isotope.
 */
import { productRelation, type Relation } from "./relation";

export const DECAY_ACTIVITY_RELATIONS: Relation[] = [
  productRelation({
    id: "nuclear-physics.mean-life",
    subtopic: "nuclear-physics",
    principle: "Mean life and half-life: the mean life is the half-life divided by ln 2",
    latex: "\\tau = \\frac{t_{1/2}}{\\ln 2}",
    result: "meanLife",
    coefficient: 1 / Math.LN2,
    coefficientText: "1/log(2)",
    factors: { halfLife: 1 },
    conditions: ["exponential decay"],
  }),
  productRelation({
    id: "nuclear-physics.mean-life-decay-constant",
    subtopic: "nuclear-physics",
    principle: "The mean life is the inverse of the decay constant",
    latex: "\\tau = \\frac{1}{\\lambda}",
    result: "meanLife",
    factors: { decayConstant: -1 },
    conditions: ["exponential decay"],
  }),
  productRelation({
    id: "nuclear-physics.activity",
    subtopic: "nuclear-physics",
    principle: "Activity of a sample: decays per second are the decay constant times the number of nuclei",
    latex: "A = \\lambda N",
    result: "activity",
    factors: { decayConstant: 1, nNuclei: 1 },
  }),
  productRelation({
    id: "nuclear-physics.nuclei-in-mass",
    subtopic: "nuclear-physics",
    principle: "Number of nuclei in a sample of one isotope: moles times Avogadro's number",
    latex: "N = \\frac{m}{M} N_A",
    result: "nNuclei",
    constants: { NA: 1 },
    factors: { m: 1, molarMass: -1 },
    conditions: ["a pure sample of one isotope"],
    cues: ["molar mass", "g/mol", "mass number", "sample"],
  }),
];
