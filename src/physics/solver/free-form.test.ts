import { describe, expect, it } from "vitest";
import { quantitiesMatch } from "../quantity/quantity";
import { solveText } from "./free-form";

function solvedAnswer(text: string) {
  const result = solveText(text);
  if (result.status !== "solved") throw new Error(`expected a solution for "${text}": ${result.reason}`);
  return result;
}

describe("solveText solves common problems written in words", () => {
  it("converts km/h and reads 'comes to a stop' as a final speed of zero", () => {
    const result = solvedAnswer(
      "A car moving at 72 km/h brakes and comes to a stop in 4.0 s. What is its acceleration?",
    );
    expect(result.si.value).toBeCloseTo(-5, 10);
    expect(result.answer).toEqual({ value: -5, unit: "m/s^2" });
    expect(result.understood.quantities.map((quantity) => quantity.variable)).toEqual(["v0", "t"]);
  });

  it("reads every wording of coming to rest as a final speed of zero", () => {
    const endings = [
      "is stopped",
      "was stopped",
      "comes to a stop",
      "comes to a complete stop",
      "comes to rest",
      "is brought to rest",
      "is brought to a halt",
      "stops",
    ];
    for (const ending of endings) {
      const result = solvedAnswer(
        `A 0.15 kg ball moving at 40 m/s ${ending} in 0.010 s. What is the average force on it?`,
      );
      expect(Math.abs(result.si.value), ending).toBeCloseTo(600, 6);
      expect(result.understood.quantities.map((quantity) => quantity.variable)).toEqual(["m", "v0", "t"]);
    }
    const overDistance = solvedAnswer(
      "A car moving at 20 m/s is stopped over 40 m. What is its acceleration?",
    );
    expect(overDistance.si.value).toBeCloseTo(-5, 10);
  });

  it("uses the speed before the stop when the question asks for the initial momentum or kinetic energy", () => {
    const momentum = solvedAnswer(
      "A 0.16 kg hockey puck moving at 12 m/s is stopped by a goalie's glove. What is the magnitude of the puck's initial momentum?",
    );
    expect(momentum.si.value).toBeCloseTo(1.92, 10);
    const kinetic = solvedAnswer(
      "A 2.0 kg cart moving at 3.0 m/s comes to rest. What was its initial kinetic energy?",
    );
    expect(kinetic.si.value).toBeCloseTo(9, 10);
  });

  it("chains two relations and shows each step with its principle", () => {
    const result = solvedAnswer(
      "A cart starts from rest and accelerates at 2.0 m/s² for 5.0 s. How far does it travel?",
    );
    expect(result.si.value).toBeCloseTo(25, 10);
    expect(result.steps.length).toBeGreaterThanOrEqual(1);
    for (const step of result.steps) {
      expect(step.principle.length).toBeGreaterThan(0);
      expect(step.equation.length).toBeGreaterThan(0);
      expect(step.substitution).toContain("\\mathrm");
    }
    expect(result.understood.assumptions.join(" ")).toContain("rest");
  });

  it("answers in the unit asked for", () => {
    const result = solvedAnswer("A photon has a wavelength of 500 nm. What is its energy in eV?");
    expect(result.answer.unit).toBe("eV");
    expect(quantitiesMatch(result.si, { value: 2.4797, unit: "eV" }, 0.001).match).toBe(true);
  });

  it("gives the answer with the significant figures of the least precise datum, at least 2", () => {
    const result = solvedAnswer(
      "A 4.70 kΩ resistor carries a current of 2.5 mA. What is the voltage across it?",
    );
    expect(result.significantFigures).toBe(2);
    expect(result.answer.value).toBe(12);
    expect(quantitiesMatch(result.si, { value: 11.75, unit: "V" }, 1e-9).match).toBe(true);
  });

  it("reads 'two identical charges' as both charges and 'v_0 = 4.0 m/s' by its symbol", () => {
    const coulomb = solvedAnswer(
      "Two identical charges of 1.0 μC are placed 10 cm apart. What is the force between them?",
    );
    expect(coulomb.si.value).toBeCloseTo(0.8988, 3);
    const listed = solvedAnswer(
      "Given: $v_0 = 4.0$ m/s, $a = 1.5$ m/s², $t = 6.0$ s. Find the displacement.",
    );
    expect(listed.si.value).toBeCloseTo(51, 10);
  });

  it("reads a temperature rise as a difference and absolute temperatures with their offset", () => {
    const rise = solvedAnswer("How much heat raises the temperature of 1.0 kg of water by 10 °C?");
    expect(rise.si.value).toBeCloseTo(41860, 6);
    const carnot = solvedAnswer(
      "What is the maximum efficiency of an engine working between 400 K and 300 K?",
    );
    expect(carnot.si.value).toBeCloseTo(0.25, 10);
  });
});

