import { describe, expect, it } from "vitest";
import { constantValue } from "../constants";
import { solveText } from "../solver/free-form";
import { solvedSI } from "../solver/test-helpers";

const E = constantValue("elementary-charge");
const ME = constantValue("electron-mass");
const MP = constantValue("proton-mass");
const C = 299_792_458;
const MU0 = 4e-7 * Math.PI;
const H = 6.62607015e-34;
const KB = 1.380649e-23;
const NA = 6.02214076e23;
const EV = E;

function refuses(text: string): boolean {
  return solveText(text).status === "cannot-solve";
}

/** True when two numbers agree to a relative tolerance. */
function near(actual: number, expected: number, relative = 0.005): boolean {
  return Math.abs(actual - expected) <= relative * Math.abs(expected);
}

describe("circuits: labels, electron counts and AC power", () => {
  it("reads 'the 5.5 Ω lamp' in the question as the lamp already given, with the battery's internal resistance", () => {
    const power = solvedSI(
      "A 12 V battery whose internal resistance is 0.50 Ω drives a 5.5 Ω lamp. What power does the 5.5 Ω lamp dissipate?",
    );
    expect(near(power, 2 ** 2 * 5.5)).toBe(true);
  });

  it("counts the electrons a current carries in a time", () => {
    const count = solvedSI(
      "A current of 0.80 A runs through a lamp for 2.0 minutes. How many electrons pass through the filament?",
    );
    expect(near(count, (0.8 * 120) / E)).toBe(true);
  });

  it("takes the average power of an AC heater from the rms voltage, not the peak", () => {
    const power = solvedSI(
      "An alternating voltage of peak value 311 V is applied across a 100 Ω heater. What is the average power?",
    );
    expect(near(power, (311 / Math.SQRT2) ** 2 / 100)).toBe(true);
    expect(near(power, 311 ** 2 / 100, 0.1)).toBe(false);
  });

  it("finds the rms current of a resistor and a capacitor in series from their impedance", () => {
    const reactance = 1 / (2 * Math.PI * 50 * 4.7e-6);
    const current = solvedSI(
      "A 220 Ω resistor in series with a 4.7 μF capacitor is driven by a 50 Hz source of 230 V rms. What is the rms current?",
    );
    expect(near(current, 230 / Math.hypot(220, reactance))).toBe(true);
  });

  it("gives a series RLC circuit's power from the current its impedance lets through", () => {
    const power = solvedSI(
      "A series RLC circuit has R = 40 Ω, an inductive reactance of 90 Ω and a capacitive reactance of 60 Ω, and is driven at 120 V rms. Find the average power.",
    );
    expect(near(power, (120 / 50) ** 2 * 40)).toBe(true);
  });

  it("refuses the average power of a resistor in series with a capacitor whose reactance is not known", () => {
    expect(
      refuses(
        "A 120 V rms, 60 Hz source drives a 50 Ω resistor in series with a capacitor. What average power does the circuit use?",
      ),
    ).toBe(true);
  });
});

