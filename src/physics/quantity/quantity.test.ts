import { describe, expect, it } from "vitest";
// Imported as text through the bundler, so the engine stays free of file-system access.
import readme from "../README.md?raw";
import {
  convertQuantity,
  dimensionOf,
  formatQuantity,
  formatUnit,
  haveSameDimension,
  parseQuantity,
  parseUnit,
  quantitiesMatch,
  significantFiguresOf,
  toSI,
} from "./quantity";

function parsed(text: string) {
  const result = parseQuantity(text);
  if (!result.ok) throw new Error(`expected "${text}" to parse: ${result.error}`);
  return result.quantity;
}

describe("parseUnit reads the units of every area into engine notation", () => {
  it.each([
    // length
    ["m", "m"],
    ["km", "km"],
    ["cm", "cm"],
    ["mm", "mm"],
    ["μm", "um"],
    ["µm", "um"],
    ["nm", "nm"],
    ["Å", "angstrom"],
    ["angstrom", "angstrom"],
    // speed
    ["km/h", "km/h"],
    ["mph", "mph"],
    ["m/s", "m/s"],
    ["m/s²", "m/s^2"],
    ["m/s^2", "m/s^2"],
    ["m s^-2", "m/s^2"],
    ["m/s/s", "m/s^2"],
    // mass and force, energy, power
    ["g", "g"],
    ["kg", "kg"],
    ["N", "N"],
    ["J", "J"],
    ["kJ", "kJ"],
    ["kWh", "kWh"],
    ["eV", "eV"],
    ["keV", "keV"],
    ["MeV", "MeV"],
    ["GeV", "GeV"],
    ["W", "W"],
    ["kg·m/s", "kg*m/s"],
    ["kg*m/s", "kg*m/s"],
    ["N·m", "N*m"],
    ["N m", "N*m"],
    // pressure, volume, temperature
    ["Pa", "Pa"],
    ["kPa", "kPa"],
    ["atm", "atm"],
    ["L", "L"],
    ["mL", "mL"],
    ["°C", "degC"],
    ["°F", "degF"],
    ["K", "K"],
    ["J/(kg·K)", "J/kg/K"],
    ["J/(kg*K)", "J/kg/K"],
    ["J/kg/K", "J/kg/K"],
    ["J/(kg °C)", "J/kg/degC"],
    ["kg/m³", "kg/m^3"],
    ["W/m²", "W/m^2"],
    // electricity and magnetism
    ["C", "C"],
    ["nC", "nC"],
    ["μC", "uC"],
    ["uC", "uC"],
    ["V", "V"],
    ["mV", "mV"],
    ["A", "A"],
    ["mA", "mA"],
    ["Ω", "ohm"],
    ["ohm", "ohm"],
    ["kΩ", "kohm"],
    ["kohm", "kohm"],
    ["MΩ", "Mohm"],
    ["F", "F"],
    ["μF", "uF"],
    ["nF", "nF"],
    ["pF", "pF"],
    ["T", "T"],
    ["mT", "mT"],
    ["μT", "uT"],
    ["G", "G"],
    ["gauss", "G"],
    ["Wb", "Wb"],
    ["H", "H"],
    ["mH", "mH"],
    // frequency and angles
    ["Hz", "Hz"],
    ["kHz", "kHz"],
    ["MHz", "MHz"],
    ["rad", "rad"],
    ["°", "deg"],
    ["deg", "deg"],
    ["degrees", "deg"],
    ["rev", "rev"],
    ["rpm", "rpm"],
    ["rad/s", "rad/s"],
    ["u", "u"],
    ["", ""],
    // words
    ["meters", "m"],
    ["metres", "m"],
    ["seconds", "s"],
    ["kilograms", "kg"],
    ["newtons", "N"],
    ["joules", "J"],
    ["volts", "V"],
    ["amps", "A"],
    ["ohms", "ohm"],
    ["kilometers per hour", "km/h"],
    ["meters per second", "m/s"],
    ["meters per second squared", "m/s^2"],
    ["square meters", "m^2"],
    ["degrees Celsius", "degC"],
    ["electron volts", "eV"],
    ["microcoulombs", "uC"],
    ["kilohms", "kohm"],
    ["kOhm", "kohm"],
    ["MOhm", "Mohm"],
    ["nanometers", "nm"],
    ["revolutions per minute", "rpm"],
    ["miles per hour", "mph"],
    // small pressures and volumes, not a mass unit u or a metre times a pascal
    ["μPa", "uPa"],
    ["mPa", "mPa"],
    ["μL", "uL"],
  ])("%j is %j", (text, expected) => {
    expect(parseUnit(text)).toBe(expected);
  });

  it.each([["furlongs"], ["m/"], ["kg^"], ["(m"], ["xyz"], ["in"], ["Kg"], ["m)"], ["5"]])(
    "%j is not a unit",
    (text) => {
      expect(parseUnit(text)).toBeUndefined();
    },
  );
});

