/**
 * Rotational motion templates: angular kinematics, torque, rolling, angular momentum and moment of inertia.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { radians, show, showNumber } from "./template-helpers";

const RPM_IN_RADIANS_PER_SECOND = (2 * Math.PI) / 60;

const spinDown: ProblemTemplate = {
  id: "rotational-motion.spin-down-revolutions",
  subtopic: "rotational-motion",
  levels: ["high-school", "algebra"],
  title: "Revolutions of a saw blade coasting to a stop",
  generate(random) {
    const rpm = random.between(1200, 3600, 10);
    const time = random.between(5, 20, 0.1);
    const initialAngularSpeed = rpm * RPM_IN_RADIANS_PER_SECOND;
    const angularDeceleration = initialAngularSpeed / time;
    const angle = 0.5 * initialAngularSpeed * time;
    const revolutions = angle / (2 * Math.PI);
    return {
      statement:
        `A circular-saw blade spinning at $\\omega_0 = ${show(rpm, "rpm")}$ is switched off and slows down uniformly, ` +
        `coming to rest after $t = ${show(time, "s")}$. How many revolutions does it make while stopping?`,
      knowns: [
        known({ symbol: "\\omega_0", name: "initial rotation rate", value: rpm, unit: "rpm" }),
        known({ symbol: "t", name: "time to stop", value: time, unit: "s" }),
      ],
      unknown: { symbol: "N", name: "number of revolutions", unit: "rev" },
      answer: { value: revolutions, unit: "rev" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Convert the rotation rate to rad/s (1 rev = 2π rad, 1 min = 60 s)",
          equation: "\\omega_0 = \\omega_0[\\mathrm{rpm}] \\cdot \\frac{2\\pi}{60}",
          substitution: `\\omega_0 = ${showNumber(rpm)} \\cdot \\frac{2\\pi}{60} = ${show(initialAngularSpeed, "rad/s")}`,
          result: { symbol: "\\omega_0", value: initialAngularSpeed, unit: "rad/s" },
        }),
        solutionStep({
          principle: "With uniform deceleration the average angular speed is half the initial one",
          equation: "\\theta = \\tfrac{1}{2} \\omega_0 t",
          substitution: `\\theta = \\tfrac{1}{2}(${show(initialAngularSpeed, "rad/s")})(${show(time, "s")}) = ${show(angle, "rad")}`,
          result: { symbol: "\\theta", value: angle, unit: "rad" },
        }),
        solutionStep({
          principle: "Convert the angle to revolutions",
          equation: "N = \\frac{\\theta}{2\\pi}",
          substitution: `N = \\frac{${show(angle, "rad")}}{2\\pi} = ${show(revolutions, "rev")}`,
          result: { symbol: "N", value: revolutions, unit: "rev" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Which linear-motion equation is the rotational analogue of $\\theta = \\tfrac{1}{2}(\\omega_0 + \\omega) t$?",
          explanation:
            "Distance = average velocity × time, d = ½(v₀ + v)t. Rotation with constant angular acceleration follows the same equations with θ, ω and α in place of x, v and a.",
        },
        steps: [
          tutorStep({
            prompt: "Convert the initial rotation rate to rad/s.",
            description: "Initial angular speed",
            expected: { value: initialAngularSpeed, unit: "rad/s" },
            hints: [
              "rpm means revolutions per minute.",
              "One revolution is 2π rad and one minute is 60 s.",
              `Multiply $${showNumber(rpm)}$ by 2π/60.`,
            ],
          }),
          tutorStep({
            prompt: "What is the magnitude of the angular deceleration?",
            description: "Angular deceleration",
            expected: { value: angularDeceleration, unit: "rad/s^2" },
            hints: [
              "The angular speed drops uniformly to zero.",
              "$\\alpha = \\omega_0 / t$.",
              `Divide $${show(initialAngularSpeed, "rad/s")}$ by $${show(time, "s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "Through what angle, in radians, does the blade turn while stopping?",
            description: "Angle turned",
            expected: { value: angle, unit: "rad" },
            hints: [
              "Use the average angular speed.",
              "The average of $\\omega_0$ and 0 is $\\omega_0/2$.",
              "$\\theta = \\tfrac{1}{2}\\omega_0 t$.",
            ],
          }),
          tutorStep({
            prompt: "How many revolutions is that?",
            description: "Revolutions",
            expected: { value: revolutions, unit: "rev" },
            hints: [
              "One revolution is a full turn.",
              "A full turn is 2π rad.",
              `Divide $${show(angle, "rad")}$ by 2π.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-one-half",
          description: "Used θ = ω₀t, as if the blade kept its full speed",
          wrongAnswer: { value: 2 * revolutions, unit: "rev" },
          feedback: "The blade slows down, so its average angular speed is only ω₀/2: θ = ½ω₀t.",
          step: 2,
        }),
        mistake({
          id: "answered-in-radians",
          description: "Gave the angle in radians instead of revolutions",
          wrongAnswer: { value: angle, unit: "rev" },
          feedback: "The question asks for revolutions: divide the angle in radians by 2π.",
          step: 3,
        }),
        mistake({
          id: "rpm-as-per-second",
          description: "Treated rpm as revolutions per second",
          wrongAnswer: { value: 60 * revolutions, unit: "rev" },
          feedback: "rpm is revolutions per minute. Divide by 60 to get revolutions per second.",
          step: 0,
        }),
      ],
      keyConcepts: [
        "Angular kinematics mirrors linear kinematics: θ, ω, α in place of x, v, a.",
        "With uniform angular deceleration, θ = ½ω₀t.",
        "1 rev = 2π rad, and rpm is revolutions per minute.",
      ],
      realWorld:
        "Saw and grinder makers add electric brakes because a blade coasting for hundreds of revolutions is a hazard; safety standards limit the run-down time.",
    };
  },
};

const wrenchForce: ProblemTemplate = {
  id: "rotational-motion.wrench-force",
  subtopic: "rotational-motion",
  levels: ["high-school", "algebra"],
  title: "Force needed on a wrench pushed at an angle",
  generate(random) {
    const torque = random.between(40, 120, 1);
    const lengthCm = random.between(20, 45, 0.5);
    const angle = random.between(50, 70, 1);
    const length = lengthCm / 100;
    const sine = Math.sin(radians(angle));
    const leverArm = length * sine;
    const perpendicularForce = torque / length;
    const force = torque / leverArm;
    return {
      statement:
        `To loosen a wheel nut you need a torque of $\\tau = ${show(torque, "N*m")}$. You push on the end of a wrench, ` +
        `$r = ${show(lengthCm, "cm")}$ from the centre of the nut, but the awkward position means your push makes an angle of ` +
        `$\\theta = ${show(angle, "deg")}$ with the wrench handle. What force must you apply?`,
      knowns: [
        known({ symbol: "\\tau", name: "torque needed", value: torque, unit: "N*m" }),
        known({ symbol: "r", name: "distance from the nut to where you push", value: lengthCm, unit: "cm" }),
        known({
          symbol: "\\theta",
          name: "angle between the force and the handle",
          value: angle,
          unit: "deg",
        }),
      ],
      unknown: { symbol: "F", name: "force you must apply", unit: "N" },
      answer: { value: force, unit: "N" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Convert the distance to metres, to match N·m",
          equation: "r = \\frac{r[\\mathrm{cm}]}{100}",
          substitution: `r = \\frac{${showNumber(lengthCm)}}{100} = ${show(length, "m")}`,
          result: { symbol: "r", value: length, unit: "m" },
        }),
        solutionStep({
          principle:
            "Torque uses the component of the force perpendicular to the handle; solve for the force",
          equation: "\\tau = r F \\sin\\theta \\Rightarrow F = \\frac{\\tau}{r \\sin\\theta}",
          substitution: `F = \\frac{${show(torque, "N*m")}}{(${show(length, "m")})\\sin ${show(angle, "deg")}} = ${show(force, "N")}`,
          result: { symbol: "F", value: force, unit: "N" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "For the same push, do you get more torque pushing perpendicular to the handle or along it?",
          explanation:
            "Perpendicular. A push along the handle points straight at the nut and produces no turning at all; only the perpendicular component, F sin θ, turns the nut.",
        },
        steps: [
          tutorStep({
            prompt: "Express the distance from the nut in metres.",
            description: "Distance in m",
            expected: { value: length, unit: "m" },
            hints: ["Torque is in N·m.", "100 cm = 1 m.", `Divide $${showNumber(lengthCm)}$ by 100.`],
          }),
          tutorStep({
            prompt: "What force component perpendicular to the handle is needed?",
            description: "Perpendicular force needed",
            expected: { value: perpendicularForce, unit: "N" },
            hints: [
              "Only the perpendicular component makes torque.",
              "$\\tau = r F_\\perp$.",
              `Divide $${show(torque, "N*m")}$ by $${show(length, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt:
              "What is the lever arm of your push (the perpendicular distance from the nut to its line of action)?",
            description: "Lever arm",
            expected: { value: leverArm, unit: "m" },
            hints: [
              "The lever arm is shorter than the handle when you push at an angle.",
              "$r_\\perp = r \\sin\\theta$.",
              `Multiply $${show(length, "m")}$ by sin $${show(angle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What force must you apply?",
            description: "Applied force",
            expected: { value: force, unit: "N" },
            hints: [
              "Either divide the perpendicular component by sin θ, or the torque by the lever arm.",
              "$F = \\tau / (r \\sin\\theta)$.",
              `Divide $${show(torque, "N*m")}$ by $${show(leverArm, "m")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-cosine",
          description: "Used cos θ instead of sin θ",
          wrongAnswer: { value: torque / (length * Math.cos(radians(angle))), unit: "N" },
          feedback: "θ is measured from the handle, so the perpendicular component is F sin θ, not F cos θ.",
          step: 1,
        }),
        mistake({
          id: "ignored-angle",
          description: "Ignored the angle, F = τ/r",
          wrongAnswer: { value: perpendicularForce, unit: "N" },
          feedback:
            "That is the force needed if you push perpendicular to the handle. At an angle you need more: divide by sin θ.",
          step: 3,
        }),
        mistake({
          id: "forgot-cm-conversion",
          description: "Used the distance in centimetres",
          wrongAnswer: { value: torque / (lengthCm * sine), unit: "N" },
          feedback: "Torque is in N·m, so the distance must be in metres.",
          step: 0,
        }),
      ],
      keyConcepts: [
        "Torque τ = rF sin θ, where θ is the angle between r and F.",
        "Only the perpendicular component of a force turns an object.",
        "A longer wrench or a more perpendicular push reduces the force needed.",
      ],
      realWorld:
        "Wheel nuts on cars are tightened to about 100 to 140 N·m; a breaker bar (a long wrench) is the standard remedy for a stuck nut.",
    };
  },
};

const SHAPES = [
  { name: "solid sphere", factor: 0.4 },
  { name: "solid cylinder", factor: 0.5 },
  { name: "thin hoop", factor: 1 },
] as const;

const rollingDownIncline: ProblemTemplate = {
  id: "rotational-motion.rolling-down-incline",
  subtopic: "rotational-motion",
  levels: ["algebra", "calculus"],
  title: "Speed of an object rolling down a ramp",
  generate(random, level) {
    const shape = random.pick(SHAPES);
    const length = random.between(2, 8, 0.1);
    const angle = random.between(10, 25, 1);
    const gravity = 9.81;
    const height = length * Math.sin(radians(angle));
    const energyFactor = 1 + shape.factor;
    const speedSquared = (2 * gravity * height) / energyFactor;
    const speed = Math.sqrt(speedSquared);
    const derivation =
      level === "calculus"
        ? " Derive the result from energy conservation, using $K = \\tfrac{1}{2} m v^2 + \\tfrac{1}{2} I \\omega^2$ and the rolling condition $v = \\omega R$."
        : "";
    return {
      statement:
        `A ${shape.name} (moment of inertia $I = \\beta m R^2$ with $\\beta = ${show(shape.factor, "")}$) is released from rest and rolls ` +
        `without slipping a distance $L = ${show(length, "m")}$ down a ramp inclined at $\\theta = ${show(angle, "deg")}$. ` +
        `Take $g = ${show(gravity, "m/s^2")}$.${derivation} How fast is it moving at the bottom of the ramp?`,
      knowns: [
        known({ symbol: "\\beta", name: "moment-of-inertia factor I/(mR²)", value: shape.factor, unit: "" }),
        known({ symbol: "L", name: "distance rolled along the ramp", value: length, unit: "m" }),
        known({ symbol: "\\theta", name: "angle of the ramp", value: angle, unit: "deg" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "v", name: "speed at the bottom", unit: "m/s" },
      answer: { value: speed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Height lost along the ramp",
          equation: "h = L \\sin\\theta",
          substitution: `h = (${show(length, "m")})\\sin ${show(angle, "deg")} = ${show(height, "m")}`,
          result: { symbol: "h", value: height, unit: "m" },
        }),
        solutionStep({
          principle:
            "Energy conservation with rotation; rolling without slipping means ω = v/R, so ½Iω² = ½βmv²",
          equation:
            "m g h = \\tfrac{1}{2} m v^2 (1 + \\beta) \\Rightarrow v = \\sqrt{\\frac{2 g h}{1 + \\beta}}",
          substitution: `v = \\sqrt{\\frac{2(${show(gravity, "m/s^2")})(${show(height, "m")})}{1 + ${showNumber(shape.factor)}}} = ${show(speed, "m/s")}`,
          result: { symbol: "v", value: speed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "If you race a block sliding without friction against a rolling ball down the same ramp, which reaches the bottom first?",
          explanation:
            "The sliding block. Both convert the same potential energy, but the ball must put part of it into spinning, so less is left for moving forward.",
        },
        steps: [
          tutorStep({
            prompt: "How much height does the object lose?",
            description: "Height drop",
            expected: { value: height, unit: "m" },
            hints: [
              "L is measured along the slope, not vertically.",
              "The vertical drop is the side opposite the angle.",
              `Compute $L \\sin\\theta$ with $\\theta = ${show(angle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt:
              "The kinetic energy is $\\tfrac{1}{2} m v^2 (1 + \\beta)$. What is the factor $1 + \\beta$?",
            description: "Energy factor",
            expected: { value: energyFactor, unit: "" },
            hints: [
              "Rolling means $\\omega = v/R$, so $\\tfrac{1}{2} I\\omega^2 = \\tfrac{1}{2}\\beta m v^2$.",
              "Add the translational share (1) and the rotational share (β).",
              `Compute 1 + $${showNumber(shape.factor)}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $v^2$ at the bottom?",
            description: "Speed squared",
            expected: { value: speedSquared, unit: "m^2/s^2" },
            hints: [
              "Set $m g h = \\tfrac{1}{2} m v^2 (1 + \\beta)$.",
              "The mass cancels: $v^2 = 2gh/(1 + \\beta)$.",
              `Use $h = ${show(height, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How fast is the object moving at the bottom?",
            description: "Speed",
            expected: { value: speed, unit: "m/s" },
            hints: [
              "You have $v^2$.",
              "Take the square root.",
              `Compute $\\sqrt{${showNumber(speedSquared)}}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "ignored-rotation",
          description: "Ignored the rotational kinetic energy, v = √(2gh)",
          wrongAnswer: { value: Math.sqrt(2 * gravity * height), unit: "m/s" },
          feedback:
            "A rolling object also spins; part of the energy goes into ½Iω², so it is slower than a sliding block.",
          step: 1,
        }),
        mistake({
          id: "used-ramp-length-as-height",
          description: "Used the length along the ramp as the height",
          wrongAnswer: { value: Math.sqrt((2 * gravity * length) / energyFactor), unit: "m/s" },
          feedback:
            "Potential energy depends on the vertical drop, h = L sin θ, not on the distance along the slope.",
          step: 0,
        }),
      ],
      keyConcepts: [
        "A rolling object has translational and rotational kinetic energy.",
        "Rolling without slipping links the two motions: v = ωR.",
        "The larger I/(mR²), the slower the object rolls; mass and radius cancel.",
      ],
      realWorld:
        "This is why a hollow ring loses a downhill race to a solid disc of any size, and why bike wheels with light rims accelerate more easily.",
    };
  },
};

const skaterSpin: ProblemTemplate = {
  id: "rotational-motion.skater-spin",
  subtopic: "rotational-motion",
  levels: ["algebra", "calculus"],
  title: "Figure skater pulling in her arms",
  generate(random) {
    const initialInertia = random.between(2.5, 4, 0.01);
    const finalInertia = random.between(0.8, 1.5, 0.01);
    const initialRpm = random.between(40, 80, 1);
    const initialAngularSpeed = initialRpm * RPM_IN_RADIANS_PER_SECOND;
    const angularMomentum = initialInertia * initialAngularSpeed;
    const finalAngularSpeed = angularMomentum / finalInertia;
    const finalRpm = finalAngularSpeed / RPM_IN_RADIANS_PER_SECOND;
    return {
      statement:
        `A figure skater spins at $\\omega_1 = ${show(initialRpm, "rpm")}$ with her arms stretched out, giving a moment of inertia ` +
        `$I_1 = ${show(initialInertia, "kg*m^2")}$. She pulls her arms in, reducing it to $I_2 = ${show(finalInertia, "kg*m^2")}$. ` +
        "Ignoring friction with the ice, what is her new rotation rate in rpm?",
      knowns: [
        known({ symbol: "\\omega_1", name: "initial rotation rate", value: initialRpm, unit: "rpm" }),
        known({
          symbol: "I_1",
          name: "moment of inertia with arms out",
          value: initialInertia,
          unit: "kg*m^2",
        }),
        known({ symbol: "I_2", name: "moment of inertia with arms in", value: finalInertia, unit: "kg*m^2" }),
      ],
      unknown: { symbol: "\\omega_2", name: "final rotation rate", unit: "rpm" },
      answer: { value: finalRpm, unit: "rpm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "No external torque about the vertical axis, so angular momentum is conserved",
          equation: "I_1 \\omega_1 = I_2 \\omega_2",
          substitution: `(${show(initialInertia, "kg*m^2")})(${show(initialAngularSpeed, "rad/s")}) = ${show(angularMomentum, "kg*m^2/s")}`,
          result: { symbol: "L", value: angularMomentum, unit: "kg*m^2/s" },
        }),
        solutionStep({
          principle: "Solve for the new rate; the ratio works in any unit, so rpm can be kept",
          equation: "\\omega_2 = \\frac{I_1}{I_2}\\,\\omega_1",
          substitution: `\\omega_2 = \\frac{${show(initialInertia, "kg*m^2")}}{${show(finalInertia, "kg*m^2")}}(${show(initialRpm, "rpm")}) = ${show(finalRpm, "rpm")}`,
          result: { symbol: "\\omega_2", value: finalRpm, unit: "rpm" },
        }),
      ],
      tutor: {
        warmup: {
          question: "When the skater speeds up, is her rotational kinetic energy conserved?",
          explanation:
            "No, it increases. Angular momentum Iω is conserved, so K = L²/(2I) grows as I shrinks. The extra energy comes from the work her muscles do pulling her arms inward.",
        },
        steps: [
          tutorStep({
            prompt: "Convert her initial rotation rate to rad/s.",
            description: "Initial angular speed",
            expected: { value: initialAngularSpeed, unit: "rad/s" },
            hints: [
              "1 rev = 2π rad, 1 min = 60 s.",
              "Multiply rpm by 2π/60.",
              `Compute $${showNumber(initialRpm)}$ × 2π/60.`,
            ],
          }),
          tutorStep({
            prompt: "What is her angular momentum?",
            description: "Angular momentum",
            expected: { value: angularMomentum, unit: "kg*m^2/s" },
            hints: [
              "Angular momentum is the rotational analogue of mv.",
              "$L = I \\omega$.",
              `Multiply $${show(initialInertia, "kg*m^2")}$ by $${show(initialAngularSpeed, "rad/s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is her angular speed after pulling her arms in, in rad/s?",
            description: "Final angular speed",
            expected: { value: finalAngularSpeed, unit: "rad/s" },
            hints: [
              "L stays the same.",
              "$\\omega_2 = L / I_2$.",
              `Divide $${show(angularMomentum, "kg*m^2/s")}$ by $${show(finalInertia, "kg*m^2")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is her new rotation rate in rpm?",
            description: "Final rate in rpm",
            expected: { value: finalRpm, unit: "rpm" },
            hints: [
              "Convert back to rpm.",
              "Multiply rad/s by 60/(2π).",
              `Compute $${showNumber(finalAngularSpeed)}$ × 60/(2π).`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "inverted-ratio",
          description: "Multiplied by I₂/I₁ instead of I₁/I₂",
          wrongAnswer: { value: (initialRpm * finalInertia) / initialInertia, unit: "rpm" },
          feedback:
            "Pulling the arms in makes her spin faster: a smaller I needs a larger ω to keep Iω the same.",
          step: 2,
        }),
        mistake({
          id: "conserved-kinetic-energy",
          description: "Conserved rotational kinetic energy ½Iω² instead of angular momentum",
          wrongAnswer: { value: initialRpm * Math.sqrt(initialInertia / finalInertia), unit: "rpm" },
          feedback:
            "Her muscles do work, so kinetic energy changes. With no external torque, angular momentum Iω is what is conserved.",
          step: 1,
        }),
      ],
      keyConcepts: [
        "Angular momentum L = Iω is conserved when no external torque acts.",
        "Moving mass closer to the axis lowers I and raises ω.",
        "Rotational kinetic energy is not conserved when internal forces do work.",
      ],
      realWorld:
        "Divers and gymnasts tuck to spin faster and stretch out to slow down before landing; cats use the same trick to right themselves in a fall.",
    };
  },
};

const rodInertia: ProblemTemplate = {
  id: "rotational-motion.rod-moment-of-inertia",
  subtopic: "rotational-motion",
  levels: ["calculus"],
  title: "Moment of inertia of a non-uniform rod",
  generate(random) {
    const baseDensity = random.between(0.6, 1.5, 0.01);
    const slope = random.between(0.5, 1.5, 0.01);
    const length = random.between(1, 2, 0.01);
    const mass = baseDensity * length + (slope * length ** 2) / 2;
    const uniformPart = (baseDensity * length ** 3) / 3;
    const growingPart = (slope * length ** 4) / 4;
    const inertia = uniformPart + growingPart;
    return {
      statement:
        `A rod of length $L = ${show(length, "m")}$ pivots about one end. Its linear density increases away from the pivot as ` +
        `$\\lambda(x) = \\lambda_0 + b x$, with $\\lambda_0 = ${show(baseDensity, "kg/m")}$ and $b = ${show(slope, "kg/m^2")}$, ` +
        "where x is the distance from the pivot. What is its moment of inertia about the pivot?",
      knowns: [
        known({ symbol: "L", name: "length of the rod", value: length, unit: "m" }),
        known({
          symbol: "\\lambda_0",
          name: "linear density at the pivot",
          value: baseDensity,
          unit: "kg/m",
        }),
        known({ symbol: "b", name: "rate of increase of the linear density", value: slope, unit: "kg/m^2" }),
      ],
      unknown: { symbol: "I", name: "moment of inertia about the pivot", unit: "kg*m^2" },
      answer: { value: inertia, unit: "kg*m^2" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Mass of the rod, for a sense of scale: integrate the density",
          equation: "M = \\int_0^L (\\lambda_0 + b x)\\,dx = \\lambda_0 L + \\tfrac{1}{2} b L^2",
          substitution: `M = (${show(baseDensity, "kg/m")})(${show(length, "m")}) + \\tfrac{1}{2}(${show(slope, "kg/m^2")})(${show(length, "m")})^2 = ${show(mass, "kg")}`,
          result: { symbol: "M", value: mass, unit: "kg" },
        }),
        solutionStep({
          principle: "Each slice dx at distance x has mass dm = λ(x) dx and contributes x² dm",
          equation:
            "I = \\int_0^L x^2 (\\lambda_0 + b x)\\,dx = \\frac{\\lambda_0 L^3}{3} + \\frac{b L^4}{4}",
          substitution: `I = \\frac{(${show(baseDensity, "kg/m")})(${show(length, "m")})^3}{3} + \\frac{(${show(slope, "kg/m^2")})(${show(length, "m")})^4}{4} = ${show(uniformPart, "kg*m^2")} + ${show(growingPart, "kg*m^2")} = ${show(inertia, "kg*m^2")}`,
          result: { symbol: "I", value: inertia, unit: "kg*m^2" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Compared with a uniform rod of the same mass, is this rod's moment of inertia about the pivot larger or smaller?",
          explanation:
            "Larger. More of its mass sits far from the pivot, and mass counts with the square of its distance, so the familiar ML²/3 underestimates it.",
        },
        steps: [
          tutorStep({
            prompt: "First find the rod's mass by integrating the density.",
            description: "Mass of the rod",
            expected: { value: mass, unit: "kg" },
            hints: [
              "$M = \\int_0^L \\lambda(x)\\,dx$.",
              "$M = \\lambda_0 L + \\tfrac{1}{2} b L^2$.",
              `Use $L = ${show(length, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What does the constant part $\\lambda_0$ contribute to the moment of inertia?",
            description: "Contribution of λ₀",
            expected: { value: uniformPart, unit: "kg*m^2" },
            hints: [
              "$I = \\int x^2\\,dm$ with $dm = \\lambda_0\\,dx$.",
              "$\\int_0^L \\lambda_0 x^2\\,dx = \\lambda_0 L^3/3$.",
              `Compute ($${showNumber(baseDensity)}$)($${showNumber(length)}$)³/3.`,
            ],
          }),
          tutorStep({
            prompt: "What does the increasing part $b x$ contribute?",
            description: "Contribution of bx",
            expected: { value: growingPart, unit: "kg*m^2" },
            hints: [
              "Now $dm = b x\\,dx$.",
              "$\\int_0^L b x^3\\,dx = b L^4/4$.",
              `Compute ($${showNumber(slope)}$)($${showNumber(length)}$)⁴/4.`,
            ],
          }),
          tutorStep({
            prompt: "What is the moment of inertia about the pivot?",
            description: "Moment of inertia",
            expected: { value: inertia, unit: "kg*m^2" },
            hints: [
              "Integrals of sums add.",
              "Add the two contributions.",
              `$${show(uniformPart, "kg*m^2")}$ + $${show(growingPart, "kg*m^2")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "uniform-rod-formula",
          description: "Used the uniform-rod formula ML²/3 with the rod's total mass",
          wrongAnswer: { value: (mass * length ** 2) / 3, unit: "kg*m^2" },
          feedback:
            "ML²/3 assumes the mass is spread evenly. Here it is concentrated toward the far end; integrate x²λ(x) dx.",
        }),
        mistake({
          id: "axis-through-centre",
          description: "Used ML²/12, the formula for an axis through the centre",
          wrongAnswer: { value: (mass * length ** 2) / 12, unit: "kg*m^2" },
          feedback:
            "The rod pivots about its end, not its centre, and its density is not uniform: integrate from the pivot.",
        }),
        mistake({
          id: "ignored-density-increase",
          description: "Used only λ₀, as if the density were constant",
          wrongAnswer: { value: uniformPart, unit: "kg*m^2" },
          feedback: "The density grows with x; include the bx term, which contributes bL⁴/4.",
          step: 2,
        }),
      ],
      keyConcepts: [
        "Moment of inertia is I = ∫r² dm; mass far from the axis counts most.",
        "For a line of mass, dm = λ(x) dx.",
        "Standard formulas like ML²/3 hold only for uniform objects.",
      ],
      realWorld:
        "Golf clubs, tennis rackets and baseball bats are balanced by shifting mass along their length, which changes their moment of inertia and how they feel in a swing.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  spinDown,
  wrenchForce,
  rollingDownIncline,
  skaterSpin,
  rodInertia,
];
