/**
 * Problem templates for the subtopic "electric-potential": potential of a point charge, energy
 * gained across a potential difference, capacitor energy, work by the field (an integral of the
 * force) and the field as minus the gradient of the potential.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import {
  CONSTANT_LATEX,
  COULOMB_CONSTANT,
  ELECTRON_MASS,
  ELEMENTARY_CHARGE,
  PROTON_MASS,
  VACUUM_PERMITTIVITY,
} from "./electromagnetic-constants";
import { generateSeparated, pointChargeInSi, tex, texNumber } from "./template-helpers";

const pointChargePotential: ProblemTemplate = {
  id: "electric-potential.point-charge-potential",
  subtopic: "electric-potential",
  levels: ["high-school", "algebra"],
  title: "Potential near a charged sphere",
  generate(random) {
    return generateSeparated(
      random,
      () => ({ charge: random.between(1, 20, 0.5), distance: random.between(5, 50, 0.5) }),
      ({ charge, distance }) => {
        const q = charge * 1e-9;
        const r = distance / 100;
        const kq = COULOMB_CONSTANT * q;
        const potential = kq / r;
        return {
          statement:
            `A small metal sphere carries a charge $q = ${tex(charge, "nC")}$. Taking the potential to be ` +
            `zero infinitely far away and using $${CONSTANT_LATEX.coulomb}$, find the electric potential at a ` +
            `point $r = ${tex(distance, "cm")}$ from the sphere's centre.`,
          knowns: [
            known({ symbol: "q", name: "charge of the sphere", value: charge, unit: "nC" }),
            known({ symbol: "r", name: "distance from the centre", value: distance, unit: "cm" }),
          ],
          unknown: { symbol: "V", name: "electric potential", unit: "V" },
          answer: { value: potential, unit: "V" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Convert to SI units",
              equation:
                "1\\ \\mathrm{nC} = 10^{-9}\\ \\mathrm{C},\\quad 1\\ \\mathrm{cm} = 10^{-2}\\ \\mathrm{m}",
              substitution: `q = ${tex(q, "C")},\\ r = ${tex(r, "m")}`,
              result: { symbol: "r", value: r, unit: "m" },
            }),
            solutionStep({
              principle: "Potential of a point charge (zero at infinity)",
              equation: "V = k\\frac{q}{r}",
              substitution: `V = \\frac{(${tex(COULOMB_CONSTANT, "N*m^2/C^2")})(${tex(q, "C")})}{${tex(r, "m")}}`,
              result: { symbol: "V", value: potential, unit: "V" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "Potential and field both come from the same charge. Which one falls off as $1/r$ and which as $1/r^2$?",
              explanation:
                "The potential (energy per unit charge) falls off as $1/r$; the field (force per unit charge) " +
                "falls off as $1/r^2$. Potential is a scalar, so no direction is needed.",
            },
            steps: [
              ...pointChargeInSi({ charge, q, distance, r }),
              tutorStep({
                description: "Product kq",
                prompt: "What is $kq$ (in V·m)?",
                expected: { value: kq, unit: "V*m" },
                hints: [
                  "Multiply the Coulomb constant by the charge in coulombs.",
                  `$k \\approx ${texNumber(COULOMB_CONSTANT)}$ in SI units.`,
                  `$kq = ${texNumber(COULOMB_CONSTANT)} \\times ${texNumber(q)}$.`,
                ],
              }),
              tutorStep({
                description: "Potential",
                prompt: "What is the potential $V$ at the point?",
                expected: { value: potential, unit: "V" },
                hints: [
                  "The potential of a point charge is $kq/r$.",
                  "Divide $kq$ by the distance in metres (not squared).",
                  `$V = ${texNumber(kq)} / ${texNumber(r)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "squared-distance",
              description: "Divided by $r^2$, as for the field",
              wrongAnswer: { value: kq / (r * r), unit: "V" },
              feedback: "$kq/r^2$ is the field. The potential of a point charge falls off as $1/r$.",
            }),
            mistake({
              id: "distance-left-in-centimetres",
              description: "Used the distance in centimetres",
              wrongAnswer: { value: kq / distance, unit: "V" },
              feedback: "Convert the distance to metres; $k$ is in SI units.",
            }),
          ],
          keyConcepts: [
            "Electric potential is potential energy per unit charge, a scalar measured in volts.",
            "The potential of a point charge is $kq/r$, taking zero at infinity.",
            "Positive charges create positive potentials around them.",
          ],
          realWorld:
            "A Van de Graaff generator's dome reaches hundreds of kilovolts because the charge it collects " +
            "sets a large potential $kq/R$ at its surface.",
        };
      },
    );
  },
};

const PARTICLES = [
  {
    name: "electron",
    article: "An electron",
    mass: ELECTRON_MASS,
    massLatex: CONSTANT_LATEX.electronMass,
    otherMass: PROTON_MASS,
    otherName: "proton",
    voltage: [20, 900, 1],
  },
  {
    name: "proton",
    article: "A proton",
    mass: PROTON_MASS,
    massLatex: CONSTANT_LATEX.protonMass,
    otherMass: ELECTRON_MASS,
    otherName: "electron",
    voltage: [100, 9000, 10],
  },
] as const;

const acceleratedParticle: ProblemTemplate = {
  id: "electric-potential.accelerated-particle-speed",
  subtopic: "electric-potential",
  levels: ["high-school", "algebra"],
  title: "Speed gained across a potential difference",
  generate(random) {
    return generateSeparated(
      random,
      () => {
        const particle = random.pick(PARTICLES);
        const [minimum, maximum, step] = particle.voltage;
        return { particle, voltage: random.between(minimum, maximum, step) };
      },
      ({ particle, voltage }) => {
        const energy = ELEMENTARY_CHARGE * voltage;
        const speedSquared = (2 * energy) / particle.mass;
        const speed = Math.sqrt(speedSquared);
        return {
          statement:
            `${particle.article} starts from rest and is accelerated through a potential difference of ` +
            `$\\Delta V = ${tex(voltage, "V")}$ in a vacuum tube. Find its final speed (it stays far below ` +
            `the speed of light, so use classical mechanics). Use $${CONSTANT_LATEX.charge}$ and ` +
            `$${particle.massLatex}$.`,
          knowns: [
            known({
              symbol: "\\Delta V",
              name: "accelerating potential difference",
              value: voltage,
              unit: "V",
            }),
          ],
          unknown: { symbol: "v", name: `final speed of the ${particle.name}`, unit: "m/s" },
          answer: { value: speed, unit: "m/s" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "The field's work becomes kinetic energy: the charge gains $e\\Delta V$",
              equation: "K = e\\,\\Delta V",
              substitution: `K = (${tex(ELEMENTARY_CHARGE, "C")})(${tex(voltage, "V")})`,
              result: { symbol: "K", value: energy, unit: "J" },
            }),
            solutionStep({
              principle: "Kinetic energy from rest",
              equation: "\\tfrac12 m v^2 = K \\;\\Rightarrow\\; v = \\sqrt{\\frac{2K}{m}}",
              substitution: `v = \\sqrt{\\frac{2(${tex(energy, "J")})}{${tex(particle.mass, "kg")}}}`,
              result: { symbol: "v", value: speed, unit: "m/s" },
            }),
          ],
          tutor: {
            warmup: {
              question: `How much kinetic energy, in electronvolts, does the ${particle.name} gain?`,
              explanation:
                "A charge $e$ falling through a potential difference of 1 V gains 1 eV of kinetic energy, " +
                `so the ${particle.name} gains as many electronvolts as there are volts.`,
            },
            steps: [
              tutorStep({
                description: "Energy in electronvolts",
                prompt: "What kinetic energy does the particle gain, in eV?",
                expected: { value: voltage, unit: "eV" },
                hints: [
                  "The charge of the particle has magnitude $e$.",
                  "$K = e\\Delta V$; with $e$ as the unit this is simply the voltage in eV.",
                  `$K = ${texNumber(voltage)}\\ \\mathrm{eV}$.`,
                ],
              }),
              tutorStep({
                description: "Energy in joules",
                prompt: "What is that kinetic energy in joules?",
                expected: { value: energy, unit: "J" },
                hints: [
                  "1 eV is $1.602 \\times 10^{-19}$ J.",
                  "Multiply the energy in eV by the elementary charge.",
                  `$K = ${texNumber(voltage)} \\times ${texNumber(ELEMENTARY_CHARGE)}\\ \\mathrm{J}$.`,
                ],
              }),
              tutorStep({
                description: "Speed squared",
                prompt: "What is $v^2 = 2K/m$?",
                expected: { value: speedSquared, unit: "m^2/s^2" },
                hints: [
                  "Start from $K = \\tfrac12 m v^2$.",
                  `Double the energy and divide by the ${particle.name} mass.`,
                  `$v^2 = 2 \\times ${texNumber(energy)} / ${texNumber(particle.mass)}$.`,
                ],
              }),
              tutorStep({
                description: "Final speed",
                prompt: "What is the final speed $v$?",
                expected: { value: speed, unit: "m/s" },
                hints: [
                  "Undo the square.",
                  "Take the square root of $v^2$.",
                  `$v = \\sqrt{${texNumber(speedSquared)}}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "forgot-factor-two",
              description: "Used $K = m v^2$ (dropped the one half)",
              wrongAnswer: { value: speed / Math.SQRT2, unit: "m/s" },
              feedback: "Kinetic energy is $\\tfrac12 m v^2$, so $v = \\sqrt{2K/m}$.",
            }),
            mistake({
              id: "wrong-particle-mass",
              description: `Used the ${particle.otherName} mass`,
              wrongAnswer: { value: Math.sqrt((2 * energy) / particle.otherMass), unit: "m/s" },
              feedback: `The particle is a ${particle.name}; use its own mass.`,
            }),
            mistake({
              id: "volts-as-joules",
              description: "Used the voltage as if it were the energy in joules",
              wrongAnswer: { value: Math.sqrt((2 * voltage) / particle.mass), unit: "m/s" },
              feedback:
                "A potential difference is energy per charge: multiply by the charge $e$ to get joules.",
            }),
          ],
          keyConcepts: [
            "Crossing a potential difference $\\Delta V$ changes a charge's energy by $q\\Delta V$.",
            "One electronvolt is the energy a charge $e$ gains across 1 V.",
            "Energy conservation links the potential difference to the final speed.",
          ],
          realWorld:
            "Electron microscopes and X-ray tubes accelerate electrons through set voltages; the voltage " +
            "fixes the electrons' energy and so the resolution or the X-ray energy.",
        };
      },
    );
  },
};

const capacitorEnergy: ProblemTemplate = {
  id: "electric-potential.capacitor-energy",
  subtopic: "electric-potential",
  levels: ["high-school", "algebra"],
  title: "Energy stored in a parallel-plate capacitor",
  generate(random) {
    return generateSeparated(
      random,
      () => ({
        area: random.between(50, 300, 10),
        gap: random.between(0.5, 2.5, 0.05),
        voltage: random.between(20, 200, 5),
      }),
      ({ area, gap, voltage }) => {
        const areaSquareMetres = area * 1e-4;
        const gapMetres = gap / 1000;
        const capacitance = (VACUUM_PERMITTIVITY * areaSquareMetres) / gapMetres;
        const energy = 0.5 * capacitance * voltage * voltage;
        const energyNanojoules = energy * 1e9;
        return {
          statement:
            `An air-filled parallel-plate capacitor has plates of area $A = ${tex(area, "cm^2")}$ separated ` +
            `by $d = ${tex(gap, "mm")}$. It is connected to a $V = ${tex(voltage, "V")}$ supply. Using ` +
            `$${CONSTANT_LATEX.permittivity}$, how much energy (in nJ) is stored in the capacitor?`,
          knowns: [
            known({ symbol: "A", name: "plate area", value: area, unit: "cm^2" }),
            known({ symbol: "d", name: "plate separation", value: gap, unit: "mm" }),
            known({ symbol: "V", name: "voltage across the plates", value: voltage, unit: "V" }),
          ],
          unknown: { symbol: "U", name: "stored energy", unit: "nJ" },
          answer: { value: energyNanojoules, unit: "nJ" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Convert area and gap to SI units",
              equation:
                "1\\ \\mathrm{cm}^2 = 10^{-4}\\ \\mathrm{m}^2,\\quad 1\\ \\mathrm{mm} = 10^{-3}\\ \\mathrm{m}",
              substitution: `A = ${tex(areaSquareMetres, "m^2")},\\ d = ${tex(gapMetres, "m")}`,
              result: { symbol: "A", value: areaSquareMetres, unit: "m^2" },
            }),
            solutionStep({
              principle: "Capacitance of parallel plates",
              equation: "C = \\frac{\\varepsilon_0 A}{d}",
              substitution: `C = \\frac{(${tex(VACUUM_PERMITTIVITY, "F/m")})(${tex(areaSquareMetres, "m^2")})}{${tex(gapMetres, "m")}}`,
              result: { symbol: "C", value: capacitance * 1e12, unit: "pF" },
            }),
            solutionStep({
              principle: "Energy stored by a capacitor",
              equation: "U = \\tfrac12 C V^2",
              substitution: `U = \\tfrac12 (${tex(capacitance, "F")})(${tex(voltage, "V")})^2`,
              result: { symbol: "U", value: energyNanojoules, unit: "nJ" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "If the voltage across a capacitor is doubled, by what factor does its stored energy change?",
              explanation:
                "The charge doubles and so does the voltage, so $U = \\tfrac12 CV^2$ grows by a factor of four.",
            },
            steps: [
              tutorStep({
                description: "Plate area in square metres",
                prompt: "What is $A$ in square metres?",
                expected: { value: areaSquareMetres, unit: "m^2" },
                hints: [
                  "A square metre is $100\\ \\mathrm{cm} \\times 100\\ \\mathrm{cm}$.",
                  "So $1\\ \\mathrm{cm}^2 = 10^{-4}\\ \\mathrm{m}^2$.",
                  `$A = ${texNumber(area)} \\times 10^{-4}\\ \\mathrm{m}^2$.`,
                ],
              }),
              tutorStep({
                description: "Gap in metres",
                prompt: "What is $d$ in metres?",
                expected: { value: gapMetres, unit: "m" },
                hints: ["There are 1000 mm in a metre.", "Divide by 1000.", `$d = ${texNumber(gap)}/1000$.`],
              }),
              tutorStep({
                description: "Capacitance",
                prompt: "What is the capacitance $C$, in picofarads?",
                expected: { value: capacitance * 1e12, unit: "pF" },
                hints: [
                  "For parallel plates $C = \\varepsilon_0 A / d$.",
                  "Use SI units, then convert farads to picofarads ($\\times 10^{12}$).",
                  `$C = ${texNumber(VACUUM_PERMITTIVITY)} \\times ${texNumber(areaSquareMetres)} / ${texNumber(gapMetres)}\\ \\mathrm{F}$.`,
                ],
              }),
              tutorStep({
                description: "Stored energy",
                prompt: "How much energy is stored, in nanojoules?",
                expected: { value: energyNanojoules, unit: "nJ" },
                hints: [
                  "Use $U = \\tfrac12 C V^2$.",
                  "Use $C$ in farads, then convert joules to nanojoules ($\\times 10^{9}$).",
                  `$U = 0.5 \\times ${texNumber(capacitance)} \\times ${texNumber(voltage)}^2\\ \\mathrm{J}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "area-converted-as-length",
              description:
                "Converted $\\mathrm{cm}^2$ to $\\mathrm{m}^2$ by dividing by 100 instead of 10 000",
              wrongAnswer: { value: energyNanojoules * 100, unit: "nJ" },
              feedback:
                "An area conversion squares the length factor: $1\\ \\mathrm{cm}^2 = (10^{-2}\\ \\mathrm{m})^2 = 10^{-4}\\ \\mathrm{m}^2$.",
            }),
            mistake({
              id: "forgot-one-half",
              description: "Used $U = CV^2$",
              wrongAnswer: { value: energyNanojoules * 2, unit: "nJ" },
              feedback:
                "Charging gets harder as charge builds up, so the stored energy is $\\tfrac12 CV^2$, not $CV^2$.",
            }),
            mistake({
              id: "gap-left-in-millimetres",
              description: "Used the gap in millimetres",
              wrongAnswer: { value: energyNanojoules / 1000, unit: "nJ" },
              feedback: "Convert the plate separation to metres before dividing.",
            }),
          ],
          keyConcepts: [
            "Parallel-plate capacitance grows with plate area and shrinks with plate separation.",
            "A capacitor stores energy $\\tfrac12 CV^2$ in the electric field between its plates.",
            "Area conversions square the length conversion factor.",
          ],
          realWorld:
            "Touchscreens sense a finger by the change in small capacitances, and camera flashes dump the " +
            "energy stored in a charged capacitor into the flash tube.",
        };
      },
    );
  },
};

const workByField: ProblemTemplate = {
  id: "electric-potential.work-by-field",
  subtopic: "electric-potential",
  levels: ["algebra", "calculus"],
  title: "Work done by a point charge's field",
  generate(random, level) {
    return generateSeparated(
      random,
      () => ({
        // Q up to 0.9 µC keeps the field at 10 cm below the breakdown field of air (about 3 MV/m).
        sourceCharge: random.between(0.1, 0.9, 0.01),
        testCharge: random.between(10, 50, 1),
        start: random.between(10, 20, 0.5),
        end: random.between(30, 60, 1),
      }),
      ({ sourceCharge, testCharge, start, end }) => {
        const source = sourceCharge * 1e-6;
        const test = testCharge * 1e-9;
        const rStart = start / 100;
        const rEnd = end / 100;
        const potentialStart = (COULOMB_CONSTANT * source) / rStart;
        const potentialEnd = (COULOMB_CONSTANT * source) / rEnd;
        const energyChange = test * (potentialEnd - potentialStart);
        const work = -energyChange;
        const workMillijoules = work * 1000;
        const method =
          level === "calculus"
            ? "Compute it as the integral $W = \\int_{r_A}^{r_B} F(r)\\,dr$ of the Coulomb force."
            : "Use the change in electric potential energy.";
        return {
          statement:
            `A charge $Q = ${tex(sourceCharge, "uC")}$ is fixed in place. A small charge ` +
            `$q = ${tex(testCharge, "nC")}$ is moved straight outward from $r_A = ${tex(start, "cm")}$ to ` +
            `$r_B = ${tex(end, "cm")}$ from $Q$. How much work (in mJ) does the electric field of $Q$ do on ` +
            `$q$? ${method} Use $${CONSTANT_LATEX.coulomb}$.`,
          knowns: [
            known({ symbol: "Q", name: "fixed charge", value: sourceCharge, unit: "uC" }),
            known({ symbol: "q", name: "moving charge", value: testCharge, unit: "nC" }),
            known({ symbol: "r_A", name: "starting distance", value: start, unit: "cm" }),
            known({ symbol: "r_B", name: "final distance", value: end, unit: "cm" }),
          ],
          unknown: { symbol: "W", name: "work done by the electric field", unit: "mJ" },
          answer: { value: workMillijoules, unit: "mJ" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Potential of $Q$ at the start and at the end",
              equation: "V = \\frac{kQ}{r}",
              substitution: `V_A = \\frac{kQ}{${tex(rStart, "m")}} = ${tex(potentialStart, "V")},\\ V_B = \\frac{kQ}{${tex(rEnd, "m")}} = ${tex(potentialEnd, "V")}`,
              result: { symbol: "V_B", value: potentialEnd, unit: "V" },
            }),
            solutionStep({
              principle: "The work of a conservative force is minus the change in potential energy",
              equation:
                "W = \\int_{r_A}^{r_B} \\frac{kQq}{r^2}\\,dr = kQq\\left(\\frac{1}{r_A} - \\frac{1}{r_B}\\right) = -q\\,(V_B - V_A)",
              substitution: `W = -(${tex(test, "C")})(${tex(potentialEnd, "V")} - ${tex(potentialStart, "V")})`,
              result: { symbol: "W", value: workMillijoules, unit: "mJ" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "Two positive charges repel. When $q$ moves away from $Q$, does the field do positive or negative work on it?",
              explanation:
                "The repulsive force points outward, along the displacement, so the field does positive work " +
                "and the potential energy of the pair decreases.",
            },
            steps: [
              tutorStep({
                description: "Potential at the start",
                prompt: "What is the potential $V_A$ of $Q$ at $r_A$?",
                expected: { value: potentialStart, unit: "V" },
                hints: [
                  "Use $V = kQ/r$ with $Q$ in coulombs.",
                  "Convert $r_A$ to metres.",
                  `$V_A = ${texNumber(COULOMB_CONSTANT)} \\times ${texNumber(source)} / ${texNumber(rStart)}$.`,
                ],
              }),
              tutorStep({
                description: "Potential at the end",
                prompt: "What is the potential $V_B$ of $Q$ at $r_B$?",
                expected: { value: potentialEnd, unit: "V" },
                hints: [
                  "Same formula at the new distance.",
                  "Convert $r_B$ to metres.",
                  `$V_B = ${texNumber(COULOMB_CONSTANT)} \\times ${texNumber(source)} / ${texNumber(rEnd)}$.`,
                ],
              }),
              tutorStep({
                description: "Change in potential energy",
                prompt: "What is the change in potential energy $\\Delta U = q(V_B - V_A)$, in mJ?",
                expected: { value: energyChange * 1000, unit: "mJ" },
                hints: [
                  "Final minus initial.",
                  "Multiply the potential difference by $q$ in coulombs; the result is negative here.",
                  `$\\Delta U = ${texNumber(test)} \\times (${texNumber(potentialEnd)} - ${texNumber(potentialStart)})\\ \\mathrm{J}$.`,
                ],
              }),
              tutorStep({
                description: "Work done by the field",
                prompt: "How much work $W$ does the field do, in mJ?",
                expected: { value: workMillijoules, unit: "mJ" },
                hints: [
                  "The field's work and the potential energy change are linked by a sign.",
                  "$W = -\\Delta U$.",
                  `$W = -(${tex(energyChange * 1000, "mJ")})$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "wrong-sign",
              description: "Took the work as $+\\Delta U$ (the sign of the potential-energy change)",
              wrongAnswer: { value: -workMillijoules, unit: "mJ" },
              feedback:
                "The work done by the field equals minus the change in potential energy. A repulsive force on an outward move does positive work.",
            }),
            mistake({
              id: "used-force-law",
              description: "Used $1/r^2$ (the force law) instead of $1/r$ in the energy",
              wrongAnswer: {
                value: COULOMB_CONSTANT * source * test * (1 / (rStart * rStart) - 1 / (rEnd * rEnd)) * 1000,
                unit: "mJ",
              },
              feedback: "Integrating $1/r^2$ gives $1/r$: potential energy is $kQq/r$, not $kQq/r^2$.",
            }),
            mistake({
              id: "initial-energy-only",
              description: "Used only the starting potential energy $kQq/r_A$",
              wrongAnswer: { value: ((COULOMB_CONSTANT * source * test) / rStart) * 1000, unit: "mJ" },
              feedback:
                "The charge stops at $r_B$, not at infinity: subtract the potential energy it still has there.",
            }),
          ],
          keyConcepts: [
            "The electric force is conservative: its work depends only on the end points.",
            "The work done by the field is $W = -\\Delta U = -q\\,\\Delta V$.",
            "Integrating the inverse-square force gives the $1/r$ potential energy.",
          ],
          realWorld:
            "In a particle accelerator, the energy a particle gains between electrodes is exactly the work " +
            "the field does, fixed by the potential difference.",
        };
      },
    );
  },
};

const fieldFromPotential: ProblemTemplate = {
  id: "electric-potential.field-from-potential",
  subtopic: "electric-potential",
  levels: ["calculus"],
  title: "Field from a potential function",
  generate(random) {
    return generateSeparated(
      random,
      () => ({
        cubic: random.between(20, 80, 1),
        linear: random.between(10, 60, 1),
        position: random.between(1, 3, 0.1),
      }),
      ({ cubic, linear, position }) => {
        const cubicSlope = 3 * cubic * position * position;
        const slope = cubicSlope + linear;
        const field = -slope;
        const potential = cubic * position ** 3 + linear * position;
        return {
          statement:
            "Along the $x$ axis in a region of space the electric potential is $V(x) = a x^3 + b x$, with " +
            `$a = ${tex(cubic, "V/m^3")}$ and $b = ${tex(linear, "V/m")}$. Find the $x$ component of the ` +
            `electric field at $x = ${tex(position, "m")}$ (give its sign).`,
          knowns: [
            known({ symbol: "a", name: "cubic coefficient of the potential", value: cubic, unit: "V/m^3" }),
            known({ symbol: "b", name: "linear coefficient of the potential", value: linear, unit: "V/m" }),
            known({ symbol: "x", name: "position", value: position, unit: "m" }),
          ],
          unknown: { symbol: "E_x", name: "x component of the electric field", unit: "V/m" },
          answer: { value: field, unit: "V/m" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Differentiate the potential",
              equation: "\\frac{dV}{dx} = 3 a x^2 + b",
              substitution: `\\frac{dV}{dx} = 3(${tex(cubic, "V/m^3")})(${tex(position, "m")})^2 + ${tex(linear, "V/m")}`,
              result: { symbol: "dV/dx", value: slope, unit: "V/m" },
            }),
            solutionStep({
              principle: "The field points down the potential gradient",
              equation: "E_x = -\\frac{dV}{dx}",
              substitution: `E_x = -${tex(slope, "V/m")}`,
              result: { symbol: "E_x", value: field, unit: "V/m" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Does the electric field point toward higher or lower potential?",
              explanation:
                "Toward lower potential: $E_x = -dV/dx$, so where $V$ increases with $x$ the field points in " +
                "the $-x$ direction. A positive charge released there slides downhill in potential.",
            },
            steps: [
              tutorStep({
                description: "Potential at the point",
                prompt: "What is the potential $V$ at the given $x$?",
                expected: { value: potential, unit: "V" },
                hints: [
                  "Substitute $x$ into $V(x)$.",
                  "Cube $x$ for the first term.",
                  `$V = ${texNumber(cubic)} \\times ${texNumber(position)}^3 + ${texNumber(linear)} \\times ${texNumber(position)}$.`,
                ],
              }),
              tutorStep({
                description: "Derivative of the cubic term",
                prompt: "What is the derivative of $a x^3$ at this $x$?",
                expected: { value: cubicSlope, unit: "V/m" },
                hints: [
                  "Use the power rule.",
                  "$\\frac{d}{dx}(a x^3) = 3 a x^2$.",
                  `$3 \\times ${texNumber(cubic)} \\times ${texNumber(position)}^2$.`,
                ],
              }),
              tutorStep({
                description: "Full derivative",
                prompt: "What is $dV/dx$ at this $x$?",
                expected: { value: slope, unit: "V/m" },
                hints: [
                  "Differentiate term by term.",
                  "The derivative of $b x$ is $b$.",
                  `$dV/dx = ${texNumber(cubicSlope)} + ${texNumber(linear)}$.`,
                ],
              }),
              tutorStep({
                description: "Field component",
                prompt: "What is $E_x$, with its sign?",
                expected: { value: field, unit: "V/m" },
                hints: [
                  "The field is related to the slope of the potential.",
                  "$E_x = -dV/dx$.",
                  `$E_x = -${texNumber(slope)}\\ \\mathrm{V/m}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "dropped-minus-sign",
              description: "Took $E_x = +dV/dx$",
              wrongAnswer: { value: slope, unit: "V/m" },
              feedback: "The field points toward decreasing potential: $E_x = -dV/dx$.",
            }),
            mistake({
              id: "potential-over-distance",
              description: "Used $E = -V/x$ as if the field were uniform",
              wrongAnswer: { value: -potential / position, unit: "V/m" },
              feedback:
                "$V/d$ works only for a uniform field. Here the potential is not linear in $x$, so differentiate.",
            }),
          ],
          keyConcepts: [
            "The electric field is minus the gradient of the potential: $E_x = -\\partial V/\\partial x$.",
            "Field lines point from high to low potential.",
            "$E = V/d$ holds only where the field is uniform (potential linear in position).",
          ],
          realWorld:
            "Engineers designing electron lenses and ion traps compute the potential on a grid and take its " +
            "gradient to find the fields that steer the particles.",
        };
      },
    );
  },
};

/** Templates of the subtopic "electric-potential". */
export const templates: ProblemTemplate[] = [
  pointChargePotential,
  acceleratedParticle,
  capacitorEnergy,
  workByField,
  fieldFromPotential,
];
