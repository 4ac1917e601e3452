import { describe, expect, it } from "vitest";
import { refused, solvedSI } from "../solver/test-helpers";

describe("standing waves", () => {
  it("fits half a wavelength on a string fixed at both ends", () => {
    expect(
      solvedSI(
        "A violin string 0.33 m long carries waves at 290 m/s. What is the frequency of its fundamental?",
      ),
    ).toBeCloseTo(290 / 0.66, 6);
  });

  it("finds a stretched string's fundamental from its tension and linear density", () => {
    expect(
      solvedSI(
        "A wire 0.80 m long is held under a tension of 64 N; its linear density is 0.0010 kg/m. Find its fundamental frequency.",
      ),
    ).toBeCloseTo(Math.sqrt(64 / 0.001) / 1.6, 6);
  });

  it("fits a quarter wavelength in a pipe closed at one end", () => {
    expect(
      solvedSI(
        "A pipe closed at one end has a length of 0.50 m, and sound travels at 343 m/s. What is its fundamental frequency?",
      ),
    ).toBeCloseTo(343 / 2, 6);
  });

  it("never answers a higher harmonic or an overtone with the fundamental", () => {
    expect(
      refused(
        "A tube 0.40 m long is closed at one end. Sound travels at 340 m/s in it. What is the frequency of its fifth harmonic?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A guitar string 0.65 m long carries waves at 420 m/s. What is the frequency of its first overtone? Call the fundamental f1.",
      ),
    ).toBe(true);
  });

  it("never reads a stretched string's mass and tension as a mass on a spring", () => {
    // f = (1/2L) sqrt(T L / m) = 47.1 Hz; a spring reading (k = T/L, T = 2 pi sqrt(m/k)) gave 15 Hz.
    const text =
      "A stretched cord 1.20 m long has a mass of 5.00 g and a tension of 60.0 N, both ends tied down. What is the frequency of its lowest mode?";
    if (!refused(text)) expect(solvedSI(text)).toBeCloseTo(Math.sqrt((60 * 1.2) / 0.005) / 2.4, 0);
  });
});

describe("charged particles and decays at rest", () => {
  it("gives a singly charged particle's track radius from its momentum", () => {
    const radius = solvedSI(
      "An electron with momentum 2.0 MeV/c moves perpendicular to a 0.10 T magnetic field. What is the radius of its track?",
    );
    expect(radius).toBeCloseTo(2.0e6 / (299792458 * 0.1), 6);
  });

  it("gives each photon half the rest energy when a particle at rest decays into two photons", () => {
    const energy = solvedSI(
      "A particle at rest with a rest energy of 548 MeV decays into two photons. What is the energy of each photon?",
    );
    expect(energy / 1.602176634e-13).toBeCloseTo(274, 6);
  });
});

describe("a string of stated mass and length", () => {
  it("takes a string's mass per length from its mass and length for the wave speed", () => {
    const text =
      "A wire 2.00 m long has a mass of 10.0 g and is under a tension of 50.0 N. What is the speed of waves on the wire?";
    expect(solvedSI(text)).toBeCloseTo(Math.sqrt(50 / 0.005), 4);
  });

  it("gives a named harmonic of a string fixed at both ends, and refuses it for a closed pipe", () => {
    const text =
      "A string 0.800 m long with a mass of 4.00 g is fixed at both ends under a tension of 100 N. What is the frequency of its second harmonic?";
    expect(solvedSI(text)).toBeCloseTo((2 * Math.sqrt(100 / 0.005)) / (2 * 0.8), 4);
    expect(
      refused(
        "A pipe 0.500 m long is closed at one end. Sound travels at 343 m/s. What is the frequency of its second harmonic?",
      ),
    ).toBe(true);
  });

  it("never answers a mode counted from the fundamental with the fundamental", () => {
    for (const text of [
      "A pipe 0.85 m long is closed at one end and open at the other. The speed of sound is 343 m/s. What is the second-lowest resonant frequency of the pipe?",
      "A pipe 0.85 m long is open at both ends. The speed of sound is 343 m/s. What is its second-lowest resonant frequency?",
      "A string 0.85 m long carries waves at 343 m/s. What is the next resonant frequency above the fundamental?",
    ])
      expect(refused(text)).toBe(true);
    expect(
      solvedSI("A string 0.85 m long carries waves at 343 m/s. What is its lowest resonant frequency?"),
    ).toBeCloseTo(343 / 1.7, 6);
  });
});

describe("a wave's speed on a string", () => {
  it("does not depend on the string's length, which is set aside", () => {
    expect(
      solvedSI(
        "A cello string under 120 N of tension has a linear mass density of 0.0060 kg/m and is 0.70 m long. How fast do waves travel along it?",
      ),
    ).toBeCloseTo(Math.sqrt(120 / 0.006), 6);
  });
});
