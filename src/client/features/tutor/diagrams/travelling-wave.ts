/**
 * Layout of a travelling wave at one instant: two wavelengths of a sine along the direction of
 * travel, the wavelength as a dimension line from crest to crest, the velocity as an arrow, and
 * the frequency written under it. The wave's height carries no value (the problem gives none).
 */
import type { TravellingWaveDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const LEFT = 30;
const RIGHT = SCENE_WIDTH - 30;
const AXIS_Y = 110;
const AMPLITUDE = 44;
const WAVELENGTHS = 2;

/** The x of each crest, in scene units: a quarter wavelength in, then one every wavelength. */
export function crestXs(): number[] {
  const wavelength = (RIGHT - LEFT) / WAVELENGTHS;
  return Array.from({ length: WAVELENGTHS }, (_, index) => LEFT + wavelength * (index + 0.25));
}

/** The scene of a travelling wave. */
export function travellingWaveScene(diagram: TravellingWaveDiagram): Scene {
  const items: SceneItem[] = [];
  const points: Point[] = [];
  for (let step = 0; step <= 160; step++) {
    const x = LEFT + ((RIGHT - LEFT) * step) / 160;
    points.push({ x, y: AXIS_Y - AMPLITUDE * Math.sin((2 * Math.PI * WAVELENGTHS * step) / 160) });
  }
  items.push(
    { type: "line", from: { x: LEFT, y: AXIS_Y }, to: { x: RIGHT, y: AXIS_Y }, color: COLORS.grid, width: 1 },
    { type: "polyline", points, color: COLORS.blue, width: 3 },
  );
  const [first, second] = crestXs();
  const top = AXIS_Y - AMPLITUDE - 16;
  const middle = { x: (first + second) / 2, y: top };
  items.push(
    {
      type: "line",
      from: { x: first, y: top - 7 },
      to: { x: first, y: AXIS_Y - AMPLITUDE - 4 },
      color: COLORS.ink,
      width: 1,
    },
    {
      type: "line",
      from: { x: second, y: top - 7 },
      to: { x: second, y: AXIS_Y - AMPLITUDE - 4 },
      color: COLORS.ink,
      width: 1,
    },
    { type: "arrow", from: middle, to: { x: first, y: top }, color: COLORS.ink, width: 1.5 },
    { type: "arrow", from: middle, to: { x: second, y: top }, color: COLORS.ink, width: 1.5 },
    {
      type: "text",
      at: { x: middle.x, y: top - 6 },
      text: "λ",
      after: ` = ${diagram.labels.wavelength}`,
      anchor: "middle",
      baseline: "bottom",
      bold: true,
    },
  );
  const arrowY = AXIS_Y + AMPLITUDE + 30;
  items.push(
    {
      type: "arrow",
      from: { x: RIGHT - 120, y: arrowY },
      to: { x: RIGHT - 20, y: arrowY },
      color: COLORS.vermillion,
      width: 3,
    },
    {
      type: "text",
      at: { x: RIGHT - 128, y: arrowY },
      text: "v",
      after: ` = ${diagram.labels.speed}`,
      anchor: "end",
      baseline: "middle",
      bold: true,
      color: COLORS.vermillion,
    },
    {
      type: "text",
      at: { x: SCENE_WIDTH / 2, y: arrowY + 26 },
      text: `f = ${diagram.labels.frequency}  ·  v = f λ`,
      anchor: "middle",
      baseline: "top",
      bold: true,
      color: COLORS.blue,
    },
    {
      type: "text",
      at: { x: SCENE_WIDTH / 2, y: arrowY + 50 },
      text: "the wave's height is not to scale",
      anchor: "middle",
      baseline: "top",
      size: TEXT_SIZE.small,
      color: COLORS.muted,
    },
  );
  return { width: SCENE_WIDTH, height: arrowY + 76, items };
}
