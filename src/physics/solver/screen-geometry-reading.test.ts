import { describe, expect, it } from "vitest";
import { solved, solvedSI } from "./test-helpers";

describe("values on a screen read by the words nearest to them", () => {
  it("the words right after a fringe's distance describe it, and the screen's own words the screen", () => {
    // y = m λ L / d: λ = (0.012 m)(0.20 mm) / (3 × 2.0 m) = 4.0e-7 m.
    const text =
      "Light passes through two narrow slits 0.20 mm apart. The m = 3 bright fringe lies 1.2 cm from the central maximum on a screen that is 2.0 m away. Find the wavelength.";
    const result = solved(text);
    expect(result.understood.quantities.map((quantity) => quantity.variable)).toEqual([
      "slitSeparation",
      "order",
      "fringeY",
      "screenDistance",
    ]);
    expect(solvedSI(text)).toBeCloseTo(4.0e-7, 9);
  });
});

describe("a small-angle relation is used only where the angle is small", () => {
  it("a grating's line far from the centre is placed by its angle, not by y = mλL/d", () => {
    // tan θ = 0.60 m / 1.5 m, θ = 21.8°; d = 1/(4000 per cm) = 2.5 µm; λ = d sin θ = 928 nm (order 1).
    // The small-angle formula would give d y / L = 1.0 µm, 8 % too large.
    const wavelength = solvedSI(
      "A grating with 4000 lines per centimetre makes its first-order bright line 60 cm from the central line on a screen 1.5 m from the grating. What is the wavelength?",
    );
    const d = 1 / 400_000;
    expect(wavelength).toBeCloseTo(d * Math.sin(Math.atan(0.6 / 1.5)), 9);
  });

  it("near the centre both readings agree and the usual formula gives the answer", () => {
    // y = λ L / d = (600 nm)(2.0 m)/(0.30 mm) = 4.0 mm.
    expect(
      solvedSI(
        "Two slits 0.30 mm apart are lit by 600-nm light and a screen is placed 2.0 m away. How far from the central maximum is the first-order bright fringe?",
      ),
    ).toBeCloseTo(4.0e-3, 5);
  });
});
