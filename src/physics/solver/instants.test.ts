import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

describe("an instant is not a duration", () => {
  it("refuses a current at an instant from a charge that passes at no stated time", () => {
    const result = solveText("A charge of 2.0 µC passes a point. What current flows at t = 2 s?");
    expect(result.status).toBe("cannot-solve");
    // The refusal names the instant and why it is not a duration.
    expect(result.status === "cannot-solve" && result.reason).toContain("reading of the clock");
    expect(refused("A total of 45 C goes through a wire. What is the current in it at 15 s?")).toBe(true);
  });

  it("refuses other amounts over a time read from a clock reading the words never start", () => {
    expect(refused("A heater gives off 900 J of heat. What is its power at t = 30 s?")).toBe(true);
    expect(refused("A cyclist rides at a steady 6.0 m/s. How far has she ridden at t = 20 s?")).toBe(true);
  });

  it("refuses a rate at an instant that the values give only as an average since the start", () => {
    expect(
      refused(
        "At t = 0 a switch is closed, and 6.0 µC of charge passes through the lamp. What is the current at t = 3.0 s?",
      ),
    ).toBe(true);
  });

  it("reads an instant in any unit of time, and counts what remains of a sample from its start", () => {
    expect(refused("A battery sends 600 C through a bulb. What current flows at 5.0 min?")).toBe(true);
    expect(
      solved("A sample has a half-life of 5.0 days. What fraction remains at t = 15 days?").si.value,
    ).toBeCloseTo(0.125, 6);
  });

  it("reads a span of time as the duration", () => {
    // I = Q/t = 2.0 µC / 0.50 s.
    expect(solved("A charge of 2.0 µC passes a point in 0.50 s. What is the current?").si.value).toBeCloseTo(
      4.0e-6,
      12,
    );
  });

  it("reads an instant as the time since a start the words name", () => {
    expect(
      solved("A cart starts from rest with an acceleration of 2.0 m/s^2. What is its speed at t = 3.0 s?").si
        .value,
    ).toBeCloseTo(6.0, 6);
    // I = (V/R)(1 − e^(−tR/L)) after the switch closes at t = 0.
    const current = solved(
      "A 0.50-H inductor and a 20-Ω resistor are connected in series to a 10-V battery by closing a switch at t = 0. What is the current at t = 10 ms?",
    ).si.value;
    expect(current).toBeCloseTo(0.5 * (1 - Math.exp((-0.01 * 20) / 0.5)), 4);
  });
});
