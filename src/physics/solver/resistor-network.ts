/**
 * Resistor networks named in words: resistors all in series, all in parallel, or one parallel
 * group in series with the rest ("a 4.0 Ω resistor in series with a parallel combination of 6.0 Ω
 * and 12 Ω", "6 kΩ and 3 kΩ in parallel, that combination in series with 4 kΩ"), across one ideal
 * source. It answers the equivalent resistance, the total current, and the current, voltage or
 * power of a resistor the question names by its value. Any other arrangement, a second parallel
 * group, a source with internal resistance or another element makes it step aside (undefined), and
 * the general solver then refuses rather than use a simpler model.
 */
import type { SolutionStep } from "../bank/template";
import { formatNumberLatex, formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, type Quantity, toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult, UnderstoodQuantity } from "./types";
import { askingClause, unitAskedFor } from "./unknown";

// Words of arrangements or elements this reader does not model.
const OUTSIDE_MODEL =
  /\b(bridge|capacitors?|capacitance|inductors?|inductance|coils?|reactances?|impedance|rlc|lcr|rms|ac|alternating|hz|frequency|internal resistance|ammeter|voltmeter|switch|diode|identical|each|two batteries|cells in|delta|wye|star)\b/;
// Values in ohms must be resistors for this reader, not reactances or impedances.
const RESISTORS = /\bresist/;
const IDEAL_SOURCE =
  /\b(?:with |of |has |having )?(?:negligible|no|zero) internal resistance\b|\binternal resistance (?:is |of )?(?:negligible|zero)\b/g;
const GROUP_AFTER = /\bparallel (?:combination|arrangement|network|group|pair|set|connection) of\b/;
const PARALLEL = /\bparallel\b/;
const SERIES = /\bseries\b/;

interface Resistor {
  ohms: number;
  quantity: ExtractedQuantity;
}

interface Network {
  series: Resistor[];
  parallel: Resistor[];
  source: ExtractedQuantity;
}

/** Clauses of a text: split at commas, semicolons and sentence ends, with their start positions. */
export function clauses(text: string): { start: number; end: number; text: string }[] {
  const found: { start: number; end: number; text: string }[] = [];
  let start = 0;
  for (const match of text.matchAll(/[,;]\s|[.?!](?:\s|$)/g)) {
    const end = match.index ?? 0;
    found.push({ start, end, text: text.slice(start, end) });
    start = end + match[0].length;
  }
  if (start < text.length) found.push({ start, end: text.length, text: text.slice(start) });
  return found;
}

/** The arrangement the words give the resistors, or undefined when it is not one this reader models. */
function readNetwork(lower: string, quantities: readonly ExtractedQuantity[]): Network | undefined {
  const resistors: Resistor[] = [];
  let source: ExtractedQuantity | undefined;
  for (const quantity of quantities) {
    if (haveSameDimension(quantity.unit, "ohm")) {
      resistors.push({ ohms: toSI({ value: quantity.value, unit: quantity.unit }).value, quantity });
    } else if (haveSameDimension(quantity.unit, "V") && !source) {
      source = quantity;
    } else {
      return undefined;
    }
  }
  if (!source || resistors.length < 2 || resistors.some((resistor) => resistor.ohms <= 0)) return undefined;
  const hasParallel = PARALLEL.test(lower);
  const hasSeries = SERIES.test(lower);
  if (!hasParallel) return hasSeries ? { series: resistors, parallel: [], source } : undefined;
  if (!hasSeries) return { series: [], parallel: resistors, source };
  const parallelClauses = clauses(lower).filter((clause) => PARALLEL.test(clause.text));
  if (parallelClauses.length !== 1) return undefined;
  const [clause] = parallelClauses;
  const inClause = (resistor: Resistor, from: number) =>
    resistor.quantity.start >= from && resistor.quantity.start < clause.end;
  let group: Resistor[];
  const after = GROUP_AFTER.exec(clause.text);
  if (after) {
    group = resistors.filter((resistor) => inClause(resistor, clause.start + (after.index ?? 0)));
  } else {
    // "6 kΩ and 3 kΩ in parallel": the clause names the group and nothing else.
    if (SERIES.test(clause.text)) return undefined;
    group = resistors.filter((resistor) => inClause(resistor, clause.start));
  }
  if (group.length < 2) return undefined;
  const series = resistors.filter((resistor) => !group.includes(resistor));
  if (series.length === 0) return undefined;
  return { series, parallel: group, source };
}

const OHM_SYMBOL = "R";

function ohmsLatex(value: number, figures: number): string {
  return formatQuantityLatex(value, "ohm", figures);
}

interface Target {
  kind: "resistance" | "current" | "voltage" | "power";
  /** The resistor the question names, or undefined for the whole network. */
  resistor?: Resistor;
}

