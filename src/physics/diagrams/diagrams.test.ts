import { describe, expect, it } from "vitest";
import type { Diagram, FreeBodyDiagram, MotionGraphsDiagram, RayDiagram } from "../../contracts/diagram";
import { diagramSchema } from "../../contracts/diagram";
import type { GeneratedProblem } from "../bank/template";
import { readFreeFormProblem } from "../modes/free-form";
import { solveProblemReply } from "../modes/problem-solver";
import { diagramForProblem } from "./index";

/** The diagram the Problem Solver's reply carries for a problem, checked against the contract. */
function diagramOf(problem: string): Diagram | undefined {
  const reply = solveProblemReply({ problem, level: "algebra" });
  expect(reply.status).toBe("solved");
  if (reply.diagram) expect(diagramSchema.parse(reply.diagram)).toEqual(reply.diagram);
  return reply.diagram;
}

function ofKind<Kind extends Diagram["kind"]>(diagram: Diagram | undefined, kind: Kind) {
  expect(diagram?.kind).toBe(kind);
  return diagram as Extract<Diagram, { kind: Kind }>;
}

/** The distance under a velocity-time graph of constant-acceleration phases. */
function areaUnderVelocity(diagram: MotionGraphsDiagram): number {
  return diagram.phases.reduce(
    (area, phase) =>
      area + ((2 * phase.startVelocity + phase.acceleration * phase.duration) / 2) * phase.duration,
    0,
  );
}

const forceOf = (diagram: FreeBodyDiagram, name: string) =>
  diagram.forces.find((force) => force.name === name);

describe("motion graphs", () => {
  it("a car from rest to 20 m/s in 8.0 s: the area under its velocity graph is the 80 m it travels", () => {
    const diagram = ofKind(
      diagramOf("A car accelerates from rest to 20 m/s in 8.0 s. How far does it travel?"),
      "motion-graphs",
    );
    expect(diagram.phases).toEqual([{ duration: 8, startVelocity: 0, acceleration: 2.5 }]);
    expect(areaUnderVelocity(diagram)).toBeCloseTo(80, 9);
    expect(diagram.labels).toMatchObject({
      startVelocity: "0 m/s",
      endVelocity: "20 m/s",
      duration: "8.0 s",
      distance: "80 m",
      acceleration: "2.5 m/s²",
    });
    expect(diagram.description).toContain("80 m");
  });

  it("a braking car slows along a straight line to rest, the area still its stopping distance", () => {
    const diagram = ofKind(
      diagramOf("A car traveling at 25 m/s brakes to a stop in 5.0 s. How far does it travel while braking?"),
      "motion-graphs",
    );
    const [phase] = diagram.phases;
    expect(phase.startVelocity).toBe(25);
    expect(phase.startVelocity + phase.acceleration * phase.duration).toBeCloseTo(0, 9);
    expect(areaUnderVelocity(diagram)).toBeCloseTo(62.5, 9);
    expect(diagram.labels.distance).toBe("63 m");
  });

  it("a car braking at a rate given as its size: the velocity falls, the area is the 31 m it needs", () => {
    const diagram = ofKind(
      diagramOf(
        "car going 72 km/h slams on the brakes and slows down at 6.5 m/s2. how far does it go before it stops?",
      ),
      "motion-graphs",
    );
    expect(diagram.phases[0]).toMatchObject({ startVelocity: 20, acceleration: -6.5 });
    expect(areaUnderVelocity(diagram)).toBeCloseTo(400 / 13, 9);
    expect(diagram.labels).toMatchObject({ startVelocity: "72 km/h", duration: "3.1 s", distance: "31 m" });
  });

  it("a rock dropped from a bridge: velocity against time and the height fallen as the area", () => {
    const diagram = ofKind(
      diagramOf(
        "rock dropped off a bridge hits the water 2.3 s later. how high is the bridge above the water in m? ignore air resistance",
      ),
      "motion-graphs",
    );
    expect(diagram.phases[0]).toMatchObject({ startVelocity: 0, acceleration: 9.8 });
    expect(diagram.phases[0].duration).toBeCloseTo(2.3, 9);
    expect(areaUnderVelocity(diagram)).toBeCloseTo(0.5 * 9.8 * 2.3 ** 2, 9);
    expect(diagram.title).toBe("Velocity and distance fallen against time");
  });

  it("motion at constant speed is a flat velocity graph", () => {
    const diagram = ofKind(
      diagramOf("A train moves at a constant 30 m/s for 20 s. How far does it go?"),
      "motion-graphs",
    );
    expect(diagram.phases).toEqual([{ duration: 20, startVelocity: 30, acceleration: 0 }]);
    expect(areaUnderVelocity(diagram)).toBe(600);
  });
});

