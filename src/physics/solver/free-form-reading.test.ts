import { describe, expect, it } from "vitest";
import { toSI } from "../quantity/quantity";
import { solveText } from "./free-form";

/** The SI answer, or "refused"; a qualifier the relations do not model must never give the simpler value. */
function outcome(text: string): number | "refused" {
  const result = solveText(text);
  return result.status === "solved" ? toSI(result.si).value : "refused";
}

function expectRightOrRefused(text: string, right: number, simpler: number): void {
  const got = outcome(text);
  if (got === "refused") return;
  expect(Math.abs(got - simpler) / Math.abs(simpler)).toBeGreaterThan(0.02);
  expect(got).toBeCloseTo(right, 1);
}

describe("qualifiers that change the physics", () => {
  it("a rolling cylinder never gets the sliding block's speed", () => {
    const g = 9.8;
    expectRightOrRefused(
      "Starting from rest, a solid cylinder rolls without slipping down a slope whose bottom is 2.5 m below its start. How fast is it moving at the bottom?",
      Math.sqrt((4 / 3) * g * 2.5),
      Math.sqrt(2 * g * 2.5),
    );
  });

  it("a rod swinging about its end never gets the simple pendulum's period", () => {
    expectRightOrRefused(
      "A thin uniform rod 0.80 m long swings about a pivot at one end with small oscillations. Find its period.",
      2 * Math.PI * Math.sqrt((2 * 0.8) / (3 * 9.8)),
      2 * Math.PI * Math.sqrt(0.8 / 9.8),
    );
  });

  it("a diverging lens never gets a real image on the far side", () => {
    // 1/f = 1/d_o + 1/d_i with f = -20 cm, d_o = 30 cm: d_i = -12 cm (virtual, same side).
    const got = outcome(
      "An object sits 30 cm in front of a diverging lens with a focal length of 20 cm (magnitude). Where is the image?",
    );
    if (got !== "refused") expect(Math.abs(got)).toBeCloseTo(0.12, 2);
  });

  it("a battery's internal resistance is not ignored", () => {
    // I = ε / (R + r) = 12 / (5.0 + 1.0) = 2.0 A, not 12 / 5.0 = 2.4 A.
    expectRightOrRefused(
      "A 12 V battery with an internal resistance of 1.0 ohm drives a current through a 5.0 ohm resistor. What current flows?",
      2.0,
      2.4,
    );
  });

  it("heat lost by a gas and work done on it keep their signs in the first law", () => {
    // ΔU = Q + W_on = -80 + 200 = +120 J, not Q - W with both positive.
    const got = outcome(
      "A gas is compressed: 200 J of work is done on the gas while it gives off 80 J of heat. What is the change in its internal energy?",
    );
    if (got !== "refused") expect(got).toBeCloseTo(120, 0);
  });

  it("a relativistic Doppler shift is not computed with a classical relation", () => {
    const beta = 0.3;
    expectRightOrRefused(
      "A star moves away from us at 0.30c. Using the relativistic Doppler effect, what wavelength do we observe for its 500 nm line?",
      500e-9 * Math.sqrt((1 + beta) / (1 - beta)),
      500e-9 * (1 + beta),
    );
  });

  it("a plain problem with none of these words is still answered", () => {
    expect(
      outcome("A stone is dropped from a height of 20 m. What is its speed just before it hits the ground?"),
    ).toBeCloseTo(Math.sqrt(2 * 9.8 * 20), 2);
  });
});

describe("givens the question does not need", () => {
  it("a mass beside a critical angle is set aside and named", () => {
    const result = solveText(
      "A glass prism has a mass of 250 g and an index of refraction of 1.60. What is the critical angle for light inside it at a glass–air surface?",
    );
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    expect(toSI(result.si).value).toBeCloseTo(Math.asin(1 / 1.6), 3);
    expect(result.understood.assumptions.join(" ")).toContain("250 g");
  });

  it("a friction coefficient is never set aside beside a force and an acceleration", () => {
    const got = outcome(
      "A 20 kg crate is pushed across the floor by a 150 N horizontal force; the coefficient of kinetic friction is 0.40. What is its acceleration?",
    );
    // a = (150 − 0.40 · 20 · 9.8) / 20 = 3.58 m/s², never 150 / 20 = 7.5 m/s².
    if (got !== "refused") expect(got).toBeCloseTo(3.58, 1);
  });
});

