import { describe, expect, it } from "vitest";
import { confirmFinalAnswer } from "./confirm-final-answer";
import { checkFinalAnswer, convertUnits, evaluateExpression, lookupConstant, solveProblem } from "./tools";

describe("evaluateExpression", () => {
  it("computes with units and names the SI result", () => {
    expect(evaluateExpression("3 kg * 9.81 m/s^2")).toEqual({
      ok: true,
      quantity: { value: expect.closeTo(29.43, 10), unit: "N" },
    });
    expect(evaluateExpression("1/2 * 2 kg * (3 m/s)^2")).toEqual({
      ok: true,
      quantity: { value: expect.closeTo(9, 10), unit: "J" },
    });
    expect(evaluateExpression("5 kΩ × 2 mA")).toEqual({
      ok: true,
      quantity: { value: expect.closeTo(10, 10), unit: "V" },
    });
    expect(evaluateExpression("2 + 3")).toEqual({ ok: true, quantity: { value: 5, unit: "" } });
  });

  it("keeps the unit converted to", () => {
    expect(evaluateExpression("72 km/h to m/s")).toEqual({
      ok: true,
      quantity: { value: expect.closeTo(20, 10), unit: "m/s" },
    });
  });

  it("refuses functions that could reach the evaluator, and bad expressions", () => {
    for (const expression of ["import({}, {})", "evaluate('1+1')", "createUnit('furlong')", "parse('x')"]) {
      const result = evaluateExpression(expression);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toContain("not allowed");
    }
    for (const expression of ["", "x + 1", "1 m + 1 s", "(", "9".repeat(400)]) {
      expect(evaluateExpression(expression).ok).toBe(false);
    }
  });

  it("refuses a matrix that would exhaust memory, with a clear error and at once", () => {
    const started = performance.now();
    const result = evaluateExpression("ones(100000,100000)");
    expect(performance.now() - started).toBeLessThan(50);
    expect(result).toEqual({ ok: false, error: "The function ones is not allowed in a calculation." });
  });

  it("evaluates only numbers, units, arithmetic, powers, roots, trigonometry and logarithms", () => {
    for (const expression of [
      "sqrt(2 * 9.8 m/s^2 * 20 m)",
      "cbrt(27) + nthRoot(16, 4)",
      "sin(30 deg) + cos(pi / 3) + tan(0.5) + atan2(1, 2) + asin(0.5)",
      "log(100, 10) + log10(1000) + ln(e) + exp(1) + abs(-2)",
      "-(2^10) mod 7",
      "6.02e23 * 1.6e-19 C",
    ]) {
      expect(evaluateExpression(expression), expression).toMatchObject({ ok: true });
    }
    for (const expression of [
      "zeros(3000, 3000)",
      "[1, 2, 3]",
      "f(x) = x",
      "a = 3",
      "1:1000000",
      "{a: 1}",
      '"text"',
      "x ? 1 : 2",
      "factorial(170)",
      "170!",
      "range(1, 1e9)",
      "cos.name",
      "1; 2",
    ]) {
      const result = evaluateExpression(expression);
      expect(result.ok, expression).toBe(false);
      if (!result.ok) expect(result.error, expression).toMatch(/not allowed/);
    }
  });

  it("bounds the size of the expression tree", () => {
    const result = evaluateExpression(Array.from({ length: 140 }, () => "1").join("+"));
    expect(result).toEqual({ ok: false, error: "The expression has too many parts." });
  });
});

describe("convertUnits", () => {
  it("converts between units written as people write them", () => {
    expect(convertUnits(72, "km/h", "m/s")).toEqual({
      ok: true,
      quantity: { value: expect.closeTo(20, 10), unit: "m/s" },
    });
    expect(convertUnits(25, "°C", "K")).toEqual({
      ok: true,
      quantity: { value: expect.closeTo(298.15, 10), unit: "K" },
    });
    expect(convertUnits(10, "°C", "K", { temperatureDifference: true })).toEqual({
      ok: true,
      quantity: { value: expect.closeTo(10, 10), unit: "K" },
    });
  });

  it("explains unknown units and different dimensions", () => {
    expect(convertUnits(1, "furlong", "m")).toEqual({ ok: false, error: 'Unknown unit "furlong".' });
    expect(convertUnits(1, "m", "s").ok).toBe(false);
    expect(convertUnits(Number.NaN, "m", "cm").ok).toBe(false);
  });
});

describe("lookupConstant and solveProblem", () => {
  it("finds constants loosely", () => {
    expect(lookupConstant("speed of light")).toMatchObject({ ok: true, value: 299792458, unit: "m/s" });
    expect(lookupConstant("nothing like this").ok).toBe(false);
  });

  it("solves a problem in words", () => {
    const result = solveProblem("What is the momentum of a 2.0 kg ball moving at 3.0 m/s?");
    expect(result.status === "solved" && result.si).toEqual({ value: 6, unit: "kg*m/s" });
  });
});

describe("checkFinalAnswer", () => {
  const problem = "A car moving at 72 km/h brakes and comes to a stop in 4.0 s. What is its acceleration?";

  it("verifies an answer within 2 % in equivalent units", () => {
    expect(checkFinalAnswer(problem, { value: -5, unit: "m/s^2" }).status).toBe("verified");
    expect(checkFinalAnswer(problem, { value: -4.95, unit: "m/s²" }).status).toBe("verified");
    expect(checkFinalAnswer(problem, { value: -500, unit: "cm/s^2" }).status).toBe("verified");
  });

  it("reports a disagreement with the engine's answer", () => {
    const check = checkFinalAnswer(problem, { value: -18, unit: "m/s^2" });
    expect(check.status).toBe("disagrees");
    expect(check.engineAnswer).toEqual({ value: -5, unit: "m/s^2" });
    expect(checkFinalAnswer(problem, { value: -5, unit: "m/s" }).status).toBe("disagrees");
  });

  it("compares temperature changes without the offset", () => {
    const heating = "2.0 kg of water absorbs 83720 J of heat. By how much does its temperature rise?";
    expect(checkFinalAnswer(heating, { value: 10, unit: "°C" }).status).toBe("verified");
  });

  it("does not check what the engine cannot solve", () => {
    expect(checkFinalAnswer("Explain why the sky is blue.", { value: 1, unit: "m" }).status).toBe(
      "not-checked",
    );
    expect(checkFinalAnswer(problem, { value: -5, unit: "furlongs" }).status).toBe("not-checked");
  });
});

describe("confirming a reply's final answer with the engine's own solution", () => {
  const problem =
    "A 0.400-H inductor carries a steady current of 2.50 A. How much energy is stored in its magnetic field?";

  it("confirms an answer as close as its digits claim, and not one 1.6 % off though within 2 %", () => {
    expect(confirmFinalAnswer(problem, { value: 1.25, unit: "J" }).finalAnswer).toBe("confirmed");
    expect(confirmFinalAnswer(problem, { value: 1.26, unit: "J" }).finalAnswer).toBe("confirmed");
    const off = confirmFinalAnswer(problem, { value: 1.23, unit: "J" });
    expect(off.finalAnswer).toBe("unconfirmed");
    expect(off.engineAnswer).toMatchObject({ unit: "J" });
  });
});
