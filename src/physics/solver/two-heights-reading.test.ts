import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";

describe("a frictionless body moving between two heights", () => {
  it("takes the height the question names as where the speed is asked, the other as the start", () => {
    const dip = solved(
      "A sled starts from rest at the top of a snowy hill 18 m high. Neglecting friction, how fast is it moving at the bottom of a hollow 3.0 m above the valley floor?",
    );
    expect(dip.si.value).toBeCloseTo(Math.sqrt(2 * 9.80665 * 15), 6);
    expect(dip.steps[0].principle).toContain("Mechanical energy");
  });

  it("starts from the speed the text gives before the question, and ignores the mass", () => {
    const cart = solved(
      "A 450-kg coaster car goes over the top of a hill 25 m high at 3.0 m/s. There is no friction. What is its speed when it is 10 m above the ground?",
    );
    expect(cart.si.value).toBeCloseTo(Math.sqrt(9 + 2 * 9.80665 * 15), 6);
  });

  it("refuses friction, a height it cannot reach and a value of another kind", () => {
    expect(
      refused(
        "A cart starts from rest at the top of a hill 20 m high and rolls against friction. How fast is it moving at a point 5.0 m above the ground?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A cart starts from rest at the top of a hill 10 m high. Neglecting friction, how fast is it moving at the top of the next hill, 15 m high?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A cart starts from rest at the top of a hill 20 m high and takes 4.0 s to roll down. Neglecting friction, how fast is it moving at a point 5.0 m above the ground?",
      ),
    ).toBe(true);
  });
});
