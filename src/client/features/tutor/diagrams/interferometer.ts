/**
 * Layout of a Michelson interferometer seen from above: the source on the left, the beam splitter
 * at the centre, the fixed mirror above it, the movable mirror on the right with its shift d drawn
 * between its two positions, and the detector below where the fringes are counted. Not to scale:
 * the shift is a few micrometres or millimetres against arms of centimetres.
 */
import type { InterferometerDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { CAPTION_ROW, COLORS, captionRows, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const SPLITTER: Point = { x: 200, y: 150 };
const FIXED_MIRROR_Y = 44;
const MOVABLE_MIRROR_X = 340;
const SHIFT = 26;
const DETECTOR_Y = 250;

/** The scene of a Michelson interferometer. */
export function interferometerScene(diagram: InterferometerDiagram): Scene {
  const items: SceneItem[] = [];
  const beam = { color: COLORS.orange, width: 2.5 } as const;
  const text = (
    at: Point,
    value: string,
    anchor: "start" | "middle" | "end",
    extra: Partial<SceneItem> = {},
  ): SceneItem =>
    ({
      type: "text",
      at,
      text: value,
      anchor,
      baseline: "middle",
      size: TEXT_SIZE.small,
      ...extra,
    }) as SceneItem;
  items.push(
    // Source and the beam to the splitter.
    { type: "circle", center: { x: 32, y: SPLITTER.y }, radius: 10, fill: COLORS.orange },
    { type: "arrow", from: { x: 44, y: SPLITTER.y }, to: { x: SPLITTER.x - 14, y: SPLITTER.y }, ...beam },
    // The arms: up to the fixed mirror, right to the movable one, down to the detector.
    { type: "line", from: SPLITTER, to: { x: SPLITTER.x, y: FIXED_MIRROR_Y }, ...beam },
    { type: "line", from: SPLITTER, to: { x: MOVABLE_MIRROR_X, y: SPLITTER.y }, ...beam },
    { type: "arrow", from: SPLITTER, to: { x: SPLITTER.x, y: DETECTOR_Y - 14 }, ...beam },
    // The splitter, at 45°.
    {
      type: "line",
      from: { x: SPLITTER.x - 18, y: SPLITTER.y + 18 },
      to: { x: SPLITTER.x + 18, y: SPLITTER.y - 18 },
      color: COLORS.sky,
      width: 5,
    },
    // The mirrors.
    {
      type: "line",
      from: { x: SPLITTER.x - 30, y: FIXED_MIRROR_Y },
      to: { x: SPLITTER.x + 30, y: FIXED_MIRROR_Y },
      color: COLORS.ink,
      width: 6,
    },
    {
      type: "line",
      from: { x: MOVABLE_MIRROR_X, y: SPLITTER.y - 30 },
      to: { x: MOVABLE_MIRROR_X, y: SPLITTER.y + 30 },
      color: COLORS.ink,
      width: 6,
    },
    {
      type: "line",
      from: { x: MOVABLE_MIRROR_X + SHIFT, y: SPLITTER.y - 30 },
      to: { x: MOVABLE_MIRROR_X + SHIFT, y: SPLITTER.y + 30 },
      color: COLORS.muted,
      width: 3,
      dash: "5 4",
    },
    {
      type: "arrow",
      from: { x: MOVABLE_MIRROR_X + 2, y: SPLITTER.y + 42 },
      to: { x: MOVABLE_MIRROR_X + SHIFT, y: SPLITTER.y + 42 },
      color: COLORS.vermillion,
      width: 2,
    },
    // The detector.
    {
      type: "polygon",
      points: [
        { x: SPLITTER.x - 22, y: DETECTOR_Y - 12 },
        { x: SPLITTER.x + 22, y: DETECTOR_Y - 12 },
        { x: SPLITTER.x + 22, y: DETECTOR_Y + 8 },
        { x: SPLITTER.x - 22, y: DETECTOR_Y + 8 },
      ],
      fill: COLORS.fill,
      stroke: COLORS.ink,
    },
    text({ x: 32, y: SPLITTER.y - 24 }, "source", "middle", { color: COLORS.muted }),
    text({ x: 30, y: SPLITTER.y + 24 }, `λ = ${diagram.labels.wavelength}`, "start", {
      bold: true,
      color: COLORS.orange,
    }),
    text({ x: SPLITTER.x + 24, y: SPLITTER.y + 22 }, "beam splitter", "start", { color: COLORS.muted }),
    text({ x: SPLITTER.x + 38, y: FIXED_MIRROR_Y }, "fixed mirror", "start", { color: COLORS.muted }),
    text({ x: MOVABLE_MIRROR_X + SHIFT / 2, y: SPLITTER.y - 44 }, "movable mirror", "middle", {
      color: COLORS.muted,
    }),
    text(
      { x: MOVABLE_MIRROR_X + SHIFT / 2, y: SPLITTER.y + 60 },
      `d = ${diagram.labels.mirrorShift}`,
      "middle",
      {
        bold: true,
        color: COLORS.vermillion,
      },
    ),
    text({ x: SPLITTER.x - 30, y: DETECTOR_Y - 2 }, "detector", "end", { color: COLORS.muted }),
    text({ x: SPLITTER.x + 30, y: DETECTOR_Y - 2 }, `N = ${diagram.labels.fringes} fringes pass`, "start", {
      bold: true,
    }),
  );
  const rows = ["2d = N λ: one fringe per λ/2 of mirror travel", "not to scale"];
  items.push(...captionRows(rows, DETECTOR_Y + 28));
  return { width: SCENE_WIDTH, height: DETECTOR_Y + 28 + rows.length * CAPTION_ROW + 6, items };
}
