/**
 * The tracking dashboard's calls (accounts-and-business.md section 7, Tracking), for developers
 * and admins: users, learner memory, API usage, user analytics, daily statistics and a user's
 * stored conversations.
 */
import { z } from "zod";
import { type AdminUser, adminUserSchema } from "./admin";
import {
  API_USAGE_MAX_PAGE_SIZE,
  API_USAGE_PAGE_SIZE,
  DAILY_STATS_DEFAULT_DAYS,
  DAILY_STATS_MAX_DAYS,
} from "./tracking-limits";

export const trackingUsersQuerySchema = z.object({
  /** Part of an email or a name, or the start of a user id; shorter than 3 characters lists the newest users. */
  search: z.string().trim().max(200).default(""),
});

/**
 * The user selector's rows: only what the selector shows (name, email, role and plan), not the
 * support portal's whole user (test-user status, dates), which developers have no need to read.
 */
export const trackingUserSchema = adminUserSchema
  .pick({ id: true, email: true, displayName: true, role: true, subscription: true })
  .strict();
export type TrackingUser = z.infer<typeof trackingUserSchema>;
export const trackingUserListSchema = z.array(trackingUserSchema);

export const memoryDebugQuerySchema = z.object({ userId: z.string().min(1, "userId is required") });

/** One subtopic the tutor has seen the student practise, and whether they mastered it. */
export const subtopicMasterySchema = z.object({ subtopic: z.string(), mastered: z.boolean() });

/** The AI memory of a user (section 3); confidence is out of 5, 3 before any reply. */
export const learnerMemoryDebugSchema = z.object({
  userLevel: z.string().nullable(),
  preferredMode: z.string().nullable(),
  confidenceRating: z.number().int().min(1).max(5),
  topicsMastered: z.array(z.string()),
  topicsPractised: z.array(z.string()),
  /** Every subtopic practised, mastered ones first: the detail behind the mastered count. */
  mastery: z.array(subtopicMasterySchema),
  updatedAt: z.string().nullable(),
});
export type LearnerMemoryDebug = z.infer<typeof learnerMemoryDebugSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1, "id is required") });
export const threadParamsSchema = z.object({ userId: z.string().min(1, "userId is required") });

export const apiUsageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(API_USAGE_MAX_PAGE_SIZE).default(API_USAGE_PAGE_SIZE),
});

/** One recorded model call (section 3, API usage record). */
export const apiUsageRecordSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  model: z.string(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** Input plus output tokens. */
  tokens: z.number().int(),
  /** When the call was made. */
  time: z.string(),
  latencyMs: z.number().int(),
  /** USD, as text with 6 decimals so no digit is lost. */
  costUsd: z.string(),
  success: z.boolean(),
  /** Made from a debug page by a developer or admin: recorded, not charged. */
  debug: z.boolean(),
});
export type ApiUsageRecord = z.infer<typeof apiUsageRecordSchema>;

export const apiUsagePageSchema = z.object({
  records: z.array(apiUsageRecordSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ApiUsagePage = z.infer<typeof apiUsagePageSchema>;

/** Tracking analytics (section 3), the support portal's figures under the dashboard's names. */
export const trackingAnalyticsSchema = z.object({
  totalCalls: z.number().int(),
  /** USD. */
  totalCost: z.number(),
  sessions: z.number().int(),
  totalMinutes: z.number(),
  /** From 0 to 1; null (shown N/A) without calls. */
  successRate: z.number().nullable(),
});
export type TrackingAnalytics = z.infer<typeof trackingAnalyticsSchema>;

export const dailyStatsQuerySchema = z.object({
  /** One user's calls; all users' when absent. */
  userId: z.string().min(1).optional(),
  days: z.coerce.number().int().min(1).max(DAILY_STATS_MAX_DAYS).default(DAILY_STATS_DEFAULT_DAYS),
});

/** One UTC day of recorded model calls. */
export const dailyStatsRowSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  calls: z.number().int(),
  /** USD, as text with 6 decimals. */
  cost: z.string(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  p50LatencyMs: z.number(),
  p95LatencyMs: z.number(),
});
export type DailyStatsRow = z.infer<typeof dailyStatsRowSchema>;
/** The days that had calls, oldest first. */
export const dailyStatsSchema = z.array(dailyStatsRowSchema);

export const threadMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.string(),
});

/** One stored conversation of a user, with its messages in order. */
export const threadConversationSchema = z.object({
  id: z.string(),
  mode: z.string(),
  topic: z.string(),
  level: z.string(),
  createdAt: z.string(),
  messages: z.array(threadMessageSchema),
});
export type ThreadConversation = z.infer<typeof threadConversationSchema>;
export const threadSchema = z.object({
  userId: z.string(),
  conversations: z.array(threadConversationSchema),
});
export type Thread = z.infer<typeof threadSchema>;

/** A support-portal user narrowed to the selector's row. */
export function toTrackingUser(user: AdminUser): TrackingUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    subscription: user.subscription,
  };
}
