/** The lensmaker's equation for a lens with one flat surface. */
import { describe, expect, it } from "vitest";
import { solvedSI } from "../solver/test-helpers";

describe("a lens with one flat surface", () => {
  it("gives a plano-convex lens's focal length from its curved surface's radius, whatever the radius's sign", () => {
    for (const radius of ["24 cm", "-24 cm"]) {
      const text = `A thin plano-convex lens of glass with index 1.60 has one flat face; the other has a radius of curvature of ${radius}. What is its focal length?`;
      expect(solvedSI(text)).toBeCloseTo(0.24 / 0.6, 6);
    }
  });

  it("gives a plano-concave lens a negative focal length", () => {
    const text =
      "A plano-concave lens made of plastic (n = 1.50) has a curved face with a radius of curvature of 30 cm. Find its focal length.";
    expect(solvedSI(text)).toBeCloseTo(-0.3 / 0.5, 6);
  });
});
