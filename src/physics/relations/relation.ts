/**
 * The shape of a physical relation (an equation between named variables in SI units) and
 * helpers to define one. Each relation states both sides as an expression (read by the
 * dimensional-consistency test) and carries an explicit solver for each variable it can be
 * solved for.
 */
import type { SubtopicId } from "../../contracts/taxonomy";
import { lookupConstant } from "../constants";

/** Values of variables by id, in SI units. */
export type Values = Readonly<Record<string, number>>;

/** Computes one variable from the others; undefined when there is no real or physical solution. */
export type Solver = (values: Values) => number | undefined;

/**
 * One of several variants of the same physics (constructive or destructive interference, a matter
 * wave or a photon's wavelength, an average or a peak value): the free-form solver uses it only
 * when the words name it and no other, or the question sentence names it and no other.
 */
export interface RelationVariant {
  /** This variant in words ("destructive interference in reflection"). */
  kind: string;
  /** The other variants in words, for the refusal ("constructive interference"). */
  otherKinds: string;
  /** Cues (as `cues`) of which the text must contain one. */
  namedBy: readonly string[];
  /** Cues naming another variant. */
  otherKindsNamedBy: readonly string[];
}

/** An equation between variables, with how to use it. */
export interface Relation {
  /** Stable id, e.g. "kinematics.velocity-time". */
  id: string;
  subtopic: SubtopicId;
  /** The principle in words ("Newton's second law"). */
  principle: string;
  /** The equation in LaTeX ("F = m a"). */
  latex: string;
  /** Left and right sides in mathjs syntax over variable ids and the constant names of `EXPRESSION_CONSTANTS`. */
  left: string;
  right: string;
  /** Ids of the variables (see variables.ts). */
  variables: readonly string[];
  /** When the relation holds ("constant acceleration", "ideal gas"). */
  conditions: readonly string[];
  /** A solver per variable that algebra allows to isolate. */
  solvers: Readonly<Record<string, Solver>>;
  /** A special case not to use when any of these variables is known (W = F d when an angle is given). */
  unlessKnown?: readonly string[];
  /** Words one of which a problem text must contain for the free-form solver to use the relation. */
  cues?: readonly string[];
  /** Words naming a situation where the relation does not hold ("elastic" for bodies that stick); a text with one leaves it out. */
  ruledOutBy?: readonly string[];
  /**
   * Variables a problem may state beside this relation that cannot change its result (a
   * solenoid's radius for the field inside it); the free-form solver sets such a value aside.
   */
  unaffectedBy?: readonly string[];
  /**
   * True when no length a problem states can change this relation's result (the flux out of a
   * closed surface, whatever the surface's size): a stated length is set aside as the variables
   * of `unaffectedBy` are.
   */
  unaffectedByLengths?: boolean;
  /** The variant of its physics this relation is, when the physics has several. */
  variant?: RelationVariant;
  /**
   * A condition of `conditions` checked on the numbers (a small angle is small): a value found by
   * the relation where the test fails is not used, and the relation is not held against the data.
   */
  holdsWhen?: (values: Readonly<Record<string, number>>) => boolean;
}

/**
 * True for a wave's relation between speed, frequency and wavelength (v = f λ), with no mass: its
 * speed may be light's own, as a problem writes it (3.00 × 10⁸ m/s), for light and radio waves.
 */
export function isWaveSpeedRelation(relation: Pick<Relation, "variables">): boolean {
  return (
    relation.variables.includes("f") &&
    relation.variables.includes("lambda") &&
    !relation.variables.includes("m")
  );
}

/** One part of a cue: its pattern, and its plain text when it is one (a quick "not mentioned"). */
interface CuePart {
  literal?: string;
  pattern: RegExp;
}

/** Each cue's parts, worked out once: cues are checked against every problem. */
const cueParts = new Map<string, CuePart[]>();

/**
 * A prefix joined by a hyphen that turns a cue into another word: "non-uniform" is not "uniform",
 * "second-lowest" is not "lowest". Other compounds keep their cue ("75.0-cm-diameter").
 */
const NEGATING_PREFIX = "(?<!\\b(?:non|semi|anti|second|third|fourth|fifth|next)-)";

