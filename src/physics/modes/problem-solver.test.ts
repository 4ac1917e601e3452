/**
 * Problem Solver, as a student reads it: worked solutions for bank and free-form problems,
 * misconceptions only when asked for, and a plain refusal rather than a guess.
 */
import { describe, expect, it } from "vitest";
import { brakingProblem } from "./braking-problem.fixture";
import { solveProblemReply } from "./problem-solver";

describe("Problem Solver", () => {
  it("writes the bank problem's worked solution: givens, steps in display math, bold final answer, concepts", () => {
    const result = solveProblemReply({
      problem: brakingProblem.statement,
      level: "algebra",
      bankProblem: brakingProblem,
    });
    expect(result.status).toBe("solved");
    expect(result.answer).toEqual({ value: 40, unit: "m" });
    expect(result.reply).toContain("- Initial speed: $v_0 = 72.0\\ \\mathrm{km}/\\mathrm{h}$");
    expect(result.reply).toContain("Braking distance, $d$");
    expect(result.reply).toContain("**Step 2.** Uniform deceleration");
    expect(result.reply).toMatch(/\n\$\$a = \\frac\{v_0\}\{t\}\$\$\n/);
    expect(result.reply).toContain("**$d = 40\\ \\mathrm{m}$** (to 2 significant figures)");
    expect(result.reply).toContain("### Key concepts");
    expect(result.reply).toContain("### Real-world connection");
  });

  it("lists common mistakes only when misconceptions are switched on", () => {
    const request = {
      problem: brakingProblem.statement,
      level: "algebra" as const,
      bankProblem: brakingProblem,
    };
    const withMistakes = solveProblemReply({ ...request, perFeatures: { showMisconceptions: true } });
    const without = solveProblemReply({ ...request, perFeatures: { showMisconceptions: false } });
    expect(withMistakes.reply).toContain("### Common mistakes");
    expect(withMistakes.reply).toContain("**Multiplied the initial speed by the time.**");
    expect(without.reply).not.toContain("Common mistakes");
    expect(without.reply).not.toContain("Multiplied the initial speed by the time");
  });

  describe("common mistakes of a typed problem, from the relations its solution used", () => {
    const solveTyped = (problem: string) =>
      solveProblemReply({ problem, level: "algebra", perFeatures: { showMisconceptions: true } });
    const mistakesOf = (reply: string) => /### Common mistakes\n\n([^#]*)/.exec(reply)?.[1] ?? "";

    it("names a speed left in km/h, with the wrong distance it gives", () => {
      const result = solveTyped("A car accelerates from rest to 72 km/h in 8.0 s. How far does it travel?");
      expect(result.answer).toEqual({ value: 80, unit: "m" });
      const mistakes = mistakesOf(result.reply);
      expect(mistakes).toContain("**Used the speed in km/h as if it were in m/s.**");
      // (0 + 72)/2 × 8.0 = 288, read as metres.
      expect(mistakes).toContain("$288\\ \\mathrm{m}$ instead of $80\\ \\mathrm{m}$");
    });

    it("names Celsius temperatures in a gas law, but not in a temperature change", () => {
      const gas = mistakesOf(
        solveTyped(
          "A gas at 27 °C and 200 kPa is heated at constant volume to 127 °C. What is its final pressure?",
        ).reply,
      );
      expect(gas).toContain("as if they were in kelvin");
      // 200 kPa × 127/27 = 941 kPa.
      expect(gas).toContain("9.41 \\times 10^{5}");
      const water = mistakesOf(
        solveTyped("200 g of water is heated from 20 °C to 80 °C. How much heat is needed?").reply,
      );
      expect(water).toContain("**Used the mass in g as if it were in kg.**");
      expect(water).not.toContain("kelvin");
    });

    it("does not call centimetres a mistake where they cancel, and names the reciprocal of a lens equation", () => {
      const mistakes = mistakesOf(
        solveTyped(
          "An object is 30 cm in front of a converging lens of focal length 10 cm. Where is the image?",
        ).reply,
      );
      expect(mistakes).not.toContain("as if they were in m");
      expect(mistakes).toContain("**Stopped at $1/d_i$ and gave it as the image distance.**");
    });

    it("names the ½ and the square root of kinetic energy when the speed is asked for", () => {
      const mistakes = mistakesOf(
        solveTyped("A 2.0 kg ball has 9.0 J of kinetic energy. How fast does it move?").reply,
      );
      expect(mistakes).toContain("**Left out the ½ in $K = \\tfrac{1}{2} m v^2$.**");
      expect(mistakes).toContain("off by a factor of $\\sqrt{2}$");
      expect(mistakes).toContain("**Stopped at $v^2$ and gave it as the speed.**");
    });

    it("names an angle in degrees worked out in radians", () => {
      const mistakes = mistakesOf(
        solveTyped("A ball is thrown at 20 m/s at 30° above the horizontal. How far does it land?").reply,
      );
      expect(mistakes).toContain("with the calculator set to radians");
    });
  });

  it("words the solution for a high-school student and adds a sense check", () => {
    const result = solveProblemReply({
      problem: brakingProblem.statement,
      level: "high-school",
      bankProblem: brakingProblem,
    });
    expect(result.reply).toContain("### What we know");
    expect(result.reply).toContain("### How to solve it");
    expect(result.reply).toContain("does the size of the answer make sense");
  });

  it("solves a free-form problem with the solver and states its assumptions", () => {
    const result = solveProblemReply({
      problem: "A car accelerates from rest at 2.0 m/s^2 for 5.0 s. What is its final speed?",
      level: "algebra",
    });
    expect(result.status).toBe("solved");
    expect(result.answer?.unit).toBe("m/s");
    expect(result.answer?.value).toBeCloseTo(10, 6);
    expect(result.reply).toContain("$$v = v_0 + a t$$");
    expect(result.reply).toMatch(/\*\*\$v = 10\\ \\mathrm\{m\}\/\\mathrm\{s\}\$\*\*/);
    expect(result.reply).toContain("### Assumptions");
    expect(result.reply).toContain("starts from rest");
  });

  it("lists an assumed constant only when the solution uses it", () => {
    const kinetic = solveProblemReply({
      problem: "A 2.0 kg ball moves at 3.0 m/s. What is its kinetic energy?",
      level: "algebra",
    });
    expect(kinetic.status).toBe("solved");
    expect(kinetic.reply).not.toContain("9.8");
    expect(kinetic.reply).not.toContain("### Assumptions");
    const potential = solveProblemReply({
      problem: "A 2.0 kg ball is held 5.0 m above the ground. What is its gravitational potential energy?",
      level: "algebra",
    });
    expect(potential.reply).toContain("### Assumptions\n\n- g = 9.8 m/s² (not given).");
  });

  it("solves a problem written with LaTeX by chaining the acceleration into Newton's second law", () => {
    const result = solveProblemReply({
      problem:
        "A $1500\\ \\mathrm{kg}$ car accelerates from rest to $20\\ \\mathrm{m/s}$ in $8.0\\ \\mathrm{s}$. What is the net force on it?",
      level: "algebra",
    });
    expect(result.status).toBe("solved");
    expect(result.answer).toEqual({ value: 3800, unit: "N" });
    expect(result.reply).toContain("$$v = v_0 + a t$$");
    expect(result.reply).toContain("$$F = m a$$");
    expect(result.reply).toContain("starts from rest");
    expect(result.reply).not.toContain("9.8");
  });

  it("answers the size of a braking force and says it points opposite the motion", () => {
    const result = solveProblemReply({
      problem:
        "A 1200 kg car moving at 20 m/s brakes to a stop in 4.0 s. What braking force acts on the car?",
      level: "algebra",
    });
    expect(result.answer).toEqual({ value: 6000, unit: "N" });
    expect(result.reply).toContain("F = -6000\\ \\mathrm{N}");
    expect(result.reply).toContain("the force points opposite the motion");
    expect(result.reply).toContain("**$|F| = 6000\\ \\mathrm{N}$**");
    expect(result.reply).not.toMatch(/### Key concepts[^#]*size of the force/);
  });

  it("gives a hydrogen level's energy below zero and a binding energy above it", () => {
    const level = solveProblemReply({
      problem: "What is the energy of the n = 3 level of hydrogen, in eV?",
      level: "algebra",
    });
    expect(level.answer).toEqual({ value: -1.5, unit: "eV" });
    expect(level.reply).toContain("E_n = -\\frac{13.6\\ \\mathrm{eV}}{n^2}");
    const binding = solveProblemReply({
      problem:
        "What is the ionization energy of a hydrogen atom whose electron is in the n = 3 level, in eV?",
      level: "algebra",
    });
    expect(binding.answer).toEqual({ value: 1.5, unit: "eV" });
  });

  it("says plainly when it cannot solve, shows what it understood and suggests other modes, without an answer", () => {
    const result = solveProblemReply({
      problem:
        "A ball is thrown at 12 m/s from a cliff while 3 marbles roll by. How far from the base does it land?",
      level: "algebra",
    });
    expect(result.status).toBe("cannot-solve");
    expect(result.answer).toBeUndefined();
    expect(result.reply).toContain("I can't solve this problem reliably, so I won't guess");
    expect(result.reply).toContain("$12\\ \\mathrm{m}/\\mathrm{s}$");
    expect(result.reply).toContain("It seems to ask for the distance");
    expect(result.reply).toContain("**Interactive Tutor**");
    expect(result.reply).toContain("**Concept Coach**");
    expect(result.reply).not.toContain("Final answer");
  });

  it("refuses a negative size as impossible data and says which value, without an answer", () => {
    const result = solveProblemReply({
      problem:
        "A hydraulic lift has a small piston of radius −2.0 cm and a large piston of radius 20 cm. What force on the small piston is needed to hold a 1200 kg car?",
      level: "high-school",
    });
    expect(result.status).toBe("cannot-solve");
    expect(result.answer).toBeUndefined();
    expect(result.reply).toContain("The radius of the small piston given is negative");
  });

  it("says it found no quantities in a text without numbers", () => {
    const result = solveProblemReply({ problem: "Why is the sky blue?", level: "high-school" });
    expect(result.status).toBe("cannot-solve");
    expect(result.reply).toContain("I found no quantities with units in the text.");
  });
});
