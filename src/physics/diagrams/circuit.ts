/**
 * Circuit schematics for the resistor networks the engine solves (resistor-network.ts: resistors
 * in series, in parallel, or one parallel group in series with the rest, across one source). The
 * worked solution names the equivalent resistances it found (R_p, R_eq), not which resistor sits
 * where, so the arrangement is read back from those numbers: the group of resistors whose
 * parallel combination is R_p, the rest in series with it making R_eq. A network the numbers do
 * not fix exactly that way is not drawn.
 *
 * The other circuits the engine solves are read from the relations their solutions use: a battery
 * with internal resistance driving one resistor, a capacitor charging through a resistor, and an
 * alternating source across a resistor, a capacitor, an inductor or those in series; each drawn
 * only when the solution's own numbers satisfy the circuit's equations.
 */
import type { CircuitDiagram, CircuitPart } from "../../contracts/diagram";
import { convertQuantity, haveSameDimension } from "../quantity/quantity";
import { quantityText, quantityTextIn, type SolvedQuantities } from "./solved-quantities";

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
  if (parallel === undefined && equivalent === undefined)
    return (
      singleResistor(solved) ??
      internalResistanceCircuit(solved) ??
      chargingCircuit(solved) ??
      alternatingCircuit(solved)
    );
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
  const words = (part: CircuitPart): string => {
    if (!("parts" in part)) return part.valueLabel;
    if (part.type === "parallel") return `${part.parts.map(words).join(" and ")} in parallel`;
    return part.parts.every((entry) => entry.type === "resistor")
      ? `${part.parts.map(words).join(" and ")} in series`
      : part.parts.map(words).join(" in series with ");
  };
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

const TWO_PI = 2 * Math.PI;

/** A capacitance as people write it: the problem's own unit, or μF, nF or pF for one worked out in farads. */
function capacitanceText(solved: SolvedQuantities): string {
  const farads = solved.value("C") ?? Number.NaN;
  if (solved.writtenUnit("C") !== "F" || farads >= 1e-3) return solved.label("C");
  const unit = farads >= 1e-6 ? "uF" : farads >= 1e-9 ? "nF" : "pF";
  return quantityTextIn(farads, "F", unit, solved.figures);
}

/** A battery with internal resistance r driving a resistor R: I = ε / (R + r), the terminal voltage ε − I r. */
function internalResistanceCircuit(solved: SolvedQuantities): CircuitDiagram | undefined {
  if (!solved.uses("electric-current.internal-resistance-current")) return undefined;
  const [emf, internal, load, current] = ["emfSource", "rInternal", "R", "I"].map(solved.value);
  if (emf === undefined || internal === undefined || load === undefined || current === undefined)
    return undefined;
  if (!(emf > 0) || !(internal > 0) || !(load > 0) || !agree(current, emf / (load + internal)))
    return undefined;
  const terminal = solved.value("V");
  if (terminal !== undefined && !agree(terminal, emf - current * internal)) return undefined;
  const power = solved.value("P");
  // The power asked about is the load's (I² R) or the battery's (I ε); any other is not this circuit.
  if (power !== undefined && !agree(power, current * current * load) && !agree(power, current * emf))
    return undefined;
  const label = solved.label;
  const readings = [
    ...(terminal !== undefined ? [`terminal voltage V = ε − I r = ${label("V")}`] : []),
    ...(power !== undefined ? [`power P = ${label("P")}`] : []),
  ];
  return {
    kind: "circuit",
    title: "Circuit diagram: a battery with internal resistance",
    description:
      `A battery of emf ${label("emfSource")} with internal resistance ${label("rInternal")} drives a current of ${label("I")} through a ${label("R")} resistor: I = ε / (R + r).` +
      (terminal !== undefined ? ` The voltage across its terminals is ${label("V")}.` : "") +
      (power !== undefined ? ` The power is ${label("P")}.` : ""),
    battery: { emf, valueLabel: label("emfSource") },
    internalResistance: { resistance: internal, valueLabel: label("rInternal") },
    network: { type: "resistor", resistance: load, valueLabel: label("R") },
    current: { value: current, valueLabel: label("I") },
    ...(readings.length > 0 ? { readings } : {}),
  };
}

/** A capacitor charging through a resistor from a battery: τ = R C, and V_C = V (1 − e^(−t/τ)) when asked. */
function chargingCircuit(solved: SolvedQuantities): CircuitDiagram | undefined {
  if (!solved.uses("electric-current.rc-time-constant")) return undefined;
  const [resistance, capacitance, tau] = ["R", "C", "tauTime"].map(solved.value);
  if (resistance === undefined || capacitance === undefined || tau === undefined) return undefined;
  if (!(resistance > 0) || !(capacitance > 0) || !agree(tau, resistance * capacitance)) return undefined;
  const [volts, capacitorVolts, time] = ["V", "Vcap", "t"].map(solved.value);
  const charging = solved.uses("electric-current.rc-charging-voltage");
  if (
    charging &&
    (volts === undefined ||
      capacitorVolts === undefined ||
      time === undefined ||
      !agree(capacitorVolts, volts * (1 - Math.exp(-time / tau))))
  )
    return undefined;
  const label = solved.label;
  const tauLabel = label("tauTime");
  const readings = [
    `τ = R C = ${tauLabel}`,
    ...(charging ? [`V_C = ${label("Vcap")} at t = ${label("t")}`] : []),
  ];
  return {
    kind: "circuit",
    title: "Circuit diagram: a capacitor charging through a resistor",
    description:
      `${volts !== undefined ? `A ${label("V")} battery charges` : "A capacitor charges"} a ${label("C")} capacitor through a ${label("R")} resistor; the time constant is τ = R C = ${tauLabel}.` +
      (charging
        ? ` The capacitor's voltage rises as V_C = V (1 − e^(−t/τ)), reaching ${label("Vcap")} at ${label("t")}.`
        : ""),
    battery: { emf: volts ?? 0, valueLabel: volts !== undefined ? label("V") : "battery" },
    network: {
      type: "series",
      parts: [
        { type: "resistor", resistance, valueLabel: label("R") },
        { type: "capacitor", valueLabel: label("C") },
      ],
    },
    readings,
  };
}

