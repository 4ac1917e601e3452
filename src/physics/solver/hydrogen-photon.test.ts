import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

const E1 = 13.6 * 1.602176634e-19;
const hc = 6.62607015e-34 * 299792458;

describe("a hydrogen photon between two levels asked in a chat's words", () => {
  it("reads a jump written without its 'from' and a misspelt quantity name", () => {
    const solution = solved("hydrogen electron falls n=5 to n=2, wavelenth of the light in nm?");
    const energy = E1 * (1 / 4 - 1 / 25);
    expect(solution.si.value).toBeCloseTo(hc / energy, 12);
    expect(solution.answer.unit).toBe("nm");
  });

  it("reads an arrow between the levels and asks the frequency", () => {
    const solution = solved("whats the frequncy of the photon a hydrogen atom gives off going n = 3 → n = 1");
    expect(solution.si.value / ((E1 * (1 - 1 / 9)) / 6.62607015e-34)).toBeCloseTo(1, 3);
  });

  it("gives the photon absorbed on the way up the same energy as the one emitted on the way down", () => {
    const up = solved(
      "An electron in a hydrogen atom is excited from n = 2 to n = 3 by absorbing a photon. What is the photon's energy in eV?",
    );
    expect(up.si.value / 1.602176634e-19).toBeCloseTo(13.6 * (1 / 4 - 1 / 9), 3);
  });

  it("reads the ground state as the level n = 1, at either end of the jump", () => {
    const down = solved(
      "In hydrogen an electron falls from the n = 4 level to the ground state. What wavelength is emitted?",
    );
    expect(down.si.value).toBeCloseTo(hc / (E1 * (1 - 1 / 16)), 12);
    expect(down.understood.assumptions.join(" ")).toContain("n = 1");
    const up = solved(
      "A hydrogen atom's electron is lifted from the ground state to n = 2. What is the energy of the photon it absorbs, in eV?",
    );
    expect(up.si.value / 1.602176634e-19).toBeCloseTo(13.6 * 0.75, 3);
  });

  it("refuses when a level is missing, and does not throw on levels that are not whole", () => {
    expect(refused("in hydrogen an electron drops to n=2. what wavelength is emitted?")).toBe(true);
    const odd = "hydrogen electron drops from n=2.5 to n=1. wavelength?";
    expect(() => solveText(odd)).not.toThrow();
  });
});
