/**
 * The spacing of a double slit's fringes, Bragg's law for X-rays on crystal planes, and a time
 * dilated for a moving clock asked as "how long", read from problems in words.
 */
import { describe, expect, it } from "vitest";
import { refused, solved, solvedSI } from "../solver/test-helpers";

const degrees = (radians: number) => (radians * 180) / Math.PI;

describe("spacing of a double slit's bright fringes", () => {
  it("gives the spacing from the wavelength, the slits' separation and the screen's distance", () => {
    const text =
      "Green light of wavelength 540 nm falls on two narrow slits 0.15 mm apart. How large is the fringe spacing on a screen 2.4 m away?";
    expect(solvedSI(text) / ((540e-9 * 2.4) / 0.15e-3)).toBeCloseTo(1, 6);
  });

  it("gives the slits' separation from the spacing the fringes show on the screen", () => {
    const text =
      "Light of wavelength 480 nm shines on a pair of slits. On a screen 3.0 m away, the bright fringes are 6.0 mm apart. What is the separation of the slits?";
    const solution = solved(text);
    expect(solution.si.value / ((480e-9 * 3) / 6e-3)).toBeCloseTo(1, 6);
    expect(solution.understood.quantities.find((quantity) => quantity.text === "6.0 mm")?.variable).toBe(
      "fringeSpacing",
    );
  });

  it("answers the distance between adjacent bright fringes", () => {
    const text =
      "Laser light with λ = 650 nm goes through two slits 0.050 mm apart and lands on a screen 4.0 m away. Find the distance between adjacent bright fringes.";
    expect(solvedSI(text) / ((650e-9 * 4) / 0.05e-3)).toBeCloseTo(1, 6);
  });

  it("does not use the double slit's spacing for a single slit", () => {
    expect(
      refused(
        "Light of wavelength 600 nm passes a single slit, and on a screen 2.0 m away the bright fringes are 5.0 mm apart. How wide is the slit?",
      ),
    ).toBe(true);
  });
});

describe("Bragg's law", () => {
  it("gives the smallest angle from the planes' spacing and the wavelength as the first order", () => {
    const text =
      "A crystal has reflecting planes 0.30 nm apart. What is the smallest angle from the planes at which X-rays of wavelength 0.12 nm are diffracted strongly?";
    const solution = solved(text);
    expect(solution.si.value / Math.asin(0.12 / (2 * 0.3))).toBeCloseTo(1, 6);
    expect(solution.understood.assumptions.join(" ")).toMatch(/first order, m = 1/);
    expect(degrees(solution.si.value)).toBeGreaterThan(11);
  });

  it("gives the planes' spacing from a second-order reflection", () => {
    const text =
      "X-rays of wavelength 0.071 nm are reflected in second order by a crystal at a Bragg angle of 17.0°. What is the spacing of the crystal planes?";
    expect(solvedSI(text) / ((2 * 0.071e-9) / (2 * Math.sin((17 * Math.PI) / 180)))).toBeCloseTo(1, 6);
  });
});

describe("a moving particle's lifetime asked as how long", () => {
  it("gives the lifetime in the lab from the lifetime at rest and the speed", () => {
    const text =
      "A muon lives 2.2 × 10^-6 s at rest. How long does it live as measured in the laboratory when it moves at 2.94 × 10^8 m/s?";
    const gamma = 1 / Math.sqrt(1 - (2.94e8 / 299792458) ** 2);
    expect(solvedSI(text) / (gamma * 2.2e-6)).toBeCloseTo(1, 6);
  });

  it("still answers how long a body takes at constant speed as a plain time", () => {
    expect(solvedSI("A cyclist rides 12 km at 6.0 m/s. How long does the ride take?")).toBeCloseTo(2000, 6);
  });
});

describe("dark fringes of a double slit", () => {
  it("puts the first minimum where the paths differ by half a wavelength, not a whole one", () => {
    const text =
      "Find the distance between two slits that produces the first minimum for 600-nm light at an angle of 20.0°.";
    expect(solvedSI(text)).toBeCloseTo((0.5 * 600e-9) / Math.sin(Math.PI / 9), 12);
  });

  it("gives the angle of the second dark fringe from the slit separation", () => {
    const text =
      "Two slits 0.0100 mm apart are lit by 500-nm light. At what angle does the second dark fringe appear?";
    expect(solvedSI(text)).toBeCloseTo(Math.asin((1.5 * 500e-9) / 1e-5), 6);
  });

  it("still puts the first bright fringe a whole wavelength of path away", () => {
    const text =
      "Find the distance between two slits that produces the first maximum for 600-nm light at an angle of 20.0°.";
    expect(solvedSI(text)).toBeCloseTo(600e-9 / Math.sin(Math.PI / 9), 12);
  });
});
