/**
 * Evaluating one side of a line of student work: numbers with units, the usual operators and
 * functions, and honest refusals for symbols and clashing units.
 */
import { describe, expect, it } from "vitest";
import { evaluateSide, normalizeWorkText, siUnitOfDimension } from "./read-expression";

function evaluated(text: string): { value: number; unit: string } {
  const result = evaluateSide(text);
  if (!result.ok) throw new Error(`${text}: ${result.reason}`);
  return { value: result.measured.value, unit: siUnitOfDimension(result.measured.dimension) };
}

describe("evaluateSide", () => {
  it("multiplies and divides quantities with their units", () => {
    expect(evaluated("20 m/s * 3 s")).toEqual({ value: 60, unit: "m" });
    expect(evaluated("60 m / 3 s")).toEqual({ value: 20, unit: "m/s" });
    expect(evaluated("4186 J/(kg·K) × 0.5 kg × 60 K")).toEqual({ value: 125580, unit: "J" });
  });

  it("reads brackets, implicit products, powers, roots and scientific notation", () => {
    expect(evaluated("0.5(2 kg)(3 m/s)^2")).toEqual({ value: 9, unit: "J" });
    expect(evaluated("√(2 × 9.8 m/s² × 20 m)").value).toBeCloseTo(19.799, 3);
    expect(evaluated("2.5 × 10^3 J").value).toBe(2500);
    expect(evaluated("6.0 × 10⁻³ C").value).toBeCloseTo(0.006, 12);
  });

  it("reads an upright unit alone below a fraction's bar as one of that unit", () => {
    const side =
      "\\frac{3.0\\times 10^{22}}{\\text{mol}}\\times\\frac{1\\ \\text{mol}}{12.0\\ \\text{g}}\\times\\frac{1000\\ \\text{g}}{\\text{kg}}";
    expect(evaluated(side)).toEqual({ value: expect.closeTo(2.5e24, -20), unit: "1/kg" });
  });

  it("reads a fraction right after a function as its argument", () => {
    expect(evaluated("10\\log_{10}\\frac{5.0\\times 10^{-6}}{1.0\\times 10^{-12}}").value).toBeCloseTo(
      66.99,
      2,
    );
    expect(evaluated("\\sin\\frac{\\pi}{6}").value).toBeCloseTo(0.5, 9);
  });

  it("reads sized braces as a bracket", () => {
    const side =
      "\\left\\{\\left(3.0\\ \\Omega\\right)^{2}+\\left[\\left(2.0\\ \\text{A}\\right)\\left(2.0\\ \\Omega/\\text{A}\\right)\\right]^{2}\\right\\}^{1/2}";
    expect(evaluated(side).value).toBeCloseTo(5.0, 9);
  });

  it("converts units to SI and treats an x between numbers as a multiplication sign", () => {
    expect(evaluated("72 km/h").value).toBeCloseTo(20, 12);
    expect(evaluated("2 x 3")).toEqual({ value: 6, unit: "" });
  });

  it("reads a bare angle in a sine as degrees and a marked one as given", () => {
    expect(evaluated("sin(30)").value).toBeCloseTo(0.5, 12);
    expect(evaluated("sin(30°)").value).toBeCloseTo(0.5, 12);
    const radians = evaluateSide("sin(0.5236)", { bareAnglesInDegrees: false });
    expect(radians.ok && radians.measured.value).toBeCloseTo(0.5, 4);
  });

  it("reads an angle written with π in radians, however the rest of it is written", () => {
    expect(evaluated("cos(pi/3)").value).toBeCloseTo(0.5, 12);
    expect(evaluated("sin(5 pi/6)").value).toBeCloseTo(0.5, 12);
    expect(evaluated("(10.0 m) cos(pi/3)").value).toBeCloseTo(5, 12);
  });

  it("reads LaTeX's unbreakable space before a unit as a space", () => {
    expect(evaluated("\\left(0.400\\mathrm{~m}\\right)\\left(25.0\\mathrm{~N}\\right)")).toEqual({
      value: 10,
      unit: "J",
    });
    expect(evaluated("3.00~\\text{A}").value).toBeCloseTo(3, 12);
  });

  it("subtracts Celsius temperatures as an interval", () => {
    expect(evaluated("80 °C - 20 °C")).toEqual({ value: 60, unit: "K" });
  });

  it("refuses symbolic sides and reports clashing units", () => {
    expect(evaluateSide("v")).toEqual({ ok: false, reason: "not-numeric" });
    expect(evaluateSide("d / t")).toEqual({ ok: false, reason: "not-numeric" });
    expect(evaluateSide("5 m + 3 m/s")).toMatchObject({ ok: false, reason: "dimension-clash" });
  });

  it("keeps a lone number's digits as written for rounding checks", () => {
    const result = evaluateSide("20.0 m/s");
    expect(result.ok && result.measured.lone).toEqual({ numberText: "20.0", value: 20, unit: "m/s" });
  });

  it("reads LaTeX fractions, roots and powers with braces nested inside their arguments", () => {
    const time = evaluated(String.raw`\frac{2(7.97\ \mathrm{m/s})}{9.81\ \mathrm{m/s^{2}}}`);
    expect(time.unit).toBe("s");
    expect(time.value).toBeCloseTo(1.6249, 4);
    expect(
      evaluated(String.raw`\sqrt{\frac{2(45.0\ \mathrm{m})}{9.81\ \mathrm{m/s^{2}}}}`).value,
    ).toBeCloseTo(3.0289, 4);
    expect(evaluated(String.raw`\dfrac{1}{\tfrac{1}{6.0\ \Omega} + \tfrac{1}{3.0\ \Omega}}`)).toEqual({
      value: 2,
      unit: "ohm",
    });
    expect(evaluated(String.raw`\left(\frac{12\;\text{N}}{3\!\ \text{kg}}\right)^{2}`).value).toBeCloseTo(
      16,
      12,
    );
    expect(evaluated(String.raw`\sqrt[3]{27\ \mathrm{m^{3}}}`).value).toBeCloseTo(3, 12);
    expect(evaluated(String.raw`\ln\frac{350\ \mathrm{K}}{300\ \mathrm{K}}`).value).toBeCloseTo(
      Math.log(350 / 300),
      12,
    );
  });

  it("keeps a power of ten inside its brackets, however many groups follow", () => {
    expect(evaluated("(4.0 × 10^-6)").value).toBeCloseTo(4e-6, 18);
    expect(evaluated("(8.0 × 10^9)(5.0 × 10^-6)(2.0 × 10^-6)/(0.20)^2").value).toBeCloseTo(2.0, 10);
    expect(evaluated("(6.0 × 10^(-3) m)(2.0)").value).toBeCloseTo(0.012, 12);
    expect(
      evaluated(String.raw`\frac{(1.6\times10^{-19})(5.0\times10^{3})}{2.0\times10^{-2}}`).value,
    ).toBeCloseTo(4e-14, 25);
  });

  it("reads a root in any of the ways it is typed", () => {
    for (const root of ["√64", "√(64)", "sqrt(64)", "\\sqrt{64}", "(64)^(1/2)", "64^0.5", "64**0.5"]) {
      expect(evaluated(root).value, root).toBeCloseTo(8, 12);
    }
    expect(evaluated("∛125").value).toBeCloseTo(5, 12);
    expect(evaluated("½ × 4.0 × 3²").value).toBeCloseTo(18, 12);
  });

  it("reads a micro prefix set apart from its unit by LaTeX spacing", () => {
    for (const written of ["22\\,\\mu F", "22\\;\\mu F", "22\\ \\mu F", "22 μ F", "22\\,\\mu\\mathrm{F}"]) {
      expect(evaluated(written), written).toEqual({ value: expect.closeTo(2.2e-5, 15), unit: "F" });
    }
  });

  it("reads a percentage as the pure number it stands for", () => {
    expect(evaluated("35 %")).toEqual({ value: 0.35, unit: "" });
    expect(evaluated("12.5%").value).toBeCloseTo(0.125, 12);
  });
});

