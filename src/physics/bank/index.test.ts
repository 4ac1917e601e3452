/**
 * Behaviour of the problem bank registry: problem sets for every subtopic and level, ids that
 * reproduce their problem, and errors (not exceptions) for bad requests.
 */
import { describe, expect, it } from "vitest";
import { COURSE_LEVELS, subtopicName, TOPICS } from "../../contracts/taxonomy";
import { allTemplates, generateProblems, problemFromId, templatesFor } from "./index";

const SUBTOPICS_WITH_TOPIC = TOPICS.flatMap((topic) =>
  topic.subtopics.map((subtopic) => ({ topic: topic.id, subtopic: subtopic.id })),
);

describe("the template list", () => {
  it("holds templates with unique ids", () => {
    const ids = allTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("selects the templates of a subtopic that suit a level", () => {
    for (const { subtopic } of SUBTOPICS_WITH_TOPIC) {
      for (const level of COURSE_LEVELS) {
        for (const template of templatesFor(subtopic, level)) {
          expect(template.subtopic).toBe(subtopic);
          expect(template.levels).toContain(level);
        }
      }
    }
  });
});

describe("generateProblems", () => {
  for (const { topic, subtopic } of SUBTOPICS_WITH_TOPIC) {
    for (const level of COURSE_LEVELS) {
      it(`draws 3 to 5 distinct problems for ${subtopic} at ${level} level`, () => {
        const result = generateProblems({ topic, subtopic, courseLevel: level, seed: 20240917 });
        if (!result.ok) throw new Error(result.error.message);
        expect(result.problems.length).toBeGreaterThanOrEqual(3);
        expect(result.problems.length).toBeLessThanOrEqual(5);
        expect(new Set(result.problems.map((problem) => problem.content)).size).toBe(result.problems.length);
        expect(new Set(result.problems.map((problem) => problem.id)).size).toBe(result.problems.length);
        for (const problem of result.problems) {
          expect(problem.topic).toBe(subtopicName(subtopic));
          expect(problem.title.length).toBeGreaterThan(0);
          expect(problem.content.length).toBeGreaterThan(20);
          expect(problem.id).toContain(`~${level}~`);
        }
      });
    }
  }

  it("gives the same set for the same seed and a different set for another seed", () => {
    const request = { topic: "thermodynamics", subtopic: "heat-temperature", courseLevel: "algebra" };
    const first = generateProblems({ ...request, seed: 7 });
    const again = generateProblems({ ...request, seed: 7 });
    const other = generateProblems({ ...request, seed: 8 });
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it("rejects an unknown topic, subtopic or level, and a subtopic of another topic, naming the field", () => {
    const base = { topic: "mechanics", subtopic: "kinematics", courseLevel: "algebra", seed: 1 };
    const cases = [
      { request: { ...base, topic: "alchemy" }, code: "unknown-topic", field: "topic" },
      { request: { ...base, subtopic: "astrology" }, code: "unknown-subtopic", field: "subtopic" },
      { request: { ...base, courseLevel: "graduate" }, code: "unknown-level", field: "courseLevel" },
      { request: { ...base, subtopic: "gas-laws" }, code: "subtopic-not-in-topic", field: "subtopic" },
    ];
    for (const { request, code, field } of cases) {
      const result = generateProblems(request);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe(code);
      expect(result.error.field).toBe(field);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it("accepts any seed number, even a negative or fractional one", () => {
    const result = generateProblems({
      topic: "thermodynamics",
      subtopic: "heat-temperature",
      courseLevel: "high-school",
      seed: -12.5,
    });
    expect(result.ok).toBe(true);
  });
});

describe("problemFromId", () => {
  it("reproduces exactly the problem that was listed under an id", () => {
    for (const { topic, subtopic } of SUBTOPICS_WITH_TOPIC) {
      const result = generateProblems({ topic, subtopic, courseLevel: "algebra", seed: 99 });
      if (!result.ok) continue;
      for (const card of result.problems) {
        const reproduced = problemFromId(card.id);
        expect(reproduced?.id).toBe(card.id);
        expect(reproduced?.title).toBe(card.title);
        expect(reproduced?.content).toBe(card.content);
        expect(reproduced?.topic).toBe(card.topic);
        expect(reproduced?.problem.statement).toBe(card.content);
        expect(problemFromId(card.id)).toEqual(reproduced);
      }
    }
  });

  it("returns undefined for malformed and unknown ids", () => {
    const valid = generateProblems({
      topic: "thermodynamics",
      subtopic: "heat-temperature",
      courseLevel: "algebra",
      seed: 3,
    });
    if (!valid.ok) throw new Error(valid.error.message);
    const [templateId, level, seed] = valid.problems[0].id.split("~");
    const bad = [
      "",
      "nonsense",
      `${templateId}~${level}`,
      `${templateId}~${level}~abc`,
      `${templateId}~graduate~${seed}`,
      `heat-temperature.no-such-template~${level}~${seed}`,
      `${templateId}~${level}~0${seed}`,
      `${templateId}~${level}~99999999999`,
    ];
    for (const id of bad) expect(problemFromId(id), id).toBeUndefined();
    expect(problemFromId(valid.problems[0].id)).toBeDefined();
  });

  it("refuses a level the template does not declare", () => {
    const template = allTemplates.find((entry) => entry.levels.length < COURSE_LEVELS.length);
    if (!template) return;
    const missing = COURSE_LEVELS.find((level) => !template.levels.includes(level));
    expect(problemFromId(`${template.id}~${missing}~42`)).toBeUndefined();
    expect(problemFromId(`${template.id}~${template.levels[0]}~42`)).toBeDefined();
  });
});
