/**
 * Derivatives and integrals of a function of time or of place that a solution takes ("v(t) =
 * \\frac{dx(t)}{dt} = (3.0 m/s − 6.0 m/s² t)" after the problem gives x(t), "ε = |\\frac{d}{dt}(1.2e^{−(5.0
 * s⁻¹)t} Wb)| = 6.0e^{−(5.0 s⁻¹)t} V", "W = \\int_{1.0}^{3.0}(5.0x² − 3.0x)dx = [\\frac{5.0}{3}x³ −
 * 1.5x²]_{1.0}^{3.0} = 31.3 J", "\\int(6.0t² − 4.0t)dt = 2.0t³ − 2.0t² + C"), and the function's values it
 * then states ("v(0.25 s) = 1.50 m/s"). Derivatives are worked out numerically at a few values of the
 * variable and compared with the function the line writes for them; definite integrals by Simpson's
 * rule; antiderivatives by differentiating them back. Such a reading can confirm a line, never
 * dispute one: the unit of the variable is read from how its function is written, and a line read
 * otherwise stays unread.
 */
import { numericalDerivative } from "../../solver/stated-function-reading";
import { simpsonIntegral } from "../../solver/varying-force-reading";
import { CLAUSE_SEPARATORS } from "./analyze-work";
import {
  exponentialsAsFunctions,
  type FreeLetter,
  freeLettersOf,
  UNIT_OF_VARIABLE,
  uprightUnitsAsFactors,
  withLettersAt,
} from "./free-letters";
import { dimensionsMatch, evaluateSide, type Measured } from "./read-expression";

/** A function of one variable that a problem or a line states: the variable and the side that gives it. */
export interface StatedFunction {
  variable: FreeLetter;
  side: string;
}

/** The name of a function as written before its equation: "x(t)", "\\theta", "\\Phi_{\\text{m}}". */
const FUNCTION_LABEL =
  /^(\\[A-Za-z]+|[A-Za-z])(?:\s*_\s*(\{(?:[^{}]|\{[^{}]*\})*\}|\w))?\s*(?:\\left\s*\(\s*[a-z]\s*\\right\s*\)|\(\s*[a-z]\s*\))?$/;

/** A function's value at a value of its variable: "v\\left(0.25\\ \\text{s}\\right)", "a(2 s)". */
const FUNCTION_AT =
  /^(\\[A-Za-z]+|[A-Za-z])(?:\s*_\s*(\{(?:[^{}]|\{[^{}]*\})*\}|\w))?\s*(?:\\left\s*\(([^()]*?)\\right\s*\)|\(([^()]*)\))$/;

/** A derivative of a named function: "\\frac{dx\\left(t\\right)}{dt}", "\\frac{d\\Phi_{m}}{dt}". */
const NAMED_DERIVATIVE =
  /^\\frac\s*\{\s*d\s*(\\[A-Za-z]+|[A-Za-z])(?:\s*_\s*(\{(?:[^{}]|\{[^{}]*\})*\}|\w))?\s*(?:\\left\s*\(\s*[a-z]\s*\\right\s*\)|\(\s*[a-z]\s*\))?\s*\}\s*\{\s*d\s*([tx])\s*\}$/;

/** A derivative of the expression after it: "\\frac{d}{dt}\\left(1.2e^{−5.0t}\\ \\text{Wb}\\right)". */
const DERIVATIVE_OF =
  /^\\frac\s*\{\s*d\s*\}\s*\{\s*d\s*([tx])\s*\}\s*(?:\\left\s*\((.*)\\right\s*\)|\((.*)\))$/;

