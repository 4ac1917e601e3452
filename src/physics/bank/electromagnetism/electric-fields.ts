/**
 * Problem templates for the subtopic "electric-fields": Coulomb's law, fields of point charges,
 * superposition, a continuous ring of charge and an electron moving through a uniform field.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, siConversionStep, solutionStep, tutorStep } from "../template-kit";
import {
  CONSTANT_LATEX,
  COULOMB_CONSTANT,
  ELECTRON_MASS,
  ELEMENTARY_CHARGE,
  PROTON_MASS,
} from "./electromagnetic-constants";
import { generateSeparated, pointChargeInSi, scaled, tex, texNumber } from "./template-helpers";

const coulombForce: ProblemTemplate = {
  id: "electric-fields.coulomb-force",
  subtopic: "electric-fields",
  levels: ["high-school", "algebra"],
  title: "Force between two charged spheres",
  generate(random) {
    return generateSeparated(
      random,
      () => ({
        chargeOne: random.between(1, 9, 0.1),
        chargeTwo: random.between(1, 9, 0.1) * random.pick([1, -1]),
        distance: random.between(5, 50, 0.5),
      }),
      ({ chargeOne, chargeTwo, distance }) => {
        const q1 = chargeOne * 1e-6;
        const q2 = chargeTwo * 1e-6;
        const r = distance / 100;
        const product = Math.abs(q1 * q2);
        const force = (COULOMB_CONSTANT * product) / (r * r);
        const nature = chargeTwo < 0 ? "attractive (opposite signs)" : "repulsive (like signs)";
        return {
          statement:
            `Two small charged spheres are held with their centres $r = ${tex(distance, "cm")}$ apart. ` +
            `One carries $q_1 = ${tex(chargeOne, "uC")}$ and the other $q_2 = ${tex(chargeTwo, "uC")}$. ` +
            `Treating them as point charges and using $${CONSTANT_LATEX.coulomb}$, find the magnitude ` +
            "of the electric force that each sphere exerts on the other.",
          knowns: [
            known({ symbol: "q_1", name: "charge of the first sphere", value: chargeOne, unit: "uC" }),
            known({ symbol: "q_2", name: "charge of the second sphere", value: chargeTwo, unit: "uC" }),
            known({ symbol: "r", name: "distance between the centres", value: distance, unit: "cm" }),
          ],
          unknown: { symbol: "F", name: "magnitude of the electric force", unit: "N" },
          answer: { value: force, unit: "N" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Convert the charges and the distance to SI units",
              equation:
                "1\\ \\mu\\mathrm{C} = 10^{-6}\\ \\mathrm{C},\\quad 1\\ \\mathrm{cm} = 10^{-2}\\ \\mathrm{m}",
              substitution: `q_1 = ${tex(q1, "C")},\\ q_2 = ${tex(q2, "C")},\\ r = ${tex(r, "m")}`,
              result: { symbol: "r", value: r, unit: "m" },
            }),
            solutionStep({
              principle: `Coulomb's law gives the magnitude; the force is ${nature}`,
              equation: "F = k\\frac{|q_1 q_2|}{r^2}",
              substitution: `F = (${tex(COULOMB_CONSTANT, "N*m^2/C^2")})\\frac{${tex(product, "C^2")}}{(${tex(r, "m")})^2}`,
              result: { symbol: "F", value: force, unit: "N" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "If the distance between the two spheres were doubled, by what factor would the force change?",
              explanation:
                "Coulomb's force falls off as the inverse square of the distance, so doubling the distance " +
                "divides the force by four. This is why the distance must be squared, and in metres.",
            },
            steps: [
              tutorStep({
                description: "Convert the first charge to coulombs",
                prompt: "What is $q_1$ in coulombs?",
                expected: { value: q1, unit: "C" },
                hints: [
                  "The prefix micro means one millionth.",
                  "Multiply the number of microcoulombs by $10^{-6}$.",
                  `$q_1 = ${texNumber(chargeOne)} \\times 10^{-6}\\ \\mathrm{C}$.`,
                ],
              }),
              tutorStep({
                description: "Convert the size of the second charge to coulombs",
                prompt: "What is the magnitude $|q_2|$ in coulombs?",
                expected: { value: Math.abs(q2), unit: "C" },
                hints: [
                  "The sign only tells you whether the force attracts or repels; use the size here.",
                  "Again multiply by $10^{-6}$.",
                  `$|q_2| = ${texNumber(Math.abs(chargeTwo))} \\times 10^{-6}\\ \\mathrm{C}$.`,
                ],
              }),
              siConversionStep({
                quantity: "the distance",
                symbol: "r",
                given: distance,
                prefix: "centi",
                unit: "m",
                value: r,
              }),
              tutorStep({
                description: "Square the distance",
                prompt: "What is $r^2$ in square metres?",
                expected: { value: r * r, unit: "m^2" },
                hints: [
                  "Use the distance in metres, not centimetres.",
                  "Multiply the distance by itself.",
                  `$r^2 = (${tex(r, "m")})^2$.`,
                ],
              }),
              tutorStep({
                description: "Apply Coulomb's law",
                prompt: "What is the magnitude of the force $F$ in newtons?",
                expected: { value: force, unit: "N" },
                hints: [
                  "Coulomb's law: $F = k|q_1 q_2|/r^2$.",
                  `Multiply the two charge sizes, multiply by $k$, divide by $r^2 = ${tex(r * r, "m^2")}$.`,
                  `$F = ${texNumber(COULOMB_CONSTANT)} \\times ${texNumber(product)} / ${texNumber(r * r)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "distance-left-in-centimetres",
              description: "Put the distance into Coulomb's law in centimetres",
              wrongAnswer: { value: force * 1e-4, unit: "N" },
              feedback:
                "The constant $k$ is in SI units, so the distance must be in metres before it is squared.",
            }),
            mistake({
              id: "distance-not-squared",
              description: "Divided by $r$ instead of $r^2$",
              wrongAnswer: { value: (COULOMB_CONSTANT * product) / r, unit: "N" },
              feedback: "Coulomb's law is an inverse-square law: divide by the distance squared.",
            }),
            mistake({
              id: "micro-prefix-ignored",
              description: "Used the charges in microcoulombs as if they were coulombs",
              wrongAnswer: { value: force * 1e12, unit: "N" },
              feedback:
                "Convert microcoulombs to coulombs ($\\times 10^{-6}$) for each charge before multiplying.",
            }),
          ],
          keyConcepts: [
            "The electric force between point charges is proportional to the product of the charges.",
            "The force falls off as the inverse square of the distance between them.",
            "Like charges repel and unlike charges attract; the magnitude does not depend on the sign.",
          ],
          realWorld:
            "Photocopiers and laser printers use Coulomb attraction to pull charged toner particles onto " +
            "charged regions of a drum.",
        };
      },
    );
  },
};

const pointChargeField: ProblemTemplate = {
  id: "electric-fields.point-charge-field",
  subtopic: "electric-fields",
  levels: ["high-school", "algebra"],
  title: "Electric field near a point charge",
  generate(random) {
    return generateSeparated(
      random,
      () => ({ charge: random.between(1, 50, 0.5), distance: random.between(2, 40, 0.5) }),
      ({ charge, distance }) => {
        const q = charge * 1e-9;
        const r = distance / 100;
        const field = (COULOMB_CONSTANT * q) / (r * r);
        return {
          statement:
            `A small sphere carries a charge $q = ${tex(charge, "nC")}$. Using $${CONSTANT_LATEX.coulomb}$, ` +
            `find the magnitude of the electric field it produces at a point $r = ${tex(distance, "cm")}$ ` +
            "from its centre.",
          knowns: [
            known({ symbol: "q", name: "charge of the sphere", value: charge, unit: "nC" }),
            known({ symbol: "r", name: "distance from the centre", value: distance, unit: "cm" }),
          ],
          unknown: { symbol: "E", name: "magnitude of the electric field", unit: "N/C" },
          answer: { value: field, unit: "N/C" },
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
              principle: "Field of a point charge (a uniformly charged sphere acts as one outside itself)",
              equation: "E = k\\frac{q}{r^2}",
              substitution: `E = (${tex(COULOMB_CONSTANT, "N*m^2/C^2")})\\frac{${tex(q, "C")}}{(${tex(r, "m")})^2}`,
              result: { symbol: "E", value: field, unit: "N/C" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "Is the electric field a property of the sphere alone, or does it depend on the charge you use to measure it?",
              explanation:
                "The field $E = F/q_0$ is the force per unit test charge, so it belongs to the source: " +
                "it depends only on the source charge and the distance, not on the test charge.",
            },
            steps: [
              ...pointChargeInSi({ charge, q, distance, r }),
              tutorStep({
                description: "Square the distance",
                prompt: "What is $r^2$ in square metres?",
                expected: { value: r * r, unit: "m^2" },
                hints: ["Use metres.", "Multiply $r$ by itself.", `$r^2 = (${tex(r, "m")})^2$.`],
              }),
              tutorStep({
                description: "Compute the field",
                prompt: "What is the magnitude of $E$ in N/C?",
                expected: { value: field, unit: "N/C" },
                hints: [
                  "The field of a point charge is $E = kq/r^2$.",
                  "Multiply $k$ by $q$ and divide by $r^2$.",
                  `$E = ${texNumber(COULOMB_CONSTANT)} \\times ${texNumber(q)} / ${texNumber(r * r)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "distance-not-squared",
              description: "Divided by $r$ instead of $r^2$",
              wrongAnswer: { value: (COULOMB_CONSTANT * q) / r, unit: "N/C" },
              feedback: "$kq/r$ is the potential, not the field; the field falls off as $1/r^2$.",
            }),
            mistake({
              id: "distance-left-in-centimetres",
              description: "Used the distance in centimetres",
              wrongAnswer: { value: field * 1e-4, unit: "N/C" },
              feedback: "Convert the distance to metres before squaring it.",
            }),
            mistake({
              id: "nano-prefix-ignored",
              description: "Used the charge in nanocoulombs as if it were in coulombs",
              wrongAnswer: { value: field * 1e9, unit: "N/C" },
              feedback: "A nanocoulomb is $10^{-9}$ C; convert before using $k$.",
            }),
          ],
          keyConcepts: [
            "The electric field is the force per unit positive test charge.",
            "The field of a point charge falls off as the inverse square of the distance.",
            "Outside a uniformly charged sphere the field is the same as that of a point charge at its centre.",
          ],
          realWorld:
            "Electrostatic precipitators in power-plant chimneys use strong fields near charged wires to " +
            "charge and remove soot particles.",
        };
      },
    );
  },
};

const netFieldBetweenCharges: ProblemTemplate = {
  id: "electric-fields.net-field-between-charges",
  subtopic: "electric-fields",
  levels: ["algebra", "calculus"],
  title: "Net field between a positive and a negative charge",
  generate(random, level) {
    return generateSeparated(
      random,
      () => {
        const separation = random.between(10, 40, 1);
        return {
          positiveCharge: random.between(5, 20, 0.5),
          negativeCharge: -random.between(5, 20, 0.5),
          separation,
          position: random.between(Math.ceil(0.35 * separation), Math.floor(0.65 * separation), 1),
        };
      },
      ({ positiveCharge, negativeCharge, separation, position }) => {
        const q1 = positiveCharge * 1e-9;
        const q2Size = Math.abs(negativeCharge) * 1e-9;
        const a = position / 100;
        const b = (separation - position) / 100;
        const fieldOne = (COULOMB_CONSTANT * q1) / (a * a);
        const fieldTwo = (COULOMB_CONSTANT * q2Size) / (b * b);
        const field = fieldOne + fieldTwo;
        const vectorNote =
          level === "calculus"
            ? " Treat the fields as vectors $\\vec E = \\sum_i k q_i \\hat r_i / r_i^2$ along the axis."
            : "";
        return {
          statement:
            `A charge $q_1 = ${tex(positiveCharge, "nC")}$ sits at the origin and a charge ` +
            `$q_2 = ${tex(negativeCharge, "nC")}$ sits on the $x$ axis at $d = ${tex(separation, "cm")}$. ` +
            `Using $${CONSTANT_LATEX.coulomb}$, find the magnitude of the net electric field at the point ` +
            `$x = ${tex(position, "cm")}$ between them.${vectorNote}`,
          knowns: [
            known({ symbol: "q_1", name: "charge at the origin", value: positiveCharge, unit: "nC" }),
            known({ symbol: "q_2", name: "charge at x = d", value: negativeCharge, unit: "nC" }),
            known({ symbol: "d", name: "separation of the charges", value: separation, unit: "cm" }),
            known({ symbol: "x", name: "position of the field point", value: position, unit: "cm" }),
          ],
          unknown: { symbol: "E", name: "magnitude of the net electric field", unit: "N/C" },
          answer: { value: field, unit: "N/C" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Distances from each charge to the point, in metres",
              equation: "r_1 = x,\\quad r_2 = d - x",
              substitution: `r_1 = ${tex(a, "m")},\\ r_2 = ${tex(separation / 100, "m")} - ${tex(a, "m")} = ${tex(b, "m")}`,
              result: { symbol: "r_2", value: b, unit: "m" },
            }),
            solutionStep({
              principle: "Field of the positive charge, pointing away from it (toward +x)",
              equation: "E_1 = k\\frac{q_1}{r_1^2}",
              substitution: `E_1 = (${tex(COULOMB_CONSTANT, "N*m^2/C^2")})\\frac{${tex(q1, "C")}}{(${tex(a, "m")})^2}`,
              result: { symbol: "E_1", value: fieldOne, unit: "N/C" },
            }),
            solutionStep({
              principle: "Field of the negative charge, pointing toward it (also toward +x)",
              equation: "E_2 = k\\frac{|q_2|}{r_2^2}",
              substitution: `E_2 = (${tex(COULOMB_CONSTANT, "N*m^2/C^2")})\\frac{${tex(q2Size, "C")}}{(${tex(b, "m")})^2}`,
              result: { symbol: "E_2", value: fieldTwo, unit: "N/C" },
            }),
            solutionStep({
              principle: "Superposition: both fields point the same way, so their magnitudes add",
              equation: "E = E_1 + E_2",
              substitution: `E = ${tex(fieldOne, "N/C")} + ${tex(fieldTwo, "N/C")}`,
              result: { symbol: "E", value: field, unit: "N/C" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "At a point between a positive and a negative charge, do their fields point in the same direction or in opposite directions?",
              explanation:
                "A positive charge's field points away from it and a negative charge's field points toward it. " +
                "Between them both point from the positive toward the negative charge, so they add.",
            },
            steps: [
              tutorStep({
                description: "Distance from the first charge",
                prompt: "What is the distance $r_1$ from $q_1$ to the point, in metres?",
                expected: { value: a, unit: "m" },
                hints: [
                  "The first charge sits at the origin.",
                  "The distance equals the position of the point, converted to metres.",
                  `$r_1 = ${texNumber(position)}/100\\ \\mathrm{m}$.`,
                ],
              }),
              tutorStep({
                description: "Distance from the second charge",
                prompt: "What is the distance $r_2$ from $q_2$ to the point, in metres?",
                expected: { value: b, unit: "m" },
                hints: [
                  "The second charge sits at $x = d$.",
                  "Subtract the position of the point from $d$.",
                  `$r_2 = (${texNumber(separation)} - ${texNumber(position)})/100\\ \\mathrm{m}$.`,
                ],
              }),
              tutorStep({
                description: "Field of the first charge",
                prompt: "What is the magnitude $E_1$ of the field of $q_1$ at the point?",
                expected: { value: fieldOne, unit: "N/C" },
                hints: [
                  "Use the point-charge field $kq/r^2$.",
                  "Convert nC to C and use $r_1$ in metres.",
                  `$E_1 = ${texNumber(COULOMB_CONSTANT)} \\times ${texNumber(q1)} / ${texNumber(a)}^2$.`,
                ],
              }),
              tutorStep({
                description: "Field of the second charge",
                prompt: "What is the magnitude $E_2$ of the field of $q_2$ at the point?",
                expected: { value: fieldTwo, unit: "N/C" },
                hints: [
                  "Use the size of the charge; the sign sets only the direction.",
                  "Use $r_2$ in metres, squared.",
                  `$E_2 = ${texNumber(COULOMB_CONSTANT)} \\times ${texNumber(q2Size)} / ${texNumber(b)}^2$.`,
                ],
              }),
              tutorStep({
                description: "Add the fields",
                prompt: "What is the magnitude of the net field $E$?",
                expected: { value: field, unit: "N/C" },
                hints: [
                  "Decide the direction of each field first.",
                  "Both fields point toward the negative charge, so the magnitudes add.",
                  `$E = ${tex(fieldOne, "N/C")} + ${tex(fieldTwo, "N/C")}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "fields-subtracted",
              description: "Subtracted the two fields as if they pointed in opposite directions",
              wrongAnswer: { value: Math.abs(fieldOne - fieldTwo), unit: "N/C" },
              feedback:
                "Draw the two field arrows: away from the positive charge and toward the negative one. Between the charges both point the same way.",
            }),
            mistake({
              id: "used-full-separation",
              description: "Used the full separation $d$ as the distance from each charge",
              wrongAnswer: {
                value: (COULOMB_CONSTANT * (q1 + q2Size)) / ((separation / 100) * (separation / 100)),
                unit: "N/C",
              },
              feedback:
                "Each field uses the distance from its own charge to the field point, not the distance between the charges.",
            }),
            mistake({
              id: "distances-left-in-centimetres",
              description: "Used the distances in centimetres",
              wrongAnswer: { value: field * 1e-4, unit: "N/C" },
              feedback: "With $k$ in SI units the distances must be in metres.",
            }),
          ],
          keyConcepts: [
            "Electric fields superpose: the net field is the vector sum of the individual fields.",
            "A positive charge's field points away from it; a negative charge's field points toward it.",
            "Each contribution uses the distance from its own source to the field point.",
          ],
          realWorld:
            "The field between the two ends of a molecule with separated charges, such as water, sets how " +
            "strongly it responds to a microwave oven's field.",
        };
      },
    );
  },
};

const ringOfCharge: ProblemTemplate = {
  id: "electric-fields.ring-axis-field",
  subtopic: "electric-fields",
  levels: ["calculus"],
  title: "Field on the axis of a charged ring",
  generate(random) {
    return generateSeparated(
      random,
      () => ({
        charge: random.between(1, 20, 0.5),
        radius: random.between(4, 10, 0.5),
        axial: random.between(2, 11, 0.5),
      }),
      ({ charge, radius, axial }) => {
        const q = charge * 1e-9;
        const ringRadius = radius / 100;
        const z = axial / 100;
        const slant = Math.sqrt(z * z + ringRadius * ringRadius);
        const cosine = z / slant;
        const unprojected = (COULOMB_CONSTANT * q) / (slant * slant);
        const field = unprojected * cosine;
        return {
          statement:
            `A thin ring of radius $R = ${tex(radius, "cm")}$ carries a charge $Q = ${tex(charge, "nC")}$ ` +
            "spread uniformly around it. By integrating the contributions $dE$ of the charge elements $dq$, " +
            `find the magnitude of the electric field on the ring's axis at a distance $z = ${tex(axial, "cm")}$ ` +
            `from its centre. Use $${CONSTANT_LATEX.coulomb}$.`,
          knowns: [
            known({ symbol: "Q", name: "charge of the ring", value: charge, unit: "nC" }),
            known({ symbol: "R", name: "radius of the ring", value: radius, unit: "cm" }),
            known({ symbol: "z", name: "distance along the axis", value: axial, unit: "cm" }),
          ],
          unknown: { symbol: "E", name: "magnitude of the field on the axis", unit: "N/C" },
          answer: { value: field, unit: "N/C" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Every element $dq$ is the same distance $s$ from the point",
              equation: "s = \\sqrt{z^2 + R^2}",
              substitution: `s = \\sqrt{(${tex(z, "m")})^2 + (${tex(ringRadius, "m")})^2}`,
              result: { symbol: "s", value: slant, unit: "m" },
            }),
            solutionStep({
              principle:
                "By symmetry the perpendicular parts cancel; only the axial part $dE\\cos\\alpha$ survives",
              equation:
                "E = \\int \\frac{k\\,dq}{s^2}\\frac{z}{s} = \\frac{kz}{s^3}\\oint dq = \\frac{kQz}{(z^2+R^2)^{3/2}}",
              substitution: `E = \\frac{(${tex(COULOMB_CONSTANT, "N*m^2/C^2")})(${tex(q, "C")})(${tex(z, "m")})}{(${tex(slant, "m")})^3}`,
              result: { symbol: "E", value: field, unit: "N/C" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Why does the field on the axis of a uniformly charged ring point along the axis?",
              explanation:
                "For every element $dq$ there is one diametrically opposite whose field has the same axial " +
                "part and an opposite perpendicular part. The perpendicular parts cancel in pairs, so only " +
                "the axial components add up.",
            },
            steps: [
              tutorStep({
                description: "Distance from the ring to the point",
                prompt:
                  "How far is each charge element from the field point, $s = \\sqrt{z^2+R^2}$, in metres?",
                expected: { value: slant, unit: "m" },
                hints: [
                  "Each element, the centre and the field point form a right triangle.",
                  "The legs are $z$ and $R$, both in metres.",
                  `$s = \\sqrt{${texNumber(z)}^2 + ${texNumber(ringRadius)}^2}$.`,
                ],
              }),
              tutorStep({
                description: "Projection factor",
                prompt: "What is $\\cos\\alpha = z/s$, the fraction of each $dE$ that points along the axis?",
                expected: { value: cosine, unit: "" },
                hints: [
                  "The angle is between $d\\vec E$ and the axis.",
                  "The side adjacent to that angle is $z$.",
                  `$\\cos\\alpha = ${texNumber(z)} / ${texNumber(slant)}$.`,
                ],
              }),
              tutorStep({
                description: "Field if all the charge added without cancelling",
                prompt: "What is $kQ/s^2$ in N/C?",
                expected: { value: unprojected, unit: "N/C" },
                hints: [
                  "This is the sum of the magnitudes $k\\,dq/s^2$ over the ring.",
                  "Every element shares the same $s$, so $\\int k\\,dq/s^2 = kQ/s^2$.",
                  `$kQ/s^2 = ${texNumber(COULOMB_CONSTANT)} \\times ${texNumber(q)} / ${texNumber(slant)}^2$.`,
                ],
              }),
              tutorStep({
                description: "Axial field",
                prompt: "What is the magnitude of the field $E$ on the axis?",
                expected: { value: field, unit: "N/C" },
                hints: [
                  "Only the axial parts survive the integration.",
                  "Multiply $kQ/s^2$ by $\\cos\\alpha$.",
                  `$E = ${tex(unprojected, "N/C")} \\times ${texNumber(cosine)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "treated-as-point-charge",
              description: "Treated the ring as a point charge at its centre: $E = kQ/z^2$",
              wrongAnswer: { value: (COULOMB_CONSTANT * q) / (z * z), unit: "N/C" },
              feedback:
                "The charge is at distance $\\sqrt{z^2+R^2}$, not $z$; the point-charge form holds only far away ($z \\gg R$).",
            }),
            mistake({
              id: "no-projection",
              description: "Added the magnitudes $k\\,dq/s^2$ without taking the axial component",
              wrongAnswer: { value: unprojected, unit: "N/C" },
              feedback:
                "The perpendicular parts cancel by symmetry; multiply by $\\cos\\alpha = z/s$ before integrating.",
            }),
          ],
          keyConcepts: [
            "A continuous charge is split into elements $dq$ whose fields are integrated.",
            "Symmetry cancels the field components perpendicular to the axis.",
            "Far from the ring ($z \\gg R$) the result reduces to the field of a point charge.",
          ],
          realWorld:
            "Ring-shaped electrodes focus charged droplets in electrospray sources of mass spectrometers, " +
            "relying on this on-axis field.",
        };
      },
    );
  },
};

const electronDeflection: ProblemTemplate = {
  id: "electric-fields.electron-deflection",
  subtopic: "electric-fields",
  levels: ["algebra", "calculus"],
  title: "Deflection of an electron between charged plates",
  generate(random, level) {
    return generateSeparated(
      random,
      () => ({
        field: random.between(100, 600, 10),
        length: random.between(2, 5, 0.1),
        speed: scaled(random.between(3, 8, 0.1), 1e6),
      }),
      ({ field, length, speed }) => {
        const plateLength = length / 100;
        const time = plateLength / speed;
        const acceleration = (ELEMENTARY_CHARGE * field) / ELECTRON_MASS;
        const deflection = 0.5 * acceleration * time * time;
        const deflectionMillimetres = deflection * 1000;
        const calculusNote =
          level === "calculus"
            ? " Obtain the trajectory by integrating $m\\,\\ddot y = eE$ twice with $\\dot y(0) = 0$."
            : "";
        return {
          statement:
            `An electron enters the uniform field $E = ${tex(field, "N/C")}$ between two parallel plates ` +
            `moving parallel to them at $v_0 = ${tex(speed, "m/s")}$. The plates are $L = ${tex(length, "cm")}$ ` +
            "long and the electron leaves without striking them. Ignoring gravity, how far (in mm) is it " +
            `deflected sideways by the time it leaves the plates? Use $${CONSTANT_LATEX.charge}$ and ` +
            `$${CONSTANT_LATEX.electronMass}$.${calculusNote}`,
          knowns: [
            known({ symbol: "E", name: "field between the plates", value: field, unit: "N/C" }),
            known({ symbol: "L", name: "length of the plates", value: length, unit: "cm" }),
            known({ symbol: "v_0", name: "initial speed of the electron", value: speed, unit: "m/s" }),
          ],
          unknown: { symbol: "y", name: "sideways deflection", unit: "mm" },
          answer: { value: deflectionMillimetres, unit: "mm" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "No force acts along the plates, so the speed along them stays $v_0$",
              equation: "t = \\frac{L}{v_0}",
              substitution: `t = \\frac{${tex(plateLength, "m")}}{${tex(speed, "m/s")}}`,
              result: { symbol: "t", value: time, unit: "s" },
            }),
            solutionStep({
              principle: "Newton's second law across the plates",
              equation: "a = \\frac{eE}{m_e}",
              substitution: `a = \\frac{(${tex(ELEMENTARY_CHARGE, "C")})(${tex(field, "N/C")})}{${tex(ELECTRON_MASS, "kg")}}`,
              result: { symbol: "a", value: acceleration, unit: "m/s^2" },
            }),
            solutionStep({
              principle: "Constant acceleration from rest in the sideways direction",
              equation: "y = \\tfrac{1}{2} a t^2",
              substitution: `y = \\tfrac{1}{2}(${tex(acceleration, "m/s^2")})(${tex(time, "s")})^2`,
              result: { symbol: "y", value: deflectionMillimetres, unit: "mm" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "While the electron is between the plates, what happens to its speed along the plates?",
              explanation:
                "The field is perpendicular to the plates, so it exerts no force along them: that velocity " +
                "component stays $v_0$, just like the horizontal velocity of a projectile.",
            },
            steps: [
              tutorStep({
                description: "Plate length in metres",
                prompt: "What is $L$ in metres?",
                expected: { value: plateLength, unit: "m" },
                hints: [
                  "Use SI units throughout.",
                  "Divide the centimetres by 100.",
                  `$L = ${texNumber(length)}/100$.`,
                ],
              }),
              tutorStep({
                description: "Time between the plates",
                prompt: "How long does the electron spend between the plates?",
                expected: { value: time, unit: "s" },
                hints: [
                  "The speed along the plates is constant.",
                  "Time is distance divided by speed.",
                  `$t = ${texNumber(plateLength)} / ${texNumber(speed)}$.`,
                ],
              }),
              tutorStep({
                description: "Sideways acceleration",
                prompt: "What is the electron's acceleration $a$ across the plates?",
                expected: { value: acceleration, unit: "m/s^2" },
                hints: [
                  "The electric force is $eE$.",
                  "Divide the force by the electron's mass.",
                  `$a = ${texNumber(ELEMENTARY_CHARGE)} \\times ${texNumber(field)} / ${texNumber(ELECTRON_MASS)}$.`,
                ],
              }),
              tutorStep({
                description: "Deflection",
                prompt: "How far is the electron deflected, in millimetres?",
                expected: { value: deflectionMillimetres, unit: "mm" },
                hints: [
                  "It starts with no sideways velocity.",
                  "Use $y = \\tfrac12 a t^2$, then convert metres to millimetres.",
                  `$y = 0.5 \\times ${texNumber(acceleration)} \\times (${texNumber(time)})^2\\ \\mathrm{m}$, times 1000.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "forgot-one-half",
              description: "Used $y = a t^2$ without the factor one half",
              wrongAnswer: { value: 2 * deflectionMillimetres, unit: "mm" },
              feedback: "From rest with constant acceleration the displacement is $\\tfrac12 a t^2$.",
            }),
            mistake({
              id: "used-proton-mass",
              description: "Used the proton's mass instead of the electron's",
              wrongAnswer: { value: (deflectionMillimetres * ELECTRON_MASS) / PROTON_MASS, unit: "mm" },
              feedback: "The particle is an electron: its mass is about 1836 times smaller than a proton's.",
            }),
            mistake({
              id: "length-left-in-centimetres",
              description: "Used the plate length in centimetres",
              wrongAnswer: { value: deflectionMillimetres * 1e4, unit: "mm" },
              feedback: "Convert the plate length to metres before computing the time.",
            }),
          ],
          keyConcepts: [
            "A uniform field gives a charged particle a constant acceleration $qE/m$.",
            "Motion along and across the field are independent, like projectile motion.",
            "The path between the plates is a parabola.",
          ],
          realWorld:
            "Cathode-ray oscilloscopes steered their electron beam with exactly this kind of deflection " +
            "between plates; inkjet printers steer charged droplets the same way.",
        };
      },
    );
  },
};

/** Templates of the subtopic "electric-fields". */
export const templates: ProblemTemplate[] = [
  coulombForce,
  pointChargeField,
  netFieldBetweenCharges,
  ringOfCharge,
  electronDeflection,
];
