/**
 * Two forces on one body at a stated angle to each other: the resultant by the law of cosines, and
 * with a mass or an acceleration the other by Newton's second law.
 */
import { describe, expect, it } from "vitest";
import { extractQuantities, normalizeProblemText } from "./extract";
import { refused, solved } from "./test-helpers";

const resultant = (first: number, second: number, degrees: number) =>
  Math.sqrt(first ** 2 + second ** 2 + 2 * first * second * Math.cos((degrees * Math.PI) / 180));

describe("two forces at an angle to each other", () => {
  it("reads 'two forces of 30 and 50 N' as two forces, the first taking the second's unit", () => {
    const read = extractQuantities(normalizeProblemText("Two forces of 30 and 50 N act on a sled."));
    expect(read.map((quantity) => [quantity.value, quantity.unit])).toEqual([
      [30, "N"],
      [50, "N"],
    ]);
  });

  it("gives the mass from the resultant and the acceleration", () => {
    const result = solved(
      "Two forces of 30 and 50 N act on an object. Their directions differ by 60°. The resulting acceleration has magnitude 4.0 m/s². What is the mass of the object?",
    );
    expect(result.si.value).toBeCloseTo(resultant(30, 50, 60) / 4, 9);
  });

  it("gives the acceleration of a body pulled by two perpendicular forces", () => {
    const result = solved(
      "Two forces of 6.0 N and 8.0 N, perpendicular to each other, act on a 5.0-kg puck. What is the magnitude of its acceleration?",
    );
    expect(result.si.value).toBeCloseTo(10 / 5, 9);
  });

  it("gives the resultant's size when the angle between them is stated", () => {
    const result = solved(
      "Two forces of 12 N and 12 N act on a ring, and the angle between them is 120°. What is the magnitude of the resultant force?",
    );
    expect(result.si.value).toBeCloseTo(12, 9);
  });

  it("steps aside when the angle is measured from an axis rather than between the forces", () => {
    expect(
      refused(
        "Two forces of 12 N and 20 N act on a ring; the second makes 30° with the x axis. What is the magnitude of the resultant force?",
      ),
    ).toBe(true);
  });
});
