/**
 * The test-user whitelist: emails (stored lower-cased, as metering compares them) that have test
 * access while test-user mode is on, each with the reason it was added and an optional expiry.
 * Only an account that has verified the address gets it; each entry says whether one has yet.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { WhitelistAccountState, WhitelistAddRequest, WhitelistEntry } from "../../contracts/admin";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import type { Database } from "../db/client";
import { testUserWhitelist, user } from "../db/schema";
import { AppError, notFound } from "../http/errors";
import { type AdminActor, recordAdminAction } from "./record-admin-action";

function presentEntry(
  row: typeof testUserWhitelist.$inferSelect,
  account: WhitelistAccountState,
): WhitelistEntry {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    account,
  };
}

/** Whether the account of a whitelisted address (matched as metering matches it) has verified it. */
// Qualified by hand: inside a select list the query builder names columns without their table.
const ACCOUNT_STATE = sql<WhitelistAccountState>`(select case when count(*) = 0 then 'none'
    when bool_or(account.email_verified) then 'verified' else 'unverified' end
  from "user" as account where lower(account.email) = "test_user_whitelist"."email")`;

/** The id of the user with this email, for the audit row's "to whom". */
async function userIdByEmail(db: Pick<Database, "select">, email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? null;
}

/** Every whitelist entry, newest first. */
export async function listWhitelist(db: Database): Promise<WhitelistEntry[]> {
  const rows = await db
    .select({ entry: testUserWhitelist, account: ACCOUNT_STATE })
    .from(testUserWhitelist)
    .orderBy(desc(testUserWhitelist.createdAt));
  return rows.map((row) => presentEntry(row.entry, row.account));
}

/** Adds an email (already lower-cased by the schema), or throws 409 when it is listed. */
export async function addWhitelistEmail(
  db: Database,
  actor: AdminActor,
  request: WhitelistAddRequest,
): Promise<WhitelistEntry> {
  return db.transaction(async (transaction) => {
    const expiresAt = request.expiresAt ? new Date(request.expiresAt) : null;
    const [created] = await transaction
      .insert(testUserWhitelist)
      .values({ email: request.email, reason: request.reason, expiresAt })
      .onConflictDoNothing({ target: testUserWhitelist.email })
      .returning();
    if (!created) {
      throw new AppError(
        409,
        "ALREADY_WHITELISTED",
        `${request.email} is already on the test user whitelist`,
      );
    }
    await recordAdminAction(transaction, {
      actor,
      action: ADMIN_ACTION_NAMES.whitelistAdd,
      details: `Added ${request.email} to the test user whitelist${expiresAt ? ` until ${expiresAt.toISOString()}` : ""}. Reason: ${request.reason}`,
      targetUserId: await userIdByEmail(transaction, request.email),
    });
    const [{ account }] = await transaction
      .select({ account: ACCOUNT_STATE })
      .from(testUserWhitelist)
      .where(eq(testUserWhitelist.id, created.id));
    return presentEntry(created, account);
  });
}

/** Removes an email from the whitelist, or throws 404 when it is not listed. */
export async function removeWhitelistEmail(db: Database, actor: AdminActor, email: string): Promise<void> {
  await db.transaction(async (transaction) => {
    const removed = await transaction
      .delete(testUserWhitelist)
      .where(eq(testUserWhitelist.email, email))
      .returning({ email: testUserWhitelist.email });
    if (removed.length === 0) throw notFound(`${email} is not on the test user whitelist`);
    await recordAdminAction(transaction, {
      actor,
      action: ADMIN_ACTION_NAMES.whitelistRemove,
      details: `Removed ${email} from the test user whitelist`,
      targetUserId: await userIdByEmail(transaction, email),
    });
  });
}
