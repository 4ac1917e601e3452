/**
 * The common mistakes of a problem the solver worked out, for Problem Solver's "Common mistakes".
 * A bank problem's template lists its own; a typed problem's come from what the engine knows of
 * the relations its solution used and of the units its givens are written in:
 * - a given left in its written unit (km/h as m/s, °C as kelvin, degrees as radians), named only
 *   when the solution's own relations, re-run with the unconverted number, give another answer;
 *   the wrong answer is stated. Units that cancel (a lens equation in centimetres) are not named;
 * - a factor ½ of a relation left out;
 * - a square root or a reciprocal not taken when the unknown appears squared or as 1/x;
 * - an intermediate result rounded before it is used.
 */
import type { CommonMistake, GeneratedProblem, ValueWithUnit } from "../bank/template";
import { type SolvedQuantities, solvedQuantities } from "../diagrams/solved-quantities";
import { formatQuantityLatex } from "../format-number";
import { convertQuantity, formatUnit, haveSameDimension } from "../quantity/quantity";
import { RELATIONS, type Relation, VARIABLES, type Variable } from "../relations/relations";

/** A mistake as the reply names it: what was done and how to put it right. */
export type MistakeNote = Pick<CommonMistake, "id" | "description" | "feedback">;

/** The most mistakes a reply lists, so the section stays a quick read. */
const MOST_MISTAKES = 4;

/** One step of the solution with the relation it used and the variable it solved for. */
interface RelationStep {
  relation: Relation;
  target: Variable;
}

/** A given of the problem with the variable the solution reads it as. */
interface ReadGiven {
  variable: Variable;
  name: string;
  written: ValueWithUnit;
}

/**
 * The steps of the solution that used a relation, with the variable each solved for. Several
 * relations share one equation (a converging and a diverging lens); the one meant is the one whose
 * solver gives the step's own result from the solution's values.
 */
function relationSteps(problem: GeneratedProblem, values: ReadonlyMap<string, number>): RelationStep[] {
  const known = Object.fromEntries(values);
  const steps: RelationStep[] = [];
  for (const step of problem.solution) {
    const candidates = RELATIONS.flatMap((relation) => {
      if (relation.latex !== step.equation) return [];
      const target = relation.variables
        .map((id) => VARIABLES.get(id))
        .find((variable) => variable?.latex === step.result.symbol);
      return target ? [{ relation, target }] : [];
    });
    const reproduces = candidates.find(({ relation, target }) => {
      const result = convertQuantity(step.result, target.unit);
      const worked = relation.solvers[target.id]?.(known);
      return result !== undefined && worked !== undefined && close(worked, result.value);
    });
    const chosen = reproduces ?? candidates[0];
    if (chosen) steps.push(chosen);
  }
  return steps;
}

function readGivens(problem: GeneratedProblem, steps: readonly RelationStep[]): ReadGiven[] {
  const used = new Set(steps.flatMap((step) => step.relation.variables));
  const givens: ReadGiven[] = [];
  for (const known of problem.knowns) {
    const variable = [...used]
      .map((id) => VARIABLES.get(id))
      .find(
        (candidate) =>
          candidate?.latex === known.symbol &&
          (known.unit === "" || haveSameDimension(candidate.unit, known.unit)),
      );
    if (variable)
      givens.push({ variable, name: known.name, written: { value: known.value, unit: known.unit } });
  }
  return givens;
}

/** The answer the solution's relations give when some variables take other values; undefined when a step has none. */
function rerun(
  steps: readonly RelationStep[],
  values: ReadonlyMap<string, number>,
  changed: ReadonlyMap<string, number>,
  answer: string,
): number | undefined {
  const current = new Map(values);
  for (const [id, value] of changed) current.set(id, value);
  for (const { relation, target } of steps) {
    if (changed.has(target.id)) continue;
    const value = relation.solvers[target.id]?.(Object.fromEntries(current));
    if (value === undefined || !Number.isFinite(value)) return undefined;
    current.set(target.id, value);
  }
  return current.get(answer);
}

function close(first: number, second: number): boolean {
  return Math.abs(first - second) <= 1e-6 * Math.max(Math.abs(first), Math.abs(second));
}

