/**
 * Light as a wave beyond the formulas of optics.ts: travel time in a medium, radiation force on a
 * mirror, Michelson fringes, Newton's rings, the width of a single slit's central maximum, how
 * many maxima a grating gives, resolving two sources, Malus's law for a beam's power, the
 * refraction angle at Brewster incidence, the quarter-wave plate, and the laser's pulses, spot, Gaussian
 * beam, thermal populations and threshold gain.
 */
import { constant, finite, generalRelation, isSmallAngle, productRelation, type Relation } from "./relation";
import {
  BRIGHT_REFLECTION_WORDS,
  CONSTRUCTIVE_REFLECTION,
  DARK_REFLECTION_WORDS,
  DESTRUCTIVE_REFLECTION,
} from "./variants";

const C = constant("c");
const H = constant("hPlanck");
const KB = constant("kB");

/** The highest order a grating of spacing d shows at wavelength λ (an order at exactly 90° is not seen). */
function highestOrder(spacing: number, wavelength: number): number | undefined {
  const ratio = spacing / wavelength;
  if (!Number.isFinite(ratio) || ratio <= 0) return undefined;
  return Math.ceil(ratio) - 1;
}

/**
 * The thinnest film, in quarter wavelengths in the film, for a bright or a dark reflection, the
 * film denser than the air above: with one phase inversion (material below less dense than the
 * film) bright needs 1 and dark 2; with two inversions the reverse. Undefined for equal indices
 * (no reflection at the bottom) or a film less dense than air.
 */
function filmQuarters(nFilm: number, nBelow: number, kind: "bright" | "dark"): number | undefined {
  if (nFilm <= 1 || nBelow === nFilm) return undefined;
  const twoInversions = nBelow > nFilm;
  return (kind === "bright") === twoInversions ? 2 : 1;
}

const FILM_WORDS = ["film", "coating", "coated", "layer", "oil", "soap"];

/** Cues that need a film and a word for the kind of reflection ("film & bright"). */
function filmCues(kinds: readonly string[]): string[] {
  return FILM_WORDS.flatMap((film) => kinds.map((kind) => `${film} & ${kind}`));
}

