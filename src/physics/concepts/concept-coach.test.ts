import { describe, expect, it } from "vitest";
import type { CourseLevel } from "../../contracts/taxonomy";
import type { Concept } from "./concept";
import {
  type CoachFeatures,
  type CoachMessage,
  type CoachReply,
  conceptCoachReply,
  usesCalculus,
} from "./concept-coach";
import { ALL_CONCEPTS } from "./library";

const DEFAULT_FEATURES: CoachFeatures = {
  showMisconceptions: false,
  confidenceRating: 3,
  requestErrorAnalysis: false,
  requestConceptualWarmup: false,
};

interface Options {
  level?: CourseLevel;
  features?: Partial<CoachFeatures>;
}

/** Plays the student's messages one by one, feeding the whole history back each turn as the server does. */
function converse(studentMessages: string[], options: Options = {}): CoachReply[] {
  const history: CoachMessage[] = [];
  const replies: CoachReply[] = [];
  for (const content of studentMessages) {
    history.push({ role: "user", content });
    const reply = conceptCoachReply({
      history: [...history],
      level: options.level ?? "algebra",
      perFeatures: { ...DEFAULT_FEATURES, ...options.features },
    });
    replies.push(reply);
    history.push({ role: "assistant", content: reply.reply });
  }
  return replies;
}