describe("values implied by words", () => {
  it("standard conditions give 273.15 K and 1 atm", () => {
    // n = PV / RT = 101325 × 0.0050 / (8.314 × 273.15) = 0.223 mol.
    expect(outcome("How many moles of an ideal gas occupy 5.0 L at STP?")).toBeCloseTo(0.223, 2);
  });

  it("a body that starts at rest has no initial speed", () => {
    expect(
      outcome("A cart starts at rest and accelerates at 2.0 m/s^2 for 3.0 s. How far does it go?"),
    ).toBeCloseTo(9, 5);
  });

  it("an electron named as the body brings its mass and charge", () => {
    // a = eE / m_e = 1.602e-19 × 1200 / 9.109e-31 = 2.11 × 10¹⁴ m/s².
    expect(
      outcome(
        "An electron sits in a uniform electric field of 1200 N/C. What is the size of its acceleration?",
      ),
    ).toBeCloseTo(2.1106e14, -11);
  });

  it("lengths joined by a times sign are one area", () => {
    // P = k A ΔT / d = 0.80 × (1.2 × 0.90) × 20 / 0.004 = 4320 W.
    const got = outcome(
      "A window pane is 1.2 m x 0.90 m and 4.0 mm thick, k = 0.80 W/(m·K). Its faces are at 20 °C and 0 °C. At what rate does heat flow through it, in W?",
    );
    if (got !== "refused") expect(Math.abs(got)).toBeCloseTo(4320, -1);
  });
});

describe("ranges and counted units", () => {
  it("the first number of a range takes the second's unit", () => {
    // a = (100 km/h − 0) / 6 s = 27.8 / 6 = 4.63 m/s², never a chain that treats 100 km/h as constant.
    expect(outcome("car goes from 0 to 100 km/h in 6 s, what's its acceleration in m/s2")).toBeCloseTo(
      4.63,
      2,
    );
  });

  it('"how many revolutions" asks for an angle even when an acceleration is named later', () => {
    // θ = ½ (ω₀ + ω) t = ½ × 300 rpm × 10 s = 25 rev = 157 rad; never the angular acceleration.
    const result = solveText(
      "How many revolutions does a fan make while it spins up from rest to 300 rpm in 10 s with constant angular acceleration?",
    );
    if (result.status === "solved") {
      expect(result.answer.unit).toBe("rev");
      expect(toSI(result.si).value).toBeCloseTo(25 * 2 * Math.PI, 3);
    }
  });
});

describe("values written as compound adjectives", () => {
  it("the noun a hyphen joins to a value names it before the words ahead of it", () => {
    // The focal length, not the radius of curvature the question asks for: R = 2f.
    const text =
      "Some telephoto cameras use a mirror rather than a lens. What radius of curvature mirror is needed to replace a 800 mm-focal length telephoto lens?";
    expect(outcome(text)).toBeCloseTo(1.6, 6);
  });
});

describe("the quantity asked", () => {
  it("a ratio of two quantities is never answered with the first of them", () => {
    const text =
      "What is the ratio of the average translational kinetic energy of a nitrogen molecule at a temperature of 300 K to the gravitational potential energy of a nitrogen-molecule−Earth system at the ceiling of a 3-m-tall room with respect to the same system with the molecule at the floor?";
    const got = outcome(text);
    if (got !== "refused") expect(got).toBeCloseTo(4540, -1);
  });
});

