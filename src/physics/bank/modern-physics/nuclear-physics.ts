/**
 * Nuclear Physics templates: half-lives, fission fuel use, activity, radiocarbon dating and the number of
 * decays in a time interval.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import {
  AVOGADRO_CONSTANT,
  ELEMENTARY_CHARGE,
  SECONDS_PER_DAY,
  SECONDS_PER_HOUR,
  SECONDS_PER_YEAR,
  SPEED_OF_LIGHT,
  showGiven,
  showNumber,
  showValue,
} from "./template-helpers";

/** Seconds in one unit of time as written in engine notation. */
const SECONDS_PER_UNIT: Record<string, number> = {
  h: SECONDS_PER_HOUR,
  days: SECONDS_PER_DAY,
  years: SECONDS_PER_YEAR,
};

interface DecayingSample {
  name: string;
  halfLife: number;
  timeUnit: "h" | "days" | "years";
  /** Elapsed-time range chosen so that 1.3 to 5 half-lives pass. */
  shortestTime: number;
  longestTime: number;
  timeStep: number;
}

const HALF_LIFE_SAMPLES: readonly DecayingSample[] = [
  { name: "iodine-131", halfLife: 8.02, timeUnit: "days", shortestTime: 11, longestTime: 40, timeStep: 1 },
  { name: "phosphorus-32", halfLife: 14.3, timeUnit: "days", shortestTime: 19, longestTime: 70, timeStep: 1 },
  { name: "technetium-99m", halfLife: 6.01, timeUnit: "h", shortestTime: 8, longestTime: 30, timeStep: 0.5 },
  { name: "cobalt-60", halfLife: 5.27, timeUnit: "years", shortestTime: 7, longestTime: 26, timeStep: 0.5 },
  {
    name: "strontium-90",
    halfLife: 28.8,
    timeUnit: "years",
    shortestTime: 38,
    longestTime: 140,
    timeStep: 1,
  },
  {
    name: "carbon-14",
    halfLife: 5730,
    timeUnit: "years",
    shortestTime: 7500,
    longestTime: 28000,
    timeStep: 100,
  },
];

