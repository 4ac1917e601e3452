/**
 * Models of induction and light beyond the one-formula cases of electromagnetism.ts and
 * optics.ts: the ideal transformer, which the reader in solver/transformer-reading.ts uses once
 * the words have named each winding.
 */
import { productRelation, type Relation } from "./relation";

// An ideal transformer's ratios hold whatever the supply's frequency or the core's mass.
const TRANSFORMER_UNAFFECTED = ["f", "m", "massDensity"];

export const EM_OPTICS_RELATIONS: Relation[] = [
  productRelation({
    id: "electromagnetic-induction.transformer-voltage",
    subtopic: "electromagnetic-induction",
    principle: "Ideal transformer: each turn links the same changing flux, so the voltages go as the turns",
    latex: "V_s = V_p \\frac{N_s}{N_p}",
    result: "Vsecondary",
    factors: { Vprimary: 1, Nsecondary: 1, Nprimary: -1 },
    conditions: ["ideal transformer", "no flux leaks from the core"],
    cues: ["transformer", "primary & secondary"],
    unaffectedBy: TRANSFORMER_UNAFFECTED,
  }),
  productRelation({
    id: "electromagnetic-induction.transformer-current",
    subtopic: "electromagnetic-induction",
    principle: "Ideal transformer: no power is lost, so the currents go inversely as the turns",
    latex: "I_s = I_p \\frac{N_p}{N_s}",
    result: "Isecondary",
    factors: { Iprimary: 1, Nprimary: 1, Nsecondary: -1 },
    conditions: ["ideal transformer", "no power lost in the windings or the core"],
    cues: ["transformer", "primary & secondary"],
    unaffectedBy: TRANSFORMER_UNAFFECTED,
  }),
];
