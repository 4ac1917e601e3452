import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved, solvedSI } from "./test-helpers";

describe("what students ask for in their own words", () => {
  it("gives a density asked for by name, and a cube's volume from its edge", () => {
    expect(solved("A 5.0 kg stone has a volume of 0.0020 m^3. What is its density?").si.value).toBeCloseTo(
      2500,
      6,
    );
    const cube = solved(
      "A brass cube 4.0 cm on each side has a mass of 540 g. What is the density of the brass?",
    );
    expect(cube.si.value).toBeCloseTo(0.54 / 0.04 ** 3, 3);
  });

  it("reads 'the fastest it can go' as a speed", () => {
    const result = solved(
      "a car goes around a flat curve of radius 50.0 m with coefficient of static friction 0.600. whats the fastest it can go without skidding?",
    );
    expect(result.understood.unknown?.variable).toBe("v");
    expect(result.si.value).toBeCloseTo(Math.sqrt(0.6 * 9.8 * 50), 6);
  });

  it("reads 'final temp' as the final temperature", () => {
    const result = solved(
      "i pour 100 g of water at 80 C into 400 g of water at 10 C in an insulated jug, whats the final temp?",
    );
    expect(result.understood.unknown?.variable).toBe("Tf");
    expect(result.si.value - 273.15).toBeCloseTo((100 * 80 + 400 * 10) / 500, 3);
  });

  it("reads 'max' as 'maximum' in the words that choose a relation, and not inside another word", () => {
    for (const asked of [
      "a heat engine works between 600 K and 300 K, whats the max possible efficiency?",
      "A heat engine runs between reservoirs at 600 K and 300 K. What is its max. theoretical efficiency?",
    ])
      expect(solved(asked).si.value, asked).toBeCloseTo(0.5, 6);
    // No word of a reversible engine: an engine's efficiency from two temperatures alone is refused.
    refused("a maxwell engine works between 600 K and 300 K, whats its efficiency?");
  });

  it("reads 'B field' and 'E field' as the magnetic and electric fields", () => {
    const electric = solved(
      "A point charge of 3.0 nC sits in empty space. What is the E field 20 cm from it?",
    );
    expect(electric.understood.unknown?.variable).toBe("Efield");
    expect(electric.si.value).toBeCloseTo((8.9875e9 * 3e-9) / 0.2 ** 2, 1);
    const magnetic = solved("A long straight wire carries 12 A. What is the B-field 4.0 cm from the wire?");
    expect(magnetic.understood.unknown?.variable).toBe("B");
    expect(magnetic.si.value).toBeCloseTo((4e-7 * Math.PI * 12) / (2 * Math.PI * 0.04), 9);
  });
});

describe("levels and images written the short way", () => {
  it("reads 'from n=5 to n=3' as the levels of a transition", () => {
    // 1/λ = R (1/9 − 1/25): the Paschen line near 1282 nm.
    const wavelength = solvedSI("hydrogen electron goes from n=5 to n=3, what wavelength comes out in nm");
    expect(wavelength * 1e9).toBeGreaterThan(1270);
    expect(wavelength * 1e9).toBeLessThan(1290);
  });

  it("reads how tall the image of a tall object is", () => {
    // 1/dᵢ = 1/15 − 1/40 gives dᵢ = 24 cm; hᵢ = −(24/40) × 5.0 cm = −3.0 cm (inverted).
    expect(
      Math.abs(
        solvedSI(
          "a 5.0 cm tall arrow sits 40 cm in front of a converging lens with a focal length of 15 cm. how tall is the image",
        ),
      ),
    ).toBeCloseTo(0.03, 6);
  });
});

describe("a universal constant the problem states", () => {
  it("is not read as a quantity of the problem", () => {
    const result = solved(
      "A star's surface is a blackbody at 5800 K. Taking Wien's constant as 2.90 × 10^-3 m·K, at what wavelength, in nm, does its spectrum peak?",
    );
    expect(result.answer.unit).toBe("nm");
    expect(result.si.value).toBeCloseTo(2.897771955e-3 / 5800, 9);
  });

  it("keeps a stated charge or mass that a particle of the problem may have", () => {
    const result = solved(
      "A particle of mass 9.11 × 10^-31 kg moves at 2.0 × 10^6 m/s. What is its kinetic energy?",
    );
    expect(result.si.value).toBeCloseTo(0.5 * 9.11e-31 * 4e12, 22);
  });
});

