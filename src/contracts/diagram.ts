/**
 * A diagram of a solved problem (the spec's `canvasDiagram`): what to draw, described in physics,
 * not in pixels. The engine builds it from the quantities it solved (src/physics/diagrams), so a
 * diagram never says anything the checked numbers do not; the client lays it out and draws it
 * (src/client/features/tutor/diagrams). Numbers are SI values; every `*Label` is the text shown
 * beside it, written with the problem's own value and unit ("72 km/h", "8.0 s").
 */
import { z } from "zod";

export { DIAGRAM_KINDS, type DiagramKind } from "./diagram-kinds";

const label = z.string().max(120);
const finite = z.number().finite();

/** What every diagram carries for people: a title, and the whole picture told in words for screen readers. */
const common = {
  title: label,
  description: z.string().max(600),
  /** Work Analysis: the line of the student's work (from 1) the diagram concerns, shown beside it. */
  aboutLine: z.number().int().positive().max(10_000).optional(),
};

/** A stretch of straight-line motion with constant acceleration. */
export const motionPhaseSchema = z.object({
  /** Seconds the phase lasts. */
  duration: finite.positive(),
  /** Velocity at the start of the phase, m/s (signed along the line of motion). */
  startVelocity: finite,
  /** Acceleration during the phase, m/s² (signed). */
  acceleration: finite,
  /** What happens in the phase ("speeds up", "brakes"), when there is more than one. */
  name: label.optional(),
});
export type MotionPhase = z.infer<typeof motionPhaseSchema>;

/** Position and velocity (and acceleration) against time for straight-line motion. */
export const motionGraphsSchema = z.object({
  kind: z.literal("motion-graphs"),
  ...common,
  phases: z.array(motionPhaseSchema).min(1).max(4),
  /** Which graphs to draw, top to bottom. */
  graphs: z
    .array(z.enum(["position", "velocity", "acceleration"]))
    .min(1)
    .max(3),
  /** Labels of the values the problem is about; the ones absent are not marked. */
  labels: z.object({
    startVelocity: label.optional(),
    endVelocity: label.optional(),
    duration: label.optional(),
    /** The distance covered: the area under the velocity graph. */
    distance: label.optional(),
    acceleration: label.optional(),
  }),
});
export type MotionGraphsDiagram = z.infer<typeof motionGraphsSchema>;

/** The forces a free-body diagram can show. */
export const FORCE_NAMES = ["weight", "normal", "friction", "tension", "applied"] as const;
export type ForceName = (typeof FORCE_NAMES)[number];

/** One force on the body: its size and the direction it points. */
export const diagramForceSchema = z.object({
  name: z.enum(FORCE_NAMES),
  /** Its symbol as plain text ("F_N" is written "FN"). */
  symbol: label,
  /** Size in newtons; 0 when the diagram does not show it (see `givensOnly`). */
  magnitude: finite.nonnegative(),
  /** Direction in degrees, counterclockwise from the +x axis (right); 90 is straight up. */
  direction: finite,
  /** Its size as the problem writes it ("34 N"), or "?" when it is still to be found. */
  valueLabel: label,
});
export type DiagramForce = z.infer<typeof diagramForceSchema>;

/** The forces on one body, as arrows from its centre with lengths in proportion to their sizes. */
export const freeBodySchema = z.object({
  kind: z.literal("free-body"),
  ...common,
  /** A block on a surface, or a body hanging from a rope. */
  body: z.enum(["block-on-surface", "hanging"]),
  /** The surface's angle above the horizontal in degrees (0 for level); it rises to the right. */
  surfaceAngle: finite.min(0).max(90),
  forces: z.array(diagramForceSchema).min(1).max(6),
  /** The body's acceleration, drawn beside it (not as a force). */
  acceleration: z
    .object({ magnitude: finite.nonnegative(), direction: finite, valueLabel: label })
    .optional(),
  /**
   * Drawn from the givens alone, before the student works the forces out: only a force the
   * problem states carries its size, the others "?" (magnitude 0), every arrow the same length.
   */
  givensOnly: z.boolean().optional(),
});
export type FreeBodyDiagram = z.infer<typeof freeBodySchema>;

