/**
 * Problem templates for the subtopic "electric-current": resistance of a wire, a series-parallel
 * circuit, energy used by an appliance, drift velocity and the charge carried by a decaying current.
 */
import type { ProblemTemplate } from "../template";
import { CONSTANT_LATEX, ELEMENTARY_CHARGE } from "./electromagnetic-constants";
import {
  drawFrom,
  generateSeparated,
  known,
  mistake,
  roundedGiven,
  solutionStep,
  tex,
  texNumber,
  tutorStep,
} from "./template-helpers";

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
            known("L", "length of the wire", length, "m"),
            known("d", "diameter of the wire", diameter, "mm"),
            known("\\rho", `resistivity of ${material.name}`, material.resistivity, "ohm*m"),
          ],
          unknown: { symbol: "R", name: "resistance of the wire", unit: "ohm" },
          answer: { value: resistance, unit: "ohm" },
          significantFigures: 3,
          solution: [
            solutionStep(
              "Cross-sectional area from the radius (half the diameter), in square metres",
              "A = \\pi r^2 = \\pi \\left(\\frac{d}{2}\\right)^2",
              `A = \\pi (${tex(radius, "m")})^2`,
              { symbol: "A", value: area, unit: "m^2" },
            ),
            solutionStep(
              "Resistance grows with length and shrinks with cross-section",
              "R = \\rho\\frac{L}{A}",
              `R = (${tex(material.resistivity, "ohm*m")})\\frac{${tex(length, "m")}}{${tex(area, "m^2")}}`,
              { symbol: "R", value: resistance, unit: "ohm" },
            ),
          ],
          tutor: {
            warmup: {
              question: "If you double a wire's diameter, what happens to its resistance?",
              explanation:
                "The area $\\pi d^2/4$ grows by a factor of four, so the resistance drops to a quarter: " +
                "four times as many paths for the charge side by side.",
            },
            steps: [
              tutorStep(
                "Radius",
                "What is the radius of the wire, in millimetres?",
                { value: radiusMillimetres, unit: "mm" },
                ["The radius is not the diameter.", "Halve the diameter.", `$r = ${texNumber(diameter)}/2$.`],
              ),
              tutorStep("Radius in metres", "What is the radius in metres?", { value: radius, unit: "m" }, [
                "There are 1000 mm in a metre.",
                "Divide the radius in millimetres by 1000.",
                `$r = ${texNumber(radiusMillimetres)}/1000\\ \\mathrm{m}$.`,
              ]),
              tutorStep(
                "Cross-sectional area",
                "What is the cross-sectional area $A$ in square metres?",
                { value: area, unit: "m^2" },
                [
                  "The cross-section is a circle.",
                  "$A = \\pi r^2$ with $r$ in metres.",
                  `$A = \\pi \\times ${texNumber(radius)}^2$.`,
                ],
              ),
              tutorStep(
                "Resistance",
                "What is the resistance $R$ of the wire?",
                { value: resistance, unit: "ohm" },
                [
                  "Use $R = \\rho L / A$.",
                  "Multiply the resistivity by the length, then divide by the area.",
                  `$R = ${texNumber(material.resistivity)} \\times ${texNumber(length)} / ${texNumber(area)}$.`,
                ],
              ),
            ],
          },
          mistakes: [
            mistake(
              "diameter-as-radius",
              "Used the diameter as the radius in $\\pi r^2$",
              { value: resistance / 4, unit: "ohm" },
              "Halve the diameter first: using $d$ as $r$ makes the area four times too large.",
            ),
            mistake(
              "area-left-in-square-millimetres",
              "Computed the area in square millimetres and used it as square metres",
              { value: resistance * 1e-6, unit: "ohm" },
              "With $\\rho$ in $\\Omega\\cdot\\mathrm{m}$ the area must be in $\\mathrm{m}^2$: $1\\ \\mathrm{mm}^2 = 10^{-6}\\ \\mathrm{m}^2$.",
            ),
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
            known("\\mathcal{E}", "emf of the battery", voltage, "V"),
            known("R_1", "series resistor", seriesResistance, "ohm"),
            known("R_2", "first parallel resistor", branchOne, "ohm"),
            known("R_3", "second parallel resistor", branchTwo, "ohm"),
          ],
          unknown: { symbol: "I_2", name: "current through R_2", unit: "mA" },
          answer: { value: milli(branchCurrent), unit: "mA" },
          significantFigures: 3,
          solution: [
            solutionStep(
              "Combine the parallel pair",
              "R_p = \\frac{R_2 R_3}{R_2 + R_3}",
              `R_p = \\frac{(${tex(branchOne, "ohm")})(${tex(branchTwo, "ohm")})}{${tex(branchOne, "ohm")} + ${tex(branchTwo, "ohm")}}`,
              { symbol: "R_p", value: parallel, unit: "ohm" },
            ),
            solutionStep(
              "Series resistances add",
              "R_{eq} = R_1 + R_p",
              `R_{eq} = ${tex(seriesResistance, "ohm")} + ${tex(parallel, "ohm")}`,
              { symbol: "R_{eq}", value: equivalent, unit: "ohm" },
            ),
            solutionStep(
              "Ohm's law for the whole circuit",
              "I = \\frac{\\mathcal{E}}{R_{eq}}",
              `I = \\frac{${tex(voltage, "V")}}{${tex(equivalent, "ohm")}}`,
              { symbol: "I", value: total, unit: "A" },
            ),
            solutionStep(
              "The parallel resistors share one voltage; Ohm's law for $R_2$",
              "V_p = I R_p,\\quad I_2 = \\frac{V_p}{R_2}",
              `I_2 = \\frac{(${tex(total, "A")})(${tex(parallel, "ohm")})}{${tex(branchOne, "ohm")}}`,
              { symbol: "I_2", value: milli(branchCurrent), unit: "mA" },
            ),
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
              tutorStep(
                "Parallel pair",
                "What is the equivalent resistance $R_p$ of $R_2$ and $R_3$ in parallel?",
                { value: parallel, unit: "ohm" },
                [
                  "For parallel resistors the reciprocals add.",
                  "$R_p = R_2 R_3 / (R_2 + R_3)$.",
                  `$R_p = ${texNumber(branchOne)} \\times ${texNumber(branchTwo)} / (${texNumber(branchOne)} + ${texNumber(branchTwo)})$.`,
                ],
              ),
              tutorStep(
                "Whole circuit",
                "What is the equivalent resistance of the whole circuit?",
                { value: equivalent, unit: "ohm" },
                [
                  "$R_1$ is in series with the parallel pair.",
                  "Series resistances add.",
                  `$R_{eq} = ${texNumber(seriesResistance)} + ${texNumber(parallel)}$.`,
                ],
              ),
              tutorStep("Battery current", "What current leaves the battery?", { value: total, unit: "A" }, [
                "Use Ohm's law for the whole circuit.",
                "Divide the emf by the equivalent resistance.",
                `$I = ${texNumber(voltage)} / ${texNumber(equivalent)}$.`,
              ]),
              tutorStep(
                "Voltage across the pair",
                "What is the voltage across the parallel pair?",
                { value: parallelVoltage, unit: "V" },
                [
                  "All of the battery current passes through the pair as a whole.",
                  "$V_p = I R_p$.",
                  `$V_p = ${texNumber(total)} \\times ${texNumber(parallel)}$.`,
                ],
              ),
              tutorStep(
                "Branch current",
                "What current flows through $R_2$, in mA?",
                { value: milli(branchCurrent), unit: "mA" },
                [
                  "$R_2$ has the full parallel voltage across it.",
                  "$I_2 = V_p / R_2$; then convert to milliamperes.",
                  `$I_2 = ${texNumber(parallelVoltage)} / ${texNumber(branchOne)}\\ \\mathrm{A}$.`,
                ],
              ),
            ],
          },
          mistakes: [
            mistake(
              "total-current",
              "Gave the battery current as the current through $R_2$",
              { value: milli(total), unit: "mA" },
              "The battery current splits between $R_2$ and $R_3$; only part of it goes through $R_2$.",
            ),
            mistake(
              "split-inverted",
              "Split the current in proportion to the resistances",
              { value: milli((total * branchOne) / (branchOne + branchTwo)), unit: "mA" },
              "The larger resistor carries the smaller share: $I_2 = I\\,R_3/(R_2+R_3)$.",
            ),
            mistake(
              "parallel-as-series",
              "Added all three resistances as if in series",
              { value: milli(voltage / (seriesResistance + branchOne + branchTwo)), unit: "mA" },
              "$R_2$ and $R_3$ are side by side: combine them with $1/R_p = 1/R_2 + 1/R_3$.",
            ),
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
            known("R", "resistance of the element", resistance, "ohm"),
            known("V", "supply voltage", voltage, "V"),
            known("t", "running time", minutes, "min"),
          ],
          unknown: { symbol: "E", name: "electrical energy used", unit: "kWh" },
          answer: { value: energy, unit: "kWh" },
          significantFigures: 3,
          solution: [
            solutionStep(
              "Power dissipated in a resistor",
              "P = \\frac{V^2}{R}",
              `P = \\frac{(${tex(voltage, "V")})^2}{${tex(resistance, "ohm")}}`,
              { symbol: "P", value: power, unit: "W" },
            ),
            solutionStep(
              "Energy is power times time, with kilowatts and hours",
              "E = P\\,t",
              `E = (${tex(kilowatts, "kW")})(${tex(hours, "h")})`,
              { symbol: "E", value: energy, unit: "kWh" },
            ),
          ],
          tutor: {
            warmup: {
              question: "Is a kilowatt-hour a unit of power or of energy?",
              explanation:
                "Of energy: one kilowatt sustained for one hour, $1\\ \\mathrm{kWh} = 3.6\\ \\mathrm{MJ}$. " +
                "Electricity bills charge for energy.",
            },
            steps: [
              tutorStep("Current", "What current flows through the element?", { value: current, unit: "A" }, [
                "Use Ohm's law.",
                "$I = V/R$.",
                `$I = ${texNumber(voltage)} / ${texNumber(resistance)}$.`,
              ]),
              tutorStep(
                "Power in watts",
                "What power does the kettle draw, in watts?",
                { value: power, unit: "W" },
                [
                  "Power is voltage times current.",
                  "$P = VI = V^2/R$.",
                  `$P = ${texNumber(voltage)} \\times ${texNumber(current)}$.`,
                ],
              ),
              tutorStep(
                "Power in kilowatts",
                "What is that power in kilowatts?",
                { value: kilowatts, unit: "kW" },
                [
                  "Kilo means 1000.",
                  "Divide the watts by 1000.",
                  `$P = ${texNumber(power)}/1000\\ \\mathrm{kW}$.`,
                ],
              ),
              tutorStep("Time in hours", "What is the running time in hours?", { value: hours, unit: "h" }, [
                "An hour has 60 minutes.",
                "Divide the minutes by 60.",
                `$t = ${texNumber(minutes)}/60\\ \\mathrm{h}$.`,
              ]),
              tutorStep("Energy", "How much energy is used, in kWh?", { value: energy, unit: "kWh" }, [
                "Energy is power times time.",
                "Multiply kilowatts by hours.",
                `$E = ${texNumber(kilowatts)} \\times ${texNumber(hours)}$.`,
              ]),
            ],
          },
          mistakes: [
            mistake(
              "minutes-as-hours",
              "Multiplied the power in kW by the time in minutes",
              { value: kilowatts * minutes, unit: "kWh" },
              "A kilowatt-hour needs the time in hours: divide the minutes by 60.",
            ),
            mistake(
              "voltage-not-squared",
              "Used $P = V/R$ (that is the current, not the power)",
              { value: (current / 1000) * hours, unit: "kWh" },
              "Power in a resistor is $P = VI = V^2/R$; $V/R$ is the current.",
            ),
            mistake(
              "watt-hours-as-kilowatt-hours",
              "Multiplied watts by hours and reported watt-hours as kilowatt-hours",
              { value: power * hours, unit: "kWh" },
              "Convert watts to kilowatts (divide by 1000) before multiplying by hours.",
            ),
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
            known("d", "diameter of the wire", diameter, "mm"),
            known("I", "current", current, "A"),
            known("n", "free-electron density of copper", COPPER_ELECTRON_DENSITY, "m^-3"),
          ],
          unknown: { symbol: "v_d", name: "drift speed", unit: "mm/s" },
          answer: { value: speedMillimetres, unit: "mm/s" },
          significantFigures: 3,
          solution: [
            solutionStep(
              "Cross-sectional area from the radius, in square metres",
              "A = \\pi\\left(\\frac{d}{2}\\right)^2",
              `A = \\pi (${tex(radius, "m")})^2`,
              { symbol: "A", value: area, unit: "m^2" },
            ),
            solutionStep(
              "Charge crossing a section per unit time: $dQ = n e A v_d\\,dt$",
              "I = \\frac{dQ}{dt} = n e A v_d \\;\\Rightarrow\\; v_d = \\frac{I}{n e A}",
              `v_d = \\frac{${tex(current, "A")}}{(${tex(COPPER_ELECTRON_DENSITY, "m^-3")})(${tex(ELEMENTARY_CHARGE, "C")})(${tex(area, "m^2")})}`,
              { symbol: "v_d", value: speedMillimetres, unit: "mm/s" },
            ),
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
              tutorStep(
                "Radius in metres",
                "What is the radius of the wire in metres?",
                { value: radius, unit: "m" },
                [
                  "Halve the diameter.",
                  "Then convert millimetres to metres.",
                  `$r = ${texNumber(diameter)}/2/1000$.`,
                ],
              ),
              tutorStep(
                "Cross-sectional area",
                "What is the cross-sectional area $A$?",
                { value: area, unit: "m^2" },
                [
                  "The cross-section is a circle.",
                  "$A = \\pi r^2$.",
                  `$A = \\pi \\times ${texNumber(radius)}^2$.`,
                ],
              ),
              tutorStep(
                "Mobile charge per metre of wire",
                "How much free-electron charge is in one metre of wire, $neA$ (in C/m)?",
                { value: chargePerLength, unit: "C/m" },
                [
                  "Multiply the number density by the charge of each electron.",
                  "Then multiply by the area to get charge per unit length.",
                  `$neA = ${texNumber(COPPER_ELECTRON_DENSITY)} \\times ${texNumber(ELEMENTARY_CHARGE)} \\times ${texNumber(area)}$.`,
                ],
              ),
              tutorStep(
                "Drift speed in m/s",
                "What is the drift speed in m/s?",
                { value: speed, unit: "m/s" },
                [
                  "The current equals charge per metre times the speed it moves at.",
                  "$v_d = I/(neA)$.",
                  `$v_d = ${texNumber(current)} / ${texNumber(chargePerLength)}$.`,
                ],
              ),
              tutorStep(
                "Drift speed in mm/s",
                "What is the drift speed in mm/s?",
                { value: speedMillimetres, unit: "mm/s" },
                [
                  "A metre has 1000 millimetres.",
                  "Multiply by 1000.",
                  `$v_d = ${texNumber(speed)} \\times 1000$.`,
                ],
              ),
            ],
          },
          mistakes: [
            mistake(
              "diameter-as-radius",
              "Used the diameter as the radius",
              { value: speedMillimetres / 4, unit: "mm/s" },
              "The radius is half the diameter; using $d$ makes the area four times too large.",
            ),
            mistake(
              "forgot-electron-charge",
              "Left out the electron charge: $v_d = I/(nA)$",
              { value: speedMillimetres * ELEMENTARY_CHARGE, unit: "mm/s" },
              "The current counts charge, not electrons: each electron carries $e$.",
            ),
            mistake(
              "area-in-square-millimetres",
              "Used the area in square millimetres as if it were in square metres",
              { value: speedMillimetres * 1e-6, unit: "mm/s" },
              "Convert the radius to metres before computing the area.",
            ),
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
            known("I_0", "initial current", initialCurrent, "mA"),
            known("\\tau", "time constant", timeConstant, "s"),
            known("t", "end of the interval", duration, "s"),
          ],
          unknown: { symbol: "Q", name: "charge that flows", unit: "mC" },
          answer: { value: charge, unit: "mC" },
          significantFigures: 3,
          solution: [
            solutionStep(
              "Fraction of the initial current still flowing at the end of the interval",
              "\\frac{I(t)}{I_0} = e^{-t/\\tau}",
              `e^{-${texNumber(duration)}/${texNumber(timeConstant)}} = e^{-${texNumber(ratio)}}`,
              { symbol: "I(t)/I_0", value: remaining, unit: "" },
            ),
            solutionStep(
              "Charge is the integral of current over time",
              "Q = \\int_0^{t} I_0 e^{-t'/\\tau}\\,dt' = I_0\\tau\\left(1 - e^{-t/\\tau}\\right)",
              `Q = (${tex(initialCurrent, "mA")})(${tex(timeConstant, "s")})\\left(1 - e^{-${texNumber(duration)}/${texNumber(timeConstant)}}\\right)`,
              { symbol: "Q", value: charge, unit: "mC" },
            ),
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
              tutorStep("Time in units of tau", "What is $t/\\tau$?", { value: ratio, unit: "" }, [
                "Divide the end time by the time constant.",
                "Both are in seconds, so the ratio has no unit.",
                `$t/\\tau = ${texNumber(duration)}/${texNumber(timeConstant)}$.`,
              ]),
              tutorStep(
                "Fraction of current left",
                "What is $e^{-t/\\tau}$, the fraction of the initial current still flowing at time $t$?",
                { value: remaining, unit: "" },
                [
                  "Use the exponential function on your calculator.",
                  "Mind the minus sign in the exponent.",
                  `$e^{-${texNumber(ratio)}}$.`,
                ],
              ),
              tutorStep(
                "Charge if the discharge ran forever",
                "What is $I_0\\tau$ in millicoulombs (the total charge as $t \\to \\infty$)?",
                { value: totalCharge, unit: "mC" },
                [
                  "Integrate $I_0 e^{-t/\\tau}$ from 0 to infinity.",
                  "The antiderivative is $-I_0\\tau e^{-t/\\tau}$.",
                  `$I_0\\tau = ${texNumber(initialCurrent)}\\ \\mathrm{mA} \\times ${texNumber(timeConstant)}\\ \\mathrm{s}$.`,
                ],
              ),
              tutorStep(
                "Charge up to time t",
                "How much charge flows between $0$ and $t$, in mC?",
                { value: charge, unit: "mC" },
                [
                  "Evaluate the antiderivative between the limits.",
                  "$Q = I_0\\tau(1 - e^{-t/\\tau})$.",
                  `$Q = ${texNumber(totalCharge)} \\times (1 - ${texNumber(remaining)})$.`,
                ],
              ),
            ],
          },
          mistakes: [
            mistake(
              "constant-current",
              "Treated the current as constant: $Q = I_0 t$",
              { value: initialCurrent * duration, unit: "mC" },
              "The current decreases, so integrate: the charge is the area under the decaying curve.",
            ),
            mistake(
              "infinite-time",
              "Gave the total charge $I_0\\tau$ of the whole discharge",
              { value: totalCharge, unit: "mC" },
              "Evaluate the integral at the upper limit $t$ as well: $Q = I_0\\tau(1 - e^{-t/\\tau})$.",
            ),
            mistake(
              "final-current-times-time",
              "Multiplied the current at time $t$ by $t$",
              { value: initialCurrent * remaining * duration, unit: "mC" },
              "$I(t)\\,t$ would be right only for a constant current; integrate instead.",
            ),
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
