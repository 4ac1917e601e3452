/**
 * Quantum Mechanics templates: photons, the photoelectric effect, matter waves and the particle in a box.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, siConversionStep, solutionStep, tutorStep } from "../template-kit";
import {
  ELECTRON_MASS,
  ELEMENTARY_CHARGE,
  PLANCK_CONSTANT,
  PROTON_MASS,
  SPEED_OF_LIGHT,
  showGiven,
  showNumber,
  showValue,
} from "./template-helpers";

const photonEmissionRate: ProblemTemplate = {
  id: "quantum-mechanics.laser-photon-rate",
  subtopic: "quantum-mechanics",
  levels: ["high-school", "algebra"],
  title: "Photons emitted per second by a laser pointer",
  generate(random) {
    const powerMilliwatts = random.between(1, 5, 0.1);
    const wavelengthNanometres = random.between(400, 700, 1);
    const wavelengthMetres = wavelengthNanometres * 1e-9;
    const photonEnergyJoules = (PLANCK_CONSTANT * SPEED_OF_LIGHT) / wavelengthMetres;
    const powerWatts = powerMilliwatts * 1e-3;
    const photonRate = powerWatts / photonEnergyJoules;
    const photonEnergyElectronvolts = photonEnergyJoules / ELEMENTARY_CHARGE;
    const power = showGiven(powerMilliwatts, "mW");
    const wavelength = showGiven(wavelengthNanometres, "nm");
    return {
      statement:
        `A laser pointer emits a beam of power $P = ${power}$ at a wavelength of $\\lambda = ${wavelength}$. ` +
        "How many photons does it emit per second?",
      knowns: [
        known({ symbol: "P", name: "beam power", value: powerMilliwatts, unit: "mW" }),
        known({ symbol: "\\lambda", name: "wavelength", value: wavelengthNanometres, unit: "nm" }),
      ],
      unknown: { symbol: "N/t", name: "photons emitted per second", unit: "1/s" },
      answer: { value: photonRate, unit: "1/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Each photon carries the energy E = hc/λ (wavelength in metres)",
          equation: "E = \\frac{hc}{\\lambda}",
          substitution: `E = \\frac{(6.626\\times10^{-34}\\ \\mathrm{J\\cdot s})(2.998\\times10^{8}\\ \\mathrm{m/s})}{${showValue(wavelengthMetres, "m")}}`,
          result: { symbol: "E", value: photonEnergyJoules, unit: "J" },
        }),
        solutionStep({
          principle:
            "The beam power is the energy of all photons per second, so the rate is power over photon energy",
          equation: "\\frac{N}{t} = \\frac{P}{E}",
          substitution: `\\frac{N}{t} = \\frac{${showValue(powerWatts, "W")}}{${showValue(photonEnergyJoules, "J")}}`,
          result: { symbol: "N/t", value: photonRate, unit: "1/s" },
        }),
      ],
      tutor: {
        warmup: {
          question: "A blue and a red laser have the same power. Which one emits more photons per second?",
          explanation:
            "The red one. A red photon has a longer wavelength and so less energy (E = hc/λ); to deliver the same " +
            "energy per second the red laser must emit more photons.",
        },
        steps: [
          siConversionStep({
            quantity: "the wavelength",
            symbol: "\\lambda",
            given: wavelengthNanometres,
            prefix: "nano",
            unit: "m",
            value: wavelengthMetres,
          }),
          tutorStep({
            description: "Energy of one photon",
            prompt: "What is the energy of one photon, in joules?",
            expected: { value: photonEnergyJoules, unit: "J" },
            hints: [
              "Photon energy depends only on the wavelength.",
              "Use E = hc/λ with h = 6.626 × 10^-34 J·s and c = 3.00 × 10^8 m/s.",
              "Divide 1.986 × 10^-25 J·m by the wavelength in metres.",
            ],
          }),
          tutorStep({
            description: "Photon energy in electronvolts",
            prompt: "Express the photon energy in electronvolts.",
            expected: { value: photonEnergyElectronvolts, unit: "eV" },
            hints: [
              "1 eV is the energy an electron gains across 1 V.",
              "1 eV = 1.602 × 10^-19 J.",
              "Divide the energy in joules by 1.602 × 10^-19 J/eV.",
            ],
          }),
          siConversionStep({
            quantity: "the power",
            symbol: "P",
            given: powerMilliwatts,
            prefix: "milli",
            unit: "W",
            value: powerWatts,
          }),
          tutorStep({
            description: "Photons per second",
            prompt: "How many photons leave the laser each second?",
            expected: { value: photonRate, unit: "1/s" },
            hints: [
              "Power is energy per second.",
              "Divide the energy delivered per second by the energy of one photon.",
              "N/t = P/E with P in watts and E in joules.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "power-in-milliwatts",
          description: "Used the power in milliwatts as if it were in watts",
          wrongAnswer: { value: powerMilliwatts / photonEnergyJoules, unit: "1/s" },
          feedback:
            "The power must be in watts (J/s) to divide by a photon energy in joules: 1 mW = 10^-3 W.",
        }),
        mistake({
          id: "wavelength-in-nanometres",
          description: "Put the wavelength into E = hc/λ in nanometres instead of metres",
          wrongAnswer: {
            value: powerWatts / ((PLANCK_CONSTANT * SPEED_OF_LIGHT) / wavelengthNanometres),
            unit: "1/s",
          },
          feedback: "With h in J·s and c in m/s the wavelength must be in metres; 1 nm = 10^-9 m.",
        }),
        mistake({
          id: "energy-in-electronvolts-as-joules",
          description: "Divided the power by the photon energy in eV as if it were in joules",
          wrongAnswer: { value: powerWatts / photonEnergyElectronvolts, unit: "1/s" },
          feedback: "Watts are joules per second, so the photon energy must be in joules, not electronvolts.",
        }),
      ],
      keyConcepts: [
        "Light of wavelength λ comes in photons of energy E = hc/λ.",
        "Beam power equals the number of photons per second times the energy of each.",
        "Even a milliwatt beam carries about 10^15 photons each second.",
      ],
      realWorld:
        "Single-photon detectors in quantum cryptography and astronomy count photons one at a time; a laser " +
        "pointer would overwhelm them with about a thousand trillion photons per second.",
    };
  },
};

const photoelectricStoppingPotential: ProblemTemplate = {
  id: "quantum-mechanics.photoelectric-stopping-potential",
  subtopic: "quantum-mechanics",
  levels: ["high-school", "algebra"],
  title: "Stopping potential in the photoelectric effect",
  generate(random) {
    const workFunction = random.between(2, 4.5, 0.01);
    // Keep the photon at least 0.5 eV above the work function so electrons are always ejected.
    const longestWavelength = Math.floor(1239.84 / (workFunction + 0.5));
    const wavelengthNanometres = random.between(200, longestWavelength, 1);
    const wavelengthMetres = wavelengthNanometres * 1e-9;
    const frequency = SPEED_OF_LIGHT / wavelengthMetres;
    const photonEnergyJoules = PLANCK_CONSTANT * frequency;
    const photonEnergyElectronvolts = photonEnergyJoules / ELEMENTARY_CHARGE;
    const maximumKineticEnergy = photonEnergyElectronvolts - workFunction;
    const stoppingPotential = maximumKineticEnergy; // K_max in eV divided by e gives volts
    const phi = showGiven(workFunction, "eV");
    const wavelength = showGiven(wavelengthNanometres, "nm");
    return {
      statement:
        `Light of wavelength $\\lambda = ${wavelength}$ falls on a clean metal surface whose work ` +
        `function is $\\phi = ${phi}$. What stopping potential $V_0$ is needed to stop the fastest ` +
        "photoelectrons?",
      knowns: [
        known({
          symbol: "\\lambda",
          name: "wavelength of the light",
          value: wavelengthNanometres,
          unit: "nm",
        }),
        known({ symbol: "\\phi", name: "work function of the metal", value: workFunction, unit: "eV" }),
      ],
      unknown: { symbol: "V_0", name: "stopping potential", unit: "V" },
      answer: { value: stoppingPotential, unit: "V" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Photon energy from the wavelength",
          equation: "E = \\frac{hc}{\\lambda}",
          substitution: `E = \\frac{(6.626\\times10^{-34}\\ \\mathrm{J\\cdot s})(2.998\\times10^{8}\\ \\mathrm{m/s})}{${showValue(wavelengthMetres, "m")}} = ${showValue(photonEnergyJoules, "J")}`,
          result: { symbol: "E", value: photonEnergyElectronvolts, unit: "eV" },
        }),
        solutionStep({
          principle:
            "Einstein's photoelectric equation: the fastest electron keeps the photon energy minus the work function",
          equation: "K_{max} = E - \\phi",
          substitution: `K_{max} = ${showValue(photonEnergyElectronvolts, "eV")} - ${phi}`,
          result: { symbol: "K_{max}", value: maximumKineticEnergy, unit: "eV" },
        }),
        solutionStep({
          principle: "The stopping potential removes that kinetic energy: eV_0 = K_max",
          equation: "V_0 = \\frac{K_{max}}{e}",
          substitution: `V_0 = \\frac{${showValue(maximumKineticEnergy, "eV")}}{e}`,
          result: { symbol: "V_0", value: stoppingPotential, unit: "V" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "If the light is made twice as bright at the same wavelength, does the stopping potential change?",
          explanation:
            "No. Brighter light means more photons, hence more electrons, but each photon still has the same " +
            "energy hf, so the fastest electrons have the same kinetic energy and need the same stopping potential.",
        },
        steps: [
          tutorStep({
            description: "Frequency of the light",
            prompt: "What is the frequency of the light?",
            expected: { value: frequency, unit: "Hz" },
            hints: [
              "Speed = frequency × wavelength.",
              "f = c/λ with λ in metres.",
              "Divide 3.00 × 10^8 m/s by λ in metres.",
            ],
          }),
          tutorStep({
            description: "Photon energy in joules",
            prompt: "What is the energy of one photon, in joules?",
            expected: { value: photonEnergyJoules, unit: "J" },
            hints: ["Use Planck's relation.", "E = hf.", "Multiply 6.626 × 10^-34 J·s by the frequency."],
          }),
          tutorStep({
            description: "Photon energy in electronvolts",
            prompt: "Convert the photon energy to electronvolts.",
            expected: { value: photonEnergyElectronvolts, unit: "eV" },
            hints: [
              "The work function is given in eV, so work in eV.",
              "1 eV = 1.602 × 10^-19 J.",
              "Divide the energy in joules by 1.602 × 10^-19.",
            ],
          }),
          tutorStep({
            description: "Maximum kinetic energy",
            prompt: "What is the maximum kinetic energy of the ejected electrons, in eV?",
            expected: { value: maximumKineticEnergy, unit: "eV" },
            hints: [
              "Part of the photon energy is spent freeing the electron.",
              "K_max = E − φ.",
              `Subtract ${workFunction} eV from the photon energy in eV.`,
            ],
          }),
          tutorStep({
            description: "Stopping potential",
            prompt: "What stopping potential stops the fastest electrons?",
            expected: { value: stoppingPotential, unit: "V" },
            hints: [
              "An electron crossing a potential difference V loses energy eV.",
              "Set eV_0 = K_max.",
              "A kinetic energy of x eV is stopped by x volts.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-work-function",
          description: "Did not subtract the work function",
          wrongAnswer: { value: photonEnergyElectronvolts, unit: "V" },
          feedback:
            "Part of the photon's energy is used to free the electron from the metal: K_max = hf − φ.",
        }),
        mistake({
          id: "added-work-function",
          description: "Added the work function to the photon energy",
          wrongAnswer: { value: photonEnergyElectronvolts + workFunction, unit: "V" },
          feedback:
            "The work function is energy the electron must spend to escape, so it is subtracted, not added.",
        }),
      ],
      keyConcepts: [
        "A photon's energy is E = hf = hc/λ, independent of the light's intensity.",
        "The fastest photoelectrons have K_max = hf − φ.",
        "The stopping potential satisfies eV_0 = K_max.",
      ],
      realWorld:
        "Photomultiplier tubes and night-vision devices use photocathodes with low work functions so that even " +
        "visible or infrared photons can eject electrons.",
    };
  },
};

const electronDeBroglieWavelength: ProblemTemplate = {
  id: "quantum-mechanics.electron-de-broglie-wavelength",
  subtopic: "quantum-mechanics",
  levels: ["algebra", "calculus"],
  title: "De Broglie wavelength of an accelerated electron",
  generate(random, level) {
    const voltage = random.between(20, 900, 0.5);
    const kineticEnergy = ELEMENTARY_CHARGE * voltage;
    const speed = Math.sqrt((2 * kineticEnergy) / ELECTRON_MASS);
    const momentum = ELECTRON_MASS * speed;
    const wavelengthMetres = PLANCK_CONSTANT / momentum;
    const wavelengthPicometres = wavelengthMetres * 1e12;
    const acceleratingVoltage = showGiven(voltage, "V");
    const calculusNote =
      level === "calculus" ? " Treat the electron non-relativistically ($eV \\ll m_ec^2$ here)." : "";
    return {
      statement:
        `In an electron-diffraction tube, electrons start from rest and are accelerated through a potential ` +
        `difference of $V = ${acceleratingVoltage}$. What is their de Broglie wavelength, in picometres?${calculusNote}`,
      knowns: [known({ symbol: "V", name: "accelerating potential difference", value: voltage, unit: "V" })],
      unknown: { symbol: "\\lambda", name: "de Broglie wavelength", unit: "pm" },
      answer: { value: wavelengthPicometres, unit: "pm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Work done by the field becomes kinetic energy",
          equation: "K = eV",
          substitution: `K = (1.602\\times10^{-19}\\ \\mathrm{C})(${acceleratingVoltage})`,
          result: { symbol: "K", value: kineticEnergy, unit: "J" },
        }),
        solutionStep({
          principle: "Momentum from kinetic energy (non-relativistic)",
          equation: "p = \\sqrt{2 m_e K}",
          substitution: `p = \\sqrt{2(9.109\\times10^{-31}\\ \\mathrm{kg})(${showValue(kineticEnergy, "J")})}`,
          result: { symbol: "p", value: momentum, unit: "kg*m/s" },
        }),
        solutionStep({
          principle: "De Broglie relation",
          equation: "\\lambda = \\frac{h}{p}",
          substitution: `\\lambda = \\frac{6.626\\times10^{-34}\\ \\mathrm{J\\cdot s}}{${showValue(momentum, "kg*m/s")}} = ${showValue(wavelengthMetres, "m")}`,
          result: { symbol: "\\lambda", value: wavelengthPicometres, unit: "pm" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "If the accelerating voltage is increased, does the electron wavelength get longer or shorter?",
          explanation:
            "Shorter. More voltage gives more kinetic energy and momentum, and λ = h/p falls as p grows " +
            "(λ ∝ 1/√V).",
        },
        steps: [
          tutorStep({
            description: "Kinetic energy",
            prompt: "What kinetic energy, in joules, does each electron gain?",
            expected: { value: kineticEnergy, unit: "J" },
            hints: [
              "Energy gained = charge × potential difference.",
              "K = eV.",
              `Multiply 1.602 × 10^-19 C by ${voltage} V.`,
            ],
          }),
          tutorStep({
            description: "Speed",
            prompt: "What is the electron's speed?",
            expected: { value: speed, unit: "m/s" },
            hints: ["Use K = ½mv².", "v = √(2K/m).", "Use m_e = 9.109 × 10^-31 kg."],
          }),
          tutorStep({
            description: "Momentum",
            prompt: "What is the electron's momentum?",
            expected: { value: momentum, unit: "kg*m/s" },
            hints: ["Momentum is mass times velocity.", "p = m_e v.", "Equivalently p = √(2m_eK)."],
          }),
          tutorStep({
            description: "Wavelength in metres",
            prompt: "What is the de Broglie wavelength in metres?",
            expected: { value: wavelengthMetres, unit: "m" },
            hints: [
              "Every moving particle has a wavelength.",
              "λ = h/p.",
              "Divide 6.626 × 10^-34 J·s by the momentum.",
            ],
          }),
          tutorStep({
            description: "Wavelength in picometres",
            prompt: "Express the wavelength in picometres.",
            expected: { value: wavelengthPicometres, unit: "pm" },
            hints: [
              "Pico means 10^-12.",
              "Divide the value in metres by 10^-12.",
              "Multiply the value in metres by 10^12.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "dropped-factor-two",
          description: "Used p = √(mK) instead of √(2mK)",
          wrongAnswer: {
            value: (PLANCK_CONSTANT / Math.sqrt(ELECTRON_MASS * kineticEnergy)) * 1e12,
            unit: "pm",
          },
          feedback: "From K = p²/(2m) the momentum is p = √(2mK); the factor 2 matters.",
        }),
        mistake({
          id: "photon-formula",
          description: "Used the photon relation λ = hc/E for the electron",
          wrongAnswer: { value: ((PLANCK_CONSTANT * SPEED_OF_LIGHT) / kineticEnergy) * 1e12, unit: "pm" },
          feedback: "λ = hc/E holds only for massless photons. For an electron use λ = h/p with p = √(2mK).",
        }),
        mistake({
          id: "proton-mass",
          description: "Used the proton mass instead of the electron mass",
          wrongAnswer: {
            value: (PLANCK_CONSTANT / Math.sqrt(2 * PROTON_MASS * kineticEnergy)) * 1e12,
            unit: "pm",
          },
          feedback: "The particle is an electron: m_e = 9.109 × 10^-31 kg.",
        }),
      ],
      keyConcepts: [
        "Every particle with momentum p has a de Broglie wavelength λ = h/p.",
        "An electron accelerated from rest through V has K = eV and p = √(2m_e eV).",
        "Wavelengths of tens of picometres match atomic spacings, so electrons diffract from crystals.",
      ],
      realWorld:
        "Electron microscopes resolve details far smaller than light can because their electrons have " +
        "wavelengths of picometres.",
    };
  },
};

const BOX_TRANSITIONS: readonly { upper: number; lower: number }[] = [
  { upper: 2, lower: 1 },
  { upper: 3, lower: 1 },
  { upper: 3, lower: 2 },
  { upper: 4, lower: 2 },
  { upper: 4, lower: 3 },
];

const particleInBoxTransition: ProblemTemplate = {
  id: "quantum-mechanics.particle-in-box-transition",
  subtopic: "quantum-mechanics",
  levels: ["algebra", "calculus"],
  title: "Photon emitted by an electron in a quantum well",
  generate(random, level) {
    const widthNanometres = random.between(0.3, 1.5, 0.001);
    const { upper, lower } = random.pick(BOX_TRANSITIONS);
    const widthMetres = widthNanometres * 1e-9;
    const groundJoules = PLANCK_CONSTANT ** 2 / (8 * ELECTRON_MASS * widthMetres ** 2);
    const groundElectronvolts = groundJoules / ELEMENTARY_CHARGE;
    const upperEnergy = upper ** 2 * groundElectronvolts;
    const lowerEnergy = lower ** 2 * groundElectronvolts;
    const photonEnergy = upperEnergy - lowerEnergy;
    const wavelengthNanometres =
      ((PLANCK_CONSTANT * SPEED_OF_LIGHT) / (photonEnergy * ELEMENTARY_CHARGE)) * 1e9;
    const width = showGiven(widthNanometres, "nm");
    const calculusNote =
      level === "calculus"
        ? " The stationary states are $\\psi_n(x) = \\sqrt{2/L}\\,\\sin(n\\pi x/L)$; use the Schrödinger equation to get their energies."
        : "";
    return {
      statement:
        `An electron is trapped in a one-dimensional infinite square well of width $L = ${width}$. ` +
        `It drops from level $n = ${upper}$ to level $n = ${lower}$ and emits a photon. ` +
        `What is the photon's wavelength?${calculusNote}`,
      knowns: [
        known({ symbol: "L", name: "width of the well", value: widthNanometres, unit: "nm" }),
        known({ symbol: "n_i", name: "initial quantum number", value: upper, unit: "" }),
        known({ symbol: "n_f", name: "final quantum number", value: lower, unit: "" }),
      ],
      unknown: { symbol: "\\lambda", name: "wavelength of the emitted photon", unit: "nm" },
      answer: { value: wavelengthNanometres, unit: "nm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Energy levels of an infinite well: only whole numbers of half-wavelengths fit",
          equation: "E_n = \\frac{n^2 h^2}{8 m_e L^2}",
          substitution: `E_1 = \\frac{(6.626\\times10^{-34})^2}{8(9.109\\times10^{-31})(${showValue(widthMetres, "m")})^2} = ${showValue(groundJoules, "J")}`,
          result: { symbol: "E_1", value: groundElectronvolts, unit: "eV" },
        }),
        solutionStep({
          principle: "The photon carries away the energy difference",
          equation: "\\Delta E = (n_i^2 - n_f^2) E_1",
          substitution: `\\Delta E = (${upper}^2 - ${lower}^2)(${showValue(groundElectronvolts, "eV")})`,
          result: { symbol: "\\Delta E", value: photonEnergy, unit: "eV" },
        }),
        solutionStep({
          principle: "Wavelength of the photon",
          equation: "\\lambda = \\frac{hc}{\\Delta E}",
          substitution: `\\lambda = \\frac{1240\\ \\mathrm{eV\\cdot nm}}{${showValue(photonEnergy, "eV")}}`,
          result: { symbol: "\\lambda", value: wavelengthNanometres, unit: "nm" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "If the well were made narrower, would the emitted photon have a longer or shorter wavelength?",
          explanation:
            "Shorter. The energies scale as 1/L², so a narrower well spreads the levels apart; a larger energy " +
            "gap gives a more energetic photon with a shorter wavelength.",
        },
        steps: [
          tutorStep({
            description: "Ground-state energy",
            prompt: "What is the ground-state energy E₁ of the electron in the well, in eV?",
            expected: { value: groundElectronvolts, unit: "eV" },
            hints: [
              "Fit half a wavelength into the well: λ = 2L.",
              "E₁ = h²/(8m_eL²), with L in metres.",
              "Compute in joules, then divide by 1.602 × 10^-19 J/eV.",
            ],
          }),
          tutorStep({
            description: "Initial level energy",
            prompt: `What is the energy of level n = ${upper}?`,
            expected: { value: upperEnergy, unit: "eV" },
            hints: ["Energies grow with n squared.", "E_n = n²E₁.", `Multiply E₁ by ${upper ** 2}.`],
          }),
          tutorStep({
            description: "Final level energy",
            prompt: `What is the energy of level n = ${lower}?`,
            expected: { value: lowerEnergy, unit: "eV" },
            hints: ["Use the same rule.", "E_n = n²E₁.", `Multiply E₁ by ${lower ** 2}.`],
          }),
          tutorStep({
            description: "Photon energy",
            prompt: "How much energy does the photon carry?",
            expected: { value: photonEnergy, unit: "eV" },
            hints: [
              "Energy is conserved in the jump.",
              "The photon energy is the difference of the two levels.",
              `ΔE = E_${upper} − E_${lower}.`,
            ],
          }),
          tutorStep({
            description: "Photon wavelength",
            prompt: "What is the photon's wavelength?",
            expected: { value: wavelengthNanometres, unit: "nm" },
            hints: [
              "Relate photon energy and wavelength.",
              "λ = hc/ΔE.",
              "Use hc = 1240 eV·nm with ΔE in eV.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "levels-linear-in-n",
          description: "Took the energy difference proportional to n_i − n_f instead of n_i² − n_f²",
          wrongAnswer: {
            value: (PLANCK_CONSTANT * SPEED_OF_LIGHT) / ((upper - lower) * groundJoules) / 1e-9,
            unit: "nm",
          },
          feedback: "The well's energies grow as n², so ΔE = (n_i² − n_f²)E₁.",
        }),
        mistake({
          id: "dropped-eight",
          description: "Used E_n = n²h²/(mL²), forgetting the 8 in the denominator",
          wrongAnswer: { value: wavelengthNanometres / 8, unit: "nm" },
          feedback: "Fitting half-wavelengths gives p = nh/(2L), so E_n = p²/(2m) = n²h²/(8mL²).",
        }),
        mistake({
          id: "upper-level-only",
          description: "Used the energy of the initial level instead of the difference",
          wrongAnswer: {
            value: (PLANCK_CONSTANT * SPEED_OF_LIGHT) / (upper ** 2 * groundJoules) / 1e-9,
            unit: "nm",
          },
          feedback:
            "The photon carries the difference between the two levels, E_i − E_f, not the whole energy of the upper level.",
        }),
      ],
      keyConcepts: [
        "Confinement quantizes energy: E_n = n²h²/(8mL²).",
        "A transition emits a photon whose energy equals the difference of the levels.",
        "Smaller boxes have larger level spacing.",
      ],
      realWorld:
        "Quantum-well lasers and quantum-dot displays tune their colour by choosing the size of the region " +
        "that confines the electrons.",
    };
  },
};

const groundStateProbability: ProblemTemplate = {
  id: "quantum-mechanics.box-ground-state-probability",
  subtopic: "quantum-mechanics",
  levels: ["calculus"],
  title: "Probability of finding a particle near the wall of a box",
  generate(random) {
    // Widths and distances on a 0.01 nm grid; b/L stays between 0.15 and 0.45.
    const widthHundredths = random.between(20, 200, 1);
    const distanceHundredths = random.between(
      Math.ceil(0.15 * widthHundredths),
      Math.floor(0.45 * widthHundredths),
      1,
    );
    const widthNanometres = widthHundredths / 100;
    const distanceNanometres = distanceHundredths / 100;
    const normalization = 2 / widthNanometres;
    const fraction = distanceNanometres / widthNanometres;
    const angle = 2 * Math.PI * fraction;
    const sineTerm = Math.sin(angle) / (2 * Math.PI);
    const probability = fraction - sineTerm;
    const width = showGiven(widthNanometres, "nm");
    const distance = showGiven(distanceNanometres, "nm");
    return {
      statement:
        `An electron is in the ground state of a one-dimensional infinite well that extends from $x = 0$ to ` +
        `$x = L$ with $L = ${width}$; its wavefunction is $\\psi(x) = \\sqrt{2/L}\\,\\sin(\\pi x/L)$. ` +
        `What is the probability of finding the electron between $x = 0$ and $x = b$, with $b = ${distance}$?`,
      knowns: [
        known({ symbol: "L", name: "width of the well", value: widthNanometres, unit: "nm" }),
        known({ symbol: "b", name: "upper limit of the region", value: distanceNanometres, unit: "nm" }),
      ],
      unknown: { symbol: "P", name: "probability of finding the electron in 0 ≤ x ≤ b", unit: "" },
      answer: { value: probability, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Born rule: probability is the integral of |ψ|² over the region",
          equation: "P = \\int_0^b \\frac{2}{L}\\sin^2\\!\\left(\\frac{\\pi x}{L}\\right)dx",
          substitution: `P = \\int_0^{${distance}} \\frac{2}{${width}}\\sin^2\\!\\left(\\frac{\\pi x}{${width}}\\right)dx`,
          result: { symbol: "2/L", value: normalization, unit: "1/nm" },
        }),
        solutionStep({
          principle: "Use sin²u = (1 − cos 2u)/2 and integrate",
          equation: "P = \\frac{b}{L} - \\frac{1}{2\\pi}\\sin\\!\\left(\\frac{2\\pi b}{L}\\right)",
          substitution: `P = ${showNumber(fraction)} - \\frac{\\sin(${showNumber(angle)}\\ \\mathrm{rad})}{2\\pi} = ${showNumber(fraction)} - ${showNumber(sineTerm)}`,
          result: { symbol: "P", value: probability, unit: "" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Classically a particle bouncing in a box is equally likely to be anywhere. Is the quantum ground state " +
            "more or less likely than that to be found near a wall?",
          explanation:
            "Less likely. |ψ|² = (2/L)sin²(πx/L) vanishes at the walls and peaks in the middle, so a region next to " +
            "the wall holds less probability than its share b/L of the width.",
        },
        steps: [
          tutorStep({
            description: "Normalization factor",
            prompt: "What is the value of the factor 2/L in |ψ|², in nm⁻¹?",
            expected: { value: normalization, unit: "1/nm" },
            hints: [
              "|ψ|² = (2/L) sin²(πx/L).",
              "The prefactor makes the total probability 1.",
              `Divide 2 by ${widthNanometres} nm.`,
            ],
          }),
          tutorStep({
            description: "Fraction of the width",
            prompt: "What fraction b/L of the well lies in the region?",
            expected: { value: fraction, unit: "" },
            hints: [
              "Both lengths are in nm, so the ratio has no unit.",
              "Divide b by L.",
              `${distanceNanometres}/${widthNanometres}.`,
            ],
          }),
          tutorStep({
            description: "Angle in the antiderivative",
            prompt: "The integral produces sin(2πb/L). What is the angle 2πb/L in radians?",
            expected: { value: angle, unit: "rad" },
            hints: [
              "Rewrite sin² with a double angle.",
              "sin²u = (1 − cos 2u)/2 with u = πx/L.",
              "Multiply b/L by 2π.",
            ],
          }),
          tutorStep({
            description: "Oscillating term",
            prompt: "What is the value of sin(2πb/L)/(2π)?",
            expected: { value: sineTerm, unit: "" },
            hints: [
              "Your calculator must be in radians.",
              "Take the sine of the angle from the previous step.",
              "Divide that sine by 2π ≈ 6.283.",
            ],
            tolerance: 0.03,
          }),
          tutorStep({
            description: "Probability",
            prompt: "What is the probability of finding the electron between 0 and b?",
            expected: { value: probability, unit: "" },
            hints: [
              "Combine the two parts of the antiderivative.",
              "P = b/L − sin(2πb/L)/(2π).",
              "Subtract the oscillating term from b/L.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "classical-probability",
          description: "Used the classical uniform probability b/L",
          wrongAnswer: { value: fraction, unit: "" },
          feedback:
            "The quantum probability density is (2/L)sin²(πx/L), not uniform; integrate it over the region.",
        }),
        mistake({
          id: "sign-of-sine-term",
          description: "Added the oscillating term instead of subtracting it",
          wrongAnswer: { value: fraction + sineTerm, unit: "" },
          feedback: "sin²u = (1 − cos 2u)/2, so the cosine term enters with a minus sign.",
        }),
        mistake({
          id: "missing-double-angle",
          description: "Integrated as if the oscillating term were sin(πb/L)/π instead of sin(2πb/L)/(2π)",
          wrongAnswer: { value: fraction - Math.sin(Math.PI * fraction) / Math.PI, unit: "" },
          feedback:
            "The double-angle identity turns sin²(πx/L) into a cosine of 2πx/L; integrating it gives sin(2πb/L)/(2π).",
        }),
      ],
      keyConcepts: [
        "The probability of finding a particle in a region is the integral of |ψ|² over it.",
        "The ground state of a box is least likely near the walls and most likely in the middle.",
        "A normalized wavefunction integrates to 1 over the whole box.",
      ],
      realWorld:
        "The shape of |ψ|² in a quantum well decides how strongly electrons couple to light in infrared " +
        "detectors built from semiconductor layers.",
    };
  },
};

/** Quantum Mechanics problem templates. */
export const templates: ProblemTemplate[] = [
  photonEmissionRate,
  photoelectricStoppingPotential,
  electronDeBroglieWavelength,
  particleInBoxTransition,
  groundStateProbability,
];
