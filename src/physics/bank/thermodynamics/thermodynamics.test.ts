/**
 * Behaviour of the Thermodynamics problem bank: every template, at every level it declares,
 * over many seeds, gives a physical problem whose answer matches the physics written out again here.
 */
import { describe, expect, it } from "vitest";
import { COURSE_LEVELS, TOPICS } from "../../../contracts/taxonomy";
import { formatQuantityLatex, roundSignificant } from "../../format-number";
import { createRandom } from "../../random";
import type { GeneratedProblem, ProblemTemplate } from "../template";
import { thermodynamicsTemplates } from "./index";

const SEEDS = Array.from({ length: 200 }, (_, index) => index * 7919 + 1);

// Constants written out again (CODATA 2018) so the check does not lean on the templates' own module.
const R = 8.314462618;
const SIGMA = 5.670374419e-8;
const K_B = 1.380649e-23;
const ZERO_CELSIUS = 273.15;

/** Reads a known by its symbol; fails loudly if the template did not provide it. */
type KnownReader = (symbol: string) => number;

interface Expectation {
  /** The final answer, computed independently from the knowns, in the answer's unit. */
  answer: (value: KnownReader) => number;
  /** Physical-plausibility checks on the draw (ranges, orderings, regimes). */
  physical: (value: KnownReader, answer: number) => boolean;
}

const kelvin = (celsius: number) => celsius + ZERO_CELSIUS;
const within = (value: number, low: number, high: number) => value >= low && value <= high;

