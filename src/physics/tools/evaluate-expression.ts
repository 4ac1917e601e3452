/**
 * A calculator with units for the LLM: "3 kg * 9.81 m/s^2" gives 29.43 N. It runs on its own
 * mathjs instance with the functions that could change the instance or parse code disabled,
 * and bounds the input, so text from a model can be evaluated safely.
 */
import { all, create } from "mathjs";
import { normalizeTypography } from "../quantity/parse-number";
import type { Quantity } from "../quantity/quantity";
import { normalizeUnit } from "../quantity/unit-text";
import { addEngineUnits, type Dimension, siUnitFor, unitInfo, zeroDimension } from "../quantity/units";

const MAX_EXPRESSION_LENGTH = 300;

const calculator = create(all);
addEngineUnits(calculator);
// Keep the evaluator, then disable what an expression must not reach (as mathjs's security guide advises).
const limitedEvaluate = calculator.evaluate;
const disabled = (name: string) => () => {
  throw new Error(`Function ${name} is disabled`);
};
calculator.import(
  Object.fromEntries(
    [
      "import",
      "createUnit",
      "evaluate",
      "parse",
      "compile",
      "simplify",
      "derivative",
      "resolve",
      "reviver",
    ].map((name) => [name, disabled(name)]),
  ),
  { override: true },
);

/** The result of evaluating an expression: a quantity in SI (or the unit converted to), or an error. */
export type EvaluationResult = { ok: true; quantity: Quantity } | { ok: false; error: string };

function prepare(expression: string): string {
  return normalizeTypography(expression)
    .replace(/[×·⋅]/g, "*")
    .replace(/[µμ]/g, "u")
    .replace(/kΩ/g, "kohm")
    .replace(/MΩ/g, "Mohm")
    .replace(/Ω/g, "ohm")
    .replace(/°\s*C\b/g, "degC")
    .replace(/°\s*F\b/g, "degF")
    .replace(/°/g, "deg")
    .replace(/Å/g, "angstrom")
    .replace(/√/g, "sqrt");
}

interface MathjsUnitLike {
  toSI(): MathjsUnitLike;
  formatUnits(): string;
  toNumber(unit: string): number;
  toNumeric(): unknown;
  dimensions: number[];
}

function isUnit(value: unknown): value is MathjsUnitLike {
  return typeof value === "object" && value !== null && "formatUnits" in value && "toSI" in value;
}

/** Evaluates arithmetic with units ("3 kg * 9.81 m/s^2", "72 km/h to m/s", "sqrt(2 * 9.8 m/s^2 * 20 m)"). */
export function evaluateExpression(expression: string): EvaluationResult {
  if (typeof expression !== "string" || expression.trim() === "")
    return { ok: false, error: "The expression is empty." };
  if (expression.length > MAX_EXPRESSION_LENGTH) return { ok: false, error: "The expression is too long." };
  let value: unknown;
  try {
    value = limitedEvaluate(prepare(expression));
  } catch (error) {
    return {
      ok: false,
      error: `Could not evaluate: ${error instanceof Error ? error.message : "invalid expression"}`,
    };
  }
  if (typeof value === "number") {
    return Number.isFinite(value)
      ? { ok: true, quantity: { value, unit: "" } }
      : { ok: false, error: "The result is not finite." };
  }
  if (!isUnit(value)) return { ok: false, error: "The result is not a number or a quantity." };
  const written = normalizeUnit(value.formatUnits());
  const keepUnit = / (?:to|in) /.test(expression) && written !== undefined && unitInfo(written) !== undefined;
  if (keepUnit && written !== undefined) {
    const converted = value.toNumber(value.formatUnits());
    return Number.isFinite(converted)
      ? { ok: true, quantity: { value: converted, unit: written } }
      : { ok: false, error: "The result is not finite." };
  }
  const si = value.toSI();
  const siUnits = si.formatUnits();
  const siValue = siUnits === "" ? Number(si.toNumeric()) : si.toNumber(siUnits);
  const info = siUnits === "" ? undefined : unitInfo(normalizeUnit(siUnits) ?? "");
  if (!Number.isFinite(siValue)) return { ok: false, error: "The result is not finite." };
  const dimension: Dimension = info?.dimension ?? zeroDimension();
  return { ok: true, quantity: { value: siValue, unit: siUnitFor(dimension, info?.angleExponent ?? 0) } };
}
