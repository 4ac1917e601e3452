/**
 * Energy-level diagrams: the Bohr levels of hydrogen or of a one-electron ion, or the levels of an
 * electron in a box, with the photon of the transition the problem is about (emitted going down,
 * absorbed going up or freeing the electron). The levels come from the same model the solution
 * used; the photon's energy must be the gap between its two levels, or nothing is drawn.
 */
import type { EnergyLevelsDiagram } from "../../contracts/diagram";
import { constant } from "../relations/relation";
import { quantityTextIn, type SolvedQuantities, sameValue } from "./solved-quantities";

type Level = EnergyLevelsDiagram["levels"][number];
type Transition = NonNullable<EnergyLevelsDiagram["transition"]>;

/** At least the four lowest levels, and up to the highest one the problem names. */
const levelCount = (highest: number) => Math.min(7, Math.max(4, highest));

const isWhole = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= 1 && value <= 20;

/** The atom's or box's levels and the transition, from the solved values, or undefined. */
function levelsOf(solved: SolvedQuantities):
  | {
      system: EnergyLevelsDiagram["system"];
      energy: (n: number) => number;
      highest: number;
      transition?: { from: number; to: number | "free" };
      highlighted?: number;
    }
  | undefined {
  const value = solved.value;
  const initial = value("n_initial");
  const final = value("n_final");
  const hasTransition = isWhole(initial) && isWhole(final) && initial !== final;
  if (solved.uses("quantum-mechanics.electron-box-transition")) {
    const width = value("wellWidth");
    if (!hasTransition || width === undefined || !(width > 0)) return undefined;
    const ground = constant("hPlanck") ** 2 / (8 * constant("me") * width ** 2);
    return {
      system: "box",
      energy: (n) => n * n * ground,
      highest: Math.max(initial, final),
      transition: { from: initial, to: final },
    };
  }
  const z = solved.uses("atomic-physics.hydrogen-like-levels") ? value("Zatomic") : 1;
  if (z === undefined || !isWhole(z)) return undefined;
  const atomic = [
    "atomic-physics.bohr-levels",
    "atomic-physics.transition",
    "atomic-physics.hydrogen-like-levels",
  ];
  if (!atomic.some((id) => solved.uses(id))) return undefined;
  const energy = (n: number) => (-constant("E1H") * z * z) / (n * n);
  const level = value("n_level");
  if (solved.uses("atomic-physics.ionization-from-level")) {
    if (!isWhole(level)) return undefined;
    return { system: "atom", energy, highest: level, transition: { from: level, to: "free" } };
  }
  if (solved.uses("atomic-physics.transition")) {
    if (!hasTransition) return undefined;
    return {
      system: "atom",
      energy,
      highest: Math.max(initial, final),
      transition: { from: initial, to: final },
    };
  }
  if (!isWhole(level)) return undefined;
  return { system: "atom", energy, highest: level, highlighted: level };
}

/** The energy-level diagram of a solved atomic or quantum problem, or undefined when it is not one. */
export function energyLevelsDiagram(solved: SolvedQuantities): EnergyLevelsDiagram | undefined {
  const model = levelsOf(solved);
  if (!model) return undefined;
  const figures = solved.figures;
  const electronvolts = (joules: number) => quantityTextIn(joules, "J", "eV", figures);
  // A level energy the solution states must be the model's, and is labelled as the solution writes it.
  const stated = solved.value("En");
  const named = solved.value("n_level");
  if (stated !== undefined && isWhole(named) && !sameValue(stated, model.energy(named))) return undefined;
  const levels: Level[] = [];
  for (let n = 1; n <= levelCount(model.highest); n++) {
    const energy = model.energy(n);
    const valueLabel =
      stated !== undefined && n === named && solved.writtenUnit("En")
        ? solved.label("En")
        : // Level energies are written to three figures, as tables give them (−13.6 eV, not −14 eV).
          quantityTextIn(energy, "J", "eV", Math.max(3, figures));
    levels.push({ n, energy, valueLabel });
  }
  let transition: Transition | undefined;
  if (model.transition) {
    const { from, to } = model.transition;
    const gap = Math.abs((to === "free" ? 0 : model.energy(to)) - model.energy(from));
    const photon = solved.value("Ephoton");
    if (photon !== undefined && !sameValue(photon, gap)) return undefined;
    // The photon's frequency and wavelength, when stated, are those of its energy: E = h f = h c / λ.
    const frequency = solved.value("f");
    const wavelength = solved.value("lambda");
    if (frequency !== undefined && !sameValue(frequency, gap / constant("hPlanck"))) return undefined;
    if (wavelength !== undefined && !sameValue(wavelength, (constant("hPlanck") * constant("c")) / gap))
      return undefined;
    transition = {
      from,
      to,
      photon: {
        energy: gap,
        energyLabel: solved.writtenUnit("Ephoton") ? solved.label("Ephoton") : electronvolts(gap),
        ...(solved.value("lambda") !== undefined ? { wavelengthLabel: solved.label("lambda") } : {}),
        ...(solved.value("f") !== undefined ? { frequencyLabel: solved.label("f") } : {}),
      },
    };
  }
  const where =
    model.system === "box" ? "an electron in a box" : solved.value("Zatomic") ? "the ion" : "hydrogen";
  const list = levels.map((level) => `n = ${level.n}: ${level.valueLabel}`).join(", ");
  let story = "";
  if (transition) {
    const { from, to, photon } = transition;
    const extra = [photon.wavelengthLabel, photon.frequencyLabel].filter(Boolean).join(", ");
    const withPhoton = `a photon of ${photon.energyLabel}${extra ? ` (${extra})` : ""}`;
    story =
      to === "free"
        ? ` An arrow from n = ${from} up past zero shows the electron freed by ${withPhoton}, the least that ionises it.`
        : to < from
          ? ` An arrow down from n = ${from} to n = ${to} shows the electron dropping and emitting ${withPhoton}, the gap between the levels.`
          : ` An arrow up from n = ${from} to n = ${to} shows the electron raised by absorbing ${withPhoton}, the gap between the levels.`;
  } else if (model.highlighted) {
    story = ` The level asked about, n = ${model.highlighted}, is drawn bold.`;
  }
  return {
    kind: "energy-levels",
    title: model.system === "box" ? "Energy levels in the box" : "Energy levels of the atom",
    description: `Energy levels of ${where}, to scale${model.system === "atom" ? " (zero is the electron free and at rest)" : ""}: ${list}.${story}`,
    system: model.system,
    levels,
    ...(model.highlighted ? { highlighted: model.highlighted } : {}),
    ...(transition ? { transition } : {}),
  };
}
