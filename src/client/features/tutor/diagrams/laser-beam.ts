/**
 * Layout of a laser beam: the laser on the left and its beam running right, with the power and
 * wavelength over it; photons drawn along the beam when the problem counts them; the beam's
 * circle seen end on at the right, with its diameter or Gaussian radius; and under it the
 * intensity across the beam, flat over the circle or a Gaussian bell, its value at the top.
 */
import type { LaserBeamDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { CAPTION_ROW, COLORS, captionRows, dimensionLine, rectangle, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const BEAM_Y = 96;
const BEAM_HALF = 9;
const LASER_RIGHT = 100;
const BEAM_END = 318;
/** The beam's circle seen end on. */
const END_ON = { x: 370, y: BEAM_Y } as const;
const END_ON_RADIUS = 30;
/** The intensity across the beam: its baseline and height, and half the beam's width on it. */
const PROFILE_BASE = 280;
const PROFILE_HEIGHT = 70;
const PROFILE_CENTRE = SCENE_WIDTH / 2;
export const PROFILE_HALF_WIDTH = 60;

/** The intensity across the beam, from −2 to +2 half-widths: flat over the circle, or exp(−2 r² / w²). */
export function profilePoints(profile: LaserBeamDiagram["profile"]): Point[] {
  const points: Point[] = [];
  for (let step = -40; step <= 40; step++) {
    const r = step / 20;
    const relative = profile === "gaussian" ? Math.exp(-2 * r * r) : Math.abs(r) <= 1 ? 1 : 0;
    points.push({
      x: PROFILE_CENTRE + r * PROFILE_HALF_WIDTH,
      y: PROFILE_BASE - PROFILE_HEIGHT * relative,
    });
  }
  return points;
}

/** The scene of a laser beam. */
export function laserBeamScene(diagram: LaserBeamDiagram): Scene {
  const { labels } = diagram;
  const items: SceneItem[] = [
    {
      type: "polygon",
      points: rectangle(14, BEAM_Y - 26, LASER_RIGHT, BEAM_Y + 26),
      fill: "#e5e7eb",
      stroke: COLORS.ink,
    },
    {
      type: "text",
      at: { x: 57, y: BEAM_Y },
      text: "laser",
      anchor: "middle",
      baseline: "middle",
      bold: true,
    },
    {
      type: "polygon",
      points: rectangle(LASER_RIGHT, BEAM_Y - BEAM_HALF, BEAM_END, BEAM_Y + BEAM_HALF),
      fill: COLORS.orange,
      opacity: 0.35,
      stroke: COLORS.orange,
    },
    {
      type: "arrow",
      from: { x: BEAM_END - 40, y: BEAM_Y },
      to: { x: BEAM_END + 6, y: BEAM_Y },
      color: COLORS.orange,
      width: 2.5,
    },
    {
      type: "text",
      at: { x: LASER_RIGHT + 8, y: BEAM_Y - BEAM_HALF - 8 },
      text: "P",
      after: ` = ${labels.power}`,
      anchor: "start",
      baseline: "bottom",
      bold: true,
      size: TEXT_SIZE.small,
      color: COLORS.vermillion,
    },
  ];
  if (labels.wavelength)
    items.push({
      type: "text",
      at: { x: LASER_RIGHT + 8, y: BEAM_Y - BEAM_HALF - 28 },
      text: "λ",
      after: ` = ${labels.wavelength}`,
      anchor: "start",
      baseline: "bottom",
      size: TEXT_SIZE.small,
      color: COLORS.blue,
    });
  if (labels.photonRate) {
    // Photons as dots along the beam, each carrying h c / λ.
    for (let x = LASER_RIGHT + 16; x < BEAM_END - 44; x += 22)
      items.push({ type: "circle", center: { x, y: BEAM_Y }, radius: 3, fill: COLORS.ink });
    items.push({
      type: "text",
      at: { x: LASER_RIGHT + 8, y: BEAM_Y + BEAM_HALF + 8 },
      text: "R",
      after: ` = ${labels.photonRate} photons/s`,
      anchor: "start",
      baseline: "top",
      bold: true,
      size: TEXT_SIZE.small,
    });
  }
  // The beam's circle, end on, with its size.
  items.push({
    type: "circle",
    center: END_ON,
    radius: END_ON_RADIUS,
    fill: "#f3d9b1",
    stroke: COLORS.orange,
  });
  const size = labels.diameter
    ? `D = ${labels.diameter}`
    : labels.beamRadius
      ? `w = ${labels.beamRadius}`
      : labels.area
        ? `A = ${labels.area}`
        : undefined;
  if (size)
    items.push({
      type: "text",
      at: { x: END_ON.x, y: END_ON.y + END_ON_RADIUS + 8 },
      text: size,
      anchor: "middle",
      baseline: "top",
      size: TEXT_SIZE.small,
      bold: true,
    });
  let captionTop = BEAM_Y + 70;
  if (labels.intensity) {
    items.push(
      {
        type: "line",
        from: { x: PROFILE_CENTRE - 2 * PROFILE_HALF_WIDTH, y: PROFILE_BASE },
        to: { x: PROFILE_CENTRE + 2 * PROFILE_HALF_WIDTH, y: PROFILE_BASE },
        color: COLORS.grid,
        width: 1,
      },
      { type: "polyline", points: profilePoints(diagram.profile), color: COLORS.orange, width: 2.5 },
      {
        type: "text",
        at: { x: PROFILE_CENTRE, y: PROFILE_BASE - PROFILE_HEIGHT - 6 },
        text: "I",
        after: ` = ${labels.intensity}${diagram.profile === "gaussian" ? " at the centre" : ""}`,
        anchor: "middle",
        baseline: "bottom",
        bold: true,
        size: TEXT_SIZE.small,
        color: COLORS.orange,
      },
      {
        type: "text",
        at: { x: PROFILE_CENTRE, y: PROFILE_BASE - PROFILE_HEIGHT - 26 },
        text: "intensity across the beam",
        anchor: "middle",
        baseline: "bottom",
        size: TEXT_SIZE.small,
        color: COLORS.muted,
      },
    );
    const marked = labels.diameter ?? labels.beamRadius;
    if (marked) {
      const [from, symbol] = labels.diameter
        ? [PROFILE_CENTRE - PROFILE_HALF_WIDTH, "D"]
        : [PROFILE_CENTRE, "w"];
      items.push(
        ...dimensionLine(from, PROFILE_CENTRE + PROFILE_HALF_WIDTH, PROFILE_BASE + 14, {
          symbol,
          value: marked,
        }),
      );
    }
    captionTop = PROFILE_BASE + (marked ? 50 : 20);
  }
  const rows = [
    ...(labels.photonRate ? ["R = P λ / (h c): each photon carries h c / λ"] : []),
    ...(labels.intensity
      ? [diagram.profile === "gaussian" ? "I = 2 P / (π w²) at the centre" : "I = P / A, A = π D² / 4"]
      : []),
  ];
  items.push(...captionRows(rows, captionTop));
  return { width: SCENE_WIDTH, height: captionTop + rows.length * CAPTION_ROW + 8, items };
}