/** A limit of an integral or of an evaluation: "{1.0}", "{2\\ \\text{m}}", "0". */
const LIMIT = String.raw`(\{(?:[^{}]|\{[^{}]*\})*\}|[^\s{}^_])`;
/** A definite integral: "\\int_{1.0}^{3.0} (5.0x^{2} − 3.0x)\\,dx" (the limits, the integrand, the variable). */
const DEFINITE_INTEGRAL = new RegExp(
  String.raw`^\\int\s*_\s*${LIMIT}\s*\^\s*${LIMIT}\s*(.+?)\s*(?:\\[,;! ]\s*)*d\s*([tx])$`,
);
/** An indefinite integral: "\\int (5.0x^{2} − 3.0x)\\,dx" (the integrand, the variable). */
const INDEFINITE_INTEGRAL = /^\\int(?!\s*_)\s*(.+?)\s*(?:\\[,;! ]\s*)*d\s*([tx])$/;
/** A function evaluated between limits: "\\left[ … \\right]_{1.0}^{3.0}", "… \\left|\\right._{1 m}^{2 m}". */
const EVALUATED_BETWEEN = [
  new RegExp(String.raw`^(?:\\left|\\[Bb]ig{1,2}l?)?\s*\[(.*)\]\s*_\s*${LIMIT}\s*\^\s*${LIMIT}$`),
  new RegExp(String.raw`^\\left\s*\.(.*)\\right\s*\|\s*_\s*${LIMIT}\s*\^\s*${LIMIT}$`),
  new RegExp(String.raw`^(.*?)\s*\\left\s*\|\s*\\right\s*\.\s*_\s*${LIMIT}\s*\^\s*${LIMIT}$`),
];
/** A constant of integration added to a function: "+ C", "+C_{1}". */
const CONSTANT_OF_INTEGRATION = /\+\s*C(?:\s*_\s*(?:\{\s*\w+\s*\}|\w))?\s*$/;

/** Numerical integration: Simpson's rule over this many intervals. */
const INTERVALS = 60;

/** A side between bars: its magnitude. */
const MAGNITUDE = /^\\left\s*\|(.*)\\right\s*\|$/;

/** Values of the variable, in its SI unit, that the sides are compared at: none where a factor vanishes. */
const SAMPLES = [0.37, 1.13, 2.71];

/** The share of a value two readings of it may differ by beyond the rounding of their numbers. */
const TOLERANCE = 0.002;

/** A name as a key: "\\Phi_{\\text{m}}" and "\\Phi_{m}" alike. */
function nameKey(name: string, subscript: string | undefined): string {
  return `${name}_${(subscript ?? "").replace(/\\(?:text|mathrm)(?![A-Za-z])|[\s{}]/g, "")}`;
}

/** A side without the punctuation that ends its clause. */
function sideOf(text: string): string {
  let side = text.trim();
  for (;;) {
    // "\\ " is left as "\\" once trimmed.
    const end = /\\[,;]$/.test(side) ? 2 : /[.,;:\\]$/.test(side) ? 1 : 0;
    if (end === 0) return side;
    side = side.slice(0, -end).trim();
  }
}

/** The clauses of a line: its equations, parted where a comma or a word ends one. */
function clausesOf(plain: string): string[] {
  return plain
    .split(/,(?=\s|\\[ ,;])|;|\\quad|\\qquad/)
    .flatMap((part) => part.split(CLAUSE_SEPARATORS))
    .filter((clause): clause is string => clause !== undefined && /=/.test(clause))
    .map((clause) => clause.replace(/^(?:\s|\\[ ,;])+/, "").trim());
}

/** A side's value at a value of its variable, with the variable read in its SI unit where the side reads so. */
function valueAt(side: string, variable: FreeLetter, value: number): Measured | undefined {
  const text = uprightUnitsAsFactors(exponentialsAsFunctions(side));
  const [withUnit, bare] = [true, false].map((units) =>
    evaluateSide(withLettersAt(text, [variable], [value], units)),
  );
  // A function written without units takes its variable bare ("4.0x² + 1.0"); a coefficient with a
  // unit makes the variable a time or a place ("(45.0 rad/s)t"), unless only a bare variable reads
  // ("1.5e^{−5.0t} T").
  if (bare.ok && !bare.measured.hasUnit) return bare.measured;
  if (withUnit.ok) return withUnit.measured;
  return bare.ok ? bare.measured : undefined;
}

/** The one variable a side is a function of, undefined where it has other letters or none. */
function variableOf(side: string): FreeLetter | undefined {
  const letters = freeLettersOf(exponentialsAsFunctions(side));
  if (letters?.length !== 1 || !(letters[0].key in UNIT_OF_VARIABLE)) return undefined;
  return SAMPLES.every((sample) => valueAt(side, letters[0], sample) !== undefined) ? letters[0] : undefined;
}

/** The dimension of a variable's SI unit. */
function dimensionOfVariable(variable: FreeLetter): readonly number[] | undefined {
  const unit = evaluateSide(`1\\ \\text{${UNIT_OF_VARIABLE[variable.key]}}`);
  return unit.ok ? unit.measured.dimension : undefined;
}

/** A value worked out at a sample: what it is, its dimension, and how far its rounding may move it. */
interface Reading {
  value: number;
  dimension: readonly number[];
  roundingError: number;
}

