/**
 * What a symbolic line of student work ("v^2 = 2 g h") says: which relation of the engine it
 * writes, whether the worked solution uses that relation, or that its two sides cannot have the
 * same dimensions.
 *
 * A line is taken for a relation only when it has the relation's variables (in their usual
 * spellings) and holds wherever the relation holds: both sides are evaluated at points the
 * relation's own solvers give from random positive values, and must differ at random points off
 * it. A dimension error is reported only when the letters are the quantities of one relation and
 * no reading of them makes the sides agree: letters of no relation may mean anything.
 */

import type { GeneratedProblem } from "../../bank/template";
import { GREEK_LETTERS } from "../../greek-letters";
import { formatUnit } from "../../quantity/quantity";
import { createRandom, type Random } from "../../random";
import { EXPRESSION_CONSTANTS, mentionsCue, type Relation } from "../../relations/relation";
import { RELATIONS, relationById } from "../../relations/relations";
import { VARIABLES } from "../../relations/variables";
import { dimensionVector, normalizeWorkText, siUnitOfDimension } from "./read-expression";
import {
  constantValue,
  dimensionOfReading,
  dimensionOfSymbolic,
  evaluateSymbolic,
  readingsOfSymbol,
  readSymbolicSide,
  type SymbolicSide,
  type SymbolNode,
  type SymbolReading,
} from "./read-symbols";

/** What a symbolic equation was found to be. */
export type SymbolicFinding =
  | { status: "correct" | "unchecked"; message: string; relationId?: string }
  /** units: the sides cannot have the same dimension; relation: not the relation this problem's situation needs. */
  | { status: "error"; message: string; kind: "units" | "relation" | "sign" };

/** A relation a line writes, possibly with one variable set to zero ("v = a t" starts from rest). */
interface Recognition {
  relation: Relation;
  zeroed?: string;
}

// Variables a student often leaves out because they are zero, with how to say so.
const ZEROABLE: Readonly<Record<string, string>> = {
  v0: "$v_0 = 0$ (a start from rest)",
  v: "$v = 0$ (coming to rest)",
  omega0: "$\\omega_0 = 0$ (a start from rest)",
  // A body at rest before a collision ("M_H v_H = (M_H + M_I) v", the target still).
  v1: "$v_1 = 0$ (the first body at rest)",
  v2: "$v_2 = 0$ (the second body at rest)",
};
// Words saying that a speed is zero at one end of the motion.
const ZEROED_BY_WORDS = /\b(rest|stops?|stopped|stopping|halt\w*|standstill|stationary)\b/;
const SEED = 20_240_611;
const DRAWS_PER_TARGET = 3;
const MINIMUM_POINTS = 3;
const AGREEMENT = 1e-7;
const MAX_ASSIGNMENTS = 32;
const MAX_DIMENSION_READINGS = 4096;
// Split words longer than this ("because" read as b·e·c·a·u·s·e) are words, not products of symbols.
const LONGEST_SPLIT_WORD = 4;

const CONSTANT_NAMES: Readonly<Record<string, string>> = {
  c: "the speed of light",
  hPlanck: "Planck's constant",
  hbar: "the reduced Planck constant",
  qe: "the elementary charge",
  kB: "Boltzmann's constant",
  NA: "Avogadro's number",
  Rgas: "the gas constant",
  Gc: "the gravitational constant",
  eps0: "the permittivity of free space",
  mu0: "the permeability of free space",
  ke: "Coulomb's constant",
  sigma: "the Stefan–Boltzmann constant",
  bWien: "Wien's constant",
  a0: "the Bohr radius",
};

// Names of common dimensions, keyed by their exponents (length, mass, time, current, temperature, amount, light).
const DIMENSION_NAMES: Readonly<Record<string, string>> = {
  "0,0,0,0,0,0,0": "a pure number",
  "1,0,0,0,0,0,0": "a length",
  "0,1,0,0,0,0,0": "a mass",
  "0,0,1,0,0,0,0": "a time",
  "1,0,-1,0,0,0,0": "a speed",
  "2,0,-2,0,0,0,0": "a speed squared",
  "1,0,-2,0,0,0,0": "an acceleration",
  "1,1,-2,0,0,0,0": "a force",
  "2,1,-2,0,0,0,0": "an energy",
  "2,1,-3,0,0,0,0": "a power",
  "1,1,-1,0,0,0,0": "a momentum",
  "-1,1,-2,0,0,0,0": "a pressure",
  "0,0,-1,0,0,0,0": "a frequency",
  "2,0,0,0,0,0,0": "an area",
  "3,0,0,0,0,0,0": "a volume",
  "0,0,0,0,1,0,0": "a temperature",
  "0,0,1,1,0,0,0": "a charge",
  "0,0,0,1,0,0,0": "a current",
  "2,1,-3,-1,0,0,0": "a voltage",
  "2,1,-3,-2,0,0,0": "a resistance",
  "0,0,2,0,0,0,0": "a time squared",
};
const BASE_UNITS = ["m", "kg", "s", "A", "K", "mol", "cd"];
/** Units of quantities the engine's relations do not name: a magnetic dipole moment, A·m². */
const MORE_QUANTITY_UNITS = ["A*m^2"];

function dimensionKey(dimension: readonly number[]): string {
  return dimension.map((entry) => Math.round(entry * 1000) / 1000).join(",");
}

let quantityDimensions: Set<string> | undefined;

/** Dimensions that some quantity of the engine has, so a unit with one of them is a real unit. */
function isQuantityDimension(dimension: readonly number[]): boolean {
  if (!quantityDimensions) {
    quantityDimensions = new Set();
    for (const unit of [
      ...BASE_UNITS,
      ...MORE_QUANTITY_UNITS,
      ...[...VARIABLES.values()].map((variable) => variable.unit),
    ]) {
      const vector = dimensionVector(unit);
      if (!vector) continue;
      quantityDimensions.add(dimensionKey(vector));
      // A square measures something too: "q₁q₂ = 1.50 × 10⁻¹¹ C²", "t² = 4.0 s²", "(pc)² in MeV²".
      quantityDimensions.add(dimensionKey(vector.map((exponent) => 2 * exponent)));
    }
  }
  return quantityDimensions.has(dimensionKey(dimension));
}

/**
 * True when a side that evaluates as numbers with units is better read as symbols: every unit
 * written after a number is made of symbol letters and measures no quantity ("2 g h" would be
 * grams times hours).
 */
export function unitsReadAsSymbols(sideText: string): boolean {
  const side = readSymbolicSide(sideText);
  if (!side || side.runs.length === 0) return false;
  return side.runs.every((run) => run.readsAsSymbols && !isQuantityDimension(run.dimension));
}

/** A temperature that is a level, not a difference: what °C put in for it gets wrong. */
function isTemperatureLevel(id: string): boolean {
  const variable = VARIABLES.get(id);
  return variable?.unit === "K" && variable.difference !== true;
}

const absoluteByRelation = new Map<string, boolean>();