describe("magnetic fields of coils and wires, and charges moving in fields", () => {
  it("gives the field inside a solenoid from its turns per length", () => {
    expect(
      near(
        solvedSI("A 25 cm long solenoid has 500 turns and carries 2.0 A. Find the magnetic field inside it."),
        (MU0 * 500 * 2) / 0.25,
      ),
    ).toBe(true);
  });

  it("gives the field on a coil's axis, weaker than at its centre", () => {
    const field = solvedSI(
      "A circular coil of radius 10 cm carries 3.0 A. What is the magnetic field on its axis 10 cm from its centre?",
    );
    expect(near(field, (MU0 * 3 * 0.1 ** 2) / (2 * (0.1 ** 2 + 0.1 ** 2) ** 1.5))).toBe(true);
  });

  it("gives the force between two parallel currents over a length of wire", () => {
    expect(
      near(
        solvedSI(
          "Two long parallel wires 5.0 cm apart carry currents of 10 A and 20 A. What is the force on a 2.0 m length of one wire?",
        ),
        (MU0 * 10 * 20 * 2) / (2 * Math.PI * 0.05),
      ),
    ).toBe(true);
  });

  it("gives the force on each metre of two parallel currents, with the wires counted in digits", () => {
    const perMetre = (MU0 * 6 * 15) / (2 * Math.PI * 0.03);
    expect(
      near(
        solvedSI(
          "2 long straight parallel wires are 3.0 cm apart and carry 6.0 A and 15 A. What is the force per unit length on either wire?",
        ),
        perMetre,
      ),
    ).toBe(true);
  });

  it("turns only the perpendicular part of the velocity on a helix", () => {
    const radius = solvedSI(
      "A proton moves at 3.0 × 10^5 m/s at 60° to a 0.10 T magnetic field. What is the radius of its helical path?",
    );
    expect(near(radius, (MP * 3e5 * Math.sin(Math.PI / 3)) / (E * 0.1))).toBe(true);
  });

  it("follows a charge accelerated from rest into a field through both phases", () => {
    const radius = solvedSI(
      "An electron is accelerated from rest through 200 V and then moves perpendicular to a 2.0 mT magnetic field. What is the radius of its circular path?",
    );
    expect(near(radius, Math.sqrt((2 * ME * 200) / E) / 2e-3)).toBe(true);
  });

  it("balances a charged ball on a thread in a horizontal field", () => {
    const charge = solvedSI(
      "A small ball of mass 1.0 g hangs on a thread in a horizontal electric field of 2.0 × 10^4 N/C, and the thread makes 20° with the vertical. Find the charge on the ball.",
    );
    expect(near(charge, (1e-3 * 9.8 * Math.tan((20 * Math.PI) / 180)) / 2e4)).toBe(true);
  });
});

describe("atoms, nuclei and particles", () => {
  it("scales the Bohr levels of a one-electron ion by Z squared", () => {
    const level = solvedSI("What is the energy of the n = 1 level of singly ionized helium (Z = 2), in eV?");
    expect(near(level, -13.6 * 4 * EV)).toBe(true);
  });

  it("refuses an ion's level when its nuclear charge is not given, rather than use hydrogen's", () => {
    expect(refuses("What is the ground-state energy (n = 1) of a doubly ionized lithium ion, in eV?")).toBe(
      true,
    );
  });

  it("gives the least photon energy that ionizes hydrogen from an excited level", () => {
    const energy = solvedSI(
      "What is the least photon energy that can ionize a hydrogen atom in its n = 2 state?",
    );
    expect(near(energy, (13.6 / 4) * EV)).toBe(true);
  });

  it("estimates a Kα wavelength by Moseley's law", () => {
    const wavelength = solvedSI("Estimate by Moseley's law the Kα wavelength of iron (Z = 26).");
    expect(near(wavelength, 1 / (0.75 * 10_973_731.6 * 25 ** 2))).toBe(true);
  });

  it("gives the spacing of normal Zeeman lines", () => {
    const spacing = solvedSI(
      "In the normal Zeeman effect, what is the frequency separation of adjacent lines in a 0.50 T field?",
    );
    expect(near(spacing, (E * 0.5) / (4 * Math.PI * ME))).toBe(true);
  });

  it("gives the mass of an isotope left after whole half-lives", () => {
    expect(
      near(
        solvedSI(
          "A sample holds 40 g of an isotope with a half-life of 6.0 h. How many grams remain after 18 h?",
        ),
        5e-3,
      ),
    ).toBe(true);
  });

  it("gives the activity left of a source that starts with a known activity", () => {
    expect(
      near(
        solvedSI(
          "A source initially has an activity of 800 Bq, and its half-life is 2.0 days. What is its activity after 6.0 days?",
        ),
        100,
      ),
    ).toBe(true);
  });

  it("decays with the mean life rather than taking the mean life for the half-life", () => {
    const time = solvedSI(
      "An isotope has a mean life of 10 s. How long until 50% of the nuclei have decayed?",
    );
    expect(near(time, 10 * Math.LN2)).toBe(true);
  });

  it("gives a particle's lifetime from its decay width", () => {
    const lifetime = solvedSI("A resonance has a decay width of 150 MeV. Using τ = ħ/Γ, find its mean life.");
    expect(near(lifetime, 1.054571817e-34 / (150e6 * EV))).toBe(true);
  });
});

