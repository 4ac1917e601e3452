import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  DATABASE_KINDS,
  jsonHeaders,
  signUp,
  type TestApp,
  userByEmail,
} from "../../../test/app-harness";
import { adminActions, subscriptions, user } from "../db/schema";

const DAY = 24 * 60 * 60 * 1000;

/**
 * A calendar month after a moment, as the database counts it: the same day of the next month, or
 * that month's last day when it is shorter (31 October is followed by 30 November).
 */
function oneMonthAfter(moment: Date): number {
  const next = new Date(moment);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(moment.getUTCDate(), lastDay));
  return next.getTime();
}

// Payments off (no LEMONSQUEEZY_* variable): every paid plan is one support linked by hand.
describe.each(DATABASE_KINDS)("plans linked by hand on %s", (databaseKind) => {
  let harness: TestApp;
  let admin: { cookie: string; email: string };

  beforeAll(async () => {
    harness = await createTestApp({ database: databaseKind });
    admin = await signUp(harness.app, { email: `support-${Date.now()}@example.com` });
    await harness.database.db.update(user).set({ role: "admin" }).where(eq(user.email, admin.email));
  });
  afterAll(() => harness.close());

  const link = (payload: Record<string, unknown>) =>
    harness.app.inject({
      method: "POST",
      url: "/api/admin/link-subscription",
      headers: jsonHeaders(admin.cookie),
      payload,
    });
  const status = async (cookie: string) =>
    (await harness.app.inject({ url: "/api/subscription/status", headers: { cookie } })).json();
  const solve = (cookie: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: {
        level: "high-school",
        problem: "A ball is dropped from 20 m. How fast is it going at the ground?",
      },
    });
  const newStudent = async () => {
    const { cookie, email } = await signUp(harness.app);
    return { cookie, email, id: (await userByEmail(harness, email)).id };
  };
  /** Moves every date of the student's plan back, as if that much time had passed. */
  const timePasses = (userId: string, interval: string) =>
    harness.database.db
      .update(subscriptions)
      .set({
        handLinkedSince: sql`${subscriptions.handLinkedSince} - ${interval}::interval`,
        handLinkedUntil: sql`${subscriptions.handLinkedUntil} - ${interval}::interval`,
        currentPeriodStart: sql`${subscriptions.currentPeriodStart} - ${interval}::interval`,
        currentPeriodEnd: sql`${subscriptions.currentPeriodEnd} - ${interval}::interval`,
      })
      .where(eq(subscriptions.userId, userId));
  /** Moves the plan's start back to a day of the month from the 2nd to the 20th (see the test). */
  const startsOnAnEvenDay = async (userId: string) => {
    const since = (await planRow(userId)).handLinkedSince as Date;
    const day = since.getUTCDate();
    const previousMonthDays = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 0)).getUTCDate();
    const back = day > 20 ? day - 20 : day === 1 ? previousMonthDays - 19 : 0;
    const start = sql`${subscriptions.handLinkedSince} - ${`${back} days`}::interval`;
    await harness.database.db
      .update(subscriptions)
      .set({
        handLinkedSince: start,
        handLinkedUntil: sql`${start} + interval '3 months'`,
        currentPeriodStart: start,
        currentPeriodEnd: sql`${start} + interval '1 month'`,
      })
      .where(eq(subscriptions.userId, userId));
  };
  const planRow = async (userId: string) =>
    (await harness.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

  it("runs a three-month plan: the allowance starts again each month, then the plan ends", async () => {
    const student = await newStudent();
    const linked = await link({ userEmail: student.email, planName: "Base Plan", months: 3 });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().message).toMatch(
      new RegExp(`^Base Plan linked to ${student.email} until \\w+ \\d+, \\d{4}$`),
    );

    const first = await status(student.cookie);
    expect(first.subscription).toMatchObject({
      planName: "Base Plan",
      status: "active",
      handLinked: true,
      nextBillingDate: null,
      monthlySessionLimit: 100,
    });
    const end = new Date(first.subscription.endsAt).getTime();
    expect(end - Date.now()).toBeGreaterThan(88 * DAY);
    expect(end - Date.now()).toBeLessThan(93 * DAY);
    const reset = new Date(first.subscription.allowanceResetsOn).getTime();
    expect(reset - Date.now()).toBeGreaterThan(27 * DAY);
    expect(reset - Date.now()).toBeLessThan(32 * DAY);

    expect((await solve(student.cookie)).statusCode).toBe(200);
    await harness.database.db
      .update(subscriptions)
      .set({ currentMonthSessions: 100 })
      .where(eq(subscriptions.userId, student.id));
    const refused = await solve(student.cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe("SESSION_LIMIT_REACHED");

    // Months are counted in the calendar, and months differ in length: moved back by months from
    // the 1st or from past the 20th, the plan's dates would not stay months apart. Its start is
    // put on a day from the 2nd to the 20th, and its dates counted again from there.
    await startsOnAnEvenDay(student.id);
    // A month and a day later: a new month of the plan, counted from the day it was linked.
    await timePasses(student.id, "1 month 1 day");
    const answered = await solve(student.cookie);
    expect(answered.statusCode).toBe(200);
    const second = await planRow(student.id);
    expect(second.currentMonthSessions).toBe(1);
    expect(second.currentPeriodStart.getTime()).toBe(oneMonthAfter(second.handLinkedSince as Date));
    const secondStatus = await status(student.cookie);
    expect(secondStatus.subscription).toMatchObject({ status: "active", currentMonthSessions: 1 });
    expect(new Date(secondStatus.subscription.allowanceResetsOn).getTime()).toBeGreaterThan(Date.now());

    // The third month: the status alone (no tutor call) shows the new month.
    await timePasses(student.id, "1 month");
    const third = await status(student.cookie);
    expect(third.subscription).toMatchObject({
      status: "active",
      currentMonthSessions: 0,
      monthlySessionLimit: 100,
    });
    // Its last month ends with the plan, so nothing is said to start again.
    expect(third.subscription.allowanceResetsOn).toBeNull();
    expect(third.subscription.currentPeriodEnd).toBe(third.subscription.endsAt);

    // After the end: no plan to use, and nothing says it renews.
    await timePasses(student.id, "1 month 1 day");
    const ended = await status(student.cookie);
    expect(ended.subscription).toMatchObject({
      status: "expired",
      usable: false,
      nextBillingDate: null,
      allowanceResetsOn: null,
      endsAt: null,
    });
    expect(ended.features).toEqual([]);
    expect(ended.sessionInfo.hasAvailableSessions).toBe(false);
    const afterEnd = await solve(student.cookie);
    expect(afterEnd.statusCode).toBe(402);
    expect(afterEnd.json().code).toBe("SUBSCRIPTION_ENDED");
    const usage = await harness.app.inject({
      url: "/api/subscription/usage",
      headers: { cookie: student.cookie },
    });
    expect(usage.statusCode).toBe(403);
  });

  it("ends a plan on the last day support chose, that day included", async () => {
    const student = await newStudent();
    const lastDay = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10);
    const linked = await link({ userEmail: student.email, planName: "Premium Plan", endsOn: lastDay });
    expect(linked.statusCode).toBe(200);
    const { subscription } = await status(student.cookie);
    expect(subscription.endsAt).toBe(
      new Date(new Date(`${lastDay}T00:00:00Z`).getTime() + DAY).toISOString(),
    );
    expect(subscription.monthlySessionLimit).toBe(200);
    const [audit] = await harness.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetUserId, student.id));
    expect(audit.details).toMatch(/^Linked Premium Plan to .* until \w+ \d+, \d{4}$/);
  });

  it("refuses a length it cannot keep, naming the field", async () => {
    const student = await newStudent();
    const cases: [Record<string, unknown>, string][] = [
      [{ months: 0 }, "months: must be a whole number of months, 1 to 36"],
      [{ months: 37 }, "months: must be a whole number of months, 1 to 36"],
      [{ months: 1.5 }, "months: must be a whole number of months, 1 to 36"],
      [{ endsOn: "2020-01-01" }, "endsOn: must be today or a later day"],
      [{ endsOn: "next week" }, "endsOn: must be a date, YYYY-MM-DD"],
      [
        { months: 2, endsOn: "2099-01-01" },
        "endsOn: give the plan's length in months or its last day, not both",
      ],
      [
        { months: 2, lemonSqueezySubscriptionId: "123" },
        "months: a plan linked to a Lemon Squeezy subscription follows the subscription's own dates; leave the length out",
      ],
    ];
    for (const [length, message] of cases) {
      const refused = await link({ userEmail: student.email, planName: "Base Plan", ...length });
      expect(refused.statusCode, JSON.stringify(length)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await status(student.cookie)).subscription).toBeNull();
  });

  it("lets the student cancel a plan support gave, keep it to the month's end, or resume it", async () => {
    const student = await newStudent();
    await link({ userEmail: student.email, planName: "Base Plan", months: 6 });
    const change = (what: "cancel" | "resume") =>
      harness.app.inject({
        method: "POST",
        url: `/api/billing/${what}`,
        headers: jsonHeaders(student.cookie),
      });
    const before = (await status(student.cookie)).subscription;

    const cancelled = await change("cancel");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ done: true, url: null });
    expect(cancelled.json().message).toMatch(
      /^Your Base Plan is cancelled\. You keep it until \w+ \d+, \d{4}; its sessions do not start again after that\.$/,
    );
    const after = (await status(student.cookie)).subscription;
    expect(after).toMatchObject({
      status: "cancelled",
      usable: true,
      allowanceResetsOn: null,
      endsAt: before.currentPeriodEnd,
    });
    const [audit] = await harness.database.db
      .select()
      .from(adminActions)
      .where(sql`${adminActions.targetUserId} = ${student.id} and ${adminActions.action} = 'plan-cancelled'`);
    expect(audit.adminEmail).toBe(student.email);

    const resumed = await change("resume");
    expect(resumed.json().message).toBe("Your Base Plan is resumed and runs to the end support set.");
    expect((await status(student.cookie)).subscription).toMatchObject({
      status: "active",
      endsAt: before.endsAt,
      allowanceResetsOn: before.allowanceResetsOn,
    });

    // Cancelled again, the plan is not renewed when its month is over: it has ended.
    await change("cancel");
    await timePasses(student.id, "1 month 1 day");
    const ended = await status(student.cookie);
    expect(ended.subscription).toMatchObject({ status: "expired", usable: false });
    expect((await solve(student.cookie)).json().code).toBe("SUBSCRIPTION_ENDED");
    expect((await change("resume")).json().code).toBe("NO_PLAN_TO_CHANGE");
  });

  it("gives a plan linked without a length one month, then ends it", async () => {
    const student = await newStudent();
    expect((await link({ userEmail: student.email, planName: "Base Plan" })).statusCode).toBe(200);
    const { subscription } = await status(student.cookie);
    expect(subscription.allowanceResetsOn).toBeNull();
    expect(subscription.endsAt).toBe(subscription.currentPeriodEnd);
    await timePasses(student.id, "1 month 1 day");
    expect((await status(student.cookie)).subscription.status).toBe("expired");
  });
});
