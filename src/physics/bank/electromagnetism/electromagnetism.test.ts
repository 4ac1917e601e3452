/**
 * Behaviour of the electromagnetism problem bank: every template, at every level it declares, over
 * many seeds, gives a physical draw whose answer matches an independent calculation, a statement
 * that shows every given, a usable tutor script and diagnosable mistakes.
 */
import { describe, expect, it } from "vitest";
import { type CourseLevel, TOPICS } from "../../../contracts/taxonomy";
import { formatQuantityLatex } from "../../format-number";
import { createRandom } from "../../random";
import type { GeneratedProblem, ProblemTemplate } from "../template";
import { electromagnetismTemplates } from "./index";

const SEEDS = Array.from({ length: 200 }, (_, index) => index + 1);

// Constants written out again (CODATA 2018, the engine's table) so the answers are checked against
// an independent source.
const ELEMENTARY_CHARGE = 1.602176634e-19;
const EPSILON_ZERO = 8.8541878128e-12;
const MU_ZERO = 1.25663706212e-6;
const COULOMB_K = 1 / (4 * Math.PI * EPSILON_ZERO);
const ELECTRON_MASS = 9.1093837015e-31;
const PROTON_MASS = 1.67262192369e-27;

type Givens = Record<string, number>;
type Range = readonly [number, number];

interface Expectation {
  /** The answer recomputed from the givens (in the givens' own units), in the answer's unit. */
  answer(given: Givens, problem: GeneratedProblem): number;
  /** Realistic range of each given, by symbol. */
  givens: Record<string, Range>;
  /** Realistic range of the answer. */
  answerRange: Range;
  /** Further physical conditions on the draw, each named. */
  conditions?: Record<string, (given: Givens) => boolean>;
}

const square = (value: number) => value * value;
const inRange = (value: number, minimum: number, maximum: number) => value >= minimum && value <= maximum;

