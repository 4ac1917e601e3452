/**
 * Phase Changes: latent heat in heating curves, boiling, melting ice in a drink, evaporative
 * cooling, and the Clausius–Clapeyron relation for boiling points.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import {
  GAS_CONSTANT,
  ICE_SPECIFIC_HEAT,
  WATER_LATENT_FUSION,
  WATER_LATENT_VAPORIZATION,
  WATER_SPECIFIC_HEAT,
} from "./constants";
import { given, num, show, showGiven } from "./template-helpers";

const FUSION_KILOJOULES = WATER_LATENT_FUSION / 1000;
const VAPORIZATION_KILOJOULES = WATER_LATENT_VAPORIZATION / 1000;

const iceToWarmWater: ProblemTemplate = {
  id: "phase-changes.ice-to-warm-water",
  subtopic: "phase-changes",
  levels: ["high-school", "algebra"],
  title: "Heat to turn ice from the freezer into warm water",
  generate(random) {
    const massGrams = random.between(100, 800, 10);
    const iceCelsius = random.between(-30, -15, 1);
    const finalCelsius = random.between(10, 35, 1);
    const iceSpecificHeat = ICE_SPECIFIC_HEAT;
    const waterSpecificHeat = WATER_SPECIFIC_HEAT;
    const fusionKilojoules = FUSION_KILOJOULES;

    const mass = massGrams / 1000;
    const warmIce = (mass * iceSpecificHeat * (0 - iceCelsius)) / 1000;
    const melt = mass * fusionKilojoules;
    const warmWater = (mass * waterSpecificHeat * finalCelsius) / 1000;
    const total = warmIce + melt + warmWater;

    return {
      statement:
        `A block of ice of mass $m = ${showGiven(massGrams, "g")}$ is taken from a freezer at $T_1 = ${showGiven(iceCelsius, "degC")}$ ` +
        `and turned into liquid water at $T_2 = ${showGiven(finalCelsius, "degC")}$. How much heat, in kJ, does this take? ` +
        `Use $c_\\text{ice} = ${showGiven(iceSpecificHeat, "J/kg/K")}$, $L_f = ${showGiven(fusionKilojoules, "kJ/kg")}$ and ` +
        `$c_\\text{water} = ${showGiven(waterSpecificHeat, "J/kg/K")}$.`,
      knowns: [
        known({ symbol: "m", name: "mass of ice", value: massGrams, unit: "g" }),
        known({ symbol: "T_1", name: "initial ice temperature", value: iceCelsius, unit: "degC" }),
        known({ symbol: "T_2", name: "final water temperature", value: finalCelsius, unit: "degC" }),
        known({
          symbol: "c_\\text{ice}",
          name: "specific heat of ice",
          value: iceSpecificHeat,
          unit: "J/kg/K",
        }),
        known({
          symbol: "L_f",
          name: "latent heat of fusion of water",
          value: fusionKilojoules,
          unit: "kJ/kg",
        }),
        known({
          symbol: "c_\\text{water}",
          name: "specific heat of water",
          value: waterSpecificHeat,
          unit: "J/kg/K",
        }),
      ],
      unknown: { symbol: "Q", name: "total heat", unit: "kJ" },
      answer: { value: total, unit: "kJ" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Stage 1: warm the ice to its melting point, 0 °C (mass in kg).",
          equation: "Q_1 = m c_\\text{ice}(0 - T_1)",
          substitution: `Q_1 = (${show(mass, "kg")})(${showGiven(iceSpecificHeat, "J/kg/K")})(${show(-iceCelsius, "K")}) = ${show(warmIce, "kJ")}`,
          result: { symbol: "Q_1", value: warmIce, unit: "kJ" },
        }),
        solutionStep({
          principle: "Stage 2: melt the ice at constant temperature; this takes latent heat.",
          equation: "Q_2 = m L_f",
          substitution: `Q_2 = (${show(mass, "kg")})(${showGiven(fusionKilojoules, "kJ/kg")}) = ${show(melt, "kJ")}`,
          result: { symbol: "Q_2", value: melt, unit: "kJ" },
        }),
        solutionStep({
          principle: "Stage 3: warm the melted water from 0 °C to the final temperature.",
          equation: "Q_3 = m c_\\text{water}(T_2 - 0)",
          substitution: `Q_3 = (${show(mass, "kg")})(${showGiven(waterSpecificHeat, "J/kg/K")})(${show(finalCelsius, "K")}) = ${show(warmWater, "kJ")}`,
          result: { symbol: "Q_3", value: warmWater, unit: "kJ" },
        }),
        solutionStep({
          principle: "Add the three stages.",
          equation: "Q = Q_1 + Q_2 + Q_3",
          substitution: `Q = ${show(warmIce, "kJ")} + ${show(melt, "kJ")} + ${show(warmWater, "kJ")} = ${show(total, "kJ")}`,
          result: { symbol: "Q", value: total, unit: "kJ" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "While ice at 0 °C is melting, you keep adding heat. What happens to its temperature, and where does the energy go?",
          explanation:
            "The temperature stays at 0 °C until all the ice has melted; the energy (latent heat) goes into breaking the bonds of the crystal, not into raising the temperature.",
        },
        steps: [
          tutorStep({
            prompt: "What is the mass in kilograms?",
            description: "Mass in kilograms",
            expected: { value: mass, unit: "kg" },
            hints: [
              "Specific and latent heats are per kilogram.",
              "1 kg = 1000 g.",
              `Divide ${given(massGrams)} by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "How much heat, in kJ, warms the ice up to 0 °C?",
            description: "Warm the ice",
            expected: { value: warmIce, unit: "kJ" },
            hints: [
              "Use the specific heat of ice, not of water.",
              "Q₁ = mc_ice(0 − T₁).",
              `Compute ${num(mass)} × ${given(iceSpecificHeat)} × ${given(-iceCelsius)} / 1000.`,
            ],
          }),
          tutorStep({
            prompt: "How much heat, in kJ, melts the ice at 0 °C?",
            description: "Melt the ice",
            expected: { value: melt, unit: "kJ" },
            hints: [
              "Melting happens at constant temperature.",
              "Q₂ = mL_f.",
              `Compute ${num(mass)} kg × ${given(fusionKilojoules)} kJ/kg.`,
            ],
          }),
          tutorStep({
            prompt: "How much heat, in kJ, warms the melted water to the final temperature?",
            description: "Warm the water",
            expected: { value: warmWater, unit: "kJ" },
            hints: [
              "Now use the specific heat of liquid water.",
              "Q₃ = mc_water(T₂ − 0).",
              `Compute ${num(mass)} × ${given(waterSpecificHeat)} × ${given(finalCelsius)} / 1000.`,
            ],
          }),
          tutorStep({
            prompt: "What is the total heat, in kJ?",
            description: "Total heat",
            expected: { value: total, unit: "kJ" },
            hints: [
              "The stages happen one after another.",
              "Add Q₁, Q₂ and Q₃.",
              `Compute ${num(warmIce)} + ${num(melt)} + ${num(warmWater)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-latent-heat",
          description: "Left out the heat needed to melt the ice.",
          wrongAnswer: { value: warmIce + warmWater, unit: "kJ" },
          feedback:
            "Melting takes latent heat mL_f even though the temperature does not change; it is usually the largest term.",
        }),
        mistake({
          id: "water-specific-heat-for-ice",
          description: "Used the specific heat of liquid water for the ice stage.",
          wrongAnswer: {
            value: (mass * waterSpecificHeat * (0 - iceCelsius)) / 1000 + melt + warmWater,
            unit: "kJ",
          },
          feedback: "Ice has about half the specific heat of liquid water; use c_ice below 0 °C.",
        }),
        mistake({
          id: "forgot-gram-conversion",
          description: "Used the mass in grams instead of kilograms.",
          wrongAnswer: { value: total * 1000, unit: "kJ" },
          feedback: "Specific and latent heats are per kilogram; convert grams to kilograms.",
        }),
      ],
      keyConcepts: [
        "Heating through a phase change happens in stages: warm, change phase, warm again.",
        "During a phase change the temperature stays constant and Q = mL.",
        "Each phase has its own specific heat.",
      ],
      realWorld:
        "Melting ice absorbs as much heat as warming the same water by about 80 °C, which is why ice keeps drinks and cool boxes cold for so long.",
    };
  },
};

const boilAwayKettle: ProblemTemplate = {
  id: "phase-changes.boil-away-kettle",
  subtopic: "phase-changes",
  levels: ["high-school", "algebra"],
  title: "Time for a kettle to boil dry",
  generate(random) {
    const powerKilowatts = random.between(1.5, 3, 0.1);
    const mass = random.between(0.3, 1.5, 0.05);
    const initialCelsius = random.between(10, 25, 0.5);
    const waterSpecificHeat = WATER_SPECIFIC_HEAT;
    const vaporizationKilojoules = VAPORIZATION_KILOJOULES;

    const power = powerKilowatts * 1000;
    const heating = mass * waterSpecificHeat * (100 - initialCelsius);
    const boiling = mass * vaporizationKilojoules * 1000;
    const total = heating + boiling;
    const time = total / power;

    return {
      statement:
        `A kettle with a $P = ${showGiven(powerKilowatts, "kW")}$ heating element holds $m = ${showGiven(mass, "kg")}$ of water at ` +
        `$T_0 = ${showGiven(initialCelsius, "degC")}$. Its switch is broken, so it keeps heating. Assuming all the electrical energy goes ` +
        "into the water and the water boils at 100 °C, how many seconds until it has all boiled away? " +
        `Use $c = ${showGiven(waterSpecificHeat, "J/kg/K")}$ and $L_v = ${showGiven(vaporizationKilojoules, "kJ/kg")}$.`,
      knowns: [
        known({ symbol: "P", name: "power of the heating element", value: powerKilowatts, unit: "kW" }),
        known({ symbol: "m", name: "mass of water", value: mass, unit: "kg" }),
        known({ symbol: "T_0", name: "initial water temperature", value: initialCelsius, unit: "degC" }),
        known({ symbol: "c", name: "specific heat of water", value: waterSpecificHeat, unit: "J/kg/K" }),
        known({
          symbol: "L_v",
          name: "latent heat of vaporization of water",
          value: vaporizationKilojoules,
          unit: "kJ/kg",
        }),
      ],
      unknown: { symbol: "t", name: "time to boil dry", unit: "s" },
      answer: { value: time, unit: "s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Heat to bring the water to the boiling point.",
          equation: "Q_1 = mc(100\\,^\\circ\\mathrm{C} - T_0)",
          substitution: `Q_1 = (${showGiven(mass, "kg")})(${showGiven(waterSpecificHeat, "J/kg/K")})(${show(100 - initialCelsius, "K")}) = ${show(heating, "J")}`,
          result: { symbol: "Q_1", value: heating, unit: "J" },
        }),
        solutionStep({
          principle: "Heat to turn all of it into steam at 100 °C (latent heat, in J/kg).",
          equation: "Q_2 = mL_v",
          substitution: `Q_2 = (${showGiven(mass, "kg")})(${show(vaporizationKilojoules * 1000, "J/kg")}) = ${show(boiling, "J")}`,
          result: { symbol: "Q_2", value: boiling, unit: "J" },
        }),
        solutionStep({
          principle: "Time is total energy divided by power (in watts).",
          equation: "t = \\frac{Q_1 + Q_2}{P}",
          substitution: `t = \\frac{${show(total, "J")}}{${show(power, "W")}} = ${show(time, "s")}`,
          result: { symbol: "t", value: time, unit: "s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Which takes more energy: heating a kettle of water from room temperature to 100 °C, or boiling all of it away?",
          explanation:
            "Boiling it away, by far: vaporizing water takes about 2260 kJ/kg, roughly seven times the ~330 kJ/kg needed to heat it from 20 °C to 100 °C.",
        },
        steps: [
          tutorStep({
            prompt: "How much heat, in joules, brings the water to 100 °C?",
            description: "Heat to the boiling point",
            expected: { value: heating, unit: "J" },
            hints: [
              "The water must first reach its boiling point.",
              "Q₁ = mcΔT with ΔT = 100 − T₀.",
              `Compute ${given(mass)} × ${given(waterSpecificHeat)} × ${num(100 - initialCelsius)}.`,
            ],
          }),
          tutorStep({
            prompt: "How much heat, in joules, boils all the water away?",
            description: "Heat to vaporize",
            expected: { value: boiling, unit: "J" },
            hints: [
              "Boiling happens at constant temperature.",
              "Q₂ = mL_v, with L_v in J/kg (1 kJ = 1000 J).",
              `Compute ${given(mass)} × ${given(vaporizationKilojoules)} × 1000.`,
            ],
          }),
          tutorStep({
            prompt: "What is the total heat, in joules?",
            description: "Total heat",
            expected: { value: total, unit: "J" },
            hints: [
              "Both stages are needed.",
              "Add Q₁ and Q₂.",
              `Compute ${num(heating)} + ${num(boiling)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the heating power in watts?",
            description: "Power in watts",
            expected: { value: power, unit: "W" },
            hints: [
              "Joules divided by watts gives seconds.",
              "1 kW = 1000 W.",
              `Multiply ${given(powerKilowatts)} by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "How many seconds until the kettle boils dry?",
            description: "Time to boil dry",
            expected: { value: time, unit: "s" },
            hints: [
              "Power is energy per second.",
              "t = Q / P.",
              `Compute ${num(total)} J / ${num(power)} W.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-heating-stage",
          description: "Counted only the boiling, not heating the water to 100 °C first.",
          wrongAnswer: { value: boiling / power, unit: "s" },
          feedback: "The water starts below its boiling point; first it needs mcΔT to reach 100 °C.",
        }),
        mistake({
          id: "forgot-latent-heat",
          description: "Counted only the heating to 100 °C.",
          wrongAnswer: { value: heating / power, unit: "s" },
          feedback:
            "Reaching 100 °C is not the end: turning the water into steam needs mL_v, the largest part of the energy.",
        }),
        mistake({
          id: "used-fusion-latent-heat",
          description: "Used the latent heat of fusion (334 kJ/kg) instead of vaporization.",
          wrongAnswer: { value: (heating + mass * FUSION_KILOJOULES * 1000) / power, unit: "s" },
          feedback: "Boiling is vaporization: use L_v, not the latent heat of melting.",
        }),
      ],
      keyConcepts: [
        "Energy to boil water away = heating to the boiling point + latent heat of vaporization.",
        "Vaporization takes far more energy than heating water through its whole liquid range.",
        "Time = energy ÷ power, with power in watts.",
      ],
      realWorld:
        "Kettles have a steam-operated switch and a dry-boil cut-out because boiling dry would otherwise overheat the element.",
    };
  },
};

const iceInDrink: ProblemTemplate = {
  id: "phase-changes.ice-in-drink",
  subtopic: "phase-changes",
  levels: ["algebra", "calculus"],
  title: "Final temperature of a drink after ice melts",
  generate(random) {
    const drinkMass = random.between(0.35, 0.5, 0.01);
    const drinkCelsius = random.between(22, 30, 0.5);
    const iceMass = random.between(0.03, 0.06, 0.001);
    const iceCelsius = random.between(-18, -5, 1);
    const waterSpecificHeat = WATER_SPECIFIC_HEAT;
    const iceSpecificHeat = ICE_SPECIFIC_HEAT;
    const fusionKilojoules = FUSION_KILOJOULES;

    const fusion = fusionKilojoules * 1000;
    const drinkToZero = drinkMass * waterSpecificHeat * drinkCelsius;
    const warmIce = iceMass * iceSpecificHeat * (0 - iceCelsius);
    const melt = iceMass * fusion;
    const leftover = drinkToZero - warmIce - melt;
    const finalCelsius = leftover / (waterSpecificHeat * (drinkMass + iceMass));

    return {
      statement:
        `You drop $m_i = ${showGiven(iceMass, "kg")}$ of ice at $T_i = ${showGiven(iceCelsius, "degC")}$ into ` +
        `$m_d = ${showGiven(drinkMass, "kg")}$ of a drink at $T_d = ${showGiven(drinkCelsius, "degC")}$ in an insulated cup. ` +
        `Treat the drink as water ($c_w = ${showGiven(waterSpecificHeat, "J/kg/K")}$); for ice $c_i = ${showGiven(iceSpecificHeat, "J/kg/K")}$ ` +
        `and $L_f = ${showGiven(fusionKilojoules, "kJ/kg")}$. All the ice melts. What is the final temperature in °C?`,
      knowns: [
        known({ symbol: "m_i", name: "mass of ice", value: iceMass, unit: "kg" }),
        known({ symbol: "T_i", name: "initial ice temperature", value: iceCelsius, unit: "degC" }),
        known({ symbol: "m_d", name: "mass of the drink", value: drinkMass, unit: "kg" }),
        known({ symbol: "T_d", name: "initial drink temperature", value: drinkCelsius, unit: "degC" }),
        known({ symbol: "c_w", name: "specific heat of water", value: waterSpecificHeat, unit: "J/kg/K" }),
        known({ symbol: "c_i", name: "specific heat of ice", value: iceSpecificHeat, unit: "J/kg/K" }),
        known({
          symbol: "L_f",
          name: "latent heat of fusion of water",
          value: fusionKilojoules,
          unit: "kJ/kg",
        }),
      ],
      unknown: { symbol: "T_f", name: "final temperature", unit: "degC" },
      answer: { value: finalCelsius, unit: "degC" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Use 0 °C as a reference: heat the drink would release cooling to 0 °C.",
          equation: "Q_d = m_d c_w T_d",
          substitution: `Q_d = (${showGiven(drinkMass, "kg")})(${showGiven(waterSpecificHeat, "J/kg/K")})(${show(drinkCelsius, "K")}) = ${show(drinkToZero, "J")}`,
          result: { symbol: "Q_d", value: drinkToZero, unit: "J" },
        }),
        solutionStep({
          principle: "Heat the ice needs to warm to 0 °C and then melt.",
          equation: "Q_i = m_i c_i (0 - T_i) + m_i L_f",
          substitution: `Q_i = ${show(warmIce, "J")} + ${show(melt, "J")} = ${show(warmIce + melt, "J")}`,
          result: { symbol: "Q_i", value: warmIce + melt, unit: "J" },
        }),
        solutionStep({
          principle:
            "Energy conservation: the leftover heat warms all the water (drink plus melted ice) above 0 °C.",
          equation: "T_f = \\frac{Q_d - Q_i}{(m_d + m_i)\\,c_w}",
          substitution: `T_f = \\frac{${show(drinkToZero, "J")} - ${show(warmIce + melt, "J")}}{(${show(drinkMass + iceMass, "kg")})(${showGiven(waterSpecificHeat, "J/kg/K")})} = ${show(finalCelsius, "degC")}`,
          result: { symbol: "T_f", value: finalCelsius, unit: "degC" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Why does a few grams of ice cool a drink much more than the same mass of ice-cold water would?",
          explanation:
            "Besides warming up, the ice must melt, absorbing 334 kJ/kg of latent heat from the drink; that is as much as warming the same water by about 80 °C.",
        },
        steps: [
          tutorStep({
            prompt: "How much heat, in joules, would the drink give off cooling to 0 °C?",
            description: "Heat available from the drink",
            expected: { value: drinkToZero, unit: "J" },
            hints: [
              "Use 0 °C as a reference temperature.",
              "Q_d = m_d c_w (T_d − 0).",
              `Compute ${given(drinkMass)} × ${given(waterSpecificHeat)} × ${given(drinkCelsius)}.`,
            ],
          }),
          tutorStep({
            prompt: "How much heat, in joules, warms the ice to 0 °C?",
            description: "Warm the ice",
            expected: { value: warmIce, unit: "J" },
            hints: [
              "The ice starts below freezing.",
              "m_i c_i (0 − T_i).",
              `Compute ${given(iceMass)} × ${given(iceSpecificHeat)} × ${given(-iceCelsius)}.`,
            ],
          }),
          tutorStep({
            prompt: "How much heat, in joules, melts the ice?",
            description: "Melt the ice",
            expected: { value: melt, unit: "J" },
            hints: [
              "Melting takes latent heat.",
              "m_i L_f, with L_f in J/kg.",
              `Compute ${given(iceMass)} × ${num(fusion)}.`,
            ],
          }),
          tutorStep({
            prompt: "How much heat, in joules, is left over to warm all the water above 0 °C?",
            description: "Leftover heat",
            expected: { value: leftover, unit: "J" },
            hints: [
              "Energy is conserved.",
              "Subtract what the ice needed from what the drink can give.",
              `Compute ${num(drinkToZero)} − ${num(warmIce)} − ${num(melt)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the final temperature, in °C?",
            description: "Final temperature",
            expected: { value: finalCelsius, unit: "degC" },
            tolerance: 0.02,
            hints: [
              "The leftover heat warms the drink and the melted ice together.",
              "T_f = leftover / ((m_d + m_i)c_w).",
              `Compute ${num(leftover)} / (${num(drinkMass + iceMass)} × ${given(waterSpecificHeat)}).`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-latent-heat",
          description: "Left out the heat needed to melt the ice.",
          wrongAnswer: {
            value: (drinkToZero - warmIce) / (waterSpecificHeat * (drinkMass + iceMass)),
            unit: "degC",
          },
          feedback:
            "The ice must melt before its water can warm: include m_i L_f, which is most of the cooling.",
        }),
        mistake({
          id: "forgot-melted-ice",
          description: "Warmed only the drink's mass at the end, forgetting the water from the melted ice.",
          wrongAnswer: { value: leftover / (waterSpecificHeat * drinkMass), unit: "degC" },
          feedback: "After melting, the ice is water that also ends at T_f; divide by (m_d + m_i)c_w.",
        }),
      ],
      keyConcepts: [
        "Heat lost by the warm drink equals heat gained by the ice (warming, melting, then warming as water).",
        "A convenient method: cool everything to 0 °C, melt the ice, then share the leftover heat.",
        "Latent heat of fusion dominates the cooling effect of ice.",
      ],
      realWorld:
        "This is why ice cubes, rather than chilled water, are used to cool drinks, and why bartenders count on a little dilution.",
    };
  },
};

const SKIN_VAPORIZATION_KILOJOULES = 2420;

const sweatEvaporation: ProblemTemplate = {
  id: "phase-changes.sweat-evaporation",
  subtopic: "phase-changes",
  levels: ["algebra", "calculus"],
  title: "Sweat evaporated during a run",
  generate(random) {
    const heatPower = random.between(300, 800, 10);
    const minutes = random.between(30, 90, 5);
    const fraction = random.between(0.6, 0.9, 0.05);
    const vaporizationKilojoules = SKIN_VAPORIZATION_KILOJOULES;

    const seconds = minutes * 60;
    const heat = heatPower * seconds;
    const sweatHeat = fraction * heat;
    const sweatMass = sweatHeat / (vaporizationKilojoules * 1000);

    return {
      statement:
        `During a run, a runner's body must get rid of excess heat at $P = ${showGiven(heatPower, "W")}$ for ` +
        `$t = ${showGiven(minutes, "min")}$. Evaporation of sweat carries away a fraction $f = ${showGiven(fraction, "")}$ of this heat. ` +
        `At skin temperature the latent heat of vaporization of water is $L_v = ${showGiven(vaporizationKilojoules, "kJ/kg")}$. ` +
        "What mass of sweat, in kg, evaporates?",
      knowns: [
        known({ symbol: "P", name: "rate of excess heat production", value: heatPower, unit: "W" }),
        known({ symbol: "t", name: "duration of the run", value: minutes, unit: "min" }),
        known({ symbol: "f", name: "fraction removed by evaporation", value: fraction, unit: "" }),
        known({
          symbol: "L_v",
          name: "latent heat of vaporization at skin temperature",
          value: vaporizationKilojoules,
          unit: "kJ/kg",
        }),
      ],
      unknown: { symbol: "m", name: "mass of sweat evaporated", unit: "kg" },
      answer: { value: sweatMass, unit: "kg" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Total excess heat is power times time (time in seconds).",
          equation: "Q = P t",
          substitution: `Q = (${showGiven(heatPower, "W")})(${show(seconds, "s")}) = ${show(heat, "J")}`,
          result: { symbol: "Q", value: heat, unit: "J" },
        }),
        solutionStep({
          principle: "Only the fraction f is removed by evaporation.",
          equation: "Q_\\text{evap} = f Q",
          substitution: `Q_\\text{evap} = (${showGiven(fraction, "")})(${show(heat, "J")}) = ${show(sweatHeat, "J")}`,
          result: { symbol: "Q_\\text{evap}", value: sweatHeat, unit: "J" },
        }),
        solutionStep({
          principle: "Each kilogram evaporated absorbs L_v.",
          equation: "m = \\frac{Q_\\text{evap}}{L_v}",
          substitution: `m = \\frac{${show(sweatHeat, "J")}}{${show(vaporizationKilojoules * 1000, "J/kg")}} = ${show(sweatMass, "kg")}`,
          result: { symbol: "m", value: sweatMass, unit: "kg" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why does sweating cool you down, and why does it work poorly on a humid day?",
          explanation:
            "Evaporating water absorbs its latent heat from the skin. In humid air less sweat evaporates, so the sweat drips off without carrying that heat away.",
        },
        steps: [
          tutorStep({
            prompt: "What is the duration in seconds?",
            description: "Time in seconds",
            expected: { value: seconds, unit: "s" },
            hints: ["A watt is a joule per second.", "1 min = 60 s.", `Multiply ${given(minutes)} by 60.`],
          }),
          tutorStep({
            prompt: "How much excess heat, in joules, is produced during the run?",
            description: "Total excess heat",
            expected: { value: heat, unit: "J" },
            hints: [
              "Energy = power × time.",
              "Use the time in seconds.",
              `Compute ${given(heatPower)} W × ${num(seconds)} s.`,
            ],
          }),
          tutorStep({
            prompt: "How much of that heat, in joules, is carried away by evaporation?",
            description: "Heat removed by sweat",
            expected: { value: sweatHeat, unit: "J" },
            hints: [
              "Only part of the heat leaves by evaporation.",
              "Multiply by the fraction f.",
              `Compute ${given(fraction)} × ${num(heat)}.`,
            ],
          }),
          tutorStep({
            prompt: "What mass of sweat, in kg, evaporates?",
            description: "Mass of sweat",
            expected: { value: sweatMass, unit: "kg" },
            hints: [
              "Evaporating 1 kg absorbs L_v.",
              "m = Q_evap / L_v, with L_v in J/kg.",
              `Compute ${num(sweatHeat)} / ${num(vaporizationKilojoules * 1000)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "time-in-minutes",
          description: "Multiplied the power by the time in minutes.",
          wrongAnswer: { value: sweatMass / 60, unit: "kg" },
          feedback: "A watt is a joule per second; convert minutes to seconds.",
        }),
        mistake({
          id: "used-fusion-latent-heat",
          description: "Used the latent heat of fusion (334 kJ/kg) instead of vaporization.",
          wrongAnswer: { value: sweatHeat / WATER_LATENT_FUSION, unit: "kg" },
          feedback: "Sweat evaporates (liquid to vapour), so use the latent heat of vaporization.",
        }),
        mistake({
          id: "ignored-fraction",
          description: "Assumed evaporation removes all of the excess heat.",
          wrongAnswer: { value: heat / (vaporizationKilojoules * 1000), unit: "kg" },
          feedback:
            "Only the fraction f leaves by evaporation; the rest goes by radiation, convection and breathing.",
        }),
      ],
      keyConcepts: [
        "Evaporation removes latent heat L_v per kilogram of liquid evaporated.",
        "Energy = power × time, with time in seconds for joules.",
        "The latent heat of vaporization is several times larger than that of fusion.",
      ],
      realWorld:
        "Endurance athletes can lose more than a litre of sweat per hour in the heat, which is why drinking during long events matters.",
    };
  },
};

const MOLAR_VAPORIZATION_KILOJOULES = 40.7;
const NORMAL_BOILING_KELVIN = 373.15;
const STANDARD_ATMOSPHERE_KILOPASCALS = 101.325;

const boilingPointAtAltitude: ProblemTemplate = {
  id: "phase-changes.boiling-point-at-altitude",
  subtopic: "phase-changes",
  levels: ["calculus"],
  title: "Boiling point of water at a different pressure",
  generate(random) {
    // Either a mountain top (about 2.5–5.5 km up) or inside a domestic pressure cooker.
    const onMountain = random.next() < 0.5;
    const pressure = onMountain ? random.between(50, 75, 0.01) : random.between(150, 200, 0.01);
    const place = onMountain
      ? "On a mountain the air pressure is"
      : "Inside a pressure cooker the pressure is";
    const placeShort = onMountain ? "there" : "in the cooker";
    const referencePressure = STANDARD_ATMOSPHERE_KILOPASCALS;
    const referenceKelvin = NORMAL_BOILING_KELVIN;
    const molarLatentKilojoules = MOLAR_VAPORIZATION_KILOJOULES;

    const molarLatent = molarLatentKilojoules * 1000;
    const logarithm = Math.log(pressure / referencePressure);
    const correction = (GAS_CONSTANT / molarLatent) * logarithm;
    const inverseTemperature = 1 / referenceKelvin - correction;
    const boilingKelvin = 1 / inverseTemperature;
    const boilingCelsius = boilingKelvin - 273.15;

    return {
      statement:
        "The vapour pressure of water obeys the Clausius–Clapeyron equation $\\frac{dP}{dT} = \\frac{L P}{R T^2}$ " +
        `with molar latent heat $L = ${showGiven(molarLatentKilojoules, "kJ/mol")}$ (take it as constant). Water boils at ` +
        `$T_0 = ${showGiven(referenceKelvin, "K")}$ when the pressure is $P_0 = ${showGiven(referencePressure, "kPa")}$. ` +
        `${place} $P = ${showGiven(pressure, "kPa")}$. At what temperature, in °C, does water boil ${placeShort}? ` +
        "Use $R = 8.314\\ \\mathrm{J/(mol\\cdot K)}$.",
      knowns: [
        known({
          symbol: "L",
          name: "molar latent heat of vaporization",
          value: molarLatentKilojoules,
          unit: "kJ/mol",
        }),
        known({ symbol: "T_0", name: "normal boiling point", value: referenceKelvin, unit: "K" }),
        known({
          symbol: "P_0",
          name: "standard atmospheric pressure",
          value: referencePressure,
          unit: "kPa",
        }),
        known({
          symbol: "P",
          name: onMountain ? "air pressure on the mountain" : "pressure inside the cooker",
          value: pressure,
          unit: "kPa",
        }),
      ],
      unknown: { symbol: "T", name: "boiling temperature", unit: "degC" },
      answer: { value: boilingCelsius, unit: "degC" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Separate variables and integrate from (T₀, P₀) to (T, P), with L constant.",
          equation:
            "\\int_{P_0}^{P}\\frac{dP}{P} = \\frac{L}{R}\\int_{T_0}^{T}\\frac{dT}{T^2} \\;\\Rightarrow\\; \\frac{1}{T} = \\frac{1}{T_0} - \\frac{R}{L}\\ln\\frac{P}{P_0}",
          substitution: `\\frac{R}{L}\\ln\\frac{P}{P_0} = \\frac{${show(GAS_CONSTANT, "J/mol/K", 4)}}{${show(molarLatent, "J/mol")}}\\ln\\frac{${showGiven(pressure, "kPa")}}{${showGiven(referencePressure, "kPa")}} = ${show(correction, "1/K")}`,
          result: { symbol: "\\frac{R}{L}\\ln\\frac{P}{P_0}", value: correction, unit: "1/K" },
        }),
        solutionStep({
          principle: "Solve for the boiling temperature in kelvin.",
          equation: "T = \\left(\\frac{1}{T_0} - \\frac{R}{L}\\ln\\frac{P}{P_0}\\right)^{-1}",
          substitution: `T = \\left(\\frac{1}{${showGiven(referenceKelvin, "K")}} - (${show(correction, "1/K")})\\right)^{-1} = ${show(boilingKelvin, "K", 4)}`,
          result: { symbol: "T", value: boilingKelvin, unit: "K" },
        }),
        solutionStep({
          principle: "Convert to degrees Celsius.",
          equation: "T_{^\\circ\\mathrm{C}} = T - 273.15",
          substitution: `T = ${show(boilingKelvin, "K", 4)} - 273.15 = ${show(boilingCelsius, "degC")}`,
          result: { symbol: "T", value: boilingCelsius, unit: "degC" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Why does pasta take longer to cook high in the mountains, and why does a pressure cooker cook faster?",
          explanation:
            "Water boils when its vapour pressure equals the surrounding pressure. Lower pressure means it boils at a lower temperature; higher pressure, at a higher one.",
        },
        steps: [
          tutorStep({
            prompt: "What is $\\ln(P/P_0)$?",
            description: "Logarithm of the pressure ratio",
            expected: { value: logarithm, unit: "" },
            hints: [
              "Integrating dP/P gives ln P.",
              onMountain
                ? "The pressure ratio is below 1, so the logarithm is negative."
                : "The pressure ratio is above 1, so the logarithm is positive.",
              `Compute ln(${given(pressure)} / ${given(referencePressure)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is $\\frac{R}{L}\\ln(P/P_0)$, in 1/K?",
            description: "Correction term",
            expected: { value: correction, unit: "1/K" },
            hints: [
              "Integrating dT/T² gives −1/T, which brings in R/L.",
              "Use L in J/mol.",
              `Compute (8.314 / ${num(molarLatent)}) × ${num(logarithm, 4)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is $1/T$ at the new boiling point, in 1/K?",
            description: "Inverse boiling temperature",
            expected: { value: inverseTemperature, unit: "1/K" },
            tolerance: 0.001,
            hints: [
              "1/T = 1/T₀ − (R/L)ln(P/P₀).",
              onMountain
                ? "Subtracting a negative number makes 1/T larger, so T is lower."
                : "Subtracting a positive number makes 1/T smaller, so T is higher.",
              `Compute 1/${given(referenceKelvin)} − (${num(correction, 4)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is the boiling temperature in kelvin?",
            description: "Boiling temperature in kelvin",
            expected: { value: boilingKelvin, unit: "K" },
            tolerance: 0.001,
            hints: ["Take the reciprocal.", "T = 1 / (1/T).", `Compute 1 / ${num(inverseTemperature, 6)}.`],
          }),
          tutorStep({
            prompt: "At what temperature, in °C, does water boil on the mountain?",
            description: "Boiling temperature in °C",
            expected: { value: boilingCelsius, unit: "degC" },
            tolerance: 0.005,
            hints: [
              "Convert kelvin to Celsius.",
              "Subtract 273.15.",
              `Compute ${num(boilingKelvin, 5)} − 273.15.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "sign-error",
          description:
            "Added the correction term instead of subtracting it, moving the boiling point the wrong way.",
          wrongAnswer: { value: 1 / (1 / referenceKelvin + correction) - 273.15, unit: "degC" },
          feedback:
            "Lower pressure lowers the boiling point and higher pressure raises it; check the sign from ∫dT/T² = −1/T.",
        }),
        mistake({
          id: "latent-heat-in-kilojoules",
          description: "Used L in kJ/mol with R in J/(mol·K).",
          wrongAnswer: {
            value: 1 / (1 / referenceKelvin - (GAS_CONSTANT / molarLatentKilojoules) * logarithm) - 273.15,
            unit: "degC",
          },
          feedback: "R is in joules, so L must be in J/mol: 40.7 kJ/mol = 40 700 J/mol.",
        }),
        mistake({
          id: "celsius-reference",
          description: "Used T₀ = 100 (degrees Celsius) in 1/T₀ and read the result as °C.",
          wrongAnswer: { value: 1 / (1 / 100 - correction), unit: "degC" },
          feedback:
            "The Clausius–Clapeyron equation needs absolute temperature: T₀ = 373.15 K; convert to °C only at the end.",
        }),
      ],
      keyConcepts: [
        "A liquid boils when its vapour pressure equals the surrounding pressure.",
        "Integrating Clausius–Clapeyron with constant L gives 1/T = 1/T₀ − (R/L)ln(P/P₀).",
        "Lower pressure means a lower boiling point; higher pressure, a higher one.",
      ],
      realWorld:
        "Pressure cookers use the same relation in reverse: raising the pressure to about 2 atm lifts the boiling point to around 120 °C and cooks food faster.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  iceToWarmWater,
  boilAwayKettle,
  iceInDrink,
  sweatEvaporation,
  boilingPointAtAltitude,
];
