import { describe, expect, it } from "vitest";
import { COURSE_LEVELS, type CourseLevel, TOPICS } from "../../../contracts/taxonomy";
import { formatQuantityLatex, roundSignificant } from "../../format-number";
import { createRandom } from "../../random";
import type { GeneratedProblem, ProblemTemplate } from "../template";
import { mechanicsTemplates } from "./index";

const SEED_COUNT = 200;
const STANDARD_GRAVITY = 9.81;

/** Known values of one generated problem, by symbol. */
type Values = Record<string, number>;

interface IndependentCheck {
  /** The final answer recomputed from the knowns, in the unknown's unit. */
  answer(values: Values): number;
  /** The draw is physical and realistic: the conditions a physics teacher would check. */
  isPhysical(values: Values, answer: number): boolean;
}

const sine = (degrees: number) => Math.sin((degrees * Math.PI) / 180);
const cosine = (degrees: number) => Math.cos((degrees * Math.PI) / 180);
const within = (value: number, minimum: number, maximum: number) => value >= minimum && value <= maximum;

/**
 * Every formula written again, independently of the templates, together with the physical
 * checks each draw must pass.
 */
const independentChecks: Record<string, IndependentCheck> = {
  "kinematics.braking-distance": {
    answer: (k) => {
      const speed = k.v_0 / 3.6;
      return speed * k.t_r + speed ** 2 / (2 * k.a);
    },
    // Road speeds, human reaction times, braking no harder than dry-road tyres allow.
    isPhysical: (k, distance) =>
      within(k.v_0, 30, 130) && within(k.t_r, 0.5, 2) && within(k.a, 3, 9) && within(distance, 10, 250),
  },
  "kinematics.projectile-range": {
    answer: (k) => (k.v_0 ** 2 * sine(2 * k["\\theta"])) / k.g,
    isPhysical: (k, range) => within(k.v_0, 5, 35) && within(k["\\theta"], 10, 80) && within(range, 1, 120),
  },
  "kinematics.ball-thrown-from-balcony": {
    answer: (k) => (k.v_0 + Math.sqrt(k.v_0 ** 2 + 2 * k.g * k.h)) / k.g,
    // A throw by hand from a building balcony; the ball lands after it passes the balcony.
    isPhysical: (k, time) =>
      within(k.v_0, 2, 25) && within(k.h, 3, 40) && time > (2 * k.v_0) / k.g && time < 10,
  },
  "kinematics.police-catch-up": {
    answer: (k) => (2 * (k.v / 3.6) ** 2) / k.a,
    isPhysical: (k, distance) => within(k.v, 60, 160) && within(k.a, 1, 6) && within(distance, 100, 2500),
  },
  "kinematics.displacement-from-velocity-function": {
    answer: (k) => k["\\beta"] * k.T + (k["\\alpha"] * k.T ** 3) / 3,
    // A car: the speed at the end stays below 50 m/s (180 km/h).
    isPhysical: (k, displacement) =>
      k["\\beta"] > 0 && k["\\alpha"] > 0 && k["\\beta"] + k["\\alpha"] * k.T ** 2 < 50 && displacement > 0,
  },
  "dynamics.incline-with-friction": {
    answer: (k) => k.g * (sine(k["\\theta"]) - k["\\mu_k"] * cosine(k["\\theta"])),
    // The crate speeds up (a > 0) and the friction coefficient is one of real surfaces.
    isPhysical: (k, acceleration) =>
      within(k["\\mu_k"], 0.05, 0.8) &&
      within(k["\\theta"], 5, 60) &&
      within(k.m, 0.5, 100) &&
      acceleration > 0.5,
  },
  "dynamics.elevator-scale-reading": {
    answer: (k) => k.m * (k.g + k.v / k["\\Delta t"]),
    // Adult masses; elevator accelerations up to about 0.4 g.
    isPhysical: (k, force) =>
      within(k.m, 30, 150) && within(k.v / k["\\Delta t"], 0.3, 4) && force > k.m * k.g,
  },
  "dynamics.flat-curve-maximum-speed": {
    answer: (k) => 3.6 * Math.sqrt(k["\\mu_s"] * k.g * k.r),
    isPhysical: (k, speed) => within(k["\\mu_s"], 0.1, 1) && within(k.r, 10, 300) && within(speed, 15, 200),
  },
  "dynamics.atwood-machine-tension": {
    answer: (k) => (2 * k.m_1 * k.m_2 * k.g) / (k.m_1 + k.m_2),
    // The heavier mass is m_1, and the tension lies between the two weights.
    isPhysical: (k, tension) => k.m_1 > k.m_2 && k.m_2 > 0 && tension > k.m_2 * k.g && tension < k.m_1 * k.g,
  },
  "dynamics.skydiver-quadratic-drag": {
    answer: (k) => {
      const terminal = Math.sqrt((k.m * k.g) / k.c);
      return terminal * Math.tanh((k.g * k.t) / terminal);
    },
    // Skydiver with gear; terminal speed of a belly-down skydiver (about 40 to 75 m/s).
    isPhysical: (k, speed) =>
      within(k.m, 50, 120) &&
      within(Math.sqrt((k.m * k.g) / k.c), 40, 75) &&
      speed < Math.sqrt((k.m * k.g) / k.c) &&
      speed < k.g * k.t,
  },
  "work-energy.roller-coaster-speed": {
    answer: (k) => Math.sqrt(k.v_1 ** 2 + 2 * k.g * (k.h_1 - k.h_2)),
    isPhysical: (k, speed) => k.h_1 > k.h_2 && k.h_2 > 0 && within(k.m, 100, 2000) && within(speed, 5, 40),
  },
  "work-energy.spring-launcher": {
    answer: (k) => (k.x / 100) * Math.sqrt(k.k / k.m),
    isPhysical: (k, speed) =>
      within(k.k, 50, 2000) && within(k.x, 1, 30) && within(k.m, 0.01, 1) && speed < 40,
  },
  "work-energy.angled-pull-with-friction": {
    answer: (k) => {
      const normal = k.m * k.g - k.F * sine(k["\\theta"]);
      const netWork = (k.F * cosine(k["\\theta"]) - k["\\mu_k"] * normal) * k.d;
      return Math.sqrt((2 * netWork) / k.m);
    },
    // The box stays on the floor (normal force > 0) and actually speeds up.
    isPhysical: (k, speed) =>
      k.m * k.g > k.F * sine(k["\\theta"]) &&
      k.F * cosine(k["\\theta"]) > k["\\mu_k"] * (k.m * k.g - k.F * sine(k["\\theta"])) &&
      within(k["\\mu_k"], 0.05, 0.8) &&
      within(speed, 0.2, 15),
  },
  "work-energy.stiffening-spring-work": {
    answer: (k) => {
      const compression = k.x / 100;
      return (k.k * compression ** 2) / 2 + (k.b * compression ** 4) / 4;
    },
    isPhysical: (k, work) => k.k > 0 && k.b > 0 && within(k.x, 1, 50) && within(work, 0.1, 200),
  },
  "work-energy.satellite-lift-work": {
    answer: (k) => {
      const altitude = k.h * 1000;
      return (k.m * k.g * k.R_E * altitude) / (k.R_E + altitude) / 1e6;
    },
    // Satellite masses, low and medium Earth orbit altitudes, Earth's mean radius.
    isPhysical: (k, work) =>
      within(k.m, 100, 10000) && within(k.h, 150, 36000) && within(k.R_E, 6.35e6, 6.39e6) && work > 0,
  },
  "momentum.perfectly-inelastic-collision": {
    answer: (k) => (k.m_1 * k.v_1) / (k.m_1 + k.m_2),
    isPhysical: (k, speed) => within(k.m_1, 500, 3000) && within(k.m_2, 500, 3000) && speed < k.v_1,
  },
  "momentum.impulse-average-force": {
    answer: (k) => (k.m * (k.v_1 + k.v_2)) / (k["\\Delta t"] / 1000),
    // A ball bounces back slower than it arrived, after a contact of a few milliseconds.
    isPhysical: (k, force) =>
      within(k.m, 0.02, 0.6) && k.v_2 < k.v_1 && within(k["\\Delta t"], 1, 50) && within(force, 10, 10000),
  },
  "momentum.ballistic-pendulum": {
    answer: (k) => {
      const bullet = k.m / 1000;
      return ((bullet + k.M) / bullet) * Math.sqrt(2 * k.g * (k.h / 100));
    },
    // Bullet speeds of real firearms and air rifles; the block is far heavier than the bullet.
    isPhysical: (k, speed) => k.M > 50 * (k.m / 1000) && within(speed, 80, 1000),
  },
  "momentum.elastic-collision-carts": {
    answer: (k) => (2 * k.m_1 * k.v_1) / (k.m_1 + k.m_2),
    isPhysical: (k, speed) =>
      within(k.m_1, 0.05, 2) && within(k.m_2, 0.05, 2) && within(k.v_1, 0.1, 5) && speed > 0,
  },
  "momentum.impulse-from-force-function": {
    answer: (k) => (2 * k.F_0 * (k.T / 1000)) / (Math.PI * (k.m / 1000)),
    // Golf ball mass (at most 45.93 g by the rules, a little lighter in practice) and drive speeds.
    isPhysical: (k, speed) => within(k.m, 30, 50) && within(k.T, 0.2, 1) && within(speed, 20, 90),
  },
  "rotational-motion.spin-down-revolutions": {
    answer: (k) => (k["\\omega_0"] / 60) * (k.t / 2),
    isPhysical: (k, revolutions) =>
      within(k["\\omega_0"], 100, 6000) && within(k.t, 1, 60) && revolutions > 1,
  },
  "rotational-motion.wrench-force": {
    answer: (k) => k["\\tau"] / ((k.r / 100) * sine(k["\\theta"])),
    // A hand on a wrench: forces a person can push with.
    isPhysical: (k, force) => within(k.r, 10, 60) && within(k["\\theta"], 1, 90) && within(force, 20, 800),
  },
  "rotational-motion.rolling-down-incline": {
    answer: (k) => Math.sqrt((2 * k.g * k.L * sine(k["\\theta"])) / (1 + k["\\beta"])),
    isPhysical: (k, speed) =>
      [0.4, 0.5, 1].includes(k["\\beta"]) && within(k["\\theta"], 1, 45) && within(speed, 0.5, 15),
  },
  "rotational-motion.skater-spin": {
    answer: (k) => (k["\\omega_1"] * k.I_1) / k.I_2,
    // Pulling the arms in lowers the moment of inertia; final spins stay below human limits (about 7 rev/s).
    isPhysical: (k, spin) => k.I_2 < k.I_1 && within(k.I_1, 1, 6) && within(spin, k["\\omega_1"], 420),
  },
  "rotational-motion.rod-moment-of-inertia": {
    answer: (k) => (k["\\lambda_0"] * k.L ** 3) / 3 + (k.b * k.L ** 4) / 4,
    isPhysical: (k, inertia) => k["\\lambda_0"] > 0 && k.b > 0 && within(k.L, 0.2, 5) && inertia > 0,
  },
  "oscillations-waves.spring-mass-period": {
    answer: (k) => 2 * Math.PI * Math.sqrt(k.m / 1000 / k.k),
    isPhysical: (k, period) => within(k.m, 10, 5000) && within(k.k, 1, 1000) && within(period, 0.1, 5),
  },
  "oscillations-waves.string-fundamental-frequency": {
    answer: (k) => Math.sqrt(k.F_T / (k["\\mu"] / 1000)) / (2 * (k.L / 100)),
    // Guitar-like strings: audible fundamentals of instrument strings.
    isPhysical: (k, frequency) =>
      within(k.F_T, 20, 200) && within(k.L, 30, 100) && within(frequency, 40, 1200),
  },
  "oscillations-waves.doppler-approaching-source": {
    answer: (k) => (k.f_0 * k.v) / (k.v - k.v_s / 3.6),
    // A road vehicle, far below the speed of sound.
    isPhysical: (k, frequency) => k.v_s / 3.6 < 0.2 * k.v && within(k.v, 330, 350) && frequency > k.f_0,
  },
  "oscillations-waves.shm-maximum-speed": {
    answer: (k) => (k.A / 100) * Math.sqrt(k.k / k.m),
    isPhysical: (k, speed) => within(k.m, 0.05, 5) && within(k.k, 5, 1000) && within(speed, 0.01, 10),
  },
  "oscillations-waves.damped-amplitude": {
    answer: (k) => k.A_0 * Math.exp((-k.b * k.t) / (2 * k.m)),
    // Light damping: the amplitude shrinks but the motion still oscillates.
    isPhysical: (k, amplitude) => k.b > 0 && amplitude < k.A_0 && amplitude > 0.01 * k.A_0,
  },
};

