/**
 * Problem templates for the subtopic "electric-current": resistance of a wire, a series-parallel
 * circuit, energy used by an appliance, drift velocity and the charge carried by a decaying current.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { CONSTANT_LATEX, ELEMENTARY_CHARGE } from "./electromagnetic-constants";
import { drawFrom, generateSeparated, roundedGiven, tex, texNumber } from "./template-helpers";

const WIRE_MATERIALS = [
  {
    name: "copper",
    article: "A copper",
    resistivity: 1.68e-8,
    length: [5, 100, 1],
    diameter: [0.5, 3, 0.05],
  },
  {
    name: "aluminium",
    article: "An aluminium",
    resistivity: 2.65e-8,
    length: [5, 100, 1],
    diameter: [0.5, 3, 0.05],
  },
  {
    name: "nichrome",
    article: "A nichrome",
    resistivity: 1.1e-6,
    length: [0.5, 5, 0.1],
    diameter: [0.2, 1, 0.05],
  },
] as const;

const wireResistance: ProblemTemplate = {
  id: "electric-current.wire-resistance",
  subtopic: "electric-current",
  levels: ["high-school", "algebra"],
  title: "Resistance of a wire",
  generate(random) {
    return generateSeparated(
      random,
      () => {
        const material = random.pick(WIRE_MATERIALS);
        return {
          material,
          length: drawFrom(random, material.length),
          diameter: drawFrom(random, material.diameter),
        };
      },
      ({ material, length, diameter }) => {
        const radiusMillimetres = diameter / 2;
        const radius = radiusMillimetres / 1000;
        const area = Math.PI * radius * radius;
        const resistance = (material.resistivity * length) / area;
        return {
          statement:
            `${material.article} wire is $L = ${tex(length, "m")}$ long and has a diameter of ` +
            `$d = ${tex(diameter, "mm")}$. The resistivity of ${material.name} at room temperature is ` +
            `$\\rho = ${tex(material.resistivity, "ohm*m")}$. What is the resistance of the wire?`,
          knowns: [
            known({ symbol: "L", name: "length of the wire", value: length, unit: "m" }),
            known({ symbol: "d", name: "diameter of the wire", value: diameter, unit: "mm" }),
            known({
              symbol: "\\rho",
              name: `resistivity of ${material.name}`,
              value: material.resistivity,
              unit: "ohm*m",
            }),
          ],
          unknown: { symbol: "R", name: "resistance of the wire", unit: "ohm" },
          answer: { value: resistance, unit: "ohm" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Cross-sectional area from the radius (half the diameter), in square metres",
              equation: "A = \\pi r^2 = \\pi \\left(\\frac{d}{2}\\right)^2",
              substitution: `A = \\pi (${tex(radius, "m")})^2`,
              result: { symbol: "A", value: area, unit: "m^2" },
            }),
            solutionStep({
              principle: "Resistance grows with length and shrinks with cross-section",
              equation: "R = \\rho\\frac{L}{A}",
              substitution: `R = (${tex(material.resistivity, "ohm*m")})\\frac{${tex(length, "m")}}{${tex(area, "m^2")}}`,
              result: { symbol: "R", value: resistance, unit: "ohm" },
            }),
          ],
          tutor: {
            warmup: {
              question: "If you double a wire's diameter, what happens to its resistance?",
              explanation:
                "The area $\\pi d^2/4$ grows by a factor of four, so the resistance drops to a quarter: " +
                "four times as many paths for the charge side by side.",
            },
            steps: [
              tutorStep({
                description: "Radius",
                prompt: "What is the radius of the wire, in millimetres?",
                expected: { value: radiusMillimetres, unit: "mm" },
                hints: [
                  "The radius is not the diameter.",
                  "Halve the diameter.",
                  `$r = ${texNumber(diameter)}/2$.`,
                ],
              }),
              tutorStep({
                description: "Radius in metres",
                prompt: "What is the radius in metres?",
                expected: { value: radius, unit: "m" },
                hints: [
                  "There are 1000 mm in a metre.",
                  "Divide the radius in millimetres by 1000.",
                  `$r = ${texNumber(radiusMillimetres)}/1000\\ \\mathrm{m}$.`,
                ],
              }),
              tutorStep({
                description: "Cross-sectional area",
                prompt: "What is the cross-sectional area $A$ in square metres?",
                expected: { value: area, unit: "m^2" },
                hints: [
                  "The cross-section is a circle.",
                  "$A = \\pi r^2$ with $r$ in metres.",
                  `$A = \\pi \\times ${texNumber(radius)}^2$.`,
                ],
              }),
              tutorStep({
                description: "Resistance",
                prompt: "What is the resistance $R$ of the wire?",
                expected: { value: resistance, unit: "ohm" },
                hints: [
                  "Use $R = \\rho L / A$.",
                  "Multiply the resistivity by the length, then divide by the area.",
                  `$R = ${texNumber(material.resistivity)} \\times ${texNumber(length)} / ${texNumber(area)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "diameter-as-radius",
              description: "Used the diameter as the radius in $\\pi r^2$",
              wrongAnswer: { value: resistance / 4, unit: "ohm" },
              feedback: "Halve the diameter first: using $d$ as $r$ makes the area four times too large.",
            }),
            mistake({
              id: "area-left-in-square-millimetres",
              description: "Computed the area in square millimetres and used it as square metres",
              wrongAnswer: { value: resistance * 1e-6, unit: "ohm" },
              feedback:
                "With $\\rho$ in $\\Omega\\cdot\\mathrm{m}$ the area must be in $\\mathrm{m}^2$: $1\\ \\mathrm{mm}^2 = 10^{-6}\\ \\mathrm{m}^2$.",
            }),
          ],
          keyConcepts: [
            "Resistance is proportional to length and inversely proportional to cross-sectional area.",
            "Resistivity is a property of the material; resistance is a property of the object.",
            "The area of a round wire uses the radius, half the diameter.",
          ],
          realWorld:
            "Electricians choose thicker cable for long runs and high currents so that the resistance, and " +
            "the heat and voltage drop it causes, stay small.",
        };
      },
    );
  },
};

const parallelBranchCurrent: ProblemTemplate = {
  id: "electric-current.parallel-branch-current",
  subtopic: "electric-current",
  levels: ["high-school", "algebra"],
  title: "Current in one branch of a series-parallel circuit",
  generate(random) {
    return generateSeparated(
      random,
      () => ({
        voltage: random.between(6, 24, 1),
        seriesResistance: random.between(10, 100, 1),
        branchOne: random.between(20, 200, 5),
        branchTwo: random.between(20, 200, 5),
      }),
      ({ voltage, seriesResistance, branchOne, branchTwo }) => {
        const parallel = (branchOne * branchTwo) / (branchOne + branchTwo);
        const equivalent = seriesResistance + parallel;
        const total = voltage / equivalent;
        const parallelVoltage = total * parallel;
        const branchCurrent = parallelVoltage / branchOne;
        const milli = (amperes: number) => amperes * 1000;
        return {
          statement:
            `A battery of emf $\\mathcal{E} = ${tex(voltage, "V")}$ (negligible internal resistance) drives a ` +
            `current through a resistor $R_1 = ${tex(seriesResistance, "ohm")}$ in series with two resistors ` +
            `in parallel, $R_2 = ${tex(branchOne, "ohm")}$ and $R_3 = ${tex(branchTwo, "ohm")}$. What current ` +
            "(in mA) flows through $R_2$?",
          knowns: [
            known({ symbol: "\\mathcal{E}", name: "emf of the battery", value: voltage, unit: "V" }),
            known({ symbol: "R_1", name: "series resistor", value: seriesResistance, unit: "ohm" }),
            known({ symbol: "R_2", name: "first parallel resistor", value: branchOne, unit: "ohm" }),
            known({ symbol: "R_3", name: "second parallel resistor", value: branchTwo, unit: "ohm" }),
          ],
          unknown: { symbol: "I_2", name: "current through R_2", unit: "mA" },
          answer: { value: milli(branchCurrent), unit: "mA" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Combine the parallel pair",
              equation: "R_p = \\frac{R_2 R_3}{R_2 + R_3}",
              substitution: `R_p = \\frac{(${tex(branchOne, "ohm")})(${tex(branchTwo, "ohm")})}{${tex(branchOne, "ohm")} + ${tex(branchTwo, "ohm")}}`,
              result: { symbol: "R_p", value: parallel, unit: "ohm" },
            }),
            solutionStep({
              principle: "Series resistances add",
              equation: "R_{eq} = R_1 + R_p",
              substitution: `R_{eq} = ${tex(seriesResistance, "ohm")} + ${tex(parallel, "ohm")}`,
              result: { symbol: "R_{eq}", value: equivalent, unit: "ohm" },
            }),
            solutionStep({
              principle: "Ohm's law for the whole circuit",
              equation: "I = \\frac{\\mathcal{E}}{R_{eq}}",
              substitution: `I = \\frac{${tex(voltage, "V")}}{${tex(equivalent, "ohm")}}`,
              result: { symbol: "I", value: total, unit: "A" },
            }),
            solutionStep({
              principle: "The parallel resistors share one voltage; Ohm's law for $R_2$",
              equation: "V_p = I R_p,\\quad I_2 = \\frac{V_p}{R_2}",
              substitution: `I_2 = \\frac{(${tex(total, "A")})(${tex(parallel, "ohm")})}{${tex(branchOne, "ohm")}}`,
              result: { symbol: "I_2", value: milli(branchCurrent), unit: "mA" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "Which resistor of a parallel pair carries the larger current, the larger or the smaller one?",
              explanation:
                "Both have the same voltage across them, so by $I = V/R$ the smaller resistance carries the " +
                "larger current.",
            },
            steps: [
              tutorStep({
                description: "Parallel pair",
                prompt: "What is the equivalent resistance $R_p$ of $R_2$ and $R_3$ in parallel?",
                expected: { value: parallel, unit: "ohm" },
                hints: [
                  "For parallel resistors the reciprocals add.",
                  "$R_p = R_2 R_3 / (R_2 + R_3)$.",
                  `$R_p = ${texNumber(branchOne)} \\times ${texNumber(branchTwo)} / (${texNumber(branchOne)} + ${texNumber(branchTwo)})$.`,
                ],
              }),
              tutorStep({
                description: "Whole circuit",
                prompt: "What is the equivalent resistance of the whole circuit?",
                expected: { value: equivalent, unit: "ohm" },
                hints: [
                  "$R_1$ is in series with the parallel pair.",
                  "Series resistances add.",
                  `$R_{eq} = ${texNumber(seriesResistance)} + ${texNumber(parallel)}$.`,
                ],
              }),
              tutorStep({
                description: "Battery current",
                prompt: "What current leaves the battery?",
                expected: { value: total, unit: "A" },
                hints: [
                  "Use Ohm's law for the whole circuit.",
                  "Divide the emf by the equivalent resistance.",
                  `$I = ${texNumber(voltage)} / ${texNumber(equivalent)}$.`,
                ],
              }),
              tutorStep({
                description: "Voltage across the pair",
                prompt: "What is the voltage across the parallel pair?",
                expected: { value: parallelVoltage, unit: "V" },
                hints: [
                  "All of the battery current passes through the pair as a whole.",
                  "$V_p = I R_p$.",
                  `$V_p = ${texNumber(total)} \\times ${texNumber(parallel)}$.`,
                ],
              }),
              tutorStep({
                description: "Branch current",
                prompt: "What current flows through $R_2$, in mA?",
                expected: { value: milli(branchCurrent), unit: "mA" },
                hints: [
                  "$R_2$ has the full parallel voltage across it.",
                  "$I_2 = V_p / R_2$; then convert to milliamperes.",
                  `$I_2 = ${texNumber(parallelVoltage)} / ${texNumber(branchOne)}\\ \\mathrm{A}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "total-current",
              description: "Gave the battery current as the current through $R_2$",
              wrongAnswer: { value: milli(total), unit: "mA" },
              feedback:
                "The battery current splits between $R_2$ and $R_3$; only part of it goes through $R_2$.",
            }),
            mistake({
              id: "split-inverted",
              description: "Split the current in proportion to the resistances",
              wrongAnswer: { value: milli((total * branchOne) / (branchOne + branchTwo)), unit: "mA" },
              feedback: "The larger resistor carries the smaller share: $I_2 = I\\,R_3/(R_2+R_3)$.",
            }),
            mistake({
              id: "parallel-as-series",
              description: "Added all three resistances as if in series",
              wrongAnswer: { value: milli(voltage / (seriesResistance + branchOne + branchTwo)), unit: "mA" },
              feedback: "$R_2$ and $R_3$ are side by side: combine them with $1/R_p = 1/R_2 + 1/R_3$.",
            }),
          ],
          keyConcepts: [
            "Series resistances add; parallel resistances combine by adding reciprocals.",
            "Resistors in parallel share the same voltage.",
            "Current divides between parallel branches inversely to their resistances.",
          ],
          realWorld:
            "Household outlets are wired in parallel so each appliance gets the full mains voltage, while a " +
            "fuse sits in series to carry the total current.",
        };
      },
    );
  },
};

const MAINS = [
  { voltage: 120, resistance: [8, 25, 0.5] },
  { voltage: 230, resistance: [20, 60, 1] },
] as const;

const kettleEnergy: ProblemTemplate = {
  id: "electric-current.kettle-energy",
  subtopic: "electric-current",
  levels: ["high-school", "algebra"],
  title: "Energy used by an electric kettle",
  generate(random) {
    return generateSeparated(
      random,
      () => {
        const mains = random.pick(MAINS);
        return {
          voltage: mains.voltage,
          resistance: drawFrom(random, mains.resistance),
          minutes: random.between(2, 15, 0.5),
        };
      },
      ({ voltage, resistance, minutes }) => {
        const current = voltage / resistance;
        const power = voltage * current;
        const kilowatts = power / 1000;
        const hours = minutes / 60;
        const energy = kilowatts * hours;
        return {
          statement:
            `An electric kettle has a heating element of resistance $R = ${tex(resistance, "ohm")}$ and is ` +
            `plugged into a $V = ${tex(voltage, "V")}$ supply. It runs for $t = ${tex(minutes, "min")}$. How ` +
            "much electrical energy does it use, in kilowatt-hours?",
          knowns: [
            known({ symbol: "R", name: "resistance of the element", value: resistance, unit: "ohm" }),
            known({ symbol: "V", name: "supply voltage", value: voltage, unit: "V" }),
            known({ symbol: "t", name: "running time", value: minutes, unit: "min" }),
          ],
          unknown: { symbol: "E", name: "electrical energy used", unit: "kWh" },
          answer: { value: energy, unit: "kWh" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Power dissipated in a resistor",
              equation: "P = \\frac{V^2}{R}",
              substitution: `P = \\frac{(${tex(voltage, "V")})^2}{${tex(resistance, "ohm")}}`,
              result: { symbol: "P", value: power, unit: "W" },
            }),
            solutionStep({
              principle: "Energy is power times time, with kilowatts and hours",
              equation: "E = P\\,t",
              substitution: `E = (${tex(kilowatts, "kW")})(${tex(hours, "h")})`,
              result: { symbol: "E", value: energy, unit: "kWh" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Is a kilowatt-hour a unit of power or of energy?",
              explanation:
                "Of energy: one kilowatt sustained for one hour, $1\\ \\mathrm{kWh} = 3.6\\ \\mathrm{MJ}$. " +
                "Electricity bills charge for energy.",
            },
            steps: [
              tutorStep({
                description: "Current",
                prompt: "What current flows through the element?",
                expected: { value: current, unit: "A" },
                hints: [
                  "Use Ohm's law.",
                  "$I = V/R$.",
                  `$I = ${texNumber(voltage)} / ${texNumber(resistance)}$.`,
                ],
              }),
              tutorStep({
                description: "Power in watts",
                prompt: "What power does the kettle draw, in watts?",
                expected: { value: power, unit: "W" },
                hints: [
                  "Power is voltage times current.",
                  "$P = VI = V^2/R$.",
                  `$P = ${texNumber(voltage)} \\times ${texNumber(current)}$.`,
                ],
              }),
              tutorStep({
                description: "Power in kilowatts",
                prompt: "What is that power in kilowatts?",
                expected: { value: kilowatts, unit: "kW" },
                hints: [
                  "Kilo means 1000.",
                  "Divide the watts by 1000.",
                  `$P = ${texNumber(power)}/1000\\ \\mathrm{kW}$.`,
                ],
              }),
              tutorStep({
                description: "Time in hours",
                prompt: "What is the running time in hours?",
                expected: { value: hours, unit: "h" },
                hints: [
                  "An hour has 60 minutes.",
                  "Divide the minutes by 60.",
                  `$t = ${texNumber(minutes)}/60\\ \\mathrm{h}$.`,
                ],
              }),
              tutorStep({
                description: "Energy",
                prompt: "How much energy is used, in kWh?",
                expected: { value: energy, unit: "kWh" },
                hints: [
                  "Energy is power times time.",
                  "Multiply kilowatts by hours.",
                  `$E = ${texNumber(kilowatts)} \\times ${texNumber(hours)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "minutes-as-hours",
              description: "Multiplied the power in kW by the time in minutes",
              wrongAnswer: { value: kilowatts * minutes, unit: "kWh" },
              feedback: "A kilowatt-hour needs the time in hours: divide the minutes by 60.",
            }),
            mistake({
              id: "voltage-not-squared",
              description: "Used $P = V/R$ (that is the current, not the power)",
              wrongAnswer: { value: (current / 1000) * hours, unit: "kWh" },
              feedback: "Power in a resistor is $P = VI = V^2/R$; $V/R$ is the current.",
            }),
            mistake({
              id: "watt-hours-as-kilowatt-hours",
              description: "Multiplied watts by hours and reported watt-hours as kilowatt-hours",
              wrongAnswer: { value: power * hours, unit: "kWh" },
              feedback: "Convert watts to kilowatts (divide by 1000) before multiplying by hours.",
            }),
          ],
          keyConcepts: [
            "The power dissipated in a resistor is $P = VI = V^2/R$.",
            "Energy is power multiplied by time.",
            "A kilowatt-hour is the energy of one kilowatt for one hour, 3.6 MJ.",
          ],
          realWorld:
            "Multiplying this energy by the price per kWh on an electricity bill gives the cost of boiling " +
            "the water, usually a few cents.",
        };
      },
    );
  },
};

/** Free-electron density of copper (one conduction electron per atom), in m^-3. */
const COPPER_ELECTRON_DENSITY = 8.49e28;

