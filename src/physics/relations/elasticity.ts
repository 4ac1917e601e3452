/**
 * Elasticity: a rod, wire or rope stretched or squeezed along its length (Young's modulus), a
 * body squeezed from all sides (bulk modulus), and the cross-section of a round wire or rope from
 * its diameter. Stress is force per area, strain the change in length per original length.
 */
import type { Relation } from "./relation";
import { productRelation } from "./relation";
import type { Variable } from "./variable-definition";

export const ELASTICITY_VARIABLES: readonly Variable[] = [
  {
    id: "youngModulus",
    latex: "Y",
    name: "Young's modulus",
    unit: "Pa",
    typical: 1e11,
    keywords: ["young's modulus", "young modulus", "elastic modulus", "modulus of elasticity"],
  },
  {
    id: "bulkModulus",
    latex: "B",
    name: "bulk modulus",
    unit: "Pa",
    typical: 1e10,
    keywords: ["bulk modulus"],
  },
  {
    id: "pressureChange",
    latex: "\\Delta p",
    name: "change in pressure",
    unit: "Pa",
    typical: 1e6,
    keywords: ["pressure increase", "increase in pressure", "change in pressure", "pressure change"],
  },
];

/** Words of a body stretched or squeezed along its length. */
const STRETCHED_BODY = [
  "wire",
  "rope",
  "cable",
  "rod",
  "bar",
  "cord",
  "tendon",
  "bone",
  "column",
  "pillar",
  "beam",
];

export const ELASTICITY_RELATIONS: Relation[] = [
  productRelation({
    id: "dynamics.young-modulus",
    subtopic: "dynamics",
    principle: "Young's modulus: stress over strain, (F/A)/(ΔL/L₀)",
    latex: "Y = \\frac{F L}{A \\, \\Delta L}",
    result: "youngModulus",
    factors: { F: 1, L: 1, area: -1, dLength: -1 },
    conditions: ["within the elastic limit", "force along the length"],
    cues: ["young", "modulus", "stress", "strain"],
  }),
  productRelation({
    id: "dynamics.young-modulus-load",
    subtopic: "dynamics",
    principle: "Young's modulus of a wire or rope that holds a load: its tension is the stretching force",
    latex: "Y = \\frac{F_T L}{A \\, \\Delta L}",
    result: "youngModulus",
    factors: { tension: 1, L: 1, area: -1, dLength: -1 },
    conditions: ["within the elastic limit", "force along the length"],
    // Named, or written as its symbol: "Y = 2.0 × 10¹¹ Pa", "Y for steel = 200 GPa".
    cues: STRETCHED_BODY.flatMap((body) => [`${body} & young`, `${body} & /\\by(?: for [a-z]+)?\\s?=/`]),
  }),
  productRelation({
    id: "dynamics.round-cross-section",
    subtopic: "dynamics",
    principle: "Cross-section of a round wire, rope, rod or filament from its diameter",
    latex: "A = \\frac{\\pi D^2}{4}",
    result: "area",
    coefficient: Math.PI / 4,
    coefficientText: "pi/4",
    factors: { diameter: 2 },
    conditions: ["circular cross-section"],
    cues: [...STRETCHED_BODY, "filament"].map((body) => `${body} & diameter`),
  }),
  // The original volume may be read as a volume or as the initial one of a change.
  ...["volume", "V1"].map((original) =>
    productRelation({
      id: original === "volume" ? "dynamics.bulk-modulus" : "dynamics.bulk-modulus-initial-volume",
      subtopic: "dynamics",
      principle: "Bulk modulus: the pressure change over the fractional change in volume, B = Δp/(ΔV/V₀)",
      latex:
        original === "volume"
          ? "B = \\frac{\\Delta p \\, V}{\\Delta V}"
          : "B = \\frac{\\Delta p \\, V_1}{\\Delta V}",
      result: "bulkModulus",
      factors: { pressureChange: 1, [original]: 1, dVolume: -1 },
      conditions: ["within the elastic limit", "the size of the volume change"],
      cues: ["bulk modulus", "compressib"],
    }),
  ),
];
