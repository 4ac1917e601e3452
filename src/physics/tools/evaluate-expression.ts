/**
 * A calculator with units for the LLM: "3 kg * 9.81 m/s^2" gives 29.43 N. It runs on its own
 * mathjs instance with the functions that could change the instance or parse code disabled,
 * and evaluates only an allow-listed tree of bounded size (numbers, units, arithmetic, powers,
 * roots, trigonometry and logarithms), so text from a model can neither reach code nor build a
 * matrix that exhausts memory.
 */
import { all, create } from "mathjs";
import { normalizeTypography } from "../quantity/parse-number";
import type { Quantity } from "../quantity/quantity";
import { normalizeUnit } from "../quantity/unit-text";
import { addEngineUnits, type Dimension, siUnitFor, unitInfo, zeroDimension } from "../quantity/units";

const MAX_EXPRESSION_LENGTH = 300;
/** Most nodes an expression tree may have: a worked line of physics needs far fewer. */
const MAX_EXPRESSION_NODES = 120;

const calculator = create(all);
addEngineUnits(calculator);
// mathjs parses "ln" as an unknown symbol; it is the natural log students and models write.
calculator.import({ ln: (value: number) => Math.log(value) }, { override: true });

// Keep the parser, then disable what an expression must not reach (as mathjs's security guide advises).
const limitedParse = calculator.parse;
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

/** Functions a calculation may call: roots, powers, trigonometry, logarithms and rounding of scalars. */
const ALLOWED_FUNCTIONS = new Set([
  ..."sqrt cbrt nthRoot pow exp abs sign hypot log log10 log2 log1p ln".split(" "),
  ..."sin cos tan sec csc cot asin acos atan atan2 sinh cosh tanh asinh acosh atanh".split(" "),
  ..."round floor ceil fix".split(" "),
]);
/** Operators a calculation may use: arithmetic, powers and unit conversion. */
const ALLOWED_OPERATORS = new Set([
  "add",
  "subtract",
  "multiply",
  "divide",
  "dotMultiply",
  "dotDivide",
  "pow",
  "dotPow",
  "mod",
  "unaryMinus",
  "unaryPlus",
  "to",
]);
const ALLOWED_CONSTANTS = new Set(["pi", "e", "tau", "PI", "E"]);

interface ExpressionNode {
  type: string;
  name?: string;
  fn?: string | ExpressionNode;
  value?: unknown;
  args?: ExpressionNode[];
  content?: ExpressionNode;
  compile(): { evaluate(): unknown };
}

/** Why a node of the tree may not be evaluated, or undefined when the whole tree is allowed. */
function refusal(root: ExpressionNode): string | undefined {
  let count = 0;
  const pending: ExpressionNode[] = [root];
  while (pending.length > 0) {
    const node = pending.pop() as ExpressionNode;
    count += 1;
    if (count > MAX_EXPRESSION_NODES) return "The expression has too many parts.";
    switch (node.type) {
      case "ConstantNode":
        if (typeof node.value !== "number")
          return "Text is not allowed in a calculation: only numbers and units.";
        break;
      case "SymbolNode": {
        const name = node.name ?? "";
        if (!ALLOWED_CONSTANTS.has(name) && !calculator.Unit.isValuelessUnit(name))
          return `The name ${name} is not allowed in a calculation.`;
        break;
      }
      case "ParenthesisNode":
        if (node.content) pending.push(node.content);
        break;
      case "OperatorNode":
        if (typeof node.fn !== "string" || !ALLOWED_OPERATORS.has(node.fn))
          return `The operator ${typeof node.fn === "string" ? node.fn : "used"} is not allowed in a calculation.`;
        pending.push(...(node.args ?? []));
        break;
      case "FunctionNode": {
        const callee = typeof node.fn === "object" ? node.fn : undefined;
        const name = callee?.type === "SymbolNode" ? (callee.name ?? "") : "";
        if (!ALLOWED_FUNCTIONS.has(name))
          return `The function ${name || "called"} is not allowed in a calculation.`;
        pending.push(...(node.args ?? []));
        break;
      }
      default:
        return `${describeNode(node.type)} is not allowed in a calculation.`;
    }
  }
  return undefined;
}

function describeNode(type: string): string {
  const names: Record<string, string> = {
    ArrayNode: "A matrix",
    AssignmentNode: "An assignment",
    FunctionAssignmentNode: "A function definition",
    AccessorNode: "A property or index",
    IndexNode: "An index",
    ObjectNode: "An object",
    RangeNode: "A range",
    ConditionalNode: "A condition",
    BlockNode: "More than one expression",
    RelationalNode: "A comparison",
  };
  return names[type] ?? "This kind of expression";
}

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
    const tree = limitedParse(prepare(expression)) as unknown as ExpressionNode;
    const refused = refusal(tree);
    if (refused) return { ok: false, error: refused };
    value = tree.compile().evaluate();
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