const EXPECTATIONS: Record<string, Expectation> = {
  "electric-fields.coulomb-force": {
    answer: (g) => (COULOMB_K * Math.abs(g.q_1 * 1e-6 * g.q_2 * 1e-6)) / square(g.r / 100),
    givens: { q_1: [1, 9], q_2: [-9, 9], r: [5, 50] },
    answerRange: [0.01, 300],
  },
  "electric-fields.point-charge-field": {
    answer: (g) => (COULOMB_K * g.q * 1e-9) / square(g.r / 100),
    givens: { q: [1, 50], r: [2, 40] },
    answerRange: [50, 2e6],
  },
  "electric-fields.net-field-between-charges": {
    answer: (g) =>
      (COULOMB_K * g.q_1 * 1e-9) / square(g.x / 100) +
      (COULOMB_K * Math.abs(g.q_2) * 1e-9) / square((g.d - g.x) / 100),
    givens: { q_1: [5, 20], q_2: [-20, -5], d: [10, 40], x: [3, 27] },
    answerRange: [1e3, 1e6],
    conditions: { "the field point lies between the charges": (g) => g.x > 0 && g.x < g.d },
  },
  "electric-fields.ring-axis-field": {
    answer: (g) => {
      const z = g.z / 100;
      const radius = g.R / 100;
      return (COULOMB_K * g.Q * 1e-9 * z) / (z * z + radius * radius) ** 1.5;
    },
    givens: { Q: [1, 20], R: [4, 10], z: [2, 11] },
    answerRange: [100, 1e6],
    conditions: { "the ring is not small compared with z (R/z > 0.36)": (g) => g.R / g.z > 0.36 },
  },
  "electric-fields.electron-deflection": {
    answer: (g) => {
      const time = g.L / 100 / g.v_0;
      return 0.5 * ((ELEMENTARY_CHARGE * g.E) / ELECTRON_MASS) * time * time * 1000;
    },
    givens: { E: [100, 600], L: [2, 5], v_0: [3e6, 8e6] },
    answerRange: [0.01, 20],
    conditions: { "the electron stays non-relativistic (v < 0.03 c)": (g) => g.v_0 < 0.03 * 299792458 },
  },
  "electric-potential.point-charge-potential": {
    answer: (g) => (COULOMB_K * g.q * 1e-9) / (g.r / 100),
    givens: { q: [1, 20], r: [5, 50] },
    answerRange: [10, 4000],
  },
  "electric-potential.accelerated-particle-speed": {
    answer: (g, problem) => {
      const mass = problem.statement.startsWith("An electron") ? ELECTRON_MASS : PROTON_MASS;
      return Math.sqrt((2 * ELEMENTARY_CHARGE * g["\\Delta V"]) / mass);
    },
    givens: { "\\Delta V": [20, 9000] },
    // Well below the speed of light (under 7 %), so the classical formula holds.
    answerRange: [1e5, 2e7],
  },
  "electric-potential.capacitor-energy": {
    answer: (g) => 0.5 * ((EPSILON_ZERO * g.A * 1e-4) / (g.d / 1000)) * g.V * g.V * 1e9,
    givens: { A: [50, 300], d: [0.5, 2.5], V: [20, 200] },
    answerRange: [1, 2e4],
  },
  "electric-potential.work-by-field": {
    answer: (g) => COULOMB_K * g.Q * 1e-6 * g.q * 1e-9 * (100 / g.r_A - 100 / g.r_B) * 1000,
    givens: { Q: [0.1, 0.9], q: [10, 50], r_A: [10, 20], r_B: [30, 60] },
    answerRange: [0.01, 10],
    conditions: {
      "the charge moves outward": (g) => g.r_B > g.r_A,
      "the field at r_A stays below air's breakdown field": (g) =>
        (COULOMB_K * g.Q * 1e-6) / square(g.r_A / 100) < 3e6,
    },
  },
  "electric-potential.field-from-potential": {
    answer: (g) => -(3 * g.a * g.x * g.x + g.b),
    givens: { a: [20, 80], b: [10, 60], x: [1, 3] },
    answerRange: [-2500, -50],
  },
  "electric-current.wire-resistance": {
    answer: (g) => (g["\\rho"] * g.L) / (Math.PI * square(g.d / 2000)),
    givens: { L: [0.5, 100], d: [0.2, 3], "\\rho": [1e-8, 2e-6] },
    answerRange: [0.005, 500],
  },
  "electric-current.parallel-branch-current": {
    answer: (g) => {
      const branchConductance = 1 / g.R_2 + 1 / g.R_3;
      const total = g["\\mathcal{E}"] / (g.R_1 + 1 / branchConductance);
      // The current divides between the branches in proportion to their conductances.
      return ((total * (1 / g.R_2)) / branchConductance) * 1000;
    },
    givens: { "\\mathcal{E}": [6, 24], R_1: [10, 100], R_2: [20, 200], R_3: [20, 200] },
    answerRange: [1, 1000],
  },
  "electric-current.kettle-energy": {
    answer: (g) => (((g.V * g.V) / g.R) * (g.t * 60)) / 3.6e6,
    givens: { R: [8, 60], V: [120, 230], t: [2, 15] },
    // A kettle draws roughly 0.5 to 3 kW.
    answerRange: [0.01, 1],
  },
  "electric-current.drift-velocity": {
    answer: (g) => (g.I / (g.n * ELEMENTARY_CHARGE * Math.PI * square(g.d / 2000))) * 1000,
    givens: { d: [0.5, 2.5], I: [0.1, 10], n: [8e28, 9e28] },
    answerRange: [1e-3, 10],
    conditions: {
      "the current density is a safe 6 A/mm² or less": (g) => g.I / (Math.PI * square(g.d / 2)) <= 6 + 1e-9,
    },
  },
  "electric-current.charge-from-decaying-current": {
    answer: (g) => g.I_0 * g["\\tau"] * (1 - Math.exp(-g.t / g["\\tau"])),
    givens: { I_0: [20, 80], "\\tau": [1, 4], t: [1.2, 9.6] },
    answerRange: [1, 320],
    conditions: {
      "the interval lasts 1.2 to 2.4 time constants": (g) => inRange(g.t / g["\\tau"], 1.19, 2.41),
    },
  },
  "magnetic-fields.force-on-moving-proton": {
    answer: (g) => ELEMENTARY_CHARGE * g.v * g.B * Math.sin((g["\\theta"] * Math.PI) / 180),
    givens: { v: [1e6, 9e6], B: [0.1, 2], "\\theta": [20, 70] },
    answerRange: [1e-15, 1e-11],
  },
  "magnetic-fields.straight-wire-field": {
    answer: (g) => ((MU_ZERO * g.I) / (2 * Math.PI * (g.r / 100))) * 1e6,
    givens: { I: [1, 50], r: [1, 20] },
    answerRange: [0.5, 1100],
  },
  "magnetic-fields.proton-orbit-radius": {
    answer: (g) => ((PROTON_MASS * g.v) / (ELEMENTARY_CHARGE * g.B)) * 100,
    givens: { v: [1e6, 9e6], B: [0.2, 1.5] },
    answerRange: [0.5, 50],
  },
  "magnetic-fields.coil-torque": {
    answer: (g) => g.N * g.I * (g.a / 100) * (g.b / 100) * g.B * Math.sin((g["\\theta"] * Math.PI) / 180),
    givens: { N: [100, 500], a: [2, 10], b: [2, 10], I: [0.5, 5], B: [0.1, 1], "\\theta": [20, 70] },
    answerRange: [1e-5, 10],
  },
  "magnetic-fields.loop-axis-field": {
    answer: (g) => {
      const radius = g.R / 100;
      const z = g.z / 100;
      return ((MU_ZERO * g.N * g.I * radius * radius) / (2 * (radius * radius + z * z) ** 1.5)) * 1e6;
    },
    givens: { N: [100, 500], I: [0.2, 2], R: [4, 12], z: [2, 24] },
    answerRange: [1, 3e4],
    conditions: { "the point is 0.5 to 2 radii from the centre": (g) => inRange(g.z / g.R, 0.5, 2) },
  },
  "electromagnetic-induction.coil-in-changing-field": {
    answer: (g) => (g.N * Math.PI * square(g.r / 100) * (g.B_2 - g.B_1)) / g["\\Delta t"],
    givens: { N: [100, 500], r: [2, 10], B_1: [0.1, 0.4], B_2: [0.5, 1.2], "\\Delta t": [0.05, 0.5] },
    answerRange: [1e-3, 200],
    conditions: { "the field increases": (g) => g.B_2 > g.B_1 },
  },
  "electromagnetic-induction.sliding-rod-current": {
    answer: (g) => (g.B * (g.L / 100) * g.v) / g.R,
    givens: { L: [10, 50], v: [1, 10], R: [2, 8], B: [0.2, 1.5] },
    answerRange: [1e-3, 10],
  },
  "electromagnetic-induction.transformer-primary-current": {
    answer: (g) => (g.V_p * square(g.N_s / g.N_p)) / g.R,
    givens: { N_p: [1000, 4000], N_s: [100, 400], V_p: [120, 230], R: [5, 50] },
    answerRange: [1e-4, 10],
    conditions: { "the transformer steps the voltage down": (g) => g.N_s < g.N_p },
  },
  "electromagnetic-induction.rl-current-growth": {
    answer: (g) => (g["\\mathcal{E}"] / g.R) * (1 - Math.exp((-g.t / 1000) * (g.R / (g.L / 1000)))),
    givens: { "\\mathcal{E}": [6, 24], R: [10, 50], L: [50, 500], t: [1, 120] },
    answerRange: [0.05, 2.4],
    conditions: { "t is 1.1 to 2.4 time constants": (g) => inRange(g.t / (g.L / g.R), 1.09, 2.41) },
  },
  "electromagnetic-induction.decaying-field-emf": {
    answer: (g) =>
      g.N * Math.PI * square(g.r / 100) * (g.B_0 / g["\\tau"]) * Math.exp(-g.t / g["\\tau"]) * 1000,
    givens: { N: [100, 500], r: [2, 10], B_0: [0.2, 1.5], "\\tau": [0.5, 5], t: [0.6, 15] },
    answerRange: [1e-3, 1e4],
    conditions: { "t is 1.3 to 3 time constants": (g) => inRange(g.t / g["\\tau"], 1.29, 3.01) },
  },
  "ac-circuits.resistor-average-power": {
    answer: (g) => square(g.V_0 / Math.SQRT2) / g.R,
    givens: { V_0: [10, 340], R: [10, 200] },
    answerRange: [0.1, 6000],
  },
  "ac-circuits.capacitor-current": {
    answer: (g) => g.V * 2 * Math.PI * g.f * g.C * 1e-6 * 1000,
    givens: { C: [1, 50], V: [5, 24], f: [50, 500] },
    answerRange: [1, 4000],
  },
  "ac-circuits.series-rlc-current": {
    answer: (g) => {
      const omega = 2 * Math.PI * g.f;
      const netReactance = omega * g.L * 1e-3 - 1 / (omega * g.C * 1e-6);
      return (g.V / Math.sqrt(g.R * g.R + netReactance * netReactance)) * 1000;
    },
    givens: { R: [20, 100], L: [20, 200], C: [2, 20], V: [5, 120], f: [50, 250] },
    answerRange: [0.1, 6000],
  },
  "ac-circuits.lc-resonant-frequency": {
    answer: (g) => 1 / (2 * Math.PI * Math.sqrt(g.L * 1e-3 * g.C * 1e-9)) / 1000,
    givens: { L: [1, 50], C: [10, 500] },
    answerRange: [0.5, 60],
  },
  "ac-circuits.sawtooth-rms-power": {
    answer: (g) => square(g.V_0 / Math.sqrt(3)) / g.R,
    givens: { V_0: [5, 50], R: [10, 100] },
    answerRange: [0.05, 100],
  },
};

