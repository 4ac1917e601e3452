/**
 * A single slit's dark fringes on a screen, the highest order of a double slit, the emf of a disk
 * spinning in a field along its axis, and an engine's power from the work and time of one cycle.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solvedSI } from "../solver/test-helpers";

describe("a single slit's dark fringes", () => {
  it("gives the screen's distance from the spacing of adjacent minima", () => {
    const text =
      "Light of wavelength 600 nm passes through a single slit 0.20 mm wide. Adjacent minima on a distant screen are 4.5 mm apart. What is the distance to the screen?";
    expect(solvedSI(text) / ((4.5e-3 * 0.2e-3) / 600e-9)).toBeCloseTo(1, 6);
  });

  it("does not use the single slit's spacing for a double slit's bright fringes", () => {
    const text =
      "Two slits 0.20 mm apart are lit by 600 nm light, and adjacent minima on a screen are 4.5 mm apart. What is the distance to the screen?";
    const result = solveText(text);
    // Answered, if at all, as a double slit (its dark fringes are spaced like its bright ones, λL/d).
    if (result.status === "solved") {
      expect(result.steps.map((step) => step.principle).join(" ")).not.toMatch(/single slit/);
      expect(result.si.value / ((4.5e-3 * 0.2e-3) / 600e-9)).toBeCloseTo(1, 6);
    } else expect(result.reason).not.toBe("");
  });
});

describe("the highest order of a double slit", () => {
  it("counts the orders whose angle stays below 90°", () => {
    const text =
      "A double slit with the slits 2.5 × 10^-6 m apart is lit by 550 nm light. What is the highest order of bright fringe that appears?";
    expect(solvedSI(text)).toBe(Math.ceil(2.5e-6 / 550e-9) - 1);
  });
});

describe("a disk spinning in a field along its axis", () => {
  it("gives the potential difference between rim and axis", () => {
    const text =
      "An aluminium disk of radius 12 cm rotates at 1800 rpm about its axis in a uniform 0.80 T magnetic field parallel to that axis. What is the potential difference between its rim and its axis?";
    const omega = (1800 * 2 * Math.PI) / 60;
    expect(solvedSI(text) / (0.5 * 0.8 * omega * 0.12 ** 2)).toBeCloseTo(1, 6);
  });
});

describe("an engine's power from one cycle", () => {
  it("gives a Carnot engine's power from the heat it takes in each cycle and the cycle's time", () => {
    const text =
      "A Carnot engine runs between 500 K and 300 K. Each cycle lasts 2.0 s, and in each cycle the engine absorbs 6.0 kJ from the hot reservoir. What is its power?";
    expect(solvedSI(text) / ((6000 * (1 - 300 / 500)) / 2)).toBeCloseTo(1, 6);
  });
});

describe("the angular width of a single slit's central peak", () => {
  it("gives the wavelength from the slit's width and the peak's full angular width", () => {
    const text =
      "Sound waves pass through a doorway treated as a single slit of width 0.90 m, and the angular width of the central peak is 40°. What is the wavelength?";
    expect(solvedSI(text) / (0.9 * Math.sin((20 * Math.PI) / 180))).toBeCloseTo(1, 6);
  });
});
