import { describe, expect, it } from "vitest";
import { refused, solved, solvedSI } from "../solver/test-helpers";

describe("sound in air", () => {
  it("travels faster in warm air, as the square root of the absolute temperature", () => {
    // v = 331 m/s × sqrt(308 K / 273 K) = 351.6 m/s at 35 °C.
    expect(
      solvedSI("On a summer afternoon the air is at 35 °C. How fast does sound travel in it?"),
    ).toBeCloseTo(331 * Math.sqrt(308.15 / 273), -1);
  });

  it("gives a tuning fork's wavelength from that speed when the air's temperature is stated", () => {
    const result = solved(
      "A 256-Hz tuning fork sounds in air at 10 °C. What is the wavelength of the sound?",
    );
    expect(result.si.value).toBeCloseTo((331 * Math.sqrt(283.15 / 273)) / 256, 2);
  });

  it("never gives a sound a photon's wavelength", () => {
    expect(refused("A 512-Hz tuning fork sounds in a room. What is the wavelength of the sound?")).toBe(true);
    expect(refused("An ultrasound scanner works at 3.5 MHz. What wavelength does it have?")).toBe(true);
  });
});
