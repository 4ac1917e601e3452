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

const PULL =
  "A 10 kg box is pulled across a level floor by a 50 N horizontal force. The coefficient of kinetic friction is 0.20. What is its acceleration?";
const INCLINE =
  "A 4.0 kg block slides down a 30 degree incline with coefficient of kinetic friction 0.25. What is its acceleration?";

describe("Interactive Tutor's picture of the givens, at the step about the forces", () => {
  it("comes with the first step when that step finds a force: the given pull labelled, the weight, normal force and friction still to find", () => {
    const opening = interactiveTutorReply({ history: [{ role: "user", content: PULL }], level: "algebra" });
    expect(opening.stepDescription).toBe("Find the weight");
    const diagram = opening.diagram;
    if (diagram?.kind !== "free-body") throw new Error("expected a free-body diagram");
    expect(diagram.givensOnly).toBe(true);
    const labels = Object.fromEntries(diagram.forces.map((force) => [force.name, force.valueLabel]));
    expect(labels).toEqual({ weight: "?", normal: "?", friction: "?", applied: "50 N" });
    // A size still to be found travels nowhere in the diagram, not even as a number the page does not show.
    for (const force of diagram.forces) expect(force.magnitude).toBe(force.name === "applied" ? 50 : 0);
    expect(diagram.acceleration).toBeUndefined();
    expect(diagram.description).toBe(
      "Four forces on the block on a level surface: weight down, normal force up, applied force 50 N to the right, friction to the left. " +
        "The size of the weight, normal force and friction is yours to work out. The arrows show directions, not sizes.",
    );
    expect(JSON.stringify(diagram)).not.toMatch(/98|3\.0 m\/s/);
  });

  it("waits for the step that finds the acceleration when the first step only converts the angle, and shows the 30° slope", () => {
    const opening = interactiveTutorReply({
      history: [{ role: "user", content: INCLINE }],
      level: "algebra",
    });
    expect(opening.stepDescription).toBe("Find the angle");
    expect(opening.diagram).toBeUndefined();
    const history: ChatMessage[] = [
      { role: "user", content: INCLINE },
      { role: "assistant", content: opening.reply },
      { role: "user", content: "0.52 rad" },
    ];
    const second = interactiveTutorReply({ history, level: "algebra" });
    expect(second.stepDescription).toBe("Find the acceleration");
    const diagram = second.diagram;
    if (diagram?.kind !== "free-body") throw new Error("expected a free-body diagram");
    expect(diagram.givensOnly).toBe(true);
    expect(diagram.surfaceAngle).toBeCloseTo(30, 9);
    expect(diagram.forces.map((force) => force.valueLabel)).toEqual(["?", "?", "?"]);
    expect(diagram.description).toContain("on an incline at 30°");
    expect(diagram.description).not.toMatch(/39 N|34 N|8\.5 N|2\.8/);
    // A hint at the same step repeats no picture; the solved one comes with the summary.
    const hint = interactiveTutorReply({
      history: [...history, { role: "assistant", content: second.reply }, { role: "user", content: "hint" }],
      level: "algebra",
    });
    expect(hint.diagram).toBeUndefined();
    const done = interactiveTutorReply({
      history: [
        ...history,
        { role: "assistant", content: second.reply },
        { role: "user", content: "2.8 m/s^2" },
      ],
      level: "algebra",
    });
    expect(done.isComplete).toBe(true);
    expect(done.diagram?.kind === "free-body" && done.diagram.givensOnly).toBeFalsy();
    expect(done.diagram?.description).toContain("weight 39 N straight down");
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
