/**
 * Deletes a student's account at their own request (docs/decisions/032-deleting-an-account.md),
 * in one transaction: everything the deletion of their data deletes, then the verification tokens
 * that name the account and every sign-in, then the user row, whose linked sign-in methods and
 * plan go with it (ON DELETE CASCADE). The payment notices the business must keep stay, with the name and
 * email replaced by a marker and the user id nulled (as the foreign key does); the support audit
 * log keeps its rows, and one more says the account was deleted, naming no address. A running
 * paid plan is not cancelled by this, so it is named first and must be acknowledged, as for the
 * deletion of data.
 */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { DeleteAccountRequest, DeleteAccountResponse } from "../../contracts/account";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import { recordAdminAction } from "../admin/record-admin-action";
import type { Database } from "../db/client";
import { billingEvents, session, subscriptions, user, verification } from "../db/schema";
import { AppError } from "../http/errors";
import { deleteStudentData, findRunningPaidPlan } from "./delete-account-data";

/** What replaces the name and email address of a deleted account in the records that are kept. */
export const DELETED_ACCOUNT_MARKER = "deleted account";

/** Deletes the signed-in student's account; 400 when the typed address is not theirs, 409 for an unacknowledged running plan. */
export async function deleteAccount(
  db: Database,
  student: { id: string; email: string },
  request: DeleteAccountRequest,
): Promise<DeleteAccountResponse> {
  const email = student.email.toLowerCase();
  if (request.confirmEmail.toLowerCase() !== email) {
    throw new AppError(400, "VALIDATION_ERROR", "confirmEmail: type your account's email address exactly");
  }
  return db.transaction(async (transaction) => {
    const runningPlan = await findRunningPaidPlan(transaction, student.id);
    if (runningPlan && request.paidPlanAcknowledged !== true) {
      throw new AppError(
        409,
        "PAID_PLAN_RUNNING",
        `You have a ${runningPlan} that is still running. Deleting your account does not cancel it: it is billed until you cancel it. Cancel it first with Manage Billing on My Subscription, or confirm that you know this to delete your account.`,
        { planName: runningPlan },
      );
    }
    const [plan] = await transaction
      .select({ subscriptionId: subscriptions.lemonsqueezySubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, student.id));

    const deleted = await deleteStudentData(transaction, student.id);

    // The notices about this account, and those from its address that wait for support to be
    // matched: kept for the books, naming no one. The provider's own ids and amounts stay.
    const marker = JSON.stringify(DELETED_ACCOUNT_MARKER);
    const keptBillingRecords = await transaction
      .update(billingEvents)
      .set({
        userId: null,
        customerEmail: DELETED_ACCOUNT_MARKER,
        payload: sql`case when jsonb_typeof(${billingEvents.payload} -> 'data' -> 'attributes') = 'object'
          then jsonb_set(jsonb_set(${billingEvents.payload}, '{data,attributes,user_email}', ${marker}::jsonb, false),
                         '{data,attributes,user_name}', ${marker}::jsonb, false)
          else ${billingEvents.payload} end`,
      })
      .where(
        or(
          eq(billingEvents.userId, student.id),
          and(isNull(billingEvents.userId), eq(sql`lower(${billingEvents.customerEmail})`, email)),
        ),
      )
      .returning({ id: billingEvents.id });

    // A password reset's token names the account by id; an address change's by the address.
    await transaction
      .delete(verification)
      .where(
        or(
          eq(verification.value, student.id),
          sql`strpos(lower(${verification.identifier}), ${email}) > 0`,
          sql`strpos(lower(${verification.value}), ${email}) > 0`,
        ),
      );
    const sessions = await transaction
      .delete(session)
      .where(eq(session.userId, student.id))
      .returning({ id: session.id });
    // Linked sign-in methods, the plan and anything left that names the user go with the row.
    await transaction.delete(user).where(eq(user.id, student.id));

    const planNote = runningPlan
      ? ` Their ${runningPlan}${plan?.subscriptionId ? ` (Lemon Squeezy subscription ${plan.subscriptionId})` : ""} was still running.`
      : "";
    await recordAdminAction(transaction, {
      actor: { id: null, email: "account deletion" },
      action: ADMIN_ACTION_NAMES.accountDeleted,
      details: `The student deleted their account; ${keptBillingRecords.length} payment notices kept without their name and email.${planNote}`,
      targetUserId: student.id,
    });

    const kept = runningPlan
      ? ` Your ${runningPlan} was not cancelled: cancel it from the billing emails Lemon Squeezy sent you, or write to support.`
      : "";
    return {
      deleted: { ...deleted, signInSessions: sessions.length },
      billingRecordsKept: keptBillingRecords.length,
      message: `Your account and everything in it are deleted, and you are signed out everywhere.${kept}`,
    };
  });
}
