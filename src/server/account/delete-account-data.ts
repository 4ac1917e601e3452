/**
 * Deletes a student's conversations (with their messages), learner memory, usage records, the
 * Priority Support requests they sent and the rate-limit counters that name the account, and
 * blanks the address and browser kept with each of its sign-ins, in one transaction (the privacy
 * policy's right of deletion). The copy of a request emailed to the priority mailbox is support's
 * correspondence and stays there. The account, its sign-ins, its subscription and its billing
 * records stay: the plan is paid for through the store, and deleting data must never
 * end or hide it. So while a paid plan still runs, nothing is deleted until the request says the
 * student knows it keeps running; the 409 names the plan.
 */
import { count, eq, inArray, or, sql } from "drizzle-orm";
import type { DeleteDataRequest, DeleteDataResponse } from "../../contracts/account";
import { isPaidPlanName } from "../../contracts/plans";
import type { Database } from "../db/client";
import {
  apiUsage,
  learnerMemory,
  rateLimit,
  session,
  subscriptions,
  supportRequests,
  tutorMessages,
  tutorSessions,
  user,
} from "../db/schema";
import { AppError } from "../http/errors";

/** Statuses of a paid plan that the store may still bill or resume (cancelled and expired ones do not). */
const RUNNING_STATUSES = ["active", "on_trial", "past_due", "unpaid", "paused"];

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The student's paid plan that the store may still bill, or null; its row is locked, so a plan
 * that starts during a deletion is either seen here or starts after it.
 */
export async function findRunningPaidPlan(transaction: Transaction, userId: string): Promise<string | null> {
  const [subscription] = await transaction
    .select({ planName: subscriptions.planName, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for("update");
  return subscription &&
    isPaidPlanName(subscription.planName) &&
    RUNNING_STATUSES.includes(subscription.status)
    ? subscription.planName
    : null;
}

/** Deletes the student's data, or throws 409 naming a running paid plan that was not acknowledged. */
export async function deleteAccountData(
  db: Database,
  userId: string,
  request: DeleteDataRequest,
): Promise<DeleteDataResponse> {
  return db.transaction(async (transaction) => {
    const runningPlan = await findRunningPaidPlan(transaction, userId);
    if (runningPlan && request.paidPlanAcknowledged !== true) {
      throw new AppError(
        409,
        "PAID_PLAN_RUNNING",
        `You have a ${runningPlan} that is still running. Deleting your data does not cancel it: it is billed until you cancel it in the billing portal. Confirm that you know this to delete your data.`,
        { planName: runningPlan },
      );
    }
    const deleted = await deleteStudentData(transaction, userId);
    const kept = runningPlan
      ? ` Your ${runningPlan} is unchanged; cancel it in the billing portal if you no longer want it.`
      : "";
    return {
      deleted,
      message: `Your conversations, learner memory, usage records and Priority Support requests are deleted, and where you signed in from is forgotten.${kept}`,
    };
  });
}

/**
 * Deletes the student's conversations, learner memory, usage records, Priority Support requests and
 * the rate-limit counters that name the account, and blanks where each sign-in came from, inside
 * the caller's transaction.
 */
export async function deleteStudentData(
  transaction: Transaction,
  userId: string,
): Promise<DeleteDataResponse["deleted"]> {
  const conversationIds = transaction
    .select({ id: tutorSessions.id })
    .from(tutorSessions)
    .where(eq(tutorSessions.userId, userId));
  const [{ messages }] = await transaction
    .select({ messages: count() })
    .from(tutorMessages)
    .where(inArray(tutorMessages.sessionId, conversationIds));
  // Messages go with their conversation (ON DELETE CASCADE).
  const conversations = await transaction
    .delete(tutorSessions)
    .where(eq(tutorSessions.userId, userId))
    .returning({ id: tutorSessions.id });
  const memory = await transaction
    .delete(learnerMemory)
    .where(eq(learnerMemory.userId, userId))
    .returning({ userId: learnerMemory.userId });
  const usage = await transaction
    .delete(apiUsage)
    .where(eq(apiUsage.userId, userId))
    .returning({ id: apiUsage.id });
  const requests = await transaction
    .delete(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .returning({ id: supportRequests.id });
  // The student stays signed in where they are; where and with what they signed in is forgotten.
  await transaction
    .update(session)
    .set({ ipAddress: null, userAgent: null })
    .where(eq(session.userId, userId));
  // Counters are keyed "vector:<what>:<part>:...", a part naming the account by id or email.
  const [account] = await transaction.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const names = [userId, account?.email.toLowerCase()].filter((name): name is string => Boolean(name));
  const counters = await transaction
    .delete(rateLimit)
    .where(or(...names.map((name) => sql`strpos(${rateLimit.key} || ':', ${`:${name}:`}) > 0`)))
    .returning({ id: rateLimit.id });
  return {
    conversations: conversations.length,
    messages: Number(messages),
    learnerMemory: memory.length,
    usageRecords: usage.length,
    supportRequests: requests.length,
    rateLimitCounters: counters.length,
  };
}
