/**
 * Which allowances may be used for tutoring (ARCHITECTURE.md section 4), as SQL conditions shared
 * by metering and the status: subscriptions that are active, on trial or past due, and cancelled
 * ones until the end of their paid period, a hand-linked plan only until the end support set; and
 * test-user access while the global switch is on.
 */
import { sql } from "drizzle-orm";
import { TEST_USER_SESSIONS } from "../../contracts/plans";
import { settings, subscriptions, testUserWhitelist, user } from "../db/schema";

export const USABLE_SUBSCRIPTION = sql`((${subscriptions.status} in ('active', 'on_trial', 'past_due')
  or (${subscriptions.status} = 'cancelled' and ${subscriptions.currentPeriodEnd} > now()))
  and (${subscriptions.handLinkedUntil} is null or ${subscriptions.handLinkedUntil} > now()))`;

/**
 * Whether the subscription's current period is still running. A hand-linked plan whose month is
 * over must be renewed (renew-hand-linked-plans.ts) before a session is taken from it, or the
 * charge would count against the period that ended.
 */
export const CURRENT_PERIOD_RUNNING = sql`(${subscriptions.handLinkedSince} is null
  or ${subscriptions.currentPeriodEnd} > now())`;

/** Whether the plan was linked by hand and ended at the end support set. */
export const HAND_LINKED_PLAN_ENDED = sql`coalesce(${subscriptions.handLinkedUntil} <= now(), false)`;

/** The settings key of the global test-user switch (a JSON boolean; off when absent). */
export const TEST_USER_MODE_KEY = "test_user_mode";

/**
 * Whether the user row in scope has test access now: the global switch is on, and the user was
 * granted test access or their email is whitelisted, without a past expiry. The whitelist counts
 * only for a verified email: anyone may sign up with an address that is listed and not yet taken.
 */
export const HAS_TEST_ACCESS = sql`(exists (select 1 from ${settings}
    where ${settings.key} = ${TEST_USER_MODE_KEY} and ${settings.value} = 'true'::jsonb)
  and ((${user.isTestUser} and (${user.testUserExpiresAt} is null or ${user.testUserExpiresAt} > now()))
    or (${user.emailVerified} and exists (select 1 from ${testUserWhitelist}
      where ${testUserWhitelist.email} = lower(${user.email})
        and (${testUserWhitelist.expiresAt} is null or ${testUserWhitelist.expiresAt} > now())))))`;

/** Test access with sessions left. */
export const TEST_ACCESS_AVAILABLE = sql`(${HAS_TEST_ACCESS} and ${user.testSessionsUsed} < ${TEST_USER_SESSIONS})`;