/**
 * Whether a relation needs absolute temperatures: one of its results changes when every
 * temperature it takes is raised by the same amount (1 − T_c/T_h, pV = nRT), unlike a relation of
 * differences (Q = mc(T_f − T_i)), where a temperature in °C gives the same result as in kelvin.
 */
export function needsAbsoluteTemperature(relationId: string): boolean {
  const known = absoluteByRelation.get(relationId);
  if (known !== undefined) return known;
  const relation = relationById(relationId);
  let needs = false;
  if (relation?.variables.some(isTemperatureLevel)) {
    const values = Object.fromEntries(
      relation.variables.map((id) => [id, Math.abs(VARIABLES.get(id)?.typical ?? 1) || 1]),
    );
    const raised = Object.fromEntries(
      Object.entries(values).map(([id, value]) => [id, isTemperatureLevel(id) ? value + 100 : value]),
    );
    needs = Object.entries(relation.solvers).some(([target, solve]) => {
      if (isTemperatureLevel(target)) return false;
      const { [target]: _omitted, ...given } = values;
      const { [target]: _omittedRaised, ...givenRaised } = raised;
      const first = solve(given);
      const second = solve(givenRaised);
      return (
        first !== undefined &&
        second !== undefined &&
        Number.isFinite(first) &&
        Number.isFinite(second) &&
        Math.abs(first - second) > 1e-6 * Math.max(Math.abs(first), Math.abs(second))
      );
    });
  }
  absoluteByRelation.set(relationId, needs);
  return needs;
}

/** A variable's sample value: its typical size times a random factor, positive. */
function sample(id: string, random: Random): number {
  const typical = Math.abs(VARIABLES.get(id)?.typical ?? 1) || 1;
  return typical * (0.6 + 0.8 * random.next());
}

function agree(first: number, second: number, tolerance: number): boolean {
  if (!Number.isFinite(first) || !Number.isFinite(second)) return false;
  const scale = Math.max(Math.abs(first), Math.abs(second));
  return Math.abs(first - second) <= tolerance * scale;
}

/** Every way (up to a limit) to read each symbol so that the variables read are exactly `needed`. */
function assignmentsFor(
  keys: readonly string[],
  readings: readonly (readonly SymbolReading[])[],
  needed: readonly string[],
): SymbolReading[][] {
  const found: SymbolReading[][] = [];
  const chosen: SymbolReading[] = [];
  const used = new Set<string>();
  const visit = (index: number) => {
    if (found.length >= MAX_ASSIGNMENTS) return;
    if (index === keys.length) {
      if (used.size === needed.length) found.push([...chosen]);
      return;
    }
    for (const reading of readings[index]) {
      if (reading.kind === "variable") {
        if (!needed.includes(reading.id) || used.has(reading.id)) continue;
        used.add(reading.id);
        chosen.push(reading);
        visit(index + 1);
        chosen.pop();
        used.delete(reading.id);
      } else {
        chosen.push(reading);
        visit(index + 1);
        chosen.pop();
      }
    }
  };
  visit(0);
  return found;
}

function symbolValues(
  keys: readonly string[],
  assignment: readonly SymbolReading[],
  values: Readonly<Record<string, number>>,
): Map<string, number> {
  return new Map(
    keys.map((key, index) => {
      const reading = assignment[index];
      return [
        key,
        reading.kind === "variable" ? (values[reading.id] ?? Number.NaN) : constantValue(reading.name),
      ];
    }),
  );
}

/** True when the equation holds at points of the relation and fails at random points off it. */
/**
 * Whether a point of a relation is one floating-point arithmetic holds: solved back for another of
 * its quantities, it gives the value drawn. Near a cancellation (a Lorentz factor of 1 + 10⁻¹⁵ for
 * a speed of 10 m/s) a right rearrangement of the relation ("v²/c² = 1 − 1/γ²") would seem not to hold.
 */
function wellConditioned(
  relation: Relation,
  target: string,
  values: Readonly<Record<string, number>>,
): boolean {
  for (const [other, solver] of Object.entries(relation.solvers)) {
    if (other === target) continue;
    const back = solver({ ...values, [other]: Number.NaN });
    if (back === undefined || !Number.isFinite(back)) continue;
    return agree(back, values[other], 1e-6);
  }
  return true;
}

function writesRelation(
  recognition: Recognition,
  keys: readonly string[],
  assignment: readonly SymbolReading[],
  left: SymbolNode,
  right: SymbolNode,
  random: Random,
): boolean {
  const { relation, zeroed } = recognition;
  const draw = () => {
    const values: Record<string, number> = {};
    for (const id of relation.variables) values[id] = id === zeroed ? 0 : sample(id, random);
    return values;
  };
  let points = 0;
  for (const [target, solver] of Object.entries(relation.solvers)) {
    if (target === zeroed) continue;
    for (let index = 0; index < DRAWS_PER_TARGET; index++) {
      const values = draw();
      const solved = solver({ ...values, [target]: Number.NaN });
      if (solved === undefined || !Number.isFinite(solved)) continue;
      values[target] = solved;
      if (!wellConditioned(relation, target, values)) continue;
      const scope = symbolValues(keys, assignment, values);
      if (!agree(evaluateSymbolic(left, scope), evaluateSymbolic(right, scope), AGREEMENT)) return false;
      points++;
    }
  }
  if (points < MINIMUM_POINTS) return false;
  // An equation true everywhere ("v = v") says nothing about the relation.
  for (let index = 0; index < DRAWS_PER_TARGET; index++) {
    const scope = symbolValues(keys, assignment, draw());
    if (!agree(evaluateSymbolic(left, scope), evaluateSymbolic(right, scope), 1e-4)) return true;
  }
  return false;
}

/** The quantities some reading of the letters stands for. */
function readableQuantities(readings: readonly (readonly SymbolReading[])[]): Set<string> {
  return new Set(readings.flat().flatMap((reading) => (reading.kind === "variable" ? [reading.id] : [])));
}

/**
 * The relations of the engine a symbolic equation writes (several when they share an equation),
 * exact forms before ones with a variable set to zero.
 */
function recognizeRelations(left: SymbolicSide, right: SymbolicSide): Recognition[] {
  const keys = [...new Set([...left.symbols, ...right.symbols])];
  if (keys.length === 0 || keys.length > 8) return [];
  const readings = keys.map(readingsOfSymbol);
  if (readings.some((list) => list.length === 0)) return [];
  const random = createRandom(SEED);
  // A relation needing a quantity no letter can be has no reading to try (and draws no numbers).
  const readable = readableQuantities(readings);
  const writes = (recognition: Recognition, needed: readonly string[]) =>
    needed.every((id) => readable.has(id)) &&
    assignmentsFor(keys, readings, needed).some((assignment) =>
      left.readings.some((leftReading) =>
        right.readings.some((rightReading) =>
          writesRelation(recognition, keys, assignment, leftReading, rightReading, random),
        ),
      ),
    );
  for (const zeroing of [false, true]) {
    const found: Recognition[] = [];
    for (const relation of RELATIONS) {
      const zeroCandidates = zeroing
        ? relation.variables.filter((id) => ZEROABLE[id] !== undefined)
        : [undefined];
      for (const zeroed of zeroCandidates) {
        const needed = relation.variables.filter((id) => id !== zeroed);
        if (needed.length > keys.length) continue;
        const recognition = zeroed ? { relation, zeroed } : { relation };
        if (writes(recognition, needed)) {
          found.push(recognition);
          break;
        }
      }
    }
    if (found.length > 0) return found;
  }
  return [];
}

