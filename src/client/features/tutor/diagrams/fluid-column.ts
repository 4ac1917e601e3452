/**
 * Layout of a liquid column: a tube filled to its height, the height marked beside it, arrows of
 * the pressure growing with depth (longer lower down, in proportion to the depth), and the
 * pressure at the bottom.
 */
import type { FluidColumnDiagram } from "../../../../contracts/diagram";
import type { Scene, SceneItem } from "./scene";
import { CAPTION_ROW, COLORS, captionRows, rectangle, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const TUBE = { left: 160, right: 240, top: 30, bottom: 270 };
const SURFACE = 60;
/** Length of the pressure arrow at the bottom, in scene units; those above are shorter in proportion to their depth. */
export const DEEPEST_ARROW = 80;

/** The pressure arrows' depths (fractions of the column) and lengths: in proportion to the depth. */
export function pressureArrows(): { depth: number; length: number }[] {
  return [0.25, 0.5, 0.75, 1].map((depth) => ({ depth, length: depth * DEEPEST_ARROW }));
}

/** The scene of a liquid column. */
export function fluidColumnScene(diagram: FluidColumnDiagram): Scene {
  const { labels } = diagram;
  const column = TUBE.bottom - SURFACE;
  const items: SceneItem[] = [
    {
      type: "polygon",
      points: rectangle(TUBE.left, SURFACE, TUBE.right, TUBE.bottom),
      fill: COLORS.fill,
    },
    {
      type: "polyline",
      points: [
        { x: TUBE.left, y: TUBE.top },
        { x: TUBE.left, y: TUBE.bottom },
        { x: TUBE.right, y: TUBE.bottom },
        { x: TUBE.right, y: TUBE.top },
      ],
      color: COLORS.ink,
      width: 2.5,
    },
    {
      type: "line",
      from: { x: TUBE.left, y: SURFACE },
      to: { x: TUBE.right, y: SURFACE },
      color: COLORS.sky,
      width: 2,
    },
    {
      type: "text",
      at: { x: (TUBE.left + TUBE.right) / 2, y: (SURFACE + TUBE.bottom) / 2 },
      text: labels.fluid ?? "liquid",
      anchor: "middle",
      baseline: "middle",
      size: TEXT_SIZE.small,
    },
  ];
  // The height, marked on the left of the tube from the surface to the bottom.
  const x = TUBE.left - 26;
  items.push(
    {
      type: "line",
      from: { x: x - 8, y: SURFACE },
      to: { x: x + 8, y: SURFACE },
      color: COLORS.ink,
      width: 1,
    },
    {
      type: "line",
      from: { x: x - 8, y: TUBE.bottom },
      to: { x: x + 8, y: TUBE.bottom },
      color: COLORS.ink,
      width: 1,
    },
    {
      type: "arrow",
      from: { x, y: (SURFACE + TUBE.bottom) / 2 },
      to: { x, y: SURFACE },
      color: COLORS.ink,
      width: 1.5,
    },
    {
      type: "arrow",
      from: { x, y: (SURFACE + TUBE.bottom) / 2 },
      to: { x, y: TUBE.bottom },
      color: COLORS.ink,
      width: 1.5,
    },
    {
      type: "text",
      at: { x: x - 6, y: (SURFACE + TUBE.bottom) / 2 },
      text: "h",
      after: ` = ${labels.height}`,
      anchor: "end",
      baseline: "middle",
      bold: true,
    },
  );
  // Pressure pushing outward on the tube's right wall, growing with depth.
  for (const arrow of pressureArrows()) {
    const y = SURFACE + arrow.depth * column - (arrow.depth === 1 ? 6 : 0);
    items.push({
      type: "arrow",
      from: { x: TUBE.right + 4, y },
      to: { x: TUBE.right + 4 + arrow.length, y },
      color: COLORS.vermillion,
      width: 2.5,
    });
  }
  items.push({
    type: "text",
    at: { x: (TUBE.left + TUBE.right) / 2, y: TUBE.bottom + 10 },
    text: "P",
    after: ` = ${labels.pressure} at the bottom`,
    anchor: "middle",
    baseline: "top",
    bold: true,
    color: COLORS.vermillion,
  });
  const captionTop = TUBE.bottom + 48;
  const rows = ["P = ρ g h", `ρ = ${labels.density}`];
  items.push(...captionRows(rows, captionTop));
  return { width: SCENE_WIDTH, height: captionTop + rows.length * CAPTION_ROW + 8, items };
}
