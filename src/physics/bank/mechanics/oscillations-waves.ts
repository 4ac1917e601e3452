/**
 * Oscillations and waves templates: simple harmonic motion, damping, waves on strings and the Doppler effect.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { show, showNumber } from "./template-helpers";

const springPeriod: ProblemTemplate = {
  id: "oscillations-waves.spring-mass-period",
  subtopic: "oscillations-waves",
  levels: ["high-school", "algebra"],
  title: "Period of a mass bouncing on a spring",
  generate(random) {
    const massGrams = random.between(100, 900, 5);
    const stiffness = random.between(10, 80, 0.5);
    const mass = massGrams / 1000;
    const angularFrequency = Math.sqrt(stiffness / mass);
    const frequency = angularFrequency / (2 * Math.PI);
    const period = 1 / frequency;
    return {
      statement:
        `A mass of $m = ${show(massGrams, "g")}$ hangs from a spring with spring constant $k = ${show(stiffness, "N/m")}$. ` +
        "It is pulled down a little and released. What is the period of its oscillation?",
      knowns: [
        known({ symbol: "m", name: "mass", value: massGrams, unit: "g" }),
        known({ symbol: "k", name: "spring constant", value: stiffness, unit: "N/m" }),
      ],
      unknown: { symbol: "T", name: "period", unit: "s" },
      answer: { value: period, unit: "s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Convert the mass to kilograms",
          equation: "m = \\frac{m[\\mathrm{g}]}{1000}",
          substitution: `m = \\frac{${showNumber(massGrams)}}{1000} = ${show(mass, "kg")}`,
          result: { symbol: "m", value: mass, unit: "kg" },
        }),
        solutionStep({
          principle: "Period of a mass-spring oscillator (gravity only shifts the equilibrium position)",
          equation: "T = 2\\pi\\sqrt{\\frac{m}{k}}",
          substitution: `T = 2\\pi\\sqrt{\\frac{${show(mass, "kg")}}{${show(stiffness, "N/m")}}} = ${show(period, "s")}`,
          result: { symbol: "T", value: period, unit: "s" },
        }),
      ],
      tutor: {
        warmup: {
          question: "If you pull the mass down twice as far before letting go, does the period change?",
          explanation:
            "No. A larger amplitude means a larger restoring force and a longer path, and the two effects cancel exactly: the period of simple harmonic motion does not depend on the amplitude.",
        },
        steps: [
          tutorStep({
            prompt: "Convert the mass to kilograms.",
            description: "Mass in kg",
            expected: { value: mass, unit: "kg" },
            hints: [
              "k is in N/m, which uses kilograms.",
              "1000 g = 1 kg.",
              `Divide $${showNumber(massGrams)}$ by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "What is the angular frequency $\\omega$ of the oscillation?",
            description: "Angular frequency",
            expected: { value: angularFrequency, unit: "rad/s" },
            hints: [
              "A stiffer spring oscillates faster, a heavier mass slower.",
              "$\\omega = \\sqrt{k/m}$.",
              `Compute $\\sqrt{${showNumber(stiffness)}/${showNumber(mass)}}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the frequency in hertz?",
            description: "Frequency",
            expected: { value: frequency, unit: "Hz" },
            hints: [
              "One oscillation is 2π rad.",
              "$f = \\omega/(2\\pi)$.",
              `Divide $${show(angularFrequency, "rad/s")}$ by 2π.`,
            ],
          }),
          tutorStep({
            prompt: "What is the period of the oscillation?",
            description: "Period",
            expected: { value: period, unit: "s" },
            hints: [
              "The period is the time for one oscillation.",
              "$T = 1/f$.",
              `Compute 1/$${showNumber(frequency)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-gram-conversion",
          description: "Used the mass in grams",
          wrongAnswer: { value: 2 * Math.PI * Math.sqrt(massGrams / stiffness), unit: "s" },
          feedback: "With k in N/m the mass must be in kilograms: divide the grams by 1000.",
          step: 0,
        }),
        mistake({
          id: "forgot-two-pi",
          description: "Gave √(m/k) = 1/ω as the period, without the 2π",
          wrongAnswer: { value: 1 / angularFrequency, unit: "s" },
          feedback: "1/ω is the time to turn through one radian. A full cycle is 2π rad, so T = 2π√(m/k).",
          step: 2,
        }),
      ],
      keyConcepts: [
        "A mass on a spring performs simple harmonic motion with ω = √(k/m).",
        "T = 2π√(m/k) does not depend on the amplitude or on g.",
        "Period and frequency are reciprocals.",
      ],
      realWorld:
        "Car suspensions are tuned to bounce at about 1 to 1.5 Hz, close to the rhythm of walking, which passengers find comfortable.",
    };
  },
};

const stringFundamental: ProblemTemplate = {
  id: "oscillations-waves.string-fundamental-frequency",
  subtopic: "oscillations-waves",
  levels: ["high-school", "algebra"],
  title: "Fundamental frequency of a guitar string",
  generate(random) {
    const tension = random.between(50, 90, 0.5);
    const densityGramsPerMetre = random.between(0.4, 6, 0.01);
    const lengthCm = random.between(55, 70, 0.5);
    const density = densityGramsPerMetre / 1000;
    const length = lengthCm / 100;
    const waveSpeed = Math.sqrt(tension / density);
    const wavelength = 2 * length;
    const frequency = waveSpeed / wavelength;
    return {
      statement:
        `A guitar string vibrates between the nut and the bridge, which are $L = ${show(lengthCm, "cm")}$ apart. ` +
        `It is under a tension of $F_T = ${show(tension, "N")}$ and has a linear density of $\\mu = ${show(densityGramsPerMetre, "g/m")}$. ` +
        "What is the frequency of its fundamental (lowest) mode?",
      knowns: [
        known({ symbol: "L", name: "vibrating length", value: lengthCm, unit: "cm" }),
        known({ symbol: "F_T", name: "tension", value: tension, unit: "N" }),
        known({ symbol: "\\mu", name: "linear density", value: densityGramsPerMetre, unit: "g/m" }),
      ],
      unknown: { symbol: "f_1", name: "fundamental frequency", unit: "Hz" },
      answer: { value: frequency, unit: "Hz" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Speed of a transverse wave on a string (μ in kg/m)",
          equation: "v = \\sqrt{\\frac{F_T}{\\mu}}",
          substitution: `v = \\sqrt{\\frac{${show(tension, "N")}}{${show(density, "kg/m")}}} = ${show(waveSpeed, "m/s")}`,
          result: { symbol: "v", value: waveSpeed, unit: "m/s" },
        }),
        solutionStep({
          principle: "Both ends are fixed (nodes), so the fundamental fits half a wavelength on the string",
          equation: "\\lambda_1 = 2L",
          substitution: `\\lambda_1 = 2(${show(length, "m")}) = ${show(wavelength, "m")}`,
          result: { symbol: "\\lambda_1", value: wavelength, unit: "m" },
        }),
        solutionStep({
          principle: "Wave relation",
          equation: "f_1 = \\frac{v}{\\lambda_1}",
          substitution: `f_1 = \\frac{${show(waveSpeed, "m/s")}}{${show(wavelength, "m")}} = ${show(frequency, "Hz")}`,
          result: { symbol: "f_1", value: frequency, unit: "Hz" },
        }),
      ],
      tutor: {
        warmup: {
          question: "How does tightening a guitar string change its pitch, and why?",
          explanation:
            "Tightening raises the pitch. More tension makes waves travel faster along the string, and since the wavelength is fixed by the string's length, a faster wave means a higher frequency.",
        },
        steps: [
          tutorStep({
            prompt: "Convert the linear density to kg/m.",
            description: "Linear density in kg/m",
            expected: { value: density, unit: "kg/m" },
            hints: [
              "Tension is in newtons, which use kilograms.",
              "1 g = 0.001 kg.",
              `Divide $${showNumber(densityGramsPerMetre)}$ by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "What is the speed of waves on the string?",
            description: "Wave speed",
            expected: { value: waveSpeed, unit: "m/s" },
            hints: [
              "Wave speed depends on tension and linear density.",
              "$v = \\sqrt{F_T/\\mu}$.",
              `Compute $\\sqrt{${showNumber(tension)}/${showNumber(density)}}$.`,
            ],
          }),
          tutorStep({
            prompt: "Convert the vibrating length to metres.",
            description: "Length in m",
            expected: { value: length, unit: "m" },
            hints: ["Work in SI units.", "100 cm = 1 m.", `Divide $${showNumber(lengthCm)}$ by 100.`],
          }),
          tutorStep({
            prompt: "What is the wavelength of the fundamental mode?",
            description: "Fundamental wavelength",
            expected: { value: wavelength, unit: "m" },
            hints: [
              "Both ends are fixed and must be nodes.",
              "The simplest pattern is one loop: half a wavelength.",
              "$\\lambda_1 = 2L$.",
            ],
          }),
          tutorStep({
            prompt: "What is the fundamental frequency?",
            description: "Fundamental frequency",
            expected: { value: frequency, unit: "Hz" },
            hints: [
              "Use the wave relation.",
              "$f = v/\\lambda$.",
              `Divide $${show(waveSpeed, "m/s")}$ by $${show(wavelength, "m")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "wavelength-equals-length",
          description: "Took the fundamental wavelength equal to the string length",
          wrongAnswer: { value: waveSpeed / length, unit: "Hz" },
          feedback:
            "The fundamental is one loop between two nodes: half a wavelength fits on the string, so λ₁ = 2L.",
          step: 3,
        }),
        mistake({
          id: "forgot-density-conversion",
          description: "Used the linear density in g/m",
          wrongAnswer: { value: Math.sqrt(tension / densityGramsPerMetre) / wavelength, unit: "Hz" },
          feedback: "With the tension in newtons, μ must be in kg/m: divide the g/m value by 1000.",
          step: 0,
        }),
        mistake({
          id: "forgot-cm-conversion",
          description: "Used the length in centimetres",
          wrongAnswer: { value: waveSpeed / (2 * lengthCm), unit: "Hz" },
          feedback: "The wave speed is in m/s, so the wavelength must be in metres.",
          step: 2,
        }),
      ],
      keyConcepts: [
        "Wave speed on a string is $v = \\sqrt{F_T/\\mu}$.",
        "A string fixed at both ends has standing waves with λₙ = 2L/n.",
        "The fundamental frequency is f₁ = v/(2L).",
      ],
      realWorld:
        "Guitar makers use thicker (heavier) strings for low notes and tune by adjusting tension; pressing a fret shortens L to raise the pitch.",
    };
  },
};

const dopplerApproaching: ProblemTemplate = {
  id: "oscillations-waves.doppler-approaching-source",
  subtopic: "oscillations-waves",
  levels: ["algebra", "calculus"],
  title: "Pitch of an approaching ambulance siren",
  generate(random) {
    const sourceFrequency = random.between(500, 990, 1);
    const sourceSpeedKmh = random.between(80, 130, 1);
    const soundSpeed = 343;
    const sourceSpeed = sourceSpeedKmh / 3.6;
    const gap = soundSpeed - sourceSpeed;
    const factor = soundSpeed / gap;
    const heardFrequency = sourceFrequency * factor;
    return {
      statement:
        `An ambulance siren emits sound at $f_0 = ${show(sourceFrequency, "Hz")}$. The ambulance drives at $v_s = ${show(sourceSpeedKmh, "km/h")}$ ` +
        `straight toward a pedestrian standing still. The speed of sound in the air is $v = ${show(soundSpeed, "m/s")}$. ` +
        "What frequency does the pedestrian hear?",
      knowns: [
        known({ symbol: "f_0", name: "frequency emitted by the siren", value: sourceFrequency, unit: "Hz" }),
        known({ symbol: "v_s", name: "speed of the ambulance", value: sourceSpeedKmh, unit: "km/h" }),
        known({ symbol: "v", name: "speed of sound", value: soundSpeed, unit: "m/s" }),
      ],
      unknown: { symbol: "f", name: "frequency heard", unit: "Hz" },
      answer: { value: heardFrequency, unit: "Hz" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Convert the source speed to m/s",
          equation: "v_s = \\frac{v_s[\\mathrm{km/h}]}{3.6}",
          substitution: `v_s = \\frac{${showNumber(sourceSpeedKmh)}}{3.6} = ${show(sourceSpeed, "m/s")}`,
          result: { symbol: "v_s", value: sourceSpeed, unit: "m/s" },
        }),
        solutionStep({
          principle:
            "Moving source, observer at rest: the source chases its own waves, so the wavelength ahead shrinks to $(v - v_s)/f_0$",
          equation: "f = f_0 \\frac{v}{v - v_s}",
          substitution: `f = (${show(sourceFrequency, "Hz")})\\frac{${show(soundSpeed, "m/s")}}{${show(soundSpeed, "m/s")} - ${show(sourceSpeed, "m/s")}} = ${show(heardFrequency, "Hz")}`,
          result: { symbol: "f", value: heardFrequency, unit: "Hz" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "As the ambulance approaches, is the pitch you hear higher or lower than the siren's own, and does it change once it has passed?",
          explanation:
            "Higher while it approaches, because the waves in front are squeezed together; lower once it moves away, because the waves behind are stretched. That sudden drop as it passes is the familiar Doppler shift.",
        },
        steps: [
          tutorStep({
            prompt: "Convert the ambulance's speed to m/s.",
            description: "Source speed in m/s",
            expected: { value: sourceSpeed, unit: "m/s" },
            hints: [
              "The speed of sound is in m/s.",
              "1 m/s = 3.6 km/h.",
              `Divide $${showNumber(sourceSpeedKmh)}$ by 3.6.`,
            ],
          }),
          tutorStep({
            prompt: "How fast does the ambulance fall behind its own wave fronts, $v - v_s$?",
            description: "Speed of sound relative to the source",
            expected: { value: gap, unit: "m/s" },
            hints: [
              "Each wave front runs ahead at v while the source follows at $v_s$.",
              "Subtract the source speed from the speed of sound.",
              `$${show(soundSpeed, "m/s")}$ − $${show(sourceSpeed, "m/s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "By what factor is the frequency raised?",
            description: "Doppler factor",
            expected: { value: factor, unit: "" },
            hints: [
              "The wavelength ahead is shortened by the factor $(v - v_s)/v$.",
              "The frequency rises by the inverse factor.",
              `Compute $${showNumber(soundSpeed)}$/$${showNumber(gap)}$.`,
            ],
          }),
          tutorStep({
            prompt: "What frequency does the pedestrian hear?",
            description: "Frequency heard",
            expected: { value: heardFrequency, unit: "Hz" },
            hints: [
              "Multiply the emitted frequency by the factor.",
              "$f = f_0 v/(v - v_s)$.",
              `Multiply $${show(sourceFrequency, "Hz")}$ by $${showNumber(factor)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "receding-sign",
          description: "Used $v + v_s$ in the denominator, the formula for a receding source",
          wrongAnswer: { value: (sourceFrequency * soundSpeed) / (soundSpeed + sourceSpeed), unit: "Hz" },
          feedback:
            "An approaching source squeezes the waves, so the pitch goes up: the denominator is $v - v_s$.",
          step: 1,
        }),
        mistake({
          id: "forgot-km-h-conversion",
          description: "Used the ambulance's speed in km/h",
          wrongAnswer: { value: (sourceFrequency * soundSpeed) / (soundSpeed - sourceSpeedKmh), unit: "Hz" },
          feedback: "Both speeds must be in the same unit: convert km/h to m/s by dividing by 3.6.",
          step: 0,
        }),
        mistake({
          id: "no-shift",
          description: "Assumed the pedestrian hears the emitted frequency",
          wrongAnswer: { value: sourceFrequency, unit: "Hz" },
          feedback:
            "Motion of the source changes the spacing of the wave fronts, and so the frequency heard.",
        }),
      ],
      keyConcepts: [
        "A moving source changes the wavelength in front of and behind it.",
        "Approaching: $f = f_0 v/(v - v_s)$; receding: $f = f_0 v/(v + v_s)$.",
        "The source's own frequency does not change; only the frequency received does.",
      ],
      realWorld:
        "Police radar, Doppler ultrasound of blood flow and weather radar all measure speed from the frequency shift of reflected waves.",
    };
  },
};

const shmMaximumSpeed: ProblemTemplate = {
  id: "oscillations-waves.shm-maximum-speed",
  subtopic: "oscillations-waves",
  levels: ["algebra", "calculus"],
  title: "Maximum speed of an oscillating glider",
  generate(random, level) {
    const mass = random.between(0.2, 2, 0.01);
    const stiffness = random.between(20, 200, 1);
    const amplitudeCm = random.between(2, 15, 0.1);
    const amplitude = amplitudeCm / 100;
    const angularFrequency = Math.sqrt(stiffness / mass);
    const energy = 0.5 * stiffness * amplitude ** 2;
    const maximumSpeed = amplitude * angularFrequency;
    const question =
      level === "calculus"
        ? "Its position is $x(t) = A\\cos(\\omega t)$. Differentiate to find the largest speed it reaches."
        : "What is the largest speed it reaches?";
    return {
      statement:
        `A glider of mass $m = ${show(mass, "kg")}$ on a frictionless air track is attached to a spring with $k = ${show(stiffness, "N/m")}$. ` +
        `It is pulled $A = ${show(amplitudeCm, "cm")}$ from equilibrium and released. ${question}`,
      knowns: [
        known({ symbol: "m", name: "mass of the glider", value: mass, unit: "kg" }),
        known({ symbol: "k", name: "spring constant", value: stiffness, unit: "N/m" }),
        known({ symbol: "A", name: "amplitude", value: amplitudeCm, unit: "cm" }),
      ],
      unknown: { symbol: "v_{max}", name: "maximum speed", unit: "m/s" },
      answer: { value: maximumSpeed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Angular frequency of the mass-spring system",
          equation: "\\omega = \\sqrt{\\frac{k}{m}}",
          substitution: `\\omega = \\sqrt{\\frac{${show(stiffness, "N/m")}}{${show(mass, "kg")}}} = ${show(angularFrequency, "rad/s")}`,
          result: { symbol: "\\omega", value: angularFrequency, unit: "rad/s" },
        }),
        solutionStep({
          principle:
            "Velocity is the derivative of position, v = −Aω sin(ωt); its largest magnitude is Aω, reached at equilibrium",
          equation: "v_{max} = A \\omega",
          substitution: `v_{max} = (${show(amplitude, "m")})(${show(angularFrequency, "rad/s")}) = ${show(maximumSpeed, "m/s")}`,
          result: { symbol: "v_{max}", value: maximumSpeed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Where in the oscillation is the glider fastest, and where does it stop momentarily?",
          explanation:
            "It is fastest passing through equilibrium, where the spring energy is zero and all the energy is kinetic. It stops at the turning points x = ±A, where all the energy is stored in the spring.",
        },
        steps: [
          tutorStep({
            prompt: "Convert the amplitude to metres.",
            description: "Amplitude in m",
            expected: { value: amplitude, unit: "m" },
            hints: ["k is in N/m.", "100 cm = 1 m.", `Divide $${showNumber(amplitudeCm)}$ by 100.`],
          }),
          tutorStep({
            prompt: "What is the angular frequency of the oscillation?",
            description: "Angular frequency",
            expected: { value: angularFrequency, unit: "rad/s" },
            hints: [
              "It depends only on k and m.",
              "$\\omega = \\sqrt{k/m}$.",
              `Compute $\\sqrt{${showNumber(stiffness)}/${showNumber(mass)}}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the total mechanical energy of the oscillation?",
            description: "Total energy",
            expected: { value: energy, unit: "J" },
            hints: [
              "At the turning point all the energy is in the spring.",
              "$E = \\tfrac{1}{2} k A^2$.",
              `Compute $\\tfrac{1}{2}(${showNumber(stiffness)})(${showNumber(amplitude)})^2$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the glider's maximum speed?",
            description: "Maximum speed",
            expected: { value: maximumSpeed, unit: "m/s" },
            hints: [
              "At equilibrium all the energy is kinetic.",
              "$\\tfrac{1}{2} m v_{max}^2 = E$, equivalently $v_{max} = A\\omega$.",
              `Multiply $${show(amplitude, "m")}$ by $${show(angularFrequency, "rad/s")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-frequency-not-angular",
          description: "Used the frequency f instead of the angular frequency ω, v = Af",
          wrongAnswer: { value: (amplitude * angularFrequency) / (2 * Math.PI), unit: "m/s" },
          feedback: "Differentiating A cos(ωt) brings down ω = 2πf, not f.",
          step: 1,
        }),
        mistake({
          id: "forgot-cm-conversion",
          description: "Used the amplitude in centimetres",
          wrongAnswer: { value: amplitudeCm * angularFrequency, unit: "m/s" },
          feedback: "For a speed in m/s the amplitude must be in metres.",
          step: 0,
        }),
        mistake({
          id: "omega-without-root",
          description: "Took ω = k/m without the square root",
          wrongAnswer: { value: (amplitude * stiffness) / mass, unit: "m/s" },
          feedback: "The angular frequency of a mass on a spring is ω = √(k/m).",
          step: 1,
        }),
      ],
      keyConcepts: [
        "In simple harmonic motion x = A cos(ωt) and v = dx/dt = −Aω sin(ωt).",
        "The maximum speed Aω occurs at the equilibrium position.",
        "Energy is exchanged between the spring (½kx²) and motion (½mv²), with total ½kA².",
      ],
      realWorld:
        "Engineers check the peak speed and acceleration of vibrating machine parts this way, because bearings and fasteners fail at the extremes, not on average.",
    };
  },
};

const dampedAmplitude: ProblemTemplate = {
  id: "oscillations-waves.damped-amplitude",
  subtopic: "oscillations-waves",
  levels: ["calculus"],
  title: "Amplitude of a damped oscillator after a time",
  generate(random) {
    const mass = random.between(1, 2, 0.01);
    const damping = random.between(0.2, 0.6, 0.01);
    const initialAmplitude = random.between(5, 15, 0.1);
    const time = random.between(2, 10, 0.1);
    const decayRate = damping / (2 * mass);
    const exponent = decayRate * time;
    const decayFactor = Math.exp(-exponent);
    const amplitude = initialAmplitude * decayFactor;
    return {
      statement:
        `A mass $m = ${show(mass, "kg")}$ on a spring oscillates in oil, which exerts a drag force $-b\\,\\frac{dx}{dt}$ with ` +
        `$b = ${show(damping, "kg/s")}$. The damping is light, so the solution of $m\\ddot{x} + b\\dot{x} + kx = 0$ is an oscillation ` +
        `inside an exponentially shrinking envelope. The amplitude starts at $A_0 = ${show(initialAmplitude, "cm")}$. ` +
        `What is the amplitude after $t = ${show(time, "s")}$?`,
      knowns: [
        known({ symbol: "m", name: "mass", value: mass, unit: "kg" }),
        known({ symbol: "b", name: "damping coefficient", value: damping, unit: "kg/s" }),
        known({ symbol: "A_0", name: "initial amplitude", value: initialAmplitude, unit: "cm" }),
        known({ symbol: "t", name: "elapsed time", value: time, unit: "s" }),
      ],
      unknown: { symbol: "A", name: "amplitude at time t", unit: "cm" },
      answer: { value: amplitude, unit: "cm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Trying $x = e^{rt}$ in $m\\ddot{x} + b\\dot{x} + kx = 0$ gives $r = -b/(2m) \\pm i\\omega_d$; the real part sets the decay of the envelope",
          equation: "A(t) = A_0 e^{-\\gamma t},\\quad \\gamma = \\frac{b}{2m}",
          substitution: `\\gamma = \\frac{${show(damping, "kg/s")}}{2(${show(mass, "kg")})} = ${show(decayRate, "s^-1")}`,
          result: { symbol: "\\gamma", value: decayRate, unit: "s^-1" },
        }),
        solutionStep({
          principle: "Evaluate the envelope at time t",
          equation: "A = A_0 e^{-\\gamma t}",
          substitution: `A = (${show(initialAmplitude, "cm")})\\, e^{-(${show(decayRate, "s^-1")})(${show(time, "s")})} = ${show(amplitude, "cm")}`,
          result: { symbol: "A", value: amplitude, unit: "cm" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Does the amplitude of a damped oscillator shrink by the same number of centimetres every second?",
          explanation:
            "No, it shrinks by the same fraction every second. The drag is proportional to the velocity, which leads to an exponential envelope: each second multiplies the amplitude by the same factor $e^{-\\gamma}$.",
        },
        steps: [
          tutorStep({
            prompt: "What is the decay rate $\\gamma = b/(2m)$ of the amplitude?",
            description: "Decay rate",
            expected: { value: decayRate, unit: "s^-1" },
            hints: [
              "Substitute $x = e^{rt}$ into the equation of motion.",
              "The real part of the roots is $-b/(2m)$.",
              `Compute $${show(damping, "kg/s")}$ / (2 × $${show(mass, "kg")}$).`,
            ],
          }),
          tutorStep({
            prompt: "What is the dimensionless exponent $\\gamma t$?",
            description: "Exponent",
            expected: { value: exponent, unit: "" },
            hints: [
              "Units of s⁻¹ times s cancel.",
              "Multiply the decay rate by the time.",
              `Compute $${showNumber(decayRate)}$ × $${showNumber(time)}$.`,
            ],
          }),
          tutorStep({
            prompt: "By what factor has the amplitude shrunk, $e^{-\\gamma t}$?",
            description: "Decay factor",
            expected: { value: decayFactor, unit: "" },
            hints: [
              "Use the exponential key.",
              "Remember the minus sign: the factor is less than 1.",
              `Compute $e^{-${showNumber(exponent)}}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the amplitude after time t?",
            description: "Amplitude",
            expected: { value: amplitude, unit: "cm" },
            hints: [
              "Multiply the initial amplitude by the decay factor.",
              "$A = A_0 e^{-\\gamma t}$.",
              `Multiply $${show(initialAmplitude, "cm")}$ by $${showNumber(decayFactor)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-factor-two",
          description: "Used $e^{-bt/m}$, the decay of the energy, for the amplitude",
          wrongAnswer: { value: initialAmplitude * Math.exp((-damping * time) / mass), unit: "cm" },
          feedback:
            "The amplitude decays as $e^{-bt/(2m)}$; the energy, proportional to $A^2$, decays twice as fast, as $e^{-bt/m}$.",
          step: 0,
        }),
        mistake({
          id: "ignored-damping",
          description: "Kept the initial amplitude, as if there were no damping",
          wrongAnswer: { value: initialAmplitude, unit: "cm" },
          feedback: "The drag removes energy every cycle, so the amplitude shrinks exponentially.",
        }),
      ],
      keyConcepts: [
        "Velocity-proportional drag adds a term b dx/dt to the equation of motion.",
        "For light damping the amplitude decays as $A_0 e^{-bt/(2m)}$.",
        "The energy decays twice as fast as the amplitude, as $e^{-bt/m}$.",
      ],
      realWorld:
        "Shock absorbers add just enough damping that a car's bounce dies out in about one cycle; seismographs and analogue meters are damped the same way.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  springPeriod,
  stringFundamental,
  dopplerApproaching,
  shmMaximumSpeed,
  dampedAmplitude,
];