function givensOf(problem: GeneratedProblem): Givens {
  return Object.fromEntries(problem.knowns.map((item) => [item.symbol, item.value]));
}

function numbersOf(problem: GeneratedProblem): number[] {
  return [
    ...problem.knowns.map((item) => item.value),
    problem.answer.value,
    ...problem.solution.map((step) => step.result.value),
    ...problem.tutor.steps.map((step) => step.expected.value),
    ...problem.mistakes.map((item) => item.wrongAnswer.value),
  ];
}

function relativeDifference(value: number, reference: number): number {
  return Math.abs(value - reference) / Math.abs(reference);
}

interface Draw {
  level: CourseLevel;
  seed: number;
  problem: GeneratedProblem;
}

function draws(template: ProblemTemplate): Draw[] {
  return template.levels.flatMap((level) =>
    SEEDS.map((seed) => ({ level, seed, problem: template.generate(createRandom(seed), level) })),
  );
}

const area = TOPICS.find((topic) => topic.id === "electromagnetism");
const subtopicIds: string[] = area ? area.subtopics.map((subtopic) => subtopic.id) : [];

describe("the electromagnetism problem bank", () => {
  it("covers all six subtopics with at least four templates each, at every course level", () => {
    expect(subtopicIds).toHaveLength(6);
    for (const subtopicId of subtopicIds) {
      const ofSubtopic = electromagnetismTemplates.filter((template) => template.subtopic === subtopicId);
      expect(ofSubtopic.length, subtopicId).toBeGreaterThanOrEqual(4);
      const levels = new Set(ofSubtopic.flatMap((template) => template.levels));
      expect([...levels].sort(), subtopicId).toEqual(["algebra", "calculus", "high-school"]);
      const calculusOnly = ofSubtopic.filter(
        (template) => template.levels.length === 1 && template.levels[0] === "calculus",
      );
      expect(calculusOnly.length, subtopicId).toBeGreaterThanOrEqual(1);
    }
  });

  it("gives every template a unique id named after its subtopic", () => {
    const ids = electromagnetismTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of electromagnetismTemplates) {
      expect(template.id.startsWith(`${template.subtopic}.`), template.id).toBe(true);
      expect(template.title.length).toBeGreaterThan(5);
    }
  });

  it("has an independent check for every template", () => {
    expect(Object.keys(EXPECTATIONS).sort()).toEqual(
      electromagnetismTemplates.map((template) => template.id).sort(),
    );
  });
});

