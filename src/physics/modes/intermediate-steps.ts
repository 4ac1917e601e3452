/**
 * The intermediate quantities inside one worked step, so Interactive Tutor asks for each of them
 * before the step's result. A step such as "m a = F_app − μ_k m g" hides the weight m g, and
 * "f = (1/2L) √(F_T/μ)" the wave speed √(F_T/μ): a part of the step's relation (a term of a sum, or
 * a product of some of its factors) is an intermediate quantity when another relation of the engine
 * gives a quantity from exactly those values by exactly that expression (checked at the problem's
 * values and at other values). A relation with nothing such inside stays one step.
 */
import { type MathNode, parse } from "mathjs";
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex } from "../format-number";
import { convertQuantity, toSI } from "../quantity/quantity";
import { EXPRESSION_CONSTANTS, mentionsCue, type Relation } from "../relations/relation";
import { RELATIONS } from "../relations/relations";
import { VARIABLES } from "../relations/variables";
import type { Solved } from "../solver/types";
import { readStudentAnswer } from "./student-answer";

/** A part of a relation's side: a product of variables to powers, or a term evaluated as written. */
interface Part {
  variables: string[];
  evaluate: (values: Readonly<Record<string, number>>) => number;
}

/** The most intermediate steps one worked step is split into. */
const MOST_INTERMEDIATES = 3;

function withoutBrackets(node: MathNode): MathNode {
  let current = node;
  while (current.type === "ParenthesisNode") current = (current as unknown as { content: MathNode }).content;
  return current;
}

function operator(node: MathNode): { fn: string; args: MathNode[] } | undefined {
  if (node.type !== "OperatorNode") return undefined;
  const { fn, args } = node as unknown as { fn: string; args: MathNode[] };
  return { fn, args };
}

/** The terms of a sum, without their signs. */
function termsOf(node: MathNode): MathNode[] {
  const bare = withoutBrackets(node);
  const sum = operator(bare);
  if (sum && (sum.fn === "add" || sum.fn === "subtract") && sum.args.length === 2)
    return [...termsOf(sum.args[0]), ...termsOf(sum.args[1])];
  if (sum && sum.fn === "unaryMinus") return termsOf(sum.args[0]);
  return [bare];
}

/** A product's factors as symbol → power; undefined when it is not a product of powers. */
function factorsOf(
  node: MathNode,
  power = 1,
  into = new Map<string, number>(),
): Map<string, number> | undefined {
  const bare = withoutBrackets(node);
  if (bare.type === "ConstantNode") return into;
  if (bare.type === "SymbolNode") {
    const name = (bare as unknown as { name: string }).name;
    into.set(name, (into.get(name) ?? 0) + power);
    return into;
  }
  if (bare.type === "FunctionNode") {
    const { fn, args } = bare as unknown as { fn: { name: string }; args: MathNode[] };
    return fn.name === "sqrt" && args.length === 1 ? factorsOf(args[0], power / 2, into) : undefined;
  }
  const product = operator(bare);
  if (!product) return undefined;
  if (product.fn === "multiply")
    return factorsOf(product.args[0], power, into) && factorsOf(product.args[1], power, into);
  if (product.fn === "divide")
    return factorsOf(product.args[0], power, into) && factorsOf(product.args[1], -power, into);
  if (product.fn === "unaryMinus") return factorsOf(product.args[0], power, into);
  if (product.fn === "pow") {
    const exponent = withoutBrackets(product.args[1]);
    if (exponent.filter((child) => child.type === "SymbolNode").length > 0) return undefined;
    const value = Number(exponent.evaluate());
    return Number.isFinite(value) ? factorsOf(product.args[0], power * value, into) : undefined;
  }
  return undefined;
}

function symbolsOf(node: MathNode): string[] {
  const names = node
    .filter(
      (child, path, parent) =>
        child.type === "SymbolNode" && !(parent?.type === "FunctionNode" && path === "fn"),
    )
    .map((child) => (child as unknown as { name: string }).name);
  return [...new Set(names)].filter((name) => !(name in EXPRESSION_CONSTANTS));
}

/** Every subset of a list with at least two members and fewer than all of them. */
function properSubsets<T>(items: readonly T[]): T[][] {
  const subsets: T[][] = [];
  for (let mask = 1; mask < (1 << items.length) - 1; mask++) {
    const subset = items.filter((_, index) => (mask >> index) & 1);
    if (subset.length >= 2) subsets.push(subset);
  }
  return subsets;
}

/**
 * The parts of each term of a side worth asking for, the term itself first (when the side has
 * several), then products of some of its variables, the largest first.
 */