/** A thin lens or a spherical mirror with its object, image and principal rays. */
export const rayDiagramSchema = z.object({
  kind: z.literal("ray-diagram"),
  ...common,
  element: z.enum(["converging-lens", "diverging-lens", "concave-mirror", "convex-mirror"]),
  /** Focal length in metres: positive for a converging lens or a concave mirror. */
  focalLength: finite.refine((value) => value !== 0, "a focal length is never 0"),
  /** Distance of the object from the lens or mirror, metres (positive). */
  objectDistance: finite.positive(),
  /** Image distance in metres: positive for a real image, negative for a virtual one. */
  imageDistance: finite,
  /** Height of the object; 1 when the problem gives none (only the image's height relative to it is drawn to scale). */
  objectHeight: finite.positive(),
  /** True when the problem gave the object's height, so heights carry a unit. */
  heightsGiven: z.boolean(),
  labels: z.object({
    focalLength: label,
    objectDistance: label,
    imageDistance: label,
    /** "real, inverted, 0.50 times as tall". */
    image: label,
  }),
});
export type RayDiagram = z.infer<typeof rayDiagramSchema>;

/** A resistor, capacitor or inductor, or parts in series or in parallel (a tree). */
export type CircuitPart =
  | { type: "resistor"; resistance: number; valueLabel: string }
  | { type: "capacitor" | "inductor"; valueLabel: string }
  | { type: "series" | "parallel"; parts: CircuitPart[] };

export const circuitPartSchema: z.ZodType<CircuitPart> = z.lazy(() =>
  z.union([
    z.object({ type: z.literal("resistor"), resistance: finite.positive(), valueLabel: label }),
    /** Labelled with its capacitance or inductance, or with its reactance when that is what the problem gives. */
    z.object({ type: z.enum(["capacitor", "inductor"]), valueLabel: label }),
    z.object({ type: z.enum(["series", "parallel"]), parts: z.array(circuitPartSchema).min(2).max(6) }),
  ]),
);

/** A battery or an alternating source driving a network of resistors, capacitors and inductors. */
export const circuitSchema = z.object({
  kind: z.literal("circuit"),
  ...common,
  /** The source: a battery (absent means a battery) or an alternating (AC) source. */
  supply: z.enum(["battery", "ac"]).optional(),
  /** Its voltage in volts (for an AC source the value its label names, 0 when the problem gives none), and its label ("9.0 V", "120 V rms, 60 Hz"). */
  battery: z.object({ emf: finite, valueLabel: label }),
  /** A battery's internal resistance, drawn inside it. */
  internalResistance: z.object({ resistance: finite.positive(), valueLabel: label }).optional(),
  network: circuitPartSchema,
  /** The current leaving the battery, when solved. */
  current: z.object({ value: finite, valueLabel: label }).optional(),
  /** Further values the solution states about the circuit, written under it ("τ = RC = 1.0 s"). */
  readings: z.array(label).max(4).optional(),
});
export type CircuitDiagram = z.infer<typeof circuitSchema>;

/** The forms of energy a bar chart can show; "work" is the work an outside force does on the body, put in between the states. */
export const ENERGY_FORMS = ["kinetic", "gravitational", "elastic", "thermal", "work"] as const;
export type EnergyForm = (typeof ENERGY_FORMS)[number];

/** Energy bar charts: the energy of each form in each state, on one scale. */
export const energyBarsSchema = z.object({
  kind: z.literal("energy-bars"),
  ...common,
  states: z
    .array(
      z.object({
        name: label,
        bars: z.array(
          z.object({ form: z.enum(ENERGY_FORMS), energy: finite.nonnegative(), valueLabel: label }),
        ),
      }),
    )
    .min(2)
    .max(3),
});
export type EnergyBarsDiagram = z.infer<typeof energyBarsSchema>;

