/**
 * A value in brackets is an aside: the words before the bracket still name the value after it
 * ("the rms speed (v_rms) of argon atoms (molar mass 39.9 g/mol) in the lamp is 620 m/s").
 */
import { describe, expect, it } from "vitest";
import { constant } from "../relations/relation";
import { solved, solvedSI } from "./test-helpers";

const R = constant("Rgas");

describe("a value in brackets between a quantity's name and its value", () => {
  it("leaves the name to the value after the bracket, with words or none between", () => {
    const rms = solved(
      "The typical speed (v_rms) of argon atoms (molar mass is 39.9 g/mol) inside a lamp is measured at 620 m/s. What temperature is the gas at?",
    );
    expect(rms.understood.quantities.map((quantity) => quantity.variable)).toContain("vrmsGas");
    expect(
      solvedSI(
        "The typical speed (v_rms) of argon atoms (molar mass is 39.9 g/mol) inside a lamp is measured at 620 m/s. What temperature is the gas at?",
      ),
    ).toBeCloseTo((0.0399 * 620 ** 2) / (3 * R), 0);
    expect(
      solvedSI("At what temperature is the average speed of neon atoms (M = 20.2 g/mol) 700 m/s?"),
    ).toBeCloseTo((Math.PI * 0.0202 * 700 ** 2) / (8 * R), 0);
  });

  it("keeps a value's own words where the bracket holds no value", () => {
    expect(
      solvedSI("A cart (a toy one) rolls 3.0 m in 1.5 s at a steady speed. What is its speed?"),
    ).toBeCloseTo(2, 6);
  });
});