export const WAVE_LIGHT_RELATIONS: Relation[] = [
  productRelation({
    id: "wave-optics.travel-time",
    subtopic: "wave-optics",
    principle: "Time for light to cross a medium at its speed there",
    latex: "t = \\frac{d}{v}",
    result: "t",
    factors: { d: 1, vMedium: -1 },
    conditions: ["uniform medium"],
    cues: ["light", "fiber", "fibre", "pulse", "glass"],
  }),
  productRelation({
    id: "wave-optics.travel-time-length",
    subtopic: "wave-optics",
    principle: "Time for light to cross a length of a medium at its speed there",
    latex: "t = \\frac{L}{v}",
    result: "t",
    factors: { L: 1, vMedium: -1 },
    conditions: ["uniform medium"],
    cues: ["light", "fiber", "fibre", "pulse", "glass"],
  }),
  productRelation({
    id: "electromagnetic-waves.radiation-pressure-absorbed",
    subtopic: "wave-optics",
    principle:
      "Radiation pressure on a surface that absorbs the light: the momentum the light brings each second per area",
    latex: "p_{rad} = \\frac{I}{c}",
    result: "radiationPressure",
    constants: { c: -1 },
    factors: { intensity: 1 },
    conditions: ["complete absorption", "light falling perpendicular to the surface"],
    cues: ["absorb", "black"],
    ruledOutBy: ["reflect", "mirror"],
  }),
  productRelation({
    id: "electromagnetic-waves.radiation-pressure-reflected",
    subtopic: "wave-optics",
    principle:
      "Radiation pressure on a surface that reflects the light back: twice the momentum the light brings",
    latex: "p_{rad} = \\frac{2 I}{c}",
    result: "radiationPressure",
    coefficient: 2,
    constants: { c: -1 },
    factors: { intensity: 1 },
    conditions: ["perfect reflection", "light falling perpendicular to the surface"],
    cues: ["reflect", "mirror"],
    ruledOutBy: ["absorb"],
  }),
  generalRelation({
    id: "wave-optics.radiation-force-mirror",
    subtopic: "wave-optics",
    principle:
      "Radiation force of a beam on a perfectly reflecting mirror: the beam brings momentum P/c each second, and reflection reverses its normal component",
    latex: "F = \\frac{2 P \\cos\\theta_1}{c}",
    left: "F",
    right: "2 * P * cos(theta1) / c",
    variables: ["F", "P", "theta1"],
    conditions: ["perfect reflection", "theta is the angle of incidence"],
    cues: ["mirror & reflect"],
    ruledOutBy: ["absorb"],
    solvers: {
      F: ({ P, theta1 }) => finite((2 * P * Math.cos(theta1)) / C),
      P: ({ F, theta1 }) => finite((F * C) / (2 * Math.cos(theta1))),
    },
  }),
  productRelation({
    id: "interference.michelson",
    subtopic: "interference",
    principle:
      "Michelson interferometer: moving a mirror by d changes the path by 2d, one fringe per wavelength",
    latex: "2 d = N \\lambda",
    result: "lambda",
    coefficient: 2,
    factors: { d: 1, nFringes: -1 },
    conditions: ["light in air", "N fringes counted"],
    cues: ["michelson", "interferometer"],
  }),
  generalRelation({
    id: "interference.film-on-substrate-bright",
    variant: CONSTRUCTIVE_REFLECTION,
    subtopic: "interference",
    principle:
      "Thinnest film (in air, on a material) that reflects strongly: the reflection at the top inverts the phase, the one at the bottom only if the material below is optically denser",
    latex: "t = \\frac{\\lambda}{4 n_f} \\text{ (one inversion) or } \\frac{\\lambda}{2 n_f} \\text{ (two)}",
    left: "filmThickness",
    right: "lambda / (4 * nFilm) * (1 + (sign(nBelow - nFilm) + 1) / 2)",
    variables: ["filmThickness", "lambda", "nFilm", "nBelow"],
    conditions: ["air above the film", "normal incidence", "thinnest non-zero film"],
    cues: filmCues(BRIGHT_REFLECTION_WORDS),
    ruledOutBy: DARK_REFLECTION_WORDS,
    solvers: {
      filmThickness: ({ lambda, nFilm, nBelow }) => {
        const quarters = filmQuarters(nFilm, nBelow, "bright");
        return quarters === undefined ? undefined : finite((quarters * lambda) / (4 * nFilm));
      },
    },
  }),
  generalRelation({
    id: "interference.film-on-substrate-dark",
    variant: DESTRUCTIVE_REFLECTION,
    subtopic: "interference",
    principle:
      "Thinnest film (in air, on a material) that cancels the reflection: the reflection at the top inverts the phase, the one at the bottom only if the material below is optically denser",
    latex: "t = \\frac{\\lambda}{2 n_f} \\text{ (one inversion) or } \\frac{\\lambda}{4 n_f} \\text{ (two)}",
    left: "filmThickness",
    right: "lambda / (4 * nFilm) * (1 + (sign(nFilm - nBelow) + 1) / 2)",
    variables: ["filmThickness", "lambda", "nFilm", "nBelow"],
    conditions: ["air above the film", "normal incidence", "thinnest non-zero film"],
    cues: filmCues(DARK_REFLECTION_WORDS),
    ruledOutBy: BRIGHT_REFLECTION_WORDS,
    solvers: {
      filmThickness: ({ lambda, nFilm, nBelow }) => {
        const quarters = filmQuarters(nFilm, nBelow, "dark");
        return quarters === undefined ? undefined : finite((quarters * lambda) / (4 * nFilm));
      },
    },
  }),
  productRelation({
    id: "interference.free-film-dark",
    variant: DESTRUCTIVE_REFLECTION,
    subtopic: "interference",
    principle:
      "Thinnest film with air on both sides that cancels the reflection: only the reflection at the top inverts the phase, so the path 2 n t must be a whole wavelength",
    latex: "2 n t = \\lambda",
    result: "filmThickness",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { lambda: 1, nIndex: -1 },
    conditions: ["air on both sides of the film", "normal incidence", "thinnest non-zero film"],
    cues: ["film & surrounded by air", "film & in air", "soap film", "soap bubble", "bubble & soap"],
    ruledOutBy: ["coating", "coated", "on glass", "on a glass", "on water", "floats on", "on top of", "lens"],
  }),
  productRelation({
    id: "interference.newton-rings-dark",
    subtopic: "interference",
    principle: "Dark Newton's rings in reflected light: the air gap is m half-wavelengths thick",
    latex: "r = \\sqrt{m \\lambda R}",
    result: "r",
    factors: { order: 0.5, lambda: 0.5, radiusCurvature: 0.5 },
    conditions: ["reflected light", "m-th dark ring, not counting the central spot", "air gap"],
    cues: ["newton's rings & dark", "newton rings & dark"],
  }),
  productRelation({
    id: "diffraction.central-maximum-width",
    subtopic: "diffraction",
    principle:
      "Width of a single slit's central maximum: the distance between the first minima on either side",
    latex: "w = \\frac{2 \\lambda L}{a}",
    result: "centralWidth",
    coefficient: 2,
    factors: { lambda: 1, screenDistance: 1, slitWidth: -1 },
    conditions: ["small angles", "screen far from the slit"],
    holdsWhen: ({ centralWidth, screenDistance }) => isSmallAngle(centralWidth / 2 / screenDistance),
    cues: ["slit"],
  }),
  generalRelation({
    id: "diffraction.central-peak-angular-width",
    subtopic: "diffraction",
    principle:
      "Angular width of a single slit's central peak: twice the angle of the first minimum, a sin θ₁ = λ",
    latex: "a \\sin\\left(\\frac{\\Delta\\theta}{2}\\right) = \\lambda",
    left: "slitWidth * sin(centralAngularWidth / 2)",
    right: "lambda",
    variables: ["slitWidth", "centralAngularWidth", "lambda"],
    conditions: ["the angle between the first minima on either side"],
    cues: ["single slit", "single-slit", "slit of width"],
    solvers: {
      lambda: ({ slitWidth, centralAngularWidth }) =>
        centralAngularWidth <= 0 || centralAngularWidth >= Math.PI
          ? undefined
          : finite(slitWidth * Math.sin(centralAngularWidth / 2)),
      slitWidth: ({ lambda, centralAngularWidth }) =>
        centralAngularWidth <= 0 || centralAngularWidth >= Math.PI
          ? undefined
          : finite(lambda / Math.sin(centralAngularWidth / 2)),
      centralAngularWidth: ({ lambda, slitWidth }) =>
        lambda > slitWidth || slitWidth <= 0 ? undefined : finite(2 * Math.asin(lambda / slitWidth)),
    },
  }),
  productRelation({
    id: "diffraction.single-slit-minima-spacing",
    subtopic: "diffraction",
    principle: "Spacing of adjacent dark fringes (minima) of a single slit on a distant screen",
    latex: "\\Delta y = \\frac{\\lambda L}{a}",
    result: "minimaSpacing",
    factors: { lambda: 1, screenDistance: 1, slitWidth: -1 },
    conditions: ["small angles", "screen far from the slit", "minima other than across the central maximum"],
    holdsWhen: ({ minimaSpacing, screenDistance }) => isSmallAngle(minimaSpacing / screenDistance),
    cues: ["single slit", "single-slit"],
  }),
  generalRelation({
    id: "diffraction.grating-highest-order",
    subtopic: "diffraction",
    principle:
      "Highest order of a grating or a double slit: sin θ = m λ / d cannot exceed 1, and an order at 90° is not seen",
    latex: "m = \\left\\lceil \\frac{d}{\\lambda} \\right\\rceil - 1",
    left: "orderMax",
    right: "ceil(slitSeparation / lambda) - 1",
    variables: ["orderMax", "slitSeparation", "lambda"],
    conditions: ["normal incidence"],
    cues: ["grating", "two slits", "double slit", "double-slit"],
    solvers: { orderMax: ({ slitSeparation, lambda }) => highestOrder(slitSeparation, lambda) },
  }),
  generalRelation({
    id: "diffraction.grating-maxima-count",
    subtopic: "diffraction",
    principle:
      "Number of bright maxima of a grating: the central one and the orders up to the highest on each side",
    latex: "N = 2 m + 1",
    left: "maximaCount",
    right: "2 * orderMax + 1",
    variables: ["maximaCount", "orderMax"],
    conditions: ["normal incidence", "every order present (none missing)"],
    cues: ["grating"],
    solvers: {
      maximaCount: ({ orderMax }) => finite(2 * orderMax + 1),
      orderMax: ({ maximaCount }) => finite((maximaCount - 1) / 2),
    },
  }),
  generalRelation({
    id: "diffraction.grating-angular-separation",
    subtopic: "diffraction",
    principle:
      "Angular separation of two wavelengths in one order of a grating: each has its own angle from d sin θ = m λ",
    latex: "\\Delta\\theta = \\arcsin\\frac{m \\lambda_2}{d} - \\arcsin\\frac{m \\lambda_1}{d}",
    left: "angularSeparation",
    right: "abs(asin(order * lambda2 / slitSeparation) - asin(order * lambda1 / slitSeparation))",
    variables: ["angularSeparation", "order", "lambda1", "lambda2", "slitSeparation"],
    conditions: ["normal incidence", "the same order for both wavelengths"],
    cues: ["grating"],
    solvers: {
      angularSeparation: ({ order, lambda1, lambda2, slitSeparation }) => {
        const first = (order * lambda1) / slitSeparation;
        const second = (order * lambda2) / slitSeparation;
        if (Math.abs(first) > 1 || Math.abs(second) > 1) return undefined;
        return finite(Math.abs(Math.asin(second) - Math.asin(first)));
      },
    },
  }),
  // The distance to the sources may be written as a distance, an altitude or a height.
  ...["d", "hAltitude", "h"].map((distance) =>
    productRelation({
      id:
        distance === "d" ? "diffraction.resolved-separation" : `diffraction.resolved-separation-${distance}`,
      subtopic: "diffraction",
      principle:
        "Two sources just resolved: their separation seen from a distance L subtends the limiting angle",
      latex: `s = ${distance === "d" ? "d" : "h"} \\theta_R`,
      result: "sourceSeparation",
      factors: { [distance]: 1, thetaR: 1 },
      conditions: ["small angles"],
      cues: ["resolv", "rayleigh", "distinguish"],
      // Where two sources are just resolved depends on their separation, not on how they move.
      unaffectedBy: ["v", "m"],
    }),
  ),
  generalRelation({
    id: "polarization.malus-power",
    subtopic: "polarization",
    principle: "Malus's law for the power of a polarized beam",
    latex: "P_{out} = P \\cos^2\\theta",
    left: "Pout",
    right: "P * cos(theta)^2",
    variables: ["Pout", "P", "theta"],
    conditions: ["linearly polarized light", "theta between polarization and transmission axis"],
    cues: ["polariz"],
    ruledOutBy: ["unpolarized", "unpolarised", "natural light", "sunlight"],
    solvers: {
      Pout: ({ P, theta }) => finite(P * Math.cos(theta) ** 2),
      P: ({ Pout, theta }) => finite(Pout / Math.cos(theta) ** 2),
    },
  }),
  generalRelation({
    id: "polarization.brewster-refraction",
    subtopic: "polarization",
    principle: "At Brewster's angle the reflected and refracted rays are perpendicular",
    latex: "\\theta_2 = \\frac{\\pi}{2} - \\theta_B",
    left: "theta2",
    right: "pi / 2 - thetaB",
    variables: ["theta2", "thetaB"],
    conditions: ["incidence at Brewster's angle"],
    cues: ["brewster"],
    solvers: {
      theta2: ({ thetaB }) => finite(Math.PI / 2 - thetaB),
      thetaB: ({ theta2 }) => finite(Math.PI / 2 - theta2),
    },
  }),
  generalRelation({
    id: "polarization.quarter-wave-plate",
    subtopic: "polarization",
    principle: "Thinnest quarter-wave plate: the two polarizations differ in path by a quarter wavelength",
    latex: "t = \\frac{\\lambda}{4 |n_2 - n_1|}",
    left: "filmThickness",
    right: "lambda / (4 * abs(n2 - n1))",
    variables: ["filmThickness", "lambda", "n1", "n2"],
    conditions: ["n_o and n_e of the crystal", "thinnest plate"],
    cues: ["quarter-wave", "quarter wave"],
    solvers: {
      filmThickness: ({ lambda, n1, n2 }) =>
        n1 === n2 ? undefined : finite(lambda / (4 * Math.abs(n2 - n1))),
    },
  }),
  productRelation({
    id: "lasers.pulse-peak-power",
    subtopic: "lasers",
    principle: "Peak power of a pulse of constant power: its energy over its duration",
    latex: "P = \\frac{E_{pulse}}{t}",
    result: "P",
    factors: { pulseEnergy: 1, t: -1 },
    conditions: ["power constant over the pulse"],
    cues: ["pulse"],
  }),
  productRelation({
    id: "lasers.average-power",
    subtopic: "lasers",
    principle: "Average power of a pulsed laser: energy of a pulse times the number of pulses per second",
    latex: "\\bar{P} = E_{pulse} f_{rep}",
    result: "P",
    factors: { pulseEnergy: 1, repetitionRate: 1 },
    cues: ["average power & pulse"],
  }),
  productRelation({
    id: "lasers.diffraction-spot",
    subtopic: "lasers",
    principle: "Diameter of a beam's spot far away when it spreads by diffraction at the half-angle θ",
    latex: "D_{spot} = 2 d \\theta_R",
    result: "spotDiameter",
    coefficient: 2,
    factors: { d: 1, thetaR: 1 },
    conditions: ["small angles", "initial beam size neglected"],
    cues: ["spot"],
  }),
  generalRelation({
    id: "lasers.boltzmann-population",
    subtopic: "lasers",
    principle:
      "Populations of two levels in thermal equilibrium (Boltzmann factor), the levels separated by the photon energy h c / λ",
    latex: "\\frac{N_2}{N_1} = \\exp\\left(-\\frac{h c}{\\lambda k_B T}\\right)",
    left: "populationRatio",
    right: "exp(-hPlanck * c / (lambda * kB * T))",
    variables: ["populationRatio", "lambda", "T"],
    conditions: ["thermal equilibrium", "equal degeneracies"],
    cues: ["population"],
    solvers: {
      populationRatio: ({ lambda, T }) => finite(Math.exp((-H * C) / (lambda * KB * T))),
      T: ({ populationRatio, lambda }) =>
        populationRatio <= 0 || populationRatio >= 1
          ? undefined
          : finite((-H * C) / (lambda * KB * Math.log(populationRatio))),
      lambda: ({ populationRatio, T }) =>
        populationRatio <= 0 || populationRatio >= 1
          ? undefined
          : finite((-H * C) / (T * KB * Math.log(populationRatio))),
    },
  }),
  productRelation({
    id: "lasers.gaussian-peak-intensity",
    subtopic: "lasers",
    principle: "Peak intensity of a Gaussian beam of power P and 1/e² radius w",
    latex: "I = \\frac{2 P}{\\pi w^2}",
    result: "intensity",
    coefficient: 2 / Math.PI,
    coefficientText: "2/pi",
    factors: { P: 1, beamRadius: -2 },
    conditions: ["Gaussian profile I = I_0 exp(-2 r^2 / w^2): the intensity varies with r"],
    cues: ["gaussian"],
  }),
  generalRelation({
    id: "lasers.threshold-gain",
    subtopic: "lasers",
    principle:
      "Threshold gain of a laser: one round trip through the medium makes up for the light the two mirrors let out",
    latex: "g = \\frac{1}{2L} \\ln\\frac{1}{R_1 R_2}",
    left: "gainCoefficient",
    right: "-log(reflectivity1 * reflectivity2) / (2 * L)",
    variables: ["gainCoefficient", "reflectivity1", "reflectivity2", "L"],
    conditions: ["gain medium fills the cavity", "no other losses"],
    cues: ["gain"],
    solvers: {
      gainCoefficient: ({ reflectivity1, reflectivity2, L }) =>
        reflectivity1 * reflectivity2 >= 1
          ? undefined
          : finite(-Math.log(reflectivity1 * reflectivity2) / (2 * L)),
    },
  }),
];
