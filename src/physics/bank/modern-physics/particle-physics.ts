/**
 * Particle Physics templates: annihilation energy, pair production, momentum from a curved track,
 * decay lengths of unstable hadrons and interaction probability in a target.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import {
  AVOGADRO_CONSTANT,
  CHARGED_PION_REST_ENERGY_MEV,
  ELECTRON_REST_ENERGY_MEV,
  ELEMENTARY_CHARGE,
  PLANCK_CONSTANT,
  PROTON_REST_ENERGY_MEV,
  SECONDS_PER_HOUR,
  SPEED_OF_LIGHT,
  showGiven,
  showNumber,
  showValue,
} from "./template-helpers";

const antimatterAnnihilation: ProblemTemplate = {
  id: "particle-physics.antimatter-annihilation",
  subtopic: "particle-physics",
  levels: ["high-school", "algebra"],
  title: "How long antimatter annihilation could power a city",
  generate(random) {
    const antimatterGrams = random.between(0.1, 5, 0.01);
    const cityMegawatts = random.between(100, 2000, 10);
    const antimatterKilograms = antimatterGrams / 1000;
    const energyJoules = 2 * antimatterKilograms * SPEED_OF_LIGHT ** 2;
    const powerWatts = cityMegawatts * 1e6;
    const seconds = energyJoules / powerWatts;
    const hours = seconds / SECONDS_PER_HOUR;
    const mass = showGiven(antimatterGrams, "g");
    const power = showGiven(cityMegawatts, "MW");
    return {
      statement:
        `Suppose $m = ${mass}$ of antihydrogen annihilates completely with the same mass of ordinary hydrogen, and ` +
        `all the energy is delivered to a city that uses electric power at $P = ${power}$. For how many hours ` +
        "could it supply the city?",
      knowns: [
        known({ symbol: "m", name: "mass of antimatter", value: antimatterGrams, unit: "g" }),
        known({ symbol: "P", name: "power used by the city", value: cityMegawatts, unit: "MW" }),
      ],
      unknown: { symbol: "t", name: "time the city could be supplied", unit: "h" },
      answer: { value: hours, unit: "h" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "In annihilation both the antimatter and the equal mass of matter turn into energy",
          equation: "E = (2m)c^2",
          substitution: `E = 2(${showValue(antimatterKilograms, "kg")})(2.998\\times10^{8}\\ \\mathrm{m/s})^2`,
          result: { symbol: "E", value: energyJoules, unit: "J" },
        }),
        solutionStep({
          principle: "Time is energy divided by power",
          equation: "t = \\frac{E}{P}",
          substitution: `t = \\frac{${showValue(energyJoules, "J")}}{${showValue(powerWatts, "W")}} = ${showValue(seconds, "s")}`,
          result: { symbol: "t", value: hours, unit: "h" },
        }),
      ],
      tutor: {
        warmup: {
          question: "When a gram of antimatter meets a gram of matter, how much mass turns into energy?",
          explanation:
            "Both grams. Annihilation converts the entire rest mass of particle and antiparticle into energy " +
            "(mostly photons and, for protons, pions), so the energy is 2mc².",
        },
        steps: [
          tutorStep({
            description: "Mass in kilograms",
            prompt: "Write the antimatter mass in kilograms.",
            expected: { value: antimatterKilograms, unit: "kg" },
            hints: ["E = mc² needs SI units.", "1 g = 10^-3 kg.", `${antimatterGrams} ÷ 1000.`],
          }),
          tutorStep({
            description: "Energy released",
            prompt: "How much energy does the annihilation release?",
            expected: { value: energyJoules, unit: "J" },
            hints: ["Count all the mass that disappears.", "E = (2m)c².", "Use c = 2.998 × 10^8 m/s."],
          }),
          tutorStep({
            description: "Power in watts",
            prompt: "Write the city's power in watts.",
            expected: { value: powerWatts, unit: "W" },
            hints: ["Mega means 10^6.", "Multiply by 10^6.", `${cityMegawatts} × 10^6 W.`],
          }),
          tutorStep({
            description: "Time in seconds",
            prompt: "For how many seconds could the energy supply the city?",
            expected: { value: seconds, unit: "s" },
            hints: ["Power is energy per second.", "t = E/P.", "Divide the energy by the power in watts."],
          }),
          tutorStep({
            description: "Time in hours",
            prompt: "Convert that time to hours.",
            expected: { value: hours, unit: "h" },
            hints: ["An hour has 60 minutes of 60 seconds.", "1 h = 3600 s.", "Divide the seconds by 3600."],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "antimatter-mass-only",
          description: "Used E = mc² with only the antimatter mass",
          wrongAnswer: { value: hours / 2, unit: "h" },
          feedback: "The matter it meets is annihilated too, so the mass converted is 2m.",
        }),
        mistake({
          id: "grams-as-kilograms",
          description: "Used the mass in grams in E = mc²",
          wrongAnswer: { value: hours * 1000, unit: "h" },
          feedback: "With c in m/s the mass must be in kilograms to get joules.",
        }),
        mistake({
          id: "left-in-seconds",
          description: "Gave the time in seconds as the number of hours",
          wrongAnswer: { value: seconds, unit: "h" },
          feedback: "E/P gives seconds; divide by 3600 to get hours.",
        }),
      ],
      keyConcepts: [
        "Matter and antimatter annihilate, turning all their rest mass into energy.",
        "E = mc² with m in kilograms and c in m/s gives joules.",
        "A gram of mass is equivalent to about 9 × 10^13 J.",
      ],
      realWorld:
        "All the antimatter ever made in accelerators adds up to far less than a microgram, so annihilation stays " +
        "a laboratory tool (PET scanners detect positron annihilation photons) rather than a fuel.",
    };
  },
};

/** hc in MeV·pm, from the exact SI values of h, c and e. */
const PLANCK_TIMES_LIGHT_SPEED_MEV_PM =
  ((PLANCK_CONSTANT * SPEED_OF_LIGHT) / ELEMENTARY_CHARGE) * 1e12 * 1e-6;

