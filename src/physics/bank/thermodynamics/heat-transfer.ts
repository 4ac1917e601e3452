/**
 * Heat Transfer: conduction through slabs, layered walls and pipe insulation, thermal radiation,
 * and Newton's law of cooling.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { celsiusToKelvin, STEFAN_BOLTZMANN } from "./constants";
import { given, num, show, showGiven, tidy } from "./template-helpers";

const GLASS_CONDUCTIVITY = 0.8;

const windowConduction: ProblemTemplate = {
  id: "heat-transfer.window-conduction",
  subtopic: "heat-transfer",
  levels: ["high-school", "algebra"],
  title: "Heat conducted through a window pane",
  generate(random) {
    const area = random.between(1, 3, 0.1);
    const thicknessMillimetres = random.between(3, 6, 0.5);
    // Glass resists heat far less than the air films on either side, so its two surfaces differ by only about a kelvin.
    const insideSurface = random.between(2, 6, 0.1);
    const outsideSurface = tidy(insideSurface - random.between(0.4, 1.5, 0.1));
    const conductivity = GLASS_CONDUCTIVITY;

    const thickness = thicknessMillimetres / 1000;
    const temperatureDifference = insideSurface - outsideSurface;
    const conductance = (conductivity * area) / thickness;
    const power = conductance * temperatureDifference;

    return {
      statement:
        `On a cold day the inner surface of a single-glazed window is at $T_1 = ${showGiven(insideSurface, "degC")}$ and the ` +
        `outer surface at $T_2 = ${showGiven(outsideSurface, "degC")}$. The pane has area $A = ${showGiven(area, "m^2")}$ and ` +
        `thickness $d = ${showGiven(thicknessMillimetres, "mm")}$, and glass conducts heat with $k = ${showGiven(conductivity, "W/m/K")}$. ` +
        "At what rate, in watts, is heat conducted through the glass?",
      knowns: [
        known({ symbol: "T_1", name: "inner surface temperature", value: insideSurface, unit: "degC" }),
        known({ symbol: "T_2", name: "outer surface temperature", value: outsideSurface, unit: "degC" }),
        known({ symbol: "A", name: "area of the pane", value: area, unit: "m^2" }),
        known({ symbol: "d", name: "thickness of the glass", value: thicknessMillimetres, unit: "mm" }),
        known({ symbol: "k", name: "thermal conductivity of glass", value: conductivity, unit: "W/m/K" }),
      ],
      unknown: { symbol: "P", name: "rate of heat conduction", unit: "W" },
      answer: { value: power, unit: "W" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Conduction is driven by the temperature difference across the slab.",
          equation: "\\Delta T = T_1 - T_2",
          substitution: `\\Delta T = ${showGiven(insideSurface, "degC")} - ${showGiven(outsideSurface, "degC")} = ${show(temperatureDifference, "K")}`,
          result: { symbol: "\\Delta T", value: temperatureDifference, unit: "K" },
        }),
        solutionStep({
          principle: "Fourier's law of conduction through a flat slab, with the thickness in metres.",
          equation: "P = \\frac{k A \\Delta T}{d}",
          substitution: `P = \\frac{(${showGiven(conductivity, "W/m/K")})(${showGiven(area, "m^2")})(${show(temperatureDifference, "K")})}{${show(thickness, "m")}} = ${show(power, "W")}`,
          result: { symbol: "P", value: power, unit: "W" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "If you used glass twice as thick, what would happen to the rate of heat loss through it?",
          explanation:
            "It would halve: the conduction rate is inversely proportional to the thickness, P = kAΔT/d.",
        },
        steps: [
          tutorStep({
            prompt: "What is the glass thickness in metres?",
            description: "Convert the thickness to metres",
            expected: { value: thickness, unit: "m" },
            hints: [
              "k is given per metre.",
              "1 mm = 0.001 m.",
              `Divide ${given(thicknessMillimetres)} by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "What is the temperature difference across the glass, in kelvin?",
            description: "Temperature difference",
            expected: { value: temperatureDifference, unit: "K" },
            hints: [
              "Subtract the outer surface temperature from the inner one.",
              "A difference in °C is the same number of kelvin.",
              `Compute ${given(insideSurface)} − ${given(outsideSurface)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the thermal conductance $kA/d$ of the pane, in W/K?",
            description: "Conductance of the pane",
            expected: { value: conductance, unit: "W/K" },
            hints: [
              "Conductance is the heat flow per kelvin of temperature difference.",
              "Multiply k by A and divide by d in metres.",
              `Compute ${given(conductivity)} × ${given(area)} / ${num(thickness)}.`,
            ],
          }),
          tutorStep({
            prompt: "At what rate in watts is heat conducted through the glass?",
            description: "Rate of heat conduction",
            expected: { value: power, unit: "W" },
            hints: [
              "Each kelvin of difference drives one conductance's worth of heat flow.",
              "P = (kA/d)ΔT.",
              `Compute ${num(conductance)} W/K × ${num(temperatureDifference)} K.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "thickness-in-millimetres",
          description: "Used the thickness in millimetres as if it were in metres.",
          wrongAnswer: { value: power / 1000, unit: "W" },
          feedback: "k is in W/(m·K), so d must be in metres: 1 mm = 0.001 m.",
        }),
        mistake({
          id: "used-one-temperature",
          description: "Used the inner surface temperature instead of the temperature difference.",
          wrongAnswer: { value: conductance * insideSurface, unit: "W" },
          feedback:
            "Heat flows because of the difference T₁ − T₂; here the outside is below zero, so the difference is larger.",
        }),
        mistake({
          id: "multiplied-by-thickness",
          description: "Multiplied by the thickness instead of dividing.",
          wrongAnswer: { value: conductivity * area * temperatureDifference * thickness, unit: "W" },
          feedback: "Thicker material conducts less, so the thickness belongs in the denominator.",
        }),
      ],
      keyConcepts: [
        "Conduction through a slab: P = kAΔT/d.",
        "The rate grows with area and temperature difference and falls with thickness.",
        "Use SI units: thickness in metres, temperature difference in kelvin.",
      ],
      realWorld:
        "Double glazing traps a layer of gas, which conducts about 30 times worse than glass, cutting window heat loss sharply.",
    };
  },
};

const SKIN_EMISSIVITY = 0.97;

const skinRadiation: ProblemTemplate = {
  id: "heat-transfer.skin-radiation",
  subtopic: "heat-transfer",
  levels: ["high-school", "algebra"],
  title: "Net heat radiated by a person's skin",
  generate(random) {
    const area = random.between(1.5, 2, 0.01);
    const skinCelsius = random.between(32, 35, 0.1);
    const roomCelsius = random.between(15, 25, 0.5);
    const emissivity = SKIN_EMISSIVITY;

    const skinKelvin = celsiusToKelvin(skinCelsius);
    const roomKelvin = celsiusToKelvin(roomCelsius);
    const fourthPowerDifference = skinKelvin ** 4 - roomKelvin ** 4;
    const power = emissivity * STEFAN_BOLTZMANN * area * fourthPowerDifference;

    return {
      statement:
        `An unclothed person with skin area $A = ${showGiven(area, "m^2")}$ and skin temperature $T_s = ${showGiven(skinCelsius, "degC")}$ ` +
        `stands in a room whose walls are at $T_r = ${showGiven(roomCelsius, "degC")}$. Skin has emissivity $\\varepsilon = ${showGiven(emissivity, "")}$. ` +
        "What is the net rate, in watts, at which the person loses heat by radiation? " +
        "Use $\\sigma = 5.67 \\times 10^{-8}\\ \\mathrm{W/(m^2\\cdot K^4)}$.",
      knowns: [
        known({ symbol: "A", name: "skin area", value: area, unit: "m^2" }),
        known({ symbol: "T_s", name: "skin temperature", value: skinCelsius, unit: "degC" }),
        known({ symbol: "T_r", name: "temperature of the room's walls", value: roomCelsius, unit: "degC" }),
        known({ symbol: "\\varepsilon", name: "emissivity of skin", value: emissivity, unit: "" }),
      ],
      unknown: { symbol: "P_\\text{net}", name: "net radiated power", unit: "W" },
      answer: { value: power, unit: "W" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "The Stefan–Boltzmann law uses absolute temperatures.",
          equation: "T = T_{^\\circ\\mathrm{C}} + 273.15",
          substitution: `T_s = ${show(skinKelvin, "K", 5)},\\quad T_r = ${show(roomKelvin, "K", 5)}`,
          result: { symbol: "T_s", value: skinKelvin, unit: "K" },
        }),
        solutionStep({
          principle:
            "The body emits as εσAT_s⁴ and absorbs from the walls εσAT_r⁴; the net loss is the difference.",
          equation: "P_\\text{net} = \\varepsilon\\sigma A\\left(T_s^4 - T_r^4\\right)",
          substitution: `P_\\text{net} = (${showGiven(emissivity, "")})(${show(STEFAN_BOLTZMANN, "W/m^2/K^4")})(${showGiven(area, "m^2")})(${show(fourthPowerDifference, "K^4")}) = ${show(power, "W")}`,
          result: { symbol: "P_\\text{net}", value: power, unit: "W" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Everything radiates. Why then does a person lose heat by radiation in a room, rather than gain it?",
          explanation:
            "Emission grows as T⁴. The skin is warmer than the walls, so it emits more than it absorbs from them; the net flow is outward.",
        },
        steps: [
          tutorStep({
            prompt: "What is the skin temperature in kelvin?",
            description: "Skin temperature in kelvin",
            expected: { value: skinKelvin, unit: "K" },
            tolerance: 0.002,
            hints: [
              "Radiation laws need absolute temperature.",
              "Add 273.15.",
              `Compute ${given(skinCelsius)} + 273.15.`,
            ],
          }),
          tutorStep({
            prompt: "What is the wall temperature in kelvin?",
            description: "Wall temperature in kelvin",
            expected: { value: roomKelvin, unit: "K" },
            tolerance: 0.002,
            hints: ["Same conversion.", "Add 273.15.", `Compute ${given(roomCelsius)} + 273.15.`],
          }),
          tutorStep({
            prompt: "What is $T_s^4 - T_r^4$, in K⁴?",
            description: "Difference of fourth powers",
            expected: { value: fourthPowerDifference, unit: "K^4" },
            hints: [
              "Raise each absolute temperature to the fourth power before subtracting.",
              "(T_s − T_r)⁴ is not the same as T_s⁴ − T_r⁴.",
              `Compute ${num(skinKelvin, 5)}⁴ − ${num(roomKelvin, 5)}⁴.`,
            ],
          }),
          tutorStep({
            prompt: "What is the net radiated power, in watts?",
            description: "Net radiated power",
            expected: { value: power, unit: "W" },
            hints: [
              "Apply the Stefan–Boltzmann law to the net exchange.",
              "P = εσA(T_s⁴ − T_r⁴).",
              `Compute ${given(emissivity)} × 5.67 × 10⁻⁸ × ${given(area)} × ${num(fourthPowerDifference)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "celsius-temperatures",
          description: "Used Celsius temperatures in the T⁴ law.",
          wrongAnswer: {
            value: emissivity * STEFAN_BOLTZMANN * area * (skinCelsius ** 4 - roomCelsius ** 4),
            unit: "W",
          },
          feedback:
            "The Stefan–Boltzmann law needs absolute temperatures; convert to kelvin before raising to the fourth power.",
        }),
        mistake({
          id: "fourth-power-of-difference",
          description: "Raised the temperature difference to the fourth power, (T_s − T_r)⁴.",
          wrongAnswer: {
            value: emissivity * STEFAN_BOLTZMANN * area * (skinKelvin - roomKelvin) ** 4,
            unit: "W",
          },
          feedback:
            "Emission and absorption are each proportional to T⁴; subtract the fourth powers, not the temperatures.",
        }),
        mistake({
          id: "ignored-absorption",
          description: "Counted only the emitted power and ignored radiation absorbed from the walls.",
          wrongAnswer: { value: emissivity * STEFAN_BOLTZMANN * area * skinKelvin ** 4, unit: "W" },
          feedback: "The walls radiate back at the person; the net loss is εσA(T_s⁴ − T_r⁴).",
        }),
      ],
      keyConcepts: [
        "A surface radiates P = εσAT⁴ with T in kelvin.",
        "Net radiation exchange with surroundings is εσA(T⁴ − T_surr⁴).",
        "Radiation needs no medium and is a major heat-loss path for the body at rest.",
      ],
      realWorld:
        "Thermal cameras image this radiation, and in a cold room you feel chilly near walls or windows even when the air is warm.",
    };
  },
};

const BRICK_CONDUCTIVITY = 0.7;
const FOAM_CONDUCTIVITY = 0.035;

const compositeWall: ProblemTemplate = {
  id: "heat-transfer.composite-wall",
  subtopic: "heat-transfer",
  levels: ["algebra", "calculus"],
  title: "Heat loss through an insulated brick wall",
  generate(random, level) {
    const area = random.between(8, 20, 0.5);
    const brickCentimetres = random.between(10, 20, 1);
    const foamCentimetres = random.between(3, 10, 0.5);
    const insideCelsius = random.between(18, 22, 0.5);
    const outsideCelsius = random.between(-15, 0, 1);
    const brickConductivity = BRICK_CONDUCTIVITY;
    const foamConductivity = FOAM_CONDUCTIVITY;

    const brickThickness = brickCentimetres / 100;
    const foamThickness = foamCentimetres / 100;
    const brickResistance = brickThickness / (brickConductivity * area);
    const foamResistance = foamThickness / (foamConductivity * area);
    const totalResistance = brickResistance + foamResistance;
    const temperatureDifference = insideCelsius - outsideCelsius;
    const power = temperatureDifference / totalResistance;
    const steadyStateNote =
      level === "calculus"
        ? " In steady state the heat current $P = -kA\\,dT/dx$ is the same through every layer."
        : "";

    return {
      statement:
        `A house wall of area $A = ${showGiven(area, "m^2")}$ is made of brick $d_1 = ${showGiven(brickCentimetres, "cm")}$ thick ` +
        `($k_1 = ${showGiven(brickConductivity, "W/m/K")}$) covered with a layer of foam insulation $d_2 = ${showGiven(foamCentimetres, "cm")}$ thick ` +
        `($k_2 = ${showGiven(foamConductivity, "W/m/K")}$). The inner surface is at $T_i = ${showGiven(insideCelsius, "degC")}$ and the ` +
        `outer surface at $T_o = ${showGiven(outsideCelsius, "degC")}$. At what rate, in watts, does heat flow through the wall?${steadyStateNote}`,
      knowns: [
        known({ symbol: "A", name: "wall area", value: area, unit: "m^2" }),
        known({ symbol: "d_1", name: "brick thickness", value: brickCentimetres, unit: "cm" }),
        known({
          symbol: "k_1",
          name: "thermal conductivity of brick",
          value: brickConductivity,
          unit: "W/m/K",
        }),
        known({ symbol: "d_2", name: "insulation thickness", value: foamCentimetres, unit: "cm" }),
        known({
          symbol: "k_2",
          name: "thermal conductivity of the insulation",
          value: foamConductivity,
          unit: "W/m/K",
        }),
        known({ symbol: "T_i", name: "inner surface temperature", value: insideCelsius, unit: "degC" }),
        known({ symbol: "T_o", name: "outer surface temperature", value: outsideCelsius, unit: "degC" }),
      ],
      unknown: { symbol: "P", name: "rate of heat flow", unit: "W" },
      answer: { value: power, unit: "W" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Each layer has a thermal resistance R = d/(kA), with d in metres.",
          equation: "R_1 = \\frac{d_1}{k_1 A},\\quad R_2 = \\frac{d_2}{k_2 A}",
          substitution:
            `R_1 = \\frac{${show(brickThickness, "m")}}{(${showGiven(brickConductivity, "W/m/K")})(${showGiven(area, "m^2")})} = ${show(brickResistance, "K/W")},\\quad ` +
            `R_2 = \\frac{${show(foamThickness, "m")}}{(${showGiven(foamConductivity, "W/m/K")})(${showGiven(area, "m^2")})} = ${show(foamResistance, "K/W")}`,
          result: { symbol: "R_2", value: foamResistance, unit: "K/W" },
        }),
        solutionStep({
          principle: "The same heat current passes through both layers, so their resistances add in series.",
          equation: "R = R_1 + R_2",
          substitution: `R = ${show(brickResistance, "K/W")} + ${show(foamResistance, "K/W")} = ${show(totalResistance, "K/W")}`,
          result: { symbol: "R", value: totalResistance, unit: "K/W" },
        }),
        solutionStep({
          principle: "Heat current is the temperature difference divided by the total resistance.",
          equation: "P = \\frac{T_i - T_o}{R}",
          substitution: `P = \\frac{${show(temperatureDifference, "K")}}{${show(totalResistance, "K/W")}} = ${show(power, "W")}`,
          result: { symbol: "P", value: power, unit: "W" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Heat flows through brick and then through insulation. Is the total resistance to heat flow larger or smaller than that of the insulation alone?",
          explanation:
            "Larger. The layers are in series, like resistors in series: their thermal resistances add, and the same heat current passes through each.",
        },
        steps: [
          tutorStep({
            prompt: "What is the thermal resistance $R_1 = d_1/(k_1 A)$ of the brick, in K/W?",
            description: "Resistance of the brick layer",
            expected: { value: brickResistance, unit: "K/W" },
            hints: [
              "Convert the thickness to metres first.",
              "R = d/(kA).",
              `Compute ${num(brickThickness)} / (${given(brickConductivity)} × ${given(area)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is the thermal resistance $R_2$ of the insulation, in K/W?",
            description: "Resistance of the insulation layer",
            expected: { value: foamResistance, unit: "K/W" },
            hints: [
              "Same formula, with the insulation's thickness and conductivity.",
              "Thickness in metres: divide centimetres by 100.",
              `Compute ${num(foamThickness)} / (${given(foamConductivity)} × ${given(area)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is the total thermal resistance of the wall, in K/W?",
            description: "Series resistance",
            expected: { value: totalResistance, unit: "K/W" },
            hints: [
              "The layers carry the same heat current one after the other.",
              "Series resistances add.",
              `Compute ${num(brickResistance)} + ${num(foamResistance)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the temperature difference across the wall, in kelvin?",
            description: "Temperature difference",
            expected: { value: temperatureDifference, unit: "K" },
            hints: [
              "Inner minus outer surface temperature.",
              "Mind the sign of the outdoor temperature.",
              `Compute ${given(insideCelsius)} − (${given(outsideCelsius)}).`,
            ],
          }),
          tutorStep({
            prompt: "At what rate, in watts, does heat flow through the wall?",
            description: "Heat current",
            expected: { value: power, unit: "W" },
            hints: [
              "Thermal 'Ohm's law': current = difference / resistance.",
              "P = ΔT / R.",
              `Compute ${num(temperatureDifference)} K / ${num(totalResistance)} K/W.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "layers-in-parallel",
          description: "Added the conductances of the layers as if they were side by side (in parallel).",
          wrongAnswer: {
            value:
              temperatureDifference *
              ((brickConductivity * area) / brickThickness + (foamConductivity * area) / foamThickness),
            unit: "W",
          },
          feedback:
            "Heat passes through the brick and then the foam, so the layers are in series: add resistances, not conductances.",
        }),
        mistake({
          id: "centimetres-as-metres",
          description: "Used the thicknesses in centimetres as if they were metres.",
          wrongAnswer: { value: power * 100, unit: "W" },
          feedback: "Conductivities are per metre; convert centimetres to metres (divide by 100).",
        }),
        mistake({
          id: "averaged-conductivity",
          description: "Averaged the two conductivities and used the total thickness.",
          wrongAnswer: {
            value:
              (((brickConductivity + foamConductivity) / 2) * area * temperatureDifference) /
              (brickThickness + foamThickness),
            unit: "W",
          },
          feedback:
            "A plain average ignores how thick each layer is; add the layers' resistances d/(kA) instead.",
        }),
      ],
      keyConcepts: [
        "A slab's thermal resistance is R = d/(kA); the heat current is ΔT/R.",
        "Layers the heat crosses one after another are in series: resistances add.",
        "A thin layer of good insulation can dominate the total resistance.",
      ],
      realWorld:
        "Building codes specify wall R-values; adding a few centimetres of foam to a brick wall cuts its heat loss several times over.",
    };
  },
};

const MINERAL_WOOL_CONDUCTIVITY = 0.04;

const insulatedPipe: ProblemTemplate = {
  id: "heat-transfer.insulated-pipe",
  subtopic: "heat-transfer",
  levels: ["calculus"],
  title: "Heat loss through cylindrical pipe insulation",
  generate(random) {
    const innerRadiusCentimetres = random.between(1, 3, 0.1);
    const outerRadiusCentimetres = random.between(
      innerRadiusCentimetres + 1,
      innerRadiusCentimetres + 4,
      0.1,
    );
    const length = random.between(5, 20, 0.5);
    const pipeCelsius = random.between(60, 90, 1);
    const surfaceCelsius = random.between(15, 30, 1);
    const conductivity = MINERAL_WOOL_CONDUCTIVITY;

    const radiusRatio = outerRadiusCentimetres / innerRadiusCentimetres;
    const logarithm = Math.log(radiusRatio);
    const temperatureDifference = pipeCelsius - surfaceCelsius;
    const resistance = logarithm / (2 * Math.PI * conductivity * length);
    const power = temperatureDifference / resistance;

    return {
      statement:
        `A hot-water pipe of outer radius $r_1 = ${showGiven(innerRadiusCentimetres, "cm")}$ and length $L = ${showGiven(length, "m")}$ ` +
        `is wrapped in mineral-wool insulation ($k = ${showGiven(conductivity, "W/m/K")}$) out to radius $r_2 = ${showGiven(outerRadiusCentimetres, "cm")}$. ` +
        `The inner surface of the insulation is at $T_1 = ${showGiven(pipeCelsius, "degC")}$ and its outer surface at $T_2 = ${showGiven(surfaceCelsius, "degC")}$. ` +
        "Starting from Fourier's law $P = -k(2\\pi r L)\\,\\frac{dT}{dr}$ for each cylindrical shell, find the rate of heat loss in watts.",
      knowns: [
        known({
          symbol: "r_1",
          name: "inner radius of the insulation",
          value: innerRadiusCentimetres,
          unit: "cm",
        }),
        known({
          symbol: "r_2",
          name: "outer radius of the insulation",
          value: outerRadiusCentimetres,
          unit: "cm",
        }),
        known({ symbol: "L", name: "pipe length", value: length, unit: "m" }),
        known({
          symbol: "k",
          name: "thermal conductivity of mineral wool",
          value: conductivity,
          unit: "W/m/K",
        }),
        known({ symbol: "T_1", name: "inner surface temperature", value: pipeCelsius, unit: "degC" }),
        known({ symbol: "T_2", name: "outer surface temperature", value: surfaceCelsius, unit: "degC" }),
      ],
      unknown: { symbol: "P", name: "rate of heat loss", unit: "W" },
      answer: { value: power, unit: "W" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "In steady state the same heat current P crosses every cylindrical shell; separate variables and integrate from r₁ to r₂.",
          equation:
            "\\int_{r_1}^{r_2}\\frac{P\\,dr}{2\\pi k L r} = -\\int_{T_1}^{T_2} dT \\;\\Rightarrow\\; P = \\frac{2\\pi k L (T_1 - T_2)}{\\ln(r_2/r_1)}",
          substitution: `\\ln\\frac{r_2}{r_1} = \\ln\\frac{${showGiven(outerRadiusCentimetres, "cm")}}{${showGiven(innerRadiusCentimetres, "cm")}} = ${show(logarithm, "")}`,
          result: { symbol: "\\ln(r_2/r_1)", value: logarithm, unit: "" },
        }),
        solutionStep({
          principle: "Thermal resistance of the cylindrical layer.",
          equation: "R = \\frac{\\ln(r_2/r_1)}{2\\pi k L}",
          substitution: `R = \\frac{${show(logarithm, "")}}{2\\pi(${showGiven(conductivity, "W/m/K")})(${showGiven(length, "m")})} = ${show(resistance, "K/W")}`,
          result: { symbol: "R", value: resistance, unit: "K/W" },
        }),
        solutionStep({
          principle: "Heat current is the temperature difference over the resistance.",
          equation: "P = \\frac{T_1 - T_2}{R}",
          substitution: `P = \\frac{${show(temperatureDifference, "K")}}{${show(resistance, "K/W")}} = ${show(power, "W")}`,
          result: { symbol: "P", value: power, unit: "W" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why can't you use the flat-wall formula P = kAΔT/d directly for pipe insulation?",
          explanation:
            "The area 2πrL through which heat flows grows with radius, so the temperature gradient is not uniform. Integrating over thin shells gives a logarithm.",
        },
        steps: [
          tutorStep({
            prompt: "What is the ratio $r_2/r_1$?",
            description: "Radius ratio",
            expected: { value: radiusRatio, unit: "" },
            hints: [
              "Both radii are in centimetres, so the units cancel.",
              "Divide the outer radius by the inner radius.",
              `Compute ${given(outerRadiusCentimetres)} / ${given(innerRadiusCentimetres)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is $\\ln(r_2/r_1)$?",
            description: "Logarithm of the radius ratio",
            expected: { value: logarithm, unit: "" },
            hints: [
              "Integrating dr/r gives ln r.",
              "Use the natural logarithm.",
              `Compute ln(${num(radiusRatio, 4)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is the thermal resistance $\\ln(r_2/r_1)/(2\\pi k L)$ of the insulation, in K/W?",
            description: "Resistance of the insulation",
            expected: { value: resistance, unit: "K/W" },
            hints: [
              "The integral gives ΔT = P ln(r₂/r₁)/(2πkL).",
              "Divide the logarithm by 2πkL.",
              `Compute ${num(logarithm)} / (2π × ${given(conductivity)} × ${given(length)}).`,
            ],
          }),
          tutorStep({
            prompt: "What is the temperature difference across the insulation, in kelvin?",
            description: "Temperature difference",
            expected: { value: temperatureDifference, unit: "K" },
            hints: [
              "Inner minus outer surface temperature.",
              "A difference in °C is the same in kelvin.",
              `Compute ${given(pipeCelsius)} − ${given(surfaceCelsius)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the rate of heat loss, in watts?",
            description: "Heat current",
            expected: { value: power, unit: "W" },
            hints: [
              "Heat current = temperature difference / resistance.",
              "P = 2πkL(T₁ − T₂)/ln(r₂/r₁).",
              `Compute ${num(temperatureDifference)} / ${num(resistance)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "flat-slab-inner-area",
          description: "Used the flat-slab formula with the pipe's surface area 2πr₁L and thickness r₂ − r₁.",
          wrongAnswer: {
            value:
              (conductivity * 2 * Math.PI * innerRadiusCentimetres * length * temperatureDifference) /
              (outerRadiusCentimetres - innerRadiusCentimetres),
            unit: "W",
          },
          feedback:
            "The area grows with radius through the insulation; integrate over shells to get the ln(r₂/r₁) form.",
        }),
        mistake({
          id: "flat-slab-outer-area",
          description: "Used the flat-slab formula with the outer area 2πr₂L and thickness r₂ − r₁.",
          wrongAnswer: {
            value:
              (conductivity * 2 * Math.PI * outerRadiusCentimetres * length * temperatureDifference) /
              (outerRadiusCentimetres - innerRadiusCentimetres),
            unit: "W",
          },
          feedback: "No single area is right for a thick cylindrical layer; the exact result has ln(r₂/r₁).",
        }),
        mistake({
          id: "base-ten-logarithm",
          description: "Used log₁₀ instead of the natural logarithm.",
          wrongAnswer: {
            value: (temperatureDifference * (2 * Math.PI * conductivity * length)) / Math.log10(radiusRatio),
            unit: "W",
          },
          feedback: "∫dr/r = ln r, the natural logarithm.",
        }),
      ],
      keyConcepts: [
        "In steady state the heat current through every cylindrical shell is the same.",
        "Integrating Fourier's law over shells gives R = ln(r₂/r₁)/(2πkL).",
        "Only the ratio of the radii matters, so their unit cancels.",
      ],
      realWorld:
        "Engineers size lagging on steam and hot-water pipes with this formula; beyond a point, extra thickness saves little because of the logarithm.",
    };
  },
};

const newtonCooling: ProblemTemplate = {
  id: "heat-transfer.newton-cooling",
  subtopic: "heat-transfer",
  levels: ["algebra", "calculus"],
  title: "Cooling of a cup of coffee",
  generate(random, level) {
    const initialCelsius = random.between(80, 95, 1);
    const roomCelsius = random.between(18, 25, 0.5);
    // kt of at least 1 keeps the exponential and the straight-line mistake clearly apart.
    const rateConstant = random.between(0.035, 0.06, 0.001);
    const minutes = random.between(30, 50, 1);

    const initialExcess = initialCelsius - roomCelsius;
    const exponent = rateConstant * minutes;
    const decayFactor = Math.exp(-exponent);
    const finalExcess = initialExcess * decayFactor;
    const finalCelsius = roomCelsius + finalExcess;
    const law =
      level === "calculus"
        ? "obeys Newton's law of cooling, $\\frac{dT}{dt} = -k\\,(T - T_r)$"
        : "cools by Newton's law of cooling, $T(t) = T_r + (T_0 - T_r)\\,e^{-kt}$";

    return {
      statement:
        `A cup of coffee at $T_0 = ${showGiven(initialCelsius, "degC")}$ is left in a room at $T_r = ${showGiven(roomCelsius, "degC")}$. ` +
        `It ${law}, with $k = ${showGiven(rateConstant, "1/min")}$. What is its temperature, in °C, after $t = ${showGiven(minutes, "min")}$?`,
      knowns: [
        known({ symbol: "T_0", name: "initial coffee temperature", value: initialCelsius, unit: "degC" }),
        known({ symbol: "T_r", name: "room temperature", value: roomCelsius, unit: "degC" }),
        known({ symbol: "k", name: "cooling constant", value: rateConstant, unit: "1/min" }),
        known({ symbol: "t", name: "elapsed time", value: minutes, unit: "min" }),
      ],
      unknown: { symbol: "T", name: "coffee temperature", unit: "degC" },
      answer: { value: finalCelsius, unit: "degC" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            level === "calculus"
              ? "Let θ = T − T_r; then dθ/dt = −kθ, which separates and integrates to θ = θ₀e^{−kt}."
              : "Newton's law: the excess temperature over the room decays exponentially.",
          equation: "T(t) = T_r + (T_0 - T_r)\\,e^{-kt}",
          substitution: `e^{-kt} = e^{-(${showGiven(rateConstant, "1/min")})(${showGiven(minutes, "min")})} = ${show(decayFactor, "")}`,
          result: { symbol: "e^{-kt}", value: decayFactor, unit: "" },
        }),
        solutionStep({
          principle: "Scale the initial excess temperature by the decay factor and add the room temperature.",
          equation: "T = T_r + (T_0 - T_r)\\,e^{-kt}",
          substitution: `T = ${showGiven(roomCelsius, "degC")} + (${show(initialExcess, "K")})(${show(decayFactor, "")}) = ${show(finalCelsius, "degC")}`,
          result: { symbol: "T", value: finalCelsius, unit: "degC" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Does hot coffee cool faster when it is very hot or when it is nearly at room temperature? Why?",
          explanation:
            "When very hot: the cooling rate is proportional to the temperature difference with the room, so it slows as the coffee approaches room temperature.",
        },
        steps: [
          tutorStep({
            prompt: "How many kelvin above room temperature is the coffee at the start?",
            description: "Initial excess temperature",
            expected: { value: initialExcess, unit: "K" },
            hints: [
              "Newton's law works with the difference from the room.",
              "Subtract the room temperature from T₀.",
              `Compute ${given(initialCelsius)} − ${given(roomCelsius)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the dimensionless product $kt$?",
            description: "Exponent kt",
            expected: { value: exponent, unit: "" },
            hints: [
              "k is per minute and t is in minutes.",
              "Multiply them; the units cancel.",
              `Compute ${given(rateConstant)} × ${given(minutes)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the decay factor $e^{-kt}$?",
            description: "Decay factor",
            expected: { value: decayFactor, unit: "" },
            hints: [
              "This is the fraction of the excess temperature that remains.",
              "Use the exponential function with a negative exponent.",
              `Compute e^(−${num(exponent)}).`,
            ],
          }),
          tutorStep({
            prompt: "How many kelvin above room temperature is the coffee at time $t$?",
            description: "Remaining excess temperature",
            expected: { value: finalExcess, unit: "K" },
            hints: [
              "Multiply the initial excess by the decay factor.",
              "θ(t) = θ₀e^{−kt}.",
              `Compute ${num(initialExcess)} × ${num(decayFactor)}.`,
            ],
          }),
          tutorStep({
            prompt: "What is the coffee's temperature, in °C, at time $t$?",
            description: "Coffee temperature",
            expected: { value: finalCelsius, unit: "degC" },
            tolerance: 0.01,
            hints: [
              "The excess is measured from room temperature.",
              "Add the room temperature back.",
              `Compute ${given(roomCelsius)} + ${num(finalExcess)}.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "constant-cooling-rate",
          description: "Assumed the coffee keeps cooling at its initial rate k(T₀ − T_r).",
          wrongAnswer: { value: initialCelsius - rateConstant * initialExcess * minutes, unit: "degC" },
          feedback:
            "The cooling rate shrinks as the coffee approaches room temperature, which is why the decay is exponential.",
        }),
        mistake({
          id: "forgot-room-temperature",
          description: "Applied the exponential to the whole temperature, T₀e^{−kt}, ignoring the room.",
          wrongAnswer: { value: initialCelsius * decayFactor, unit: "degC" },
          feedback: "The coffee cools toward room temperature, not toward 0 °C: only T − T_r decays.",
        }),
      ],
      keyConcepts: [
        "Newton's law of cooling: the cooling rate is proportional to the temperature difference with the surroundings.",
        "The excess temperature decays exponentially: T − T_r = (T₀ − T_r)e^{−kt}.",
        "An object approaches, but never overshoots, the surrounding temperature.",
      ],
      realWorld:
        "Forensic investigators estimate time of death from body cooling, and food-safety rules for cooling hot food rely on the same exponential law.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  windowConduction,
  skinRadiation,
  compositeWall,
  insulatedPipe,
  newtonCooling,
];
