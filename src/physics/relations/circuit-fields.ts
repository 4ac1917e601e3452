/**
 * Circuits and fields beyond the one-formula cases of electromagnetism.ts: the number of
 * electrons a current carries, the average power of AC in a resistor, the field of a solenoid and
 * of a loop on its axis, the force between parallel wires, the helix of a charge moving at an
 * angle to a field, the circle of a charge accelerated from rest into a field, and a charged
 * bead hanging in a horizontal field.
 */
import { constant, finite, generalRelation, productRelation, type Relation } from "./relation";
import { AVERAGE_AC_VALUE } from "./variants";

const MU0 = constant("mu0");

const ELEMENTARY_CHARGE_CUES = ["electron", "electrons"];
// An alternating source, named or shown by its rms or peak value or its frequency.
const ALTERNATING = ["/\\b(ac|a\\.c\\.|rms|alternating|sinusoidal|peak|hz|khz|frequency)\\b/"];
// A core of magnetic material multiplies a solenoid's field: the field of an empty one does not hold.
const MAGNETIC_CORE = ["ferromagnetic", "iron core", "susceptibility", "/χ|\\bchi\\b/"];

export const CIRCUIT_FIELD_RELATIONS: Relation[] = [
  // Written with the current, not the charge: "an electron" named in the text gives the charge
  // of one electron, which must not be taken for the charge that flows.
  productRelation({
    id: "electric-current.electron-count",
    subtopic: "electric-current",
    principle: "Number of electrons a steady current carries in a time: the charge I t in units of e",
    latex: "N = \\frac{I t}{e}",
    result: "nElectrons",
    constants: { qe: -1 },
    factors: { I: 1, t: 1 },
    conditions: ["steady current", "each electron carries the elementary charge e"],
    cues: ELEMENTARY_CHARGE_CUES,
  }),
  productRelation({
    id: "ac-circuits.average-power-resistor",
    variant: AVERAGE_AC_VALUE,
    subtopic: "ac-circuits",
    principle: "Average power of an alternating voltage in a resistor, from the rms voltage",
    latex: "\\bar{P} = \\frac{V_{rms}^2}{R}",
    result: "P",
    factors: { Vrms: 2, R: -1 },
    conditions: ["rms voltage across the resistor alone", "average over whole cycles"],
    cues: ALTERNATING,
    // With a capacitor or an inductor in the circuit the source's voltage is not across the resistor.
    unlessKnown: ["XL", "XC", "Z", "C", "Lind"],
    ruledOutBy: [
      "capacitor",
      "inductor",
      "coil",
      "reactance",
      "impedance",
      "rlc",
      "lcr",
      "rc circuit",
      "rl circuit",
    ],
  }),
  generalRelation({
    id: "ac-circuits.rc-impedance",
    subtopic: "ac-circuits",
    principle: "Impedance of a resistor and a capacitor in series",
    latex: "Z = \\sqrt{R^2 + X_C^2}",
    left: "Z",
    right: "sqrt(R^2 + XC^2)",
    variables: ["Z", "R", "XC"],
    conditions: ["series circuit", "no inductor"],
    cues: ["capacitor & series"],
    ruledOutBy: ["inductor", "coil", "inductance", "inductive", "rlc", "lcr", "parallel"],
    solvers: {
      Z: ({ R, XC }) => finite(Math.sqrt(R ** 2 + XC ** 2)),
      R: ({ Z, XC }) => (Z <= XC ? undefined : finite(Math.sqrt(Z ** 2 - XC ** 2))),
      XC: ({ Z, R }) => (Z <= R ? undefined : finite(Math.sqrt(Z ** 2 - R ** 2))),
    },
  }),
  generalRelation({
    id: "ac-circuits.rl-impedance",
    subtopic: "ac-circuits",
    principle: "Impedance of a resistor and an inductor in series",
    latex: "Z = \\sqrt{R^2 + X_L^2}",
    left: "Z",
    right: "sqrt(R^2 + XL^2)",
    variables: ["Z", "R", "XL"],
    conditions: ["series circuit", "no capacitor"],
    cues: ["inductor & series", "coil & series"],
    ruledOutBy: ["capacitor", "capacitance", "capacitive", "rlc", "lcr", "parallel"],
    solvers: {
      Z: ({ R, XL }) => finite(Math.sqrt(R ** 2 + XL ** 2)),
      R: ({ Z, XL }) => (Z <= XL ? undefined : finite(Math.sqrt(Z ** 2 - XL ** 2))),
      XL: ({ Z, R }) => (Z <= R ? undefined : finite(Math.sqrt(Z ** 2 - R ** 2))),
    },
  }),
  productRelation({
    id: "ac-circuits.average-power-current",
    variant: AVERAGE_AC_VALUE,
    subtopic: "ac-circuits",
    principle: "Average power of an alternating current in a resistance, from the rms current",
    latex: "\\bar{P} = I_{rms}^2 R",
    result: "P",
    factors: { Irms: 2, R: 1 },
    conditions: ["only the resistance takes power", "average over whole cycles"],
    cues: ALTERNATING,
  }),
  productRelation({
    id: "magnetic-fields.solenoid",
    subtopic: "magnetic-fields",
    principle: "Magnetic field inside a long solenoid",
    latex: "B = \\frac{\\mu_0 N I}{L}",
    result: "B",
    constants: { mu0: 1 },
    factors: { N_turns: 1, I: 1, L: -1 },
    conditions: ["solenoid much longer than its radius", "field near the centre"],
    cues: ["solenoid"],
    ruledOutBy: MAGNETIC_CORE,
    // Only the turns per length and the current set the field: not the coil's radius, nor the
    // resistance of its wire once the current is known.
    unaffectedBy: ["r", "R"],
  }),
  productRelation({
    id: "magnetic-fields.solenoid-turns-per-length",
    subtopic: "magnetic-fields",
    principle: "Magnetic field inside a long solenoid from its turns per length",
    latex: "B = \\mu_0 n I",
    result: "B",
    constants: { mu0: 1 },
    factors: { turnsPerLength: 1, I: 1 },
    conditions: ["solenoid much longer than its radius", "field near the centre"],
    cues: ["solenoid"],
    ruledOutBy: MAGNETIC_CORE,
    unaffectedBy: ["r", "R"],
  }),
  generalRelation({
    id: "inductance.coaxial-cable-per-length",
    subtopic: "electromagnetic-induction",
    principle:
      "Self-inductance per length of a coaxial cable: the field μ₀I/(2πr) between the conductors links a flux (μ₀I/2π) ln(b/a) per length",
    latex: "\\frac{L}{l} = \\frac{\\mu_0}{2\\pi} \\ln\\frac{b}{a}",
    left: "inductancePerLength",
    right: "mu0 / (2 * pi) * log(rOuter / rInner)",
    variables: ["inductancePerLength", "rInner", "rOuter"],
    conditions: [
      "thin-walled conductors, current on the inner one returning on the outer one",
      "no field outside the cable",
    ],
    cues: ["coaxial"],
    solvers: {
      inductancePerLength: ({ rInner, rOuter }) =>
        rOuter > rInner && rInner > 0 ? finite((MU0 / (2 * Math.PI)) * Math.log(rOuter / rInner)) : undefined,
    },
  }),
  generalRelation({
    id: "magnetic-fields.solenoid-with-core",
    subtopic: "magnetic-fields",
    principle:
      "Magnetic field inside a long solenoid filled with a core of susceptibility χ: the core's magnetization adds χ times the field of the current",
    latex: "B = \\mu_0 (1 + \\chi) n I",
    left: "B",
    right: "mu0 * (1 + chiMagnetic) * turnsPerLength * I",
    variables: ["B", "chiMagnetic", "turnsPerLength", "I"],
    conditions: [
      "solenoid much longer than its radius",
      "core filling the solenoid",
      "field near the centre",
    ],
    cues: MAGNETIC_CORE.map((core) => `solenoid & ${core}`),
    solvers: {
      B: ({ chiMagnetic, turnsPerLength, I }) => finite(MU0 * (1 + chiMagnetic) * turnsPerLength * I),
      chiMagnetic: ({ B, turnsPerLength, I }) => finite(B / (MU0 * turnsPerLength * I) - 1),
      I: ({ B, chiMagnetic, turnsPerLength }) => finite(B / (MU0 * (1 + chiMagnetic) * turnsPerLength)),
    },
  }),
  productRelation({
    id: "magnetic-fields.loop-centre",
    subtopic: "magnetic-fields",
    principle: "Magnetic field at the centre of a circular current loop (Biot-Savart law)",
    latex: "B = \\frac{\\mu_0 I}{2 R}",
    result: "B",
    coefficient: 0.5,
    coefficientText: "1/2",
    constants: { mu0: 1 },
    factors: { I: 1, r: -1 },
    conditions: ["one circular loop of radius R", "at its centre"],
    cues: ["loop & cent", "ring & cent", "circular & cent"],
    // A point off the centre along the axis, or a coil of many turns, is another relation.
    unlessKnown: ["axialDistance", "N_turns"],
  }),
  generalRelation({
    id: "magnetic-fields.loop-axis",
    subtopic: "magnetic-fields",
    principle: "Magnetic field on the axis of a circular current loop (Biot-Savart law)",
    latex: "B = \\frac{\\mu_0 I R^2}{2 (R^2 + x^2)^{3/2}}",
    left: "B",
    right: "mu0 * I * r^2 / (2 * (r^2 + axialDistance^2)^(3/2))",
    variables: ["B", "I", "r", "axialDistance"],
    conditions: ["circular loop of radius R", "point on its axis at distance x from the centre"],
    cues: ["loop & axis", "coil & axis", "ring & axis"],
    solvers: {
      B: ({ I, r, axialDistance }) => finite((MU0 * I * r ** 2) / (2 * (r ** 2 + axialDistance ** 2) ** 1.5)),
      I: ({ B, r, axialDistance }) => finite((2 * B * (r ** 2 + axialDistance ** 2) ** 1.5) / (MU0 * r ** 2)),
    },
  }),
  productRelation({
    id: "magnetic-fields.parallel-wires",
    subtopic: "magnetic-fields",
    principle: "Force between two long parallel currents",
    latex: "F = \\frac{\\mu_0 I_1 I_2 L}{2 \\pi d}",
    result: "F",
    coefficient: 1 / (2 * Math.PI),
    coefficientText: "1/(2*pi)",
    constants: { mu0: 1 },
    factors: { I1: 1, I2: 1, L: 1, d: -1 },
    conditions: ["long straight parallel wires", "length L of one wire", "separation d"],
    cues: ["parallel & wire"],
  }),
  productRelation({
    id: "magnetic-fields.parallel-wires-per-length",
    subtopic: "magnetic-fields",
    principle: "Force on each metre of two long parallel currents",
    latex: "\\frac{F}{L} = \\frac{\\mu_0 I_1 I_2}{2 \\pi d}",
    result: "forcePerLength",
    coefficient: 1 / (2 * Math.PI),
    coefficientText: "1/(2*pi)",
    constants: { mu0: 1 },
    factors: { I1: 1, I2: 1, d: -1 },
    conditions: ["long straight parallel wires", "separation d"],
    cues: ["parallel & wire"],
  }),
  generalRelation({
    id: "magnetic-fields.helix-radius",
    subtopic: "magnetic-fields",
    principle:
      "Radius of the helical path of a charge whose velocity makes an angle with the field: only the perpendicular part of the velocity turns",
    latex: "r = \\frac{m v \\sin\\theta}{q B}",
    left: "r",
    right: "m * v * sin(theta) / (q * B)",
    variables: ["r", "m", "v", "theta", "q", "B"],
    conditions: ["uniform field", "theta is the angle between velocity and field"],
    cues: ["helix", "helical", "spiral"],
    solvers: {
      r: ({ m, v, theta, q, B }) => finite((m * v * Math.sin(theta)) / (q * B)),
      B: ({ r, m, v, theta, q }) => finite((m * v * Math.sin(theta)) / (q * r)),
      v: ({ r, m, theta, q, B }) => finite((r * q * B) / (m * Math.sin(theta))),
    },
  }),
  generalRelation({
    id: "magnetic-fields.accelerated-radius",
    subtopic: "magnetic-fields",
    principle:
      "Radius of the circle of a charge accelerated from rest through a potential difference and then moving perpendicular to a uniform field (two phases: q V = ½ m v², then r = m v / (q B))",
    latex: "r = \\frac{1}{B} \\sqrt{\\frac{2 m V}{q}}",
    left: "r",
    right: "sqrt(2 * m * V / q) / B",
    variables: ["r", "m", "V", "q", "B"],
    conditions: ["starts from rest", "non-relativistic speed", "velocity perpendicular to the field"],
    cues: ["accelerated & rest"],
    solvers: {
      r: ({ m, V, q, B }) => finite(Math.sqrt((2 * m * V) / q) / B),
      B: ({ r, m, V, q }) => finite(Math.sqrt((2 * m * V) / q) / r),
      V: ({ r, m, q, B }) => finite(((r * B) ** 2 * q) / (2 * m)),
    },
  }),
  generalRelation({
    id: "electric-fields.hanging-charge",
    subtopic: "electric-fields",
    principle:
      "A charged body hanging from a thread in a horizontal field: the thread's tension balances the weight and the electric force",
    latex: "q E = m g \\tan\\theta",
    left: "q * Efield",
    right: "m * g * tan(theta)",
    variables: ["q", "Efield", "m", "g", "theta"],
    conditions: ["uniform horizontal field", "theta measured from the vertical", "in equilibrium"],
    cues: ["thread & vertical", "string & vertical"],
    solvers: {
      q: ({ Efield, m, g, theta }) => finite((m * g * Math.tan(theta)) / Efield),
      Efield: ({ q, m, g, theta }) => finite((m * g * Math.tan(theta)) / q),
      m: ({ q, Efield, g, theta }) => finite((q * Efield) / (g * Math.tan(theta))),
    },
  }),
];
