import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solvedSI } from "./test-helpers";

describe("resistor networks named in words", () => {
  it("adds resistances in series for the current the source drives", () => {
    expect(
      solvedSI(
        "Resistors of 10 Ω and 15 Ω are connected in series across a 50 V supply. What current flows in the circuit?",
      ),
    ).toBeCloseTo(2, 9);
  });

  it("gives one branch of a parallel pair the whole source voltage", () => {
    expect(
      solvedSI(
        "A 30 Ω resistor and a 60 Ω resistor are connected in parallel to a 12 V battery. What is the current through the 30 Ω resistor?",
      ),
    ).toBeCloseTo(0.4, 9);
  });

  it("splits the voltage between a series resistor and a parallel group", () => {
    // R_p = 2 Ω, R_eq = 4 Ω, I = 3 A: the group has 6 V across it.
    expect(
      solvedSI(
        "A 2.0 Ω resistor is in series with a parallel combination of 3.0 Ω and 6.0 Ω; the network is connected across a 12 V battery. What is the voltage across the 6.0 Ω resistor?",
      ),
    ).toBeCloseTo(6, 9);
  });

  it("reads a resistor named as '2k' in the question and answers in the unit asked", () => {
    const result = solveText(
      "8k ohm and 2k ohm resistors in parallel, that pair in series with a 1.4k ohm, across a 9 V battery. current through the 2k resistor in mA?",
    );
    // R_p = 1.6 kΩ, R_eq = 3.0 kΩ, I = 3 mA, V_p = 4.8 V, I(2 kΩ) = 2.4 mA.
    expect(result.status).toBe("solved");
    if (result.status === "solved") {
      expect(result.answer.unit).toBe("mA");
      expect(result.si.value).toBeCloseTo(2.4e-3, 12);
    }
  });

  it("gives the total power a source delivers to a parallel pair", () => {
    expect(
      solvedSI(
        "A 4.0 Ω and a 12 Ω resistor are in parallel across a 24 V source. What is the total power delivered by the source?",
      ),
    ).toBeCloseTo(192, 9);
  });

  it("refuses a question about one of two resistors of the same value", () => {
    expect(
      solveText(
        "A 5.0 Ω resistor is in series with a parallel combination of 10 Ω and 10 Ω, all across 20 V. What is the current through the 10 Ω resistor?",
      ).status,
    ).toBe("cannot-solve");
  });

  it("never answers a network with a source's internal resistance as if the source were ideal", () => {
    const result = solveText(
      "A battery of emf 12 V and internal resistance 1.0 Ω drives a 4.0 Ω resistor in series with a parallel combination of 6.0 Ω and 3.0 Ω. What current does the battery deliver?",
    );
    if (result.status === "solved") expect(result.si.value).toBeCloseTo(12 / 7, 6);
    else expect(result.status).toBe("cannot-solve");
  });
});

describe("values in ohms that are not a resistor network", () => {
  it("leaves the reactances of a series RLC circuit to the impedance, not to resistors in series", () => {
    const result = solveText(
      "A series RLC circuit has R = 20 Ω, an inductive reactance of 50 Ω and a capacitive reactance of 35 Ω, driven at 100 V rms. What average power does it take?",
    );
    expect(result.status).toBe("solved");
    if (result.status === "solved") expect(result.si.value).toBeCloseTo((100 / 25) ** 2 * 20, 6);
  });

  it("takes a battery of negligible internal resistance as the ideal source, and steps aside for a real one", () => {
    const text =
      "A 12.0-V battery with negligible internal resistance is connected to a circuit in which a 6.00-Ω resistor and a 3.00-Ω resistor are in parallel, and this combination is in series with a 4.00-Ω resistor. What power does the battery deliver?";
    // 2.00 Ω in parallel plus 4.00 Ω: 12.0² / 6.00 = 24.0 W.
    expect(solvedSI(text)).toBeCloseTo(24, 6);
    expect(
      solveText(text.replace("negligible internal resistance", "an internal resistance of 0.50 Ω")).status,
    ).toBe("cannot-solve");
  });

  it("reads the givens of a sentence that asks after a comma, and a resistor the asking clause names", () => {
    const network = "4 ohm and 12 ohm resistors in parallel hooked up to a 9 V battery";
    // 4 Ω ∥ 12 Ω = 3 Ω: 3 A from the battery, 9 V / 4 Ω = 2.25 A through the 4 Ω one.
    expect(solvedSI(`${network}, what current comes out of the battery`)).toBeCloseTo(3, 9);
    expect(solvedSI(`${network}, what current goes through the 4 ohm one`)).toBeCloseTo(2.25, 9);
  });
});