function quantityLatex(quantity: ValueWithUnit, figures: number): string {
  return `$${formatQuantityLatex(quantity.value, quantity.unit, figures)}$`;
}

function joinedNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Givens written in a unit that is not the relations' own, left unconverted, where that changes the answer. */
function unconvertedUnitMistakes(
  problem: GeneratedProblem,
  steps: readonly RelationStep[],
  solved: SolvedQuantities,
): MistakeNote[] {
  const last = steps[steps.length - 1];
  if (!last) return [];
  const answer = last.target;
  const right = solved.value(answer.id);
  if (right === undefined) return [];
  const byUnit = new Map<string, ReadGiven[]>();
  for (const given of readGivens(problem, steps)) {
    const unit = given.written.unit;
    if (unit === "" || unit === given.variable.unit) continue;
    const converted = convertQuantity(given.written, given.variable.unit, {
      temperatureDifference: given.variable.difference === true,
    });
    if (!converted || close(converted.value, given.written.value)) continue;
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), given]);
  }
  const mistakes: MistakeNote[] = [];
  for (const [unit, givens] of byUnit) {
    const slipped = new Map(givens.map((given) => [given.variable.id, given.written.value]));
    const wrong = rerun(steps, solved.values, slipped, answer.id);
    // An angle in degrees read as radians is always a slip, even where its wrong angle has no answer.
    if (wrong === undefined && unit !== "deg") continue;
    if (wrong !== undefined && close(wrong, right)) continue;
    // Every length in centimetres gives the answer in centimetres: the units cancel, nothing is wrong.
    const rightInUnit = convertQuantity({ value: right, unit: answer.unit }, unit);
    if (wrong !== undefined && rightInUnit && close(wrong, rightInUnit.value)) continue;
    const consequence = wrong === undefined ? "" : ` ${consequenceOf(problem, answer, wrong)}`;
    const first = givens[0];
    const names = joinedNames(givens.map((given) => given.name));
    const plural = givens.length > 1;
    const siUnit = first.variable.unit;
    const conversions = givens
      .map((given) => {
        const si = convertQuantity(given.written, siUnit, {
          temperatureDifference: given.variable.difference === true,
        });
        return si
          ? `$${formatQuantityLatex(given.written.value, given.written.unit, 3)} = ${formatQuantityLatex(si.value, siUnit, 3)}$`
          : undefined;
      })
      .filter((text) => text !== undefined)
      .join(", ");
    if (unit === "deg") {
      mistakes.push({
        id: "angle-in-degrees-as-radians",
        description: `Worked out the ${names} in degrees with the calculator set to radians.`,
        feedback: `Set the calculator to degrees, or convert first: ${conversions}.${consequence}`,
      });
      continue;
    }
    const absolute = siUnit === "K" && !first.variable.difference;
    const relation =
      steps.find((step) => step.relation.variables.includes(first.variable.id))?.relation ?? last.relation;
    if (absolute) {
      mistakes.push({
        id: "temperature-scale-as-kelvin",
        description: `Put the ${names} in ${formatUnit(unit)} into the relation as if ${plural ? "they were" : "it were"} in kelvin.`,
        feedback: `$${relation.latex}$ needs absolute temperatures: ${conversions}.${consequence}`,
      });
      continue;
    }
    mistakes.push({
      id: `unconverted-${unit}`,
      description: `Used the ${names} in ${formatUnit(unit)} as if ${plural ? "they were" : "it were"} in ${formatUnit(siUnit)}.`,
      feedback: `The relations work in SI units, so convert first: ${conversions}.${consequence}`,
    });
  }
  return mistakes;
}

/** "Left unconverted, the distance comes out as 288 m instead of 80 m." */
function consequenceOf(problem: GeneratedProblem, answer: Variable, wrong: number): string {
  const figures = problem.significantFigures;
  const shownUnit = problem.answer.unit || answer.unit;
  const wrongShown = convertQuantity({ value: wrong, unit: answer.unit }, shownUnit) ?? {
    value: wrong,
    unit: answer.unit,
  };
  return (
    `Left unconverted, the ${answer.name} comes out as ${quantityLatex(wrongShown, Math.max(figures, 3))} ` +
    `instead of ${quantityLatex(problem.answer, figures)}.`
  );
}