const constantsByRelation = new WeakMap<Relation, Set<string>>();

/** The constants of nature a relation's equation uses ("c" in E = m c²), read once per relation. */
function constantsOf(relation: Relation): Set<string> {
  const kept = constantsByRelation.get(relation);
  if (kept) return kept;
  const names = `${relation.left} ${relation.right}`.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  const constants = new Set(names.filter((name) => EXPRESSION_CONSTANTS[name] !== undefined));
  constantsByRelation.set(relation, constants);
  return constants;
}

/**
 * The relations whose quantities an equation uses, however it combines them ("v = 2 g h" uses
 * those of v² = 2 g h), with what each letter stands for in each: exact forms first, then forms
 * with a variable set to zero.
 */
function* relationsWithSameQuantities(
  keys: readonly string[],
): Generator<{ recognition: Recognition; assignment: SymbolReading[] }> {
  const readings = keys.map(readingsOfSymbol);
  if (keys.length === 0 || readings.some((list) => list.length === 0)) return;
  // The quantities the letters can be: a relation needing another is passed over at once.
  const readable = readableQuantities(readings);
  for (const zeroing of [false, true]) {
    for (const relation of RELATIONS) {
      const unreadable = relation.variables.filter((id) => !readable.has(id));
      if (unreadable.length > 1 || (unreadable.length === 1 && !zeroing)) continue;
      const zeroCandidates = zeroing
        ? relation.variables.filter((id) => ZEROABLE[id] !== undefined)
        : [undefined];
      const constants = constantsOf(relation);
      for (const zeroed of zeroCandidates) {
        const needed = relation.variables.filter((id) => id !== zeroed);
        if (needed.length > keys.length || needed.some((id) => !readable.has(id))) continue;
        // Every letter is one of the relation's quantities or a constant its equation uses.
        const assignment = assignmentsFor(keys, readings, needed).find((candidate) =>
          candidate.every((reading) => reading.kind === "variable" || constants.has(reading.name)),
        );
        if (assignment) yield { recognition: zeroed ? { relation, zeroed } : { relation }, assignment };
      }
    }
  }
}

/** The first relation whose quantities an equation uses, or undefined when no relation has exactly them. */
function relationWithSameQuantities(
  keys: readonly string[],
): { recognition: Recognition; assignment: SymbolReading[] } | undefined {
  for (const found of relationsWithSameQuantities(keys)) return found;
  return undefined;
}

/** Both sides of an equation written in LaTeX or plain text, read as symbols. */
function readEquation(text: string): [SymbolicSide, SymbolicSide] | undefined {
  const sides = normalizeWorkText(text).split(/=/);
  if (sides.length !== 2) return undefined;
  const left = readSymbolicSide(sides[0]);
  const right = readSymbolicSide(sides[1]);
  return left && right ? [left, right] : undefined;
}

/** True when two equations over the same symbols agree, one of them giving a symbol from the others. */
function sameEquation(student: [SymbolicSide, SymbolicSide], step: [SymbolicSide, SymbolicSide]): boolean {
  const keys = [...new Set([...student[0].symbols, ...student[1].symbols])].sort();
  const stepKeys = [...new Set([...step[0].symbols, ...step[1].symbols])].sort();
  if (keys.length === 0 || keys.join(" ") !== stepKeys.join(" ")) return false;
  const loneIndex = step.findIndex((side) => side.readings[0].type === "symbol");
  if (loneIndex < 0) return false;
  const lone = step[loneIndex].readings[0] as Extract<SymbolNode, { type: "symbol" }>;
  const expression = step[1 - loneIndex].readings[0];
  const random = createRandom(SEED);
  const draw = () => new Map(keys.map((key) => [key, 0.5 + 1.5 * random.next()]));
  for (const left of student[0].readings) {
    for (const right of student[1].readings) {
      let holds = true;
      for (let index = 0; index < MINIMUM_POINTS && holds; index++) {
        const scope = draw();
        scope.set(lone.key, evaluateSymbolic(expression, scope));
        holds = agree(evaluateSymbolic(left, scope), evaluateSymbolic(right, scope), AGREEMENT);
      }
      if (!holds) continue;
      for (let index = 0; index < MINIMUM_POINTS; index++) {
        const scope = draw();
        if (!agree(evaluateSymbolic(left, scope), evaluateSymbolic(right, scope), 1e-4)) return true;
      }
    }
  }
  return false;
}

/** The first step of the worked solution that uses the relation, by its principle or its equation. */
function stepUsing(recognition: Recognition, solved: GeneratedProblem): number {
  return solved.solution.findIndex((step) => {
    if (step.principle === recognition.relation.principle) return true;
    const equation = readEquation(step.equation);
    return (
      equation !== undefined &&
      recognizeRelations(...equation).some((found) => found.relation.id === recognition.relation.id)
    );
  });
}

function relationText(recognition: Recognition, others: readonly Recognition[]): string {
  const { relation, zeroed } = recognition;
  const zero = zeroed ? ` with ${ZEROABLE[zeroed]}` : "";
  const alsoNames = [
    ...new Set(
      others.map((other) => other.relation.principle).filter((principle) => principle !== relation.principle),
    ),
  ];
  const also =
    alsoNames.length > 0 ? ` (the same equation as ${alsoNames.map((name) => `"${name}"`).join(", ")})` : "";
  return `the relation "${relation.principle}", $${relation.latex}$${zero}${also}`;
}

function conditionsText(relation: Relation): string {
  return relation.conditions.length > 0 ? `, which assumes ${relation.conditions.join("; ")}` : "";
}

/** The principles the worked solution uses, without its unit conversions. */
function solutionPrinciples(solved: GeneratedProblem): string {
  const principles = [
    ...new Set(
      solved.solution
        .map((step) => step.principle.replace(/\.$/, ""))
        .filter((principle) => !/^(convert|express|work in si)\b/i.test(principle)),
    ),
  ].slice(0, 3);
  return principles.map((principle) => `"${principle}"`).join(", ");
}

