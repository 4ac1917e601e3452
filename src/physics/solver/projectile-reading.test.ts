import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved, solvedSI } from "./test-helpers";

describe("the launch speed of a projectile", () => {
  it("reads the one speed of a launch at an angle as the launch speed", () => {
    const result = solveText(
      "A golf ball leaves the tee at 40 m/s, 30° above the horizontal, on a level course. How far away does it come down?",
    );
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(result.si.value).toBeCloseTo((40 ** 2 * Math.sin(Math.PI / 3)) / 9.8, 3);
    expect(result.understood.quantities[0].variable).toBe("v0");
  });

  it("leaves a speed the words tie to the landing alone, and refuses", () => {
    expect(
      solveText(
        "A ball lands with a speed of 20 m/s at 30° above the horizontal on level ground. How far from the launch point does it land?",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("a launch from a height above where the body lands", () => {
  const g = 9.8;

  it("gives the range of a body launched at an angle from a cliff", () => {
    // t = (v₀ sin θ + √(v₀² sin²θ + 2 g h)) / g, d = v₀ cos θ t
    const v0 = 15;
    const theta = (40 * Math.PI) / 180;
    const t = (v0 * Math.sin(theta) + Math.sqrt((v0 * Math.sin(theta)) ** 2 + 2 * g * 30)) / g;
    expect(
      solvedSI(
        "A rock is thrown at 15 m/s at 40° above the horizontal from the edge of a cliff 30 m high. How far from the foot of the cliff does it land?",
      ),
    ).toBeCloseTo(v0 * Math.cos(theta) * t, 6);
  });

  it("gives the time in the air of a body thrown straight up from a roof that falls past it to the ground", () => {
    expect(
      solvedSI(
        "A stone is thrown straight up at 8.0 m/s from the roof of a building 15 m tall and falls to the street below. How long after it is thrown does it hit the street?",
      ),
    ).toBeCloseTo((8 + Math.sqrt(64 + 2 * g * 15)) / g, 6);
  });

  it("does not take the roof's height for the height the body rises to", () => {
    expect(
      refused(
        "A stone is thrown straight up at 8.0 m/s from the roof of a building 15 m tall. How high above the street does it rise?",
      ),
    ).toBe(true);
  });

  it("reads a launch angle written without 'the', and a range asked for by name", () => {
    const theta = (30 * Math.PI) / 180;
    expect(
      solvedSI(
        "a golf ball leaves the tee at 40 m/s, 30 deg above horizontal. whats its range on flat ground",
      ),
    ).toBeCloseTo((40 ** 2 * Math.sin(2 * theta)) / g, 6);
  });
});

describe("a projectile's two axes kept apart", () => {
  it("does not join the flight's time to a speed averaged along one line", () => {
    // (v₀ + v)/2 × t would treat the range as straight-line motion with one acceleration.
    expect(
      refused(
        "A ball is kicked from level ground at 25 m/s at 40° above the horizontal. What is its average speed during the flight?",
      ),
    ).toBe(true);
  });
});

describe("the distance between two fringes", () => {
  it("is not answered as the position of one fringe", () => {
    expect(
      refused(
        "Light of wavelength 500 nm falls on two slits 0.20 mm apart, and the screen is 2.0 m away. How far is the first-order bright fringe on one side of the centre from the second-order bright fringe on the other side?",
      ),
    ).toBe(true);
  });
});

describe("a body thrown straight down from a height", () => {
  const stone = "A stone is thrown straight down at 8.00 m/s from a bridge 25.0 m above a river.";

  it("takes the positive root of h = v₀t + ½gt² for its time to fall", () => {
    const result = solved(`${stone} How long does it take to reach the water?`);
    expect(result.si.value).toBeCloseTo((-8 + Math.sqrt(64 + 2 * 9.8 * 25)) / 9.8, 6);
    expect(result.understood.quantities.find((quantity) => quantity.text === "8.00 m/s")?.variable).toBe(
      "v0",
    );
  });

  it("lands at the speed energy gives it", () => {
    expect(solved(`${stone} How fast is it moving when it reaches the water?`).si.value).toBeCloseTo(
      Math.sqrt(64 + 2 * 9.8 * 25),
      6,
    );
  });
});

describe("a projectile over level ground with air drag set aside", () => {
  it("is answered with the range, the drag being ignored", () => {
    const result = solved(
      "a soccer ball is kicked off flat ground at 20 m/s at 35 degrees above horizontal. ignoring air drag, how far away does it land?",
    );
    expect(result.si.value).toBeCloseTo((400 * Math.sin((70 * Math.PI) / 180)) / 9.8, 6);
  });
});
