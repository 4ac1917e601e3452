import { describe, expect, it } from "vitest";
import { COURSE_LEVELS, TOPICS } from "../../../contracts/taxonomy";
import { formatQuantityLatex } from "../../format-number";
import { createRandom } from "../../random";
import type { GeneratedProblem, ProblemTemplate } from "../template";
import { opticsTemplates } from "./index";

const SEEDS = Array.from({ length: 200 }, (_, index) => index + 1);

const C = 299_792_458;
const H = 6.626_070_15e-34;
const K_B = 1.380_649e-23;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

type Knowns = Record<string, number>;

/** Each template's answer, written again from the physics (never by calling the template). */
const independentAnswer: Record<string, (k: Knowns) => number> = {
  "geometric-optics.snell-refraction-angle": (k) =>
    deg(Math.asin((k.n_1 * Math.cos(rad(k["\\alpha"]))) / k.n_2)),
  "geometric-optics.thin-lens-image-distance": (k) => 1 / (1 / k.f - 1 / k.d_o),
  "geometric-optics.fiber-acceptance-angle": (k) =>
    deg(Math.asin(Math.sqrt(k.n_1 ** 2 - k.n_2 ** 2) / k.n_0)),
  "geometric-optics.moving-image-speed": (k) => {
    const image = 1 / (1 / k.f - 1 / k.d_o);
    return k.v_o * (image / k.d_o) ** 2;
  },
  "wave-optics.wavelength-in-medium": (k) => k["\\lambda_0"] / k.n,
  "wave-optics.fiber-time-delay": (k) => (((k.n - 1) * k.L * 1000) / C) * 1e6,
  "wave-optics.optical-path-difference": (k) => ((k.n - 1) * k.t * 1000) / k["\\lambda"],
  "wave-optics.dispersion-slope": (k) => (-2 * k.B) / k["\\lambda"] ** 3,
  "interference.double-slit-bright-fringe": (k) => ((k.m * k["\\lambda"] * 1e-9 * k.L) / (k.d * 1e-3)) * 1000,
  "interference.antireflection-coating": (k) => k["\\lambda"] / (4 * k.n_c),
  "interference.air-wedge-fringe-spacing": (k) =>
    ((k["\\lambda"] * 1e-9 * k.L * 1e-2) / (2 * k.D * 1e-6)) * 1000,
  "interference.michelson-fringe-rate": (k) => (2 * 2 * Math.PI * k.f * k.A * 1e-6) / (k["\\lambda"] * 1e-9),
  "diffraction.single-slit-central-width": (k) => ((2 * k["\\lambda"] * 1e-9 * k.L) / (k.a * 1e-3)) * 1000,
  "diffraction.grating-maximum-angle": (k) => deg(Math.asin(k.m * k["\\lambda"] * 1e-6 * k.N)),
  "diffraction.headlight-resolution": (k) => k.s / ((1.22 * k["\\lambda"] * 1e-9) / (k.D * 1e-3)) / 1000,
  "diffraction.closing-slit-pattern-growth": (k) =>
    ((2 * k["\\lambda"] * 1e-9 * k.L * k.v_a * 1e-6) / (k.a * 1e-3) ** 2) * 1000,
  "polarization.malus-two-polarizers": (k) => (k.I_0 / 2) * Math.cos(rad(k["\\theta"])) ** 2,
  // At Brewster's angle the refracted ray is perpendicular to the reflected one.
  "polarization.brewster-refraction-angle": (k) => 90 - deg(Math.atan(k.n_2 / k.n_1)),
  "polarization.three-polarizers": (k) => (k.I_0 / 8) * Math.sin(rad(2 * k["\\theta"])) ** 2,
  "polarization.rotating-analyzer-rate": (k) => k.I_0 * 2 * Math.PI * k.f * Math.sin(rad(2 * k["\\theta"])),
  "lasers.photon-emission-rate": (k) => (k.P * 1e-3 * k["\\lambda"] * 1e-9) / (H * C),
  "lasers.beam-intensity": (k) => (k.P * 1e-3) / ((Math.PI * (k.d * 1e-3) ** 2) / 4),
  "lasers.thermal-population-ratio": (k) =>
    Math.exp((-H * C) / (k["\\lambda"] * 1e-6 * K_B * (k.T + 273.15))),
  "lasers.threshold-gain": (k) => -Math.log(k.R_1 * k.R_2) / (2 * k.L),
  "geometric-optics.concave-mirror-image-height": (k) => (k.h_o * k.f) / (k.d_o - k.f),
  "diffraction.bragg-plane-spacing": (k) => k["\\lambda"] / (2 * Math.sin(rad(k["2\\theta"] / 2))),
  "polarization.quarter-wave-plate": (k) => k["\\lambda"] / (4 * k["\\Delta n"]) / 1000,
  "lasers.microchip-mode-spacing": (k) => C / (2 * k.n * k.L * 1e-3) / 1e9,
};