function concept(id: string): Concept {
  const found = ALL_CONCEPTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No concept ${id}`);
  return found;
}

const freeFall = concept("kinematics.free-fall");
const acceleration = concept("kinematics.acceleration");
const ohmsLaw = concept("electric-current.ohms-law");

describe("Concept Coach: starting a conversation", () => {
  it("identifies the concept, gives the key ideas and asks the first Socratic question", () => {
    const [first] = converse(["Why do heavy things fall at the same speed as light ones?"]);
    expect(first.conceptId).toBe(freeFall.id);
    expect(first.reply).toContain(freeFall.keyIdeas[0]);
    expect(first.reply).toContain(freeFall.questions[0].prompt);
    expect(first.questionIndex).toBe(0);
    expect(first.finished).toBe(false);
  });

  it("says a message about something else is not a physics question, offering three places to start", () => {
    const [first] = converse(["what's for dinner tonight"]);
    expect(first.conceptId).toBeNull();
    expect(first.reply).toMatch(/doesn't look like a physics question, and I don't have a page on it/);
    expect(first.reply.match(/^\d\. \*\*/gm)).toHaveLength(3);
  });

  it("asks which topic is meant when the message says nothing to go on", () => {
    const [first] = converse(["can you help me please"]);
    expect(first.conceptId).toBeNull();
    expect(first.reply).toMatch(/not sure which concept/);
  });

  it.each([
    "could you suggest a decent gaming laptop for under 800 dollars",
    "what's the derivative of x^3 cos(x), the product rule keeps tripping me up",
  ])("does not offer pages that merely share a word with a request outside physics: %j", (message) => {
    const [first] = converse([message]);
    expect(first.conceptId).toBeNull();
    expect(first.reply).toMatch(/don't have a page/);
  });

  it("starts the concept the student picks from the offered list", () => {
    const [offer, chosen] = converse(["tell me a joke", "2"]);
    const secondTitle = /^2\. \*\*(.+?)\*\*/m.exec(offer.reply)?.[1];
    const picked = ALL_CONCEPTS.find((candidate) => candidate.title === secondTitle);
    expect(picked).toBeDefined();
    expect(chosen.conceptId).toBe(picked?.id);
    expect(chosen.reply).toContain(picked?.questions[0].prompt);
  });

  it("also accepts a topic named in other words after the offer", () => {
    const [, chosen] = converse(["hmm", "Ohm's law and resistance"]);
    expect(chosen.conceptId).toBe(ohmsLaw.id);
  });
});

describe("Concept Coach: answers", () => {
  it("confirms a right numeric answer specifically and moves to the next question", () => {
    const [, second] = converse(["free fall", "19.6 m/s"]);
    expect(second.reply).toContain("19.6");
    expect(second.reply).toContain(freeFall.questions[0].followUp);
    expect(second.reply).toContain(freeFall.questions[1].prompt);
    expect(second.questionIndex).toBe(1);
  });

  it("accepts a right answer given in another unit", () => {
    const [, second] = converse(["Ohm's law", "2000 mA"]);
    expect(second.reply).toContain(ohmsLaw.questions[0].followUp);
    expect(second.reply).toContain(ohmsLaw.questions[1].prompt);
  });

  it("asks for the unit when a right number comes without one", () => {
    const [, second] = converse(["free fall", "19.6"]);
    expect(second.reply).toMatch(/Remember to state the unit/);
    expect(second.reply).toContain(freeFall.questions[1].prompt);
  });

  it("gives the hint and asks again after a wrong answer, then shows the answer after a second miss", () => {
    const [, wrong, again] = converse(["free fall", "5 m/s", "7 m/s"]);
    expect(wrong.reply).toMatch(/I read your answer as/);
    expect(wrong.reply).toContain(freeFall.questions[0].hint);
    expect(wrong.reply).toContain(freeFall.questions[0].prompt);
    expect(wrong.questionIndex).toBe(0);
    expect(again.reply).toContain(freeFall.questions[0].answer);
    expect(again.reply).toContain(freeFall.questions[1].prompt);
  });

  it("says when the unit is of the wrong kind", () => {
    const [, wrong] = converse(["free fall", "19.6 m"]);
    expect(wrong.reply).toMatch(/different kind of quantity/);
  });

  it("analyses a factor-of-two slip when error analysis is requested", () => {
    const [, wrong] = converse(["free fall", "19.6 m/s", "9.8 m"], {
      features: { requestErrorAnalysis: true },
    }).slice(1);
    expect(wrong.reply).toMatch(/Error analysis/);
    expect(wrong.reply).toMatch(/factor of 2/);
  });

  it("corrects a misconception when a wrong answer matches its pattern", () => {
    const replies = converse(["free fall", "19.6 m/s", "19.6 m", "it doubles"]);
    const last = replies[3];
    const linearFall = freeFall.misconceptions.find(
      (misconception) => misconception.id === "distance-proportional-to-time",
    );
    expect(last.reply).toContain(linearFall?.correction);
  });

  it("walks through every question to a summary with a real-world connection and an offer to go further", () => {
    const replies = converse(["free fall", "19.6 m/s", "19.6 m", "four times as far"]);
    const last = replies[3];
    expect(last.finished).toBe(true);
    expect(last.questionIndex).toBe(freeFall.questions.length);
    expect(last.reply).toContain("Concept complete: Free fall");
    expect(last.reply).toContain("You answered 3 of 3 questions correctly.");
    expect(last.reply).toContain(freeFall.realWorld[0]);
    expect(last.reply).toMatch(/\*\*challenge\*\*/);
  });

  it("asks the challenge after the summary when the student wants it, then closes again", () => {
    const replies = converse(["free fall", "19.6 m/s", "19.6 m", "4 times", "challenge", "3.0 s"]);
    expect(replies[4].reply).toContain(freeFall.challenge.prompt);
    expect(replies[4].finished).toBe(false);
    expect(replies[4].questionIndex).toBe(freeFall.questions.length);
    expect(replies[5].reply).toContain(freeFall.challenge.followUp);
    expect(replies[5].finished).toBe(true);
  });

  it("moves on to a related concept when the student asks for the next one", () => {
    const replies = converse(["free fall", "19.6 m/s", "19.6 m", "4 times", "next"]);
    const next = replies[4];
    expect(next.conceptId).not.toBe(freeFall.id);
    expect(next.conceptId?.startsWith("kinematics.")).toBe(true);
  });
});

describe("Concept Coach: help requests", () => {
  it("answers 'I don't know' with a hint first and the answer the second time", () => {
    const [, first, second] = converse(["free fall", "I don't know", "no idea"]);
    expect(first.reply).toContain(freeFall.questions[0].hint);
    expect(first.reply).toContain(freeFall.questions[0].prompt);
    expect(second.reply).toContain(freeFall.questions[0].answer);
    expect(second.reply).toContain(freeFall.questions[1].prompt);
  });

  it("judges a right answer given with hesitation as right", () => {
    const [, answer] = converse(["free fall", "not sure, 19.6 m/s?"]);
    expect(answer.reply).toContain(freeFall.questions[0].followUp);
  });

  it("gives a hint on request without counting it as a miss", () => {
    const [, hint, wrong] = converse(["free fall", "hint please", "5 m/s"]);
    expect(hint.reply).toContain(freeFall.questions[0].hint);
    expect(wrong.reply).not.toContain(freeFall.questions[0].answer);
    expect(wrong.reply).toContain(freeFall.questions[0].prompt);
  });

  it("explains why, and then asks the same question again", () => {
    const [, why] = converse(["free fall", "why?"]);
    expect(why.reply).toContain(freeFall.intuition);
    expect(why.reply).toContain(freeFall.questions[0].prompt);
    expect(why.questionIndex).toBe(0);
  });

  it("gives an example and real-world connections on request", () => {
    const [, example, realWorld] = converse([
      "free fall",
      "give me an example",
      "where is this used in real life?",
    ]);
    expect(example.reply).toContain(freeFall.realWorld[0]);
    for (const connection of freeFall.realWorld) expect(realWorld.reply).toContain(connection);
    expect(realWorld.reply).toContain(freeFall.questions[0].prompt);
  });

  it("changes topic when asked to", () => {
    const [, switched] = converse(["free fall", "can we talk about entropy instead?"]);
    expect(switched.conceptId?.startsWith("entropy.")).toBe(true);
    expect(switched.reply).toMatch(/switch to/);
  });

  it("changes topic when the student asks about something else instead of answering", () => {
    const [, switched] = converse(["free fall", "how do capacitors store energy?"]);
    expect(switched.conceptId).toBe("electric-potential.capacitors");
  });

  it("asks which topic when a requested change names nothing it knows", () => {
    const [, switched] = converse(["free fall", "change the topic please"]);
    expect(switched.conceptId).toBeNull();
    expect(switched.reply).toMatch(/Which of these is closest/);
  });

  it("keeps treating an answer as an answer even when it contains the word 'instead'", () => {
    const refraction = concept("geometric-optics.refraction");
    const [, answer] = converse(["refraction", "2e8 m/s", "toward the normal instead of away"]).slice(1);
    expect(answer.conceptId).toBe(refraction.id);
    expect(answer.reply).toContain(refraction.questions[1].followUp);
  });
});

describe("Concept Coach: misconception diagnosis", () => {
  it("opens with a diagnostic question when misconception diagnosis is on", () => {
    const [first] = converse(["free fall"], { features: { showMisconceptions: true } });
    expect(first.reply).toContain(freeFall.misconceptions[0].diagnostic.prompt);
  });

  it("corrects the misconception when the answer shows it, then starts the Socratic questions", () => {
    const [, diagnosed] = converse(["free fall", "the bowling ball lands first"], {
      features: { showMisconceptions: true },
    });
    expect(diagnosed.reply).toMatch(/very common one/);
    expect(diagnosed.reply).toContain(freeFall.misconceptions[0].correction);
    expect(diagnosed.reply).toContain(freeFall.questions[0].prompt);
  });

  it("reads a short 'yes, ...' as an answer to the diagnostic question", () => {
    const sunglasses = concept("polarization.reflection-and-scattering");
    const [, diagnosed] = converse(["why do polarized sunglasses cut glare", "yes they're just darker"], {
      features: { showMisconceptions: true },
    });
    expect(diagnosed.reply).toMatch(/very common one/);
    expect(diagnosed.reply).toContain(sunglasses.misconceptions[0].correction);
  });

  it("acknowledges a student who avoids the misconception", () => {
    const [, diagnosed] = converse(["free fall", "they land at the same time"], {
      features: { showMisconceptions: true },
    });
    expect(diagnosed.reply).toMatch(/avoided a common misconception/);
    expect(diagnosed.reply).toContain(freeFall.questions[0].prompt);
  });
});

describe("Concept Coach: confidence", () => {
  it("gives more support at confidence 1 and starts harder and terser at confidence 5", () => {
    const [supported] = converse(["free fall"], { features: { confidenceRating: 1 } });
    const [confident] = converse(["free fall"], { features: { confidenceRating: 5 } });
    expect(supported.reply).toContain(freeFall.intuition);
    expect(supported.reply).toContain(freeFall.questions[0].prompt);
    expect(supported.reply).toContain(freeFall.questions[0].hint);
    expect(confident.reply).not.toContain(freeFall.intuition);
    expect(confident.reply).not.toContain(freeFall.questions[0].prompt);
    expect(confident.reply).toContain(freeFall.questions[1].prompt);
    expect(confident.questionIndex).toBe(1);
    expect(confident.reply.length).toBeLessThan(supported.reply.length);
  });

  it("includes the challenge in the sequence for confident students", () => {
    const replies = converse(["free fall", "19.6 m", "four times"], { features: { confidenceRating: 5 } });
    expect(replies[2].reply).toContain(freeFall.challenge.prompt);
    expect(replies[2].finished).toBe(false);
  });

  it("adds the intuition for confident students who ask for a conceptual warm-up", () => {
    const [warm] = converse(["free fall"], {
      features: { confidenceRating: 5, requestConceptualWarmup: true },
    });
    expect(warm.reply).toContain(freeFall.intuition);
  });
});

describe("Concept Coach: course levels", () => {
  const accelerationAnswers = ["acceleration", "4 m/s^2", "yes, its direction changes", "it is slowing down"];

  it("keeps calculus out of a whole high-school conversation", () => {
    const replies = converse([...accelerationAnswers, "2 s"], { level: "high-school" });
    for (const reply of replies) expect(usesCalculus(reply.reply), reply.reply).toBe(false);
    expect(replies[3].finished).toBe(true);
  });

  it("adds the calculus view and the calculus question at calculus level", () => {
    const replies = converse([...accelerationAnswers, "t = 2 s"], { level: "calculus" });
    expect(replies[0].reply).toContain(acceleration.calculusIdea);
    expect(replies[3].reply).toContain(acceleration.questions[3].prompt);
    expect(replies[3].finished).toBe(false);
    expect(replies[4].finished).toBe(true);
  });

  it("runs conversations in every topic area at every level", () => {
    const openings = [
      "what is entropy",
      "why do soap bubbles have colours",
      "how does a laser work",
      "what is a half life",
      "why does a magnet fall slowly through a copper pipe",
    ];
    for (const level of ["high-school", "algebra", "calculus"] as const) {
      for (const opening of openings) {
        const [first, second] = converse([opening, "I don't know"], { level });
        expect(first.conceptId, opening).not.toBeNull();
        expect(second.conceptId).toBe(first.conceptId);
        if (level === "high-school") expect(usesCalculus(first.reply + second.reply)).toBe(false);
      }
    }
  });
});

describe("Concept Coach: statelessness and robustness", () => {
  it("gives the same reply to the same history", () => {
    const history: CoachMessage[] = [{ role: "user", content: "free fall" }];
    const input = { history, level: "algebra" as const, perFeatures: DEFAULT_FEATURES };
    const first = conceptCoachReply(input);
    history.push({ role: "assistant", content: first.reply }, { role: "user", content: "20 m/s" });
    expect(conceptCoachReply(input)).toEqual(conceptCoachReply({ ...input, history: [...history] }));
  });

  it("picks the conversation up from a history that another process stored", () => {
    const question = freeFall.questions[1];
    const history: CoachMessage[] = [
      { role: "user", content: "falling objects" },
      { role: "assistant", content: `Some earlier text.\n\n**Question 2 of 3:** ${question.prompt}` },
      { role: "user", content: "19.6 metres" },
    ];
    const reply = conceptCoachReply({ history, level: "algebra", perFeatures: DEFAULT_FEATURES });
    expect(reply.conceptId).toBe(freeFall.id);
    expect(reply.reply).toContain(question.followUp);
  });

  it("never replies with an empty message", () => {
    const messages = ["", "   ", "?", "42", "yes", "thanks", "next", "challenge", "🙂", "x".repeat(5000)];
    for (const message of messages) {
      const alone = conceptCoachReply({
        history: [{ role: "user", content: message }],
        level: "algebra",
        perFeatures: DEFAULT_FEATURES,
      });
      expect(alone.reply.trim().length).toBeGreaterThan(0);
      const replies = converse(["free fall", message]);
      expect(replies[1].reply.trim().length).toBeGreaterThan(0);
    }
    const noUserMessage = conceptCoachReply({ history: [], level: "algebra", perFeatures: DEFAULT_FEATURES });
    expect(noUserMessage.reply.trim().length).toBeGreaterThan(0);
  });

  it("repeats the open question when the history ends with its own message", () => {
    const [first] = converse(["free fall"]);
    const history: CoachMessage[] = [
      { role: "user", content: "free fall" },
      { role: "assistant", content: first.reply },
    ];
    const reply = conceptCoachReply({ history, level: "algebra", perFeatures: DEFAULT_FEATURES });
    expect(reply.reply).toContain(freeFall.questions[0].prompt);
    expect(reply.conceptId).toBe(freeFall.id);
  });

  it("clamps an out-of-range confidence rating", () => {
    const [high] = converse(["free fall"], { features: { confidenceRating: 99 } });
    const [five] = converse(["free fall"], { features: { confidenceRating: 5 } });
    expect(high.reply).toBe(five.reply);
  });
});
