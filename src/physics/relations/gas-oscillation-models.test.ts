import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { refused, solved, solvedSI } from "../solver/test-helpers";
import { constant } from "./relation";

const R = constant("Rgas");

function principles(text: string): string {
  return solved(text)
    .steps.map((step) => step.principle)
    .join(" | ");
}

function refuses(text: string): boolean {
  return solveText(text).status === "cannot-solve";
}

describe("speeds of gas molecules", () => {
  it("gives the rms speed from the temperature and the molar mass", () => {
    const text =
      "Find the root-mean-square speed of helium atoms in a gas at 400 K. The molar mass of helium is 4.0 g/mol.";
    expect(solvedSI(text)).toBeCloseTo(Math.sqrt((3 * R * 400) / 0.004), 0);
    expect(principles(text)).toMatch(/root-mean-square speed .*Maxwell/);
  });

  it("gives the mean speed of the Maxwell distribution, with a temperature typed as 35C", () => {
    expect(
      solvedSI("What is the average speed of argon molecules at 35C? Molar mass of argon: 40 g/mol"),
    ).toBeCloseTo(Math.sqrt((8 * R * 308.15) / (Math.PI * 0.04)), 0);
  });

  it("gives the most probable speed", () => {
    expect(
      solvedSI(
        "Oxygen gas (molar mass 32 g/mol) is at 250 K. Calculate the most probable speed of its molecules.",
      ),
    ).toBeCloseTo(Math.sqrt((2 * R * 250) / 0.032), 0);
  });

  it("still reads a cyclist's average speed as distance over time", () => {
    expect(solvedSI("A cyclist covers 12 km in 40 min. What is her average speed?")).toBeCloseTo(5, 6);
  });
});

describe("gauge pressure", () => {
  it("adds the atmosphere before using the gas law and takes it off again, step by step", () => {
    const text =
      "A bike tyre is pumped to a gauge pressure of 450 kPa when the air in it is at 15 °C. Left in the sun at constant volume, the air warms to 40 °C. Atmospheric pressure is 100 kPa. Find the new gauge pressure.";
    const result = solved(text);
    expect(result.si.value).toBeCloseTo(550e3 * (313.15 / 288.15) - 100e3, -1);
    expect(
      result.steps.map((step) => step.principle).filter((principle) => /^(Absolute|Gay)/.test(principle)),
    ).toEqual([
      "Absolute pressure is gauge pressure plus atmospheric pressure (before)",
      "Gay-Lussac's law",
      "Absolute pressure is gauge pressure plus atmospheric pressure (after)",
    ]);
  });

  it("takes the atmosphere as 1 atm when it is not given, and says so", () => {
    const text =
      "A sealed gas cylinder's gauge reads 30 psi at 20 C. It is left in a car where the gas reaches 50 C. What does the gauge read now, in psi?";
    const result = solved(text);
    const absolute = (30 + 14.696) * (323.15 / 293.15);
    expect(result.answer.unit).toBe("psi");
    expect(result.answer.value).toBeCloseTo(absolute - 14.696, 0);
    expect(result.understood.assumptions.join(" ")).toMatch(/Atmospheric pressure .*not given/);
  });

  it("refuses when the volume may change, as the constant-volume law no longer holds", () => {
    expect(
      refuses(
        "A tyre's gauge pressure is 200 kPa at 10 °C. It warms to 40 °C and bulges a little. What is the new gauge pressure?",
      ),
    ).toBe(true);
  });
});