/** Each template's physical-plausibility conditions on the draw and the answer. */
const physicalChecks: Record<string, (k: Knowns, answer: number) => boolean> = {
  // Ray enters from air into glass, so no total internal reflection; the angle is between 0 and 90.
  "geometric-optics.snell-refraction-angle": (k, answer) =>
    k.n_1 === 1 &&
    k.n_2 >= 1.4 &&
    k.n_2 <= 1.7 &&
    k["\\alpha"] > 0 &&
    k["\\alpha"] < 90 &&
    answer > 0 &&
    answer < 90 - k["\\alpha"],
  // Object outside the focal point: a real image farther than f.
  "geometric-optics.thin-lens-image-distance": (k, answer) =>
    k.f >= 5 && k.f <= 30 && k.d_o > k.f && k.d_o <= 150 && answer > k.f,
  // Cladding index below the core, both in the range of glass and polymer fibres; the
  // numerical aperture stays below the index outside, so every entering angle exists.
  "geometric-optics.fiber-acceptance-angle": (k, answer) =>
    k.n_1 >= 1.44 &&
    k.n_1 <= 1.6 &&
    k.n_2 < k.n_1 &&
    k.n_2 >= 1.35 &&
    k.n_0 >= 1 &&
    k.n_0 <= 1.33 &&
    Math.sqrt(k.n_1 ** 2 - k.n_2 ** 2) < k.n_0 &&
    answer > 0 &&
    answer < 40,
  // A slow object outside the focal point; the real image moves at a laboratory speed.
  "geometric-optics.moving-image-speed": (k, answer) =>
    k.f > 0 && k.d_o > k.f && k.v_o > 0 && k.v_o <= 10 && answer > 0 && answer < 200,
  // Visible light in a real transparent medium gets a shorter wavelength.
  "wave-optics.wavelength-in-medium": (k, answer) =>
    k["\\lambda_0"] >= 380 && k["\\lambda_0"] <= 750 && k.n >= 1.3 && k.n <= 2.5 && answer < k["\\lambda_0"],
  // A telecom-length fibre with a silica core; the delay is positive and shorter than the vacuum trip.
  "wave-optics.fiber-time-delay": (k, answer) =>
    k.L >= 0.5 && k.L <= 100 && k.n >= 1.4 && k.n <= 1.6 && answer > 0 && answer < ((k.L * 1000) / C) * 1e6,
  // A thin transparent film in visible light adds a positive, moderate number of wavelengths.
  "wave-optics.optical-path-difference": (k, answer) =>
    k.t >= 1 &&
    k.t <= 100 &&
    k.n > 1.3 &&
    k.n < 1.8 &&
    k["\\lambda"] >= 380 &&
    k["\\lambda"] <= 750 &&
    answer > 0 &&
    answer < 100,
  // A glass with visible-range index; normal dispersion makes the slope negative.
  "wave-optics.dispersion-slope": (k, answer) => {
    const index = k.A + k.B / k["\\lambda"] ** 2;
    return (
      k.A >= 1.4 &&
      k.B > 0 &&
      k.B < 0.02 &&
      k["\\lambda"] >= 0.38 &&
      k["\\lambda"] <= 0.75 &&
      index > 1.4 &&
      index < 1.8 &&
      answer < 0
    );
  },
  // Visible light, sub-millimetre slits, a whole-number order, and a fringe close enough for small angles.
  "interference.double-slit-bright-fringe": (k, answer) =>
    k["\\lambda"] >= 380 &&
    k["\\lambda"] <= 750 &&
    k.d >= 0.05 &&
    k.d <= 1 &&
    k.L >= 0.5 &&
    k.L <= 5 &&
    Number.isInteger(k.m) &&
    k.m >= 1 &&
    answer > 0 &&
    answer / 1000 / k.L < 0.1,
  // Coating index between air and glass (so both reflections flip), and a sub-wavelength film.
  "interference.antireflection-coating": (k, answer) =>
    k.n_c > 1 &&
    k.n_c < k.n_g &&
    k.n_g <= 1.9 &&
    k["\\lambda"] >= 380 &&
    k["\\lambda"] <= 750 &&
    answer > 50 &&
    answer < 200,
  // A thin wire and a wedge angle small enough for the small-angle geometry; fringes visible by eye or loupe.
  "interference.air-wedge-fringe-spacing": (k, answer) =>
    k.D > 0 &&
    k.D <= 200 &&
    k.L >= 1 &&
    k.L <= 30 &&
    (k.D * 1e-6) / (k.L * 1e-2) < 0.01 &&
    k["\\lambda"] >= 380 &&
    k["\\lambda"] <= 750 &&
    answer >= 0.01 &&
    answer <= 10,
  // A piezo stage: micrometre amplitude at tens of hertz gives a positive, countable fringe rate.
  "interference.michelson-fringe-rate": (k, answer) =>
    k.A > 0 &&
    k.A <= 10 &&
    k.f > 0 &&
    k.f <= 100 &&
    k["\\lambda"] >= 380 &&
    k["\\lambda"] <= 750 &&
    answer > 0 &&
    answer < 1e5,
  // Visible light through a sub-millimetre slit, with angles small enough for y = L tan(theta).
  "diffraction.single-slit-central-width": (k, answer) =>
    k["\\lambda"] >= 380 &&
    k["\\lambda"] <= 750 &&
    k.a >= 0.01 &&
    k.a <= 1 &&
    k.L >= 0.5 &&
    k.L <= 5 &&
    (k["\\lambda"] * 1e-6) / k.a < 0.05 &&
    answer > 0,
  // A real grating density, a whole-number order that exists (m lambda / d below 1).
  "diffraction.grating-maximum-angle": (k, answer) =>
    k.N >= 100 &&
    k.N <= 2000 &&
    Number.isInteger(k.m) &&
    k.m >= 1 &&
    k.m * k["\\lambda"] * 1e-6 * k.N < 0.95 &&
    k["\\lambda"] >= 380 &&
    k["\\lambda"] <= 750 &&
    answer > 0 &&
    answer < 90,
  // Car headlights, a human pupil, visible light; the distance is kilometres, not thousands.
  "diffraction.headlight-resolution": (k, answer) =>
    k.s >= 1 &&
    k.s <= 2 &&
    k.D >= 1 &&
    k.D <= 8 &&
    k["\\lambda"] >= 380 &&
    k["\\lambda"] <= 750 &&
    answer > 0 &&
    answer < 50,
  // A slit of tenths of a millimetre closing at micrometres per second; the pattern grows.
  "diffraction.closing-slit-pattern-growth": (k, answer) =>
    k.a >= 0.01 &&
    k.a <= 1 &&
    k.v_a > 0 &&
    k.v_a <= 100 &&
    k.L >= 0.5 &&
    k.L <= 5 &&
    (k["\\lambda"] * 1e-6) / k.a < 0.05 &&
    answer > 0,
  // Everyday intensities (below full sunlight), an angle between the axes, and less than half passes.
  "polarization.malus-two-polarizers": (k, answer) =>
    k.I_0 > 0 && k.I_0 <= 1400 && k["\\theta"] > 0 && k["\\theta"] < 90 && answer > 0 && answer < k.I_0 / 2,
  // Light enters a denser medium, so Brewster's angle exceeds 45 degrees and the refraction angle is below it.
  "polarization.brewster-refraction-angle": (k, answer) =>
    k.n_1 >= 1 && k.n_2 > k.n_1 && k.n_2 <= 1.9 && answer > 0 && answer < 45,
  // At most an eighth of the unpolarized light can pass three polarizers ending crossed.
  "polarization.three-polarizers": (k, answer) =>
    k.I_0 > 0 && k.I_0 <= 1400 && k["\\theta"] > 0 && k["\\theta"] < 90 && answer > 0 && answer <= k.I_0 / 8,
  // A hand-turnable or motor-driven polarizer, with the intensity falling at this instant.
  "polarization.rotating-analyzer-rate": (k, answer) =>
    k.I_0 > 0 && k.I_0 <= 1400 && k.f > 0 && k.f <= 10 && k["\\theta"] > 0 && k["\\theta"] < 90 && answer > 0,
  // A visible pointer of a few milliwatts emits of the order of 10^16 photons per second.
  "lasers.photon-emission-rate": (k, answer) =>
    k.P > 0 && k.P <= 10 && k["\\lambda"] >= 380 && k["\\lambda"] <= 750 && answer > 1e15 && answer < 1e17,
  // A milliwatt beam about a millimetre across.
  "lasers.beam-intensity": (k, answer) => k.P > 0 && k.P <= 10 && k.d >= 0.5 && k.d <= 5 && answer > 0,
  // A mid-infrared transition in a warm gas: fewer molecules up than down.
  "lasers.thermal-population-ratio": (k, answer) =>
    k["\\lambda"] >= 1 && k["\\lambda"] <= 20 && k.T > -273.15 && k.T <= 500 && answer > 0 && answer < 1,
  // Real mirrors reflect less than everything; a bench-top cavity length; positive gain.
  "lasers.threshold-gain": (k, answer) =>
    k.R_1 > 0 && k.R_1 < 1 && k.R_2 > 0 && k.R_2 < 1 && k.L > 0 && k.L <= 2 && answer > 0,
  // A small object outside the focal point of a concave mirror gives a real image of finite size.
  "geometric-optics.concave-mirror-image-height": (k, answer) =>
    k.f > 0 && k.f <= 50 && k.d_o > k.f && k.h_o > 0 && k.h_o <= 10 && answer > 0,
  // A laboratory X-ray line, a deflection below 180 degrees, and an atomic-scale plane spacing.
  "diffraction.bragg-plane-spacing": (k, answer) =>
    k["\\lambda"] >= 0.05 &&
    k["\\lambda"] <= 0.25 &&
    k["2\\theta"] > 0 &&
    k["2\\theta"] < 180 &&
    answer >= 0.1 &&
    answer <= 0.5,
  // Real birefringence values and visible light; zero-order plates are micrometres thick.
  "polarization.quarter-wave-plate": (k, answer) =>
    k["\\Delta n"] >= 0.001 &&
    k["\\Delta n"] <= 0.2 &&
    k["\\lambda"] >= 380 &&
    k["\\lambda"] <= 750 &&
    answer >= 1 &&
    answer <= 100,
  // A millimetre-scale crystal of real index; the modes are gigahertz apart.
  "lasers.microchip-mode-spacing": (k, answer) =>
    k.L >= 0.5 && k.L <= 30 && k.n >= 1.3 && k.n <= 2.5 && answer >= 1 && answer <= 200,
};

