/**
 * Layout of a simple oscillator: a pendulum (a bob on a string, or a rod) at one end of its swing
 * with the other end dashed and the path dotted, its length along it; or a mass on a spring beside
 * a wall, its rest position dashed and its motion a double arrow. The period is written under it.
 * The swing's size carries no value.
 */
import type { OscillatorDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { along, COLORS, SCENE_WIDTH } from "./scene";

const PIVOT: Point = { x: SCENE_WIDTH / 2, y: 30 };
const LENGTH = 160;
const SWING = 22;

function pendulumItems(diagram: OscillatorDiagram): SceneItem[] {
  const rod = diagram.system === "rod-pendulum";
  const end = along(PIVOT, -90 + SWING, LENGTH);
  const other = along(PIVOT, -90 - SWING, LENGTH);
  const path: Point[] = [];
  for (let step = 0; step <= 20; step++)
    path.push(along(PIVOT, -90 - SWING + (2 * SWING * step) / 20, LENGTH));
  const items: SceneItem[] = [
    {
      type: "line",
      from: { x: PIVOT.x - 40, y: PIVOT.y },
      to: { x: PIVOT.x + 40, y: PIVOT.y },
      color: COLORS.ink,
      width: 4,
    },
    {
      type: "line",
      from: PIVOT,
      to: along(PIVOT, -90, LENGTH + 10),
      color: COLORS.grid,
      width: 1,
      dash: "4 4",
    },
    { type: "polyline", points: path, color: COLORS.muted, width: 1.5, dash: "2 5" },
    { type: "line", from: PIVOT, to: other, color: COLORS.muted, width: rod ? 6 : 1.5, dash: "6 5" },
    { type: "line", from: PIVOT, to: end, color: rod ? COLORS.blue : COLORS.ink, width: rod ? 8 : 2 },
    { type: "circle", center: PIVOT, radius: 4, fill: COLORS.ink },
  ];
  if (!rod) items.push({ type: "circle", center: end, radius: 13, fill: COLORS.blue, stroke: COLORS.ink });
  const middle = along(PIVOT, -90 + SWING, LENGTH / 2);
  items.push({
    type: "text",
    at: { x: middle.x + 14, y: middle.y },
    text: "L",
    after: ` = ${diagram.labels.length ?? ""}`,
    anchor: "start",
    baseline: "middle",
    bold: true,
  });
  return items;
}

function springItems(diagram: OscillatorDiagram): SceneItem[] {
  const floor = 170;
  const wall = 40;
  const block = { left: 230, size: 56 };
  const y = floor - block.size / 2;
  const coil: Point[] = [{ x: wall, y }];
  const turns = 9;
  for (let step = 1; step < turns * 2; step++) {
    coil.push({
      x: wall + 14 + ((block.left - wall - 28) * step) / (turns * 2),
      y: y + (step % 2 === 0 ? 10 : -10),
    });
  }
  coil.push({ x: block.left - 14, y }, { x: block.left, y });
  return [
    {
      type: "line",
      from: { x: wall, y: floor - 90 },
      to: { x: wall, y: floor },
      color: COLORS.ink,
      width: 5,
    },
    {
      type: "line",
      from: { x: wall, y: floor },
      to: { x: SCENE_WIDTH - 20, y: floor },
      color: COLORS.surface,
      width: 3,
    },
    { type: "polyline", points: coil, color: COLORS.green, width: 2.5 },
    {
      type: "polygon",
      points: [
        { x: block.left, y: floor - block.size },
        { x: block.left + block.size, y: floor - block.size },
        { x: block.left + block.size, y: floor },
        { x: block.left, y: floor },
      ],
      fill: COLORS.fill,
      stroke: COLORS.ink,
    },
    {
      type: "text",
      at: { x: block.left + block.size / 2, y },
      text: "m",
      anchor: "middle",
      baseline: "middle",
      bold: true,
    },
    {
      type: "text",
      at: { x: block.left + block.size + 10, y },
      text: "m",
      after: ` = ${diagram.labels.mass ?? ""}`,
      anchor: "start",
      baseline: "middle",
      bold: true,
    },
    {
      type: "text",
      at: { x: (wall + block.left) / 2, y: y - 18 },
      text: "k",
      after: ` = ${diagram.labels.springConstant ?? ""}`,
      anchor: "middle",
      baseline: "bottom",
      bold: true,
      color: COLORS.green,
    },
    {
      type: "line",
      from: { x: block.left + block.size / 2, y: floor - block.size - 34 },
      to: { x: block.left + block.size / 2, y: floor + 8 },
      color: COLORS.muted,
      width: 1,
      dash: "4 4",
    },
    {
      type: "text",
      at: { x: block.left + block.size / 2, y: floor - block.size - 38 },
      text: "rest position",
      anchor: "middle",
      baseline: "bottom",
      size: 13.5,
      color: COLORS.muted,
    },
    {
      type: "arrow",
      from: { x: block.left + block.size / 2, y: floor + 22 },
      to: { x: block.left + block.size / 2 + 50, y: floor + 22 },
      color: COLORS.blue,
      width: 2,
    },
    {
      type: "arrow",
      from: { x: block.left + block.size / 2, y: floor + 22 },
      to: { x: block.left + block.size / 2 - 50, y: floor + 22 },
      color: COLORS.blue,
      width: 2,
    },
  ];
}

/** The scene of a pendulum or a mass on a spring. */
export function oscillatorScene(diagram: OscillatorDiagram): Scene {
  const spring = diagram.system === "mass-spring";
  const items = spring ? springItems(diagram) : pendulumItems(diagram);
  const bottom = spring ? 214 : PIVOT.y + LENGTH + 30;
  items.push({
    type: "text",
    at: { x: SCENE_WIDTH / 2, y: bottom },
    text: `period T = ${diagram.labels.period}`,
    anchor: "middle",
    baseline: "top",
    bold: true,
    color: COLORS.blue,
  });
  return { width: SCENE_WIDTH, height: bottom + 30, items };
}
