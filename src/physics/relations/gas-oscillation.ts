/**
 * Relations of kinetic theory (the rms, mean and most probable speeds of a gas's molecules), gauge
 * pressure, adiabatic and isothermal changes stated by a volume ratio ("compressed to one-fifth of
 * its volume", "expands into an equal evacuated space"), echoes, and the speed of an oscillator at
 * a displacement from equilibrium. Temperatures are absolute (K).
 */
import { COOLING_RELATIONS } from "./cooling";
import { EXPANSION_OVERFLOW_RELATIONS } from "./expansion-overflow";
import { RADIAL_CONDUCTION_RELATIONS } from "./radial-conduction";
import { constant, finite, generalRelation, productRelation, type Relation } from "./relation";
import { VAPOR_PRESSURE_RELATIONS } from "./vapor-pressure";

const ADIABATIC = ["adiabatic", "thermally insulated", "insulated", "no heat"];
// "The temperature of the gas, assuming it remains constant".
const TEMPERATURE_KEPT = "/\\btemperature\\b[^.]*\\b(?:remains|stays|is kept|is held) constant\\b/";
const ISOTHERMAL = [
  "isothermal",
  "constant temperature",
  TEMPERATURE_KEPT,
  "free expansion",
  "expands freely",
  "into a vacuum",
  "evacuated",
];
/** Words that make a stated delay a round trip to a reflector and back. */
export const ECHO_CUES = [
  "echo",
  "round trip",
  "round-trip",
  "reflects back",
  "bounces back",
  // "Go to the opposite end, reflect, and return in 30 s".
  "/\\breflects?\\b[^.]*\\breturns?\\b/",
];

/** ln(x) for a positive x, else undefined. */
function logOf(value: number): number | undefined {
  return value > 0 ? Math.log(value) : undefined;
}

const R = constant("Rgas");

/** v = coefficient √(R T / M), a speed of the Maxwell distribution. */
function molecularSpeed(
  id: string,
  result: string,
  what: string,
  coefficient: number,
  coefficientText: string,
  latexRoot: string,
): Relation {
  return productRelation({
    id: `gas-laws.${id}`,
    subtopic: "gas-laws",
    principle: `The ${what} of the molecules of an ideal gas (Maxwell speed distribution)`,
    latex: `${result === "vrmsGas" ? "v_{rms}" : result === "vMeanGas" ? "v_{avg}" : "v_p"} = \\sqrt{${latexRoot}}`,
    result,
    coefficient,
    coefficientText,
    constants: { Rgas: 0.5 },
    factors: { T: 0.5, molarMass: -0.5 },
    conditions: ["ideal gas in thermal equilibrium", "M is the molar mass in kg/mol"],
  });
}

