/**
 * Replies of the paid plans' own calls (docs/decisions/015-paid-plan-features.md): the
 * conversations kept on the account (Session History), the student's usage by mode and week
 * (Usage Analytics) and the priority support contact. Without the plan feature each answers 403
 * PLAN_FEATURE_REQUIRED, naming the feature.
 */
import { z } from "zod";
import { timestampSchema } from "./timestamp";

/** Conversations of Session History per page. */
export const HISTORY_PAGE_SIZE = 20;

// ---- Requests ----

/** GET /api/history/conversations query */
export const conversationPageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** GET /api/history/conversations/:id */
export const conversationParamsSchema = z.object({
  id: z.string().uuid({ error: "id: must be a conversation id" }),
});

// ---- Responses ----

/** One conversation of the list, newest activity first. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  mode: z.string(),
  level: z.string(),
  topic: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** The start of the student's first message; null before one is stored. */
  firstMessage: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/history/conversations?page=N */
export const conversationPageSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** GET /api/history/conversations/:id: one conversation with its messages in order. */
export const conversationDetailSchema = z.object({
  id: z.string(),
  mode: z.string(),
  level: z.string(),
  topic: z.string(),
  createdAt: timestampSchema,
  messages: z.array(
    z.object({
      role: z.enum(["user", "assistant"]),
      content: z.string(),
      /** The check of a tutor reply as it was stored (the tutor contract's verificationSchema); null for the student's. */
      verification: z.unknown(),
      createdAt: timestampSchema,
    }),
  ),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** GET /api/subscription/usage: sessions this billing period by mode, and over the last 8 weeks. */
export const usageAnalyticsSchema = z.object({
  periodStart: timestampSchema,
  byMode: z.array(
    z.object({ mode: z.string(), conversations: z.number().int(), sessions: z.number().int() }),
  ),
  byWeek: z.array(
    z.object({ weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), sessions: z.number().int() }),
  ),
});
export type UsageAnalytics = z.infer<typeof usageAnalyticsSchema>;

/** GET /api/support/priority-contact */
export const priorityContactSchema = z.object({ email: z.string(), responseTime: z.string() });
export type PriorityContact = z.infer<typeof priorityContactSchema>;

/** Longest subject and message of a priority support request (the form and the server read these). */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;

/** POST /api/support/priority-requests */
export const priorityRequestSchema = z.strictObject({
  subject: z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "Please write a subject" })
    .max(SUPPORT_SUBJECT_MAX, { error: `must be at most ${SUPPORT_SUBJECT_MAX} characters` }),
  message: z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "Please write your message" })
    .max(SUPPORT_MESSAGE_MAX, { error: `must be at most ${SUPPORT_MESSAGE_MAX} characters` }),
});
export type PriorityRequest = z.infer<typeof priorityRequestSchema>;

/** One request the student sent to priority support. */
export const sentPriorityRequestSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  sentTo: z.string(),
  createdAt: timestampSchema,
});
export type SentPriorityRequest = z.infer<typeof sentPriorityRequestSchema>;

/** GET /api/support/priority-requests: the student's own requests, newest first. */
export const sentPriorityRequestListSchema = z.object({ requests: z.array(sentPriorityRequestSchema) });
export type SentPriorityRequestList = z.infer<typeof sentPriorityRequestListSchema>;
