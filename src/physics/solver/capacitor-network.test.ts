import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solved, solvedSI } from "./test-helpers";

describe("capacitor networks named in words", () => {
  it("gives capacitors in series the same charge, the equivalent's charge", () => {
    // 1/C = 1/3 + 1/6 → C = 2 μF; Q = 2 μF × 10 V = 20 μC on each.
    const result = solved(
      "a 3.0 μF and a 6.0 μF capacitor are wired in series to a 10 V battery. how much charge ends up on each capacitor, in μC?",
    );
    expect(result.si.value).toBeCloseTo(20e-6, 12);
    expect(result.answer.unit).toBe("uC");
  });

  it("gives a capacitor in series its share of the voltage by its capacitance", () => {
    // Q = 20 μC; V(3 μF) = 20/3 = 6.7 V.
    expect(
      solvedSI(
        "Capacitors of 3.0 μF and 6.0 μF are connected in series across a 10 V source. What is the voltage across the 3.0 μF capacitor?",
      ),
    ).toBeCloseTo(20 / 3, 6);
  });

  it("adds capacitances in parallel for the charge the source moves", () => {
    expect(
      solvedSI(
        "Three capacitors of 1.0 μF, 2.0 μF and 5.0 μF are connected in parallel to a 20 V supply. What total charge does the supply deliver?",
      ),
    ).toBeCloseTo(160e-6, 12);
  });

  it("works a series pair combined in parallel with a third, and the energy of the whole network", () => {
    // C_g = 2 μF, C_eq = 2 + 4 = 6 μF; U = ½ × 6 μF × (12 V)² = 432 μJ.
    const text =
      "A 3.0 μF capacitor and a 6.0 μF capacitor are connected in series, and that pair is connected in parallel with a 4.0 μF capacitor. The combination is charged by a 12 V battery. How much energy is stored in the whole network?";
    expect(solvedSI(text)).toBeCloseTo(0.5 * 6e-6 * 144, 12);
    expect(solved(text).steps.map((step) => step.principle)).toEqual([
      "Capacitors in series: the reciprocals of their capacitances add",
      "Capacitors in parallel: their capacitances add",
      "The charge the source moves onto the whole network",
      "Energy stored in a charged capacitor",
    ]);
  });

  it("works a capacitor inside a parallel group that is in series with another", () => {
    // C_g = 2 + 4 = 6 μF in series with 3 μF: C_eq = 2 μF, Q = 18 μC, V_g = 3 V, Q(4 μF) = 12 μC.
    expect(
      solvedSI(
        "A 3.0 μF capacitor is in series with a parallel combination of 2.0 μF and 4.0 μF, and the network is connected to a 9.0 V battery. What is the charge on the 4.0 μF capacitor?",
      ),
    ).toBeCloseTo(12e-6, 12);
  });

  it("gives the equivalent capacitance", () => {
    expect(
      solvedSI(
        "Two capacitors, 10 nF and 40 nF, are connected in series to a 5.0 V source. What is the equivalent capacitance?",
      ),
    ).toBeCloseTo(8e-9, 15);
  });

  it("refuses what one number cannot answer, and steps aside for plates and dielectrics", () => {
    for (const text of [
      // Capacitors in parallel hold different charges: "each" has no one answer.
      "A 2.0 μF and a 5.0 μF capacitor are connected in parallel to a 6.0 V battery. What is the charge on each capacitor?",
      // Two capacitors of the value named: which one is unclear.
      "Capacitors of 2.0 μF and 2.0 μF are in series, and that pair is in parallel with a 1.0 μF capacitor, all across 6.0 V. What is the charge on the 2.0 μF capacitor?",
    ]) {
      expect(solveText(text).status).toBe("cannot-solve");
    }
    // A parallel-plate capacitor filled with a dielectric is no network: the charge is κ C V.
    const plate = solveText(
      "A 4.0 nF air-filled parallel-plate capacitor stays connected to a 10 V battery while a dielectric with κ = 2.0 fills it. What charge is on it now?",
    );
    if (plate.status === "solved") expect(plate.si.value).toBeCloseTo(2 * 4e-9 * 10, 15);
  });
});
