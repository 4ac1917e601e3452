/**
 * Which subscription rows may be used for tutoring: active ones, and cancelled ones until the end
 * of their paid period (ARCHITECTURE.md section 4).
 */
import { sql } from "drizzle-orm";
import { subscriptions } from "../db/schema";

export const USABLE_SUBSCRIPTION = sql`(${subscriptions.status} in ('active', 'on_trial', 'past_due')
  or (${subscriptions.status} = 'cancelled' and ${subscriptions.currentPeriodEnd} > now()))`;

export const FREE_TRIAL_PLAN = "Free Trial";
export const FREE_TRIAL_SESSIONS = 6;
