/**
 * Steps of algebra between symbols, confirmed by putting numbers for the letters.
 */
import { describe, expect, it } from "vitest";
import { readSymbols, rearranges, sameExpression } from "./check-algebra-step";
import { normalizeWorkText } from "./read-expression";

const side = (latex: string) => {
  const read = readSymbols(normalizeWorkText(latex));
  if (!read) throw new Error(`not read: ${latex}`);
  return read;
};
const equation = (latex: string) => {
  const [left, right] = latex.split("=");
  return { left: side(left), right: side(right) };
};

describe("sameExpression", () => {
  it("knows one expression rewritten, with letters the engine does not know", () => {
    expect(
      sameExpression(
        side("\\frac{\\pi d_{1}^{2}}{\\pi d_{2}^{2}}u_{1}"),
        side("\\frac{d_{1}^{2}u_{1}}{d_{2}^{2}}"),
      ),
    ).toBe(true);
    expect(sameExpression(side("\\frac{m g h}{m}"), side("g h"))).toBe(true);
  });

  it("tells expressions apart that differ by a factor or a power", () => {
    expect(sameExpression(side("\\frac{1}{2}k x^{2}"), side("k x^{2}"))).toBe(false);
    expect(sameExpression(side("\\sqrt{\\frac{2 h}{g}}"), side("\\frac{2h}{g}"))).toBe(false);
  });
});

describe("rearranges", () => {
  it("knows an equation solved for one of its letters", () => {
    expect(
      rearranges(equation("T_{p}=\\frac{2\\pi}{\\Omega}"), equation("\\Omega=\\frac{2\\pi}{T_{p}}")),
    ).toBe(true);
    expect(rearranges(equation("u=\\sqrt{\\frac{2 q U}{M}}"), equation("q U=\\frac{1}{2}M u^{2}"))).toBe(
      true,
    );
  });

  it("does not take a slip in the rearranging for the same equation", () => {
    expect(rearranges(equation("u=\\sqrt{\\frac{q U}{M}}"), equation("q U=\\frac{1}{2}M u^{2}"))).toBe(false);
    expect(
      rearranges(equation("T_{p}=\\frac{\\Omega}{2\\pi}"), equation("\\Omega=\\frac{2\\pi}{T_{p}}")),
    ).toBe(false);
  });
});

describe("readSymbols", () => {
  it("leaves integrals, sums and derivatives alone", () => {
    expect(readSymbols(normalizeWorkText("\\int_{0}^{L} x^{2} dx"))).toBeUndefined();
    expect(readSymbols(normalizeWorkText("\\sum m_{i} x_{i}"))).toBeUndefined();
  });
});
