/**
 * Light from a bulb spread over a sphere (all of its power or a stated share) and the pressure it
 * exerts on an absorbing or a reflecting surface; a solenoid's field with a magnetic core; the
 * electron states of a shell; a film seen coloured on water; kinetic energy turned into height.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solved, solvedSI } from "../solver/test-helpers";
import { constant } from "./relation";

const c = constant("c");
const mu0 = constant("mu0");

describe("light of a bulb over a sphere", () => {
  it("gives the intensity at a distance or on a sphere around the bulb", () => {
    const expected = 60 / (4 * Math.PI * 4 ** 2);
    const at = "A 60-W bulb radiates uniformly in all directions. What is the intensity 4.0 m from the bulb?";
    const sphere =
      "A 60-W bulb radiates uniformly in all directions. What is the intensity on a sphere of radius 4.0 m around it?";
    expect(solvedSI(at) / expected).toBeCloseTo(1, 6);
    expect(solvedSI(sphere) / expected).toBeCloseTo(1, 6);
  });

  it("spreads only the share of the power radiated as light", () => {
    const text =
      "A 100-W lamp emits 8% of its energy as visible light. What is the intensity of that light 3.0 m from the lamp bulb?";
    expect(solvedSI(text) / ((0.08 * 100) / (4 * Math.PI * 9))).toBeCloseTo(1, 6);
  });

  it("gives the radiation pressure on an absorbing and on a reflecting surface", () => {
    const absorbed =
      "Sunlight of intensity 1.4 kW/m^2 falls on a black surface that absorbs it. What is the radiation pressure?";
    const reflected =
      "Sunlight of intensity 1.4 kW/m^2 falls on a mirror that reflects it. What is the radiation pressure?";
    expect(solvedSI(absorbed) / (1400 / c)).toBeCloseTo(1, 6);
    expect(solvedSI(reflected) / ((2 * 1400) / c)).toBeCloseTo(1, 6);
  });

  it("refuses a radiation pressure when the words do not say whether the light is absorbed or reflected", () => {
    const text = "Sunlight of intensity 1.4 kW/m^2 falls on a sail. What is the radiation pressure?";
    expect(solveText(text).status).toBe("cannot-solve");
  });
});

describe("a solenoid with a magnetic core", () => {
  it("gives the core's susceptibility from the field measured inside", () => {
    const text =
      "A solenoid with an iron core has 800 turns per meter and carries 2.0 A. If the field inside is 1.5 T, what is the magnetic susceptibility of the core?";
    expect(solvedSI(text) / (1.5 / (mu0 * 800 * 2) - 1)).toBeCloseTo(1, 6);
  });

  it("does not give an iron-cored solenoid the field of an empty one", () => {
    const text =
      "A solenoid with an iron core has 800 turns per meter and carries 2.0 A. What is the magnetic field inside?";
    expect(solveText(text).status).toBe("cannot-solve");
  });
});

describe("electron states of a shell", () => {
  it("gives 2n² states", () => {
    expect(solvedSI("What is the maximum number of electron states in the n = 4 shell?")).toBe(32);
  });
});

describe("a film seen coloured in white light", () => {
  it("reads a film on water as having water's index under it", () => {
    const text =
      "A thin layer of oil (n = 1.45) floats on water. What is the minimum thickness of the oil if it appears green in white light, for light of wavelength 540 nm falling perpendicular to it?";
    // One inversion (air to oil; oil to water is to a lower index): 2nt = λ/2.
    expect(solvedSI(text) / (540e-9 / (4 * 1.45))).toBeCloseTo(1, 6);
  });

  it("reads a film's index beside the index of the glass under it", () => {
    const text =
      "A film (n = 1.38) on glass (n = 1.52) appears yellow in white light. What is its minimum thickness for light of wavelength 580 nm at normal incidence?";
    // Two inversions: 2nt = λ.
    expect(solvedSI(text) / (580e-9 / (2 * 1.38))).toBeCloseTo(1, 6);
  });
});

describe("kinetic energy turned into height", () => {
  it("gives the speed needed to rise a height", () => {
    const text =
      "A skateboarder converts kinetic energy into gravitational potential energy to lift herself 2.5 m up a ramp's lip. What speed does she need at the bottom?";
    expect(solvedSI(text) / Math.sqrt(2 * 9.8 * 2.5)).toBeCloseTo(1, 2);
  });
});

describe("a frictionless slide from rest", () => {
  it("gives the speed at the bottom from the height, whatever the mass", () => {
    const text =
      "A 55.0-kg skier starts from rest at the top of a frictionless slope whose top is 18.0 m above its bottom. What is her speed at the bottom?";
    expect(solvedSI(text)).toBeCloseTo(Math.sqrt(2 * 9.8 * 18), 2);
  });

  it("refuses a slide with friction, which the energy balance without friction does not model", () => {
    const text =
      "A 55.0-kg skier starts from rest at the top of a slope whose top is 18.0 m above its bottom; kinetic friction does 2000 J of work on her. What is her speed at the bottom?";
    const result = solveText(text);
    expect(result.status === "solved" && Math.abs(result.si.value - Math.sqrt(2 * 9.8 * 18)) < 0.1).toBe(
      false,
    );
  });
});

describe("a pressure asked in micropascals", () => {
  it("answers the radiation pressure of sunlight in μPa", () => {
    const result = solved(
      "Sunlight of intensity 1.0 kW/m² falls perpendicularly on a black surface that absorbs it all. What radiation pressure does it exert, in μPa?",
    );
    expect(result.answer.unit).toBe("uPa");
    expect(result.si.value).toBeCloseTo(1000 / c, 12);
  });
});
