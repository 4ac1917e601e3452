/**
 * Layout of motion graphs: one panel per graph, stacked, sharing the time axis. Velocity is a
 * straight line per phase, with the area under it (the distance) shaded and labelled; position
 * is drawn from the same phases, so its end height is that area. Only the problem's own values
 * are marked on the axes, with dashed guides to the points they belong to.
 */
import type { MotionGraphsDiagram, MotionPhase } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const PANEL_HEIGHT = 178;
const MARGIN = { left: 58, right: 22, top: 30, bottom: 34 };
/** Points per phase on a curved (position) graph. */
const SAMPLES = 32;

interface Sample {
  time: number;
  position: number;
  velocity: number;
  acceleration: number;
}

/** The motion at the phases' ends, and `SAMPLES` points within each, from t = 0 and x = 0. */
export function motionSamples(phases: readonly MotionPhase[]): Sample[] {
  const samples: Sample[] = [];
  let time = 0;
  let position = 0;
  for (const phase of phases) {
    for (let index = samples.length === 0 ? 0 : 1; index <= SAMPLES; index++) {
      const t = (phase.duration * index) / SAMPLES;
      samples.push({
        time: time + t,
        position: position + phase.startVelocity * t + 0.5 * phase.acceleration * t * t,
        velocity: phase.startVelocity + phase.acceleration * t,
        acceleration: phase.acceleration,
      });
    }
    time += phase.duration;
    position += phase.startVelocity * phase.duration + 0.5 * phase.acceleration * phase.duration ** 2;
  }
  return samples;
}

/** The area between a polyline of (time, value) points and the time axis (the trapezoid rule). */
export function areaUnder(points: readonly { time: number; value: number }[]): number {
  let area = 0;
  for (let index = 1; index < points.length; index++) {
    const previous = points[index - 1];
    const current = points[index];
    area += ((previous.value + current.value) / 2) * (current.time - previous.time);
  }
  return area;
}

interface Panel {
  top: number;
  toX(time: number): number;
  toY(value: number): number;
}

function panel(top: number, duration: number, low: number, high: number): Panel {
  const width = SCENE_WIDTH - MARGIN.left - MARGIN.right;
  const height = PANEL_HEIGHT - MARGIN.top - MARGIN.bottom;
  const span = high - low || 1;
  return {
    top,
    toX: (time) => MARGIN.left + (time / duration) * width,
    toY: (value) => top + MARGIN.top + height - ((value - low) / span) * height,
  };
}

/** A value range that includes zero and leaves headroom above the largest value. */
function range(values: readonly number[]): [number, number] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const headroom = (high - low || 1) * 0.18;
  return [low < 0 ? low - headroom : 0, high > 0 ? high + headroom : 0];
}

function axes(
  items: SceneItem[],
  frame: Panel,
  duration: number,
  title: string,
  unit: string,
  durationLabel?: string,
) {
  const y0 = frame.toY(0);
  const bottom = frame.top + PANEL_HEIGHT - MARGIN.bottom;
  const top = frame.top + MARGIN.top;
  items.push(
    {
      type: "text",
      at: { x: 8, y: frame.top + 14 },
      text: `${title} (${unit})`,
      size: TEXT_SIZE.title,
      bold: true,
      baseline: "middle",
    },
    {
      type: "arrow",
      from: { x: MARGIN.left, y: bottom + 2 },
      to: { x: MARGIN.left, y: top - 2 },
      color: COLORS.ink,
      width: 1.5,
    },
    {
      type: "arrow",
      from: { x: MARGIN.left - 2, y: y0 },
      to: { x: SCENE_WIDTH - MARGIN.right + 14, y: y0 },
      color: COLORS.ink,
      width: 1.5,
    },
    { type: "text", at: { x: SCENE_WIDTH - 4, y: y0 - 6 }, text: "t", anchor: "end", color: COLORS.muted },
    {
      type: "text",
      at: { x: MARGIN.left - 6, y: y0 },
      text: "0",
      anchor: "end",
      baseline: "middle",
      size: TEXT_SIZE.small,
    },
  );
  const end = frame.toX(duration);
  items.push({
    type: "line",
    from: { x: end, y: y0 - 4 },
    to: { x: end, y: y0 + 4 },
    color: COLORS.ink,
    width: 1.5,
  });
  if (durationLabel) {
    items.push({
      type: "text",
      at: { x: end, y: Math.max(y0, bottom) + 8 },
      text: durationLabel,
      anchor: "middle",
      baseline: "top",
      size: TEXT_SIZE.small,
    });
  }
}