describe("solveText refuses rather than guess", () => {
  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["Hello, how are you today?", "No quantities"],
    ["A ball has a mass of 2.0 kg.", "question"],
    ["What is the flux capacitance of 5 furlongs per fortnight?", ""],
    ["A car travels 100 m. Then it travels 200 m. What is the temperature of the road?", ""],
  ])("%j cannot be solved", (text, reasonPart) => {
    const result = solveText(text);
    expect(result.status).toBe("cannot-solve");
    if (result.status === "cannot-solve") expect(result.reason).toContain(reasonPart);
  });

  it("refuses when data are left unused, and shows what it understood", () => {
    const result = solveText(
      "A 2.0 kg ball moves at 3.0 m/s on a 5.0 m high table. What is its kinetic energy?",
    );
    expect(result.status).toBe("cannot-solve");
    expect(result.understood.quantities.length).toBe(3);
    expect(result.understood.unknown?.variable).toBe("KE");
  });

  it("sets aside a body's mass where its motion follows from its motion alone, and says so", () => {
    // v² = v₀² − 2ad: 20²/(2·5.0) = 40 m, whatever the truck weighs.
    const braking = solveText(
      "A 1500-kg truck moving at 20 m/s brakes with a steady deceleration of 5.0 m/s². How far does it go before it stops?",
    );
    expect(braking.status).toBe("solved");
    if (braking.status === "solved") {
      expect(braking.si.value).toBeCloseTo(40, 6);
      expect(braking.understood.assumptions.join(" ")).toContain('Not needed for this answer: "1500-kg"');
    }
    // The mass is needed once a force acts: a = F/m = 2.0 m/s², then d = ½at² = 100 m.
    const pushed = solveText(
      "A 1500-kg car starts from rest and is pushed by a net force of 3000 N. How far does it travel in 10 s?",
    );
    expect(pushed.status).toBe("solved");
    if (pushed.status === "solved") expect(pushed.si.value).toBeCloseTo(100, 6);
    // A height beside an energy question is not set aside: W = ½mv² − mgh needs it.
    const skier = solveText(
      "A 60-kg skier starts from rest at the top of a slope 30 m high and reaches the bottom at 20 m/s. How much work do non-conservative forces do on the skier?",
    );
    if (skier.status === "solved") expect(skier.si.value).toBeCloseTo(0.5 * 60 * 400 - 60 * 9.8 * 30, 0);
  });

  it("sets aside the masses of two charged bodies for the force between their charges", () => {
    // F = k q₁ q₂ / r² = 8.99e9 × 2.0e-6 × 4.0e-6 / 0.30² = 0.80 N, whatever the beads weigh.
    const result = solveText(
      "Two small beads of 5.0 g each carry charges of +2.0 μC and -4.0 μC and sit 30 cm apart. What is the size of the electric force between them?",
    );
    expect(result.status).toBe("solved");
    if (result.status === "solved") expect(result.si.value).toBeCloseTo((8.99e9 * 8e-12) / 0.09, 2);
  });

  it("refuses contradictory data", () => {
    const result = solveText(
      "A car accelerates from rest at 2.0 m/s² for 5.0 s and reaches 30 m/s. How far does it travel?",
    );
    expect(result.status).toBe("cannot-solve");
  });

  it.each([
    // x = ½at² and θ = ½αt² are even in t: a negative time would give the same answer as a positive one.
    "A car starting from rest accelerates at 2.0 m/s² for −6.0 s. How far does it travel?",
    "A wheel starting from rest has an angular acceleration of 3.49 rad/s² for -6.00 s. How many revolutions does it turn?",
    "A sample has a half-life of -5.0 days. What fraction remains after 10.0 days?",
    "A current of 2.0 A flows for -5.0 s. How much charge passes?",
  ])("refuses a negative duration as impossible data: %j", (text) => {
    const result = solveText(text);
    expect(result.status).toBe("cannot-solve");
    if (result.status === "cannot-solve") expect(result.reason).toMatch(/negative, and a duration cannot be/);
    // The same problem with a positive duration is answered.
    expect(solveText(text.replace(/[−-](?=\d)/, "")).status).toBe("solved");
  });

  it.each([
    // Squared sizes (πr², λ², m in E = mc²) would give the same answer for a negative value.
    "A hydraulic lift has a small piston of radius −2.0 cm and a large piston of radius 20 cm. What force on the small piston is needed to hold a 1200 kg car?",
    "What is the rest energy of a particle of mass -2.0 × 10^-27 kg?",
    "What is the frequency of light of wavelength -500 nm?",
    "What is the capacitive reactance of a -2.0 μF capacitor at 60 Hz?",
  ])("refuses a negative size as impossible data: %j", (text) => {
    const result = solveText(text);
    expect(result.status).toBe("cannot-solve");
    if (result.status === "cannot-solve")
      expect(result.reason).toMatch(/ given is negative, which .* cannot be/);
    expect(solveText(text.replace(/[−-](?=\d)/, "")).status).toBe("solved");
  });

  it("refuses a temperature below absolute zero, and keeps signed values", () => {
    const cold = solveText("An ideal gas at -300 °C and 1.0 atm occupies 2.0 L. How many moles are there?");
    expect(cold.status === "cannot-solve" && cold.reason).toMatch(/below absolute zero/);
    // A negative charge and a negative velocity are values with a sign, not impossible sizes.
    expect(
      solveText(
        "What is the magnitude of the force between a -2.0 μC charge and a 3.0 μC charge 0.10 m apart?",
      ).status,
    ).toBe("solved");
    expect(
      solveText("A cart moving at -4.0 m/s has a mass of 2.0 kg. What is its kinetic energy?").status,
    ).toBe("solved");
  });

  it("refuses speeds above the speed of light and the non-relativistic formula near it", () => {
    expect(solveText("What is the kinetic energy of a 1.0 kg rock moving at 4.0 × 10^8 m/s?").status).toBe(
      "cannot-solve",
    );
    expect(solveText("What is the kinetic energy of a 1.0 kg rock moving at 2.0 × 10^8 m/s?").status).toBe(
      "cannot-solve",
    );
  });

  it("handles 100 kB of text quickly and without throwing", () => {
    const huge = "A ball of 2 kg moves at 3 m/s. ".repeat(3500);
    const start = performance.now();
    const result = solveText(huge);
    expect(result.status).toBe("cannot-solve");
    if (result.status === "cannot-solve") expect(result.reason).toContain("too long");
    expect(performance.now() - start).toBeLessThan(50);
  });

  it("bounds the work on many numbers", () => {
    const many = `${Array.from({ length: 300 }, (_value, index) => `${index + 1} m`).join(", ")}. How far?`;
    const start = performance.now();
    const result = solveText(many);
    expect(result.status === "cannot-solve" && result.reason).toContain("more than 16 numbers");
    expect(performance.now() - start).toBeLessThan(500);
  });

  it("never throws on odd input", () => {
    for (const text of [
      "1e999 m",
      "((((",
      "−−−5 kg?",
      "5 m/ / s",
      "What is 0/0?",
      "\u0000\u0001 3 N?",
      "x".repeat(3999),
    ]) {
      expect(() => solveText(text)).not.toThrow();
    }
    expect(solveText(undefined as unknown as string).status).toBe("cannot-solve");
  });
});