/** What the question asks about: the network or one resistor named by its value. */
function readTarget(question: string, resistors: readonly Resistor[], named?: number): Target | undefined {
  const lower = question.toLowerCase();
  const kind = /\b(equivalent|total|effective|combined|net) resistance\b/.test(lower)
    ? "resistance"
    : /\bpower\b/.test(lower)
      ? "power"
      : /\b(voltage|potential difference|p\.d\.|drop)\b/.test(lower)
        ? "voltage"
        : /\bcurrent\b/.test(lower)
          ? "current"
          : undefined;
  if (!kind) return undefined;
  if (kind === "resistance") return { kind };
  if (named === undefined) {
    // Without a resistor named, only the whole network's current or power is meant.
    if (kind === "voltage") return undefined;
    if (/\b(total|battery|source|supply|drawn|delivered by|supplied|whole|network|circuit)\b/.test(lower))
      return { kind };
    return undefined;
  }
  const matching = resistors.filter((resistor) => Math.abs(resistor.ohms - named) <= 1e-9 * named);
  // Two resistors of the value named leave which one unclear.
  if (matching.length !== 1) return undefined;
  return { kind, resistor: matching[0] };
}

// "the 3k resistor", "the 6.0 Ω resistor", "the 12-ohm lamp": a resistor named by its value.
const NAMED_BY_VALUE =
  /(?<![\d.])(\d+(?:\.\d+)?)\s{0,2}(k|M)?\s{0,2}(?:Ω|ohms?)?[\s-]{0,3}(?:resistor|lamp|bulb|heater|branch|one)\b/;

/** A resistance the question names ("through the 6.0 Ω resistor", "the 3k resistor"), in ohms. */
function namedResistance(
  question: string,
  all: readonly ExtractedQuantity[],
  questionStart: number,
): number | undefined {
  const named = all.filter(
    (quantity) => quantity.start >= questionStart && haveSameDimension(quantity.unit, "ohm"),
  );
  if (named.length === 1) return toSI({ value: named[0].value, unit: named[0].unit }).value;
  if (named.length > 1) return undefined;
  const written = NAMED_BY_VALUE.exec(question);
  if (!written) return undefined;
  const multiplier = written[2] === "k" ? 1e3 : written[2] === "M" ? 1e6 : 1;
  return Number(written[1]) * multiplier;
}

/**
 * Solves a resistor network named in words, or undefined when the text is not one this reader
 * models (the general solver then answers or refuses).
 */
