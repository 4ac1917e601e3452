/**
 * Layout of light entering a medium: vacuum on the left, the medium shaded on the right, one wave
 * running through both with its wavelength shorter in the medium by the factor n (to scale with
 * each other), an arrow of the speed over each part, a wavelength marked in each when the problem
 * is about them, and the length crossed marked under the medium.
 */
import type { LightInMediumDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { CAPTION_ROW, COLORS, captionRows, dimensionLine, rectangle, SCENE_WIDTH, TEXT_SIZE } from "./scene";

/** Where the medium begins and ends across the picture. */
const BOUNDARY = 200;
const RIGHT = SCENE_WIDTH - 14;
const AXIS = 140;
const AMPLITUDE = 26;
/** The wavelength in vacuum, in scene units. */
export const VACUUM_WAVELENGTH = 84;

/** The wave's points: wavelength `VACUUM_WAVELENGTH` up to the boundary, that divided by n after it, joined smoothly. */
export function wavePoints(index: number): Point[] {
  const points: Point[] = [];
  let phase = 0;
  let previous = 14;
  for (let x = 14; x <= RIGHT; x += 2) {
    const wavelength = x <= BOUNDARY ? VACUUM_WAVELENGTH : VACUUM_WAVELENGTH / index;
    phase += ((x - previous) / wavelength) * 2 * Math.PI;
    previous = x;
    points.push({ x, y: AXIS - AMPLITUDE * Math.sin(phase) });
  }
  return points;
}

function speedArrow(fromX: number, length: number, symbol: string, value: string): SceneItem[] {
  const y = AXIS - AMPLITUDE - 30;
  return [
    {
      type: "arrow",
      from: { x: fromX, y },
      to: { x: fromX + length, y },
      color: COLORS.vermillion,
      width: 2.5,
    },
    {
      type: "text",
      at: { x: fromX, y: y - 8 },
      text: symbol,
      after: ` = ${value}`,
      anchor: "start",
      baseline: "bottom",
      bold: true,
      size: TEXT_SIZE.small,
      color: COLORS.vermillion,
    },
  ];
}

/** The scene of light in a medium. */
export function lightInMediumScene(diagram: LightInMediumDiagram): Scene {
  const { labels, index } = diagram;
  const top = 30;
  const bottom = AXIS + AMPLITUDE + 60;
  const items: SceneItem[] = [
    {
      type: "polygon",
      points: rectangle(BOUNDARY, top, RIGHT, bottom),
      fill: COLORS.fill,
      stroke: COLORS.sky,
    },
    {
      type: "text",
      at: { x: (BOUNDARY + RIGHT) / 2, y: bottom - 8 },
      text: `${labels.medium ?? "medium"}, n = ${labels.index}`,
      anchor: "middle",
      baseline: "bottom",
      bold: true,
    },
    {
      type: "text",
      at: { x: BOUNDARY / 2 + 7, y: bottom - 8 },
      text: "vacuum",
      anchor: "middle",
      baseline: "bottom",
      color: COLORS.muted,
    },
    { type: "line", from: { x: 14, y: AXIS }, to: { x: RIGHT, y: AXIS }, color: COLORS.grid, width: 1 },
    { type: "polyline", points: wavePoints(index), color: COLORS.blue, width: 2.5 },
    // Arrows of the two speeds, in proportion (c and c / n).
    ...speedArrow(24, 110, "c", "3.00 × 10⁸ m/s"),
    ...speedArrow(BOUNDARY + 12, 110 / index, "v", labels.speed),
  ];
  if (labels.vacuumWavelength && labels.mediumWavelength) {
    // One wavelength marked in each part, from the first crest after its start.
    const below = AXIS + AMPLITUDE + 14;
    items.push(
      ...dimensionLine(14 + VACUUM_WAVELENGTH / 4, 14 + (5 * VACUUM_WAVELENGTH) / 4, below, {
        symbol: "λ",
        value: labels.vacuumWavelength,
      }),
      ...dimensionLine(BOUNDARY + 10, BOUNDARY + 10 + VACUUM_WAVELENGTH / index, below, {
        symbol: "λn",
        value: labels.mediumWavelength,
      }),
    );
  }
  let captionTop = bottom + 22;
  if (labels.distance) {
    items.push(...dimensionLine(BOUNDARY, RIGHT, bottom + 16, { symbol: "L", value: labels.distance }));
    captionTop = bottom + 58;
  }
  const rows = [
    labels.mediumWavelength ? "v = c / n,  λn = λ / n" : "v = c / n",
    ...(labels.frequency ? [`the frequency, ${labels.frequency}, does not change`] : []),
    ...(labels.time ? [`t = L / v = ${labels.time}`] : []),
  ];
  items.push(...captionRows(rows, captionTop));
  return { width: SCENE_WIDTH, height: captionTop + rows.length * CAPTION_ROW + 8, items };
}