describe("a value named by its sentence's subject", () => {
  it("reads the rms speed of a sentence whose volume stands between it and its value", () => {
    const text =
      "The rms speed of the nitrogen molecules in a cabinet of volume 10.0 ft.^3 is 500 m/s. The cabinet holds 3.00 moles of nitrogen, of molar mass 28.0 g/mol. What is the pressure of the nitrogen?";
    const result = solveText(text);
    if (result.status !== "solved") throw new Error(result.reason);
    const volume = 10 * 0.3048 ** 3;
    // p V = n R T with 3 R T = M v²: p = n M v² / (3 V).
    expect(result.si.value / ((3 * 0.028 * 500 ** 2) / (3 * volume))).toBeCloseTo(1, 4);
    expect(result.understood.quantities.map((quantity) => quantity.variable)).toContain("vrmsGas");
  });
});

describe("a distance from a centre and a speed relative to the lab", () => {
  it("reads a distance from a charged ball's centre as the point's distance, its radius as the ball's", () => {
    // Inside the ball: E = k q d / r³ = 8.99e9 × 6.0e-9 × 0.050 / 0.20³ = 337 N/C.
    expect(
      outcome(
        "An insulating ball of radius 20 cm has 6.0 nC of charge spread evenly through its volume. How strong is the electric field 5.0 cm from its centre?",
      ),
    ).toBeCloseTo((8.99e9 * 6e-9 * 0.05) / 0.2 ** 3, 0);
  });

  it("still reads a distance from a spinning disc's centre as the radius of the point's circle", () => {
    expect(
      outcome("A disc spins at 40 rad/s. What is the speed of a point 5.0 cm from its center?"),
    ).toBeCloseTo(2, 9);
  });

  it("reads one speed relative to the lab as the particle's own speed", () => {
    // γ = 1/√(1 − 0.95²) = 3.20; d = v γ τ = 0.95c × 3.20 × 26 ns = 23.7 m.
    const gamma = 1 / Math.sqrt(1 - 0.95 ** 2);
    expect(
      outcome(
        "A pion has a proper mean lifetime of 26.0 ns. If it moves at 0.950c relative to the lab, how far does it travel in the lab frame during one mean lifetime?",
      ),
    ).toBeCloseTo(0.95 * 2.998e8 * gamma * 26e-9, 0);
  });

  it("keeps a speed relative to Earth as the frame's speed where a second speed is measured from it", () => {
    // (0.50c + 0.40c) / (1 + 0.20) = 0.75c.
    expect(
      outcome(
        "A rocket moves at 0.50c relative to Earth and launches a probe forward at 0.40c relative to the rocket. How fast does the probe move relative to Earth?",
      ),
    ).toBeCloseTo(0.75 * 2.998e8, -5);
  });
});

describe("a body floating in a liquid", () => {
  it("has the share of its volume under the surface its density over the liquid's", () => {
    expect(
      outcome(
        "A plastic buoy of density 400 kg/m³ floats in oil of density 800 kg/m³. What fraction of its volume is submerged?",
      ),
    ).toBeCloseTo(0.5, 9);
  });

  it("gives the share above the surface in percent, whatever the body's size", () => {
    const result = solveText(
      "A 2.0 m³ raft of density 300 kg/m³ floats on fresh water (density 1000 kg/m³). What percentage of the raft's volume is above the water?",
    );
    expect(result.status).toBe("solved");
    if (result.status === "solved") {
      expect(result.answer.unit).toBe("percent");
      expect(result.answer.value).toBeCloseTo(70, 6);
    }
  });
});

describe("a circuit that charges through a resistor", () => {
  it("never treats the changing current as steady", () => {
    // τ = RC = 1.0 s; half the final charge at t = τ ln 2 = 0.69 s, not q/I₀ = CV/(V/R) = 1.0 s.
    expect(
      outcome(
        "An empty 40 μF capacitor charges through a 25 kΩ resistor from a 6.0 V battery. How long until it holds half of its final charge?",
      ),
    ).toBeCloseTo(Math.LN2, 2);
  });

  it("gives the time an RL current takes to reach a share of its final value, whatever the voltage", () => {
    // τ = L/R = 0.40 H / 20 Ω = 20 ms; 75 % at t = τ ln 4 = 27.7 ms.
    expect(
      outcome(
        "A 0.40 H inductor in series with a 20 Ω resistor is switched onto a 9.0 V battery. How long does the current take to reach three-quarters of its final value?",
      ),
    ).toBeCloseTo(0.02 * Math.log(4), 5);
    expect(
      outcome(
        "A 0.40 H inductor in series with a 20 Ω resistor is connected to a battery. How long until the current reaches 95% of its maximum current?",
      ),
    ).toBeCloseTo(0.02 * Math.log(20), 5);
  });
});

