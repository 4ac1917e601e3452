import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { refused, solvedSI } from "../solver/test-helpers";

const g = 9.8;

function principles(text: string): string[] {
  const result = solveText(text);
  return result.status === "solved" ? result.steps.map((step) => step.principle) : [];
}

describe("a problem that names an extended body, a sign convention or unpolarized light gets its own model", () => {
  it("gives a solid cylinder rolling without slipping the rolling speed, not the sliding one", () => {
    const text =
      "A solid cylinder starts from rest and rolls without slipping down a ramp whose top is 2.5 m above the bottom. What is its speed at the bottom?";
    const speed = solvedSI(text);
    expect(speed).toBeCloseTo(Math.sqrt((4 * g * 2.5) / 3), 6);
    expect(Math.abs(speed - Math.sqrt(2 * g * 2.5))).toBeGreaterThan(0.5);
    expect(principles(text).join(" ")).toMatch(/rolling without slipping/);
  });

  it("gives a rolling solid sphere and a rolling hoop their own speeds", () => {
    expect(
      solvedSI(
        "A solid sphere is released from rest and rolls without slipping down a 1.4 m high incline. How fast is it going at the bottom?",
      ),
    ).toBeCloseTo(Math.sqrt((10 * g * 1.4) / 7), 6);
    expect(
      solvedSI(
        "A thin hoop rolls without slipping from rest down a hill 3.0 m high. Find its speed at the foot of the hill.",
      ),
    ).toBeCloseTo(Math.sqrt(g * 3), 6);
  });

  it("counts the rotation in a rolling cylinder's kinetic energy", () => {
    expect(
      solvedSI(
        "A 4.0 kg solid cylinder rolls without slipping across the floor at 2.0 m/s. What is its total kinetic energy?",
      ),
    ).toBeCloseTo(0.75 * 4 * 2 ** 2, 6);
  });

  it("still gives a dropped ball the free-fall speed", () => {
    expect(
      solvedSI("A stone is dropped from a height of 20 m. What is its speed just before it lands?"),
    ).toBeCloseTo(Math.sqrt(2 * g * 20), 6);
  });

  it("gives a uniform rod swinging about one end the physical-pendulum period", () => {
    const text =
      "A uniform rod 0.80 m long is pivoted at one end and swings as a pendulum with small oscillations. Find its period.";
    const period = solvedSI(text);
    expect(period).toBeCloseTo(2 * Math.PI * Math.sqrt((2 * 0.8) / (3 * g)), 6);
    expect(Math.abs(period - 2 * Math.PI * Math.sqrt(0.8 / g))).toBeGreaterThan(0.2);
  });

  it("refuses a rod pivoted some distance from its end rather than swing it about the end", () => {
    expect(
      refused(
        "A uniform wooden rod 1.20 m long hangs from a nail through a hole 30.0 cm from one end. Find the period of its small oscillations.",
      ),
    ).toBe(true);
  });

  it("keeps the simple-pendulum period for a bob on a string", () => {
    expect(solvedSI("A simple pendulum has a length of 0.80 m. Find its period.")).toBeCloseTo(
      2 * Math.PI * Math.sqrt(0.8 / g),
      6,
    );
  });

  it("never gives the simple-pendulum period for a swinging uniform rod", () => {
    const result = solveText(
      "A uniform rod of length 1.2 m swings from a pivot at its top end. What is the period?",
    );
    if (result.status === "solved")
      expect(result.si.value).toBeCloseTo(2 * Math.PI * Math.sqrt((2 * 1.2) / (3 * g)), 6);
  });

  it("gives a diverging lens a virtual image at a negative distance", () => {
    const imageDistance = solvedSI(
      "An object is placed 15 cm in front of a diverging lens with a focal length of 10 cm. Where is the image?",
    );
    expect(imageDistance).toBeCloseTo(-0.06, 6);
  });

  it("gives a diverging lens a negative focal length", () => {
    const focal = solvedSI(
      "An object sits 10 cm from a diverging lens. The image distance is -6.0 cm. Find the focal length of the lens.",
    );
    expect(focal).toBeCloseTo(-0.15, 6);
  });

  it("knows a convex mirror or a concave lens by its words with others between, and a concave mirror as converging", () => {
    const image = (kind: string) =>
      solvedSI(
        `A ${kind} has a focal length of magnitude 20.0 cm. An object stands 30.0 cm in front of it. What is the image distance?`,
      );
    expect(image("convex security mirror")).toBeCloseTo(-0.12, 6);
    expect(image("convex rear-view mirror")).toBeCloseTo(-0.12, 6);
    expect(image("concave eyeglass lens")).toBeCloseTo(-0.12, 6);
    expect(image("concave shaving mirror")).toBeCloseTo(0.6, 6);
  });

  it("gives a convex mirror a negative focal length and a virtual image", () => {
    expect(
      solvedSI(
        "A convex mirror has a radius of curvature of 40 cm. An object is 30 cm in front of it. Find the image distance.",
      ),
    ).toBeCloseTo(-0.12, 6);
  });

  it("halves unpolarized light at the first polarizer before Malus's law at the second", () => {
    const transmitted = solvedSI(
      "Unpolarized light with intensity 800 W/m^2 passes through two polarizers whose axes are at 60 degrees. What intensity emerges?",
    );
    expect(transmitted).toBeCloseTo(0.5 * 800 * Math.cos(Math.PI / 3) ** 2, 6);
    expect(transmitted).not.toBeCloseTo(800 * Math.cos(Math.PI / 3) ** 2, 2);
  });
});