describe("solids and relativity", () => {
  it("counts free electrons per volume from a metal's density and molar mass", () => {
    const density = solvedSI(
      "Copper has a density of 8.96 g/cm^3 and molar mass 63.5 g/mol, with one free electron per atom. What is the free-electron number density?",
    );
    expect(near(density, (8960 * NA) / 0.0635)).toBe(true);
  });

  it("gives the Hall voltage across a thin strip", () => {
    const voltage = solvedSI(
      "A silver strip 0.20 mm thick carries a current of 4.0 A in a 0.80 T field perpendicular to it. The carrier density is 5.9 × 10^28 per cubic meter. What is the Hall voltage?",
    );
    expect(near(voltage, (4 * 0.8) / (5.9e28 * E * 2e-4))).toBe(true);
  });

  it("solves the diode law for the forward voltage", () => {
    const voltage = solvedSI(
      "A diode with a saturation current of 2.0 pA is at 300 K. What forward voltage drives a current of 5.0 mA through it?",
    );
    expect(near(voltage, ((KB * 300) / E) * Math.log(5e-3 / 2e-12 + 1))).toBe(true);
  });

  it("gives the mean energy of free electrons as three fifths of the Fermi energy", () => {
    expect(
      near(
        solvedSI(
          "The Fermi energy of a metal is 7.0 eV. What is the average kinetic energy of its free electrons at absolute zero?",
        ),
        4.2 * EV,
      ),
    ).toBe(true);
  });

  it("gives the Fermi energy from the free-electron density, not the mean energy", () => {
    const HBAR = H / (2 * Math.PI);
    const n = 5.86e28;
    expect(
      near(
        solvedSI(
          "Silver has 5.86 × 10^28 free electrons per cubic meter. In the free-electron model, what is its Fermi energy in eV?",
        ),
        (HBAR ** 2 / (2 * ME)) * (3 * Math.PI ** 2 * n) ** (2 / 3),
      ),
    ).toBe(true);
  });

  it("reads kT at a temperature as a thermal energy", () => {
    expect(near(solvedSI("What is kT at 77 K, in meV?"), KB * 77)).toBe(true);
  });

  it("turns a whole mass into energy", () => {
    expect(
      near(
        solvedSI("If 2.0 g of matter were converted entirely into energy, how many joules would that be?"),
        2e-3 * C ** 2,
      ),
    ).toBe(true);
  });
});

