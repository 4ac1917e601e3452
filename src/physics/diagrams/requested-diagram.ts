/**
 * A diagram a language model asks for by kind and quantities. The model never draws: the engine
 * solves the problem itself, checks each quantity the model names against its own solution, and
 * draws its own diagram from its own numbers. A quantity that contradicts the solution, a kind the
 * engine would not draw for this problem, or a problem it cannot solve gets no diagram and a note
 * that says why, so a picture never disagrees with the checked numbers.
 */
import type { Diagram } from "../../contracts/diagram";
import type { CourseLevel } from "../../contracts/taxonomy";
import type { GeneratedProblem } from "../bank/template";
import { readFreeFormProblem } from "../modes/free-form";
import { convertQuantity, formatUnit } from "../quantity/quantity";
import { VARIABLES, type Variable } from "../relations/relations";
import { diagramForProblem } from "./index";
import { solvedQuantities } from "./solved-quantities";

/** A value the model states for the diagram, in the unit it chooses ("a", 2.8, "m/s^2"). */
export interface RequestedQuantity {
  /** The quantity's symbol or name: "a", "F_N", "normal force". */
  name: string;
  value: number;
  unit: string;
}

export interface DiagramRequest {
  /** The problem the conversation is about. */
  problem: string;
  level: CourseLevel;
  /** The worked bank problem, when the problem is one. */
  bankProblem?: GeneratedProblem;
  /** The kind of diagram asked for (src/contracts/diagram-kinds.ts). */
  kind: string;
  quantities: readonly RequestedQuantity[];
}

export type DiagramRequestResult =
  | { status: "drawn"; diagram: Diagram; note: string }
  | { status: "refused"; note: string };

/** Lower case without spaces, braces, backslashes or underscores: "F_{N}" and "f n" read alike. */
function normalName(text: string): string {
  return text.toLowerCase().replace(/[\s{}\\_$]/g, "");
}

/** The variables a name can stand for, those the solution knows first. */
function variablesNamed(name: string, known: ReadonlyMap<string, number>): Variable[] {
  const wanted = normalName(name);
  const named = [...VARIABLES.values()].filter(
    (variable) =>
      normalName(variable.id) === wanted ||
      normalName(variable.latex) === wanted ||
      normalName(variable.name) === wanted,
  );
  return [...named.filter((variable) => known.has(variable.id)), ...named.filter((v) => !known.has(v.id))];
}

/**
 * Whether a stated value agrees with the solution's: within half a unit of its second significant
 * figure (a model rounds 2.78 to 2.8) or 1 %, whichever is wider; a size agrees with a signed value.
 */
export function agreesWithSolution(stated: number, solved: number): boolean {
  const size = Math.abs(stated);
  const secondFigure = size === 0 ? 0 : 0.5 * 10 ** (Math.floor(Math.log10(size)) - 1);
  const tolerance = Math.max(secondFigure * 1.001, 0.01 * Math.abs(solved), 1e-12);
  return Math.abs(stated - solved) <= tolerance || Math.abs(size - Math.abs(solved)) <= tolerance;
}

/** The problem worked by the engine, with the solver's notes, or undefined when it cannot solve it. */
function workedProblem(
  request: DiagramRequest,
): { problem: GeneratedProblem; assumptions: string[] } | undefined {
  if (request.bankProblem) return { problem: request.bankProblem, assumptions: [] };
  const reading = readFreeFormProblem(request.problem, request.level);
  return reading.status === "solved"
    ? { problem: reading.problem, assumptions: reading.assumptions ?? [] }
    : undefined;
}

/** The engine's diagram for a model's request, or a note saying why it draws none. */
export function requestedDiagram(request: DiagramRequest): DiagramRequestResult {
  const worked = request.problem.trim() === "" && !request.bankProblem ? undefined : workedProblem(request);
  if (!worked) {
    return {
      status: "refused",
      note: "The physics engine could not solve this problem, so it draws no diagram.",
    };
  }
  const solved = solvedQuantities(worked.problem, worked.assumptions);
  const contradictions: string[] = [];
  const checked: string[] = [];
  for (const quantity of request.quantities) {
    const variable = variablesNamed(quantity.name, solved.values).find((candidate) => {
      const converted = convertQuantity({ value: quantity.value, unit: quantity.unit }, candidate.unit);
      return converted !== undefined && Number.isFinite(converted.value);
    });
    const solvedValue = variable ? solved.value(variable.id) : undefined;
    if (!variable || solvedValue === undefined) continue;
    const stated = convertQuantity({ value: quantity.value, unit: quantity.unit }, variable.unit);
    if (!stated) continue;
    const written = `${quantity.name} = ${quantity.value} ${formatUnit(quantity.unit)}`.trim();
    if (agreesWithSolution(stated.value, solvedValue)) checked.push(written);
    else contradictions.push(`${written}, where the engine's solution has ${solved.label(variable.id)}`);
  }
  if (contradictions.length > 0) {
    return {
      status: "refused",
      note: `No diagram: the quantities asked for contradict the engine's solution (${contradictions.join("; ")}).`,
    };
  }
  const diagram = diagramForProblem(worked.problem, worked.assumptions);
  if (!diagram) {
    return { status: "refused", note: "The physics engine has no diagram of this problem to draw." };
  }
  if (diagram.kind !== request.kind) {
    return {
      status: "refused",
      note: `The physics engine draws this problem as a ${diagram.kind} diagram, not ${request.kind}; ask for that kind.`,
    };
  }
  const agreed = checked.length > 0 ? ` Checked against the engine's solution: ${checked.join(", ")}.` : "";
  return { status: "drawn", diagram, note: `Drawn from the engine's own solution.${agreed}` };
}