const EXPECTATIONS: Record<string, Expectation> = {
  "heat-temperature.heating-water": {
    answer: (v) => ((v("m") / 1000) * v("c") * (v("T_f") - v("T_i"))) / 1000,
    physical: (v) =>
      within(v("T_i"), 0, 40) && within(v("T_f"), v("T_i") + 20, 100) && within(v("m"), 100, 3000),
  },
  "heat-temperature.metal-in-water": {
    answer: (v) => {
      const hot = v("m_m") * v("c_m");
      const cold = v("m_w") * v("c_w");
      return (hot * v("T_m") + cold * v("T_w")) / (hot + cold);
    },
    // Water must stay liquid and the result must lie between the two starting temperatures.
    physical: (v, answer) => answer > v("T_w") && answer < v("T_m") && answer < 100 && v("T_w") > 0,
  },
  "heat-temperature.rail-expansion-gap": {
    answer: (v) => v("\\alpha") * v("L_0") * (v("T_2") - v("T_1")) * 1000,
    physical: (v, answer) =>
      within(v("T_1"), -40, 20) &&
      within(v("T_2"), 20, 70) &&
      within(v("L_0"), 5, 30) &&
      within(answer, 1, 40),
  },
  "heat-temperature.shrink-fit-ring": {
    answer: (v) => v("T_0") + v("\\delta") / (v("\\alpha") * v("D_0")),
    // Ring heated well below any annealing or melting temperature; interference a realistic fraction of a millimetre.
    physical: (v, answer) =>
      within(answer, 80, 300) && within(v("\\delta"), 0.01, 0.5) && v("\\delta") < v("D_0") / 100,
  },
  "heat-temperature.debye-low-temperature-heat": {
    answer: (v) => {
      const coefficient = ((12 * Math.PI ** 4) / 5) * (R / v("\\Theta_D") ** 3);
      return (v("n") * coefficient * (v("T_2") ** 4 - v("T_1") ** 4) * 1000) / 4;
    },
    // The T³ law holds only well below the Debye temperature.
    physical: (v) => v("T_2") < v("\\Theta_D") / 15 && v("T_1") > 0 && v("T_2") > v("T_1"),
  },
  "laws-of-thermodynamics.isobaric-first-law": {
    answer: (v) => v("Q") * 1000 - v("P") * 1000 * ((v("V_2") - v("V_1")) / 1000),
    // The gas expands and keeps some of the heat: 0 < W < Q.
    physical: (v, answer) => v("V_2") > v("V_1") && answer > 0 && within(v("P"), 50, 1000),
  },
  "laws-of-thermodynamics.engine-power-output": {
    answer: (v) => (v("Q_H") - v("Q_C")) * v("f"),
    // Efficiency of a real combustion engine lies well below 1 (and below any Carnot limit for ~2000 K/300 K).
    physical: (v, answer) => {
      const efficiency = 1 - v("Q_C") / v("Q_H");
      return within(efficiency, 0.15, 0.4) && within(answer, 5, 400) && within(v("f"), 5, 100);
    },
  },
  "laws-of-thermodynamics.carnot-refrigerator": {
    answer: (v) => {
      const cold = kelvin(v("T_C"));
      const hot = kelvin(v("T_H"));
      return v("\\dot Q_C") * ((hot - cold) / cold);
    },
    physical: (v, answer) => v("T_C") < 0 && v("T_H") > v("T_C") && answer > 0 && answer < v("\\dot Q_C"),
  },
  "laws-of-thermodynamics.adiabatic-compression": {
    answer: (v) => kelvin(v("T_1")) * v("r") ** (v("\\gamma") - 1),
    // Hot enough to ignite diesel fuel (~500 K) yet realistic for a diesel cycle.
    physical: (v, answer) => within(answer, 700, 1200) && within(v("r"), 10, 25) && v("\\gamma") > 1,
  },
  "laws-of-thermodynamics.isothermal-expansion-heat": {
    answer: (v) => v("n") * R * kelvin(v("T")) * Math.log(v("V_2") / v("V_1")),
    physical: (v, answer) => v("V_2") > v("V_1") && answer > 0 && within(v("T"), 0, 100),
  },
  "heat-transfer.window-conduction": {
    answer: (v) => (v("k") * v("A") * (v("T_1") - v("T_2"))) / (v("d") / 1000),
    // A single pane's surfaces differ by about a kelvin, giving hundreds of watts, not kilowatts.
    physical: (v, answer) =>
      within(v("T_1") - v("T_2"), 0.2, 3) && within(v("d"), 2, 10) && within(answer, 20, 3000),
  },
  "heat-transfer.skin-radiation": {
    answer: (v) => v("\\varepsilon") * SIGMA * v("A") * (kelvin(v("T_s")) ** 4 - kelvin(v("T_r")) ** 4),
    // A resting adult radiates on the order of 100 W net; emissivity cannot exceed 1.
    physical: (v, answer) =>
      v("T_s") > v("T_r") &&
      within(v("\\varepsilon"), 0, 1) &&
      within(answer, 20, 400) &&
      within(v("A"), 1, 2.5),
  },
  "heat-transfer.composite-wall": {
    answer: (v) => {
      const resistance = v("d_1") / 100 / (v("k_1") * v("A")) + v("d_2") / 100 / (v("k_2") * v("A"));
      return (v("T_i") - v("T_o")) / resistance;
    },
    physical: (v, answer) => v("T_i") > v("T_o") && v("k_2") < v("k_1") && within(answer, 10, 5000),
  },
  "heat-transfer.insulated-pipe": {
    answer: (v) => (2 * Math.PI * v("k") * v("L") * (v("T_1") - v("T_2"))) / Math.log(v("r_2") / v("r_1")),
    physical: (v, answer) => v("r_2") > v("r_1") && v("T_1") > v("T_2") && within(answer, 1, 2000),
  },
  "heat-transfer.newton-cooling": {
    answer: (v) => v("T_r") + (v("T_0") - v("T_r")) * Math.exp(-v("k") * v("t")),
    // Coffee stays between room temperature and its starting temperature, below boiling.
    physical: (v, answer) => answer > v("T_r") && answer < v("T_0") && v("T_0") < 100,
  },
  "gas-laws.heated-gas-cylinder": {
    answer: (v) => (v("P_1") * kelvin(v("T_2"))) / kelvin(v("T_1")),
    physical: (v, answer) => v("T_2") > v("T_1") && answer > v("P_1") && v("P_1") > 101,
  },
  "gas-laws.helium-balloon-mass": {
    answer: (v) => ((v("P") * 1000 * (v("V") / 1000)) / (R * kelvin(v("T")))) * v("M"),
    // A few litres of helium near 1 atm weigh around a gram.
    physical: (v, answer) => within(v("P"), 95, 120) && within(answer, 0.2, 3),
  },
  "gas-laws.weather-balloon-volume": {
    answer: (v) => v("V_1") * (v("P_1") / v("P_2")) * (kelvin(v("T_2")) / kelvin(v("T_1"))),
    physical: (v, answer) => v("P_2") < v("P_1") && v("T_2") < v("T_1") && answer > v("V_1"),
  },
  "gas-laws.rms-speed": {
    answer: (v) => Math.sqrt((3 * K_B * kelvin(v("T"))) / (v("M") / 1000 / 6.02214076e23)),
    // Molecular speeds near room temperature are hundreds of m/s, up to about 2.3 km/s for hot hydrogen.
    physical: (v, answer) => within(answer, 300, 2500) && v("T") > 0,
  },
  "gas-laws.isothermal-atmosphere": {
    answer: (v) => v("P_0") * Math.exp((-v("M") * v("g") * v("h") * 1000) / (R * v("T"))),
    physical: (v, answer) => within(answer, 30, 80) && within(v("T"), 200, 320) && within(v("g"), 9.7, 9.9),
  },
  "phase-changes.ice-to-warm-water": {
    answer: (v) => {
      const mass = v("m") / 1000;
      return (
        (mass * v("c_\\text{ice}") * -v("T_1") +
          mass * v("L_f") * 1000 +
          mass * v("c_\\text{water}") * v("T_2")) /
        1000
      );
    },
    physical: (v) => v("T_1") < 0 && v("T_1") > -50 && within(v("T_2"), 0, 100),
  },
  "phase-changes.boil-away-kettle": {
    answer: (v) => (v("m") * v("c") * (100 - v("T_0")) + v("m") * v("L_v") * 1000) / (v("P") * 1000),
    // A full kettle boils dry in some minutes to a few tens of minutes.
    physical: (v, answer) => within(v("T_0"), 0, 100) && within(answer / 60, 2, 60),
  },
  "phase-changes.ice-in-drink": {
    answer: (v) => {
      const available = v("m_d") * v("c_w") * v("T_d");
      const needed = v("m_i") * v("c_i") * -v("T_i") + v("m_i") * v("L_f") * 1000;
      return (available - needed) / (v("c_w") * (v("m_d") + v("m_i")));
    },
    // The statement says all the ice melts, so the final temperature must be above 0 °C and below the drink's.
    physical: (v, answer) => answer > 0 && answer < v("T_d") && v("T_i") < 0,
  },
  "phase-changes.sweat-evaporation": {
    answer: (v) => (v("f") * v("P") * v("t") * 60) / (v("L_v") * 1000),
    // Sweat losses during a run are up to a couple of litres.
    physical: (v, answer) => within(v("f"), 0, 1) && within(answer, 0.05, 2.5),
  },
  "phase-changes.boiling-point-at-altitude": {
    answer: (v) => 1 / (1 / v("T_0") - (R / (v("L") * 1000)) * Math.log(v("P") / v("P_0"))) - ZERO_CELSIUS,
    // Mountain pressures (50–75 kPa) give about 80–92 °C; pressure cookers (150–200 kPa) about 111–121 °C.
    physical: (v, answer) =>
      (within(v("P"), 50, 75) && within(answer, 75, 95)) ||
      (within(v("P"), 150, 200) && within(answer, 105, 125)),
  },
  "entropy.boiling-liquid": {
    answer: (v) => ((v("m") / 1000) * v("L_v") * 1000) / kelvin(v("T")),
    // Normal boiling points of the liquids used lie between liquid nitrogen's and water's.
    physical: (v, answer) => within(v("T"), -196, 100) && answer > 0,
  },
  "entropy.reservoir-heat-flow": {
    answer: (v) => (v("Q") * 1000) / kelvin(v("T_C")) - (v("Q") * 1000) / kelvin(v("T_H")),
    // Heat flows spontaneously from hot to cold, so the second law demands a positive total.
    physical: (v, answer) => v("T_H") > v("T_C") && answer > 0,
  },
  "entropy.heating-water": {
    answer: (v) => v("m") * v("c") * Math.log(kelvin(v("T_2")) / kelvin(v("T_1"))),
    physical: (v, answer) => v("T_2") > v("T_1") && v("T_2") < 100 && v("T_1") > 0 && answer > 0,
  },
  "entropy.free-expansion": {
    answer: (v) => v("n") * K_B * 6.02214076e23 * Math.log(v("V_2") / v("V_1")),
    physical: (v, answer) => v("V_2") > v("V_1") && answer > 0,
  },
  "entropy.mixing-water": {
    answer: (v) => {
      const final = (v("m_h") * v("T_h") + v("m_c") * v("T_c")) / (v("m_h") + v("m_c"));
      return (
        v("m_h") * v("c") * Math.log(kelvin(final) / kelvin(v("T_h"))) +
        v("m_c") * v("c") * Math.log(kelvin(final) / kelvin(v("T_c")))
      );
    },
    // Mixing is irreversible: the total entropy change is positive.
    physical: (v, answer) => v("T_h") > v("T_c") && v("T_c") > 0 && answer > 0,
  },
};

