import { describe, expect, it } from "vitest";
import { questionTerms } from "./concept-search";
import { pageFor } from "./test-helpers";

describe("contractions typed without their apostrophe are not read as the question's topic", () => {
  it.each([
    [
      "ive got a question, when im wet why does the wind feel so much colder",
      "phase-changes.evaporative-cooling",
    ],
  ])("%j -> %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});

describe("a stop word typed with two letters swapped is still a stop word", () => {
  it("reads 'becuase' and 'waht' as filler, not as what the question is about", () => {
    expect(pageFor("why do i feel lighter at the top of a rollercoaster loop becuase of waht")).toBe(
      "dynamics.circular-motion",
    );
  });

  it("never reads a real word of the library as a slip ('form' of 'from', 'quiet' of 'quite')", () => {
    expect(questionTerms("the form of a quiet room")).toEqual(["form", "quiet", "room"]);
  });
});

describe("a noun in -er is not read as the stop word its stem spells", () => {
  it("reads 'shoulder' as a shoulder, not as 'should'", () => {
    expect(questionTerms("why does the gun hit my shoulder")).toContain("shoulder");
  });
});
