/**
 * Liquids at rest: the pressure at a depth (gauge, and absolute with the air's pressure above),
 * the buoyant force on a body under the surface, and what a scale holding that body reads. The
 * liquid's density is its own variable, apart from the density of a body in it.
 */
import { finite, generalRelation, productRelation, type Relation } from "./relation";
import type { Variable } from "./variable-definition";

/** Words of a hydraulic press's two pistons. */
const SMALL_PISTON = ["small piston", "smaller piston", "input piston", "small cylinder", "smaller cylinder"];
const LARGE_PISTON = [
  "large piston",
  "larger piston",
  "big piston",
  "bigger piston",
  "output piston",
  "large cylinder",
  "larger cylinder",
];
const HYDRAULIC = ["hydraulic"];

/** Liquids a body floats or sinks in, named before the liquid's density. */
const LIQUIDS = [
  "seawater",
  "sea water",
  "salt water",
  "fresh water",
  "oil",
  "mercury",
  "alcohol",
  "glycerin",
  "brine",
  "gasoline",
  "liquid",
  "fluid",
];

export const FLUID_STATICS_VARIABLES: readonly Variable[] = [
  {
    id: "pGauge",
    latex: "P_{gauge}",
    name: "gauge pressure",
    unit: "Pa",
    typical: 1e5,
    keywords: ["pressure due to the water", "water pressure"],
  },
  {
    id: "pAbsolute",
    latex: "P",
    name: "absolute pressure",
    unit: "Pa",
    typical: 2e5,
    keywords: ["absolute pressure", "total pressure"],
  },
  {
    id: "fluidDensity",
    latex: "\\rho_{fl}",
    name: "density of the liquid",
    unit: "kg/m^3",
    typical: 1000,
    keywords: [
      "density of water",
      "density of the water",
      "water's density",
      "water density",
      "density of the liquid",
      "liquid's density",
      "density of the fluid",
      "fluid density",
      "water (density",
      "lake (density",
      "water (ρ =",
      "water (rho =",
      // "floats in seawater of density 1025 kg/m³", "oil (density 850 kg/m³)": the liquid named.
      ...LIQUIDS.flatMap((liquid) => [
        `${liquid} (density`,
        `${liquid} of density`,
        `${liquid} with a density of`,
      ]),
    ],
  },
  {
    id: "Fbuoyant",
    latex: "F_B",
    name: "buoyant force",
    unit: "N",
    typical: 10,
    keywords: ["buoyant force", "buoyancy force", "upthrust", "force of buoyancy"],
  },
  {
    id: "Wapparent",
    latex: "W_{app}",
    name: "apparent weight",
    unit: "N",
    typical: 10,
    keywords: ["apparent weight", "scale reads", "scale read", "scale reading", "reading of the scale"],
  },
  {
    id: "fractionSubmerged",
    latex: "f_{sub}",
    name: "fraction of the volume under the surface",
    unit: "",
    typical: 0.6,
    keywords: [
      "submerged",
      "under water",
      "underwater",
      "below the surface",
      "below the water",
      "beneath the surface",
    ],
  },
  {
    id: "fractionAbove",
    latex: "f_{above}",
    name: "fraction of the volume above the surface",
    unit: "",
    typical: 0.4,
    keywords: ["above the water", "above the surface", "above water", "out of the water", "above the liquid"],
  },
  {
    id: "wallWidth",
    latex: "w",
    name: "width of the wall the liquid presses on",
    unit: "m",
    typical: 20,
    // Named by its wall only: "wide" alone would add a reading to every width of a plate or a slit.
    keywords: ["dam", "floodgate", "levee", "sluice gate", "lock gate", "retaining wall"],
  },
  {
    id: "pistonForceSmall",
    latex: "F_1",
    name: "force on the small piston",
    unit: "N",
    typical: 200,
    keywords: SMALL_PISTON,
  },
  {
    id: "pistonForceLarge",
    latex: "F_2",
    name: "force on the large piston",
    unit: "N",
    typical: 1.5e4,
    keywords: LARGE_PISTON,
  },
  {
    id: "pistonRadiusSmall",
    latex: "r_1",
    name: "radius of the small piston",
    unit: "m",
    typical: 0.02,
    keywords: SMALL_PISTON,
  },
  {
    id: "pistonRadiusLarge",
    latex: "r_2",
    name: "radius of the large piston",
    unit: "m",
    typical: 0.15,
    keywords: LARGE_PISTON,
  },
];