/** A projectile's path without air resistance, to scale: its launch vector, its peak and where it lands. */
export const projectileSchema = z.object({
  kind: z.literal("projectile"),
  ...common,
  /** Launch speed, m/s. */
  launchSpeed: finite.positive(),
  /** Launch direction in degrees above the horizontal (negative below it). */
  launchAngle: finite.min(-89).max(89),
  /** Height of the launch point above the landing point, metres (0 over level ground). */
  launchHeight: finite.nonnegative(),
  /** Acceleration of free fall, m/s². */
  gravity: finite.positive(),
  labels: z.object({
    launchSpeed: label,
    /** Absent for a horizontal launch. */
    launchAngle: label.optional(),
    launchHeight: label.optional(),
    /** The horizontal distance to the landing point. */
    range: label,
    /** The highest point above the launch point, for a launch upward. */
    peak: label.optional(),
    flightTime: label.optional(),
    landingSpeed: label.optional(),
  }),
});
export type ProjectileDiagram = z.infer<typeof projectileSchema>;

/** A standing wave on a string or in a pipe: the pattern of nodes and antinodes along its length. */
export const standingWaveSchema = z.object({
  kind: z.literal("standing-wave"),
  ...common,
  /** A string fixed at both ends, or the air in a pipe open at both ends or closed at one (on the left). */
  medium: z.enum(["string", "open-pipe", "closed-pipe"]),
  /** Which harmonic: 1 is the fundamental (a closed pipe has only odd ones). */
  harmonic: z.number().int().min(1).max(9),
  /** Length of the string or pipe, metres. */
  length: finite.positive(),
  /** Wavelength, metres: 2L/n for a string or an open pipe, 4L/n for a closed pipe. */
  wavelength: finite.positive(),
  labels: z.object({
    length: label,
    wavelength: label,
    frequency: label.optional(),
    speed: label.optional(),
  }),
});
export type StandingWaveDiagram = z.infer<typeof standingWaveSchema>;

/** The gas processes a pressure-volume diagram draws; "unspecified" joins two states without a path. */
export const GAS_PROCESSES = ["isobaric", "isochoric", "isothermal", "adiabatic", "unspecified"] as const;

/** One state of a gas on a pressure-volume diagram. */
export const gasStateSchema = z.object({
  /** Pascals, or relative to the first state's (1) when the problem gives no pressure. */
  pressure: finite.positive(),
  /** Cubic metres, or relative to the first state's (1) when the problem gives no volume. */
  volume: finite.positive(),
  pressureLabel: label.optional(),
  volumeLabel: label.optional(),
  temperatureLabel: label.optional(),
});
export type GasState = z.infer<typeof gasStateSchema>;

/** A gas process on a pressure-volume diagram: its two states, the path between them, and the work as the area under it. */
export const pressureVolumeSchema = z.object({
  kind: z.literal("pressure-volume"),
  ...common,
  process: z.enum(GAS_PROCESSES),
  start: gasStateSchema,
  end: gasStateSchema,
  /** Whether the numbers are pressures in pascals and volumes in cubic metres, or only ratios. */
  pressuresGiven: z.boolean(),
  volumesGiven: z.boolean(),
  /** The ratio of heat capacities, for an adiabatic path (p V^γ constant). */
  gamma: finite.min(1).max(2).optional(),
  /** The work done by the gas, the area under the path, when the solution states or fixes it. */
  work: z.object({ value: finite, valueLabel: label }).optional(),
});
export type PressureVolumeDiagram = z.infer<typeof pressureVolumeSchema>;