describe("a deceleration asked for", () => {
  it("is the size of the acceleration, with a step saying why the sign went", () => {
    const text = "a truck going 72 km/h brakes to a stop in 40 m, what's its deceleration if it's constant?";
    expect(solvedSI(text)).toBeCloseTo(20 ** 2 / (2 * 40), 9);
    expect(solved(text).steps.at(-1)?.principle).toMatch(/deceleration is the size of the acceleration/);
  });

  it("keeps the sign where an acceleration is asked for", () => {
    expect(solvedSI("A truck going 72 km/h brakes to a stop in 40 m. What is its acceleration?")).toBeCloseTo(
      -(20 ** 2) / (2 * 40),
      9,
    );
  });
});

describe("a quantity asked for in a student's shorthand", () => {
  it("reads 'freq' and 'temp' as the names they shorten", () => {
    const pipe = solved("organ pipe 1.20 m long, open at both ends, sound at 340 m/s. fundamental freq?");
    expect(pipe.understood.unknown?.variable).toBe("f");
    expect(pipe.si.value).toBeCloseTo(340 / 2.4, 6);
  });

  it("reads a bare 'field' as the field the data give, in the unit asked", () => {
    // Only a magnetic field follows from a coil's turns, length and current.
    const coil = solved("solenoid 0.50 m long with 1000 turns carrying 3.0 A. field inside in mT?");
    expect(coil.understood.unknown?.variable).toBe("B");
    expect(coil.si.value).toBeCloseTo(4e-7 * Math.PI * 2000 * 3, 9);
    // Only an electric field follows from a charge and a distance.
    const charge = solved("a point charge of 3.0 nC sits in empty space. whats the field 0.20 m from it?");
    expect(charge.understood.unknown?.variable).toBe("Efield");
    expect(charge.si.value).toBeCloseTo((8.99e9 * 3e-9) / 0.04, -1);
  });

  it("reads a quantity asked for by its usual symbol", () => {
    const coil = solved(
      "my solenoid is 0.30 m long, has 600 turns and carries 1.5 A. what's B inside, in mT?",
    );
    expect(coil.understood.unknown?.variable).toBe("B");
    expect(coil.si.value).toBeCloseTo(4e-7 * Math.PI * 2000 * 1.5, 9);
  });

  it("does not read the article 'a' as a symbol", () => {
    expect(refused("a 2.0 kg box is on a table. what is a good way to move it?")).toBe(true);
  });
});

describe("a string's length given as the span between its ends", () => {
  it("reads '1.5 m between the fixed ends' as the string's length", () => {
    // μ = 0.0090 kg / 1.5 m = 0.0060 kg/m; v = √(54/0.006) = 94.9 m/s; f₁ = v/(2L) = 31.6 Hz.
    const result = solved(
      "nylon string, 1.5 m between the fixed ends, mass 9.0 g, tension 54 N. fundamental frequency?",
    );
    expect(result.si.value).toBeCloseTo(Math.sqrt(54 / 0.006) / 3, 6);
  });
});

describe("an ordinal written in digits", () => {
  it("names a rank ('the 3rd harmonic', 'the 2nd-order maximum'), not a quantity", () => {
    // f₃ = 3 v / (2L) = 3 × 300 / 2.4 = 375 Hz.
    expect(
      solvedSI(
        "string is 1.2 m long, fixed at both ends, waves move at 300 m/s on it. freq of the 3rd harmonic?",
      ),
    ).toBeCloseTo(375, 6);
    // d sin θ = 2λ: sin θ = 2 × 500 nm / 2.0 μm = 0.5, θ = 30°.
    expect(
      solved(
        "light of wavelength 500 nm hits a grating with slits 2.0 μm apart. at what angle is the 2nd order bright fringe?",
      ).answer.value,
    ).toBeCloseTo(30, 6);
  });
});

