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

/** Points per factor of ten, and factors of ten either side of a variable's typical size, of the root search. */
const SEARCH_POINTS_PER_DECADE = 6;
const SEARCH_DECADES = 8;
/** Times one chain may solve two relations together, and pairs it may try each time. */
const MAX_SOLVED_TOGETHER = 1;
const MAX_PAIRS_TRIED = 8;

/**
 * The one positive value of `first` for which two relations, each missing the same two variables,
 * agree: for a trial value of `first`, relation `one` gives `second` and relation `other` gives
 * `first` back. Undefined when there is no such value, or more than one (the data do not decide).
 */
function solveTogether(
  one: Relation,
  other: Relation,
  first: string,
  second: string,
  known: Readonly<Record<string, number>>,
  typical: number,
): number | undefined {
  const secondOf = one.solvers[second];
  const firstOf = other.solvers[first];
  if (!secondOf || !firstOf) return undefined;
  // One record, changed in place for each trial: a solver reads only the values it is given.
  const trialValues: Record<string, number> = { ...known };
  const mismatch = (trial: number): number | undefined => {
    trialValues[first] = trial;
    const found = secondOf(trialValues);
    if (found === undefined || !Number.isFinite(found)) return undefined;
    trialValues[second] = found;
    const back = firstOf(trialValues);
    if (back === undefined || !Number.isFinite(back)) return undefined;
    return Math.log(Math.abs(back) / trial) + (back < 0 ? Number.NaN : 0);
  };
  const roots: number[] = [];
  const steps = 2 * SEARCH_DECADES * SEARCH_POINTS_PER_DECADE;
  let previous: { trial: number; value: number } | undefined;
  for (let index = 0; index <= steps; index++) {
    const trial = typical * 10 ** (index / SEARCH_POINTS_PER_DECADE - SEARCH_DECADES);
    const value = mismatch(trial);
    if (value === undefined || Number.isNaN(value)) {
      previous = undefined;
      continue;
    }
    // The same equation twice (or two that never disagree) decides nothing.
    if (Math.abs(value) < 1e-12 && previous && Math.abs(previous.value) < 1e-12) return undefined;
    if (previous && Math.sign(value) !== Math.sign(previous.value)) {
      let low = previous.trial;
      let high = trial;
      const lowSign = Math.sign(previous.value);
      for (let halving = 0; halving < 60; halving++) {
        const middle = Math.sqrt(low * high);
        const at = mismatch(middle);
        if (at === undefined || Number.isNaN(at)) return undefined;
        if (Math.sign(at) === lowSign) low = middle;
        else high = middle;
      }
      roots.push(Math.sqrt(low * high));
      if (roots.length > 1) return undefined;
    }
    previous = { trial, value };
  }
  return roots[0];
}

/**
 * When chaining stops short of `target`: two relations that each miss the same two unknowns are
 * solved together for one of them (a man on a turning platform: v = ω r and μ g = v²/r), so the
 * chain can go on. The derivation names both relations.
 */
function derivedTogether(
  relations: readonly Relation[],
  values: ReadonlyMap<string, number>,
  typicalOf: (variable: string) => number,
): Derivation | undefined {
  const byUnknowns = new Map<string, Relation[]>();
  for (const relation of relations) {
    let first: string | undefined;
    let second: string | undefined;
    let missing = 0;
    for (const id of relation.variables) {
      if (values.has(id)) continue;
      missing++;
      if (missing > 2) break;
      if (first === undefined) first = id;
      else second = id;
    }
    if (missing !== 2 || first === undefined || second === undefined) continue;
    const key = first < second ? `${first} ${second}` : `${second} ${first}`;
    const group = byUnknowns.get(key);
    if (group) group.push(relation);
    else byUnknowns.set(key, [relation]);
  }
  const known = Object.fromEntries(values);
  let pairsLeft = MAX_PAIRS_TRIED;
  for (const [key, group] of byUnknowns) {
    if (group.length < 2) continue;
    const [first, second] = key.split(" ");
    for (const one of group)
      for (const other of group) {
        if (one === other) continue;
        if (pairsLeft-- <= 0) return undefined;
        const value = solveTogether(one, other, first, second, known, typicalOf(first));
        if (value === undefined) continue;
        const inputs = [...new Set([...one.variables, ...other.variables])].filter(
          (id) => id !== first && id !== second,
        );
        const together: Relation = {
          ...other,
          id: `${one.id}+${other.id}`,
          principle: `${one.principle}, with ${other.principle.charAt(0).toLowerCase()}${other.principle.slice(1)}, solved together`,
          latex: `${one.latex},\\quad ${other.latex}`,
          variables: [first, ...inputs, second],
          conditions: [...new Set([...one.conditions, ...other.conditions])],
          solvers: {},
        };
        return { variable: first, value, relation: together, inputs };
      }
  }
  return undefined;
}

/**
 * Derives what the relations allow from the given values, breadth first, so each variable is
 * found by the shortest chain. `givens` are the variables the problem states (relations marked
 * `unlessKnown` are skipped when one of those is given). When `target` is named and chaining
 * stops short of it, two relations sharing two unknowns may be solved together (`typicalOf` gives
 * the size around which their root is looked for).
 */
export function chain(
  relations: readonly Relation[],
  givens: ReadonlyMap<string, number>,
  target?: { variable: string; typicalOf: (variable: string) => number },
): ChainResult {
  const values = new Map(givens);
  const derivations = new Map<string, Derivation>();
  const usable = relations.filter((relation) => !relation.unlessKnown?.some((id) => givens.has(id)));
  let pairsLeft = MAX_SOLVED_TOGETHER;
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
      if (relation.holdsWhen && !relation.holdsWhen({ ...snapshot, [target]: value })) continue;
      found.set(target, {
        variable: target,
        value,
        relation,
        inputs: relation.variables.filter((id) => id !== target),
      });
    }
    // Where single relations lead no further, two solved together may (a few times per chain).
    if (found.size === 0 && target && !values.has(target.variable) && pairsLeft > 0) {
      pairsLeft--;
      const together = derivedTogether(usable, values, target.typicalOf);
      if (together) found.set(together.variable, together);
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
    if (relation.holdsWhen && !relation.holdsWhen(record)) continue;
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
