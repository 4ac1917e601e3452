import { describe, expect, it } from "vitest";
import { celestialBody, constantValue } from "../constants";
import { refused, solved } from "../solver/test-helpers";

const G = constantValue("gravitational-constant");
const earth = celestialBody("earth");
const mars = celestialBody("mars");
const moon = celestialBody("moon");
const sun = celestialBody("sun");

describe("gravitation", () => {
  it("gives the attraction of two bodies of one stated mass each", () => {
    const result = solved(
      "Two 8.0-kg bowling balls rest with their centres 0.40 m apart. How strong is the gravitational force between them?",
    );
    expect(result.si.value).toBeCloseTo((G * 8 * 8) / 0.4 ** 2, 15);
  });

  it("takes a named planet's mass and radius from the table for its escape speed, and says so", () => {
    const result = solved("What is the escape speed of a rocket from the surface of Mars?");
    expect(result.si.value).toBeCloseTo(Math.sqrt((2 * G * mars.mass) / mars.radius), 3);
    expect(result.understood.assumptions.join(" ")).toMatch(/Mass of Mars/);
  });

  it("reads a satellite's height above the Earth for its orbital speed, whatever the satellite's mass", () => {
    const result = solved(
      "A 450-kg weather satellite circles the Earth at an altitude of 850 km. What is its orbital speed?",
    );
    expect(result.si.value).toBeCloseTo(Math.sqrt((G * earth.mass) / (earth.radius + 850e3)), 3);
  });

  it("finds a planet's mass from a moon's orbit by Kepler's third law", () => {
    const result = solved(
      "A small moon of a distant planet has an orbital radius of 5.0 × 10^8 m and an orbital period of 12 days. What is the mass of the planet?",
    );
    const period = 12 * 86400;
    expect(result.si.value / ((4 * Math.PI ** 2 * 5e8 ** 3) / (G * period ** 2))).toBeCloseTo(1, 3);
  });

  it("gives the period of an elliptical orbit about the Sun from its nearest and farthest distances", () => {
    const result = solved(
      "A comet goes round the Sun with a perihelion distance of 0.60 AU and an aphelion distance of 3.4 AU. What is its orbital period?",
    );
    const semiMajor = 2.0 * 149597870700;
    expect(result.si.value / (2 * Math.PI * Math.sqrt(semiMajor ** 3 / (G * sun.mass)))).toBeCloseTo(1, 3);
  });

  it("gives the field at a planet's surface from its stated density and diameter, not from the table", () => {
    const result = solved(
      "A rocky planet has a mean diameter of 9.0 × 10^6 m and a mean density of 5.0 g/cm^3. What is the acceleration due to gravity at its surface?",
    );
    expect(result.si.value).toBeCloseTo((4 / 3) * Math.PI * G * 5000 * 4.5e6, 3);
  });

  it("gives the Moon's orbital speed about the Earth from the radius of its orbit", () => {
    const result = solved("What is the orbital speed of the Moon around the Earth?");
    expect(result.si.value).toBeCloseTo(Math.sqrt((G * earth.mass) / (moon.orbitRadius ?? 0)), 3);
  });

  it("uses the field of the body a fall happens on, not the Earth's 9.8 m/s²", () => {
    const result = solved(
      "An astronaut drops a hammer from 1.6 m above the ground on the Moon. How long does it fall?",
    );
    const gMoon = (G * moon.mass) / moon.radius ** 2;
    expect(result.si.value).toBeCloseTo(Math.sqrt((2 * 1.6) / gMoon), 3);
  });

  it("refuses an escape speed when the words name two bodies, neither orbiting the other", () => {
    expect(refused("Mars is smaller than Jupiter. What is the escape speed?")).toBe(true);
  });

  it("refuses a body's mass asked for when the only data are the table's own", () => {
    expect(refused("What is the mass of Mars?")).toBe(true);
  });
});
