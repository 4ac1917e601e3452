/**
 * /pricing: the four plan cards, the cost comparison, what counts as a session, the feature
 * table by plan and a pricing FAQ. Paid cards start the hosted checkout where this server
 * takes payments, and lead to /checkout where it does not.
 */
import { clsx } from "clsx";
import { useState } from "react";
import { Link } from "wouter";
import { FREE_TRIAL_SESSIONS, type PaidPlanName, PLANS, type PlanOption } from "../../../contracts/plans";
import { billingErrorMessage, startCheckout, useBillingOptions } from "../../lib/start-checkout";
import { toast } from "../../lib/toast-store";
import { Button, buttonVariants } from "../../ui/button";
import { DisclosureList, type QuestionAndAnswer } from "./disclosure-list";
import { BackToHome, MarketingLayout, PageIntro } from "./marketing-layout";
import {
  allowanceText,
  FEATURES_IN_EVERY_PLAN,
  featureComparison,
  PRIVATE_TUTORING_HOURLY_USD,
  paidPriceRange,
  planCardFeatures,
  priceText,
} from "./pricing-content";

const PRICING_QUESTIONS: QuestionAndAnswer[] = [
  {
    question: "Do I need a credit card for the free trial?",
    answer: `No. The Free Trial gives you ${FREE_TRIAL_SESSIONS} sessions in every mode without any payment details. Choose a plan only if you want more.`,
  },
  {
    question: "What happens when I get close to my session limit?",
    answer:
      "Vector tells you as you approach the limit and again when you reach it. You can then upgrade to a larger plan, or wait for your sessions to reset at the start of your next monthly billing period.",
  },
  {
    question: "Do unused sessions carry over to the next month?",
    answer:
      "No. Each billing period starts with your plan's full allowance, and sessions left at the end of a period do not roll over.",
  },
  {
    question: "Can I change or cancel my plan?",
    answer:
      "Yes, at any time from My Subscription. A change of plan takes effect at your next billing cycle. If you cancel, you keep access until the end of the period you have paid for and are not charged again. There are no refunds for partial months or unused sessions.",
  },
  {
    question: "Are taxes included in the prices?",
    answer: "No. Prices are in US dollars and exclude taxes, which are added at checkout where they apply.",
  },
];

/** A paid plan's button: the hosted checkout when available, otherwise the /checkout page. */
function PaidPlanAction({ plan }: { plan: PlanOption }) {
  const options = useBillingOptions();
  const [leaving, setLeaving] = useState(false);
  const label = `Choose ${plan.name}`;
  const className = clsx(buttonVariants({ variant: plan.popular ? "primary" : "secondary" }), "w-full");

  if (!options.data?.checkoutAvailable) {
    return (
      <Link href="/checkout" className={className}>
        {label}
      </Link>
    );
  }

  async function choose() {
    setLeaving(true);
    try {
      await startCheckout(plan.name as PaidPlanName);
    } catch (error) {
      setLeaving(false);
      toast({ title: "Checkout Failed", description: billingErrorMessage(error), variant: "destructive" });
    }
  }

  return (
    <Button
      variant={plan.popular ? "primary" : "secondary"}
      className="w-full"
      disabled={leaving}
      onClick={() => void choose()}
    >
      {leaving ? "Opening checkout..." : label}
    </Button>
  );
}

