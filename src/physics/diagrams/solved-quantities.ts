/**
 * The quantities of a worked problem by variable, read back from the worked problem itself (its
 * givens and the result of each step), so a diagram is drawn from exactly the numbers the
 * solution states. The relations the solution used may fix a few more values (the acceleration
 * of a car whose distance came from its average speed); those are worked out with the same
 * relations, never guessed.
 */
import type { GeneratedProblem } from "../bank/template";
import { formatNumber } from "../format-number";
import { convertQuantity, dimensionOf, formatUnit } from "../quantity/quantity";
import { RELATIONS, type Relation, VARIABLES, type Variable } from "../relations/relations";

/** A worked problem's quantities, in SI by variable id, and how to label them as the problem does. */
export interface SolvedQuantities {
  /** The problem statement in lower case, for the words that pick a picture (mirror, lens). */
  text: string;
  /** The worked problem itself, for kinds whose steps are not the engine's relations (resistor networks). */
  problem: GeneratedProblem;
  /** The relations the solution used, in the order it used them. */
  relations: readonly Relation[];
  /** SI values by variable id. */
  values: ReadonlyMap<string, number>;
  /** The variable the problem asks for, when the last step names one. */
  answerVariable?: string;
  /** The significant figures the problem's answer is stated with; labels of worked-out values use them. */
  figures: number;
  /** Whether the solution used the relation with this id. */
  uses(relationId: string): boolean;
  /** The SI value of a variable, if known. */
  value(variableId: string): number | undefined;
  /** The value as the problem writes it: a given in its own unit, the answer in the unit asked for, else SI ("8.0 s"). */
  label(variableId: string): string;
  /** The unit the problem writes a variable in (a given's own, the answer's), if it writes it. */
  writtenUnit(variableId: string): string | undefined;
  /** Whether the problem states the variable's value itself (a given, not a result worked out). */
  isGiven(variableId: string): boolean;
  /** Whether every value of a relation is known and they satisfy it (solved for its first variable). */
  agrees(relationId: string): boolean;
  /** The solver's notes of values it assumed ("Mass of Mars M = 6.42 × 10^23 kg (not given)."). */
  assumptions: readonly string[];
  /** The same relations' values completed over more relations of one model (see `completedWith`). */
  completedWith(relationIds: readonly string[]): SolvedQuantities;
}

/** Assumption notes of the free-form solver that state a value ("It starts from rest (v₀ = 0)."). */
const ASSUMED_VALUES: readonly {
  pattern: RegExp;
  variable: string;
  value: (match: RegExpExecArray) => number;
}[] = [
  { pattern: /\bg = (\d+(?:\.\d+)?) m\/s²/, variable: "g", value: (match) => Number(match[1]) },
  { pattern: /starts from rest \(v₀ = 0\)/, variable: "v0", value: () => 0 },
  { pattern: /ends at rest \(v = 0\)/, variable: "v", value: () => 0 },
  { pattern: /^The second body starts at rest\./, variable: "v2", value: () => 0 },
  { pattern: /V₂\/V₁ = (\d+(?:\.\d+)?)/, variable: "volumeRatio", value: (match) => Number(match[1]) },
  // A planet's or star's mass and radius, and an orbit's radius, from the solver's table of bodies.
  {
    pattern: /^Mass of .+? M = (\S+(?: × 10\^-?\d+)?) kg \(not given\)/,
    variable: "Mcentral",
    value: tableNumber,
  },
  {
    pattern: /^Radius of (?!the orbit).+? R = (\S+(?: × 10\^-?\d+)?) m \(not given\)/,
    variable: "Rplanet",
    value: tableNumber,
  },
  {
    pattern: /^Radius of the orbit of .+? r = (\S+(?: × 10\^-?\d+)?) m \(not given\)/,
    variable: "rOrbit",
    value: tableNumber,
  },
  {
    pattern: /γ = (\d+(?:\.\d+)?)(?:\/(\d+))?/,
    variable: "gammaHeat",
    value: (match) => Number(match[1]) / Number(match[2] ?? 1),
  },
];

/** A number as the solver's notes write it ("6.42 × 10^23"). */
function tableNumber(match: RegExpExecArray): number {
  const [mantissa, power] = match[1].split(" × 10^");
  return Number(mantissa) * 10 ** Number(power ?? 0);
}

