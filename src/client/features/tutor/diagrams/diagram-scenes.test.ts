import { describe, expect, it } from "vitest";
import type {
  CircuitDiagram,
  Diagram,
  EnergyBarsDiagram,
  FreeBodyDiagram,
  MotionGraphsDiagram,
  RayDiagram,
} from "../../../../contracts/diagram";
import { circuitScene } from "./circuit";
import { diagramScene } from "./diagram-scene";
import { barHeight, energyBarsScene, TALLEST_BAR } from "./energy-bars";
import { arrowLength, freeBodyScene, LONGEST_ARROW, scaleStep } from "./free-body";
import { areaUnder, motionGraphsScene, motionSamples } from "./motion-graphs";
import { imageHeight, imagePosition, rayDiagramScene } from "./ray-diagram";
import type { Point, SceneItem } from "./scene";

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

it("a kind this screen does not know (from a newer or damaged record) draws no scene", () => {
  expect(
    diagramScene({ kind: "pressure-volume", title: "t", description: "d" } as unknown as Diagram),
  ).toBeUndefined();
});
