/**
 * A student's own data (the privacy policy's rights of access, export and deletion):
 * GET /api/account/export and POST /api/account/delete-data.
 */
import { z } from "zod";

/** The word the student types to confirm a deletion. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

/** POST /api/account/delete-data */
export const deleteDataRequest = z.strictObject({
  confirm: z.literal(DELETE_CONFIRMATION_WORD, { error: `must be ${DELETE_CONFIRMATION_WORD}` }),
  /**
   * That the student knows deleting data leaves a running paid plan running; required while one
   * runs, so the plan is always named before anything is deleted.
   */
  paidPlanAcknowledged: z.boolean().optional(),
});
export type DeleteDataRequest = z.infer<typeof deleteDataRequest>;

/** POST /api/account/delete-data answer: what was deleted. */
export interface DeleteDataResponse {
  deleted: { conversations: number; messages: number; learnerMemory: number; usageRecords: number };
  message: string;
}

/** The 409 body while a paid plan runs and the request did not acknowledge it. */
export interface PaidPlanRunningError {
  message: string;
  code: "PAID_PLAN_RUNNING";
  planName: string;
}

/** GET /api/account/export: everything stored about the student's own account. */
export interface AccountExport {
  exportedAt: string;
  account: {
    id: string;
    name: string;
    email: string;
    role: string;
    createdAt: string;
    isTestUser: boolean;
    testUserExpiresAt: string | null;
    testSessionsUsed: number;
  };
  subscription: {
    planName: string;
    status: string;
    currentMonthSessions: number;
    monthlySessionLimit: number;
    currentPeriodStart: string;
    currentPeriodEnd: string | null;
    pendingPlanName: string | null;
    lemonsqueezySubscriptionId: string | null;
    createdAt: string;
  } | null;
  conversations: {
    id: string;
    mode: string;
    topic: string;
    level: string;
    completed: boolean;
    createdAt: string;
    updatedAt: string;
    messages: { role: string; content: string; verification: unknown; createdAt: string }[];
  }[];
  learnerMemory: {
    userLevel: string | null;
    preferredMode: string | null;
    confidenceRating: number;
    topicsPractised: string[];
    topicsMastered: string[];
    updatedAt: string;
  } | null;
  /** Payment notices from the billing provider about this account (the raw notices stay with support). */
  billingEvents: {
    eventName: string;
    planName: string | null;
    lemonsqueezySubscriptionId: string | null;
    receivedAt: string;
  }[];
  /** What support staff did to this account (the staff member is not named). */
  supportActions: { action: string; details: string; createdAt: string }[];
  usage: {
    endpoint: string;
    model: string;
    inputTokens: number;
    outputTokens: number;
    latencyMs: number;
    costUsd: string;
    success: boolean;
    createdAt: string;
  }[];
}
