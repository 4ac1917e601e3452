/**
 * Fixed-window rate limits kept in the database, so every app process shares them.
 */
import { isIPv6 } from "node:net";
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

/**
 * Gives back one request counted against a key (one that turned out not to count, such as a
 * sign-in that succeeded); the count never goes below zero.
 */
export async function releaseRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limit set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets every request counted against a key. */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${key}`);
}

/**
 * The part of a client address that limits per address are keyed on: an IPv4 address whole
 * (IPv4-mapped IPv6 addresses included), an IPv6 address by its /64 network, since one household
 * or server is usually given a whole /64 and could otherwise use a new address for every request.
 */
export function clientAddressKey(address: string): string {
  const withoutZone = address.split("%")[0];
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone);
  const mappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIpv4) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with "::" expanded and an IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = text.slice(text.lastIndexOf(":") + 1);
  if (tail.includes(".")) {
    const [a, b, c, d] = tail.split(".").map(Number);
    text = `${text.slice(0, text.length - tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const read = (part: string | undefined) =>
    part ? part.split(":").map((group) => Number.parseInt(group, 16)) : [];
  const headGroups = read(head);
  const restGroups = read(rest);
  const zeros = rest === undefined ? 0 : 8 - headGroups.length - restGroups.length;
  return [...headGroups, ...new Array<number>(zeros).fill(0), ...restGroups];
}

/** Whom a limit counts when a call may be made signed out: the account, else the client address. */
export function requesterKey(user: { id: string } | null, address: string): string {
  return user ? `account:${user.id}` : `address:${clientAddressKey(address)}`;
}
