import { describe, expect, it } from "vitest";
import { pageFor } from "./test-helpers";

describe("a flight of stairs is not flying", () => {
  it("does not start the page on wings for a question about running up the stairs", () => {
    expect(
      pageFor(
        "my sister and i ran up the same flight of stairs but she took half the time, did she do more work than me",
      ),
    ).not.toBe("dynamics.lift-and-flight");
    expect(pageFor("why am i more tired running up two flights of stairs than walking them")).toBe(
      "work-energy.power",
    );
  });
});

describe("'doubled' is not the double slit", () => {
  it("does not start the double slit for a charge that is doubled", () => {
    expect(
      pageFor(
        "if one of the charges is doubled and the other tripled, what happens to the force between them",
      ),
    ).not.toBe("interference.double-slit");
    expect(pageFor("what happens in the double-slit experiment with electrons")).toBe(
      "interference.double-slit",
    );
  });
});

describe("a free period is not the period of a swing", () => {
  it("does not start the page on oscillations for a free lesson at school", () => {
    expect(pageFor("i have a free period now, what should i do with it")).not.toBe(
      "oscillations-waves.simple-harmonic-motion",
    );
    expect(pageFor("any tips for not falling asleep in 2nd period")).not.toBe(
      "oscillations-waves.simple-harmonic-motion",
    );
    expect(pageFor("why does a longer pendulum have a longer period")).toBe(
      "oscillations-waves.simple-harmonic-motion",
    );
  });
});
