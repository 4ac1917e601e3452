/**
 * Relativity templates: time dilation, length contraction, muons reaching the ground, relativistic
 * electron speeds and the longitudinal acceleration of a fast proton.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import {
  ELECTRON_REST_ENERGY_MEV,
  ELEMENTARY_CHARGE,
  MUON_MEAN_LIFETIME_US,
  PROTON_MASS,
  SPEED_OF_LIGHT,
  showGiven,
  showNumber,
  showValue,
} from "./template-helpers";

/** Lorentz factor for a speed given as a fraction of c. */
function lorentzFactor(beta: number): number {
  return 1 / Math.sqrt(1 - beta * beta);
}

const astronautAging: ProblemTemplate = {
  id: "relativity.astronaut-proper-time",
  subtopic: "relativity",
  levels: ["high-school", "algebra"],
  title: "How much an astronaut ages on a fast trip",
  generate(random) {
    const beta = random.between(0.5, 0.99, 0.01);
    const earthYears = random.between(5, 40, 0.1);
    const betaSquared = beta * beta;
    const oneMinusBetaSquared = 1 - betaSquared;
    const gamma = lorentzFactor(beta);
    const properYears = earthYears / gamma;
    const speed = showGiven(beta, "");
    const earthTime = showGiven(earthYears, "years");
    return {
      statement:
        `A spaceship travels to a distant star at a constant speed $v = ${speed}c$. Clocks on Earth show that the ` +
        `trip takes $\\Delta t = ${earthTime}$. How much time passes on the astronaut's clock during the trip?`,
      knowns: [
        known({ symbol: "\\beta", name: "speed as a fraction of c", value: beta, unit: "" }),
        known({
          symbol: "\\Delta t",
          name: "trip time in the Earth frame",
          value: earthYears,
          unit: "years",
        }),
      ],
      unknown: { symbol: "\\Delta t_0", name: "proper time on the astronaut's clock", unit: "years" },
      answer: { value: properYears, unit: "years" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Lorentz factor of the ship",
          equation: "\\gamma = \\frac{1}{\\sqrt{1 - v^2/c^2}}",
          substitution: `\\gamma = \\frac{1}{\\sqrt{1 - ${speed}^2}}`,
          result: { symbol: "\\gamma", value: gamma, unit: "" },
        }),
        solutionStep({
          principle:
            "Time dilation: the astronaut's clock is present at both events, so it measures the proper time",
          equation: "\\Delta t_0 = \\frac{\\Delta t}{\\gamma}",
          substitution: `\\Delta t_0 = \\frac{${earthTime}}{${showNumber(gamma, 4)}}`,
          result: { symbol: "\\Delta t_0", value: properYears, unit: "years" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Which clock measures the proper time of the trip: the Earth clock or the ship's clock?",
          explanation:
            "The ship's clock. Departure and arrival both happen at the ship, so its clock is at both events; " +
            "that interval is the proper time, the shortest of all frames.",
        },
        steps: [
          tutorStep({
            description: "Speed squared",
            prompt: "What is (v/c)²?",
            expected: { value: betaSquared, unit: "" },
            hints: ["Use the speed as a fraction of c.", "Square it.", `${beta}².`],
          }),
          tutorStep({
            description: "One minus the speed squared",
            prompt: "What is 1 − v²/c²?",
            expected: { value: oneMinusBetaSquared, unit: "" },
            hints: [
              "This sits under the square root in γ.",
              "Subtract the previous result from 1.",
              `1 − ${beta}².`,
            ],
          }),
          tutorStep({
            description: "Lorentz factor",
            prompt: "What is the Lorentz factor γ?",
            expected: { value: gamma, unit: "" },
            hints: [
              "γ is always at least 1.",
              "γ = 1/√(1 − v²/c²).",
              "Take the square root, then the reciprocal.",
            ],
          }),
          tutorStep({
            description: "Astronaut's time",
            prompt: "How much time passes on the astronaut's clock?",
            expected: { value: properYears, unit: "years" },
            hints: [
              "Moving clocks run slow as seen from Earth.",
              "Δt₀ = Δt/γ.",
              `Divide ${earthYears} years by γ.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "no-time-dilation",
          description: "Gave the Earth-frame time",
          wrongAnswer: { value: earthYears, unit: "years" },
          feedback: "The Earth time is not the astronaut's time: the ship's clock runs slow by the factor γ.",
        }),
        mistake({
          id: "multiplied-by-gamma",
          description: "Multiplied by γ instead of dividing",
          wrongAnswer: { value: earthYears * gamma, unit: "years" },
          feedback: "The astronaut's clock measures the proper time, the shortest interval: Δt₀ = Δt/γ.",
        }),
        mistake({
          id: "forgot-square-root",
          description: "Used γ = 1/(1 − v²/c²) without the square root",
          wrongAnswer: { value: earthYears * oneMinusBetaSquared, unit: "years" },
          feedback: "The Lorentz factor has a square root: γ = 1/√(1 − v²/c²).",
        }),
      ],
      keyConcepts: [
        "A clock present at both events measures the proper time.",
        "Observers see a moving clock run slow by the factor γ = 1/√(1 − v²/c²).",
        "The effect is large only at speeds comparable to c.",
      ],
      realWorld:
        "Atomic clocks flown around the world on airliners (Hafele and Keating, 1971) lost or gained tens to " +
        "hundreds of nanoseconds against clocks left on the ground, as relativity predicts.",
    };
  },
};

const lengthContraction: ProblemTemplate = {
  id: "relativity.length-contraction",
  subtopic: "relativity",
  levels: ["high-school", "algebra"],
  title: "Length of a fast spaceship seen from Earth",
  generate(random) {
    const restLength = random.between(50, 300, 1);
    const beta = random.between(0.3, 0.99, 0.005);
    const betaSquared = beta * beta;
    const gamma = lorentzFactor(beta);
    const contractedLength = restLength / gamma;
    const length = showGiven(restLength, "m");
    const speed = showGiven(beta, "");
    return {
      statement:
        `A spaceship is $L_0 = ${length}$ long when measured at rest. It flies past Earth at $v = ${speed}c$, ` +
        "parallel to its length. What length do observers on Earth measure?",
      knowns: [
        known({ symbol: "L_0", name: "rest length of the ship", value: restLength, unit: "m" }),
        known({ symbol: "\\beta", name: "speed as a fraction of c", value: beta, unit: "" }),
      ],
      unknown: { symbol: "L", name: "length measured from Earth", unit: "m" },
      answer: { value: contractedLength, unit: "m" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Lorentz factor",
          equation: "\\gamma = \\frac{1}{\\sqrt{1 - v^2/c^2}}",
          substitution: `\\gamma = \\frac{1}{\\sqrt{1 - ${speed}^2}}`,
          result: { symbol: "\\gamma", value: gamma, unit: "" },
        }),
        solutionStep({
          principle: "Length contraction along the direction of motion",
          equation: "L = \\frac{L_0}{\\gamma} = L_0\\sqrt{1 - v^2/c^2}",
          substitution: `L = \\frac{${length}}{${showNumber(gamma, 4)}}`,
          result: { symbol: "L", value: contractedLength, unit: "m" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Do the astronauts on board see their own ship shortened?",
          explanation:
            "No. In the ship's own frame it is at rest and has its proper length L₀. Only observers relative to " +
            "whom it moves measure it shorter, and only along the direction of motion.",
        },
        steps: [
          tutorStep({
            description: "Speed squared",
            prompt: "What is (v/c)²?",
            expected: { value: betaSquared, unit: "" },
            hints: ["Use the speed as a fraction of c.", "Square it.", `${beta}².`],
          }),
          tutorStep({
            description: "Contraction factor",
            prompt: "What is √(1 − v²/c²)?",
            expected: { value: 1 / gamma, unit: "" },
            hints: ["It is less than 1.", "Subtract (v/c)² from 1.", "Then take the square root."],
          }),
          tutorStep({
            description: "Lorentz factor",
            prompt: "What is γ?",
            expected: { value: gamma, unit: "" },
            hints: [
              "γ is the reciprocal of the contraction factor.",
              "γ = 1/√(1 − v²/c²).",
              "Divide 1 by the previous result.",
            ],
          }),
          tutorStep({
            description: "Contracted length",
            prompt: "What length do Earth observers measure?",
            expected: { value: contractedLength, unit: "m" },
            hints: [
              "Moving objects are shorter along their motion.",
              "L = L₀/γ.",
              `Divide ${restLength} m by γ.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "multiplied-by-gamma",
          description: "Multiplied the rest length by γ",
          wrongAnswer: { value: restLength * gamma, unit: "m" },
          feedback: "The rest length is the longest length; a moving object is measured shorter: L = L₀/γ.",
        }),
        mistake({
          id: "speed-not-squared",
          description: "Used √(1 − v/c) instead of √(1 − v²/c²)",
          wrongAnswer: { value: restLength * Math.sqrt(1 - beta), unit: "m" },
          feedback: "The speed enters squared: L = L₀√(1 − v²/c²).",
        }),
      ],
      keyConcepts: [
        "The proper length is measured in the object's rest frame.",
        "Moving objects are contracted along their motion by 1/γ.",
        "Lengths perpendicular to the motion are unchanged.",
      ],
      realWorld:
        "In particle colliders the electric field of a fast proton is squeezed into a thin disc, a direct effect " +
        "of length contraction that shapes how bunches of particles interact.",
    };
  },
};

const muonSurvival: ProblemTemplate = {
  id: "relativity.muon-survival",
  subtopic: "relativity",
  levels: ["algebra", "calculus"],
  title: "Fraction of cosmic-ray muons reaching the ground",
  generate(random, level) {
    const altitudeKilometres = random.between(5, 15, 0.1);
    const beta = random.between(0.98, 0.999, 0.001);
    const lifetime = Number(MUON_MEAN_LIFETIME_US.toPrecision(4));
    const labTimeMicroseconds = ((altitudeKilometres * 1000) / (beta * SPEED_OF_LIGHT)) * 1e6;
    const gamma = lorentzFactor(beta);
    const properTimeMicroseconds = labTimeMicroseconds / gamma;
    const lifetimes = properTimeMicroseconds / lifetime;
    const survivingFraction = Math.exp(-lifetimes);
    const altitude = showGiven(altitudeKilometres, "km");
    const speed = showGiven(beta, "");
    const meanLife = showGiven(lifetime, "us");
    const decayLaw =
      level === "calculus"
        ? " In the muon's frame the number of muons obeys $dN/d\\tau = -N/\\tau_0$."
        : " In the muon's frame the surviving fraction is $e^{-\\tau/\\tau_0}$.";
    return {
      statement:
        `Muons are created at an altitude of $h = ${altitude}$ and travel straight down at $v = ${speed}c$. ` +
        `Their mean lifetime at rest is $\\tau_0 = ${meanLife}$.${decayLaw} What fraction of the muons reach ` +
        "sea level?",
      knowns: [
        known({ symbol: "h", name: "altitude of creation", value: altitudeKilometres, unit: "km" }),
        known({ symbol: "\\beta", name: "speed as a fraction of c", value: beta, unit: "" }),
        known({ symbol: "\\tau_0", name: "mean lifetime at rest", value: lifetime, unit: "us" }),
      ],
      unknown: { symbol: "N/N_0", name: "fraction of muons reaching sea level", unit: "" },
      answer: { value: survivingFraction, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Travel time in the Earth frame",
          equation: "t = \\frac{h}{v}",
          substitution: `t = \\frac{${showValue(altitudeKilometres * 1000, "m")}}{${speed}(2.998\\times10^{8}\\ \\mathrm{m/s})}`,
          result: { symbol: "t", value: labTimeMicroseconds, unit: "us" },
        }),
        solutionStep({
          principle: "Time dilation: the muon's own clock measures the proper time",
          equation: "\\tau = \\frac{t}{\\gamma},\\quad \\gamma = \\frac{1}{\\sqrt{1 - v^2/c^2}}",
          substitution: `\\gamma = ${showNumber(gamma)},\\quad \\tau = \\frac{${showValue(labTimeMicroseconds, "us")}}{${showNumber(gamma, 4)}}`,
          result: { symbol: "\\tau", value: properTimeMicroseconds, unit: "us" },
        }),
        solutionStep({
          principle: "Exponential decay in the muon's frame",
          equation: "\\frac{N}{N_0} = e^{-\\tau/\\tau_0}",
          substitution: `\\frac{N}{N_0} = e^{-${showValue(properTimeMicroseconds, "us")}/${meanLife}}`,
          result: { symbol: "N/N_0", value: survivingFraction, unit: "" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Without relativity, a muon living 2.2 μs could travel only about 660 m. How do so many reach the " +
            "ground from kilometres up?",
          explanation:
            "In Earth's frame the muon's clock runs slow by γ, so it lives much longer; in the muon's frame the " +
            "atmosphere is contracted by γ. Both views give the same number of surviving muons.",
        },
        steps: [
          tutorStep({
            description: "Earth-frame travel time",
            prompt: "How long does the trip take in the Earth frame, in microseconds?",
            expected: { value: labTimeMicroseconds, unit: "us" },
            hints: [
              "Time = distance/speed.",
              "t = h/(βc).",
              "Convert km to m, divide by the speed, then convert s to μs.",
            ],
          }),
          tutorStep({
            description: "Lorentz factor",
            prompt: "What is γ for the muons?",
            expected: { value: gamma, unit: "" },
            hints: ["γ = 1/√(1 − β²).", "Speeds near c give large γ.", `1/√(1 − ${beta}²).`],
          }),
          tutorStep({
            description: "Proper time",
            prompt: "How much time passes on the muon's own clock?",
            expected: { value: properTimeMicroseconds, unit: "us" },
            hints: [
              "The muon's clock runs slow as seen from Earth.",
              "τ = t/γ.",
              "Divide the Earth time by γ.",
            ],
          }),
          tutorStep({
            description: "Number of lifetimes",
            prompt: "How many mean lifetimes τ/τ₀ pass in the muon's frame?",
            expected: { value: lifetimes, unit: "" },
            hints: [
              "Compare the proper time with the mean lifetime.",
              "Divide τ by τ₀.",
              `τ ÷ ${lifetime} μs.`,
            ],
          }),
          tutorStep({
            description: "Surviving fraction",
            prompt: "What fraction of the muons reach sea level?",
            expected: { value: survivingFraction, unit: "" },
            hints: [
              "Decay is exponential.",
              "N/N₀ = e^(−τ/τ₀).",
              "Take e to the minus the number of lifetimes.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "no-time-dilation",
          description: "Used the Earth-frame travel time in the decay law",
          wrongAnswer: { value: Math.exp(-labTimeMicroseconds / lifetime), unit: "" },
          feedback:
            "The lifetime τ₀ is measured in the muon's rest frame, so use the muon's proper time τ = t/γ.",
        }),
        mistake({
          id: "multiplied-by-gamma",
          description: "Multiplied the travel time by γ instead of dividing",
          wrongAnswer: { value: Math.exp((-labTimeMicroseconds * gamma) / lifetime), unit: "" },
          feedback: "The moving muon's clock runs slow, so less time passes for it: τ = t/γ.",
        }),
        mistake({
          id: "lifetime-as-half-life",
          description: "Treated the mean lifetime as a half-life, using (1/2)^(τ/τ₀)",
          wrongAnswer: { value: 0.5 ** lifetimes, unit: "" },
          feedback:
            "τ₀ is the mean lifetime, so the surviving fraction is e^(−τ/τ₀); the half-life is τ₀ ln 2.",
        }),
      ],
      keyConcepts: [
        "Decay laws use the particle's proper time.",
        "Time dilation lets fast muons survive many times longer than their rest lifetime in Earth's frame.",
        "The survival fraction is e^(−τ/τ₀).",
      ],
      realWorld:
        "Rossi and Hall's 1941 counts of muons on a mountain and at its foot were among the first direct tests " +
        "of time dilation.",
    };
  },
};

const electronSpeedAfterAcceleration: ProblemTemplate = {
  id: "relativity.electron-speed-after-acceleration",
  subtopic: "relativity",
  levels: ["algebra", "calculus"],
  title: "Speed of an electron accelerated through a high voltage",
  generate(random, level) {
    const kilovolts = random.between(50, 1000, 0.5);
    const kineticMegaelectronvolts = kilovolts / 1000;
    const gamma = 1 + kineticMegaelectronvolts / ELECTRON_REST_ENERGY_MEV;
    const inverseGammaSquared = 1 / gamma ** 2;
    const beta = Math.sqrt(1 - inverseGammaSquared);
    const speed = beta * SPEED_OF_LIGHT;
    const voltage = showGiven(kilovolts, "kV");
    const energyNote =
      level === "calculus"
        ? " Use the relativistic kinetic energy $K = (\\gamma - 1)m_ec^2$, which follows from $K = \\int F\\,dx = \\int v\\,dp$."
        : " Use the relativistic kinetic energy $K = (\\gamma - 1)m_ec^2$.";
    return {
      statement:
        `An electron starts from rest and is accelerated through a potential difference of $V = ${voltage}$ ` +
        `($m_ec^2 = 0.511\\ \\mathrm{MeV}$).${energyNote} What is its final speed?`,
      knowns: [
        known({ symbol: "V", name: "accelerating potential difference", value: kilovolts, unit: "kV" }),
      ],
      unknown: { symbol: "v", name: "final speed", unit: "m/s" },
      answer: { value: speed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Work done by the field becomes kinetic energy",
          equation: "K = eV",
          substitution: `K = e(${voltage})`,
          result: {
            symbol: "K",
            value: kineticMegaelectronvolts,
            unit: "MeV",
          },
        }),
        solutionStep({
          principle: "Relativistic kinetic energy fixes γ",
          equation: "\\gamma = 1 + \\frac{K}{m_ec^2}",
          substitution: `\\gamma = 1 + \\frac{${showValue(kineticMegaelectronvolts, "MeV")}}{0.511\\ \\mathrm{MeV}}`,
          result: { symbol: "\\gamma", value: gamma, unit: "" },
        }),
        solutionStep({
          principle: "Invert the Lorentz factor for the speed",
          equation: "v = c\\sqrt{1 - 1/\\gamma^2}",
          substitution: `v = (2.998\\times10^{8}\\ \\mathrm{m/s})\\sqrt{1 - 1/${showNumber(gamma, 4)}^2}`,
          result: { symbol: "v", value: speed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question: "If you double the accelerating voltage, does the electron's speed double?",
          explanation:
            "No. Near c, extra energy mostly raises γ while the speed creeps towards c but never reaches it. " +
            "Even classically speed grows only as √V.",
        },
        steps: [
          tutorStep({
            description: "Kinetic energy",
            prompt: "What kinetic energy does the electron gain, in MeV?",
            expected: { value: kineticMegaelectronvolts, unit: "MeV" },
            hints: [
              "An electron crossing V volts gains V electronvolts.",
              "K = eV.",
              `${kilovolts} keV = ${kilovolts}/1000 MeV.`,
            ],
          }),
          tutorStep({
            description: "Lorentz factor",
            prompt: "What is the Lorentz factor γ?",
            expected: { value: gamma, unit: "" },
            hints: [
              "Total energy is γm_ec² = m_ec² + K.",
              "γ = 1 + K/(m_ec²).",
              "Divide K by 0.511 MeV and add 1.",
            ],
          }),
          tutorStep({
            description: "Inverse square of γ",
            prompt: "What is 1/γ²?",
            expected: { value: inverseGammaSquared, unit: "" },
            hints: ["From γ = 1/√(1 − β²), 1/γ² = 1 − β².", "Square γ.", "Take the reciprocal."],
          }),
          tutorStep({
            description: "Speed as a fraction of c",
            prompt: "What is β = v/c?",
            expected: { value: beta, unit: "" },
            hints: ["β² = 1 − 1/γ².", "Subtract 1/γ² from 1.", "Take the square root."],
          }),
          tutorStep({
            description: "Speed",
            prompt: "What is the electron's final speed?",
            expected: { value: speed, unit: "m/s" },
            hints: ["Multiply by the speed of light.", "v = βc.", "c = 2.998 × 10^8 m/s."],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "classical-kinetic-energy",
          description: "Used the classical ½mv² = eV",
          wrongAnswer: {
            value: SPEED_OF_LIGHT * Math.sqrt((2 * kineticMegaelectronvolts) / ELECTRON_REST_ENERGY_MEV),
            unit: "m/s",
          },
          feedback: "At these energies ½mv² badly fails (it can even give v > c); use K = (γ − 1)mc².",
        }),
        mistake({
          id: "inverse-gamma-not-squared",
          description: "Used β = √(1 − 1/γ) instead of √(1 − 1/γ²)",
          wrongAnswer: { value: SPEED_OF_LIGHT * Math.sqrt(1 - 1 / gamma), unit: "m/s" },
          feedback: "From γ = 1/√(1 − β²) it follows that β² = 1 − 1/γ².",
        }),
        mistake({
          id: "kilovolts-as-volts",
          description: "Used the voltage in kV as if it were in volts",
          wrongAnswer: {
            value:
              SPEED_OF_LIGHT *
              Math.sqrt(1 - 1 / (1 + kineticMegaelectronvolts / 1000 / ELECTRON_REST_ENERGY_MEV) ** 2),
            unit: "m/s",
          },
          feedback: "1 kV = 1000 V, so the electron gains kilo-electronvolts of energy.",
        }),
      ],
      keyConcepts: [
        "Kinetic energy is K = (γ − 1)mc², not ½mv², at high speed.",
        "Total energy is γmc² = mc² + K.",
        "No amount of energy brings a massive particle to c.",
      ],
      realWorld:
        "Electrons in a 300 kV electron microscope move at about 78 % of the speed of light, so microscope " +
        "designers must use relativistic formulas for their wavelength and speed.",
    };
  },
};

const longitudinalAcceleration: ProblemTemplate = {
  id: "relativity.longitudinal-acceleration",
  subtopic: "relativity",
  levels: ["calculus"],
  title: "Acceleration of a fast proton in a linear accelerator",
  generate(random) {
    const fieldMegavoltsPerMetre = random.between(5, 30, 0.5);
    const beta = random.between(0.5, 0.95, 0.01);
    const fieldVoltsPerMetre = fieldMegavoltsPerMetre * 1e6;
    const force = ELEMENTARY_CHARGE * fieldVoltsPerMetre;
    const gamma = lorentzFactor(beta);
    const gammaCubed = gamma ** 3;
    const acceleration = force / (gammaCubed * PROTON_MASS);
    const field = showGiven(fieldMegavoltsPerMetre, "MV/m");
    const speed = showGiven(beta, "");
    return {
      statement:
        `In a linear accelerator a proton moving at $v = ${speed}c$ is pushed along its motion by an electric ` +
        `field $E = ${field}$. Using $p = \\gamma m_p v$ and $F = dp/dt$, find the proton's acceleration ` +
        "$dv/dt$ in the laboratory.",
      knowns: [
        known({ symbol: "\\beta", name: "speed as a fraction of c", value: beta, unit: "" }),
        known({ symbol: "E", name: "electric field", value: fieldMegavoltsPerMetre, unit: "MV/m" }),
      ],
      unknown: { symbol: "a", name: "acceleration", unit: "m/s^2" },
      answer: { value: acceleration, unit: "m/s^2" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Electric force on the proton",
          equation: "F = eE",
          substitution: `F = (1.602\\times10^{-19}\\ \\mathrm{C})(${showValue(fieldVoltsPerMetre, "V/m")})`,
          result: { symbol: "F", value: force, unit: "N" },
        }),
        solutionStep({
          principle:
            "Differentiate p = γmv: dγ/dv = γ³v/c², so dp/dt = γ³m dv/dt for a force along the motion",
          equation: "F = \\frac{d(\\gamma m v)}{dt} = \\gamma^3 m \\frac{dv}{dt}",
          substitution: `\\gamma = \\frac{1}{\\sqrt{1 - ${speed}^2}} = ${showNumber(gamma, 4)},\\quad \\gamma^3 = ${showNumber(gammaCubed, 4)}`,
          result: { symbol: "\\gamma^3", value: gammaCubed, unit: "" },
        }),
        solutionStep({
          principle: "Solve for the acceleration",
          equation: "a = \\frac{F}{\\gamma^3 m_p}",
          substitution: `a = \\frac{${showValue(force, "N")}}{(${showNumber(gammaCubed, 4)})(1.673\\times10^{-27}\\ \\mathrm{kg})}`,
          result: { symbol: "a", value: acceleration, unit: "m/s^2" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why does the same force give a fast proton a smaller acceleration than a slow one?",
          explanation:
            "Momentum γmv grows without bound as v approaches c, so a given change in momentum buys less and less " +
            "change in speed. Differentiating shows dp/dv = γ³m.",
        },
        steps: [
          tutorStep({
            description: "Field in SI units",
            prompt: "Write the field in V/m.",
            expected: { value: fieldVoltsPerMetre, unit: "V/m" },
            hints: ["Mega means 10^6.", "Multiply by 10^6.", `${fieldMegavoltsPerMetre} × 10^6 V/m.`],
          }),
          tutorStep({
            description: "Force",
            prompt: "What force does the field exert on the proton?",
            expected: { value: force, unit: "N" },
            hints: [
              "Force on a charge in a field.",
              "F = eE.",
              "Multiply 1.602 × 10^-19 C by the field in V/m.",
            ],
          }),
          tutorStep({
            description: "Lorentz factor",
            prompt: "What is γ for the proton?",
            expected: { value: gamma, unit: "" },
            hints: [
              "γ = 1/√(1 − β²).",
              "Square β, subtract from 1.",
              "Take the square root and the reciprocal.",
            ],
          }),
          tutorStep({
            description: "Effective inertia factor",
            prompt: "Differentiating p = γmv with respect to v gives γ³m. What is γ³?",
            expected: { value: gammaCubed, unit: "" },
            hints: [
              "Use the product rule: d(γv)/dv = γ + v dγ/dv.",
              "dγ/dv = γ³v/c², so d(γv)/dv = γ + γ³β² = γ³.",
              "Cube the Lorentz factor.",
            ],
          }),
          tutorStep({
            description: "Acceleration",
            prompt: "What is the proton's acceleration?",
            expected: { value: acceleration, unit: "m/s^2" },
            hints: [
              "Newton's law with relativistic momentum.",
              "a = F/(γ³m_p).",
              "Use m_p = 1.673 × 10^-27 kg.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "classical-newton",
          description: "Used a = F/m, ignoring relativity",
          wrongAnswer: { value: force / PROTON_MASS, unit: "m/s^2" },
          feedback:
            "At this speed momentum is γmv; differentiating gives F = γ³m dv/dt for a force along the motion.",
        }),
        mistake({
          id: "gamma-not-cubed",
          description: "Used a = F/(γm), treating γm as the mass",
          wrongAnswer: { value: force / (gamma * PROTON_MASS), unit: "m/s^2" },
          feedback: "γ itself changes with speed. d(γv)/dv = γ³, so the longitudinal inertia is γ³m, not γm.",
        }),
      ],
      keyConcepts: [
        "Relativistic momentum is p = γmv, and Newton's law is F = dp/dt.",
        "For a force along the motion, F = γ³m dv/dt.",
        "Acceleration falls steeply as the speed approaches c.",
      ],
      realWorld:
        "Proton linacs such as the one feeding CERN's accelerators gain energy steadily while the protons' speed " +
        "barely changes, which sets the spacing of their accelerating cavities.",
    };
  },
};

/** Relativity problem templates. */
export const templates: ProblemTemplate[] = [
  astronautAging,
  lengthContraction,
  muonSurvival,
  electronSpeedAfterAcceleration,
  longitudinalAcceleration,
];
