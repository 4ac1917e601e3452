/**
 * Request and response bodies of the support portal calls (accounts-and-business.md sections 3
 * and 7). The server validates requests with these schemas; the client takes its types from them
 * with `import type` only, and its constants from ./admin-limits.
 */
import { z } from "zod";
import {
  ADMIN_ACTIONS_MAX_PAGE_SIZE,
  ADMIN_ACTIONS_PAGE_SIZE,
  MAX_REASON_LENGTH,
  MAX_SESSIONS_PER_CHANGE,
  USER_SEARCH_MIN_CHARACTERS,
} from "./admin-limits";
import { USER_ROLES } from "./auth";
import { timestampSchema } from "./timestamp";

const requiredText = (field: string, maximum: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(maximum, `${field} must be at most ${maximum} characters`);

const reasonSchema = requiredText("reason", MAX_REASON_LENGTH);
/** A user named by id or by email, as the adjustment and credit forms accept. */
const userIdentifierSchema = requiredText("userId", 320);
const emailSchema = z
  .string({ error: "email is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "email must be an email address" }));
/** An optional expiry: an ISO date-time, or null/absent for no expiry. */
const expiresAtSchema = z.iso
  .datetime({ offset: true, error: "expiresAt must be an ISO date and time" })
  .nullable()
  .optional();

// ---- Requests ----

export const userSearchQuerySchema = z.object({
  query: z
    .string({ error: "query is required" })
    .trim()
    .min(USER_SEARCH_MIN_CHARACTERS, `query must be at least ${USER_SEARCH_MIN_CHARACTERS} characters`)
    .max(320, "query must be at most 320 characters"),
});

export const userIdQuerySchema = z.object({ userId: userIdentifierSchema });

export const adjustSessionsRequestSchema = z.object({
  userId: userIdentifierSchema,
  adjustment: z
    .number({ error: "adjustment must be a whole number" })
    .int("adjustment must be a whole number")
    .refine((value) => value !== 0, "adjustment must not be zero")
    .refine(
      (value) => Math.abs(value) <= MAX_SESSIONS_PER_CHANGE,
      `adjustment must be between -${MAX_SESSIONS_PER_CHANGE} and ${MAX_SESSIONS_PER_CHANGE}`,
    ),
  reason: reasonSchema,
});
export type AdjustSessionsRequest = z.infer<typeof adjustSessionsRequestSchema>;

export const applyCreditRequestSchema = z.object({
  userId: userIdentifierSchema,
  sessions: z
    .number({ error: "sessions must be a whole number" })
    .int("sessions must be a whole number")
    .min(1, "sessions must be at least 1")
    .max(MAX_SESSIONS_PER_CHANGE, `sessions must be at most ${MAX_SESSIONS_PER_CHANGE}`),
  reason: reasonSchema,
});
export type ApplyCreditRequest = z.infer<typeof applyCreditRequestSchema>;

export const resetSessionsRequestSchema = z.object({ userId: userIdentifierSchema, reason: reasonSchema });
export type ResetSessionsRequest = z.infer<typeof resetSessionsRequestSchema>;

export const testUserModeRequestSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
});
export type TestUserModeRequest = z.infer<typeof testUserModeRequestSchema>;

export const whitelistAddRequestSchema = z.object({
  email: emailSchema,
  reason: reasonSchema,
  expiresAt: expiresAtSchema,
});
export type WhitelistAddRequest = z.infer<typeof whitelistAddRequestSchema>;

export const whitelistEmailParamsSchema = z.object({ email: emailSchema });

export const grantTestUserRequestSchema = z.object({ reason: reasonSchema, expiresAt: expiresAtSchema });
export type GrantTestUserRequest = z.infer<typeof grantTestUserRequestSchema>;

export const revokeTestUserRequestSchema = z.object({ reason: reasonSchema });
export type RevokeTestUserRequest = z.infer<typeof revokeTestUserRequestSchema>;

export const userIdParamsSchema = z.object({ id: requiredText("id", 200) });

export const adminActionsQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number" })
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a whole number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be at least 1")
    .max(ADMIN_ACTIONS_MAX_PAGE_SIZE, `pageSize must be at most ${ADMIN_ACTIONS_MAX_PAGE_SIZE}`)
    .default(ADMIN_ACTIONS_PAGE_SIZE),
});

