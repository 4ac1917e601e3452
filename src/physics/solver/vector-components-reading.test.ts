/**
 * Vectors given by their components: the angle between two, their cross and dot products, and
 * the size of a sum of multiples of them.
 */
import { describe, expect, it } from "vitest";
import { readFreeFormProblem } from "../modes/free-form";
import { solveText } from "./free-form";
import { solved } from "./test-helpers";

const degrees = (radians: number) => (radians * 180) / Math.PI;

describe("vectors given by their components", () => {
  it("gives the angle between two vectors in space, written in an import's LaTeX", () => {
    const text =
      "Let $\\vec{P} = 1.0\\,\\hat{i} + 2.0\\,\\hat{j} + 2.0\\,\\hat{k}$ and $\\vec{Q} = 2.0\\,\\hat{i} - 1.0\\,\\hat{j} + 2.0\\,\\hat{k}$. What is the angle between $\\vec{P}$ and $\\vec{Q}$?";
    const result = solved(text);
    expect(degrees(result.si.value)).toBeCloseTo(degrees(Math.acos(4 / 9)), 6);
    expect(result.answer.unit).toBe("deg");
  });

  it("reads vectors typed plainly, with unit vectors glued to their numbers", () => {
    const result = solved("angle between A = 2i + 2j and B = -3i + 3j? in degrees");
    expect(degrees(result.si.value)).toBeCloseTo(90, 6);
  });

  it("gives the size of a cross product and a dot product", () => {
    const crossed = solved(
      "For A = 1.0 i + 0.0 j + 2.0 k and B = 3.0 i + 1.0 j, find the magnitude of A × B.",
    );
    // A × B = (0·0 − 2·1, 2·3 − 1·0, 1·1 − 0·3) = (−2, 6, 1).
    expect(crossed.si.value).toBeCloseTo(Math.sqrt(41), 6);
    const dotted = solved(
      "For A = 1.0 i + 0.0 j + 2.0 k and B = 3.0 i + 1.0 j, what is the dot product of the two vectors?",
    );
    expect(dotted.si.value).toBeCloseTo(3, 6);
  });

  it("gives the size of a sum of multiples, in the vectors' unit", () => {
    const text =
      "Two displacements are D = (4.0 î − 1.0 ĵ) m and E = (−1.0 î + 3.0 ĵ) m. What is the magnitude of F = 2D − E?";
    const result = solved(text);
    expect(result.si.value).toBeCloseTo(Math.hypot(9, -5), 6);
    expect(result.answer.unit).toBe("m");
  });

  it("reaches the Problem Solver's reading with the dot product as a step", () => {
    const reading = readFreeFormProblem(
      "What is the angle between A = 3i + 4j and B = 4i + 3j?",
      "high-school",
    );
    expect(JSON.stringify(reading)).toContain("The dot product from the components");
  });

  it("refuses a cross product asked as a vector, and vectors in different units", () => {
    const texts = [
      "For A = 1.0 i + 2.0 k and B = 3.0 i + 1.0 j, find A × B.",
      "Given A = (1.0 i + 2.0 j) m and B = (3.0 i + 1.0 j) N, what is the magnitude of A + B?",
    ];
    for (const text of texts) expect(solveText(text).status, text).toBe("cannot-solve");
  });
});
