/**
 * Circuit schematics for the resistor networks the engine solves (resistor-network.ts: resistors
 * in series, in parallel, or one parallel group in series with the rest, across one source). The
 * worked solution names the equivalent resistances it found (R_p, R_eq), not which resistor sits
 * where, so the arrangement is read back from those numbers: the group of resistors whose
 * parallel combination is R_p, the rest in series with it making R_eq. A network the numbers do
 * not fix exactly that way is not drawn.
 */
import type { CircuitDiagram, CircuitPart } from "../../contracts/diagram";
import { convertQuantity, haveSameDimension } from "../quantity/quantity";
import { quantityText, type SolvedQuantities } from "./solved-quantities";

const AGREEMENT = 1e-6;

interface Resistor {
  ohms: number;
  label: string;
}

const agree = (first: number, second: number) =>
  Math.abs(first - second) <= AGREEMENT * Math.max(Math.abs(first), Math.abs(second));

const parallelOf = (resistors: readonly Resistor[]) =>
  1 / resistors.reduce((sum, entry) => sum + 1 / entry.ohms, 0);
const seriesOf = (resistors: readonly Resistor[]) => resistors.reduce((sum, entry) => sum + entry.ohms, 0);

/** The subsets of at least two resistors, smallest first. */
function groups(resistors: readonly Resistor[]): Resistor[][] {
  const found: Resistor[][] = [];
  for (let mask = 1; mask < 2 ** resistors.length; mask++) {
    const chosen = resistors.filter((_, index) => mask & (2 ** index));
    if (chosen.length >= 2) found.push(chosen);
  }
  return found.sort((a, b) => a.length - b.length);
}

const resistor = (entry: Resistor): CircuitPart => ({
  type: "resistor",
  resistance: entry.ohms,
  valueLabel: entry.label,
});

/** The arrangement of the resistors that gives the solution's R_p and R_eq, if exactly one does. */
function arrangement(
  resistors: readonly Resistor[],
  parallel?: number,
  equivalent?: number,
): CircuitPart | undefined {
  if (parallel === undefined) {
    if (equivalent === undefined || !agree(seriesOf(resistors), equivalent)) return undefined;
    return { type: "series", parts: resistors.map(resistor) };
  }
  const fitting = groups(resistors).filter((group) => {
    if (!agree(parallelOf(group), parallel)) return false;
    const rest = resistors.filter((entry) => !group.includes(entry));
    return equivalent === undefined ? rest.length === 0 : agree(seriesOf(rest) + parallel, equivalent);
  });
  // Two arrangements that give the same numbers leave the picture undecided.
  if (fitting.length !== 1) return undefined;
  const group: CircuitPart = { type: "parallel", parts: fitting[0].map(resistor) };
  const rest = resistors.filter((entry) => !fitting[0].includes(entry));
  return rest.length === 0 ? group : { type: "series", parts: [...rest.map(resistor), group] };
}

/** The schematic of a solved resistor network, or undefined when the problem is not one. */
export function circuitDiagram(solved: SolvedQuantities): CircuitDiagram | undefined {
  const { problem } = solved;
  const resultOf = (symbol: string) => {
    const step = problem.solution.find((candidate) => candidate.result.symbol === symbol);
    if (!step) return undefined;
    return convertQuantity({ value: step.result.value, unit: step.result.unit }, "ohm")?.value;
  };
  const parallel = resultOf("R_p");
  const equivalent = resultOf("R_{eq}");
  if (parallel === undefined && equivalent === undefined) return singleResistor(solved);
  const resistors: Resistor[] = [];
  let source: { volts: number; label: string } | undefined;
  for (const known of problem.knowns) {
    if (haveSameDimension(known.unit, "ohm")) {
      const ohms = convertQuantity(known, "ohm")?.value;
      if (ohms === undefined || !(ohms > 0)) return undefined;
      resistors.push({ ohms, label: quantityText(known.value, known.unit, solved.figures) });
    } else if (haveSameDimension(known.unit, "V")) {
      const volts = convertQuantity(known, "V")?.value;
      if (volts === undefined || source) return undefined;
      source = { volts, label: quantityText(known.value, known.unit, solved.figures) };
    }
  }
  if (!source || resistors.length < 2 || resistors.length > 6) return undefined;
  const network = arrangement(resistors, parallel, equivalent);
  if (!network) return undefined;
  const total = equivalent ?? parallel ?? Number.NaN;
  const current = source.volts / total;
  const currentLabel = quantityText(current, "A", solved.figures);
  const words = (part: CircuitPart): string =>
    part.type === "resistor"
      ? part.valueLabel
      : part.type === "parallel"
        ? `${part.parts.map(words).join(" and ")} in parallel`
        : part.parts.every((entry) => entry.type === "resistor")
          ? `${part.parts.map(words).join(" and ")} in series`
          : part.parts.map(words).join(" in series with ");
  return {
    kind: "circuit",
    title: "Circuit diagram",
    description:
      `A ${source.label} battery drives a current of ${currentLabel} through ${words(network)}` +
      ` (equivalent resistance ${quantityText(total, "ohm", solved.figures)}).`,
    battery: { emf: source.volts, valueLabel: source.label },
    network,
    current: { value: current, valueLabel: currentLabel },
  };
}

/** One resistor across a source, solved with Ohm's law: drawn when V = I R holds for the solution's numbers. */
function singleResistor(solved: SolvedQuantities): CircuitDiagram | undefined {
  if (!solved.uses("electric-current.ohm")) return undefined;
  const [volts, amps, ohms] = ["V", "I", "R"].map(solved.value);
  if (volts === undefined || amps === undefined || ohms === undefined) return undefined;
  if (!(volts > 0) || !(amps > 0) || !(ohms > 0) || !agree(volts, amps * ohms)) return undefined;
  const [voltsLabel, ampsLabel, ohmsLabel] = ["V", "I", "R"].map(solved.label);
  return {
    kind: "circuit",
    title: "Circuit diagram",
    description: `A ${voltsLabel} source drives a current of ${ampsLabel} through a ${ohmsLabel} resistance: I = V / R.`,
    battery: { emf: volts, valueLabel: voltsLabel },
    network: { type: "resistor", resistance: ohms, valueLabel: ohmsLabel },
    current: { value: amps, valueLabel: ampsLabel },
  };
}
