import { describe, expect, it } from "vitest";
import { refused, solved } from "../solver/test-helpers";

const g = 9.8;
const degrees = (radians: number) => (radians * 180) / Math.PI;

describe("banked curves, a body hanging in an accelerating vehicle, and a circle's diameter", () => {
  it("gives the ideal banking angle of a curve from its radius and speed, and the speed from the angle", () => {
    const angle = solved("What is the ideal banking angle for a curve of radius 200 m taken at 25 m/s?");
    expect(degrees(angle.si.value)).toBeCloseTo(degrees(Math.atan(25 ** 2 / (200 * g))), 3);
    const speed = solved(
      "A curve of radius 150 m is banked at 12°. At what speed can a car take it with no help from friction?",
    );
    expect(speed.si.value).toBeCloseTo(Math.sqrt(150 * g * Math.tan((12 * Math.PI) / 180)), 3);
  });

  it("refuses a banked curve with a friction coefficient rather than answer as if none acted", () => {
    expect(
      refused(
        "A curve of radius 150 m is banked at 12°. The coefficient of static friction is 0.30. What is the greatest speed a car can take it at?",
      ),
    ).toBe(true);
  });

  it("gives a vehicle's acceleration from the angle a hanging body leans back", () => {
    const result = solved(
      "A toy hangs from a string inside a bus. While the bus speeds up, the string makes an angle of 5.0° with the vertical. What is the acceleration of the bus?",
    );
    expect(result.si.value).toBeCloseTo(g * Math.tan((5 * Math.PI) / 180), 4);
  });

  it("reads a value with 'in diameter' after it as a diameter, and a radius as half of it", () => {
    const area = solved("What is the area of a circle 4.0 cm in diameter?");
    expect(area.si.value).toBeCloseTo((Math.PI * 0.04 ** 2) / 4, 8);
    const spin = solved(
      "A tire 60 cm in diameter rolls without slipping at 20 m/s. What is its angular speed?",
    );
    expect(spin.si.value).toBeCloseTo(20 / 0.3, 6);
  });

  it("reads a root-mean-square velocity as the molecules' rms speed", () => {
    const result = solved(
      "At what temperature do nitrogen molecules (molar mass 28.0 g/mol) have a root-mean-square velocity of 600 m/s?",
    );
    expect(result.si.value).toBeCloseTo((600 ** 2 * 0.028) / (3 * 8.314), 0);
  });
});

describe("a symbol asked for", () => {
  it("is what the words before it name where the problem first writes it", () => {
    const result = solved(
      "A tiny bead carries a point charge Q. At 40 cm from it the electric field is 450 N/C. Find the value of Q.",
    );
    expect(result.understood.unknown?.variable).toBe("q");
    expect(result.si.value).toBeCloseTo((450 * 0.4 ** 2) / 8.9875e9, 12);
  });

  it("is not guessed when the words before it name nothing", () => {
    expect(refused("A 2.0 kg ball falls 10 m. What is a?")).toBe(true);
  });
});

describe("the top of a vertical loop", () => {
  it("needs at least the speed at which the weight alone turns the car, v = √(g r), whatever its mass", () => {
    const result = solved(
      "A 400-kg roller coaster car goes round a vertical loop of radius 8.0 m. What is the minimum speed it must have at the top of the loop to stay on the track?",
    );
    expect(result.si.value).toBeCloseTo(Math.sqrt(g * 8), 6);
  });
});
