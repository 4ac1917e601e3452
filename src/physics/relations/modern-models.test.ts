import { describe, expect, it } from "vitest";
import { solveStructured } from "../solver/structured";
import { refused, solved, solvedSI } from "../solver/test-helpers";
import { constant } from "./relation";

const c = constant("c");
const h = constant("hPlanck");
const e = constant("qe");
const me = constant("me");
const mp = constant("mp");

describe("named particles, relativistic speeds and decay", () => {
  it("knows an electron's mass for its de Broglie wavelength", () => {
    const wavelength = solvedSI(
      "What is the de Broglie wavelength of an electron travelling at 4.0 × 10^6 m/s?",
    );
    expect(wavelength / (h / (me * 4.0e6))).toBeCloseTo(1, 3);
    expect(wavelength / ((h * Math.sqrt(1 - (4.0e6 / c) ** 2)) / (me * 4.0e6))).toBeCloseTo(1, 9);
  });

  it("gives an electron accelerated through a high voltage its relativistic wavelength", () => {
    const kinetic = e * 100e3;
    const momentum = Math.sqrt(kinetic ** 2 + 2 * kinetic * me * c ** 2) / c;
    const wavelength = solvedSI(
      "In an electron microscope, electrons start from rest and are accelerated through 100 kV. What is their de Broglie wavelength?",
    );
    expect(wavelength / (h / momentum)).toBeCloseTo(1, 6);
    // The classical p = √(2 m K) would be 5 % off here.
    expect(Math.abs(wavelength / (h / Math.sqrt(2 * me * kinetic)) - 1)).toBeGreaterThan(0.02);
  });

  it("gives a proton at 0.60c the relativistic kinetic energy, not ½mv²", () => {
    const kinetic = solvedSI("A proton travels at 0.60c. Find its kinetic energy.");
    expect(kinetic / ((1 / Math.sqrt(1 - 0.36) - 1) * mp * c ** 2)).toBeCloseTo(1, 6);
  });

  it("gives a body named by its mass at a relativistic speed the relativistic momentum", () => {
    const momentum = solvedSI("A particle of mass 3.0e-27 kg moves at 0.80c. What is its momentum?");
    expect(momentum / ((3.0e-27 * 0.8 * c) / 0.6)).toBeCloseTo(1, 6);
  });

  it("turns a mean life into the time for a fraction to decay", () => {
    const hours = solvedSI(
      "An isotope has a mean life of 10 h. How long does it take for 60% of a sample to decay, in hours?",
    );
    expect(hours / 3600).toBeCloseTo(10 * Math.log(1 / 0.4), 6);
  });

  it("stretches the wavelength of light from a receding source and compresses it from an approaching one", () => {
    const knowns = [
      { variable: "v", value: 0.1, unit: "c" },
      { variable: "lambda", value: 400, unit: "nm" },
    ];
    const receding = solveStructured(
      knowns,
      { variable: "lambdaObserved" },
      { context: "a galaxy receding from us" },
    );
    const approaching = solveStructured(
      knowns,
      { variable: "lambdaObserved" },
      { context: "a star approaching us" },
    );
    if (receding.status !== "solved" || approaching.status !== "solved")
      throw new Error("expected both solved");
    expect(receding.si.value).toBeCloseTo(400e-9 * Math.sqrt(1.1 / 0.9), 12);
    expect(approaching.si.value).toBeCloseTo(400e-9 * Math.sqrt(0.9 / 1.1), 12);
  });

  it("finds the activity of a sample from its mass, molar mass and half-life", () => {
    const result = solveStructured(
      [
        { variable: "m", value: 1.0, unit: "ug" },
        { variable: "molarMass", value: 90, unit: "g/mol" },
        { variable: "halfLife", value: 28.8, unit: "year" },
      ],
      { variable: "activity" },
      { context: "a pure sample of strontium-90" },
    );
    if (result.status !== "solved") throw new Error(result.reason);
    const nuclei = (1.0e-9 / 0.09) * constant("NA");
    expect(result.si.value / ((Math.LN2 / (28.8 * 365.25 * 86400)) * nuclei)).toBeCloseTo(1, 3);
  });
});

describe("hydrogen's levels worked back from energies", () => {
  it("gives the level an electron is in from the energy that removes it", () => {
    expect(
      solvedSI("It takes 0.544 eV to remove the electron from a hydrogen atom. What state is it in?"),
    ).toBeCloseTo(5, 2);
  });

  it("refuses a level for an energy that is none of hydrogen's levels", () => {
    expect(
      refused("It takes 2.00 eV to remove the electron from a hydrogen atom. What state is it in?"),
    ).toBe(true);
  });

  it("gives the level an emission line starts from, from its wavelength and the level it ends on", () => {
    // 1/n_i² = 1/2² − (hc/λ)/13.6 eV for the 486 nm Balmer line: n_i = 4.
    const text =
      "Hydrogen gives off a 486.1 nm emission line in a transition that ends on n_f = 2 and starts on n_i. Find n_i.";
    expect(solvedSI(text)).toBe(4);
  });
});

describe("a lifetime measured in the laboratory beside the one at rest", () => {
  const lab = 3.0e-8;
  const rest = 2.0e-8;
  const gamma = lab / rest;

  it("gives the particle's speed from the two lifetimes", () => {
    const text = `A muon lives ${lab} s as measured in the laboratory and ${rest} s in its rest frame. How fast is it moving?`;
    expect(solvedSI(text) / (c * Math.sqrt(1 - 1 / gamma ** 2))).toBeCloseTo(1, 6);
  });

  it("gives its kinetic energy in the unit asked before the particle is named", () => {
    const text = `What is the kinetic energy in MeV of a muon that lives ${lab} s as measured in the laboratory and ${rest} s in its rest frame, if its rest energy is 105.7 MeV?`;
    const solution = solved(text);
    expect(solution.answer.unit).toBe("MeV");
    expect(solution.answer.value / ((gamma - 1) * 105.7)).toBeCloseTo(1, 2);
  });
});

describe("a matter wavelength from a known speed", () => {
  it("sets aside the length of the tube and the room's temperature, which change nothing", () => {
    const result = solved(
      "An electron in a cathode-ray tube moves at 3.0 × 10^6 m/s. The tube is 40 cm long and is kept at room temperature, 295 K. What is the de Broglie wavelength of the electron, in nm?",
    );
    expect(result.si.value).toBeCloseTo(constant("hPlanck") / (constant("me") * 3.0e6), 13);
    expect(result.understood.assumptions.join(" ")).toContain("Not needed for this answer");
  });
});