function partsOf(side: MathNode, unknown: string): Part[][] {
  const terms = termsOf(side);
  return terms.map((term) => {
    const parts: Part[] = [];
    const variables = symbolsOf(term);
    if (variables.includes(unknown)) return parts;
    const compiled = term.compile();
    if (terms.length > 1 && variables.length >= 2)
      parts.push({
        variables,
        evaluate: (values) => Number(compiled.evaluate({ ...constantValues(), ...values })),
      });
    const factors = factorsOf(term);
    if (!factors) return parts;
    const own = [...factors.entries()].filter(
      ([name, power]) => !(name in EXPRESSION_CONSTANTS) && power !== 0,
    );
    const subsets = properSubsets(own).sort((first, second) => second.length - first.length);
    for (const subset of subsets) {
      parts.push({
        variables: subset.map(([name]) => name),
        evaluate: (values) => subset.reduce((product, [name, power]) => product * values[name] ** power, 1),
      });
    }
    return parts;
  });
}

let constants: Record<string, number> | undefined;
function constantValues(): Record<string, number> {
  constants ??= Object.fromEntries(
    Object.entries(EXPRESSION_CONSTANTS).map(([name, entry]) => [name, entry.value]),
  );
  return constants;
}

function agree(first: number | undefined, second: number, tolerance = 1e-6): boolean {
  if (first === undefined || !Number.isFinite(first) || !Number.isFinite(second) || second === 0)
    return false;
  return Math.abs(first - second) <= tolerance * Math.abs(second);
}

/** Values near the problem's own, so a relation that agrees only by chance is told apart. */
function otherPoints(values: Readonly<Record<string, number>>, variables: readonly string[]) {
  return [1.37, 0.61].map((scale, point) =>
    Object.fromEntries(variables.map((name, index) => [name, values[name] * scale ** (index + point + 1)])),
  );
}

/** Another relation that gives a quantity from exactly a part's variables, by the part's expression. */
function relationGiving(
  part: Part,
  values: Readonly<Record<string, number>>,
  own: Relation,
  lowerText: string,
): { relation: Relation; result: string } | undefined {
  const points = [values, ...otherPoints(values, part.variables)];
  const expected = points.map((point) => part.evaluate(point));
  if (expected.some((value) => !Number.isFinite(value) || value === 0)) return undefined;
  for (const relation of RELATIONS) {
    if (relation.id === own.id || relation.variables.length !== part.variables.length + 1) continue;
    // As in the solver, a relation with cues fits only a problem that mentions one ("lift" for W = m g h).
    if (relation.cues && !relation.cues.some((cue) => mentionsCue(lowerText, cue))) continue;
    for (const [result, solver] of Object.entries(relation.solvers)) {
      // A quantity of the step's own relation is no new one (the emf of one turn inside N turns' emf).
      if (own.variables.includes(result)) continue;
      // The same quantities, not just the same units: μ m is no mass however its units work out.
      const inputs = relation.variables.filter((name) => name !== result);
      if (!inputs.every((name) => part.variables.includes(name))) continue;
      const matches = points.every((point, index) => agree(solver(point), expected[index]));
      if (matches) return { relation, result };
    }
  }
  return undefined;
}

/** The SI values a step's substitution states ("g = 9.80\ \mathrm{m/s^2}"), by LaTeX symbol. */
function substitutedValues(substitution: string): Map<string, number> {
  const found = new Map<string, number>();
  const givens = substitution.split("\\;\\Rightarrow")[0];
  for (const entry of givens.split(",\\ ")) {
    const equals = entry.indexOf("=");
    if (equals < 0) continue;
    const answer = readStudentAnswer(entry.slice(equals + 1));
    if (answer.kind !== "quantity") continue;
    const si = answer.unit ? toSI({ value: answer.value, unit: answer.unit }).value : answer.value;
    if (Number.isFinite(si)) found.set(entry.slice(0, equals).trim(), si);
  }
  return found;
}

/** A step's relation, the variable it finds and the SI values of the others; undefined when any is unknown. */
function stepRelation(step: SolutionStep, solved: Solved) {
  const relation = RELATIONS.find((candidate) => candidate.latex === step.equation);
  if (!relation) return undefined;
  const unknown = relation.variables.find((name) => VARIABLES.get(name)?.latex === step.result.symbol);
  if (!unknown) return undefined;
  const stated = substitutedValues(step.substitution);
  const values: Record<string, number> = {};
  for (const name of relation.variables) {
    if (name === unknown) continue;
    const given = solved.understood.quantities.find((quantity) => quantity.variable === name);
    const exact = given ? toSI({ value: given.value, unit: given.unit }).value : undefined;
    const value =
      exact !== undefined && Number.isFinite(exact) ? exact : stated.get(VARIABLES.get(name)?.latex ?? "");
    if (value === undefined) return undefined;
    values[name] = value;
  }
  return { relation, unknown, values };
}

