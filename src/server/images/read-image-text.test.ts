import { afterAll, describe, expect, it } from "vitest";
import { characterAccuracy, renderTextImage } from "../../../test/render-text-image";
import { writeMathInDollars } from "./math-in-text";
import { readImageTextWithOcr, stopOcrWorkers } from "./read-image-text";

const PROBLEM = "A car travels at 25 m/s for 12 seconds.\nHow far does it go?";

/** Removes the $ signs the math writer adds, to compare with the printed text. */
const plain = (text: string) => text.replace(/\$/g, "");

describe("text from images (tesseract, offline)", () => {
  afterAll(() => stopOcrWorkers());

  it.each([18, 28, 44])("reads printed problem text at %i px", async (fontSize) => {
    const text = await readImageTextWithOcr(await renderTextImage(PROBLEM, { fontSize }));
    expect(characterAccuracy(PROBLEM, plain(text))).toBeGreaterThan(0.95);
    expect(text).toContain("25 m/s");
  });

  it("reads a noisy, photo-like image", async () => {
    const text = await readImageTextWithOcr(
      await renderTextImage(PROBLEM, { fontSize: 30, noise: true, format: "jpeg" }),
    );
    expect(characterAccuracy(PROBLEM, plain(text))).toBeGreaterThan(0.9);
  });

  it("reads a slightly rotated image", async () => {
    const text = await readImageTextWithOcr(
      await renderTextImage(PROBLEM, { fontSize: 30, rotateDegrees: 3 }),
    );
    expect(characterAccuracy(PROBLEM, plain(text))).toBeGreaterThan(0.9);
  });

  it("writes equation lines of student work in $...$", async () => {
    const work = "v = 25 m/s * 12 s\nd = 300 m";
    const text = await readImageTextWithOcr(await renderTextImage(work, { fontSize: 32 }));
    expect(text.split("\n").every((line) => line.startsWith("$") && line.endsWith("$"))).toBe(true);
    const withoutSpaces = (value: string) => value.replace(/\s+/g, "");
    expect(withoutSpaces(plain(text))).toBe(withoutSpaces("v = 25 m/s \\cdot 12 s d = 300 m"));
  });
});

describe("math in recognised text", () => {
  it("reads digits that look like letters in equations, and quote marks read for exponents", () => {
    expect(writeMathInDollars('I0N = 2.0kg * a\na = 4.0 m/s"2\nv = 2O m/s')).toBe(
      "$10N = 2.0kg \\cdot a$\n$a = 4.0 m/s^2$\n$v = 20 m/s$",
    );
  });

  it("wraps equations, fixes exponent slips and leaves prose alone", () => {
    expect(writeMathInDollars("a = 9.8 m/s2\nThe ball falls freely.\nF = m*a")).toBe(
      "$a = 9.8 m/s^2$\nThe ball falls freely.\n$F = m \\cdot a$",
    );
  });
});
