import { describe, expect, it } from "vitest";
import { constantValue } from "../constants";
import { refused, solved } from "../solver/test-helpers";

const MU0 = constantValue("vacuum-permeability");

describe("readings of common textbook phrasings", () => {
  it("gives a bare number joined by 'and' to a value the second's unit, between two reservoirs", () => {
    const result = solved(
      "An ideal Carnot engine runs between reservoirs at 500 and 350 K and takes in 2.0 kJ of heat each cycle. How much work does it do per cycle?",
    );
    expect(result.si.value).toBeCloseTo(2000 * (1 - 350 / 500), 6);
  });

  it("reads a speed written with markdown emphasis on c ('0.600*c*') as a fraction of c", () => {
    const result = solved(
      "A spaceship 150 m long as measured on board moves past the Earth at 0.600*c*. What is its length as measured by an observer on Earth?",
    );
    expect(result.si.value).toBeCloseTo(150 * Math.sqrt(1 - 0.36), 6);
  });

  it("reads turns per metre as the solenoid's turn density", () => {
    const result = solved(
      "A long solenoid has 1500 turns per meter and carries 3.0 A. What is the magnetic field inside it?",
    );
    expect(result.si.value).toBeCloseTo(MU0 * 1500 * 3, 9);
  });

  it("gives the field at the centre of one circular loop, and its radius from the field", () => {
    const result = solved(
      "A circular loop of wire carries 4.0 A and the magnetic field at its center is 5.0 × 10^-5 T. What is the radius of the loop?",
    );
    expect(result.si.value).toBeCloseTo((MU0 * 4) / (2 * 5e-5), 6);
  });

  it("gives an ideal heat pump's coefficient of performance from the hot side, not a refrigerator's", () => {
    const result = solved(
      "A Carnot heat pump moves heat from outdoor air at -10 °C into a room at 20 °C. What is its coefficient of performance?",
    );
    expect(result.si.value).toBeCloseTo(293.15 / 30, 3);
  });

  it("refuses the performance of a heat pump not said to be ideal", () => {
    expect(
      refused("A heat pump works between -10 °C and 20 °C. What is its coefficient of performance?"),
    ).toBe(true);
  });

  it("reads heat an engine discharges as the heat to its cold reservoir", () => {
    const result = solved(
      "An engine does 300 J of work in each cycle and discharges 900 J of heat. What is its efficiency?",
    );
    expect(result.si.value).toBeCloseTo(0.25, 6);
  });

  it("gives the maximum wavelength that frees a photoelectron from the work function", () => {
    const result = solved(
      "A metal has a work function of 2.5 eV. What is the maximum wavelength of light that can eject an electron from it?",
    );
    expect(result.si.value).toBeCloseTo(
      (constantValue("planck") * constantValue("speed-of-light")) / (2.5 * constantValue("electronvolt")),
      12,
    );
  });

  it("answers an angular frequency in rad/s, not the frequency in Hz", () => {
    const result = solved(
      "An LC circuit has L = 4.0 mH and C = 1.0 μF. At what angular frequency does it oscillate?",
    );
    expect(result.answer.unit).toBe("rad/s");
    expect(result.si.value).toBeCloseTo(1 / Math.sqrt(4e-3 * 1e-6), 3);
  });

  it("finds where a capacitor's and an inductor's reactances are equal", () => {
    const result = solved(
      "At what frequency is the reactance of a 5.0-μF capacitor equal to that of a 20-mH inductor?",
    );
    expect(result.si.value).toBeCloseTo(1 / (2 * Math.PI * Math.sqrt(5e-6 * 20e-3)), 3);
  });
});

describe("readings of where light travels and how a body moves", () => {
  it("takes water's index for light that starts under water and air's for where it leaves", () => {
    const result = solved(
      "A lamp at the bottom of a pool, under water, shines a beam that meets the surface at 40° from the normal. What is the angle of refraction in the air above?",
    );
    expect(result.si.value).toBeCloseTo(Math.asin(1.33 * Math.sin((40 * Math.PI) / 180)), 6);
    expect(result.understood.assumptions.join(" ")).toMatch(/water n = 1.33/);
  });

  it("takes no index for water when the light starts in air", () => {
    expect(
      refused("Light from the air strikes a swimmer underwater at 30°. What is the angle of refraction?"),
    ).toBe(true);
  });

  it("reads a push 'horizontally' along a floor as no launch", () => {
    const result = solved(
      "A worker pushes a crate 3.0 m horizontally with a steady force of 40 N. How much work does he do?",
    );
    expect(result.si.value).toBeCloseTo(120, 6);
  });

  it("still refuses a body thrown horizontally when only the simpler model is at hand", () => {
    expect(
      refused(
        "A ball is thrown horizontally at 12 m/s with a force of 40 N over 0.50 m. How much work is done on it?",
      ),
    ).toBe(true);
  });
});

describe("the energy a capacitor stores", () => {
  it("is half its charge times its voltage, not the charge times the voltage", () => {
    const result = solved("A capacitor holds 4.0 μC of charge at 12 V. How much energy is stored in it?");
    expect(result.si.value).toBeCloseTo(0.5 * 4e-6 * 12, 12);
  });
});

describe("a column of liquid", () => {
  it("balances a pressure with its height, the liquid's density implied by its name", () => {
    const result = solved("How high a column of mercury does a pressure of 0.50 atm hold up in a tube?");
    expect(result.si.value).toBeCloseTo((0.5 * 101325) / (13600 * 9.8), 6);
  });

  it("reads millimetres of mercury written with a space as one unit", () => {
    const result = solved("How tall must a water manometer be to read a pressure of 120 mm Hg?");
    expect(result.si.value).toBeCloseTo((0.12 * 13595.1 * 9.80665) / (1000 * 9.8), 2);
  });

  it("refuses the pressure at a depth, which may be meant absolute or above the atmosphere's", () => {
    expect(refused("What is the pressure at a depth of 15 m in fresh water?")).toBe(true);
  });
});