/** A function's readings at values of its variable, each worked out once. */
function readingsOf(fn: StatedFunction): (value: number) => Measured | undefined {
  const read = new Map<number, Measured | undefined>();
  return (value) => {
    if (!read.has(value)) read.set(value, valueAt(fn.side, fn.variable, value));
    return read.get(value);
  };
}

/** Whether every reading is there and of one dimension. */
function allOfOneDimension(readings: Iterable<Measured | undefined>, dimension: readonly number[]): boolean {
  return [...readings].every((read) => read !== undefined && dimensionsMatch(read.dimension, dimension));
}

/** The derivative of a function at a value of its variable, worked out numerically. */
function derivativeAt(fn: StatedFunction, at: number): Reading | undefined {
  const read = readingsOf(fn);
  const here = read(at);
  const dimension = dimensionOfVariable(fn.variable);
  if (!here || !dimension) return undefined;
  const value = numericalDerivative((point) => read(point)?.value ?? Number.NaN, at, 1);
  // The rounding of the function's numbers moves its derivative as much as it moves with the variable.
  const step = 1e-4 * Math.max(1, Math.abs(at));
  const [after, before] = [read(at + step), read(at - step)];
  if (!Number.isFinite(value) || !after || !before || !allOfOneDimension([after, before], here.dimension))
    return undefined;
  return {
    value,
    // A function written without units ("2.0t³ − 6.0t²") has a derivative without them too.
    dimension: here.hasUnit
      ? here.dimension.map((power, index) => power - (dimension[index] ?? 0))
      : here.dimension,
    roundingError: Math.abs(after.roundingError - before.roundingError) / (2 * step),
  };
}

/** A side read at a sample: a derivative, or numbers and the variable; undefined for a side of symbols. */
function readingOf(
  side: string,
  at: number,
  variable: string,
  functions: ReadonlyMap<string, StatedFunction>,
): Reading | undefined | "derivative-unknown" {
  const magnitude = MAGNITUDE.exec(side);
  if (magnitude) {
    const inner = readingOf(magnitude[1].trim(), at, variable, functions);
    return typeof inner === "object" ? { ...inner, value: Math.abs(inner.value) } : inner;
  }
  const named = NAMED_DERIVATIVE.exec(side);
  if (named) {
    const fn = functions.get(nameKey(named[1], named[2]));
    // The derivative of a function no line states names what the sides beside it work out.
    if (!fn) return undefined;
    if (named[3] !== fn.variable.key || fn.variable.key !== variable) return "derivative-unknown";
    return derivativeAt(fn, at) ?? "derivative-unknown";
  }
  const of = DERIVATIVE_OF.exec(side);
  if (of) {
    const inner = (of[2] ?? of[3] ?? "").trim();
    const own = variableOf(inner);
    if (!own || own.key !== of[1] || own.key !== variable) return "derivative-unknown";
    return derivativeAt({ variable: own, side: inner }, at) ?? "derivative-unknown";
  }
  const own = variableOf(side);
  if (!own) {
    // A value that does not change: a derivative that is a constant ("45 rad/s").
    const constant = evaluateSide(side);
    return constant.ok ? constant.measured : undefined;
  }
  if (own.key !== variable) return undefined;
  const read = valueAt(side, own, at);
  return read && { value: read.value, dimension: read.dimension, roundingError: read.roundingError };
}

/** A limit's value in its variable's SI unit; undefined where its unit is not the variable's. */
function limitValue(limit: string, variable: FreeLetter): number | undefined {
  const read = evaluateSide(limit.replace(/^\{|\}$/g, ""));
  const dimension = dimensionOfVariable(variable);
  if (!read.ok || !dimension) return undefined;
  if (read.measured.hasUnit && !dimensionsMatch(read.measured.dimension, dimension)) return undefined;
  return read.measured.value;
}

/** The integral of a function between two values of its variable, by Simpson's rule. */
function integralOf(fn: StatedFunction, from: number, to: number): Reading | undefined {
  const read = readingsOf(fn);
  const first = read(from);
  const dimension = dimensionOfVariable(fn.variable);
  if (!first || !dimension) return undefined;
  const value = simpsonIntegral((point) => read(point)?.value ?? Number.NaN, from, to, INTERVALS);
  const rounding = simpsonIntegral((point) => read(point)?.roundingError ?? Number.NaN, from, to, INTERVALS);
  const grid = Array.from({ length: INTERVALS + 1 }, (_unused, index) =>
    read(from + (index * (to - from)) / INTERVALS),
  );
  if (!Number.isFinite(value) || !allOfOneDimension(grid, first.dimension)) return undefined;
  return {
    value,
    // A function written without units has an integral without them too.
    dimension: first.hasUnit
      ? first.dimension.map((power, index) => power + (dimension[index] ?? 0))
      : first.dimension,
    roundingError: Math.abs(rounding),
  };
}

