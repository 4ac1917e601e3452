/**
 * Gas Laws: the ideal gas law and its special cases, molecular speeds, and the pressure of an
 * isothermal atmosphere.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { celsiusToKelvin, EARTH_GRAVITY, GAS_CONSTANT } from "./constants";
import { given, num, show, showGiven } from "./template-helpers";

const heatedGasCylinder: ProblemTemplate = {
  id: "gas-laws.heated-gas-cylinder",
  subtopic: "gas-laws",
  levels: ["high-school", "algebra"],
  title: "Pressure in a gas cylinder left in the sun",
  generate(random) {
    const initialPressure = random.between(150, 800, 5);
    const initialCelsius = random.between(10, 25, 0.5);
    const finalCelsius = random.between(40, 70, 0.5);

    const initialKelvin = celsiusToKelvin(initialCelsius);
    const finalKelvin = celsiusToKelvin(finalCelsius);
    const temperatureRatio = finalKelvin / initialKelvin;
    const finalPressure = initialPressure * temperatureRatio;

    return {
      statement:
        `A sealed steel cylinder of gas has an absolute pressure of $P_1 = ${showGiven(initialPressure, "kPa")}$ at ` +
        `$T_1 = ${showGiven(initialCelsius, "degC")}$. It is left in a car in the sun and warms to $T_2 = ${showGiven(finalCelsius, "degC")}$. ` +
        "Treating the gas as ideal and the cylinder as rigid, what is the new absolute pressure in kPa?",
      knowns: [
        known({ symbol: "P_1", name: "initial absolute pressure", value: initialPressure, unit: "kPa" }),
        known({ symbol: "T_1", name: "initial temperature", value: initialCelsius, unit: "degC" }),
        known({ symbol: "T_2", name: "final temperature", value: finalCelsius, unit: "degC" }),
      ],
      unknown: { symbol: "P_2", name: "final absolute pressure", unit: "kPa" },
      answer: { value: finalPressure, unit: "kPa" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Gas laws need absolute temperatures.",
          equation: "T = T_{^\\circ\\mathrm{C}} + 273.15",
          substitution: `T_1 = ${show(initialKelvin, "K", 5)},\\quad T_2 = ${show(finalKelvin, "K", 5)}`,
          result: { symbol: "T_2", value: finalKelvin, unit: "K" },
        }),
        solutionStep({
          principle:
            "At fixed volume and amount of gas, pressure is proportional to absolute temperature (Gay-Lussac's law).",
          equation: "\\frac{P_2}{T_2} = \\frac{P_1}{T_1} \\;\\Rightarrow\\; P_2 = P_1\\frac{T_2}{T_1}",
          substitution: `P_2 = (${showGiven(initialPressure, "kPa")})\\frac{${show(finalKelvin, "K", 5)}}{${show(initialKelvin, "K", 5)}} = ${show(finalPressure, "kPa")}`,
          result: { symbol: "P_2", value: finalPressure, unit: "kPa" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "If you double the Celsius temperature of a gas in a rigid container from 20 °C to 40 °C, does its pressure double?",
          explanation:
            "No. Pressure is proportional to absolute temperature, and 293 K to 313 K is only about a 7 % increase.",
        },
        steps: [
          tutorStep({
            prompt: "What is the initial temperature in kelvin?",
            description: "Initial temperature in kelvin",
            expected: { value: initialKelvin, unit: "K" },
            tolerance: 0.002,
            hints: [
              "Gas laws use absolute temperature.",
              "Add 273.15.",
              `Compute ${given(initialCelsius)} + 273.15.`,
            ],
          }),
          tutorStep({
            prompt: "What is the final temperature in kelvin?",
            description: "Final temperature in kelvin",
            expected: { value: finalKelvin, unit: "K" },
            tolerance: 0.002,
            hints: ["Same conversion.", "Add 273.15.", `Compute ${given(finalCelsius)} + 273.15.`],
          }),
          tutorStep({
            prompt: "By what factor $T_2/T_1$ does the absolute temperature increase?",
            description: "Temperature ratio",
            expected: { value: temperatureRatio, unit: "" },
            tolerance: 0.005,
            hints: [
              "Divide final by initial absolute temperature.",
              "The ratio should be a little above 1.",
              `Compute ${num(finalKelvin, 5)} / ${num(initialKelvin, 5)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the new absolute pressure, in kPa?",
            description: "Final pressure",
            expected: { value: finalPressure, unit: "kPa" },
            hints: [
              "At constant volume, P is proportional to T.",
              "P₂ = P₁ (T₂/T₁).",
              `Compute ${given(initialPressure)} × ${num(temperatureRatio, 4)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "celsius-ratio",
          description: "Used the ratio of Celsius temperatures.",
          wrongAnswer: { value: (initialPressure * finalCelsius) / initialCelsius, unit: "kPa" },
          feedback:
            "Pressure is proportional to absolute temperature; convert both temperatures to kelvin before taking the ratio.",
        }),
        mistake({
          id: "inverted-ratio",
          description: "Multiplied by T₁/T₂ instead of T₂/T₁.",
          wrongAnswer: { value: (initialPressure * initialKelvin) / finalKelvin, unit: "kPa" },
          feedback:
            "Heating a gas at fixed volume raises its pressure, so the factor must be greater than 1.",
        }),
      ],
      keyConcepts: [
        "At constant volume, the pressure of a fixed amount of gas is proportional to its absolute temperature.",
        "Gas-law ratios need temperatures in kelvin.",
        "Gas-law pressures are absolute pressures, not gauge pressures.",
      ],
      realWorld:
        "Aerosol cans and gas bottles carry warnings not to leave them in hot cars for exactly this reason.",
    };
  },
};

const HELIUM_MOLAR_MASS = 4.003;

const heliumBalloonMass: ProblemTemplate = {
  id: "gas-laws.helium-balloon-mass",
  subtopic: "gas-laws",
  levels: ["high-school", "algebra"],
  title: "Mass of helium in a party balloon",
  generate(random) {
    const pressureKilopascals = random.between(100, 110, 0.5);
    const volumeLitres = random.between(3, 8, 0.1);
    const celsius = random.between(15, 30, 0.5);
    const molarMass = HELIUM_MOLAR_MASS;

    const pressure = pressureKilopascals * 1000;
    const volume = volumeLitres / 1000;
    const kelvin = celsiusToKelvin(celsius);
    const moles = (pressure * volume) / (GAS_CONSTANT * kelvin);
    const mass = moles * molarMass;

    return {
      statement:
        `A party balloon holds $V = ${showGiven(volumeLitres, "L")}$ of helium at $P = ${showGiven(pressureKilopascals, "kPa")}$ ` +
        `and $T = ${showGiven(celsius, "degC")}$. The molar mass of helium is $M = ${showGiven(molarMass, "g/mol")}$. ` +
        "Treating helium as an ideal gas, what mass of helium, in grams, is in the balloon? Use $R = 8.314\\ \\mathrm{J/(mol\\cdot K)}$.",
      knowns: [
        known({ symbol: "V", name: "volume of the balloon", value: volumeLitres, unit: "L" }),
        known({ symbol: "P", name: "pressure of the helium", value: pressureKilopascals, unit: "kPa" }),
        known({ symbol: "T", name: "temperature of the helium", value: celsius, unit: "degC" }),
        known({ symbol: "M", name: "molar mass of helium", value: molarMass, unit: "g/mol" }),
      ],
      unknown: { symbol: "m", name: "mass of helium", unit: "g" },
      answer: { value: mass, unit: "g" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Use SI units in PV = nRT: pascals, cubic metres and kelvin.",
          equation:
            "P = 1000\\,P_\\text{kPa},\\quad V = \\frac{V_\\text{L}}{1000},\\quad T = T_{^\\circ\\mathrm{C}} + 273.15",
          substitution: `P = ${showGiven(pressure, "Pa")},\\quad V = ${showGiven(volume, "m^3")},\\quad T = ${show(kelvin, "K", 5)}`,
          result: { symbol: "T", value: kelvin, unit: "K" },
        }),
        solutionStep({
          principle: "Ideal gas law solved for the amount of gas.",
          equation: "n = \\frac{PV}{RT}",
          substitution: `n = \\frac{(${showGiven(pressure, "Pa")})(${showGiven(volume, "m^3")})}{(${show(GAS_CONSTANT, "J/mol/K", 4)})(${show(kelvin, "K", 5)})} = ${show(moles, "mol")}`,
          result: { symbol: "n", value: moles, unit: "mol" },
        }),
        solutionStep({
          principle: "Mass is amount times molar mass.",
          equation: "m = nM",
          substitution: `m = (${show(moles, "mol")})(${showGiven(molarMass, "g/mol")}) = ${show(mass, "g")}`,
          result: { symbol: "m", value: mass, unit: "g" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Two identical balloons at the same temperature and pressure hold helium and air. Which contains more molecules?",
          explanation:
            "Neither: by the ideal gas law, equal P, V and T mean equal numbers of moles. The helium balloon is lighter because each helium atom has less mass.",
        },
        steps: [
          tutorStep({
            prompt: "What is the pressure in pascals?",
            description: "Pressure in pascals",
            expected: { value: pressure, unit: "Pa" },
            hints: [
              "With R = 8.314 J/(mol·K) use SI units.",
              "1 kPa = 1000 Pa.",
              `Multiply ${given(pressureKilopascals)} by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "What is the volume in cubic metres?",
            description: "Volume in cubic metres",
            expected: { value: volume, unit: "m^3" },
            hints: ["SI volume is in m³.", "1 L = 0.001 m³.", `Divide ${given(volumeLitres)} by 1000.`],
          }),
          tutorStep({
            prompt: "What is the temperature in kelvin?",
            description: "Temperature in kelvin",
            expected: { value: kelvin, unit: "K" },
            tolerance: 0.002,
            hints: [
              "The gas law needs absolute temperature.",
              "Add 273.15.",
              `Compute ${given(celsius)} + 273.15.`,
            ],
          }),
          tutorStep({
            prompt: "How many moles of helium are in the balloon?",
            description: "Amount of helium",
            expected: { value: moles, unit: "mol" },
            hints: [
              "Rearrange PV = nRT for n.",
              "n = PV/(RT).",
              `Compute ${num(pressure)} × ${num(volume)} / (8.314 × ${num(kelvin, 5)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is the mass of helium, in grams?",
            description: "Mass of helium",
            expected: { value: mass, unit: "g" },
            hints: [
              "Each mole has a mass equal to the molar mass.",
              "m = nM.",
              `Compute ${num(moles)} mol × ${given(molarMass)} g/mol.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "celsius-temperature",
          description: "Used the temperature in °C in PV = nRT.",
          wrongAnswer: { value: ((pressure * volume) / (GAS_CONSTANT * celsius)) * molarMass, unit: "g" },
          feedback: "The ideal gas law needs absolute temperature: add 273.15 to the Celsius value.",
        }),
        mistake({
          id: "litres-as-cubic-metres",
          description: "Used the volume in litres as if it were in cubic metres.",
          wrongAnswer: { value: mass * 1000, unit: "g" },
          feedback: "With R in J/(mol·K), volume must be in m³: 1 L = 0.001 m³.",
        }),
        mistake({
          id: "kilopascals-as-pascals",
          description: "Used the pressure in kPa as if it were in Pa.",
          wrongAnswer: { value: mass / 1000, unit: "g" },
          feedback: "With R in J/(mol·K), pressure must be in pascals: 1 kPa = 1000 Pa.",
        }),
      ],
      keyConcepts: [
        "The ideal gas law PV = nRT relates pressure, volume, amount and absolute temperature.",
        "With R = 8.314 J/(mol·K), use pascals, cubic metres and kelvin.",
        "Mass follows from the amount of gas and the molar mass: m = nM.",
      ],
      realWorld:
        "Helium is scarce and mostly recovered from natural gas wells; balloon suppliers price it by volume at a stated pressure and temperature.",
    };
  },
};

const weatherBalloonVolume: ProblemTemplate = {
  id: "gas-laws.weather-balloon-volume",
  subtopic: "gas-laws",
  levels: ["algebra", "calculus"],
  title: "Volume of a weather balloon at altitude",
  generate(random) {
    const groundVolume = random.between(1, 5, 0.05);
    const groundPressure = random.between(98, 103, 0.5);
    const groundCelsius = random.between(10, 25, 0.5);
    const altitudePressure = random.between(20, 50, 0.5);
    const altitudeCelsius = random.between(-45, -20, 0.5);

    const groundKelvin = celsiusToKelvin(groundCelsius);
    const altitudeKelvin = celsiusToKelvin(altitudeCelsius);
    const pressureRatio = groundPressure / altitudePressure;
    const temperatureRatio = altitudeKelvin / groundKelvin;
    const altitudeVolume = groundVolume * pressureRatio * temperatureRatio;

    return {
      statement:
        `A weather balloon is filled at the ground with $V_1 = ${showGiven(groundVolume, "m^3")}$ of hydrogen at ` +
        `$P_1 = ${showGiven(groundPressure, "kPa")}$ and $T_1 = ${showGiven(groundCelsius, "degC")}$. It rises to where the pressure is ` +
        `$P_2 = ${showGiven(altitudePressure, "kPa")}$ and the gas has cooled to $T_2 = ${showGiven(altitudeCelsius, "degC")}$. ` +
        "Assuming the balloon's skin is slack (inside and outside pressures equal) and no gas escapes, what is its volume in m³?",
      knowns: [
        known({ symbol: "V_1", name: "volume at the ground", value: groundVolume, unit: "m^3" }),
        known({ symbol: "P_1", name: "pressure at the ground", value: groundPressure, unit: "kPa" }),
        known({ symbol: "T_1", name: "temperature at the ground", value: groundCelsius, unit: "degC" }),
        known({ symbol: "P_2", name: "pressure at altitude", value: altitudePressure, unit: "kPa" }),
        known({ symbol: "T_2", name: "temperature at altitude", value: altitudeCelsius, unit: "degC" }),
      ],
      unknown: { symbol: "V_2", name: "volume at altitude", unit: "m^3" },
      answer: { value: altitudeVolume, unit: "m^3" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Convert both temperatures to kelvin.",
          equation: "T = T_{^\\circ\\mathrm{C}} + 273.15",
          substitution: `T_1 = ${show(groundKelvin, "K", 5)},\\quad T_2 = ${show(altitudeKelvin, "K", 5)}`,
          result: { symbol: "T_2", value: altitudeKelvin, unit: "K" },
        }),
        solutionStep({
          principle: "For a fixed amount of ideal gas, PV/T is constant (combined gas law).",
          equation:
            "\\frac{P_1 V_1}{T_1} = \\frac{P_2 V_2}{T_2} \\;\\Rightarrow\\; V_2 = V_1 \\frac{P_1}{P_2}\\frac{T_2}{T_1}",
          substitution: `V_2 = (${showGiven(groundVolume, "m^3")})\\frac{${showGiven(groundPressure, "kPa")}}{${showGiven(altitudePressure, "kPa")}}\\cdot\\frac{${show(altitudeKelvin, "K", 5)}}{${show(groundKelvin, "K", 5)}} = ${show(altitudeVolume, "m^3")}`,
          result: { symbol: "V_2", value: altitudeVolume, unit: "m^3" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "As a weather balloon rises, the outside pressure falls and the air gets colder. Which effect makes the balloon grow, and which makes it shrink?",
          explanation:
            "Lower pressure makes it expand (V ∝ 1/P); cooling makes it contract (V ∝ T). The pressure drop wins by far, so the balloon grows.",
        },
        steps: [
          tutorStep({
            prompt: "What is the ground temperature in kelvin?",
            description: "Ground temperature in kelvin",
            expected: { value: groundKelvin, unit: "K" },
            tolerance: 0.002,
            hints: [
              "Gas laws use absolute temperature.",
              "Add 273.15.",
              `Compute ${given(groundCelsius)} + 273.15.`,
            ],
          }),
          tutorStep({
            prompt: "What is the temperature at altitude in kelvin?",
            description: "Altitude temperature in kelvin",
            expected: { value: altitudeKelvin, unit: "K" },
            tolerance: 0.002,
            hints: [
              "Same conversion; the Celsius value is negative.",
              "Add 273.15.",
              `Compute ${given(altitudeCelsius)} + 273.15.`,
            ],
          }),
          tutorStep({
            prompt: "By what factor $P_1/P_2$ would the volume grow from the pressure drop alone?",
            description: "Pressure factor",
            expected: { value: pressureRatio, unit: "" },
            hints: [
              "At constant temperature, V ∝ 1/P (Boyle's law).",
              "Divide the ground pressure by the pressure at altitude.",
              `Compute ${given(groundPressure)} / ${given(altitudePressure)}.`,
            ],
          }),
          tutorStep({
            prompt: "By what factor $T_2/T_1$ does cooling change the volume?",
            description: "Temperature factor",
            expected: { value: temperatureRatio, unit: "" },
            tolerance: 0.005,
            hints: [
              "At constant pressure, V ∝ T in kelvin (Charles's law).",
              "Divide the altitude temperature by the ground temperature, both in kelvin.",
              `Compute ${num(altitudeKelvin, 5)} / ${num(groundKelvin, 5)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the balloon's volume at altitude, in m³?",
            description: "Volume at altitude",
            expected: { value: altitudeVolume, unit: "m^3" },
            hints: [
              "Apply both factors to the starting volume.",
              "V₂ = V₁ (P₁/P₂)(T₂/T₁).",
              `Compute ${given(groundVolume)} × ${num(pressureRatio, 4)} × ${num(temperatureRatio, 4)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "ignored-temperature",
          description: "Used Boyle's law only and ignored the cooling.",
          wrongAnswer: { value: groundVolume * pressureRatio, unit: "m^3" },
          feedback:
            "The gas also cools, which shrinks it by the factor T₂/T₁ (in kelvin); use the combined gas law.",
        }),
        mistake({
          id: "celsius-temperatures",
          description: "Used the Celsius temperatures in the ratio T₂/T₁.",
          wrongAnswer: {
            value: groundVolume * pressureRatio * (altitudeCelsius / groundCelsius),
            unit: "m^3",
          },
          feedback: "Gas-law ratios need kelvin; with Celsius the volume even comes out negative here.",
        }),
        mistake({
          id: "inverted-pressure-ratio",
          description: "Multiplied by P₂/P₁ instead of P₁/P₂.",
          wrongAnswer: {
            value: groundVolume * (altitudePressure / groundPressure) * temperatureRatio,
            unit: "m^3",
          },
          feedback:
            "Lower outside pressure lets the gas expand, so the pressure factor must be greater than 1.",
        }),
      ],
      keyConcepts: [
        "For a fixed amount of gas, PV/T is constant.",
        "Volume varies inversely with pressure and directly with absolute temperature.",
        "All temperatures in gas-law ratios must be in kelvin.",
      ],
      realWorld:
        "Radiosonde balloons swell to many times their launch volume and burst at roughly 30 km, after which the instrument parachutes down.",
    };
  },
};

const GASES = [
  { name: "nitrogen", formula: "N_2", molarMass: 28.01 },
  { name: "oxygen", formula: "O_2", molarMass: 32 },
  { name: "helium", formula: "He", molarMass: 4.003 },
  { name: "argon", formula: "Ar", molarMass: 39.95 },
  { name: "carbon dioxide", formula: "CO_2", molarMass: 44.01 },
  { name: "hydrogen", formula: "H_2", molarMass: 2.016 },
  { name: "neon", formula: "Ne", molarMass: 20.18 },
  { name: "methane", formula: "CH_4", molarMass: 16.04 },
] as const;

const rmsSpeed: ProblemTemplate = {
  id: "gas-laws.rms-speed",
  subtopic: "gas-laws",
  levels: ["algebra", "calculus"],
  title: "Root-mean-square speed of gas molecules",
  generate(random, level) {
    const gas = random.pick(GASES);
    const celsius = random.between(5, 150, 0.1);
    const molarMassGrams = gas.molarMass;

    const kelvin = celsiusToKelvin(celsius);
    const molarMass = molarMassGrams / 1000;
    const meanSquareSpeed = (3 * GAS_CONSTANT * kelvin) / molarMass;
    const speed = Math.sqrt(meanSquareSpeed);
    const origin =
      level === "calculus"
        ? " (Equipartition gives each molecule an average kinetic energy $\\tfrac{1}{2}m\\langle v^2\\rangle = \\tfrac{3}{2}k_BT$.)"
        : "";

    return {
      statement:
        `A container holds ${gas.name} gas ($\\mathrm{${gas.formula}}$, molar mass $M = ${showGiven(molarMassGrams, "g/mol")}$) at ` +
        `$T = ${showGiven(celsius, "degC")}$. What is the root-mean-square speed of its molecules, in m/s?${origin} ` +
        "Use $R = 8.314\\ \\mathrm{J/(mol\\cdot K)}$.",
      knowns: [
        known({ symbol: "M", name: `molar mass of ${gas.name}`, value: molarMassGrams, unit: "g/mol" }),
        known({ symbol: "T", name: "gas temperature", value: celsius, unit: "degC" }),
      ],
      unknown: { symbol: "v_\\text{rms}", name: "root-mean-square speed", unit: "m/s" },
      answer: { value: speed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Use SI units: temperature in kelvin, molar mass in kg/mol.",
          equation: "T = T_{^\\circ\\mathrm{C}} + 273.15,\\quad M = \\frac{M_\\text{g/mol}}{1000}",
          substitution: `T = ${show(kelvin, "K", 5)},\\quad M = ${show(molarMass, "kg/mol", 4)}`,
          result: { symbol: "M", value: molarMass, unit: "kg/mol" },
        }),
        solutionStep({
          principle: "Average translational kinetic energy per mole is (3/2)RT, so ½M⟨v²⟩ = (3/2)RT.",
          equation: "v_\\text{rms} = \\sqrt{\\langle v^2\\rangle} = \\sqrt{\\frac{3RT}{M}}",
          substitution: `v_\\text{rms} = \\sqrt{\\frac{3(${show(GAS_CONSTANT, "J/mol/K", 4)})(${show(kelvin, "K", 5)})}{${show(molarMass, "kg/mol", 4)}}} = ${show(speed, "m/s")}`,
          result: { symbol: "v_\\text{rms}", value: speed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "At the same temperature, do light helium atoms or heavy carbon dioxide molecules move faster on average?",
          explanation:
            "Helium. At the same temperature all gases have the same average kinetic energy, so lighter particles must move faster: v_rms ∝ 1/√M.",
        },
        steps: [
          tutorStep({
            prompt: "What is the temperature in kelvin?",
            description: "Temperature in kelvin",
            expected: { value: kelvin, unit: "K" },
            tolerance: 0.002,
            hints: [
              "Kinetic theory uses absolute temperature.",
              "Add 273.15.",
              `Compute ${given(celsius)} + 273.15.`,
            ],
          }),
          tutorStep({
            prompt: "What is the molar mass in kg/mol?",
            description: "Molar mass in SI units",
            expected: { value: molarMass, unit: "kg/mol" },
            hints: [
              "R is in joules, which are kg·m²/s².",
              "1 g = 0.001 kg.",
              `Divide ${given(molarMassGrams)} by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "What is the mean square speed $\\langle v^2\\rangle = 3RT/M$, in m²/s²?",
            description: "Mean square speed",
            expected: { value: meanSquareSpeed, unit: "m^2/s^2" },
            hints: [
              "From ½M⟨v²⟩ = (3/2)RT.",
              "Multiply 3, R and T, then divide by M in kg/mol.",
              `Compute 3 × 8.314 × ${num(kelvin, 5)} / ${num(molarMass, 4)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the root-mean-square speed, in m/s?",
            description: "Root-mean-square speed",
            expected: { value: speed, unit: "m/s" },
            hints: [
              "'Root mean square' means the square root of the mean of v².",
              "Take the square root of your last result.",
              `Compute √${num(meanSquareSpeed)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "molar-mass-in-grams",
          description: "Used the molar mass in g/mol instead of kg/mol.",
          wrongAnswer: { value: Math.sqrt((3 * GAS_CONSTANT * kelvin) / molarMassGrams), unit: "m/s" },
          feedback:
            "With R in J/(mol·K) the molar mass must be in kg/mol; otherwise the speed is √1000 ≈ 32 times too small.",
        }),
        mistake({
          id: "celsius-temperature",
          description: "Used the temperature in °C.",
          wrongAnswer: { value: Math.sqrt((3 * GAS_CONSTANT * celsius) / molarMass), unit: "m/s" },
          feedback: "Kinetic energy is proportional to absolute temperature; convert to kelvin.",
        }),
        mistake({
          id: "forgot-square-root",
          description: "Gave 3RT/M without taking the square root.",
          wrongAnswer: { value: meanSquareSpeed, unit: "m/s" },
          feedback: "3RT/M is the mean of v²; the rms speed is its square root.",
        }),
      ],
      keyConcepts: [
        "The average translational kinetic energy of a gas molecule is (3/2)k_BT.",
        "v_rms = √(3RT/M) with M in kg/mol and T in kelvin.",
        "At a given temperature, lighter molecules move faster.",
      ],
      realWorld:
        "Molecular speeds of hundreds of metres per second explain why helium escapes Earth's atmosphere over geological time while nitrogen stays.",
    };
  },
};

const AIR_MOLAR_MASS = 0.02897;

const isothermalAtmosphere: ProblemTemplate = {
  id: "gas-laws.isothermal-atmosphere",
  subtopic: "gas-laws",
  levels: ["calculus"],
  title: "Air pressure at altitude in an isothermal atmosphere",
  generate(random) {
    const seaLevelPressure = random.between(100, 103, 0.1);
    const temperature = random.between(250, 290, 1);
    const altitudeKilometres = random.between(3, 7, 0.1);
    const molarMass = AIR_MOLAR_MASS;
    const gravity = EARTH_GRAVITY;

    const altitude = altitudeKilometres * 1000;
    const scaleHeight = (GAS_CONSTANT * temperature) / (molarMass * gravity);
    const exponent = altitude / scaleHeight;
    const decayFactor = Math.exp(-exponent);
    const pressure = seaLevelPressure * decayFactor;

    return {
      statement:
        "Model the atmosphere as an ideal gas at a single temperature in hydrostatic equilibrium, " +
        "$\\frac{dP}{dh} = -\\rho g$ with $\\rho = \\frac{PM}{RT}$. " +
        `Take $P_0 = ${showGiven(seaLevelPressure, "kPa")}$ at sea level, $T = ${showGiven(temperature, "K")}$, ` +
        `$M = ${showGiven(molarMass, "kg/mol")}$ for air and $g = ${showGiven(gravity, "m/s^2")}$. ` +
        `What is the pressure, in kPa, at an altitude of $h = ${showGiven(altitudeKilometres, "km")}$? Use $R = 8.314\\ \\mathrm{J/(mol\\cdot K)}$.`,
      knowns: [
        known({ symbol: "P_0", name: "sea-level pressure", value: seaLevelPressure, unit: "kPa" }),
        known({ symbol: "T", name: "air temperature", value: temperature, unit: "K" }),
        known({ symbol: "M", name: "molar mass of air", value: molarMass, unit: "kg/mol" }),
        known({ symbol: "g", name: "free-fall acceleration", value: gravity, unit: "m/s^2" }),
        known({ symbol: "h", name: "altitude", value: altitudeKilometres, unit: "km" }),
      ],
      unknown: { symbol: "P", name: "pressure at altitude", unit: "kPa" },
      answer: { value: pressure, unit: "kPa" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Substitute ρ = PM/(RT), separate variables and integrate from sea level: dP/P = −(Mg/RT)dh.",
          equation:
            "\\int_{P_0}^{P}\\frac{dP'}{P'} = -\\frac{Mg}{RT}\\int_0^h dh' \\;\\Rightarrow\\; P = P_0\\,e^{-h/H},\\quad H = \\frac{RT}{Mg}",
          substitution: `H = \\frac{(${show(GAS_CONSTANT, "J/mol/K", 4)})(${showGiven(temperature, "K")})}{(${showGiven(molarMass, "kg/mol")})(${showGiven(gravity, "m/s^2")})} = ${show(scaleHeight, "m")}`,
          result: { symbol: "H", value: scaleHeight, unit: "m" },
        }),
        solutionStep({
          principle: "Evaluate the exponential decay at the given altitude (in metres).",
          equation: "P = P_0\\,e^{-h/H}",
          substitution: `P = (${showGiven(seaLevelPressure, "kPa")})\\,e^{-${show(altitude, "m")}/${show(scaleHeight, "m")}} = ${show(pressure, "kPa")}`,
          result: { symbol: "P", value: pressure, unit: "kPa" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why doesn't air pressure fall by the same amount for every kilometre you climb?",
          explanation:
            "The air's density is proportional to its pressure. Higher up there is less air above and it is thinner, so each kilometre removes a fixed fraction of the pressure, not a fixed amount.",
        },
        steps: [
          tutorStep({
            prompt: "What is the altitude in metres?",
            description: "Altitude in metres",
            expected: { value: altitude, unit: "m" },
            hints: [
              "Use SI units throughout.",
              "1 km = 1000 m.",
              `Multiply ${given(altitudeKilometres)} by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "What is the scale height $H = RT/(Mg)$, in metres?",
            description: "Scale height",
            expected: { value: scaleHeight, unit: "m" },
            hints: [
              "Integrating dP/P = −(Mg/RT)dh gives an exponential with this length scale.",
              "Divide RT by Mg.",
              `Compute 8.314 × ${given(temperature)} / (${given(molarMass)} × ${given(gravity)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is the exponent $h/H$?",
            description: "Altitude in scale heights",
            expected: { value: exponent, unit: "" },
            hints: [
              "The exponent is dimensionless.",
              "Divide the altitude by the scale height, both in metres.",
              `Compute ${num(altitude)} / ${num(scaleHeight)}.`,
            ],
          }),
          tutorStep({
            prompt: "What fraction $e^{-h/H}$ of the sea-level pressure remains?",
            description: "Pressure fraction",
            expected: { value: decayFactor, unit: "" },
            hints: [
              "Evaluate the exponential.",
              "Remember the minus sign: the fraction is below 1.",
              `Compute e^(−${num(exponent)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is the pressure at this altitude, in kPa?",
            description: "Pressure at altitude",
            expected: { value: pressure, unit: "kPa" },
            hints: [
              "Scale the sea-level pressure by the fraction.",
              "P = P₀e^{−h/H}.",
              `Compute ${given(seaLevelPressure)} × ${num(decayFactor)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "constant-density",
          description: "Treated the air density as constant, giving a straight-line drop P₀(1 − h/H).",
          wrongAnswer: { value: seaLevelPressure * (1 - exponent), unit: "kPa" },
          feedback: "Density falls with pressure, so the pressure decays exponentially rather than linearly.",
        }),
        mistake({
          id: "lost-minus-sign",
          description: "Dropped the minus sign, so the pressure grows with altitude.",
          wrongAnswer: { value: seaLevelPressure * Math.exp(exponent), unit: "kPa" },
          feedback: "dP/dh = −ρg: pressure decreases going up, so the exponent is negative.",
        }),
        mistake({
          id: "altitude-in-kilometres",
          description: "Used the altitude in kilometres with the scale height in metres.",
          wrongAnswer: { value: seaLevelPressure * Math.exp(-altitudeKilometres / scaleHeight), unit: "kPa" },
          feedback: "h and H must be in the same unit; H = RT/(Mg) comes out in metres.",
        }),
      ],
      keyConcepts: [
        "Hydrostatic equilibrium: dP/dh = −ρg.",
        "For an isothermal ideal-gas atmosphere, P = P₀e^{−h/H} with scale height H = RT/(Mg).",
        "Pressure falls by a constant fraction per unit height, not a constant amount.",
      ],
      realWorld:
        "Aircraft altimeters convert measured pressure to altitude with this kind of model, and climbers feel the thin air: at about 5.5 km the pressure is roughly half that at sea level.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  heatedGasCylinder,
  heliumBalloonMass,
  weatherBalloonVolume,
  rmsSpeed,
  isothermalAtmosphere,
];
