/**
 * Quantum Mechanics templates: photons, the photoelectric effect, matter waves and the particle in a box.
 */
import type { ProblemTemplate } from "../template";
import {
  commonMistake,
  ELECTRON_MASS,
  ELEMENTARY_CHARGE,
  known,
  PLANCK_CONSTANT,
  PROTON_MASS,
  SPEED_OF_LIGHT,
  showGiven,
  showNumber,
  showValue,
  solutionStep,
  tutorStep,
} from "./template-kit";

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
        known("P", "beam power", powerMilliwatts, "mW"),
        known("\\lambda", "wavelength", wavelengthNanometres, "nm"),
      ],
      unknown: { symbol: "N/t", name: "photons emitted per second", unit: "1/s" },
      answer: { value: photonRate, unit: "1/s" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Each photon carries the energy E = hc/λ (wavelength in metres)",
          "E = \\frac{hc}{\\lambda}",
          `E = \\frac{(6.626\\times10^{-34}\\ \\mathrm{J\\cdot s})(2.998\\times10^{8}\\ \\mathrm{m/s})}{${showValue(wavelengthMetres, "m")}}`,
          { symbol: "E", value: photonEnergyJoules, unit: "J" },
        ),
        solutionStep(
          "The beam power is the energy of all photons per second, so the rate is power over photon energy",
          "\\frac{N}{t} = \\frac{P}{E}",
          `\\frac{N}{t} = \\frac{${showValue(powerWatts, "W")}}{${showValue(photonEnergyJoules, "J")}}`,
          { symbol: "N/t", value: photonRate, unit: "1/s" },
        ),
      ],
      tutor: {
        warmup: {
          question: "A blue and a red laser have the same power. Which one emits more photons per second?",
          explanation:
            "The red one. A red photon has a longer wavelength and so less energy (E = hc/λ); to deliver the same " +
            "energy per second the red laser must emit more photons.",
        },
        steps: [
          tutorStep(
            "Convert the wavelength to metres",
            "Write the wavelength in metres.",
            { value: wavelengthMetres, unit: "m" },
            [
              "Nano means 10^-9.",
              "Multiply the value in nm by 10^-9.",
              `λ = ${wavelengthNanometres} × 10^-9 m.`,
            ],
          ),
          tutorStep(
            "Energy of one photon",
            "What is the energy of one photon, in joules?",
            { value: photonEnergyJoules, unit: "J" },
            [
              "Photon energy depends only on the wavelength.",
              "Use E = hc/λ with h = 6.626 × 10^-34 J·s and c = 3.00 × 10^8 m/s.",
              "Divide 1.986 × 10^-25 J·m by the wavelength in metres.",
            ],
          ),
          tutorStep(
            "Photon energy in electronvolts",
            "Express the photon energy in electronvolts.",
            { value: photonEnergyElectronvolts, unit: "eV" },
            [
              "1 eV is the energy an electron gains across 1 V.",
              "1 eV = 1.602 × 10^-19 J.",
              "Divide the energy in joules by 1.602 × 10^-19 J/eV.",
            ],
          ),
          tutorStep(
            "Convert the power to watts",
            "Write the beam power in watts.",
            { value: powerWatts, unit: "W" },
            ["Milli means 10^-3.", "Divide the value in mW by 1000.", `P = ${powerMilliwatts} × 10^-3 W.`],
          ),
          tutorStep(
            "Photons per second",
            "How many photons leave the laser each second?",
            { value: photonRate, unit: "1/s" },
            [
              "Power is energy per second.",
              "Divide the energy delivered per second by the energy of one photon.",
              "N/t = P/E with P in watts and E in joules.",
            ],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "power-in-milliwatts",
          "Used the power in milliwatts as if it were in watts",
          { value: powerMilliwatts / photonEnergyJoules, unit: "1/s" },
          "The power must be in watts (J/s) to divide by a photon energy in joules: 1 mW = 10^-3 W.",
        ),
        commonMistake(
          "wavelength-in-nanometres",
          "Put the wavelength into E = hc/λ in nanometres instead of metres",
          { value: powerWatts / ((PLANCK_CONSTANT * SPEED_OF_LIGHT) / wavelengthNanometres), unit: "1/s" },
          "With h in J·s and c in m/s the wavelength must be in metres; 1 nm = 10^-9 m.",
        ),
        commonMistake(
          "energy-in-electronvolts-as-joules",
          "Divided the power by the photon energy in eV as if it were in joules",
          { value: powerWatts / photonEnergyElectronvolts, unit: "1/s" },
          "Watts are joules per second, so the photon energy must be in joules, not electronvolts.",
        ),
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
        known("\\lambda", "wavelength of the light", wavelengthNanometres, "nm"),
        known("\\phi", "work function of the metal", workFunction, "eV"),
      ],
      unknown: { symbol: "V_0", name: "stopping potential", unit: "V" },
      answer: { value: stoppingPotential, unit: "V" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Photon energy from the wavelength",
          "E = \\frac{hc}{\\lambda}",
          `E = \\frac{(6.626\\times10^{-34}\\ \\mathrm{J\\cdot s})(2.998\\times10^{8}\\ \\mathrm{m/s})}{${showValue(wavelengthMetres, "m")}} = ${showValue(photonEnergyJoules, "J")}`,
          { symbol: "E", value: photonEnergyElectronvolts, unit: "eV" },
        ),
        solutionStep(
          "Einstein's photoelectric equation: the fastest electron keeps the photon energy minus the work function",
          "K_{max} = E - \\phi",
          `K_{max} = ${showValue(photonEnergyElectronvolts, "eV")} - ${phi}`,
          { symbol: "K_{max}", value: maximumKineticEnergy, unit: "eV" },
        ),
        solutionStep(
          "The stopping potential removes that kinetic energy: eV_0 = K_max",
          "V_0 = \\frac{K_{max}}{e}",
          `V_0 = \\frac{${showValue(maximumKineticEnergy, "eV")}}{e}`,
          { symbol: "V_0", value: stoppingPotential, unit: "V" },
        ),
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
          tutorStep(
            "Frequency of the light",
            "What is the frequency of the light?",
            { value: frequency, unit: "Hz" },
            [
              "Speed = frequency × wavelength.",
              "f = c/λ with λ in metres.",
              "Divide 3.00 × 10^8 m/s by λ in metres.",
            ],
          ),
          tutorStep(
            "Photon energy in joules",
            "What is the energy of one photon, in joules?",
            { value: photonEnergyJoules, unit: "J" },
            ["Use Planck's relation.", "E = hf.", "Multiply 6.626 × 10^-34 J·s by the frequency."],
          ),
          tutorStep(
            "Photon energy in electronvolts",
            "Convert the photon energy to electronvolts.",
            { value: photonEnergyElectronvolts, unit: "eV" },
            [
              "The work function is given in eV, so work in eV.",
              "1 eV = 1.602 × 10^-19 J.",
              "Divide the energy in joules by 1.602 × 10^-19.",
            ],
          ),
          tutorStep(
            "Maximum kinetic energy",
            "What is the maximum kinetic energy of the ejected electrons, in eV?",
            { value: maximumKineticEnergy, unit: "eV" },
            [
              "Part of the photon energy is spent freeing the electron.",
              "K_max = E − φ.",
              `Subtract ${workFunction} eV from the photon energy in eV.`,
            ],
          ),
          tutorStep(
            "Stopping potential",
            "What stopping potential stops the fastest electrons?",
            { value: stoppingPotential, unit: "V" },
            [
              "An electron crossing a potential difference V loses energy eV.",
              "Set eV_0 = K_max.",
              "A kinetic energy of x eV is stopped by x volts.",
            ],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "forgot-work-function",
          "Did not subtract the work function",
          { value: photonEnergyElectronvolts, unit: "V" },
          "Part of the photon's energy is used to free the electron from the metal: K_max = hf − φ.",
        ),
        commonMistake(
          "added-work-function",
          "Added the work function to the photon energy",
          { value: photonEnergyElectronvolts + workFunction, unit: "V" },
          "The work function is energy the electron must spend to escape, so it is subtracted, not added.",
        ),
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
      knowns: [known("V", "accelerating potential difference", voltage, "V")],
      unknown: { symbol: "\\lambda", name: "de Broglie wavelength", unit: "pm" },
      answer: { value: wavelengthPicometres, unit: "pm" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Work done by the field becomes kinetic energy",
          "K = eV",
          `K = (1.602\\times10^{-19}\\ \\mathrm{C})(${acceleratingVoltage})`,
          { symbol: "K", value: kineticEnergy, unit: "J" },
        ),
        solutionStep(
          "Momentum from kinetic energy (non-relativistic)",
          "p = \\sqrt{2 m_e K}",
          `p = \\sqrt{2(9.109\\times10^{-31}\\ \\mathrm{kg})(${showValue(kineticEnergy, "J")})}`,
          { symbol: "p", value: momentum, unit: "kg*m/s" },
        ),
        solutionStep(
          "De Broglie relation",
          "\\lambda = \\frac{h}{p}",
          `\\lambda = \\frac{6.626\\times10^{-34}\\ \\mathrm{J\\cdot s}}{${showValue(momentum, "kg*m/s")}} = ${showValue(wavelengthMetres, "m")}`,
          { symbol: "\\lambda", value: wavelengthPicometres, unit: "pm" },
        ),
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
          tutorStep(
            "Kinetic energy",
            "What kinetic energy, in joules, does each electron gain?",
            { value: kineticEnergy, unit: "J" },
            [
              "Energy gained = charge × potential difference.",
              "K = eV.",
              `Multiply 1.602 × 10^-19 C by ${voltage} V.`,
            ],
          ),
          tutorStep("Speed", "What is the electron's speed?", { value: speed, unit: "m/s" }, [
            "Use K = ½mv².",
            "v = √(2K/m).",
            "Use m_e = 9.109 × 10^-31 kg.",
          ]),
          tutorStep("Momentum", "What is the electron's momentum?", { value: momentum, unit: "kg*m/s" }, [
            "Momentum is mass times velocity.",
            "p = m_e v.",
            "Equivalently p = √(2m_eK).",
          ]),
          tutorStep(
            "Wavelength in metres",
            "What is the de Broglie wavelength in metres?",
            { value: wavelengthMetres, unit: "m" },
            [
              "Every moving particle has a wavelength.",
              "λ = h/p.",
              "Divide 6.626 × 10^-34 J·s by the momentum.",
            ],
          ),
          tutorStep(
            "Wavelength in picometres",
            "Express the wavelength in picometres.",
            { value: wavelengthPicometres, unit: "pm" },
            [
              "Pico means 10^-12.",
              "Divide the value in metres by 10^-12.",
              "Multiply the value in metres by 10^12.",
            ],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "dropped-factor-two",
          "Used p = √(mK) instead of √(2mK)",
          { value: (PLANCK_CONSTANT / Math.sqrt(ELECTRON_MASS * kineticEnergy)) * 1e12, unit: "pm" },
          "From K = p²/(2m) the momentum is p = √(2mK); the factor 2 matters.",
        ),
        commonMistake(
          "photon-formula",
          "Used the photon relation λ = hc/E for the electron",
          { value: ((PLANCK_CONSTANT * SPEED_OF_LIGHT) / kineticEnergy) * 1e12, unit: "pm" },
          "λ = hc/E holds only for massless photons. For an electron use λ = h/p with p = √(2mK).",
        ),
        commonMistake(
          "proton-mass",
          "Used the proton mass instead of the electron mass",
          { value: (PLANCK_CONSTANT / Math.sqrt(2 * PROTON_MASS * kineticEnergy)) * 1e12, unit: "pm" },
          "The particle is an electron: m_e = 9.109 × 10^-31 kg.",
        ),
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
        known("L", "width of the well", widthNanometres, "nm"),
        known("n_i", "initial quantum number", upper, ""),
        known("n_f", "final quantum number", lower, ""),
      ],
      unknown: { symbol: "\\lambda", name: "wavelength of the emitted photon", unit: "nm" },
      answer: { value: wavelengthNanometres, unit: "nm" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Energy levels of an infinite well: only whole numbers of half-wavelengths fit",
          "E_n = \\frac{n^2 h^2}{8 m_e L^2}",
          `E_1 = \\frac{(6.626\\times10^{-34})^2}{8(9.109\\times10^{-31})(${showValue(widthMetres, "m")})^2} = ${showValue(groundJoules, "J")}`,
          { symbol: "E_1", value: groundElectronvolts, unit: "eV" },
        ),
        solutionStep(
          "The photon carries away the energy difference",
          "\\Delta E = (n_i^2 - n_f^2) E_1",
          `\\Delta E = (${upper}^2 - ${lower}^2)(${showValue(groundElectronvolts, "eV")})`,
          { symbol: "\\Delta E", value: photonEnergy, unit: "eV" },
        ),
        solutionStep(
          "Wavelength of the photon",
          "\\lambda = \\frac{hc}{\\Delta E}",
          `\\lambda = \\frac{1240\\ \\mathrm{eV\\cdot nm}}{${showValue(photonEnergy, "eV")}}`,
          { symbol: "\\lambda", value: wavelengthNanometres, unit: "nm" },
        ),
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
          tutorStep(
            "Ground-state energy",
            "What is the ground-state energy E₁ of the electron in the well, in eV?",
            { value: groundElectronvolts, unit: "eV" },
            [
              "Fit half a wavelength into the well: λ = 2L.",
              "E₁ = h²/(8m_eL²), with L in metres.",
              "Compute in joules, then divide by 1.602 × 10^-19 J/eV.",
            ],
          ),
          tutorStep(
            "Initial level energy",
            `What is the energy of level n = ${upper}?`,
            { value: upperEnergy, unit: "eV" },
            ["Energies grow with n squared.", "E_n = n²E₁.", `Multiply E₁ by ${upper ** 2}.`],
          ),
          tutorStep(
            "Final level energy",
            `What is the energy of level n = ${lower}?`,
            { value: lowerEnergy, unit: "eV" },
            ["Use the same rule.", "E_n = n²E₁.", `Multiply E₁ by ${lower ** 2}.`],
          ),
          tutorStep(
            "Photon energy",
            "How much energy does the photon carry?",
            { value: photonEnergy, unit: "eV" },
            [
              "Energy is conserved in the jump.",
              "The photon energy is the difference of the two levels.",
              `ΔE = E_${upper} − E_${lower}.`,
            ],
          ),
          tutorStep(
            "Photon wavelength",
            "What is the photon's wavelength?",
            { value: wavelengthNanometres, unit: "nm" },
            ["Relate photon energy and wavelength.", "λ = hc/ΔE.", "Use hc = 1240 eV·nm with ΔE in eV."],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "levels-linear-in-n",
          "Took the energy difference proportional to n_i − n_f instead of n_i² − n_f²",
          {
            value: (PLANCK_CONSTANT * SPEED_OF_LIGHT) / ((upper - lower) * groundJoules) / 1e-9,
            unit: "nm",
          },
          "The well's energies grow as n², so ΔE = (n_i² − n_f²)E₁.",
        ),
        commonMistake(
          "dropped-eight",
          "Used E_n = n²h²/(mL²), forgetting the 8 in the denominator",
          { value: wavelengthNanometres / 8, unit: "nm" },
          "Fitting half-wavelengths gives p = nh/(2L), so E_n = p²/(2m) = n²h²/(8mL²).",
        ),
        commonMistake(
          "upper-level-only",
          "Used the energy of the initial level instead of the difference",
          { value: (PLANCK_CONSTANT * SPEED_OF_LIGHT) / (upper ** 2 * groundJoules) / 1e-9, unit: "nm" },
          "The photon carries the difference between the two levels, E_i − E_f, not the whole energy of the upper level.",
        ),
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
        known("L", "width of the well", widthNanometres, "nm"),
        known("b", "upper limit of the region", distanceNanometres, "nm"),
      ],
      unknown: { symbol: "P", name: "probability of finding the electron in 0 ≤ x ≤ b", unit: "" },
      answer: { value: probability, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Born rule: probability is the integral of |ψ|² over the region",
          "P = \\int_0^b \\frac{2}{L}\\sin^2\\!\\left(\\frac{\\pi x}{L}\\right)dx",
          `P = \\int_0^{${distance}} \\frac{2}{${width}}\\sin^2\\!\\left(\\frac{\\pi x}{${width}}\\right)dx`,
          { symbol: "2/L", value: normalization, unit: "1/nm" },
        ),
        solutionStep(
          "Use sin²u = (1 − cos 2u)/2 and integrate",
          "P = \\frac{b}{L} - \\frac{1}{2\\pi}\\sin\\!\\left(\\frac{2\\pi b}{L}\\right)",
          `P = ${showNumber(fraction)} - \\frac{\\sin(${showNumber(angle)}\\ \\mathrm{rad})}{2\\pi} = ${showNumber(fraction)} - ${showNumber(sineTerm)}`,
          { symbol: "P", value: probability, unit: "" },
        ),
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
          tutorStep(
            "Normalization factor",
            "What is the value of the factor 2/L in |ψ|², in nm⁻¹?",
            { value: normalization, unit: "1/nm" },
            [
              "|ψ|² = (2/L) sin²(πx/L).",
              "The prefactor makes the total probability 1.",
              `Divide 2 by ${widthNanometres} nm.`,
            ],
          ),
          tutorStep(
            "Fraction of the width",
            "What fraction b/L of the well lies in the region?",
            { value: fraction, unit: "" },
            [
              "Both lengths are in nm, so the ratio has no unit.",
              "Divide b by L.",
              `${distanceNanometres}/${widthNanometres}.`,
            ],
          ),
          tutorStep(
            "Angle in the antiderivative",
            "The integral produces sin(2πb/L). What is the angle 2πb/L in radians?",
            { value: angle, unit: "rad" },
            [
              "Rewrite sin² with a double angle.",
              "sin²u = (1 − cos 2u)/2 with u = πx/L.",
              "Multiply b/L by 2π.",
            ],
          ),
          tutorStep(
            "Oscillating term",
            "What is the value of sin(2πb/L)/(2π)?",
            { value: sineTerm, unit: "" },
            [
              "Your calculator must be in radians.",
              "Take the sine of the angle from the previous step.",
              "Divide that sine by 2π ≈ 6.283.",
            ],
            0.03,
          ),
          tutorStep(
            "Probability",
            "What is the probability of finding the electron between 0 and b?",
            { value: probability, unit: "" },
            [
              "Combine the two parts of the antiderivative.",
              "P = b/L − sin(2πb/L)/(2π).",
              "Subtract the oscillating term from b/L.",
            ],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "classical-probability",
          "Used the classical uniform probability b/L",
          { value: fraction, unit: "" },
          "The quantum probability density is (2/L)sin²(πx/L), not uniform; integrate it over the region.",
        ),
        commonMistake(
          "sign-of-sine-term",
          "Added the oscillating term instead of subtracting it",
          { value: fraction + sineTerm, unit: "" },
          "sin²u = (1 − cos 2u)/2, so the cosine term enters with a minus sign.",
        ),
        commonMistake(
          "missing-double-angle",
          "Integrated as if the oscillating term were sin(πb/L)/π instead of sin(2πb/L)/(2π)",
          { value: fraction - Math.sin(Math.PI * fraction) / Math.PI, unit: "" },
          "The double-angle identity turns sin²(πx/L) into a cosine of 2πx/L; integrating it gives sin(2πb/L)/(2π).",
        ),
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