describe("solveText lists an assumed value only when its solution uses it", () => {
  it("does not assume g for a kinetic energy", () => {
    const result = solvedAnswer("A 2.0 kg ball moves at 3.0 m/s. What is its kinetic energy?");
    expect(result.si.value).toBeCloseTo(9, 10);
    expect(result.understood.assumptions).toEqual([]);
  });

  it("states g when the chain uses it", () => {
    const lifted = solvedAnswer(
      "A 2.0 kg ball is held 5.0 m above the ground. What is its gravitational potential energy?",
    );
    expect(lifted.understood.assumptions).toEqual(["g = 9.8 m/s² (not given)."]);
  });

  it("states water's specific heat only when the heat is found from it", () => {
    const heated = solvedAnswer("How much heat raises the temperature of 1.0 kg of water by 10 °C?");
    expect(heated.understood.assumptions.join(" ")).toContain("Specific heat of water");
    expect(heated.understood.assumptions.join(" ")).not.toContain("g = 9.8");
  });
});

describe("solveText chains relations across subtopics", () => {
  it("finds the acceleration from the speeds and the time, then the force by Newton's second law", () => {
    const result = solvedAnswer(
      "A 1500 kg car accelerates from rest to 20 m/s in 8 s. What is the net force on it?",
    );
    expect(result.si).toEqual({ value: 3750, unit: "N" });
    expect(result.understood.quantities.map((quantity) => quantity.variable)).toEqual(["m", "v", "t"]);
    expect(result.understood.assumptions).toEqual(["It starts from rest (v₀ = 0)."]);
    expect(result.steps.map((step) => step.principle)).toEqual([
      "Constant-acceleration kinematics (velocity and time)",
      "Newton's second law",
    ]);
  });

  it("never reads a stated speed as the initial speed of a body that starts from rest", () => {
    const result = solvedAnswer(
      "A 1500 kg car accelerates from rest to 20 m/s in 8.0 s. What is the net force on it?",
    );
    expect(result.understood.quantities.find((quantity) => quantity.unit === "m/s")?.variable).toBe("v");
  });

  it("reads the same problem written in LaTeX", () => {
    const result = solvedAnswer(
      "A $1500\\ \\mathrm{kg}$ car accelerates from rest to $v = 20\\,\\text{m/s}$ in $8.0\\ \\mathrm{s}$. What is the net force on it?",
    );
    expect(result.si).toEqual({ value: 3750, unit: "N" });
  });

  it("reads which medium is air from the words", () => {
    const refracted = solvedAnswer(
      "Light strikes a water surface (n = 1.33) from air at 45° to the normal. What is the angle of refraction?",
    );
    expect(quantitiesMatch(refracted.si, { value: 32.12, unit: "deg" }, 0.001).match).toBe(true);
    const brewster = solvedAnswer(
      "What is Brewster's angle for light reflecting off water (n = 1.33) from air?",
    );
    expect(quantitiesMatch(brewster.si, { value: 53.06, unit: "deg" }, 0.001).match).toBe(true);
  });
});

