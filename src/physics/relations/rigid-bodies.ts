/**
 * Relations of extended rigid bodies: moments of inertia of the usual shapes, bodies rolling
 * without slipping, and physical pendulums. Each holds only for the body its cues name, so a
 * problem about a rolling cylinder or a swinging rod never gets the point-mass model.
 */
import { DRUM_LOAD_RELATIONS } from "./drum-load";
import { finite, generalRelation, productRelation, type Relation } from "./relation";
import { SPIN_CHANGE_RELATIONS } from "./spin-change";

// Words naming a long thin body (a rod, a stick ...), matched at the start of a word.
const ROD_WORDS = ["rod", "stick", "ruler", "pole", "plank", "beam", "bar ", "broom"];
// Words saying the axis passes through an end of the body.
const END_WORDS = ["one end", "its end", "an end", "the end", "end of", "top end", "upper end"];
// Words placing the axis some distance from an end, not through it ("a hole 25 cm from one end").
const OFF_END_WORDS = [
  "from the end",
  "from one end",
  "from an end",
  "from its end",
  "from either end",
  "from each end",
];
// Words saying the axis passes through the middle of the body.
const CENTRE_WORDS = ["its cent", "the cent", "midpoint", "middle", "center of the", "centre of the"];
// Words naming a hollow body.
const HOLLOW_WORDS = ["hollow", "shell", "thin-walled", "thin walled", "annul", "tube", "pipe"];
// Words naming a body that is not a disk or solid cylinder.
const NOT_DISK_WORDS = [...HOLLOW_WORDS, "hoop", "ring", "sphere", "ball", "marble", "rod", "stick"];
// Words naming a body that is not a solid sphere.
const NOT_SOLID_SPHERE_WORDS = [...HOLLOW_WORDS, "cylinder", "disk", "disc", "hoop", "ring", "basketball"];

/** Cues made of every pair of a body word and a situation word ("rod & one end"). */
function pairs(bodies: readonly string[], situations: readonly string[]): string[] {
  return bodies.flatMap((body) => situations.map((situation) => `${body} & ${situation}`));
}

interface RollingSpec {
  id: string;
  body: string;
  /** I / (m r²) of the body about its symmetry axis. */
  ratio: number;
  /** The ratio as LaTeX ("\\tfrac{1}{2}"). */
  ratioLatex: string;
  /** The speed formula's fraction of g h under the root, as LaTeX ("\\frac{4 g h}{3}"). */
  speedLatex: string;
  /** Words naming the body; each is paired with "roll". */
  bodyWords: readonly string[];
  ruledOutBy: readonly string[];
}

/** v = √(2 g h / (1 + I/(m r²))) for a body of this shape rolling from rest down a height h. */
function rollingRelation(spec: RollingSpec): Relation {
  const coefficient = Math.sqrt(2 / (1 + spec.ratio));
  return productRelation({
    id: `rotational-motion.rolling-${spec.id}`,
    subtopic: "rotational-motion",
    principle: `Energy conservation for a ${spec.body} rolling without slipping: $m g h = \\tfrac{1}{2} m v^2 + \\tfrac{1}{2} I \\omega^2$ with $I = ${spec.ratioLatex} m r^2$ and $\\omega = v/r$`,
    latex: `v = \\sqrt{${spec.speedLatex}}`,
    result: "v",
    coefficient,
    coefficientText: `sqrt(2/(1 + ${spec.ratio}))`,
    factors: { g: 0.5, h: 0.5 },
    conditions: [
      "rolls without slipping",
      "starts from rest",
      `uniform ${spec.body}`,
      "rolling friction neglected",
    ],
    cues: spec.bodyWords.map((word) => `roll & ${word}`),
    ruledOutBy: ["slips", "slipping and", "skid", ...spec.ruledOutBy],
    // The speed at the bottom depends on the drop alone: the mass and radius cancel with I = k m r²,
    // and the slope's angle or length only set how long it takes.
    unaffectedBy: ["m", "r", "diameter", "theta", "L"],
  });
}

/** K = ½ m v² (1 + I/(m r²)): translation plus rotation of a body rolling without slipping. */
function rollingEnergyRelation(spec: RollingSpec): Relation {
  return productRelation({
    id: `rotational-motion.rolling-energy-${spec.id}`,
    subtopic: "rotational-motion",
    principle: `Kinetic energy of a ${spec.body} rolling without slipping: translation $\\tfrac{1}{2} m v^2$ plus rotation $\\tfrac{1}{2} I \\omega^2$ with $I = ${spec.ratioLatex} m r^2$ and $\\omega = v/r$`,
    latex: `K = \\tfrac{1}{2} (1 + ${spec.ratioLatex}) m v^2`,
    result: "KE",
    coefficient: (1 + spec.ratio) / 2,
    coefficientText: `(1 + ${spec.ratio})/2`,
    factors: { m: 1, v: 2 },
    conditions: ["rolls without slipping", `uniform ${spec.body}`],
    cues: spec.bodyWords.map((word) => `roll & ${word}`),
    ruledOutBy: [
      "slips",
      "slipping and",
      "skid",
      "rotational kinetic",
      "translational kinetic",
      ...spec.ruledOutBy,
    ],
  });
}