describe("one reactive element alone across an AC source", () => {
  it("drives the rms voltage over the element's reactance", () => {
    // X_C = 1/(2π · 50 Hz · 22 μF) = 144.7 Ω; I = 230 V / 144.7 Ω = 1.59 A.
    expect(
      outcome(
        "A 22 μF capacitor is connected across a 230 V rms, 50 Hz supply. What rms current does it draw?",
      ),
    ).toBeCloseTo(230 * 2 * Math.PI * 50 * 22e-6, 3);
    // X_L = 2π · 60 Hz · 0.20 H = 75.4 Ω; I = 120 V / 75.4 Ω = 1.59 A.
    expect(
      outcome("A 0.20 H inductor is plugged into a 120 V rms, 60 Hz outlet. Find the rms current."),
    ).toBeCloseTo(120 / (2 * Math.PI * 60 * 0.2), 3);
  });
});

describe("a hydraulic press", () => {
  it("passes the same pressure to both pistons, so the forces go as the squares of the radii", () => {
    // F₁ = m g (r₁/r₂)² = 900 × 9.8 × (1.5/12)² = 137.8 N.
    expect(
      outcome(
        "A hydraulic jack has a small piston of radius 1.5 cm and a large piston of radius 12 cm. What force must be applied to the small piston to hold up a 900 kg load on the large piston?",
      ),
    ).toBeCloseTo(900 * 9.8 * (1.5 / 12) ** 2, 1);
    // F₂ = F₁ (r₂/r₁)² = 50 N × 100 = 5000 N.
    expect(
      outcome(
        "in a hydraulic press the small piston has radius 1.0 cm and the large piston radius 10 cm. a 50 N push goes on the small piston. what's the force on the large piston?",
      ),
    ).toBeCloseTo(5000, 6);
  });
});

describe("the kinetic energy two bodies lose when they stick together", () => {
  it("reads a kinetic energy named with a word of loss as the energy lost, or its share", () => {
    // v_f = 4.0 × 5.0 / 5.0 = 4.0 m/s; K before 50 J, after 40 J: 10 J lost, a share of 0.20.
    expect(
      outcome(
        "a 4.0 kg puck sliding at 5.0 m/s hits a 1.0 kg puck at rest and they stick together. how much kinetic energy gets turned into heat and sound?",
      ),
    ).toBeCloseTo(10, 6);
    expect(
      outcome(
        "A 4.0 kg puck sliding at 5.0 m/s hits a 1.0 kg puck at rest and the two stick together. What fraction of the initial kinetic energy is lost?",
      ),
    ).toBeCloseTo(0.2, 6);
  });
});

describe("a particle's rest energy stated in the problem", () => {
  it("is the particle's mass as the problem gives it, for its kinetic energy", () => {
    // γ = 1/√(1 − 0.6²) = 1.25; K = 0.25 × 938 MeV = 234.5 MeV.
    const proton = solveText(
      "A proton (rest energy 938 MeV) moves at 0.600c. What is its kinetic energy, in MeV?",
    );
    expect(proton.status).toBe("solved");
    if (proton.status === "solved") expect(proton.si.value / (0.25 * 938 * 1.602e-13)).toBeCloseTo(1, 3);
    const written = solveText("kinetic energy of an electron at 0.60c in MeV? (m_e c^2 = 0.511 MeV)");
    expect(written.status).toBe("solved");
    if (written.status === "solved") expect(written.si.value / (0.25 * 0.511 * 1.602e-13)).toBeCloseTo(1, 3);
  });
});

