import { describe, expect, it } from "vitest";
import { convertQuantity, formatQuantity, parseUnit } from "../quantity/quantity";
import { extractQuantities, normalizeProblemText } from "./extract";
import { solveText } from "./free-form";
import { refused, solved, solvedSI } from "./test-helpers";

const read = (text: string) =>
  extractQuantities(normalizeProblemText(text)).map((quantity) => [quantity.value, quantity.unit]);

describe("numbers written in words", () => {
  it("reads a number in words before a unit's name as a value", () => {
    expect(read("Two hundred joules of heat are removed")).toEqual([[200, "J"]]);
    expect(read("Fifty grams of water")).toEqual([[50, "g"]]);
    expect(read("a wire twenty-five metres long")).toEqual([[25, "m"]]);
    expect(read("two thousand five hundred newtons")).toEqual([[2500, "N"]]);
  });

  it("leaves number words that count things, not units, as words", () => {
    expect(read("one of the two charges")).toEqual([]);
    expect(read("three times as long")).toEqual([]);
    expect(read("It takes one revolution")).toEqual([]);
  });
});

describe("values listed as symbols with their units", () => {
  it("reads a unit written with a hyphen of its own", () => {
    expect(read("a 12 fl-oz can and a 1.00-m-long rod")).toEqual([
      [12, "floz"],
      [1, "m"],
    ]);
    expect(solvedSI("Convert 16 fl oz to liters.")).toBeCloseTo(16 * 29.5735295625e-6, 12);
  });

  it("ends a unit before the next symbol that is given a value", () => {
    expect(read("a circuit with R=220 ohm L=0.50 H C=10 uF")).toEqual([
      [220, "ohm"],
      [0.5, "H"],
      [10, "uF"],
    ]);
  });

  it("answers a series circuit whose parts are listed so", () => {
    const omega = 2 * Math.PI * 50;
    const impedance = Math.hypot(30, omega * 0.1 - 1 / (omega * 50e-6));
    expect(
      solvedSI(
        "rlc in series, R = 30 ohm L = 0.10 H C = 50 uF on a 230 V rms 50 Hz supply. find the rms current",
      ),
    ).toBeCloseTo(230 / impedance, 6);
  });
});

describe("a capacitor's stored energy and a spring's top speed in a student's words", () => {
  it("reads the energy a capacitor stores", () => {
    expect(
      solvedSI("What voltage must a 50 μF capacitor be charged to so that it stores 0.40 J?"),
    ).toBeCloseTo(Math.sqrt((2 * 0.4) / 50e-6), 6);
  });

  it("reads 'max speed' as the maximum speed of an oscillation", () => {
    expect(solvedSI("2 kg block on a spring, k = 800 N/m, amplitude 5 cm. whats its max speed")).toBeCloseTo(
      0.05 * Math.sqrt(800 / 2),
      6,
    );
  });
});

describe("a capacitor charging through a resistor", () => {
  it("gives the charge a time after the switch closes, not the full charge C V", () => {
    // q = C V (1 − e^(−t/RC)) = 4.7 μF × 9.0 V × (1 − e^(−0.10/0.47))
    const tau = 100e3 * 4.7e-6;
    expect(
      solvedSI(
        "An uncharged 4.7 μF capacitor is charged through a 100 kΩ resistor by a 9.0 V battery. What is the charge on the capacitor 0.10 s after the switch is closed?",
      ),
    ).toBeCloseTo(4.7e-6 * 9 * (1 - Math.exp(-0.1 / tau)), 12);
  });
});

describe("a quantity asked for after a change, whose value before is given", () => {
  it("reads the given activity as the starting one when the question asks for it later", () => {
    const result = solved(
      "A radioactive source has an activity of 8.0 mCi, and its half-life is 5.0 d. What is its activity 10.0 d later?",
    );
    expect(result.answer.unit).toBe("mCi");
    expect(result.answer.value).toBeCloseTo(2.0, 6);
  });
});

describe("a value read as what its unit usually measures", () => {
  it("takes a rate in hertz as a frequency when the words name nothing that leads to the answer", () => {
    const result = solved(
      "What is the wavelength of the waves you make if you tap the water at a rate of 3.00 Hz and the waves travel at 0.600 m/s?",
    );
    expect(result.answer.value).toBeCloseTo(0.2, 6);
    expect(result.answer.unit).toBe("m");
  });

  it("never reads a speed the words name as the initial one as a constant speed", () => {
    expect(
      refused(
        "A train decelerates uniformly from 30 m/s to rest over a distance of 450 m. How long does it take to stop?",
      ),
    ).toBe(true);
  });
});

describe("the sign of heat that leaves a reservoir", () => {
  it("gives a reservoir that loses heat a negative entropy change", () => {
    expect(
      solvedSI(
        "Two hundred joules of heat are removed from a heat reservoir at a temperature of 200 K. What is the entropy change of the reservoir?",
      ),
    ).toBeCloseTo(-1, 6);
  });

  it("answers by how much a quantity decreases with the size of the fall", () => {
    const result = solved("A reservoir at 300 K loses 600 J of heat. By how much does its entropy decrease?");
    expect(result.answer.value).toBeCloseTo(2, 6);
    expect(result.steps.at(-1)?.principle).toContain("decreases");
  });
});

