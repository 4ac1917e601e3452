/**
 * The least photon energy that makes an electron-positron pair near a heavy nucleus: the photon
 * supplies both rest energies, 2 m_e c², and the nucleus takes up momentum with next to no energy.
 * A question with no numbers at all, so it is read before quantities are required. A pair made in
 * the field of an electron (triplet production, 4 m_e c²), in empty space (no pair at all) or a pair
 * of other particles makes the reader step aside (undefined).
 */
import { constantValue } from "../constants";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension } from "../quantity/quantity";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const ELECTRON_PAIR =
  /\b(electron[- –]?positron|positron[- –]?electron|e\+\s*e-|e-\s*e\+) pairs?\b|\bpair production\b/;
const ASKS_LEAST_ENERGY =
  /\b(minimum|threshold|least|smallest|lowest|min)\b[^.?]*\benergy\b|\benergy\b[^.?]*\b(minimum|threshold|least|needed|required)\b/;
const OTHER_SITUATION =
  /\b(field of an electron|electron'?s field|near an electron|triplet|empty space|free space|vacuum|muon|proton|antiproton|two photons|colli\w*)\b/;

/** The least photon energy for pair production near a heavy nucleus, or undefined. */
export function solvePairProduction(normalized: string, question: string): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!ELECTRON_PAIR.test(lower) || OTHER_SITUATION.test(lower)) return undefined;
  if (!/\bphoton|\bgamma|γ/.test(lower) || !ASKS_LEAST_ENERGY.test(question.toLowerCase())) return undefined;
  const electronMass = constantValue("electron-mass");
  const c = constantValue("speed-of-light");
  const energy = 2 * electronMass * c ** 2;
  const asked = unitAskedFor(question.replace(/\?\s*in\s+/i, " in "));
  const unit = asked && haveSameDimension(asked, "J") ? asked : "MeV";
  const converted = convertQuantity({ value: energy, unit: "J" }, unit);
  if (!converted) return undefined;
  const figures = 4;
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit },
    si: { value: energy, unit: "J" },
    significantFigures: figures,
    steps: [
      {
        principle:
          "Pair production near a heavy nucleus: the photon supplies the rest energies of the electron and the positron; the nucleus takes up momentum but next to no energy",
        equation: "E_{min} = 2 m_e c^2",
        substitution: `E_{min} = 2 \\times ${formatQuantityLatex(electronMass, "kg", 4)} \\times (${formatQuantityLatex(c, "m/s", 4)})^2 = ${formatQuantityLatex(energy, "J", 4)} = ${formatQuantityLatex(converted.value, unit, 4)}`,
        result: { value: converted.value, unit, symbol: "E_{min}" },
      },
    ],
    understood: {
      quantities: [],
      unknown: { variable: "Ephoton", name: "least photon energy", unit },
      assumptions: [
        "The pair is made near a heavy nucleus, which takes up momentum but a negligible share of the energy.",
        "Electron mass m_e = 9.109 × 10⁻³¹ kg (not given).",
      ],
    },
  };
}
