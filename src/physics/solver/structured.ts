/**
 * The structured solver: from known variables with units and the unknown, a chain of relations
 * and a worked solution (principle, equation, substitution with units, result per step).
 */
import { type SubtopicId, topicOfSubtopic } from "../../contracts/taxonomy";
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, type Quantity } from "../quantity/quantity";
import { EXPRESSION_CONSTANTS, isWaveSpeedRelation, mentionsCue, type Relation } from "../relations/relation";
import { RELATIONS, VARIABLES, type Variable } from "../relations/relations";
import { chain, derivationPath, findContradiction, givensUsed, mixedMotionStep } from "./chain";
import type { SolveResult, Understood } from "./types";

/** A known value for the structured solver: a variable id (or its LaTeX symbol) with a value and unit. */
export interface StructuredKnown {
  /** Variable id ("v0") or LaTeX symbol ("v_0"). */
  variable: string;
  value: number;
  unit: string;
  /** Significant figures as given; 3 when not stated. */
  significantFigures?: number;
}

/** The unknown: a variable id (or LaTeX symbol) and optionally the unit wanted. */
export interface StructuredUnknown {
  variable: string;
  unit?: string;
}

/** A given value after conversion to the variable's SI unit. */
export interface PreparedGiven {
  variable: Variable;
  original: Quantity;
  si: number;
  significantFigures: number;
  /** True for values the problem did not state (g, "from rest"); they do not limit precision. */
  implicit?: boolean;
  /** The assumption behind an implicit value, in words; listed only when the solution uses the value. */
  assumption?: string;
}

// Variables that may be negative; for the others a negative result has no physical meaning.
const SIGNED_VARIABLES = new Set([
  "v",
  "v0",
  // A diverging lens has a negative power.
  "lensPower",
  "v1",
  "v2",
  "vf",
  "a",
  "W",
  "Wby",
  "Q",
  "dU",
  "dT",
  "magnification",
  "dImage",
  "focal",
  "hImage",
  "q",
  "q1",
  "q2",
  "V",
  "U",
  "F",
  "omega",
  "alpha",
  "dS",
  "dSmolar",
  "KErot",
  "En",
  // Work done on a gas or by friction, an elevator's upward acceleration, a length or volume that shrinks.
  "Won",
  "Wfriction",
  "aUp",
  "dLength",
  "dVolume",
  "v1f",
  "v2f",
]);

const SPEED_OF_LIGHT = EXPRESSION_CONSTANTS.c.value;

/** Finds a variable by id or by its LaTeX symbol. */
export function findVariable(idOrSymbol: string): Variable | undefined {
  const byId = VARIABLES.get(idOrSymbol);
  if (byId) return byId;
  const matches = [...VARIABLES.values()].filter((variable) => variable.latex === idOrSymbol);
  return matches.length === 1 ? matches[0] : undefined;
}

/** Converts a quantity to the SI unit of a variable; undefined when the dimensions differ. */
export function toVariableUnit(quantity: Quantity, variable: Variable): number | undefined {
  if (variable.unit === "" && quantity.unit === "") return quantity.value;
  const converted = convertQuantity(quantity, variable.unit, {
    temperatureDifference: variable.difference === true,
  });
  return converted?.value;
}

/** A stated value read as a variable, in the variable's SI unit; undefined when the units do not match. */
export function prepared(
  quantity: { value: number; unit: string; significantFigures: number },
  variable: Variable,
): PreparedGiven | undefined {
  const si = toVariableUnit({ value: quantity.value, unit: quantity.unit }, variable);
  if (si === undefined || !Number.isFinite(si)) return undefined;
  return {
    variable,
    original: { value: quantity.value, unit: quantity.unit },
    si,
    significantFigures: quantity.significantFigures,
  };
}

function quantityLatex(value: number, unit: string, significantFigures: number): string {
  return formatQuantityLatex(value, unit, Math.max(significantFigures, 2));
}