/** A dashed guide from a point to the value axis, with the value written there. */
function valueMark(items: SceneItem[], point: Point, label: string) {
  items.push(
    {
      type: "line",
      from: { x: MARGIN.left, y: point.y },
      to: point,
      color: COLORS.muted,
      width: 1,
      dash: "4 4",
    },
    {
      type: "text",
      at: { x: MARGIN.left - 6, y: point.y },
      text: label,
      anchor: "end",
      baseline: "middle",
      size: TEXT_SIZE.small,
    },
  );
}

/** The scene of a motion-graphs diagram: velocity above position (or the graphs it names, in order). */
export function motionGraphsScene(diagram: MotionGraphsDiagram): Scene {
  const samples = motionSamples(diagram.phases);
  const duration = samples.at(-1)?.time ?? 1;
  const first = samples[0];
  const items: SceneItem[] = [];
  diagram.graphs.forEach((graph, index) => {
    const top = index * PANEL_HEIGHT;
    const durationLabel =
      index === diagram.graphs.length - 1 || graph === "velocity" ? diagram.labels.duration : undefined;
    if (graph === "velocity") {
      const [low, high] = range(samples.map((sample) => sample.velocity));
      const frame = panel(top, duration, low, high);
      const line = samples.map((sample) => ({ x: frame.toX(sample.time), y: frame.toY(sample.velocity) }));
      const baseline = frame.toY(0);
      items.push({
        type: "polygon",
        points: [{ x: frame.toX(0), y: baseline }, ...line, { x: frame.toX(duration), y: baseline }],
        fill: COLORS.fill,
        opacity: 0.9,
      });
      axes(items, frame, duration, "Velocity", "m/s", durationLabel);
      items.push({ type: "polyline", points: line, color: COLORS.blue, width: 3 });
      const end = line.at(-1) as Point;
      if (diagram.labels.endVelocity) valueMark(items, end, diagram.labels.endVelocity);
      if (diagram.labels.startVelocity && Math.abs(first.velocity) > 1e-12)
        valueMark(items, line[0], diagram.labels.startVelocity);
      if (diagram.labels.distance) {
        // The label sits inside the shaded area, low enough to stay under the line.
        const middle = line[Math.floor(line.length * 0.62)];
        const y = baseline - Math.min(22, (baseline - middle.y) / 2);
        items.push({
          type: "text",
          at: { x: middle.x, y },
          text: `area = ${diagram.labels.distance}`,
          anchor: "middle",
          baseline: "middle",
          bold: true,
          color: COLORS.blue,
        });
      }
      if (
        diagram.labels.acceleration &&
        diagram.phases.length === 1 &&
        diagram.phases[0].acceleration !== 0
      ) {
        const at = line[Math.floor(line.length * 0.3)];
        items.push({
          type: "text",
          at: { x: at.x - 4, y: at.y - 8 },
          text: `slope = ${diagram.labels.acceleration}`,
          anchor: "end",
          size: TEXT_SIZE.small,
          color: COLORS.blue,
        });
      }
    } else if (graph === "position") {
      const [low, high] = range(samples.map((sample) => sample.position));
      const frame = panel(top, duration, low, high);
      axes(items, frame, duration, "Position", "m", durationLabel);
      const line = samples.map((sample) => ({ x: frame.toX(sample.time), y: frame.toY(sample.position) }));
      items.push({ type: "polyline", points: line, color: COLORS.vermillion, width: 3 });
      if (diagram.labels.distance) valueMark(items, line.at(-1) as Point, diagram.labels.distance);
    } else {
      const [low, high] = range(samples.map((sample) => sample.acceleration));
      const frame = panel(top, duration, low, high);
      axes(items, frame, duration, "Acceleration", "m/s²", durationLabel);
      const line = samples.map((sample) => ({
        x: frame.toX(sample.time),
        y: frame.toY(sample.acceleration),
      }));
      items.push({ type: "polyline", points: line, color: COLORS.green, width: 3 });
      if (diagram.labels.acceleration) valueMark(items, line.at(-1) as Point, diagram.labels.acceleration);
    }
  });
  return { width: SCENE_WIDTH, height: diagram.graphs.length * PANEL_HEIGHT, items };
}
