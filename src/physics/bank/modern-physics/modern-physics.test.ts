/**
 * Behaviour of the Modern Physics problem bank: every template, at every level it declares, over many seeds,
 * gives answers that match formulas written again here, shows every given value, and offers a well-formed
 * tutor script and diagnosable mistakes.
 */
import { describe, expect, it } from "vitest";
import { COURSE_LEVELS, TOPICS } from "../../../contracts/taxonomy";
import { formatQuantityLatex } from "../../format-number";
import { createRandom } from "../../random";
import type { GeneratedProblem, KnownQuantity } from "../template";
import { modernPhysicsTemplates } from "./index";

const SEEDS = 200;

// Constants typed in again (CODATA 2018), so the answers are checked against an independent computation.
const PLANCK = 6.62607015e-34;
const LIGHT_SPEED = 299792458;
const CHARGE = 1.602176634e-19;
const ELECTRON_MASS_KG = 9.1093837015e-31;
const PROTON_MASS_KG = 1.67262192369e-27;
const BOLTZMANN = 1.380649e-23;
const AVOGADRO = 6.02214076e23;
const BOHR_RADIUS_PM = 52.9177210903;
const BOHR_MAGNETON_J_PER_T = 9.2740100783e-24;
const HYDROGEN_IONIZATION_EV = 13.605693122994;
const ELECTRON_REST_MEV = 0.51099895;
const PION_REST_MEV = 139.57039;
const DAY_SECONDS = 86400;
const UNIT_SECONDS: Record<string, number> = { h: 3600, days: DAY_SECONDS, years: 365.25 * DAY_SECONDS };

type Givens = Record<string, KnownQuantity>;

interface Oracle {
  /** The final answer, computed from the knowns. */
  answer(given: Givens): number;
  /** The draw is physical and inside the realistic range stated for the template. */
  physical(given: Givens, answer: number): boolean;
}

function between(value: number, low: number, high: number): boolean {
  return value >= low && value <= high;
}

function lorentz(beta: number): number {
  return 1 / Math.sqrt(1 - beta ** 2);
}