/**
 * Runs a check over every draw and collects what is wrong, so one assertion reports every
 * offending level and seed at once (and the suite stays fast).
 */
function findingsOf(
  generated: Draw[],
  check: (problem: GeneratedProblem, report: (finding: string) => void) => void,
): string[] {
  const findings: string[] = [];
  for (const { level, seed, problem } of generated) {
    check(problem, (finding) => findings.push(`${level} seed ${seed}: ${finding}`));
  }
  return findings;
}

describe.each(electromagnetismTemplates.map((template) => [template.id, template] as const))(
  "%s",
  (id, template) => {
    const expectation = EXPECTATIONS[id];
    const generated = draws(template);

    it("answers what an independent calculation from the givens gives", () => {
      const findings = findingsOf(generated, (problem, report) => {
        const expected = expectation.answer(givensOf(problem), problem);
        const gap = relativeDifference(problem.answer.value, expected);
        if (!(gap < 1e-9)) report(`answer ${problem.answer.value} but independently ${expected}`);
        if (problem.answer.unit !== problem.unknown.unit) report("answer unit differs from the unknown's");
        if (problem.significantFigures !== 3) report("not three significant figures");
      });
      expect(findings).toEqual([]);
    });

    it("draws physical, realistic givens and gets a realistic, finite answer", () => {
      const expectedSymbols = Object.keys(expectation.givens).sort();
      const findings = findingsOf(generated, (problem, report) => {
        if (!numbersOf(problem).every(Number.isFinite)) report("a number is not finite");
        const symbols = problem.knowns.map((item) => item.symbol).sort();
        if (symbols.join("|") !== expectedSymbols.join("|")) report(`givens ${symbols.join(", ")}`);
        for (const item of problem.knowns) {
          const range = expectation.givens[item.symbol];
          if (!range) continue;
          const [minimum, maximum] = range;
          if (!(item.value >= minimum && item.value <= maximum) || item.value === 0) {
            report(`${item.symbol} = ${item.value} outside [${minimum}, ${maximum}]`);
          }
        }
        const [minimum, maximum] = expectation.answerRange;
        if (!(problem.answer.value >= minimum && problem.answer.value <= maximum)) {
          report(`answer ${problem.answer.value} outside [${minimum}, ${maximum}]`);
        }
        const given = givensOf(problem);
        for (const [condition, holds] of Object.entries(expectation.conditions ?? {})) {
          if (!holds(given)) report(`violates: ${condition}`);
        }
      });
      expect(findings).toEqual([]);
    });

    it("shows every given in the statement exactly as formatted, at three significant figures", () => {
      const findings = findingsOf(generated, (problem, report) => {
        for (const item of problem.knowns) {
          const shown = formatQuantityLatex(item.value, item.unit);
          if (!problem.statement.includes(shown)) report(`statement lacks ${shown}`);
          // Three significant figures must show the drawn value without rounding part of it away.
          if (relativeDifference(Number(item.value.toPrecision(3)), item.value) > 1e-12) {
            report(`${item.symbol} = ${item.value} needs more than three figures`);
          }
        }
      });
      expect(findings).toEqual([]);
    });

    it("ends the worked solution and the tutor script on the answer", () => {
      const findings = findingsOf(generated, (problem, report) => {
        if (problem.solution.length < 2) report("solution has fewer than two steps");
        const lastResult = problem.solution[problem.solution.length - 1].result;
        if (lastResult.unit !== problem.answer.unit) report("solution ends in another unit");
        if (relativeDifference(lastResult.value, problem.answer.value) > 1e-12) {
          report("solution ends on another value");
        }
        const steps = problem.tutor.steps;
        if (steps.length < 4 || steps.length > 6) report(`${steps.length} tutor steps`);
        const lastStep = steps[steps.length - 1];
        if (
          lastStep.expected.value !== problem.answer.value ||
          lastStep.expected.unit !== problem.answer.unit
        ) {
          report("last tutor step does not expect the answer");
        }
        for (const [index, step] of steps.entries()) {
          const hints = step.hints.map((hint) => hint.trim());
          if (hints.length !== 3 || new Set(hints).size !== 3 || hints.some((hint) => hint === "")) {
            report(`step ${index + 1} lacks three distinct hints`);
          }
          if (step.prompt.trim() === "" || step.description.trim() === "")
            report(`step ${index + 1} is blank`);
          if (!(step.tolerance > 0 && step.tolerance <= 0.1)) report(`step ${index + 1} tolerance`);
        }
        if (problem.tutor.warmup.question.trim() === "" || problem.tutor.warmup.explanation.trim() === "") {
          report("blank warm-up");
        }
        if (problem.keyConcepts.length < 2 || problem.keyConcepts.length > 4) report("key concepts count");
        if (problem.realWorld.trim() === "") report("no real-world connection");
      });
      expect(findings).toEqual([]);
    });

    it("lists mistakes whose wrong answers are more than 5 % from the answer and from each other", () => {
      const findings = findingsOf(generated, (problem, report) => {
        const count = problem.mistakes.length;
        if (count < 2 || count > 4) report(`${count} mistakes`);
        if (new Set(problem.mistakes.map((item) => item.id)).size !== count) report("repeated mistake id");
        for (const item of problem.mistakes) {
          if (item.wrongAnswer.unit !== problem.answer.unit) report(`${item.id} in another unit`);
          if (!(relativeDifference(item.wrongAnswer.value, problem.answer.value) > 0.05)) {
            report(`${item.id} is within 5 % of the answer`);
          }
        }
        const wrongAnswers = problem.mistakes.map((item) => item.wrongAnswer.value);
        for (const [index, wrong] of wrongAnswers.entries()) {
          for (const other of wrongAnswers.slice(index + 1)) {
            const larger = Math.max(Math.abs(wrong), Math.abs(other));
            if (!(Math.abs(wrong - other) / larger > 0.05))
              report(`mistakes ${wrong} and ${other} too close`);
          }
        }
      });
      expect(findings).toEqual([]);
    });

    it("reproduces a problem from its seed and varies it between seeds", () => {
      const findings: string[] = [];
      for (const level of template.levels) {
        const statements = new Map<number, string>();
        for (const { seed, problem } of generated.filter((item) => item.level === level)) {
          const again = template.generate(createRandom(seed), level);
          if (JSON.stringify(again) !== JSON.stringify(problem))
            findings.push(`${level} seed ${seed} differs`);
          statements.set(seed, problem.statement);
        }
        for (const seed of SEEDS.slice(1)) {
          if (statements.get(seed) === statements.get(seed - 1)) {
            findings.push(`${level} seeds ${seed - 1} and ${seed} give the same statement`);
          }
        }
      }
      expect(findings).toEqual([]);
      const [firstLevel] = template.levels;
      expect(template.generate(createRandom(7), firstLevel)).toEqual(
        template.generate(createRandom(7), firstLevel),
      );
    });
  },
);
