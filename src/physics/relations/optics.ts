/**
 * Relations of optics: geometric and wave optics, interference, diffraction, polarization, lasers.
 */
import { DIVERGING_CUES, LENS_SIGN_RELATIONS } from "./lens-signs";
import { constant, finite, generalRelation, isSmallAngle, productRelation, type Relation } from "./relation";
import { CONSTRUCTIVE_REFLECTION, DESTRUCTIVE_REFLECTION } from "./variants";

// A distance between two fringes (of two orders, or on both sides of the centre) is not the
// position of one point on the screen.
/** Words of a dark fringe, where the bright fringes' relations do not hold. */
const DARK_FRINGE_CUES = ["minimum", "minima", "dark", "destructive"];

const TWO_FRINGES = [
  "other side",
  "opposite side",
  "either side",
  "both sides",
  "/\\b(?:first|second|third|fourth|fifth|sixth|[1-6](?:st|nd|rd|th))[- ]order\\b[^.?!]{0,120}\\b(?:first|second|third|fourth|fifth|sixth|[1-6](?:st|nd|rd|th))[- ]order\\b/",
];

const arcsine = (value: number) => (Math.abs(value) > 1 ? undefined : finite(Math.asin(value)));

// Words saying a film is there to cut reflection (matched at the start of a word).
const ANTI_REFLECTION_CUES = [
  "anti-reflect",
  "antireflect",
  "non-reflect",
  "nonreflect",
  "reflectionless",
  "cut reflect",
  "cuts reflect",
  "cut the reflect",
  "reduce reflect",
  "reduces reflect",
  "reduce the reflect",
  "minimize reflect",
  "minimise reflect",
  "minimize the reflect",
  "minimise the reflect",
  "eliminate reflect",
  "eliminate the reflect",
];

const POINT_SOURCE_CUES = [
  "in all directions",
  "uniformly",
  "isotropic",
  "point source",
  "bulb",
  "lightbulb",
];
const POINT_SOURCE_RULED_OUT = ["hemisphere", "into the ground", "beam", "laser"];
// A source that radiates only a share of its power ("5% of its energy as light").
const RADIATED_SHARE = "/\\bof (?:its|the) (?:energy|power) as\\b/";

