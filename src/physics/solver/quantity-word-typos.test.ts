import { describe, expect, it } from "vitest";
import { withQuantityNamesSpelt } from "./quantity-word-typos";

describe("misspelt quantity names", () => {
  it("reads a swapped, changed or missing letter as the name", () => {
    expect(withQuantityNamesSpelt("the wavelenght of the photon")).toBe("the wavelength of the photon");
    expect(withQuantityNamesSpelt("Frequncy of the wave")).toBe("Frequency of the wave");
    expect(withQuantityNamesSpelt("its accelaration")).toBe("its acceleration");
  });

  it("leaves plurals, real words and words near two names as written", () => {
    expect(withQuantityNamesSpelt("the pressures and potentials")).toBe("the pressures and potentials");
    expect(withQuantityNamesSpelt("a magnetic field of the magnitude")).toBe(
      "a magnetic field of the magnitude",
    );
    expect(withQuantityNamesSpelt("a velvety velociraptor")).toBe("a velvety velociraptor");
  });
});
