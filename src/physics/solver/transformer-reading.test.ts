import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solved } from "./test-helpers";

describe("an ideal transformer read from the words primary and secondary", () => {
  it("steps a mains voltage down by the turns ratio, whichever winding is named first", () => {
    const result = solved(
      "The secondary of a doorbell transformer has 50 turns and its primary has 2300 turns. The primary runs on 230 V. What voltage does the secondary give?",
    );
    expect(result.answer.value).toBeCloseTo(5, 6);
    expect(result.steps.some((step) => step.equation === "V_s = V_p \\frac{N_s}{N_p}")).toBe(true);
    expect(result.understood.assumptions).toContain(
      "The transformer is ideal: no flux leaks and no power is lost.",
    );
  });

  it("finds the primary current from the secondary's, inversely as the turns", () => {
    const result = solved(
      "A transformer's primary coil has 150 turns and its secondary coil 3000 turns. When the secondary supplies 0.20 A, what current flows in the primary?",
    );
    expect(result.si.value).toBeCloseTo(4, 6);
  });

  it("finds how many turns the secondary needs, with a value in the question", () => {
    const result = solved(
      "A transformer's primary, with 600 windings, is on a 120 V line. How many turns does the secondary need to deliver 6.0 V?",
    );
    expect(result.si.value).toBeCloseTo(30, 6);
  });

  it("sets aside the supply's frequency and the core's mass, which do not change the ratios", () => {
    const result = solved(
      "A 60 Hz, 120 V supply feeds the primary (800 turns) of a transformer whose 2.5 kg laminated core also carries a 200-turn secondary. Find the secondary voltage.",
    );
    expect(result.si.value).toBeCloseTo(30, 6);
    expect(result.understood.assumptions.join(" ")).toContain("Not needed for this answer");
  });

  it("refuses a transformer with losses, which the ideal ratios would overstate", () => {
    const result = solveText(
      "A transformer that is 92% efficient has 1000 primary turns and 50 secondary turns. Its primary is on 240 V. What is the secondary voltage?",
    );
    expect(result.status).toBe("cannot-solve");
  });
});

describe("values the relation's result does not depend on", () => {
  it("gives a solenoid's field from its turns per length and current, not its radius or its wire's resistance", () => {
    const result = solved(
      "A solenoid of length 30 cm and radius 2.5 cm is wound with 900 turns of wire with a resistance of 5.0 Ω. When it carries 0.60 A, what is the magnetic field inside it in mT?",
    );
    expect(result.si.value).toBeCloseTo((4e-7 * Math.PI * 900 * 0.6) / 0.3, 8);
    expect(result.understood.assumptions.join(" ")).toContain("Not needed for this answer");
  });

  it("still refuses a stated height that a body's later motion would need", () => {
    expect(
      solveText(
        "A 1.2 kg ball rolls off a 4.0 m high bench at 2.0 m/s. What is its kinetic energy when it lands?",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("a source's voltage written with AC after it", () => {
  it("reads '240 V AC' as 240 volts of an alternating source, not volts times amperes times coulombs", () => {
    const result = solved(
      "A transformer has 600 turns on its primary and 30 turns on its secondary. The primary is connected to 240 V AC. What voltage does the secondary give?",
    );
    expect(result.si.value).toBeCloseTo(12, 6);
  });
});