describe("readings that gave wrong answers on fresh problems", () => {
  it("never takes the distance a braking car covers for the radius of a circle", () => {
    // F d = ½ m (v₀² − v²) = ½ × 1200 × (400 − 25) / 50 = 4500 N, never m v²/r = 9600 N.
    const got = outcome(
      "A 1200-kg car moving at 20.0 m/s brakes and slows to 5.0 m/s over a distance of 50.0 m. Using the work-energy theorem, find the average braking force.",
    );
    if (got !== "refused") expect(got).toBeCloseTo(4500, 0);
  });

  it("reads a count of photons as a count, not an index of refraction", () => {
    // Each photon carries one rest energy: λ = h c / (938.3 MeV) = 1.32 fm.
    expect(
      outcome(
        "an electron and a positron at rest annihilate into 2 photons. what is the wavelength of each photon? (electron rest energy 0.511 MeV)",
      ),
    ).toBeCloseTo((6.626e-34 * 2.998e8) / (0.511 * 1.602e-13), 14);
  });

  it("gives an image's height as a size when the question asks how tall it is", () => {
    // d_i = 1/(1/15 − 1/25) = 37.5 cm; h_i = −(37.5/25) × 2.0 cm = −3.0 cm; its size is 3.0 cm.
    expect(
      outcome(
        "a concave mirror has a focal length of 15 cm. a 2.0 cm tall object stands 25 cm in front of it. how tall is the image?",
      ),
    ).toBeCloseTo(0.03, 6);
  });

  it("reads two charges 'separated by' a distance as a pair with a midpoint", () => {
    // Unlike charges: the fields add at the midpoint, k(4.0 + 1.0) nC / (0.10 m)² = 4495 N/C.
    expect(
      outcome(
        "Point charges of +4.0 nC and -1.0 nC are separated by 0.20 m. What is the electric field at the point midway between them?",
      ),
    ).toBeCloseTo((8.99e9 * 5e-9) / 0.01, -1);
  });
});

