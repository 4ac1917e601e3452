import { describe, expect, it } from "vitest";
import { LEARNING_PHASES, learningPathSummary, STUDY_TECHNIQUES } from "./learning-path-page";

describe("the learning path", () => {
  it("has the three phases with the spec's durations", () => {
    expect(LEARNING_PHASES.map((phase) => [phase.name, phase.minimumWeeks, phase.maximumWeeks])).toEqual([
      ["Foundation Building", 2, 4],
      ["Skill Development", 4, 6],
      ["Mastery and Application", 4, 8],
    ]);
  });

  it("adds up to 3 phases, 10-18 weeks and 4 modes", () => {
    expect(learningPathSummary()).toEqual({ phases: 3, weeks: "10-18", modes: 4 });
  });

  it("uses Concept Coach and Problem Solver first, then Interactive Tutor and Work Analysis", () => {
    expect(LEARNING_PHASES[0].modes).toEqual(["Concept Coach", "Problem Solver"]);
    expect(LEARNING_PHASES[1].modes).toEqual(["Interactive Tutor", "Work Analysis"]);
    expect(LEARNING_PHASES[2].modes).toHaveLength(4);
  });

  it("counts weeks and modes from the phases given", () => {
    expect(learningPathSummary(LEARNING_PHASES.slice(0, 2))).toEqual({ phases: 2, weeks: "6-10", modes: 4 });
    expect(learningPathSummary(LEARNING_PHASES.slice(0, 1))).toEqual({ phases: 1, weeks: "2-4", modes: 2 });
  });

  it("names the four study techniques", () => {
    expect(STUDY_TECHNIQUES.map((technique) => technique.name)).toEqual([
      "Active Learning",
      "Deliberate Practice",
      "Self-Assessment",
      "Spaced Repetition",
    ]);
  });
});
