/**
 * Layout of a lens's or a mirror's focal points: the element on its axis, three rays arriving
 * parallel to the axis and leaving through the focal point (converging lens, concave mirror) or as
 * if from it (diverging lens, convex mirror, the way back dashed), the focal points marked F and a
 * mirror's centre of curvature C at twice the focal length, with the lengths marked under the axis.
 */
import type { FocalPointsDiagram } from "../../../../contracts/diagram";
import { opticalElement } from "./ray-diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { CAPTION_ROW, COLORS, captionRows, dimensionLine, SCENE_WIDTH } from "./scene";

const AXIS = 120;
const HALF_HEIGHT = 80;
/** The focal length in scene units. */
export const FOCAL = 100;
const RAY_HEIGHTS = [-50, -22, 22, 50];
const LEFT = 16;

/** Where the element stands and where its focal point (the one the rays meet or come from) is, across the picture. */
export function focalGeometry(element: FocalPointsDiagram["element"]): { element: number; focus: number } {
  switch (element) {
    case "converging-lens":
      return { element: 200, focus: 200 + FOCAL };
    case "diverging-lens":
      return { element: 240, focus: 240 - FOCAL };
    case "concave-mirror":
      return { element: 360, focus: 360 - FOCAL };
    case "convex-mirror":
      return { element: 250, focus: 250 + FOCAL };
  }
}

/** How far from the axis a ray is drawn, so the steep ones stop inside the picture. */
const REACH = HALF_HEIGHT + 24;

/** The point where the line from → to, carried on, reaches `untilX`, or sooner the height `REACH` from the axis. */
function extended(from: Point, to: Point, untilX: number): Point {
  const slope = (to.y - from.y) / (to.x - from.x);
  const y = from.y + slope * (untilX - from.x);
  if (Math.abs(y - AXIS) <= REACH) return { x: untilX, y };
  const limitY = AXIS + Math.sign(y - AXIS) * REACH;
  return { x: from.x + (limitY - from.y) / slope, y: limitY };
}

function pointLabel(x: number, text: string): SceneItem[] {
  return [
    { type: "circle", center: { x, y: AXIS }, radius: 3.5, fill: COLORS.ink },
    { type: "text", at: { x, y: AXIS + 8 }, text, anchor: "middle", baseline: "top", bold: true },
  ];
}

/** The scene of a lens's or a mirror's focal points. */
export function focalPointsScene(diagram: FocalPointsDiagram): Scene {
  const { element, focus } = focalGeometry(diagram.element);
  const mirror = diagram.element.endsWith("mirror");
  const items: SceneItem[] = [
    {
      type: "line",
      from: { x: LEFT, y: AXIS },
      to: { x: SCENE_WIDTH - LEFT, y: AXIS },
      color: COLORS.muted,
      width: 1,
    },
  ];
  opticalElement(items, diagram.element, element, AXIS, HALF_HEIGHT);
  for (const height of RAY_HEIGHTS) {
    // A ray meets a mirror on its curved face (drawn by opticalElement, 14 units deep at its ends).
    const depth = mirror ? 14 * (height / HALF_HEIGHT) ** 2 : 0;
    const hit = { x: element + (diagram.element === "convex-mirror" ? depth : -depth), y: AXIS + height };
    const focalPoint = { x: focus, y: AXIS };
    items.push({
      type: "arrow",
      from: { x: LEFT, y: hit.y },
      to: { x: (LEFT + element) / 2, y: hit.y },
      color: COLORS.vermillion,
      width: 2,
    });
    items.push({ type: "line", from: { x: LEFT, y: hit.y }, to: hit, color: COLORS.vermillion, width: 2 });
    const through = diagram.element === "converging-lens" || diagram.element === "concave-mirror";
    // Light goes on to the right through a lens, back to the left off a mirror.
    const endX = mirror ? focus - 0.9 * Math.abs(element - focus) : SCENE_WIDTH - LEFT;
    const end = through ? extended(hit, focalPoint, endX) : extended(focalPoint, hit, endX);
    items.push({ type: "line", from: hit, to: end, color: COLORS.vermillion, width: 2 });
    if (!through)
      items.push({
        type: "line",
        from: hit,
        to: focalPoint,
        color: COLORS.vermillion,
        width: 1,
        dash: "4 4",
      });
  }
  items.push(...pointLabel(focus, "F"));
  const rows: SceneItem[] = [];
  let below = AXIS + HALF_HEIGHT + 30;
  rows.push(
    ...dimensionLine(Math.min(element, focus), Math.max(element, focus), below, {
      symbol: "f",
      value: diagram.labels.focalLength,
    }),
  );
  if (mirror && diagram.labels.radius) {
    const centre = diagram.element === "concave-mirror" ? element - 2 * FOCAL : undefined;
    if (centre !== undefined) {
      items.push(...pointLabel(centre, "C"));
      below += 44;
      rows.push(...dimensionLine(centre, element, below, { symbol: "R", value: diagram.labels.radius }));
    }
  }
  if (!mirror) items.push(...pointLabel(2 * element - focus, "F"));
  items.push(...rows);
  const captions = mirror
    ? ["f = R / 2", ...(diagram.labels.radius ? [`R = ${diagram.labels.radius}`] : [])]
    : ["P = 1 / f", ...(diagram.labels.power ? [`P = ${diagram.labels.power}`] : [])];
  const captionTop = below + 42;
  items.push(...captionRows(captions, captionTop));
  return { width: SCENE_WIDTH, height: captionTop + captions.length * CAPTION_ROW + 8, items };
}
