/**
 * Relations of mechanics: kinematics, dynamics, work and energy, momentum, rotation,
 * oscillations and waves.
 */
import { ECHO_CUES } from "./gas-oscillation";
import { LAUNCHED_FROM_A_HEIGHT } from "./projectiles";

// A body thrown or launched leaves with a speed of its own, not from rest.
const THROWN = ["thrown", "throws", "tossed", "launched"];
// Words saying two bodies move as one after they meet (a perfectly inelastic collision).
const STUCK_TOGETHER = [
  "/\\bstick|\\bstuck\\b/",
  "together",
  "embed",
  "lodge",
  "coupl",
  "lock",
  "catches",
  "caught",
  "joins",
  "combined",
  "wreckage",
  "tangled",
  "perfectly inelastic",
  "completely inelastic",
  "totally inelastic",
  "the pair",
  "as one",
];
// A straight path tilted to the horizontal, and the words for its two ends.
const SLOPE_PATHS = ["incline", "ramp", "slope"];
const SLOPE_ENDS = ["bottom", "foot", "base", "top"];

import { finite, generalRelation, productRelation, type Relation } from "./relation";
import { CROSSING_PATHS } from "./variants";

// A speed written as a fraction of c, or the word "relativistic", calls for relativity.ts's relations.
const NEAR_LIGHT_SPEED = ["relativ", "/\\d\\s?c\\b/", "lorentz"];

// A named body that rolls: its kinetic energy includes rotation.
const ROLLING_BODY_CUES = [
  "cylinder",
  "disk",
  "disc",
  "sphere",
  "ball",
  "hoop",
  "ring",
  "wheel",
  "marble",
].map((body) => `roll & ${body}`);

const positiveRoot = (value: number) => (value >= 0 ? Math.sqrt(value) : undefined);

/** Words of a body that slides to rest, braking or skidding (with friction named beside them). */
const SLIDING_TO_A_STOP = [
  "brakes",
  "braking",
  "skid",
  "stopping distance",
  "comes to rest",
  "comes to a stop",
  "to a stop",
  "to rest",
  "slides to",
];

/** Words of motion on a circle or a curve, where a centripetal force acts. */
const CIRCLING = [
  "circl",
  "circular",
  "curve",
  "orbit",
  "around",
  "round",
  "radius",
  "turn",
  "loop",
  "spin",
  "rotat",
  "revolv",
  "revolution",
  "swing",
  "whirl",
  "centripetal",
  "bank",
  "track",
  "merry",
  "carousel",
  "ferris",
  "bend",
];

/** Words asking for the least speed that keeps a body on a loop's track. */
const LEAST_SPEED_WORDS = [
  "minimum speed",
  "least speed",
  "slowest",
  "losing contact",
  "lose contact",
  "leaving the track",
  "falling off",
  "fall off",
];