function sameDimension(first: string, second: string): boolean {
  const a = dimensionOf(first);
  const b = dimensionOf(second);
  if (!a || !b) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof typeof a>;
  return [...keys].every((key) => (a[key] ?? 0) === (b[key] ?? 0));
}

/** The variable a LaTeX symbol with a value in `unit` stands for, preferring the relations' own. */
function variableOf(symbol: string, unit: string, preferred: ReadonlySet<string>): Variable | undefined {
  const fitting = [...VARIABLES.values()].filter(
    (variable) => variable.latex === symbol && (unit === "" || sameDimension(variable.unit, unit)),
  );
  return (
    fitting.find((variable) => preferred.has(variable.id)) ?? (fitting.length === 1 ? fitting[0] : undefined)
  );
}

function toVariableUnit(value: number, unit: string, variable: Variable): number | undefined {
  if (unit === variable.unit) return value;
  const converted = convertQuantity({ value, unit }, variable.unit, {
    temperatureDifference: variable.difference === true,
  });
  return converted && Number.isFinite(converted.value) ? converted.value : undefined;
}

/** Solves each relation for its one unknown variable until nothing more follows. */
function completeValues(relations: readonly Relation[], values: Map<string, number>): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const relation of relations) {
      const missing = relation.variables.filter((id) => !values.has(id));
      if (missing.length !== 1) continue;
      const solver = relation.solvers[missing[0]];
      const value = solver?.(Object.fromEntries(values));
      if (value === undefined || !Number.isFinite(value)) continue;
      values.set(missing[0], value);
      changed = true;
    }
  }
}

interface Reading {
  text: string;
  problem: GeneratedProblem;
  relations: Relation[];
  values: Map<string, number>;
  displays: Map<string, { value: number; unit: string }>;
  /** The variables the problem's givens state. */
  givens: ReadonlySet<string>;
  assumptions: readonly string[];
  figures: number;
  answerVariable?: string;
}

function solvedQuantitiesOf(reading: Reading): SolvedQuantities {
  const { relations, values, displays, figures } = reading;
  // A value worked out is shown in the unit the problem writes its kind in, where it writes one
  // ("image distance 15 cm" beside an object 30 cm away), else in SI.
  const inGivensUnit = (variableId: string): { value: number; unit: string } => {
    const variable = VARIABLES.get(variableId);
    const unit = variable?.unit ?? "";
    const value = values.get(variableId) ?? Number.NaN;
    const dimension = JSON.stringify(dimensionOf(unit));
    const written = new Set(
      [...displays.values()]
        .map((display) => display.unit)
        .filter((other) => other !== unit && JSON.stringify(dimensionOf(other)) === dimension),
    );
    const [only] = written;
    const converted =
      written.size === 1
        ? convertQuantity({ value, unit }, only, { temperatureDifference: variable?.difference === true })
        : undefined;
    // Only where the number reads well in it: 1600 mm stays 1.6 m.
    const readable = converted && Math.abs(converted.value) >= 0.1 && Math.abs(converted.value) < 1000;
    return converted && readable ? converted : { value, unit };
  };
  const ids = new Set(relations.map((relation) => relation.id));
  return {
    text: reading.text,
    problem: reading.problem,
    relations,
    values,
    answerVariable: reading.answerVariable,
    figures,
    uses: (relationId) => ids.has(relationId),
    value: (variableId) => values.get(variableId),
    label(variableId) {
      const displayed = displays.get(variableId);
      // The answer in SI where the problem writes its kind in another unit is shown in that unit.
      const inSI =
        variableId === reading.answerVariable && displayed?.unit === VARIABLES.get(variableId)?.unit;
      const shown = displayed && !inSI ? displayed : inGivensUnit(variableId);
      // A given keeps the digits the problem wrote it with (343 m/s is not relabelled 340 m/s).
      const given = variableId !== reading.answerVariable && displays.has(variableId);
      return quantityText(
        shown.value,
        shown.unit,
        given ? Math.max(figures, digitsOf(shown.value)) : figures,
      );
    },
    writtenUnit: (variableId) => displays.get(variableId)?.unit,
    isGiven: (variableId) => reading.givens.has(variableId),
    agrees(relationId) {
      const relation = RELATIONS.find((candidate) => candidate.id === relationId);
      if (!relation || relation.variables.some((id) => !values.has(id))) return false;
      const [first] = relation.variables;
      const others = Object.fromEntries(values);
      const worked = relation.solvers[first]?.(others);
      const known = values.get(first);
      return worked !== undefined && known !== undefined && sameValue(worked, known);
    },
    assumptions: reading.assumptions,
    completedWith(relationIds) {
      const more = RELATIONS.filter((relation) => relationIds.includes(relation.id));
      const completed = new Map(values);
      completeValues([...relations, ...more], completed);
      return solvedQuantitiesOf({ ...reading, values: completed });
    },
  };
}

