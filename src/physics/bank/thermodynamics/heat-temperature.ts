/**
 * Heat and Temperature: specific heat, calorimetry, thermal expansion and a low-temperature
 * heat capacity that has to be integrated.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { GAS_CONSTANT, WATER_SPECIFIC_HEAT } from "./constants";
import { given, num, show, showGiven } from "./template-helpers";

const heatingWater: ProblemTemplate = {
  id: "heat-temperature.heating-water",
  subtopic: "heat-temperature",
  levels: ["high-school", "algebra"],
  title: "Heat to warm water in a kettle",
  generate(random) {
    const massGrams = random.between(250, 2000, 10);
    const initialTemperature = random.between(10, 25, 0.5);
    const finalTemperature = random.between(60, 95, 1);
    const specificHeat = WATER_SPECIFIC_HEAT;

    const mass = massGrams / 1000;
    const temperatureChange = finalTemperature - initialTemperature;
    const heatCapacity = mass * specificHeat;
    const heatJoules = heatCapacity * temperatureChange;
    const heat = heatJoules / 1000;

    return {
      statement:
        `An electric kettle holds $m = ${showGiven(massGrams, "g")}$ of water at ` +
        `$T_i = ${showGiven(initialTemperature, "degC")}$. How much heat, in kilojoules, must the water ` +
        `absorb to reach $T_f = ${showGiven(finalTemperature, "degC")}$? Use ` +
        `$c = ${showGiven(specificHeat, "J/kg/K")}$ for water and ignore the heat taken up by the kettle itself.`,
      knowns: [
        known({ symbol: "m", name: "mass of water", value: massGrams, unit: "g" }),
        known({ symbol: "T_i", name: "initial temperature", value: initialTemperature, unit: "degC" }),
        known({ symbol: "T_f", name: "final temperature", value: finalTemperature, unit: "degC" }),
        known({ symbol: "c", name: "specific heat of water", value: specificHeat, unit: "J/kg/K" }),
      ],
      unknown: { symbol: "Q", name: "heat absorbed by the water", unit: "kJ" },
      answer: { value: heat, unit: "kJ" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Specific heat is given per kilogram, so express the mass in kilograms.",
          equation: "m = \\frac{m_\\text{g}}{1000}",
          substitution: `m = \\frac{${showGiven(massGrams, "g")}}{1000\\ \\mathrm{g/kg}} = ${show(mass, "kg")}`,
          result: { symbol: "m", value: mass, unit: "kg" },
        }),
        solutionStep({
          principle: "Only the temperature change matters; a change of 1 °C is a change of 1 K.",
          equation: "\\Delta T = T_f - T_i",
          substitution: `\\Delta T = ${showGiven(finalTemperature, "degC")} - ${showGiven(initialTemperature, "degC")} = ${show(temperatureChange, "K")}`,
          result: { symbol: "\\Delta T", value: temperatureChange, unit: "K" },
        }),
        solutionStep({
          principle: "Heat needed to change the temperature of a substance without a phase change.",
          equation: "Q = m c \\Delta T",
          substitution: `Q = (${show(mass, "kg")})(${showGiven(specificHeat, "J/kg/K")})(${show(temperatureChange, "K")}) = ${show(heatJoules, "J")}`,
          result: { symbol: "Q", value: heatJoules, unit: "J" },
        }),
        solutionStep({
          principle: "Convert joules to kilojoules.",
          equation: "Q_\\text{kJ} = \\frac{Q}{1000}",
          substitution: `Q = \\frac{${show(heatJoules, "J")}}{1000\\ \\mathrm{J/kJ}} = ${show(heat, "kJ")}`,
          result: { symbol: "Q", value: heat, unit: "kJ" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Two pots hold 1 kg and 2 kg of water, both heated from room temperature to the same final temperature. Which needs more heat, and how much more?",
          explanation:
            "The 2 kg pot needs twice as much: heat is proportional to the mass heated and to the temperature change, Q = mcΔT.",
        },
        steps: [
          tutorStep({
            prompt: "What is the mass of the water in kilograms?",
            description: "Convert the mass to kilograms",
            expected: { value: mass, unit: "kg" },
            hints: [
              "The specific heat is given per kilogram.",
              "There are 1000 g in 1 kg.",
              `Divide ${massGrams} g by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "By how many kelvin does the water's temperature rise?",
            description: "Find the temperature change",
            expected: { value: temperatureChange, unit: "K" },
            hints: [
              "You need the change in temperature, not either temperature alone.",
              "A change of one Celsius degree equals a change of one kelvin.",
              `Subtract: ${finalTemperature} − ${initialTemperature}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the heat capacity $C = mc$ of this water, in J/K?",
            description: "Find the heat capacity of the water",
            expected: { value: heatCapacity, unit: "J/K" },
            hints: [
              "Heat capacity is the energy needed to warm the whole sample by 1 K.",
              "Multiply the mass in kilograms by the specific heat.",
              `Compute ${mass} kg × ${specificHeat} J/(kg·K).`,
            ],
          }),
          tutorStep({
            prompt: "How much heat in joules does the water absorb?",
            description: "Apply Q = mcΔT",
            expected: { value: heatJoules, unit: "J" },
            hints: [
              "Each kelvin of warming costs one heat capacity's worth of energy.",
              "Multiply the heat capacity by the temperature change.",
              `Compute ${num(heatCapacity)} J/K × ${num(temperatureChange)} K.`,
            ],
          }),
          tutorStep({
            prompt: "Express the heat in kilojoules.",
            description: "Convert to kilojoules",
            expected: { value: heat, unit: "kJ" },
            hints: [
              "The question asks for kilojoules.",
              "1 kJ = 1000 J.",
              "Divide your answer in joules by 1000.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-gram-conversion",
          description: "Used the mass in grams in Q = mcΔT.",
          wrongAnswer: { value: (massGrams * specificHeat * temperatureChange) / 1000, unit: "kJ" },
          feedback:
            "The specific heat is per kilogram, so the mass must be in kilograms: divide the grams by 1000.",
        }),
        mistake({
          id: "used-final-temperature",
          description: "Used the final temperature instead of the temperature change.",
          wrongAnswer: { value: (heatCapacity * finalTemperature) / 1000, unit: "kJ" },
          feedback: "Q = mcΔT uses the change in temperature, T_f − T_i, not the final temperature.",
        }),
        mistake({
          id: "added-273-to-change",
          description: "Added 273.15 to the temperature change as if converting a temperature to kelvin.",
          wrongAnswer: { value: (heatCapacity * (temperatureChange + 273.15)) / 1000, unit: "kJ" },
          feedback:
            "A temperature difference is the same in kelvin and in degrees Celsius; only temperatures themselves shift by 273.15.",
        }),
      ],
      keyConcepts: [
        "The heat needed to warm a substance is Q = mcΔT.",
        "Specific heat is the energy needed to warm 1 kg by 1 K.",
        "A temperature change of 1 °C equals a change of 1 K.",
      ],
      realWorld:
        "Water's large specific heat is why a kettle takes minutes to boil and why coastal climates are milder than inland ones.",
    };
  },
};

const METALS = [
  { name: "aluminum", article: "An", specificHeat: 900 },
  { name: "copper", article: "A", specificHeat: 385 },
  { name: "iron", article: "An", specificHeat: 449 },
  { name: "lead", article: "A", specificHeat: 128 },
] as const;

const metalInWater: ProblemTemplate = {
  id: "heat-temperature.metal-in-water",
  subtopic: "heat-temperature",
  levels: ["high-school", "algebra"],
  title: "Final temperature of a hot metal block in water",
  generate(random) {
    const metal = random.pick(METALS);
    const metalMass = random.between(0.05, 0.3, 0.005);
    const metalTemperature = random.between(80, 200, 1);
    const waterMass = random.between(0.4, 1, 0.01);
    const waterTemperature = random.between(15, 25, 0.5);
    const waterSpecificHeat = WATER_SPECIFIC_HEAT;

    const metalCapacity = metalMass * metal.specificHeat;
    const waterCapacity = waterMass * waterSpecificHeat;
    const initialDifference = metalTemperature - waterTemperature;
    const waterRise = (metalCapacity * initialDifference) / (metalCapacity + waterCapacity);
    const finalTemperature = waterTemperature + waterRise;

    return {
      statement:
        `${metal.article} ${metal.name} block of mass $m_m = ${showGiven(metalMass, "kg")}$ is taken out of an oven at ` +
        `$T_m = ${showGiven(metalTemperature, "degC")}$ and dropped into $m_w = ${showGiven(waterMass, "kg")}$ of water at ` +
        `$T_w = ${showGiven(waterTemperature, "degC")}$ in an insulated cup. The specific heat of ${metal.name} is ` +
        `$c_m = ${showGiven(metal.specificHeat, "J/kg/K")}$ and of water $c_w = ${showGiven(waterSpecificHeat, "J/kg/K")}$. ` +
        "Neglecting the cup and any heat loss, what is the final common temperature in °C?",
      knowns: [
        known({ symbol: "m_m", name: `mass of the ${metal.name} block`, value: metalMass, unit: "kg" }),
        known({
          symbol: "T_m",
          name: "initial temperature of the block",
          value: metalTemperature,
          unit: "degC",
        }),
        known({ symbol: "m_w", name: "mass of water", value: waterMass, unit: "kg" }),
        known({
          symbol: "T_w",
          name: "initial temperature of the water",
          value: waterTemperature,
          unit: "degC",
        }),
        known({
          symbol: "c_m",
          name: `specific heat of ${metal.name}`,
          value: metal.specificHeat,
          unit: "J/kg/K",
        }),
        known({ symbol: "c_w", name: "specific heat of water", value: waterSpecificHeat, unit: "J/kg/K" }),
      ],
      unknown: { symbol: "T_f", name: "final temperature", unit: "degC" },
      answer: { value: finalTemperature, unit: "degC" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "The heat capacity of each object is its mass times its specific heat.",
          equation: "C_m = m_m c_m,\\quad C_w = m_w c_w",
          substitution:
            `C_m = (${showGiven(metalMass, "kg")})(${showGiven(metal.specificHeat, "J/kg/K")}) = ${show(metalCapacity, "J/K", 4)},\\quad ` +
            `C_w = (${showGiven(waterMass, "kg")})(${showGiven(waterSpecificHeat, "J/kg/K")}) = ${show(waterCapacity, "J/K", 4)}`,
          result: { symbol: "C_w", value: waterCapacity, unit: "J/K" },
        }),
        solutionStep({
          principle: "Energy conservation: the heat lost by the block equals the heat gained by the water.",
          equation:
            "C_m (T_m - T_f) = C_w (T_f - T_w) \\;\\Rightarrow\\; T_f - T_w = \\frac{C_m (T_m - T_w)}{C_m + C_w}",
          substitution: `T_f - T_w = \\frac{(${show(metalCapacity, "J/K", 4)})(${show(initialDifference, "K", 4)})}{${show(metalCapacity, "J/K", 4)} + ${show(waterCapacity, "J/K", 4)}} = ${show(waterRise, "K")}`,
          result: { symbol: "\\Delta T_w", value: waterRise, unit: "K" },
        }),
        solutionStep({
          principle: "Add the water's temperature rise to its starting temperature.",
          equation: "T_f = T_w + \\Delta T_w",
          substitution: `T_f = ${showGiven(waterTemperature, "degC")} + ${show(waterRise, "K")} = ${show(finalTemperature, "degC")}`,
          result: { symbol: "T_f", value: finalTemperature, unit: "degC" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "A small hot metal block goes into a larger mass of cool water. Will the final temperature be closer to the block's or the water's starting temperature? Why?",
          explanation:
            "Closer to the water's: the final temperature is a heat-capacity-weighted average, and water has both the larger mass and a much larger specific heat.",
        },
        steps: [
          tutorStep({
            prompt: "What is the heat capacity $C_m = m_m c_m$ of the block, in J/K?",
            description: "Heat capacity of the block",
            expected: { value: metalCapacity, unit: "J/K" },
            hints: [
              "Heat capacity is the energy needed to warm the whole object by 1 K.",
              "Multiply the block's mass by its specific heat.",
              `Compute ${given(metalMass)} kg × ${given(metal.specificHeat)} J/(kg·K).`,
            ],
          }),
          tutorStep({
            prompt: "What is the heat capacity $C_w = m_w c_w$ of the water, in J/K?",
            description: "Heat capacity of the water",
            expected: { value: waterCapacity, unit: "J/K" },
            hints: [
              "Same idea as for the block.",
              "Multiply the water's mass by water's specific heat.",
              `Compute ${given(waterMass)} kg × ${given(waterSpecificHeat)} J/(kg·K).`,
            ],
          }),
          tutorStep({
            prompt: "How many kelvin hotter than the water is the block at the start?",
            description: "Initial temperature difference",
            expected: { value: initialDifference, unit: "K" },
            hints: [
              "This difference is what the two objects share out between them.",
              "A difference in °C is the same number of kelvin.",
              `Subtract ${given(waterTemperature)} from ${given(metalTemperature)}.`,
            ],
          }),
          tutorStep({
            prompt: "By how many kelvin does the water warm up?",
            description: "Temperature rise of the water",
            expected: { value: waterRise, unit: "K" },
            hints: [
              "Set heat lost by the block equal to heat gained by the water and solve for T_f − T_w.",
              "The water's rise is the initial difference times C_m / (C_m + C_w).",
              `Compute ${num(initialDifference)} K × ${num(metalCapacity)} / (${num(metalCapacity)} + ${num(waterCapacity)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is the final common temperature, in °C?",
            description: "Final temperature",
            expected: { value: finalTemperature, unit: "degC" },
            tolerance: 0.01,
            hints: [
              "The water started at its own temperature and rose by the amount you just found.",
              "Add the rise to the water's initial temperature.",
              `Compute ${given(waterTemperature)} °C + ${num(waterRise)} K.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "simple-average",
          description: "Took the plain average of the two starting temperatures.",
          wrongAnswer: { value: (metalTemperature + waterTemperature) / 2, unit: "degC" },
          feedback:
            "The final temperature is an average weighted by heat capacity (mass × specific heat), not a plain average.",
        }),
        mistake({
          id: "ignored-specific-heats",
          description: "Weighted the temperatures by mass only, as if both had the same specific heat.",
          wrongAnswer: {
            value: (metalMass * metalTemperature + waterMass * waterTemperature) / (metalMass + waterMass),
            unit: "degC",
          },
          feedback: `Water stores far more heat per kilogram than ${metal.name}; include each specific heat in the heat balance.`,
        }),
      ],
      keyConcepts: [
        "In an insulated system the heat lost by hot objects equals the heat gained by cold ones.",
        "The final temperature is a heat-capacity-weighted average of the starting temperatures.",
        "Water's high specific heat makes it resist temperature change.",
      ],
      realWorld:
        "Blacksmiths quench hot steel in water, and calorimeters measure specific heats with exactly this heat balance.",
    };
  },
};

const STEEL_EXPANSION = 1.2e-5;

const railExpansionGap: ProblemTemplate = {
  id: "heat-temperature.rail-expansion-gap",
  subtopic: "heat-temperature",
  levels: ["high-school", "algebra"],
  title: "Expansion gap between steel rails",
  generate(random) {
    const length = random.between(10, 25, 0.5);
    const layingTemperature = random.between(-20, -5, 1);
    const hottestTemperature = random.between(35, 55, 1);
    const expansionCoefficient = STEEL_EXPANSION;

    const temperatureChange = hottestTemperature - layingTemperature;
    const strain = expansionCoefficient * temperatureChange;
    const growthMetres = strain * length;
    const gap = growthMetres * 1000;

    return {
      statement:
        `Steel rails of length $L_0 = ${showGiven(length, "m")}$ are laid on a winter day when the rail temperature is ` +
        `$T_1 = ${showGiven(layingTemperature, "degC")}$. On the hottest summer day the rails reach ` +
        `$T_2 = ${showGiven(hottestTemperature, "degC")}$. Steel's coefficient of linear expansion is ` +
        `$\\alpha = ${showGiven(expansionCoefficient, "1/K")}$. What is the smallest gap, in millimetres, that must be left ` +
        "between neighbouring rails so that they just touch on the hottest day?",
      knowns: [
        known({ symbol: "L_0", name: "rail length when laid", value: length, unit: "m" }),
        known({ symbol: "T_1", name: "rail temperature when laid", value: layingTemperature, unit: "degC" }),
        known({ symbol: "T_2", name: "hottest rail temperature", value: hottestTemperature, unit: "degC" }),
        known({
          symbol: "\\alpha",
          name: "coefficient of linear expansion of steel",
          value: expansionCoefficient,
          unit: "1/K",
        }),
      ],
      unknown: { symbol: "\\Delta L", name: "expansion gap", unit: "mm" },
      answer: { value: gap, unit: "mm" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Expansion depends on the temperature change.",
          equation: "\\Delta T = T_2 - T_1",
          substitution: `\\Delta T = ${showGiven(hottestTemperature, "degC")} - (${showGiven(layingTemperature, "degC")}) = ${show(temperatureChange, "K")}`,
          result: { symbol: "\\Delta T", value: temperatureChange, unit: "K" },
        }),
        solutionStep({
          principle:
            "Linear thermal expansion: each rail grows in proportion to its length and the temperature change. Each rail grows by ΔL, so a gap of ΔL between rail ends is just closed.",
          equation: "\\Delta L = \\alpha L_0 \\Delta T",
          substitution: `\\Delta L = (${showGiven(expansionCoefficient, "1/K")})(${showGiven(length, "m")})(${show(temperatureChange, "K")}) = ${show(growthMetres, "m")}`,
          result: { symbol: "\\Delta L", value: growthMetres, unit: "m" },
        }),
        solutionStep({
          principle: "Convert metres to millimetres.",
          equation: "\\Delta L_\\text{mm} = 1000\\,\\Delta L",
          substitution: `\\Delta L = ${show(growthMetres, "m")} \\times 1000\\ \\mathrm{mm/m} = ${show(gap, "mm")}`,
          result: { symbol: "\\Delta L", value: gap, unit: "mm" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Why do long steel bridges and railway tracks need expansion joints or gaps, and would a longer rail need a bigger or smaller gap?",
          explanation:
            "Steel expands as it warms; the expansion is proportional to the original length, so a longer rail needs a bigger gap to avoid buckling.",
        },
        steps: [
          tutorStep({
            prompt: "What is the temperature change from laying to the hottest day, in kelvin?",
            description: "Temperature change",
            expected: { value: temperatureChange, unit: "K" },
            hints: [
              "The rail warms from below freezing to the summer temperature.",
              "Subtract the laying temperature from the hottest temperature; mind the negative sign.",
              `Compute ${given(hottestTemperature)} − (${given(layingTemperature)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is the fractional change in length $\\alpha\\,\\Delta T$ (a pure number)?",
            description: "Fractional expansion",
            expected: { value: strain, unit: "" },
            hints: [
              "α tells you the fraction by which the length grows per kelvin.",
              "Multiply α by the temperature change.",
              `Compute ${given(expansionCoefficient)} × ${num(temperatureChange)}.`,
            ],
          }),
          tutorStep({
            prompt: "By how many metres does one rail grow?",
            description: "Growth of one rail",
            expected: { value: growthMetres, unit: "m" },
            hints: [
              "The growth is the fraction you found times the original length.",
              "ΔL = αL₀ΔT.",
              `Compute ${num(strain)} × ${given(length)} m.`,
            ],
          }),
          tutorStep({
            prompt: "What gap in millimetres must be left between rails?",
            description: "Convert the gap to millimetres",
            expected: { value: gap, unit: "mm" },
            hints: [
              "The gap must absorb the growth of one rail length.",
              "1 m = 1000 mm.",
              `Multiply ${num(growthMetres)} m by 1000.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-final-temperature",
          description: "Used the hottest temperature instead of the temperature change.",
          wrongAnswer: { value: expansionCoefficient * length * hottestTemperature * 1000, unit: "mm" },
          feedback:
            "Expansion is driven by the change in temperature, T₂ − T₁, which here includes the cold laying temperature.",
        }),
        mistake({
          id: "used-volume-coefficient",
          description: "Used the volume expansion coefficient 3α for a change in length.",
          wrongAnswer: { value: 3 * gap, unit: "mm" },
          feedback: "A length grows with the linear coefficient α; 3α is for volume.",
        }),
        mistake({
          id: "left-in-metres",
          description: "Reported the growth in metres as if it were millimetres.",
          wrongAnswer: { value: growthMetres, unit: "mm" },
          feedback: "αL₀ΔT comes out in metres because L₀ is in metres; multiply by 1000 for millimetres.",
        }),
      ],
      keyConcepts: [
        "A solid's length changes by ΔL = αL₀ΔT.",
        "The change is proportional to both the original length and the temperature change.",
        "Negative temperatures count: the change from −10 °C to 40 °C is 50 K.",
      ],
      realWorld:
        "Jointed railway track and bridge decks leave expansion gaps; continuously welded rail is instead pre-stressed so it does not buckle in heat waves.",
    };
  },
};

const RING_MATERIALS = [
  { name: "steel", article: "A", expansionCoefficient: 1.2e-5 },
  { name: "brass", article: "A", expansionCoefficient: 1.9e-5 },
  { name: "aluminum", article: "An", expansionCoefficient: 2.3e-5 },
] as const;

const shrinkFitRing: ProblemTemplate = {
  id: "heat-temperature.shrink-fit-ring",
  subtopic: "heat-temperature",
  levels: ["algebra", "calculus"],
  title: "Heating a ring to slip it onto a shaft",
  generate(random, level) {
    const material = random.pick(RING_MATERIALS);
    const diameter = random.between(30, 80, 1);
    const roomTemperature = random.between(18, 25, 0.5);
    // Draw the heating needed, then state the interference rounded to a micrometre, as a drawing would.
    const targetHeating = random.between(90, 220, 1);
    const interference = Number(
      (Math.round(material.expansionCoefficient * diameter * targetHeating * 1000) / 1000).toPrecision(12),
    );
    const expansionCoefficient = material.expansionCoefficient;

    const strain = interference / diameter;
    const growthPerKelvin = expansionCoefficient * diameter;
    const heating = interference / growthPerKelvin;
    const requiredTemperature = roomTemperature + heating;
    const calculusHint =
      level === "calculus"
        ? " Since $\\alpha\\,\\Delta T \\ll 1$, you may integrate $dD = \\alpha D\\,dT$ treating $D \\approx D_0$ on the right-hand side."
        : "";

    return {
      statement:
        `${material.article} ${material.name} ring has an inner diameter $D_0 = ${showGiven(diameter, "mm")}$ at room temperature ` +
        `$T_0 = ${showGiven(roomTemperature, "degC")}$, which is $\\delta = ${showGiven(interference, "mm")}$ smaller than the ` +
        `shaft it must fit onto. The coefficient of linear expansion of ${material.name} is ` +
        `$\\alpha = ${showGiven(expansionCoefficient, "1/K")}$. To what temperature, in °C, must the ring be heated so ` +
        `that it just slides over the shaft?${calculusHint}`,
      knowns: [
        known({ symbol: "D_0", name: "inner diameter of the ring", value: diameter, unit: "mm" }),
        known({ symbol: "T_0", name: "room temperature", value: roomTemperature, unit: "degC" }),
        known({ symbol: "\\delta", name: "required increase in diameter", value: interference, unit: "mm" }),
        known({
          symbol: "\\alpha",
          name: `coefficient of linear expansion of ${material.name}`,
          value: expansionCoefficient,
          unit: "1/K",
        }),
      ],
      unknown: { symbol: "T", name: "temperature of the ring", unit: "degC" },
      answer: { value: requiredTemperature, unit: "degC" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Every length of the ring, including its hole's diameter, grows by the same fraction αΔT.",
          equation:
            "\\delta = \\alpha D_0 \\Delta T \\;\\Rightarrow\\; \\Delta T = \\frac{\\delta}{\\alpha D_0}",
          substitution: `\\Delta T = \\frac{${showGiven(interference, "mm")}}{(${showGiven(expansionCoefficient, "1/K")})(${showGiven(diameter, "mm")})} = ${show(heating, "K")}`,
          result: { symbol: "\\Delta T", value: heating, unit: "K" },
        }),
        solutionStep({
          principle: "Add the heating to room temperature.",
          equation: "T = T_0 + \\Delta T",
          substitution: `T = ${showGiven(roomTemperature, "degC")} + ${show(heating, "K")} = ${show(requiredTemperature, "degC")}`,
          result: { symbol: "T", value: requiredTemperature, unit: "degC" },
        }),
      ],
      tutor: {
        warmup: {
          question: "When a metal ring is heated, does the hole in the middle get larger or smaller?",
          explanation:
            "Larger. The whole ring scales up like a photographic enlargement, so the hole grows by the same fraction as the metal.",
        },
        steps: [
          tutorStep({
            prompt: "By what fraction $\\delta / D_0$ must the diameter grow (a pure number)?",
            description: "Required fractional growth",
            expected: { value: strain, unit: "" },
            hints: [
              "Compare the needed increase to the original diameter.",
              "Both are in millimetres, so the units cancel.",
              `Compute ${given(interference)} / ${given(diameter)}.`,
            ],
          }),
          tutorStep({
            prompt: "By how many millimetres does the diameter grow per kelvin of heating?",
            description: "Growth per kelvin",
            expected: { value: growthPerKelvin, unit: "mm/K" },
            hints: [
              "Linear expansion: ΔD = αD₀ΔT.",
              "For ΔT = 1 K the growth is αD₀.",
              `Compute ${given(expansionCoefficient)} /K × ${given(diameter)} mm.`,
            ],
          }),
          tutorStep({
            prompt: "How many kelvin must the ring be heated above room temperature?",
            description: "Temperature rise needed",
            expected: { value: heating, unit: "K" },
            hints: [
              "Divide the total growth needed by the growth per kelvin.",
              "ΔT = δ / (αD₀).",
              `Compute ${given(interference)} mm / ${num(growthPerKelvin)} mm/K.`,
            ],
          }),
          tutorStep({
            prompt: "What temperature in °C must the ring reach?",
            description: "Final temperature of the ring",
            expected: { value: requiredTemperature, unit: "degC" },
            tolerance: 0.01,
            hints: [
              "The ring starts at room temperature.",
              "Add the temperature rise to the room temperature.",
              `Compute ${given(roomTemperature)} °C + ${num(heating)} K.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-radius",
          description: "Divided the diameter increase by the radius instead of the diameter.",
          wrongAnswer: { value: roomTemperature + 2 * heating, unit: "degC" },
          feedback: "The increase δ is in the diameter, so compare it with the diameter D₀, not the radius.",
        }),
        mistake({
          id: "forgot-room-temperature",
          description: "Gave the temperature rise as the final temperature.",
          wrongAnswer: { value: heating, unit: "degC" },
          feedback:
            "ΔT is how much hotter than room temperature the ring must be; add T₀ to get the temperature itself.",
        }),
        mistake({
          id: "used-volume-coefficient",
          description: "Used 3α, the volume coefficient, for a change in diameter.",
          wrongAnswer: { value: roomTemperature + heating / 3, unit: "degC" },
          feedback: "A diameter is a length, so it grows with the linear coefficient α.",
        }),
      ],
      keyConcepts: [
        "Heating scales every length of a solid, holes included, by the factor 1 + αΔT.",
        "The temperature rise needed is ΔT = δ / (αD₀).",
        "A rise in temperature must be added to the starting temperature.",
      ],
      realWorld:
        "Shrink fitting mounts gears, bearings and railway wheel tyres: the heated part slides on and grips tightly as it cools.",
    };
  },
};

const DEBYE_SOLIDS = [
  { name: "sodium chloride", debyeTemperature: 321 },
  { name: "potassium chloride", debyeTemperature: 235 },
  { name: "silicon", debyeTemperature: 645 },
  { name: "germanium", debyeTemperature: 374 },
] as const;

/** 12π⁴/5: the Debye T³-law prefactor. */
const DEBYE_FACTOR = (12 * Math.PI ** 4) / 5;

