/**
 * Variables of the energetics of decays and of particles in flight, kept apart from the main
 * catalogue (variables.ts) and added to it there: the masses of a parent, a daughter and an alpha
 * particle, a decay's Q-value, the rest energies of a particle that decays at rest and of its two
 * products. A reader gives them their roles (decay-energetics-reading.ts), so most carry no keywords.
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
    latex: "M_\\alpha",
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
];