/** Units whose values can never be zero or negative in these problems. */
const POSITIVE_UNITS = new Set([
  "K",
  "g",
  "kg",
  "m",
  "mm",
  "cm",
  "m^2",
  "m^3",
  "L",
  "mol",
  "Pa",
  "kPa",
  "atm",
  "J",
  "kJ",
  "W",
  "kW",
  "s",
  "Hz",
  "min",
  "h",
  "1/K",
  "1/min",
  "J/kg/K",
  "J/kg",
  "kJ/kg",
  "kJ/mol",
  "W/m/K",
  "g/mol",
  "kg/mol",
  "km",
  "m/s^2",
]);

/** Every number a student can see in a generated problem. */
function allNumbers(problem: GeneratedProblem): number[] {
  return [
    ...problem.knowns.map((entry) => entry.value),
    problem.answer.value,
    ...problem.solution.map((step) => step.result.value),
    ...problem.tutor.steps.map((step) => step.expected.value),
    ...problem.mistakes.map((entry) => entry.wrongAnswer.value),
  ];
}

/** A value appears in the statement exactly as drawn, at some number of significant figures. */
function statementShowsExactly(statement: string, value: number, unit: string): boolean {
  for (let figures = 3; figures <= 8; figures++) {
    if (roundSignificant(value, figures) !== value) continue;
    if (statement.includes(formatQuantityLatex(value, unit, figures))) return true;
  }
  return false;
}