const debyeLowTemperatureHeat: ProblemTemplate = {
  id: "heat-temperature.debye-low-temperature-heat",
  subtopic: "heat-temperature",
  levels: ["calculus"],
  title: "Heating a crystal near absolute zero",
  generate(random) {
    const solid = random.pick(DEBYE_SOLIDS);
    const moles = random.between(0.5, 3, 0.1);
    const initialTemperature = random.between(2, 4, 0.1);
    const finalTemperature = random.between(8, 12, 0.1);
    const debyeTemperature = solid.debyeTemperature;

    const coefficient = (DEBYE_FACTOR * GAS_CONSTANT) / debyeTemperature ** 3;
    const finalMolarCapacity = coefficient * finalTemperature ** 3;
    const fourthPowerDifference = finalTemperature ** 4 - initialTemperature ** 4;
    const heatJoules = (moles * coefficient * fourthPowerDifference) / 4;
    const heat = heatJoules * 1000;

    return {
      statement:
        `At very low temperatures the molar heat capacity of an insulating crystal follows the Debye law ` +
        `$C(T) = \\frac{12\\pi^4}{5} R \\left(\\frac{T}{\\Theta_D}\\right)^3$. A sample of $n = ${showGiven(moles, "mol")}$ of ` +
        `${solid.name} ($\\Theta_D = ${showGiven(debyeTemperature, "K")}$) is warmed from $T_1 = ${showGiven(initialTemperature, "K")}$ ` +
        `to $T_2 = ${showGiven(finalTemperature, "K")}$. How much heat, in millijoules, does it absorb? ` +
        "Use $R = 8.314\\ \\mathrm{J/(mol\\cdot K)}$.",
      knowns: [
        known({ symbol: "n", name: "amount of substance", value: moles, unit: "mol" }),
        known({
          symbol: "\\Theta_D",
          name: `Debye temperature of ${solid.name}`,
          value: debyeTemperature,
          unit: "K",
        }),
        known({ symbol: "T_1", name: "initial temperature", value: initialTemperature, unit: "K" }),
        known({ symbol: "T_2", name: "final temperature", value: finalTemperature, unit: "K" }),
      ],
      unknown: { symbol: "Q", name: "heat absorbed", unit: "mJ" },
      answer: { value: heat, unit: "mJ" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Collect the constants of the Debye law into one coefficient a, so C(T) = aT³.",
          equation: "a = \\frac{12\\pi^4}{5}\\frac{R}{\\Theta_D^3}",
          substitution: `a = \\frac{12\\pi^4}{5}\\cdot\\frac{${show(GAS_CONSTANT, "J/mol/K", 4)}}{(${showGiven(debyeTemperature, "K")})^3} = ${show(coefficient, "J/mol/K^4")}`,
          result: { symbol: "a", value: coefficient, unit: "J/mol/K^4" },
        }),
        solutionStep({
          principle: "The heat capacity changes with temperature, so the heat is an integral, not CΔT.",
          equation: "Q = n\\int_{T_1}^{T_2} a T^3\\,dT = \\frac{n a}{4}\\left(T_2^4 - T_1^4\\right)",
          substitution: `Q = \\frac{(${showGiven(moles, "mol")})(${show(coefficient, "J/mol/K^4")})}{4}\\left(${show(fourthPowerDifference, "K^4")}\\right) = ${show(heatJoules, "J")}`,
          result: { symbol: "Q", value: heatJoules, unit: "J" },
        }),
        solutionStep({
          principle: "Convert to millijoules.",
          equation: "Q_\\text{mJ} = 1000\\,Q",
          substitution: `Q = ${show(heatJoules, "J")} \\times 1000\\ \\mathrm{mJ/J} = ${show(heat, "mJ")}`,
          result: { symbol: "Q", value: heat, unit: "mJ" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "If a solid's heat capacity grows as T³, does warming it from 2 K to 4 K take more or less heat than warming it from 10 K to 12 K?",
          explanation:
            "Much less. The heat is the area under C(T), and C is tiny at 2–4 K, so most of the heat goes in at the upper end of the range.",
        },
        steps: [
          tutorStep({
            prompt: "Compute the coefficient $a = \\frac{12\\pi^4}{5}\\frac{R}{\\Theta_D^3}$ in J/(mol·K⁴).",
            description: "Debye coefficient",
            expected: { value: coefficient, unit: "J/mol/K^4" },
            hints: [
              "Everything in C(T) except T³ is a constant.",
              "12π⁴/5 ≈ 233.8; multiply by R and divide by Θ_D cubed.",
              `Compute 233.8 × 8.314 / ${debyeTemperature}³.`,
            ],
          }),
          tutorStep({
            prompt: "What is the molar heat capacity at the final temperature $T_2$?",
            description: "Heat capacity at T₂",
            expected: { value: finalMolarCapacity, unit: "J/mol/K" },
            hints: [
              "Evaluate C(T) = aT³ at T₂.",
              "Cube the final temperature.",
              `Compute ${num(coefficient)} × ${given(finalTemperature)}³.`,
            ],
          }),
          tutorStep({
            prompt: "Integrating $T^3$ gives $T^4/4$. What is $T_2^4 - T_1^4$ in K⁴?",
            description: "Difference of fourth powers",
            expected: { value: fourthPowerDifference, unit: "K^4" },
            hints: [
              "The antiderivative of T³ is T⁴/4.",
              "Raise each temperature to the fourth power, then subtract.",
              `Compute ${given(finalTemperature)}⁴ − ${given(initialTemperature)}⁴.`,
            ],
          }),
          tutorStep({
            prompt: "How much heat in millijoules does the sample absorb?",
            description: "Integrate the heat capacity",
            expected: { value: heat, unit: "mJ" },
            hints: [
              "Q = n∫aT³dT from T₁ to T₂.",
              "Q = (na/4)(T₂⁴ − T₁⁴), in joules; then convert to millijoules.",
              `Compute ${given(moles)} × ${num(coefficient)} / 4 × ${num(fourthPowerDifference)}, then multiply by 1000.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "constant-final-heat-capacity",
          description: "Treated the heat capacity as constant at its final value: Q = nC(T₂)ΔT.",
          wrongAnswer: {
            value: moles * finalMolarCapacity * (finalTemperature - initialTemperature) * 1000,
            unit: "mJ",
          },
          feedback:
            "C(T) changes strongly over the range; Q = nCΔT only holds for constant C. Integrate C(T) instead.",
        }),
        mistake({
          id: "constant-initial-heat-capacity",
          description: "Treated the heat capacity as constant at its initial value: Q = nC(T₁)ΔT.",
          wrongAnswer: {
            value:
              moles * coefficient * initialTemperature ** 3 * (finalTemperature - initialTemperature) * 1000,
            unit: "mJ",
          },
          feedback:
            "Using C at the start badly underestimates the heat because C grows as T³; integrate C(T) over the range.",
        }),
        mistake({
          id: "forgot-quarter",
          description: "Integrated T³ to T⁴ without the factor 1/4.",
          wrongAnswer: { value: 4 * heat, unit: "mJ" },
          feedback: "The antiderivative of T³ is T⁴/4, not T⁴.",
        }),
      ],
      keyConcepts: [
        "When heat capacity depends on temperature, the heat is Q = ∫nC(T)dT.",
        "Near absolute zero the lattice heat capacity of a crystal follows the Debye T³ law.",
        "Q = nCΔT is only valid when C is constant over the range.",
      ],
      realWorld:
        "Cryogenic detectors and dilution refrigerators rely on tiny low-temperature heat capacities: a small energy deposit gives a measurable temperature rise.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  heatingWater,
  metalInWater,
  railExpansionGap,
  shrinkFitRing,
  debyeLowTemperatureHeat,
];
