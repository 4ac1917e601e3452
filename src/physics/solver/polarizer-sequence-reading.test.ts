import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solved } from "./test-helpers";

const cos2 = (degrees: number) => Math.cos((degrees * Math.PI) / 180) ** 2;

describe("unpolarized light through three or more polarizers", () => {
  it("halves the light at the first and applies Malus's law between each pair of neighbouring axes", () => {
    const result = solved(
      "A beam of unpolarized light with an intensity of 60 W/m² goes through three polarizers whose axes are at 10°, 55° and 85° from the horizontal. What is the intensity after the last one?",
    );
    expect(result.si.value).toBeCloseTo(30 * cos2(45) * cos2(30), 6);
    expect(result.steps).toHaveLength(3);
    expect(result.steps[0].equation).toBe("I_1 = \\tfrac{1}{2} I_0");
  });

  it("reads one turn repeated between every pair when each polarizer is turned from the one before", () => {
    const result = solved(
      "Unpolarized light meets five polarizing sheets in a row, each turned 15° from the one before it. What fraction of the incident intensity gets through?",
    );
    expect(result.si.value).toBeCloseTo(0.5 * cos2(15) ** 4, 6);
  });

  it("sets aside the wavelength, which an ideal polarizer does not depend on", () => {
    const result = solved(
      "Unpolarized 633 nm light of intensity 40 W/m^2 passes through 3 polarizers with transmission axes at 0°, 45° and 90° relative to the first. Find the transmitted intensity.",
    );
    expect(result.si.value).toBeCloseTo(20 * 0.5 * 0.5, 6);
    expect(result.understood.assumptions.join(" ")).toContain('"633 nm"');
  });

  it("refuses angles whose reference the words do not give", () => {
    expect(
      solveText(
        "Unpolarized light of 80 W/m^2 passes three polarizers at 10°, 40° and 70°. What is the final intensity?",
      ).status,
    ).toBe("cannot-solve");
  });

  it("refuses a count of polarizers that the angles do not match", () => {
    expect(
      solveText(
        "Unpolarized light of 80 W/m^2 passes four polarizers with axes at 0°, 30° and 60° from the vertical. What is the final intensity?",
      ).status,
    ).toBe("cannot-solve");
  });
});
