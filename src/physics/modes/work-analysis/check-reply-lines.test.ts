import { describe, expect, it } from "vitest";
import { checkReplyLines } from "./check-reply-lines";

describe("checking the lines of a model's reply", () => {
  it("catches a slip in a plain-text line and says what it should be", () => {
    const result = checkReplyLines("d = 0.5 × 2.5 m/s² × (8.0 s)² = 90 m\n\n**Final answer:** 90 m");
    expect(result.checked).toHaveLength(1);
    expect(result.failed).toEqual([
      expect.objectContaining({
        lineNumber: 1,
        issue: "arithmetic",
        correction: "0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 90 m",
        expected: { value: expect.closeTo(80, 6), unit: "m" },
      }),
    ]);
  });

  it("accepts the same line when it is right, in plain text, unicode and LaTeX", () => {
    for (const reply of [
      "d = 0.5 * 2.5 m/s^2 * (8.0 s)^2 = 80 m",
      "d = ½ × 2.5 m/s² × (8.0 s)² = 80 m",
      "$$d = \\frac{1}{2}(2.5\\,\\text{m/s}^2)(8.0\\,\\text{s})^2 = 80\\,\\text{m}$$",
    ]) {
      const result = checkReplyLines(reply);
      expect(result.checked, reply).toHaveLength(1);
      expect(result.failed, reply).toEqual([]);
    }
  });

  it("reads an aligned LaTeX block as one chain and marks the rows it spans", () => {
    const reply = [
      "Step 1: the distance.",
      "$$",
      "\\begin{aligned}",
      "d &= \\tfrac{1}{2} a t^2 \\\\",
      "&= 0.5 \\times 2.5\\ \\mathrm{m/s^2} \\times (8.0\\ \\mathrm{s})^2 \\\\",
      "&= 90\\ \\mathrm{m}",
      "\\end{aligned}",
      "$$",
    ].join("\n");
    const [failed] = checkReplyLines(reply).failed;
    expect(failed).toMatchObject({ lineNumber: 2, endLineNumber: 8, issue: "arithmetic" });
    expect(failed.correction).toContain("is 80 m, not 90 m");
  });

  it("reads inline math apart from the words around it", () => {
    const reply =
      "From rest, $d = 0.5 \\times 2.5\\ \\mathrm{m/s^2} \\times (8.0\\ \\mathrm{s})^2 = 90\\ \\mathrm{m}$. How long would 160 m take?";
    expect(checkReplyLines(reply).failed[0]?.correction).toBe("0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 90 m");
  });

  it("catches a wrong unit conversion and a dropped power of ten", () => {
    expect(checkReplyLines("v = 72 km/h = 25 m/s").failed[0].correction).toBe(
      "72 km/h is 20 m/s, not 25 m/s",
    );
    const photon = checkReplyLines(
      "E = hc/λ = (6.626 × 10⁻³⁴ J·s)(3.00 × 10⁸ m/s)/(500 × 10⁻⁹ m) = 3.98 × 10⁻¹⁸ J",
    );
    expect(photon.failed[0].correction).toContain("is 3.98 × 10⁻¹⁹ J, not 3.98 × 10⁻¹⁸ J");
  });

  it("catches a relation whose sides have different units", () => {
    const [failed] = checkReplyLines("KE = m v = (2.0 kg)(3.0 m/s) = 6.0 J").failed;
    expect(failed).toMatchObject({ issue: "units" });
    expect(failed.message).toMatch(/units do not match/);
  });

  it("reads a formula's symbols glued to their coefficients as symbols, not units", () => {
    // "2L/3g" is a length over the acceleration of free fall, not litres over grams.
    const result = checkReplyLines("For a rod pivoted at one end, T = 2π√(2L/3g) ≈ 1.64 s");
    expect(result.failed).toEqual([]);
    // A real units slip with a spaced unit is still caught.
    const slip = checkReplyLines("F = 2 kg × 3 m/s = 6 N");
    expect(slip.failed).toEqual([expect.objectContaining({ issue: "units" })]);
  });

  it("leaves prose, givens and final-answer lines alone", () => {
    const result = checkReplyLines(
      "A car accelerates from rest.\n\n- Given: $a = 2.5\\ \\mathrm{m/s^2}$, $t = 8.0$ s\n\n**Final answer:** 80 m",
    );
    expect(result.checked).toEqual([]);
  });

  it("lets a result written with ≈ be rounded loosely, but holds = to the digits written", () => {
    expect(checkReplyLines("h = 0.5 × 9.8 m/s² × (2.0 s)² ≈ 20 m").failed).toEqual([]);
    expect(checkReplyLines("h = 0.5 × 9.8 m/s² × (2.0 s)² = 19.6 m").failed).toEqual([]);
    expect(checkReplyLines("h = 0.5 × 9.8 m/s² × (2 s)² = 18 m").failed).toHaveLength(1);
  });

  it("lists the calculations it could not read, and not the values a line only states", () => {
    const result = checkReplyLines(
      [
        "d = 2.0 m/s × 3.0 s = 6.0 m",
        "P = \\Gamma(4.5) × 2.0 W = 23.3 W",
        "t = 12 blorps / 4.0 = 3.0 blorps",
        "v = 20 m/s, c = 3.0 × 10^8 m/s and k = 2.0 × 10⁻⁷ T·m/A",
      ].join("\n"),
    );
    expect(result.checked).toHaveLength(1);
    expect(result.unread.map((line) => line.lineNumber)).toEqual([2, 3]);
  });
});
