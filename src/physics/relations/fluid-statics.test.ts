import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solved, solvedSI } from "../solver/test-helpers";

const G = 9.8;

describe("liquids at rest: pressure at a depth, buoyancy and a scale under water", () => {
  it("gives the gauge pressure at a depth in fresh water, in the unit asked", () => {
    const result = solved("What is the gauge pressure 8.0 m below the surface of a pond? Answer in kPa.");
    expect(result.si.value).toBeCloseTo(1000 * G * 8, 6);
    expect(result.answer.unit).toBe("kPa");
  });

  it("takes sea water's density for the sea", () => {
    expect(solvedSI("What is the gauge pressure at a depth of 40 m in the sea?")).toBeCloseTo(
      1025 * G * 40,
      6,
    );
  });

  it("adds the air's pressure for an absolute pressure, stated or not", () => {
    expect(
      solvedSI(
        "A swimmer is 3.0 m deep in a pool. Atmospheric pressure is 1.00 × 10^5 Pa. What absolute pressure acts on the swimmer?",
      ),
    ).toBeCloseTo(1e5 + 1000 * G * 3, 6);
    expect(solvedSI("What is the absolute pressure 3.0 m deep in a pool?")).toBeCloseTo(
      1.013e5 + 1000 * G * 3,
      6,
    );
  });

  it("gives the buoyant force on a body wholly under water from its volume", () => {
    expect(
      solvedSI("A 0.0040 m^3 stone rests fully submerged in a river. What is the buoyant force on it?"),
    ).toBeCloseTo(1000 * 0.004 * G, 6);
  });

  it("gives what a scale reads holding a body under water, from its mass and density", () => {
    const text =
      "A 3.0-kg brass weight (density 8500 kg/m^3) hangs from a spring scale, completely immersed in water. What does the scale read?";
    expect(solvedSI(text)).toBeCloseTo(3 * G - 1000 * (3 / 8500) * G, 6);
  });

  it("gives a body's density from its apparent weight under water", () => {
    const text =
      "A 1.20-kg statue has an apparent weight of 9.00 N when completely submerged in water. What is its density?";
    const volume = (1.2 * G - 9) / (1000 * G);
    expect(solvedSI(text)).toBeCloseTo(1.2 / volume, 4);
  });

  it("refuses a pressure at a depth that is neither gauge nor absolute, and buoyancy on a floating body", () => {
    const texts = [
      "What is the pressure at a depth of 10 m in a lake?",
      "A 0.0040 m^3 block of wood floats in a pond with part of it above the water. What is the buoyant force on it?",
    ];
    for (const text of texts) expect(solveText(text).status, text).toBe("cannot-solve");
  });

  it("gives the pull of a cord holding a body under water as its weight less the buoyant force", () => {
    const byDensity =
      "A granite cube of density 2700 kg/m^3 and volume 2.0 × 10^-3 m^3 is lowered on a cable until it sits wholly under water, at rest. What is the tension in the cable?";
    expect(solvedSI(byDensity)).toBeCloseTo((2700 - 1000) * 2e-3 * G, 6);
    const byMass =
      "An 8.0-kg anchor with a volume of 1.0 × 10^-3 m^3 hangs at rest from a rope, fully immersed in a lake. Find the tension in the rope.";
    expect(solvedSI(byMass)).toBeCloseTo(8 * G - 1000 * 1e-3 * G, 6);
    const inOil =
      "A 5.0-kg metal part of volume 1.0 × 10^-3 m^3 hangs from a wire, submerged in oil of density 900 kg/m^3. How large is the tension in the wire?";
    expect(solvedSI(inOil)).toBeCloseTo(5 * G - 900 * 1e-3 * G, 6);
  });

  it("never gives a submerged body's cord its whole weight, and refuses a body the liquid would lift", () => {
    // Without its volume the buoyant force is unknown: its weight alone would be wrong.
    const noVolume =
      "A 8.0-kg anchor hangs at rest from a rope, fully immersed in a lake. Find the tension in the rope.";
    expect(solveText(noVolume).status).toBe("cannot-solve");
    // Lighter than the water it displaces: a cord from above cannot hold it under.
    const lighter =
      "A 1.0-kg float of volume 4.0 × 10^-3 m^3 is on a string, fully submerged in water. What is the tension in the string?";
    expect(solveText(lighter).status).toBe("cannot-solve");
  });

  it("still gives a load hanging in air its weight as the tension", () => {
    expect(solvedSI("A 12-kg lamp hangs from a single cord. What is the tension in the cord?")).toBeCloseTo(
      12 * G,
      6,
    );
  });

  it("integrates the gauge pressure over a dam's wet face: F = ½ ρ g w h²", () => {
    expect(
      solvedSI(
        "A lake stands 20 m deep against a vertical dam that is 45 m wide. How large is the force of the water on the dam?",
      ),
    ).toBeCloseTo(0.5 * 1000 * G * 45 * 20 ** 2, 0);
    expect(
      solvedSI(
        "Sea water is 6.0 m deep behind a floodgate 3.5 m across. What total force does the sea push on the floodgate with?",
      ),
    ).toBeCloseTo(0.5 * 1025 * G * 3.5 * 6 ** 2, 0);
  });

  it("refuses a dam's force without the depth, and a gate that starts below the surface", () => {
    const texts = [
      "A dam 45 m wide holds back a lake. What force does the water exert on the dam?",
      "A dam holds back water 10 m deep. A square gate 2.0 m wide in the dam has its top edge 6.0 m below the surface. What force does the water exert on the gate?",
    ];
    for (const text of texts) expect(solveText(text).status, text).toBe("cannot-solve");
  });

  it("still reads a scale in an elevator as the normal force", () => {
    const text =
      "A 60 kg woman stands on a bathroom scale in an elevator accelerating upward at 2.0 m/s^2. What does the scale read?";
    expect(solvedSI(text)).toBeCloseTo(60 * (G + 2), 6);
  });
});

describe("water leaving a hole in an open tank (Torricelli's law)", () => {
  it("leaves at the speed of a fall from the water surface to the hole", () => {
    expect(
      solvedSI(
        "An open barrel of water has a small hole in its side 0.80 m below the water surface. With what speed does the water come out of the hole?",
      ),
    ).toBeCloseTo(Math.sqrt(2 * G * 0.8), 6);
  });

  it("is not used for a sealed, pressurized tank", () => {
    expect(
      solveText(
        "A sealed tank pressurized to 3.0 atm has a small hole 0.80 m below the water surface. With what speed does the water come out of the hole?",
      ).status === "solved" &&
        Math.abs(
          solvedSI(
            "A sealed tank pressurized to 3.0 atm has a small hole 0.80 m below the water surface. With what speed does the water come out of the hole?",
          ) - Math.sqrt(2 * G * 0.8),
        ) < 0.01,
    ).toBe(false);
  });
});
