import { describe, expect, it } from "vitest";
import {
  relabelledEquations,
  relationsOfTotal,
  writesConservation,
  writesRelativeChain,
  writesSumOfParts,
  writesVectorComponents,
} from "./labelled-equations";
import { normalizeWorkText } from "./read-expression";

/** The two sides of an equation in LaTeX, as the checks read them. */
function sides(latex: string): [string, string] {
  const [left, right] = normalizeWorkText(latex).split("=");
  return [left, right];
}

describe("writesVectorComponents", () => {
  it("reads a vector's size, direction and components", () => {
    for (const latex of [
      "D = \\sqrt{D_x^2 + D_y^2}",
      "\\tan\\theta = \\frac{D_y}{D_x}",
      "v_{0y} = v_0 \\sin\\theta",
      "L_{1x} = L_1 \\cos\\theta_1",
      "A_y = A \\sin\\alpha",
      "F_1 = \\sqrt{F_{1x}^2 + F_{1y}^2 + F_{1z}^2}",
      "D_{AT} = \\sqrt{D_{ATx}^{2} + D_{ATy}^{2}}",
    ])
      expect(writesVectorComponents(...sides(latex)), latex).toBe(true);
  });

  it("does not take a wrong form for one: sine for cosine, a minus under the root, a ratio upside down", () => {
    for (const latex of [
      "D_x = D \\sin\\theta",
      "D = \\sqrt{D_x^2 - D_y^2}",
      "D = D_x + D_y",
      "\\tan\\theta = \\frac{D_x}{D_y}",
      "v_{0y} = 2 v_0 \\sin\\theta",
      "D = \\sqrt{D_x^2 + D_y^2 + 2}",
    ])
      expect(writesVectorComponents(...sides(latex)), latex).toBe(false);
  });

  it("does not say which of two vectors an unlabelled angle belongs to", () => {
    expect(writesVectorComponents(...sides("A_x + B_x = A \\cos\\theta + B \\cos\\theta"))).toBe(false);
  });
});

describe("writesRelativeChain", () => {
  it("adds relative velocities and displacements along an unbroken chain", () => {
    expect(writesRelativeChain(...sides("v_{CT} = v_{CE} + v_{ET}"))).toBe(true);
    expect(writesRelativeChain(...sides("D_{AB} = D_{AT} + D_{TB}"))).toBe(true);
  });

  it("does not take a broken chain or a difference for one", () => {
    expect(writesRelativeChain(...sides("v_{CT} = v_{CE} + v_{TE}"))).toBe(false);
    expect(writesRelativeChain(...sides("v_{CT} = v_{CE} - v_{ET}"))).toBe(false);
    expect(writesRelativeChain(...sides("v_{CT} = v_{CE} + v_{ET} + v_{TC}"))).toBe(false);
  });
});

describe("writesSumOfParts", () => {
  it("adds the energies of parts to the whole's", () => {
    expect(writesSumOfParts(...sides("U_C = U_1 + U_2 + U_3"))).toBe(true);
  });

  it("does not add capacitances, resistances or charges, which combine by the circuit", () => {
    expect(writesSumOfParts(...sides("C_S = C_1 + C_2"))).toBe(false);
    expect(writesSumOfParts(...sides("R_P = R_1 + R_2"))).toBe(false);
    expect(writesSumOfParts(...sides("Q = Q_1 + Q_2"))).toBe(false);
  });
});

describe("relabelledEquations", () => {
  it("writes the labels of two media or bodies as the relations index them", () => {
    const refraction = relabelledEquations(
      ...sides("n_{air} \\sin\\theta_{air} = n_{red} \\sin\\theta_{red}"),
    ).map(([left, right]) => `${left}=${right}`.replace(/\s+/g, ""));
    expect(refraction).toContain("n_1sin\\theta_1=n_2sin\\theta_2");
    const collision = relabelledEquations(...sides("M_{H} v_{H} = (M_{H} + M_{I}) v")).map(([left, right]) =>
      `${left}=${right}`.replace(/\s+/g, ""),
    );
    expect(collision).toContain("m_1v_1=(m_1+m_2)v_f");
  });

  it("keeps the body of a symbol labelled with a body and an instant", () => {
    const written = relabelledEquations(...sides("(m_1 + m_2) v_f = m_1 v_{1i} + m_2 v_{2i}")).map(
      ([left, right]) => `${left}=${right}`.replace(/\s+/g, ""),
    );
    expect(written).toContain("(m_1+m_2)v_f=m_1v_1+m_2v_2");
  });

  it("has nothing to rewrite where every label is the engine's own", () => {
    expect(relabelledEquations(...sides("m_1 v_1 = m_2 v_2"))).toEqual([]);
  });
});

describe("writesConservation", () => {
  it("reads a momentum or a mechanical energy kept from before to after", () => {
    for (const latex of ["p_f = p_i", "K_i + U_i = K_f + U_f", "L_i = L_f"])
      expect(writesConservation(...sides(latex)), latex).toBe(true);
  });

  it("does not take a kinetic energy for kept, nor a sum that changes", () => {
    for (const latex of ["K_i = K_f", "K_i + U_i = K_f - U_f", "K_i + U_i = K_f", "p_i = 2 p_f"])
      expect(writesConservation(...sides(latex)), latex).toBe(false);
  });
});

describe("relationsOfTotal", () => {
  it("writes each body's term of a total momentum as the relation it is", () => {
    expect(
      relationsOfTotal(...sides("p_i = m_1 v_1 + m_2 v_2"))?.map(([left, right]) =>
        `${left}=${right}`.replace(/\s+/g, ""),
      ),
    ).toEqual(["p=mv", "p=mv"]);
    expect(
      relationsOfTotal(...sides("p_f = (m_1 + m_2) v_f"))?.map(([left, right]) =>
        `${left}=${right}`.replace(/\s+/g, ""),
      ),
    ).toEqual(["p=mv"]);
  });

  it("reads no total where a term mixes two bodies or a body comes twice", () => {
    expect(relationsOfTotal(...sides("p_i = m_1 v_2 + m_2 v_1"))).toBeUndefined();
    expect(relationsOfTotal(...sides("p_i = m_1 v_1 + m_1 v_1"))).toBeUndefined();
    expect(relationsOfTotal(...sides("p_f = (m_1 + m_2) v_1"))).toBeUndefined();
  });
});
