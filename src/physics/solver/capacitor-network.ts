/**
 * Capacitor networks named in words: capacitors all in series, all in parallel, or one group of
 * one kind combined the other way with the rest ("4.0 μF and 6.0 μF in series, and this combination
 * in parallel with 3.0 μF"), charged by one ideal source. It answers the equivalent capacitance, the
 * charge the source moves, and the charge, voltage or energy of a capacitor the question names by
 * its value (or of "each" where every capacitor holds the same). Any other arrangement, a plate's
 * size, a dielectric or another element makes it step aside (undefined), and the general solver
 * then refuses rather than use a simpler model.
 */
import type { SolutionStep } from "../bank/template";
import { formatNumberLatex, formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import { clauses } from "./resistor-network";
import type { SolveResult, UnderstoodQuantity } from "./types";
import { unitAskedFor } from "./unknown";

// Words of situations or elements this reader does not model.
const OUTSIDE_MODEL =
  /\b(resistors?|resistance|ohms?|inductors?|inductance|coils?|dielectric|plates?|area|separat\w*|disconnect\w*|reconnect\w*|switch|initially charged|charged to|inserted|removed|rc|rlc|lcr|ac|alternating|frequency|time constant|internal resistance|identical)\b/;
const CAPACITORS = /\bcapacit/;
const PARALLEL = /\bparallel\b/;
const SERIES = /\bseries\b/;
// "in series with a parallel combination of 2.0 μF and 4.0 μF": the group named after the words.
const GROUP_AFTER = /\b(parallel|series) (?:combination|arrangement|group|pair|set|connection) of\b/;

type Kind = "series" | "parallel";

interface Capacitor {
  farads: number;
  quantity: ExtractedQuantity;
}

/** Capacitors combined one way: each member is a capacitor or a group combined the other way. */
interface Network {
  outer: Kind;
  singles: Capacitor[];
  group?: { kind: Kind; members: Capacitor[] };
  source: ExtractedQuantity;
}

const other = (kind: Kind): Kind => (kind === "series" ? "parallel" : "series");

function combined(kind: Kind, farads: readonly number[]): number {
  return kind === "parallel"
    ? farads.reduce((sum, value) => sum + value, 0)
    : 1 / farads.reduce((sum, value) => sum + 1 / value, 0);
}

/** The arrangement the words give the capacitors, or undefined when it is not one this reader models. */
function readNetwork(lower: string, givens: readonly ExtractedQuantity[]): Network | undefined {
  const capacitors: Capacitor[] = [];
  let source: ExtractedQuantity | undefined;
  for (const quantity of givens) {
    if (haveSameDimension(quantity.unit, "F")) {
      capacitors.push({ farads: toSI({ value: quantity.value, unit: quantity.unit }).value, quantity });
    } else if (haveSameDimension(quantity.unit, "V") && !source) {
      source = quantity;
    } else {
      return undefined;
    }
  }
  if (!source || capacitors.length < 2 || capacitors.some((capacitor) => !(capacitor.farads > 0)))
    return undefined;
  const hasParallel = PARALLEL.test(lower);
  const hasSeries = SERIES.test(lower);
  if (hasParallel !== hasSeries)
    return { outer: hasSeries ? "series" : "parallel", singles: capacitors, source };
  if (!hasParallel) return undefined;
  const inClause = (capacitor: Capacitor, from: number, to: number) =>
    capacitor.quantity.start >= from && capacitor.quantity.start < to;
  // One clause names a group and only its kind ("4.0 μF and 6.0 μF are in series"), or names it
  // after "a parallel combination of"; the rest are combined with the group the other way.
  const named = clauses(lower).flatMap((clause) => {
    const after = GROUP_AFTER.exec(clause.text);
    if (after) {
      const from = clause.start + (after.index ?? 0);
      return [{ kind: after[1] as Kind, members: capacitors.filter((c) => inClause(c, from, clause.end)) }];
    }
    const series = SERIES.test(clause.text);
    if (series === PARALLEL.test(clause.text)) return [];
    const members = capacitors.filter((c) => inClause(c, clause.start, clause.end));
    return members.length >= 2 ? [{ kind: (series ? "series" : "parallel") as Kind, members }] : [];
  });
  if (named.length !== 1 || named[0].members.length < 2) return undefined;
  const [group] = named;
  const singles = capacitors.filter((capacitor) => !group.members.includes(capacitor));
  if (singles.length === 0) return undefined;
  return { outer: other(group.kind), singles, group, source };
}

interface Target {
  kind: "capacitance" | "charge" | "voltage" | "energy";
  /** The capacitor the question names, or undefined for the whole network. */
  capacitor?: Capacitor;
}

/** What the question asks about: the network, or one capacitor named by its value or as "each". */
function readTarget(
  question: string,
  network: Network,
  named: readonly ExtractedQuantity[],
): Target | undefined {
  const lower = question.toLowerCase();
  const kind = /\b(equivalent|total|effective|combined|net|overall) capacitance\b/.test(lower)
    ? "capacitance"
    : /\benergy\b/.test(lower)
      ? "energy"
      : /\b(voltage|potential difference|p\.d\.)\b/.test(lower)
        ? "voltage"
        : /\bcharge\b/.test(lower)
          ? "charge"
          : undefined;
  if (!kind) return undefined;
  if (kind === "capacitance") return named.length === 0 ? { kind } : undefined;
  const all = [...network.singles, ...(network.group?.members ?? [])];
  if (named.length === 1) {
    const farads = toSI({ value: named[0].value, unit: named[0].unit }).value;
    const matching = all.filter((capacitor) => Math.abs(capacitor.farads - farads) <= 1e-9 * farads);
    // Two capacitors of the value named leave which one unclear.
    return matching.length === 1 ? { kind, capacitor: matching[0] } : undefined;
  }
  if (named.length > 1) return undefined;
  // "The charge on each": one answer only where every capacitor holds the same charge (all in series).
  if (/\beach\b/.test(lower)) {
    if (kind === "charge" && network.outer === "series" && !network.group) return { kind };
    if (kind === "voltage" && network.outer === "parallel" && !network.group) return { kind };
    return undefined;
  }
  if (kind === "voltage") return undefined;
  if (/\b(total|battery|source|supply|whole|network|combination|circuit|system|all)\b/.test(lower))
    return { kind };
  return undefined;
}

interface Worked {
  value: number;
  steps: SolutionStep[];
}

function faradsLatex(value: number, figures: number): string {
  return formatQuantityLatex(value, "F", figures);
}

/** Works out the network and the value asked, with its steps. */
function work(network: Network, target: Target, emf: number, figures: number): Worked {
  const steps: SolutionStep[] = [];
  const rule = (kind: Kind) =>
    kind === "parallel"
      ? "Capacitors in parallel: their capacitances add"
      : "Capacitors in series: the reciprocals of their capacitances add";
  const equation = (kind: Kind, symbol: string, count: number) => {
    const terms = Array.from({ length: count }, (_unused, index) => `C_{${index + 1}}`);
    return kind === "parallel"
      ? `${symbol} = ${terms.join(" + ")}`
      : `\\frac{1}{${symbol}} = ${terms.map((term) => `\\frac{1}{${term}}`).join(" + ")}`;
  };
  const substitution = (kind: Kind, symbol: string, farads: readonly number[], result: number) =>
    kind === "parallel"
      ? `${symbol} = ${farads.map((value) => faradsLatex(value, figures)).join(" + ")} = ${faradsLatex(result, figures)}`
      : `\\frac{1}{${symbol}} = ${farads.map((value) => `\\frac{1}{${faradsLatex(value, figures)}}`).join(" + ")} \\;\\Rightarrow\\; ${symbol} = ${faradsLatex(result, figures)}`;
  let groupFarads: number | undefined;
  if (network.group) {
    const members = network.group.members.map((capacitor) => capacitor.farads);
    groupFarads = combined(network.group.kind, members);
    steps.push({
      principle: rule(network.group.kind),
      equation: equation(network.group.kind, "C_g", members.length),
      substitution: substitution(network.group.kind, "C_g", members, groupFarads),
      result: { value: groupFarads, unit: "F", symbol: "C_g" },
    });
  }
  const parts = [
    ...network.singles.map((capacitor) => capacitor.farads),
    ...(groupFarads ? [groupFarads] : []),
  ];
  const equivalent = combined(network.outer, parts);
  steps.push({
    principle: rule(network.outer),
    equation: equation(network.outer, "C_{eq}", parts.length),
    substitution: substitution(network.outer, "C_{eq}", parts, equivalent),
    result: { value: equivalent, unit: "F", symbol: "C_{eq}" },
  });
  if (target.kind === "capacitance") return { value: equivalent, steps };
  const total = equivalent * emf;
  steps.push({
    principle: "The charge the source moves onto the whole network",
    equation: "Q = C_{eq} V",
    substitution: `Q = ${faradsLatex(equivalent, figures)} \\times ${formatQuantityLatex(emf, "V", figures)} = ${formatQuantityLatex(total, "C", figures)}`,
    result: { value: total, unit: "C", symbol: "Q" },
  });
  // The capacitor asked about (or every one, where all hold the same): its voltage and charge.
  const capacitor = target.capacitor;
  // The whole network ("each" only where every capacitor holds the same charge or voltage).
  let charge = total;
  let voltage = emf;
  let farads = equivalent;
  if (capacitor) {
    const inGroup = network.group?.members.includes(capacitor) === true;
    // A member of the outer arrangement: in series it carries the whole charge, in parallel it has
    // the source's voltage. A member of the group: the group's share first, then its own.
    const memberFarads = inGroup ? (groupFarads as number) : capacitor.farads;
    const memberCharge = network.outer === "series" ? total : memberFarads * emf;
    const memberVoltage = network.outer === "series" ? total / memberFarads : emf;
    charge = memberCharge;
    voltage = memberVoltage;
    farads = memberFarads;
    if (inGroup && network.group) {
      charge = network.group.kind === "series" ? memberCharge : capacitor.farads * memberVoltage;
      voltage = network.group.kind === "series" ? memberCharge / capacitor.farads : memberVoltage;
      farads = capacitor.farads;
      steps.push({
        principle:
          network.outer === "series"
            ? "The group in series carries the whole charge; its capacitors share the group's voltage"
            : "The group in parallel has the source's voltage across it",
        equation: network.outer === "series" ? "V_g = \\frac{Q}{C_g}" : "Q_g = C_g V",
        substitution:
          network.outer === "series"
            ? `V_g = \\frac{${formatQuantityLatex(total, "C", figures)}}{${faradsLatex(groupFarads as number, figures)}} = ${formatQuantityLatex(memberVoltage, "V", figures)}`
            : `Q_g = ${faradsLatex(groupFarads as number, figures)} \\times ${formatQuantityLatex(emf, "V", figures)} = ${formatQuantityLatex(memberCharge, "C", figures)}`,
        result:
          network.outer === "series"
            ? { value: memberVoltage, unit: "V", symbol: "V_g" }
            : { value: memberCharge, unit: "C", symbol: "Q_g" },
      });
    }
    steps.push(
      network.outer === "series" && !inGroup
        ? {
            principle:
              "A capacitor in series holds the whole charge; its voltage follows from its capacitance",
            equation: "V_C = \\frac{Q}{C}",
            substitution: `V_C = \\frac{${formatQuantityLatex(charge, "C", figures)}}{${faradsLatex(farads, figures)}} = ${formatQuantityLatex(voltage, "V", figures)}`,
            result: { value: voltage, unit: "V", symbol: "V_C" },
          }
        : {
            principle: "The charge on one capacitor from its capacitance and the voltage across it",
            equation: "Q_C = C V_C",
            substitution: `Q_C = ${faradsLatex(farads, figures)} \\times ${formatQuantityLatex(voltage, "V", figures)} = ${formatQuantityLatex(charge, "C", figures)}`,
            result: { value: charge, unit: "C", symbol: "Q_C" },
          },
    );
  }
  if (target.kind === "charge") return { value: charge, steps };
  if (target.kind === "voltage") return { value: voltage, steps };
  const energy = 0.5 * charge * voltage;
  steps.push({
    principle: "Energy stored in a charged capacitor",
    equation: "U = \\frac{1}{2} Q V",
    substitution: `U = \\frac{1}{2} \\times ${formatQuantityLatex(charge, "C", figures)} \\times ${formatQuantityLatex(voltage, "V", figures)} = ${formatQuantityLatex(energy, "J", figures)}`,
    result: { value: energy, unit: "J", symbol: "U" },
  });
  return { value: energy, steps };
}

/**
 * Solves a capacitor network named in words, or undefined when the text is not one this reader
 * models (the general solver then answers or refuses).
 */
export function solveCapacitorNetwork(
  normalized: string,
  given: readonly ExtractedQuantity[],
  all: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  // "Parallel-plate capacitor" names a kind of capacitor, not an arrangement.
  const lower = normalized.toLowerCase().replace(/\bparallel[-\s]plates?\b/g, "plate");
  if (!PARALLEL.test(lower) && !SERIES.test(lower)) return undefined;
  if (OUTSIDE_MODEL.test(lower) || !CAPACITORS.test(lower)) return undefined;
  const questionStart = normalized.lastIndexOf(question);
  if (questionStart < 0) return undefined;
  const givens = given.filter((quantity) => quantity.start < questionStart);
  if (givens.length !== given.length) return undefined;
  const network = readNetwork(lower, givens);
  if (!network) return undefined;
  const named = all.filter(
    (quantity) => quantity.start >= questionStart && haveSameDimension(quantity.unit, "F"),
  );
  const target = readTarget(question, network, named);
  if (!target) return undefined;
  const figures = Math.max(2, Math.min(...givens.map((quantity) => quantity.significantFigures)));
  const emf = toSI({ value: network.source.value, unit: network.source.unit }).value;
  if (!(emf > 0)) return undefined;
  const { value, steps } = work(network, target, emf, figures);
  const siUnit = { capacitance: "F", charge: "C", voltage: "V", energy: "J" }[target.kind];
  const asked = unitAskedFor(question);
  const unit = asked && haveSameDimension(asked, siUnit) ? asked : siUnit;
  const converted = convertQuantity({ value, unit: siUnit }, unit);
  if (!converted || !Number.isFinite(converted.value) || !(value > 0)) return undefined;
  const quantities: UnderstoodQuantity[] = givens.map((quantity) => ({
    text: quantity.text,
    value: quantity.value,
    unit: quantity.unit,
    ...(quantity === network.source
      ? { variable: "V", variableName: "voltage of the source" }
      : { variable: "C", variableName: "capacitance" }),
  }));
  const names = {
    capacitance: "equivalent capacitance",
    charge: "charge",
    voltage: "voltage",
    energy: "energy stored",
  };
  const capacitor = target.capacitor;
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit },
    si: { value, unit: siUnit },
    significantFigures: figures,
    steps,
    understood: {
      quantities,
      unknown: {
        variable: { capacitance: "C", charge: "q", voltage: "V", energy: "Ecap" }[target.kind],
        name: capacitor
          ? `${names[target.kind]} of the ${formatNumberLatex(capacitor.quantity.value, figures)} ${capacitor.quantity.unit} capacitor`
          : names[target.kind],
        ...(asked ? { unit: asked } : {}),
      },
      assumptions: ["The source is ideal, the capacitors start uncharged, and the charging is complete."],
    },
  };
}