function conditionProblem(
  relation: Relation,
  values: ReadonlyMap<string, number>,
  given: ReadonlySet<string>,
): string | undefined {
  // A wave's speed given as light's own (3.00 × 10⁸ m/s) is a light or radio wave's; a speed worked
  // out to be c is never a body's.
  const lightWave = isWaveSpeedRelation(relation);
  for (const id of ["v", "v0", "v1", "v2", "vf", "vmax"]) {
    const speed = values.get(id);
    if (speed === undefined || !relation.variables.includes(id)) continue;
    if (lightWave && given.has(id) && Math.abs(speed) <= 1.001 * SPEED_OF_LIGHT) continue;
    if (Math.abs(speed) >= SPEED_OF_LIGHT) return "A speed at or above the speed of light is not physical.";
  }
  if (relation.conditions.includes("non-relativistic speed")) {
    const speed = values.get("v");
    if (speed !== undefined && Math.abs(speed) > 0.1 * SPEED_OF_LIGHT) {
      return `The speed is more than 10 % of the speed of light, so "${relation.principle}" (non-relativistic) does not apply.`;
    }
  }
  return undefined;
}

/** A time that passes (a duration, a period, a time constant) rather than a signed instant. */
function isDuration(variable: Variable): boolean {
  return variable.unit === "s" && !SIGNED_VARIABLES.has(variable.id);
}

// Units whose every quantity is a size that cannot be negative: a mass, a resistance, a capacitance,
// an inductance, a frequency, a density, a spring's stiffness, a moment of inertia, a material's
// constant, an amount of substance, an activity.
const UNSIGNED_UNITS = new Set([
  "kg",
  "ohm",
  "F",
  "H",
  "Hz",
  "kg/m^3",
  "kg*m^2",
  "kg/m",
  "W/m/K",
  "J/kg/K",
  "J/kg",
  "mol",
  "kg/mol",
  "1/m^3",
  "Bq",
  "Bq/kg",
  "ohm*m",
  "H/m",
  "m^2",
]);

// Lengths, areas and volumes named as a body's size; a focal length and a radius of curvature carry
// a sign by convention, and a position, a height or a displacement may lie on either side.
const SIZE_NAME =
  /\b(?:radius|diameter|wavelength|thickness|width|spacing|separation|edge|side|amplitude|uncertainty|volume|area|length)\b/;
const SIGNED_SIZES = new Set(["focal", "radiusCurvature"]);

/** The reason a stated value cannot be right because it is negative, or undefined when it may be. */
function negativeSizeProblem(given: PreparedGiven): string | undefined {
  if (given.implicit || given.si >= 0) return undefined;
  const { variable } = given;
  if (variable.unit === "K" && !variable.difference)
    return `The ${variable.name} given is below absolute zero.`;
  if (variable.difference || SIGNED_VARIABLES.has(variable.id) || SIGNED_SIZES.has(variable.id))
    return undefined;
  if (isDuration(variable)) return `The ${variable.name} given is negative, and a duration cannot be.`;
  const unsigned =
    UNSIGNED_UNITS.has(variable.unit) ||
    (["m", "m^3"].includes(variable.unit) && SIZE_NAME.test(variable.name));
  const kind = /\s/.test(variable.name) ? "it" : `a ${variable.name}`;
  return unsigned ? `The ${variable.name} given is negative, which ${kind} cannot be.` : undefined;
}

/**
 * Solves for the unknown from prepared givens with the relations given (all by default), and
 * writes the worked solution. Refuses on contradictory data or data left unused when `requireAllUsed`.
 */
