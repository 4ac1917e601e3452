/**
 * A liquid flowing through a pipe with a wide and a narrow section: the same volume passes each
 * section every second (continuity, A v), and along a horizontal pipe the pressure is lower where
 * the liquid moves faster (Bernoulli's equation). Section 1 is the wide one, section 2 the narrow
 * one. Only the pipe-flow reader (solver/pipe-flow-reading.ts) assigns these variables, so the
 * relations are not among the engine's general ones.
 */
import { finite, generalRelation, productRelation, type Relation } from "./relation";
import type { Variable } from "./variable-definition";

function section(
  id: string,
  latex: string,
  name: string,
  unit: string,
  typical: number,
): readonly [Variable, Variable] {
  return [
    {
      id: `${id}Wide`,
      latex: `${latex}_1`,
      name: `${name} in the wide section`,
      unit,
      typical,
      keywords: [],
    },
    {
      id: `${id}Narrow`,
      latex: `${latex}_2`,
      name: `${name} in the narrow section`,
      unit,
      typical,
      keywords: [],
    },
  ];
}

export const PIPE_FLOW_VARIABLES: readonly Variable[] = [
  ...section("pipeDiameter", "d", "inner diameter", "m", 0.04),
  ...section("pipeRadius", "r", "inner radius", "m", 0.02),
  ...section("pipeArea", "A", "cross-sectional area", "m^2", 1e-3),
  ...section("flowSpeed", "v", "flow speed", "m/s", 2),
  ...section("flowPressure", "P", "pressure", "Pa", 2e5),
  {
    id: "pressureDrop",
    latex: "P_1 - P_2",
    name: "pressure difference between the wide and the narrow section",
    unit: "Pa",
    typical: 2e4,
    keywords: [],
  },
  {
    id: "volumeFlowRate",
    latex: "Q",
    name: "volume flow rate",
    unit: "m^3/s",
    typical: 1e-3,
    keywords: [],
  },
];

function sectionArea(end: "Wide" | "Narrow", index: 1 | 2): Relation[] {
  return [
    productRelation({
      id: `dynamics.pipe-area-from-diameter-${index}`,
      subtopic: "dynamics",
      principle: `Cross-sectional area of the ${end === "Wide" ? "wide" : "narrow"} section from its diameter`,
      latex: `A_${index} = \\frac{\\pi d_${index}^2}{4}`,
      result: `pipeArea${end}`,
      coefficient: Math.PI / 4,
      coefficientText: "pi/4",
      factors: { [`pipeDiameter${end}`]: 2 },
    }),
    productRelation({
      id: `dynamics.pipe-area-from-radius-${index}`,
      subtopic: "dynamics",
      principle: `Cross-sectional area of the ${end === "Wide" ? "wide" : "narrow"} section from its radius`,
      latex: `A_${index} = \\pi r_${index}^2`,
      result: `pipeArea${end}`,
      coefficient: Math.PI,
      coefficientText: "pi",
      factors: { [`pipeRadius${end}`]: 2 },
    }),
    productRelation({
      id: `dynamics.volume-flow-rate-${index}`,
      subtopic: "dynamics",
      principle: `Volume flow rate through the ${end === "Wide" ? "wide" : "narrow"} section`,
      latex: `Q = A_${index} v_${index}`,
      result: "volumeFlowRate",
      factors: { [`pipeArea${end}`]: 1, [`flowSpeed${end}`]: 1 },
      conditions: ["incompressible liquid", "speed uniform across the section"],
    }),
  ];
}

export const PIPE_FLOW_RELATIONS: Relation[] = [
  ...sectionArea("Wide", 1),
  ...sectionArea("Narrow", 2),
  generalRelation({
    id: "dynamics.continuity",
    subtopic: "dynamics",
    principle: "Continuity: the same volume of liquid passes both sections each second",
    latex: "A_1 v_1 = A_2 v_2",
    left: "pipeAreaWide * flowSpeedWide",
    right: "pipeAreaNarrow * flowSpeedNarrow",
    variables: ["pipeAreaWide", "flowSpeedWide", "pipeAreaNarrow", "flowSpeedNarrow"],
    conditions: ["incompressible liquid", "no liquid enters or leaves between the sections"],
    solvers: {
      flowSpeedNarrow: ({ pipeAreaWide, flowSpeedWide, pipeAreaNarrow }) =>
        finite((pipeAreaWide * flowSpeedWide) / pipeAreaNarrow),
      flowSpeedWide: ({ pipeAreaWide, pipeAreaNarrow, flowSpeedNarrow }) =>
        finite((pipeAreaNarrow * flowSpeedNarrow) / pipeAreaWide),
    },
  }),
  generalRelation({
    id: "dynamics.bernoulli-horizontal-drop",
    subtopic: "dynamics",
    principle:
      "Bernoulli's equation along a horizontal pipe: the pressure falls by the gain in kinetic energy per volume",
    latex: "P_1 - P_2 = \\tfrac{1}{2} \\rho \\left( v_2^2 - v_1^2 \\right)",
    left: "pressureDrop",
    right: "0.5 * density * (flowSpeedNarrow^2 - flowSpeedWide^2)",
    variables: ["pressureDrop", "density", "flowSpeedNarrow", "flowSpeedWide"],
    conditions: ["ideal (non-viscous) incompressible liquid", "steady flow", "horizontal pipe"],
    solvers: {
      pressureDrop: ({ density, flowSpeedNarrow, flowSpeedWide }) =>
        finite(0.5 * density * (flowSpeedNarrow ** 2 - flowSpeedWide ** 2)),
    },
  }),
  generalRelation({
    id: "dynamics.pressure-in-narrow-section",
    subtopic: "dynamics",
    principle: "Pressure in the narrow section: the wide section's pressure less the drop",
    latex: "P_2 = P_1 - (P_1 - P_2)",
    left: "flowPressureNarrow",
    right: "flowPressureWide - pressureDrop",
    variables: ["flowPressureNarrow", "flowPressureWide", "pressureDrop"],
    solvers: {
      flowPressureNarrow: ({ flowPressureWide, pressureDrop }) => finite(flowPressureWide - pressureDrop),
      flowPressureWide: ({ flowPressureNarrow, pressureDrop }) => finite(flowPressureNarrow + pressureDrop),
    },
  }),
];
