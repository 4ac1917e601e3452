/**
 * Starts the free trial: 6 sessions in total, once per user.
 */

import { FREE_TRIAL_PLAN, FREE_TRIAL_SESSIONS } from "../../contracts/plans";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { AppError } from "../http/errors";

/** Creates the trial subscription, or throws 409 when the user already had one. */
export async function startFreeTrial(db: Database, userId: string) {
  const created = await db
    .insert(subscriptions)
    .values({
      userId,
      planName: FREE_TRIAL_PLAN,
      status: "active",
      currentMonthSessions: 0,
      monthlySessionLimit: FREE_TRIAL_SESSIONS,
    })
    .onConflictDoNothing({ target: subscriptions.userId })
    .returning();
  if (created.length === 0) {
    throw new AppError(
      409,
      "TRIAL_ALREADY_USED",
      "You already have a subscription; the free trial is once per student",
    );
  }
  return created[0];
}