/** The function of an integrand or a bracket: a name the problem or a line states, or numbers and the variable. */
function functionOf(
  body: string,
  variable: string,
  functions: ReadonlyMap<string, StatedFunction>,
): StatedFunction | undefined {
  const inner = body
    .trim()
    .replace(/^\\left\s*\((.*)\\right\s*\)$/, "$1")
    .replace(CONSTANT_OF_INTEGRATION, "")
    .trim();
  const named = FUNCTION_LABEL.exec(inner);
  if (named) {
    const fn = functions.get(nameKey(named[1], named[2]));
    return fn?.variable.key === variable ? fn : undefined;
  }
  const own = variableOf(inner);
  return own?.key === variable ? { variable: own, side: inner } : undefined;
}

/**
 * A definite integral or a function evaluated between limits, worked out; undefined for a side that is
 * neither, or one of symbols ("\\int_{x_1}^{x_2} ax^2 dx"), which names what the sides beside it work out.
 */
function betweenLimits(side: string, functions: ReadonlyMap<string, StatedFunction>): Reading | undefined {
  const integral = DEFINITE_INTEGRAL.exec(side);
  if (integral) {
    const fn = functionOf(integral[3], integral[4], functions);
    const [from, to] = fn ? [integral[1], integral[2]].map((limit) => limitValue(limit, fn.variable)) : [];
    if (!fn || from === undefined || to === undefined) return undefined;
    return integralOf(fn, from, to);
  }
  for (const pattern of EVALUATED_BETWEEN) {
    const evaluated = pattern.exec(side);
    if (!evaluated) continue;
    const body = evaluated[1].trim().replace(/\\right\s*$|\\[Bb]ig{1,2}r?\s*$/, "");
    const letters = freeLettersOf(exponentialsAsFunctions(body));
    const variable = letters?.length === 1 ? letters[0].key : undefined;
    const fn = variable ? functionOf(body, variable, functions) : undefined;
    const [from, to] = fn ? [evaluated[2], evaluated[3]].map((limit) => limitValue(limit, fn.variable)) : [];
    if (!fn || from === undefined || to === undefined) return undefined;
    const [upper, lower] = [to, from].map((value) => valueAt(fn.side, fn.variable, value));
    if (!upper || !lower) return undefined;
    return {
      value: upper.value - lower.value,
      dimension: upper.dimension,
      roundingError: upper.roundingError + lower.roundingError,
    };
  }
  return undefined;
}

/**
 * An indefinite integral and the functions written for it ("\\int (5.0x² − 3.0x) dx = (5.0/3)x³ −
 * 1.5x² + C"): whether each differentiates back to the integrand; undefined where the clause has none.
 */
function antiderivativesHold(
  sides: readonly string[],
  functions: ReadonlyMap<string, StatedFunction>,
): boolean | undefined {
  const at = sides.findIndex((side) => INDEFINITE_INTEGRAL.test(side));
  if (at < 0) return undefined;
  const [, body, variable] = INDEFINITE_INTEGRAL.exec(sides[at]) ?? [];
  const integrand = functionOf(body ?? "", variable ?? "", functions);
  const written = sides
    .slice(at + 1)
    .map((side) => functionOf(side, variable ?? "", functions))
    .filter((fn): fn is StatedFunction => fn !== undefined);
  if (!integrand || written.length === 0) return false;
  return written.every((fn) =>
    SAMPLES.every((sample) => {
      const derivative = derivativeAt(fn, sample);
      const value = valueAt(integrand.side, integrand.variable, sample);
      return derivative !== undefined && value !== undefined && agree(derivative, value);
    }),
  );
}

/** Whether two readings of one value agree within the rounding of their numbers. */
function agree(first: Reading, second: Reading): boolean {
  if (!dimensionsMatch(first.dimension, second.dimension)) return false;
  const size = Math.max(Math.abs(first.value), Math.abs(second.value));
  const allowed = Math.max(size * TOLERANCE, first.roundingError + second.roundingError);
  return Math.abs(first.value - second.value) <= allowed + size * 1e-9;
}

