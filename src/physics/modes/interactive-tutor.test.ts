/**
 * Interactive Tutor, as a student meets it: scripted conversations where each reply is read
 * back from the history, as the server would send it.
 */
import { describe, expect, it } from "vitest";
import { problemFromId } from "../bank/index";
import { brakingProblem } from "./braking-problem.fixture";
import { type InteractiveTutorReply, interactiveTutorReply } from "./interactive-tutor";
import type { ChatMessage, PerFeatures } from "./types";

/** Plays a conversation: the problem, then each student answer, returning every tutor reply. */
function converse(answers: string[], perFeatures: PerFeatures = {}): InteractiveTutorReply[] {
  const history: ChatMessage[] = [{ role: "user", content: brakingProblem.statement }];
  const replies: InteractiveTutorReply[] = [];
  const turn = () => {
    const reply = interactiveTutorReply({
      history,
      level: "algebra",
      perFeatures,
      bankProblem: brakingProblem,
    });
    replies.push(reply);
    history.push({ role: "assistant", content: reply.reply });
  };
  turn();
  for (const answer of answers) {
    history.push({ role: "user", content: answer });
    turn();
  }
  return replies;
}

describe("Interactive Tutor on a bank problem", () => {
  it("opens with step 1 of the script when no warm-up is asked for", () => {
    const [opening] = converse([]);
    expect(opening.currentStep).toBe(1);
    expect(opening.totalSteps).toBe(3);
    expect(opening.isComplete).toBe(false);
    expect(opening.stepDescription).toBe("Convert the speed");
    expect(opening.reply).toContain("**Step 1 of 3: Convert the speed**");
    expect(opening.reply).toContain("What is the initial speed in m/s?");
    expect(opening.reply).not.toContain("Warm-up");
  });

  it("asks the warm-up first when it is on, acknowledges the answer with the explanation, then starts step 1", () => {
    const [opening, afterWarmup] = converse(["It would go twice as far, I think"], {
      requestConceptualWarmup: true,
    });
    expect(opening.reply).toContain("**Warm-up question:**");
    expect(opening.reply).toContain("twice the speed");
    expect(opening.reply).not.toContain("**Step 1 of 3");
    expect(afterWarmup.reply).toContain("Thanks for thinking that through");
    expect(afterWarmup.reply).toContain("the distance is the average speed times the time");
    expect(afterWarmup.reply).toContain("**Step 1 of 3: Convert the speed**");
    expect(afterWarmup.currentStep).toBe(1);
  });

  it("confirms right answers specifically and walks to completion with summary, concepts and real-world link", () => {
    const replies = converse(["20 m/s", "a = 5.0 m/s^2", "40 m"]);
    expect(replies[1].reply).toContain("**Correct.** Convert the speed");
    expect(replies[1].currentStep).toBe(2);
    expect(replies[2].currentStep).toBe(3);
    const last = replies[3];
    expect(last.isComplete).toBe(true);
    expect(last.currentStep).toBe(3);
    expect(last.reply).toContain("**Problem complete!**");
    expect(last.reply).toContain("Final answer: **$d = 40\\ \\mathrm{m}$**");
    expect(last.reply).toContain("### Key concepts");
    expect(last.reply).toContain("average speed is half the initial speed");
    expect(last.reply).toContain("Stopping distances on driving tests");
    expect(last.stepDescription.length).toBeGreaterThan(0);
  });

  it("accepts an answer in an equivalent unit and says so", () => {
    const [, reply] = converse(["72 km/h"]);
    expect(reply.currentStep).toBe(2);
    expect(reply.reply).toContain("your 72 km/h is the same quantity");
  });

  it("asks for the unit of a bare number, saying whether the number would be right", () => {
    const [, right, wrong] = converse(["20", "25"]);
    expect(right.currentStep).toBe(1);
    expect(right.reply).toContain("Please include the unit");
    expect(right.reply).toContain("If you meant 20 m/s, the number is right");
    expect(wrong.reply).toContain("Even in m/s, 25 would not be right");
  });

  it("gives hints in order on wrong answers, then shows the worked step and moves on", () => {
    const replies = converse(["30 m/s", "hint", "I don't know", "help"]);
    expect(replies[1].reply).toContain("**Hint 1 of 3:** Use SI units.");
    expect(replies[2].reply).toContain("**Hint 2 of 3:** 1 m/s is 3.6 km/h.");
    expect(replies[3].reply).toContain("**Hint 3 of 3:** Divide 72 by 3.6.");
    expect(replies[3].currentStep).toBe(1);
    const moved = replies[4];
    expect(moved.reply).toContain("Here is this step worked out");
    expect(moved.reply).toContain("$20.0\\ \\mathrm{m}/\\mathrm{s}$");
    expect(moved.reply).toContain("**Step 2 of 3: Find the deceleration**");
    expect(moved.currentStep).toBe(2);
  });

  it("diagnoses a known mistake at its own step and at the final step", () => {
    const atStep = converse(["20 m/s", "18 m/s^2"]);
    expect(atStep[2].reply).toContain("Convert 72 km/h to m/s before dividing by the time.");
    expect(atStep[2].currentStep).toBe(2);
    const atEnd = converse(["20 m/s", "5 m/s^2", "80 m"]);
    expect(atEnd[3].reply).toContain("covers the distance at its average speed");
    expect(atEnd[3].isComplete).toBe(false);
  });

  it("adds the next hint when the same mistake comes back", () => {
    const replies = converse(["20 m/s", "5 m/s^2", "80 m", "80 m"]);
    expect(replies[4].reply).toContain("same slip as before");
    expect(replies[4].reply).toContain("**Hint 1 of 3:** Use the average speed.");
  });

  it("says when a unit measures the wrong kind of quantity", () => {
    const [, reply] = converse(["20 m"]);
    expect(reply.reply).toContain("The unit m measures a different kind of quantity");
    expect(reply.reply).toContain("**Hint 1 of 3:**");
  });

  it("asks again clearly for an empty, wordy or unreadable answer without using up a hint", () => {
    const replies = converse(["", "it goes fast", "20mps", "hint"]);
    expect(replies[1].reply).toContain("I didn't catch an answer");
    expect(replies[2].reply).toContain("I need a number with its unit");
    expect(replies[3].reply).toContain('I don\'t recognise the unit "mps"');
    expect(replies[4].reply).toContain("**Hint 1 of 3:**");
  });

  it("stays complete after the last step", () => {
    const replies = converse(["20 m/s", "5 m/s^2", "40 m", "thanks!"]);
    expect(replies[4].isComplete).toBe(true);
    expect(replies[4].reply).toContain("already finished");
  });

  it("scaffolds more for low confidence and less for high confidence", () => {
    const [supported] = converse([], { confidenceRating: 1 });
    const [terse] = converse([], { confidenceRating: 5 });
    expect(supported.reply).toContain("Here is what the problem gives you");
    expect(supported.reply).toContain("_Tip:");
    expect(terse.reply).not.toContain("_Tip:");
    expect(terse.reply.length).toBeLessThan(supported.reply.length);
    expect(terse.reply).toContain("**Step 1 of 3: Convert the speed**");
  });

  it("walks a real bank problem from its first step to completion", () => {
    const bank = problemFromId("heat-temperature.heating-water~algebra~12345");
    if (!bank) throw new Error("bank problem missing");
    const history: ChatMessage[] = [{ role: "user", content: bank.content }];
    let reply = interactiveTutorReply({ history, level: "algebra", bankProblem: bank.problem });
    for (const step of bank.problem.tutor.steps) {
      expect(reply.stepDescription).toBe(step.description);
      history.push({ role: "assistant", content: reply.reply });
      history.push({ role: "user", content: `${step.expected.value} ${step.expected.unit}` });
      reply = interactiveTutorReply({ history, level: "algebra", bankProblem: bank.problem });
    }
    expect(reply.isComplete).toBe(true);
    expect(reply.totalSteps).toBe(bank.problem.tutor.steps.length);
  });
});

