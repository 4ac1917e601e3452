import { describe, expect, it } from "vitest";
import type {
  CircuitDiagram,
  CircularMotionDiagram,
  CollisionDiagram,
  Diagram,
  EnergyBarsDiagram,
  EnergyLevelsDiagram,
  FluidColumnDiagram,
  FocalPointsDiagram,
  FreeBodyDiagram,
  GravitationDiagram,
  InterferencePatternDiagram,
  InterferometerDiagram,
  LaserBeamDiagram,
  LightInMediumDiagram,
  MotionGraphsDiagram,
  OscillatorDiagram,
  PointChargesDiagram,
  PolarizersDiagram,
  PressureVolumeDiagram,
  ProjectileDiagram,
  RayDiagram,
  RefractionDiagram,
  RotationDiagram,
  SpringOscillationDiagram,
  StandingWaveDiagram,
  ThinFilmDiagram,
  TorqueDiagram,
  TravellingWaveDiagram,
  WorkDoneDiagram,
} from "../../../../contracts/diagram";
import { circuitScene } from "./circuit";
import { circularGeometry, circularMotionScene } from "./circular-motion";
import {
  collisionScene,
  LONGEST_ARROW as LONGEST_VELOCITY,
  arrowLength as velocityArrowLength,
} from "./collision";
import { diagramScene } from "./diagram-scene";
import { barHeight, energyBarsScene, TALLEST_BAR } from "./energy-bars";
import { energyLevelsScene, labelledLevels, levelHeight } from "./energy-levels";
import { DEEPEST_ARROW, fluidColumnScene, pressureArrows } from "./fluid-column";
import { FOCAL, focalGeometry, focalPointsScene } from "./focal-points";
import { arrowLength, freeBodyScene, GIVENS_ARROW, LONGEST_ARROW, scaleStep } from "./free-body";
import { gravitationScene, orbitGeometry } from "./gravitation";
import { angleMagnification, fringeAngles, interferencePatternScene } from "./interference-pattern";
import { interferometerScene } from "./interferometer";
import { laserBeamScene, PROFILE_HALF_WIDTH, profilePoints } from "./laser-beam";
import { lightInMediumScene, VACUUM_WAVELENGTH, wavePoints } from "./light-in-medium";
import { areaUnder, motionGraphsScene, motionSamples } from "./motion-graphs";
import { oscillatorScene } from "./oscillator";
import { chargePositions, pointChargesScene } from "./point-charges";
import { beamWidth, polarizersScene, WIDEST_BEAM } from "./polarizers";
import { pathPoints, pressureOnPath, pressureVolumeScene } from "./pressure-volume";
import { flightOf, metresScale, positionAt, projectileScene } from "./projectile";
import { imageHeight, imagePosition, rayDiagramScene } from "./ray-diagram";
import { rayDirections, refractionScene } from "./refraction";
import { LONGEST_SWEEP, rotationScene, bodyRadius as spinnerRadius, sweepOf } from "./rotation";
import type { Point, Scene, SceneItem } from "./scene";
import { AMPLITUDE, blockCentre, springOscillationScene } from "./spring-oscillation";
import { displacementShape, nodesAndAntinodes, standingWaveScene } from "./standing-wave";
import { filmPath, thinFilmScene } from "./thin-film";
import { forceArrow, torqueScene } from "./torque";
import { crestXs, travellingWaveScene } from "./travelling-wave";
import { forceOnBody, workDoneScene } from "./work-done";

const car: MotionGraphsDiagram = {
  kind: "motion-graphs",
  title: "Velocity and position against time",
  description: "…",
  phases: [{ duration: 8, startVelocity: 0, acceleration: 2.5 }],
  graphs: ["velocity", "position"],
  labels: {
    startVelocity: "0 m/s",
    endVelocity: "20 m/s",
    duration: "8.0 s",
    distance: "80 m",
    acceleration: "2.5 m/s²",
  },
};

const incline: FreeBodyDiagram = {
  kind: "free-body",
  title: "Forces on the block",
  description: "…",
  body: "block-on-surface",
  surfaceAngle: 30,
  forces: [
    { name: "weight", symbol: "Fg", magnitude: 39.2, direction: 270, valueLabel: "39 N" },
    { name: "normal", symbol: "FN", magnitude: 33.948, direction: 120, valueLabel: "34 N" },
    { name: "friction", symbol: "Ff", magnitude: 8.487, direction: 30, valueLabel: "8.5 N" },
  ],
  acceleration: { magnitude: 2.78, direction: 210, valueLabel: "2.8 m/s²" },
};

const lens: RayDiagram = {
  kind: "ray-diagram",
  title: "Ray diagram: converging lens",
  description: "…",
  element: "converging-lens",
  focalLength: 0.1,
  objectDistance: 0.3,
  imageDistance: 0.15,
  objectHeight: 1,
  heightsGiven: false,
  labels: { focalLength: "10 cm", objectDistance: "30 cm", imageDistance: "0.15 m", image: "real, inverted" },
};

const texts = (items: SceneItem[]) =>
  items.flatMap((item) =>
    item.type === "text" ? [`${item.text}${item.subscript ?? ""}${item.after ?? ""}`] : [],
  );
const length = (from: Point, to: Point) => Math.hypot(to.x - from.x, to.y - from.y);

describe("motion graphs", () => {
  it("the area under the velocity graph is the distance at the end of the position graph", () => {
    const samples = motionSamples(car.phases);
    const area = areaUnder(samples.map((sample) => ({ time: sample.time, value: sample.velocity })));
    expect(area).toBeCloseTo(80, 9);
    expect(samples.at(-1)?.position).toBeCloseTo(80, 9);
  });

  it("marks the problem's own values: 20 m/s, 8.0 s and the 80 m area", () => {
    const labels = texts(motionGraphsScene(car).items);
    expect(labels).toEqual(
      expect.arrayContaining(["20 m/s", "8.0 s", "area = 80 m", "80 m", "slope = 2.5 m/s²"]),
    );
  });
});

describe("free-body diagrams", () => {
  it("draws each force's arrow in proportion to its size, the largest the longest", () => {
    const scene = freeBodyScene(incline);
    const arrows = scene.items.filter((item) => item.type === "arrow" && item.dash === undefined);
    expect(arrows).toHaveLength(3);
    const lengths = arrows.map((arrow) => (arrow.type === "arrow" ? length(arrow.from, arrow.to) : 0));
    expect(lengths[0]).toBeCloseTo(LONGEST_ARROW, 9);
    expect(lengths[1] / lengths[0]).toBeCloseTo(33.948 / 39.2, 9);
    expect(lengths[2] / lengths[0]).toBeCloseTo(8.487 / 39.2, 9);
    expect(incline.forces.map((force) => arrowLength(force, incline.forces))).toEqual(
      lengths.map((value) => expect.closeTo(value, 9)),
    );
  });

  it("points each arrow where the force points (the normal force perpendicular to a 30° incline)", () => {
    const scene = freeBodyScene(incline);
    const normal = scene.items.filter((item) => item.type === "arrow")[1];
    if (normal.type !== "arrow") throw new Error("no arrow");
    // Scene y grows downward: 120° is up and to the left.
    const angle = (Math.atan2(normal.from.y - normal.to.y, normal.to.x - normal.from.x) * 180) / Math.PI;
    expect(angle).toBeCloseTo(120, 9);
  });

  it("labels each force with its symbol and size, and gives a scale bar of a round force", () => {
    const labels = texts(freeBodyScene(incline).items);
    expect(labels).toEqual(
      expect.arrayContaining(["Fg = 39 N", "FN = 34 N", "Ff = 8.5 N", "10 N", "a = 2.8 m/s²"]),
    );
    expect(scaleStep(39.2)).toBe(10);
    expect(scaleStep(708)).toBe(200);
  });

  it("drawn from the givens alone: every arrow one length, sizes to find marked ?, no scale bar", () => {
    const givens: FreeBodyDiagram = {
      ...incline,
      forces: incline.forces.map((force) => ({ ...force, magnitude: 0, valueLabel: "?" })),
      acceleration: undefined,
      givensOnly: true,
    };
    const scene = freeBodyScene(givens);
    const arrows = scene.items.flatMap((item) => (item.type === "arrow" ? [length(item.from, item.to)] : []));
    expect(arrows).toEqual(
      [GIVENS_ARROW, GIVENS_ARROW, GIVENS_ARROW].map((value) => expect.closeTo(value, 9)),
    );
    const labels = texts(scene.items);
    expect(labels).toEqual(
      expect.arrayContaining(["Fg = ?", "FN = ?", "Ff = ?", "30°", "Directions only, not to scale"]),
    );
    expect(labels.filter((label) => / N$/.test(label))).toEqual([]);
  });
});

