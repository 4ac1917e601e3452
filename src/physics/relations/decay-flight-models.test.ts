import { describe, expect, it } from "vitest";
import { refused, solved } from "../solver/test-helpers";
import { constant } from "./relation";

const c = constant("c");
const me = constant("me");
const U = 1.6605390666e-27;
const MEV = 1.602176634e-13;

describe("energy released in a decay, from the atoms' masses", () => {
  it("gives an alpha decay's Q-value from the three atomic masses, in MeV", () => {
    const result = solved(
      "Polonium-210 (209.982874 u) decays by alpha emission into lead-206 (205.974465 u). A helium-4 atom has a mass of 4.002603 u. How much energy is released?",
    );
    const q = (209.982874 - 205.974465 - 4.002603) * U * c ** 2;
    expect(result.si.value / q).toBeCloseTo(1, 6);
    expect(result.answer.unit).toBe("MeV");
    expect(result.steps.some((step) => step.principle.startsWith("Q-value of an alpha decay"))).toBe(true);
  });

  it("gives the alpha particle its share of Q by momentum conservation, not the whole Q", () => {
    const result = solved(
      "A uranium-238 atom (238.050788 u) at rest emits an alpha particle and becomes thorium-234 (234.043601 u); take 4.002603 u for helium-4. Find the kinetic energy of the alpha particle in MeV.",
    );
    const q = (238.050788 - 234.043601 - 4.002603) * U * c ** 2;
    const share = (q * 234.043601) / (234.043601 + 4.002603);
    expect(result.si.value / share).toBeCloseTo(1, 6);
    expect(result.answer.value).toBeCloseTo(4.198, 3);
  });

  it("takes two electron masses off a positron decay's atomic-mass difference", () => {
    const result = solved(
      "Nitrogen-13 undergoes β+ decay to carbon-13. Using atomic masses of 13.005739 u for N-13 and 13.003355 u for C-13, find the Q value in MeV.",
    );
    const q = ((13.005739 - 13.003355) * U - 2 * me) * c ** 2;
    expect(result.si.value / q).toBeCloseTo(1, 6);
    expect(result.answer.value).toBeCloseTo(1.199, 3);
  });

  it("keeps the whole atomic-mass difference for a beta-minus decay", () => {
    const result = solved(
      "Tritium (atomic mass 3.016049 u) beta decays to helium-3 (atomic mass 3.016029 u). What is the Q-value in keV?",
    );
    expect(result.si.value / ((3.016049 - 3.016029) * U * c ** 2)).toBeCloseTo(1, 6);
    expect(result.answer.unit).toBe("keV");
  });

  it("refuses a beta decay when the masses are not said to be atomic ones", () => {
    expect(
      refused(
        "Carbon-14 (14.003242 u) undergoes beta decay to nitrogen-14 (14.003074 u). Find the Q value in keV.",
      ),
    ).toBe(true);
  });

  it("refuses to ask which mass is which when the alpha decay has no helium-4 mass", () => {
    expect(
      refused(
        "Polonium-210 (209.982874 u) decays by alpha emission into lead-206 (205.974465 u). How much energy is released?",
      ),
    ).toBe(true);
  });
});

describe("a particle that decays at rest into two", () => {
  it("gives both products the momentum fixed by the three rest energies", () => {
    const result = solved(
      "A Σ⁻ at rest decays into a neutron and a π⁻. The rest energies are 1197.4 MeV for the sigma, 939.6 MeV for the neutron and 139.6 MeV for the pion. What is the momentum of the neutron in MeV/c?",
    );
    const [big, first, second] = [1197.4, 939.6, 139.6];
    const pc = Math.sqrt((big ** 2 - (first + second) ** 2) * (big ** 2 - (first - second) ** 2)) / (2 * big);
    expect((result.si.value * c) / MEV / pc).toBeCloseTo(1, 6);
    expect(result.answer.unit).toBe("MeV/c");
  });

  it("refuses when the products would outweigh the particle that decays", () => {
    expect(
      refused(
        "A particle at rest with rest energy 900 MeV decays into two particles whose rest energies are 500 MeV and 450 MeV. What is the momentum of each?",
      ),
    ).toBe(true);
  });
});

