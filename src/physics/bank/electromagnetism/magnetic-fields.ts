/**
 * Problem templates for the subtopic "magnetic-fields": the magnetic force on a moving charge,
 * the field of a straight wire, circular orbits, torque on a coil, and the Biot–Savart field on
 * the axis of a loop.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, siConversionStep, solutionStep, tutorStep } from "../template-kit";
import {
  CONSTANT_LATEX,
  ELECTRON_MASS,
  ELEMENTARY_CHARGE,
  PROTON_MASS,
  VACUUM_PERMEABILITY,
} from "./electromagnetic-constants";
import { generateSeparated, scaled, tex, texNumber } from "./template-helpers";

/** Angles kept clear of 45° (where sine and cosine coincide) and of 90° (where the angle stops mattering). */
const ANGLES = [20, 25, 30, 35, 55, 60, 65, 70] as const;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

const forceOnMovingCharge: ProblemTemplate = {
  id: "magnetic-fields.force-on-moving-proton",
  subtopic: "magnetic-fields",
  levels: ["high-school", "algebra"],
  title: "Magnetic force on a moving proton",
  generate(random) {
    return generateSeparated(
      random,
      () => ({
        speed: scaled(random.between(1, 9, 0.1), 1e6),
        field: random.between(0.1, 2, 0.05),
        angle: random.pick(ANGLES),
      }),
      ({ speed, field, angle }) => {
        const sine = Math.sin(radians(angle));
        const perpendicularSpeed = speed * sine;
        const force = ELEMENTARY_CHARGE * perpendicularSpeed * field;
        return {
          statement:
            `A proton moves at $v = ${tex(speed, "m/s")}$ through a uniform magnetic field ` +
            `$B = ${tex(field, "T")}$. Its velocity makes an angle $\\theta = ${tex(angle, "deg")}$ with the ` +
            `field. Using $${CONSTANT_LATEX.charge}$, find the magnitude of the magnetic force on the proton.`,
          knowns: [
            known({ symbol: "v", name: "speed of the proton", value: speed, unit: "m/s" }),
            known({ symbol: "B", name: "magnetic field", value: field, unit: "T" }),
            known({ symbol: "\\theta", name: "angle between velocity and field", value: angle, unit: "deg" }),
          ],
          unknown: { symbol: "F", name: "magnitude of the magnetic force", unit: "N" },
          answer: { value: force, unit: "N" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Only the velocity component perpendicular to the field counts",
              equation: "v_\\perp = v\\sin\\theta",
              substitution: `v_\\perp = (${tex(speed, "m/s")})\\sin ${tex(angle, "deg")}`,
              result: { symbol: "v_\\perp", value: perpendicularSpeed, unit: "m/s" },
            }),
            solutionStep({
              principle: "Magnetic (Lorentz) force on a moving charge",
              equation: "F = q v B \\sin\\theta",
              substitution: `F = (${tex(ELEMENTARY_CHARGE, "C")})(${tex(perpendicularSpeed, "m/s")})(${tex(field, "T")})`,
              result: { symbol: "F", value: force, unit: "N" },
            }),
          ],
          tutor: {
            warmup: {
              question: "What magnetic force acts on a charge moving parallel to the field lines?",
              explanation:
                "None: $F = qvB\\sin\\theta$ vanishes at $\\theta = 0$. Only motion across the field lines " +
                "produces a magnetic force, and that force is perpendicular to both $\\vec v$ and $\\vec B$.",
            },
            steps: [
              tutorStep({
                description: "Charge of the proton",
                prompt: "What is the proton's charge in coulombs?",
                expected: { value: ELEMENTARY_CHARGE, unit: "C" },
                hints: [
                  "A proton carries one elementary charge.",
                  "It is the same size as the electron's charge, but positive.",
                  `$q = e = ${tex(ELEMENTARY_CHARGE, "C")}$.`,
                ],
              }),
              tutorStep({
                description: "Sine of the angle",
                prompt: "What is $\\sin\\theta$?",
                expected: { value: sine, unit: "" },
                hints: [
                  "Make sure your calculator is in degree mode.",
                  "$\\theta$ is the angle between the velocity and the field.",
                  `$\\sin ${tex(angle, "deg")}$.`,
                ],
              }),
              tutorStep({
                description: "Perpendicular speed",
                prompt: "What is the component of the velocity perpendicular to the field?",
                expected: { value: perpendicularSpeed, unit: "m/s" },
                hints: [
                  "Only the part of $\\vec v$ across the field lines matters.",
                  "$v_\\perp = v\\sin\\theta$.",
                  `$v_\\perp = ${texNumber(speed)} \\times ${texNumber(sine)}$.`,
                ],
              }),
              tutorStep({
                description: "Magnetic force",
                prompt: "What is the magnitude of the magnetic force?",
                expected: { value: force, unit: "N" },
                hints: [
                  "$F = q v_\\perp B$.",
                  "Multiply the charge, the perpendicular speed and the field.",
                  `$F = ${texNumber(ELEMENTARY_CHARGE)} \\times ${texNumber(perpendicularSpeed)} \\times ${texNumber(field)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "cosine-instead-of-sine",
              description: "Used $\\cos\\theta$ instead of $\\sin\\theta$",
              wrongAnswer: { value: ELEMENTARY_CHARGE * speed * field * Math.cos(radians(angle)), unit: "N" },
              feedback:
                "The force depends on the component of velocity perpendicular to $\\vec B$, which is $v\\sin\\theta$ when $\\theta$ is measured from the field.",
            }),
            mistake({
              id: "ignored-angle",
              description: "Ignored the angle ($F = qvB$)",
              wrongAnswer: { value: ELEMENTARY_CHARGE * speed * field, unit: "N" },
              feedback:
                "$F = qvB$ holds only when the velocity is perpendicular to the field; include $\\sin\\theta$.",
            }),
          ],
          keyConcepts: [
            "A magnetic field exerts a force only on moving charges: $F = qvB\\sin\\theta$.",
            "The force is perpendicular to both the velocity and the field (right-hand rule).",
            "Because the force is perpendicular to the velocity, it does no work.",
          ],
          realWorld:
            "Earth's magnetic field deflects fast protons from the solar wind toward the poles, where they " +
            "produce the aurora.",
        };
      },
    );
  },
};

const straightWireField: ProblemTemplate = {
  id: "magnetic-fields.straight-wire-field",
  subtopic: "magnetic-fields",
  levels: ["high-school", "algebra"],
  title: "Magnetic field near a long straight wire",
  generate(random) {
    return generateSeparated(
      random,
      () => ({ current: random.between(1, 50, 0.1), distance: random.between(1, 20, 0.1) }),
      ({ current, distance }) => {
        const r = distance / 100;
        const numerator = VACUUM_PERMEABILITY * current;
        const circumference = 2 * Math.PI * r;
        const field = numerator / circumference;
        const microtesla = field * 1e6;
        return {
          statement:
            `A long straight wire carries a steady current $I = ${tex(current, "A")}$. Using ` +
            `$${CONSTANT_LATEX.permeability}$, find the magnitude of the magnetic field (in µT) at a ` +
            `distance $r = ${tex(distance, "cm")}$ from the wire.`,
          knowns: [
            known({ symbol: "I", name: "current in the wire", value: current, unit: "A" }),
            known({ symbol: "r", name: "distance from the wire", value: distance, unit: "cm" }),
          ],
          unknown: { symbol: "B", name: "magnitude of the magnetic field", unit: "uT" },
          answer: { value: microtesla, unit: "uT" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Ampère's law on a circle of radius $r$ around the wire",
              equation: "B\\,(2\\pi r) = \\mu_0 I",
              substitution: `B\\,(2\\pi \\times ${tex(r, "m")}) = (${tex(VACUUM_PERMEABILITY, "T*m/A")})(${tex(current, "A")})`,
              result: { symbol: "2\\pi r", value: circumference, unit: "m" },
            }),
            solutionStep({
              principle: "Field of a long straight wire",
              equation: "B = \\frac{\\mu_0 I}{2\\pi r}",
              substitution: `B = \\frac{${tex(numerator, "T*m")}}{${tex(circumference, "m")}}`,
              result: { symbol: "B", value: microtesla, unit: "uT" },
            }),
          ],
          tutor: {
            warmup: {
              question: "What shape do the magnetic field lines around a long straight wire have?",
              explanation:
                "Circles centred on the wire, in planes perpendicular to it; the right-hand rule gives their " +
                "direction. The field strength is the same all around each circle.",
            },
            steps: [
              siConversionStep({
                quantity: "the distance",
                symbol: "r",
                given: distance,
                prefix: "centi",
                unit: "m",
                value: r,
              }),
              tutorStep({
                description: "Numerator",
                prompt: "What is $\\mu_0 I$?",
                expected: { value: numerator, unit: "T*m" },
                hints: [
                  "$\\mu_0$ is about $1.257 \\times 10^{-6}$ T·m/A.",
                  "Multiply it by the current.",
                  `$\\mu_0 I = ${texNumber(VACUUM_PERMEABILITY)} \\times ${texNumber(current)}$.`,
                ],
              }),
              tutorStep({
                description: "Circumference",
                prompt: "What is the circumference $2\\pi r$ of the field line through the point?",
                expected: { value: circumference, unit: "m" },
                hints: [
                  "The field line is a circle of radius $r$.",
                  "Circumference is $2\\pi r$.",
                  `$2\\pi \\times ${texNumber(r)}$.`,
                ],
              }),
              tutorStep({
                description: "Field in tesla",
                prompt: "What is $B$ in tesla?",
                expected: { value: field, unit: "T" },
                hints: [
                  "$B = \\mu_0 I / (2\\pi r)$.",
                  "Divide the numerator by the circumference.",
                  `$B = ${texNumber(numerator)} / ${texNumber(circumference)}$.`,
                ],
              }),
              tutorStep({
                description: "Field in microtesla",
                prompt: "What is $B$ in microtesla?",
                expected: { value: microtesla, unit: "uT" },
                hints: [
                  "Micro means $10^{-6}$.",
                  "Multiply the tesla value by $10^6$.",
                  `$B = ${texNumber(field)} \\times 10^{6}\\ \\mu\\mathrm{T}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "forgot-two-pi",
              description: "Used $B = \\mu_0 I / r$",
              wrongAnswer: { value: microtesla * 2 * Math.PI, unit: "uT" },
              feedback:
                "The field is spread around a circle of circumference $2\\pi r$: $B = \\mu_0 I/(2\\pi r)$.",
            }),
            mistake({
              id: "loop-centre-formula",
              description: "Used the formula for the centre of a circular loop, $\\mu_0 I/(2r)$",
              wrongAnswer: { value: ((VACUUM_PERMEABILITY * current) / (2 * r)) * 1e6, unit: "uT" },
              feedback:
                "$\\mu_0 I/(2R)$ is the field at the centre of a loop of radius $R$. A straight wire gives $\\mu_0 I/(2\\pi r)$.",
            }),
            mistake({
              id: "distance-left-in-centimetres",
              description: "Used the distance in centimetres",
              wrongAnswer: { value: microtesla / 100, unit: "uT" },
              feedback: "With $\\mu_0$ in SI units the distance must be in metres.",
            }),
          ],
          keyConcepts: [
            "A current produces a magnetic field that circles the wire.",
            "The field of a long straight wire falls off as $1/r$.",
            "Ampère's law relates the field around a closed path to the current through it.",
          ],
          realWorld:
            "Clamp meters measure the current in a cable without touching it by sensing the magnetic field " +
            "that circles the conductor.",
        };
      },
    );
  },
};

