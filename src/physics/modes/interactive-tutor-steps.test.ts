/**
 * Interactive Tutor's steps on typed problems: the final answer is shown as precisely as the
 * data allow, and a problem that takes several steps is asked in several steps.
 */
import { describe, expect, it } from "vitest";
import { answerFigures } from "./free-form";
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
  it("gives a temperature mixed from Celsius readings to the whole kelvin, as the last step did", () => {
    const replies = hintsToTheEnd(
      "A 200 g block of aluminium at 80 °C (c = 900 J/(kg·K)) is dropped into 300 g of water at 15 °C (c = 4186 J/(kg·K)). Find the common temperature they end at.",
    );
    const last = replies[replies.length - 1];
    expect(last.isComplete).toBe(true);
    // 80 °C and 15 °C are read to the degree: 296 K (22.6 °C), not 300 K (26.9 °C).
    expect(last.reply).toMatch(/Final answer: \*\*\$T_f = 296\\ \\mathrm\{K\}\$\*\*/);
  });

  it("counts the figures of a temperature on a scale from whole degrees, and of anything else as given", () => {
    expect(answerFigures({ value: 347.8, unit: "K" }, 2)).toBe(3);
    expect(answerFigures({ value: 74.6, unit: "degC" }, 2)).toBe(2);
    expect(answerFigures({ value: 347.8, unit: "m" }, 2)).toBe(2);
    expect(answerFigures({ value: 4.5, unit: "K" }, 2)).toBe(2);
  });
});