/** A body in uniform circular motion: its path, its velocity along it and its acceleration (and net force) toward the centre. */
export const circularMotionSchema = z.object({
  kind: z.literal("circular-motion"),
  ...common,
  /** Radius of the circle, metres. */
  radius: finite.positive(),
  /** Speed, m/s. */
  speed: finite.positive(),
  /** Centripetal acceleration v²/r, m/s². */
  acceleration: finite.positive(),
  /** The net (centripetal) force m v²/r, in newtons, when the mass is known. */
  force: z.object({ magnitude: finite.positive(), valueLabel: label }).optional(),
  labels: z.object({ radius: label, speed: label, acceleration: label }),
});
export type CircularMotionDiagram = z.infer<typeof circularMotionSchema>;

/** An energy-level diagram: the levels of an atom or of a particle in a box, and the photon of a transition between them. */
export const energyLevelsSchema = z.object({
  kind: z.literal("energy-levels"),
  ...common,
  /** Levels −E₁ Z²/n² of hydrogen or a one-electron ion (zero when the electron is free), or n² E₁ in a box. */
  system: z.enum(["atom", "box"]),
  levels: z
    .array(z.object({ n: z.number().int().min(1).max(20), energy: finite, valueLabel: label }))
    .min(1)
    .max(8),
  /** The level the problem asks about, drawn bold, when it is not a transition. */
  highlighted: z.number().int().min(1).optional(),
  transition: z
    .object({
      from: z.number().int().min(1),
      /** A level, or "free" for an electron freed from the atom (ionised). */
      to: z.union([z.number().int().min(1), z.literal("free")]),
      /** The photon's energy, and its wavelength or frequency when the solution states them. */
      photon: z.object({
        energy: finite.positive(),
        energyLabel: label,
        wavelengthLabel: label.optional(),
        frequencyLabel: label.optional(),
      }),
    })
    .optional(),
});
export type EnergyLevelsDiagram = z.infer<typeof energyLevelsSchema>;

/** Point charges on a line, with the force on each or the field at the point asked. */
export const pointChargesSchema = z.object({
  kind: z.literal("point-charges"),
  ...common,
  charges: z
    .array(
      z.object({
        /** Coulombs, signed. */
        charge: finite.refine((value) => value !== 0, "a charge drawn is never 0"),
        /** Metres along the line from the first charge. */
        position: finite,
        valueLabel: label,
      }),
    )
    .min(1)
    .max(2),
  /** The point where the field is asked, metres along the line. */
  point: z.object({ position: finite, distanceLabel: label }).optional(),
  /** The distance between two charges, when there are two. */
  separationLabel: label.optional(),
  /** Forces on the charges (by index) or the field at the point; direction 0 is along the line away from the first charge, 180 back toward it. */
  vectors: z
    .array(
      z.object({
        quantity: z.enum(["force", "field"]),
        /** The index of the charge it acts on, or "point". */
        at: z.union([z.number().int().min(0).max(1), z.literal("point")]),
        magnitude: finite.positive(),
        direction: z.union([z.literal(0), z.literal(180)]),
        valueLabel: label,
      }),
    )
    .min(1)
    .max(2),
});
export type PointChargesDiagram = z.infer<typeof pointChargesSchema>;

