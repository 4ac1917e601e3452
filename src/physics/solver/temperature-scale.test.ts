/**
 * A temperature is answered on the scale the problem gives its readings on: a mixture of water
 * at 80 °C and 20 °C ends at a temperature in °C, not in kelvins; a change of temperature is the
 * same number on both scales and stays in kelvins.
 */
import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solved } from "./test-helpers";

describe("the scale a temperature is answered on", () => {
  it("gives the final temperature of water mixed from two readings in °C, in °C", () => {
    const result = solved(
      "What is the final temperature when 1.5 kg of water at 70 °C is mixed with 0.5 kg of water at 10 °C?",
    );
    expect(result.answer.unit).toBe("degC");
    expect(result.answer.value).toBeCloseTo(55, 6);
    expect(result.si.value).toBeCloseTo(328.15, 6);
  });

  it("gives a reservoir's temperature in °C when the other is given in °C", () => {
    const result = solved(
      "A Carnot engine has an efficiency of 25 % and its cold reservoir is at 15 °C. What is the temperature of the hot reservoir?",
    );
    expect(result.answer.unit).toBe("degC");
    // T_h = 288.15 K / 0.75 = 384.2 K = 111 °C
    expect(result.si.value).toBeCloseTo(288.15 / 0.75, 3);
    expect(result.answer.value).toBeCloseTo(110, 6);
  });

  it("keeps kelvins when the readings are given in kelvins", () => {
    const result = solved(
      "What is the final temperature when 1.5 kg of water at 340 K is mixed with 0.5 kg of water at 300 K?",
    );
    expect(result.answer.unit).toBe("K");
    expect(result.si.value).toBeCloseTo(330, 6);
  });

  it("never turns a change of temperature into a reading on the Celsius scale", () => {
    const result = solved("4.0 kg of water absorbs 50000 J of heat. By how much does its temperature rise?");
    expect(result.answer.unit).toBe("K");
    expect(result.si.value).toBeCloseTo(50000 / (4 * 4186), 4);
  });

  it("refuses a final temperature the data do not fix", () => {
    // The second body's mass is missing: the mixture's temperature is not decided.
    expect(
      solveText("Water at 70 °C is mixed with 1.5 kg of water at 10 °C. What temperature do they settle at?")
        .status,
    ).toBe("cannot-solve");
  });
});
