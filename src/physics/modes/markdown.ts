/**
 * Small markdown and LaTeX builders shared by the tutor modes, so replies look alike.
 */
import type { GeneratedProblem, KnownQuantity, ValueWithUnit } from "../bank/template";
import { formatQuantityLatex } from "../format-number";

/** Display math as one line; callers put it between blank lines so markdown keeps it a block. */
export function displayMath(latex: string): string {
  return `$$${latex}$$`;
}

/** A value with its unit as inline LaTeX, e.g. "$20.0\\ \\mathrm{m/s}$". */
export function inlineQuantity(quantity: ValueWithUnit, significantFigures = 3): string {
  return `$${formatQuantityLatex(quantity.value, quantity.unit, significantFigures)}$`;
}

/** "$v_0 = 20.0\\ \\mathrm{m/s}$": a symbol with its value, as inline LaTeX. */
export function inlineAssignment(symbol: string, quantity: ValueWithUnit, significantFigures = 3): string {
  return `$${symbol} = ${formatQuantityLatex(quantity.value, quantity.unit, significantFigures)}$`;
}

/** Smallest number of significant figures (at least 3) that shows a given value exactly as drawn. */
export function givenFigures(value: number): number {
  for (let figures = 3; figures < 12; figures++) {
    if (Number(value.toPrecision(figures)) === value) return figures;
  }
  return 12;
}

/** A bullet line for a given quantity: "- initial speed: $v_0 = 20\\ \\mathrm{m/s}$". */
export function knownLine(known: KnownQuantity): string {
  return `- ${capitalize(known.name)}: ${inlineAssignment(known.symbol, known, givenFigures(known.value))}`;
}

/** The final answer of a worked problem as inline LaTeX, with the problem's significant figures. */
export function finalAnswerLatex(problem: GeneratedProblem): string {
  return inlineAssignment(problem.unknown.symbol, problem.answer, problem.significantFigures);
}

/** First letter in upper case. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}

/** A bulleted list, one line per item. */
export function bulletList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}