const ORACLES: Record<string, Oracle> = {
  "quantum-mechanics.laser-photon-rate": {
    answer: (g) => (g.P.value * 1e-3 * g["\\lambda"].value * 1e-9) / (PLANCK * LIGHT_SPEED),
    physical: (g) => between(g.P.value, 1, 5) && between(g["\\lambda"].value, 400, 700),
  },
  "quantum-mechanics.photoelectric-stopping-potential": {
    answer: (g) => (PLANCK * LIGHT_SPEED) / (g["\\lambda"].value * 1e-9 * CHARGE) - g["\\phi"].value,
    // Photons must exceed the work function, or no electrons leave the metal.
    physical: (g, answer) =>
      between(g["\\phi"].value, 2, 4.5) && between(g["\\lambda"].value, 200, 700) && answer > 0.4,
  },
  "quantum-mechanics.electron-de-broglie-wavelength": {
    answer: (g) => (PLANCK / Math.sqrt(2 * ELECTRON_MASS_KG * CHARGE * g.V.value)) * 1e12,
    // Non-relativistic treatment needs eV far below 511 keV.
    physical: (g) => between(g.V.value, 20, 900),
  },
  "quantum-mechanics.particle-in-box-transition": {
    answer: (g) => {
      const widthMetres = g.L.value * 1e-9;
      const gap =
        ((g.n_i.value ** 2 - g.n_f.value ** 2) * PLANCK ** 2) / (8 * ELECTRON_MASS_KG * widthMetres ** 2);
      return ((PLANCK * LIGHT_SPEED) / gap) * 1e9;
    },
    physical: (g) =>
      Number.isInteger(g.n_i.value) &&
      Number.isInteger(g.n_f.value) &&
      g.n_i.value > g.n_f.value &&
      g.n_f.value >= 1 &&
      between(g.L.value, 0.3, 1.5),
  },
  "quantum-mechanics.box-ground-state-probability": {
    answer: (g) => {
      const fraction = g.b.value / g.L.value;
      return fraction - Math.sin(2 * Math.PI * fraction) / (2 * Math.PI);
    },
    physical: (g, answer) => between(g.b.value / g.L.value, 0.15, 0.45) && between(answer, 0, 1),
  },
  "atomic-physics.energy-level-transition": {
    answer: (g) => ((PLANCK * LIGHT_SPEED) / ((g.E_2.value - g.E_1.value) * CHARGE)) * 1e9,
    physical: (g) => g.E_1.value < g.E_2.value && g.E_2.value < 0 && g.E_1.value >= -12,
  },
  "atomic-physics.fluorescence-energy-loss": {
    answer: (g) =>
      ((PLANCK * LIGHT_SPEED) / CHARGE) *
      (1 / (g["\\lambda_a"].value * 1e-9) - 1 / (g["\\lambda_e"].value * 1e-9)),
    // Fluorescence re-emits at a longer wavelength than it absorbs.
    physical: (g) => between(g["\\lambda_a"].value, 320, 380) && between(g["\\lambda_e"].value, 420, 600),
  },
  "atomic-physics.hydrogen-photoionization": {
    answer: (g) => {
      const photon = (PLANCK * LIGHT_SPEED) / (g["\\lambda"].value * 1e-9 * CHARGE);
      const kinetic = photon - HYDROGEN_IONIZATION_EV / g.n.value ** 2;
      return Math.sqrt((2 * kinetic * CHARGE) / ELECTRON_MASS_KG);
    },
    // The ejected electron stays far below c, so the classical kinetic energy is fine.
    physical: (g, answer) => [1, 2, 3].includes(g.n.value) && answer > 0 && answer < 0.02 * LIGHT_SPEED,
  },
  "atomic-physics.normal-zeeman-splitting": {
    answer: (g) =>
      (((g["\\lambda"].value * 1e-9) ** 2 * BOHR_MAGNETON_J_PER_T * g.B.value) / (PLANCK * LIGHT_SPEED)) *
      1e12,
    physical: (g) => between(g["\\lambda"].value, 400, 700) && between(g.B.value, 0.5, 3),
  },
  "atomic-physics.ground-state-radial-probability": {
    answer: (g) => {
      const x = (g.Z.value * g.R.value) / BOHR_RADIUS_PM;
      return 1 - Math.exp(-2 * x) * (1 + 2 * x + 2 * x * x);
    },
    physical: (g, answer) =>
      [1, 2].includes(g.Z.value) &&
      between((g.Z.value * g.R.value) / BOHR_RADIUS_PM, 0.5, 2.41) &&
      between(answer, 0, 1),
  },
  "nuclear-physics.half-life-remaining": {
    answer: (g) => g.m_0.value * 0.5 ** (g.t.value / g["T_{1/2}"].value),
    physical: (g) =>
      g.m_0.value > 0 && g.t.unit === g["T_{1/2}"].unit && between(g.t.value / g["T_{1/2}"].value, 1.3, 5),
  },
  "nuclear-physics.reactor-fuel-consumption": {
    answer: (g) => {
      const energy = g.P.value * 1e6 * g.t.value * DAY_SECONDS;
      const fissions = energy / (g.Q.value * 1e6 * CHARGE);
      return ((fissions / AVOGADRO) * g.M.value) / 1000;
    },
    physical: (g) => between(g.P.value, 500, 3500) && between(g.t.value, 1, 30) && g.Q.value === 200,
  },
  "nuclear-physics.sample-activity": {
    answer: (g) => {
      const nuclei = (g.m.value / 1000 / g.M.value) * AVOGADRO;
      return (Math.log(2) / (g["T_{1/2}"].value * UNIT_SECONDS[g["T_{1/2}"].unit])) * nuclei;
    },
    physical: (g) =>
      between(g.m.value, 0.1, 5) && between(g.M.value, 50, 250) && g["T_{1/2}"].unit in UNIT_SECONDS,
  },
  "nuclear-physics.radiocarbon-dating": {
    answer: (g) => (g["T_{1/2}"].value / Math.log(2)) * Math.log((g.A_0.value * g.m.value) / g.R.value),
    // The sample cannot be more active than living carbon; ages stay within the method's reach.
    physical: (g, answer) =>
      between(g.R.value / (g.A_0.value * g.m.value), 0.05, 0.9) && between(answer, 500, 30000),
  },
  "nuclear-physics.decays-in-interval": {
    answer: (g) => {
      const decayConstant = Math.log(2) / (g["T_{1/2}"].value * DAY_SECONDS);
      return (g.A_0.value / decayConstant) * (1 - Math.exp(-decayConstant * g.t.value * DAY_SECONDS));
    },
    physical: (g) => between(g.A_0.value, 1e9, 1e10) && between(g.t.value / g["T_{1/2}"].value, 0.5, 4),
  },
  "relativity.astronaut-proper-time": {
    answer: (g) => g["\\Delta t"].value * Math.sqrt(1 - g["\\beta"].value ** 2),
    physical: (g) => between(g["\\beta"].value, 0.5, 0.99) && g["\\Delta t"].value > 0,
  },
  "relativity.length-contraction": {
    answer: (g) => g.L_0.value * Math.sqrt(1 - g["\\beta"].value ** 2),
    physical: (g) => between(g["\\beta"].value, 0.3, 0.99) && between(g.L_0.value, 50, 300),
  },
  "relativity.muon-survival": {
    answer: (g) => {
      const labSeconds = (g.h.value * 1000) / (g["\\beta"].value * LIGHT_SPEED);
      return Math.exp(-labSeconds / lorentz(g["\\beta"].value) / (g["\\tau_0"].value * 1e-6));
    },
    physical: (g, answer) =>
      between(g["\\beta"].value, 0.98, 0.999) && between(g.h.value, 5, 15) && between(answer, 0, 1),
  },
  "relativity.electron-speed-after-acceleration": {
    answer: (g) => {
      const gamma = 1 + g.V.value / 1000 / ELECTRON_REST_MEV;
      return LIGHT_SPEED * Math.sqrt(1 - 1 / gamma ** 2);
    },
    physical: (g, answer) => between(g.V.value, 50, 1000) && answer < LIGHT_SPEED,
  },
  "relativity.longitudinal-acceleration": {
    answer: (g) => (CHARGE * g.E.value * 1e6) / (lorentz(g["\\beta"].value) ** 3 * PROTON_MASS_KG),
    physical: (g) => between(g["\\beta"].value, 0.5, 0.95) && between(g.E.value, 5, 30),
  },
  "particle-physics.antimatter-annihilation": {
    answer: (g) => (2 * (g.m.value / 1000) * LIGHT_SPEED ** 2) / (g.P.value * 1e6) / 3600,
    physical: (g) => between(g.m.value, 0.1, 5) && between(g.P.value, 100, 2000),
  },
  "particle-physics.pair-production-sharing": {
    answer: (g) =>
      (PLANCK * LIGHT_SPEED) / (g["\\lambda"].value * 1e-12 * CHARGE * 1e6) -
      2 * ELECTRON_REST_MEV -
      g["K_{-}"].value,
    // Above the 1.022 MeV threshold, with both particles getting positive kinetic energy.
    physical: (g, answer) => g["K_{-}"].value > 0 && answer > 0.19,
  },
  "particle-physics.pion-track-kinetic-energy": {
    answer: (g) => {
      const momentumMeV = g.B.value * g.r.value * LIGHT_SPEED * 1e-6;
      return Math.sqrt(momentumMeV ** 2 + PION_REST_MEV ** 2) - PION_REST_MEV;
    },
    physical: (g) => between(g.B.value, 1, 3.5) && between(g.r.value, 0.3, 1.5),
  },
  "particle-physics.mean-decay-length": {
    answer: (g) => {
      const gamma = 1 + g.K.value / g["mc^2"].value;
      const metres = Math.sqrt(gamma ** 2 - 1) * LIGHT_SPEED * g["\\tau"].value;
      return metres;
    },
    physical: (g) => {
      const gamma = 1 + g.K.value / g["mc^2"].value;
      return between(Math.sqrt(gamma ** 2 - 1), 0.5, 3.01) && g["\\tau"].value > 0;
    },
  },
  "particle-physics.target-interaction-probability": {
    answer: (g) => {
      const protons = ((g["\\rho"].value * 1000) / g.M.value) * AVOGADRO;
      return 1 - Math.exp(-protons * g["\\sigma"].value * 1e-30 * g.x.value);
    },
    physical: (g, answer) =>
      between(g["\\sigma"].value, 3, 7) && between(g.x.value, 1, 3) && between(answer, 0, 1),
  },
  "solid-state-physics.led-optical-power": {
    answer: (g) =>
      g["\\eta"].value *
      (g.I.value / 1000 / CHARGE) *
      ((PLANCK * LIGHT_SPEED) / (g["\\lambda"].value * 1e-9)) *
      1000,
    physical: (g, answer) =>
      between(g["\\eta"].value, 0.2, 0.6) && between(g.I.value, 10, 50) && answer < 100,
  },
  "solid-state-physics.copper-drift-velocity": {
    answer: (g) => (g.I.value / (g.n.value * CHARGE * Math.PI * ((g.d.value / 2) * 1e-3) ** 2)) * 1000,
    // Current density below about 15 A/mm², what a copper wire can carry without overheating.
    physical: (g) => g.I.value / (Math.PI * (g.d.value / 2) ** 2) < 15 && g.I.value > 0,
  },
  "solid-state-physics.fermi-dirac-occupation": {
    answer: (g) => 1 / (Math.exp((g["E - E_F"].value * CHARGE) / (BOLTZMANN * (g.T.value + 273.15))) + 1),
    physical: (g, answer) => between(g.T.value, 20, 125) && g["E - E_F"].value > 0 && between(answer, 0, 0.5),
  },
  "solid-state-physics.hall-effect-carrier-density": {
    answer: (g) => ((g.I.value / 1000) * g.B.value) / (CHARGE * (g.t.value / 1000) * (g.V_H.value / 1000)),
    // Doped semiconductors have 10^19 to 10^25 carriers per cubic metre.
    physical: (g, answer) => g.t.value < g.w.value && between(answer, 1e19, 1e25),
  },
  "solid-state-physics.free-electron-fermi-energy": {
    answer: (g) =>
      (((PLANCK / (2 * Math.PI)) ** 2 / (2 * ELECTRON_MASS_KG)) * (3 * Math.PI ** 2 * g.n.value) ** (2 / 3)) /
      CHARGE,
    // Real metals span roughly 0.9 × 10^28 (caesium) to 2.5 × 10^29 (beryllium) electrons per m³.
    physical: (g, answer) => between(g.n.value, 1e28, 2e29) && between(answer, 1, 16),
  },
};

