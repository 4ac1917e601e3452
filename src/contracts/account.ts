/**
 * A student's own data and account (the privacy policy's rights of access, export and deletion):
 * GET /api/account/export, POST /api/account/delete-data and POST /api/account/delete-account.
 */
import { z } from "zod";
import { timestampSchema } from "./timestamp";

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
export const deleteDataResponseSchema = z.object({
  deleted: z.object({
    conversations: z.number().int(),
    messages: z.number().int(),
    learnerMemory: z.number().int(),
    usageRecords: z.number().int(),
    /** Priority Support requests the student sent (the copies emailed to support stay there). */
    supportRequests: z.number().int(),
    /** Rate-limit counters whose keys name the account (its id or email). */
    rateLimitCounters: z.number().int(),
  }),
  message: z.string(),
});
export type DeleteDataResponse = z.infer<typeof deleteDataResponseSchema>;

// While a paid plan runs and the request did not acknowledge it, the answer is a 409 error body
// with code PAID_PLAN_RUNNING and the plan's name in planName (src/contracts/errors.ts).

/** The longest email address an account can have (RFC 5321's limit on a path). */
const EMAIL_MAX_LENGTH = 254;

/** POST /api/account/delete-account: the student types their account's email address to confirm. */
export const deleteAccountRequest = z.strictObject({
  /** Must be the account's own address (compared without case); the server checks the match. */
  confirmEmail: z
    .string({ error: "type your account's email address" })
    .trim()
    .min(1, { error: "type your account's email address" })
    .max(EMAIL_MAX_LENGTH),
  /** As for delete-data: required while a paid plan runs, which deleting the account does not cancel. */
  paidPlanAcknowledged: z.boolean().optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

/** POST /api/account/delete-account answer; the session cookie is cleared with it. */
export const deleteAccountResponseSchema = z.object({
  deleted: deleteDataResponseSchema.shape.deleted.extend({
    /** Sign-ins ended, on every device. */
    signInSessions: z.number().int(),
  }),
  /** Payment notices kept for the accounts, with the name and email replaced by a marker. */
  billingRecordsKept: z.number().int(),
  message: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** GET /api/account/export: everything stored about the student's own account. */
export const accountExportSchema = z.object({
  exportedAt: timestampSchema,
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    createdAt: timestampSchema,
    isTestUser: z.boolean(),
    testUserExpiresAt: timestampSchema.nullable(),
    testSessionsUsed: z.number().int(),
  }),
  subscription: z
    .object({
      planName: z.string(),
      status: z.string(),
      currentMonthSessions: z.number().int(),
      monthlySessionLimit: z.number().int(),
      currentPeriodStart: timestampSchema,
      currentPeriodEnd: timestampSchema.nullable(),
      pendingPlanName: z.string().nullable(),
      lemonsqueezySubscriptionId: z.string().nullable(),
      createdAt: timestampSchema,
    })
    .nullable(),
  conversations: z.array(
    z.object({
      id: z.string(),
      mode: z.string(),
      topic: z.string(),
      level: z.string(),
      completed: z.boolean(),
      createdAt: timestampSchema,
      updatedAt: timestampSchema,
      messages: z.array(
        z.object({
          role: z.string(),
          content: z.string(),
          /** The check of a tutor reply as stored with it (its shape belongs to the tutor's contract). */
          verification: z.unknown(),
          createdAt: timestampSchema,
        }),
      ),
    }),
  ),
  learnerMemory: z
    .object({
      userLevel: z.string().nullable(),
      preferredMode: z.string().nullable(),
      confidenceRating: z.number(),
      topicsPractised: z.array(z.string()),
      topicsMastered: z.array(z.string()),
      updatedAt: timestampSchema,
    })
    .nullable(),
  /** Payment notices from the billing provider about this account (the raw notices stay with support). */
  billingEvents: z.array(
    z.object({
      eventName: z.string(),
      planName: z.string().nullable(),
      lemonsqueezySubscriptionId: z.string().nullable(),
      receivedAt: timestampSchema,
    }),
  ),
  /** The account's sign-ins that have not ended: when, from which address and browser (never their secret). */
  signInSessions: z.array(
    z.object({
      createdAt: timestampSchema,
      lastRenewedAt: timestampSchema,
      expiresAt: timestampSchema,
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** What the student sent to Priority Support. */
  supportRequests: z.array(
    z.object({ subject: z.string(), message: z.string(), sentTo: z.string(), createdAt: timestampSchema }),
  ),
  /** What support staff did to this account (the staff member is not named). */
  supportActions: z.array(z.object({ action: z.string(), details: z.string(), createdAt: timestampSchema })),
  usage: z.array(
    z.object({
      endpoint: z.string(),
      model: z.string(),
      inputTokens: z.number().int(),
      outputTokens: z.number().int(),
      latencyMs: z.number().int(),
      costUsd: z.string(),
      success: z.boolean(),
      createdAt: timestampSchema,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
