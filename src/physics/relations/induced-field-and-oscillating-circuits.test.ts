/**
 * A charged capacitor discharging through an inductor (I = V √(C/L) sin(t/√(LC))), the
 * oscillations of an RLC circuit dying away (A = A₀ e^(−Rt/2L)), and the electric field induced
 * round a uniform field that falls to zero (E = (r/2) ΔB/Δt).
 */
import { describe, expect, it } from "vitest";
import { refused, solved } from "../solver/test-helpers";

describe("a charged capacitor connected across an inductor", () => {
  it("gives the current at a time in the first half-cycle, setting aside the winding's length", () => {
    const solution = solved(
      "A 4.0 μF capacitor is charged to 20 V and, at t = 0, is connected across a 10 mH inductor of negligible resistance; the inductor's winding uses 3.0 m of copper wire. What is the magnitude of the current in the circuit at t = 0.10 ms?",
    );
    const root = Math.sqrt(10e-3 * 4e-6);
    expect(solution.si.value).toBeCloseTo(20 * Math.sqrt(4e-6 / 10e-3) * Math.sin(0.1e-3 / root), 9);
    expect(solution.si.unit).toBe("A");
  });

  it("refuses a time after the current has turned round, and a circuit with a resistor", () => {
    expect(
      refused(
        "A 4.0 μF capacitor is charged to 20 V and, at t = 0, is connected across a 10 mH inductor. What is the current at t = 1.0 ms?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A 4.0 μF capacitor is charged to 20 V and, at t = 0, is connected across a 10 mH inductor and a 5.0 Ω resistor. What is the current at t = 0.10 ms?",
      ),
    ).toBe(true);
  });
});

describe("the oscillations of an RLC circuit dying away", () => {
  it("gives the time for the amplitude to fall to half, whatever the capacitance", () => {
    const solution = solved(
      "In an oscillating *RLC* circuit with $L=10\\ \\text{mH},C=1.5\\ \\mu\\text{F},\\ \\text{and}\\ R=2.0\\ \\Omega,$ how much time elapses before the amplitude of the oscillations drops to half its initial value?",
    );
    expect(solution.si.value).toBeCloseTo((2 * 10e-3 * Math.log(2)) / 2, 9);
  });
});

describe("the electric field induced by a uniform field that falls to zero", () => {
  it("gives E = (r/2) ΔB/Δt at the rim of a coil, whatever its turns", () => {
    const solution = solved(
      "Calculate the induced electric field in a 50-turn coil with a diameter of 15 cm that is placed in a spatially uniform magnetic field of magnitude 0.50 T so that the face of the coil and the magnetic field are perpendicular. This magnetic field is reduced to zero in 0.10 seconds. Assume that the magnetic field is cylindrically symmetric with respect to the central axis of the coil.",
    );
    expect(solution.si).toEqual({ value: expect.closeTo((0.075 / 2) * (0.5 / 0.1), 9), unit: "V/m" });
  });

  it("refuses a point outside the region the field fills", () => {
    expect(
      refused(
        "A uniform magnetic field of 0.80 T fills a long solenoid of radius 10 cm and falls to zero in 0.20 s. What is the magnitude of the induced electric field at a distance of 20 cm from the axis?",
      ),
    ).toBe(true);
  });
});
