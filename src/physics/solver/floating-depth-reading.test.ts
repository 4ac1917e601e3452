import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

describe("a floating body with upright sides", () => {
  it("sinks to its height times its density over the liquid's, the sizes across set aside", () => {
    const solution = solved(
      "A foam slab measuring 50 cm × 30 cm × 4.0 cm floats in a pool with its 4.0 cm side vertical. The foam's density is 200 kg/m^3. How deep below the surface does its bottom sit?",
    );
    expect(solution.si.value).toBeCloseTo(0.2 * 0.04, 9);
    expect(solution.answer.unit).toBe("cm");
    expect(solution.steps[0].equation).toContain("\\frac{\\rho}{\\rho_{liquid}} H");
  });

  it("gives the height left above the surface of a raft lying flat on sea water", () => {
    const solution = solved(
      "A raft 4.0 m long, 2.5 m wide and 0.25 m thick floats flat on the sea. Its wood has a density of 600 kg/m^3. How far above the water is the raft's top surface?",
    );
    expect(solution.si.value).toBeCloseTo(0.25 * (1 - 600 / 1025), 9);
    expect(solution.understood.assumptions.join(" ")).toContain("sea water");
  });

  it("finds the body's density from the depth it floats at, and the liquid's from the body's", () => {
    expect(
      solved(
        "A cube 15 cm on a side floats in water with 9.0 cm of it below the surface. What is the cube's density?",
      ).si.value,
    ).toBeCloseTo((1000 * 9) / 15, 6);
    expect(
      solved(
        "A plastic block 8.0 cm tall floats upright in a liquid with 6.0 cm submerged. The plastic's density is 900 kg/m^3. What is the density of the liquid?",
      ).si.value,
    ).toBeCloseTo((900 * 8) / 6, 6);
  });

  it("refuses the share of a raft under the surface while people stand on it", () => {
    expect(
      refused(
        "A raft 0.20 m thick floats flat in a lake while two people stand on it. The raft's density is 400 kg/m^3. How much of it is above water?",
      ),
    ).toBe(true);
  });

  it("refuses when the vertical size is not told apart from the others", () => {
    expect(
      refused(
        "A block 40 cm × 20 cm × 10 cm with a density of 650 kg/m^3 floats in water. How deep does it sit below the surface?",
      ),
    ).toBe(true);
  });

  it("refuses a body that would sink, a round body and one held by a string, without throwing", () => {
    for (const text of [
      "A cube 10 cm on a side with a density of 2700 kg/m^3 floats in water. How deep is it below the surface?",
      "A ball of radius 10 cm and density 500 kg/m^3 floats in water. How deep is it below the surface?",
      "A block 10 cm tall with density 500 kg/m^3 floats upright in water, tied to the bottom by a string. How deep is it below the surface?",
    ]) {
      expect(() => solveText(text)).not.toThrow();
      expect(solveText(text).status).toBe("cannot-solve");
    }
  });
});