/** Words of a body wholly under a liquid's surface. */
export const SUBMERGED = ["submerged", "immersed", "under water", "underwater", "beneath the surface"];
/** Words of a body only partly under the surface: its volume is not the volume under water. */
/** Something else on or holding a floating body: its share under the surface is then not ρ/ρ_fl. */
const LOADED_OR_HELD = [
  "stand on",
  "stands on",
  "standing on",
  "sits on",
  "sitting on",
  "on top of",
  "placed on",
  "tied",
  "rope",
  "cord",
  "string",
  "attached",
  "anchored",
  "held under",
  "pushed down",
  "load",
];
const FLOATING = ["floats", "floating", "partially", "partly"];
/** Bodies a liquid may hold, each with a mass and volume of its own. */
const BODIES_IN_A_LIQUID = [
  "block",
  "ball",
  "stone",
  "rock",
  "cube",
  "sphere",
  "object",
  "body",
  "buoy",
  "boat",
  "piece",
  "log",
  "crown",
];
/** Words of a body weighed while it hangs under a liquid. */
const WEIGHED_IN_A_LIQUID = [
  ...SUBMERGED,
  ...[
    "water",
    "sea water",
    "seawater",
    "oil",
    "alcohol",
    "liquid",
    "mercury",
    "brine",
    "glycerin",
    "gasoline",
  ].map((liquid) => `weigh & in ${liquid}`),
];
/** Walls that hold back a liquid standing against their whole face. */
const WALL_HOLDING_A_LIQUID = ["dam", "floodgate", "levee", "retaining wall", "sluice gate", "lock gate"];
/** A floating body's size and mass, which do not change the share of it under the surface. */
const FLOATING_SIZE = ["volume", "m", "L", "h", "d", "r", "diameter", "width"];

