/**
 * The contract every template of the bank satisfies, whatever its subtopic and level: a problem a
 * student can read, givens and an answer in units the engine knows, a worked solution and a tutor
 * script that end on the answer, and common mistakes whose wrong answers can be told from it.
 */
import { describe, expect, it } from "vitest";
import { SUBTOPIC_IDS } from "../../contracts/taxonomy";
import { haveSameDimension, parseUnit, toSI } from "../quantity/quantity";
import { createRandom } from "../random";
import { allTemplates } from "./index";
import type { GeneratedProblem, ValueWithUnit } from "./template";

const SEEDS = [1, 2, 3, 4, 5];

/** A unit as the engine reads it: statements may show "years" for the engine's "year". */
function engineUnit(unit: string): string {
  return unit === "" ? "" : (parseUnit(unit) ?? `unknown unit ${unit}`);
}

function readsUnit(unit: string): boolean {
  return unit === "" || parseUnit(unit) !== undefined;
}

function inSI(quantity: ValueWithUnit): number {
  return toSI({ value: quantity.value, unit: engineUnit(quantity.unit) }).value;
}

function sameDimension(first: string, second: string): boolean {
  return haveSameDimension(engineUnit(first), engineUnit(second));
}

function problemsOf(template: (typeof allTemplates)[number]): { label: string; problem: GeneratedProblem }[] {
  return template.levels.flatMap((level) =>
    SEEDS.map((seed) => ({
      label: `${template.id} ${level} seed ${seed}`,
      problem: template.generate(createRandom(seed), level),
    })),
  );
}

describe("every template of the bank", () => {
  it("has an id of its subtopic, a title and at least one level", () => {
    for (const template of allTemplates) {
      expect(SUBTOPIC_IDS, template.id).toContain(template.subtopic);
      expect(template.id.startsWith(`${template.subtopic}.`), template.id).toBe(true);
      expect(template.title.trim(), template.id).not.toBe("");
      expect(template.levels.length, template.id).toBeGreaterThan(0);
    }
  });

  it("draws the same problem from the same seed", () => {
    for (const template of allTemplates) {
      const level = template.levels[0];
      expect(template.generate(createRandom(7), level), template.id).toEqual(
        template.generate(createRandom(7), level),
      );
    }
  });

  it("gives a statement, givens and an answer in units the engine knows", () => {
    for (const template of allTemplates) {
      for (const { label, problem } of problemsOf(template)) {
        expect(problem.statement.trim(), label).not.toBe("");
        expect(problem.knowns.length, label).toBeGreaterThan(0);
        for (const known of problem.knowns) {
          expect(Number.isFinite(known.value), `${label} ${known.name}`).toBe(true);
          expect(readsUnit(known.unit), `${label} ${known.unit}`).toBe(true);
          expect(known.name.trim(), label).not.toBe("");
        }
        expect(Number.isFinite(problem.answer.value), label).toBe(true);
        expect(problem.answer.unit, label).toBe(problem.unknown.unit);
        expect(readsUnit(problem.answer.unit), label).toBe(true);
        expect(problem.significantFigures, label).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("works the solution step by step, and tutors it in steps with three hints each, ending on the answer", () => {
    for (const template of allTemplates) {
      for (const { label, problem } of problemsOf(template)) {
        expect(problem.solution.length, label).toBeGreaterThan(0);
        for (const step of problem.solution) {
          expect(step.principle.trim(), label).not.toBe("");
          expect(Number.isFinite(step.result.value), label).toBe(true);
        }
        const steps = problem.tutor.steps;
        expect(steps.length, label).toBeGreaterThan(0);
        for (const step of steps) {
          expect(step.hints, label).toHaveLength(3);
          expect(
            step.hints.every((hint) => hint.trim() !== ""),
            label,
          ).toBe(true);
          expect(step.tolerance, label).toBeGreaterThan(0);
          expect(step.tolerance, label).toBeLessThanOrEqual(0.1);
          expect(Number.isFinite(step.expected.value), label).toBe(true);
        }
        const last = steps[steps.length - 1].expected;
        expect(sameDimension(last.unit, problem.answer.unit), label).toBe(true);
        expect(inSI(last), label).toBeCloseTo(inSI(problem.answer), 6);
      }
    }
  });

  it("lists common mistakes whose wrong answers have the answer's dimension and differ from it", () => {
    for (const template of allTemplates) {
      for (const { label, problem } of problemsOf(template)) {
        const ids = problem.mistakes.map((mistake) => mistake.id);
        expect(new Set(ids).size, label).toBe(ids.length);
        for (const mistake of problem.mistakes) {
          const wrong = mistake.wrongAnswer;
          expect(Number.isFinite(wrong.value), `${label} ${mistake.id}`).toBe(true);
          expect(sameDimension(wrong.unit, problem.answer.unit), `${label} ${mistake.id}`).toBe(true);
          expect(mistake.feedback.trim(), label).not.toBe("");
          if (mistake.step !== undefined) {
            expect(mistake.step, label).toBeGreaterThanOrEqual(0);
            expect(mistake.step, label).toBeLessThan(problem.tutor.steps.length);
          }
        }
      }
    }
  });
});