/** The significant figures a written number needs to be shown unchanged (at most 6). */
function digitsOf(value: number): number {
  for (let digits = 1; digits < 6; digits++) {
    if (Number(value.toPrecision(digits)) === value) return digits;
  }
  return 6;
}

const SUPERSCRIPTS: Record<string, string> = {
  "-": "⁻",
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
};

/** A value with its unit as people write it, in the problem's significant figures ("2.5 m/s²", "30°", "5.0 × 10⁻⁴ s"). */
export function quantityText(value: number, unit: string, figures: number): string {
  // A zero carries no figures worth showing ("0 m/s", not "0.0 m/s").
  const number = (Math.abs(value) < 1e-12 ? "0" : formatNumber(value, figures)).replace(
    /\^(-?\d+)$/,
    (_, power: string) => [...power].map((character) => SUPERSCRIPTS[character]).join(""),
  );
  if (unit === "") return number;
  if (unit === "deg") return `${number}°`;
  if (unit === "rad") return `${formatNumber((value * 180) / Math.PI, figures)}°`;
  return `${number} ${formatUnit(unit)}`;
}

/** Whether two computations of one value are the same number, within a millionth of its size. */
export function sameValue(first: number, second: number): boolean {
  return Math.abs(first - second) <= 1e-6 * Math.max(Math.abs(first), Math.abs(second));
}

/** An SI value written in another unit of its dimension ("320 kPa" for 3.2 × 10⁵ Pa); in SI when it cannot be. */
export function quantityTextIn(
  value: number,
  siUnit: string,
  unit: string | undefined,
  figures: number,
): string {
  const converted = unit ? convertQuantity({ value, unit: siUnit }, unit) : undefined;
  return converted && Number.isFinite(converted.value)
    ? quantityText(converted.value, unit ?? siUnit, figures)
    : quantityText(value, siUnit, figures);
}

/**
 * The quantities of a worked problem. `assumptions` are the solver's notes of values it assumed
 * (g, a start from rest), which the worked problem uses but does not list among its givens.
 */
export function solvedQuantities(
  problem: GeneratedProblem,
  assumptions: readonly string[] = [],
): SolvedQuantities {
  const relations: Relation[] = [];
  for (const step of problem.solution) {
    const relation = RELATIONS.find(
      (candidate) =>
        candidate.latex === step.equation &&
        candidate.variables.some((id) => VARIABLES.get(id)?.latex === step.result.symbol),
    );
    if (relation && !relations.includes(relation)) relations.push(relation);
  }
  const preferred = new Set(relations.flatMap((relation) => relation.variables));
  const values = new Map<string, number>();
  const displays = new Map<string, { value: number; unit: string }>();
  for (const known of problem.knowns) {
    const variable = variableOf(known.symbol, known.unit, preferred);
    if (!variable) continue;
    const value = toVariableUnit(known.value, known.unit, variable);
    if (value === undefined) continue;
    values.set(variable.id, value);
    displays.set(variable.id, { value: known.value, unit: known.unit });
  }
  for (const note of assumptions) {
    for (const assumed of ASSUMED_VALUES) {
      const match = assumed.pattern.exec(note);
      if (match && !values.has(assumed.variable)) values.set(assumed.variable, assumed.value(match));
    }
  }
  let answerVariable: string | undefined;
  for (const step of problem.solution) {
    const variable = variableOf(step.result.symbol, step.result.unit, preferred);
    if (!variable) continue;
    const value = toVariableUnit(step.result.value, step.result.unit, variable);
    if (value === undefined) continue;
    values.set(variable.id, value);
    answerVariable = variable.id;
  }
  const givens = new Set(displays.keys());
  if (answerVariable) displays.set(answerVariable, problem.answer);
  completeValues(relations, values);
  return solvedQuantitiesOf({
    text: problem.statement.toLowerCase(),
    problem,
    relations,
    values,
    displays,
    givens,
    assumptions,
    figures: problem.significantFigures,
    answerVariable,
  });
}
