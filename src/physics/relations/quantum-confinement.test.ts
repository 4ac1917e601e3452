import { describe, expect, it } from "vitest";
import { refused, solved } from "../solver/test-helpers";
import { constant } from "./relation";

const hbar = constant("hbar");
const h = constant("hPlanck");
const c = constant("c");
const me = constant("me");
const kB = constant("kB");
const e = constant("qe");

describe("the uncertainty principle", () => {
  it("gives an electron known to within a small region its least spread of speed", () => {
    const result = solved(
      "The position of an electron is known to within 0.25 nm. With Δx Δp ≥ ħ/2, what is the smallest possible uncertainty in its velocity?",
    );
    expect(result.si.value / (hbar / (2 * me * 0.25e-9))).toBeCloseTo(1, 6);
    expect(result.steps.some((step) => step.principle.startsWith("Heisenberg's uncertainty principle"))).toBe(
      true,
    );
  });

  it("gives a body of stated mass the least spread of speed through its spread of momentum", () => {
    const result = solved(
      "A 2.0e-26 kg molecule is localized within 3.0 nm. What is the minimum uncertainty in its speed (Heisenberg)?",
    );
    expect(result.si.value / (hbar / (2 * 3.0e-9 * 2.0e-26))).toBeCloseTo(1, 6);
  });

  it("refuses an estimate made with another convention (Δp ≈ ħ/Δx)", () => {
    expect(
      refused(
        "An electron is localized within 0.25 nm. Taking Δp ≈ ħ/Δx, estimate the uncertainty in its speed.",
      ),
    ).toBe(true);
  });
});

describe("a particle in an infinite square well", () => {
  it("gives the photon of an electron's jump between two levels of the well", () => {
    const result = solved(
      "An electron trapped in an infinite square well 0.50 nm wide falls from n = 2 to n = 1. What wavelength of light does it emit?",
    );
    const energy = (3 * h ** 2) / (8 * me * 0.5e-9 ** 2);
    expect(result.si.value / ((h * c) / energy)).toBeCloseTo(1, 6);
  });

  it("does not use hydrogen's levels for a box", () => {
    const result = solved(
      "An electron in a one-dimensional box of width 1.0 nm drops from the n = 3 level to the n = 2 level. Find the energy of the emitted photon in eV.",
    );
    expect(result.si.value / ((5 * h ** 2) / (8 * me * 1e-18))).toBeCloseTo(1, 6);
  });

  it("refuses a well of finite depth, whose levels the infinite well's formula overstates", () => {
    expect(
      refused(
        "An electron in a finite square well 0.50 nm wide falls from n = 2 to n = 1. What wavelength of light does it emit?",
      ),
    ).toBe(true);
  });
});

describe("numbers and ratings that are not the data", () => {
  it("sets aside a diode's breakdown voltage when asked the forward voltage", () => {
    const result = solved(
      "A diode with saturation current 2.0 nA and a breakdown voltage of 40 V carries 5.0 mA at 300 K. What forward voltage is across it?",
    );
    expect(result.si.value).toBeCloseTo(((kB * 300) / e) * Math.log(5e-3 / 2e-9 + 1), 6);
    expect(result.understood.assumptions.some((note) => note.includes("40 V"))).toBe(true);
  });

  it("does not take the numbers of a quoted formula (1.22λ/D) for data", () => {
    const result = solved(
      "A 532 nm laser leaves a 4.0 mm aperture and spreads by diffraction at the half-angle θ = 1.22λ/D. The wall is 2.0 km away. How wide is the spot on it, in m?",
    );
    expect(result.si.value).toBeCloseTo(2 * 2000 * ((1.22 * 532e-9) / 4e-3), 6);
  });
});

describe("levels named by words", () => {
  it("reads 'from the second excited state to the ground state' as n = 3 to n = 1", () => {
    const text =
      "An electron trapped in a one-dimensional box 0.40 nm wide with infinitely high walls drops from the second excited state to the ground state, emitting a photon. What is the photon's wavelength?";
    const width = 0.4e-9;
    const energy = ((9 - 1) * h ** 2) / (8 * me * width ** 2);
    expect(solved(text).si.value / ((h * c) / energy)).toBeCloseTo(1, 4);
  });

  it("reads the levels in either order of the words", () => {
    const text =
      "An electron in an infinite square well of width 0.25 nm falls to the ground state from the first excited state. Find the energy of the emitted photon.";
    expect(solved(text).si.value / ((3 * h ** 2) / (8 * me * 0.25e-9 ** 2))).toBeCloseTo(1, 4);
  });
});

describe("one level of an infinite square well", () => {
  it("gives an electron's ground-state energy, the level named by words", () => {
    const result = solved(
      "An electron is held in an infinite square well 0.30 nm wide. What is its ground-state energy in eV?",
    );
    expect(result.si.value / (h ** 2 / (8 * me * 0.3e-9 ** 2))).toBeCloseTo(1, 4);
    expect(result.answer.unit).toBe("eV");
  });

  it("gives a numbered level of a particle whose mass is stated", () => {
    const text =
      "A particle of mass 2.0 × 10^-27 kg is confined to a box of width 1.0 × 10^-14 m. What is the energy of its n = 3 level?";
    expect(solved(text).si.value / ((9 * h ** 2) / (8 * 2e-27 * 1e-28))).toBeCloseTo(1, 4);
  });

  it("refuses a well of finite depth", () => {
    expect(
      refused(
        "An electron is in a finite square well 0.30 nm wide and 5.0 eV deep. What is its ground-state energy?",
      ),
    ).toBe(true);
  });
});
