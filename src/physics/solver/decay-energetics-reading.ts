/**
 * Decays whose givens play parts the words around them do not name: the atomic masses of a
 * parent, a daughter and a helium-4 atom in an alpha or beta decay ("radium-226 (226.025410 u)
 * undergoes alpha decay to radon-222 (222.017578 u)"), and the rest energies of a particle that
 * decays at rest and of its two products ("m_Λ c² = 1115.7 MeV, m_p c² = 938.3 MeV, m_π c² =
 * 139.6 MeV"). The roles follow from the kind of decay and the sizes: in an alpha decay the heaviest
 * atom is the parent and the helium-4 atom the lightest; in a beta decay the parent is named first
 * and is the heavier; the particle that decays is heavier than its two products together. Anything
 * else (a reaction with two bodies in, a beta decay without atomic masses, a product's energy
 * that the question does not tie to one product) makes the reader step aside (undefined), and the
 * general reader then answers or refuses as before.
 */
import { constantValue } from "../constants";
import { roundSignificant } from "../format-number";
import { haveSameDimension, parseUnit, toSI } from "../quantity/quantity";
import { DECAY_ENERGETICS_RELATIONS } from "../relations/decay-energetics";
import { VARIABLES, type Variable } from "../relations/relations";
import type { ExtractedQuantity } from "./extract";
import { type PreparedGiven, solvePrepared } from "./structured";
import type { SolveResult, Understood } from "./types";
import { unitAskedFor } from "./unknown";

const MAX_FIGURES = 4;
const ATOMIC_MASS_UNIT = constantValue("atomic-mass-unit");
const ELECTRON_MASS = constantValue("electron-mass");
const SPEED_OF_LIGHT = constantValue("speed-of-light");

type DecayKind = "alpha" | "beta-minus" | "beta-plus" | "electron-capture";

const DECAY_KINDS: readonly [DecayKind, RegExp][] = [
  ["alpha", /\balpha (decay|particle|emission|emitter)|α[- ]?(decay|particle)|\bemits an? (alpha|α)/],
  ["beta-plus", /\bpositron\b|β\s?(\+|⁺)|\bbeta[- ]?(plus|\+)/],
  ["beta-minus", /β\s?(-|⁻|−)(?!\d)|\bbeta[- ]?(minus|-|−)(?!\d)|\bbeta[- ]decay|\bemits an electron\b/],
  ["electron-capture", /\belectron capture\b/],
];
// A reaction with a projectile, a fission or a fusion is not one nucleus decaying.
const NOT_ONE_DECAY =
  /\b(bombard\w*|fission|fusion|fuses|collid\w*|strikes|absorbs|captures a neutron|reaction)\b/;
const ATOMIC_MASSES = /\batomic mass(es)?\b|\bmass(es)? of the (neutral )?atoms?\b|\bneutral atoms?\b/;
const NUCLEAR_MASSES = /\bnuclear mass(es)?\b|\bmass(es)? of the nucle/;

const ASKS_Q_VALUE =
  /\bq[- ]?values?\b|\benergy (released|liberated|given off)\b|\bdisintegration energy\b|\bhow much energy (is|does)\b/;