describe("notations whose meaning a side alone does not settle", () => {
  it("reads π after a divisor as the operators say, marks it, and reads it joined on request", () => {
    const apart = evaluateSide("9π × 10⁻⁴ / 3π");
    expect(apart.ok && apart.measured.divisorGroupingAmbiguous).toBe(true);
    expect(apart.ok && apart.measured.value).toBeCloseTo(3e-4 * Math.PI ** 2, 12);
    expect(evaluateSide("9π × 10⁻⁴ / 3π", { joinAfterDivisor: true })).toMatchObject({
      ok: true,
      measured: { value: expect.closeTo(3e-4, 12) },
    });
    // A sphere's 4/3π, and a divisor with π and a bracket against it.
    expect(evaluated("(4/3π)(3.0 m)^3").value).toBeCloseTo(36 * Math.PI, 9);
    const joined = evaluateSide("12.0 / 2π(3.00)", { joinAfterDivisor: true });
    expect(joined.ok && joined.measured.value).toBeCloseTo(2 / Math.PI, 12);
  });

  it("reads a unit after a bracketed multiple of π as the unit of the whole value", () => {
    expect(evaluated("5.0(2π) rad/s").value).toBeCloseTo(10 * Math.PI, 12);
    expect(evaluated("1.50\\left(2\\pi\\right)\\ \\text{rad}").value).toBeCloseTo(3 * Math.PI, 12);
  });

  it("takes a zero made by a bare 0 factor in the unit of what it is added to", () => {
    expect(evaluated("(3.0 kg)(2.0 m/s) + (5.0 kg)(0)")).toEqual({ value: 6, unit: "kg*m/s" });
    expect(evaluated("0 × 7.5 m + 2.0 kg × 4.0 m/s^2")).toEqual({ value: 8, unit: "N" });
    // Units that differ still clash where neither term is such a zero.
    expect(evaluateSide("5.0 kg × 1.0 + 2.0 m")).toMatchObject({ ok: false, reason: "dimension-clash" });
  });
});

