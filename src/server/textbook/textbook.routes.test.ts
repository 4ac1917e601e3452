import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, jsonHeaders, signUp, type TestApp } from "../../../test/app-harness";
import { SUBTOPIC_IDS, subtopicName } from "../../contracts/taxonomy";
import { textbookImportResponseSchema, textbookListSchema } from "../../contracts/textbook-schemas";
import { problemFromId } from "../../physics/engine";
import { textbookSourceCache } from "../db/schema";
import { findGeneratedProblemId } from "../problems/generated-problems";
import { OPENSTAX_BOOKS } from "./openstax-books";
import {
  expectedChapters,
  type FixtureSourceServer,
  startFixtureSourceServer,
} from "./openstax-fixtures.test-helpers";
import { PRACTICE_BOOK_ID } from "./practice-book";

/** An address on loopback where nothing listens. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

async function importProblems(
  harness: TestApp,
  cookie: string,
  body: { bookId: string; chapter: number | string; problemNumbers: unknown },
) {
  const response = await harness.app.inject({
    method: "POST",
    url: "/api/openstax/import",
    headers: jsonHeaders(cookie),
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

async function cachedFileCount(harness: TestApp): Promise<number> {
  const [row] = await harness.database.db.select({ files: count() }).from(textbookSourceCache);
  return row.files;
}

function bookOfRepository(repository: string) {
  const book = OPENSTAX_BOOKS.find((candidate) => candidate.repository === repository);
  if (!book) throw new Error(`no book in ${repository}`);
  return book;
}

describe("importing OpenStax problems from the book sources", () => {
  let sources: FixtureSourceServer;
  let harness: TestApp;
  let cookie: string;

  beforeAll(async () => {
    sources = await startFixtureSourceServer();
    harness = await createTestApp({ environment: { OPENSTAX_SOURCE_URL: sources.url } });
  });
  // A student per test: imports are limited per student and minute.
  beforeEach(async () => {
    ({ cookie } = await signUp(harness.app));
  });
  afterAll(async () => {
    await harness.close();
    await sources.close();
  });

  it("lists the five OpenStax physics books and the practice book", async () => {
    const response = await harness.app.inject({ url: "/api/openstax/books", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const books = textbookListSchema.parse(response.json());
    expect(books.map((book) => book.title)).toEqual([
      "Physics",
      "College Physics 2e",
      "University Physics Volume 1",
      "University Physics Volume 2",
      "University Physics Volume 3",
      "Vector Practice Book",
    ]);
    expect(books.at(-1)).toMatchObject({ id: PRACTICE_BOOK_ID, chapterCount: 30 });
  });

  it("needs a signed-in user for both calls", async () => {
    const list = await harness.app.inject({ url: "/api/openstax/books" });
    const imported = await harness.app.inject({
      method: "POST",
      url: "/api/openstax/import",
      headers: { origin: "http://localhost:5000", "content-type": "application/json" },
      payload: { bookId: "physics", chapter: 1, problemNumbers: [34] },
    });
    expect([list.statusCode, imported.statusCode]).toEqual([401, 401]);
    expect(imported.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("imports a problem with its text, its answer choices, literal dollar signs and its attribution", async () => {
    const result = await importProblems(harness, cookie, {
      bookId: "physics",
      chapter: 1,
      problemNumbers: [34],
    });
    expect(result.status).toBe(200);
    const [problem] = textbookImportResponseSchema.parse(result.body).problems;
    expect(problem.content).toContain("A commemorative coin that sells for \\$40");
    expect(problem.content).toContain("(b) \\$0.69");
    expect(problem.content).not.toContain("The correct answer is");
    expect(problem.attribution).toEqual({
      book: "Physics",
      publisher: "OpenStax",
      chapter: 1,
      chapterTitle: "What is Physics?",
      number: 34,
      license: "CC BY 4.0",
      licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
      url: "https://openstax.org/books/physics",
      text: "Access for free at https://openstax.org/books/physics",
    });
  });

  for (const expected of expectedChapters()) {
    const book = bookOfRepository(expected.repository);
    // "Problem M" counts through the book's problem sequence: all categories, except in College
    // Physics 2e, whose Problems & Exercises are numbered on their own.
    const ranges = Object.entries(expected.ranges).filter(
      ([category]) => book.style !== "college-physics-2e" || category === "problems-exercises",
    );
    const last = Math.max(...ranges.map(([, range]) => range[1]));

    it(`numbers ${book.title} chapter ${expected.chapter} as SOURCE.txt says: problems 1 to ${last}`, async () => {
      const past = await importProblems(harness, cookie, {
        bookId: book.id,
        chapter: expected.chapter,
        problemNumbers: [last + 1],
      });
      expect(past.status).toBe(404);
      expect(past.body).toMatchObject({ code: "PROBLEM_NOT_FOUND" });
      expect(past.body.message).toContain(`has problems 1 to ${last}; there is no problem ${last + 1}`);

      for (const named of expected.named) {
        const result = await importProblems(harness, cookie, {
          bookId: book.id,
          chapter: expected.chapter,
          problemNumbers: [named.number],
        });
        expect(result.status).toBe(named.embedded ? 404 : 200);
      }
    });
  }

  it("answers a problem that exists only on openstax.org with a message and a link", async () => {
    const result = await importProblems(harness, cookie, {
      bookId: "physics",
      chapter: 1,
      problemNumbers: [35],
    });
    expect(result.status).toBe(404);
    expect(result.body.code).toBe("PROBLEM_ONLY_ON_OPENSTAX");
    expect(result.body.message).toContain("only on openstax.org");
    expect(result.body.url).toBe("https://openstax.org/books/physics/pages/1-problems");
    expect(result.body.message).toContain(result.body.url);
  });

  it("links a problem's image at the pinned commit and keeps its description", async () => {
    const result = await importProblems(harness, cookie, {
      bookId: "physics",
      chapter: 2,
      problemNumbers: [23],
    });
    const [problem] = textbookImportResponseSchema.parse(result.body).problems;
    expect(problem.content).toContain(
      `[Image: A graph titled velocity vs. time plots time (s) on the x axis`,
    );
    expect(problem.content).toContain(
      `(${sources.url}/openstax/osbooks-physics/ff78c7a8150fdda5ed1f786ac59ac25cdd532ef0/media/CNX_HSPhysics_02_04_flat_img.jpg)`,
    );
  });

  it("writes math as LaTeX and counts University Physics categories in one sequence", async () => {
    const result = await importProblems(harness, cookie, {
      bookId: "university-physics-volume-1",
      chapter: 1,
      problemNumbers: [14, 88],
    });
    const [first, challenge] = textbookImportResponseSchema.parse(result.body).problems;
    expect(first.content).toMatch(/^Find the order of magnitude/);
    expect(first.content).toContain("$5.1\\ \\times\\ 10^{18}\\text{kg};$");
    expect(challenge.content).toContain("Trinity");
    expect(challenge.content).toContain("$r=kE^{a}\\rho^{b}t^{c}$");
    expect(challenge.attribution.number).toBe(88);
  });

  it("counts College Physics 2e Problems & Exercises apart from Conceptual Questions and brings a referenced table along", async () => {
    const result = await importProblems(harness, cookie, {
      bookId: "college-physics-2e",
      chapter: 1,
      problemNumbers: [1, 10],
    });
    const [first, withTable] = textbookImportResponseSchema.parse(result.body).problems;
    expect(first.content).toMatch(/^The speed limit on some interstate highways is roughly 100 km\/h/);
    expect(withTable.content).toMatch(/^\*\*Approximate Values of Length, Mass, and Time\*\*/);
    expect(withTable.content).toContain("| --- |");
    expect(withTable.content).toContain("(a) Refer to the table to determine the average distance");
  });

  it.each([
    [
      { bookId: "chemistry", chapter: 1, problemNumbers: [1] },
      "BOOK_NOT_FOUND",
      'There is no textbook "chemistry"',
    ],
    [
      { bookId: "physics", chapter: 24, problemNumbers: [1] },
      "CHAPTER_NOT_FOUND",
      "Physics has 23 chapters; there is no chapter 24",
    ],
    [
      { bookId: "physics", chapter: 1, problemNumbers: [76] },
      "PROBLEM_NOT_FOUND",
      "Chapter 1 of Physics has problems 1 to 75; there is no problem 76",
    ],
  ])("answers 404 saying which: %j", async (body, code, message) => {
    const result = await importProblems(harness, cookie, body);
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ code, message });
  });

  it.each([
    [{ bookId: "physics", chapter: "one", problemNumbers: [1] }, "chapter: "],
    [{ bookId: "physics", chapter: 0, problemNumbers: [1] }, "chapter: "],
    [{ bookId: "physics", chapter: 1, problemNumbers: [] }, "problemNumbers: "],
    [{ bookId: "physics", chapter: 1, problemNumbers: [1.5] }, "problemNumbers.0: "],
    [{ bookId: "", chapter: 1, problemNumbers: [1] }, "bookId: "],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const result = await importProblems(harness, cookie, body);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("VALIDATION_ERROR");
    expect(result.body.message.startsWith(field)).toBe(true);
  });
});

