/** The subscription check the session-changing admin calls share. */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import type { TargetUser } from "./find-target-user";

/**
 * The user's subscription row (locked for the rest of the transaction), or 409 when they have none:
 * without a subscription there is no period whose sessions could change.
 */
export async function requireSubscription(
  transaction: Pick<Database, "select">,
  target: TargetUser,
): Promise<typeof subscriptions.$inferSelect> {
  const [row] = await transaction
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, target.id))
    .for("update");
  if (!row) {
    throw new AppError(
      409,
      "NO_SUBSCRIPTION",
      `${target.email} has no subscription yet: start their free trial or link a plan first`,
    );
  }
  return row;
}