describe("ray diagrams", () => {
  it("every principal ray leaves the lens through the image point the lens equation gives", () => {
    expect(imagePosition(lens)).toBeCloseTo(0.15, 12);
    expect(imageHeight(lens)).toBeCloseTo(-0.5, 12);
    const scene = rayDiagramScene(lens);
    const image = scene.items.find((item) => item.type === "arrow" && item.color !== "#1f2937");
    if (image?.type !== "arrow") throw new Error("no image arrow");
    const outgoing = scene.items.filter(
      (item): item is Extract<SceneItem, { type: "line" }> =>
        item.type === "line" &&
        item.width === 2 &&
        item.from.x > image.from.x - 200 &&
        item.to.x > item.from.x + 1,
    );
    // Each ray beyond the lens, extended, passes through the tip of the image.
    const beyond = outgoing.filter((line) => line.from.x > 150);
    expect(beyond.length).toBe(3);
    for (const line of beyond) {
      const t = (image.to.x - line.from.x) / (line.to.x - line.from.x);
      expect(line.from.y + t * (line.to.y - line.from.y)).toBeCloseTo(image.to.y, 6);
    }
  });

  it("a virtual image is drawn dashed", () => {
    const virtual = rayDiagramScene({ ...lens, objectDistance: 0.05, imageDistance: -0.1 });
    const dashedArrows = virtual.items.filter((item) => item.type === "arrow" && item.dash);
    expect(dashedArrows).toHaveLength(1);
  });
});

describe("energy bars", () => {
  const fall: EnergyBarsDiagram = {
    kind: "energy-bars",
    title: "Energy before and after",
    description: "…",
    states: [
      {
        name: "At the start",
        bars: [
          { form: "gravitational", energy: 98, valueLabel: "98 J" },
          { form: "kinetic", energy: 0, valueLabel: "0 J" },
        ],
      },
      {
        name: "Just before landing",
        bars: [
          { form: "gravitational", energy: 0, valueLabel: "0 J" },
          { form: "kinetic", energy: 98, valueLabel: "98 J" },
        ],
      },
    ],
  };

  it("draws equal energies as bars of equal height, on one scale", () => {
    const bars = energyBarsScene(fall).items.filter((item) => item.type === "polygon");
    expect(bars).toHaveLength(2);
    const heights = bars.map((bar) =>
      bar.type === "polygon"
        ? Math.max(...bar.points.map((p) => p.y)) - Math.min(...bar.points.map((p) => p.y))
        : 0,
    );
    expect(heights[0]).toBeCloseTo(TALLEST_BAR, 9);
    expect(heights[1]).toBeCloseTo(heights[0], 9);
    expect(barHeight(49, fall)).toBeCloseTo(TALLEST_BAR / 2, 9);
    expect(texts(energyBarsScene(fall).items)).toEqual(
      expect.arrayContaining(["98 J", "At the start", "Just before landing"]),
    );
  });
});

describe("circuits", () => {
  const network: CircuitDiagram = {
    kind: "circuit",
    title: "Circuit diagram",
    description: "…",
    battery: { emf: 12, valueLabel: "12 V" },
    network: {
      type: "series",
      parts: [
        { type: "resistor", resistance: 2, valueLabel: "2.0 Ω" },
        {
          type: "parallel",
          parts: [
            { type: "resistor", resistance: 3, valueLabel: "3.0 Ω" },
            { type: "resistor", resistance: 6, valueLabel: "6.0 Ω" },
          ],
        },
      ],
    },
    current: { value: 3, valueLabel: "3.0 A" },
  };

  it("draws every resistor with its value, the battery's voltage and the current it drives", () => {
    const scene = circuitScene(network);
    const zigzags = scene.items.filter((item) => item.type === "polyline");
    expect(zigzags).toHaveLength(3);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["2.0 Ω", "3.0 Ω", "6.0 Ω", "12 V", "I = 3.0 A"]),
    );
  });

  it("keeps every label inside the picture", () => {
    const scene = circuitScene(network);
    for (const item of scene.items) {
      if (item.type !== "text") continue;
      expect(item.at.x).toBeGreaterThan(0);
      expect(item.at.x).toBeLessThan(scene.width);
    }
  });
});

/** Every text and point of a scene lies inside its frame. */
function expectInsideFrame(scene: Scene) {
  for (const item of scene.items) {
    const points =
      item.type === "text"
        ? [item.at]
        : item.type === "circle"
          ? [item.center]
          : item.type === "polyline" || item.type === "polygon"
            ? item.points
            : [item.from, item.to];
    for (const point of points) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(scene.width);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(scene.height);
    }
  }
}

describe("projectile paths", () => {
  const kick: ProjectileDiagram = {
    kind: "projectile",
    title: "Path of the projectile",
    description: "…",
    launchSpeed: 18,
    launchAngle: 35,
    launchHeight: 0,
    gravity: 9.8,
    labels: { launchSpeed: "18 m/s", launchAngle: "35°", range: "31 m", peak: "5.4 m", flightTime: "2.1 s" },
  };
  const cliff: ProjectileDiagram = {
    kind: "projectile",
    title: "Path of the projectile",
    description: "…",
    launchSpeed: 12,
    launchAngle: 0,
    launchHeight: 45,
    gravity: 9.8,
    labels: {
      launchSpeed: "12 m/s",
      launchHeight: "45 m",
      range: "36 m",
      flightTime: "3.0 s",
      landingSpeed: "32 m/s",
    },
  };
  const path = (scene: Scene) => {
    const line = scene.items.find((item) => item.type === "polyline" && item.dash);
    if (line?.type !== "polyline") throw new Error("no path");
    return line.points;
  };

  it("lands at the range v₀² sin 2θ / g and peaks at v₀² sin²θ / 2g, on one scale across and up", () => {
    const flight = flightOf(kick);
    const angle = (35 * Math.PI) / 180;
    expect(flight.range).toBeCloseTo((18 ** 2 * Math.sin(2 * angle)) / 9.8, 9);
    expect(flight.peak).toBeCloseTo((18 * Math.sin(angle)) ** 2 / 19.6, 9);
    const points = path(projectileScene(kick));
    const start = points[0];
    const end = points.at(-1) as Point;
    const top = Math.min(...points.map((point) => point.y));
    // The same number of scene units per metre across as up: the true shape of the path.
    expect((end.x - start.x) / flight.range).toBeCloseTo((start.y - top) / flight.peak, 1);
    expect(end.y).toBeCloseTo(start.y, 9);
  });

  it("labels the launch, the peak and the range with the problem's values", () => {
    expect(texts(projectileScene(kick).items)).toEqual(
      expect.arrayContaining(["v0 = 18 m/s", "35°", "peak 5.4 m", "range 31 m", "time in the air 2.1 s"]),
    );
  });

  it("a launch from a cliff starts at the cliff's top and lands at its foot's level, moving faster", () => {
    const scene = projectileScene(cliff);
    const points = path(scene);
    const scale = metresScale(cliff, 1);
    expect(scale).toBeGreaterThan(0);
    const landing = positionAt(cliff, flightOf(cliff).time);
    expect(landing.y).toBeCloseTo(0, 9);
    const drop = (points.at(-1) as Point).y - points[0].y;
    const across = (points.at(-1) as Point).x - points[0].x;
    expect(drop / across).toBeCloseTo(45 / landing.x, 6);
    const velocityArrows = scene.items.filter(
      (item): item is Extract<SceneItem, { type: "arrow" }> => item.type === "arrow" && item.width === 3,
    );
    expect(velocityArrows).toHaveLength(2);
    const [launch, land] = velocityArrows.map((arrow) => length(arrow.from, arrow.to));
    expect(land / launch).toBeCloseTo(Math.sqrt(12 ** 2 + 2 * 9.8 * 45) / 12, 9);
    expect(texts(scene.items)).toEqual(expect.arrayContaining(["45 m", "v = 32 m/s", "range 36 m"]));
  });

  it("keeps everything inside the picture, flat or steep", () => {
    for (const diagram of [kick, cliff, { ...kick, launchAngle: 10 }, { ...kick, launchAngle: 80 }]) {
      expectInsideFrame(projectileScene(diagram));
    }
  });
});

