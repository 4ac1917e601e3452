/**
 * A number scaled by a word ("4 million"), masses in solar masses, a black hole's Schwarzschild
 * radius from the mass the words give, and a distance from the axis of a turning platform.
 */
import { describe, expect, it } from "vitest";
import { constant } from "../relations/relation";
import { solved, solvedSI } from "./test-helpers";

const G = constant("Gc");
const c = constant("c");
const SUN = 1.99e30;

describe("numbers scaled by words and masses in solar masses", () => {
  it("reads '3 million solar masses' as one mass and gives the black hole's Schwarzschild radius", () => {
    const text =
      "A black hole at the heart of a galaxy has 3 million solar masses. What is its Schwarzschild radius?";
    expect(solved(text).understood.quantities[0]).toMatchObject({ value: 3e6, unit: "Msun" });
    expect(solvedSI(text) / ((2 * G * 3e6 * SUN) / c ** 2)).toBeCloseTo(1, 6);
  });

  it("reads a mass in solar masses with a decimal point", () => {
    const text = "What is the Schwarzschild radius of a black hole of 8.5 solar masses?";
    expect(solvedSI(text) / ((2 * G * 8.5 * SUN) / c ** 2)).toBeCloseTo(1, 6);
  });
});

describe("Hubble's law, with distances in parsecs", () => {
  const megaparsec = (648000 / Math.PI) * 149597870700 * 1e6;

  it("gives a galaxy's distance from its recession speed, in the megaparsecs asked", () => {
    const result = solved(
      "A galaxy moves away from us at 7200 km/s. Taking the Hubble constant as 72 km/s/Mpc, how far away is it, in megaparsecs?",
    );
    expect(result.si.value / megaparsec).toBeCloseTo(100, 6);
    expect(result.answer.unit).toBe("Mpc");
  });

  it("answers a galaxy's distance in the millions of light-years asked", () => {
    const result = solved(
      "A galaxy is moving away from us at 7000 km/s. With a Hubble constant of 70 km/s per Mpc, how far away is it in millions of light-years?",
    );
    expect(result.si.value / megaparsec).toBeCloseTo(100, 6);
    expect(result.answer.unit).toBe("Mly");
    expect(result.answer.value).toBeCloseTo(330, 0);
  });

  it("gives the recession speed of a galaxy at a stated distance", () => {
    expect(
      solvedSI(
        "By Hubble's law, how fast does a galaxy 50 Mpc away recede if H_0 = 68 km/s/Mpc? Give the speed in km/s.",
      ),
    ).toBeCloseTo(50 * 68 * 1000, 3);
  });
});

describe("a body held on a turning platform by friction", () => {
  it("gives how far from the axis it can stand from the angular speed and the coefficient of friction", () => {
    const text =
      "A child sits on a playground roundabout rotating at 1.8 rad/s. The coefficient of static friction between the child and the roundabout is 0.40. How far from the axis can the child sit without sliding?";
    expect(solvedSI(text)).toBeCloseTo((0.4 * 9.8) / 1.8 ** 2, 6);
  });
});
