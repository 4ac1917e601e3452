/**
 * Forward chaining over relations: from known variables (SI values), apply every relation whose
 * variables are all known but one, until nothing new follows. Every relation whose variables are
 * all known is also checked, so contradictory data is found instead of silently picking one path.
 */
import type { Relation } from "../relations/relation";

/** How a derived variable was found. */
export interface Derivation {
  variable: string;
  value: number;
  relation: Relation;
  /** Variables the relation used. */
  inputs: string[];
}

/** The outcome of chaining. */
export interface ChainResult {
  values: Map<string, number>;
  derivations: Map<string, Derivation>;
  /** A relation that the known values violate, with the variable that disagrees. */
  contradiction?: { relation: Relation; variable: string; expected: number; found: number };
}

// Agreement needed between two ways of finding the same value; data rounded to 2 or 3
// significant figures legitimately disagrees by a few parts in a thousand.
const AGREEMENT = 0.01;

function agrees(first: number, second: number): boolean {
  const scale = Math.max(Math.abs(first), Math.abs(second));
  if (scale === 0) return true;
  return Math.abs(first - second) <= AGREEMENT * scale;
}

/**
 * Derives what the relations allow from the given values, breadth first, so each variable is
 * found by the shortest chain. `givens` are the variables the problem states (relations marked
 * `unlessKnown` are skipped when one of those is given).
 */
export function chain(relations: readonly Relation[], givens: ReadonlyMap<string, number>): ChainResult {
  const values = new Map(givens);
  const derivations = new Map<string, Derivation>();
  const usable = relations.filter((relation) => !relation.unlessKnown?.some((id) => givens.has(id)));
  // Each layer adds at least one value or stops, so layers are bounded by the number of relations.
  for (let layer = 0; layer <= usable.length; layer++) {
    const snapshot = Object.fromEntries(values);
    const found = new Map<string, Derivation>();
    for (const relation of usable) {
      const missing = relation.variables.filter((id) => !values.has(id));
      if (missing.length !== 1 || found.has(missing[0])) continue;
      const target = missing[0];
      const solver = relation.solvers[target];
      if (!solver) continue;
      const value = solver(snapshot);
      if (value === undefined) continue;
      found.set(target, {
        variable: target,
        value,
        relation,
        inputs: relation.variables.filter((id) => id !== target),
      });
    }
    if (found.size === 0) break;
    for (const [target, derivation] of found) {
      values.set(target, derivation.value);
      derivations.set(target, derivation);
    }
  }
  return { values, derivations };
}

/**
 * The first relation, among those whose variables are all in `relevant` (the givens and the
 * variables of the solution path), that the values violate; undefined when all agree.
 */
export function findContradiction(
  relations: readonly Relation[],
  result: ChainResult,
  relevant: ReadonlySet<string>,
  givens: ReadonlyMap<string, number>,
): ChainResult["contradiction"] {
  const record = Object.fromEntries(result.values);
  for (const relation of relations) {
    if (relation.unlessKnown?.some((id) => givens.has(id))) continue;
    if (!relation.variables.every((id) => relevant.has(id) && result.values.has(id))) continue;
    const solvable = Object.entries(relation.solvers);
    if (solvable.length === 0) continue;
    const [target, solver] = solvable[0];
    const found = result.values.get(target) ?? Number.NaN;
    const expected = solver({ ...record, [target]: Number.NaN });
    // No solution here (an arcsine out of range) also means the data disagree.
    if (expected === undefined || !agrees(expected, found)) {
      return { relation, variable: target, expected: expected ?? Number.NaN, found };
    }
  }
  return undefined;
}

/** The derivations needed for a variable, in the order they must be done (inputs first). */
export function derivationPath(result: ChainResult, variable: string): Derivation[] {
  const ordered: Derivation[] = [];
  const visited = new Set<string>();
  const visit = (id: string) => {
    if (visited.has(id)) return;
    visited.add(id);
    const derivation = result.derivations.get(id);
    if (!derivation) return;
    for (const input of derivation.inputs) visit(input);
    ordered.push(derivation);
  };
  visit(variable);
  return ordered;
}

/** The given variables a derivation path uses. */
export function givensUsed(
  result: ChainResult,
  variable: string,
  givens: ReadonlyMap<string, number>,
): Set<string> {
  const used = new Set<string>();
  if (givens.has(variable)) used.add(variable);
  for (const derivation of derivationPath(result, variable)) {
    for (const input of derivation.inputs) if (givens.has(input)) used.add(input);
  }
  return used;
}

// Motion at a constant speed and accelerated motion are different situations: a speed found for
// one is not the speed of the other (a fall's final speed is not a speed kept for the whole fall).
const UNIFORM_MOTION = new Set(["constant speed", "constant angular speed", "lifted at constant speed"]);
const ACCELERATED_MOTION = new Set([
  "constant acceleration",
  "constant angular acceleration",
  "released from rest",
  "launched straight up",
  "starts from rest",
]);
const SPEEDS = new Set(["v", "v0", "vf", "omega", "omega0"]);

function motionKind(derivation: Derivation): "uniform" | "accelerated" | undefined {
  const { conditions } = derivation.relation;
  if (conditions.some((condition) => UNIFORM_MOTION.has(condition))) return "uniform";
  if (conditions.some((condition) => ACCELERATED_MOTION.has(condition))) return "accelerated";
  return undefined;
}

/**
 * The first step of a path that takes a speed found for accelerated motion as a constant speed, or
 * the reverse; undefined when the path keeps to one kind of motion for each speed.
 */
export function mixedMotionStep(path: readonly Derivation[]): Derivation | undefined {
  const byVariable = new Map(path.map((derivation) => [derivation.variable, derivation]));
  return path.find((derivation) => {
    const kind = motionKind(derivation);
    if (!kind) return false;
    return derivation.inputs.some((input) => {
      const source = byVariable.get(input);
      if (!source || !SPEEDS.has(input)) return false;
      const sourceKind = motionKind(source);
      return sourceKind !== undefined && sourceKind !== kind;
    });
  });
}
