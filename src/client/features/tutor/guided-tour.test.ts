import { describe, expect, it } from "vitest";
import { isTourCompleted, markTourCompleted } from "./guided-tour";
import { selectTourSteps, TOUR_STEPS } from "./tour-driver";

function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      entries.set(key, value);
    },
    entries,
  };
}

describe("the tour's steps", () => {
  it("has 11 steps, each pointing at a different element, the four modes in the selector's order", () => {
    expect(TOUR_STEPS).toHaveLength(11);
    const targets = TOUR_STEPS.map((step) => step.target);
    expect(new Set(targets).size).toBe(11);
    expect(targets.filter((target) => target.startsWith("mode-") && target !== "mode-selector")).toEqual([
      "mode-concept",
      "mode-solve",
      "mode-step",
      "mode-analyze",
    ]);
  });

  it("opens with the welcome and covers the math helper, photo upload and textbook import", () => {
    expect(TOUR_STEPS[0].title).toMatch(/welcome/i);
    for (const target of ["math-helper", "photo-upload", "template-generator", "textbook-import"]) {
      expect(TOUR_STEPS.some((step) => step.target === target)).toBe(true);
    }
  });

  it("holds plain text only, because driver.js writes it as HTML", () => {
    for (const step of TOUR_STEPS) {
      expect(`${step.title}${step.description}`).not.toMatch(/[<>&]/);
    }
  });
});

describe("selectTourSteps", () => {
  it("keeps only the steps whose target is visible, in order", () => {
    const visible = new Set(["mode-selector", "math-helper", "photo-upload"]);
    const chosen = selectTourSteps(TOUR_STEPS, (target) => visible.has(target));
    expect(chosen.map((step) => step.target)).toEqual(["mode-selector", "math-helper", "photo-upload"]);
  });

  it("uses every step when no target is visible", () => {
    expect(selectTourSteps(TOUR_STEPS, () => false)).toEqual(TOUR_STEPS);
  });
});

describe("tour completion", () => {
  it("is not completed until it is marked, and is remembered under vector-tour-completed", () => {
    const storage = memoryStorage();
    expect(isTourCompleted(storage)).toBe(false);
    markTourCompleted(storage);
    expect(isTourCompleted(storage)).toBe(true);
    expect(storage.entries.has("vector-tour-completed")).toBe(true);
  });
});
