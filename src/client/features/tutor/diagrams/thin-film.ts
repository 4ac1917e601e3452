/**
 * Layout of a thin film: air above, the film as a band, the medium below; the incident ray and the
 * two reflected rays, one from each surface, drawn slanted so they can be told apart (the
 * problem's light falls straight down, and the picture says so). Each reflection is marked with
 * whether it inverts the phase; the thickness is a dimension line beside the film, and the extra
 * path and the result are written under the picture.
 */
import type { ThinFilmDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { CAPTION_ROW, COLORS, captionRows, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const FILM_TOP = 112;
const FILM_BOTTOM = 176;
const BELOW_BOTTOM = 232;

/** The points where the light meets the film's top and bottom surfaces and leaves the top again. */
export function filmPath(): { enter: Point; bottom: Point; exit: Point } {
  return {
    enter: { x: 150, y: FILM_TOP },
    bottom: { x: 182, y: FILM_BOTTOM },
    exit: { x: 214, y: FILM_TOP },
  };
}

/** The scene of a thin film's two reflections. */
export function thinFilmScene(diagram: ThinFilmDiagram): Scene {
  const items: SceneItem[] = [];
  const { enter, bottom, exit } = filmPath();
  const band = (top: number, lower: number, fill: string): SceneItem => ({
    type: "polygon",
    points: [
      { x: 16, y: top },
      { x: SCENE_WIDTH - 16, y: top },
      { x: SCENE_WIDTH - 16, y: lower },
      { x: 16, y: lower },
    ],
    fill,
  });
  items.push(
    band(FILM_TOP, FILM_BOTTOM, "#d8ecf6"),
    band(FILM_BOTTOM, BELOW_BOTTOM, diagram.belowIndex === 1 ? "#ffffff" : "#e5e7eb"),
    {
      type: "line",
      from: { x: 16, y: FILM_TOP },
      to: { x: SCENE_WIDTH - 16, y: FILM_TOP },
      color: COLORS.ink,
      width: 1.5,
    },
    {
      type: "line",
      from: { x: 16, y: FILM_BOTTOM },
      to: { x: SCENE_WIDTH - 16, y: FILM_BOTTOM },
      color: COLORS.ink,
      width: 1.5,
    },
  );
  const side = (y: number, text: string): SceneItem => ({
    type: "text",
    at: { x: 22, y },
    text,
    anchor: "start",
    baseline: "middle",
    size: TEXT_SIZE.small,
    bold: true,
  });
  items.push(
    side(FILM_TOP - 18, `air, n = ${diagram.labels.aboveIndex}`),
    side((FILM_TOP + FILM_BOTTOM) / 2, `film, n = ${diagram.labels.filmIndex}`),
    side(
      (FILM_BOTTOM + BELOW_BOTTOM) / 2,
      /^\d/.test(diagram.labels.belowIndex)
        ? `below, n = ${diagram.labels.belowIndex}`
        : `below: ${diagram.labels.belowIndex}`,
    ),
  );
  // The incident ray, the ray reflected at the top (1), and the one reflected at the bottom (2).
  const incidentStart = { x: enter.x - 64, y: 26 };
  const firstEnd = { x: enter.x + 64, y: 26 };
  const secondEnd = { x: exit.x + 64, y: 26 };
  items.push(
    { type: "arrow", from: incidentStart, to: enter, color: COLORS.orange, width: 3 },
    { type: "arrow", from: enter, to: firstEnd, color: COLORS.blue, width: 2.5 },
    { type: "line", from: enter, to: bottom, color: COLORS.orange, width: 2, dash: "5 4" },
    { type: "line", from: bottom, to: exit, color: COLORS.green, width: 2, dash: "5 4" },
    { type: "arrow", from: exit, to: secondEnd, color: COLORS.green, width: 2.5 },
    {
      type: "text",
      at: { x: firstEnd.x - 4, y: firstEnd.y - 4 },
      text: "1",
      anchor: "end",
      baseline: "bottom",
      bold: true,
      color: COLORS.blue,
    },
    {
      type: "text",
      at: { x: secondEnd.x + 4, y: secondEnd.y - 4 },
      text: "2",
      anchor: "start",
      baseline: "bottom",
      bold: true,
      color: COLORS.green,
    },
  );
  const flip = (inverts: boolean) => (inverts ? "phase flips ½λ" : "no phase flip");
  items.push(
    {
      type: "text",
      at: { x: exit.x + 40, y: FILM_TOP - 22 },
      text: `1: ${flip(diagram.inversions.top)}`,
      anchor: "start",
      baseline: "middle",
      size: TEXT_SIZE.small,
      color: COLORS.blue,
    },
    {
      type: "text",
      at: { x: bottom.x + 14, y: FILM_BOTTOM + 14 },
      text: `2: ${flip(diagram.inversions.bottom)}`,
      anchor: "start",
      baseline: "top",
      size: TEXT_SIZE.small,
      color: COLORS.green,
    },
  );
  // The thickness, beside the film.
  const dimensionX = SCENE_WIDTH - 100;
  const middle = { x: dimensionX, y: (FILM_TOP + FILM_BOTTOM) / 2 };
  items.push(
    { type: "arrow", from: middle, to: { x: dimensionX, y: FILM_TOP }, color: COLORS.ink, width: 1.5 },
    { type: "arrow", from: middle, to: { x: dimensionX, y: FILM_BOTTOM }, color: COLORS.ink, width: 1.5 },
    {
      type: "text",
      at: { x: dimensionX + 6, y: middle.y },
      text: "t",
      after: ` = ${diagram.labels.thickness}`,
      anchor: "start",
      baseline: "middle",
      size: TEXT_SIZE.small,
      bold: true,
    },
  );
  const rows = [
    `λ = ${diagram.labels.wavelength}  ·  ${diagram.result === "bright" ? "reflections reinforce: bright" : "reflections cancel: dark"}`,
    "rays slanted for clarity; the light falls straight down",
  ];
  items.push(...captionRows(rows, BELOW_BOTTOM + 14));
  return { width: SCENE_WIDTH, height: BELOW_BOTTOM + 14 + rows.length * CAPTION_ROW + 6, items };
}
