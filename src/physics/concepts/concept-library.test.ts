import { describe, expect, it } from "vitest";
import { COURSE_LEVELS, SUBTOPIC_IDS } from "../../contracts/taxonomy";
import { isKnownUnit } from "../quantity/quantity";
import { checkAnswer } from "./answer-check";
import type { AnswerCheck, Concept, SocraticQuestion } from "./concept";
import { usesCalculus } from "./concept-coach";
import { ALL_CONCEPTS, conceptsOfSubtopic } from "./library";

function expectWellFormedCheck(check: AnswerCheck, where: string) {
  if (check.kind === "numeric") {
    expect(isKnownUnit(check.expected.unit), `${where}: unit "${check.expected.unit}"`).toBe(true);
    expect(Number.isFinite(check.expected.value), where).toBe(true);
    expect(check.tolerance, where).toBeGreaterThan(0);
    expect(check.tolerance, where).toBeLessThanOrEqual(0.3);
    return;
  }
  expect(check.groups.length, where).toBeGreaterThan(0);
  for (const group of check.groups) expect(group.length, where).toBeGreaterThan(0);
  expect(check.minimumGroups ?? check.groups.length, where).toBeLessThanOrEqual(check.groups.length);
}

function expectWellFormedQuestion(question: SocraticQuestion, where: string) {
  for (const text of [question.prompt, question.answer, question.followUp, question.hint]) {
    expect(text.trim().length, where).toBeGreaterThan(0);
  }
  expectWellFormedCheck(question.check, where);
}

/** Every piece of text a student may see for a concept. */
function textsOf(concept: Concept): string[] {
  const questions = [...concept.questions, concept.challenge];
  return [
    concept.title,
    ...concept.keyIdeas,
    concept.calculusIdea ?? "",
    concept.intuition,
    ...questions.flatMap((question) => [question.prompt, question.answer, question.followUp, question.hint]),
    ...concept.misconceptions.flatMap((misconception) => [
      misconception.belief,
      misconception.diagnostic.prompt,
      misconception.correction,
    ]),
    ...concept.realWorld,
  ];
}

describe("the concept library", () => {
  it("covers every subtopic of the taxonomy with at least two concepts", () => {
    for (const subtopic of SUBTOPIC_IDS) {
      expect(conceptsOfSubtopic(subtopic).length, subtopic).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives each concept a unique id prefixed by its subtopic, and a unique title", () => {
    const ids = ALL_CONCEPTS.map((concept) => concept.id);
    const titles = ALL_CONCEPTS.map((concept) => concept.title);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(titles).size).toBe(titles.length);
    for (const concept of ALL_CONCEPTS)
      expect(concept.id.startsWith(`${concept.subtopic}.`), concept.id).toBe(true);
  });

  it("gives each concept keywords, key ideas, an intuition and real-world connections", () => {
    for (const concept of ALL_CONCEPTS) {
      expect(concept.keywords.length, concept.id).toBeGreaterThanOrEqual(3);
      expect(concept.keyIdeas.length, concept.id).toBeGreaterThanOrEqual(2);
      expect(concept.intuition.length, concept.id).toBeGreaterThan(40);
      expect(concept.realWorld.length, concept.id).toBeGreaterThanOrEqual(1);
    }
  });

  it("has three to five Socratic questions per concept at every level, each with a check, answer, follow-up and hint", () => {
    for (const concept of ALL_CONCEPTS) {
      expect(concept.questions.length, concept.id).toBeGreaterThanOrEqual(3);
      expect(concept.questions.length, concept.id).toBeLessThanOrEqual(5);
      for (const level of COURSE_LEVELS) {
        const forLevel = concept.questions.filter(
          (question) => !question.levels || question.levels.includes(level),
        );
        expect(forLevel.length, `${concept.id} at ${level}`).toBeGreaterThanOrEqual(3);
      }
      concept.questions.forEach((question, index) => {
        expectWellFormedQuestion(question, `${concept.id} question ${index + 1}`);
      });
      expectWellFormedQuestion(concept.challenge, `${concept.id} challenge`);
    }
  });

  it("gives every misconception a diagnostic question with a check, a tell-tale pattern and a correction", () => {
    for (const concept of ALL_CONCEPTS) {
      expect(concept.misconceptions.length, concept.id).toBeGreaterThanOrEqual(1);
      for (const misconception of concept.misconceptions) {
        const where = `${concept.id} / ${misconception.id}`;
        expect(misconception.belief.length, where).toBeGreaterThan(10);
        expect(misconception.diagnostic.prompt.length, where).toBeGreaterThan(10);
        expectWellFormedCheck(misconception.diagnostic.check, where);
        expect(misconception.pattern.length, where).toBeGreaterThan(0);
        expect(misconception.correction.length, where).toBeGreaterThan(40);
      }
    }
  });

  it("accepts its own model answer for every question checked by key ideas", () => {
    for (const concept of ALL_CONCEPTS) {
      for (const question of [...concept.questions, concept.challenge]) {
        if (question.check.kind !== "keywords") continue;
        expect(
          checkAnswer(question.answer, question.check).correct,
          `${concept.id}: ${question.answer}`,
        ).toBe(true);
      }
    }
  });

  it("uses question texts that are unique and never appear inside any other text, so the coach can recognise them", () => {
    const prompts = ALL_CONCEPTS.flatMap((concept) => [
      ...concept.questions.map((question) => question.prompt),
      concept.challenge.prompt,
      ...concept.misconceptions.map((misconception) => misconception.diagnostic.prompt),
    ]);
    expect(new Set(prompts).size).toBe(prompts.length);
    const everyText = ALL_CONCEPTS.flatMap(textsOf);
    for (const prompt of prompts) {
      const containing = everyText.filter((text) => text.includes(prompt));
      expect(containing, prompt).toEqual([prompt]);
    }
  });

  it("keeps calculus out of everything a high-school student sees", () => {
    for (const concept of ALL_CONCEPTS) {
      const highSchoolQuestions = concept.questions.filter(
        (question) => !question.levels || question.levels.includes("high-school"),
      );
      const texts = [
        ...concept.keyIdeas,
        concept.intuition,
        ...[...highSchoolQuestions, concept.challenge].flatMap((question) => [
          question.prompt,
          question.answer,
          question.followUp,
          question.hint,
        ]),
        ...concept.misconceptions.map((misconception) => misconception.correction),
        ...concept.realWorld,
      ];
      for (const text of texts) expect(usesCalculus(text), `${concept.id}: ${text}`).toBe(false);
    }
  });

  it("writes balanced inline LaTeX in every text", () => {
    for (const concept of ALL_CONCEPTS) {
      for (const text of textsOf(concept)) {
        const dollars = text.match(/\$/g)?.length ?? 0;
        expect(dollars % 2, `${concept.id}: ${text}`).toBe(0);
      }
    }
  });
});
