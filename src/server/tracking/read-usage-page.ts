/** One page of a user's recorded model calls, the newest first. */
import { desc, eq, sql } from "drizzle-orm";
import type { ApiUsagePage } from "../../contracts/tracking";
import type { Database } from "../db/client";
import { apiUsage } from "../db/schema";

/** The page asked for (from 1) and the user's total number of records. */
export async function readUsagePage(
  db: Database,
  query: { userId: string; page: number; pageSize: number },
): Promise<ApiUsagePage> {
  // Both read through the (user_id, created_at) index; ties broken by id so pages never overlap.
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(apiUsage)
      .where(eq(apiUsage.userId, query.userId))
      .orderBy(desc(apiUsage.createdAt), desc(apiUsage.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(apiUsage).where(eq(apiUsage.userId, query.userId)),
  ]);
  return {
    records: rows.map((row) => ({
      id: row.id,
      endpoint: row.endpoint,
      model: row.model,
      inputTokens: row.inputTokens,
      outputTokens: row.outputTokens,
      tokens: row.inputTokens + row.outputTokens,
      time: row.createdAt.toISOString(),
      latencyMs: row.latencyMs,
      costUsd: Number(row.costUsd).toFixed(6),
      success: row.success,
      debug: row.debug,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: count.total,
  };
}
