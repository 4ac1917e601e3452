/**
 * The common end of Add/Subtract, Credit and Reset: the audit row, written in the change's own
 * transaction, and the answer with the row after the change.
 */
import type { SessionsChangeResponse } from "../../contracts/admin";
import type { Database } from "../db/client";
import type { subscriptions } from "../db/schema";
import type { TargetUser } from "./find-target-user";
import { presentSubscriptionRow } from "./present-admin";
import { type AdminActor, recordAdminAction } from "./record-admin-action";

/** Records the change ("summary. Reason: reason") and answers with the updated row. */
export async function recordSessionsChange(
  transaction: Pick<Database, "insert">,
  change: {
    actor: AdminActor;
    action: string;
    target: TargetUser;
    updated: typeof subscriptions.$inferSelect;
    summary: string;
    reason: string;
  },
): Promise<SessionsChangeResponse> {
  await recordAdminAction(transaction, {
    actor: change.actor,
    action: change.action,
    details: `${change.summary}. Reason: ${change.reason}`,
    targetUserId: change.target.id,
  });
  return {
    success: true,
    message: `${change.summary}.`,
    subscription: presentSubscriptionRow(change.updated, change.target),
  };
}