describe("standing waves", () => {
  const guitar: StandingWaveDiagram = {
    kind: "standing-wave",
    title: "Standing wave on the string",
    description: "…",
    medium: "string",
    harmonic: 1,
    length: 0.65,
    wavelength: 1.3,
    labels: { length: "65 cm", wavelength: "1.3 m", frequency: "310 Hz", speed: "400 m/s" },
  };

  it("a string is still at both fixed ends and moves most in the middle", () => {
    expect(displacementShape(guitar, 0)).toBeCloseTo(0, 12);
    expect(displacementShape(guitar, 0.65)).toBeCloseTo(0, 12);
    expect(displacementShape(guitar, 0.325)).toBeCloseTo(1, 12);
    expect(nodesAndAntinodes(guitar)).toEqual({ nodes: [0, 0.65], antinodes: [0.325] });
  });

  it("an open pipe's air moves most at both ends, a closed pipe's not at all at its closed end", () => {
    const open = { ...guitar, medium: "open-pipe" as const };
    expect(nodesAndAntinodes(open)).toEqual({ nodes: [0.325], antinodes: [0, 0.65] });
    const closed = { ...guitar, medium: "closed-pipe" as const, wavelength: 2.6 };
    expect(nodesAndAntinodes(closed)).toEqual({ nodes: [0], antinodes: [0.65] });
    expect(Math.abs(displacementShape(closed, 0.65))).toBeCloseTo(1, 12);
  });

  it("labels the length, wavelength, frequency and speed with the problem's values", () => {
    const scene = standingWaveScene(guitar);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["L = 65 cm", "λ = 1.3 m  ·  f = 310 Hz  ·  v = 400 m/s", "N", "A"]),
    );
    expect(texts(scene.items).filter((text) => text === "N")).toHaveLength(2);
    expectInsideFrame(scene);
  });
});

describe("pressure-volume diagrams", () => {
  const isothermal: PressureVolumeDiagram = {
    kind: "pressure-volume",
    title: "Pressure-volume diagram: constant temperature",
    description: "…",
    process: "isothermal",
    start: { pressure: 623.55, volume: 2, volumeLabel: "2.0 L", temperatureLabel: "300 K" },
    end: { pressure: 207.85, volume: 6, volumeLabel: "6.0 L", temperatureLabel: "300 K" },
    pressuresGiven: true,
    volumesGiven: true,
    work: { value: 1370, valueLabel: "1400 J" },
  };

  it("an isothermal path keeps p V constant from one state to the other", () => {
    for (const point of pathPoints(isothermal)) {
      expect(point.pressure * point.volume).toBeCloseTo(623.55 * 2, 9);
    }
    expect(pressureOnPath(isothermal, 6)).toBeCloseTo(207.85, 9);
  });

  it("an adiabatic path falls more steeply than an isothermal one through the same start", () => {
    const adiabatic = { ...isothermal, process: "adiabatic" as const, gamma: 1.4 };
    expect(pressureOnPath(adiabatic, 6)).toBeLessThan(pressureOnPath(isothermal, 6));
    expect(pressureOnPath(adiabatic, 6)).toBeCloseTo(623.55 * (2 / 6) ** 1.4, 9);
  });

  it("shades the area under the path from the volume axis, labels the work, the volumes and the temperature", () => {
    const scene = pressureVolumeScene(isothermal);
    const shaded = scene.items.find((item) => item.type === "polygon");
    if (shaded?.type !== "polygon") throw new Error("no shaded area");
    const axis = Math.max(...shaded.points.map((point) => point.y));
    expect(shaded.points[0].y).toBe(axis);
    expect((shaded.points.at(-1) as Point).y).toBe(axis);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["W = 1400 J", "2.0 L", "6.0 L", "1 (300 K)", "2 (300 K)"]),
    );
    expectInsideFrame(scene);
  });

  it("two states joined by no known path: a dotted arrow and no shaded work", () => {
    const scene = pressureVolumeScene({ ...isothermal, process: "unspecified", work: undefined });
    expect(scene.items.some((item) => item.type === "polygon")).toBe(false);
    expect(scene.items.filter((item) => item.type === "arrow" && item.dash === "3 5")).toHaveLength(1);
  });
});

describe("circular motion", () => {
  const car: CircularMotionDiagram = {
    kind: "circular-motion",
    title: "Motion in a circle",
    description: "…",
    radius: 50,
    speed: 15,
    acceleration: 4.5,
    force: { magnitude: 5400, valueLabel: "5400 N" },
    labels: { radius: "50 m", speed: "15 m/s", acceleration: "4.5 m/s²" },
  };

  it("the velocity is along the circle and the acceleration toward its centre", () => {
    const { velocityDirection, accelerationDirection } = circularGeometry();
    expect(Math.abs(velocityDirection - accelerationDirection)).toBe(90);
    const scene = circularMotionScene(car);
    const center = scene.items.find((item) => item.type === "circle");
    const acceleration = scene.items.find((item) => item.type === "arrow" && item.dash === "6 4");
    if (center?.type !== "circle" || acceleration?.type !== "arrow") throw new Error("missing");
    // The acceleration arrow lies on the line from the body to the centre, pointing at it.
    const toCenter = Math.atan2(center.center.y - acceleration.from.y, center.center.x - acceleration.from.x);
    const pointing = Math.atan2(
      acceleration.to.y - acceleration.from.y,
      acceleration.to.x - acceleration.from.x,
    );
    expect(pointing).toBeCloseTo(toCenter, 9);
  });

  it("labels the radius, speed, acceleration and net force with the problem's values", () => {
    const scene = circularMotionScene(car);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["r = 50 m", "v = 15 m/s", "ac = 4.5 m/s²", "Fnet = 5400 N"]),
    );
    expectInsideFrame(scene);
  });
});

