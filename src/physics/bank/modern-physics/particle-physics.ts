/**
 * Particle Physics templates: annihilation energy, pair production, momentum from a curved track,
 * decay lengths of unstable hadrons and interaction probability in a target.
 */
import type { ProblemTemplate } from "../template";
import {
  AVOGADRO_CONSTANT,
  CHARGED_PION_REST_ENERGY_MEV,
  commonMistake,
  ELECTRON_REST_ENERGY_MEV,
  ELEMENTARY_CHARGE,
  known,
  PLANCK_CONSTANT,
  PROTON_REST_ENERGY_MEV,
  SECONDS_PER_HOUR,
  SPEED_OF_LIGHT,
  showGiven,
  showNumber,
  showValue,
  solutionStep,
  tutorStep,
} from "./template-kit";

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
        known("m", "mass of antimatter", antimatterGrams, "g"),
        known("P", "power used by the city", cityMegawatts, "MW"),
      ],
      unknown: { symbol: "t", name: "time the city could be supplied", unit: "h" },
      answer: { value: hours, unit: "h" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "In annihilation both the antimatter and the equal mass of matter turn into energy",
          "E = (2m)c^2",
          `E = 2(${showValue(antimatterKilograms, "kg")})(2.998\\times10^{8}\\ \\mathrm{m/s})^2`,
          { symbol: "E", value: energyJoules, unit: "J" },
        ),
        solutionStep(
          "Time is energy divided by power",
          "t = \\frac{E}{P}",
          `t = \\frac{${showValue(energyJoules, "J")}}{${showValue(powerWatts, "W")}} = ${showValue(seconds, "s")}`,
          { symbol: "t", value: hours, unit: "h" },
        ),
      ],
      tutor: {
        warmup: {
          question: "When a gram of antimatter meets a gram of matter, how much mass turns into energy?",
          explanation:
            "Both grams. Annihilation converts the entire rest mass of particle and antiparticle into energy " +
            "(mostly photons and, for protons, pions), so the energy is 2mc².",
        },
        steps: [
          tutorStep(
            "Mass in kilograms",
            "Write the antimatter mass in kilograms.",
            { value: antimatterKilograms, unit: "kg" },
            ["E = mc² needs SI units.", "1 g = 10^-3 kg.", `${antimatterGrams} ÷ 1000.`],
          ),
          tutorStep(
            "Energy released",
            "How much energy does the annihilation release?",
            { value: energyJoules, unit: "J" },
            ["Count all the mass that disappears.", "E = (2m)c².", "Use c = 2.998 × 10^8 m/s."],
          ),
          tutorStep("Power in watts", "Write the city's power in watts.", { value: powerWatts, unit: "W" }, [
            "Mega means 10^6.",
            "Multiply by 10^6.",
            `${cityMegawatts} × 10^6 W.`,
          ]),
          tutorStep(
            "Time in seconds",
            "For how many seconds could the energy supply the city?",
            { value: seconds, unit: "s" },
            ["Power is energy per second.", "t = E/P.", "Divide the energy by the power in watts."],
          ),
          tutorStep("Time in hours", "Convert that time to hours.", { value: hours, unit: "h" }, [
            "An hour has 60 minutes of 60 seconds.",
            "1 h = 3600 s.",
            "Divide the seconds by 3600.",
          ]),
        ],
      },
      mistakes: [
        commonMistake(
          "antimatter-mass-only",
          "Used E = mc² with only the antimatter mass",
          { value: hours / 2, unit: "h" },
          "The matter it meets is annihilated too, so the mass converted is 2m.",
        ),
        commonMistake(
          "grams-as-kilograms",
          "Used the mass in grams in E = mc²",
          { value: hours * 1000, unit: "h" },
          "With c in m/s the mass must be in kilograms to get joules.",
        ),
        commonMistake(
          "left-in-seconds",
          "Gave the time in seconds as the number of hours",
          { value: seconds, unit: "h" },
          "E/P gives seconds; divide by 3600 to get hours.",
        ),
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
        known("\\lambda", "photon wavelength", wavelengthPicometres, "pm"),
        known("K_{-}", "kinetic energy of the electron", electronKinetic, "MeV"),
      ],
      unknown: { symbol: "K_{+}", name: "kinetic energy of the positron", unit: "MeV" },
      answer: { value: positronKinetic, unit: "MeV" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Photon energy",
          "E_\\gamma = \\frac{hc}{\\lambda}",
          `E_\\gamma = \\frac{1.240\\ \\mathrm{MeV\\cdot pm}}{${wavelength}}`,
          { symbol: "E_\\gamma", value: photonEnergy, unit: "MeV" },
        ),
        solutionStep(
          "Energy conservation: the photon provides both rest energies and both kinetic energies",
          "E_\\gamma = 2m_ec^2 + K_{-} + K_{+}",
          `K_{+} = ${showValue(photonEnergy, "MeV", 4)} - 2(0.511\\ \\mathrm{MeV}) - ${electronEnergy}`,
          { symbol: "K_{+}", value: positronKinetic, unit: "MeV" },
        ),
      ],
      tutor: {
        warmup: {
          question: "Why can a photon below 1.022 MeV never create an electron–positron pair?",
          explanation:
            "The pair's rest energy alone is 2 × 0.511 MeV = 1.022 MeV. A photon with less energy cannot supply " +
            "the mass of the two particles, whatever happens to their kinetic energy.",
        },
        steps: [
          tutorStep(
            "Photon energy",
            "What is the photon's energy, in MeV?",
            { value: photonEnergy, unit: "MeV" },
            ["E = hc/λ.", "hc = 1240 eV·nm = 1.240 MeV·pm.", `1.240 MeV·pm ÷ ${wavelengthPicometres} pm.`],
          ),
          tutorStep(
            "Rest energy of the pair",
            "How much of that energy becomes the rest energy of the pair?",
            { value: pairRestEnergy, unit: "MeV" },
            ["Two particles are created.", "Each has m_ec² = 0.511 MeV.", "2 × 0.511 MeV."],
          ),
          tutorStep(
            "Kinetic energy available",
            "How much energy is left as kinetic energy of the two particles together?",
            { value: availableKinetic, unit: "MeV" },
            [
              "Energy is conserved.",
              "Subtract the pair's rest energy from the photon energy.",
              "E_γ − 1.022 MeV.",
            ],
          ),
          tutorStep(
            "Positron kinetic energy",
            "What is the positron's kinetic energy?",
            { value: positronKinetic, unit: "MeV" },
            [
              "The two particles share the kinetic energy.",
              "K₊ = (E_γ − 2m_ec²) − K₋.",
              `Subtract ${electronKinetic} MeV.`,
            ],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "forgot-rest-energy",
          "Forgot that creating the particles costs their rest energy",
          { value: photonEnergy - electronKinetic, unit: "MeV" },
          "Creating the pair uses 2m_ec² = 1.022 MeV before any kinetic energy is available.",
        ),
        commonMistake(
          "one-rest-energy",
          "Subtracted the rest energy of only one particle",
          { value: photonEnergy - ELECTRON_REST_ENERGY_MEV - electronKinetic, unit: "MeV" },
          "Both the electron and the positron have rest energy 0.511 MeV, so subtract 1.022 MeV.",
        ),
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
        known("B", "magnetic field", magneticField, "T"),
        known("r", "radius of the track", radius, "m"),
      ],
      unknown: { symbol: "K", name: "kinetic energy of the pion", unit: "MeV" },
      answer: { value: kineticEnergy, unit: "MeV" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Magnetic force provides the change of direction: p = eBr",
          "p = eBr",
          `p = (1.602\\times10^{-19}\\ \\mathrm{C})(${field})(${trackRadius})`,
          { symbol: "p", value: momentum, unit: "kg*m/s" },
        ),
        solutionStep(
          "Express the momentum as an energy, pc, in MeV",
          "pc = eBrc",
          `pc = (${showValue(momentum, "kg*m/s")})(2.998\\times10^{8}\\ \\mathrm{m/s}) = ${showValue(momentumEnergyJoules, "J")}`,
          { symbol: "pc", value: momentumEnergy, unit: "MeV" },
        ),
        solutionStep(
          "Energy–momentum relation",
          "E = \\sqrt{(pc)^2 + (m_\\pi c^2)^2}",
          `E = \\sqrt{(${showValue(momentumEnergy, "MeV")})^2 + (139.57\\ \\mathrm{MeV})^2}`,
          { symbol: "E", value: totalEnergy, unit: "MeV" },
        ),
        solutionStep(
          "Kinetic energy is total energy minus rest energy",
          "K = E - m_\\pi c^2",
          `K = ${showValue(totalEnergy, "MeV", 4)} - 139.57\\ \\mathrm{MeV}`,
          { symbol: "K", value: kineticEnergy, unit: "MeV" },
        ),
      ],
      tutor: {
        warmup: {
          question:
            "Two particles with the same charge curve in the same field. Which has the larger radius?",
          explanation:
            "The one with more momentum: r = p/(qB). The radius measures momentum, not speed or energy directly.",
        },
        steps: [
          tutorStep(
            "Momentum",
            "What is the pion's momentum in SI units?",
            { value: momentum, unit: "kg*m/s" },
            ["Magnetic force bends the track.", "p = eBr.", "Multiply 1.602 × 10^-19 C by B and r."],
          ),
          tutorStep("Momentum as an energy", "What is pc, in MeV?", { value: momentumEnergy, unit: "MeV" }, [
            "Multiply p by c to get joules.",
            "Then divide by 1.602 × 10^-13 J/MeV.",
            "A shortcut: pc (MeV) = 299.8 × B(T) × r(m).",
          ]),
          tutorStep("Total energy", "What is the pion's total energy?", { value: totalEnergy, unit: "MeV" }, [
            "Use the energy–momentum relation.",
            "E² = (pc)² + (mc²)².",
            "Square, add, take the square root.",
          ]),
          tutorStep(
            "Kinetic energy",
            "What is the pion's kinetic energy?",
            { value: kineticEnergy, unit: "MeV" },
            ["Kinetic energy excludes the rest energy.", "K = E − mc².", "Subtract 139.57 MeV."],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "classical-kinetic-energy",
          "Used the classical K = p²/(2m)",
          { value: momentumEnergy ** 2 / (2 * CHARGED_PION_REST_ENERGY_MEV), unit: "MeV" },
          "The pion's momentum is comparable to or larger than mc, so use E² = (pc)² + (mc²)² and K = E − mc².",
        ),
        commonMistake(
          "proton-mass",
          "Used the proton's rest energy instead of the pion's",
          {
            value: Math.hypot(momentumEnergy, PROTON_REST_ENERGY_MEV) - PROTON_REST_ENERGY_MEV,
            unit: "MeV",
          },
          "The particle is a pion: m_πc² = 139.57 MeV, about one seventh of the proton's.",
        ),
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
        known("mc^2", "rest energy", hadron.restEnergy, "MeV"),
        known("\\tau", "mean lifetime at rest", hadron.lifetimeSeconds, "s"),
        known("K", "kinetic energy", kinetic, "MeV"),
      ],
      unknown: { symbol: "L", name: "mean decay length", unit: hadron.lengthUnit },
      answer: { value: decayLength, unit: hadron.lengthUnit },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Lorentz factor from the energy",
          "\\gamma = 1 + \\frac{K}{mc^2}",
          `\\gamma = 1 + \\frac{${kineticEnergy}}{${restEnergy}}`,
          { symbol: "\\gamma", value: gamma, unit: "" },
        ),
        solutionStep(
          "Speed from the Lorentz factor",
          "\\beta = \\sqrt{1 - 1/\\gamma^2}",
          `\\beta = \\sqrt{1 - 1/${showNumber(gamma, 4)}^2}`,
          { symbol: "\\beta", value: beta, unit: "" },
        ),
        solutionStep(
          "The lab-frame lifetime is dilated to γτ, covered at speed βc",
          "L = \\beta\\gamma c\\tau",
          `L = (${showNumber(betaGamma)})(2.998\\times10^{8}\\ \\mathrm{m/s})(${lifetime})`,
          { symbol: "L", value: decayLength, unit: hadron.lengthUnit },
        ),
      ],
      tutor: {
        warmup: {
          question: "Why do particle physicists quote cτ for unstable particles?",
          explanation:
            "cτ is the distance light travels in one proper lifetime. Multiplying by βγ gives the mean flight " +
            "distance in the lab at any energy, which is what a detector sees.",
        },
        steps: [
          tutorStep("Lorentz factor", "What is γ?", { value: gamma, unit: "" }, [
            "Total energy is γmc² = mc² + K.",
            "γ = 1 + K/(mc²).",
            `1 + ${kinetic}/${hadron.restEnergy}.`,
          ]),
          tutorStep("Speed", "What is β = v/c?", { value: beta, unit: "" }, [
            "Invert γ = 1/√(1 − β²).",
            "β = √(1 − 1/γ²).",
            "Square γ, take the reciprocal, subtract from 1, take the root.",
          ]),
          tutorStep("Product βγ", "What is βγ (which equals p/(mc))?", { value: betaGamma, unit: "" }, [
            "Both factors matter.",
            "Multiply β by γ.",
            "Check: βγ = √(γ² − 1).",
          ]),
          tutorStep("Proper decay length", "What is cτ, in metres?", { value: properLength, unit: "m" }, [
            "Light's distance in one lifetime.",
            "Multiply c by τ.",
            "2.998 × 10^8 m/s × τ.",
          ]),
          tutorStep(
            "Mean decay length",
            `What mean distance, in ${hadron.lengthUnit}, does the particle travel?`,
            { value: decayLength, unit: hadron.lengthUnit },
            [
              "The lab lifetime is γτ and the speed is βc.",
              "L = βγcτ.",
              "Multiply βγ by cτ and convert the unit.",
            ],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "no-time-dilation",
          "Used L = βcτ, forgetting time dilation",
          {
            value: (beta * properLength) / LENGTH_UNIT_IN_METRES[hadron.lengthUnit],
            unit: hadron.lengthUnit,
          },
          "In the lab the particle lives γτ, not τ: L = βγcτ.",
        ),
        commonMistake(
          "speed-of-light",
          "Used L = γcτ, as if the particle moved at c",
          {
            value: (gamma * properLength) / LENGTH_UNIT_IN_METRES[hadron.lengthUnit],
            unit: hadron.lengthUnit,
          },
          "The particle moves at βc, which is noticeably less than c at these energies.",
        ),
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
        known("x", "target length", targetLength, "m"),
        known("\\rho", "density of liquid hydrogen", LIQUID_HYDROGEN_DENSITY, "kg/m^3"),
        known("M", "molar mass of hydrogen atoms", HYDROGEN_MOLAR_MASS, "g/mol"),
        known("\\sigma", "pion–proton cross section", crossSection, "fm^2"),
      ],
      unknown: { symbol: "P", name: "probability of interacting in the target", unit: "" },
      answer: { value: probability, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Number of protons per cubic metre (one proton per hydrogen atom)",
          "n = \\frac{\\rho}{M}N_A",
          `n = \\frac{70\\,800\\ \\mathrm{g/m^3}}{${molarMass}}(6.022\\times10^{23}\\ \\mathrm{mol^{-1}})`,
          { symbol: "n", value: protonDensity, unit: "m^-3" },
        ),
        solutionStep(
          "The surviving beam obeys dN/dx = −nσN, so N = N₀e^(−nσx)",
          "P = 1 - e^{-n\\sigma x}",
          `n\\sigma x = (${showValue(protonDensity, "m^-3")})(${showValue(crossSectionSquareMetres, "m^2")})(${length}) = ${showNumber(opticalDepth)}`,
          { symbol: "n\\sigma x", value: opticalDepth, unit: "" },
        ),
        solutionStep(
          "Interaction probability is one minus the surviving fraction",
          "P = 1 - e^{-n\\sigma x}",
          `P = 1 - e^{-${showNumber(opticalDepth)}} = 1 - ${showNumber(transmitted)}`,
          { symbol: "P", value: probability, unit: "" },
        ),
      ],
      tutor: {
        warmup: {
          question: "Why isn't the interaction probability simply nσx for a thick target?",
          explanation:
            "Pions that have already interacted cannot interact again, so deeper slices see fewer pions. " +
            "Solving dN/dx = −nσN gives exponential attenuation; nσx is only the thin-target limit.",
        },
        steps: [
          tutorStep(
            "Proton number density",
            "How many protons are there per cubic metre of liquid hydrogen?",
            { value: protonDensity, unit: "m^-3" },
            [
              "Convert density to moles per m³.",
              "n = (ρ/M)N_A with ρ in g/m³.",
              "70 800 g/m³ ÷ 1.008 g/mol × 6.022 × 10^23.",
            ],
          ),
          tutorStep(
            "Cross section in SI",
            "Write the cross section in m².",
            { value: crossSectionSquareMetres, unit: "m^2" },
            ["1 fm = 10^-15 m.", "1 fm² = 10^-30 m².", `${crossSection} × 10^-30 m².`],
          ),
          tutorStep("Exponent", "What is nσx?", { value: opticalDepth, unit: "" }, [
            "It has no unit.",
            "Multiply n, σ and x in SI units.",
            "Expect a number below 1.",
          ]),
          tutorStep(
            "Surviving fraction",
            "What fraction of pions crosses the target without interacting?",
            { value: transmitted, unit: "" },
            ["Integrate dN/N = −nσ dx.", "N/N₀ = e^(−nσx).", "Take e to minus the exponent."],
          ),
          tutorStep(
            "Interaction probability",
            "What is the probability that a pion interacts in the target?",
            { value: probability, unit: "" },
            [
              "Every pion either survives or interacts.",
              "P = 1 − N/N₀.",
              "Subtract the surviving fraction from 1.",
            ],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "thin-target-formula",
          "Used P = nσx without the exponential",
          { value: opticalDepth, unit: "" },
          "nσx counts interactions as if the beam were never depleted; solve dN/dx = −nσN instead.",
        ),
        commonMistake(
          "counted-molecules",
          "Counted H₂ molecules instead of protons (n too small by 2)",
          { value: 1 - Math.exp(-opticalDepth / 2), unit: "" },
          "Each H₂ molecule has two protons; with M = 1.008 g/mol for atoms, ρN_A/M already counts protons.",
        ),
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
