/**
 * Calls, cost, tokens and latency per UTC day over the last days, for one user or everyone:
 * one grouped statement over a range of created_at, which the (created_at) index serves for
 * everyone and the (user_id, created_at) index for one user.
 */
import { and, eq, gte, type SQL, sql } from "drizzle-orm";
import type { DailyStatsRow } from "../../contracts/tracking";
import type { Database } from "../db/client";
import { apiUsage } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment (UTC midnight) of a span of `days` days that ends today. */
export function startOfSpan(days: number, now = new Date()): Date {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(todayStart - (days - 1) * DAY_MS);
}

/** The days that had calls, oldest first; latency percentiles are interpolated (percentile_cont). */
export async function readDailyStats(
  db: Database,
  query: { userId?: string; days: number },
): Promise<DailyStatsRow[]> {
  const conditions: SQL[] = [gte(apiUsage.createdAt, startOfSpan(query.days))];
  if (query.userId) conditions.push(eq(apiUsage.userId, query.userId));
  const day = sql<string>`to_char(${apiUsage.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      calls: sql<number>`count(*)::int`,
      cost: sql<string>`coalesce(sum(${apiUsage.costUsd}), 0)::numeric(20, 6)::text`,
      // float8, not bigint: both drivers hand a float8 over as a number.
      inputTokens: sql<number>`coalesce(sum(${apiUsage.inputTokens}), 0)::float8`,
      outputTokens: sql<number>`coalesce(sum(${apiUsage.outputTokens}), 0)::float8`,
      p50LatencyMs: sql<number>`percentile_cont(0.5) within group (order by ${apiUsage.latencyMs})`,
      p95LatencyMs: sql<number>`percentile_cont(0.95) within group (order by ${apiUsage.latencyMs})`,
    })
    .from(apiUsage)
    .where(and(...conditions))
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({
    ...row,
    inputTokens: Number(row.inputTokens),
    outputTokens: Number(row.outputTokens),
    p50LatencyMs: Math.round(Number(row.p50LatencyMs)),
    p95LatencyMs: Math.round(Number(row.p95LatencyMs)),
  }));
}
