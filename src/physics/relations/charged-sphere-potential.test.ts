/**
 * The potential at the surface of a uniformly charged sphere: outside, the sphere acts as a point
 * charge at its centre. Inside it is not k q / r.
 */
import { describe, expect, it } from "vitest";
import { refused, solvedSI } from "../solver/test-helpers";
import { constant } from "./relation";

const k = constant("ke");

describe("the potential of a charged sphere", () => {
  it("gives the potential at the surface of a small sphere from its diameter and charge", () => {
    const text =
      "A metal ball 2.00 cm in diameter carries a charge of 5.00 nC spread over its surface. What is the electric potential at its surface?";
    expect(solvedSI(text) / ((k * 5e-9) / 0.01)).toBeCloseTo(1, 6);
  });

  it("does not give k q / r inside the sphere", () => {
    expect(
      refused(
        "A solid insulating sphere of radius 3.0 cm holds 8.0 nC spread evenly through it. What is the electric potential at its center, taking zero at infinity, given its surface?",
      ),
    ).toBe(true);
  });
});

describe("the field of a sphere whose charge fills its volume", () => {
  it("encloses only the charge within the point's distance from the centre", () => {
    // E = k q d / R³ = k (3.0 nC)(0.050 m) / (0.20 m)³
    const text =
      "A nonconducting ball of radius 20 cm holds 3.0 nC of charge spread evenly through its volume. Find the electric field at a distance of 5.0 cm from its centre.";
    expect(solvedSI(text) / ((k * 3e-9 * 0.05) / 0.2 ** 3)).toBeCloseTo(1, 6);
  });

  it("never takes the sphere's radius as the distance of a point charge", () => {
    // Outside the sphere the field is k q / d² with the point's distance, not with the radius.
    expect(
      refused(
        "A nonconducting ball of radius 20 cm holds 3.0 nC of charge spread evenly through its volume. Find the electric field 50 cm from its centre.",
      ),
    ).toBe(true);
  });
});