interface InertiaSpec {
  id: string;
  body: string;
  coefficient: number;
  coefficientText: string;
  latex: string;
  /** The size the inertia depends on: the radius r or the length L. */
  size: "r" | "L";
  cues: readonly string[];
  ruledOutBy?: readonly string[];
}

function inertiaRelation(spec: InertiaSpec): Relation {
  return productRelation({
    id: `rotational-motion.${spec.id}-inertia`,
    subtopic: "rotational-motion",
    principle: `Moment of inertia of a ${spec.body}`,
    latex: spec.latex,
    result: "I_rot",
    coefficient: spec.coefficient,
    coefficientText: spec.coefficientText,
    factors: { m: 1, [spec.size]: 2 },
    conditions: [`uniform ${spec.body}`],
    cues: spec.cues,
    ruledOutBy: spec.ruledOutBy,
  });
}

const ROLLING_BODIES: readonly RollingSpec[] = [
  {
    id: "solid-cylinder",
    body: "solid cylinder (or disk)",
    ratio: 0.5,
    ratioLatex: "\\tfrac{1}{2}",
    speedLatex: "\\frac{4 g h}{3}",
    bodyWords: ["cylinder", "disk", "disc", "wheel & solid", "wheel & uniform"],
    ruledOutBy: NOT_DISK_WORDS,
  },
  {
    id: "solid-sphere",
    body: "solid sphere",
    ratio: 0.4,
    ratioLatex: "\\tfrac{2}{5}",
    speedLatex: "\\frac{10 g h}{7}",
    bodyWords: ["sphere", "solid & ball", "uniform & ball", "marble"],
    ruledOutBy: NOT_SOLID_SPHERE_WORDS,
  },
  {
    id: "hollow-sphere",
    body: "thin spherical shell",
    ratio: 2 / 3,
    ratioLatex: "\\tfrac{2}{3}",
    speedLatex: "\\frac{6 g h}{5}",
    bodyWords: ["hollow & sphere", "spherical shell", "thin-walled & sphere", "hollow & ball", "basketball"],
    ruledOutBy: ["solid", "cylinder", "disk", "disc", "hoop", "ring"],
  },
  {
    id: "hoop",
    body: "thin hoop (or thin-walled cylinder)",
    ratio: 1,
    ratioLatex: "1",
    speedLatex: "g h",
    bodyWords: ["hoop", "ring", "thin-walled cylinder", "thin walled cylinder", "hollow cylinder", "pipe"],
    ruledOutBy: ["sphere", "ball", "solid", "inner radius", "outer radius"],
  },
];

