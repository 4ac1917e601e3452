import { describe, expect, it } from "vitest";
import { CONSTANTS, lookupConstant } from "./constants";
import { haveSameDimension, isKnownUnit } from "./quantity/quantity";

describe("constants", () => {
  it("has the exact SI values where the SI fixes them", () => {
    expect(lookupConstant("c")?.value).toBe(299792458);
    expect(lookupConstant("h")?.value).toBe(6.62607015e-34);
    expect(lookupConstant("e")?.value).toBe(1.602176634e-19);
    expect(lookupConstant("k_B")?.value).toBe(1.380649e-23);
    expect(lookupConstant("N_A")?.value).toBe(6.02214076e23);
  });

  it("derives R, hbar and k_e consistently from the defining constants", () => {
    expect(lookupConstant("R")?.value).toBeCloseTo(8.314462618, 8);
    expect(lookupConstant("hbar")?.value).toBeCloseTo(1.054571817e-34, 42);
    expect(lookupConstant("k")?.value).toBeCloseTo(8.9875517923e9, 0);
  });

  it("writes every unit in engine notation the quantity parser knows", () => {
    for (const constant of CONSTANTS) expect(isKnownUnit(constant.unit), constant.id).toBe(true);
  });

  it("gives units of the right dimension", () => {
    expect(haveSameDimension(lookupConstant("G")?.unit ?? "", "N*m^2/kg^2")).toBe(true);
    expect(haveSameDimension(lookupConstant("epsilon0")?.unit ?? "", "C^2/N/m^2")).toBe(true);
    expect(haveSameDimension(lookupConstant("mu0")?.unit ?? "", "T*m/A")).toBe(true);
    expect(haveSameDimension(lookupConstant("sigma")?.unit ?? "", "W/m^2/K^4")).toBe(true);
  });

  it("notes the common 9.81 for g", () => {
    expect(lookupConstant("g")?.value).toBe(9.80665);
    expect(lookupConstant("g")?.note).toContain("9.81");
  });
});

describe("lookupConstant", () => {
  it.each([
    ["speed of light", "speed-of-light"],
    ["Speed of Light", "speed-of-light"],
    ["planck", "planck"],
    ["Planck's constant", "planck"],
    ["reduced Planck constant", "reduced-planck"],
    ["ħ", "reduced-planck"],
    ["\\hbar", "reduced-planck"],
    ["G", "gravitational-constant"],
    ["g", "standard-gravity"],
    ["gravitational constant", "gravitational-constant"],
    ["Boltzmann", "boltzmann"],
    ["the Boltzmann constant", "boltzmann"],
    ["ε0", "vacuum-permittivity"],
    ["permittivity of free space", "vacuum-permittivity"],
    ["μ0", "vacuum-permeability"],
    ["electron mass", "electron-mass"],
    ["mass of proton", "proton-mass"],
    ["m_n", "neutron-mass"],
    ["amu", "atomic-mass-unit"],
    ["Stefan-Boltzmann", "stefan-boltzmann"],
    ["wien", "wien"],
    ["Rydberg constant", "rydberg"],
    ["Bohr radius", "bohr-radius"],
    ["Avogadro's number", "avogadro"],
    ["ideal gas constant", "gas-constant"],
    ["Coulomb's constant", "coulomb-constant"],
  ])("%j finds %s", (query, id) => {
    expect(lookupConstant(query)?.id).toBe(id);
  });

  it.each([[""], ["   "], ["banana"], ["x".repeat(500)]])("%j finds nothing", (query) => {
    expect(lookupConstant(query)).toBeUndefined();
  });
});
