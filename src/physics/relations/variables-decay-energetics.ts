/**
 * Variables of the energetics of decays and of particles in flight, kept apart from the main
 * catalogue (variables.ts) and added to it there: the masses of a parent, a daughter and an alpha
 * particle, a decay's Q-value, the rest energies of a particle that decays at rest and of its two
 * products. A reader gives them their roles (decay-energetics-reading.ts), so those carry no keywords.
 * Also the spreads of position, momentum and speed of the uncertainty principle, the width of an
 * infinite square well, a diode's breakdown voltage (named so that it can be set aside), a carrier
 * mobility, the ratio of a semiconductor's intrinsic carrier densities at two temperatures, and an
 * activity per gram now and in living matter (radiocarbon dating).
 */
import type { Variable } from "./variables";

export const DECAY_ENERGETICS_VARIABLES: readonly Variable[] = [
  {
    id: "massParent",
    latex: "M_P",
    name: "mass of the parent atom",
    unit: "kg",
    typical: 3.75e-25,
    keywords: [],
  },
  {
    id: "massDaughter",
    latex: "M_D",
    name: "mass of the daughter atom",
    unit: "kg",
    typical: 3.68e-25,
    keywords: [],
  },
  {
    id: "massAlpha",
    latex: "M_He",
    name: "mass of the helium-4 atom",
    unit: "kg",
    typical: 6.646e-27,
    keywords: [],
  },
  {
    id: "qValue",
    latex: "Q",
    name: "Q-value",
    unit: "J",
    typical: 7.8e-13,
    keywords: ["q-value", "q value", "disintegration energy"],
  },
  {
    id: "restEnergyParent",
    latex: "E_M",
    name: "rest energy of the decaying particle",
    unit: "J",
    typical: 3.0e-10,
    keywords: [],
  },
  {
    id: "restEnergy1",
    latex: "E_1",
    name: "rest energy of the first product",
    unit: "J",
    typical: 1.5e-10,
    keywords: [],
  },
  {
    id: "restEnergy2",
    latex: "E_2",
    name: "rest energy of the second product",
    unit: "J",
    typical: 2.2e-11,
    keywords: [],
  },
  // A diode's rating that no relation of forward conduction uses: named so that it can be set aside.
  {
    id: "breakdownVoltage",
    latex: "V_{br}",
    name: "breakdown voltage",
    unit: "V",
    typical: 50,
    keywords: ["breakdown voltage", "reverse breakdown", "breakdown"],
  },
  {
    id: "positionUncertainty",
    latex: "\\Delta x",
    name: "uncertainty in position",
    unit: "m",
    typical: 1e-10,
    keywords: [
      "δx =",
      "δx=",
      "uncertainty in position",
      "uncertainty in its position",
      "position uncertainty",
      "known to within",
      "known within",
      "localized within",
      "localized to",
      "localised within",
      "confined to a region",
      "region of width",
      "region of size",
    ],
  },
  {
    id: "momentumUncertainty",
    latex: "\\Delta p",
    name: "uncertainty in momentum",
    unit: "kg*m/s",
    typical: 5e-25,
    keywords: ["δp =", "uncertainty in momentum", "uncertainty in its momentum", "momentum uncertainty"],
  },
  {
    id: "speedUncertainty",
    latex: "\\Delta v",
    name: "uncertainty in speed",
    unit: "m/s",
    typical: 5e5,
    keywords: ["δv =", "uncertainty in speed", "uncertainty in its speed", "speed uncertainty"],
  },
  {
    id: "wellWidth",
    latex: "L",
    name: "width of the well",
    unit: "m",
    typical: 4e-10,
    keywords: ["box of width", "box of length", "well of width", "wide", "width", "box", "well"],
  },
  {
    id: "mobility",
    latex: "\\mu",
    name: "carrier mobility",
    unit: "m^2/V/s",
    typical: 0.135,
    keywords: ["mobility"],
  },
  {
    id: "carrierRatio",
    latex: "n_2/n_1",
    name: "ratio of the intrinsic carrier densities",
    unit: "",
    typical: 30,
    keywords: [],
  },
  {
    id: "specificActivity",
    latex: "a",
    name: "activity per mass",
    unit: "Bq/kg",
    typical: 60,
    keywords: ["activity", "shows", "measures", "measured", "sample", "decays per"],
  },
  {
    id: "specificActivityInitial",
    latex: "a_0",
    name: "activity per mass at the start",
    unit: "Bq/kg",
    typical: 230,
    keywords: ["living", "alive", "fresh", "modern", "initially", "originally", "at death", "when it died"],
  },
];
