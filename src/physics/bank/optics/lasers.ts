/**
 * Lasers: photon flux, beam intensity, thermal populations and the gain needed to reach threshold.
 */
import type { CourseLevel } from "../../../contracts/taxonomy";
import type { Random } from "../../random";
import type { GeneratedProblem, ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import {
  BOLTZMANN_CONSTANT,
  ELEMENTARY_CHARGE,
  metresConversionStep,
  PLANCK_CONSTANT,
  SPEED_OF_LIGHT,
  show,
  showNumber,
} from "./problem-parts";

const CONSTANTS_NOTE =
  "Use $h = 6.626 \\times 10^{-34}\\ \\mathrm{J \\cdot s}$ and $c = 2.998 \\times 10^{8}\\ \\mathrm{m/s}$.";

const photonEmissionRate: ProblemTemplate = {
  id: "lasers.photon-emission-rate",
  subtopic: "lasers",
  levels: ["high-school", "algebra"],
  title: "Photons emitted per second by a laser pointer",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const powerMilliwatts = random.between(1, 5, 0.1);
    const wavelength = random.between(400, 680, 5);
    const wavelengthMetres = wavelength * 1e-9;
    const photonEnergy = (PLANCK_CONSTANT * SPEED_OF_LIGHT) / wavelengthMetres;
    const powerWatts = powerMilliwatts / 1000;
    const photonRate = powerWatts / photonEnergy;

    const device = level === "high-school" ? "A laser pointer" : "A diode laser";
    const statement =
      `${device} emits $${show(powerMilliwatts, "mW")}$ of light at a wavelength of $${show(wavelength, "nm")}$. ` +
      `How many photons does it emit per second? ${CONSTANTS_NOTE}`;

    return {
      statement,
      knowns: [
        known({ symbol: "P", name: "output power", value: powerMilliwatts, unit: "mW" }),
        known({ symbol: "\\lambda", name: "wavelength", value: wavelength, unit: "nm" }),
      ],
      unknown: { symbol: "\\dot{N}", name: "photons emitted per second", unit: "s^-1" },
      answer: { value: photonRate, unit: "s^-1" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Energy of one photon",
          equation: "E = \\frac{hc}{\\lambda}",
          substitution: `E = \\frac{(6.626 \\times 10^{-34}\\ \\mathrm{J \\cdot s})(2.998 \\times 10^{8}\\ \\mathrm{m/s})}{${show(wavelengthMetres, "m")}} = ${show(photonEnergy, "J", 4)}`,
          result: { symbol: "E", value: photonEnergy, unit: "J" },
        }),
        solutionStep({
          principle: "Power is energy per second, so divide it among photons",
          equation: "\\dot{N} = \\frac{P}{E}",
          substitution: `\\dot{N} = \\frac{${show(powerWatts, "W")}}{${show(photonEnergy, "J", 4)}} = ${show(photonRate, "s^-1")}`,
          result: { symbol: "\\dot{N}", value: photonRate, unit: "s^-1" },
        }),
      ],
      tutor: {
        warmup: {
          question: "A red and a violet laser have the same power. Which one emits more photons per second?",
          explanation:
            "The red one. Red photons carry less energy ($E = hc/\\lambda$, longer wavelength), so it takes more " +
            "of them each second to deliver the same power.",
        },
        steps: [
          metresConversionStep("wavelength", "\\lambda", wavelength, "nm"),
          tutorStep({
            prompt: "What is the energy of one photon?",
            description: "Photon energy",
            expected: { value: photonEnergy, unit: "J" },
            hints: [
              "A photon's energy depends only on its wavelength.",
              "$E = hc/\\lambda$.",
              `$E = 6.626 \\times 10^{-34} \\times 2.998 \\times 10^{8} / ${showNumber(wavelengthMetres)}\\ \\mathrm{J}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the power in watts?",
            description: "Convert the power",
            expected: { value: powerWatts, unit: "W" },
            hints: [
              "Watts are joules per second, which matches the photon energy in joules.",
              "1 mW is $10^{-3}$ W.",
              `$P = ${showNumber(powerMilliwatts)} \\times 10^{-3}\\ \\mathrm{W}$.`,
            ],
          }),
          tutorStep({
            prompt: "How many photons are emitted per second?",
            description: "Photon emission rate",
            expected: { value: photonRate, unit: "s^-1" },
            hints: [
              "Each second the laser emits $P$ joules in packets of $E$ joules.",
              "$\\dot{N} = P/E$.",
              `$\\dot{N} = ${showNumber(powerWatts)} / ${showNumber(photonEnergy, 4)}\\ \\mathrm{s^{-1}}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-milliwatt-conversion",
          description: "Used the power in milliwatts as if it were in watts.",
          wrongAnswer: { value: powerMilliwatts / photonEnergy, unit: "s^-1" },
          feedback:
            "The photon energy is in joules, so the power must be in watts (J/s): 1 mW = $10^{-3}$ W.",
        }),
        mistake({
          id: "photon-energy-in-electronvolts",
          description: "Divided the power in watts by the photon energy in electronvolts.",
          wrongAnswer: { value: powerWatts / (photonEnergy / ELEMENTARY_CHARGE), unit: "s^-1" },
          feedback:
            "Watts are joules per second, so the photon energy must be in joules too ($1\\ \\mathrm{eV} = 1.602 \\times 10^{-19}$ J).",
        }),
      ],
      keyConcepts: [
        "Light comes in photons of energy $E = hc/\\lambda$.",
        "Power divided by photon energy gives photons per second.",
        "Even a milliwatt beam carries about $10^{16}$ photons every second.",
      ],
      realWorld:
        "Photon counting cameras and single-photon detectors are needed only at extremely low light levels, " +
        "because ordinary beams carry enormous numbers of photons.",
    };
  },
};

