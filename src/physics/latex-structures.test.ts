/**
 * One reader of LaTeX structure: a problem statement's plain text and a line of work read the same
 * nested fractions and roots, to any depth.
 */
import { describe, expect, it } from "vitest";
import { evaluateSide, normalizeWorkText } from "./modes/work-analysis/read-expression";
import { latexToPlainText } from "./solver/latex-text";

function numberOf(text: string): number {
  const evaluation = evaluateSide(normalizeWorkText(text));
  if (!evaluation.ok) throw new Error(`could not evaluate ${text}`);
  return evaluation.measured.value;
}

describe("LaTeX structure, read by the solver and by Work Analysis", () => {
  it.each([
    ["$\\sqrt{2 \\times 9.8 \\times 20}$", Math.sqrt(2 * 9.8 * 20)],
    ["$\\frac{\\frac{3}{4}}{2}$", 0.375],
    ["$\\sqrt{\\frac{2 \\times 45}{9.8}}$", Math.sqrt(90 / 9.8)],
    ["$\\frac{1}{\\frac{1}{6} + \\frac{1}{3}}$", 2],
    ["$\\sqrt[3]{\\frac{54}{2}}$", 3],
  ])("%s reads as the same number in a statement and in work", (latex, expected) => {
    expect(numberOf(latex)).toBeCloseTo(expected, 10);
    expect(numberOf(latexToPlainText(latex))).toBeCloseTo(expected, 10);
  });

  it("writes a statement's root and nested fraction as a student would type them", () => {
    expect(latexToPlainText("$v = \\sqrt{2 g h}$")).toBe("v = sqrt(2 g h)");
    expect(latexToPlainText("$R = \\frac{1}{\\frac{1}{R_1} + \\frac{1}{R_2}}$")).toBe(
      "R = 1/(1/R_1 + 1/R_2)",
    );
  });
});