const halfLifeRemaining: ProblemTemplate = {
  id: "nuclear-physics.half-life-remaining",
  subtopic: "nuclear-physics",
  levels: ["high-school", "algebra"],
  title: "Mass of a radioactive sample left after a time",
  generate(random) {
    const sample = random.pick(HALF_LIFE_SAMPLES);
    const initialMass = random.between(10, 99.9, 0.1);
    const elapsed = random.between(sample.shortestTime, sample.longestTime, sample.timeStep);
    const halfLives = elapsed / sample.halfLife;
    const halvingFactor = 2 ** halfLives;
    const fractionLeft = 1 / halvingFactor;
    const massLeft = initialMass * fractionLeft;
    const mass = showGiven(initialMass, "mg");
    const halfLife = showGiven(sample.halfLife, sample.timeUnit);
    const time = showGiven(elapsed, sample.timeUnit);
    return {
      statement:
        `A sample contains $m_0 = ${mass}$ of ${sample.name}, whose half-life is $T_{1/2} = ${halfLife}$. ` +
        `What mass of ${sample.name} remains after $t = ${time}$?`,
      knowns: [
        known({ symbol: "m_0", name: "initial mass", value: initialMass, unit: "mg" }),
        known({ symbol: "T_{1/2}", name: "half-life", value: sample.halfLife, unit: sample.timeUnit }),
        known({ symbol: "t", name: "elapsed time", value: elapsed, unit: sample.timeUnit }),
      ],
      unknown: { symbol: "m", name: "mass remaining", unit: "mg" },
      answer: { value: massLeft, unit: "mg" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Count the half-lives that have passed",
          equation: "n = \\frac{t}{T_{1/2}}",
          substitution: `n = \\frac{${time}}{${halfLife}}`,
          result: { symbol: "n", value: halfLives, unit: "" },
        }),
        solutionStep({
          principle: "Each half-life halves the amount left",
          equation: "m = m_0 \\left(\\tfrac{1}{2}\\right)^{n}",
          substitution: `m = (${mass})\\left(\\tfrac{1}{2}\\right)^{${showNumber(halfLives)}}`,
          result: { symbol: "m", value: massLeft, unit: "mg" },
        }),
      ],
      tutor: {
        warmup: {
          question: "After two half-lives, is the sample completely gone?",
          explanation:
            "No. The first half-life leaves 1/2 and the second halves that again, leaving 1/4. Decay never reaches " +
            "exactly zero; it only keeps halving.",
        },
        steps: [
          tutorStep({
            description: "Number of half-lives",
            prompt: "How many half-lives have passed?",
            expected: { value: halfLives, unit: "" },
            hints: [
              "Compare the elapsed time with the half-life.",
              "n = t/T½; both in the same unit.",
              `${elapsed} ÷ ${sample.halfLife}.`,
            ],
          }),
          tutorStep({
            description: "Halving factor",
            prompt: "By what factor 2ⁿ has the amount been divided?",
            expected: { value: halvingFactor, unit: "" },
            hints: [
              "n need not be a whole number.",
              "Raise 2 to the power n.",
              "Use the x^y key of your calculator.",
            ],
          }),
          tutorStep({
            description: "Fraction left",
            prompt: "What fraction of the original nuclei remain?",
            expected: { value: fractionLeft, unit: "" },
            hints: [
              "It is the reciprocal of the factor.",
              "(1/2)ⁿ = 1/2ⁿ.",
              "Divide 1 by the halving factor.",
            ],
          }),
          tutorStep({
            description: "Mass left",
            prompt: `What mass of ${sample.name} remains?`,
            expected: { value: massLeft, unit: "mg" },
            hints: [
              "Scale the initial mass.",
              "m = m₀ (1/2)ⁿ.",
              `Multiply ${initialMass} mg by the fraction left.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "natural-exponential",
          description: "Used m₀e^(−t/T½), treating the half-life as the mean lifetime",
          wrongAnswer: { value: initialMass * Math.exp(-halfLives), unit: "mg" },
          feedback:
            "With the half-life the base is 1/2: m = m₀(1/2)^(t/T½). The form e^(−t/τ) needs the mean life τ = T½/ln 2.",
        }),
        mistake({
          id: "mass-decayed",
          description: "Gave the mass that decayed instead of the mass remaining",
          wrongAnswer: { value: initialMass - massLeft, unit: "mg" },
          feedback: "The question asks for what is left: m₀(1/2)ⁿ, not m₀ − m₀(1/2)ⁿ.",
        }),
      ],
      keyConcepts: [
        "In each half-life half of the remaining nuclei decay.",
        "After n half-lives the fraction left is (1/2)ⁿ, even when n is not a whole number.",
        "The half-life does not depend on how much of the sample there is.",
      ],
      realWorld:
        "Hospitals order short-lived isotopes such as technetium-99m and iodine-131 on a schedule set by their " +
        "half-lives, since the dose decays while the order is in transit.",
    };
  },
};

const reactorFuelConsumption: ProblemTemplate = {
  id: "nuclear-physics.reactor-fuel-consumption",
  subtopic: "nuclear-physics",
  levels: ["high-school", "algebra"],
  title: "Uranium-235 used by a nuclear reactor",
  generate(random) {
    const powerMegawatts = random.between(500, 3500, 10);
    const days = random.between(1, 30, 1);
    const energyPerFissionMegaelectronvolts = 200;
    const molarMass = 235;
    const energyJoules = powerMegawatts * 1e6 * days * SECONDS_PER_DAY;
    const energyPerFissionJoules = energyPerFissionMegaelectronvolts * 1e6 * ELEMENTARY_CHARGE;
    const fissions = energyJoules / energyPerFissionJoules;
    const moles = fissions / AVOGADRO_CONSTANT;
    const massKilograms = (moles * molarMass) / 1000;
    const power = showGiven(powerMegawatts, "MW");
    const duration = showGiven(days, "days");
    const energyPerFission = showGiven(energyPerFissionMegaelectronvolts, "MeV");
    const molar = showGiven(molarMass, "g/mol");
    return {
      statement:
        `A nuclear reactor produces thermal power $P = ${power}$. Each fission of a uranium-235 nucleus releases ` +
        `about $Q = ${energyPerFission}$, and the molar mass of uranium-235 is $M = ${molar}$. What mass of ` +
        `uranium-235, in kilograms, undergoes fission in $t = ${duration}$?`,
      knowns: [
        known({ symbol: "P", name: "thermal power", value: powerMegawatts, unit: "MW" }),
        known({ symbol: "t", name: "operating time", value: days, unit: "days" }),
        known({
          symbol: "Q",
          name: "energy released per fission",
          value: energyPerFissionMegaelectronvolts,
          unit: "MeV",
        }),
        known({ symbol: "M", name: "molar mass of uranium-235", value: molarMass, unit: "g/mol" }),
      ],
      unknown: { symbol: "m", name: "mass of uranium-235 fissioned", unit: "kg" },
      answer: { value: massKilograms, unit: "kg" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Energy produced is power times time (in SI units)",
          equation: "E = Pt",
          substitution: `E = (${showValue(powerMegawatts * 1e6, "W")})(${showValue(days * SECONDS_PER_DAY, "s")})`,
          result: { symbol: "E", value: energyJoules, unit: "J" },
        }),
        solutionStep({
          principle: "Number of fissions: total energy over energy per fission",
          equation: "N = \\frac{E}{Q}",
          substitution: `N = \\frac{${showValue(energyJoules, "J")}}{(200\\times10^{6})(1.602\\times10^{-19}\\ \\mathrm{J})}`,
          result: { symbol: "N", value: fissions, unit: "" },
        }),
        solutionStep({
          principle: "Convert the number of nuclei to moles, then to mass",
          equation: "m = \\frac{N}{N_A} M",
          substitution: `m = \\frac{${showNumber(fissions)}}{6.022\\times10^{23}\\ \\mathrm{mol^{-1}}}(${molar})`,
          result: { symbol: "m", value: massKilograms, unit: "kg" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Is the mass of uranium that fissions the same as the mass converted into energy (E = mc²)?",
          explanation:
            "No. Fission turns only about 0.09 % of the nucleus's mass into energy; the rest stays as fission " +
            "products. The fuel used is found by counting fissions, not by E = mc².",
        },
        steps: [
          tutorStep({
            description: "Energy produced",
            prompt: "How much energy, in joules, does the reactor produce in that time?",
            expected: { value: energyJoules, unit: "J" },
            hints: [
              "Power is energy per second.",
              "E = Pt with P in W and t in s.",
              `1 day = 86 400 s; ${powerMegawatts} MW = ${powerMegawatts} × 10^6 W.`,
            ],
          }),
          tutorStep({
            description: "Energy per fission in joules",
            prompt: "What is the energy released per fission, in joules?",
            expected: { value: energyPerFissionJoules, unit: "J" },
            hints: ["Mega means 10^6.", "1 eV = 1.602 × 10^-19 J.", "200 × 10^6 × 1.602 × 10^-19 J."],
          }),
          tutorStep({
            description: "Number of fissions",
            prompt: "How many fissions occur?",
            expected: { value: fissions, unit: "" },
            hints: [
              "Each fission supplies the same energy.",
              "N = E/Q.",
              "Divide the total energy by the energy per fission.",
            ],
          }),
          tutorStep({
            description: "Moles of uranium",
            prompt: "How many moles of uranium-235 is that?",
            expected: { value: moles, unit: "mol" },
            hints: ["A mole is a fixed number of nuclei.", "n = N/N_A.", "Divide by 6.022 × 10^23."],
          }),
          tutorStep({
            description: "Mass of uranium",
            prompt: "What mass of uranium-235 undergoes fission, in kilograms?",
            expected: { value: massKilograms, unit: "kg" },
            hints: [
              "Use the molar mass.",
              "m = nM gives grams.",
              "Multiply the moles by 235 g/mol and divide by 1000.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "mass-energy-equivalence",
          description: "Used m = E/c², the mass converted into energy, as the fuel used",
          wrongAnswer: { value: energyJoules / SPEED_OF_LIGHT ** 2, unit: "kg" },
          feedback:
            "E/c² is the tiny mass that disappears. Each fission consumes a whole nucleus of 235 u, so count fissions.",
        }),
        mistake({
          id: "time-in-days",
          description: "Multiplied the power by the time in days instead of seconds",
          wrongAnswer: { value: massKilograms / SECONDS_PER_DAY, unit: "kg" },
          feedback: "A watt is a joule per second, so the time must be in seconds: 1 day = 86 400 s.",
        }),
        mistake({
          id: "mega-electronvolt",
          description: "Converted 200 MeV as if it were 200 eV",
          wrongAnswer: { value: massKilograms * 1e6, unit: "kg" },
          feedback: "1 MeV = 10^6 eV = 1.602 × 10^-13 J.",
        }),
      ],
      keyConcepts: [
        "Energy produced equals power times time.",
        "Each U-235 fission releases about 200 MeV.",
        "Counting fissions and dividing by Avogadro's number gives the fuel used.",
      ],
      realWorld:
        "A large reactor fissions only a few kilograms of uranium-235 per day, while a coal plant of the same " +
        "power burns about ten thousand tonnes of coal a day.",
    };
  },
};

interface ActivitySource {
  name: string;
  molarMass: number;
  halfLife: number;
  timeUnit: "days" | "years";
}

const ACTIVITY_SOURCES: readonly ActivitySource[] = [
  { name: "cobalt-60", molarMass: 59.93, halfLife: 5.27, timeUnit: "years" },
  { name: "caesium-137", molarMass: 136.9, halfLife: 30.1, timeUnit: "years" },
  { name: "strontium-90", molarMass: 89.91, halfLife: 28.8, timeUnit: "years" },
  { name: "iodine-131", molarMass: 130.9, halfLife: 8.02, timeUnit: "days" },
  { name: "radium-226", molarMass: 226, halfLife: 1600, timeUnit: "years" },
  { name: "americium-241", molarMass: 241.1, halfLife: 432, timeUnit: "years" },
];

const sampleActivity: ProblemTemplate = {
  id: "nuclear-physics.sample-activity",
  subtopic: "nuclear-physics",
  levels: ["algebra", "calculus"],
  title: "Activity of a radioactive source",
  generate(random, level) {
    const source = random.pick(ACTIVITY_SOURCES);
    const massMilligrams = random.between(0.1, 5, 0.01);
    const massGrams = massMilligrams / 1000;
    const moles = massGrams / source.molarMass;
    const nuclei = moles * AVOGADRO_CONSTANT;
    const halfLifeSeconds = source.halfLife * SECONDS_PER_UNIT[source.timeUnit];
    const decayConstant = Math.LN2 / halfLifeSeconds;
    const activity = decayConstant * nuclei;
    const mass = showGiven(massMilligrams, "mg");
    const molar = showGiven(source.molarMass, "g/mol");
    const halfLife = showGiven(source.halfLife, source.timeUnit);
    const rateLaw =
      level === "calculus" ? " The activity is $A = -dN/dt$, and each nucleus decays independently." : "";
    return {
      statement:
        `A sealed source contains $m = ${mass}$ of ${source.name} (molar mass $M = ${molar}$, half-life ` +
        `$T_{1/2} = ${halfLife}$). What is its activity, in decays per second (becquerels)?${rateLaw}` +
        (source.timeUnit === "years" ? " Take 1 year = 365.25 days." : ""),
      knowns: [
        known({ symbol: "m", name: "mass of the isotope", value: massMilligrams, unit: "mg" }),
        known({ symbol: "M", name: "molar mass", value: source.molarMass, unit: "g/mol" }),
        known({ symbol: "T_{1/2}", name: "half-life", value: source.halfLife, unit: source.timeUnit }),
      ],
      unknown: { symbol: "A", name: "activity", unit: "1/s" },
      answer: { value: activity, unit: "1/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Number of nuclei from mass, molar mass and Avogadro's number",
          equation: "N = \\frac{m}{M} N_A",
          substitution: `N = \\frac{${showValue(massGrams, "g")}}{${molar}}(6.022\\times10^{23}\\ \\mathrm{mol^{-1}})`,
          result: { symbol: "N", value: nuclei, unit: "" },
        }),
        solutionStep({
          principle: "Decay constant from the half-life, in seconds",
          equation: "\\lambda = \\frac{\\ln 2}{T_{1/2}}",
          substitution: `\\lambda = \\frac{0.693}{${showValue(halfLifeSeconds, "s")}}`,
          result: { symbol: "\\lambda", value: decayConstant, unit: "1/s" },
        }),
        solutionStep({
          principle: "Each nucleus decays with probability λ per second, so dN/dt = −λN",
          equation: "A = \\lambda N",
          substitution: `A = (${showValue(decayConstant, "1/s")})(${showNumber(nuclei)})`,
          result: { symbol: "A", value: activity, unit: "1/s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Two sources have the same number of nuclei; one has a longer half-life. Which is more active?",
          explanation:
            "The one with the shorter half-life. Activity A = λN = (ln 2/T½)N, so nuclei that decay slowly give " +
            "fewer decays per second.",
        },
        steps: [
          tutorStep({
            description: "Mass in grams",
            prompt: "Write the mass in grams.",
            expected: { value: massGrams, unit: "g" },
            hints: ["The molar mass is in g/mol.", "1 mg = 10^-3 g.", `Divide ${massMilligrams} by 1000.`],
          }),
          tutorStep({
            description: "Amount in moles",
            prompt: "How many moles of the isotope are there?",
            expected: { value: moles, unit: "mol" },
            hints: [
              "Use the molar mass.",
              "n = m/M.",
              `Divide the mass in grams by ${source.molarMass} g/mol.`,
            ],
          }),
          tutorStep({
            description: "Number of nuclei",
            prompt: "How many radioactive nuclei does the source contain?",
            expected: { value: nuclei, unit: "" },
            hints: ["One mole holds Avogadro's number of nuclei.", "N = nN_A.", "Multiply by 6.022 × 10^23."],
          }),
          tutorStep({
            description: "Decay constant",
            prompt: "What is the decay constant, in s⁻¹?",
            expected: { value: decayConstant, unit: "1/s" },
            hints: [
              "The answer must be per second, so convert the half-life to seconds first.",
              "λ = ln 2 / T½.",
              `1 ${source.timeUnit === "days" ? "day = 86 400 s" : "year = 3.156 × 10^7 s"}.`,
            ],
          }),
          tutorStep({
            description: "Activity",
            prompt: "What is the activity of the source?",
            expected: { value: activity, unit: "1/s" },
            hints: [
              "Activity is decays per second.",
              "A = λN.",
              "Multiply the decay constant by the number of nuclei.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-ln-two",
          description: "Used λ = 1/T½, forgetting the ln 2",
          wrongAnswer: { value: nuclei / halfLifeSeconds, unit: "1/s" },
          feedback: "The decay constant is λ = ln 2 / T½ ≈ 0.693/T½; 1/T½ is too large by a factor 1.44.",
        }),
        mistake({
          id: "half-life-not-in-seconds",
          description: `Used the half-life in ${source.timeUnit} instead of seconds`,
          wrongAnswer: { value: (Math.LN2 / source.halfLife) * nuclei, unit: "1/s" },
          feedback: "Becquerels are decays per second, so the half-life must be in seconds.",
        }),
        mistake({
          id: "milligrams-as-grams",
          description: "Used the mass in milligrams as if it were in grams",
          wrongAnswer: { value: activity * 1000, unit: "1/s" },
          feedback: "Molar mass is in grams per mole, so convert milligrams to grams first.",
        }),
      ],
      keyConcepts: [
        "Activity is the number of decays per second: A = λN.",
        "The decay constant is λ = ln 2 / T½, with T½ in seconds for becquerels.",
        "Number of nuclei = (mass / molar mass) × Avogadro's number.",
      ],
      realWorld:
        "Smoke detectors hold a fraction of a microgram of americium-241, enough for about 37 000 decays per " +
        "second for centuries because its half-life is 432 years.",
    };
  },
};

const LIVING_CARBON_RATE = 15.3; // decays per minute per gram of carbon in living matter
const CARBON_FOURTEEN_HALF_LIFE_YEARS = 5730;

const radiocarbonDating: ProblemTemplate = {
  id: "nuclear-physics.radiocarbon-dating",
  subtopic: "nuclear-physics",
  levels: ["algebra", "calculus"],
  title: "Age of a sample by radiocarbon dating",
  generate(random, level) {
    const sampleMass = random.between(1, 9.9, 0.1);
    const livingRateForSample = LIVING_CARBON_RATE * sampleMass;
    // The measured rate stays between 5 % and 90 % of the living rate: ages of about 900 to 25 000 years.
    const measuredRate = random.between(
      Math.ceil(0.05 * livingRateForSample * 10) / 10,
      Math.floor(0.9 * livingRateForSample * 10) / 10,
      0.1,
    );
    const ratio = measuredRate / livingRateForSample;
    const logarithm = Math.log(1 / ratio);
    const decayConstant = Math.LN2 / CARBON_FOURTEEN_HALF_LIFE_YEARS;
    const age = logarithm / decayConstant;
    const mass = showGiven(sampleMass, "g");
    const rate = showGiven(measuredRate, "1/min");
    const living = showGiven(LIVING_CARBON_RATE, "1/min/g");
    const halfLife = showGiven(CARBON_FOURTEEN_HALF_LIFE_YEARS, "years");
    const decayLaw = level === "calculus" ? " The activity obeys $dA/dt = -\\lambda A$." : "";
    return {
      statement:
        `A $${mass}$ sample of carbon from an ancient campfire shows a carbon-14 decay rate of $R = ${rate}$. ` +
        `Carbon in living matter shows $A_0 = ${living}$ (decays per minute per gram of carbon), and carbon-14 has a ` +
        `half-life of $T_{1/2} = ${halfLife}$.${decayLaw} How old is the charcoal?`,
      knowns: [
        known({ symbol: "m", name: "mass of carbon in the sample", value: sampleMass, unit: "g" }),
        known({ symbol: "R", name: "measured decay rate of the sample", value: measuredRate, unit: "1/min" }),
        known({
          symbol: "A_0",
          name: "decay rate per gram of living carbon",
          value: LIVING_CARBON_RATE,
          unit: "1/min/g",
        }),
        known({
          symbol: "T_{1/2}",
          name: "half-life of carbon-14",
          value: CARBON_FOURTEEN_HALF_LIFE_YEARS,
          unit: "years",
        }),
      ],
      unknown: { symbol: "t", name: "age of the sample", unit: "years" },
      answer: { value: age, unit: "years" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Rate the same mass of living carbon would show",
          equation: "R_0 = A_0 m",
          substitution: `R_0 = (${living})(${mass})`,
          result: { symbol: "R_0", value: livingRateForSample, unit: "1/min" },
        }),
        solutionStep({
          principle: "Exponential decay of the activity: solve R = R₀e^(−λt) for t",
          equation: "t = \\frac{1}{\\lambda}\\ln\\frac{R_0}{R},\\quad \\lambda = \\frac{\\ln 2}{T_{1/2}}",
          substitution: `\\lambda = \\frac{0.693}{${halfLife}} = ${showValue(decayConstant, "1/years")},\\quad t = \\frac{\\ln(${showNumber(1 / ratio)})}{${showValue(decayConstant, "1/years")}}`,
          result: { symbol: "t", value: age, unit: "years" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why does the carbon-14 clock start when the organism dies?",
          explanation:
            "While alive, the organism exchanges carbon with the air, keeping its carbon-14 fraction constant. " +
            "After death no new carbon-14 enters, so the amount decays with its 5730-year half-life.",
        },
        steps: [
          tutorStep({
            description: "Living rate for this mass",
            prompt: "How many decays per minute would the same mass of living carbon show?",
            expected: { value: livingRateForSample, unit: "1/min" },
            hints: [
              "The living rate is given per gram.",
              "R₀ = A₀m.",
              `${LIVING_CARBON_RATE} × ${sampleMass}.`,
            ],
          }),
          tutorStep({
            description: "Fraction remaining",
            prompt: "What fraction R/R₀ of the original carbon-14 remains?",
            expected: { value: ratio, unit: "" },
            hints: [
              "Compare like with like: same mass.",
              "Divide the measured rate by R₀.",
              `${measuredRate} ÷ R₀.`,
            ],
          }),
          tutorStep({
            description: "Logarithm",
            prompt: "What is ln(R₀/R)?",
            expected: { value: logarithm, unit: "" },
            hints: [
              "Take logs to undo the exponential.",
              "Use the natural log, ln.",
              "ln of the reciprocal of the fraction.",
            ],
          }),
          tutorStep({
            description: "Decay constant",
            prompt: "What is the decay constant of carbon-14, per year?",
            expected: { value: decayConstant, unit: "1/years" },
            hints: ["It follows from the half-life.", "λ = ln 2 / T½.", "0.693 ÷ 5730 years."],
          }),
          tutorStep({
            description: "Age",
            prompt: "How old is the sample?",
            expected: { value: age, unit: "years" },
            hints: [
              "Solve R = R₀e^(−λt) for t.",
              "t = ln(R₀/R)/λ.",
              "Divide the logarithm by the decay constant.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "common-logarithm",
          description: "Used log₁₀ instead of the natural logarithm",
          wrongAnswer: { value: Math.log10(1 / ratio) / decayConstant, unit: "years" },
          feedback: "The decay law uses e, so solve with ln; log₁₀ gives an age too small by a factor 2.30.",
        }),
        mistake({
          id: "forgot-ln-two",
          description: "Used λ = 1/T½, leaving out ln 2",
          wrongAnswer: { value: logarithm * CARBON_FOURTEEN_HALF_LIFE_YEARS, unit: "years" },
          feedback: "The decay constant is ln 2/T½; equivalently t = T½·log₂(R₀/R).",
        }),
      ],
      keyConcepts: [
        "A living organism keeps a constant carbon-14 fraction; after death it decays.",
        "Activity decays exponentially: R = R₀e^(−λt) with λ = ln 2/T½.",
        "Compare activities of equal masses of carbon.",
      ],
      realWorld:
        "Radiocarbon dating, developed by Willard Libby, dates wood, bone and textiles up to about 50 000 years " +
        "old and earned him the 1960 Nobel Prize in Chemistry.",
    };
  },
};

interface TherapyIsotope {
  name: string;
  halfLifeDays: number;
  shortestDays: number;
  longestDays: number;
}

const THERAPY_ISOTOPES: readonly TherapyIsotope[] = [
  // Time windows span 0.5 to 4 half-lives.
  { name: "samarium-153", halfLifeDays: 1.93, shortestDays: 1, longestDays: 7.7 },
  { name: "yttrium-90", halfLifeDays: 2.67, shortestDays: 1.4, longestDays: 10.6 },
  { name: "lutetium-177", halfLifeDays: 6.65, shortestDays: 3.4, longestDays: 26.6 },
  { name: "iodine-131", halfLifeDays: 8.02, shortestDays: 4.1, longestDays: 32 },
];

const decaysInInterval: ProblemTemplate = {
  id: "nuclear-physics.decays-in-interval",
  subtopic: "nuclear-physics",
  levels: ["calculus"],
  title: "Total decays from a therapy source by integrating the activity",
  generate(random) {
    const isotope = random.pick(THERAPY_ISOTOPES);
    const initialActivity = Number((random.between(1, 9.9, 0.1) * 1e9).toPrecision(12));
    const elapsedDays = random.between(isotope.shortestDays, isotope.longestDays, 0.1);
    const halfLifeSeconds = isotope.halfLifeDays * SECONDS_PER_DAY;
    const decayConstant = Math.LN2 / halfLifeSeconds;
    const elapsedSeconds = elapsedDays * SECONDS_PER_DAY;
    const survivingFraction = Math.exp(-decayConstant * elapsedSeconds);
    const totalDecays = (initialActivity / decayConstant) * (1 - survivingFraction);
    const activity = showGiven(initialActivity, "1/s");
    const halfLife = showGiven(isotope.halfLifeDays, "days");
    const time = showGiven(elapsedDays, "days");
    return {
      statement:
        `A ${isotope.name} source implanted for cancer therapy has activity $A(t) = A_0 e^{-\\lambda t}$ with ` +
        `$A_0 = ${activity}$ at implantation; the half-life is $T_{1/2} = ${halfLife}$. By integrating the ` +
        `activity, find the total number of nuclei that decay during the first $t = ${time}$.`,
      knowns: [
        known({ symbol: "A_0", name: "initial activity", value: initialActivity, unit: "1/s" }),
        known({ symbol: "T_{1/2}", name: "half-life", value: isotope.halfLifeDays, unit: "days" }),
        known({ symbol: "t", name: "time interval", value: elapsedDays, unit: "days" }),
      ],
      unknown: { symbol: "N_d", name: "number of decays", unit: "" },
      answer: { value: totalDecays, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Decay constant from the half-life",
          equation: "\\lambda = \\frac{\\ln 2}{T_{1/2}}",
          substitution: `\\lambda = \\frac{0.693}{${showValue(halfLifeSeconds, "s")}}`,
          result: { symbol: "\\lambda", value: decayConstant, unit: "1/s" },
        }),
        solutionStep({
          principle: "Activity is decays per second, so the number of decays is its integral over time",
          equation:
            "N_d = \\int_0^t A_0 e^{-\\lambda t'}dt' = \\frac{A_0}{\\lambda}\\left(1 - e^{-\\lambda t}\\right)",
          substitution: `N_d = \\frac{${activity}}{${showValue(decayConstant, "1/s")}}\\left(1 - ${showNumber(survivingFraction)}\\right)`,
          result: { symbol: "N_d", value: totalDecays, unit: "" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why can't you multiply the initial activity by the time to get the number of decays?",
          explanation:
            "The activity falls as the source decays, so A₀t overcounts. Summing A(t)dt, the integral, accounts " +
            "for the shrinking rate.",
        },
        steps: [
          tutorStep({
            description: "Half-life in seconds",
            prompt: "Write the half-life in seconds.",
            expected: { value: halfLifeSeconds, unit: "s" },
            hints: [
              "The activity is per second.",
              "1 day = 86 400 s.",
              `${isotope.halfLifeDays} × 86 400 s.`,
            ],
          }),
          tutorStep({
            description: "Decay constant",
            prompt: "What is the decay constant λ?",
            expected: { value: decayConstant, unit: "1/s" },
            hints: ["It follows from the half-life.", "λ = ln 2/T½.", "0.693 ÷ the half-life in seconds."],
          }),
          tutorStep({
            description: "Time in seconds",
            prompt: "Write the time interval in seconds.",
            expected: { value: elapsedSeconds, unit: "s" },
            hints: ["Same unit as the half-life.", "1 day = 86 400 s.", `${elapsedDays} × 86 400 s.`],
          }),
          tutorStep({
            description: "Surviving fraction",
            prompt: "What is e^(−λt), the fraction of nuclei that survive the interval?",
            expected: { value: survivingFraction, unit: "" },
            hints: [
              "λt has no unit.",
              "Multiply λ by t, then take e to minus that.",
              "It equals (1/2)^(t/T½).",
            ],
          }),
          tutorStep({
            description: "Number of decays",
            prompt: "How many nuclei decay during the interval?",
            expected: { value: totalDecays, unit: "" },
            hints: [
              "Integrate A₀e^(−λt) from 0 to t.",
              "N_d = (A₀/λ)(1 − e^(−λt)).",
              "A₀/λ is the number of nuclei at the start; multiply by the fraction that decays.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "constant-activity",
          description: "Multiplied the initial activity by the time, ignoring the decay",
          wrongAnswer: { value: initialActivity * elapsedSeconds, unit: "" },
          feedback: "The activity falls with time; integrate A(t) instead of assuming it stays at A₀.",
        }),
        mistake({
          id: "forgot-ln-two",
          description: "Used λ = 1/T½",
          wrongAnswer: {
            value: initialActivity * halfLifeSeconds * (1 - Math.exp(-elapsedSeconds / halfLifeSeconds)),
            unit: "",
          },
          feedback: "The decay constant is λ = ln 2/T½; without ln 2 both A₀/λ and e^(−λt) come out wrong.",
        }),
      ],
      keyConcepts: [
        "Activity is the rate of decays, A = −dN/dt.",
        "The number of decays in an interval is the integral of the activity over it.",
        "A₀/λ equals the initial number of radioactive nuclei.",
      ],
      realWorld:
        "Nuclear-medicine physicists integrate the activity of implanted or injected sources to plan the total " +
        "radiation dose a tumour receives.",
    };
  },
};

/** Nuclear Physics problem templates. */
export const templates: ProblemTemplate[] = [
  halfLifeRemaining,
  reactorFuelConsumption,
  sampleActivity,
  radiocarbonDating,
  decaysInInterval,
];