describe("the source cache", () => {
  it("serves a chapter from the database once it has been read, with the source host gone", async () => {
    const sources = await startFixtureSourceServer();
    const harness = await createTestApp({ environment: { OPENSTAX_SOURCE_URL: sources.url } });
    try {
      const { cookie } = await signUp(harness.app);
      const cold = await importProblems(harness, cookie, {
        bookId: "physics",
        chapter: 1,
        problemNumbers: [34],
      });
      expect(cold.status).toBe(200);
      // The collection and the four modules of chapter 1.
      expect(sources.requests).toHaveLength(5);
      expect(await cachedFileCount(harness)).toBe(5);
      await sources.close();

      const cached = await importProblems(harness, cookie, {
        bookId: "physics",
        chapter: 1,
        problemNumbers: [34, 2],
      });
      expect(cached.status).toBe(200);
      expect(cached.body.problems[0]).toEqual(cold.body.problems[0]);
      expect(cached.body.problems[1].content).toMatch(
        /^Which of the following is not an underlying assumption/,
      );
      expect(sources.requests).toHaveLength(5);
    } finally {
      await harness.close();
    }
  });
});

describe("source failures", () => {
  let sources: FixtureSourceServer;
  let harness: TestApp;
  let cookie: string;

  beforeAll(async () => {
    sources = await startFixtureSourceServer();
    harness = await createTestApp({ environment: { OPENSTAX_SOURCE_URL: sources.url } });
    ({ cookie } = await signUp(harness.app));
  });
  afterAll(async () => {
    await harness.close();
    await sources.close();
  });

  it("answers 503 and caches nothing when the source host is unreachable", async () => {
    const offline = await createTestApp({ environment: { OPENSTAX_SOURCE_URL: await closedAddress() } });
    try {
      const session = await signUp(offline.app);
      const result = await importProblems(offline, session.cookie, {
        bookId: "physics",
        chapter: 1,
        problemNumbers: [34],
      });
      expect(result.status).toBe(503);
      expect(result.body).toEqual({ code: "OPENSTAX_UNREACHABLE", message: "Could not reach OpenStax" });
      expect(await cachedFileCount(offline)).toBe(0);
    } finally {
      await offline.close();
    }
  });

  it("answers 503 when the source host fails part-way through a chapter, keeping none of it", async () => {
    sources.override(
      "/openstax/osbooks-physics/ff78c7a8150fdda5ed1f786ac59ac25cdd532ef0/modules/m54104/index.cnxml",
      {
        status: 500,
        body: "upstream error",
      },
    );
    const result = await importProblems(harness, cookie, {
      bookId: "physics",
      chapter: 2,
      problemNumbers: [1],
    });
    expect(result.status).toBe(503);
    expect(result.body.message).toBe("Could not reach OpenStax");
    expect(await cachedFileCount(harness)).toBe(0);
  });

  it("answers 502 with a clear message for a source that is not well-formed, and caches nothing", async () => {
    sources.override(
      "/openstax/osbooks-university-physics-bundle/db44eb99e9aa1d918fd8cf182f82ccdece9c7b11/modules/m58270/index.cnxml",
      { status: 200, body: "<document><para>cut short" },
    );
    const result = await importProblems(harness, cookie, {
      bookId: "university-physics-volume-1",
      chapter: 1,
      problemNumbers: [1],
    });
    expect(result.status).toBe(502);
    expect(result.body.code).toBe("OPENSTAX_SOURCE_INVALID");
    expect(result.body.message).toMatch(
      /^The OpenStax book source could not be read: modules\/m58270\/index\.cnxml/,
    );
    expect(await cachedFileCount(harness)).toBe(0);
  });

  it("answers 502 when a source file is missing at the pinned commit", async () => {
    // The fixtures hold only volume 1 of the University Physics bundle.
    const result = await importProblems(harness, cookie, {
      bookId: "university-physics-volume-2",
      chapter: 1,
      problemNumbers: [1],
    });
    expect(result.status).toBe(502);
    expect(result.body.message).toContain(
      "collections/university-physics-volume-2.collection.xml is missing",
    );
  });
});

