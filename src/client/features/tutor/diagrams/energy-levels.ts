/**
 * Layout of an energy-level diagram: each level a horizontal line at a height in proportion to
 * its energy (an atom's zero, the electron free, at the top), named and valued on the left; the
 * transition as a vertical arrow between its levels and the photon as a wavy arrow leaving
 * (emitted) or arriving (absorbed), with its energy and wavelength or frequency. Levels too
 * close to label apart are drawn unlabelled (the description lists every one).
 */
import type { EnergyLevelsDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const TOP = 44;
const BOTTOM = 300;
const LINE_LEFT = 128;
const LINE_RIGHT = 300;
const ARROW_X = 200;
/** Least distance in scene units between two labelled levels. */
const LABEL_GAP = 17;

/** The scene height of an energy, in proportion between the lowest level and the top (zero for an atom). */
export function levelHeight(diagram: EnergyLevelsDiagram): (energy: number) => number {
  const energies = diagram.levels.map((level) => level.energy);
  const low = Math.min(...energies);
  const high = diagram.system === "atom" ? 0 : Math.max(...energies);
  // A box's levels start above zero: its lowest is drawn a little above the bottom.
  const floor = diagram.system === "box" ? 0 : low;
  return (energy) => BOTTOM - ((energy - floor) / (high - floor || 1)) * (BOTTOM - TOP);
}

/** The levels that get labels: those of the transition or asked about first, then others from the bottom where room is left. */
export function labelledLevels(diagram: EnergyLevelsDiagram): number[] {
  const y = levelHeight(diagram);
  const must = [diagram.transition?.from, diagram.transition?.to, diagram.highlighted].filter(
    (n): n is number => typeof n === "number",
  );
  const chosen: number[] = [...must];
  for (const level of diagram.levels) {
    if (chosen.includes(level.n)) continue;
    const clear = chosen.every(
      (n) => Math.abs(y(diagram.levels[n - 1]?.energy ?? Number.NaN) - y(level.energy)) >= LABEL_GAP,
    );
    const belowZero = diagram.system !== "atom" || TOP - y(level.energy) <= -LABEL_GAP;
    if (clear && belowZero) chosen.push(level.n);
  }
  return chosen.sort((a, b) => a - b);
}

function wave(from: Point, to: Point): Point[] {
  const points: Point[] = [];
  const length = to.x - from.x;
  for (let step = 0; step <= 40; step++) {
    const x = from.x + (length * step) / 40;
    points.push({ x, y: from.y + 5 * Math.sin((step / 40) * Math.PI * 8) });
  }
  return points;
}

/** The scene of an energy-level diagram. */
export function energyLevelsScene(diagram: EnergyLevelsDiagram): Scene {
  const items: SceneItem[] = [];
  const y = levelHeight(diagram);
  const labelled = labelledLevels(diagram);
  const inTransition = (n: number) => diagram.transition?.from === n || diagram.transition?.to === n;
  items.push(
    {
      type: "arrow",
      from: { x: LINE_LEFT - 8, y: BOTTOM + 16 },
      to: { x: LINE_LEFT - 8, y: TOP - 26 },
      color: COLORS.muted,
      width: 1.2,
    },
    {
      type: "text",
      at: { x: LINE_LEFT - 2, y: TOP - 34 },
      text: "energy",
      size: TEXT_SIZE.small,
      color: COLORS.muted,
    },
  );
  if (diagram.system === "atom") {
    items.push(
      {
        type: "line",
        from: { x: LINE_LEFT, y: TOP },
        to: { x: LINE_RIGHT, y: TOP },
        color: COLORS.muted,
        width: 1.5,
        dash: "5 4",
      },
      {
        type: "text",
        at: { x: LINE_LEFT - 14, y: TOP },
        text: "0 eV (free)",
        anchor: "end",
        baseline: "middle",
        size: TEXT_SIZE.small,
        color: COLORS.muted,
      },
    );
  }
  for (const level of diagram.levels) {
    const at = y(level.energy);
    const bold = inTransition(level.n) || diagram.highlighted === level.n;
    items.push({
      type: "line",
      from: { x: LINE_LEFT, y: at },
      to: { x: LINE_RIGHT, y: at },
      color: COLORS.ink,
      width: bold ? 3 : 1.5,
    });
    if (!labelled.includes(level.n)) continue;
    items.push(
      {
        type: "text",
        at: { x: 8, y: at },
        text: `n = ${level.n}`,
        baseline: "middle",
        size: TEXT_SIZE.small,
        bold,
      },
      {
        type: "text",
        at: { x: LINE_LEFT - 14, y: at },
        text: level.valueLabel,
        anchor: "end",
        baseline: "middle",
        size: TEXT_SIZE.small,
        bold,
      },
    );
  }
  const transition = diagram.transition;
  if (transition) {
    const start = y(diagram.levels[transition.from - 1].energy);
    const end = transition.to === "free" ? TOP - 22 : y(diagram.levels[transition.to - 1].energy);
    const emitted = transition.to !== "free" && end > start;
    items.push({
      type: "arrow",
      from: { x: ARROW_X, y: start },
      to: { x: ARROW_X, y: end },
      color: COLORS.vermillion,
      width: 3,
    });
    // The photon leaves from the middle of a drop, or arrives at the level it lifts the electron from.
    const photonY = emitted ? (start + end) / 2 : transition.to === "free" ? start - 10 : (start + end) / 2;
    const path = wave({ x: ARROW_X + 8, y: photonY }, { x: LINE_RIGHT + 4, y: photonY });
    const ordered = emitted ? path : [...path].reverse();
    items.push(
      { type: "polyline", points: ordered.slice(0, -1), color: COLORS.purple, width: 2 },
      {
        type: "arrow",
        from: ordered.at(-3) as Point,
        to: ordered.at(-1) as Point,
        color: COLORS.purple,
        width: 2,
      },
    );
    const photon = transition.photon;
    const lines = [photon.energyLabel, photon.wavelengthLabel, photon.frequencyLabel].filter(
      (line): line is string => Boolean(line),
    );
    lines.forEach((line, index) => {
      items.push({
        type: "text",
        at: { x: LINE_RIGHT + 10, y: photonY - 10 + index * 18 },
        text: index === 0 ? `photon ${line}` : line,
        baseline: "middle",
        size: TEXT_SIZE.small,
        bold: index === 0,
        color: COLORS.purple,
      });
    });
  }
  return { width: SCENE_WIDTH, height: BOTTOM + 34, items };
}
