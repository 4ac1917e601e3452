/**
 * Interference: double slits, thin films, air wedges and a scanning Michelson interferometer.
 */
import type { CourseLevel } from "../../../contracts/taxonomy";
import type { Random } from "../../random";
import type { GeneratedProblem, ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { metresConversionStep, show, showNumber } from "./problem-parts";

const doubleSlitBrightFringe: ProblemTemplate = {
  id: "interference.double-slit-bright-fringe",
  subtopic: "interference",
  levels: ["high-school", "algebra"],
  title: "Position of a bright fringe in Young's double slit",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const wavelength = random.between(400, 700, 5);
    const separation = random.between(0.1, 0.5, 0.01);
    const screenDistance = random.between(1, 3, 0.05);
    // Orders from 3 up, so that "counted the central fringe as the first" never coincides with m = 1.
    const order = random.integer(3, 6);
    const wavelengthMetres = wavelength * 1e-9;
    const separationMetres = separation * 1e-3;
    const spacing = ((wavelengthMetres * screenDistance) / separationMetres) * 1000;
    const position = order * spacing;

    const source = level === "high-school" ? "A laser" : "A monochromatic source";
    const statement =
      `${source} of wavelength $${show(wavelength, "nm")}$ illuminates two narrow slits $${show(separation, "mm")}$ ` +
      `apart. The pattern falls on a screen $${show(screenDistance, "m")}$ away. How far from the centre of the ` +
      `central bright fringe is the bright fringe of order $m = ${order}$?`;

    return {
      statement,
      knowns: [
        known({ symbol: "\\lambda", name: "wavelength", value: wavelength, unit: "nm" }),
        known({ symbol: "d", name: "slit separation", value: separation, unit: "mm" }),
        known({ symbol: "L", name: "distance to the screen", value: screenDistance, unit: "m" }),
        known({ symbol: "m", name: "order of the bright fringe", value: order, unit: "" }),
      ],
      unknown: { symbol: "y_m", name: "distance of the bright fringe from the centre", unit: "mm" },
      answer: { value: position, unit: "mm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Bright fringes where the path difference is a whole number of wavelengths; small angles, $\\sin\\theta \\approx \\tan\\theta = y/L$",
          equation: "d \\sin\\theta = m\\lambda \\;\\Rightarrow\\; y_m = \\frac{m \\lambda L}{d}",
          substitution: `\\Delta y = \\frac{\\lambda L}{d} = \\frac{${show(wavelengthMetres, "m")} \\times ${show(screenDistance, "m")}}{${show(separationMetres, "m")}} = ${show(spacing, "mm", 4)}`,
          result: { symbol: "\\Delta y", value: spacing, unit: "mm" },
        }),
        solutionStep({
          principle: "The order-$m$ fringe is $m$ spacings from the centre",
          equation: "y_m = m\\,\\Delta y",
          substitution: `y_m = ${order} \\times ${show(spacing, "mm", 4)} = ${show(position, "mm")}`,
          result: { symbol: "y_m", value: position, unit: "mm" },
        }),
      ],
      tutor: {
        warmup: {
          question: "What happens to the spacing of the fringes if the two slits are moved closer together?",
          explanation:
            "The fringes spread out. A given path difference now needs a larger angle, because the spacing is " +
            "$\\lambda L/d$: inversely proportional to the slit separation.",
        },
        steps: [
          metresConversionStep("wavelength", "\\lambda", wavelength, "nm"),
          metresConversionStep("slit separation", "d", separation, "mm"),
          tutorStep({
            prompt: "What is the spacing $\\Delta y = \\lambda L/d$ between neighbouring bright fringes?",
            description: "Fringe spacing",
            expected: { value: spacing, unit: "mm" },
            hints: [
              "Neighbouring bright fringes differ by one wavelength of path difference.",
              "For small angles the spacing on the screen is $\\lambda L/d$.",
              `$\\Delta y = ${showNumber(wavelengthMetres)} \\times ${showNumber(screenDistance)} / ${showNumber(separationMetres)}\\ \\mathrm{m}$; convert to mm.`,
            ],
          }),
          tutorStep({
            prompt: `How far from the centre is the bright fringe of order $m = ${order}$?`,
            description: "Position of the bright fringe",
            expected: { value: position, unit: "mm" },
            hints: [
              "The central bright fringe is order 0.",
              "The order-$m$ fringe sits $m$ spacings from the centre.",
              `$y_${order} = ${order} \\times ${show(spacing, "mm", 4)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-dark-fringe-condition",
          description: "Used the dark-fringe condition $d\\sin\\theta = (m + \\tfrac{1}{2})\\lambda$.",
          wrongAnswer: { value: (order + 0.5) * spacing, unit: "mm" },
          feedback:
            "Bright fringes need a path difference of a whole number of wavelengths: $d\\sin\\theta = m\\lambda$.",
        }),
        mistake({
          id: "gave-fringe-spacing",
          description:
            "Gave the spacing between neighbouring fringes instead of the position of the order-$m$ fringe.",
          wrongAnswer: { value: spacing, unit: "mm" },
          feedback:
            "The spacing is the distance for one order. Multiply by $m$ to reach the requested fringe.",
        }),
        mistake({
          id: "counted-central-as-first",
          description: "Counted the central bright fringe as order 1, using $m - 1$ spacings.",
          wrongAnswer: { value: (order - 1) * spacing, unit: "mm" },
          feedback: "The central bright fringe has zero path difference: it is order $m = 0$.",
        }),
      ],
      keyConcepts: [
        "Bright fringes: path difference $d\\sin\\theta = m\\lambda$, with the central fringe $m = 0$.",
        "For small angles fringes are equally spaced by $\\lambda L/d$.",
        "Convert every length to metres before combining them.",
      ],
      realWorld:
        "Thomas Young used this experiment in 1801 to measure the wavelength of light; the same geometry lets " +
        "students measure a laser pointer's wavelength with a ruler.",
    };
  },
};

const antireflectionCoating: ProblemTemplate = {
  id: "interference.antireflection-coating",
  subtopic: "interference",
  levels: ["high-school", "algebra"],
  title: "Thinnest antireflection coating on a lens",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const coatingIndex = random.between(1.25, 1.4, 0.01);
    const glassIndex = random.between(1.5, 1.75, 0.01);
    const wavelength = random.between(450, 650, 5);
    const phaseFlips = 2;
    const wavelengthInCoating = wavelength / coatingIndex;
    const roundTripPath = wavelengthInCoating / 2;
    const thickness = wavelengthInCoating / 4;

    const item = level === "high-school" ? "camera lens" : "glass lens";
    const statement =
      `A ${item} of refractive index $${show(glassIndex, "")}$ is coated with a thin transparent film of index ` +
      `$${show(coatingIndex, "")}$ to cut reflections of light with wavelength $${show(wavelength, "nm")}$ ` +
      "(in air) at normal incidence. What is the smallest film thickness that makes the two reflected waves " +
      "cancel?";

    return {
      statement,
      knowns: [
        known({ symbol: "n_c", name: "refractive index of the coating", value: coatingIndex, unit: "" }),
        known({ symbol: "n_g", name: "refractive index of the glass", value: glassIndex, unit: "" }),
        known({ symbol: "\\lambda", name: "wavelength in air", value: wavelength, unit: "nm" }),
      ],
      unknown: { symbol: "t", name: "minimum coating thickness", unit: "nm" },
      answer: { value: thickness, unit: "nm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Reflection off a higher-index medium adds half a wavelength; air→coating and coating→glass both do, so the flips cancel",
          equation: "\\text{relative shift from reflections} = 0",
          substitution: `1.00 < ${show(coatingIndex, "")} < ${show(glassIndex, "")}\\ \\Rightarrow\\ \\text{${phaseFlips} flips, no net shift}`,
          result: { symbol: "N_{\\text{flips}}", value: phaseFlips, unit: "" },
        }),
        solutionStep({
          principle: "Wavelength inside the coating",
          equation: "\\lambda_c = \\frac{\\lambda}{n_c}",
          substitution: `\\lambda_c = \\frac{${show(wavelength, "nm")}}{${show(coatingIndex, "")}} = ${show(wavelengthInCoating, "nm", 4)}`,
          result: { symbol: "\\lambda_c", value: wavelengthInCoating, unit: "nm" },
        }),
        solutionStep({
          principle: "Destructive interference: the round trip $2t$ must be half a wavelength in the coating",
          equation: "2t = \\frac{\\lambda_c}{2} \\;\\Rightarrow\\; t = \\frac{\\lambda}{4 n_c}",
          substitution: `t = \\frac{${show(wavelength, "nm")}}{4 \\times ${show(coatingIndex, "")}} = ${show(thickness, "nm")}`,
          result: { symbol: "t", value: thickness, unit: "nm" },
        }),
      ],
      tutor: {
        warmup: {
          question: "How can adding a layer of material to a lens make it reflect less light?",
          explanation:
            "The layer creates a second reflection from its back surface. If the two reflected waves are half a " +
            "wavelength out of step they cancel, so the energy that would have been reflected is transmitted instead.",
        },
        steps: [
          tutorStep({
            prompt:
              "How many of the two reflections (top and bottom of the coating) get a half-wavelength phase flip?",
            description: "Count the phase flips",
            expected: { value: phaseFlips, unit: "" },
            hints: [
              "A reflection flips the phase when light reflects off a medium of higher index.",
              `Compare air (1.00) with the coating, and the coating with the glass (${show(glassIndex, "")}).`,
              "Both boundaries go from lower to higher index.",
            ],
          }),
          tutorStep({
            prompt: "What is the wavelength of the light inside the coating?",
            description: "Wavelength in the coating",
            expected: { value: wavelengthInCoating, unit: "nm" },
            hints: [
              "Light is slower in the coating, so its wavelength is shorter.",
              "$\\lambda_c = \\lambda / n_c$.",
              `$\\lambda_c = ${show(wavelength, "nm")} / ${show(coatingIndex, "")}$.`,
            ],
          }),
          tutorStep({
            prompt:
              "With both flips cancelling, what round-trip path $2t$ in the coating gives destructive interference (smallest value)?",
            description: "Round-trip path for cancellation",
            expected: { value: roundTripPath, unit: "nm" },
            hints: [
              "Cancellation needs the two waves to be half a wavelength out of step.",
              "Measure that half wavelength inside the coating.",
              `$2t = \\lambda_c / 2 = ${show(wavelengthInCoating, "nm", 4)} / 2$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the minimum coating thickness $t$?",
            description: "Coating thickness",
            expected: { value: thickness, unit: "nm" },
            hints: [
              "The extra path is a round trip through the film.",
              "Divide the round-trip path by 2.",
              `$t = \\lambda / (4 n_c) = ${show(wavelength, "nm")} / (4 \\times ${show(coatingIndex, "")})$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-coating-index",
          description: "Used the wavelength in air, $t = \\lambda/4$.",
          wrongAnswer: { value: wavelength / 4, unit: "nm" },
          feedback:
            "The path difference is travelled inside the coating, where the wavelength is $\\lambda/n_c$.",
        }),
        mistake({
          id: "counted-one-phase-flip",
          description: "Counted only one half-wavelength flip and set $2 n_c t = \\lambda$.",
          wrongAnswer: { value: wavelength / (2 * coatingIndex), unit: "nm" },
          feedback:
            "Both reflections are off a higher index (air→coating and coating→glass), so their flips cancel.",
        }),
        mistake({
          id: "used-glass-index",
          description: "Used the glass's refractive index instead of the coating's.",
          wrongAnswer: { value: wavelength / (4 * glassIndex), unit: "nm" },
          feedback: "The light that makes the extra trip travels through the coating, so use $n_c$.",
        }),
      ],
      keyConcepts: [
        "Reflection from a higher-index medium shifts the phase by half a wavelength.",
        "Thin-film path differences are measured with the wavelength inside the film, $\\lambda/n$.",
        "A quarter-wave coating ($t = \\lambda/4n_c$) cancels reflection at its design wavelength.",
      ],
      realWorld:
        "Coated camera and eyeglass lenses look faintly purple because the coating is tuned to green light and " +
        "reflects a little of the red and blue ends of the spectrum.",
    };
  },
};

const airWedgeFringeSpacing: ProblemTemplate = {
  id: "interference.air-wedge-fringe-spacing",
  subtopic: "interference",
  levels: ["algebra", "calculus"],
  title: "Fringe spacing in an air wedge",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const wavelength = random.between(450, 650, 5);
    const wireDiameter = random.between(20, 100, 1);
    const plateLength = random.between(5, 15, 0.1);
    const wireDiameterMillimetres = wireDiameter / 1000;
    const plateLengthMillimetres = plateLength * 10;
    const wedgeAngle = wireDiameterMillimetres / plateLengthMillimetres;
    const thicknessStep = wavelength / 2;
    const spacing = (thicknessStep * 1e-6) / wedgeAngle;

    const gap =
      level === "calculus" ? " The air gap thickness grows linearly along the plates, $t(x) = Dx/L$." : "";
    const statement =
      "Two flat glass plates touch along one edge and are held apart at the other by a thin wire of diameter " +
      `$${show(wireDiameter, "um")}$, placed $${show(plateLength, "cm")}$ from the line of contact. Light of wavelength ` +
      `$${show(wavelength, "nm")}$ shines straight down on the plates.${gap} What is the distance between neighbouring ` +
      "dark fringes seen in reflection?";

    return {
      statement,
      knowns: [
        known({ symbol: "\\lambda", name: "wavelength", value: wavelength, unit: "nm" }),
        known({ symbol: "D", name: "wire diameter", value: wireDiameter, unit: "um" }),
        known({
          symbol: "L",
          name: "distance from the contact line to the wire",
          value: plateLength,
          unit: "cm",
        }),
      ],
      unknown: { symbol: "\\Delta x", name: "spacing of the dark fringes", unit: "mm" },
      answer: { value: spacing, unit: "mm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "The gap grows linearly: its slope is the wedge angle",
          equation: "\\theta \\approx \\frac{D}{L}",
          substitution: `\\theta = \\frac{${show(wireDiameterMillimetres, "mm")}}{${show(plateLengthMillimetres, "mm")}} = ${show(wedgeAngle, "rad", 4)}`,
          result: { symbol: "\\theta", value: wedgeAngle, unit: "rad" },
        }),
        solutionStep({
          principle:
            "Neighbouring dark fringes: the round trip $2t$ changes by one wavelength, so $t$ changes by half",
          equation: "\\Delta t = \\frac{\\lambda}{2}",
          substitution: `\\Delta t = \\frac{${show(wavelength, "nm")}}{2} = ${show(thicknessStep, "nm")}`,
          result: { symbol: "\\Delta t", value: thicknessStep, unit: "nm" },
        }),
        solutionStep({
          principle: "Distance along the plates for that change in thickness",
          equation: "\\Delta x = \\frac{\\Delta t}{\\theta} = \\frac{\\lambda L}{2D}",
          substitution: `\\Delta x = \\frac{${show(thicknessStep * 1e-6, "mm", 4)}}{${show(wedgeAngle, "rad", 4)}} = ${show(spacing, "mm")}`,
          result: { symbol: "\\Delta x", value: spacing, unit: "mm" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why is the line where the two plates touch dark in reflected light?",
          explanation:
            "There the gap has zero thickness, so the only difference between the two reflected waves is the " +
            "half-wavelength flip of the reflection off the lower plate: they cancel.",
        },
        steps: [
          tutorStep({
            prompt: "What is the wire diameter in millimetres?",
            description: "Convert the wire diameter",
            expected: { value: wireDiameterMillimetres, unit: "mm" },
            hints: [
              "Put both lengths of the wedge in the same unit.",
              "1 µm = 0.001 mm.",
              `$D = ${showNumber(wireDiameter)} / 1000\\ \\mathrm{mm}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the wedge angle $\\theta \\approx D/L$ in radians?",
            description: "Wedge angle",
            expected: { value: wedgeAngle, unit: "rad" },
            hints: [
              "The gap rises by $D$ over the length $L$.",
              "For small angles the angle in radians is rise over run.",
              `$\\theta = ${show(wireDiameterMillimetres, "mm")} / ${show(plateLengthMillimetres, "mm")}$.`,
            ],
          }),
          tutorStep({
            prompt: "By how much does the gap thickness change from one dark fringe to the next?",
            description: "Thickness change per fringe",
            expected: { value: thicknessStep, unit: "nm" },
            hints: [
              "The light crosses the gap twice, down and back up.",
              "A change of one wavelength in $2t$ moves you to the next dark fringe.",
              `$\\Delta t = ${show(wavelength, "nm")} / 2$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the spacing $\\Delta x$ of the dark fringes?",
            description: "Fringe spacing",
            expected: { value: spacing, unit: "mm" },
            hints: [
              "Along the plates the thickness grows by $\\theta$ per unit length.",
              "$\\Delta x = \\Delta t / \\theta$; put $\\Delta t$ in mm first.",
              `$\\Delta x = ${showNumber(thicknessStep * 1e-6, 4)}\\ \\mathrm{mm} / ${showNumber(wedgeAngle, 4)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-round-trip",
          description:
            "Set the thickness change per fringe to a whole wavelength, forgetting the light crosses the gap twice.",
          wrongAnswer: { value: 2 * spacing, unit: "mm" },
          feedback:
            "The path difference is $2t$, so one wavelength of path needs only $\\lambda/2$ of thickness.",
        }),
        mistake({
          id: "halved-twice",
          description: "Used $\\lambda/4$ of thickness per fringe, halving for the round trip twice.",
          wrongAnswer: { value: spacing / 2, unit: "mm" },
          feedback:
            "Going from one dark fringe to the next changes $2t$ by $\\lambda$, so $t$ changes by $\\lambda/2$, not $\\lambda/4$.",
        }),
      ],
      keyConcepts: [
        "In a thin air gap the path difference is $2t$, plus a half-wave flip at the lower surface.",
        "Neighbouring fringes differ by $\\lambda/2$ in gap thickness.",
        "A linear wedge gives equally spaced fringes, $\\Delta x = \\lambda L/2D$.",
      ],
      realWorld:
        "Counting air-wedge fringes measures the thickness of hairs, wires and thin films to a fraction of a " +
        "micrometre without touching them.",
    };
  },
};

const michelsonFringeRate: ProblemTemplate = {
  id: "interference.michelson-fringe-rate",
  subtopic: "interference",
  levels: ["calculus"],
  title: "Fringe rate of an oscillating Michelson mirror",
  generate(random: Random): GeneratedProblem {
    const amplitude = random.between(1, 5, 0.1);
    const frequency = random.between(2, 20, 0.5);
    const wavelength = random.between(500, 700, 5);
    const angularFrequency = 2 * Math.PI * frequency;
    const peakSpeed = amplitude * angularFrequency;
    const halfWavelength = wavelength / 2;
    const fringeRate = (peakSpeed * 1000) / halfWavelength;

    const statement =
      `In a Michelson interferometer lit by light of wavelength $${show(wavelength, "nm")}$, one mirror is driven by a ` +
      `piezo stage so that its position is $x(t) = A \\sin(2\\pi f t)$ with $A = ${show(amplitude, "um")}$ and ` +
      `$f = ${show(frequency, "Hz")}$. A detector counts fringes as they pass. What is the largest rate at which ` +
      "fringes pass the detector, in fringes per second?";

    return {
      statement,
      knowns: [
        known({ symbol: "\\lambda", name: "wavelength", value: wavelength, unit: "nm" }),
        known({ symbol: "A", name: "amplitude of the mirror motion", value: amplitude, unit: "um" }),
        known({ symbol: "f", name: "frequency of the mirror motion", value: frequency, unit: "Hz" }),
      ],
      unknown: { symbol: "R_{\\max}", name: "largest fringe rate", unit: "Hz" },
      answer: { value: fringeRate, unit: "Hz" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Angular frequency of the oscillation",
          equation: "\\omega = 2\\pi f",
          substitution: `\\omega = 2\\pi \\times ${show(frequency, "Hz")} = ${show(angularFrequency, "rad/s")}`,
          result: { symbol: "\\omega", value: angularFrequency, unit: "rad/s" },
        }),
        solutionStep({
          principle:
            "Mirror velocity is the time derivative of its position; its largest value is at $\\cos(\\omega t) = \\pm 1$",
          equation: "v(t) = \\frac{dx}{dt} = A\\omega\\cos(\\omega t), \\quad v_{\\max} = A\\omega",
          substitution: `v_{\\max} = ${show(amplitude, "um")} \\times ${show(angularFrequency, "rad/s")} = ${show(peakSpeed, "um/s")}`,
          result: { symbol: "v_{\\max}", value: peakSpeed, unit: "um/s" },
        }),
        solutionStep({
          principle:
            "The light goes to the mirror and back, so one fringe passes for every $\\lambda/2$ of mirror motion",
          equation:
            "R = \\frac{1}{2\\pi}\\frac{d\\phi}{dt} = \\frac{2 v}{\\lambda}, \\quad R_{\\max} = \\frac{2 A \\omega}{\\lambda}",
          substitution: `R_{\\max} = \\frac{${show(peakSpeed * 1000, "nm/s", 4)}}{${show(halfWavelength, "nm", 4)}} = ${show(fringeRate, "Hz")}`,
          result: { symbol: "R_{\\max}", value: fringeRate, unit: "Hz" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "If the moving mirror of a Michelson interferometer moves by half a wavelength, how many fringes pass the detector?",
          explanation:
            "One. The beam travels to the mirror and back, so moving the mirror by $\\lambda/2$ changes the path " +
            "by a full wavelength, which shifts the pattern by one fringe.",
        },
        steps: [
          tutorStep({
            prompt: "What is the angular frequency $\\omega$ of the mirror's motion?",
            description: "Angular frequency",
            expected: { value: angularFrequency, unit: "rad/s" },
            hints: [
              "The argument of the sine is $\\omega t$.",
              "$\\omega = 2\\pi f$.",
              `$\\omega = 2\\pi \\times ${showNumber(frequency)}\\ \\mathrm{rad/s}$.`,
            ],
          }),
          tutorStep({
            prompt: "Differentiate $x(t)$: what is the mirror's largest speed $v_{\\max}$?",
            description: "Peak mirror speed",
            expected: { value: peakSpeed, unit: "um/s" },
            hints: [
              "Velocity is $dx/dt$.",
              "$\\frac{d}{dt}A\\sin(\\omega t) = A\\omega\\cos(\\omega t)$, largest when the cosine is 1.",
              `$v_{\\max} = ${show(amplitude, "um")} \\times ${showNumber(angularFrequency, 4)}\\ \\mathrm{s}^{-1}$.`,
            ],
          }),
          tutorStep({
            prompt: "How far must the mirror move for one fringe to pass?",
            description: "Mirror motion per fringe",
            expected: { value: halfWavelength, unit: "nm" },
            hints: [
              "Think about the path change, not the mirror displacement.",
              "The light travels to the mirror and back.",
              `$\\lambda/2 = ${show(wavelength, "nm")} / 2$ (half a wavelength).`,
            ],
          }),
          tutorStep({
            prompt: "What is the largest fringe rate $R_{\\max}$?",
            description: "Largest fringe rate",
            expected: { value: fringeRate, unit: "Hz" },
            hints: [
              "Rate = (distance per second) / (distance per fringe).",
              "Divide $v_{\\max}$ by $\\lambda/2$ in the same length unit.",
              `$R_{\\max} = ${showNumber(peakSpeed * 1000, 4)}\\ \\mathrm{nm/s} / ${show(halfWavelength, "nm", 4)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-round-trip",
          description: "Counted one fringe per full wavelength of mirror motion.",
          wrongAnswer: { value: fringeRate / 2, unit: "Hz" },
          feedback:
            "Moving the mirror by $d$ changes the path by $2d$, so a fringe passes every $\\lambda/2$ of motion.",
        }),
        mistake({
          id: "used-f-instead-of-omega",
          description: "Took the peak speed as $A f$, forgetting the $2\\pi$ in $\\omega = 2\\pi f$.",
          wrongAnswer: { value: (2 * amplitude * frequency * 1000) / wavelength, unit: "Hz" },
          feedback: "The derivative of $\\sin(2\\pi f t)$ brings out $2\\pi f$, not $f$.",
        }),
        mistake({
          id: "used-average-speed",
          description: "Used the average speed $4Af$ over a cycle instead of the peak speed.",
          wrongAnswer: { value: (2 * 4 * amplitude * frequency * 1000) / wavelength, unit: "Hz" },
          feedback:
            "The question asks for the largest rate, which happens when the mirror passes through the centre at $A\\omega$.",
        }),
      ],
      keyConcepts: [
        "In a Michelson interferometer one fringe passes per $\\lambda/2$ of mirror motion.",
        "The fringe rate is proportional to the mirror velocity $dx/dt$.",
        "For $x = A\\sin\\omega t$ the peak speed is $A\\omega$.",
      ],
      realWorld:
        "Fourier-transform infrared spectrometers scan a mirror and record the fringe signal; its frequency, " +
        "set by the mirror speed, encodes each wavelength in the spectrum.",
    };
  },
};

/** Every template of the interference subtopic. */
export const templates: ProblemTemplate[] = [
  doubleSlitBrightFringe,
  antireflectionCoating,
  airWedgeFringeSpacing,
  michelsonFringeRate,
];
