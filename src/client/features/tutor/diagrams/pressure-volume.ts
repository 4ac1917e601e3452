/**
 * Layout of a pressure-volume diagram: both axes from zero, so the area under the path is the
 * work; the path of the process drawn from its two states (a horizontal line at constant
 * pressure, a vertical one at constant volume, p V constant at constant temperature, p V^γ
 * constant without heat), an arrow for its direction, the work shaded and labelled, and the
 * states' own values on the axes. Two states joined by no known path get a dotted arrow only.
 */
import type { GasState, PressureVolumeDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const MARGIN = { left: 30, right: 28, top: 34, bottom: 56 };
const PLOT_HEIGHT = 220;
const SAMPLES = 48;

/** The pressure along the path at `volume`, from the process and its first state. */
export function pressureOnPath(diagram: PressureVolumeDiagram, volume: number): number {
  const { start, end } = diagram;
  switch (diagram.process) {
    case "isothermal":
      return (start.pressure * start.volume) / volume;
    case "adiabatic":
      return start.pressure * (start.volume / volume) ** (diagram.gamma ?? 1.4);
    case "isobaric":
      return start.pressure;
    default: {
      // A straight line between the states (a constant-volume path is vertical and never asked).
      const share = end.volume === start.volume ? 0 : (volume - start.volume) / (end.volume - start.volume);
      return start.pressure + share * (end.pressure - start.pressure);
    }
  }
}

/** The path's points in (volume, pressure), first state to second. */
export function pathPoints(diagram: PressureVolumeDiagram): { volume: number; pressure: number }[] {
  const { start, end } = diagram;
  if (diagram.process === "isochoric" || diagram.process === "unspecified") {
    return [
      { volume: start.volume, pressure: start.pressure },
      { volume: end.volume, pressure: end.pressure },
    ];
  }
  const points: { volume: number; pressure: number }[] = [];
  for (let index = 0; index <= SAMPLES; index++) {
    const volume = start.volume + ((end.volume - start.volume) * index) / SAMPLES;
    points.push({ volume, pressure: pressureOnPath(diagram, volume) });
  }
  return points;
}

/** The scene of a pressure-volume diagram. */
export function pressureVolumeScene(diagram: PressureVolumeDiagram): Scene {
  const { start, end } = diagram;
  const items: SceneItem[] = [];
  const width = SCENE_WIDTH - MARGIN.left - MARGIN.right;
  const bottom = MARGIN.top + PLOT_HEIGHT;
  const largestVolume = Math.max(start.volume, end.volume) * (diagram.process === "isochoric" ? 2 : 1.2);
  const largestPressure = Math.max(start.pressure, end.pressure) * 1.2;
  const toPoint = (volume: number, pressure: number): Point => ({
    x: MARGIN.left + (volume / largestVolume) * width,
    y: bottom - (pressure / largestPressure) * PLOT_HEIGHT,
  });
  const path = pathPoints(diagram).map((entry) => toPoint(entry.volume, entry.pressure));
  const first = path[0];
  const last = path.at(-1) as Point;

  if (diagram.work) {
    items.push({
      type: "polygon",
      points: [{ x: first.x, y: bottom }, ...path, { x: last.x, y: bottom }],
      fill: COLORS.fill,
      opacity: 0.9,
    });
  }
  // Axes from zero, with their names; "ratios" when the problem gives no values.
  items.push(
    {
      type: "arrow",
      from: { x: MARGIN.left, y: bottom },
      to: { x: MARGIN.left, y: MARGIN.top - 14 },
      color: COLORS.ink,
      width: 1.5,
    },
    {
      type: "arrow",
      from: { x: MARGIN.left, y: bottom },
      to: { x: SCENE_WIDTH - 10, y: bottom },
      color: COLORS.ink,
      width: 1.5,
    },
    {
      type: "text",
      at: { x: MARGIN.left + 8, y: MARGIN.top - 18 },
      text: diagram.pressuresGiven ? "pressure p" : "pressure p (ratios only)",
      baseline: "middle",
      size: TEXT_SIZE.small,
      bold: true,
    },
    {
      type: "text",
      at: { x: SCENE_WIDTH - 10, y: bottom + 34 },
      text: diagram.volumesGiven ? "volume V" : "volume V (no values given)",
      anchor: "end",
      baseline: "top",
      size: TEXT_SIZE.small,
      bold: true,
    },
    {
      type: "text",
      at: { x: MARGIN.left - 6, y: bottom + 4 },
      text: "0",
      anchor: "end",
      baseline: "top",
      size: TEXT_SIZE.small,
    },
  );

  // Guides from each state to the axes, with its values there.
  const pressureLabels = new Set<string>();
  const volumeLabels = new Set<string>();
  for (const [state, at] of [
    [start, first],
    [end, last],
  ] as [GasState, Point][]) {
    if (state.pressureLabel && !pressureLabels.has(state.pressureLabel)) {
      pressureLabels.add(state.pressureLabel);
      items.push(
        {
          type: "line",
          from: { x: MARGIN.left, y: at.y },
          to: at,
          color: COLORS.muted,
          width: 1,
          dash: "4 4",
        },
        {
          // Inside the plot, on its guide: a pressure such as "2.0 × 10⁵ Pa" is wider than the margin.
          type: "text",
          at: { x: MARGIN.left + 5, y: at.y - 3 },
          text: state.pressureLabel,
          baseline: "bottom",
          size: TEXT_SIZE.small,
        },
      );
    }
    if (state.volumeLabel && !volumeLabels.has(state.volumeLabel)) {
      volumeLabels.add(state.volumeLabel);
      items.push(
        { type: "line", from: at, to: { x: at.x, y: bottom }, color: COLORS.muted, width: 1, dash: "4 4" },
        {
          type: "text",
          at: { x: at.x, y: bottom + 6 },
          text: state.volumeLabel,
          anchor: "middle",
          baseline: "top",
          size: TEXT_SIZE.small,
        },
      );
    }
  }

  if (diagram.process === "unspecified") {
    items.push({ type: "arrow", from: first, to: last, color: COLORS.vermillion, width: 2.5, dash: "3 5" });
  } else {
    items.push({ type: "polyline", points: path, color: COLORS.vermillion, width: 3 });
    // The direction of the process, halfway along.
    const middle = Math.floor(path.length / 2);
    const from = path[Math.max(0, middle - 1)];
    const to = path[Math.min(path.length - 1, middle + (path.length > 2 ? 1 : 0))];
    const halfway = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
    const arrowFrom =
      path.length > 2
        ? from
        : { x: halfway.x - (last.x - first.x) * 0.05, y: halfway.y - (last.y - first.y) * 0.05 };
    const arrowTo =
      path.length > 2
        ? to
        : { x: halfway.x + (last.x - first.x) * 0.05, y: halfway.y + (last.y - first.y) * 0.05 };
    items.push({ type: "arrow", from: arrowFrom, to: arrowTo, color: COLORS.vermillion, width: 3 });
  }

  if (diagram.work) {
    const x = (first.x + last.x) / 2;
    const pathY = toPoint(
      (start.volume + end.volume) / 2,
      pressureOnPath(diagram, (start.volume + end.volume) / 2),
    ).y;
    items.push({
      type: "text",
      at: { x, y: Math.max(pathY + 22, bottom - 24) },
      text: "W",
      after: ` = ${diagram.work.valueLabel}`,
      anchor: "middle",
      baseline: "middle",
      bold: true,
      color: COLORS.blue,
    });
  }

  // The states, numbered, with their temperatures beside them.
  for (const [index, state, at] of [
    [1, start, first],
    [2, end, last],
  ] as [number, GasState, Point][]) {
    // Beside a vertical path, above the point otherwise.
    const beside = first.x === last.x;
    items.push(
      { type: "circle", center: at, radius: 5, fill: COLORS.ink },
      {
        type: "text",
        at: beside ? { x: at.x + 10, y: at.y } : { x: at.x, y: at.y - 10 },
        text: String(index),
        after: state.temperatureLabel ? ` (${state.temperatureLabel})` : "",
        anchor: beside ? "start" : "middle",
        baseline: beside ? "middle" : "bottom",
        bold: true,
      },
    );
  }
  return { width: SCENE_WIDTH, height: bottom + MARGIN.bottom, items };
}
