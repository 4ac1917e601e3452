/**
 * Layout of a torque: a bar from a pivot on the left, the force as an arrow at right angles to it
 * at its distance from the pivot (a dimension line under the bar), and a curved arrow for the
 * turning it causes, labelled with τ = r F.
 */
import type { TorqueDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { along, COLORS, dimensionLine, rectangle, SCENE_WIDTH } from "./scene";

const PIVOT: Point = { x: 60, y: 150 };
const BAR = 290;
const FORCE_ARROW = 90;

/** Where the force acts and where its arrow ends (pointing up, at right angles to the bar). */
export function forceArrow(): { from: Point; to: Point } {
  const from = { x: PIVOT.x + BAR, y: PIVOT.y };
  return { from, to: { x: from.x, y: from.y - FORCE_ARROW } };
}

/** The scene of a torque about a pivot. */
export function torqueScene(diagram: TorqueDiagram): Scene {
  const items: SceneItem[] = [];
  const { from, to } = forceArrow();
  items.push(
    {
      type: "polygon",
      points: rectangle(PIVOT.x, PIVOT.y - 8, from.x + 12, PIVOT.y + 8),
      fill: COLORS.fill,
      stroke: COLORS.ink,
    },
    { type: "circle", center: PIVOT, radius: 9, fill: COLORS.ink },
    {
      type: "text",
      at: { x: PIVOT.x, y: PIVOT.y + 18 },
      text: "pivot",
      anchor: "middle",
      baseline: "top",
      size: 13.5,
      color: COLORS.muted,
    },
    { type: "arrow", from, to, color: COLORS.vermillion, width: 3.5 },
    {
      type: "text",
      at: { x: to.x - 8, y: to.y + 4 },
      text: "F",
      after: ` = ${diagram.labels.force}`,
      anchor: "end",
      baseline: "top",
      bold: true,
      color: COLORS.vermillion,
    },
  );
  // The lever arm, as a dimension line under the bar.
  const y = PIVOT.y + 44;
  items.push(...dimensionLine(PIVOT.x, from.x, y, { symbol: "r", value: diagram.labels.leverArm }));
  // The turning: counterclockwise about the pivot, as the force lifts the bar's end.
  const turn: Point[] = [];
  for (let step = 0; step <= 20; step++) turn.push(along(PIVOT, -40 + (110 * step) / 20, 46));
  items.push(
    { type: "polyline", points: turn.slice(0, -1), color: COLORS.green, width: 2.5 },
    {
      type: "arrow",
      from: turn[turn.length - 2],
      to: turn[turn.length - 1],
      color: COLORS.green,
      width: 2.5,
    },
    {
      type: "text",
      at: { x: PIVOT.x + 40, y: PIVOT.y - 66 },
      text: "τ",
      after: ` = r F = ${diagram.labels.torque}`,
      anchor: "start",
      baseline: "bottom",
      bold: true,
      color: COLORS.green,
    },
  );
  return { width: SCENE_WIDTH, height: y + 40, items };
}
