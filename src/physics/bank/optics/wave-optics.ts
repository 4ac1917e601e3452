/**
 * Wave optics: light as a wave in matter (wavelength and speed in a medium, optical path, dispersion).
 */
import type { CourseLevel } from "../../../contracts/taxonomy";
import type { Random } from "../../random";
import type { GeneratedProblem, ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { metresConversionStep, SPEED_OF_LIGHT, show, showNumber } from "./problem-parts";

const MEDIA = [
  { name: "water", index: 1.33 },
  { name: "ethanol", index: 1.36 },
  { name: "acrylic plastic", index: 1.49 },
  { name: "crown glass", index: 1.52 },
  { name: "polycarbonate", index: 1.59 },
  { name: "flint glass", index: 1.62 },
  { name: "diamond", index: 2.42 },
] as const;

const wavelengthInMedium: ProblemTemplate = {
  id: "wave-optics.wavelength-in-medium",
  subtopic: "wave-optics",
  levels: ["high-school", "algebra"],
  title: "Wavelength of light inside a transparent medium",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const vacuumWavelength = random.between(400, 700, 5);
    const medium = random.pick(MEDIA);
    const frequency = SPEED_OF_LIGHT / (vacuumWavelength * 1e-9);
    const speed = SPEED_OF_LIGHT / medium.index;
    const wavelength = (speed / frequency) * 1e9;

    const source = level === "high-school" ? "Light from a laser" : "Monochromatic light";
    const statement =
      `${source} has a wavelength of $${show(vacuumWavelength, "nm")}$ in vacuum. It passes into ${medium.name}, ` +
      `whose refractive index is $n = ${show(medium.index, "")}$. Using $c = 2.998 \\times 10^{8}\\ \\mathrm{m/s}$, ` +
      "what is the wavelength of the light inside the medium?";

    return {
      statement,
      knowns: [
        known({ symbol: "\\lambda_0", name: "wavelength in vacuum", value: vacuumWavelength, unit: "nm" }),
        known({ symbol: "n", name: `refractive index of ${medium.name}`, value: medium.index, unit: "" }),
      ],
      unknown: { symbol: "\\lambda_n", name: "wavelength in the medium", unit: "nm" },
      answer: { value: wavelength, unit: "nm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "The frequency is set by the source and does not change at a boundary",
          equation: "f = \\frac{c}{\\lambda_0}",
          substitution: `f = \\frac{2.998 \\times 10^{8}\\ \\mathrm{m/s}}{${show(vacuumWavelength * 1e-9, "m")}} = ${show(frequency, "Hz")}`,
          result: { symbol: "f", value: frequency, unit: "Hz" },
        }),
        solutionStep({
          principle: "Light is slower in the medium by the factor $n$",
          equation: "v = \\frac{c}{n}",
          substitution: `v = \\frac{2.998 \\times 10^{8}\\ \\mathrm{m/s}}{${show(medium.index, "")}} = ${show(speed, "m/s")}`,
          result: { symbol: "v", value: speed, unit: "m/s" },
        }),
        solutionStep({
          principle: "Wave relation in the medium",
          equation: "\\lambda_n = \\frac{v}{f} = \\frac{\\lambda_0}{n}",
          substitution: `\\lambda_n = \\frac{${show(vacuumWavelength, "nm")}}{${show(medium.index, "")}} = ${show(wavelength, "nm")}`,
          result: { symbol: "\\lambda_n", value: wavelength, unit: "nm" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "When light enters glass from air, which of these changes: its frequency, its speed, its wavelength?",
          explanation:
            "Speed and wavelength change; frequency does not. Each crest that arrives at the boundary must leave " +
            "it, so the number of crests per second is the same on both sides, and with a lower speed the crests " +
            "crowd closer together.",
        },
        steps: [
          tutorStep({
            prompt: "What is the frequency $f$ of the light in vacuum?",
            description: "Frequency of the light",
            expected: { value: frequency, unit: "Hz" },
            hints: [
              "For any wave, speed = frequency × wavelength.",
              "$f = c/\\lambda_0$, with the wavelength in metres.",
              `$f = 2.998 \\times 10^{8} / (${showNumber(vacuumWavelength)} \\times 10^{-9})\\ \\mathrm{Hz}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the frequency of the light inside the medium?",
            description: "Frequency inside the medium",
            expected: { value: frequency, unit: "Hz" },
            hints: [
              "Think about what the boundary can and cannot change.",
              "Crests cannot pile up or vanish at the surface.",
              "The frequency is the same as in vacuum.",
            ],
          }),
          tutorStep({
            prompt: "What is the speed $v$ of light in the medium?",
            description: "Speed of light in the medium",
            expected: { value: speed, unit: "m/s" },
            hints: [
              "The refractive index compares the speed in vacuum with the speed in the medium.",
              "$n = c/v$, so $v = c/n$.",
              `$v = 2.998 \\times 10^{8} / ${show(medium.index, "")}\\ \\mathrm{m/s}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the wavelength $\\lambda_n$ inside the medium?",
            description: "Wavelength in the medium",
            expected: { value: wavelength, unit: "nm" },
            hints: [
              "Use $v = f\\lambda$ again, inside the medium.",
              "$\\lambda_n = v/f$, which simplifies to $\\lambda_0/n$.",
              `$\\lambda_n = ${show(vacuumWavelength, "nm")} / ${show(medium.index, "")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "multiplied-by-index",
          description: "Multiplied the vacuum wavelength by the refractive index.",
          wrongAnswer: { value: vacuumWavelength * medium.index, unit: "nm" },
          feedback:
            "Light is slower in the medium while its frequency is unchanged, so its wavelength gets shorter: divide by $n$.",
        }),
        mistake({
          id: "wavelength-unchanged",
          description: "Assumed the wavelength stays the same and the frequency changes instead.",
          wrongAnswer: { value: vacuumWavelength, unit: "nm" },
          feedback:
            "It is the frequency that stays fixed at a boundary; the wavelength shrinks to $\\lambda_0/n$.",
        }),
      ],
      keyConcepts: [
        "The frequency of light is set by its source and is unchanged when it enters a new medium.",
        "In a medium of index $n$ light travels at $v = c/n$.",
        "The wavelength in the medium is $\\lambda_0/n$.",
      ],
      realWorld:
        "Immersion microscopes put oil between lens and sample; the shorter wavelength inside the oil lets them " +
        "resolve finer detail than a dry lens.",
    };
  },
};

const fiberTimeDelay: ProblemTemplate = {
  id: "wave-optics.fiber-time-delay",
  subtopic: "wave-optics",
  levels: ["high-school", "algebra"],
  title: "Extra travel time of light in an optical fibre",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const lengthKilometres = random.between(1, 50, 0.5);
    const index = random.between(1.44, 1.5, 0.01);
    const lengthMetres = lengthKilometres * 1000;
    const speed = SPEED_OF_LIGHT / index;
    const fiberTime = (lengthMetres / speed) * 1e6;
    const vacuumTime = (lengthMetres / SPEED_OF_LIGHT) * 1e6;
    const delay = fiberTime - vacuumTime;

    const link = level === "high-school" ? "A fibre-optic cable" : "A single-mode glass fibre link";
    const statement =
      `${link} is $${show(lengthKilometres, "km")}$ long and its core has refractive index ` +
      `$n = ${show(index, "")}$. Using $c = 2.998 \\times 10^{8}\\ \\mathrm{m/s}$, how much longer does a light ` +
      "pulse take to travel through the fibre than it would take to cover the same distance in vacuum? " +
      "Give the answer in microseconds.";

    return {
      statement,
      knowns: [
        known({ symbol: "L", name: "length of the fibre", value: lengthKilometres, unit: "km" }),
        known({ symbol: "n", name: "refractive index of the core", value: index, unit: "" }),
      ],
      unknown: { symbol: "\\Delta t", name: "extra travel time", unit: "us" },
      answer: { value: delay, unit: "us" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Speed of light in the glass",
          equation: "v = \\frac{c}{n}",
          substitution: `v = \\frac{2.998 \\times 10^{8}\\ \\mathrm{m/s}}{${show(index, "")}} = ${show(speed, "m/s")}`,
          result: { symbol: "v", value: speed, unit: "m/s" },
        }),
        solutionStep({
          principle: "Travel time in the fibre",
          equation: "t = \\frac{L}{v}",
          substitution: `t = \\frac{${show(lengthMetres, "m")}}{${show(speed, "m/s")}} = ${show(fiberTime, "us", 5)}`,
          result: { symbol: "t", value: fiberTime, unit: "us" },
        }),
        solutionStep({
          principle: "Travel time over the same distance in vacuum",
          equation: "t_0 = \\frac{L}{c}",
          substitution: `t_0 = \\frac{${show(lengthMetres, "m")}}{2.998 \\times 10^{8}\\ \\mathrm{m/s}} = ${show(vacuumTime, "us", 5)}`,
          result: { symbol: "t_0", value: vacuumTime, unit: "us" },
        }),
        solutionStep({
          principle: "The delay is the difference",
          equation: "\\Delta t = t - t_0 = \\frac{(n - 1)L}{c}",
          substitution: `\\Delta t = ${show(fiberTime, "us", 5)} - ${show(vacuumTime, "us", 5)} = ${show(delay, "us")}`,
          result: { symbol: "\\Delta t", value: delay, unit: "us" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Why is a signal in a glass fibre slower than a radio signal through the air over the same path?",
          explanation:
            "Light in glass travels at $c/n$, about two thirds of its vacuum speed, while radio waves in air travel " +
            "at almost $c$. That is why high-frequency traders pay for microwave links between exchanges.",
        },
        steps: [
          metresConversionStep("fibre length", "L", lengthKilometres, "km"),
          tutorStep({
            prompt: "What is the speed of light in the fibre core?",
            description: "Speed of light in glass",
            expected: { value: speed, unit: "m/s" },
            hints: [
              "The refractive index tells you how much slower light is in the material.",
              "$v = c/n$.",
              `$v = 2.998 \\times 10^{8} / ${show(index, "")}\\ \\mathrm{m/s}$.`,
            ],
          }),
          tutorStep({
            prompt: "How long does the pulse take to cross the fibre?",
            description: "Travel time in the fibre",
            expected: { value: fiberTime, unit: "us" },
            hints: [
              "Time = distance / speed.",
              "Use the length in metres and the speed in the glass; 1 µs is $10^{-6}$ s.",
              `$t = ${showNumber(lengthMetres)} / ${showNumber(speed, 4)}\\ \\mathrm{s}$, then convert to µs.`,
            ],
          }),
          tutorStep({
            prompt: "How long would light take to cover the same distance in vacuum?",
            description: "Travel time in vacuum",
            expected: { value: vacuumTime, unit: "us" },
            hints: [
              "Same distance, but now at speed $c$.",
              "$t_0 = L/c$.",
              `$t_0 = ${showNumber(lengthMetres)} / (2.998 \\times 10^{8})\\ \\mathrm{s}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the extra time $\\Delta t$ spent in the fibre?",
            description: "Extra travel time",
            expected: { value: delay, unit: "us" },
            hints: [
              "The question asks for a difference of two times.",
              "Subtract the vacuum time from the fibre time.",
              `$\\Delta t = ${show(fiberTime, "us", 5)} - ${show(vacuumTime, "us", 5)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "gave-total-time",
          description: "Reported the total travel time in the fibre instead of the extra time.",
          wrongAnswer: { value: fiberTime, unit: "us" },
          feedback: "The question asks how much longer the trip takes: subtract the vacuum time $L/c$.",
        }),
        mistake({
          id: "divided-speed-wrong-way",
          description:
            "Took the speed in the fibre as $nc$ instead of $c/n$, then gave the size of the time difference.",
          wrongAnswer: { value: vacuumTime - (lengthMetres / (index * SPEED_OF_LIGHT)) * 1e6, unit: "us" },
          feedback: "Nothing travels faster than $c$; in a medium the speed is $c/n$, slower than in vacuum.",
        }),
      ],
      keyConcepts: [
        "Light travels at $v = c/n$ in a medium of refractive index $n$.",
        "Travel time is distance divided by speed.",
        "The extra delay in a medium is $(n - 1)L/c$.",
      ],
      realWorld:
        "Network engineers budget about 5 µs of delay per kilometre of fibre; over transatlantic cables this adds " +
        "tens of milliseconds to every round trip.",
    };
  },
};

const extraWavelengthsInSheet: ProblemTemplate = {
  id: "wave-optics.optical-path-difference",
  subtopic: "wave-optics",
  levels: ["algebra", "calculus"],
  title: "Extra wavelengths added by a thin transparent sheet",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const thickness = random.between(5, 50, 0.5);
    const index = random.between(1.4, 1.7, 0.01);
    const wavelength = random.between(400, 700, 5);
    const thicknessNanometres = thickness * 1000;
    const opticalPath = index * thickness;
    const pathDifference = (index - 1) * thickness;
    const extraWavelengths = (pathDifference * 1000) / wavelength;

    const pathNote =
      level === "calculus"
        ? " The optical path length along a ray is $\\int n\\,ds$, which for a uniform sheet is just $n t$."
        : "";
    const statement =
      `A thin plastic sheet of thickness $${show(thickness, "um")}$ and refractive index $n = ${show(index, "")}$ is ` +
      `placed across one arm of an interferometer lit with light of wavelength $${show(wavelength, "nm")}$ ` +
      `(in air, $n \\approx 1$).${pathNote} By how many wavelengths does the sheet lengthen the optical path ` +
      "of that arm, compared with the air it replaces?";

    return {
      statement,
      knowns: [
        known({ symbol: "t", name: "thickness of the sheet", value: thickness, unit: "um" }),
        known({ symbol: "n", name: "refractive index of the sheet", value: index, unit: "" }),
        known({ symbol: "\\lambda", name: "wavelength in air", value: wavelength, unit: "nm" }),
      ],
      unknown: { symbol: "N", name: "number of extra wavelengths", unit: "" },
      answer: { value: extraWavelengths, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Optical path length is the geometric length times the refractive index",
          equation: "L_{\\text{opt}} = n t",
          substitution: `L_{\\text{opt}} = ${show(index, "")} \\times ${show(thickness, "um")} = ${show(opticalPath, "um")}`,
          result: { symbol: "L_{\\text{opt}}", value: opticalPath, unit: "um" },
        }),
        solutionStep({
          principle: "The sheet replaces the same thickness of air, whose optical path is $1 \\times t$",
          equation: "\\Delta L = (n - 1)t",
          substitution: `\\Delta L = (${show(index, "")} - 1) \\times ${show(thickness, "um")} = ${show(pathDifference, "um")}`,
          result: { symbol: "\\Delta L", value: pathDifference, unit: "um" },
        }),
        solutionStep({
          principle: "Count wavelengths in the extra path (same units for both lengths)",
          equation: "N = \\frac{\\Delta L}{\\lambda} = \\frac{(n - 1)t}{\\lambda}",
          substitution: `N = \\frac{${show(pathDifference * 1000, "nm")}}{${show(wavelength, "nm")}} = ${showNumber(extraWavelengths)}`,
          result: { symbol: "N", value: extraWavelengths, unit: "" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Why does inserting a clear sheet into one arm of an interferometer shift the fringes, even though it absorbs almost no light?",
          explanation:
            "Light is slower in the sheet, so more wavelengths fit into its thickness than into the same thickness " +
            "of air. That changes the phase of one beam relative to the other, and the fringes move.",
        },
        steps: [
          tutorStep({
            prompt: "What is the sheet's thickness in nanometres?",
            description: "Convert the thickness to nm",
            expected: { value: thicknessNanometres, unit: "nm" },
            hints: [
              "Compare lengths in the same unit as the wavelength.",
              "1 µm = 1000 nm.",
              `$t = ${showNumber(thickness)} \\times 1000\\ \\mathrm{nm}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the optical path length $n t$ through the sheet?",
            description: "Optical path through the sheet",
            expected: { value: opticalPath, unit: "um" },
            hints: [
              "The optical path counts how far light would go in vacuum in the same time.",
              "Multiply the thickness by the refractive index.",
              `$n t = ${show(index, "")} \\times ${show(thickness, "um")}$.`,
            ],
          }),
          tutorStep({
            prompt:
              "By how much does the sheet increase the optical path, compared with the air it replaces?",
            description: "Optical path difference",
            expected: { value: pathDifference, unit: "um" },
            hints: [
              "Without the sheet the same thickness was filled with air.",
              "Subtract the optical path of the air, $1 \\times t$.",
              `$\\Delta L = (${show(index, "")} - 1) \\times ${show(thickness, "um")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How many wavelengths is that extra path?",
            description: "Number of extra wavelengths",
            expected: { value: extraWavelengths, unit: "" },
            hints: [
              "Divide the extra path by one wavelength.",
              "Put both lengths in nanometres first.",
              `$N = ${showNumber(pathDifference * 1000, 4)}\\ \\mathrm{nm} / ${show(wavelength, "nm")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-full-optical-path",
          description:
            "Divided the whole optical path $n t$ by the wavelength, forgetting the air the sheet replaces.",
          wrongAnswer: { value: (index * thickness * 1000) / wavelength, unit: "" },
          feedback:
            "Without the sheet, light still crossed thickness $t$ of air. Only the difference $(n - 1)t$ adds wavelengths.",
        }),
        mistake({
          id: "counted-index-twice",
          description:
            "Used the wavelength inside the sheet, $\\lambda/n$, with the optical path difference, counting $n$ twice.",
          wrongAnswer: { value: (index * pathDifference * 1000) / wavelength, unit: "" },
          feedback:
            "Either count wavelengths $\\lambda/n$ in the geometric thickness, or vacuum wavelengths in the optical path, not both.",
        }),
        mistake({
          id: "mixed-micrometres-and-nanometres",
          description:
            "Divided the thickness in micrometres by the wavelength in nanometres without converting.",
          wrongAnswer: { value: pathDifference / wavelength, unit: "" },
          feedback: "Convert both lengths to the same unit: 1 µm = 1000 nm.",
        }),
      ],
      keyConcepts: [
        "Optical path length is $n$ times the geometric length.",
        "A sheet of index $n$ and thickness $t$ adds $(n - 1)t$ of optical path compared with air.",
        "Each extra wavelength of path shifts an interference pattern by one fringe.",
      ],
      realWorld:
        "Measuring how many fringes pass as a film is inserted is a standard way to find the thickness or the " +
        "refractive index of thin coatings and membranes.",
    };
  },
};

const dispersionSlope: ProblemTemplate = {
  id: "wave-optics.dispersion-slope",
  subtopic: "wave-optics",
  levels: ["calculus"],
  title: "Dispersion of glass from Cauchy's equation",
  generate(random: Random): GeneratedProblem {
    const coefficientA = random.between(1.45, 1.65, 0.01);
    const coefficientB = random.between(0.003, 0.015, 0.0001);
    const wavelength = random.between(0.4, 0.7, 0.005);
    const wavelengthSquared = wavelength ** 2;
    const index = coefficientA + coefficientB / wavelengthSquared;
    const wavelengthCubed = wavelength ** 3;
    const slope = (-2 * coefficientB) / wavelengthCubed;

    const statement =
      "In the visible range the refractive index of a glass follows Cauchy's equation " +
      `$n(\\lambda) = A + B/\\lambda^2$ with $A = ${show(coefficientA, "")}$ and ` +
      `$B = ${show(coefficientB, "um^2")}$. Find the dispersion $dn/d\\lambda$ of the glass at ` +
      `$\\lambda = ${show(wavelength, "um")}$, in inverse micrometres.`;

    return {
      statement,
      knowns: [
        known({ symbol: "A", name: "Cauchy coefficient A", value: coefficientA, unit: "" }),
        known({ symbol: "B", name: "Cauchy coefficient B", value: coefficientB, unit: "um^2" }),
        known({ symbol: "\\lambda", name: "wavelength", value: wavelength, unit: "um" }),
      ],
      unknown: { symbol: "dn/d\\lambda", name: "dispersion of the glass", unit: "um^-1" },
      answer: { value: slope, unit: "um^-1" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Index at this wavelength (for context: it decreases toward the red)",
          equation: "n = A + \\frac{B}{\\lambda^2}",
          substitution: `n = ${show(coefficientA, "")} + \\frac{${show(coefficientB, "um^2")}}{(${show(wavelength, "um")})^2} = ${showNumber(index, 4)}`,
          result: { symbol: "n", value: index, unit: "" },
        }),
        solutionStep({
          principle: "Differentiate with the power rule; $A$ is constant",
          equation:
            "\\frac{dn}{d\\lambda} = \\frac{d}{d\\lambda}\\left(B\\lambda^{-2}\\right) = -\\frac{2B}{\\lambda^3}",
          substitution: `\\frac{dn}{d\\lambda} = -\\frac{2 \\times ${show(coefficientB, "um^2")}}{${show(wavelengthCubed, "um^3", 4)}} = ${show(slope, "um^-1")}`,
          result: { symbol: "dn/d\\lambda", value: slope, unit: "um^-1" },
        }),
      ],
      tutor: {
        warmup: {
          question: "A prism splits white light into colours. What property of the glass does that require?",
          explanation:
            "The refractive index must depend on wavelength (dispersion). In normal glass $n$ is larger for blue " +
            "than for red, so blue bends more; $dn/d\\lambda$ is negative.",
        },
        steps: [
          tutorStep({
            prompt: "What is the refractive index $n$ at this wavelength?",
            description: "Index at the given wavelength",
            expected: { value: index, unit: "" },
            tolerance: 0.005,
            hints: [
              "Substitute the wavelength into Cauchy's equation.",
              "Keep $\\lambda$ in micrometres, since $B$ is in µm².",
              `$n = ${show(coefficientA, "")} + ${showNumber(coefficientB)} / ${showNumber(wavelength)}^2$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $\\lambda^3$ in µm³?",
            description: "Cube of the wavelength",
            expected: { value: wavelengthCubed, unit: "um^3" },
            hints: [
              "The derivative of $\\lambda^{-2}$ brings in $\\lambda^{-3}$.",
              "Cube the wavelength in micrometres.",
              `$(${showNumber(wavelength)})^3$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the size of $2B/\\lambda^3$?",
            description: "Size of the derivative",
            expected: { value: (2 * coefficientB) / wavelengthCubed, unit: "um^-1" },
            hints: [
              "Power rule: $\\frac{d}{d\\lambda}\\lambda^{-2} = -2\\lambda^{-3}$.",
              "Multiply $B$ by 2 and divide by $\\lambda^3$.",
              `$2 \\times ${showNumber(coefficientB)} / ${showNumber(wavelengthCubed, 4)}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $dn/d\\lambda$, with its sign?",
            description: "Dispersion with sign",
            expected: { value: slope, unit: "um^-1" },
            hints: [
              "Does $n$ grow or shrink as $\\lambda$ grows?",
              "The power rule gives a minus sign.",
              `$dn/d\\lambda = -${showNumber(-slope, 4)}\\ \\mu\\mathrm{m}^{-1}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "dropped-power-factor",
          description:
            "Differentiated $B/\\lambda^2$ as $-B/\\lambda^3$, dropping the factor 2 from the power rule.",
          wrongAnswer: { value: -coefficientB / wavelengthCubed, unit: "um^-1" },
          feedback:
            "The power rule brings the exponent down: $\\frac{d}{d\\lambda}\\lambda^{-2} = -2\\lambda^{-3}$.",
        }),
        mistake({
          id: "lost-minus-sign",
          description: "Got the size right but gave a positive dispersion.",
          wrongAnswer: { value: -slope, unit: "um^-1" },
          feedback:
            "The exponent is negative, so the derivative is negative: the index falls as the wavelength grows.",
        }),
      ],
      keyConcepts: [
        "Dispersion means the refractive index depends on wavelength.",
        "For Cauchy's equation $dn/d\\lambda = -2B/\\lambda^3$: largest in the blue.",
        "Normal glass has $dn/d\\lambda < 0$, so blue light refracts more than red.",
      ],
      realWorld:
        "Lens designers pair glasses with different dispersion in achromatic doublets so that red and blue " +
        "light focus at the same point.",
    };
  },
};

/** Every template of the wave optics subtopic. */
export const templates: ProblemTemplate[] = [
  wavelengthInMedium,
  fiberTimeDelay,
  extraWavelengthsInSheet,
  dispersionSlope,
];
