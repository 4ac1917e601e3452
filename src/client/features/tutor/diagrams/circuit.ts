/**
 * Layout of a circuit schematic as a ladder: the battery on the left side of one loop, resistors
 * in series along the top wire, and a parallel group as rungs between the top and bottom wires
 * at the right (its last rung the loop's right side). The current leaving the battery is marked
 * on the top wire. Networks deeper than one parallel group in series with resistors are not
 * drawn (the engine solves none). Capacitors (two plates) and inductors (a coil) sit on the wires
 * as resistors do; an alternating source is a circle with a wave in it; a battery's internal
 * resistance is drawn inside a dashed outline with the battery. Further values the solution
 * states (a time constant, a reactance) are written under the loop.
 */
import type { CircuitDiagram, CircuitPart } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const TOP = 60;
const BOTTOM = 230;
const LEFT = 84;
const RIGHT = SCENE_WIDTH - 24;
/** Length of a resistor's zigzag along its wire. */
const RESISTOR_LENGTH = 46;
const WIRE = { color: COLORS.ink, width: 2 } as const;

type Element = Extract<CircuitPart, { type: "resistor" | "capacitor" | "inductor" }>;

/** A resistor's zigzag from `from` to `to`, both ends on one horizontal or vertical wire. */
function zigzag(from: Point, to: Point): Point[] {
  const points: Point[] = [from];
  const steps = 6;
  const horizontal = from.y === to.y;
  for (let step = 1; step < steps * 2; step += 2) {
    const t = step / (steps * 2);
    const side = (step % 4 === 1 ? 1 : -1) * 8;
    points.push({
      x: from.x + (to.x - from.x) * t + (horizontal ? 0 : side),
      y: from.y + (to.y - from.y) * t + (horizontal ? side : 0),
    });
  }
  points.push(to);
  return points;
}

/** A capacitor's two plates across the wire at `centre`, the wire broken between them. */
function plates(centre: Point, vertical: boolean): { points: Point[][]; from: Point; to: Point } {
  const gap = 5;
  const half = 15;
  const along = (offset: number): Point =>
    vertical ? { x: centre.x, y: centre.y + offset } : { x: centre.x + offset, y: centre.y };
  const across = (point: Point, offset: number): Point =>
    vertical ? { x: point.x + offset, y: point.y } : { x: point.x, y: point.y + offset };
  const first = along(-gap);
  const second = along(gap);
  return {
    points: [
      [across(first, -half), across(first, half)],
      [across(second, -half), across(second, half)],
    ],
    from: first,
    to: second,
  };
}

/** An inductor's coil from `from` to `to`: four bumps on one side of the wire. */
function coil(from: Point, to: Point, vertical: boolean): Point[] {
  const points: Point[] = [];
  const loops = 4;
  const samples = 10;
  for (let loop = 0; loop < loops; loop++) {
    for (let step = 0; step <= samples; step++) {
      const t = (loop + step / samples) / loops;
      const bump = 10 * Math.sin((Math.PI * step) / samples);
      points.push({
        x: from.x + (to.x - from.x) * t + (vertical ? bump : 0),
        y: from.y + (to.y - from.y) * t - (vertical ? 0 : bump),
      });
    }
  }
  return points;
}

/** Draws a resistor, capacitor or inductor centred at `centre` on a horizontal or vertical wire, with its label beside it. */
function elementAt(
  items: SceneItem[],
  entry: Element,
  centre: Point,
  vertical: boolean,
  labelSide: "before" | "after" = "before",
) {
  const half = RESISTOR_LENGTH / 2;
  let from = vertical ? { x: centre.x, y: centre.y - half } : { x: centre.x - half, y: centre.y };
  let to = vertical ? { x: centre.x, y: centre.y + half } : { x: centre.x + half, y: centre.y };
  if (entry.type === "resistor") {
    items.push({ type: "polyline", points: zigzag(from, to), color: COLORS.vermillion, width: 2.5 });
  } else if (entry.type === "inductor") {
    items.push({ type: "polyline", points: coil(from, to, vertical), color: COLORS.green, width: 2.5 });
  } else {
    const drawn = plates(centre, vertical);
    for (const [start, end] of drawn.points) {
      items.push({ type: "line", from: start, to: end, color: COLORS.purple, width: 3 });
    }
    from = drawn.from;
    to = drawn.to;
  }
  const offset = entry.type === "capacitor" ? 20 : 14;
  items.push(
    vertical
      ? {
          type: "text",
          at:
            labelSide === "before"
              ? { x: centre.x - offset + 1, y: centre.y }
              : { x: centre.x + offset, y: centre.y },
          text: entry.valueLabel,
          anchor: labelSide === "before" ? "end" : "start",
          baseline: "middle",
          bold: true,
        }
      : labelSide === "before"
        ? {
            type: "text",
            at: { x: centre.x, y: centre.y - offset },
            text: entry.valueLabel,
            anchor: "middle",
            bold: true,
          }
        : {
            type: "text",
            at: { x: centre.x, y: centre.y + offset },
            text: entry.valueLabel,
            anchor: "middle",
            baseline: "top",
            bold: true,
          },
  );
  return { from, to };
}