describe("units as textbooks write them upright", () => {
  const latex = (text: string) => evaluated(normalizeWorkText(text));

  it("reads y as a year and eVs as the electronvolt-second, but not a label y", () => {
    expect(latex("2.0\\ \\text{y}").value).toBeCloseTo(latex("2.0\\ \\text{yr}").value, 6);
    expect(latex("3.0\\ \\text{s/y}").unit).toBe("");
    expect(latex("1.0\\ \\text{eVs}").unit).toBe("kg*m^2/s");
    expect(evaluateSide(normalizeWorkText("v_{\\text{y}}")).ok).toBe(false);
  });
});

describe("notations of coefficients and logarithms in published solutions", () => {
  it("reads a coefficient per degree written with the unit alone after a slash", () => {
    expect(evaluated("(12 × 10^{-6}/°\\text{C})(38\\ °\\text{C} - 5\\ °\\text{C})").value).toBeCloseTo(
      3.96e-4,
      10,
    );
    expect(evaluated("(950 - 35) × 10^{-6}/K × (60.0 L)(20.0 K)").unit).toBe("m^3");
  });

  it("reads the common logarithm written with its base, and a unit after π", () => {
    expect(evaluated("10\\ \\log_{10}2.00").value).toBeCloseTo(3.0103, 4);
    expect(evaluated("1.67\\pi\\ \\text{N}\\cdot\\text{m}")).toEqual({
      value: expect.closeTo(5.2465, 3),
      unit: "J",
    });
  });
});
