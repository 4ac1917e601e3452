/**
 * My Subscription (/subscription, accounts-and-business.md section 2): the plan with its real
 * status, sessions and renewal, the usage bar, Change Plan and Manage Billing, cancellation
 * terms, what the paid-only features are and how to get them, the plan list, and the student's
 * own data (export and deletion). Signed-out visitors get the plan chooser.
 */
import { useState } from "react";
import { Link } from "wouter";
import {
  FREE_TRIAL_SESSIONS,
  featuresOfPlan,
  findPlan,
  PLAN_FEATURES,
  type PlanOption,
  type SubscriptionStatusResponse,
} from "../../../contracts/plans";
import { ApiError } from "../../lib/request";
import { billingErrorMessage, openBillingPortal } from "../../lib/start-checkout";
import { toast } from "../../lib/toast-store";
import { useAuth } from "../../lib/use-auth";
import { Button, buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { LoadingScreen } from "../../ui/spinner";
import { PlanCards, SelectPlanButton } from "./plan-cards";
import { useStartFreeTrial, useSubscriptionStatus } from "./subscription-api";
import {
  featuresOfEveryPaidPlan,
  formatDate,
  IN_EVERY_PLAN,
  type PlanStage,
  percentUsed,
  planStage,
  plansIncluding,
  statusLabel,
  statusTone,
  USAGE_MESSAGES,
  usageLevel,
} from "./subscription-display";
import { YourDataSection } from "./your-data-section";

type Status = SubscriptionStatusResponse;
type Subscription = NonNullable<Status["subscription"]>;

export const SUBSCRIPTION_LOAD_ERROR =
  "Error loading subscription. Please try refreshing the page or contact support.";

/** /subscription */
export function SubscriptionPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <SignedOutPlans />;
  return <MySubscription />;
}

function SignedOutPlans() {
  return (
    <main className="mx-auto min-h-screen max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Choose Your Plan</h1>
      <p className="mt-3 text-slate-700">
        Already have a plan?{" "}
        <Link href="/login" className="font-medium text-brand-700 underline">
          Sign in
        </Link>{" "}
        to see it.
      </p>
      <div className="mt-8">
        <PlanCards headingLevel={2} action={(plan) => <SelectPlanButton plan={plan} />} />
      </div>
    </main>
  );
}

function MySubscription() {
  const status = useSubscriptionStatus();
  // The sign-in ended since the page loaded (it expired, or the student signed out elsewhere).
  if (status.error instanceof ApiError && status.error.status === 401) return <SignedOutPlans />;
  return (
    <main className="mx-auto min-h-screen max-w-5xl px-4 py-10">
      <Link href="/" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Vector
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">My Subscription</h1>
      {status.isLoading ? (
        <p role="status" className="mt-6 text-slate-700">
          Loading your subscription...
        </p>
      ) : status.isError || !status.data ? (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          {SUBSCRIPTION_LOAD_ERROR}
        </p>
      ) : (
        <SubscriptionDetails status={status.data} />
      )}
    </main>
  );
}

function SubscriptionDetails({ status }: { status: Status }) {
  const { subscription, testAccess } = status;
  const stage = planStage(subscription);
  return (
    <div className="mt-6 space-y-8">
      {subscription ? <CurrentPlanCard subscription={subscription} stage={stage} /> : <NoPlanCard />}
      {testAccess && <TestAccessCard testAccess={testAccess} />}
      {stage === "trial" && <UpgradeCard />}
      {stage === "paid" && subscription && <CancellationCard subscription={subscription} />}
      <FeaturesCard status={status} stage={stage} />
      <section aria-labelledby="plans-heading" id="plans" className="scroll-mt-6">
        <h2 id="plans-heading" className="text-xl font-bold text-slate-900">
          Plans
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {stage === "paid"
            ? "To move to another plan, use Change Plan: the new plan and its allowance start at your next billing cycle."
            : "Monthly plans renew automatically until you cancel. Unused sessions do not roll over."}
        </p>
        <div className="mt-4">
          <PlanCards
            currentPlanName={stage === "paid" ? subscription?.planName : undefined}
            action={(plan) => <PlanAction plan={plan} stage={stage} subscription={subscription} />}
          />
        </div>
      </section>
      {/* A cancelled plan bills no more, so only a running one is named before deleting data. */}
      <YourDataSection
        runningPaidPlanName={
          stage === "paid" && subscription && subscription.status !== "cancelled"
            ? subscription.planName
            : undefined
        }
      />
    </div>
  );
}

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