const HALF = /\\[dt]?frac\s*\{\s*1\s*\}\s*\{\s*2\s*\}|\\[dt]?frac12\b/;

/** The power the symbol is raised to in a relation's LaTeX (2 for "v^2"), or 1. */
function powerOf(symbol: string, latex: string): number {
  const escaped = symbol.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const power = new RegExp(`${escaped}\\s*\\^\\s*\\{?(\\d)\\}?`).exec(latex);
  return power ? Number(power[1]) : 1;
}

function halfLeftOut(steps: readonly RelationStep[]): MistakeNote[] {
  const step = steps.find(({ relation }) => HALF.test(relation.latex));
  if (!step) return [];
  const power = powerOf(step.target.latex, step.relation.latex);
  const factor = power === 1 ? "2" : power === 2 ? "\\sqrt{2}" : `\\sqrt[${power}]{2}`;
  return [
    {
      id: "half-left-out",
      description: `Left out the ½ in $${step.relation.latex}$.`,
      feedback: `The ½ is part of the relation (${lowerFirst(step.relation.principle)}): without it the ${step.target.name} is off by a factor of $${factor}$.`,
    },
  ];
}

function squareRootNotTaken(steps: readonly RelationStep[]): MistakeNote[] {
  const step = steps.find(({ relation, target }) => powerOf(target.latex, relation.latex) === 2);
  if (!step) return [];
  const unit = formatUnit(step.target.unit);
  return [
    {
      id: "square-root-not-taken",
      description: `Stopped at $${step.target.latex}^2$ and gave it as the ${step.target.name}.`,
      feedback:
        `$${step.relation.latex}$ gives the square of the ${step.target.name}; take its square root. ` +
        `The unit tells: $${step.target.latex}^2$ is in (${unit})², the ${step.target.name} in ${unit}.`,
    },
  ];
}

function reciprocalNotTaken(steps: readonly RelationStep[]): MistakeNote[] {
  const step = steps.find(({ relation, target }) => {
    const escaped = target.latex.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`\\\\[dt]?frac\\s*\\{\\s*1\\s*\\}\\s*\\{\\s*${escaped}\\s*\\}`).test(relation.latex);
  });
  if (!step) return [];
  return [
    {
      id: "reciprocal-not-taken",
      description: `Stopped at $1/${step.target.latex}$ and gave it as the ${step.target.name}.`,
      feedback: `Solving $${step.relation.latex}$ gives $1/${step.target.latex}$ first; the ${step.target.name} is its reciprocal.`,
    },
  ];
}

function roundedTooEarly(steps: readonly RelationStep[], figures: number): MistakeNote[] {
  const intermediate = steps.length > 1 ? steps[0].target : undefined;
  if (!intermediate || intermediate === steps[steps.length - 1].target) return [];
  return [
    {
      id: "rounded-too-early",
      description: `Rounded the ${intermediate.name} before using it in the next step.`,
      feedback: `Carry the unrounded value through the calculation and round only the final answer, to ${figures} significant figures: early rounding can change the last figure.`,
    },
  ];
}

function lowerFirst(text: string): string {
  return text.length === 0 ? text : text[0].toLowerCase() + text.slice(1);
}

/**
 * The common mistakes of a problem the solver worked out, from the relations its solution used
 * and its givens' units; `assumptions` are the solver's notes of values it assumed.
 */
export function solvedProblemMistakes(
  problem: GeneratedProblem,
  assumptions: readonly string[] = [],
): MistakeNote[] {
  try {
    const solved = solvedQuantities(problem, assumptions);
    const steps = relationSteps(problem, solved.values);
    if (steps.length === 0) return [];
    const found = [
      ...unconvertedUnitMistakes(problem, steps, solved),
      ...halfLeftOut(steps),
      ...squareRootNotTaken(steps),
      ...reciprocalNotTaken(steps),
      ...roundedTooEarly(steps, problem.significantFigures),
    ];
    return found.slice(0, MOST_MISTAKES);
  } catch {
    // The mistakes are never worth the answer: a relation that fails here leaves the section out.
    return [];
  }
}
