import { describe, expect, it } from "vitest";
import { constant } from "../relations/relation";
import { refused, solved, solvedSI } from "./test-helpers";

describe("a value restated in another unit is one given", () => {
  it("reads '25.0 m/s (56 mph)' as one speed", () => {
    const solution = solved("A car travels at 25.0 m/s (56 mph) for 12.0 s. How far does it go?");
    expect(solution.si.value).toBeCloseTo(300, 6);
    expect(solution.understood.quantities.map((quantity) => quantity.text)).not.toContain("56 mph");
  });

  it("keeps two speeds in different units that differ", () => {
    expect(refused("A car travels at 25.0 m/s (90 mph) for 12.0 s. How far does it go?")).toBe(true);
  });
});

describe("readings the words contradict", () => {
  it("refuses a final speed for a body the words bring to rest", () => {
    expect(
      refused(
        "A cart moving at 3.0 m/s is slowed by a spring bumper that compresses 0.10 m while bringing the 2.0 kg cart to rest from 2.0 m/s. What is the average force on the cart?",
      ),
    ).toBe(true);
  });
});

describe("a capacitor filled with a dielectric", () => {
  it("multiplies the vacuum capacitance by the dielectric constant", () => {
    expect(
      solvedSI(
        "A parallel-plate capacitor has plates of area 0.020 m^2 separated by 1.0 mm and is filled with a dielectric of dielectric constant 4.0. What is its capacitance?",
      ),
    ).toBeCloseTo((4.0 * constant("eps0") * 0.02) / 0.001, 15);
  });

  it("keeps the charge, not the voltage, when the dielectric goes in after the battery is disconnected", () => {
    const text =
      "A parallel-plate capacitor with plates of area 0.040 m^2 separated by 1.5 mm is charged to 60 V, and the battery is then disconnected. A sheet of dielectric constant 2.5 is slid in to fill the space between the plates. How much energy does the capacitor store now?";
    const c0 = (constant("eps0") * 0.04) / 0.0015;
    // Q = C₀ V stays; U = Q² / (2 κ C₀) = ½ C₀ V² / κ, not ½ κ C₀ V².
    expect(solvedSI(text)).toBeCloseTo((0.5 * c0 * 60 ** 2) / 2.5, 12);
  });

  it("refuses the charge and the voltage together with the new capacitance once the capacitor is isolated", () => {
    expect(
      refused(
        "A 5.0 nF air capacitor is charged to 200 V and then disconnected. A dielectric with dielectric constant 3.0 is then inserted between its plates. What is the charge on the capacitor?",
      ),
    ).toBe(true);
  });
});

describe("a restated value written again later", () => {
  it("takes the later value, with its own words, as the given", () => {
    const text =
      "A cart is built to survive an 18-km/h (5.0-m/s) crash into a wall. Its crumple zone of 0.50 m brings the 200-kg cart to rest from an initial speed of 5.0 m/s. What is the average force on the cart?";
    expect(solved(text).si.value / ((200 * 5 ** 2) / (2 * 0.5))).toBeCloseTo(1, 6);
  });
});
