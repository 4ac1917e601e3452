import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { refused, solvedSI } from "../solver/test-helpers";
import { constant } from "./relation";

describe("a long line of charge and emfs from a changing current", () => {
  it("gives the field of a long charged rod from its linear charge density", () => {
    expect(
      solvedSI(
        "A long plastic rod carries a uniform linear charge density of 3.0 nC/m. What is the electric field at a distance of 4.0 cm from the rod?",
      ),
    ).toBeCloseTo((2 * constant("ke") * 3.0e-9) / 0.04, 6);
  });

  it("gives a coil's own induced emf from its inductance and the current's rate of change", () => {
    expect(
      solvedSI(
        "The current through a 0.25 H inductor is increasing at 40 A/s. What is the size of the induced emf in the inductor?",
      ),
    ).toBeCloseTo(10, 9);
  });
});

describe("a coil turned in a field", () => {
  it("gives the average emf of a coil flipped over: its flux changes by 2 B A", () => {
    const text =
      "A 200-turn coil of area 25 cm^2 faces a 0.40 T magnetic field, its plane perpendicular to the field. It is flipped over (rotated through 180°) in 0.050 s. What is the average induced emf?";
    expect(solvedSI(text) / ((200 * 2 * 0.4 * 25e-4) / 0.05)).toBeCloseTo(1, 6);
  });

  it("gives the emf of a quarter turn from facing the field", () => {
    const text =
      "A 100-turn coil of area 0.010 m^2 with its plane perpendicular to a 0.50 T field is rotated through 90° in 0.20 s. What is the average emf induced?";
    expect(solvedSI(text) / ((100 * 0.5 * 0.01) / 0.2)).toBeCloseTo(1, 6);
  });

  it("does not use it for a coil that starts parallel to the field", () => {
    const result = solveText(
      "A 100-turn coil of area 0.010 m^2 starts with its plane parallel to a 0.50 T field and is rotated through 60° in 0.20 s. What is the average emf induced?",
    );
    if (result.status === "solved")
      expect(result.si.value / ((100 * 0.5 * 0.01 * Math.sin(Math.PI / 3)) / 0.2)).toBeCloseTo(1, 6);
  });
});

describe("a field that changes through a coil", () => {
  it("gives the average emf from the field at the start and at the end of the change", () => {
    const text =
      "A coil of 50 turns and area 0.020 m² lies with its plane perpendicular to a uniform magnetic field, which grows steadily from 0.20 T to 0.80 T in 0.15 s. What is the magnitude of the average induced emf?";
    expect(solvedSI(text)).toBeCloseTo((50 * 0.02 * 0.6) / 0.15, 6);
  });

  it("takes the size of the change when the field falls, with the area from the coil's radius", () => {
    const text =
      "A circular loop of 10 turns and radius 4.0 cm is perpendicular to a magnetic field that drops from 0.90 T to 0.30 T in 0.020 s. What is the average emf induced in the loop?";
    expect(solvedSI(text)).toBeCloseTo((10 * Math.PI * 0.04 ** 2 * 0.6) / 0.02, 6);
  });

  it("keeps a single field a field: a wire across 0.30 T is not a change ending at 0.30 T", () => {
    const text = "A 0.50 m wire carrying 8.0 A runs perpendicular to a 0.30 T field. What force acts on it?";
    expect(solvedSI(text)).toBeCloseTo(0.5 * 8 * 0.3, 6);
  });

  it("does not use the perpendicular change for a coil tilted to the field", () => {
    expect(
      refused(
        "A 50-turn coil of area 0.020 m² has its plane at 30° to a magnetic field that grows from 0.20 T to 0.80 T in 0.15 s. What is the average induced emf?",
      ),
    ).toBe(true);
  });
});

describe("a rod sliding on rails through a field, whatever its mass", () => {
  it("gives the current at a steady speed as B L v / R, the rod's mass set aside", () => {
    const text =
      "A 0.45-kg copper bar 0.75 m long is pulled at a steady 3.0 m/s along two rails joined by a 1.5-Ω resistor. A 0.40-T field is at right angles to the plane of the rails. What current flows through the resistor?";
    expect(solvedSI(text)).toBeCloseTo((0.4 * 0.75 * 3) / 1.5, 6);
  });

  it("refuses a current later on when the bar coasts and slows, since its mass then sets the speed", () => {
    const text =
      "A 0.45-kg copper bar 0.75 m long is set moving at 3.0 m/s along two rails joined by a 1.5-Ω resistor, in a 0.40-T field at right angles to the rails, and left to coast. What current flows 2.0 s later?";
    expect(solveText(text).status).toBe("cannot-solve");
  });
});
