/**
 * Relations of dynamics, momentum and energy for situations the basic relations of mechanics.ts
 * leave out: an applied force against kinetic friction, a rope pulled at an angle, a block on an
 * incline, a hanging load, an Atwood machine, elastic collisions, recoil, impulse with a rebound,
 * a spring that launches a body, friction that turns mechanical energy into heat, and motion
 * at constant power. Angles are in radians, speeds signed along the line of motion unless stated.
 */

import { SUBMERGED } from "./fluid-statics";
import { finite, generalRelation, productRelation, type Relation } from "./relation";
import { CROSSING_PATHS } from "./variants";

const INCLINE_CUES = ["incline", "ramp", "slope", "inclined plane"];
// An incline relation for a body sliding down on its own does not hold when it is pushed, pulled
// or sent up the slope, nor for a body that rolls.
const NOT_SLIDING_DOWN = [
  "up the",
  "pushed",
  "pushes",
  "pulled",
  "pulls",
  "rope",
  "string",
  "roll",
  "constant speed",
  "constant velocity",
];
const FRICTIONLESS_CUES = [
  "frictionless",
  "smooth",
  "without friction",
  "no friction",
  "negligible friction",
  "friction is negligible",
  "ignore friction",
];
const SPRING_LAUNCH_CUES = [
  "launch",
  "fires",
  "shoots",
  "projects",
  "released",
  "leaves the spring",
  "pushes the",
];

function positiveRoot(value: number): number | undefined {
  return value < 0 ? undefined : finite(Math.sqrt(value));
}

/** An Atwood machine: two masses hanging on either side of an ideal pulley. */
const ATWOOD_CONDITIONS = ["ideal pulley and string (massless, frictionless)", "both masses hang freely"];
const ATWOOD_CUES = [
  "atwood",
  "either side & pulley",
  "each end & pulley",
  "both ends & pulley",
  "opposite ends & pulley",
  "either end & pulley",
];
/** A mass on a table or slope, friction, or a pulley with its own inertia is another machine. */
const ATWOOD_RULED_OUT_BY = [
  "table",
  "incline",
  "ramp",
  "horizontal surface",
  "kinetic friction",
  "coefficient",
  "moment of inertia",
  "disk",
  "cylinder",
];

// A kinetic friction coefficient written as a symbol ("mu_k = 0.30", "μk = 0.25").
const KINETIC_COEFFICIENT_SYMBOL = "/(?:\\bmu|μ)_?k\\b/";

/** Words saying a body leaves along the line it came in on, the other way (its velocity reverses). */
const REVERSAL_CUES = [
  "bounces back",
  "bounces straight back",
  "rebounds",
  "bounces off",
  "comes back",
  "returns",
  "straight back",
  "the opposite way",
  "the opposite direction",
];

