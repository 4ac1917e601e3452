import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConceptPageError, readConceptPage } from "./concept-page-schema";
import {
  CONCEPT_PAGES_FOLDER,
  ConceptLibraryError,
  LIBRARY_ORDER_FILE,
  readConceptPages,
} from "./read-concept-pages";

const PAGE_PATH = "mechanics/kinematics/free-fall-example.md";

/** A small page that is right in every way; each broken case changes one thing in it. */
const GOOD_PAGE = `---
title: Falling example
keywords:
  - falling
  - free fall
studentWords:
  - dropping things
everydayCues: drop dropped roof stone
everydayPhenomena:
  - stone down a well
  - feather and hammer
questions:
  - prompt: A stone falls from rest for $2\\ \\mathrm{s}$. How fast is it going?
    check:
      number: 19.6
      unit: m/s
    answer: $v = gt = 19.6\\ \\mathrm{m/s}$.
    followUp: Right.
    hint: Multiply $g$ by the time.
  - prompt: Does a heavy stone fall faster than a light one, without air?
    check:
      phrases:
        - [same, equal, 'no']
      reject: [heavier falls faster]
    answer: No, they fall together.
    followUp: Yes, together.
    hint: Think of Galileo.
    levels: [algebra, calculus]
challenge:
  prompt: Which two of speed, height and time grow while a stone falls?
  check:
    phrases:
      - [speed, velocity]
      - [time]
      - [height]
    atLeast: 2
  answer: Its speed and the time.
  followUp: Right.
  hint: The height shrinks.
misconceptions:
  - id: heavy-falls-faster
    belief: Heavy things fall faster.
    diagnostic:
      prompt: A hammer and a feather are dropped on the Moon. Which lands first?
      check:
        phrases:
          - [same, together]
    pattern:
      - [hammer]
    correction: Without air, everything falls with the same acceleration.
---

## Key ideas

Near the ground everything falls with the same
acceleration, $g$.

Air resistance is what makes a feather slower.

## Intuition

Drop two coins of different sizes together.

## Calculus idea

Velocity is the integral of $g$ over time.

## Real world

Skydivers reach a terminal speed.
`;

/** The problems a page's text gives, or [] when it reads. */
function problemsOf(pageText: string, relativePath = PAGE_PATH): string[] {
  try {
    readConceptPage(pageText, relativePath, `content/concept-pages/${relativePath}`);
    return [];
  } catch (error) {
    if (!(error instanceof ConceptPageError)) throw error;
    return error.problems;
  }
}

/** The error message of a page's text with one piece replaced. */
function messageWith(search: string, replacement: string, relativePath = PAGE_PATH): string {
  expect(GOOD_PAGE.includes(search), `the good page contains ${search}`).toBe(true);
  try {
    readConceptPage(
      GOOD_PAGE.replace(search, replacement),
      relativePath,
      `content/concept-pages/${relativePath}`,
    );
  } catch (error) {
    if (error instanceof ConceptPageError) return error.message;
    throw error;
  }
  throw new Error("the page was read without an error");
}

