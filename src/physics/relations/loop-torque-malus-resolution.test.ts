/**
 * The torque of a magnetic field on a current loop or coil, Malus's law with the intensity the
 * light is reduced to, and the separation of two objects a circular aperture just resolves from a
 * distance, an altitude or a height, read from problems in words.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solved, solvedSI } from "../solver/test-helpers";

const radians = (degrees: number) => (degrees * Math.PI) / 180;

describe("torque on a current loop or coil", () => {
  it("gives the greatest torque on a coil from its turns, current, area and the field", () => {
    const text =
      "A circular coil of 200 turns and radius 3.0 cm carries 1.5 A in a uniform 0.40 T field. What is the maximum torque on the coil?";
    expect(solvedSI(text) / (200 * 1.5 * Math.PI * 0.03 ** 2 * 0.4)).toBeCloseTo(1, 6);
  });

  it("gives the current that a square coil needs for a given greatest torque", () => {
    const text =
      "A coil of 80 square turns, 5.0 cm on a side, sits in a 0.25 T magnetic field. What current gives a maximum torque of 0.30 N·m?";
    expect(solvedSI(text) / (0.3 / (80 * 0.05 ** 2 * 0.25))).toBeCloseTo(1, 6);
  });

  it("takes one turn for a single loop", () => {
    const text =
      "A single circular loop of radius 10 cm carries a current of 4.0 A. What is the maximum torque on it in a 0.20 T field?";
    expect(solvedSI(text) / (4 * Math.PI * 0.1 ** 2 * 0.2)).toBeCloseTo(1, 6);
  });

  it("uses the angle between the field and the coil's normal when one is given", () => {
    const text =
      "A rectangular coil of 50 turns, 3.0 cm by 8.0 cm, carries 2.0 A in a 0.60 T field that makes 40° with the normal to the coil. What torque acts on the coil?";
    expect(solvedSI(text) / (50 * 2 * 0.0024 * 0.6 * Math.sin(radians(40)))).toBeCloseTo(1, 6);
  });
});

describe("Malus's law with the intensity the light is reduced to", () => {
  it("gives the polarizer's angle from the incident intensity and the one it is reduced to", () => {
    const text =
      "Polarized light of intensity 800 W/m² falls on a polarizing filter. At what angle to the light's polarization must its axis be set to reduce the intensity to 200 W/m²?";
    expect(solvedSI(text) / Math.acos(Math.sqrt(200 / 800))).toBeCloseTo(1, 6);
  });
});

describe("two objects just resolved by a circular aperture", () => {
  it("gives how far apart two lights must be to be resolved from a distance", () => {
    const text =
      "A telescope's objective is 0.20 m in diameter. How far apart must two lamps 50 km away be for it to just resolve them? Take the wavelength to be 500 nm.";
    expect(solvedSI(text) / ((1.22 * 500e-9 * 50e3) / 0.2)).toBeCloseTo(1, 6);
  });

  it("never reads a distance of kilometres as the aperture's diameter", () => {
    const text =
      "How far apart must two lamps be to be just resolved by a telescope with a 0.20 m diameter objective from 50 km away? Take the wavelength to be 500 nm.";
    const result = solveText(text);
    if (result.status === "solved")
      expect(result.si.value / ((1.22 * 500e-9 * 50e3) / 0.2)).toBeCloseTo(1, 6);
    else expect(result.reason).toMatch(/chain|reading|read/);
  });

  it("takes a plane's altitude as the distance to what the eye distinguishes on the ground", () => {
    const text =
      "From an airplane at an altitude of 9.0 km, how far apart must two buoys be for a pilot to distinguish them, if the pupil's diameter is 5.0 mm and λ = 500 nm?";
    const solution = solved(text);
    expect(solution.si.value / ((1.22 * 500e-9 * 9e3) / 5e-3)).toBeCloseTo(1, 6);
  });

  it("gives the smallest objective that resolves two objects a height below", () => {
    const text =
      "A camera on a balloon at a height of 30 km must resolve two markers 0.50 m apart on the ground. Assuming λ = 550 nm, what is the minimum diameter of the objective lens?";
    expect(solvedSI(text) / ((1.22 * 550e-9 * 30e3) / 0.5)).toBeCloseTo(1, 6);
  });
});
