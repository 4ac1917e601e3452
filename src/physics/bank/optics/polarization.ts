/**
 * Polarization: Malus's law, Brewster's angle, stacks of polarizers and a rotating analyzer.
 */
import type { CourseLevel } from "../../../contracts/taxonomy";
import type { Random } from "../../random";
import type { GeneratedProblem, ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { show, showNumber, toDegrees, toRadians } from "./problem-parts";

const malusTwoPolarizers: ProblemTemplate = {
  id: "polarization.malus-two-polarizers",
  subtopic: "polarization",
  levels: ["high-school", "algebra"],
  title: "Unpolarized light through two polarizers",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const incident = random.between(200, 1000, 10);
    // Kept between 20 and 55 degrees so that forgetting the square changes the answer by more than 5 %
    // and never coincides with forgetting the factor one half (which happens at 60 degrees).
    const angle = random.between(20, 55, 1);
    const afterFirst = incident / 2;
    const cosine = Math.cos(toRadians(angle));
    const cosineSquared = cosine ** 2;
    const transmitted = afterFirst * cosineSquared;

    const light = level === "high-school" ? "Sunlight (unpolarized)" : "An unpolarized beam";
    const statement =
      `${light} of intensity $${show(incident, "W/m^2")}$ passes through two ideal polarizers. The transmission ` +
      `axis of the second is turned $${show(angle, "deg")}$ from that of the first. What is the intensity of the ` +
      "light that emerges from the second polarizer?";

    return {
      statement,
      knowns: [
        known({ symbol: "I_0", name: "intensity of the unpolarized light", value: incident, unit: "W/m^2" }),
        known({ symbol: "\\theta", name: "angle between the transmission axes", value: angle, unit: "deg" }),
      ],
      unknown: { symbol: "I_2", name: "intensity after the second polarizer", unit: "W/m^2" },
      answer: { value: transmitted, unit: "W/m^2" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "An ideal polarizer passes half of unpolarized light",
          equation: "I_1 = \\frac{I_0}{2}",
          substitution: `I_1 = \\frac{${show(incident, "W/m^2")}}{2} = ${show(afterFirst, "W/m^2")}`,
          result: { symbol: "I_1", value: afterFirst, unit: "W/m^2" },
        }),
        solutionStep({
          principle: "Malus's law for polarized light meeting the second polarizer",
          equation: "I_2 = I_1 \\cos^2\\theta",
          substitution: `I_2 = ${show(afterFirst, "W/m^2")} \\times \\cos^2 ${show(angle, "deg")} = ${show(transmitted, "W/m^2")}`,
          result: { symbol: "I_2", value: transmitted, unit: "W/m^2" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Why does the first polarizer pass exactly half of unpolarized light, whatever its orientation?",
          explanation:
            "Unpolarized light has its field pointing in all directions equally. Averaging $\\cos^2$ over every " +
            "direction gives one half, so the first polarizer always passes half the intensity.",
        },
        steps: [
          tutorStep({
            prompt: "What is the intensity $I_1$ after the first polarizer?",
            description: "Intensity after the first polarizer",
            expected: { value: afterFirst, unit: "W/m^2" },
            hints: [
              "The incoming light is unpolarized.",
              "An ideal polarizer passes half of unpolarized light.",
              `$I_1 = ${show(incident, "W/m^2")} / 2$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $\\cos\\theta$ for the angle between the two axes?",
            description: "Cosine of the angle",
            expected: { value: cosine, unit: "" },
            hints: [
              "Use your calculator in degree mode.",
              "Malus's law needs the cosine of the angle between the axes.",
              `$\\cos ${show(angle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What fraction $\\cos^2\\theta$ of $I_1$ passes the second polarizer?",
            description: "Fraction passed by the second polarizer",
            expected: { value: cosineSquared, unit: "" },
            hints: [
              "Only the field component along the second axis passes, and intensity goes as the field squared.",
              "Square the cosine.",
              `$(${showNumber(cosine, 4)})^2$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the intensity $I_2$ after the second polarizer?",
            description: "Transmitted intensity",
            expected: { value: transmitted, unit: "W/m^2" },
            hints: [
              "Apply Malus's law to the light leaving the first polarizer.",
              "$I_2 = I_1 \\cos^2\\theta$.",
              `$I_2 = ${show(afterFirst, "W/m^2")} \\times ${showNumber(cosineSquared, 4)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-first-half",
          description:
            "Applied Malus's law to the unpolarized intensity, skipping the factor one half at the first polarizer.",
          wrongAnswer: { value: incident * cosineSquared, unit: "W/m^2" },
          feedback:
            "Malus's law applies to polarized light. The first polarizer first cuts unpolarized light to $I_0/2$.",
        }),
        mistake({
          id: "cosine-not-squared",
          description: "Used $\\cos\\theta$ instead of $\\cos^2\\theta$.",
          wrongAnswer: { value: afterFirst * cosine, unit: "W/m^2" },
          feedback:
            "The field amplitude goes as $\\cos\\theta$, but intensity goes as the amplitude squared.",
        }),
      ],
      keyConcepts: [
        "A polarizer passes half of unpolarized light.",
        "Malus's law: $I = I_1\\cos^2\\theta$ for polarized light.",
        "Intensity is proportional to the square of the field amplitude.",
      ],
      realWorld:
        "LCD screens sit between crossed polarizers; each pixel's liquid crystal rotates the polarization to set " +
        "how much light Malus's law lets through.",
    };
  },
};

const INCIDENT_MEDIA = [
  { name: "air", index: 1.0 },
  { name: "water", index: 1.33 },
  { name: "ethanol", index: 1.36 },
] as const;

const brewsterRefraction: ProblemTemplate = {
  id: "polarization.brewster-refraction-angle",
  subtopic: "polarization",
  levels: ["high-school", "algebra"],
  title: "Refraction angle at Brewster's angle",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const outside = random.pick(INCIDENT_MEDIA);
    // From crown glass to dense flint glass; always denser than the first medium.
    const glassIndex = random.between(1.45, 1.9, 0.01);
    const ratio = glassIndex / outside.index;
    const brewster = toDegrees(Math.atan(ratio));
    const sinRefraction = (outside.index * Math.sin(toRadians(brewster))) / glassIndex;
    const refraction = toDegrees(Math.asin(sinRefraction));
    const invertedBrewster = Math.atan(outside.index / glassIndex);
    const fromInvertedRatio = toDegrees(Math.asin((outside.index * Math.sin(invertedBrewster)) / glassIndex));

    const surface = level === "high-school" ? "a flat glass plate" : "a flat glass surface";
    const statement =
      `Light travelling in ${outside.name} ($n_1 = ${show(outside.index, "")}$) strikes ${surface} ` +
      `($n_2 = ${show(glassIndex, "")}$) at exactly the angle for which the reflected light is completely ` +
      "polarized. What is the angle of refraction of the light that enters the glass, measured from the normal?";

    return {
      statement,
      knowns: [
        known({ symbol: "n_1", name: `refractive index of ${outside.name}`, value: outside.index, unit: "" }),
        known({ symbol: "n_2", name: "refractive index of the glass", value: glassIndex, unit: "" }),
      ],
      unknown: { symbol: "\\theta_t", name: "angle of refraction", unit: "deg" },
      answer: { value: refraction, unit: "deg" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Brewster's angle: reflected light is fully polarized when",
          equation: "\\tan\\theta_B = \\frac{n_2}{n_1}",
          substitution: `\\theta_B = \\arctan\\frac{${show(glassIndex, "")}}{${show(outside.index, "")}} = ${show(brewster, "deg", 4)}`,
          result: { symbol: "\\theta_B", value: brewster, unit: "deg" },
        }),
        solutionStep({
          principle: "Snell's law for the refracted ray",
          equation: "\\sin\\theta_t = \\frac{n_1 \\sin\\theta_B}{n_2}",
          substitution: `\\sin\\theta_t = \\frac{${show(outside.index, "")} \\times \\sin ${show(brewster, "deg", 4)}}{${show(glassIndex, "")}} = ${showNumber(sinRefraction, 4)}`,
          result: { symbol: "\\sin\\theta_t", value: sinRefraction, unit: "" },
        }),
        solutionStep({
          principle:
            "Take the inverse sine (check: at Brewster's angle the reflected and refracted rays are perpendicular, $\\theta_B + \\theta_t = 90^\\circ$)",
          equation: "\\theta_t = \\arcsin(\\sin\\theta_t)",
          substitution: `\\theta_t = \\arcsin(${showNumber(sinRefraction, 4)}) = ${show(refraction, "deg")}`,
          result: { symbol: "\\theta_t", value: refraction, unit: "deg" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why do polarized sunglasses cut the glare from a lake or a wet road?",
          explanation:
            "Light reflected from a flat surface is partly, and at Brewster's angle completely, polarized " +
            "parallel to the surface. Sunglasses with vertical transmission axes block that horizontal polarization.",
        },
        steps: [
          tutorStep({
            prompt: "What is the ratio $n_2/n_1$?",
            description: "Ratio of the indices",
            expected: { value: ratio, unit: "" },
            hints: [
              "Light goes from medium 1 into the glass, medium 2.",
              "Divide the glass index by the index of the first medium.",
              `$${show(glassIndex, "")} / ${show(outside.index, "")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is Brewster's angle $\\theta_B$?",
            description: "Brewster's angle",
            expected: { value: brewster, unit: "deg" },
            hints: [
              "Brewster's angle involves a tangent, not a sine.",
              "$\\tan\\theta_B = n_2/n_1$.",
              `$\\theta_B = \\arctan(${showNumber(ratio, 4)})$.`,
            ],
          }),
          tutorStep({
            prompt: "Use Snell's law: what is $\\sin\\theta_t$?",
            description: "Sine of the refraction angle",
            expected: { value: sinRefraction, unit: "" },
            hints: [
              "The light hits the surface at $\\theta_B$.",
              "$n_1 \\sin\\theta_B = n_2 \\sin\\theta_t$.",
              `$\\sin\\theta_t = ${show(outside.index, "")} \\times \\sin ${show(brewster, "deg", 4)} / ${show(glassIndex, "")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the angle of refraction $\\theta_t$?",
            description: "Angle of refraction",
            expected: { value: refraction, unit: "deg" },
            hints: [
              "Undo the sine.",
              "You can check your result: at Brewster's angle $\\theta_B + \\theta_t = 90^\\circ$.",
              `$\\theta_t = \\arcsin(${showNumber(sinRefraction, 4)})$, or $90^\\circ - ${show(brewster, "deg", 4)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "gave-brewster-angle",
          description: "Gave Brewster's angle (the angle of incidence) instead of the angle of refraction.",
          wrongAnswer: { value: brewster, unit: "deg" },
          feedback:
            "Brewster's angle is where the light hits the surface. The refracted ray inside the glass is at $90^\\circ - \\theta_B$.",
        }),
        mistake({
          id: "inverted-brewster-ratio",
          description: "Used $\\tan\\theta_B = n_1/n_2$, then applied Snell's law to that angle.",
          wrongAnswer: { value: fromInvertedRatio, unit: "deg" },
          feedback:
            "Brewster's angle for light going from medium 1 into medium 2 is $\\tan\\theta_B = n_2/n_1$, more than 45°.",
        }),
      ],
      keyConcepts: [
        "At Brewster's angle $\\tan\\theta_B = n_2/n_1$ the reflected light is completely polarized.",
        "At Brewster's angle the reflected and refracted rays are perpendicular.",
        "Snell's law still gives the refracted ray: $n_1\\sin\\theta_B = n_2\\sin\\theta_t$.",
      ],
      realWorld:
        "Gas-laser tubes have windows tilted at Brewster's angle so that one polarization passes with no " +
        "reflection loss, which is why many lasers emit polarized light.",
    };
  },
};

const threePolarizers: ProblemTemplate = {
  id: "polarization.three-polarizers",
  subtopic: "polarization",
  levels: ["algebra", "calculus"],
  title: "Light through crossed polarizers with one in between",
  generate(random: Random): GeneratedProblem {
    const incident = random.between(200, 1000, 10);
    // Angles near 45 degrees (where using theta twice is harmless) and near 35 degrees (where it
    // coincides with forgetting the one half) are left out, so every mistake gives its own answer.
    const lowAngle = random.between(15, 32, 1);
    const angle = random.next() < 0.5 ? lowAngle : 90 - lowAngle;
    const afterFirst = incident / 2;
    const afterSecond = afterFirst * Math.cos(toRadians(angle)) ** 2;
    const remainingAngle = 90 - angle;
    const afterThird = afterSecond * Math.cos(toRadians(remainingAngle)) ** 2;

    const statement =
      `Unpolarized light of intensity $${show(incident, "W/m^2")}$ meets two crossed polarizers (transmission axes ` +
      `at $90^\\circ$). A third polarizer is slipped between them with its axis at $${show(angle, "deg")}$ to the ` +
      "axis of the first. What intensity emerges from the last polarizer?";

    return {
      statement,
      knowns: [
        known({ symbol: "I_0", name: "intensity of the unpolarized light", value: incident, unit: "W/m^2" }),
        known({
          symbol: "\\theta",
          name: "angle of the middle polarizer from the first",
          value: angle,
          unit: "deg",
        }),
      ],
      unknown: { symbol: "I_3", name: "intensity after the last polarizer", unit: "W/m^2" },
      answer: { value: afterThird, unit: "W/m^2" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "The first polarizer passes half of unpolarized light",
          equation: "I_1 = \\frac{I_0}{2}",
          substitution: `I_1 = \\frac{${show(incident, "W/m^2")}}{2} = ${show(afterFirst, "W/m^2")}`,
          result: { symbol: "I_1", value: afterFirst, unit: "W/m^2" },
        }),
        solutionStep({
          principle: "Malus's law at the middle polarizer",
          equation: "I_2 = I_1\\cos^2\\theta",
          substitution: `I_2 = ${show(afterFirst, "W/m^2")} \\times \\cos^2 ${show(angle, "deg")} = ${show(afterSecond, "W/m^2", 4)}`,
          result: { symbol: "I_2", value: afterSecond, unit: "W/m^2" },
        }),
        solutionStep({
          principle:
            "Malus's law at the last polarizer, whose axis is $90^\\circ - \\theta$ from the middle one",
          equation: "I_3 = I_2\\cos^2(90^\\circ - \\theta) = \\frac{I_0}{8}\\sin^2 2\\theta",
          substitution: `I_3 = ${show(afterSecond, "W/m^2", 4)} \\times \\cos^2 ${show(remainingAngle, "deg")} = ${show(afterThird, "W/m^2")}`,
          result: { symbol: "I_3", value: afterThird, unit: "W/m^2" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Crossed polarizers block all light. How can adding a third polarizer between them let light through?",
          explanation:
            "The middle polarizer re-polarizes the light along its own axis, which is no longer perpendicular to " +
            "the last polarizer. Each polarizer only sees the angle to the one before it.",
        },
        steps: [
          tutorStep({
            prompt: "What is the intensity $I_1$ after the first polarizer?",
            description: "After the first polarizer",
            expected: { value: afterFirst, unit: "W/m^2" },
            hints: [
              "The incoming light is unpolarized.",
              "A polarizer passes half of unpolarized light.",
              `$I_1 = ${show(incident, "W/m^2")} / 2$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the intensity $I_2$ after the middle polarizer?",
            description: "After the middle polarizer",
            expected: { value: afterSecond, unit: "W/m^2" },
            hints: [
              "The light is now polarized along the first axis.",
              "Malus's law with the angle between the first and middle axes.",
              `$I_2 = ${show(afterFirst, "W/m^2")} \\times \\cos^2 ${show(angle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What angle is there between the middle polarizer's axis and the last one's?",
            description: "Angle between the middle and last axes",
            expected: { value: remainingAngle, unit: "deg" },
            hints: [
              "The first and last axes are 90° apart.",
              "The middle axis splits that 90° into two parts.",
              `$90^\\circ - ${show(angle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What intensity $I_3$ emerges from the last polarizer?",
            description: "Transmitted intensity",
            expected: { value: afterThird, unit: "W/m^2" },
            hints: [
              "Apply Malus's law once more.",
              "Use the angle between the middle and last axes.",
              `$I_3 = ${show(afterSecond, "W/m^2", 4)} \\times \\cos^2 ${show(remainingAngle, "deg")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-first-half",
          description: "Started Malus's law from the unpolarized intensity $I_0$.",
          wrongAnswer: { value: 2 * afterThird, unit: "W/m^2" },
          feedback:
            "Malus's law applies to polarized light; the first polarizer first halves unpolarized light.",
        }),
        mistake({
          id: "used-theta-twice",
          description:
            "Used the angle $\\theta$ again at the last polarizer instead of $90^\\circ - \\theta$.",
          wrongAnswer: { value: afterSecond * Math.cos(toRadians(angle)) ** 2, unit: "W/m^2" },
          feedback:
            "Each polarizer sees the angle to the one just before it: the last is $90^\\circ - \\theta$ from the middle.",
        }),
      ],
      keyConcepts: [
        "Each polarizer re-polarizes light along its own axis.",
        "Apply Malus's law step by step, with the angle between consecutive axes.",
        "With a middle polarizer at $\\theta$: $I_3 = \\tfrac{I_0}{8}\\sin^2 2\\theta$, largest at 45°.",
      ],
      realWorld:
        "Photographers stack polarizing filters as a variable neutral-density filter; turning one changes how " +
        "much light reaches the sensor according to Malus's law.",
    };
  },
};

const rotatingAnalyzerRate: ProblemTemplate = {
  id: "polarization.rotating-analyzer-rate",
  subtopic: "polarization",
  levels: ["calculus"],
  title: "Rate of change of intensity behind a rotating polarizer",
  generate(random: Random): GeneratedProblem {
    const incident = random.between(100, 1000, 10);
    const rotationRate = random.between(0.5, 5, 0.05);
    const angle = random.between(10, 80, 1);
    const angularSpeed = 2 * Math.PI * rotationRate;
    const intensityNow = incident * Math.cos(toRadians(angle)) ** 2;
    const slopePerRadian = incident * Math.sin(toRadians(2 * angle));
    const decreaseRate = slopePerRadian * angularSpeed;

    const statement =
      `A linearly polarized laser beam of intensity $${show(incident, "W/m^2")}$ passes through a polarizer that ` +
      `spins about the beam at $${show(rotationRate, "rev/s")}$, so the transmitted intensity is ` +
      "$I(t) = I_0\\cos^2(\\omega t)$. At the instant the polarizer's axis is " +
      `$${show(angle, "deg")}$ from the beam's polarization (and turning away from it), at what rate is the ` +
      "transmitted intensity decreasing?";

    return {
      statement,
      knowns: [
        known({ symbol: "I_0", name: "intensity of the polarized beam", value: incident, unit: "W/m^2" }),
        known({ symbol: "f", name: "rotation rate of the polarizer", value: rotationRate, unit: "rev/s" }),
        known({
          symbol: "\\theta",
          name: "angle between the axis and the polarization",
          value: angle,
          unit: "deg",
        }),
      ],
      unknown: { symbol: "-dI/dt", name: "rate of decrease of the transmitted intensity", unit: "W/m^2/s" },
      answer: { value: decreaseRate, unit: "W/m^2/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Angular speed of the polarizer",
          equation: "\\omega = 2\\pi f",
          substitution: `\\omega = 2\\pi \\times ${show(rotationRate, "rev/s")} = ${show(angularSpeed, "rad/s")}`,
          result: { symbol: "\\omega", value: angularSpeed, unit: "rad/s" },
        }),
        solutionStep({
          principle: "Differentiate Malus's law with the chain rule",
          equation:
            "\\frac{dI}{dt} = -2 I_0 \\cos(\\omega t)\\sin(\\omega t)\\,\\omega = -I_0\\,\\omega \\sin 2\\theta",
          substitution: `-\\frac{dI}{dt} = ${show(incident, "W/m^2")} \\times ${show(angularSpeed, "rad/s")} \\times \\sin ${show(2 * angle, "deg")} = ${show(decreaseRate, "W/m^2/s")}`,
          result: { symbol: "-dI/dt", value: decreaseRate, unit: "W/m^2/s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "As a polarizer turns steadily, is the transmitted intensity changing fastest when it is brightest, darkest, or in between?",
          explanation:
            "In between. At the brightest and darkest orientations $\\cos^2$ is at a maximum or minimum, so its " +
            "slope is zero; the slope $\\propto \\sin 2\\theta$ is largest at 45°.",
        },
        steps: [
          tutorStep({
            prompt: "What is the angular speed $\\omega$ of the polarizer in rad/s?",
            description: "Angular speed",
            expected: { value: angularSpeed, unit: "rad/s" },
            hints: [
              "One revolution is $2\\pi$ radians.",
              "$\\omega = 2\\pi f$.",
              `$\\omega = 2\\pi \\times ${showNumber(rotationRate)}\\ \\mathrm{rad/s}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the transmitted intensity at this instant?",
            description: "Intensity now",
            expected: { value: intensityNow, unit: "W/m^2" },
            hints: [
              "Malus's law for a polarized beam.",
              "$I = I_0\\cos^2\\theta$.",
              `$I = ${show(incident, "W/m^2")} \\times \\cos^2 ${show(angle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt:
              "What is the size of $dI/d\\theta$, the change of intensity per radian of rotation, at this angle?",
            description: "Slope of Malus's law",
            expected: { value: slopePerRadian, unit: "W/m^2" },
            hints: [
              "Differentiate $\\cos^2\\theta$ with the chain rule.",
              "$\\frac{d}{d\\theta}\\cos^2\\theta = -2\\cos\\theta\\sin\\theta = -\\sin 2\\theta$.",
              `$|dI/d\\theta| = ${show(incident, "W/m^2")} \\times \\sin ${show(2 * angle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "At what rate is the transmitted intensity decreasing?",
            description: "Rate of decrease of the intensity",
            expected: { value: decreaseRate, unit: "W/m^2/s" },
            hints: [
              "Chain rule again: $dI/dt = (dI/d\\theta)(d\\theta/dt)$.",
              "$d\\theta/dt = \\omega$ in rad/s.",
              `$${showNumber(slopePerRadian, 4)} \\times ${showNumber(angularSpeed, 4)}\\ \\mathrm{W/(m^2\\,s)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-revolutions-not-radians",
          description: "Multiplied by the rotation rate in rev/s instead of the angular speed in rad/s.",
          wrongAnswer: { value: slopePerRadian * rotationRate, unit: "W/m^2/s" },
          feedback:
            "The derivative of $\\cos^2\\theta$ is per radian, so $d\\theta/dt$ must be $\\omega = 2\\pi f$ in rad/s.",
        }),
        mistake({
          id: "dropped-factor-two",
          description:
            "Differentiated $\\cos^2\\theta$ as $-\\cos\\theta\\sin\\theta$, losing the 2 from the power.",
          wrongAnswer: { value: decreaseRate / 2, unit: "W/m^2/s" },
          feedback:
            "The chain rule on $\\cos^2\\theta$ gives $2\\cos\\theta \\cdot (-\\sin\\theta) = -\\sin 2\\theta$.",
        }),
      ],
      keyConcepts: [
        "Malus's law: $I = I_0\\cos^2\\theta$ for a polarized beam.",
        "For a rotating polarizer, $dI/dt = -I_0\\,\\omega\\sin 2\\theta$ by the chain rule.",
        "Angular rates in derivatives of trigonometric functions must be in rad/s.",
      ],
      realWorld:
        "Rotating-analyzer ellipsometers spin a polarizer and read the resulting intensity signal to measure " +
        "thin-film thicknesses on silicon wafers to a fraction of a nanometre.",
    };
  },
};

const quarterWavePlate: ProblemTemplate = {
  id: "polarization.quarter-wave-plate",
  subtopic: "polarization",
  levels: ["algebra", "calculus"],
  title: "Thickness of a quarter-wave plate",
  generate(random: Random): GeneratedProblem {
    // Birefringence of quartz (0.009), mica and polymer retarder films.
    const birefringence = random.between(0.005, 0.02, 0.0005);
    const wavelength = random.between(450, 700, 5);
    const wavelengthMicrometres = wavelength / 1000;
    const phaseDifference = Math.PI / 2;
    const pathDifference = wavelength / 4;
    const thickness = pathDifference / birefringence / 1000;

    const statement =
      "A wave plate is cut from a birefringent crystal with its optic axis parallel to the faces. For light of " +
      `wavelength $${show(wavelength, "nm")}$ the difference between its two refractive indices is ` +
      `$|n_e - n_o| = ${show(birefringence, "")}$. What is the smallest thickness that makes it a quarter-wave ` +
      "plate, turning linearly polarized light at 45° to the axis into circularly polarized light?";

    return {
      statement,
      knowns: [
        known({ symbol: "\\lambda", name: "wavelength", value: wavelength, unit: "nm" }),
        known({ symbol: "\\Delta n", name: "birefringence", value: birefringence, unit: "" }),
      ],
      unknown: { symbol: "t", name: "thickness of the quarter-wave plate", unit: "um" },
      answer: { value: thickness, unit: "um" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Circular polarization needs the two components a quarter cycle apart",
          equation: "\\Delta\\phi = \\frac{\\pi}{2}",
          substitution: `\\Delta\\phi = \\frac{\\pi}{2} = ${show(phaseDifference, "rad", 4)}`,
          result: { symbol: "\\Delta\\phi", value: phaseDifference, unit: "rad" },
        }),
        solutionStep({
          principle: "A quarter cycle is a path difference of a quarter wavelength",
          equation: "\\Delta L = \\frac{\\lambda}{4}",
          substitution: `\\Delta L = \\frac{${show(wavelength, "nm")}}{4} = ${show(pathDifference, "nm", 4)}`,
          result: { symbol: "\\Delta L", value: pathDifference, unit: "nm" },
        }),
        solutionStep({
          principle: "The two polarizations see indices differing by $\\Delta n$ over the thickness $t$",
          equation:
            "t\\,\\Delta n = \\frac{\\lambda}{4} \\;\\Rightarrow\\; t = \\frac{\\lambda}{4\\,\\Delta n}",
          substitution: `t = \\frac{${show(pathDifference, "nm", 4)}}{${show(birefringence, "")}} = ${show(thickness, "um")}`,
          result: { symbol: "t", value: thickness, unit: "um" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "How can a clear crystal change linearly polarized light into circularly polarized light?",
          explanation:
            "In a birefringent crystal the field components along and across the optic axis travel at different " +
            "speeds. If one falls a quarter cycle behind the other, the two equal components add to a field that rotates: circular polarization.",
        },
        steps: [
          tutorStep({
            prompt: "What phase difference between the two components gives circular polarization?",
            description: "Required phase difference",
            expected: { value: phaseDifference, unit: "rad" },
            hints: [
              "Circular polarization: one component is at its peak when the other is zero.",
              "That is a quarter of a full cycle.",
              "A full cycle is $2\\pi$; a quarter of it is $\\pi/2$.",
            ],
          }),
          tutorStep({
            prompt: "What optical path difference corresponds to that phase difference?",
            description: "Required path difference",
            expected: { value: pathDifference, unit: "nm" },
            hints: [
              "A path difference of one wavelength is a phase difference of $2\\pi$.",
              "A quarter cycle needs a quarter wavelength.",
              `$\\Delta L = ${show(wavelength, "nm")} / 4$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the wavelength in micrometres?",
            description: "Convert the wavelength",
            expected: { value: wavelengthMicrometres, unit: "um" },
            hints: [
              "Plates are usually specified in micrometres.",
              "1 µm = 1000 nm.",
              `$${showNumber(wavelength)} / 1000\\ \\mu\\mathrm{m}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the smallest plate thickness $t$?",
            description: "Plate thickness",
            expected: { value: thickness, unit: "um" },
            hints: [
              "Across the plate the two polarizations gain a path difference $t\\,\\Delta n$.",
              "Set $t\\,\\Delta n = \\lambda/4$.",
              `$t = ${showNumber(wavelengthMicrometres)}\\ \\mu\\mathrm{m} / (4 \\times ${show(birefringence, "")})$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "made-half-wave-plate",
          description: "Set the path difference to $\\lambda/2$, which gives a half-wave plate.",
          wrongAnswer: { value: 2 * thickness, unit: "um" },
          feedback:
            "A half-wave plate rotates linear polarization; circular polarization needs only a quarter wave.",
        }),
        mistake({
          id: "ignored-birefringence",
          description: "Took the thickness as $\\lambda/4$, as if the whole path counted.",
          wrongAnswer: { value: pathDifference / 1000, unit: "um" },
          feedback:
            "Only the difference of the indices builds up the phase difference: $t\\,\\Delta n = \\lambda/4$.",
        }),
      ],
      keyConcepts: [
        "Birefringent materials have different indices for the two polarizations.",
        "A plate of thickness $t$ delays one polarization by $t\\,\\Delta n$ of path.",
        "Quarter-wave plates ($t\\,\\Delta n = \\lambda/4$) convert linear to circular polarization.",
      ],
      realWorld:
        "3D cinema glasses and the circular polarizers on camera lenses use quarter-wave films to make or " +
        "analyse circularly polarized light.",
    };
  },
};

/** Every template of the polarization subtopic. */
export const templates: ProblemTemplate[] = [
  malusTwoPolarizers,
  brewsterRefraction,
  threePolarizers,
  quarterWavePlate,
  rotatingAnalyzerRate,
];