export function solvePrepared(input: {
  givens: PreparedGiven[];
  unknown: Variable;
  unit?: string;
  relations?: readonly Relation[];
  understood: Understood;
  requireAllUsed?: boolean;
  /** Refuse chains of more relations than this. */
  maxSteps?: number;
}): SolveResult {
  const { givens, unknown, understood } = input;
  for (const given of givens) {
    const reason = negativeSizeProblem(given);
    if (reason) return { status: "cannot-solve", reason, understood };
  }
  const relations = input.relations ?? RELATIONS;
  const givenValues = new Map(givens.map((given) => [given.variable.id, given.si]));
  if (givenValues.has(unknown.id)) {
    const given = givens.find((entry) => entry.variable.id === unknown.id);
    const stated = givens.filter((entry) => !entry.implicit);
    if (!given || input.unit === undefined || input.unit === given.original.unit || stated.length !== 1) {
      return {
        status: "cannot-solve",
        reason: `The ${unknown.name} asked for is already given.`,
        understood,
      };
    }
    return convertGiven(given, input.unit, understood);
  }
  const result = chain(relations, givenValues, {
    variable: unknown.id,
    typicalOf: (id) => Math.abs(VARIABLES.get(id)?.typical ?? 1) || 1,
  });
  const value = result.values.get(unknown.id);
  if (value === undefined) {
    return {
      status: "cannot-solve",
      reason: `No chain of relations leads from the given values to the ${unknown.name}.`,
      understood,
    };
  }
  const path = derivationPath(result, unknown.id);
  if (input.maxSteps !== undefined && path.length > input.maxSteps) {
    return {
      status: "cannot-solve",
      reason: "The only chain of relations found is too long to trust.",
      understood,
    };
  }
  const mixed = mixedMotionStep(path);
  if (mixed) {
    return {
      status: "cannot-solve",
      reason: `The only chain found uses a speed of accelerated motion as a constant speed (or the reverse) in "${mixed.relation.principle}".`,
      understood,
    };
  }
  const relevant = new Set([...givenValues.keys(), ...path.flatMap((step) => step.relation.variables)]);
  const contradiction = findContradiction(relations, result, relevant, givenValues);
  if (contradiction) {
    return {
      status: "cannot-solve",
      reason: `The data are contradictory: "${contradiction.relation.principle}" does not hold for the values given.`,
      understood,
    };
  }
  for (const derivation of path) {
    const problem = conditionProblem(derivation.relation, result.values, new Set(givenValues.keys()));
    if (problem) return { status: "cannot-solve", reason: problem, understood };
  }
  if (value === 0 && path.length > 0) {
    // A derived zero (a power of 0 W, a force of 0 N) nearly always means a misread situation.
    return {
      status: "cannot-solve",
      reason: `The relations give a ${unknown.name} of zero, which suggests a misreading.`,
      understood,
    };
  }
  if (value < 0 && !SIGNED_VARIABLES.has(unknown.id)) {
    return {
      status: "cannot-solve",
      reason: `The data give a negative ${unknown.name}, which is not physical.`,
      understood,
    };
  }
  const used = givensUsed(result, unknown.id, givenValues);
  const unused = givens.filter((given) => !given.implicit && !used.has(given.variable.id));
  if (input.requireAllUsed && unused.length > 0) {
    return {
      status: "cannot-solve",
      reason: `Not every given value is used (${unused.map((given) => given.variable.name).join(", ")}), so the problem may not have been read correctly.`,
      unused: unused.map((given) => given.variable.id),
      understood,
    };
  }
  const stated = givens.filter((given) => !given.implicit && used.has(given.variable.id));
  const significantFigures = Math.max(
    2,
    Math.min(
      ...stated.map((given) => given.significantFigures),
      stated.length > 0 ? Number.POSITIVE_INFINITY : 3,
    ),
  );
  const siQuantity: Quantity = { value, unit: unknown.unit };
  let answerUnit = unknown.unit;
  if (input.unit !== undefined && haveSameDimension(input.unit, unknown.unit)) answerUnit = input.unit;
  const converted =
    answerUnit === unknown.unit
      ? siQuantity
      : convertQuantity(siQuantity, answerUnit, { temperatureDifference: unknown.difference === true });
  if (!converted || !Number.isFinite(converted.value)) {
    return {
      status: "cannot-solve",
      reason: "The answer could not be expressed in the unit asked for.",
      understood,
    };
  }
  const assumed = givens.flatMap((given) =>
    given.assumption !== undefined && used.has(given.variable.id) ? [given.assumption] : [],
  );
  const understoodWithAssumptions =
    assumed.length > 0 ? { ...understood, assumptions: [...understood.assumptions, ...assumed] } : understood;
  const steps = buildSteps(givens, used, path, result.values, significantFigures);
  const answer = { value: roundSignificant(converted.value, significantFigures), unit: answerUnit };
  if (answerUnit !== unknown.unit) {
    steps.push({
      principle: `Express the ${unknown.name} in ${answerUnit}`,
      equation: `${unknown.latex} = ${quantityLatex(value, unknown.unit, significantFigures)}`,
      substitution: `${unknown.latex} = ${quantityLatex(converted.value, answerUnit, significantFigures)}`,
      result: { value: converted.value, unit: answerUnit, symbol: unknown.latex },
    });
  }
  return {
    status: "solved",
    answer,
    si: siQuantity,
    significantFigures,
    steps,
    understood: understoodWithAssumptions,
  };
}

