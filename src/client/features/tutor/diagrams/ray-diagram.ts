/**
 * Layout of a ray diagram. Every ray from the top of the object leaves the lens or mirror through
 * the image point (or, for a virtual image, as if from it): that is what the lens or mirror
 * equation says, so the three principal rays are drawn from the solved image position alone.
 * Each ray meets the element at the height where its principal-ray rule puts it: the object's
 * height (parallel ray), zero (central ray), the image's height (focal ray).
 */
import type { RayDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

/** Where the text under the picture starts. */
const TEXT_TOP = 252;
const AXIS_Y = 130;
const SIDE = 26;
/** Largest height drawn above or below the axis, in scene units. */
const TALLEST = 86;
const RAY_COLORS = [COLORS.vermillion, COLORS.blue, COLORS.green];

interface Geometry {
  /** Scene x of a position along the axis (metres from the element, object side negative). */
  x(metres: number): number;
  /** Scene y of a height above the axis (in the object's height unit). */
  y(height: number): number;
}

/** Where the image is along the axis, in metres from the element (object side negative). */
export function imagePosition(diagram: RayDiagram): number {
  const mirror = diagram.element.endsWith("mirror");
  // A lens's real image is on the far side; a mirror's, in front of it.
  return mirror ? -diagram.imageDistance : diagram.imageDistance;
}

/** The image's height, in the object's height unit: magnification times the object's height. */
export function imageHeight(diagram: RayDiagram): number {
  return (-diagram.imageDistance / diagram.objectDistance) * diagram.objectHeight;
}

function geometry(diagram: RayDiagram): Geometry {
  const image = imagePosition(diagram);
  const focal = Math.abs(diagram.focalLength);
  const positions = [-diagram.objectDistance, image, focal, -focal, 0];
  const low = Math.min(...positions);
  const high = Math.max(...positions);
  const span = (high - low) * 1.12 || 1;
  const centre = (high + low) / 2;
  const width = SCENE_WIDTH - 2 * SIDE;
  const heights = Math.max(diagram.objectHeight, Math.abs(imageHeight(diagram)));
  return {
    x: (metres) => SIDE + width / 2 + ((metres - centre) / span) * width,
    y: (height) => AXIS_Y - (height / heights) * TALLEST,
  };
}

function element(items: SceneItem[], diagram: RayDiagram, at: Geometry) {
  opticalElement(items, diagram.element, at.x(0), AXIS_Y, TALLEST + 18);
}

/** A lens or a mirror standing on the optical axis at `x`, `halfHeight` above and below it, named above. */
export function opticalElement(
  items: SceneItem[],
  kind: RayDiagram["element"],
  x: number,
  axisY: number,
  halfHeight: number,
) {
  const top = axisY - halfHeight;
  const bottom = axisY + halfHeight;
  switch (kind) {
    case "converging-lens":
    case "diverging-lens": {
      const bulge = kind === "converging-lens" ? 9 : -7;
      const outline: Point[] = [];
      for (let step = 0; step <= 16; step++) {
        const t = step / 16;
        outline.push({
          x: x + bulge * Math.sin(Math.PI * t) + (bulge < 0 ? 7 : 0),
          y: top + (bottom - top) * t,
        });
      }
      for (let step = 16; step >= 0; step--) {
        const t = step / 16;
        outline.push({
          x: x - bulge * Math.sin(Math.PI * t) - (bulge < 0 ? 7 : 0),
          y: top + (bottom - top) * t,
        });
      }
      items.push({ type: "polygon", points: outline, fill: "#dbeafe", stroke: COLORS.sky, opacity: 0.8 });
      break;
    }
    default: {
      // A mirror's reflecting face towards the object (a concave one curves round it), hatched behind.
      const concave = kind === "concave-mirror";
      const curve: Point[] = [];
      for (let step = 0; step <= 16; step++) {
        const t = step / 16 - 0.5;
        curve.push({ x: x + (concave ? -1 : 1) * 14 * (4 * t * t), y: axisY + t * (bottom - top) });
      }
      items.push({ type: "polyline", points: curve, color: COLORS.ink, width: 3 });
      for (const point of curve.filter((_, index) => index % 2 === 0)) {
        items.push({
          type: "line",
          from: point,
          to: { x: point.x + 9, y: point.y + 7 },
          color: COLORS.muted,
          width: 1,
        });
      }
    }
  }
  items.push({
    type: "text",
    at: { x, y: top - 4 },
    text: ELEMENT_NAMES[kind],
    anchor: "middle",
    size: TEXT_SIZE.small,
    color: COLORS.muted,
  });
}

const ELEMENT_NAMES: Record<RayDiagram["element"], string> = {
  "converging-lens": "converging lens",
  "diverging-lens": "diverging lens",
  "concave-mirror": "concave mirror",
  "convex-mirror": "convex mirror",
};

/** The point where a ray leaving the element at `start` crosses the scene's edge on the side it travels to. */
function toEdge(start: Point, through: Point, forward: boolean): Point {
  const dx = through.x - start.x;
  const dy = through.y - start.y;
  const edge = dx === 0 ? start.x : (forward ? dx > 0 : dx < 0) ? SCENE_WIDTH - 4 : 4;
  const t = dx === 0 ? 1 : (edge - start.x) / dx;
  const end = { x: start.x + dx * t, y: start.y + dy * t };
  // Keep a steep ray inside the picture.
  const limit = end.y < 4 ? 4 : end.y > TEXT_TOP - 8 ? TEXT_TOP - 8 : end.y;
  if (limit === end.y || dy === 0) return end;
  const s = (limit - start.y) / dy;
  return { x: start.x + dx * s, y: limit };
}

/** The scene of a ray diagram. */
export function rayDiagramScene(diagram: RayDiagram): Scene {
  const at = geometry(diagram);
  const items: SceneItem[] = [];
  const mirror = diagram.element.endsWith("mirror");
  const objectX = at.x(-diagram.objectDistance);
  const objectTop = { x: objectX, y: at.y(diagram.objectHeight) };
  const imageX = at.x(imagePosition(diagram));
  const imageTop = { x: imageX, y: at.y(imageHeight(diagram)) };
  const real = diagram.imageDistance > 0;

  items.push({
    type: "line",
    from: { x: 4, y: AXIS_Y },
    to: { x: SCENE_WIDTH - 4, y: AXIS_Y },
    color: COLORS.muted,
    width: 1,
    dash: "8 5",
  });
  element(items, diagram, at);
  const focalPoints = mirror ? [-diagram.focalLength] : [diagram.focalLength, -diagram.focalLength];
  for (const position of focalPoints) {
    items.push(
      { type: "circle", center: { x: at.x(position), y: AXIS_Y }, radius: 4, fill: COLORS.ink },
      {
        type: "text",
        at: { x: at.x(position), y: AXIS_Y + 8 },
        text: "F",
        anchor: "middle",
        baseline: "top",
        size: TEXT_SIZE.small,
        bold: true,
      },
    );
  }

  // The principal rays: to the element at the object's height, at its centre, at the image's height.
  const heights = [objectTop.y, AXIS_Y, imageTop.y];
  heights.forEach((y, index) => {
    const hit = { x: at.x(0), y };
    const color = RAY_COLORS[index];
    items.push({ type: "line", from: objectTop, to: hit, color, width: 2 });
    if (real) {
      items.push({ type: "line", from: hit, to: toEdge(hit, imageTop, true), color, width: 2 });
    } else {
      // Away from the virtual image, and traced back to it dashed.
      const away = { x: 2 * hit.x - imageTop.x, y: 2 * hit.y - imageTop.y };
      items.push(
        { type: "line", from: hit, to: toEdge(hit, away, true), color, width: 2 },
        { type: "line", from: hit, to: imageTop, color, width: 1.5, dash: "5 4" },
      );
    }
  });

  items.push({
    type: "arrow",
    from: { x: objectX, y: AXIS_Y },
    to: objectTop,
    color: COLORS.ink,
    width: 3.5,
  });
  items.push({
    type: "text",
    at: { x: objectX, y: objectTop.y - 6 },
    text: "object",
    anchor: "middle",
    size: TEXT_SIZE.small,
    bold: true,
  });
  items.push({
    type: "arrow",
    from: { x: imageX, y: AXIS_Y },
    to: imageTop,
    color: COLORS.purple,
    width: 3.5,
    ...(real ? {} : { dash: "6 4" }),
  });
  const below = imageTop.y > AXIS_Y;
  items.push({
    type: "text",
    at: { x: imageX, y: imageTop.y + (below ? 6 : -6) },
    text: real ? "image (real)" : "image (virtual)",
    anchor: "middle",
    baseline: below ? "top" : "bottom",
    size: TEXT_SIZE.small,
    bold: true,
    color: COLORS.purple,
  });

  // The distances, as the problem gives them, under the picture.
  const lines = [
    `object distance ${diagram.labels.objectDistance}, focal length ${diagram.labels.focalLength}`,
    `image distance ${diagram.labels.imageDistance}`,
    `image: ${diagram.labels.image}`,
  ];
  lines.forEach((text, index) => {
    items.push({
      type: "text",
      at: { x: 8, y: TEXT_TOP + index * 16 },
      text,
      baseline: "top",
      // Smaller than the labels: the same words are in the description under the picture.
      size: 12.5,
      color: COLORS.ink,
    });
  });
  return { width: SCENE_WIDTH, height: TEXT_TOP + 52, items };
}