describe("energy-level diagrams", () => {
  const electronvolt = 1.602e-19;
  const hydrogen: EnergyLevelsDiagram = {
    kind: "energy-levels",
    title: "Energy levels of the atom",
    description: "…",
    system: "atom",
    levels: [1, 2, 3, 4, 5, 6].map((n) => ({
      n,
      energy: (-13.6 * electronvolt) / n ** 2,
      valueLabel: `${(-13.6 / n ** 2).toPrecision(3)} eV`,
    })),
    transition: {
      from: 3,
      to: 2,
      photon: { energy: 1.89 * electronvolt, energyLabel: "1.89 eV", wavelengthLabel: "656 nm" },
    },
  };

  it("places each level at a height in proportion to its energy, zero at the top", () => {
    const y = levelHeight(hydrogen);
    const ground = y(hydrogen.levels[0].energy);
    const second = y(hydrogen.levels[1].energy);
    expect((ground - y(0)) / (second - y(0))).toBeCloseTo(4, 9);
  });

  it("labels the transition's levels and those with room, never two on top of each other", () => {
    const labelled = labelledLevels(hydrogen);
    expect(labelled).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(labelled).not.toContain(6);
    const y = levelHeight(hydrogen);
    const heights = labelled.map((n) => y(hydrogen.levels[n - 1].energy)).sort((a, b) => a - b);
    for (let index = 1; index < heights.length; index++) {
      expect(heights[index] - heights[index - 1]).toBeGreaterThanOrEqual(17);
    }
  });

  it("draws the drop as an arrow from n = 3 down to n = 2, with the photon's energy and wavelength", () => {
    const scene = energyLevelsScene(hydrogen);
    const y = levelHeight(hydrogen);
    const drop = scene.items.find((item) => item.type === "arrow" && item.width === 3);
    if (drop?.type !== "arrow") throw new Error("no transition arrow");
    expect(drop.from.y).toBeCloseTo(y(hydrogen.levels[2].energy), 9);
    expect(drop.to.y).toBeCloseTo(y(hydrogen.levels[1].energy), 9);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["photon 1.89 eV", "656 nm", "n = 3", "-1.51 eV"]),
    );
    expectInsideFrame(scene);
  });
});

describe("point charges", () => {
  const pair: PointChargesDiagram = {
    kind: "point-charges",
    title: "Forces between the charges",
    description: "…",
    charges: [
      { charge: 3e-6, position: 0, valueLabel: "3.0 μC" },
      { charge: -5e-6, position: 0.2, valueLabel: "-5.0 μC" },
    ],
    separationLabel: "20 cm",
    vectors: [
      { quantity: "force", at: 0, magnitude: 3.37, direction: 0, valueLabel: "3.4 N" },
      { quantity: "force", at: 1, magnitude: 3.37, direction: 180, valueLabel: "3.4 N" },
    ],
  };

  it("draws the two forces of an attracting pair equal and pointing at each other", () => {
    const scene = pointChargesScene(pair);
    const [x1, x2] = chargePositions(pair).charges;
    const forces = scene.items.filter(
      (item): item is Extract<SceneItem, { type: "arrow" }> => item.type === "arrow" && item.width === 3.5,
    );
    expect(forces).toHaveLength(2);
    expect(length(forces[0].from, forces[0].to)).toBeCloseTo(length(forces[1].from, forces[1].to), 9);
    expect(forces[0].to.x - forces[0].from.x).toBeGreaterThan(0);
    expect(forces[0].from.x).toBeGreaterThan(x1);
    expect(forces[1].to.x - forces[1].from.x).toBeLessThan(0);
    expect(forces[1].from.x).toBeLessThan(x2);
  });

  it("labels the charges, the distance and the forces with the problem's values", () => {
    const scene = pointChargesScene(pair);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["3.0 μC", "-5.0 μC", "r = 20 cm", "F = 3.4 N"]),
    );
    expectInsideFrame(scene);
  });
});

describe("circuits with capacitors, inductors, alternating sources and internal resistance", () => {
  const seriesRlc: CircuitDiagram = {
    kind: "circuit",
    title: "Circuit diagram: an alternating source",
    description: "…",
    supply: "ac",
    battery: { emf: 110, valueLabel: "110 V rms" },
    network: {
      type: "series",
      parts: [
        { type: "resistor", resistance: 30, valueLabel: "30 Ω" },
        { type: "inductor", valueLabel: "X_L = 70 Ω" },
        { type: "capacitor", valueLabel: "X_C = 30 Ω" },
      ],
    },
    current: { value: 2.2, valueLabel: "2.2 A rms" },
    readings: ["Z = 50 Ω", "average power P = 150 W"],
  };

  it("draws an alternating source as a circle, a coil and two plates, each labelled, and the readings under the loop", () => {
    const scene = circuitScene(seriesRlc);
    expect(scene.items.filter((item) => item.type === "circle" && item.radius === 18)).toHaveLength(1);
    const plates = scene.items.filter((item) => item.type === "line" && item.color === "#a8527f");
    expect(plates).toHaveLength(2);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "30 Ω",
        "X_L = 70 Ω",
        "X_C = 30 Ω",
        "110 V rms",
        "I = 2.2 A rms",
        "Z = 50 Ω",
        "average power P = 150 W",
      ]),
    );
    const readings = scene.items.filter((item) => item.type === "text" && item.text.startsWith("Z = "));
    expect(readings[0]?.type === "text" && readings[0].at.y).toBeGreaterThan(230);
    expectInsideFrame(scene);
  });

  it("writes the labels of three parts in a row on alternate sides of the wire, so they cannot overlap", () => {
    const scene = circuitScene(seriesRlc);
    const labelY = (label: string) => {
      const found = scene.items.find((item) => item.type === "text" && item.text === label);
      return found?.type === "text" ? found.at.y : Number.NaN;
    };
    expect(labelY("30 Ω")).toBeLessThan(60);
    expect(labelY("X_L = 70 Ω")).toBeGreaterThan(60);
    expect(labelY("X_C = 30 Ω")).toBeLessThan(60);
  });

  it("draws a battery's internal resistance inside its dashed outline, in series with the load", () => {
    const scene = circuitScene({
      kind: "circuit",
      title: "Circuit diagram: a battery with internal resistance",
      description: "…",
      battery: { emf: 9, valueLabel: "9.0 V" },
      internalResistance: { resistance: 1.5, valueLabel: "1.5 Ω" },
      network: { type: "resistor", resistance: 6, valueLabel: "6.0 Ω" },
      current: { value: 1.2, valueLabel: "1.2 A" },
      readings: ["terminal voltage V = ε − I r = 7.2 V"],
    });
    expect(scene.items.filter((item) => item.type === "polyline" && item.dash === "4 4")).toHaveLength(1);
    expect(scene.items.filter((item) => item.type === "polyline" && item.color === "#c24e00")).toHaveLength(
      2,
    );
    expect(texts(scene.items)).toEqual(expect.arrayContaining(["r = 1.5 Ω", "6.0 Ω", "9.0 V", "I = 1.2 A"]));
    expectInsideFrame(scene);
  });
});

