import { describe, expect, it } from "vitest";
import { interactiveTutorReply } from "./interactive-tutor";
import type { ChatMessage } from "./types";
import { analyzeWork } from "./work-analysis/analyze-work";

const CAR = "A car accelerates from rest to 20 m/s in 8.0 s. How far does it travel?";

describe("Interactive Tutor's diagram", () => {
  const opening = interactiveTutorReply({ history: [{ role: "user", content: CAR }], level: "algebra" });

  it("is not shown while a step is still to be worked out: its labels would give the answer away", () => {
    expect(opening.isComplete).toBe(false);
    expect(opening.diagram).toBeUndefined();
    const wrong: ChatMessage[] = [
      { role: "user", content: CAR },
      { role: "assistant", content: opening.reply },
      { role: "user", content: "60 m" },
    ];
    expect(interactiveTutorReply({ history: wrong, level: "algebra" }).diagram).toBeUndefined();
  });

  it("comes with the summary once the last step is right, labelled with the values just found", () => {
    const history: ChatMessage[] = [
      { role: "user", content: CAR },
      { role: "assistant", content: opening.reply },
      { role: "user", content: "80 m" },
    ];
    const done = interactiveTutorReply({ history, level: "algebra" });
    expect(done.isComplete).toBe(true);
    expect(done.diagram?.kind).toBe("motion-graphs");
    expect(done.diagram?.description).toContain("80 m");
  });
});

describe("Work Analysis's diagram", () => {
  it("sits beside the first line that goes wrong, showing what that line should have found", () => {
    const analysis = analyzeWork({
      problem: CAR,
      studentWork: "a = 20/8.0 = 2.5 m/s^2\nd = 1/2 * 2.5 * 8.0^2 = 60 m",
      level: "algebra",
      problemInWork: false,
    });
    expect(analysis.firstErrorLine).toBe(2);
    expect(analysis.diagram?.kind).toBe("motion-graphs");
    expect(analysis.diagram?.aboutLine).toBe(2);
    expect(analysis.diagram?.description).toContain("80 m");
  });

  it("sits beside the line with the result when the work is right", () => {
    const analysis = analyzeWork({
      problem: CAR,
      studentWork: "a = 20/8.0 = 2.5 m/s^2\nd = 1/2 * 2.5 * 8.0^2 = 80 m",
      level: "algebra",
      problemInWork: false,
    });
    expect(analysis.firstErrorLine).toBeNull();
    expect(analysis.diagram?.aboutLine).toBe(2);
  });

  it("is not drawn for work the engine could not check", () => {
    const analysis = analyzeWork({
      problem: "Why is the sky blue?",
      studentWork: "Because of scattering.",
      level: "algebra",
      problemInWork: false,
    });
    expect(analysis.diagram).toBeUndefined();
  });
});
