import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solved } from "./test-helpers";

// μ₀ I / (2π r) = 2 × 10⁻⁷ T·m/A × I / r.
const wire = (current: number, distance: number) => (2e-7 * current) / distance;

describe("the field of two long parallel wires at a point in their plane", () => {
  it("adds the fields midway between currents in opposite directions", () => {
    const result = solved(
      "Two long parallel wires 8.0 cm apart carry 12 A and 4.0 A in opposite directions. What is the magnetic field halfway between them, in μT?",
    );
    expect(result.answer.unit).toBe("uT");
    expect(result.si.value).toBeCloseTo(wire(12, 0.04) + wire(4, 0.04), 12);
  });

  it("subtracts them midway between currents in the same direction", () => {
    expect(
      solved(
        "two long straight parallel wires are 6.0 cm apart and carry 9.0 A and 3.0 A in the same direction. whats the magnetic field at the midpoint between them?",
      ).si.value,
    ).toBeCloseTo(wire(9, 0.03) - wire(3, 0.03), 12);
  });

  it("reads a point beyond one wire from its distance to that wire", () => {
    // 2.0 cm beyond wire 1 is 10.0 cm from wire 2; opposite currents outside the pair oppose.
    expect(
      solved(
        "Two long parallel wires are 8.0 cm apart. Wire 1 carries 6.0 A and wire 2 carries 10 A in the opposite direction. Find the magnetic field at a point beyond wire 1, 2.0 cm from wire 1.",
      ).si.value,
    ).toBeCloseTo(Math.abs(wire(6, 0.02) - wire(10, 0.1)), 12);
  });

  it("does not guess the currents' directions", () => {
    const result = solveText(
      "Two long parallel wires 8.0 cm apart carry 12 A and 4.0 A. What is the magnetic field halfway between them?",
    );
    expect(result.status).toBe("cannot-solve");
  });
});
