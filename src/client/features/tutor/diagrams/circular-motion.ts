/**
 * Layout of uniform circular motion: the circle seen from above, the body on it, the radius
 * drawn to it, the velocity as an arrow along the circle (tangent) and the acceleration and the
 * net force as arrows toward the centre. The arrows are not to one scale (a velocity and an
 * acceleration are different quantities); their directions are the physics.
 */
import type { CircularMotionDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { along, COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const CENTER: Point = { x: 150, y: 160 };
const RADIUS = 112;
/** Where the body is on the circle, degrees counterclockwise from the right. */
const BODY_AT = 0;
/** Where the radius is drawn, clear of the arrows toward the centre. */
const RADIUS_AT = -55;
const ARROW = 80;

/** The body's position on the circle and the directions (degrees) of its velocity and of its acceleration. */
export function circularGeometry(): {
  body: Point;
  velocityDirection: number;
  accelerationDirection: number;
} {
  return {
    body: along(CENTER, BODY_AT, RADIUS),
    // Moving counterclockwise: the velocity is a quarter turn ahead of the radius, the acceleration opposite the radius.
    velocityDirection: BODY_AT + 90,
    accelerationDirection: BODY_AT + 180,
  };
}

/** The scene of a body in uniform circular motion. */
export function circularMotionScene(diagram: CircularMotionDiagram): Scene {
  const items: SceneItem[] = [];
  const circle: Point[] = [];
  for (let step = 0; step <= 72; step++) circle.push(along(CENTER, step * 5, RADIUS));
  const { body, velocityDirection, accelerationDirection } = circularGeometry();
  const rim = along(CENTER, RADIUS_AT, RADIUS);
  items.push(
    { type: "polyline", points: circle, color: COLORS.muted, width: 1.5, dash: "6 5" },
    { type: "line", from: CENTER, to: rim, color: COLORS.ink, width: 1.5 },
    { type: "circle", center: CENTER, radius: 3.5, fill: COLORS.ink },
    {
      type: "text",
      at: along(along(CENTER, RADIUS_AT, RADIUS / 2), RADIUS_AT + 90, -8),
      text: "r",
      after: ` = ${diagram.labels.radius}`,
      anchor: "start",
      baseline: "top",
      size: TEXT_SIZE.small,
      bold: true,
    },
  );
  // The direction of travel, outside the circle on the far side.
  const travel: Point[] = [];
  for (let step = 0; step <= 8; step++) travel.push(along(CENTER, 150 + step * 5, RADIUS + 14));
  items.push(
    { type: "polyline", points: travel.slice(0, -1), color: COLORS.muted, width: 1.5 },
    {
      type: "arrow",
      from: travel.at(-2) as Point,
      to: travel.at(-1) as Point,
      color: COLORS.muted,
      width: 1.5,
    },
  );

  const velocityTip = along(body, velocityDirection, ARROW);
  const accelerationTip = along(body, accelerationDirection, ARROW);
  items.push(
    { type: "arrow", from: body, to: velocityTip, color: COLORS.blue, width: 3 },
    { type: "arrow", from: body, to: accelerationTip, color: COLORS.vermillion, width: 3, dash: "6 4" },
  );
  const labels: SceneItem[] = [
    {
      type: "text",
      at: { x: velocityTip.x + 10, y: velocityTip.y + 4 },
      text: "v",
      after: ` = ${diagram.labels.speed}`,
      anchor: "start",
      baseline: "top",
      bold: true,
      color: COLORS.blue,
    },
    {
      type: "text",
      at: { x: (body.x + accelerationTip.x) / 2, y: body.y - 8 },
      text: "a",
      subscript: "c",
      after: ` = ${diagram.labels.acceleration}`,
      anchor: "middle",
      baseline: "bottom",
      bold: true,
      color: COLORS.vermillion,
    },
  ];
  if (diagram.force) {
    // The net force below the acceleration, the same way: toward the centre.
    const from = { x: body.x, y: body.y + 16 };
    const to = along(from, accelerationDirection, ARROW);
    items.push({ type: "arrow", from, to, color: COLORS.green, width: 3 });
    labels.push({
      type: "text",
      at: { x: (from.x + to.x) / 2, y: from.y + 8 },
      text: "F",
      subscript: "net",
      after: ` = ${diagram.force.valueLabel}`,
      anchor: "middle",
      baseline: "top",
      bold: true,
      color: COLORS.green,
    });
  }
  items.push({ type: "circle", center: body, radius: 10, fill: "#e5e7eb", stroke: COLORS.ink }, ...labels);
  return { width: SCENE_WIDTH, height: CENTER.y + RADIUS + 30, items };
}
