/** A coaxial cable's self-inductance per length, (μ₀/2π) ln(b/a), from its inner and outer radii. */
import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solvedSI } from "../solver/test-helpers";
import { constant } from "./relation";

const mu0 = constant("mu0");

describe("a coaxial cable's inductance per length", () => {
  it("gives (μ₀/2π) ln(b/a) from the inner and outer radii", () => {
    const text =
      "A coaxial cable has an inner radius of 1.0 mm and an outer radius of 3.5 mm. What is its self-inductance per unit length?";
    expect(solvedSI(text) / ((mu0 / (2 * Math.PI)) * Math.log(3.5))).toBeCloseTo(1, 6);
  });

  it("refuses when the outer radius is not larger than the inner one", () => {
    const text =
      "A coaxial cable has an inner radius of 4.0 mm and an outer radius of 2.0 mm. What is its inductance per meter?";
    expect(solveText(text).status).toBe("cannot-solve");
  });
});