function dimensionWords(dimension: readonly number[]): string {
  const name = DIMENSION_NAMES[dimensionKey(dimension)];
  const numerator: string[] = [];
  const denominator: string[] = [];
  dimension.forEach((entry, index) => {
    if (Math.abs(entry) < 1e-9) return;
    const size = Math.abs(entry);
    const power = size === 1 ? BASE_UNITS[index] : `${BASE_UNITS[index]}^${Number(size.toFixed(3))}`;
    (entry > 0 ? numerator : denominator).push(power);
  });
  if (numerator.length === 0 && denominator.length === 0) return name ?? "a pure number";
  // A named SI unit (J, N, W, Pa) reads better than its base units; "J/kg" for m²/s² does not.
  const named = siUnitOfDimension(dimension);
  if (name && /^[A-Za-z]+$/.test(named)) return `${name} (${formatUnit(named)})`;
  const unit = `${numerator.length > 0 ? numerator.join("*") : "1"}${denominator.map((part) => `/${part}`).join("")}`;
  const shown = dimension.every((entry) => Number.isInteger(entry)) ? formatUnit(unit) : unit;
  return name ? `${name} (${shown})` : `in ${shown}`;
}

function readingName(reading: SymbolReading): string {
  if (reading.kind === "constant") return CONSTANT_NAMES[reading.name] ?? reading.name;
  return `the ${VARIABLES.get(reading.id)?.name ?? reading.id}`;
}

/** Every subset of a side's unit runs, as the runs read as units (the rest as symbols). */
function runChoices(side: SymbolicSide): Set<number>[] {
  const choices: Set<number>[] = [new Set()];
  side.runs.forEach((_run, index) => {
    for (const choice of [...choices]) choices.push(new Set([...choice, index]));
  });
  return choices;
}

function sideDimensions(side: SymbolicSide, assignment: ReadonlyMap<string, readonly number[]>): Set<string> {
  const found = new Set<string>();
  for (const reading of side.readings) {
    for (const asUnits of runChoices(side)) {
      const dimension = dimensionOfSymbolic(reading, assignment, asUnits);
      if (dimension) found.add(dimensionKey(dimension));
    }
  }
  return found;
}

/**
 * Says how the sides' dimensions differ when the letters are the quantities of one of the
 * engine's relations and no reading of them (nor of letters after a number as a unit) makes the
 * sides agree; undefined otherwise. Letters that belong to no relation may mean anything, so
 * nothing is said about them.
 */
function dimensionMismatch(
  leftText: string,
  rightText: string,
  left: SymbolicSide,
  right: SymbolicSide,
): string | undefined {
  const sides = [left, right];
  // "20 m/s" or "9.8 m/s^2" is a value with its unit: the line is not an equation between symbols.
  if (
    sides.some((side) => side.runs.some((run) => !run.readsAsSymbols || isQuantityDimension(run.dimension)))
  )
    return undefined;
  if (
    sides.some(
      (side) =>
        side.symbols.size === 0 ||
        side.longestSplitWord > LONGEST_SPLIT_WORD ||
        side.bareFunctionArgument ||
        side.measuredNumber ||
        side.exponentialE,
    )
  )
    return undefined;
  if (sides.some((side) => side.runs.length > 3)) return undefined;
  const keys = [...new Set([...left.symbols, ...right.symbols])];
  const intended = relationWithSameQuantities(keys);
  if (!intended) return undefined;
  const options = keys.map((key) => {
    const dimensions = new Map<string, number[]>();
    for (const reading of readingsOfSymbol(key)) {
      const dimension = dimensionOfReading(reading);
      if (dimension && !dimensions.has(dimensionKey(dimension)))
        dimensions.set(dimensionKey(dimension), dimension);
    }
    return [...dimensions.values()];
  });
  if (options.some((list) => list.length === 0)) return undefined;
  const combinations = options.reduce((product, list) => product * list.length, 1);
  if (combinations > MAX_DIMENSION_READINGS) return undefined;
  for (let number = 0; number < combinations; number++) {
    let rest = number;
    const assignment = new Map<string, readonly number[]>();
    keys.forEach((key, index) => {
      assignment.set(key, options[index][rest % options[index].length]);
      rest = Math.floor(rest / options[index].length);
    });
    const leftDimensions = sideDimensions(left, assignment);
    for (const dimension of sideDimensions(right, assignment))
      if (leftDimensions.has(dimension)) return undefined;
  }
  // Described as the letters read in the relation they belong to.
  const meant = new Map(
    keys.map((key, index) => [key, dimensionOfReading(intended.assignment[index]) ?? []]),
  );
  const readingList = keys.map((key, index) => `${key} as ${readingName(intended.assignment[index])}`);
  const listed =
    readingList.length > 1
      ? `${readingList.slice(0, -1).join(", ")} and ${readingList[readingList.length - 1]}`
      : readingList[0];
  const leftDimension = dimensionOfSymbolic(left.readings[0], meant, new Set());
  const rightDimension = dimensionOfSymbolic(right.readings[0], meant, new Set());
  const describe = (text: string, dimension: number[] | undefined) =>
    dimension
      ? `${text.trim()} is ${dimensionWords(dimension)}`
      : `${text.trim()} adds quantities with different units`;
  return (
    `The two sides cannot be equal: ${describe(leftText, leftDimension)}, but ${describe(rightText, rightDimension)}, ` +
    `reading ${listed} (no other reading of these letters makes the units agree). ` +
    `The relation between these quantities is "${intended.recognition.relation.principle}", $${intended.recognition.relation.latex}$.`
  );
}

/**
 * A letter with an axis written after it as one word ("vx", "Fy"), where the word is no symbol of
 * its own: typed working's component of a vector (v_x), which the split reading takes for a product.
 */
const COMPONENT_WORD = /(?<![A-Za-z0-9_\\])([A-Za-z])[xyz](?![A-Za-z0-9_])/g;

/** A side with each component word read as its vector's letter ("vx*t" → "v*t"). */
function withComponentsAsLetters(text: string): string {
  return text.replace(COMPONENT_WORD, (word, letter: string) =>
    readingsOfSymbol(word).length === 0 && readingsOfSymbol(letter).length > 0 ? letter : word,
  );
}

/**
 * Checks an equation written with symbols: the relation it writes and whether the worked solution
 * uses it, the step of the worked solution it matches, or a dimension error; undefined when
 * nothing could be said about it. A word that may be a component ("x = vx t") is never disputed
 * on the guess that it is a product of letters: where reading it as the component leaves nothing
 * wrong, nothing is said.
 */
export function checkSymbolicEquation(
  leftText: string,
  rightText: string,
  solved: GeneratedProblem | undefined,
): SymbolicFinding | undefined {
  const finding = checkSymbolicEquationAsSplit(leftText, rightText, solved);
  if (finding?.status !== "error") return finding;
  const [left, right] = [leftText, rightText].map(withComponentsAsLetters);
  if (left === leftText && right === rightText) return finding;
  return checkSymbolicEquationAsSplit(left, right, solved)?.status === "error" ? finding : undefined;
}