export const FORCE_COLLISION_RELATIONS: Relation[] = [
  productRelation({
    id: "dynamics.flat-curve-friction-speed",
    subtopic: "dynamics",
    principle:
      "Fastest speed round a flat (unbanked) curve: static friction supplies the centripetal force, μ_s m g = m v²/r",
    latex: "v = \\sqrt{\\mu_s g r}",
    result: "v",
    factors: { mu: 0.5, g: 0.5, r: 0.5 },
    conditions: ["flat road", "friction at its static limit supplies the whole centripetal force"],
    cues: [
      "curve & friction",
      "curve & coefficient",
      "curve & mu_s",
      "curve & μ_s",
      "curve & μs",
      "turn & friction",
      "unbanked",
    ],
    ruledOutBy: ["banked", "loop", "vertical circle", "kinetic"],
    // The mass cancels: a heavier car needs more friction and gets it.
    unaffectedBy: ["m"],
  }),
  generalRelation({
    id: "dynamics.applied-force-kinetic-friction",
    subtopic: "dynamics",
    principle: "Newton's second law with a horizontal applied force against kinetic friction",
    latex: "m a = F_{app} - \\mu_k m g",
    left: "m * a",
    right: "Fapplied - mu * m * g",
    variables: ["a", "Fapplied", "mu", "m", "g"],
    conditions: ["horizontal surface", "horizontal applied force", "the body slides (kinetic friction)"],
    cues: ["friction", KINETIC_COEFFICIENT_SYMBOL],
    unlessKnown: ["theta"],
    solvers: {
      // Only the acceleration and the coefficient: an acceleration found from friction alone
      // ("a = μg") belongs to a body with no applied force, so it must not give F back.
      a: ({ Fapplied, mu, m, g }) => finite((Fapplied - mu * m * g) / m),
      mu: ({ a, Fapplied, m, g }) => finite((Fapplied - m * a) / (m * g)),
    },
  }),
  generalRelation({
    id: "dynamics.applied-force-against-friction-force",
    subtopic: "dynamics",
    principle: "Newton's second law with an applied force against a stated friction force",
    latex: "m a = F_{app} - F_f",
    left: "m * a",
    right: "Fapplied - Ff",
    variables: ["a", "Fapplied", "Ff", "m"],
    conditions: ["the applied force and friction act along the line of motion, friction against it"],
    cues: ["friction"],
    // A force at an angle or along an incline has only a part along the motion.
    unlessKnown: ["theta", "mu"],
    // The forces stated, how fast the body goes at that moment changes nothing.
    unaffectedBy: ["v", "v0"],
    solvers: {
      a: ({ Fapplied, Ff, m }) => finite((Fapplied - Ff) / m),
      m: ({ a, Fapplied, Ff }) => (a <= 0 ? undefined : finite((Fapplied - Ff) / a)),
      Fapplied: ({ a, Ff, m }) => finite(m * a + Ff),
      Ff: ({ a, Fapplied, m }) => finite(Fapplied - m * a),
    },
  }),
  generalRelation({
    id: "dynamics.pull-at-angle-kinetic-friction",
    subtopic: "dynamics",
    principle: "Newton's second law for a pull at an angle above the horizontal against kinetic friction",
    latex: "m a = F_{app} \\cos\\theta - \\mu (m g - F_{app} \\sin\\theta)",
    left: "m * a",
    right: "Fapplied * cos(theta) - mu * (m * g - Fapplied * sin(theta))",
    variables: ["a", "Fapplied", "theta", "mu", "m", "g"],
    conditions: [
      "level surface",
      "force at an angle above the horizontal lifts part of the weight off the surface",
      "the body slides (kinetic friction)",
    ],
    cues: [
      "friction & above the horizontal",
      "friction & above horizontal",
      "friction & rope",
      "friction & handle",
    ],
    solvers: {
      a: ({ Fapplied, theta, mu, m, g }) =>
        m * g < Fapplied * Math.sin(theta)
          ? undefined
          : finite((Fapplied * Math.cos(theta) - mu * (m * g - Fapplied * Math.sin(theta))) / m),
      mu: ({ a, Fapplied, theta, m, g }) =>
        finite((Fapplied * Math.cos(theta) - m * a) / (m * g - Fapplied * Math.sin(theta))),
    },
  }),
  generalRelation({
    id: "dynamics.incline-kinetic-friction-mass",
    subtopic: "dynamics",
    principle: "Newton's second law along an incline for a block sliding down with kinetic friction",
    latex: "m a = m g \\sin\\theta - \\mu_k m g \\cos\\theta",
    left: "m * a",
    right: "m * g * sin(theta) - mu * m * g * cos(theta)",
    variables: ["a", "m", "g", "theta", "mu"],
    conditions: [
      "the block slides down the incline",
      "no force other than gravity, the normal force and friction",
    ],
    cues: INCLINE_CUES,
    ruledOutBy: NOT_SLIDING_DOWN,
    solvers: {
      a: ({ m, g, theta, mu }) => (m <= 0 ? undefined : finite(g * (Math.sin(theta) - mu * Math.cos(theta)))),
    },
  }),
  generalRelation({
    id: "dynamics.incline-kinetic-friction",
    subtopic: "dynamics",
    principle: "Acceleration of a block sliding down an incline with kinetic friction",
    latex: "a = g(\\sin\\theta - \\mu_k \\cos\\theta)",
    left: "a",
    right: "g * (sin(theta) - mu * cos(theta))",
    variables: ["a", "g", "theta", "mu"],
    conditions: [
      "the block slides down the incline",
      "no force other than gravity, the normal force and friction",
    ],
    cues: INCLINE_CUES,
    ruledOutBy: NOT_SLIDING_DOWN,
    solvers: {
      a: ({ g, theta, mu }) => finite(g * (Math.sin(theta) - mu * Math.cos(theta))),
      mu: ({ a, g, theta }) => finite((g * Math.sin(theta) - a) / (g * Math.cos(theta))),
    },
  }),
  generalRelation({
    id: "dynamics.incline-frictionless-mass",
    subtopic: "dynamics",
    principle: "Newton's second law along a frictionless incline",
    latex: "m a = m g \\sin\\theta",
    left: "m * a",
    right: "m * g * sin(theta)",
    variables: ["a", "m", "g", "theta"],
    conditions: ["frictionless incline", "the body slides down freely"],
    cues: FRICTIONLESS_CUES.flatMap((frictionless) =>
      INCLINE_CUES.map((incline) => `${frictionless} & ${incline}`),
    ),
    ruledOutBy: NOT_SLIDING_DOWN,
    unlessKnown: ["mu"],
    solvers: {
      a: ({ m, g, theta }) => (m <= 0 ? undefined : finite(g * Math.sin(theta))),
    },
  }),
  generalRelation({
    id: "dynamics.incline-frictionless",
    subtopic: "dynamics",
    principle: "Acceleration down a frictionless incline",
    latex: "a = g \\sin\\theta",
    left: "a",
    right: "g * sin(theta)",
    variables: ["a", "g", "theta"],
    conditions: ["frictionless incline", "the body slides down freely"],
    cues: FRICTIONLESS_CUES.flatMap((frictionless) =>
      INCLINE_CUES.map((incline) => `${frictionless} & ${incline}`),
    ),
    ruledOutBy: NOT_SLIDING_DOWN,
    unlessKnown: ["mu"],
    solvers: {
      a: ({ g, theta }) => finite(g * Math.sin(theta)),
      theta: ({ a, g }) => (Math.abs(a / g) > 1 ? undefined : finite(Math.asin(a / g))),
    },
  }),
  generalRelation({
    id: "dynamics.hanging-load-tension",
    subtopic: "dynamics",
    principle: "Equilibrium of a load hanging from one vertical cord",
    latex: "F_T = m g",
    left: "tension",
    right: "m * g",
    variables: ["tension", "m", "g"],
    conditions: ["the load hangs at rest or moves at constant velocity", "one vertical cord"],
    cues: ["hangs", "hanging", "suspended", "supports a", "supporting a", "holds up", "holding up"],
    ruledOutBy: [
      "accelerat",
      "elevator",
      "swing",
      "pendulum",
      "circle",
      "angle",
      "two cords",
      "two ropes",
      "pulley",
      // A rope wound on a drum that turns lets the load fall (see drum-load.ts).
      "wound",
      "wrapped around",
      "decelerat",
      "slowing",
      "speeding",
      // Under a liquid's surface the buoyant force takes part of the weight (fluid-statics.ts).
      ...SUBMERGED,
    ],
    // A load at rest on a vertical cord pulls with its weight, however high it hangs or long the cord.
    unaffectedBy: ["h", "L", "d", "r"],
    solvers: {
      tension: ({ m, g }) => finite(m * g),
      m: ({ tension, g }) => finite(tension / g),
    },
  }),
  generalRelation({
    id: "dynamics.apparent-weight",
    subtopic: "dynamics",
    principle: "Apparent weight in an accelerating elevator (the scale reads the normal force)",
    latex: "F_N = m (g + a_{up})",
    left: "Fn",
    right: "m * (g + aUp)",
    variables: ["Fn", "m", "g", "aUp"],
    conditions: ["a_up is the acceleration, positive upward, whatever the direction of motion"],
    cues: ["elevator"],
    solvers: {
      Fn: ({ m, g, aUp }) => finite(m * (g + aUp)),
      m: ({ Fn, g, aUp }) => finite(Fn / (g + aUp)),
      aUp: ({ Fn, m, g }) => finite(Fn / m - g),
    },
  }),
  generalRelation({
    id: "dynamics.elevator-cable-tension",
    subtopic: "dynamics",
    principle:
      "Newton's second law for an elevator hanging from its cable: the tension holds up its weight and gives its acceleration",
    latex: "F_T = m (g + a_{up})",
    left: "tension",
    right: "m * (g + aUp)",
    variables: ["tension", "m", "g", "aUp"],
    conditions: [
      "one cable holds the elevator",
      "a_up is the acceleration, positive upward, whatever the direction of motion",
    ],
    cues: ["elevator & cable", "elevator & rope"],
    // A counterweight or a second cable shares the load.
    ruledOutBy: ["counterweight", "pulley", "two cables"],
    solvers: {
      tension: ({ m, g, aUp }) => finite(m * (g + aUp)),
      m: ({ tension, g, aUp }) => finite(tension / (g + aUp)),
      aUp: ({ tension, m, g }) => finite(tension / m - g),
    },
  }),
  generalRelation({
    id: "dynamics.atwood-acceleration",
    subtopic: "dynamics",
    principle: "Acceleration of an Atwood machine (two masses hanging over a pulley)",
    latex: "a = \\frac{|m_1 - m_2|\\, g}{m_1 + m_2}",
    left: "a",
    right: "sqrt((m1 - m2)^2) * g / (m1 + m2)",
    variables: ["a", "m1", "m2", "g"],
    conditions: ATWOOD_CONDITIONS,
    cues: ATWOOD_CUES,
    ruledOutBy: ATWOOD_RULED_OUT_BY,
    solvers: {
      a: ({ m1, m2, g }) => finite((Math.abs(m1 - m2) * g) / (m1 + m2)),
    },
  }),
  generalRelation({
    id: "dynamics.atwood-tension",
    subtopic: "dynamics",
    principle: "Tension in the string of an Atwood machine",
    latex: "F_T = \\frac{2 m_1 m_2 g}{m_1 + m_2}",
    left: "tension",
    right: "2 * m1 * m2 * g / (m1 + m2)",
    variables: ["tension", "m1", "m2", "g"],
    conditions: ATWOOD_CONDITIONS,
    cues: ATWOOD_CUES,
    ruledOutBy: ATWOOD_RULED_OUT_BY,
    solvers: {
      tension: ({ m1, m2, g }) => finite((2 * m1 * m2 * g) / (m1 + m2)),
    },
  }),
  productRelation({
    id: "momentum.stream-force",
    subtopic: "momentum",
    principle:
      "Force of a stream or jet stopped by a surface, or the thrust of one ejected: the momentum it carries per second",
    latex: "F = \\frac{\\Delta m}{\\Delta t} v",
    result: "F",
    factors: { massFlowRate: 1, v: 1 },
    conditions: ["the stream's momentum along the line brought to zero (or given it from zero)"],
    cues: ["hose", "jet", "stream", "thrust", "exhaust", "nozzle", "spray"],
    // A stream that bounces back has its momentum reversed, twice the change.
    ruledOutBy: ["bounce", "rebound", "reflected", "reverses", "splashes back"],
  }),
  generalRelation({
    id: "momentum.elastic-first-body",
    subtopic: "momentum",
    principle: "Elastic head-on collision: velocity of the first body after",
    latex: "v_{1f} = \\frac{m_1 - m_2}{m_1 + m_2} v_1 + \\frac{2 m_2}{m_1 + m_2} v_2",
    left: "v1f",
    right: "(m1 - m2) / (m1 + m2) * v1 + 2 * m2 / (m1 + m2) * v2",
    variables: ["v1f", "m1", "m2", "v1", "v2"],
    conditions: ["perfectly elastic collision", "head-on (one dimension)", "isolated system"],
    cues: ["elastic"],
    ruledOutBy: ["inelastic", "stick", "glancing", "angle", ...CROSSING_PATHS],
    solvers: {
      v1f: ({ m1, m2, v1, v2 }) => finite(((m1 - m2) * v1 + 2 * m2 * v2) / (m1 + m2)),
    },
  }),
  generalRelation({
    id: "momentum.elastic-second-body",
    subtopic: "momentum",
    principle: "Elastic head-on collision: velocity of the second body after",
    latex: "v_{2f} = \\frac{2 m_1}{m_1 + m_2} v_1 + \\frac{m_2 - m_1}{m_1 + m_2} v_2",
    left: "v2f",
    right: "2 * m1 / (m1 + m2) * v1 + (m2 - m1) / (m1 + m2) * v2",
    variables: ["v2f", "m1", "m2", "v1", "v2"],
    conditions: ["perfectly elastic collision", "head-on (one dimension)", "isolated system"],
    cues: ["elastic"],
    ruledOutBy: ["inelastic", "stick", "glancing", "angle", ...CROSSING_PATHS],
    solvers: {
      v2f: ({ m1, m2, v1, v2 }) => finite((2 * m1 * v1 + (m2 - m1) * v2) / (m1 + m2)),
    },
  }),
  generalRelation({
    id: "momentum.ballistic-pendulum",
    subtopic: "momentum",
    principle:
      "Ballistic pendulum: momentum is conserved as the first body embeds in the second, $m_1 v_1 = (m_1 + m_2) V$, then the pair swings up to a height h, $\\tfrac{1}{2} V^2 = g h$",
    latex: "v_1 = \\frac{m_1 + m_2}{m_1} \\sqrt{2 g h}",
    left: "v1",
    right: "(m1 + m2) / m1 * sqrt(2 * g * h)",
    variables: ["v1", "m1", "m2", "g", "h"],
    conditions: [
      "the first body moves horizontally and stops inside the second in a moment, before the pair moves",
      "the second body hangs at rest and swings up freely, air resistance neglected",
    ],
    cues: ["ballistic", "swing"],
    ruledOutBy: ["elastic", "bounce", "rebound", "passes through", "emerges"],
    solvers: {
      v1: ({ m1, m2, g, h }) => finite(((m1 + m2) / m1) * Math.sqrt(2 * g * h)),
      h: ({ v1, m1, m2, g }) => finite(((m1 * v1) / (m1 + m2)) ** 2 / (2 * g)),
    },
  }),
  generalRelation({
    id: "momentum.inelastic-kinetic-energy-lost",
    subtopic: "momentum",
    principle: "Kinetic energy lost when two bodies stick together",
    latex:
      "\\Delta K_{lost} = \\tfrac{1}{2} m_1 v_1^2 + \\tfrac{1}{2} m_2 v_2^2 - \\tfrac{1}{2} (m_1 + m_2) v_f^2",
    left: "KElost",
    right: "1/2 * m1 * v1^2 + 1/2 * m2 * v2^2 - 1/2 * (m1 + m2) * vf^2",
    variables: ["KElost", "m1", "v1", "m2", "v2", "vf"],
    conditions: ["the bodies stick together (perfectly inelastic)", "motion along one line"],
    ruledOutBy: ["elastic", "bounce", "rebound"],
    solvers: {
      KElost: ({ m1, v1, m2, v2, vf }) =>
        finite(0.5 * m1 * v1 ** 2 + 0.5 * m2 * v2 ** 2 - 0.5 * (m1 + m2) * vf ** 2),
    },
  }),
  generalRelation({
    id: "momentum.inelastic-fraction-lost",
    subtopic: "momentum",
    principle:
      "The share of the kinetic energy lost: the energy lost over the kinetic energy before the collision",
    latex: "f_{lost} = \\frac{\\Delta K_{lost}}{\\tfrac{1}{2} m_1 v_1^2 + \\tfrac{1}{2} m_2 v_2^2}",
    left: "fractionKElost",
    right: "KElost / (1/2 * m1 * v1^2 + 1/2 * m2 * v2^2)",
    variables: ["fractionKElost", "KElost", "m1", "v1", "m2", "v2"],
    conditions: ["the bodies stick together (perfectly inelastic)", "motion along one line"],
    ruledOutBy: ["elastic", "bounce", "rebound"],
    solvers: {
      fractionKElost: ({ KElost, m1, v1, m2, v2 }) => {
        const before = 0.5 * m1 * v1 ** 2 + 0.5 * m2 * v2 ** 2;
        return before > 0 ? finite(KElost / before) : undefined;
      },
    },
  }),
  generalRelation({
    id: "momentum.recoil",
    subtopic: "momentum",
    principle: "Conservation of momentum for two bodies pushed apart from rest (recoil)",
    latex: "m_1 v_1 = m_2 v_2",
    left: "m1 * v1",
    right: "m2 * v2",
    variables: ["m1", "v1", "m2", "v2"],
    conditions: [
      "isolated system initially at rest",
      "motion along one horizontal line, speeds are magnitudes in opposite directions",
    ],
    cues: [
      "recoil",
      "throws",
      "fires",
      "shoots",
      "jumps off",
      "pushes off",
      "push off",
      "push each other",
      "explodes",
      "breaks apart",
    ],
    ruledOutBy: ["collid", "collision", "stick", "angle", "above the horizontal", ...CROSSING_PATHS],
    solvers: {
      v1: ({ m1, m2, v2 }) => finite((m2 * v2) / m1),
      v2: ({ m1, m2, v1 }) => finite((m1 * v1) / m2),
      m1: ({ v1, m2, v2 }) => finite((m2 * v2) / v1),
      m2: ({ m1, v1, v2 }) => finite((m1 * v1) / v2),
    },
  }),
  generalRelation({
    id: "momentum.impulse-momentum",
    subtopic: "momentum",
    principle: "Impulse-momentum theorem",
    latex: "J = m v - m v_0",
    left: "J",
    right: "m * v - m * v0",
    variables: ["J", "m", "v", "v0"],
    conditions: ["motion along one line", "the body keeps its direction"],
    ruledOutBy: ["bounce", "rebound", "back", "revers", "opposite way", "opposite direction"],
    solvers: {
      J: ({ m, v, v0 }) => finite(m * (v - v0)),
      m: ({ J, v, v0 }) => (v === v0 ? undefined : finite(J / (v - v0))),
      v: ({ J, m, v0 }) => finite(v0 + J / m),
    },
  }),
  generalRelation({
    id: "momentum.rebound-impulse",
    subtopic: "momentum",
    principle: "Impulse on a body that rebounds: its velocity reverses, so the speeds add",
    latex: "J = m (v_0 + v)",
    left: "J",
    right: "m * (v0 + v)",
    variables: ["J", "m", "v0", "v"],
    conditions: [
      "the body returns along its line of approach (two phases: in and back)",
      "motion along one line, horizontal or vertical",
      "v_0 and v are speeds",
    ],
    cues: REVERSAL_CUES,
    solvers: {
      J: ({ m, v0, v }) => finite(m * (v0 + v)),
      m: ({ J, v0, v }) => finite(J / (v0 + v)),
      v: ({ J, m, v0 }) => finite(J / m - v0),
    },
  }),
  generalRelation({
    id: "momentum.rebound-average-force",
    subtopic: "momentum",
    principle: "Average force on a body that rebounds: its velocity reverses, so the speeds add",
    latex: "F \\Delta t = m (v_0 + v)",
    left: "F * t",
    right: "m * (v0 + v)",
    variables: ["F", "t", "m", "v0", "v"],
    conditions: [
      "the body returns along its line of approach (two phases: in and back)",
      "motion along one line, horizontal or vertical",
      "v_0 and v are speeds; F is the average force during the contact time",
    ],
    cues: REVERSAL_CUES,
    solvers: {
      F: ({ t, m, v0, v }) => finite((m * (v0 + v)) / t),
      t: ({ F, m, v0, v }) => finite((m * (v0 + v)) / F),
      m: ({ F, t, v0, v }) => finite((F * t) / (v0 + v)),
    },
  }),
  generalRelation({
    id: "momentum.rocket-final-mass",
    subtopic: "momentum",
    principle: "A rocket's mass after it burns its fuel",
    latex: "m_f = m_0 - m_{fuel}",
    left: "mfRocket",
    right: "m0Rocket - mFuel",
    variables: ["mfRocket", "m0Rocket", "mFuel"],
    conditions: ["the burned fuel leaves as exhaust"],
    cues: ["rocket"],
    solvers: {
      mfRocket: ({ m0Rocket, mFuel }) => (mFuel >= m0Rocket ? undefined : finite(m0Rocket - mFuel)),
      m0Rocket: ({ mfRocket, mFuel }) => finite(mfRocket + mFuel),
      mFuel: ({ mfRocket, m0Rocket }) => (mfRocket >= m0Rocket ? undefined : finite(m0Rocket - mfRocket)),
    },
  }),
  generalRelation({
    id: "momentum.rocket-equation",
    subtopic: "momentum",
    principle: "Rocket equation (Tsiolkovsky): momentum conservation as the rocket ejects its exhaust",
    latex: "v - v_0 = u \\ln\\frac{m_0}{m_f}",
    left: "v - v0",
    right: "uExhaust * log(m0Rocket / mfRocket)",
    variables: ["v", "v0", "uExhaust", "m0Rocket", "mfRocket"],
    conditions: ["no gravity or drag (far from any body)", "exhaust speed constant relative to the rocket"],
    cues: ["rocket"],
    ruledOutBy: ["gravity", "launch pad", "lifts off", "vertically", "from the ground", "earth's surface"],
    solvers: {
      v: ({ v0, uExhaust, m0Rocket, mfRocket }) =>
        mfRocket <= 0 || m0Rocket <= mfRocket
          ? undefined
          : finite(v0 + uExhaust * Math.log(m0Rocket / mfRocket)),
      uExhaust: ({ v, v0, m0Rocket, mfRocket }) =>
        mfRocket <= 0 || m0Rocket <= mfRocket ? undefined : finite((v - v0) / Math.log(m0Rocket / mfRocket)),
      mfRocket: ({ v, v0, uExhaust, m0Rocket }) => finite(m0Rocket / Math.exp((v - v0) / uExhaust)),
      m0Rocket: ({ v, v0, uExhaust, mfRocket }) => finite(mfRocket * Math.exp((v - v0) / uExhaust)),
    },
  }),
  generalRelation({
    id: "work-energy.spring-launch-speed",
    subtopic: "work-energy",
    principle: "Energy conservation: the spring's elastic energy becomes kinetic energy",
    latex: "\\tfrac{1}{2} k x^2 = \\tfrac{1}{2} m v^2",
    left: "1/2 * k * x^2",
    right: "1/2 * m * v^2",
    variables: ["k", "x", "m", "v"],
    conditions: ["no friction", "the body starts at rest on the compressed spring", "horizontal launch"],
    cues: SPRING_LAUNCH_CUES,
    ruledOutBy: ["kinetic friction", "coefficient", "rough", "vertical", "upward", "height", "roll"],
    solvers: {
      v: ({ k, x, m }) => positiveRoot((k * x ** 2) / m),
      x: ({ k, m, v }) => positiveRoot((m * v ** 2) / k),
      k: ({ x, m, v }) => finite((m * v ** 2) / x ** 2),
      m: ({ k, x, v }) => finite((k * x ** 2) / v ** 2),
    },
  }),
  generalRelation({
    id: "work-energy.spring-launch-height",
    subtopic: "work-energy",
    principle:
      "Energy conservation: the spring's elastic energy becomes gravitational potential energy at the highest point",
    latex: "\\tfrac{1}{2} k x^2 = m g h",
    left: "1/2 * k * x^2",
    right: "m * g * h",
    variables: ["k", "x", "m", "g", "h"],
    conditions: [
      "no friction anywhere",
      "two phases: the spring's energy becomes kinetic, then gravitational potential energy",
      "the body is momentarily at rest at its highest point",
    ],
    cues: SPRING_LAUNCH_CUES.flatMap((cue) => [`${cue} & height`, `${cue} & how high`]),
    ruledOutBy: ["kinetic friction", "coefficient", "rough", "roll", "angle", "projectile"],
    solvers: {
      h: ({ k, x, m, g }) => finite((k * x ** 2) / (2 * m * g)),
      x: ({ k, m, g, h }) => positiveRoot((2 * m * g * h) / k),
      k: ({ x, m, g, h }) => finite((2 * m * g * h) / x ** 2),
      m: ({ k, x, g, h }) => finite((k * x ** 2) / (2 * g * h)),
    },
  }),
  generalRelation({
    id: "work-energy.energy-with-friction",
    subtopic: "work-energy",
    principle: "Energy conservation with friction: the mechanical energy lost becomes thermal energy",
    latex: "m g h + \\tfrac{1}{2} m v_0^2 = \\tfrac{1}{2} m v^2 + E_{th}",
    left: "m * g * h + 1/2 * m * v0^2",
    right: "1/2 * m * v^2 + Ediss",
    variables: ["m", "g", "h", "v0", "v", "Ediss"],
    conditions: ["h is the height descended", "friction is the only non-conservative force"],
    cues: ["friction", "thermal energy", "dissipat"],
    ruledOutBy: ["roll", "spring", "air resistance", "drag"],
    // The energy lost follows from the drop and the speeds alone, whatever the length of the path.
    unaffectedBy: ["L", "d"],
    solvers: {
      Ediss: ({ m, g, h, v0, v }) => finite(m * g * h + 0.5 * m * v0 ** 2 - 0.5 * m * v ** 2),
      v: ({ m, g, h, v0, Ediss }) => positiveRoot(2 * g * h + v0 ** 2 - (2 * Ediss) / m),
      h: ({ m, g, v0, v, Ediss }) => finite((0.5 * m * v ** 2 + Ediss - 0.5 * m * v0 ** 2) / (m * g)),
    },
  }),
  generalRelation({
    id: "work-energy.friction-work-dissipation",
    subtopic: "work-energy",
    principle: "The work done by friction is the mechanical energy it dissipates, with a minus sign",
    latex: "W_f = -E_{th}",
    left: "Wfriction",
    right: "-Ediss",
    variables: ["Wfriction", "Ediss"],
    conditions: ["kinetic friction on a stationary surface"],
    solvers: {
      Wfriction: ({ Ediss }) => finite(-Ediss),
      Ediss: ({ Wfriction }) => finite(-Wfriction),
    },
  }),
  generalRelation({
    id: "work-energy.kinetic-friction-work-level",
    subtopic: "work-energy",
    principle: "Work done by kinetic friction on a body sliding a distance on a level surface",
    latex: "W_f = -\\mu_k m g d",
    left: "Wfriction",
    right: "-mu * m * g * d",
    variables: ["Wfriction", "mu", "m", "g", "d"],
    conditions: [
      "level surface, no vertical applied force",
      "one stretch in one direction; friction opposes the motion",
    ],
    cues: ["friction"],
    ruledOutBy: ["back", "round trip", "returns", "incline", "ramp", "slope", "angle"],
    unlessKnown: ["theta"],
    solvers: {
      Wfriction: ({ mu, m, g, d }) => finite(-mu * m * g * d),
      d: ({ Wfriction, mu, m, g }) => finite(-Wfriction / (mu * m * g)),
      mu: ({ Wfriction, m, g, d }) => finite(-Wfriction / (m * g * d)),
    },
  }),
  generalRelation({
    id: "work-energy.constant-power-distance",
    subtopic: "work-energy",
    principle: "Distance covered from rest at constant power (P = m v² dv/dx)",
    latex: "d = \\frac{m v^3}{3 P}",
    left: "d",
    right: "m * v^3 / (3 * P)",
    variables: ["d", "m", "v", "P"],
    conditions: ["constant power", "starts from rest", "no friction or drag"],
    cues: ["constant power", "constant rate of work"],
    solvers: {
      d: ({ m, v, P }) => finite((m * v ** 3) / (3 * P)),
      v: ({ d, m, P }) => finite(Math.cbrt((3 * P * d) / m)),
      P: ({ d, m, v }) => finite((m * v ** 3) / (3 * d)),
    },
  }),
  generalRelation({
    id: "work-energy.constant-power-time",
    subtopic: "work-energy",
    principle: "Time to reach a speed from rest at constant power (P t = ½ m v²)",
    latex: "t = \\frac{m v^2}{2 P}",
    left: "t",
    right: "m * v^2 / (2 * P)",
    variables: ["t", "m", "v", "P"],
    conditions: ["constant power", "starts from rest", "no friction or drag"],
    cues: ["constant power", "constant rate of work"],
    solvers: {
      t: ({ m, v, P }) => finite((m * v ** 2) / (2 * P)),
      v: ({ t, m, P }) => positiveRoot((2 * P * t) / m),
      P: ({ t, m, v }) => finite((m * v ** 2) / (2 * t)),
    },
  }),
];