/** A question that only asks to express a given value in another unit ("1200 rpm in rad/s"). */
function convertGiven(given: PreparedGiven, unit: string, understood: Understood): SolveResult {
  const { variable } = given;
  const converted = convertQuantity(given.original, unit, {
    temperatureDifference: variable.difference === true,
  });
  if (!converted || !Number.isFinite(converted.value)) {
    return {
      status: "cannot-solve",
      reason: "The value could not be expressed in the unit asked for.",
      understood,
    };
  }
  const significantFigures = Math.max(2, given.significantFigures);
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, significantFigures), unit },
    si: { value: given.si, unit: variable.unit },
    significantFigures,
    steps: [
      {
        principle: `Express the ${variable.name} in ${unit}`,
        equation: `${variable.latex} = ${quantityLatex(given.original.value, given.original.unit, significantFigures)}`,
        substitution: `${variable.latex} = ${quantityLatex(converted.value, unit, significantFigures)}`,
        result: { value: converted.value, unit, symbol: variable.latex },
      },
    ],
    understood,
  };
}

/** A temperature level converted across the offset of its scale (°C or °F to K). */
function isOffsetTemperature(given: PreparedGiven): boolean {
  return /^deg[CF]$/.test(given.original.unit) && given.variable.unit === "K" && !given.variable.difference;
}

/**
 * The figures a converted given is shown with: its own, except across the offset of a temperature
 * scale, which keeps the value's decimal places (22 °C is 295 K, not 300 K).
 */
function convertedFigures(given: PreparedGiven): number {
  if (!isOffsetTemperature(given) || given.si <= 0) return given.significantFigures;
  const { value } = given.original;
  const decimals =
    value === 0
      ? Math.max(0, given.significantFigures - 1)
      : Math.max(0, given.significantFigures - 1 - Math.floor(Math.log10(Math.abs(value))));
  return Math.max(given.significantFigures, Math.floor(Math.log10(given.si)) + 1 + decimals);
}

