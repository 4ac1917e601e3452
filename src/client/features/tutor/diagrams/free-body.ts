/**
 * Layout of a free-body diagram: the body at the centre, on its surface or hanging from its rope,
 * every force an arrow from the body's centre whose length is in proportion to its size (the
 * largest `LONGEST_ARROW` long), a scale bar to read them by, and the acceleration apart in the
 * corner, since it is not a force.
 */
import type { DiagramForce, FreeBodyDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { along, anchorFor, COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

/** Length in scene units of the largest force's arrow. */
export const LONGEST_ARROW = 110;
const HEIGHT = 340;
const CENTER: Point = { x: SCENE_WIDTH / 2 + 10, y: 165 };
const BLOCK = 54;

const FORCE_COLORS: Record<DiagramForce["name"], string> = {
  weight: COLORS.vermillion,
  normal: COLORS.blue,
  friction: COLORS.orange,
  tension: COLORS.green,
  applied: COLORS.purple,
};

/** Length in scene units of every arrow of a diagram drawn from the givens alone (directions, not sizes). */
export const GIVENS_ARROW = 90;

/** The arrow's length for a force, in scene units: in proportion to its size, or one length for all in a givens-only diagram. */
export function arrowLength(
  force: DiagramForce,
  forces: readonly DiagramForce[],
  givensOnly = false,
): number {
  if (givensOnly) return GIVENS_ARROW;
  const largest = Math.max(...forces.map((entry) => entry.magnitude));
  return largest > 0 ? (force.magnitude / largest) * LONGEST_ARROW : 0;
}

/** A round force (1, 2 or 5 times a power of ten) about a third of the largest, for the scale bar. */
export function scaleStep(largest: number): number {
  const target = largest / 3;
  const power = 10 ** Math.floor(Math.log10(target));
  return [1, 2, 5, 10]
    .map((factor) => factor * power)
    .reduce((best, step) => (Math.abs(step - target) < Math.abs(best - target) ? step : best));
}

function rotated(center: Point, half: number, degrees: number): Point[] {
  // The block's corners, its sides along and across the surface.
  return [
    [-half, -half],
    [half, -half],
    [half, half],
    [-half, half],
  ].map(([across, up]) => {
    const alongSurface = along(center, degrees, across);
    return along(alongSurface, degrees + 90, up);
  });
}

function surface(items: SceneItem[], diagram: FreeBodyDiagram) {
  if (diagram.body === "hanging") {
    const top = CENTER.y - 135;
    items.push(
      {
        type: "line",
        from: { x: CENTER.x - 70, y: top },
        to: { x: CENTER.x + 70, y: top },
        color: COLORS.ink,
        width: 3,
      },
      {
        type: "line",
        from: { x: CENTER.x, y: top },
        to: { x: CENTER.x, y: CENTER.y - BLOCK / 2 },
        color: COLORS.muted,
        width: 2,
      },
    );
    for (let x = CENTER.x - 66; x <= CENTER.x + 60; x += 14) {
      items.push({
        type: "line",
        from: { x, y: top },
        to: { x: x + 10, y: top - 10 },
        color: COLORS.muted,
        width: 1,
      });
    }
    items.push({
      type: "polygon",
      points: rotated(CENTER, BLOCK / 2, 0),
      fill: "#e5e7eb",
      stroke: COLORS.ink,
    });
    return;
  }
  const angle = diagram.surfaceAngle;
  const contact = along(CENTER, angle + 90, -BLOCK / 2);
  const half = Math.min(190, angle > 0 ? 120 / Math.sin((angle * Math.PI) / 180) : 190);
  const low = along(contact, angle, -half);
  const high = along(contact, angle, half);
  const corner = { x: high.x, y: low.y };
  items.push({ type: "polygon", points: [low, high, corner], fill: "#eef0f3", stroke: COLORS.surface });
  if (angle > 0) {
    const radius = 46;
    const arc: Point[] = [];
    for (let step = 0; step <= 12; step++) arc.push(along(low, (angle * step) / 12, radius));
    items.push(
      { type: "polyline", points: arc, color: COLORS.ink, width: 1.5 },
      {
        type: "text",
        at: along(low, angle / 2, radius + 8),
        text: `${Math.round(angle * 10) / 10}°`,
        anchor: "start",
        baseline: "middle",
        size: TEXT_SIZE.small,
      },
    );
  }
  items.push({
    type: "polygon",
    points: rotated(CENTER, BLOCK / 2, angle),
    fill: "#e5e7eb",
    stroke: COLORS.ink,
  });
}

function forceLabel(force: DiagramForce, tip: Point, direction: number): SceneItem {
  const { anchor, baseline } = anchorFor(direction);
  return {
    type: "text",
    at: along(tip, direction, 8),
    text: force.symbol.slice(0, 1),
    subscript: force.symbol.slice(1),
    after: ` = ${force.valueLabel}`,
    color: FORCE_COLORS[force.name],
    anchor,
    baseline,
    bold: true,
  };
}

/** The scene of a free-body diagram. */
export function freeBodyScene(diagram: FreeBodyDiagram): Scene {
  const items: SceneItem[] = [];
  surface(items, diagram);
  const largest = Math.max(...diagram.forces.map((force) => force.magnitude));
  const labels: SceneItem[] = [];
  const givensOnly = diagram.givensOnly === true;
  for (const force of diagram.forces) {
    const length = arrowLength(force, diagram.forces, givensOnly);
    if (length <= 0) continue;
    const tip = along(CENTER, force.direction, length);
    items.push({ type: "arrow", from: CENTER, to: tip, color: FORCE_COLORS[force.name], width: 3 });
    labels.push(forceLabel(force, tip, force.direction));
  }
  items.push({ type: "circle", center: CENTER, radius: 3.5, fill: COLORS.ink });
  // Labels last, so no arrow crosses one.
  items.push(...labels);
  if (givensOnly) {
    // No scale: the sizes still to be found must not be readable from the arrows.
    items.push({
      type: "text",
      at: { x: 12, y: HEIGHT - 16 },
      text: "Directions only, not to scale",
      baseline: "middle",
      size: TEXT_SIZE.small,
      color: COLORS.muted,
    });
  } else if (largest > 0) {
    const step = scaleStep(largest);
    const length = (step / largest) * LONGEST_ARROW;
    const y = HEIGHT - 16;
    items.push(
      { type: "line", from: { x: 12, y }, to: { x: 12 + length, y }, color: COLORS.ink, width: 2 },
      { type: "line", from: { x: 12, y: y - 5 }, to: { x: 12, y: y + 5 }, color: COLORS.ink, width: 2 },
      {
        type: "line",
        from: { x: 12 + length, y: y - 5 },
        to: { x: 12 + length, y: y + 5 },
        color: COLORS.ink,
        width: 2,
      },
      {
        type: "text",
        at: { x: 18 + length, y },
        text: `${formatStep(step)} N`,
        baseline: "middle",
        size: TEXT_SIZE.small,
        color: COLORS.muted,
      },
    );
  }
  if (diagram.acceleration && diagram.acceleration.magnitude > 0) {
    const center = { x: 52, y: 44 };
    const half = 22;
    const from = along(center, diagram.acceleration.direction, -half);
    const to = along(center, diagram.acceleration.direction, half);
    items.push(
      { type: "arrow", from, to, color: COLORS.ink, width: 2, dash: "5 4" },
      {
        type: "text",
        at: { x: 12, y: 84 },
        text: "a",
        after: ` = ${diagram.acceleration.valueLabel}`,
        size: TEXT_SIZE.small,
        baseline: "top",
        bold: true,
      },
    );
  }
  return { width: SCENE_WIDTH, height: HEIGHT, items };
}

function formatStep(step: number): string {
  return step >= 1 ? String(step) : step.toPrecision(1);
}
