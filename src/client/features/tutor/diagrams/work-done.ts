/**
 * Layout of work done by a constant force: the body on the ground where it starts, the force as
 * an arrow along the way it moves, the body's outline where it ends, and the displacement as a
 * dimension line under the ground; W = F d written under the picture.
 */
import type { WorkDoneDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { COLORS, dimensionLine, SCENE_WIDTH } from "./scene";

const GROUND = 140;
const BLOCK = 50;
const START = 50;
const END = 290;

const block = (left: number, solid: boolean): SceneItem => ({
  type: "polygon",
  points: [
    { x: left, y: GROUND - BLOCK },
    { x: left + BLOCK, y: GROUND - BLOCK },
    { x: left + BLOCK, y: GROUND },
    { x: left, y: GROUND },
  ],
  fill: solid ? COLORS.fill : "#ffffff",
  stroke: solid ? COLORS.ink : COLORS.muted,
  opacity: solid ? 1 : 0.6,
});

/** Where the force's arrow starts and ends: from the body's front, along the motion. */
export function forceOnBody(): { from: Point; to: Point } {
  const from = { x: START + BLOCK, y: GROUND - BLOCK / 2 };
  return { from, to: { x: from.x + 100, y: from.y } };
}

/** The scene of work done by a constant force. */
export function workDoneScene(diagram: WorkDoneDiagram): Scene {
  const items: SceneItem[] = [];
  const force = forceOnBody();
  items.push(
    {
      type: "line",
      from: { x: 16, y: GROUND },
      to: { x: SCENE_WIDTH - 16, y: GROUND },
      color: COLORS.surface,
      width: 3,
    },
    block(END, false),
    block(START, true),
    { type: "arrow", from: force.from, to: force.to, color: COLORS.vermillion, width: 3.5 },
    {
      type: "text",
      at: { x: (force.from.x + force.to.x) / 2, y: force.from.y - 10 },
      text: "F",
      after: ` = ${diagram.labels.force}`,
      anchor: "middle",
      baseline: "bottom",
      bold: true,
      color: COLORS.vermillion,
    },
  );
  const y = GROUND + 26;
  items.push(
    ...dimensionLine(START, END, y, {
      symbol: "d",
      value: diagram.labels.displacement,
      color: COLORS.blue,
      towardColor: COLORS.blue,
    }),
    {
      type: "text",
      at: { x: SCENE_WIDTH / 2, y: y + 40 },
      text: `W = F d = ${diagram.labels.work}`,
      anchor: "middle",
      baseline: "top",
      bold: true,
    },
  );
  return { width: SCENE_WIDTH, height: y + 70, items };
}
