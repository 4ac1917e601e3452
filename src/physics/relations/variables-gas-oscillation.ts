/**
 * Variables of the relations for molecular speeds, gauge pressure, adiabatic changes, echoes and
 * the speed of an oscillator at a given displacement (gas-oscillation.ts), and for Newton's law of
 * cooling (cooling.ts); part of the catalogue in variables.ts.
 */
import type { Variable } from "./variables";

export const GAS_OSCILLATION_VARIABLES: readonly Variable[] = [
  {
    id: "vrmsGas",
    latex: "v_{rms}",
    name: "rms speed of the molecules",
    unit: "m/s",
    typical: 500,
    keywords: ["rms speed", "root-mean-square speed", "root mean square speed"],
  },
  {
    id: "vMeanGas",
    latex: "v_{avg}",
    name: "mean speed of the molecules",
    unit: "m/s",
    typical: 450,
    keywords: ["mean molecular speed", "average molecular speed"],
  },
  {
    id: "vProbableGas",
    latex: "v_p",
    name: "most probable speed of the molecules",
    unit: "m/s",
    typical: 400,
    keywords: ["most probable speed"],
  },
  {
    id: "PgaugeInitial",
    latex: "P_{g1}",
    name: "initial gauge pressure",
    unit: "Pa",
    typical: 2e5,
    keywords: ["gauge pressure", "gauge reads", "gauge reading", "gauge shows", "gauge"],
  },
  {
    id: "PgaugeFinal",
    latex: "P_{g2}",
    name: "final gauge pressure",
    unit: "Pa",
    typical: 2.5e5,
    keywords: ["new gauge pressure", "final gauge pressure"],
  },
  {
    id: "Patm",
    latex: "P_{atm}",
    name: "atmospheric pressure",
    unit: "Pa",
    typical: 1.013e5,
    keywords: ["atmospheric pressure", "atmospheric", "barometric pressure", "air pressure outside"],
  },
  {
    id: "volumeRatio",
    latex: "r_V",
    name: "ratio of final to initial volume",
    unit: "",
    typical: 2,
    keywords: ["volume ratio", "expansion ratio"],
  },
  {
    id: "gammaHeat",
    latex: "\\gamma",
    name: "ratio of specific heats",
    unit: "",
    typical: 1.4,
    keywords: ["ratio of specific heats", "heat capacity ratio", "adiabatic index", "adiabatic exponent"],
  },
  {
    id: "xShm",
    latex: "x",
    name: "displacement from equilibrium",
    unit: "m",
    typical: 0.05,
    keywords: ["displacement of", "from equilibrium", "from its equilibrium"],
  },
  {
    id: "Tsurround",
    latex: "T_s",
    name: "temperature of the surroundings",
    unit: "K",
    typical: 293,
    keywords: ["temperature of the surroundings", "room temperature", "ambient temperature"],
  },
  {
    id: "Tmid",
    latex: "T_1",
    name: "temperature at the first reading",
    unit: "K",
    typical: 330,
    keywords: [],
  },
  {
    id: "tMid",
    latex: "t_1",
    name: "time of the first reading",
    unit: "s",
    typical: 300,
    keywords: [],
  },
  {
    id: "coolingConstant",
    latex: "k",
    name: "cooling constant",
    unit: "1/s",
    typical: 0.001,
    keywords: ["cooling constant", "constant of cooling", "rate constant"],
  },
];
