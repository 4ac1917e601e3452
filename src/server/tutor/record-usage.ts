/** Stores one model call's usage (engine replies too, as model "engine" with zero cost). */
import type { Database } from "../db/client";
import { apiUsage } from "../db/schema";
import type { ModelUsage } from "./brain";

/** Inserts a usage row for a user and endpoint; debug usage is marked so tracking can tell it apart. */
export async function recordUsage(
  db: Database,
  userId: string,
  endpoint: string,
  usage: ModelUsage,
  options: { debug?: boolean } = {},
) {
  await db.insert(apiUsage).values({
    userId,
    endpoint,
    model: usage.model,
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    latencyMs: Math.round(usage.latencyMs),
    costUsd: usage.costUsd.toFixed(6),
    success: usage.success,
    debug: options.debug ?? false,
  });
}
