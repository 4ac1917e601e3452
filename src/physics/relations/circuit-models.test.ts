import { describe, expect, it } from "vitest";
import { solvedSI } from "../solver/test-helpers";

describe("circuits with a source's internal resistance and RC and RL transients", () => {
  it("divides the emf over the external and the internal resistance", () => {
    expect(
      solvedSI(
        "A cell of emf 1.5 V and internal resistance 0.30 Ω drives current through a 2.7 Ω lamp. What current flows?",
      ),
    ).toBeCloseTo(0.5, 9);
  });

  it("gives the terminal voltage as the emf less the internal drop, not the emf", () => {
    const terminal = solvedSI(
      "A 24 V battery with internal resistance 0.80 ohm is connected to a 7.2 ohm heater. What is the terminal voltage?",
    );
    expect(terminal).toBeCloseTo(24 - 3 * 0.8, 9);
  });

  it("still uses Ohm's law for an ideal source", () => {
    expect(solvedSI("A 9.0 V battery is connected to a 3.0 Ω resistor. What current flows?")).toBeCloseTo(
      3,
      9,
    );
  });

  it("charges a capacitor exponentially with the time constant RC", () => {
    const seconds = solvedSI(
      "An uncharged 47 μF capacitor is charged from a 10 V supply through a 100 kΩ resistor. How long until the voltage across the capacitor is 5.0 V?",
    );
    expect(seconds).toBeCloseTo(4.7 * Math.log(2), 6);
  });

  it("discharges a capacitor exponentially", () => {
    const seconds = solvedSI(
      "A 500 μF capacitor discharges through a 4.0 kΩ resistor. How long does it take for its charge to drop to 10% of its original value?",
    );
    expect(seconds).toBeCloseTo(2 * Math.log(10), 6);
  });

  it("lets the current in an RL circuit grow toward V/R instead of reaching it at once", () => {
    const current = solvedSI(
      "A switch connects a 12 V battery to a 0.20 H inductor in series with a 6.0 Ω resistor. What is the current 25 ms later?",
    );
    expect(current).toBeCloseTo(2 * (1 - Math.exp(-0.75)), 6);
  });
});

describe("the energy a source gives up", () => {
  it("is V I t for a battery driving a current, not the ½ Q V a capacitor stores", () => {
    expect(
      solvedSI(
        "A current of 4.0 A is drawn from a 12-V battery for 50 seconds. By how much is the chemical energy of the battery reduced?",
      ),
    ).toBeCloseTo(12 * 4 * 50, 6);
  });

  it("still gives ½ C V² for the energy stored in a capacitor", () => {
    expect(
      solvedSI("A 20 μF capacitor is charged to 100 V. How much energy is stored in the capacitor?"),
    ).toBeCloseTo(0.5 * 20e-6 * 100 ** 2, 9);
  });
});

describe("a capacitor charging to a share of its final voltage", () => {
  it("takes t = −RC ln(1 − f) for the voltage to reach a share f of the source's", () => {
    expect(
      solvedSI(
        "A 220 μF capacitor is charged through a 5.0 kΩ resistor from a battery. How long does it take the capacitor voltage to reach 75% of the battery voltage?",
      ),
    ).toBeCloseTo(-220e-6 * 5000 * Math.log(0.25), 6);
  });
});

describe("an RL circuit named by its letters", () => {
  it("grows its current toward V/R after the switch closes, though the word inductor is not written", () => {
    expect(
      solvedSI(
        "In a series RL circuit, R = 20 Ω and L = 0.50 H, with a 9.0 V battery. What is the current 10 ms after the switch is closed?",
      ),
    ).toBeCloseTo((9 / 20) * (1 - Math.exp((-20 * 0.01) / 0.5)), 6);
  });
});
