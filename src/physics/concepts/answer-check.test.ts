import { describe, expect, it } from "vitest";
import {
  checkAnswer,
  containsPhrase,
  matchesPattern,
  normalizeAnswerText,
  quantitiesInText,
} from "./answer-check";
import { allOf, numeric, someOf } from "./concept";

describe("checking answers by key ideas", () => {
  it("matches a phrase at the start of a word, so word endings do not matter", () => {
    const check = allOf(["accelerat"]);
    expect(checkAnswer("It is accelerating toward the centre", check).correct).toBe(true);
    expect(checkAnswer("Its acceleration points inward", check).correct).toBe(true);
    expect(checkAnswer("It decelerates", check).correct).toBe(false);
  });

  it("ignores a phrase that is negated just before it", () => {
    const check = allOf(["constant"]);
    expect(checkAnswer("It stays constant", check).correct).toBe(true);
    expect(checkAnswer("It is not constant", check).correct).toBe(false);
    expect(checkAnswer("The speed isn't constant", check).correct).toBe(false);
    expect(checkAnswer("It doesn’t stay constant", check).correct).toBe(false);
  });

  it("does not mistake a word ending in -nt for a negation", () => {
    const check = allOf(["direction"]);
    expect(checkAnswer("The velocity isn't constant because the direction changes", check).correct).toBe(
      true,
    );
  });

  it("reads a leading 'no' as an answer, not as a negation of what follows", () => {
    expect(checkAnswer("No, it doesn't change", allOf(["doesn't change"])).correct).toBe(true);
  });

  it("matches numbers and short words only as whole words", () => {
    const check = allOf(["4", "four"]);
    expect(checkAnswer("4 times farther", check).correct).toBe(true);
    expect(checkAnswer("four times", check).correct).toBe(true);
    expect(checkAnswer("4.0 times", check).correct).toBe(true);
    expect(checkAnswer("40 times", check).correct).toBe(false);
    expect(checkAnswer("4.5 times", check).correct).toBe(false);
    expect(checkAnswer("1.4 times", check).correct).toBe(false);
  });

  it("needs every group unless a minimum is given, and reports what it recognised", () => {
    const both = allOf(["apple"], ["earth"]);
    expect(checkAnswer("the apple pulls on the Earth", both)).toMatchObject({
      correct: true,
      matchedPhrases: ["apple", "earth"],
    });
    expect(checkAnswer("the apple", both)).toMatchObject({ correct: false, matchedPhrases: ["apple"] });
    const twoOfThree = someOf(2, ["monochromatic"], ["coherent"], ["directional"]);
    expect(checkAnswer("coherent and directional", twoOfThree).correct).toBe(true);
    expect(checkAnswer("coherent", twoOfThree).correct).toBe(false);
  });

  it("rejects an answer containing a rejected phrase unless that phrase is negated", () => {
    const check = { ...allOf(["9.8", "gravity", "down"]), reject: ["zero"] };
    expect(checkAnswer("zero, because gravity stops at the top", check).correct).toBe(false);
    expect(checkAnswer("9.8 m/s² downward, not zero", check).correct).toBe(true);
  });

  it("recognises a misconception pattern only when every group is present", () => {
    const pattern = [
      ["heavier", "heavy"],
      ["first", "sooner"],
    ];
    expect(matchesPattern("The heavier one lands first", pattern)).toBe(true);
    expect(matchesPattern("The heavier one", pattern)).toBe(false);
    expect(containsPhrase(normalizeAnswerText("Neither heavier nor lighter"), "heavier")).toBe(false);
  });
});

describe("reading quantities from an answer", () => {
  it("finds every number with its unit, including shorthand powers", () => {
    expect(quantitiesInText("about 19.6m/s")).toEqual([{ value: 19.6, unit: "m/s" }]);
    expect(quantitiesInText("4 m/s2.")).toEqual([{ value: 4, unit: "m/s^2" }]);
    expect(quantitiesInText("it's 2.0 x 10^4 kg m/s")).toEqual([{ value: 20000, unit: "kg*m/s" }]);
    expect(quantitiesInText("62.5 meters")).toEqual([{ value: 62.5, unit: "m" }]);
  });

  it("does not read exponents or denominators as separate numbers", () => {
    expect(quantitiesInText("a = 20/5 = 4 m/s^2")).toEqual([
      { value: 4, unit: "" },
      { value: 4, unit: "m/s^2" },
    ]);
  });

  it("finds nothing in words", () => {
    expect(quantitiesInText("it doubles")).toEqual([]);
  });
});

describe("checking numeric answers", () => {
  const acceleration = numeric(4, "m/s^2");

  it("accepts the right value within the tolerance", () => {
    expect(checkAnswer("4.1 m/s^2", acceleration).correct).toBe(true);
    expect(checkAnswer("4.5 m/s^2", acceleration).correct).toBe(false);
  });

  it("accepts the value in any unit of the same kind", () => {
    expect(checkAnswer("about 11.1 m/s", numeric(40, "km/h")).correct).toBe(true);
    expect(checkAnswer("2000 mA", numeric(2, "A")).correct).toBe(true);
    expect(checkAnswer("1.2 mC", numeric(0.0012, "C")).correct).toBe(true);
  });

  it("judges the final quantity of the right kind when the working is shown", () => {
    expect(checkAnswer("a = 20 m/s / 5 s = 4 m/s^2", acceleration).correct).toBe(true);
  });

  it("accepts a bare number in the expected unit but asks for the unit", () => {
    expect(checkAnswer("4", acceleration)).toMatchObject({ correct: true, note: "missing-unit" });
  });

  it("says when the unit measures a different quantity", () => {
    expect(checkAnswer("4 m/s", acceleration)).toMatchObject({ correct: false, note: "wrong-dimension" });
  });

  it("notices an answer off by a power of ten or a simple factor", () => {
    expect(checkAnswer("40 m/s^2", acceleration)).toMatchObject({
      correct: false,
      note: "off-by-factor",
      ratio: 10,
    });
    expect(checkAnswer("8 m/s^2", acceleration)).toMatchObject({
      correct: false,
      note: "off-by-factor",
      ratio: 2,
    });
    expect(checkAnswer("5 m/s^2", acceleration).note).toBeUndefined();
  });

  it("says when there is no number at all", () => {
    expect(checkAnswer("it gets faster", acceleration)).toMatchObject({ correct: false, note: "no-number" });
  });

  it("compares dimensionless answers directly", () => {
    expect(checkAnswer("about 0.6", numeric(0.6, "", 0.03)).correct).toBe(true);
    expect(checkAnswer("0.7", numeric(0.6, "", 0.03)).correct).toBe(false);
  });
});