describe("readings general to a situation, not to a phrasing", () => {
  it("turns a disk about its axis through its moment of inertia, never as a point mass on its rim", () => {
    const text =
      "A uniform solid disk of mass $2.00\\,\\text{kg}$ and radius $15.0\\,\\text{cm}$ is free to rotate about its central axis. Starting from rest, it is acted on by a constant net torque of $0.600\\,\\text{N}\\cdot\\text{m}$. What is its angular speed after $3.00\\,\\text{s}$?";
    // τ = ½MR² α: 0.600 / 0.0225 × 3.00 = 80 rad/s; τ = rF with F = ma on the rim gives 40 rad/s.
    expect(outcome(text)).toBeCloseTo((0.6 / (0.5 * 2 * 0.15 ** 2)) * 3, 3);
    const hoop = text.replace("uniform solid disk", "thin hoop");
    expect(outcome(hoop)).toBeCloseTo((0.6 / (2 * 0.15 ** 2)) * 3, 3);
  });

  it("reads a symbol written before a signed value ('q_1 = +3.00 μC')", () => {
    expect(
      outcome(
        "Point charges $q_1 = +3.00\\,\\mu\\text{C}$ and $q_2 = -5.00\\,\\mu\\text{C}$ are separated by $20.0\\,\\text{cm}$. What is the magnitude of the electrostatic force between them?",
      ),
    ).toBeCloseTo((8.99e9 * 3e-6 * 5e-6) / 0.04, 1);
  });

  it("takes the one index beside a critical angle as the denser medium's, with air beyond", () => {
    expect(
      outcome(
        "What is the critical angle for total internal reflection at a glass--air interface if the glass has an index of refraction of $n = 1.52$?",
      ),
    ).toBeCloseTo(Math.asin(1 / 1.52), 2);
  });

  it("hears a source that moves toward the one who speaks", () => {
    expect(
      outcome(
        "ambulance siren is 800 Hz and the ambulance is driving toward me at 25 m/s. speed of sound 343 m/s. what freq do i hear",
      ),
    ).toBeCloseTo((800 * 343) / 318, -1);
  });

  it("pulls a mass with a central body's gravity at a distance from its centre", () => {
    expect(
      outcome(
        "A 1000 kg satellite orbits at a distance of 7.0 x 10^6 m from Earth's center. Earth's mass is 5.97 x 10^24 kg and G = 6.67 x 10^-11 N m^2/kg^2. What is the gravitational force on the satellite in newtons?",
      ),
    ).toBeCloseTo((6.674e-11 * 5.97e24 * 1000) / 7.0e6 ** 2, -1);
  });

  it("gives a projectile's horizontal distance at a time of its flight, and none past its landing", () => {
    const text =
      "A ball is launched from level ground at 20 m/s at 30° above the horizontal. Ignoring air resistance, how far has it moved horizontally after 1.5 s, in meters?";
    expect(outcome(text)).toBeCloseTo(20 * Math.cos(Math.PI / 6) * 1.5, 6);
    // It lands after 2.04 s: at 5.0 s it is no longer flying.
    expect(outcome(text.replace("1.5 s", "5.0 s"))).toBe("refused");
  });

  it("pushes a body held under water up with the water's density, not its own", () => {
    expect(
      outcome(
        "A block of volume 0.0020 m^3 and density 800 kg/m^3 is held fully under water (density 1000 kg/m^3). Taking g = 9.8 m/s^2, what is the buoyant force on it in newtons?",
      ),
    ).toBeCloseTo(1000 * 9.8 * 0.002, 6);
  });

  it("leaves out what a sentence sets aside ('Ignore … loss of water by evaporation')", () => {
    const text =
      "On a hot day, the temperature of an 80,000-L swimming pool increases by $1.50\\ °\\text{C}$. What is the net heat transfer during this heating? Ignore any complications, such as loss of water by evaporation.";
    expect(outcome(text)).toBeCloseTo(80 * 1000 * 4186 * 1.5, -6);
    // Said to happen, the evaporation is a change of phase the heat of warming alone does not model.
    expect(outcome(text.replace("Ignore any complications, such as loss of", "Count the loss of"))).toBe(
      "refused",
    );
  });

  it("reads an imported '5.10 m Ω' as milliohms, and shows it so", () => {
    const result = solveText(
      "What is the resistivity of a wire of 5-gauge wire $\\left(\\right.A=16.8\\ \\times\\ 10^{-6}\\text{m}^{2}$), 5.00 m length, and $5.10\\ \\text{m}\\ \\Omega$ resistance?",
    );
    expect(result.status === "solved" && toSI(result.si).value).toBeCloseTo((5.1e-3 * 16.8e-6) / 5, 12);
    expect(result.status === "solved" && result.steps[0].equation).toContain("\\mathrm{m}\\Omega");
  });

  it("shows a temperature converted to kelvin with the decimal places it was given with", () => {
    const substitutions = (text: string) => {
      const result = solveText(text);
      return result.status === "solved" ? result.steps.map((step) => step.substitution).join(" | ") : "";
    };
    // 22 °C is known to the degree: 295 K, not 300 K; 25.0 °C to a tenth: 298.2 K.
    const pump = substitutions(
      "A 300-W heat pump operates between the ground, whose temperature is 0 °C, and the interior of a house at 22 °C. What is the maximum amount of heat per hour that the heat pump can supply to the house?",
    );
    expect(pump).toContain("22\\ ^\\circ\\mathrm{C} = 295\\ \\mathrm{K}");
    expect(pump).toContain("0\\ ^\\circ\\mathrm{C} = 273\\ \\mathrm{K}");
    expect(
      substitutions("A gas at 25.0 °C and 1.00 atm occupies 2.00 L. How many moles are there?"),
    ).toContain("= 298.2\\ \\mathrm{K}");
  });
});