describe("the practice book", () => {
  let harness: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // No source host at all: the practice book never needs one.
    harness = await createTestApp({ environment: { OPENSTAX_SOURCE_URL: await closedAddress() } });
    ({ cookie } = await signUp(harness.app));
  });
  afterAll(async () => {
    await harness.close();
  });

  it("has one chapter per subtopic in taxonomy order and the same problem for the same number every time", async () => {
    const first = await importProblems(harness, cookie, {
      bookId: PRACTICE_BOOK_ID,
      chapter: 1,
      problemNumbers: [1, 2],
    });
    const again = await importProblems(harness, cookie, {
      bookId: PRACTICE_BOOK_ID,
      chapter: 1,
      problemNumbers: [1],
    });
    expect(first.status).toBe(200);
    const [one, two] = textbookImportResponseSchema.parse(first.body).problems;
    expect(again.body.problems[0]).toEqual(one);
    expect(two.content).not.toBe(one.content);
    expect(one.attribution).toMatchObject({
      book: "Vector Practice Book",
      chapter: 1,
      chapterTitle: subtopicName(SUBTOPIC_IDS[0]),
      number: 1,
      url: null,
    });
    const third = await importProblems(harness, cookie, {
      bookId: PRACTICE_BOOK_ID,
      chapter: 3,
      problemNumbers: [1],
    });
    expect(third.body.problems[0].attribution.chapterTitle).toBe(subtopicName(SUBTOPIC_IDS[2]));
  });

  it("remembers imported problems so the tutor recognises the text the editor receives", async () => {
    const result = await importProblems(harness, cookie, {
      bookId: PRACTICE_BOOK_ID,
      chapter: 2,
      problemNumbers: [5],
    });
    const [problem] = textbookImportResponseSchema.parse(result.body).problems;
    // The editor receives the problem's text alone; its source is shown beside it.
    const id = await findGeneratedProblemId(harness.database.db, problem.content);
    expect(id).toBeDefined();
    expect(problemFromId(id ?? "")?.content).toBe(problem.content);
  });

  it("answers 404 for a chapter or a problem number it does not have", async () => {
    const chapter = await importProblems(harness, cookie, {
      bookId: PRACTICE_BOOK_ID,
      chapter: 31,
      problemNumbers: [1],
    });
    expect(chapter.status).toBe(404);
    expect(chapter.body.message).toBe("Vector Practice Book has 30 chapters; there is no chapter 31");
    const problem = await importProblems(harness, cookie, {
      bookId: PRACTICE_BOOK_ID,
      chapter: 1,
      problemNumbers: [51],
    });
    expect(problem.status).toBe(404);
    expect(problem.body.message).toContain("has problems 1 to 50; there is no problem 51");
  });
});
