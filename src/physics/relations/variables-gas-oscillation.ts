/**
 * Variables of the relations for molecular speeds, gauge pressure, adiabatic changes, echoes and
 * the speed of an oscillator at a given displacement (gas-oscillation.ts); part of the catalogue
 * in variables.ts.
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
];