// The alpha particle's own energy, not the recoiling daughter's ("the kinetic energy of the radon nucleus").
const ASKS_ALPHA_ENERGY =
  /\bkinetic energy of (the |an |each )?(emitted |ejected |outgoing )?(alpha|α)\b|\b(alpha|α)(-particle| particle)?('s|’s) kinetic energy\b|\bkinetic energy (does|will|do) the (emitted )?(alpha|α)\b/;
const ASKS_MOMENTUM = /\bmomentum\b|\bmomenta\b/;

function given(quantity: ExtractedQuantity, id: string, si: number): PreparedGiven | undefined {
  const variable = VARIABLES.get(id);
  if (!variable) return undefined;
  return {
    variable,
    original: { value: quantity.value, unit: quantity.unit },
    si,
    significantFigures: quantity.significantFigures,
  };
}

function understoodOf(
  givens: readonly PreparedGiven[],
  quantities: readonly ExtractedQuantity[],
): Understood {
  return {
    quantities: givens.map((entry, index) => ({
      text: quantities[index].text,
      value: entry.original.value,
      unit: entry.original.unit,
      variable: entry.variable.id,
      variableName: entry.variable.name,
    })),
    assumptions: [],
  };
}

function solveWith(
  givens: PreparedGiven[],
  quantities: readonly ExtractedQuantity[],
  unknownId: string,
  question: string,
  assumptions: string[],
  relationIds: readonly string[],
  answerUnit?: string,
): SolveResult | undefined {
  const unknown: Variable | undefined = VARIABLES.get(unknownId);
  if (!unknown) return undefined;
  // Energies of nuclei and particles are given in MeV unless another unit is asked for.
  const asked = answerUnit ?? askedUnit(question) ?? (unknown.unit === "J" ? "MeV" : undefined);
  if (asked && !haveSameDimension(asked, unknown.unit)) return undefined;
  const understood = understoodOf(givens, quantities);
  understood.unknown = { variable: unknown.id, name: unknown.name, ...(asked ? { unit: asked } : {}) };
  understood.assumptions.push(...assumptions);
  const result = solvePrepared({
    givens,
    unknown,
    unit: asked,
    relations: DECAY_ENERGETICS_RELATIONS.filter((relation) => relationIds.includes(relation.id)),
    understood,
    requireAllUsed: true,
  });
  if (result.status !== "solved") return undefined;
  // A small difference of large masses keeps the figures of the difference, not of the masses.
  const figures = Math.min(result.significantFigures, MAX_FIGURES);
  return {
    ...result,
    significantFigures: figures,
    answer: { ...result.answer, value: roundSignificant(result.answer.value, figures) },
  };
}

/** The unit asked for, reading "in MeV/ c" (a LaTeX "MeV/$c$") as MeV/c. */
function askedUnit(question: string): string | undefined {
  return unitAskedFor(question.replace(/\/\s+(?=[a-z])/gi, "/"));
}

function decayKind(lower: string): DecayKind | undefined {
  const kinds = DECAY_KINDS.filter(([, pattern]) => pattern.test(lower)).map(([kind]) => kind);
  return kinds.length === 1 ? kinds[0] : undefined;
}

/** An alpha or beta decay with the atoms' masses in u: its Q-value, or the alpha particle's energy. */
function solveDecayFromMasses(
  lower: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  if (!/\bdecay|\bdecays\b|\bemi(ts|ssion)\b|\bundergoes\b/.test(lower) || NOT_ONE_DECAY.test(lower))
    return undefined;
  const kind = decayKind(lower);
  if (!kind) return undefined;
  if (!quantities.every((quantity) => quantity.unit === "u")) return undefined;
  const lowerQuestion = question.toLowerCase();
  const asksQ = ASKS_Q_VALUE.test(lowerQuestion);
  const asksAlphaEnergy = kind === "alpha" && ASKS_ALPHA_ENERGY.test(lowerQuestion);
  if (asksQ === asksAlphaEnergy) return undefined;
  const kilograms = quantities.map((quantity) => quantity.value * ATOMIC_MASS_UNIT);
  // A mass below a hundredth of a unit is the electron's, stated to be used.
  const electronAt = quantities.findIndex((quantity) => quantity.value < 0.01);
  if (electronAt >= 0 && Math.abs(kilograms[electronAt] / ELECTRON_MASS - 1) > 0.01) return undefined;
  const atoms = quantities.map((_quantity, index) => index).filter((index) => index !== electronAt);
  const assumptions: string[] = [];
  if (kind === "alpha") {
    if (atoms.length !== 3) return undefined;
    const [alphaAt, daughterAt, parentAt] = [...atoms].sort(
      (first, second) => kilograms[first] - kilograms[second],
    );
    // The lightest atom must be helium-4 (4.0026 u, or 4.0015 u for the bare nucleus).
    if (Math.abs(quantities[alphaAt].value - 4.002) > 0.01) return undefined;
    const givens = [
      given(quantities[parentAt], "massParent", kilograms[parentAt]),
      given(quantities[daughterAt], "massDaughter", kilograms[daughterAt]),
      given(quantities[alphaAt], "massAlpha", kilograms[alphaAt]),
    ];
    if (givens.some((entry) => entry === undefined) || electronAt >= 0) return undefined;
    const ordered = [parentAt, daughterAt, alphaAt].map((index) => quantities[index]);
    assumptions.push(
      "The heaviest atom is the parent, the helium-4 atom the alpha particle, the other the daughter.",
    );
    return solveWith(givens as PreparedGiven[], ordered, asksQ ? "qValue" : "KE", question, assumptions, [
      "nuclear-physics.alpha-decay-q-value",
      "nuclear-physics.alpha-kinetic-energy",
    ]);
  }
  // Beta decays: the electrons only balance with atomic masses, which the words must state.
  if (!ATOMIC_MASSES.test(lower) || NUCLEAR_MASSES.test(lower) || !asksQ) return undefined;
  if (atoms.length !== 2) return undefined;
  const [parentAt, daughterAt] = atoms;
  // The parent is named first; a lighter first atom leaves the roles unclear.
  if (kilograms[parentAt] <= kilograms[daughterAt]) return undefined;
  const givens = [
    given(quantities[parentAt], "massParent", kilograms[parentAt]),
    given(quantities[daughterAt], "massDaughter", kilograms[daughterAt]),
  ];
  if (givens.some((entry) => entry === undefined)) return undefined;
  if (kind === "beta-plus")
    assumptions.push("m_e = 0.000549 u: the two electron masses of a positron decay.");
  const ordered = [quantities[parentAt], quantities[daughterAt]];
  const relation =
    kind === "beta-plus" ? "nuclear-physics.beta-plus-q-value" : "nuclear-physics.beta-minus-q-value";
  return solveWith(givens as PreparedGiven[], ordered, "qValue", question, assumptions, [relation]);
}

// Words that make an energy a rest energy: "m_p c² = 938.3 MeV", "the rest energies are ...".
const REST_ENERGY_WORDS = /c\^?2|c²|\brest (energ|mass)|\bmass[- ]energ/;

/** A value in MeV or MeV/c² that its sentence marks as a rest energy or a mass. */
function restEnergyOf(quantity: ExtractedQuantity, normalized: string): number | undefined {
  const si = toSI({ value: quantity.value, unit: quantity.unit });
  if (haveSameDimension(quantity.unit, "kg")) return si.value * SPEED_OF_LIGHT ** 2;
  if (!haveSameDimension(quantity.unit, "J")) return undefined;
  const before = normalized.slice(0, quantity.start);
  const sentence = before
    .slice(Math.max(before.lastIndexOf(". "), before.lastIndexOf("? ")) + 1)
    .toLowerCase();
  return REST_ENERGY_WORDS.test(sentence) ? si.value : undefined;
}

/** A particle at rest that decays into two: the momentum each product carries. */
function solveTwoBodyDecay(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!/\bat rest\b/.test(lower) || !/\bdecay/.test(lower) || quantities.length !== 3) return undefined;
  if (/\b(three|3) (particles|products|bodies)\b|\bneutrinos\b|\bphotons\b/.test(lower)) return undefined;
  if (!ASKS_MOMENTUM.test(question.toLowerCase())) return undefined;
  const energies = quantities.map((quantity) => restEnergyOf(quantity, normalized));
  if (energies.some((energy) => energy === undefined || energy <= 0)) return undefined;
  const values = energies as number[];
  const order = [0, 1, 2].sort((first, second) => values[second] - values[first]);
  const [parentAt, firstAt, secondAt] = order;
  if (values[parentAt] <= values[firstAt] + values[secondAt]) return undefined;
  const givens = [
    given(quantities[parentAt], "restEnergyParent", values[parentAt]),
    given(quantities[firstAt], "restEnergy1", values[firstAt]),
    given(quantities[secondAt], "restEnergy2", values[secondAt]),
  ];
  if (givens.some((entry) => entry === undefined)) return undefined;
  const ordered = order.map((index) => quantities[index]);
  return solveWith(
    givens as PreparedGiven[],
    ordered,
    "p",
    question,
    [
      "The heaviest particle is the one that decays; the other two are its products, which share one momentum.",
    ],
    ["particle-physics.two-body-decay-momentum"],
  );
}