/** checkSymbolicEquation with each word split into the symbols it spells. */
function checkSymbolicEquationAsSplit(
  leftText: string,
  rightText: string,
  solved: GeneratedProblem | undefined,
): SymbolicFinding | undefined {
  const left = readSymbolicSide(leftText);
  const right = readSymbolicSide(rightText);
  if (!left || !right) return undefined;
  const recognitions = recognizeRelations(left, right);
  // Of relations that share the equation, the one the worked solution uses is the one meant.
  const used = solved
    ? recognitions
        .map((recognition) => ({ recognition, step: stepUsing(recognition, solved) }))
        .find((entry) => entry.step >= 0)
    : undefined;
  const recognition = used?.recognition ?? recognitions[0];
  const others = recognitions.filter((other) => other !== recognition);
  if (recognition && used) {
    return {
      status: "correct",
      relationId: recognition.relation.id,
      message: `This is ${relationText(recognition, [])}, and the worked solution uses it too (step ${used.step + 1}).`,
    };
  }
  if (recognition && !solved) {
    return {
      status: "unchecked",
      relationId: recognition.relation.id,
      message: `This is ${relationText(recognition, others)}${conditionsText(recognition.relation)}.`,
    };
  }
  const matchingStep = solved
    ? solved.solution.findIndex((step) => {
        const equation = readEquation(step.equation);
        return equation !== undefined && sameEquation([left, right], equation);
      })
    : -1;
  if (solved && matchingStep >= 0) {
    return {
      status: "correct",
      message: `This is the equation of step ${matchingStep + 1} of the worked solution ($${solved.solution[matchingStep].equation}$).`,
    };
  }
  const fitting = solved ? solutionRelationOver([left, right], solved) : undefined;
  if (recognition && fitting && fitting.recognition.relation.id !== recognition.relation.id) {
    // "v = √(g h)" for a drop: a real relation, with the right quantities, for another situation.
    return {
      status: "error",
      kind: "relation",
      message:
        `This is ${relationText(recognition, [])}${conditionsText(recognition.relation)}: not this problem's situation. ` +
        `Here the relation between these quantities is ${relationText(fitting.recognition, [])}.`,
    };
  }
  if (recognition && solved) {
    return {
      status: "unchecked",
      relationId: recognition.relation.id,
      message:
        `This is ${relationText(recognition, others)}${conditionsText(recognition.relation)}. ` +
        `The worked solution does not use it (it works with ${solutionPrinciples(solved)}), so check that it fits this problem.`,
    };
  }
  const mismatch = dimensionMismatch(leftText, rightText, left, right);
  if (mismatch) return { status: "error", kind: "units", message: mismatch };
  if (!fitting || !solved) return undefined;
  // The letters are the quantities of a relation the worked solution uses, yet the line does not
  // hold where that relation does ("1/di = 1/f + 1/do", "a = (u − v)/t").
  const negated = writesRelationSomehow(fitting.recognition, left, {
    ...right,
    readings: right.readings.map((reading) => ({ type: "negate", operand: reading }) as SymbolNode),
  });
  const equation = `${leftText.trim()} = ${rightText.trim()}`;
  // A given the solution puts in below zero (a deceleration) may be written by its size, as
  // textbooks do ("d = v₀²/(2a)" for a braking car): the sign is then a convention, not a slip. A
  // result that comes out negative (the acceleration asked of a bus that slows) has its sign fixed.
  const takesASign =
    solved.knowns.some((known) => known.value < 0) ||
    solved.solution.some((step) => /=\s*[-−]\s*\d/.test(step.substitution.split("\\Rightarrow")[0]));
  if (negated && takesASign) {
    return {
      status: "unchecked",
      relationId: fitting.recognition.relation.id,
      message: `This is ${relationText(fitting.recognition, [])} with a sign of its own convention: the size of a quantity the solution takes as negative.`,
    };
  }
  if (negated) {
    return {
      status: "error",
      kind: "sign",
      message:
        `${equation} has a sign the wrong way round: ${relationText(fitting.recognition, [])} gives ` +
        `${leftText.trim()} = −(${rightText.trim()}).`,
    };
  }
  return {
    status: "error",
    kind: "relation",
    message:
      `${equation} does not hold for this problem: its quantities are related by ${relationText(fitting.recognition, [])}, ` +
      "and the two sides differ wherever that relation holds.",
  };
}

/** True when the sides write the relation for some reading of their letters. */
function writesRelationSomehow(recognition: Recognition, left: SymbolicSide, right: SymbolicSide): boolean {
  const keys = [...new Set([...left.symbols, ...right.symbols])];
  const readings = keys.map(readingsOfSymbol);
  if (readings.some((list) => list.length === 0)) return false;
  const needed = recognition.relation.variables.filter((id) => id !== recognition.zeroed);
  const random = createRandom(SEED);
  return assignmentsFor(keys, readings, needed).some((assignment) =>
    left.readings.some((leftReading) =>
      right.readings.some((rightReading) =>
        writesRelation(recognition, keys, assignment, leftReading, rightReading, random),
      ),
    ),
  );
}

/**
 * A relation the worked solution uses whose quantities are exactly the letters of the equation
 * (each letter one of its quantities, or a constant its equation uses), or undefined.
 */
function solutionRelationOver(
  sides: readonly [SymbolicSide, SymbolicSide],
  solved: GeneratedProblem,
): { recognition: Recognition } | undefined {
  const keys = [...new Set([...sides[0].symbols, ...sides[1].symbols])];
  if (keys.length < 2) return undefined;
  // Words split into letters ("because") or a line with units written are not a relation's letters.
  if (
    sides.some(
      (side) => side.longestSplitWord > LONGEST_SPLIT_WORD || side.runs.length > 0 || side.measuredNumber,
    )
  )
    return undefined;
  for (const { recognition } of relationsWithSameQuantities(keys)) {
    if (stepUsing(recognition, solved) >= 0) return { recognition };
  }
  return undefined;
}

/**
 * What the symbols of a calculation say of the relation they write (a message to follow the
 * equation: "K = m v^2 is not the relation …"). "known": a relation of the
 * engine, one used in every situation or one the problem names. "wrong": the letters are exactly the
 * quantities of a relation used in every situation (no cue names its situation), the line writes no
 * relation the engine knows, and its sides differ by a factor ½ or 2 wherever that relation holds
 * ("K = m v²"): a factor ½ left out or put in. "doubtful": the letters are a relation's quantities,
 * but written in another form or a variant for a situation the problem does not name; such a line
 * is never disputed on its relation, which is reported not checked beside its arithmetic.
 */
export type RelationForm =
  | { status: "known" }
  | { status: "doubtful"; message: string }
  | {
      status: "wrong";
      message: string;
      relationId: string;
      factor: number;
      /** Read with a quantity of the relation set to zero, as the problem's words allow ("d = v₀t/2" for a stop). */
      zeroed?: true;
      /** Read with the labels of bodies or states left off ("K_i = M_H v_H²" as "K = M v²"). */
      labelsLeftOff?: true;
    };

/** A letter with a subscript, as normalised ("K_ i", "v_ orbit", "C_ 0"). */
const SUBSCRIPTED = /(?<!\\[A-Za-z]*)([A-Za-z])_\s*([A-Za-z0-9]+)/g;

