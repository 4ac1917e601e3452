/**
 * Geometric optics: refraction at a flat surface, thin lenses, optical fibres and moving images.
 */
import type { CourseLevel } from "../../../contracts/taxonomy";
import type { Random } from "../../random";
import type { GeneratedProblem, ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { show, showNumber, toDegrees, toRadians } from "./problem-parts";

const snellRefractionAngle: ProblemTemplate = {
  id: "geometric-optics.snell-refraction-angle",
  subtopic: "geometric-optics",
  levels: ["high-school", "algebra"],
  title: "Refraction of a ray entering a glass block",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const indexAir = 1.0;
    // The angle is given from the surface, and kept at or below 38 degrees so that mixing it up
    // with the angle from the normal always changes the answer noticeably.
    const surfaceAngle = random.between(20, 38, 0.5);
    const indexGlass = random.between(1.4, 1.7, 0.01);
    const incidence = 90 - surfaceAngle;
    const sinIncidence = Math.sin(toRadians(incidence));
    const sinRefraction = (indexAir * sinIncidence) / indexGlass;
    const refraction = toDegrees(Math.asin(sinRefraction));
    const usedSurfaceAngle = toDegrees(
      Math.asin((indexAir * Math.sin(toRadians(surfaceAngle))) / indexGlass),
    );

    const intro =
      level === "high-school"
        ? "A ray of light travelling in air"
        : "A narrow beam of monochromatic light travelling in air";
    const statement =
      `${intro} ($n_1 = ${show(indexAir, "")}$) strikes the flat face of a glass block ` +
      `($n_2 = ${show(indexGlass, "")}$). The ray makes an angle of $${show(surfaceAngle, "deg")}$ with the ` +
      "surface of the glass. What is the angle of refraction inside the glass, measured from the normal?";

    return {
      statement,
      knowns: [
        known({ symbol: "n_1", name: "refractive index of air", value: indexAir, unit: "" }),
        known({ symbol: "n_2", name: "refractive index of the glass", value: indexGlass, unit: "" }),
        known({
          symbol: "\\alpha",
          name: "angle between the ray and the surface",
          value: surfaceAngle,
          unit: "deg",
        }),
      ],
      unknown: { symbol: "\\theta_2", name: "angle of refraction from the normal", unit: "deg" },
      answer: { value: refraction, unit: "deg" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Angles in Snell's law are measured from the normal, which is perpendicular to the surface",
          equation: "\\theta_1 = 90^\\circ - \\alpha",
          substitution: `\\theta_1 = 90^\\circ - ${show(surfaceAngle, "deg")} = ${show(incidence, "deg")}`,
          result: { symbol: "\\theta_1", value: incidence, unit: "deg" },
        }),
        solutionStep({
          principle: "Snell's law of refraction",
          equation:
            "n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2 \\;\\Rightarrow\\; \\sin\\theta_2 = \\frac{n_1 \\sin\\theta_1}{n_2}",
          substitution: `\\sin\\theta_2 = \\frac{${show(indexAir, "")} \\times \\sin ${show(incidence, "deg")}}{${show(indexGlass, "")}} = ${showNumber(sinRefraction, 4)}`,
          result: { symbol: "\\sin\\theta_2", value: sinRefraction, unit: "" },
        }),
        solutionStep({
          principle: "Take the inverse sine",
          equation: "\\theta_2 = \\arcsin\\left(\\frac{n_1 \\sin\\theta_1}{n_2}\\right)",
          substitution: `\\theta_2 = \\arcsin(${showNumber(sinRefraction, 4)}) = ${show(refraction, "deg")}`,
          result: { symbol: "\\theta_2", value: refraction, unit: "deg" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "When light goes from air into glass, does it bend toward the normal or away from it? Why?",
          explanation:
            "Toward the normal. Light travels more slowly in glass (higher refractive index), so the part of a " +
            "wavefront that enters first slows down and the wavefront pivots toward the normal; Snell's law " +
            "then gives a smaller angle in the denser medium.",
        },
        steps: [
          tutorStep({
            prompt: "What is the angle of incidence $\\theta_1$, measured from the normal?",
            description: "Angle of incidence from the normal",
            expected: { value: incidence, unit: "deg" },
            hints: [
              "Snell's law uses angles from the normal, not from the surface.",
              "The normal is perpendicular to the surface, so the two angles add up to 90°.",
              `$\\theta_1 = 90^\\circ - ${show(surfaceAngle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $\\sin\\theta_1$?",
            description: "Sine of the incidence angle",
            expected: { value: sinIncidence, unit: "" },
            hints: [
              "Use your calculator in degree mode.",
              `Take the sine of the angle you just found, $${show(incidence, "deg")}$.`,
              `$\\sin ${show(incidence, "deg")} \\approx ${showNumber(sinIncidence, 2)}$ (give three figures).`,
            ],
          }),
          tutorStep({
            prompt: "Use Snell's law to find $\\sin\\theta_2$.",
            description: "Sine of the refraction angle",
            expected: { value: sinRefraction, unit: "" },
            hints: [
              "Snell's law: $n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2$.",
              "Solve for $\\sin\\theta_2 = n_1 \\sin\\theta_1 / n_2$.",
              `Divide $${show(indexAir, "")} \\times ${showNumber(sinIncidence, 4)}$ by $${show(indexGlass, "")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the angle of refraction $\\theta_2$ from the normal?",
            description: "Angle of refraction",
            expected: { value: refraction, unit: "deg" },
            hints: [
              "You need the angle whose sine you just found.",
              "Use the inverse sine ($\\sin^{-1}$) in degree mode.",
              `$\\theta_2 = \\arcsin(${showNumber(sinRefraction, 4)})$; it must be smaller than $\\theta_1$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-angle-from-surface",
          description:
            "Put the angle between the ray and the surface into Snell's law as if it were the incidence angle.",
          wrongAnswer: { value: usedSurfaceAngle, unit: "deg" },
          feedback: "Snell's law needs the angle from the normal. Subtract the given angle from 90° first.",
        }),
        mistake({
          id: "answered-angle-from-surface",
          description:
            "Found the right refracted ray but reported its angle from the surface instead of from the normal.",
          wrongAnswer: { value: 90 - refraction, unit: "deg" },
          feedback:
            "The question asks for the angle from the normal; your value is its complement (90° minus the answer).",
        }),
      ],
      keyConcepts: [
        "Angles of incidence and refraction are measured from the normal to the surface.",
        "Snell's law: $n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2$.",
        "Light entering a medium of higher index bends toward the normal.",
      ],
      realWorld:
        "Eyeglass and camera lenses work by refraction at curved glass surfaces; every designer starts " +
        "from Snell's law applied ray by ray.",
    };
  },
};

const thinLensImageDistance: ProblemTemplate = {
  id: "geometric-optics.thin-lens-image-distance",
  subtopic: "geometric-optics",
  levels: ["high-school", "algebra"],
  title: "Image distance for a converging lens",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const focalLength = random.between(8, 25, 0.5);
    // The object stays well outside the focal point (1.4 f to 4 f), so the image is real.
    const objectDistance = random.between(Math.ceil(1.4 * focalLength), Math.floor(4 * focalLength), 1);
    const inverseFocal = 1 / focalLength;
    const inverseObject = 1 / objectDistance;
    const inverseImage = inverseFocal - inverseObject;
    const imageDistance = 1 / inverseImage;

    const object = level === "high-school" ? "A candle" : "A small object";
    const statement =
      `${object} stands $${show(objectDistance, "cm")}$ in front of a thin converging lens of focal length ` +
      `$${show(focalLength, "cm")}$. How far from the lens does the sharp image form?`;

    return {
      statement,
      knowns: [
        known({ symbol: "f", name: "focal length of the lens", value: focalLength, unit: "cm" }),
        known({ symbol: "d_o", name: "object distance", value: objectDistance, unit: "cm" }),
      ],
      unknown: { symbol: "d_i", name: "image distance", unit: "cm" },
      answer: { value: imageDistance, unit: "cm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Thin-lens equation (real object and image distances positive)",
          equation:
            "\\frac{1}{d_o} + \\frac{1}{d_i} = \\frac{1}{f} \\;\\Rightarrow\\; \\frac{1}{d_i} = \\frac{1}{f} - \\frac{1}{d_o}",
          substitution: `\\frac{1}{d_i} = \\frac{1}{${show(focalLength, "cm")}} - \\frac{1}{${show(objectDistance, "cm")}} = ${show(inverseImage, "cm^-1", 4)}`,
          result: { symbol: "1/d_i", value: inverseImage, unit: "cm^-1" },
        }),
        solutionStep({
          principle: "Take the reciprocal",
          equation: "d_i = \\frac{f\\,d_o}{d_o - f}",
          substitution: `d_i = \\frac{${show(focalLength, "cm")} \\times ${show(objectDistance, "cm")}}{${show(objectDistance, "cm")} - ${show(focalLength, "cm")}} = ${show(imageDistance, "cm")}`,
          result: { symbol: "d_i", value: imageDistance, unit: "cm" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "If an object is farther from a converging lens than its focal length, is the image real or virtual?",
          explanation:
            "Real. Rays from each point of the object converge again on the other side of the lens, so the " +
            "image can be caught on a screen; the thin-lens equation gives a positive image distance.",
        },
        steps: [
          tutorStep({
            prompt: "What is $1/f$?",
            description: "Reciprocal of the focal length",
            expected: { value: inverseFocal, unit: "cm^-1" },
            hints: [
              "The thin-lens equation is written with reciprocals of distances.",
              "Divide 1 by the focal length in centimetres.",
              `$1/f = 1/${show(focalLength, "cm")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $1/d_o$?",
            description: "Reciprocal of the object distance",
            expected: { value: inverseObject, unit: "cm^-1" },
            hints: [
              "Do the same for the object distance.",
              "Divide 1 by the object distance in centimetres.",
              `$1/d_o = 1/${show(objectDistance, "cm")}$.`,
            ],
          }),
          tutorStep({
            prompt: "Use the thin-lens equation to find $1/d_i$.",
            description: "Reciprocal of the image distance",
            expected: { value: inverseImage, unit: "cm^-1" },
            hints: [
              "The thin-lens equation: $1/d_o + 1/d_i = 1/f$.",
              "Isolate $1/d_i$: subtract $1/d_o$ from $1/f$.",
              `$1/d_i = ${showNumber(inverseFocal, 4)} - ${showNumber(inverseObject, 4)}$ in $\\mathrm{cm}^{-1}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the image distance $d_i$?",
            description: "Image distance",
            expected: { value: imageDistance, unit: "cm" },
            hints: [
              "You have $1/d_i$; the question asks for $d_i$.",
              "Take the reciprocal of your last result.",
              `$d_i = 1/${showNumber(inverseImage, 4)}\\ \\mathrm{cm}$, equivalently $f d_o/(d_o - f)$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "added-reciprocals",
          description: "Added $1/f$ and $1/d_o$ instead of subtracting.",
          wrongAnswer: { value: (focalLength * objectDistance) / (objectDistance + focalLength), unit: "cm" },
          feedback: "From $1/d_o + 1/d_i = 1/f$ you must subtract $1/d_o$ from $1/f$ to isolate $1/d_i$.",
        }),
        mistake({
          id: "subtracted-in-wrong-order",
          description: "Computed $1/d_o - 1/f$, which gives a negative image distance.",
          wrongAnswer: { value: -imageDistance, unit: "cm" },
          feedback:
            "A negative image distance would mean a virtual image, which cannot happen with the object " +
            "outside the focal point. Isolate $1/d_i = 1/f - 1/d_o$.",
        }),
        mistake({
          id: "forgot-reciprocal",
          description: "Stopped at $1/d_i$ and reported it as the image distance.",
          wrongAnswer: { value: inverseImage, unit: "cm" },
          feedback:
            "Your number is $1/d_i$ (in $\\mathrm{cm}^{-1}$). Take its reciprocal to get the distance.",
        }),
      ],
      keyConcepts: [
        "The thin-lens equation: $1/d_o + 1/d_i = 1/f$.",
        "An object outside the focal point of a converging lens forms a real, inverted image.",
        "Work with reciprocals, then invert at the end.",
      ],
      realWorld:
        "A projector places the slide or display just outside the focal point of its lens so that a large " +
        "real image forms on a distant screen.",
    };
  },
};

const fiberAcceptanceAngle: ProblemTemplate = {
  id: "geometric-optics.fiber-acceptance-angle",
  subtopic: "geometric-optics",
  levels: ["algebra", "calculus"],
  title: "Acceptance angle of an optical fibre",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    // Glass and polymer fibres; the end face either in air or dipped in water (a probe in a liquid).
    const outside = random.pick([
      { name: "air", index: 1.0 },
      { name: "water", index: 1.33 },
    ]);
    const indexOutside = outside.index;
    const indexCore = random.between(1.45, 1.6, 0.01);
    const indexStep = random.between(0.01, 0.1, 0.01);
    const indexCladding = Number((indexCore - indexStep).toFixed(2));
    const criticalAngle = toDegrees(Math.asin(indexCladding / indexCore));
    const insideAngle = 90 - criticalAngle;
    const sinAcceptance = (indexCore * Math.sin(toRadians(insideAngle))) / indexOutside;
    const acceptance = toDegrees(Math.asin(sinAcceptance));
    const noSquareRoot = toDegrees(Math.asin((indexCore ** 2 - indexCladding ** 2) / indexOutside));

    const detail =
      level === "calculus"
        ? " (This limit sets the fibre's numerical aperture, $\\mathrm{NA} = n_0 \\sin\\theta_a$.)"
        : "";
    const statement =
      `A step-index optical fibre has a core of refractive index $n_1 = ${show(indexCore, "")}$ surrounded by ` +
      `cladding of index $n_2 = ${show(indexCladding, "")}$. Light enters the flat end of the fibre from ${outside.name} ` +
      `($n_0 = ${show(indexOutside, "")}$). What is the largest angle $\\theta_a$ from the fibre axis at which ` +
      `a ray can enter and still be guided by total internal reflection at the core-cladding boundary?${detail}`;

    return {
      statement,
      knowns: [
        known({ symbol: "n_1", name: "refractive index of the core", value: indexCore, unit: "" }),
        known({ symbol: "n_2", name: "refractive index of the cladding", value: indexCladding, unit: "" }),
        known({ symbol: "n_0", name: `refractive index of ${outside.name}`, value: indexOutside, unit: "" }),
      ],
      unknown: { symbol: "\\theta_a", name: "acceptance angle from the axis", unit: "deg" },
      answer: { value: acceptance, unit: "deg" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Total internal reflection needs at least the critical angle at the core-cladding boundary",
          equation: "\\sin\\theta_c = \\frac{n_2}{n_1}",
          substitution: `\\theta_c = \\arcsin\\frac{${show(indexCladding, "")}}{${show(indexCore, "")}} = ${show(criticalAngle, "deg", 4)}`,
          result: { symbol: "\\theta_c", value: criticalAngle, unit: "deg" },
        }),
        solutionStep({
          principle:
            "The boundary is parallel to the axis, so the ray's angle to the axis inside the core is the complement",
          equation: "\\theta_r = 90^\\circ - \\theta_c",
          substitution: `\\theta_r = 90^\\circ - ${show(criticalAngle, "deg", 4)} = ${show(insideAngle, "deg", 4)}`,
          result: { symbol: "\\theta_r", value: insideAngle, unit: "deg" },
        }),
        solutionStep({
          principle: "Snell's law at the entrance face",
          equation: "n_0 \\sin\\theta_a = n_1 \\sin\\theta_r = \\sqrt{n_1^2 - n_2^2}",
          substitution: `\\sin\\theta_a = \\frac{${show(indexCore, "")} \\times \\sin ${show(insideAngle, "deg", 4)}}{${show(indexOutside, "")}} = ${showNumber(sinAcceptance, 4)}`,
          result: { symbol: "\\sin\\theta_a", value: sinAcceptance, unit: "" },
        }),
        solutionStep({
          principle: "Take the inverse sine",
          equation: "\\theta_a = \\arcsin\\left(\\frac{\\sqrt{n_1^2 - n_2^2}}{n_0}\\right)",
          substitution: `\\theta_a = \\arcsin(${showNumber(sinAcceptance, 4)}) = ${show(acceptance, "deg")}`,
          result: { symbol: "\\theta_a", value: acceptance, unit: "deg" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why must the cladding of an optical fibre have a lower refractive index than the core?",
          explanation:
            "Total internal reflection only happens when light inside a medium meets a boundary with a medium " +
            "of lower index at more than the critical angle. A lower-index cladding traps the light in the core.",
        },
        steps: [
          tutorStep({
            prompt: "What is the critical angle $\\theta_c$ at the core-cladding boundary?",
            description: "Critical angle",
            expected: { value: criticalAngle, unit: "deg" },
            hints: [
              "At the critical angle the refracted ray would travel along the boundary (90°).",
              "$n_1 \\sin\\theta_c = n_2 \\sin 90^\\circ$.",
              `$\\theta_c = \\arcsin(${show(indexCladding, "")}/${show(indexCore, "")})$.`,
            ],
          }),
          tutorStep({
            prompt:
              "What is the largest angle $\\theta_r$ the ray inside the core can make with the fibre axis?",
            description: "Largest ray angle inside the core",
            expected: { value: insideAngle, unit: "deg" },
            tolerance: 0.03,
            hints: [
              "The core-cladding boundary runs parallel to the axis.",
              "The angle from the boundary's normal and the angle from the axis add up to 90°.",
              `$\\theta_r = 90^\\circ - ${show(criticalAngle, "deg", 4)}$.`,
            ],
          }),
          tutorStep({
            prompt: "Apply Snell's law at the entrance face: what is $\\sin\\theta_a$?",
            description: "Sine of the acceptance angle",
            expected: { value: sinAcceptance, unit: "" },
            tolerance: 0.03,
            hints: [
              "At the flat end the normal is the fibre axis, so $\\theta_r$ is the refraction angle there.",
              `$n_0 \\sin\\theta_a = n_1 \\sin\\theta_r$ with $n_0 = ${show(indexOutside, "")}$.`,
              `Compute $${show(indexCore, "")} \\times \\sin ${show(insideAngle, "deg", 4)} / ${show(indexOutside, "")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the acceptance angle $\\theta_a$?",
            description: "Acceptance angle",
            expected: { value: acceptance, unit: "deg" },
            hints: [
              "Undo the sine.",
              "Use the inverse sine in degree mode.",
              `$\\theta_a = \\arcsin(${showNumber(sinAcceptance, 4)})$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "answered-critical-angle",
          description: "Gave the critical angle at the core-cladding boundary as the acceptance angle.",
          wrongAnswer: { value: criticalAngle, unit: "deg" },
          feedback:
            "The critical angle is measured from the normal to the side wall; the acceptance angle is measured " +
            "from the axis outside the fibre, after refraction at the entrance.",
        }),
        mistake({
          id: "ignored-entrance-refraction",
          description:
            "Took the ray angle inside the core ($90^\\circ - \\theta_c$) as the answer, forgetting refraction at the end face.",
          wrongAnswer: { value: insideAngle, unit: "deg" },
          feedback:
            "The ray bends as it enters the core. Apply Snell's law at the end face: $n_0 \\sin\\theta_a = n_1 \\sin\\theta_r$.",
        }),
        mistake({
          id: "dropped-square-root",
          description: "Used $n_0 \\sin\\theta_a = n_1^2 - n_2^2$ without the square root.",
          wrongAnswer: { value: noSquareRoot, unit: "deg" },
          feedback:
            "The numerical aperture is $\\sqrt{n_1^2 - n_2^2}$; without the root the angle comes out far too small.",
        }),
      ],
      keyConcepts: [
        "Total internal reflection occurs beyond the critical angle $\\sin\\theta_c = n_2/n_1$.",
        "A ray's angle to the axis and its angle to the side-wall normal are complementary.",
        "The numerical aperture $\\sin\\theta_a = \\sqrt{n_1^2 - n_2^2}$ sets how much light a fibre collects.",
      ],
      realWorld:
        "Internet traffic crosses oceans in glass fibres; the acceptance angle decides how light from a laser " +
        "or LED must be aimed into the fibre to be guided.",
    };
  },
};

const movingImageSpeed: ProblemTemplate = {
  id: "geometric-optics.moving-image-speed",
  subtopic: "geometric-optics",
  levels: ["calculus"],
  title: "Speed of the image of a moving object",
  generate(random: Random): GeneratedProblem {
    const focalLength = random.between(10, 30, 0.5);
    // Between 1.25 f and 1.8 f the magnification is between 4 and 1.25, so m, m^2 and 1 are all distinct.
    const objectDistance = random.between(
      Math.ceil(2.5 * focalLength) / 2,
      Math.floor(3.6 * focalLength) / 2,
      0.5,
    );
    const objectSpeed = random.between(1, 5, 0.1);
    const imageDistance = (focalLength * objectDistance) / (objectDistance - focalLength);
    const ratio = imageDistance / objectDistance;
    const ratioSquared = ratio ** 2;
    const imageSpeed = ratioSquared * objectSpeed;

    const statement =
      `An object moves along the axis of a thin converging lens of focal length $f = ${show(focalLength, "cm")}$, ` +
      `approaching the lens at a constant speed of $${show(objectSpeed, "cm/s")}$. At the instant the object is ` +
      `$${show(objectDistance, "cm")}$ from the lens, how fast is its real image moving? Differentiate the ` +
      "thin-lens equation $1/d_o + 1/d_i = 1/f$ with respect to time.";

    return {
      statement,
      knowns: [
        known({ symbol: "f", name: "focal length of the lens", value: focalLength, unit: "cm" }),
        known({
          symbol: "v_o",
          name: "speed of the object toward the lens",
          value: objectSpeed,
          unit: "cm/s",
        }),
        known({ symbol: "d_o", name: "object distance at this instant", value: objectDistance, unit: "cm" }),
      ],
      unknown: { symbol: "v_i", name: "speed of the image", unit: "cm/s" },
      answer: { value: imageSpeed, unit: "cm/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Thin-lens equation at this instant",
          equation: "d_i = \\frac{f\\,d_o}{d_o - f}",
          substitution: `d_i = \\frac{${show(focalLength, "cm")} \\times ${show(objectDistance, "cm")}}{${show(objectDistance, "cm")} - ${show(focalLength, "cm")}} = ${show(imageDistance, "cm")}`,
          result: { symbol: "d_i", value: imageDistance, unit: "cm" },
        }),
        solutionStep({
          principle: "Differentiate the thin-lens equation with respect to time ($f$ is constant)",
          equation:
            "-\\frac{1}{d_o^2}\\frac{dd_o}{dt} - \\frac{1}{d_i^2}\\frac{dd_i}{dt} = 0 \\;\\Rightarrow\\; \\frac{dd_i}{dt} = -\\left(\\frac{d_i}{d_o}\\right)^2 \\frac{dd_o}{dt}",
          substitution: `\\left(\\frac{d_i}{d_o}\\right)^2 = \\left(\\frac{${show(imageDistance, "cm")}}{${show(objectDistance, "cm")}}\\right)^2 = ${showNumber(ratioSquared, 4)}`,
          result: { symbol: "(d_i/d_o)^2", value: ratioSquared, unit: "" },
        }),
        solutionStep({
          principle: "The object approaches, $dd_o/dt = -v_o$, so the image moves away from the lens",
          equation: "v_i = \\frac{dd_i}{dt} = \\left(\\frac{d_i}{d_o}\\right)^2 v_o",
          substitution: `v_i = ${showNumber(ratioSquared, 4)} \\times ${show(objectSpeed, "cm/s")} = ${show(imageSpeed, "cm/s")}`,
          result: { symbol: "v_i", value: imageSpeed, unit: "cm/s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "As an object slides from far away toward the focal point of a converging lens, what happens to its real image?",
          explanation:
            "The image moves away from the lens, slowly at first and then faster and faster; it runs off to " +
            "infinity as the object reaches the focal point. So the image speed depends on where the object is.",
        },
        steps: [
          tutorStep({
            prompt: "Where is the image at this instant? Find $d_i$.",
            description: "Image distance now",
            expected: { value: imageDistance, unit: "cm" },
            hints: [
              "Use the thin-lens equation at this instant.",
              "$1/d_i = 1/f - 1/d_o$.",
              `$d_i = ${show(focalLength, "cm")} \\times ${show(objectDistance, "cm")} / (${show(objectDistance, "cm")} - ${show(focalLength, "cm")})$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the ratio $d_i/d_o$ (the size of the magnification)?",
            description: "Magnification",
            expected: { value: ratio, unit: "" },
            hints: [
              "The lateral magnification has size $d_i/d_o$.",
              "Divide the image distance by the object distance.",
              `$${show(imageDistance, "cm")} / ${show(objectDistance, "cm")}$.`,
            ],
          }),
          tutorStep({
            prompt:
              "Differentiating $1/d_o + 1/d_i = 1/f$ gives $dd_i/dt = -(d_i/d_o)^2\\,dd_o/dt$. What is $(d_i/d_o)^2$?",
            description: "Factor from the time derivative",
            expected: { value: ratioSquared, unit: "" },
            hints: [
              "The derivative of $1/x$ is $-\\dot{x}/x^2$, applied to both distances.",
              "The ratio of the two $1/x^2$ factors is the square of the magnification.",
              `Square your ratio: $(${showNumber(ratio, 4)})^2$.`,
            ],
          }),
          tutorStep({
            prompt: "How fast is the image moving?",
            description: "Image speed",
            expected: { value: imageSpeed, unit: "cm/s" },
            hints: [
              "Multiply the factor by the object's speed.",
              "The minus sign only says the image moves away while the object approaches.",
              `$v_i = ${showNumber(ratioSquared, 4)} \\times ${show(objectSpeed, "cm/s")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-magnification-not-squared",
          description: "Multiplied the object speed by $d_i/d_o$ instead of $(d_i/d_o)^2$.",
          wrongAnswer: { value: ratio * objectSpeed, unit: "cm/s" },
          feedback:
            "Differentiating $1/d$ gives $-\\dot{d}/d^2$ for both distances, so the factor is the magnification squared.",
        }),
        mistake({
          id: "same-speed-as-object",
          description: "Assumed the image moves at the same speed as the object.",
          wrongAnswer: { value: objectSpeed, unit: "cm/s" },
          feedback:
            "Image and object distances are related nonlinearly, so their rates differ; differentiate the lens equation.",
        }),
        mistake({
          id: "inverted-ratio",
          description: "Used $(d_o/d_i)^2$ instead of $(d_i/d_o)^2$.",
          wrongAnswer: { value: objectSpeed / ratioSquared, unit: "cm/s" },
          feedback: "Solve the differentiated equation for $dd_i/dt$: the $d_i^2$ moves to the numerator.",
        }),
      ],
      keyConcepts: [
        "Related rates: differentiate a relation between quantities to relate their rates of change.",
        "For a thin lens the image speed is the object speed times the magnification squared.",
        "Near the focal point a small object motion makes a large image motion.",
      ],
      realWorld:
        "Autofocus systems must move the lens or sensor quickly when a subject approaches a camera, and " +
        "fastest of all for close subjects, exactly as the squared magnification predicts.",
    };
  },
};

const concaveMirrorImageHeight: ProblemTemplate = {
  id: "geometric-optics.concave-mirror-image-height",
  subtopic: "geometric-optics",
  levels: ["high-school", "algebra"],
  title: "Height of the image in a concave mirror",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const focalLength = random.between(10, 30, 0.5);
    // The object stays outside the focal point (1.4 f to 4 f), so the image is real and inverted.
    const objectDistance = random.between(Math.ceil(1.4 * focalLength), Math.floor(4 * focalLength), 1);
    const objectHeight = random.between(1, 5, 0.1);
    const inverseImage = 1 / focalLength - 1 / objectDistance;
    const imageDistance = 1 / inverseImage;
    const magnification = -imageDistance / objectDistance;
    const imageHeight = Math.abs(magnification) * objectHeight;

    const mirror = level === "high-school" ? "a concave makeup mirror" : "a concave spherical mirror";
    const statement =
      `A $${show(objectHeight, "cm")}$ tall object stands upright $${show(objectDistance, "cm")}$ in front of ` +
      `${mirror} of focal length $${show(focalLength, "cm")}$. How tall is the image the mirror forms?`;

    return {
      statement,
      knowns: [
        known({ symbol: "h_o", name: "object height", value: objectHeight, unit: "cm" }),
        known({ symbol: "d_o", name: "object distance", value: objectDistance, unit: "cm" }),
        known({ symbol: "f", name: "focal length of the mirror", value: focalLength, unit: "cm" }),
      ],
      unknown: { symbol: "|h_i|", name: "height of the image", unit: "cm" },
      answer: { value: imageHeight, unit: "cm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Mirror equation (real distances in front of the mirror positive)",
          equation:
            "\\frac{1}{d_o} + \\frac{1}{d_i} = \\frac{1}{f} \\;\\Rightarrow\\; d_i = \\frac{f\\,d_o}{d_o - f}",
          substitution: `d_i = \\frac{${show(focalLength, "cm")} \\times ${show(objectDistance, "cm")}}{${show(objectDistance, "cm")} - ${show(focalLength, "cm")}} = ${show(imageDistance, "cm", 4)}`,
          result: { symbol: "d_i", value: imageDistance, unit: "cm" },
        }),
        solutionStep({
          principle: "Magnification (negative: the real image is inverted)",
          equation: "m = -\\frac{d_i}{d_o}",
          substitution: `m = -\\frac{${show(imageDistance, "cm", 4)}}{${show(objectDistance, "cm")}} = ${showNumber(magnification, 4)}`,
          result: { symbol: "m", value: magnification, unit: "" },
        }),
        solutionStep({
          principle: "Image height is the magnification times the object height",
          equation: "h_i = m\\,h_o",
          substitution: `h_i = ${showNumber(magnification, 4)} \\times ${show(objectHeight, "cm")} = -${show(imageHeight, "cm")}`,
          result: { symbol: "|h_i|", value: imageHeight, unit: "cm" },
        }),
      ],
      tutor: {
        warmup: {
          question: "When you stand far from a concave mirror, your image is upside down. Why?",
          explanation:
            "Outside the focal point the reflected rays from each point of you cross before they meet again, " +
            "forming a real image in front of the mirror. Rays from your head end up at the bottom, so the image is inverted.",
        },
        steps: [
          tutorStep({
            prompt: "Use the mirror equation: what is $1/d_i$?",
            description: "Reciprocal of the image distance",
            expected: { value: inverseImage, unit: "cm^-1" },
            hints: [
              "The mirror equation has the same form as the thin-lens equation.",
              "$1/d_i = 1/f - 1/d_o$.",
              `$1/d_i = 1/${show(focalLength, "cm")} - 1/${show(objectDistance, "cm")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the image distance $d_i$?",
            description: "Image distance",
            expected: { value: imageDistance, unit: "cm" },
            hints: [
              "Invert your last result.",
              "$d_i = f d_o / (d_o - f)$.",
              `$d_i = 1 / ${showNumber(inverseImage, 4)}\\ \\mathrm{cm}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the magnification $m$ (with its sign)?",
            description: "Magnification",
            expected: { value: magnification, unit: "" },
            hints: [
              "Magnification compares image and object distances.",
              "$m = -d_i/d_o$; the minus sign means inverted.",
              `$m = -${show(imageDistance, "cm", 4)} / ${show(objectDistance, "cm")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How tall is the image?",
            description: "Image height",
            expected: { value: imageHeight, unit: "cm" },
            hints: [
              "Multiply the object height by the magnification.",
              "The sign only tells you the image is upside down; the height is its size.",
              `$|h_i| = ${showNumber(-magnification, 4)} \\times ${show(objectHeight, "cm")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "image-at-focal-point",
          description: "Assumed the image forms at the focal point and used $m = f/d_o$.",
          wrongAnswer: { value: (focalLength / objectDistance) * objectHeight, unit: "cm" },
          feedback:
            "Only light from a very distant object focuses at $f$. Find $d_i$ from the mirror equation first.",
        }),
        mistake({
          id: "added-reciprocals",
          description: "Added $1/f$ and $1/d_o$ when solving for $1/d_i$.",
          wrongAnswer: { value: (focalLength / (objectDistance + focalLength)) * objectHeight, unit: "cm" },
          feedback: "From $1/d_o + 1/d_i = 1/f$, isolate $1/d_i$ by subtracting: $1/d_i = 1/f - 1/d_o$.",
        }),
      ],
      keyConcepts: [
        "The mirror equation: $1/d_o + 1/d_i = 1/f$.",
        "Magnification $m = -d_i/d_o = h_i/h_o$; negative means inverted.",
        "An object outside the focal point of a concave mirror gives a real, inverted image.",
      ],
      realWorld:
        "Reflecting telescopes use a large concave mirror to form a real image of the sky, which a camera or " +
        "eyepiece then records or magnifies.",
    };
  },
};

/** Every template of the geometric optics subtopic. */
export const templates: ProblemTemplate[] = [
  snellRefractionAngle,
  thinLensImageDistance,
  concaveMirrorImageHeight,
  fiberAcceptanceAngle,
  movingImageSpeed,
];
