import { describe, expect, it } from "vitest";
import { type CoachMessage, type CoachReply, conceptCoachReply } from "./concept-coach";

/** Plays the student's messages one by one, feeding the whole history back each turn as the server does. */
function converse(studentMessages: string[]): CoachReply[] {
  const history: CoachMessage[] = [];
  const replies: CoachReply[] = [];
  for (const content of studentMessages) {
    history.push({ role: "user", content });
    const reply = conceptCoachReply({
      history: [...history],
      level: "high-school",
      perFeatures: {
        showMisconceptions: false,
        confidenceRating: 3,
        requestErrorAnalysis: false,
        requestConceptualWarmup: false,
      },
    });
    replies.push(reply);
    history.push({ role: "assistant", content: reply.reply });
  }
  return replies;
}

describe("Concept Coach answers the question that was asked", () => {
  it.each([
    ["how are mass and weight not the same thing?", "dynamics.mass-and-weight"],
    ["what makes the sky look blue during the day", "wave-optics.scattering-sky-colour"],
    ["how come a pigeon on a high voltage power line is fine", "electric-potential.birds-on-wires"],
    ["do photons have any mass at all", "quantum-mechanics.photon-momentum"],
  ])("reaches the page for %j", (question, page) => {
    const [first] = converse([question]);
    expect(first.conceptId).toBe(page);
  });

  it("says when it has no page, offers the closest ones and starts no other topic", () => {
    const [first] = converse(["why do earthquakes happen"]);
    expect(first.conceptId).toBeNull();
    expect(first.reply).toMatch(/don't have a page/);
    expect(first.reply).toMatch(/Which of these is closest/);
  });

  it("never starts a topic on one shared broad word", () => {
    const [first] = converse(["why is the light in my fridge on"]);
    expect(first.conceptId === null || !first.conceptId.startsWith("relativity.")).toBe(true);
  });
});

describe("Concept Coach reads each follow-up for what it is", () => {
  it("takes 'I was asking about X, not Y' as a correction, not as an answer to praise", () => {
    const [, second] = converse(["how do magnets work", "no, I was asking about a thrown ball, not magnets"]);
    expect(second.followUpKind).toBe("clarification");
    expect(second.reply).not.toMatch(/Good thinking|avoided a common misconception|Not quite/);
    expect(second.conceptId === null || !second.conceptId.startsWith("magnetic-fields.")).toBe(true);
  });

  it("starts the page a new question is about", () => {
    const [first, second] = converse(["what is terminal velocity", "wait, why is the sky blue though?"]);
    expect(first.conceptId).toBe("dynamics.air-resistance");
    expect(second.followUpKind).toBe("new-question");
    expect(second.conceptId).toBe("wave-optics.scattering-sky-colour");
  });

  it("confirms a correct statement instead of calling it wrong", () => {
    const [, second] = converse([
      "difference between mass and weight",
      "weight is the gravitational force on a mass, measured in newtons",
    ]);
    expect(second.followUpKind).toBe("statement");
    expect(second.reply).not.toMatch(/Not quite|not quite it/);
    expect(second.reply).toMatch(/that's right/i);
  });

  it("puts a stated misconception right before going on", () => {
    const [, second] = converse([
      "what is terminal velocity",
      "heavier objects always fall faster because gravity pulls harder on them",
    ]);
    expect(second.followUpKind).toBe("misconception");
    expect(second.reply.startsWith("**First, about what you said:**")).toBe(true);
    expect(second.reply).toMatch(/together|inertia/);
  });

  it("puts a misconception stated in the first message right first", () => {
    const [first] = converse(["there's no gravity in space, that's why astronauts float, right?"]);
    expect(first.conceptId).toBe("dynamics.gravity-and-orbits");
    expect(first.reply.startsWith("**First, about what you said:**")).toBe(true);
  });

  it("does not correct what a teacher or a textbook said, reported to ask about it", () => {
    const [first] = converse(["our physics teacher told us laser light is coherent, what does that mean"]);
    expect(first.conceptId).toBe("lasers.coherence");
    expect(first.reply).not.toMatch(/First, about what you said/);
    const [second] = converse(["my friend said heavier things fall faster, right?"]);
    expect(second.reply.startsWith("**First, about what you said:**")).toBe(true);
  });

  it("still judges an answer to its own question as an answer", () => {
    const [, second] = converse(["difference between mass and weight", "still 70 kg, mass doesn't change"]);
    expect(second.followUpKind).toBe("answer");
    expect(second.reply).toMatch(/Right|checks out/);
  });
});
