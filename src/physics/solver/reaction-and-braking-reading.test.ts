import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

describe("a driver who reacts, then brakes to a stop", () => {
  it("adds the distance at constant speed during the reaction to the braking distance", () => {
    const deer = solved(
      "A driver traveling at 25.0 m/s spots a deer on the road ahead. Her reaction time is 0.80 s, after which the brakes give the car a constant deceleration of $4.0\\ \\text{m/s}^2$ until it stops. What total distance does the car cover from the instant she sees the deer until the car comes to rest?",
    );
    // 25.0 × 0.80 + 25.0² / (2 × 4.0) = 20 + 78.1
    expect(deer.si.value).toBeCloseTo(98.1, 1);
    expect(deer.steps.map((step) => step.equation)).toEqual([
      "d_1 = v_0 t_r",
      "d_2 = \\frac{v_0^2}{2 a}",
      "d = d_1 + d_2",
    ]);
    const typed = solved(
      "driving at 90 km/h, i see a deer and react after 0.75 s, then brake at a constant 7.0 m/s^2. total distance from when i see it to when i stop?",
    );
    expect(typed.si.value).toBeCloseTo(63.4, 1);
  });

  it("gives the time until the car stops when that is asked", () => {
    const time = solveText(
      "A car moving at 20 m/s must stop. The driver's reaction time is 0.50 s, and the brakes then slow the car at 5.0 m/s^2 until it stops. How long after the driver sees the hazard does the car stop?",
    );
    expect(time).toMatchObject({ status: "solved", si: { unit: "s" } });
    if (time.status === "solved") expect(time.si.value).toBeCloseTo(4.5, 6);
  });

  it("never takes the reaction time for the braking time", () => {
    // Before the brakes act the car keeps its speed: 20 × 0.50 = 10 m, not the average speed's 5 m.
    const before = solved(
      "A car at 20 m/s brakes to a stop; the driver's reaction time is 0.50 s. How far does it go before the brakes act?",
    );
    expect(before.si.value).toBeCloseTo(10, 6);
    expect(before.steps.map((step) => step.equation)).toEqual(["d_1 = v_0 t_r"]);
    // The stopping distance needs the rate of braking, which is not given.
    expect(
      refused(
        "A car at 20 m/s brakes to a stop; the driver's reaction time is 0.50 s. How far does it travel until it stops?",
      ),
    ).toBe(true);
  });

  it("steps aside when another value is given or the car does not stop", () => {
    expect(
      refused(
        "A driver at 25 m/s reacts in 0.80 s and brakes at 6.0 m/s^2 for 2.0 s. How far does the car go while braking, in total, if the road is 30 m long?",
      ),
    ).toBe(true);
  });
});
