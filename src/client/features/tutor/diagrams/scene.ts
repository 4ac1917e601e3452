/**
 * What a diagram's layout produces: shapes in the diagram's own coordinates (x to the right, y
 * down, in units of the base width `SCENE_WIDTH`), drawn by `scene-svg.tsx` in the page and by
 * the PDF export alike. Each kind's layout (one file per kind) turns the physics description into
 * a scene; the drawing code knows nothing of physics.
 */

/** The width every layout draws to; the page scales it to the reply's width. */
export const SCENE_WIDTH = 420;

/** Text sizes in scene units: on a 390 px phone a scene is drawn about 0.75 times its size, so 13.5 is 10 px there. */
export const TEXT_SIZE = { label: 15, small: 13.5, title: 15.5 } as const;

/**
 * Colours that stay apart for the common kinds of colour blindness and in grey print (the
 * Okabe-Ito palette, darkened where text sits on white); each also differs by label or dash.
 */
export const COLORS = {
  ink: "#1f2937",
  muted: "#6b7280",
  grid: "#d1d5db",
  blue: "#0063a0",
  orange: "#b86e00",
  vermillion: "#c24e00",
  green: "#007a5a",
  purple: "#a8527f",
  sky: "#3d8fc7",
  fill: "#cfe3f3",
  surface: "#9ca3af",
} as const;

export interface Point {
  x: number;
  y: number;
}

interface Stroke {
  color: string;
  /** Line width in scene units (default 2). */
  width?: number;
  /** SVG dash pattern, e.g. "6 4". */
  dash?: string;
}

export type SceneItem =
  | ({ type: "line"; from: Point; to: Point } & Stroke)
  | ({ type: "arrow"; from: Point; to: Point } & Stroke)
  | ({ type: "polyline"; points: Point[] } & Stroke)
  | { type: "polygon"; points: Point[]; fill: string; stroke?: string; opacity?: number }
  | { type: "circle"; center: Point; radius: number; fill: string; stroke?: string }
  | {
      type: "text";
      at: Point;
      text: string;
      /** Written smaller and lower right after `text` ("F" then "N"). */
      subscript?: string;
      /** Written after the subscript (" = 34 N"). */
      after?: string;
      color?: string;
      size?: number;
      anchor?: "start" | "middle" | "end";
      /** Where `at` is on the text vertically. */
      baseline?: "top" | "middle" | "bottom";
      bold?: boolean;
    };

export interface Scene {
  width: number;
  height: number;
  items: SceneItem[];
}

/** The length of the arrowhead's sides, in scene units. */
export const ARROWHEAD = 9;

/** The two ends of an arrowhead's sides at `to`, for an arrow from `from`. */
export function arrowhead(from: Point, to: Point, size = ARROWHEAD): [Point, Point] {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const spread = Math.PI / 7;
  return [
    { x: to.x - size * Math.cos(angle - spread), y: to.y - size * Math.sin(angle - spread) },
    { x: to.x - size * Math.cos(angle + spread), y: to.y - size * Math.sin(angle + spread) },
  ];
}

/** A point `length` along the direction `degrees` (counterclockwise from right, as in physics) from `from`. */
export function along(from: Point, degrees: number, length: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return { x: from.x + length * Math.cos(radians), y: from.y - length * Math.sin(radians) };
}

/** Where to anchor a label placed beyond an arrow's tip pointing in `degrees`. */
export function anchorFor(degrees: number): {
  anchor: "start" | "middle" | "end";
  baseline: "top" | "middle" | "bottom";
} {
  const radians = (degrees * Math.PI) / 180;
  const x = Math.cos(radians);
  const y = Math.sin(radians);
  return {
    anchor: x > 0.35 ? "start" : x < -0.35 ? "end" : "middle",
    baseline: y > 0.35 ? "bottom" : y < -0.35 ? "top" : "middle",
  };
}

/** The corners of an upright rectangle, clockwise from its top left, for a polygon. */
export function rectangle(left: number, top: number, right: number, bottom: number): Point[] {
  return [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];
}

/** The points that place an item, for finding a scene's extent. */
export function itemPoints(item: SceneItem): Point[] {
  switch (item.type) {
    case "line":
    case "arrow":
      return [item.from, item.to];
    case "polyline":
    case "polygon":
      return item.points;
    case "circle":
      return [item.center];
    case "text":
      return [item.at];
  }
}

/** The item moved by `offset`, for a layout that places things first and frames them after. */
export function movedBy(item: SceneItem, offset: Point): SceneItem {
  const move = (point: Point): Point => ({ x: point.x + offset.x, y: point.y + offset.y });
  switch (item.type) {
    case "line":
    case "arrow":
      return { ...item, from: move(item.from), to: move(item.to) };
    case "polyline":
    case "polygon":
      return { ...item, points: item.points.map(move) };
    case "circle":
      return { ...item, center: move(item.center) };
    case "text":
      return { ...item, at: move(item.at) };
  }
}

/** Vertical distance between two rows of `captionRows`. */
export const CAPTION_ROW = 22;

/**
 * Rows of text centred under a picture from `top` down: the first, the relation the picture is
 * about, in the label size and ink; the others, how to read it, smaller and muted.
 */
export function captionRows(rows: readonly string[], top: number): SceneItem[] {
  return rows.map((row, index) => ({
    type: "text",
    at: { x: SCENE_WIDTH / 2, y: top + index * CAPTION_ROW },
    text: row,
    anchor: "middle",
    baseline: "top",
    size: index === 0 ? TEXT_SIZE.label : TEXT_SIZE.small,
    bold: index === 0,
    color: index === 0 ? COLORS.ink : COLORS.muted,
  }));
}

/**
 * A length marked as on a technical drawing: a tick at each end, arrows out from the middle to
 * both ticks, and its symbol with its value under the middle ("d = 3.0 m"). The arrow toward
 * `toX` may take its own colour (the displacement a force acts along).
 */
export function dimensionLine(
  fromX: number,
  toX: number,
  y: number,
  label: { symbol: string; value: string; color?: string; towardColor?: string },
): SceneItem[] {
  const middle = { x: (fromX + toX) / 2, y };
  const tick = (x: number): SceneItem => ({
    type: "line",
    from: { x, y: y - 8 },
    to: { x, y: y + 8 },
    color: COLORS.ink,
    width: 1,
  });
  const toward = label.towardColor;
  return [
    tick(fromX),
    tick(toX),
    { type: "arrow", from: middle, to: { x: fromX, y }, color: COLORS.ink, width: 1.5 },
    { type: "arrow", from: middle, to: { x: toX, y }, color: toward ?? COLORS.ink, width: toward ? 2 : 1.5 },
    {
      type: "text",
      at: { x: middle.x, y: y + 8 },
      text: label.symbol,
      after: ` = ${label.value}`,
      anchor: "middle",
      baseline: "top",
      bold: true,
      ...(label.color ? { color: label.color } : {}),
    },
  ];
}