/** Light through a double slit, a grating or a single slit: the fringe asked about at its angle, and the pattern on the screen. */
export const interferencePatternSchema = z.object({
  kind: z.literal("interference-pattern"),
  ...common,
  /** Bright fringes d sin θ = m λ of a double slit or a grating, or dark fringes a sin θ = m λ of a single slit. */
  aperture: z.enum(["double-slit", "grating", "single-slit"]),
  /** The slit separation d (double slit, grating) or the slit width a (single slit), metres. */
  spacing: finite.positive(),
  /** Wavelength, metres. */
  wavelength: finite.positive(),
  /** The order of the fringe the problem is about (bright for slits and gratings, dark for a single slit). */
  order: z.number().int().min(1).max(40),
  /** Its angle from the central axis, degrees. */
  angle: finite.positive().max(90),
  /** The highest order the pattern has, when the solution counts them (a grating). */
  highestOrder: z.number().int().min(1).max(40).optional(),
  /** Distance from the slits to the screen, metres, when the problem gives it. */
  screenDistance: finite.positive().optional(),
  labels: z.object({
    spacing: label,
    wavelength: label,
    angle: label,
    /** The grating's ruling as the problem writes it ("500 lines/mm"). */
    ruling: label.optional(),
    screenDistance: label.optional(),
    /** The fringe's distance from the centre of the screen. */
    position: label.optional(),
    /** The width of a single slit's central maximum. */
    centralWidth: label.optional(),
    /** The number of bright maxima a grating gives. */
    maximaCount: label.optional(),
  }),
});
export type InterferencePatternDiagram = z.infer<typeof interferencePatternSchema>;

/** A collision or a push-apart along a line: each body's mass and velocity before and after, momentum conserved. */
export const collisionSchema = z.object({
  kind: z.literal("collision"),
  ...common,
  /** Bodies that stick together, bounce apart (elastic), push apart from rest (recoil), or one body bouncing off a wall. */
  event: z.enum(["sticks", "elastic", "recoil", "rebound"]),
  bodies: z
    .array(
      z.object({
        name: label,
        /** Kilograms. */
        mass: finite.positive(),
        massLabel: label,
        /** Velocities along the line, m/s, positive to the right. */
        before: finite,
        after: finite,
        beforeLabel: label,
        afterLabel: label,
      }),
    )
    .min(1)
    .max(2),
  /** The total momentum, kg·m/s, the same before and after (absent for a rebound off a wall, where the wall's push changes it). */
  totalMomentum: z.object({ value: finite, valueLabel: label }).optional(),
  /** For a rebound: the average force of the wall and how long it acts. */
  impulse: z.object({ forceLabel: label, timeLabel: label.optional() }).optional(),
});
export type CollisionDiagram = z.infer<typeof collisionSchema>;

/** Light meeting the boundary between two media: the incident ray, the refracted ray and, where the physics has one, the reflected ray, with their angles from the normal. */
export const refractionSchema = z.object({
  kind: z.literal("refraction"),
  ...common,
  /** Plain refraction, incidence at the critical angle (the refracted ray grazes the surface), or at Brewster's angle (reflected and refracted rays at 90°). */
  event: z.enum(["refraction", "critical-angle", "brewster"]),
  /** Angle of incidence from the normal, degrees. */
  incidence: finite.min(0).max(90),
  /** Angle of refraction from the normal, degrees (90 at the critical angle). */
  refraction: finite.min(0).max(90),
  /** Refractive indices of the first and second medium, when the solution states them. */
  n1: finite.positive().optional(),
  n2: finite.positive().optional(),
  labels: z.object({
    incidence: label,
    refraction: label,
    n1: label.optional(),
    n2: label.optional(),
  }),
});
export type RefractionDiagram = z.infer<typeof refractionSchema>;

/** Light through one or more polarizing filters: each filter's axis and the intensity (or power) after it. */
export const polarizersSchema = z.object({
  kind: z.literal("polarizers"),
  ...common,
  /** Whether the light arriving is unpolarized (the first filter halves it) or polarized (along 0°). */
  incoming: z.enum(["unpolarized", "polarized"]),
  /** What is measured: an intensity or a power. */
  measure: z.enum(["intensity", "power"]),
  /** The light arriving, in W/m² or W, and its label. */
  incident: z.object({ value: finite.nonnegative(), valueLabel: label }),
  filters: z
    .array(
      z.object({
        /** The filter's transmission axis, degrees from the incoming polarization (or from the first filter's axis). */
        axis: finite.min(-180).max(180),
        axisLabel: label,
        /** What comes out of it, in the incident light's unit. */
        transmitted: finite.nonnegative(),
        transmittedLabel: label,
      }),
    )
    .min(1)
    .max(3),
});
export type PolarizersDiagram = z.infer<typeof polarizersSchema>;

