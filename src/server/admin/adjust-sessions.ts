/**
 * Add or Subtract sessions (Session Control): moves this billing period's session limit by the
 * adjustment in one conditional UPDATE, so concurrent adjustments add up exactly and a
 * subtraction can never leave fewer than zero sessions remaining. The next renewal sets the
 * limit back to the plan's allowance (docs/decisions/016-support-portal.md).
 */
import { and, eq, sql } from "drizzle-orm";
import type { AdjustSessionsRequest, SessionsChangeResponse } from "../../contracts/admin";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import { findTargetUser } from "./find-target-user";
import { describeSessions } from "./present-admin";
import type { AdminActor } from "./record-admin-action";
import { recordSessionsChange } from "./record-sessions-change";
import { requireSubscription } from "./require-subscription";

/** Applies a signed adjustment to the period's limit, with its audit row, or throws. */
export async function adjustSessions(
  db: Database,
  actor: AdminActor,
  request: AdjustSessionsRequest,
): Promise<SessionsChangeResponse> {
  const target = await findTargetUser(db, request.userId);
  return db.transaction(async (transaction) => {
    const newLimit = sql`${subscriptions.monthlySessionLimit} + ${request.adjustment}`;
    const [updated] = await transaction
      .update(subscriptions)
      .set({ monthlySessionLimit: sql`${newLimit}`, updatedAt: new Date() })
      .where(
        and(eq(subscriptions.userId, target.id), sql`${newLimit} >= ${subscriptions.currentMonthSessions}`),
      )
      .returning();
    if (!updated) {
      const existing = await requireSubscription(transaction, target);
      const remaining = existing.monthlySessionLimit - existing.currentMonthSessions;
      throw new AppError(
        409,
        "WOULD_GO_BELOW_ZERO",
        `Cannot subtract ${describeSessions(-request.adjustment)}: ${target.email} has only ${describeSessions(remaining)} remaining this billing period`,
      );
    }
    const verb = request.adjustment > 0 ? "Added" : "Subtracted";
    return recordSessionsChange(transaction, {
      actor,
      action: ADMIN_ACTION_NAMES.adjustSessions,
      target,
      updated,
      summary: `${verb} ${describeSessions(Math.abs(request.adjustment))} ${request.adjustment > 0 ? "to" : "from"} this billing period's limit (now ${updated.monthlySessionLimit}, ${updated.currentMonthSessions} used)`,
      reason: request.reason,
    });
  });
}