// ---- Responses ----

/** Admin user (section 3). */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(USER_ROLES),
  createdAt: timestampSchema,
  isTestUser: z.boolean(),
  testUserExpiresAt: timestampSchema.nullable(),
  subscription: z.object({ planName: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/** Admin subscription row (section 3), in the spec's snake_case. */
export const adminSubscriptionRowSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  plan_name: z.string(),
  status: z.string(),
  current_month_sessions: z.number().int(),
  monthly_session_limit: z.number().int(),
  created_at: timestampSchema,
  current_period_start: timestampSchema,
  current_period_end: timestampSchema.nullable(),
  lemonsqueezy_subscription_id: z.string().nullable(),
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;

export const adminSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(adminSubscriptionRowSchema),
  totals: z.object({ total: z.number().int(), active: z.number().int(), cancelled: z.number().int() }),
});
export type AdminSubscriptionsResponse = z.infer<typeof adminSubscriptionsResponseSchema>;

/** GET /api/admin/user-subscription: the user's subscription, or null when they have none. */
export const userSubscriptionResponseSchema = z.object({
  user: adminUserSchema,
  subscription: adminSubscriptionRowSchema.nullable(),
});
export type UserSubscriptionResponse = z.infer<typeof userSubscriptionResponseSchema>;

/** User analytics (section 3; definitions in docs/decisions/016-support-portal.md). */
export const userAnalyticsSchema = z.object({
  totalApiCalls: z.number().int(),
  /** USD. */
  totalCost: z.number(),
  /** Sessions charged to the user's allowances by tutor conversations. */
  completedSessions: z.number().int(),
  /** Minutes of activity in tutor conversations, idle gaps not counted. */
  studyTime: z.number(),
  /** Successful calls / calls, from 0 to 1; null (shown N/A) without calls. */
  successRate: z.number().nullable(),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;

/** The answer of adjust-sessions, apply-credit and reset-sessions: the row after the change. */
export const sessionsChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: adminSubscriptionRowSchema,
});
export type SessionsChangeResponse = z.infer<typeof sessionsChangeResponseSchema>;

export const testUserModeResponseSchema = z.object({ enabled: z.boolean() });
export type TestUserModeResponse = z.infer<typeof testUserModeResponseSchema>;

/**
 * Whether a whitelisted address has an account: none yet, one whose email is not verified, or a
 * verified one. Only a verified account gets the whitelist's test access.
 */
export const WHITELIST_ACCOUNT_STATES = ["none", "unverified", "verified"] as const;
export type WhitelistAccountState = (typeof WHITELIST_ACCOUNT_STATES)[number];

/** Test user whitelist entry (section 3), with its optional expiry. */
export const whitelistEntrySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  reason: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema.nullable(),
  account: z.enum(WHITELIST_ACCOUNT_STATES),
});
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;
export const whitelistResponseSchema = z.array(whitelistEntrySchema);

/** The answer of grant-test-user and revoke-test-user: the user after the change. */
export const testUserChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: adminUserSchema,
});
export type TestUserChangeResponse = z.infer<typeof testUserChangeResponseSchema>;

/** DELETE /api/admin/test-user-whitelist/:email: the address is off the list. */
export const whitelistRemoveResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type WhitelistRemoveResponse = z.infer<typeof whitelistRemoveResponseSchema>;

/** Admin action log entry (section 3): userEmail and userId are the one who acted. */
export const adminActionEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  details: z.string(),
  timestamp: timestampSchema,
  userEmail: z.string(),
  userId: z.string().nullable(),
  targetUserId: z.string().nullable(),
  targetEmail: z.string().nullable(),
});
export type AdminActionEntry = z.infer<typeof adminActionEntrySchema>;

export const adminActionsPageSchema = z.object({
  actions: z.array(adminActionEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminActionsPage = z.infer<typeof adminActionsPageSchema>;