/** A thin film: light reflected from its top and bottom surfaces, the phase inversions, and whether the two reflections reinforce or cancel. */
export const thinFilmSchema = z.object({
  kind: z.literal("thin-film"),
  ...common,
  /** Whether the two reflected waves reinforce (a bright reflection) or cancel (a dark one). */
  result: z.enum(["bright", "dark"]),
  /** Refractive index of the film, and of the media above and below it when known. */
  filmIndex: finite.positive(),
  aboveIndex: finite.positive(),
  belowIndex: finite.positive().optional(),
  /** Whether each reflection (top surface, bottom surface) inverts the phase: it does where light meets a higher index. */
  inversions: z.object({ top: z.boolean(), bottom: z.boolean() }),
  /** Film thickness and wavelength in air, metres. */
  thickness: finite.positive(),
  wavelength: finite.positive(),
  labels: z.object({
    thickness: label,
    wavelength: label,
    filmIndex: label,
    aboveIndex: label,
    /** The medium below ("1.33", or "glass" when only its being denser is known). */
    belowIndex: label,
  }),
});
export type ThinFilmDiagram = z.infer<typeof thinFilmSchema>;

/**
 * The shape of a diagram of one relation among a few positive quantities (τ = r F, W = F d): each
 * quantity's SI value under its name, and its label under the same name in `labels`.
 */
function relationDiagramSchema<Kind extends string, Name extends string>(kind: Kind, names: readonly Name[]) {
  const values = Object.fromEntries(names.map((name) => [name, finite.positive()])) as Record<
    Name,
    z.ZodNumber
  >;
  const labels = Object.fromEntries(names.map((name) => [name, label])) as Record<Name, z.ZodString>;
  return z.object({ kind: z.literal(kind), ...common, ...values, labels: z.object(labels) });
}

/**
 * A Michelson interferometer: the beam split to two mirrors, one moved by a distance that sends N
 * fringes past, 2d = N λ (the shift and the wavelength in metres, the count of fringes).
 */
export const interferometerSchema = relationDiagramSchema("interferometer", [
  "mirrorShift",
  "fringes",
  "wavelength",
]);
export type InterferometerDiagram = z.infer<typeof interferometerSchema>;

/**
 * A travelling wave at one instant: displacement along the direction it travels, with its
 * wavelength in metres, speed in m/s and frequency in hertz (v = f λ).
 */
export const travellingWaveSchema = relationDiagramSchema("travelling-wave", [
  "wavelength",
  "speed",
  "frequency",
]);
export type TravellingWaveDiagram = z.infer<typeof travellingWaveSchema>;

/**
 * A force turning a bar about a pivot: the force in newtons perpendicular to the bar at its
 * distance in metres from the pivot (the lever arm), and the torque τ = r F in newton-metres.
 */
export const torqueSchema = relationDiagramSchema("torque", ["leverArm", "force", "torque"]);
export type TorqueDiagram = z.infer<typeof torqueSchema>;

/**
 * Work done by a constant force along the displacement: the force in newtons, how far the body
 * moves in metres, and the work W = F d in joules.
 */
export const workDoneSchema = relationDiagramSchema("work-done", ["force", "displacement", "work"]);
export type WorkDoneDiagram = z.infer<typeof workDoneSchema>;

/** A simple oscillator: a pendulum (a bob on a string or a swinging rod) or a mass on a spring, with its period. */
export const oscillatorSchema = z.object({
  kind: z.literal("oscillator"),
  ...common,
  system: z.enum(["pendulum", "rod-pendulum", "mass-spring"]),
  /** The period in seconds. */
  period: finite.positive(),
  labels: z.object({
    period: label,
    /** A pendulum's length. */
    length: label.optional(),
    /** A mass on a spring: the mass and the spring constant. */
    mass: label.optional(),
    springConstant: label.optional(),
  }),
});
export type OscillatorDiagram = z.infer<typeof oscillatorSchema>;

