import { describe, expect, it } from "vitest";
import { PLANS } from "../../../contracts/plans";
import type { SubscriptionStatusResponse } from "../../../contracts/subscription";
import {
  allowanceText,
  featuresOfEveryPaidPlan,
  formatDate,
  percentUsed,
  planDates,
  planStage,
  plansIncluding,
  priceText,
  statusCardNote,
  statusLabel,
  USAGE_MESSAGES,
  usageLevel,
} from "./subscription-display";

type Subscription = NonNullable<SubscriptionStatusResponse["subscription"]>;

function subscription(overrides: Partial<Subscription>): Subscription {
  return {
    planName: "Base Plan",
    status: "active",
    currentMonthSessions: 0,
    monthlySessionLimit: 100,
    currentPeriodStart: "2027-01-01T00:00:00.000Z",
    currentPeriodEnd: "2027-02-01T00:00:00.000Z",
    nextBillingDate: "2027-02-01T00:00:00.000Z",
    handLinked: false,
    endsAt: null,
    allowanceResetsOn: "2027-02-01T00:00:00.000Z",
    lemonsqueezySubscriptionId: "1",
    pendingPlanName: null,
    isTrial: false,
    usable: true,
    ...overrides,
  };
}

describe("the usage bar's level", () => {
  it("reads plenty remaining up to and including 75 % used", () => {
    expect(usageLevel(percentUsed(0, 100))).toBe("plenty");
    expect(usageLevel(percentUsed(75, 100))).toBe("plenty");
    expect(USAGE_MESSAGES.plenty).toContain("plenty remaining");
  });

  it("warns above 75 % and up to 90 %", () => {
    expect(usageLevel(percentUsed(76, 100))).toBe("warning");
    expect(usageLevel(percentUsed(90, 100))).toBe("warning");
    expect(usageLevel(percentUsed(5, 6))).toBe("warning");
  });

  it("says sessions are low above 90 %, the whole allowance used included", () => {
    expect(usageLevel(percentUsed(91, 100))).toBe("low");
    expect(usageLevel(percentUsed(6, 6))).toBe("low");
    expect(usageLevel(percentUsed(0, 0))).toBe("low");
  });

  it("keeps the share between 0 and 100 when an adjustment leaves more used than allowed", () => {
    expect(percentUsed(120, 100)).toBe(100);
    expect(percentUsed(-3, 100)).toBe(0);
  });
});

describe("the status badge", () => {
  it("names every status the server sends", () => {
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("on_trial")).toBe("Free Trial");
    expect(statusLabel("past_due")).toBe("Past Due");
    expect(statusLabel("unpaid")).toBe("Unpaid");
    expect(statusLabel("paused")).toBe("Paused");
    expect(statusLabel("cancelled")).toBe("Cancelled");
    expect(statusLabel("expired")).toBe("Expired");
  });
});

describe("the plan stage", () => {
  it("tells no plan, the trial, a paid plan and an ended plan apart by status, not by sessions", () => {
    expect(planStage(null)).toBe("none");
    expect(planStage(subscription({ planName: "Free Trial", isTrial: true, currentMonthSessions: 6 }))).toBe(
      "trial",
    );
    expect(planStage(subscription({ currentMonthSessions: 100 }))).toBe("paid");
    expect(planStage(subscription({ status: "cancelled" }))).toBe("paid");
    expect(planStage(subscription({ status: "expired", usable: false }))).toBe("ended");
    expect(planStage(subscription({ planName: "Free Trial", isTrial: true, status: "expired" }))).toBe(
      "ended",
    );
  });
});

describe("plan texts", () => {
  it("prices and allowances come from the plan list", () => {
    const premium = PLANS.find((plan) => plan.name === "Premium Plan");
    const trial = PLANS.find((plan) => plan.name === "Free Trial");
    if (!premium || !trial) throw new Error("the plan list lost a plan");
    expect(priceText(premium)).toEqual({ amount: `$${premium.priceUsd}`, period: "/month" });
    expect(allowanceText(premium)).toBe(`${premium.sessions} sessions per month`);
    expect(priceText(trial).amount).toBe("Free");
    expect(allowanceText(trial)).toBe(`${trial.sessions} sessions in total`);
  });

  it("names the features every paid plan includes", () => {
    expect(featuresOfEveryPaidPlan()).toBe("Session History, Usage Analytics and Priority Support");
  });

  it("names the plans that include a feature", () => {
    expect(plansIncluding("session-history")).toBe("Base Plan, Premium Plan and Premium Plus");
    expect(plansIncluding("extended-problem-library")).toBe("Premium Plan and Premium Plus");
  });
});

