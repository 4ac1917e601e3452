import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

const g = 9.8;

describe("a body rolling without slipping from rest down a drop", () => {
  it("takes the moment of inertia of the shape it names, whatever its mass and radius", () => {
    const sphere = solved(
      "a solid sphere, 2 kg and radius 5 cm, rolls down a ramp from rest without slipping. the ramp drops 1.2 m. how fast at the bottom?",
    );
    // v = √(2gh / (1 + 2/5)).
    expect(sphere.si.value).toBeCloseTo(Math.sqrt((10 * g * 1.2) / 7), 2);
    expect(sphere.steps.at(-1)?.principle).toContain("solid sphere");
    expect(sphere.understood.assumptions.join(" ")).toContain("Not needed");
    const hoop = solved(
      "A thin hoop of mass 1.5 kg starts from rest and rolls without slipping down a slope from a height of 2.0 m. What is its speed at the bottom?",
    );
    expect(hoop.si.value).toBeCloseTo(Math.sqrt(g * 2.0), 2);
  });

  it("sets the slope's angle aside: only the drop sets the speed", () => {
    const cylinder = solved(
      "A solid cylinder rolls without slipping from rest down a 25° incline, descending a height of 0.60 m. Find its speed at the bottom.",
    );
    expect(cylinder.si.value).toBeCloseTo(Math.sqrt((4 * g * 0.6) / 3), 2);
  });

  it("refuses a body whose shape is not named, and one that slips", () => {
    expect(
      refused(
        "A 3.0 kg wheel of radius 20 cm rolls from rest down a hill 5.0 m high. What is its speed at the bottom?",
      ),
    ).toBe(true);
    const slipping =
      "A solid ball slides and slips as it rolls down a ramp 2.0 m high from rest. What is its speed at the bottom?";
    expect(() => solveText(slipping)).not.toThrow();
    expect(solveText(slipping).status).toBe("cannot-solve");
  });
});