const MECHANICS_SUBTOPICS =
  TOPICS.find((topic) => topic.id === "mechanics")?.subtopics.map((s) => s.id) ?? [];

function valuesOf(problem: GeneratedProblem): Values {
  return Object.fromEntries(problem.knowns.map((entry) => [entry.symbol, entry.value]));
}

function relativeDifference(a: number, b: number): number {
  return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
}

function generate(template: ProblemTemplate, seed: number, level: CourseLevel): GeneratedProblem {
  return template.generate(createRandom(seed), level);
}

/** Every number a student can see in a problem, with a label for failure messages. */
function numbersOf(problem: GeneratedProblem): Array<[string, number]> {
  return [
    ...problem.knowns.map((entry): [string, number] => [`known ${entry.symbol}`, entry.value]),
    ["answer", problem.answer.value],
    ...problem.solution.map((step, index): [string, number] => [`solution step ${index}`, step.result.value]),
    ...problem.tutor.steps.map((step, index): [string, number] => [
      `tutor step ${index}`,
      step.expected.value,
    ]),
    ...problem.mistakes.map((entry): [string, number] => [`mistake ${entry.id}`, entry.wrongAnswer.value]),
  ];
}

/** The markdown texts of a problem, where LaTeX belongs between $ signs. */
function markdownTextsOf(problem: GeneratedProblem): string[] {
  return [
    problem.statement,
    ...problem.solution.map((step) => step.principle),
    problem.tutor.warmup.question,
    problem.tutor.warmup.explanation,
    ...problem.tutor.steps.flatMap((step) => [step.prompt, step.description, ...step.hints]),
    ...problem.mistakes.flatMap((entry) => [entry.description, entry.feedback]),
    ...problem.keyConcepts,
    problem.realWorld,
  ];
}