describe("parseQuantity", () => {
  it.each([
    ["72 km/h", 72, "km/h"],
    ["2.5 × 10^3 m/s", 2500, "m/s"],
    ["3.0 × 10⁸ m/s", 3e8, "m/s"],
    ["9.8 m/s²", 9.8, "m/s^2"],
    ["−40 °C", -40, "degC"],
    ["4.7 kΩ", 4.7, "kohm"],
    ["2 μC", 2, "uC"],
    ["500 nm", 500, "nm"],
    ["1/2 kg", 0.5, "kg"],
    ["0.5", 0.5, ""],
    ["4186 J/(kg·K)", 4186, "J/kg/K"],
    ["12 newtons", 12, "N"],
    ["30°", 30, "deg"],
    ["0.80c", 0.8, "c"],
  ])("%j is %d %j", (text, value, unit) => {
    const quantity = parsed(text);
    expect(quantity.value).toBeCloseTo(value, 10);
    expect(quantity.unit).toBe(unit);
  });

  it.each([[""], ["   "], ["hello"], ["5 furlongs"], ["m/s"], ["5 m/"], ["x".repeat(10_000)]])(
    "gives an error for %j and never throws",
    (text) => {
      const result = parseQuantity(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
    },
  );
});

describe("conversions", () => {
  it("72 km/h is 20 m/s", () => {
    expect(convertQuantity(parsed("72 km/h"), "m/s")?.value).toBeCloseTo(20, 10);
    expect(toSI(parsed("72 km/h"))).toEqual({ value: expect.closeTo(20, 10), unit: "m/s" });
  });
  it("1 atm is 101325 Pa", () => {
    expect(toSI(parsed("1 atm"))).toEqual({ value: expect.closeTo(101325, 6), unit: "Pa" });
  });
  it("25 °C is 298.15 K as a temperature, and 25 K as a difference", () => {
    expect(toSI(parsed("25 °C")).value).toBeCloseTo(298.15, 10);
    expect(toSI(parsed("25 °C"), { temperatureDifference: true }).value).toBeCloseTo(25, 10);
    expect(convertQuantity({ value: 300, unit: "K" }, "degC")?.value).toBeCloseTo(26.85, 10);
    expect(convertQuantity({ value: 212, unit: "degF" }, "degC")?.value).toBeCloseTo(100, 10);
    expect(
      convertQuantity({ value: 9, unit: "degF" }, "K", { temperatureDifference: true })?.value,
    ).toBeCloseTo(5, 10);
  });
  it("a degree inside a compound unit is an interval: 1 J/(kg·°C) is 1 J/(kg·K)", () => {
    expect(convertQuantity({ value: 1, unit: "J/kg/degC" }, "J/kg/K")?.value).toBeCloseTo(1, 12);
  });
  it("1 eV is 1.602176634e-19 J exactly as defined", () => {
    expect(toSI(parsed("1 eV")).value).toBe(1.602176634e-19);
    expect(toSI(parsed("2 MeV")).value).toBeCloseTo(3.204353268e-13, 22);
  });
  it("1 Å is 0.1 nm", () => {
    expect(convertQuantity(parsed("1 Å"), "nm")?.value).toBeCloseTo(0.1, 12);
  });
  it("60 rpm is 2π rad/s", () => {
    expect(toSI(parsed("60 rpm"))).toEqual({ value: expect.closeTo(2 * Math.PI, 10), unit: "rad/s" });
  });
  it("gauss, atomic mass units, kWh and mph have their defined values", () => {
    expect(toSI(parsed("1 G")).value).toBeCloseTo(1e-4, 12);
    expect(toSI(parsed("1 u")).value).toBeCloseTo(1.6605390666e-27, 35);
    expect(toSI(parsed("1 kWh")).value).toBeCloseTo(3.6e6, 3);
    expect(toSI(parsed("1 mph")).value).toBeCloseTo(0.44704, 10);
  });
  it("keeps a unit that is already coherent SI", () => {
    expect(toSI({ value: 5, unit: "N*m" })).toEqual({ value: 5, unit: "N*m" });
  });
  it("expresses prefixed electrical units in their SI names", () => {
    expect(toSI({ value: 4.7, unit: "kohm" })).toEqual({ value: expect.closeTo(4700, 9), unit: "ohm" });
    expect(toSI({ value: 2, unit: "uC" })).toEqual({ value: expect.closeTo(2e-6, 15), unit: "C" });
    expect(toSI({ value: 3, unit: "kJ" }).unit).toBe("J");
  });
  it("refuses to convert between different dimensions", () => {
    expect(convertQuantity({ value: 1, unit: "m" }, "s")).toBeUndefined();
    expect(convertQuantity({ value: 1, unit: "furlong" }, "m")).toBeUndefined();
  });
});

describe("dimensions", () => {
  it("gives the exponents of the SI base dimensions", () => {
    expect(dimensionOf("N")).toEqual({
      length: 1,
      mass: 1,
      time: -2,
      current: 0,
      temperature: 0,
      amount: 0,
      luminousIntensity: 0,
    });
    expect(dimensionOf("ohm")?.current).toBe(-2);
    expect(dimensionOf("nonsense")).toBeUndefined();
  });
  it("compares dimensions of different-looking units", () => {
    expect(haveSameDimension("J", "N*m")).toBe(true);
    expect(haveSameDimension("eV", "kWh")).toBe(true);
    expect(haveSameDimension("V/m", "N/C")).toBe(true);
    expect(haveSameDimension("T", "G")).toBe(true);
    expect(haveSameDimension("m", "s")).toBe(false);
    expect(haveSameDimension("m", "unknown")).toBe(false);
  });
});

describe("quantitiesMatch", () => {
  it("accepts equivalent units within the tolerance", () => {
    expect(quantitiesMatch({ value: 72, unit: "km/h" }, { value: 20, unit: "m/s" }, 0.02)).toEqual({
      match: true,
      sameDimension: true,
    });
    expect(quantitiesMatch({ value: 20.3, unit: "m/s" }, { value: 20, unit: "m/s" }, 0.02).match).toBe(true);
  });
  it("rejects values outside the tolerance", () => {
    expect(quantitiesMatch({ value: 20.5, unit: "m/s" }, { value: 20, unit: "m/s" }, 0.02).match).toBe(false);
  });
  it("reports a dimension mismatch", () => {
    expect(quantitiesMatch({ value: 20, unit: "m" }, { value: 20, unit: "m/s" }, 0.02)).toEqual({
      match: false,
      sameDimension: false,
    });
  });
  it("compares absolute temperatures with their offsets", () => {
    expect(quantitiesMatch({ value: 25, unit: "degC" }, { value: 298.15, unit: "K" }, 0.001).match).toBe(
      true,
    );
  });
  it("treats an expected zero strictly", () => {
    expect(quantitiesMatch({ value: 0.1, unit: "N" }, { value: 0, unit: "N" }, 0.02).match).toBe(false);
    expect(quantitiesMatch({ value: 0, unit: "N" }, { value: 0, unit: "N" }, 0.02).match).toBe(true);
  });
});

describe("formatting", () => {
  it("writes significant figures and readable units", () => {
    expect(formatQuantity({ value: 20, unit: "m/s" }, 3)).toBe("20.0 m/s");
    expect(formatQuantity({ value: 3e8, unit: "m/s" }, 3)).toBe("3.00 × 10^8 m/s");
    expect(formatQuantity({ value: 4.7, unit: "kohm" }, 2)).toBe("4.7 kΩ");
    expect(formatQuantity({ value: 30, unit: "deg" }, 2)).toBe("30°");
    expect(formatQuantity({ value: 9.81, unit: "m/s^2" }, 3)).toBe("9.81 m/s²");
    expect(formatQuantity({ value: 0.5, unit: "" }, 2)).toBe("0.50");
    expect(formatUnit("kg*m/s")).toBe("kg·m/s");
    expect(formatUnit("uC")).toBe("μC");
  });
  it("counts significant figures as written", () => {
    expect(significantFiguresOf("2.50")).toBe(3);
    expect(significantFiguresOf("0.040")).toBe(2);
    expect(significantFiguresOf("2500")).toBe(2);
    expect(significantFiguresOf("2.5e3")).toBe(2);
    expect(significantFiguresOf("2,500")).toBe(2);
    expect(significantFiguresOf("abc")).toBeUndefined();
  });
});

describe("the engine notation of src/physics/README.md", () => {
  it("parses every unit the notation section lists", () => {
    const section = readme.split("## Unit notation")[1]?.split("\n## ")[0] ?? "";
    const listed = [...section.matchAll(/`([^`]*)`/g)]
      .map((match) => match[1])
      .filter((token) => !/^[*/^]$/.test(token) && !token.endsWith(".ts"))
      .map((token) => (token === '""' ? "" : token));
    expect(listed.length).toBeGreaterThan(40);
    for (const unit of listed) expect(parseUnit(unit), unit).toBeDefined();
  });
});