function PlanCard({ plan }: { plan: PlanOption }) {
  const price = priceText(plan);
  const headingId = `plan-${plan.name.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <article
      aria-labelledby={headingId}
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
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-3">
        <span className="text-4xl font-extrabold text-slate-900">{price.amount}</span>
        {price.period && <span className="text-slate-600">{price.period}</span>}
      </p>
      <p className="mt-1 text-sm font-medium text-slate-700">{allowanceText(plan)}</p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {planCardFeatures(plan.name).map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-brand-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">
        {plan.priceUsd === 0 ? (
          <Link href="/physics-tutor" className={clsx(buttonVariants({ variant: "secondary" }), "w-full")}>
            Get Started Free
          </Link>
        ) : (
          <PaidPlanAction plan={plan} />
        )}
      </div>
    </article>
  );
}

const SESSION_RULES = [
  { mode: "Problem Solver", counts: "1 use", detail: "One problem solved step by step." },
  { mode: "Work Analysis", counts: "1 use", detail: "One piece of your work checked line by line." },
  {
    mode: "Concept Coach",
    counts: "6 exchanges",
    detail: "Your first message starts a session that covers 6 of your messages.",
  },
  {
    mode: "Interactive Tutor",
    counts: "6 exchanges",
    detail: "Your first message starts a session that covers 6 of your messages.",
  },
];

/** The /pricing page. */
export function PricingPage() {
  const comparison = featureComparison();
  return (
    <MarketingLayout>
      <PageIntro
        back={<BackToHome />}
        title="Simple, Student-Friendly Pricing"
        lead={`Start with ${FREE_TRIAL_SESSIONS} free sessions and no credit card. Plans are monthly, and you can change or cancel them at any time.`}
      />

      <section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </div>
        <p className="mt-4 text-center text-sm text-slate-600">Prices in US dollars, excluding taxes.</p>
      </section>

      <section aria-labelledby="cost-heading" className="mx-auto mt-16 max-w-4xl px-4">
        <h2 id="cost-heading" className="text-2xl font-bold text-slate-900">
          How Vector compares in cost
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="font-semibold text-slate-700">Traditional tutoring</h3>
            <p className="mt-2 text-3xl font-extrabold text-slate-900">
              ${PRIVATE_TUTORING_HOURLY_USD}+ per hour
            </p>
            <p className="mt-2 text-sm text-slate-700">
              Help at the times a tutor is free, usually once or twice a week.
            </p>
          </div>
          <div className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-6">
            <h3 className="font-semibold text-brand-800">Vector</h3>
            <p className="mt-2 text-3xl font-extrabold text-slate-900">{paidPriceRange()} per month</p>
            <p className="mt-2 text-sm text-slate-700">
              Help whenever you are working, on every problem set, with every number checked.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="session-heading" className="mx-auto mt-16 max-w-4xl px-4">
        <h2 id="session-heading" className="text-2xl font-bold text-slate-900">
          What counts as a session?
        </h2>
        <p className="mt-3 text-slate-700">
          A typical conversation of about 6-8 exchanges is one session. Precisely:
        </p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {SESSION_RULES.map((rule) => (
            <div key={rule.mode} className="rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="font-semibold text-slate-900">{rule.mode}</dt>
              <dd className="mt-1">
                <span className="font-bold text-brand-700">1 session = {rule.counts}</span>
                <span className="mt-1 block text-sm text-slate-700">{rule.detail}</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-700">
          In Concept Coach and Interactive Tutor the 7th, 13th and every following 6th message of a
          conversation starts a new session. Reading text from a photo, generating practice problems and
          importing a textbook cost nothing, and a reply that fails never costs a session.
        </p>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto mt-16 max-w-5xl px-4">
        <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
          Compare features by plan
        </h2>
        <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200">
          <table className="w-full min-w-[40rem] border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Features included in each plan</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                  Feature
                </th>
                {PLANS.map((plan) => (
                  <th
                    key={plan.name}
                    scope="col"
                    className="px-4 py-3 text-center font-semibold text-slate-900"
                  >
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              <tr>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  Sessions
                </th>
                {PLANS.map((plan) => (
                  <td key={plan.name} className="px-4 py-3 text-center text-slate-700">
                    {allowanceText(plan)}
                  </td>
                ))}
              </tr>
              {comparison.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {row.feature}
                    {row.description && (
                      <span className="block text-xs font-normal text-slate-600">{row.description}</span>
                    )}
                  </th>
                  {row.included.map((included, index) => (
                    <td key={PLANS[index].name} className="px-4 py-3 text-center">
                      {included ? (
                        <span className="font-bold text-brand-700">
                          <span aria-hidden="true">✓</span>
                          <span className="sr-only">Included</span>
                        </span>
                      ) : (
                        <span className="text-slate-500">
                          <span aria-hidden="true">-</span>
                          <span className="sr-only">Not included</span>
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-slate-600">
          {FEATURES_IN_EVERY_PLAN.length} features come with every plan, the Free Trial included.
        </p>
      </section>

      <section aria-labelledby="pricing-faq-heading" className="mx-auto mt-16 max-w-4xl px-4">
        <h2 id="pricing-faq-heading" className="text-2xl font-bold text-slate-900">
          Pricing questions
        </h2>
        <div className="mt-6">
          <DisclosureList items={PRICING_QUESTIONS} />
        </div>
      </section>

      <section className="mx-auto my-16 max-w-3xl px-4 text-center">
        <h2 className="text-2xl font-bold text-slate-900">Try it on your own homework</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href="/api/login" className={buttonVariants({ size: "lg" })}>
            Start Free Trial
          </a>
          <Link href="/faq" className={buttonVariants({ variant: "secondary", size: "lg" })}>
            View FAQ
          </Link>
        </div>
      </section>
    </MarketingLayout>
  );
}
