/**
 * Projectile motion without air resistance: a launch at an angle over level ground (range,
 * maximum height, time of flight), a horizontal launch from a height (time to land, horizontal
 * distance) and the landing speed from a height. The horizontal motion is uniform and the vertical
 * motion is free fall; the relations hold only where the text names such a launch.
 */
import { finite, generalRelation, type Relation } from "./relation";

// A launch at an angle over level ground.
const ANGLE_LAUNCH = [
  "projectile",
  "above the horizontal",
  "above horizontal",
  "with the horizontal",
  "to the horizontal",
  "from the horizontal",
  "launch angle",
  "angle of elevation",
  "elevation angle",
];
// Paths cut short or not free: the body does not fall to the level below.
const NOT_FREE_FALL = [
  "incline",
  "ramp",
  "slope",
  "hill",
  "wall",
  "fence",
  "net",
  "hoop",
  "basket",
  "drag",
  "air resistance is not",
];
// Words saying the launch and landing heights differ, or the path is cut short.
const NOT_LEVEL = [
  "horizontally",
  "cliff",
  "roof",
  "building",
  "tower",
  "table",
  "ledge",
  "balcony",
  "platform",
  "bridge",
  "above the ground",
  "above the floor",
  "below the horizontal",
  ...NOT_FREE_FALL,
];
// Words of a question about the time in the air ("how long is it in the air"), which a length must never answer.
const ASKS_FOR_TIME = ["how long", "in the air", "time of flight", "hang time", "how much time"];
const HORIZONTAL_LAUNCH = [
  "horizontally",
  "horizontal launch",
  "horizontal speed of",
  "horizontal velocity of",
];

// Without air resistance every body follows the same path: a projectile's mass changes nothing.
const MASS_FREE = ["m"];

// Words placing the launch some height above where the body lands.
export const LAUNCHED_FROM_A_HEIGHT = [
  "cliff",
  "roof",
  "building",
  "tower",
  "balcony",
  "ledge",
  "above the ground",
];
// Words of a launch straight up.
const STRAIGHT_UP = ["straight up", "vertically upward", "straight upward", "directly upward"];
/** A body thrown straight down, its speed adding to the fall's from the start. */
const STRAIGHT_DOWN = [
  "straight down",
  "vertically down",
  "directly down",
  "thrown down",
  "throw down",
  "throws down",
  "thrown downward",
];

/** Time for a body launched at θ above the horizontal with v₀ to fall to a level h below the launch. */
function timeToFall(v0: number, theta: number, h: number, g: number): number | undefined {
  const up = v0 * Math.sin(theta);
  const root = up * up + 2 * g * h;
  return root >= 0 && g > 0 && h >= 0 ? finite((up + Math.sqrt(root)) / g) : undefined;
}

