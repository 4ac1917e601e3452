/**
 * Layout of a block on a spring: a wall, the spring drawn as a zigzag to the block, the
 * equilibrium position dashed, the amplitude marked either side of it, the block where the problem
 * puts it (its displacement to scale with the amplitude, at the amplitude when none is asked) with
 * its velocity toward equilibrium, and the relations with the solution's values under the floor.
 */
import type { SpringOscillationDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { CAPTION_ROW, COLORS, captionRows, dimensionLine, rectangle, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const WALL = 24;
const EQUILIBRIUM = 200;
/** The amplitude in scene units. */
export const AMPLITUDE = 130;
const FLOOR = 150;
const BLOCK = 40;

/** Where the block's centre is across the picture: its displacement to scale with the amplitude. */
export function blockCentre(diagram: SpringOscillationDiagram): number {
  const displacement = diagram.position ?? diagram.amplitude;
  return EQUILIBRIUM + (displacement / diagram.amplitude) * AMPLITUDE;
}

function spring(from: number, to: number, y: number): Point[] {
  const points: Point[] = [{ x: from, y }];
  const coils = 10;
  const start = from + 10;
  const end = to - 10;
  for (let step = 0; step <= 2 * coils; step++) {
    const x = start + ((end - start) * step) / (2 * coils);
    points.push({ x, y: y + (step === 0 || step === 2 * coils ? 0 : step % 2 === 0 ? 9 : -9) });
  }
  points.push({ x: to, y });
  return points;
}

/** The scene of a block on a spring. */
export function springOscillationScene(diagram: SpringOscillationDiagram): Scene {
  const { labels } = diagram;
  const centre = blockCentre(diagram);
  const left = centre - BLOCK / 2;
  const middle = FLOOR - BLOCK / 2;
  const items: SceneItem[] = [
    { type: "line", from: { x: WALL, y: 40 }, to: { x: WALL, y: FLOOR }, color: COLORS.ink, width: 3 },
    {
      type: "line",
      from: { x: WALL, y: FLOOR },
      to: { x: SCENE_WIDTH - 14, y: FLOOR },
      color: COLORS.ink,
      width: 2,
    },
    {
      type: "line",
      from: { x: EQUILIBRIUM, y: 50 },
      to: { x: EQUILIBRIUM, y: FLOOR + 70 },
      color: COLORS.muted,
      width: 1,
      dash: "5 4",
    },
    {
      type: "text",
      at: { x: EQUILIBRIUM, y: 46 },
      text: "equilibrium",
      anchor: "middle",
      baseline: "bottom",
      size: TEXT_SIZE.small,
      color: COLORS.muted,
    },
    { type: "polyline", points: spring(WALL, left, middle), color: COLORS.ink, width: 1.5 },
    {
      type: "polygon",
      points: rectangle(left, FLOOR - BLOCK, left + BLOCK, FLOOR),
      fill: "#e5e7eb",
      stroke: COLORS.ink,
    },
  ];
  if (labels.mass) {
    items.push({
      type: "text",
      at: { x: centre, y: FLOOR - BLOCK - 6 },
      text: "m",
      after: ` = ${labels.mass}`,
      anchor: "middle",
      baseline: "bottom",
      size: TEXT_SIZE.small,
    });
  }
  if (labels.springConstant) {
    items.push({
      type: "text",
      at: { x: (WALL + left) / 2, y: middle - 22 },
      text: "k",
      after: ` = ${labels.springConstant}`,
      anchor: "middle",
      baseline: "bottom",
      size: TEXT_SIZE.small,
    });
  }
  if (labels.speed) {
    // Moving back toward equilibrium.
    const y = FLOOR - BLOCK - 30;
    items.push(
      { type: "arrow", from: { x: centre, y }, to: { x: centre - 60, y }, color: COLORS.blue, width: 3 },
      {
        type: "text",
        at: { x: centre - 66, y },
        text: "v",
        after: ` = ${labels.speed}`,
        anchor: "end",
        baseline: "middle",
        bold: true,
        color: COLORS.blue,
      },
    );
  }
  // The amplitude either side, and the displacement, under the floor.
  items.push(
    ...dimensionLine(EQUILIBRIUM - AMPLITUDE, EQUILIBRIUM, FLOOR + 26, {
      symbol: "A",
      value: labels.amplitude,
    }),
    ...dimensionLine(EQUILIBRIUM, EQUILIBRIUM + AMPLITUDE, FLOOR + 26, {
      symbol: "A",
      value: labels.amplitude,
    }),
  );
  let below = FLOOR + 26;
  if (labels.position && diagram.position !== undefined) {
    below += 46;
    items.push(
      ...dimensionLine(EQUILIBRIUM, centre, below, {
        symbol: "x",
        value: labels.position,
        color: COLORS.blue,
      }),
    );
  }
  const rows = [
    ...(labels.speed ? ["v = √(k/m (A² − x²))"] : []),
    ...(labels.maxSpeed ? [`v_max = A √(k/m) = ${labels.maxSpeed}`] : []),
    ...(labels.energy ? [`E = ½ k A² = ${labels.energy}`] : []),
  ];
  const captionTop = below + 44;
  items.push(...captionRows(rows, captionTop));
  return { width: SCENE_WIDTH, height: captionTop + rows.length * CAPTION_ROW + 8, items };
}
