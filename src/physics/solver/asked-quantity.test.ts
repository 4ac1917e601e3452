import { describe, expect, it } from "vitest";
import { constant } from "../relations/relation";
import { askedDimension, isAskedDimension } from "./asked-quantity";
import { solveText } from "./free-form";
import { refused, solvedSI } from "./test-helpers";

const h = constant("hPlanck");
const c = constant("c");
const e = constant("qe");
const me = constant("me");

function reasonOf(text: string): string {
  const result = solveText(text);
  return result.status === "cannot-solve" ? result.reason : "solved";
}

describe("the dimension a question asks for", () => {
  it("is read from the noun the question word governs", () => {
    expect(askedDimension("What is the minimum thickness of the coating?")?.units).toEqual(["m"]);
    expect(askedDimension("How much heat flows through the wall in an hour?")?.units).toEqual(["J"]);
    expect(askedDimension("Find the magnitude of the force on the wire.")?.units).toEqual(["N"]);
    expect(askedDimension("What is the period of the pendulum?")?.units).toEqual(["s"]);
  });

  it("takes a question of where as asking for a place, answered by a distance", () => {
    const asked = askedDimension("Where on the line joining them is the potential zero?");
    expect(isAskedDimension("m", asked)).toBe(true);
    expect(isAskedDimension("V", asked)).toBe(false);
    expect(
      isAskedDimension("N/C", askedDimension("At what point between the charges does the force vanish?")),
    ).toBe(false);
  });

  it("takes an amount of a substance as a mass, a volume or an amount in moles", () => {
    const asked = askedDimension("How much steam at 100 °C would that energy condense?");
    expect(asked?.units).toEqual(["kg", "m^3", "mol"]);
    expect(isAskedDimension("g", asked)).toBe(true);
    expect(isAskedDimension("J", asked)).toBe(false);
  });

  it("is the dimension of a unit the question names", () => {
    expect(askedDimension("What is the gap between the plates, in cm?")?.units).toEqual(["cm"]);
    expect(askedDimension("How much energy is released, in kJ?")?.units).toEqual(["kJ"]);
  });

  it("is left open where a word before the noun changes its dimension or no noun is asked", () => {
    expect(askedDimension("What is the angular momentum of the disk?")).toBeUndefined();
    expect(askedDimension("What is the specific heat of the metal?")).toBeUndefined();
    expect(askedDimension("How much does the rod expand?")).toBeUndefined();
  });
});

describe("an answer of another quantity than the one asked is refused", () => {
  it("does not answer an energy when the question asks how much of a substance", () => {
    const text =
      "A coil of inductance 4.0 H carries a steady current of 10 A. How much ice at 0 °C could the energy stored in its field melt?";
    expect(refused(text)).toBe(true);
    expect(reasonOf(text)).toMatch(/asks for how much ice/);
  });

  it("still answers the energy when the energy is asked", () => {
    expect(solvedSI("How much energy is stored in a 4.0 H coil that carries a current of 10 A?")).toBeCloseTo(
      200,
      6,
    );
  });
});

describe("a variant of a relation is used only when the words decide it", () => {
  const film = "A soap film (n = 1.33) with air on both sides is lit at normal incidence by 550 nm light.";

  it("refuses a film's thickness when the words name neither strong nor cancelled reflection", () => {
    expect(refused(`${film} What is the thinnest such film?`)).toBe(true);
  });

  it("gives a quarter wavelength in the film for strong reflection and a half for none", () => {
    expect(
      solvedSI(`${film} What is the minimum thickness of the film if it strongly reflects this light?`),
    ).toBeCloseTo(550e-9 / (4 * 1.33), 12);
    expect(
      solvedSI(
        `${film} What is the minimum thickness of the film if its reflection of this light cancels out?`,
      ),
    ).toBeCloseTo(550e-9 / (2 * 1.33), 12);
  });

  it("tells the X-ray cutoff from the electrons' de Broglie wavelength only by the words", () => {
    const beam =
      "Electrons start from rest and are accelerated through 25 kV before they hit a metal target.";
    expect(
      solvedSI(`${beam} What is the shortest wavelength of the X-rays the target gives off?`),
    ).toBeCloseTo((h * c) / (e * 25e3), 15);
    const kinetic = e * 25e3;
    const momentum = Math.sqrt(kinetic ** 2 + 2 * kinetic * me * c ** 2) / c;
    expect(solvedSI(`${beam} What is the de Broglie wavelength of each electron?`)).toBeCloseTo(
      h / momentum,
      15,
    );
    // X-rays are named, but the question says neither whose wavelength nor that it is the shortest.
    expect(refused(`${beam} The target emits X-rays. What is the wavelength?`)).toBe(true);
  });

  it("gives an AC source's average power only when average (or rms) is named", () => {
    const source = "An alternating source of 170 V peak drives a 50 Ω heater.";
    expect(solvedSI(`${source} What average power does the heater draw?`)).toBeCloseTo(170 ** 2 / 2 / 50, 6);
    expect(refused(`${source} What power does the heater draw?`)).toBe(true);
  });
});

describe("a reading that cannot be the one meant is refused", () => {
  it("does not answer with a value the problem states, reached by going round through other relations", () => {
    const reason = reasonOf(
      "A probe travels at 0.80c. Its onboard timer records 3.0 s between two signals. How long is that interval for mission control on Earth?",
    );
    expect(reason).not.toBe("solved");
    // Named as the proper time, the same interval is answered.
    const gamma = 1 / Math.sqrt(1 - 0.8 ** 2);
    expect(
      solvedSI(
        "A probe travels at 0.80c. Its onboard timer records a proper time of 3.0 s. What is the dilated time measured on Earth?",
      ),
    ).toBeCloseTo(3 * gamma, 6);
  });

  it("does not set aside a second force where the relation needs the net force", () => {
    // The friction force is subtracted from the push, never left out: (30 − 6.0) / 4.0, not 30 / 4.0.
    expect(
      solvedSI(
        "A 4.0 kg cart is pushed with a force of 30 N. A friction force of 6.0 N acts on it. What is its acceleration?",
      ),
    ).toBeCloseTo(6, 9);
    expect(
      solvedSI("A 4.0 kg cart is pushed with a net force of 30 N. What is its acceleration?"),
    ).toBeCloseTo(7.5, 9);
  });

  it("does not answer when no word names the role of a value or the physics joining them", () => {
    // Two rest energies read by their unit alone as a change in internal energy and a gas's work,
    // joined by the first law, would give 1197 + 939.6 MeV.
    expect(
      refused(
        "A sigma particle at rest decays into a neutron and a pion. Taking m_Σ c² = 1197 MeV and m_n c² = 939.6 MeV, how much energy does the pion carry, in MeV?",
      ),
    ).toBe(true);
    // Named, the same two energies are joined by the first law.
    expect(
      solvedSI(
        "A gas gains 1197 J of internal energy while it does 939.6 J of work. How much heat does it absorb?",
      ),
    ).toBeCloseTo(1197 + 939.6, 6);
  });

  it("takes a pipe open at one end as closed at the other", () => {
    expect(
      solvedSI(
        "An organ pipe 1.2 m long is open at one end and closed at the other. Sound moves at 340 m/s. Find its fundamental frequency.",
      ),
    ).toBeCloseTo(340 / (4 * 1.2), 6);
  });
});
