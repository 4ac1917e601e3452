/**
 * Electric flux and Gauss's law, the fields of a charged sheet and of charged plates from their
 * charge per area, and current density, read from problems in words.
 */
import { describe, expect, it } from "vitest";
import { refused, solved, solvedSI } from "../solver/test-helpers";

const EPS0 = 8.8541878128e-12;

describe("Gauss's law", () => {
  it("gives the charge inside a closed surface from the flux through it", () => {
    const text =
      "A total electric flux of 2.5 × 10^5 N·m²/C passes out through a closed box. How much charge is inside the box?";
    expect(solvedSI(text) / (2.5e5 * EPS0)).toBeCloseTo(1, 6);
  });

  it("gives the flux out of a closed surface around a charge, whatever the surface's size", () => {
    const text =
      "A 3.0 nC point charge sits somewhere inside a closed cube of side 40 cm. What is the net electric flux out of the cube?";
    const solution = solved(text);
    expect(solution.si.value / (3e-9 / EPS0)).toBeCloseTo(1, 6);
    expect(solution.understood.assumptions.join(" ")).toMatch(/Not needed for this answer: "40 cm"/);
  });

  it("does not take the flux through an open, flat area from the charge alone", () => {
    expect(
      refused(
        "A 3.0 nC point charge is 10 cm from a flat disc of radius 2.0 cm. What is the electric flux through the disc?",
      ),
    ).toBe(true);
  });

  it("gives the flux of a uniform field through a flat area at an angle to its normal", () => {
    const text =
      "A uniform electric field of 600 N/C crosses a flat 0.20 m² area at 30° to the area's normal. What is the electric flux through the area?";
    expect(solvedSI(text) / (600 * 0.2 * Math.cos(Math.PI / 6))).toBeCloseTo(1, 6);
  });
});

describe("sheets and plates of charge", () => {
  it("gives a large sheet's charge per area from the flux its field sends through a square", () => {
    const text =
      "Near a very large charged sheet, the electric flux through a square of side 4.0 cm facing the sheet is 2.0 × 10^-4 N·m²/C. What is the charge density of the sheet?";
    const field = 2e-4 / 0.04 ** 2;
    expect(solvedSI(text) / (2 * EPS0 * field)).toBeCloseTo(1, 6);
  });

  it("gives the field between two plates from the charge and a side written after the length", () => {
    const text =
      "Two parallel metal plates 20 cm on a side carry equal and opposite charges of 8.0 nC and are 2.0 mm apart. What is the electric field between them?";
    expect(solvedSI(text) / (8e-9 / (EPS0 * 0.2 ** 2))).toBeCloseTo(1, 6);
    expect(solved(text).understood.quantities.find((quantity) => quantity.text === "20 cm")?.variable).toBe(
      "sideLength",
    );
  });

  it("gives the potential difference between the plates from that field and their separation", () => {
    const text =
      "Two parallel metal plates 20 cm on a side carry equal and opposite charges of 8.0 nC and are 2.0 mm apart. What is the potential difference between the plates?";
    expect(solvedSI(text) / ((8e-9 / (EPS0 * 0.2 ** 2)) * 0.002)).toBeCloseTo(1, 6);
  });
});

describe("current density", () => {
  it("gives the current density of a wire from its current and radius", () => {
    const text =
      "A copper wire of radius 0.80 mm carries a current of 3.0 A. What is the current density in the wire?";
    expect(solvedSI(text) / (3 / (Math.PI * 0.0008 ** 2))).toBeCloseTo(1, 6);
  });

  it("does not spread a laser beam's power evenly over its radius as a current", () => {
    const text =
      "A 3.0 W laser beam has a Gaussian profile I(r) = I0 exp(−2r²/w²) with w = 1.5 mm. What is the peak intensity I0?";
    const result = solved(text);
    expect(result.si.value / ((2 * 3) / (Math.PI * 0.0015 ** 2))).toBeCloseTo(1, 6);
  });
});

describe("Snell's law from two angles", () => {
  it("gives the index of the medium light enters from air", () => {
    const text =
      "A ray of light in air enters a block of resin; its angle of incidence is 48° and its angle of refraction is 30°. What is the index of refraction of the resin?";
    expect(solvedSI(text) / (Math.sin((48 * Math.PI) / 180) / Math.sin(Math.PI / 6))).toBeCloseTo(1, 6);
  });

  it("does not guess which medium is air when the light leaves the material", () => {
    expect(
      refused(
        "Light inside a block of resin passes into air. The angle of incidence is 30° and the angle of refraction is 48°. What is the index of refraction of the resin?",
      ),
    ).toBe(true);
  });
});

describe("Ohm's law at a point", () => {
  it("gives a wire's resistivity from the voltage along it, its length and the current density, with its gauge a name", () => {
    const text =
      "A 12-gauge wire 4.0 m long has 2.0 V across it, and its current density is 3.0 × 10^7 A/m². What is the resistivity of the wire's metal?";
    const solution = solved(text);
    expect(solution.si.value / (2 / 4 / 3e7)).toBeCloseTo(1, 6);
    expect(solution.understood.quantities.map((quantity) => quantity.text)).not.toContain("12");
  });

  it("gives the current density from the resistivity and the field along the wire", () => {
    const text =
      "An aluminium wire 5.0 m long has 0.20 V across its ends. Aluminium's resistivity is 2.8 × 10^-8 Ω·m. What is the current density in the wire?";
    expect(solvedSI(text) / (0.2 / 5 / 2.8e-8)).toBeCloseTo(1, 6);
  });
});
