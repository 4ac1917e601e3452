/**
 * Layout of a projectile's path: the parabola to scale, with one scale across and up so its shape
 * is the true one, the launch velocity as an arrow with its angle, the peak marked with its
 * height, the range as a dimension line along the ground, and, for a launch from a height, the
 * cliff it leaves and the velocity it lands with (velocity arrows in proportion to the speeds).
 */
import type { ProjectileDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { along, COLORS, itemPoints, movedBy, SCENE_WIDTH, TEXT_SIZE } from "./scene";

/** Largest height the path may take, in scene units; a flat path is drawn flat. */
const TALLEST = 190;
/** Length of the faster velocity's arrow, in scene units. */
const LONGEST_VELOCITY = 70;
const CLIFF_WIDTH = 48;
const SAMPLES = 48;

/** The time in the air, the range and the peak above the launch point, from the launch alone. */
export function flightOf(diagram: ProjectileDiagram): { time: number; range: number; peak: number } {
  const angle = (diagram.launchAngle * Math.PI) / 180;
  const across = diagram.launchSpeed * Math.cos(angle);
  const up = diagram.launchSpeed * Math.sin(angle);
  const time = (up + Math.sqrt(up * up + 2 * diagram.gravity * diagram.launchHeight)) / diagram.gravity;
  return { time, range: across * time, peak: up > 0 ? (up * up) / (2 * diagram.gravity) : 0 };
}

/** Where the projectile is at time `t`, in metres: across from the launch point, up from the landing level. */
export function positionAt(diagram: ProjectileDiagram, t: number): { x: number; y: number } {
  const angle = (diagram.launchAngle * Math.PI) / 180;
  return {
    x: diagram.launchSpeed * Math.cos(angle) * t,
    y: diagram.launchHeight + diagram.launchSpeed * Math.sin(angle) * t - 0.5 * diagram.gravity * t * t,
  };
}

/** Scene units per metre: the path fills the width unless that would make it taller than `TALLEST`. */
export function metresScale(diagram: ProjectileDiagram, width: number): number {
  const { range, peak } = flightOf(diagram);
  const top = diagram.launchHeight + peak;
  return Math.min(width / range, top > 0 ? TALLEST / top : Number.POSITIVE_INFINITY);
}

/** The scene of a projectile's path. */
export function projectileScene(diagram: ProjectileDiagram): Scene {
  const fromHeight = diagram.launchHeight > 0;
  const left = fromHeight ? 8 + CLIFF_WIDTH : 34;
  const width = SCENE_WIDTH - left - 34;
  const scale = metresScale(diagram, width);
  const flight = flightOf(diagram);
  // Drawn with the ground at y = 0 first, then moved down so the highest thing drawn has room above it.
  const point = (metres: { x: number; y: number }): Point => ({
    x: left + metres.x * scale,
    y: -metres.y * scale,
  });
  const items: SceneItem[] = [];
  const launch = point(positionAt(diagram, 0));
  const landing = point(positionAt(diagram, flight.time));
  const path: Point[] = [];
  for (let index = 0; index <= SAMPLES; index++)
    path.push(point(positionAt(diagram, (flight.time * index) / SAMPLES)));

  items.push({
    type: "line",
    from: { x: 4, y: 0 },
    to: { x: SCENE_WIDTH - 4, y: 0 },
    color: COLORS.surface,
    width: 3,
  });
  if (fromHeight) {
    items.push(
      {
        type: "polygon",
        points: [
          { x: 8, y: 0 },
          { x: 8, y: launch.y },
          { x: left, y: launch.y },
          { x: left, y: 0 },
        ],
        fill: "#e5e7eb",
        stroke: COLORS.surface,
      },
      {
        type: "text",
        at: { x: 8 + CLIFF_WIDTH / 2, y: launch.y / 2 },
        text: diagram.labels.launchHeight ?? "",
        anchor: "middle",
        baseline: "middle",
        size: TEXT_SIZE.small,
        bold: true,
      },
    );
  }
  items.push({ type: "polyline", points: path, color: COLORS.blue, width: 2.5, dash: "7 5" });

  // The velocities: at launch, and on landing from a height, in proportion to their speeds.
  const landingSpeed = Math.sqrt(diagram.launchSpeed ** 2 + 2 * diagram.gravity * diagram.launchHeight);
  const fastest = Math.max(diagram.launchSpeed, landingSpeed);
  const launchLength = (diagram.launchSpeed / fastest) * LONGEST_VELOCITY;
  const launchTip = along(launch, diagram.launchAngle, launchLength);
  items.push({ type: "arrow", from: launch, to: launchTip, color: COLORS.vermillion, width: 3 });
  // The label sits above the arrow, outside the parabola, which curves away below its tangent.
  items.push({
    type: "text",
    at:
      diagram.launchAngle === 0
        ? { x: launch.x + 4, y: launch.y - 8 }
        : { x: 8, y: Math.min(launchTip.y, launch.y - 40) - 12 },
    text: "v",
    subscript: "0",
    after: ` = ${diagram.labels.launchSpeed}`,
    color: COLORS.vermillion,
    bold: true,
  });
  if (diagram.launchAngle !== 0 && diagram.labels.launchAngle) {
    const radius = 34;
    const arc: Point[] = [];
    for (let step = 0; step <= 12; step++) arc.push(along(launch, (diagram.launchAngle * step) / 12, radius));
    items.push(
      {
        type: "line",
        from: launch,
        to: { x: launch.x + radius + 14, y: launch.y },
        color: COLORS.muted,
        width: 1,
        dash: "4 4",
      },
      { type: "polyline", points: arc, color: COLORS.ink, width: 1.5 },
      {
        type: "text",
        at: along(launch, diagram.launchAngle / 2, radius + 6),
        text: diagram.labels.launchAngle,
        anchor: "start",
        baseline: diagram.launchAngle > 0 ? "bottom" : "top",
        size: TEXT_SIZE.small,
      },
    );
  }
  if (diagram.labels.landingSpeed) {
    const end = positionAt(diagram, flight.time);
    const before = positionAt(diagram, flight.time * 0.999);
    const direction = (Math.atan2(end.y - before.y, end.x - before.x) * 180) / Math.PI;
    const tip = along(landing, direction, (landingSpeed / fastest) * LONGEST_VELOCITY);
    items.push(
      { type: "arrow", from: landing, to: tip, color: COLORS.green, width: 3 },
      {
        type: "text",
        at: { x: Math.min(landing.x, SCENE_WIDTH - 8), y: landing.y - 12 },
        text: "v",
        after: ` = ${diagram.labels.landingSpeed}`,
        color: COLORS.green,
        anchor: "end",
        baseline: "bottom",
        bold: true,
      },
    );
  }
  if (diagram.labels.peak && flight.peak > 0) {
    const top = point(
      positionAt(
        diagram,
        (diagram.launchSpeed * Math.sin((diagram.launchAngle * Math.PI) / 180)) / diagram.gravity,
      ),
    );
    items.push(
      { type: "line", from: top, to: { x: top.x, y: launch.y }, color: COLORS.muted, width: 1, dash: "4 4" },
      { type: "circle", center: top, radius: 4, fill: COLORS.blue },
      {
        type: "text",
        at: { x: top.x, y: top.y - 10 },
        text: `peak ${diagram.labels.peak}`,
        anchor: "middle",
        baseline: "bottom",
        size: TEXT_SIZE.small,
        bold: true,
        color: COLORS.blue,
      },
    );
  }
  items.push({ type: "circle", center: landing, radius: 4, fill: COLORS.ink });

  // The range along the ground, from below the launch point to the landing point.
  const rangeY = 18;
  const middle = { x: (left + landing.x) / 2, y: rangeY };
  items.push(
    { type: "line", from: { x: left, y: 6 }, to: { x: left, y: rangeY + 6 }, color: COLORS.ink, width: 1 },
    {
      type: "line",
      from: { x: landing.x, y: 6 },
      to: { x: landing.x, y: rangeY + 6 },
      color: COLORS.ink,
      width: 1,
    },
    { type: "arrow", from: middle, to: { x: left, y: rangeY }, color: COLORS.ink, width: 1.5 },
    { type: "arrow", from: middle, to: { x: landing.x, y: rangeY }, color: COLORS.ink, width: 1.5 },
    {
      type: "text",
      at: { x: middle.x, y: rangeY + 8 },
      text: `range ${diagram.labels.range}`,
      anchor: "middle",
      baseline: "top",
      bold: true,
    },
  );
  if (diagram.labels.flightTime) {
    items.push({
      type: "text",
      at: { x: SCENE_WIDTH - 8, y: rangeY + 32 },
      text: `time in the air ${diagram.labels.flightTime}`,
      anchor: "end",
      baseline: "top",
      size: TEXT_SIZE.small,
      color: COLORS.muted,
    });
  }

  const highest = Math.min(...items.flatMap(itemPoints).map((each) => each.y));
  const shift = 40 - highest;
  const lowest = Math.max(...items.flatMap(itemPoints).map((each) => each.y));
  return {
    width: SCENE_WIDTH,
    height: shift + lowest + 24,
    items: items.map((item) => movedBy(item, { x: 0, y: shift })),
  };
}
