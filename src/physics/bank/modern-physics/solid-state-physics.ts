/**
 * Solid State Physics templates: LED output, electron drift in copper, Fermi–Dirac occupation, the Hall
 * effect and the Fermi energy of a free-electron metal.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, siConversionStep, solutionStep, tutorStep } from "../template-kit";
import {
  BOLTZMANN_CONSTANT,
  ELECTRON_MASS,
  ELEMENTARY_CHARGE,
  PLANCK_CONSTANT,
  REDUCED_PLANCK_CONSTANT,
  SPEED_OF_LIGHT,
  showGiven,
  showNumber,
  showValue,
} from "./template-helpers";

const ledOpticalPower: ProblemTemplate = {
  id: "solid-state-physics.led-optical-power",
  subtopic: "solid-state-physics",
  levels: ["high-school", "algebra"],
  title: "Light output of an LED from its current and efficiency",
  generate(random) {
    const wavelengthNanometres = random.between(450, 650, 1);
    const currentMilliamps = random.between(10, 50, 1);
    const efficiency = random.between(0.2, 0.6, 0.01);
    const electronRate = currentMilliamps / 1000 / ELEMENTARY_CHARGE;
    const photonRate = efficiency * electronRate;
    const photonEnergy = (PLANCK_CONSTANT * SPEED_OF_LIGHT) / (wavelengthNanometres * 1e-9);
    const powerWatts = photonRate * photonEnergy;
    const powerMilliwatts = powerWatts * 1000;
    const wavelength = showGiven(wavelengthNanometres, "nm");
    const current = showGiven(currentMilliamps, "mA");
    const quantumEfficiency = showGiven(efficiency, "");
    return {
      statement:
        `An LED emits light of wavelength $\\lambda = ${wavelength}$ while carrying a current $I = ${current}$. ` +
        `Its external quantum efficiency is $\\eta = ${quantumEfficiency}$: that fraction of the electrons ` +
        "crossing the junction produces a photon that leaves the LED. What optical power does the LED emit, in mW?",
      knowns: [
        known({ symbol: "\\lambda", name: "emitted wavelength", value: wavelengthNanometres, unit: "nm" }),
        known({ symbol: "I", name: "current", value: currentMilliamps, unit: "mA" }),
        known({ symbol: "\\eta", name: "external quantum efficiency", value: efficiency, unit: "" }),
      ],
      unknown: { symbol: "P", name: "optical output power", unit: "mW" },
      answer: { value: powerMilliwatts, unit: "mW" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Electrons crossing the junction per second",
          equation: "\\frac{N_e}{t} = \\frac{I}{e}",
          substitution: `\\frac{N_e}{t} = \\frac{${showValue(currentMilliamps / 1000, "A")}}{1.602\\times10^{-19}\\ \\mathrm{C}}`,
          result: { symbol: "N_e/t", value: electronRate, unit: "1/s" },
        }),
        solutionStep({
          principle: "Photon energy, close to the band gap of the semiconductor",
          equation: "E = \\frac{hc}{\\lambda}",
          substitution: `E = \\frac{1.986\\times10^{-25}\\ \\mathrm{J\\cdot m}}{${showValue(wavelengthNanometres * 1e-9, "m")}}`,
          result: { symbol: "E", value: photonEnergy, unit: "J" },
        }),
        solutionStep({
          principle: "Optical power is photons per second times energy per photon",
          equation: "P = \\eta\\,\\frac{I}{e}\\,E",
          substitution: `P = (${quantumEfficiency})(${showNumber(electronRate)}\\ \\mathrm{s^{-1}})(${showValue(photonEnergy, "J")})`,
          result: { symbol: "P", value: powerMilliwatts, unit: "mW" },
        }),
      ],
      tutor: {
        warmup: {
          question: "In an LED, what sets the colour of the light?",
          explanation:
            "The band gap of the semiconductor. An electron falling from the conduction band into a hole in the " +
            "valence band releases about the gap energy as one photon, so E ≈ E_g = hc/λ.",
        },
        steps: [
          tutorStep({
            description: "Electrons per second",
            prompt: "How many electrons cross the junction each second?",
            expected: { value: electronRate, unit: "1/s" },
            hints: [
              "Current is charge per second.",
              "N/t = I/e with I in amperes.",
              `${currentMilliamps} × 10^-3 A ÷ 1.602 × 10^-19 C.`,
            ],
          }),
          tutorStep({
            description: "Photons per second",
            prompt: "How many photons leave the LED each second?",
            expected: { value: photonRate, unit: "1/s" },
            hints: [
              "Not every electron yields an escaping photon.",
              "Multiply by the efficiency η.",
              `Multiply by ${efficiency}.`,
            ],
          }),
          tutorStep({
            description: "Photon energy",
            prompt: "What is the energy of one photon, in joules?",
            expected: { value: photonEnergy, unit: "J" },
            hints: ["E = hc/λ.", "Put λ in metres.", "1.986 × 10^-25 J·m ÷ λ."],
          }),
          tutorStep({
            description: "Power in watts",
            prompt: "What is the optical power in watts?",
            expected: { value: powerWatts, unit: "W" },
            hints: [
              "Power is energy per second.",
              "Multiply photons per second by energy per photon.",
              "P = (N/t)E.",
            ],
          }),
          tutorStep({
            description: "Power in milliwatts",
            prompt: "Express the optical power in milliwatts.",
            expected: { value: powerMilliwatts, unit: "mW" },
            hints: ["Milli means 10^-3.", "Multiply watts by 1000.", "1 W = 1000 mW."],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "ignored-efficiency",
          description: "Assumed every electron produces an emitted photon",
          wrongAnswer: { value: powerMilliwatts / efficiency, unit: "mW" },
          feedback: "Only the fraction η of electrons produces a photon that escapes: multiply by η.",
        }),
        mistake({
          id: "milliamps-as-amps",
          description: "Used the current in mA as if it were in A",
          wrongAnswer: { value: powerMilliwatts * 1000, unit: "mW" },
          feedback: "Convert milliamps to amperes before dividing by e: 1 mA = 10^-3 A.",
        }),
      ],
      keyConcepts: [
        "An LED makes about one photon per electron crossing the junction, times its quantum efficiency.",
        "The photon energy is close to the semiconductor's band gap.",
        "Optical power = (photons per second) × (energy per photon).",
      ],
      realWorld:
        "Lighting engineers compare LEDs by efficiency: the best LEDs turn about half of their electrical power " +
        "into light, while an incandescent bulb manages only a few percent.",
    };
  },
};

const COPPER_ELECTRON_DENSITY = 8.49e28; // free electrons per m^3, one per copper atom

const copperDriftVelocity: ProblemTemplate = {
  id: "solid-state-physics.copper-drift-velocity",
  subtopic: "solid-state-physics",
  levels: ["high-school", "algebra"],
  title: "Drift speed of electrons in a copper wire",
  generate(random) {
    const current = random.between(0.5, 10, 0.1);
    const diameterMillimetres = random.between(1, 2.5, 0.01);
    const radiusMetres = (diameterMillimetres / 2) * 1e-3;
    const area = Math.PI * radiusMetres ** 2;
    const chargePerLength = COPPER_ELECTRON_DENSITY * ELEMENTARY_CHARGE * area;
    const driftMetresPerSecond = current / chargePerLength;
    const driftMillimetresPerSecond = driftMetresPerSecond * 1000;
    const currentText = showGiven(current, "A");
    const diameter = showGiven(diameterMillimetres, "mm");
    const density = showGiven(COPPER_ELECTRON_DENSITY, "m^-3");
    return {
      statement:
        `A copper wire of diameter $d = ${diameter}$ carries a current $I = ${currentText}$. Copper has ` +
        `$n = ${density}$ free electrons per cubic metre. What is the drift speed of the electrons, in mm/s?`,
      knowns: [
        known({ symbol: "d", name: "wire diameter", value: diameterMillimetres, unit: "mm" }),
        known({ symbol: "I", name: "current", value: current, unit: "A" }),
        known({
          symbol: "n",
          name: "free-electron density of copper",
          value: COPPER_ELECTRON_DENSITY,
          unit: "m^-3",
        }),
      ],
      unknown: { symbol: "v_d", name: "drift speed", unit: "mm/s" },
      answer: { value: driftMillimetresPerSecond, unit: "mm/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Cross-sectional area of the wire from its radius",
          equation: "A = \\pi r^2 = \\pi (d/2)^2",
          substitution: `A = \\pi(${showValue(radiusMetres, "m")})^2`,
          result: { symbol: "A", value: area, unit: "m^2" },
        }),
        solutionStep({
          principle: "Current is the charge carried past a point per second: I = nAv_d e",
          equation: "v_d = \\frac{I}{n e A}",
          substitution: `v_d = \\frac{${currentText}}{(${density})(1.602\\times10^{-19}\\ \\mathrm{C})(${showValue(area, "m^2")})}`,
          result: { symbol: "v_d", value: driftMillimetresPerSecond, unit: "mm/s" },
        }),
      ],
      tutor: {
        warmup: {
          question: "If electrons drift at less than a millimetre per second, why does a lamp light at once?",
          explanation:
            "The wire is already full of free electrons. Closing the switch sets up the electric field along the " +
            "whole wire almost at the speed of light, so electrons everywhere start drifting together.",
        },
        steps: [
          tutorStep({
            description: "Radius in metres",
            prompt: "What is the wire's radius in metres?",
            expected: { value: radiusMetres, unit: "m" },
            hints: [
              "The radius is half the diameter.",
              "1 mm = 10^-3 m.",
              `${diameterMillimetres}/2 × 10^-3 m.`,
            ],
          }),
          tutorStep({
            description: "Cross-sectional area",
            prompt: "What is the cross-sectional area of the wire?",
            expected: { value: area, unit: "m^2" },
            hints: [
              "The cross-section is a circle.",
              "A = πr².",
              "Square the radius in metres and multiply by π.",
            ],
          }),
          tutorStep({
            description: "Charge per unit length",
            prompt: "How much mobile charge is there per metre of wire (neA)?",
            expected: { value: chargePerLength, unit: "C/m" },
            hints: [
              "Count electrons per metre, then their charge.",
              "Multiply n, e and A.",
              "8.49 × 10^28 × 1.602 × 10^-19 C × A.",
            ],
          }),
          tutorStep({
            description: "Drift speed in m/s",
            prompt: "What is the drift speed in m/s?",
            expected: { value: driftMetresPerSecond, unit: "m/s" },
            hints: [
              "I = (charge per metre) × (metres per second).",
              "v_d = I/(neA).",
              "Divide the current by neA.",
            ],
          }),
          tutorStep({
            description: "Drift speed in mm/s",
            prompt: "Express the drift speed in mm/s.",
            expected: { value: driftMillimetresPerSecond, unit: "mm/s" },
            hints: ["1 m = 1000 mm.", "Multiply by 1000.", "Expect a fraction of a millimetre per second."],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "diameter-as-radius",
          description: "Used the diameter as the radius in A = πr²",
          wrongAnswer: { value: driftMillimetresPerSecond / 4, unit: "mm/s" },
          feedback: "r = d/2, so the area is π(d/2)² = πd²/4.",
        }),
        mistake({
          id: "millimetres-as-metres",
          description: "Used the diameter in millimetres as if it were in metres",
          wrongAnswer: { value: driftMillimetresPerSecond * 1e-6, unit: "mm/s" },
          feedback: "With n in m⁻³ the area must be in m²: 1 mm = 10^-3 m, so 1 mm² = 10^-6 m².",
        }),
      ],
      keyConcepts: [
        "Current I = neAv_d: carrier density × charge × area × drift speed.",
        "Drift speeds in metals are tiny, typically fractions of a millimetre per second.",
        "Signals travel fast because the field, not the electrons, propagates along the wire.",
      ],
      realWorld:
        "Electrical codes size household wires by current density: a thicker wire carries the same current with " +
        "a lower drift speed and less heating.",
    };
  },
};

const fermiDiracOccupation: ProblemTemplate = {
  id: "solid-state-physics.fermi-dirac-occupation",
  subtopic: "solid-state-physics",
  levels: ["algebra", "calculus"],
  title: "Occupation probability of a state above the Fermi level",
  generate(random, level) {
    const energyAboveFermi = random.between(0.05, 0.3, 0.005);
    const celsius = random.between(20, 125, 1);
    const kelvin = celsius + 273.15;
    const thermalEnergy = (BOLTZMANN_CONSTANT * kelvin) / ELEMENTARY_CHARGE;
    const exponent = energyAboveFermi / thermalEnergy;
    const exponential = Math.exp(exponent);
    const occupation = 1 / (exponential + 1);
    const energy = showGiven(energyAboveFermi, "eV");
    const temperature = showGiven(celsius, "degC");
    const distribution =
      level === "calculus"
        ? "the Fermi–Dirac distribution $f(E) = \\dfrac{1}{e^{(E - E_F)/k_BT} + 1}$"
        : "the Fermi–Dirac distribution";
    return {
      statement:
        `A semiconductor chip runs at $T = ${temperature}$. Using ${distribution}, find the probability that an ` +
        `electron state $E - E_F = ${energy}$ above the Fermi level is occupied ` +
        "($k_B = 8.617 \\times 10^{-5}\\ \\mathrm{eV/K}$).",
      knowns: [
        known({ symbol: "T", name: "temperature", value: celsius, unit: "degC" }),
        known({
          symbol: "E - E_F",
          name: "energy above the Fermi level",
          value: energyAboveFermi,
          unit: "eV",
        }),
      ],
      unknown: { symbol: "f", name: "occupation probability", unit: "" },
      answer: { value: occupation, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Absolute temperature",
          equation: "T = T_C + 273.15",
          substitution: `T = ${temperature} + 273.15 = ${showValue(kelvin, "K", 5)}`,
          result: { symbol: "T", value: kelvin, unit: "K" },
        }),
        solutionStep({
          principle: "Thermal energy scale",
          equation: "k_BT",
          substitution: `k_BT = (8.617\\times10^{-5}\\ \\mathrm{eV/K})(${showValue(kelvin, "K", 5)})`,
          result: { symbol: "k_BT", value: thermalEnergy, unit: "eV" },
        }),
        solutionStep({
          principle: "Fermi–Dirac distribution",
          equation: "f = \\frac{1}{e^{(E - E_F)/k_BT} + 1}",
          substitution: `f = \\frac{1}{e^{${energy}/${showValue(thermalEnergy, "eV")}} + 1} = \\frac{1}{e^{${showNumber(exponent)}} + 1}`,
          result: { symbol: "f", value: occupation, unit: "" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "What is the occupation probability of a state exactly at the Fermi level, at any temperature?",
          explanation:
            "One half: with E = E_F the exponential is e⁰ = 1, so f = 1/(1 + 1). States above E_F are less than " +
            "half full and states below are more than half full.",
        },
        steps: [
          tutorStep({
            description: "Temperature in kelvin",
            prompt: "What is the temperature in kelvin?",
            expected: { value: kelvin, unit: "K" },
            hints: [
              "Statistical formulas need absolute temperature.",
              "T(K) = T(°C) + 273.15.",
              `${celsius} + 273.15.`,
            ],
          }),
          tutorStep({
            description: "Thermal energy",
            prompt: "What is k_BT, in eV?",
            expected: { value: thermalEnergy, unit: "eV" },
            hints: [
              "Use k_B in eV/K.",
              "k_B = 8.617 × 10^-5 eV/K.",
              "Multiply by the temperature in kelvin.",
            ],
          }),
          tutorStep({
            description: "Exponent",
            prompt: "What is (E − E_F)/k_BT?",
            expected: { value: exponent, unit: "" },
            hints: [
              "Both energies in eV.",
              "Divide the energy above E_F by k_BT.",
              `${energyAboveFermi} eV ÷ k_BT.`,
            ],
          }),
          tutorStep({
            description: "Exponential",
            prompt: "What is e^((E − E_F)/k_BT)?",
            expected: { value: exponential, unit: "" },
            hints: [
              "Use the e^x key.",
              "Raise e to the exponent from the last step.",
              "The result is greater than 1 above E_F.",
            ],
          }),
          tutorStep({
            description: "Occupation probability",
            prompt: "What is the probability that the state is occupied?",
            expected: { value: occupation, unit: "" },
            hints: [
              "Apply the Fermi–Dirac formula.",
              "f = 1/(e^x + 1).",
              "Add 1 to the exponential and take the reciprocal.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "sign-of-exponent",
          description: "Used e^(−(E − E_F)/k_BT) in the denominator, the probability for a state below E_F",
          wrongAnswer: { value: 1 / (Math.exp(-exponent) + 1), unit: "" },
          feedback:
            "For a state above the Fermi level the exponent is positive, so the probability is below one half.",
        }),
        mistake({
          id: "celsius-temperature",
          description: "Used the temperature in °C instead of kelvin",
          wrongAnswer: {
            value:
              1 / (Math.exp(energyAboveFermi / ((BOLTZMANN_CONSTANT * celsius) / ELEMENTARY_CHARGE)) + 1),
            unit: "",
          },
          feedback: "k_BT needs the absolute temperature: add 273.15 to the Celsius value.",
        }),
      ],
      keyConcepts: [
        "Electrons fill states according to f(E) = 1/(e^((E − E_F)/k_BT) + 1).",
        "At E = E_F the occupation is exactly one half.",
        "Occupation falls off over a few k_BT above the Fermi level; at room temperature k_BT ≈ 0.026 eV.",
      ],
      realWorld:
        "The steep Fermi–Dirac tail sets how leakage currents in transistors and the sensitivity of infrared " +
        "detectors grow with temperature, which is why such sensors are often cooled.",
    };
  },
};

const hallEffectCarrierDensity: ProblemTemplate = {
  id: "solid-state-physics.hall-effect-carrier-density",
  subtopic: "solid-state-physics",
  levels: ["algebra", "calculus"],
  title: "Carrier density from a Hall-effect measurement",
  generate(random) {
    const currentMilliamps = random.between(1, 20, 0.1);
    const magneticField = random.between(0.1, 1, 0.01);
    const thicknessMillimetres = random.between(0.2, 1, 0.01);
    const widthMillimetres = random.between(2, 10, 0.1);
    const hallMillivolts = random.between(0.5, 20, 0.1);
    const currentAmps = currentMilliamps / 1000;
    const hallVolts = hallMillivolts / 1000;
    const thicknessMetres = thicknessMillimetres / 1000;
    const carrierDensity = (currentAmps * magneticField) / (ELEMENTARY_CHARGE * thicknessMetres * hallVolts);
    const current = showGiven(currentMilliamps, "mA");
    const field = showGiven(magneticField, "T");
    const thickness = showGiven(thicknessMillimetres, "mm");
    const width = showGiven(widthMillimetres, "mm");
    const hallVoltage = showGiven(hallMillivolts, "mV");
    return {
      statement:
        `A strip of n-type semiconductor is $w = ${width}$ wide and $t = ${thickness}$ thick. It carries a ` +
        `current $I = ${current}$ along its length in a magnetic field $B = ${field}$ perpendicular to its flat ` +
        `face, and a Hall voltage $V_H = ${hallVoltage}$ appears across its width. What is the density of charge ` +
        "carriers?",
      knowns: [
        known({ symbol: "w", name: "width of the strip", value: widthMillimetres, unit: "mm" }),
        known({ symbol: "t", name: "thickness of the strip", value: thicknessMillimetres, unit: "mm" }),
        known({ symbol: "I", name: "current", value: currentMilliamps, unit: "mA" }),
        known({ symbol: "B", name: "magnetic field", value: magneticField, unit: "T" }),
        known({ symbol: "V_H", name: "Hall voltage", value: hallMillivolts, unit: "mV" }),
      ],
      unknown: { symbol: "n", name: "carrier density", unit: "m^-3" },
      answer: { value: carrierDensity, unit: "m^-3" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "In steady state the Hall field balances the magnetic force: eV_H/w = ev_dB",
          equation: "v_d = \\frac{V_H}{wB}",
          substitution: `v_d = \\frac{${showValue(hallVolts, "V")}}{(${showValue(widthMillimetres / 1000, "m")})(${field})}`,
          result: {
            symbol: "v_d",
            value: hallVolts / ((widthMillimetres / 1000) * magneticField),
            unit: "m/s",
          },
        }),
        solutionStep({
          principle: "Current I = nev_d(wt); the width cancels",
          equation: "n = \\frac{IB}{e\\,t\\,V_H}",
          substitution: `n = \\frac{(${showValue(currentAmps, "A")})(${field})}{(1.602\\times10^{-19}\\ \\mathrm{C})(${showValue(thicknessMetres, "m")})(${showValue(hallVolts, "V")})}`,
          result: { symbol: "n", value: carrierDensity, unit: "m^-3" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why does a smaller carrier density give a larger Hall voltage for the same current?",
          explanation:
            "With fewer carriers, each must drift faster to carry the current, so the magnetic force on each is " +
            "larger and a larger Hall field is needed to balance it.",
        },
        steps: [
          siConversionStep({
            quantity: "the current",
            symbol: "I",
            given: currentMilliamps,
            prefix: "milli",
            unit: "A",
            value: currentAmps,
          }),
          siConversionStep({
            quantity: "the Hall voltage",
            symbol: "V_H",
            given: hallMillivolts,
            prefix: "milli",
            unit: "V",
            value: hallVolts,
          }),
          tutorStep({
            description: "Thickness in metres",
            prompt: "Write the thickness (the dimension along B) in metres.",
            expected: { value: thicknessMetres, unit: "m" },
            hints: [
              "The thickness is measured along the field.",
              "1 mm = 10^-3 m.",
              `${thicknessMillimetres} × 10^-3 m.`,
            ],
          }),
          tutorStep({
            description: "Carrier density",
            prompt: "What is the carrier density?",
            expected: { value: carrierDensity, unit: "m^-3" },
            hints: [
              "Balance eE_H = ev_dB and use I = nev_d·wt.",
              "The width cancels: n = IB/(e t V_H).",
              "Use the thickness, not the width, in the denominator.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "width-for-thickness",
          description: "Used the width instead of the thickness in n = IB/(etV_H)",
          wrongAnswer: { value: (carrierDensity * thicknessMillimetres) / widthMillimetres, unit: "m^-3" },
          feedback: "The width cancels; the length left in the formula is the thickness measured along B.",
        }),
        mistake({
          id: "milliamps-as-amps",
          description: "Used the current in mA as if it were in A",
          wrongAnswer: { value: carrierDensity * 1000, unit: "m^-3" },
          feedback: "Convert the current to amperes: 1 mA = 10^-3 A.",
        }),
        mistake({
          id: "millivolts-as-volts",
          description: "Used the Hall voltage in mV as if it were in V",
          wrongAnswer: { value: carrierDensity / 1000, unit: "m^-3" },
          feedback: "Convert the Hall voltage to volts: 1 mV = 10^-3 V.",
        }),
      ],
      keyConcepts: [
        "Moving carriers in a magnetic field are pushed sideways until a Hall field balances the force.",
        "n = IB/(e t V_H), where t is the thickness along B.",
        "The sign of the Hall voltage reveals whether the carriers are electrons or holes.",
      ],
      realWorld:
        "Hall sensors in phones, car engines and brushless motors measure magnetic fields; semiconductor labs " +
        "use the same effect to measure doping levels.",
    };
  },
};

const freeElectronFermiEnergy: ProblemTemplate = {
  id: "solid-state-physics.free-electron-fermi-energy",
  subtopic: "solid-state-physics",
  levels: ["calculus"],
  title: "Fermi energy of a metal from its density of states",
  generate(random) {
    const electronDensity = Number((random.between(1, 20, 0.01) * 1e28).toPrecision(12));
    const scaledDensity = 3 * Math.PI ** 2 * electronDensity;
    const fermiWavenumber = Math.cbrt(scaledDensity);
    const fermiMomentum = REDUCED_PLANCK_CONSTANT * fermiWavenumber;
    const fermiEnergyJoules = fermiMomentum ** 2 / (2 * ELECTRON_MASS);
    const fermiEnergy = fermiEnergyJoules / ELEMENTARY_CHARGE;
    const density = showGiven(electronDensity, "m^-3");
    return {
      statement:
        `A metal has $n = ${density}$ free electrons per cubic metre. In the free-electron model the density of ` +
        "states per unit volume, including both spin states, is " +
        "$g(E) = \\dfrac{1}{2\\pi^2}\\left(\\dfrac{2m_e}{\\hbar^2}\\right)^{3/2}\\sqrt{E}$. At $T = 0$ all states up to " +
        "the Fermi energy are filled. Integrate $g(E)$ to find the Fermi energy, in eV.",
      knowns: [known({ symbol: "n", name: "free-electron density", value: electronDensity, unit: "m^-3" })],
      unknown: { symbol: "E_F", name: "Fermi energy", unit: "eV" },
      answer: { value: fermiEnergy, unit: "eV" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Fill the states up to E_F: the integral of g(E) equals the electron density",
          equation:
            "n = \\int_0^{E_F} g(E)\\,dE = \\frac{1}{3\\pi^2}\\left(\\frac{2m_eE_F}{\\hbar^2}\\right)^{3/2}",
          substitution: `3\\pi^2 n = 3\\pi^2(${density}) = ${showValue(scaledDensity, "m^-3")}`,
          result: { symbol: "3\\pi^2 n", value: scaledDensity, unit: "m^-3" },
        }),
        solutionStep({
          principle: "Solve for the Fermi wavenumber k_F, defined by E_F = ħ²k_F²/(2m_e)",
          equation: "k_F = (3\\pi^2 n)^{1/3}",
          substitution: `k_F = (${showValue(scaledDensity, "m^-3")})^{1/3}`,
          result: { symbol: "k_F", value: fermiWavenumber, unit: "1/m" },
        }),
        solutionStep({
          principle: "Fermi energy",
          equation: "E_F = \\frac{\\hbar^2 k_F^2}{2m_e}",
          substitution: `E_F = \\frac{(1.055\\times10^{-34}\\ \\mathrm{J\\cdot s})^2(${showValue(fermiWavenumber, "1/m")})^2}{2(9.109\\times10^{-31}\\ \\mathrm{kg})} = ${showValue(fermiEnergyJoules, "J")}`,
          result: { symbol: "E_F", value: fermiEnergy, unit: "eV" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why do electrons in a metal have kinetic energies of several eV even at absolute zero?",
          explanation:
            "The Pauli exclusion principle allows only two electrons (opposite spins) per orbital state, so the " +
            "electrons must stack up into ever higher states, up to the Fermi energy.",
        },
        steps: [
          tutorStep({
            description: "Integrated density of states",
            prompt:
              "Integrating √E from 0 to E_F gives (2/3)E_F^(3/2), so n = (1/3π²)(2m_eE_F/ħ²)^(3/2). What is 3π²n?",
            expected: { value: scaledDensity, unit: "m^-3" },
            hints: ["Rearrange for the bracket.", "Multiply n by 3π².", "3π² ≈ 29.61."],
          }),
          tutorStep({
            description: "Fermi wavenumber",
            prompt: "What is k_F = (3π²n)^(1/3)?",
            expected: { value: fermiWavenumber, unit: "1/m" },
            hints: [
              "(2m_eE_F/ħ²)^(1/2) is a wavenumber.",
              "Take the cube root of 3π²n.",
              "Expect about 10^10 m⁻¹.",
            ],
          }),
          tutorStep({
            description: "Fermi momentum",
            prompt: "What is the Fermi momentum ħk_F?",
            expected: { value: fermiMomentum, unit: "kg*m/s" },
            hints: ["Momentum is ħ times wavenumber.", "ħ = 1.055 × 10^-34 J·s.", "Multiply ħ by k_F."],
          }),
          tutorStep({
            description: "Fermi energy in joules",
            prompt: "What is the Fermi energy in joules?",
            expected: { value: fermiEnergyJoules, unit: "J" },
            hints: ["Free electrons: E = p²/(2m).", "E_F = (ħk_F)²/(2m_e).", "Use m_e = 9.109 × 10^-31 kg."],
          }),
          tutorStep({
            description: "Fermi energy in eV",
            prompt: "Express the Fermi energy in electronvolts.",
            expected: { value: fermiEnergy, unit: "eV" },
            hints: [
              "1 eV = 1.602 × 10^-19 J.",
              "Divide by 1.602 × 10^-19.",
              "Metals have Fermi energies of a few eV.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-spin",
          description: "Left out the two spin states, using (6π²n)^(2/3)",
          wrongAnswer: {
            value:
              (REDUCED_PLANCK_CONSTANT ** 2 * Math.cbrt(6 * Math.PI ** 2 * electronDensity) ** 2) /
              (2 * ELECTRON_MASS * ELEMENTARY_CHARGE),
            unit: "eV",
          },
          feedback: "Each orbital holds two electrons of opposite spin, which gives 3π² rather than 6π².",
        }),
        mistake({
          id: "planck-not-reduced",
          description: "Used h instead of ħ",
          wrongAnswer: { value: fermiEnergy * (2 * Math.PI) ** 2, unit: "eV" },
          feedback: "The free-electron formulas use ħ = h/2π.",
        }),
        mistake({
          id: "inverted-power",
          description: "Raised 3π²n to the power 3/2 instead of 2/3",
          wrongAnswer: {
            value:
              (REDUCED_PLANCK_CONSTANT ** 2 * scaledDensity ** 1.5) / (2 * ELECTRON_MASS * ELEMENTARY_CHARGE),
            unit: "eV",
          },
          feedback: "From n ∝ E_F^(3/2) it follows that E_F ∝ n^(2/3).",
        }),
      ],
      keyConcepts: [
        "The Fermi energy follows from filling the density of states with all the electrons.",
        "In the free-electron model E_F = (ħ²/2m_e)(3π²n)^(2/3).",
        "Metals have E_F of roughly 1.5 to 15 eV, far above k_BT ≈ 0.026 eV at room temperature.",
      ],
      realWorld:
        "Because E_F ≫ k_BT, only electrons near the Fermi level respond to heat, which explains why the " +
        "electronic heat capacity of metals is so small.",
    };
  },
};

/** Solid State Physics problem templates. */
export const templates: ProblemTemplate[] = [
  ledOpticalPower,
  copperDriftVelocity,
  fermiDiracOccupation,
  hallEffectCarrierDensity,
  freeElectronFermiEnergy,
];
