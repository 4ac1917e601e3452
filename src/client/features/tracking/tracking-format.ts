/** How the dashboard writes its figures: costs in USD to 6 decimals (section 9), rates and times. */
import { COST_DECIMALS } from "../../../contracts/tracking-limits";

/** "$0.000123": a cost in USD to 6 decimals. */
export function formatUsd(value: number): string {
  return `$${value.toFixed(COST_DECIMALS)}`;
}

/** "80.0%", or "N/A" without calls. */
export function formatRate(rate: number | null): string {
  return rate === null ? "N/A" : `${(rate * 100).toFixed(1)}%`;
}

/** Total cost over completed sessions, or "N/A" before the first session. */
export function formatCostPerSession(totalCost: number, sessions: number): string {
  return sessions > 0 ? formatUsd(totalCost / sessions) : "N/A";
}

/** "Nov 24, 2026, 7:38:57 PM" in the viewer's time zone. */
export function formatMoment(value: string): string {
  return new Date(value).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
  });
}

/** "850 ms" or "12.4 s". */
export function formatDuration(milliseconds: number): string {
  return milliseconds < 1000 ? `${milliseconds} ms` : `${(milliseconds / 1000).toFixed(1)} s`;
}