export const MECHANICS_RELATIONS: Relation[] = [
  // Kinematics
  generalRelation({
    id: "kinematics.velocity-time",
    subtopic: "kinematics",
    principle: "Constant-acceleration kinematics (velocity and time)",
    latex: "v = v_0 + a t",
    left: "v",
    right: "v0 + a * t",
    variables: ["v", "v0", "a", "t"],
    conditions: ["constant acceleration"],
    solvers: {
      v: ({ v0, a, t }) => finite(v0 + a * t),
      v0: ({ v, a, t }) => finite(v - a * t),
      a: ({ v, v0, t }) => (t === 0 ? undefined : finite((v - v0) / t)),
      t: ({ v, v0, a }) => (a === 0 ? undefined : finite((v - v0) / a)),
    },
  }),
  generalRelation({
    id: "kinematics.velocity-distance",
    subtopic: "kinematics",
    principle: "Constant-acceleration kinematics (velocity and distance)",
    latex: "v^2 = v_0^2 + 2 a d",
    left: "v^2",
    right: "v0^2 + 2 * a * d",
    variables: ["v", "v0", "a", "d"],
    conditions: ["constant acceleration", "motion in one direction"],
    solvers: {
      v: ({ v0, a, d }) => positiveRoot(v0 ** 2 + 2 * a * d),
      v0: ({ v, a, d }) => positiveRoot(v ** 2 - 2 * a * d),
      a: ({ v, v0, d }) => (d === 0 ? undefined : finite((v ** 2 - v0 ** 2) / (2 * d))),
      d: ({ v, v0, a }) => (a === 0 ? undefined : finite((v ** 2 - v0 ** 2) / (2 * a))),
    },
  }),
  generalRelation({
    id: "kinematics.average-velocity",
    subtopic: "kinematics",
    principle: "Distance from the average of initial and final speed",
    latex: "d = \\frac{v_0 + v}{2} t",
    left: "d",
    right: "(v0 + v) / 2 * t",
    variables: ["d", "v0", "v", "t"],
    conditions: ["constant acceleration"],
    solvers: {
      d: ({ v0, v, t }) => finite(((v0 + v) / 2) * t),
      t: ({ d, v0, v }) => (v0 + v === 0 ? undefined : finite((2 * d) / (v0 + v))),
      v: ({ d, v0, t }) => (t === 0 ? undefined : finite((2 * d) / t - v0)),
      v0: ({ d, v, t }) => (t === 0 ? undefined : finite((2 * d) / t - v)),
    },
  }),
  generalRelation({
    id: "kinematics.position-time",
    subtopic: "kinematics",
    principle: "Constant-acceleration kinematics (distance and time)",
    latex: "d = v_0 t + \\tfrac{1}{2} a t^2",
    left: "d",
    right: "v0 * t + 1/2 * a * t^2",
    variables: ["d", "v0", "t", "a"],
    conditions: ["constant acceleration"],
    solvers: {
      d: ({ v0, t, a }) => finite(v0 * t + 0.5 * a * t ** 2),
      v0: ({ d, t, a }) => (t === 0 ? undefined : finite((d - 0.5 * a * t ** 2) / t)),
      a: ({ d, v0, t }) => (t === 0 ? undefined : finite((2 * (d - v0 * t)) / t ** 2)),
      t: ({ d, v0, a }) => {
        if (a === 0) return v0 === 0 ? undefined : finite(d / v0);
        const discriminant = v0 ** 2 + 2 * a * d;
        if (discriminant < 0) return undefined;
        // The first positive time at which the distance is reached.
        const roots = [(-v0 + Math.sqrt(discriminant)) / a, (-v0 - Math.sqrt(discriminant)) / a].filter(
          (root) => root > 0,
        );
        return roots.length > 0 ? Math.min(...roots) : undefined;
      },
    },
  }),
  productRelation({
    id: "kinematics.maximum-height",
    subtopic: "kinematics",
    principle: "Maximum height of a body launched straight up",
    latex: "h = \\frac{v_0^2}{2 g}",
    result: "h",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { v0: 2, g: -1 },
    conditions: ["launched straight up", "air resistance neglected"],
    cues: ["upward", "straight up", "vertically up", "thrown up", "launched up", "how high"],
    // From a cliff or a roof, a height stated is where the launch stands, not how high the body rises.
    ruledOutBy: LAUNCHED_FROM_A_HEIGHT,
  }),
  productRelation({
    id: "kinematics.uniform-motion",
    subtopic: "kinematics",
    principle: "Uniform motion: distance is speed times time",
    latex: "d = v t",
    result: "d",
    factors: { v: 1, t: 1 },
    conditions: ["constant speed"],
    unlessKnown: ["v0", "a"],
    // An echo's delay is a round trip (see gas-oscillation.ts).
    ruledOutBy: ECHO_CUES,
  }),
  productRelation({
    id: "kinematics.free-fall-time",
    subtopic: "kinematics",
    principle: "Free fall from rest",
    latex: "h = \\tfrac{1}{2} g t^2",
    result: "h",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { g: 1, t: 2 },
    conditions: ["released from rest", "air resistance neglected"],
    cues: ["drop", "fall", "released", "free fall", "free-fall"],
    ruledOutBy: THROWN,
  }),
  productRelation({
    id: "kinematics.free-fall-speed",
    subtopic: "kinematics",
    principle: "Free fall from rest: speed after falling a height",
    latex: "v^2 = 2 g h",
    result: "v",
    coefficient: Math.SQRT2,
    coefficientText: "sqrt(2)",
    factors: { g: 0.5, h: 0.5 },
    conditions: ["released from rest", "air resistance neglected"],
    cues: ["drop", "fall", "released", "free fall", "free-fall"],
    // A rolling body turns part of its energy into rotation (see rigid-bodies.ts); friction takes
    // part of it as heat (forces-collisions.ts). A body on a slope is not falling freely: its speed
    // at the foot depends on friction the words must rule out (work-energy.kinetic-to-gravitational).
    ruledOutBy: [
      ...THROWN,
      ...SLOPE_PATHS,
      "roll",
      "friction does",
      "work done by friction",
      "kinetic friction",
      "coefficient of friction",
      "thermal energy",
    ],
  }),
  productRelation({
    id: "work-energy.kinetic-to-gravitational",
    subtopic: "work-energy",
    principle:
      "Mechanical energy conserved between rest at a height and a speed at the bottom (a frictionless slide, or kinetic energy turned into height): ½mv² = mgh",
    latex: "v^2 = 2 g h",
    result: "v",
    coefficient: Math.SQRT2,
    coefficientText: "sqrt(2)",
    factors: { g: 0.5, h: 0.5 },
    conditions: ["at rest at the top (or at the highest point)", "no friction, air resistance or rolling"],
    cues: [
      "kinetic energy to gravitational potential energy",
      "kinetic energy into gravitational potential energy",
      "kinetic energy to potential energy",
      "kinetic energy into potential energy",
      ...["slope", "ramp", "incline", "hill", "track", "slide", "chute"].map(
        (path) => `frictionless & ${path}`,
      ),
    ],
    // A spring, a rolling body or friction takes part of the energy; a launch adds a starting speed.
    // The mass cancels: m g h = ½ m v². Only the drop counts, not how steep or long the path
    // down it is.
    unaffectedBy: ["m", "theta", "L", "d"],
    ruledOutBy: [
      "roll",
      "spring",
      "elastic",
      "friction does",
      "work done by friction",
      "kinetic friction",
      "coefficient of friction",
      "thermal energy",
      "launch",
      "thrown",
      "kicked",
      "pushed",
    ],
  }),
  generalRelation({
    id: "kinematics.incline-height",
    subtopic: "kinematics",
    principle: "Height dropped along an incline",
    latex: "h = d \\sin\\theta",
    left: "h",
    right: "d * sin(theta)",
    variables: ["h", "d", "theta"],
    conditions: ["straight incline at angle theta to the horizontal", "d measured along the incline"],
    cues: ["incline", "ramp", "slope", "hill"],
    solvers: {
      h: ({ d, theta }) => finite(d * Math.sin(theta)),
      d: ({ h, theta }) => (Math.sin(theta) <= 0 ? undefined : finite(h / Math.sin(theta))),
      theta: ({ h, d }) => (d <= 0 || h / d > 1 || h / d < 0 ? undefined : finite(Math.asin(h / d))),
    },
  }),
  generalRelation({
    id: "kinematics.incline-whole-length",
    subtopic: "kinematics",
    principle: "A body that goes from the top of an incline to its foot travels the incline's length",
    latex: "d = L",
    left: "d",
    right: "L",
    variables: ["d", "L"],
    conditions: [
      "the body starts at the top of the incline and stops at its foot",
      "L measured along the slope",
    ],
    cues: SLOPE_PATHS.flatMap((path) => SLOPE_ENDS.map((end) => `${path} & ${end}`)),
    // A start part of the way along the slope covers only part of its length.
    ruledOutBy: ["halfway", "midway", "midpoint", "partway", "part way", "middle"],
    solvers: {
      d: ({ L }) => finite(L),
    },
  }),
  // Dynamics
  productRelation({
    id: "dynamics.newton-second-law",
    subtopic: "dynamics",
    principle: "Newton's second law",
    latex: "F = m a",
    result: "F",
    factors: { m: 1, a: 1 },
    conditions: ["net force", "constant mass"],
  }),
  productRelation({
    id: "dynamics.weight",
    subtopic: "dynamics",
    principle: "Weight near the Earth's surface",
    latex: "F_g = m g",
    result: "Fg",
    factors: { m: 1, g: 1 },
  }),
  productRelation({
    id: "dynamics.normal-force-level",
    subtopic: "dynamics",
    principle: "Normal force on a level surface",
    latex: "F_N = m g",
    result: "Fn",
    factors: { m: 1, g: 1 },
    conditions: ["horizontal surface", "no vertical applied force"],
    // A surface that accelerates vertically (an elevator floor) pushes with m(g + a).
    unlessKnown: ["theta", "aUp"],
  }),
  productRelation({
    id: "dynamics.friction",
    subtopic: "dynamics",
    principle: "Kinetic friction",
    latex: "F_f = \\mu F_N",
    result: "Ff",
    factors: { mu: 1, Fn: 1 },
  }),
  productRelation({
    id: "dynamics.friction-deceleration",
    subtopic: "dynamics",
    principle: "Deceleration by friction on a level surface",
    latex: "a = \\mu g",
    result: "a",
    factors: { mu: 1, g: 1 },
    conditions: ["horizontal surface", "friction is the only horizontal force"],
    // An applied force or an incline changes the net force (forces-collisions.ts).
    unlessKnown: ["theta", "F", "Fapplied"],
  }),
  // A body sliding to a stop on a level surface: friction's deceleration μg takes its speed to zero.
  productRelation({
    id: "dynamics.friction-stopping-distance",
    subtopic: "dynamics",
    principle: "Distance a body slides to a stop on a level surface, slowed by kinetic friction alone",
    latex: "d = \\frac{v_0^2}{2 \\mu g}",
    result: "d",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { v0: 2, mu: -1, g: -1 },
    conditions: ["horizontal surface", "friction is the only horizontal force", "slides to rest"],
    cues: SLIDING_TO_A_STOP.flatMap((cue) => [`${cue} & friction`, `${cue} & coefficient`]),
    unlessKnown: ["theta", "F", "Fapplied"],
    // The mass cancels: friction's force and the inertia it slows both grow with it.
    unaffectedBy: ["m"],
  }),
  productRelation({
    id: "dynamics.friction-stopping-time",
    subtopic: "dynamics",
    principle: "Time a body takes to slide to a stop on a level surface, slowed by kinetic friction alone",
    latex: "t = \\frac{v_0}{\\mu g}",
    result: "t",
    factors: { v0: 1, mu: -1, g: -1 },
    conditions: ["horizontal surface", "friction is the only horizontal force", "slides to rest"],
    cues: SLIDING_TO_A_STOP.flatMap((cue) => [`${cue} & friction`, `${cue} & coefficient`]),
    unlessKnown: ["theta", "F", "Fapplied"],
    // The mass cancels: friction's force and the inertia it slows both grow with it.
    unaffectedBy: ["m"],
  }),
  productRelation({
    id: "dynamics.gravity-alone",
    subtopic: "dynamics",
    principle: "With no other force acting, the net force on a body is its weight",
    latex: "F_{net} = m g",
    result: "F",
    factors: { m: 1, g: 1 },
    conditions: ["gravity is the only force", "near a surface where g is uniform"],
    cues: ["no other force", "no other external force", "no other forces", "no other external forces"],
  }),
  productRelation({
    id: "dynamics.gravitation",
    subtopic: "dynamics",
    principle: "Newton's law of universal gravitation",
    latex: "F = \\frac{G m_1 m_2}{r^2}",
    result: "F",
    constants: { Gc: 1 },
    factors: { m1: 1, m2: 1, r: -2 },
  }),
  // Work and energy
  productRelation({
    id: "work-energy.work",
    subtopic: "work-energy",
    principle: "Work done by a constant force along the displacement",
    latex: "W = F d",
    result: "W",
    factors: { F: 1, d: 1 },
    conditions: ["force parallel to displacement"],
    unlessKnown: ["theta"],
  }),
  generalRelation({
    id: "work-energy.work-angle",
    subtopic: "work-energy",
    principle: "Work done by a constant force at an angle",
    latex: "W = F d \\cos\\theta",
    left: "W",
    right: "F * d * cos(theta)",
    variables: ["W", "F", "d", "theta"],
    // On a slope the angle given is its tilt, not the angle between a force and the displacement.
    ruledOutBy: [...SLOPE_PATHS, "inclined"],
    solvers: {
      W: ({ F, d, theta }) => finite(F * d * Math.cos(theta)),
      F: ({ W, d, theta }) => finite(W / (d * Math.cos(theta))),
      theta: ({ W, F, d }) => (Math.abs(W / (F * d)) > 1 ? undefined : finite(Math.acos(W / (F * d)))),
      d: ({ W, F, theta }) => finite(W / (F * Math.cos(theta))),
    },
  }),
  productRelation({
    id: "work-energy.kinetic-energy",
    subtopic: "work-energy",
    principle: "Kinetic energy",
    latex: "K = \\tfrac{1}{2} m v^2",
    result: "KE",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { m: 1, v: 2 },
    conditions: ["non-relativistic speed"],
    // A rolling body also has rotational energy (rigid-bodies.ts).
    ruledOutBy: [...NEAR_LIGHT_SPEED, ...ROLLING_BODY_CUES],
  }),
  generalRelation({
    id: "work-energy.theorem",
    subtopic: "work-energy",
    principle: "Work-energy theorem",
    latex: "W = \\tfrac{1}{2} m v^2 - \\tfrac{1}{2} m v_0^2",
    left: "W",
    right: "1/2 * m * v^2 - 1/2 * m * v0^2",
    variables: ["W", "m", "v", "v0"],
    conditions: ["W is the net work"],
    cues: ["work"],
    solvers: {
      W: ({ m, v, v0 }) => finite(0.5 * m * (v ** 2 - v0 ** 2)),
      m: ({ W, v, v0 }) => (v === v0 ? undefined : finite((2 * W) / (v ** 2 - v0 ** 2))),
      v: ({ W, m, v0 }) => positiveRoot(v0 ** 2 + (2 * W) / m),
    },
  }),
  productRelation({
    id: "work-energy.lifting-work",
    subtopic: "work-energy",
    principle: "Work to lift a load at constant speed",
    latex: "W = m g h",
    result: "W",
    factors: { m: 1, g: 1, h: 1 },
    conditions: ["lifted at constant speed", "friction neglected"],
    cues: ["lift", "raise", "hoist", "crane", "elevator", "winch", "carries", "carried", "stairs", "climb"],
  }),
  productRelation({
    id: "work-energy.potential-energy",
    subtopic: "work-energy",
    principle: "Gravitational potential energy near the surface",
    latex: "U_g = m g h",
    result: "PE",
    factors: { m: 1, g: 1, h: 1 },
  }),
  productRelation({
    id: "work-energy.power",
    subtopic: "work-energy",
    principle: "Power is work per unit time",
    latex: "P = \\frac{W}{t}",
    result: "P",
    factors: { W: 1, t: -1 },
  }),
  productRelation({
    id: "work-energy.power-force",
    subtopic: "work-energy",
    principle: "Power delivered by a force at constant speed",
    latex: "P = F v",
    result: "P",
    factors: { F: 1, v: 1 },
    conditions: ["constant speed"],
    // A speed that changes from a starting one: F v is the power at one instant, not the average.
    unlessKnown: ["v0"],
  }),
  productRelation({
    id: "work-energy.spring-energy",
    subtopic: "work-energy",
    principle: "Elastic potential energy of a spring",
    latex: "U_s = \\tfrac{1}{2} k x^2",
    result: "PEs",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { k: 1, x: 2 },
    conditions: ["ideal spring (Hooke's law)"],
  }),
  productRelation({
    id: "work-energy.hooke",
    subtopic: "work-energy",
    principle: "Hooke's law",
    latex: "F = k x",
    result: "F",
    factors: { k: 1, x: 1 },
    conditions: ["ideal spring within its elastic limit"],
  }),
  // Momentum
  productRelation({
    id: "momentum.momentum",
    subtopic: "momentum",
    principle: "Linear momentum",
    latex: "p = m v",
    result: "p",
    factors: { m: 1, v: 1 },
    conditions: ["non-relativistic speed"],
    ruledOutBy: NEAR_LIGHT_SPEED,
  }),
  productRelation({
    id: "momentum.impulse",
    subtopic: "momentum",
    principle: "Impulse of a constant force",
    latex: "J = F \\Delta t",
    result: "J",
    factors: { F: 1, t: 1 },
  }),
  generalRelation({
    id: "momentum.perfectly-inelastic",
    subtopic: "momentum",
    principle: "Conservation of momentum in a perfectly inelastic collision",
    latex: "m_1 v_1 + m_2 v_2 = (m_1 + m_2) v_f",
    left: "m1 * v1 + m2 * v2",
    right: "(m1 + m2) * vf",
    variables: ["m1", "v1", "m2", "v2", "vf"],
    conditions: ["isolated system", "the bodies stick together", "motion along one line"],
    // Only bodies the words join after the collision share a final velocity: a collision alone
    // may be elastic, and the velocities after it are then another pair.
    cues: STUCK_TOGETHER,
    // Bodies that collide elastically or bounce apart do not share a final velocity; bodies on
    // crossing paths keep their momenta along two lines.
    ruledOutBy: ["elastic", "bounce", "rebound", ...CROSSING_PATHS],
    solvers: {
      vf: ({ m1, v1, m2, v2 }) => finite((m1 * v1 + m2 * v2) / (m1 + m2)),
      v1: ({ m1, m2, v2, vf }) => finite(((m1 + m2) * vf - m2 * v2) / m1),
      v2: ({ m1, v1, m2, vf }) => finite(((m1 + m2) * vf - m1 * v1) / m2),
      m1: ({ v1, m2, v2, vf }) => (v1 === vf ? undefined : finite((m2 * (vf - v2)) / (v1 - vf))),
      m2: ({ m1, v1, v2, vf }) => (v2 === vf ? undefined : finite((m1 * (vf - v1)) / (v2 - vf))),
    },
  }),
  generalRelation({
    id: "momentum.perfectly-inelastic-crossing",
    subtopic: "momentum",
    principle:
      "Conservation of momentum along each of two perpendicular lines when bodies on crossing paths stick together",
    latex: "v_f = \\frac{\\sqrt{(m_1 v_1)^2 + (m_2 v_2)^2}}{m_1 + m_2}",
    left: "vf",
    right: "sqrt((m1 * v1)^2 + (m2 * v2)^2) / (m1 + m2)",
    variables: ["vf", "m1", "v1", "m2", "v2"],
    conditions: ["isolated system", "the bodies stick together", "the two paths are perpendicular"],
    cues: CROSSING_PATHS,
    ruledOutBy: ["elastic", "bounce", "rebound"],
    solvers: {
      vf: ({ m1, v1, m2, v2 }) => finite(Math.hypot(m1 * v1, m2 * v2) / (m1 + m2)),
    },
  }),
  // Rotational motion
  productRelation({
    id: "rotational-motion.arc-speed",
    subtopic: "rotational-motion",
    principle: "Linear speed of a point on a rotating body",
    latex: "v = \\omega r",
    result: "v",
    factors: { omega: 1, r: 1 },
  }),
  productRelation({
    id: "rotational-motion.centripetal-acceleration",
    subtopic: "rotational-motion",
    principle: "Centripetal acceleration",
    latex: "a_c = \\frac{v^2}{r}",
    result: "ac",
    factors: { v: 2, r: -1 },
    conditions: ["uniform circular motion"],
  }),
  // Static friction alone holds a body on its circle: on a level turn it pulls inward (μ m g =
  // m a_c); on the wall of a spinning drum it holds the weight (μ m a_c = m g).
  productRelation({
    id: "rotational-motion.friction-holds-on-a-level-turn",
    subtopic: "rotational-motion",
    principle: "Static friction on a level surface gives the largest centripetal acceleration",
    latex: "a_c = \\mu_s g",
    result: "ac",
    factors: { mu: 1, g: 1 },
    conditions: ["level surface", "static friction alone pulls toward the centre", "on the point of sliding"],
    cues: [
      "friction & curve",
      "friction & turn",
      "friction & rotat",
      "friction & merry-go-round",
      "friction & turntable",
      "friction & circle",
    ],
    ruledOutBy: ["bank", "wall", "incline", "slope", "ramp", "loop", "cylinder", "drum"],
  }),
  productRelation({
    id: "rotational-motion.radius-from-diameter",
    subtopic: "rotational-motion",
    principle: "Radius of a circle from its diameter",
    latex: "r = \\frac{D}{2}",
    result: "r",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { diameter: 1 },
    cues: ["diameter"],
  }),
  // On a curve banked at the ideal angle the normal force alone turns the car: its horizontal part
  // m v²/r, its vertical part m g, so tan θ = v²/(r g).
  generalRelation({
    id: "rotational-motion.ideal-banking",
    subtopic: "rotational-motion",
    principle: "On a curve banked at the ideal angle, the normal force alone gives the centripetal force",
    latex: "\\tan\\theta = \\frac{v^2}{r g}",
    left: "tan(theta)",
    right: "v^2 / (r * g)",
    variables: ["theta", "v", "r", "g"],
    conditions: ["banked curve", "no friction needed", "theta measured from the horizontal"],
    cues: ["bank"],
    ruledOutBy: ["coefficient", "/\\bμ/"],
    solvers: {
      theta: ({ v, r, g }) => finite(Math.atan(v ** 2 / (r * g))),
      v: ({ theta, r, g }) =>
        theta > 0 && theta < Math.PI / 2 ? finite(Math.sqrt(r * g * Math.tan(theta))) : undefined,
      r: ({ theta, v, g }) =>
        theta > 0 && theta < Math.PI / 2 ? finite(v ** 2 / (g * Math.tan(theta))) : undefined,
    },
  }),
  // A body hanging on a string inside an accelerating vehicle leans back until the string's pull
  // gives it the vehicle's acceleration: T sin θ = m a, T cos θ = m g.
  generalRelation({
    id: "dynamics.hanging-in-an-accelerating-vehicle",
    subtopic: "dynamics",
    principle:
      "A body hanging from a string in a vehicle that accelerates horizontally leans so that a = g tan θ",
    latex: "a = g \\tan\\theta",
    left: "a",
    right: "g * tan(theta)",
    variables: ["a", "g", "theta"],
    conditions: [
      "horizontal acceleration",
      "theta measured from the vertical",
      "the body moves with the vehicle",
    ],
    unaffectedBy: ["m"],
    cues: ["hang & accelerat & vertical", "string & accelerat & vertical", "pendulum & accelerat & vertical"],
    solvers: {
      a: ({ g, theta }) => (theta >= 0 && theta < Math.PI / 2 ? finite(g * Math.tan(theta)) : undefined),
      theta: ({ a, g }) => finite(Math.atan(a / g)),
    },
  }),
  productRelation({
    id: "rotational-motion.loop-top-least-speed",
    subtopic: "rotational-motion",
    principle:
      "Least speed at the top of a vertical loop: the track's push falls to zero and the weight alone is the centripetal force, m g = m v²/r",
    latex: "v = \\sqrt{g r}",
    result: "v",
    factors: { g: 0.5, r: 0.5 },
    conditions: ["at the top of the loop", "on the point of losing contact with the track"],
    cues: ["loop", "vertical circle"].flatMap((path) =>
      LEAST_SPEED_WORDS.map((least) => `${path} & top & ${least}`),
    ),
    // The mass cancels: weight and inertia both grow with it.
    unaffectedBy: ["m"],
  }),
  productRelation({
    id: "rotational-motion.friction-holds-on-a-spinning-wall",
    subtopic: "rotational-motion",
    principle: "Static friction on the wall of a spinning drum holds the weight",
    latex: "\\mu_s a_c = g",
    result: "ac",
    factors: { g: 1, mu: -1 },
    conditions: ["vertical wall", "the wall's push is the centripetal force", "on the point of sliding"],
    cues: [
      "friction & wall & cylinder",
      "friction & wall & drum",
      "friction & wall & rotor",
      "friction & interior & cylinder",
    ],
  }),
  productRelation({
    id: "rotational-motion.centripetal-force",
    subtopic: "rotational-motion",
    principle: "Centripetal force",
    latex: "F_c = \\frac{m v^2}{r}",
    result: "Fc",
    factors: { m: 1, v: 2, r: -1 },
    conditions: ["uniform circular motion"],
    // A body braking or speeding up along a line moves on no circle, whatever distance it covers.
    cues: CIRCLING,
  }),
  productRelation({
    id: "rotational-motion.torque",
    subtopic: "rotational-motion",
    principle: "Torque of a force applied perpendicular to the lever arm",
    latex: "\\tau = r F",
    result: "tau",
    factors: { r: 1, F: 1 },
    conditions: ["force perpendicular to the lever arm"],
  }),
  productRelation({
    id: "rotational-motion.second-law",
    subtopic: "rotational-motion",
    principle: "Newton's second law for rotation",
    latex: "\\tau = I \\alpha",
    result: "tau",
    factors: { I_rot: 1, alpha: 1 },
    conditions: ["rigid body about a fixed axis"],
  }),
  productRelation({
    id: "rotational-motion.angular-momentum",
    subtopic: "rotational-motion",
    principle: "Angular momentum of a rigid body",
    latex: "L = I \\omega",
    result: "L_ang",
    factors: { I_rot: 1, omega: 1 },
  }),
  productRelation({
    id: "rotational-motion.rotational-energy",
    subtopic: "rotational-motion",
    principle: "Rotational kinetic energy",
    latex: "K_{rot} = \\tfrac{1}{2} I \\omega^2",
    result: "KErot",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { I_rot: 1, omega: 2 },
  }),
  generalRelation({
    id: "rotational-motion.angular-velocity-time",
    subtopic: "rotational-motion",
    principle: "Constant angular acceleration",
    latex: "\\omega = \\omega_0 + \\alpha t",
    left: "omega",
    right: "omega0 + alpha * t",
    variables: ["omega", "omega0", "alpha", "t"],
    conditions: ["constant angular acceleration"],
    solvers: {
      omega: ({ omega0, alpha, t }) => finite(omega0 + alpha * t),
      omega0: ({ omega, alpha, t }) => finite(omega - alpha * t),
      alpha: ({ omega, omega0, t }) => (t === 0 ? undefined : finite((omega - omega0) / t)),
      t: ({ omega, omega0, alpha }) => (alpha === 0 ? undefined : finite((omega - omega0) / alpha)),
    },
  }),
  generalRelation({
    id: "rotational-motion.angle-time",
    subtopic: "rotational-motion",
    principle: "Constant angular acceleration (angle and time)",
    latex: "\\theta = \\omega_0 t + \\tfrac{1}{2} \\alpha t^2",
    left: "theta",
    right: "omega0 * t + 1/2 * alpha * t^2",
    variables: ["theta", "omega0", "t", "alpha"],
    conditions: ["constant angular acceleration"],
    solvers: {
      theta: ({ omega0, t, alpha }) => finite(omega0 * t + 0.5 * alpha * t ** 2),
      omega0: ({ theta, t, alpha }) => (t === 0 ? undefined : finite((theta - 0.5 * alpha * t ** 2) / t)),
      alpha: ({ theta, omega0, t }) => (t === 0 ? undefined : finite((2 * (theta - omega0 * t)) / t ** 2)),
      t: ({ theta, omega0, alpha }) => {
        if (alpha === 0) return omega0 === 0 ? undefined : finite(theta / omega0);
        const discriminant = omega0 ** 2 + 2 * alpha * theta;
        if (discriminant < 0) return undefined;
        // The first positive time at which the angle is reached.
        const roots = [
          (-omega0 + Math.sqrt(discriminant)) / alpha,
          (-omega0 - Math.sqrt(discriminant)) / alpha,
        ].filter((root) => root > 0);
        return roots.length > 0 ? Math.min(...roots) : undefined;
      },
    },
  }),
  generalRelation({
    id: "rotational-motion.angular-velocity-angle",
    subtopic: "rotational-motion",
    principle: "Constant angular acceleration (angular velocity and angle)",
    latex: "\\omega^2 = \\omega_0^2 + 2 \\alpha \\theta",
    left: "omega^2",
    right: "omega0^2 + 2 * alpha * theta",
    variables: ["omega", "omega0", "alpha", "theta"],
    conditions: ["constant angular acceleration", "turning in one direction"],
    solvers: {
      omega: ({ omega0, alpha, theta }) => positiveRoot(omega0 ** 2 + 2 * alpha * theta),
      omega0: ({ omega, alpha, theta }) => positiveRoot(omega ** 2 - 2 * alpha * theta),
      alpha: ({ omega, omega0, theta }) =>
        theta === 0 ? undefined : finite((omega ** 2 - omega0 ** 2) / (2 * theta)),
      theta: ({ omega, omega0, alpha }) =>
        alpha === 0 ? undefined : finite((omega ** 2 - omega0 ** 2) / (2 * alpha)),
    },
  }),
  productRelation({
    id: "rotational-motion.angle-uniform",
    subtopic: "rotational-motion",
    principle: "Angle turned at constant angular speed",
    latex: "\\theta = \\omega t",
    result: "theta",
    factors: { omega: 1, t: 1 },
    conditions: ["constant angular speed"],
  }),
  productRelation({
    id: "rotational-motion.angular-frequency",
    subtopic: "rotational-motion",
    principle: "Angular speed and frequency of rotation",
    latex: "\\omega = 2 \\pi f",
    result: "omega",
    coefficient: 2 * Math.PI,
    coefficientText: "2*pi",
    factors: { f: 1 },
  }),
  productRelation({
    id: "rotational-motion.solid-disk-inertia",
    subtopic: "rotational-motion",
    principle: "Moment of inertia of a solid disk about its axis",
    latex: "I = \\tfrac{1}{2} m r^2",
    result: "I_rot",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { m: 1, r: 2 },
    conditions: ["uniform solid disk or cylinder about its symmetry axis"],
    cues: [
      "disk",
      "disc",
      "cylinder",
      "flywheel",
      "pulley",
      "turntable",
      "merry-go-round",
      "grindstone",
      "platform",
    ],
    ruledOutBy: [
      "hollow",
      "shell",
      "thin-walled",
      "thin walled",
      "annul",
      "hoop",
      "ring",
      "sphere",
      "ball",
      "rod",
      "inner radius",
      "outer radius",
    ],
  }),
  // Oscillations and waves
  productRelation({
    id: "oscillations-waves.period-frequency",
    subtopic: "oscillations-waves",
    principle: "Period is the inverse of frequency",
    latex: "T = \\frac{1}{f}",
    result: "T_period",
    factors: { f: -1 },
  }),
  productRelation({
    id: "oscillations-waves.wave-speed",
    subtopic: "oscillations-waves",
    principle: "Wave speed equals frequency times wavelength",
    latex: "v = f \\lambda",
    result: "v",
    factors: { f: 1, lambda: 1 },
  }),
  productRelation({
    id: "oscillations-waves.pendulum",
    subtopic: "oscillations-waves",
    principle: "Period of a simple pendulum",
    latex: "T = 2\\pi \\sqrt{\\frac{L}{g}}",
    result: "T_period",
    coefficient: 2 * Math.PI,
    coefficientText: "2*pi",
    factors: { L: 0.5, g: -0.5 },
    conditions: ["small angles", "point mass on a light string"],
    cues: ["pendulum", "swing", "bob"],
    // A simple pendulum's period does not depend on the mass of its bob.
    unaffectedBy: ["m"],
    // An extended body that swings is a physical pendulum (see rigid-bodies.ts).
    ruledOutBy: [
      "uniform",
      "physical pendulum",
      "compound pendulum",
      "rod",
      "stick",
      "ruler",
      "plank",
      "beam",
      "disk",
      "disc",
      "hoop",
      "ring",
      "sphere",
      "center of mass",
      "centre of mass",
    ],
  }),
  productRelation({
    id: "oscillations-waves.mass-spring",
    subtopic: "oscillations-waves",
    principle: "Period of a mass on a spring",
    latex: "T = 2\\pi \\sqrt{\\frac{m}{k}}",
    result: "T_period",
    coefficient: 2 * Math.PI,
    coefficientText: "2*pi",
    factors: { m: 0.5, k: -0.5 },
    conditions: ["ideal spring", "spring mass neglected"],
    // Only where a spring (or a force constant) is named: a stretched string's mass and tension are a wave's.
    // A body in simple harmonic motion without a spring named has an effective force constant.
    cues: [
      "spring",
      "bungee",
      "elastic cord",
      "rubber band",
      "force constant",
      "hooke",
      "/\\bk\\s*=/",
      "/\\b(?:shm|simple harmonic)\\b/",
    ],
    ruledOutBy: ["pendulum"],
    // Simple harmonic motion keeps one period whatever the amplitude, and wherever the spring sits.
    unaffectedBy: ["A_amp", "h"],
  }),
  productRelation({
    id: "oscillations-waves.max-speed-shm",
    subtopic: "oscillations-waves",
    principle: "Maximum speed in simple harmonic motion",
    latex: "v_{max} = A \\sqrt{\\frac{k}{m}}",
    result: "vmax",
    factors: { A_amp: 1, k: 0.5, m: -0.5 },
    conditions: ["simple harmonic motion"],
  }),
  productRelation({
    id: "oscillations-waves.string-wave-speed",
    subtopic: "oscillations-waves",
    principle: "Speed of a wave on a stretched string",
    latex: "v = \\sqrt{\\frac{F_T}{\\mu}}",
    result: "v",
    factors: { tension: 0.5, linearDensity: -0.5 },
    // A wave runs along a longer string no faster: only its tension and density per length count.
    unaffectedBy: ["L"],
  }),
];