/**
 * Gravitation: two bodies pulling on each other (F = G m₁ m₂ / r²), a body at a planet's surface
 * with gravity there or the escape speed from it, or a body in orbit (a circle, or an ellipse with
 * the central body at a focus) with its period, speed or the escape speed from where it is.
 */
export const gravitationSchema = z.object({
  kind: z.literal("gravitation"),
  ...common,
  situation: z.enum(["attraction", "surface", "orbit"]),
  /** An orbit's closest and farthest distances from the central body's centre, metres (equal for a circle). */
  nearest: finite.positive().optional(),
  farthest: finite.positive().optional(),
  /** Two attracting bodies' masses, kg, for their sizes in the picture. */
  masses: z.array(finite.positive()).length(2).optional(),
  labels: z.object({
    /** The central body's name ("Mars"), when the problem names it. */
    central: label.optional(),
    centralMass: label.optional(),
    radius: label.optional(),
    surfaceGravity: label.optional(),
    escapeSpeed: label.optional(),
    mass1: label.optional(),
    mass2: label.optional(),
    separation: label.optional(),
    force: label.optional(),
    /** A circular orbit's radius, or an ellipse's semi-major axis. */
    orbitRadius: label.optional(),
    nearest: label.optional(),
    farthest: label.optional(),
    period: label.optional(),
    orbitalSpeed: label.optional(),
  }),
});
export type GravitationDiagram = z.infer<typeof gravitationSchema>;

/**
 * A turning body seen along its axis: a wheel speeding up or slowing down, a spinning disk, hoop
 * or sphere with its moment of inertia and energy, a body whose moment of inertia changes (a
 * skater pulling in her arms), or a drum turned by a falling load on its rope. One or two states,
 * each with its angular velocity; the curved arrows sweep angles in proportion to them.
 */
export const rotationSchema = z.object({
  kind: z.literal("rotation"),
  ...common,
  body: z.enum(["wheel", "disk", "hoop", "sphere", "spinner", "drum"]),
  states: z
    .array(
      z.object({
        /** What the state is ("at the start", "arms in"). */
        name: label,
        /** The size of the angular velocity, rad/s. */
        angularVelocity: finite.nonnegative(),
        angularVelocityLabel: label,
        /** Moment of inertia, kg·m², when the state has its own. */
        momentOfInertia: finite.positive().optional(),
        momentOfInertiaLabel: label.optional(),
      }),
    )
    .max(2),
  massLabel: label.optional(),
  radiusLabel: label.optional(),
  /** A load hanging from a rope wound on the body (a drum), with the acceleration it falls with. */
  load: z.object({ massLabel: label, accelerationLabel: label, tensionLabel: label.optional() }).optional(),
  /** Relations with the values the solution found, written under the picture ("K = ½ I ω² = 72 J"). */
  readings: z.array(label).max(4),
});
export type RotationDiagram = z.infer<typeof rotationSchema>;

/**
 * Light passing from vacuum (or air) into a transparent medium: it slows to v = c / n and, its
 * frequency unchanged, its wavelength shrinks to λ / n; the length of medium it crosses and the
 * time it takes, when the problem is about them.
 */
export const lightInMediumSchema = z.object({
  kind: z.literal("light-in-medium"),
  ...common,
  /** The medium's refractive index. */
  index: finite.min(1).max(5),
  labels: z.object({
    /** What the medium is ("glass"), when the problem names it. */
    medium: label.optional(),
    index: label,
    speed: label,
    vacuumWavelength: label.optional(),
    mediumWavelength: label.optional(),
    frequency: label.optional(),
    distance: label.optional(),
    time: label.optional(),
  }),
});
export type LightInMediumDiagram = z.infer<typeof lightInMediumSchema>;