export function solveResistorNetwork(
  normalized: string,
  given: readonly ExtractedQuantity[],
  all: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!PARALLEL.test(lower) && !SERIES.test(lower)) return undefined;
  // "A battery with negligible internal resistance" is the ideal source this reader models.
  const modelled = lower.replace(IDEAL_SOURCE, "ideal source");
  if (OUTSIDE_MODEL.test(modelled) || !RESISTORS.test(lower)) return undefined;
  // Givens stated before the question in the same sentence are read as givens all the same.
  const asking = askingClause(question);
  const questionStart = normalized.lastIndexOf(asking);
  const givens = given.filter((quantity) => quantity.start < questionStart || questionStart < 0);
  if (givens.length !== given.length) return undefined;
  const network = readNetwork(lower, givens);
  if (!network) return undefined;
  const resistors = [...network.series, ...network.parallel];
  const target = readTarget(asking, resistors, namedResistance(asking, all, questionStart));
  if (!target) return undefined;

  const figures = Math.max(2, Math.min(...givens.map((quantity) => quantity.significantFigures)));
  const emf = toSI({ value: network.source.value, unit: network.source.unit }).value;
  const steps: SolutionStep[] = [];
  const parallelOhms =
    network.parallel.length > 0
      ? 1 / network.parallel.reduce((sum, resistor) => sum + 1 / resistor.ohms, 0)
      : 0;
  if (network.parallel.length > 0) {
    steps.push({
      principle: "Resistors in parallel: the reciprocals of their resistances add",
      equation: `\\frac{1}{R_p} = ${network.parallel.map((_r, index) => `\\frac{1}{R_{${index + 1}}}`).join(" + ")}`,
      substitution: `\\frac{1}{R_p} = ${network.parallel.map((resistor) => `\\frac{1}{${ohmsLatex(resistor.ohms, figures)}}`).join(" + ")} \\;\\Rightarrow\\; R_p = ${ohmsLatex(parallelOhms, figures)}`,
      result: { value: parallelOhms, unit: "ohm", symbol: "R_p" },
    });
  }
  const seriesParts = [
    ...network.series.map((resistor) => resistor.ohms),
    ...(network.parallel.length > 0 ? [parallelOhms] : []),
  ];
  const equivalent = seriesParts.reduce((sum, ohms) => sum + ohms, 0);
  if (seriesParts.length > 1) {
    steps.push({
      principle: "Resistances in series add",
      equation: `R_{eq} = ${seriesParts.map((_part, index) => (network.parallel.length > 0 && index === seriesParts.length - 1 ? "R_p" : `R_{${index + 1}}`)).join(" + ")}`,
      substitution: `R_{eq} = ${seriesParts.map((ohms) => ohmsLatex(ohms, figures)).join(" + ")} = ${ohmsLatex(equivalent, figures)}`,
      result: { value: equivalent, unit: "ohm", symbol: "R_{eq}" },
    });
  }
  const total = emf / equivalent;
  const value = answerValue(target, { emf, equivalent, total, parallelOhms, network });
  if (target.kind !== "resistance") {
    steps.push({
      principle:
        "Ohm's law for the whole network: the source drives the current through the equivalent resistance",
      equation: "I = \\frac{V}{R_{eq}}",
      substitution: `I = \\frac{${formatQuantityLatex(emf, "V", figures)}}{${ohmsLatex(equivalent, figures)}} = ${formatQuantityLatex(total, "A", figures)}`,
      result: { value: total, unit: "A", symbol: "I" },
    });
  }
  const resistor = target.resistor;
  if (resistor && target.kind !== "resistance") {
    const inParallel = network.parallel.includes(resistor);
    const across = inParallel ? total * parallelOhms : total * resistor.ohms;
    steps.push({
      principle: inParallel
        ? "The parallel group takes the whole current; each branch has the group's voltage across it"
        : "A resistor in series carries the whole current",
      equation: inParallel ? "V_p = I R_p" : `V_{${OHM_SYMBOL}} = I R`,
      substitution: inParallel
        ? `V_p = ${formatQuantityLatex(total, "A", figures)} \\times ${ohmsLatex(parallelOhms, figures)} = ${formatQuantityLatex(across, "V", figures)}`
        : `V = ${formatQuantityLatex(total, "A", figures)} \\times ${ohmsLatex(resistor.ohms, figures)} = ${formatQuantityLatex(across, "V", figures)}`,
      result: { value: across, unit: "V", symbol: inParallel ? "V_p" : "V" },
    });
    if (inParallel && target.kind !== "voltage") {
      const branch = across / resistor.ohms;
      steps.push({
        principle: "Ohm's law for the branch",
        equation: "I_b = \\frac{V_p}{R}",
        substitution: `I_b = \\frac{${formatQuantityLatex(across, "V", figures)}}{${ohmsLatex(resistor.ohms, figures)}} = ${formatQuantityLatex(branch, "A", figures)}`,
        result: { value: branch, unit: "A", symbol: "I_b" },
      });
    }
  }
  if (target.kind === "power") {
    steps.push({
      principle: "Electric power",
      equation: "P = I V",
      substitution: `P = ${formatQuantityLatex(value, "W", figures)}`,
      result: { value, unit: "W", symbol: "P" },
    });
  }
  const siUnit = { resistance: "ohm", current: "A", voltage: "V", power: "W" }[target.kind];
  const asked = unitAskedFor(question);
  const unit = asked && haveSameDimension(asked, siUnit) ? asked : siUnit;
  const converted: Quantity | undefined = convertQuantity({ value, unit: siUnit }, unit);
  if (!converted || !Number.isFinite(converted.value) || !(value > 0)) return undefined;
  const understoodQuantities: UnderstoodQuantity[] = givens.map((quantity) => ({
    text: quantity.text,
    value: quantity.value,
    unit: quantity.unit,
    ...(quantity === network.source
      ? { variable: "V", variableName: "voltage of the source" }
      : { variable: "R", variableName: "resistance" }),
  }));
  const names = {
    resistance: "equivalent resistance",
    current: "current",
    voltage: "voltage",
    power: "power",
  };
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit },
    si: { value, unit: siUnit },
    significantFigures: figures,
    steps,
    understood: {
      quantities: understoodQuantities,
      unknown: {
        variable: { resistance: "R", current: "I", voltage: "V", power: "P" }[target.kind],
        name: resistor
          ? `${names[target.kind]} of the ${formatNumberLatex(resistor.quantity.value, figures)} ${resistor.quantity.unit} resistor`
          : names[target.kind],
        ...(asked ? { unit: asked } : {}),
      },
      assumptions: ["The source is ideal (no internal resistance) and the wires have no resistance."],
    },
  };
}

function answerValue(
  target: Target,
  values: { emf: number; equivalent: number; total: number; parallelOhms: number; network: Network },
): number {
  const { emf, equivalent, total, parallelOhms, network } = values;
  if (target.kind === "resistance") return equivalent;
  const resistor = target.resistor;
  if (!resistor) return target.kind === "power" ? emf * total : total;
  const inParallel = network.parallel.includes(resistor);
  const voltage = inParallel ? total * parallelOhms : total * resistor.ohms;
  const current = voltage / resistor.ohms;
  if (target.kind === "current") return current;
  if (target.kind === "voltage") return voltage;
  return voltage * current;
}
