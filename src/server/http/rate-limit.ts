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
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
          last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
        returning count`,
  );
  if (row.count > rule.max) throw new AppError(429, "RATE_LIMITED", rule.message);
}
