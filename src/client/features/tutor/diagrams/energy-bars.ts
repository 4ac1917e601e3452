/**
 * Layout of energy bar charts: one group of bars per state, side by side, every bar on one scale
 * (the largest `TALLEST_BAR` high) so equal totals look equal; each bar's value above it and its
 * form, in letters and colour, below.
 */
import type { EnergyBarsDiagram, EnergyForm } from "../../../../contracts/diagram";
import type { Scene, SceneItem } from "./scene";
import { COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

/** Height in scene units of the largest bar. */
export const TALLEST_BAR = 150;
const BASELINE = 196;
const BAR_WIDTH = 40;
const GAP = 10;

const FORMS: Record<EnergyForm, { symbol: string; subscript: string; name: string; color: string }> = {
  kinetic: { symbol: "K", subscript: "", name: "kinetic", color: COLORS.blue },
  gravitational: { symbol: "U", subscript: "g", name: "gravitational", color: COLORS.green },
  elastic: { symbol: "U", subscript: "s", name: "elastic", color: COLORS.purple },
  thermal: { symbol: "E", subscript: "th", name: "heat", color: COLORS.vermillion },
  work: { symbol: "W", subscript: "", name: "work done on it", color: COLORS.orange },
};

/** A bar's height in scene units: in proportion to its energy. */
export function barHeight(energy: number, diagram: EnergyBarsDiagram): number {
  const largest = Math.max(...diagram.states.flatMap((state) => state.bars.map((bar) => bar.energy)));
  return largest > 0 ? (energy / largest) * TALLEST_BAR : 0;
}

/** The scene of an energy bar chart. */
export function energyBarsScene(diagram: EnergyBarsDiagram): Scene {
  const items: SceneItem[] = [];
  const groupWidth = SCENE_WIDTH / diagram.states.length;
  diagram.states.forEach((state, stateIndex) => {
    const barsWidth = state.bars.length * BAR_WIDTH + (state.bars.length - 1) * GAP;
    const left = stateIndex * groupWidth + (groupWidth - barsWidth) / 2;
    state.bars.forEach((bar, barIndex) => {
      const form = FORMS[bar.form];
      const x = left + barIndex * (BAR_WIDTH + GAP);
      const height = barHeight(bar.energy, diagram);
      if (height > 0) {
        items.push({
          type: "polygon",
          points: [
            { x, y: BASELINE },
            { x, y: BASELINE - height },
            { x: x + BAR_WIDTH, y: BASELINE - height },
            { x: x + BAR_WIDTH, y: BASELINE },
          ],
          fill: form.color,
          stroke: COLORS.ink,
        });
      }
      items.push(
        {
          type: "text",
          at: { x: x + BAR_WIDTH / 2, y: BASELINE - height - 5 },
          text: bar.valueLabel,
          anchor: "middle",
          size: TEXT_SIZE.small,
          bold: height > 0,
          color: height > 0 ? COLORS.ink : COLORS.muted,
        },
        {
          type: "text",
          at: { x: x + BAR_WIDTH / 2, y: BASELINE + 6 },
          text: form.symbol,
          subscript: form.subscript,
          anchor: "middle",
          baseline: "top",
          bold: true,
          color: form.color,
        },
      );
    });
    items.push({
      type: "text",
      at: { x: stateIndex * groupWidth + groupWidth / 2, y: BASELINE + 30 },
      text: state.name,
      anchor: "middle",
      baseline: "top",
      size: TEXT_SIZE.title,
      bold: true,
    });
    if (stateIndex > 0) {
      const x = stateIndex * groupWidth;
      items.push({
        type: "line",
        from: { x, y: 24 },
        to: { x, y: BASELINE + 46 },
        color: COLORS.grid,
        width: 1,
        dash: "4 4",
      });
    }
  });
  items.push({
    type: "line",
    from: { x: 6, y: BASELINE },
    to: { x: SCENE_WIDTH - 6, y: BASELINE },
    color: COLORS.ink,
    width: 2,
  });
  // The forms present, named in words once.
  const present = [...new Set(diagram.states.flatMap((state) => state.bars.map((bar) => bar.form)))];
  const key = present.map(
    (form) =>
      `${FORMS[form].symbol}${FORMS[form].subscript ? `_${FORMS[form].subscript}` : ""}: ${FORMS[form].name}`,
  );
  items.push({
    type: "text",
    at: { x: 8, y: BASELINE + 58 },
    text: key.join("   ").replaceAll("_", ""),
    baseline: "top",
    size: TEXT_SIZE.small,
    color: COLORS.muted,
  });
  return { width: SCENE_WIDTH, height: BASELINE + 80, items };
}
