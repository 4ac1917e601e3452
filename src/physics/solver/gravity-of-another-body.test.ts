import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";

const G = 6.674e-11;

describe("a body other than the Earth, given by its mass and radius", () => {
  it("gives the escape speed from its surface, with no g of Earth's implied", () => {
    const planet = solved(
      "what's the escape speed from the surface of a planet w/ mass 3.2e23 kg and radius 2.4e6 m? G = 6.67e-11",
    );
    expect(planet.si.value).toBeCloseTo(Math.sqrt((2 * G * 3.2e23) / 2.4e6), -1);
    expect(planet.understood.assumptions.join(" ")).not.toContain("9.8");
    const asteroid = solved(
      "What is the escape speed from the surface of an asteroid of mass 1.0e20 kg and radius 300 km?",
    );
    expect(asteroid.si.value).toBeCloseTo(Math.sqrt((2 * G * 1e20) / 3e5), 0);
  });

  it("reads the Moon's values typed in a chat", () => {
    const moon = solved("escape velocity from the moons surface? moon mass 7.35e22 kg, radius 1.74e6 m");
    expect(moon.si.value).toBeCloseTo(Math.sqrt((2 * G * 7.35e22) / 1.74e6), -1);
  });

  it("works out the body's own g for a fall near its surface", () => {
    const fall = solved(
      "A rock is dropped from a height of 10 m on a planet of mass 3.2e23 kg and radius 2.4e6 m. How long does it take to land?",
    );
    const g = (G * 3.2e23) / 2.4e6 ** 2;
    expect(fall.si.value).toBeCloseTo(Math.sqrt((2 * 10) / g), 1);
  });

  it("refuses where the body's radius is not given, rather than take Earth's g", () => {
    expect(refused("What is the escape speed from the surface of a planet of mass 3.2e23 kg?")).toBe(true);
    expect(
      refused(
        "A rock is dropped from a height of 10 m on a planet of mass 3.2e23 kg. How long does it take to land?",
      ),
    ).toBe(true);
  });
});
