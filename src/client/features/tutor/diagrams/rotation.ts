/**
 * Layout of rotation about a fixed axis, seen along the axis: one or two bodies (before and after)
 * with a curved arrow around each whose sweep is in proportion to its angular velocity (the
 * fastest sweeps `LONGEST_SWEEP` degrees; a body at rest has none), a body whose moment of
 * inertia changes drawn with its radius in proportion to √I, a spinning body's radius and mass,
 * and a drum with its rope, load and the load's acceleration. The relations with the solution's
 * values are written under the picture.
 */
import type { RotationDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { along, CAPTION_ROW, COLORS, captionRows, rectangle, SCENE_WIDTH, TEXT_SIZE } from "./scene";

/** The sweep in degrees of the fastest body's curved arrow. */
export const LONGEST_SWEEP = 300;
const SHORTEST_SWEEP = 30;
const BODY_FILL = "#e5e7eb";

/** The sweep of a state's curved arrow: in proportion to its angular velocity, none at rest. */
export function sweepOf(angularVelocity: number, fastest: number): number {
  if (!(angularVelocity > 0) || !(fastest > 0)) return 0;
  return Math.max(SHORTEST_SWEEP, (angularVelocity / fastest) * LONGEST_SWEEP);
}

/** The body's radius in scene units: a body whose moment of inertia changes by √I, others all alike. */
export function bodyRadius(diagram: RotationDiagram, index: number, largest: number): number {
  const moments = diagram.states.map((state) => state.momentOfInertia ?? 0);
  const biggest = Math.max(...moments);
  const moment = moments[index] ?? 0;
  if (diagram.body !== "spinner" || !(biggest > 0) || !(moment > 0)) return largest;
  return Math.max(18, largest * Math.sqrt(moment / biggest));
}

function bodyShape(diagram: RotationDiagram, centre: Point, radius: number): SceneItem[] {
  const items: SceneItem[] = [];
  if (diagram.body === "hoop") {
    const ring: Point[] = [];
    for (let step = 0; step <= 72; step++) ring.push(along(centre, step * 5, radius));
    items.push({ type: "polyline", points: ring, color: COLORS.ink, width: 6 });
  } else {
    items.push({ type: "circle", center: centre, radius, fill: BODY_FILL, stroke: COLORS.ink });
  }
  if (diagram.body === "wheel") {
    for (let spoke = 0; spoke < 6; spoke++) {
      items.push({
        type: "line",
        from: centre,
        to: along(centre, 90 + spoke * 60, radius),
        color: COLORS.muted,
        width: 1.5,
      });
    }
  }
  if (diagram.body === "sphere") {
    const equator: Point[] = [];
    for (let step = 0; step <= 36; step++) {
      const angle = (step * 10 * Math.PI) / 180;
      equator.push({ x: centre.x + radius * Math.cos(angle), y: centre.y + radius * 0.3 * Math.sin(angle) });
    }
    items.push({ type: "polyline", points: equator, color: COLORS.muted, width: 1, dash: "4 3" });
  }
  items.push({ type: "circle", center: centre, radius: 4, fill: COLORS.ink });
  return items;
}

/** A curved arrow around a body, from `start` degrees (its top), counterclockwise (or clockwise) through `sweep` degrees. */
function turning(centre: Point, radius: number, sweep: number, clockwise = false, start = 90): SceneItem[] {
  if (sweep <= 0) return [];
  const sign = clockwise ? -1 : 1;
  const arc: Point[] = [];
  const steps = Math.max(6, Math.round(sweep / 6));
  for (let step = 0; step <= steps; step++)
    arc.push(along(centre, start + (sign * sweep * step) / steps, radius));
  return [
    { type: "polyline", points: arc.slice(0, -1), color: COLORS.green, width: 2.5 },
    { type: "arrow", from: arc[arc.length - 2], to: arc[arc.length - 1], color: COLORS.green, width: 2.5 },
  ];
}

function text(
  at: Point,
  value: string,
  options: Partial<Extract<SceneItem, { type: "text" }>> = {},
): SceneItem {
  return { type: "text", at, text: value, anchor: "middle", baseline: "top", ...options };
}

function drumScene(diagram: RotationDiagram): Scene {
  const centre = { x: 150, y: 110 };
  const radius = 62;
  const ropeX = centre.x + radius;
  const box = { top: 230, height: 40, width: 52 };
  const items: SceneItem[] = [
    {
      type: "line",
      from: { x: centre.x - 20, y: 20 },
      to: { x: centre.x + 20, y: 20 },
      color: COLORS.ink,
      width: 3,
    },
    { type: "line", from: { x: centre.x, y: 20 }, to: centre, color: COLORS.muted, width: 2 },
    ...bodyShape(diagram, centre, radius),
    // The load falls on the right, so the drum turns clockwise; drawn on the left, clear of the rope.
    ...turning(centre, radius + 14, 130, true, 240),
    {
      type: "line",
      from: { x: ropeX, y: centre.y },
      to: { x: ropeX, y: box.top },
      color: COLORS.ink,
      width: 2,
    },
    {
      type: "polygon",
      points: rectangle(ropeX - box.width / 2, box.top, ropeX + box.width / 2, box.top + box.height),
      fill: BODY_FILL,
      stroke: COLORS.ink,
    },
    text({ x: ropeX + box.width / 2 + 10, y: box.top + 4 }, `m = ${diagram.load?.massLabel ?? ""}`, {
      anchor: "start",
      size: TEXT_SIZE.small,
    }),
    {
      type: "arrow",
      from: { x: ropeX + box.width / 2 + 22, y: box.top + 26 },
      to: { x: ropeX + box.width / 2 + 22, y: box.top + 76 },
      color: COLORS.vermillion,
      width: 2.5,
      dash: "5 4",
    },
    text({ x: ropeX + box.width / 2 + 32, y: box.top + 50 }, "a", {
      anchor: "start",
      baseline: "middle",
      bold: true,
      color: COLORS.vermillion,
      after: ` = ${diagram.load?.accelerationLabel ?? ""}`,
    }),
  ];
  if (diagram.massLabel) {
    items.push(
      text({ x: centre.x, y: centre.y + 14 }, `M = ${diagram.massLabel}`, { size: TEXT_SIZE.small }),
    );
  }
  if (diagram.load?.tensionLabel) {
    items.push(
      text({ x: ropeX - 8, y: (centre.y + box.top) / 2 + 20 }, "F", {
        anchor: "end",
        baseline: "middle",
        bold: true,
        subscript: "T",
        after: ` = ${diagram.load.tensionLabel}`,
      }),
    );
  }
  const captionTop = box.top + box.height + 56;
  items.push(...captionRows(diagram.readings, captionTop));
  return { width: SCENE_WIDTH, height: captionTop + diagram.readings.length * CAPTION_ROW + 8, items };
}

/** The scene of a rotation diagram. */
export function rotationScene(diagram: RotationDiagram): Scene {
  if (diagram.body === "drum") return drumScene(diagram);
  const items: SceneItem[] = [];
  const pair = diagram.states.length === 2;
  const largest = pair ? 66 : 84;
  const centres = pair
    ? [
        { x: 105, y: 150 },
        { x: 315, y: 150 },
      ]
    : [{ x: SCENE_WIDTH / 2, y: 150 }];
  const fastest = Math.max(...diagram.states.map((state) => state.angularVelocity));
  let lowest = 0;
  diagram.states.forEach((state, index) => {
    const centre = centres[index];
    const radius = bodyRadius(diagram, index, largest);
    const sweep = sweepOf(state.angularVelocity, fastest);
    items.push(...bodyShape(diagram, centre, radius), ...turning(centre, radius + 14, sweep));
    if (pair) {
      items.push(
        text({ x: centre.x, y: centre.y - largest - 42 }, state.name, {
          baseline: "bottom",
          color: COLORS.muted,
        }),
      );
    }
    const rows = [
      `ω = ${state.angularVelocityLabel}${state.angularVelocity === 0 ? ", at rest" : ""}`,
      ...(state.momentOfInertiaLabel ? [`I = ${state.momentOfInertiaLabel}`] : []),
    ];
    rows.forEach((row, rowIndex) => {
      const y = centre.y + largest + 26 + rowIndex * CAPTION_ROW;
      items.push(
        text({ x: centre.x, y }, row, {
          bold: rowIndex === 0,
          color: rowIndex === 0 ? COLORS.green : COLORS.ink,
        }),
      );
      lowest = Math.max(lowest, y);
    });
  });
  if (pair) {
    items.push({
      type: "arrow",
      from: { x: SCENE_WIDTH / 2 - 20, y: centres[0].y },
      to: { x: SCENE_WIDTH / 2 + 20, y: centres[0].y },
      color: COLORS.muted,
      width: 2,
    });
  } else if (diagram.radiusLabel) {
    const centre = centres[0];
    const rim = along(centre, -35, largest);
    items.push(
      { type: "line", from: centre, to: rim, color: COLORS.ink, width: 2 },
      text({ x: rim.x + 6, y: rim.y + 4 }, `R = ${diagram.radiusLabel}`, { anchor: "start", bold: true }),
    );
    if (diagram.massLabel) {
      items.push(
        text({ x: centre.x, y: centre.y - 28 }, `M = ${diagram.massLabel}`, { size: TEXT_SIZE.small }),
      );
    }
  }
  const captionTop = lowest + 36;
  items.push(...captionRows(diagram.readings, captionTop));
  return { width: SCENE_WIDTH, height: captionTop + diagram.readings.length * CAPTION_ROW + 8, items };
}
