/**
 * Layout of point charges on a line: each charge a disc marked + or − (and coloured), its value
 * under it; the distance between two charges, or from a charge to the point asked, as a dimension
 * line; the forces on the charges, or the field at the point, as arrows along the line with their
 * values. Two forces of one pair are drawn the same length: they are equal in size.
 */
import type { PointChargesDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { COLORS, dimensionLine, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const LINE_Y = 62;
const LEFT = 110;
const RIGHT = SCENE_WIDTH - 110;
const DISC = 18;
const VECTOR = 72;

/** The scene x of each charge and of the point asked. */
export function chargePositions(diagram: PointChargesDiagram): { charges: number[]; point?: number } {
  const far = Math.max(...diagram.charges.map((charge) => charge.position), diagram.point?.position ?? 0);
  const toX = (metres: number) => LEFT + (far > 0 ? metres / far : 0) * (RIGHT - LEFT);
  return {
    charges: diagram.charges.map((charge) => toX(charge.position)),
    ...(diagram.point ? { point: toX(diagram.point.position) } : {}),
  };
}

/** The scene of point charges with their forces or field. */
export function pointChargesScene(diagram: PointChargesDiagram): Scene {
  const items: SceneItem[] = [];
  const positions = chargePositions(diagram);
  items.push({
    type: "line",
    from: { x: 12, y: LINE_Y },
    to: { x: SCENE_WIDTH - 12, y: LINE_Y },
    color: COLORS.grid,
    width: 1,
  });

  // The distance, as a dimension line under the charges.
  const ends = [positions.charges[0], positions.charges[1] ?? positions.point ?? positions.charges[0]];
  const distanceLabel = diagram.separationLabel ?? diagram.point?.distanceLabel;
  if (distanceLabel && ends[1] > ends[0]) {
    items.push(...dimensionLine(ends[0], ends[1], LINE_Y + 62, { symbol: "r", value: distanceLabel }));
  }

  if (diagram.point && positions.point !== undefined) {
    const x = positions.point;
    items.push(
      {
        type: "line",
        from: { x: x - 6, y: LINE_Y - 6 },
        to: { x: x + 6, y: LINE_Y + 6 },
        color: COLORS.ink,
        width: 2,
      },
      {
        type: "line",
        from: { x: x - 6, y: LINE_Y + 6 },
        to: { x: x + 6, y: LINE_Y - 6 },
        color: COLORS.ink,
        width: 2,
      },
      { type: "text", at: { x, y: LINE_Y + 14 }, text: "P", anchor: "middle", baseline: "top", bold: true },
    );
  }

  for (const vector of diagram.vectors) {
    const fromX = vector.at === "point" ? (positions.point ?? RIGHT) : positions.charges[vector.at];
    const sign = vector.direction === 0 ? 1 : -1;
    const start: Point = { x: fromX + sign * (vector.at === "point" ? 8 : DISC + 2), y: LINE_Y };
    const tip: Point = { x: start.x + sign * VECTOR, y: LINE_Y };
    const color = vector.quantity === "field" ? COLORS.purple : COLORS.green;
    items.push(
      { type: "arrow", from: start, to: tip, color, width: 3.5 },
      {
        type: "text",
        at: { x: (start.x + tip.x) / 2, y: LINE_Y - 14 },
        text: vector.quantity === "field" ? "E" : "F",
        after: ` = ${vector.valueLabel}`,
        anchor: "middle",
        baseline: "bottom",
        bold: true,
        color,
      },
    );
  }

  diagram.charges.forEach((charge, index) => {
    const x = positions.charges[index];
    const positive = charge.charge > 0;
    const color = positive ? COLORS.vermillion : COLORS.blue;
    items.push(
      { type: "circle", center: { x, y: LINE_Y }, radius: DISC, fill: color },
      {
        type: "line",
        from: { x: x - 8, y: LINE_Y },
        to: { x: x + 8, y: LINE_Y },
        color: "#ffffff",
        width: 3,
      },
      ...(positive
        ? [
            {
              type: "line" as const,
              from: { x, y: LINE_Y - 8 },
              to: { x, y: LINE_Y + 8 },
              color: "#ffffff",
              width: 3,
            },
          ]
        : []),
      {
        type: "text",
        at: { x, y: LINE_Y + DISC + 6 },
        text: charge.valueLabel,
        anchor: "middle",
        baseline: "top",
        size: TEXT_SIZE.small,
        bold: true,
        color,
      },
    );
  });
  return { width: SCENE_WIDTH, height: LINE_Y + 100, items };
}
