import { describe, expect, it } from "vitest";
import { EXAMPLE_QUESTION_PARTS, EXAMPLE_QUESTIONS } from "./example-questions";
import { ALL_CONCEPTS } from "./library";

const pageIds = new Set(ALL_CONCEPTS.map((concept) => concept.id));

describe("example question bank", () => {
  it("files every example under a page of the library", () => {
    const unknown = Object.keys(EXAMPLE_QUESTIONS).filter((pageId) => !pageIds.has(pageId));
    expect(unknown).toEqual([]);
  });

  it("keeps every example a non-empty question", () => {
    const empty = Object.entries(EXAMPLE_QUESTIONS).filter(([, questions]) =>
      questions.some((question) => question.trim() === ""),
    );
    expect(empty.map(([pageId]) => pageId)).toEqual([]);
  });

  it("joins the parts without losing an example", () => {
    const inParts = EXAMPLE_QUESTION_PARTS.flatMap((part) => Object.values(part)).flat().length;
    expect(Object.values(EXAMPLE_QUESTIONS).flat()).toHaveLength(inParts);
  });

  it("has example questions for every page of the library", () => {
    const without = [...pageIds].filter((pageId) => (EXAMPLE_QUESTIONS[pageId] ?? []).length === 0);
    expect(without).toEqual([]);
  });
});
