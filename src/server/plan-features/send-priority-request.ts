/**
 * Priority Support (docs/decisions/015, 036): a paying student writes from My Subscription, the
 * request is kept on the account (so the student can see what they sent) and emailed to the
 * priority mailbox with the account it comes from, a reply going straight to the student. Each
 * request is one email to support and none to the student: the list on the page is the receipt.
 */
import { desc, eq } from "drizzle-orm";
import type { PriorityRequest, SentPriorityRequest } from "../../contracts/plan-features";
import type { Database } from "../db/client";
import { subscriptions, supportRequests, user } from "../db/schema";
import { consumeRateLimit } from "../http/rate-limit";
import type { Mailer } from "../mail/mailer";
import { priorityRequestMessage } from "../mail/messages";
import { requirePlanFeature } from "./require-plan-feature";

/** Requests one student may send in an hour, and in a day: a person writing, not a script. */
export const PRIORITY_REQUESTS_PER_HOUR = { windowSeconds: 60 * 60, max: 5 };
export const PRIORITY_REQUESTS_PER_DAY = { windowSeconds: 24 * 60 * 60, max: 20 };

/** The requests shown back to the student, newest first. */
export const SENT_REQUESTS_SHOWN = 50;

/** Keeps the request and emails it to the priority mailbox; answers the request as stored. */
export async function sendPriorityRequest(
  db: Database,
  dependencies: { mailer: Mailer; prioritySupportEmail: string; publicUrl: string },
  studentId: string,
  request: PriorityRequest,
): Promise<SentPriorityRequest> {
  await requirePlanFeature(db, studentId, "priority-support");
  const message =
    "You have sent several requests in a short time; please wait a while, support will answer those first";
  await consumeRateLimit(db, `vector:priority-request-hour:${studentId}`, {
    ...PRIORITY_REQUESTS_PER_HOUR,
    message,
  });
  await consumeRateLimit(db, `vector:priority-request-day:${studentId}`, {
    ...PRIORITY_REQUESTS_PER_DAY,
    message,
  });
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      planName: subscriptions.planName,
      status: subscriptions.status,
      used: subscriptions.currentMonthSessions,
      limit: subscriptions.monthlySessionLimit,
    })
    .from(user)
    .innerJoin(subscriptions, eq(subscriptions.userId, user.id))
    .where(eq(user.id, studentId));
  const [stored] = await db
    .insert(supportRequests)
    .values({
      userId: studentId,
      subject: request.subject,
      message: request.message,
      sentTo: dependencies.prioritySupportEmail,
    })
    .returning();
  // Stored first, then sent after the answer: a slow mail server does not hold the student up,
  // and a failure is logged by the mailer with the request still on the account.
  dependencies.mailer.dispatch(
    priorityRequestMessage(
      dependencies.prioritySupportEmail,
      {
        subject: request.subject,
        message: request.message,
        student: {
          id: account.id,
          name: account.name,
          email: account.email,
          emailVerified: account.emailVerified,
        },
        plan: {
          planName: account.planName,
          status: account.status,
          used: account.used,
          limit: account.limit,
        },
      },
      dependencies.publicUrl,
    ),
  );
  return present(stored);
}

/** The student's own requests, newest first. */
export async function listPriorityRequests(db: Database, studentId: string): Promise<SentPriorityRequest[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, studentId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(SENT_REQUESTS_SHOWN);
  return rows.map(present);
}

function present(row: typeof supportRequests.$inferSelect): SentPriorityRequest {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    sentTo: row.sentTo,
    createdAt: row.createdAt.toISOString(),
  };
}