describe("a change of phase", () => {
  it("refuses an entropy change across boiling rather than use a single-phase relation", () => {
    expect(
      refused(
        "Fifty grams of water at 0 °C are changed into vapor at 100 °C. What is the change in entropy of the water in this process?",
      ),
    ).toBe(true);
  });
});

describe("a share asked in percent", () => {
  it("gives an efficiency asked in percent in percent, and one asked plainly as a ratio", () => {
    const inPercent = solved(
      "A heat engine runs between a hot reservoir at 350 °C and a cold reservoir at 40 °C. What is the maximum possible efficiency, in percent?",
    );
    expect(inPercent.answer.unit).toBe("percent");
    expect(inPercent.answer.value).toBeCloseTo(49.7, 0);
    expect(inPercent.si.value).toBeCloseTo(0.497, 2);
    const plain = solved("A Carnot engine works between 600 K and 300 K. What is its efficiency?");
    expect(plain.answer.unit).toBe("");
    expect(plain.answer.value).toBeCloseTo(0.5, 6);
  });

  it("reads the percent sign and the word as one unit", () => {
    expect(read("an efficiency of 40%")).toEqual([[0.4, ""]]);
    expect(parseUnit("%")).toBe("percent");
    expect(convertQuantity({ value: 0.25, unit: "" }, "percent")?.value).toBeCloseTo(25, 10);
    expect(formatQuantity({ value: 25, unit: "percent" })).toBe("25.0 %");
  });
});

describe("a rotation that comes to a stop", () => {
  it("takes the angular speed given as the initial one and ends at rest, slowing", () => {
    const result = solved(
      "A flywheel spinning at 12 rad/s slows down at 0.80 rad/s^2 until it comes to rest. How long does it take to stop?",
    );
    expect(result.answer.value).toBeCloseTo(15, 6);
    expect(result.understood.assumptions).toContain("It ends at rest (ω = 0).");
    expect(
      solvedSI(
        "A cyclist's wheels turn at 3.0 rev/s. The cyclist brakes and the wheels' rotation rate decreases at 0.30 rev/s^2. How long does it take to come to a complete stop?",
      ),
    ).toBeCloseTo(10, 6);
  });
});

describe("an ion's charge named in words", () => {
  it("gives a singly or doubly charged ion one or two elementary charges", () => {
    const text = (kind: string) =>
      `A ${kind} charged ion moves at 2.0 × 10^5 m/s perpendicular to a 0.50 T magnetic field in a circle of radius 4.0 cm. What is the mass of the ion?`;
    expect(solvedSI(text("singly"))).toBeCloseTo(1.602e-26, 28);
    expect(solvedSI(text("doubly"))).toBeCloseTo(3.204e-26, 28);
  });
});

describe("a photon's wavelength and momentum", () => {
  it("reads a length joined to a photon as its wavelength and gives the photon's momentum h/λ", () => {
    const result = solved("What is the momentum of a 4.0-cm microwave photon?");
    expect(result.si.value).toBeCloseTo(6.62607015e-34 / 0.04, 40);
    expect(result.steps.at(-1)?.equation).toBe("p = \\frac{h}{\\lambda}");
  });

  it("keeps de Broglie's relation for a particle with mass and refuses when the kind is unclear", () => {
    expect(solvedSI("An electron has a de Broglie wavelength of 0.10 nm. What is its momentum?")).toBeCloseTo(
      6.62607015e-34 / 1e-10,
      30,
    );
    expect(refused("What is the momentum of something with a wavelength of 500 nm?")).toBe(true);
  });
});

describe("a grating's lines per length asked for", () => {
  it("answers how many lines per centimetre from the order, wavelength and angle, in lines per centimetre", () => {
    const result = solved(
      "How many lines per centimeter are there on a diffraction grating that gives a first-order maximum for 470-nm blue light at an angle of 25.0°?",
    );
    expect(result.answer.unit).toBe("1/cm");
    expect(result.si.value).toBeCloseTo(Math.sin((25 * Math.PI) / 180) / 470e-9, -3);
  });
});

describe("an emf induced in a coil", () => {
  it("reads an emf induced across a coil as the induced emf, not a battery's", () => {
    expect(
      solvedSI(
        "What is the rate at which the current through a 0.50-H coil is changing if an emf of 0.20 V is induced across the coil?",
      ),
    ).toBeCloseTo(0.4, 6);
    expect(
      solvedSI(
        "An emf of 6.0 × 10^-3 V is induced in a coil while the current in a nearby coil is decreasing at a rate of 2.0 A/s. What is the mutual inductance of the two coils?",
      ),
    ).toBeCloseTo(3.0e-3, 8);
  });
});

