/**
 * Subscriptions for the portal: every row with its owner, and the totals by status.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { AdminSubscriptionsResponse, UserSubscriptionResponse } from "../../contracts/admin";
import type { Database } from "../db/client";
import { subscriptions, user } from "../db/schema";
import { renewHandLinkedPlans } from "../subscription/renew-hand-linked-plans";
import type { TargetUser } from "./find-target-user";
import { presentAdminUser, presentSubscriptionRow } from "./present-admin";

/** Most rows one list call returns; the totals always count them all. */
export const SUBSCRIPTION_LIST_LIMIT = 1000;

/** All subscriptions, newest first, with counts of all, active and cancelled ones. */
export async function listSubscriptions(db: Database): Promise<AdminSubscriptionsResponse> {
  // Support sees hand-linked plans in their current month, as their students do.
  await renewHandLinkedPlans(db);
  const rows = await db
    .select({ subscription: subscriptions, name: user.name, email: user.email })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(SUBSCRIPTION_LIST_LIMIT);
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${subscriptions.status} = 'active'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${subscriptions.status} = 'cancelled'))::int`,
    })
    .from(subscriptions);
  return {
    subscriptions: rows.map((row) => presentSubscriptionRow(row.subscription, row)),
    totals,
  };
}

/** One user with their subscription (null when they have none). */
export async function getUserSubscription(
  db: Database,
  target: TargetUser,
): Promise<UserSubscriptionResponse> {
  await renewHandLinkedPlans(db, { userId: target.id });
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, target.id));
  return {
    user: presentAdminUser(target, row?.planName ?? null),
    subscription: row ? presentSubscriptionRow(row, target) : null,
  };
}