function buildSteps(
  givens: PreparedGiven[],
  used: ReadonlySet<string>,
  path: ReturnType<typeof derivationPath>,
  values: ReadonlyMap<string, number>,
  significantFigures: number,
): SolutionStep[] {
  // Intermediate values keep one more figure than the answer, so rounding does not build up.
  const working = significantFigures + 1;
  const steps: SolutionStep[] = [];
  for (const given of givens) {
    if (!used.has(given.variable.id) || given.original.unit === given.variable.unit) continue;
    const { variable } = given;
    steps.push({
      principle: `Convert the ${variable.name} to SI units`,
      equation: `${variable.latex} = ${quantityLatex(given.original.value, given.original.unit, given.significantFigures)}`,
      // 25.0 °C is 298.15 K, stored a hair below: nudged up, it is shown as 298.2 K.
      substitution: `${variable.latex} = ${quantityLatex(given.original.value, given.original.unit, given.significantFigures)} = ${quantityLatex(isOffsetTemperature(given) ? given.si * (1 + 1e-12) : given.si, variable.unit, convertedFigures(given))}`,
      result: { value: given.si, unit: variable.unit, symbol: variable.latex },
    });
  }
  for (const derivation of path) {
    const target = VARIABLES.get(derivation.variable);
    if (!target) continue;
    const inputs = derivation.inputs
      .map((id) => {
        const variable = VARIABLES.get(id);
        const value = values.get(id);
        if (!variable || value === undefined) return undefined;
        return `${variable.latex} = ${quantityLatex(value, variable.unit, working)}`;
      })
      .filter((text): text is string => text !== undefined);
    steps.push({
      principle: derivation.relation.principle,
      equation: derivation.relation.latex,
      substitution: `${inputs.join(",\\ ")} \\;\\Rightarrow\\; ${target.latex} = ${quantityLatex(derivation.value, target.unit, working)}`,
      result: { value: derivation.value, unit: target.unit, symbol: target.latex },
    });
  }
  return steps;
}

/** Options of the structured solver. */
export interface StructuredOptions {
  /** Restrict the relations to the topic area of this subtopic. */
  subtopic?: SubtopicId;
  /** Words describing the situation; relations that need a cue ("dropped", "annihilates") are used only when it is there. */
  context?: string;
}

/** The relations the structured solver may use for these options. */
export function relationsForContext(options: StructuredOptions = {}): Relation[] {
  const area = options.subtopic ? topicOfSubtopic(options.subtopic) : undefined;
  const context = options.context?.toLowerCase() ?? "";
  return RELATIONS.filter(
    (relation) =>
      (!area || topicOfSubtopic(relation.subtopic) === area) &&
      (!relation.cues || relation.cues.some((cue) => context.includes(cue))) &&
      !relation.ruledOutBy?.some((cue) => mentionsCue(context, cue)),
  );
}

/**
 * Solves from known values with units and an unknown variable. Relations that only hold in a
 * situation named in words are left out unless `options.context` names it. Knowns in units of
 * the wrong dimension, unknown variables, and unsolvable chains give "cannot-solve".
 */
export function solveStructured(
  knowns: readonly StructuredKnown[],
  unknown: StructuredUnknown,
  options: StructuredOptions = {},
): SolveResult {
  const understood: Understood = { quantities: [], assumptions: [] };
  const givens: PreparedGiven[] = [];
  for (const known of knowns) {
    const variable = findVariable(known.variable);
    understood.quantities.push({
      text: `${known.value} ${known.unit}`.trim(),
      value: known.value,
      unit: known.unit,
      variable: variable?.id,
      variableName: variable?.name,
    });
    if (!variable)
      return { status: "cannot-solve", reason: `Unknown variable "${known.variable}".`, understood };
    const si = toVariableUnit({ value: known.value, unit: known.unit }, variable);
    if (si === undefined || !Number.isFinite(si)) {
      return {
        status: "cannot-solve",
        reason: `The unit "${known.unit}" does not fit the ${variable.name} (${variable.unit || "dimensionless"}).`,
        understood,
      };
    }
    givens.push({
      variable,
      original: { value: known.value, unit: known.unit },
      si,
      significantFigures: known.significantFigures ?? 3,
    });
  }
  const target = findVariable(unknown.variable);
  if (!target)
    return { status: "cannot-solve", reason: `Unknown variable "${unknown.variable}".`, understood };
  understood.unknown = { variable: target.id, name: target.name, unit: unknown.unit };
  if (unknown.unit !== undefined && !haveSameDimension(unknown.unit, target.unit)) {
    return {
      status: "cannot-solve",
      reason: `The unit "${unknown.unit}" does not fit the ${target.name}.`,
      understood,
    };
  }
  return solvePrepared({
    givens,
    unknown: target,
    unit: unknown.unit,
    understood,
    relations: relationsForContext(options),
  });
}
