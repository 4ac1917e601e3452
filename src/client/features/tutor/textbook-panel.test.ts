import { describe, expect, it } from "vitest";
import { readChapterNumber, readProblemNumber } from "./textbook-panel";

describe("reading the problem number input", () => {
  it("uses problem 1 when the input is empty", () => {
    expect(readProblemNumber("")).toBe(1);
    expect(readProblemNumber("   ")).toBe(1);
  });

  it("uses only the first comma-separated number", () => {
    expect(readProblemNumber("7, 8, 9")).toBe(7);
    expect(readProblemNumber(" 12 ,x")).toBe(12);
  });

  it.each(["abc", "x, 3", ",4", "0", "51", "-2"])("rejects %j", (input) => {
    expect(readProblemNumber(input)).toBeUndefined();
  });
});

describe("reading the chapter input", () => {
  it("accepts whole numbers from 1 to 50 and nothing else", () => {
    expect(readChapterNumber("3")).toBe(3);
    expect(readChapterNumber("50")).toBe(50);
    expect(readChapterNumber("")).toBeUndefined();
    expect(readChapterNumber("51")).toBeUndefined();
    expect(readChapterNumber("two")).toBeUndefined();
  });
});