/** Converts a mean decay length in metres to the unit the problem asks for. */
function inUnit(metres: number, unit: string): number {
  return unit === "cm" ? metres * 100 : metres;
}

function givensOf(problem: GeneratedProblem): Givens {
  const given: Givens = {};
  for (const quantity of problem.knowns) given[quantity.symbol] = quantity;
  return given;
}

/** How a given value must appear in the statement: exactly, with at least three significant figures. */
function displayedGiven(quantity: KnownQuantity): string {
  if (quantity.unit === "" && Number.isInteger(quantity.value)) return String(quantity.value);
  let figures = 3;
  while (Number(quantity.value.toPrecision(figures)) !== quantity.value) figures++;
  return formatQuantityLatex(quantity.value, quantity.unit, figures);
}

function relativeDifference(first: number, second: number): number {
  return Math.abs(first - second) / Math.max(Math.abs(first), Math.abs(second));
}

function allNumbers(problem: GeneratedProblem): number[] {
  return [
    ...problem.knowns.map((quantity) => quantity.value),
    problem.answer.value,
    ...problem.solution.map((step) => step.result.value),
    ...problem.tutor.steps.map((step) => step.expected.value),
    ...problem.tutor.steps.map((step) => step.tolerance),
    ...problem.mistakes.map((mistake) => mistake.wrongAnswer.value),
  ];
}