const driftVelocity: ProblemTemplate = {
  id: "electric-current.drift-velocity",
  subtopic: "electric-current",
  levels: ["algebra", "calculus"],
  title: "Drift speed of electrons in a copper wire",
  generate(random, level) {
    return generateSeparated(
      random,
      () => {
        const diameter = random.between(0.5, 2.5, 0.05);
        // Keep the current density at most 6 A/mm², a safe load for copper wire.
        const safeCurrent = Math.min(10, 6 * Math.PI * (diameter / 2) ** 2);
        return { current: random.between(0.1, Math.floor(safeCurrent * 10) / 10, 0.1), diameter };
      },
      ({ current, diameter }) => {
        const radius = diameter / 2000;
        const area = Math.PI * radius * radius;
        const chargePerLength = COPPER_ELECTRON_DENSITY * ELEMENTARY_CHARGE * area;
        const speed = current / chargePerLength;
        const speedMillimetres = speed * 1000;
        const calculusNote =
          level === "calculus"
            ? " Start from $I = dQ/dt$: in a time $dt$ the electrons in a length $v_d\\,dt$ of wire cross a section."
            : "";
        return {
          statement:
            `A copper wire of diameter $d = ${tex(diameter, "mm")}$ carries a steady current ` +
            `$I = ${tex(current, "A")}$. Copper has $n = ${tex(COPPER_ELECTRON_DENSITY, "m^-3")}$ free ` +
            `electrons per cubic metre. Using $${CONSTANT_LATEX.charge}$, find the drift speed of the ` +
            `electrons in mm/s.${calculusNote}`,
          knowns: [
            known({ symbol: "d", name: "diameter of the wire", value: diameter, unit: "mm" }),
            known({ symbol: "I", name: "current", value: current, unit: "A" }),
            known({
              symbol: "n",
              name: "free-electron density of copper",
              value: COPPER_ELECTRON_DENSITY,
              unit: "m^-3",
            }),
          ],
          unknown: { symbol: "v_d", name: "drift speed", unit: "mm/s" },
          answer: { value: speedMillimetres, unit: "mm/s" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Cross-sectional area from the radius, in square metres",
              equation: "A = \\pi\\left(\\frac{d}{2}\\right)^2",
              substitution: `A = \\pi (${tex(radius, "m")})^2`,
              result: { symbol: "A", value: area, unit: "m^2" },
            }),
            solutionStep({
              principle: "Charge crossing a section per unit time: $dQ = n e A v_d\\,dt$",
              equation: "I = \\frac{dQ}{dt} = n e A v_d \\;\\Rightarrow\\; v_d = \\frac{I}{n e A}",
              substitution: `v_d = \\frac{${tex(current, "A")}}{(${tex(COPPER_ELECTRON_DENSITY, "m^-3")})(${tex(ELEMENTARY_CHARGE, "C")})(${tex(area, "m^2")})}`,
              result: { symbol: "v_d", value: speedMillimetres, unit: "mm/s" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "If electrons drift at less than a millimetre per second, why does a lamp light almost as soon as you flip the switch?",
              explanation:
                "The wire is already full of free electrons. Closing the switch sets up the field along the " +
                "whole wire at nearly the speed of light, so electrons everywhere start drifting at once.",
            },
            steps: [
              tutorStep({
                description: "Radius in metres",
                prompt: "What is the radius of the wire in metres?",
                expected: { value: radius, unit: "m" },
                hints: [
                  "Halve the diameter.",
                  "Then convert millimetres to metres.",
                  `$r = ${texNumber(diameter)}/2/1000$.`,
                ],
              }),
              tutorStep({
                description: "Cross-sectional area",
                prompt: "What is the cross-sectional area $A$?",
                expected: { value: area, unit: "m^2" },
                hints: [
                  "The cross-section is a circle.",
                  "$A = \\pi r^2$.",
                  `$A = \\pi \\times ${texNumber(radius)}^2$.`,
                ],
              }),
              tutorStep({
                description: "Mobile charge per metre of wire",
                prompt: "How much free-electron charge is in one metre of wire, $neA$ (in C/m)?",
                expected: { value: chargePerLength, unit: "C/m" },
                hints: [
                  "Multiply the number density by the charge of each electron.",
                  "Then multiply by the area to get charge per unit length.",
                  `$neA = ${texNumber(COPPER_ELECTRON_DENSITY)} \\times ${texNumber(ELEMENTARY_CHARGE)} \\times ${texNumber(area)}$.`,
                ],
              }),
              tutorStep({
                description: "Drift speed in m/s",
                prompt: "What is the drift speed in m/s?",
                expected: { value: speed, unit: "m/s" },
                hints: [
                  "The current equals charge per metre times the speed it moves at.",
                  "$v_d = I/(neA)$.",
                  `$v_d = ${texNumber(current)} / ${texNumber(chargePerLength)}$.`,
                ],
              }),
              tutorStep({
                description: "Drift speed in mm/s",
                prompt: "What is the drift speed in mm/s?",
                expected: { value: speedMillimetres, unit: "mm/s" },
                hints: [
                  "A metre has 1000 millimetres.",
                  "Multiply by 1000.",
                  `$v_d = ${texNumber(speed)} \\times 1000$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "diameter-as-radius",
              description: "Used the diameter as the radius",
              wrongAnswer: { value: speedMillimetres / 4, unit: "mm/s" },
              feedback: "The radius is half the diameter; using $d$ makes the area four times too large.",
            }),
            mistake({
              id: "forgot-electron-charge",
              description: "Left out the electron charge: $v_d = I/(nA)$",
              wrongAnswer: { value: speedMillimetres * ELEMENTARY_CHARGE, unit: "mm/s" },
              feedback: "The current counts charge, not electrons: each electron carries $e$.",
            }),
            mistake({
              id: "area-in-square-millimetres",
              description: "Used the area in square millimetres as if it were in square metres",
              wrongAnswer: { value: speedMillimetres * 1e-6, unit: "mm/s" },
              feedback: "Convert the radius to metres before computing the area.",
            }),
          ],
          keyConcepts: [
            "Current is the rate at which charge crosses a section: $I = dQ/dt = neAv_d$.",
            "Drift speeds in metal wires are tiny, well under a millimetre per second.",
            "Signals travel fast because the field, not the electrons, propagates along the wire.",
          ],
          realWorld:
            "The same relation sizes the copper traces on circuit boards: too small a cross-section means " +
            "high current density, heating and eventual failure.",
        };
      },
    );
  },
};

const chargeFromDecayingCurrent: ProblemTemplate = {
  id: "electric-current.charge-from-decaying-current",
  subtopic: "electric-current",
  levels: ["calculus"],
  title: "Charge carried by an exponentially decaying current",
  generate(random) {
    return generateSeparated(
      random,
      () => {
        const timeConstant = random.between(1, 4, 0.1);
        const duration = roundedGiven(random.between(1.2, 2.4, 0.01) * timeConstant);
        return { initialCurrent: random.between(20, 80, 1), timeConstant, duration };
      },
      ({ initialCurrent, timeConstant, duration }) => {
        const ratio = duration / timeConstant;
        const remaining = Math.exp(-ratio);
        const totalCharge = initialCurrent * timeConstant;
        const charge = totalCharge * (1 - remaining);
        return {
          statement:
            `When a capacitor discharges through a resistor, the current is $I(t) = I_0 e^{-t/\\tau}$ with ` +
            `$I_0 = ${tex(initialCurrent, "mA")}$ and $\\tau = ${tex(timeConstant, "s")}$. By integrating the ` +
            `current, find how much charge (in mC) flows through the resistor between $t = 0$ and ` +
            `$t = ${tex(duration, "s")}$.`,
          knowns: [
            known({ symbol: "I_0", name: "initial current", value: initialCurrent, unit: "mA" }),
            known({ symbol: "\\tau", name: "time constant", value: timeConstant, unit: "s" }),
            known({ symbol: "t", name: "end of the interval", value: duration, unit: "s" }),
          ],
          unknown: { symbol: "Q", name: "charge that flows", unit: "mC" },
          answer: { value: charge, unit: "mC" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Fraction of the initial current still flowing at the end of the interval",
              equation: "\\frac{I(t)}{I_0} = e^{-t/\\tau}",
              substitution: `e^{-${texNumber(duration)}/${texNumber(timeConstant)}} = e^{-${texNumber(ratio)}}`,
              result: { symbol: "I(t)/I_0", value: remaining, unit: "" },
            }),
            solutionStep({
              principle: "Charge is the integral of current over time",
              equation: "Q = \\int_0^{t} I_0 e^{-t'/\\tau}\\,dt' = I_0\\tau\\left(1 - e^{-t/\\tau}\\right)",
              substitution: `Q = (${tex(initialCurrent, "mA")})(${tex(timeConstant, "s")})\\left(1 - e^{-${texNumber(duration)}/${texNumber(timeConstant)}}\\right)`,
              result: { symbol: "Q", value: charge, unit: "mC" },
            }),
          ],
          tutor: {
            warmup: {
              question:
                "On a graph of current against time, what geometric quantity equals the charge that has flowed?",
              explanation:
                "The area under the curve: $Q = \\int I\\,dt$. For a decaying current this area is less than " +
                "$I_0 t$, the rectangle you would get if the current stayed at its initial value.",
            },
            steps: [
              tutorStep({
                description: "Time in units of tau",
                prompt: "What is $t/\\tau$?",
                expected: { value: ratio, unit: "" },
                hints: [
                  "Divide the end time by the time constant.",
                  "Both are in seconds, so the ratio has no unit.",
                  `$t/\\tau = ${texNumber(duration)}/${texNumber(timeConstant)}$.`,
                ],
              }),
              tutorStep({
                description: "Fraction of current left",
                prompt:
                  "What is $e^{-t/\\tau}$, the fraction of the initial current still flowing at time $t$?",
                expected: { value: remaining, unit: "" },
                hints: [
                  "Use the exponential function on your calculator.",
                  "Mind the minus sign in the exponent.",
                  `$e^{-${texNumber(ratio)}}$.`,
                ],
              }),
              tutorStep({
                description: "Charge if the discharge ran forever",
                prompt: "What is $I_0\\tau$ in millicoulombs (the total charge as $t \\to \\infty$)?",
                expected: { value: totalCharge, unit: "mC" },
                hints: [
                  "Integrate $I_0 e^{-t/\\tau}$ from 0 to infinity.",
                  "The antiderivative is $-I_0\\tau e^{-t/\\tau}$.",
                  `$I_0\\tau = ${texNumber(initialCurrent)}\\ \\mathrm{mA} \\times ${texNumber(timeConstant)}\\ \\mathrm{s}$.`,
                ],
              }),
              tutorStep({
                description: "Charge up to time t",
                prompt: "How much charge flows between $0$ and $t$, in mC?",
                expected: { value: charge, unit: "mC" },
                hints: [
                  "Evaluate the antiderivative between the limits.",
                  "$Q = I_0\\tau(1 - e^{-t/\\tau})$.",
                  `$Q = ${texNumber(totalCharge)} \\times (1 - ${texNumber(remaining)})$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "constant-current",
              description: "Treated the current as constant: $Q = I_0 t$",
              wrongAnswer: { value: initialCurrent * duration, unit: "mC" },
              feedback:
                "The current decreases, so integrate: the charge is the area under the decaying curve.",
            }),
            mistake({
              id: "infinite-time",
              description: "Gave the total charge $I_0\\tau$ of the whole discharge",
              wrongAnswer: { value: totalCharge, unit: "mC" },
              feedback:
                "Evaluate the integral at the upper limit $t$ as well: $Q = I_0\\tau(1 - e^{-t/\\tau})$.",
            }),
            mistake({
              id: "final-current-times-time",
              description: "Multiplied the current at time $t$ by $t$",
              wrongAnswer: { value: initialCurrent * remaining * duration, unit: "mC" },
              feedback: "$I(t)\\,t$ would be right only for a constant current; integrate instead.",
            }),
          ],
          keyConcepts: [
            "Charge is the time integral of current: $Q = \\int I\\,dt$.",
            "A discharge current decays exponentially with time constant $\\tau = RC$.",
            "After one time constant about 63 % of the total charge has flowed.",
          ],
          realWorld:
            "Defibrillators and camera flashes deliver their charge as such a decaying pulse; the time " +
            "constant sets how fast the energy is delivered.",
        };
      },
    );
  },
};

/** Templates of the subtopic "electric-current". */
export const templates: ProblemTemplate[] = [
  wireResistance,
  parallelBranchCurrent,
  kettleEnergy,
  driftVelocity,
  chargeFromDecayingCurrent,
];