describe("a value read by every variable its words name", () => {
  it("reads a bend's radius of curvature as the radius of the circular motion", () => {
    const result = solved(
      "A cyclist at 12.0 m/s leans into a bend of the track whose radius of curvature is 40.0 m. What centripetal acceleration does she have?",
    );
    expect(result.si.value).toBeCloseTo(144 / 40, 6);
  });
});

describe("what the question asks", () => {
  it("refuses when nothing after the question word names a quantity, rather than take one named before it", () => {
    const result = solveText(
      "Given that a concave mirror has a radius of curvature of 30.0 cm and produces an image of the glowing wire 2.40 m away from the mirror, where is the wire?",
    );
    expect(result.status === "cannot-solve" && result.reason).toMatch(
      /quantity asked for was not identified/,
    );
  });

  it("reads subscript digits as a symbol's subscript", () => {
    expect(
      solved("A cart starts with v₀ = 3.0 m/s and speeds up at 2.0 m/s² for 4.0 s. What is its final speed?")
        .understood.quantities[0].variable,
    ).toBe("v0");
  });
});

describe("a lens's power in diopters and an oscillator's energy", () => {
  it("gives a converging lens a positive power and a diverging one a negative power", () => {
    expect(
      solvedSI(
        "A magnifying glass is a converging lens of focal length 8.0 cm. What is its power in diopters?",
      ),
    ).toBeCloseTo(12.5, 6);
    expect(
      solvedSI("A diverging lens has a focal length of 40 cm. What is the power of the lens in diopters?"),
    ).toBeCloseTo(-2.5, 6);
    expect(
      solvedSI("Reading glasses have a power of +2.0 diopters. What is the focal length of the lens?"),
    ).toBeCloseTo(0.5, 6);
  });

  it("gives a mass on a spring the energy of its spring at the amplitude", () => {
    expect(
      solvedSI(
        "A block on a spring of force constant 200 N/m oscillates with a maximum displacement of 0.10 m. How much energy does the oscillation have?",
      ),
    ).toBeCloseTo(1, 6);
  });
});

describe('a question that names its quantity after "how long is the"', () => {
  it("asks for that quantity, not for a length", () => {
    const result = solved("How long is the period of a simple pendulum 2.0 m long?");
    expect(result.si.unit).toBe("s");
    expect(result.si.value).toBeCloseTo(2 * Math.PI * Math.sqrt(2 / 9.8), 6);
  });

  it("never sets aside a value written for a symbol the solution uses and takes its usual value instead", () => {
    // "(g = 10)" is the problem's g: the period is 2π√(2.0/10), or the problem is refused; never
    // 2π√(2.0/9.8) with the 10 called not needed.
    const result = solveText("How long is the period of a simple pendulum 2.0 m long? (g = 10)");
    const answered = result.status === "solved" ? result.si.value : undefined;
    expect(answered === undefined || Math.abs(answered - 2 * Math.PI * Math.sqrt(2 / 10)) < 1e-6).toBe(true);
  });
});

describe("a speed given as a share of the speed of light", () => {
  it("reads a percentage or a multiple of the speed of light as a speed in units of c", () => {
    expect(read("moving at 3% of the speed of light")).toEqual([[0.03, "c"]]);
    expect(read("at 0.95 times the speed of light")).toEqual([[0.95, "c"]]);
  });

  it("answers a speed below a tenth of c without relativity, and refuses a faster one", () => {
    const slow = solved(
      "What is the de Broglie wavelength of an electron moving at 3.0% of the speed of light?",
    );
    expect(slow.si.value).toBeCloseTo(6.62607015e-34 / (9.1093837e-31 * 0.03 * 299792458), 13);
    expect(
      refused("What is the de Broglie wavelength of an electron moving at 60% of the speed of light?"),
    ).toBe(true);
  });
});

describe("a moment of inertia printed as (kg-m)^2", () => {
  it("reads the value in kg·m², the unit of a moment of inertia, and answers the torque that spins a wheel up", () => {
    const text =
      "A flywheel whose moment of inertia is $2.5\\left(\\ \\text{kg}-\\text{m}\\right)^{2}$ starts from rest and reaches 30.0 rad/s in 6.0 s under a constant torque. What is the torque?";
    expect(read(text)).toContainEqual([2.5, "kg*m^2"]);
    expect(solvedSI(text)).toBeCloseTo((2.5 * 30) / 6, 6);
  });
});

describe("a monoatomic gas", () => {
  it("is read as monatomic, so its entropy change at constant pressure is answered", () => {
    const text =
      "A system consisting of 20.0 mol of a monoatomic ideal gas is cooled at constant pressure from a volume of 50.0 L to 10.0 L. The initial temperature was 300 K. What is the change in entropy of the gas?";
    expect(normalizeProblemText(text)).toContain("monatomic ideal gas");
    // At constant pressure T follows V: ΔS = (5/2) n R ln(V₂/V₁).
    expect(solvedSI(text)).toBeCloseTo(2.5 * 20 * 8.314462618 * Math.log(10 / 50), 3);
  });
});