/** Every text of a problem, to catch LaTeX backslashes swallowed as escape characters. */
function textsOf(problem: GeneratedProblem): string[] {
  return [
    problem.statement,
    ...problem.solution.flatMap((step) => [step.principle, step.equation, step.substitution]),
    problem.tutor.warmup.question,
    problem.tutor.warmup.explanation,
    ...problem.tutor.steps.flatMap((step) => [step.prompt, step.description, ...step.hints]),
    ...problem.mistakes.flatMap((entry) => [entry.description, entry.feedback]),
    ...problem.keyConcepts,
    problem.realWorld,
  ];
}

/** Everything wrong with one generated problem, as readable messages (empty when it is sound). */
function problemsWith(template: ProblemTemplate, problem: GeneratedProblem): string[] {
  const failures: string[] = [];
  const check = independentChecks[template.id];
  const values = valuesOf(problem);
  const expected = check.answer(values);
  if (relativeDifference(problem.answer.value, expected) > 1e-9) {
    failures.push(`answer ${problem.answer.value} but the independent formula gives ${expected}`);
  }
  if (!check.isPhysical(values, problem.answer.value)) {
    failures.push(`unphysical draw ${JSON.stringify(values)} with answer ${problem.answer.value}`);
  }
  for (const [label, value] of numbersOf(problem)) {
    if (!Number.isFinite(value)) failures.push(`${label} is not finite`);
  }
  for (const entry of problem.knowns) {
    if (!(entry.value > 0)) failures.push(`known ${entry.symbol} is not positive`);
    if (roundSignificant(entry.value, 3) !== entry.value) {
      failures.push(`known ${entry.symbol} = ${entry.value} is not shown exactly at 3 significant figures`);
    }
    if (!problem.statement.includes(formatQuantityLatex(entry.value, entry.unit))) {
      failures.push(
        `statement does not show ${entry.symbol} as ${formatQuantityLatex(entry.value, entry.unit)}`,
      );
    }
    if (entry.symbol === "g" && entry.value !== STANDARD_GRAVITY) failures.push("g is not 9.81 m/s^2");
  }
  if (problem.knowns.some((entry) => entry.symbol === "g") && !problem.statement.includes("g =")) {
    failures.push("the statement does not say which value of g to use");
  }
  if (problem.answer.unit !== problem.unknown.unit)
    failures.push("answer unit differs from the unknown's unit");
  if (problem.significantFigures !== 3) failures.push("answer is not stated to 3 significant figures");
  const lastSolutionStep = problem.solution.at(-1);
  if (
    !lastSolutionStep ||
    lastSolutionStep.result.unit !== problem.answer.unit ||
    relativeDifference(lastSolutionStep.result.value, problem.answer.value) > 1e-9
  ) {
    failures.push("the worked solution does not end with the answer");
  }
  for (const step of problem.solution) {
    if (!step.principle || !step.equation || !step.substitution)
      failures.push("a solution step has an empty part");
  }
  const steps = problem.tutor.steps;
  if (steps.length < 4 || steps.length > 6) failures.push(`tutor has ${steps.length} steps`);
  for (const [index, step] of steps.entries()) {
    const hints = step.hints.map((hint) => hint.trim());
    if (hints.length !== 3 || hints.some((hint) => hint === "") || new Set(hints).size !== 3) {
      failures.push(`tutor step ${index} does not have three distinct non-empty hints`);
    }
    if (!(step.tolerance > 0 && step.tolerance <= 0.1))
      failures.push(`tutor step ${index} tolerance ${step.tolerance}`);
    if (!step.prompt || !step.description) failures.push(`tutor step ${index} lacks a prompt or description`);
  }
  const lastStep = steps.at(-1);
  if (
    !lastStep ||
    lastStep.expected.unit !== problem.answer.unit ||
    relativeDifference(lastStep.expected.value, problem.answer.value) > 1e-9
  ) {
    failures.push("the last tutor step does not expect the final answer");
  }
  if (!problem.tutor.warmup.question || !problem.tutor.warmup.explanation) failures.push("warm-up is empty");
  if (problem.mistakes.length < 2 || problem.mistakes.length > 4) {
    failures.push(`${problem.mistakes.length} mistakes`);
  }
  for (const [index, entry] of problem.mistakes.entries()) {
    if (entry.wrongAnswer.unit !== problem.answer.unit) failures.push(`mistake ${entry.id} has another unit`);
    if (relativeDifference(entry.wrongAnswer.value, problem.answer.value) <= 0.05) {
      failures.push(
        `mistake ${entry.id} gives ${entry.wrongAnswer.value}, within 5 % of ${problem.answer.value}`,
      );
    }
    for (const other of problem.mistakes.slice(index + 1)) {
      if (relativeDifference(entry.wrongAnswer.value, other.wrongAnswer.value) <= 0.02) {
        failures.push(`mistakes ${entry.id} and ${other.id} give the same answer`);
      }
    }
    if (entry.step !== undefined && (entry.step < 0 || entry.step >= steps.length)) {
      failures.push(`mistake ${entry.id} points at a missing step`);
    }
  }
  if (new Set(problem.mistakes.map((entry) => entry.id)).size !== problem.mistakes.length) {
    failures.push("mistake ids repeat");
  }
  if (problem.keyConcepts.length < 2 || problem.keyConcepts.length > 4)
    failures.push("2 to 4 key concepts expected");
  if (!problem.realWorld) failures.push("no real-world connection");
  for (const text of textsOf(problem)) {
    // Tab, backspace, form feed, vertical tab and carriage return appear when "\t", "\b", "\f" ... lose a backslash.
    if (/[\t\b\f\v\r]/.test(text)) failures.push(`text with a control character: ${JSON.stringify(text)}`);
    if (text.includes("undefined") || text.includes("NaN"))
      failures.push(`text shows undefined or NaN: ${text}`);
  }
  for (const text of markdownTextsOf(problem)) {
    const outsideMath = text.split("$").filter((_, index) => index % 2 === 0);
    if (text.split("$").length % 2 === 0) failures.push(`unbalanced $ in: ${text}`);
    // Backslashes, sub- and superscripts and braces are LaTeX; markdown would show them raw.
    if (outsideMath.some((part) => /[\\_^{}]/.test(part))) failures.push(`LaTeX outside $...$ in: ${text}`);
  }
  return failures;
}

