/**
 * A liquid in a pipe with a wide and a narrow section: continuity and Bernoulli's equation, each
 * stated value given to the section the text speaks of where it stands.
 */
import { describe, expect, it } from "vitest";
import { readFreeFormProblem } from "../modes/free-form";
import { solveText } from "./free-form";
import { refused, solved, solvedSI } from "./test-helpers";

const WATER = 1000;

describe("a liquid flowing through a pipe that narrows", () => {
  it("gives the speed in the narrow part from the two diameters", () => {
    const text =
      "Water moves at 1.2 m/s along a pipe of inner diameter 6.0 cm that later narrows to an inner diameter of 3.0 cm. How fast does the water move in the narrow part?";
    expect(solvedSI(text)).toBeCloseTo(1.2 * 4, 6);
  });

  it("reads radii as radii, and the section of each value from the words before it", () => {
    const text =
      "An irrigation pipe has a radius of 5.0 cm where the water enters. Further on its radius is 2.5 cm. In the narrow section the water moves at 6.0 m/s. What is the speed in the wide section?";
    expect(solvedSI(text)).toBeCloseTo(6 / 4, 6);
  });

  it("gives the pressure in the narrow section of a horizontal pipe", () => {
    const text =
      "A horizontal pipe carries water at 1.0 m/s through a section 8.0 cm across, where the pressure is 150 kPa; the pipe then narrows to 4.0 cm across. What is the pressure in the narrow section, in kPa?";
    const v2 = 1.0 * 4;
    const result = solved(text);
    expect(result.si.value).toBeCloseTo(150e3 - 0.5 * WATER * (v2 ** 2 - 1), 6);
    expect(result.answer.unit).toBe("kPa");
  });

  it("gives the pressure difference between the sections with a stated density", () => {
    const text =
      "Seawater (density 1025 kg/m^3) flows through a horizontal pipeline that narrows from a diameter of 30 cm to 15 cm. The speed in the wide part is 0.80 m/s. By how much does the pressure drop between the wide and the narrow part?";
    expect(solvedSI(text)).toBeCloseTo(0.5 * 1025 * (3.2 ** 2 - 0.8 ** 2), 6);
  });

  it("gives a nozzle's jet speed from the flow rate, setting the hose's size aside", () => {
    const text =
      "A fire hose of inner diameter 6.4 cm delivers 12 L/s of water. The nozzle at its end has an inner diameter of 2.5 cm. At what speed does the water leave the nozzle?";
    const result = solved(text);
    expect(result.si.value).toBeCloseTo(0.012 / ((Math.PI * 0.025 ** 2) / 4), 6);
    expect(result.understood.assumptions.join(" ")).toContain("not needed");
  });

  it("reaches the Problem Solver's reading with continuity as a step", () => {
    const reading = readFreeFormProblem(
      "water flows at 2 m/s through a horizontal pipe 4 cm across, then the pipe narrows to 2 cm across. what's the speed in the narrow part?",
      "high-school",
    );
    expect(JSON.stringify(reading)).toContain("Continuity");
  });

  it("refuses a pipe that changes height, a liquid of unknown density and a sign the question turns", () => {
    const texts = [
      "Water flows at 2.0 m/s in a pipe of diameter 4.0 cm that rises 3.0 m and narrows to 2.0 cm. What is the pressure drop between the wide and the narrow part?",
      "Oil flows at 2.0 m/s through a horizontal pipe of diameter 4.0 cm that narrows to 2.0 cm. What is the pressure difference between the wide and the narrow section?",
      "Water flows at 2.0 m/s through a horizontal pipe of diameter 4.0 cm that narrows to 2.0 cm. What is the pressure in the narrow section minus the pressure in the wide section?",
    ];
    for (const text of texts) expect(solveText(text).status, text).toBe("cannot-solve");
  });

  it("does not answer when the stated speeds have the liquid slow down where the pipe narrows", () => {
    const text =
      "Water flows through a horizontal pipe. In the wide section the speed is 3.0 m/s and the pressure is 180 kPa; in the narrow section the speed is 1.0 m/s. What is the pressure in the narrow section?";
    expect(solveText(text).status).toBe("cannot-solve");
  });
});

describe("a pressure difference asked as how much lower one section is", () => {
  it("reads 'by how much is the pressure ... lower than' as the difference", () => {
    // v₂ = 3.0 × (6/3)² = 12 m/s; Δp = ½ ρ (v₂² − v₁²) = 500 × (144 − 9) = 67.5 kPa.
    const result = solveText(
      "Water moves at 3.0 m/s in a level pipe 6.0 cm across that narrows to 3.0 cm across. By how much is the pressure in the narrow part lower than in the wide part?",
    );
    expect(result.status).toBe("solved");
    if (result.status === "solved") expect(result.si.value).toBeCloseTo(500 * (144 - 9), 0);
  });
});

describe("a pressure stated beside the speed asked for in a narrowing pipe", () => {
  const pipe =
    "Water moves at 1.5 m/s through a level pipe 6.0 cm across, where its gauge pressure is 1.5 x 10^5 Pa. Further on the pipe narrows to 3.0 cm across.";

  it("is set aside: continuity alone gives the speed and the flow rate", () => {
    const speed = solved(`${pipe} How fast does the water move in the narrow part?`);
    expect(speed.si.value).toBeCloseTo(1.5 * 4, 6);
    expect(speed.understood.assumptions.join(" ")).toContain("pressure");
    const flow = solved(`${pipe} What is the volume flow rate?`);
    expect(flow.si.value).toBeCloseTo(Math.PI * 0.03 ** 2 * 1.5, 6);
  });

  it("is still used for the pressure asked in the narrow part", () => {
    const pressure = solved(`${pipe} What is the gauge pressure in the narrow part?`);
    expect(pressure.si.value).toBeCloseTo(1.5e5 - 0.5 * 1000 * (6 ** 2 - 1.5 ** 2), -2);
  });

  it("refuses two pressures that the speeds do not bear out", () => {
    expect(
      refused(
        "Water moves at 1.5 m/s through a level pipe 6.0 cm across, where its pressure is 1.5 x 10^5 Pa. In the narrow part the pressure is 1.2 x 10^5 Pa and the pipe is 3.0 cm across. How fast does the water move in the narrow part?",
      ),
    ).toBe(true);
  });
});
