/**
 * A force stated as a function of position, F(x) = (−5.0x² + 7.0x) N or F(x) = −c x³ with c given:
 * the work it does between two positions is its integral, W = ∫ F dx, computed numerically
 * (composite Simpson's rule) and shown as a worked step; with the body's mass and its speed at one
 * position, the work-energy theorem gives its speed at another. The function is read as a sum of
 * terms a·xⁿ (a number, or a constant the text gives with a unit of N/mⁿ); anything else, or
 * positions and speeds the words do not tie to the function's variable, makes the reader step
 * aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatNumberLatex, formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, dimensionOf, toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult, Understood } from "./types";
import { unitAskedFor } from "./unknown";

/** One term a·xⁿ of a polynomial force, the coefficient in SI (N/mⁿ). */
interface Term {
  coefficient: number;
  power: number;
}

const FORCE_FUNCTION = /\bF\s*\(\s*x\s*\)\s*=\s*/;
const NUMBER = String.raw`\d+(?:\.\d+)?`;
const TERM = new RegExp(
  String.raw`^([+-]?)\s*(${NUMBER})?\s*\*?\s*([a-wyzA-Z])?\s*\*?\s*(x(?:\s*\^\s*\{?(\d)\}?)?)?$`,
);
// Simpson's rule is exact for polynomials up to the third degree; many intervals keep the others close.
const SIMPSON_INTERVALS = 200;

/** The integral of f from a to b by the composite Simpson's rule. */
export function simpsonIntegral(
  f: (x: number) => number,
  from: number,
  to: number,
  intervals = SIMPSON_INTERVALS,
): number {
  const count = intervals % 2 === 0 ? intervals : intervals + 1;
  const width = (to - from) / count;
  let sum = f(from) + f(to);
  for (let index = 1; index < count; index++) sum += (index % 2 === 1 ? 4 : 2) * f(from + index * width);
  return (sum * width) / 3;
}

/** The force's expression as written after "F(x) =", up to its unit or the end of its clause. */
function forceExpression(text: string): { expression: string; unit?: string; end: number } | undefined {
  const start = FORCE_FUNCTION.exec(text);
  if (!start) return undefined;
  const from = (start.index ?? 0) + start[0].length;
  const rest = text.slice(from, from + 120);
  const parenthesised = /^\(([^()]*)\)\s*(N)\b/.exec(rest);
  if (parenthesised) return { expression: parenthesised[1], unit: "N", end: from + parenthesised[0].length };
  // Otherwise the expression runs to the end of its clause, with "N" after it as its unit.
  const clauseEnd = rest.search(/[,;]|\.(?=\s|$)/);
  const clause = clauseEnd < 0 ? rest : rest.slice(0, clauseEnd);
  if (!/^[-+\w\s.^*{}]*$/.test(clause)) return undefined;
  let expression = clause.trim();
  const unit = /(?:^|\W)N$/.test(expression) ? "N" : undefined;
  if (unit) expression = expression.slice(0, -1).trim();
  if (expression === "") return undefined;
  return { expression, unit, end: from + clause.length };
}

/** The value and SI unit of a constant the text gives by its letter ("c = 8.0 N/m^3"). */
function namedConstant(
  letter: string,
  quantities: readonly ExtractedQuantity[],
): ExtractedQuantity | undefined {
  const named = quantities.filter((quantity) =>
    new RegExp(`(?:^|[\\s(,;:])${letter}\\s*=\\s*$`).test(quantity.beforeRaw),
  );
  return named.length === 1 ? named[0] : undefined;
}

/** The terms of a polynomial force, with the constants it names; undefined when it is not one. */
function polynomialTerms(
  expression: string,
  hasUnitN: boolean,
  quantities: readonly ExtractedQuantity[],
): { terms: Term[]; constants: ExtractedQuantity[] } | undefined {
  const compact = expression.replace(/\s+/g, "").replace(/−/g, "-");
  const parts = compact.match(/[+-]?[^+-]+/g);
  if (!parts || parts.length === 0 || parts.length > 6) return undefined;
  const terms: Term[] = [];
  const constants: ExtractedQuantity[] = [];
  const newtonDimension = dimensionOf("N");
  for (const part of parts) {
    const match = TERM.exec(part);
    if (!match || (match[2] === undefined && match[3] === undefined && match[4] === undefined))
      return undefined;
    const sign = match[1] === "-" ? -1 : 1;
    const power = match[4] ? Number(match[5] ?? 1) : 0;
    let coefficient = sign * (match[2] === undefined ? 1 : Number(match[2]));
    if (match[3] !== undefined) {
      // A letter stands for a constant the text gives with a unit of N/mⁿ.
      const constant = namedConstant(match[3], quantities);
      const dimension = constant && dimensionOf(constant.unit);
      if (!constant || !dimension || !newtonDimension) return undefined;
      const length = (dimension.length ?? 0) + power;
      const matches = Object.entries(newtonDimension).every(
        ([name, exponent]) =>
          (name === "length" ? length : dimension[name as keyof typeof dimension]) === exponent,
      );
      if (!matches) return undefined;
      coefficient *= toSI({ value: constant.value, unit: constant.unit }).value;
      constants.push(constant);
    } else if (!hasUnitN) {
      // Plain numbers need the force's unit to be written.
      return undefined;
    }
    terms.push({ coefficient, power });
  }
  return { terms, constants };
}

function evaluate(terms: readonly Term[], x: number): number {
  return terms.reduce((sum, term) => sum + term.coefficient * x ** term.power, 0);
}