function cuePart(part: string): CuePart {
  // "/.../" is a pattern of its own ("/\\d\\s?c\\b/" for a speed written as 0.8c).
  if (part.length > 2 && part.startsWith("/") && part.endsWith("/")) {
    return { pattern: new RegExp(part.slice(1, -1)) };
  }
  // "\\b" sees no word start before a Greek letter ("μs", "γ"), which is not a word character to it:
  // such a cue starts a word where no letter or digit comes before it.
  const wordStart = /^[\u0370-\u03ff]/.test(part) ? "(?<![A-Za-z0-9_\\u0370-\\u03ff])" : "\\b";
  const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // "maximum" as a chat types it too: "max possible efficiency", "max. height".
  if (/\bmaximum\b/.test(part))
    return {
      literal: "max",
      pattern: new RegExp(
        `${NEGATING_PREFIX}${wordStart}${escaped.replace(/\bmaximum\b/g, "max(?:imum\\b|\\.|\\b)")}`,
        "g",
      ),
    };
  return { literal: part, pattern: new RegExp(`${NEGATING_PREFIX}${wordStart}${escaped}`, "g") };
}

/** Words that set a thing aside just before it is named: "ignoring air drag", "neglect friction". */
const SET_ASIDE_BEFORE = /\b(?:ignor\w*|neglect\w*|disregard\w*)\s+(?:the\s+|any\s+|all\s+)?(?:[a-z]+\s+)?$/;

/** Whether a cue's pattern is found in the text other than where the words just before set it aside. */
function foundNotSetAside(lowerText: string, pattern: RegExp): boolean {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(lowerText); match; match = pattern.exec(lowerText)) {
    if (!SET_ASIDE_BEFORE.test(lowerText.slice(Math.max(0, match.index - 30), match.index))) return true;
    if (match[0] === "") pattern.lastIndex++;
  }
  return false;
}

/**
 * True when a lower-case text contains a cue at the start of a word ("nm" is not in "environment").
 * A cue of parts joined by " & " needs every part ("roll & cylinder": a cylinder that rolls).
 */
export function mentionsCue(lowerText: string, cue: string): boolean {
  let parts = cueParts.get(cue);
  if (!parts) {
    parts = cue.split(" & ").map(cuePart);
    cueParts.set(cue, parts);
  }
  for (const { literal, pattern } of parts) {
    // Most cues are absent from most texts: a plain search rules them out before the pattern runs.
    if (literal !== undefined && !lowerText.includes(literal)) return false;
    if (literal === undefined ? !pattern.test(lowerText) : !foundNotSetAside(lowerText, pattern))
      return false;
  }
  return true;
}

function constantValue(name: string): number {
  const value = lookupConstant(name)?.value;
  if (value === undefined) throw new Error(`unknown constant ${name}`);
  return value;
}

/** Constants that relations may use by these names, with their SI values and units. */
export const EXPRESSION_CONSTANTS: Readonly<Record<string, { value: number; unit: string }>> = {
  c: { value: constantValue("c"), unit: "m/s" },
  hPlanck: { value: constantValue("h"), unit: "J*s" },
  hbar: { value: constantValue("hbar"), unit: "J*s" },
  qe: { value: constantValue("e"), unit: "C" },
  kB: { value: constantValue("k_B"), unit: "J/K" },
  NA: { value: constantValue("N_A"), unit: "1/mol" },
  Rgas: { value: constantValue("R"), unit: "J/mol/K" },
  Gc: { value: constantValue("G"), unit: "m^3/kg/s^2" },
  eps0: { value: constantValue("epsilon0"), unit: "F/m" },
  mu0: { value: constantValue("mu0"), unit: "N/A^2" },
  ke: { value: constantValue("k_e"), unit: "N*m^2/C^2" },
  sigma: { value: constantValue("sigma"), unit: "W/m^2/K^4" },
  bWien: { value: constantValue("wien"), unit: "m*K" },
  Rinf: { value: constantValue("rydberg"), unit: "1/m" },
  a0: { value: constantValue("bohr radius"), unit: "m" },
  me: { value: constantValue("m_e"), unit: "kg" },
  mp: { value: constantValue("m_p"), unit: "kg" },
  mn: { value: constantValue("m_n"), unit: "kg" },
  // The hydrogen ground-state energy, 13.6 eV, as textbooks use it in the Bohr model.
  E1H: { value: 13.6 * constantValue("e"), unit: "J" },
  // The speed of sound in dry air at 0 °C, as textbooks round it, and that temperature.
  vSound0C: { value: 331, unit: "m/s" },
  T0C: { value: 273.15, unit: "K" },
};

/** The SI value of an expression constant. */
export function constant(name: keyof typeof EXPRESSION_CONSTANTS): number {
  return EXPRESSION_CONSTANTS[name].value;
}