/** The network's series elements (along the top) and its parallel rungs (at the right). */
function parts(network: CircuitPart): { series: Element[]; rungs: Element[] } {
  if (isElement(network)) return { series: [network], rungs: [] };
  if (network.type === "parallel") return { series: [], rungs: network.parts.filter(isElement) };
  const series = network.parts.filter(isElement);
  const group = network.parts.find((part) => part.type === "parallel");
  return { series, rungs: group && group.type === "parallel" ? group.parts.filter(isElement) : [] };
}

const isElement = (part: CircuitPart): part is Element => part.type !== "series" && part.type !== "parallel";

/** The scene of a circuit schematic. */
export function circuitScene(diagram: CircuitDiagram): Scene {
  const items: SceneItem[] = [];
  const { series, rungs } = parts(diagram.network);
  // Rungs share the right part of the loop, spaced evenly; series resistors the top wire before them.
  const rungSpacing = 84;
  const rungXs = rungs.map((_, index) => RIGHT - (rungs.length - 1 - index) * rungSpacing);
  const seriesEnd = rungs.length > 0 ? rungXs[0] - 20 : RIGHT;
  const seriesStart = LEFT + 58;
  const seriesXs = series.map(
    (_, index) => seriesStart + ((index + 0.5) * (seriesEnd - seriesStart)) / Math.max(1, series.length),
  );

  // The top wire, broken by each series resistor.
  let x = LEFT;
  for (const [index, entry] of series.entries()) {
    // Three or more along the top wire take turns writing their labels above and below it.
    const side = series.length >= 3 && index % 2 === 1 ? "after" : "before";
    const { from, to } = elementAt(items, entry, { x: seriesXs[index], y: TOP }, false, side);
    items.push({ type: "line", from: { x, y: TOP }, to: from, ...WIRE });
    x = to.x;
  }
  items.push({ type: "line", from: { x, y: TOP }, to: { x: RIGHT, y: TOP }, ...WIRE });
  items.push({ type: "line", from: { x: LEFT, y: BOTTOM }, to: { x: RIGHT, y: BOTTOM }, ...WIRE });

  // The right side: one plain wire, or the parallel rungs.
  const middle = (TOP + BOTTOM) / 2;
  if (rungs.length === 0) {
    items.push({ type: "line", from: { x: RIGHT, y: TOP }, to: { x: RIGHT, y: BOTTOM }, ...WIRE });
  } else {
    for (const [index, entry] of rungs.entries()) {
      const rungX = rungXs[index];
      const { from, to } = elementAt(items, entry, { x: rungX, y: middle }, true);
      items.push(
        { type: "line", from: { x: rungX, y: TOP }, to: from, ...WIRE },
        { type: "line", from: to, to: { x: rungX, y: BOTTOM }, ...WIRE },
        { type: "circle", center: { x: rungX, y: TOP }, radius: 3, fill: COLORS.ink },
        { type: "circle", center: { x: rungX, y: BOTTOM }, radius: 3, fill: COLORS.ink },
      );
    }
  }

  // The source on the left: a battery (its long plate the positive terminal, at the top) or an
  // alternating source; a battery's internal resistance under it, the two inside a dashed outline.
  const internal = diagram.internalResistance;
  const sourceY = internal ? middle - 30 : middle - 6;
  const sourceLabel = diagram.battery.valueLabel;
  // A label too long for the margin is written inside the loop, beside the source.
  const labelInside = sourceLabel.length > 6;
  if (diagram.supply === "ac") {
    const wave: Point[] = [];
    for (let step = 0; step <= 16; step++) {
      wave.push({
        x: LEFT - 10 + (20 * step) / 16,
        y: sourceY + 6 - 7 * Math.sin((2 * Math.PI * step) / 16),
      });
    }
    items.push(
      { type: "line", from: { x: LEFT, y: TOP }, to: { x: LEFT, y: sourceY + 6 - 18 }, ...WIRE },
      {
        type: "circle",
        center: { x: LEFT, y: sourceY + 6 },
        radius: 18,
        fill: "#ffffff",
        stroke: COLORS.ink,
      },
      { type: "polyline", points: wave, color: COLORS.ink, width: 2 },
      { type: "line", from: { x: LEFT, y: sourceY + 6 + 18 }, to: { x: LEFT, y: BOTTOM }, ...WIRE },
    );
  } else {
    const plates = sourceY;
    items.push(
      { type: "line", from: { x: LEFT, y: TOP }, to: { x: LEFT, y: plates - 6 }, ...WIRE },
      {
        type: "line",
        from: { x: LEFT - 18, y: plates - 6 },
        to: { x: LEFT + 18, y: plates - 6 },
        color: COLORS.ink,
        width: 3,
      },
      {
        type: "line",
        from: { x: LEFT - 9, y: plates + 6 },
        to: { x: LEFT + 9, y: plates + 6 },
        color: COLORS.ink,
        width: 5,
      },
      { type: "text", at: { x: LEFT + 22, y: plates - 10 }, text: "+", size: TEXT_SIZE.label, bold: true },
    );
    if (internal) {
      const centre = { x: LEFT, y: middle + 34 };
      const { from, to } = elementAt(
        items,
        { type: "resistor", resistance: internal.resistance, valueLabel: `r = ${internal.valueLabel}` },
        centre,
        true,
        "after",
      );
      items.push(
        { type: "line", from: { x: LEFT, y: plates + 6 }, to: from, ...WIRE },
        { type: "line", from: to, to: { x: LEFT, y: BOTTOM }, ...WIRE },
        {
          type: "polyline",
          points: [
            { x: LEFT - 26, y: plates - 18 },
            { x: LEFT + 26, y: plates - 18 },
            { x: LEFT + 26, y: to.y + 8 },
            { x: LEFT - 26, y: to.y + 8 },
            { x: LEFT - 26, y: plates - 18 },
          ],
          color: COLORS.muted,
          width: 1.2,
          dash: "4 4",
        },
      );
    } else {
      items.push({ type: "line", from: { x: LEFT, y: plates + 6 }, to: { x: LEFT, y: BOTTOM }, ...WIRE });
    }
  }
  items.push({
    type: "text",
    at: labelInside ? { x: LEFT + 30, y: sourceY + 6 } : { x: LEFT - 24, y: sourceY },
    text: sourceLabel,
    anchor: labelInside ? "start" : "end",
    baseline: "middle",
    bold: true,
    color: COLORS.blue,
  });
  if (diagram.current) {
    const y = TOP + 16;
    items.push(
      { type: "arrow", from: { x: LEFT + 10, y }, to: { x: LEFT + 40, y }, color: COLORS.blue, width: 2 },
      {
        type: "text",
        at: { x: LEFT + 8, y: y + 6 },
        text: "I",
        after: ` = ${diagram.current.valueLabel}`,
        baseline: "top",
        size: TEXT_SIZE.small,
        bold: true,
        color: COLORS.blue,
      },
    );
  }
  const readings = diagram.readings ?? [];
  readings.forEach((reading, index) => {
    items.push({
      type: "text",
      at: { x: SCENE_WIDTH / 2, y: BOTTOM + 22 + index * 22 },
      text: reading,
      anchor: "middle",
      baseline: "top",
      bold: true,
      color: COLORS.ink,
    });
  });
  return { width: SCENE_WIDTH, height: BOTTOM + 24 + readings.length * 22, items };
}