function relativeDifference(first: number, second: number): number {
  return Math.abs(first - second) / Math.max(Math.abs(first), Math.abs(second));
}

function readerFor(template: ProblemTemplate, problem: GeneratedProblem): KnownReader {
  return (symbol) => {
    const found = problem.knowns.find((entry) => entry.symbol === symbol);
    if (!found) throw new Error(`${template.id}: no known with symbol ${symbol}`);
    return found.value;
  };
}

/** Everything wrong with one generated problem, as readable messages (empty when it is sound). */
function describeProblems(
  template: ProblemTemplate,
  problem: GeneratedProblem,
  expectation: Expectation,
): string[] {
  const problems: string[] = [];
  const check = (condition: boolean, message: string) => {
    if (!condition) problems.push(message);
  };
  const value = readerFor(template, problem);

  for (const number of allNumbers(problem)) check(Number.isFinite(number), `non-finite number ${number}`);

  const independent = expectation.answer(value);
  check(
    relativeDifference(problem.answer.value, independent) < 1e-9,
    `answer ${problem.answer.value} differs from independent ${independent}`,
  );
  check(problem.answer.unit === problem.unknown.unit, "answer unit differs from the unknown's unit");
  check(expectation.physical(value, problem.answer.value), "draw is not physical");

  for (const entry of problem.knowns) {
    if (POSITIVE_UNITS.has(entry.unit))
      check(entry.value > 0, `${entry.symbol} = ${entry.value} must be positive`);
    if (entry.unit === "degC") check(entry.value > -273.15, `${entry.symbol} below absolute zero`);
    if (entry.unit === "K") check(entry.value > 0, `${entry.symbol} not above absolute zero`);
    check(
      statementShowsExactly(problem.statement, entry.value, entry.unit),
      `statement does not show ${entry.symbol}`,
    );
  }

  check(problem.significantFigures >= 2 && problem.significantFigures <= 4, "unusual significant figures");
  check(problem.solution.length > 0, "no solution steps");
  for (const step of problem.solution) {
    check(
      step.principle.length > 0 && step.equation.length > 0 && step.substitution.length > 0,
      "empty solution step",
    );
  }
  const lastSolution = problem.solution[problem.solution.length - 1];
  check(
    lastSolution !== undefined &&
      lastSolution.result.unit === problem.answer.unit &&
      relativeDifference(lastSolution.result.value, problem.answer.value) < 1e-12,
    "last solution step does not give the answer",
  );

  const steps = problem.tutor.steps;
  check(steps.length >= 4 && steps.length <= 6, `tutor has ${steps.length} steps`);
  check(
    problem.tutor.warmup.question.length > 0 && problem.tutor.warmup.explanation.length > 0,
    "empty warm-up",
  );
  for (const step of steps) {
    const hints = step.hints.map((hint) => hint.trim());
    check(
      hints.length === 3 && hints.every((hint) => hint.length > 0),
      `step "${step.description}" needs 3 hints`,
    );
    check(new Set(hints).size === hints.length, `step "${step.description}" repeats a hint`);
    check(
      step.tolerance > 0 && step.tolerance <= 0.1,
      `step "${step.description}" tolerance ${step.tolerance}`,
    );
    check(step.prompt.length > 0 && step.description.length > 0, "empty tutor prompt");
  }
  const lastStep = steps[steps.length - 1];
  check(
    lastStep !== undefined &&
      lastStep.expected.unit === problem.answer.unit &&
      lastStep.expected.value === problem.answer.value,
    "last tutor step is not the final answer",
  );

  check(problem.mistakes.length >= 2 && problem.mistakes.length <= 4, `${problem.mistakes.length} mistakes`);
  check(
    new Set(problem.mistakes.map((entry) => entry.id)).size === problem.mistakes.length,
    "duplicate mistake ids",
  );
  problem.mistakes.forEach((entry, index) => {
    check(entry.wrongAnswer.unit === problem.answer.unit, `mistake ${entry.id} in another unit`);
    check(
      relativeDifference(entry.wrongAnswer.value, problem.answer.value) > 0.05,
      `mistake ${entry.id} (${entry.wrongAnswer.value}) is within 5 % of the answer ${problem.answer.value}`,
    );
    for (const other of problem.mistakes.slice(index + 1)) {
      check(
        relativeDifference(entry.wrongAnswer.value, other.wrongAnswer.value) > 0.02,
        `mistakes ${entry.id} and ${other.id} give nearly the same answer`,
      );
    }
  });

  check(problem.keyConcepts.length >= 2 && problem.keyConcepts.length <= 4, "needs 2 to 4 key concepts");
  check(problem.realWorld.length > 0, "no real-world connection");
  return problems;
}

