/**
 * Changes a user's role with its audit-log row in the same transaction. Used by the grant-role
 * script and by the ADMIN_EMAILS promotion, so every way a role changes leaves a trace of who
 * changed it. A role that is already the one asked for changes nothing and writes nothing.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import { type AdminActor, recordAdminAction } from "../admin/record-admin-action";
import type { Database } from "../db/client";
import { adminActions, type Role, user } from "../db/schema";

/** The actor names of the two operator paths that change roles outside the portal. */
export const GRANT_ROLE_SCRIPT_ACTOR: AdminActor = { id: null, email: "grant-role script" };
export const ADMIN_EMAILS_ACTOR: AdminActor = { id: null, email: "ADMIN_EMAILS" };

export type RoleChangeResult =
  | { outcome: "changed"; userId: string; previousRole: Role }
  | { outcome: "unchanged"; userId: string }
  | { outcome: "no-such-user" };

/** Whether the user's latest role change was ADMIN_EMAILS making them an admin. */
export async function wasMadeAdminByAdminEmails(db: Database, userId: string): Promise<boolean> {
  const [latest] = await db
    .select({ adminEmail: adminActions.adminEmail, details: adminActions.details })
    .from(adminActions)
    .where(and(eq(adminActions.targetUserId, userId), eq(adminActions.action, ADMIN_ACTION_NAMES.roleChange)))
    .orderBy(desc(adminActions.id))
    .limit(1);
  return latest?.adminEmail === ADMIN_EMAILS_ACTOR.email && latest.details.includes(" to admin.");
}

/** Sets the role of the user with this id or (case-insensitive) email. */
export async function changeRole(
  db: Database,
  change: { user: { id: string } | { email: string }; role: Role; actor: AdminActor; reason: string },
): Promise<RoleChangeResult> {
  const match =
    "id" in change.user
      ? eq(user.id, change.user.id)
      : sql`lower(${user.email}) = ${change.user.email.trim().toLowerCase()}`;
  return db.transaction(async (transaction) => {
    // Locked, so two promotions of one user at once write one audit row, not two.
    const [found] = await transaction
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(match)
      .for("update");
    if (!found) return { outcome: "no-such-user" };
    if (found.role === change.role) return { outcome: "unchanged", userId: found.id };
    await transaction
      .update(user)
      .set({ role: change.role, updatedAt: new Date() })
      .where(eq(user.id, found.id));
    await recordAdminAction(transaction, {
      actor: change.actor,
      action: ADMIN_ACTION_NAMES.roleChange,
      details: `Role of ${found.email} changed from ${found.role} to ${change.role}. Reason: ${change.reason}`,
      targetUserId: found.id,
    });
    return { outcome: "changed", userId: found.id, previousRole: found.role };
  });
}