const TONE_CLASSES = {
  good: "bg-emerald-100 text-emerald-900",
  attention: "bg-amber-100 text-amber-900",
  over: "bg-slate-200 text-slate-800",
};

const LEVEL_CLASSES = {
  plenty: { bar: "bg-emerald-600", text: "text-emerald-900" },
  warning: { bar: "bg-amber-500", text: "text-amber-900" },
  low: { bar: "bg-red-600", text: "text-red-800" },
};

/** A sentence about a status that needs the student to know or do something. */
function statusNote(subscription: Subscription): string | null {
  const end = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  switch (subscription.status) {
    case "cancelled":
      return `Your plan is cancelled. You keep your sessions until ${end ?? "the end of this period"} and will not be charged again.`;
    case "expired":
      return subscription.isTrial
        ? "Your free trial has ended. Choose a plan below to keep learning with Vector."
        : `Your ${subscription.planName} has ended. Choose a plan below to keep learning with Vector.`;
    case "past_due":
      return "Your last payment did not go through. Update your payment method in Manage Billing to keep your plan.";
    case "unpaid":
      return "Your plan is on hold because a payment did not go through. Update your payment method in Manage Billing to use it again.";
    case "paused":
      return "Your plan is paused. You can resume it in Manage Billing.";
    default:
      return null;
  }
}

function CurrentPlanCard({ subscription, stage }: { subscription: Subscription; stage: PlanStage }) {
  const used = subscription.currentMonthSessions;
  const limit = subscription.monthlySessionLimit;
  const remaining = Math.max(0, limit - used);
  const percent = percentUsed(used, limit);
  const level = usageLevel(percent);
  const note = statusNote(subscription);
  // A renewal resets the allowance to the plan's own (support's adjustments last one period),
  // or to the new plan's when a change is waiting.
  const nextAllowance = findPlan(subscription.pendingPlanName ?? subscription.planName)?.sessions ?? limit;
  const dateLine =
    subscription.nextBillingDate !== null
      ? { term: "Renews on", value: formatDate(subscription.nextBillingDate) }
      : subscription.status === "cancelled" && subscription.currentPeriodEnd
        ? { term: "Ends on", value: formatDate(subscription.currentPeriodEnd) }
        : stage === "ended" && subscription.currentPeriodEnd && !subscription.isTrial
          ? { term: "Ended on", value: formatDate(subscription.currentPeriodEnd) }
          : null;

  return (
    <section aria-labelledby="current-plan-heading" className={cardClass}>
      <p className="text-sm font-medium text-slate-600">Current plan</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h2 id="current-plan-heading" className="text-2xl font-bold text-slate-900">
          {subscription.planName}
        </h2>
        <span
          className={cn(
            "rounded-full px-3 py-0.5 text-sm font-semibold",
            TONE_CLASSES[statusTone(subscription.status)],
          )}
        >
          {statusLabel(subscription.status)}
        </span>
      </div>

      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Sessions used</dt>
          <dd className="text-xl font-semibold text-slate-900">
            {used} of {limit}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Sessions remaining</dt>
          <dd className="text-xl font-semibold text-slate-900">{remaining}</dd>
        </div>
        {dateLine && (
          <div>
            <dt className="text-sm text-slate-600">{dateLine.term}</dt>
            <dd className="text-xl font-semibold text-slate-900">{dateLine.value}</dd>
          </div>
        )}
      </dl>

      <div
        className="mt-5 h-3 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Sessions used"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={`${used} of ${limit} sessions used`}
        data-level={level}
      >
        <div className={cn("h-full", LEVEL_CLASSES[level].bar)} style={{ width: `${percent}%` }} />
      </div>
      <p className={cn("mt-2 text-sm font-medium", LEVEL_CLASSES[level].text)}>{USAGE_MESSAGES[level]}</p>
      {stage === "trial" && (
        <p className="mt-1 text-sm text-slate-700">
          The free trial has {FREE_TRIAL_SESSIONS} sessions in total. They do not renew.
        </p>
      )}
      {stage === "paid" && subscription.nextBillingDate && (
        <p className="mt-1 text-sm text-slate-700">
          Your allowance starts again at {nextAllowance} sessions on{" "}
          {formatDate(subscription.nextBillingDate)}. Unused sessions do not roll over.
        </p>
      )}
      {note && <p className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">{note}</p>}
      {subscription.pendingPlanName && (
        <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          Your plan changes to <strong>{subscription.pendingPlanName}</strong> at your next billing cycle
          {subscription.currentPeriodEnd ? `, on ${formatDate(subscription.currentPeriodEnd)}` : ""}. Until
          then you keep {subscription.planName} and its sessions.
        </p>
      )}
      <PlanActions subscription={subscription} stage={stage} />
    </section>
  );
}

/** Opens the billing portal in a new tab, with a toast when the server cannot give one. */
function usePortal() {
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    try {
      await openBillingPortal();
    } catch (error) {
      toast({
        title: "Billing Portal Unavailable",
        description: billingErrorMessage(error),
        variant: "destructive",
      });
    } finally {
      setOpening(false);
    }
  }
  return { opening, open };
}

