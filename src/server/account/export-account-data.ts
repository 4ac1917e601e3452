/**
 * The student's own data as one JSON document (the privacy policy's right of access and export):
 * the account, the subscription, every conversation with its messages, the learner memory and
 * the usage records, plus the payment notices about the account, its sign-ins (when, from which
 * address and browser) and what support did to it.
 * Only rows of this student are read; sign-in secrets are left out, and of the payment notices
 * only what they say about the plan (the raw notices carry store internals and stay with support).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { AccountExport } from "../../contracts/account";
import type { Database } from "../db/client";
import {
  adminActions,
  apiUsage,
  billingEvents,
  learnerMemory,
  session,
  subscriptions,
  supportRequests,
  tutorMessages,
  tutorSessions,
  user,
} from "../db/schema";
import { AppError } from "../http/errors";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Reads everything stored about one student. */
export async function exportAccountData(db: Database, userId: string): Promise<AccountExport> {
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) throw new AppError(404, "USER_NOT_FOUND", "This account no longer exists");
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const conversations = await db
    .select()
    .from(tutorSessions)
    .where(eq(tutorSessions.userId, userId))
    .orderBy(asc(tutorSessions.createdAt));
  const messages = conversations.length
    ? await db
        .select()
        .from(tutorMessages)
        .where(
          inArray(
            tutorMessages.sessionId,
            conversations.map((conversation) => conversation.id),
          ),
        )
        .orderBy(asc(tutorMessages.id))
    : [];
  const [memory] = await db.select().from(learnerMemory).where(eq(learnerMemory.userId, userId));
  const usage = await db
    .select()
    .from(apiUsage)
    .where(eq(apiUsage.userId, userId))
    .orderBy(asc(apiUsage.createdAt), asc(apiUsage.id));
  const payments = await db
    .select()
    .from(billingEvents)
    .where(eq(billingEvents.userId, userId))
    .orderBy(asc(billingEvents.receivedAt), asc(billingEvents.id));
  // The session token is the sign-in itself: never exported.
  const signIns = await db
    .select({
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt), asc(session.id));
  const requests = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id));
  const support = await db
    .select()
    .from(adminActions)
    .where(eq(adminActions.targetUserId, userId))
    .orderBy(asc(adminActions.createdAt), asc(adminActions.id));

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      role: account.role,
      createdAt: account.createdAt.toISOString(),
      isTestUser: account.isTestUser,
      testUserExpiresAt: iso(account.testUserExpiresAt),
      testSessionsUsed: account.testSessionsUsed,
    },
    subscription: subscription
      ? {
          planName: subscription.planName,
          status: subscription.status,
          currentMonthSessions: subscription.currentMonthSessions,
          monthlySessionLimit: subscription.monthlySessionLimit,
          currentPeriodStart: subscription.currentPeriodStart.toISOString(),
          currentPeriodEnd: iso(subscription.currentPeriodEnd),
          pendingPlanName: subscription.pendingPlanName,
          lemonsqueezySubscriptionId: subscription.lemonsqueezySubscriptionId,
          createdAt: subscription.createdAt.toISOString(),
        }
      : null,
    conversations: conversations.map((conversation) => ({
      id: conversation.id,
      mode: conversation.mode,
      topic: conversation.topic,
      level: conversation.level,
      completed: conversation.completed,
      createdAt: conversation.createdAt.toISOString(),
      updatedAt: conversation.updatedAt.toISOString(),
      messages: messages
        .filter((message) => message.sessionId === conversation.id)
        .map((message) => ({
          role: message.role,
          content: message.content,
          verification: message.verification,
          createdAt: message.createdAt.toISOString(),
        })),
    })),
    learnerMemory: memory
      ? {
          userLevel: memory.userLevel,
          preferredMode: memory.preferredMode,
          confidenceRating: memory.confidenceRating,
          topicsPractised: memory.topicsPractised,
          topicsMastered: memory.topicsMastered,
          updatedAt: memory.updatedAt.toISOString(),
        }
      : null,
    billingEvents: payments.map((event) => ({
      eventName: event.eventName,
      planName: event.planName,
      lemonsqueezySubscriptionId: event.lemonsqueezySubscriptionId,
      receivedAt: event.receivedAt.toISOString(),
    })),
    supportRequests: requests.map((request) => ({
      subject: request.subject,
      message: request.message,
      sentTo: request.sentTo,
      createdAt: request.createdAt.toISOString(),
    })),
    signInSessions: signIns.map((signIn) => ({
      createdAt: signIn.createdAt.toISOString(),
      lastRenewedAt: signIn.updatedAt.toISOString(),
      expiresAt: signIn.expiresAt.toISOString(),
      ipAddress: signIn.ipAddress,
      userAgent: signIn.userAgent,
    })),
    supportActions: support.map((action) => ({
      action: action.action,
      details: action.details,
      createdAt: action.createdAt.toISOString(),
    })),
    usage: usage.map((record) => ({
      endpoint: record.endpoint,
      model: record.model,
      inputTokens: record.inputTokens,
      outputTokens: record.outputTokens,
      latencyMs: record.latencyMs,
      costUsd: record.costUsd,
      success: record.success,
      createdAt: record.createdAt.toISOString(),
    })),
  };
}
