/**
 * Compton scattering: a photon scattered by a free electron comes away with a wavelength longer by
 * h/(m_e c) (1 − cos θ), θ the angle between its incident and scattered directions.
 */
import { describe, expect, it } from "vitest";
import { solved } from "../solver/test-helpers";
import { constant } from "./relation";

const comptonWavelength = constant("hPlanck") / (constant("me") * constant("c"));

describe("Compton scattering", () => {
  it("gives the scattered wavelength from the incident one and the scattering angle", () => {
    const result = solved(
      "X-rays of wavelength 50.0 pm are Compton-scattered by free electrons. What is the wavelength of the X-rays scattered at 60.0° from the incident direction, in pm?",
    );
    expect(result.answer.unit).toBe("pm");
    expect(result.si.value).toBeCloseTo(50e-12 + comptonWavelength * (1 - Math.cos(Math.PI / 3)), 16);
  });

  it("gives the Compton shift alone from the angle", () => {
    const result = solved(
      "What is the Compton shift of a photon scattered at 180° by a free electron, in pm?",
    );
    expect(result.si.value).toBeCloseTo(2 * comptonWavelength, 16);
  });
});
