/**
 * A load hanging from a rope wound around a drum (a windlass, a reel, a pulley) that turns on a
 * frictionless axle: the drum's moment of inertia slows the fall. With I = k M R² and a = α R,
 * m g − T = m a and T R = I α give a = m g / (m + k M), whatever the radius.
 */
import { finite, generalRelation, type Relation } from "./relation";

// The rope is wound on the body (not a rope over a fixed, light pulley).
const WOUND = ["wound", "wrapped", "unwind", "coiled"];

interface DrumShape {
  id: string;
  body: string;
  /** I / (M R²). */
  ratio: number;
  ratioText: string;
  bodyWords: readonly string[];
  ruledOutBy: readonly string[];
}

const SHAPES: readonly DrumShape[] = [
  {
    id: "solid",
    body: "uniform solid cylinder or disk",
    ratio: 0.5,
    ratioText: "1/2",
    bodyWords: ["solid cylinder", "uniform cylinder", "disk", "disc", "solid drum", "uniform drum"],
    ruledOutBy: ["hoop", "ring", "hollow", "thin-walled", "thin walled", "shell", "spokes"],
  },
  {
    id: "hoop",
    body: "thin hoop or thin-walled cylinder",
    ratio: 1,
    ratioText: "1",
    bodyWords: ["hoop", "thin-walled", "thin walled", "hollow cylinder"],
    ruledOutBy: ["solid", "disk", "disc"],
  },
];

function drumRelations(shape: DrumShape): Relation[] {
  const cues = shape.bodyWords.flatMap((body) => WOUND.map((wound) => `${body} & ${wound}`));
  const conditions = [
    `the drum is a ${shape.body} (I = ${shape.ratioText} M R²) on a frictionless axle`,
    "a light rope that does not slip on the drum",
    "the load is released and falls freely apart from the rope",
  ];
  const ruledOutBy = [...shape.ruledOutBy, "friction torque", "two blocks", "two masses", "atwood"];
  const k = shape.ratio;
  return [
    generalRelation({
      id: `rotational-motion.drum-load-acceleration-${shape.id}`,
      subtopic: "rotational-motion",
      principle: `A load on a rope wound around a ${shape.body} that turns freely: $m g - T = m a$ and $T R = I a / R$`,
      latex: `a = \\frac{m g}{m + ${shape.ratio === 1 ? "" : "\\tfrac{1}{2} "}M}`,
      left: "a",
      right: `m * g / (m + (${shape.ratioText}) * mDrum)`,
      variables: ["a", "m", "mDrum", "g"],
      conditions,
      cues,
      ruledOutBy,
      // Torque and inertia both scale with the radius; the depth of the fall does not enter.
      unaffectedBy: ["r", "diameter", "h", "d", "L"],
      solvers: {
        a: ({ m, mDrum, g }) => finite((m * g) / (m + k * mDrum)),
        mDrum: ({ a, m, g }) => (a <= 0 ? undefined : finite((m * (g - a)) / (k * a))),
        m: ({ a, mDrum, g }) => (a >= g ? undefined : finite((k * mDrum * a) / (g - a))),
      },
    }),
    generalRelation({
      id: `rotational-motion.drum-load-tension-${shape.id}`,
      subtopic: "rotational-motion",
      principle: `Tension in a rope wound around a ${shape.body} that turns freely, with a load falling from it`,
      latex: `F_T = \\frac{m g \\, ${shape.ratio === 1 ? "" : "\\tfrac{1}{2} "}M}{m + ${shape.ratio === 1 ? "" : "\\tfrac{1}{2} "}M}`,
      left: "tension",
      right: `m * g * (${shape.ratioText}) * mDrum / (m + (${shape.ratioText}) * mDrum)`,
      variables: ["tension", "m", "mDrum", "g"],
      conditions,
      cues,
      ruledOutBy,
      unaffectedBy: ["r", "diameter", "h", "d", "L"],
      solvers: {
        tension: ({ m, mDrum, g }) => finite((m * g * k * mDrum) / (m + k * mDrum)),
      },
    }),
  ];
}

export const DRUM_LOAD_RELATIONS: Relation[] = SHAPES.flatMap(drumRelations);