export const GAS_OSCILLATION_RELATIONS: Relation[] = [
  ...COOLING_RELATIONS,
  ...EXPANSION_OVERFLOW_RELATIONS,
  ...RADIAL_CONDUCTION_RELATIONS,
  ...VAPOR_PRESSURE_RELATIONS,
  molecularSpeed(
    "rms-speed",
    "vrmsGas",
    "root-mean-square speed",
    Math.sqrt(3),
    "sqrt(3)",
    "\\frac{3 R T}{M}",
  ),
  molecularSpeed(
    "mean-speed",
    "vMeanGas",
    "mean speed",
    Math.sqrt(8 / Math.PI),
    "sqrt(8/pi)",
    "\\frac{8 R T}{\\pi M}",
  ),
  molecularSpeed(
    "most-probable-speed",
    "vProbableGas",
    "most probable speed",
    Math.SQRT2,
    "sqrt(2)",
    "\\frac{2 R T}{M}",
  ),
  generalRelation({
    id: "gas-laws.absolute-pressure-initial",
    subtopic: "gas-laws",
    principle: "Absolute pressure is gauge pressure plus atmospheric pressure (before)",
    latex: "P_1 = P_{g1} + P_{atm}",
    left: "P1",
    right: "PgaugeInitial + Patm",
    variables: ["P1", "PgaugeInitial", "Patm"],
    conditions: ["a gauge reads the pressure above the atmosphere's", "gas laws use absolute pressure"],
    cues: ["gauge"],
    solvers: {
      P1: ({ PgaugeInitial, Patm }) => finite(PgaugeInitial + Patm),
      PgaugeInitial: ({ P1, Patm }) => finite(P1 - Patm),
    },
  }),
  generalRelation({
    id: "gas-laws.absolute-pressure-final",
    subtopic: "gas-laws",
    principle: "Absolute pressure is gauge pressure plus atmospheric pressure (after)",
    latex: "P_2 = P_{g2} + P_{atm}",
    left: "P2",
    right: "PgaugeFinal + Patm",
    variables: ["P2", "PgaugeFinal", "Patm"],
    conditions: ["a gauge reads the pressure above the atmosphere's", "gas laws use absolute pressure"],
    cues: ["gauge"],
    // A gauge reads pressure alone: the size or shape of what holds the gas does not enter.
    unaffectedBy: ["d", "h", "L", "thickness"],
    solvers: {
      P2: ({ PgaugeFinal, Patm }) => finite(PgaugeFinal + Patm),
      PgaugeFinal: ({ P2, Patm }) => finite(P2 - Patm),
    },
  }),
  generalRelation({
    id: "laws-of-thermodynamics.adiabatic-temperature-volume",
    subtopic: "laws-of-thermodynamics",
    principle: "Reversible adiabatic change of an ideal gas: T V^(γ−1) stays constant",
    latex: "T_f = T_i r_V^{1 - \\gamma}",
    left: "log(Tf / Ti)",
    right: "(1 - gammaHeat) * log(volumeRatio)",
    variables: ["Tf", "Ti", "volumeRatio", "gammaHeat"],
    conditions: ["ideal gas", "reversible adiabatic process: no heat exchanged"],
    cues: ADIABATIC,
    // With n, γ and both temperatures known, the pressure the gas starts at changes nothing.
    unaffectedBy: ["pressure", "P1"],
    solvers: {
      Tf: ({ Ti, volumeRatio, gammaHeat }) =>
        volumeRatio > 0 ? finite(Ti * volumeRatio ** (1 - gammaHeat)) : undefined,
      Ti: ({ Tf, volumeRatio, gammaHeat }) =>
        volumeRatio > 0 ? finite(Tf / volumeRatio ** (1 - gammaHeat)) : undefined,
      volumeRatio: ({ Tf, Ti, gammaHeat }) =>
        Tf > 0 && Ti > 0 && gammaHeat !== 1 ? finite((Tf / Ti) ** (1 / (1 - gammaHeat))) : undefined,
    },
  }),
  generalRelation({
    id: "laws-of-thermodynamics.adiabatic-work-on",
    subtopic: "laws-of-thermodynamics",
    principle: "Work done on an ideal gas in an adiabatic process: with Q = 0 it all goes to internal energy",
    latex: "W_{on} = \\frac{n R (T_f - T_i)}{\\gamma - 1}",
    left: "Won",
    right: "n_mol * Rgas * (Tf - Ti) / (gammaHeat - 1)",
    variables: ["Won", "n_mol", "Tf", "Ti", "gammaHeat"],
    conditions: [
      "ideal gas",
      "adiabatic: no heat exchanged",
      "work done on the gas is positive (sign convention)",
    ],
    cues: ADIABATIC,
    // With n, γ and both temperatures known, the pressure the gas starts at changes nothing.
    unaffectedBy: ["pressure", "P1"],
    solvers: {
      Won: ({ n_mol, Tf, Ti, gammaHeat }) =>
        gammaHeat > 1 ? finite((n_mol * R * (Tf - Ti)) / (gammaHeat - 1)) : undefined,
      n_mol: ({ Won, Tf, Ti, gammaHeat }) =>
        Tf === Ti || gammaHeat <= 1 ? undefined : finite((Won * (gammaHeat - 1)) / (R * (Tf - Ti))),
    },
  }),
  generalRelation({
    id: "laws-of-thermodynamics.adiabatic-work-by",
    subtopic: "laws-of-thermodynamics",
    principle: "Work done by an ideal gas in an adiabatic process: it comes out of the internal energy",
    latex: "W = \\frac{n R (T_i - T_f)}{\\gamma - 1}",
    left: "Wby",
    right: "n_mol * Rgas * (Ti - Tf) / (gammaHeat - 1)",
    variables: ["Wby", "n_mol", "Tf", "Ti", "gammaHeat"],
    conditions: ["ideal gas", "adiabatic: no heat exchanged", "work done by the gas is positive"],
    cues: ADIABATIC,
    // With n, γ and both temperatures known, the pressure the gas starts at changes nothing.
    unaffectedBy: ["pressure", "P1"],
    solvers: {
      Wby: ({ n_mol, Tf, Ti, gammaHeat }) =>
        gammaHeat > 1 ? finite((n_mol * R * (Ti - Tf)) / (gammaHeat - 1)) : undefined,
      n_mol: ({ Wby, Tf, Ti, gammaHeat }) =>
        Tf === Ti || gammaHeat <= 1 ? undefined : finite((Wby * (gammaHeat - 1)) / (R * (Ti - Tf))),
    },
  }),
  generalRelation({
    id: "entropy.isothermal-volume-ratio-per-mole",
    subtopic: "entropy",
    principle:
      "Entropy change per mole of an ideal gas whose temperature ends where it began, from the ratio of its volumes",
    latex: "\\Delta S_m = R \\ln r_V",
    left: "dSmolar",
    right: "Rgas * log(volumeRatio)",
    variables: ["dSmolar", "volumeRatio"],
    conditions: [
      "ideal gas",
      "same temperature at start and end; a free expansion is irreversible, so ΔS is found along a reversible isothermal path",
    ],
    cues: ISOTHERMAL,
    // The heat RT ln r_V taken in per mole is divided by the same T: the temperature cancels.
    unaffectedBy: ["T"],
    solvers: {
      dSmolar: ({ volumeRatio }) => {
        const log = logOf(volumeRatio);
        return log === undefined ? undefined : finite(R * log);
      },
    },
  }),
  generalRelation({
    id: "entropy.isothermal-volume-ratio",
    subtopic: "entropy",
    principle:
      "Entropy change of an ideal gas whose temperature ends where it began, from the ratio of its volumes",
    latex: "\\Delta S = n R \\ln r_V",
    left: "dS",
    right: "n_mol * Rgas * log(volumeRatio)",
    variables: ["dS", "n_mol", "volumeRatio"],
    conditions: [
      "ideal gas",
      "same temperature at start and end; a free expansion is irreversible, so ΔS is found along a reversible isothermal path",
    ],
    cues: ISOTHERMAL,
    // The heat nRT ln r_V taken in is divided by the same T: the temperature cancels.
    unaffectedBy: ["T"],
    solvers: {
      dS: ({ n_mol, volumeRatio }) => {
        const log = logOf(volumeRatio);
        return log === undefined ? undefined : finite(n_mol * R * log);
      },
      n_mol: ({ dS, volumeRatio }) => {
        const log = logOf(volumeRatio);
        return log === undefined || log === 0 ? undefined : finite(dS / (R * log));
      },
    },
  }),
  generalRelation({
    id: "laws-of-thermodynamics.isothermal-work-ratio",
    subtopic: "laws-of-thermodynamics",
    principle: "Work done by an ideal gas in a reversible isothermal process, from the ratio of its volumes",
    latex: "W = n R T \\ln r_V",
    left: "Wby",
    right: "n_mol * Rgas * T * log(volumeRatio)",
    variables: ["Wby", "n_mol", "T", "volumeRatio"],
    conditions: ["ideal gas", "reversible isothermal process"],
    cues: ["isothermal", "constant temperature", TEMPERATURE_KEPT],
    solvers: {
      Wby: ({ n_mol, T, volumeRatio }) => {
        const log = logOf(volumeRatio);
        return log === undefined ? undefined : finite(n_mol * R * T * log);
      },
      n_mol: ({ Wby, T, volumeRatio }) => {
        const log = logOf(volumeRatio);
        return log === undefined || log === 0 ? undefined : finite(Wby / (R * T * log));
      },
      T: ({ Wby, n_mol, volumeRatio }) => {
        const log = logOf(volumeRatio);
        return log === undefined || log === 0 ? undefined : finite(Wby / (R * n_mol * log));
      },
    },
  }),
  productRelation({
    id: "oscillations-waves.echo-distance",
    subtopic: "oscillations-waves",
    principle: "Distance to a reflector from an echo: the sound goes there and back (round trip)",
    latex: "d = \\frac{v t}{2}",
    result: "d",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { v: 1, t: 1 },
    conditions: ["the echo's delay t is the round trip to the reflector and back", "constant wave speed"],
    cues: ECHO_CUES,
  }),
  generalRelation({
    id: "oscillations-waves.shm-speed-at-displacement",
    subtopic: "oscillations-waves",
    principle: "Speed of a mass on a spring at a displacement from equilibrium (energy conserved)",
    latex: "v = \\sqrt{\\frac{k}{m}\\left(A^2 - x^2\\right)}",
    left: "v",
    right: "sqrt(k / m * (A_amp^2 - xShm^2))",
    variables: ["v", "k", "m", "A_amp", "xShm"],
    conditions: ["simple harmonic motion", "½kA² = ½kx² + ½mv²", "no friction"],
    solvers: {
      v: ({ k, m, A_amp, xShm }) =>
        Math.abs(xShm) > A_amp ? undefined : finite(Math.sqrt((k / m) * (A_amp ** 2 - xShm ** 2))),
      k: ({ v, m, A_amp, xShm }) =>
        Math.abs(xShm) >= A_amp ? undefined : finite((m * v ** 2) / (A_amp ** 2 - xShm ** 2)),
      m: ({ v, k, A_amp, xShm }) =>
        Math.abs(xShm) >= A_amp || v === 0 ? undefined : finite((k * (A_amp ** 2 - xShm ** 2)) / v ** 2),
      A_amp: ({ v, k, m, xShm }) => finite(Math.sqrt(xShm ** 2 + (m * v ** 2) / k)),
    },
  }),
  productRelation({
    id: "oscillations-waves.shm-energy",
    subtopic: "oscillations-waves",
    principle: "Energy of a mass on a spring in simple harmonic motion: all elastic at the amplitude",
    latex: "U_s = \\tfrac{1}{2} k A^2",
    result: "PEs",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { k: 1, A_amp: 2 },
    conditions: ["simple harmonic motion", "ideal spring (Hooke's law)"],
  }),
  generalRelation({
    id: "oscillations-waves.damped-amplitude",
    subtopic: "oscillations-waves",
    principle: "Amplitude of a lightly damped oscillator decays exponentially: A = A₀ e^(−b t / 2m)",
    latex: "\\ln\\frac{A}{A_0} = -\\frac{b t}{2 m}",
    left: "log(amplitudeRatio)",
    right: "-dampingB * t / (2 * m)",
    variables: ["amplitudeRatio", "dampingB", "t", "m"],
    conditions: ["viscous damping force −b v", "underdamped (light damping)"],
    cues: ["damp"],
    // The envelope's decay depends on b and m alone, not on the spring's stiffness or the frequency.
    unaffectedBy: ["k", "f", "T_period", "A_amp"],
    solvers: {
      t: ({ amplitudeRatio, dampingB, m }) => {
        const log = logOf(amplitudeRatio);
        return log === undefined || dampingB <= 0 ? undefined : finite((-2 * m * log) / dampingB);
      },
      dampingB: ({ amplitudeRatio, t, m }) => {
        const log = logOf(amplitudeRatio);
        return log === undefined || t <= 0 ? undefined : finite((-2 * m * log) / t);
      },
      m: ({ amplitudeRatio, dampingB, t }) => {
        const log = logOf(amplitudeRatio);
        return log === undefined || log === 0 ? undefined : finite((-dampingB * t) / (2 * log));
      },
      amplitudeRatio: ({ dampingB, t, m }) => finite(Math.exp((-dampingB * t) / (2 * m))),
    },
  }),
];
