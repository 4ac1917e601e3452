/**
 * Layout of a circuit schematic as a ladder: the battery on the left side of one loop, resistors
 * in series along the top wire, and a parallel group as rungs between the top and bottom wires
 * at the right (its last rung the loop's right side). The current leaving the battery is marked
 * on the top wire. Networks deeper than one parallel group in series with resistors are not
 * drawn (the engine solves none).
 */
import type { CircuitDiagram, CircuitPart } from "../../../../contracts/diagram";
import { COLORS, type Point, SCENE_WIDTH, type Scene, type SceneItem, TEXT_SIZE } from "./scene";

const TOP = 60;
const BOTTOM = 230;
const LEFT = 84;
const RIGHT = SCENE_WIDTH - 24;
/** Length of a resistor's zigzag along its wire. */
const RESISTOR_LENGTH = 46;
const WIRE = { color: COLORS.ink, width: 2 } as const;

type Resistor = Extract<CircuitPart, { type: "resistor" }>;

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

/** Draws a resistor centred at `centre` on a horizontal or vertical wire, with its label beside it. */
function resistorAt(items: SceneItem[], entry: Resistor, centre: Point, vertical: boolean) {
  const half = RESISTOR_LENGTH / 2;
  const from = vertical ? { x: centre.x, y: centre.y - half } : { x: centre.x - half, y: centre.y };
  const to = vertical ? { x: centre.x, y: centre.y + half } : { x: centre.x + half, y: centre.y };
  items.push({ type: "polyline", points: zigzag(from, to), color: COLORS.vermillion, width: 2.5 });
  items.push(
    vertical
      ? {
          type: "text",
          at: { x: centre.x - 13, y: centre.y },
          text: entry.valueLabel,
          anchor: "end",
          baseline: "middle",
          bold: true,
        }
      : {
          type: "text",
          at: { x: centre.x, y: centre.y - 14 },
          text: entry.valueLabel,
          anchor: "middle",
          bold: true,
        },
  );
  return { from, to };
}

/** The network's series resistors (along the top) and its parallel rungs (at the right). */
function parts(network: CircuitPart): { series: Resistor[]; rungs: Resistor[] } {
  if (network.type === "resistor") return { series: [network], rungs: [] };
  if (network.type === "parallel") return { series: [], rungs: network.parts.filter(isResistor) };
  const series = network.parts.filter(isResistor);
  const group = network.parts.find((part) => part.type === "parallel");
  return { series, rungs: group && group.type === "parallel" ? group.parts.filter(isResistor) : [] };
}

const isResistor = (part: CircuitPart): part is Resistor => part.type === "resistor";

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
    const { from, to } = resistorAt(items, entry, { x: seriesXs[index], y: TOP }, false);
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
      const { from, to } = resistorAt(items, entry, { x: rungX, y: middle }, true);
      items.push(
        { type: "line", from: { x: rungX, y: TOP }, to: from, ...WIRE },
        { type: "line", from: to, to: { x: rungX, y: BOTTOM }, ...WIRE },
        { type: "circle", center: { x: rungX, y: TOP }, radius: 3, fill: COLORS.ink },
        { type: "circle", center: { x: rungX, y: BOTTOM }, radius: 3, fill: COLORS.ink },
      );
    }
  }

  // The battery on the left: the long plate is the positive terminal, at the top.
  const plates = middle - 6;
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
    { type: "line", from: { x: LEFT, y: plates + 6 }, to: { x: LEFT, y: BOTTOM }, ...WIRE },
    { type: "text", at: { x: LEFT + 22, y: plates - 10 }, text: "+", size: TEXT_SIZE.label, bold: true },
    {
      type: "text",
      at: { x: LEFT - 24, y: plates },
      text: diagram.battery.valueLabel,
      anchor: "end",
      baseline: "middle",
      bold: true,
      color: COLORS.blue,
    },
  );
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
  return { width: SCENE_WIDTH, height: BOTTOM + 24, items };
}
