import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";

describe("a body that comes onto the rim of a turning platform", () => {
  it("shares the platform's angular momentum with a body at rest; the radius cancels", () => {
    // (½ × 120 + 30) ω = ½ × 120 × 1.5  ⇒  ω = 1.0 rad/s
    const result = solved(
      "A 30 kg child, initially at rest, steps onto the edge of a merry-go-round, a uniform disk of mass 120 kg and radius 1.8 m turning freely at 1.5 rad/s. What is the merry-go-round's angular speed afterwards?",
    );
    expect(result.si.value).toBeCloseTo(1.0, 9);
  });

  it("adds the angular momentum of a body running along the rim, with the sign of its direction", () => {
    // (½ × 100 + 25) ω = ½ × 100 × 2.0 − 25 × 3.0 / 1.5  ⇒  ω = 50 / 75 rad/s
    const result = solved(
      "A turntable platform modeled as a uniform disk of mass 100 kg and radius 1.5 m spins at 2.0 rad/s. A 25 kg student runs at 3.0 m/s tangent to the rim, in the opposite direction to its spin, and jumps onto the edge. What is the new angular speed?",
    );
    expect(result.si.value).toBeCloseTo(50 / 75, 9);
  });

  it("refuses a running body whose direction along the rim the words do not give", () => {
    expect(
      refused(
        "A turntable platform modeled as a uniform disk of mass 100 kg and radius 1.5 m spins at 2.0 rad/s. A 25 kg student runs at 3.0 m/s tangent to the rim and jumps onto the edge. What is the new angular speed?",
      ),
    ).toBe(true);
  });

  it("takes a body running along a radius as bringing no angular momentum", () => {
    // (½ × 200 + 40) ω = ½ × 200 × π rad/s  ⇒  ω = 100π / 140
    const result = solved(
      "A playground merry-go-round is a uniform disk of mass $200\\,\\text{kg}$ and radius $2.00\\,\\text{m}$, spinning freely at $0.500\\,\\text{rev/s}$ about a frictionless vertical axle. A $40.0\\text{-kg}$ child, running radially toward the center, jumps on and sits at the rim. What is the new angular speed of the merry-go-round, in $\\text{rad/s}$?",
    );
    expect(result.si.value).toBeCloseTo((100 * Math.PI) / 140, 9);
  });
});