describe("interference patterns", () => {
  const grating: InterferencePatternDiagram = {
    kind: "interference-pattern",
    title: "Diffraction grating",
    description: "…",
    aperture: "grating",
    spacing: 2e-6,
    wavelength: 675e-9,
    order: 2,
    angle: (Math.asin((2 * 675e-9) / 2e-6) * 180) / Math.PI,
    highestOrder: 2,
    labels: {
      spacing: "2.0 μm",
      wavelength: "675 nm",
      angle: "42°",
      ruling: "500 lines/mm",
      maximaCount: "5",
    },
  };
  const doubleSlit: InterferencePatternDiagram = {
    kind: "interference-pattern",
    title: "Double-slit interference",
    description: "…",
    aperture: "double-slit",
    spacing: 1.8e-4,
    wavelength: 630e-9,
    order: 3,
    angle: (Math.asin((3 * 630e-9) / 1.8e-4) * 180) / Math.PI,
    screenDistance: 2,
    labels: {
      spacing: "0.18 mm",
      wavelength: "630 nm",
      angle: "0.60°",
      screenDistance: "2.0 m",
      position: "2.1 cm",
    },
  };
  const rays = (scene: Scene) =>
    scene.items.filter(
      (item): item is Extract<SceneItem, { type: "line" }> =>
        item.type === "line" && item.color !== COLOURS_INK,
    );
  const COLOURS_INK = "#1f2937";
  const angleOf = (line: Extract<SceneItem, { type: "line" }>) =>
    (Math.atan2(line.from.y - line.to.y, line.to.x - line.from.x) * 180) / Math.PI;

  it("draws a grating's orders at their true angles, up to the highest one, the one asked about bold", () => {
    expect(angleMagnification(grating)).toBe(1);
    expect(fringeAngles(grating).map((fringe) => fringe.order)).toEqual([1, 2]);
    const scene = interferencePatternScene(grating);
    const fan = rays(scene).filter((line) => line.width === 2.5 || line.width === 1.2);
    expect(fan.map(angleOf)).toEqual([
      expect.closeTo((Math.asin(675e-9 / 2e-6) * 180) / Math.PI, 6),
      expect.closeTo(grating.angle, 6),
    ]);
    expect(fan[1].width).toBe(2.5);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "m = 0",
        "m = 1",
        "m = 2",
        "θ = 42°",
        "λ = 675 nm",
        "d = 2.0 μm (500 lines/mm)  ·  m = 2",
      ]),
    );
    expectInsideFrame(scene);
  });

  it("writes the wavelength where no line of the barrier or the fan crosses it", () => {
    for (const diagram of [
      grating,
      doubleSlit,
      { ...grating, labels: { ...grating.labels, wavelength: "500 nm" } },
    ]) {
      const scene = interferencePatternScene(diagram);
      const label = scene.items.find(
        (item): item is Extract<SceneItem, { type: "text" }> => item.type === "text" && item.text === "λ",
      );
      expect(label).toBeDefined();
      if (!label) continue;
      // The label's box: its characters at about 0.62 of the text size each, from its top down.
      const size = label.size ?? 15;
      const box = {
        left: label.at.x,
        right: label.at.x + 0.62 * size * `λ${label.after ?? ""}`.length,
        top: label.at.y,
        bottom: label.at.y + size,
      };
      const lines = scene.items.filter(
        (item): item is Extract<SceneItem, { type: "line" }> => item.type === "line",
      );
      for (const line of lines) {
        // Sampled along the line: no point of it inside the label's box.
        for (let step = 0; step <= 100; step++) {
          const x = line.from.x + ((line.to.x - line.from.x) * step) / 100;
          const y = line.from.y + ((line.to.y - line.from.y) * step) / 100;
          const inside = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
          expect(inside).toBe(false);
        }
      }
    }
  });

  it("enlarges small angles by a whole factor and says so, the orders still evenly spaced", () => {
    const magnification = angleMagnification(doubleSlit);
    expect(magnification).toBe(Math.floor(15 / doubleSlit.angle));
    const scene = interferencePatternScene(doubleSlit);
    const fan = rays(scene).filter((line) => line.width === 2.5 || line.width === 1.2);
    const drawn = fan.map(angleOf);
    expect(drawn[1] - drawn[0]).toBeCloseTo(drawn[0], 2);
    expect(drawn[2]).toBeCloseTo(doubleSlit.angle * magnification, 6);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        `angles drawn ${magnification}× larger`,
        "screen L = 2.0 m away  ·  y = 2.1 cm",
      ]),
    );
    expectInsideFrame(scene);
  });

  it("marks a single slit's dark fringes as rings, not bright dots", () => {
    const scene = interferencePatternScene({
      ...doubleSlit,
      aperture: "single-slit",
      title: "Single-slit diffraction",
      spacing: 3e-6,
      wavelength: 750e-9,
      order: 3,
      angle: 48.59,
      screenDistance: undefined,
      labels: { spacing: "3.00 μm", wavelength: "750 nm", angle: "48.6°" },
    });
    const rings = scene.items.filter((item) => item.type === "circle" && item.fill === "#ffffff");
    expect(rings).toHaveLength(3);
    expect(texts(scene.items)).toEqual(expect.arrayContaining(["○ dark fringes, a sin θ = m λ", "centre"]));
    expectInsideFrame(scene);
  });
});

describe("collisions", () => {
  const carts: CollisionDiagram = {
    kind: "collision",
    title: "Momentum before and after: the bodies stick together",
    description: "…",
    event: "sticks",
    bodies: [
      {
        name: "m₁",
        mass: 1.5,
        massLabel: "1.5 kg",
        before: 2,
        after: 1.5,
        beforeLabel: "2.0 m/s",
        afterLabel: "1.5 m/s",
      },
      {
        name: "m₂",
        mass: 0.5,
        massLabel: "0.50 kg",
        before: 0,
        after: 1.5,
        beforeLabel: "0 m/s",
        afterLabel: "1.5 m/s",
      },
    ],
    totalMomentum: { value: 3, valueLabel: "3.0 kg·m/s" },
  };
  const arrows = (scene: Scene) =>
    scene.items.filter((item): item is Extract<SceneItem, { type: "arrow" }> => item.type === "arrow");

  it("draws velocities to one scale: 2.0 m/s before and the shared 1.5 m/s after, in the ratio 4 : 3", () => {
    const scene = collisionScene(carts);
    const [before, after] = arrows(scene);
    expect(length(before.from, before.to)).toBe(LONGEST_VELOCITY);
    expect(length(after.from, after.to) / length(before.from, before.to)).toBeCloseTo(0.75, 9);
    expect(after.to.x).toBeGreaterThan(after.from.x);
    expect(after.from.y).toBeGreaterThan(before.from.y);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "Before",
        "After",
        "v = 2.0 m/s",
        "v = 1.5 m/s",
        "at rest",
        "1.5 kg + 0.50 kg",
        "total momentum 3.0 kg·m/s, before and after",
      ]),
    );
    expectInsideFrame(scene);
  });

  it("points a recoiling body's arrow back, and a bounce's arrow away from the wall", () => {
    const recoil = collisionScene({
      ...carts,
      event: "recoil",
      bodies: [
        {
          name: "m₁",
          mass: 60,
          massLabel: "60 kg",
          before: 0,
          after: -0.3,
          beforeLabel: "0 m/s",
          afterLabel: "0.30 m/s",
        },
        {
          name: "m₂",
          mass: 2,
          massLabel: "2.0 kg",
          before: 0,
          after: 9,
          beforeLabel: "0 m/s",
          afterLabel: "9.0 m/s",
        },
      ],
      totalMomentum: { value: 0, valueLabel: "0 kg·m/s" },
    });
    const [back, forward] = arrows(recoil);
    expect(back.to.x).toBeLessThan(back.from.x);
    expect(forward.to.x).toBeGreaterThan(forward.from.x);
    expect(velocityArrowLength(0.3, 9)).toBeGreaterThan(0);
    expectInsideFrame(recoil);
    const bounce = collisionScene({
      kind: "collision",
      title: "Momentum before and after: a bounce off a wall",
      description: "…",
      event: "rebound",
      bodies: [
        {
          name: "m",
          mass: 0.5,
          massLabel: "0.50 kg",
          before: 12,
          after: -9,
          beforeLabel: "12 m/s",
          afterLabel: "9.0 m/s",
        },
      ],
      impulse: { forceLabel: "530 N", timeLabel: "0.020 s" },
    });
    const [toWall, away] = arrows(bounce);
    expect(toWall.to.x).toBeGreaterThan(toWall.from.x);
    expect(away.to.x).toBeLessThan(away.from.x);
    expect(length(away.from, away.to) / length(toWall.from, toWall.to)).toBeCloseTo(0.75, 9);
    expect(texts(bounce.items)).toContain("wall's average force F = 530 N for 0.020 s");
    expectInsideFrame(bounce);
  });
});