function knownValues(problem: GeneratedProblem): Knowns {
  return Object.fromEntries(problem.knowns.map((quantity) => [quantity.symbol, quantity.value]));
}

function relativeDifference(value: number, reference: number): number {
  return Math.abs(value - reference) / Math.abs(reference);
}

function allNumbers(problem: GeneratedProblem): number[] {
  return [
    ...problem.knowns.map((quantity) => quantity.value),
    problem.answer.value,
    ...problem.solution.map((step) => step.result.value),
    ...problem.tutor.steps.map((step) => step.expected.value),
    ...problem.tutor.steps.map((step) => step.tolerance),
    ...problem.mistakes.map((entry) => entry.wrongAnswer.value),
  ];
}

// Every check reads the same draws, so each template generates its 200 problems per level only once.
const drawsByTemplate = new Map<string, { seed: number; problem: GeneratedProblem }[]>();

function eachDraw(template: ProblemTemplate, check: (problem: GeneratedProblem, seed: number) => void): void {
  let draws = drawsByTemplate.get(template.id);
  if (!draws) {
    draws = template.levels.flatMap((level) =>
      SEEDS.map((seed) => ({ seed, problem: template.generate(createRandom(seed), level) })),
    );
    drawsByTemplate.set(template.id, draws);
  }
  for (const draw of draws) check(draw.problem, draw.seed);
}

