import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textbookImportResponseSchema } from "../../contracts/textbook-schemas";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { AppError } from "../http/errors";
import { readCollection } from "./book-structure";
import { importTextbookProblems, type TextbookDependencies } from "./import-textbook-problems";
import { OPENSTAX_BOOKS, type OpenstaxBook } from "./openstax-books";
import {
  expectedChapters,
  type FixtureRepository,
  type FixtureSourceServer,
  fixtureRepositories,
  startFixtureSourceServer,
} from "./openstax-fixtures.test-helpers";
import { parseXml } from "./xml";

interface FixtureChapter {
  book: OpenstaxBook;
  chapter: number;
  title: string;
}

/** Every chapter of a listed book whose module files the fixture repositories hold, all of them. */
function fixtureChapters(): FixtureChapter[] {
  const chapters: FixtureChapter[] = [];
  for (const repository of fixtureRepositories()) {
    for (const book of OPENSTAX_BOOKS.filter((candidate) => sameSource(candidate, repository))) {
      const collectionFile = path.join(repository.folder, book.collectionPath);
      if (!existsSync(collectionFile)) continue;
      const collection = readCollection(parseXml(readFileSync(collectionFile, "utf8")));
      for (const chapter of collection.chapters) {
        const complete = chapter.moduleIds.every((id) =>
          existsSync(path.join(repository.folder, "modules", id, "index.cnxml")),
        );
        if (complete) chapters.push({ book, chapter: chapter.number, title: chapter.title });
      }
    }
  }
  return chapters;
}

function sameSource(book: OpenstaxBook, repository: FixtureRepository): boolean {
  return (
    book.owner === repository.owner &&
    book.repository === repository.repository &&
    book.commit === repository.commit
  );
}

/** The error code an import fails with, or "imported". */
async function importOutcome(
  dependencies: TextbookDependencies,
  request: { bookId: string; chapter: number; problemNumbers: number[] },
) {
  try {
    const answer = textbookImportResponseSchema.parse(await importTextbookProblems(dependencies, request));
    return { code: "imported" as const, problems: answer.problems };
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message, problems: [] };
    throw error;
  }
}

describe("importing every chapter of the OpenStax fixture books", () => {
  let sources: FixtureSourceServer;
  let database: DatabaseHandle;
  let dependencies: TextbookDependencies;

  beforeAll(async () => {
    sources = await startFixtureSourceServer();
    database = await openDatabase({ dataDir: "memory://" });
    dependencies = { db: database.db, sourceUrl: sources.url };
  });
  afterAll(async () => {
    await database.close();
    await sources.close();
  });

  const chapters = fixtureChapters();

  it("has every chapter that SOURCE.txt describes among the chapters it imports", () => {
    const listed = chapters.map(({ book, chapter }) => `${book.repository} ${chapter}`);
    for (const expected of expectedChapters()) {
      expect(listed).toContain(`${expected.repository} ${expected.chapter}`);
    }
  });

  for (const { book, chapter, title } of chapters) {
    it(`imports every problem of ${book.title}, chapter ${chapter} (${title})`, async () => {
      const imported: number[] = [];
      const onlyOnline: number[] = [];
      for (let number = 1; ; number++) {
        const outcome = await importOutcome(dependencies, {
          bookId: book.id,
          chapter,
          problemNumbers: [number],
        });
        if (outcome.code === "PROBLEM_NOT_FOUND") {
          expect(outcome.message).toContain(`has problems 1 to ${number - 1}`);
          break;
        }
        if (outcome.code === "PROBLEM_ONLY_ON_OPENSTAX") {
          onlyOnline.push(number);
          continue;
        }
        expect(outcome, `problem ${number}`).toMatchObject({ code: "imported" });
        const [problem] = outcome.problems;
        expect(problem.content.trim(), `problem ${number}`).not.toBe("");
        expect(problem.attribution).toMatchObject({
          book: book.title,
          chapter,
          number,
          license: "CC BY 4.0",
        });
        // The source line is structure beside the text, never part of what the solver reads.
        expect(problem.content).not.toContain("Access for free at");
        imported.push(number);
      }
      expect(imported.length).toBeGreaterThan(0);
      // Interactive exercises exist only in the high-school book.
      if (book.style !== "hs-physics") expect(onlyOnline).toEqual([]);
    });
  }

  it("imports a chapter whose image description holds the replacement character U+FFFD", async () => {
    const [physics] = fixtureRepositories();
    const modulePath = "modules/m54094/index.cnxml";
    const original = readFileSync(path.join(physics.folder, modulePath), "utf8");
    const damaged = original.replaceAll(
      'alt="A graph titled velocity vs. time',
      'alt="A graph titled velocity\uFFFDvs. time',
    );
    expect(damaged).not.toBe(original);
    sources.override(`/${physics.owner}/${physics.repository}/${physics.commit}/${modulePath}`, {
      status: 200,
      body: damaged,
    });
    // A database of its own: the fixture's own copy is cached in the shared one.
    const fresh = await openDatabase({ dataDir: "memory://" });
    try {
      const outcome = await importOutcome(
        { db: fresh.db, sourceUrl: sources.url },
        { bookId: "physics", chapter: 2, problemNumbers: [23] },
      );
      expect(outcome.code).toBe("imported");
      expect(outcome.problems[0].content).toContain("[Image: A graph titled velocity\uFFFDvs. time");
    } finally {
      await fresh.close();
    }
  });
});
