/**
 * Layout of a collision, before and after, one row each: every body a block (larger for more
 * mass, its mass written under it) with its velocity as an arrow, all arrows to one scale so their
 * lengths compare; a body at rest has no arrow and says so. Bodies that stick move on as one
 * block; a body bouncing off a wall has the wall on the right. The total momentum, the same in
 * both rows, is written under them. An arrow too short for its head to show is drawn at the
 * shortest length that shows one.
 */
import type { CollisionDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { CAPTION_ROW, COLORS, captionRows, rectangle, SCENE_WIDTH, TEXT_SIZE } from "./scene";

/** The longest velocity arrow, in scene units. */
export const LONGEST_ARROW = 90;
const SHORTEST_ARROW = 14;
const ROWS = { before: 78, after: 200 } as const;
const WALL_X = 392;

/** The half-width of a body's block: between 16 and 30 units, growing with the square root of its mass. */
export function blockHalfWidth(mass: number, largest: number): number {
  return 16 + 14 * Math.sqrt(mass / largest);
}

/** The length of a velocity's arrow, in proportion to the fastest velocity in the picture. */
export function arrowLength(velocity: number, fastest: number): number {
  if (Math.abs(velocity) < 1e-12 || fastest <= 0) return 0;
  return Math.max(SHORTEST_ARROW, (LONGEST_ARROW * Math.abs(velocity)) / fastest);
}

/** Where each body's centre is in a row: apart, or touching when they are together. */
function centres(diagram: CollisionDiagram, when: "before" | "after", halves: number[]): number[] {
  if (diagram.event === "rebound") return [when === "before" ? 250 : 300];
  const together =
    (diagram.event === "sticks" && when === "after") || (diagram.event === "recoil" && when === "before");
  if (together) {
    const middle = SCENE_WIDTH / 2 - 20;
    return [middle - halves[1], middle + halves[0]];
  }
  return when === "before" ? [110, 300] : [135, 300];
}

function block(centre: Point, half: number, name: string, massLabel: string, labelX: number): SceneItem[] {
  const left = centre.x - half;
  const right = centre.x + half;
  const top = centre.y - half;
  const bottom = centre.y + half;
  const items: SceneItem[] = [
    {
      type: "polygon",
      points: rectangle(left, top, right, bottom),
      fill: COLORS.fill,
      stroke: COLORS.ink,
    },
    {
      type: "text",
      at: centre,
      text: name,
      anchor: "middle",
      baseline: "middle",
      bold: true,
      size: TEXT_SIZE.small,
    },
  ];
  if (massLabel !== "") {
    items.push({
      type: "text",
      at: { x: labelX, y: bottom + 5 },
      text: massLabel,
      anchor: "middle",
      baseline: "top",
      size: TEXT_SIZE.small,
      color: COLORS.muted,
    });
  }
  return items;
}

/** The scene of a collision, recoil or rebound. */
export function collisionScene(diagram: CollisionDiagram): Scene {
  const items: SceneItem[] = [];
  const largest = Math.max(...diagram.bodies.map((body) => body.mass));
  const fastest = Math.max(
    ...diagram.bodies.flatMap((body) => [Math.abs(body.before), Math.abs(body.after)]),
  );
  const halves = diagram.bodies.map((body) => blockHalfWidth(body.mass, largest));

  for (const when of ["before", "after"] as const) {
    const y = ROWS[when];
    items.push(
      {
        type: "text",
        at: { x: 8, y: y - 52 },
        text: when === "before" ? "Before" : "After",
        anchor: "start",
        baseline: "top",
        bold: true,
      },
      {
        type: "line",
        from: { x: 8, y: y + 32 },
        to: { x: SCENE_WIDTH - 8, y: y + 32 },
        color: COLORS.surface,
        width: 1.5,
      },
    );
    const xs = centres(diagram, when, halves);
    const together = xs.length === 2 && Math.abs(xs[1] - xs[0] - (halves[0] + halves[1])) < 1e-9;
    diagram.bodies.forEach((body, index) => {
      const half = halves[index];
      const centre = { x: xs[index], y: y + 32 - half };
      // Blocks that touch share one mass line under them, so their labels cannot overlap.
      const massLabel = together
        ? index === 1
          ? `${diagram.bodies[0].massLabel} + ${body.massLabel}`
          : ""
        : body.massLabel;
      items.push(...block(centre, half, body.name, massLabel, together ? (xs[0] + xs[1]) / 2 : centre.x));
      const velocity = body[when];
      // Bodies moving as one carry one arrow, from the front block.
      if (together && Math.abs(velocity) > 1e-12 && index !== (velocity > 0 ? 1 : 0)) return;
      const length = arrowLength(velocity, fastest);
      if (length === 0) {
        if (together && index === 0) return;
        items.push({
          type: "text",
          at: {
            x: together ? (xs[0] + xs[1]) / 2 : centre.x,
            y: y + 32 - 2 * (together ? Math.max(...halves) : half) - 6,
          },
          text: "at rest",
          anchor: "middle",
          baseline: "bottom",
          size: TEXT_SIZE.small,
          color: COLORS.muted,
        });
        return;
      }
      const sign = Math.sign(velocity);
      const start = { x: centre.x + sign * half, y: centre.y };
      const end = { x: start.x + sign * length, y: centre.y };
      items.push(
        { type: "arrow", from: start, to: end, color: COLORS.blue, width: 3 },
        {
          type: "text",
          at: { x: start.x + sign * 4, y: centre.y - 8 },
          text: "v",
          after: ` = ${body[`${when}Label`]}`,
          anchor: sign > 0 ? "start" : "end",
          baseline: "bottom",
          size: TEXT_SIZE.small,
          bold: true,
          color: COLORS.blue,
        },
      );
    });
    if (diagram.event === "rebound") {
      items.push({
        type: "line",
        from: { x: WALL_X, y: y - 40 },
        to: { x: WALL_X, y: y + 32 },
        color: COLORS.ink,
        width: 6,
      });
    }
  }

  const notes = diagram.totalMomentum
    ? [`total momentum ${diagram.totalMomentum.valueLabel}, before and after`]
    : diagram.impulse
      ? [
          `wall's average force F = ${diagram.impulse.forceLabel}${diagram.impulse.timeLabel ? ` for ${diagram.impulse.timeLabel}` : ""}`,
        ]
      : [];
  notes.push("arrows: velocities, to one scale");
  const below = ROWS.after + 56;
  items.push(...captionRows(notes, below));
  return { width: SCENE_WIDTH, height: below + notes.length * CAPTION_ROW + 8, items };
}
