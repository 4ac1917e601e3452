import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";

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

describe("a universal constant typed as a chat writes it", () => {
  it("reads μ₀ typed with its π run into the digit, with or without a unit", () => {
    for (const constant of ["mu0 = 4pi x 10^-7", "use mu0 = 4pi x 10^-7 T m/A", "μ0 = 4π×10⁻⁷"]) {
      const wire = solved(
        `what is the magnetic field 8 cm from a long straight wire carrying 15 A? ${constant}`,
      );
      expect(wire.si.value, constant).toBeCloseTo((2e-7 * 15) / 0.08, 9);
      expect(wire.understood.quantities.map((quantity) => quantity.variable)).toEqual(["r", "I"]);
    }
  });

  it("answers in the unit the chat asks for", () => {
    const wire = solved(
      "field 2 cm from a long straight wire w/ 6 A? mu0 = 4pi x 10^-7. answer in microtesla",
    );
    expect(wire.answer).toEqual({ value: 60, unit: "uT" });
  });

  it("reads G and k typed in e-notation or with x 10^ as the constants", () => {
    const people = solved("force between two 80 kg people 1.5 m apart? G = 6.67e-11");
    expect(people.si.value).toBeCloseTo((6.674e-11 * 80 * 80) / 1.5 ** 2, 9);
    const charges = solved("force between a 2 uC charge and a 5 uC charge 0.3 m apart? k = 9 x 10^9");
    expect(charges.si.value).toBeCloseTo((8.988e9 * 2e-6 * 5e-6) / 0.09, 1);
  });

  it("tells Boltzmann's k from Coulomb's by its value", () => {
    const gas = solved("whats the average kinetic energy of a gas molecule at 300 K? k = 1.38e-23");
    expect(gas.si.value).toBeCloseTo(1.5 * 1.380649e-23 * 300, 23);
    expect(gas.understood.quantities.map((quantity) => quantity.variable)).toEqual(["T"]);
  });

  it("refuses a constant's symbol given a value that is not the constant", () => {
    expect(refused("magnetic field 8 cm from a long straight wire carrying 15 A? mu0 = 4pi x 10^-5")).toBe(
      true,
    );
    expect(refused("force between two 80 kg people 1.5 m apart? G = 6.67e-9")).toBe(true);
  });

  it("does not take a spring's k in N/m for Coulomb's constant", () => {
    const damped = solved(
      "A mass m = 0.40 kg on a spring of constant k = 80 N/m feels a damping force -bv with b = 0.10 kg/s. How long does it take the amplitude of the oscillation to fall to half its initial value?",
    );
    expect(damped.si.value).toBeCloseTo(((2 * 0.4) / 0.1) * Math.log(2), 6);
  });
});
