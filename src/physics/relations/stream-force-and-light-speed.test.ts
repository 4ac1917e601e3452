/**
 * The force of a stream stopped by a surface and a rocket's thrust from the mass it ejects per
 * second; a light or radio wave whose speed is written as light's own; and a body's speed never
 * worked out to be c.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { refused, solvedSI } from "../solver/test-helpers";

describe("force of a stream and thrust", () => {
  it("gives the force of a jet of water stopped by a wall from its mass per second and speed", () => {
    const text =
      "A jet of water strikes a wall at 15 m/s, delivering water at a rate of 4.0 kg/s, and runs down the wall without bouncing. What force does the jet exert on the wall?";
    expect(solvedSI(text)).toBeCloseTo(60, 6);
  });

  it("gives a rocket's thrust from the exhaust's mass per second and speed", () => {
    const text =
      "A rocket ejects exhaust gas at a rate of 12 kg/s with a speed of 2500 m/s. What is the thrust on the rocket?";
    expect(solvedSI(text)).toBeCloseTo(30000, 6);
  });

  it("does not answer a stream that bounces back with the force of one that stops", () => {
    expect(
      refused(
        "A hose sprays water at a rate of 3.0 kg/s and 20 m/s onto a wall, and the water bounces straight back at the same speed. What force does it exert on the wall?",
      ),
    ).toBe(true);
  });
});

describe("light's speed as written", () => {
  it("gives a radio wave's frequency with its speed written as light's, 3.00 × 10^8 m/s", () => {
    const text =
      "Radio waves travel at the speed of light, 3.00 × 10^8 m/s, and have a wavelength of 2.50 m. What is their frequency?";
    expect(solvedSI(text)).toBeCloseTo(1.2e8, -2);
  });

  it("never gives a body a speed worked out to be light's", () => {
    const result = solveText(
      "What is the speed of the electrons ejected by 90 nm ultraviolet light from a metal whose work function is 4.2 eV?",
    );
    // ½ m v² = hc/λ − φ = 13.78 eV − 4.2 eV gives 1.84 × 10⁶ m/s; v = f λ = c is the light's speed.
    if (result.status === "solved") expect(result.si.value / 1.835e6).toBeCloseTo(1, 2);
    else expect(result.reason).not.toBe("");
  });
});
