/**
 * Credits & Refunds: gives back sessions the student used this billing period (a reply that went
 * wrong, an outage) by lowering the used count in one conditional UPDATE. A credit larger than
 * the sessions used is refused rather than cut short, so support always gives exactly what the
 * form says; Session Control raises the limit for anything beyond.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { ApplyCreditRequest, SessionsChangeResponse } from "../../contracts/admin";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import { findTargetUser } from "./find-target-user";
import { describeSessions } from "./present-admin";
import type { AdminActor } from "./record-admin-action";
import { recordSessionsChange } from "./record-sessions-change";
import { requireSubscription } from "./require-subscription";

/** Gives `sessions` used sessions back, with its audit row, or throws. */
export async function applyCredit(
  db: Database,
  actor: AdminActor,
  request: ApplyCreditRequest,
): Promise<SessionsChangeResponse> {
  const target = await findTargetUser(db, request.userId);
  return db.transaction(async (transaction) => {
    const [updated] = await transaction
      .update(subscriptions)
      .set({
        currentMonthSessions: sql`${subscriptions.currentMonthSessions} - ${request.sessions}`,
        updatedAt: new Date(),
      })
      .where(
        and(eq(subscriptions.userId, target.id), gte(subscriptions.currentMonthSessions, request.sessions)),
      )
      .returning();
    if (!updated) {
      const existing = await requireSubscription(transaction, target);
      throw new AppError(
        409,
        "CREDIT_EXCEEDS_USED",
        `Cannot credit ${describeSessions(request.sessions)}: ${target.email} has used only ${describeSessions(existing.currentMonthSessions)} this billing period`,
      );
    }
    return recordSessionsChange(transaction, {
      actor,
      action: ADMIN_ACTION_NAMES.applyCredit,
      target,
      updated,
      summary: `Credited ${describeSessions(request.sessions)} back (now ${updated.currentMonthSessions} of ${updated.monthlySessionLimit} used this billing period)`,
      reason: request.reason,
    });
  });
}