export const PROJECTILE_RELATIONS: Relation[] = [
  generalRelation({
    id: "kinematics.projectile-range-from-height",
    subtopic: "kinematics",
    principle:
      "Range of a projectile launched at an angle above the horizontal from a height h above where it lands: the time to fall, $t = (v_0 \\sin\\theta + \\sqrt{v_0^2 \\sin^2\\theta + 2 g h})/g$, times the horizontal speed",
    latex: "d = v_0 \\cos\\theta \\, \\frac{v_0 \\sin\\theta + \\sqrt{v_0^2 \\sin^2\\theta + 2 g h}}{g}",
    left: "d",
    right: "v0 * cos(theta) * (v0 * sin(theta) + sqrt(v0^2 * sin(theta)^2 + 2 * g * h)) / g",
    variables: ["d", "v0", "theta", "h", "g"],
    conditions: [
      "launched above the horizontal",
      "lands on level ground h below the launch",
      "air resistance neglected",
    ],
    cues: ANGLE_LAUNCH.flatMap((angle) => LAUNCHED_FROM_A_HEIGHT.map((place) => `${angle} & ${place}`)),
    unaffectedBy: MASS_FREE,
    ruledOutBy: [...NOT_FREE_FALL, "below the horizontal", ...ASKS_FOR_TIME],
    solvers: {
      d: ({ v0, theta, h, g }) => {
        const t = timeToFall(v0, theta, h, g);
        return t === undefined ? undefined : finite(v0 * Math.cos(theta) * t);
      },
    },
  }),
  generalRelation({
    id: "kinematics.straight-up-from-height-time",
    subtopic: "kinematics",
    principle:
      "Time in the air of a body thrown straight up from a height h above where it lands: $-h = v_0 t - \\tfrac{1}{2} g t^2$, the positive root",
    latex: "t = \\frac{v_0 + \\sqrt{v_0^2 + 2 g h}}{g}",
    left: "t",
    right: "(v0 + sqrt(v0^2 + 2 * g * h)) / g",
    variables: ["t", "v0", "h", "g"],
    conditions: [
      "thrown straight up",
      "falls past the launch point to a level h below it",
      "air resistance neglected",
    ],
    cues: STRAIGHT_UP.flatMap((up) => LAUNCHED_FROM_A_HEIGHT.map((place) => `${up} & ${place}`)),
    unaffectedBy: MASS_FREE,
    ruledOutBy: [
      ...NOT_FREE_FALL,
      "lands on the roof",
      "back to the roof",
      "returns to",
      "back to its",
      "maximum height",
      "highest point",
    ],
    solvers: {
      t: ({ v0, h, g }) => timeToFall(v0, Math.PI / 2, h, g),
    },
  }),

  generalRelation({
    id: "kinematics.thrown-down-time",
    subtopic: "kinematics",
    principle:
      "Time for a body thrown straight down at $v_0$ to fall a height h: $h = v_0 t + \\tfrac{1}{2} g t^2$, the positive root",
    latex: "t = \\frac{-v_0 + \\sqrt{v_0^2 + 2 g h}}{g}",
    left: "t",
    right: "(-v0 + sqrt(v0^2 + 2 * g * h)) / g",
    variables: ["t", "v0", "h", "g"],
    conditions: ["thrown straight down", "air resistance neglected"],
    cues: STRAIGHT_DOWN,
    unaffectedBy: MASS_FREE,
    ruledOutBy: [...NOT_FREE_FALL, ...STRAIGHT_UP],
    solvers: {
      t: ({ v0, h, g }) => timeToFall(v0, -Math.PI / 2, h, g),
    },
  }),

  generalRelation({
    id: "kinematics.projectile-horizontal-distance-at-time",
    subtopic: "kinematics",
    principle:
      "Horizontal distance of a projectile at a time of its flight: uniform horizontal motion at $v_0 \\cos\\theta$",
    latex: "d = v_0 \\cos\\theta \\, t",
    left: "d",
    right: "v0 * cos(theta) * t",
    variables: ["d", "v0", "theta", "t"],
    conditions: ["air resistance neglected", "the time is one while the projectile is still in flight"],
    // Only a distance the question names as horizontal, "after" a time given.
    cues: ANGLE_LAUNCH.map((cue) => `${cue} & horizontal & after`),
    unaffectedBy: MASS_FREE,
    ruledOutBy: [...NOT_FREE_FALL, ...ASKS_FOR_TIME],
    solvers: {
      d: ({ v0, theta, t }) => {
        // A time past the landing on level ground is no time of flight.
        if (t > (2 * v0 * Math.sin(theta)) / 9.8 + 1e-9) return undefined;
        const value = v0 * Math.cos(theta) * t;
        return value > 0 ? finite(value) : undefined;
      },
    },
  }),
  generalRelation({
    id: "kinematics.projectile-range",
    subtopic: "kinematics",
    principle:
      "Range of a projectile over level ground: uniform horizontal motion during the time of flight $2 v_0 \\sin\\theta / g$",
    latex: "d = \\frac{v_0^2 \\sin(2\\theta)}{g}",
    left: "d",
    right: "v0^2 * sin(2 * theta) / g",
    variables: ["d", "v0", "theta", "g"],
    conditions: ["projectile launched and landing at the same height", "air resistance neglected"],
    cues: ANGLE_LAUNCH,
    unaffectedBy: MASS_FREE,
    ruledOutBy: [...NOT_LEVEL, ...ASKS_FOR_TIME],
    solvers: {
      d: ({ v0, theta, g }) => {
        const value = (v0 ** 2 * Math.sin(2 * theta)) / g;
        return value > 0 ? finite(value) : undefined;
      },
      v0: ({ d, theta, g }) => {
        const square = (d * g) / Math.sin(2 * theta);
        return square > 0 ? finite(Math.sqrt(square)) : undefined;
      },
    },
  }),
  generalRelation({
    id: "kinematics.projectile-max-height",
    subtopic: "kinematics",
    principle:
      "Maximum height of a projectile: only the vertical launch velocity $v_0 \\sin\\theta$ rises against gravity",
    latex: "h = \\frac{v_0^2 \\sin^2\\theta}{2 g}",
    left: "h",
    right: "v0^2 * sin(theta)^2 / (2 * g)",
    variables: ["h", "v0", "theta", "g"],
    conditions: [
      "projectile launched at angle theta above the horizontal",
      "height above the launch point",
      "air resistance neglected",
    ],
    cues: ANGLE_LAUNCH,
    unaffectedBy: MASS_FREE,
    // From a cliff or a roof, a height stated is where the launch stands, not how high the body rises.
    ruledOutBy: [
      ...LAUNCHED_FROM_A_HEIGHT,
      "horizontally",
      "below the horizontal",
      "incline",
      "ramp",
      "slope",
      "drag",
      ...ASKS_FOR_TIME,
    ],
    solvers: {
      h: ({ v0, theta, g }) => {
        const value = (v0 ** 2 * Math.sin(theta) ** 2) / (2 * g);
        return value > 0 ? finite(value) : undefined;
      },
      v0: ({ h, theta, g }) => {
        const sine = Math.sin(theta);
        return sine <= 0 || h <= 0 ? undefined : finite(Math.sqrt(2 * g * h) / sine);
      },
    },
  }),
  generalRelation({
    id: "kinematics.projectile-flight-time",
    subtopic: "kinematics",
    principle:
      "Time of flight of a projectile over level ground: the vertical velocity $v_0 \\sin\\theta$ reverses under gravity",
    latex: "t = \\frac{2 v_0 \\sin\\theta}{g}",
    left: "t",
    right: "2 * v0 * sin(theta) / g",
    variables: ["t", "v0", "theta", "g"],
    conditions: ["projectile launched and landing at the same height", "air resistance neglected"],
    cues: ANGLE_LAUNCH,
    unaffectedBy: MASS_FREE,
    ruledOutBy: NOT_LEVEL,
    solvers: {
      t: ({ v0, theta, g }) => {
        const value = (2 * v0 * Math.sin(theta)) / g;
        return value > 0 ? finite(value) : undefined;
      },
      v0: ({ t, theta, g }) => {
        const sine = Math.sin(theta);
        return sine <= 0 ? undefined : finite((g * t) / (2 * sine));
      },
    },
  }),
  generalRelation({
    id: "kinematics.horizontal-launch-distance",
    subtopic: "kinematics",
    principle:
      "Horizontal launch from a height: the body falls the height in $\\sqrt{2h/g}$ while moving sideways at the launch speed (a projectile)",
    latex: "d = v_0 \\sqrt{\\frac{2 h}{g}}",
    left: "d",
    right: "v0 * sqrt(2 * h / g)",
    variables: ["d", "v0", "h", "g"],
    conditions: ["launched horizontally", "air resistance neglected", "h is the drop to the landing point"],
    cues: HORIZONTAL_LAUNCH,
    unaffectedBy: MASS_FREE,
    ruledOutBy: ["above the horizontal", "below the horizontal", "incline", "ramp", "slope", "drag"],
    solvers: {
      d: ({ v0, h, g }) => (h < 0 ? undefined : finite(v0 * Math.sqrt((2 * h) / g))),
      v0: ({ d, h, g }) => (h <= 0 ? undefined : finite(d / Math.sqrt((2 * h) / g))),
      h: ({ d, v0, g }) => (v0 === 0 ? undefined : finite((g * (d / v0) ** 2) / 2)),
    },
  }),
  generalRelation({
    id: "kinematics.horizontal-launch-time",
    subtopic: "kinematics",
    principle:
      "Horizontal launch from a height: the vertical motion is free fall from rest, whatever the horizontal speed (a projectile)",
    latex: "h = \\tfrac{1}{2} g t^2",
    left: "h",
    right: "1/2 * g * t^2",
    variables: ["h", "g", "t"],
    conditions: ["launched horizontally", "air resistance neglected"],
    cues: HORIZONTAL_LAUNCH,
    unaffectedBy: MASS_FREE,
    ruledOutBy: ["above the horizontal", "below the horizontal", "incline", "ramp", "slope", "drag"],
    solvers: {
      h: ({ g, t }) => finite(0.5 * g * t ** 2),
      t: ({ h, g }) => (h < 0 ? undefined : finite(Math.sqrt((2 * h) / g))),
    },
  }),
  generalRelation({
    id: "kinematics.projectile-landing-speed",
    subtopic: "kinematics",
    principle:
      "Landing speed of a projectile launched from a height: energy conservation, $\\tfrac{1}{2} m v^2 = \\tfrac{1}{2} m v_0^2 + m g h$, whatever the launch direction",
    latex: "v = \\sqrt{v_0^2 + 2 g h}",
    left: "v",
    right: "sqrt(v0^2 + 2 * g * h)",
    variables: ["v", "v0", "g", "h"],
    conditions: ["air resistance neglected", "h is the drop from launch to landing"],
    // Not for a launch upward at an angle: its h would be confused with the rise to the top.
    cues: [...HORIZONTAL_LAUNCH, "below the horizontal", ...STRAIGHT_DOWN],
    unaffectedBy: MASS_FREE,
    ruledOutBy: [
      "roll",
      "slide",
      "drag",
      "incline",
      "ramp",
      "slope",
      "above the horizontal",
      "top of its",
      "highest point",
    ],
    solvers: {
      v: ({ v0, g, h }) => {
        const square = v0 ** 2 + 2 * g * h;
        return square < 0 ? undefined : finite(Math.sqrt(square));
      },
      v0: ({ v, g, h }) => {
        const square = v ** 2 - 2 * g * h;
        return square < 0 ? undefined : finite(Math.sqrt(square));
      },
      h: ({ v, v0, g }) => finite((v ** 2 - v0 ** 2) / (2 * g)),
    },
  }),
];
