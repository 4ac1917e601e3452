import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solvedSI } from "../solver/test-helpers";

const g = 9.8;

describe("projectiles", () => {
  const launch = "An arrow leaves level ground with an initial speed of 24 m/s at 50° above the horizontal.";
  const angle = (50 * Math.PI) / 180;

  it("gives the range over level ground", () => {
    expect(solvedSI(`${launch} How far away does it land?`)).toBeCloseTo(
      (24 ** 2 * Math.sin(2 * angle)) / g,
      6,
    );
  });

  it("gives the maximum height from the vertical launch velocity only", () => {
    expect(solvedSI(`${launch} What is its maximum height?`)).toBeCloseTo(
      (24 * Math.sin(angle)) ** 2 / (2 * g),
      6,
    );
  });

  it("gives the time of flight", () => {
    expect(solvedSI(`${launch} What is its time of flight?`)).toBeCloseTo((2 * 24 * Math.sin(angle)) / g, 6);
  });

  it("never answers a question about the time in the air with a length", () => {
    const result = solveText(`${launch} How long is it in the air?`);
    if (result.status === "solved") expect(result.si.unit).toBe("s");
  });

  it("gives a horizontal launch from a height its landing speed with both components", () => {
    expect(
      solvedSI(
        "A ball is thrown horizontally with an initial speed of 8.0 m/s from the top of a building 20 m high. What is its speed just before it lands?",
      ),
    ).toBeCloseTo(Math.sqrt(64 + 2 * g * 20), 6);
  });
});
