/**
 * A plan linked by hand (support's linking tool, and every paid plan when payments are off) has no
 * payment provider to renew it, so Vector keeps its calendar itself (docs/decisions/036): its
 * periods are whole months counted from the start of its term (start + n months, so the 31st
 * stays the 31st where a month has one), the last one cut short at the end support set. When a
 * period is over, the next one starts with the count at 0 and the plan's own allowance; at its
 * end the plan simply stops being usable (usable-subscription.ts), and its status reads "expired".
 *
 * Nothing runs on a timer: the renewal is one conditional UPDATE applied when the plan is looked
 * at (the status, a refused charge, support's lists). Its WHERE holds only while the period is
 * over, so concurrent callers renew it once, and a charge taken in the old period is not refunded
 * into the new one (charge-session.ts compares the period start).
 */
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";

/** Renews the hand-linked plans whose period is over (one student's, or all); returns how many. */
export async function renewHandLinkedPlans(db: Database, scope: { userId?: string } = {}): Promise<number> {
  const whose = scope.userId ? sql`and s.user_id = ${scope.userId}` : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with due as (
        select s.id, s.hand_linked_since as since, s.hand_linked_until as until,
          -- The number of whole months of the term that have begun by now.
          (select max(k) from generate_series(0,
              (extract(year from age(now(), s.hand_linked_since)) * 12
                + extract(month from age(now(), s.hand_linked_since)))::int + 1) as k
            where s.hand_linked_since + k * interval '1 month' <= now()) as months
        from subscriptions s
        where s.status = 'active'
          and s.lemonsqueezy_subscription_id is null
          and s.hand_linked_since is not null
          and s.hand_linked_until > now()
          and s.current_period_end <= now()
          ${whose}
      )
      update subscriptions set
        current_month_sessions = 0,
        monthly_session_limit = coalesce(
          (select p.session_limit from plans p where p.name = subscriptions.plan_name),
          subscriptions.monthly_session_limit),
        current_period_start = due.since + due.months * interval '1 month',
        current_period_end = least(due.since + (due.months + 1) * interval '1 month', due.until),
        updated_at = now()
      from due
      where subscriptions.id = due.id
        -- Checked again on the row as it is now: a concurrent renewal has already moved it on.
        and subscriptions.current_period_end <= now()
        and subscriptions.status = 'active'
      returning subscriptions.id`,
  );
  return rows.length;
}
