import { describe, expect, it } from "vitest";
import { PLANS } from "../../../contracts/plans";
import {
  allowanceText,
  FEATURES_IN_EVERY_PLAN,
  featureComparison,
  paidPriceRange,
  planCardFeatures,
  priceText,
} from "./pricing-content";

const plan = (name: string) => {
  const found = PLANS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no plan ${name}`);
  return found;
};

describe("pricing copy from the plan list", () => {
  it("states the trial's allowance in total and the paid plans' per month", () => {
    expect(allowanceText(plan("Free Trial"))).toBe("6 sessions in total");
    expect(allowanceText(plan("Premium Plan"))).toBe("200 sessions per month");
  });

  it("prices the trial as free and paid plans per month", () => {
    expect(priceText(plan("Free Trial"))).toEqual({ amount: "Free", period: "" });
    expect(priceText(plan("Premium Plus"))).toEqual({ amount: "$60", period: "/month" });
  });

  it("gives the paid range from the cheapest to the dearest plan", () => {
    expect(paidPriceRange()).toBe("$20-60");
    expect(
      paidPriceRange([
        { name: "Free Trial", sessions: 6, allowancePeriod: "total", priceUsd: 0, popular: false },
        { name: "Base Plan", sessions: 100, allowancePeriod: "month", priceUsd: 15, popular: false },
        { name: "Premium Plus", sessions: 600, allowancePeriod: "month", priceUsd: 75, popular: false },
      ]),
    ).toBe("$15-75");
  });

  it("lists the paid-only features on paid cards and the Extended Problem Library from Premium up", () => {
    expect(planCardFeatures("Free Trial")).toEqual([...FEATURES_IN_EVERY_PLAN]);
    expect(planCardFeatures("Base Plan")).toEqual([
      ...FEATURES_IN_EVERY_PLAN,
      "Session History",
      "Usage Analytics",
      "Priority Support",
    ]);
    expect(planCardFeatures("Premium Plan")).toContain("Extended Problem Library");
    expect(planCardFeatures("Premium Plus")).toContain("Extended Problem Library");
  });

  it("marks each plan-dependent feature by plan in the comparison table", () => {
    const rows = featureComparison();
    const byName = Object.fromEntries(rows.map((row) => [row.feature, row.included]));
    // Columns follow PLANS: Free Trial, Base Plan, Premium Plan, Premium Plus.
    expect(byName["Session History"]).toEqual([false, true, true, true]);
    expect(byName["Usage Analytics"]).toEqual([false, true, true, true]);
    expect(byName["Priority Support"]).toEqual([false, true, true, true]);
    expect(byName["Extended Problem Library"]).toEqual([false, false, true, true]);
    expect(byName["All four tutoring modes"]).toEqual([true, true, true, true]);
  });
});
