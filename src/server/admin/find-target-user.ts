/**
 * Finds the user an admin call is about, named by id or by email (the adjustment and credit forms
 * accept either), or throws 404 with what was looked for.
 */
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../http/errors";

export type TargetUser = typeof user.$inferSelect;

/** The user with this id or (case-insensitive) email. */
export async function findTargetUser(db: Pick<Database, "select">, identifier: string): Promise<TargetUser> {
  const trimmed = identifier.trim();
  const [found] = await db
    .select()
    .from(user)
    .where(or(eq(user.id, trimmed), sql`lower(${user.email}) = ${trimmed.toLowerCase()}`))
    .limit(1);
  if (!found) throw new AppError(404, "USER_NOT_FOUND", `No user with the id or email "${trimmed}"`);
  return found;
}
