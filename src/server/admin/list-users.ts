/**
 * Users for the portal: the newest first, and a search by email, name or id.
 */
import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { AdminUser } from "../../contracts/admin";
import { USER_SEARCH_MAX_RESULTS } from "../../contracts/admin-limits";
import type { Database } from "../db/client";
import { subscriptions, user } from "../db/schema";
import { presentAdminUser } from "./present-admin";

/** Most users one list call returns; the portal searches for anyone beyond them. */
export const USER_LIST_LIMIT = 500;

/** The newest users with their plan names. */
export async function listUsers(db: Database): Promise<AdminUser[]> {
  const rows = await db
    .select({ user, planName: subscriptions.planName })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(USER_LIST_LIMIT);
  return rows.map((row) => presentAdminUser(row.user, row.planName));
}

/** Escapes LIKE wildcards so a typed "%" or "_" matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Users whose email or name contains the text, or whose id starts with it, best matches first. */
export async function searchUsers(db: Database, query: string): Promise<AdminUser[]> {
  const pattern = likePattern(query);
  const idPrefix = `${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await db
    .select({ user, planName: subscriptions.planName })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .where(or(ilike(user.email, pattern), ilike(user.name, pattern), sql`${user.id} like ${idPrefix}`))
    // An exact email or id first, then the rest alphabetically, so the one asked for is on top.
    .orderBy(
      sql`case when lower(${user.email}) = ${query.toLowerCase()} or ${user.id} = ${query} then 0 else 1 end`,
      user.email,
    )
    .limit(USER_SEARCH_MAX_RESULTS);
  return rows.map((row) => presentAdminUser(row.user, row.planName));
}
