/**
 * The three paid plans as cards, read from the one plan list. Each card's action is given by
 * the page: the plan chooser buys, My Subscription may point a paying student to the portal.
 */
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { PAID_PLAN_NAMES, type PaidPlanName, PLANS, type PlanOption } from "../../../contracts/plans";
import { PAYMENTS_NOT_SET_UP, useBillingOptions, useStartCheckout } from "../../lib/start-checkout";
import { Button } from "../../ui/button";
import { allowanceText, priceText } from "./subscription-display";

export const PAID_PLANS = PLANS.filter((plan) => (PAID_PLAN_NAMES as readonly string[]).includes(plan.name));

function headingIdOf(plan: PlanOption) {
  return `plan-card-${plan.name.toLowerCase().replace(/\s+/g, "-")}`;
}

/** The row of paid plan cards; `action` renders the bottom of each card. */
export function PlanCards(props: {
  action: (plan: PlanOption) => ReactNode;
  /** The plan the student has now, marked on its card. */
  currentPlanName?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-6 pt-3 md:grid-cols-3">
      {PAID_PLANS.map((plan) => {
        const price = priceText(plan);
        const isCurrent = plan.name === props.currentPlanName;
        return (
          <article
            key={plan.name}
            aria-labelledby={headingIdOf(plan)}
            className={clsx(
              "relative flex flex-col rounded-2xl bg-white p-6",
              plan.popular ? "border-2 border-brand-600 shadow-md" : "border border-slate-200 shadow-sm",
            )}
          >
            {plan.popular && (
              <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
                Popular
              </p>
            )}
            <Heading id={headingIdOf(plan)} className="text-lg font-bold text-slate-900">
              {plan.name}
            </Heading>
            {isCurrent && <p className="mt-1 text-sm font-semibold text-emerald-800">Your current plan</p>}
            <p className="mt-3">
              <span className="text-4xl font-extrabold text-slate-900">{price.amount}</span>
              <span className="text-slate-600">{price.period}</span>
            </p>
            <p className="mt-1 text-sm font-medium text-slate-700">{allowanceText(plan)}</p>
            <p className="mt-1 text-xs text-slate-600">Prices exclude taxes.</p>
            <div className="mt-6 flex flex-1 flex-col justify-end">{props.action(plan)}</div>
          </article>
        );
      })}
    </div>
  );
}

/** A plan's Select button: leaves for the hosted checkout, or says payments are not set up here. */
export function SelectPlanButton({ plan }: { plan: PlanOption }) {
  const options = useBillingOptions();
  const { leaving, choose } = useStartCheckout(plan.name as PaidPlanName);
  const label = `Select ${plan.name}`;
  const variant = plan.popular ? "primary" : "secondary";

  if (options.isLoading) {
    return (
      <Button variant={variant} className="w-full" disabled>
        {label}
      </Button>
    );
  }
  if (!options.data?.checkoutAvailable) {
    return (
      <div>
        <Button
          variant={variant}
          className="w-full"
          disabled
          aria-describedby={`${headingIdOf(plan)}-unavailable`}
        >
          {label}
        </Button>
        <p id={`${headingIdOf(plan)}-unavailable`} className="mt-2 text-sm text-slate-700">
          {PAYMENTS_NOT_SET_UP}
        </p>
      </div>
    );
  }

  return (
    <Button variant={variant} className="w-full" disabled={leaving} onClick={() => void choose()}>
      {leaving ? "Opening checkout..." : label}
    </Button>
  );
}