describe("refraction", () => {
  const brewster: RefractionDiagram = {
    kind: "refraction",
    title: "Light at Brewster's angle",
    description: "…",
    event: "brewster",
    incidence: 48.8,
    refraction: 41.2,
    n1: 1.33,
    n2: 1.52,
    labels: { incidence: "48.8°", refraction: "41.2°", n1: "1.33", n2: "1.52" },
  };
  const arrows = (scene: Scene) =>
    scene.items.filter((item): item is Extract<SceneItem, { type: "arrow" }> => item.type === "arrow");
  const direction = (arrow: Extract<SceneItem, { type: "arrow" }>) =>
    (Math.atan2(arrow.from.y - arrow.to.y, arrow.to.x - arrow.from.x) * 180) / Math.PI;

  it("draws the rays at their angles from the normal, the reflected and refracted at right angles at Brewster's angle", () => {
    const scene = refractionScene(brewster);
    const [incident, refracted, reflected] = arrows(scene);
    expect(direction(incident)).toBeCloseTo(-(90 - 48.8), 6);
    expect(direction(refracted)).toBeCloseTo(-(90 - 41.2), 6);
    expect(direction(reflected)).toBeCloseTo(90 - 48.8, 6);
    expect(direction(reflected) - direction(refracted)).toBeCloseTo(90, 6);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["θB = 48.8°", "θ2 = 41.2°", "n1 = 1.33", "n2 = 1.52", "reflected: polarized"]),
    );
    expectInsideFrame(scene);
  });

  it("bends a ray entering a denser medium toward the normal", () => {
    const { incident, refracted } = rayDirections({
      ...brewster,
      event: "refraction",
      incidence: 40,
      refraction: 25.4,
    });
    expect(Math.abs(refracted + 90)).toBeLessThan(Math.abs(incident + 90));
  });
});

describe("polarizing filters", () => {
  const twoFilters: PolarizersDiagram = {
    kind: "polarizers",
    title: "Light through the polarizing filters",
    description: "…",
    incoming: "unpolarized",
    measure: "intensity",
    incident: { value: 80, valueLabel: "80 W/m²" },
    filters: [
      { axis: 0, axisLabel: "0°", transmitted: 40, transmittedLabel: "40 W/m²" },
      { axis: 30, axisLabel: "30°", transmitted: 30, transmittedLabel: "30 W/m²" },
    ],
  };

  it("draws each filter's axis at its angle and the beam thinner in proportion to what passes", () => {
    const scene = polarizersScene(twoFilters);
    const beam = scene.items.filter(
      (item): item is Extract<SceneItem, { type: "line" }> =>
        item.type === "line" && item.color === "#b86e00",
    );
    expect(beam.map((segment) => segment.width)).toEqual([
      WIDEST_BEAM,
      WIDEST_BEAM / 2,
      (WIDEST_BEAM * 3) / 8,
    ]);
    expect(beamWidth(30, 80)).toBeCloseTo(5.25, 9);
    const axes = scene.items.filter(
      (item): item is Extract<SceneItem, { type: "line" }> =>
        item.type === "line" && item.color === "#007a5a",
    );
    const tilt = (line: Extract<SceneItem, { type: "line" }>) =>
      (Math.atan2(line.to.y - line.from.y, line.from.x - line.to.x) * 180) / Math.PI - 90;
    expect(tilt(axes[0])).toBeCloseTo(0, 6);
    expect(tilt(axes[1])).toBeCloseTo(30, 6);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["I0 = 80 W/m²", "unpolarized", "axis 30°", "→ 40 W/m²", "→ 30 W/m²"]),
    );
    expectInsideFrame(scene);
  });
});

describe("thin films and interferometers", () => {
  const oil: ThinFilmDiagram = {
    kind: "thin-film",
    title: "Thin film: reflections reinforce",
    description: "…",
    result: "bright",
    filmIndex: 1.45,
    aboveIndex: 1,
    belowIndex: 1.33,
    inversions: { top: true, bottom: false },
    thickness: 1.03e-7,
    wavelength: 6e-7,
    labels: {
      thickness: "100 nm",
      wavelength: "600 nm",
      filmIndex: "1.45",
      aboveIndex: "1.00",
      belowIndex: "1.33",
    },
  };

  it("draws a ray reflected from each surface, says which reflections invert the phase, and the result", () => {
    const scene = thinFilmScene(oil);
    const { enter, bottom, exit } = filmPath();
    expect(bottom.y).toBeGreaterThan(enter.y);
    expect(exit.x).toBeGreaterThan(enter.x);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "1",
        "2",
        "1: phase flips ½λ",
        "2: no phase flip",
        "t = 100 nm",
        "film, n = 1.45",
        "below, n = 1.33",
        "λ = 600 nm  ·  reflections reinforce: bright",
      ]),
    );
    expectInsideFrame(scene);
  });

  it("labels a Michelson interferometer's mirror shift, fringe count and wavelength", () => {
    const michelson: InterferometerDiagram = {
      kind: "interferometer",
      title: "Michelson interferometer",
      description: "…",
      mirrorShift: 2.5e-4,
      fringes: 800,
      wavelength: 6.25e-7,
      labels: { mirrorShift: "0.25 mm", fringes: "800", wavelength: "625 nm" },
    };
    const scene = interferometerScene(michelson);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "d = 0.25 mm",
        "N = 800 fringes pass",
        "λ = 625 nm",
        "fixed mirror",
        "movable mirror",
      ]),
    );
    expectInsideFrame(scene);
  });
});

describe("travelling waves and torques", () => {
  it("marks one wavelength from crest to crest and the velocity along the wave", () => {
    const wave: TravellingWaveDiagram = {
      kind: "travelling-wave",
      title: "The wave at one instant",
      description: "…",
      wavelength: 0.8,
      speed: 20,
      frequency: 25,
      labels: { wavelength: "0.80 m", speed: "20 m/s", frequency: "25 Hz" },
    };
    const scene = travellingWaveScene(wave);
    const [first, second] = crestXs();
    const curve = scene.items.find((item) => item.type === "polyline");
    const highest =
      curve?.type === "polyline" ? Math.min(...curve.points.map((point) => point.y)) : Number.NaN;
    const atCrest =
      curve?.type === "polyline" ? curve.points.filter((point) => Math.abs(point.y - highest) < 0.5) : [];
    expect(atCrest.some((point) => Math.abs(point.x - first) < 2)).toBe(true);
    expect(atCrest.some((point) => Math.abs(point.x - second) < 2)).toBe(true);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["λ = 0.80 m", "v = 20 m/s", "f = 25 Hz  ·  v = f λ"]),
    );
    expectInsideFrame(scene);
  });

  it("draws the force at right angles to the bar at the lever arm's end", () => {
    const torque: TorqueDiagram = {
      kind: "torque",
      title: "Torque about the pivot",
      description: "…",
      leverArm: 0.25,
      force: 150,
      torque: 37.5,
      labels: { leverArm: "0.25 m", force: "150 N", torque: "38 N·m" },
    };
    const scene = torqueScene(torque);
    const { from, to } = forceArrow();
    expect(to.x).toBe(from.x);
    expect(to.y).toBeLessThan(from.y);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["F = 150 N", "r = 0.25 m", "τ = r F = 38 N·m", "pivot"]),
    );
    expectInsideFrame(scene);
  });
});

