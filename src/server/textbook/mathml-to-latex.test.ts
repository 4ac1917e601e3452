import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import katex from "katex";
import { describe, expect, it } from "vitest";
import { mathmlToLatex } from "./mathml-to-latex";
import { fixtureRepositories } from "./openstax-fixtures.test-helpers";
import { descendants, parseXml } from "./xml";

function latexOf(mathml: string): string {
  return mathmlToLatex(parseXml(`<m:math xmlns:m="http://www.w3.org/1998/Math/MathML">${mathml}</m:math>`));
}

describe("MathML to LaTeX", () => {
  it.each([
    ["a fraction", "<m:mfrac><m:mi>d</m:mi><m:mi>t</m:mi></m:mfrac>", "\\frac{d}{t}"],
    [
      "a power of ten with a minus sign",
      "<m:msup><m:mn>10</m:mn><m:mrow><m:mo>−</m:mo><m:mn>3</m:mn></m:mrow></m:msup>",
      "10^{-3}",
    ],
    ["a subscripted Greek letter", "<m:msub><m:mi>ω</m:mi><m:mn>0</m:mn></m:msub>", "\\omega_{0}"],
    ["a vector arrow", '<m:mover accent="true"><m:mi>v</m:mi><m:mo>→</m:mo></m:mover>', "\\vec{v}"],
    ["a square root", "<m:msqrt><m:mn>2</m:mn><m:mi>g</m:mi><m:mi>h</m:mi></m:msqrt>", "\\sqrt{2gh}"],
    ["a function name", "<m:mi>sin</m:mi><m:mi>θ</m:mi>", "\\sin\\theta"],
    [
      "a times sign between numbers",
      "<m:mn>1.5</m:mn><m:mo>×</m:mo><m:msup><m:mn>10</m:mn><m:mn>8</m:mn></m:msup>",
      "1.5\\times 10^{8}",
    ],
    [
      "a sum with limits",
      "<m:munderover><m:mo>∑</m:mo><m:mrow><m:mi>n</m:mi><m:mo>=</m:mo><m:mn>0</m:mn></m:mrow><m:mi>∞</m:mi></m:munderover>",
      "\\sum_{n=0}^{\\infty}",
    ],
    [
      "units as upright text",
      '<m:mn>9.8</m:mn><m:mspace width="0.2em"/><m:mtext>m/s</m:mtext>',
      "9.8\\ \\text{m/s}",
    ],
  ])("converts %s", (_, mathml, latex) => {
    expect(latexOf(mathml)).toBe(latex);
  });

  it("joins the split numbers of legacy markup and keeps units as text", () => {
    expect(
      latexOf(
        "<m:mn>1</m:mn><m:mtext>.</m:mtext><m:mi/><m:mtext>0 m/s</m:mtext><m:mo>=</m:mo><m:mn>3</m:mn><m:mtext>.</m:mtext><m:mtext>6 km/h</m:mtext>",
      ),
    ).toBe("1.0\\text{ m/s}=3.6\\text{ km/h}");
  });

  it.each([
    ["a percent sign inside a number, which would start a comment", "<m:mn>2%</m:mn>", "2\\%"],
    ["an en dash written as a minus sign", "<m:mn>5</m:mn><m:mo>–</m:mo><m:mn>3</m:mn>", "5-3"],
    ["theta written as a barred O", "<m:mi>r</m:mi><m:mo>Ɵ</m:mo>", "r\\theta"],
    ["degrees written as the ordinal sign", "<m:mn>3.0º</m:mn><m:mtext>C</m:mtext>", "3.0^{\\circ}\\text{C}"],
    ["the midline ellipsis", "<m:mn>2</m:mn><m:mo>,</m:mo><m:mo>⋯</m:mo>", "2,\\cdots"],
    ["an underline bar", "<m:munder><m:mi>x</m:mi><m:mo>_</m:mo></m:munder>", "\\underline{x}"],
  ])("writes %s as LaTeX that KaTeX strict mode accepts", (_, mathml, latex) => {
    const converted = latexOf(mathml);
    expect(converted).toBe(latex);
    expect(() => katex.renderToString(converted, { throwOnError: true, strict: "error" })).not.toThrow();
  });

  it.each([
    ["a function name written as text", "<m:mtext>log</m:mtext><m:mi>x</m:mi>", "\\log x"],
    ["a thousands separator", "<m:mn>5,000</m:mn><m:mtext>m</m:mtext>", "5{,}000\\text{m}"],
    [
      "a space between a number and its unit",
      '<m:mn>5</m:mn><m:mspace width="0.2em"/><m:mtext>kg</m:mtext>',
      "5\\ \\text{kg}",
    ],
    ["words that merely contain a function name", "<m:mtext>using logs</m:mtext>", "\\text{using logs}"],
  ])("renders %s as the book shows it", (_, mathml, latex) => {
    expect(latexOf(mathml)).toBe(latex);
  });

  it("reads MathML in the default namespace as well as with a prefix", () => {
    const math = parseXml(
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><mfrac><mi>a</mi><mi>b</mi></mfrac></math>',
    );
    expect(mathmlToLatex(math)).toBe("\\frac{a}{b}");
  });

  it("keeps the text of a formula the library cannot convert, escaped for LaTeX", () => {
    // A fraction needs two parts; the library refuses one with a single part.
    expect(latexOf("<m:mfrac><m:mi>x_%</m:mi></m:mfrac>")).toBe("\\text{x\\_\\%}");
  });

  it("never stacks two superscripts on one base", () => {
    const latex = latexOf("<m:msup><m:msup><m:mi>x</m:mi><m:mo>′</m:mo></m:msup><m:mn>2</m:mn></m:msup>");
    expect(latex).toBe("\\left(x^{'}\\right)^{2}");
    expect(() => katex.renderToString(latex, { throwOnError: true })).not.toThrow();
  });

  it("escapes characters that mean something in LaTeX inside text", () => {
    const latex = latexOf("<m:mtext>save 50% &amp; $5</m:mtext>");
    expect(latex).toBe("\\text{save 50}\\%\\ \\&\\ \\$5");
    expect(() => katex.renderToString(latex, { throwOnError: true, strict: "error" })).not.toThrow();
  });

  it("gives LaTeX that KaTeX parses in strict mode for every formula of the fixture books", () => {
    let formulas = 0;
    const failures: string[] = [];
    for (const repository of fixtureRepositories()) {
      const modulesFolder = path.join(repository.folder, "modules");
      for (const moduleId of readdirSync(modulesFolder)) {
        const document = parseXml(readFileSync(path.join(modulesFolder, moduleId, "index.cnxml"), "utf8"));
        for (const math of descendants(document, (element) => element.localName === "math")) {
          formulas += 1;
          const latex = mathmlToLatex(math);
          try {
            katex.renderToString(latex, { throwOnError: true, strict: "error" });
          } catch (error) {
            failures.push(`${moduleId}: ${latex} (${String(error)})`);
          }
        }
      }
    }
    expect(formulas).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });
});