export const FLUID_STATICS_RELATIONS: Relation[] = [
  productRelation({
    id: "fluid-dynamics.torricelli",
    subtopic: "dynamics",
    principle:
      "Torricelli's law: water leaves a small hole at the speed of a body fallen from the water surface, by Bernoulli's equation with the open surface at rest",
    latex: "v = \\sqrt{2 g h}",
    result: "v",
    coefficient: Math.SQRT2,
    coefficientText: "sqrt(2)",
    factors: { g: 0.5, h: 0.5 },
    conditions: [
      "open tank, its surface at atmospheric pressure",
      "hole small beside the tank, so the surface sinks slowly",
      "no viscosity",
    ],
    cues: ["torricelli", "hole & tank", "hole & surface", "hole & reservoir", "leak & tank", "spout & tank"],
    ruledOutBy: ["pressurized", "sealed", "closed tank", "pump"],
  }),
  generalRelation({
    id: "dynamics.hydraulic-press",
    subtopic: "dynamics",
    principle:
      "Pascal's principle: a hydraulic press passes the same pressure to both pistons, so the forces are in the ratio of the pistons' areas, the squares of their radii",
    latex: "\\frac{F_1}{F_2} = \\frac{r_1^2}{r_2^2}",
    left: "pistonForceSmall / pistonForceLarge",
    right: "pistonRadiusSmall^2 / pistonRadiusLarge^2",
    variables: ["pistonForceSmall", "pistonForceLarge", "pistonRadiusSmall", "pistonRadiusLarge"],
    conditions: ["pistons at the same height", "pistons' own weights neglected"],
    cues: HYDRAULIC,
    solvers: {
      pistonForceSmall: ({ pistonForceLarge, pistonRadiusSmall, pistonRadiusLarge }) =>
        finite((pistonForceLarge * pistonRadiusSmall ** 2) / pistonRadiusLarge ** 2),
      pistonForceLarge: ({ pistonForceSmall, pistonRadiusSmall, pistonRadiusLarge }) =>
        finite((pistonForceSmall * pistonRadiusLarge ** 2) / pistonRadiusSmall ** 2),
      pistonRadiusSmall: ({ pistonForceSmall, pistonForceLarge, pistonRadiusLarge }) =>
        finite(pistonRadiusLarge * Math.sqrt(pistonForceSmall / pistonForceLarge)),
      pistonRadiusLarge: ({ pistonForceSmall, pistonForceLarge, pistonRadiusSmall }) =>
        finite(pistonRadiusSmall * Math.sqrt(pistonForceLarge / pistonForceSmall)),
    },
  }),
  productRelation({
    id: "dynamics.hydraulic-load",
    subtopic: "dynamics",
    principle: "The large piston of a hydraulic lift holds up the weight of its load",
    latex: "F_2 = m g",
    result: "pistonForceLarge",
    factors: { m: 1, g: 1 },
    conditions: ["the load at rest on the large piston"],
    cues: HYDRAULIC,
  }),
  productRelation({
    id: "dynamics.floating-fraction-submerged",
    subtopic: "dynamics",
    principle:
      "A floating body displaces its own weight of liquid, so the share of its volume under the surface is its density over the liquid's",
    latex: "f_{sub} = \\frac{\\rho}{\\rho_{fl}}",
    result: "fractionSubmerged",
    factors: { density: 1, fluidDensity: -1 },
    conditions: ["the body floats at rest, partly under the surface", "uniform body"],
    cues: FLOATING,
    ruledOutBy: LOADED_OR_HELD,
    unaffectedBy: FLOATING_SIZE,
    holdsWhen: ({ fractionSubmerged }) =>
      fractionSubmerged === undefined || (fractionSubmerged > 0 && fractionSubmerged < 1),
  }),
  generalRelation({
    id: "dynamics.floating-fraction-above",
    subtopic: "dynamics",
    principle: "The share of a floating body's volume above the surface is what is not under it",
    latex: "f_{above} = 1 - f_{sub}",
    left: "fractionAbove",
    right: "1 - fractionSubmerged",
    variables: ["fractionAbove", "fractionSubmerged"],
    conditions: ["the body floats at rest, partly under the surface"],
    cues: FLOATING,
    ruledOutBy: LOADED_OR_HELD,
    unaffectedBy: FLOATING_SIZE,
    solvers: {
      fractionAbove: ({ fractionSubmerged }) =>
        fractionSubmerged > 0 && fractionSubmerged < 1 ? finite(1 - fractionSubmerged) : undefined,
      fractionSubmerged: ({ fractionAbove }) =>
        fractionAbove > 0 && fractionAbove < 1 ? finite(1 - fractionAbove) : undefined,
    },
  }),
  productRelation({
    id: "dynamics.gauge-pressure-at-depth",
    subtopic: "dynamics",
    principle: "Pressure of a liquid at a depth, above the air's pressure (gauge pressure)",
    latex: "P_{gauge} = \\rho_{fl} g h",
    result: "pGauge",
    factors: { fluidDensity: 1, g: 1, h: 1 },
    conditions: ["liquid at rest", "uniform density", "h measured down from the surface"],
  }),
  generalRelation({
    id: "dynamics.absolute-pressure",
    subtopic: "dynamics",
    principle: "Absolute pressure: the air's pressure on the surface plus the gauge pressure",
    latex: "P = P_{atm} + P_{gauge}",
    left: "pAbsolute",
    right: "Patm + pGauge",
    variables: ["pAbsolute", "Patm", "pGauge"],
    solvers: {
      pAbsolute: ({ Patm, pGauge }) => finite(Patm + pGauge),
      pGauge: ({ pAbsolute, Patm }) => finite(pAbsolute - Patm),
    },
  }),
  productRelation({
    id: "dynamics.buoyant-force-submerged",
    subtopic: "dynamics",
    principle: "Archimedes' principle: the buoyant force is the weight of the liquid the body displaces",
    latex: "F_B = \\rho_{fl} V g",
    result: "Fbuoyant",
    factors: { fluidDensity: 1, volume: 1, g: 1 },
    conditions: ["the body is wholly under the surface, so it displaces its own volume"],
    cues: SUBMERGED,
    ruledOutBy: FLOATING,
    // Held under, a body is pushed up by the liquid it displaces, whatever its own density.
    unaffectedBy: ["density", "massDensity"],
  }),
  generalRelation({
    id: "dynamics.apparent-weight-submerged",
    subtopic: "dynamics",
    principle: "Apparent weight of a submerged body: its weight less the buoyant force",
    latex: "W_{app} = m g - F_B",
    left: "Wapparent",
    right: "m * g - Fbuoyant",
    variables: ["Wapparent", "m", "g", "Fbuoyant"],
    conditions: ["the body hangs at rest, wholly under the surface"],
    cues: SUBMERGED,
    ruledOutBy: FLOATING,
    solvers: {
      Wapparent: ({ m, g, Fbuoyant }) => finite(m * g - Fbuoyant),
      Fbuoyant: ({ Wapparent, m, g }) => finite(m * g - Wapparent),
    },
  }),
  generalRelation({
    id: "dynamics.liquid-density-of-a-sample",
    subtopic: "dynamics",
    principle: "Density of a liquid from the mass and volume of a sample of it",
    latex: "\\rho_{fl} = \\frac{m}{V}",
    left: "fluidDensity",
    right: "m / volume",
    variables: ["fluidDensity", "m", "volume"],
    conditions: ["the mass and the volume are the liquid's own"],
    // A body in the liquid has a mass and a volume of its own, which are not the liquid's.
    ruledOutBy: [...SUBMERGED, ...FLOATING, ...BODIES_IN_A_LIQUID, "weigh"],
    solvers: {
      fluidDensity: ({ m, volume }) => (volume <= 0 ? undefined : finite(m / volume)),
    },
  }),
  generalRelation({
    id: "dynamics.buoyant-force-from-two-weighings",
    subtopic: "dynamics",
    principle:
      "A body weighed in air and then under a liquid: the weight it seems to lose is the buoyant force",
    latex: "F_B = W - W_{app}",
    left: "Fbuoyant",
    right: "Fg - Wapparent",
    variables: ["Fbuoyant", "Fg", "Wapparent"],
    conditions: ["the body hangs at rest, wholly under the surface, when weighed in the liquid"],
    cues: WEIGHED_IN_A_LIQUID,
    ruledOutBy: FLOATING,
    solvers: {
      Fbuoyant: ({ Fg, Wapparent }) => (Wapparent > Fg ? undefined : finite(Fg - Wapparent)),
      Wapparent: ({ Fg, Fbuoyant }) => (Fbuoyant > Fg ? undefined : finite(Fg - Fbuoyant)),
    },
  }),
  generalRelation({
    id: "dynamics.density-from-two-weighings",
    subtopic: "dynamics",
    principle:
      "Density of a body weighed in air and under a liquid: its weight is ρ g V and the weight it seems to lose ρ_fl g V",
    latex: "\\rho = \\rho_{fl} \\frac{W}{W - W_{app}}",
    left: "density",
    right: "fluidDensity * Fg / (Fg - Wapparent)",
    variables: ["density", "fluidDensity", "Fg", "Wapparent"],
    conditions: [
      "the body hangs at rest, wholly under the surface, when weighed in the liquid",
      "a body of one material",
    ],
    cues: WEIGHED_IN_A_LIQUID,
    ruledOutBy: FLOATING,
    solvers: {
      density: ({ fluidDensity, Fg, Wapparent }) =>
        Wapparent >= Fg || Wapparent < 0 ? undefined : finite((fluidDensity * Fg) / (Fg - Wapparent)),
      fluidDensity: ({ density, Fg, Wapparent }) =>
        Wapparent >= Fg || Wapparent < 0 ? undefined : finite((density * (Fg - Wapparent)) / Fg),
    },
  }),
  productRelation({
    id: "dynamics.liquid-force-on-a-vertical-wall",
    subtopic: "dynamics",
    principle:
      "Force of a liquid on a vertical wall it stands against: the gauge pressure ρ g y integrated over the wet face, from the surface down to the depth h",
    latex: "F = \\int_0^h \\rho_{fl} g y \\, w \\, dy = \\tfrac{1}{2} \\rho_{fl} g w h^2",
    result: "F",
    factors: { fluidDensity: 1, g: 1, wallWidth: 1, h: 2 },
    coefficient: 0.5,
    coefficientText: "1/2",
    conditions: [
      "a rectangular vertical face, wet from the liquid's surface to the depth h",
      "the air's pressure acts on both sides and cancels",
    ],
    cues: WALL_HOLDING_A_LIQUID,
    // A face that starts below the surface, a tilted face or the floor under the liquid takes another integral.
    ruledOutBy: [
      "below the surface",
      "beneath the surface",
      "under the surface",
      "top edge",
      "top of the gate",
      "bottom of",
      "floor",
      "incline",
      "slope",
      "tilted",
      "angle",
      "window",
      "porthole",
      "hatch",
      "absolute pressure",
    ],
  }),
  generalRelation({
    id: "dynamics.submerged-load-tension",
    subtopic: "dynamics",
    principle:
      "A body held at rest under the surface by a cord from above: the cord holds its weight less the buoyant force",
    latex: "F_T = m g - F_B",
    left: "tension",
    right: "m * g - Fbuoyant",
    variables: ["tension", "m", "g", "Fbuoyant"],
    conditions: ["the body hangs at rest, wholly under the surface", "the cord pulls straight up"],
    cues: SUBMERGED,
    // A floating body, or one tied down from below, is not held up by its cord.
    ruledOutBy: [...FLOATING, "anchored", "tied to the bottom", "held under", "pushed down", "accelerat"],
    unaffectedBy: ["h", "L", "d"],
    solvers: {
      tension: ({ m, g, Fbuoyant }) => {
        const value = m * g - Fbuoyant;
        // A body lighter than the liquid it displaces would float: no cord from above holds it.
        return value > 0 ? finite(value) : undefined;
      },
      Fbuoyant: ({ tension, m, g }) => finite(m * g - tension),
    },
  }),
];
