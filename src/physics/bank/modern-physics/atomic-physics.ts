/**
 * Atomic Physics templates: energy levels and photons, fluorescence, photoionization of hydrogen,
 * the normal Zeeman effect and the hydrogen ground-state radial probability.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import {
  BOHR_MAGNETON,
  BOHR_RADIUS,
  ELECTRON_MASS,
  ELEMENTARY_CHARGE,
  PLANCK_CONSTANT,
  REDUCED_PLANCK_CONSTANT,
  RYDBERG_ENERGY_EV,
  SPEED_OF_LIGHT,
  showGiven,
  showNumber,
  showValue,
} from "./template-helpers";

/** hc in eV·nm, from the exact SI values of h, c and e. */
const PLANCK_TIMES_LIGHT_SPEED_EV_NM = ((PLANCK_CONSTANT * SPEED_OF_LIGHT) / ELEMENTARY_CHARGE) * 1e9;

const energyLevelTransition: ProblemTemplate = {
  id: "atomic-physics.energy-level-transition",
  subtopic: "atomic-physics",
  levels: ["high-school", "algebra"],
  title: "Wavelength of light from an atomic transition",
  generate(random) {
    const upperLevel = -random.between(1, 4, 0.01);
    const lowerLevel = -random.between(5, 12, 0.01);
    const energyGapElectronvolts = upperLevel - lowerLevel;
    const energyGapJoules = energyGapElectronvolts * ELEMENTARY_CHARGE;
    const frequency = energyGapJoules / PLANCK_CONSTANT;
    const wavelengthNanometres = (SPEED_OF_LIGHT / frequency) * 1e9;
    const upper = showGiven(upperLevel, "eV");
    const lower = showGiven(lowerLevel, "eV");
    return {
      statement:
        `An atom has an excited level at $E_2 = ${upper}$ and a lower level at $E_1 = ${lower}$. ` +
        "An electron drops from $E_2$ to $E_1$ and the atom emits a single photon. What is the photon's wavelength?",
      knowns: [
        known({ symbol: "E_2", name: "energy of the upper level", value: upperLevel, unit: "eV" }),
        known({ symbol: "E_1", name: "energy of the lower level", value: lowerLevel, unit: "eV" }),
      ],
      unknown: { symbol: "\\lambda", name: "wavelength of the emitted photon", unit: "nm" },
      answer: { value: wavelengthNanometres, unit: "nm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Energy conservation: the photon carries the difference between the levels",
          equation: "E_{photon} = E_2 - E_1",
          substitution: `E_{photon} = (${upper}) - (${lower}) = ${showValue(energyGapJoules, "J")}`,
          result: { symbol: "E_{photon}", value: energyGapElectronvolts, unit: "eV" },
        }),
        solutionStep({
          principle: "Planck's relation gives the frequency",
          equation: "f = \\frac{E_{photon}}{h}",
          substitution: `f = \\frac{${showValue(energyGapJoules, "J")}}{6.626\\times10^{-34}\\ \\mathrm{J\\cdot s}}`,
          result: { symbol: "f", value: frequency, unit: "Hz" },
        }),
        solutionStep({
          principle: "Wavelength from the wave relation",
          equation: "\\lambda = \\frac{c}{f}",
          substitution: `\\lambda = \\frac{2.998\\times10^{8}\\ \\mathrm{m/s}}{${showValue(frequency, "Hz")}}`,
          result: { symbol: "\\lambda", value: wavelengthNanometres, unit: "nm" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why are atomic energy levels negative?",
          explanation:
            "Zero energy is chosen as an electron free and at rest far from the atom. A bound electron has less " +
            "energy than that, so its levels are negative; the deeper the level, the more tightly bound.",
        },
        steps: [
          tutorStep({
            description: "Energy of the photon in eV",
            prompt: "How much energy, in eV, does the emitted photon carry?",
            expected: { value: energyGapElectronvolts, unit: "eV" },
            hints: [
              "Energy is conserved in the jump.",
              "E_photon = E₂ − E₁; watch the minus signs.",
              `(${upperLevel}) − (${lowerLevel}) eV.`,
            ],
          }),
          tutorStep({
            description: "Energy of the photon in joules",
            prompt: "Convert the photon energy to joules.",
            expected: { value: energyGapJoules, unit: "J" },
            hints: [
              "SI units make the next step easier.",
              "1 eV = 1.602 × 10^-19 J.",
              "Multiply the eV value by 1.602 × 10^-19.",
            ],
          }),
          tutorStep({
            description: "Frequency",
            prompt: "What is the photon's frequency?",
            expected: { value: frequency, unit: "Hz" },
            hints: [
              "Use Planck's relation.",
              "E = hf, so f = E/h.",
              "Divide the energy in joules by 6.626 × 10^-34 J·s.",
            ],
          }),
          tutorStep({
            description: "Wavelength",
            prompt: "What is the photon's wavelength, in nm?",
            expected: { value: wavelengthNanometres, unit: "nm" },
            hints: [
              "Light obeys c = fλ.",
              "λ = c/f.",
              "Divide 3.00 × 10^8 m/s by f, then convert metres to nanometres.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "lower-level-only",
          description: "Used the energy of the lower level alone instead of the difference",
          wrongAnswer: { value: PLANCK_TIMES_LIGHT_SPEED_EV_NM / -lowerLevel, unit: "nm" },
          feedback: "The photon carries the energy difference E₂ − E₁, not the energy of one level.",
        }),
        mistake({
          id: "added-level-energies",
          description: "Added the magnitudes of the two levels",
          wrongAnswer: { value: PLANCK_TIMES_LIGHT_SPEED_EV_NM / (-lowerLevel - upperLevel), unit: "nm" },
          feedback:
            "Both levels are negative; E₂ − E₁ is the smaller magnitude minus the larger one, not their sum.",
        }),
        mistake({
          id: "energy-left-in-electronvolts",
          description: "Divided by h in J·s while the energy was still in eV",
          wrongAnswer: {
            value: ((PLANCK_CONSTANT * SPEED_OF_LIGHT) / energyGapElectronvolts) * 1e9,
            unit: "nm",
          },
          feedback: "With h in J·s the energy must be in joules: multiply eV by 1.602 × 10^-19 first.",
        }),
      ],
      keyConcepts: [
        "Atoms emit photons only at energies equal to differences between their levels.",
        "E_photon = E_upper − E_lower = hf = hc/λ.",
        "A larger energy gap gives a shorter wavelength.",
      ],
      realWorld:
        "Each element's set of level differences gives it a unique line spectrum, which is how astronomers " +
        "identify the elements in stars.",
    };
  },
};

const fluorescenceEnergyLoss: ProblemTemplate = {
  id: "atomic-physics.fluorescence-energy-loss",
  subtopic: "atomic-physics",
  levels: ["high-school", "algebra"],
  title: "Energy lost per photon in fluorescence",
  generate(random) {
    const absorbedNanometres = random.between(320, 380, 1);
    const emittedNanometres = random.between(420, 600, 1);
    const absorbedJoules = (PLANCK_CONSTANT * SPEED_OF_LIGHT) / (absorbedNanometres * 1e-9);
    const absorbedElectronvolts = absorbedJoules / ELEMENTARY_CHARGE;
    const emittedElectronvolts = PLANCK_TIMES_LIGHT_SPEED_EV_NM / emittedNanometres;
    const energyLost = absorbedElectronvolts - emittedElectronvolts;
    const absorbed = showGiven(absorbedNanometres, "nm");
    const emitted = showGiven(emittedNanometres, "nm");
    return {
      statement:
        `A fluorescent dye in a highlighter absorbs ultraviolet light of wavelength $\\lambda_a = ${absorbed}$ and ` +
        `re-emits visible light of wavelength $\\lambda_e = ${emitted}$. For each photon absorbed and re-emitted, ` +
        "how much energy (in eV) stays in the molecule as heat?",
      knowns: [
        known({ symbol: "\\lambda_a", name: "absorbed wavelength", value: absorbedNanometres, unit: "nm" }),
        known({ symbol: "\\lambda_e", name: "emitted wavelength", value: emittedNanometres, unit: "nm" }),
      ],
      unknown: { symbol: "\\Delta E", name: "energy left in the molecule per photon", unit: "eV" },
      answer: { value: energyLost, unit: "eV" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Energy of the absorbed photon",
          equation: "E_a = \\frac{hc}{\\lambda_a}",
          substitution: `E_a = \\frac{1240\\ \\mathrm{eV\\cdot nm}}{${absorbed}}`,
          result: { symbol: "E_a", value: absorbedElectronvolts, unit: "eV" },
        }),
        solutionStep({
          principle: "Energy of the emitted photon",
          equation: "E_e = \\frac{hc}{\\lambda_e}",
          substitution: `E_e = \\frac{1240\\ \\mathrm{eV\\cdot nm}}{${emitted}}`,
          result: { symbol: "E_e", value: emittedElectronvolts, unit: "eV" },
        }),
        solutionStep({
          principle: "Energy conservation: what is not re-emitted stays in the molecule",
          equation: "\\Delta E = E_a - E_e",
          substitution: `\\Delta E = ${showValue(absorbedElectronvolts, "eV")} - ${showValue(emittedElectronvolts, "eV")}`,
          result: { symbol: "\\Delta E", value: energyLost, unit: "eV" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Could a fluorescent dye absorb green light and emit ultraviolet light?",
          explanation:
            "No. The emitted photon cannot carry more energy than the absorbed one; some energy always goes into " +
            "molecular vibrations, so fluorescence shifts towards longer wavelengths.",
        },
        steps: [
          tutorStep({
            description: "Absorbed photon energy in joules",
            prompt: "What is the energy of an absorbed photon, in joules?",
            expected: { value: absorbedJoules, unit: "J" },
            hints: [
              "Photon energy depends on wavelength.",
              "E = hc/λ with λ in metres.",
              "Divide 1.986 × 10^-25 J·m by λ_a in metres.",
            ],
          }),
          tutorStep({
            description: "Absorbed photon energy in eV",
            prompt: "Express that energy in electronvolts.",
            expected: { value: absorbedElectronvolts, unit: "eV" },
            hints: [
              "1 eV = 1.602 × 10^-19 J.",
              "Divide by 1.602 × 10^-19.",
              "A shortcut: E(eV) = 1240/λ(nm).",
            ],
          }),
          tutorStep({
            description: "Emitted photon energy",
            prompt: "What is the energy of an emitted photon, in eV?",
            expected: { value: emittedElectronvolts, unit: "eV" },
            hints: [
              "Same relation, different wavelength.",
              "E = hc/λ_e.",
              `1240 eV·nm ÷ ${emittedNanometres} nm.`,
            ],
          }),
          tutorStep({
            description: "Energy left behind",
            prompt: "How much energy per photon stays in the molecule?",
            expected: { value: energyLost, unit: "eV" },
            hints: [
              "Energy in = energy out + energy kept.",
              "Subtract the emitted photon energy from the absorbed one.",
              "ΔE = E_a − E_e.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "subtracted-wavelengths",
          description: "Used the difference of the wavelengths in E = hc/λ",
          wrongAnswer: {
            value: PLANCK_TIMES_LIGHT_SPEED_EV_NM / (emittedNanometres - absorbedNanometres),
            unit: "eV",
          },
          feedback: "Energy is proportional to 1/λ, so subtract the energies, not the wavelengths.",
        }),
        mistake({
          id: "absorbed-energy-only",
          description: "Gave the energy of the absorbed photon",
          wrongAnswer: { value: absorbedElectronvolts, unit: "eV" },
          feedback:
            "Most of the absorbed energy leaves again as the emitted photon; only the difference stays behind.",
        }),
      ],
      keyConcepts: [
        "A photon's energy is E = hc/λ, so longer wavelength means less energy.",
        "In fluorescence the emitted photon has less energy than the absorbed one (Stokes shift).",
        "The missing energy becomes vibration of the molecule, that is, heat.",
      ],
      realWorld:
        "Highlighters, safety vests and white LEDs all use fluorescent materials that turn short-wavelength " +
        "light into longer-wavelength visible light.",
    };
  },
};

const HYDROGEN_PHOTOIONIZATION: readonly {
  level: number;
  shortest: number;
  longest: number;
  step: number;
}[] = [
  // Wavelength ranges keep the photon at least 7 % above the ionization energy and at most about 4.5 times it.
  { level: 1, shortest: 20, longest: 85, step: 0.1 },
  { level: 2, shortest: 80, longest: 340, step: 0.5 },
  { level: 3, shortest: 180, longest: 780, step: 1 },
];

const hydrogenPhotoionization: ProblemTemplate = {
  id: "atomic-physics.hydrogen-photoionization",
  subtopic: "atomic-physics",
  levels: ["algebra", "calculus"],
  title: "Speed of an electron ejected from hydrogen by a photon",
  generate(random) {
    const { level, shortest, longest, step } = random.pick(HYDROGEN_PHOTOIONIZATION);
    const wavelengthNanometres = random.between(shortest, longest, step);
    const photonEnergy = PLANCK_TIMES_LIGHT_SPEED_EV_NM / wavelengthNanometres;
    const ionizationEnergy = RYDBERG_ENERGY_EV / level ** 2;
    const kineticElectronvolts = photonEnergy - ionizationEnergy;
    const kineticJoules = kineticElectronvolts * ELEMENTARY_CHARGE;
    const speed = Math.sqrt((2 * kineticJoules) / ELECTRON_MASS);
    const wavelength = showGiven(wavelengthNanometres, "nm");
    const stateName = level === 1 ? "ground state" : `excited state $n = ${level}$`;
    return {
      statement:
        `A hydrogen atom in its ${stateName} absorbs a photon of wavelength $\\lambda = ${wavelength}$, and the ` +
        "electron is ejected. Using the Bohr levels $E_n = -13.6\\ \\mathrm{eV}/n^2$ and neglecting the recoil of " +
        "the proton, what is the speed of the ejected electron?",
      knowns: [
        known({ symbol: "n", name: "initial level of the electron", value: level, unit: "" }),
        known({ symbol: "\\lambda", name: "photon wavelength", value: wavelengthNanometres, unit: "nm" }),
      ],
      unknown: { symbol: "v", name: "speed of the ejected electron", unit: "m/s" },
      answer: { value: speed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Photon energy",
          equation: "E = \\frac{hc}{\\lambda}",
          substitution: `E = \\frac{1240\\ \\mathrm{eV\\cdot nm}}{${wavelength}}`,
          result: { symbol: "E", value: photonEnergy, unit: "eV" },
        }),
        solutionStep({
          principle: "Energy needed to free the electron from level n",
          equation: "E_{ion} = \\frac{13.6\\ \\mathrm{eV}}{n^2}",
          substitution: `E_{ion} = \\frac{13.6\\ \\mathrm{eV}}{${level}^2}`,
          result: { symbol: "E_{ion}", value: ionizationEnergy, unit: "eV" },
        }),
        solutionStep({
          principle: "Energy conservation: the rest becomes kinetic energy",
          equation: "K = E - E_{ion}",
          substitution: `K = ${showValue(photonEnergy, "eV", 4)} - ${showValue(ionizationEnergy, "eV", 4)} = ${showValue(kineticElectronvolts, "eV")} = ${showValue(kineticJoules, "J")}`,
          result: { symbol: "K", value: kineticElectronvolts, unit: "eV" },
        }),
        solutionStep({
          principle: "Speed from kinetic energy (the electron is far from relativistic)",
          equation: "v = \\sqrt{\\frac{2K}{m_e}}",
          substitution: `v = \\sqrt{\\frac{2(${showValue(kineticJoules, "J")})}{9.109\\times10^{-31}\\ \\mathrm{kg}}}`,
          result: { symbol: "v", value: speed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Why does it take less energy to ionize hydrogen from an excited state than from the ground state?",
          explanation:
            "An excited electron is already less tightly bound: its level −13.6 eV/n² is closer to zero, so a " +
            "smaller energy lifts it to the free state.",
        },
        steps: [
          tutorStep({
            description: "Photon energy",
            prompt: "What is the photon's energy, in eV?",
            expected: { value: photonEnergy, unit: "eV" },
            hints: [
              "Use the photon energy relation.",
              "E = hc/λ.",
              `1240 eV·nm ÷ ${wavelengthNanometres} nm.`,
            ],
          }),
          tutorStep({
            description: "Ionization energy",
            prompt: `How much energy is needed to free the electron from level n = ${level}?`,
            expected: { value: ionizationEnergy, unit: "eV" },
            hints: [
              "The free electron at rest has energy 0.",
              "E_ion = 13.6 eV/n².",
              `13.6 eV ÷ ${level ** 2}.`,
            ],
          }),
          tutorStep({
            description: "Kinetic energy in eV",
            prompt: "What kinetic energy does the ejected electron have, in eV?",
            expected: { value: kineticElectronvolts, unit: "eV" },
            hints: [
              "Energy left over after freeing the electron.",
              "K = E − E_ion.",
              "Subtract the ionization energy from the photon energy.",
            ],
          }),
          tutorStep({
            description: "Kinetic energy in joules",
            prompt: "Convert the kinetic energy to joules.",
            expected: { value: kineticJoules, unit: "J" },
            hints: [
              "You need SI units for the speed.",
              "1 eV = 1.602 × 10^-19 J.",
              "Multiply by 1.602 × 10^-19.",
            ],
          }),
          tutorStep({
            description: "Speed",
            prompt: "What is the speed of the ejected electron?",
            expected: { value: speed, unit: "m/s" },
            hints: ["Use K = ½mv².", "v = √(2K/m_e).", "Use m_e = 9.109 × 10^-31 kg."],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-ionization-energy",
          description: "Gave all of the photon energy to the electron",
          wrongAnswer: {
            value: Math.sqrt((2 * photonEnergy * ELEMENTARY_CHARGE) / ELECTRON_MASS),
            unit: "m/s",
          },
          feedback: "Part of the photon's energy is needed to free the electron: K = E − 13.6 eV/n².",
        }),
        mistake({
          id: "dropped-one-half",
          description: "Used K = mv² instead of K = ½mv²",
          wrongAnswer: { value: Math.sqrt(kineticJoules / ELECTRON_MASS), unit: "m/s" },
          feedback: "Kinetic energy is ½mv², so v = √(2K/m).",
        }),
      ],
      keyConcepts: [
        "A photon can ionize an atom if its energy exceeds the binding energy of the electron's level.",
        "The binding energy of hydrogen level n is 13.6 eV/n².",
        "The surplus energy becomes the electron's kinetic energy.",
      ],
      realWorld:
        "Ultraviolet light from young stars ionizes the hydrogen around them, creating the glowing H II regions " +
        "seen in images of nebulae.",
    };
  },
};

const normalZeemanEffect: ProblemTemplate = {
  id: "atomic-physics.normal-zeeman-splitting",
  subtopic: "atomic-physics",
  levels: ["algebra", "calculus"],
  title: "Wavelength splitting in the normal Zeeman effect",
  generate(random, level) {
    const wavelengthNanometres = random.between(400, 700, 1);
    const magneticField = random.between(0.5, 3, 0.01);
    const energyShiftJoules = BOHR_MAGNETON * magneticField;
    const energyShiftElectronvolts = energyShiftJoules / ELEMENTARY_CHARGE;
    const photonEnergyElectronvolts = PLANCK_TIMES_LIGHT_SPEED_EV_NM / wavelengthNanometres;
    const fractionalShift = energyShiftElectronvolts / photonEnergyElectronvolts;
    const wavelengthShiftPicometres = fractionalShift * wavelengthNanometres * 1000;
    const wavelengthMetres = wavelengthNanometres * 1e-9;
    const wavelength = showGiven(wavelengthNanometres, "nm");
    const field = showGiven(magneticField, "T");
    const method =
      level === "calculus"
        ? " Treat the shift as a small change: differentiate $\\lambda = hc/E$."
        : " The shift is small, so $\\Delta\\lambda / \\lambda = \\Delta E / E$.";
    return {
      statement:
        `A spectral line at $\\lambda = ${wavelength}$ shows the normal Zeeman effect in a magnetic field ` +
        `$B = ${field}$: it splits into three lines whose photon energies differ by $\\Delta E = \\mu_B B$ ` +
        "between neighbours ($\\mu_B = 9.274 \\times 10^{-24}\\ \\mathrm{J/T}$). What is the wavelength separation " +
        `between neighbouring lines, in picometres?${method}`,
      knowns: [
        known({
          symbol: "\\lambda",
          name: "wavelength of the line",
          value: wavelengthNanometres,
          unit: "nm",
        }),
        known({ symbol: "B", name: "magnetic field", value: magneticField, unit: "T" }),
      ],
      unknown: { symbol: "\\Delta\\lambda", name: "wavelength separation of neighbouring lines", unit: "pm" },
      answer: { value: wavelengthShiftPicometres, unit: "pm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Energy splitting of neighbouring components",
          equation: "\\Delta E = \\mu_B B",
          substitution: `\\Delta E = (9.274\\times10^{-24}\\ \\mathrm{J/T})(${field}) = ${showValue(energyShiftJoules, "J")}`,
          result: { symbol: "\\Delta E", value: energyShiftElectronvolts, unit: "eV" },
        }),
        solutionStep({
          principle: "Photon energy of the unshifted line",
          equation: "E = \\frac{hc}{\\lambda}",
          substitution: `E = \\frac{1240\\ \\mathrm{eV\\cdot nm}}{${wavelength}}`,
          result: { symbol: "E", value: photonEnergyElectronvolts, unit: "eV" },
        }),
        solutionStep({
          principle: "Differentiating λ = hc/E gives |dλ| = (hc/E²)dE, so the relative changes are equal",
          equation: "\\Delta\\lambda = \\lambda\\,\\frac{\\Delta E}{E} = \\frac{\\lambda^2 \\Delta E}{hc}",
          substitution: `\\Delta\\lambda = \\frac{(${showValue(wavelengthMetres, "m")})^2(${showValue(energyShiftJoules, "J")})}{1.986\\times10^{-25}\\ \\mathrm{J\\cdot m}}`,
          result: { symbol: "\\Delta\\lambda", value: wavelengthShiftPicometres, unit: "pm" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why does a magnetic field split one spectral line into several?",
          explanation:
            "The electron's orbital magnetic moment gives each m_l sublevel an extra energy m_l μ_B B, so levels " +
            "that had the same energy separate, and transitions between them produce lines at slightly different " +
            "energies.",
        },
        steps: [
          tutorStep({
            description: "Energy splitting in joules",
            prompt: "What is the energy difference ΔE between neighbouring components, in joules?",
            expected: { value: energyShiftJoules, unit: "J" },
            hints: [
              "The Bohr magneton sets the scale.",
              "ΔE = μ_B B.",
              `9.274 × 10^-24 J/T × ${magneticField} T.`,
            ],
          }),
          tutorStep({
            description: "Energy splitting in eV",
            prompt: "Express ΔE in electronvolts.",
            expected: { value: energyShiftElectronvolts, unit: "eV" },
            hints: [
              "It will be tiny.",
              "Divide by 1.602 × 10^-19 J/eV.",
              "Expect tens to hundreds of micro-electronvolts.",
            ],
          }),
          tutorStep({
            description: "Photon energy",
            prompt: "What is the photon energy E of the original line, in eV?",
            expected: { value: photonEnergyElectronvolts, unit: "eV" },
            hints: ["Use the photon relation.", "E = hc/λ.", `1240 eV·nm ÷ ${wavelengthNanometres} nm.`],
          }),
          tutorStep({
            description: "Fractional change",
            prompt: "What is the fractional energy change ΔE/E?",
            expected: { value: fractionalShift, unit: "" },
            hints: ["Both energies in eV.", "Divide ΔE by E.", "Expect a number of order 10^-5."],
          }),
          tutorStep({
            description: "Wavelength separation",
            prompt: "What is the wavelength separation Δλ, in picometres?",
            expected: { value: wavelengthShiftPicometres, unit: "pm" },
            hints: [
              "Since λ = hc/E, a small change gives |Δλ|/λ = ΔE/E.",
              "Δλ = λ·(ΔE/E).",
              "Multiply λ in nm by ΔE/E, then by 1000 to get pm.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "outer-components",
          description: "Used the splitting between the outer components, 2μ_B B",
          wrongAnswer: { value: 2 * wavelengthShiftPicometres, unit: "pm" },
          feedback:
            "Neighbouring lines differ by one unit of m_l, so ΔE = μ_B B; the outer lines are twice as far apart.",
        }),
        mistake({
          id: "wavelength-not-squared",
          description: "Used Δλ = λΔE/(hc) without squaring λ",
          wrongAnswer: {
            value: ((wavelengthMetres * energyShiftJoules) / (PLANCK_CONSTANT * SPEED_OF_LIGHT)) * 1e12,
            unit: "pm",
          },
          feedback: "From λ = hc/E, dλ/dE = −hc/E² = −λ²/(hc): the wavelength appears squared.",
        }),
        mistake({
          id: "reduced-planck-constant",
          description: "Used ħ instead of h in E = hc/λ",
          wrongAnswer: {
            value:
              ((wavelengthMetres ** 2 * energyShiftJoules) / (REDUCED_PLANCK_CONSTANT * SPEED_OF_LIGHT)) *
              1e12,
            unit: "pm",
          },
          feedback: "Photon energy is E = hf = hc/λ with Planck's constant h, not ħ = h/2π.",
        }),
      ],
      keyConcepts: [
        "In a magnetic field each m_l sublevel shifts by m_l μ_B B.",
        "Neighbouring Zeeman components differ in energy by μ_B B.",
        "For small changes Δλ/λ = ΔE/E, because λ = hc/E.",
      ],
      realWorld:
        "Astronomers measure magnetic fields on the Sun by the Zeeman splitting of lines in sunspots, first done " +
        "by George Ellery Hale in 1908.",
    };
  },
};

const ION_OPTIONS: readonly { charge: number; name: string }[] = [
  { charge: 1, name: "a hydrogen atom" },
  { charge: 2, name: "a helium ion He⁺" },
];

const hydrogenRadialProbability: ProblemTemplate = {
  id: "atomic-physics.ground-state-radial-probability",
  subtopic: "atomic-physics",
  levels: ["calculus"],
  title: "Probability of finding the electron within a sphere",
  generate(random) {
    const { charge, name } = random.pick(ION_OPTIONS);
    // R spans 0.5 to 2.4 scaled Bohr radii, where every listed mistake is clearly off.
    const radiusPicometres = random.between(27 / charge, 127 / charge, 0.1);
    const scaleLengthPicometres = (BOHR_RADIUS * 1e12) / charge;
    const scaledRadius = radiusPicometres / scaleLengthPicometres;
    const exponential = Math.exp(-2 * scaledRadius);
    const polynomial = 1 + 2 * scaledRadius + 2 * scaledRadius ** 2;
    const probability = 1 - exponential * polynomial;
    const radius = showGiven(radiusPicometres, "pm");
    const scaleName = charge === 1 ? "a = a_0" : `a = a_0/${charge}`;
    return {
      statement:
        `The electron in ${name} is in its ground state, $\\psi(r) = \\dfrac{1}{\\sqrt{\\pi a^3}}e^{-r/a}$ with ` +
        `$${scaleName}$ and $a_0 = 52.92\\ \\mathrm{pm}$. Integrate the probability density to find the ` +
        `probability that the electron is within $R = ${radius}$ of the nucleus.`,
      knowns: [
        known({ symbol: "Z", name: "nuclear charge number", value: charge, unit: "" }),
        known({ symbol: "R", name: "radius of the sphere", value: radiusPicometres, unit: "pm" }),
      ],
      unknown: { symbol: "P", name: "probability of finding the electron within R", unit: "" },
      answer: { value: probability, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Radial probability: integrate |ψ|² over spherical shells of volume 4πr²dr",
          equation: "P = \\int_0^R \\frac{4r^2}{a^3}e^{-2r/a}\\,dr",
          substitution: `a = \\frac{52.92\\ \\mathrm{pm}}{${charge}}`,
          result: { symbol: "a", value: scaleLengthPicometres, unit: "pm" },
        }),
        solutionStep({
          principle: "Substitute x = r/a and integrate by parts twice",
          equation: "P = 1 - e^{-2x}\\left(1 + 2x + 2x^2\\right),\\quad x = R/a",
          substitution: `x = \\frac{${radius}}{${showValue(scaleLengthPicometres, "pm", 4)}} = ${showNumber(scaledRadius)}`,
          result: { symbol: "x", value: scaledRadius, unit: "" },
        }),
        solutionStep({
          principle: "Evaluate the antiderivative",
          equation: "P = 1 - e^{-2x}\\left(1 + 2x + 2x^2\\right)",
          substitution: `P = 1 - (${showNumber(exponential)})(${showNumber(polynomial)})`,
          result: { symbol: "P", value: probability, unit: "" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "The ground-state density |ψ|² is largest at the nucleus. Why is the most likely radius a, not 0?",
          explanation:
            "The chance of being at radius r includes the volume of the shell, 4πr²dr, which is zero at r = 0. " +
            "The product r²e^{−2r/a} peaks at r = a.",
        },
        steps: [
          tutorStep({
            description: "Length scale",
            prompt: "What is the length scale a of this wavefunction, in pm?",
            expected: { value: scaleLengthPicometres, unit: "pm" },
            hints: [
              "A larger nuclear charge pulls the electron closer.",
              "a = a₀/Z.",
              `52.92 pm ÷ ${charge}.`,
            ],
          }),
          tutorStep({
            description: "Scaled radius",
            prompt: "What is x = R/a?",
            expected: { value: scaledRadius, unit: "" },
            hints: ["Express R in units of a.", "Divide R by a.", `${radiusPicometres} pm ÷ a.`],
          }),
          tutorStep({
            description: "Exponential factor",
            prompt: "What is e^(−2x)?",
            expected: { value: exponential, unit: "" },
            hints: [
              "The density falls as e^(−2r/a).",
              "Evaluate the exponential at −2x.",
              `e^(−2 × ${showNumber(scaledRadius)}).`,
            ],
          }),
          tutorStep({
            description: "Polynomial factor",
            prompt:
              "Integrating 4x²e^(−2x) by parts gives a polynomial factor 1 + 2x + 2x². What is its value?",
            expected: { value: polynomial, unit: "" },
            hints: [
              "Two integrations by parts lower the power of x step by step.",
              "The factor is 1 + 2x + 2x².",
              `1 + 2(${showNumber(scaledRadius)}) + 2(${showNumber(scaledRadius)})².`,
            ],
          }),
          tutorStep({
            description: "Probability",
            prompt: "What is the probability of finding the electron within R?",
            expected: { value: probability, unit: "" },
            hints: [
              "Evaluate the antiderivative between 0 and x.",
              "P = 1 − e^(−2x)(1 + 2x + 2x²).",
              "Multiply the two factors and subtract the product from 1.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "dropped-quadratic-term",
          description: "Lost the 2x² term when integrating by parts",
          wrongAnswer: { value: 1 - exponential * (1 + 2 * scaledRadius), unit: "" },
          feedback:
            "Integrating 4x²e^(−2x) needs two integrations by parts; the result is 1 − e^(−2x)(1 + 2x + 2x²).",
        }),
        mistake({
          id: "density-not-squared",
          description: "Used e^(−r/a) for the probability density instead of |ψ|² ∝ e^(−2r/a)",
          wrongAnswer: {
            value: 1 - Math.exp(-scaledRadius) * (1 + scaledRadius + scaledRadius ** 2 / 2),
            unit: "",
          },
          feedback: "The probability density is |ψ|², so the exponential is e^(−2r/a), not e^(−r/a).",
        }),
      ],
      keyConcepts: [
        "The probability of finding the electron between r and r + dr is |ψ|²·4πr²dr.",
        "For the ground state the radial density peaks at r = a₀/Z.",
        "Probabilities come from integrals of the density; the total over all space is 1.",
      ],
      realWorld:
        "The electron density near the nucleus sets the hyperfine splitting of hydrogen, whose 21 cm line maps " +
        "the gas of our galaxy.",
    };
  },
};

/** Atomic Physics problem templates. */
export const templates: ProblemTemplate[] = [
  energyLevelTransition,
  fluorescenceEnergyLoss,
  hydrogenPhotoionization,
  normalZeemanEffect,
  hydrogenRadialProbability,
];
