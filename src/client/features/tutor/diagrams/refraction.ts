/**
 * Layout of refraction at a boundary: the first medium above, the second shaded below, the normal
 * dashed through the point where the ray meets the boundary. The incident and refracted rays are
 * drawn at their true angles from the normal, each with its angle marked; at the critical angle the
 * refracted ray runs along the surface and the reflected ray is drawn, and at Brewster's angle the
 * reflected ray is marked polarized and the right angle between it and the refracted ray is shown.
 */
import type { RefractionDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { along, COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const HIT: Point = { x: SCENE_WIDTH / 2, y: 150 };
const RAY = 128;
const ARC = 42;

/** The directions (degrees, counterclockwise from right) of the incident ray's travel, the refracted ray and the reflected ray. */
export function rayDirections(diagram: RefractionDiagram): {
  incident: number;
  refracted: number;
  reflected: number;
} {
  return {
    // It comes down from the upper left, so it travels at −(90 − θ₁).
    incident: -(90 - diagram.incidence),
    refracted: -(90 - diagram.refraction),
    reflected: 90 - diagram.incidence,
  };
}

function arc(from: number, to: number, radius: number): Point[] {
  const points: Point[] = [];
  for (let step = 0; step <= 16; step++) points.push(along(HIT, from + ((to - from) * step) / 16, radius));
  return points;
}

/** The scene of refraction at a boundary. */
export function refractionScene(diagram: RefractionDiagram): Scene {
  const items: SceneItem[] = [];
  const { incident, refracted, reflected } = rayDirections(diagram);
  const bottom = HIT.y + 130;
  items.push(
    {
      type: "polygon",
      points: [
        { x: 20, y: HIT.y },
        { x: SCENE_WIDTH - 20, y: HIT.y },
        { x: SCENE_WIDTH - 20, y: bottom },
        { x: 20, y: bottom },
      ],
      fill: COLORS.fill,
      opacity: 0.7,
    },
    {
      type: "line",
      from: { x: 20, y: HIT.y },
      to: { x: SCENE_WIDTH - 20, y: HIT.y },
      color: COLORS.ink,
      width: 2,
    },
    {
      type: "line",
      from: { x: HIT.x, y: HIT.y - 130 },
      to: { x: HIT.x, y: bottom },
      color: COLORS.muted,
      width: 1.2,
      dash: "6 5",
    },
    {
      type: "text",
      at: { x: HIT.x + 4, y: HIT.y - 128 },
      text: "normal",
      anchor: "start",
      baseline: "top",
      size: TEXT_SIZE.small,
      color: COLORS.muted,
    },
  );
  // The incident ray arrives at the boundary; the refracted ray leaves it.
  const start = along(HIT, incident + 180, RAY);
  items.push({ type: "arrow", from: start, to: HIT, color: COLORS.orange, width: 3 });
  const grazing = diagram.event === "critical-angle";
  const refractedEnd = grazing ? { x: HIT.x + RAY + 40, y: HIT.y - 3 } : along(HIT, refracted, RAY);
  items.push({
    type: "arrow",
    from: grazing ? { x: HIT.x, y: HIT.y - 3 } : HIT,
    to: refractedEnd,
    color: COLORS.blue,
    width: 3,
  });
  if (diagram.event !== "refraction") {
    const reflectedEnd = along(HIT, reflected, RAY * 0.8);
    items.push({ type: "arrow", from: HIT, to: reflectedEnd, color: COLORS.orange, width: 2, dash: "7 5" });
    items.push({
      type: "text",
      at: { x: reflectedEnd.x, y: reflectedEnd.y - 8 },
      text: diagram.event === "brewster" ? "reflected: polarized" : "reflected",
      anchor: "middle",
      baseline: "bottom",
      size: TEXT_SIZE.small,
      color: COLORS.orange,
    });
  }
  if (diagram.event === "brewster") {
    // The right angle between the reflected and refracted rays.
    const size = 14;
    const a = along(HIT, reflected, size);
    const b = along(HIT, refracted, size);
    items.push({
      type: "polyline",
      points: [a, { x: a.x + (b.x - HIT.x), y: a.y + (b.y - HIT.y) }, b],
      color: COLORS.ink,
      width: 1.2,
    });
  }
  // The angles, each from the normal.
  items.push(
    { type: "polyline", points: arc(90, 90 + diagram.incidence, ARC), color: COLORS.orange, width: 1.5 },
    {
      type: "text",
      at: along(HIT, 90 + Math.max(diagram.incidence, 24) / 2, ARC + 10),
      text: "θ",
      subscript: diagram.event === "critical-angle" ? "c" : diagram.event === "brewster" ? "B" : "1",
      after: ` = ${diagram.labels.incidence}`,
      anchor: "end",
      baseline: "bottom",
      size: TEXT_SIZE.small,
      bold: true,
      color: COLORS.orange,
    },
  );
  if (!grazing) {
    items.push(
      {
        type: "polyline",
        points: arc(-90, -90 + diagram.refraction, ARC + 6),
        color: COLORS.blue,
        width: 1.5,
      },
      {
        type: "text",
        at: along(HIT, -90 + Math.max(diagram.refraction, 24) / 2, ARC + 16),
        text: "θ",
        subscript: "2",
        after: ` = ${diagram.labels.refraction}`,
        anchor: "start",
        baseline: "top",
        size: TEXT_SIZE.small,
        bold: true,
        color: COLORS.blue,
      },
    );
  } else {
    items.push({
      type: "text",
      at: { x: refractedEnd.x, y: HIT.y - 10 },
      text: "θ₂ = 90°",
      anchor: "end",
      baseline: "bottom",
      size: TEXT_SIZE.small,
      bold: true,
      color: COLORS.blue,
    });
  }
  items.push(
    {
      type: "text",
      at: { x: 28, y: HIT.y - 14 },
      text: "n",
      subscript: "1",
      after: diagram.labels.n1 ? ` = ${diagram.labels.n1}` : "",
      anchor: "start",
      bold: true,
    },
    {
      type: "text",
      at: { x: 28, y: bottom - 12 },
      text: "n",
      subscript: "2",
      after: diagram.labels.n2 ? ` = ${diagram.labels.n2}` : "",
      anchor: "start",
      bold: true,
    },
  );
  return { width: SCENE_WIDTH, height: bottom + 10, items };
}
