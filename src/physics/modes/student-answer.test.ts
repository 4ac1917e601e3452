/**
 * Reading a student's short answer and judging it against an expected quantity.
 */
import { describe, expect, it } from "vitest";
import { judgeQuantity, readStudentAnswer } from "./student-answer";

describe("readStudentAnswer", () => {
  it("reads a number with its unit in the forms students type", () => {
    expect(readStudentAnswer("20 m/s")).toMatchObject({ kind: "quantity", value: 20, unit: "m/s" });
    expect(readStudentAnswer("v = 72 km/h")).toMatchObject({ value: 72, unit: "km/h" });
    expect(readStudentAnswer("I got 2.5 × 10^3 J")).toMatchObject({ value: 2500, unit: "J" });
    expect(readStudentAnswer("$v = 20\\ \\mathrm{m/s}$")).toMatchObject({ value: 20, unit: "m/s" });
    expect(readStudentAnswer("20 meters per second")).toMatchObject({ value: 20, unit: "m/s" });
    expect(readStudentAnswer("-9.8 m/s²")).toMatchObject({ value: -9.8, unit: "m/s^2" });
  });

  it("tells a bare number, a request for help, and unusable text apart", () => {
    expect(readStudentAnswer("20")).toMatchObject({ kind: "quantity", value: 20, unit: undefined });
    expect(readStudentAnswer("hint please")).toEqual({ kind: "help" });
    expect(readStudentAnswer("I don't know")).toEqual({ kind: "help" });
    expect(readStudentAnswer("   ")).toEqual({ kind: "unreadable", reason: "empty" });
    expect(readStudentAnswer("blue")).toEqual({ kind: "unreadable", reason: "no-number" });
    expect(readStudentAnswer("20mps")).toEqual({
      kind: "unreadable",
      reason: "unknown-unit",
      unitText: "mps",
    });
  });
});

describe("judgeQuantity", () => {
  const speed = { value: 20, unit: "m/s" };

  it("accepts equivalent units and rejects other values", () => {
    expect(judgeQuantity({ value: 72, unit: "km/h" }, speed, 0.02)).toEqual({ verdict: "right" });
    expect(judgeQuantity({ value: 25, unit: "m/s" }, speed, 0.02)).toEqual({ verdict: "wrong" });
    expect(judgeQuantity({ value: 20, unit: "m" }, speed, 0.02)).toEqual({
      verdict: "wrong-dimension",
      givenUnit: "m",
    });
  });

  it("asks for the unit of a bare number unless the quantity is a pure number", () => {
    expect(judgeQuantity({ value: 20, unit: undefined }, speed, 0.02)).toEqual({
      verdict: "missing-unit",
      rightInExpectedUnit: true,
    });
    expect(judgeQuantity({ value: 1.5, unit: undefined }, { value: 1.5, unit: "" }, 0.02)).toEqual({
      verdict: "right",
    });
  });

  it("accepts a temperature change in degrees Celsius for one in kelvin", () => {
    expect(judgeQuantity({ value: 60, unit: "degC" }, { value: 60, unit: "K" }, 0.02)).toEqual({
      verdict: "right",
    });
  });
});