const opticsSubtopics = TOPICS.find((topic) => topic.id === "optics")?.subtopics.map((s) => s.id) ?? [];

describe("optics problem bank", () => {
  it("has at least four templates per optics subtopic, covering every course level", () => {
    expect(opticsSubtopics).toHaveLength(6);
    for (const subtopic of opticsSubtopics) {
      const ofSubtopic = opticsTemplates.filter((template) => template.subtopic === subtopic);
      expect(ofSubtopic.length, subtopic).toBeGreaterThanOrEqual(4);
      const levels = new Set(ofSubtopic.flatMap((template) => template.levels));
      expect([...levels].sort(), subtopic).toEqual([...COURSE_LEVELS].sort());
      expect(
        ofSubtopic.some((template) => template.levels.length === 1 && template.levels[0] === "calculus"),
        `${subtopic} has a calculus-only template`,
      ).toBe(true);
    }
  });

  it("gives every template a unique id of the form subtopic.slug", () => {
    const ids = opticsTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of opticsTemplates) {
      expect(template.id).toMatch(new RegExp(`^${template.subtopic}\\.[a-z0-9-]+$`));
      expect(template.levels.length).toBeGreaterThan(0);
    }
  });
});

// Each check collects the draws that break it and asserts once, so a failure lists every bad seed and
// the 200-seed sweeps stay fast.
describe.each(opticsTemplates.map((template) => [template.id, template] as const))("%s", (id, template) => {
  it("answers what an independent computation from the knowns gives", () => {
    const formula = independentAnswer[id];
    expect(formula, "independent formula written in the test").toBeDefined();
    const failures: string[] = [];
    eachDraw(template, (problem, seed) => {
      const expected = formula(knownValues(problem));
      if (!(relativeDifference(problem.answer.value, expected) < 1e-9)) {
        failures.push(`seed ${seed}: ${problem.answer.value} instead of ${expected}`);
      }
    });
    expect(failures).toEqual([]);
  });

  it("draws physical, finite values", () => {
    const isPhysical = physicalChecks[id];
    expect(isPhysical, "physical checks written in the test").toBeDefined();
    const failures: string[] = [];
    eachDraw(template, (problem, seed) => {
      if (!allNumbers(problem).every(Number.isFinite)) failures.push(`seed ${seed}: a number is not finite`);
      if (!isPhysical(knownValues(problem), problem.answer.value))
        failures.push(`seed ${seed}: not physical`);
    });
    expect(failures).toEqual([]);
  });

  it("shows every given value in the statement, formatted with its unit", () => {
    const failures: string[] = [];
    eachDraw(template, (problem, seed) => {
      for (const quantity of problem.knowns) {
        // Whole-number counts such as a fringe order are shown as integers ("m = 3"), everything else
        // with three significant figures and its unit.
        const isCount = quantity.unit === "" && Number.isInteger(quantity.value) && quantity.symbol === "m";
        const shown = isCount ? `m = ${quantity.value}` : formatQuantityLatex(quantity.value, quantity.unit);
        if (!problem.statement.includes(shown)) failures.push(`seed ${seed}: ${quantity.symbol} (${shown})`);
      }
    });
    expect(failures).toEqual([]);
  });

  it("ends the worked solution and the tutor script on the final answer", () => {
    const failures: string[] = [];
    eachDraw(template, (problem, seed) => {
      const lastResult = problem.solution[problem.solution.length - 1]?.result;
      const lastStep = problem.tutor.steps[problem.tutor.steps.length - 1];
      if (problem.solution.length < 2) failures.push(`seed ${seed}: fewer than two solution steps`);
      if (lastResult?.value !== problem.answer.value || lastResult?.unit !== problem.answer.unit) {
        failures.push(`seed ${seed}: the solution does not end on the answer`);
      }
      if (
        lastStep?.expected.value !== problem.answer.value ||
        lastStep?.expected.unit !== problem.answer.unit
      ) {
        failures.push(`seed ${seed}: the tutor does not end on the answer`);
      }
      if (problem.answer.unit !== problem.unknown.unit) failures.push(`seed ${seed}: answer unit differs`);
    });
    expect(failures).toEqual([]);
  });

  it("has a warm-up and four to six tutor steps, each with three distinct hints", () => {
    const failures: string[] = [];
    eachDraw(template, (problem, seed) => {
      const { warmup, steps } = problem.tutor;
      if (!warmup.question.trim() || !warmup.explanation.trim()) failures.push(`seed ${seed}: empty warm-up`);
      if (steps.length < 4 || steps.length > 6) failures.push(`seed ${seed}: ${steps.length} tutor steps`);
      steps.forEach((step, index) => {
        const hints = step.hints.map((hint) => hint.trim());
        if (hints.length !== 3 || hints.some((hint) => hint === "") || new Set(hints).size !== 3) {
          failures.push(`seed ${seed}, step ${index}: hints are not three distinct non-empty texts`);
        }
        if (!step.prompt.trim() || !step.description.trim())
          failures.push(`seed ${seed}, step ${index}: empty text`);
        if (!(step.tolerance > 0 && step.tolerance <= 0.1))
          failures.push(`seed ${seed}, step ${index}: tolerance`);
      });
    });
    expect(failures).toEqual([]);
  });

  it("lists two to four mistakes whose wrong answers differ from the answer and from each other", () => {
    const failures: string[] = [];
    eachDraw(template, (problem, seed) => {
      const { mistakes, answer } = problem;
      if (mistakes.length < 2 || mistakes.length > 4)
        failures.push(`seed ${seed}: ${mistakes.length} mistakes`);
      for (const entry of mistakes) {
        if (entry.wrongAnswer.unit !== answer.unit)
          failures.push(`seed ${seed}: ${entry.id} has another unit`);
        if (!(relativeDifference(entry.wrongAnswer.value, answer.value) > 0.05)) {
          failures.push(`seed ${seed}: ${entry.id} is within 5 % of the answer`);
        }
      }
      for (let first = 0; first < mistakes.length; first++) {
        for (let second = first + 1; second < mistakes.length; second++) {
          const difference = relativeDifference(
            mistakes[first].wrongAnswer.value,
            mistakes[second].wrongAnswer.value,
          );
          if (!(difference > 0.05))
            failures.push(`seed ${seed}: ${mistakes[first].id} and ${mistakes[second].id} agree`);
        }
      }
    });
    expect(failures).toEqual([]);
  });

  it("states key concepts and a real-world connection", () => {
    const problem = template.generate(createRandom(1), template.levels[0]);
    expect(problem.keyConcepts.length).toBeGreaterThanOrEqual(2);
    expect(problem.keyConcepts.length).toBeLessThanOrEqual(4);
    expect(problem.realWorld.trim().length).toBeGreaterThan(0);
    expect(problem.significantFigures).toBe(3);
  });

  it("reproduces a problem from its seed and varies it across seeds", () => {
    for (const level of template.levels) {
      expect(template.generate(createRandom(7), level)).toEqual(template.generate(createRandom(7), level));
      const statements = new Set(SEEDS.map((seed) => template.generate(createRandom(seed), level).statement));
      expect(statements.size).toBeGreaterThan(SEEDS.length / 2);
      expect(template.generate(createRandom(1), level).statement).not.toBe(
        template.generate(createRandom(2), level).statement,
      );
    }
  });
});