describe("adiabatic and isothermal changes stated by a ratio of volumes", () => {
  it("gives the work done on a monatomic gas compressed adiabatically, with γ = 5/3 from its kind", () => {
    const text =
      "1.5 mol of a monatomic ideal gas at 320 K is compressed adiabatically and reversibly to one-third of its original volume. How much work is done on the gas?";
    const finalTemperature = 320 * 3 ** (2 / 3);
    const result = solved(text);
    expect(result.si.value).toBeCloseTo(1.5 * 1.5 * R * (finalTemperature - 320), 0);
    expect(result.understood.assumptions.join(" ")).toMatch(/γ = 5\/3/);
    expect(result.understood.assumptions.join(" ")).toMatch(/V₂\/V₁ = 0\.333/);
  });

  it("reads γ written as a symbol for the final temperature of an adiabatic expansion", () => {
    expect(
      solvedSI(
        "Air (γ = 1.40) at 290 K expands reversibly and adiabatically until it occupies twice its initial volume. What is its final temperature?",
      ),
    ).toBeCloseTo(290 * 2 ** -0.4, 2);
  });

  it("refuses an adiabatic change when neither γ nor the kind of gas is stated", () => {
    expect(
      refuses(
        "An ideal gas at 300 K is compressed adiabatically to half its volume. Find its final temperature.",
      ),
    ).toBe(true);
  });

  it("gives the entropy change of a gas that doubles its volume at constant temperature", () => {
    expect(
      solvedSI(
        "3.0 mol of an ideal gas doubles its volume in an isothermal expansion. What is its entropy change?",
      ),
    ).toBeCloseTo(3 * R * Math.log(2), 6);
  });

  it("gives the entropy change of a free expansion into an identical evacuated flask", () => {
    const text =
      "A flask holding 0.80 mol of nitrogen is joined by a closed valve to an identical evacuated flask. The valve is opened and the gas expands freely. Find the entropy change of the gas.";
    expect(solvedSI(text)).toBeCloseTo(0.8 * R * Math.log(2), 6);
    expect(principles(text)).toMatch(/temperature ends where it began/);
  });

  it("gives the temperature of a gas compressed by a stated work while its temperature stays constant", () => {
    const text =
      "Compressing 2.0 mol of an ideal gas to one-third of its original volume takes 1200 J of work to compress it. Find the temperature of the gas, which remains constant throughout.";
    expect(solvedSI(text) / (1200 / (2 * R * Math.log(3)))).toBeCloseTo(1, 6);
    expect(principles(text)).toMatch(/negative of the work the gas does/);
  });

  it("gives the negative work a gas does when compressed isothermally to a quarter of its volume", () => {
    expect(
      solvedSI(
        "At a constant temperature of 310 K, 2.0 mol of an ideal gas is compressed to one-fourth of its initial volume. What is the work done by the gas?",
      ),
    ).toBeCloseTo(2 * R * 310 * Math.log(0.25), 3);
  });
});

describe("echoes", () => {
  it("halves a wave's trip to a wall and back, written as 'reflect and return'", () => {
    const text =
      "Ripples cross a tank at 0.40 m/s. They travel to the far wall, reflect, and return to where they started 5.0 s later. How long is the tank?";
    expect(solvedSI(text)).toBeCloseTo(1, 6);
  });

  it("halves the round trip of an echo", () => {
    const text =
      "A hiker claps and hears the echo off a canyon wall 2.4 s later. Sound moves at 340 m/s. How far away is the wall?";
    expect(solvedSI(text)).toBeCloseTo(408, 6);
    expect(principles(text)).toMatch(/round trip/);
  });

  it("gives the depth of the sea from a sonar echo", () => {
    expect(
      solvedSI(
        "A ship's sonar pulse comes back as an echo from the sea floor 0.80 s after it is sent. Sound travels at 1500 m/s in seawater. How deep is the sea there?",
      ),
    ).toBeCloseTo(600, 6);
  });

  it("keeps distance as speed times time when nothing comes back", () => {
    expect(solvedSI("Sound travels at 340 m/s. How far does it go in 2.0 s?")).toBeCloseTo(680, 6);
  });
});

describe("an oscillator's speed at a displacement", () => {
  it("tells the amplitude it is released from from the displacement the question names", () => {
    const text =
      "A 0.40 kg cart on a spring of stiffness 90 N/m is displaced 12 cm from equilibrium and released. How fast is it moving when it is 5.0 cm from equilibrium?";
    const result = solved(text);
    expect(result.si.value).toBeCloseTo(Math.sqrt((90 / 0.4) * (0.12 ** 2 - 0.05 ** 2)), 6);
    expect(result.understood.quantities.map((quantity) => quantity.variable)).toEqual([
      "m",
      "k",
      "A_amp",
      "xShm",
    ]);
  });

  it("refuses a displacement beyond the amplitude", () => {
    expect(
      refuses(
        "A 0.40 kg cart on a spring of stiffness 90 N/m is displaced 5.0 cm from equilibrium and released. How fast is it moving when it is 12 cm from equilibrium?",
      ),
    ).toBe(true);
  });
});

