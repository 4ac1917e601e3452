import { describe, expect, it } from "vitest";
import { solved } from "./test-helpers";

describe("a body described at rest before a force acts on it", () => {
  it("starts from rest", () => {
    // a = F/m = 0.60 m/s², v² = 2 a d = 2(0.60)(5.0) → v = 2.45 m/s.
    const result = solved(
      "A steady 12-N push is given to a 20-kg crate at rest on frictionless ice. How fast is the crate moving after it has been pushed 5.0 m?",
    );
    expect(result.si.value).toBeCloseTo(Math.sqrt(2 * 0.6 * 5), 1);
    expect(result.understood.assumptions.join(" ")).toContain("starts from rest");
  });
});

describe("an oscillator let go at a displacement", () => {
  const spring =
    "A 0.250 kg mass on a spring with k = 160 N/m is pulled 5.0 cm from equilibrium and released.";

  it("oscillates with that displacement as its amplitude", () => {
    const result = solved(`${spring} What is its maximum speed?`);
    expect(result.si.value).toBeCloseTo(0.05 * Math.sqrt(160 / 0.25), 6);
    expect(result.understood.quantities.find((quantity) => quantity.text === "5.0 cm")?.variable).toBe(
      "A_amp",
    );
  });

  it("keeps a displacement the question names apart from the amplitude", () => {
    const result = solved(`${spring} What is its speed when it is 3.0 cm from equilibrium?`);
    expect(result.si.value).toBeCloseTo(Math.sqrt((160 / 0.25) * (0.05 ** 2 - 0.03 ** 2)), 6);
  });
});