describe("solveText refuses chains the situation rules out", () => {
  it.each([
    ["a fall's final speed taken as a constant speed", "How far has the stone fallen in 2.0 s?"],
    [
      "two polarizers' model applied to unpolarized light through three",
      "Unpolarized light of intensity 580 W/m² passes through three ideal polarizers; the axis of the third is at 52.0° to the first. What is the intensity of the light that emerges?",
    ],
    [
      "an angle with the surface taken as the angle of incidence",
      "A ray of light travelling in air strikes the flat face of a glass block (n = 1.53). The ray makes an angle of 25.0° with the surface of the glass. What is the angle of refraction?",
    ],
    [
      "a chase between two vehicles",
      "A car moving at a constant 30 m/s passes a parked police car, which at that instant starts from rest with an acceleration of 3.0 m/s². How far does the police car travel before it catches up with the car?",
    ],
    [
      "a glass index taken as the index of the air the light comes from",
      "Glass has n = 1.51 for red light and n = 1.53 for violet light. White light enters from air at 60° to the normal. What is the angle between the refracted red and violet rays?",
    ],
  ])("refuses %s", (_situation, text) => {
    expect(solveText(text).status).toBe("cannot-solve");
  });
});

describe("solveText answers in the form the question asks for", () => {
  it("gives the size of a braking force and says it points opposite the motion", () => {
    for (const text of [
      "A 1200 kg car moving at 20 m/s brakes to a stop in 4.0 s. What braking force acts on the car?",
      "A 1200 kg car moving at 20 m/s brakes to a stop in 4.0 s. How large is the force that stops it?",
    ]) {
      const result = solvedAnswer(text);
      expect(result.si, text).toEqual({ value: 6000, unit: "N" });
      expect(result.answer.value, text).toBe(6000);
      const last = result.steps[result.steps.length - 1];
      expect(last.result).toMatchObject({ symbol: "|F|", value: 6000, unit: "N" });
      expect(last.principle).toContain("opposite the motion");
      // The signed value stays in the step that finds it.
      expect(result.steps.some((step) => step.result.symbol === "F" && step.result.value === -6000)).toBe(
        true,
      );
    }
  });

  it("keeps the sign when the question asks for the force's component along the motion", () => {
    const result = solvedAnswer(
      "A 1200 kg car moving at 20 m/s brakes to a stop in 4.0 s. What is the component of the net force along the direction of motion?",
    );
    expect(result.si).toEqual({ value: -6000, unit: "N" });
  });

  it("labels an anti-reflection coating's thickness as destructive reflection, not constructive", () => {
    for (const text of [
      "A lens is given an anti-reflection coating of magnesium fluoride (n = 1.38) to cut the reflection of 550 nm light. What is the minimum thickness of the coating?",
      "What is the minimum thickness of a nonreflective coating (n = 1.38) for light of wavelength 550 nm?",
    ]) {
      const result = solvedAnswer(text);
      expect(quantitiesMatch(result.si, { value: 99.64, unit: "nm" }, 0.001).match, text).toBe(true);
      const principles = result.steps.map((step) => step.principle).join(" ");
      expect(principles, text).not.toContain("constructive");
      expect(principles, text).toContain("destructive");
    }
    const soap = solvedAnswer(
      "What is the minimum thickness of a soap film (n = 1.33) that strongly reflects light with a wavelength of 532 nm?",
    );
    expect(soap.steps.map((step) => step.principle).join(" ")).toContain("constructive");
  });

  it("does not give the constructive thickness for a film that must look dark", () => {
    const result = solveText(
      "A soap film (n = 1.33) in air looks dark in reflected light of 600 nm because of destructive interference. What is the minimum nonzero thickness of the film?",
    );
    if (result.status === "solved") {
      expect(quantitiesMatch(result.si, { value: 225.6, unit: "nm" }, 0.01).match).toBe(true);
    }
  });

  it("gives a hydrogen level's energy as negative and a binding energy as positive", () => {
    const level = solvedAnswer(
      "Find the energy of the electron in the n = 3 state of a hydrogen atom, in eV.",
    );
    expect(level.answer).toEqual({ value: -1.5, unit: "eV" });
    expect(quantitiesMatch(level.si, { value: -1.5117, unit: "eV" }, 0.001).match).toBe(true);
    const named = solvedAnswer("What is the energy of the n = 3 level of hydrogen in eV?");
    expect(named.answer.value).toBeLessThan(0);
    const binding = solvedAnswer(
      "What is the binding energy of the electron in the n = 3 level of hydrogen, in eV?",
    );
    expect(binding.answer).toEqual({ value: 1.5, unit: "eV" });
    const magnitude = solvedAnswer(
      "What is the energy of a hydrogen atom's electron in the n = 4 state? Give its magnitude in eV.",
    );
    expect(magnitude.answer.value).toBeCloseTo(0.85, 2);
  });

  it("reads a stated level energy as the negative energy of a bound level", () => {
    for (const stated of ["-1.51 eV", "1.51 eV"]) {
      const result = solvedAnswer(
        `In the Bohr model, an electron in a hydrogen atom occupies the energy level of ${stated}. What is the radius of its orbit?`,
      );
      expect(quantitiesMatch(result.si, { value: 4.763e-10, unit: "m" }, 0.01).match, stated).toBe(true);
    }
  });
});

