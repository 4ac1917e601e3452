import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";

describe("the Doppler shift of sound with the distance between source and listener given beside", () => {
  it("sets the distance aside for a source moving toward a listener at rest", () => {
    const result = solved(
      "A fire truck 150 m from me approaches at 25 m/s sounding a 600 Hz horn. The speed of sound is 343 m/s. What frequency do I hear? I am not moving.",
    );
    expect(result.si.value).toBeCloseTo((600 * 343) / (343 - 25), 0);
    expect(result.answer.unit).toBe("Hz");
    expect(result.understood.assumptions.join(" ")).toContain("150 m");
  });

  it("sets a distance in kilometres aside in a chat's words", () => {
    const result = solved(
      "a police car 0.5 km away drives toward me at 30 m/s with its 700 Hz siren on. sound speed 340 m/s. what freq do i hear? im not moving",
    );
    expect(result.si.value).toBeCloseTo((700 * 340) / (340 - 30), 0);
  });

  it("sets the distance aside for a listener moving toward a source at rest, and for a source moving away", () => {
    const toward = solved(
      "A cyclist rides at 8.0 m/s toward a stationary siren 300 m away that sounds at 900 Hz. The speed of sound is 343 m/s. What frequency does the cyclist hear?",
    );
    expect(toward.si.value).toBeCloseTo((900 * (343 + 8)) / 343, 0);
    const away = solved(
      "A train 400 m away moves away from a stationary listener at 20 m/s blowing its 500 Hz whistle. The speed of sound is 340 m/s. What frequency does the listener hear?",
    );
    expect(away.si.value).toBeCloseTo((500 * 340) / (340 + 20), 0);
  });

  it("refuses sound reflected back to the body that moves, which is shifted twice", () => {
    expect(
      refused(
        "A bat flies toward a wall at 8.0 m/s emitting a 40 kHz sound. The speed of sound is 343 m/s. What frequency does the bat hear reflected back from the wall?",
      ),
    ).toBe(true);
  });

  it("refuses when the words say neither who moves nor which way", () => {
    expect(
      refused(
        "A siren 200 m away sounds at 500 Hz while moving at 20 m/s. The speed of sound is 340 m/s. What frequency do I hear?",
      ),
    ).toBe(true);
    expect(
      refused(
        "Two trucks 300 m apart approach each other, each at 20 m/s; one sounds a 400 Hz horn. The speed of sound is 340 m/s. What frequency does the other driver hear?",
      ),
    ).toBe(true);
  });
});
