/**
 * Draws a scene (scene.ts) into a jsPDF page as vector graphics: the same lines, arrows, shapes
 * and labels as on screen, scaled from scene units to the page's millimetres.
 */
import type { jsPDF as JsPdfDocument } from "jspdf";
import type { Point, Scene, SceneItem } from "./scene";
import { arrowhead, TEXT_SIZE } from "./scene";

/** Millimetres in a typographic point. */
const MILLIMETRES_PER_POINT = 25.4 / 72;

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A colour mixed with white, as an opacity over a white page. */
function overWhite(hex: string, opacity: number): [number, number, number] {
  return rgb(hex).map((channel) => Math.round(255 - (255 - channel) * opacity)) as [number, number, number];
}

const ALIGN = { start: "left", middle: "center", end: "right" } as const;

/** Draws `scene` with its top-left corner at (left, top), `width` millimetres wide; returns its height in millimetres. */
export function drawScenePdf(
  pdf: JsPdfDocument,
  scene: Scene,
  left: number,
  top: number,
  width: number,
): number {
  const scale = width / scene.width;
  const at = (point: Point): [number, number] => [left + point.x * scale, top + point.y * scale];

  function stroke(color: string, lineWidth = 2, dash?: string) {
    pdf.setDrawColor(...rgb(color));
    pdf.setLineWidth(lineWidth * scale);
    pdf.setLineDashPattern(dash ? dash.split(" ").map((part) => Number(part) * scale) : [], 0);
  }

  function path(points: readonly Point[], style: "S" | "F" | "FD", closed: boolean) {
    if (points.length < 2) return;
    const [x, y] = at(points[0]);
    const segments = points
      .slice(1)
      .map((point, index) => [(point.x - points[index].x) * scale, (point.y - points[index].y) * scale]);
    pdf.lines(segments, x, y, [1, 1], style, closed);
  }

  function text(item: Extract<SceneItem, { type: "text" }>) {
    const size = (item.size ?? TEXT_SIZE.label) * scale;
    const [x, y] = at(item.at);
    pdf.setTextColor(...rgb(item.color ?? "#1f2937"));
    const baseline = item.baseline === "top" ? "top" : item.baseline === "middle" ? "middle" : "bottom";
    if (!item.subscript && !item.after) {
      pdf.setFontSize(size / MILLIMETRES_PER_POINT);
      pdf.text(item.text, x, y, { align: ALIGN[item.anchor ?? "start"], baseline });
      return;
    }
    // Parts written one after another, the subscript smaller and lower.
    const parts = [
      { text: item.text, size, shift: 0 },
      { text: item.subscript ?? "", size: size * 0.75, shift: size * 0.3 },
      { text: item.after ?? "", size, shift: 0 },
    ].filter((part) => part.text !== "");
    const widths = parts.map((part) => {
      pdf.setFontSize(part.size / MILLIMETRES_PER_POINT);
      return pdf.getTextWidth(part.text);
    });
    const total = widths.reduce((sum, partWidth) => sum + partWidth, 0);
    let cursor = item.anchor === "middle" ? x - total / 2 : item.anchor === "end" ? x - total : x;
    parts.forEach((part, index) => {
      pdf.setFontSize(part.size / MILLIMETRES_PER_POINT);
      pdf.text(part.text, cursor, y + part.shift, { baseline });
      cursor += widths[index];
    });
  }

  for (const item of scene.items) {
    switch (item.type) {
      case "line":
        stroke(item.color, item.width, item.dash);
        pdf.line(...at(item.from), ...at(item.to));
        break;
      case "arrow": {
        stroke(item.color, item.width, item.dash);
        pdf.line(...at(item.from), ...at(item.to));
        const [one, two] = arrowhead(item.from, item.to, 7 + (item.width ?? 2) * 1.5);
        pdf.setFillColor(...rgb(item.color));
        pdf.setLineDashPattern([], 0);
        pdf.triangle(...at(item.to), ...at(one), ...at(two), "F");
        break;
      }
      case "polyline":
        stroke(item.color, item.width, item.dash);
        path(item.points, "S", false);
        break;
      case "polygon":
        pdf.setFillColor(...overWhite(item.fill, item.opacity ?? 1));
        if (item.stroke) stroke(item.stroke, 1.5);
        path(item.points, item.stroke ? "FD" : "F", true);
        break;
      case "circle":
        pdf.setFillColor(...rgb(item.fill));
        if (item.stroke) stroke(item.stroke, 1.5);
        pdf.circle(...at(item.center), item.radius * scale, item.stroke ? "FD" : "F");
        break;
      case "text":
        text(item);
        break;
    }
  }
  pdf.setLineDashPattern([], 0);
  return scene.height * scale;
}
