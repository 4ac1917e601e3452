/**
 * A push against a stated friction force (m a = F_app − F_f), and a slab's volume from the area of
 * its face and its thickness (V = A L), which with a density gives its mass.
 */
import { describe, expect, it } from "vitest";
import { refused, solved } from "../solver/test-helpers";

describe("an applied force against a stated friction force", () => {
  it("gives the acceleration from the push less the friction", () => {
    const solution = solved(
      "a 5 kg box gets pushed with 30 N and theres 10 N of friction, what's the acceleration",
    );
    expect(solution.si).toEqual({ value: (30 - 10) / 5, unit: "m/s^2" });
    expect(solution.steps.map((step) => step.equation)).toEqual(["m a = F_{app} - F_f"]);
  });

  it("reads a pull and a frictional force written in other words", () => {
    expect(
      solved(
        "A 3.0 kg block is pulled by a 12 N force; a 4.0 N frictional force acts on it. What is its acceleration?",
      ).si.value,
    ).toBeCloseTo((12 - 4) / 3, 9);
  });

  it("does not take a net force for the applied one", () => {
    expect(
      refused(
        "The net force on a 20 kg crate is 60 N and the friction force is 40 N. Find its acceleration.",
      ),
    ).toBe(true);
  });

  it("refuses a push at an angle, whose part along the floor is not the whole force", () => {
    expect(
      refused(
        "A 20 kg crate is pushed with 100 N at 30 degrees below the horizontal; the friction force is 40 N. Find its acceleration.",
      ),
    ).toBe(true);
  });
});

describe("a slab's volume from its face and its thickness", () => {
  it("gives a steel plate's mass from its sides, thickness and density", () => {
    const solution = solved(
      "A rectangular steel plate measures $2.50\\ \\text{m}$ by $1.20\\ \\text{m}$ and is $6.0\\ \\text{mm}$ thick. The density of steel is $7.85\\times10^{3}\\ \\text{kg/m}^3$. What is the mass of the plate?",
    );
    expect(solution.si.value).toBeCloseTo(2.5 * 1.2 * 0.006 * 7850, 6);
    expect(solution.answer.unit).toBe("kg");
    expect(solution.steps.map((step) => step.equation)).toContain("V = A L");
  });

  it("gives a sheet's volume, and a density from a mass", () => {
    expect(
      solved("A sheet of glass 1.5 m by 0.80 m is 4.0 mm thick. What is its volume?").si.value,
    ).toBeCloseTo(1.5 * 0.8 * 0.004, 12);
    expect(
      solved(
        "A copper plate with an area of 0.20 m^2 and 3.0 mm thick has a mass of 5.4 kg. What is the density of copper?",
      ).si.value,
    ).toBeCloseTo(5.4 / (0.2 * 0.003), 6);
  });

  it("refuses a hollow body, whose walls hold only part of the volume", () => {
    expect(
      refused(
        "A hollow steel box has walls 5.0 mm thick and faces of area 0.50 m^2 in all. The density of steel is 7850 kg/m^3. What is its mass?",
      ),
    ).toBe(true);
  });
});