const modernPhysics = TOPICS.find((topic) => topic.id === "modern-physics");
const subtopicIds: string[] = modernPhysics ? modernPhysics.subtopics.map((subtopic) => subtopic.id) : [];

describe("Modern Physics problem bank", () => {
  it("covers all six subtopics with at least four templates each, at every course level", () => {
    expect(subtopicIds).toHaveLength(6);
    for (const subtopic of subtopicIds) {
      const templates = modernPhysicsTemplates.filter((template) => template.subtopic === subtopic);
      expect(templates.length, subtopic).toBeGreaterThanOrEqual(4);
      for (const level of COURSE_LEVELS) {
        expect(
          templates.some((template) => template.levels.includes(level)),
          `${subtopic} ${level}`,
        ).toBe(true);
      }
      const calculusOnly = templates.filter((t) => t.levels.length === 1 && t.levels[0] === "calculus");
      expect(calculusOnly.length, `${subtopic} calculus-only`).toBeGreaterThanOrEqual(1);
    }
  });

  it("gives every template a unique id named after its subtopic, a title and an independent check", () => {
    const ids = modernPhysicsTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of modernPhysicsTemplates) {
      expect(template.id.startsWith(`${template.subtopic}.`)).toBe(true);
      expect(subtopicIds).toContain(template.subtopic);
      expect(template.title.length).toBeGreaterThan(10);
      expect(template.levels.length).toBeGreaterThan(0);
      expect(ORACLES[template.id], template.id).toBeDefined();
    }
  });

  for (const template of modernPhysicsTemplates) {
    for (const level of template.levels) {
      describe(`${template.id} (${level})`, () => {
        const problems = Array.from({ length: SEEDS }, (_, seed) =>
          template.generate(createRandom(seed), level),
        );

        it("answers match an independent computation from the knowns and the draws are physical", () => {
          const oracle = ORACLES[template.id];
          const issues: string[] = [];
          for (const problem of problems) {
            const given = givensOf(problem);
            if (Object.keys(given).length !== problem.knowns.length) issues.push("two knowns share a symbol");
            const computed = oracle.answer(given);
            const expected =
              template.id === "particle-physics.mean-decay-length"
                ? inUnit(computed, problem.answer.unit)
                : computed;
            if (!(relativeDifference(problem.answer.value, expected) < 1e-9)) {
              issues.push(`answer ${problem.answer.value}, recomputed ${expected}: ${problem.statement}`);
            }
            if (problem.answer.unit !== problem.unknown.unit)
              issues.push("answer unit differs from the unknown's");
            if (!oracle.physical(given, problem.answer.value))
              issues.push(`unphysical draw: ${problem.statement}`);
          }
          expect(issues).toEqual([]);
        });

        it("has only finite numbers, with the givens shown exactly in the statement", () => {
          const issues: string[] = [];
          for (const problem of problems) {
            if (!allNumbers(problem).every(Number.isFinite))
              issues.push(`non-finite number: ${problem.statement}`);
            for (const quantity of problem.knowns) {
              const shown = displayedGiven(quantity);
              if (!problem.statement.includes(shown))
                issues.push(`${shown} missing from: ${problem.statement}`);
            }
            if (problem.significantFigures !== 3) issues.push("significant figures are not 3");
            if (problem.solution.length < 2) issues.push("solution has fewer than 2 steps");
            for (const step of problem.solution) {
              if (!step.principle || !step.equation || !step.substitution) issues.push("empty solution step");
            }
          }
          expect(issues).toEqual([]);
        });

        it("has a tutor script of 4 to 6 steps ending on the answer, each with three distinct hints", () => {
          const issues: string[] = [];
          for (const problem of problems) {
            const { warmup, steps } = problem.tutor;
            if (!warmup.question || !warmup.explanation) issues.push("empty warm-up");
            if (steps.length < 4 || steps.length > 6) issues.push(`${steps.length} tutor steps`);
            for (const step of steps) {
              const hints = step.hints.map((hint) => hint.trim());
              if (hints.length !== 3 || hints.some((hint) => hint === "") || new Set(hints).size !== 3) {
                issues.push(`hints of "${step.description}" are not three distinct non-empty hints`);
              }
              if (!(step.tolerance > 0 && step.tolerance <= 0.05)) issues.push(`tolerance ${step.tolerance}`);
              if (!step.prompt || !step.description) issues.push("tutor step without prompt or description");
            }
            const last = steps[steps.length - 1];
            if (last.expected.unit !== problem.answer.unit)
              issues.push("last step unit differs from the answer's");
            if (!(relativeDifference(last.expected.value, problem.answer.value) < 1e-12)) {
              issues.push("last step value differs from the answer");
            }
          }
          expect(issues).toEqual([]);
        });

        it("lists 2 to 4 mistakes whose answers are more than 5 % from the answer and from each other", () => {
          const issues: string[] = [];
          for (const problem of problems) {
            const { mistakes } = problem;
            if (mistakes.length < 2 || mistakes.length > 4) issues.push(`${mistakes.length} mistakes`);
            if (new Set(mistakes.map((mistake) => mistake.id)).size !== mistakes.length)
              issues.push("repeated id");
            for (const [index, mistake] of mistakes.entries()) {
              const wrong = mistake.wrongAnswer;
              if (wrong.unit !== problem.answer.unit)
                issues.push(`${mistake.id}: unit differs from the answer's`);
              if (!(relativeDifference(wrong.value, problem.answer.value) > 0.05)) {
                issues.push(`${mistake.id} within 5 % of the answer: ${problem.statement}`);
              }
              for (const other of mistakes.slice(index + 1)) {
                if (!(relativeDifference(wrong.value, other.wrongAnswer.value) > 0.05)) {
                  issues.push(`${mistake.id} within 5 % of ${other.id}: ${problem.statement}`);
                }
              }
              if (!mistake.description || !mistake.feedback)
                issues.push(`${mistake.id} lacks description or feedback`);
            }
            if (problem.keyConcepts.length < 2 || problem.keyConcepts.length > 4)
              issues.push("key concepts count");
            if (problem.realWorld.length <= 20) issues.push("real-world connection too short");
          }
          expect(issues).toEqual([]);
        });

        it("reproduces a problem from its seed and varies it across seeds", () => {
          expect(template.generate(createRandom(12345), level)).toEqual(
            template.generate(createRandom(12345), level),
          );
          const statements = new Set(problems.map((problem) => problem.statement));
          expect(statements.size).toBeGreaterThanOrEqual(0.9 * SEEDS);
        });
      });
    }
  }
});
