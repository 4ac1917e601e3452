import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  embeddedExerciseTag,
  numberChapterExercises,
  problemCounter,
  readCollection,
  SourceStructureError,
} from "./book-structure";
import { OPENSTAX_BOOKS } from "./openstax-books";
import { expectedChapters, fixtureRepositories } from "./openstax-fixtures.test-helpers";
import { parseXml } from "./xml";

function loadChapter(repositoryName: string, chapterNumber: number) {
  const repository = fixtureRepositories().find((candidate) => candidate.repository === repositoryName);
  const book = OPENSTAX_BOOKS.find(
    (candidate) => candidate.repository === repositoryName && candidate.commit === repository?.commit,
  );
  if (!repository || !book) throw new Error(`no fixture for ${repositoryName}`);
  const collection = readCollection(
    parseXml(readFileSync(path.join(repository.folder, book.collectionPath), "utf8")),
  );
  const chapter = collection.chapters[chapterNumber - 1];
  const modules = chapter.moduleIds.map((id) => ({
    id,
    document: parseXml(readFileSync(path.join(repository.folder, "modules", id, "index.cnxml"), "utf8")),
  }));
  return { book, collection, chapter, counters: numberChapterExercises(book.style, modules) };
}

describe("reading a collection", () => {
  it("finds the chapters of each fixture book, units unwrapped, with the count the book list shows", () => {
    for (const repository of [
      "osbooks-physics",
      "osbooks-university-physics-bundle",
      "osbooks-college-physics-bundle",
    ]) {
      const { book, collection } = loadChapter(repository, 1);
      expect(collection.chapters).toHaveLength(book.chapterCount);
      expect(collection.licenseUrl).toBe("http://creativecommons.org/licenses/by/4.0/");
    }
    const university = loadChapter("osbooks-university-physics-bundle", 1);
    expect(university.chapter.title).toBe("Units and Measurement");
    expect(university.collection.chapters[1].title).toBe("Vectors");
  });

  it("rejects a file that is not a collection", () => {
    expect(() => readCollection(parseXml("<document/>"))).toThrow(SourceStructureError);
    expect(() =>
      readCollection(
        parseXml('<col:collection xmlns:col="http://cnx.rice.edu/collxml"><col:content/></col:collection>'),
      ),
    ).toThrow(/no chapters/);
  });
});

describe("numbering end-of-chapter exercises as the printed books do", () => {
  for (const expected of expectedChapters()) {
    it(`${expected.repository} chapter ${expected.chapter} matches the ranges in SOURCE.txt`, () => {
      const { book, counters } = loadChapter(expected.repository, expected.chapter);
      const ranges: Record<string, [number, number]> = {};
      for (const exercise of counters.flat()) {
        const range = ranges[exercise.category];
        ranges[exercise.category] = range ? [range[0], exercise.number] : [exercise.number, exercise.number];
      }
      expect(ranges).toEqual(expected.ranges);
      const all = counters.flat();
      for (const named of expected.named) {
        const found = problemCounter(book.style, counters)[named.number - 1];
        expect(found.exercise.getAttribute("id")).toBe(named.exerciseId);
        expect(embeddedExerciseTag(found.exercise) !== undefined).toBe(named.embedded);
      }
      // No exercise is counted twice (sections of one class never nest).
      expect(new Set(all.map((exercise) => exercise.exercise)).size).toBe(all.length);
    });
  }

  it("counts College Physics 2e problems in their own sequence, leaving out the AP test prep", () => {
    const { book, counters } = loadChapter("osbooks-college-physics-bundle", 1);
    const problems = problemCounter(book.style, counters);
    expect(problems[0].category).toBe("problems-exercises");
    expect(problems.every((exercise) => exercise.category === "problems-exercises")).toBe(true);
  });

  it("skips exercises marked unnumbered", () => {
    const document = parseXml(
      `<document xmlns="http://cnx.rice.edu/cnxml"><content><section class="review-problems">
        <exercise id="a"><problem><para>A</para></problem></exercise>
        <exercise id="b" class="unnumbered"><problem><para>B</para></problem></exercise>
        <exercise id="c"><problem><para>C</para></problem></exercise>
      </section></content></document>`,
    );
    const [numbered] = numberChapterExercises("u-physics", [{ id: "m1", document }]);
    expect(numbered.map((exercise) => [exercise.number, exercise.exercise.getAttribute("id")])).toEqual([
      [1, "a"],
      [2, "c"],
    ]);
  });
});
