/**
 * Simple oscillators with their period: a pendulum (T = 2π √(L/g)), a uniform rod swinging from
 * one end (T = 2π √(2L/3g)), or a mass on a spring (T = 2π √(m/k)), from the values the solution
 * states, which must satisfy the formula it used.
 */
import type { OscillatorDiagram } from "../../contracts/diagram";
import { type SolvedQuantities, sameValue } from "./solved-quantities";

const MODELS: readonly {
  relation: string;
  system: OscillatorDiagram["system"];
  period(value: (id: string) => number | undefined): number | undefined;
}[] = [
  {
    relation: "oscillations-waves.pendulum",
    system: "pendulum",
    period: (value) => {
      const [length, gravity] = [value("L"), value("g")];
      return length !== undefined && gravity !== undefined
        ? 2 * Math.PI * Math.sqrt(length / gravity)
        : undefined;
    },
  },
  {
    relation: "oscillations-waves.rod-pendulum",
    system: "rod-pendulum",
    period: (value) => {
      const [length, gravity] = [value("L"), value("g")];
      return length !== undefined && gravity !== undefined
        ? 2 * Math.PI * Math.sqrt((2 * length) / (3 * gravity))
        : undefined;
    },
  },
  {
    relation: "oscillations-waves.mass-spring",
    system: "mass-spring",
    period: (value) => {
      const [mass, stiffness] = [value("m"), value("k")];
      return mass !== undefined && stiffness !== undefined
        ? 2 * Math.PI * Math.sqrt(mass / stiffness)
        : undefined;
    },
  },
];

const WORDS: Record<OscillatorDiagram["system"], string> = {
  pendulum: "A pendulum",
  "rod-pendulum": "A uniform rod swinging from one end",
  "mass-spring": "A mass on a spring",
};

/** The oscillator of a solved period problem, or undefined when it is not one. */
export function oscillatorDiagram(solved: SolvedQuantities): OscillatorDiagram | undefined {
  const model = MODELS.find((candidate) => solved.uses(candidate.relation));
  if (!model) return undefined;
  const period = solved.value("T_period");
  const expected = model.period(solved.value);
  if (period === undefined || expected === undefined || !(period > 0) || !sameValue(period, expected))
    return undefined;
  const spring = model.system === "mass-spring";
  const labels: OscillatorDiagram["labels"] = {
    period: solved.label("T_period"),
    ...(spring
      ? { mass: solved.label("m"), springConstant: solved.label("k") }
      : { length: solved.label("L") }),
  };
  const formula =
    model.system === "pendulum"
      ? "T = 2π √(L/g)"
      : model.system === "rod-pendulum"
        ? "T = 2π √(2L/3g)"
        : "T = 2π √(m/k)";
  return {
    kind: "oscillator",
    title: spring ? "Mass on a spring" : "Pendulum",
    description: spring
      ? `${WORDS[model.system]}: a ${labels.mass} mass on a spring of constant ${labels.springConstant} oscillates about its rest position with a period of ${labels.period} (${formula}).`
      : `${WORDS[model.system]}, ${labels.length} long, swings back and forth through its lowest point with a period of ${labels.period} (${formula}, for small swings).`,
    system: model.system,
    period,
    labels,
  };
}