export const OPTICS_RELATIONS: Relation[] = [
  ...LENS_SIGN_RELATIONS,
  // Geometric optics
  generalRelation({
    id: "geometric-optics.snell",
    subtopic: "geometric-optics",
    principle: "Snell's law of refraction",
    latex: "n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2",
    left: "n1 * sin(theta1)",
    right: "n2 * sin(theta2)",
    variables: ["n1", "theta1", "n2", "theta2"],
    conditions: ["angles measured from the normal"],
    solvers: {
      theta2: ({ n1, theta1, n2 }) => arcsine((n1 * Math.sin(theta1)) / n2),
      theta1: ({ n1, n2, theta2 }) => arcsine((n2 * Math.sin(theta2)) / n1),
      n2: ({ n1, theta1, theta2 }) => finite((n1 * Math.sin(theta1)) / Math.sin(theta2)),
      n1: ({ theta1, n2, theta2 }) => finite((n2 * Math.sin(theta2)) / Math.sin(theta1)),
    },
  }),
  generalRelation({
    id: "geometric-optics.critical-angle",
    subtopic: "geometric-optics",
    principle: "Critical angle for total internal reflection",
    latex: "\\sin\\theta_c = \\frac{n_2}{n_1}",
    left: "sin(thetaC)",
    right: "n2 / n1",
    variables: ["thetaC", "n1", "n2"],
    conditions: ["light going from the denser medium (n_1) to the less dense (n_2)"],
    solvers: {
      thetaC: ({ n1, n2 }) => (n2 >= n1 ? undefined : arcsine(n2 / n1)),
      n1: ({ thetaC, n2 }) => finite(n2 / Math.sin(thetaC)),
      n2: ({ thetaC, n1 }) => finite(n1 * Math.sin(thetaC)),
    },
  }),
  generalRelation({
    id: "geometric-optics.lens-power",
    subtopic: "geometric-optics",
    principle: "Power of a converging lens in diopters: the inverse of its focal length in metres",
    latex: "P = \\frac{1}{f}",
    left: "lensPower",
    right: "1 / focal",
    variables: ["lensPower", "focal"],
    conditions: ["thin lens", "converging lens: positive power"],
    ruledOutBy: DIVERGING_CUES,
    solvers: {
      lensPower: ({ focal }) => (focal > 0 ? finite(1 / focal) : undefined),
      focal: ({ lensPower }) => (lensPower > 0 ? finite(1 / lensPower) : undefined),
    },
  }),
  generalRelation({
    id: "geometric-optics.lens-power-diverging",
    subtopic: "geometric-optics",
    principle: "Power of a diverging lens in diopters: negative, the inverse of its (negative) focal length",
    latex: "P = \\frac{1}{f}",
    left: "lensPower",
    right: "1 / focal",
    variables: ["lensPower", "focal"],
    conditions: ["thin lens", "diverging lens: negative focal length and power"],
    cues: DIVERGING_CUES,
    // A problem usually states the focal length's size; the power of a diverging lens is negative.
    solvers: {
      lensPower: ({ focal }) => (focal === 0 ? undefined : finite(-1 / Math.abs(focal))),
      focal: ({ lensPower }) => (lensPower === 0 ? undefined : finite(-1 / Math.abs(lensPower))),
    },
  }),
  generalRelation({
    id: "geometric-optics.thin-lens",
    subtopic: "geometric-optics",
    principle: "Thin lens (and mirror) equation",
    latex: "\\frac{1}{f} = \\frac{1}{d_o} + \\frac{1}{d_i}",
    left: "1 / focal",
    right: "1 / dObject + 1 / dImage",
    variables: ["focal", "dObject", "dImage"],
    conditions: ["thin lens or spherical mirror", "paraxial rays", "real-is-positive sign convention"],
    // A diverging lens, a convex mirror or a stated virtual image need their signs (see lens-signs.ts).
    ruledOutBy: [...DIVERGING_CUES, "virtual"],
    solvers: {
      focal: ({ dObject, dImage }) => finite(1 / (1 / dObject + 1 / dImage)),
      dObject: ({ focal, dImage }) => finite(1 / (1 / focal - 1 / dImage)),
      dImage: ({ focal, dObject }) => finite(1 / (1 / focal - 1 / dObject)),
    },
  }),
  generalRelation({
    id: "geometric-optics.magnification",
    subtopic: "geometric-optics",
    principle: "Lateral magnification",
    latex: "M = -\\frac{d_i}{d_o}",
    left: "magnification",
    right: "-dImage / dObject",
    variables: ["magnification", "dImage", "dObject"],
    solvers: {
      magnification: ({ dImage, dObject }) => finite(-dImage / dObject),
      dImage: ({ magnification, dObject }) => finite(-magnification * dObject),
      dObject: ({ magnification, dImage }) => finite(-dImage / magnification),
    },
  }),
  productRelation({
    id: "geometric-optics.image-height",
    subtopic: "geometric-optics",
    principle: "Image height from the magnification",
    latex: "h_i = M h_o",
    result: "hImage",
    factors: { magnification: 1, hObject: 1 },
  }),
  productRelation({
    id: "geometric-optics.mirror-focal",
    subtopic: "geometric-optics",
    principle: "Focal length of a spherical mirror",
    latex: "f = \\frac{R}{2}",
    result: "focal",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { r: 1 },
    cues: ["mirror"],
    ruledOutBy: ["convex", "diverging"],
  }),
  // Wave optics
  productRelation({
    id: "wave-optics.speed-in-medium",
    subtopic: "wave-optics",
    principle: "Speed of light in a medium",
    latex: "v = \\frac{c}{n}",
    result: "vMedium",
    constants: { c: 1 },
    factors: { nIndex: -1 },
  }),
  productRelation({
    id: "wave-optics.wavelength-in-medium",
    subtopic: "wave-optics",
    principle: "Wavelength of light in a medium",
    latex: "\\lambda_n = \\frac{\\lambda}{n}",
    result: "lambdaMedium",
    factors: { lambda: 1, nIndex: -1 },
    // Only where a medium is named: a bare count ("2 photons") is no index of refraction.
    cues: [
      "medium",
      "index",
      "refract",
      "water",
      "glass",
      "oil",
      "diamond",
      "plastic",
      "quartz",
      "benzene",
      "acrylic",
      "ice",
      "alcohol",
      "film",
      "fiber",
      "fibre",
      "lens",
      "n =",
      "n=",
    ],
  }),
  productRelation({
    id: "wave-optics.light-frequency",
    subtopic: "wave-optics",
    principle: "Frequency and wavelength of light in vacuum",
    latex: "c = f \\lambda",
    result: "f",
    constants: { c: 1 },
    factors: { lambda: -1 },
    conditions: ["light in vacuum or air"],
    cues: [
      "light",
      "laser",
      "photon",
      "radiation",
      "electromagnetic",
      "radio",
      "x-ray",
      "microwave",
      "infrared",
      "ultraviolet",
      "nm",
    ],
  }),
  // Interference
  generalRelation({
    id: "interference.double-slit",
    subtopic: "interference",
    principle: "Bright fringes of a double slit",
    latex: "d \\sin\\theta = m \\lambda",
    left: "slitSeparation * sin(theta)",
    right: "order * lambda",
    variables: ["slitSeparation", "theta", "order", "lambda"],
    solvers: {
      theta: ({ slitSeparation, order, lambda }) => arcsine((order * lambda) / slitSeparation),
      lambda: ({ slitSeparation, theta, order }) => finite((slitSeparation * Math.sin(theta)) / order),
      slitSeparation: ({ theta, order, lambda }) => finite((order * lambda) / Math.sin(theta)),
    },
    cues: ["slit", "fringe", "grating", "maximum", "maxima"],
    // A dark fringe lies half a wavelength of path away from a bright one (below).
    ruledOutBy: DARK_FRINGE_CUES,
  }),
  generalRelation({
    id: "interference.double-slit-dark",
    subtopic: "interference",
    principle: "Dark fringes of a double slit: the paths differ by an odd number of half wavelengths",
    latex: "d \\sin\\theta = \\left(m - \\tfrac{1}{2}\\right) \\lambda",
    left: "slitSeparation * sin(theta)",
    right: "(order - 1/2) * lambda",
    variables: ["slitSeparation", "theta", "order", "lambda"],
    conditions: ["the m-th dark fringe counted out from the central bright one (m = 1, 2, ...)"],
    solvers: {
      theta: ({ slitSeparation, order, lambda }) =>
        order < 1 ? undefined : arcsine(((order - 0.5) * lambda) / slitSeparation),
      lambda: ({ slitSeparation, theta, order }) =>
        order < 1 ? undefined : finite((slitSeparation * Math.sin(theta)) / (order - 0.5)),
      slitSeparation: ({ theta, order, lambda }) =>
        order < 1 ? undefined : finite(((order - 0.5) * lambda) / Math.sin(theta)),
    },
    cues: [
      "slits & minimum",
      "slits & dark",
      "double slit & minimum",
      "double-slit & minimum",
      "double slit & dark",
      "double-slit & dark",
    ],
    // A minimum numbered "m = 0" or "m = 1" may count from zero: the words must number it ("first").
    ruledOutBy: ["single slit", "single-slit", "grating", "maximum", "maxima", "bright", "/\\bm\\s?=/"],
  }),
  productRelation({
    id: "interference.fringe-position",
    subtopic: "interference",
    principle: "Position of a bright fringe on a distant screen",
    latex: "y = \\frac{m \\lambda L}{d}",
    result: "fringeY",
    factors: { order: 1, lambda: 1, screenDistance: 1, slitSeparation: -1 },
    conditions: ["small angles", "screen far from the slits"],
    ruledOutBy: [...TWO_FRINGES, ...DARK_FRINGE_CUES],
    holdsWhen: ({ fringeY, screenDistance }) => isSmallAngle(fringeY / screenDistance),
  }),
  generalRelation({
    id: "diffraction.bragg",
    subtopic: "diffraction",
    principle:
      "Bragg's law: X-rays reflected by crystal planes reinforce when the extra path is whole wavelengths",
    latex: "2 d \\sin\\theta = m \\lambda",
    left: "2 * planeSpacing * sin(theta)",
    right: "order * lambda",
    variables: ["planeSpacing", "theta", "order", "lambda"],
    conditions: ["θ measured from the crystal planes"],
    solvers: {
      theta: ({ planeSpacing, order, lambda }) => arcsine((order * lambda) / (2 * planeSpacing)),
      lambda: ({ planeSpacing, theta, order }) => finite((2 * planeSpacing * Math.sin(theta)) / order),
      planeSpacing: ({ theta, order, lambda }) => finite((order * lambda) / (2 * Math.sin(theta))),
    },
    cues: ["bragg", "crystal", "x-ray", "x ray", "planes"],
  }),
  productRelation({
    id: "interference.fringe-spacing",
    subtopic: "interference",
    principle: "Spacing of adjacent bright fringes of a double slit on a distant screen",
    latex: "\\Delta y = \\frac{\\lambda L}{d}",
    result: "fringeSpacing",
    factors: { lambda: 1, screenDistance: 1, slitSeparation: -1 },
    conditions: ["small angles", "screen far from the slits"],
    cues: ["slit"],
    ruledOutBy: ["wedge", "single slit", "single-slit"],
    holdsWhen: ({ fringeSpacing, screenDistance }) => isSmallAngle(fringeSpacing / screenDistance),
  }),
  // A fringe far from the centre (a grating's bright lines) is placed by its angle, not by y = mλL/d.
  generalRelation({
    id: "interference.screen-angle",
    subtopic: "interference",
    principle: "Angle of a point on a screen seen from the slits",
    latex: "\\tan\\theta = \\frac{y}{L}",
    left: "tan(theta)",
    right: "fringeY / screenDistance",
    variables: ["theta", "fringeY", "screenDistance"],
    solvers: {
      theta: ({ fringeY, screenDistance }) => finite(Math.atan(fringeY / screenDistance)),
      fringeY: ({ theta, screenDistance }) => finite(screenDistance * Math.tan(theta)),
      screenDistance: ({ theta, fringeY }) => finite(fringeY / Math.tan(theta)),
    },
    cues: ["slit", "fringe", "grating"],
    ruledOutBy: TWO_FRINGES,
  }),
  // Before the film of one phase inversion, so a coating with no word on its purpose is read as
  // the usual anti-reflection coating; both give the same thinnest film, a quarter wavelength.
  productRelation({
    id: "interference.anti-reflection",
    variant: DESTRUCTIVE_REFLECTION,
    subtopic: "interference",
    principle:
      "Minimum thickness of an anti-reflection coating for destructive reflection (both reflections invert the phase)",
    latex: "2 n t = \\frac{\\lambda}{2}",
    result: "filmThickness",
    coefficient: 0.25,
    coefficientText: "1/4",
    factors: { lambda: 1, nIndex: -1 },
    conditions: ["coating index between those of air and the glass", "thinnest coating", "normal incidence"],
    cues: [...ANTI_REFLECTION_CUES, "coating", "coated"],
    ruledOutBy: ["soap", "bubble", "constructive", "strongly reflect", "bright", "maximum reflect"],
  }),
  productRelation({
    id: "interference.thin-film",
    variant: CONSTRUCTIVE_REFLECTION,
    subtopic: "interference",
    principle: "Minimum thickness of a film for constructive reflection (one phase inversion)",
    latex: "2 n t = \\frac{\\lambda}{2}",
    result: "filmThickness",
    coefficient: 0.25,
    coefficientText: "1/4",
    factors: { lambda: 1, nIndex: -1 },
    conditions: ["one reflection with a phase inversion", "thinnest film", "normal incidence"],
    cues: ["film", "soap", "bubble", "coating"],
    // A film meant to look dark or to cancel reflection needs a different thickness.
    ruledOutBy: [...ANTI_REFLECTION_CUES, "destructive", "dark", "cancel"],
  }),
  // Diffraction
  generalRelation({
    id: "diffraction.single-slit",
    subtopic: "diffraction",
    principle: "Dark fringes of a single slit",
    latex: "a \\sin\\theta = m \\lambda",
    left: "slitWidth * sin(theta)",
    right: "order * lambda",
    variables: ["slitWidth", "theta", "order", "lambda"],
    solvers: {
      theta: ({ slitWidth, order, lambda }) => arcsine((order * lambda) / slitWidth),
      lambda: ({ slitWidth, theta, order }) => finite((slitWidth * Math.sin(theta)) / order),
      slitWidth: ({ theta, order, lambda }) => finite((order * lambda) / Math.sin(theta)),
    },
    cues: ["single slit", "single-slit", "minimum", "dark"],
  }),
  productRelation({
    id: "diffraction.grating-spacing",
    subtopic: "diffraction",
    principle: "Line spacing of a grating",
    latex: "d = \\frac{1}{N}",
    result: "slitSeparation",
    factors: { linesPerMeter: -1 },
  }),
  productRelation({
    id: "diffraction.rayleigh",
    subtopic: "diffraction",
    principle: "Rayleigh criterion for a circular aperture",
    latex: "\\theta_R = 1.22 \\frac{\\lambda}{D}",
    result: "thetaR",
    coefficient: 1.22,
    factors: { lambda: 1, apertureD: -1 },
    conditions: ["small angles", "circular aperture"],
  }),
  // Polarization
  generalRelation({
    id: "polarization.malus",
    subtopic: "polarization",
    principle: "Malus's law",
    latex: "I = I_0 \\cos^2\\theta",
    left: "Iout",
    right: "I0 * cos(theta)^2",
    variables: ["Iout", "I0", "theta"],
    conditions: ["polarized light incident on an ideal polarizer"],
    // Unpolarized light is first halved by a polarizer; Malus's law applies only after it.
    ruledOutBy: ["unpolarized", "unpolarised"],
    solvers: {
      Iout: ({ I0, theta }) => finite(I0 * Math.cos(theta) ** 2),
      I0: ({ Iout, theta }) => finite(Iout / Math.cos(theta) ** 2),
      theta: ({ Iout, I0 }) =>
        Iout / I0 > 1 || Iout / I0 < 0 ? undefined : finite(Math.acos(Math.sqrt(Iout / I0))),
    },
  }),
  productRelation({
    id: "polarization.unpolarized",
    subtopic: "polarization",
    principle: "An ideal polarizer passes half of unpolarized light",
    latex: "I = \\tfrac{1}{2} I_0",
    result: "Iout",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { I0: 1 },
    conditions: ["unpolarized incident light"],
    unlessKnown: ["theta"],
    cues: ["unpolarized", "unpolarised"],
  }),
  generalRelation({
    id: "polarization.unpolarized-two-polarizers",
    subtopic: "polarization",
    principle:
      "Unpolarized light through two polarizers: the first passes half the intensity, then Malus's law at the second",
    latex: "I = \\tfrac{1}{2} I_0 \\cos^2\\theta",
    left: "Iout",
    right: "1/2 * I0 * cos(theta)^2",
    variables: ["Iout", "I0", "theta"],
    conditions: ["unpolarized incident light", "ideal polarizers", "theta between the two transmission axes"],
    cues: ["unpolarized", "unpolarised"],
    // With three or more polarizers each further one multiplies by its own cos².
    ruledOutBy: ["three", "third", "3 polari", "four", "several"],
    solvers: {
      Iout: ({ I0, theta }) => finite(0.5 * I0 * Math.cos(theta) ** 2),
      I0: ({ Iout, theta }) => finite(Iout / (0.5 * Math.cos(theta) ** 2)),
      theta: ({ Iout, I0 }) => {
        const ratio = (2 * Iout) / I0;
        return ratio > 1 || ratio < 0 ? undefined : finite(Math.acos(Math.sqrt(ratio)));
      },
    },
  }),
  generalRelation({
    id: "polarization.brewster",
    subtopic: "polarization",
    principle: "Brewster's angle",
    latex: "\\tan\\theta_B = \\frac{n_2}{n_1}",
    left: "tan(thetaB)",
    right: "n2 / n1",
    variables: ["thetaB", "n1", "n2"],
    solvers: {
      thetaB: ({ n1, n2 }) => finite(Math.atan(n2 / n1)),
      n2: ({ thetaB, n1 }) => finite(n1 * Math.tan(thetaB)),
      n1: ({ thetaB, n2 }) => finite(n2 / Math.tan(thetaB)),
    },
  }),
  // Lasers
  generalRelation({
    id: "lasers.photon-rate",
    subtopic: "lasers",
    principle: "Photons emitted per second by a source of given power",
    latex: "R = \\frac{P \\lambda}{h c}",
    left: "photonRate",
    right: "P * lambda / (hPlanck * c)",
    variables: ["photonRate", "P", "lambda"],
    conditions: ["monochromatic light"],
    solvers: {
      photonRate: ({ P, lambda }) => finite((P * lambda) / (constant("hPlanck") * constant("c"))),
      P: ({ photonRate, lambda }) => finite((photonRate * constant("hPlanck") * constant("c")) / lambda),
      lambda: ({ photonRate, P }) => finite((photonRate * constant("hPlanck") * constant("c")) / P),
    },
  }),
  productRelation({
    id: "lasers.intensity",
    subtopic: "lasers",
    principle: "Intensity is power per unit area",
    latex: "I = \\frac{P}{A}",
    result: "intensity",
    factors: { P: 1, area: -1 },
  }),
  productRelation({
    id: "geometric-optics.light-travel",
    subtopic: "geometric-optics",
    principle: "Light (or a radio or radar signal) crosses a distance at the speed of light",
    latex: "d = c t",
    result: "d",
    constants: { c: 1 },
    factors: { t: 1 },
    conditions: ["in vacuum (or air)", "one way"],
    // Light, a radio or radar signal or a laser pulse that travels, reaches or stops coming.
    cues: [
      "/\\b(?:(?:sun|star)?light|radio signals?|radar (?:pulses?|signals?)|laser (?:pulses?|beams?))\\b(?:[^.?]|\\.\\d)*\\b(?:travel\\w*|reach\\w*|arriv\\w*|stopped coming|to get)\\b/",
    ],
    // A body of matter whose own motion the question could be about, or a round trip.
    ruledOutBy: [
      "/\\b(?:car|train|plane|airplane|ship|spaceship|spacecraft|rocket|ball|runner|cyclist|bus|truck|probe|electron|proton|particle|muon|sound)s?\\b/",
      "echo",
      "return",
      "round trip",
      // Light slower in a material: v = c / n.
      "/\\b(?:glass|water|underwater|medium|fib(?:er|re)|index|refract\\w*|liquid|oil|diamond|ice|plastic|quartz|benzene|alcohol|crystal|lens)\\b/",
    ],
  }),
  productRelation({
    id: "oscillations-waves.point-source-intensity",
    subtopic: "oscillations-waves",
    principle: "A source that radiates equally in all directions spreads its power over a sphere",
    latex: "I = \\frac{P}{4\\pi d^2}",
    result: "intensity",
    coefficient: 1 / (4 * Math.PI),
    coefficientText: "1/(4*pi)",
    factors: { P: 1, d: -2 },
    conditions: ["a point source radiating equally in all directions", "nothing absorbed on the way"],
    cues: POINT_SOURCE_CUES,
    ruledOutBy: [...POINT_SOURCE_RULED_OUT, RADIATED_SHARE],
  }),
  // The same sphere named by its radius ("a sphere of radius 10 m around the bulb").
  productRelation({
    id: "oscillations-waves.point-source-intensity-on-sphere",
    subtopic: "oscillations-waves",
    principle: "A source that radiates equally in all directions spreads its power over a sphere around it",
    latex: "I = \\frac{P}{4\\pi r^2}",
    result: "intensity",
    coefficient: 1 / (4 * Math.PI),
    coefficientText: "1/(4*pi)",
    factors: { P: 1, r: -2 },
    conditions: [
      "a point source at the centre radiating equally in all directions",
      "nothing absorbed on the way",
    ],
    cues: POINT_SOURCE_CUES,
    ruledOutBy: [...POINT_SOURCE_RULED_OUT, RADIATED_SHARE],
  }),
  // A share of the power radiated ("emits 5% of its energy as light"), spread over a sphere.
  productRelation({
    id: "oscillations-waves.point-source-share-intensity",
    subtopic: "oscillations-waves",
    principle:
      "A source that radiates a share f of its power equally in all directions spreads that share over a sphere around it",
    latex: "I = \\frac{f P}{4\\pi r^2}",
    result: "intensity",
    coefficient: 1 / (4 * Math.PI),
    coefficientText: "1/(4*pi)",
    factors: { radiatedShare: 1, P: 1, r: -2 },
    conditions: [
      "a point source at the centre radiating equally in all directions",
      "nothing absorbed on the way",
    ],
    cues: POINT_SOURCE_CUES,
    ruledOutBy: POINT_SOURCE_RULED_OUT,
  }),
  productRelation({
    id: "lasers.beam-area",
    subtopic: "lasers",
    principle: "Area of a circular beam from its diameter",
    latex: "A = \\frac{\\pi D^2}{4}",
    result: "area",
    coefficient: Math.PI / 4,
    coefficientText: "pi/4",
    factors: { diameter: 2 },
  }),
];
