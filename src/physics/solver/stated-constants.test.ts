import { describe, expect, it } from "vitest";
import { solved } from "./test-helpers";

describe("a universal constant the problem states", () => {
  it("is set aside when its symbol names it, with its unit or without", () => {
    // Light's speed and the permittivity are the relations' own; the power and diameter are the data.
    const laser = solved(
      "5.0 mW laser pointer, beam is 2.0 mm in diameter (assume uniform intensity across it). whats the amplitude (peak value) of the electric field in the beam? c = 3.00e8 m/s, eps0 = 8.854e-12",
    );
    expect(laser.understood.quantities.map((quantity) => quantity.variable)).toEqual(["P", "diameter"]);
    expect(laser.si.value).toBeCloseTo(1095, -1);
  });

  it("reads μ₀ written as a multiple of π times a power of ten as one number", () => {
    for (const constant of [
      "$\\mu_0 = 4\\pi \\times 10^{-7}\\,\\text{T}\\cdot\\text{m/A}$",
      "mu0 = 4 pi x 10^-7 T m/A",
    ]) {
      const solenoid = solved(
        `A $0.400\\text{-m-long}$ solenoid is tightly wound with $800$ turns of wire and carries a current of $2.50\\,\\text{A}$. What is the magnitude of the magnetic field near the center of the solenoid? Use ${constant}.`,
      );
      expect(solenoid.si.value, constant).toBeCloseTo(6.283e-3, 5);
    }
  });

  it("keeps a value that only its size makes like a constant's, without the symbol", () => {
    // A body may move at nearly light's speed: 2.99e8 m/s is its speed here, not c restated.
    const fast = solved("A proton moves at 2.90 × 10^8 m/s. What is its Lorentz factor?");
    expect(fast.understood.quantities.map((quantity) => quantity.variable)).toEqual(["v"]);
  });
});

describe("the Rydberg constant stated for the student's use", () => {
  it("is set aside, not read as a grating's lines per length", () => {
    const result = solved(
      "What wavelength does a hydrogen atom emit when its electron drops from n = 4 to n = 2? Use the Rydberg constant 1.097 × 10^7 m^-1.",
    );
    expect(result.si.value * 1e9).toBeCloseTo(486, 0);
  });
});
