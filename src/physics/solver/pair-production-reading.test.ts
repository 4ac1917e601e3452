import { describe, expect, it } from "vitest";
import { constant } from "../relations/relation";
import { solveText } from "./free-form";

const pairEnergy = 2 * constant("me") * constant("c") ** 2;

describe("the least photon energy for an electron-positron pair", () => {
  it("is the two rest energies, 2 m_e c², given in MeV", () => {
    const result = solveText(
      "What is the threshold energy of a gamma ray that creates an electron-positron pair close to a lead nucleus?",
    );
    if (result.status !== "solved") throw new Error(result.reason);
    expect(result.si.value / pairEnergy).toBeCloseTo(1, 9);
    expect(result.answer).toEqual({ value: 1.022, unit: "MeV" });
    expect(result.steps[0].equation).toBe("E_{min} = 2 m_e c^2");
  });

  it("answers in the unit asked for", () => {
    const result = solveText("Minimum photon energy for pair production near a nucleus, in joules?");
    if (result.status !== "solved") throw new Error(result.reason);
    expect(result.answer.unit).toBe("J");
  });

  it("refuses a pair made in the field of an electron, which needs 4 m_e c²", () => {
    expect(
      solveText(
        "What is the minimum photon energy to produce an electron-positron pair in the field of an electron?",
      ).status,
    ).toBe("cannot-solve");
  });
});