/** LaTeX for the givens a part uses: "m = 25.0\ \mathrm{kg},\ g = 9.80\ \mathrm{m/s^2}". */
function givensLatex(variables: readonly string[], values: Readonly<Record<string, number>>): string {
  return variables
    .map((name) => {
      const variable = VARIABLES.get(name);
      return `${variable?.latex ?? name} = ${formatQuantityLatex(values[name], variable?.unit ?? "")}`;
    })
    .join(",\\ ");
}

/**
 * A step whose working ends on its value twice, in two units ("… = 1.637 × 10^{-13} J = 1.022 MeV"),
 * as two steps: the value in the unit the working gives, then its conversion to the unit asked for.
 */
function withConversion(step: SolutionStep): SolutionStep[] {
  const implication = step.substitution.lastIndexOf("\\Rightarrow");
  const working = step.substitution.slice(implication < 0 ? 0 : implication);
  // "y = expression = value = converted", or after the givens "⇒ y = value = converted": a given
  // only restated in another unit ("v = 90 km/h = 25 m/s") is a conversion step already.
  const sides = working.split("=");
  if (sides.length < (implication < 0 ? 4 : 3)) return [step];
  const before = readStudentAnswer(sides[sides.length - 2]);
  const after = readStudentAnswer(sides[sides.length - 1]);
  if (before.kind !== "quantity" || after.kind !== "quantity" || !before.unit || !after.unit) return [step];
  if (before.unit === after.unit || after.unit !== step.result.unit) return [step];
  const converted = convertQuantity({ value: step.result.value, unit: step.result.unit }, before.unit);
  if (!converted || !agree(converted.value, before.value, 0.01)) return [step];
  const cut = step.substitution.lastIndexOf("=");
  const first: SolutionStep = {
    ...step,
    substitution: step.substitution.slice(0, cut).trim(),
    result: { symbol: step.result.symbol, value: converted.value, unit: before.unit },
  };
  const inUnit = formatQuantityLatex(converted.value, before.unit);
  const conversion: SolutionStep = {
    principle: `Unit conversion: from ${before.unit} to ${after.unit}`,
    equation: `${step.result.symbol} = ${inUnit}`,
    substitution: `${step.result.symbol} = ${inUnit} \\;\\Rightarrow\\; ${step.result.symbol} = ${formatQuantityLatex(step.result.value, step.result.unit)}`,
    result: step.result,
  };
  return [first, conversion];
}

/**
 * The worked steps with the intermediate quantities inside each placed before it, and a
 * conversion its working shows at its end as a step of its own.
 */
export function withIntermediateSteps(solved: Solved, text: string): SolutionStep[] {
  const lowerText = text.toLowerCase();
  const steps: SolutionStep[] = [];
  for (const step of solved.steps.flatMap(withConversion)) {
    const found = stepRelation(step, solved);
    if (found) {
      const { relation, unknown, values } = found;
      const added = new Set<string>();
      const sides = [relation.left, relation.right].map((side) => parse(side));
      for (const termParts of sides.flatMap((side) => partsOf(side, unknown))) {
        // Within a term, a part shares no variable with one already asked for: m g h is asked
        // for, or else m g, not both.
        const used = new Set<string>();
        for (const part of termParts) {
          if (added.size >= MOST_INTERMEDIATES) break;
          if (part.variables.some((name) => used.has(name))) continue;
          const giving = relationGiving(part, values, relation, lowerText);
          if (!giving) continue;
          const value = part.evaluate(values);
          const variable = VARIABLES.get(giving.result);
          if (!variable || added.has(`${giving.result}:${value}`)) continue;
          if (agree(value, step.result.value)) continue;
          added.add(`${giving.result}:${value}`);
          for (const name of part.variables) used.add(name);
          steps.push({
            principle: giving.relation.principle,
            equation: giving.relation.latex,
            substitution: `${givensLatex(part.variables, values)} \\;\\Rightarrow\\; ${variable.latex} = ${formatQuantityLatex(value, variable.unit)}`,
            result: { symbol: variable.latex, value, unit: variable.unit },
          });
        }
      }
    }
    steps.push(step);
  }
  return steps;
}
