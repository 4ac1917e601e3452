/**
 * Starts the free trial: 6 sessions in total, once per user, and a few a day per client address.
 * The trial is created and counted against its address in one transaction, so only trials that
 * were actually created count (a student asking again for a trial they had spends nothing), and
 * a trial over the address's limit is never created.
 */

import { FREE_TRIAL_PLAN, FREE_TRIAL_SESSIONS } from "../../contracts/plans";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import { clientAddressKey, consumeRateLimit } from "../http/rate-limit";

/** Creates the trial subscription; throws 409 when the user already had one, 429 over the address's limit. */
export async function startFreeTrial(
  db: Database,
  userId: string,
  from: { address: string; trialsPerAddressPerDay: number },
) {
  return db.transaction(async (transaction) => {
    const created = await transaction
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
    // Throwaway accounts from one address get a few trials a day, not one each (decision 024).
    await consumeRateLimit(transaction, `vector:free-trial-address:${clientAddressKey(from.address)}`, {
      windowSeconds: 24 * 60 * 60,
      max: from.trialsPerAddressPerDay,
      message: "Too many free trials were started from your network today; please try again tomorrow",
    });
    return created[0];
  });
}
