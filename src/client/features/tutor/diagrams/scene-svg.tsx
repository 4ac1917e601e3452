/**
 * Draws a scene (scene.ts) as SVG: one element per item, text with a white halo so it stays
 * legible over lines, and the whole picture scaled to the width it is given.
 */
import { Fragment } from "react";
import type { Point, Scene, SceneItem } from "./scene";
import { arrowhead, TEXT_SIZE } from "./scene";

const points = (list: readonly Point[]) =>
  list.map((point) => `${round(point.x)},${round(point.y)}`).join(" ");
const round = (value: number) => Math.round(value * 10) / 10;

const BASELINE_SHIFT = { top: "hanging", middle: "central", bottom: "auto" } as const;

function Item({ item }: { item: SceneItem }) {
  switch (item.type) {
    case "line":
      return (
        <line
          x1={round(item.from.x)}
          y1={round(item.from.y)}
          x2={round(item.to.x)}
          y2={round(item.to.y)}
          stroke={item.color}
          strokeWidth={item.width ?? 2}
          strokeDasharray={item.dash}
          strokeLinecap="round"
        />
      );
    case "arrow": {
      const [left, right] = arrowhead(item.from, item.to, 7 + (item.width ?? 2) * 1.5);
      return (
        <g stroke={item.color} strokeWidth={item.width ?? 2} strokeLinecap="round" strokeLinejoin="round">
          <line
            x1={round(item.from.x)}
            y1={round(item.from.y)}
            x2={round(item.to.x)}
            y2={round(item.to.y)}
            strokeDasharray={item.dash}
          />
          <polygon points={points([item.to, left, right])} fill={item.color} />
        </g>
      );
    }
    case "polyline":
      return (
        <polyline
          points={points(item.points)}
          fill="none"
          stroke={item.color}
          strokeWidth={item.width ?? 2}
          strokeDasharray={item.dash}
          strokeLinejoin="round"
        />
      );
    case "polygon":
      return (
        <polygon
          points={points(item.points)}
          fill={item.fill}
          fillOpacity={item.opacity}
          stroke={item.stroke}
          strokeWidth={item.stroke ? 1.5 : undefined}
        />
      );
    case "circle":
      return (
        <circle
          cx={round(item.center.x)}
          cy={round(item.center.y)}
          r={item.radius}
          fill={item.fill}
          stroke={item.stroke}
          strokeWidth={item.stroke ? 1.5 : undefined}
        />
      );
    case "text": {
      const size = item.size ?? TEXT_SIZE.label;
      return (
        <text
          x={round(item.at.x)}
          y={round(item.at.y)}
          fontSize={size}
          fill={item.color ?? "#1f2937"}
          textAnchor={item.anchor ?? "start"}
          dominantBaseline={BASELINE_SHIFT[item.baseline ?? "bottom"]}
          fontWeight={item.bold ? 600 : undefined}
          stroke="#ffffff"
          strokeWidth={3.5}
          strokeLinejoin="round"
          paintOrder="stroke"
        >
          {item.text}
          {item.subscript && (
            <tspan fontSize={size * 0.75} dy={size * 0.3}>
              {item.subscript}
            </tspan>
          )}
          {item.after && <tspan dy={item.subscript ? -size * 0.3 : undefined}>{item.after}</tspan>}
        </text>
      );
    }
  }
}

/** The scene as an SVG image scaled to its container's width, named by `title` and described by the element `describedBy`. */
export function SceneSvg({
  scene,
  title,
  describedBy,
}: {
  scene: Scene;
  title: string;
  describedBy?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${scene.width} ${scene.height}`}
      role="img"
      aria-describedby={describedBy}
      className="h-auto w-full"
      fontFamily="ui-sans-serif, system-ui, sans-serif"
    >
      <title>{title}</title>
      {scene.items.map((item, index) => (
        // Items never reorder within a scene: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a scene is drawn whole, never reordered
        <Fragment key={index}>
          <Item item={item} />
        </Fragment>
      ))}
    </svg>
  );
}