describe("mechanics problem bank", () => {
  it("has at least four templates per subtopic, covering all three course levels", () => {
    expect(MECHANICS_SUBTOPICS).toHaveLength(6);
    for (const subtopic of MECHANICS_SUBTOPICS) {
      const ofSubtopic = mechanicsTemplates.filter((template) => template.subtopic === subtopic);
      expect(ofSubtopic.length, subtopic).toBeGreaterThanOrEqual(4);
      const levels = new Set(ofSubtopic.flatMap((template) => template.levels));
      expect([...levels].sort(), subtopic).toEqual([...COURSE_LEVELS].sort());
      const calculusOnly = ofSubtopic.filter(
        (template) => template.levels.length === 1 && template.levels[0] === "calculus",
      );
      expect(calculusOnly.length, `${subtopic} calculus-only templates`).toBeGreaterThanOrEqual(1);
    }
  });

  it("gives every template a unique id named after its subtopic, a title and levels", () => {
    const ids = mechanicsTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of mechanicsTemplates) {
      expect(template.id.startsWith(`${template.subtopic}.`), template.id).toBe(true);
      expect(MECHANICS_SUBTOPICS as readonly string[]).toContain(template.subtopic);
      expect(template.title.length, template.id).toBeGreaterThan(5);
      expect(template.levels.length, template.id).toBeGreaterThan(0);
    }
  });

  it("has an independent answer check for exactly the templates in the bank", () => {
    expect(Object.keys(independentChecks).sort()).toEqual(
      mechanicsTemplates.map((template) => template.id).sort(),
    );
  });

  for (const template of mechanicsTemplates) {
    describe(template.id, () => {
      for (const level of template.levels) {
        it(`generates correct, physical, complete problems at the ${level} level over ${SEED_COUNT} seeds`, () => {
          const failures: string[] = [];
          for (let seed = 1; seed <= SEED_COUNT; seed++) {
            for (const failure of problemsWith(template, generate(template, seed, level))) {
              failures.push(`seed ${seed}: ${failure}`);
            }
          }
          expect(failures.slice(0, 10)).toEqual([]);
        });

        it(`is reproducible from its seed and varies between seeds at the ${level} level`, () => {
          expect(generate(template, 42, level)).toEqual(generate(template, 42, level));
          const statements = new Set<string>();
          for (let seed = 1; seed <= SEED_COUNT; seed++) {
            const statement = generate(template, seed, level).statement;
            expect(statement, `seeds ${seed - 1} and ${seed}`).not.toBe(
              seed > 1 ? generate(template, seed - 1, level).statement : "",
            );
            statements.add(statement);
          }
          expect(statements.size).toBeGreaterThanOrEqual(SEED_COUNT * 0.95);
        });
      }
    });
  }
});