describe("light as a wave, polarization and lasers", () => {
  it("times light through a fibre at its speed in the glass", () => {
    const time = solvedSI(
      "How long does light take to travel 5.0 km along a glass fiber of refractive index 1.50?",
    );
    expect(near(time, (5000 * 1.5) / C)).toBe(true);
  });

  it("pushes a mirror with the normal part of a reflected beam's momentum", () => {
    const force = solvedSI(
      "A 5.0 W laser beam reflects from a perfect mirror at an angle of incidence of 45°. What force does the beam exert on the mirror?",
    );
    expect(near(force, (2 * 5 * Math.cos(Math.PI / 4)) / C)).toBe(true);
  });

  it("gives the width of a single slit's central maximum", () => {
    const width = solvedSI(
      "Light of 500 nm passes through a slit 0.050 mm wide onto a screen 2.0 m away. What is the width of the central maximum?",
    );
    expect(near(width, (2 * 500e-9 * 2) / 5e-5)).toBe(true);
  });

  it("counts a grating's maxima up to the highest order below 90°", () => {
    expect(
      solvedSI("A grating with 400 lines per millimetre is lit by 600 nm light. What is the highest order?"),
    ).toBe(4);
    expect(
      solvedSI(
        "Light of 500 nm falls normally on a grating of 500 lines per mm. How many maxima does it give in all?",
      ),
    ).toBe(7);
  });

  it("finds how far away two sources can be resolved", () => {
    const distance = solvedSI(
      "Two lamps 2.0 m apart are viewed in 500 nm light through a pupil of diameter 5.0 mm. At what distance can they just be resolved?",
    );
    expect(near(distance, 2 / ((1.22 * 500e-9) / 5e-3))).toBe(true);
  });

  it("applies Malus's law to a polarized beam's power", () => {
    expect(
      near(
        solvedSI(
          "A polarized 8.0 mW beam meets a polarizer whose axis is 30° from its polarization. How many mW come out?",
        ),
        8e-3 * Math.cos(Math.PI / 6) ** 2,
      ),
    ).toBe(true);
  });

  it("gives the refraction angle at Brewster incidence", () => {
    const angle = solvedSI(
      "Light in air strikes glass (n = 1.50) at Brewster's angle. What is the angle of refraction, in degrees?",
    );
    expect(near(angle, Math.PI / 2 - Math.atan(1.5))).toBe(true);
  });

  it("gives the thinnest quarter-wave plate from the two indices", () => {
    const thickness = solvedSI(
      "A quarter-wave plate for 633 nm light is cut from a crystal with n_o = 1.658 and n_e = 1.486. What is its least thickness?",
    );
    expect(near(thickness, 633e-9 / (4 * 0.172))).toBe(true);
  });

  it("gives a laser pulse's peak power, leaving out its repetition rate", () => {
    const power = solvedSI(
      "A pulsed laser fires at a repetition rate of 20 Hz, each pulse lasting 5.0 ns and carrying 0.10 J. What is the peak power of a pulse?",
    );
    expect(near(power, 0.1 / 5e-9)).toBe(true);
  });

  it("gives the peak intensity of a Gaussian beam, twice the power over the beam area", () => {
    const intensity = solvedSI(
      "A Gaussian laser beam of power 1.0 W has a 1/e^2 radius of w = 0.50 mm. What is its peak intensity?",
    );
    expect(near(intensity, 2 / (Math.PI * 5e-4 ** 2))).toBe(true);
  });

  it("gives the threshold gain from the two mirrors' reflectivities", () => {
    const gain = solvedSI(
      "A laser cavity 30 cm long has mirrors with reflectivities 99% and 95%. What threshold gain coefficient is needed?",
    );
    expect(near(gain, -Math.log(0.99 * 0.95) / 0.6)).toBe(true);
  });

  it("gives the temperature of a thermal population ratio", () => {
    const temperature = solvedSI(
      "At what temperature is the population ratio of two levels 1.0 μm apart in wavelength equal to 0.010?",
    );
    expect(near(temperature, (-H * C) / (1e-6 * KB * Math.log(0.01)))).toBe(true);
  });

  it("gives the spot a diffracting beam makes far away", () => {
    const spot = solvedSI(
      "A 532 nm beam leaves a 4.0 mm aperture, spreads by diffraction and lands on a wall at a distance of 2.0 km. What is the diameter of the spot?",
    );
    expect(near(spot, 2 * 2000 * ((1.22 * 532e-9) / 4e-3))).toBe(true);
  });
});

describe("reading values that are not givens, and values that share a name", () => {
  it("reads a number inside a formula as part of it, not as a given", () => {
    const wavelength = solvedSI(
      "Taking the screened nuclear charge as (Z − 1)e, estimate by Moseley's law the Kα wavelength of nickel (Z = 28).",
    );
    expect(near(wavelength, 1 / (0.75 * 10_973_731.6 * 27 ** 2))).toBe(true);
  });

  it("reads 'in 1/m' as the unit asked for", () => {
    const gain = solvedSI(
      "A gain medium 20 cm long sits between mirrors with reflectivities 99.5% and 97.0%. What threshold gain coefficient, in 1/m, is needed?",
    );
    expect(near(gain, -Math.log(0.995 * 0.97) / 0.4)).toBe(true);
  });

  it("refuses a second value joined by 'and' when the words give the pair no name", () => {
    expect(
      refuses("A cavity 20 cm long has values 99.5% and 97.0%. What threshold gain coefficient is needed?"),
    ).toBe(true);
  });
});

describe("more readings of light, atoms and solids", () => {
  it("reads '3rd dark ring' as the ring's order in Newton's rings", () => {
    const radius = solvedSI(
      "Newton's rings are formed between a lens with a radius of curvature of 2.0 m and a flat plate, in 550 nm light. What is the radius of the 3rd dark ring?",
    );
    expect(near(radius, Math.sqrt(3 * 550e-9 * 2))).toBe(true);
  });

  it("times light along a length of fibre", () => {
    const time = solvedSI(
      "How long does light take to pass through a 10 km length of fibre with core index 1.45?",
    );
    expect(near(time, (10_000 * 1.45) / C)).toBe(true);
  });

  it("asks for the observed wavelength of a receding source", () => {
    const observed = solvedSI(
      "A quasar recedes from us at 0.30c. A line it emits at 500 nm in its own frame: what wavelength is observed here?",
    );
    expect(near(observed, 500e-9 * Math.sqrt(1.3 / 0.7))).toBe(true);
  });

  it("gives the Bohr potential energy as twice the ground-state energy", () => {
    const energy = solvedSI(
      "The ground-state energy of hydrogen in the Bohr model is −13.6 eV. What is the electric potential energy of the electron in this state?",
    );
    expect(near(energy, -27.2 * EV)).toBe(true);
  });

  it("reads a number of electrons per cubic metre as a density for the drift speed", () => {
    const speed = solvedSI(
      "A wire of cross-sectional area 1.0 mm^2 carries 2.0 A; the metal has 8.0 × 10^28 conduction electrons per cubic metre. What is the drift speed?",
    );
    expect(near(speed, 2 / (8e28 * E * 1e-6))).toBe(true);
  });
});