describe("a concept page file", () => {
  it("reads into a page whose id and subtopic come from its path", () => {
    const page = readConceptPage(GOOD_PAGE, PAGE_PATH).concept;
    expect(page.id).toBe("kinematics.free-fall-example");
    expect(page.subtopic).toBe("kinematics");
    expect(page.title).toBe("Falling example");
    expect(page.questions[0]?.check).toEqual({
      kind: "numeric",
      expected: { value: 19.6, unit: "m/s" },
      tolerance: 0.05,
    });
    expect(page.questions[1]?.check).toEqual({
      kind: "keywords",
      groups: [["same", "equal", "no"]],
      reject: ["heavier falls faster"],
    });
    expect(page.questions[1]?.levels).toEqual(["algebra", "calculus"]);
    expect(page.challenge.check).toEqual({
      kind: "keywords",
      groups: [["speed", "velocity"], ["time"], ["height"]],
      minimumGroups: 2,
    });
  });

  it("keeps the words that lead students to the page apart from the page", () => {
    const page = readConceptPage(GOOD_PAGE, PAGE_PATH);
    expect(page.studentWords).toEqual(["dropping things"]);
    expect(page.everydayCues).toBe("drop dropped roof stone");
    expect(page.everydayPhenomena).toEqual(["stone down a well", "feather and hammer"]);
    expect(page.concept.keywords).toEqual(["falling", "free fall"]);
  });

  it("joins a paragraph's wrapped lines and keeps paragraphs apart", () => {
    const page = readConceptPage(GOOD_PAGE, PAGE_PATH).concept;
    expect(page.keyIdeas).toEqual([
      "Near the ground everything falls with the same acceleration, $g$.",
      "Air resistance is what makes a feather slower.",
    ]);
    expect(page.intuition).toBe("Drop two coins of different sizes together.");
    expect(page.calculusIdea).toBe("Velocity is the integral of $g$ over time.");
    expect(page.realWorld).toEqual(["Skydivers reach a terminal speed."]);
  });

  it("reads the same with Windows line endings", () => {
    expect(readConceptPage(GOOD_PAGE.replaceAll("\n", "\r\n"), PAGE_PATH)).toEqual(
      readConceptPage(GOOD_PAGE, PAGE_PATH),
    );
  });

  it("leaves the calculus idea out when the page has none", () => {
    const page = readConceptPage(GOOD_PAGE.replace(/## Calculus idea\n\n.*\n\n/, ""), PAGE_PATH).concept;
    expect("calculusIdea" in page).toBe(false);
  });
});

describe("a broken concept page names the file, the field and what is wrong", () => {
  const file = `content/concept-pages/${PAGE_PATH}`;

  it("a missing field", () => {
    expect(messageWith("title: Falling example\n", "")).toBe(`${file}: title: is missing`);
  });

  it("a misspelt field", () => {
    expect(messageWith("    hint: Think of Galileo.", "    hnit: Think of Galileo.")).toContain(
      `${file}: questions[1]: Unrecognized key: "hnit"`,
    );
  });

  it("an empty text", () => {
    expect(messageWith("  answer: Its speed and the time.", "  answer: ''")).toBe(
      `${file}: challenge.answer: is empty`,
    );
  });

  it("a number where a phrase belongs, as YAML reads 0 and yes unquoted", () => {
    expect(messageWith("[same, equal, 'no']", "[same, equal, 0]")).toBe(
      `${file}: questions[1].check.phrases[0][2]: must be text; put 0 in quotes`,
    );
  });

  it("a numeric answer without its number", () => {
    expect(messageWith("      number: 19.6\n", "")).toBe(
      `${file}: questions[0].check.number: must be a number`,
    );
  });

  it("a unit the engine does not know", () => {
    expect(messageWith("unit: m/s", "unit: metres a second")).toBe(
      `${file}: questions[0].check.unit: is not a unit the engine knows: "metres a second"`,
    );
  });

  it("a check that is neither a number nor phrases", () => {
    expect(messageWith("      phrases:\n        - [same, equal, 'no']", "      phrase: [same]")).toContain(
      `${file}: questions[1].check: Unrecognized key: "phrase"`,
    );
  });

  it("a check asking for more groups than it has", () => {
    expect(messageWith("atLeast: 2", "atLeast: 4")).toBe(
      `${file}: challenge.check.atLeast: asks for more groups than there are`,
    );
  });

  it("a level that does not exist", () => {
    expect(messageWith("levels: [algebra, calculus]", "levels: [university]")).toContain(
      `${file}: questions[1].levels[0]:`,
    );
  });

  it("a misconception id that is not lower-case words joined by hyphens", () => {
    expect(messageWith("id: heavy-falls-faster", "id: Heavy Falls Faster")).toBe(
      `${file}: misconceptions[0].id: must be lower-case words joined by hyphens`,
    );
  });

  it("front matter that is not valid YAML, with its line in the file", () => {
    expect(messageWith("title: Falling example", "title: [Falling example")).toMatch(
      new RegExp(`^${file}: line \\d+: `),
    );
  });

  it("a page without front matter", () => {
    expect(problemsOf("## Key ideas\n\nText.\n")).toEqual([
      'must start with front matter between two "---" lines',
    ]);
  });

  it("a missing body section", () => {
    expect(messageWith("## Intuition\n\nDrop two coins of different sizes together.\n\n", "")).toBe(
      `${file}: section "## Intuition": is missing`,
    );
  });

  it("a section that must be one paragraph with two", () => {
    expect(
      messageWith("Drop two coins of different sizes together.", "Drop two coins.\n\nThen two stones."),
    ).toBe(`${file}: section "## Intuition": must be one paragraph`);
  });

  it("an unknown section heading", () => {
    expect(messageWith("## Real world", "## In real life")).toContain(
      `${file}: unknown section "## In real life" (sections: Key ideas, Intuition, Calculus idea, Real world)`,
    );
  });

  it("a body field written in the front matter", () => {
    expect(
      messageWith("title: Falling example\n", "title: Falling example\nintuition: Drop coins.\n"),
    ).toContain(`${file}: intuition belongs in the body under "## Intuition"`);
  });

  it("a page in a folder that is not a subtopic, or under the wrong area", () => {
    expect(problemsOf(GOOD_PAGE, "mechanics/falling/free-fall.md")[0]).toMatch(
      /^folder "falling" is not a subtopic/,
    );
    expect(problemsOf(GOOD_PAGE, "optics/kinematics/free-fall.md")).toEqual([
      'subtopic "kinematics" belongs in folder "mechanics", not "optics"',
    ]);
    expect(problemsOf(GOOD_PAGE, "mechanics/kinematics/Free Fall.md")[0]).toMatch(
      /^file name "Free Fall.md" must be/,
    );
  });

  it("an everyday phenomenon with a comma in it", () => {
    expect(messageWith("  - stone down a well", "  - stone, well")).toBe(
      `${file}: everydayPhenomena[0]: must not contain a comma: write two phenomena`,
    );
  });

  it("lists every problem of a page at once", () => {
    const broken = GOOD_PAGE.replace("title: Falling example\n", "").replace("unit: m/s", "unit: furlongs");
    expect(problemsOf(broken)).toHaveLength(2);
  });
});

describe("the concept pages folder", () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  /** A folder holding the good page at each path, and a library order listing the given lines. */
  function folderWith(pages: string[], listed: string[]): string {
    folder = mkdtempSync(path.join(tmpdir(), "concept-pages-"));
    for (const page of pages) {
      mkdirSync(path.dirname(path.join(folder, page)), { recursive: true });
      writeFileSync(path.join(folder, page), GOOD_PAGE);
    }
    writeFileSync(path.join(folder, LIBRARY_ORDER_FILE), `# library order\n${listed.join("\n")}\n`);
    return folder;
  }

  /** The problems of reading a folder. */
  function libraryProblems(pagesFolder: string): string[] {
    try {
      readConceptPages(pagesFolder);
      return [];
    } catch (error) {
      if (!(error instanceof ConceptLibraryError)) throw error;
      return error.problems;
    }
  }

  it("reads every page of this checkout, each valid, in library order", () => {
    const pages = readConceptPages();
    const order = readFileSync(path.join(CONCEPT_PAGES_FOLDER, LIBRARY_ORDER_FILE), "utf8")
      .trim()
      .split("\n");
    expect(pages.map((page) => page.concept.id)).toEqual(
      order.map((line) => {
        const [, subtopic, fileName] = line.split("/");
        return `${subtopic}.${fileName?.replace(/\.md$/, "")}`;
      }),
    );
  });

  it("reads pages in the order their list gives", () => {
    const pages = readConceptPages(
      folderWith(
        ["optics/lasers/b.md", "mechanics/dynamics/a.md"],
        ["optics/lasers/b.md", "mechanics/dynamics/a.md"],
      ),
    );
    expect(pages.map((page) => page.concept.id)).toEqual(["lasers.b", "dynamics.a"]);
  });

  it("names a page missing from the list, a listed page with no file and a page listed twice", () => {
    const problems = libraryProblems(
      folderWith(
        ["mechanics/dynamics/a.md", "mechanics/dynamics/b.md"],
        ["mechanics/dynamics/a.md", "mechanics/dynamics/a.md", "mechanics/dynamics/gone.md"],
      ),
    );
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toContain("mechanics/dynamics/a.md is listed twice");
    expect(problems.join("\n")).toContain("mechanics/dynamics/gone.md is listed but there is no such page");
    expect(problems.join("\n")).toMatch(/dynamics\/b\.md: not listed in library-order\.txt/);
  });

  it("names each bad page of the folder with its own problem", () => {
    const pagesFolder = folderWith(["mechanics/dynamics/a.md"], ["mechanics/dynamics/a.md"]);
    writeFileSync(
      path.join(pagesFolder, "mechanics/dynamics/a.md"),
      GOOD_PAGE.replace("title: Falling example\n", ""),
    );
    const problems = libraryProblems(pagesFolder);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/mechanics\/dynamics\/a\.md: title: is missing$/);
  });
});
