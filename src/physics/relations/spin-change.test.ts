import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solved } from "../solver/test-helpers";

describe("a spinning body that changes its moment of inertia", () => {
  it("keeps its angular momentum: a diver who tucks spins faster", () => {
    const result = solved(
      "A diver somersaults at 1.5 rev/s with a moment of inertia of 12 kg·m² and then tucks, reducing it to 4.0 kg·m². What is her angular speed after tucking, in rev/s?",
    );
    expect(result.answer.unit).toBe("rev/s");
    expect(result.answer.value).toBeCloseTo(4.5, 6);
  });

  it("gives the work done pulling the arms in as the gain in rotational kinetic energy", () => {
    const text =
      "A student on a frictionless turntable spins at 1.0 rev/s holding dumbbells out, with a moment of inertia of 6.0 kg·m². He pulls his arms in and the moment of inertia drops to 2.0 kg·m². How much work does he do?";
    const result = solved(text);
    expect(result.si.value).toBeCloseTo(0.5 * 2 * (6 * Math.PI) ** 2 - 0.5 * 6 * (2 * Math.PI) ** 2, 3);
    expect(result.steps.map((step) => step.principle).join(" | ")).toMatch(
      /Conservation of angular momentum/,
    );
  });

  it("refuses without the speed it spins at", () => {
    expect(
      solveText(
        "A skater with a moment of inertia of 3.6 kg·m² pulls in her arms to 1.2 kg·m² while spinning. How much work does she do?",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("a question whose unit says what kind of speed it asks", () => {
  it("reads 'how fast is she spinning now, in rev/s' as an angular speed", () => {
    const text =
      "A diver spins at 1.5 rev/s in a layout position, when her moment of inertia is 12 kg·m². She pulls into a tuck and her moment of inertia drops to 3.0 kg·m². How fast is she spinning now, in rev/s?";
    const result = solved(text);
    expect(result.answer.unit).toBe("rev/s");
    expect(result.si.value).toBeCloseTo(1.5 * 2 * Math.PI * 4, 6);
  });
});
