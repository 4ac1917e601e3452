/**
 * Variables of the models of fields, induction and light kept apart from the main catalogue
 * (variables.ts) and added to it there: the two windings of a transformer, which the words name
 * as the primary and the secondary, further point charges and their sum, and the size of a wave's
 * electric field.
 */
import type { Variable } from "./variable-definition";

export const EM_OPTICS_VARIABLES: readonly Variable[] = [
  {
    id: "chargeToMass",
    latex: "q/m",
    name: "charge-to-mass ratio",
    unit: "C/kg",
    typical: 1e8,
    keywords: ["charge-to-mass ratio", "charge to mass ratio"],
  },
  {
    id: "lensPower",
    latex: "P",
    name: "power of the lens",
    unit: "1/m",
    typical: 5,
    // "+4.0 D" is written "4.0 diopters" or "4.0 1/m" by the reader.
    keywords: [
      "power of the lens",
      "lens power",
      "optical power",
      "refractive power",
      "power of",
      "diopter",
      "dioptre",
    ],
  },
  {
    id: "inductancePerLength",
    latex: "L/l",
    name: "inductance per length",
    unit: "H/m",
    typical: 4e-7,
    keywords: ["inductance per meter", "inductance per unit length", "inductance per length"],
  },
  {
    id: "radiationPressure",
    latex: "p_{rad}",
    name: "radiation pressure",
    unit: "Pa",
    typical: 1e-6,
    keywords: ["radiation pressure"],
  },
  {
    id: "radiatedShare",
    latex: "f",
    name: "share of the power radiated",
    unit: "",
    typical: 0.1,
    keywords: ["of its energy as", "of its power as", "of the energy as", "of the power as"],
  },
  {
    id: "chiMagnetic",
    latex: "\\chi",
    name: "magnetic susceptibility",
    unit: "",
    typical: 1000,
    keywords: ["susceptibility", "χ =", "chi ="],
  },
  {
    id: "turnsPerLength",
    latex: "n",
    name: "turns per length",
    unit: "1/m",
    typical: 1000,
    // The reader writes "2000 turns per meter" as "2000 1/m turns per length".
    keywords: ["turns per length", "turns per unit length", "turn density"],
  },
  // A transformer's windings: the reader in solver/transformer-reading.ts gives values these
  // roles from the words "primary" and "secondary", so they carry no keywords of their own.
  { id: "Nprimary", latex: "N_p", name: "turns of the primary", unit: "", typical: 500, keywords: [] },
  { id: "Nsecondary", latex: "N_s", name: "turns of the secondary", unit: "", typical: 50, keywords: [] },
  { id: "Vprimary", latex: "V_p", name: "primary voltage", unit: "V", typical: 230, keywords: [] },
  { id: "Vsecondary", latex: "V_s", name: "secondary voltage", unit: "V", typical: 12, keywords: [] },
  { id: "Iprimary", latex: "I_p", name: "primary current", unit: "A", typical: 0.5, keywords: [] },
  { id: "Isecondary", latex: "I_s", name: "secondary current", unit: "A", typical: 5, keywords: [] },
  // Further point charges and their sum, for the superposition the reader in
  // solver/point-charges-reading.ts sets up with signed charges.
  { id: "q3", latex: "q_3", name: "third charge", unit: "C", typical: 2e-9, keywords: [] },
  { id: "q4", latex: "q_4", name: "fourth charge", unit: "C", typical: 2e-9, keywords: [] },
  { id: "qSum", latex: "\\sum q", name: "sum of the charges", unit: "C", typical: 5e-9, keywords: [] },
  {
    id: "sideLength",
    latex: "a",
    name: "side of the square",
    unit: "m",
    typical: 0.1,
    keywords: [
      "on a side",
      "on each side",
      "on one side",
      "side length",
      "sides of",
      "side of",
      "of side",
      "each side",
      "square plates",
      "square plate",
      "square loop",
      "square coil",
    ],
  },
  // An air wedge between two plates: the spacer at the open end and the spacing of its fringes.
  {
    id: "wedgeSpacer",
    latex: "D",
    name: "thickness of the spacer at the wedge's open end",
    unit: "m",
    typical: 5e-5,
    keywords: [],
  },
  {
    id: "wedgeLength",
    latex: "L",
    name: "length of the wedge from the line of contact",
    unit: "m",
    typical: 0.1,
    // The plates' length: read only where a wedge is named (the relation's cue), never derived
    // from other relations, so no chain can stand in for it.
    // "Slides" as glass plates, never the verb of a block that slides.
    keywords: ["plates", "glass slides", "microscope slides", "long", "length"],
  },
  {
    id: "wedgeFringeSpacing",
    latex: "\\Delta x",
    name: "spacing of the wedge's fringes",
    unit: "m",
    typical: 1e-3,
    keywords: ["apart", "fringe spacing", "spacing", "separation of the fringes", "between adjacent"],
  },
  // A charge crossing the field between deflecting plates.
  {
    id: "plateLength",
    latex: "\\ell",
    name: "length of the plates along the motion",
    unit: "m",
    typical: 0.05,
    keywords: ["plates are", "plates", "long", "length of the plates", "plate length"],
  },
  {
    id: "deflection",
    latex: "y",
    name: "sideways deflection",
    unit: "m",
    typical: 0.005,
    keywords: ["deflected", "deflection"],
  },
  // A ray through a flat slab with parallel faces, in air.
  {
    id: "slabThickness",
    latex: "t",
    name: "thickness of the slab",
    unit: "m",
    typical: 0.05,
    keywords: ["thick", "thickness"],
  },
  {
    id: "lateralShift",
    latex: "d",
    name: "sideways shift of the ray",
    unit: "m",
    typical: 0.01,
    keywords: [],
  },
  // "At 30° with the plane of the loop": the field's angle to the loop's plane, not to its normal;
  // solver/plane-angle.ts gives an angle this reading from the words after it.
  {
    id: "angleToPlane",
    latex: "\\alpha",
    name: "angle between the field and the loop's plane",
    unit: "rad",
    typical: 0.5,
    keywords: [],
  },
  {
    id: "dispersionSpread",
    latex: "\\Delta\\theta",
    name: "angle between the refracted rays of the two colours",
    unit: "rad",
    typical: 0.01,
    keywords: [],
  },
  // A uniformly charged rod and a point on its line beyond one end.
  {
    id: "rodLength",
    latex: "L",
    name: "length of the charged rod",
    unit: "m",
    typical: 0.2,
    keywords: ["rod", "long", "length"],
  },
  {
    id: "beyondEnd",
    latex: "a",
    name: "distance beyond the rod's end",
    unit: "m",
    typical: 0.1,
    keywords: ["beyond", "from one end", "from the end", "past the end", "from its end", "from the near end"],
  },
  {
    id: "EfieldAmplitude",
    latex: "E_0",
    name: "amplitude of the electric field",
    unit: "V/m",
    typical: 1000,
    keywords: [
      "electric field amplitude",
      "electric-field amplitude",
      "amplitude of the electric field",
      "peak electric field",
    ],
  },
  {
    id: "EfieldRms",
    latex: "E_{rms}",
    name: "rms value of the electric field",
    unit: "V/m",
    typical: 700,
    keywords: ["rms electric field", "rms value of the electric field", "root-mean-square electric field"],
  },
];