describe("the field a distance 'away' from a long wire", () => {
  it("reads '4.0 cm away' as the distance from the wire", () => {
    // B = μ₀ I / (2π r) = 2e-7 × 20 / 0.040 = 100 μT.
    expect(solvedSI("long straight wire carrying 20 A. B field 4.0 cm away in microtesla?")).toBeCloseTo(
      1e-4,
      9,
    );
  });

  it("never takes a short piece of wire for a long one", () => {
    // A 1.0 cm segment seen from 1.0 m is a Biot–Savart element (2 × 10⁻⁹ T), not a long wire (4 × 10⁻⁷ T).
    expect(
      refused(
        "A short wire 1.0 cm long carries 2.0 A; the rest of the circuit is shielded. What is the magnetic field 1.0 m from it?",
      ),
    ).toBe(true);
  });
});

describe("climbing stairs", () => {
  it("does the work of lifting the body, and its power is that work over the time", () => {
    // P = m g h / t = 50 × 9.8 × 3.0 / 5.0 = 294 W.
    expect(solvedSI("a 50 kg student climbs stairs 3.0 m high in 5.0 s. average power?")).toBeCloseTo(294, 6);
  });
});

describe("short forms of a question typed in one run-on sentence", () => {
  it("reads 'the max KE' of photoelectrons as their maximum kinetic energy", () => {
    const result = solved(
      "light with wavelength 400 nm hits a metal with work function 2.30 eV, whats the max KE of the electrons that come out, in eV",
    );
    expect(result.understood.unknown?.variable).toBe("KEmax");
    // hc/λ − φ = 1240 eV·nm / 400 nm − 2.30 eV ≈ 0.80 eV.
    expect(result.answer.unit).toBe("eV");
    expect(result.answer.value).toBeCloseTo(0.8, 2);
  });

  it("reads 'the thinnest it can be' of a film as its least thickness for strong reflection", () => {
    const result = solved(
      "thin soap film with n = 1.33 surrounded by air, what's the thinnest it can be and still strongly reflect 532 nm green light",
    );
    expect(result.understood.unknown?.variable).toBe("filmThickness");
    expect(result.si.value).toBeCloseTo(532e-9 / (4 * 1.33), 12);
  });

  it("reads 'what is γ' as the Lorentz factor, never as a mass named later in the sentence", () => {
    expect(solved("What is γ for a spaceship moving at 0.60c?").si.value).toBeCloseTo(1.25, 9);
    const result = solveText(
      "What is $\\gamma$ for a proton having a mass energy of 938.3 MeV accelerated through an effective potential of 1.0 × 10^12 V?",
    );
    expect(result.status === "solved" ? result.si.unit : "refused").not.toBe("kg");
  });
});

describe("givens typed as a chat gives them, and a given the answer does not depend on", () => {
  it("reads a letter written against its '=' as the next symbol given, not the unit of the number before", () => {
    // "h=6.63e-34 c=3e8": the c names the speed of light, it is no unit of 6.63e-34.
    const photon = solved("energy of a 600 nm photon in eV? h=6.63e-34 c=3e8");
    expect(photon.understood.unknown?.variable).toBe("Ephoton");
    expect(photon.answer.unit).toBe("eV");
    expect(photon.answer.value).toBeCloseTo((6.63e-34 * 3e8) / 600e-9 / 1.602e-19, 1);
  });

  it("sets a circuit's resistance aside for its resonant frequency", () => {
    const result = solved(
      "A series RLC circuit has R = 20 Ω, L = 0.50 H and C = 20 μF. Find its resonant frequency.",
    );
    expect(result.si.value).toBeCloseTo(1 / (2 * Math.PI * Math.sqrt(0.5 * 20e-6)), 3);
  });

  it("sets a spinning body's mass aside once its moments of inertia are given", () => {
    const result = solved(
      "A 60-kg diver spins at 2.0 rev/s with a moment of inertia of 4.0 kg·m², then tucks, reducing her moment of inertia to 1.6 kg·m². What is her new spin rate in rev/s?",
    );
    expect(result.answer.value).toBeCloseTo(5.0, 6);
  });

  it("sets a car's speed aside for its acceleration under stated forces", () => {
    const result = solved(
      "a 1200 kg van is doing 15 m/s. the engine pushes forward with 3000 N and friction plus drag add up to 1200 N backwards. acceleration?",
    );
    expect(result.si.value).toBeCloseTo(1.5, 6);
  });
});
