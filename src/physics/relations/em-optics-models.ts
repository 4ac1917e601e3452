/**
 * Models of induction and light beyond the one-formula cases of electromagnetism.ts and
 * optics.ts: the ideal transformer, which the reader in solver/transformer-reading.ts uses once
 * the words have named each winding, and the superposition of point charges.
 */
import { constant, finite, generalRelation, productRelation, type Relation, type Values } from "./relation";

const KE = constant("ke");

// An ideal transformer's ratios hold whatever the supply's frequency or the core's mass.
const TRANSFORMER_UNAFFECTED = ["f", "m", "massDensity"];

/**
 * The sideways shift of a ray through a flat slab in air: it leaves parallel to its first
 * direction, displaced by t sin(θ − θ_r) / cos θ_r, where sin θ_r = sin θ / n. Written for the
 * angle and index as the words name them (an angle of incidence θ₁ or an angle θ, the slab's index
 * n or, with words on refraction from air, n₂).
 */
function slabShift(angle: string, index: string): Relation {
  const refracted = (values: Values) => Math.asin(Math.sin(values[angle]) / values[index]);
  return generalRelation({
    id: `geometric-optics.slab-lateral-shift-${angle}-${index}`,
    subtopic: "geometric-optics",
    principle:
      "A ray through a flat slab with parallel faces leaves parallel to its first direction, shifted sideways; Snell's law gives the angle inside, sin θ_r = sin θ / n",
    latex: "d = \\frac{t \\sin(\\theta - \\theta_r)}{\\cos\\theta_r}",
    left: "lateralShift",
    right: `slabThickness * sin(${angle} - asin(sin(${angle}) / ${index})) / cos(asin(sin(${angle}) / ${index}))`,
    variables: ["lateralShift", "slabThickness", angle, index],
    conditions: ["slab in air", "parallel faces", "θ measured from the normal"],
    // In another medium the angle inside follows from the ratio of the two indices.
    ruledOutBy: ["water", "oil", "immersed", "submerged", "liquid"],
    cues: [
      "slab & shift",
      "slab & displace",
      "slab & sideways",
      "plate & shift",
      "plate & sideways",
      "plate & displace",
      "block & shift",
      "block & sideways",
      "block & displace",
    ],
    solvers: {
      lateralShift: (values) =>
        finite(
          (values.slabThickness * Math.sin(values[angle] - refracted(values))) / Math.cos(refracted(values)),
        ),
      slabThickness: (values) =>
        finite(
          (values.lateralShift * Math.cos(refracted(values))) / Math.sin(values[angle] - refracted(values)),
        ),
    },
  });
}

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
  productRelation({
    id: "electromagnetic-induction.loop-area",
    subtopic: "electromagnetic-induction",
    principle: "Area of a circular loop or coil, or of a round wire's cross-section, from its radius",
    latex: "A = \\pi r^2",
    result: "area",
    coefficient: Math.PI,
    coefficientText: "pi",
    factors: { r: 2 },
    conditions: ["circular cross-section"],
    // A beam's current is spread over its radius; a laser beam's intensity is not.
    cues: [
      "loop",
      "coil",
      "solenoid",
      "circular",
      "ring",
      "wire & radius",
      "cable & radius",
      "filament & radius",
      "beam & current & radius",
    ],
  }),
  productRelation({
    id: "electric-potential.square-area",
    subtopic: "electric-potential",
    principle: "Area of a square plate or loop from its side",
    latex: "A = a^2",
    result: "area",
    factors: { sideLength: 2 },
    cues: ["square", "on a side", "on each side"],
  }),
  generalRelation({
    id: "electromagnetic-induction.flux-plane-angle",
    subtopic: "electromagnetic-induction",
    principle:
      "Magnetic flux through a flat loop from the field's angle to the loop's plane: the angle to the normal is 90° − α",
    latex: "\\Phi_B = B A \\sin\\alpha",
    left: "flux",
    right: "B * area * sin(angleToPlane)",
    variables: ["flux", "B", "area", "angleToPlane"],
    conditions: ["uniform field", "alpha measured from the loop's plane"],
    solvers: {
      flux: ({ B, area, angleToPlane }) => finite(B * area * Math.sin(angleToPlane)),
      B: ({ flux, area, angleToPlane }) => finite(flux / (area * Math.sin(angleToPlane))),
      area: ({ flux, B, angleToPlane }) => finite(flux / (B * Math.sin(angleToPlane))),
    },
  }),
  productRelation({
    id: "electromagnetic-induction.faraday-single-loop",
    subtopic: "electromagnetic-induction",
    principle: "Faraday's law for a single loop (average emf): the flux through it changes in the time",
    latex: "|\\mathcal{E}| = \\frac{\\Delta \\Phi_B}{\\Delta t}",
    result: "emf",
    factors: { flux: 1, t: -1 },
    conditions: ["one turn", "flux is the change in flux", "uniform change over the time"],
    cues: ["loop"],
    // A coil or solenoid has N turns, each linking the flux.
    ruledOutBy: ["turns", "coil", "windings", "solenoid", "turn"],
  }),
  productRelation({
    id: "electromagnetic-induction.solenoid-inductance",
    subtopic: "electromagnetic-induction",
    principle: "Self-inductance of a long solenoid: each of its N turns links the flux μ₀ N I A / ℓ",
    latex: "L = \\frac{\\mu_0 N^2 A}{\\ell}",
    result: "Lind",
    constants: { mu0: 1 },
    factors: { N_turns: 2, area: 1, L: -1 },
    conditions: ["long solenoid", "air or vacuum core"],
    cues: ["solenoid"],
    // An iron core multiplies the inductance by its relative permeability.
    ruledOutBy: ["iron", "ferrite", "permeability", "core of"],
  }),
  productRelation({
    id: "electromagnetic-induction.generator-peak-emf",
    subtopic: "electromagnetic-induction",
    principle:
      "Peak emf of a coil rotating in a uniform field: the flux N B A cos ωt changes fastest as the coil's plane passes the field",
    latex: "\\mathcal{E} = N B A \\omega",
    result: "emf",
    factors: { N_turns: 1, B: 1, area: 1, omega: 1 },
    conditions: ["axis of rotation perpendicular to the field", "peak value"],
    cues: ["generator", "rotat", "spin", "revolutions", "alternator"],
    // An average emf over a turn through a stated angle is a change of flux, not the peak.
    ruledOutBy: ["average emf", "average induced emf", "rotated through", "turned through", "flipped"],
  }),
  productRelation({
    id: "interference.air-wedge-spacer",
    subtopic: "interference",
    principle:
      "Air wedge: neighbouring dark fringes in reflection mark gaps that differ by half a wavelength, so the gap grows by λ/2 every fringe spacing",
    latex: "D = \\frac{L \\lambda}{2 \\Delta x}",
    result: "wedgeSpacer",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { wedgeLength: 1, lambda: 1, wedgeFringeSpacing: -1 },
    conditions: [
      "air between the plates",
      "light at normal incidence",
      "L is the plates' length from the line of contact",
    ],
    cues: ["wedge"],
    // A liquid in the wedge shortens the wavelength in the gap to λ / n.
    ruledOutBy: ["water", "oil", "liquid", "filled"],
  }),
  productRelation({
    id: "electric-fields.deflection-between-plates",
    subtopic: "electric-fields",
    principle:
      "A charge entering a uniform field at right angles moves like a projectile: it crosses the plates in t = ℓ / v while the force q E deflects it by ½ (q E / m) t²",
    latex: "y = \\frac{q E \\ell^2}{2 m v^2}",
    result: "deflection",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { q: 1, Efield: 1, plateLength: 2, m: -1, v: -2 },
    conditions: [
      "uniform field between the plates",
      "enters perpendicular to the field",
      "gravity neglected",
    ],
    cues: ["plates & deflect"],
    // The plates' gap and width only bound the region; they do not change the path inside it.
    unaffectedBy: ["d", "r", "sourceSeparation", "L", "width", "h"],
  }),
  generalRelation({
    id: "wave-optics.dispersion-spread",
    subtopic: "wave-optics",
    principle:
      "Dispersion: each colour refracts by Snell's law with its own index, so light entering from air at one angle fans out between the two refracted rays",
    latex: "\\Delta\\theta = \\arcsin\\frac{\\sin\\theta_1}{n_1} - \\arcsin\\frac{\\sin\\theta_1}{n_2}",
    left: "dispersionSpread",
    right: "abs(asin(sin(theta1) / n1) - asin(sin(theta1) / n2))",
    variables: ["dispersionSpread", "theta1", "n1", "n2"],
    conditions: ["light enters from air", "n1 and n2 are the material's indices for the two colours"],
    cues: ["red & violet & air", "red & blue & air"],
    // A prism bends each colour twice; light leaving the glass into air bends the other way.
    ruledOutBy: ["prism", "into air", "into the air", "emerg", "leaves the", "exits"],
    solvers: {
      dispersionSpread: ({ theta1, n1, n2 }) =>
        finite(Math.abs(Math.asin(Math.sin(theta1) / n1) - Math.asin(Math.sin(theta1) / n2))),
    },
  }),
  generalRelation({
    id: "electric-fields.rod-on-axis",
    subtopic: "electric-fields",
    principle:
      "Field of a uniform line of charge (a rod) at a point on its line beyond one end: the point-charge fields k λ dx / x² summed from a to a + L",
    latex: "E = \\frac{k Q}{a (a + L)}",
    left: "Efield",
    right: "ke * q / (beyondEnd * (beyondEnd + rodLength))",
    variables: ["Efield", "q", "beyondEnd", "rodLength"],
    conditions: ["charge spread uniformly along the rod", "point on the rod's line, outside it"],
    cues: ["rod & beyond", "rod & from one end", "rod & from the end", "rod & past the end"],
    solvers: {
      Efield: ({ q, beyondEnd, rodLength }) => finite((KE * q) / (beyondEnd * (beyondEnd + rodLength))),
      q: ({ Efield, beyondEnd, rodLength }) => finite((Efield * beyondEnd * (beyondEnd + rodLength)) / KE),
    },
  }),
  slabShift("theta", "nIndex"),
  slabShift("theta1", "n2"),
  slabShift("theta1", "nIndex"),
  productRelation({
    id: "wave-optics.field-amplitude-intensity",
    subtopic: "wave-optics",
    principle: "Intensity of an electromagnetic wave from the amplitude of its electric field",
    latex: "I = \\tfrac{1}{2} c \\varepsilon_0 E_0^2",
    result: "intensity",
    coefficient: 0.5,
    coefficientText: "1/2",
    constants: { c: 1, eps0: 1 },
    factors: { EfieldAmplitude: 2 },
    conditions: ["plane wave in vacuum or air", "E_0 is the amplitude (peak) of the field"],
    // Once the intensity is known, neither the light's colour nor the source's supply matters.
    unaffectedBy: ["lambda", "f", "V"],
  }),
  productRelation({
    id: "wave-optics.field-rms-intensity",
    subtopic: "wave-optics",
    principle: "Intensity of an electromagnetic wave from the rms value of its electric field",
    latex: "I = c \\varepsilon_0 E_{rms}^2",
    result: "intensity",
    constants: { c: 1, eps0: 1 },
    factors: { EfieldRms: 2 },
    conditions: ["plane wave in vacuum or air", "E_rms = E_0/√2, the field's root-mean-square value"],
    unaffectedBy: ["lambda", "f", "V"],
  }),
];

