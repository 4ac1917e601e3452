import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";

const g = 9.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

describe("a body sliding from rest down a frictionless incline", () => {
  it("covers the incline's length from its top to its foot", () => {
    const result = solved(
      "A crate slides from rest down a frictionless ramp 4.0 m long tilted at 25 degrees. How fast is it moving at the bottom?",
    );
    expect(result.si.value).toBeCloseTo(Math.sqrt(2 * g * 4 * Math.sin(radians(25))), 2);
    expect(result.answer.unit).toBe("m/s");
  });

  it("takes the time of a constant acceleration g sin θ over the incline's length", () => {
    const result = solved(
      "A box is let go from rest at the top of a smooth slope of length 3.0 m inclined at 20°. How long does it take to reach the bottom?",
    );
    expect(result.si.value).toBeCloseTo(Math.sqrt((2 * 3) / (g * Math.sin(radians(20)))), 2);
  });

  it("sets the mass and the angle aside when the height of the top is given", () => {
    const result = solved(
      "A 3.0 kg crate starts from rest at the top of a frictionless ramp inclined at 40° whose top is 2.5 m higher than its bottom. What is its speed at the bottom?",
    );
    expect(result.si.value).toBeCloseTo(Math.sqrt(2 * g * 2.5), 2);
  });

  it("reads the same problem in an import's LaTeX", () => {
    const result = solved(
      "A $1.20-\\text{kg}$ box is let go from rest at the top of a smooth ramp tilted $35.0^{\\circ}$ above the horizontal; the top is $0.90\\ \\text{m}$ above the floor. What is its speed at the foot of the ramp?",
    );
    expect(result.si.value).toBeCloseTo(Math.sqrt(2 * g * 0.9), 2);
  });

  it("uses a stated coefficient of kinetic friction along the incline's length", () => {
    const result = solved(
      "A sled starts from rest at the top of a 6.0 m long slope inclined at 30°; the coefficient of kinetic friction is 0.10. What is its speed at the bottom?",
    );
    const acceleration = g * (Math.sin(radians(30)) - 0.1 * Math.cos(radians(30)));
    expect(result.si.value).toBeCloseTo(Math.sqrt(2 * acceleration * 6), 2);
  });

  it("reads the distance a body slides down the slope as the distance it travels", () => {
    const result = solved(
      "block slides 3 m down a 20 degree ramp, no friction, starts from rest. how fast at the bottom?",
    );
    expect(result.si.value).toBeCloseTo(Math.sqrt(2 * g * 3 * Math.sin(radians(20))), 2);
  });

  it("sets the slope's length aside when the height of its top is given", () => {
    const result = solved(
      "A box slides from rest down a frictionless ramp 5.0 m long. The top of the ramp is 2.0 m high. How fast is it going at the bottom?",
    );
    expect(result.si.value).toBeCloseTo(Math.sqrt(2 * g * 2), 2);
    expect(result.understood.assumptions.join(" ")).toContain("5.0 m");
  });

  it("gives gravity's work as m g h, never taking the slope's tilt for the angle between force and path", () => {
    const result = solved(
      "A 5.0 kg box is released from rest at the top of a frictionless ramp 3.0 m long inclined at 30°. How much work does gravity do on it as it slides to the bottom?",
    );
    expect(result.si.value).toBeCloseTo(5 * g * 3 * Math.sin(radians(30)), 1);
  });

  it("refuses a slope whose friction the words leave open", () => {
    expect(refused("block slides 3 m down a 20 degree ramp, starts from rest. how fast at the bottom?")).toBe(
      true,
    );
    expect(
      refused(
        "A crate slides from rest down a ramp 4.0 m long tilted at 25 degrees. How fast is it moving at the bottom?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A block is released from rest at the top of an incline 2.0 m high. What is its speed at the bottom?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A sled starts from rest at the top of a 6.0 m long slope inclined at 30°. Friction acts on it. What is its speed at the bottom?",
      ),
    ).toBe(true);
  });

  it("refuses a start part of the way down, where the length travelled is not the incline's", () => {
    expect(
      refused(
        "A crate starts from rest halfway down a frictionless ramp 4.0 m long tilted at 25 degrees. How fast is it moving at the bottom?",
      ),
    ).toBe(true);
  });
});