describe("work by a force and oscillators", () => {
  it("draws the force along the displacement and labels F, d and W", () => {
    const diagram: WorkDoneDiagram = {
      kind: "work-done",
      title: "Work done by the force",
      description: "…",
      force: 20,
      displacement: 5,
      work: 100,
      labels: { force: "20 N", displacement: "5.0 m", work: "100 J" },
    };
    const scene = workDoneScene(diagram);
    const { from, to } = forceOnBody();
    expect(to.y).toBe(from.y);
    expect(to.x).toBeGreaterThan(from.x);
    expect(texts(scene.items)).toEqual(expect.arrayContaining(["F = 20 N", "d = 5.0 m", "W = F d = 100 J"]));
    expectInsideFrame(scene);
  });

  it("draws a pendulum with its length and a mass on a spring with its mass and constant, each with the period", () => {
    const pendulum: OscillatorDiagram = {
      kind: "oscillator",
      title: "Pendulum",
      description: "…",
      system: "pendulum",
      period: 1,
      labels: { period: "1.00 s", length: "0.248 m" },
    };
    expect(texts(oscillatorScene(pendulum).items)).toEqual(
      expect.arrayContaining(["L = 0.248 m", "period T = 1.00 s"]),
    );
    expectInsideFrame(oscillatorScene(pendulum));
    const spring = oscillatorScene({
      ...pendulum,
      title: "Mass on a spring",
      system: "mass-spring",
      period: 0.314,
      labels: { period: "0.31 s", mass: "0.50 kg", springConstant: "200 N/m" },
    });
    expect(texts(spring.items)).toEqual(
      expect.arrayContaining(["m = 0.50 kg", "k = 200 N/m", "period T = 0.31 s"]),
    );
    expectInsideFrame(spring);
  });
});

describe("gravitation", () => {
  const pair: GravitationDiagram = {
    kind: "gravitation",
    title: "Gravitational attraction",
    description: "…",
    situation: "attraction",
    masses: [5, 40],
    labels: { mass1: "5.0 kg", mass2: "40 kg", separation: "15 cm", force: "5.9 × 10⁻⁷ N" },
  };

  it("two bodies pull each other with arrows of one length pointing at each other, the heavier drawn larger", () => {
    const scene = gravitationScene(pair);
    const arrows = scene.items.filter((item) => item.type === "arrow" && item.color !== "#1f2937");
    const [first, second] = arrows.map((item) => (item.type === "arrow" ? item : undefined));
    if (!first || !second) throw new Error("expected two force arrows");
    expect(length(first.from, first.to)).toBeCloseTo(length(second.from, second.to), 9);
    expect(first.to.x).toBeGreaterThan(first.from.x);
    expect(second.to.x).toBeLessThan(second.from.x);
    const bodies = scene.items.flatMap((item) => (item.type === "circle" ? [item.radius] : []));
    expect(bodies[1]).toBeGreaterThan(bodies[0]);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "F = 5.9 × 10⁻⁷ N",
        "m1 = 5.0 kg",
        "m2 = 40 kg",
        "r = 15 cm",
        "F = G m₁ m₂ / r²",
      ]),
    );
    expectInsideFrame(scene);
  });

  it("an ellipse to scale with the central body at a focus: nearest and farthest distances in the ratio given", () => {
    const { centre, halfWidth, focus } = orbitGeometry(1.13, 1.78);
    const nearest = centre.x + halfWidth - focus.x;
    const farthest = focus.x - (centre.x - halfWidth);
    expect(farthest / nearest).toBeCloseTo(1.78 / 1.13, 9);
    const scene = gravitationScene({
      kind: "gravitation",
      title: "Elliptical orbit around the Sun",
      description: "…",
      situation: "orbit",
      nearest: 1.13,
      farthest: 1.78,
      labels: {
        central: "the Sun",
        nearest: "1.13 AU",
        farthest: "1.78 AU",
        orbitRadius: "1.46 AU",
        period: "5.54 × 10⁷ s",
      },
    });
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "nearest = 1.13 AU",
        "farthest = 1.78 AU",
        "the Sun",
        "one orbit takes T = 5.54 × 10⁷ s",
        "semi-major axis r = 1.46 AU",
      ]),
    );
    expectInsideFrame(scene);
  });

  it("a circle's radius, and a planet's surface with gravity pointing in and the escape speed pointing out", () => {
    const circle = gravitationScene({
      kind: "gravitation",
      title: "Orbit around Earth",
      description: "…",
      situation: "orbit",
      nearest: 3.84e8,
      farthest: 3.84e8,
      labels: { central: "Earth", orbitRadius: "3.84 × 10⁸ m", escapeSpeed: "1440 m/s" },
    });
    expect(texts(circle.items)).toEqual(expect.arrayContaining(["r = 3.84 × 10⁸ m", "vesc = 1440 m/s"]));
    expectInsideFrame(circle);
    const planet = gravitationScene({
      kind: "gravitation",
      title: "Gravity at the surface of Saturn",
      description: "…",
      situation: "surface",
      labels: { central: "Saturn", radius: "6.0 × 10⁷ m", surfaceGravity: "12 m/s²", escapeSpeed: "36 km/s" },
    });
    const arrows = planet.items.flatMap((item) => (item.type === "arrow" ? [item] : []));
    expect(arrows).toHaveLength(2);
    const [inward, outward] = arrows;
    expect(inward.to.y).toBeGreaterThan(inward.from.y);
    expect(outward.to.y).toBeLessThan(outward.from.y);
    expect(texts(planet.items)).toEqual(
      expect.arrayContaining(["Saturn", "R = 6.0 × 10⁷ m", "g = 12 m/s²", "vesc = 36 km/s"]),
    );
    expectInsideFrame(planet);
  });
});

describe("rotation", () => {
  const skater: RotationDiagram = {
    kind: "rotation",
    title: "Spinning faster as the moment of inertia shrinks",
    description: "…",
    body: "spinner",
    states: [
      {
        name: "before",
        angularVelocity: 4 * Math.PI,
        angularVelocityLabel: "2.0 rev/s",
        momentOfInertia: 3.6,
        momentOfInertiaLabel: "3.6 kg·m²",
      },
      {
        name: "after",
        angularVelocity: 12 * Math.PI,
        angularVelocityLabel: "6.0 rev/s",
        momentOfInertia: 1.2,
        momentOfInertiaLabel: "1.2 kg·m²",
      },
    ],
    readings: ["I₁ ω₀ = I₂ ω", "W = ½ I₂ ω² − ½ I₁ ω₀² = 570 J"],
  };

  it("sweeps each curved arrow through an angle in proportion to its angular velocity, none at rest", () => {
    expect(sweepOf(12 * Math.PI, 12 * Math.PI)).toBe(LONGEST_SWEEP);
    expect(sweepOf(4 * Math.PI, 12 * Math.PI)).toBeCloseTo(LONGEST_SWEEP / 3, 9);
    expect(sweepOf(0, 12 * Math.PI)).toBe(0);
  });

  it("draws a body whose moment of inertia shrinks smaller, its radius in proportion to √I", () => {
    expect(spinnerRadius(skater, 1, 66) / spinnerRadius(skater, 0, 66)).toBeCloseTo(Math.sqrt(1.2 / 3.6), 9);
    const scene = rotationScene(skater);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "before",
        "after",
        "ω = 2.0 rev/s",
        "ω = 6.0 rev/s",
        "I = 1.2 kg·m²",
        "I₁ ω₀ = I₂ ω",
      ]),
    );
    expectInsideFrame(scene);
  });

  it("a wheel at rest has no curved arrow and says so; a drum shows its rope, load and acceleration", () => {
    const wheel = rotationScene({
      kind: "rotation",
      title: "The wheel speeds up",
      description: "…",
      body: "wheel",
      states: [
        { name: "at the start", angularVelocity: 0, angularVelocityLabel: "0 rpm" },
        { name: "after 4.0 s", angularVelocity: 12.57, angularVelocityLabel: "120 rpm" },
      ],
      readings: ["ω = ω₀ + α t", "α = 3.1 rad/s²"],
    });
    expect(wheel.items.filter((item) => item.type === "arrow" && item.color === "#007a5a")).toHaveLength(1);
    expect(texts(wheel.items)).toEqual(expect.arrayContaining(["ω = 0 rpm, at rest", "ω = 120 rpm"]));
    expectInsideFrame(wheel);
    const drum = rotationScene({
      kind: "rotation",
      title: "A falling load turns the drum",
      description: "…",
      body: "drum",
      states: [],
      massLabel: "6.0 kg",
      load: { massLabel: "2.0 kg", accelerationLabel: "3.9 m/s²" },
      readings: ["a = m g / (m + ½ M)"],
    });
    expect(texts(drum.items)).toEqual(expect.arrayContaining(["M = 6.0 kg", "m = 2.0 kg", "a = 3.9 m/s²"]));
    expectInsideFrame(drum);
  });
});