describe("thermodynamics problem bank", () => {
  const subtopics = TOPICS.find((topic) => topic.id === "thermodynamics")?.subtopics ?? [];

  it("has at least four templates per subtopic, covering all three course levels", () => {
    expect(subtopics).toHaveLength(6);
    for (const subtopic of subtopics) {
      const ofSubtopic = thermodynamicsTemplates.filter((template) => template.subtopic === subtopic.id);
      expect(ofSubtopic.length, subtopic.id).toBeGreaterThanOrEqual(4);
      const levels = new Set(ofSubtopic.flatMap((template) => template.levels));
      for (const level of COURSE_LEVELS) expect(levels.has(level), `${subtopic.id} at ${level}`).toBe(true);
      expect(
        ofSubtopic.some((template) => template.levels.length === 1 && template.levels[0] === "calculus"),
        `${subtopic.id} calculus-only template`,
      ).toBe(true);
    }
  });

  it("uses unique ids of the form subtopic.slug, each with an independent check in this file", () => {
    const ids = thermodynamicsTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of thermodynamicsTemplates) {
      expect(template.id.startsWith(`${template.subtopic}.`), template.id).toBe(true);
      expect(EXPECTATIONS[template.id], template.id).toBeDefined();
    }
  });

  for (const template of thermodynamicsTemplates) {
    describe(template.id, () => {
      for (const level of template.levels) {
        it(`at ${level} level gives correct, physical, well-formed problems over ${SEEDS.length} seeds`, () => {
          const expectation = EXPECTATIONS[template.id];
          expect(expectation).toBeDefined();
          // Problems are collected as messages and asserted once, which keeps 10 000+ checks fast.
          const problems: string[] = [];
          const statements = new Set<string>();
          for (const seed of SEEDS) {
            const problem = template.generate(createRandom(seed), level);
            statements.add(problem.statement);
            for (const message of describeProblems(template, problem, expectation)) {
              problems.push(`${template.id} ${level} seed ${seed}: ${message}`);
            }
          }
          expect(problems.slice(0, 10)).toEqual([]);
          // Different seeds give different problems (allowing a few chance coincidences).
          expect(statements.size).toBeGreaterThanOrEqual(SEEDS.length * 0.95);
        });
      }

      it("gives the same problem for the same seed", () => {
        for (const level of template.levels) {
          expect(template.generate(createRandom(42), level)).toEqual(
            template.generate(createRandom(42), level),
          );
        }
      });
    });
  }
});
