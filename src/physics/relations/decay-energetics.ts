/**
 * The energy a decay releases and how its products share it: the Q-value of alpha and beta decay
 * from atomic masses, the alpha particle's share of an alpha decay at rest, and the momentum of
 * the two products of a particle that decays at rest. Which stated mass or rest energy plays which
 * part is read by `solver/decay-energetics-reading.ts`; a relation here has no cue of its own
 * words, so the general reader never reaches it without those roles.
 */
import { constant, finite, generalRelation, productRelation, type Relation } from "./relation";

const C = constant("c");
const ME = constant("me");

/** The two-body momentum: p c = √([M² − (m₁ + m₂)²][M² − (m₁ − m₂)²]) / (2 M), all as energies. */
function twoBodyMomentum(parent: number, first: number, second: number): number | undefined {
  const product = (parent ** 2 - (first + second) ** 2) * (parent ** 2 - (first - second) ** 2);
  if (parent <= 0 || first < 0 || second < 0 || parent <= first + second) return undefined;
  return finite(Math.sqrt(product) / (2 * parent) / C);
}

// The reader names the decay; these words keep the relations out of every other problem.
const ALPHA_DECAY = ["alpha decay & q-value", "alpha decay & mass"];

export const DECAY_ENERGETICS_RELATIONS: Relation[] = [
  generalRelation({
    id: "nuclear-physics.daughter-maximum-time",
    subtopic: "nuclear-physics",
    principle:
      "A parent decaying into a radioactive daughter, starting with parent only: the daughter's number peaks when its decay rate equals its rate of production, at t = ln(λ₂/λ₁)/(λ₂ − λ₁) with λ = ln 2 / T, written here with the half-lives (the same whichever is the parent's)",
    latex: "t = \\frac{T_1 T_2 \\ln(T_1/T_2)}{(T_1 - T_2) \\ln 2}",
    left: "t",
    right: "log(halfLife1 / halfLife2) / (log(2) / halfLife2 - log(2) / halfLife1)",
    variables: ["t", "halfLife1", "halfLife2"],
    conditions: ["no daughter at the start", "two different half-lives"],
    cues: ["maximum & daughter", "maximum & →", "maximum & chain"],
    solvers: {
      t: ({ halfLife1, halfLife2 }) =>
        halfLife1 === halfLife2
          ? undefined
          : finite(Math.log(halfLife1 / halfLife2) / (Math.LN2 / halfLife2 - Math.LN2 / halfLife1)),
    },
  }),
  generalRelation({
    id: "nuclear-physics.activity-under-production",
    subtopic: "nuclear-physics",
    principle:
      "An isotope produced at a constant rate R from none: dN/dt = R − λN, so its activity λN climbs toward R as R (1 − e^(−λt)) = R (1 − 2^(−t/T))",
    latex: "A = R \\left(1 - 2^{-t/t_{1/2}}\\right)",
    left: "activity",
    right: "productionRate * (1 - (1/2)^(t / halfLife))",
    variables: ["activity", "productionRate", "t", "halfLife"],
    conditions: ["constant production rate", "none of the isotope at the start"],
    cues: ["produced & rate", "production", "irradiat"],
    solvers: {
      activity: ({ productionRate, t, halfLife }) => finite(productionRate * (1 - 0.5 ** (t / halfLife))),
    },
  }),
  productRelation({
    id: "nuclear-physics.remaining-specific-activity",
    subtopic: "nuclear-physics",
    principle:
      "Activity per gram left: it falls in proportion to the nuclei that remain (a sample's carbon keeps its mass while its carbon-14 decays)",
    latex: "a = a_0 \\frac{N}{N_0}",
    result: "specificActivity",
    factors: { specificActivityInitial: 1, fraction: 1 },
    conditions: ["one isotope decaying", "a_0 the activity per gram at the start (in living matter)"],
    cues: ["half-life", "half life", "decay", "radioactive", "carbon-14", "14c", "radiocarbon", "dating"],
  }),
  generalRelation({
    id: "nuclear-physics.alpha-decay-q-value",
    subtopic: "nuclear-physics",
    principle:
      "Q-value of an alpha decay: the mass lost, parent less daughter less the helium-4 atom, times c² (the electrons balance when atomic masses are used)",
    latex: "Q = (M_P - M_D - M_He) c^2",
    left: "qValue",
    right: "(massParent - massDaughter - massAlpha) * c^2",
    variables: ["qValue", "massParent", "massDaughter", "massAlpha"],
    conditions: [
      "atomic (or nuclear) masses of all three",
      "a decay happens only when Q > 0 (a negative Q is refused)",
    ],
    cues: ALPHA_DECAY,
    solvers: {
      qValue: ({ massParent, massDaughter, massAlpha }) =>
        finite((massParent - massDaughter - massAlpha) * C ** 2),
    },
  }),
  generalRelation({
    id: "nuclear-physics.alpha-kinetic-energy",
    subtopic: "nuclear-physics",
    principle:
      "An alpha decay at rest: equal and opposite momenta share the Q-value in inverse proportion to the masses, so the alpha particle carries Q M_D / (M_D + M_α)",
    latex: "K = Q \\frac{M_D}{M_D + M_He}",
    left: "KE",
    right: "qValue * massDaughter / (massDaughter + massAlpha)",
    variables: ["KE", "qValue", "massDaughter", "massAlpha"],
    conditions: ["the parent at rest", "non-relativistic products"],
    cues: ALPHA_DECAY,
    solvers: {
      KE: ({ qValue, massDaughter, massAlpha }) =>
        finite((qValue * massDaughter) / (massDaughter + massAlpha)),
    },
  }),
  generalRelation({
    id: "nuclear-physics.beta-minus-q-value",
    subtopic: "nuclear-physics",
    principle:
      "Q-value of a beta-minus decay (or an electron capture) from atomic masses: the daughter atom's extra electron is the emitted one, so Q is the atomic-mass difference times c²",
    latex: "Q = (M_P - M_D) c^2",
    left: "qValue",
    right: "(massParent - massDaughter) * c^2",
    variables: ["qValue", "massParent", "massDaughter"],
    conditions: ["atomic masses", "a decay happens only when Q > 0 (a negative Q is refused)"],
    cues: ["beta-minus decay & atomic mass", "electron capture & atomic mass"],
    solvers: {
      qValue: ({ massParent, massDaughter }) => finite((massParent - massDaughter) * C ** 2),
    },
  }),
  generalRelation({
    id: "nuclear-physics.beta-plus-q-value",
    subtopic: "nuclear-physics",
    principle:
      "Q-value of a beta-plus (positron) decay from atomic masses: the daughter atom has one electron too many and a positron leaves, so two electron masses come off the atomic-mass difference",
    latex: "Q = (M_P - M_D - 2 \\cdot m_e) c^2",
    left: "qValue",
    right: "(massParent - massDaughter - 2 * me) * c^2",
    variables: ["qValue", "massParent", "massDaughter"],
    conditions: ["atomic masses", "a decay happens only when Q > 0 (a negative Q is refused)"],
    cues: ["beta-plus decay & atomic mass"],
    solvers: {
      qValue: ({ massParent, massDaughter }) => finite((massParent - massDaughter - 2 * ME) * C ** 2),
    },
  }),
  generalRelation({
    id: "particle-physics.two-body-decay-momentum",
    subtopic: "particle-physics",
    principle:
      "A particle at rest that decays into two: energy and momentum conservation give both products the same momentum, fixed by the three rest energies",
    latex: "p c = \\frac{\\sqrt{(E_M^2 - (E_1 + E_2)^2)(E_M^2 - (E_1 - E_2)^2)}}{2 E_M}",
    left: "p * c",
    right:
      "sqrt((restEnergyParent^2 - (restEnergy1 + restEnergy2)^2) * (restEnergyParent^2 - (restEnergy1 - restEnergy2)^2)) / (2 * restEnergyParent)",
    variables: ["p", "restEnergyParent", "restEnergy1", "restEnergy2"],
    conditions: ["the decaying particle at rest", "exactly two products"],
    cues: ["at rest & decay & two-body"],
    solvers: {
      p: ({ restEnergyParent, restEnergy1, restEnergy2 }) =>
        twoBodyMomentum(restEnergyParent, restEnergy1, restEnergy2),
    },
  }),
];
