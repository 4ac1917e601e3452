import { describe, expect, it } from "vitest";
import { refused } from "../solver/test-helpers";

describe("sound in air", () => {
  it("never gives a sound a photon's wavelength", () => {
    expect(refused("A 512-Hz tuning fork sounds in a room. What is the wavelength of the sound?")).toBe(true);
    expect(refused("An ultrasound scanner works at 3.5 MHz. What wavelength does it have?")).toBe(true);
  });
});
