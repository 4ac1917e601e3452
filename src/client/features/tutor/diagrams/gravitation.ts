/**
 * Layout of gravitation. Two attracting bodies: sized by the cube root of their masses, each with
 * an arrow toward the other of one length (the forces are equal), the distance between centres
 * marked under them. A body at a planet's surface: the planet, its radius, gravity as an arrow
 * toward the centre and the escape speed as an arrow straight out. An orbit: an ellipse to scale
 * (a circle when the nearest and farthest distances are equal) with the central body at a focus,
 * drawn larger than to scale, and the body's velocity along the orbit or the escape speed out.
 */
import type { GravitationDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { CAPTION_ROW, COLORS, captionRows, dimensionLine, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const ARROW = 70;
const BODY_FILL = "#e5e7eb";
const CENTRAL_FILL = "#f3d9a6";

/** The radius in scene units of an attracting body: by the cube root of its mass, as a sphere of one density. */
export function bodyRadius(mass: number, largest: number): number {
  return 12 + 22 * Math.cbrt(mass / largest);
}

function label(at: Point, symbol: string, value: string, color: string, anchor: "start" | "middle" | "end") {
  const [text, ...subscript] = symbol.split("_");
  return {
    type: "text",
    at,
    text,
    ...(subscript.length > 0 ? { subscript: subscript.join("_") } : {}),
    after: ` = ${value}`,
    anchor,
    baseline: "middle",
    bold: true,
    color,
  } satisfies SceneItem;
}

function attractionScene(diagram: GravitationDiagram): Scene {
  const masses = diagram.masses ?? [1, 1];
  const largest = Math.max(...masses);
  const y = 110;
  const centres = [100, 320];
  const items: SceneItem[] = [];
  centres.forEach((x, index) => {
    const toward = index === 0 ? 1 : -1;
    const radius = bodyRadius(masses[index], largest);
    items.push(
      { type: "circle", center: { x, y }, radius, fill: BODY_FILL, stroke: COLORS.ink },
      { type: "arrow", from: { x, y }, to: { x: x + toward * ARROW, y }, color: COLORS.vermillion, width: 3 },
      label(
        { x: x + (toward * ARROW) / 2, y: y - 52 },
        "F",
        diagram.labels.force ?? "",
        COLORS.vermillion,
        "middle",
      ),
      label(
        { x, y: y + 50 },
        index === 0 ? "m_1" : "m_2",
        (index === 0 ? diagram.labels.mass1 : diagram.labels.mass2) ?? "",
        COLORS.ink,
        "middle",
      ),
    );
  });
  items.push(
    ...dimensionLine(centres[0], centres[1], y + 80, { symbol: "r", value: diagram.labels.separation ?? "" }),
    ...captionRows(["F = G m₁ m₂ / r²", "Equal and opposite: each body pulls the other"], y + 125),
  );
  return { width: SCENE_WIDTH, height: y + 125 + 2 * CAPTION_ROW + 12, items };
}

function surfaceScene(diagram: GravitationDiagram): Scene {
  const radius = 110;
  // Room above the planet only for an arrow out of it.
  const centre = { x: 150, y: diagram.labels.escapeSpeed ? 240 : 130 };
  const top = { x: centre.x, y: centre.y - radius };
  const items: SceneItem[] = [
    { type: "circle", center: centre, radius, fill: CENTRAL_FILL, stroke: COLORS.ink },
    { type: "line", from: centre, to: { x: centre.x + radius, y: centre.y }, color: COLORS.ink, width: 1.5 },
    { type: "circle", center: centre, radius: 3, fill: COLORS.ink },
    label({ x: centre.x + 12, y: centre.y - 12 }, "R", diagram.labels.radius ?? "", COLORS.ink, "start"),
  ];
  if (diagram.labels.central) {
    items.push({
      type: "text",
      at: { x: centre.x, y: centre.y + 24 },
      text: diagram.labels.central,
      anchor: "middle",
      baseline: "top",
      bold: true,
    });
  }
  if (diagram.labels.centralMass) {
    items.push({
      type: "text",
      at: { x: centre.x, y: centre.y + 46 },
      text: "M",
      after: ` = ${diagram.labels.centralMass}`,
      anchor: "middle",
      baseline: "top",
      size: TEXT_SIZE.small,
    });
  }
  if (diagram.labels.surfaceGravity) {
    items.push(
      { type: "arrow", from: top, to: { x: top.x, y: top.y + ARROW }, color: COLORS.vermillion, width: 3 },
      label(
        { x: top.x + 10, y: top.y + ARROW / 2 + 4 },
        "g",
        diagram.labels.surfaceGravity,
        COLORS.vermillion,
        "start",
      ),
    );
  }
  if (diagram.labels.escapeSpeed) {
    items.push(
      { type: "arrow", from: top, to: { x: top.x, y: top.y - ARROW }, color: COLORS.blue, width: 3 },
      label(
        { x: top.x + 10, y: top.y - ARROW / 2 - 4 },
        "v_esc",
        diagram.labels.escapeSpeed,
        COLORS.blue,
        "start",
      ),
    );
  }
  items.push({ type: "circle", center: top, radius: 7, fill: BODY_FILL, stroke: COLORS.ink });
  const relations = [
    ...(diagram.labels.surfaceGravity ? ["g = G M / R²"] : []),
    ...(diagram.labels.escapeSpeed ? ["v_esc = √(2 G M / R)"] : []),
  ];
  const captionTop = centre.y + radius + 16;
  items.push(...captionRows([relations.join("     ")], captionTop));
  return { width: SCENE_WIDTH, height: captionTop + CAPTION_ROW + 8, items };
}

/** The orbit's shape in scene units: its centre, half-axes, and the focus the central body sits at. */
export function orbitGeometry(nearest: number, farthest: number) {
  const a = (nearest + farthest) / 2;
  const c = (farthest - nearest) / 2;
  const b = Math.sqrt(nearest * farthest);
  const scale = Math.min(150 / a, 100 / b);
  // Room above for an arrow out of the orbit and its label.
  const centre = { x: SCENE_WIDTH / 2, y: 170 };
  return {
    centre,
    halfWidth: a * scale,
    halfHeight: b * scale,
    // The nearest point is to the right of the focus, the farthest to the left.
    focus: { x: centre.x + c * scale, y: centre.y },
    scale,
  };
}

function orbitScene(diagram: GravitationDiagram): Scene {
  const nearest = diagram.nearest ?? 1;
  const farthest = diagram.farthest ?? nearest;
  const { centre, halfWidth, halfHeight, focus } = orbitGeometry(nearest, farthest);
  const at = (angle: number): Point => ({
    x: centre.x + halfWidth * Math.cos(angle),
    y: centre.y - halfHeight * Math.sin(angle),
  });
  const path: Point[] = [];
  for (let step = 0; step <= 96; step++) path.push(at((step * 2 * Math.PI) / 96));
  const items: SceneItem[] = [
    { type: "polyline", points: path, color: COLORS.muted, width: 1.5, dash: "6 5" },
  ];
  const ellipse = farthest > nearest;
  // The body high on the orbit (upper left on a circle, where its radius and arrows have room), moving counterclockwise.
  const angle = ((ellipse ? 100 : 125) * Math.PI) / 180;
  const body = at(angle);
  let captionTop = centre.y + halfHeight + 30;
  if (ellipse) {
    // The nearest and farthest distances measured from the focus, on two rows under the orbit.
    const perihelion = at(0);
    const aphelion = at(Math.PI);
    const farRow = centre.y + halfHeight + 26;
    const nearRow = farRow + 46;
    for (const x of [aphelion.x, focus.x, perihelion.x]) {
      items.push({
        type: "line",
        from: { x, y: centre.y },
        to: { x, y: nearRow + 8 },
        color: COLORS.grid,
        width: 1,
        dash: "3 3",
      });
    }
    items.push(
      { type: "line", from: aphelion, to: perihelion, color: COLORS.grid, width: 1 },
      ...dimensionLine(aphelion.x, focus.x, farRow, {
        symbol: "farthest",
        value: diagram.labels.farthest ?? "",
      }),
      ...dimensionLine(focus.x, perihelion.x, nearRow, {
        symbol: "nearest",
        value: diagram.labels.nearest ?? "",
      }),
    );
    captionTop = nearRow + 40;
  } else {
    const middle = { x: (focus.x + body.x) / 2, y: (focus.y + body.y) / 2 };
    items.push(
      { type: "line", from: focus, to: body, color: COLORS.ink, width: 1.5 },
      label({ x: middle.x - 8, y: middle.y + 10 }, "r", diagram.labels.orbitRadius ?? "", COLORS.ink, "end"),
    );
  }
  items.push({ type: "circle", center: focus, radius: 14, fill: CENTRAL_FILL, stroke: COLORS.ink });
  const centralText = [
    ...(diagram.labels.central ? [diagram.labels.central] : []),
    ...(diagram.labels.centralMass ? [`M = ${diagram.labels.centralMass}`] : []),
  ].join(", ");
  if (centralText) {
    items.push({
      type: "text",
      at: { x: focus.x, y: focus.y + 20 },
      text: centralText,
      anchor: "middle",
      baseline: "top",
      size: TEXT_SIZE.small,
    });
  }
  if (diagram.labels.orbitalSpeed) {
    // Counterclockwise along the ellipse: the direction of its derivative.
    const dx = -halfWidth * Math.sin(angle);
    const dy = -halfHeight * Math.cos(angle);
    const size = Math.hypot(dx, dy);
    const tip = { x: body.x + (ARROW * dx) / size, y: body.y + (ARROW * dy) / size };
    items.push(
      { type: "arrow", from: body, to: tip, color: COLORS.blue, width: 3 },
      label({ x: tip.x, y: tip.y + 16 }, "v", diagram.labels.orbitalSpeed, COLORS.blue, "middle"),
    );
  }
  if (diagram.labels.escapeSpeed) {
    const dx = body.x - focus.x;
    const dy = body.y - focus.y;
    const size = Math.hypot(dx, dy);
    const tip = { x: body.x + (ARROW * dx) / size, y: body.y + (ARROW * dy) / size };
    items.push(
      { type: "arrow", from: body, to: tip, color: COLORS.blue, width: 3 },
      label({ x: tip.x + 10, y: tip.y }, "v_esc", diagram.labels.escapeSpeed, COLORS.blue, "start"),
    );
  }
  items.push({ type: "circle", center: body, radius: 7, fill: BODY_FILL, stroke: COLORS.ink });
  const rows = [
    diagram.labels.period
      ? "T = 2π √(r³ / G M)"
      : diagram.labels.escapeSpeed
        ? "v_esc = √(2 G M / r)"
        : "v = √(G M / r)",
    ...(diagram.labels.period ? [`one orbit takes T = ${diagram.labels.period}`] : []),
    ...(ellipse ? [`semi-major axis r = ${diagram.labels.orbitRadius}`] : []),
    "the central body is drawn larger than to scale",
  ];
  items.push(...captionRows(rows, captionTop));
  return { width: SCENE_WIDTH, height: captionTop + rows.length * CAPTION_ROW + 6, items };
}

/** The scene of a gravitation diagram. */
export function gravitationScene(diagram: GravitationDiagram): Scene {
  if (diagram.situation === "attraction") return attractionScene(diagram);
  if (diagram.situation === "surface") return surfaceScene(diagram);
  return orbitScene(diagram);
}
