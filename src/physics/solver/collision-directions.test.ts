import { describe, expect, it } from "vitest";
import { confirmFinalAnswer } from "../tools/confirm-final-answer";
import { refused, solved } from "./test-helpers";

const HEAD_ON =
  "A 900 kg car heading north at 20 m/s collides with a 1500 kg van heading south at 10 m/s. They lock together. What is their velocity just after the collision?";

describe("two bodies that collide moving in opposite directions", () => {
  it("takes the second body's velocity against the first's when the words give opposite directions", () => {
    const result = solved(HEAD_ON);
    // (900 × 20 − 1500 × 10) / 2400 = 1.25 m/s north, not (900 × 20 + 1500 × 10) / 2400 = 13.75 m/s.
    expect(result.si.value).toBeCloseTo(1.25, 6);
    expect(result.understood.assumptions.join(" ")).toMatch(/opposite directions/);
  });

  it("reads 'head-on' as opposite directions, and gives a velocity against the first body as negative", () => {
    const result = solved(
      "A 1.0 kg puck moving at 2.0 m/s collides head-on with a 3.0 kg puck moving at 4.0 m/s. They stick together. What is their velocity after the collision?",
    );
    expect(result.si.value).toBeCloseTo((1 * 2 - 3 * 4) / 4, 6);
  });

  it("disputes a final answer that adds the two momenta, and confirms the right one", () => {
    expect(confirmFinalAnswer(HEAD_ON, { value: 13.75, unit: "m/s" }).finalAnswer).not.toBe("confirmed");
    expect(confirmFinalAnswer(HEAD_ON, { value: 1.25, unit: "m/s" }).finalAnswer).toBe("confirmed");
  });
});

describe("two bodies on crossing paths that stick together", () => {
  it("adds the momenta along the two perpendicular lines, not along one", () => {
    const result = solved(
      "A 60 kg skater gliding west at 4.0 m/s collides with an 80 kg skater gliding south at 2.5 m/s, and they stick together. How fast do they move just after the collision?",
    );
    // √((60 × 4.0)² + (80 × 2.5)²) / 140 = 2.23 m/s, not (240 + 200) / 140 = 3.14 m/s.
    expect(result.si.value).toBeCloseTo(Math.hypot(60 * 4, 80 * 2.5) / 140, 6);
  });

  it("reads a speed followed by 'and they lock together' as the second body's, not the common one", () => {
    const result = solved(
      "A 900 kg car going west at 15 m/s collides with a 1200 kg van going south at 10 m/s and they lock together. What is their speed after the collision?",
    );
    expect(result.si.value).toBeCloseTo(Math.hypot(900 * 15, 1200 * 10) / 2100, 6);
  });

  it("keeps the one-line momentum sum out of a problem at right angles", () => {
    const text =
      "A 0.20 kg puck moving at 3.0 m/s collides with a 0.30 kg puck moving at 2.0 m/s at right angles to its path, and they stick together. What is their speed after the collision?";
    expect(solved(text).si.value).toBeCloseTo(Math.hypot(0.6, 0.6) / 0.5, 6);
  });
});

describe("an elastic collision with a body at rest", () => {
  const problem = (body: string) =>
    `A 3.0 kg glider moving at 5.0 m/s collides elastically with a 1.0 kg glider at rest. How fast does the ${body} glider move after the collision?`;

  it("answers for the body whose mass the question names", () => {
    // v₂f = 2 m₁ v₁ / (m₁ + m₂) = 7.5 m/s; v₁f = (m₁ − m₂) v₁ / (m₁ + m₂) = 2.5 m/s.
    expect(solved(problem("1.0 kg")).si.value).toBeCloseTo(7.5, 6);
    expect(solved(problem("3.0 kg")).si.value).toBeCloseTo(2.5, 6);
  });

  it("gives a speed as the size of a velocity that points back", () => {
    const result = solved(
      "A 1.0 kg glider moving at 5.0 m/s collides elastically with a 3.0 kg glider at rest. What is the speed of the 1.0 kg glider after the collision?",
    );
    // v₁f = (1 − 3)/4 × 5.0 = −2.5 m/s: it bounces back at 2.5 m/s.
    expect(result.si.value).toBeCloseTo(2.5, 6);
  });
});

describe("a ballistic pendulum", () => {
  it("gives the speed of the body that embeds, from the height the pair swings up to", () => {
    // v = (m + M)/m √(2 g h) = (0.008 + 1.5)/0.008 × √(2 × 9.8 × 0.090)
    const result = solved(
      "An 8.0 g pellet is shot into a 1.5 kg block of wood hanging on two strings and embeds in it. The block swings up 9.0 cm. What was the speed of the pellet before the impact?",
    );
    expect(result.si.value).toBeCloseTo(((0.008 + 1.5) / 0.008) * Math.sqrt(2 * 9.8 * 0.09), 1);
  });

  it("refuses a body that passes through the block rather than embed in it", () => {
    expect(
      refused(
        "An 8.0 g pellet is shot through a 1.5 kg block of wood hanging on two strings and emerges on the far side. The block swings up 2.0 cm. What was the speed of the pellet before the impact?",
      ),
    ).toBe(true);
  });
});

describe("the speeds of a collision told apart by the words around them", () => {
  it("reads a speed after a body's mass and motion as that body's own, before the collision", () => {
    // Momentum 2(3) + 3(−2) = 0: the carts stop, and all 15 J are lost.
    const result = solved(
      "2 kg cart moving right at 3 m/s and 3 kg cart moving left at 2 m/s crash head on and stick together. how much kinetic energy is lost in the collision?",
    );
    expect(result.si.value).toBeCloseTo(15, 6);
  });

  it("reads a speed after the bodies stick together as their common speed", () => {
    const result = solved(
      "A 2.0 kg cart moving at 3.0 m/s hits a 1.0 kg cart at rest; they stick together and move at 2.0 m/s. What is the kinetic energy lost?",
    );
    expect(result.understood.quantities.find((quantity) => quantity.text === "2.0 m/s")?.variable).toBe("vf");
    expect(result.si.value).toBeCloseTo(9 - 6, 6);
  });
});