describe("Interactive Tutor on a free-form problem", () => {
  it("says kindly that it cannot tutor a problem it cannot solve, and suggests Concept Coach", () => {
    const reply = interactiveTutorReply({
      history: [{ role: "user", content: "Why is the sky blue and how blue is it?" }],
      level: "high-school",
    });
    expect(reply.currentStep).toBe(0);
    expect(reply.isComplete).toBe(false);
    expect(reply.reply).toContain("I can't walk you through this one");
    expect(reply.reply).toContain("Concept Coach");
  });

  it("does not tutor a problem with a negative size, and gives no answer to reach", () => {
    const reply = interactiveTutorReply({
      history: [
        {
          role: "user",
          content:
            "A hydraulic lift has a small piston of radius −2.0 cm and a large piston of radius 20 cm. What force on the small piston is needed to hold a 1200 kg car?",
        },
      ],
      level: "high-school",
    });
    expect(reply.currentStep).toBe(0);
    expect(reply.reply).toContain("I can't walk you through this one");
    expect(reply.reply).not.toMatch(/\b(120|210)\s*(\\,|\\ )?\s*(\\mathrm\{)?N\b/);
  });

  it("asks for a problem when the conversation has none", () => {
    const reply = interactiveTutorReply({ history: [], level: "algebra" });
    expect(reply.currentStep).toBe(0);
    expect(reply.reply).toContain("Send me a physics problem");
  });
});