describe("a lifetime 'at rest' beside a speed near light's", () => {
  it("reads 'at rest' as the rest frame where the speed is a share of c: the dilated lifetime is answered", () => {
    const result = solvedAnswer(
      "A pion has a lifetime of 26 ns at rest. If it moves at 0.90c, how long does it live in the laboratory?",
    );
    expect(result.understood.assumptions).toEqual([]);
    // γ = 1/√(1 − 0.81) = 2.294, so 26 ns × 2.294 = 59.6 ns.
    expect(result.si.value).toBeCloseTo(5.96e-8, 9);
  });

  it("is refused where a reading resting on a start from rest answers otherwise than one that needs none", () => {
    const result = solveText(
      "A pion has a lifetime of 26 ns at rest. If it moves at 2.7 × 10^8 m/s, how long does it live in the laboratory?",
    );
    expect(result.status).toBe("cannot-solve");
    expect(result.status === "cannot-solve" && result.reason).toContain("more than one way");
  });
});

describe("power as force times speed", () => {
  it("is used at a constant speed", () => {
    const result = solvedAnswer(
      "A rope pulls a crate with a force of 50 N at a constant speed of 2.0 m/s. What power does the rope deliver?",
    );
    expect(quantitiesMatch(result.si, { value: 100, unit: "W" }, 0.001).match).toBe(true);
  });

  it("is never the average power of a body speeding up from a starting speed", () => {
    const result = solveText(
      "A 900-kg car speeds up from rest to 20 m/s in 6.0 s. What average power does its engine deliver?",
    );
    // ½ m v² / t = 30 kW; F v at the final speed would be 60 kW.
    if (result.status === "solved")
      expect(quantitiesMatch(result.si, { value: 30000, unit: "W" }, 0.01).match).toBe(true);
    else expect(result.status).toBe("cannot-solve");
  });
});

describe("charges below zero", () => {
  it.each([
    [
      "a pair's potential energy takes the sign of the product",
      "A +4.0 μC charge and a −1.5 μC charge sit 0.30 m apart. What is the electric potential energy of the pair?",
      -0.1798,
      "J",
    ],
    [
      "a point charge's potential takes the charge's sign",
      "What is the electric potential 0.40 m from a −6.0 nC point charge?",
      -134.8,
      "V",
    ],
    [
      "two negative charges have a positive energy",
      "Two charges, −2.0 μC and −3.0 μC, are 0.60 m apart. What is their electric potential energy?",
      0.0899,
      "J",
    ],
    [
      "a force's size is the product of the sizes",
      "What is the magnitude of the force between a −2.0 μC charge and a +3.0 μC charge 0.60 m apart?",
      0.1498,
      "N",
    ],
  ])("%s", (_case, text, value, unit) => {
    const result = solvedAnswer(text);
    expect(quantitiesMatch(result.si, { value, unit }, 0.01).match).toBe(true);
  });
});
