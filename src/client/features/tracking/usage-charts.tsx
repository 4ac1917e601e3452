/**
 * Charts of the daily statistics: calls, cost, tokens and latency (p50 and p95) per day. Drawn
 * with uPlot (a small canvas library), loaded with this file only when the dashboard shows them.
 * A canvas says nothing to a screen reader, so each chart's numbers are also a table.
 */
import { useEffect, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { DailyStatsRow } from "../../../contracts/tracking";
import { DAILY_STATS_DEFAULT_DAYS } from "../../../contracts/tracking-limits";
import { cn } from "../../ui/cn";
import { useDailyStats } from "./tracking-api";
import { formatUsd } from "./tracking-format";

interface ChartSeries {
  label: string;
  color: string;
  values: (row: DailyStatsRow) => number;
}

interface ChartDefinition {
  title: string;
  kind: "bars" | "lines";
  series: ChartSeries[];
  /** A table cell: the exact figure. */
  format: (value: number) => string;
  /** An axis tick: short enough for a phone. */
  tick: (value: number) => string;
}

const BRAND = "#3147c9";
const AMBER = "#c26a00";

const whole = (value: number) => Math.round(value).toLocaleString("en-US");
/** "1.2k", "0.5", "0.0012": three significant digits at most. */
const compact = (value: number) =>
  value === 0 ? "0" : value.toLocaleString("en-US", { notation: "compact", maximumSignificantDigits: 3 });

const CHARTS: ChartDefinition[] = [
  {
    title: "Calls per day",
    kind: "bars",
    series: [{ label: "Calls", color: BRAND, values: (row) => row.calls }],
    format: whole,
    tick: compact,
  },
  {
    title: "Cost per day (USD)",
    kind: "bars",
    series: [{ label: "Cost", color: BRAND, values: (row) => Number(row.cost) }],
    format: (value) => formatUsd(value),
    tick: (value) => `$${compact(value)}`,
  },
  {
    title: "Tokens per day",
    kind: "lines",
    series: [
      { label: "Input tokens", color: BRAND, values: (row) => row.inputTokens },
      { label: "Output tokens", color: AMBER, values: (row) => row.outputTokens },
    ],
    format: whole,
    tick: compact,
  },
  {
    title: "Latency per call (ms)",
    kind: "lines",
    series: [
      { label: "Median (p50)", color: BRAND, values: (row) => row.p50LatencyMs },
      { label: "95th percentile (p95)", color: AMBER, values: (row) => row.p95LatencyMs },
    ],
    format: whole,
    tick: compact,
  },
];

const DAY_SECONDS = 24 * 60 * 60;

/** Seconds since the epoch of a UTC day "YYYY-MM-DD", uPlot's unit for time. */
function daySeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/**
 * Every day of the span, oldest first, with each series' value or null on a day without calls,
 * so the time axis always shows the whole span and a quiet day shows as a gap.
 */
function alignedData(definition: ChartDefinition, rows: DailyStatsRow[]): uPlot.AlignedData {
  const today = Math.floor(Date.now() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  const days = Array.from(
    { length: DAILY_STATS_DEFAULT_DAYS },
    (_, index) => today - (DAILY_STATS_DEFAULT_DAYS - 1 - index) * DAY_SECONDS,
  );
  const byDay = new Map(rows.map((row) => [daySeconds(row.day), row]));
  return [
    days,
    ...definition.series.map((series) =>
      days.map((day) => {
        const row = byDay.get(day);
        if (row) return series.values(row);
        return definition.kind === "bars" ? 0 : null;
      }),
    ),
  ];
}

/** "Nov 24" for a UTC day. */
function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

function Chart(props: { definition: ChartDefinition; rows: DailyStatsRow[] }) {
  const { definition, rows } = props;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data = alignedData(definition, rows);
    const [firstDay, lastDay] = [data[0][0], data[0][data[0].length - 1]];
    const narrow = element.clientWidth < 480;
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: narrow ? 180 : 220,
        // Days are UTC days, so ticks must read in UTC whatever the viewer's time zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          // Half a day either side, so the first and last bars are whole.
          x: { time: true, range: () => [firstDay - DAY_SECONDS / 2, lastDay + DAY_SECONDS / 2] },
          y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          { stroke: "#475569", grid: { stroke: "#e2e8f0" }, font: "11px system-ui, sans-serif" },
          {
            stroke: "#475569",
            grid: { stroke: "#e2e8f0" },
            font: "11px system-ui, sans-serif",
            size: narrow ? 56 : 72,
            values: (_plot, ticks) => ticks.map(definition.tick),
          },
        ],
        series: [
          {},
          ...definition.series.map((series) => ({
            label: series.label,
            stroke: series.color,
            width: 2,
            fill: definition.kind === "bars" ? `${series.color}cc` : undefined,
            paths: definition.kind === "bars" ? uPlot.paths.bars?.({ size: [0.6, 28] }) : undefined,
            points: { show: definition.kind === "lines" },
          })),
        ],
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: plot.height }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [definition, rows]);

  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-3">
      <figcaption className="text-sm font-semibold text-slate-900">{definition.title}</figcaption>
      {definition.series.length > 1 && (
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
          {definition.series.map((series) => (
            <li key={series.label} className="flex items-center gap-1.5">
              <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: series.color }} />
              {series.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={container} className="mt-2 w-full" aria-hidden="true" />
      {/* A table ignores a 1-pixel width, so the box that hides it is a div around it. */}
      <div className="sr-only">
        <table>
          <caption>{definition.title}, by day</caption>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              {definition.series.map((series) => (
                <th key={series.label} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{shortDay(row.day)}</th>
                {definition.series.map((series) => (
                  <td key={series.label}>{definition.format(series.values(row))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The four charts over the last 30 days, for the selected user or for everyone. */
export function UsageCharts(props: { userId: string; userLabel: string }) {
  const [scope, setScope] = useState<"user" | "everyone">("user");
  const stats = useDailyStats(scope === "user" ? props.userId : undefined);
  const rows = stats.data ?? [];
  const scopes = [
    { id: "user", label: props.userLabel },
    { id: "everyone", label: "Everyone" },
  ] as const;

  return (
    <section aria-labelledby="usage-charts-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="usage-charts-heading" className="text-base font-semibold">
          The last {DAILY_STATS_DEFAULT_DAYS} days (UTC)
        </h3>
        <fieldset className="flex rounded-lg bg-slate-200/70 p-1 text-sm">
          <legend className="sr-only">Whose calls the charts show</legend>
          {scopes.map((option) => (
            <label
              key={option.id}
              className={cn(
                "max-w-48 cursor-pointer truncate rounded-md px-3 py-1 font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                scope === option.id ? "bg-white text-slate-900 shadow-sm" : "text-slate-700",
              )}
            >
              <input
                type="radio"
                name="chart-scope"
                className="sr-only"
                checked={scope === option.id}
                onChange={() => setScope(option.id)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </div>
      {stats.isError ? (
        <p className="mt-3 text-sm text-red-800">The daily statistics could not be loaded.</p>
      ) : stats.isLoading ? (
        <p className="mt-3 text-sm text-slate-500">Loading daily statistics...</p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          No API calls in the last {DAILY_STATS_DEFAULT_DAYS} days.
        </p>
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2">
          {CHARTS.map((definition) => (
            <Chart key={definition.title} definition={definition} rows={rows} />
          ))}
        </div>
      )}
    </section>
  );
}
