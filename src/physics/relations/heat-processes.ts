/**
 * Relations of thermal processes beyond the basic ones of thermodynamics.ts: the work and heat of
 * a gas between two stated volumes, the first law with work done on the gas, refrigerators,
 * entropy of heat flowing between reservoirs, conduction and net radiation between two stated
 * temperatures, thermal expansion and a mass from its density. Temperatures are absolute (K).
 */
import { constant, finite, generalRelation, productRelation, type Relation } from "./relation";

const ISOTHERMAL_CUES = [
  "isothermal",
  "constant temperature",
  "temperature remains constant",
  "temperature is held constant",
];
const REFRIGERATOR_CUES = [
  "refrigerator",
  "fridge",
  "freezer",
  "heat pump",
  "air conditioner",
  "coefficient of performance",
  "cop",
];

export const HEAT_PROCESS_RELATIONS: Relation[] = [
  generalRelation({
    id: "laws-of-thermodynamics.isobaric-work-between-volumes",
    subtopic: "laws-of-thermodynamics",
    principle: "Work done by a gas at constant pressure",
    latex: "W = P (V_2 - V_1)",
    left: "Wby",
    right: "pressure * (V2 - V1)",
    variables: ["Wby", "pressure", "V1", "V2"],
    conditions: ["constant pressure", "quasi-static process"],
    cues: ["constant pressure", "isobaric", "pressure remains constant", "pressure is held constant"],
    solvers: {
      Wby: ({ pressure, V1, V2 }) => finite(pressure * (V2 - V1)),
      pressure: ({ Wby, V1, V2 }) => (V2 === V1 ? undefined : finite(Wby / (V2 - V1))),
      V2: ({ Wby, pressure, V1 }) => finite(V1 + Wby / pressure),
      V1: ({ Wby, pressure, V2 }) => finite(V2 - Wby / pressure),
    },
  }),
  generalRelation({
    id: "laws-of-thermodynamics.isothermal-work",
    subtopic: "laws-of-thermodynamics",
    principle: "Work done by an ideal gas in a reversible isothermal process",
    latex: "W = n R T \\ln\\frac{V_2}{V_1}",
    left: "Wby",
    right: "n_mol * Rgas * T * log(V2 / V1)",
    variables: ["Wby", "n_mol", "T", "V1", "V2"],
    conditions: ["ideal gas", "reversible isothermal process"],
    cues: ISOTHERMAL_CUES,
    solvers: {
      Wby: ({ n_mol, T, V1, V2 }) =>
        V1 <= 0 || V2 <= 0 ? undefined : finite(n_mol * constant("Rgas") * T * Math.log(V2 / V1)),
      n_mol: ({ Wby, T, V1, V2 }) =>
        V1 <= 0 || V2 <= 0 || V1 === V2
          ? undefined
          : finite(Wby / (constant("Rgas") * T * Math.log(V2 / V1))),
      T: ({ Wby, n_mol, V1, V2 }) =>
        V1 <= 0 || V2 <= 0 || V1 === V2
          ? undefined
          : finite(Wby / (constant("Rgas") * n_mol * Math.log(V2 / V1))),
      V2: ({ Wby, n_mol, T, V1 }) => finite(V1 * Math.exp(Wby / (n_mol * constant("Rgas") * T))),
      V1: ({ Wby, n_mol, T, V2 }) => finite(V2 / Math.exp(Wby / (n_mol * constant("Rgas") * T))),
    },
  }),
  generalRelation({
    id: "laws-of-thermodynamics.isothermal-heat",
    subtopic: "laws-of-thermodynamics",
    principle: "First law for an ideal gas at constant temperature (ΔU = 0)",
    latex: "Q = W",
    left: "Q",
    right: "Wby",
    variables: ["Q", "Wby"],
    conditions: ["ideal gas", "isothermal process: the internal energy does not change"],
    cues: ISOTHERMAL_CUES,
    solvers: {
      Q: ({ Wby }) => finite(Wby),
      Wby: ({ Q }) => finite(Q),
    },
  }),
  generalRelation({
    id: "laws-of-thermodynamics.first-law-work-on",
    subtopic: "laws-of-thermodynamics",
    principle: "First law of thermodynamics, signed: Q > 0 for heat into the gas, W > 0 for work done on it",
    latex: "\\Delta U = Q + W_{on}",
    left: "dU",
    right: "Q + Won",
    variables: ["dU", "Q", "Won"],
    conditions: ["heat lost by the gas is negative", "work done on the gas is positive (sign convention)"],
    solvers: {
      dU: ({ Q, Won }) => finite(Q + Won),
      Q: ({ dU, Won }) => finite(dU - Won),
      Won: ({ dU, Q }) => finite(dU - Q),
    },
  }),
  productRelation({
    id: "laws-of-thermodynamics.refrigerator-cop",
    subtopic: "laws-of-thermodynamics",
    principle: "Coefficient of performance of a refrigerator",
    latex: "K = \\frac{Q_c}{W}",
    result: "cop",
    factors: { Qc: 1, W: -1 },
    conditions: ["refrigerator: heat Q_c removed from the cold side per work W"],
    cues: REFRIGERATOR_CUES,
  }),
  generalRelation({
    id: "laws-of-thermodynamics.carnot-cop",
    subtopic: "laws-of-thermodynamics",
    principle: "Coefficient of performance of a Carnot (ideal) refrigerator",
    latex: "K = \\frac{T_c}{T_h - T_c}",
    left: "cop",
    right: "Tc / (Th - Tc)",
    variables: ["cop", "Tc", "Th"],
    conditions: ["reversible refrigerator between two reservoirs"],
    cues: [
      "carnot & refrigerator",
      "ideal & refrigerator",
      "maximum & refrigerator",
      "carnot & freezer",
      "ideal & freezer",
      "maximum & freezer",
    ],
    solvers: {
      cop: ({ Tc, Th }) => (Th <= Tc || Tc <= 0 ? undefined : finite(Tc / (Th - Tc))),
      Tc: ({ cop, Th }) => finite((cop * Th) / (1 + cop)),
      Th: ({ cop, Tc }) => (cop <= 0 ? undefined : finite(Tc + Tc / cop)),
    },
  }),
  generalRelation({
    id: "entropy.heat-between-reservoirs",
    subtopic: "entropy",
    principle: "Entropy change of two reservoirs when heat flows from the hot one to the cold one",
    latex: "\\Delta S = \\frac{Q}{T_c} - \\frac{Q}{T_h}",
    left: "dS",
    right: "Q / Tc - Q / Th",
    variables: ["dS", "Q", "Th", "Tc"],
    conditions: ["reservoirs at constant temperatures", "total entropy of both reservoirs"],
    cues: ["universe", "total entropy", "net entropy", "entropy of the system and", "both reservoirs"],
    solvers: {
      dS: ({ Q, Th, Tc }) => (Th <= 0 || Tc <= 0 ? undefined : finite(Q / Tc - Q / Th)),
      Q: ({ dS, Th, Tc }) => (Th === Tc ? undefined : finite(dS / (1 / Tc - 1 / Th))),
    },
  }),
  generalRelation({
    id: "heat-transfer.conduction-between-temperatures",
    subtopic: "heat-transfer",
    principle: "Fourier's law of heat conduction between two surface temperatures",
    latex: "P = \\frac{k A (T_h - T_c)}{L}",
    left: "P",
    right: "kThermal * area * (Th - Tc) / thickness",
    variables: ["P", "kThermal", "area", "Th", "Tc", "thickness"],
    conditions: ["steady state", "uniform slab", "heat flows from the hotter face to the colder one"],
    solvers: {
      P: ({ kThermal, area, Th, Tc, thickness }) => finite((kThermal * area * (Th - Tc)) / thickness),
      kThermal: ({ P, area, Th, Tc, thickness }) => finite((P * thickness) / (area * (Th - Tc))),
      area: ({ P, kThermal, Th, Tc, thickness }) => finite((P * thickness) / (kThermal * (Th - Tc))),
      thickness: ({ P, kThermal, area, Th, Tc }) => finite((kThermal * area * (Th - Tc)) / P),
    },
  }),
  generalRelation({
    id: "heat-transfer.net-radiation",
    subtopic: "heat-transfer",
    principle: "Net radiated power of a body in warmer or cooler surroundings (Stefan-Boltzmann law)",
    latex: "P = e \\sigma A (T_h^4 - T_c^4)",
    left: "P",
    right: "emissivity * sigma * area * (Th^4 - Tc^4)",
    variables: ["P", "emissivity", "area", "Th", "Tc"],
    conditions: ["the body's surroundings radiate back at their own temperature", "hotter body loses energy"],
    cues: ["net", "surroundings", "walls", "room", "environment", "absorbs"],
    solvers: {
      P: ({ emissivity, area, Th, Tc }) =>
        finite(emissivity * constant("sigma") * area * (Th ** 4 - Tc ** 4)),
      emissivity: ({ P, area, Th, Tc }) => finite(P / (constant("sigma") * area * (Th ** 4 - Tc ** 4))),
      area: ({ P, emissivity, Th, Tc }) => finite(P / (constant("sigma") * emissivity * (Th ** 4 - Tc ** 4))),
    },
  }),
  productRelation({
    id: "heat-temperature.linear-expansion",
    subtopic: "heat-temperature",
    principle: "Linear thermal expansion",
    latex: "\\Delta L = \\alpha L \\Delta T",
    result: "dLength",
    factors: { alphaLinear: 1, L: 1, dT: 1 },
    conditions: ["small temperature change", "constant expansion coefficient"],
  }),
  productRelation({
    id: "heat-temperature.volume-expansion",
    subtopic: "heat-temperature",
    principle: "Volume thermal expansion",
    latex: "\\Delta V = \\beta V \\Delta T",
    result: "dVolume",
    factors: { betaVolume: 1, volume: 1, dT: 1 },
    conditions: ["small temperature change", "constant expansion coefficient"],
  }),
  productRelation({
    id: "heat-temperature.mass-from-density",
    subtopic: "heat-temperature",
    principle: "Mass of a body from its density and volume",
    latex: "m = \\rho V",
    result: "m",
    factors: { density: 1, volume: 1 },
    conditions: ["uniform density"],
  }),
];