describe("two media and their indices", () => {
  it("gives air's 1.00 to the medium the light starts in and the other index to the one it enters", () => {
    const glass = solveText(
      "A ray of light in air strikes the flat surface of a block of glass with index of refraction 1.52. The angle of incidence, measured from the normal, is 40.0 degrees. What is the angle of refraction inside the glass? Take the index of refraction of air to be 1.00.",
    );
    expect(glass).toMatchObject({ status: "solved", answer: { unit: "deg" } });
    if (glass.status !== "solved") return;
    expect(glass.answer.value).toBeCloseTo(25.0, 1);
    const variables = glass.understood.quantities.map((quantity) => quantity.variable);
    expect(variables).toEqual(["n2", "theta1", "n1"]);
  });
});

describe("a value the physics makes irrelevant, and a capacitor's own voltage", () => {
  it("sets aside the pressure held while an ideal gas is heated, and says so", () => {
    const heated = solveText(
      "A sample of $2.00\\,\\text{mol}$ of a monatomic ideal gas is heated at a constant pressure of $1.50 \\times 10^{5}\\,\\text{Pa}$ from $300\\,\\text{K}$ to $450\\,\\text{K}$. How much heat is added to the gas?",
    );
    expect(heated.status).toBe("solved");
    if (heated.status !== "solved") return;
    expect(heated.si.value).toBeCloseTo(6236, -1);
    expect(heated.understood.assumptions.join(" ")).toContain("Not needed for this answer");
  });

  it("answers the voltage across a charging capacitor, not its battery's", () => {
    const charging = solveText(
      "An uncharged 100 uF capacitor in series with a 10 kohm resistor is connected to a 9.0 V battery at t = 0. What is the voltage across the capacitor at t = 1.5 s?",
    );
    expect(charging).toMatchObject({ status: "solved", understood: { unknown: { variable: "Vcap" } } });
    if (charging.status !== "solved") return;
    expect(charging.si.value).toBeCloseTo(6.99, 2);
  });
});

describe("the ends of a change", () => {
  it("reads 'from 0.20 T up to 0.80 T' as a field's start and end", () => {
    const coil = solveText(
      "200 turn coil, area 0.050 m^2, B field perpendicular to the coil goes from 0.20 T up to 0.80 T in 0.15 s. coil has total resistance 8.0 ohm. avg induced current?",
    );
    expect(coil).toMatchObject({ status: "solved", answer: { unit: "A" } });
    if (coil.status === "solved") expect(coil.si.value).toBeCloseTo(5.0, 6);
  });
});

describe("a wire at an angle to a field, and the most work between two reservoirs", () => {
  it("gives the force on a wire at an angle to the field as I L B sin θ", () => {
    const wire = solveText(
      "A straight $0.750\\,\\text{m}$ segment of wire carries a current of $8.00\\,\\text{A}$ in a uniform magnetic field of $0.350\\,\\text{T}$. The wire makes an angle of $60.0^\\circ$ with the field direction. Find the magnitude of the magnetic force on the segment.",
    );
    expect(wire).toMatchObject({ status: "solved", answer: { value: 1.82, unit: "N" } });
  });

  it("takes the most work an engine could do as a reversible engine's", () => {
    const engine = solveText(
      "heat engine runs between a hot reservoir at 500 K and a cold one at 300 K. if it takes in 1200 J from the hot side each cycle, what's the max work it could possibly do per cycle?",
    );
    expect(engine).toMatchObject({ status: "solved", answer: { value: 480, unit: "J" } });
  });
});

describe("the rms value of a wave's electric field", () => {
  it("is read from the intensity as I = c ε₀ E_rms², not as a current", () => {
    const beam = solveText(
      "A 5.00-mW laser produces a beam with a circular cross section of diameter 2.00 mm. Assuming the intensity is uniform across the beam, what is the rms value of the electric field in the beam?",
    );
    expect(beam).toMatchObject({ status: "solved", understood: { unknown: { variable: "EfieldRms" } } });
    if (beam.status === "solved") expect(beam.si.value).toBeCloseTo(774, -1);
  });
});