describe("the dates My Subscription states", () => {
  const reset = "2027-02-01T12:00:00.000Z";
  const end = "2027-04-01T12:00:00.000Z";

  it("a plan support linked: when its sessions start again and when it ends, never a renewal", () => {
    const linked = subscription({
      handLinked: true,
      lemonsqueezySubscriptionId: null,
      nextBillingDate: null,
      allowanceResetsOn: reset,
      endsAt: end,
    });
    expect(planDates(linked, "paid")).toEqual([
      { term: "Sessions start again on", value: formatDate(reset) },
      { term: "Ends on", value: formatDate(end) },
    ]);
    expect(statusCardNote("paid", linked, null, true)).toBe(
      `Sessions renew on ${formatDate(reset)}. Your plan ends on ${formatDate(end)}.`,
    );
    const lastMonth = subscription({ ...linked, allowanceResetsOn: null });
    expect(planDates(lastMonth, "paid")).toEqual([{ term: "Ends on", value: formatDate(end) }]);
  });

  it("a store-billed plan renews on its billing date; a past-due one whose date passed says the payment is due", () => {
    expect(planDates(subscription({ nextBillingDate: reset }), "paid")).toEqual([
      { term: "Renews on", value: formatDate(reset) },
    ]);
    const pastDue = subscription({ status: "past_due", nextBillingDate: null, currentPeriodEnd: reset });
    expect(planDates(pastDue, "paid")).toEqual([{ term: "Payment due since", value: formatDate(reset) }]);
    expect(planDates(pastDue, "paid").some((line) => line.term === "Renews on")).toBe(false);
  });

  it("a cancelled plan ends on its period's end, an ended one ended, a trial states no date", () => {
    const cancelled = subscription({ status: "cancelled", nextBillingDate: null, endsAt: end });
    expect(planDates(cancelled, "paid")).toEqual([{ term: "Ends on", value: formatDate(end) }]);
    const expired = subscription({ status: "expired", nextBillingDate: null, currentPeriodEnd: end });
    expect(planDates(expired, "ended")).toEqual([{ term: "Ended on", value: formatDate(end) }]);
    expect(planDates(subscription({ planName: "Free Trial", isTrial: true }), "trial")).toEqual([]);
  });
});

describe("the status card's note", () => {
  const renewal = "2027-02-01T12:00:00.000Z";
  const renewalWritten = formatDate(renewal);

  it("a trial's sessions do not renew, before and after the limit", () => {
    const trial = subscription({ planName: "Free Trial", isTrial: true, nextBillingDate: null });
    expect(statusCardNote("trial", trial, null, true)).toBe("Trial sessions do not renew.");
    expect(statusCardNote("trial", trial, null, false)).toBe(
      "Session limit reached for your free trial. Trial sessions do not renew.",
    );
  });

  it("a paid plan's sessions renew on its billing date, the limit included", () => {
    const paid = subscription({ nextBillingDate: renewal, allowanceResetsOn: renewal });
    expect(statusCardNote("paid", paid, null, true)).toBe(`Sessions renew on ${renewalWritten}.`);
    expect(statusCardNote("paid", paid, null, false)).toBe(
      `Session limit reached for this month. Sessions renew on ${renewalWritten}.`,
    );
  });

  it("a cancelled plan says when it ends, and an ended plan that it has ended", () => {
    const cancelled = subscription({
      status: "cancelled",
      nextBillingDate: null,
      allowanceResetsOn: null,
      currentPeriodEnd: renewal,
      endsAt: renewal,
    });
    expect(statusCardNote("paid", cancelled, null, true)).toBe(`Your plan ends on ${renewalWritten}.`);
    const expired = subscription({ status: "expired", nextBillingDate: null, usable: false });
    expect(statusCardNote("ended", expired, null, false)).toBe("Your Base Plan has ended.");
    const trialOver = subscription({
      planName: "Free Trial",
      isTrial: true,
      status: "expired",
      usable: false,
    });
    expect(statusCardNote("ended", trialOver, null, false)).toBe("Your free trial has ended.");
  });

  it("a paused or unpaid plan points to My Subscription, and test access to its end", () => {
    expect(statusCardNote("paid", subscription({ status: "paused", usable: false }), null, false)).toBe(
      "Your plan is paused. Resume it from My Subscription.",
    );
    expect(statusCardNote("paid", subscription({ status: "unpaid", usable: false }), null, false)).toContain(
      "on hold",
    );
    expect(
      statusCardNote("test", null, { sessionsUsed: 3, sessionLimit: 100, expiresAt: renewal }, true),
    ).toBe(`Test access until ${renewalWritten}.`);
  });
});
