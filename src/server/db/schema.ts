/**
 * The database schema (Drizzle). Sign-in tables follow better-auth's model names
 * (user, session, account, verification, rateLimit); the rest are the product's own.
 */

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * What a session charge was taken from, so the refund gives it back to the same place: taken by
 * subscription/charge-session.ts and kept in a conversation's pending_charge while its turn runs.
 */
export type SessionCharge =
  | { source: "test-access"; userId: string }
  | { source: "subscription"; userId: string; periodStart: string };

export const ROLES = ["user", "developer", "admin"] as const;
export type Role = (typeof ROLES)[number];

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---- Sign-in (better-auth) ----

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role").$type<Role>().notNull().default("user"),
  isTestUser: boolean("is_test_user").notNull().default(false),
  testUserExpiresAt: timestamp("test_user_expires_at", { withTimezone: true }),
  /** Sessions used of the test-user allowance (TEST_USER_SESSIONS in total). */
  testSessionsUsed: integer("test_sessions_used").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** Rate-limit buckets shared by every app process (sign-in attempts, uploads). */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---- Plans and subscriptions ----

export const plans = pgTable("plans", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  sessionLimit: integer("session_limit").notNull(),
  priceCents: integer("price_cents").notNull(),
  /** "total" for the free trial (never resets), "month" for paid plans. */
  allowancePeriod: text("allowance_period").$type<"total" | "month">().notNull(),
  paymentVariantId: text("payment_variant_id"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planName: text("plan_name").notNull(),
    status: text("status").notNull().default("active"),
    currentMonthSessions: integer("current_month_sessions").notNull().default(0),
    monthlySessionLimit: integer("monthly_session_limit").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    lemonsqueezySubscriptionId: text("lemonsqueezy_subscription_id"),
    lemonsqueezyCustomerId: text("lemonsqueezy_customer_id"),
    lemonsqueezyVariantId: text("lemonsqueezy_variant_id"),
    /** A plan change made during a period: it becomes planName at the next renewal. */
    pendingPlanName: text("pending_plan_name"),
    /** The provider's updated_at of the last state applied, so older deliveries change nothing. */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    /**
     * A plan linked by hand (no provider subscription): the start of its term, from which its
     * monthly periods are counted (start + n months, so no day drifts), and the end support set.
     * Null for the trial and for plans the payment provider renews.
     */
    handLinkedSince: timestamp("hand_linked_since", { withTimezone: true }),
    handLinkedUntil: timestamp("hand_linked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("subscriptions_user_id_idx").on(table.userId),
    uniqueIndex("subscriptions_lemonsqueezy_idx").on(table.lemonsqueezySubscriptionId),
    check("subscriptions_sessions_nonnegative", sql`${table.currentMonthSessions} >= 0`),
  ],
);

// ---- Tutor conversations ----

export const tutorSessions = pgTable(
  "tutor_sessions",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    mode: text("mode").notNull(),
    topic: text("topic").notNull().default("Physics"),
    level: text("level").notNull(),
    userMessageCount: integer("user_message_count").notNull().default(0),
    chargedSessions: integer("charged_sessions").notNull().default(0),
    /** Set while a turn is being answered, so a conversation answers one message at a time. */
    turnStartedAt: timestamp("turn_started_at", { withTimezone: true }),
    /**
     * The session charged for the running turn, until its reply is stored or the charge given
     * back; a turn left with one after its process died is refunded by refund-abandoned-turns.ts.
     */
    pendingCharge: jsonb("pending_charge").$type<SessionCharge>(),
    completed: boolean("completed").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("tutor_sessions_user_id_idx").on(table.userId)],
);

export const tutorMessages = pgTable(
  "tutor_messages",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => tutorSessions.id, { onDelete: "cascade" }),
    role: text("role").$type<"user" | "assistant">().notNull(),
    content: text("content").notNull(),
    /** The engine's check of the reply: verified, disagrees or not-checked, with details. */
    verification: jsonb("verification"),
    createdAt: createdAt(),
  },
  (table) => [index("tutor_messages_session_id_idx").on(table.sessionId)],
);

export const learnerMemory = pgTable("learner_memory", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  userLevel: text("user_level"),
  preferredMode: text("preferred_mode"),
  confidenceRating: integer("confidence_rating").notNull().default(3),
  topicsPractised: jsonb("topics_practised").$type<string[]>().notNull().default([]),
  topicsMastered: jsonb("topics_mastered").$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

// ---- Operations ----

export const apiUsage = pgTable(
  "api_usage",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    endpoint: text("endpoint").notNull(),
    model: text("model").notNull(),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    latencyMs: integer("latency_ms").notNull().default(0),
    costUsd: numeric("cost_usd", { precision: 14, scale: 6 }).notNull().default("0"),
    success: boolean("success").notNull().default(true),
    /** Made from a debug page by a developer or admin: recorded for tracking, never charged. */
    debug: boolean("debug").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("api_usage_user_id_idx").on(table.userId, table.createdAt),
    // The daily statistics of all users read a span of days across every user.
    index("api_usage_created_at_idx").on(table.createdAt),
  ],
);

export const adminActions = pgTable(
  "admin_actions",
  {
    id: serial("id").primaryKey(),
    adminUserId: text("admin_user_id").references(() => user.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    details: text("details").notNull(),
    targetUserId: text("target_user_id"),
    createdAt: createdAt(),
  },
  (table) => [index("admin_actions_created_at_idx").on(table.createdAt)],
);

/**
 * Every Lemon Squeezy webhook delivery that passed its signature check, kept whatever its outcome:
 * "applied", "stale" (older than the state already applied), "recorded" (nothing to change),
 * "unmatched" (no student found: listed for support until linked) or "linked".
 */
export const billingEvents = pgTable(
  "billing_events",
  {
    id: serial("id").primaryKey(),
    /** meta.webhook_id: the same delivery sent twice is applied once. */
    webhookId: text("webhook_id").unique(),
    eventName: text("event_name").notNull(),
    lemonsqueezySubscriptionId: text("lemonsqueezy_subscription_id"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    customerEmail: text("customer_email"),
    planName: text("plan_name"),
    outcome: text("outcome").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("billing_events_subscription_idx").on(table.lemonsqueezySubscriptionId),
    index("billing_events_outcome_idx").on(table.outcome, table.receivedAt),
  ],
);

/** What a paying student sent to priority support, kept so they can see what they sent. */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The address the request was sent to (the priority mailbox at the time). */
    sentTo: text("sent_to").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("support_requests_user_idx").on(table.userId, table.createdAt)],
);

export const testUserWhitelist = pgTable("test_user_whitelist", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  reason: text("reason").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/** Problems the bank generated for students, so a problem pasted back into the tutor is recognised. */
export const generatedProblems = pgTable(
  "generated_problems",
  {
    id: text("id").primaryKey(),
    contentHash: text("content_hash").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("generated_problems_content_hash_idx").on(table.contentHash)],
);

/**
 * Book source files (OpenStax CNXML and collections) by "{owner}/{repository}/{commit}/{path}":
 * pinned to a commit, a file never changes, so one fetch serves every later import.
 */
export const textbookSourceCache = pgTable("textbook_source_cache", {
  sourceKey: text("source_key").primaryKey(),
  content: text("content").notNull(),
  createdAt: createdAt(),
});