/** An alternating source across a resistor, a capacitor, an inductor or those in series, from the AC relations the solution used. */
function alternatingCircuit(solved: SolvedQuantities): CircuitDiagram | undefined {
  const acRelations = solved.relations.filter((relation) => relation.id.startsWith("ac-circuits."));
  if (acRelations.length === 0 || acRelations.length !== solved.relations.length) return undefined;
  const value = solved.value;
  const label = solved.label;
  const [frequency, capacitance, inductance, resistance] = ["f", "C", "Lind", "R"].map(value);
  const [capacitive, inductive, impedance] = ["XC", "XL", "Z"].map(value);
  // Every value the solution states must fit the same circuit.
  if (capacitive !== undefined && frequency !== undefined && capacitance !== undefined)
    if (!agree(capacitive, 1 / (TWO_PI * frequency * capacitance))) return undefined;
  if (inductive !== undefined && frequency !== undefined && inductance !== undefined)
    if (!agree(inductive, TWO_PI * frequency * inductance)) return undefined;
  if (solved.uses("ac-circuits.resonance")) {
    if (frequency === undefined || capacitance === undefined || inductance === undefined) return undefined;
    if (!agree(frequency, 1 / (TWO_PI * Math.sqrt(inductance * capacitance)))) return undefined;
  }
  if (impedance !== undefined) {
    const expected = Math.sqrt((resistance ?? 0) ** 2 + ((inductive ?? 0) - (capacitive ?? 0)) ** 2);
    if (!agree(impedance, expected)) return undefined;
  }
  const [peak, rms, rmsCurrent, power] = ["Vpeak", "Vrms", "Irms", "P"].map(value);
  if (peak !== undefined && rms !== undefined && !agree(rms, peak / Math.SQRT2)) return undefined;
  if (
    rmsCurrent !== undefined &&
    rms !== undefined &&
    impedance !== undefined &&
    !agree(rms, rmsCurrent * impedance)
  )
    return undefined;

  const parts: CircuitPart[] = [];
  if (resistance !== undefined && resistance > 0)
    parts.push({ type: "resistor", resistance, valueLabel: label("R") });
  if (inductance !== undefined || inductive !== undefined)
    parts.push({
      type: "inductor",
      valueLabel: inductance !== undefined ? label("Lind") : `X_L = ${label("XL")}`,
    });
  if (capacitance !== undefined || capacitive !== undefined)
    parts.push({
      type: "capacitor",
      valueLabel: capacitance !== undefined ? capacitanceText(solved) : `X_C = ${label("XC")}`,
    });
  if (parts.length === 0 || parts.length > 3) return undefined;
  const network: CircuitPart = parts.length === 1 ? parts[0] : { type: "series", parts };

  const source = [
    ...(rms !== undefined && peak === undefined ? [`${label("Vrms")} rms`] : []),
    ...(peak !== undefined ? [`${label("Vpeak")} peak`] : []),
    ...(frequency !== undefined && !solved.uses("ac-circuits.resonance") ? [label("f")] : []),
  ].join(", ");
  const readings = [
    ...(capacitive !== undefined && capacitance !== undefined ? [`X_C = 1/(2π f C) = ${label("XC")}`] : []),
    ...(inductive !== undefined && inductance !== undefined ? [`X_L = 2π f L = ${label("XL")}`] : []),
    ...(solved.uses("ac-circuits.resonance") ? [`resonance f₀ = 1/(2π√(LC)) = ${label("f")}`] : []),
    ...(impedance !== undefined ? [`Z = ${label("Z")}`] : []),
    ...(rms !== undefined && peak !== undefined ? [`V_rms = ${label("Vrms")}`] : []),
    ...(power !== undefined ? [`average power P = ${label("P")}`] : []),
  ].slice(0, 4);
  const words = parts
    .map((part) => {
      if (part.type === "resistor") return `a ${part.valueLabel} resistor`;
      if ("parts" in part) return "";
      return part.valueLabel.startsWith("X_")
        ? `${part.type === "inductor" ? "an inductor" : "a capacitor"} of reactance ${part.valueLabel.slice(6)}`
        : `a ${part.valueLabel} ${part.type}`;
    })
    .join(parts.length > 2 ? ", " : " and ");
  const sentences = readings.map((reading) => `${reading[0].toUpperCase()}${reading.slice(1)}.`).join(" ");
  return {
    kind: "circuit",
    title: "Circuit diagram: an alternating source",
    description:
      `An alternating source${source ? ` (${source})` : ""} drives ${words}${parts.length > 1 ? " in series" : ""}.` +
      (sentences ? ` ${sentences}` : ""),
    supply: "ac",
    battery: { emf: peak ?? rms ?? 0, valueLabel: source || "AC" },
    network,
    ...(rmsCurrent !== undefined
      ? { current: { value: rmsCurrent, valueLabel: `${label("Irms")} rms` } }
      : {}),
    ...(readings.length > 0 ? { readings } : {}),
  };
}
