/**
 * Heat conducted outward through a cylindrical layer (insulation around a pipe, the wall of a
 * tube): the area grows with the radius, so the rate per unit length goes as the logarithm of the
 * radii's ratio, P/L = 2π k (T_h − T_c) / ln(r₂/r₁).
 */
import { finite, generalRelation, type Relation } from "./relation";

export const RADIAL_CONDUCTION_RELATIONS: Relation[] = [
  generalRelation({
    id: "heat-transfer.radial-conduction-per-length",
    subtopic: "heat-transfer",
    principle:
      "Steady conduction through a cylindrical layer: the rate per unit length is 2π k ΔT / ln(r_outer / r_inner)",
    latex: "P_L = \\frac{2\\pi k (T_h - T_c)}{\\ln(r_2 / r_1)}",
    left: "heatRatePerLength * log(rOuter / rInner)",
    right: "2 * pi * kThermal * (Th - Tc)",
    variables: ["heatRatePerLength", "kThermal", "Th", "Tc", "rInner", "rOuter"],
    conditions: ["steady state", "the layer's inner and outer surfaces each at one temperature"],
    cues: ["pipe", "cylindrical", "tube", "insulation", "lagging"],
    solvers: {
      heatRatePerLength: ({ kThermal, Th, Tc, rInner, rOuter }) =>
        rOuter <= rInner
          ? undefined
          : finite((2 * Math.PI * kThermal * (Th - Tc)) / Math.log(rOuter / rInner)),
      kThermal: ({ heatRatePerLength, Th, Tc, rInner, rOuter }) =>
        rOuter <= rInner || Th === Tc
          ? undefined
          : finite((heatRatePerLength * Math.log(rOuter / rInner)) / (2 * Math.PI * (Th - Tc))),
    },
  }),
];
