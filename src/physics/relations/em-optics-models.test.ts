import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { solved } from "../solver/test-helpers";

const MU0 = 4e-7 * Math.PI;
const C = 299_792_458;
const EPS0 = 8.8541878128e-12;

function near(actual: number, expected: number, relative = 0.005): boolean {
  return Math.abs(actual - expected) <= relative * Math.abs(expected);
}

describe("inductance of a solenoid and the energy it stores", () => {
  it("finds the energy from the inductance μ₀N²A/ℓ, with the area from the coil's radius", () => {
    const result = solved(
      "A long air-filled solenoid has 800 turns, a length of 40 cm and a radius of 2.0 cm. How much energy does it store when the current in it is 3.0 A?",
    );
    const inductance = (MU0 * 800 ** 2 * Math.PI * 0.02 ** 2) / 0.4;
    expect(near(result.si.value, 0.5 * inductance * 9)).toBe(true);
    expect(result.steps.map((step) => step.equation)).toContain("L = \\frac{\\mu_0 N^2 A}{\\ell}");
  });

  it("refuses a solenoid on an iron core, whose permeability the formula leaves out", () => {
    expect(
      solveText(
        "A solenoid of 800 turns wound on an iron core is 40 cm long with a radius of 2.0 cm. What is its inductance?",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("peak emf of a rotating coil", () => {
  it("gives N B A ω with the turning rate in revolutions per second", () => {
    const result = solved(
      "An alternator's coil of 250 turns, each of area 0.030 m², rotates at 50 revolutions per second in a 0.20 T field. What is the peak emf it produces?",
    );
    expect(near(result.si.value, 250 * 0.2 * 0.03 * 2 * Math.PI * 50)).toBe(true);
  });

  it("does not take a coil at rest in a steady field for a generator", () => {
    expect(
      solveText("A coil of 250 turns and area 0.030 m² sits in a 0.20 T field. What emf is induced in it?")
        .status,
    ).toBe("cannot-solve");
  });
});

describe("field amplitude of a light beam", () => {
  it("gives E₀ from the intensity ½ c ε₀ E₀², setting aside the colour and the battery", () => {
    const result = solved(
      "A handheld 1.0 mW red laser (λ = 650 nm) is powered by a 3.0 V battery and makes a beam 1.2 mm in diameter. Find the amplitude of the electric field in the beam.",
    );
    const intensity = 1e-3 / (Math.PI * 0.0006 ** 2);
    expect(near(result.si.value, Math.sqrt((2 * intensity) / (C * EPS0)))).toBe(true);
    expect(result.understood.assumptions.join(" ")).toContain("Not needed for this answer");
  });

  it("refuses when the beam's size is missing, as the intensity cannot be found", () => {
    expect(
      solveText(
        "A 1.0 mW laser has a wavelength of 650 nm. Find the amplitude of the electric field in its beam.",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("areas from a square's side, and values that do not change a result", () => {
  it("gives a capacitor's charge with the plate area from the side of its square plates", () => {
    const result = solved(
      "An air-filled capacitor is made of two square plates 25 cm on a side, 3.0 mm apart, and is charged by a 9.0 V battery. What charge, in nC, does it hold?",
    );
    expect(near(result.si.value, ((EPS0 * 0.25 ** 2) / 3e-3) * 9)).toBe(true);
    expect(result.steps.map((step) => step.equation)).toContain("A = a^2");
  });

  it("does not square a length that is not a square's side", () => {
    expect(
      solveText(
        "A capacitor's plates are 25 cm long and 3.0 mm apart, charged to 9.0 V. What charge does it hold?",
      ).status,
    ).toBe("cannot-solve");
  });

  it("finds where two lamps are just resolved, setting aside how fast they move", () => {
    const result = solved(
      "A motorbike's two tail lights, 0.90 m apart, recede at 60 km/h. With a 5.0 mm pupil and 600 nm light, what is the farthest distance at which the eye can resolve them, by the Rayleigh criterion?",
    );
    expect(near(result.si.value, 0.9 / ((1.22 * 600e-9) / 5e-3))).toBe(true);
    expect(result.understood.assumptions.join(" ")).toContain('"60 km/h"');
  });
});

describe("an air wedge between two plates", () => {
  it("gives the spacer's thickness from the plates' length and the fringe spacing", () => {
    const result = solved(
      "A sheet of paper holds apart one end of two glass slides 7.5 cm long, making an air wedge. Lit from above with 546 nm light, the dark fringes are 0.50 mm apart. What is the thickness of the paper?",
    );
    expect(near(result.si.value, (0.075 * 546e-9) / (2 * 0.5e-3))).toBe(true);
  });

  it("answers in the unit asked even when the prefix is written in LaTeX", () => {
    const result = solved(
      "Two glass plates $9.0\\ \\mathrm{cm}$ long form an air wedge over a fine wire. With $\\lambda = 600\\ \\mathrm{nm}$ the dark fringes are $0.60\\ \\mathrm{mm}$ apart. What is the diameter of the wire, in $\\mu$m?",
    );
    expect(result.answer.unit).toBe("um");
    expect(result.answer.value).toBeCloseTo(45, 6);
  });

  it("refuses a wedge filled with water, where the wavelength in the gap is shorter", () => {
    expect(
      solveText(
        "Two glass plates 9.0 cm long form a wedge filled with water over a fine wire. With 600 nm light the dark fringes are 0.60 mm apart. What is the diameter of the wire?",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("a charge deflected between parallel plates", () => {
  const ME = 9.1093837015e-31;
  const E = 1.602176634e-19;

  it("deflects an electron by ½ (eE/m)(ℓ/v)², setting aside the plates' gap and width", () => {
    const result = solved(
      "An electron moving at 3.0 × 10^6 m/s enters midway between two deflecting plates at right angles to their 500 N/C field. The plates are 5.0 cm long, 3.0 cm apart and 8.0 cm wide. How far is the electron deflected when it leaves the plates, in mm?",
    );
    expect(near(result.si.value, (0.5 * E * 500 * 0.05 ** 2) / (ME * 3e6 ** 2))).toBe(true);
    expect(result.answer.unit).toBe("mm");
  });

  it("refuses without the plates' length, which sets the time in the field", () => {
    expect(
      solveText(
        "An electron moving at 3.0 × 10^6 m/s enters the 500 N/C field between two deflecting plates. How far is it deflected?",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("a ray through a flat slab", () => {
  it("is shifted sideways by t sin(θ − θ_r) / cos θ_r", () => {
    const result = solved(
      "A beam in air meets a 2.0 cm thick acrylic block (n = 1.49) at an angle of incidence of 60°. What is the sideways shift of the emerging beam from its original line, in mm?",
    );
    const inside = Math.asin(Math.sin(Math.PI / 3) / 1.49);
    expect(near(result.si.value, (0.02 * Math.sin(Math.PI / 3 - inside)) / Math.cos(inside))).toBe(true);
    expect(result.answer.unit).toBe("mm");
  });

  it("refuses a slab under water, where the angle inside depends on both indices", () => {
    expect(
      solveText(
        "A 2.0 cm thick glass block (n = 1.50) lies under water; a ray meets it at an angle of incidence of 40°. How far is the ray shifted sideways?",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("flux through a loop at an angle, and the emf as it changes", () => {
  it("reads an angle with the loop's plane as 90° minus the angle from the normal", () => {
    const result = solved(
      "A single circular loop of radius 8.0 cm lies in a 0.30 T field directed at 40° to the plane of the loop. The field falls uniformly to zero in 0.10 s. What average emf is induced in the loop?",
    );
    const flux = 0.3 * Math.PI * 0.08 ** 2 * Math.sin((40 * Math.PI) / 180);
    expect(near(result.si.value, flux / 0.1)).toBe(true);
    expect(
      near(result.si.value, (0.3 * Math.PI * 0.08 ** 2 * Math.cos((40 * Math.PI) / 180)) / 0.1, 0.05),
    ).toBe(false);
  });

  it("multiplies by the turns of a coil whose plane makes an angle with the field", () => {
    const result = solved(
      "A coil of 50 turns, each of area 0.012 m², sits in a 0.40 T field that makes an angle of 25° with the plane of the coil. The field is switched off in 0.050 s. Find the average induced emf.",
    );
    expect(near(result.si.value, (50 * 0.4 * 0.012 * Math.sin((25 * Math.PI) / 180)) / 0.05)).toBe(true);
  });

  it("takes the usual angle from the normal as Φ = B A cos θ for a single loop", () => {
    const result = solved(
      "A circular loop of radius 5.0 cm is in a 0.20 T field at 60° to the loop's normal. The field drops to zero in 0.040 s. What is the average emf in the loop?",
    );
    expect(near(result.si.value, (0.2 * Math.PI * 0.05 ** 2 * 0.5) / 0.04)).toBe(true);
  });

  it("refuses a coil whose number of turns is not given", () => {
    expect(
      solveText(
        "A coil of area 0.012 m² sits in a 0.40 T field at 25° with the plane of the coil. The field is switched off in 0.050 s. Find the average induced emf.",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("dispersion at a surface", () => {
  it("gives the angle between two colours' refracted rays, each by Snell's law with its own index", () => {
    const result = solved(
      "Sunlight in air enters a block of flint glass at 40° to the normal. The glass's index is 1.60 for blue light and 1.57 for red light. What is the angular spread of the refracted rays in degrees?",
    );
    const incidence = (40 * Math.PI) / 180;
    const spread = Math.asin(Math.sin(incidence) / 1.57) - Math.asin(Math.sin(incidence) / 1.6);
    expect(near(result.si.value, spread)).toBe(true);
    expect(result.answer.unit).toBe("deg");
  });

  it("refuses a prism, which bends each colour at two faces", () => {
    expect(
      solveText(
        "White light in air meets a glass prism at 40° to the normal. The glass's index is 1.60 for blue light and 1.57 for red light. What is the angular spread of the refracted rays in degrees?",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("a uniformly charged rod", () => {
  it("sums the point-charge fields along the rod for a point on its line beyond one end", () => {
    const result = solved(
      "A 0.50 m glass rod holds a charge of 2.0 μC spread uniformly along it. What is the electric field 0.20 m beyond one end, on the line of the rod?",
    );
    expect(near(result.si.value, (8.9875517923e9 * 2e-6) / (0.2 * 0.7))).toBe(true);
    expect(near(result.si.value, (8.9875517923e9 * 2e-6) / 0.2 ** 2, 0.05)).toBe(false);
  });

  it("refuses a point beside the rod's middle, which this sum does not give", () => {
    expect(
      solveText(
        "A 0.50 m glass rod holds a charge of 2.0 μC spread uniformly along it. What is the electric field 0.20 m from its midpoint, at right angles to the rod?",
      ).status,
    ).toBe("cannot-solve");
  });
});

describe("a wave's field amplitude and intensity, however the question words them", () => {
  it("reads 'the amplitude (peak value) of the electric field' and an intensity 'of' a value", () => {
    const text =
      "A lamp gives light with an average intensity of 250 W/m². What is the amplitude (peak value) of the electric field?";
    expect(solved(text).si.value).toBeCloseTo(Math.sqrt((2 * 250) / (C * EPS0)), 6);
  });

  it("reads 'the amplitude of its electric field' and an 'electric-field amplitude'", () => {
    const field = "A radio wave has an intensity of 0.050 W/m². Find the amplitude of its electric field.";
    expect(solved(field).si.value).toBeCloseTo(Math.sqrt((2 * 0.05) / (C * EPS0)), 6);
    const intensity =
      "A plane wave in vacuum has an electric-field amplitude of 50 V/m. What is its average intensity?";
    expect(solved(intensity).si.value).toBeCloseTo(0.5 * C * EPS0 * 50 ** 2, 6);
  });
});