const beamIntensity: ProblemTemplate = {
  id: "lasers.beam-intensity",
  subtopic: "lasers",
  levels: ["high-school", "algebra"],
  title: "Intensity of a laser beam",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const powerMilliwatts = random.between(1, 5, 0.1);
    const diameterMillimetres = random.between(0.8, 3, 0.1);
    const powerWatts = powerMilliwatts / 1000;
    const radiusMetres = diameterMillimetres / 2 / 1000;
    const area = Math.PI * radiusMetres ** 2;
    const intensity = powerWatts / area;

    const comparison =
      level === "high-school"
        ? " (For comparison, direct sunlight is about $1000\\ \\mathrm{W/m^{2}}$.)"
        : "";
    const statement =
      `A laser produces a beam of power $${show(powerMilliwatts, "mW")}$ with a circular cross-section ` +
      `$${show(diameterMillimetres, "mm")}$ in diameter. What is the average intensity of the beam, in watts per ` +
      `square metre?${comparison}`;

    return {
      statement,
      knowns: [
        known({ symbol: "P", name: "beam power", value: powerMilliwatts, unit: "mW" }),
        known({ symbol: "d", name: "beam diameter", value: diameterMillimetres, unit: "mm" }),
      ],
      unknown: { symbol: "I", name: "average intensity", unit: "W/m^2" },
      answer: { value: intensity, unit: "W/m^2" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "The radius is half the diameter; convert to metres",
          equation: "r = \\frac{d}{2}",
          substitution: `r = \\frac{${show(diameterMillimetres, "mm")}}{2} = ${show(radiusMetres, "m")}`,
          result: { symbol: "r", value: radiusMetres, unit: "m" },
        }),
        solutionStep({
          principle: "Area of the circular cross-section",
          equation: "A = \\pi r^2",
          substitution: `A = \\pi \\times (${show(radiusMetres, "m")})^2 = ${show(area, "m^2")}`,
          result: { symbol: "A", value: area, unit: "m^2" },
        }),
        solutionStep({
          principle: "Intensity is power per unit area",
          equation: "I = \\frac{P}{A}",
          substitution: `I = \\frac{${show(powerWatts, "W")}}{${show(area, "m^2")}} = ${show(intensity, "W/m^2")}`,
          result: { symbol: "I", value: intensity, unit: "W/m^2" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why can a few-milliwatt laser pointer damage your eye when a 60 W light bulb does not?",
          explanation:
            "What matters is intensity, power per area. The laser's power is packed into a tiny, nearly " +
            "parallel beam (and the eye focuses it to an even smaller spot), while a bulb spreads its light in " +
            "all directions.",
        },
        steps: [
          tutorStep({
            prompt: "What is the beam power in watts?",
            description: "Convert the power",
            expected: { value: powerWatts, unit: "W" },
            hints: [
              "The answer is wanted in W/m², so use watts.",
              "1 mW is $10^{-3}$ W.",
              `$P = ${showNumber(powerMilliwatts)} \\times 10^{-3}\\ \\mathrm{W}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the beam radius in metres?",
            description: "Beam radius in metres",
            expected: { value: radiusMetres, unit: "m" },
            hints: [
              "The area formula uses the radius.",
              "Halve the diameter, then convert millimetres to metres.",
              `$r = ${showNumber(diameterMillimetres)} / 2 \\times 10^{-3}\\ \\mathrm{m}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the cross-sectional area of the beam?",
            description: "Beam area",
            expected: { value: area, unit: "m^2" },
            hints: [
              "The beam is circular.",
              "$A = \\pi r^2$.",
              `$A = \\pi \\times (${showNumber(radiusMetres)})^2\\ \\mathrm{m^2}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the average intensity of the beam?",
            description: "Beam intensity",
            expected: { value: intensity, unit: "W/m^2" },
            hints: [
              "Intensity is power per unit area.",
              "$I = P/A$.",
              `$I = ${showNumber(powerWatts)} / ${showNumber(area, 4)}\\ \\mathrm{W/m^2}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-diameter-as-radius",
          description: "Used the diameter in $A = \\pi r^2$ instead of the radius.",
          wrongAnswer: { value: intensity / 4, unit: "W/m^2" },
          feedback:
            "The radius is half the diameter; using the diameter makes the area four times too large.",
        }),
        mistake({
          id: "area-in-square-millimetres",
          description: "Computed the area in mm² and reported W/mm² as if it were W/m².",
          wrongAnswer: { value: powerWatts / (Math.PI * (diameterMillimetres / 2) ** 2), unit: "W/m^2" },
          feedback: "One square millimetre is $10^{-6}$ m². Convert the radius to metres before squaring.",
        }),
      ],
      keyConcepts: [
        "Intensity is power per unit area, $I = P/A$.",
        "The area of a circular beam is $\\pi r^2$ with $r = d/2$.",
        "Squaring a length squares its unit conversion factor: 1 mm² = $10^{-6}$ m².",
      ],
      realWorld:
        "Laser safety classes are set by power and beam size: a 5 mW pointer can exceed the intensity of " +
        "direct sunlight, which is why it must never be aimed at eyes or aircraft.",
    };
  },
};

const thermalPopulationRatio: ProblemTemplate = {
  id: "lasers.thermal-population-ratio",
  subtopic: "lasers",
  levels: ["algebra", "calculus"],
  title: "Thermal population of an upper laser level",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const wavelengthMicrometres = random.between(9, 11, 0.1);
    const temperatureCelsius = random.between(20, 200, 1);
    const energyGap = (PLANCK_CONSTANT * SPEED_OF_LIGHT) / (wavelengthMicrometres * 1e-6);
    const temperatureKelvin = temperatureCelsius + 273.15;
    const thermalEnergy = BOLTZMANN_CONSTANT * temperatureKelvin;
    const exponent = energyGap / thermalEnergy;
    const ratio = Math.exp(-exponent);

    const closing =
      level === "calculus"
        ? " In thermal equilibrium the populations follow the Boltzmann distribution, $N \\propto e^{-E/k_BT}$."
        : "";
    const statement =
      "In a carbon-dioxide laser the two laser levels are separated by the energy of a photon of wavelength " +
      `$${show(wavelengthMicrometres, "um")}$. If the gas were in thermal equilibrium at $${show(temperatureCelsius, "degC")}$, ` +
      `what would be the ratio $N_2/N_1$ of the number of molecules in the upper level to that in the lower level?${closing} ` +
      "Use $h = 6.626 \\times 10^{-34}\\ \\mathrm{J \\cdot s}$, $c = 2.998 \\times 10^{8}\\ \\mathrm{m/s}$ and " +
      "$k_B = 1.381 \\times 10^{-23}\\ \\mathrm{J/K}$, and treat the two levels as equally degenerate.";

    return {
      statement,
      knowns: [
        known({
          symbol: "\\lambda",
          name: "wavelength of the laser transition",
          value: wavelengthMicrometres,
          unit: "um",
        }),
        known({ symbol: "T", name: "gas temperature", value: temperatureCelsius, unit: "degC" }),
      ],
      unknown: { symbol: "N_2/N_1", name: "population ratio of the upper to the lower level", unit: "" },
      answer: { value: ratio, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Energy gap equals the photon energy",
          equation: "\\Delta E = \\frac{hc}{\\lambda}",
          substitution: `\\Delta E = \\frac{(6.626 \\times 10^{-34})(2.998 \\times 10^{8})}{${show(wavelengthMicrometres * 1e-6, "m")}} = ${show(energyGap, "J", 4)}`,
          result: { symbol: "\\Delta E", value: energyGap, unit: "J" },
        }),
        solutionStep({
          principle: "The Boltzmann factor needs the absolute temperature",
          equation: "T = T_C + 273.15",
          substitution: `T = ${showNumber(temperatureCelsius)} + 273.15 = ${show(temperatureKelvin, "K", 5)}`,
          result: { symbol: "T", value: temperatureKelvin, unit: "K" },
        }),
        solutionStep({
          principle: "Ratio of the gap to the thermal energy",
          equation: "x = \\frac{\\Delta E}{k_B T}",
          substitution: `x = \\frac{${show(energyGap, "J", 4)}}{1.381 \\times 10^{-23}\\ \\mathrm{J/K} \\times ${show(temperatureKelvin, "K", 5)}} = ${showNumber(exponent, 4)}`,
          result: { symbol: "x", value: exponent, unit: "" },
        }),
        solutionStep({
          principle: "Boltzmann distribution",
          equation: "\\frac{N_2}{N_1} = e^{-\\Delta E/k_B T}",
          substitution: `\\frac{N_2}{N_1} = e^{-${showNumber(exponent, 4)}} = ${showNumber(ratio)}`,
          result: { symbol: "N_2/N_1", value: ratio, unit: "" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why can't a laser work with its gas simply heated up, without any special pumping?",
          explanation:
            "In thermal equilibrium a higher level always holds fewer molecules than a lower one, so absorption " +
            "beats stimulated emission. A laser needs a population inversion, $N_2 > N_1$, which only a non-thermal " +
            "pump can create.",
        },
        steps: [
          tutorStep({
            prompt: "What is the energy gap $\\Delta E$ between the levels, in joules?",
            description: "Energy gap",
            expected: { value: energyGap, unit: "J" },
            hints: [
              "The gap equals the energy of the emitted photon.",
              "$\\Delta E = hc/\\lambda$ with $\\lambda$ in metres.",
              `$\\Delta E = 6.626 \\times 10^{-34} \\times 2.998 \\times 10^{8} / (${showNumber(wavelengthMicrometres)} \\times 10^{-6})\\ \\mathrm{J}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the temperature in kelvin?",
            description: "Convert the temperature",
            expected: { value: temperatureKelvin, unit: "K" },
            tolerance: 0.005,
            hints: [
              "Statistical physics always uses absolute temperature.",
              "Add 273.15 to the Celsius temperature.",
              `$T = ${showNumber(temperatureCelsius)} + 273.15\\ \\mathrm{K}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the thermal energy $k_B T$?",
            description: "Thermal energy",
            expected: { value: thermalEnergy, unit: "J" },
            hints: [
              "Multiply Boltzmann's constant by the absolute temperature.",
              "$k_B = 1.381 \\times 10^{-23}$ J/K.",
              `$k_B T = 1.381 \\times 10^{-23} \\times ${showNumber(temperatureKelvin, 5)}\\ \\mathrm{J}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the ratio $x = \\Delta E / k_B T$?",
            description: "Gap over thermal energy",
            expected: { value: exponent, unit: "" },
            tolerance: 0.01,
            hints: [
              "Compare the gap with the typical thermal energy.",
              "Divide $\\Delta E$ by $k_B T$; the result has no unit.",
              `$x = ${showNumber(energyGap, 4)} / ${showNumber(thermalEnergy, 4)}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the population ratio $N_2/N_1$?",
            description: "Population ratio",
            expected: { value: ratio, unit: "" },
            hints: [
              "Use the Boltzmann factor.",
              "$N_2/N_1 = e^{-x}$: the upper level holds fewer molecules.",
              `$N_2/N_1 = e^{-${showNumber(exponent, 4)}}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-celsius",
          description: "Put the temperature in degrees Celsius into $k_B T$.",
          wrongAnswer: { value: Math.exp(-energyGap / (BOLTZMANN_CONSTANT * temperatureCelsius)), unit: "" },
          feedback: "The Boltzmann factor needs the absolute temperature: add 273.15 to convert to kelvin.",
        }),
        mistake({
          id: "dropped-minus-sign",
          description:
            "Used $e^{+\\Delta E/k_BT}$, which makes the upper level more populated than the lower.",
          wrongAnswer: { value: Math.exp(exponent), unit: "" },
          feedback: "In equilibrium higher energy levels are less populated, so the exponent is negative.",
        }),
      ],
      keyConcepts: [
        "In thermal equilibrium $N_2/N_1 = e^{-\\Delta E/k_B T}$.",
        "Boltzmann factors need the absolute temperature in kelvin.",
        "Lasing needs a population inversion, $N_2 > N_1$, impossible in equilibrium.",
      ],
      realWorld:
        "Carbon-dioxide lasers that cut steel and acrylic pump their gas with an electric discharge to create the " +
        "inversion that heating alone can never give.",
    };
  },
};

const thresholdGain: ProblemTemplate = {
  id: "lasers.threshold-gain",
  subtopic: "lasers",
  levels: ["calculus"],
  title: "Threshold gain coefficient of a laser cavity",
  generate(random: Random): GeneratedProblem {
    const length = random.between(0.1, 1, 0.01);
    const backReflectance = random.between(0.99, 0.999, 0.001);
    const outputReflectance = random.between(0.85, 0.98, 0.005);
    const product = backReflectance * outputReflectance;
    const roundTripLogLoss = Math.log(1 / product);
    const gain = roundTripLogLoss / (2 * length);

    const statement =
      `A laser's gain medium is $${show(length, "m")}$ long and fills the cavity between a back mirror of ` +
      `reflectance $R_1 = ${show(backReflectance, "")}$ and an output mirror of reflectance ` +
      `$R_2 = ${show(outputReflectance, "")}$. In the medium the intensity grows as $dI/dz = gI$. Ignoring all ` +
      "other losses, what gain coefficient $g$ makes the intensity return to its starting value after one round " +
      "trip (the threshold for lasing)?";

    return {
      statement,
      knowns: [
        known({ symbol: "L", name: "length of the gain medium", value: length, unit: "m" }),
        known({ symbol: "R_1", name: "reflectance of the back mirror", value: backReflectance, unit: "" }),
        known({
          symbol: "R_2",
          name: "reflectance of the output mirror",
          value: outputReflectance,
          unit: "",
        }),
      ],
      unknown: { symbol: "g_{\\text{th}}", name: "threshold gain coefficient", unit: "m^-1" },
      answer: { value: gain, unit: "m^-1" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Integrating $dI/I = g\\,dz$ over one pass gives $I = I_0e^{gL}$. A round trip has two passes and one " +
            "reflection at each mirror; at threshold it returns the starting intensity",
          equation: "R_1 R_2 e^{2gL} = 1",
          substitution: `R_1 R_2 = ${show(backReflectance, "")} \\times ${show(outputReflectance, "")} = ${showNumber(product, 4)}`,
          result: { symbol: "R_1 R_2", value: product, unit: "" },
        }),
        solutionStep({
          principle: "Take the natural logarithm of both sides",
          equation: "2gL = \\ln\\frac{1}{R_1 R_2}",
          substitution: `2gL = \\ln\\frac{1}{${showNumber(product, 4)}} = ${showNumber(roundTripLogLoss, 4)}`,
          result: { symbol: "2gL", value: roundTripLogLoss, unit: "" },
        }),
        solutionStep({
          principle: "Solve for $g$",
          equation: "g_{\\text{th}} = \\frac{1}{2L}\\ln\\frac{1}{R_1 R_2}",
          substitution: `g_{\\text{th}} = \\frac{\\ln(1/${showNumber(product, 4)})}{2 \\times ${show(length, "m")}} = ${show(gain, "m^-1")}`,
          result: { symbol: "g_{\\text{th}}", value: gain, unit: "m^-1" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why does a laser need a minimum amount of gain before it starts to lase?",
          explanation:
            "Every round trip loses light, mostly through the output mirror. Lasing starts only when the " +
            "amplification in the medium at least makes up for those losses, so the light builds up instead of dying out.",
        },
        steps: [
          tutorStep({
            prompt:
              "Each mirror reflects a fraction $R$ of the intensity. What fraction survives the two reflections of one round trip?",
            description: "Fraction surviving the mirrors",
            expected: { value: product, unit: "" },
            tolerance: 0.002,
            hints: [
              "Each reflection keeps the fraction $R$ of the intensity.",
              "A round trip has one reflection at each mirror.",
              `$R_1 R_2 = ${show(backReflectance, "")} \\times ${show(outputReflectance, "")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $\\ln(1/(R_1R_2))$, the round-trip loss the gain must make up?",
            description: "Logarithmic round-trip loss",
            expected: { value: roundTripLogLoss, unit: "" },
            hints: [
              "Integrating $dI/I = g\\,dz$ gives exponential growth, so losses are compared on a log scale.",
              "Use the natural logarithm.",
              `$\\ln(1/${showNumber(product, 4)})$.`,
            ],
          }),
          tutorStep({
            prompt: "What total path through the gain medium does one round trip make?",
            description: "Path length per round trip",
            expected: { value: 2 * length, unit: "m" },
            hints: [
              "The light crosses the medium going and coming back.",
              "A round trip passes the medium twice.",
              `$2L = 2 \\times ${show(length, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the threshold gain coefficient $g_{\\text{th}}$?",
            description: "Threshold gain",
            expected: { value: gain, unit: "m^-1" },
            hints: [
              "At threshold $R_1R_2e^{2gL} = 1$.",
              "Take logs: $2gL = \\ln(1/(R_1R_2))$.",
              `$g_{\\text{th}} = ${showNumber(roundTripLogLoss, 4)} / ${show(2 * length, "m")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "single-pass",
          description: "Counted only one pass through the medium, $R_1R_2e^{gL} = 1$.",
          wrongAnswer: { value: 2 * gain, unit: "m^-1" },
          feedback:
            "Between two reflections at both mirrors the light crosses the medium twice: the exponent is $2gL$.",
        }),
        mistake({
          id: "used-log-base-ten",
          description: "Used $\\log_{10}$ instead of the natural logarithm.",
          wrongAnswer: { value: Math.log10(1 / product) / (2 * length), unit: "m^-1" },
          feedback: "Integrating $dI/I$ gives the natural logarithm, since $I = I_0e^{gz}$.",
        }),
      ],
      keyConcepts: [
        "In a gain medium $dI/dz = gI$ integrates to exponential growth, $I = I_0e^{gz}$.",
        "At threshold the round-trip gain equals the round-trip loss: $R_1R_2e^{2gL} = 1$.",
        "Lower mirror reflectance or a shorter medium raises the threshold gain.",
      ],
      realWorld:
        "Laser designers choose the output mirror's reflectance as a trade-off: a leakier mirror lets out more " +
        "power but demands more gain, and so more pump power, before the laser turns on.",
    };
  },
};

const microchipModeSpacing: ProblemTemplate = {
  id: "lasers.microchip-mode-spacing",
  subtopic: "lasers",
  levels: ["high-school", "algebra"],
  title: "Mode spacing of a microchip laser",
  generate(random: Random, level: CourseLevel): GeneratedProblem {
    const lengthMillimetres = random.between(1, 20, 0.1);
    // Crystal indices from glass to sapphire and YAG, all clearly different from 2 so that forgetting
    // the index and forgetting the round trip give different answers.
    const index = random.between(1.45, 1.85, 0.01);
    const lengthMetres = lengthMillimetres / 1000;
    const roundTripPath = 2 * index * lengthMetres;
    const roundTripTime = (roundTripPath / SPEED_OF_LIGHT) * 1e9;
    const spacing = 1 / roundTripTime;

    const crystal = level === "high-school" ? "a small laser crystal" : "a monolithic laser crystal";
    const statement =
      `In a microchip laser the mirrors are coatings on the two flat ends of ${crystal} ` +
      `$${show(lengthMillimetres, "mm")}$ long with refractive index $n = ${show(index, "")}$. The allowed laser ` +
      "frequencies are those for which a whole number of wavelengths fits in a round trip. What is the " +
      "frequency spacing between neighbouring longitudinal modes? Use $c = 2.998 \\times 10^{8}\\ \\mathrm{m/s}$.";

    return {
      statement,
      knowns: [
        known({ symbol: "L", name: "length of the crystal", value: lengthMillimetres, unit: "mm" }),
        known({ symbol: "n", name: "refractive index of the crystal", value: index, unit: "" }),
      ],
      unknown: { symbol: "\\Delta\\nu", name: "longitudinal mode spacing", unit: "GHz" },
      answer: { value: spacing, unit: "GHz" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Optical path of one round trip inside the crystal",
          equation: "L_{\\text{rt}} = 2nL",
          substitution: `L_{\\text{rt}} = 2 \\times ${show(index, "")} \\times ${show(lengthMetres, "m")} = ${show(roundTripPath, "m", 4)}`,
          result: { symbol: "L_{\\text{rt}}", value: roundTripPath, unit: "m" },
        }),
        solutionStep({
          principle: "Time for light to make one round trip",
          equation: "T = \\frac{2nL}{c}",
          substitution: `T = \\frac{${show(roundTripPath, "m", 4)}}{2.998 \\times 10^{8}\\ \\mathrm{m/s}} = ${show(roundTripTime, "ns", 4)}`,
          result: { symbol: "T", value: roundTripTime, unit: "ns" },
        }),
        solutionStep({
          principle:
            "Neighbouring modes differ by one wavelength per round trip, so by one cycle per round-trip time",
          equation: "\\Delta\\nu = \\frac{1}{T} = \\frac{c}{2nL}",
          substitution: `\\Delta\\nu = \\frac{1}{${show(roundTripTime, "ns", 4)}} = ${show(spacing, "GHz")}`,
          result: { symbol: "\\Delta\\nu", value: spacing, unit: "GHz" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why does a laser emit only certain sharp frequencies rather than a continuous band?",
          explanation:
            "The light bounces between the mirrors, and only waves that return in step with themselves after a " +
            "round trip build up: a whole number of wavelengths must fit into the round-trip optical path.",
        },
        steps: [
          metresConversionStep("crystal length", "L", lengthMillimetres, "mm"),
          tutorStep({
            prompt: "What is the optical path of one round trip, $2nL$?",
            description: "Round-trip optical path",
            expected: { value: roundTripPath, unit: "m" },
            hints: [
              "Light crosses the crystal twice per round trip.",
              "Inside the crystal each metre counts as $n$ metres of optical path.",
              `$2 \\times ${show(index, "")} \\times ${showNumber(lengthMetres)}\\ \\mathrm{m}$.`,
            ],
          }),
          tutorStep({
            prompt: "How long does one round trip take?",
            description: "Round-trip time",
            expected: { value: roundTripTime, unit: "ns" },
            hints: [
              "Time = optical path / $c$.",
              "1 ns is $10^{-9}$ s.",
              `$T = ${showNumber(roundTripPath, 4)} / (2.998 \\times 10^{8})\\ \\mathrm{s}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the spacing $\\Delta\\nu$ between neighbouring modes?",
            description: "Mode spacing",
            expected: { value: spacing, unit: "GHz" },
            hints: [
              "Going to the next mode adds one wavelength to the round trip.",
              "$\\Delta\\nu = 1/T = c/(2nL)$.",
              `$\\Delta\\nu = 1 / ${show(roundTripTime, "ns", 4)}$, and $1/\\mathrm{ns} = 1\\ \\mathrm{GHz}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "one-way-trip",
          description: "Used a one-way trip, $\\Delta\\nu = c/(nL)$.",
          wrongAnswer: { value: 2 * spacing, unit: "GHz" },
          feedback:
            "A mode must reproduce itself after a full round trip, which covers the crystal twice: $c/(2nL)$.",
        }),
        mistake({
          id: "forgot-refractive-index",
          description: "Used the vacuum round trip $2L$, forgetting that light is slower in the crystal.",
          wrongAnswer: { value: index * spacing, unit: "GHz" },
          feedback: "Inside the crystal light travels at $c/n$, so the round-trip optical path is $2nL$.",
        }),
      ],
      keyConcepts: [
        "Longitudinal modes fit a whole number of wavelengths into the round-trip optical path.",
        "Mode spacing $\\Delta\\nu = c/(2nL)$ is the inverse of the round-trip time.",
        "Shorter cavities have more widely spaced modes.",
      ],
      realWorld:
        "Microchip lasers are made so short that only one mode fits under the gain curve, giving the very pure, " +
        "single-frequency light used in sensing and green laser pointers.",
    };
  },
};

/** Every template of the lasers subtopic. */
export const templates: ProblemTemplate[] = [
  photonEmissionRate,
  beamIntensity,
  microchipModeSpacing,
  thermalPopulationRatio,
  thresholdGain,
];
