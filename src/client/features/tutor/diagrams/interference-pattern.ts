/**
 * Layout of a double-slit, grating or single-slit pattern: light arrives from the left at the
 * slits, and a fan of rays leaves them at the angles of the fringes, each ending on a far screen
 * drawn as an arc around the slits, so every angle is drawn as it is (a flat screen could not hold
 * a grating's 60°). Bright fringes are blue dots, a single slit's dark fringes vermillion rings;
 * the fringe the problem asks about is the bold ray with its angle θ marked. Angles under 5° are
 * drawn a whole number of times larger, and the picture says so.
 */
import type { InterferencePatternDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import {
  along,
  CAPTION_ROW,
  COLORS,
  captionRows,
  itemPoints,
  movedBy,
  SCENE_WIDTH,
  TEXT_SIZE,
} from "./scene";

const SLITS: Point = { x: 70, y: 0 };
const SCREEN_RADIUS = 270;
const ANGLE_MARK_RADIUS = 64;
/** Orders drawn at most, on one side of the centre. */
const MOST_ORDERS = 8;
/** The smallest drawn angle between two fringe labels, in degrees, for both to be written. */
const LABEL_GAP = 5;

/** How many times larger angles are drawn: 1, or a whole number that puts the fringe asked about near 15°. */
export function angleMagnification(diagram: InterferencePatternDiagram): number {
  return diagram.angle >= 5 ? 1 : Math.max(2, Math.floor(15 / diagram.angle));
}

/** The orders drawn and their true angles in degrees, from d sin θ = m λ (or a sin θ = m λ). */
export function fringeAngles(diagram: InterferencePatternDiagram): { order: number; angle: number }[] {
  const magnification = angleMagnification(diagram);
  const last = Math.min(diagram.highestOrder ?? diagram.order + 1, MOST_ORDERS);
  const fringes: { order: number; angle: number }[] = [];
  for (let order = 1; order <= Math.max(last, diagram.order); order++) {
    const sine = (order * diagram.wavelength) / diagram.spacing;
    if (!(sine < 1)) break;
    const angle = (Math.asin(sine) * 180) / Math.PI;
    // An order other than the one asked about is left out when it would be drawn past the screen's end.
    if (order !== diagram.order && angle * magnification > 86) break;
    fringes.push({ order, angle });
  }
  return fringes;
}

/** Where the barrier with the slits ends, below the axis. */
const BARRIER_BOTTOM = SLITS.y + 36;

function barrier(diagram: InterferencePatternDiagram): SceneItem[] {
  const top = SLITS.y - 52;
  const bottom = BARRIER_BOTTOM;
  const openings =
    diagram.aperture === "single-slit"
      ? [[-7, 7]]
      : diagram.aperture === "double-slit"
        ? [
            [-11, -5],
            [5, 11],
          ]
        : [-20, -12, -4, 4, 12, 20].map((centre) => [centre - 2, centre + 2]);
  const items: SceneItem[] = [];
  let from = top;
  for (const [start, end] of openings) {
    items.push({
      type: "line",
      from: { x: SLITS.x, y: from },
      to: { x: SLITS.x, y: SLITS.y + start },
      color: COLORS.ink,
      width: 4,
    });
    from = SLITS.y + end;
  }
  items.push({
    type: "line",
    from: { x: SLITS.x, y: from },
    to: { x: SLITS.x, y: bottom },
    color: COLORS.ink,
    width: 4,
  });
  return items;
}

/** The scene of a double-slit, grating or single-slit pattern. */
export function interferencePatternScene(diagram: InterferencePatternDiagram): Scene {
  const items: SceneItem[] = [];
  const magnification = angleMagnification(diagram);
  const drawn = (angle: number) => angle * magnification;
  const bright = diagram.aperture !== "single-slit";
  const fringes = fringeAngles(diagram);
  const widest = Math.min(88, drawn(fringes[fringes.length - 1]?.angle ?? diagram.angle) + 8);

  // The light arriving, the slits, and the far screen as an arc around them.
  for (const offset of [-26, 0, 26]) {
    items.push({
      type: "arrow",
      from: { x: 6, y: SLITS.y + offset },
      to: { x: SLITS.x - 10, y: SLITS.y + offset },
      color: COLORS.orange,
      width: 2,
    });
  }
  // The wavelength is written under the incoming light and below the barrier's lower end: a label
  // as wide as "λ = 500 nm" reaches past the barrier's line, and the fan of rays rises above the
  // axis, so below the barrier is the one place near the light where nothing crosses it.
  items.push({
    type: "text",
    at: { x: 8, y: BARRIER_BOTTOM + 6 },
    text: "λ",
    after: ` = ${diagram.labels.wavelength}`,
    anchor: "start",
    baseline: "top",
    size: TEXT_SIZE.small,
    bold: true,
    color: COLORS.orange,
  });
  items.push(...barrier(diagram));
  const arc: Point[] = [];
  for (let step = 0; step <= 40; step++)
    arc.push(along(SLITS, -6 + ((widest + 6) * step) / 40, SCREEN_RADIUS));
  items.push(
    { type: "polyline", points: arc, color: COLORS.surface, width: 5 },
    {
      type: "line",
      from: SLITS,
      to: along(SLITS, 0, SCREEN_RADIUS),
      color: COLORS.muted,
      width: 1.5,
      dash: "6 5",
    },
  );
  // The centre of the pattern: always bright.
  const centre = along(SLITS, 0, SCREEN_RADIUS);
  items.push(
    { type: "circle", center: centre, radius: 5, fill: COLORS.blue },
    {
      type: "text",
      at: along(SLITS, 0, SCREEN_RADIUS + 12),
      text: bright ? "m = 0" : "centre",
      anchor: "start",
      baseline: "middle",
      size: TEXT_SIZE.small,
      color: COLORS.blue,
    },
  );

  let lastLabelled = 0;
  for (const fringe of fringes) {
    const angle = drawn(fringe.angle);
    const asked = fringe.order === diagram.order;
    const end = along(SLITS, angle, SCREEN_RADIUS);
    items.push({
      type: "line",
      from: SLITS,
      to: end,
      color: asked ? COLORS.blue : COLORS.grid,
      width: asked ? 2.5 : 1.2,
    });
    items.push(
      bright
        ? { type: "circle", center: end, radius: 5, fill: COLORS.blue }
        : { type: "circle", center: end, radius: 5, fill: "#ffffff", stroke: COLORS.vermillion },
    );
    if (asked || angle - lastLabelled >= LABEL_GAP) {
      items.push({
        type: "text",
        at: along(SLITS, angle, SCREEN_RADIUS + 12),
        text: `m = ${fringe.order}`,
        anchor: "start",
        baseline: "middle",
        size: TEXT_SIZE.small,
        bold: asked,
        color: bright ? COLORS.blue : COLORS.vermillion,
      });
      lastLabelled = angle;
    }
  }

  // The angle of the fringe asked about, from the central axis.
  const askedAngle = drawn(diagram.angle);
  const mark: Point[] = [];
  for (let step = 0; step <= 16; step++) mark.push(along(SLITS, (askedAngle * step) / 16, ANGLE_MARK_RADIUS));
  items.push(
    { type: "polyline", points: mark, color: COLORS.ink, width: 1.5 },
    {
      type: "text",
      // A narrow angle's label goes under the axis, clear of the rays.
      at:
        askedAngle < 20
          ? { x: SLITS.x + ANGLE_MARK_RADIUS + 6, y: SLITS.y + 5 }
          : along(SLITS, askedAngle / 2, ANGLE_MARK_RADIUS + 8),
      text: "θ",
      after: ` = ${diagram.labels.angle}`,
      anchor: "start",
      baseline: askedAngle < 20 ? "top" : "middle",
      size: TEXT_SIZE.small,
      bold: true,
    },
  );

  // What the picture shows, under it.
  const spacingSymbol = diagram.aperture === "single-slit" ? "a" : "d";
  const rows = [
    `${spacingSymbol} = ${diagram.labels.spacing}${diagram.labels.ruling ? ` (${diagram.labels.ruling})` : ""}  ·  m = ${diagram.order}`,
    ...(diagram.labels.screenDistance
      ? [
          `screen L = ${diagram.labels.screenDistance} away${diagram.labels.position ? `  ·  y = ${diagram.labels.position}` : ""}${diagram.labels.centralWidth ? `  ·  central band ${diagram.labels.centralWidth}` : ""}`,
        ]
      : []),
    bright
      ? `● bright fringes, ${spacingSymbol} sin θ = m λ${diagram.labels.maximaCount ? `  ·  ${diagram.labels.maximaCount} maxima in all` : ""}`
      : "○ dark fringes, a sin θ = m λ",
    ...(magnification > 1 ? [`angles drawn ${magnification}× larger`] : []),
  ];
  // Under the wavelength's label.
  const below = BARRIER_BOTTOM + 6 + CAPTION_ROW + 4;
  items.push(...captionRows(rows, below));

  // Frame: the fan rises above the slits by as much as its widest angle needs.
  const top = Math.min(...items.flatMap(itemPoints).map((point) => point.y)) - 22;
  const shifted = items.map((item) => movedBy(item, { x: 0, y: -top }));
  return { width: SCENE_WIDTH, height: below + rows.length * CAPTION_ROW + 10 - top, items: shifted };
}
