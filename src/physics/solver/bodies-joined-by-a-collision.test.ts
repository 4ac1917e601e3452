import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";

describe("two bodies that move as one after they collide", () => {
  it("reads vehicles that lock bumpers in a chat's words as stuck together", () => {
    for (const question of ["how fast r they moving right after?", "how fast are they moving right after?"]) {
      const result = solved(
        `a 1500 kg truck doing 15 m/s slams into a 1000 kg car that's parked and they lock bumpers. ${question}`,
      );
      expect(result.si.value, question).toBeCloseTo((1500 * 15) / 2500, 6);
      expect(result.answer.unit).toBe("m/s");
    }
  });

  it("reads a bullet that embeds itself as stuck to the block", () => {
    const result = solved(
      "A 10 g bullet at 400 m/s embeds itself in a 2.0 kg block at rest. What is the speed of the block just after?",
    );
    expect(result.si.value).toBeCloseTo((0.01 * 400) / 2.01, 3);
  });

  it("reads a body that hits or strikes another as colliding with it", () => {
    const vehicles = solved(
      "A 1000 kg car at 20 m/s hits a 2000 kg truck at rest; the two vehicles move off as one. What is their speed?",
    );
    expect(vehicles.si.value).toBeCloseTo((1000 * 20) / 3000, 6);
    const balls = solved(
      "A 0.20 kg ball moving at 5.0 m/s strikes a 0.30 kg ball at rest and sticks to it. How fast do they move?",
    );
    expect(balls.si.value).toBeCloseTo(2, 6);
  });

  it("refuses a collision whose words do not say the bodies join", () => {
    expect(
      refused("A 1000 kg car at 20 m/s hits a 2000 kg truck at rest. What is the truck's speed after?"),
    ).toBe(true);
    expect(
      refused(
        "A 1500 kg truck at 15 m/s crashes into a parked 1000 kg car. How fast is the car moving just after?",
      ),
    ).toBe(true);
    expect(
      refused(
        "a 1500 kg truck doing 15 m/s rear ends a 1000 kg car at rest. how fast is the car moving right after?",
      ),
    ).toBe(true);
  });
});
