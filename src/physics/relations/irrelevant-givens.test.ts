import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solved } from "../solver/test-helpers";

const g = 9.8;

function setAside(text: string): string {
  return solved(text).understood.assumptions.join(" ");
}

describe("values a relation's result does not depend on are set aside, and named", () => {
  it("a load hanging at rest pulls with its weight however high it hangs", () => {
    const text =
      "A 2.5 kg birdcage hangs at rest from a single vertical chain fixed to a hook 2.8 m above the floor. What is the tension in the chain?";
    expect(solved(text).si.value).toBeCloseTo(2.5 * g, 6);
    expect(setAside(text)).toMatch(/Not needed for this answer: "2\.8 m"/);
  });

  it("a mass on a spring keeps its period whatever the amplitude or the height of the table", () => {
    const text =
      "A 0.80 kg glider on an air track 1.1 m above the floor is tied to a spring of constant 120 N/m and oscillates with an amplitude of 5.0 cm. Find the period.";
    expect(solved(text).si.value).toBeCloseTo(2 * Math.PI * Math.sqrt(0.8 / 120), 6);
  });

  it("a simple pendulum's period does not depend on its bob's mass", () => {
    const text = "A simple pendulum has a 0.75 m string and a bob of mass 300 g. What is its period?";
    expect(solved(text).si.value).toBeCloseTo(2 * Math.PI * Math.sqrt(0.75 / g), 6);
    expect(setAside(text)).toMatch(/300 g/);
  });

  it("a projectile's range does not depend on its mass", () => {
    const text =
      "A baseball of mass 0.15 kg is hit at 32 m/s at 40° above the horizontal over level ground. How far away does it come down?";
    expect(solved(text).si.value).toBeCloseTo((32 ** 2 * Math.sin((80 * Math.PI) / 180)) / g, 3);
  });

  it("the energy friction dissipates follows from the drop and the speeds, not the length of the slope", () => {
    const text =
      "A 25 kg sled starts from rest at the top of a hill 4.0 m high. The slope is 12 m long and the sled reaches the bottom at 7.0 m/s. How much mechanical energy was lost to friction?";
    expect(solved(text).si.value).toBeCloseTo(25 * g * 4 - 0.5 * 25 * 49, 6);
  });

  it("a gauge pressure is not changed by the depth of a tyre's tread", () => {
    const text =
      "A tyre has a gauge pressure of 240 kPa at 12 °C and a tread 6.0 mm deep. Its volume is unchanged when the air warms to 35 °C. Atmospheric pressure is 100 kPa. What is the new gauge pressure?";
    expect(solved(text).si.value).toBeCloseTo(340e3 * (308.15 / 285.15) - 100e3, -2);
    expect(setAside(text)).toMatch(/6\.0 mm/);
  });

  it("still refuses a value that does change the answer: a pendulum's wide swing", () => {
    expect(
      solveText("A simple pendulum 0.75 m long is released from 70° from the vertical. What is its period?")
        .status,
    ).toBe("cannot-solve");
  });
});
