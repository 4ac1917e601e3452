/**
 * Diffraction: single slits, gratings, the resolution limit of an aperture, and a closing slit.
 */
import type { CourseLevel } from "../../../contracts/taxonomy";
import type { Random } from "../../random";
import type { GeneratedProblem, ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { metresConversionStep, show, showNumber, toDegrees, toRadians } from "./problem-parts";

const singleSlitCentralWidth: ProblemTemplate = {
  id: "diffraction.single-slit-central-width",
  subtopic: "diffraction",
  levels: ["high-school", "algebra"],
  title: "Width of the central maximum behind a single slit",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const wavelength = random.between(400, 700, 5);
    const slitWidth = random.between(0.02, 0.2, 0.01);
    const screenDistance = random.between(1, 3, 0.05);
    const wavelengthMetres = wavelength * 1e-9;
    const slitWidthMetres = slitWidth * 1e-3;
    const halfWidth = ((wavelengthMetres * screenDistance) / slitWidthMetres) * 1000;
    const width = 2 * halfWidth;

    const source = level === "high-school" ? "Laser light" : "Monochromatic light";
    const statement =
      `${source} of wavelength $${show(wavelength, "nm")}$ passes through a single slit of width ` +
      `$${show(slitWidth, "mm")}$ and falls on a screen $${show(screenDistance, "m")}$ away. How wide is the ` +
      "central bright maximum on the screen (the distance between the first dark fringes on either side)?";

    return {
      statement,
      knowns: [
        known({ symbol: "\\lambda", name: "wavelength", value: wavelength, unit: "nm" }),
        known({ symbol: "a", name: "slit width", value: slitWidth, unit: "mm" }),
        known({ symbol: "L", name: "distance to the screen", value: screenDistance, unit: "m" }),
      ],
      unknown: { symbol: "w", name: "width of the central maximum", unit: "mm" },
      answer: { value: width, unit: "mm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "First dark fringe of a single slit; small angles, $\\sin\\theta \\approx \\tan\\theta = y/L$",
          equation: "a \\sin\\theta_1 = \\lambda \\;\\Rightarrow\\; y_1 = \\frac{\\lambda L}{a}",
          substitution: `y_1 = \\frac{${show(wavelengthMetres, "m")} \\times ${show(screenDistance, "m")}}{${show(slitWidthMetres, "m")}} = ${show(halfWidth, "mm", 4)}`,
          result: { symbol: "y_1", value: halfWidth, unit: "mm" },
        }),
        solutionStep({
          principle:
            "The central maximum stretches from the first minimum on one side to the first minimum on the other",
          equation: "w = 2 y_1 = \\frac{2 \\lambda L}{a}",
          substitution: `w = 2 \\times ${show(halfWidth, "mm", 4)} = ${show(width, "mm")}`,
          result: { symbol: "w", value: width, unit: "mm" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "If you make a slit narrower, does the central bright patch on the screen get narrower or wider?",
          explanation:
            "Wider. The first dark fringe is at $\\sin\\theta = \\lambda/a$, so a smaller slit width $a$ spreads " +
            "the light over larger angles. Squeezing a wave makes it spread.",
        },
        steps: [
          metresConversionStep("wavelength", "\\lambda", wavelength, "nm"),
          metresConversionStep("slit width", "a", slitWidth, "mm"),
          tutorStep({
            prompt: "How far from the centre is the first dark fringe?",
            description: "Position of the first minimum",
            expected: { value: halfWidth, unit: "mm" },
            hints: [
              "The first minimum of a single slit satisfies $a\\sin\\theta = \\lambda$.",
              "For small angles $y_1 = \\lambda L / a$.",
              `$y_1 = ${showNumber(wavelengthMetres)} \\times ${showNumber(screenDistance)} / ${showNumber(slitWidthMetres)}\\ \\mathrm{m}$; convert to mm.`,
            ],
          }),
          tutorStep({
            prompt: "How wide is the central maximum?",
            description: "Width of the central maximum",
            expected: { value: width, unit: "mm" },
            hints: [
              "The central maximum is bounded by a dark fringe on each side.",
              "The pattern is symmetric about the centre.",
              `$w = 2 \\times ${show(halfWidth, "mm", 4)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "gave-half-width",
          description:
            "Gave the distance from the centre to the first dark fringe, which is only half the width.",
          wrongAnswer: { value: halfWidth, unit: "mm" },
          feedback: "The central maximum extends to the first minimum on both sides: double your distance.",
        }),
        mistake({
          id: "used-circular-aperture-factor",
          description: "Used the circular-aperture condition $\\sin\\theta = 1.22\\lambda/a$ for a slit.",
          wrongAnswer: { value: 1.22 * width, unit: "mm" },
          feedback:
            "The factor 1.22 belongs to round holes. For a long slit the first minimum is at $a\\sin\\theta = \\lambda$.",
        }),
      ],
      keyConcepts: [
        "Single-slit minima: $a\\sin\\theta = m\\lambda$ with $m = 1, 2, \\dots$",
        "The central maximum is twice as wide as the other maxima: $w = 2\\lambda L/a$.",
        "A narrower slit gives a wider diffraction pattern.",
      ],
      realWorld:
        "Laser-diffraction instruments size particles and fibres by measuring how wide a diffraction pattern " +
        "they produce.",
    };
  },
};

const gratingMaximumAngle: ProblemTemplate = {
  id: "diffraction.grating-maximum-angle",
  subtopic: "diffraction",
  levels: ["high-school", "algebra"],
  title: "Angle of a diffraction-grating maximum",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const wavelength = random.between(400, 700, 5);
    const order = random.pick([2, 3]);
    // Line densities keep sin(theta) between 0.4 and 0.9: the order exists, and the angle is large
    // enough that a tangent instead of a sine gives a clearly different answer.
    const wavelengthMillimetres = wavelength * 1e-6;
    const lowestDensity = Math.ceil(0.4 / (order * wavelengthMillimetres) / 10) * 10;
    const highestDensity = Math.floor(0.9 / (order * wavelengthMillimetres) / 10) * 10;
    const lineDensity = random.between(lowestDensity, highestDensity, 10);
    const spacingMicrometres = 1000 / lineDensity;
    const pathDifference = order * wavelength;
    const sinAngle = pathDifference / (spacingMicrometres * 1000);
    const angle = toDegrees(Math.asin(sinAngle));

    const light = level === "high-school" ? "Light from a laser" : "Monochromatic light";
    const statement =
      `${light} of wavelength $${show(wavelength, "nm")}$ falls at normal incidence on a diffraction grating ruled ` +
      `with $${show(lineDensity, "mm^-1")}$ (lines per millimetre). At what angle from the straight-through ` +
      `direction does the order $m = ${order}$ maximum appear?`;

    return {
      statement,
      knowns: [
        known({ symbol: "\\lambda", name: "wavelength", value: wavelength, unit: "nm" }),
        known({ symbol: "N", name: "lines per millimetre", value: lineDensity, unit: "mm^-1" }),
        known({ symbol: "m", name: "order of the maximum", value: order, unit: "" }),
      ],
      unknown: { symbol: "\\theta_m", name: "angle of the maximum", unit: "deg" },
      answer: { value: angle, unit: "deg" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "The line spacing is the reciprocal of the line density",
          equation: "d = \\frac{1}{N}",
          substitution: `d = \\frac{1}{${show(lineDensity, "mm^-1")}} = ${show(spacingMicrometres, "um", 4)}`,
          result: { symbol: "d", value: spacingMicrometres, unit: "um" },
        }),
        solutionStep({
          principle: "Grating equation: neighbouring lines differ in path by a whole number of wavelengths",
          equation: "d \\sin\\theta_m = m \\lambda",
          substitution: `\\sin\\theta_m = \\frac{${order} \\times ${show(wavelength, "nm")}}{${show(spacingMicrometres * 1000, "nm", 4)}} = ${showNumber(sinAngle, 4)}`,
          result: { symbol: "\\sin\\theta_m", value: sinAngle, unit: "" },
        }),
        solutionStep({
          principle: "Take the inverse sine",
          equation: "\\theta_m = \\arcsin\\left(\\frac{m\\lambda}{d}\\right)",
          substitution: `\\theta_m = \\arcsin(${showNumber(sinAngle, 4)}) = ${show(angle, "deg")}`,
          result: { symbol: "\\theta_m", value: angle, unit: "deg" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Why are the maxima of a grating with many lines much sharper than those of a double slit?",
          explanation:
            "With many lines, the waves from all of them add in step only very close to the angles where " +
            "$d\\sin\\theta = m\\lambda$; slightly away from them the many contributions cancel, so the bright " +
            "lines are narrow.",
        },
        steps: [
          tutorStep({
            prompt: "What is the line spacing $d$ in micrometres?",
            description: "Line spacing",
            expected: { value: spacingMicrometres, unit: "um" },
            hints: [
              "Line density and spacing are reciprocals.",
              "$d = 1/N$ gives millimetres; 1 mm = 1000 µm.",
              `$d = 1000 / ${showNumber(lineDensity)}\\ \\mu\\mathrm{m}$.`,
            ],
          }),
          tutorStep({
            prompt: `What path difference between neighbouring lines gives the order $m = ${order}$ maximum?`,
            description: "Required path difference",
            expected: { value: pathDifference, unit: "nm" },
            hints: [
              "Bright maxima need waves from neighbouring lines to arrive in step.",
              "The path difference must be $m\\lambda$.",
              `$${order} \\times ${show(wavelength, "nm")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $\\sin\\theta_m$?",
            description: "Sine of the angle",
            expected: { value: sinAngle, unit: "" },
            hints: [
              "The path difference between neighbouring lines is $d\\sin\\theta$.",
              "$\\sin\\theta_m = m\\lambda/d$, both lengths in the same unit.",
              `$${showNumber(pathDifference)}\\ \\mathrm{nm} / ${showNumber(spacingMicrometres * 1000, 4)}\\ \\mathrm{nm}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the angle $\\theta_m$?",
            description: "Angle of the maximum",
            expected: { value: angle, unit: "deg" },
            hints: [
              "Undo the sine.",
              "Use the inverse sine in degree mode.",
              `$\\theta_m = \\arcsin(${showNumber(sinAngle, 4)})$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "dropped-order",
          description: "Used the first-order equation $d\\sin\\theta = \\lambda$, leaving out $m$.",
          wrongAnswer: { value: toDegrees(Math.asin(sinAngle / order)), unit: "deg" },
          feedback: `The order-$${order}$ maximum needs a path difference of $${order}\\lambda$ between neighbouring lines.`,
        }),
        mistake({
          id: "used-tangent",
          description: "Used $\\tan\\theta = m\\lambda/d$, as in the small-angle screen formula.",
          wrongAnswer: { value: toDegrees(Math.atan(sinAngle)), unit: "deg" },
          feedback:
            "The grating equation has $\\sin\\theta$. The angles here are too large for $\\tan\\theta \\approx \\sin\\theta$.",
        }),
      ],
      keyConcepts: [
        "Grating equation: $d\\sin\\theta = m\\lambda$, with $d = 1/N$.",
        "More lines per millimetre spread the orders to larger angles.",
        "Only orders with $m\\lambda/d \\le 1$ exist.",
      ],
      realWorld:
        "Spectrometers in chemistry labs and on telescopes use gratings to spread light into its wavelengths; " +
        "the rainbow on a DVD is the same effect from its track spacing.",
    };
  },
};

const headlightResolution: ProblemTemplate = {
  id: "diffraction.headlight-resolution",
  subtopic: "diffraction",
  levels: ["algebra", "calculus"],
  title: "Resolving a car's two headlights",
  generate(random: Random): GeneratedProblem {
    const separation = random.between(1.2, 1.8, 0.01);
    const pupilDiameter = random.between(2, 7, 0.1);
    const wavelength = random.between(500, 600, 5);
    const pupilMetres = pupilDiameter * 1e-3;
    const wavelengthMetres = wavelength * 1e-9;
    const limitingAngle = (1.22 * wavelengthMetres) / pupilMetres;
    const distanceKilometres = separation / limitingAngle / 1000;

    const statement =
      `The two headlights of an approaching car are $${show(separation, "m")}$ apart. At night the pupil of an ` +
      `observer's eye is $${show(pupilDiameter, "mm")}$ in diameter. Taking the light's wavelength as ` +
      `$${show(wavelength, "nm")}$ and considering only diffraction at the pupil (Rayleigh's criterion), what is ` +
      "the greatest distance at which the eye can see the two headlights as separate?";

    return {
      statement,
      knowns: [
        known({ symbol: "s", name: "separation of the headlights", value: separation, unit: "m" }),
        known({ symbol: "D", name: "pupil diameter", value: pupilDiameter, unit: "mm" }),
        known({ symbol: "\\lambda", name: "wavelength", value: wavelength, unit: "nm" }),
      ],
      unknown: { symbol: "R", name: "greatest distance for resolution", unit: "km" },
      answer: { value: distanceKilometres, unit: "km" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Rayleigh's criterion for a circular aperture",
          equation: "\\theta_{\\min} = 1.22\\,\\frac{\\lambda}{D}",
          substitution: `\\theta_{\\min} = 1.22 \\times \\frac{${show(wavelengthMetres, "m")}}{${show(pupilMetres, "m")}} = ${show(limitingAngle, "rad", 4)}`,
          result: { symbol: "\\theta_{\\min}", value: limitingAngle, unit: "rad" },
        }),
        solutionStep({
          principle:
            "Small angle: the headlights subtend $s/R$; they are just resolved when this equals $\\theta_{\\min}$",
          equation: "R = \\frac{s}{\\theta_{\\min}}",
          substitution: `R = \\frac{${show(separation, "m")}}{${show(limitingAngle, "rad", 4)}} = ${show(distanceKilometres, "km")}`,
          result: { symbol: "R", value: distanceKilometres, unit: "km" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why can't a perfect eye or telescope resolve arbitrarily fine detail?",
          explanation:
            "Light passing through a circular opening spreads into a diffraction disk of angular radius " +
            "$1.22\\lambda/D$. Two point sources closer in angle than that blur into one.",
        },
        steps: [
          metresConversionStep("pupil diameter", "D", pupilDiameter, "mm"),
          metresConversionStep("wavelength", "\\lambda", wavelength, "nm"),
          tutorStep({
            prompt: "What is the smallest angle $\\theta_{\\min}$ the eye can resolve?",
            description: "Limiting angle",
            expected: { value: limitingAngle, unit: "rad" },
            hints: [
              "The pupil is a circular aperture.",
              "Rayleigh: $\\theta_{\\min} = 1.22\\lambda/D$, in radians.",
              `$\\theta_{\\min} = 1.22 \\times ${showNumber(wavelengthMetres)} / ${showNumber(pupilMetres)}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the greatest distance $R$ at which the headlights are resolved?",
            description: "Greatest distance",
            expected: { value: distanceKilometres, unit: "km" },
            hints: [
              "At distance $R$ the headlights subtend the angle $s/R$.",
              "Set $s/R = \\theta_{\\min}$ and solve for $R$.",
              `$R = ${show(separation, "m")} / ${showNumber(limitingAngle, 4)}$, then convert to km.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "left-out-1-22",
          description:
            "Used $\\theta_{\\min} = \\lambda/D$, leaving out the factor 1.22 for a circular aperture.",
          wrongAnswer: { value: 1.22 * distanceKilometres, unit: "km" },
          feedback:
            "For a round aperture the first dark ring is at $1.22\\lambda/D$; the 1.22 comes from the circular shape.",
        }),
        mistake({
          id: "used-radius",
          description: "Used the pupil radius instead of its diameter.",
          wrongAnswer: { value: distanceKilometres / 2, unit: "km" },
          feedback: "Rayleigh's criterion uses the full diameter $D$ of the aperture.",
        }),
      ],
      keyConcepts: [
        "Rayleigh's criterion: two sources are just resolved at $\\theta_{\\min} = 1.22\\lambda/D$.",
        "A larger aperture or a shorter wavelength resolves finer detail.",
        "For small angles, separation = distance × angle in radians.",
      ],
      realWorld:
        "Large telescope mirrors are built partly for this reason: a 10 m mirror resolves about 1000 times finer " +
        "angles than a dark-adapted eye (before atmospheric blurring).",
    };
  },
};

const closingSlitPatternGrowth: ProblemTemplate = {
  id: "diffraction.closing-slit-pattern-growth",
  subtopic: "diffraction",
  levels: ["calculus"],
  title: "How fast the central maximum grows as a slit closes",
  generate(random: Random): GeneratedProblem {
    const wavelength = random.between(400, 700, 5);
    const screenDistance = random.between(1, 3, 0.05);
    const slitWidth = random.between(0.05, 0.2, 0.005);
    const closingSpeed = random.between(5, 50, 1);
    const slitWidthMetres = slitWidth * 1e-3;
    const wavelengthMetres = wavelength * 1e-9;
    const width = ((2 * wavelengthMetres * screenDistance) / slitWidthMetres) * 1000;
    // dw/da = -2 lambda L / a^2 is dimensionless (metres of width per metre of slit).
    const sensitivity = (-2 * wavelengthMetres * screenDistance) / slitWidthMetres ** 2;
    const slitRate = -closingSpeed * 1e-6;
    const growthRate = sensitivity * slitRate * 1000;

    const statement =
      `Light of wavelength $${show(wavelength, "nm")}$ passes through an adjustable slit onto a screen ` +
      `$${show(screenDistance, "m")}$ away. The slit is being closed at a steady $${show(closingSpeed, "um/s")}$. ` +
      `At the instant its width is $${show(slitWidth, "mm")}$, how fast is the width of the central bright ` +
      "maximum on the screen increasing? Use the small-angle width $w = 2\\lambda L/a$ and differentiate with " +
      "respect to time.";

    return {
      statement,
      knowns: [
        known({ symbol: "\\lambda", name: "wavelength", value: wavelength, unit: "nm" }),
        known({ symbol: "L", name: "distance to the screen", value: screenDistance, unit: "m" }),
        known({ symbol: "v_a", name: "speed at which the slit closes", value: closingSpeed, unit: "um/s" }),
        known({ symbol: "a", name: "slit width at this instant", value: slitWidth, unit: "mm" }),
      ],
      unknown: { symbol: "dw/dt", name: "rate of increase of the central-maximum width", unit: "mm/s" },
      answer: { value: growthRate, unit: "mm/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Width of the central maximum (small angles)",
          equation: "w = \\frac{2\\lambda L}{a}",
          substitution: `w = \\frac{2 \\times ${show(wavelengthMetres, "m")} \\times ${show(screenDistance, "m")}}{${show(slitWidthMetres, "m")}} = ${show(width, "mm")}`,
          result: { symbol: "w", value: width, unit: "mm" },
        }),
        solutionStep({
          principle: "Differentiate with respect to $a$",
          equation: "\\frac{dw}{da} = -\\frac{2\\lambda L}{a^2}",
          substitution: `\\frac{dw}{da} = -\\frac{2 \\times ${show(wavelengthMetres, "m")} \\times ${show(screenDistance, "m")}}{(${show(slitWidthMetres, "m")})^2} = ${showNumber(sensitivity, 4)}`,
          result: { symbol: "dw/da", value: sensitivity, unit: "" },
        }),
        solutionStep({
          principle: "Chain rule; the slit is closing, so $da/dt = -v_a$",
          equation: "\\frac{dw}{dt} = \\frac{dw}{da}\\,\\frac{da}{dt} = \\frac{2\\lambda L}{a^2}\\,v_a",
          substitution: `\\frac{dw}{dt} = ${showNumber(sensitivity, 4)} \\times (${show(slitRate, "m/s")}) = ${show(growthRate, "mm/s")}`,
          result: { symbol: "dw/dt", value: growthRate, unit: "mm/s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "As the slit closes, does the central maximum on the screen grow or shrink, and does it change at a steady rate?",
          explanation:
            "It grows, because $w \\propto 1/a$. The growth is not steady: the same change in $a$ matters more " +
            "when $a$ is small, so the rate depends on $1/a^2$.",
        },
        steps: [
          metresConversionStep("slit width", "a", slitWidth, "mm"),
          tutorStep({
            prompt: "What is the width $w$ of the central maximum right now?",
            description: "Current width of the central maximum",
            expected: { value: width, unit: "mm" },
            hints: [
              "The central maximum spans from the first minimum on one side to the other.",
              "$w = 2\\lambda L/a$.",
              `$w = 2 \\times ${showNumber(wavelengthMetres)} \\times ${showNumber(screenDistance)} / ${showNumber(slitWidthMetres)}\\ \\mathrm{m}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $dw/da$ at this slit width (metres of pattern per metre of slit)?",
            description: "Derivative of the width with respect to the slit width",
            expected: { value: sensitivity, unit: "" },
            hints: [
              "Write $w = 2\\lambda L\\,a^{-1}$ and use the power rule.",
              "$dw/da = -2\\lambda L/a^2$, which is also $-w/a$.",
              `$-${show(width, "mm")} / ${show(slitWidth, "mm")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How fast is the width of the central maximum increasing?",
            description: "Rate of increase of the width",
            expected: { value: growthRate, unit: "mm/s" },
            hints: [
              "Use the chain rule: $dw/dt = (dw/da)(da/dt)$.",
              "The slit is closing, so $da/dt$ is negative, and the two minus signs cancel.",
              `$dw/dt = ${showNumber(sensitivity, 4)} \\times (-${showNumber(closingSpeed)} \\times 10^{-6}\\ \\mathrm{m/s})$, in mm/s.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-half-width",
          description:
            "Differentiated the distance to the first minimum, $\\lambda L/a$, instead of the full width.",
          wrongAnswer: { value: growthRate / 2, unit: "mm/s" },
          feedback: "The central maximum spans both sides of the centre: $w = 2\\lambda L/a$.",
        }),
        mistake({
          id: "wrong-sign",
          description: "Took $da/dt$ as positive, concluding that the pattern shrinks.",
          wrongAnswer: { value: -growthRate, unit: "mm/s" },
          feedback: "The slit is closing, so $da/dt < 0$; since $dw/da < 0$ too, the width grows.",
        }),
      ],
      keyConcepts: [
        "Related rates: $dw/dt = (dw/da)(da/dt)$.",
        "The central maximum width varies as $1/a$, so its rate of change varies as $1/a^2$.",
        "Narrowing a slit widens its diffraction pattern.",
      ],
      realWorld:
        "Spectrometer entrance slits are adjusted while watching the beam: closing the slit sharpens spectral " +
        "resolution until diffraction starts to spread the light faster than the slit narrows it.",
    };
  },
};

// Deflection ranges keep the plane spacing between about 0.1 and 0.45 nm, typical of real crystals.
const X_RAY_LINES = [
  { name: "copper K-alpha", wavelength: 0.154, minDeflection: 20, maxDeflection: 80 },
  { name: "molybdenum K-alpha", wavelength: 0.0711, minDeflection: 20, maxDeflection: 40 },
  { name: "cobalt K-alpha", wavelength: 0.179, minDeflection: 24, maxDeflection: 80 },
] as const;

const braggPlaneSpacing: ProblemTemplate = {
  id: "diffraction.bragg-plane-spacing",
  subtopic: "diffraction",
  levels: ["algebra", "calculus"],
  title: "Spacing of crystal planes from X-ray diffraction",
  generate(random: Random): GeneratedProblem {
    const line = random.pick(X_RAY_LINES);
    // Bragg angles stay between 10 and 40 degrees, where mixing up theta and 2 theta always gives a
    // clearly different spacing.
    const scatteringAngle = random.between(line.minDeflection, line.maxDeflection, 0.1);
    const braggAngle = scatteringAngle / 2;
    const sinBragg = Math.sin(toRadians(braggAngle));
    const spacing = line.wavelength / (2 * sinBragg);

    const statement =
      `A beam of ${line.name} X-rays (wavelength $${show(line.wavelength, "nm")}$) strikes a crystal. A strong ` +
      `first-order reflection appears when the diffracted beam is deflected by $2\\theta = ${show(scatteringAngle, "deg")}$ ` +
      "from the direction of the incident beam. What is the spacing of the crystal planes responsible for it?";

    return {
      statement,
      knowns: [
        known({ symbol: "\\lambda", name: "X-ray wavelength", value: line.wavelength, unit: "nm" }),
        known({
          symbol: "2\\theta",
          name: "angle between the incident and diffracted beams",
          value: scatteringAngle,
          unit: "deg",
        }),
      ],
      unknown: { symbol: "d", name: "spacing of the crystal planes", unit: "nm" },
      answer: { value: spacing, unit: "nm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "The Bragg angle is measured between the beam and the planes: half the deflection",
          equation: "\\theta = \\frac{2\\theta}{2}",
          substitution: `\\theta = \\frac{${show(scatteringAngle, "deg")}}{2} = ${show(braggAngle, "deg", 4)}`,
          result: { symbol: "\\theta", value: braggAngle, unit: "deg" },
        }),
        solutionStep({
          principle: "Bragg's law: waves from neighbouring planes differ in path by $2d\\sin\\theta$",
          equation: "2d\\sin\\theta = m\\lambda \\;\\Rightarrow\\; d = \\frac{m\\lambda}{2\\sin\\theta}",
          substitution: `d = \\frac{1 \\times ${show(line.wavelength, "nm")}}{2 \\times \\sin ${show(braggAngle, "deg", 4)}} = ${show(spacing, "nm")}`,
          result: { symbol: "d", value: spacing, unit: "nm" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why do crystals diffract X-rays but not visible light?",
          explanation:
            "Diffraction needs a wavelength comparable to the spacing of the repeating structure. Atomic planes " +
            "are a few tenths of a nanometre apart, like X-ray wavelengths, while visible light is about a thousand times longer.",
        },
        steps: [
          tutorStep({
            prompt: "What is the Bragg angle $\\theta$ between the incident beam and the crystal planes?",
            description: "Bragg angle",
            expected: { value: braggAngle, unit: "deg" },
            hints: [
              "The planes act as mirrors: the beam is deflected by twice its angle to the planes.",
              "The given angle is the total deflection, $2\\theta$.",
              `$\\theta = ${show(scatteringAngle, "deg")} / 2$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $\\sin\\theta$?",
            description: "Sine of the Bragg angle",
            expected: { value: sinBragg, unit: "" },
            hints: [
              "Use your calculator in degree mode.",
              "Take the sine of the Bragg angle, not of the deflection.",
              `$\\sin ${show(braggAngle, "deg", 4)}$.`,
            ],
          }),
          tutorStep({
            prompt:
              "For a first-order reflection, what path difference must waves from neighbouring planes have?",
            description: "Path difference for first order",
            expected: { value: line.wavelength, unit: "nm" },
            hints: [
              "Reflections from neighbouring planes must arrive in step.",
              "First order means a path difference of one wavelength.",
              `$m\\lambda$ with $m = 1$: $${show(line.wavelength, "nm")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the plane spacing $d$?",
            description: "Plane spacing",
            expected: { value: spacing, unit: "nm" },
            hints: [
              "The path difference between neighbouring planes is $2d\\sin\\theta$.",
              "Set $2d\\sin\\theta = \\lambda$ and solve for $d$.",
              `$d = ${show(line.wavelength, "nm")} / (2 \\times ${showNumber(sinBragg, 4)})$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-deflection-as-bragg-angle",
          description: "Put the deflection $2\\theta$ into Bragg's law as if it were $\\theta$.",
          wrongAnswer: { value: line.wavelength / (2 * Math.sin(toRadians(scatteringAngle))), unit: "nm" },
          feedback: "Bragg's angle is measured from the planes; the beam is deflected by twice that angle.",
        }),
        mistake({
          id: "dropped-factor-two",
          description:
            "Used $d\\sin\\theta = \\lambda$, as for a grating, instead of $2d\\sin\\theta = \\lambda$.",
          wrongAnswer: { value: 2 * spacing, unit: "nm" },
          feedback:
            "The wave reflected from the deeper plane travels the extra distance $d\\sin\\theta$ twice, going in and coming out.",
        }),
      ],
      keyConcepts: [
        "Bragg's law: $2d\\sin\\theta = m\\lambda$, with $\\theta$ measured from the planes.",
        "The diffracted beam is deflected by $2\\theta$ from the incident beam.",
        "X-ray wavelengths match atomic spacings, so crystals act as three-dimensional gratings.",
      ],
      realWorld:
        "X-ray diffraction identifies minerals, checks drug crystal forms and, in 1953, revealed the double " +
        "helix of DNA.",
    };
  },
};

/** Every template of the diffraction subtopic. */
export const templates: ProblemTemplate[] = [
  singleSlitCentralWidth,
  gratingMaximumAngle,
  headlightResolution,
  braggPlaneSpacing,
  closingSlitPatternGrowth,
];
