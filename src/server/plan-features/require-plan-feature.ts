/**
 * Plan-dependent features are enforced here, on the server (docs/decisions/015-paid-plan-features.md):
 * a student whose usable plan does not include a feature gets 403 PLAN_FEATURE_REQUIRED naming the
 * plans that include it.
 */
import { eq, sql } from "drizzle-orm";
import { featuresOfPlan, PLAN_FEATURES, type PlanFeatureId } from "../../contracts/plans";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import { USABLE_SUBSCRIPTION } from "../subscription/usable-subscription";

/** The plan name of the student's usable subscription, or null (none, or ended). */
export async function usablePlanName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ planName: subscriptions.planName, usable: sql<boolean>`${USABLE_SUBSCRIPTION}` })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.usable ? row.planName : null;
}

/** Throws 403 unless the student's plan includes the feature. */
export async function requirePlanFeature(
  db: Database,
  userId: string,
  featureId: PlanFeatureId,
): Promise<void> {
  const planName = await usablePlanName(db, userId);
  if (featuresOfPlan(planName).includes(featureId)) return;
  const feature = PLAN_FEATURES.find((entry) => entry.id === featureId);
  const plans = [...(feature?.plans ?? [])];
  const listed = plans.length > 1 ? `${plans.slice(0, -1).join(", ")} and ${plans.at(-1)}` : plans[0];
  throw new AppError(
    403,
    "PLAN_FEATURE_REQUIRED",
    `${feature?.name} is included in ${listed}. Choose a plan on the checkout page to use it.`,
    { feature: featureId },
  );
}
