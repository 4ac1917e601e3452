import { describe, expect, it } from "vitest";
import { findConcept } from "./concept-search";
import { EXAMPLE_QUESTIONS } from "./example-questions";
import { ALL_CONCEPTS } from "./library";
import { classifyQuestion } from "./question-classifier";
import { coach } from "./test-helpers";

describe("the question classifier", () => {
  it("learns every page of the library from its example questions", () => {
    const pages = new Set(ALL_CONCEPTS.map((concept) => concept.id));
    let right = 0;
    let total = 0;
    for (const [pageId, questions] of Object.entries(EXAMPLE_QUESTIONS)) {
      expect(pages.has(pageId), pageId).toBe(true);
      for (const question of questions) {
        total++;
        if (classifyQuestion(question, 1).pages[0]?.pageId === pageId) right++;
      }
    }
    expect(right / total).toBeGreaterThan(0.97);
  });

  it("gives probabilities that add up to one, most likely first", () => {
    const { pages, knownWords } = classifyQuestion(
      "why does a spinning ice skater speed up",
      ALL_CONCEPTS.length,
    );
    expect(knownWords).toBeGreaterThanOrEqual(3);
    expect(pages).toHaveLength(ALL_CONCEPTS.length);
    expect(pages.reduce((sum, page) => sum + page.probability, 0)).toBeCloseTo(1, 9);
    for (let i = 1; i < pages.length; i++)
      expect(pages[i].probability).toBeLessThanOrEqual(pages[i - 1].probability);
  });

  it("reads nothing into words the bank never uses", () => {
    expect(classifyQuestion("qwzx vrrb")).toEqual({ pages: [], knownWords: 0 });
  });
});

describe("the search asks the classifier when it is unsure", () => {
  it("starts the page of a scene told in words no page is named by", () => {
    for (const [question, page] of [
      [
        "my grandads old glass thermometer has red liquid in a skinny tube, how does it creep up the scale when the room warms up",
        "heat-temperature.thermal-expansion",
      ],
    ]) {
      expect(classifyQuestion(question, 1).pages[0]?.pageId, question).toBe(page);
      expect(coach(question).conceptId, question).toBe(page);
    }
  });

  it("is not heard on chat with a word or two of physics in it", () => {
    for (const message of ["whats your favourite colour", "tell me a joke about cats"])
      expect(findConcept(message).status, message).toBe("not-sure");
  });

  it("never takes a student away from a page asked for by its title", () => {
    for (const concept of ALL_CONCEPTS)
      for (const question of [
        `what is ${concept.title.toLowerCase()}`,
        `can you explain ${concept.title.toLowerCase()}`,
      ]) {
        const result = findConcept(question);
        expect(result.status === "found" ? result.best.concept.id : result.status, question).toBe(concept.id);
      }
  });

  it("does not overrule a page that explains every word of the question", () => {
    expect(
      findConcept("a coin dropped off a tall tower, how fast is it going when it hits the ground"),
    ).toMatchObject({
      status: "found",
      best: { concept: { id: "kinematics.free-fall" } },
    });
  });

  it("does not overrule a question outside physics", () => {
    expect(findConcept("can you help me with my spanish homework, the verbs are killing me").status).toBe(
      "not-sure",
    );
  });
});
