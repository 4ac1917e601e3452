import { describe, expect, it } from "vitest";
import { atomicNumber } from "../elements";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

const MEV = 1.602176634e-13;

describe("the binding energy of a nucleus from masses", () => {
  it("takes Z and N from the nuclide named, and the masses' parts from their sizes", () => {
    // 2 × 1.007825 + 2 × 1.008665 − 4.002603 = 0.030377 u, × 931.5 MeV/u
    for (const text of [
      "Calculate the total binding energy, in MeV, of the helium-4 nucleus. Atomic masses: $^4\\text{He}$ 4.002603 u, $^1\\text{H}$ 1.007825 u, neutron 1.008665 u; $1\\ \\text{u} = 931.5\\ \\text{MeV}/c^2$.",
      "Calculate the total binding energy of the helium-4 nucleus in MeV. Use atomic masses: ⁴He, 4.002603 u; ¹H, 1.007825 u; and neutron mass 1.008665 u (1 u = 931.5 MeV/c²).",
    ]) {
      const result = solved(text);
      expect(result.si.value / MEV, text).toBeCloseTo(0.030377 * 931.5, 2);
      expect(result.steps[0].equation).toBe("\\Delta m = Z m_H + N m_n - M");
    }
  });

  it("shares it among the nucleons when asked per nucleon", () => {
    const result = solved(
      "Calculate the binding energy per nucleon of $\\,{}^{4}\\text{He}$. The atomic mass of $\\,{}^{4}\\text{He}$ is $4.002603\\,\\text{u}$, the atomic mass of $\\,{}^{1}\\text{H}$ is $1.007825\\,\\text{u}$, the neutron mass is $1.008665\\,\\text{u}$, and $1\\,\\text{u} = 931.5\\,\\text{MeV}/c^{2}$.",
    );
    expect(result.answer).toEqual({ value: 7.074, unit: "MeV" });
  });

  it("refuses an atomic mass beside a proton's, whose electrons would not cancel", () => {
    expect(
      refused(
        "Find the binding energy of the helium-4 nucleus in MeV. Its atomic mass is 4.002603 u; a proton's mass is 1.007276 u and a neutron's 1.008665 u.",
      ),
    ).toBe(true);
  });

  it("knows the elements by symbol and by name", () => {
    expect([
      atomicNumber("He"),
      atomicNumber("helium"),
      atomicNumber("U"),
      atomicNumber("aluminium"),
    ]).toEqual([2, 2, 92, 13]);
    expect(atomicNumber("Xx")).toBeUndefined();
    expect(solveText("What is the binding energy of a nucleus?").status).toBe("cannot-solve");
  });
});
