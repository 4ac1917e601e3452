/**
 * Solid State Physics templates: LED output, electron drift in copper, Fermi–Dirac occupation, the Hall
 * effect and the Fermi energy of a free-electron metal.
 */
import type { ProblemTemplate } from "../template";
import {
  BOLTZMANN_CONSTANT,
  commonMistake,
  ELECTRON_MASS,
  ELEMENTARY_CHARGE,
  known,
  PLANCK_CONSTANT,
  REDUCED_PLANCK_CONSTANT,
  SPEED_OF_LIGHT,
  showGiven,
  showNumber,
  showValue,
  solutionStep,
  tutorStep,
} from "./template-kit";

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
        known("\\lambda", "emitted wavelength", wavelengthNanometres, "nm"),
        known("I", "current", currentMilliamps, "mA"),
        known("\\eta", "external quantum efficiency", efficiency, ""),
      ],
      unknown: { symbol: "P", name: "optical output power", unit: "mW" },
      answer: { value: powerMilliwatts, unit: "mW" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Electrons crossing the junction per second",
          "\\frac{N_e}{t} = \\frac{I}{e}",
          `\\frac{N_e}{t} = \\frac{${showValue(currentMilliamps / 1000, "A")}}{1.602\\times10^{-19}\\ \\mathrm{C}}`,
          { symbol: "N_e/t", value: electronRate, unit: "1/s" },
        ),
        solutionStep(
          "Photon energy, close to the band gap of the semiconductor",
          "E = \\frac{hc}{\\lambda}",
          `E = \\frac{1.986\\times10^{-25}\\ \\mathrm{J\\cdot m}}{${showValue(wavelengthNanometres * 1e-9, "m")}}`,
          { symbol: "E", value: photonEnergy, unit: "J" },
        ),
        solutionStep(
          "Optical power is photons per second times energy per photon",
          "P = \\eta\\,\\frac{I}{e}\\,E",
          `P = (${quantumEfficiency})(${showNumber(electronRate)}\\ \\mathrm{s^{-1}})(${showValue(photonEnergy, "J")})`,
          { symbol: "P", value: powerMilliwatts, unit: "mW" },
        ),
      ],
      tutor: {
        warmup: {
          question: "In an LED, what sets the colour of the light?",
          explanation:
            "The band gap of the semiconductor. An electron falling from the conduction band into a hole in the " +
            "valence band releases about the gap energy as one photon, so E ≈ E_g = hc/λ.",
        },
        steps: [
          tutorStep(
            "Electrons per second",
            "How many electrons cross the junction each second?",
            { value: electronRate, unit: "1/s" },
            [
              "Current is charge per second.",
              "N/t = I/e with I in amperes.",
              `${currentMilliamps} × 10^-3 A ÷ 1.602 × 10^-19 C.`,
            ],
          ),
          tutorStep(
            "Photons per second",
            "How many photons leave the LED each second?",
            { value: photonRate, unit: "1/s" },
            [
              "Not every electron yields an escaping photon.",
              "Multiply by the efficiency η.",
              `Multiply by ${efficiency}.`,
            ],
          ),
          tutorStep(
            "Photon energy",
            "What is the energy of one photon, in joules?",
            { value: photonEnergy, unit: "J" },
            ["E = hc/λ.", "Put λ in metres.", "1.986 × 10^-25 J·m ÷ λ."],
          ),
          tutorStep(
            "Power in watts",
            "What is the optical power in watts?",
            { value: powerWatts, unit: "W" },
            [
              "Power is energy per second.",
              "Multiply photons per second by energy per photon.",
              "P = (N/t)E.",
            ],
          ),
          tutorStep(
            "Power in milliwatts",
            "Express the optical power in milliwatts.",
            { value: powerMilliwatts, unit: "mW" },
            ["Milli means 10^-3.", "Multiply watts by 1000.", "1 W = 1000 mW."],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "ignored-efficiency",
          "Assumed every electron produces an emitted photon",
          { value: powerMilliwatts / efficiency, unit: "mW" },
          "Only the fraction η of electrons produces a photon that escapes: multiply by η.",
        ),
        commonMistake(
          "milliamps-as-amps",
          "Used the current in mA as if it were in A",
          { value: powerMilliwatts * 1000, unit: "mW" },
          "Convert milliamps to amperes before dividing by e: 1 mA = 10^-3 A.",
        ),
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
        known("d", "wire diameter", diameterMillimetres, "mm"),
        known("I", "current", current, "A"),
        known("n", "free-electron density of copper", COPPER_ELECTRON_DENSITY, "m^-3"),
      ],
      unknown: { symbol: "v_d", name: "drift speed", unit: "mm/s" },
      answer: { value: driftMillimetresPerSecond, unit: "mm/s" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Cross-sectional area of the wire from its radius",
          "A = \\pi r^2 = \\pi (d/2)^2",
          `A = \\pi(${showValue(radiusMetres, "m")})^2`,
          { symbol: "A", value: area, unit: "m^2" },
        ),
        solutionStep(
          "Current is the charge carried past a point per second: I = nAv_d e",
          "v_d = \\frac{I}{n e A}",
          `v_d = \\frac{${currentText}}{(${density})(1.602\\times10^{-19}\\ \\mathrm{C})(${showValue(area, "m^2")})}`,
          { symbol: "v_d", value: driftMillimetresPerSecond, unit: "mm/s" },
        ),
      ],
      tutor: {
        warmup: {
          question: "If electrons drift at less than a millimetre per second, why does a lamp light at once?",
          explanation:
            "The wire is already full of free electrons. Closing the switch sets up the electric field along the " +
            "whole wire almost at the speed of light, so electrons everywhere start drifting together.",
        },
        steps: [
          tutorStep(
            "Radius in metres",
            "What is the wire's radius in metres?",
            { value: radiusMetres, unit: "m" },
            ["The radius is half the diameter.", "1 mm = 10^-3 m.", `${diameterMillimetres}/2 × 10^-3 m.`],
          ),
          tutorStep(
            "Cross-sectional area",
            "What is the cross-sectional area of the wire?",
            { value: area, unit: "m^2" },
            ["The cross-section is a circle.", "A = πr².", "Square the radius in metres and multiply by π."],
          ),
          tutorStep(
            "Charge per unit length",
            "How much mobile charge is there per metre of wire (neA)?",
            { value: chargePerLength, unit: "C/m" },
            [
              "Count electrons per metre, then their charge.",
              "Multiply n, e and A.",
              "8.49 × 10^28 × 1.602 × 10^-19 C × A.",
            ],
          ),
          tutorStep(
            "Drift speed in m/s",
            "What is the drift speed in m/s?",
            { value: driftMetresPerSecond, unit: "m/s" },
            ["I = (charge per metre) × (metres per second).", "v_d = I/(neA).", "Divide the current by neA."],
          ),
          tutorStep(
            "Drift speed in mm/s",
            "Express the drift speed in mm/s.",
            { value: driftMillimetresPerSecond, unit: "mm/s" },
            ["1 m = 1000 mm.", "Multiply by 1000.", "Expect a fraction of a millimetre per second."],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "diameter-as-radius",
          "Used the diameter as the radius in A = πr²",
          { value: driftMillimetresPerSecond / 4, unit: "mm/s" },
          "r = d/2, so the area is π(d/2)² = πd²/4.",
        ),
        commonMistake(
          "millimetres-as-metres",
          "Used the diameter in millimetres as if it were in metres",
          { value: driftMillimetresPerSecond * 1e-6, unit: "mm/s" },
          "With n in m⁻³ the area must be in m²: 1 mm = 10^-3 m, so 1 mm² = 10^-6 m².",
        ),
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
        known("T", "temperature", celsius, "degC"),
        known("E - E_F", "energy above the Fermi level", energyAboveFermi, "eV"),
      ],
      unknown: { symbol: "f", name: "occupation probability", unit: "" },
      answer: { value: occupation, unit: "" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Absolute temperature",
          "T = T_C + 273.15",
          `T = ${temperature} + 273.15 = ${showValue(kelvin, "K", 5)}`,
          { symbol: "T", value: kelvin, unit: "K" },
        ),
        solutionStep(
          "Thermal energy scale",
          "k_BT",
          `k_BT = (8.617\\times10^{-5}\\ \\mathrm{eV/K})(${showValue(kelvin, "K", 5)})`,
          { symbol: "k_BT", value: thermalEnergy, unit: "eV" },
        ),
        solutionStep(
          "Fermi–Dirac distribution",
          "f = \\frac{1}{e^{(E - E_F)/k_BT} + 1}",
          `f = \\frac{1}{e^{${energy}/${showValue(thermalEnergy, "eV")}} + 1} = \\frac{1}{e^{${showNumber(exponent)}} + 1}`,
          { symbol: "f", value: occupation, unit: "" },
        ),
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
          tutorStep(
            "Temperature in kelvin",
            "What is the temperature in kelvin?",
            { value: kelvin, unit: "K" },
            [
              "Statistical formulas need absolute temperature.",
              "T(K) = T(°C) + 273.15.",
              `${celsius} + 273.15.`,
            ],
          ),
          tutorStep("Thermal energy", "What is k_BT, in eV?", { value: thermalEnergy, unit: "eV" }, [
            "Use k_B in eV/K.",
            "k_B = 8.617 × 10^-5 eV/K.",
            "Multiply by the temperature in kelvin.",
          ]),
          tutorStep("Exponent", "What is (E − E_F)/k_BT?", { value: exponent, unit: "" }, [
            "Both energies in eV.",
            "Divide the energy above E_F by k_BT.",
            `${energyAboveFermi} eV ÷ k_BT.`,
          ]),
          tutorStep("Exponential", "What is e^((E − E_F)/k_BT)?", { value: exponential, unit: "" }, [
            "Use the e^x key.",
            "Raise e to the exponent from the last step.",
            "The result is greater than 1 above E_F.",
          ]),
          tutorStep(
            "Occupation probability",
            "What is the probability that the state is occupied?",
            { value: occupation, unit: "" },
            [
              "Apply the Fermi–Dirac formula.",
              "f = 1/(e^x + 1).",
              "Add 1 to the exponential and take the reciprocal.",
            ],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "sign-of-exponent",
          "Used e^(−(E − E_F)/k_BT) in the denominator, the probability for a state below E_F",
          { value: 1 / (Math.exp(-exponent) + 1), unit: "" },
          "For a state above the Fermi level the exponent is positive, so the probability is below one half.",
        ),
        commonMistake(
          "celsius-temperature",
          "Used the temperature in °C instead of kelvin",
          {
            value:
              1 / (Math.exp(energyAboveFermi / ((BOLTZMANN_CONSTANT * celsius) / ELEMENTARY_CHARGE)) + 1),
            unit: "",
          },
          "k_BT needs the absolute temperature: add 273.15 to the Celsius value.",
        ),
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
        known("w", "width of the strip", widthMillimetres, "mm"),
        known("t", "thickness of the strip", thicknessMillimetres, "mm"),
        known("I", "current", currentMilliamps, "mA"),
        known("B", "magnetic field", magneticField, "T"),
        known("V_H", "Hall voltage", hallMillivolts, "mV"),
      ],
      unknown: { symbol: "n", name: "carrier density", unit: "m^-3" },
      answer: { value: carrierDensity, unit: "m^-3" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "In steady state the Hall field balances the magnetic force: eV_H/w = ev_dB",
          "v_d = \\frac{V_H}{wB}",
          `v_d = \\frac{${showValue(hallVolts, "V")}}{(${showValue(widthMillimetres / 1000, "m")})(${field})}`,
          { symbol: "v_d", value: hallVolts / ((widthMillimetres / 1000) * magneticField), unit: "m/s" },
        ),
        solutionStep(
          "Current I = nev_d(wt); the width cancels",
          "n = \\frac{IB}{e\\,t\\,V_H}",
          `n = \\frac{(${showValue(currentAmps, "A")})(${field})}{(1.602\\times10^{-19}\\ \\mathrm{C})(${showValue(thicknessMetres, "m")})(${showValue(hallVolts, "V")})}`,
          { symbol: "n", value: carrierDensity, unit: "m^-3" },
        ),
      ],
      tutor: {
        warmup: {
          question: "Why does a smaller carrier density give a larger Hall voltage for the same current?",
          explanation:
            "With fewer carriers, each must drift faster to carry the current, so the magnetic force on each is " +
            "larger and a larger Hall field is needed to balance it.",
        },
        steps: [
          tutorStep(
            "Current in amperes",
            "Write the current in amperes.",
            { value: currentAmps, unit: "A" },
            ["Milli means 10^-3.", "Divide by 1000.", `${currentMilliamps} × 10^-3 A.`],
          ),
          tutorStep(
            "Hall voltage in volts",
            "Write the Hall voltage in volts.",
            { value: hallVolts, unit: "V" },
            ["Milli means 10^-3.", "Divide by 1000.", `${hallMillivolts} × 10^-3 V.`],
          ),
          tutorStep(
            "Thickness in metres",
            "Write the thickness (the dimension along B) in metres.",
            { value: thicknessMetres, unit: "m" },
            [
              "The thickness is measured along the field.",
              "1 mm = 10^-3 m.",
              `${thicknessMillimetres} × 10^-3 m.`,
            ],
          ),
          tutorStep(
            "Carrier density",
            "What is the carrier density?",
            { value: carrierDensity, unit: "m^-3" },
            [
              "Balance eE_H = ev_dB and use I = nev_d·wt.",
              "The width cancels: n = IB/(e t V_H).",
              "Use the thickness, not the width, in the denominator.",
            ],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "width-for-thickness",
          "Used the width instead of the thickness in n = IB/(etV_H)",
          { value: (carrierDensity * thicknessMillimetres) / widthMillimetres, unit: "m^-3" },
          "The width cancels; the length left in the formula is the thickness measured along B.",
        ),
        commonMistake(
          "milliamps-as-amps",
          "Used the current in mA as if it were in A",
          { value: carrierDensity * 1000, unit: "m^-3" },
          "Convert the current to amperes: 1 mA = 10^-3 A.",
        ),
        commonMistake(
          "millivolts-as-volts",
          "Used the Hall voltage in mV as if it were in V",
          { value: carrierDensity / 1000, unit: "m^-3" },
          "Convert the Hall voltage to volts: 1 mV = 10^-3 V.",
        ),
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
      knowns: [known("n", "free-electron density", electronDensity, "m^-3")],
      unknown: { symbol: "E_F", name: "Fermi energy", unit: "eV" },
      answer: { value: fermiEnergy, unit: "eV" },
      significantFigures: 3,
      solution: [
        solutionStep(
          "Fill the states up to E_F: the integral of g(E) equals the electron density",
          "n = \\int_0^{E_F} g(E)\\,dE = \\frac{1}{3\\pi^2}\\left(\\frac{2m_eE_F}{\\hbar^2}\\right)^{3/2}",
          `3\\pi^2 n = 3\\pi^2(${density}) = ${showValue(scaledDensity, "m^-3")}`,
          { symbol: "3\\pi^2 n", value: scaledDensity, unit: "m^-3" },
        ),
        solutionStep(
          "Solve for the Fermi wavenumber k_F, defined by E_F = ħ²k_F²/(2m_e)",
          "k_F = (3\\pi^2 n)^{1/3}",
          `k_F = (${showValue(scaledDensity, "m^-3")})^{1/3}`,
          { symbol: "k_F", value: fermiWavenumber, unit: "1/m" },
        ),
        solutionStep(
          "Fermi energy",
          "E_F = \\frac{\\hbar^2 k_F^2}{2m_e}",
          `E_F = \\frac{(1.055\\times10^{-34}\\ \\mathrm{J\\cdot s})^2(${showValue(fermiWavenumber, "1/m")})^2}{2(9.109\\times10^{-31}\\ \\mathrm{kg})} = ${showValue(fermiEnergyJoules, "J")}`,
          { symbol: "E_F", value: fermiEnergy, unit: "eV" },
        ),
      ],
      tutor: {
        warmup: {
          question: "Why do electrons in a metal have kinetic energies of several eV even at absolute zero?",
          explanation:
            "The Pauli exclusion principle allows only two electrons (opposite spins) per orbital state, so the " +
            "electrons must stack up into ever higher states, up to the Fermi energy.",
        },
        steps: [
          tutorStep(
            "Integrated density of states",
            "Integrating √E from 0 to E_F gives (2/3)E_F^(3/2), so n = (1/3π²)(2m_eE_F/ħ²)^(3/2). What is 3π²n?",
            { value: scaledDensity, unit: "m^-3" },
            ["Rearrange for the bracket.", "Multiply n by 3π².", "3π² ≈ 29.61."],
          ),
          tutorStep(
            "Fermi wavenumber",
            "What is k_F = (3π²n)^(1/3)?",
            { value: fermiWavenumber, unit: "1/m" },
            ["(2m_eE_F/ħ²)^(1/2) is a wavenumber.", "Take the cube root of 3π²n.", "Expect about 10^10 m⁻¹."],
          ),
          tutorStep(
            "Fermi momentum",
            "What is the Fermi momentum ħk_F?",
            { value: fermiMomentum, unit: "kg*m/s" },
            ["Momentum is ħ times wavenumber.", "ħ = 1.055 × 10^-34 J·s.", "Multiply ħ by k_F."],
          ),
          tutorStep(
            "Fermi energy in joules",
            "What is the Fermi energy in joules?",
            { value: fermiEnergyJoules, unit: "J" },
            ["Free electrons: E = p²/(2m).", "E_F = (ħk_F)²/(2m_e).", "Use m_e = 9.109 × 10^-31 kg."],
          ),
          tutorStep(
            "Fermi energy in eV",
            "Express the Fermi energy in electronvolts.",
            { value: fermiEnergy, unit: "eV" },
            [
              "1 eV = 1.602 × 10^-19 J.",
              "Divide by 1.602 × 10^-19.",
              "Metals have Fermi energies of a few eV.",
            ],
          ),
        ],
      },
      mistakes: [
        commonMistake(
          "forgot-spin",
          "Left out the two spin states, using (6π²n)^(2/3)",
          {
            value:
              (REDUCED_PLANCK_CONSTANT ** 2 * Math.cbrt(6 * Math.PI ** 2 * electronDensity) ** 2) /
              (2 * ELECTRON_MASS * ELEMENTARY_CHARGE),
            unit: "eV",
          },
          "Each orbital holds two electrons of opposite spin, which gives 3π² rather than 6π².",
        ),
        commonMistake(
          "planck-not-reduced",
          "Used h instead of ħ",
          { value: fermiEnergy * (2 * Math.PI) ** 2, unit: "eV" },
          "The free-electron formulas use ħ = h/2π.",
        ),
        commonMistake(
          "inverted-power",
          "Raised 3π²n to the power 3/2 instead of 2/3",
          {
            value:
              (REDUCED_PLANCK_CONSTANT ** 2 * scaledDensity ** 1.5) / (2 * ELECTRON_MASS * ELEMENTARY_CHARGE),
            unit: "eV",
          },
          "From n ∝ E_F^(3/2) it follows that E_F ∝ n^(2/3).",
        ),
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
