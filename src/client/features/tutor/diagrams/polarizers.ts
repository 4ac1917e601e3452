/**
 * Layout of light through polarizing filters: the beam from left to right, each filter seen face
 * on as a disc with its transmission axis drawn at its angle from the vertical (the incoming
 * polarization, or the first filter's axis), and what passes each written under it. The beam gets
 * thinner after each filter, its width in proportion to the intensity it carries.
 */
import type { PolarizersDiagram } from "../../../../contracts/diagram";
import type { Point, Scene, SceneItem } from "./scene";
import { along, COLORS, SCENE_WIDTH, TEXT_SIZE } from "./scene";

const BEAM_Y = 96;
const DISC = 34;
/** The beam's width for the light arriving, in scene units. */
export const WIDEST_BEAM = 14;

/** Where each filter's disc is centred along the beam. */
export function filterCentres(count: number): number[] {
  const first = 150;
  const last = SCENE_WIDTH - 60;
  return Array.from({ length: count }, (_, index) =>
    count === 1 ? (first + last) / 2 : first + ((last - first) * index) / (count - 1),
  );
}

/** The beam's width carrying `value`, in proportion to the light arriving. */
export function beamWidth(value: number, incident: number): number {
  return incident > 0 ? Math.max(1, (WIDEST_BEAM * value) / incident) : 1;
}

/** The scene of light through polarizing filters. */
export function polarizersScene(diagram: PolarizersDiagram): Scene {
  const items: SceneItem[] = [];
  const centres = filterCentres(diagram.filters.length);
  const widths = [diagram.incident.value, ...diagram.filters.map((filter) => filter.transmitted)].map(
    (value) => beamWidth(value, diagram.incident.value),
  );
  const stops = [16, ...centres, SCENE_WIDTH - 14];
  for (let index = 0; index < stops.length - 1; index++) {
    items.push({
      type: "line",
      from: { x: stops[index], y: BEAM_Y },
      to: { x: stops[index + 1], y: BEAM_Y },
      color: COLORS.orange,
      width: widths[index],
    });
  }
  // How the arriving light vibrates: every way (unpolarized), or along the vertical.
  const marker: Point = { x: 58, y: BEAM_Y - 46 };
  const directions = diagram.incoming === "unpolarized" ? [90, 30, 150] : [90];
  for (const direction of directions) {
    items.push(
      { type: "arrow", from: marker, to: along(marker, direction, 16), color: COLORS.ink, width: 1.5 },
      { type: "arrow", from: marker, to: along(marker, direction + 180, 16), color: COLORS.ink, width: 1.5 },
    );
  }
  const symbol = diagram.measure === "power" ? "P" : "I";
  items.push(
    {
      type: "text",
      at: { x: 16, y: BEAM_Y + 24 },
      text: symbol,
      subscript: "0",
      after: ` = ${diagram.incident.valueLabel}`,
      anchor: "start",
      baseline: "top",
      bold: true,
      size: TEXT_SIZE.small,
    },
    {
      type: "text",
      at: { x: 16, y: BEAM_Y + 44 },
      text: diagram.incoming,
      anchor: "start",
      baseline: "top",
      size: TEXT_SIZE.small,
      color: COLORS.muted,
    },
  );
  diagram.filters.forEach((filter, index) => {
    const centre = { x: centres[index], y: BEAM_Y };
    items.push(
      { type: "circle", center: centre, radius: DISC, fill: "#eef2f7", stroke: COLORS.ink },
      {
        type: "line",
        from: along(centre, 90 + filter.axis, DISC - 4),
        to: along(centre, -90 + filter.axis, DISC - 4),
        color: COLORS.green,
        width: 3,
      },
      {
        type: "text",
        at: { x: centre.x, y: BEAM_Y + DISC + 8 },
        text: `axis ${filter.axisLabel}`,
        anchor: "middle",
        baseline: "top",
        size: TEXT_SIZE.small,
        color: COLORS.green,
        bold: true,
      },
      {
        type: "text",
        at: { x: centre.x, y: BEAM_Y + DISC + 30 },
        text: `→ ${filter.transmittedLabel}`,
        anchor: "middle",
        baseline: "top",
        size: TEXT_SIZE.small,
        bold: true,
        color: COLORS.orange,
      },
    );
  });
  items.push({
    type: "text",
    at: { x: SCENE_WIDTH / 2, y: BEAM_Y + DISC + 60 },
    text:
      diagram.incoming === "unpolarized"
        ? "first filter: half passes  ·  each after: cos²θ passes"
        : "each filter passes cos²θ (Malus's law)",
    anchor: "middle",
    baseline: "top",
    size: TEXT_SIZE.small,
    color: COLORS.muted,
  });
  return { width: SCENE_WIDTH, height: BEAM_Y + DISC + 86, items };
}