// A parent decaying into a radioactive daughter, and a question about when the daughter peaks.
const CHAIN = /→|->|\bdaughter\b|\bdecay chain\b|\bdecays? (?:in)?to (?:a |an )?(?:radioactive|unstable)\b/;
const ASKS_PEAK = /\b(maximum|max|greatest|largest|most|peak\w*)\b/;
const HALF_LIFE_NAMED = /\bhalf[- ]?li(fe|ves)\b|t_\{?1\/2/;

/** Two half-lives of a parent and its daughter: when the daughter's number (or activity) peaks. */
function solveDaughterMaximum(
  lower: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  if (quantities.length !== 2 || !CHAIN.test(lower) || !ASKS_PEAK.test(question.toLowerCase()))
    return undefined;
  if (
    !quantities.every(
      (quantity) => haveSameDimension(quantity.unit, "s") && HALF_LIFE_NAMED.test(quantity.before),
    )
  )
    return undefined;
  const [first, second] = quantities;
  const givens = [
    given(first, "halfLife1", toSI({ value: first.value, unit: first.unit }).value),
    given(second, "halfLife2", toSI({ value: second.value, unit: second.unit }).value),
  ];
  if (givens.some((entry) => entry === undefined)) return undefined;
  const unit = askedUnit(question) ?? howManyUnit(question);
  return solveWith(
    givens as PreparedGiven[],
    [first, second],
    "t",
    question,
    ["No daughter nuclei at the start."],
    ["nuclear-physics.daughter-maximum-time"],
    unit ?? first.unit,
  );
}

/** The unit of "after how many minutes", or undefined. */
function howManyUnit(question: string): string | undefined {
  const word = /\bhow many ([a-z]+)/i.exec(question)?.[1];
  const unit = word ? parseUnit(word) : undefined;
  return unit && haveSameDimension(unit, "s") ? unit : undefined;
}

/**
 * Solves a decay whose givens the reader can give roles (see the file header), or undefined to
 * leave the problem to the general reader.
 */
export function solveDecayEnergetics(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (quantities.length < 2 || quantities.length > 4) return undefined;
  return (
    solveDecayFromMasses(lower, quantities, question) ??
    solveTwoBodyDecay(normalized, quantities, question) ??
    solveDaughterMaximum(lower, quantities, question)
  );
}
