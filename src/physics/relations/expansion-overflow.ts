/**
 * A liquid heated in a container filled to the brim: both expand, and what spills is the liquid's
 * expansion less the container's. A solid container's volume grows with three times its linear
 * expansion coefficient.
 */
import { finite, generalRelation, type Relation } from "./relation";

export const EXPANSION_OVERFLOW_RELATIONS: Relation[] = [
  generalRelation({
    id: "heat-temperature.overflow-from-container",
    subtopic: "heat-temperature",
    principle:
      "Liquid that spills from a full container when both warm: the liquid expands with β, the container's volume with 3α",
    latex: "\\Delta V_{spill} = (\\beta - 3\\alpha) V \\Delta T",
    left: "dVolumeSpill",
    right: "(betaVolume - 3 * alphaLinear) * volume * dT",
    variables: ["dVolumeSpill", "betaVolume", "alphaLinear", "volume", "dT"],
    conditions: [
      "the container is full at the starting temperature",
      "liquid and container warm together by the same ΔT",
      "α is the container's linear expansion coefficient, β the liquid's volume coefficient",
    ],
    cues: ["spill", "overflow", "brim", "filled to the top", "full to the top", "completely full"],
    solvers: {
      dVolumeSpill: ({ betaVolume, alphaLinear, volume, dT }) =>
        finite((betaVolume - 3 * alphaLinear) * volume * dT),
      volume: ({ dVolumeSpill, betaVolume, alphaLinear, dT }) =>
        betaVolume === 3 * alphaLinear
          ? undefined
          : finite(dVolumeSpill / ((betaVolume - 3 * alphaLinear) * dT)),
      dT: ({ dVolumeSpill, betaVolume, alphaLinear, volume }) =>
        betaVolume === 3 * alphaLinear
          ? undefined
          : finite(dVolumeSpill / ((betaVolume - 3 * alphaLinear) * volume)),
    },
  }),
];
