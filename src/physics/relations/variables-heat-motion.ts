/**
 * Variables of the relations for thermal processes, expansion, collisions and energy with
 * friction (heat-processes.ts, forces-collisions.ts); part of the catalogue in variables.ts.
 */
import type { Variable } from "./variables";

export const HEAT_MOTION_VARIABLES: readonly Variable[] = [
  {
    id: "Won",
    latex: "W_{on}",
    name: "work done on the gas",
    unit: "J",
    typical: 200,
    keywords: [
      "work done on",
      "work on the gas",
      "work on the system",
      "done on the gas",
      "done on the system",
    ],
  },
  {
    id: "cop",
    latex: "K",
    name: "coefficient of performance",
    unit: "",
    typical: 3,
    keywords: ["coefficient of performance", "cop"],
  },
  {
    id: "alphaLinear",
    latex: "\\alpha",
    name: "coefficient of linear expansion",
    unit: "1/K",
    typical: 1.2e-5,
    keywords: ["linear expansion", "coefficient of linear expansion", "expansion coefficient"],
    isDefault: true,
  },
  {
    id: "betaVolume",
    latex: "\\beta",
    name: "coefficient of volume expansion",
    unit: "1/K",
    typical: 2e-4,
    keywords: ["volume expansion", "coefficient of volume expansion", "volumetric expansion"],
  },
  {
    id: "dLength",
    latex: "\\Delta L",
    name: "change in length",
    unit: "m",
    typical: 0.01,
    keywords: ["change in length", "increase in length", "expands by", "lengthens by"],
  },
  {
    id: "dVolume",
    latex: "\\Delta V",
    name: "change in volume",
    unit: "m^3",
    typical: 1e-5,
    keywords: ["change in volume", "increase in volume"],
  },
  {
    id: "density",
    latex: "\\rho",
    name: "density",
    unit: "kg/m^3",
    typical: 1000,
    keywords: ["density"],
    isDefault: true,
  },
  {
    id: "Wfriction",
    latex: "W_f",
    name: "work done by friction",
    unit: "J",
    typical: -20,
    keywords: ["work done by friction", "friction does", "work by friction"],
  },
  {
    id: "Ediss",
    latex: "E_{th}",
    name: "mechanical energy turned into thermal energy",
    unit: "J",
    typical: 100,
    keywords: [
      "dissipated",
      "lost to friction",
      "converted to thermal energy",
      "converted into thermal energy",
    ],
  },
  {
    id: "v1f",
    latex: "v_1'",
    name: "speed of the first body after the collision",
    unit: "m/s",
    typical: 1,
    keywords: [],
  },
  {
    id: "v2f",
    latex: "v_2'",
    name: "speed of the second body after the collision",
    unit: "m/s",
    typical: 2,
    keywords: [],
  },
];
