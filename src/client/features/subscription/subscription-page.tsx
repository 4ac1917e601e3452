/**
 * My Subscription (/subscription, accounts-and-business.md section 2): the plan with its real
 * status, sessions and renewal, the usage bar, Change Plan and Manage Billing, cancellation
 * terms, what the paid-only features are and how to get them, the plan list, and the student's
 * own data (export and deletion). Signed-out visitors get the plan chooser.
 */
import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import {
  FREE_TRIAL_SESSIONS,
  featuresOfPlan,
  findPlan,
  PLAN_FEATURES,
  type PlanFeatureId,
  type PlanOption,
} from "../../../contracts/plans";
import type { SubscriptionStatusResponse } from "../../../contracts/subscription";
import { ApiError } from "../../lib/request";
import { billingErrorMessage, openBillingPortal, useBillingOptions } from "../../lib/start-checkout";
import { toast } from "../../lib/toast-store";
import { useAuth } from "../../lib/use-auth";
import { Button, buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { LoadingScreen } from "../../ui/spinner";
import { PlanCards, SelectPlanButton } from "./plan-cards";
import { usePlanChange } from "./plan-features-api";
import { PrioritySupportSection } from "./priority-support-section";
import { useStartFreeTrial, useSubscriptionStatus } from "./subscription-api";
import {
  featuresOfEveryPaidPlan,
  formatDate,
  IN_EVERY_PLAN,
  type PlanStage,
  percentUsed,
  planDates,
  planStage,
  plansIncluding,
  statusLabel,
  statusTone,
  USAGE_MESSAGES,
  usageLevel,
} from "./subscription-display";
import { UsageAnalyticsSection } from "./usage-analytics-section";
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
      <UsageAnalyticsSection
        status={status}
        included={status.features.includes("usage-analytics")}
        seePlansHref="#plans"
      />
      <PrioritySupportSection included={status.features.includes("priority-support")} seePlansHref="#plans" />
      <section aria-labelledby="plans-heading" id="plans" className="scroll-mt-6">
        <h2 id="plans-heading" className="text-xl font-bold text-slate-900">
          Plans
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {stage === "paid" && subscription?.handLinked
            ? "Buying a monthly plan starts a paid subscription in place of the plan support set up for you. Monthly plans renew automatically until you cancel."
            : stage === "paid"
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
      return subscription.handLinked
        ? `Your plan is cancelled. You keep your sessions until ${end ?? "the end of this period"}; after that they do not start again.`
        : `Your plan is cancelled. You keep your sessions until ${end ?? "the end of this period"} and will not be charged again.`;
    case "expired":
      return subscription.isTrial
        ? "Your free trial has ended. Choose a plan below to keep learning with Vector."
        : `Your ${subscription.planName} has ended. Choose a plan below to keep learning with Vector.`;
    case "past_due":
      return "Your last payment did not go through. Update your payment method in Manage Billing to keep your plan; until then your sessions stay available.";
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
  const dateLines = planDates(subscription, stage);

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

      <dl className={cn("mt-5 grid gap-4 sm:grid-cols-3", dateLines.length > 1 && "lg:grid-cols-4")}>
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
        {dateLines.map((line) => (
          <div key={line.term}>
            <dt className="text-sm text-slate-600">{line.term}</dt>
            <dd className="text-xl font-semibold text-slate-900">{line.value}</dd>
          </div>
        ))}
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
      {stage === "paid" && subscription.allowanceResetsOn && (
        <p className="mt-1 text-sm text-slate-700">
          Your allowance starts again at {nextAllowance} sessions on{" "}
          {formatDate(subscription.allowanceResetsOn)}. Unused sessions do not roll over.
        </p>
      )}
      {stage === "paid" &&
        subscription.handLinked &&
        subscription.endsAt &&
        subscription.status !== "cancelled" && (
          <p className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
            Support set up this plan for you: it is not billed through Vector and runs until{" "}
            {formatDate(subscription.endsAt)}
            {subscription.allowanceResetsOn ? ", with a fresh allowance each month" : ""}. To keep it longer,
            contact support.
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
  const options = useBillingOptions();
  const portalAvailable = options.data?.billingPortalAvailable ?? false;
  const checkoutAvailable = options.data?.checkoutAvailable ?? false;
  // Only the buttons that work for this plan on this server are shown.
  const billedByStore = stage === "paid" && !subscription.handLinked;
  const hasBillingAccount =
    portalAvailable &&
    (billedByStore || (stage === "ended" && Boolean(subscription.lemonsqueezySubscriptionId)));
  const changeInPortal = billedByStore && portalAvailable;
  const changeByCheckout = stage !== "paid" || (subscription.handLinked && checkoutAvailable);
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap gap-3">
        {changeInPortal ? (
          <Button onClick={() => void portal.open()} disabled={portal.opening}>
            Change Plan
            <NewTabHint />
          </Button>
        ) : changeByCheckout ? (
          <Link href={stage === "paid" ? "#plans" : "/checkout"} className={buttonVariants()}>
            Change Plan
          </Link>
        ) : null}
        {hasBillingAccount && (
          <Button variant="secondary" onClick={() => void portal.open()} disabled={portal.opening}>
            Manage Billing
            <NewTabHint />
          </Button>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {planActionsNote(subscription, stage, { changeInPortal, changeByCheckout })}
      </p>
    </div>
  );
}

function planActionsNote(
  subscription: Subscription,
  stage: PlanStage,
  can: { changeInPortal: boolean; changeByCheckout: boolean },
): ReactNode {
  if (stage === "trial") {
    return "Billing starts when you choose a paid plan, so there is no billing account to manage during the free trial.";
  }
  if (stage !== "paid") return "Choose a plan to start a new monthly subscription.";
  if (can.changeInPortal) {
    return "Change Plan and Manage Billing open the billing portal in a new tab. A plan change takes effect at your next billing cycle; payment details and invoices are there too.";
  }
  if (subscription.handLinked && can.changeByCheckout) {
    return "Your plan was set up by support and has no billing account. Buying a monthly plan below starts a paid subscription in its place.";
  }
  return (
    <>
      {subscription.handLinked
        ? "Your plan was set up by support and has no billing account. "
        : "Billing cannot be reached from this server. "}
      To change your plan,{" "}
      <Link href="/contact" className="font-medium text-brand-700 underline">
        contact support
      </Link>
      .
    </>
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
  const options = useBillingOptions();
  const change = usePlanChange();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "done" | "failed"; text: string } | null>(null);
  const handLinked = subscription.handLinked;
  // A store-billed plan is changed here only through the API; otherwise on the store's billing page.
  const changesHere = handLinked || (options.data?.plansChangeInPlace ?? false);
  const reachable = handLinked || (options.data?.billingPortalAvailable ?? false);
  const cancelled = subscription.status === "cancelled";

  async function run(what: "cancel" | "resume") {
    setOutcome(null);
    try {
      const answer = await change.mutateAsync({ change: what, opensStorePage: !changesHere });
      setOutcome({ kind: "done", text: answer.message });
    } catch (error) {
      setOutcome({ kind: "failed", text: billingErrorMessage(error) });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <section aria-labelledby="cancellation-heading" className={cardClass}>
      <h2 id="cancellation-heading" className="text-xl font-bold text-slate-900">
        Cancelling your plan
      </h2>
      {cancelled ? (
        <p className="mt-2 text-slate-700">
          Your plan is cancelled and will not renew. You keep access until {end}. Changed your mind? Resume it
          before then.
        </p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>You can cancel at any time{reachable ? " with Cancel Plan below" : ""}.</li>
          <li>You keep access and your remaining sessions until the end of the current period, {end}.</li>
          {handLinked ? (
            <li>After that your sessions do not start again. You can resume the plan until then.</li>
          ) : (
            <li>You are not charged again, and there is no refund for the current month.</li>
          )}
        </ul>
      )}
      {outcome && (
        <p
          role={outcome.kind === "failed" ? "alert" : "status"}
          className={cn(
            "mt-4 rounded-lg border p-3 text-sm",
            outcome.kind === "done"
              ? "border-emerald-300 bg-emerald-50 text-emerald-900"
              : "border-red-300 bg-red-50 text-red-900",
          )}
        >
          {outcome.text}
        </p>
      )}
      {reachable && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {cancelled ? (
            <Button onClick={() => void run("resume")} disabled={change.isPending}>
              {change.isPending ? "Resuming..." : "Resume Plan"}
              {!changesHere && <NewTabHint />}
            </Button>
          ) : (
            <CancelPlanDialog
              open={confirming}
              onOpenChange={setConfirming}
              planName={subscription.planName}
              end={end}
              handLinked={handLinked}
              changesHere={changesHere}
              busy={change.isPending}
              onConfirm={() => void run("cancel")}
            />
          )}
          {!changesHere && (
            <p className="text-sm text-slate-700">This opens the store's billing page in a new tab.</p>
          )}
        </div>
      )}
      {!reachable && (
        <p className="mt-4 text-sm text-slate-700">
          Billing cannot be reached from this server. To cancel,{" "}
          <Link href="/contact" className="font-medium text-brand-700 underline">
            contact support
          </Link>
          .
        </p>
      )}
    </section>
  );
}

/** Cancel Plan and its confirmation: what the student keeps, and until when. */
function CancelPlanDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  planName: string;
  end: string;
  handLinked: boolean;
  changesHere: boolean;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary">Cancel Plan</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Cancel your {props.planName}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            {props.handLinked
              ? `You keep your plan and its remaining sessions until ${props.end}. After that your sessions do not start again. You can resume it until then.`
              : `You keep your plan and its remaining sessions until ${props.end}. You will not be charged again, and there is no refund for the current month. You can resume it until then.`}
            {props.changesHere ? "" : " You cancel on the store's billing page, which opens in a new tab."}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Keep My Plan</Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" onClick={props.onConfirm} disabled={props.busy}>
              {props.busy ? "Cancelling..." : "Cancel Plan"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
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
              <div className="shrink-0 text-sm sm:text-right">
                <p className={cn("font-semibold", included ? "text-emerald-800" : "text-slate-700")}>
                  {included
                    ? "Included"
                    : onHold
                      ? "In your plan once it is active again"
                      : `Available on ${plansIncluding(feature.id)}`}
                </p>
                {FEATURE_SECTIONS[feature.id] && (
                  <a
                    href={`#${FEATURE_SECTIONS[feature.id]}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {included ? `Open ${feature.name}` : "What it shows"}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-slate-700">{howToGetFeatures(stage, status)}</p>
    </section>
  );
}

/** The sections of this page where an included feature is used. */
const FEATURE_SECTIONS: Partial<Record<PlanFeatureId, string>> = {
  "usage-analytics": "usage-analytics",
  "priority-support": "priority-support",
};

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
  // A plan support linked has no subscription to change: a plan bought here takes its place.
  if (stage !== "paid" || subscription?.handLinked) return <SelectPlanButton plan={plan} />;
  // A paying student changes plan in the portal: a second checkout would start a second subscription.
  // The card itself is marked "Your current plan"; it needs no action.
  if (plan.name === subscription?.planName) return null;
  if (plan.name === subscription?.pendingPlanName) {
    return <p className="text-sm text-slate-700">Starts at your next billing cycle.</p>;
  }
  return <p className="text-sm text-slate-700">Move to this plan with Change Plan above.</p>;
}
