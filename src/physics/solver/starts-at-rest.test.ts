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
