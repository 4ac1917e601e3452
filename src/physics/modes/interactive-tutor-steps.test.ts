/**
 * Interactive Tutor's steps on typed problems: the final answer is shown as precisely as the
 * data allow, and a problem that takes several steps is asked in several steps.
 */
import { describe, expect, it } from "vitest";
import { answerFigures, readFreeFormProblem } from "./free-form";
import { interactiveTutorReply } from "./interactive-tutor";
import type { ChatMessage } from "./types";

/** Asks for hints until the session ends; every reply in order. */
function hintsToTheEnd(problem: string) {
  const history: ChatMessage[] = [{ role: "user", content: problem }];
  const replies = [interactiveTutorReply({ history, level: "high-school" })];
  for (let turn = 0; turn < 40 && !replies[replies.length - 1].isComplete; turn++) {
    history.push({ role: "assistant", content: replies[replies.length - 1].reply });
    history.push({ role: "user", content: "hint" });
    replies.push(interactiveTutorReply({ history, level: "high-school" }));
  }
  return replies;
}

describe("the final answer a session shows", () => {
  it("gives a temperature mixed from Celsius readings in degrees Celsius, to the whole degree", () => {
    const replies = hintsToTheEnd(
      "A 200 g block of aluminium at 80 °C (c = 900 J/(kg·K)) is dropped into 300 g of water at 15 °C (c = 4186 J/(kg·K)). Find the common temperature they end at.",
    );
    const last = replies[replies.length - 1];
    expect(last.isComplete).toBe(true);
    // 80 °C and 15 °C are read to the degree, and the answer comes back on their scale:
    // 296.3 K is 23 °C, not 300 K.
    expect(last.reply).toMatch(/Final answer: \*\*\$T_f = 23\\ \^\\circ\\mathrm\{C\}\$\*\*/);
  });

  it("counts the figures of a temperature on a scale from whole degrees, and of anything else as given", () => {
    expect(answerFigures({ value: 347.8, unit: "K" }, 2)).toBe(3);
    expect(answerFigures({ value: 74.6, unit: "degC" }, 2)).toBe(2);
    expect(answerFigures({ value: 347.8, unit: "m" }, 2)).toBe(2);
    expect(answerFigures({ value: 4.5, unit: "K" }, 2)).toBe(2);
  });
});

/** The tutor steps of a typed problem: what each asks for, in which unit, and the value it expects. */
function stepsOf(problem: string) {
  const reading = readFreeFormProblem(problem, "high-school");
  if (reading.status !== "solved") throw new Error(`not solved: ${problem}`);
  return reading.problem.tutor.steps.map((step) => ({
    description: step.description,
    unit: step.expected.unit,
    value: step.expected.value,
  }));
}

describe("one step per real step", () => {
  it("asks for the weight before the acceleration when friction is μ m g", () => {
    const steps = stepsOf(
      "A 40 kg crate is pushed across a level floor by a horizontal 200 N force. The coefficient of kinetic friction is 0.25. Find its acceleration.",
    );
    expect(steps.map((step) => step.description)).toEqual(["Find the weight", "Find the acceleration"]);
    expect(steps[0].value).toBeCloseTo(392, 6);
    expect(steps[1].value).toBeCloseTo((200 - 0.25 * 392) / 40, 6);
  });

  it("asks for the wave speed on a string before its fundamental frequency", () => {
    const steps = stepsOf(
      "A violin string 0.33 m long with a linear mass density of 6.0e-4 kg/m is stretched to a tension of 50 N. What is its fundamental frequency?",
    );
    expect(steps).toHaveLength(2);
    expect(steps[0]).toMatchObject({ description: "Find the speed", unit: "m/s" });
    expect(steps[0].value).toBeCloseTo(Math.sqrt(50 / 6e-4), 6);
    expect(steps[1].unit).toBe("Hz");
  });

  it("asks for each energy of an energy balance before the energy friction turned into heat", () => {
    const steps = stepsOf(
      "A 20 kg sled starts from rest at the top of a hill 5.0 m high and reaches the bottom at 8.0 m/s. How much mechanical energy was converted to thermal energy by friction?",
    );
    expect(steps.map((step) => step.description)).toEqual([
      "Find the gravitational potential energy",
      "Find the kinetic energy",
      "Find the mechanical energy turned into thermal energy",
    ]);
    expect(steps.map((step) => Math.round(step.value))).toEqual([980, 640, 340]);
  });

  it("asks for an energy worked out in joules, then for it in the MeV the question wants", () => {
    const steps = stepsOf(
      "What is the least energy, in MeV, that a gamma ray needs to create an electron-positron pair near a nucleus?",
    );
    expect(steps.map((step) => step.unit)).toEqual(["J", "MeV"]);
    expect(steps[0].value).toBeCloseTo(1.637e-13, 15);
    expect(steps[1].value).toBeCloseTo(1.022, 3);
  });

  it("keeps one step for one relation with the values given", () => {
    expect(
      stepsOf("A wave has a frequency of 40 Hz and a wavelength of 0.50 m. How fast does it travel?"),
    ).toHaveLength(1);
    expect(
      stepsOf(
        "A 2.0 kg cart moving at 3.0 m/s collides with a 1.0 kg cart at rest and they stick together. What is the speed of the carts after the collision?",
      ),
    ).toHaveLength(1);
    expect(
      stepsOf(
        "What torque does a 40 N force produce when applied perpendicular to a wrench 0.30 m from the bolt?",
      ),
    ).toHaveLength(1);
  });

  it("walks a session through the new steps and ends on the answer", () => {
    const replies = hintsToTheEnd(
      "A 40 kg crate is pushed across a level floor by a horizontal 200 N force. The coefficient of kinetic friction is 0.25. Find its acceleration.",
    );
    expect(replies[0].reply).toMatch(/\*\*Step 1 of 2: Find the weight\*\*/);
    expect(replies.some((reply) => /\*\*Step 2 of 2: Find the acceleration\*\*/.test(reply.reply))).toBe(
      true,
    );
    expect(replies[replies.length - 1].reply).toMatch(/Final answer: \*\*\$a = 2\.5\d?\\ /);
  });
});

describe("step names", () => {
  it("name a quantity as the step's relation means it, when its symbol names several", () => {
    const [transformer] = stepsOf(
      "A transformer has 500 turns on its primary and 50 turns on its secondary, and its primary is connected to 120 V. What voltage appears across the secondary?",
    );
    expect(transformer.description).toBe("Find the secondary voltage");
    const [electrons] = stepsOf(
      "A current of 2.0 A flows in a wire for 10 s. How many electrons pass a point in the wire?",
    );
    expect(electrons.description).toBe("Find the number of electrons");
  });
});
