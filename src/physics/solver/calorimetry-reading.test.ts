import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

const WATER = 4186;

describe("a body put into water until the two share a temperature", () => {
  it("finds the shared temperature from both bodies' masses, specific heats and starting temperatures", () => {
    const solution = solved(
      "A 250-g brass weight at 100 °C is lowered into 400 g of water at 18.0 °C. The specific heat of brass is 380 J/(kg·K) and that of water is 4186 J/(kg·K). What temperature do they reach together?",
    );
    const expected = (0.25 * 380 * 100 + 0.4 * WATER * 18) / (0.25 * 380 + 0.4 * WATER);
    expect(solution.si.value).toBeCloseTo(expected + 273.15, 6);
    expect(solution.answer.unit).toBe("degC");
    expect(solution.steps[0].principle).toContain("Heat lost by the hotter body");
  });

  it("takes water's specific heat when the text gives only the metal's", () => {
    const solution = solved(
      "A 0.30 kg copper block at 150 °C is placed in 0.60 kg of water at 25 °C. Copper's specific heat is 385 J/(kg K). Find the equilibrium temperature.",
    );
    expect(solution.si.value - 273.15).toBeCloseTo(
      (0.3 * 385 * 150 + 0.6 * WATER * 25) / (0.3 * 385 + 0.6 * WATER),
      6,
    );
    expect(solution.understood.assumptions.join(" ")).toContain("4186");
  });

  it("finds the mass of water that cools a bar to a stated temperature", () => {
    const solution = solved(
      "How many kilograms of water at 15 °C are needed to cool a 0.40 kg iron bar from 300 °C to 40 °C? The specific heat of iron is 450 J/(kg·K).",
    );
    expect(solution.si.value).toBeCloseTo((0.4 * 450 * 260) / (WATER * 25), 6);
  });

  it("finds the mass of a metal that brings the water to a stated temperature", () => {
    const solution = solved(
      "What mass of copper at 200 °C must be dropped into 0.80 kg of water at 20 °C to bring the water to 30 °C? The specific heat of copper is 385 J/(kg·K).",
    );
    expect(solution.si.value).toBeCloseTo((0.8 * WATER * 10) / (385 * 170), 6);
  });

  it("finds the metal's specific heat from the temperature the two settle at", () => {
    const solution = solved(
      "A 120 g lead pellet at 90 °C is dropped into 200 g of water at 20 °C and the final temperature is 21.3 °C. What is the specific heat of lead?",
    );
    expect(solution.si.value).toBeCloseTo((0.2 * WATER * 1.3) / (0.12 * 68.7), 4);
  });

  it("reads the temperature the water warms to as the shared final one", () => {
    const solution = solved(
      "A 300 g sample of an unknown alloy at 150 °C goes into 600 g of water at 15 °C, and the water warms to 22 °C. What is the alloy's specific heat?",
    );
    expect(solution.si.value).toBeCloseTo((0.6 * WATER * 7) / (0.3 * 128), 4);
  });

  it("refuses when the data do not decide the answer: the metal's specific heat is not given", () => {
    expect(
      refused(
        "A 0.40 kg nickel bar at 200 °C is dropped into 1.0 kg of water at 20 °C. What is the final temperature of the water?",
      ),
    ).toBe(true);
  });

  it("refuses questions about a heat, a change of temperature or a starting temperature", () => {
    const setting =
      "A 0.20 kg steel ball at 90 °C is dropped into 0.30 kg of water at 20 °C, and the water warms to 25 °C. The specific heat of steel is 450 J/(kg·K).";
    for (const question of [
      "How much heat does the water absorb?",
      "What is the temperature change of the ball?",
      "What was the initial temperature of the ball?",
    ])
      expect(refused(`${setting} ${question}`)).toBe(true);
  });

  it("refuses a container that takes heat, a change of phase and a final temperature outside the two", () => {
    for (const text of [
      "A 0.20 kg steel ball at 90 °C is dropped into 0.30 kg of water at 20 °C held in a 0.10 kg copper cup. The specific heat of steel is 450 J/(kg·K). What is the final temperature?",
      "A 0.20 kg steel ball at 90 °C is dropped into 0.30 kg of water with ice at 0 °C. The specific heat of steel is 450 J/(kg·K). What is the final temperature?",
      "A 0.20 kg steel ball at 90 °C is dropped into water at 20 °C and the final temperature is 95 °C. How much water is there?",
    ]) {
      expect(() => solveText(text)).not.toThrow();
      expect(solveText(text).status).toBe("cannot-solve");
    }
  });
});
