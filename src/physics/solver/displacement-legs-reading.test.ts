import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solved } from "./test-helpers";

describe("a trip of straight legs in compass directions", () => {
  it("adds the legs' components for the distance from the start", () => {
    // North 12.0 km, then 8.0 km at 30.0° east of south: R = (4.00, 5.07) km, 6.46 km.
    const result = solved(
      "A boat sails 12.0 km due north, then 8.0 km 30.0° east of south. How far is it from its starting point?",
    );
    expect(result.si.value).toBeCloseTo(Math.hypot(4, 12 - 8 * Math.cos(Math.PI / 6)) * 1000, 0);
    expect(result.answer.unit).toBe("km");
    expect(result.steps.at(-1)?.principle).toMatch(/Pythagoras/);
  });

  it("reads compass points and answers in the unit asked", () => {
    // 300 m east, 400 m north, 100 m west: R = (200, 400) m = 447 m = 0.447 km.
    const result = solved(
      "a dog runs 300 m east, then 400 m north, then 100 m west. what is the magnitude of its net displacement in km?",
    );
    expect(result.answer.unit).toBe("km");
    expect(result.si.value).toBeCloseTo(Math.hypot(200, 400), 6);
  });

  it("steps aside where a leg has no direction or the direction is asked", () => {
    for (const text of [
      "A cyclist rides 5.0 km east and then 3.0 km. What is her resultant displacement?",
      "A hiker walks 2.0 km north and then 2.0 km east. What is the direction of her resultant displacement?",
    ]) {
      const result = solveText(text);
      if (result.status === "solved") expect(result.understood.unknown?.name).not.toMatch(/resultant/);
    }
  });
});
