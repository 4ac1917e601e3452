import katex from "katex";
import { describe, expect, it } from "vitest";
import { inlineMath, MATH_HELPER_GROUPS } from "./math-helper-items";

function group(id: "symbols" | "structures" | "formulas") {
  const found = MATH_HELPER_GROUPS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id} group`);
  return found;
}

describe("Math Helper items", () => {
  it("offers about 30 symbols, the 12 structures and 18 physics formulas", () => {
    expect(group("symbols").items.length).toBeGreaterThanOrEqual(28);
    expect(group("symbols").items.length).toBeLessThanOrEqual(34);
    expect(group("structures").items.map((item) => item.name.toLowerCase())).toEqual([
      "fraction",
      "square root",
      "nth root",
      "exponent",
      "subscript",
      "integral",
      "sum",
      "limit",
      "derivative",
      "partial derivative",
      "vector",
      "matrix",
    ]);
    expect(group("formulas").items).toHaveLength(18);
  });

  it("gives every item a distinct accessible name", () => {
    const names = MATH_HELPER_GROUPS.flatMap((candidate) => candidate.items.map((item) => item.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it("has LaTeX that KaTeX renders without an error", () => {
    for (const candidate of MATH_HELPER_GROUPS) {
      for (const item of candidate.items) {
        expect(() => katex.renderToString(item.latex, { throwOnError: true }), item.name).not.toThrow();
      }
    }
  });

  it("inserts LaTeX between inline math delimiters", () => {
    const alpha = group("symbols").items.find((item) => item.name === "alpha");
    expect(alpha && inlineMath(alpha.latex)).toBe("$\\alpha$");
  });
});