describe("nuclear sizes and the range of forces", () => {
  it("takes the mass number from the isotope's name for the nuclear radius", () => {
    const radius = solvedSI("With R₀ = 1.2 fm, what is the radius of a uranium-238 nucleus?");
    expect(near(radius, 1.2e-15 * 238 ** (1 / 3))).toBe(true);
  });

  it("refuses a nuclear radius when two isotopes are named", () => {
    expect(
      refuses("Uranium-238 decays to thorium-234. With R₀ = 1.2 fm, what is the radius of the nucleus?"),
    ).toBe(true);
  });

  it("estimates the range of a force from the rest energy of the particle that carries it", () => {
    const range = solvedSI(
      "A force is carried by a particle of rest energy 200 MeV. Using ħc = 197 MeV·fm, estimate the range of the force.",
    );
    expect(near(range, (197 / 200) * 1e-15)).toBe(true);
  });
});

describe("thin films on a material", () => {
  it("gives a film on a less dense material a quarter wavelength for a bright reflection", () => {
    const thickness = solvedSI(
      "A soap film (n = 1.40) lies on water (n = 1.33). What is the thinnest film that gives constructive interference in reflection for 560 nm light?",
    );
    expect(near(thickness, 560e-9 / (4 * 1.4))).toBe(true);
  });

  it("gives a coating on denser glass half a wavelength for a bright reflection", () => {
    const thickness = solvedSI(
      "A layer of oil (n = 1.25) is spread on glass (n = 1.50) and lit from above with 500 nm light. What is the smallest non-zero thickness that gives a bright reflection?",
    );
    expect(near(thickness, 500e-9 / (2 * 1.25))).toBe(true);
  });

  it("gives a coating on denser glass a quarter wavelength to cancel the reflection", () => {
    const thickness = solvedSI(
      "A layer of oil (n = 1.25) is spread on glass (n = 1.50) and lit from above with 500 nm light. What is the smallest thickness that makes the reflection dark by destructive interference?",
    );
    expect(near(thickness, 500e-9 / (4 * 1.25))).toBe(true);
  });
});

describe("two wavelengths through a grating", () => {
  it("separates two wavelengths by their own angles in the same order", () => {
    const separation = solvedSI(
      "Two lines of wavelengths 500.0 nm and 501.0 nm fall normally on a grating with 400 lines per mm. What is their angular separation in the third order?",
    );
    const d = 1 / 400e3;
    expect(near(separation, Math.asin((3 * 501e-9) / d) - Math.asin((3 * 500e-9) / d))).toBe(true);
  });
});

describe("two point charges: their potential energy and the work to bring them together", () => {
  const K = 8.9875517923e9;
  it("gives the energy of the pair, and the work to bring one from far away to the other", () => {
    expect(
      near(
        solvedSI(
          "What is the electric potential energy of a 3.0 nC charge 4.0 cm from a fixed 6.0 nC charge?",
        ),
        (K * 3e-9 * 6e-9) / 0.04,
      ),
    ).toBe(true);
    for (const asked of [
      "How much work does it take to bring a 4.0 μC charge from infinity to 0.50 m from a fixed 1.5 μC charge?",
      "how much work to push a 4 uC charge in from very far away until its 0.5 m from a 1.5 uC charge",
    ])
      expect(near(solvedSI(asked), (K * 4e-6 * 1.5e-6) / 0.5), asked).toBe(true);
    // Work between two points at given distances is not work from far away: refused.
    expect(
      refuses(
        "How much work does it take to move a 4.0 μC charge toward a fixed 1.5 μC charge until it is 0.50 m away?",
      ),
    ).toBe(true);
  });
});
