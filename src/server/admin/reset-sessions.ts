/**
 * Reset for a new billing cycle: what a renewal does to the counters, done by hand. The used count
 * goes to zero and the limit back to the plan's allowance (dropping this period's adjustments);
 * the period dates stay the payment provider's.
 */
import { eq, sql } from "drizzle-orm";
import type { ResetSessionsRequest, SessionsChangeResponse } from "../../contracts/admin";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import { PLANS } from "../../contracts/plans";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { findTargetUser } from "./find-target-user";
import type { AdminActor } from "./record-admin-action";
import { recordSessionsChange } from "./record-sessions-change";
import { requireSubscription } from "./require-subscription";

/** The plan's allowance in SQL; a plan name not in the list keeps the limit it has. */
const PLAN_ALLOWANCE = sql.join(
  [
    sql`case ${subscriptions.planName}`,
    ...PLANS.map((plan) => sql`when ${plan.name} then ${plan.sessions}::int`),
    sql`else ${subscriptions.monthlySessionLimit} end`,
  ],
  sql` `,
);

/** Sets the used count to 0 and the limit to the plan's allowance, with its audit row. */
export async function resetSessions(
  db: Database,
  actor: AdminActor,
  request: ResetSessionsRequest,
): Promise<SessionsChangeResponse> {
  const target = await findTargetUser(db, request.userId);
  return db.transaction(async (transaction) => {
    const before = await requireSubscription(transaction, target);
    const [updated] = await transaction
      .update(subscriptions)
      .set({ currentMonthSessions: 0, monthlySessionLimit: sql`${PLAN_ALLOWANCE}`, updatedAt: new Date() })
      .where(eq(subscriptions.userId, target.id))
      .returning();
    return recordSessionsChange(transaction, {
      actor,
      action: ADMIN_ACTION_NAMES.resetSessions,
      target,
      updated,
      summary: `Reset for a new billing cycle: ${before.currentMonthSessions} of ${before.monthlySessionLimit} used became 0 of ${updated.monthlySessionLimit}`,
      reason: request.reason,
    });
  });
}