/** The function a clause states for the name on its left ("v(t) = … = (3.0 m/s − 6.0 m/s² t)"), if any. */
function functionStated(sides: readonly string[]): [string, StatedFunction] | undefined {
  const label = FUNCTION_LABEL.exec(sides[0]);
  const last = sides[sides.length - 1];
  const variable = sides.length > 1 ? variableOf(last) : undefined;
  if (!label || !variable) return undefined;
  return [nameKey(label[1], label[2]), { variable, side: last }];
}

/** The functions a text states, each under its name ("x(t) = (3.0 m/s)t − (3 m/s²)t²" under x). */
export function functionsStated(plain: string): Map<string, StatedFunction> {
  const functions = new Map<string, StatedFunction>();
  for (const clause of clausesOf(plain)) {
    const stated = functionStated(clause.split(/=/).map(sideOf));
    if (stated) functions.set(...stated);
  }
  return functions;
}

/**
 * A line read as derivatives of functions and values of them: every clause a derivative that agrees
 * with the function written beside it, a function's value at a time that agrees with the function,
 * or a function stated; undefined where a clause is none of these or does not agree.
 */
export function readDerivatives(
  plain: string,
  earlier: ReadonlyMap<string, StatedFunction>,
): { derivatives: number; integrals: number; values: number } | undefined {
  const functions = new Map(earlier);
  let derivatives = 0;
  let integrals = 0;
  let values = 0;
  for (const clause of clausesOf(plain)) {
    const sides = clause.split(/=/).map(sideOf);
    if (sides.some((side) => side === "")) return undefined;
    const at = FUNCTION_AT.exec(sides[0]);
    const fn = at && sides.length === 2 ? functions.get(nameKey(at[1], at[2])) : undefined;
    if (at && fn) {
      // "v(0.25 s) = 1.50 m/s": the function at that value of its variable.
      const argument = evaluateSide((at[3] ?? at[4] ?? "").trim());
      const stated = evaluateSide(sides[1]);
      const variable = dimensionOfVariable(fn.variable);
      if (!argument.ok || !stated.ok || !variable || !dimensionsMatch(argument.measured.dimension, variable))
        return undefined;
      const value = valueAt(fn.side, fn.variable, argument.measured.value);
      if (!value || !agree(value, stated.measured)) return undefined;
      values += 1;
      continue;
    }
    // An indefinite integral: the functions written for it differentiate back to its integrand.
    const antiderivatives = antiderivativesHold(sides, functions);
    if (antiderivatives === false) return undefined;
    if (antiderivatives) {
      integrals += 1;
      continue;
    }
    // A definite integral or a function evaluated between limits: a value to compare with the sides beside it.
    const limits = sides.map((side) => betweenLimits(side, functions));
    const worked = limits.filter((reading): reading is Reading => reading !== undefined);
    if (worked.length > 0) {
      const others = sides
        .filter((_side, index) => limits[index] === undefined)
        .map((side) => evaluateSide(side))
        .flatMap((read) => (read.ok ? [read.measured] : []));
      const all = [...worked, ...others];
      if (all.length < 2 || !all.every((reading) => agree(reading, all[0]))) return undefined;
      integrals += 1;
      continue;
    }
    const withDerivative = sides.find(
      (side) =>
        NAMED_DERIVATIVE.test(side.replace(MAGNITUDE, "$1").trim()) ||
        DERIVATIVE_OF.test(side.replace(MAGNITUDE, "$1").trim()),
    );
    const stated = functionStated(sides);
    if (!withDerivative) {
      // A function stated alone is read as the line's data, a relation in symbols alone passed by.
      if (!stated && !/\d/.test(clause)) continue;
      if (!stated) return undefined;
      functions.set(...stated);
      continue;
    }
    // The variable is below the bar: "\\frac{dx}{dt}" differentiates with respect to t.
    const variable = /\}\s*\{\s*d\s*([tx])\s*\}/.exec(withDerivative)?.[1];
    if (!variable) return undefined;
    for (const sample of SAMPLES) {
      const readings = sides.map((side) => readingOf(side, sample, variable, functions));
      if (readings.includes("derivative-unknown")) return undefined;
      const numeric = readings.filter((reading): reading is Reading => typeof reading === "object");
      if (numeric.length < 2 || !numeric.every((reading) => agree(reading, numeric[0]))) return undefined;
    }
    derivatives += 1;
    if (stated) functions.set(...stated);
  }
  return derivatives + integrals > 0 ? { derivatives, integrals, values } : undefined;
}
