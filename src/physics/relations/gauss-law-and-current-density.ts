/**
 * Electric flux and Gauss's law: the flux of a uniform field through a flat area, the flux
 * through a closed surface from the charge it encloses, the fields of a charged sheet and of two
 * charged plates from their charge per area, and the current density of a current through a
 * cross-section.
 */
import type { Relation } from "./relation";
import { finite, generalRelation, productRelation } from "./relation";
import type { Variable } from "./variable-definition";

export const GAUSS_LAW_VARIABLES: readonly Variable[] = [
  {
    id: "fluxE",
    latex: "\\Phi_E",
    name: "electric flux",
    unit: "N*m^2/C",
    typical: 1e4,
    keywords: ["electric flux", "flux"],
  },
  {
    id: "sigmaSurface",
    latex: "\\sigma",
    name: "surface charge density",
    unit: "C/m^2",
    typical: 1e-6,
    keywords: ["surface charge density", "charge density", "charge per unit area"],
  },
  {
    id: "currentDensity",
    latex: "J",
    name: "current density",
    unit: "A/m^2",
    typical: 1e6,
    keywords: ["current density"],
  },
];

/** Words of a closed surface around charge: Gauss's law holds for it, not for an open area. */
const CLOSED_SURFACE = [
  "closed",
  "enclos",
  "inside",
  "gaussian",
  "gauss's",
  "gauss’s",
  "spherical surface",
  "cube",
  "cylindrical surface",
  "surrounds",
  "surrounding",
];

export const GAUSS_LAW_RELATIONS: Relation[] = [
  productRelation({
    id: "electric-fields.gauss-law",
    subtopic: "electric-fields",
    principle: "Gauss's law: the electric flux out of a closed surface is the charge it encloses over ε₀",
    latex: "\\Phi_E = \\frac{q}{\\varepsilon_0}",
    result: "fluxE",
    constants: { eps0: -1 },
    factors: { q: 1 },
    conditions: ["closed surface", "q is the net charge inside it"],
    cues: CLOSED_SURFACE,
    // The flux out of a closed surface is the same whatever its size and shape.
    unaffectedByLengths: true,
  }),
  generalRelation({
    id: "electric-fields.flux-uniform-field",
    subtopic: "electric-fields",
    principle: "Electric flux of a uniform field through a flat area",
    latex: "\\Phi_E = E A \\cos\\theta",
    left: "fluxE",
    right: "Efield * area * cos(theta)",
    variables: ["fluxE", "Efield", "area", "theta"],
    conditions: ["uniform field", "θ measured from the area's normal"],
    solvers: {
      fluxE: ({ Efield, area, theta }) => finite(Efield * area * Math.cos(theta)),
      Efield: ({ fluxE, area, theta }) => finite(fluxE / (area * Math.cos(theta))),
      area: ({ fluxE, Efield, theta }) => finite(fluxE / (Efield * Math.cos(theta))),
    },
  }),
  productRelation({
    id: "electric-fields.flux-perpendicular-field",
    subtopic: "electric-fields",
    principle: "Electric flux of a uniform field through a flat area it crosses straight",
    latex: "\\Phi_E = E A",
    result: "fluxE",
    factors: { Efield: 1, area: 1 },
    conditions: ["uniform field perpendicular to the area"],
    unlessKnown: ["theta"],
  }),
  productRelation({
    id: "electric-fields.sheet-field",
    subtopic: "electric-fields",
    principle: "Field of a large, thin sheet of charge: σ over 2ε₀ on each side",
    latex: "E = \\frac{\\sigma}{2 \\varepsilon_0}",
    result: "Efield",
    coefficient: 0.5,
    coefficientText: "1/2",
    constants: { eps0: -1 },
    factors: { sigmaSurface: 1 },
    conditions: ["sheet large beside the distance to it", "charge spread evenly"],
    cues: ["sheet"],
    ruledOutBy: ["conductor", "conducting", "plates", "metal"],
  }),
  productRelation({
    id: "electric-fields.plates-field",
    subtopic: "electric-fields",
    principle: "Field between two large parallel plates with equal and opposite charge: σ over ε₀",
    latex: "E = \\frac{\\sigma}{\\varepsilon_0}",
    result: "Efield",
    constants: { eps0: -1 },
    factors: { sigmaSurface: 1 },
    conditions: ["plates large beside their separation", "equal and opposite charges"],
    cues: ["plates"],
    // Between large plates the field is the same at any separation and any point.
    unaffectedByLengths: true,
    ruledOutBy: ["sheet"],
  }),
  productRelation({
    id: "electric-fields.charge-per-area",
    subtopic: "electric-fields",
    principle: "Surface charge density: charge per area",
    latex: "\\sigma = \\frac{q}{A}",
    result: "sigmaSurface",
    factors: { q: 1, area: -1 },
    conditions: ["charge spread evenly over the area"],
  }),
  productRelation({
    id: "electric-current.current-density",
    subtopic: "electric-current",
    principle: "Current density: current per area of the cross-section",
    latex: "J = \\frac{I}{A}",
    result: "currentDensity",
    factors: { I: 1, area: -1 },
    conditions: ["current spread evenly over the cross-section"],
  }),
  productRelation({
    id: "electric-current.ohm-law-local",
    subtopic: "electric-current",
    principle: "Ohm's law at a point: the field in a conductor is its resistivity times the current density",
    latex: "E = \\rho J",
    result: "Efield",
    factors: { rho: 1, currentDensity: 1 },
    conditions: ["ohmic conductor"],
  }),
  productRelation({
    id: "electric-current.field-along-wire",
    subtopic: "electric-current",
    principle: "Field along a uniform wire: the voltage across it over its length",
    latex: "E = \\frac{V}{L}",
    result: "Efield",
    factors: { V: 1, L: -1 },
    conditions: ["uniform wire"],
    cues: ["wire"],
  }),
];
