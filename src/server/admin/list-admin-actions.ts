/**
 * Support Actions: the audit log, newest first, a page at a time.
 */
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminActionsPage } from "../../contracts/admin";
import type { Database } from "../db/client";
import { adminActions, user } from "../db/schema";

const targetUser = alias(user, "target_user");

/** One page of the log (pages count from 1), with the total number of entries. */
export async function listAdminActions(
  db: Database,
  paging: { page: number; pageSize: number },
): Promise<AdminActionsPage> {
  const rows = await db
    .select({ action: adminActions, targetEmail: targetUser.email })
    .from(adminActions)
    .leftJoin(targetUser, eq(targetUser.id, adminActions.targetUserId))
    // The id breaks ties between entries written in the same instant, so the order is stable.
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(adminActions);
  return {
    actions: rows.map(({ action: row, targetEmail }) => ({
      id: row.id,
      action: row.action,
      details: row.details,
      timestamp: row.createdAt.toISOString(),
      userEmail: row.adminEmail,
      userId: row.adminUserId,
      targetUserId: row.targetUserId,
      targetEmail,
    })),
    page: paging.page,
    pageSize: paging.pageSize,
    total,
  };
}