const protonOrbit: ProblemTemplate = {
  id: "magnetic-fields.proton-orbit-radius",
  subtopic: "magnetic-fields",
  levels: ["algebra", "calculus"],
  title: "Radius of a proton's circular path",
  generate(random, level) {
    return generateSeparated(
      random,
      () => ({ speed: scaled(random.between(1, 9, 0.1), 1e6), field: random.between(0.2, 1.5, 0.05) }),
      ({ speed, field }) => {
        const force = ELEMENTARY_CHARGE * speed * field;
        const momentum = PROTON_MASS * speed;
        const radius = momentum / (ELEMENTARY_CHARGE * field);
        const radiusCentimetres = radius * 100;
        const calculusNote =
          level === "calculus"
            ? " (Since $m\\,d\\vec v/dt = q\\vec v \\times \\vec B$ is always perpendicular to $\\vec v$, the speed stays constant and the path is a circle.)"
            : "";
        return {
          statement:
            `A proton enters a uniform magnetic field $B = ${tex(field, "T")}$ moving perpendicular to the ` +
            `field at $v = ${tex(speed, "m/s")}$. Find the radius of its circular path in centimetres.` +
            `${calculusNote} Use $${CONSTANT_LATEX.charge}$ and $${CONSTANT_LATEX.protonMass}$.`,
          knowns: [
            known({ symbol: "v", name: "speed of the proton", value: speed, unit: "m/s" }),
            known({ symbol: "B", name: "magnetic field", value: field, unit: "T" }),
          ],
          unknown: { symbol: "r", name: "radius of the path", unit: "cm" },
          answer: { value: radiusCentimetres, unit: "cm" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "The magnetic force is perpendicular to the velocity",
              equation: "F = q v B",
              substitution: `F = (${tex(ELEMENTARY_CHARGE, "C")})(${tex(speed, "m/s")})(${tex(field, "T")})`,
              result: { symbol: "F", value: force, unit: "N" },
            }),
            solutionStep({
              principle: "The magnetic force supplies the centripetal force",
              equation: "q v B = \\frac{m v^2}{r} \\;\\Rightarrow\\; r = \\frac{m v}{q B}",
              substitution: `r = \\frac{(${tex(PROTON_MASS, "kg")})(${tex(speed, "m/s")})}{(${tex(ELEMENTARY_CHARGE, "C")})(${tex(field, "T")})}`,
              result: { symbol: "r", value: radiusCentimetres, unit: "cm" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Why does the magnetic force not change the proton's speed?",
              explanation:
                "The force is always perpendicular to the velocity, so it does no work: it changes the " +
                "direction of motion but not the speed, and the proton moves on a circle.",
            },
            steps: [
              tutorStep({
                description: "Magnetic force",
                prompt: "What is the magnitude of the magnetic force on the proton?",
                expected: { value: force, unit: "N" },
                hints: [
                  "The velocity is perpendicular to the field.",
                  "$F = qvB$.",
                  `$F = ${texNumber(ELEMENTARY_CHARGE)} \\times ${texNumber(speed)} \\times ${texNumber(field)}$.`,
                ],
              }),
              tutorStep({
                description: "Momentum",
                prompt: "What is the proton's momentum $mv$?",
                expected: { value: momentum, unit: "kg*m/s" },
                hints: [
                  "Use the proton's mass.",
                  "Multiply mass by speed.",
                  `$p = ${texNumber(PROTON_MASS)} \\times ${texNumber(speed)}$.`,
                ],
              }),
              tutorStep({
                description: "Radius in metres",
                prompt: "What is the radius $r = mv/(qB)$ in metres?",
                expected: { value: radius, unit: "m" },
                hints: [
                  "Set the magnetic force equal to $mv^2/r$.",
                  "Solve for $r$: momentum divided by $qB$.",
                  `$r = ${texNumber(momentum)} / (${texNumber(ELEMENTARY_CHARGE)} \\times ${texNumber(field)})$.`,
                ],
              }),
              tutorStep({
                description: "Radius in centimetres",
                prompt: "What is the radius in centimetres?",
                expected: { value: radiusCentimetres, unit: "cm" },
                hints: ["A metre has 100 cm.", "Multiply by 100.", `$r = ${texNumber(radius)} \\times 100$.`],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "used-electron-mass",
              description: "Used the electron's mass",
              wrongAnswer: { value: (radiusCentimetres * ELECTRON_MASS) / PROTON_MASS, unit: "cm" },
              feedback: "The particle is a proton, about 1836 times heavier than an electron.",
            }),
            mistake({
              id: "speed-squared",
              description: "Solved $qvB = mv^2/r$ as $r = mv^2/(qB)$",
              wrongAnswer: { value: radiusCentimetres * speed, unit: "cm" },
              feedback:
                "One factor of $v$ cancels: $r = mv/(qB)$. Check the units: $mv^2/(qB)$ is not a length.",
            }),
            mistake({
              id: "metres-reported-as-centimetres",
              description: "Reported the radius in metres as if it were in centimetres",
              wrongAnswer: { value: radius, unit: "cm" },
              feedback: "$r = mv/(qB)$ comes out in metres with SI inputs; multiply by 100 for centimetres.",
            }),
          ],
          keyConcepts: [
            "A charge moving perpendicular to a uniform field moves on a circle.",
            "The magnetic force provides the centripetal force: $qvB = mv^2/r$.",
            "The radius $r = mv/(qB)$ is proportional to momentum, the basis of mass spectrometry.",
          ],
          realWorld:
            "Mass spectrometers and cyclotrons bend ions on circles in magnetic fields; the radius reveals " +
            "the ion's mass or sets the beam's path.",
        };
      },
    );
  },
};

const coilTorque: ProblemTemplate = {
  id: "magnetic-fields.coil-torque",
  subtopic: "magnetic-fields",
  levels: ["algebra", "calculus"],
  title: "Torque on a current-carrying coil",
  generate(random, level) {
    return generateSeparated(
      random,
      () => ({
        turns: random.between(100, 500, 10),
        width: random.between(2, 10, 0.5),
        height: random.between(2, 10, 0.5),
        current: random.between(0.5, 5, 0.1),
        field: random.between(0.1, 1, 0.05),
        angle: random.pick(ANGLES),
      }),
      ({ turns, width, height, current, field, angle }) => {
        const area = (width / 100) * (height / 100);
        const moment = turns * current * area;
        const sine = Math.sin(radians(angle));
        const torque = moment * field * sine;
        const method =
          level === "calculus"
            ? " The coil's potential energy is $U(\\theta) = -\\mu B\\cos\\theta$; find the torque as $|dU/d\\theta|$."
            : "";
        return {
          statement:
            `A rectangular coil of $N = ${tex(turns, "")}$ turns measures $a = ${tex(width, "cm")}$ by ` +
            `$b = ${tex(height, "cm")}$ and carries a current $I = ${tex(current, "A")}$. It sits in a uniform ` +
            `field $B = ${tex(field, "T")}$, with the normal to its plane at $\\theta = ${tex(angle, "deg")}$ ` +
            `to the field. What is the magnitude of the torque on the coil?${method}`,
          knowns: [
            known({ symbol: "N", name: "number of turns", value: turns, unit: "" }),
            known({ symbol: "a", name: "width of the coil", value: width, unit: "cm" }),
            known({ symbol: "b", name: "height of the coil", value: height, unit: "cm" }),
            known({ symbol: "I", name: "current", value: current, unit: "A" }),
            known({ symbol: "B", name: "magnetic field", value: field, unit: "T" }),
            known({
              symbol: "\\theta",
              name: "angle between the coil's normal and the field",
              value: angle,
              unit: "deg",
            }),
          ],
          unknown: { symbol: "\\tau", name: "magnitude of the torque", unit: "N*m" },
          answer: { value: torque, unit: "N*m" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Area of the coil in square metres",
              equation: "A = a b",
              substitution: `A = (${tex(width / 100, "m")})(${tex(height / 100, "m")})`,
              result: { symbol: "A", value: area, unit: "m^2" },
            }),
            solutionStep({
              principle: "Magnetic dipole moment of the coil",
              equation: "\\mu = N I A",
              substitution: `\\mu = (${texNumber(turns)})(${tex(current, "A")})(${tex(area, "m^2")})`,
              result: { symbol: "\\mu", value: moment, unit: "A*m^2" },
            }),
            solutionStep({
              principle: "Torque on a magnetic dipole",
              equation: "\\tau = \\left|\\frac{dU}{d\\theta}\\right| = \\mu B \\sin\\theta",
              substitution: `\\tau = (${tex(moment, "A*m^2")})(${tex(field, "T")})\\sin ${tex(angle, "deg")}`,
              result: { symbol: "\\tau", value: torque, unit: "N*m" },
            }),
          ],
          tutor: {
            warmup: {
              question: "In which orientation is the torque on a current loop in a magnetic field zero?",
              explanation:
                "When the loop's normal (its magnetic moment) is parallel to the field, $\\sin\\theta = 0$. " +
                "That is the stable orientation a compass needle or motor coil turns toward.",
            },
            steps: [
              tutorStep({
                description: "Area",
                prompt: "What is the area of the coil in square metres?",
                expected: { value: area, unit: "m^2" },
                hints: [
                  "Convert each side to metres first.",
                  "Multiply width by height.",
                  `$A = ${texNumber(width / 100)} \\times ${texNumber(height / 100)}$.`,
                ],
              }),
              tutorStep({
                description: "Magnetic moment",
                prompt: "What is the coil's magnetic moment $\\mu = NIA$?",
                expected: { value: moment, unit: "A*m^2" },
                hints: [
                  "Every turn contributes $IA$.",
                  "Multiply turns, current and area.",
                  `$\\mu = ${texNumber(turns)} \\times ${texNumber(current)} \\times ${texNumber(area)}$.`,
                ],
              }),
              tutorStep({
                description: "Sine of the angle",
                prompt: "What is $\\sin\\theta$?",
                expected: { value: sine, unit: "" },
                hints: [
                  "Use degree mode.",
                  "$\\theta$ is measured from the coil's normal, not its plane.",
                  `$\\sin ${tex(angle, "deg")}$.`,
                ],
              }),
              tutorStep({
                description: "Torque",
                prompt: "What is the magnitude of the torque?",
                expected: { value: torque, unit: "N*m" },
                hints: [
                  "$\\tau = \\mu B\\sin\\theta$.",
                  "Multiply the moment, the field and the sine.",
                  `$\\tau = ${texNumber(moment)} \\times ${texNumber(field)} \\times ${texNumber(sine)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "forgot-turns",
              description: "Left out the number of turns",
              wrongAnswer: { value: torque / turns, unit: "N*m" },
              feedback: "Each of the $N$ turns feels the same torque, so the moment is $NIA$.",
            }),
            mistake({
              id: "cosine-instead-of-sine",
              description: "Used $\\cos\\theta$ instead of $\\sin\\theta$",
              wrongAnswer: { value: moment * field * Math.cos(radians(angle)), unit: "N*m" },
              feedback:
                "With $\\theta$ measured from the normal, $\\tau = \\mu B\\sin\\theta$ (and $U = -\\mu B\\cos\\theta$).",
            }),
            mistake({
              id: "area-in-square-centimetres",
              description: "Used the area in square centimetres",
              wrongAnswer: { value: torque * 1e4, unit: "N*m" },
              feedback: "Convert the sides to metres: $1\\ \\mathrm{cm}^2 = 10^{-4}\\ \\mathrm{m}^2$.",
            }),
          ],
          keyConcepts: [
            "A current loop is a magnetic dipole with moment $\\mu = NIA$.",
            "The torque $\\tau = \\mu B\\sin\\theta$ turns the moment toward the field.",
            "Torque is minus the derivative of the potential energy $U = -\\mu B\\cos\\theta$ with respect to angle.",
          ],
          realWorld:
            "Electric motors and analog meters rely on this torque: a commutator keeps reversing the current " +
            "so the coil keeps turning.",
        };
      },
    );
  },
};

const loopAxisField: ProblemTemplate = {
  id: "magnetic-fields.loop-axis-field",
  subtopic: "magnetic-fields",
  levels: ["calculus"],
  title: "Field on the axis of a circular coil (Biot–Savart)",
  generate(random) {
    return generateSeparated(
      random,
      () => {
        const radius = random.between(4, 12, 1);
        return {
          turns: random.between(100, 500, 10),
          current: random.between(0.2, 2, 0.05),
          radius,
          axial: random.between(Math.ceil(radius / 2), 2 * radius, 1),
        };
      },
      ({ turns, current, radius, axial }) => {
        const loopRadius = radius / 100;
        const z = axial / 100;
        const slant = Math.sqrt(loopRadius * loopRadius + z * z);
        const projection = loopRadius / slant;
        const summedMagnitudes = (VACUUM_PERMEABILITY * turns * current * loopRadius) / (2 * slant * slant);
        const field = summedMagnitudes * projection;
        const microtesla = field * 1e6;
        return {
          statement:
            `A flat circular coil of $N = ${tex(turns, "")}$ turns and radius $R = ${tex(radius, "cm")}$ ` +
            `carries a current $I = ${tex(current, "A")}$. Using the Biot–Savart law, find the magnetic field ` +
            `(in µT) on the coil's axis at a distance $z = ${tex(axial, "cm")}$ from its centre. Use ` +
            `$${CONSTANT_LATEX.permeability}$.`,
          knowns: [
            known({ symbol: "N", name: "number of turns", value: turns, unit: "" }),
            known({ symbol: "I", name: "current", value: current, unit: "A" }),
            known({ symbol: "R", name: "radius of the coil", value: radius, unit: "cm" }),
            known({ symbol: "z", name: "distance along the axis", value: axial, unit: "cm" }),
          ],
          unknown: { symbol: "B", name: "magnetic field on the axis", unit: "uT" },
          answer: { value: microtesla, unit: "uT" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Every current element is the same distance from the point",
              equation: "s = \\sqrt{R^2 + z^2}",
              substitution: `s = \\sqrt{(${tex(loopRadius, "m")})^2 + (${tex(z, "m")})^2}`,
              result: { symbol: "s", value: slant, unit: "m" },
            }),
            solutionStep({
              principle:
                "Biot–Savart: $d\\vec l \\perp \\hat s$, and only the axial part $dB\\,R/s$ survives the integral",
              equation:
                "B = \\oint \\frac{\\mu_0 N I\\,dl}{4\\pi s^2}\\frac{R}{s} = \\frac{\\mu_0 N I R^2}{2 (R^2 + z^2)^{3/2}}",
              substitution: `B = \\frac{(${tex(VACUUM_PERMEABILITY, "T*m/A")})(${texNumber(turns)})(${tex(current, "A")})(${tex(loopRadius, "m")})^2}{2(${tex(slant, "m")})^3}`,
              result: { symbol: "B", value: microtesla, unit: "uT" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "On the axis of a current loop, why do the field contributions perpendicular to the axis cancel?",
              explanation:
                "Elements on opposite sides of the loop give contributions with equal axial parts and " +
                "opposite sideways parts. Integrating around the loop, the sideways parts cancel.",
            },
            steps: [
              tutorStep({
                description: "Distance to each element",
                prompt: "How far is each current element from the field point, $s = \\sqrt{R^2 + z^2}$?",
                expected: { value: slant, unit: "m" },
                hints: [
                  "The centre, an element and the point form a right triangle.",
                  "The legs are $R$ and $z$ in metres.",
                  `$s = \\sqrt{${texNumber(loopRadius)}^2 + ${texNumber(z)}^2}$.`,
                ],
              }),
              tutorStep({
                description: "Axial fraction",
                prompt: "What fraction $R/s$ of each contribution $dB$ points along the axis?",
                expected: { value: projection, unit: "" },
                hints: [
                  "$d\\vec B$ is perpendicular to the line from the element to the point.",
                  "Its angle to the axis has cosine $R/s$.",
                  `$R/s = ${texNumber(loopRadius)}/${texNumber(slant)}$.`,
                ],
              }),
              tutorStep({
                description: "Sum of the magnitudes",
                prompt: "What is $\\oint \\mu_0 N I\\,dl/(4\\pi s^2) = \\mu_0 N I R/(2 s^2)$ in tesla?",
                expected: { value: summedMagnitudes, unit: "T" },
                hints: [
                  "$d\\vec l$ is perpendicular to $\\hat s$, so $|d\\vec l \\times \\hat s| = dl$.",
                  "The loop length is $2\\pi R$ per turn.",
                  `$${texNumber(VACUUM_PERMEABILITY)} \\times ${texNumber(turns)} \\times ${texNumber(current)} \\times ${texNumber(loopRadius)} / (2 \\times ${texNumber(slant)}^2)$.`,
                ],
              }),
              tutorStep({
                description: "Axial field in tesla",
                prompt: "What is the field $B$ on the axis, in tesla?",
                expected: { value: field, unit: "T" },
                hints: [
                  "Keep only the axial components.",
                  "Multiply the summed magnitude by $R/s$.",
                  `$B = ${texNumber(summedMagnitudes)} \\times ${texNumber(projection)}$.`,
                ],
              }),
              tutorStep({
                description: "Field in microtesla",
                prompt: "What is $B$ in microtesla?",
                expected: { value: microtesla, unit: "uT" },
                hints: [
                  "Micro means $10^{-6}$.",
                  "Multiply the tesla value by $10^6$.",
                  `$B = ${texNumber(field)} \\times 10^6\\ \\mu\\mathrm{T}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "centre-formula",
              description: "Used the field at the centre, $\\mu_0 N I/(2R)$",
              wrongAnswer: {
                value: ((VACUUM_PERMEABILITY * turns * current) / (2 * loopRadius)) * 1e6,
                unit: "uT",
              },
              feedback:
                "The point is off the centre: the distance to the wire is $\\sqrt{R^2+z^2}$, and only the axial part counts.",
            }),
            mistake({
              id: "no-projection",
              description: "Added the magnitudes $dB$ without taking their axial components",
              wrongAnswer: { value: summedMagnitudes * 1e6, unit: "uT" },
              feedback: "The sideways parts cancel; multiply each $dB$ by $R/s$ before integrating.",
            }),
            mistake({
              id: "forgot-turns",
              description: "Left out the number of turns",
              wrongAnswer: { value: microtesla / turns, unit: "uT" },
              feedback: "Each turn adds the same field, so multiply by $N$.",
            }),
          ],
          keyConcepts: [
            "The Biot–Savart law gives the field of each current element; the total is an integral.",
            "Symmetry cancels the components perpendicular to the axis.",
            "At $z = 0$ the result reduces to $\\mu_0 N I/(2R)$, and far away it falls off as $1/z^3$ like a dipole.",
          ],
          realWorld:
            "Pairs of such coils (Helmholtz coils) create the uniform fields used to calibrate magnetometers " +
            "and to cancel Earth's field in experiments.",
        };
      },
    );
  },
};

/** Templates of the subtopic "magnetic-fields". */
export const templates: ProblemTemplate[] = [
  forceOnMovingCharge,
  straightWireField,
  protonOrbit,
  coilTorque,
  loopAxisField,
];