/**
 * Superposition of point charges, with each charge's sign. Kept out of RELATIONS: the chains of
 * the free-form solver take charges as magnitudes, which would make unlike charges' fields cancel;
 * the reader in solver/point-charges-reading.ts uses these with signed charges.
 */
export const POINT_CHARGE_SUPERPOSITION: Relation[] = [
  generalRelation({
    id: "electric-fields.midpoint-field",
    subtopic: "electric-fields",
    principle:
      "Superposition at the midpoint: each field points away from a positive charge, so unlike charges' fields add and like charges' fields oppose",
    latex: "E = \\frac{k\\,|q_1 - q_2|}{(d/2)^2}",
    left: "Efield",
    right: "ke * abs(q1 - q2) / (d / 2)^2",
    variables: ["Efield", "q1", "q2", "d"],
    conditions: ["point charges", "signed charges", "point midway between them"],
    solvers: { Efield: ({ q1, q2, d }) => finite((KE * Math.abs(q1 - q2)) / (d / 2) ** 2) },
  }),
  generalRelation({
    id: "electric-fields.force-in-field",
    subtopic: "electric-fields",
    principle: "Force on a charge placed in a field: its size is the charge's size times the field's",
    latex: "F = |q_3|\\,E",
    left: "F",
    right: "abs(q3) * Efield",
    variables: ["F", "q3", "Efield"],
    conditions: ["the field of the other charges at the point where the charge sits"],
    solvers: { F: ({ q3, Efield }) => finite(Math.abs(q3) * Efield) },
  }),
  generalRelation({
    id: "electric-potential.net-charge-two",
    subtopic: "electric-potential",
    principle: "Potentials add as numbers with their signs: sum the charges that sit at the same distance",
    latex: "\\sum q = q_1 + q_2",
    left: "qSum",
    right: "q1 + q2",
    variables: ["qSum", "q1", "q2"],
    solvers: { qSum: ({ q1, q2 }) => finite(q1 + q2) },
  }),
  generalRelation({
    id: "electric-potential.net-charge-three",
    subtopic: "electric-potential",
    principle: "Potentials add as numbers with their signs: sum the charges that sit at the same distance",
    latex: "\\sum q = q_1 + q_2 + q_3",
    left: "qSum",
    right: "q1 + q2 + q3",
    variables: ["qSum", "q1", "q2", "q3"],
    solvers: { qSum: ({ q1, q2, q3 }) => finite(q1 + q2 + q3) },
  }),
  generalRelation({
    id: "electric-potential.net-charge-four",
    subtopic: "electric-potential",
    principle: "Potentials add as numbers with their signs: sum the charges that sit at the same distance",
    latex: "\\sum q = q_1 + q_2 + q_3 + q_4",
    left: "qSum",
    right: "q1 + q2 + q3 + q4",
    variables: ["qSum", "q1", "q2", "q3", "q4"],
    solvers: { qSum: ({ q1, q2, q3, q4 }) => finite(q1 + q2 + q3 + q4) },
  }),
  productRelation({
    id: "electric-potential.midpoint-distance",
    subtopic: "electric-potential",
    principle: "The midpoint is half the separation from each charge",
    latex: "r = \\frac{d}{2}",
    result: "r",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { d: 1 },
  }),
  productRelation({
    id: "electric-potential.square-centre-distance",
    subtopic: "electric-potential",
    principle: "The centre of a square is half a diagonal from each corner",
    latex: "r = \\frac{a}{\\sqrt{2}}",
    result: "r",
    coefficient: Math.SQRT1_2,
    coefficientText: "1/sqrt(2)",
    factors: { d: 1 },
  }),
  productRelation({
    id: "electric-potential.triangle-centre-distance",
    subtopic: "electric-potential",
    principle: "The centre of an equilateral triangle is a / √3 from each corner",
    latex: "r = \\frac{a}{\\sqrt{3}}",
    result: "r",
    coefficient: 1 / Math.sqrt(3),
    coefficientText: "1/sqrt(3)",
    factors: { d: 1 },
  }),
  productRelation({
    id: "electric-potential.equidistant-charges",
    subtopic: "electric-potential",
    principle: "Potential of point charges all at the same distance from the point (zero at infinity)",
    latex: "V = \\frac{k \\sum q}{r}",
    result: "V",
    constants: { ke: 1 },
    factors: { qSum: 1, r: -1 },
    conditions: ["point charges", "signed charges", "zero potential at infinity"],
  }),
];
