/**
 * Problem templates for the subtopic "ac-circuits": rms values and average power, capacitive
 * reactance, a series RLC circuit, LC resonance and the rms value of a sawtooth by integration.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, siConversionStep, solutionStep, tutorStep } from "../template-kit";
import { generateSeparated, tex, texNumber } from "./template-helpers";

const resistorAveragePower: ProblemTemplate = {
  id: "ac-circuits.resistor-average-power",
  subtopic: "ac-circuits",
  levels: ["high-school", "algebra"],
  title: "Average power of a resistor on AC",
  generate(random) {
    return generateSeparated(
      random,
      () => ({ peakVoltage: random.between(10, 340, 1), resistance: random.between(10, 200, 5) }),
      ({ peakVoltage, resistance }) => {
        const rmsVoltage = peakVoltage / Math.SQRT2;
        const rmsCurrent = rmsVoltage / resistance;
        const peakPower = (peakVoltage * peakVoltage) / resistance;
        const power = rmsVoltage * rmsCurrent;
        return {
          statement:
            `A sinusoidal voltage with peak value $V_0 = ${tex(peakVoltage, "V")}$ is applied across a ` +
            `resistor $R = ${tex(resistance, "ohm")}$. What is the average power dissipated in the resistor?`,
          knowns: [
            known({ symbol: "V_0", name: "peak voltage", value: peakVoltage, unit: "V" }),
            known({ symbol: "R", name: "resistance", value: resistance, unit: "ohm" }),
          ],
          unknown: { symbol: "P_{avg}", name: "average power", unit: "W" },
          answer: { value: power, unit: "W" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "The rms value of a sine wave is its peak over the square root of two",
              equation: "V_{rms} = \\frac{V_0}{\\sqrt 2}",
              substitution: `V_{rms} = \\frac{${tex(peakVoltage, "V")}}{\\sqrt 2}`,
              result: { symbol: "V_{rms}", value: rmsVoltage, unit: "V" },
            }),
            solutionStep({
              principle: "Average power uses rms values",
              equation: "P_{avg} = \\frac{V_{rms}^2}{R}",
              substitution: `P_{avg} = \\frac{(${tex(rmsVoltage, "V")})^2}{${tex(resistance, "ohm")}}`,
              result: { symbol: "P_{avg}", value: power, unit: "W" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Why is the average power of a resistor on AC not $V_0^2/R$?",
              explanation:
                "The voltage spends most of each cycle below its peak. The instantaneous power " +
                "$V_0^2\\sin^2(\\omega t)/R$ averages to half its peak value, which is what the rms value captures.",
            },
            steps: [
              tutorStep({
                description: "rms voltage",
                prompt: "What is the rms voltage?",
                expected: { value: rmsVoltage, unit: "V" },
                hints: [
                  "For a sine wave, rms is less than peak.",
                  "Divide the peak by $\\sqrt 2$.",
                  `$V_{rms} = ${texNumber(peakVoltage)} / 1.414$.`,
                ],
              }),
              tutorStep({
                description: "rms current",
                prompt: "What is the rms current through the resistor?",
                expected: { value: rmsCurrent, unit: "A" },
                hints: [
                  "Ohm's law holds for rms values.",
                  "$I_{rms} = V_{rms}/R$.",
                  `$I_{rms} = ${texNumber(rmsVoltage)} / ${texNumber(resistance)}$.`,
                ],
              }),
              tutorStep({
                description: "Peak power",
                prompt: "What is the instantaneous power at the voltage peak?",
                expected: { value: peakPower, unit: "W" },
                hints: [
                  "At the peak the voltage is $V_0$.",
                  "$P_{peak} = V_0^2/R$.",
                  `$P_{peak} = ${texNumber(peakVoltage)}^2 / ${texNumber(resistance)}$.`,
                ],
              }),
              tutorStep({
                description: "Average power",
                prompt: "What is the average power?",
                expected: { value: power, unit: "W" },
                hints: [
                  "$\\sin^2$ averages to one half over a cycle.",
                  "$P_{avg} = V_{rms} I_{rms} = P_{peak}/2$.",
                  `$P_{avg} = ${texNumber(rmsVoltage)} \\times ${texNumber(rmsCurrent)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "peak-as-rms",
              description: "Used the peak voltage as if it were the rms voltage",
              wrongAnswer: { value: peakPower, unit: "W" },
              feedback: "Power averages use rms values: $V_{rms} = V_0/\\sqrt 2$, so $P = V_0^2/(2R)$.",
            }),
            mistake({
              id: "root-two-not-squared",
              description: "Divided $V_0^2/R$ by $\\sqrt 2$ instead of by 2",
              wrongAnswer: { value: peakPower / Math.SQRT2, unit: "W" },
              feedback: "Squaring $V_0/\\sqrt 2$ gives $V_0^2/2$: the $\\sqrt 2$ is squared too.",
            }),
          ],
          keyConcepts: [
            "The rms value of a sinusoid is its peak divided by $\\sqrt 2$.",
            "Average AC power in a resistor is $V_{rms}^2/R = V_0^2/(2R)$.",
            "Mains voltages such as 230 V or 120 V are rms values.",
          ],
          realWorld:
            "The 230 V printed on a European socket is an rms value: its peak is about 325 V, yet it heats " +
            "a kettle like a steady 230 V would.",
        };
      },
    );
  },
};

const capacitorCurrent: ProblemTemplate = {
  id: "ac-circuits.capacitor-current",
  subtopic: "ac-circuits",
  levels: ["high-school", "algebra"],
  title: "Current through a capacitor on AC",
  generate(random) {
    return generateSeparated(
      random,
      () => ({
        voltage: random.between(5, 24, 0.5),
        frequency: random.between(50, 500, 10),
        capacitance: random.between(1, 50, 0.5),
      }),
      ({ voltage, frequency, capacitance }) => {
        const angularFrequency = 2 * Math.PI * frequency;
        const farads = capacitance * 1e-6;
        const reactance = 1 / (angularFrequency * farads);
        const current = voltage / reactance;
        const milliamperes = current * 1000;
        return {
          statement:
            `A capacitor $C = ${tex(capacitance, "uF")}$ is connected to an AC source of rms voltage ` +
            `$V = ${tex(voltage, "V")}$ and frequency $f = ${tex(frequency, "Hz")}$. What rms current (in mA) ` +
            "flows?",
          knowns: [
            known({ symbol: "C", name: "capacitance", value: capacitance, unit: "uF" }),
            known({ symbol: "V", name: "rms voltage", value: voltage, unit: "V" }),
            known({ symbol: "f", name: "frequency", value: frequency, unit: "Hz" }),
          ],
          unknown: { symbol: "I", name: "rms current", unit: "mA" },
          answer: { value: milliamperes, unit: "mA" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Capacitive reactance",
              equation: "X_C = \\frac{1}{2\\pi f C}",
              substitution: `X_C = \\frac{1}{2\\pi (${tex(frequency, "Hz")})(${tex(farads, "F")})}`,
              result: { symbol: "X_C", value: reactance, unit: "ohm" },
            }),
            solutionStep({
              principle: "Ohm's law with the reactance",
              equation: "I = \\frac{V}{X_C}",
              substitution: `I = \\frac{${tex(voltage, "V")}}{${tex(reactance, "ohm")}}`,
              result: { symbol: "I", value: milliamperes, unit: "mA" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Does a capacitor pass more AC current at high frequency or at low frequency?",
              explanation:
                "At high frequency. The capacitor has less time to charge up and oppose the source each cycle, " +
                "so its reactance $1/(2\\pi fC)$ falls as the frequency rises.",
            },
            steps: [
              tutorStep({
                description: "Angular frequency",
                prompt: "What is the angular frequency $\\omega = 2\\pi f$?",
                expected: { value: angularFrequency, unit: "rad/s" },
                hints: [
                  "One cycle is $2\\pi$ radians.",
                  "Multiply the frequency by $2\\pi$.",
                  `$\\omega = 2\\pi \\times ${texNumber(frequency)}$.`,
                ],
              }),
              siConversionStep({
                quantity: "the capacitance",
                symbol: "C",
                given: capacitance,
                prefix: "micro",
                unit: "F",
                value: farads,
              }),
              tutorStep({
                description: "Reactance",
                prompt: "What is the capacitive reactance $X_C$?",
                expected: { value: reactance, unit: "ohm" },
                hints: [
                  "$X_C = 1/(\\omega C)$.",
                  "Multiply $\\omega$ by $C$, then take the reciprocal.",
                  `$X_C = 1/(${texNumber(angularFrequency)} \\times ${texNumber(farads)})$.`,
                ],
              }),
              tutorStep({
                description: "Current",
                prompt: "What rms current flows, in mA?",
                expected: { value: milliamperes, unit: "mA" },
                hints: [
                  "The reactance plays the role of a resistance.",
                  "$I = V/X_C$, then convert to mA.",
                  `$I = ${texNumber(voltage)} / ${texNumber(reactance)}\\ \\mathrm{A}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "forgot-two-pi",
              description: "Used $X_C = 1/(fC)$ without the $2\\pi$",
              wrongAnswer: { value: milliamperes / (2 * Math.PI), unit: "mA" },
              feedback: "Reactance uses the angular frequency $\\omega = 2\\pi f$.",
            }),
            mistake({
              id: "reactance-inverted",
              description: "Took the reactance as $2\\pi fC$ instead of $1/(2\\pi fC)$",
              wrongAnswer: { value: (voltage / (angularFrequency * farads)) * 1000, unit: "mA" },
              feedback:
                "A larger capacitor passes more current, so its reactance must get smaller: $X_C = 1/(2\\pi fC)$.",
            }),
          ],
          keyConcepts: [
            "A capacitor's opposition to AC is its reactance $X_C = 1/(2\\pi fC)$.",
            "Reactance falls as frequency or capacitance rises.",
            "With rms values, $I = V/X_C$ works like Ohm's law.",
          ],
          realWorld:
            "Loudspeaker crossovers send high frequencies to the tweeter through a capacitor, which blocks " +
            "the low frequencies that would damage it.",
        };
      },
    );
  },
};

const seriesRlcCurrent: ProblemTemplate = {
  id: "ac-circuits.series-rlc-current",
  subtopic: "ac-circuits",
  levels: ["algebra", "calculus"],
  title: "Current in a series RLC circuit",
  generate(random, level) {
    return generateSeparated(
      random,
      () => ({
        voltage: random.between(5, 120, 5),
        resistance: random.between(20, 100, 1),
        inductance: random.between(20, 200, 5),
        capacitance: random.between(2, 20, 0.5),
        frequency: random.between(50, 250, 5),
      }),
      ({ voltage, resistance, inductance, capacitance, frequency }) => {
        const angularFrequency = 2 * Math.PI * frequency;
        const inductiveReactance = angularFrequency * (inductance / 1000);
        const capacitiveReactance = 1 / (angularFrequency * capacitance * 1e-6);
        const reactance = inductiveReactance - capacitiveReactance;
        const impedance = Math.hypot(resistance, reactance);
        const milliamperes = (voltage / impedance) * 1000;
        const method =
          level === "calculus"
            ? " Obtain $Z$ from the steady state of $L\\ddot q + R\\dot q + q/C = V_0\\cos\\omega t$, whose current amplitude is $V_0/Z$."
            : "";
        return {
          statement:
            `A series circuit contains a resistor $R = ${tex(resistance, "ohm")}$, an inductor ` +
            `$L = ${tex(inductance, "mH")}$ and a capacitor $C = ${tex(capacitance, "uF")}$, driven by an AC ` +
            `source of rms voltage $V = ${tex(voltage, "V")}$ at $f = ${tex(frequency, "Hz")}$. What rms ` +
            `current (in mA) flows?${method}`,
          knowns: [
            known({ symbol: "R", name: "resistance", value: resistance, unit: "ohm" }),
            known({ symbol: "L", name: "inductance", value: inductance, unit: "mH" }),
            known({ symbol: "C", name: "capacitance", value: capacitance, unit: "uF" }),
            known({ symbol: "V", name: "rms source voltage", value: voltage, unit: "V" }),
            known({ symbol: "f", name: "frequency", value: frequency, unit: "Hz" }),
          ],
          unknown: { symbol: "I", name: "rms current", unit: "mA" },
          answer: { value: milliamperes, unit: "mA" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Reactances of the inductor and the capacitor",
              equation: "X_L = 2\\pi f L,\\quad X_C = \\frac{1}{2\\pi f C}",
              substitution: `X_L = ${tex(inductiveReactance, "ohm")},\\ X_C = ${tex(capacitiveReactance, "ohm")}`,
              result: { symbol: "X_L - X_C", value: reactance, unit: "ohm" },
            }),
            solutionStep({
              principle: "Impedance: the reactances are 90° out of phase with the resistance",
              equation: "Z = \\sqrt{R^2 + (X_L - X_C)^2}",
              substitution: `Z = \\sqrt{(${tex(resistance, "ohm")})^2 + (${tex(reactance, "ohm")})^2}`,
              result: { symbol: "Z", value: impedance, unit: "ohm" },
            }),
            solutionStep({
              principle: "Ohm's law for AC with rms values",
              equation: "I = \\frac{V}{Z}",
              substitution: `I = \\frac{${tex(voltage, "V")}}{${tex(impedance, "ohm")}}`,
              result: { symbol: "I", value: milliamperes, unit: "mA" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Why are $X_L$ and $X_C$ subtracted rather than added in a series RLC circuit?",
              explanation:
                "The inductor's voltage leads the current by 90° and the capacitor's lags it by 90°: they point " +
                "in opposite directions on a phasor diagram and partly cancel.",
            },
            steps: [
              tutorStep({
                description: "Inductive reactance",
                prompt: "What is $X_L = 2\\pi f L$?",
                expected: { value: inductiveReactance, unit: "ohm" },
                hints: [
                  "Convert the inductance to henries.",
                  "Multiply $2\\pi f$ by $L$.",
                  `$X_L = 2\\pi \\times ${texNumber(frequency)} \\times ${texNumber(inductance / 1000)}$.`,
                ],
              }),
              tutorStep({
                description: "Capacitive reactance",
                prompt: "What is $X_C = 1/(2\\pi f C)$?",
                expected: { value: capacitiveReactance, unit: "ohm" },
                hints: [
                  "Convert the capacitance to farads.",
                  "Take the reciprocal of $2\\pi f C$.",
                  `$X_C = 1/(2\\pi \\times ${texNumber(frequency)} \\times ${texNumber(capacitance * 1e-6)})$.`,
                ],
              }),
              tutorStep({
                description: "Net reactance",
                prompt: "What is the net reactance $X_L - X_C$ (keep its sign)?",
                expected: { value: reactance, unit: "ohm" },
                hints: [
                  "The two reactances act in opposite directions.",
                  "Subtract the capacitive from the inductive reactance.",
                  `$${texNumber(inductiveReactance)} - ${texNumber(capacitiveReactance)}$.`,
                ],
              }),
              tutorStep({
                description: "Impedance",
                prompt: "What is the impedance $Z$?",
                expected: { value: impedance, unit: "ohm" },
                hints: [
                  "Resistance and reactance combine like perpendicular sides of a triangle.",
                  "$Z = \\sqrt{R^2 + (X_L - X_C)^2}$.",
                  `$Z = \\sqrt{${texNumber(resistance)}^2 + (${texNumber(reactance)})^2}$.`,
                ],
              }),
              tutorStep({
                description: "Current",
                prompt: "What rms current flows, in mA?",
                expected: { value: milliamperes, unit: "mA" },
                hints: [
                  "Use Ohm's law with the impedance.",
                  "$I = V/Z$, then convert to mA.",
                  `$I = ${texNumber(voltage)} / ${texNumber(impedance)}\\ \\mathrm{A}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "reactances-added",
              description: "Added $X_L$ and $X_C$ instead of subtracting them",
              wrongAnswer: {
                value: (voltage / Math.hypot(resistance, inductiveReactance + capacitiveReactance)) * 1000,
                unit: "mA",
              },
              feedback: "The inductor and capacitor voltages are 180° apart, so their reactances subtract.",
            }),
            mistake({
              id: "ignored-reactance",
              description: "Used only the resistance, $I = V/R$",
              wrongAnswer: { value: (voltage / resistance) * 1000, unit: "mA" },
              feedback: "Away from resonance the reactances also limit the current: use the impedance $Z$.",
            }),
            mistake({
              id: "impedance-added-arithmetically",
              description: "Added $R$ and $|X_L - X_C|$ directly",
              wrongAnswer: { value: (voltage / (resistance + Math.abs(reactance))) * 1000, unit: "mA" },
              feedback:
                "Resistance and reactance are 90° apart: combine them with Pythagoras, not by simple addition.",
            }),
          ],
          keyConcepts: [
            "In a series RLC circuit the impedance is $Z = \\sqrt{R^2 + (X_L - X_C)^2}$.",
            "Inductive and capacitive reactances partly cancel because they are 180° out of phase.",
            "The rms current is $V_{rms}/Z$; it is largest at resonance, where $X_L = X_C$.",
          ],
          realWorld:
            "Radio tuners and induction-heating circuits are series or parallel RLC circuits whose current " +
            "depends sharply on how close the frequency is to resonance.",
        };
      },
    );
  },
};

const lcResonance: ProblemTemplate = {
  id: "ac-circuits.lc-resonant-frequency",
  subtopic: "ac-circuits",
  levels: ["algebra", "calculus"],
  title: "Resonant frequency of an LC circuit",
  generate(random, level) {
    return generateSeparated(
      random,
      () => ({ inductance: random.between(1, 50, 0.1), capacitance: random.between(10, 500, 1) }),
      ({ inductance, capacitance }) => {
        const henries = inductance / 1000;
        const farads = capacitance * 1e-9;
        const product = henries * farads;
        const angularFrequency = 1 / Math.sqrt(product);
        const frequency = angularFrequency / (2 * Math.PI);
        const kilohertz = frequency / 1000;
        const method =
          level === "calculus" ? " Start from the circuit equation $L\\,d^2q/dt^2 + q/C = 0$." : "";
        return {
          statement:
            `An inductor $L = ${tex(inductance, "mH")}$ is connected to a capacitor $C = ${tex(capacitance, "nF")}$. ` +
            `At what frequency (in kHz) does the circuit oscillate (its resonant frequency)?${method}`,
          knowns: [
            known({ symbol: "L", name: "inductance", value: inductance, unit: "mH" }),
            known({ symbol: "C", name: "capacitance", value: capacitance, unit: "nF" }),
          ],
          unknown: { symbol: "f_0", name: "resonant frequency", unit: "kHz" },
          answer: { value: kilohertz, unit: "kHz" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "The charge oscillates harmonically: $\\ddot q = -q/(LC)$",
              equation: "\\omega_0 = \\frac{1}{\\sqrt{LC}}",
              substitution: `\\omega_0 = \\frac{1}{\\sqrt{(${tex(henries, "H")})(${tex(farads, "F")})}}`,
              result: { symbol: "\\omega_0", value: angularFrequency, unit: "rad/s" },
            }),
            solutionStep({
              principle: "Convert angular frequency to frequency",
              equation: "f_0 = \\frac{\\omega_0}{2\\pi}",
              substitution: `f_0 = \\frac{${tex(angularFrequency, "rad/s")}}{2\\pi}`,
              result: { symbol: "f_0", value: kilohertz, unit: "kHz" },
            }),
          ],
          tutor: {
            warmup: {
              question: "In an LC circuit, where is the energy when the capacitor's charge is zero?",
              explanation:
                "In the inductor's magnetic field: the current is then at its maximum. The energy sloshes " +
                "between the capacitor's electric field and the inductor's magnetic field, like a mass on a spring.",
            },
            steps: [
              siConversionStep({
                quantity: "the inductance",
                symbol: "L",
                given: inductance,
                prefix: "milli",
                unit: "H",
                value: henries,
              }),
              siConversionStep({
                quantity: "the capacitance",
                symbol: "C",
                given: capacitance,
                prefix: "nano",
                unit: "F",
                value: farads,
              }),
              tutorStep({
                description: "Product LC",
                prompt: "What is $LC$ (in $\\mathrm{s}^2$)?",
                expected: { value: product, unit: "s^2" },
                hints: [
                  "Henries times farads give seconds squared.",
                  "Multiply $L$ by $C$ in SI units.",
                  `$LC = ${texNumber(henries)} \\times ${texNumber(farads)}$.`,
                ],
              }),
              tutorStep({
                description: "Angular frequency",
                prompt: "What is the angular resonant frequency $\\omega_0$?",
                expected: { value: angularFrequency, unit: "rad/s" },
                hints: [
                  "$\\omega_0 = 1/\\sqrt{LC}$.",
                  "Take the square root of $LC$, then the reciprocal.",
                  `$\\omega_0 = 1/\\sqrt{${texNumber(product)}}$.`,
                ],
              }),
              tutorStep({
                description: "Frequency in kHz",
                prompt: "What is the resonant frequency $f_0$ in kHz?",
                expected: { value: kilohertz, unit: "kHz" },
                hints: [
                  "Frequency counts cycles, not radians.",
                  "Divide $\\omega_0$ by $2\\pi$, then by 1000.",
                  `$f_0 = ${texNumber(angularFrequency)} / (2\\pi) / 1000$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "angular-as-ordinary",
              description: "Gave $\\omega_0$ as the frequency (did not divide by $2\\pi$)",
              wrongAnswer: { value: angularFrequency / 1000, unit: "kHz" },
              feedback:
                "$1/\\sqrt{LC}$ is in radians per second; divide by $2\\pi$ to get cycles per second.",
            }),
            mistake({
              id: "forgot-square-root",
              description: "Used $f_0 = 1/(2\\pi LC)$ without the square root",
              wrongAnswer: { value: 1 / (2 * Math.PI * product) / 1000, unit: "kHz" },
              feedback:
                "The resonant angular frequency is $1/\\sqrt{LC}$; check the units: $LC$ is in $\\mathrm{s}^2$.",
            }),
            mistake({
              id: "prefixes-ignored",
              description: "Used mH and nF as if they were H and F",
              wrongAnswer: {
                value: 1 / (2 * Math.PI * Math.sqrt(inductance * capacitance)) / 1000,
                unit: "kHz",
              },
              feedback: "Convert to henries and farads before multiplying: $L C$ must be in $\\mathrm{s}^2$.",
            }),
          ],
          keyConcepts: [
            "An LC circuit oscillates like a mass on a spring, with $\\omega_0 = 1/\\sqrt{LC}$.",
            "The frequency is $f_0 = \\omega_0/(2\\pi)$.",
            "Energy moves back and forth between the capacitor's electric field and the inductor's magnetic field.",
          ],
          realWorld:
            "Turning a radio's tuning knob changes a capacitance so that the LC resonance matches the " +
            "station's frequency.",
        };
      },
    );
  },
};

const sawtoothPower: ProblemTemplate = {
  id: "ac-circuits.sawtooth-rms-power",
  subtopic: "ac-circuits",
  levels: ["calculus"],
  title: "Average power of a sawtooth voltage",
  generate(random) {
    return generateSeparated(
      random,
      () => ({ peakVoltage: random.between(5, 50, 0.5), resistance: random.between(10, 100, 1) }),
      ({ peakVoltage, resistance }) => {
        const meanSquare = (peakVoltage * peakVoltage) / 3;
        const rmsVoltage = Math.sqrt(meanSquare);
        const rmsCurrent = rmsVoltage / resistance;
        const power = meanSquare / resistance;
        return {
          statement:
            "A function generator applies a sawtooth voltage to a resistor: in each period $T$ the voltage " +
            `rises linearly, $v(t) = V_0 t/T$, from 0 to $V_0 = ${tex(peakVoltage, "V")}$, then drops back to ` +
            `zero at once. The resistor is $R = ${tex(resistance, "ohm")}$. By computing the rms value ` +
            "$V_{rms} = \\sqrt{\\frac{1}{T}\\int_0^T v^2\\,dt}$, find the average power dissipated.",
          knowns: [
            known({ symbol: "V_0", name: "peak voltage", value: peakVoltage, unit: "V" }),
            known({ symbol: "R", name: "resistance", value: resistance, unit: "ohm" }),
          ],
          unknown: { symbol: "P_{avg}", name: "average power", unit: "W" },
          answer: { value: power, unit: "W" },
          significantFigures: 3,
          solution: [
            solutionStep({
              principle: "Mean of the square of the voltage over one period",
              equation:
                "\\langle v^2 \\rangle = \\frac{1}{T}\\int_0^T \\frac{V_0^2 t^2}{T^2}\\,dt = \\frac{V_0^2}{3}",
              substitution: `\\langle v^2 \\rangle = \\frac{(${tex(peakVoltage, "V")})^2}{3}`,
              result: { symbol: "\\langle v^2 \\rangle", value: meanSquare, unit: "V^2" },
            }),
            solutionStep({
              principle: "Average power in a resistor is the mean of $v^2/R$",
              equation: "P_{avg} = \\frac{\\langle v^2 \\rangle}{R} = \\frac{V_{rms}^2}{R}",
              substitution: `P_{avg} = \\frac{${tex(meanSquare, "V^2")}}{${tex(resistance, "ohm")}}`,
              result: { symbol: "P_{avg}", value: power, unit: "W" },
            }),
          ],
          tutor: {
            warmup: {
              question: "Why is the power found from the mean of $v^2$ rather than from the mean of $v$?",
              explanation:
                "The instantaneous power is $v^2/R$, so its average is $\\langle v^2\\rangle/R$. Averaging $v$ " +
                "first and then squaring underestimates it, because the larger voltages count more.",
            },
            steps: [
              tutorStep({
                description: "Mean square voltage",
                prompt: "What is $\\frac{1}{T}\\int_0^T v^2\\,dt$?",
                expected: { value: meanSquare, unit: "V^2" },
                hints: [
                  "Substitute $v = V_0 t/T$ and integrate $t^2$.",
                  "$\\int_0^T t^2\\,dt = T^3/3$, so the mean is $V_0^2/3$.",
                  `$\\langle v^2\\rangle = ${texNumber(peakVoltage)}^2 / 3$.`,
                ],
              }),
              tutorStep({
                description: "rms voltage",
                prompt: "What is the rms voltage?",
                expected: { value: rmsVoltage, unit: "V" },
                hints: [
                  "rms is the root of the mean square.",
                  "Take the square root of $\\langle v^2\\rangle$.",
                  `$V_{rms} = \\sqrt{${texNumber(meanSquare)}}$.`,
                ],
              }),
              tutorStep({
                description: "rms current",
                prompt: "What is the rms current through the resistor?",
                expected: { value: rmsCurrent, unit: "A" },
                hints: [
                  "Ohm's law holds for rms values of a resistor.",
                  "$I_{rms} = V_{rms}/R$.",
                  `$I_{rms} = ${texNumber(rmsVoltage)} / ${texNumber(resistance)}$.`,
                ],
              }),
              tutorStep({
                description: "Average power",
                prompt: "What is the average power dissipated?",
                expected: { value: power, unit: "W" },
                hints: [
                  "$P_{avg} = V_{rms} I_{rms}$.",
                  "Equivalently $\\langle v^2\\rangle / R$.",
                  `$P_{avg} = ${texNumber(meanSquare)} / ${texNumber(resistance)}$.`,
                ],
              }),
            ],
          },
          mistakes: [
            mistake({
              id: "sine-rms",
              description: "Used the sine-wave rule $V_{rms} = V_0/\\sqrt 2$",
              wrongAnswer: { value: (peakVoltage * peakVoltage) / (2 * resistance), unit: "W" },
              feedback:
                "$V_0/\\sqrt 2$ is only for sinusoids; a linear ramp gives $\\langle v^2\\rangle = V_0^2/3$.",
            }),
            mistake({
              id: "average-voltage",
              description: "Squared the average voltage $V_0/2$",
              wrongAnswer: { value: (peakVoltage * peakVoltage) / (4 * resistance), unit: "W" },
              feedback: "Average the square, not the voltage: $\\langle v^2\\rangle = V_0^2/3 > (V_0/2)^2$.",
            }),
            mistake({
              id: "peak-voltage",
              description: "Used the peak voltage: $P = V_0^2/R$",
              wrongAnswer: { value: (peakVoltage * peakVoltage) / resistance, unit: "W" },
              feedback:
                "The voltage is at its peak only for an instant; average $v^2$ over the whole period.",
            }),
          ],
          keyConcepts: [
            "The rms value of any waveform is the square root of the time average of its square.",
            "For a linear ramp from 0 to $V_0$, $V_{rms} = V_0/\\sqrt 3$; for a sine wave it is $V_0/\\sqrt 2$.",
            "Average power in a resistor is $V_{rms}^2/R$ for any waveform.",
          ],
          realWorld:
            "True-rms multimeters compute this integral electronically, so they read sawtooth and other " +
            "non-sinusoidal voltages correctly where cheaper meters assume a sine wave.",
        };
      },
    );
  },
};

/** Templates of the subtopic "ac-circuits". */
export const templates: ProblemTemplate[] = [
  resistorAveragePower,
  capacitorCurrent,
  seriesRlcCurrent,
  lcResonance,
  sawtoothPower,
];