function termsLatex(terms: readonly Term[]): string {
  return terms
    .map((term, index) => {
      const size = formatNumberLatex(Math.abs(term.coefficient), 3);
      const variable = term.power === 0 ? "" : term.power === 1 ? "x" : `x^{${term.power}}`;
      const sign = term.coefficient < 0 ? "-" : index === 0 ? "" : "+";
      return `${sign} ${size}${variable ? `\\,${variable}` : ""}`;
    })
    .join(" ")
    .trim();
}

/** A position stated as "x = 2.0 m" (or "x_A = 1.0 m"), in metres. */
function isPosition(quantity: ExtractedQuantity): boolean {
  return (
    /(?:^|[\s(,;:])x(?:_\{?[A-Za-z0-9]\}?)?\s*=\s*$/.test(quantity.beforeRaw) &&
    convertQuantity({ value: 1, unit: quantity.unit }, "m") !== undefined
  );
}

function significantFiguresOf(quantities: readonly ExtractedQuantity[]): number {
  return Math.max(2, Math.min(...quantities.map((quantity) => quantity.significantFigures)));
}

/** Solves a problem about the work of, or a speed under, a force stated as a polynomial in x. */
export function solveVaryingForce(
  text: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const stated = forceExpression(text);
  if (!stated) return undefined;
  const polynomial = polynomialTerms(stated.expression, stated.unit === "N", quantities);
  if (!polynomial) return undefined;
  const { terms, constants } = polynomial;
  const lowerQuestion = question.toLowerCase();
  const positions = quantities.filter(isPosition);
  const others = quantities.filter((quantity) => !isPosition(quantity) && !constants.includes(quantity));
  if (positions.length !== 2) return undefined;
  const [first, second] = positions.map(
    (quantity) => toSI({ value: quantity.value, unit: quantity.unit }).value,
  );
  const asksWork = /\bwork\b/.test(lowerQuestion);
  const asksSpeed = /\b(speed|how fast)\b/.test(lowerQuestion);
  if (asksWork === asksSpeed) return undefined;
  // The question sentence names the position the work ends at or the speed is asked at.
  const secondInQuestion = text.lastIndexOf(question) <= positions[1].start;
  if (!secondInQuestion) return undefined;
  const work = simpsonIntegral((x) => evaluate(terms, x), first, second);
  const figures = significantFiguresOf([...positions, ...constants, ...others]);
  const functionLatex = `F(x) = ${termsLatex(terms)}\\ \\mathrm{N}`;
  const workStep: SolutionStep = {
    principle: `Work of a force that varies with position: the integral of F(x) from x₁ to x₂, computed numerically (Simpson's rule, ${SIMPSON_INTERVALS} intervals)`,
    equation: "W = \\int_{x_1}^{x_2} F(x)\\,dx",
    substitution: `${functionLatex},\\ x_1 = ${formatQuantityLatex(first, "m", figures)},\\ x_2 = ${formatQuantityLatex(second, "m", figures)} \\;\\Rightarrow\\; W = ${formatQuantityLatex(work, "J", figures)}`,
    result: { value: work, unit: "J", symbol: "W" },
  };
  const understood: Understood = {
    quantities: quantities.map((quantity) => ({
      text: quantity.text,
      value: quantity.value,
      unit: quantity.unit,
      ...(isPosition(quantity) ? { variable: "x", variableName: "position" } : {}),
    })),
    assumptions: ["The force acts along x; positions are in metres and the force in newtons."],
  };
  if (asksWork) {
    if (others.length > 0) return undefined;
    return solvedAnswer(
      work,
      "J",
      figures,
      [workStep],
      { ...understood, unknown: { variable: "W", name: "work" } },
      question,
    );
  }
  // The speed at the second position from the mass and the speed at the first.
  const mass = others.filter(
    (quantity) => convertQuantity({ value: 1, unit: quantity.unit }, "kg") !== undefined,
  );
  const speed = others.filter(
    (quantity) => convertQuantity({ value: 1, unit: quantity.unit }, "m/s") !== undefined,
  );
  if (mass.length !== 1 || speed.length !== 1 || others.length !== 2) return undefined;
  if (speed[0].start > positions[1].start) return undefined;
  const m = toSI({ value: mass[0].value, unit: mass[0].unit }).value;
  const v1 = toSI({ value: speed[0].value, unit: speed[0].unit }).value;
  const kinetic = 0.5 * m * v1 ** 2 + work;
  if (!(kinetic >= 0) || m <= 0) return undefined;
  const v2 = Math.sqrt((2 * kinetic) / m);
  const energyStep: SolutionStep = {
    principle: "Work-energy theorem: the force's work changes the kinetic energy",
    equation: "\\tfrac{1}{2} m v_2^2 = \\tfrac{1}{2} m v_1^2 + W",
    substitution: `m = ${formatQuantityLatex(m, "kg", figures)},\\ v_1 = ${formatQuantityLatex(v1, "m/s", figures)},\\ W = ${formatQuantityLatex(work, "J", figures)} \\;\\Rightarrow\\; v_2 = ${formatQuantityLatex(v2, "m/s", figures)}`,
    result: { value: v2, unit: "m/s", symbol: "v_2" },
  };
  return solvedAnswer(
    v2,
    "m/s",
    figures,
    [workStep, energyStep],
    { ...understood, unknown: { variable: "v", name: "speed" } },
    question,
  );
}

function solvedAnswer(
  si: number,
  unit: string,
  figures: number,
  steps: SolutionStep[],
  understood: Understood,
  question: string,
): SolveResult {
  const asked = unitAskedFor(question);
  const converted = (asked && convertQuantity({ value: si, unit }, asked)) || { value: si, unit };
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit: converted.unit },
    si: { value: si, unit },
    significantFigures: figures,
    steps,
    understood,
  };
}