describe("a damped oscillator's amplitude", () => {
  it("gives the time for the amplitude to fall to a fraction, whatever the spring's stiffness", () => {
    const text =
      "A 2.0 kg mass hangs from a spring with k = 180 N/m in oil, which damps it with b = 0.60 kg/s. How long until the amplitude falls to one-third of its initial value?";
    const result = solved(text);
    expect(result.si.value).toBeCloseTo((2 * 2 * Math.log(3)) / 0.6, 6);
    expect(result.understood.assumptions.join(" ")).toMatch(/A\/A₀ = 0\.333/);
  });

  it("refuses when the words give no fraction of the amplitude", () => {
    expect(
      refuses(
        "A 2.0 kg mass on a spring is damped with b = 0.60 kg/s. How long until the amplitude is small?",
      ),
    ).toBe(true);
  });
});

describe("a liquid that spills from a full container when both warm", () => {
  it("takes the container's expansion (three times its linear coefficient) off the liquid's", () => {
    const text =
      "A steel can is filled to the brim with 2.50 L of petrol at 5.0 °C, and both warm to 30.0 °C. With β = 9.5 × 10^-4 K^-1 for the petrol and α = 1.2 × 10^-5 K^-1 for the steel, how much petrol spills, in mL?";
    const result = solved(text);
    expect(result.answer.unit).toBe("mL");
    expect(result.si.value).toBeCloseTo((9.5e-4 - 3 * 1.2e-5) * 2.5e-3 * 25, 9);
  });

  it("refuses when both coefficients are given for volume, as it cannot tell which is the container's", () => {
    expect(
      refuses(
        "A flask filled to the brim with 1.0 L of water at 10 °C warms to 60 °C. With β = 2.1 × 10^-4 K^-1 and β = 2.7 × 10^-5 K^-1, how much water overflows?",
      ),
    ).toBe(true);
  });
});

describe("counting the molecules of a gas", () => {
  it("gives the number of molecules in a cubic centimetre from the pressure and temperature", () => {
    const kB = constant("kB");
    const text =
      "A storage bulb holds neon at a pressure of 2.0 Pa and a temperature of 27 °C. How many molecules are there in a cubic centimeter of it?";
    expect(solvedSI(text) / ((2.0 * 1e-6) / (kB * 300.15))).toBeCloseTo(1, 4);
  });
});

describe("an ideal gas compressed or expanded by a share of its volume", () => {
  it("reads 'compressed adiabatically to one-eighth of its original volume' as a volume ratio", () => {
    expect(
      solvedSI(
        "Air (γ = 1.40) at 290 K is compressed adiabatically to one-eighth of its original volume. What is its final temperature?",
      ),
    ).toBeCloseTo(290 * 8 ** 0.4, 6);
  });

  it("gives an isothermal expansion's entropy change whatever the temperature it happens at", () => {
    expect(
      solvedSI(
        "Three moles of an ideal gas expand isothermally at 400 K from a volume of 5.0 L to a volume of 20.0 L. What is the change in entropy of the gas?",
      ),
    ).toBeCloseTo(3 * R * Math.log(4), 6);
  });
});

describe("an isothermal change given as a share of the volume", () => {
  it("gives the entropy change from the volume ratio whatever the temperature", () => {
    expect(
      solvedSI(
        "3.0 mol of an ideal gas at 350 K is compressed isothermally to one-fourth of its original volume. What is the entropy change of the gas?",
      ),
    ).toBeCloseTo(3 * R * Math.log(0.25), 6);
  });
});

describe("an isothermal change's entropy per mole", () => {
  it("gives R ln r_V in J/(mol·K), setting aside the only value given, the temperature", () => {
    const solution = solved(
      "An ideal gas at 300 K is compressed isothermally to one-fifth its original volume. Determine the entropy change per mole of the gas.",
    );
    expect(solution.si).toEqual({ value: expect.closeTo(R * Math.log(0.2), 6), unit: "J/mol/K" });
    expect(solution.understood.assumptions.join(" ")).toMatch(/Not needed for this answer: "300 K"/);
  });

  it("does not answer a heating with no other value, the temperature being all it has", () => {
    expect(refused("A gas at 300 K is heated. What is its entropy change?")).toBe(true);
  });
});