describe("free-body diagrams", () => {
  it("a block sliding down an incline with friction: weight, normal force and friction as solved", () => {
    const diagram = ofKind(
      diagramOf(
        "A 4.0 kg block slides down a 30 degree incline with coefficient of kinetic friction 0.25. What is its acceleration?",
      ),
      "free-body",
    );
    const weight = 4 * 9.8;
    const normal = weight * Math.cos(Math.PI / 6);
    expect(diagram.surfaceAngle).toBeCloseTo(30, 9);
    expect(forceOf(diagram, "weight")).toMatchObject({ magnitude: weight, direction: 270 });
    expect(forceOf(diagram, "normal")?.magnitude).toBeCloseTo(normal, 9);
    expect(forceOf(diagram, "normal")?.direction).toBeCloseTo(120, 9);
    expect(forceOf(diagram, "friction")?.magnitude).toBeCloseTo(0.25 * normal, 9);
    // Friction points up the slope, the block accelerates down it at the answer's 2.8 m/s².
    expect(forceOf(diagram, "friction")?.direction).toBeCloseTo(30, 9);
    expect(diagram.acceleration?.magnitude).toBeCloseTo(9.8 * (0.5 - 0.25 * Math.cos(Math.PI / 6)), 9);
    expect(diagram.acceleration?.valueLabel).toBe("2.8 m/s²");
    expect(diagram.description).toBe(
      "Three forces on the block on an incline at 30°: weight 39 N straight down, normal force 34 N perpendicular to the incline, friction 8.5 N up the incline. Arrow lengths are in proportion to the forces. Its acceleration is 2.8 m/s² down the incline.",
    );
  });

  it("a box pulled along a level floor: the forces' sum over its mass is the acceleration solved", () => {
    const diagram = ofKind(
      diagramOf(
        "A 5.0 kg box is pulled across a level floor by a horizontal force of 30 N. The coefficient of kinetic friction is 0.40. What is its acceleration?",
      ),
      "free-body",
    );
    const net = diagram.forces.reduce(
      (sum, force) => ({
        x: sum.x + force.magnitude * Math.cos((force.direction * Math.PI) / 180),
        y: sum.y + force.magnitude * Math.sin((force.direction * Math.PI) / 180),
      }),
      { x: 0, y: 0 },
    );
    expect(net.y).toBeCloseTo(0, 9);
    expect(net.x / 5).toBeCloseTo(diagram.acceleration?.magnitude ?? Number.NaN, 9);
    expect(forceOf(diagram, "applied")?.valueLabel).toBe("30 N");
    expect(forceOf(diagram, "friction")?.valueLabel).toBe("20 N");
  });

  it("a hanging load: tension and weight equal and opposite", () => {
    const diagram = ofKind(
      diagramOf("A 3.0 kg mass hangs from a rope. What is the tension in the rope?"),
      "free-body",
    );
    expect(diagram.body).toBe("hanging");
    expect(forceOf(diagram, "tension")?.magnitude).toBeCloseTo(forceOf(diagram, "weight")?.magnitude ?? 0, 9);
  });

  it("an Atwood machine: on the heavier mass the string pulls up less than gravity pulls down, by m a", () => {
    const ATWOOD =
      "Two masses, 3.0 kg and 5.0 kg, hang from the ends of a light string over a frictionless pulley (an Atwood machine). What is the acceleration of the masses?";
    const diagram = ofKind(diagramOf(ATWOOD), "free-body");
    const tension = forceOf(diagram, "tension")?.magnitude ?? Number.NaN;
    const weight = forceOf(diagram, "weight")?.magnitude ?? Number.NaN;
    expect(tension).toBeCloseTo((2 * 3 * 5 * 9.8) / 8, 9);
    expect(weight).toBeCloseTo(5 * 9.8, 9);
    expect((weight - tension) / 5).toBeCloseTo(diagram.acceleration?.magnitude ?? Number.NaN, 9);
    expect(diagram.acceleration).toMatchObject({ direction: 270, valueLabel: "2.5 m/s²" });
    expect(diagram.description).toMatch(
      /^Two forces on the heavier mass hanging from a string over a pulley: tension 37 N up, weight 49 N down\./,
    );
    const { worked, notes } = workedWithAnswerScaled(ATWOOD, 1.2);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });

  it("a person in an elevator speeding up upward: the floor pushes harder than gravity pulls", () => {
    const diagram = ofKind(
      diagramOf(
        "A 60 kg person stands in an elevator accelerating upward at 2.0 m/s^2. What is the normal force on the person?",
      ),
      "free-body",
    );
    expect(forceOf(diagram, "normal")?.magnitude).toBeCloseTo(60 * 11.8, 9);
    expect(forceOf(diagram, "weight")?.magnitude).toBeCloseTo(60 * 9.8, 9);
    expect(diagram.acceleration).toMatchObject({ magnitude: 2, direction: 90 });
    expect(diagram.description).toMatch(/^Two forces on the person standing on the elevator's floor: /);
  });
});

describe("ray diagrams", () => {
  it("a diverging lens whose focal length is given as a size: a virtual, upright image on the object's side", () => {
    const diagram = ofKind(
      diagramOf(
        "An object stands 10 cm from a diverging lens whose focal length has magnitude 15 cm. How far from the lens is the image?",
      ),
      "ray-diagram",
    );
    expect(diagram.element).toBe("diverging-lens");
    expect(diagram.focalLength).toBeCloseTo(-0.15, 12);
    expect(diagram.imageDistance).toBeCloseTo(-0.06, 12);
    expect(diagram.labels.image).toMatch(/^virtual, upright/);
  });

  it("an object outside the focal length of a converging lens: a real, inverted image where the lens equation puts it", () => {
    const diagram = ofKind(
      diagramOf(
        "An object is placed 30 cm in front of a converging lens of focal length 10 cm. Where is the image?",
      ),
      "ray-diagram",
    );
    expect(diagram).toMatchObject({ element: "converging-lens", focalLength: 0.1, objectDistance: 0.3 });
    expect(diagram.imageDistance).toBeCloseTo(0.15, 12);
    expect(diagram.labels.image).toBe("real, inverted, 0.50 times as tall as the object");
    // The distance worked out is labelled in the unit the problem gives distances in.
    expect(diagram.labels.imageDistance).toBe("15 cm");
    expect(diagram.description).toContain("meet 15 cm on the far side of the lens");
  });

  it("a diverging lens gives a virtual, upright, smaller image on the object's side", () => {
    const diagram = ofKind(
      diagramOf(
        "An object is placed 10 cm from a diverging lens of focal length -15 cm. Find the image distance.",
      ),
      "ray-diagram",
    );
    expect(diagram.element).toBe("diverging-lens");
    expect(diagram.imageDistance).toBeCloseTo(-0.06, 12);
    expect(diagram.labels.image).toMatch(/^virtual, upright/);
  });

  it("a mirror is drawn as a mirror", () => {
    const diagram = ofKind(
      diagramOf(
        "An object is placed 15 cm in front of a concave mirror with focal length 10 cm. Find the image distance.",
      ),
      "ray-diagram",
    ) as RayDiagram;
    expect(diagram.element).toBe("concave-mirror");
    expect(diagram.imageDistance).toBeCloseTo(0.3, 12);
  });
});

describe("energy bar charts", () => {
  it("a load lifted at constant speed: the work done on it, m g h, becomes gravitational energy", () => {
    const diagram = ofKind(
      diagramOf("How much work does a crane do lifting a 50 kg crate straight up 4.0 m at constant speed?"),
      "energy-bars",
    );
    const [start, lifted] = diagram.states;
    expect(start.bars.find((bar) => bar.form === "work")?.energy).toBeCloseTo(50 * 9.8 * 4, 9);
    expect(lifted.bars).toEqual([
      { form: "gravitational", energy: expect.closeTo(1960, 9), valueLabel: "2000 J" },
    ]);
    expect(diagram.description).toContain(
      "at the start, work done on it 2000 J; lifted, gravitational potential energy 2000 J",
    );
  });

  it("a ball falling from rest: the 98 J of gravitational energy at the start is its kinetic energy at the end", () => {
    const diagram = ofKind(
      diagramOf(
        "A 2 kg ball falls from a height of 5 m. What is its kinetic energy just before it hits the ground?",
      ),
      "energy-bars",
    );
    const [start, end] = diagram.states;
    expect(start.bars.find((bar) => bar.form === "gravitational")?.energy).toBeCloseTo(2 * 9.8 * 5, 9);
    expect(end.bars.find((bar) => bar.form === "kinetic")).toMatchObject({ valueLabel: "98 J" });
    expect(end.bars.find((bar) => bar.form === "kinetic")?.energy).toBeCloseTo(98, 9);
    expect(diagram.description).toContain("The total, 98 J, is the same before and after.");
  });

  it("a spring launching a block: elastic energy becomes kinetic energy", () => {
    const diagram = ofKind(
      diagramOf(
        "A 0.50 kg block is pushed against a spring with spring constant 200 N/m, compressing it 0.10 m. When released, what is the block's speed?",
      ),
      "energy-bars",
    );
    expect(diagram.states[0].bars.find((bar) => bar.form === "elastic")?.energy).toBeCloseTo(
      0.5 * 200 * 0.01,
      9,
    );
    expect(diagram.states[1].bars.find((bar) => bar.form === "kinetic")?.energy).toBeCloseTo(
      0.5 * 0.5 * 4,
      9,
    );
  });
});

describe("circuit schematics", () => {
  it("one resistor across a source: the current drawn is the V / R the solution found", () => {
    const diagram = ofKind(diagramOf("9V across a 220 ohm resistor, whats the current in mA"), "circuit");
    expect(diagram.network).toEqual({ type: "resistor", resistance: 220, valueLabel: "220 Ω" });
    expect(diagram.current?.value).toBeCloseTo(9 / 220, 12);
    expect(diagram.current?.valueLabel).toBe("41 mA");
    expect(diagram.description).toBe(
      "A 9.0 V source drives a current of 41 mA through a 220 Ω resistance: I = V / R.",
    );
  });

  it("draws no resistor whose current stated is not V / R", () => {
    const { worked, notes } = workedWithAnswerScaled(
      "9V across a 220 ohm resistor, whats the current in mA",
      1.3,
    );
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });

  it("resistors in series across a source: the network, the battery and the current the solution found", () => {
    const diagram = ofKind(
      diagramOf(
        "Resistors of 10 Ω and 15 Ω are connected in series across a 50 V supply. What current flows in the circuit?",
      ),
      "circuit",
    );
    expect(diagram.network).toEqual({
      type: "series",
      parts: [
        { type: "resistor", resistance: 10, valueLabel: "10 Ω" },
        { type: "resistor", resistance: 15, valueLabel: "15 Ω" },
      ],
    });
    expect(diagram.battery).toEqual({ emf: 50, valueLabel: "50 V" });
    expect(diagram.current).toEqual({ value: 2, valueLabel: "2.0 A" });
  });

  it("a resistor in series with a parallel pair: the pair read back from the solution's R_p", () => {
    const diagram = ofKind(
      diagramOf(
        "A 2.0 Ω resistor is in series with a parallel combination of 3.0 Ω and 6.0 Ω resistors, across a 12 V battery. What is the current through the 3.0 Ω resistor?",
      ),
      "circuit",
    );
    expect(diagram.network).toMatchObject({
      type: "series",
      parts: [
        { type: "resistor", resistance: 2 },
        {
          type: "parallel",
          parts: [
            { type: "resistor", resistance: 3 },
            { type: "resistor", resistance: 6 },
          ],
        },
      ],
    });
    expect(diagram.current?.value).toBeCloseTo(3, 12);
    expect(diagram.description).toBe(
      "A 12 V battery drives a current of 3.0 A through 2.0 Ω in series with 3.0 Ω and 6.0 Ω in parallel (equivalent resistance 4.0 Ω).",
    );
  });
});

/** The engine's worked problem for a text, with its last step's result (the answer) scaled by `factor`. */
function workedWithAnswerScaled(
  problem: string,
  factor: number,
): { worked: GeneratedProblem; notes: string[] } {
  const reading = readFreeFormProblem(problem, "algebra");
  if (reading.status !== "solved") throw new Error(`not solved: ${problem}`);
  const worked = structuredClone(reading.problem);
  const last = worked.solution.at(-1);
  if (!last) throw new Error("no steps");
  last.result.value *= factor;
  worked.answer.value *= factor;
  return { worked, notes: reading.assumptions };
}

const SOCCER_BALL =
  "A 0.45 kg soccer ball is kicked from level ground with a speed of 18 m/s at 35° above the horizontal. Neglecting air resistance, how far from the kick point does the ball first land?";
const CLIFF_STONE =
  "A stone is thrown horizontally from the top of a sea cliff of height 45 m with initial speed 12 m/s. Neglecting air resistance, find the speed of the stone just before it hits the water, in m/s.";
const GUITAR =
  "guitar string is 65cm long between the bridge and the nut, tension 80 N, linear density 0.50 g/m. what's the fundamental frequency?";
const OBOE =
  "What length should an oboe have to produce a fundamental frequency of 110 Hz on a day when the speed of sound is 343 m/s? It is open at both ends.";

describe("projectile paths", () => {
  it("a ball kicked at 18 m/s and 35° over level ground: its path lands at the 31 m range solved, after peaking at 5.4 m", () => {
    const diagram = ofKind(diagramOf(SOCCER_BALL), "projectile");
    expect(diagram).toMatchObject({ launchSpeed: 18, launchHeight: 0, gravity: 9.8 });
    expect(diagram.launchAngle).toBeCloseTo(35, 9);
    const angle = (35 * Math.PI) / 180;
    // Landing where v₀² sin 2θ / g says, the range the reply states.
    expect((18 ** 2 * Math.sin(2 * angle)) / 9.8).toBeCloseTo(31.067, 3);
    expect(diagram.labels).toMatchObject({
      launchSpeed: "18 m/s",
      launchAngle: "35°",
      range: "31 m",
      peak: "5.4 m",
      flightTime: "2.1 s",
    });
    expect(diagram.description).toBe(
      "Launched from level ground at 18 m/s, 35° above the horizontal, it rises 5.4 m to its peak halfway along and lands 31 m away after 2.1 s. The path is a parabola drawn to scale, with the same scale across and up.",
    );
  });

  it("a stone thrown horizontally off a 45 m cliff at 12 m/s lands 36 m out at the 32 m/s the solution found", () => {
    const diagram = ofKind(diagramOf(CLIFF_STONE), "projectile");
    expect(diagram).toMatchObject({ launchSpeed: 12, launchAngle: 0, launchHeight: 45 });
    expect(diagram.labels).toMatchObject({
      launchSpeed: "12 m/s",
      launchHeight: "45 m",
      landingSpeed: "32 m/s",
      range: "36 m",
      flightTime: "3.0 s",
    });
    expect(diagram.labels.launchAngle).toBeUndefined();
  });

  it("draws nothing when the range stated is not where this launch lands", () => {
    const { worked, notes } = workedWithAnswerScaled(SOCCER_BALL, 1.1);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });

  it("draws nothing when the landing speed stated is not the one the fall from the cliff gives", () => {
    const { worked, notes } = workedWithAnswerScaled(CLIFF_STONE, 0.9);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("standing waves", () => {
  it("a guitar string in its fundamental: one loop, half a wavelength in its 65 cm, at the frequency solved", () => {
    const diagram = ofKind(diagramOf(GUITAR), "standing-wave");
    expect(diagram).toMatchObject({ medium: "string", harmonic: 1, length: 0.65 });
    expect(diagram.wavelength).toBeCloseTo(1.3, 12);
    // f = v / λ with v = √(F_T / μ): the frequency on the picture is the reply's.
    expect(Math.sqrt(80 / 0.0005) / diagram.wavelength).toBeCloseTo(307.69, 2);
    expect(diagram.labels).toEqual({
      length: "65 cm",
      wavelength: "1.3 m",
      frequency: "310 Hz",
      speed: "400 m/s",
    });
    expect(diagram.description).toContain("a node at each fixed end and an antinode in the middle");
  });

  it("an oboe open at both ends is a pipe with antinodes at its ends; the 343 m/s given keeps its digits", () => {
    const diagram = ofKind(diagramOf(OBOE), "standing-wave");
    expect(diagram.medium).toBe("open-pipe");
    expect(diagram.wavelength).toBeCloseTo(343 / 110, 12);
    expect(diagram.labels).toMatchObject({ length: "1.6 m", frequency: "110 Hz", speed: "343 m/s" });
  });

  it("draws nothing when the frequency stated does not fit the string's length and wave speed", () => {
    const { worked, notes } = workedWithAnswerScaled(GUITAR, 2);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("pressure-volume diagrams", () => {
  const ISOBARIC =
    "gas in a cylinder expands at constant pressure 2.0x10^5 Pa from 3.0 L to 5.0 L. work done by the gas in J?";
  const ISOTHERMAL =
    "n = 0.50 mol of an ideal gas expands isothermally at T = 300 K from V_1 = 2.0 L to V_2 = 6.0 L. How much heat Q does the gas absorb, in J?";

  it("a gas expanding at constant pressure: a horizontal path whose area, p ΔV, is the 400 J of work solved", () => {
    const diagram = ofKind(diagramOf(ISOBARIC), "pressure-volume");
    expect(diagram.process).toBe("isobaric");
    expect(diagram.start).toMatchObject({
      pressure: 2e5,
      volumeLabel: "3.0 L",
      pressureLabel: "2.0 × 10⁵ Pa",
    });
    expect(diagram.start.volume).toBeCloseTo(0.003, 12);
    expect(diagram.end.volume).toBeCloseTo(0.005, 12);
    expect(diagram.end.pressure).toBe(diagram.start.pressure);
    expect(diagram.start.pressure * (diagram.end.volume - diagram.start.volume)).toBeCloseTo(400, 9);
    expect(diagram.work).toEqual({ value: expect.closeTo(400, 9), valueLabel: "400 J" });
    expect(diagram.description).toBe(
      "Pressure against volume: at a constant 2.0 × 10⁵ Pa the gas expands from 3.0 L to 5.0 L, a horizontal line. The shaded area under the path is the work the gas does, 400 J.",
    );
  });

  it("an isothermal expansion follows p V = n R T, the area n R T ln(V₂/V₁) being the heat it absorbs", () => {
    const diagram = ofKind(diagramOf(ISOTHERMAL), "pressure-volume");
    expect(diagram.process).toBe("isothermal");
    expect(diagram.start.pressure * diagram.start.volume).toBeCloseTo(
      diagram.end.pressure * diagram.end.volume,
      9,
    );
    expect(diagram.start.pressure * diagram.start.volume).toBeCloseTo(0.5 * 8.314 * 300, 0);
    expect(diagram.work?.valueLabel).toBe("1400 J");
    expect(diagram.start.temperatureLabel).toBe("300 K");
  });

  it("a rigid can heated: a vertical path, the pressure rising with the kelvin temperature, no work", () => {
    const diagram = ofKind(
      diagramOf(
        "A sealed, rigid aerosol can contains gas at 1.0 atm when it is at 20 °C. If the can is left in a fire and its contents reach 400 °C, what is the pressure inside, in atm? Treat the gas as ideal.",
      ),
      "pressure-volume",
    );
    expect(diagram).toMatchObject({ process: "isochoric", volumesGiven: false, pressuresGiven: true });
    expect(diagram.end.pressure / diagram.start.pressure).toBeCloseTo(673.15 / 293.15, 9);
    expect(diagram.start).toMatchObject({ pressureLabel: "1.0 atm", temperatureLabel: "20 °C" });
    expect(diagram.end).toMatchObject({ pressureLabel: "2.3 atm", temperatureLabel: "400 °C" });
    expect(diagram.work).toBeUndefined();
  });

  it("an adiabatic compression to half the volume, drawn as ratios along p V^γ with γ = 7/5", () => {
    const diagram = ofKind(
      diagramOf(
        "An ideal diatomic gas at 80 K is slowly compressed adiabatically and reversibly to half its volume. What is its final temperature?",
      ),
      "pressure-volume",
    );
    expect(diagram).toMatchObject({
      process: "adiabatic",
      pressuresGiven: false,
      volumesGiven: false,
      gamma: 1.4,
    });
    expect(diagram.end.volume).toBe(0.5);
    expect(diagram.end.pressure).toBeCloseTo(2 ** 1.4, 12);
  });

  it("draws nothing when the work stated is not the area under the path", () => {
    const { worked, notes } = workedWithAnswerScaled(ISOBARIC, 1.5);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
    const isothermal = workedWithAnswerScaled(ISOTHERMAL, 0.8);
    expect(diagramForProblem(isothermal.worked, isothermal.notes)).toBeUndefined();
  });
});

describe("circular motion", () => {
  const PARTICLE =
    "A particle travels in a circle of radius 10 m at a constant speed of 20 m/s. What is the magnitude of the acceleration?";

  it("a particle at 20 m/s on a 10 m circle: the 40 m/s² toward the centre is v²/r", () => {
    const diagram = ofKind(diagramOf(PARTICLE), "circular-motion");
    expect(diagram).toMatchObject({ radius: 10, speed: 20, acceleration: 40 });
    expect(diagram.labels).toEqual({ radius: "10 m", speed: "20 m/s", acceleration: "40 m/s²" });
    expect(diagram.force).toBeUndefined();
    expect(diagram.description).toContain("its acceleration, 40 m/s², points to the centre");
  });

  it("a car on a curve with its mass known: the net force toward the centre is m v²/r", () => {
    const diagram = ofKind(
      diagramOf(
        "A 1200 kg car rounds a curve of radius 50 m at 15 m/s. What is the centripetal force on the car?",
      ),
      "circular-motion",
    );
    expect(diagram.force?.magnitude).toBeCloseTo((1200 * 15 ** 2) / 50, 9);
    expect(diagram.force?.valueLabel).toBe("5400 N");
  });

  it("draws nothing when the acceleration stated is not v²/r", () => {
    const { worked, notes } = workedWithAnswerScaled(PARTICLE, 2);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("energy-level diagrams", () => {
  const BOX =
    "An electron is confined to a one-dimensional box (an infinite square well) of width 0.40 nm. When it drops from the n = 3 level to the n = 1 level it emits a photon. What is the wavelength of this photon, in nm?";
  const IONISE =
    "A hydrogen atom is in its n = 3 state. What is the minimum frequency of light that can ionize it? Give your answer in Hz.";

  it("an electron in a box dropping from n = 3 to n = 1: levels n² E₁, the photon the gap between them", () => {
    const diagram = ofKind(diagramOf(BOX), "energy-levels");
    expect(diagram.system).toBe("box");
    const [first, , third] = diagram.levels;
    expect(third.energy / first.energy).toBeCloseTo(9, 12);
    expect(diagram.transition).toMatchObject({ from: 3, to: 1, photon: { wavelengthLabel: "66 nm" } });
    expect(diagram.transition?.photon.energy).toBeCloseTo(third.energy - first.energy, 30);
    expect(diagram.description).toContain("emitting a photon of 19 eV (66 nm)");
  });

  it("hydrogen ionised from n = 3: the levels −13.6 eV / n², the photon lifting the electron from −1.51 eV to zero", () => {
    const diagram = ofKind(diagramOf(IONISE), "energy-levels");
    expect(diagram.system).toBe("atom");
    expect(diagram.levels.map((level) => level.valueLabel)).toEqual([
      "-13.6 eV",
      "-3.40 eV",
      "-1.51 eV",
      "-0.850 eV",
    ]);
    expect(diagram.transition).toMatchObject({
      from: 3,
      to: "free",
      photon: { frequencyLabel: "3.7 × 10¹⁴ Hz" },
    });
    expect(diagram.transition?.photon.energy).toBeCloseTo(-diagram.levels[2].energy, 30);
  });

  it("a one-electron ion's level asked about is labelled as the answer states it", () => {
    const diagram = ofKind(
      diagramOf(
        "Using the Bohr model, find the energy of the first Bohr level (n = 1) of a doubly ionized lithium ion, Li²⁺ (Z = 3, a single electron). Give the answer in eV.",
      ),
      "energy-levels",
    );
    expect(diagram.highlighted).toBe(1);
    expect(diagram.levels[0].valueLabel).toBe("-120 eV");
    expect(diagram.levels[1].energy / diagram.levels[0].energy).toBeCloseTo(1 / 4, 12);
  });

  it("draws nothing when the photon stated is not the gap between the levels", () => {
    const { worked, notes } = workedWithAnswerScaled(IONISE, 1.2);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
    const box = workedWithAnswerScaled(BOX, 0.5);
    expect(diagramForProblem(box.worked, box.notes)).toBeUndefined();
  });
});

describe("point charges", () => {
  const PAIR = "charges +3.0 uC and -5.0 uC are 20 cm apart. how big is the force between them? (N)";

  it("a positive and a negative charge attract: equal forces k|q₁q₂|/r² toward each other", () => {
    const diagram = ofKind(diagramOf(PAIR), "point-charges");
    expect(diagram.charges.map((charge) => Math.sign(charge.charge))).toEqual([1, -1]);
    expect(diagram.charges.map((charge) => charge.valueLabel)).toEqual(["3.0 μC", "-5.0 μC"]);
    const [onFirst, onSecond] = diagram.vectors;
    expect(onFirst).toMatchObject({ quantity: "force", at: 0, direction: 0, valueLabel: "3.4 N" });
    expect(onSecond).toMatchObject({ quantity: "force", at: 1, direction: 180 });
    expect(onFirst.magnitude).toBeCloseTo((8.99e9 * 3e-6 * 5e-6) / 0.04, 2);
    expect(diagram.description).toContain("They attract: each feels a force of 3.4 N toward the other");
  });

  it("the field of a negative charge points toward it, of the size k|q|/r²", () => {
    const diagram = ofKind(
      diagramOf("What is the electric field 30 cm from a point charge of -4.0 nC?"),
      "point-charges",
    );
    expect(diagram.point?.position).toBeCloseTo(0.3, 12);
    expect(diagram.vectors[0]).toMatchObject({ quantity: "field", at: "point", direction: 180 });
    expect(diagram.vectors[0].magnitude).toBeCloseTo((8.99e9 * 4e-9) / 0.09, 0);
  });

  it("draws nothing when the force stated is not Coulomb's", () => {
    const { worked, notes } = workedWithAnswerScaled(PAIR, 3);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("circuits beyond resistor networks", () => {
  it("a battery with internal resistance: I = ε / (R + r), and the terminal voltage ε − I r", () => {
    const diagram = ofKind(
      diagramOf(
        "A 12 V battery with an internal resistance of 0.50 Ω is connected to a 5.5 Ω resistor. What is the current?",
      ),
      "circuit",
    );
    expect(diagram.internalResistance).toMatchObject({ resistance: 0.5, valueLabel: "0.50 Ω" });
    expect(diagram.network).toMatchObject({ type: "resistor", resistance: 5.5 });
    expect(diagram.current?.value).toBeCloseTo(12 / 6, 12);
    expect(diagram.current?.valueLabel).toBe("2.0 A");
    expect(diagram.description).toContain("drives a current of 2.0 A through a 5.5 Ω resistor");
  });

  it("a capacitor charging through a resistor: τ = R C and the time V_C = V (1 − e^(−t/τ)) takes, in the readings", () => {
    const diagram = ofKind(
      diagramOf(
        "A 100 μF capacitor, initially uncharged, is connected in series with a 20 kΩ resistor and a 6.0 V battery at t = 0. How long does it take for the voltage across the capacitor to reach 4.0 V?",
      ),
      "circuit",
    );
    expect(diagram.network).toEqual({
      type: "series",
      parts: [
        { type: "resistor", resistance: 20000, valueLabel: "20 kΩ" },
        { type: "capacitor", valueLabel: "100 μF" },
      ],
    });
    const time = -2 * Math.log(1 - 4 / 6);
    expect(diagram.readings).toEqual(["τ = R C = 2.0 s", `V_C = 4.0 V at t = ${time.toFixed(1)} s`]);
  });

  it("an alternating source across a resistor and a capacitor: the reactance 1/(2π f C) and the impedance", () => {
    const diagram = ofKind(
      diagramOf(
        "A 200 Ω resistor and a 5.0 μF capacitor are connected in series to a 120 V (rms), 60 Hz supply. What is the rms current, in A?",
      ),
      "circuit",
    );
    expect(diagram.supply).toBe("ac");
    expect(diagram.battery.valueLabel).toBe("120 V rms, 60 Hz");
    const reactance = 1 / (2 * Math.PI * 60 * 5e-6);
    expect(diagram.readings?.[0]).toBe(`X_C = 1/(2π f C) = ${Math.round(reactance / 10) * 10} Ω`);
    expect(diagram.readings).toContain(`Z = ${Math.round(Math.hypot(200, reactance) / 10) * 10} Ω`);
    expect(diagram.current?.value).toBeCloseTo(120 / Math.hypot(200, reactance), 9);
  });

  it("an LC circuit's resonance: f₀ = 1/(2π√(LC))", () => {
    const diagram = ofKind(
      diagramOf("What is the resonant frequency of a circuit with a 4.0 mH inductor and a 10 nF capacitor?"),
      "circuit",
    );
    expect(diagram.network).toMatchObject({
      type: "series",
      parts: [
        { type: "inductor", valueLabel: "4.0 mH" },
        { type: "capacitor", valueLabel: "10 nF" },
      ],
    });
    expect(diagram.readings?.[0]).toMatch(/^resonance f₀ = 1\/\(2π√\(LC\)\) = 25000 Hz$/);
  });

  it("draws nothing when the time stated does not charge the capacitor to the voltage asked", () => {
    const { worked, notes } = workedWithAnswerScaled(
      "A 100 μF capacitor, initially uncharged, is connected in series with a 20 kΩ resistor and a 6.0 V battery at t = 0. How long does it take for the voltage across the capacitor to reach 4.0 V?",
      1.5,
    );
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("interference and diffraction patterns", () => {
  const GRATING =
    "Light of wavelength 500 nm falls normally on a diffraction grating with 400 lines per mm. At what angle is the second-order maximum?";
  const DOUBLE_SLIT =
    "Two slits 0.25 mm apart are lit by light of wavelength 600 nm. The screen is 1.5 m away. How far from the central maximum is the 2nd bright fringe?";
  const SINGLE_SLIT =
    "Light of wavelength 550 nm falls on a single slit of width 2.0 μm. At what angle is the first dark fringe?";

  it("a grating's maximum found from its place on the screen: tan θ = y / L, not the small-angle form", () => {
    const diagram = ofKind(
      diagramOf(
        "A diffraction grating produces a second maximum that is 89.7 cm from the central maximum on a screen 2.0 m away. If the grating has 6000 lines per centimeter, what is the wavelength of the light that produces the diffraction?",
      ),
      "interference-pattern",
    );
    const angle = Math.atan(0.897 / 2);
    expect(diagram.angle).toBeCloseTo((angle * 180) / Math.PI, 6);
    expect(diagram.wavelength).toBeCloseTo(Math.sin(angle) / 600_000 / 2, 12);
    expect(diagram.labels).toMatchObject({ position: "89.7 cm", screenDistance: "2.0 m", angle: "24°" });
  });

  it("a grating's second-order maximum: d = 1/N and sin θ = 2λ/d", () => {
    const diagram = ofKind(diagramOf(GRATING), "interference-pattern");
    expect(diagram).toMatchObject({ aperture: "grating", order: 2 });
    expect(diagram.spacing).toBeCloseTo(1 / 400_000, 12);
    expect(Math.sin((diagram.angle * Math.PI) / 180)).toBeCloseTo((2 * 500e-9) / 2.5e-6, 9);
    expect(diagram.labels).toMatchObject({ wavelength: "500 nm", spacing: "2.5 μm", angle: "24°" });
    expect(diagram.labels.ruling).toMatch(/^400 lines\/mm$/);
    expect(diagram.description).toContain(
      "The second bright fringe (maximum) is at 24° from the central axis",
    );
  });

  it("a double slit's fringe on a screen: the position the solution states, and the angle it lies at", () => {
    const diagram = ofKind(diagramOf(DOUBLE_SLIT), "interference-pattern");
    expect(diagram).toMatchObject({ aperture: "double-slit", order: 2, screenDistance: 1.5 });
    expect(diagram.labels).toMatchObject({
      spacing: "0.25 mm",
      wavelength: "600 nm",
      screenDistance: "1.5 m",
      position: "7.2 mm",
    });
    expect(Math.tan((diagram.angle * Math.PI) / 180) * 1.5).toBeCloseTo(7.2e-3, 4);
  });

  it("a single slit's first dark fringe: a sin θ = λ", () => {
    const diagram = ofKind(diagramOf(SINGLE_SLIT), "interference-pattern");
    expect(diagram).toMatchObject({ aperture: "single-slit", order: 1 });
    expect(diagram.angle).toBeCloseTo((Math.asin(550e-9 / 2e-6) * 180) / Math.PI, 9);
    expect(diagram.labels).toMatchObject({ spacing: "2.0 μm", angle: "16°" });
    expect(diagram.description).toMatch(/first dark fringe \(minimum\) is at 16°/);
  });

  it("draws nothing when the angle stated is not a fringe's", () => {
    const { worked, notes } = workedWithAnswerScaled(GRATING, 1.1);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("collisions", () => {
  const STICK =
    "A 3.0 kg cart moving at 4.0 m/s hits a 1.0 kg cart sitting still, and they stick together. What is their speed after the collision?";
  const RECOIL =
    "A 50 kg skater at rest on frictionless ice throws a 5.0 kg ball forward at 6.0 m/s. What is the recoil speed of the skater?";

  it("carts that stick: one velocity after, the total momentum unchanged", () => {
    const diagram = ofKind(diagramOf(STICK), "collision");
    expect(diagram.event).toBe("sticks");
    const [first, second] = diagram.bodies;
    expect(first).toMatchObject({
      massLabel: "3.0 kg",
      before: 4,
      beforeLabel: "4.0 m/s",
      afterLabel: "3.0 m/s",
    });
    expect(second).toMatchObject({ massLabel: "1.0 kg", before: 0 });
    expect(first.after).toBeCloseTo(3, 12);
    expect(second.after).toBeCloseTo(3, 12);
    expect(diagram.totalMomentum?.valueLabel).toBe("12 kg·m/s");
    expect(diagram.description).toContain("they move together at 3.0 m/s to the right");
  });

  it("a recoil from rest: the two move apart, momenta equal and opposite", () => {
    const diagram = ofKind(diagramOf(RECOIL), "collision");
    expect(diagram.event).toBe("recoil");
    const [skater, ball] = diagram.bodies;
    expect(skater.after).toBeLessThan(0);
    expect(ball.after).toBeGreaterThan(0);
    expect(skater.mass * skater.after + ball.mass * ball.after).toBeCloseTo(0, 12);
    expect(skater.afterLabel).toBe("0.60 m/s");
  });

  it("a ball bouncing off a wall: its velocity reverses, and the wall's force is the change over the time", () => {
    const diagram = ofKind(
      diagramOf(
        "A 0.20 kg ball hits a wall at 10 m/s and rebounds straight back at 8.0 m/s. The contact lasts 0.010 s. What is the average force on the ball?",
      ),
      "collision",
    );
    expect(diagram.event).toBe("rebound");
    expect(diagram.bodies[0]).toMatchObject({ before: 10, after: -8 });
    expect(diagram.impulse).toMatchObject({ forceLabel: "360 N", timeLabel: "0.010 s" });
  });

  it("draws nothing when the speed stated breaks the conservation of momentum", () => {
    const { worked, notes } = workedWithAnswerScaled(STICK, 1.2);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("refraction", () => {
  const INTO_GLASS =
    "A ray of light in air (n = 1.00) strikes glass (n = 1.50) at an angle of incidence of 40°. What is the angle of refraction?";

  it("a ray into glass bends toward the normal: n₁ sin θ₁ = n₂ sin θ₂", () => {
    const diagram = ofKind(diagramOf(INTO_GLASS), "refraction");
    expect(diagram.event).toBe("refraction");
    expect(diagram.incidence).toBeCloseTo(40, 9);
    expect(Math.sin((diagram.refraction * Math.PI) / 180)).toBeCloseTo(
      Math.sin((40 * Math.PI) / 180) / 1.5,
      9,
    );
    expect(diagram.labels).toMatchObject({ incidence: "40°", refraction: "25°" });
    expect(diagram.description).toContain("bending toward the normal");
  });

  it("the critical angle of glass in air: the refracted ray grazes the surface", () => {
    const diagram = ofKind(
      diagramOf(
        "What is the critical angle for light going from glass with a refractive index of 1.60 into air?",
      ),
      "refraction",
    );
    expect(diagram).toMatchObject({ event: "critical-angle", refraction: 90 });
    expect(Math.sin((diagram.incidence * Math.PI) / 180)).toBeCloseTo(1 / 1.6, 9);
  });

  it("draws nothing when the angle stated does not follow Snell's law", () => {
    const { worked, notes } = workedWithAnswerScaled(INTO_GLASS, 1.2);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("polarizing filters", () => {
  const TWO_FILTERS =
    "Unpolarized light of intensity 60 W/m² passes through two ideal polarizers whose transmission axes are 45° apart. What intensity comes out?";

  it("unpolarized light through two filters: half passes the first, cos²θ of that the second", () => {
    const diagram = ofKind(diagramOf(TWO_FILTERS), "polarizers");
    expect(diagram.incoming).toBe("unpolarized");
    expect(diagram.incident.valueLabel).toBe("60 W/m²");
    expect(diagram.filters.map((filter) => filter.axisLabel)).toEqual(["0°", "45°"]);
    expect(diagram.filters[0].transmitted).toBeCloseTo(30, 9);
    expect(diagram.filters[1].transmitted).toBeCloseTo(15, 9);
    expect(diagram.filters[1].transmittedLabel).toBe("15 W/m²");
  });

  it("draws nothing when the intensity stated is not what the filters pass", () => {
    const { worked, notes } = workedWithAnswerScaled(TWO_FILTERS, 2);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("laser beams", () => {
  const POINTER = "5 mW green laser pointer at 532nm, how many photons per second does it put out?";
  const BEAM = "A 5.0 mW laser beam has a diameter of 2.0 mm. What is its intensity?";

  it("a 5 mW pointer at 532 nm sends out R = P λ / (h c) photons a second", () => {
    const diagram = ofKind(diagramOf(POINTER), "laser-beam");
    expect((5e-3 * 532e-9) / (6.626e-34 * 2.998e8)).toBeCloseTo(1.34e16, -14);
    expect(diagram.labels).toEqual({ power: "5.0 mW", wavelength: "532 nm", photonRate: "1.3 × 10¹⁶" });
    expect(diagram.description).toContain("1.3 × 10¹⁶ photons per second");
  });

  it("5.0 mW over a beam 2.0 mm across: I = P / (π D² / 4), spread evenly", () => {
    const diagram = ofKind(diagramOf(BEAM), "laser-beam");
    expect(5e-3 / ((Math.PI * 2e-3 ** 2) / 4)).toBeCloseTo(1592, 0);
    expect(diagram.profile).toBe("uniform");
    expect(diagram.labels).toMatchObject({ power: "5.0 mW", diameter: "2.0 mm", intensity: "1600 W/m²" });
  });

  it("a Gaussian beam's intensity peaks at I = 2 P / (π w²) on its axis", () => {
    const diagram = ofKind(
      diagramOf(
        "A 3.0 W laser beam has a Gaussian intensity profile, I(r) = I0 exp(−2r²/w²), with w = 1.5 mm. What is the peak intensity?",
      ),
      "laser-beam",
    );
    expect((2 * 3) / (Math.PI * 1.5e-3 ** 2)).toBeCloseTo(8.49e5, -3);
    expect(diagram.profile).toBe("gaussian");
    expect(diagram.labels).toMatchObject({ beamRadius: "1.5 mm", intensity: "8.5 × 10⁵ W/m²" });
  });

  it("draws nothing when the intensity stated is not the power over the beam's area", () => {
    const { worked, notes } = workedWithAnswerScaled(BEAM, 2);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("thin films and interferometers", () => {
  const SOAP =
    "A soap film (n = 1.33) surrounded by air is lit at normal incidence by light of wavelength 532 nm. What is the minimum nonzero thickness for which the reflected light is dark (destructive interference)?";
  const MICHELSON =
    "In a Michelson interferometer lit by light of wavelength 500 nm, how far must the movable mirror move for 200 fringes to pass?";

  it("a film in air that looks dark: one inversion, so 2 n t = λ and t = λ/(2n)", () => {
    const diagram = ofKind(diagramOf(SOAP), "thin-film");
    expect(diagram).toMatchObject({
      result: "dark",
      inversions: { top: true, bottom: false },
      belowIndex: 1,
    });
    expect(diagram.thickness).toBeCloseTo(532e-9 / (2 * 1.33), 15);
    expect(diagram.labels).toMatchObject({ wavelength: "532 nm", filmIndex: "1.33", thickness: "200 nm" });
    expect(diagram.description).toContain("2 n t = λ, so the two waves cancel");
  });

  it("draws nothing when the thickness stated is not the one the inversions give", () => {
    const { worked, notes } = workedWithAnswerScaled(SOAP, 1.5);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });

  it("a Michelson interferometer: the mirror moves N λ / 2", () => {
    const diagram = ofKind(diagramOf(MICHELSON), "interferometer");
    expect(diagram.mirrorShift).toBeCloseTo((200 * 500e-9) / 2, 15);
    expect(diagram.labels).toEqual({ mirrorShift: "50 μm", fringes: "200", wavelength: "500 nm" });
  });
});

describe("travelling waves and torques", () => {
  const WAVE =
    "A wave on a rope has a frequency of 4.0 Hz and a wavelength of 1.5 m. How fast does it travel?";
  const WRENCH =
    "A 200 N force is applied perpendicular to a wrench handle 0.30 m from the bolt. What torque is applied to the bolt?";

  it("a wave on a rope: v = f λ with the problem's own values", () => {
    const diagram = ofKind(diagramOf(WAVE), "travelling-wave");
    expect(diagram.speed).toBeCloseTo(6, 12);
    expect(diagram.labels).toEqual({ wavelength: "1.5 m", speed: "6.0 m/s", frequency: "4.0 Hz" });
  });

  it("a wrench: τ = r F", () => {
    const diagram = ofKind(diagramOf(WRENCH), "torque");
    expect(diagram.torque).toBeCloseTo(60, 12);
    expect(diagram.labels).toEqual({ leverArm: "0.30 m", force: "200 N", torque: "60 N·m" });
  });

  it("draws nothing when the speed stated is not f λ", () => {
    const { worked, notes } = workedWithAnswerScaled(WAVE, 1.1);
    expect(diagramForProblem(worked, notes)).toBeUndefined();
  });
});

describe("work by a force and oscillators", () => {
  it("a box pushed 3.0 m by a 40 N force: W = F d", () => {
    const diagram = ofKind(
      diagramOf(
        "A constant 40-N force pushes a crate in the direction of the force over a distance of 3.0 m. What is the work done by the force?",
      ),
      "work-done",
    );
    expect(diagram.work).toBeCloseTo(120, 9);
    expect(diagram.labels).toEqual({ force: "40 N", displacement: "3.0 m", work: "120 J" });
  });

  it("a pendulum's length from its period: T = 2π √(L/g)", () => {
    const diagram = ofKind(diagramOf("What length of pendulum has a period of 2.00 s?"), "oscillator");
    expect(diagram.system).toBe("pendulum");
    expect(diagram.period).toBeCloseTo(2, 12);
    expect(diagram.labels.length).toBe("0.993 m");
  });

  it("a mass on a spring: T = 2π √(m/k)", () => {
    const diagram = ofKind(
      diagramOf(
        "A 2.0 kg mass hangs on a spring of force constant 50 N/m. What is the period of its oscillation?",
      ),
      "oscillator",
    );
    expect(diagram).toMatchObject({
      system: "mass-spring",
      labels: { mass: "2.0 kg", springConstant: "50 N/m" },
    });
    expect(diagram.period).toBeCloseTo(2 * Math.PI * Math.sqrt(2 / 50), 12);
  });
});

describe("gravitation", () => {
  const G = 6.674e-11;

  it("two 5-kg balls 15 cm apart: equal and opposite pulls of G m₁ m₂ / r²", () => {
    const diagram = ofKind(
      diagramOf(
        "Evaluate the magnitude of gravitational force between two 5-kg spherical steel balls separated by a center-to-center distance of 15 cm.",
      ),
      "gravitation",
    );
    expect(diagram.situation).toBe("attraction");
    expect(diagram.masses).toEqual([5, 5]);
    expect(diagram.labels).toEqual({
      mass1: "5.0 kg",
      mass2: "5.0 kg",
      separation: "15 cm",
      force: "7.4 × 10⁻⁸ N",
    });
    expect((G * 5 * 5) / 0.15 ** 2).toBeCloseTo(7.4e-8, 9);
    expect(diagram.description).toContain("pull on each other with forces of 7.4 × 10⁻⁸ N");
  });

  it("Saturn's surface gravity from its diameter and density: g = G M / R²", () => {
    const diagram = ofKind(
      diagramOf(
        "The mean diameter of the planet Saturn is $1.2\\ \\times\\ 10^{8}\\ \\text{m}$, and its mean mass density is $0.69\\ \\text{g/cm}^{3}$. Find the acceleration due to gravity at Saturn’s surface.",
      ),
      "gravitation",
    );
    const radius = 0.6e8;
    const mass = 690 * (4 / 3) * Math.PI * radius ** 3;
    expect((G * mass) / radius ** 2).toBeCloseTo(11.6, 1);
    expect(diagram).toMatchObject({
      situation: "surface",
      title: "Gravity at the surface of Saturn",
      labels: {
        central: "Saturn",
        radius: "6.0 × 10⁷ m",
        centralMass: "6.2 × 10²⁶ kg",
        surfaceGravity: "12 m/s²",
      },
    });
  });

  it("the escape speed from Mars, with the mass and radius the engine took from its table", () => {
    const diagram = ofKind(
      diagramOf("Find the escape speed of a projectile from the surface of Mars."),
      "gravitation",
    );
    expect(Math.sqrt((2 * G * 6.42e23) / 3.39e6)).toBeCloseTo(5028, -1);
    expect(diagram).toMatchObject({
      situation: "surface",
      labels: { central: "Mars", radius: "3.39 × 10⁶ m", escapeSpeed: "5030 m/s" },
    });
  });

  it("Io's orbit gives Jupiter's mass: a circle of the given radius, once every 1.77 days", () => {
    const diagram = ofKind(
      diagramOf(
        "Find the mass of Jupiter based on the fact that Io, its innermost moon, has an average orbital radius of 421,700 km and a period of 1.77 days.",
      ),
      "gravitation",
    );
    const r = 4.217e8;
    const T = 1.77 * 86400;
    expect((4 * Math.PI ** 2 * r ** 3) / (G * T ** 2)).toBeCloseTo(1.9e27, -25);
    expect(diagram).toMatchObject({
      situation: "orbit",
      nearest: r,
      farthest: r,
      title: "Orbit around Jupiter",
    });
    expect(diagram.labels).toMatchObject({ orbitRadius: "4.217 × 10⁵ km", centralMass: "1.90 × 10²⁷ kg" });
  });

  it("Eros's ellipse: the Sun at a focus, nearest 1.13 AU and farthest 1.78 AU, the period from the semi-major axis", () => {
    const diagram = ofKind(
      diagramOf(
        "Eros has an elliptical orbit about the Sun, with a perihelion distance of 1.13 AU and aphelion distance of 1.78 AU. What is the period of its orbit?",
      ),
      "gravitation",
    );
    const AU = 1.496e11;
    expect(diagram.nearest).toBeCloseTo(1.13 * AU, -9);
    expect(diagram.farthest).toBeCloseTo(1.78 * AU, -9);
    const a = ((1.13 + 1.78) / 2) * AU;
    expect(2 * Math.PI * Math.sqrt(a ** 3 / (G * 1.99e30))).toBeCloseTo(5.54e7, -6);
    expect(diagram.labels).toMatchObject({
      central: "the Sun",
      nearest: "1.13 AU",
      farthest: "1.78 AU",
      orbitRadius: "1.46 AU",
      period: "5.54 × 10⁷ s",
    });
  });
});

describe("rotation", () => {
  it("a wheel from rest to 120 rpm in 4.0 s: two states, the angular acceleration ω / t", () => {
    const diagram = ofKind(
      diagramOf(
        "wheel spins up from rest to 120 rpm in 4 s at a steady rate. angular acceleration in rad/s2?",
      ),
      "rotation",
    );
    const omega = (120 * 2 * Math.PI) / 60;
    expect(diagram.body).toBe("wheel");
    expect(diagram.states.map((state) => state.angularVelocityLabel)).toEqual(["0 rpm", "120 rpm"]);
    expect(diagram.states[1].angularVelocity).toBeCloseTo(omega, 9);
    expect(omega / 4).toBeCloseTo(3.14, 2);
    expect(diagram.readings).toEqual(["ω = ω₀ + α t", "α = 3.1 rad/s²"]);
  });

  it("a braking bicycle wheel slows from 3.0 rev/s to rest in the 10 s the solution found", () => {
    const diagram = ofKind(
      diagramOf(
        "A cyclist is riding such that the wheels of the bicycle have a rotation rate of 3.0 rev/s. If the cyclist brakes such that the rotation rate of the wheels decrease at a rate of $0.3\\ \\text{rev/s}^{2}$, how long does it take for the wheels to come to a complete stop?",
      ),
      "rotation",
    );
    expect(diagram.title).toBe("The wheel slows down");
    expect(diagram.states.map((state) => state.angularVelocityLabel)).toEqual(["3.0 rev/s", "0 rev/s"]);
    expect(diagram.description).toContain("after 10 s");
  });

  it("a solid disk's moment of inertia ½ M R² and its rotational energy ½ I ω²", () => {
    const diagram = ofKind(
      diagramOf(
        "A uniform solid disk of mass $M = 2.0\\ \\mathrm{kg}$ and radius $R = 0.30\\ \\mathrm{m}$ rotates about its central axis at $\\omega = 40\\ \\mathrm{rad/s}$. Find its rotational kinetic energy in joules.",
      ),
      "rotation",
    );
    const moment = 0.5 * 2 * 0.3 ** 2;
    expect(0.5 * moment * 40 ** 2).toBeCloseTo(72, 9);
    expect(diagram).toMatchObject({ body: "disk", massLabel: "2.0 kg", radiusLabel: "0.30 m" });
    expect(diagram.readings).toEqual(["I = ½ M R² = 0.090 kg·m²", "K = ½ I ω² = 72 J"]);
  });

  it("a skater pulling in her arms: I₁ ω₀ = I₂ ω, the spin in the unit the problem used", () => {
    const diagram = ofKind(
      diagramOf(
        "A figure skater spins at 2.0 rev/s with her arms outstretched, when her moment of inertia about the spin axis is 3.6 kg·m². She pulls her arms in, reducing her moment of inertia to 1.2 kg·m². How much work does she do in pulling her arms in?",
      ),
      "rotation",
    );
    const [before, after] = diagram.states;
    expect((before.momentOfInertia ?? 0) * before.angularVelocity).toBeCloseTo(
      (after.momentOfInertia ?? 0) * after.angularVelocity,
      9,
    );
    expect(after.angularVelocityLabel).toBe("6.0 rev/s");
    const omega0 = 2 * 2 * Math.PI;
    expect(0.5 * 1.2 * (3 * omega0) ** 2 - 0.5 * 3.6 * omega0 ** 2).toBeCloseTo(568, 0);
    expect(diagram.readings).toContain("W = ½ I₂ ω² − ½ I₁ ω₀² = 570 J");
  });

  it("a bucket falling on a windlass rope: a = m g / (m + ½ M)", () => {
    const diagram = ofKind(
      diagramOf(
        "A 2.0 kg bucket hangs from a light rope wound around a windlass drum, which is a uniform solid cylinder of mass 6.0 kg and radius 0.15 m turning on a frictionless axle. The well is 8.0 m deep. The bucket is released from rest at the top of the well. What is its acceleration?",
      ),
      "rotation",
    );
    expect((2 * 9.8) / (2 + 3)).toBeCloseTo(3.92, 9);
    expect(diagram).toMatchObject({
      body: "drum",
      massLabel: "6.0 kg",
      load: { massLabel: "2.0 kg", accelerationLabel: "3.9 m/s²" },
    });
  });
});

describe("light in a medium and liquid columns", () => {
  it("light into glass of n = 1.50: slower by n, its wavelength shorter by n, its frequency kept", () => {
    const diagram = ofKind(
      diagramOf(
        "light with frequency 5.0x10^14 Hz goes into glass with n=1.50. wavelength inside the glass in nm?",
      ),
      "light-in-medium",
    );
    const c = 2.998e8;
    expect(c / 5e14 / 1.5).toBeCloseTo(4.0e-7, 9);
    expect(diagram.index).toBe(1.5);
    expect(diagram.labels).toMatchObject({
      medium: "glass",
      speed: "2.0 × 10⁸ m/s",
      vacuumWavelength: "600 nm",
      mediumWavelength: "400 nm",
      frequency: "5.0 × 10¹⁴ Hz",
    });
  });

  it("2.0 km of fibre with n = 1.47: t = L n / c", () => {
    const diagram = ofKind(
      diagramOf(
        "how long does it take light to go thru 2.0 km of optical fiber w/ core index 1.47? answer in microseconds",
      ),
      "light-in-medium",
    );
    expect((2000 * 1.47) / 2.998e8).toBeCloseTo(9.8e-6, 7);
    expect(diagram.labels).toMatchObject({ medium: "the fibre", distance: "2.0 km", time: "9.8 μs" });
  });

  it("a mercury column of 1.00 atm: h = P / (ρ g), with the density the engine took for mercury", () => {
    const diagram = ofKind(
      diagramOf(
        "A glass tube contains mercury. What would be the height of the column of mercury which would create pressure equal to 1.00 atm?",
      ),
      "fluid-column",
    );
    expect(101325 / (13600 * 9.8)).toBeCloseTo(0.76, 3);
    expect(diagram.labels).toEqual({
      fluid: "mercury",
      density: "13600 kg/m³",
      height: "0.760 m",
      pressure: "1.00 atm",
    });
  });
});

describe("focal points", () => {
  it("a mirror for an 800 mm focal length: its centre of curvature at R = 2 f = 1.6 m", () => {
    const diagram = ofKind(
      diagramOf(
        "Some telephoto cameras use a mirror rather than a lens. What radius of curvature mirror is needed to replace a 800 mm-focal length telephoto lens?",
      ),
      "focal-points",
    );
    expect(2 * 0.8).toBe(1.6);
    expect(diagram).toMatchObject({
      element: "concave-mirror",
      labels: { focalLength: "800 mm", radius: "1.6 m" },
    });
  });

  it("a diverging lens of focal length 20 cm: a power of −1 / 0.20 m, negative as the lens diverges", () => {
    const diagram = ofKind(
      diagramOf("A diverging lens has a focal length of 20 cm. What is the power of the lens in diopters?"),
      "focal-points",
    );
    expect(-1 / 0.2).toBe(-5);
    expect(diagram).toMatchObject({
      element: "diverging-lens",
      labels: { focalLength: "20 cm", power: "-5.0 D" },
    });
  });
});

describe("a block on a spring", () => {
  it("pulled 8.0 cm and released: at 4.0 cm it moves at √(k/m (A² − x²))", () => {
    const diagram = ofKind(
      diagramOf(
        "A 0.25-kg block on a frictionless horizontal surface is attached to a spring with k = 64 N/m. It is pulled 8.0 cm from equilibrium and released. What is its speed when it is 4.0 cm from equilibrium? Give your answer in cm/s.",
      ),
      "spring-oscillation",
    );
    expect(Math.sqrt((64 / 0.25) * (0.08 ** 2 - 0.04 ** 2))).toBeCloseTo(1.109, 3);
    expect(diagram).toMatchObject({ amplitude: 0.08, position: 0.04 });
    expect(diagram.labels).toEqual({
      amplitude: "8.0 cm",
      position: "4.0 cm",
      springConstant: "64 N/m",
      mass: "0.25 kg",
      speed: "110 cm/s",
    });
  });

  it("a car's suspension: the energy of an oscillation of amplitude A is ½ k A²", () => {
    const diagram = ofKind(
      diagramOf(
        "If a car has a suspension system with a force constant of $5.00\\ \\times\\ 10^{4}\\ \\text{N/m}$, how much energy must the car’s shocks remove to dampen an oscillation starting with a maximum displacement of 0.0750 m?",
      ),
      "spring-oscillation",
    );
    expect(0.5 * 5e4 * 0.075 ** 2).toBeCloseTo(140.6, 1);
    expect(diagram.labels).toMatchObject({ amplitude: "0.0750 m", energy: "141 J" });
    expect(diagram.position).toBeUndefined();
  });
});

describe("problems without a picture", () => {
  it("a problem the engine cannot solve gets no diagram", () => {
    const reply = solveProblemReply({ problem: "What colour is the number seven?", level: "algebra" });
    expect(reply.diagram).toBeUndefined();
  });
});