/** A finite number or undefined, so solvers never return NaN or Infinity. */
export function finite(value: number): number | undefined {
  return Number.isFinite(value) ? value : undefined;
}

interface ProductSpec {
  id: string;
  subtopic: SubtopicId;
  principle: string;
  latex: string;
  /** The variable on the left side. */
  result: string;
  /** A pure number in front of the product (1/2 in KE = ½ m v²). */
  coefficient?: number;
  /** How the coefficient is written in the expression, e.g. "1/2" or "2*pi". */
  coefficientText?: string;
  /** Constants of `EXPRESSION_CONSTANTS` with their exponents. */
  constants?: Readonly<Record<string, number>>;
  /** Variables on the right side with their exponents. */
  factors: Readonly<Record<string, number>>;
  conditions?: readonly string[];
  unlessKnown?: readonly string[];
  cues?: readonly string[];
  ruledOutBy?: readonly string[];
  unaffectedBy?: readonly string[];
  unaffectedByLengths?: boolean;
  variant?: RelationVariant;
  holdsWhen?: Relation["holdsWhen"];
}

/**
 * A relation of the form result = coefficient × Π constant^p × Π variable^q, which algebra can
 * solve for every variable (roots of negative values give no solution).
 */
export function productRelation(spec: ProductSpec): Relation {
  const coefficient = spec.coefficient ?? 1;
  const constantsFactor = Object.entries(spec.constants ?? {}).reduce(
    (product, [name, power]) => product * EXPRESSION_CONSTANTS[name].value ** power,
    1,
  );
  const scale = coefficient * constantsFactor;
  const factorEntries = Object.entries(spec.factors);
  const power = (name: string, exponent: number) => (exponent === 1 ? name : `${name}^(${exponent})`);
  const rightParts = [
    ...(spec.coefficientText
      ? [`(${spec.coefficientText})`]
      : coefficient !== 1
        ? [String(coefficient)]
        : []),
    ...Object.entries(spec.constants ?? {}).map(([name, exponent]) => power(name, exponent)),
    ...factorEntries.map(([name, exponent]) => power(name, exponent)),
  ];
  const solvers: Record<string, Solver> = {
    [spec.result]: (values) =>
      finite(factorEntries.reduce((product, [name, exponent]) => product * values[name] ** exponent, scale)),
  };
  for (const [target, targetExponent] of factorEntries) {
    solvers[target] = (values) => {
      const others = factorEntries
        .filter(([name]) => name !== target)
        .reduce((product, [name, exponent]) => product * values[name] ** exponent, scale);
      const isolated = values[spec.result] / others;
      // Even roots of negative numbers have no real value.
      if (isolated < 0 && Number.isInteger(targetExponent) && targetExponent % 2 === 0) return undefined;
      if (isolated < 0 && !Number.isInteger(targetExponent)) return undefined;
      const root =
        Math.abs(targetExponent) === 1
          ? isolated ** targetExponent
          : Math.sign(isolated) * Math.abs(isolated) ** (1 / targetExponent);
      return finite(root);
    };
  }
  return {
    id: spec.id,
    subtopic: spec.subtopic,
    principle: spec.principle,
    latex: spec.latex,
    left: spec.result,
    right: rightParts.join(" * ") || "1",
    variables: [spec.result, ...factorEntries.map(([name]) => name)],
    conditions: spec.conditions ?? [],
    solvers,
    unlessKnown: spec.unlessKnown,
    cues: spec.cues,
    ruledOutBy: spec.ruledOutBy,
    ...(spec.unaffectedBy ? { unaffectedBy: spec.unaffectedBy } : {}),
    ...(spec.unaffectedByLengths ? { unaffectedByLengths: true } : {}),
    ...(spec.variant ? { variant: spec.variant } : {}),
    ...(spec.holdsWhen ? { holdsWhen: spec.holdsWhen } : {}),
  };
}

/**
 * True when an angle, given by its tangent (a rise over a run), is small enough for sin θ ≈ tan θ ≈ θ:
 * up to 0.1 the three agree within 0.5 %, inside the solver's rounding.
 */
export function isSmallAngle(tangent: number): boolean {
  return Number.isFinite(tangent) && Math.abs(tangent) <= 0.1;
}

/** A relation with hand-written sides and solvers. */
export function generalRelation(
  spec: Omit<Relation, "conditions"> & { conditions?: readonly string[] },
): Relation {
  return { ...spec, conditions: spec.conditions ?? [] };
}
