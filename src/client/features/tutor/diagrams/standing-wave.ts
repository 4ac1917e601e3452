/**
 * Layout of a standing wave: the string or pipe across the picture, the wave's two extreme
 * shapes (one solid, one dashed) drawn from its wavelength, so the length holds exactly the part
 * of a wavelength the physics fits in it; nodes (N) and antinodes (A) marked where the shape
 * puts them; the length as a dimension line, and the wavelength, frequency and speed written under.
 * A string is still at its fixed ends; the air in a pipe moves most at an open end and not at all
 * at a closed one.
 */
import type { StandingWaveDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const LEFT = 40;
const RIGHT = SCENE_WIDTH - 40;
const AXIS_Y = 112;
const AMPLITUDE = 52;
const PIPE_HALF_HEIGHT = 88;
const SAMPLES = 96;

/** The wave's displacement at `x` metres along the length, as a share of its largest (between -1 and 1). */
export function displacementShape(diagram: StandingWaveDiagram, x: number): number {
  const phase = (2 * Math.PI * x) / diagram.wavelength;
  // A still end (a string's, a closed pipe's at x = 0) is a node; an open pipe's ends are antinodes.
  return diagram.medium === "open-pipe" ? Math.cos(phase) : Math.sin(phase);
}

/** Where along the length (metres) the wave is still (nodes) and moves most (antinodes). */
export function nodesAndAntinodes(diagram: StandingWaveDiagram): { nodes: number[]; antinodes: number[] } {
  const quarter = diagram.wavelength / 4;
  const nodes: number[] = [];
  const antinodes: number[] = [];
  // Every quarter wavelength from a node or antinode is the other; an open pipe starts at an antinode.
  const startsStill = diagram.medium !== "open-pipe";
  for (let index = 0; index * quarter <= diagram.length * (1 + 1e-9); index++) {
    const still = (index % 2 === 0) === startsStill;
    (still ? nodes : antinodes).push(Math.min(index * quarter, diagram.length));
  }
  return { nodes, antinodes };
}

/** The scene of a standing wave. */
export function standingWaveScene(diagram: StandingWaveDiagram): Scene {
  const items: SceneItem[] = [];
  const toX = (metres: number) => LEFT + (metres / diagram.length) * (RIGHT - LEFT);
  const shape = (sign: number): Point[] => {
    const points: Point[] = [];
    for (let index = 0; index <= SAMPLES; index++) {
      const metres = (diagram.length * index) / SAMPLES;
      points.push({ x: toX(metres), y: AXIS_Y - sign * AMPLITUDE * displacementShape(diagram, metres) });
    }
    return points;
  };

  if (diagram.medium === "string") {
    for (const x of [LEFT, RIGHT]) {
      items.push(
        { type: "line", from: { x, y: AXIS_Y - 34 }, to: { x, y: AXIS_Y + 34 }, color: COLORS.ink, width: 5 },
        { type: "circle", center: { x, y: AXIS_Y }, radius: 4, fill: COLORS.ink },
      );
    }
  } else {
    for (const y of [AXIS_Y - PIPE_HALF_HEIGHT, AXIS_Y + PIPE_HALF_HEIGHT]) {
      items.push({ type: "line", from: { x: LEFT, y }, to: { x: RIGHT, y }, color: COLORS.ink, width: 4 });
    }
    if (diagram.medium === "closed-pipe") {
      items.push({
        type: "line",
        from: { x: LEFT, y: AXIS_Y - PIPE_HALF_HEIGHT },
        to: { x: LEFT, y: AXIS_Y + PIPE_HALF_HEIGHT },
        color: COLORS.ink,
        width: 6,
      });
    }
  }
  items.push(
    { type: "line", from: { x: LEFT, y: AXIS_Y }, to: { x: RIGHT, y: AXIS_Y }, color: COLORS.grid, width: 1 },
    { type: "polyline", points: shape(1), color: COLORS.blue, width: 3 },
    { type: "polyline", points: shape(-1), color: COLORS.blue, width: 2, dash: "6 5" },
  );

  const { nodes, antinodes } = nodesAndAntinodes(diagram);
  for (const metres of nodes) {
    const x = toX(metres);
    items.push(
      { type: "circle", center: { x, y: AXIS_Y }, radius: 4.5, fill: COLORS.vermillion },
      {
        type: "text",
        at: { x, y: AXIS_Y + AMPLITUDE + 8 },
        text: "N",
        anchor: "middle",
        baseline: "top",
        bold: true,
        color: COLORS.vermillion,
      },
    );
  }
  for (const metres of antinodes) {
    items.push({
      type: "text",
      at: { x: toX(metres), y: AXIS_Y - AMPLITUDE - 8 },
      text: "A",
      anchor: "middle",
      baseline: "bottom",
      bold: true,
      color: COLORS.green,
    });
  }

  // The length, as a dimension line under the picture.
  const dimensionY = AXIS_Y + PIPE_HALF_HEIGHT + 26;
  const middle = { x: (LEFT + RIGHT) / 2, y: dimensionY };
  items.push(
    {
      type: "line",
      from: { x: LEFT, y: dimensionY - 8 },
      to: { x: LEFT, y: dimensionY + 8 },
      color: COLORS.ink,
      width: 1,
    },
    {
      type: "line",
      from: { x: RIGHT, y: dimensionY - 8 },
      to: { x: RIGHT, y: dimensionY + 8 },
      color: COLORS.ink,
      width: 1,
    },
    { type: "arrow", from: middle, to: { x: LEFT, y: dimensionY }, color: COLORS.ink, width: 1.5 },
    { type: "arrow", from: middle, to: { x: RIGHT, y: dimensionY }, color: COLORS.ink, width: 1.5 },
    {
      type: "text",
      at: { x: middle.x, y: dimensionY - 4 },
      text: "L",
      after: ` = ${diagram.labels.length}`,
      anchor: "middle",
      baseline: "bottom",
      bold: true,
    },
  );
  const values = [
    `λ = ${diagram.labels.wavelength}`,
    ...(diagram.labels.frequency ? [`f = ${diagram.labels.frequency}`] : []),
    ...(diagram.labels.speed ? [`v = ${diagram.labels.speed}`] : []),
  ];
  items.push(
    {
      type: "text",
      at: { x: SCENE_WIDTH / 2, y: dimensionY + 22 },
      text: values.join("  ·  "),
      anchor: "middle",
      baseline: "top",
      bold: true,
      color: COLORS.blue,
    },
    {
      type: "text",
      at: { x: SCENE_WIDTH / 2, y: dimensionY + 46 },
      text: "N: node (no motion)  ·  A: antinode (most motion)",
      anchor: "middle",
      baseline: "top",
      size: TEXT_SIZE.small,
      color: COLORS.muted,
    },
  );
  return { width: SCENE_WIDTH, height: dimensionY + 72, items };
}