/**
 * The sides with each subscript that is no known symbol's left off ("K_{i} = M_{H} v_{H}^2" as
 * "K = M v^2"), or with `every` subscript left off ("U_0 = C_0 V_0^2"): a label of a body or a
 * state, the quantity measured the same. Undefined when there is none, or when leaving them off
 * could make two symbols one (v_i and v_f, or v_i beside v).
 */
function withLabelsLeftOff(
  leftText: string,
  rightText: string,
  every: boolean,
): [string, string] | undefined {
  const text = `${leftText} = ${rightText}`;
  const labelled = [...text.matchAll(SUBSCRIPTED)];
  const isLabel = (base: string, label: string) => every || readingsOfSymbol(`${base}${label}`).length === 0;
  const spellingOfBase = new Map<string, string>();
  for (const [whole, base, label] of labelled) {
    if (!isLabel(base, label)) continue;
    const spelling = whole.replace(/\s+/g, "");
    if ((spellingOfBase.get(base) ?? spelling) !== spelling) return undefined;
    spellingOfBase.set(base, spelling);
  }
  if (spellingOfBase.size === 0) return undefined;
  // The letter must not stand elsewhere on its own, nor with a subscript kept.
  if (labelled.some(([, base, label]) => spellingOfBase.has(base) && !isLabel(base, label))) return undefined;
  const rest = text.replace(SUBSCRIPTED, " ").replace(/\\[A-Za-z]+/g, " ");
  if ([...spellingOfBase.keys()].some((base) => rest.includes(base))) return undefined;
  const leftOff = (side: string) =>
    side.replace(SUBSCRIPTED, (whole, base: string) => (spellingOfBase.has(base) ? base : whole));
  return [leftOff(leftText), leftOff(rightText)];
}

/** Factors by which a relation's form is certainly a slip: ½ left out or put in. */
const SLIP_FACTORS = [0.5, 2, Math.SQRT2, Math.SQRT1_2];
/** What each slip does to the value, for people. */
const SLIP_WORDS = new Map<number, string>([
  [0.5, "it leaves out the factor ½, so it gives twice"],
  [2, "it has a factor ½ too many, so it gives half"],
  [Math.SQRT2, "it leaves a factor 2 out from under a root, so it gives 1/√2 of"],
  [Math.SQRT1_2, "it has a factor 2 too many under a root, so it gives √2 times"],
]);

/**
 * The constant ratio of the sides (left / right) at points where the relation holds, over the
 * readings of the letters; undefined when the ratio is not one constant.
 */
function constantRatio(
  recognition: Recognition,
  keys: readonly string[],
  assignment: readonly SymbolReading[],
  left: SymbolicSide,
  right: SymbolicSide,
  complementAngles = false,
): number | undefined {
  const { relation, zeroed } = recognition;
  // The written equation's angles measured from the other direction (90° − θ), which changes a
  // sine into a cosine: whether it is the relation with sin and cos exchanged.
  const angleKeys = complementAngles
    ? keys.filter((_key, index) => {
        const reading = assignment[index];
        return reading.kind === "variable" && VARIABLES.get(reading.id)?.unit === "rad";
      })
    : [];
  if (complementAngles && angleKeys.length === 0) return undefined;
  const random = createRandom(SEED);
  for (const leftReading of left.readings) {
    for (const rightReading of right.readings) {
      const ratios: number[] = [];
      for (const [target, solver] of Object.entries(relation.solvers)) {
        if (target === zeroed) continue;
        for (let index = 0; index < DRAWS_PER_TARGET; index++) {
          const values: Record<string, number> = {};
          for (const id of relation.variables) values[id] = id === zeroed ? 0 : sample(id, random);
          const solved = solver({ ...values, [target]: Number.NaN });
          if (solved === undefined || !Number.isFinite(solved)) continue;
          values[target] = solved;
          const scope = symbolValues(keys, assignment, values);
          for (const key of angleKeys) scope.set(key, Math.PI / 2 - (scope.get(key) ?? Number.NaN));
          ratios.push(evaluateSymbolic(leftReading, scope) / evaluateSymbolic(rightReading, scope));
        }
      }
      if (ratios.length < MINIMUM_POINTS || !ratios.every(Number.isFinite)) continue;
      if (ratios.every((ratio) => agree(ratio, ratios[0], AGREEMENT))) return ratios[0];
    }
  }
  return undefined;
}

/**
 * Words that may measure a problem's angle from another direction than its relations' (from the
 * vertical, from a surface's normal or its plane), where sin and cos may rightly be exchanged.
 */
const ANGLE_FROM_ANOTHER_DIRECTION =
  /\b(?:vertical|vertically|normal|plane|perpendicular|surface|axis|zenith|complement\w*)\b/i;

/** Whether a problem names the situation of a relation by one of its cues ("roll & hoop": both words). */
function namesSituation(relation: Relation, problem: string): boolean {
  const lower = problem.toLowerCase();
  return [...(relation.cues ?? []), ...(relation.variant?.namedBy ?? [])].some((cue) =>
    mentionsCue(lower, cue),
  );
}

/** Whether a problem names a situation where a relation does not hold ("rolls" for K = ½ m v²). */
function rulesOut(relation: Relation, problem: string): boolean {
  const lower = problem.toLowerCase();
  return (relation.ruledOutBy ?? []).some((cue) => mentionsCue(lower, cue));
}

const PLAIN_POWERS: Readonly<Record<string, string>> = { "2": "²", "3": "³", "4": "⁴" };

