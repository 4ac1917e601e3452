/**
 * Problem templates for the subtopic "electromagnetic-induction": Faraday's law for a coil, a rod
 * sliding on rails, an ideal transformer, current growth in an RL circuit and the emf of a field
 * that decays exponentially (a time derivative of flux).
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, siConversionStep, solutionStep, tutorStep } from "../template-kit";
import { generateSeparated, roundedGiven, tex, texNumber } from "./template-helpers";

const coilInChangingField: ProblemTemplate = {
  id: "electromagnetic-induction.coil-in-changing-field",
  subtopic: "electromagnetic-induction",
  levels: ["high-school", "algebra"],
  title: "Average emf in a coil as the field increases",
  generate(random) {
    return generateSeparated(
      random,
      () => ({
        turns: random.between(100, 500, 10),
        radius: random.between(2, 10, 0.5),
        initialField: random.between(0.1, 0.4, 0.05),
        finalField: random.between(0.5, 1.2, 0.05),
        interval: random.between(0.05, 0.5, 0.01),
      }),
      ({ turns, radius, initialField, finalField, interval }) => {
        const area = Math.PI * (radius / 100) ** 2;
        const fieldChange = finalField - initialField;
        const fluxChange = area * fieldChange;
        const fluxRate = fluxChange / interval;
        const emf = turns * fluxRate;
        return {
          statement:
            `A flat circular coil of $N = ${tex(turns, "")}$ turns and radius $r = ${tex(radius, "cm")}$ lies ` +
            "perpendicular to a uniform magnetic field. The field increases steadily from " +
            `$B_1 = ${tex(initialField, "T")}$ to $B_2 = ${tex(finalField, "T")}$ in ` +
            `$\\Delta t = ${tex(interval, "s")}$. What is the magnitude of the emf induced in the coil?`,
          knowns: [
            known({ symbol: "N", name: "number of turns", value: turns, unit: "" }),
            known({ symbol: "r", name: "radius of the coil", value: radius, unit: "cm" }),
            known({ symbol: "B_1", name: "initial field", value: initialField, unit: "T" }),
            known({ symbol: "B_2", name: "final field", value: finalField, unit: "T" }),
            known({ symbol: "\\Delta t", name: "time taken", value: interval, unit: "s" }),
          ],
          unknown: { symbol: "\\mathcal{E}", name: "magnitude of the induced emf", unit: "V" },
          answer: { value: emf, unit: "V" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Area of one turn, in square metres",
              equation: "A = \\pi r^2",
              substitution: `A = \\pi (${tex(radius / 100, "m")})^2`,
              result: { symbol: "A", value: area, unit: "m^2" },
            }),
            solutionStep({
              principle: "Change of flux through one turn (field perpendicular to the coil)",
              equation: "\\Delta\\Phi = A\\,(B_2 - B_1)",
              substitution: `\\Delta\\Phi = (${tex(area, "m^2")})(${tex(finalField, "T")} - ${tex(initialField, "T")})`,
              result: { symbol: "\\Delta\\Phi", value: fluxChange, unit: "Wb" },
            }),
            solutionStep({
              principle: "Faraday's law for $N$ turns",
              equation: "|\\mathcal{E}| = N\\frac{\\Delta\\Phi}{\\Delta t}",
              substitution: `|\\mathcal{E}| = ${texNumber(turns)} \\times \\frac{${tex(fluxChange, "Wb")}}{${tex(interval, "s")}}`,
              result: { symbol: "\\mathcal{E}", value: emf, unit: "V" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Would a coil in a strong but constant magnetic field have an emf induced in it?",
              explanation:
                "No. Faraday's law says the emf comes from a change of flux, not from the flux itself. A steady " +
                "field through a stationary coil induces nothing.",
            },
            steps: [
              tutorStep({
                description: "Area",
                prompt: "What is the area of one turn in square metres?",
                expected: { value: area, unit: "m^2" },
                hints: [
                  "Convert the radius to metres first.",
                  "$A = \\pi r^2$.",
                  `$A = \\pi \\times ${texNumber(radius / 100)}^2$.`,
                ],
              }),
              tutorStep({
                description: "Field change",
                prompt: "By how much does the field change?",
                expected: { value: fieldChange, unit: "T" },
                hints: [
                  "Final minus initial.",
                  "$\\Delta B = B_2 - B_1$.",
                  `$\\Delta B = ${texNumber(finalField)} - ${texNumber(initialField)}$.`,
                ],
              }),
              tutorStep({
                description: "Flux change per turn",
                prompt: "What is the change in magnetic flux through one turn?",
                expected: { value: fluxChange, unit: "Wb" },
                hints: [
                  "Flux is field times area when the field is perpendicular.",
                  "$\\Delta\\Phi = A\\,\\Delta B$.",
                  `$\\Delta\\Phi = ${texNumber(area)} \\times ${texNumber(fieldChange)}$.`,
                ],
              }),
              tutorStep({
                description: "Rate of change of flux",
                prompt: "What is $\\Delta\\Phi/\\Delta t$ for one turn?",
                expected: { value: fluxRate, unit: "V" },
                hints: [
                  "Divide by the time taken.",
                  "A weber per second is a volt.",
                  `$${texNumber(fluxChange)} / ${texNumber(interval)}$.`,
                ],
              }),
              tutorStep({
                description: "Induced emf",
                prompt: "What is the magnitude of the emf induced in the whole coil?",
                expected: { value: emf, unit: "V" },
                hints: [
                  "The turns are in series.",
                  "Multiply the emf per turn by $N$.",
                  `$\\mathcal{E} = ${texNumber(turns)} \\times ${texNumber(fluxRate)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "forgot-turns",
              description: "Left out the number of turns",
              wrongAnswer: { value: fluxRate, unit: "V" },
              feedback: "Every turn has the same emf and the turns add in series: multiply by $N$.",
            }),
            mistake({
              id: "final-field-instead-of-change",
              description: "Used the final field $B_2$ instead of the change $B_2 - B_1$",
              wrongAnswer: { value: (turns * area * finalField) / interval, unit: "V" },
              feedback: "The emf depends on how much the flux changes, so use $\\Delta B = B_2 - B_1$.",
            }),
            mistake({
              id: "area-in-square-centimetres",
              description: "Used the area in square centimetres",
              wrongAnswer: { value: emf * 1e4, unit: "V" },
              feedback: "Convert the radius to metres before computing the area.",
            }),
          ],
          keyConcepts: [
            "Faraday's law: the induced emf equals the rate of change of magnetic flux, times the number of turns.",
            "Magnetic flux through a flat coil perpendicular to the field is $\\Phi = BA$.",
            "Only a change of flux induces an emf.",
          ],
          realWorld:
            "Wireless phone chargers drive a changing field through a coil in the phone; the induced emf " +
            "charges the battery.",
        };
      },
    );
  },
};

const slidingRod: ProblemTemplate = {
  id: "electromagnetic-induction.sliding-rod-current",
  subtopic: "electromagnetic-induction",
  levels: ["high-school", "algebra"],
  title: "Current driven by a rod sliding on rails",
  generate(random) {
    return generateSeparated(
      random,
      () => ({
        field: random.between(0.2, 1.5, 0.05),
        length: random.between(10, 50, 1),
        speed: random.between(1, 10, 0.5),
        resistance: random.between(2, 8, 0.5),
      }),
      ({ field, length, speed, resistance }) => {
        const rodLength = length / 100;
        const sweepRate = rodLength * speed;
        const emf = field * sweepRate;
        const current = emf / resistance;
        return {
          statement:
            `A metal rod of length $L = ${tex(length, "cm")}$ slides at a constant $v = ${tex(speed, "m/s")}$ ` +
            "along two parallel rails joined at one end by a resistor " +
            `$R = ${tex(resistance, "ohm")}$. A uniform field $B = ${tex(field, "T")}$ is perpendicular to the ` +
            "plane of the rails. Ignoring the resistance of the rod and rails, what current flows in the circuit?",
          knowns: [
            known({ symbol: "L", name: "length of the rod", value: length, unit: "cm" }),
            known({ symbol: "v", name: "speed of the rod", value: speed, unit: "m/s" }),
            known({ symbol: "R", name: "resistance", value: resistance, unit: "ohm" }),
            known({ symbol: "B", name: "magnetic field", value: field, unit: "T" }),
          ],
          unknown: { symbol: "I", name: "induced current", unit: "A" },
          answer: { value: current, unit: "A" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "The enclosed area grows at a rate $Lv$, so the flux changes at $BLv$",
              equation: "\\mathcal{E} = \\frac{d\\Phi}{dt} = B L v",
              substitution: `\\mathcal{E} = (${tex(field, "T")})(${tex(rodLength, "m")})(${tex(speed, "m/s")})`,
              result: { symbol: "\\mathcal{E}", value: emf, unit: "V" },
            }),
            solutionStep({
              principle: "Ohm's law for the circuit",
              equation: "I = \\frac{\\mathcal{E}}{R}",
              substitution: `I = \\frac{${tex(emf, "V")}}{${tex(resistance, "ohm")}}`,
              result: { symbol: "I", value: current, unit: "A" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Why must someone keep pushing the rod to keep it moving at constant speed?",
              explanation:
                "The induced current in the rod feels a magnetic force $ILB$ that opposes the motion (Lenz's " +
                "law). The push does the work that ends up as heat in the resistor.",
            },
            steps: [
              siConversionStep({
                quantity: "the rod's length",
                symbol: "L",
                given: length,
                prefix: "centi",
                unit: "m",
                value: rodLength,
              }),
              tutorStep({
                description: "Rate of area growth",
                prompt: "How fast does the area of the circuit grow, $dA/dt = Lv$?",
                expected: { value: sweepRate, unit: "m^2/s" },
                hints: [
                  "In a time $dt$ the rod sweeps a strip $L$ by $v\\,dt$.",
                  "Multiply the length by the speed.",
                  `$dA/dt = ${texNumber(rodLength)} \\times ${texNumber(speed)}$.`,
                ],
              }),
              tutorStep({
                description: "Induced emf",
                prompt: "What emf is induced?",
                expected: { value: emf, unit: "V" },
                hints: [
                  "Flux is $BA$.",
                  "$\\mathcal{E} = B\\,dA/dt = BLv$.",
                  `$\\mathcal{E} = ${texNumber(field)} \\times ${texNumber(sweepRate)}$.`,
                ],
              }),
              tutorStep({
                description: "Current",
                prompt: "What current flows in the circuit?",
                expected: { value: current, unit: "A" },
                hints: [
                  "Use Ohm's law.",
                  "Divide the emf by the resistance.",
                  `$I = ${texNumber(emf)} / ${texNumber(resistance)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "length-in-centimetres",
              description: "Used the rod length in centimetres",
              wrongAnswer: { value: current * 100, unit: "A" },
              feedback: "Convert the length to metres: with SI units $BLv$ comes out in volts.",
            }),
            mistake({
              id: "emf-as-current",
              description: "Gave the emf as the current (did not divide by $R$)",
              wrongAnswer: { value: emf, unit: "A" },
              feedback: "The emf drives the current through the resistor: $I = \\mathcal{E}/R$.",
            }),
          ],
          keyConcepts: [
            "A conductor moving through a magnetic field has a motional emf $\\mathcal{E} = BLv$.",
            "The same result follows from Faraday's law with a growing area.",
            "The induced current opposes the motion that causes it (Lenz's law).",
          ],
          realWorld:
            "Electromagnetic flow meters and railgun demonstrations use motional emf; so do the eddy-current " +
            "brakes of trains and roller coasters.",
        };
      },
    );
  },
};

const transformerPrimaryCurrent: ProblemTemplate = {
  id: "electromagnetic-induction.transformer-primary-current",
  subtopic: "electromagnetic-induction",
  levels: ["high-school", "algebra"],
  title: "Primary current of a step-down transformer",
  generate(random) {
    return generateSeparated(
      random,
      () => ({
        primaryVoltage: random.pick([120, 230] as const),
        primaryTurns: random.between(1000, 4000, 50),
        secondaryTurns: random.between(100, 400, 5),
        resistance: random.between(5, 50, 1),
      }),
      ({ primaryVoltage, primaryTurns, secondaryTurns, resistance }) => {
        const secondaryVoltage = (primaryVoltage * secondaryTurns) / primaryTurns;
        const secondaryCurrent = secondaryVoltage / resistance;
        const power = secondaryVoltage * secondaryCurrent;
        const primaryCurrent = power / primaryVoltage;
        return {
          statement:
            `An ideal transformer has $N_p = ${tex(primaryTurns, "")}$ turns on its primary and ` +
            `$N_s = ${tex(secondaryTurns, "")}$ turns on its secondary. The primary is connected to ` +
            `$V_p = ${tex(primaryVoltage, "V")}$ (rms) mains and the secondary supplies a resistor ` +
            `$R = ${tex(resistance, "ohm")}$. What rms current does the primary draw?`,
          knowns: [
            known({ symbol: "N_p", name: "primary turns", value: primaryTurns, unit: "" }),
            known({ symbol: "N_s", name: "secondary turns", value: secondaryTurns, unit: "" }),
            known({ symbol: "V_p", name: "primary voltage", value: primaryVoltage, unit: "V" }),
            known({ symbol: "R", name: "load resistance", value: resistance, unit: "ohm" }),
          ],
          unknown: { symbol: "I_p", name: "primary current", unit: "A" },
          answer: { value: primaryCurrent, unit: "A" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Voltages are in the ratio of the turns",
              equation: "V_s = V_p\\frac{N_s}{N_p}",
              substitution: `V_s = (${tex(primaryVoltage, "V")})\\frac{${texNumber(secondaryTurns)}}{${texNumber(primaryTurns)}}`,
              result: { symbol: "V_s", value: secondaryVoltage, unit: "V" },
            }),
            solutionStep({
              principle: "Ohm's law in the secondary circuit",
              equation: "I_s = \\frac{V_s}{R}",
              substitution: `I_s = \\frac{${tex(secondaryVoltage, "V")}}{${tex(resistance, "ohm")}}`,
              result: { symbol: "I_s", value: secondaryCurrent, unit: "A" },
            }),
            solutionStep({
              principle: "An ideal transformer passes power on unchanged",
              equation: "V_p I_p = V_s I_s",
              substitution: `I_p = \\frac{(${tex(secondaryVoltage, "V")})(${tex(secondaryCurrent, "A")})}{${tex(primaryVoltage, "V")}}`,
              result: { symbol: "I_p", value: primaryCurrent, unit: "A" },
            }),
          ],
          tutor: {
            warmup: {
              question: "A transformer steps the voltage down. Does it step the current up or down?",
              explanation:
                "Up. An ideal transformer conserves power, $V_pI_p = V_sI_s$, so on the low-voltage side the " +
                "current is larger by the same ratio the voltage is smaller.",
            },
            steps: [
              tutorStep({
                description: "Secondary voltage",
                prompt: "What is the secondary voltage $V_s$?",
                expected: { value: secondaryVoltage, unit: "V" },
                hints: [
                  "Voltage per turn is the same on both coils.",
                  "$V_s = V_p N_s/N_p$.",
                  `$V_s = ${texNumber(primaryVoltage)} \\times ${texNumber(secondaryTurns)} / ${texNumber(primaryTurns)}$.`,
                ],
              }),
              tutorStep({
                description: "Secondary current",
                prompt: "What current flows in the resistor?",
                expected: { value: secondaryCurrent, unit: "A" },
                hints: [
                  "Use Ohm's law in the secondary circuit.",
                  "$I_s = V_s/R$.",
                  `$I_s = ${texNumber(secondaryVoltage)} / ${texNumber(resistance)}$.`,
                ],
              }),
              tutorStep({
                description: "Power delivered",
                prompt: "What power does the resistor dissipate?",
                expected: { value: power, unit: "W" },
                hints: [
                  "$P = VI$ in the secondary.",
                  "Multiply $V_s$ by $I_s$.",
                  `$P = ${texNumber(secondaryVoltage)} \\times ${texNumber(secondaryCurrent)}$.`,
                ],
              }),
              tutorStep({
                description: "Primary current",
                prompt: "What current does the primary draw?",
                expected: { value: primaryCurrent, unit: "A" },
                hints: [
                  "An ideal transformer loses no power.",
                  "$I_p = P / V_p$.",
                  `$I_p = ${texNumber(power)} / ${texNumber(primaryVoltage)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "secondary-current",
              description: "Gave the secondary current as the answer",
              wrongAnswer: { value: secondaryCurrent, unit: "A" },
              feedback: "The question asks for the primary current; the currents differ by the turns ratio.",
            }),
            mistake({
              id: "turns-ratio-inverted-for-current",
              description: "Scaled the current by $N_p/N_s$ instead of $N_s/N_p$",
              wrongAnswer: { value: (secondaryCurrent * primaryTurns) / secondaryTurns, unit: "A" },
              feedback:
                "Power is conserved: the high-voltage primary carries the smaller current, $I_p = I_s N_s/N_p$.",
            }),
          ],
          keyConcepts: [
            "A transformer's voltages are in the ratio of its turns: $V_s/V_p = N_s/N_p$.",
            "An ideal transformer conserves power, so currents are in the inverse ratio.",
            "Transformers work only with changing (AC) currents, through changing flux.",
          ],
          realWorld:
            "Phone and laptop chargers step mains voltage down; the mains side draws only a small current " +
            "while the low-voltage side delivers a larger one.",
        };
      },
    );
  },
};

const rlCurrentGrowth: ProblemTemplate = {
  id: "electromagnetic-induction.rl-current-growth",
  subtopic: "electromagnetic-induction",
  levels: ["algebra", "calculus"],
  title: "Current growth in an RL circuit",
  generate(random, level) {
    return generateSeparated(
      random,
      () => {
        const resistance = random.between(10, 50, 5);
        const inductance = random.between(50, 500, 10);
        const timeConstant = inductance / resistance;
        return {
          voltage: random.between(6, 24, 1),
          resistance,
          inductance,
          time: roundedGiven(random.between(1.1, 2.4, 0.01) * timeConstant),
        };
      },
      ({ voltage, resistance, inductance, time }) => {
        const timeConstant = inductance / resistance;
        const ratio = time / timeConstant;
        const finalCurrent = voltage / resistance;
        const remaining = Math.exp(-ratio);
        const current = finalCurrent * (1 - remaining);
        const method =
          level === "calculus"
            ? " Solve the circuit equation $L\\,dI/dt + RI = \\mathcal{E}$ with $I(0) = 0$."
            : "";
        return {
          statement:
            `A battery of emf $\\mathcal{E} = ${tex(voltage, "V")}$ is switched on at $t = 0$ in series with a ` +
            `resistor $R = ${tex(resistance, "ohm")}$ and an inductor $L = ${tex(inductance, "mH")}$. What is ` +
            `the current at $t = ${tex(time, "ms")}$?${method}`,
          knowns: [
            known({ symbol: "\\mathcal{E}", name: "emf of the battery", value: voltage, unit: "V" }),
            known({ symbol: "R", name: "resistance", value: resistance, unit: "ohm" }),
            known({ symbol: "L", name: "inductance", value: inductance, unit: "mH" }),
            known({ symbol: "t", name: "time after closing the switch", value: time, unit: "ms" }),
          ],
          unknown: { symbol: "I", name: "current at time t", unit: "A" },
          answer: { value: current, unit: "A" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Time constant of the circuit (mH/Ω gives ms)",
              equation: "\\tau = \\frac{L}{R}",
              substitution: `\\tau = \\frac{${tex(inductance, "mH")}}{${tex(resistance, "ohm")}}`,
              result: { symbol: "\\tau", value: timeConstant, unit: "ms" },
            }),
            solutionStep({
              principle: "Final current, when the inductor no longer opposes changes",
              equation: "I_\\infty = \\frac{\\mathcal{E}}{R}",
              substitution: `I_\\infty = \\frac{${tex(voltage, "V")}}{${tex(resistance, "ohm")}}`,
              result: { symbol: "I_\\infty", value: finalCurrent, unit: "A" },
            }),
            solutionStep({
              principle: "Solution of $L\\,dI/dt + RI = \\mathcal{E}$ starting from zero current",
              equation: "I(t) = \\frac{\\mathcal{E}}{R}\\left(1 - e^{-t/\\tau}\\right)",
              substitution: `I = (${tex(finalCurrent, "A")})\\left(1 - e^{-${texNumber(time)}/${texNumber(timeConstant)}}\\right)`,
              result: { symbol: "I", value: current, unit: "A" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Right after the switch closes, what is the current, and why?",
              explanation:
                "Zero: the inductor's back emf $L\\,dI/dt$ opposes any sudden change, so the current must rise " +
                "gradually from zero toward $\\mathcal{E}/R$.",
            },
            steps: [
              tutorStep({
                description: "Time constant",
                prompt: "What is the time constant $\\tau = L/R$, in ms?",
                expected: { value: timeConstant, unit: "ms" },
                hints: [
                  "Divide the inductance by the resistance.",
                  "Henries per ohm give seconds, so mH per ohm gives ms.",
                  `$\\tau = ${texNumber(inductance)} / ${texNumber(resistance)}\\ \\mathrm{ms}$.`,
                ],
              }),
              tutorStep({
                description: "Time in time constants",
                prompt: "What is $t/\\tau$?",
                expected: { value: ratio, unit: "" },
                hints: [
                  "Use the same unit for both times.",
                  "Divide the time by the time constant.",
                  `$t/\\tau = ${texNumber(time)} / ${texNumber(timeConstant)}$.`,
                ],
              }),
              tutorStep({
                description: "Final current",
                prompt: "What current flows after a long time?",
                expected: { value: finalCurrent, unit: "A" },
                hints: [
                  "Eventually the current stops changing.",
                  "Then the inductor has no emf, so $I = \\mathcal{E}/R$.",
                  `$I_\\infty = ${texNumber(voltage)} / ${texNumber(resistance)}$.`,
                ],
              }),
              tutorStep({
                description: "Exponential factor",
                prompt: "What is $e^{-t/\\tau}$?",
                expected: { value: remaining, unit: "" },
                hints: [
                  "Use the exponential key.",
                  "The exponent is negative.",
                  `$e^{-${texNumber(ratio)}}$.`,
                ],
              }),
              tutorStep({
                description: "Current at time t",
                prompt: "What is the current at the given time?",
                expected: { value: current, unit: "A" },
                hints: [
                  "The current rises toward $I_\\infty$.",
                  "$I = I_\\infty (1 - e^{-t/\\tau})$.",
                  `$I = ${texNumber(finalCurrent)} \\times (1 - ${texNumber(remaining)})$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "used-decay",
              description: "Used the decay form $I = (\\mathcal{E}/R)\\,e^{-t/\\tau}$",
              wrongAnswer: { value: finalCurrent * remaining, unit: "A" },
              feedback:
                "The current grows from zero after switching on: $I = (\\mathcal{E}/R)(1 - e^{-t/\\tau})$.",
            }),
            mistake({
              id: "steady-state",
              description: "Gave the final current $\\mathcal{E}/R$",
              wrongAnswer: { value: finalCurrent, unit: "A" },
              feedback:
                "After a few time constants the current is close to $\\mathcal{E}/R$, but it has not reached it yet.",
            }),
            mistake({
              id: "millihenries-as-henries",
              description: "Used the inductance in mH as henries with the time in seconds",
              wrongAnswer: { value: finalCurrent * (1 - Math.exp(-ratio / 1000)), unit: "A" },
              feedback: "Keep units consistent: $L$ in henries with $t$ in seconds, or mH with ms.",
            }),
          ],
          keyConcepts: [
            "An inductor opposes changes in current with an emf $-L\\,dI/dt$.",
            "In an RL circuit the current approaches $\\mathcal{E}/R$ exponentially with $\\tau = L/R$.",
            "After one time constant the current reaches about 63 % of its final value.",
          ],
          realWorld:
            "The delay of an RL circuit is why relay coils take a few milliseconds to pull in, and why " +
            "switching off an inductive load can spark.",
        };
      },
    );
  },
};

const decayingFieldEmf: ProblemTemplate = {
  id: "electromagnetic-induction.decaying-field-emf",
  subtopic: "electromagnetic-induction",
  levels: ["calculus"],
  title: "Emf from an exponentially decaying field",
  generate(random) {
    return generateSeparated(
      random,
      () => {
        const timeConstant = random.between(0.5, 5, 0.1);
        return {
          turns: random.between(100, 500, 10),
          radius: random.between(2, 10, 0.5),
          initialField: random.between(0.2, 1.5, 0.05),
          timeConstant,
          time: roundedGiven(random.between(1.3, 3, 0.01) * timeConstant),
        };
      },
      ({ turns, radius, initialField, timeConstant, time }) => {
        const area = Math.PI * (radius / 100) ** 2;
        const decay = Math.exp(-time / timeConstant);
        const fieldRate = (initialField / timeConstant) * decay;
        const emf = turns * area * fieldRate;
        const millivolts = emf * 1000;
        return {
          statement:
            `A coil of $N = ${tex(turns, "")}$ turns and radius $r = ${tex(radius, "cm")}$ lies perpendicular ` +
            "to a magnetic field that is switched off gradually, $B(t) = B_0 e^{-t/\\tau}$, with " +
            `$B_0 = ${tex(initialField, "T")}$ and $\\tau = ${tex(timeConstant, "s")}$. Using ` +
            "$\\mathcal{E} = -N\\,d\\Phi/dt$, find the magnitude of the induced emf (in mV) at " +
            `$t = ${tex(time, "s")}$.`,
          knowns: [
            known({ symbol: "N", name: "number of turns", value: turns, unit: "" }),
            known({ symbol: "r", name: "radius of the coil", value: radius, unit: "cm" }),
            known({ symbol: "B_0", name: "initial field", value: initialField, unit: "T" }),
            known({ symbol: "\\tau", name: "decay time constant", value: timeConstant, unit: "s" }),
            known({ symbol: "t", name: "time", value: time, unit: "s" }),
          ],
          unknown: { symbol: "\\mathcal{E}", name: "magnitude of the induced emf", unit: "mV" },
          answer: { value: millivolts, unit: "mV" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Area of one turn",
              equation: "A = \\pi r^2",
              substitution: `A = \\pi (${tex(radius / 100, "m")})^2`,
              result: {
                symbol: "A",
                value: area,
                unit: "m^2",
              },
            }),
            solutionStep({
              principle: "Differentiate the field (chain rule)",
              equation: "\\frac{dB}{dt} = -\\frac{B_0}{\\tau} e^{-t/\\tau}",
              substitution: `\\left|\\frac{dB}{dt}\\right| = \\frac{${tex(initialField, "T")}}{${tex(timeConstant, "s")}} e^{-${texNumber(time)}/${texNumber(timeConstant)}}`,
              result: { symbol: "|dB/dt|", value: fieldRate, unit: "T/s" },
            }),
            solutionStep({
              principle: "Faraday's law with $\\Phi = BA$ per turn",
              equation: "|\\mathcal{E}| = N A \\left|\\frac{dB}{dt}\\right|",
              substitution: `|\\mathcal{E}| = ${texNumber(turns)} \\times (${tex(area, "m^2")})(${tex(fieldRate, "T/s")})`,
              result: { symbol: "\\mathcal{E}", value: millivolts, unit: "mV" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Is the induced emf largest when the field is largest or when it changes fastest?",
              explanation:
                "When it changes fastest. The emf is $-N\\,d\\Phi/dt$, so it follows the slope of $B(t)$, not " +
                "its value; for this decay both are largest at $t = 0$ and shrink together.",
            },
            steps: [
              tutorStep({
                description: "Area",
                prompt: "What is the area of one turn in square metres?",
                expected: { value: area, unit: "m^2" },
                hints: [
                  "Convert the radius to metres.",
                  "$A = \\pi r^2$.",
                  `$A = \\pi \\times ${texNumber(radius / 100)}^2$.`,
                ],
              }),
              tutorStep({
                description: "Initial flux per turn",
                prompt: "What is the flux through one turn at $t = 0$, $\\Phi_0 = B_0 A$?",
                expected: { value: initialField * area, unit: "Wb" },
                hints: [
                  "The field is perpendicular to the coil.",
                  "Multiply the initial field by the area.",
                  `$\\Phi_0 = ${texNumber(initialField)} \\times ${texNumber(area)}$.`,
                ],
              }),
              tutorStep({
                description: "Rate of change of the field",
                prompt: "What is $|dB/dt|$ at the given time?",
                expected: { value: fieldRate, unit: "T/s" },
                hints: [
                  "Differentiate $B_0 e^{-t/\\tau}$ with the chain rule.",
                  "$|dB/dt| = (B_0/\\tau)\\,e^{-t/\\tau}$.",
                  `$(${texNumber(initialField)}/${texNumber(timeConstant)}) \\times e^{-${texNumber(time)}/${texNumber(timeConstant)}}$.`,
                ],
              }),
              tutorStep({
                description: "Induced emf",
                prompt: "What is the magnitude of the induced emf, in mV?",
                expected: { value: millivolts, unit: "mV" },
                hints: [
                  "$|\\mathcal{E}| = N A\\,|dB/dt|$.",
                  "Multiply, then convert volts to millivolts.",
                  `$${texNumber(turns)} \\times ${texNumber(area)} \\times ${texNumber(fieldRate)} \\times 1000$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "flux-over-time",
              description: "Divided the flux at time $t$ by $t$ instead of differentiating",
              wrongAnswer: { value: ((turns * area * initialField * decay) / time) * 1000, unit: "mV" },
              feedback:
                "The emf is the instantaneous rate $d\\Phi/dt$, not the flux divided by the elapsed time.",
            }),
            mistake({
              id: "initial-rate",
              description: "Used the rate at $t = 0$, $B_0/\\tau$, ignoring the decay factor",
              wrongAnswer: { value: ((turns * area * initialField) / timeConstant) * 1000, unit: "mV" },
              feedback: "The derivative still contains $e^{-t/\\tau}$: evaluate it at the given time.",
            }),
            mistake({
              id: "forgot-turns",
              description: "Left out the number of turns",
              wrongAnswer: { value: millivolts / turns, unit: "mV" },
              feedback: "Each turn contributes the same emf; multiply by $N$.",
            }),
          ],
          keyConcepts: [
            "Faraday's law: $\\mathcal{E} = -N\\,d\\Phi/dt$, an instantaneous rate of change.",
            "For $B = B_0 e^{-t/\\tau}$ the chain rule gives $dB/dt = -(B/\\tau)$.",
            "The minus sign (Lenz's law) means the induced current tries to keep the flux from falling.",
          ],
          realWorld:
            "When an MRI magnet is ramped down, or a power line fault clears, the decaying field induces " +
            "emfs in nearby loops; engineers size protection circuits from $d\\Phi/dt$.",
        };
      },
    );
  },
};

/** Templates of the subtopic "electromagnetic-induction". */
export const templates: ProblemTemplate[] = [
  coilInChangingField,
  slidingRod,
  transformerPrimaryCurrent,
  rlCurrentGrowth,
  decayingFieldEmf,
];
