/**
 * Cancel Plan and Resume Plan on My Subscription (docs/decisions/036). A cancelled plan keeps
 * working to the end of its period and is not renewed or charged again; resuming before then undoes
 * it. Who carries it out depends on the plan:
 * - billed by Lemon Squeezy with an API key: the API cancels or resumes the subscription, and the
 *   state it answers is applied at once, as its webhook will be (a repeat changes nothing);
 * - billed by Lemon Squeezy without a key: the store's billing page, where the student does it;
 * - linked by hand by support (payments off, or a plan given outside the store): Vector itself,
 *   with an audit-log row so support can see why a plan they gave stopped.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import type { PlanChangeResponse } from "../../contracts/billing";
import { FREE_TRIAL_PLAN } from "../../contracts/plans";
import { recordAdminAction } from "../admin/record-admin-action";
import type { Database } from "../db/client";
import { subscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import { USABLE_SUBSCRIPTION } from "../subscription/usable-subscription";
import type { BillingConfig } from "./billing-config";
import { setSubscriptionCancelled } from "./lemonsqueezy-api";
import { storeBillingPage } from "./open-billing-portal";
import { applySubscriptionState, readSubscriptionState } from "./subscription-state";

export type PlanChange = "cancel" | "resume";

/** Cancels or resumes the student's paid plan. */
export async function cancelOrResumePlan(
  db: Database,
  config: BillingConfig | undefined,
  student: { id: string; email: string },
  change: PlanChange,
): Promise<PlanChangeResponse> {
  const [plan] = await db
    .select({
      id: subscriptions.id,
      planName: subscriptions.planName,
      status: subscriptions.status,
      periodEnd: subscriptions.currentPeriodEnd,
      lemonsqueezySubscriptionId: subscriptions.lemonsqueezySubscriptionId,
      usable: sql<boolean>`${USABLE_SUBSCRIPTION}`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, student.id));
  if (!plan || plan.planName === FREE_TRIAL_PLAN || !plan.usable) {
    throw new AppError(
      409,
      "NO_PLAN_TO_CHANGE",
      change === "cancel"
        ? "You have no running paid plan to cancel."
        : "There is no cancelled plan to resume: a plan can be resumed until the end of its period. Choose a plan to start a new one.",
    );
  }
  if (change === "cancel" && plan.status === "cancelled") {
    return { done: true, url: null, message: `Your ${plan.planName} is already cancelled.` };
  }
  if (change === "resume" && plan.status !== "cancelled") {
    return { done: true, url: null, message: `Your ${plan.planName} is not cancelled; it renews as before.` };
  }

  if (!plan.lemonsqueezySubscriptionId) return changeHandLinkedPlan(db, student, plan, change);

  if (config?.api) {
    const answered = await setSubscriptionCancelled(
      config.api,
      plan.lemonsqueezySubscriptionId,
      change === "cancel",
    );
    const state = answered
      ? readSubscriptionState(config, plan.lemonsqueezySubscriptionId, answered.attributes)
      : undefined;
    if (!state || "error" in state) {
      throw new AppError(
        502,
        "PAYMENT_PROVIDER_UNAVAILABLE",
        `The payment provider could not ${change} the plan; please try again in a minute or use Manage Billing`,
      );
    }
    await db.transaction((transaction) => applySubscriptionState(transaction, state, student.id));
    return {
      done: true,
      url: null,
      message:
        change === "cancel"
          ? `Your ${plan.planName} is cancelled. You keep it until the end of this period and will not be charged again.`
          : `Your ${plan.planName} is resumed and renews as before.`,
    };
  }
  const billingPage = config ? storeBillingPage(config) : undefined;
  if (billingPage) {
    return {
      done: false,
      url: billingPage,
      message: `${change === "cancel" ? "Cancel" : "Resume"} your plan on the store's billing page, opened in a new tab: sign in there with the email you paid with.`,
    };
  }
  throw new AppError(
    409,
    "PAYMENTS_NOT_CONFIGURED",
    "Payments are not set up on this server, so the plan's billing cannot be reached from here. Contact support to change it.",
  );
}

async function changeHandLinkedPlan(
  db: Database,
  student: { id: string; email: string },
  plan: { id: number; planName: string; periodEnd: Date | null },
  change: PlanChange,
): Promise<PlanChangeResponse> {
  const end = plan.periodEnd
    ? plan.periodEnd.toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      })
    : "the end of this period";
  return db.transaction(async (transaction) => {
    // Conditional on the status, so a double click or two tabs change it once.
    const changed = await transaction
      .update(subscriptions)
      .set({ status: change === "cancel" ? "cancelled" : "active", updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.id, plan.id),
          eq(subscriptions.status, change === "cancel" ? "active" : "cancelled"),
          gt(subscriptions.currentPeriodEnd, sql`now()`),
        ),
      )
      .returning({ id: subscriptions.id });
    if (changed.length > 0) {
      await recordAdminAction(transaction, {
        actor: { id: student.id, email: student.email },
        action: change === "cancel" ? ADMIN_ACTION_NAMES.planCancelled : ADMIN_ACTION_NAMES.planResumed,
        details:
          change === "cancel"
            ? `${student.email} cancelled the ${plan.planName} linked by support; it ends on ${end}`
            : `${student.email} resumed the ${plan.planName} linked by support`,
        targetUserId: student.id,
      });
    }
    return {
      done: true,
      url: null,
      message:
        change === "cancel"
          ? `Your ${plan.planName} is cancelled. You keep it until ${end}; its sessions do not start again after that.`
          : `Your ${plan.planName} is resumed and runs to the end support set.`,
    };
  });
}