/** A relation's LaTeX as plain text, for a message shown without LaTeX: "K = ½ m v²". */
function plainFormula(latex: string): string {
  return latex
    .replace(/\\[dt]?frac\s*\{\s*1\s*\}\s*\{\s*2\s*\}/g, "½")
    .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, "($1)/($2)")
    .replace(
      /\\([A-Za-z]+)/g,
      (whole, name: string) => GREEK_LETTERS[name] ?? (name === "sqrt" ? "√" : whole),
    )
    .replace(/\^\{?([234])\}?/g, (_whole, power: string) => PLAIN_POWERS[power] ?? power)
    .replace(/_\{([^{}]*)\}/g, "_$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether a relation holds in every situation its quantities describe: no cue names a situation for it. */
function isGeneral(relation: Relation): boolean {
  return (relation.cues ?? []).length === 0 && relation.variant === undefined;
}

/**
 * Reads the symbols of an equation in a calculation ("K = m v^2" of "K = m v^2 = (2 kg)(3 m/s)^2 =
 * 18 J") against the relations of the engine: see RelationForm. Undefined when its letters are not
 * the quantities of one relation, or its sides are not symbols alone.
 */
export function relationFormOf(
  leftText: string,
  rightText: string,
  problem?: string,
): RelationForm | undefined {
  // A LaTeX command right after a letter is a symbol of its own: "I\omega^2" is I·ω².
  const spaced = (text: string) => text.replace(/([A-Za-z0-9])\\(?=[A-Za-z])/g, "$1 \\");
  const [leftSpaced, rightSpaced] = [spaced(leftText), spaced(rightText)];
  const attempts = [
    [leftSpaced, rightSpaced] as const,
    withLabelsLeftOff(leftSpaced, rightSpaced, false),
    withLabelsLeftOff(leftSpaced, rightSpaced, true),
  ];
  for (const [index, texts] of attempts.entries()) {
    // A label ("I_c", the child's) may name another body than the problem's main one.
    const form = texts && formOfSides(texts[0], texts[1], problem, index === 0);
    if (form?.status === "wrong" && index > 0) return { ...form, labelsLeftOff: true };
    if (form) return form;
  }
  return undefined;
}

/** A relation's equation as written, to tell variants that share one apart: "\tfrac" as "\frac", no spaces. */
function latexForm(relation: Relation): string {
  return relation.latex.replace(/\\[dt]frac/g, "\\frac").replace(/\s+/g, "");
}

/**
 * A variant written where the problem names the situation of another one over the same quantities
 * ("I = MR²", a hoop's, of a problem about a solid cylinder, whose I = ½MR²): certain only when the
 * problem rules the written one out ("solid"), names exactly one other situation and does not rule
 * it out, and the two forms differ by a constant factor. Where they differ otherwise (the Doppler
 * form of a receding source for a train that approaches), the form is doubtful: a variant may keep
 * its signs apart from its equation (a diverging lens's negative focal length). A variant whose
 * equation is the one written is no other form.
 */
function variantNamedInstead(
  written: readonly Recognition[],
  sameQuantities: readonly { recognition: Recognition; assignment: readonly SymbolReading[] }[],
  keys: readonly string[],
  left: SymbolicSide,
  right: SymbolicSide,
  problem: string,
): RelationForm | undefined {
  if (!written.every((found) => rulesOut(found.relation, problem))) return undefined;
  const named = sameQuantities.filter(
    ({ recognition }) =>
      !written.some((found) => found.relation === recognition.relation) &&
      namesSituation(recognition.relation, problem) &&
      !rulesOut(recognition.relation, problem),
  );
  if (new Set(named.map(({ recognition }) => recognition.relation.id)).size !== 1) return undefined;
  const { recognition, assignment } = named[0];
  if (written.some((found) => latexForm(found.relation) === latexForm(recognition.relation)))
    return { status: "known" };
  const ratio = constantRatio(recognition, keys, assignment, left, right);
  if (ratio !== undefined && agree(ratio, 1, 1e-6)) return { status: "known" };
  if (ratio === undefined || !Number.isFinite(ratio) || ratio <= 0)
    return {
      status: "doubtful",
      message: `is ${relationText(written[0], [])}${conditionsText(written[0].relation)}, but the problem's words name the situation of the relation "${recognition.relation.principle}", ${plainFormula(recognition.relation.latex)}, which was not checked against it.`,
    };
  return {
    status: "wrong",
    relationId: recognition.relation.id,
    factor: ratio,
    message: `is ${relationText(written[0], [])}${conditionsText(written[0].relation)}, but the problem's situation is that of the relation "${recognition.relation.principle}", ${plainFormula(recognition.relation.latex)}.`,
  };
}

/** relationFormOf for sides as they are read. */
function formOfSides(
  leftText: string,
  rightText: string,
  problem: string | undefined,
  unlabelled: boolean,
): RelationForm | undefined {
  const left = readSymbolicSide(leftText);
  const right = readSymbolicSide(rightText);
  if (!left || !right) return undefined;
  const sides = [left, right];
  if (
    sides.some(
      (side) =>
        side.symbols.size === 0 ||
        side.runs.length > 0 ||
        side.measuredNumber ||
        side.longestSplitWord > LONGEST_SPLIT_WORD ||
        side.bareFunctionArgument ||
        side.exponentialE,
    )
  )
    return undefined;
  const keys = [...new Set([...left.symbols, ...right.symbols])];
  if (keys.length < 2) return undefined;
  const sameQuantities = [...relationsWithSameQuantities(keys)];
  if (sameQuantities.length === 0) return undefined;
  // A relation the line writes has its quantities: only those are tried.
  const written = sameQuantities
    .filter(({ recognition }) => writesRelationSomehow(recognition, left, right))
    .map(({ recognition }) => recognition);
  const situationNamed = (relation: Relation) =>
    isGeneral(relation) || (problem !== undefined && namesSituation(relation, problem));
  if (written.some((recognition) => situationNamed(recognition.relation))) {
    // A relation without a situation of its own, written where the problem rules it out and names
    // the one variant over its quantities that holds there (a straight wire's field, of a loop).
    const variant =
      problem !== undefined && unlabelled && written.every((found) => isGeneral(found.relation))
        ? variantNamedInstead(written, sameQuantities, keys, left, right, problem)
        : undefined;
    return variant?.status === "wrong" ? variant : { status: "known" };
  }
  if (written.length > 0) {
    // A variant for a situation the problem does not name ("K = m v²" of a rolling hoop).
    const variant = written[0].relation;
    const wrongVariant =
      problem === undefined || !unlabelled
        ? undefined
        : variantNamedInstead(written, sameQuantities, keys, left, right, problem);
    if (wrongVariant) return wrongVariant;
    const generalNotWritten = sameQuantities.some(
      ({ recognition }) =>
        isGeneral(recognition.relation) && !written.some((found) => found.relation === recognition.relation),
    );
    // The problem names a situation where the written variant fails (a receding source's Doppler
    // form, of a train that approaches): whether it is this problem's is not known.
    const ruledOut = problem !== undefined && written.every((found) => rulesOut(found.relation, problem));
    if (!generalNotWritten && !ruledOut) return { status: "known" };
    return {
      status: "doubtful",
      message: `is ${relationText(written[0], [])}${conditionsText(variant)}; whether that is this problem's situation was not checked.`,
    };
  }
  // Certain only where no other situation could be meant: the problem is known, names no
  // situation where the relation fails ("rolls") and none of a variant over the same quantities.
  const variants = sameQuantities.filter(({ recognition }) => !isGeneral(recognition.relation));
  const otherSituation = (relation: Relation) =>
    problem === undefined
      ? variants.length > 0
      : rulesOut(relation, problem) ||
        variants.some(
          ({ recognition }) =>
            recognition.relation !== relation && namesSituation(recognition.relation, problem),
        );
  // A relation of a situation (a stone dropped from rest) is as certain as a general one where the
  // problem names that situation and no other, and no general relation over the same quantities
  // could be meant instead (K = ½mv² beside the relativistic form a "neutron" names).
  const generalToo = sameQuantities.some(({ recognition }) => isGeneral(recognition.relation));
  const situationHere = (relation: Relation) =>
    isGeneral(relation) ||
    (problem !== undefined &&
      !generalToo &&
      relation.variant === undefined &&
      namesSituation(relation, problem));
  for (const { recognition, assignment } of sameQuantities) {
    if (!situationHere(recognition.relation) || otherSituation(recognition.relation)) continue;
    // A relation read with a quantity set to zero ("d = v₀ t / 2" for a stop) is that relation only
    // where the problem says so: "x = v₀ t" of a projectile's steady horizontal motion is right.
    if (recognition.zeroed && !(problem !== undefined && ZEROED_BY_WORDS.test(problem.toLowerCase())))
      continue;
    const ratio = constantRatio(recognition, keys, assignment, left, right);
    const factor = SLIP_FACTORS.find((slip) => ratio !== undefined && agree(ratio, slip, 1e-6));
    if (factor === undefined) {
      // Sine and cosine exchanged ("a = g cos θ" on an incline, "W = F d sin θ"): the relation for
      // an angle measured from the other direction, which the problem's words do not give.
      const complemented =
        ratio === undefined && problem !== undefined && !ANGLE_FROM_ANOTHER_DIRECTION.test(problem)
          ? constantRatio(recognition, keys, assignment, left, right, true)
          : undefined;
      if (complemented === undefined || !agree(complemented, 1, 1e-6)) continue;
      return {
        status: "wrong",
        relationId: recognition.relation.id,
        factor: 1,
        message: `is the relation "${recognition.relation.principle}", ${plainFormula(recognition.relation.latex)}, with sin and cos exchanged: that holds for an angle measured from the other direction, not the angle the problem gives.`,
      };
    }
    return {
      status: "wrong",
      relationId: recognition.relation.id,
      factor,
      message: `is not the relation "${recognition.relation.principle}", ${plainFormula(recognition.relation.latex)}: ${SLIP_WORDS.get(factor) ?? "it is off by a constant factor"} the value the relation gives.`,
      ...(recognition.zeroed ? { zeroed: true as const } : {}),
    };
  }
  return {
    status: "doubtful",
    message: `uses the quantities of ${relationText(sameQuantities[0].recognition, [])} in another form, which was not checked.`,
  };
}

/** The most symbols of an equation tried against two relations together. */
const MAX_COMPOSED_SYMBOLS = 6;

/**
 * Whether an equation of symbols is what two relations of the engine that hold in every situation
 * give together, one quantity eliminated between them ("P = I² R" from P = I V and V = I R,
 * "X_L = ω L" from X_L = 2π f L and ω = 2π f): it holds at points of both, as a single relation's
 * equation is recognised.
 */
export function followsFromTwoRelations(leftText: string, rightText: string): boolean {
  // Labels of a body or a state left off, as a single relation's equation is read ("P_loss = I_P² R").
  const attempts = [
    [leftText, rightText] as const,
    withLabelsLeftOff(leftText, rightText, false),
    withLabelsLeftOff(leftText, rightText, true),
  ];
  return attempts.some((texts) => texts !== undefined && composesTwoRelations(texts[0], texts[1]));
}

/** The relations of the engine that are no variant, with the relations that hold each quantity. */
interface RelationsByQuantity {
  relations: readonly Relation[];
  /** For each quantity, the positions in `relations` of the relations that hold it, in order. */
  holding: ReadonlyMap<string, readonly number[]>;
}

let relationsByQuantity: RelationsByQuantity | undefined;

/** The relations two of which may give an equation together, indexed once by their quantities. */
function composableRelations(): RelationsByQuantity {
  if (relationsByQuantity) return relationsByQuantity;
  const relations = RELATIONS.filter((relation) => relation.variant === undefined);
  const holding = new Map<string, number[]>();
  relations.forEach((relation, position) => {
    for (const id of new Set(relation.variables)) {
      const list = holding.get(id) ?? [];
      list.push(position);
      holding.set(id, list);
    }
  });
  relationsByQuantity = { relations, holding };
  return relationsByQuantity;
}

/**
 * The pairs of relations worth composing for an equation whose letters can be `readable`: each
 * holds every quantity but the one they share, which is eliminated. One of the two may hold in a
 * situation of its own (a mass on a spring's period, with T = 1/f), as a single relation of a
 * situation is recognised; never a variant, whose sign rules differ. In the order of the relations,
 * the first then the second, as a scan over every pair would meet them, so the points drawn to test
 * them are the same.
 */
export function relationPairsToCompose(readable: ReadonlySet<string>): [Relation, Relation][] {
  const { relations, holding } = composableRelations();
  // The quantities of each relation that no letter of the equation can be.
  const unreadable = relations.map((relation) => relation.variables.filter((id) => !readable.has(id)));
  const pairs: [Relation, Relation][] = [];
  relations.forEach((first, firstPosition) => {
    const missing = unreadable[firstPosition];
    if (missing.length > 1) return;
    // The shared quantity is the one the first cannot be read as, or any of its quantities.
    const shared = missing.length === 1 ? missing : first.variables;
    const seconds = new Set<number>();
    for (const id of shared)
      for (const position of holding.get(id) ?? []) {
        const other = unreadable[position];
        if (other.length === 0 || (other.length === 1 && other[0] === id)) seconds.add(position);
      }
    for (const position of [...seconds].sort((a, b) => a - b)) {
      const second = relations[position];
      if (first === second || (!isGeneral(first) && !isGeneral(second))) continue;
      pairs.push([first, second]);
    }
  });
  return pairs;
}

/** Whether two relations give together an equation's sides as written: see followsFromTwoRelations. */
function composesTwoRelations(leftText: string, rightText: string): boolean {
  const left = readSymbolicSide(leftText);
  const right = readSymbolicSide(rightText);
  if (!left || !right) return false;
  const keys = [...new Set([...left.symbols, ...right.symbols])];
  if (keys.length < 2 || keys.length > MAX_COMPOSED_SYMBOLS) return false;
  const readings = keys.map(readingsOfSymbol);
  if (readings.some((list) => list.length === 0)) return false;
  const readable = readableQuantities(readings);
  const random = createRandom(SEED);
  for (const [first, second] of relationPairsToCompose(readable)) {
    for (const shared of first.variables) {
      const eliminate = second.solvers[shared];
      if (!second.variables.includes(shared) || !eliminate) continue;
      const variables = [...new Set([...first.variables, ...second.variables])].filter((id) => id !== shared);
      if (variables.length > keys.length || variables.some((id) => !readable.has(id))) continue;
      const solvers = Object.fromEntries(
        Object.entries(first.solvers)
          .filter(([target]) => target !== shared && variables.includes(target))
          .map(([target, solve]) => [
            target,
            (values: Readonly<Record<string, number>>) => {
              const value = eliminate({ ...values, [shared]: Number.NaN });
              return value === undefined ? undefined : solve({ ...values, [shared]: value });
            },
          ]),
      );
      const relation: Relation = { ...first, id: `${first.id}+${second.id}`, variables, solvers };
      const written = assignmentsFor(keys, readings, variables).some((assignment) =>
        left.readings.some((leftReading) =>
          right.readings.some((rightReading) =>
            writesRelation({ relation }, keys, assignment, leftReading, rightReading, random),
          ),
        ),
      );
      if (written) return true;
    }
  }
  return false;
}
