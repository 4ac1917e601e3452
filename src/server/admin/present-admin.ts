/**
 * Presenters: shape stored rows into the admin entities of accounts-and-business.md section 3.
 */
import type { AdminSubscriptionRow, AdminUser } from "../../contracts/admin";
import type { subscriptions, user } from "../db/schema";

type UserRow = typeof user.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** An admin user, with the plan name of their subscription when they have one. */
export function presentAdminUser(row: UserRow, planName: string | null): AdminUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    isTestUser: row.isTestUser,
    testUserExpiresAt: row.testUserExpiresAt?.toISOString() ?? null,
    subscription: planName ? { planName } : null,
  };
}

/** An admin subscription row in the spec's snake_case. */
export function presentSubscriptionRow(
  row: SubscriptionRow,
  owner: { name: string; email: string },
): AdminSubscriptionRow {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: owner.name,
    user_email: owner.email,
    plan_name: row.planName,
    status: row.status,
    current_month_sessions: row.currentMonthSessions,
    monthly_session_limit: row.monthlySessionLimit,
    created_at: row.createdAt.toISOString(),
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    lemonsqueezy_subscription_id: row.lemonsqueezySubscriptionId,
  };
}

/** "1 session", "5 sessions". */
export function describeSessions(count: number): string {
  return `${count} session${count === 1 ? "" : "s"}`;
}
