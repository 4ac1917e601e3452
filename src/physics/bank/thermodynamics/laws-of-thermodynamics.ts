/**
 * Laws of Thermodynamics: the first law with work and heat, heat engines, refrigerators,
 * adiabatic and isothermal processes of an ideal gas.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { celsiusToKelvin, GAS_CONSTANT } from "./constants";
import { given, num, show, showGiven, tidy } from "./template-helpers";

const isobaricFirstLaw: ProblemTemplate = {
  id: "laws-of-thermodynamics.isobaric-first-law",
  subtopic: "laws-of-thermodynamics",
  levels: ["high-school", "algebra"],
  title: "Internal energy change of a gas pushing a piston",
  generate(random) {
    const pressureKilopascals = random.between(100, 300, 5);
    const initialVolume = random.between(2, 5, 0.1);
    const finalVolume = tidy(initialVolume + random.between(1, 4, 0.1));
    const heatKilojoules = random.between(1.5, 3, 0.05);

    const pressure = pressureKilopascals * 1000;
    const volumeChange = (finalVolume - initialVolume) / 1000;
    const work = pressure * volumeChange;
    const heat = heatKilojoules * 1000;
    const internalEnergyChange = heat - work;

    return {
      statement:
        `A gas in a cylinder is heated with $Q = ${showGiven(heatKilojoules, "kJ")}$ while it pushes a piston out at a ` +
        `constant pressure $P = ${showGiven(pressureKilopascals, "kPa")}$, expanding from $V_1 = ${showGiven(initialVolume, "L")}$ ` +
        `to $V_2 = ${showGiven(finalVolume, "L")}$. By how many joules does the internal energy of the gas change?`,
      knowns: [
        known({ symbol: "Q", name: "heat added to the gas", value: heatKilojoules, unit: "kJ" }),
        known({ symbol: "P", name: "pressure of the gas", value: pressureKilopascals, unit: "kPa" }),
        known({ symbol: "V_1", name: "initial volume", value: initialVolume, unit: "L" }),
        known({ symbol: "V_2", name: "final volume", value: finalVolume, unit: "L" }),
      ],
      unknown: { symbol: "\\Delta U", name: "change in internal energy", unit: "J" },
      answer: { value: internalEnergyChange, unit: "J" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "At constant pressure the work done by the gas is pressure times the change in volume (SI units: 1 L = 10⁻³ m³).",
          equation: "W = P\\,(V_2 - V_1)",
          substitution: `W = (${show(pressure, "Pa")})(${show(volumeChange, "m^3")}) = ${show(work, "J")}`,
          result: { symbol: "W", value: work, unit: "J" },
        }),
        solutionStep({
          principle: "First law of thermodynamics: heat added minus work done by the gas.",
          equation: "\\Delta U = Q - W",
          substitution: `\\Delta U = ${show(heat, "J")} - ${show(work, "J")} = ${show(internalEnergyChange, "J")}`,
          result: { symbol: "\\Delta U", value: internalEnergyChange, unit: "J" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "A gas is heated and at the same time pushes a piston outward. Does all the added heat go into raising the gas's internal energy?",
          explanation:
            "No. Part of the energy leaves as work done on the piston; only the remainder, Q − W, stays in the gas as internal energy.",
        },
        steps: [
          tutorStep({
            prompt: "What is the pressure in pascals?",
            description: "Convert the pressure to pascals",
            expected: { value: pressure, unit: "Pa" },
            hints: [
              "Work out everything in SI units.",
              "1 kPa = 1000 Pa.",
              `Multiply ${given(pressureKilopascals)} by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "What is the change in volume in cubic metres?",
            description: "Volume change in m³",
            expected: { value: volumeChange, unit: "m^3" },
            hints: [
              "Find V₂ − V₁ first, in litres.",
              "1 L = 0.001 m³.",
              `Compute (${given(finalVolume)} − ${given(initialVolume)}) × 0.001.`,
            ],
          }),
          tutorStep({
            prompt: "How much work does the gas do on the piston, in joules?",
            description: "Work done by the gas",
            expected: { value: work, unit: "J" },
            hints: [
              "At constant pressure, W = PΔV.",
              "Use pascals and cubic metres so the result is in joules.",
              `Compute ${num(pressure)} Pa × ${num(volumeChange)} m³.`,
            ],
          }),
          tutorStep({
            prompt: "What is the heat added in joules?",
            description: "Convert the heat to joules",
            expected: { value: heat, unit: "J" },
            hints: [
              "Keep every energy in the same unit.",
              "1 kJ = 1000 J.",
              `Multiply ${given(heatKilojoules)} by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "What is the change in internal energy of the gas, in joules?",
            description: "Apply the first law",
            expected: { value: internalEnergyChange, unit: "J" },
            hints: [
              "Energy in as heat, energy out as work.",
              "ΔU = Q − W, with W the work done by the gas.",
              `Compute ${num(heat)} J − ${num(work)} J.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "added-work",
          description: "Added the work instead of subtracting it (ΔU = Q + W).",
          wrongAnswer: { value: heat + work, unit: "J" },
          feedback:
            "The gas does work on the piston, so energy leaves the gas: ΔU = Q − W when W is work done by the gas.",
        }),
        mistake({
          id: "litres-as-cubic-metres",
          description: "Used the volume change in litres as if it were in cubic metres.",
          wrongAnswer: { value: heat - pressure * (finalVolume - initialVolume), unit: "J" },
          feedback: "Pa × m³ gives joules; convert litres to cubic metres (1 L = 0.001 m³) first.",
        }),
        mistake({
          id: "used-final-volume",
          description: "Used the final volume instead of the change in volume for the work.",
          wrongAnswer: { value: heat - pressure * (finalVolume / 1000), unit: "J" },
          feedback: "The work is P times the change in volume, V₂ − V₁, not P times V₂.",
        }),
      ],
      keyConcepts: [
        "First law: ΔU = Q − W, where W is the work done by the system.",
        "At constant pressure the work done by a gas is W = PΔV.",
        "Pascals times cubic metres give joules.",
      ],
      realWorld:
        "In a steam engine or the power stroke of a car engine, heat added to a gas is partly turned into work on a piston.",
    };
  },
};

const enginePowerOutput: ProblemTemplate = {
  id: "laws-of-thermodynamics.engine-power-output",
  subtopic: "laws-of-thermodynamics",
  levels: ["high-school", "algebra"],
  title: "Power output of a heat engine",
  generate(random) {
    const heatInKilojoules = random.between(2, 6, 0.1);
    const heatOutKilojoules = tidy(heatInKilojoules * random.between(0.65, 0.8, 0.01));
    const cyclesPerSecond = random.between(20, 50, 1);

    const workKilojoules = heatInKilojoules - heatOutKilojoules;
    const efficiency = workKilojoules / heatInKilojoules;
    const inputPower = heatInKilojoules * cyclesPerSecond;
    const power = workKilojoules * cyclesPerSecond;

    return {
      statement:
        `In each cycle an engine takes in $Q_H = ${showGiven(heatInKilojoules, "kJ")}$ of heat from burning fuel and ` +
        `rejects $Q_C = ${showGiven(heatOutKilojoules, "kJ")}$ to the exhaust and cooling system. It runs through ` +
        `$f = ${showGiven(cyclesPerSecond, "Hz")}$ (cycles per second). What is its mechanical power output in kilowatts?`,
      knowns: [
        known({ symbol: "Q_H", name: "heat taken in per cycle", value: heatInKilojoules, unit: "kJ" }),
        known({ symbol: "Q_C", name: "heat rejected per cycle", value: heatOutKilojoules, unit: "kJ" }),
        known({ symbol: "f", name: "cycle rate", value: cyclesPerSecond, unit: "Hz" }),
      ],
      unknown: { symbol: "P", name: "mechanical power output", unit: "kW" },
      answer: { value: power, unit: "kW" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Over a full cycle the engine returns to its starting state (ΔU = 0), so by the first law the work out equals heat in minus heat out.",
          equation: "W = Q_H - Q_C",
          substitution: `W = ${showGiven(heatInKilojoules, "kJ")} - ${showGiven(heatOutKilojoules, "kJ")} = ${show(workKilojoules, "kJ")}`,
          result: { symbol: "W", value: workKilojoules, unit: "kJ" },
        }),
        solutionStep({
          principle: "Power is work per unit time: work per cycle times cycles per second (kJ/s = kW).",
          equation: "P = W f",
          substitution: `P = (${show(workKilojoules, "kJ")})(${showGiven(cyclesPerSecond, "Hz")}) = ${show(power, "kW")}`,
          result: { symbol: "P", value: power, unit: "kW" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why can't a car engine turn all the heat from burning fuel into work?",
          explanation:
            "The second law: a heat engine must reject some heat to a colder reservoir (exhaust and radiator). Only the difference Q_H − Q_C becomes work.",
        },
        steps: [
          tutorStep({
            prompt: "How much work does the engine do in one cycle, in kJ?",
            description: "Work per cycle",
            expected: { value: workKilojoules, unit: "kJ" },
            hints: [
              "Energy is conserved over one full cycle.",
              "The work is the heat taken in minus the heat rejected.",
              `Compute ${given(heatInKilojoules)} − ${given(heatOutKilojoules)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the engine's efficiency (as a decimal)?",
            description: "Efficiency",
            expected: { value: efficiency, unit: "" },
            hints: [
              "Efficiency compares what you get to what you pay for.",
              "e = W / Q_H.",
              `Compute ${num(workKilojoules)} / ${given(heatInKilojoules)}.`,
            ],
          }),
          tutorStep({
            prompt: "At what rate does the engine take in heat, in kW?",
            description: "Heat input rate",
            expected: { value: inputPower, unit: "kW" },
            hints: [
              "Multiply the heat per cycle by the number of cycles per second.",
              "kJ per second is kW.",
              `Compute ${given(heatInKilojoules)} kJ × ${given(cyclesPerSecond)} /s.`,
            ],
          }),
          tutorStep({
            prompt: "What is the mechanical power output in kW?",
            description: "Power output",
            expected: { value: power, unit: "kW" },
            hints: [
              "Only the efficiency fraction of the heat input rate becomes work.",
              "P = e × (heat input rate), or work per cycle × cycles per second.",
              `Compute ${num(workKilojoules)} kJ × ${given(cyclesPerSecond)} /s.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-heat-input",
          description: "Multiplied the heat input per cycle by the cycle rate, ignoring the rejected heat.",
          wrongAnswer: { value: inputPower, unit: "kW" },
          feedback: "That is the rate at which heat comes in; only Q_H − Q_C per cycle becomes work.",
        }),
        mistake({
          id: "used-heat-rejected",
          description: "Multiplied the rejected heat by the cycle rate.",
          wrongAnswer: { value: heatOutKilojoules * cyclesPerSecond, unit: "kW" },
          feedback: "Q_C is the heat thrown away, not the work done; the work per cycle is Q_H − Q_C.",
        }),
        mistake({
          id: "divided-by-rate",
          description: "Divided the work per cycle by the number of cycles per second.",
          wrongAnswer: { value: workKilojoules / cyclesPerSecond, unit: "kW" },
          feedback: "More cycles per second means more power: multiply the work per cycle by the cycle rate.",
        }),
      ],
      keyConcepts: [
        "Over a full cycle ΔU = 0, so the work out is W = Q_H − Q_C.",
        "Efficiency is e = W / Q_H, always less than 1 for a heat engine.",
        "Power is energy per cycle times cycles per second.",
      ],
      realWorld:
        "A typical petrol car engine turns only about a quarter to a third of its fuel's energy into work; the rest leaves through the exhaust and radiator.",
    };
  },
};

const carnotRefrigerator: ProblemTemplate = {
  id: "laws-of-thermodynamics.carnot-refrigerator",
  subtopic: "laws-of-thermodynamics",
  levels: ["algebra", "calculus"],
  title: "Minimum power to run a freezer",
  generate(random) {
    const coldCelsius = random.between(-25, -5, 1);
    const hotCelsius = random.between(20, 30, 1);
    const heatRemovalRate = random.between(100, 300, 5);

    const coldKelvin = celsiusToKelvin(coldCelsius);
    const hotKelvin = celsiusToKelvin(hotCelsius);
    const coefficientOfPerformance = coldKelvin / (hotKelvin - coldKelvin);
    const power = heatRemovalRate / coefficientOfPerformance;

    return {
      statement:
        `A freezer keeps its interior at $T_C = ${showGiven(coldCelsius, "degC")}$ in a kitchen at ` +
        `$T_H = ${showGiven(hotCelsius, "degC")}$. Heat leaks in through its walls at $\\dot Q_C = ${showGiven(heatRemovalRate, "W")}$, ` +
        "which it must pump out. What is the minimum electrical power, in watts, the freezer needs, assuming an ideal (Carnot) refrigerator?",
      knowns: [
        known({ symbol: "T_C", name: "freezer temperature", value: coldCelsius, unit: "degC" }),
        known({ symbol: "T_H", name: "kitchen temperature", value: hotCelsius, unit: "degC" }),
        known({ symbol: "\\dot Q_C", name: "rate of heat removal", value: heatRemovalRate, unit: "W" }),
      ],
      unknown: { symbol: "P", name: "minimum electrical power", unit: "W" },
      answer: { value: power, unit: "W" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Carnot relations need absolute temperatures.",
          equation: "T = T_{^\\circ\\mathrm{C}} + 273.15",
          substitution: `T_C = ${show(coldKelvin, "K", 5)},\\quad T_H = ${show(hotKelvin, "K", 5)}`,
          result: { symbol: "T_C", value: coldKelvin, unit: "K" },
        }),
        solutionStep({
          principle: "The best possible coefficient of performance of a refrigerator is the Carnot value.",
          equation: "K_\\text{C} = \\frac{T_C}{T_H - T_C}",
          substitution: `K_\\text{C} = \\frac{${show(coldKelvin, "K", 5)}}{${show(hotKelvin, "K", 5)} - ${show(coldKelvin, "K", 5)}} = ${show(coefficientOfPerformance, "")}`,
          result: { symbol: "K_\\text{C}", value: coefficientOfPerformance, unit: "" },
        }),
        solutionStep({
          principle:
            "The coefficient of performance is heat removed per unit of work, so the power needed is the heat-removal rate divided by it.",
          equation: "P = \\frac{\\dot Q_C}{K_\\text{C}}",
          substitution: `P = \\frac{${showGiven(heatRemovalRate, "W")}}{${show(coefficientOfPerformance, "")}} = ${show(power, "W")}`,
          result: { symbol: "P", value: power, unit: "W" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Would an ideal freezer need more or less power if the kitchen were hotter, everything else the same? Why?",
          explanation:
            "More: pumping heat across a bigger temperature difference costs more work per joule moved, since the Carnot coefficient of performance T_C/(T_H − T_C) falls.",
        },
        steps: [
          tutorStep({
            prompt: "What is the freezer temperature in kelvin?",
            description: "Freezer temperature in kelvin",
            expected: { value: coldKelvin, unit: "K" },
            tolerance: 0.002,
            hints: [
              "Carnot formulas need absolute temperatures.",
              "Add 273.15 to the Celsius value.",
              `Compute ${given(coldCelsius)} + 273.15.`,
            ],
          }),
          tutorStep({
            prompt: "What is the kitchen temperature in kelvin?",
            description: "Kitchen temperature in kelvin",
            expected: { value: hotKelvin, unit: "K" },
            tolerance: 0.002,
            hints: ["Same conversion as before.", "Add 273.15.", `Compute ${given(hotCelsius)} + 273.15.`],
          }),
          tutorStep({
            prompt: "What is the Carnot coefficient of performance $T_C / (T_H - T_C)$?",
            description: "Carnot coefficient of performance",
            expected: { value: coefficientOfPerformance, unit: "" },
            hints: [
              "For a refrigerator the useful output is the heat removed from the cold side.",
              "Divide the cold temperature by the temperature difference, both in kelvin.",
              `Compute ${num(coldKelvin, 5)} / (${num(hotKelvin, 5)} − ${num(coldKelvin, 5)}).`,
            ],
          }),
          tutorStep({
            prompt: "What minimum electrical power in watts does the freezer need?",
            description: "Minimum power",
            expected: { value: power, unit: "W" },
            hints: [
              "The coefficient of performance is heat removed per joule of work.",
              "P = Q̇_C / K.",
              `Compute ${given(heatRemovalRate)} W / ${num(coefficientOfPerformance)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "heat-pump-coefficient",
          description: "Used the heat-pump coefficient T_H/(T_H − T_C) instead of the refrigerator's.",
          wrongAnswer: { value: (heatRemovalRate * (hotKelvin - coldKelvin)) / hotKelvin, unit: "W" },
          feedback:
            "A refrigerator's useful output is the heat taken from the cold side, so its coefficient is T_C/(T_H − T_C).",
        }),
        mistake({
          id: "celsius-temperatures",
          description: "Used Celsius temperatures in the Carnot formula.",
          wrongAnswer: { value: (heatRemovalRate * (hotCelsius - coldCelsius)) / coldCelsius, unit: "W" },
          feedback: "Carnot ratios only work with absolute temperatures; convert to kelvin first.",
        }),
        mistake({
          id: "multiplied-by-coefficient",
          description:
            "Multiplied the heat-removal rate by the coefficient of performance instead of dividing.",
          wrongAnswer: { value: heatRemovalRate * coefficientOfPerformance, unit: "W" },
          feedback:
            "K = Q̇_C / P, so P = Q̇_C / K: a good refrigerator needs less power than the heat it moves.",
        }),
      ],
      keyConcepts: [
        "A refrigerator moves heat from cold to hot only with work input (second law).",
        "The best possible coefficient of performance is T_C / (T_H − T_C), with temperatures in kelvin.",
        "Power needed = heat-removal rate ÷ coefficient of performance.",
      ],
      realWorld:
        "Real freezers reach roughly a third to a half of the Carnot coefficient of performance; the Carnot limit shows how much room is left for better compressors.",
    };
  },
};

const AIR_HEAT_CAPACITY_RATIO = 1.4;

const adiabaticCompression: ProblemTemplate = {
  id: "laws-of-thermodynamics.adiabatic-compression",
  subtopic: "laws-of-thermodynamics",
  levels: ["algebra", "calculus"],
  title: "Air temperature after compression in a diesel engine",
  generate(random, level) {
    const initialCelsius = random.between(15, 40, 0.5);
    const compressionRatio = random.between(14, 22, 0.1);
    const heatCapacityRatio = AIR_HEAT_CAPACITY_RATIO;

    const initialKelvin = celsiusToKelvin(initialCelsius);
    const exponent = heatCapacityRatio - 1;
    const temperatureFactor = compressionRatio ** exponent;
    const finalKelvin = initialKelvin * temperatureFactor;
    const derivationNote =
      level === "calculus"
        ? " Start from the first law with $dQ = 0$: $nC_V\\,dT = -P\\,dV = -\\frac{nRT}{V}dV$, and integrate."
        : " Use $TV^{\\gamma-1} = \\text{constant}$ for a reversible adiabatic process.";

    return {
      statement:
        `In a diesel engine, air enters the cylinder at $T_1 = ${showGiven(initialCelsius, "degC")}$ and is compressed so quickly ` +
        `that no heat escapes, with compression ratio $V_1/V_2 = ${showGiven(compressionRatio, "")}$. Treat the air as an ideal gas ` +
        `with $\\gamma = ${showGiven(heatCapacityRatio, "")}$. What is its temperature, in kelvin, at the end of compression?${derivationNote}`,
      knowns: [
        known({ symbol: "T_1", name: "initial air temperature", value: initialCelsius, unit: "degC" }),
        known({ symbol: "r", name: "compression ratio V₁/V₂", value: compressionRatio, unit: "" }),
        known({ symbol: "\\gamma", name: "heat capacity ratio of air", value: heatCapacityRatio, unit: "" }),
      ],
      unknown: { symbol: "T_2", name: "temperature after compression", unit: "K" },
      answer: { value: finalKelvin, unit: "K" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Gas-law relations need absolute temperature.",
          equation: "T_1 = T_{1,^\\circ\\mathrm{C}} + 273.15",
          substitution: `T_1 = ${showGiven(initialCelsius, "degC")} + 273.15 = ${show(initialKelvin, "K", 5)}`,
          result: { symbol: "T_1", value: initialKelvin, unit: "K" },
        }),
        solutionStep({
          principle:
            level === "calculus"
              ? "Adiabatic (dQ = 0): nC_V dT = −(nRT/V)dV; integrating with R/C_V = γ − 1 gives TV^{γ−1} = constant."
              : "For a reversible adiabatic process of an ideal gas, TV^{γ−1} stays constant.",
          equation: "T_2 = T_1 \\left(\\frac{V_1}{V_2}\\right)^{\\gamma - 1}",
          substitution: `T_2 = (${show(initialKelvin, "K", 5)})(${given(compressionRatio)})^{${num(exponent, 2)}} = ${show(finalKelvin, "K")}`,
          result: { symbol: "T_2", value: finalKelvin, unit: "K" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why does air get hot when it is compressed quickly, even though no heat is added?",
          explanation:
            "The piston does work on the gas; with no time for heat to escape (Q = 0), the first law gives ΔU = W_on > 0, so the temperature rises.",
        },
        steps: [
          tutorStep({
            prompt: "What is the initial temperature in kelvin?",
            description: "Initial temperature in kelvin",
            expected: { value: initialKelvin, unit: "K" },
            tolerance: 0.002,
            hints: [
              "Gas laws need absolute temperature.",
              "Add 273.15.",
              `Compute ${given(initialCelsius)} + 273.15.`,
            ],
          }),
          tutorStep({
            prompt: "What exponent $\\gamma - 1$ goes on the volume ratio?",
            description: "Adiabatic exponent",
            expected: { value: exponent, unit: "" },
            hints: [
              "In TV^{γ−1} = constant, the exponent on V is γ − 1.",
              "Subtract 1 from γ.",
              `Compute ${given(heatCapacityRatio)} − 1.`,
            ],
          }),
          tutorStep({
            prompt: "By what factor $(V_1/V_2)^{\\gamma-1}$ does the temperature rise?",
            description: "Temperature factor",
            expected: { value: temperatureFactor, unit: "" },
            hints: [
              "T₂/T₁ = (V₁/V₂)^{γ−1}.",
              "Raise the compression ratio to the power you just found.",
              `Compute ${given(compressionRatio)}^${num(exponent, 2)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the temperature at the end of compression, in kelvin?",
            description: "Final temperature",
            expected: { value: finalKelvin, unit: "K" },
            hints: [
              "Multiply the initial absolute temperature by the factor.",
              "T₂ = T₁ (V₁/V₂)^{γ−1}.",
              `Compute ${num(initialKelvin, 5)} K × ${num(temperatureFactor)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "celsius-temperature",
          description: "Used the initial temperature in °C.",
          wrongAnswer: { value: initialCelsius * temperatureFactor, unit: "K" },
          feedback: "Temperature ratios require kelvin; convert T₁ before multiplying.",
        }),
        mistake({
          id: "exponent-gamma",
          description: "Used γ instead of γ − 1 as the exponent.",
          wrongAnswer: { value: initialKelvin * compressionRatio ** heatCapacityRatio, unit: "K" },
          feedback: "PV^γ is constant, but for temperature and volume the relation is TV^{γ−1} = constant.",
        }),
        mistake({
          id: "pressure-ratio-exponent",
          description: "Used the exponent (γ − 1)/γ, which belongs with a pressure ratio.",
          wrongAnswer: {
            value: initialKelvin * compressionRatio ** (exponent / heatCapacityRatio),
            unit: "K",
          },
          feedback: "(γ − 1)/γ is the exponent for P₂/P₁; with a volume ratio use γ − 1.",
        }),
      ],
      keyConcepts: [
        "In an adiabatic process Q = 0, so work done on the gas raises its internal energy.",
        "For a reversible adiabatic ideal-gas process TV^{γ−1} and PV^γ stay constant.",
        "Ratios of temperatures must use kelvin.",
      ],
      realWorld:
        "Diesel engines have no spark plugs: compression alone heats the air above the fuel's auto-ignition temperature (about 500 K).",
    };
  },
};

const isothermalExpansionHeat: ProblemTemplate = {
  id: "laws-of-thermodynamics.isothermal-expansion-heat",
  subtopic: "laws-of-thermodynamics",
  levels: ["calculus"],
  title: "Heat absorbed in a slow isothermal expansion",
  generate(random) {
    const moles = random.between(0.5, 3, 0.1);
    const celsius = random.between(20, 80, 1);
    const initialVolume = random.between(2, 8, 0.5);
    const finalVolume = tidy(initialVolume * random.between(1.5, 4, 0.25));

    const kelvin = celsiusToKelvin(celsius);
    const volumeRatio = finalVolume / initialVolume;
    const logarithm = Math.log(volumeRatio);
    const energyScale = moles * GAS_CONSTANT * kelvin;
    const heat = energyScale * logarithm;

    return {
      statement:
        `A cylinder in a water bath at $T = ${showGiven(celsius, "degC")}$ holds $n = ${showGiven(moles, "mol")}$ of an ideal gas. ` +
        `The gas expands slowly from $V_1 = ${showGiven(initialVolume, "L")}$ to $V_2 = ${showGiven(finalVolume, "L")}$, ` +
        "staying at the bath temperature. Using $W = \\int_{V_1}^{V_2} P\\,dV$, find the heat, in joules, that the gas absorbs from the bath. " +
        "Use $R = 8.314\\ \\mathrm{J/(mol\\cdot K)}$.",
      knowns: [
        known({ symbol: "n", name: "amount of gas", value: moles, unit: "mol" }),
        known({ symbol: "T", name: "bath temperature", value: celsius, unit: "degC" }),
        known({ symbol: "V_1", name: "initial volume", value: initialVolume, unit: "L" }),
        known({ symbol: "V_2", name: "final volume", value: finalVolume, unit: "L" }),
      ],
      unknown: { symbol: "Q", name: "heat absorbed", unit: "J" },
      answer: { value: heat, unit: "J" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "The ideal gas law needs absolute temperature.",
          equation: "T = T_{^\\circ\\mathrm{C}} + 273.15",
          substitution: `T = ${showGiven(celsius, "degC")} + 273.15 = ${show(kelvin, "K", 5)}`,
          result: { symbol: "T", value: kelvin, unit: "K" },
        }),
        solutionStep({
          principle: "With P = nRT/V and T constant, the work integral gives a logarithm.",
          equation: "W = \\int_{V_1}^{V_2} \\frac{nRT}{V}\\,dV = nRT\\ln\\frac{V_2}{V_1}",
          substitution: `W = (${showGiven(moles, "mol")})(${show(GAS_CONSTANT, "J/mol/K", 4)})(${show(kelvin, "K", 5)})\\ln\\frac{${showGiven(finalVolume, "L")}}{${showGiven(initialVolume, "L")}} = ${show(heat, "J")}`,
          result: { symbol: "W", value: heat, unit: "J" },
        }),
        solutionStep({
          principle:
            "An ideal gas's internal energy depends only on temperature, so ΔU = 0 and the first law gives Q = W.",
          equation: "Q = \\Delta U + W = W",
          substitution: `Q = 0 + ${show(heat, "J")} = ${show(heat, "J")}`,
          result: { symbol: "Q", value: heat, unit: "J" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "An ideal gas expands at constant temperature. What is the change in its internal energy, and what does that tell you about Q and W?",
          explanation:
            "ΔU = 0, because an ideal gas's internal energy depends only on temperature. The first law then says all the heat absorbed leaves as work: Q = W.",
        },
        steps: [
          tutorStep({
            prompt: "What is the gas temperature in kelvin?",
            description: "Temperature in kelvin",
            expected: { value: kelvin, unit: "K" },
            tolerance: 0.002,
            hints: [
              "The ideal gas law uses absolute temperature.",
              "Add 273.15.",
              `Compute ${given(celsius)} + 273.15.`,
            ],
          }),
          tutorStep({
            prompt: "What is $\\ln(V_2/V_1)$?",
            description: "Logarithm of the volume ratio",
            expected: { value: logarithm, unit: "" },
            hints: [
              "Integrating dV/V gives ln V.",
              "Evaluate ln V₂ − ln V₁ = ln(V₂/V₁); the litres cancel.",
              `Compute ln(${given(finalVolume)} / ${given(initialVolume)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is $nRT$ in joules?",
            description: "The energy scale nRT",
            expected: { value: energyScale, unit: "J" },
            hints: [
              "nRT is the constant that comes out of the integral.",
              "Use R = 8.314 J/(mol·K) and T in kelvin.",
              `Compute ${given(moles)} × 8.314 × ${num(kelvin, 5)}.`,
            ],
          }),
          tutorStep({
            prompt: "How much heat, in joules, does the gas absorb?",
            description: "Heat absorbed",
            expected: { value: heat, unit: "J" },
            hints: [
              "Q = W because ΔU = 0.",
              "W = nRT ln(V₂/V₁).",
              `Compute ${num(energyScale)} J × ${num(logarithm)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "constant-pressure-work",
          description: "Used W = P₁ΔV as if the pressure stayed at its initial value.",
          wrongAnswer: { value: energyScale * (volumeRatio - 1), unit: "J" },
          feedback:
            "The pressure falls as the gas expands at constant temperature; integrate P = nRT/V instead of using one pressure.",
        }),
        mistake({
          id: "base-ten-logarithm",
          description: "Used log₁₀ instead of the natural logarithm.",
          wrongAnswer: { value: energyScale * Math.log10(volumeRatio), unit: "J" },
          feedback: "∫dV/V = ln V, the natural logarithm.",
        }),
        mistake({
          id: "celsius-temperature",
          description: "Used the temperature in °C in nRT.",
          wrongAnswer: { value: moles * GAS_CONSTANT * celsius * logarithm, unit: "J" },
          feedback: "The ideal gas law needs absolute temperature in kelvin.",
        }),
      ],
      keyConcepts: [
        "Work done by a gas is W = ∫P dV; for an isothermal ideal gas this is nRT ln(V₂/V₁).",
        "An ideal gas's internal energy depends only on temperature, so ΔU = 0 when T is constant.",
        "In an isothermal expansion all the absorbed heat becomes work.",
      ],
      realWorld:
        "The isothermal expansion is one stroke of the Carnot cycle; slow expansions in contact with a large reservoir approach it.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  isobaricFirstLaw,
  enginePowerOutput,
  carnotRefrigerator,
  adiabaticCompression,
  isothermalExpansionHeat,
];