describe("light in a medium and liquid columns", () => {
  it("the wave's crests come n times closer together inside the medium", () => {
    const points = wavePoints(1.5);
    const crests = points.filter(
      (point, index) =>
        index > 0 &&
        index < points.length - 1 &&
        point.y < points[index - 1].y &&
        point.y <= points[index + 1].y,
    );
    const gaps = crests.slice(1).map((crest, index) => crest.x - crests[index].x);
    expect(gaps[0]).toBeCloseTo(VACUUM_WAVELENGTH, -1);
    expect(gaps.at(-1)).toBeCloseTo(VACUUM_WAVELENGTH / 1.5, -1);
    const glass: LightInMediumDiagram = {
      kind: "light-in-medium",
      title: "Light in glass",
      description: "…",
      index: 1.5,
      labels: {
        medium: "glass",
        index: "1.50",
        speed: "2.0 × 10⁸ m/s",
        vacuumWavelength: "600 nm",
        mediumWavelength: "400 nm",
        distance: "2.0 km",
        time: "9.8 μs",
      },
    };
    const scene = lightInMediumScene(glass);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "glass, n = 1.50",
        "v = 2.0 × 10⁸ m/s",
        "λ = 600 nm",
        "λn = 400 nm",
        "L = 2.0 km",
        "t = L / v = 9.8 μs",
      ]),
    );
    expectInsideFrame(scene);
  });

  it("a liquid column's pressure arrows grow in proportion to the depth, the pressure at the bottom labelled", () => {
    expect(pressureArrows().map((arrow) => arrow.length / arrow.depth)).toEqual([
      DEEPEST_ARROW,
      DEEPEST_ARROW,
      DEEPEST_ARROW,
      DEEPEST_ARROW,
    ]);
    const column: FluidColumnDiagram = {
      kind: "fluid-column",
      title: "A column of mercury",
      description: "…",
      labels: { fluid: "mercury", density: "13600 kg/m³", height: "0.760 m", pressure: "1.00 atm" },
    };
    const scene = fluidColumnScene(column);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "mercury",
        "h = 0.760 m",
        "P = 1.00 atm at the bottom",
        "P = ρ g h",
        "ρ = 13600 kg/m³",
      ]),
    );
    expectInsideFrame(scene);
  });
});

describe("focal points", () => {
  const mirror: FocalPointsDiagram = {
    kind: "focal-points",
    title: "Focal points of the concave mirror",
    description: "…",
    element: "concave-mirror",
    labels: { focalLength: "800 mm", radius: "1.6 m" },
  };

  it("rays arriving parallel leave a concave mirror through its focal point, C at twice the focal length", () => {
    const { element, focus } = focalGeometry("concave-mirror");
    expect(element - focus).toBe(FOCAL);
    const scene = focalPointsScene(mirror);
    const reflected = scene.items.filter(
      (item) =>
        item.type === "line" && item.from.x > focus && item.to.x < item.from.x && item.dash === undefined,
    );
    expect(reflected).toHaveLength(4);
    for (const ray of reflected) {
      if (ray.type !== "line") continue;
      // Each reflected ray passes through F on the axis (y = 120 in the scene).
      const atFocus = ray.from.y + ((ray.to.y - ray.from.y) * (focus - ray.from.x)) / (ray.to.x - ray.from.x);
      expect(atFocus).toBeCloseTo(120, 9);
    }
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining(["F", "C", "f = 800 mm", "R = 1.6 m", "f = R / 2"]),
    );
    expectInsideFrame(scene);
  });

  it("a diverging lens spreads the rays as if from its focal point, traced back dashed, with its power", () => {
    const scene = focalPointsScene({
      kind: "focal-points",
      title: "Focal points of the diverging lens",
      description: "…",
      element: "diverging-lens",
      labels: { focalLength: "20 cm", power: "-5.0 D" },
    });
    expect(scene.items.filter((item) => item.type === "line" && item.dash === "4 4")).toHaveLength(4);
    expect(texts(scene.items)).toEqual(expect.arrayContaining(["f = 20 cm", "P = 1 / f", "P = -5.0 D"]));
    expectInsideFrame(scene);
  });
});

describe("a block on a spring", () => {
  it("puts the block at its displacement to scale with the amplitude, at the amplitude when none is asked", () => {
    const block: SpringOscillationDiagram = {
      kind: "spring-oscillation",
      title: "Oscillating on a spring",
      description: "…",
      amplitude: 0.08,
      position: 0.04,
      labels: {
        amplitude: "8.0 cm",
        position: "4.0 cm",
        springConstant: "64 N/m",
        mass: "0.25 kg",
        speed: "110 cm/s",
      },
    };
    const atHalf = blockCentre(block);
    const released = blockCentre({ ...block, position: undefined });
    expect(released - atHalf).toBeCloseTo(AMPLITUDE / 2, 9);
    const scene = springOscillationScene(block);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "A = 8.0 cm",
        "x = 4.0 cm",
        "v = 110 cm/s",
        "k = 64 N/m",
        "m = 0.25 kg",
        "equilibrium",
      ]),
    );
    expectInsideFrame(scene);
  });
});

describe("a laser beam", () => {
  it("the intensity across the beam is flat over its diameter, or a Gaussian bell falling to 1/e² at w", () => {
    const flat = profilePoints("uniform");
    const heights = (points: Point[], x: number) =>
      points.filter((point) => Math.abs(point.x - x) < 1e-9).map((point) => point.y);
    const centre = flat[Math.floor(flat.length / 2)];
    expect(heights(flat, centre.x + PROFILE_HALF_WIDTH * 0.95)).toEqual([centre.y]);
    const bell = profilePoints("gaussian");
    const base = bell[0].y;
    const peak = bell[Math.floor(bell.length / 2)];
    const atW = bell.find((point) => Math.abs(point.x - (peak.x + PROFILE_HALF_WIDTH)) < 1e-9);
    // The bell's foot, two radii out, is e⁻⁸ above the baseline: nearly on it.
    expect(atW && (base - atW.y) / (base - peak.y)).toBeCloseTo(Math.exp(-2), 3);
  });

  it("labels the power, the photons a second, the diameter and the intensity, inside its frame", () => {
    const beam: LaserBeamDiagram = {
      kind: "laser-beam",
      title: "A laser beam and its intensity",
      description: "…",
      profile: "uniform",
      labels: {
        power: "5.0 mW",
        wavelength: "532 nm",
        photonRate: "1.3 × 10¹⁶",
        diameter: "2.0 mm",
        intensity: "1600 W/m²",
      },
    };
    const scene = laserBeamScene(beam);
    expect(texts(scene.items)).toEqual(
      expect.arrayContaining([
        "P = 5.0 mW",
        "λ = 532 nm",
        "R = 1.3 × 10¹⁶ photons/s",
        "D = 2.0 mm",
        "I = 1600 W/m²",
      ]),
    );
    expectInsideFrame(scene);
  });
});

it("a kind this screen does not know (from a newer or damaged record) draws no scene", () => {
  expect(
    diagramScene({ kind: "tide-chart", title: "t", description: "d" } as unknown as Diagram),
  ).toBeUndefined();
});