const pairProductionSharing: ProblemTemplate = {
  id: "particle-physics.pair-production-sharing",
  subtopic: "particle-physics",
  levels: ["high-school", "algebra"],
  title: "Kinetic energy of the positron in pair production",
  generate(random) {
    const wavelengthPicometres = random.between(0.14, 0.68, 0.001);
    const photonEnergy = PLANCK_TIMES_LIGHT_SPEED_MEV_PM / wavelengthPicometres;
    const pairRestEnergy = 2 * ELECTRON_REST_ENERGY_MEV;
    const availableKinetic = photonEnergy - pairRestEnergy;
    // Leave the positron at least 0.2 MeV so every draw is a real, clearly non-zero sharing.
    const electronKinetic = random.between(0.1, Math.floor((availableKinetic - 0.2) * 100) / 100, 0.01);
    const positronKinetic = availableKinetic - electronKinetic;
    const wavelength = showGiven(wavelengthPicometres, "pm");
    const electronEnergy = showGiven(electronKinetic, "MeV");
    return {
      statement:
        `A gamma-ray photon of wavelength $\\lambda = ${wavelength}$ passes near a lead nucleus and creates an ` +
        `electron–positron pair ($m_ec^2 = 0.511\\ \\mathrm{MeV}$). The electron's kinetic energy is ` +
        `$K_{-} = ${electronEnergy}$. Neglecting the recoil of the nucleus, what is the positron's kinetic energy?`,
      knowns: [
        known({ symbol: "\\lambda", name: "photon wavelength", value: wavelengthPicometres, unit: "pm" }),
        known({
          symbol: "K_{-}",
          name: "kinetic energy of the electron",
          value: electronKinetic,
          unit: "MeV",
        }),
      ],
      unknown: { symbol: "K_{+}", name: "kinetic energy of the positron", unit: "MeV" },
      answer: { value: positronKinetic, unit: "MeV" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Photon energy",
          equation: "E_\\gamma = \\frac{hc}{\\lambda}",
          substitution: `E_\\gamma = \\frac{1.240\\ \\mathrm{MeV\\cdot pm}}{${wavelength}}`,
          result: { symbol: "E_\\gamma", value: photonEnergy, unit: "MeV" },
        }),
        solutionStep({
          principle: "Energy conservation: the photon provides both rest energies and both kinetic energies",
          equation: "E_\\gamma = 2m_ec^2 + K_{-} + K_{+}",
          substitution: `K_{+} = ${showValue(photonEnergy, "MeV", 4)} - 2(0.511\\ \\mathrm{MeV}) - ${electronEnergy}`,
          result: { symbol: "K_{+}", value: positronKinetic, unit: "MeV" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why can a photon below 1.022 MeV never create an electron–positron pair?",
          explanation:
            "The pair's rest energy alone is 2 × 0.511 MeV = 1.022 MeV. A photon with less energy cannot supply " +
            "the mass of the two particles, whatever happens to their kinetic energy.",
        },
        steps: [
          tutorStep({
            description: "Photon energy",
            prompt: "What is the photon's energy, in MeV?",
            expected: { value: photonEnergy, unit: "MeV" },
            hints: [
              "E = hc/λ.",
              "hc = 1240 eV·nm = 1.240 MeV·pm.",
              `1.240 MeV·pm ÷ ${wavelengthPicometres} pm.`,
            ],
          }),
          tutorStep({
            description: "Rest energy of the pair",
            prompt: "How much of that energy becomes the rest energy of the pair?",
            expected: { value: pairRestEnergy, unit: "MeV" },
            hints: ["Two particles are created.", "Each has m_ec² = 0.511 MeV.", "2 × 0.511 MeV."],
          }),
          tutorStep({
            description: "Kinetic energy available",
            prompt: "How much energy is left as kinetic energy of the two particles together?",
            expected: { value: availableKinetic, unit: "MeV" },
            hints: [
              "Energy is conserved.",
              "Subtract the pair's rest energy from the photon energy.",
              "E_γ − 1.022 MeV.",
            ],
          }),
          tutorStep({
            description: "Positron kinetic energy",
            prompt: "What is the positron's kinetic energy?",
            expected: { value: positronKinetic, unit: "MeV" },
            hints: [
              "The two particles share the kinetic energy.",
              "K₊ = (E_γ − 2m_ec²) − K₋.",
              `Subtract ${electronKinetic} MeV.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-rest-energy",
          description: "Forgot that creating the particles costs their rest energy",
          wrongAnswer: { value: photonEnergy - electronKinetic, unit: "MeV" },
          feedback: "Creating the pair uses 2m_ec² = 1.022 MeV before any kinetic energy is available.",
        }),
        mistake({
          id: "one-rest-energy",
          description: "Subtracted the rest energy of only one particle",
          wrongAnswer: { value: photonEnergy - ELECTRON_REST_ENERGY_MEV - electronKinetic, unit: "MeV" },
          feedback: "Both the electron and the positron have rest energy 0.511 MeV, so subtract 1.022 MeV.",
        }),
      ],
      keyConcepts: [
        "A photon can turn into a particle–antiparticle pair near a nucleus.",
        "Energy conservation: E_γ = 2m_ec² + K₋ + K₊ (the nucleus takes momentum, little energy).",
        "The threshold for pair production is 1.022 MeV.",
      ],
      realWorld:
        "Pair production is how high-energy gamma rays lose energy in lead shielding and in the calorimeters of " +
        "particle detectors.",
    };
  },
};

const pionTrackKineticEnergy: ProblemTemplate = {
  id: "particle-physics.pion-track-kinetic-energy",
  subtopic: "particle-physics",
  levels: ["algebra", "calculus"],
  title: "Kinetic energy of a pion from its curved track",
  generate(random, level) {
    const magneticField = random.between(1, 3.5, 0.1);
    const radius = random.between(0.3, 1.5, 0.01);
    const momentum = ELEMENTARY_CHARGE * magneticField * radius;
    const momentumEnergyJoules = momentum * SPEED_OF_LIGHT;
    const momentumEnergy = momentumEnergyJoules / ELEMENTARY_CHARGE / 1e6;
    const totalEnergy = Math.hypot(momentumEnergy, CHARGED_PION_REST_ENERGY_MEV);
    const kineticEnergy = totalEnergy - CHARGED_PION_REST_ENERGY_MEV;
    const field = showGiven(magneticField, "T");
    const trackRadius = showGiven(radius, "m");
    const forceNote =
      level === "calculus"
        ? " The magnetic force changes only the direction of $\\vec p$, so $|d\\vec p/dt| = pv/r = evB$ holds at any speed."
        : " The relation $p = eBr$ holds at any speed if $p$ is the relativistic momentum.";
    return {
      statement:
        `In a bubble chamber with a magnetic field $B = ${field}$, a positive pion ($m_\\pi c^2 = 139.57\\ ` +
        `\\mathrm{MeV}$) moving perpendicular to the field leaves a circular track of radius $r = ${trackRadius}$.` +
        `${forceNote} What is the pion's kinetic energy, in MeV?`,
      knowns: [
        known({ symbol: "B", name: "magnetic field", value: magneticField, unit: "T" }),
        known({ symbol: "r", name: "radius of the track", value: radius, unit: "m" }),
      ],
      unknown: { symbol: "K", name: "kinetic energy of the pion", unit: "MeV" },
      answer: { value: kineticEnergy, unit: "MeV" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Magnetic force provides the change of direction: p = eBr",
          equation: "p = eBr",
          substitution: `p = (1.602\\times10^{-19}\\ \\mathrm{C})(${field})(${trackRadius})`,
          result: { symbol: "p", value: momentum, unit: "kg*m/s" },
        }),
        solutionStep({
          principle: "Express the momentum as an energy, pc, in MeV",
          equation: "pc = eBrc",
          substitution: `pc = (${showValue(momentum, "kg*m/s")})(2.998\\times10^{8}\\ \\mathrm{m/s}) = ${showValue(momentumEnergyJoules, "J")}`,
          result: { symbol: "pc", value: momentumEnergy, unit: "MeV" },
        }),
        solutionStep({
          principle: "Energy–momentum relation",
          equation: "E = \\sqrt{(pc)^2 + (m_\\pi c^2)^2}",
          substitution: `E = \\sqrt{(${showValue(momentumEnergy, "MeV")})^2 + (139.57\\ \\mathrm{MeV})^2}`,
          result: { symbol: "E", value: totalEnergy, unit: "MeV" },
        }),
        solutionStep({
          principle: "Kinetic energy is total energy minus rest energy",
          equation: "K = E - m_\\pi c^2",
          substitution: `K = ${showValue(totalEnergy, "MeV", 4)} - 139.57\\ \\mathrm{MeV}`,
          result: { symbol: "K", value: kineticEnergy, unit: "MeV" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Two particles with the same charge curve in the same field. Which has the larger radius?",
          explanation:
            "The one with more momentum: r = p/(qB). The radius measures momentum, not speed or energy directly.",
        },
        steps: [
          tutorStep({
            description: "Momentum",
            prompt: "What is the pion's momentum in SI units?",
            expected: { value: momentum, unit: "kg*m/s" },
            hints: ["Magnetic force bends the track.", "p = eBr.", "Multiply 1.602 × 10^-19 C by B and r."],
          }),
          tutorStep({
            description: "Momentum as an energy",
            prompt: "What is pc, in MeV?",
            expected: { value: momentumEnergy, unit: "MeV" },
            hints: [
              "Multiply p by c to get joules.",
              "Then divide by 1.602 × 10^-13 J/MeV.",
              "A shortcut: pc (MeV) = 299.8 × B(T) × r(m).",
            ],
          }),
          tutorStep({
            description: "Total energy",
            prompt: "What is the pion's total energy?",
            expected: { value: totalEnergy, unit: "MeV" },
            hints: [
              "Use the energy–momentum relation.",
              "E² = (pc)² + (mc²)².",
              "Square, add, take the square root.",
            ],
          }),
          tutorStep({
            description: "Kinetic energy",
            prompt: "What is the pion's kinetic energy?",
            expected: { value: kineticEnergy, unit: "MeV" },
            hints: ["Kinetic energy excludes the rest energy.", "K = E − mc².", "Subtract 139.57 MeV."],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "classical-kinetic-energy",
          description: "Used the classical K = p²/(2m)",
          wrongAnswer: { value: momentumEnergy ** 2 / (2 * CHARGED_PION_REST_ENERGY_MEV), unit: "MeV" },
          feedback:
            "The pion's momentum is comparable to or larger than mc, so use E² = (pc)² + (mc²)² and K = E − mc².",
        }),
        mistake({
          id: "proton-mass",
          description: "Used the proton's rest energy instead of the pion's",
          wrongAnswer: {
            value: Math.hypot(momentumEnergy, PROTON_REST_ENERGY_MEV) - PROTON_REST_ENERGY_MEV,
            unit: "MeV",
          },
          feedback: "The particle is a pion: m_πc² = 139.57 MeV, about one seventh of the proton's.",
        }),
      ],
      keyConcepts: [
        "A charged particle moving perpendicular to B follows a circle with p = qBr.",
        "Energy and momentum are related by E² = (pc)² + (mc²)².",
        "Kinetic energy is E − mc²; p²/2m is only its low-speed limit.",
      ],
      realWorld:
        "Every modern collider detector sits inside a strong magnet and measures particle momenta from the " +
        "curvature of their tracks.",
    };
  },
};

interface UnstableHadron {
  name: string;
  restEnergy: number;
  lifetimeSeconds: number;
  /** Kinetic-energy range chosen so that βγ stays between 0.5 and 3. */
  lowestKinetic: number;
  highestKinetic: number;
  kineticStep: number;
  lengthUnit: "cm" | "m";
}

const UNSTABLE_HADRONS: readonly UnstableHadron[] = [
  {
    name: "neutral kaon $K^0_S$",
    restEnergy: 497.6,
    lifetimeSeconds: 8.954e-11,
    lowestKinetic: 60,
    highestKinetic: 1075,
    kineticStep: 1,
    lengthUnit: "cm",
  },
  {
    name: "lambda baryon $\\Lambda^0$",
    restEnergy: 1115.7,
    lifetimeSeconds: 2.617e-10,
    lowestKinetic: 135,
    highestKinetic: 2410,
    kineticStep: 1,
    lengthUnit: "cm",
  },
  {
    name: "charged pion $\\pi^+$",
    restEnergy: 139.6,
    lifetimeSeconds: 2.603e-8,
    lowestKinetic: 17,
    highestKinetic: 300,
    kineticStep: 0.5,
    lengthUnit: "m",
  },
];

const LENGTH_UNIT_IN_METRES: Record<UnstableHadron["lengthUnit"], number> = { cm: 0.01, m: 1 };

const meanDecayLength: ProblemTemplate = {
  id: "particle-physics.mean-decay-length",
  subtopic: "particle-physics",
  levels: ["algebra", "calculus"],
  title: "Mean decay length of an unstable hadron",
  generate(random) {
    const hadron = random.pick(UNSTABLE_HADRONS);
    const kinetic = random.between(hadron.lowestKinetic, hadron.highestKinetic, hadron.kineticStep);
    const gamma = 1 + kinetic / hadron.restEnergy;
    const beta = Math.sqrt(1 - 1 / gamma ** 2);
    const betaGamma = beta * gamma;
    const properLength = SPEED_OF_LIGHT * hadron.lifetimeSeconds;
    const decayLength = (betaGamma * properLength) / LENGTH_UNIT_IN_METRES[hadron.lengthUnit];
    const kineticEnergy = showGiven(kinetic, "MeV");
    const restEnergy = showGiven(hadron.restEnergy, "MeV");
    const lifetime = showGiven(hadron.lifetimeSeconds, "s");
    return {
      statement:
        `A ${hadron.name} (rest energy $mc^2 = ${restEnergy}$, mean lifetime $\\tau = ${lifetime}$) is produced ` +
        `with kinetic energy $K = ${kineticEnergy}$. What mean distance does it travel in the laboratory before ` +
        `decaying? Give the answer in ${hadron.lengthUnit === "cm" ? "centimetres" : "metres"}.`,
      knowns: [
        known({ symbol: "mc^2", name: "rest energy", value: hadron.restEnergy, unit: "MeV" }),
        known({ symbol: "\\tau", name: "mean lifetime at rest", value: hadron.lifetimeSeconds, unit: "s" }),
        known({ symbol: "K", name: "kinetic energy", value: kinetic, unit: "MeV" }),
      ],
      unknown: { symbol: "L", name: "mean decay length", unit: hadron.lengthUnit },
      answer: { value: decayLength, unit: hadron.lengthUnit },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Lorentz factor from the energy",
          equation: "\\gamma = 1 + \\frac{K}{mc^2}",
          substitution: `\\gamma = 1 + \\frac{${kineticEnergy}}{${restEnergy}}`,
          result: { symbol: "\\gamma", value: gamma, unit: "" },
        }),
        solutionStep({
          principle: "Speed from the Lorentz factor",
          equation: "\\beta = \\sqrt{1 - 1/\\gamma^2}",
          substitution: `\\beta = \\sqrt{1 - 1/${showNumber(gamma, 4)}^2}`,
          result: { symbol: "\\beta", value: beta, unit: "" },
        }),
        solutionStep({
          principle: "The lab-frame lifetime is dilated to γτ, covered at speed βc",
          equation: "L = \\beta\\gamma c\\tau",
          substitution: `L = (${showNumber(betaGamma)})(2.998\\times10^{8}\\ \\mathrm{m/s})(${lifetime})`,
          result: { symbol: "L", value: decayLength, unit: hadron.lengthUnit },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why do particle physicists quote cτ for unstable particles?",
          explanation:
            "cτ is the distance light travels in one proper lifetime. Multiplying by βγ gives the mean flight " +
            "distance in the lab at any energy, which is what a detector sees.",
        },
        steps: [
          tutorStep({
            description: "Lorentz factor",
            prompt: "What is γ?",
            expected: { value: gamma, unit: "" },
            hints: [
              "Total energy is γmc² = mc² + K.",
              "γ = 1 + K/(mc²).",
              `1 + ${kinetic}/${hadron.restEnergy}.`,
            ],
          }),
          tutorStep({
            description: "Speed",
            prompt: "What is β = v/c?",
            expected: { value: beta, unit: "" },
            hints: [
              "Invert γ = 1/√(1 − β²).",
              "β = √(1 − 1/γ²).",
              "Square γ, take the reciprocal, subtract from 1, take the root.",
            ],
          }),
          tutorStep({
            description: "Product βγ",
            prompt: "What is βγ (which equals p/(mc))?",
            expected: { value: betaGamma, unit: "" },
            hints: ["Both factors matter.", "Multiply β by γ.", "Check: βγ = √(γ² − 1)."],
          }),
          tutorStep({
            description: "Proper decay length",
            prompt: "What is cτ, in metres?",
            expected: { value: properLength, unit: "m" },
            hints: ["Light's distance in one lifetime.", "Multiply c by τ.", "2.998 × 10^8 m/s × τ."],
          }),
          tutorStep({
            description: "Mean decay length",
            prompt: `What mean distance, in ${hadron.lengthUnit}, does the particle travel?`,
            expected: { value: decayLength, unit: hadron.lengthUnit },
            hints: [
              "The lab lifetime is γτ and the speed is βc.",
              "L = βγcτ.",
              "Multiply βγ by cτ and convert the unit.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "no-time-dilation",
          description: "Used L = βcτ, forgetting time dilation",
          wrongAnswer: {
            value: (beta * properLength) / LENGTH_UNIT_IN_METRES[hadron.lengthUnit],
            unit: hadron.lengthUnit,
          },
          feedback: "In the lab the particle lives γτ, not τ: L = βγcτ.",
        }),
        mistake({
          id: "speed-of-light",
          description: "Used L = γcτ, as if the particle moved at c",
          wrongAnswer: {
            value: (gamma * properLength) / LENGTH_UNIT_IN_METRES[hadron.lengthUnit],
            unit: hadron.lengthUnit,
          },
          feedback: "The particle moves at βc, which is noticeably less than c at these energies.",
        }),
      ],
      keyConcepts: [
        "An unstable particle lives γτ on average in the laboratory.",
        "Its mean decay length is L = βγcτ = (p/mc)cτ.",
        "Decay lengths let detectors identify particles by displaced vertices.",
      ],
      realWorld:
        "Long-lived particles such as K⁰_S and Λ are recognised in detectors by V-shaped pairs of tracks that " +
        "start centimetres away from the collision point.",
    };
  },
};

const LIQUID_HYDROGEN_DENSITY = 70.8; // kg/m^3 near 20 K
const HYDROGEN_MOLAR_MASS = 1.008; // g/mol of hydrogen atoms

const targetInteractionProbability: ProblemTemplate = {
  id: "particle-physics.target-interaction-probability",
  subtopic: "particle-physics",
  levels: ["calculus"],
  title: "Probability that a pion interacts in a hydrogen target",
  generate(random) {
    const crossSection = random.between(3, 7, 0.01);
    const targetLength = random.between(1, 3, 0.05);
    const protonDensity = ((LIQUID_HYDROGEN_DENSITY * 1000) / HYDROGEN_MOLAR_MASS) * AVOGADRO_CONSTANT;
    const crossSectionSquareMetres = crossSection * 1e-30;
    const opticalDepth = protonDensity * crossSectionSquareMetres * targetLength;
    const transmitted = Math.exp(-opticalDepth);
    const probability = 1 - transmitted;
    const sigma = showGiven(crossSection, "fm^2");
    const length = showGiven(targetLength, "m");
    const density = showGiven(LIQUID_HYDROGEN_DENSITY, "kg/m^3");
    const molarMass = showGiven(HYDROGEN_MOLAR_MASS, "g/mol");
    return {
      statement:
        `A pion beam passes along a liquid-hydrogen target of length $x = ${length}$ (density ` +
        `$\\rho = ${density}$, molar mass of hydrogen atoms $M = ${molarMass}$). The pion–proton cross section ` +
        `is $\\sigma = ${sigma}$. In a slice $dx$ a pion interacts with probability $n\\sigma\\,dx$, where $n$ is ` +
        "the number of protons per unit volume. Solve the resulting differential equation to find the probability " +
        "that a pion interacts somewhere in the target.",
      knowns: [
        known({ symbol: "x", name: "target length", value: targetLength, unit: "m" }),
        known({
          symbol: "\\rho",
          name: "density of liquid hydrogen",
          value: LIQUID_HYDROGEN_DENSITY,
          unit: "kg/m^3",
        }),
        known({
          symbol: "M",
          name: "molar mass of hydrogen atoms",
          value: HYDROGEN_MOLAR_MASS,
          unit: "g/mol",
        }),
        known({ symbol: "\\sigma", name: "pion–proton cross section", value: crossSection, unit: "fm^2" }),
      ],
      unknown: { symbol: "P", name: "probability of interacting in the target", unit: "" },
      answer: { value: probability, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Number of protons per cubic metre (one proton per hydrogen atom)",
          equation: "n = \\frac{\\rho}{M}N_A",
          substitution: `n = \\frac{70\\,800\\ \\mathrm{g/m^3}}{${molarMass}}(6.022\\times10^{23}\\ \\mathrm{mol^{-1}})`,
          result: { symbol: "n", value: protonDensity, unit: "m^-3" },
        }),
        solutionStep({
          principle: "The surviving beam obeys dN/dx = −nσN, so N = N₀e^(−nσx)",
          equation: "P = 1 - e^{-n\\sigma x}",
          substitution: `n\\sigma x = (${showValue(protonDensity, "m^-3")})(${showValue(crossSectionSquareMetres, "m^2")})(${length}) = ${showNumber(opticalDepth)}`,
          result: { symbol: "n\\sigma x", value: opticalDepth, unit: "" },
        }),
        solutionStep({
          principle: "Interaction probability is one minus the surviving fraction",
          equation: "P = 1 - e^{-n\\sigma x}",
          substitution: `P = 1 - e^{-${showNumber(opticalDepth)}} = 1 - ${showNumber(transmitted)}`,
          result: { symbol: "P", value: probability, unit: "" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why isn't the interaction probability simply nσx for a thick target?",
          explanation:
            "Pions that have already interacted cannot interact again, so deeper slices see fewer pions. " +
            "Solving dN/dx = −nσN gives exponential attenuation; nσx is only the thin-target limit.",
        },
        steps: [
          tutorStep({
            description: "Proton number density",
            prompt: "How many protons are there per cubic metre of liquid hydrogen?",
            expected: { value: protonDensity, unit: "m^-3" },
            hints: [
              "Convert density to moles per m³.",
              "n = (ρ/M)N_A with ρ in g/m³.",
              "70 800 g/m³ ÷ 1.008 g/mol × 6.022 × 10^23.",
            ],
          }),
          tutorStep({
            description: "Cross section in SI",
            prompt: "Write the cross section in m².",
            expected: { value: crossSectionSquareMetres, unit: "m^2" },
            hints: ["1 fm = 10^-15 m.", "1 fm² = 10^-30 m².", `${crossSection} × 10^-30 m².`],
          }),
          tutorStep({
            description: "Exponent",
            prompt: "What is nσx?",
            expected: { value: opticalDepth, unit: "" },
            hints: ["It has no unit.", "Multiply n, σ and x in SI units.", "Expect a number below 1."],
          }),
          tutorStep({
            description: "Surviving fraction",
            prompt: "What fraction of pions crosses the target without interacting?",
            expected: { value: transmitted, unit: "" },
            hints: ["Integrate dN/N = −nσ dx.", "N/N₀ = e^(−nσx).", "Take e to minus the exponent."],
          }),
          tutorStep({
            description: "Interaction probability",
            prompt: "What is the probability that a pion interacts in the target?",
            expected: { value: probability, unit: "" },
            hints: [
              "Every pion either survives or interacts.",
              "P = 1 − N/N₀.",
              "Subtract the surviving fraction from 1.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "thin-target-formula",
          description: "Used P = nσx without the exponential",
          wrongAnswer: { value: opticalDepth, unit: "" },
          feedback: "nσx counts interactions as if the beam were never depleted; solve dN/dx = −nσN instead.",
        }),
        mistake({
          id: "counted-molecules",
          description: "Counted H₂ molecules instead of protons (n too small by 2)",
          wrongAnswer: { value: 1 - Math.exp(-opticalDepth / 2), unit: "" },
          feedback:
            "Each H₂ molecule has two protons; with M = 1.008 g/mol for atoms, ρN_A/M already counts protons.",
        }),
      ],
      keyConcepts: [
        "A cross section is the effective target area one particle presents.",
        "A beam is attenuated exponentially: N = N₀e^(−nσx).",
        "For a thin target the probability reduces to nσx.",
      ],
      realWorld:
        "Liquid-hydrogen targets were the heart of the bubble-chamber era and are still used to measure " +
        "pion–proton and electron–proton scattering.",
    };
  },
};

/** Particle Physics problem templates. */
export const templates: ProblemTemplate[] = [
  antimatterAnnihilation,
  pairProductionSharing,
  pionTrackKineticEnergy,
  meanDecayLength,
  targetInteractionProbability,
];
