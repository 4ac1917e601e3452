/**
 * Carriers in a semiconductor: the resistivity of a doped sample from its carrier density and
 * mobility (ρ = 1/(n e μ), one kind of carrier), and how the intrinsic carrier density of a pure
 * crystal grows with temperature, n_i ∝ T^{3/2} e^{−E_g/(2 k_B T)}.
 */
import { constant, finite, generalRelation, productRelation, type Relation } from "./relation";

const KB = constant("kB");

/** n_i(T₂)/n_i(T₁) for a gap E_g taken as constant. */
function intrinsicRatio(gap: number, first: number, second: number): number | undefined {
  if (first <= 0 || second <= 0) return undefined;
  return finite((second / first) ** 1.5 * Math.exp((gap / (2 * KB)) * (1 / first - 1 / second)));
}

export const SEMICONDUCTOR_RELATIONS: Relation[] = [
  productRelation({
    id: "solid-state-physics.resistivity-from-mobility",
    subtopic: "solid-state-physics",
    principle:
      "Resistivity of a sample with one kind of carrier: the conductivity is the carrier density times the charge times the mobility",
    latex: "\\rho = \\frac{1}{n e \\mu}",
    result: "rho",
    constants: { qe: -1 },
    factors: { nCarrier: -1, mobility: -1 },
    conditions: ["one kind of carrier (the other neglected)", "every donor or acceptor ionized"],
    cues: ["mobility"],
  }),
  generalRelation({
    id: "solid-state-physics.intrinsic-carrier-ratio",
    subtopic: "solid-state-physics",
    principle:
      "The intrinsic carrier density of a semiconductor varies with temperature as n_i ∝ T^{3/2} e^{−E_g/(2 k_B T)}: its ratio between two temperatures for a gap taken as constant",
    latex:
      "\\frac{n_2}{n_1} = \\left(\\frac{T_f}{T_i}\\right)^{3/2} \\exp\\left[\\frac{E_g}{2 k_B}\\left(\\frac{1}{T_i} - \\frac{1}{T_f}\\right)\\right]",
    left: "carrierRatio",
    right: "(Tf / Ti)^(3/2) * exp(Egap / (2 * kB) * (1 / Ti - 1 / Tf))",
    variables: ["carrierRatio", "Egap", "Ti", "Tf"],
    conditions: ["intrinsic (undoped) semiconductor", "band gap constant over the range"],
    cues: ["intrinsic"],
    solvers: {
      carrierRatio: ({ Egap, Ti, Tf }) => intrinsicRatio(Egap, Ti, Tf),
    },
  }),
];
