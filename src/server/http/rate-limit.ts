/**
 * Fixed-window rate limits kept in the database, so every app process shares them.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/client";
import { AppError } from "./errors";

/** Counts one request against a key; throws 429 when the window's limit is exceeded. */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: { windowSeconds: number; max: number; message: string },
): Promise<void> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await queryRows<{ count: number; last_request: number | string }>(
    db,
    sql`insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
          last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
        returning count, last_request`,
  );
  if (row.count > rule.max) {
    const windowEnds = Number(row.last_request) + rule.windowSeconds * 1000;
    throw new RateLimitedError(rule.message, Math.max(1, Math.ceil((windowEnds - now) / 1000)));
  }
}

/** A 429 that tells the client, in Retry-After, how many seconds until the window reopens. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, "RATE_LIMITED", message);
  }
}
