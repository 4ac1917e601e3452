/**
 * The fastest photoelectrons: light gives an electron its photon's energy less the work function,
 * and that kinetic energy gives the electron's greatest speed. Light never gives a photoelectron
 * its momentum or its wavelength.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { refused, solvedSI } from "../solver/test-helpers";
import { constant } from "./relation";

const h = constant("hPlanck");
const c = constant("c");
const e = constant("qe");
const me = constant("me");

function fastest(wavelength: number, workFunctionEV: number): number {
  const kinetic = (h * c) / wavelength - workFunctionEV * e;
  return Math.sqrt((2 * kinetic) / me);
}

describe("the speed of the fastest photoelectrons", () => {
  it("gives it from the light's wavelength and the metal's work function", () => {
    const text =
      "Ultraviolet light of wavelength 120 nm shines on a metal whose work function is 5.10 eV. What is the maximum velocity of the photoelectrons it ejects?";
    expect(solvedSI(text) / fastest(120e-9, 5.1)).toBeCloseTo(1, 4);
  });

  it("gives it for electrons ejected, asked as their maximum speed", () => {
    const text =
      "Photons of wavelength 150 nm eject electrons from a surface with a work function of 3.60 eV. Find the maximum speed of the ejected electrons.";
    expect(solvedSI(text) / fastest(150e-9, 3.6)).toBeCloseTo(1, 4);
  });

  it("never gives a photoelectron the light's momentum when the work function is left out", () => {
    expect(refused("What is the speed of photoelectrons knocked out by 250-nm ultraviolet light?")).toBe(
      true,
    );
    const result = solveText(
      "Ultraviolet light of wavelength 250 nm ejects photoelectrons from a plate whose work function is 3.1 eV. How fast are the fastest photoelectrons?",
    );
    // Answered only through the work function, never as h/λ = m v (2.9 km/s).
    if (result.status === "solved") expect(result.si.value / fastest(250e-9, 3.1)).toBeCloseTo(1, 4);
    else expect(result.reason).not.toMatch(/^$/);
  });
});
