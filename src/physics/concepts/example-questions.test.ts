import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { EXAMPLE_QUESTION_BANK, EXAMPLE_QUESTIONS, FIRST_TWO_EXAMPLE_SETS } from "./example-questions";
import { ALL_CONCEPTS } from "./library";
import { ExampleQuestionsError, readExampleQuestions } from "./read-example-questions";

const pageIds = new Set(ALL_CONCEPTS.map((concept) => concept.id));

/** A question as compared across the bank and the fixtures: lower case, spaces collapsed. */
function normalised(question: string): string {
  return question.toLowerCase().split(/\s+/).filter(Boolean).join(" ");
}

/**
 * Held-out questions that were also written into the bank before this was checked. Taking them
 * out of the bank changes what the classifier learns, so it waits for a change that is measured
 * again; no other held-out question may join them.
 */
const HELD_OUT_ALSO_IN_BANK = [
  "how can a singer break a wine glass just with her voice",
  "how does an led make light",
  "if something has a half life of 10 years is it all gone after 20 years",
  "is a watt just a joule per second?",
  "is an electron a wave or a particle",
  "is antimatter real or just science fiction",
  "what is a positron",
  "why do soap bubbles have swirly rainbow colours",
  "why do we remember the past but not the future",
  "why do you bend your knees when you land from a jump",
  "why does a capacitor block dc but let ac through",
  "why does a figure skater spin faster when she pulls her arms in",
  "why does a gun kick back into your shoulder when you fire it",
  "why does a mirror swap left and right but not up and down",
];

describe("example question bank", () => {
  it("has example questions for every page of the library, each page's set 1 among them", () => {
    const without = [...pageIds].filter((pageId) => (FIRST_TWO_EXAMPLE_SETS[pageId] ?? []).length === 0);
    expect(without).toEqual([]);
    expect(Object.keys(EXAMPLE_QUESTIONS)).toHaveLength(pageIds.size);
  });

  it("joins the files by page without losing an example", () => {
    expect(Object.values(EXAMPLE_QUESTIONS).flat()).toHaveLength(EXAMPLE_QUESTION_BANK.length);
    expect(Object.values(FIRST_TWO_EXAMPLE_SETS).flat()).toHaveLength(
      EXAMPLE_QUESTION_BANK.filter((example) => example.set <= 2).length,
    );
  });

  it("keeps the held-out questions of test/fixtures out of the bank", () => {
    const fixture = JSON.parse(
      readFileSync(
        fileURLToPath(new URL("../../../test/fixtures/concept-questions.json", import.meta.url)),
        "utf8",
      ),
    ) as { heldOut: { question: string }[] };
    const bank = new Set(EXAMPLE_QUESTION_BANK.map((example) => normalised(example.question)));
    const inBoth = [...new Set(fixture.heldOut.map((entry) => normalised(entry.question)))].filter(
      (question) => bank.has(question),
    );
    expect(inBoth.sort()).toEqual(HELD_OUT_ALSO_IN_BANK);
  });
});

describe("a bad line of the example questions names its file, line and field", () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  /** The problems of a folder holding one file, mechanics/kinematics.jsonl, with these lines. */
  function problemsOf(lines: string[], fileName = "mechanics/kinematics.jsonl"): string[] {
    folder = mkdtempSync(path.join(tmpdir(), "example-questions-"));
    mkdirSync(path.join(folder, "mechanics"));
    writeFileSync(path.join(folder, fileName), `${lines.join("\n")}\n`);
    try {
      readExampleQuestions(pageIds, folder);
      return [];
    } catch (error) {
      if (!(error instanceof ExampleQuestionsError)) throw error;
      return error.problems.map((problem) => problem.slice(problem.indexOf(fileName)));
    }
  }

  const good = '{"page": "kinematics.free-fall", "set": 1, "question": "why do things fall"}';

  it("reads a good line", () => {
    expect(problemsOf([good])).toEqual([]);
  });

  it("a line that is not JSON", () => {
    expect(problemsOf([good, "kinematics.free-fall: why"])[0]).toMatch(
      /^mechanics\/kinematics\.jsonl:2: not a JSON object/,
    );
  });

  it("a page the library does not have", () => {
    expect(problemsOf([good.replace("free-fall", "free-falling")])).toEqual([
      "mechanics/kinematics.jsonl:1: page: no concept page has the id kinematics.free-falling",
    ]);
  });

  it("a page filed under another subtopic", () => {
    expect(problemsOf([good.replace("kinematics.free-fall", "dynamics.mass-and-weight")])).toEqual([
      "mechanics/kinematics.jsonl:1: page: dynamics.mass-and-weight belongs in dynamics.jsonl, not kinematics.jsonl",
    ]);
  });

  it("a set that does not exist, and an empty question", () => {
    expect(problemsOf([good.replace('"set": 1', '"set": 7').replace("why do things fall", " ")])).toEqual([
      "mechanics/kinematics.jsonl:1: set: must be a set number from 1 to 5",
      "mechanics/kinematics.jsonl:1: question: is empty",
    ]);
  });

  it("a question written twice", () => {
    expect(problemsOf([good, good])).toEqual([
      "mechanics/kinematics.jsonl:2: question: the same question is already at " +
        `${path.relative(process.cwd(), path.join(folder ?? "", "mechanics/kinematics.jsonl"))}:1`,
    ]);
  });
});