/** A column of liquid and the pressure its weight makes at the bottom, P = ρ g h. */
export const fluidColumnSchema = z.object({
  kind: z.literal("fluid-column"),
  ...common,
  labels: z.object({
    /** The liquid ("mercury"), when the problem or the engine's table names it. */
    fluid: label.optional(),
    density: label,
    height: label,
    pressure: label,
  }),
});
export type FluidColumnDiagram = z.infer<typeof fluidColumnSchema>;

/**
 * A lens or a mirror with its focal points (and a mirror's centre of curvature): parallel rays
 * brought to the focus or spread as if from it, for a focal length, a radius of curvature or a
 * lens's power.
 */
export const focalPointsSchema = z.object({
  kind: z.literal("focal-points"),
  ...common,
  element: z.enum(["converging-lens", "diverging-lens", "concave-mirror", "convex-mirror"]),
  labels: z.object({
    focalLength: label,
    /** A mirror's radius of curvature, R = 2 f. */
    radius: label.optional(),
    /** A lens's power, P = 1 / f, in dioptres. */
    power: label.optional(),
  }),
});
export type FocalPointsDiagram = z.infer<typeof focalPointsSchema>;

/**
 * A block on a spring in simple harmonic motion along a level surface: its equilibrium, the
 * amplitude either side, where the block is (at a displacement, or at the amplitude when none is
 * asked), its speed there and the energy of the oscillation.
 */
export const springOscillationSchema = z.object({
  kind: z.literal("spring-oscillation"),
  ...common,
  /** Amplitude, metres. */
  amplitude: finite.positive(),
  /** The block's displacement from equilibrium, metres (within the amplitude). */
  position: finite.optional(),
  labels: z.object({
    amplitude: label,
    position: label.optional(),
    springConstant: label.optional(),
    mass: label.optional(),
    /** The speed at the displacement, or the greatest speed (at equilibrium). */
    speed: label.optional(),
    maxSpeed: label.optional(),
    energy: label.optional(),
  }),
});
export type SpringOscillationDiagram = z.infer<typeof springOscillationSchema>;

/**
 * A laser beam: its power and wavelength, the photons it sends out each second, and across the beam
 * its width and intensity, spread evenly over a circle or peaked at the centre as a Gaussian.
 */
export const laserBeamSchema = z.object({
  kind: z.literal("laser-beam"),
  ...common,
  /** How the intensity lies across the beam: even over its circle, or a Gaussian's bell. */
  profile: z.enum(["uniform", "gaussian"]),
  labels: z.object({
    power: label,
    wavelength: label.optional(),
    /** Photons sent out per second. */
    photonRate: label.optional(),
    diameter: label.optional(),
    /** A Gaussian beam's 1/e² radius, w. */
    beamRadius: label.optional(),
    area: label.optional(),
    /** The intensity over the beam (uniform) or at its centre (Gaussian). */
    intensity: label.optional(),
  }),
});
export type LaserBeamDiagram = z.infer<typeof laserBeamSchema>;

/** Any diagram. */
export const diagramSchema = z.discriminatedUnion("kind", [
  motionGraphsSchema,
  freeBodySchema,
  rayDiagramSchema,
  circuitSchema,
  energyBarsSchema,
  projectileSchema,
  standingWaveSchema,
  pressureVolumeSchema,
  circularMotionSchema,
  energyLevelsSchema,
  pointChargesSchema,
  interferencePatternSchema,
  collisionSchema,
  refractionSchema,
  polarizersSchema,
  thinFilmSchema,
  interferometerSchema,
  travellingWaveSchema,
  torqueSchema,
  workDoneSchema,
  oscillatorSchema,
  gravitationSchema,
  rotationSchema,
  lightInMediumSchema,
  fluidColumnSchema,
  focalPointsSchema,
  springOscillationSchema,
  laserBeamSchema,
]);
export type Diagram = z.infer<typeof diagramSchema>;