export const RIGID_BODY_RELATIONS: Relation[] = [
  // Moments of inertia (the solid disk is among the rotational-motion relations of mechanics.ts)
  inertiaRelation({
    id: "hoop",
    body: "thin hoop (or thin-walled cylinder) about its axis",
    coefficient: 1,
    coefficientText: "1",
    latex: "I = m r^2",
    size: "r",
    cues: [
      "hoop",
      "ring",
      "thin-walled cylinder",
      "thin walled cylinder",
      "hollow cylinder",
      "cylindrical shell",
    ],
    ruledOutBy: ["sphere", "ball", "solid", "inner radius", "outer radius"],
  }),
  inertiaRelation({
    id: "solid-sphere",
    body: "solid sphere about a diameter",
    coefficient: 0.4,
    coefficientText: "2/5",
    latex: "I = \\tfrac{2}{5} m r^2",
    size: "r",
    cues: ["sphere", "solid & ball", "uniform & ball", "marble"],
    ruledOutBy: NOT_SOLID_SPHERE_WORDS,
  }),
  inertiaRelation({
    id: "hollow-sphere",
    body: "thin spherical shell about a diameter",
    coefficient: 2 / 3,
    coefficientText: "2/3",
    latex: "I = \\tfrac{2}{3} m r^2",
    size: "r",
    cues: ["hollow & sphere", "spherical shell", "thin-walled & sphere", "hollow & ball"],
    ruledOutBy: ["solid", "cylinder", "disk", "disc", "hoop", "ring", "inner radius", "outer radius"],
  }),
  inertiaRelation({
    id: "rod-centre",
    body: "thin rod about an axis through its centre",
    coefficient: 1 / 12,
    coefficientText: "1/12",
    latex: "I = \\tfrac{1}{12} m L^2",
    size: "L",
    cues: pairs(ROD_WORDS, CENTRE_WORDS),
    ruledOutBy: [...END_WORDS, "pendulum", "swing", "oscillat"],
  }),
  inertiaRelation({
    id: "rod-end",
    body: "thin rod about an axis through one end",
    coefficient: 1 / 3,
    coefficientText: "1/3",
    latex: "I = \\tfrac{1}{3} m L^2",
    size: "L",
    cues: pairs(ROD_WORDS, END_WORDS),
    ruledOutBy: [...CENTRE_WORDS, ...OFF_END_WORDS, "both ends", "each end", "either end", "ends of"],
  }),
  // Rolling without slipping from rest down a height
  ...ROLLING_BODIES.map(rollingRelation),
  // Not the hoop: its K = m v² is the form Work Analysis must flag as a wrong kinetic energy.
  ...ROLLING_BODIES.filter((body) => body.id !== "hoop").map(rollingEnergyRelation),
  generalRelation({
    id: "rotational-motion.rolling-energy",
    subtopic: "rotational-motion",
    principle:
      "Energy conservation for a body rolling without slipping: $m g h = \\tfrac{1}{2} m v^2 + \\tfrac{1}{2} I \\omega^2$ with $\\omega = v/r$",
    latex: "v = \\sqrt{\\frac{2 g h}{1 + I/(m r^2)}}",
    left: "v",
    right: "sqrt(2 * g * h / (1 + I_rot / (m * r^2)))",
    variables: ["v", "g", "h", "I_rot", "m", "r"],
    conditions: ["rolls without slipping", "starts from rest", "rolling friction neglected"],
    cues: ["roll"],
    ruledOutBy: ["slips", "slipping and", "skid"],
    solvers: {
      v: ({ g, h, I_rot, m, r }) => {
        const value = (2 * g * h) / (1 + I_rot / (m * r ** 2));
        return value >= 0 ? finite(Math.sqrt(value)) : undefined;
      },
      h: ({ v, g, I_rot, m, r }) => finite((v ** 2 * (1 + I_rot / (m * r ** 2))) / (2 * g)),
      I_rot: ({ v, g, h, m, r }) => {
        const value = m * r ** 2 * ((2 * g * h) / v ** 2 - 1);
        return value > 0 ? finite(value) : undefined;
      },
    },
  }),
  // Physical pendulums
  generalRelation({
    id: "oscillations-waves.physical-pendulum",
    subtopic: "oscillations-waves",
    principle:
      "Period of a physical pendulum: the restoring torque $m g d \\sin\\theta$ acts on the moment of inertia about the pivot",
    latex: "T = 2\\pi \\sqrt{\\frac{I}{m g d}}",
    left: "T_period",
    right: "2 * pi * sqrt(I_rot / (m * g * dPivot))",
    variables: ["T_period", "I_rot", "m", "g", "dPivot"],
    conditions: [
      "small angles",
      "I is the moment of inertia about the pivot",
      "d from the pivot to the centre of mass",
    ],
    cues: ["physical pendulum", "compound pendulum", "pivot", "center of mass", "centre of mass"],
    solvers: {
      T_period: ({ I_rot, m, g, dPivot }) => {
        const value = I_rot / (m * g * dPivot);
        return value > 0 ? finite(2 * Math.PI * Math.sqrt(value)) : undefined;
      },
      I_rot: ({ T_period, m, g, dPivot }) => finite((T_period / (2 * Math.PI)) ** 2 * m * g * dPivot),
      dPivot: ({ T_period, I_rot, m, g }) => finite(I_rot / (m * g * (T_period / (2 * Math.PI)) ** 2)),
    },
  }),
  productRelation({
    id: "oscillations-waves.rod-pendulum",
    subtopic: "oscillations-waves",
    principle:
      "Period of a uniform rod swinging about one end, a physical pendulum with $I = \\tfrac{1}{3} m L^2$ and $d = L/2$",
    latex: "T = 2\\pi \\sqrt{\\frac{2 L}{3 g}}",
    result: "T_period",
    coefficient: 2 * Math.PI * Math.sqrt(2 / 3),
    coefficientText: "2*pi*sqrt(2/3)",
    factors: { L: 0.5, g: -0.5 },
    conditions: ["small angles", "uniform rod pivoted at one end"],
    cues: pairs(ROD_WORDS, END_WORDS),
    ruledOutBy: [
      ...CENTRE_WORDS,
      "bob",
      "attached",
      "point mass",
      "light rod",
      "massless",
      "weightless",
      ...OFF_END_WORDS,
    ],
  }),
  productRelation({
    id: "oscillations-waves.hoop-pendulum",
    subtopic: "oscillations-waves",
    principle:
      "Period of a thin hoop swinging about a point on its rim, a physical pendulum with $I = 2 m r^2$ and $d = r$",
    latex: "T = 2\\pi \\sqrt{\\frac{2 r}{g}}",
    result: "T_period",
    coefficient: 2 * Math.PI * Math.SQRT2,
    coefficientText: "2*pi*sqrt(2)",
    factors: { r: 0.5, g: -0.5 },
    conditions: ["small angles", "thin hoop pivoted on its rim"],
    cues: pairs(["hoop", "ring"], ["nail", "peg", "pivot", "hung", "hang", "rim", "edge"]),
    ruledOutBy: ["bob", "attached", "point mass", "sphere", "disk", "disc", "rod"],
  }),
  ...DRUM_LOAD_RELATIONS,
  ...SPIN_CHANGE_RELATIONS,
];
