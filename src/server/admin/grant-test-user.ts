/**
 * Grant and revoke move a user between test user and regular user. A grant gives test access
 * (TEST_USER_SESSIONS in total while test-user mode is on) until the optional expiry; the sessions
 * already used of it stay used, so granting again never refills the allowance. Revoking also
 * removes the user's whitelist entry, or the whitelist would keep giving the access back.
 */
import { eq } from "drizzle-orm";
import type {
  GrantTestUserRequest,
  RevokeTestUserRequest,
  TestUserChangeResponse,
} from "../../contracts/admin";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import type { Database } from "../db/client";
import { subscriptions, testUserWhitelist, user } from "../db/schema";
import { findTargetUser } from "./find-target-user";
import { presentAdminUser } from "./present-admin";
import { type AdminActor, recordAdminAction } from "./record-admin-action";

async function planNameOf(db: Pick<Database, "select">, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ planName: subscriptions.planName })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.planName ?? null;
}

/** Makes the user a test user, with its audit row. */
export async function grantTestUser(
  db: Database,
  actor: AdminActor,
  userId: string,
  request: GrantTestUserRequest,
): Promise<TestUserChangeResponse> {
  const target = await findTargetUser(db, userId);
  const expiresAt = request.expiresAt ? new Date(request.expiresAt) : null;
  return db.transaction(async (transaction) => {
    const [updated] = await transaction
      .update(user)
      .set({ isTestUser: true, testUserExpiresAt: expiresAt, updatedAt: new Date() })
      .where(eq(user.id, target.id))
      .returning();
    await recordAdminAction(transaction, {
      actor,
      action: ADMIN_ACTION_NAMES.grantTestUser,
      details: `Granted test user access to ${target.email}${expiresAt ? ` until ${expiresAt.toISOString()}` : " with no expiry"}. Reason: ${request.reason}`,
      targetUserId: target.id,
    });
    return {
      success: true,
      message: `${target.email} is now a test user`,
      user: presentAdminUser(updated, await planNameOf(transaction, target.id)),
    };
  });
}

/** Makes the user a regular user again (and takes their email off the whitelist), with its audit row. */
export async function revokeTestUser(
  db: Database,
  actor: AdminActor,
  userId: string,
  request: RevokeTestUserRequest,
): Promise<TestUserChangeResponse> {
  const target = await findTargetUser(db, userId);
  return db.transaction(async (transaction) => {
    const [updated] = await transaction
      .update(user)
      .set({ isTestUser: false, testUserExpiresAt: null, updatedAt: new Date() })
      .where(eq(user.id, target.id))
      .returning();
    const unlisted = await transaction
      .delete(testUserWhitelist)
      .where(eq(testUserWhitelist.email, target.email.toLowerCase()))
      .returning({ id: testUserWhitelist.id });
    await recordAdminAction(transaction, {
      actor,
      action: ADMIN_ACTION_NAMES.revokeTestUser,
      details: `Revoked test user access of ${target.email}${unlisted.length > 0 ? " and removed the email from the whitelist" : ""}. Reason: ${request.reason}`,
      targetUserId: target.id,
    });
    return {
      success: true,
      message: `${target.email} is now a regular user`,
      user: presentAdminUser(updated, await planNameOf(transaction, target.id)),
    };
  });
}
