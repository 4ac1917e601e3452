import { describe, expect, it } from "vitest";
import { refused, solved, solvedSI } from "../solver/test-helpers";

describe("sound levels in decibels", () => {
  it("turns a level into an intensity and back, from the threshold of hearing", () => {
    const intensity = solved(
      "A rock concert is measured at 110 dB near the stage. What is the sound intensity there?",
    );
    expect(intensity.si.value).toBeCloseTo(0.1, 6);
    expect(intensity.si.unit).toBe("W/m^2");
    expect(intensity.understood.assumptions.join(" ")).toMatch(/threshold of hearing/);
    expect(
      solvedSI(
        "A vacuum cleaner makes sound of intensity 1.0 × 10⁻⁴ W/m². What is its intensity level in decibels?",
      ),
    ).toBeCloseTo(80, 6);
  });

  it("uses a reference intensity the problem gives", () => {
    const result = solved(
      "With I₀ = 1.0 × 10⁻¹² W/m², what sound level in decibels does a sound of intensity 2.0 × 10⁻⁶ W/m² have?",
    );
    expect(result.si.value).toBeCloseTo(10 * Math.log10(2e6), 4);
    expect(result.understood.quantities.map((quantity) => quantity.variable)).toEqual([
      "intensityReference",
      "intensity",
    ]);
    expect(result.understood.assumptions.join(" ")).not.toMatch(/threshold of hearing/);
  });

  it("reads a level below the threshold, and never reads decibels as another pure number", () => {
    expect(solvedSI("A whisper in a quiet studio is at −5.0 dB. What is its intensity?")).toBeCloseTo(
      1e-12 * 10 ** -0.5,
      18,
    );
    expect(refused("Light passes from air into glass at 60 dB. What is the angle of refraction?")).toBe(true);
  });
});

describe("the speed of sound in air", () => {
  it("grows with the square root of the absolute temperature", () => {
    const hot = solved(
      "On a hot afternoon the air is at 35 °C. How fast does sound travel? What is the speed of sound in the air?",
    );
    expect(hot.si.value).toBeCloseTo(331 * Math.sqrt(308.15 / 273.15), 3);
  });
});

describe("the Doppler shift of sound", () => {
  it("raises the pitch of a source coming toward a listener at rest, and lowers it going away", () => {
    const toward = solvedSI(
      "A train's horn sounds at 400 Hz as the train comes toward a stationary observer at 20.0 m/s. The speed of sound is 340 m/s. What frequency does the observer hear?",
    );
    expect(toward).toBeCloseTo((400 * 340) / 320, 6);
    const away = solvedSI(
      "A train's horn sounds at 400 Hz as the train moves away from a stationary observer at 20.0 m/s. The speed of sound is 340 m/s. What frequency does the observer hear?",
    );
    expect(away).toBeCloseTo((400 * 340) / 360, 6);
  });

  it("reads a listener who waits or stands as a listener at rest", () => {
    expect(
      solvedSI(
        "A bus pulling away from its stop at 12.0 m/s sounds a 300-Hz horn. The speed of sound is 340 m/s. What frequency does a passenger waiting at the stop hear as the bus moves away from her?",
      ),
    ).toBeCloseTo((300 * 340) / 352, 6);
  });

  it("shifts the pitch for a listener moving toward a source at rest", () => {
    expect(
      solvedSI(
        "A cyclist rides at 10.0 m/s toward a stationary alarm bell ringing at 1000 Hz. Take the speed of sound as 340 m/s. What frequency does the cyclist hear?",
      ),
    ).toBeCloseTo((1000 * 350) / 340, 6);
  });

  it("reads a body that emits the sound as it moves at another as a source moving toward a listener", () => {
    expect(
      solvedSI(
        "A bat flying at 8.0 m/s straight at a moth emits a 40.0-kHz chirp. The speed of sound is 340 m/s. What frequency reaches the moth?",
      ),
    ).toBeCloseTo((40000 * 340) / 332, 3);
    expect(
      solvedSI(
        "What frequency is heard by a deer just before a truck driving at it at 20.0 m/s and honking its horn at 500 Hz hits it? The speed of sound is 340 m/s.",
      ),
    ).toBeCloseTo((500 * 340) / 320, 3);
    // A second body's speed: the listener moves too, and the words say nothing of how.
    expect(
      refused(
        "A truck moving at 20.0 m/s toward a cyclist is honking its horn at 500 Hz. The cyclist rides at 5.0 m/s. The speed of sound is 340 m/s. What frequency does the cyclist hear?",
      ),
    ).toBe(true);
  });

  it("refuses when the words do not say who moves, or say both directions", () => {
    // Nobody is said to be at rest: a moving source and a moving listener give different answers.
    expect(
      refused(
        "A siren sounds at 600 Hz. A car and the siren approach each other at 15 m/s. The speed of sound is 343 m/s. What frequency is heard?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A siren of 600 Hz passes a stationary listener at 15 m/s, first coming toward her and then moving away from her. The speed of sound is 343 m/s. What frequency does she hear?",
      ),
    ).toBe(true);
  });

  it("never takes the speed of sound for the mover's speed", () => {
    // One speed only: the mover's speed is missing, so nothing can be heard shifted.
    expect(
      refused(
        "A siren sounds at 600 Hz while approaching a stationary listener. The speed of sound is 343 m/s. What frequency does the listener hear?",
      ),
    ).toBe(true);
  });
});