function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

function PlanActions({ subscription, stage }: { subscription: Subscription; stage: PlanStage }) {
  const portal = usePortal();
  const hasBillingAccount =
    stage === "paid" || (stage === "ended" && subscription.lemonsqueezySubscriptionId);
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap gap-3">
        {stage === "paid" ? (
          <Button onClick={() => void portal.open()} disabled={portal.opening}>
            Change Plan
            <NewTabHint />
          </Button>
        ) : (
          <Link href="/checkout" className={buttonVariants()}>
            Change Plan
          </Link>
        )}
        {hasBillingAccount && (
          <Button variant="secondary" onClick={() => void portal.open()} disabled={portal.opening}>
            Manage Billing
            <NewTabHint />
          </Button>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {stage === "paid"
          ? "Change Plan and Manage Billing open the billing portal in a new tab. A plan change takes effect at your next billing cycle; payment details, invoices and cancellation are there too."
          : stage === "trial"
            ? "Billing starts when you choose a paid plan, so there is no billing account to manage during the free trial."
            : "Choose a plan to start a new monthly subscription."}
      </p>
    </div>
  );
}

function NoPlanCard() {
  const startTrial = useStartFreeTrial();
  return (
    <section aria-labelledby="current-plan-heading" className={cardClass}>
      <h2 id="current-plan-heading" className="text-2xl font-bold text-slate-900">
        No plan yet
      </h2>
      <p className="mt-2 text-slate-700">
        Start your free trial for {FREE_TRIAL_SESSIONS} sessions in every mode, with no credit card, or choose
        a monthly plan below.
      </p>
      <Button className="mt-4" onClick={() => startTrial.mutate()} disabled={startTrial.isPending}>
        Start Free Trial
      </Button>
    </section>
  );
}

function TestAccessCard({ testAccess }: { testAccess: NonNullable<Status["testAccess"]> }) {
  return (
    <section aria-labelledby="test-access-heading" className={cardClass}>
      <h2 id="test-access-heading" className="text-xl font-bold text-slate-900">
        Test access
      </h2>
      <p className="mt-2 text-slate-700">
        You have {testAccess.sessionLimit - Math.min(testAccess.sessionsUsed, testAccess.sessionLimit)} of{" "}
        {testAccess.sessionLimit} free test sessions left
        {testAccess.expiresAt ? `, until ${formatDate(testAccess.expiresAt)}` : ""}. Test sessions are used
        before your plan's sessions.
      </p>
    </section>
  );
}

function UpgradeCard() {
  return (
    <section aria-labelledby="upgrade-heading" className={cn(cardClass, "border-brand-600 bg-brand-50")}>
      <h2 id="upgrade-heading" className="text-xl font-bold text-slate-900">
        Keep learning after your trial
      </h2>
      <p className="mt-2 text-slate-700">
        A monthly plan gives you a fresh allowance of sessions every month, plus {featuresOfEveryPaidPlan()}.
        Cancel at any time.
      </p>
      <a href="#plans" className={cn(buttonVariants(), "mt-4")}>
        See the plans
      </a>
    </section>
  );
}

function CancellationCard({ subscription }: { subscription: Subscription }) {
  const end = subscription.currentPeriodEnd
    ? formatDate(subscription.currentPeriodEnd)
    : "the end of this period";
  return (
    <section aria-labelledby="cancellation-heading" className={cardClass}>
      <h2 id="cancellation-heading" className="text-xl font-bold text-slate-900">
        Cancelling your plan
      </h2>
      {subscription.status === "cancelled" ? (
        <p className="mt-2 text-slate-700">
          Your plan is cancelled and will not renew. You keep access until {end}. Changed your mind? You can
          resume it in Manage Billing before then.
        </p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>You can cancel at any time in the billing portal (Manage Billing).</li>
          <li>You keep access and your remaining sessions until the end of the current period, {end}.</li>
          <li>You are not charged again, and there is no refund for the current month.</li>
        </ul>
      )}
    </section>
  );
}

function FeaturesCard({ status, stage }: { status: Status; stage: PlanStage }) {
  const planFeatures = stage === "paid" ? featuresOfPlan(status.subscription?.planName) : [];
  return (
    <section aria-labelledby="features-heading" className={cardClass}>
      <h2 id="features-heading" className="text-xl font-bold text-slate-900">
        Plan features
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {IN_EVERY_PLAN} are in every plan, the free trial included.
      </p>
      <ul className="mt-4 divide-y divide-slate-200">
        {PLAN_FEATURES.map((feature) => {
          const included = status.features.includes(feature.id);
          const onHold = !included && planFeatures.includes(feature.id);
          return (
            <li
              key={feature.id}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div>
                <h3 className="font-semibold text-slate-900">{feature.name}</h3>
                <p className="text-sm text-slate-700">{feature.description}</p>
              </div>
              <p
                className={cn(
                  "shrink-0 text-sm font-semibold sm:text-right",
                  included ? "text-emerald-800" : "text-slate-700",
                )}
              >
                {included
                  ? "Included"
                  : onHold
                    ? "In your plan once it is active again"
                    : `Available on ${plansIncluding(feature.id)}`}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-slate-700">{howToGetFeatures(stage, status)}</p>
    </section>
  );
}

function howToGetFeatures(stage: PlanStage, status: Status): string {
  if (stage === "paid") {
    return status.features.length === PLAN_FEATURES.length
      ? "Your plan includes every feature."
      : "To get a feature your plan does not include, use Change Plan; the new plan starts at your next billing cycle.";
  }
  return "To get these features, choose one of the plans below.";
}

function PlanAction({
  plan,
  stage,
  subscription,
}: {
  plan: PlanOption;
  stage: PlanStage;
  subscription: Subscription | null;
}) {
  if (stage !== "paid") return <SelectPlanButton plan={plan} />;
  // A paying student changes plan in the portal: a second checkout would start a second subscription.
  // The card itself is marked "Your current plan"; it needs no action.
  if (plan.name === subscription?.planName) return null;
  if (plan.name === subscription?.pendingPlanName) {
    return <p className="text-sm text-slate-700">Starts at your next billing cycle.</p>;
  }
  return <p className="text-sm text-slate-700">Move to this plan with Change Plan above.</p>;
}