describe("unstable particles in flight", () => {
  it("dilates the proper lifetime before finding how far a particle goes", () => {
    const result = solved(
      "Kaons with a proper mean lifetime of 12.4 ns move through the lab at 0.95c. How far does a typical kaon get before it decays?",
    );
    const gamma = 1 / Math.sqrt(1 - 0.95 ** 2);
    expect(result.si.value / (gamma * 0.95 * c * 12.4e-9)).toBeCloseTo(1, 6);
  });

  it("gives the fraction of a beam that decays along a flight path", () => {
    const result = solved(
      "A muon beam has Lorentz factor γ = 5.0. The muon mean life at rest is 2.2 μs. What fraction of the muons decays over a 2.0 km flight path?",
    );
    const speed = c * Math.sqrt(1 - 1 / 25);
    expect(result.si.value).toBeCloseTo(1 - Math.exp(-2000 / (speed * 5 * 2.2e-6)), 6);
  });

  it("refuses the survival fraction when the lifetime given is a half-life", () => {
    expect(
      refused(
        "A muon beam has Lorentz factor γ = 5.0 and a proper half-life of 1.5 μs. What fraction of the muons decays over a 2.0 km flight path?",
      ),
    ).toBe(true);
  });
});

describe("speeds near c in two frames, and the travellers' time", () => {
  it("adds a rocket's speed and its missile's speed relativistically", () => {
    const result = solved(
      "A rocket passes a space station at 0.60c relative to the station and fires a missile forward at 0.80c relative to the rocket. How fast does the missile move relative to the station?",
    );
    expect(result.si.value / (((0.6 + 0.8) / (1 + 0.48)) * c)).toBeCloseTo(1, 6);
    expect(result.steps.some((step) => step.principle.includes("addition of velocities"))).toBe(true);
  });

  it("answers as a fraction of c when asked so", () => {
    const result = solved(
      "A ship moving at 0.40c relative to Earth launches a probe straight ahead at 0.40c relative to the ship. Give the probe's speed relative to Earth as a fraction of c.",
    );
    expect(result.answer.unit).toBe("");
    expect(result.si.value).toBeCloseTo(0.8 / 1.16, 6);
  });

  it("refuses a missile fired backward, which the same-direction addition does not model", () => {
    expect(
      refused(
        "A rocket passes a space station at 0.60c relative to the station and fires a missile backward at 0.80c relative to the rocket. How fast does the missile move relative to the station?",
      ),
    ).toBe(true);
  });

  it("gives the astronauts' ageing on a trip as the proper time", () => {
    const result = solved(
      "A probe crew travels 12 light years to a nearby star at 0.60c, as measured from Earth. By how many years do the crew age on the trip?",
    );
    expect(result.si.value / (365.25 * 86400)).toBeCloseTo((12 / 0.6) * 0.8, 2);
  });
});

describe("energies asked in electronvolts", () => {
  it("reads 'electron volts' as the unit, not as an electron in the problem", () => {
    const result = solved(
      "Blue light has a wavelength of 450 nm. What energy does one photon carry, in electron volts?",
    );
    expect(result.answer.unit).toBe("eV");
    expect(result.si.value / 1.602176634e-19).toBeCloseTo(2.755, 2);
  });
});

describe("the share of a radioactive sample left or decayed", () => {
  it("is the same whatever the sample's mass, which is set aside", () => {
    const result = solved(
      "Phosphorus-32 has a half-life of 14.3 days. A laboratory receives a 2.00-mg sample. What fraction of the nuclei will have decayed after 20.0 days?",
    );
    expect(result.si.value).toBeCloseTo(1 - 0.5 ** (20 / 14.3), 6);
  });

  it("gives the time for an activity to fall to a share of its value, whatever that value", () => {
    const result = solved(
      "Phosphorus-32 has a half-life of 14.3 days. A sample has an activity of 5.0 × 10^8 Bq. How many days pass before its activity falls to 25.0% of that value?",
    );
    expect(result.si.value / 86400).toBeCloseTo(2 * 14.3, 6);
  });
});