describe("one temperature of a change of phase, and a duration in several units", () => {
  it("reads ice at 0 °C melting into water at 0 °C as one temperature, not a change of none", () => {
    const melting = solveText(
      "A 0.500-kg block of ice at 0 degrees C melts completely into water at 0 degrees C. Given that the latent heat of fusion of water is 3.34 x 10^5 J/kg, what is the change in entropy of the ice-water system?",
    );
    expect(melting).toMatchObject({ status: "solved", answer: { unit: "J/K" } });
    if (melting.status === "solved") expect(melting.si.value).toBeCloseTo(167000 / 273.15, 0);
  });

  it("reads '2 hours, 5 minutes and 30 seconds' as one time", () => {
    const walk = solveText(
      "A hiker walks 15.0 km along a trail in 2 hours, 5 minutes and 30 seconds. What is her average speed in m/s?",
    );
    expect(walk).toMatchObject({
      status: "solved",
      understood: { quantities: [{}, { value: 7530, unit: "s" }] },
    });
    if (walk.status === "solved") expect(walk.si.value).toBeCloseTo(15000 / 7530, 4);
  });
});

describe("the quantity asked, named in several ways", () => {
  it("reads a gas's temperature before 'is changed to' as its first, not its last", () => {
    const gas = solveText(
      "A gas initially at 100 kPa, 3.0 L and 300 K is changed to a volume of 2.0 L and a temperature of 400 K. What is its new pressure?",
    );
    expect(gas).toMatchObject({ status: "solved" });
    if (gas.status === "solved") expect(gas.si.value).toBeCloseTo((100e3 * 3.0 * 400) / (300 * 2.0), -2);
  });

  it("answers the mass of an isotope that remains, a capacitor's potential difference and E asked by its symbol", () => {
    const iodine = solveText(
      "Iodine-131 has a half-life of 8.02 d. If a hospital receives a 2.00-g sample of pure iodine-131, what mass of it remains after 30.0 d?",
    );
    expect(iodine).toMatchObject({ status: "solved", answer: { unit: "g" } });
    if (iodine.status === "solved") expect(iodine.si.value).toBeCloseTo(0.002 * 0.5 ** (30 / 8.02), 7);
    const charging = solveText(
      "An uncharged 50.0-uF capacitor is connected in series with a 20.0-kOhm resistor and a 9.00-V battery at t = 0. What is the potential difference across the capacitor 1.50 s later?",
    );
    expect(charging).toMatchObject({ status: "solved" });
    if (charging.status === "solved") expect(charging.si.value).toBeCloseTo(9 * (1 - Math.exp(-1.5)), 3);
    const sphere = solveText(
      "solid insulating sphere, radius 10 cm, has 4.0 nC of charge spread uniformly thru its volume. what's the magnitude of E at 5.0 cm from the center?",
    );
    expect(sphere).toMatchObject({ status: "solved", si: { unit: "V/m" } });
    if (sphere.status === "solved")
      expect(sphere.si.value).toBeCloseTo((8.99e9 * 4e-9 * 0.05) / 0.1 ** 3, -1);
  });
});

describe("a height named by its verb, and heat for two stages", () => {
  it("reads 'its center of mass rises 6.00 cm' as a height, not a distance from a pivot", () => {
    const pendulum = solveText(
      "An 8.00-g bullet is fired horizontally into a 2.50-kg wooden block hanging from light strings, and it embeds in the block. The block swings upward so that its center of mass rises 6.00 cm. What was the speed of the bullet just before impact?",
    );
    expect(pendulum).toMatchObject({ status: "solved" });
    if (pendulum.status === "solved")
      expect(pendulum.si.value).toBeCloseTo((2.508 / 0.008) * Math.sqrt(2 * 9.80665 * 0.06), 0);
  });

  it("adds the heat to warm water to its boiling point and the heat to boil it away", () => {
    const boiling = solveText(
      "How much heat is required to take 0.250 kg of water at 20.0 °C, bring it to 100.0 °C, and then vaporize it completely? Use c = 4186 J/(kg·K) and L_v = 2.26 × 10^6 J/kg.",
    );
    expect(boiling).toMatchObject({ status: "solved" });
    if (boiling.status === "solved")
      expect(boiling.si.value).toBeCloseTo(0.25 * 4186 * 80 + 0.25 * 2.26e6, -1);
  });
});
