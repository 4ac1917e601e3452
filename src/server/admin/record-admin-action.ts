/**
 * Writes one audit-log row: who did what, to whom, why and when. Called with the transaction
 * of the change itself, so a change and its row are committed together or not at all.
 */
import type { Database } from "../db/client";
import { adminActions } from "../db/schema";

/** The one who acted: an admin, or a named operator process (grant-role, ADMIN_EMAILS). */
export interface AdminActor {
  id: string | null;
  email: string;
}

/** Records an admin action inside the caller's transaction. */
export async function recordAdminAction(
  transaction: Pick<Database, "insert">,
  entry: { actor: AdminActor; action: string; details: string; targetUserId: string | null },
): Promise<void> {
  await transaction.insert(adminActions).values({
    adminUserId: entry.actor.id,
    adminEmail: entry.actor.email,
    action: entry.action,
    details: entry.details,
    targetUserId: entry.targetUserId,
  });
}
