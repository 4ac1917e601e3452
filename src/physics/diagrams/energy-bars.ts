/**
 * Energy bar charts for energy conservation: each form of energy before and after, on one scale,
 * with heat where friction takes some. Each situation the engine's energy relations model (a
 * body falling from rest, a spring launching a block along a level or up to a height, a slide
 * with friction, a load lifted at constant speed, the work done on it shown as its own bar) is
 * one entry of `SITUATIONS`; to add one, add an entry.
 */
import type { EnergyBarsDiagram, EnergyForm } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities } from "./solved-quantities";

type Value = (id: string) => number | undefined;
type Amounts = Partial<Record<EnergyForm, number>>;

interface Situation {
  relation: string;
  /** The names of the two states ("at the top", "just before it lands"). */
  states: [string, string];
  /** The energy of each form in each state, in joules, or undefined when a value is missing. */
  energies(value: Value): [Amounts, Amounts] | undefined;
}

const SITUATIONS: readonly Situation[] = [
  {
    relation: "kinematics.free-fall-speed",
    states: ["At the start", "Just before landing"],
    energies(value) {
      const [m, g, h, v] = ["m", "g", "h", "v"].map(value);
      if (m === undefined || g === undefined || h === undefined || v === undefined) return undefined;
      return [
        { gravitational: m * g * h, kinetic: 0 },
        { gravitational: 0, kinetic: 0.5 * m * v * v },
      ];
    },
  },
  {
    relation: "work-energy.spring-launch-speed",
    states: ["Spring compressed", "Block moving"],
    energies(value) {
      const [k, x, m, v] = ["k", "x", "m", "v"].map(value);
      if (k === undefined || x === undefined || m === undefined || v === undefined) return undefined;
      return [
        { elastic: 0.5 * k * x * x, kinetic: 0 },
        { elastic: 0, kinetic: 0.5 * m * v * v },
      ];
    },
  },
  {
    relation: "work-energy.spring-launch-height",
    states: ["Spring compressed", "At the highest point"],
    energies(value) {
      const [k, x, m, g, h] = ["k", "x", "m", "g", "h"].map(value);
      if (k === undefined || x === undefined || m === undefined || g === undefined || h === undefined)
        return undefined;
      return [
        { elastic: 0.5 * k * x * x, gravitational: 0 },
        { elastic: 0, gravitational: m * g * h },
      ];
    },
  },
  {
    relation: "work-energy.energy-with-friction",
    states: ["At the top", "At the bottom"],
    energies(value) {
      const [m, g, h, v0, v, heat] = ["m", "g", "h", "v0", "v", "Ediss"].map(value);
      if ([m, g, h, v0, v, heat].some((entry) => entry === undefined)) return undefined;
      const [mass, gravity, height, start, end, thermal] = [m, g, h, v0, v, heat] as number[];
      if (thermal < 0) return undefined;
      return [
        { gravitational: mass * gravity * height, kinetic: 0.5 * mass * start * start, thermal: 0 },
        { gravitational: 0, kinetic: 0.5 * mass * end * end, thermal },
      ];
    },
  },
  {
    // Lifted at constant speed: the work done on it becomes gravitational potential energy.
    relation: "work-energy.lifting-work",
    states: ["At the start", "Lifted"],
    energies(value) {
      const [m, g, h, work] = ["m", "g", "h", "W"].map(value);
      if (m === undefined || g === undefined || h === undefined || work === undefined) return undefined;
      return [{ work, gravitational: 0 }, { gravitational: m * g * h }];
    },
  },
];

const FORM_WORDS: Record<EnergyForm, string> = {
  kinetic: "kinetic energy",
  gravitational: "gravitational potential energy",
  elastic: "elastic potential energy",
  thermal: "heat from friction",
  work: "work done on it",
};

/** Energy the solution states by variable, checked against the bars that show it. */
const STATED: readonly [string, EnergyForm][] = [
  ["KE", "kinetic"],
  ["PE", "gravitational"],
  ["PEs", "elastic"],
];

/** The energy bar chart of a solved energy-conservation problem, or undefined when it is not one. */
export function energyBarsDiagram(solved: SolvedQuantities): EnergyBarsDiagram | undefined {
  const situation = SITUATIONS.find((candidate) => solved.uses(candidate.relation));
  if (!situation) return undefined;
  const energies = situation.energies(solved.value);
  if (!energies) return undefined;
  const totals = energies.map((amounts) =>
    Object.values(amounts).reduce((sum, amount) => sum + (amount ?? 0), 0),
  );
  // Energy is conserved in every situation drawn: bars that do not balance are not this solution's.
  if (!(totals[0] > 0) || Math.abs(totals[0] - totals[1]) > 1e-6 * totals[0]) return undefined;
  for (const [id, form] of STATED) {
    const stated = solved.value(id);
    const shown = energies.map((amounts) => amounts[form] ?? 0).find((amount) => amount > 0);
    if (stated !== undefined && shown !== undefined && Math.abs(stated - shown) > 1e-6 * Math.max(1, shown))
      return undefined;
  }
  const label = (joules: number) => quantityText(joules, "J", solved.figures);
  const states = energies.map((amounts, index) => ({
    name: situation.states[index],
    bars: (Object.entries(amounts) as [EnergyForm, number][]).map(([form, energy]) => ({
      form,
      energy,
      valueLabel: label(energy),
    })),
  }));
  const told = states.map((state) => {
    const present = state.bars.filter((bar) => bar.energy > 0);
    const parts = present.map((bar) => `${FORM_WORDS[bar.form]} ${bar.valueLabel}`);
    return `${state.name.toLowerCase()}, ${parts.join(" and ")}`;
  });
  return {
    kind: "energy-bars",
    title: "Energy before and after",
    description:
      `Energy bars on one scale: ${told.join("; ")}. ` +
      `The total, ${label(totals[0])}, is the same before and after.`,
    states,
  };
}
